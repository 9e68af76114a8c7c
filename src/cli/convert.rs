//! `sudoku format`: read in one format, write in another, solve nothing.

use std::io;

use clap::Args;
use sudoku::Grid;
use sudoku::format::{Format, ParseError};

use super::batch;
use super::exit::Exit;
use super::options::{BatchOptions, InputOptions, OutputFormat};
use super::print::{ByFormat, Printer};
use super::report::Report;
use super::task::{Item, Status, Task};
use super::wire::{self, LineGrid};

#[derive(Debug, Args)]
pub struct FormatArgs {
    #[command(flatten)]
    pub input: InputOptions,

    /// The format to write; `same` keeps each input's format.
    #[arg(short = 't', long = "to", visible_alias = "output-format", value_enum,
          value_name = "FORMAT", default_value_t = OutputFormat::Same, conflicts_with = "json")]
    pub to: OutputFormat,

    /// Print JSON, one object per puzzle per line (short for --to json).
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub batch: BatchOptions,
}

pub fn run(args: FormatArgs) -> anyhow::Result<Exit> {
    let output = args.to.resolve(args.json);
    let printer = ByFormat {
        output,
        text: TextPrinter { output },
        json: JsonPrinter,
    };
    batch::execute(
        &Convert,
        &printer,
        &args.input.config(),
        &args.batch.config(),
    )
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
}

impl Printer<()> for TextPrinter {
    fn print(&self, item: &Item<'_, ()>, out: &mut Report<'_>) -> io::Result<()> {
        match item.result {
            Ok((puzzle, ())) => {
                let format = self.output.or(item.at.format).unwrap_or(Format::Line);
                out.grid(puzzle, format);
            }
            Err(error) => out.parse_problem(&item.at, error),
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
        out.json(&wire::Formatted {
            source: &item.at.source.name,
            index: item.at.index,
            puzzle,
            status: status.name(),
            error,
        });
        Ok(())
    }
}
