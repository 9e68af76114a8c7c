//! Checking a grid against the rules: which givens break them, and how many solutions remain.

use std::fmt;

use crate::grid::{Grid, Unit, column_of, row_of};
use crate::solver::{self, Start};

/// Two or more cells of one unit holding the same digit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conflict {
    /// The row, column or box that holds the digit more than once.
    pub unit: Unit,
    /// The repeated digit.
    pub digit: u8,
    /// The cells holding it, as indexes in reading order, ascending.
    pub cells: Vec<usize>,
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const TIMES: [&str; 10] = [
            "", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        ];
        // A conflict found in a grid has two to nine cells; one built by hand may have more.
        let count = self.cells.len();
        match TIMES.get(count) {
            Some(word) => write!(f, "{word} {}s in {} (", self.digit, self.unit)?,
            None => write!(f, "{count} {}s in {} (", self.digit, self.unit)?,
        }
        for (i, &cell) in self.cells.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            write!(f, "{sep}r{}c{}", row_of(cell) + 1, column_of(cell) + 1)?;
        }
        write!(f, ")")
    }
}

/// Every rule the filled cells break: for each unit, each digit it holds more than once.
/// Listed rows first, then columns, then boxes, each by number and then by digit.
pub fn conflicts(grid: &Grid) -> Vec<Conflict> {
    let mut found = Vec::new();
    for unit in Unit::all() {
        let cells = unit.cells();
        let mut seen = 0u16;
        let mut repeated = 0u16;
        for &cell in &cells {
            let digit = grid.get(cell);
            if digit != 0 {
                let bit = 1 << digit;
                repeated |= seen & bit;
                seen |= bit;
            }
        }
        for digit in 1..=9u8 {
            if repeated & (1 << digit) != 0 {
                let cells = cells
                    .iter()
                    .copied()
                    .filter(|&c| grid.get(c) == digit)
                    .collect();
                found.push(Conflict { unit, digit, cells });
            }
        }
    }
    found
}

/// What a grid is, as far as the rules go. Not final (a rating or a pencilmark position may add
/// statuses), so code outside the crate matches it with a wildcard arm.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Status {
    /// Every cell filled, no rule broken.
    Complete,
    /// Exactly one way to fill the blanks.
    Unique,
    /// More than one way to fill the blanks.
    Multiple,
    /// No rule broken yet, but no way to fill the blanks.
    Unsolvable,
    /// The filled cells already break these rules.
    Conflict(Vec<Conflict>),
}

impl Status {
    /// The name used in reports: `complete`, `unique`, `multiple`, `unsolvable` or `conflict`.
    pub fn name(&self) -> &'static str {
        match self {
            Status::Complete => "complete",
            Status::Unique => "unique",
            Status::Multiple => "multiple",
            Status::Unsolvable => "unsolvable",
            Status::Conflict(_) => "conflict",
        }
    }

    /// True for the statuses that make a puzzle (or a finished grid) acceptable.
    pub fn is_valid(&self) -> bool {
        matches!(self, Status::Complete | Status::Unique | Status::Multiple)
    }
}

/// Checks a grid: its conflicts first, then whether it is filled, then how many solutions it has.
/// A pencilmark position is checked by its settled cells, and its solutions are those that keep
/// to its pencilmarks.
pub fn validate<'a>(puzzle: impl Into<Start<'a>>) -> Status {
    let puzzle = puzzle.into();
    let grid = match puzzle {
        Start::Givens(grid) => *grid,
        Start::Pencilmarks(candidates) => candidates.settled(),
    };
    let conflicts = conflicts(&grid);
    if !conflicts.is_empty() {
        return Status::Conflict(conflicts);
    }
    if grid.is_filled() {
        return Status::Complete;
    }
    match solver::count_solutions(puzzle, 2) {
        0 => Status::Unsolvable,
        1 => Status::Unique,
        _ => Status::Multiple,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(line: &str) -> Grid {
        crate::format::parse_line(line).unwrap()
    }

    /// A conflict built by hand with more cells than a unit holds is still written out,
    /// with the count as a number.
    #[test]
    fn a_hand_built_conflict_of_many_cells_is_written_out() {
        let conflict = Conflict {
            unit: Unit::Row(0),
            digit: 5,
            cells: (0..12).collect(),
        };
        let text = conflict.to_string();
        assert!(text.starts_with("12 5s in row 1 (r1c1, "), "{text}");
        let two = Conflict {
            cells: vec![0, 1],
            ..conflict
        };
        assert_eq!(two.to_string(), "two 5s in row 1 (r1c1, r1c2)");
    }

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn a_repeated_digit_is_named_with_its_unit_and_cells() {
        let mut g = Grid::EMPTY;
        g.set(2, 5);
        g.set(6, 5);
        let found = conflicts(&g);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].to_string(), "two 5s in row 1 (r1c3, r1c7)");
        g.set(10, 5);
        let names: Vec<String> = conflicts(&g).iter().map(|c| c.to_string()).collect();
        assert_eq!(
            names,
            [
                "two 5s in row 1 (r1c3, r1c7)",
                "two 5s in box 1 (r1c3, r2c2)"
            ]
        );
    }

    #[test]
    fn statuses_follow_conflicts_then_fullness_then_solution_count() {
        assert_eq!(validate(&grid(SOLVED)), Status::Complete);
        let one_blank = format!(".{}", &SOLVED[1..]);
        assert_eq!(validate(&grid(&one_blank)), Status::Unique);
        assert_eq!(validate(&Grid::EMPTY), Status::Multiple);
        // Swapping two cells of a row breaks the columns.
        let mut broken = grid(SOLVED);
        broken.set(0, 3);
        broken.set(1, 5);
        assert_eq!(validate(&broken).name(), "conflict");
        // Row 1 lacks only a 9, but column 9 already has one: no rule broken yet, no way on.
        let stuck = grid(&format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63)));
        assert_eq!(validate(&stuck), Status::Unsolvable);
    }
}
