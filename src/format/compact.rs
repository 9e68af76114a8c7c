//! The compact judge format: 9 rows of 9 digits, `0` for a blank.

use super::cells::{cell_char, parse_cells, trimmed_range};
use super::error::ParseError;
use crate::grid::Grid;

/// Reads one row (input line `line`) into `row`.
pub(super) fn parse_row(text: &[u8], line: usize, row: &mut [u8]) -> Result<(), ParseError> {
    let (start, end) = trimmed_range(text);
    parse_cells(text, start, end, line, row)
}

pub(super) fn render(grid: &Grid, out: &mut Vec<u8>) {
    for row in grid.cells().chunks_exact(9) {
        out.extend(row.iter().map(|&v| cell_char(v, b'0')));
        out.push(b'\n');
    }
}
