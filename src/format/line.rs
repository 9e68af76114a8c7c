//! The one-line format of public puzzle collections: 81 cells on a line, `.` for a blank.

use super::cells::{parse_cells, trimmed_range};
use super::error::ParseError;
use crate::grid::{CELLS, Grid};

/// Parses one line (surrounding whitespace allowed) that is input line `line`.
pub(super) fn parse(text: &[u8], line: usize) -> Result<Grid, ParseError> {
    let (start, end) = trimmed_range(text);
    let mut cells = [0u8; CELLS];
    parse_cells(text, start, end, line, &mut cells)?;
    Ok(Grid::from_cells(cells).expect("cell characters are digits"))
}

pub(super) fn render(grid: &Grid, out: &mut Vec<u8>) {
    out.extend_from_slice(&grid.line_bytes());
    out.push(b'\n');
}
