//! What a word or field of a line is: the 81 cells of a puzzle, whole, damaged or cut short,
//! perhaps in quotes, or text too short to hold one. The rest of the line format asks these
//! to tell a puzzle from the names and fields around it.

use crate::format::cells::{cell_value, trimmed_range};
use crate::grid::CELLS;

/// What follows the cells of a one-line puzzle: the separating whitespace (possibly none, when
/// the annotation starts with its own separator such as `;`) and the annotation itself.
pub(in crate::format) struct Tail<'a> {
    pub separator: &'a [u8],
    pub text: &'a [u8],
}

/// Splits `text[start..end]` (trimmed) into `width` cells and a tail.
///
/// The cells end at the first whitespace, or right after `width` cell characters when the next
/// character cannot be a cell (`PUZZLE;11.9;…`). Anything else keeps the whole first word as
/// the cells, so a puzzle one cell too long is reported as such, never cut short silently.
pub(in crate::format) fn split_tail(
    text: &[u8],
    start: usize,
    end: usize,
    width: usize,
    is_cell: impl Fn(u8) -> bool,
) -> (usize, Option<Tail<'_>>) {
    let body = &text[start..end];
    let word = body
        .iter()
        .position(u8::is_ascii_whitespace)
        .unwrap_or(body.len());
    let cells =
        if word > width && body[..width].iter().all(|&b| is_cell(b)) && !is_cell(body[width]) {
            width
        } else {
            word
        };
    let rest = &body[cells..];
    let gap = rest
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(rest.len());
    let tail = (gap < rest.len()).then(|| Tail {
        separator: &rest[..gap],
        text: &rest[gap..],
    });
    (start + cells, tail)
}

/// Whether the word at `at` (in `text`, up to `end`) starts with the 81 cells of a puzzle.
pub(super) fn is_whole_puzzle(text: &[u8], at: usize, end: usize) -> bool {
    split_tail(text, at, end, CELLS, is_cell).0 - at == CELLS
}

/// Whether the word at `at` (in `text`, up to `end`) is a puzzle, whole or damaged.
pub(super) fn is_puzzle_word(text: &[u8], at: usize, end: usize) -> bool {
    is_whole_puzzle(text, at, end) || is_damaged_puzzle(&text[at..end])
}

/// `text` up to the end of its first field: a `,`, a `;` or whitespace.
pub(super) fn first_field(text: &[u8]) -> &[u8] {
    let end = text
        .iter()
        .position(|&b| matches!(b, b',' | b';') || b.is_ascii_whitespace());
    &text[..end.unwrap_or(text.len())]
}

/// Whether a word after a name is a puzzle cut short: 30 to 80 cells, half of them blank at
/// least, all with one character (`.`, `0`, `x`, …), and givens of three digits or more in
/// three runs or more, spread over the word (one in its first third, one in its last). A
/// number that names something is not one, however long: a seed or an id (`2024011600000…`:
/// its givens all at its start), a mask of `0` and `1`, a float's digits (`0.1000000000…`,
/// `1.100000000000000088817…`: blanks of two kinds), a dotted leader to a page number
/// (`Puzzle 1 ......12`), a version (`1.2.3.4.5…`, a third blank).
pub(super) fn is_cut_word(word: &[u8]) -> bool {
    let given = |b: &u8| (b'1'..=b'9').contains(b);
    if !(30..CELLS).contains(&word.len()) || !word.iter().all(|&b| is_cell(b)) {
        return false;
    }
    let (Some(first), Some(last)) = (word.iter().position(given), word.iter().rposition(given))
    else {
        return false;
    };
    // A puzzle's blanks are all one character; a float's or a version's are `.` and `0`.
    let mut blanks = word.iter().filter(|b| !given(b));
    let blank = blanks.next();
    if blanks.any(|b| Some(b) != blank) {
        return false;
    }
    let givens = word.iter().filter(|b| given(b)).count();
    let digits = word
        .iter()
        .filter(|b| given(b))
        .fold(0u16, |seen, &b| seen | 1 << (b - b'0'));
    let runs = word
        .split(|b| !given(b))
        .filter(|run| !run.is_empty())
        .count();
    (word.len() - givens) * 2 >= word.len()
        && digits.count_ones() >= 3
        && runs >= 3
        && first * 3 < word.len()
        && last * 3 >= word.len() * 2
}

/// Whether `text` holds a run of cells as long as a puzzle's, damaged or whole (70 or more):
/// no header or title holds one.
pub(in crate::format) fn holds_a_puzzle(text: &[u8]) -> bool {
    const PUZZLE_RUN: usize = 70;
    text.split(|&b| !is_cell(b))
        .any(|run| run.len() >= PUZZLE_RUN)
}

/// Whether `text` holds a puzzle cut short ([`is_cut_word`]) in a run of cells of its own:
/// a forum's tags round one (`[code]4.1…[/code]`) are no header.
pub(in crate::format) fn holds_a_cut_puzzle(text: &[u8]) -> bool {
    text.split(|&b| !is_cell(b)).any(is_cut_word)
}

/// Where the cells start when the field at `at` is a puzzle in double quotes, whole or damaged
/// (reading it then says what is wrong).
pub(super) fn quoted_puzzle(text: &[u8], at: usize, end: usize) -> Option<usize> {
    let inside = at + 1;
    if text.get(at) != Some(&b'"') || inside >= end {
        return None;
    }
    let closing = text[inside..end].iter().position(|&b| b == b'"')?;
    let whole = closing == CELLS && is_whole_puzzle(text, inside, end);
    (whole || is_damaged_puzzle(&text[inside..inside + closing])).then_some(inside)
}

/// Whether `text` starts with a word that is a puzzle with a typo, or a cell or a few missing
/// or too many: 70 to 90 characters, 70 of them cells at least. (Shorter runs of cells, such
/// as long ids or rows of `x` or `_` under a title, are no puzzle.)
pub(super) fn is_damaged_puzzle(text: &[u8]) -> bool {
    let word = &text[..text
        .iter()
        .position(u8::is_ascii_whitespace)
        .unwrap_or(text.len())];
    (70..=90).contains(&word.len()) && word.iter().filter(|&&b| is_cell(b)).count() >= 70
}

/// Whether a field is a puzzle cut short, not a name: a run of 30 to 80 cells, with a `.`
/// blank and a given among them (`4.....8.5.3…` cut at 60, then its solution); no id is
/// (a long number, a hash, a mask of `0` and `1`, has no `.`). Read as a name, it would make
/// the solution after it the line's puzzle, a finished grid in its place.
pub(super) fn is_cut_puzzle(field: &[u8]) -> bool {
    (30..CELLS).contains(&field.len())
        && field.iter().all(|&b| is_cell(b))
        && field.contains(&b'.')
        && field.iter().any(|b| (b'1'..=b'9').contains(b))
}

/// A field without the double quotes round it, if it has them.
pub(super) fn unquoted(field: &[u8]) -> &[u8] {
    field
        .strip_prefix(b"\"")
        .and_then(|inside| inside.strip_suffix(b"\""))
        .unwrap_or(field)
}

/// Whether `text` starts with a puzzle cut short ([`is_cut_puzzle`]) in a field or word of
/// its own: a line puzzle, damaged, whose reading says where it ends.
pub(in crate::format) fn starts_with_cut_puzzle(text: &[u8]) -> bool {
    let (start, end) = trimmed_range(text);
    is_cut_puzzle(first_field(&text[start..end]))
}

/// Whether a byte can be a cell of the line format.
pub(in crate::format) fn is_cell(byte: u8) -> bool {
    cell_value(byte).is_some()
}
