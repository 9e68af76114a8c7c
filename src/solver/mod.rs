//! Solving: the one place that knows how puzzles are searched.
//!
//! The public surface is four questions a user can ask of a puzzle, or of a player's
//! pencilmarks (see [`Start`]). Every one of them treats a puzzle whose givens already break a
//! rule as having no solution; telling the two apart is the job of [`crate::validate`].
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
//! * `isa`: the steps with a faster form on newer x86-64 processors, behind a token that only
//!   the processor check can make;
//! * `search`: depth-first search, generic over where it branches, with a build for AVX2/BMI2
//!   processors chosen at run time.
//!
//! The questions differ only in how they branch and when they stop. Any solution and counting
//! branch where the fewest alternatives are left (how a digit sits in a band, as tdoku does).
//! The lexicographically smallest solution needs the search to branch on the first open cell in
//! reading order, which is far slower on hard puzzles, so [`smallest_solution`] counts to two
//! the fast way, keeping the first solution: a unique solution is then also the smallest, and
//! only puzzles with several solutions pay for the ordered search. On a fairly full board it
//! first gives the ordered search a short try that stops at the first dead end before a
//! solution (or a few more after one): puzzles with many solutions are answered by that try
//! alone. [`smallest_grid`] answers the same without proving uniqueness where the search does
//! not learn it anyway: the try then ends at its first solution, and may meet a few dead ends
//! before it.

mod board;
mod differing;
mod isa;
mod propagate;
mod search;
mod tables;
mod triads;

#[cfg(test)]
mod tests;

use std::ops::ControlFlow;

use crate::candidates::Candidates;
use crate::grid::Grid;
use board::Board;
pub use differing::solution_differing_in;
use search::{DeadEnds, Fewest, Progress, ReadingOrder, search, search_within};

/// What a search starts from: a puzzle's givens, or a player's pencilmarks, whose settled
/// cells (one candidate) count as givens and whose struck candidates stay struck, so that
/// only solutions keeping to them are found. Every question below takes either:
/// `count_solutions(&grid, 2)` or `count_solutions(&candidates, 2)`.
#[derive(Debug, Clone, Copy)]
pub enum Start<'a> {
    /// The givens of a puzzle.
    Givens(&'a Grid),
    /// A pencilmark position.
    Pencilmarks(&'a Candidates),
}

impl<'a> From<&'a Grid> for Start<'a> {
    fn from(puzzle: &'a Grid) -> Start<'a> {
        Start::Givens(puzzle)
    }
}

impl<'a> From<&'a Candidates> for Start<'a> {
    fn from(candidates: &'a Candidates) -> Start<'a> {
        Start::Pencilmarks(candidates)
    }
}

impl Start<'_> {
    /// The board the search begins with, not yet propagated; `None` for pencilmarks with a
    /// cell left without candidates, which no search could fill.
    fn board(self) -> Option<Board> {
        match self {
            Start::Givens(puzzle) => Some(Board::new(puzzle)),
            Start::Pencilmarks(candidates) if candidates.empty_cell().is_some() => None,
            Start::Pencilmarks(candidates) => Some(Board::within(candidates)),
        }
    }
}

/// A solution together with what the search learned about its uniqueness.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Solution {
    /// The completed grid.
    pub grid: Grid,
    /// True when the puzzle has no other solution.
    pub unique: bool,
}

/// Some solution, whichever the search meets first: the fastest question to answer.
pub fn any_solution<'a>(puzzle: impl Into<Start<'a>>) -> Option<Grid> {
    let board = puzzle.into().board()?;
    let mut found = None;
    let _ = search::<Fewest>(board, &mut |solved| {
        found = Some(solved.solved_grid());
        ControlFlow::Break(())
    });
    found
}

/// The lexicographically smallest solution (read row by row, left to right, the first in
/// dictionary order), and whether it is the only one.
pub fn smallest_solution<'a>(puzzle: impl Into<Start<'a>>) -> Option<Solution> {
    let puzzle = puzzle.into();
    let (grid, unique) = smallest(puzzle, Uniqueness::Wanted)?;
    // Asked for, so known; counting is only the answer should that ever change.
    let unique = unique.unwrap_or_else(|| count_solutions(puzzle, 2) == 1);
    Some(Solution { grid, unique })
}

/// The lexicographically smallest solution alone: [`smallest_solution`] without proving
/// whether it is the only one where the search does not learn that on the way. On puzzles
/// with many solutions that proof is a sixth of the work.
pub fn smallest_grid<'a>(puzzle: impl Into<Start<'a>>) -> Option<Grid> {
    smallest(puzzle.into(), Uniqueness::Unwanted).map(|(grid, _)| grid)
}

/// Whether a caller of [`smallest`] needs to know if the solution is unique.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Uniqueness {
    Wanted,
    Unwanted,
}

/// The smallest solution and, when wanted (otherwise when known), whether it is unique.
fn smallest(puzzle: Start<'_>, uniqueness: Uniqueness) -> Option<(Grid, Option<bool>)> {
    let mut board = puzzle.board()?;
    // Every search below starts from this board, so its propagation is done once.
    if search::propagate(&mut board).ok()? == Progress::Solved {
        return Some((board.solved_grid(), Some(true)));
    }

    // On a fairly full board, first a short try in reading order: where guesses keep working
    // out (puzzles with many solutions and open regions), it finds the smallest solution and a
    // second one in a few branches. It gives up at the first dead end before a solution (or
    // the fifth, when uniqueness is unwanted), which puzzles with one solution meet early;
    // they then pay a few percent over counting to two.
    if board.open_cells() < 48
        && let Some(answer) = try_in_reading_order(board, uniqueness)
    {
        return answer;
    }
    smallest_the_long_way(board).map(|found| (found.grid, Some(found.unique)))
}

/// The reading-order try of [`smallest`] on a propagated board: `None` when it gave up
/// without a solution, otherwise the answer.
fn try_in_reading_order(
    board: Board,
    uniqueness: Uniqueness,
) -> Option<Option<(Grid, Option<bool>)>> {
    let mut smallest = None;
    let mut count = 0;
    let before_solution = match uniqueness {
        Uniqueness::Wanted => ORDERED_TRY_DEAD_ENDS,
        Uniqueness::Unwanted => ORDERED_TRY_DEAD_ENDS_ALONE,
    };
    let mut dead_ends = DeadEnds::at_most(before_solution)
        .and_after_each_solution(ORDERED_TRY_DEAD_ENDS_AFTER_SOLUTION);
    let _ = search_within::<ReadingOrder>(board, &mut dead_ends, &mut |solved| {
        count += 1;
        if count == 1 {
            smallest = Some(solved.solved_grid());
        }
        if count == 1 && uniqueness == Uniqueness::Wanted {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    });
    if !dead_ends.gave_up() {
        // The search ended on its own: it saw every solution, or stopped at the first one
        // (unwanted uniqueness) or the second.
        let known = uniqueness == Uniqueness::Wanted || count > 1;
        return Some(smallest.map(|grid| (grid, known.then_some(count == 1))));
    }
    // The first solution in reading order is the smallest; only uniqueness is left.
    smallest.map(|grid| {
        let unique = (uniqueness == Uniqueness::Wanted).then(|| count_from(board, 2) == 1);
        Some((grid, unique))
    })
}

/// [`smallest_solution`] on a propagated board: count to two the fast way, and search in
/// reading order only when there are two.
fn smallest_the_long_way(board: Board) -> Option<Solution> {
    // Count to two the fast way, keeping the first solution: a unique one is the smallest.
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
    // The first solution in reading order, which cannot lose itself in choices below which
    // no solution lies (see `search_in_order`).
    let mut smallest = first;
    let _ = search::search_in_order(board, &mut |solved| {
        smallest = solved.solved_grid();
        ControlFlow::Break(())
    });
    Some(Solution {
        grid: smallest,
        unique: false,
    })
}

/// How many dead ends the reading-order try of [`smallest`] may meet: none. Allowing
/// one or two gained nothing on the serg set and cost the hard sets up to 20%.
const ORDERED_TRY_DEAD_ENDS: u32 = 0;

/// [`ORDERED_TRY_DEAD_ENDS`] when uniqueness is not wanted: the try is then over at its first
/// solution, so a few dead ends before it cost less than starting again the long way. Four gain
/// 5% on the serg set; more gained nothing, and the hard sets rarely reach the try at all.
const ORDERED_TRY_DEAD_ENDS_ALONE: u32 = 4;

/// How many more dead ends the reading-order try may meet once it has the smallest solution,
/// looking for a second one before it leaves that to counting from the start. Where the first
/// solution came without a dead end, a second one is mostly a few backtracks away (the serg
/// set); a bound keeps a unique solution from costing a whole reading-order search.
const ORDERED_TRY_DEAD_ENDS_AFTER_SOLUTION: u32 = 16;

/// Solutions below `board`, counted the fast way up to `limit` (at least 1).
fn count_from(board: Board, limit: u64) -> u64 {
    let mut count = 0;
    let _ = search::<Fewest>(board, &mut |_| one_more(&mut count, limit));
    count
}

/// Counts a solution, and says whether to look for another: only while fewer than `limit`.
fn one_more(count: &mut u64, limit: u64) -> ControlFlow<()> {
    *count += 1;
    if *count < limit {
        ControlFlow::Continue(())
    } else {
        ControlFlow::Break(())
    }
}

/// How many solutions the puzzle has, counting no further than `limit`.
pub fn count_solutions<'a>(puzzle: impl Into<Start<'a>>, limit: u64) -> u64 {
    match puzzle.into().board() {
        Some(board) if limit > 0 => count_from(board, limit),
        _ => 0,
    }
}

/// Calls `visit` with each solution in lexicographic order until `limit` have been seen, and
/// returns how many were.
pub fn solutions_in_order<'a>(
    puzzle: impl Into<Start<'a>>,
    limit: u64,
    mut visit: impl FnMut(&Grid),
) -> u64 {
    solutions_in_order_while(puzzle, limit, |grid| {
        visit(grid);
        ControlFlow::Continue(())
    })
}

/// As [`solutions_in_order`], but `visit` can end the enumeration early by breaking (its reader
/// went away, say); returns how many solutions were visited.
pub fn solutions_in_order_while<'a>(
    puzzle: impl Into<Start<'a>>,
    limit: u64,
    mut visit: impl FnMut(&Grid) -> ControlFlow<()>,
) -> u64 {
    let Some(board) = puzzle.into().board().filter(|_| limit > 0) else {
        return 0;
    };
    let mut count = 0;
    let _ = search::search_in_order(board, &mut |solved| {
        let wanted = visit(&solved.solved_grid());
        let under_limit = one_more(&mut count, limit);
        wanted?;
        under_limit
    });
    count
}
