//! The 9×9 grid as a plain value, and the geometry of its units.
//!
//! Everything here is `Copy` and allocation-free so that the solver can keep grids on the stack
//! and the command-line layer can pass them between threads without thinking about ownership.

use std::fmt;

/// Number of cells in a grid.
pub const CELLS: usize = 81;

/// A 9×9 Sudoku grid: 81 cells in reading order (row by row, left to right), each `0` for a
/// blank or a digit `1..=9`.
///
/// Comparing two grids with `<` compares them in reading order, which is the lexicographic
/// order the default solve mode is defined by.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Grid {
    cells: [u8; CELLS],
}

/// A cell value outside `0..=9` was given to [`Grid::from_cells`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("cell r{}c{} holds {value}, which is not a digit 0-9", row_of(*.cell) + 1, column_of(*.cell) + 1)]
pub struct CellOutOfRange {
    /// The cell index in reading order.
    pub cell: usize,
    /// The offending value.
    pub value: u8,
}

impl Grid {
    /// The grid with every cell blank.
    pub const EMPTY: Grid = Grid { cells: [0; CELLS] };

    /// Builds a grid from 81 cells in reading order, `0` for a blank.
    pub fn from_cells(cells: [u8; CELLS]) -> Result<Grid, CellOutOfRange> {
        match cells.iter().position(|&v| v > 9) {
            Some(cell) => Err(CellOutOfRange {
                cell,
                value: cells[cell],
            }),
            None => Ok(Grid { cells }),
        }
    }

    /// A grid from cells already known to hold digits 0-9 (a parser's or the solver's output),
    /// without checking them again: this sits on the path every puzzle takes.
    pub(crate) fn from_digits(cells: [u8; CELLS]) -> Grid {
        debug_assert!(cells.iter().all(|&v| v <= 9));
        Grid { cells }
    }

    /// The 81 cells in reading order, `0` for a blank.
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The value of one cell (`0` for a blank).
    ///
    /// # Panics
    ///
    /// If `cell` is 81 or more.
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// Sets one cell.
    ///
    /// # Panics
    /// If `value > 9` or `cell >= 81`: both are programming errors, not input errors.
    pub fn set(&mut self, cell: usize, value: u8) {
        assert!(value <= 9, "cell value {value} is not a digit");
        self.cells[cell] = value;
    }

    /// How many cells hold a digit.
    pub fn givens(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// True when no cell is blank.
    pub fn is_filled(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// The 81-character line form as ASCII bytes: digits, `.` for a blank.
    pub fn line_bytes(&self) -> [u8; CELLS] {
        self.cells.map(|v| if v == 0 { b'.' } else { b'0' + v })
    }

    /// The 81-character line form: digits, `.` for a blank.
    pub fn to_line(&self) -> String {
        self.line_bytes().iter().map(|&b| char::from(b)).collect()
    }
}

impl Default for Grid {
    fn default() -> Self {
        Grid::EMPTY
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

/// One of the 27 units whose cells must hold each digit once. Variants (diagonals, extra
/// regions) may come, so code outside the crate matches it with a wildcard arm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Unit {
    /// A row, 0-based from the top.
    Row(u8),
    /// A column, 0-based from the left.
    Column(u8),
    /// A 3×3 box, 0-based in reading order.
    Box(u8),
}

impl Unit {
    /// All 27 units: rows, then columns, then boxes.
    pub fn all() -> impl Iterator<Item = Unit> {
        (0..9)
            .map(Unit::Row)
            .chain((0..9).map(Unit::Column))
            .chain((0..9).map(Unit::Box))
    }

    /// The nine cells of the unit, in reading order.
    ///
    /// # Panics
    ///
    /// If the unit's number is 9 or more: there is no such row, column or box.
    pub fn cells(self) -> [usize; 9] {
        let (Unit::Row(n) | Unit::Column(n) | Unit::Box(n)) = self;
        assert!(n < 9, "no {} {} (they are numbered 0 to 8)", self.kind(), n);
        let mut out = [0; 9];
        for (i, slot) in out.iter_mut().enumerate() {
            *slot = match self {
                Unit::Row(r) => usize::from(r) * 9 + i,
                Unit::Column(c) => i * 9 + usize::from(c),
                Unit::Box(b) => {
                    let (b, i) = (usize::from(b), i);
                    (b / 3 * 3 + i / 3) * 9 + b % 3 * 3 + i % 3
                }
            };
        }
        out
    }

    /// Which kind of unit this is, as a word: `row`, `column` or `box`.
    pub fn kind(self) -> &'static str {
        match self {
            Unit::Row(_) => "row",
            Unit::Column(_) => "column",
            Unit::Box(_) => "box",
        }
    }

    /// The unit's 1-based number, as people count them.
    pub fn number(self) -> u8 {
        match self {
            Unit::Row(n) | Unit::Column(n) | Unit::Box(n) => n + 1,
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind(), self.number())
    }
}

/// The row (0-based) of a cell index.
pub const fn row_of(cell: usize) -> usize {
    cell / 9
}

/// The column (0-based) of a cell index.
pub const fn column_of(cell: usize) -> usize {
    cell % 9
}

/// The box (0-based, reading order) of a cell index.
pub const fn box_of(cell: usize) -> usize {
    cell / 27 * 3 + cell % 9 / 3
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A unit numbered past 8 is refused where its cells are asked for, not read as cells
    /// beyond the grid.
    #[test]
    #[should_panic(expected = "no column 9 (they are numbered 0 to 8)")]
    fn a_unit_past_the_ninth_has_no_cells() {
        Unit::Column(9).cells();
    }

    #[test]
    fn every_cell_lies_in_one_row_one_column_and_one_box() {
        let mut seen = [0u8; CELLS];
        for unit in Unit::all() {
            for cell in unit.cells() {
                seen[cell] += 1;
                let matches = match unit {
                    Unit::Row(r) => row_of(cell) == usize::from(r),
                    Unit::Column(c) => column_of(cell) == usize::from(c),
                    Unit::Box(b) => box_of(cell) == usize::from(b),
                };
                assert!(matches, "{unit} lists cell {cell}");
            }
        }
        assert!(seen.iter().all(|&n| n == 3));
    }

    #[test]
    fn out_of_range_cells_are_rejected_with_their_position() {
        let mut cells = [0; CELLS];
        cells[10] = 12;
        let err = Grid::from_cells(cells).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cell r2c2 holds 12, which is not a digit 0-9"
        );
    }

    #[test]
    fn line_form_uses_dots_for_blanks() {
        let mut grid = Grid::EMPTY;
        grid.set(0, 5);
        grid.set(80, 9);
        let line = grid.to_line();
        assert_eq!(line.len(), 81);
        assert!(line.starts_with("5."));
        assert!(line.ends_with(".9"));
    }
}
