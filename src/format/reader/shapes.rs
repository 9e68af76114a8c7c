//! What a line of a collection is, besides a puzzle or a row: blank, a comment, a header that
//! names the puzzle after it, a separator or a rule between blocks. Each is told from the
//! line alone.

use crate::format::cells::{self, cell_value};
use crate::format::{Format, PLACEHOLDER, boxed, detect, line, pencilmark, spaced, unicode};

/// A title among puzzles one a line that a puzzle would be taken for, since it starts with a
/// digit or holds no word of three letters (`100 puzzles`, `2nd set`, `SE 11.9`, `(c) 2024
/// Ann`): it starts as text does, holds a word, and has few cells, its first word fewer than
/// a puzzle cut short would (`53..7.... easy` stays an error, as a line that starts otherwise,
/// `?? a note`, does). No fields either: a row whose puzzle is missing is an entry that failed,
/// whether its fields are parted by commas (`2,NA,hard`) or lined up in columns (`2  NaN  1.5`,
/// as a data frame is printed, see [`is_missing_row`]), and so is a mark of two letters in place
/// of a puzzle, alone or after its number (`KO`, `13. KO`, as `--placeholder=KO` writes it).
pub(super) fn is_title(text: &[u8]) -> bool {
    const TITLE_CELLS: usize = 10;
    const FIRST_WORD_CELLS: usize = 4;
    let text = text.trim_ascii();
    if is_dated(text) {
        return true;
    }
    let cells = |text: &[u8]| text.iter().filter(|&&b| cell_value(b).is_some()).count();
    let words = || {
        text.split(u8::is_ascii_whitespace)
            .filter(|w| !w.is_empty())
    };
    let first_word = words().next().unwrap_or_default();
    let mut after_number = words().peekable();
    after_number.next_if(|word| line::is_number_label(word.strip_prefix(b"#").unwrap_or(word)));
    let a_mark = after_number
        .next()
        .is_some_and(|word| word.len() == 2 && word.iter().all(u8::is_ascii_alphabetic))
        && after_number.next().is_none();
    matches!(text.first(), Some(b) if b.is_ascii_alphanumeric() || *b == b'(')
        && detect::holds_a_word(text)
        && !text.iter().any(|b| matches!(b, b',' | b';' | b'\t'))
        && cells(text) < TITLE_CELLS
        && cells(first_word) <= FIRST_WORD_CELLS
        && !a_mark
        && !is_missing_row(text)
}

/// Whether `text` is a date, perhaps with words after it, as a daily puzzle's archive heads
/// each (`2024-01-15`, `15/01/2024`, `15.01.2024 Monday`): year, month and day in either
/// order, parted by `-`, `/` or `.`, and few cells after it (no puzzle).
pub(super) fn is_dated(text: &[u8]) -> bool {
    const AFTER_CELLS: usize = 10;
    let text = text.trim_ascii();
    let first = text
        .iter()
        .position(u8::is_ascii_whitespace)
        .unwrap_or(text.len());
    let (date, rest) = text.split_at(first);
    let Some(&mark) = date.iter().find(|b| matches!(b, b'-' | b'/' | b'.')) else {
        return false;
    };
    let parts: Vec<&[u8]> = date.split(|&b| b == mark).collect();
    let digits = |part: &[u8], lengths: &[usize]| {
        lengths.contains(&part.len()) && part.iter().all(u8::is_ascii_digit)
    };
    let dated = match parts.as_slice() {
        [year, month, day] if year.len() == 4 => {
            digits(year, &[4]) && digits(month, &[1, 2]) && digits(day, &[1, 2])
        }
        [day, month, year] => {
            digits(day, &[1, 2]) && digits(month, &[1, 2]) && digits(year, &[2, 4])
        }
        _ => false,
    };
    // Nine cells alone (`15.6.2034`) may be a compact row, and are one.
    let a_row = date.len() == 9 && date.iter().all(|&b| cell_value(b).is_some());
    dated
        && !(a_row && rest.is_empty())
        && rest.iter().filter(|&&b| cell_value(b).is_some()).count() < AFTER_CELLS
}

/// A row of data whose puzzle is missing, in place of an entry: the marks data tools write for
/// a missing value and numbers, nothing else (`null`, as `jq -r .puzzle` writes it; `2  NaN
/// 1.5` or `<NA>  11.9`, as a data frame is printed). Taken for a header or a title, the entry
/// would vanish and every index after it move up one.
pub(super) fn is_missing_row(text: &[u8]) -> bool {
    const MARKS: [&[u8]; 8] = [
        b"na", b"n/a", b"<na>", b"nan", b"null", b"none", b"nil", b"missing",
    ];
    let is_mark = |word: &[u8]| MARKS.iter().any(|mark| word.eq_ignore_ascii_case(mark));
    let is_number = |word: &[u8]| {
        let digits = word.strip_prefix(b"-").unwrap_or(word);
        digits.iter().any(u8::is_ascii_digit)
            && digits.iter().all(|&b| b.is_ascii_digit() || b == b'.')
    };
    let mut words = text
        .split(u8::is_ascii_whitespace)
        .filter(|w| !w.is_empty());
    let mut marked = false;
    words.all(|word| {
        marked |= is_mark(word);
        is_mark(word) || is_number(word)
    }) && marked
}

/// Whether the words before a puzzle on a line that failed as one (`11.9`, `1 -`) may be its
/// label: too few cells to be a puzzle cut short, whose solution after it would be read.
pub(super) fn may_name_a_puzzle(before: &[u8]) -> bool {
    const LABEL_CELLS: usize = 17;
    before.iter().filter(|&&b| cell_value(b).is_some()).count() < LABEL_CELLS
}

/// The byte offset of the first control character in `text` but white space (a tab, a form
/// feed): binary data, or a terminal's colour codes, which no header or title holds.
pub(super) fn control_character(text: &[u8]) -> Option<usize> {
    text.iter()
        .position(|&b| b < 0x20 && !b.is_ascii_whitespace() || b == 0x7f)
}

pub(super) fn is_blank(text: &[u8]) -> bool {
    text.iter().all(u8::is_ascii_whitespace)
}

/// Comment lines: `#` as in most collections, `//` and `;` as in some programs' files.
pub(super) fn is_comment(text: &[u8]) -> bool {
    let text = text.trim_ascii_start();
    match text.first() {
        Some(b'#') => !is_numbered(text),
        // A spreadsheet's row saved with semicolons starts with one when its first cell is
        // blank (`;9;8;;;;;6;`); one with no given (`;;;;;;;;`) stays a comment.
        // So does a puzzle kept one cell to a field (`;4;;;1;…`), and the column names over
        // a table with a row index's empty first name (`;solution;puzzle`).
        Some(b';') => {
            !spaced::is_separated_row_with_a_given(text)
                && !line::starts_with_puzzle(text)
                && !line::names_columns(text)
        }
        _ => text.starts_with(b"//"),
    }
}

/// A puzzle numbered `#12` before it on its line (`#12 4.1…`, `#12: 4.1…`), or the placeholder
/// mark of one that failed (`#12 -`, `#12: -`): no comment, though it starts like one. A comment that
/// holds a puzzle (`# 4.1…`, `#4.1…`, and `#12. 4.1…` or `#12) 4.1…`, a numbered line left
/// out) leaves it out on purpose, as does a note after a colon (`#1: solution 4173…`).
pub(super) fn is_numbered(text: &[u8]) -> bool {
    let Some(rest) = text.strip_prefix(b"#") else {
        return false;
    };
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    if !(1..=6).contains(&digits) {
        return false;
    }
    // `#12: 4.1…`, as `Puzzle #12:` is shortened: the puzzle right after the colon.
    if rest.get(digits) == Some(&b':') {
        let after = &rest[digits + 1..];
        let gap = after.iter().take_while(|b| b.is_ascii_whitespace()).count();
        let at = text.len() - after.len() + gap;
        return gap > 0
            && (line::named_puzzle_start(text) == Some(at)
                || line::placeholder_after_label(text) == Some(at));
    }
    rest.get(digits).is_some_and(u8::is_ascii_whitespace)
        && (line::named_puzzle_start(text).is_some()
            || line::placeholder_after_label(text).is_some())
}

/// A header naming the puzzle after it: `[Puzzle]` (SadMan's `.sdk`), or words then a number,
/// `Grid 01` (Project Euler 96), `Puzzle #3:`, `Día 2`, `No. 12`. The words must hold a letter
/// no row can hold, so that a row with `x` blanks is never taken for one; an abbreviation's
/// dot (`No.`, `Nr.`) may end a word. Letters are any alphabet's
/// (a Unicode grid's rows hold box-drawing characters and `·`, none of them letters).
pub(super) fn is_header(text: &[u8]) -> bool {
    let text = text.trim_ascii();
    if text.len() >= 2 && text[0] == b'[' && text[text.len() - 1] == b']' {
        // Not a JSON array on one line, `[{"puzzle": …}]`, nor a puzzle in a forum's tags,
        // `[code]4.1…[/code]`.
        let inside = text[1..].trim_ascii_start();
        return !matches!(inside.first(), Some(b'{' | b'[' | b'"'))
            && !line::holds_a_puzzle(inside)
            && !line::holds_a_cut_puzzle(inside);
    }
    if detect::is_braced_header(text) {
        return true;
    }
    let text = text.strip_suffix(b":").unwrap_or(text);
    let Some(split) = text.iter().rposition(u8::is_ascii_whitespace) else {
        return false;
    };
    let (words, number) = (&text[..split], &text[split + 1..]);
    let number = number.strip_prefix(b"#").unwrap_or(number);
    let words = String::from_utf8_lossy(words);
    // A number (an id of up to 20 digits), not a puzzle of digits (`Puzzle 4000…`, 81 of them).
    let abbreviated = |word: &str| word.strip_suffix('.').unwrap_or(word).to_string();
    (1..=20).contains(&number.len())
        && number.iter().all(u8::is_ascii_digit)
        && words
            .split_whitespace()
            .map(abbreviated)
            .all(|word| word.chars().all(char::is_alphabetic))
        && words
            .chars()
            .any(|c| c.is_alphabetic() && !matches!(c, 'x' | 'X'))
}

/// A field and its value, as tools write statistics after a puzzle (`Difficulty: Simple`,
/// `Number of Givens: 26`): words of letters, a colon, then something.
pub(super) fn is_field_and_value(text: &[u8]) -> bool {
    // Fields that name a puzzle (`Puzzle: 2`, `Grid: 02`) head one instead.
    const NAMING: [&str; 6] = ["puzzle", "grid", "game", "sudoku", "board", "problem"];
    let text = String::from_utf8_lossy(text.trim_ascii());
    text.split_once(':').is_some_and(|(field, value)| {
        let field = field.trim();
        let lower = field.to_lowercase();
        !field.is_empty()
            && field
                .chars()
                .all(|c| c.is_alphabetic() || c == ' ' || c == '/')
            && !lower.split(' ').any(|word| NAMING.contains(&word))
            && !value.trim().is_empty()
    })
}

/// A line before a block that names it in words (`Puzzle 1 (hard)`, `Grid 01 - easy`,
/// `Rätsel 1`, `Grün 2`): a word of three letters or more, of any alphabet, which no row can
/// hold (nor a damaged one, but by a rare typo), and not a run of `x` blanks.
pub(super) fn names_a_block(text: &[u8]) -> bool {
    String::from_utf8_lossy(text)
        .split(|c: char| !c.is_alphabetic())
        .any(|word| word.chars().count() >= 3 && !word.chars().all(|c| matches!(c, 'x' | 'X')))
}

/// A block's first row with words after it (`5 3 0 0 7 0 0 0 0 # first`): words, but a row
/// first, to be read as one and reported where it goes wrong, not taken for a header (which
/// would blame the block's row count on the line after it).
pub(super) fn starts_with_a_row(format: Format, text: &[u8]) -> bool {
    let text = text.trim_ascii_start();
    match format {
        Format::Compact => text.len() > 9 && text[..9].iter().all(|&b| cell_value(b).is_some()),
        Format::Spaced => {
            let mut tokens = text
                .split(u8::is_ascii_whitespace)
                .filter(|t| !t.is_empty());
            tokens
                .by_ref()
                .take(9)
                .filter(|token| matches!(token, [byte] if cell_value(*byte).is_some()))
                .count()
                == 9
                && tokens.next().is_some()
        }
        _ => false,
    }
}

/// A line that only rules blocks off from one another (`---------`, `=========`) or frames one
/// (Simple Sudoku's `*-----------*`): no row of a block format is made of those characters
/// alone (a row of `*` blanks has no dash). So do the fences and closing tags round puzzles
/// pasted from Markdown or a forum post (```` ``` ````, `~~~sudoku`, `[/code]`), which name
/// no puzzle.
pub(super) fn is_separator(text: &[u8]) -> bool {
    let text = text.trim_ascii();
    let fence = (text.starts_with(b"```") || text.starts_with(b"~~~"))
        && text
            .iter()
            .all(|&b| matches!(b, b'`' | b'~') || b.is_ascii_alphanumeric());
    let closing_tag = text.starts_with(b"[/")
        && text.ends_with(b"]")
        && text[2..text.len() - 1].iter().all(u8::is_ascii_alphabetic);
    if fence || closing_tag {
        return true;
    }
    let dashes = text.iter().filter(|&&b| matches!(b, b'-' | b'=')).count();
    dashes >= 3
        && text
            .iter()
            .all(|&b| matches!(b, b'-' | b'=' | b'+' | b'*' | b' '))
}

/// Whether a line is the mark `--placeholder` writes by default in place of a puzzle that
/// failed, alone.
pub(super) fn is_placeholder(text: &[u8]) -> bool {
    text.trim_ascii() == PLACEHOLDER.as_bytes()
}

/// A cheap first look: a header starts with a letter, `[` or `{`, a puzzle line never does
/// (bar one with an `x` blank first, or a Unicode grid's row, which start with what may be a
/// letter's first byte, and then pay for the full look). A CSV file's column names may be
/// quoted (`"id","puzzle"`), and a section's title set off by rules (`=== Hard ===`).
pub(super) fn may_be_header(text: &[u8]) -> bool {
    let ruled = text
        .iter()
        .take_while(|&&b| matches!(b, b'=' | b'-' | b'~') || b.is_ascii_whitespace())
        .count();
    let text = &text[ruled..];
    let text = text.strip_prefix(b"\"").unwrap_or(text);
    match text.first() {
        // Not a JSON record nor a script's object, which fail where they stand.
        Some(b'{') => detect::is_braced_header(text),
        Some(&b) => b == b'[' || b.is_ascii_alphabetic() || !b.is_ascii(),
        None => false,
    }
}

/// Whether `label`, on a line of its own, reads back as the header of the puzzle after it in
/// a file of one puzzle a line (`Grid 01`, `Puzzle 3 (hard)`), where a number alone (`12.`,
/// `#4`) would not: a label read from before a puzzle on its line may be either.
pub(in crate::format) fn reads_as_header(label: &str) -> bool {
    text_reads_as_header(label.as_bytes())
}

/// [`reads_as_header`] of a label not yet decoded.
pub(super) fn text_reads_as_header(text: &[u8]) -> bool {
    is_header(text)
        || may_be_header(text) && names_a_block(text)
        || is_title(text)
        || line::names_columns(text)
}

/// Whether a line of a block format is decoration between rows.
pub(super) fn is_rule(format: Format, text: &[u8]) -> bool {
    match format {
        Format::Grid => boxed::is_rule(text),
        Format::Unicode => unicode::is_rule(text),
        Format::PencilmarkGrid => pencilmark::is_rule(text),
        _ => false,
    }
}

/// Whether `text` is a rule of a grid of `format` drawn with one: not bars and spaces alone
/// (`|   |   |   |`), which may be a row.
pub(super) fn is_drawn_rule(format: Format, text: &[u8]) -> bool {
    is_rule(format, text) && cells::blank_fixed_width(text).is_none()
}

/// Whether a line numbers the columns of a boxed grid (`    1 2 3   4 5 6   7 8 9`): the
/// digits 1 to 9 in order, each a word of its own. (A row typed in groups, `123 456 789`, as
/// every canonical solution starts, is a row.)
pub(super) fn is_column_numbers(text: &[u8]) -> bool {
    let mut words = text
        .split(u8::is_ascii_whitespace)
        .filter(|word| !word.is_empty());
    (b'1'..=b'9').all(|digit| words.next() == Some(&[digit][..])) && words.next().is_none()
}

/// Whether a line ends a block or stands between blocks: a comment, a rule, a separator or a
/// header.
pub(super) fn ends_a_block(format: Format, text: &[u8]) -> bool {
    is_comment(text)
        || is_rule(format, text)
        || is_separator(text)
        || names_a_block(text)
        || is_header(text)
}
