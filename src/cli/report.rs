//! The text one destination receives, as printers write it: results (blocks separated by one
//! blank line, lines, JSON objects) and messages about bad puzzles for standard error.
//!
//! Printers write into a [`Report`] rather than straight to a file or terminal, so each printer
//! can be tested by rendering into a `Vec<u8>`, and output is written in large pieces.

use std::fmt::Display;
use std::io::{self, Write};

use serde::Serialize;
use sudoku::format::{self, Format, Metadata, ParseError, Record, RenderOptions};
use sudoku::logic::LogicError;
use sudoku::{Candidates, Grid};

use super::style;
use super::task::{Item, Position};
use super::wire::{self, Carried};

/// Whether anything was written to the current destination yet, and whether the last item
/// spanned several lines: multi-line items are separated by a blank line.
#[derive(Debug, Default, Clone)]
pub struct Layout {
    wrote_any: bool,
    last_multiline: bool,
    /// The heading of a puzzle left out (see [`Report::in_place_of`]), held back until a
    /// puzzle of the same input is written after it: a CSV file's column names alone, every
    /// row under them left out (`canon --dedupe`), would not read back.
    held_heading: Vec<u8>,
}

impl Layout {
    /// A new input begins: a heading held back from the last one is not this one's.
    pub fn drop_held_heading(&mut self) {
        self.held_heading.clear();
    }
}

/// Past this many bytes of pending results, a printer that streams (`solve --all`) hands them
/// on, so memory stays flat however much one puzzle produces.
pub const SPILL_BYTES: usize = 256 * 1024;

/// Writes pending result bytes on to their destination and empties the buffer.
pub type Spill<'a> = dyn FnMut(&mut Vec<u8>) -> io::Result<()> + 'a;

pub struct Report<'a> {
    text: &'a mut Vec<u8>,
    layout: &'a mut Layout,
    messages: &'a mut Vec<u8>,
    spill: &'a mut Spill<'a>,
}

impl<'a> Report<'a> {
    pub fn new(
        text: &'a mut Vec<u8>,
        layout: &'a mut Layout,
        messages: &'a mut Vec<u8>,
        spill: &'a mut Spill<'a>,
    ) -> Report<'a> {
        Report {
            text,
            layout,
            messages,
            spill,
        }
    }

    /// Starts an item, with a blank line before it where blocks need one, and the heading a
    /// puzzle left out before it held back (unless [`Report::separate_under`] says the item
    /// has its own).
    fn separate(&mut self, multiline: bool) {
        if self.layout.wrote_any && (multiline || self.layout.last_multiline) {
            self.text.push(b'\n');
        }
        self.layout.wrote_any = true;
        self.layout.last_multiline = multiline;
        self.text.append(&mut self.layout.held_heading);
    }

    /// [`Report::separate`] for an item written with `metadata`: a heading of its own takes
    /// the place of one held back.
    fn separate_under(&mut self, multiline: bool, metadata: &Metadata<'_>) {
        if metadata.heading.is_some() {
            self.layout.held_heading.clear();
        }
        self.separate(multiline);
    }

    /// Writes a grid in a text format, separated from a neighbouring block by a blank line.
    pub fn grid(&mut self, grid: &Grid, format: Format) {
        self.separate(format.is_multiline());
        format::render(grid, format, self.text);
    }

    /// Writes a grid in a text format with a [`Look`] (its givens set apart, or another blank
    /// character; the plain look writes exactly what [`Report::grid`] writes), and with what
    /// its input said around it: the label on its own line before it, the annotation after it
    /// on its line in the formats that keep one (`line`, `hodoku`, `pencilmark-line`).
    pub fn grid_with(
        &mut self,
        grid: &Grid,
        format: Format,
        look: &Look<'_>,
        metadata: &Metadata<'_>,
    ) {
        let options = look.options(format);
        if look.givens.is_none() && options.blank.is_none() && *metadata == Metadata::default() {
            return self.grid(grid, format);
        }
        self.separate_under(format.is_multiline(), metadata);
        format::write_label(metadata, format, self.text);
        // The label is written apart so that its digits (`Grid 01`) are never taken for cells.
        let metadata = Metadata {
            heading: None,
            label: None,
            label_gap: None,
            ..*metadata
        };
        match look.givens {
            None => {
                format::render_with(grid, format, &options, &metadata, self.text);
            }
            Some(_) => {
                let mut plain = Vec::with_capacity(256);
                format::render_with(grid, format, &options, &metadata, &mut plain);
                look.restyle(&plain, self.text);
            }
        }
    }

    /// Writes a player's position in `format`, a pencilmark one, with the label of `metadata`
    /// before it.
    pub fn candidates_with(
        &mut self,
        candidates: &Candidates,
        format: Format,
        look: &Look<'_>,
        metadata: &Metadata<'_>,
    ) {
        self.separate_under(format.is_multiline(), metadata);
        format::write_label(metadata, format, self.text);
        let options = look.options(format);
        let none = Metadata::default();
        format::render_candidates_with(candidates, format, &options, &none, self.text);
    }

    /// Writes a puzzle as its input gave it: its candidates in a pencilmark format (the
    /// settled grid in the others), and with `metadata` its label and annotation.
    pub fn record(&mut self, record: &Record, format: Format, look: &Look<'_>, metadata: bool) {
        debug_assert!(look.givens.is_none(), "a record is written without givens");
        let options = look.options(format);
        if metadata {
            self.separate_under(format.is_multiline(), &record.metadata());
            record.render(format, &options, self.text);
            return;
        }
        match (record.candidates(), &record.puzzle) {
            (Some(candidates), Ok(_)) => {
                self.candidates_with(candidates, format, look, &Metadata::default());
            }
            (None, Ok(grid)) => self.grid_with(grid, format, look, &Metadata::default()),
            (_, Err(_)) => {}
        }
    }

    /// Writes what stands in for a puzzle that failed, or that a command leaves out: with a
    /// placeholder mark (`--placeholder`), the mark, which in a multi-line format takes a
    /// block's place, separated like one, so blocks still count puzzles, after the puzzle's
    /// label when it had one and the input's format is written, as a result would be, so that
    /// label and answer still pair up. Without one, only the heading of a puzzle that names
    /// itself on its line or has no name, held back for the next puzzle of its input that is
    /// written (a CSV file's column names stay, whatever becomes of its first puzzle, but not
    /// alone at the end); above a puzzle whose label is a line of its own (`Grid 02` after a
    /// title), the heading alone would read back as the next puzzle's label, and is left out
    /// with it.
    pub fn in_place_of(&mut self, mark: Option<&str>, format: Format, metadata: &Metadata<'_>) {
        let Some(mark) = mark else {
            let named = format::stays_on_its_line(metadata, format);
            if metadata.heading.is_some() && (named || metadata.label.is_none()) {
                let heading = Metadata {
                    heading: metadata.heading,
                    ..Metadata::default()
                };
                self.layout.held_heading.clear();
                format::write_label(&heading, format, &mut self.layout.held_heading);
            }
            return;
        };
        self.separate_under(format.is_multiline(), metadata);
        format::write_label_before_mark(metadata, format, mark, self.text);
        self.text.extend_from_slice(mark.as_bytes());
        self.text.push(b'\n');
    }

    /// Writes a block of lines (`text`, each ending in a newline), set apart from its
    /// neighbours by a blank line, as grids are: one puzzle's path among others.
    pub fn block(&mut self, text: &[u8]) {
        self.separate(true);
        self.text.extend_from_slice(text);
    }

    /// Writes one line of text.
    pub fn line(&mut self, text: impl Display) {
        self.separate(false);
        // Writing into a Vec cannot fail.
        let _ = writeln!(self.text, "{text}");
    }

    /// Writes one JSON object on its own line, with what its input carried after its fields.
    pub fn json_with(&mut self, value: &impl Serialize, carried: &Carried<'_>) {
        self.separate(false);
        wire::write_object(self.text, value, carried);
        self.text.push(b'\n');
    }

    /// Starts one JSON line written in pieces ([`Report::raw`]) by a printer that streams.
    pub fn begin_json_line(&mut self) {
        self.separate(false);
    }

    /// The pending bytes, for a printer that writes an item in pieces.
    pub fn raw(&mut self) -> &mut Vec<u8> {
        self.text
    }

    /// Hands pending results on once they are large: for printers that stream.
    pub fn spill_if_large(&mut self) -> io::Result<()> {
        if self.text.len() >= SPILL_BYTES {
            (self.spill)(self.text)?;
        }
        Ok(())
    }

    /// Writes a message about a puzzle to standard error: source, puzzle index, then `what`,
    /// which starts with the line (`line 4: expected 9 cells, found 8`).
    pub fn problem(&mut self, at: &Position<'_>, what: impl Display) {
        let _ = writeln!(
            self.messages,
            "{}{}: puzzle {}: {what}",
            style::error_prefix(),
            at.source.shown(),
            at.index
        );
    }

    /// A message for a puzzle that could not be read.
    pub fn parse_problem(&mut self, at: &Position<'_>, error: &ParseError) {
        if error.line.is_none() {
            let _ = writeln!(
                self.messages,
                "{}{}: {error}",
                style::error_prefix(),
                at.source.shown()
            );
        } else {
            self.problem(at, error);
        }
    }

    /// A message that names its own place (`puzzle 5: …` for a generated puzzle).
    pub fn message(&mut self, what: impl Display) {
        let _ = writeln!(self.messages, "sudoku: {what}");
    }

    /// A message about a readable puzzle, placed at its line.
    pub fn puzzle_problem(&mut self, at: &Position<'_>, what: impl Display) {
        self.problem(at, format_args!("line {}: {what}", at.line));
    }

    /// The message for a puzzle of `item` that could not be read, or that the logic engine
    /// turned down (`failure` tells, from the outcome: no solution, several, a broken rule).
    pub fn logic_problem<O>(
        &mut self,
        item: &Item<'_, O>,
        failure: impl FnOnce(&O) -> Option<&LogicError>,
    ) {
        match item.result {
            Err(error) => self.parse_problem(&item.at, error),
            Ok((puzzle, outcome)) => {
                if let Some(error) = failure(outcome) {
                    self.puzzle_problem(&item.at, wire::describe_logic_error(puzzle, *error));
                }
            }
        }
    }
}

/// What the input said around `record`'s puzzle (its label and annotation), to write around
/// what a command made of it: only into the input's own format (`output` `None`, `-o same`),
/// where it reads back as it was read.
pub fn said_around(output: Option<Format>, record: &Record) -> Metadata<'_> {
    match output {
        None => record.metadata(),
        Some(_) => Metadata::default(),
    }
}

/// The label alone of [`said_around`], for a puzzle a command changed: the annotation after it
/// (a rating, a solution) spoke of the puzzle as it was read, and may be false of the new one
/// (a minimized puzzle rates otherwise; a shuffled one has another solution). Column names
/// above lose the names of the columns the annotation held ([`Record::label_metadata`]).
pub fn label_around(output: Option<Format>, record: &Record) -> Metadata<'_> {
    match output {
        None => record.label_metadata(),
        Some(_) => Metadata::default(),
    }
}

/// What to write in place of a puzzle that failed, among results that keep what the input
/// said around them (`solve`, `format`): [`label_around`], under column names kept whole, as
/// the rows written after it keep every field.
pub fn failed_around(output: Option<Format>, record: &Record) -> Metadata<'_> {
    Metadata {
        heading: said_around(output, record).heading,
        ..label_around(output, record)
    }
}

/// How grids are drawn beyond their format, for people.
#[derive(Debug, Default, Clone, Copy)]
pub struct Look<'a> {
    /// Cells given in this grid are drawn in bold (a solution beside its puzzle); done on the
    /// rendered text, so every format stays the library's.
    pub givens: Option<&'a Grid>,
    /// The blank character in `compact` and `line` output, instead of `0` and `.`; the other
    /// formats keep theirs, so that they read back. Not combined with `givens`.
    pub blank: Option<char>,
}

impl Look<'_> {
    /// The library's options for writing in `format` in this look.
    fn options(&self, format: Format) -> RenderOptions {
        let own_blank = matches!(format, Format::Compact | Format::Line);
        RenderOptions {
            blank: self.blank.filter(|_| own_blank),
        }
    }

    /// Copies `plain`, the rendering of a grid, to `out` with the givens set apart. Every cell
    /// is one ASCII digit or `.` in reading order, and no other digit or `.` comes before the
    /// last cell (labels are written apart), so cells are found by counting those.
    fn restyle(&self, plain: &[u8], out: &mut Vec<u8>) {
        let Some(givens) = self.givens else {
            return out.extend_from_slice(plain);
        };
        let mut cell = 0;
        for &byte in plain {
            if cell >= sudoku::grid::CELLS || !(byte.is_ascii_digit() || byte == b'.') {
                out.push(byte);
                continue;
            }
            if givens.get(cell) != 0 {
                let given = style::paint(true, style::GIVEN, byte as char);
                out.extend_from_slice(given.as_bytes());
            } else {
                out.push(byte);
            }
            cell += 1;
        }
    }
}

/// A report into plain buffers, for printer tests: results and messages as strings.
#[cfg(test)]
pub fn render_to_strings(print: impl FnOnce(&mut Report<'_>)) -> (String, String) {
    let (mut text, mut messages, mut layout) = (Vec::new(), Vec::new(), Layout::default());
    let mut spill = |_: &mut Vec<u8>| Ok(());
    print(&mut Report::new(
        &mut text,
        &mut layout,
        &mut messages,
        &mut spill,
    ));
    (
        String::from_utf8(text).unwrap(),
        String::from_utf8(messages).unwrap(),
    )
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::cli::inputs::{Opening, Source};

    fn source() -> Source {
        Source {
            name: "p.txt".to_string(),
            path: Some(PathBuf::from("p.txt")),
            out_name: PathBuf::from("p.txt"),
            opening: Opening::AsNamed,
        }
    }

    #[test]
    fn blocks_are_separated_by_one_blank_line_and_lines_are_not() {
        let grid = Grid::EMPTY;
        let (blocks, _) = render_to_strings(|out| {
            out.grid(&grid, Format::Compact);
            out.grid(&grid, Format::Compact);
        });
        assert_eq!(blocks.matches("\n\n").count(), 1);
        assert!(blocks.starts_with("000000000\n"));
        assert!(!blocks.ends_with("\n\n"));

        let (lines, _) = render_to_strings(|out| {
            out.grid(&grid, Format::Line);
            out.line(2);
            out.grid(&grid, Format::Line);
        });
        assert_eq!(lines, format!("{0}\n2\n{0}\n", ".".repeat(81)));
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
        let error = ParseError {
            line: Some(7),
            column: Some(2),
            kind: format::ErrorKind::CellCount {
                expected: 81,
                found: 80,
            },
        };
        let (text, messages) = render_to_strings(|out| {
            out.puzzle_problem(&at, "no solution");
            out.parse_problem(&at, &error);
        });
        assert_eq!(
            messages,
            "sudoku: p.txt: puzzle 3: line 7: no solution\n\
             sudoku: p.txt: puzzle 3: line 7, column 2: expected 81 cells, found 80\n"
        );
        assert!(text.is_empty(), "messages never reach the results");
    }

    #[test]
    fn json_objects_take_one_line_each() {
        let (text, _) = render_to_strings(|out| {
            out.json_with(&serde_json::json!({"a": 1}), &Carried::default());
            out.json_with(&serde_json::json!({"b": [1, 2]}), &Carried::default());
        });
        assert_eq!(text, "{\"a\":1}\n{\"b\":[1,2]}\n");
    }

    #[test]
    fn large_pending_output_is_spilled_and_small_is_kept() {
        let (mut text, mut messages, mut layout) = (Vec::new(), Vec::new(), Layout::default());
        let mut spilled = 0;
        let mut spill = |buf: &mut Vec<u8>| {
            spilled += buf.len();
            buf.clear();
            Ok(())
        };
        {
            let mut report = Report::new(&mut text, &mut layout, &mut messages, &mut spill);
            report.line("small");
            report.spill_if_large().unwrap();
            report.raw().resize(SPILL_BYTES, b'x');
            report.spill_if_large().unwrap();
        }
        assert_eq!(spilled, SPILL_BYTES);
        assert!(text.is_empty());
    }
}
