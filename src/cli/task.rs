//! What a command does with each puzzle it reads, as values: the job trait, where a puzzle came
//! from, and the statuses a run counts.
//!
//! A command works out a typed outcome on a worker thread ([`Task::evaluate`]); a printer
//! (see `print`) later turns it into text or JSON in input order. Keeping the two apart is what
//! lets a new command be one module: its task, its outcome, its printers.

use sudoku::Grid;
use sudoku::format::{Format, ParseError, Record};
use sudoku::solver::Start;

use super::inputs::Source;

/// Puzzles per chunk: large enough that handing a chunk to a worker costs little next to solving
/// it, small enough that output starts at once and memory stays flat.
pub const DEFAULT_CHUNK: usize = 512;

/// How one puzzle ended, as a command names it (`solved`, `unique`, …). Every command has its
/// own enum; the summary lists them in the order of [`Status::ALL`].
pub trait Status: Copy + Eq + Send + 'static {
    /// Every status, in the order the summary lists them.
    const ALL: &'static [Self];

    /// The word used in text, JSON and the summary.
    fn name(self) -> &'static str;

    /// Whether this status makes the run exit 1.
    fn failed(self) -> bool;

    /// Its position in [`Status::ALL`].
    fn ordinal(self) -> usize {
        Self::ALL
            .iter()
            .position(|&s| s == self)
            .expect("Status::ALL lists every status")
    }
}

/// What a command does with each puzzle read from its inputs.
pub trait Task: Sync {
    /// The result of evaluating one readable puzzle.
    type Outcome: Send + 'static;
    type Status: Status;

    /// The work on one puzzle, read in `format` (`None` when it could not be told); runs on a
    /// worker thread.
    fn evaluate(&self, puzzle: &Grid, format: Option<Format>) -> Self::Outcome;

    /// The work on one puzzle with everything its input said about it (the candidates of a
    /// pencilmark position, say). Most commands need only the grid, so by default this is
    /// [`Task::evaluate`]; `hint` and `explain` start from the record's candidates.
    fn evaluate_record(
        &self,
        puzzle: &Grid,
        _record: &Record,
        format: Option<Format>,
    ) -> Self::Outcome {
        self.evaluate(puzzle, format)
    }

    /// The status of a puzzle: its outcome, or why it could not be read.
    fn status(&self, result: Result<&Self::Outcome, &ParseError>) -> Self::Status;

    /// How many puzzles to evaluate per chunk.
    fn chunk_size(&self) -> usize {
        DEFAULT_CHUNK
    }
}

/// What a search of a record's puzzle starts from: the player's pencilmarks when the input gave
/// them, so that a candidate they struck is never used, and the givens otherwise.
pub fn search_start<'a>(puzzle: &'a Grid, record: &'a Record) -> Start<'a> {
    match record.candidates() {
        Some(candidates) => Start::Pencilmarks(candidates),
        None => Start::Givens(puzzle),
    }
}

/// Where a puzzle came from.
#[derive(Debug, Clone, Copy)]
pub struct Position<'a> {
    pub source: &'a Source,
    /// 0-based position of the puzzle in its source.
    pub index: usize,
    /// The line the puzzle starts on.
    pub line: usize,
    /// The format the source is read in, when it could be told.
    pub format: Option<Format>,
}

/// One puzzle position as a printer sees it: where it is, and its outcome or why it could not
/// be read, and the record it was read from, for what the input said around it (its annotation,
/// label and other JSON fields).
pub struct Item<'a, O> {
    pub at: Position<'a>,
    pub record: &'a Record,
    pub result: Result<(&'a Grid, &'a O), &'a ParseError>,
}

impl<O> Item<'_, O> {
    /// The format this item's result is written in: `output`, or with `-o same` (`None`) the
    /// format its puzzle was read in. That is its input's, but for a puzzle read on a line of
    /// its own between blocks, with a label before it or an annotation after it (`12. 4.1…`
    /// between compact blocks): written as a block, its label would go on a line of its own,
    /// where a number (`12.`, `#4`) reads back as a damaged row or a comment, and its annotation
    /// would be lost; on its line, both read back.
    pub fn written_in(&self, output: Option<Format>) -> Format {
        self.written_in_keeping(output, true)
    }

    /// [`Item::written_in`] for the mark that stands in for a puzzle that failed or has no
    /// answer (`--placeholder`): the annotation is not written with it, so only a label on
    /// its line keeps it on a line. Alone between blocks, it is set apart as a block, as it
    /// reads back: written as a line (`-` right after `4.1… #3`), it came back a block.
    pub fn mark_written_in(&self, output: Option<Format>) -> Format {
        self.written_in_keeping(output, false)
    }

    fn written_in_keeping(&self, output: Option<Format>, annotation: bool) -> Format {
        let read_in = match output {
            Some(format) => return format,
            None => self.at.format.unwrap_or(Format::Line),
        };
        let said = self.record.metadata();
        let on_a_line = said.label_gap.is_some() || annotation && said.annotation.is_some();
        match read_in.is_multiline() && on_a_line {
            true => Format::Line,
            false => read_in,
        }
    }
}
