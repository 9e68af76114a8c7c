//! Grids drawn with Unicode box-drawing characters, the nicest form for people to read:
//!
//! ```text
//! ┌───────┬───────┬───────┐
//! │ 5 3 · │ · 7 · │ · · · │
//! ├───────┼───────┼───────┤
//! ```
//!
//! On input every box-drawing character (U+2500 to U+257F), the ASCII `|`, `+`, `-` and
//! whitespace are decoration, and besides the ASCII blanks a middle dot or bullet is a blank, so
//! grids copied from forums and chat read whichever box characters they were drawn with.

use super::cells::{cell_value, collect_row, fixed_width_row, stray};
use super::error::ParseError;
use crate::grid::Grid;

/// Whether a character is one of the box-drawing block.
fn is_box_drawing(c: char) -> bool {
    ('\u{2500}'..='\u{257F}').contains(&c)
}

/// Whether a line holds a box-drawing character: cheap on bytes, for detection. Every one of
/// them is encoded as E2 94 xx or E2 95 xx.
pub(super) fn has_box_drawing(text: &[u8]) -> bool {
    text.windows(2)
        .any(|pair| pair[0] == 0xE2 && (pair[1] == 0x94 || pair[1] == 0x95))
}

pub(super) fn is_decoration(c: char) -> bool {
    c.is_whitespace() || matches!(c, '|' | '+' | '-') || is_box_drawing(c)
}

/// The blank characters people draw in Unicode grids, besides the ASCII ones.
fn is_unicode_blank(c: char) -> bool {
    matches!(c, '·' | '∙' | '⋅' | '•' | '◦' | '○')
}

/// True for a line of decoration only, such as `├───────┼`.
pub(super) fn is_rule(text: &[u8]) -> bool {
    std::str::from_utf8(text).is_ok_and(|t| t.chars().all(is_decoration))
}

/// Reads one row (input line `line`) into `row`, ignoring decoration.
pub(super) fn parse_row(text: &[u8], line: usize, row: &mut [u8]) -> Result<(), ParseError> {
    let valid = match std::str::from_utf8(text) {
        Ok(valid) => valid,
        Err(e) => return Err(stray(text, e.valid_up_to(), line)),
    };
    let cells = valid
        .char_indices()
        .filter(|&(_, c)| !is_decoration(c))
        .map(|(pos, c)| {
            let value = if c.is_ascii() {
                cell_value(c as u8)
            } else {
                is_unicode_blank(c).then_some(0)
            };
            value.ok_or_else(|| stray(text, pos, line))
        });
    let read = collect_row(row, line, cells);
    let fixed = read.is_err() && fixed_width_row(valid, row);
    if fixed { Ok(()) } else { read }
}

const TOP: &str = "┌───────┬───────┬───────┐\n";
const MIDDLE: &str = "├───────┼───────┼───────┤\n";
const BOTTOM: &str = "└───────┴───────┴───────┘\n";

/// Writes the grid with `blank` for an empty cell.
pub(super) fn render(grid: &Grid, blank: &[u8], out: &mut Vec<u8>) {
    for (r, row) in grid.cells().chunks_exact(9).enumerate() {
        match r {
            0 => out.extend_from_slice(TOP.as_bytes()),
            3 | 6 => out.extend_from_slice(MIDDLE.as_bytes()),
            _ => {}
        }
        for (c, &value) in row.iter().enumerate() {
            if c % 3 == 0 {
                out.extend_from_slice("│ ".as_bytes());
            }
            match value {
                0 => out.extend_from_slice(blank),
                digit => out.push(b'0' + digit),
            }
            out.push(b' ');
        }
        out.extend_from_slice("│\n".as_bytes());
    }
    out.extend_from_slice(BOTTOM.as_bytes());
}

/// The blank of a Unicode grid unless told otherwise: a middle dot.
pub(super) const BLANK: &str = "·";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_read_whatever_box_characters_and_blanks_they_use() {
        let mut row = [9; 9];
        parse_row("│ 5 3 · │ · 7 . │ x ∙ 0 │".as_bytes(), 1, &mut row).unwrap();
        assert_eq!(row, [5, 3, 0, 0, 7, 0, 0, 0, 0]);
        parse_row("║ 5 3 • ║ • 7 • ║ • • 9 ║".as_bytes(), 1, &mut row).unwrap();
        assert_eq!(row, [5, 3, 0, 0, 7, 0, 0, 0, 9]);
        assert!(is_rule("╔═══════╦═══════╗".as_bytes()));
        assert!(is_rule("├───────┼───────┼───────┤".as_bytes()));
        assert!(!is_rule("│ 5 3 · │".as_bytes()));
    }

    #[test]
    fn a_stray_character_is_named_with_its_column() {
        let mut row = [0; 9];
        let err = parse_row("│ 5 3 é │".as_bytes(), 2, &mut row).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2, column 7: unexpected character 'é' (U+00E9)"
        );
    }

    #[test]
    fn box_drawing_is_recognised_on_bytes() {
        assert!(has_box_drawing("┌──".as_bytes()));
        assert!(has_box_drawing("a│b".as_bytes()));
        assert!(!has_box_drawing("| 5 3 · |".as_bytes()));
    }
}
