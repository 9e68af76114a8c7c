//! The spaced judge format: 9 rows of 9 numbers separated by whitespace, `0` for a blank.

use super::cells::{cell_value, collect_row, stray};
use super::error::{ErrorKind, ParseError, first_unshowable};
use crate::grid::Grid;

/// How much of an overlong token an error message quotes.
const QUOTED_TOKEN_CHARS: usize = 16;

/// The separator of a row typed into a spreadsheet and saved as CSV (`5,3,,,7,,,,`): nine
/// fields parted by commas, semicolons or tabs, each a cell or empty (a blank), perhaps
/// quoted. `None` for any other line.
pub(super) fn separated_row(text: &[u8]) -> Option<u8> {
    let text = trim_spaces(text);
    let separator = *text.iter().find(|b| matches!(b, b',' | b';' | b'\t'))?;
    let mut fields = 0;
    for field in text.split(|&b| b == separator) {
        let field = unquoted(field);
        if !matches!(field, [] | [_]) || field.first().is_some_and(|&b| cell_value(b).is_none()) {
            return None;
        }
        fields += 1;
    }
    (fields == 9).then_some(separator)
}

/// A [`separated_row`] holding a given (a digit 1-9): one with none says nothing of the format
/// (a CSV file's empty row of nine columns has that shape too, and `;;;;;;;;` is a comment).
pub(super) fn is_separated_row_with_a_given(text: &[u8]) -> bool {
    separated_row(text).is_some() && text.iter().any(|b| matches!(b, b'1'..=b'9'))
}

/// A [`separated_row`] whose fields are all empty, as a spreadsheet saves a row left empty
/// (`,,,,,,,,`, or tabs). (Not `;;;;;;;;`, which is a comment, skipped inside a block too.)
pub(super) fn is_empty_separated_row(text: &[u8]) -> bool {
    separated_row(text).is_some_and(|separator| separator != b';')
        && text
            .iter()
            .all(|&b| matches!(b, b',' | b'"') || b.is_ascii_whitespace())
}

/// `text` without the spaces (and line ends) round it, but its tabs, which part a TSV row's
/// fields: `\t\t\t` after the last given are its empty cells.
fn trim_spaces(text: &[u8]) -> &[u8] {
    let space = |b: &u8| matches!(b, b' ' | b'\r' | b'\n');
    let start = text.iter().position(|b| !space(b)).unwrap_or(text.len());
    let end = text
        .iter()
        .rposition(|b| !space(b))
        .map_or(start, |at| at + 1);
    &text[start..end]
}

/// A spreadsheet's field without the spaces and the quotes round it.
fn unquoted(field: &[u8]) -> &[u8] {
    let field = field.trim_ascii();
    field
        .strip_prefix(b"\"")
        .and_then(|f| f.strip_suffix(b"\""))
        .unwrap_or(field)
}

/// Reads one row (input line `line`) into `row`: numbers parted by whitespace, or the fields
/// of a [`separated_row`], an empty one a blank.
pub(super) fn parse_row(text: &[u8], line: usize, row: &mut [u8]) -> Result<(), ParseError> {
    if let Some(separator) = separated_row(text) {
        let cells = trim_spaces(text)
            .split(move |&b| b == separator)
            .map(|field| {
                Ok(unquoted(field)
                    .first()
                    .and_then(|&b| cell_value(b))
                    .unwrap_or(0))
            });
        return collect_row(row, line, cells);
    }
    let tokens = words(text)
        .skip(usize::from(is_named_row(text)))
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

/// The words of a line: what whitespace parts.
fn words(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(u8::is_ascii_whitespace)
        .filter(|t| !t.is_empty())
}

/// Whether a row starts with its name, as grids that name their rows and columns print one
/// (`A  5 3 . . 7 . . . .`): one letter from A to J (some skip I), a word of its own, before
/// nine cells. (No digit: a tenth number is as likely a cell typed twice.)
pub(super) fn is_named_row(text: &[u8]) -> bool {
    let mut words = words(text);
    let named = words
        .next()
        .is_some_and(|word| matches!(word, [b'A'..=b'J' | b'a'..=b'j']));
    let mut cells = 0;
    let all_cells = words.all(|word| {
        cells += 1;
        matches!(word, [byte] if cell_value(*byte).is_some())
    });
    named && all_cells && cells == 9
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
    fn a_row_named_by_a_letter_reads_its_nine_cells() {
        let mut row = [0; 9];
        parse_row(b"C   . 9 8 . . . . 6 .", 3, &mut row).unwrap();
        assert_eq!(row, [0, 9, 8, 0, 0, 0, 0, 6, 0]);
        // A tenth word that is no letter, or a letter before ten, is still an error.
        assert!(parse_row(b"1 . 9 8 . . . . 6 .", 3, &mut row).is_err());
        assert!(parse_row(b"C . 9 8 . . . . 6 . 1", 3, &mut row).is_err());
        assert!(parse_row(b"K . 9 8 . . . . 6 .", 3, &mut row).is_err());
    }

    #[test]
    fn tabs_and_runs_of_spaces_separate_numbers() {
        let mut row = [0; 9];
        parse_row(b"1\t2  3 . 0 6 7 8 9  ", 1, &mut row).unwrap();
        assert_eq!(row, [1, 2, 3, 0, 0, 6, 7, 8, 9]);
    }
}
