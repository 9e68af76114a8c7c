//! Puzzles written other than as one word of 81 cells: nine groups of nine (`53..7.... 6..195…`)
//! or one cell to a field (`4,0,0,…`, `4 . . …`), as data sets keep a puzzle in 81 columns;
//! and how such a puzzle was written, to write its solution back alike.

use super::words::is_cell;
use crate::format::cells::cell_value;
use crate::grid::{CELLS, Grid};

/// Whether `text` ends with 82 words of one cell each, perhaps after other words (`7 4 0 0 …`,
/// `4 0 0 … 0 3`, `Puzzle 1 4 0 0 …`): a puzzle one cell to a field with an id before it or a
/// note after it, which cannot be told apart.
pub(in crate::format) fn is_ambiguous_cell_fields(text: &[u8]) -> bool {
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
pub(in crate::format) fn one_cell_fields(text: &[u8]) -> Option<(usize, u8)> {
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
pub(in crate::format) fn is_puzzle_of_miscounted_fields(text: &[u8]) -> bool {
    const NEAR: std::ops::RangeInclusive<usize> = CELLS - CELLS / 10..=CELLS + CELLS / 10;
    one_cell_fields(text).is_some_and(|(count, _)| count != CELLS && NEAR.contains(&count))
}

/// The cells of a puzzle written as nine groups of nine parted by whitespace, row by row
/// (`53..7.... 6..195... .98....6. …`), as some people write a line to read it, from `start`
/// (up to `end`), and where the last group ends; `None` unless that is what stands there
/// (nothing but whitespace or an annotation may follow it).
pub(in crate::format) fn grouped_cells(
    text: &[u8],
    start: usize,
    end: usize,
) -> Option<([u8; CELLS], usize)> {
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
/// by one space, comma, semicolon or tab (`4 . . . …`, `4,0,0,0,…`, `4, 0, 0, …`), as a data
/// set keeps a puzzle in 81 columns; where commas or semicolons part them, an empty field is a
/// blank (`4,,,,,,8,,5,…`, a spreadsheet's row). (Not where tabs do: a line is read trimmed,
/// and its first and last empty fields would be lost.) Gives the cells and where the 81st
/// field ends; `None` unless that is what stands there (the separator and an annotation may
/// follow it).
pub(in crate::format) fn separated_cells(
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

/// How a puzzle kept one cell to a field was written: `4,0,0,…`, `4, ., ., …`, `4,,,…`,
/// `4 . . …`. A puzzle made from it (its solution) is written back alike in the input's own
/// format, so that a file of 81 columns keeps its columns under their names.
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
    pub(super) fn of(fields: &[u8], cells: &[u8; CELLS]) -> CellFields {
        // The separator stands first when the first field is an empty one (`,,4,…`), else
        // right after the first cell; 81 fields are longer than that.
        let separator = match fields[0] {
            first @ (b',' | b';') => first,
            _ => fields[1],
        };
        let spaced = separator != b' ' && fields.windows(2).any(|w| w == [separator, b' ']);
        // The character the blanks are written with, or nothing where every one is empty.
        // Blanks typed both ways (`4,,0,…`) are written back with the character: an empty
        // last field would end the line with its separator, which reads back as a
        // spreadsheet's trailing one, and an id before the cells as a cell.
        let blank = cells.contains(&0).then(|| {
            let mut fields = fields.split(|&b| b == separator).map(<[u8]>::trim_ascii);
            match fields.find(|field| field.first().is_some_and(|&b| cell_value(b) == Some(0))) {
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
    pub(in crate::format) fn render(&self, grid: &Grid, blank: Option<&[u8]>, out: &mut Vec<u8>) {
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
