//! Patterns: the exact set of cells a puzzle's givens must occupy.

use std::fmt;
use std::str::FromStr;

use crate::format::{looks_blank, shows_as_nothing};
use crate::grid::{CELLS, Grid};

use super::givens::FEWEST_GIVENS;

/// A set of cells for the givens, read from an 81-character line or a 9×9 block of text in
/// which any character other than `.`, `0` or a space marks a cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pattern {
    marked: [bool; CELLS],
}

/// Text that is not a pattern, or a pattern no unique puzzle fits.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PatternError {
    /// Neither one line nor nine.
    #[error("a pattern is one line of 81 characters or 9 lines of 9, not {lines} lines")]
    Shape {
        /// How many non-blank lines the text has.
        lines: usize,
    },
    /// Neither one line nor nine, whether its short lines that start with `#` are read as
    /// rows (`#  ##`, cut short) or as comments (`# --`).
    #[error(
        "a pattern is one line of 81 characters or 9 lines of 9: with its short lines \
         starting with `#` as rows it has {as_rows} lines, as comments {as_comments}"
    )]
    HashLines {
        /// How many lines it has with them as rows.
        as_rows: usize,
        /// How many without them.
        as_comments: usize,
    },
    /// A line of the wrong length.
    #[error(
        "pattern line {line} has {length} character{}; expected {expected}",
        if *length == 1 { "" } else { "s" }
    )]
    LineLength {
        /// The line, 1-based, among the text's lines.
        line: usize,
        /// Its length in characters.
        length: usize,
        /// The length a line of this shape needs: 81 or at most 9.
        expected: usize,
    },
    /// A character that shows as a space, or as nothing, and is neither: a no-break space from
    /// a web page would otherwise mark a cell no one sees marked.
    #[error(
        "pattern line {line}, column {column} holds U+{code:04X}, {}",
        if *invisible {
            "which shows as nothing: delete it"
        } else {
            "a space that is not a plain one: write `.` or a space"
        }
    )]
    LooksBlank {
        /// The line, 1-based.
        line: usize,
        /// The column, 1-based, in characters.
        column: usize,
        /// The character's code point.
        code: u32,
        /// Whether it shows as nothing at all (a zero-width space or joiner).
        invisible: bool,
    },
    /// Fewer than 17 marked cells.
    #[error(
        "the pattern marks {cells} cells; a puzzle with one solution needs at least {FEWEST_GIVENS}"
    )]
    TooFewCells {
        /// How many cells it marks.
        cells: usize,
    },
}

/// True for the characters that leave a cell out of a pattern.
fn is_blank(c: char) -> bool {
    matches!(c, '.' | '0' | ' ')
}

/// The first character of `text` that shows as a space or as nothing without being a plain
/// space (or tab), as an error saying where.
fn first_looking_blank(text: &str) -> Option<PatternError> {
    text.lines().enumerate().find_map(|(i, line)| {
        let (column, c) = line.chars().enumerate().find(|&(_, c)| looks_blank(c))?;
        Some(PatternError::LooksBlank {
            line: i + 1,
            column: column + 1,
            code: u32::from(c),
            invisible: shows_as_nothing(c),
        })
    })
}

impl Pattern {
    /// The pattern marking the cells for which `marked` holds.
    pub fn from_fn(marked: impl Fn(usize) -> bool) -> Result<Pattern, PatternError> {
        let pattern = Pattern {
            marked: std::array::from_fn(marked),
        };
        match pattern.len() {
            cells if cells < usize::from(FEWEST_GIVENS) => Err(PatternError::TooFewCells { cells }),
            _ => Ok(pattern),
        }
    }

    /// The pattern of a grid's given cells.
    pub fn of_givens(grid: &Grid) -> Result<Pattern, PatternError> {
        Pattern::from_fn(|cell| grid.get(cell) != 0)
    }

    /// Reads a pattern: one line of exactly 81 characters, or nine lines of up to nine (a
    /// shorter line is blank at its end, since editors drop trailing spaces). Blank lines before
    /// and after are ignored, and so are line endings.
    pub fn parse(text: &str) -> Result<Pattern, PatternError> {
        if let Some(error) = first_looking_blank(text) {
            return Err(error);
        }
        let numbered = || {
            text.lines()
                .enumerate()
                .map(|(i, line)| (i + 1, line.strip_suffix('\r').unwrap_or(line)))
        };
        let as_comments = Pattern::parse_lines(
            numbered()
                .filter(|(_, line)| comment(line).is_none())
                .collect(),
        );
        // A short line of `#` and blanks is a row whose trailing blanks an editor dropped, in
        // a pattern that marks every cell with `#`, when that makes nine rows; a comment
        // otherwise.
        let rows: Vec<(usize, &str)> = numbered()
            .filter(|(_, line)| comment(line) != Some(Comment::Surely))
            .collect();
        let maybe_rows = rows
            .iter()
            .any(|(_, line)| comment(line) == Some(Comment::UnlessARow));
        let marked_with_hashes = rows
            .iter()
            .flat_map(|(_, line)| line.chars())
            .all(|c| c == '#' || is_blank(c));
        if !maybe_rows || !marked_with_hashes || as_comments.is_ok() {
            return as_comments;
        }
        match (Pattern::parse_lines(rows), as_comments) {
            (Ok(pattern), _) => Ok(pattern),
            (Err(PatternError::Shape { lines: as_rows }), Err(PatternError::Shape { lines })) => {
                Err(PatternError::HashLines {
                    as_rows,
                    as_comments: lines,
                })
            }
            // Nine rows that fail for another reason (too few cells, a row too long): that.
            (Err(error), _) => Err(error),
        }
    }

    /// Reads a pattern from its lines, comments left out, each with its line number.
    fn parse_lines(lines: Vec<(usize, &str)>) -> Result<Pattern, PatternError> {
        let first = lines.iter().position(|(_, l)| !l.trim().is_empty());
        let last = lines.iter().rposition(|(_, l)| !l.trim().is_empty());
        let lines = match (first, last) {
            (Some(first), Some(last)) => &lines[first..=last],
            _ => &[][..],
        };
        let mut marked = [false; CELLS];
        match lines {
            [(number, line)] => {
                let length = line.chars().count();
                if length != CELLS {
                    return Err(PatternError::LineLength {
                        line: *number,
                        length,
                        expected: CELLS,
                    });
                }
                for (cell, c) in line.chars().enumerate() {
                    marked[cell] = !is_blank(c);
                }
            }
            rows if rows.len() == 9 => {
                for (row, (number, line)) in rows.iter().enumerate() {
                    let length = line.chars().count();
                    if length > 9 {
                        return Err(PatternError::LineLength {
                            line: *number,
                            length,
                            expected: 9,
                        });
                    }
                    for (column, c) in line.chars().enumerate() {
                        marked[row * 9 + column] = !is_blank(c);
                    }
                }
            }
            rows => return Err(PatternError::Shape { lines: rows.len() }),
        }
        Pattern::from_fn(|cell| marked[cell])
    }

    /// True when the pattern marks `cell`.
    pub fn contains(&self, cell: usize) -> bool {
        self.marked[cell]
    }

    /// How many cells it marks.
    pub fn len(&self) -> usize {
        self.marked.iter().filter(|&&m| m).count()
    }

    /// Always false: a pattern marks at least 17 cells. (Here for the `len` convention.)
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `grid` with every cell outside the pattern blanked.
    pub fn apply(&self, grid: &Grid) -> Grid {
        let mut out = *grid;
        for cell in (0..CELLS).filter(|&cell| !self.marked[cell]) {
            out.set(cell, 0);
        }
        out
    }
}

/// How sure it is that a line is a comment.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Comment {
    /// It cannot be a row or line of the pattern.
    Surely,
    /// It could be a row cut short (`#  ##`, its trailing blanks dropped).
    UnlessARow,
}

/// Whether a line is a comment, as puzzle files have them (`# from the 2006 contest`): it
/// starts with `#`, `;` or `//`, and is no row or line of the pattern, which may mark its
/// cells with `#` too (it holds a word, or it has neither 9 nor 81 characters; a `#` line
/// shorter than 9 of `#` and blanks alone may be a row).
fn comment(line: &str) -> Option<Comment> {
    let text = line.trim_start();
    let starts = text.starts_with(['#', ';']) || text.starts_with("//");
    let length = line.chars().count();
    let worded = text
        .chars()
        .any(|c| c.is_alphabetic() && !matches!(c, 'x' | 'X'));
    if !starts || (!worded && (length == 9 || length == CELLS)) {
        None
    } else if length < 9 && text.chars().all(|c| c == '#' || is_blank(c)) {
        Some(Comment::UnlessARow)
    } else {
        Some(Comment::Surely)
    }
}

impl FromStr for Pattern {
    type Err = PatternError;

    fn from_str(text: &str) -> Result<Pattern, PatternError> {
        Pattern::parse(text)
    }
}

/// The 81-character line: `x` for a marked cell, `.` for the others.
impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line: String = self
            .marked
            .iter()
            .map(|&m| if m { 'x' } else { '.' })
            .collect();
        f.write_str(&line)
    }
}

impl fmt::Debug for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Pattern({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x";

    /// Comment lines are skipped around and inside a pattern, but a row that marks its cells
    /// with `#` is a row.
    #[test]
    fn comment_lines_are_skipped_but_hash_marks_are_cells() {
        let block: String = (0..9)
            .map(|row| format!("{}\n", &LINE[row * 9..row * 9 + 9]))
            .collect();
        let commented = format!("# my pattern\n; made by hand\n{block}// the end\n");
        assert_eq!(
            Pattern::parse(&commented).unwrap(),
            Pattern::parse(LINE).unwrap()
        );
        let hashes = format!("# a pattern in hashes\n{}\n", LINE.replace('x', "#"));
        assert_eq!(
            Pattern::parse(&hashes).unwrap(),
            Pattern::parse(LINE).unwrap()
        );
    }

    /// A `#` row cut short by an editor that drops trailing spaces is a row, not a comment,
    /// when the rows make a pattern so; a short `#` line outside the pattern stays a comment.
    #[test]
    fn short_rows_marked_with_hashes_are_rows() {
        let rows = [
            "#  ##",
            " # #",
            "  #  #",
            "   #  # #",
            " #",
            "       ##",
            "# # ##  #",
            "      ##",
            " ##  # #",
        ];
        let pattern = Pattern::parse(&format!("{}\n", rows.join("\n"))).unwrap();
        let padded: String = rows.iter().map(|row| format!("{row:9}")).collect();
        assert_eq!(pattern, Pattern::parse(&padded.replace('#', "x")).unwrap());
        assert_eq!(pattern.len(), 24);
        let commented = format!("# my pattern\n{}\n// the end\n", rows.join("\n"));
        assert_eq!(Pattern::parse(&commented).unwrap(), pattern);
        // Short `#` lines around a block of full rows are comments.
        let full: Vec<String> = rows.iter().map(|row| format!("{row:9}")).collect();
        let commented = format!("#\n# --\n{}\n#\n", full.join("\n"));
        assert_eq!(Pattern::parse(&commented).unwrap(), pattern);
        // Around short rows they could be either: the error counts both ways.
        let either = format!("#\n# --\n{}\n", rows.join("\n"));
        assert_eq!(
            Pattern::parse(&either),
            Err(PatternError::HashLines {
                as_rows: 10,
                as_comments: 3
            })
        );
        // Rows marked with `x` make a short `#` line a comment: eight rows and `# 24` are
        // eight rows, not a pattern shifted down by one.
        let eight = "# 24\nx x   x x\n  x x x\nx   x   x\n x     x\nx x x x x\n x     x\nx   x   x\n  x x x\n";
        assert_eq!(Pattern::parse(eight), Err(PatternError::Shape { lines: 8 }));
        assert_eq!(
            Pattern::parse(&eight.replace("# 24", "#")),
            Err(PatternError::Shape { lines: 8 })
        );
        // Nine rows that fail for another reason say so.
        let long = "#  ##\n.#.#.....\n..#..#...\n...#..#.#.\n.#.......\n......##.\n#.#.##..#\n......##.\n.##..#.#.\n";
        assert_eq!(
            Pattern::parse(long),
            Err(PatternError::LineLength {
                line: 4,
                length: 10,
                expected: 9
            })
        );
        let few = "#  #\n.#...#\n...#....#\n#\n..#...#..\n#   #\n.....#..#\n#..#\n..#\n";
        assert_eq!(
            Pattern::parse(few),
            Err(PatternError::TooFewCells { cells: 16 })
        );
    }

    #[test]
    fn a_line_and_a_block_mark_the_same_cells() {
        let line = Pattern::parse(LINE).unwrap();
        assert_eq!(line.len(), 41);
        let block: String = (0..9)
            .map(|row| {
                let text = &LINE[row * 9..row * 9 + 9];
                // Spaces and zeros are blanks too; trailing blanks may be missing.
                let text = text.replace('.', if row % 2 == 0 { " " } else { "0" });
                format!("{}\r\n", text.trim_end())
            })
            .collect();
        assert_eq!(Pattern::parse(&format!("\n{block}\n")).unwrap(), line);
        assert_eq!(line.to_string(), LINE);
    }

    #[test]
    fn any_other_character_marks_a_cell() {
        let line = LINE.replace('x', "7").replacen('7', "*", 3);
        assert_eq!(
            Pattern::parse(&line).unwrap(),
            Pattern::parse(LINE).unwrap()
        );
    }

    /// A no-break space looks like a blank and would mark a cell; a zero-width space looks
    /// like nothing and would make a row too long: both are named where they stand.
    #[test]
    fn characters_that_look_blank_are_named_not_read() {
        let row = "xx.x.x.x.";
        let mut block: Vec<String> = (0..9).map(|_| row.to_string()).collect();
        block[2] = "xx\u{a0}x.x.x.".to_string();
        let error = Pattern::parse(&block.join("\n")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "pattern line 3, column 3 holds U+00A0, a space that is not a plain one: write `.` \
             or a space"
        );
        block[2] = "xx.\u{200b}x.x.x.".to_string();
        let error = Pattern::parse(&block.join("\n")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "pattern line 3, column 4 holds U+200B, which shows as nothing: delete it"
        );
    }

    #[test]
    fn malformed_patterns_say_where() {
        let err = |text: &str| Pattern::parse(text).unwrap_err();
        assert_eq!(
            err(&LINE[..80]),
            PatternError::LineLength {
                line: 1,
                length: 80,
                expected: 81
            }
        );
        let mut block = ["xxxxxxxxx"; 9];
        block[3] = "xxxxxxxxxx";
        assert_eq!(
            err(&block.join("\n")),
            PatternError::LineLength {
                line: 4,
                length: 10,
                expected: 9
            }
        );
        assert_eq!(err("xxx\nxxx"), PatternError::Shape { lines: 2 });
        assert_eq!(err(""), PatternError::Shape { lines: 0 });
        let sixteen = format!("{}{}", "x".repeat(16), ".".repeat(65));
        assert_eq!(err(&sixteen), PatternError::TooFewCells { cells: 16 });
        assert!(err(&sixteen).to_string().contains("at least 17"));
    }
}
