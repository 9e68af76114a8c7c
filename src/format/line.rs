//! The one-line format of public puzzle collections: 81 cells on a line, `.` for a blank.

use super::cells::{parse_cells, trimmed_range};
use super::error::ParseError;
use crate::grid::{CELLS, Grid};

/// Parses one line (surrounding whitespace allowed) that is input line `line`.
pub(super) fn parse(text: &[u8], line: usize) -> Result<Grid, ParseError> {
    let (start, end) = trimmed_range(text);
    let mut cells = [0u8; CELLS];
    // The path nearly every line of a collection takes: exactly 81 cell characters, checked
    // and converted in one branch-free pass the compiler turns into vector code.
    if let Ok(chars) = <&[u8; CELLS]>::try_from(&text[start..end]) {
        let mut bad = false;
        for (cell, &byte) in cells.iter_mut().zip(chars) {
            let digit = byte.wrapping_sub(b'0');
            let blank = byte == b'.';
            bad |= digit > 9 && !blank;
            *cell = if blank { 0 } else { digit };
        }
        if !bad {
            return Ok(Grid::from_digits(cells));
        }
    }
    parse_cells(text, start, end, line, &mut cells)?;
    Ok(Grid::from_digits(cells))
}

pub(super) fn render(grid: &Grid, out: &mut Vec<u8>) {
    out.extend_from_slice(&grid.line_bytes());
    out.push(b'\n');
}
