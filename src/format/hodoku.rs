//! HoDoKu's library lines: `:0000:x:PUZZLE:::`, colon-separated fields of which the fourth is
//! the puzzle (`+` before a digit marks one placed rather than given). The other fields (the
//! technique code, the candidates it concerns, eliminations…) are kept as the puzzle's
//! annotation: the line as written with the puzzle taken out, `:0000:x::::`, so that writing a
//! grid back into it gives a library line again.

use super::cells::{cell_value, stray, trimmed_range};
use super::error::{ErrorKind, ParseError};
use crate::grid::{CELLS, Grid};

/// Whether a line is shaped like a library line: it starts with `:` and has the puzzle field.
pub(super) fn is_library_line(text: &[u8]) -> bool {
    let (start, end) = trimmed_range(text);
    let text = &text[start..end];
    text.first() == Some(&b':') && text.iter().filter(|&&b| b == b':').count() >= 4
}

/// Parses a library line (input line `line`): the puzzle and the annotation.
pub(super) fn parse(text: &[u8], line: usize) -> (Result<Grid, ParseError>, Option<String>) {
    let (start, end) = trimmed_range(text);
    let Some((field_start, field_end)) = puzzle_field(&text[start..end]) else {
        let error = ParseError::at(line, ErrorKind::NotLibraryLine);
        return (Err(error), None);
    };
    let (field_start, field_end) = (start + field_start, start + field_end);
    let mut annotation = String::from_utf8_lossy(&text[start..field_start]).into_owned();
    annotation.push_str(&String::from_utf8_lossy(&text[field_end..end]));
    (
        read_puzzle(text, field_start, field_end, line),
        Some(annotation),
    )
}

/// The byte range of the puzzle field: after the third `:`, up to the fourth.
fn puzzle_field(text: &[u8]) -> Option<(usize, usize)> {
    let mut colons = text
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b':')
        .map(|(i, _)| i);
    let third = colons.nth(2)?;
    let fourth = colons.next()?;
    Some((third + 1, fourth))
}

fn read_puzzle(text: &[u8], start: usize, end: usize, line: usize) -> Result<Grid, ParseError> {
    let mut cells = [0u8; CELLS];
    let mut found = 0;
    for pos in start..end {
        let byte = text[pos];
        if byte == b'+' && text.get(pos + 1).is_some_and(|b| (b'1'..=b'9').contains(b)) {
            continue;
        }
        let value = cell_value(byte).ok_or_else(|| stray(text, pos, line))?;
        if let Some(cell) = cells.get_mut(found) {
            *cell = value;
        }
        found += 1;
    }
    if found != CELLS {
        return Err(ParseError::at(
            line,
            ErrorKind::CellCount {
                expected: CELLS,
                found,
            },
        ));
    }
    Ok(Grid::from_digits(cells))
}

/// Writes `grid` into the library line `annotation` (the line without its puzzle), or into a
/// bare `:0000:x::::` when there is none; no line end.
pub(super) fn render(grid: &Grid, annotation: Option<&str>, out: &mut Vec<u8>) {
    let annotation = annotation
        .filter(|a| a.starts_with(':') && a.matches(':').count() >= 4)
        .unwrap_or(":0000:x::::");
    let at = annotation
        .match_indices(':')
        .nth(2)
        .map_or(annotation.len(), |(i, _)| i + 1);
    out.extend_from_slice(&annotation.as_bytes()[..at]);
    out.extend_from_slice(&grid.line_bytes());
    out.extend_from_slice(&annotation.as_bytes()[at..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn the_puzzle_is_the_fourth_field_and_the_rest_is_kept() {
        let line = format!(":0100:1:{PUZZLE}:211 221:14:");
        assert!(is_library_line(line.as_bytes()));
        let (grid, annotation) = parse(line.as_bytes(), 1);
        assert_eq!(grid.unwrap().to_line(), PUZZLE);
        assert_eq!(annotation.as_deref(), Some(":0100:1::211 221:14:"));
        let mut out = Vec::new();
        render(
            &parse(line.as_bytes(), 1).0.unwrap(),
            annotation.as_deref(),
            &mut out,
        );
        assert_eq!(String::from_utf8(out).unwrap(), line);
    }

    #[test]
    fn placed_digits_count_as_cells() {
        let placed = format!("+{PUZZLE}");
        let (grid, _) = parse(format!(":0000:x:{placed}:::").as_bytes(), 1);
        assert_eq!(grid.unwrap().to_line(), PUZZLE);
    }

    #[test]
    fn a_short_puzzle_field_is_an_error_with_its_column() {
        let (grid, _) = parse(format!(":0000:x:{}?:::", &PUZZLE[..80]).as_bytes(), 7);
        assert_eq!(
            grid.unwrap_err().to_string(),
            "line 7, column 89: unexpected character '?'"
        );
        let (grid, _) = parse(b":0000:x:123:::", 7);
        assert_eq!(
            grid.unwrap_err().to_string(),
            "line 7: expected 81 cells, found 3"
        );
    }
}
