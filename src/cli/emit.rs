//! Everything that leaves the program, in order: results to standard output (or `--out-dir`
//! files), messages about bad puzzles to standard error, and the score kept on the way.

use std::io;

use super::console::Console;
use super::exit::Exit;
use super::inputs::Source;
use super::report::{Layout, Report};
use super::sink::Sink;
use super::tally::Tally;
use super::task::Status;

/// Writes printed items out in order and keeps the score.
pub struct Output<S: Status> {
    sink: Sink,
    console: Console,
    /// Results printed but not yet written.
    text: Vec<u8>,
    /// Messages for standard error, not yet written.
    messages: Vec<u8>,
    layout: Layout,
    tally: Tally<S>,
    /// Trouble beyond single puzzles (an input that cannot be opened or read).
    trouble: bool,
    /// Whether the current source could not be read to the end.
    unread: bool,
    /// Whether some of the current source's puzzles were skipped because the run is stopping.
    cut_short: bool,
}

impl<S: Status> Output<S> {
    pub fn new(sink: Sink, console: Console) -> Output<S> {
        Output {
            sink,
            console,
            text: Vec::new(),
            messages: Vec::new(),
            layout: Layout::default(),
            tally: Tally::default(),
            trouble: false,
            unread: false,
            cut_short: false,
        }
    }

    /// Results for `source` begin: a new destination under `--out-dir`.
    pub fn begin(&mut self, source: &Source) -> io::Result<()> {
        self.unread = false;
        self.cut_short = false;
        if self.sink.begin(source)? {
            self.layout = Layout::default();
        }
        self.layout.drop_held_heading();
        Ok(())
    }

    /// Prints one item with `print`, which returns the item's status.
    pub fn item(&mut self, print: impl FnOnce(&mut Report<'_>) -> io::Result<S>) -> io::Result<()> {
        let Output {
            sink,
            console,
            text,
            messages,
            layout,
            tally,
            ..
        } = self;
        let mut spill = |pending: &mut Vec<u8>| {
            console.suspend(|| sink.write(pending))?;
            pending.clear();
            Ok(())
        };
        let status = print(&mut Report::new(text, layout, messages, &mut spill))?;
        tally.add(status);
        // A signal while the item was printed may have ended it early (`solve --all` ends its
        // list there): its `--out-dir` file is not complete.
        if super::interrupt::requested() {
            self.cut_short = true;
        }
        Ok(())
    }

    /// Writes a message that concerns no single puzzle, for a problem that makes the run exit 2.
    pub fn trouble(&mut self, what: impl std::fmt::Display) {
        use std::io::Write;
        let _ = writeln!(self.messages, "{}{what}", super::style::error_prefix());
        self.trouble = true;
    }

    /// The current source could not be read to the end (a disk error, a directory as standard
    /// input), whose message is written elsewhere: the run exits 2, and under `--out-dir` its
    /// results are not written, since a file there appears whole or not at all.
    pub fn mark_unread(&mut self) {
        self.trouble = true;
        self.unread = true;
    }

    /// Some of the current source's puzzles were skipped because the run is stopping (Ctrl-C):
    /// under `--out-dir` its file is not complete, and is dropped when its source ends, an
    /// earlier run's file of that name left as it was.
    pub fn mark_cut_short(&mut self) {
        self.cut_short = true;
    }

    /// Writes out what was printed so far and moves the bar on by `done` items.
    pub fn flush(&mut self, done: usize) -> io::Result<()> {
        if !self.text.is_empty() {
            let (text, sink) = (&self.text, &mut self.sink);
            self.console.suspend(|| sink.write(text))?;
            self.text.clear();
        }
        if !self.messages.is_empty() {
            self.console.error(&self.messages);
            self.messages.clear();
        }
        self.console.advance(done);
        Ok(())
    }

    /// The current destination is complete, or, when its source could not be read to the end
    /// or the run stopped before its last puzzle, dropped (an earlier run's file of that name
    /// is left as it was).
    pub fn end(&mut self, source: &Source) -> io::Result<()> {
        if self.cut_short {
            self.sink.drop_current();
        }
        if self.unread && self.sink.drop_current() {
            self.trouble(format_args!(
                "{}: not written below --out-dir, as it could not be read to the end",
                source.shown()
            ));
        }
        self.flush(0)?;
        self.sink.end()
    }

    /// Ends the run: the exit status, the score and the console for the summary.
    pub fn finish(mut self) -> io::Result<(Exit, Tally<S>, Console)> {
        self.flush(0)?;
        self.sink.finish()?;
        let mut exit = Exit::Success;
        if self.tally.any_failed() {
            exit = exit.and(Exit::PuzzleFailed);
        }
        if self.trouble {
            exit = exit.and(Exit::Trouble);
        }
        Ok((exit, self.tally, self.console))
    }

    /// Whether writing a result file below `--out-dir` failed (a full disk).
    pub fn failed_writing_a_file(&self) -> bool {
        self.sink.failed_writing_a_file()
    }

    /// Drops any half-written output (an interrupted or failed run).
    pub fn abandon(&mut self) {
        self.sink.abandon();
    }
}
