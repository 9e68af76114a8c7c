//! The boxed grid people draw: `+-------+` rules between bands, `|` between stacks.
//!
//! On input every `|`, `+`, `-` and space is decoration, so the many hand-drawn variants
//! (with or without outer borders, `0` or `.` for blanks) read the same.

use super::cells::{cell_char, cell_value, collect_row, fixed_width_row, stray};
use super::error::ParseError;
use crate::grid::Grid;

fn is_decoration(byte: u8) -> bool {
    matches!(byte, b'|' | b'+' | b'-') || byte.is_ascii_whitespace()
}

/// Whether `text` is a row whose boxes are parted by spaces alone (`53. .7. ...`), as grids
/// are often typed without bars: three words of three cells each. It reads as a boxed row.
pub(super) fn is_box_spaced_row(text: &[u8]) -> bool {
    let mut words = text
        .split(u8::is_ascii_whitespace)
        .filter(|w| !w.is_empty());
    words
        .by_ref()
        .take(3)
        .filter(|word| word.len() == 3 && word.iter().all(|&b| cell_value(b).is_some()))
        .count()
        == 3
        && words.next().is_none()
}

/// True for a line of decoration only, such as a `+-------+` rule: it separates rows and is not
/// itself a row. HoDoKu and Sudoku Explainer draw their corners with `.`, `:` and `'`
/// (`.-------.`, `:-------+`, `'-------'`); a `.` is a blank in a row, but no row holds a run
/// of dashes.
pub(super) fn is_rule(text: &[u8]) -> bool {
    let corner = |b: u8| matches!(b, b'.' | b':' | b'\'');
    text.iter().all(|&b| is_decoration(b))
        || text.iter().all(|&b| is_decoration(b) || corner(b))
            && text.windows(3).any(|run| run == b"---")
}

/// Reads one row (input line `line`) into `row`, ignoring decoration.
pub(super) fn parse_row(text: &[u8], line: usize, row: &mut [u8]) -> Result<(), ParseError> {
    let read = read_by_cells(text, line, row);
    // Only a row that does not read cell by cell may be a fixed-width one.
    let fixed = read.is_err() && std::str::from_utf8(text).is_ok_and(|t| fixed_width_row(t, row));
    if fixed { Ok(()) } else { read }
}

/// Reads a row cell by cell, every character that is no decoration a cell.
fn read_by_cells(text: &[u8], line: usize, row: &mut [u8]) -> Result<(), ParseError> {
    let label = row_label(text);
    let cells = text
        .iter()
        .enumerate()
        .filter(|&(at, &byte)| Some(at) != label && !is_decoration(byte))
        .map(|(pos, &byte)| cell_value(byte).ok_or_else(|| stray(text, pos, line)));
    collect_row(row, line, cells)
}

/// Whether a row reads only by where its cells stand, its blanks left as spaces
/// (`| 4     |   3   |       |`): in such a grid, bars and spaces alone are a row of blanks.
pub(super) fn leaves_blanks_as_spaces(text: &[u8]) -> bool {
    let mut row = [0u8; 9];
    read_by_cells(text, 0, &mut row).is_err()
        && std::str::from_utf8(text).is_ok_and(|t| fixed_width_row(t, &mut row))
}

/// Where a row's name stands before its first bar, as grids that name their rows and columns
/// print one (`A | . 9 . | …`, `3 | 4 . . | …`): one letter from A to J (some skip I), or digit,
/// then spaces, then the first of the row's four bars.
fn row_label(text: &[u8]) -> Option<usize> {
    let at = text.iter().position(|b| !b.is_ascii_whitespace())?;
    let named = matches!(text[at], b'A'..=b'J' | b'a'..=b'j' | b'1'..=b'9');
    let gap = text[at + 1..]
        .iter()
        .take_while(|b| b.is_ascii_whitespace())
        .count();
    let bars = text.iter().filter(|&&b| b == b'|').count();
    (named && gap > 0 && text.get(at + 1 + gap) == Some(&b'|') && bars == 4).then_some(at)
}

const RULE: &[u8] = b"+-------+-------+-------+\n";

pub(super) fn render(grid: &Grid, out: &mut Vec<u8>) {
    for (r, row) in grid.cells().chunks_exact(9).enumerate() {
        if r % 3 == 0 {
            out.extend_from_slice(RULE);
        }
        for (c, &value) in row.iter().enumerate() {
            if c % 3 == 0 {
                out.extend_from_slice(b"| ");
            }
            out.push(cell_char(value, b'.'));
            out.push(b' ');
        }
        out.extend_from_slice(b"|\n");
    }
    out.extend_from_slice(RULE);
}
