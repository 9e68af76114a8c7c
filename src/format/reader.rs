//! Streaming puzzles out of a `BufRead`: detection, then one puzzle at a time.

use std::collections::VecDeque;
use std::io::{self, BufRead};

use super::error::{ErrorKind, ParseError};
use super::lines::{Line, LineReader};
use super::{Format, boxed, compact, detect, json, line, spaced};
use crate::grid::{CELLS, Grid};

/// One puzzle position in an input: the puzzle, or why it could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// 0-based position of the puzzle in its input, counting unreadable ones.
    pub index: usize,
    /// The 1-based line the puzzle starts on.
    pub line: usize,
    /// The puzzle, or what is wrong with it.
    pub puzzle: Result<Grid, ParseError>,
}

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
    next_index: usize,
    finished: bool,
}

#[derive(Default)]
struct OwnedLine {
    number: usize,
    text: Vec<u8>,
    length: u64,
}

fn is_blank(text: &[u8]) -> bool {
    text.iter().all(u8::is_ascii_whitespace)
}

fn is_comment(text: &[u8]) -> bool {
    text.trim_ascii_start().first() == Some(&b'#')
}

fn too_long(line: &Line<'_>) -> ParseError {
    ParseError::at(line.number, ErrorKind::LineTooLong { bytes: line.length })
}

impl<R: BufRead> PuzzleReader<R> {
    /// A reader that detects the format from the input (`None`) or uses the one given.
    pub fn new(input: R, format: Option<Format>) -> Self {
        PuzzleReader {
            lines: LineReader::new(input),
            format,
            replay: VecDeque::new(),
            current: OwnedLine::default(),
            next_index: 0,
            finished: false,
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
    pub fn detect(&mut self) -> Result<Format, Record> {
        if let Some(format) = self.format {
            return Ok(format);
        }
        let mut first_data_line = None;
        let mut data_lines = 0;
        loop {
            let line = match self.lines.next_line() {
                Ok(Some(line)) => line,
                Ok(None) => break,
                Err(e) => return Err(self.read_error(e)),
            };
            // An overlong line is data too: the error it becomes needs a format to belong to.
            let data = line.is_too_long() || !(is_blank(line.text) || is_comment(line.text));
            // Only data lines, and one blank line after each (it may end a block), need replaying:
            // comments and runs of blank lines would otherwise let the look-ahead grow without
            // bound before the first data line.
            let replayed = data
                || (is_blank(line.text) && self.replay.back().is_some_and(|l| !is_blank(&l.text)));
            if !replayed {
                continue;
            }
            let shape = if data && !line.is_too_long() {
                detect::shape(line.text)
            } else {
                None
            };
            self.replay.push_back(OwnedLine {
                number: line.number,
                text: line.text.to_vec(),
                length: line.length,
            });
            if let Some(format) = shape {
                self.format = Some(format);
                return Ok(format);
            }
            if data {
                first_data_line.get_or_insert(self.replay.len() - 1);
                data_lines += 1;
                if data_lines >= detect::LOOKAHEAD_LINES {
                    break;
                }
            }
        }
        let record = match first_data_line {
            None => Record {
                index: 0,
                line: 1,
                puzzle: Err(ParseError::whole_input(ErrorKind::NoPuzzle)),
            },
            Some(at) => {
                let line = &self.replay[at];
                let seen = if line.length > super::MAX_LINE_BYTES as u64 {
                    format!("line {} is {} bytes long", line.number, line.length)
                } else {
                    detect::describe(line.number, &line.text)
                };
                Record {
                    index: 0,
                    line: line.number,
                    puzzle: Err(ParseError::at(line.number, ErrorKind::UnknownFormat(seen))),
                }
            }
        };
        self.replay.clear();
        Err(record)
    }

    fn next_line(&mut self) -> io::Result<Option<Line<'_>>> {
        if let Some(owned) = self.replay.pop_front() {
            self.current = owned;
            return Ok(Some(Line {
                number: self.current.number,
                text: &self.current.text,
                length: self.current.length,
            }));
        }
        self.lines.next_line()
    }

    fn read_error(&mut self, error: io::Error) -> Record {
        let record = Record {
            index: self.next_index,
            line: self.lines_read() + 1,
            puzzle: Err(ParseError::at(
                self.lines_read() + 1,
                ErrorKind::Read(error.to_string()),
            )),
        };
        self.next_index += 1;
        record
    }

    fn lines_read(&self) -> usize {
        self.lines.lines_read()
    }

    fn record(&mut self, line: usize, puzzle: Result<Grid, ParseError>) -> Record {
        let index = self.next_index;
        self.next_index += 1;
        Record {
            index,
            line,
            puzzle,
        }
    }

    /// The next puzzle of a format with one puzzle per line.
    fn next_single(&mut self, format: Format) -> io::Result<Option<Record>> {
        loop {
            let Some(line) = self.next_line()? else {
                return Ok(None);
            };
            let number = line.number;
            let puzzle = if line.is_too_long() {
                Err(too_long(&line))
            } else if is_blank(line.text) || is_comment(line.text) {
                continue;
            } else if format == Format::Json {
                json::parse(line.text, number)
            } else {
                line::parse(line.text, number)
            };
            return Ok(Some(self.record(number, puzzle)));
        }
    }

    /// The next puzzle of a format with one row per line: nine rows, or fewer up to a blank
    /// line or the end of the input (which is then an error).
    fn next_block(&mut self, format: Format) -> io::Result<Option<Record>> {
        let mut cells = [0u8; CELLS];
        let mut rows = 0;
        let mut first_line = 0;
        let mut error = None;
        while rows < 9 {
            let Some(line) = self.next_line()? else {
                break;
            };
            if !line.is_too_long() {
                if is_blank(line.text) {
                    if rows > 0 {
                        break;
                    }
                    continue;
                }
                if is_comment(line.text) || (format == Format::Grid && boxed::is_rule(line.text)) {
                    continue;
                }
            }
            if rows == 0 {
                first_line = line.number;
            }
            if error.is_none() {
                let row = &mut cells[rows * 9..rows * 9 + 9];
                let parsed = if line.is_too_long() {
                    Err(too_long(&line))
                } else {
                    match format {
                        Format::Compact => compact::parse_row(line.text, line.number, row),
                        Format::Spaced => spaced::parse_row(line.text, line.number, row),
                        _ => boxed::parse_row(line.text, line.number, row),
                    }
                };
                error = parsed.err();
            }
            rows += 1;
        }
        if rows == 0 {
            return Ok(None);
        }
        if rows < 9 && error.is_none() {
            error = Some(ParseError::at(
                first_line,
                ErrorKind::RowCount { found: rows },
            ));
        }
        let puzzle = match error {
            Some(e) => Err(e),
            None => Ok(Grid::from_digits(cells)),
        };
        Ok(Some(self.record(first_line, puzzle)))
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
                (self.next_index == 0).then(|| Record {
                    index: 0,
                    line: 1,
                    puzzle: Err(ParseError::whole_input(ErrorKind::NoPuzzle)),
                })
            }
            Err(e) => {
                self.finished = true;
                Some(self.read_error(e))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(input: &str) -> Vec<Record> {
        PuzzleReader::new(input.as_bytes(), None).collect()
    }

    fn messages(records: &[Record]) -> Vec<String> {
        records
            .iter()
            .map(|r| match &r.puzzle {
                Ok(grid) => grid.to_line(),
                Err(e) => e.to_string(),
            })
            .collect()
    }

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn a_bad_line_does_not_hide_the_good_ones_around_it() {
        let input = format!("# header\n{SOLVED}\n{}x\n\n{SOLVED}\r\n", &SOLVED[..80]);
        let records = read(&input);
        assert_eq!(
            messages(&records),
            [
                SOLVED.to_string(),
                "line 3, column 81: unexpected character 'x'".to_string(),
                SOLVED.to_string()
            ]
        );
        let lines: Vec<usize> = records.iter().map(|r| r.line).collect();
        assert_eq!(lines, [2, 3, 5]);
        let indexes: Vec<usize> = records.iter().map(|r| r.index).collect();
        assert_eq!(indexes, [0, 1, 2]);
    }

    #[test]
    fn a_first_line_of_unknown_shape_is_an_error_in_the_format_the_next_line_shows() {
        let input = format!("{}\n{SOLVED}\n", &SOLVED[..70]);
        assert_eq!(
            messages(&read(&input)),
            [
                "line 1: expected 81 cells, found 70".to_string(),
                SOLVED.to_string()
            ]
        );
    }

    #[test]
    fn blocks_end_at_nine_rows_or_at_a_blank_line() {
        let rows: Vec<&str> = (0..9).map(|r| &SOLVED[r * 9..r * 9 + 9]).collect();
        let block = rows.join("\n");
        let short = rows[..8].join("\n");
        let input = format!("{block}\n{block}\n\n{short}\n\n{block}");
        let records = read(&input);
        assert_eq!(
            messages(&records),
            [
                SOLVED.to_string(),
                SOLVED.to_string(),
                "line 20: the puzzle has 8 rows; expected 9".to_string(),
                SOLVED.to_string()
            ]
        );
    }

    #[test]
    fn a_short_row_costs_only_its_own_puzzle() {
        let mut rows: Vec<String> = (0..9)
            .map(|r| SOLVED[r * 9..r * 9 + 9].to_string())
            .collect();
        let good = rows.join("\n");
        rows[3].pop();
        let bad = rows.join("\n");
        let records = read(&format!("{good}\n\n{bad}\n\n{good}\n"));
        assert_eq!(
            messages(&records)[1..],
            [
                "line 14: expected 9 cells, found 8".to_string(),
                SOLVED.to_string()
            ]
        );
    }

    #[test]
    fn empty_and_comment_only_inputs_hold_no_puzzle() {
        for input in ["", "\n\n", "# only a comment\n"] {
            assert_eq!(
                messages(&read(input)),
                ["no puzzle found (empty, or only comments)"]
            );
        }
    }

    #[test]
    fn detection_holds_a_bounded_number_of_lines_whatever_precedes_the_data() {
        let mut input = "\n# comment\n".repeat(100_000);
        input += &"garbage\n\n\n".repeat(20);
        input += SOLVED;
        let mut reader = PuzzleReader::new(input.as_bytes(), None);
        assert_eq!(reader.detect(), Ok(Format::Line));
        assert!(reader.replay.len() <= 2 * detect::LOOKAHEAD_LINES);
    }

    #[test]
    fn unknown_shapes_say_what_was_seen() {
        let records = read("hello world\n");
        assert_eq!(records.len(), 1);
        let message = messages(&records)[0].clone();
        assert!(message.starts_with("line 1: cannot tell the format: line 1 is \"hello world\""));
    }

    #[test]
    fn grids_ignore_their_decoration() {
        let mut out = Vec::new();
        let grid = Grid::from_cells(std::array::from_fn(|i| (i % 10) as u8)).unwrap();
        super::super::render(&grid, Format::Grid, &mut out);
        let text = String::from_utf8(out).unwrap();
        let records = read(&format!("{text}\n{text}"));
        assert_eq!(records.len(), 2);
        assert!(records.iter().all(|r| r.puzzle == Ok(grid)));
    }
}
