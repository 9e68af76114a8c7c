//! `sudoku hint`: the next step for a puzzle or a player's pencilmark position: the first step
//! `sudoku explain` would show.

use std::io;

use clap::Args;
use sudoku::format::{Format, Metadata};

use super::batch;
use super::exit::Exit;
use super::explain::{self, Explain, Outcome};
use super::help::exit_status;
use super::options::{BatchOptions, InputOptions, PlaceholderOption};
use super::print::{ByFormat, Printer};
use super::report::Report;
use super::task::{Item, Status};
use super::wire::{self, Carried, LineGrid, StepRecord};

#[derive(Debug, Args)]
#[command(after_long_help = concat!(
"Examples:
  sudoku hint examples/judge-compact.txt
  sudoku hint examples/pencilmarks.txt     from a player's pencilmarks
  sudoku hint --json examples/collection.txt | jq -r .step.description
  sudoku hint --placeholder examples/mixed.txt   one line per input puzzle, - if failed

Output:
  One line per puzzle: TECHNIQUE (RATING): PATTERN => PLACEMENTS, ELIMINATIONS
  (from 9.0 on, followed by [LINK given ASSUMPTION: STEP] for each link of
  the chain that another technique added, as `sudoku explain` shows them).
  A puzzle that fails gives no line, or with --placeholder a line of its own.

Statuses:
  explained   a step was found
  stuck       no technique on the SE scale advances the position (broken pencilmarks?)
  complete    nothing left to do
  unsolvable  no solution (exit 1)
  multiple    more than one solution, so no sound hint (exit 1)
  invalid     the puzzle cannot be read, the reason given (exit 1)

", exit_status!(one)))]
// Hints are lines of their own, never in the input's format: the mark stands alone too.
#[command(mut_arg("placeholder", |arg| arg.help(
    "In text output, print MARK (`-` unless given) on a line of its own where a puzzle \
     failed, so that output has one line per input puzzle and lines up with it under `paste`. \
     The reason still goes to standard error."
)))]
pub struct HintArgs {
    #[command(flatten)]
    pub input: InputOptions,

    /// Print JSON, one object per puzzle per line, with the `step` (JSON input gives JSON
    /// without it).
    #[arg(long, help_heading = "Output")]
    pub json: bool,

    #[command(flatten)]
    pub placeholder: PlaceholderOption,

    #[command(flatten)]
    pub batch: BatchOptions,
}

pub fn run(args: HintArgs) -> anyhow::Result<Exit> {
    let output = args.json.then_some(Format::Json);
    let batch = args.batch.config().with_output(output);
    let printer = ByFormat {
        output,
        text: TextPrinter {
            placeholder: args.placeholder.placeholder,
        },
        json: JsonPrinter,
    };
    let task = Explain {
        first_only: true,
        keep_candidates: false,
    };
    batch::execute(&task, &printer, &args.input.config(), &batch)
}

/// One line per puzzle: the step, or why there is none.
pub struct TextPrinter {
    /// The line printed in place of a puzzle that failed (`--placeholder`), so that the lines
    /// match the input's puzzles one for one.
    pub placeholder: Option<String>,
}

impl Printer<Outcome> for TextPrinter {
    fn print(&self, item: &Item<'_, Outcome>, out: &mut Report<'_>) -> io::Result<()> {
        explain::report_problem(item, out);
        match item.result {
            Ok((
                _,
                Outcome::Path {
                    steps, complete, ..
                },
            )) => match steps.first() {
                Some(step) => out.line(step),
                None if *complete => out.line("complete: every cell is placed"),
                None => out.line("stuck: no technique on the SE scale advances the position (broken pencilmarks?)"),
            },
            Ok((_, Outcome::Failed(_))) | Err(_) => {
                if let Some(mark) = &self.placeholder {
                    out.in_place_of(Some(mark), Format::Line, &Metadata::default());
                }
            }
        }
        Ok(())
    }
}

/// One JSON object per puzzle, with its `step`.
pub struct JsonPrinter;

impl Printer<Outcome> for JsonPrinter {
    fn print(&self, item: &Item<'_, Outcome>, out: &mut Report<'_>) -> io::Result<()> {
        explain::report_problem(item, out);
        let mut record = wire::Hinted {
            source: &item.at.source.name,
            index: item.at.index,
            puzzle: None,
            status: explain::status_of(item.result.map(|(_, outcome)| outcome)).name(),
            step: None,
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
                record.step = steps.first().map(StepRecord::new);
            }
        }
        out.json_with(&record, &Carried::of(item.record));
        Ok(())
    }
}
