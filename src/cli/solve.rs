//! `sudoku solve`: one answer per puzzle, or a count, or every solution.

use sudoku::Grid;
use sudoku::format::{Format, ParseError};
use sudoku::solver;
use sudoku::validate::{self, Conflict};

use super::args::SolveArgs;
use super::batch::{self, DEFAULT_CHUNK, Task};
use super::emit::{Position, Report, Verdict};
use super::exit::Exit;
use super::wire::{self, ConflictRecord, LineGrid};

/// What to find for each puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// The lexicographically smallest solution (the default).
    Smallest,
    /// Whichever solution is found first.
    Any,
    /// The number of solutions, up to a limit.
    Count(u64),
    /// Every solution up to a limit, in lexicographic order.
    All(u64),
}

const DEFAULT_COUNT_LIMIT: u64 = 2;
const DEFAULT_ALL_LIMIT: u64 = 1000;

pub fn run(args: SolveArgs) -> anyhow::Result<Exit> {
    let mode = if args.any {
        Mode::Any
    } else if args.count {
        Mode::Count(args.limit.unwrap_or(DEFAULT_COUNT_LIMIT))
    } else if args.all {
        Mode::All(args.limit.unwrap_or(DEFAULT_ALL_LIMIT))
    } else {
        Mode::Smallest
    };
    let task = Solve {
        mode,
        output: args.output_format.resolve(args.json),
    };
    batch::execute(&task, &args.input, &args.batch)
}

pub struct Solve {
    pub mode: Mode,
    /// The output format, `None` for each input's own.
    pub output: Option<Format>,
}

pub enum Outcome {
    Solved {
        /// The answer: the smallest solution, or with `--any` the first found; `None` when not
        /// shown (`--count` in text).
        solution: Option<Grid>,
        /// `None` when not known (`--any`, and the default mode when not shown).
        unique: Option<bool>,
        count: Option<u64>,
        all: Option<Vec<Grid>>,
    },
    Unsolvable,
    Conflict(Vec<Conflict>),
}

impl Solve {
    /// What puzzles read in `input` are written as.
    fn output_format(&self, input: Option<Format>) -> Format {
        self.output.or(input).unwrap_or(Format::Line)
    }

    fn solve(&self, puzzle: &Grid, output: Format) -> Option<Outcome> {
        let outcome = match self.mode {
            // Only JSON shows `unique`; elsewhere proving a second solution would be wasted.
            Mode::Smallest if output == Format::Json => {
                let found = solver::smallest_solution(puzzle)?;
                Outcome::Solved {
                    solution: Some(found.grid),
                    unique: Some(found.unique),
                    count: None,
                    all: None,
                }
            }
            Mode::Smallest => Outcome::Solved {
                solution: Some(solver::smallest_grid(puzzle)?),
                unique: None,
                count: None,
                all: None,
            },
            Mode::Any => Outcome::Solved {
                solution: Some(solver::any_solution(puzzle)?),
                unique: None,
                count: None,
                all: None,
            },
            // Up to two, the search for the smallest solution counts as well.
            Mode::Count(limit @ 1..=2) if output == Format::Json => {
                let found = solver::smallest_solution(puzzle)?;
                Outcome::Solved {
                    solution: Some(found.grid),
                    unique: Some(found.unique),
                    count: Some(if found.unique { 1 } else { limit }),
                    all: None,
                }
            }
            Mode::Count(limit) => {
                let count = solver::count_solutions(puzzle, limit);
                if count == 0 {
                    return None;
                }
                // Text output shows the count alone; JSON adds the smallest solution, whose
                // uniqueness the count (up to more than two here) tells.
                let solution = match output {
                    Format::Json => Some(solver::smallest_grid(puzzle)?),
                    _ => None,
                };
                Outcome::Solved {
                    solution,
                    unique: solution.map(|_| count == 1),
                    count: Some(count),
                    all: None,
                }
            }
            Mode::All(limit) => {
                let mut all = Vec::new();
                solver::solutions_in_order(puzzle, limit, |s| all.push(*s));
                let unique = match all.len() {
                    0 => return None,
                    1 if limit == 1 => solver::count_solutions(puzzle, 2) == 1,
                    n => n == 1,
                };
                Outcome::Solved {
                    solution: Some(all[0]),
                    unique: Some(unique),
                    count: None,
                    all: Some(all),
                }
            }
        };
        Some(outcome)
    }
}

impl Task for Solve {
    type Outcome = Outcome;

    fn evaluate(&self, puzzle: &Grid, format: Option<Format>) -> Outcome {
        self.solve(puzzle, self.output_format(format))
            .unwrap_or_else(|| {
                // Only a failed puzzle pays for telling a broken rule from a dead end.
                let conflicts = validate::conflicts(puzzle);
                if conflicts.is_empty() {
                    Outcome::Unsolvable
                } else {
                    Outcome::Conflict(conflicts)
                }
            })
    }

    fn report(
        &self,
        at: &Position<'_>,
        result: Result<(&Grid, &Outcome), &ParseError>,
        out: &mut Report,
    ) -> Verdict {
        let format = self.output_format(at.format);
        let (puzzle, outcome) = match result {
            Ok(found) => found,
            Err(error) => {
                out.parse_problem(at, error);
                if format == Format::Json {
                    out.json(&wire::Solved {
                        source: &at.source.name,
                        index: at.index,
                        puzzle: None,
                        status: "invalid",
                        solution: None,
                        unique: None,
                        count: None,
                        solutions: None,
                        error: Some(error.to_string()),
                        conflicts: None,
                    });
                }
                return Verdict::failed("invalid");
            }
        };
        let mut record = wire::Solved {
            source: &at.source.name,
            index: at.index,
            puzzle: Some(LineGrid(*puzzle)),
            status: "solved",
            solution: None,
            unique: None,
            count: None,
            solutions: None,
            error: None,
            conflicts: None,
        };
        let verdict = match outcome {
            Outcome::Solved {
                solution,
                unique,
                count,
                all,
            } => {
                record.solution = solution.map(LineGrid);
                record.unique = *unique;
                record.count = *count;
                record.solutions = all
                    .as_ref()
                    .map(|all| all.iter().copied().map(LineGrid).collect());
                if format != Format::Json {
                    match (count, all) {
                        (Some(count), _) => out.line(count),
                        (None, Some(all)) => all.iter().for_each(|s| out.grid(s, format)),
                        (None, None) => solution.iter().for_each(|s| out.grid(s, format)),
                    }
                }
                Verdict::ok("solved")
            }
            Outcome::Unsolvable => {
                out.puzzle_problem(at, "no solution");
                record.status = "unsolvable";
                if let Mode::Count(_) = self.mode {
                    record.count = Some(0);
                    if format != Format::Json {
                        out.line(0);
                    }
                }
                Verdict::failed("unsolvable")
            }
            Outcome::Conflict(conflicts) => {
                let what = wire::describe_conflicts(conflicts);
                out.puzzle_problem(at, format_args!("the givens break the rules: {what}"));
                record.status = "invalid";
                record.error = Some(format!(
                    "line {}: the givens break the rules: {what}",
                    at.line
                ));
                record.conflicts = Some(ConflictRecord::list(conflicts));
                Verdict::failed("invalid")
            }
        };
        if format == Format::Json {
            out.json(&record);
        }
        verdict
    }

    fn statuses(&self) -> &'static [&'static str] {
        &["solved", "unsolvable", "invalid"]
    }

    fn chunk_size(&self) -> usize {
        match self.mode {
            // Each puzzle may bring `limit` grids: keep a chunk's output near 1 MB.
            Mode::All(limit) => (1_000_000 / 82 / limit.max(1) as usize).clamp(1, DEFAULT_CHUNK),
            _ => DEFAULT_CHUNK,
        }
    }
}
