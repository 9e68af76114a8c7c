//! Cell characters, shared by every format that writes a cell as one character.

use super::error::{ErrorKind, ParseError, Stray};

const INVALID: u8 = 0xFF;

/// The value of each byte as a cell: 1-9 for a digit, 0 for a blank (`0` or `.`), [`INVALID`]
/// otherwise. A table because the line format looks up 81 of these per puzzle.
static CELL_VALUE: [u8; 256] = {
    let mut table = [INVALID; 256];
    let mut digit = 1;
    while digit <= 9 {
        table[(b'0' + digit) as usize] = digit;
        digit += 1;
    }
    table[b'0' as usize] = 0;
    table[b'.' as usize] = 0;
    table
};

/// The cell value of one character, if it is a cell.
pub(super) fn cell_value(byte: u8) -> Option<u8> {
    match CELL_VALUE[usize::from(byte)] {
        INVALID => None,
        value => Some(value),
    }
}

/// Reads `out.len()` cell characters from `text[start..end]`, which is part of input line
/// `line`; columns in errors count from the start of `text`.
pub(super) fn parse_cells(
    text: &[u8],
    start: usize,
    end: usize,
    line: usize,
    out: &mut [u8],
) -> Result<(), ParseError> {
    let cells = &text[start..end];
    let mut bad = 0u8;
    for (slot, &byte) in out.iter_mut().zip(cells) {
        let value = CELL_VALUE[usize::from(byte)];
        bad |= value & 0x80;
        *slot = value;
    }
    // Only past the happy path do we look for which character was wrong.
    if bad != 0 || cells.len() != out.len() {
        if let Some(pos) = cells.iter().position(|&b| cell_value(b).is_none()) {
            return Err(stray(text, start + pos, line));
        }
        return Err(ParseError::at(
            line,
            ErrorKind::CellCount {
                expected: out.len(),
                found: cells.len(),
            },
        ));
    }
    Ok(())
}

/// Fills `row` from `values` (cells in order, or the error that stops the row), then checks that
/// there were exactly as many cells as the row holds.
pub(super) fn collect_row(
    row: &mut [u8],
    line: usize,
    values: impl Iterator<Item = Result<u8, ParseError>>,
) -> Result<(), ParseError> {
    let mut found = 0;
    for value in values {
        if let Some(slot) = row.get_mut(found) {
            *slot = value?;
        } else {
            value?;
        }
        found += 1;
    }
    if found != row.len() {
        return Err(ParseError::at(
            line,
            ErrorKind::CellCount {
                expected: row.len(),
                found,
            },
        ));
    }
    Ok(())
}

/// The error for the unexpected character at byte `pos` of `text`.
pub(super) fn stray(text: &[u8], pos: usize, line: usize) -> ParseError {
    let (stray, column) = Stray::at(text, pos);
    ParseError::at_column(line, column, ErrorKind::Character(stray))
}

/// `text` without leading and trailing ASCII whitespace, as a byte range.
pub(super) fn trimmed_range(text: &[u8]) -> (usize, usize) {
    let start = text
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(text.len());
    let end = text
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(start, |p| p + 1);
    (start, end)
}

/// The character a digit is written as, with `blank` for 0.
pub(super) fn cell_char(value: u8, blank: u8) -> u8 {
    if value == 0 { blank } else { b'0' + value }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_dots_and_zeros_are_cells_and_nothing_else_is() {
        assert_eq!(cell_value(b'7'), Some(7));
        assert_eq!(cell_value(b'0'), Some(0));
        assert_eq!(cell_value(b'.'), Some(0));
        for byte in [b'x', b' ', b'-', 0, 0xFF] {
            assert_eq!(cell_value(byte), None);
        }
    }

    #[test]
    fn a_wrong_character_is_reported_before_a_wrong_count() {
        let mut out = [0; 9];
        let err = parse_cells(b"  12x", 2, 5, 3, &mut out).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 3, column 5: unexpected character 'x'"
        );
        let err = parse_cells(b"12345678", 0, 8, 3, &mut out).unwrap_err();
        assert_eq!(err.to_string(), "line 3: expected 9 cells, found 8");
    }
}
