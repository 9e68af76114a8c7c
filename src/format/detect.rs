//! Telling formats apart from what their lines look like.
//!
//! Most formats have a line shape no other format has, so one recognisable line decides. A few
//! lines fit two formats: a row of nine single digits is a settled row of a puzzle (spaced or
//! boxed) and of a pencilmark grid alike, and a `+---+` rule draws both grids. Such a line only
//! *suggests* its format; a later line of the first puzzle that decides wins, and the suggestion
//! stands only if none does. Lines that fit no shape decide nothing: they are parsed as errors
//! in the format that the first recognisable line picks, which keeps one bad first line from
//! sinking a whole file.

use super::Stray;
use super::cells::trimmed_range;
use super::error::first_unshowable;
use super::line::{self, is_cell, named_puzzle_start, placeholder_after_label, split_tail};
use super::{Format, boxed, compact, hodoku, pencilmark, spaced, unicode};
use crate::grid::CELLS;

/// How many lines that hold something (not blank, not comments) detection looks at before
/// giving up. Bounded so that detection costs at most this many lines of memory.
pub(super) const LOOKAHEAD_LINES: usize = 32;

/// How many lines after a suggestion detection looks for a line that decides: a boxed grid's
/// nine rows and four rules.
pub(super) const SUGGESTION_LINES: usize = 13;

/// What one line says about the format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Shape {
    /// Only this format has lines like this one.
    Decides(Format),
    /// This format, unless a later line decides for another.
    Suggests(Format),
}

/// The shape of a line that is not blank, a comment or a header.
pub(super) fn shape(text: &[u8]) -> Option<Shape> {
    let (start, end) = trimmed_range(text);
    let trimmed = &text[start..end];
    match trimmed.first() {
        // A header in braces (`{Puzzle 1}`) is no record.
        Some(b'{') if !is_braced_header(trimmed) => {
            return Some(Shape::Decides(Format::Json));
        }
        // A JSON array, on one line or opening one spread over lines: read as JSON, whose
        // errors say how to make it one object per line.
        Some(b'[') if matches!(trimmed[1..].trim_ascii_start().first(), None | Some(b'{')) => {
            return Some(Shape::Decides(Format::Json));
        }
        Some(b':') if hodoku::is_library_line(trimmed) => {
            return Some(Shape::Decides(Format::Hodoku));
        }
        _ => {}
    }
    // One word of 81 (or 729) cells, or that many cells then a character that cannot be one:
    // a puzzle (or pencilmarks) on a line, perhaps with an annotation.
    let (cells_end, _) = split_tail(text, start, end, CELLS, is_cell);
    if cells_end - start == CELLS {
        return Some(Shape::Decides(Format::Line));
    }
    // A puzzle with a stray character that is not ASCII (`５`, `é`) typed among its cells:
    // 81 characters but more bytes. Read as a line, its error names the character and column.
    if is_puzzle_with_strays(trimmed) {
        return Some(Shape::Decides(Format::Line));
    }
    // Words that name the puzzle, then the puzzle: `Puzzle 2: 4.1…`; or a puzzle cut short, to
    // be reported where it ends.
    if named_puzzle_start(text).is_some() || line::starts_with_cut_puzzle(text) {
        return Some(Shape::Decides(Format::Line));
    }
    // The mark of a failed puzzle after its number or fields (`12. -`, `654,-`), as
    // `--placeholder` writes it in the line format only (a block format writes a label on a
    // line of its own), and no row of a block format ends that way.
    if placeholder_after_label(text).is_some() {
        return Some(Shape::Decides(Format::Line));
    }
    let slots = |b: u8| b.is_ascii_digit() || b == b'.';
    let (slots_end, _) = split_tail(text, start, end, pencilmark::LINE_WIDTH, slots);
    if slots_end - start == pencilmark::LINE_WIDTH {
        return Some(Shape::Decides(Format::PencilmarkLine));
    }
    // Nine groups of nine cells: a puzzle on one line, written to be read a row at a time (a
    // solved grid's groups are all digits, as a pencilmark row's candidates are, but never all
    // nine digits in order, as an unboxed pencilmark row of an empty grid's are).
    // One cell to a field, 81 fields: a puzzle kept in 81 columns (or a few more or fewer, a
    // row that lost a cell, to be reported with its count).
    if line::separated_cells(text, start, end).is_some()
        || line::is_ambiguous_cell_fields(text)
        || line::is_puzzle_of_miscounted_fields(text)
    {
        return Some(Shape::Decides(Format::Line));
    }
    if let Some((cells, _)) = line::grouped_cells(text, start, end) {
        let full_candidates = cells
            .chunks(9)
            .all(|group| group == [1, 2, 3, 4, 5, 6, 7, 8, 9]);
        if !full_candidates {
            return Some(Shape::Decides(Format::Line));
        }
    }
    // No row of a block format holds a word (a puzzle of nine groups may, after it): a line of
    // prose or code (`if a || b {`) is not taken for a boxed row, nor its words for cells,
    // whatever its bars and dots.
    if holds_a_word(trimmed) {
        return None;
    }
    let drawn = if unicode::has_box_drawing(trimmed) {
        Some(Format::Unicode)
    } else if trimmed.iter().any(|&b| b == b'|' || b == b'+') || boxed::is_rule(trimmed) {
        Some(Format::Grid)
    } else {
        None
    };
    match pencilmark::row_shape(trimmed) {
        Some(true) => return Some(Shape::Decides(Format::PencilmarkGrid)),
        // A settled row (every cell one digit) reads the same either way; laid out in columns
        // with two spaces or more between digits, as pencilmark grids are (a solved position
        // written with `-o pencilmark-grid`), it suggests one, so that the file's later
        // positions, with candidates, are read so too. A boxed grid has one space.
        Some(false) if drawn == Some(Format::Grid) && pencilmark::spaced_as_columns(trimmed) => {
            return Some(Shape::Suggests(Format::PencilmarkGrid));
        }
        Some(false) => return Some(Shape::Suggests(drawn.unwrap_or(Format::Spaced))),
        None => {}
    }
    if let Some(format) = drawn {
        let rule = match format {
            Format::Unicode => unicode::is_rule(trimmed),
            _ => boxed::is_rule(trimmed),
        };
        return Some(if rule {
            Shape::Suggests(format)
        } else {
            Shape::Decides(format)
        });
    }
    let words = || {
        trimmed
            .split(|b| b.is_ascii_whitespace())
            .filter(|t| !t.is_empty())
    };
    // A row with a typo or two is still a row, and is read so to say where it goes wrong;
    // nine words of prose (`the quick brown fox …`) or a nine-letter word (`continue;` in a
    // script) are no row, and a stray file so shaped says it cannot tell the format.
    let mostly_cells = |cells: usize| cells > 9 / 2;
    let one_cell = |word: &[u8]| matches!(word, [byte] if is_cell(*byte));
    // A row typed into a spreadsheet and saved as CSV (`5,3,,,7,,,,`).
    if spaced::is_separated_row_with_a_given(text) {
        return Some(Shape::Decides(Format::Spaced));
    }
    match (words().count(), trimmed.len()) {
        (9, _) if mostly_cells(words().filter(|word| one_cell(word)).count()) => {
            Some(Shape::Decides(Format::Spaced))
        }
        // A row named by its letter (`A  5 3 . . 7 . . . .`).
        (10, _) if spaced::is_named_row(trimmed) => Some(Shape::Decides(Format::Spaced)),
        (1, 9) if mostly_cells(trimmed.iter().filter(|&&b| is_cell(b)).count()) => {
            Some(Shape::Decides(Format::Compact))
        }
        _ if compact::is_spaced_out_row(text) => Some(Shape::Decides(Format::Compact)),
        // A grid typed without bars, boxes parted by spaces: a boxed grid, whose rows read
        // spaces as decoration.
        (3, _) if boxed::is_box_spaced_row(trimmed) => Some(Shape::Decides(Format::Grid)),
        _ => None,
    }
}

/// Whether `word` is 81 characters, some of them not ASCII, and all but a few of them cells.
fn is_puzzle_with_strays(word: &[u8]) -> bool {
    const STRAYS: usize = 3;
    // A character takes four bytes at most: three more than a cell.
    if word.is_ascii() || !(CELLS..=CELLS + 3 * STRAYS).contains(&word.len()) {
        return false;
    }
    let Ok(text) = std::str::from_utf8(word) else {
        return false;
    };
    let cells = text.bytes().filter(|&b| is_cell(b)).count();
    text.chars().count() == CELLS && cells + STRAYS >= CELLS
}

/// A header in braces, `{Puzzle 2}`, as some collections write it: words and numbers alone
/// inside, no JSON record (`{"puzzle": …}`) nor a script's object (`{puzzle: '4.1…'}`), which
/// fail where they stand rather than vanish as headers.
pub(super) fn is_braced_header(text: &[u8]) -> bool {
    let text = text.trim_ascii();
    let Some(inside) = text.strip_prefix(b"{").and_then(|t| t.strip_suffix(b"}")) else {
        return false;
    };
    holds_a_word(inside)
        && !line::holds_a_puzzle(inside)
        && !inside
            .iter()
            .any(|b| matches!(b, b':' | b'"' | b'\'' | b',' | b'{' | b'[' | b'='))
}

/// Whether `text` holds two ASCII letters in a row, other than the `x` blanks of a row typed by
/// hand (`xx3`).
pub(super) fn holds_a_word(text: &[u8]) -> bool {
    let letter = |b: &u8| b.is_ascii_alphabetic() && !matches!(b, b'x' | b'X');
    text.windows(2)
        .any(|pair| pair.iter().all(u8::is_ascii_alphabetic) && pair.iter().any(letter))
}

/// Says what a line that fits no shape looks like, for the error message; and where it holds
/// something a quote cannot show (a control character, a byte that is not UTF-8: a UTF-16
/// file, a binary one), names the first by its code and column.
pub(super) fn describe(number: usize, text: &[u8]) -> String {
    const QUOTED: usize = 40;
    let trimmed = text.trim_ascii();
    let shown = String::from_utf8_lossy(&trimmed[..trimmed.len().min(QUOTED * 4)]);
    let mut quoted: String = shown.chars().take(QUOTED).collect();
    if quoted.len() < shown.len() || trimmed.len() > QUOTED * 4 {
        quoted.push('…');
    }
    let chars = String::from_utf8_lossy(trimmed).chars().count();
    match first_unshowable(text) {
        Some(pos) => {
            let (stray, column) = Stray::at(text, pos);
            format!(
                "line {number} is {quoted:?} ({chars} characters; column {column} holds {stray})"
            )
        }
        None => format!("line {number} is {quoted:?} ({chars} characters)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decides(text: &str) -> Option<Format> {
        match shape(text.as_bytes()) {
            Some(Shape::Decides(format)) => Some(format),
            _ => None,
        }
    }

    fn suggests(text: &str) -> Option<Format> {
        match shape(text.as_bytes()) {
            Some(Shape::Suggests(format)) => Some(format),
            _ => None,
        }
    }

    /// A puzzle with a character that is not ASCII among its cells is a puzzle line, to be
    /// reported at that character, not a line no format fits.
    #[test]
    fn a_puzzle_with_a_stray_character_that_is_not_ascii_is_a_line() {
        let puzzle =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        for stray in ["é", "５"] {
            let line = format!("{}{stray}{}", &puzzle[..40], &puzzle[41..]);
            assert_eq!(decides(&line), Some(Format::Line), "{line}");
        }
        // Words in another script are no puzzle.
        assert_eq!(decides(&format!("{}数", "数独".repeat(40))), None);
    }

    #[test]
    fn each_format_has_its_own_shape() {
        let line = ".".repeat(81);
        assert_eq!(decides(&line), Some(Format::Line));
        assert_eq!(decides("103000509  "), Some(Format::Compact));
        assert_eq!(decides("1 3   5 9"), Some(Format::Compact));
        assert_eq!(decides("0 3 5 4 6 9 2 7 8"), Some(Format::Spaced));
        assert_eq!(decides("| 1 . 3 | . . . | 5 . 9 |"), Some(Format::Grid));
        assert_eq!(decides("|1.3|...|5.9|"), Some(Format::Grid));
        assert_eq!(decides("1.3 ... 5.9"), Some(Format::Grid));
        assert_eq!(decides(" 1x3  ___ 5.9 "), Some(Format::Grid));
        assert_eq!(decides("53..7..O."), Some(Format::Compact));
        assert_eq!(decides("5 3 0 0 7 0 0 0 O"), Some(Format::Spaced));
        for not_a_row in [
            "1.3 ... 5.",
            "1.3 ... 5.9 1",
            "the end now",
            "1.3 ...5.9",
            "    continue;",
            "the quick brown fox jumps over the lazy dog",
            "a b c d e 1 2 3 4",
            "if line.is_empty() || line.starts_with('#') {",
        ] {
            assert_eq!(decides(not_a_row), None, "{not_a_row}");
        }
        assert_eq!(decides("│ 5 3 · │ · 7 · │ · · · │"), Some(Format::Unicode));
        assert_eq!(decides(r#"{"puzzle": "..."}"#), Some(Format::Json));
        assert_eq!(decides(&format!(":0000:x:{line}:::")), Some(Format::Hodoku));
        assert_eq!(
            decides(&"1........".repeat(81)),
            Some(Format::PencilmarkLine)
        );
        assert_eq!(
            decides("| 1245 3 78 | 9 6 1 | 2 4 5 |"),
            Some(Format::PencilmarkGrid)
        );
        assert_eq!(
            decides("1245 3 78 9 6 1 2 4 5"),
            Some(Format::PencilmarkGrid)
        );
    }

    #[test]
    fn annotated_lines_are_lines() {
        let line = ".".repeat(81);
        for tail in [
            "  #11.9",
            "\t11.9",
            " ED=11.9/11.9/11.3",
            ";11.9;11.9;11.3;elev;1;1",
        ] {
            assert_eq!(
                decides(&format!("{line}{tail}")),
                Some(Format::Line),
                "{tail}"
            );
        }
        assert_eq!(
            decides(&format!("{} rated", "1........".repeat(81))),
            Some(Format::PencilmarkLine)
        );
    }

    #[test]
    fn lines_two_formats_share_only_suggest() {
        assert_eq!(suggests("1 2 3 4 5 6 7 8 9"), Some(Format::Spaced));
        assert_eq!(suggests("| 1 2 3 | 4 5 6 | 7 8 9 |"), Some(Format::Grid));
        assert_eq!(suggests("+-------+-------+-------+"), Some(Format::Grid));
        assert_eq!(suggests("┌───────┬───────┬───────┐"), Some(Format::Unicode));
    }

    #[test]
    fn other_shapes_decide_nothing() {
        assert_eq!(shape(b"hello world"), None);
        assert_eq!(shape(b"12345678"), None);
        assert_eq!(shape(".".repeat(80).as_bytes()), None);
        assert_eq!(shape(format!("{}5", ".".repeat(81)).as_bytes()), None);
    }

    #[test]
    fn descriptions_quote_a_bounded_prefix() {
        let long = "x".repeat(1000);
        let text = describe(3, long.as_bytes());
        assert!(text.starts_with("line 3 is \"xxx"));
        assert!(text.ends_with("…\" (1000 characters)"), "{text}");
    }

    /// What a quote shows as a replacement character, or not at all, is named by its code.
    #[test]
    fn descriptions_name_what_a_quote_cannot_show() {
        let utf16 = b"\xff\xfe5\x003\x00.\x00";
        let text = describe(1, utf16);
        assert!(
            text.ends_with("(8 characters; column 1 holds byte 0xFF, which is not UTF-8)"),
            "{text}"
        );
        let nul = format!("{}\0", ".".repeat(80));
        let text = describe(2, nul.as_bytes());
        assert!(
            text.ends_with("column 81 holds control character U+0000)"),
            "{text}"
        );
        assert!(!describe(3, b"hello\tworld").contains("column"));
    }
}
