//! The one-line format of public puzzle collections: 81 cells on a line, `.` for a blank, and
//! whatever a collection keeps after them (a rating, an id, `;`-separated fields) as the
//! puzzle's annotation. The submodules tell what each part of such a line is; this one reads
//! and writes the cells.

mod cell_fields;
mod columns;
mod label;
mod words;

pub use cell_fields::CellFields;
pub(super) use cell_fields::{
    grouped_cells, is_ambiguous_cell_fields, is_puzzle_of_miscounted_fields, one_cell_fields,
    separated_cells,
};
pub(super) use columns::{
    PuzzleColumn, missing_value, names_cell_columns, names_columns, names_separator, puzzle_column,
};
pub(super) use label::{
    is_number_label, named_puzzle_start, numbered_puzzle_start, placeholder_after_label,
    starts_with_puzzle,
};
pub(super) use words::{
    Tail, holds_a_cut_puzzle, holds_a_puzzle, is_cell, split_tail, starts_with_cut_puzzle,
};

use super::PLACEHOLDER;
use super::cells::{cell_char, parse_cells, trimmed_range};
use super::error::{ErrorKind, ParseError};
use crate::grid::{CELLS, Grid};

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
    // cut off) says so where it ends, not only that the comma there (or the quote closing a
    // quoted field) is unexpected.
    let field = text[start..end]
        .iter()
        .position(|b| matches!(b, b',' | b';' | b'\t' | b'"'));
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
