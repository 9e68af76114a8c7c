//! Where a puzzle starts on a line that names or numbers it first (`Puzzle 2: 4.1…`, `12. 4.1…`,
//! `1,4.1…`, `[code]4.1…[/code]`): what comes before the cells is the puzzle's label, so the
//! line is written back as it was.

use super::cell_fields::separated_cells;
use super::words::{
    first_field, holds_a_cut_puzzle, holds_a_puzzle, is_cell, is_cut_puzzle, is_cut_word,
    is_damaged_puzzle, is_puzzle_word, is_whole_puzzle, quoted_puzzle, unquoted,
};
use crate::format::PLACEHOLDER;
use crate::format::cells::trimmed_range;

/// Whether the line's first word is a puzzle: 81 cells, perhaps with an annotation after them
/// (as [`split_tail`](super::words::split_tail) reads them), or a damaged one
/// ([`is_damaged_puzzle`]). Such a line is a puzzle even when it starts with a letter (`x` for
/// a blank) and words follow it, which would otherwise make it look like a header.
pub(in crate::format) fn starts_with_puzzle(text: &[u8]) -> bool {
    let (start, end) = trimmed_range(text);
    is_whole_puzzle(text, start, end)
        || separated_cells(text, start, end).is_some()
        // A few fields before a whole puzzle (`a-7,4.1…`) are no damaged one.
        || is_damaged_puzzle(&text[start..end]) && named_by_fields(text).is_none()
}

/// [`is_puzzle_word`], or a puzzle cut short ([`is_cut_word`]) alone in its word, or damaged
/// or cut short in its first field (fields after it: `4.1…,8643…`, `4.1…;11.9`): after a name
/// (`Puzzle 2: 4.1…`, `#2 4.1…`), read as a header or a comment, it vanished with no error,
/// and every puzzle after it moved up a place; or its solution was read in its place.
fn is_puzzle_or_cut_word(text: &[u8], at: usize, end: usize) -> bool {
    is_puzzle_word(text, at, end) || starts_with_broken_field(&text[at..end])
}

/// Whether the first field of `text`'s first word (up to a `,` or `;`) is a puzzle damaged
/// or cut short ([`is_damaged_puzzle`], [`is_cut_word`]).
fn starts_with_broken_field(text: &[u8]) -> bool {
    is_damaged_puzzle(first_field(text)) || starts_with_cut_field(text)
}

/// [`starts_with_broken_field`], for a puzzle cut short.
fn starts_with_cut_field(text: &[u8]) -> bool {
    is_cut_word(first_field(text))
}

/// Where the cells start on a line that names its puzzle before it (`Puzzle 2: 4.1…`, `#12
/// 4.1…`, `Golden Nugget (SE 11.9): 4.1…`): the first word after some others that is a
/// puzzle, whole or damaged (reading it then says what is wrong). Read as a header, such a
/// line would lose its puzzle. None when a word before it is a puzzle itself (a damaged puzzle
/// with its solution after it is the damaged puzzle, not the solution named by it).
pub(in crate::format) fn named_puzzle_start(text: &[u8]) -> Option<usize> {
    let end = trimmed_range(text).1;
    if let Some(at) = tagged_puzzle(text).or_else(|| glued_after_colon(text)) {
        return Some(at);
    }
    match named_by_words(text) {
        // Words then a field (`Easy one;4.1…`): the last word (`one;4.1…`) passes for a
        // damaged puzzle, and the field inside it is the puzzle, whole or damaged. Unless the
        // word's first field is the puzzle cut short, and the field after it its solution
        // (`4.1…,8643…`), which would be read in its place. (A damaged one, too long to be a
        // name, is left to the fields to find.)
        Some(at) if !is_whole_puzzle(text, at, end) && !starts_with_cut_field(&text[at..end]) => {
            named_by_fields(text)
                .filter(|&field| field > at)
                .or(Some(at))
        }
        by_words => by_words.or_else(|| named_by_fields(text)),
    }
}

/// [`named_puzzle_start`] where a forum's tag comes right before the puzzle, as a post pasted
/// whole holds it (`[code]4.1…[/code]`), or a web address's query names it
/// (`https://www.sudokuwiki.org/sudoku.htm?bd=4.1…`): the tag or the address is its label,
/// what follows the cells its annotation.
fn tagged_puzzle(text: &[u8]) -> Option<usize> {
    let (start, end) = trimmed_range(text);
    let word = &text[start..end.min(start + NAME_WORD_BYTES)];
    let word = &word[..word
        .iter()
        .position(u8::is_ascii_whitespace)
        .unwrap_or(word.len())];
    match word.first()? {
        b'[' => {
            let at = start + word.iter().position(|&b| b == b']')? + 1;
            // Cut short, it runs to the closing tag: read so, it is an error of its own.
            let run = text[at..end].iter().take_while(|&&b| is_cell(b)).count();
            let closed = matches!(text.get(at + run), Some(b'[') | None);
            (is_whole_puzzle(text, at, end) || closed && is_cut_word(&text[at..at + run]))
                .then_some(at)
        }
        // The puzzle after any `=` or `/` of the address (`?level=3&bd=4.1…`, `/sudoku/4.1…`).
        _ if word.windows(3).any(|scheme| scheme == b"://") => word
            .iter()
            .enumerate()
            .filter(|&(_, &b)| b == b'=' || b == b'/')
            .map(|(glue, _)| start + glue + 1)
            .find(|&at| is_whole_puzzle(text, at, end)),
        _ => None,
    }
}

/// [`named_puzzle_start`] where the name ends in a colon with no space before the puzzle
/// (`Puzzle 2:4.1…`, `2:4.1…`, `id:4.1…`), as some programs write a key and its value. Read
/// word by word, the puzzle glued to its name was one damaged word, an error. The first colon
/// after which a whole puzzle starts ends the label (`12:30:4.1…`), and the label holds no
/// puzzle of its own (`4.1…:2` is a puzzle and its annotation).
fn glued_after_colon(text: &[u8]) -> Option<usize> {
    let (start, end) = trimmed_range(text);
    let label_bytes = NAME_WORDS * (NAME_WORD_BYTES + 1);
    let label_end = end.min(start + label_bytes);
    (start..label_end)
        .filter(|&colon| text[colon] == b':')
        .map(|colon| colon + 1)
        .find(|&at| is_whole_puzzle(text, at, end))
        .filter(|&at| !holds_a_puzzle(&text[start..at]) && !holds_a_cut_puzzle(&text[start..at]))
}

/// [`named_puzzle_start`] where words parted by whitespace name the puzzle.
fn named_by_words(text: &[u8]) -> Option<usize> {
    let (start, end) = trimmed_range(text);
    let mut at = start;
    for _ in 0..NAME_WORDS {
        // The next word: past this one, which must be a name, and the whitespace after it.
        let word = text[at..end].iter().position(u8::is_ascii_whitespace)?;
        let name = &text[at..at + word];
        if word > NAME_WORD_BYTES || is_puzzle_word(text, at, at + word) || is_cut_word(name) {
            return None;
        }
        let one_cell_word = word == 1 && is_cell(text[at]);
        at += word;
        at += text[at..end]
            .iter()
            .position(|b| !b.is_ascii_whitespace())?;
        // The puzzle whole or damaged, or one cell to a field after words (`Easy one 4 0 0 …`).
        // Not after a one-cell word (`7 4 0 0 …`): which of the 82 one-cell fields is no cell,
        // the first (an id) or the last (`… 0 3`, a level), cannot be told.
        if is_puzzle_or_cut_word(text, at, end)
            || !one_cell_word && separated_cells(text, at, end).is_some()
        {
            return Some(at);
        }
    }
    None
}

/// [`named_puzzle_start`] where fields parted by commas, semicolons or tabs come before the
/// puzzle, as in the CSV files large collections are shared in (`1,4.1…,8643…,27,2.2`: an id,
/// the puzzle, its solution, a count and a rating). The fields before it, separator and all, are
/// its label, and the rest of the line its annotation, so the line is written back as it was.
/// A field may be quoted, as R and spreadsheets write them (`"1","4.1…"`): the quotes then
/// stay in the label and the annotation, and the puzzle is what they hold. A quoted puzzle in
/// the first field has its opening quote alone for a label.
fn named_by_fields(text: &[u8]) -> Option<usize> {
    let (start, end) = trimmed_range(text);
    if let Some(cells) = quoted_puzzle(text, start, end) {
        return Some(cells);
    }
    let mut at = start;
    let parts = |b: &u8| matches!(b, b',' | b';' | b'\t');
    for _ in 0..NAME_WORDS {
        let field = text[at..end].iter().position(parts)?;
        if field > NAME_WORD_BYTES
            || is_puzzle_word(text, at, at + field)
            || is_cut_puzzle(unquoted(&text[at..at + field]))
        {
            return None;
        }
        at += field + 1;
        if let Some(cells) = quoted_puzzle(text, at, end) {
            return Some(cells);
        }
        // A field of 81 cells, a puzzle one cell to a field, or a damaged puzzle alone in its
        // field, or one cut short (reading it then says what is wrong).
        let next = text[at..end].iter().position(parts);
        let next = next.map_or(end, |field| at + field);
        if is_whole_puzzle(text, at, end)
            || separated_cells(text, at, end).is_some()
            || is_damaged_puzzle(&text[at..next])
            || is_cut_puzzle(unquoted(&text[at..next]))
        {
            return Some(at);
        }
    }
    None
}

/// At most how many words name a puzzle before it on its line, and how long each may be (a
/// web address, say).
const NAME_WORDS: usize = 16;

const NAME_WORD_BYTES: usize = 80;

/// Where the cells start on a line that numbers its puzzle (`12. 4.1…`, `3) 4.1…`, `7 4.1…`):
/// its second word, when the first is a number and the second a puzzle, whole or damaged. Or
/// where the mark starts on such a line, or one of fields, that stands in for a puzzle that
/// failed (`12. -`, `654,-`: what `--placeholder` writes), so the label reads back with it.
pub(in crate::format) fn numbered_puzzle_start(text: &[u8]) -> Option<usize> {
    numbered_by_words(text)
        .or_else(|| named_by_fields(text))
        .or_else(|| placeholder_after_label(text))
}

/// [`numbered_puzzle_start`] where whitespace parts the number from the puzzle.
fn numbered_by_words(text: &[u8]) -> Option<usize> {
    let (start, end) = trimmed_range(text);
    let word = text[start..end].iter().position(u8::is_ascii_whitespace)?;
    if !is_number_label(&text[start..start + word]) {
        return None;
    }
    let at = named_puzzle_start(text)?;
    (text[start + word..at].iter().all(u8::is_ascii_whitespace)).then_some(at)
}

/// Whether `word` numbers a puzzle: up to six digits, then perhaps `.`, `)` or `:`.
pub(in crate::format) fn is_number_label(word: &[u8]) -> bool {
    let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
    (1..=6).contains(&digits) && matches!(&word[digits..], [] | [b'.' | b')' | b':'])
}

/// [`numbered_puzzle_start`] where the default placeholder mark ends the line after a number
/// and whitespace (`12. -`, `#3 -`) or after fields and their separator (`654,-`). Only
/// the default mark is known here: a line that ends in another reads as it did, a failed
/// puzzle without its label.
pub(in crate::format) fn placeholder_after_label(text: &[u8]) -> Option<usize> {
    let (start, end) = trimmed_range(text);
    let at = end.checked_sub(PLACEHOLDER.len())?;
    if at <= start || &text[at..end] != PLACEHOLDER.as_bytes() {
        return None;
    }
    let label = &text[start..at];
    let number = label.trim_ascii_end();
    let by_number = label.last().is_some_and(u8::is_ascii_whitespace)
        && is_number_label(number.strip_prefix(b"#").unwrap_or(number));
    let by_fields = label.ends_with(b",") || label.ends_with(b";") || label.ends_with(b"\t");
    let short = label
        .split(|&b| b == b',' || b == b';' || b == b'\t')
        .enumerate()
        .all(|(i, field)| {
            i <= NAME_WORDS && field.len() <= NAME_WORD_BYTES && !is_damaged_puzzle(field)
        });
    ((by_number || by_fields) && short).then_some(at)
}
