//! Solving: the one place that knows how puzzles are searched.
//!
//! The public surface is four questions a user can ask of a puzzle. Every one of them treats a
//! puzzle whose givens already break a rule as having no solution; telling the two apart is the
//! job of [`crate::validate`].

mod engine;

use crate::grid::Grid;

/// A solution together with what the search learned about its uniqueness.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Solution {
    /// The completed grid.
    pub grid: Grid,
    /// True when the puzzle has no other solution.
    pub unique: bool,
}

/// Some solution, whichever the search meets first: the fastest question to answer.
pub fn any_solution(puzzle: &Grid) -> Option<Grid> {
    engine::any_solution(puzzle)
}

/// The lexicographically smallest solution (read row by row, left to right, the first in
/// dictionary order), and whether it is the only one.
pub fn smallest_solution(puzzle: &Grid) -> Option<Solution> {
    engine::smallest_solution(puzzle)
}

/// How many solutions the puzzle has, counting no further than `limit`.
pub fn count_solutions(puzzle: &Grid, limit: u64) -> u64 {
    engine::count_solutions(puzzle, limit)
}

/// Calls `visit` with each solution in lexicographic order until `limit` have been seen, and
/// returns how many were.
pub fn solutions_in_order(puzzle: &Grid, limit: u64, visit: impl FnMut(&Grid)) -> u64 {
    engine::solutions_in_order(puzzle, limit, visit)
}
