//! Reading the formats of one puzzle a line (`line`, JSON, HoDoKu, the pencilmark line): each
//! line a puzzle, perhaps named before it or annotated after it, or a header, a comment or a
//! failed entry.

use std::io::{self, BufRead};

use super::record::Record;
use super::shapes::{
    is_comment, is_drawn_rule, is_header, is_missing_row, is_placeholder, is_separator, is_title,
    may_be_header, may_name_a_puzzle, names_a_block, text_reads_as_header,
};
use super::{AmongLines, OwnedLine, PuzzleReader, control_error, header_text, too_long};
use crate::format::detect::{self, Shape};
use crate::format::error::{ErrorKind, ParseError};
use crate::format::lines::Line;
use crate::format::{Format, hodoku, json, line, pencilmark};
use crate::grid::Grid;

impl<R: BufRead> PuzzleReader<R> {
    /// The next puzzle of a format with one puzzle per line.
    pub(super) fn next_single(&mut self, format: Format) -> io::Result<Option<Record>> {
        let index = self.next_index;
        let strict = self.given;
        loop {
            let puzzle_column = self.puzzle_column;
            let mut tab_separated = self.tab_separated;
            // Whether the line before this one was a rule, passed over (below).
            let ruled_above = std::mem::take(&mut self.rule_above);
            let Some(line) = self.next_line()? else {
                return Ok(None);
            };
            let number = line.number;
            if line.is_too_long() {
                let error = too_long(&line);
                let label = self.label.take();
                let mut record = self.record(number, Err(error));
                record.set_header(label);
                return Ok(Some(record));
            }
            // One look at the first character sends a puzzle line (a digit or a blank) straight
            // to parsing; blank lines, comments and headers start otherwise.
            let first = line.text.iter().find(|b| !b.is_ascii_whitespace());
            // Where the cells start on a line that names its puzzle first (`Puzzle 2: 4.1…`),
            // or in the column a CSV file's column names give it.
            let mut named = puzzle_column
                .filter(|_| format == Format::Line)
                .and_then(|column| column.start(line.text));
            let from_column = named.is_some();
            // Under column names, a row of their table is a row, whatever its puzzle field
            // holds; other column names start another table.
            let table_row = format == Format::Line
                && puzzle_column.is_some_and(|column| column.is_row(line.text))
                && !line::names_columns(line.text);
            // Words then a number, the usual header (asked once, and never of a puzzle line).
            let header = !matches!(first, Some(b'0'..=b'9' | b'.') | None)
                && format != Format::Json
                && !table_row
                && (is_header(line.text) && !is_missing_row(line.text)
                    || format == Format::Line && line::names_columns(line.text));
            // The numbers pandas names an array's 81 columns by (`0,1,2,…,80`) start like a
            // row but are its header.
            let numbering = matches!(line.text, [b'0', _, b'1', ..] | [b'1', _, b'2', ..]);
            if numbering && format == Format::Line && line::names_cell_columns(line.text) {
                let (text, control) = (header_text(line.text), control_error(&line));
                match self.header_or_error(text, control, number) {
                    Some(failed) => return Ok(Some(failed)),
                    None => continue,
                }
            }
            match first {
                Some(b'0'..=b'9' | b'.') => {}
                None => continue,
                Some(b'-') if is_placeholder(line.text) => {
                    // In a TSV file, after its empty first fields, as it was written.
                    let empty =
                        line::leading_fields(line.text, &mut tab_separated).map(<[u8]>::len);
                    let mut record = self.placeholder_record(number);
                    if let Some(tabs) = empty {
                        record.set_inline_label("\t".repeat(tabs), String::new());
                    }
                    return Ok(Some(record));
                }
                // Among puzzles one a line, a `;` line is a comment even when it could be a
                // spreadsheet's row (`;1;2;3;4;5;6;7;8`), which only a block holds; but not a
                // puzzle of 81 fields whose first is empty (`;4;;;1;…`), which would be lost.
                Some(b';') if !header && !line::starts_with_puzzle(line.text) => continue,
                // A spreadsheet's empty row (`,,,,`), as a sheet saved as CSV ends with, is a
                // blank line among puzzles one a line.
                Some(b',')
                    if line
                        .text
                        .iter()
                        .all(|&b| matches!(b, b',' | b';') || b.is_ascii_whitespace()) =>
                {
                    continue;
                }
                Some(_) if is_comment(line.text) => continue,
                // A rule between puzzles (`---------`) is decoration, as between blocks; so is
                // the one that closes a grid drawn among them (`└───┴`, `'-------'`), read as a
                // block from the rule that opened it.
                Some(_)
                    if format != Format::Json
                        && (is_separator(line.text)
                            || is_drawn_rule(Format::Grid, line.text)
                            || is_drawn_rule(Format::Unicode, line.text)) =>
                {
                    self.rule_above = true;
                    continue;
                }
                // A puzzle with `x` blanks and words after it (`xx3x… Puzzle two`), or words
                // then a puzzle, is no header: taken for one, its puzzle would be lost. (Words
                // then a number, the usual header, never hold one: they are asked first.)
                Some(_)
                    if format == Format::Line
                        && !header
                        && (named.is_some() || line::starts_with_puzzle(line.text) || {
                            named = line::named_puzzle_start(line.text);
                            named.is_some()
                        }) => {}
                // So among HoDoKu and pencilmark lines: read below as a puzzle line.
                Some(_)
                    if matches!(format, Format::Hodoku | Format::PencilmarkLine)
                        && !strict
                        && line::named_puzzle_start(line.text).is_some() => {}
                // A line of words names the puzzle after it, as before a block: no puzzle line
                // starts with a letter and holds a word of three (`x` blanks aside).
                Some(_)
                    if header
                        || format != Format::Json
                            && !table_row
                            && may_be_header(line.text)
                            && names_a_block(line.text)
                            && !is_missing_row(line.text)
                            && !line::is_ambiguous_cell_fields(line.text) =>
                {
                    let (text, control) = (header_text(line.text), control_error(&line));
                    match self.header_or_error(text, control, number) {
                        Some(failed) => return Ok(Some(failed)),
                        None => continue,
                    }
                }
                Some(_) => {}
            }
            // The line borrows the reader, so the record is built whole before the reader
            // changes; building it at once also keeps the hot path to one write per field.
            let mut record = if let Some(at) = named.filter(|_| from_column) {
                column_puzzle(index, number, line.text, at)
            } else if let Some(at) = named {
                line_puzzle(index, number, line.text, at)
            } else if format == Format::Line {
                let (puzzle, tail, cell_fields) = line::parse_annotated(line.text, number);
                let mut record = Record::new(index, number, puzzle);
                if tail.is_some() {
                    record.set_tail(tail);
                }
                record.set_trailer(line::trailing_fields(line.text));
                record.set_cell_fields(cell_fields);
                // Empty first fields name the puzzle as fields do (`1<TAB>4.1…`).
                if let Some(empty) = line::leading_fields(line.text, &mut tab_separated) {
                    let label = String::from_utf8_lossy(empty).into_owned();
                    record.set_inline_label(label, String::new());
                    named = Some(empty.len());
                }
                // A number before the puzzle (`12. 4.1…`), or a rating (`11.9 4.1…`, `1 -
                // 4.1…`), starts like one; looked for only where the line failed, so the lines
                // that read as they are pay nothing.
                if record.puzzle.is_err() {
                    named = line::numbered_puzzle_start(line.text).or_else(|| {
                        line::named_puzzle_start(line.text)
                            .filter(|&at| may_name_a_puzzle(&line.text[..at]))
                    });
                    // In a CSV file, where the column names say the puzzle is.
                    let in_column = puzzle_column.and_then(|column| column.field_start(line.text));
                    if let Some(at) = named {
                        record = line_puzzle(index, number, line.text, at);
                    } else if let Some(at) = in_column {
                        record = column_puzzle(index, number, line.text, at);
                    } else if line::is_ambiguous_cell_fields(line.text) {
                        let error = ParseError::at(number, ErrorKind::AmbiguousFields);
                        record.puzzle = Err(error);
                    } else if let Some((found, separator)) = line::one_cell_fields(line.text) {
                        let kind = ErrorKind::FieldCount { found, separator };
                        record.puzzle = Err(ParseError::at(number, kind));
                    }
                }
                record
            } else {
                one_line_record(index, &line, format)
            };
            // A puzzle read with a control character beside it (a terminal's colour codes after
            // it, binary data around it) fails there, as a header holding one does: its label
            // and annotation are written back with it. Only a record with either can hold one
            // (its cells are read strictly); JSON escapes them.
            if record.details.is_some()
                && record.puzzle.is_ok()
                && format != Format::Json
                && let Some(error) = control_error(&line)
            {
                record.puzzle = Err(error);
            }
            // A block of nine rows among puzzles one a line (a collection that mixes the two)
            // is that puzzle, as a line puzzle is between blocks: read a row at a time, each
            // would be lost. Looked for only where the line failed.
            let failed = format == Format::Line && named.is_none() && record.puzzle.is_err();
            // A title that starts like a puzzle or holds no word of three letters (`100
            // puzzles`, `SE 11.9`, a date) names the puzzle after it, as words do: read as a
            // puzzle, it was an error, and every index after it moved on by one. So it does
            // among HoDoKu library lines and pencilmark lines, which no title looks like.
            let failed_other =
                matches!(format, Format::Hodoku | Format::PencilmarkLine) && record.puzzle.is_err();
            // Another of the one-line formats among these lines (a HoDoKu line among puzzle
            // lines, a puzzle line among HoDoKu ones, or a file of blocks written back by `-o
            // same` with such lines among them, one first) is its puzzle, written back so.
            if (failed || failed_other)
                && !strict
                && let Some(Shape::Decides(
                    other @ (Format::Line | Format::Hodoku | Format::PencilmarkLine),
                )) = detect::shape(line.text)
                && other != format
            {
                record = one_line_record(index, &line, other);
                record.details_mut().read_as = Some(other);
            }
            let (failed, failed_other) = (
                failed && record.puzzle.is_err(),
                failed_other && record.puzzle.is_err(),
            );
            if (failed || failed_other) && is_title(line.text) {
                let (text, control) = (header_text(line.text), control_error(&line));
                match self.header_or_error(text, control, number) {
                    Some(failed) => return Ok(Some(failed)),
                    None => continue,
                }
            }
            // So among HoDoKu and pencilmark lines: a collection may mix any of the one-a-line
            // formats with blocks.
            if (failed || failed_other)
                && !strict
                && let Some(Shape::Decides(block) | Shape::Suggests(block)) =
                    detect::shape(line.text)
                && block.is_multiline()
            {
                // A grid's rule with no grid after it is decoration, as a `+---+` rule is
                // (HoDoKu's `.-------.` starts like a puzzle, and was read as a damaged one).
                let rule = is_drawn_rule(Format::Grid, line.text)
                    || is_drawn_rule(Format::Unicode, line.text);
                let first = OwnedLine::of(&line);
                if self.block_follows(block, first)? {
                    self.among_lines = Some(AmongLines { ruled_above });
                    let mut record = self.next_block(block)?;
                    // Written back as a line, a position would lose the candidates struck.
                    if block == Format::PencilmarkGrid
                        && let Some(record) = &mut record
                    {
                        record.details_mut().read_as = Some(block);
                    }
                    return Ok(record);
                }
                if rule {
                    continue;
                }
            }
            self.tab_separated = tab_separated;
            self.next_index += 1;
            if let Some(header) = self.label.take() {
                // A header before a puzzle that names itself gives way to that name, and is
                // kept apart as the line above it. So are a CSV file's column names over a
                // puzzle that comes first on its row (`puzzle,rating`): they head the file,
                // and do not name its first puzzle.
                if named.is_none() && !line::names_columns(header.text.as_bytes()) {
                    record.set_header(Some(header));
                } else {
                    record.set_heading(Some(header));
                }
            }
            return Ok(Some(record));
        }
    }
}

/// The record of the whole puzzle on `line`, in the one-line format `format`.
pub(super) fn one_line_record(index: usize, line: &Line<'_>, format: Format) -> Record {
    if format == Format::Line {
        return line_record(index, line);
    }
    let mut record = Record::new(index, line.number, Ok(Grid::EMPTY));
    parse_single(format, line.text, line.number, &mut record);
    record
}

/// Reads a line of the one-line formats other than `line` into `record`.
fn parse_single(format: Format, text: &[u8], number: usize, record: &mut Record) {
    match format {
        Format::Json => {
            let (puzzle, fields) = json::parse(text, number);
            record.puzzle = puzzle;
            if let Some(fields) = &fields {
                let text = |name: &str| fields.string(name);
                let details = record.details_mut();
                details.annotation = text("annotation");
                details.label = text("label");
                details.heading = text("heading");
                details.separator = " ".to_string();
            }
            if let Some(fields) = fields {
                record.details_mut().extra = Some(fields);
            }
        }
        Format::Hodoku => {
            let (puzzle, annotation) = hodoku::parse(text, number);
            record.puzzle = puzzle;
            record.details_mut().annotation = annotation;
        }
        Format::PencilmarkLine => {
            let (candidates, tail) = pencilmark::parse_line(text, number);
            record.set_candidates(candidates);
            record.set_tail(tail);
            record.set_trailer(line::trailing_fields(text));
        }
        _ => {
            let (puzzle, tail, cell_fields) = line::parse_annotated(text, number);
            record.puzzle = puzzle;
            record.set_tail(tail);
            record.set_trailer(line::trailing_fields(text));
            record.set_cell_fields(cell_fields);
        }
    }
}

/// [`line_puzzle`] of a row whose puzzle field a CSV file's column names give, at `at`: an
/// empty field there is a missing puzzle, asked first, since reading past an empty field's tab
/// (`1<TAB><TAB>8643…`) would find the solution after it.
fn column_puzzle(index: usize, number: usize, text: &[u8], at: usize) -> Record {
    let mut record = line_puzzle(index, number, text, at);
    if let Some(missing) = missing_puzzle(number, text, at) {
        record.puzzle = Err(missing);
    }
    record
}

/// The error of a puzzle field at `at` on line `number` that holds nothing or a data tool's
/// missing value (`NA`), if it does.
fn missing_puzzle(number: usize, text: &[u8], at: usize) -> Option<ParseError> {
    let found = String::from_utf8_lossy(line::missing_value(&text[at..])?).into_owned();
    Some(ParseError::at(number, ErrorKind::MissingPuzzle { found }))
}

/// The record of the puzzle on line `number`, `text`: its cells from byte `at` on, then perhaps
/// an annotation; the words before them (none when `at` is 0) name it, its label as a header
/// would be. A field that holds a data tool's missing value (`NA`) says so.
fn line_puzzle(index: usize, number: usize, text: &[u8], at: usize) -> Record {
    let (mut puzzle, tail, cell_fields) = line::parse_annotated_from(text, at, number);
    if puzzle.is_err()
        && let Some(missing) = missing_puzzle(number, text, at)
    {
        puzzle = Err(missing);
    }
    let mut record = Record::new(index, number, puzzle);
    if tail.is_some() {
        record.set_tail(tail);
    }
    record.set_trailer(line::trailing_fields(text));
    record.set_cell_fields(cell_fields);
    let before = text[..at].trim_ascii_start();
    // A tab before the puzzle parts fields (`1<TAB>4.1…`, a TSV line) and is part of the label,
    // as a comma is; other whitespace after the name is not, but is kept beside it, so that the
    // line format writes the line back as it was.
    let trimmed = before.trim_ascii_end();
    let tab = before.len() == trimmed.len() + 1 && before.ends_with(b"\t");
    let name = if tab && !text_reads_as_header(trimmed) {
        before
    } else {
        trimmed
    };
    if !name.is_empty() {
        let gap = &before[name.len()..];
        record.set_inline_label(
            String::from_utf8_lossy(name).into_owned(),
            String::from_utf8_lossy(gap).into_owned(),
        );
    }
    record
}

/// [`line_puzzle`] for a whole line, named or numbered or neither.
pub(super) fn line_record(index: usize, line: &Line<'_>) -> Record {
    let at = if line::starts_with_puzzle(line.text) {
        None
    } else {
        line::named_puzzle_start(line.text)
    };
    line_puzzle(index, line.number, line.text, at.unwrap_or(0))
}
