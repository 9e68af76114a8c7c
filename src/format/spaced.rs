//! The spaced judge format: 9 rows of 9 numbers separated by whitespace, `0` for a blank.

use super::cells::{cell_value, collect_row, stray};
use super::error::{ErrorKind, ParseError, first_unshowable};
use crate::grid::Grid;

/// How much of an overlong token an error message quotes.
const QUOTED_TOKEN_CHARS: usize = 16;

/// Reads one row (input line `line`) into `row`.
pub(super) fn parse_row(text: &[u8], line: usize, row: &mut [u8]) -> Result<(), ParseError> {
    let tokens = text
        .split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .enumerate()
        .map(|(i, token)| {
            let value = match token {
                [byte] => cell_value(*byte),
                _ => None,
            };
            value.ok_or_else(|| {
                // What a quote cannot show is named by its code, where it stands.
                if let Some(at) = first_unshowable(token) {
                    let offset = token.as_ptr() as usize - text.as_ptr() as usize;
                    return stray(text, offset + at, line);
                }
                let quoted = String::from_utf8_lossy(token);
                ParseError::at(
                    line,
                    ErrorKind::Number {
                        position: i + 1,
                        text: quoted.chars().take(QUOTED_TOKEN_CHARS).collect(),
                    },
                )
            })
        });
    collect_row(row, line, tokens)
}

pub(super) fn render(grid: &Grid, out: &mut Vec<u8>) {
    for row in grid.cells().chunks_exact(9) {
        for (i, &value) in row.iter().enumerate() {
            if i > 0 {
                out.push(b' ');
            }
            out.push(b'0' + value);
        }
        out.push(b'\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_a_quote_cannot_show_is_named_by_its_code_and_column() {
        let mut row = [0; 9];
        let err = parse_row(b"1 2 \xff\xfeL 4", 3, &mut row).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 3, column 5: unexpected byte 0xFF, which is not UTF-8"
        );
        let err = parse_row(b"1 2\x00 3", 4, &mut row).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 4, column 4: unexpected control character U+0000"
        );
    }

    #[test]
    fn numbers_out_of_range_are_named_with_their_position() {
        let mut row = [0; 9];
        let err = parse_row(b"1 2 3 10 5 6 7 8 9", 7, &mut row).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 7: number 4 is \"10\"; expected a digit 0-9 or ."
        );
    }

    #[test]
    fn tabs_and_runs_of_spaces_separate_numbers() {
        let mut row = [0; 9];
        parse_row(b"1\t2  3 . 0 6 7 8 9  ", 1, &mut row).unwrap();
        assert_eq!(row, [1, 2, 3, 0, 0, 6, 7, 8, 9]);
    }
}
