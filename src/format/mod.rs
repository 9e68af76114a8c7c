//! The text formats puzzles are read from and written to, and telling them apart.
//!
//! Reading is streaming: [`PuzzleReader`] turns any `BufRead` into puzzles one at a time, holding
//! at most one puzzle and one bounded line in memory, so a file of millions of puzzles costs no
//! more than a file of one. Every problem is reported as a [`ParseError`] carrying the line (and
//! where it helps, the column) so that a message can say exactly where the input went wrong.

mod boxed;
mod cells;
mod compact;
mod detect;
mod error;
mod json;
mod line;
mod lines;
mod reader;
mod spaced;

use std::fmt;
use std::str::FromStr;

use crate::grid::Grid;

pub use error::{ErrorKind, ParseError, Stray};
pub use lines::MAX_LINE_BYTES;
pub use reader::{PuzzleReader, Record};

/// A puzzle format, as named on the command line. More will come (pencilmarks, collections), so
/// code outside the crate matches it with a wildcard arm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Format {
    /// 9 rows of 9 characters, `0` (or `.`) for a blank.
    Compact,
    /// 9 rows of 9 whitespace-separated numbers, `0` (or `.`) for a blank.
    Spaced,
    /// 81 characters on one line, `.` (or `0`) for a blank.
    Line,
    /// A boxed, human-readable grid with `+---+` rules and `|` separators.
    Grid,
    /// One JSON object per line whose `puzzle` field holds the line form.
    Json,
}

impl Format {
    /// Every format, in the order the help text lists them.
    pub const ALL: [Format; 5] = [
        Format::Compact,
        Format::Spaced,
        Format::Line,
        Format::Grid,
        Format::Json,
    ];

    /// The name used on the command line and in messages.
    pub fn name(self) -> &'static str {
        match self {
            Format::Compact => "compact",
            Format::Spaced => "spaced",
            Format::Line => "line",
            Format::Grid => "grid",
            Format::Json => "json",
        }
    }

    /// True for the formats whose puzzles span several lines, separated by blank lines.
    pub fn is_multiline(self) -> bool {
        matches!(self, Format::Compact | Format::Spaced | Format::Grid)
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A format name that is not one of [`Format::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown format {0:?}; expected one of compact, spaced, line, grid, json")]
pub struct UnknownFormat(pub String);

impl FromStr for Format {
    type Err = UnknownFormat;

    fn from_str(s: &str) -> Result<Format, UnknownFormat> {
        Format::ALL
            .into_iter()
            .find(|f| f.name() == s)
            .ok_or_else(|| UnknownFormat(s.to_string()))
    }
}

/// Appends `grid` to `out` in a text format, each line ending in `\n`.
///
/// Returns `false` for [`Format::Json`], whose objects carry more than a grid and are written by
/// the caller that knows those fields.
pub fn render(grid: &Grid, format: Format, out: &mut Vec<u8>) -> bool {
    match format {
        Format::Compact => compact::render(grid, out),
        Format::Spaced => spaced::render(grid, out),
        Format::Line => line::render(grid, out),
        Format::Grid => boxed::render(grid, out),
        Format::Json => return false,
    }
    true
}

/// Parses a single 81-character line (`.` or `0` for blanks), as found in a JSON `puzzle`
/// field or on the command line.
pub fn parse_line(text: &str) -> Result<Grid, ParseError> {
    line::parse(text.as_bytes(), 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for format in Format::ALL {
            assert_eq!(format.name().parse::<Format>(), Ok(format));
        }
        assert!("xml".parse::<Format>().is_err());
    }
}
