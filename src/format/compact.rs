//! The compact judge format: 9 rows of 9 digits, `0` for a blank.

use super::cells::{cell_char, cell_value, parse_cells, trimmed_range};
use super::error::ParseError;
use crate::grid::Grid;

/// Whether `text` is a fixed-width row of 9 characters in which spaces stand for blanks
/// (`1 3   5 9`), as typed by hand and in some old collections. Not when its one space is its
/// first or last character: that is a row of 8 cells that lost one, with a stray space an
/// editor left (`00005009 `), and reading it as 9 would make another puzzle without a word.
pub(super) fn is_spaced_out_row(text: &[u8]) -> bool {
    let spaces = text.iter().filter(|&&b| b == b' ').count();
    let stray = spaces == 1 && (text.first() == Some(&b' ') || text.last() == Some(&b' '));
    text.len() == 9
        && spaces > 0
        && !stray
        && text.iter().all(|&b| b == b' ' || cell_value(b).is_some())
}

/// Reads one row (input line `line`) into `row`.
pub(super) fn parse_row(text: &[u8], line: usize, row: &mut [u8]) -> Result<(), ParseError> {
    let (start, end) = trimmed_range(text);
    if is_spaced_out_row(text) {
        for (slot, &byte) in row.iter_mut().zip(text) {
            *slot = cell_value(byte).unwrap_or(0);
        }
        return Ok(());
    }
    parse_cells(text, start, end, line, row)
}

pub(super) fn render(grid: &Grid, blank: &[u8], out: &mut Vec<u8>) {
    for row in grid.cells().chunks_exact(9) {
        for &value in row {
            match value {
                0 => out.extend_from_slice(blank),
                digit => out.push(cell_char(digit, b'0')),
            }
        }
        out.push(b'\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spaces_are_blanks_in_a_row_nine_characters_wide() {
        let mut row = [9; 9];
        parse_row(b"1 3   5 9", 1, &mut row).unwrap();
        assert_eq!(row, [1, 0, 3, 0, 0, 0, 5, 0, 9]);
        parse_row(b"  3x*_5  ", 1, &mut row).unwrap();
        assert_eq!(row, [0, 0, 3, 0, 0, 0, 5, 0, 0]);
        // One space at an end is a stray one beside a row of 8, not a blank.
        for stray in [&b"00005009 "[..], b" 00005009"] {
            let err = parse_row(stray, 4, &mut row).unwrap_err();
            assert_eq!(err.to_string(), "line 4: expected 9 cells, found 8");
        }
        // Narrower or wider, a gap is not a cell: the row is too short.
        let err = parse_row(b"1 3   5", 4, &mut row).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 4, column 2: unexpected character ' '"
        );
    }
}
