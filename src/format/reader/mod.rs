//! Streaming puzzles out of a `BufRead`: detection, then one puzzle at a time.
//!
//! Besides puzzles, collections hold comments (`#`, `//`, `;`), headers that name the puzzle
//! after them (`Grid 01`, `[Puzzle]`) and text after a puzzle on its line (a rating). Comments
//! are skipped; headers and trailing text travel with their puzzle in its [`Record`]. Any other
//! line is an error at its position, never skipped.

mod record;
mod shapes;

pub use record::{Details, Record};
pub(super) use shapes::reads_as_header;

use std::collections::VecDeque;
use std::io::{self, BufRead};

use record::Header;
use shapes::{
    control_character, ends_a_block, is_blank, is_column_numbers, is_comment, is_dated,
    is_field_and_value, is_header, is_missing_row, is_placeholder, is_rule, is_separator, is_title,
    may_be_header, may_name_a_puzzle, names_a_block, starts_with_a_row, text_reads_as_header,
};

use super::detect::{self, Shape};
use super::error::{ErrorKind, ParseError};
use super::lines::{Line, LineReader};
use super::{Format, boxed, cells, compact, hodoku, json, line, pencilmark, spaced, unicode};
use crate::grid::{CELLS, Grid};

/// Reads puzzles one by one from any buffered reader.
///
/// Bad puzzles become `Err` records and reading goes on with the next one, so one bad puzzle
/// never hides the good ones around it. Only a failing read, or a format that cannot be told,
/// ends the input early (with a last `Err` record saying so).
pub struct PuzzleReader<R> {
    lines: LineReader<R>,
    format: Option<Format>,
    /// Lines read while detecting the format, to be parsed before any new line.
    replay: VecDeque<OwnedLine>,
    current: OwnedLine,
    /// The header read since the last puzzle: the next puzzle's label.
    label: Option<Header>,
    /// The line of that header.
    label_line: usize,
    /// Where a CSV file's column names, the last header read, say its puzzles are, when a
    /// column before it may hold one (`id,solution,puzzle`).
    puzzle_column: Option<line::PuzzleColumn>,
    /// Whether tabs part the fields of this input: its column names did, or a row's did after
    /// its puzzle. Then a tab before a row's puzzle is an empty first field, even on a row
    /// with nothing after its puzzle (`<TAB>4.1…`), not an indent.
    tab_separated: bool,
    /// Whether a grid of this input has had a rule (`+---+---+---+`): then bars and spaces
    /// alone are a spacer between its rows, not a row of blanks.
    ruled: bool,
    next_index: usize,
    finished: bool,
    /// Whether the format was given (`--input-format`), not detected: then every line is read
    /// in it, strictly.
    given: bool,
    /// When the last block read had nine rows: the first line of the blocks read back to back
    /// up to it (no line between them), and its last row's line. A block cut short after them
    /// may be the end of a run shifted by a row missing or extra earlier, which its error says.
    back_to_back: Option<(usize, usize)>,
    /// The numbered comment that opens the next block ([`CommentHead`]): the last line before
    /// the first data line, which the replay leaves out, or the comment the last block ended
    /// at (see `next_block`).
    comment_opens_next: Option<CommentHead>,
}

#[derive(Default)]
struct OwnedLine {
    number: usize,
    text: Vec<u8>,
    length: u64,
    abandoned: bool,
}

impl OwnedLine {
    fn of(line: &Line<'_>) -> OwnedLine {
        OwnedLine {
            number: line.number,
            text: line.text.to_vec(),
            length: line.length,
            abandoned: line.abandoned,
        }
    }

    fn as_line(&self) -> Line<'_> {
        Line {
            number: self.number,
            text: &self.text,
            length: self.length,
            abandoned: self.abandoned,
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

/// The error of a line that holds a control character, at the first: see
/// [`PuzzleReader::header_or_error`].
fn control_error(line: &Line<'_>) -> Option<ParseError> {
    control_character(line.text).map(|at| cells::stray(line.text, at, line.number))
}

/// A header line as kept: trimmed, but for the tabs of empty last fields, which a TSV file's
/// line of column names has as its rows do (`id<TAB>puzzle<TAB>note<TAB>`).
fn header_text(text: &[u8]) -> String {
    let start = text.len() - text.trim_ascii_start().len();
    let end = text.trim_ascii_end().len().max(start);
    // Column names parted by tabs keep the tabs of empty first and last names; a title between
    // tabs (`<TAB>Hard ones<TAB>`) keeps none.
    let (mut from, mut to) = (start, end);
    if text[start..end].contains(&b'\t') {
        if text[..start].iter().all(|&b| b == b'\t') {
            from = 0;
        }
        if text[end..].iter().all(|&b| b == b'\t') {
            to = text.len();
        }
    }
    String::from_utf8_lossy(&text[from..to]).into_owned()
}

/// [`line_puzzle`] for a whole line, named or numbered or neither.
fn line_record(index: usize, line: &Line<'_>) -> Record {
    let at = if line::starts_with_puzzle(line.text) {
        None
    } else {
        line::named_puzzle_start(line.text)
    };
    line_puzzle(index, line.number, line.text, at.unwrap_or(0))
}

fn too_long(line: &Line<'_>) -> ParseError {
    ParseError::at(
        line.number,
        ErrorKind::LineTooLong {
            bytes: line.length,
            abandoned: line.abandoned,
        },
    )
}

impl<R: BufRead> PuzzleReader<R> {
    /// A reader that detects the format from the input (`None`) or uses the one given.
    pub fn new(input: R, format: Option<Format>) -> Self {
        PuzzleReader {
            lines: LineReader::new(input),
            format,
            replay: VecDeque::new(),
            current: OwnedLine::default(),
            label: None,
            label_line: 0,
            puzzle_column: None,
            tab_separated: false,
            ruled: false,
            next_index: 0,
            finished: false,
            back_to_back: None,
            comment_opens_next: None,
            given: format.is_some(),
        }
    }

    /// The underlying input.
    pub fn get_ref(&self) -> &R {
        self.lines.get_ref()
    }

    /// The format puzzles are read in: the one given, or the one detected so far.
    pub fn format(&self) -> Option<Format> {
        self.format
    }

    /// Detects the format, if none was given, and returns it (reading ahead as needed).
    ///
    /// The error is the record that ends this input: no puzzle, no recognisable shape, or a
    /// failed read.
    // The error is built once per input at most; boxing it would cost every caller a deref.
    #[allow(clippy::result_large_err)]
    pub fn detect(&mut self) -> Result<Format, Record> {
        if let Some(format) = self.format {
            return Ok(format);
        }
        let mut first_data_line = None;
        let mut data_lines = 0;
        // Where in the replay the last header is, while no other data line has come since.
        let mut last_header = None;
        // A format that a line suggested, and how many data lines have come since.
        let mut suggested: Option<(Format, usize)> = None;
        // A grid that a rule before the first row hints at, and whether the last data line held
        // is such a rule.
        let mut ruled: Option<Format> = None;
        let mut after_rule = false;
        // The format the first deciding line picked, until the next line that holds something
        // confirms it (see below).
        let mut provisional: Option<Format> = None;
        // Whether every data line so far (headers and titles aside) is a placeholder mark, and
        // whether one was.
        let mut only_placeholders = true;
        let mut any_placeholder = false;
        // The last line before the first data line when it is a comment, which the replay
        // leaves out: a block right after it is opened by it (see `next_block`).
        let mut seen_data = false;
        let mut last_comment = None;
        loop {
            let line = match self.lines.next_line() {
                Ok(Some(line)) => line,
                Ok(None) => break,
                Err(e) => return Err(self.read_error(e)),
            };
            let blank = !line.is_too_long() && is_blank(line.text);
            if let (true, None, Some((format, _))) = (blank, provisional, suggested) {
                // The first block ended without a line that decides. The blank line is kept:
                // it tells where the block ends.
                self.replay.push_back(OwnedLine::of(&line));
                self.format = Some(format);
                return Ok(format);
            }
            // An overlong line is data too: the error it becomes needs a format to belong to.
            let data = line.is_too_long() || !(blank || is_comment(line.text));
            if !seen_data {
                seen_data = data;
                if data {
                    self.comment_opens_next = last_comment.take();
                } else {
                    last_comment = (!blank).then(|| CommentHead::of(line.text)).flatten();
                }
            }
            // Only data lines, and one blank line after each (it may end a block), need replaying:
            // comments and runs of blank lines would otherwise let the look-ahead grow without
            // bound before the first data line.
            let replayed =
                data || (blank && self.replay.back().is_some_and(|l| !is_blank(&l.text)));
            if !replayed {
                continue;
            }
            // An XML document (an OpenSudoku export) holds its puzzles in attributes, which
            // would pass for named puzzles one a line, each line after them a failed entry: it
            // is no format, told at its declaration.
            if data && first_data_line.is_none() && line.text.trim_ascii().starts_with(b"<?xml") {
                self.replay.push_back(OwnedLine::of(&line));
                first_data_line = Some(self.replay.len() - 1);
                only_placeholders = false;
                break;
            }
            let header = data
                && !line.is_too_long()
                && may_be_header(line.text)
                && is_header(line.text)
                && !is_missing_row(line.text)
                && !spaced::is_named_row(line.text);
            // The mark of a failed puzzle stands in any format, so it decides none (`-` alone
            // would pass for a grid's rule).
            let placeholder = data && !line.is_too_long() && is_placeholder(line.text);
            let mut shape = if data && !header && !placeholder && !line.is_too_long() {
                detect::shape(line.text)
            } else {
                None
            };
            // A title above the marks (`--placeholder` keeps a collection's title line) is
            // no puzzle either: the marks alone still read back.
            let title = shape.is_none() && data && !line.is_too_long() && is_title(line.text);
            only_placeholders &= placeholder || !data || header || title;
            any_placeholder |= placeholder;
            // Reading skips a rule before or between blocks (`=========`, `+-------+`), so it
            // decides no format (`=========` has a compact row's width): one shaped like a
            // grid's rule suggests a grid, as it may be one, and one before the first row only
            // hints at it, for when no row says what the rows are.
            let separator = data && !header && !line.is_too_long() && is_separator(line.text);
            let leading = separator && first_data_line.is_none();
            if separator {
                let grid = matches!(
                    shape,
                    Some(Shape::Decides(Format::Grid) | Shape::Suggests(Format::Grid))
                );
                shape = None;
                if grid && leading {
                    ruled = Some(Format::Grid);
                } else if grid {
                    shape = Some(Shape::Suggests(Format::Grid));
                }
            }
            if leading {
                // Rules before the first row stand aside from the look-ahead, as headers do, and
                // a run of them is held as one (reading skips them all in a block format), so
                // that however many come first, they neither fill it nor grow it.
                if after_rule {
                    continue;
                }
                after_rule = true;
            } else if data {
                after_rule = false;
            }
            if header {
                // A header replaces one that no puzzle followed (as reading does), and the rules
                // after it, so that a run of headers neither fills the look-ahead nor passes for
                // no puzzle.
                if let Some(at) = last_header.take() {
                    // Kept, to go back above the header after it, as reading keeps one.
                    let text = header_text(&self.replay[at].text);
                    self.label = Some(Header::after(self.label.take(), text));
                    self.replay.truncate(at);
                }
                last_header = Some(self.replay.len());
            } else if data && !leading {
                last_header = None;
            }
            self.replay.push_back(OwnedLine::of(&line));
            let counted = data && !header && !leading;
            match (provisional, shape) {
                // One stray first line before puzzles one a line (a title of nine words, a
                // date of nine characters, `| a list |`) may have the shape of a row of a
                // multi-line format. Read in that format, each puzzle line after it would be
                // an error that swallows the eight lines after it. So such a decision stands
                // only if the next line that holds something does not decide for a format of
                // one puzzle a line (a block's first row waits for its next one anyway).
                (Some(first), _) if counted => {
                    let format = match shape {
                        Some(Shape::Decides(format)) if !format.is_multiline() => format,
                        _ => first,
                    };
                    self.format = Some(format);
                    return Ok(format);
                }
                (Some(_), _) => {}
                // A line that is a whole puzzle decides at once: a pipe or a person may be
                // waiting for its answer before sending the next.
                (None, Some(Shape::Decides(format))) if format.is_multiline() => {
                    provisional = Some(format);
                }
                (None, Some(Shape::Decides(format))) => {
                    self.format = Some(format);
                    return Ok(format);
                }
                (None, Some(Shape::Suggests(format))) if suggested.is_none() => {
                    suggested = Some((format, 0));
                }
                _ => {}
            }
            if counted {
                first_data_line.get_or_insert(self.replay.len() - 1);
                data_lines += 1;
                if let Some((format, seen)) = &mut suggested {
                    *seen += 1;
                    if *seen >= detect::SUGGESTION_LINES && provisional.is_none() {
                        let format = *format;
                        self.format = Some(format);
                        return Ok(format);
                    }
                }
                if data_lines >= detect::LOOKAHEAD_LINES {
                    break;
                }
            }
        }
        let settled = provisional.or(suggested.map(|(format, _)| format));
        // Nothing but marks of failed puzzles: each reads as one in any format, so in the
        // plainest.
        let marks = (only_placeholders && any_placeholder).then_some(Format::Line);
        if let Some(format) = settled.or(ruled).or(marks) {
            self.format = Some(format);
            return Ok(format);
        }
        // A line without end (a device, a binary stream) stops the reading, so it is the last
        // line seen: the error says so, as it does for such a line once the format is known,
        // and tells the run that the input was not read to its end (whatever came before).
        if let Some(endless) = self.replay.back().filter(|line| line.abandoned) {
            let record = Record::new(0, endless.number, Err(too_long(&endless.as_line())));
            self.replay.clear();
            return Err(record);
        }
        // With no line but headers (and rules), the last header names a puzzle that is
        // missing, as when it ends an input after puzzles.
        let header = self.replay.iter().rev().find(|line| is_header(&line.text));
        let wide = first_data_line.and_then(|at| super::wide_text(&self.replay[at].text));
        let record = match (first_data_line, header, wide) {
            (None, Some(header), _) => {
                let (line, text) = (header.number, header.text.trim_ascii());
                let label = String::from_utf8_lossy(text).into_owned();
                let kind = ErrorKind::LoneHeader(label.clone());
                let mut record = Record::new(0, line, Err(ParseError::at(line, kind)));
                record.set_header(Some(Header::after(self.label.take(), label)));
                record
            }
            (None, None, _) => Record::new(0, 1, Err(ParseError::whole_input(ErrorKind::NoPuzzle))),
            (Some(at), _, Some(wide)) => {
                let line = self.replay[at].number;
                Record::new(0, line, Err(ParseError::at(line, ErrorKind::Wide(wide))))
            }
            (Some(at), _, None) => {
                let line = &self.replay[at];
                let mut seen = if super::lines::is_too_long(&line.text, line.length) {
                    format!("line {} is {} bytes long", line.number, line.length)
                } else {
                    detect::describe(line.number, &line.text)
                };
                // A long preamble (prose above the puzzles) hides them from detection, which
                // looks no further: say so, since puzzles further down are not read.
                if data_lines >= detect::LOOKAHEAD_LINES {
                    let last = self.replay.back().map_or(line.number, |line| line.number);
                    seen.push_str(&format!(
                        ", and none of the {} lines up to line {last} that hold something fits \
                         one (detection looks no further)",
                        detect::LOOKAHEAD_LINES
                    ));
                }
                Record::new(
                    0,
                    line.number,
                    Err(ParseError::at(line.number, ErrorKind::UnknownFormat(seen))),
                )
            }
        };
        self.replay.clear();
        Err(record)
    }

    fn next_line(&mut self) -> io::Result<Option<Line<'_>>> {
        if let Some(owned) = self.replay.pop_front() {
            self.current = owned;
            return Ok(Some(self.current.as_line()));
        }
        self.lines.next_line()
    }

    fn read_error(&mut self, error: io::Error) -> Record {
        let line = self.lines_read() + 1;
        let record = Record::new(
            self.next_index,
            line,
            Err(ParseError::at(line, ErrorKind::Read(error.to_string()))),
        );
        self.next_index += 1;
        record
    }

    fn lines_read(&self) -> usize {
        self.lines.lines_read()
    }

    fn record(&mut self, line: usize, puzzle: Result<Grid, ParseError>) -> Record {
        let index = self.next_index;
        self.next_index += 1;
        Record::new(index, line, puzzle)
    }

    /// The failed puzzle a placeholder mark on line `number` stands for, named by the header
    /// before it, if any.
    fn placeholder_record(&mut self, number: usize) -> Record {
        let label = self.label.take();
        let error = ParseError::at(number, ErrorKind::Placeholder);
        let mut record = self.record(number, Err(error));
        record.set_header(label);
        record
    }

    /// Takes the header `text`, trimmed, of line `number` as the next puzzle's label: one
    /// waiting already gives way to it, and goes back above it.
    fn take_header(&mut self, text: String, number: usize) {
        // Column names set the puzzle column until other column names come; a title between
        // rows of the table (`Section 2`) leaves it.
        if text.bytes().any(|b| matches!(b, b',' | b';' | b'\t')) {
            self.puzzle_column = line::puzzle_column(text.as_bytes());
            self.tab_separated |= text.contains('\t');
        }
        self.label = Some(Header::after(self.label.take(), text));
        self.label_line = number;
    }

    /// Takes the header `text` of line `number` as [`take_header`](Self::take_header) does,
    /// unless the line holds a control character (`control`, its error): then the line is an
    /// error in its place. A header's text is written back above its puzzle, and binary data
    /// or a terminal's colour codes taken for one reached the output.
    fn header_or_error(
        &mut self,
        text: String,
        control: Option<ParseError>,
        number: usize,
    ) -> Option<Record> {
        let Some(error) = control else {
            self.take_header(text, number);
            return None;
        };
        let label = self.label.take();
        let mut record = self.record(number, Err(error));
        record.set_header(label);
        Some(record)
    }

    /// The next puzzle of a format with one puzzle per line.
    fn next_single(&mut self, format: Format) -> io::Result<Option<Record>> {
        let index = self.next_index;
        let strict = self.given;
        loop {
            let puzzle_column = self.puzzle_column;
            let mut tab_separated = self.tab_separated;
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
            // Words then a number, the usual header (asked once, and never of a puzzle line).
            let header = !matches!(first, Some(b'0'..=b'9' | b'.') | None)
                && format != Format::Json
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
                // A rule between puzzles (`---------`) is decoration, as between blocks.
                Some(_) if format != Format::Json && is_separator(line.text) => continue,
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
                // A line of words names the puzzle after it, as before a block: no puzzle line
                // starts with a letter and holds a word of three (`x` blanks aside).
                Some(_)
                    if header
                        || format != Format::Json
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
                    if let Some(at) = named {
                        record = line_puzzle(index, number, line.text, at);
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
                let mut record = Record::new(index, number, Ok(Grid::EMPTY));
                Self::parse_single(format, line.text, number, &mut record);
                record
            };
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
            if (failed || failed_other) && is_title(line.text) {
                let (text, control) = (header_text(line.text), control_error(&line));
                match self.header_or_error(text, control, number) {
                    Some(failed) => return Ok(Some(failed)),
                    None => continue,
                }
            }
            if failed
                && !strict
                && let Some(Shape::Decides(block) | Shape::Suggests(block)) =
                    detect::shape(line.text)
                && block.is_multiline()
            {
                let first = OwnedLine::of(&line);
                if self.block_follows(block, first)? {
                    return self.next_block(block);
                }
            }
            self.tab_separated = tab_separated;
            self.next_index += 1;
            if self.label.is_some() {
                // A header before a puzzle that names itself gives way to that name, and is
                // kept apart as the line above it.
                let header = self.label.take();
                if named.is_none() {
                    record.set_header(header);
                } else {
                    record.set_heading(header);
                }
            }
            return Ok(Some(record));
        }
    }

    /// Reads a line of the one-line formats other than `line` into `record`.
    fn parse_single(format: Format, text: &[u8], number: usize, record: &mut Record) {
        match format {
            Format::Json => {
                let (puzzle, fields) = json::parse(text, number);
                record.puzzle = puzzle;
                if let Some(fields) = &fields {
                    let text = |name: &str| fields.get(name)?.as_str().map(str::to_string);
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

    /// The next puzzle of a format with one row per line: nine rows, or fewer up to a blank
    /// line, a header, a whole puzzle on its line or the end of the input (which is then an
    /// error); or a failed line alone before a whole block, an error of its own.
    fn next_block(&mut self, format: Format) -> io::Result<Option<Record>> {
        let mut cells = [0u8; CELLS];
        let mut masks = [0u16; CELLS];
        let mut row_lines = [0usize; 9];
        let mut rows = 0;
        let mut label = None;
        let mut error = None;
        let index = self.next_index;
        let strict = self.given;
        let mut first_row_failed = false;
        let mut rows_after_first = Vec::new();
        // Whether the block is a grid typed without bars (`53. .7. ...`).
        let mut box_spaced = false;
        // Whether the line about to be read again was asked whether it numbers the columns.
        let mut numbers_asked = false;
        // Whether a blank line or a header came before the block's first row, or nothing did:
        // the input's first block has no block above it to be stacked on, and one typed with
        // a row pasted twice is one puzzle of ten rows, not nine rows and a stray one (the
        // nine read as a puzzle the user never wrote).
        let mut set_apart = index == 0;
        // Whether a rule came before the block's first row: a boxed grid drawn closed.
        let mut closed = false;
        // Whether the block ended at a rule with the next grid's rule after it.
        let mut ended_at_rules = false;
        // Whether a row of this block left its blanks as spaces.
        let mut space_blanks = false;
        // The numbered comment right before the block's first row: the file may head its
        // blocks with comments (`# Puzzle 1`), and the next one met after some rows (`# Puzzle
        // 2`) may head the next.
        let mut opened_by = self.comment_opens_next.take();
        while rows < 9 {
            let ruled = self.ruled;
            let Some(line) = self.next_line()? else {
                break;
            };
            if !line.is_too_long() {
                // A row left blank, typed as nine spaces, inside a compact block. (Not as its
                // first row: before a block such a line is a blank line, as it is between blocks
                // parted by whitespace, and the two cannot be told apart.)
                let spaced_out = format == Format::Compact
                    && rows > 0
                    && line.text.len() == 9
                    && is_blank(line.text);
                // No row yet: what would end a block here starts one afresh.
                let fresh = rows == 0;
                // A row a spreadsheet saved empty (`,,,,,,,,`) is a blank line, as its rows of
                // tabs are: taken for a row of blanks, one after a block cut short would make it
                // whole, the damage unseen (a row with no given is typed with `0`s or dots).
                let blank = is_blank(line.text) || spaced::is_empty_separated_row(line.text);
                if blank && !spaced_out {
                    if fresh {
                        set_apart = true;
                        opened_by = None;
                        continue;
                    }
                    // A grid typed without bars often parts its bands with a blank line.
                    let band = rows - usize::from(first_row_failed);
                    if box_spaced && band % 3 == 0 && self.box_spaced_row_follows()? {
                        continue;
                    }
                    break;
                }
                // Where a block would start, the mark `--placeholder` wrote for one that failed
                // is that failed puzzle again: taken for a rule (`-` is decoration in a grid),
                // it would vanish, and the entries after it would no longer line up.
                if fresh && is_placeholder(line.text) {
                    let number = line.number;
                    return Ok(Some(self.placeholder_record(number)));
                }
                // Bars and spaces alone, a row of blanks or a spacer (see `is_spacer`).
                let blank_row = matches!(format, Format::Grid | Format::Unicode)
                    && cells::blank_fixed_width(line.text).is_some()
                    && !is_spacer(line.text, ruled, space_blanks);
                if !blank_row
                    && (is_comment(line.text)
                        || is_rule(format, line.text)
                        || is_separator(line.text))
                {
                    let rule = is_drawn_rule(format, line.text);
                    let ruling = rule || is_separator(line.text);
                    // In a file that heads its blocks with numbered comments, the next one
                    // after some rows of a block (`# Puzzle 2` in the block `# Puzzle 1`
                    // opened), with a whole block after it (nine rows up to a blank line, a
                    // comment or the end), heads the next block and ends this one short:
                    // going on would make the next block's rows this one's, and every block
                    // after it a puzzle nobody wrote. Any other comment is a note on a band
                    // (`# band 2`), or a rule drawn with `#`, inside its block: with blocks
                    // back to back, notes at one place in each could not be told from heads.
                    let comment = !ruling && !is_rule(format, line.text);
                    if comment && fresh {
                        opened_by = CommentHead::of(line.text);
                    }
                    let head = (!fresh && comment)
                        .then(|| CommentHead::of(line.text))
                        .flatten()
                        .filter(|head| opened_by.as_ref().is_some_and(|open| head.follows(open)));
                    if head.is_some() && self.block_follows_alone(format)? {
                        self.comment_opens_next = head;
                        break;
                    }
                    closed |= ruling && fresh;
                    self.ruled |= rule;
                    // Grids drawn closed and printed back to back have two rules between them
                    // (comments and separators aside), one closing a grid and one opening the
                    // next: met where no band ends, they end a grid with a row missing, which
                    // would take the next one's.
                    if ruling && closed && rows % 3 != 0 && self.rule_follows(format)? {
                        ended_at_rules = true;
                        break;
                    }
                    continue;
                }
                // Column numbers above a boxed grid, before its first row: one cell a word, as
                // the rows of a grid with bars never are.
                if fresh
                    && matches!(format, Format::Grid | Format::Unicode)
                    && is_column_numbers(line.text)
                {
                    continue;
                }
                // Over a grid typed one number a word, column numbers are also a good row (a
                // normalised grid starts `1 2 3 4 5 6 7 8 9`): they are numbers where nine
                // rows follow them, a whole block. (Put back to be read again as a row when
                // not, and not asked about twice.)
                if fresh
                    && format == Format::Spaced
                    && !numbers_asked
                    && is_column_numbers(line.text)
                {
                    let numbers = OwnedLine::of(&line);
                    numbers_asked = !self.numbers_a_block(format, numbers)?;
                    // Column numbers set a block apart as a header does.
                    set_apart |= !numbers_asked;
                    continue;
                }
                // A whole puzzle on one line between blocks (a collection that mixes the two)
                // is that puzzle: taken for a row, each would be lost in a block of nine; and
                // one that starts with an `x` blank or a name is no header either. A JSON
                // record there (an export pasted among grids), even in a format the user named,
                // is read as a line too, and fails as it would among lines: taken for a header,
                // its puzzle would vanish. Words in braces (`{Puzzle 2}`) are a header still.
                let shape = fresh.then(|| detect::shape(line.text)).flatten();
                let json = shape == Some(Shape::Decides(Format::Json));
                if json || !strict && shape == Some(Shape::Decides(Format::Line)) {
                    // Built whole while the line borrows the reader, as `next_single` does.
                    let mut record = line_record(index, &line);
                    self.next_index += 1;
                    let header = label.take().or(self.label.take());
                    if record.label().is_none() {
                        record.set_header(header);
                    } else {
                        record.set_heading(header);
                    }
                    self.label = None;
                    return Ok(Some(record));
                }
                // Before a block, words are its header, whatever their shape; inside one, only
                // a header of the usual shape ends it short (a row with a typo is an error).
                // A date (`16.01.2024`, whose dots and digits start like a compact row) is a
                // header too. A row named by its letter (`C  . . . . 1 …`) is a row.
                let named_row = format == Format::Spaced && spaced::is_named_row(line.text);
                let header = !named_row
                    && if fresh {
                        (names_a_block(line.text) || is_header(line.text) || is_title(line.text))
                            && (!starts_with_a_row(format, line.text) || is_dated(line.text))
                            && !is_missing_row(line.text)
                    } else {
                        may_be_header(line.text)
                            && is_header(line.text)
                            && !is_missing_row(line.text)
                    };
                // One with a control character is an error of its own before a block (see
                // `header_or_error`), and a row inside one, which fails as a row.
                if header && (fresh || control_character(line.text).is_none()) {
                    let number = line.number;
                    let (text, control) = (header_text(line.text), control_error(&line));
                    if let Some(failed) = self.header_or_error(text, control, number) {
                        return Ok(Some(failed));
                    }
                    if !fresh {
                        break;
                    }
                    set_apart = true;
                    continue;
                }
            }
            // A whole puzzle on its line after some rows is no row: it ends the block short,
            // and is read next, as between blocks. Asked only of a row that fails.
            let whole_puzzle =
                |text: &[u8]| !strict && detect::shape(text) == Some(Shape::Decides(Format::Line));
            row_lines[rows] = line.number;
            if error.is_none() {
                let span = rows * 9..rows * 9 + 9;
                error = parse_row(format, &line, &mut cells[span.clone()], &mut masks[span]).err();
                // (Only a row with two spaces together may; most rows of most grids have none.)
                let gap = memchr::memmem::find(line.text, b"  ").is_some();
                if format == Format::Grid && error.is_none() && !space_blanks && gap {
                    space_blanks = boxed::leaves_blanks_as_spaces(line.text);
                }
                if error.is_some() && rows > 0 && whole_puzzle(line.text) {
                    error = None;
                    let puzzle = OwnedLine::of(&line);
                    self.replay.push_front(puzzle);
                    break;
                }
                first_row_failed = rows == 0 && error.is_some();
            } else if whole_puzzle(line.text) {
                let puzzle = OwnedLine::of(&line);
                self.replay.push_front(puzzle);
                break;
            } else if first_row_failed {
                // Kept in case the failed first row stands alone before a whole block.
                rows_after_first.push(OwnedLine::of(&line));
            }
            // Told by the first row, or by the second after a stray first line.
            if rows == usize::from(first_row_failed) {
                box_spaced = format == Format::Grid && boxed::is_box_spaced_row(line.text);
            }
            if rows == 0 {
                label = self.label.take();
            }
            rows += 1;
        }
        if rows == 0 {
            return Ok(None);
        }
        if rows == 9 && first_row_failed && self.stray_before_a_block(format, rows_after_first)? {
            // The failed line is an error of its own, and the block after it is read next,
            // with the header before them both as its label.
            self.label = label;
            return Ok(Some(
                self.record(row_lines[0], Err(error.expect("the row failed"))),
            ));
        }
        let first_line = row_lines[0];
        // Whether this block starts on the line after the last full one ended.
        let run_from = self
            .back_to_back
            .filter(|&(_, end)| first_line == end + 1)
            .map(|(from, _)| from);
        let found = if rows == 9 && run_from.is_none() {
            rows + self.extra_rows(format, set_apart, closed)?
        } else {
            rows
        };
        let run = found == 9 && !ended_at_rules;
        self.back_to_back = run.then(|| (run_from.unwrap_or(first_line), row_lines[8]));
        if found != 9 && error.is_none() {
            error = Some(ParseError::at(
                first_line,
                ErrorKind::RowCount { found, run_from },
            ));
        }
        let mut record = self.record(first_line, Ok(Grid::EMPTY));
        record.set_header(label);
        match (error, format) {
            (Some(e), _) => record.puzzle = Err(e),
            (None, Format::PencilmarkGrid) => record.set_candidates(
                pencilmark::checked(masks)
                    .map_err(|(cell, kind)| ParseError::at(row_lines[cell / 9], kind)),
            ),
            (None, _) => record.puzzle = Ok(Grid::from_digits(cells)),
        }
        Ok(Some(record))
    }

    /// Whether a block alone comes next: nine good rows (rules and separators between them
    /// aside, but for two in a row, which part grids drawn closed), then a blank line, a
    /// comment or the end. The lines looked at (a few dozen at most) are left to be read next.
    fn block_follows_alone(&mut self, format: Format) -> io::Result<bool> {
        const MOST_LINES: usize = 9 * 4;
        let mut looked = Vec::new();
        let mut rows = 0;
        let mut alone = false;
        let mut after_rule = false;
        while looked.len() < MOST_LINES {
            let Some(line) = self.next_line()? else {
                alone = rows == 9;
                break;
            };
            let next = OwnedLine::of(&line);
            let text = &next.text;
            let ends = is_blank(text) || is_comment(text);
            let ruling = !ends && (is_rule(format, text) || is_separator(text));
            let row = !ends && is_good_row(format, &next);
            looked.push(next);
            if ends {
                alone = rows == 9;
                break;
            }
            // Two rules in a row part grids drawn closed: rows on both sides of them are no
            // one block.
            if !ruling && !row || ruling && after_rule && (1..9).contains(&rows) {
                break;
            }
            after_rule = ruling;
            rows += usize::from(row);
            if rows > 9 {
                break;
            }
        }
        for owned in looked.into_iter().rev() {
            self.replay.push_front(owned);
        }
        Ok(alone)
    }

    /// Whether a rule or separator comes next too, after comments if any: the lines looked at
    /// are left to be read next.
    fn rule_follows(&mut self, format: Format) -> io::Result<bool> {
        const MOST: usize = 4;
        let mut looked = Vec::new();
        let mut follows = false;
        while looked.len() < MOST {
            let Some(line) = self.next_line()? else {
                break;
            };
            let next = OwnedLine::of(&line);
            let text = &next.text;
            let comment = is_comment(text) && !is_separator(text);
            follows = !next.as_line().is_too_long()
                && (is_drawn_rule(format, text) || is_separator(text));
            looked.push(next);
            if !comment {
                break;
            }
        }
        for owned in looked.into_iter().rev() {
            self.replay.push_front(owned);
        }
        Ok(follows)
    }

    /// After a block's ninth row, the rows before the next header or comment (or rule or
    /// separator, in a grid drawn `closed`, which ends with one), or blank line or the end of
    /// the input after a block `set_apart` by a blank line or a header, when there are one to
    /// three (a row pasted twice) and such a line comes next: they are the block's, read, and
    /// their number told. Otherwise none is read (a block stacked on this one with no line
    /// between starts there; in a grid ruled between its bands alone, a rule after three rows
    /// is the next grid's), and 0 told.
    fn extra_rows(&mut self, format: Format, set_apart: bool, closed: bool) -> io::Result<usize> {
        const MOST: usize = 3;
        let mut looked = Vec::new();
        let mut after = None;
        let ended = loop {
            let Some(line) = self.next_line()? else {
                break set_apart;
            };
            let next = OwnedLine::of(&line);
            let text = &next.text;
            let rule = is_drawn_rule(format, text) || is_separator(text);
            if is_blank(text) {
                // Rows before a blank line are the block's where it was set apart from the one
                // before (a file of blocks stacked with no line between may end with one).
                after = Some(next);
                break set_apart;
            }
            if rule && closed || !rule && ends_a_block(format, text) {
                after = Some(next);
                break true;
            }
            let row = is_good_row(format, &next);
            looked.push(next);
            if !row || looked.len() > MOST {
                break false;
            }
        };
        let extra = if ended { looked.len() } else { 0 };
        if extra > 0 {
            looked.clear();
        }
        for owned in looked.into_iter().chain(after).rev() {
            self.replay.push_front(owned);
        }
        Ok(extra)
    }

    /// Whether the next line is a row of a grid typed without bars, left to be read next.
    fn box_spaced_row_follows(&mut self) -> io::Result<bool> {
        let Some(line) = self.next_line()? else {
            return Ok(false);
        };
        let next = OwnedLine::of(&line);
        let follows = !next.as_line().is_too_long() && boxed::is_box_spaced_row(&next.text);
        self.replay.push_front(next);
        Ok(follows)
    }

    /// Whether `numbers`, the numbers 1 to 9 and a good row of `format` too, numbers the
    /// columns of the block after it: rows named by letters follow it (however many), or nine
    /// good rows whose givens do not clash, and the line after them is none (the end, a blank
    /// line, a header, or the next block's column numbers). A block whose first row is 1 to 9
    /// has eight more rows, or nine with the next block's first, or with a row typed twice,
    /// whose givens clash. The lines looked at are left to be read next, `numbers` first when
    /// they are not column numbers.
    fn numbers_a_block(&mut self, format: Format, numbers: OwnedLine) -> io::Result<bool> {
        let mut looked = Vec::new();
        let (mut cells, mut masks) = ([0u8; CELLS], [0u16; CELLS]);
        let mut named = false;
        let mut rows = 0;
        while rows <= 9 {
            let Some(line) = self.next_line()? else {
                break;
            };
            let next = OwnedLine::of(&line);
            named |= rows == 0 && spaced::is_named_row(&next.text);
            // The nine rows are kept, to tell whether their givens clash.
            let row = match rows {
                ..9 => {
                    let span = rows * 9..rows * 9 + 9;
                    read_good_row(format, &next, &mut cells[span.clone()], &mut masks[span])
                }
                _ => is_good_row(format, &next) && !is_column_numbers(&next.text),
            };
            looked.push(next);
            if !row {
                break;
            }
            rows += 1;
        }
        let clash = || !crate::validate::conflicts(&Grid::from_digits(cells)).is_empty();
        let above_a_block = named || rows == 9 && !clash();
        if !above_a_block {
            looked.insert(0, numbers);
        }
        for owned in looked.into_iter().rev() {
            self.replay.push_front(owned);
        }
        Ok(above_a_block)
    }

    /// Whether `first`, a good row of the block format `format`, starts a whole block: eight
    /// more good rows follow it with no blank line between (comments and rules aside). The
    /// lines looked at are left to be read next: with `first`, when they make a block.
    fn block_follows(&mut self, format: Format, first: OwnedLine) -> io::Result<bool> {
        let mut rows = usize::from(is_good_row(format, &first));
        let mut looked = vec![first];
        while (1..9).contains(&rows) {
            let Some(line) = self.next_line()? else {
                break;
            };
            let next = OwnedLine::of(&line);
            let decoration = !is_blank(&next.text)
                && (is_comment(&next.text)
                    || is_rule(format, &next.text)
                    || is_separator(&next.text));
            let row = is_good_row(format, &next);
            looked.push(next);
            match (decoration, row) {
                (true, _) => {}
                (false, true) => rows += 1,
                (false, false) => break,
            }
        }
        let follows = rows == 9;
        // Not a block: the first line stays read, an error of its own.
        let keep = usize::from(!follows);
        for owned in looked.into_iter().skip(keep).rev() {
            self.replay.push_front(owned);
        }
        Ok(follows)
    }

    /// Whether a block's failed first line stands alone before a whole block: the eight rows
    /// read after it (`rows_after_first`) and the next line are good rows, and the line after
    /// those ends a block (the input's end, a blank line, a comment, a rule or a header). Then
    /// those nine rows are put back to be read as a block, so that a stray line before a block
    /// (a number `12.`, half a row) costs no puzzle but its own. Blocks that follow one another
    /// with no line between keep their nine rows each, whichever row is damaged.
    fn stray_before_a_block(
        &mut self,
        format: Format,
        mut rows_after_first: Vec<OwnedLine>,
    ) -> io::Result<bool> {
        let mut after = Vec::with_capacity(2);
        for _ in 0..2 {
            match self.next_line()? {
                Some(line) => after.push(OwnedLine::of(&line)),
                None => break,
            }
        }
        let is_good_row = |owned: &OwnedLine| is_good_row(format, owned);
        let stray = rows_after_first.iter().all(is_good_row)
            && after.first().is_some_and(is_good_row)
            && after
                .get(1)
                .is_none_or(|owned| is_blank(&owned.text) || ends_a_block(format, &owned.text));
        if stray {
            rows_after_first.append(&mut after);
            after = rows_after_first;
        }
        for owned in after.into_iter().rev() {
            self.replay.push_front(owned);
        }
        Ok(stray)
    }
}

/// A comment that holds a number, as those that head a file's blocks do (`# Puzzle 1`,
/// `# Puzzle 2`): its text without digits, and its first number.
#[derive(Debug, PartialEq)]
struct CommentHead {
    shape: Vec<u8>,
    number: u64,
}

impl CommentHead {
    fn of(text: &[u8]) -> Option<CommentHead> {
        let text = text.trim_ascii();
        let start = text.iter().position(u8::is_ascii_digit)?;
        let digits = text[start..].iter().take_while(|b| b.is_ascii_digit());
        let number = digits
            .take(18)
            .fold(0, |n, &b| n * 10 + u64::from(b - b'0'));
        let shape = text
            .iter()
            .copied()
            .filter(|b| !b.is_ascii_digit())
            .collect();
        Some(CommentHead { shape, number })
    }

    /// Whether this comment heads the block after the one `open` heads: the same words,
    /// the next number.
    fn follows(&self, open: &CommentHead) -> bool {
        self.shape == open.shape && self.number == open.number + 1
    }
}

/// Whether `text` is a rule of a grid of `format` drawn with one: not bars and spaces alone
/// (`|   |   |   |`), which may be a row.
fn is_drawn_rule(format: Format, text: &[u8]) -> bool {
    is_rule(format, text) && cells::blank_fixed_width(text).is_none()
}

/// Whether `text`, bars and spaces alone, is a spacer between a grid's rows rather than a row
/// of blanks: one character a cell (`|   |   |   |`) in a grid drawn with rules, since a grid
/// drawn without has its empty rows so; spaced out (`|       |       |       |`) unless the
/// grid leaves its blanks as spaces. Not for other lines.
fn is_spacer(text: &[u8], ruled: bool, space_blanks: bool) -> bool {
    match cells::blank_fixed_width(text) {
        Some(3) => ruled,
        Some(_) => !space_blanks,
        None => false,
    }
}

/// Whether `owned` is a row of the block format `format` that reads without a fault.
fn is_good_row(format: Format, owned: &OwnedLine) -> bool {
    let (mut cells, mut masks) = ([0u8; 9], [0u16; 9]);
    read_good_row(format, owned, &mut cells, &mut masks)
}

/// [`is_good_row`], reading the row into `cells` (or `masks`) when it is one.
fn read_good_row(format: Format, owned: &OwnedLine, cells: &mut [u8], masks: &mut [u16]) -> bool {
    let line = owned.as_line();
    let text = line.text;
    !line.is_too_long()
        && !is_blank(text)
        && !ends_a_block(format, text)
        && parse_row(format, &line, cells, masks).is_ok()
}

/// Parses one row of a block into its nine cells (candidate masks for a pencilmark grid).
fn parse_row(
    format: Format,
    line: &Line<'_>,
    cells: &mut [u8],
    masks: &mut [u16],
) -> Result<(), ParseError> {
    if line.is_too_long() {
        return Err(too_long(line));
    }
    let (text, number) = (line.text, line.number);
    if text.len() == 9 && is_blank(text) {
        cells.fill(0);
        return Ok(());
    }
    match format {
        Format::Compact => compact::parse_row(text, number, cells),
        Format::Spaced => spaced::parse_row(text, number, cells),
        Format::Unicode => unicode::parse_row(text, number, cells),
        Format::PencilmarkGrid => pencilmark::parse_grid_row(text, number, masks),
        _ => boxed::parse_row(text, number, cells),
    }
}

impl<R: BufRead> Iterator for PuzzleReader<R> {
    type Item = Record;

    fn next(&mut self) -> Option<Record> {
        if self.finished {
            return None;
        }
        let format = match self.detect() {
            Ok(format) => format,
            Err(record) => {
                self.finished = true;
                self.next_index = 1;
                return Some(record);
            }
        };
        let next = if format.is_multiline() {
            self.next_block(format)
        } else {
            self.next_single(format)
        };
        match next {
            Ok(Some(record)) => Some(record),
            Ok(None) => {
                self.finished = true;
                // A header ending the input says the puzzle it names is missing (a download cut
                // short, `Puzzle: 2`), but fields and their values after the last puzzle
                // (qqwing's statistics after each puzzle, `Number of Givens: 26` … `Difficulty:
                // Simple`) are notes about it, as comments are.
                let names_a_puzzle = |header: &Header| {
                    self.next_index == 0
                        || !header.is_several_lines_each(|line| is_field_and_value(line.as_bytes()))
                };
                if let Some(header) = self.label.take().filter(names_a_puzzle) {
                    let line = self.label_line;
                    let kind = ErrorKind::LoneHeader(header.text.clone());
                    let mut record = self.record(line, Err(ParseError::at(line, kind)));
                    record.set_header(Some(header));
                    return Some(record);
                }
                (self.next_index == 0)
                    .then(|| Record::new(0, 1, Err(ParseError::whole_input(ErrorKind::NoPuzzle))))
            }
            Err(e) => {
                self.finished = true;
                Some(self.read_error(e))
            }
        }
    }
}

#[cfg(test)]
mod tests;
