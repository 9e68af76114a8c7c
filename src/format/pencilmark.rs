//! Pencilmarks: a position as a player has it, each cell's remaining candidates.
//!
//! Two shapes circulate. The 729-character candidate line that Sudoku Explainer, HoDoKu and
//! tdoku exchange gives each cell nine slots, slot `d` holding `d` while it is a candidate and
//! `.` (or `0`) once it is not. The pencilmark grid gives 9 rows of 9 candidate strings such as
//! `1245`, often boxed with `|`, `+`, `-` (or HoDoKu's `.`, `:` and `'` corners), which are
//! decoration. A puzzle written in either is its initial candidates.

use super::cells::stray;
use super::error::{ErrorKind, ParseError};
use super::line::{Tail, split_tail};
use super::unicode;
use crate::candidates::{Candidates, digit_mask};
use crate::grid::{CELLS, Unit};

/// Characters in the candidate line: 81 cells of 9 slots.
pub(super) const LINE_WIDTH: usize = CELLS * 9;

fn is_slot(byte: u8) -> bool {
    byte.is_ascii_digit() || byte == b'.'
}

/// Parses a 729-character candidate line (input line `line`) and what follows it.
pub(super) fn parse_line(
    text: &[u8],
    line: usize,
) -> (Result<Candidates, ParseError>, Option<Tail<'_>>) {
    let (start, end) = super::cells::trimmed_range(text);
    let (cells_end, tail) = split_tail(text, start, end, LINE_WIDTH, is_slot);
    (read_slots(text, start, cells_end, line), tail)
}

fn read_slots(
    text: &[u8],
    start: usize,
    end: usize,
    line: usize,
) -> Result<Candidates, ParseError> {
    let slots = &text[start..end];
    if let Some(pos) = slots.iter().position(|&b| !is_slot(b)) {
        return Err(stray(text, start + pos, line));
    }
    if slots.len() != LINE_WIDTH {
        return Err(ParseError::at(
            line,
            ErrorKind::SlotCount {
                expected: LINE_WIDTH,
                found: slots.len(),
            },
        ));
    }
    let mut masks = [0u16; CELLS];
    for (cell, (mask, chunk)) in masks.iter_mut().zip(slots.chunks_exact(9)).enumerate() {
        for (slot, &byte) in (1..=9u8).zip(chunk) {
            if byte == b'0' + slot {
                *mask |= digit_mask(slot);
            } else if byte != b'.' && byte != b'0' {
                let column = start + cell * 9 + usize::from(slot);
                return Err(ParseError::at_column(
                    line,
                    column,
                    ErrorKind::CandidateSlot {
                        cell,
                        slot,
                        found: char::from(byte),
                    },
                ));
            }
        }
    }
    checked(masks).map_err(|(_, kind)| ParseError::at(line, kind))
}

/// Builds candidates from masks of digits 1-9, refusing a position that contradicts itself: a
/// cell with no candidate, or two cells of a unit settled on one digit. The error names the
/// later cell, in reading order.
pub(super) fn checked(masks: [u16; CELLS]) -> Result<Candidates, (usize, ErrorKind)> {
    let candidates = Candidates::from_masks(masks).expect("masks are built from digits 1-9");
    if let Some(cell) = candidates.empty_cell() {
        return Err((cell, ErrorKind::NoCandidate { cell }));
    }
    let mut worst: Option<(usize, ErrorKind)> = None;
    for unit in Unit::all() {
        let mut settled = [None; 9];
        for cell in unit.cells() {
            let mask = candidates.get(cell);
            if mask.count_ones() != 1 {
                continue;
            }
            let digit = mask.trailing_zeros() as usize;
            match settled[digit] {
                None => settled[digit] = Some(cell),
                Some(first) => {
                    if worst.as_ref().is_none_or(|(c, _)| cell < *c) {
                        let kind = ErrorKind::SettledTwice {
                            digit: digit as u8 + 1,
                            unit,
                            first,
                            cell,
                        };
                        worst = Some((cell, kind));
                    }
                    break;
                }
            }
        }
    }
    match worst {
        Some(found) => Err(found),
        None => Ok(candidates),
    }
}

/// True for a rule between the rows of a pencilmark grid: decoration only, HoDoKu's `.`, `:`
/// and `'` corners included, with at least one horizontal stroke.
pub(super) fn is_rule(text: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(text) else {
        return false;
    };
    text.chars()
        .all(|c| unicode::is_decoration(c) || matches!(c, '.' | ':' | '\''))
        && text
            .chars()
            .any(|c| c == '-' || unicode::is_decoration(c) && !c.is_ascii())
}

/// The candidate strings of a row, split on decoration.
pub(super) fn tokens(text: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    let mut pos = 0;
    std::iter::from_fn(move || {
        let decoration = |b: u8| b.is_ascii_whitespace() || matches!(b, b'|' | b'+' | b'-');
        // Multi-byte box characters are decoration too; skip them whole.
        while pos < text.len() {
            let b = text[pos];
            if decoration(b) {
                pos += 1;
            } else if b == 0xE2 && text.get(pos + 1).is_some_and(|&n| n == 0x94 || n == 0x95) {
                pos += 3;
            } else {
                break;
            }
        }
        if pos >= text.len() {
            return None;
        }
        let start = pos;
        while pos < text.len() && !decoration(text[pos]) && text[pos] != 0xE2 {
            pos += 1;
        }
        if pos == start {
            // A lone 0xE2 that does not start a box character: a one-byte token, reported as
            // a stray by the caller.
            pos += 1;
        }
        Some((start, &text[start..pos]))
    })
}

/// Whether a row has the pencilmark grid's shape: nine candidate strings of digits 1-9. `Some(true)`
/// when one of them holds several digits (so it cannot be a puzzle's row), `Some(false)` when all
/// are single digits (a settled row, which reads the same as a puzzle's).
///
/// A lone `0` is a cell with no candidate left in a row that holds candidate strings or is
/// laid out in columns, as [`render_grid`] writes one; elsewhere it is a blank of a spaced row
/// or a boxed grid.
///
/// A row of candidate strings with a lone mark among them (`| 5  3  .  | 26  7  2468 |…`, a
/// `.` typed for a cell with no candidate left) is still a pencilmark row, `Some(true)`, so
/// that reading it names the mark, when candidate strings outnumber the marks; a row of single
/// digits and marks is a puzzle's, and so is one with a number among them (`5 3 . . 7 . . .
/// 12`, a typo), which a file of puzzles must not be read as pencilmarks for.
pub(super) fn row_shape(text: &[u8]) -> Option<bool> {
    let mut count = 0;
    let mut several = false;
    let mut empty = false;
    let (mut marks, mut strings) = (0, 0);
    for (_, token) in tokens(text) {
        count += 1;
        if token == b"0" {
            empty = true;
            continue;
        }
        if let [mark] = token
            && !mark.is_ascii_digit()
        {
            marks += 1;
            continue;
        }
        if !token.iter().all(|b| (b'1'..=b'9').contains(b)) {
            return None;
        }
        several |= token.len() > 1;
        strings += usize::from(token.len() > 1);
    }
    if marks > 0 {
        return (count == 9 && strings > marks).then_some(true);
    }
    (count == 9 && (!empty || several || spaced_as_columns(text))).then_some(several)
}

/// Whether every two digits of a row that lie between the same box borders have two spaces or
/// more between them, as a pencilmark grid's columns do (`| 7  1  2 | 9  3  4 |…`).
pub(super) fn spaced_as_columns(text: &[u8]) -> bool {
    let mut gaps = 0;
    for boxed in text.split(|&b| b == b'|') {
        let pieces: Vec<&[u8]> = boxed.split(u8::is_ascii_digit).collect();
        // The pieces between two digits: not the first (before them) nor the last (after).
        for gap in pieces.iter().skip(1).take(pieces.len().saturating_sub(2)) {
            if gap.len() < 2 {
                return false;
            }
            gaps += 1;
        }
    }
    gaps > 0
}

/// Reads one row of a pencilmark grid (input line `line`) into `row`, nine masks. A lone `0`
/// is a cell with no candidate left, as [`render_grid`] writes it, for the checks after to
/// name.
pub(super) fn parse_grid_row(text: &[u8], line: usize, row: &mut [u16]) -> Result<(), ParseError> {
    let mut found = 0;
    for (start, token) in tokens(text) {
        let mut mask = 0;
        for (i, &byte) in token.iter().enumerate() {
            if token == b"0" {
                break;
            }
            if !(b'1'..=b'9').contains(&byte) {
                return Err(stray(text, start + i, line));
            }
            mask |= digit_mask(byte - b'0');
        }
        if let Some(slot) = row.get_mut(found) {
            *slot = mask;
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

/// Writes the candidate line, and no line end.
pub(super) fn render_line(candidates: &Candidates, out: &mut Vec<u8>) {
    for &mask in candidates.masks() {
        for digit in 1..=9u8 {
            out.push(if mask & digit_mask(digit) != 0 {
                b'0' + digit
            } else {
                b'.'
            });
        }
    }
}

/// Writes the boxed pencilmark grid, each column as wide as its longest candidate string. A
/// cell with no candidate left (a broken position) is written `0`: left blank, it would read
/// back as a row a cell short.
pub(super) fn render_grid(candidates: &Candidates, out: &mut Vec<u8>) {
    let text = |cell: usize| -> String {
        let digits: String = candidates
            .digits(cell)
            .map(|d| char::from(b'0' + d))
            .collect();
        if digits.is_empty() {
            "0".into()
        } else {
            digits
        }
    };
    let widths: [usize; 9] = std::array::from_fn(|column| {
        (0..9)
            .map(|row| candidates.get(row * 9 + column).count_ones() as usize)
            .max()
            .unwrap_or(1)
            .max(1)
    });
    let mut rule = Vec::new();
    for stack in 0..3 {
        let width: usize = widths[stack * 3..stack * 3 + 3].iter().sum::<usize>() + 4;
        rule.push(b'+');
        rule.extend(std::iter::repeat_n(b'-', width + 2));
    }
    rule.extend_from_slice(b"+\n");
    for row in 0..9 {
        if row % 3 == 0 {
            out.extend_from_slice(&rule);
        }
        for (column, &width) in widths.iter().enumerate() {
            if column % 3 == 0 {
                out.extend_from_slice(b"| ");
            } else {
                out.extend_from_slice(b"  ");
            }
            let cell = text(row * 9 + column);
            out.extend_from_slice(cell.as_bytes());
            out.extend(std::iter::repeat_n(b' ', width - cell.len()));
            if column % 3 == 2 {
                out.push(b' ');
            }
        }
        out.extend_from_slice(b"|\n");
    }
    out.extend_from_slice(&rule);
}

/// The initial candidates of a position with every cell open: for tests and callers that start
/// from nothing.
#[cfg(test)]
fn all_open() -> Candidates {
    Candidates::from_masks([crate::candidates::ALL_DIGITS; CELLS]).unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::candidates::ALL_DIGITS;
    use crate::format::parse_line as parse_puzzle;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn line_of(candidates: &Candidates) -> String {
        let mut out = Vec::new();
        render_line(candidates, &mut out);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn the_candidate_line_round_trips_and_keeps_an_annotation() {
        let candidates = Candidates::from_grid(&parse_puzzle(PUZZLE).unwrap());
        let line = line_of(&candidates);
        assert_eq!(line.len(), LINE_WIDTH);
        assert!(line.starts_with("....5...."), "{line}");
        let with_note = format!("{line}  #hint");
        let (read, tail) = parse_line(with_note.as_bytes(), 1);
        assert_eq!(read, Ok(candidates));
        assert_eq!(tail.map(|t| t.text), Some(&b"#hint"[..]));
        // Zeros are as good as dots.
        let (read, _) = parse_line(line.replace('.', "0").as_bytes(), 1);
        assert_eq!(read, Ok(candidates));
    }

    #[test]
    fn a_digit_in_another_digits_slot_is_named() {
        let mut line = line_of(&all_open()).into_bytes();
        line[9 + 2] = b'7';
        let (read, _) = parse_line(&line, 4);
        assert_eq!(
            read.unwrap_err().to_string(),
            "line 4, column 12: cell r1c2 has '7' in slot 3; expected 3, . or 0"
        );
        // A line a slot short is counted in characters: 81 cells would be a puzzle's line.
        let line = line_of(&all_open());
        let (read, _) = parse_line(&line.as_bytes()[..LINE_WIDTH - 1], 2);
        assert_eq!(
            read.unwrap_err().to_string(),
            "line 2: expected 729 characters (9 candidate slots for each of the 81 cells), \
             found 728"
        );
    }

    #[test]
    fn contradictions_name_the_cell() {
        let mut masks = [ALL_DIGITS; CELLS];
        masks[3] = digit_mask(5);
        masks[7] = digit_mask(5);
        let (_, kind) = checked(masks).unwrap_err();
        assert_eq!(
            kind.to_string(),
            "cell r1c8 is settled on 5, which row 1 already holds at r1c4"
        );
        let mut masks = [ALL_DIGITS; CELLS];
        masks[40] = 0;
        let (cell, kind) = checked(masks).unwrap_err();
        assert_eq!(cell, 40);
        assert_eq!(kind.to_string(), "cell r5c5 has no candidate left");
        // A settled 5 beside a 5 still pencilled in elsewhere in its row is fine.
        let mut masks = [ALL_DIGITS; CELLS];
        masks[3] = digit_mask(5);
        assert!(checked(masks).is_ok());
    }

    #[test]
    fn grid_rows_read_candidate_strings_between_decoration() {
        let mut row = [0u16; 9];
        parse_grid_row("| 1245 3 78 | 9 6 1 ║ 2 4 5 │".as_bytes(), 1, &mut row).unwrap();
        assert_eq!(row[0], 0b1_1011);
        assert_eq!(row[2], digit_mask(7) | digit_mask(8));
        let err = parse_grid_row(b"| 1245 3 70 | 9 6 1 | 2 4 5 |", 3, &mut row).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 3, column 11: unexpected character '0'"
        );
        assert_eq!(row_shape(b"| 1245 3 78 | 9 6 1 | 2 4 5 |"), Some(true));
        assert_eq!(row_shape(b"1 2 3 4 5 6 7 8 9"), Some(false));
        assert_eq!(row_shape(b"1 2 3 4 5 6 7 8 ."), None);
        // A mark typed among candidate strings is the pencilmark row's, for its reader to name.
        assert_eq!(
            row_shape(b"| 5 3 . | 26 7 2468 | 1489 1249 248 |"),
            Some(true)
        );
        assert_eq!(row_shape(b"| 5 3 . | . 7 . | . . . |"), None);
        // A number typed in a puzzle's row leaves it a puzzle's, to be named there.
        assert_eq!(row_shape(b"5 3 . . 7 . . . 12"), None);
        assert_eq!(row_shape(b"| 5 3 . | . 7 . | . . 12 |"), None);
        assert_eq!(row_shape(b"| 5 3 . | 26 7 . | 1489 1249 . |"), None);
        // A cell with no candidate left, in columns; a blank of a spaced row or a boxed grid.
        assert_eq!(
            row_shape(b"| 1   2   3 | 4   5   6 | 7   8   0 |"),
            Some(false)
        );
        assert_eq!(
            row_shape(b"| 12  0   3 | 4   5   6 | 7   8   9 |"),
            Some(true)
        );
        assert_eq!(row_shape(b"5 3 0 0 7 0 0 0 0"), None);
        assert_eq!(row_shape(b"| 5 3 0 | 0 7 0 | 0 0 0 |"), None);
        assert!(is_rule(b".-------.-------:"));
        assert!(is_rule(b"+------+------+"));
        assert!(!is_rule(b"........."));
    }

    #[test]
    fn the_grid_renders_aligned_and_reads_back() {
        let candidates = Candidates::from_grid(&parse_puzzle(PUZZLE).unwrap());
        let mut out = Vec::new();
        render_grid(&candidates, &mut out);
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 13);
        assert!(lines.iter().all(|l| l.len() == lines[0].len()), "{text}");
        let mut masks = [0u16; CELLS];
        let rows = lines.iter().filter(|l| !is_rule(l.as_bytes()));
        for (r, line) in rows.enumerate() {
            parse_grid_row(line.as_bytes(), r + 1, &mut masks[r * 9..r * 9 + 9]).unwrap();
        }
        assert_eq!(checked(masks).map_err(|e| e.1), Ok(candidates));
    }
}
