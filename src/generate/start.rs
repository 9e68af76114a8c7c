//! The solution a caller wants every generated puzzle to have.

use crate::grid::Grid;
use crate::validate::{self, Conflict, Status};

/// A valid complete grid to carve puzzles from, so that each one has exactly this solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StartSolution(Grid);

/// A grid that gives no single solution to start from.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    /// The filled cells break a rule.
    #[error("the grid breaks the rules: {}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Conflict(Vec<Conflict>),
    /// A puzzle with no solution.
    #[error("the puzzle has no solution")]
    Unsolvable,
    /// A puzzle with more than one solution, so no one solution to start from.
    #[error("the puzzle has more than one solution")]
    Multiple,
}

impl StartSolution {
    /// The solution of `grid`: the grid itself when it is complete and breaks no rule, or the
    /// solution of a puzzle that has exactly one.
    pub fn new(grid: &Grid) -> Result<StartSolution, StartError> {
        match validate::validate(grid) {
            Status::Complete => Ok(StartSolution(*grid)),
            Status::Unique => {
                let solution = crate::solver::any_solution(grid).expect("a unique puzzle solves");
                Ok(StartSolution(solution))
            }
            Status::Multiple => Err(StartError::Multiple),
            Status::Unsolvable => Err(StartError::Unsolvable),
            Status::Conflict(conflicts) => Err(StartError::Conflict(conflicts)),
        }
    }

    /// The complete grid.
    pub fn grid(&self) -> Grid {
        self.0
    }
}
