//! Cell characters, shared by every format that writes a cell as one character.

use super::error::{ErrorKind, ParseError, Stray};

const INVALID: u8 = 0xFF;

/// The ASCII characters read as a blank cell.
pub(super) const BLANKS: [u8; 6] = [b'0', b'.', b'x', b'X', b'*', b'_'];

/// The value of each byte as a cell: 1-9 for a digit, 0 for a blank, [`INVALID`] otherwise. A
/// table because the line format looks up 81 of these per puzzle.
///
/// Blanks are written `.` or `0` by most tools, and `x`, `X`, `*` or `_` in collections typed
/// by hand; none of these is ever a digit, so accepting them all cannot misread a puzzle.
static CELL_VALUE: [u8; 256] = {
    let mut table = [INVALID; 256];
    let mut digit = 1;
    while digit <= 9 {
        table[(b'0' + digit) as usize] = digit;
        digit += 1;
    }
    let mut i = 0;
    while i < BLANKS.len() {
        table[BLANKS[i] as usize] = 0;
        i += 1;
    }
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

/// Reads a boxed row whose cells stand at fixed places, so that a space is a blank: one
/// character wide with nothing between them (`|53 | 7 |   |`), or with a space before, between
/// and after them (`| 5 3   |   7   |       |`, as a grid printed with `.` blanks has them). True
/// when `text` has that shape (three stacks of three between `|`-like bars, outer bars
/// optional, every stack alike) and `row` was filled.
pub(super) fn fixed_width_row(text: &str, row: &mut [u8]) -> bool {
    let parts: Vec<&str> = text.split(['|', '│', '┃', '║']).collect();
    let stacks = match parts.as_slice() {
        [outer_left, a, b, c, outer_right]
            if outer_left.trim().is_empty() && outer_right.trim().is_empty() =>
        {
            [a, b, c]
        }
        [a, b, c] => [a, b, c],
        _ => return false,
    };
    // Where a stack's cells stand in it: each character, or every other one after a space.
    let spaced = stacks[0].len() == 7;
    let (width, places): (usize, &[usize]) = if spaced {
        (7, &[1, 3, 5])
    } else {
        (3, &[0, 1, 2])
    };
    let fits = |stack: &&str| {
        let bytes = stack.as_bytes();
        bytes.len() == width
            && (!spaced || bytes.iter().step_by(2).all(|&b| b == b' '))
            && places
                .iter()
                .all(|&at| bytes[at] == b' ' || cell_value(bytes[at]).is_some())
    };
    if row.len() != 9 || !stacks.iter().all(|stack| fits(stack)) {
        return false;
    }
    let cells = stacks
        .iter()
        .flat_map(|stack| places.iter().map(|&at| stack.as_bytes()[at]));
    for (slot, byte) in row.iter_mut().zip(cells) {
        *slot = cell_value(byte).unwrap_or(0);
    }
    true
}

/// The width of the stacks of a [`fixed_width_row`] with no given, when `text` is one: 3
/// (`|   |   |   |`) or 7 (`|       |       |       |`). Bars and spaces alone, as a spacer
/// between a grid's rows is; but a row of blanks in a grid that leaves its blanks as spaces.
pub(super) fn blank_fixed_width(text: &[u8]) -> Option<usize> {
    // Asked of every line of a grid: a row or a rule fails at its first cell or dash.
    let bars_and_spaces = |&b: &u8| matches!(b, b' ' | b'|' | b'\r') || b >= 0x80;
    if !text.iter().all(bars_and_spaces) {
        return None;
    }
    let mut row = [0u8; 9];
    let text = std::str::from_utf8(text).ok()?;
    let stacks = text.split(['|', '│', '┃', '║']).filter(|s| !s.is_empty());
    let width = stacks.map(str::len).max()?;
    (fixed_width_row(text, &mut row) && row == [0; 9]).then_some(width)
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
        for byte in BLANKS {
            assert_eq!(cell_value(byte), Some(0));
        }
        for byte in [b'?', b' ', b'-', b'a', 0, 0xFF] {
            assert_eq!(cell_value(byte), None);
        }
    }

    #[test]
    fn fixed_width_boxed_rows_read_spaces_as_blanks() {
        let mut row = [9; 9];
        assert!(fixed_width_row("|53 | 7 |   |", &mut row));
        assert_eq!(row, [5, 3, 0, 0, 7, 0, 0, 0, 0]);
        assert!(fixed_width_row("│ 3 │x 7│  9│", &mut row));
        assert_eq!(row, [0, 3, 0, 0, 0, 7, 0, 0, 9]);
        assert!(!fixed_width_row("|53 | 7 |  |", &mut row));
        assert!(fixed_width_row("| 5 3   |   7   |       |", &mut row));
        assert_eq!(row, [5, 3, 0, 0, 7, 0, 0, 0, 0]);
        assert!(!fixed_width_row("| 53    |   7   |       |", &mut row));
        assert!(!fixed_width_row("| 5 3   |  7    |       |", &mut row));
        // A row with no given may be no rule, though it is bars and spaces alone.
        assert_eq!(blank_fixed_width(b"|   |   |   |"), Some(3));
        assert_eq!(blank_fixed_width("│   │   │   │".as_bytes()), Some(3));
        assert_eq!(blank_fixed_width(b"|       |       |       |"), Some(7));
        assert_eq!(blank_fixed_width(b"|53 | 7 |   |"), None);
        assert_eq!(blank_fixed_width(b"+---+---+---+"), None);
    }

    #[test]
    fn a_wrong_character_is_reported_before_a_wrong_count() {
        let mut out = [0; 9];
        let err = parse_cells(b"  12?", 2, 5, 3, &mut out).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 3, column 5: unexpected character '?'"
        );
        let err = parse_cells(b"12345678", 0, 8, 3, &mut out).unwrap_err();
        assert_eq!(err.to_string(), "line 3: expected 9 cells, found 8");
    }
}
