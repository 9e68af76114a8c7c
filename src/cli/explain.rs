//! `sudoku explain`: the solving path of each puzzle, step by step in players' notation. The
//! task here also serves `sudoku hint`, which asks only for the first step.

use std::io::{self, Write};

use clap::Args;
use sudoku::Grid;
use sudoku::candidates::Candidates;
use sudoku::format::{self, Format, Metadata, ParseError, Record, RenderOptions};
use sudoku::logic::{self, LogicError, Position, Step};

use super::batch;
use super::exit::Exit;
use super::help::exit_status;
use super::options::{BatchOptions, InputOptions};
use super::print::{ByFormat, Printer};
use super::report::Report;
use super::task::{Item, Status, Task};
use super::wire::{self, Carried, LineGrid, StepRecord};

#[derive(Debug, Args)]
#[command(after_long_help = concat!(
"Examples:
  sudoku explain examples/judge-compact.txt
  sudoku explain --candidates examples/judge-compact.txt   pencilmarks before each step
  sudoku explain --json examples/collection.txt | jq -c '.steps[0]'

Output:
  A header line `SOURCE:INDEX: PUZZLE`, then one numbered line per step
  (a blank line between one puzzle's path and the next):
  TECHNIQUE (RATING): PATTERN => PLACEMENTS, ELIMINATIONS
  (r3c5=7 places 7 in row 3, column 5; r1c2<>4 removes the candidate 4).
  From 9.0 on, a chain's links that other techniques added follow, each
  as [LINK given ASSUMPTION: STEP], STEP shown in the grid ASSUMPTION left.

Statuses:
  explained   every step to the solution shown
  stuck       no technique on the SE scale applies (broken pencilmarks?); steps so far shown
  complete    nothing left to do
  unsolvable  no solution (exit 1)
  multiple    more than one solution, so no sound path (exit 1)
  invalid     the puzzle cannot be read, the reason given (exit 1)

", exit_status!(one)))]
pub struct ExplainArgs {
    #[command(flatten)]
    pub input: InputOptions,

    /// Print JSON, one object per puzzle per line, with a `steps` array (JSON input gives JSON
    /// without it, unless --candidates asks for the text).
    #[arg(long, help_heading = "Output")]
    pub json: bool,

    /// Show the pencilmark grid before each step (text, even for JSON input).
    #[arg(long, help_heading = "Output", conflicts_with = "json")]
    pub candidates: bool,

    #[command(flatten)]
    pub batch: BatchOptions,
}

pub fn run(args: ExplainArgs) -> anyhow::Result<Exit> {
    let output = args.json.then_some(Format::Json);
    let batch = args.batch.config().with_output(output);
    let task = Explain {
        first_only: false,
        keep_candidates: args.candidates,
    };
    if args.candidates {
        // Pencilmark grids are text: asking for them asks for text, whatever the input.
        return batch::execute(&task, &TextPrinter, &args.input.config(), &batch);
    }
    let printer = ByFormat {
        output,
        text: TextPrinter,
        json: JsonPrinter,
    };
    batch::execute(&task, &printer, &args.input.config(), &batch)
}

/// Finds the solving path from a puzzle, or from the pencilmarks its input gave.
pub struct Explain {
    /// Stop after the first step: `hint`.
    pub first_only: bool,
    /// Keep the candidates before each step, to show them.
    pub keep_candidates: bool,
}

/// The path found, or why there is none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Path {
        steps: Vec<Step>,
        /// With `keep_candidates`, the candidates before each step.
        before: Vec<Candidates>,
        /// Whether the steps reach the solution (or, for a hint, whether a step was found).
        done: bool,
        /// Whether the start was already solved.
        complete: bool,
    },
    Failed(LogicError),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExplainStatus {
    Explained,
    Stuck,
    Complete,
    Unsolvable,
    Multiple,
    Invalid,
}

impl Status for ExplainStatus {
    const ALL: &'static [ExplainStatus] = &[
        ExplainStatus::Explained,
        ExplainStatus::Stuck,
        ExplainStatus::Complete,
        ExplainStatus::Unsolvable,
        ExplainStatus::Multiple,
        ExplainStatus::Invalid,
    ];

    fn name(self) -> &'static str {
        match self {
            ExplainStatus::Explained => "explained",
            ExplainStatus::Stuck => "stuck",
            ExplainStatus::Complete => "complete",
            ExplainStatus::Unsolvable => "unsolvable",
            ExplainStatus::Multiple => "multiple",
            ExplainStatus::Invalid => "invalid",
        }
    }

    fn failed(self) -> bool {
        matches!(
            self,
            ExplainStatus::Unsolvable | ExplainStatus::Multiple | ExplainStatus::Invalid
        )
    }
}

/// The status of an outcome, the same for `explain` and `hint`.
pub fn status_of(result: Result<&Outcome, &ParseError>) -> ExplainStatus {
    match result {
        Err(_) => ExplainStatus::Invalid,
        Ok(Outcome::Path { complete: true, .. }) => ExplainStatus::Complete,
        Ok(Outcome::Path { done: true, .. }) => ExplainStatus::Explained,
        Ok(Outcome::Path { .. }) => ExplainStatus::Stuck,
        Ok(Outcome::Failed(
            LogicError::NoSolution
            | LogicError::StruckSolution { .. }
            | LogicError::PencilmarksRuleOutAll,
        )) => ExplainStatus::Unsolvable,
        Ok(Outcome::Failed(LogicError::MultipleSolutions)) => ExplainStatus::Multiple,
    }
}

impl Explain {
    fn explain(&self, puzzle: &Grid, candidates: Option<&Candidates>) -> Outcome {
        let position = match logic::start(puzzle, candidates) {
            Ok(position) => position,
            Err(error) => return Outcome::Failed(error),
        };
        let complete = position.is_solved();
        let before = |position: &Position| {
            if self.keep_candidates {
                vec![position.candidates()]
            } else {
                Vec::new()
            }
        };
        if self.first_only {
            let step = logic::next_step(&position);
            return Outcome::Path {
                done: step.is_some(),
                before: before(&position),
                steps: step.into_iter().collect(),
                complete,
            };
        }
        let path = logic::solve_path(&position);
        let mut kept = Vec::new();
        if self.keep_candidates {
            let mut now = position;
            for step in &path.steps {
                kept.push(now.candidates());
                now.apply(step);
            }
        }
        Outcome::Path {
            done: path.outcome == logic::Outcome::Solved,
            steps: path.steps,
            before: kept,
            complete,
        }
    }
}

impl Task for Explain {
    type Outcome = Outcome;
    type Status = ExplainStatus;

    fn evaluate(&self, puzzle: &Grid, _format: Option<Format>) -> Outcome {
        self.explain(puzzle, None)
    }

    fn evaluate_record(&self, puzzle: &Grid, record: &Record, _format: Option<Format>) -> Outcome {
        self.explain(puzzle, record.candidates())
    }

    fn status(&self, result: Result<&Outcome, &ParseError>) -> ExplainStatus {
        status_of(result)
    }

    fn chunk_size(&self) -> usize {
        // A path takes far longer than a solution, and its output is large: small chunks.
        16
    }
}

/// Reports unreadable, unsolvable and ambiguous puzzles on standard error.
pub fn report_problem(item: &Item<'_, Outcome>, out: &mut Report<'_>) {
    out.logic_problem(item, |outcome| match outcome {
        Outcome::Failed(error) => Some(error),
        _ => None,
    });
}

/// The puzzle as a line, for headers.
pub fn line_of(grid: &Grid) -> String {
    String::from_utf8_lossy(&grid.line_bytes()).into_owned()
}

/// A header per puzzle, then the numbered steps.
pub struct TextPrinter;

impl Printer<Outcome> for TextPrinter {
    fn print(&self, item: &Item<'_, Outcome>, out: &mut Report<'_>) -> io::Result<()> {
        report_problem(item, out);
        let Ok((
            puzzle,
            Outcome::Path {
                steps,
                before,
                done,
                complete,
            },
        )) = item.result
        else {
            return Ok(());
        };
        let (source, index) = (item.at.source.shown(), item.at.index);
        // A path is many lines: one block, set apart from the next puzzle's by a blank line.
        let mut path = Vec::new();
        let _ = writeln!(path, "{source}:{index}: {}", line_of(puzzle));
        for (number, step) in steps.iter().enumerate() {
            if let Some(candidates) = before.get(number) {
                format::render_candidates_with(
                    candidates,
                    Format::PencilmarkGrid,
                    &RenderOptions::default(),
                    &Metadata::default(),
                    &mut path,
                );
            }
            let _ = writeln!(path, "{}. {step}", number + 1);
        }
        if *complete {
            let _ = writeln!(path, "complete: every cell is placed");
        } else if !done {
            let _ = writeln!(
                path,
                "stuck: no technique on the SE scale advances the position (broken pencilmarks?)"
            );
        }
        out.block(&path);
        Ok(())
    }
}

/// One JSON object per puzzle, with its steps.
pub struct JsonPrinter;

impl Printer<Outcome> for JsonPrinter {
    fn print(&self, item: &Item<'_, Outcome>, out: &mut Report<'_>) -> io::Result<()> {
        report_problem(item, out);
        let mut record = wire::Explained {
            source: &item.at.source.name,
            index: item.at.index,
            puzzle: None,
            status: status_of(item.result.map(|(_, outcome)| outcome)).name(),
            steps: None,
            error: None,
        };
        match item.result {
            Err(error) => record.error = Some(error.to_string()),
            Ok((puzzle, Outcome::Failed(error))) => {
                record.puzzle = Some(LineGrid(*puzzle));
                let what = wire::describe_logic_error(puzzle, *error);
                record.error = Some(wire::on_line(item.at.line, &what));
            }
            Ok((puzzle, Outcome::Path { steps, .. })) => {
                record.puzzle = Some(LineGrid(*puzzle));
                record.steps = Some(steps.iter().map(StepRecord::new).collect());
            }
        }
        out.json_with(&record, &Carried::of(item.record));
        Ok(())
    }
}
