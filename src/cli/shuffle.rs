//! `sudoku shuffle`: a random equivalent of each puzzle (relabelled digits, permuted rows,
//! columns, bands and stacks, perhaps transposed), reproducible by seed.

use std::io;

use clap::Args;
use sudoku::Grid;
use sudoku::canon;
use sudoku::format::{Format, ParseError};

use super::batch;
use super::exit::Exit;
use super::help::exit_status;
use super::options::{BatchOptions, InputOptions, OutputFormat};
use super::print::{ByFormat, Printer};
use super::report::{self, Look, Report};
use super::seeding::{self, SeedOnUse};
use super::task::{Item, Status, Task};
use super::wire::{self, Carried, LineGrid};

#[derive(Debug, Args)]
#[command(after_long_help = concat!(
"Examples:
  sudoku shuffle --seed 7 examples/collection.txt
  sudoku shuffle --seed 7 examples/judge-compact.txt | sudoku canon
  sudoku shuffle --json --seed 1 examples/collection.txt

", exit_status!(read)))]
pub struct ShuffleArgs {
    #[command(flatten)]
    pub input: InputOptions,

    /// The seed: the same seed gives the same puzzles, whatever -j. Each puzzle's stream is
    /// drawn from the seed and the puzzle itself. Without it a seed is drawn and reported on
    /// standard error (not with -q).
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

pub fn run(args: ShuffleArgs) -> anyhow::Result<Exit> {
    let output = args.output_format.resolve(args.json);
    let printer = ByFormat {
        output,
        text: TextPrinter { output },
        json: JsonPrinter,
    };
    let batch = args.batch.config().with_output(output);
    let summary = batch.summary;
    let task = Shuffle {
        seed: SeedOnUse::choose(args.seed, summary, "repeat this run"),
    };
    let ran = batch::execute(&task, &printer, &args.input.config(), &batch);
    // Reported when the run ends, a reader gone early (`| head`) or Ctrl-C included; not after
    // a run that shuffled nothing.
    seeding::end_run(&ran);
    ran
}

/// Shuffling works on any grid.
pub struct Shuffle {
    seed: SeedOnUse,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShuffleStatus {
    Ok,
    Invalid,
}

impl Status for ShuffleStatus {
    const ALL: &'static [ShuffleStatus] = &[ShuffleStatus::Ok, ShuffleStatus::Invalid];

    fn name(self) -> &'static str {
        match self {
            ShuffleStatus::Ok => "ok",
            ShuffleStatus::Invalid => "invalid",
        }
    }

    fn failed(self) -> bool {
        self == ShuffleStatus::Invalid
    }
}

/// A shuffled puzzle, and the transformation that made it: a player's pencilmarks go the
/// same way.
pub type Shuffled = (Grid, canon::Transform);

impl Task for Shuffle {
    type Outcome = Shuffled;
    type Status = ShuffleStatus;

    fn evaluate(&self, puzzle: &Grid, _format: Option<Format>) -> Shuffled {
        self.seed.used();
        let transform = canon::Transform::random(&mut seeding::stream_for(self.seed.seed, puzzle));
        (transform.apply(puzzle), transform)
    }

    fn status(&self, result: Result<&Shuffled, &ParseError>) -> ShuffleStatus {
        match result {
            Ok(_) => ShuffleStatus::Ok,
            Err(_) => ShuffleStatus::Invalid,
        }
    }
}

/// The shuffled puzzle in a text format.
pub struct TextPrinter {
    /// `None` for each input's own format.
    pub output: Option<Format>,
}

impl Printer<Shuffled> for TextPrinter {
    fn print(&self, item: &Item<'_, Shuffled>, out: &mut Report<'_>) -> io::Result<()> {
        let format = item.written_in(self.output);
        let metadata = report::label_around(self.output, item.record);
        match item.result {
            Ok((_, (shuffled, transform))) => {
                // A player's position keeps its pencilmarks, struck candidates and all.
                match item.record.candidates().filter(|_| format.is_pencilmark()) {
                    Some(candidates) => {
                        let moved = transform.apply_candidates(candidates);
                        out.candidates_with(&moved, format, &Look::default(), &metadata);
                    }
                    None => out.grid_with(shuffled, format, &Look::default(), &metadata),
                }
            }
            Err(error) => {
                out.parse_problem(&item.at, error);
                out.in_place_of(None, format, &metadata);
            }
        }
        Ok(())
    }
}

/// One JSON object per puzzle position.
pub struct JsonPrinter;

impl Printer<Shuffled> for JsonPrinter {
    fn print(&self, item: &Item<'_, Shuffled>, out: &mut Report<'_>) -> io::Result<()> {
        let (puzzle, shuffled, status, error) = match item.result {
            Ok((puzzle, (shuffled, _))) => (
                Some(LineGrid(*puzzle)),
                Some(LineGrid(*shuffled)),
                ShuffleStatus::Ok,
                None,
            ),
            Err(error) => {
                out.parse_problem(&item.at, error);
                (None, None, ShuffleStatus::Invalid, Some(error.to_string()))
            }
        };
        let record = wire::Shuffled {
            source: &item.at.source.name,
            index: item.at.index,
            puzzle,
            status: status.name(),
            shuffled,
            error,
        };
        out.json_with(&record, &Carried::of(item.record));
        Ok(())
    }
}
