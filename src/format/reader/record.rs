//! What the reader makes of one puzzle: its cells or why they could not be read, and what the
//! input said around it (its annotation, label and heading), kept to be written back.

use crate::candidates::Candidates;
use crate::format::Format;
use crate::format::error::ParseError;
use crate::format::json::Fields;
use crate::format::line::{self, Tail};
use crate::grid::Grid;

/// One puzzle position in an input: the puzzle, or why it could not be read, and what the input
/// said about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// 0-based position of the puzzle in its input, counting unreadable ones.
    pub index: usize,
    /// The 1-based line the puzzle starts on.
    pub line: usize,
    /// The puzzle, or what is wrong with it. For pencilmarks, the cells with a single candidate.
    pub puzzle: Result<Grid, ParseError>,
    /// Everything else the input said about this position; `None` for the bare puzzle lines
    /// that make up most collections. Boxed because records travel by the hundred thousand:
    /// inline, these fields made a plain line's record more than twice as large (256 bytes
    /// against 112), and reading and writing a line file measurably slower under callgrind.
    pub details: Option<Box<Details>>,
}

/// What an input said about a puzzle besides its cells.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Details {
    /// The candidates of a position read in a pencilmark format.
    pub candidates: Option<Candidates>,
    /// Text after the puzzle on its line (a rating, an id, `;`-separated fields), without the
    /// whitespace that separated it; for a HoDoKu library line, the line without its puzzle.
    /// From JSON input, the object's `annotation` string.
    pub annotation: Option<String>,
    /// The whitespace between the puzzle and its annotation as written (empty when none, or
    /// when the annotation begins with its own separator such as `;`), to write it back alike.
    pub separator: String,
    /// The tabs that ended the puzzle's line, after its annotation if any: the empty last
    /// fields of a tab-separated file (`1<TAB>4.1…<TAB><TAB>`), kept so that the line is
    /// written back with all its columns. Empty for any other line.
    pub trailer: String,
    /// The header line before the puzzle (`Grid 01`, `[Puzzle]`), trimmed; or the words or
    /// fields before the puzzle on its line (`Puzzle 2:`, `1,`); from JSON input, the object's
    /// `label` string.
    pub label: Option<String>,
    /// For a label read before the puzzle on its line, the whitespace between the two as
    /// written (empty when none), so that the line format writes both back on one line as
    /// they were; `None` for a label read from a line of its own, or from JSON.
    pub label_gap: Option<String>,
    /// Header lines read before the puzzle that are not its label, written back above it so
    /// the file keeps them: those that gave way to its header (a collection's title above
    /// `Grid 01`), and before a puzzle that names itself on its line, the header itself (a CSV
    /// file's column names, `id,puzzle,solution`, above `1,4.1…`). One line after another.
    /// From JSON input, the object's `heading` string.
    pub heading: Option<String>,
    /// The fields of a JSON input object other than `puzzle`, for writing back unchanged: in
    /// their order, each value as it was written.
    pub extra: Option<Fields>,
    /// How a puzzle kept one cell to a field was written (`4,0,0,…`), to write it back alike;
    /// `None` for any other.
    pub cell_fields: Option<crate::format::CellFields>,
    /// The format the puzzle was read in, where its input's is another: a HoDoKu library
    /// line or a pencilmark line among blocks, written back in its own format (the block
    /// format would lose its candidates, or its other fields).
    pub read_as: Option<crate::format::Format>,
}

impl Record {
    pub(super) fn new(index: usize, line: usize, puzzle: Result<Grid, ParseError>) -> Record {
        Record {
            index,
            line,
            puzzle,
            details: None,
        }
    }

    pub(super) fn details_mut(&mut self) -> &mut Details {
        self.details.get_or_insert_with(Box::default)
    }

    /// The candidates of a position read in a pencilmark format.
    /// The format this puzzle was read in, where its input's is another (see
    /// [`Details::read_as`]).
    pub fn read_as(&self) -> Option<crate::format::Format> {
        self.details.as_ref()?.read_as
    }

    pub fn candidates(&self) -> Option<&Candidates> {
        self.details.as_ref()?.candidates.as_ref()
    }

    /// The text after the puzzle on its line, if any (see [`Details::annotation`]).
    pub fn annotation(&self) -> Option<&str> {
        self.details.as_ref()?.annotation.as_deref()
    }

    /// The header before the puzzle, if any (see [`Details::label`]).
    pub fn label(&self) -> Option<&str> {
        self.details.as_ref()?.label.as_deref()
    }

    /// The header lines above the puzzle that are not its label, if any (see
    /// [`Details::heading`]).
    pub fn heading(&self) -> Option<&str> {
        self.details.as_ref()?.heading.as_deref()
    }

    /// The other fields of a JSON input object.
    pub fn extra(&self) -> Option<&Fields> {
        self.details.as_ref()?.extra.as_ref()
    }

    /// What to write back around this record's puzzle (or a grid made from it, such as its
    /// solution) with [`crate::format::render_with`].
    pub fn metadata(&self) -> crate::format::Metadata<'_> {
        match &self.details {
            None => crate::format::Metadata::default(),
            Some(details) => crate::format::Metadata {
                heading: details.heading.as_deref(),
                label: details.label.as_deref(),
                label_gap: details.label_gap.as_deref(),
                annotation: details.annotation.as_deref(),
                separator: &details.separator,
                trailer: &details.trailer,
                cell_fields: details.cell_fields,
            },
        }
    }

    /// What to write back around a grid made from this record's puzzle that its annotation
    /// may be false of (a shuffled, minimized or canonical puzzle, whose solution and rating
    /// differ): [`Record::metadata`] without the annotation, and, below a CSV file's column
    /// names, without the names of the columns it held (`id,puzzle,solution` above `1,4.1…`
    /// becomes `id,puzzle`), so that the names still match the rows.
    pub fn label_metadata(&self) -> crate::format::Metadata<'_> {
        // A quoted puzzle's field closes with the quote its annotation starts with (`","2.1"`
        // after `"1","4.1…`): that quote stays, so that the row is still a CSV row.
        let quoted = self.label().is_some_and(|label| label.ends_with('"'))
            && self
                .annotation()
                .is_some_and(|annotation| annotation.starts_with('"'));
        let mut metadata = crate::format::Metadata {
            annotation: quoted.then_some("\""),
            trailer: "",
            ..self.metadata()
        };
        if self.annotation().is_none() {
            return metadata;
        }
        // The names are the label when the puzzle starts its row (`4.1…,8643…` below
        // `puzzle,solution`), the heading's last line when fields name it (`1,4.1…`).
        match (metadata.label, metadata.label_gap) {
            (Some(names), None) => metadata.label = Some(names_up_to_puzzle(names, None)),
            (label, _) => {
                metadata.heading = (metadata.heading).map(|names| names_up_to_puzzle(names, label))
            }
        }
        metadata
    }

    /// Writes this record's own puzzle (its candidates, when it has them) in `format`, with its
    /// label and annotation; `false` when it could not be read or `format` is JSON.
    pub fn render(
        &self,
        format: Format,
        options: &crate::format::RenderOptions,
        out: &mut Vec<u8>,
    ) -> bool {
        match (self.candidates(), &self.puzzle) {
            (Some(candidates), Ok(_)) => crate::format::render_candidates_with(
                candidates,
                format,
                options,
                &self.metadata(),
                out,
            ),
            (None, Ok(grid)) => {
                crate::format::render_with(grid, format, options, &self.metadata(), out)
            }
            (_, Err(_)) => false,
        }
    }

    pub(super) fn set_tail(&mut self, tail: Option<Tail<'_>>) {
        if let Some(tail) = tail {
            let details = self.details_mut();
            details.annotation = Some(String::from_utf8_lossy(tail.text).into_owned());
            details.separator = String::from_utf8_lossy(tail.separator).into_owned();
        }
    }

    /// Keeps how the puzzle was written when it is kept one cell to a field
    /// ([`Details::cell_fields`]).
    pub(super) fn set_cell_fields(&mut self, fields: Option<crate::format::CellFields>) {
        if let Some(fields) = fields {
            self.details_mut().cell_fields = Some(fields);
        }
    }

    /// Keeps the tabs that ended the puzzle's line ([`Details::trailer`]), if any.
    pub(super) fn set_trailer(&mut self, trailer: &[u8]) {
        if !trailer.is_empty() {
            self.details_mut().trailer = String::from_utf8_lossy(trailer).into_owned();
        }
    }

    /// Sets the words or fields before the puzzle on its line as its label, and the whitespace
    /// after them as written.
    pub(super) fn set_inline_label(&mut self, label: String, gap: String) {
        let details = self.details_mut();
        details.label = Some(label);
        details.label_gap = Some(gap);
    }

    /// Sets the header before the puzzle as its label, and the headers that gave way to it
    /// as its heading.
    pub(super) fn set_header(&mut self, header: Option<Header>) {
        if let Some(header) = header {
            let details = self.details_mut();
            details.label = Some(header.text);
            details.heading = header.earlier;
        }
    }

    /// Sets the header before a puzzle that names itself on its line as its heading, with the
    /// headers that gave way to it above: the puzzle's own name is its label.
    pub(super) fn set_heading(&mut self, header: Option<Header>) {
        if let Some(header) = header {
            self.details_mut().heading = Some(header.lines());
        }
    }

    pub(super) fn set_candidates(&mut self, read: Result<Candidates, ParseError>) {
        self.puzzle = read.map(|candidates| {
            self.details_mut().candidates = Some(candidates);
            candidates.settled()
        });
    }
}

/// `heading` less the names after the puzzle's column, when its last line names the columns
/// of a row whose fields before the puzzle are `label` (none when the puzzle is the first):
/// the puzzle's column is the one after as many separators as the label holds.
fn names_up_to_puzzle<'h>(heading: &'h str, label: Option<&str>) -> &'h str {
    let start = heading.rfind('\n').map_or(0, |newline| newline + 1);
    let names = &heading.as_bytes()[start..];
    let Some(separator) = line::names_separator(names) else {
        return heading;
    };
    if !line::names_columns(names) {
        return heading;
    }
    // A quoted puzzle's label ends with the quote that opens its field (`"1","`, `"`).
    let before = match label.map(|label| label.strip_suffix('"').unwrap_or(label)) {
        Some(label) if label.as_bytes().last() == Some(&separator) => {
            label.bytes().filter(|&b| b == separator).count()
        }
        Some("") | None => 0,
        Some(_) => return heading,
    };
    match names
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == separator)
        .nth(before)
    {
        Some((end, _)) => &heading[..start + end],
        None => heading,
    }
}

/// A header line waiting for its puzzle, with the header lines before it that gave way to it
/// (a title above `Grid 01`, a header whose puzzle is missing), kept to be written back above.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Header {
    pub(super) text: String,
    earlier: Option<String>,
}

impl Header {
    /// At most how many bytes of header lines that gave way are kept above the next: notes of
    /// a few hundred lines between puzzles are written back whole, while an input of nothing
    /// but headers is not held whole.
    pub(super) const EARLIER_BYTES: usize = 64 * 1024;

    /// The header `text`, read after `before`, which gives way to it.
    pub(super) fn after(before: Option<Header>, text: String) -> Header {
        let earlier = before.map(|before| match before.earlier {
            Some(earlier) if earlier.len() + before.text.len() >= Header::EARLIER_BYTES => earlier,
            _ => before.lines(),
        });
        Header { text, earlier }
    }

    /// Whether the header holds more than one line, each passing `test`.
    pub(super) fn is_several_lines_each(&self, test: impl Fn(&str) -> bool) -> bool {
        self.earlier
            .as_deref()
            .is_some_and(|earlier| earlier.lines().all(&test))
            && test(&self.text)
    }

    /// The header's lines, in the order read.
    pub(super) fn lines(self) -> String {
        match self.earlier {
            Some(earlier) => earlier + "\n" + &self.text,
            None => self.text,
        }
    }
}
