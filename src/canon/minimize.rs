//! Minimal puzzles: dropping givens while the solution stays the only one.

use crate::grid::{CELLS, Grid};
use crate::random::Random;
use crate::solver;

/// Why a puzzle cannot be minimized: minimizing keeps *the* solution, so there must be one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum MinimizeError {
    /// The givens admit no solution (or break a rule).
    #[error("the puzzle has no solution")]
    NoSolution,
    /// The givens admit more than one solution.
    #[error("the puzzle has more than one solution")]
    MultipleSolutions,
}

/// The order in which givens are tried for removal.
#[derive(Debug)]
pub enum Order<'a> {
    /// Row by row, left to right.
    Reading,
    /// A random order drawn from the stream.
    Random(&'a mut Random),
}

/// Drops givens, one at a time in `order`, whenever the puzzle keeps a unique solution without
/// it. The result has the same solution and no given it could lose.
///
/// One pass is enough: a given that was needed stays needed when others are removed later, since
/// removing givens only ever adds solutions.
pub fn minimize(puzzle: &Grid, order: Order<'_>) -> Result<Grid, MinimizeError> {
    match solver::count_solutions(puzzle, 2) {
        0 => return Err(MinimizeError::NoSolution),
        1 => {}
        _ => return Err(MinimizeError::MultipleSolutions),
    }
    let mut cells: Vec<usize> = (0..CELLS).filter(|&c| puzzle.get(c) != 0).collect();
    if let Order::Random(random) = order {
        random.shuffle(&mut cells);
    }
    let mut grid = *puzzle;
    for cell in cells {
        let digit = grid.get(cell);
        grid.set(cell, 0);
        if solver::count_solutions(&grid, 2) != 1 {
            grid.set(cell, digit);
        }
    }
    Ok(grid)
}
