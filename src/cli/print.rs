//! Turning a command's typed outcomes into what the user sees: one trait, with a text and a
//! JSON printer per command, each writing into a [`Report`] so it can be tested on its own.

use std::io;

use sudoku::format::Format;

use super::report::Report;
use super::task::Item;

pub trait Printer<O>: Sync {
    /// Writes one puzzle position: results into the report's text, problems into its messages.
    fn print(&self, item: &Item<'_, O>, out: &mut Report<'_>) -> io::Result<()>;
}

/// Prints each item in JSON or text by its output format: the one asked for, or with
/// `--output-format same` the format its input was read in (JSON input gives JSON output).
pub struct ByFormat<T, J> {
    /// The output format, `None` for each input's own.
    pub output: Option<Format>,
    pub text: T,
    pub json: J,
}

impl<O, T: Printer<O>, J: Printer<O>> Printer<O> for ByFormat<T, J> {
    fn print(&self, item: &Item<'_, O>, out: &mut Report<'_>) -> io::Result<()> {
        if self.output.or(item.at.format) == Some(Format::Json) {
            self.json.print(item, out)
        } else {
            self.text.print(item, out)
        }
    }
}
