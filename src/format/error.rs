//! What can be wrong with an input, and where.

use std::fmt;

use super::lines::{ABANDONED_LINE_BYTES, MAX_JSON_LINE_BYTES, MAX_LINE_BYTES};
use crate::grid::Unit;

/// A cell named as players name it: `r3c5`, 1-based.
pub(crate) struct CellName(pub usize);

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.0 / 9 + 1, self.0 % 9 + 1)
    }
}

/// A puzzle (or a whole input) that could not be read, with the 1-based line and, when one
/// character is to blame, the 1-based column where the problem is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ParseError {
    /// The line of the input the problem is on; `None` when it concerns the input as a whole.
    pub line: Option<usize>,
    /// The character column on that line, when a single character is to blame.
    pub column: Option<usize>,
    /// What is wrong.
    pub kind: ErrorKind,
}

impl ParseError {
    pub(crate) fn at(line: usize, kind: ErrorKind) -> ParseError {
        ParseError {
            line: Some(line),
            column: None,
            kind,
        }
    }

    pub(crate) fn at_column(line: usize, column: usize, kind: ErrorKind) -> ParseError {
        ParseError {
            line: Some(line),
            column: Some(column),
            kind,
        }
    }

    pub(crate) fn whole_input(kind: ErrorKind) -> ParseError {
        ParseError {
            line: None,
            column: None,
            kind,
        }
    }

    /// Whether the input could not be read past this error (a disk error, a directory as
    /// standard input, a line that runs on without end), rather than one puzzle being bad: the
    /// puzzles after it, if any, were never read.
    pub fn ends_the_input(&self) -> bool {
        matches!(
            self.kind,
            ErrorKind::Read(_)
                | ErrorKind::LineTooLong {
                    abandoned: true,
                    ..
                }
        )
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (Some(line), Some(column)) => write!(f, "line {line}, column {column}: {}", self.kind),
            (Some(line), None) => write!(f, "line {line}: {}", self.kind),
            _ => write!(f, "{}", self.kind),
        }
    }
}

/// The kinds of problem an input can have. New formats bring new kinds, so code outside the
/// crate matches it with a wildcard arm.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A row or line holds the wrong number of cells.
    CellCount { expected: usize, found: usize },
    /// A pencilmark line of another length than `expected` characters (729: nine candidate
    /// slots a cell).
    SlotCount { expected: usize, found: usize },
    /// A character that is neither a cell nor allowed decoration.
    Character(Stray),
    /// A token in the spaced format that is not a digit 0-9 or `.`.
    Number { position: usize, text: String },
    /// A block ended (blank line or end of input) before its ninth row. `run_from` is the first
    /// line of the blocks before it with no line between (back to back), when there are some:
    /// a row missing or extra among them would have shifted every block after it.
    RowCount {
        found: usize,
        run_from: Option<usize>,
    },
    /// A line over [`MAX_LINE_BYTES`]; its content was skipped unread. An `abandoned` one ran
    /// past 256 MiB (`ABANDONED_LINE_BYTES`) before its end was read, and the input ends with it.
    LineTooLong { bytes: u64, abandoned: bool },
    /// A JSON line that is not an object with a `puzzle` string.
    Json(String),
    /// A line read as a HoDoKu library line without its `:code:type:puzzle:` fields.
    NotLibraryLine,
    /// A pencilmark cell with no candidate left (0-based cell index in reading order).
    NoCandidate { cell: usize },
    /// Two cells of one unit settled on the same digit (0-based cell indexes, `cell` the later).
    SettledTwice {
        digit: u8,
        unit: Unit,
        first: usize,
        cell: usize,
    },
    /// A slot of the 729-character candidate line holding a digit other than its own.
    CandidateSlot { cell: usize, slot: u8, found: char },
    /// Auto-detection saw nothing it recognises; the text says what it saw.
    UnknownFormat(String),
    /// The input holds no puzzle at all.
    NoPuzzle,
    /// The input is UTF-16 or UTF-32 text, which is read as no format.
    Wide(super::WideText),
    /// A header is the input's last line but for blanks and comments, after puzzles or alone:
    /// the puzzle it names is missing (a download cut short, say).
    LoneHeader(String),
    /// Reading the input failed part way.
    Read(String),
    /// The mark [`PLACEHOLDER`](super::PLACEHOLDER) alone, where `--placeholder` wrote it in
    /// place of a puzzle that failed.
    Placeholder,
    /// 82 fields of one cell each parted by spaces: whether the first is an id or the last a
    /// note (a level) cannot be told, and either reading would shift every cell of the other.
    AmbiguousFields,
    /// A line of one cell to a field (`separator` between them) that holds `found` fields, not
    /// the 81 of a puzzle.
    FieldCount { found: usize, separator: u8 },
    /// The field a CSV file's column names give the puzzle is empty, or holds what data tools
    /// write for a missing value (`NA`, `null`): `found`, empty for an empty field.
    MissingPuzzle { found: String },
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::CellCount { expected, found } => {
                write!(f, "expected {expected} cells, found {found}")
            }
            ErrorKind::SlotCount { expected, found } => write!(
                f,
                "expected {expected} characters (9 candidate slots for each of the 81 cells), \
                 found {found}"
            ),
            ErrorKind::Character(stray) => write!(f, "unexpected {stray}"),
            ErrorKind::Number { position, text } => {
                write!(
                    f,
                    "number {position} is {text:?}; expected a digit 0-9 or ."
                )
            }
            ErrorKind::RowCount { found, run_from } => {
                let rows = if *found == 1 { "row" } else { "rows" };
                write!(f, "the puzzle has {found} {rows}; expected 9")?;
                match run_from {
                    Some(line) => write!(
                        f,
                        " (the blocks from line {line} have no line between them: a row \
                         missing or extra among them shifts every block after it)"
                    ),
                    None => Ok(()),
                }
            }
            ErrorKind::LineTooLong {
                abandoned: true, ..
            } => write!(
                f,
                "the line runs on past {ABANDONED_LINE_BYTES} bytes (a device or a binary \
                 stream?); lines are limited to {MAX_LINE_BYTES} bytes (JSON records to \
                 {MAX_JSON_LINE_BYTES}), and reading the input stops there"
            ),
            ErrorKind::LineTooLong { bytes, .. } => write!(
                f,
                "the line is {bytes} bytes long; lines are limited to {MAX_LINE_BYTES} bytes \
                 (JSON records to {MAX_JSON_LINE_BYTES})"
            ),
            ErrorKind::Json(message) => write!(f, "{message}"),
            ErrorKind::NotLibraryLine => write!(
                f,
                "expected a HoDoKu library line, :code:type:puzzle: and more fields"
            ),
            ErrorKind::NoCandidate { cell } => {
                write!(f, "cell {} has no candidate left", CellName(*cell))
            }
            ErrorKind::SettledTwice {
                digit,
                unit,
                first,
                cell,
            } => write!(
                f,
                "cell {} is settled on {digit}, which {} already holds at {}",
                CellName(*cell),
                unit,
                CellName(*first)
            ),
            ErrorKind::CandidateSlot { cell, slot, found } => write!(
                f,
                "cell {} has {found:?} in slot {slot}; expected {slot}, . or 0",
                CellName(*cell)
            ),
            ErrorKind::UnknownFormat(seen) => write!(
                f,
                "cannot tell the format: {seen}; expected 81 cells on a line (line), \
                 9 rows of 9 digits (compact) or of 9 numbers (spaced), a boxed grid (grid \
                 or unicode), JSON objects (json), HoDoKu library lines (hodoku) or \
                 pencilmarks (pencilmark-line, pencilmark-grid); --input-format names one"
            ),
            ErrorKind::NoPuzzle => write!(f, "no puzzle found (empty, or only comments)"),
            ErrorKind::Wide(wide) => write!(
                f,
                "the input is {} text, which is not read: {}",
                wide.name(),
                wide.remedy()
            ),
            ErrorKind::LoneHeader(header) => {
                write!(
                    f,
                    "the header '{}' has no puzzle after it: the input ends",
                    Shown(header)
                )
            }
            ErrorKind::Read(message) => write!(f, "read error: {message}"),
            ErrorKind::Placeholder => write!(
                f,
                "`{}` is a --placeholder mark for a puzzle that failed, not a puzzle",
                super::PLACEHOLDER
            ),
            ErrorKind::AmbiguousFields => write!(
                f,
                "82 fields of one cell each: the first may be an id or the last a note, and \
                 either reading shifts every cell; name the puzzle with a word (`#7`), or part \
                 the note from it with more than a cell"
            ),
            ErrorKind::FieldCount { found, separator } => {
                let parted_by = match separator {
                    b',' => "commas",
                    b';' => "semicolons",
                    b'\t' => "tabs",
                    _ => "spaces",
                };
                let fields = if *found == 1 { "field" } else { "fields" };
                write!(
                    f,
                    "expected 81 cells, found {found} {fields} of one cell parted by {parted_by}"
                )
            }
            ErrorKind::MissingPuzzle { found } if found.is_empty() => {
                write!(f, "the puzzle's field is empty: no puzzle on this row")
            }
            ErrorKind::MissingPuzzle { found } => write!(
                f,
                "the puzzle's field holds '{}', a missing value: no puzzle on this row",
                Shown(found)
            ),
        }
    }
}

/// Text from the input quoted in a message: control characters escaped (`\u{1b}`), so that
/// a stray escape sequence cannot clear or recolour the terminal the message is read on, and
/// cut short after 60 characters, so that a binary file's line does not flood it.
struct Shown<'a>(&'a str);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const QUOTED: usize = 60;
        for (i, c) in self.0.chars().enumerate() {
            if i == QUOTED {
                return f.write_str("…");
            }
            if c.is_control() {
                write!(f, "{}", c.escape_debug())?;
            } else {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}

/// A character that does not belong, described so that the user can find it even when it is
/// invisible or not valid UTF-8.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stray {
    /// A character (possibly non-ASCII or a control character).
    Char(char),
    /// A byte that does not start valid UTF-8.
    Byte(u8),
}

impl Stray {
    /// Describes what stands at byte `pos` of `text`, and its 1-based character column.
    pub(crate) fn at(text: &[u8], pos: usize) -> (Stray, usize) {
        let column = text[..pos].iter().filter(|&&b| !is_continuation(b)).count() + 1;
        let tail = &text[pos..text.len().min(pos + 4)];
        let valid = match std::str::from_utf8(tail) {
            Ok(s) => s,
            Err(e) => std::str::from_utf8(&tail[..e.valid_up_to()]).unwrap_or(""),
        };
        let stray = match valid.chars().next() {
            Some(c) => Stray::Char(c),
            None => Stray::Byte(text[pos]),
        };
        (stray, column)
    }
}

/// The byte offset in `text` of the first control character (but a tab), byte that is not
/// UTF-8, or character that looks like a space or like nothing and is neither: what a quote
/// shows as a replacement character, as a plain space, or not at all.
pub(crate) fn first_unshowable(text: &[u8]) -> Option<usize> {
    let mut offset = 0;
    for chunk in text.utf8_chunks() {
        let valid = chunk.valid();
        if let Some((at, _)) = valid
            .char_indices()
            .find(|&(_, c)| (c.is_control() && c != '\t') || looks_blank(c))
        {
            return Some(offset + at);
        }
        if !chunk.invalid().is_empty() {
            return Some(offset + valid.len());
        }
        offset += valid.len() + chunk.invalid().len();
    }
    None
}

/// Characters that show as nothing at all, which Unicode does not count as white space: zero
/// width spaces and joiners, and a byte order mark in the middle of a file.
const INVISIBLE: [char; 5] = ['\u{200B}', '\u{200C}', '\u{200D}', '\u{2060}', '\u{FEFF}'];

/// Whether `c` shows as nothing at all (a zero-width space or joiner, a byte order mark).
pub(crate) fn shows_as_nothing(c: char) -> bool {
    INVISIBLE.contains(&c)
}

/// Whether `c` shows as a space or as nothing without being a plain space or tab.
pub(crate) fn looks_blank(c: char) -> bool {
    (c.is_whitespace() && !c.is_ascii()) || shows_as_nothing(c)
}

fn is_continuation(byte: u8) -> bool {
    byte & 0xC0 == 0x80
}

impl fmt::Display for Stray {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Stray::Char(c) if c.is_ascii_graphic() || c == ' ' => write!(f, "character '{c}'"),
            Stray::Char(c) if c.is_control() => {
                write!(f, "control character U+{:04X}", u32::from(c))
            }
            // A no-break space pasted from a web page looks like a space and is not one, and a
            // zero-width one looks like nothing: the quote alone would show a blank.
            Stray::Char(c) if shows_as_nothing(c) => write!(
                f,
                "character U+{:04X}, which shows as nothing",
                u32::from(c)
            ),
            Stray::Char(c) if looks_blank(c) => write!(
                f,
                "character U+{:04X}, a space that is not a plain one",
                u32::from(c)
            ),
            Stray::Char(c) => write!(f, "character '{c}' (U+{:04X})", u32::from(c)),
            Stray::Byte(b) => write!(f, "byte 0x{b:02X}, which is not UTF-8"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_say_where_and_what() {
        let e = ParseError::at(
            4,
            ErrorKind::CellCount {
                expected: 9,
                found: 8,
            },
        );
        assert_eq!(e.to_string(), "line 4: expected 9 cells, found 8");
        let (stray, column) = Stray::at("12é4".as_bytes(), 2);
        let e = ParseError::at_column(2, column, ErrorKind::Character(stray));
        assert_eq!(
            e.to_string(),
            "line 2, column 3: unexpected character 'é' (U+00E9)"
        );
    }

    /// A header quoted from the input cannot drive the terminal: escape sequences show as
    /// text, and a line of binary junk is cut short.
    #[test]
    fn a_lone_header_is_quoted_with_its_control_characters_escaped() {
        let e = ParseError::at(3, ErrorKind::LoneHeader("[Puzzle \x1b[2J\x00X]".into()));
        let message = e.to_string();
        assert_eq!(
            message,
            "line 3: the header '[Puzzle \\u{1b}[2J\\0X]' has no puzzle after it: the input ends"
        );
        assert!(!message.chars().any(char::is_control), "{message:?}");
        let junk: String = std::iter::repeat_n('é', 500).collect();
        let message = ParseError::at(1, ErrorKind::LoneHeader(junk)).to_string();
        assert!(
            message.contains(&format!("'{}…'", "é".repeat(60))),
            "{message}"
        );
    }

    #[test]
    fn invisible_and_broken_characters_are_named_by_code() {
        assert_eq!(
            Stray::at(b"1\x002", 1).0.to_string(),
            "control character U+0000"
        );
        assert_eq!(
            Stray::at(b"1\xff2", 1).0.to_string(),
            "byte 0xFF, which is not UTF-8"
        );
        for (text, said) in [
            ("1\u{a0}2", "U+00A0, a space that is not a plain one"),
            ("1\u{3000}2", "U+3000, a space that is not a plain one"),
            ("1\u{200b}2", "U+200B, which shows as nothing"),
        ] {
            assert_eq!(first_unshowable(text.as_bytes()), Some(1), "{text:?}");
            let stray = Stray::at(text.as_bytes(), 1).0.to_string();
            assert_eq!(stray, format!("character {said}"));
        }
    }
}
