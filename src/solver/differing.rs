//! Looking for a solution other than a known one: the uniqueness question of generators and
//! minimisers, which take givens away from a puzzle whose one solution they already know.
//!
//! Counting to two finds the known solution again before it can look for a second. Asking
//! instead for a solution that differs from the known one in a given cell starts the search
//! with that digit ruled out: near-full boards then fail in the first propagation, and harder
//! ones skip the walk to the known solution.

use std::ops::ControlFlow;

use super::board::Board;
use super::search::{Fewest, search};
use crate::grid::Grid;

/// A solution of `puzzle` that differs from `known` in at least one of `cells` (blank cells of
/// the puzzle, indexes in reading order), if there is one.
///
/// When `puzzle` with `cells` filled in from `known` has exactly one solution, `known`, this
/// tells whether taking those givens away kept the solution unique: any other solution must
/// differ from `known` in a cell taken away. The search runs once per cell, each time with the
/// cells before it filled in from `known` and its own digit ruled out, so that the runs split
/// the other solutions between them rather than meeting the same ones again.
///
/// # Panics
///
/// If a cell of `cells` is off the grid or a given of `puzzle`, or `known` leaves it blank:
/// the question is then not the one asked, and answering it would be wrong, not just slow.
pub fn solution_differing_in(puzzle: &Grid, known: &Grid, cells: &[usize]) -> Option<Grid> {
    let mut start = *puzzle;
    for &cell in cells {
        assert_eq!(puzzle.get(cell), 0, "cell {cell} is a given");
        let digit = usize::from(known.get(cell));
        assert!(
            (1..=9).contains(&digit),
            "the known solution leaves cell {cell} blank"
        );
        let mut board = Board::new(&start);
        board.exclude(digit - 1, cell / 27, 1 << (cell % 27));
        let mut found = None;
        let _ = search::<Fewest>(board, &mut |solved| {
            found = Some(solved.solved_grid());
            ControlFlow::Break(())
        });
        if found.is_some() {
            return found;
        }
        start.set(cell, known.get(cell));
    }
    None
}
