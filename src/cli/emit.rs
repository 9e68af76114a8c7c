//! Everything that leaves the program, in input order: results to standard output (or
//! `--out-dir` files), messages about bad puzzles and the progress bar to standard error.

use std::fmt::Display;
use std::io::{self, Write};

use serde::Serialize;
use sudoku::Grid;
use sudoku::format::{self, Format, ParseError};

use super::batch::{Evaluated, Event, Task};
use super::console::Console;
use super::exit::Exit;
use super::inputs::Source;
use super::sink::Sink;

/// Where a puzzle came from.
pub struct Position<'a> {
    pub source: &'a Source,
    /// 0-based position of the puzzle in its source.
    pub index: usize,
    /// The line the puzzle starts on.
    pub line: usize,
    /// The format the source is read in, when it could be told.
    pub format: Option<Format>,
}

/// How one puzzle ended: its status word, and whether it makes the run fail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    pub status: &'static str,
    pub failed: bool,
}

impl Verdict {
    pub fn ok(status: &'static str) -> Verdict {
        Verdict {
            status,
            failed: false,
        }
    }

    pub fn failed(status: &'static str) -> Verdict {
        Verdict {
            status,
            failed: true,
        }
    }
}

/// The text one chunk of puzzles produces, gathered before it is written out.
#[derive(Default)]
pub struct Report {
    text: Vec<u8>,
    messages: Vec<u8>,
    /// Whether anything was written to the current destination, and if the last item spanned
    /// several lines: multi-line items are separated by a blank line.
    wrote_any: bool,
    last_multiline: bool,
}

impl Report {
    fn separate(&mut self, multiline: bool) {
        if self.wrote_any && (multiline || self.last_multiline) {
            self.text.push(b'\n');
        }
        self.wrote_any = true;
        self.last_multiline = multiline;
    }

    /// Writes a grid in a text format, separated from a neighbouring block by a blank line.
    pub fn grid(&mut self, grid: &Grid, format: Format) {
        self.separate(format.is_multiline());
        format::render(grid, format, &mut self.text);
    }

    /// Writes one line of text.
    pub fn line(&mut self, text: impl Display) {
        self.separate(false);
        // Writing into a Vec cannot fail.
        let _ = writeln!(self.text, "{text}");
    }

    /// Writes one JSON object on its own line.
    pub fn json(&mut self, value: &impl Serialize) {
        self.separate(false);
        serde_json::to_writer(&mut self.text, value).expect("report values serialize");
        self.text.push(b'\n');
    }

    /// Writes a message about a puzzle to standard error: source, puzzle index, then `what`,
    /// which starts with the line (`line 4: expected 9 cells, found 8`).
    pub fn problem(&mut self, at: &Position<'_>, what: impl Display) {
        let _ = writeln!(
            self.messages,
            "sudoku: {}: puzzle {}: {what}",
            at.source.name, at.index
        );
    }

    /// A message for a puzzle that could not be read.
    pub fn parse_problem(&mut self, at: &Position<'_>, error: &ParseError) {
        if error.line.is_none() {
            let _ = writeln!(self.messages, "sudoku: {}: {error}", at.source.name);
        } else {
            self.problem(at, error);
        }
    }

    /// A message about a readable puzzle, placed at its line.
    pub fn puzzle_problem(&mut self, at: &Position<'_>, what: impl Display) {
        self.problem(at, format_args!("line {}: {what}", at.line));
    }

    /// A message that concerns no single puzzle.
    pub fn message(&mut self, what: impl Display) {
        let _ = writeln!(self.messages, "sudoku: {what}");
    }
}

/// How many puzzles ended with each status, in the order the task lists its statuses.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    pub counts: Vec<(&'static str, u64)>,
}

impl Tally {
    pub fn new(statuses: &[&'static str]) -> Tally {
        Tally {
            counts: statuses.iter().map(|&s| (s, 0)).collect(),
        }
    }

    fn add(&mut self, status: &'static str) {
        match self.counts.iter_mut().find(|(s, _)| *s == status) {
            Some((_, n)) => *n += 1,
            None => self.counts.push((status, 1)),
        }
    }

    pub fn total(&self) -> u64 {
        self.counts.iter().map(|(_, n)| n).sum()
    }
}

/// Writes events out in order and keeps the score.
pub struct Emitter {
    sink: Sink,
    console: Console,
    report: Report,
    tally: Tally,
    exit: Exit,
}

impl Emitter {
    pub fn new(sink: Sink, console: Console, statuses: &[&'static str]) -> Emitter {
        Emitter {
            sink,
            console,
            report: Report::default(),
            tally: Tally::new(statuses),
            exit: Exit::Success,
        }
    }

    pub fn emit<T: Task>(&mut self, task: &T, event: Evaluated<T::Outcome>) -> io::Result<()> {
        match event {
            Event::Begin(source) => {
                if self.sink.begin(&source)? {
                    self.report.wrote_any = false;
                }
            }
            Event::Puzzles {
                source,
                format,
                records,
                outcomes,
            } => {
                let mut done = 0;
                for (record, outcome) in records.iter().zip(&outcomes) {
                    let at = Position {
                        source: &source,
                        index: record.index,
                        line: record.line,
                        format,
                    };
                    let result = match (&record.puzzle, outcome) {
                        (Ok(grid), Some(outcome)) => Ok((grid, outcome)),
                        (Err(error), _) => Err(error),
                        // Skipped because the run is stopping: report nothing more.
                        (Ok(_), None) => break,
                    };
                    let verdict = task.report(&at, result, &mut self.report);
                    self.tally.add(verdict.status);
                    if verdict.failed {
                        self.exit = self.exit.and(Exit::PuzzleFailed);
                    }
                    done += 1;
                }
                self.flush()?;
                self.console.advance(done);
            }
            Event::End(_) => {
                self.flush()?;
                self.sink.end()?;
            }
            Event::Unopenable { name, error } => {
                self.report.message(format_args!("{name}: {error}"));
                self.exit = self.exit.and(Exit::Trouble);
                self.flush()?;
            }
        }
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.report.text.is_empty() {
            let text = &self.report.text;
            let sink = &mut self.sink;
            self.console.suspend(|| sink.write(text))?;
            self.report.text.clear();
        }
        if !self.report.messages.is_empty() {
            self.console.error(&self.report.messages);
            self.report.messages.clear();
        }
        Ok(())
    }

    /// Ends the run: removes the progress bar and returns the score.
    pub fn finish(mut self) -> io::Result<(Exit, Tally, Console)> {
        self.flush()?;
        self.sink.finish()?;
        Ok((self.exit, self.tally, self.console))
    }

    /// Drops any half-written output (an interrupted or failed run).
    pub fn abandon(&mut self) {
        self.sink.abandon();
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    fn source() -> Source {
        Source {
            name: "p.txt".to_string(),
            path: Some(PathBuf::from("p.txt")),
            out_name: PathBuf::from("p.txt"),
        }
    }

    fn text(report: &Report) -> String {
        String::from_utf8(report.text.clone()).unwrap()
    }

    #[test]
    fn blocks_are_separated_by_one_blank_line_and_lines_are_not() {
        let grid = Grid::EMPTY;
        let mut report = Report::default();
        report.grid(&grid, Format::Compact);
        report.grid(&grid, Format::Compact);
        let blocks = text(&report);
        assert_eq!(blocks.matches("\n\n").count(), 1);
        assert!(blocks.starts_with("000000000\n"));
        assert!(!blocks.ends_with("\n\n"));

        let mut report = Report::default();
        report.grid(&grid, Format::Line);
        report.line(2);
        report.grid(&grid, Format::Line);
        assert_eq!(text(&report), format!("{0}\n2\n{0}\n", ".".repeat(81)));
    }

    #[test]
    fn messages_name_source_puzzle_and_line() {
        let source = source();
        let at = Position {
            source: &source,
            index: 3,
            line: 7,
            format: Some(Format::Line),
        };
        let mut report = Report::default();
        report.puzzle_problem(&at, "no solution");
        let error = ParseError {
            line: Some(7),
            column: Some(2),
            kind: format::ErrorKind::CellCount {
                expected: 81,
                found: 80,
            },
        };
        report.parse_problem(&at, &error);
        report.message("p.txt: gone");
        assert_eq!(
            String::from_utf8(report.messages.clone()).unwrap(),
            "sudoku: p.txt: puzzle 3: line 7: no solution\n\
             sudoku: p.txt: puzzle 3: line 7, column 2: expected 81 cells, found 80\n\
             sudoku: p.txt: gone\n"
        );
        assert!(report.text.is_empty(), "messages never reach the results");
    }

    #[test]
    fn json_objects_take_one_line_each() {
        let mut report = Report::default();
        report.json(&serde_json::json!({"a": 1}));
        report.json(&serde_json::json!({"b": [1, 2]}));
        assert_eq!(text(&report), "{\"a\":1}\n{\"b\":[1,2]}\n");
    }

    #[test]
    fn the_tally_counts_each_status_in_the_order_given() {
        let mut tally = Tally::new(&["solved", "unsolvable"]);
        tally.add("unsolvable");
        tally.add("solved");
        tally.add("invalid");
        tally.add("solved");
        assert_eq!(
            tally.counts,
            [("solved", 2), ("unsolvable", 1), ("invalid", 1)]
        );
        assert_eq!(tally.total(), 4);
    }
}
