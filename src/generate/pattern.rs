//! Patterns: the exact set of cells a puzzle's givens must occupy.

use std::fmt;
use std::str::FromStr;

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
    /// A line of the wrong length.
    #[error("pattern line {line} has {length} characters; expected {expected}")]
    LineLength {
        /// The line, 1-based, among the text's lines.
        line: usize,
        /// Its length in characters.
        length: usize,
        /// The length a line of this shape needs: 81 or at most 9.
        expected: usize,
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
        let lines: Vec<(usize, &str)> = text
            .lines()
            .enumerate()
            .map(|(i, line)| (i + 1, line.strip_suffix('\r').unwrap_or(line)))
            .filter(|(_, line)| !is_comment(line))
            .collect();
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

/// A comment line, as puzzle files have them (`# from the 2006 contest`): it starts with `#`,
/// `;` or `//`, and is no row or line of the pattern, which may mark its cells with `#` too
/// (it has neither 9 nor 81 characters, or it holds a word).
fn is_comment(line: &str) -> bool {
    let text = line.trim_start();
    let starts = text.starts_with(['#', ';']) || text.starts_with("//");
    let length = line.chars().count();
    let worded = text
        .chars()
        .any(|c| c.is_alphabetic() && !matches!(c, 'x' | 'X'));
    starts && (worded || (length != 9 && length != CELLS))
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
