//! `sudoku validate`: one status line (or JSON object) per puzzle.

use std::io;

use clap::Args;
use sudoku::Grid;
use sudoku::format::{Format, ParseError, Record};
use sudoku::validate;

use super::batch;
use super::exit::Exit;
use super::help::exit_status;
use super::options::{BatchOptions, InputOptions};
use super::print::{ByFormat, Printer};
use super::report::Report;
use super::style;
use super::task::{Item, Status, Task, search_start};
use super::wire::{self, Carried, ConflictRecord, LineGrid};

#[derive(Debug, Args)]
#[command(after_long_help = concat!(
"Examples:
  sudoku validate examples/mixed.txt
  sudoku validate --json collection/ | jq -c 'select(.status != \"unique\")'

Statuses:
  complete    every cell filled, no rule broken
  unique      exactly one solution
  multiple    more than one solution
  unsolvable  no rule broken yet, but no solution (exit 1)
  conflict    the givens break a rule, each broken rule listed (exit 1)
  invalid     the puzzle cannot be read, the reason given (exit 1)

", exit_status!()))]
pub struct ValidateArgs {
    #[command(flatten)]
    pub input: InputOptions,

    /// Print JSON, one object per puzzle per line, instead of `SOURCE:INDEX: STATUS` lines
    /// (JSON input gives JSON without it).
    #[arg(long, help_heading = "Output")]
    pub json: bool,

    #[command(flatten)]
    pub batch: BatchOptions,
}

pub fn run(args: ValidateArgs) -> anyhow::Result<Exit> {
    let output = args.json.then_some(Format::Json);
    let (input, batch) = (args.input.config(), args.batch.config().with_output(output));
    // Colour is for a person at a terminal, never for the files of --out-dir.
    let colour = style::stdout() && batch.out_dir.is_none();
    let printer = ByFormat {
        output,
        text: TextPrinter { colour },
        json: JsonPrinter,
    };
    batch::execute(&Validate, &printer, &input, &batch)
}

pub struct Validate;

/// The outcome is the library's status (with conflicts, when the givens break a rule).
pub type Outcome = validate::Status;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValidateStatus {
    Complete,
    Unique,
    Multiple,
    Unsolvable,
    Conflict,
    Invalid,
}

impl Status for ValidateStatus {
    const ALL: &'static [ValidateStatus] = &[
        ValidateStatus::Complete,
        ValidateStatus::Unique,
        ValidateStatus::Multiple,
        ValidateStatus::Unsolvable,
        ValidateStatus::Conflict,
        ValidateStatus::Invalid,
    ];

    fn name(self) -> &'static str {
        match self {
            ValidateStatus::Complete => "complete",
            ValidateStatus::Unique => "unique",
            ValidateStatus::Multiple => "multiple",
            ValidateStatus::Unsolvable => "unsolvable",
            ValidateStatus::Conflict => "conflict",
            ValidateStatus::Invalid => "invalid",
        }
    }

    fn failed(self) -> bool {
        matches!(
            self,
            ValidateStatus::Unsolvable | ValidateStatus::Conflict | ValidateStatus::Invalid
        )
    }
}

impl Task for Validate {
    type Outcome = Outcome;
    type Status = ValidateStatus;

    fn evaluate(&self, puzzle: &Grid, _format: Option<Format>) -> Outcome {
        validate::validate(puzzle)
    }

    fn evaluate_record(&self, puzzle: &Grid, record: &Record, _format: Option<Format>) -> Outcome {
        validate::validate(search_start(puzzle, record))
    }

    fn status(&self, result: Result<&Outcome, &ParseError>) -> ValidateStatus {
        match result {
            Err(_) => ValidateStatus::Invalid,
            Ok(validate::Status::Complete) => ValidateStatus::Complete,
            Ok(validate::Status::Unique) => ValidateStatus::Unique,
            Ok(validate::Status::Multiple) => ValidateStatus::Multiple,
            Ok(validate::Status::Unsolvable) => ValidateStatus::Unsolvable,
            Ok(validate::Status::Conflict(_)) => ValidateStatus::Conflict,
            // The library may grow statuses; until this command knows one, it is no success.
            Ok(_) => ValidateStatus::Invalid,
        }
    }
}

/// `SOURCE:INDEX: STATUS` lines. Everything, unreadable puzzles included, is reported on
/// standard output: the report is the product here, so it does not repeat itself on standard
/// error. An input that could not be read on (a disk error, a directory as standard input) is
/// no puzzle's fault but trouble (exit 2), said on standard error too, as every command says
/// it: a script that keeps the report would see that exit with no word of why, and one that
/// writes it below `--out-dir` loses the report.
pub struct TextPrinter {
    /// Whether the status word is coloured: green all well, yellow worth a look, red failed.
    pub colour: bool,
}

impl TextPrinter {
    fn status(&self, status: ValidateStatus) -> String {
        let look = match status {
            ValidateStatus::Complete | ValidateStatus::Unique => style::GOOD,
            ValidateStatus::Multiple => style::NOTE,
            ValidateStatus::Unsolvable | ValidateStatus::Conflict | ValidateStatus::Invalid => {
                style::BAD
            }
        };
        style::paint(self.colour, look, status.name())
    }
}

impl Printer<Outcome> for TextPrinter {
    fn print(&self, item: &Item<'_, Outcome>, out: &mut Report<'_>) -> io::Result<()> {
        let (source, index) = (item.at.source.shown(), item.at.index);
        let status = self.status(Validate.status(item.result.map(|(_, outcome)| outcome)));
        match item.result {
            Err(error) => {
                out.line(format_args!("{source}:{index}: {status}: {error}"));
                say_if_unread(item, error, out);
            }
            Ok((_, validate::Status::Conflict(conflicts))) => {
                let what = wire::describe_conflicts(conflicts);
                out.line(format_args!("{source}:{index}: {status}: {what}"));
            }
            Ok(_) => out.line(format_args!("{source}:{index}: {status}")),
        }
        Ok(())
    }
}

/// One JSON object per puzzle.
pub struct JsonPrinter;

impl Printer<Outcome> for JsonPrinter {
    fn print(&self, item: &Item<'_, Outcome>, out: &mut Report<'_>) -> io::Result<()> {
        let (source, index) = (&item.at.source.name, item.at.index);
        if let Err(error) = item.result {
            say_if_unread(item, error, out);
        }
        let record = match item.result {
            Err(error) => wire::Validated {
                source,
                index,
                puzzle: None,
                status: ValidateStatus::Invalid.name(),
                conflicts: None,
                error: Some(error.to_string()),
            },
            Ok((puzzle, status)) => wire::Validated {
                source,
                index,
                puzzle: Some(LineGrid(*puzzle)),
                status: status.name(),
                conflicts: match status {
                    validate::Status::Conflict(conflicts) => Some(ConflictRecord::list(conflicts)),
                    _ => None,
                },
                error: None,
            },
        };
        out.json_with(&record, &Carried::of(item.record));
        Ok(())
    }
}

/// Says on standard error that `item`'s input could not be read on, where `error` tells so.
fn say_if_unread(item: &Item<'_, Outcome>, error: &ParseError, out: &mut Report<'_>) {
    if error.ends_the_input() {
        out.parse_problem(&item.at, error);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_library_status_names_are_the_ones_counted() {
        for (library, ours) in [
            (validate::Status::Complete, ValidateStatus::Complete),
            (validate::Status::Unique, ValidateStatus::Unique),
            (validate::Status::Multiple, ValidateStatus::Multiple),
            (validate::Status::Unsolvable, ValidateStatus::Unsolvable),
        ] {
            assert_eq!(Validate.status(Ok(&library)), ours);
            assert_eq!(library.name(), ours.name());
            assert_eq!(library.is_valid(), !ours.failed());
        }
    }
}
