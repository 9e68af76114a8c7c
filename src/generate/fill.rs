//! Random complete grids: the solutions puzzles are carved from.
//!
//! The three boxes on the main diagonal share no row, column or box, so any three random
//! permutations of 1-9 in them start a grid, and every such start extends to a complete one
//! (9!³ starts). The solver completes the start; since it completes a start the same way every
//! time, the rows inside each band and the columns inside each stack are then shuffled too, so
//! that the rest of the grid varies as much as the start. The grids are varied but not exactly
//! uniform over all complete grids, which nothing here needs. A backtracking fill with random
//! digit orders was measured at twice the cost for the same variety in practice.

use crate::grid::{CELLS, Grid};
use crate::random::Random;
use crate::solver;

/// A random complete grid, drawn from `random`.
pub(super) fn random_solution(random: &mut Random) -> Grid {
    let mut start = [0u8; CELLS];
    for diagonal_box in [0, 4, 8] {
        let mut digits: [u8; 9] = std::array::from_fn(|d| d as u8 + 1);
        random.shuffle(&mut digits);
        let top_left = diagonal_box / 3 * 27 + diagonal_box % 3 * 3;
        for (i, digit) in digits.into_iter().enumerate() {
            start[top_left + i / 3 * 9 + i % 3] = digit;
        }
    }
    let start = Grid::from_cells(start).expect("digits 1-9");
    let grid = solver::any_solution(&start).expect("a start on the diagonal boxes always extends");
    let mut rows: [usize; 9] = std::array::from_fn(|i| i);
    let mut columns = rows;
    for band in 0..3 {
        random.shuffle(&mut rows[band * 3..band * 3 + 3]);
        random.shuffle(&mut columns[band * 3..band * 3 + 3]);
    }
    let cells = std::array::from_fn(|cell| grid.get(rows[cell / 9] * 9 + columns[cell % 9]));
    Grid::from_cells(cells).expect("digits 1-9")
}
