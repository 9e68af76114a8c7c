//! Checks shared by the fuzz targets.

use sudoku::Grid;
use sudoku::format::{self, Format, PuzzleReader};
use sudoku::grid::Unit;

/// A grid from 81 bytes: byte values below 128 are blanks (so that the fuzzer meets sparse,
/// solvable puzzles often), the others a digit. Fewer than 81 bytes: no grid.
pub fn grid_from(data: &[u8]) -> Option<Grid> {
    let bytes: &[u8; 81] = data.get(..81)?.try_into().ok()?;
    let cells = bytes.map(|b| if b < 128 { 0 } else { b % 9 + 1 });
    Some(Grid::from_cells(cells).expect("values 0-9"))
}

/// `solution` is filled, keeps the givens of `puzzle` and holds each digit once per unit.
pub fn assert_solves(puzzle: &Grid, solution: &Grid) {
    for (cell, (&given, &value)) in puzzle.cells().iter().zip(solution.cells()).enumerate() {
        assert!((1..=9).contains(&value), "cell {cell} not filled");
        assert!(given == 0 || given == value, "given at cell {cell} changed");
    }
    for unit in Unit::all() {
        let seen = unit
            .cells()
            .iter()
            .fold(0u16, |seen, &c| seen | 1 << solution.get(c));
        assert_eq!(seen, 0b11_1111_1110, "{unit} repeats a digit");
    }
}

/// Written in each text format and read back, auto-detected: the same grid and the same text.
/// Also read back from a JSON object, as `sudoku` reads its own JSON output.
pub fn assert_round_trips(grid: &Grid) {
    for format in [
        Format::Compact,
        Format::Spaced,
        Format::Line,
        Format::Grid,
        Format::Unicode,
        Format::Hodoku,
    ] {
        let mut text = Vec::new();
        format::render(grid, format, &mut text);
        let mut reader = PuzzleReader::new(&text[..], None);
        let records: Vec<_> = reader.by_ref().collect();
        assert_eq!(reader.format(), Some(format), "detected as written");
        assert_eq!(records.len(), 1, "{format}: one puzzle");
        let read = records[0].puzzle.as_ref().expect("reads back");
        assert_eq!(read, grid, "{format}: same grid");
        let mut again = Vec::new();
        format::render(read, format, &mut again);
        assert_eq!(again, text, "{format}: same text");
    }
    let json = format!("{{\"puzzle\":\"{}\"}}\n", grid.to_line());
    let records: Vec<_> = PuzzleReader::new(json.as_bytes(), None).collect();
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].puzzle.as_ref(), Ok(grid), "json");
}
