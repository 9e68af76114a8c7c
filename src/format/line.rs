//! The one-line format of public puzzle collections: 81 cells on a line, `.` for a blank, and
//! whatever a collection keeps after them (a rating, an id, `;`-separated fields) as the
//! puzzle's annotation.

use super::PLACEHOLDER;
use super::cells::{cell_char, cell_value, parse_cells, trimmed_range};
use super::error::{ErrorKind, ParseError};
use crate::grid::{CELLS, Grid};

/// What follows the cells of a one-line puzzle: the separating whitespace (possibly none, when
/// the annotation starts with its own separator such as `;`) and the annotation itself.
pub(super) struct Tail<'a> {
    pub separator: &'a [u8],
    pub text: &'a [u8],
}

/// Splits `text[start..end]` (trimmed) into `width` cells and a tail.
///
/// The cells end at the first whitespace, or right after `width` cell characters when the next
/// character cannot be a cell (`PUZZLE;11.9;…`). Anything else keeps the whole first word as
/// the cells, so a puzzle one cell too long is reported as such, never cut short silently.
pub(super) fn split_tail(
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

/// Whether the line's first word is a puzzle: 81 cells, perhaps with an annotation after them
/// (as [`split_tail`] reads them), or a damaged one ([`is_damaged_puzzle`]). Such a line is a
/// puzzle even when it starts with a letter (`x` for a blank) and words follow it, which would
/// otherwise make it look like a header.
pub(super) fn starts_with_puzzle(text: &[u8]) -> bool {
    let (start, end) = trimmed_range(text);
    is_whole_puzzle(text, start, end)
        || separated_cells(text, start, end).is_some()
        // A few fields before a whole puzzle (`a-7,4.1…`) are no damaged one.
        || is_damaged_puzzle(&text[start..end]) && named_by_fields(text).is_none()
}

/// Whether the word at `at` (in `text`, up to `end`) starts with the 81 cells of a puzzle.
fn is_whole_puzzle(text: &[u8], at: usize, end: usize) -> bool {
    split_tail(text, at, end, CELLS, is_cell).0 - at == CELLS
}

/// Whether the word at `at` (in `text`, up to `end`) is a puzzle, whole or damaged.
fn is_puzzle_word(text: &[u8], at: usize, end: usize) -> bool {
    is_whole_puzzle(text, at, end) || is_damaged_puzzle(&text[at..end])
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

/// `text` up to the end of its first field: a `,`, a `;` or whitespace.
fn first_field(text: &[u8]) -> &[u8] {
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
fn is_cut_word(word: &[u8]) -> bool {
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

/// Where the cells start on a line that names its puzzle before it (`Puzzle 2: 4.1…`, `#12
/// 4.1…`, `Golden Nugget (SE 11.9): 4.1…`): the first word after some others that is a
/// puzzle, whole or damaged (reading it then says what is wrong). Read as a header, such a
/// line would lose its puzzle. None when a word before it is a puzzle itself (a damaged puzzle
/// with its solution after it is the damaged puzzle, not the solution named by it).
pub(super) fn named_puzzle_start(text: &[u8]) -> Option<usize> {
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

/// Whether `text` holds a run of cells as long as a puzzle's, damaged or whole (70 or more):
/// no header or title holds one.
pub(super) fn holds_a_puzzle(text: &[u8]) -> bool {
    const PUZZLE_RUN: usize = 70;
    text.split(|&b| !is_cell(b))
        .any(|run| run.len() >= PUZZLE_RUN)
}

/// Whether `text` holds a puzzle cut short ([`is_cut_word`]) in a run of cells of its own:
/// a forum's tags round one (`[code]4.1…[/code]`) are no header.
pub(super) fn holds_a_cut_puzzle(text: &[u8]) -> bool {
    text.split(|&b| !is_cell(b)).any(is_cut_word)
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

/// Names of the column that holds the puzzles, as large collections use them, the surest
/// first: where several stand, the first of this list wins (`level,grid,puzzle` has its puzzle
/// under `puzzle`, and `grid` often names the solution's column).
const PUZZLES: [&str; 12] = [
    "puzzle", "puzzles", "quiz", "quizzes", "sudoku", "unsolved", "problem", "question", "board",
    "initial", "start", "grid",
];
/// Names of the column of solutions, whose grid is never the puzzle.
const SOLUTIONS: [&str; 5] = ["solution", "solutions", "answer", "answers", "solved"];
/// Names that hold the puzzle in some collections and count its givens in others: the
/// puzzle's column only after a column of solutions, with no column named as in [`PUZZLES`]
/// (and read only where it holds cells, as any column is).
const COUNTS_OR_PUZZLES: [&str; 4] = ["clues", "givens", "given", "clue"];

/// Whether the field `name` of a line of column names, quotes and case aside, is in `names`.
fn is_named(names: &[&str], name: &[u8]) -> bool {
    let name = String::from_utf8_lossy(unquoted(name.trim_ascii())).to_ascii_lowercase();
    names.contains(&name.trim())
}

/// The separator of a line of column names: the first comma, semicolon or tab.
pub(super) fn names_separator(names: &[u8]) -> Option<u8> {
    names
        .iter()
        .find(|b| matches!(b, b',' | b';' | b'\t'))
        .copied()
}

/// The columns a CSV (or TSV) file's column names say may hold its puzzles, surest name first
/// (at most [`PLACES`]): a row's puzzle is read in the first that holds one, not as the first
/// grid on the row, which may be a solution, a canonical form or a mask (`id,solution,puzzle`,
/// `id,minlex,puzzle`). A column named as in [`COUNTS_OR_PUZZLES`] is taken only after a
/// column of solutions (`solution,givens`), whose grid would otherwise be read for the puzzle.
pub(super) fn puzzle_column(names: &[u8]) -> Option<PuzzleColumn> {
    let separator = names_separator(names)?;
    let fields = names.split(|&b| b == separator);
    let named = |names: &[&str]| -> Vec<usize> {
        let each = |name: &&str| fields.clone().position(|field| is_named(&[name], field));
        names.iter().filter_map(each).collect()
    };
    let mut places: Vec<(usize, bool)> = named(&PUZZLES).into_iter().map(|p| (p, false)).collect();
    if let Some(solution) = fields.clone().position(|name| is_named(&SOLUTIONS, name)) {
        let counts = named(&COUNTS_OR_PUZZLES).into_iter();
        places.extend(counts.filter(|&p| p > solution).map(|p| (p, true)));
    }
    // Other columns before it (`id,minlex,puzzle`) are a table's only as data tools write its
    // names, with nothing after a separator: a title that holds a comma and a column's name
    // (`Hard, Sudoku`) leaves the rows under it read as any others.
    let tight = !names.windows(2).any(|pair| pair == [separator, b' ']);
    let mut column = PuzzleColumn {
        separator,
        columns: fields.clone().count(),
        places: [Place::default(); PLACES],
        count: 0,
    };
    for (index, may_count) in places {
        let after_solutions = fields
            .clone()
            .take(index)
            .any(|name| is_named(&SOLUTIONS, name));
        if (after_solutions || tight) && column.count < PLACES {
            column.places[column.count] = Place {
                index,
                after_solutions,
                may_count,
            };
            column.count += 1;
        }
    }
    (column.count > 0).then_some(column)
}

/// What a field that should hold a puzzle holds instead, at the start of `text`, when it holds
/// nothing or a data tool's missing value (`NA`, `NaN`, `null`, `None`, quoted or not):
/// otherwise `None`, and reading says what is wrong with the puzzle.
pub(super) fn missing_value(text: &[u8]) -> Option<&[u8]> {
    const MISSING: [&[u8]; 5] = [b"NA", b"NaN", b"nan", b"null", b"None"];
    let end = text
        .iter()
        .position(|b| matches!(b, b',' | b';' | b'\t'))
        .unwrap_or(text.len());
    let field = unquoted(text[..end].trim_ascii());
    (field.is_empty() || MISSING.contains(&field)).then_some(field)
}

/// Whether `text` ends with 82 words of one cell each, perhaps after other words (`7 4 0 0 …`,
/// `4 0 0 … 0 3`, `Puzzle 1 4 0 0 …`): a puzzle one cell to a field with an id before it or a
/// note after it, which cannot be told apart.
pub(super) fn is_ambiguous_cell_fields(text: &[u8]) -> bool {
    let one_cell = |word: &[u8]| matches!(word, [byte] if is_cell(*byte));
    let mut words = text
        .split(u8::is_ascii_whitespace)
        .filter(|w| !w.is_empty())
        .skip_while(|word| !one_cell(word));
    let mut count = 0;
    words.all(|word| {
        count += 1;
        one_cell(word) && count <= CELLS + 1
    }) && count == CELLS + 1
}

/// How many fields a line holds when it is one cell to a field throughout, parted by spaces,
/// tabs, commas or semicolons (an empty field a blank where commas or semicolons part them, as
/// in [`separated_cells`]), and the separator; `None` for anything else. Asked only of a line
/// that read as no puzzle: a row of a spaced grid read as a line (`5 3 . . 7 …`), or a
/// spreadsheet's row that lost a cell, is then told by its count of fields rather
/// than by the length of its first word.
pub(super) fn one_cell_fields(text: &[u8]) -> Option<(usize, u8)> {
    let text = text.trim_ascii();
    let separator = *text
        .iter()
        .find(|b| matches!(b, b' ' | b'\t' | b',' | b';'))?;
    let one_cell = |field: &[u8]| matches!(field, [byte] if is_cell(*byte));
    let count = if matches!(separator, b',' | b';') {
        // A separator that ends the line (`…,0,`, a spreadsheet's) is no field.
        let text = text.strip_suffix(&[separator]).unwrap_or(text);
        let mut fields = text.split(|&b| b == separator).map(<[u8]>::trim_ascii);
        let count = fields.clone().count();
        fields
            .all(|field| field.is_empty() || one_cell(field))
            .then_some(count)?
    } else {
        let mut fields = text
            .split(u8::is_ascii_whitespace)
            .filter(|field| !field.is_empty());
        let count = fields.clone().count();
        fields.all(one_cell).then_some(count)?
    };
    (count > 1).then_some((count, separator))
}

/// Whether a line of one cell to a field holds about as many as a puzzle has (a tenth more or
/// less), other than exactly 81: a spreadsheet's row that lost a cell or gained some (more than
/// one is read as a puzzle and its annotation), not a row of a grid, and told so rather than as
/// a line of no known format.
pub(super) fn is_puzzle_of_miscounted_fields(text: &[u8]) -> bool {
    const NEAR: std::ops::RangeInclusive<usize> = CELLS - CELLS / 10..=CELLS + CELLS / 10;
    one_cell_fields(text).is_some_and(|(count, _)| count != CELLS && NEAR.contains(&count))
}

/// Whether `name`, unquoted and trimmed, can name a column: a word that starts with a letter,
/// of letters, digits, `_`, `-`, `.` and spaces (`id`, `c12`, `r1c1`, `Difficulty level`).
fn is_column_name(name: &[u8]) -> bool {
    let word = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b' ');
    name.first().is_some_and(u8::is_ascii_alphabetic) && name.iter().all(word)
}

/// Whether `text` is a line of column names: fields parted by commas, semicolons or tabs, each
/// a word that starts with a letter or empty (a row index's column, as pandas and R write it:
/// `,solutions,quizzes`, `"","solution","puzzle"`), one of them naming the puzzles' or the
/// solutions' column; or 81 names and more over puzzles kept one cell to a field
/// ([`names_cell_columns`]).
pub(super) fn names_columns(text: &[u8]) -> bool {
    let Some(separator) = names_separator(text) else {
        return false;
    };
    let name = |field: &[u8]| {
        let name = unquoted(field.trim_ascii());
        name.is_empty() || is_column_name(name)
    };
    let known = |field: &[u8]| {
        [&PUZZLES[..], &SOLUTIONS, &COUNTS_OR_PUZZLES]
            .iter()
            .any(|names| is_named(names, field))
    };
    let mut fields = text.trim_ascii().split(|&b| b == separator);
    fields.clone().all(name) && fields.any(known) || names_cell_columns(text)
}

/// Where a CSV file's column names say its puzzles are: see [`puzzle_column`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct PuzzleColumn {
    separator: u8,
    /// How many columns the names give.
    columns: usize,
    /// The columns whose names may be the puzzles', surest first (`count` of them): a row's
    /// puzzle is in the first that holds one.
    places: [Place; PLACES],
    count: usize,
}

/// How many named columns a row's puzzle is looked for in.
const PLACES: usize = 4;

/// A column that may hold the puzzles.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Place {
    /// Its place from 0.
    index: usize,
    /// Whether a column of solutions comes before it, whose grid must never be read for the
    /// puzzle: then a row that lacks the column, or holds nothing there, fails.
    after_solutions: bool,
    /// Whether its name may name a count instead ([`COUNTS_OR_PUZZLES`]): then a row that
    /// lacks it is read as any other.
    may_count: bool,
}

impl PuzzleColumn {
    /// Where this column's field starts on a row of the table, past spaces and an opening
    /// quote: the puzzle, or what stands in its place (nothing, `NA`), which reading then says
    /// is none, rather than take another grid on the row for the puzzle. `None`, and the row is
    /// read as any other line (its first grid the puzzle), where the row is none of the
    /// table's or the column does not hold the puzzle: a row of another separator; one with
    /// fewer fields than the names (`4.1…,8643…` under `id,puzzle,solution`: its id left out),
    /// unless solutions come before the column, when the missing field fails the row; a field
    /// of words or a number (`18` under `clues`); and, unless solutions come before it, a
    /// solved grid (a column named `grid` may hold the solution). Each named column is asked
    /// in turn, surest name first (`board;solutions;grid` with `B1;8643…;4.1…`: `grid`).
    pub(super) fn start(self, text: &[u8]) -> Option<usize> {
        let (start, end) = trimmed_range(text);
        let fields = self.fields(text, start, end);
        if fields <= 1 {
            return None;
        }
        for (i, place) in self.places[..self.count].iter().enumerate() {
            if fields <= place.index || fields < self.columns && !place.after_solutions {
                // The surest column's field missing after solutions fails the row.
                if place.after_solutions && !place.may_count && i == 0 {
                    return Some(end);
                }
                continue;
            }
            if let Some(at) = self.start_in(*place, text, start, end) {
                return Some(at);
            }
        }
        None
    }

    /// [`PuzzleColumn::start`] in one named column of a row that has it.
    fn start_in(self, place: Place, text: &[u8], start: usize, end: usize) -> Option<usize> {
        let mut at = start;
        for _ in 0..place.index {
            at = self.field_end(text, at, end);
            at += 1;
        }
        at += text[at..end].iter().take_while(|&&b| b == b' ').count();
        let solved =
            |cells: &[u8]| cells.len() == CELLS && cells.iter().all(|b| (b'1'..=b'9').contains(b));
        if let Some(inside) = quoted_puzzle(text, at, end) {
            let cells = &text[inside..end.min(inside + CELLS)];
            return (place.after_solutions || !solved(cells)).then_some(inside);
        }
        let field = &text[at..self.field_end(text, at, end)];
        let cells = unquoted(field.trim_ascii_end());
        let holds_cells = cells.len() >= 17 && cells.iter().all(|&b| is_cell(b));
        // An empty last field is a name's separator (`Bad one,`, the line `--placeholder`
        // writes above its mark), not an empty puzzle, but where solutions come before it.
        let missing = missing_value(&text[at..end]).is_some_and(|found| {
            !found.is_empty() || at + field.len() < end || place.after_solutions
        });
        // In the first column, reading finds the puzzle anyway: asked only for what stands
        // in its place (`,8643…` under `puzzle,solution`), which would let the solution in.
        let read_anyway = place.index == 0;
        let holds_puzzle = holds_cells && (place.after_solutions || !solved(cells)) && !read_anyway;
        (holds_puzzle || missing).then_some(at)
    }

    /// Where the field that starts at `at` ends: at the next separator (or `end`), but past a
    /// quoted field's closing quote, since the field may hold the separator (`"Smith, John"`),
    /// a doubled quote inside it being one.
    fn field_end(self, text: &[u8], at: usize, end: usize) -> usize {
        let mut field = at + text[at..end].iter().take_while(|&&b| b == b' ').count();
        if text.get(field) == Some(&b'"') {
            field += 1;
            while field < end {
                match (text[field], text.get(field + 1)) {
                    (b'"', Some(b'"')) => field += 2,
                    (b'"', _) => break,
                    _ => field += 1,
                }
            }
        }
        let field = field.min(end);
        text[field..end]
            .iter()
            .position(|&b| b == self.separator)
            .map_or(end, |length| field + length)
    }

    /// How many fields the row from `start` to `end` has.
    fn fields(self, text: &[u8], start: usize, end: usize) -> usize {
        let mut fields = 1;
        let mut at = self.field_end(text, start, end);
        while at < end {
            fields += 1;
            at = self.field_end(text, at + 1, end);
        }
        fields
    }
}

/// Where the cells start when the field at `at` is a puzzle in double quotes, whole or damaged
/// (reading it then says what is wrong).
fn quoted_puzzle(text: &[u8], at: usize, end: usize) -> Option<usize> {
    let inside = at + 1;
    if text.get(at) != Some(&b'"') || inside >= end {
        return None;
    }
    let closing = text[inside..end].iter().position(|&b| b == b'"')?;
    let whole = closing == CELLS && is_whole_puzzle(text, inside, end);
    (whole || is_damaged_puzzle(&text[inside..inside + closing])).then_some(inside)
}

/// At most how many words name a puzzle before it on its line, and how long each may be (a
/// web address, say).
const NAME_WORDS: usize = 16;
const NAME_WORD_BYTES: usize = 80;

/// Whether `text` starts with a word that is a puzzle with a typo, or a cell or a few missing
/// or too many: 70 to 90 characters, 70 of them cells at least. (Shorter runs of cells, such
/// as long ids or rows of `x` or `_` under a title, are no puzzle.)
fn is_damaged_puzzle(text: &[u8]) -> bool {
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
fn is_cut_puzzle(field: &[u8]) -> bool {
    (30..CELLS).contains(&field.len())
        && field.iter().all(|&b| is_cell(b))
        && field.contains(&b'.')
        && field.iter().any(|b| (b'1'..=b'9').contains(b))
}

/// A field without the double quotes round it, if it has them.
fn unquoted(field: &[u8]) -> &[u8] {
    field
        .strip_prefix(b"\"")
        .and_then(|inside| inside.strip_suffix(b"\""))
        .unwrap_or(field)
}

/// Whether `text` starts with a puzzle cut short ([`is_cut_puzzle`]) in a field or word of
/// its own: a line puzzle, damaged, whose reading says where it ends.
pub(super) fn starts_with_cut_puzzle(text: &[u8]) -> bool {
    let (start, end) = trimmed_range(text);
    is_cut_puzzle(first_field(&text[start..end]))
}

/// Where the cells start on a line that numbers its puzzle (`12. 4.1…`, `3) 4.1…`, `7 4.1…`):
/// its second word, when the first is a number and the second a puzzle, whole or damaged. Or
/// where the mark starts on such a line, or one of fields, that stands in for a puzzle that
/// failed (`12. -`, `654,-`: what `--placeholder` writes), so the label reads back with it.
pub(super) fn numbered_puzzle_start(text: &[u8]) -> Option<usize> {
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
pub(super) fn is_number_label(word: &[u8]) -> bool {
    let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
    (1..=6).contains(&digits) && matches!(&word[digits..], [] | [b'.' | b')' | b':'])
}

/// [`numbered_puzzle_start`] where the default placeholder mark ends the line after a number
/// and whitespace (`12. -`, `#3 -`) or after fields and their separator (`654,-`). Only
/// the default mark is known here: a line that ends in another reads as it did, a failed
/// puzzle without its label.
pub(super) fn placeholder_after_label(text: &[u8]) -> Option<usize> {
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

/// The tabs that end `text`: the empty last fields of a line of a tab-separated file
/// (`1<TAB>4.1…<TAB><TAB>`), which reading the line trimmed would lose. Empty for any other
/// line: when other whitespace ends it too (`4.1… <TAB>` is stray whitespace, no fields), and
/// when no tab parts fields before them (`1,4.1…,<TAB>`, `12. 4.1…<TAB>`, `Grid 01<TAB>`).
pub(super) fn trailing_fields(text: &[u8]) -> &[u8] {
    if text.last() != Some(&b'\t') {
        return &[];
    }
    let body = text.trim_ascii_end();
    let rest = &text[body.len()..];
    if body.contains(&b'\t') && rest.iter().all(|&b| b == b'\t') {
        rest
    } else {
        &[]
    }
}

/// The tabs that start `text` when tabs part its fields: the empty first fields of a line of
/// a tab-separated file (`<TAB>4.1…<TAB>2.3`), which reading the line trimmed would lose,
/// moving its puzzle a column to the left. None for a line indented with a tab alone, unless
/// `tab_separated` says tabs part the input's fields; set when a tab parts this line's fields
/// further on.
pub(super) fn leading_fields<'t>(text: &'t [u8], tab_separated: &mut bool) -> Option<&'t [u8]> {
    *tab_separated |= !trailing_fields(text).is_empty();
    if text.first() != Some(&b'\t') {
        return None;
    }
    let tabs = text.iter().take_while(|&&b| b == b'\t').count();
    let rest = &text[tabs..];
    if rest.first()?.is_ascii_whitespace() {
        return None;
    }
    *tab_separated |= rest.contains(&b'\t');
    tab_separated.then_some(&text[..tabs])
}

/// Whether a byte can be a cell of the line format.
pub(super) fn is_cell(byte: u8) -> bool {
    cell_value(byte).is_some()
}

/// Parses one line (surrounding whitespace allowed) that is input line `line`; nothing may
/// follow the cells.
pub(super) fn parse(text: &[u8], line: usize) -> Result<Grid, ParseError> {
    let (start, end) = trimmed_range(text);
    parse_cells_of(text, start, end, line)
}

/// Parses a collection's line: the puzzle and, when text follows it, its annotation; and
/// when the puzzle is kept one cell to a field, how ([`CellFields`]).
#[inline(always)]
pub(super) fn parse_annotated(
    text: &[u8],
    line: usize,
) -> (
    Result<Grid, ParseError>,
    Option<Tail<'_>>,
    Option<CellFields>,
) {
    parse_annotated_from(text, 0, line)
}

/// [`parse_annotated`] from byte `from` of the line on (past the words that name the puzzle),
/// columns in messages still counted from the line's start.
#[inline(always)]
pub(super) fn parse_annotated_from(
    text: &[u8],
    from: usize,
    line: usize,
) -> (
    Result<Grid, ParseError>,
    Option<Tail<'_>>,
    Option<CellFields>,
) {
    let (start, end) = trimmed_range(&text[from..]);
    let (start, end) = (from + start, from + end);
    // Nearly every line of a collection is the 81 cells alone: no search for a tail.
    if end - start == CELLS {
        return (parse_cells_of(text, start, end, line), None, None);
    }
    let grouped = grouped_cells(text, start, end);
    let separated = grouped.is_none().then(|| separated_cells(text, start, end));
    let separated = separated.flatten();
    if let Some((cells, cells_end)) = grouped.or(separated) {
        let (_, tail) = split_tail(text, cells_end, end, 0, is_cell);
        let fields = separated.map(|_| CellFields::of(&text[start..cells_end], &cells));
        return (Ok(Grid::from_digits(cells)), tail, fields);
    }
    let (cells_end, tail) = split_tail(text, start, end, CELLS, is_cell);
    (parse_cells_of(text, start, cells_end, line), tail, None)
}

/// The cells of a puzzle written as nine groups of nine parted by whitespace, row by row
/// (`53..7.... 6..195... .98....6. …`), as some people write a line to read it, from `start`
/// (up to `end`), and where the last group ends; `None` unless that is what stands there
/// (nothing but whitespace or an annotation may follow it).
pub(super) fn grouped_cells(text: &[u8], start: usize, end: usize) -> Option<([u8; CELLS], usize)> {
    const GROUP: usize = 9;
    // Rows parted by whitespace, or by a slash, a bar, a comma or a semicolon
    // (`53..7..../6..195.../…`), spaces around it or not: the same mark between every two.
    let parts = |b: &u8| b.is_ascii_whitespace() || matches!(b, b'/' | b'|' | b',' | b';');
    // Cheap first: a line puzzle's first word is 81 cells, a grouped one's nine.
    if start + GROUP >= end || !parts(&text[start + GROUP]) {
        return None;
    }
    let mut mark = None;
    let mut cells = [0u8; CELLS];
    let mut at = start;
    for group in 0..GROUP {
        if group > 0 {
            let gap = text[at..end].iter().take_while(|b| parts(b)).count();
            let mut marks = text[at..at + gap]
                .iter()
                .filter(|b| !b.is_ascii_whitespace());
            let this = marks.next().copied();
            if gap == 0 || marks.next().is_some() || group > 1 && this != mark {
                return None;
            }
            mark = this;
            at += gap;
        }
        let word = text.get(at..at + GROUP)?;
        for (i, &byte) in word.iter().enumerate() {
            cells[group * GROUP + i] = cell_value(byte)?;
        }
        at += GROUP;
        if at < end && !parts(&text[at]) {
            return None;
        }
    }
    Some((cells, at))
}

/// The cells of a puzzle written one to a field, from `start` (up to `end`): 81 fields parted
/// by one space, comma, semicolon or tab (`4 . . . …`, `4,0,0,0,…`, `4, 0, 0, …`), as a data set keeps a
/// puzzle in 81 columns; where commas or semicolons part them, an empty field is a blank
/// (`4,,,,,,8,,5,…`, a spreadsheet's row). (Not where tabs do: a line is read trimmed, and its
/// first and last empty fields would be lost.) Gives the cells and where the 81st field ends;
/// `None` unless that is what stands there (the separator and an annotation may follow it).
pub(super) fn separated_cells(
    text: &[u8],
    start: usize,
    end: usize,
) -> Option<([u8; CELLS], usize)> {
    const SEPARATORS: &[u8] = b" ,;\t";
    // Cheap first: the separator stands right after the first cell, or first of all when the
    // first field is an empty one.
    let separator = match text.get(start..end)? {
        [first @ (b',' | b';'), ..] => *first,
        [_, second, ..] if SEPARATORS.contains(second) => *second,
        _ => return None,
    };
    let blank_fields = matches!(separator, b',' | b';');
    let mut cells = [0u8; CELLS];
    let mut at = start;
    // Empty fields read as blanks, and whether the last of the 81 was one.
    let mut empty_fields = 0;
    let mut last_empty = false;
    for (i, cell) in cells.iter_mut().enumerate() {
        if i > 0 {
            if text.get(at) != Some(&separator) || at >= end {
                return None;
            }
            at += 1;
            // A space after a comma or semicolon (`5, 3, 0, …`), as lists are printed.
            if blank_fields && text.get(at) == Some(&b' ') && at + 1 < end {
                at += 1;
            }
        }
        match text[at..end].first() {
            Some(&byte) if byte != separator => {
                *cell = cell_value(byte)?;
                at += 1;
            }
            _ if blank_fields => {
                *cell = 0;
                empty_fields += 1;
                last_empty = i == CELLS - 1;
            }
            _ => return None,
        }
    }
    // The only empty field the last, at the end of the line, after cells typed as `0` or `.`:
    // a trailing separator after 80 fields (`4,0,…,0,`), not a blank 81st cell.
    if last_empty && empty_fields == 1 && at >= end {
        return None;
    }
    // A field of more than one cell is no such line (`1,4.1…`, an id and a puzzle); nor is a
    // row of empty fields, a sheet's empty row, which is a blank line. One field of one cell
    // after the 81st is an id before them (`7,5,3,0,…`), not an annotation: read from the
    // start, every cell would move on by one. So is one more field of one cell than a whole
    // number of puzzles' (`7,<81>,easy`, `7,<81>,<81 of the solution>`).
    let given = text[start..at].iter().any(|&b| b != separator && b != b' ');
    let mut one_cell_fields = CELLS;
    let mut next = at;
    while next < end && text[next] == separator {
        let spaced = blank_fields && text.get(next + 1) == Some(&b' ');
        let from = next + 1 + usize::from(spaced);
        let field = text[from.min(end)..end]
            .iter()
            .position(|&b| b == separator)
            .unwrap_or(end.saturating_sub(from));
        let blank = field == 0 && blank_fields;
        // A separator that ends the line (`…,0,`, a spreadsheet's) is no field.
        let trailing = field == 0 && from >= end;
        if field > 1 || field == 1 && !is_cell(text[from]) || field == 0 && !blank || trailing {
            break;
        }
        one_cell_fields += 1;
        next = from + field;
    }
    let id_before = one_cell_fields % CELLS == 1;
    (given && !id_before && (at == end || text[at] == separator)).then_some((cells, at))
}

/// How a puzzle kept one cell to a field ([`separated_cells`]) was written: `4,0,0,…`,
/// `4, ., ., …`, `4,,,…`, `4 . . …`. A puzzle made from it (its solution) is written back
/// alike in the input's own format, so that a file of 81 columns keeps its columns under
/// their names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CellFields {
    separator: u8,
    /// A space after each separator (`4, 0, 0, …`).
    spaced: bool,
    /// The blank cell as written; `None` when the puzzle read had none (a solution).
    blank: Option<Blank>,
}

/// A blank cell kept one to a field: a character (`0`, `.`), or nothing (`4,,,…`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Blank {
    Written(u8),
    Empty,
}

impl CellFields {
    /// The layout of `fields`, the 81 that [`separated_cells`] read as `cells`.
    fn of(fields: &[u8], cells: &[u8; CELLS]) -> CellFields {
        // The separator stands first when the first field is an empty one (`,,4,…`), else
        // right after the first cell; 81 fields are longer than that.
        let separator = match fields[0] {
            first @ (b',' | b';') => first,
            _ => fields[1],
        };
        let spaced = separator != b' ' && fields.windows(2).any(|w| w == [separator, b' ']);
        // The first blank's field: empty, or the character it holds.
        let blank = cells.contains(&0).then(|| {
            let mut fields = fields.split(|&b| b == separator).map(<[u8]>::trim_ascii);
            match fields.find(|field| field.first().is_none_or(|&b| cell_value(b) == Some(0))) {
                Some([written, ..]) => Blank::Written(*written),
                _ => Blank::Empty,
            }
        });
        CellFields {
            separator,
            spaced,
            blank,
        }
    }

    /// Appends `grid`'s cells in this layout; blanks as `blank` when given (`--blank`).
    pub(super) fn render(&self, grid: &Grid, blank: Option<&[u8]>, out: &mut Vec<u8>) {
        // A puzzle read with no blank (a solution) keeps its columns numbers: `0`.
        let written = match self.blank {
            Some(Blank::Written(b)) => [b],
            _ => [b'0'],
        };
        let blank = match (blank, self.blank) {
            (Some(custom), _) => custom,
            (None, Some(Blank::Empty)) => &[],
            (None, _) => written.as_slice(),
        };
        for (i, &value) in grid.cells().iter().enumerate() {
            if i > 0 {
                out.push(self.separator);
                if self.spaced {
                    out.push(b' ');
                }
            }
            match value {
                0 => out.extend_from_slice(blank),
                digit => out.push(b'0' + digit),
            }
        }
    }
}

/// Whether `text` is the line of column names over puzzles kept one cell to a field (`c1,c2,…,
/// c81`, `id;r1c1;…;r9c9`): 81 names or more, parted by commas, semicolons or tabs, each a
/// word that starts with a letter, not all of one character (a row of `x` blanks is a puzzle,
/// however empty); or the numbers pandas names an array's columns by, 0 to 80 (or 1 to 81).
/// Either may follow an empty first name, a row index's (`,r1c1,…`, `,0,1,2,…`).
pub(super) fn names_cell_columns(text: &[u8]) -> bool {
    let Some(&separator) = text.iter().find(|b| matches!(b, b',' | b';' | b'\t')) else {
        return false;
    };
    let names: Vec<&[u8]> = text
        .trim_ascii()
        .split(|&b| b == separator)
        .map(|field| unquoted(field.trim_ascii()))
        .collect();
    let names = match names.split_first() {
        Some((&[], rest)) => rest,
        _ => &names[..],
    };
    let number = |name: &[u8]| std::str::from_utf8(name).ok()?.parse::<usize>().ok();
    let numbered = |from: usize| {
        let mut at = from..;
        names.iter().all(|&name| number(name) == at.next())
    };
    let named =
        names.iter().all(|name| is_column_name(name)) && names.iter().any(|name| name.len() > 1);
    names.len() >= CELLS && (named || numbered(0) || numbered(1))
}

fn parse_cells_of(text: &[u8], start: usize, end: usize, line: usize) -> Result<Grid, ParseError> {
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
    // The mark `--placeholder` wrote after a label (`12. -`) is no damaged puzzle.
    if &text[start..end] == PLACEHOLDER.as_bytes() {
        return Err(ParseError::at(line, ErrorKind::Placeholder));
    }
    // A puzzle field of too few or too many cells (leading zeros a spreadsheet dropped, a cell
    // cut off) says so where it ends, not only that the comma there is unexpected.
    let field = text[start..end]
        .iter()
        .position(|b| matches!(b, b',' | b';' | b'\t'));
    if let Some(found) = field
        && found >= 17
        && text[start..start + found].iter().all(|&b| is_cell(b))
    {
        let column = String::from_utf8_lossy(&text[..start + found])
            .chars()
            .count()
            + 1;
        let kind = ErrorKind::CellCount {
            expected: CELLS,
            found,
        };
        return Err(ParseError::at_column(line, column, kind));
    }
    parse_cells(text, start, end, line, &mut cells)?;
    Ok(Grid::from_digits(cells))
}

/// Writes the 81 cells with `blank` for an empty cell, and no line end.
pub(super) fn render_cells(grid: &Grid, blank: &[u8], out: &mut Vec<u8>) {
    if blank == b"." {
        out.extend_from_slice(&grid.line_bytes());
        return;
    }
    for &value in grid.cells() {
        match value {
            0 => out.extend_from_slice(blank),
            digit => out.push(cell_char(digit, b'.')),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn tail_of(line: &str) -> (Result<String, String>, Option<(String, String)>) {
        let (grid, tail, _) = parse_annotated(line.as_bytes(), 1);
        (
            grid.map(|g| g.to_line()).map_err(|e| e.to_string()),
            tail.map(|t| {
                (
                    String::from_utf8(t.separator.to_vec()).unwrap(),
                    String::from_utf8(t.text.to_vec()).unwrap(),
                )
            }),
        )
    }

    #[test]
    fn text_after_the_cells_is_the_annotation_with_its_separator() {
        let cases = [
            (format!("{PUZZLE}  #11.9"), "  ", "#11.9"),
            (format!("{PUZZLE}\t11.9"), "\t", "11.9"),
            (
                format!("{PUZZLE} ED=11.9/11.9/11.3 "),
                " ",
                "ED=11.9/11.9/11.3",
            ),
            (
                format!("{PUZZLE};11.9;11.9;11.3;elev;1;1"),
                "",
                ";11.9;11.9;11.3;elev;1;1",
            ),
        ];
        for (line, separator, annotation) in cases {
            let (grid, tail) = tail_of(&line);
            assert_eq!(grid.as_deref(), Ok(PUZZLE), "{line}");
            assert_eq!(tail, Some((separator.to_string(), annotation.to_string())));
        }
        assert_eq!(tail_of(PUZZLE).1, None);
    }

    #[test]
    fn a_word_of_the_wrong_length_is_still_the_puzzle_not_an_annotation() {
        let (grid, tail) = tail_of(&format!("{PUZZLE}5 #1"));
        assert_eq!(grid, Err("line 1: expected 81 cells, found 82".to_string()));
        assert!(tail.is_some());
        let (grid, _) = tail_of(&format!("{} 11.9", &PUZZLE[..80]));
        assert_eq!(grid, Err("line 1: expected 81 cells, found 80".to_string()));
    }

    #[test]
    fn other_blank_characters_read_as_blanks() {
        for blank in ["0", "x", "X", "*", "_"] {
            let (grid, _) = tail_of(&PUZZLE.replace('.', blank));
            assert_eq!(grid.as_deref(), Ok(PUZZLE), "{blank}");
        }
    }

    #[test]
    fn the_blank_character_of_the_output_can_be_chosen() {
        let grid = parse(PUZZLE.as_bytes(), 1).unwrap();
        let mut out = Vec::new();
        render_cells(&grid, "0".as_bytes(), &mut out);
        assert_eq!(String::from_utf8(out).unwrap(), PUZZLE.replace('.', "0"));
        let mut out = Vec::new();
        render_cells(&grid, "·".as_bytes(), &mut out);
        assert_eq!(String::from_utf8(out).unwrap(), PUZZLE.replace('.', "·"));
    }
}
