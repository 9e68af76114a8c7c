//! Streaming puzzles out of a `BufRead`: detection, then one puzzle at a time.
//!
//! Besides puzzles, collections hold comments (`#`, `//`, `;`), headers that name the puzzle
//! after them (`Grid 01`, `[Puzzle]`) and text after a puzzle on its line (a rating). Comments
//! are skipped; headers and trailing text travel with their puzzle in its [`Record`]. Any other
//! line is an error at its position, never skipped.
//!
//! The format is detected by reading ahead ([`lookahead`]); then the formats of one puzzle a
//! line are read by [`single`], those of one row a line by [`block`]. Each hands over to the
//! other where the input changes shape (a whole puzzle between blocks, a block between lines).

mod block;
mod lookahead;
mod record;
mod shapes;
mod single;

pub use record::{Details, Record};
pub(super) use shapes::reads_as_header;

use std::collections::VecDeque;
use std::io::{self, BufRead};

use block::CommentHead;
use record::Header;
use shapes::{control_character, is_field_and_value};

use super::error::{ErrorKind, ParseError};
use super::lines::{Line, LineReader};
use super::{Format, cells, line};
use crate::grid::Grid;

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
    /// How the block about to be read among puzzles one a line stands there (see
    /// `next_single`): set apart from what comes before it, and whether a rule it opens with
    /// was passed over as decoration. `None` for a block among blocks.
    among_lines: Option<AmongLines>,
    /// Whether the last line the reader of puzzles one a line passed over was a rule.
    rule_above: bool,
}

/// How a block among puzzles one a line stands there: see [`PuzzleReader::among_lines`].
#[derive(Clone, Copy)]
struct AmongLines {
    /// A rule came right before its first row: a grid drawn closed.
    ruled_above: bool,
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
            among_lines: None,
            rule_above: false,
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
