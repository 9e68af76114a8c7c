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
mod hodoku;
mod json;
mod line;
mod lines;
mod pencilmark;
mod reader;
mod spaced;
mod unicode;

use std::fmt;
use std::str::FromStr;

use crate::candidates::Candidates;
use crate::grid::Grid;

pub use error::{ErrorKind, ParseError, Stray};
pub(crate) use error::{looks_blank, shows_as_nothing};
pub use json::Fields;
pub use line::CellFields;
pub use lines::{MAX_JSON_LINE_BYTES, MAX_LINE_BYTES, WideText, wide_text};
pub use reader::{Details, PuzzleReader, Record};

/// A puzzle format, as named on the command line. More will come (pencilmarks, collections), so
/// code outside the crate matches it with a wildcard arm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Format {
    /// 9 rows of 9 characters, `0` (or `.`) for a blank.
    Compact,
    /// 9 rows of 9 whitespace-separated numbers, `0` (or `.`) for a blank.
    Spaced,
    /// 81 characters on one line, `.` (or `0`) for a blank, perhaps followed by an annotation.
    Line,
    /// A boxed, human-readable grid with `+---+` rules and `|` separators.
    Grid,
    /// A grid drawn with Unicode box-drawing characters, `·` for a blank.
    Unicode,
    /// One JSON object per line whose `puzzle` field holds the line form.
    Json,
    /// HoDoKu library lines, `:0000:x:PUZZLE:::`.
    Hodoku,
    /// Pencilmarks as one 729-character line: nine slots per cell, the digit while it is a
    /// candidate, `.` once it is not.
    PencilmarkLine,
    /// Pencilmarks as 9 rows of 9 candidate strings such as `1245`, boxed.
    PencilmarkGrid,
}

impl Format {
    /// Every format, in the order the help text lists them.
    pub const ALL: [Format; 9] = [
        Format::Compact,
        Format::Spaced,
        Format::Line,
        Format::Grid,
        Format::Unicode,
        Format::Json,
        Format::Hodoku,
        Format::PencilmarkLine,
        Format::PencilmarkGrid,
    ];

    /// The name used on the command line and in messages.
    pub fn name(self) -> &'static str {
        match self {
            Format::Compact => "compact",
            Format::Spaced => "spaced",
            Format::Line => "line",
            Format::Grid => "grid",
            Format::Unicode => "unicode",
            Format::Json => "json",
            Format::Hodoku => "hodoku",
            Format::PencilmarkLine => "pencilmark-line",
            Format::PencilmarkGrid => "pencilmark-grid",
        }
    }

    /// True for the formats whose puzzles span several lines, separated by blank lines.
    pub fn is_multiline(self) -> bool {
        matches!(
            self,
            Format::Compact
                | Format::Spaced
                | Format::Grid
                | Format::Unicode
                | Format::PencilmarkGrid
        )
    }

    /// True for the formats that write candidates rather than a grid.
    pub fn is_pencilmark(self) -> bool {
        matches!(self, Format::PencilmarkLine | Format::PencilmarkGrid)
    }

    /// True for the formats that keep an annotation on the puzzle's line.
    pub fn keeps_annotation(self) -> bool {
        matches!(self, Format::Line | Format::Hodoku | Format::PencilmarkLine)
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A format name that is not one of [`Format::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown format {0:?}; expected one of {names}", names = Format::ALL.map(Format::name).join(", "))]
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

/// How puzzles are written, beyond the format itself.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RenderOptions {
    /// The character for a blank cell in the compact, line and unicode formats; `None` for each
    /// format's own (`0`, `.`, `·`). Characters other than `.`, `0`, `x`, `X`, `*` and `_` (and
    /// `·` in unicode grids) do not read back.
    pub blank: Option<char>,
}

/// What an input said around a puzzle, written back with it (or with a grid made from it, such
/// as its solution) by [`render_with`]. [`Record::metadata`] gives a record's.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Metadata<'a> {
    /// Lines written before the label: header lines read before the puzzle that are not its
    /// label ([`Details::heading`]).
    pub heading: Option<&'a str>,
    /// A header line written before the puzzle.
    pub label: Option<&'a str>,
    /// For a label read before the puzzle on its line, the whitespace that stood between them
    /// ([`Details::label_gap`]): the line format writes the label back there, as it was.
    pub label_gap: Option<&'a str>,
    /// Text written after the puzzle on its line, in the formats that have one
    /// ([`Format::keeps_annotation`]); the other formats leave it out.
    pub annotation: Option<&'a str>,
    /// The whitespace written between the puzzle and its annotation; when empty, a space unless
    /// the annotation starts with a separator of its own (`;`, `#`, `:`…).
    pub separator: &'a str,
    /// The empty fields that ended the puzzle's line in a tab-separated file, written back
    /// after the annotation ([`Details::trailer`]).
    pub trailer: &'a str,
    /// In the line format, the layout of a puzzle read one cell to a field (`4,0,0,…`),
    /// written back alike ([`Details::cell_fields`]).
    pub cell_fields: Option<CellFields>,
}

/// Whether a character can be read back as a blank by the compact and line formats.
pub fn reads_as_blank(c: char) -> bool {
    u8::try_from(c).is_ok_and(|b| cells::BLANKS.contains(&b))
}

/// Appends `grid` to `out` in a text format, each line ending in `\n`; in a pencilmark format, its
/// initial candidates.
///
/// Returns `false` for [`Format::Json`], whose objects carry more than a grid and are written by
/// the caller that knows those fields.
pub fn render(grid: &Grid, format: Format, out: &mut Vec<u8>) -> bool {
    // The path of every `format --to line` and `solve`: no options, no metadata to look at.
    if format == Format::Line {
        out.extend_from_slice(&grid.line_bytes());
        out.push(b'\n');
        return true;
    }
    render_with(
        grid,
        format,
        &RenderOptions::default(),
        &Metadata::default(),
        out,
    )
}

/// Appends `grid` to `out` like [`render`], with `options` and the label and annotation of
/// `metadata`, so that a puzzle (or its solution) goes back out the way its input had it.
pub fn render_with(
    grid: &Grid,
    format: Format,
    options: &RenderOptions,
    metadata: &Metadata<'_>,
    out: &mut Vec<u8>,
) -> bool {
    let candidates = format.is_pencilmark().then(|| Candidates::from_grid(grid));
    write(grid, candidates.as_ref(), format, options, metadata, out)
}

/// Appends a position to `out`: its candidates in a pencilmark format, and in the others the grid
/// of its settled cells.
pub fn render_candidates_with(
    candidates: &Candidates,
    format: Format,
    options: &RenderOptions,
    metadata: &Metadata<'_>,
    out: &mut Vec<u8>,
) -> bool {
    let grid = candidates.settled();
    write(&grid, Some(candidates), format, options, metadata, out)
}

/// The mark `--placeholder` writes by default in place of a puzzle that failed. Read back on
/// a line of its own (after a label or not), it is that failed puzzle again, in every format:
/// the entries still line up.
pub const PLACEHOLDER: &str = "-";

/// Writes a puzzle's heading and `label` before it in `format`: the heading on a line of its
/// own; the label on a line of its own, as a header, or in the line format on the puzzle's
/// line, where it reads back from, when it was read from there (`Easy one;4.1…`, kept with the
/// whitespace that followed it) or would not read back as a header (`12.`, `#4`).
pub fn write_label(metadata: &Metadata<'_>, format: Format, out: &mut Vec<u8>) {
    write_label_placed(metadata, label_placement(metadata, format), out);
}

/// Writes a puzzle's heading and `label` before `mark`, a placeholder that stands in for it
/// (`--placeholder`), as [`write_label`] does, but for where the mark's line must read back as
/// that failed puzzle: a number or fields stay on it (`12. -`, `#3 -`, `654,-`), but words
/// would make it a header (`Easy one;-`), so they go on a line of their own, and so does a
/// `#3` before a mark other than [`PLACEHOLDER`], with which it would read as a comment.
pub fn write_label_before_mark(
    metadata: &Metadata<'_>,
    format: Format,
    mark: &str,
    out: &mut Vec<u8>,
) {
    // A quoted puzzle's label ends with the quote that opened it (`"2","`, or `"` alone when
    // the puzzle is the row's first field): the mark takes the field's place without it
    // (`"2",-`, `-`), so that it reads back as the mark with its label.
    let opened = metadata
        .label
        .and_then(|label| label.strip_suffix('"'))
        .filter(|label| label.is_empty() || label.ends_with([',', ';', '\t']));
    if let Some(label) = opened.filter(|_| format == Format::Line) {
        let fields = Metadata {
            label: Some(label),
            ..*metadata
        };
        write_label_placed(&fields, Placement::OnItsLine(""), out);
        return;
    }
    let unplaced = Metadata {
        label_gap: None,
        ..*metadata
    };
    let placement = match label_placement(&unplaced, format) {
        Placement::OnItsLine(_)
            if mark != PLACEHOLDER && metadata.label.is_some_and(|l| l.starts_with('#')) =>
        {
            Placement::OwnLine
        }
        placement => placement,
    };
    write_label_placed(metadata, placement, out);
}

/// Whether the label of `metadata` is written on its puzzle's line in `format` rather than on
/// a line of its own (see [`write_label`]).
pub fn stays_on_its_line(metadata: &Metadata<'_>, format: Format) -> bool {
    matches!(label_placement(metadata, format), Placement::OnItsLine(_))
}

/// Where a label goes.
enum Placement<'a> {
    /// On a line of its own, before the puzzle.
    OwnLine,
    /// Before the puzzle on its line, followed by this.
    OnItsLine(&'a str),
}

/// Where the label of `metadata` goes in `format`: see [`write_label`].
fn label_placement<'a>(metadata: &Metadata<'a>, format: Format) -> Placement<'a> {
    let Some(label) = metadata.label else {
        return Placement::OwnLine;
    };
    if format != Format::Line {
        return Placement::OwnLine;
    }
    if let Some(gap) = metadata.label_gap {
        return Placement::OnItsLine(gap);
    }
    if reader::reads_as_header(label) {
        return Placement::OwnLine;
    }
    // Fields before the puzzle keep their separator (`1,4.1…`, `1<TAB>4.1…`), so a CSV or TSV
    // line reads back; words keep a space (`12. 4.1…`).
    let field = label.ends_with('\t')
        || label.ends_with([',', ';']) && !label.contains(|c: char| c.is_ascii_whitespace());
    Placement::OnItsLine(if field { "" } else { " " })
}

fn write_label_placed(metadata: &Metadata<'_>, placement: Placement<'_>, out: &mut Vec<u8>) {
    if let Some(heading) = metadata.heading {
        out.extend_from_slice(heading.as_bytes());
        out.push(b'\n');
    }
    if let Some(label) = metadata.label {
        out.extend_from_slice(label.as_bytes());
        match placement {
            Placement::OwnLine => out.push(b'\n'),
            Placement::OnItsLine(gap) => out.extend_from_slice(gap.as_bytes()),
        }
    }
}

fn write(
    grid: &Grid,
    candidates: Option<&Candidates>,
    format: Format,
    options: &RenderOptions,
    metadata: &Metadata<'_>,
    out: &mut Vec<u8>,
) -> bool {
    if format == Format::Json {
        return false;
    }
    write_label(metadata, format, out);
    let mut buffer = [0u8; 4];
    let custom: Option<&str> = options.blank.map(|c| &*c.encode_utf8(&mut buffer));
    let blank = |default: &'static str| custom.unwrap_or(default).as_bytes();
    let pencilmarks = || {
        candidates
            .copied()
            .unwrap_or_else(|| Candidates::from_grid(grid))
    };
    match format {
        Format::Compact => compact::render(grid, blank("0"), out),
        Format::Spaced => spaced::render(grid, out),
        Format::Grid => boxed::render(grid, out),
        Format::Unicode => unicode::render(grid, blank(unicode::BLANK), out),
        Format::PencilmarkGrid => pencilmark::render_grid(&pencilmarks(), out),
        Format::Hodoku => {
            hodoku::render(grid, metadata.annotation, out);
            out.push(b'\n');
        }
        Format::Line | Format::PencilmarkLine => {
            if format == Format::Line {
                match (metadata.cell_fields, custom) {
                    (Some(fields), _) => fields.render(grid, custom.map(str::as_bytes), out),
                    (None, None) => out.extend_from_slice(&grid.line_bytes()),
                    (None, Some(blank)) => line::render_cells(grid, blank.as_bytes(), out),
                }
            } else {
                pencilmark::render_line(&pencilmarks(), out);
            }
            if let Some(annotation) = metadata.annotation.filter(|a| !a.is_empty()) {
                let own_separator = annotation
                    .bytes()
                    .next()
                    .is_some_and(|b| b.is_ascii_punctuation() && !line::is_cell(b));
                match metadata.separator {
                    "" if own_separator => {}
                    "" => out.push(b' '),
                    separator => out.extend_from_slice(separator.as_bytes()),
                }
                out.extend_from_slice(annotation.as_bytes());
            }
            out.extend_from_slice(metadata.trailer.as_bytes());
            out.push(b'\n');
        }
        Format::Json => unreachable!("handled above"),
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

    #[test]
    fn blank_characters_that_read_back_are_known() {
        for c in ['.', '0', 'x', 'X', '*', '_'] {
            assert!(reads_as_blank(c), "{c}");
        }
        for c in ['1', ' ', '·', '-', 'é'] {
            assert!(!reads_as_blank(c), "{c}");
        }
    }

    #[test]
    fn a_record_stays_small_for_plain_lines() {
        assert!(
            std::mem::size_of::<Record>() <= 128,
            "{}",
            std::mem::size_of::<Record>()
        );
    }
}
