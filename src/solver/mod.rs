//! Solving: the one place that knows how puzzles are searched.
//!
//! The public surface is four questions a user can ask of a puzzle. Every one of them treats a
//! puzzle whose givens already break a rule as having no solution; telling the two apart is the
//! job of [`crate::validate`].
//!
//! Inside, the engine is split by job:
//!
//! * `tables`: compile-time lookup tables for the band geometry;
//! * `board`: the state, one 27-bit candidate mask per digit and band plus cached shapes,
//!   `Copy` for backtracking;
//! * `propagate`: the band rule (locked candidates, placed cells) and naked singles to a fixed
//!   point;
//! * `triads`: the rules across bands and digits (stack placements, minirow and minicolumn
//!   triads) that run when those are exhausted;
//! * `search`: depth-first search, generic over where it branches, with a build for AVX2/BMI2
//!   processors chosen at run time.
//!
//! The questions differ only in how they branch and when they stop. Any solution and counting
//! branch where the fewest alternatives are left (how a digit sits in a band, as tdoku does).
//! The lexicographically smallest solution needs the search to branch on the first open cell in
//! reading order, which is far slower on hard puzzles, so [`smallest_solution`] first counts to
//! two the fast way, keeping the first solution: a unique solution is then also the smallest, and
//! only puzzles with several solutions pay for the ordered search.

mod board;
mod propagate;
mod search;
mod tables;
mod triads;

#[cfg(test)]
mod tests;

use std::ops::ControlFlow;

use crate::grid::Grid;
use board::Board;
use search::{Fewest, Progress, ReadingOrder, search};

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
    let board = Board::new(puzzle).ok()?;
    let mut found = None;
    let _ = search::<Fewest>(board, &mut |solved| {
        found = Some(solved.solved_grid());
        ControlFlow::Break(())
    });
    found
}

/// The lexicographically smallest solution (read row by row, left to right, the first in
/// dictionary order), and whether it is the only one.
pub fn smallest_solution(puzzle: &Grid) -> Option<Solution> {
    let mut board = Board::new(puzzle).ok()?;
    // Both searches below start from this board, so its propagation is done once.
    if search::propagate(&mut board).ok()? == Progress::Solved {
        return Some(Solution {
            grid: board.solved_grid(),
            unique: true,
        });
    }
    let mut first = None;
    let mut count = 0;
    let _ = search::<Fewest>(board, &mut |solved| {
        count += 1;
        if count == 1 {
            first = Some(solved.solved_grid());
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    });
    let first = first?;
    if count == 1 {
        return Some(Solution {
            grid: first,
            unique: true,
        });
    }
    let mut smallest = first;
    let _ = search::<ReadingOrder>(board, &mut |solved| {
        smallest = solved.solved_grid();
        ControlFlow::Break(())
    });
    Some(Solution {
        grid: smallest,
        unique: false,
    })
}

/// How many solutions the puzzle has, counting no further than `limit`.
pub fn count_solutions(puzzle: &Grid, limit: u64) -> u64 {
    if limit == 0 {
        return 0;
    }
    let Ok(board) = Board::new(puzzle) else {
        return 0;
    };
    let mut count = 0;
    let _ = search::<Fewest>(board, &mut |_| {
        count += 1;
        if count < limit {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    });
    count
}

/// Calls `visit` with each solution in lexicographic order until `limit` have been seen, and
/// returns how many were.
pub fn solutions_in_order(puzzle: &Grid, limit: u64, mut visit: impl FnMut(&Grid)) -> u64 {
    if limit == 0 {
        return 0;
    }
    let Ok(board) = Board::new(puzzle) else {
        return 0;
    };
    let mut count = 0;
    let _ = search::<ReadingOrder>(board, &mut |solved| {
        visit(&solved.solved_grid());
        count += 1;
        if count < limit {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    });
    count
}
