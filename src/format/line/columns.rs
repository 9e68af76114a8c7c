//! The line of column names over a CSV or TSV collection (`id,puzzle,solution`, `c1,…,c81`):
//! whether a line is one, and which column holds the puzzles on the rows under it.

use super::words::{is_cell, quoted_puzzle, unquoted};
use crate::format::cells::trimmed_range;
use crate::grid::CELLS;

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
pub(in crate::format) fn names_separator(names: &[u8]) -> Option<u8> {
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
pub(in crate::format) fn puzzle_column(names: &[u8]) -> Option<PuzzleColumn> {
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
pub(in crate::format) fn missing_value(text: &[u8]) -> Option<&[u8]> {
    const MISSING: [&[u8]; 5] = [b"NA", b"NaN", b"nan", b"null", b"None"];
    let end = text
        .iter()
        .position(|b| matches!(b, b',' | b';' | b'\t'))
        .unwrap_or(text.len());
    let field = unquoted(text[..end].trim_ascii());
    (field.is_empty() || MISSING.contains(&field)).then_some(field)
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
pub(in crate::format) fn names_columns(text: &[u8]) -> bool {
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
pub(in crate::format) struct PuzzleColumn {
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
    pub(in crate::format) fn start(self, text: &[u8]) -> Option<usize> {
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

    /// Where the surest puzzle column's field starts (inside its quotes) on a row that has
    /// it, for a row whose puzzle was found nowhere: read there, the error says what stands
    /// in the puzzle's place (`xyz`), not that the separator after the id is unexpected. `None`
    /// for the first column, which reading starts from anyway.
    pub(in crate::format) fn field_start(self, text: &[u8]) -> Option<usize> {
        if self.places[..self.count].first()?.index == 0 {
            return None;
        }
        let (at, _) = self.surest_field(text)?;
        let at = at + text[at..].iter().take_while(|&&b| b == b' ').count();
        Some(at + usize::from(text.get(at) == Some(&b'"')))
    }

    /// Where the surest puzzle column's field starts and ends on a row that has it.
    fn surest_field(self, text: &[u8]) -> Option<(usize, usize)> {
        let place = self.places[..self.count].first()?;
        let (start, end) = trimmed_range(text);
        if self.fields(text, start, end) <= place.index {
            return None;
        }
        let mut at = start;
        for _ in 0..place.index {
            at = self.field_end(text, at, end) + 1;
        }
        Some((at, self.field_end(text, at, end)))
    }

    /// Whether `text` is a row of the table the column names head: as many fields, parted
    /// by the same separator, something in the puzzle's. Such a row is never a header,
    /// whatever words its puzzle field holds (`garbage,2.3` under `puzzle,rating`): taken for
    /// one, the row vanished into the next row's label. (A name over an empty puzzle field,
    /// `Bad one,`, is the line `--placeholder` writes above its mark.)
    pub(in crate::format) fn is_row(self, text: &[u8]) -> bool {
        let (start, end) = trimmed_range(text);
        self.columns > 1
            && self.fields(text, start, end) == self.columns
            && self.surest_field(text).is_some_and(|(at, field_end)| {
                !unquoted(text[at..field_end].trim_ascii()).is_empty()
            })
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

/// Whether `text` is the line of column names over puzzles kept one cell to a field (`c1,c2,…,
/// c81`, `id;r1c1;…;r9c9`): 81 names or more, parted by commas, semicolons or tabs, each a
/// word that starts with a letter, not all of one character (a row of `x` blanks is a puzzle,
/// however empty); or the numbers pandas names an array's columns by, 0 to 80 (or 1 to 81).
/// Either may follow an empty first name, a row index's (`,r1c1,…`, `,0,1,2,…`).
pub(in crate::format) fn names_cell_columns(text: &[u8]) -> bool {
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
