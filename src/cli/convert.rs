//! `sudoku format`: read in one format, write in another, solve nothing.

use std::io;

use clap::Args;
use sudoku::Grid;
use sudoku::format::{Format, ParseError};

use super::batch;
use super::exit::Exit;
use super::help::exit_status;
use super::options::{self, BatchOptions, InputOptions, OutputFormat, PlaceholderOption};
use super::print::{ByFormat, Printer};
use super::report::{self, Look, Report};
use super::task::{Item, Status, Task};
use super::wire::{self, Carried, LineGrid};

#[derive(Debug, Args)]
#[command(after_long_help = concat!(
"Examples:
  sudoku format --to grid examples/judge-compact.txt
  sudoku format -o line examples/boxed.txt
  sudoku format -o line --blank 0 examples/collection.txt
  sudoku format --json examples/collection.txt

", exit_status!(read)))]
pub struct FormatArgs {
    #[command(flatten)]
    pub input: InputOptions,

    /// The format to write; `same` keeps each input's format. Also spelled -o/--output-format,
    /// as for the other commands.
    #[arg(short = 't', long = "to", visible_alias = "output-format", visible_short_alias = 'o',
          value_enum, value_name = "FORMAT", default_value_t = OutputFormat::Same,
          overrides_with = "json", help_heading = "Output")]
    pub to: OutputFormat,

    /// Print JSON, one object per puzzle per line (short for --to json).
    #[arg(long, help_heading = "Output")]
    pub json: bool,

    /// The character for a blank cell in `compact` and `line` output, instead of `0` and `.`
    /// (`--blank _`, `--blank x`; one of `0 . x X * _`, which read back as blanks). The other
    /// formats keep theirs.
    #[arg(long, value_name = "CHAR", value_parser = options::parse_blank, help_heading = "Output")]
    pub blank: Option<char>,

    #[command(flatten)]
    pub placeholder: PlaceholderOption,

    #[command(flatten)]
    pub batch: BatchOptions,
}

pub fn run(args: FormatArgs) -> anyhow::Result<Exit> {
    let output = args.to.resolve(args.json);
    let printer = ByFormat {
        output,
        text: TextPrinter {
            output,
            blank: args.blank,
            placeholder: args.placeholder.placeholder,
        },
        json: JsonPrinter,
    };
    let batch = args.batch.config().with_output(output);
    batch::execute(&Convert, &printer, &args.input.config(), &batch)
}

/// Converting needs no work per puzzle: reading it was the work.
pub struct Convert;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConvertStatus {
    Ok,
    Invalid,
}

impl Status for ConvertStatus {
    const ALL: &'static [ConvertStatus] = &[ConvertStatus::Ok, ConvertStatus::Invalid];

    fn name(self) -> &'static str {
        match self {
            ConvertStatus::Ok => "ok",
            ConvertStatus::Invalid => "invalid",
        }
    }

    fn failed(self) -> bool {
        self == ConvertStatus::Invalid
    }
}

impl Task for Convert {
    type Outcome = ();
    type Status = ConvertStatus;

    fn evaluate(&self, _puzzle: &Grid, _format: Option<Format>) {}

    fn status(&self, result: Result<&(), &ParseError>) -> ConvertStatus {
        match result {
            Ok(()) => ConvertStatus::Ok,
            Err(_) => ConvertStatus::Invalid,
        }
    }
}

/// Each puzzle in a text format: the output's, or its input's own.
pub struct TextPrinter {
    /// `None` for each input's own format.
    pub output: Option<Format>,
    /// `--blank`: the blank character in `compact` and `line` output.
    pub blank: Option<char>,
    /// The line printed in place of an unreadable puzzle (`--placeholder`).
    pub placeholder: Option<String>,
}

impl Printer<()> for TextPrinter {
    fn print(&self, item: &Item<'_, ()>, out: &mut Report<'_>) -> io::Result<()> {
        match item.result {
            Ok(_) => {
                let format = item.written_in(self.output);
                let look = Look {
                    givens: None,
                    blank: self.blank,
                };
                // The record, not its settled grid, so pencilmarks keep their candidates; what
                // the input said around a puzzle goes back only into the input's own format.
                out.record(item.record, format, &look, self.output.is_none());
            }
            Err(error) => {
                out.parse_problem(&item.at, error);
                let format = item.mark_written_in(self.output);
                let around = report::failed_around(self.output, item.record);
                out.in_place_of(self.placeholder.as_deref(), format, &around);
            }
        }
        Ok(())
    }
}

/// One JSON object per puzzle position.
pub struct JsonPrinter;

impl Printer<()> for JsonPrinter {
    fn print(&self, item: &Item<'_, ()>, out: &mut Report<'_>) -> io::Result<()> {
        let (puzzle, status, error) = match item.result {
            Ok((puzzle, ())) => (Some(LineGrid(*puzzle)), ConvertStatus::Ok, None),
            Err(error) => {
                out.parse_problem(&item.at, error);
                (None, ConvertStatus::Invalid, Some(error.to_string()))
            }
        };
        let record = wire::Formatted {
            source: &item.at.source.name,
            index: item.at.index,
            puzzle,
            status: status.name(),
            error,
        };
        out.json_with(&record, &Carried::of(item.record));
        Ok(())
    }
}
