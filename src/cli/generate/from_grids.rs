//! `--from FILE`: one puzzle per grid read, with that grid's solution, run as any batch over
//! inputs.

use std::ops::ControlFlow;

use sudoku::format::{Format, ParseError, Record};
use sudoku::generate::{GenerateError, Generator, Options, StartSolution};
use sudoku::logic::{self, LogicError};
use sudoku::{Grid, solver};

use super::super::seeding::SeedOnUse;
use super::super::task::Task;
use super::super::wire;
use super::search::{Made, Nearest, RatingFilter, make};
use super::status::GenerateStatus;

/// `--from`: one puzzle per grid read, with that grid's solution.
pub(super) struct FromGrids {
    pub(super) options: Options,
    pub(super) seed: SeedOnUse,
    pub(super) filter: Option<RatingFilter>,
}

/// What became of one `--from` grid.
pub(super) enum FromOutcome {
    Made(Result<Made, GenerateError>),
    /// Why the grid gives no single solution to start from (for a pencilmark position, in the
    /// words `solve` and `rate` use).
    NoStart(String),
}

impl Task for FromGrids {
    type Outcome = FromOutcome;
    type Status = GenerateStatus;

    fn evaluate(&self, grid: &Grid, _format: Option<Format>) -> FromOutcome {
        match StartSolution::new(grid) {
            Ok(start) => self.make_from(start),
            Err(error) => FromOutcome::NoStart(error.to_string()),
        }
    }

    /// A player's pencilmark position gives the one solution that keeps to its marks, as for
    /// every command that searches: a struck candidate stays struck.
    fn evaluate_record(&self, grid: &Grid, record: &Record, format: Option<Format>) -> FromOutcome {
        let Some(candidates) = record.candidates() else {
            return self.evaluate(grid, format);
        };
        match solver::smallest_solution(candidates) {
            Some(found) if found.unique => match StartSolution::new(&found.grid) {
                Ok(start) => self.make_from(start),
                Err(error) => FromOutcome::NoStart(error.to_string()),
            },
            // No single solution: why, in the words `rate` uses for the same position.
            _ => {
                let why = logic::start(grid, Some(candidates))
                    .err()
                    .unwrap_or(LogicError::PencilmarksRuleOutAll);
                FromOutcome::NoStart(wire::describe_logic_error(grid, why))
            }
        }
    }

    fn status(&self, result: Result<&FromOutcome, &ParseError>) -> GenerateStatus {
        match result {
            Ok(FromOutcome::Made(Ok(_))) => GenerateStatus::Generated,
            Ok(FromOutcome::Made(Err(_))) => GenerateStatus::Failed,
            Ok(FromOutcome::NoStart(_)) | Err(_) => GenerateStatus::Invalid,
        }
    }
}

impl FromGrids {
    /// A puzzle whose one solution is `start`.
    fn make_from(&self, start: StartSolution) -> FromOutcome {
        let options = Options {
            start: Some(start),
            ..self.options.clone()
        };
        // The stream of a grid's puzzle is named by the grid itself, so it does not depend on
        // where in the file the grid stands or on which thread makes it.
        let index = stable_hash(&start.grid());
        self.seed.used();
        match Generator::new(self.seed.seed, options) {
            Ok(generator) => {
                // No bar counts a grid's tries, so no one reads how near they came.
                let nearest = Nearest::new();
                FromOutcome::Made(make(
                    &generator,
                    self.filter.as_ref(),
                    index,
                    &nearest,
                    |_| ControlFlow::Continue(()),
                ))
            }
            Err(_) => unreachable!("the options were checked before the run"),
        }
    }
}

/// FNV-1a of the grid's cells: a fixed function, unlike the standard library's hashers.
fn stable_hash(grid: &Grid) -> u64 {
    grid.cells()
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |hash, &cell| {
            (hash ^ u64::from(cell)).wrapping_mul(0x0100_0000_01b3)
        })
}
