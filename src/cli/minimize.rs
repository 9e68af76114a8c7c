//! `sudoku minimize`: drop givens until every remaining one is needed, keeping the puzzle's one
//! solution.

use std::io;

use clap::Args;
use sudoku::Grid;
use sudoku::canon::{self, MinimizeError, Order};
use sudoku::format::{Format, ParseError};

use super::batch;
use super::exit::Exit;
use super::help::exit_status;
use super::options::{BatchOptions, InputOptions, OutputFormat};
use super::print::{ByFormat, Printer};
use super::report::{self, Look, Report};
use super::seeding;
use super::task::{Item, Status, Task};
use super::wire::{self, Carried, LineGrid};

#[derive(Debug, Args)]
#[command(after_long_help = concat!(
"Examples:
  sudoku minimize examples/collection.txt       givens tried in reading order
  sudoku minimize --seed 3 examples/collection.txt
  sudoku minimize --json examples/judge-compact.txt

", exit_status!(one)))]
pub struct MinimizeArgs {
    #[command(flatten)]
    pub input: InputOptions,

    /// Try the givens in a random order drawn from SEED and the puzzle, instead of reading
    /// order: different seeds reach different minimal puzzles.
    #[arg(long, value_name = "SEED", value_parser = seeding::parse_seed,
          allow_negative_numbers = true)]
    pub seed: Option<u64>,

    /// The format to write; `same` keeps each input's format.
    #[arg(short = 'o', long, value_enum, value_name = "FORMAT",
          default_value_t = OutputFormat::Same, overrides_with = "json", help_heading = "Output")]
    pub output_format: OutputFormat,

    /// Print JSON, one object per puzzle per line (short for -o json).
    #[arg(long, help_heading = "Output")]
    pub json: bool,

    #[command(flatten)]
    pub batch: BatchOptions,
}

pub fn run(args: MinimizeArgs) -> anyhow::Result<Exit> {
    let output = args.output_format.resolve(args.json);
    let printer = ByFormat {
        output,
        text: TextPrinter { output },
        json: JsonPrinter,
    };
    let batch = args.batch.config().with_output(output);
    let task = Minimize { seed: args.seed };
    batch::execute(&task, &printer, &args.input.config(), &batch)
}

/// Minimizing needs exactly one solution to keep.
pub struct Minimize {
    /// `None` for reading order.
    seed: Option<u64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MinimizeStatus {
    Minimal,
    Unsolvable,
    Multiple,
    Invalid,
}

impl Status for MinimizeStatus {
    const ALL: &'static [MinimizeStatus] = &[
        MinimizeStatus::Minimal,
        MinimizeStatus::Unsolvable,
        MinimizeStatus::Multiple,
        MinimizeStatus::Invalid,
    ];

    fn name(self) -> &'static str {
        match self {
            MinimizeStatus::Minimal => "minimal",
            MinimizeStatus::Unsolvable => "unsolvable",
            MinimizeStatus::Multiple => "multiple",
            MinimizeStatus::Invalid => "invalid",
        }
    }

    fn failed(self) -> bool {
        self != MinimizeStatus::Minimal
    }
}

fn status_of(result: &Result<Grid, MinimizeError>) -> MinimizeStatus {
    match result {
        Ok(_) => MinimizeStatus::Minimal,
        Err(MinimizeError::NoSolution) => MinimizeStatus::Unsolvable,
        Err(MinimizeError::MultipleSolutions) => MinimizeStatus::Multiple,
    }
}

impl Task for Minimize {
    type Outcome = Result<Grid, MinimizeError>;
    type Status = MinimizeStatus;

    fn evaluate(&self, puzzle: &Grid, _format: Option<Format>) -> Self::Outcome {
        match self.seed {
            None => canon::minimize(puzzle, Order::Reading),
            Some(seed) => {
                let mut random = seeding::stream_for(seed, puzzle);
                canon::minimize(puzzle, Order::Random(&mut random))
            }
        }
    }

    fn status(&self, result: Result<&Self::Outcome, &ParseError>) -> MinimizeStatus {
        match result {
            Ok(outcome) => status_of(outcome),
            Err(_) => MinimizeStatus::Invalid,
        }
    }
}

type Outcome = Result<Grid, MinimizeError>;

/// Why `puzzle` could not be minimized, in words. A pencilmark position is minimized on its
/// placed digits alone: where those leave several solutions, the message says so, or it would
/// contradict `validate` and `solve`, which keep to the marks and find one.
fn problem(item: &Item<'_, Outcome>, puzzle: &Grid, error: MinimizeError) -> String {
    match error {
        MinimizeError::MultipleSolutions if item.record.candidates().is_some() => {
            "its placed digits have more than one solution (minimize works on the placed digits \
             alone: a pencilmark position's struck candidates are not givens)"
                .to_string()
        }
        _ => wire::describe_minimize_error(puzzle, error),
    }
}

/// The minimized puzzle in a text format; a puzzle that cannot be minimized is a message.
pub struct TextPrinter {
    /// `None` for each input's own format.
    pub output: Option<Format>,
}

impl Printer<Outcome> for TextPrinter {
    fn print(&self, item: &Item<'_, Outcome>, out: &mut Report<'_>) -> io::Result<()> {
        let format = item.written_in(self.output);
        let metadata = report::label_around(self.output, item.record);
        match item.result {
            Ok((_, Ok(minimized))) => {
                out.grid_with(minimized, format, &Look::default(), &metadata);
                return Ok(());
            }
            Ok((puzzle, Err(error))) => out.puzzle_problem(&item.at, problem(item, puzzle, *error)),
            Err(error) => out.parse_problem(&item.at, error),
        }
        out.in_place_of(None, format, &metadata);
        Ok(())
    }
}

/// One JSON object per puzzle position.
pub struct JsonPrinter;

impl Printer<Outcome> for JsonPrinter {
    fn print(&self, item: &Item<'_, Outcome>, out: &mut Report<'_>) -> io::Result<()> {
        let record = match item.result {
            Ok((puzzle, outcome)) => {
                let error = outcome
                    .as_ref()
                    .err()
                    .map(|error| problem(item, puzzle, *error));
                if let Some(error) = &error {
                    out.puzzle_problem(&item.at, error);
                }
                let error = error.map(|error| wire::on_line(item.at.line, &error));
                wire::Minimized {
                    source: &item.at.source.name,
                    index: item.at.index,
                    puzzle: Some(LineGrid(*puzzle)),
                    status: status_of(outcome).name(),
                    minimized: outcome.as_ref().ok().map(|g| LineGrid(*g)),
                    givens: outcome.as_ref().ok().map(Grid::givens),
                    error,
                }
            }
            Err(error) => {
                out.parse_problem(&item.at, error);
                wire::Minimized {
                    source: &item.at.source.name,
                    index: item.at.index,
                    puzzle: None,
                    status: MinimizeStatus::Invalid.name(),
                    minimized: None,
                    givens: None,
                    error: Some(error.to_string()),
                }
            }
        };
        out.json_with(&record, &Carried::of(item.record));
        Ok(())
    }
}
