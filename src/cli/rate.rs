//! `sudoku rate`: each puzzle's Sudoku Explainer ratings, one line per puzzle in the rated-list
//! notation collectors keep (`PUZZLE ED=ER/EP/ED`), or one JSON object.

use std::io;

use clap::Args;
use sudoku::format::{Format, ParseError, Record};
use sudoku::logic::{self, Level, LogicError, Rating, RatingRange, RatingReport};
use sudoku::{Candidates, Grid};

use super::batch;
use super::exit::Exit;
use super::help::exit_status;
use super::options::{BatchOptions, InputOptions};
use super::print::{ByFormat, Printer};
use super::report::Report;
use super::task::{Item, Status, Task};
use super::wire::{self, Carried, LineGrid};

#[derive(Debug, Args)]
#[command(after_long_help = concat!(
"Examples:
  sudoku rate examples/collection.txt
  sudoku rate --min 2.0 examples/collection.txt    only puzzles rated 2.0 or more
  sudoku rate --json collection/ | jq -c 'select(.rating >= 7)'

Output:
  PUZZLE ED=ER/EP/ED TECHNIQUE (LEVEL)
  ER is the hardest step, EP the hardest up to the first placement, ED the
  first step, on the Sudoku Explainer 1.2.1 scale, nested forcing chains
  included. A position no technique on the scale advances (broken
  pencilmarks) gets a lower bound, written with a +, as 10.5+.

Levels:
  easy ER <= 1.2, medium <= 1.5, hard <= 2.5, fiendish <= 6.0, diabolical

Statuses:
  rated       rated
  complete    every cell already placed: rated 0.0, nothing to do
  filtered    rated outside --min/--max (or only bounded below, as 10.5+, with
              --max), not printed
  unsolvable  no solution (exit 1)
  multiple    more than one solution, so no sound rating (exit 1)
  invalid     the puzzle cannot be read, the reason given (exit 1)

", exit_status!(one)))]
pub struct RateArgs {
    #[command(flatten)]
    pub input: InputOptions,

    /// Print JSON, one object per puzzle per line, instead of rated-list lines (JSON input gives
    /// JSON without it).
    #[arg(long, help_heading = "Output")]
    pub json: bool,

    /// Print only puzzles rated at least R (ER, e.g. 2.6).
    #[arg(
        long,
        value_name = "R",
        help_heading = "Filter",
        allow_hyphen_values = true
    )]
    pub min: Option<Rating>,

    /// Print only puzzles rated at most R (ER, e.g. 6.2).
    #[arg(
        long,
        value_name = "R",
        help_heading = "Filter",
        allow_hyphen_values = true
    )]
    pub max: Option<Rating>,

    #[command(flatten)]
    pub batch: BatchOptions,
}

pub fn run(args: RateArgs) -> anyhow::Result<Exit> {
    if let (Some(min), Some(max)) = (args.min, args.max)
        && min > max
    {
        anyhow::bail!("--min {min} is above --max {max}: no puzzle could be printed");
    }
    let output = args.json.then_some(Format::Json);
    let batch = args.batch.config().with_output(output);
    let printer = ByFormat {
        output,
        text: TextPrinter,
        json: JsonPrinter,
    };
    let task = Rate {
        min: args.min,
        max: args.max,
    };
    batch::execute(&task, &printer, &args.input.config(), &batch)
}

/// Rates puzzles, keeping those in `min..=max`.
pub struct Rate {
    pub min: Option<Rating>,
    pub max: Option<Rating>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Rated(RatingReport),
    /// Rated outside the range asked for: counted, not printed.
    Filtered,
    Failed(LogicError),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RateStatus {
    Rated,
    Complete,
    Filtered,
    Unsolvable,
    Multiple,
    Invalid,
}

impl Status for RateStatus {
    const ALL: &'static [RateStatus] = &[
        RateStatus::Rated,
        RateStatus::Complete,
        RateStatus::Filtered,
        RateStatus::Unsolvable,
        RateStatus::Multiple,
        RateStatus::Invalid,
    ];

    fn name(self) -> &'static str {
        match self {
            RateStatus::Rated => "rated",
            RateStatus::Complete => "complete",
            RateStatus::Filtered => "filtered",
            RateStatus::Unsolvable => "unsolvable",
            RateStatus::Multiple => "multiple",
            RateStatus::Invalid => "invalid",
        }
    }

    fn failed(self) -> bool {
        matches!(
            self,
            RateStatus::Unsolvable | RateStatus::Multiple | RateStatus::Invalid
        )
    }
}

impl Task for Rate {
    type Outcome = Outcome;
    type Status = RateStatus;

    fn evaluate(&self, puzzle: &Grid, _format: Option<Format>) -> Outcome {
        self.rate(puzzle, None)
    }

    fn evaluate_record(&self, puzzle: &Grid, record: &Record, _format: Option<Format>) -> Outcome {
        self.rate(puzzle, record.candidates())
    }

    fn status(&self, result: Result<&Outcome, &ParseError>) -> RateStatus {
        match result {
            Err(_) => RateStatus::Invalid,
            Ok(Outcome::Rated(report)) if is_complete(report) => RateStatus::Complete,
            Ok(Outcome::Rated(_)) => RateStatus::Rated,
            Ok(Outcome::Filtered) => RateStatus::Filtered,
            Ok(Outcome::Failed(error)) => failure_status(*error),
        }
    }

    fn chunk_size(&self) -> usize {
        // Rating takes far longer than solving: smaller chunks keep both cores busy on short
        // lists and output flowing on long ones.
        64
    }
}

impl Rate {
    /// Rates the puzzle, or the player's pencilmarks when the input gave them: struck
    /// candidates stay struck, as for `explain` and `hint`.
    fn rate(&self, puzzle: &Grid, candidates: Option<&Candidates>) -> Outcome {
        let start = match logic::start(puzzle, candidates) {
            Ok(start) => start,
            Err(error) => return Outcome::Failed(error),
        };
        if self.min.is_none() && self.max.is_none() {
            return Outcome::Rated(logic::rate_position(&start));
        }
        // Rated only as far as it takes to know: a puzzle above --max stops early.
        let range = RatingRange {
            min: self.min.unwrap_or_default(),
            max: self.max,
        };
        match logic::rate_within(&start, range) {
            Some(report) => Outcome::Rated(report),
            None => Outcome::Filtered,
        }
    }
}

/// Whether the rating is a finished grid's: no step taken, and none beyond the scale.
fn is_complete(report: &RatingReport) -> bool {
    report.steps == 0 && !report.beyond_scale
}

fn failure_status(error: LogicError) -> RateStatus {
    match error {
        LogicError::NoSolution
        | LogicError::StruckSolution { .. }
        | LogicError::PencilmarksRuleOutAll => RateStatus::Unsolvable,
        LogicError::MultipleSolutions => RateStatus::Multiple,
    }
}

/// The level a player would call a puzzle of rating `er`.
pub fn level(er: Rating) -> &'static str {
    Level::of(er).name()
}

/// Reports unreadable, unsolvable and ambiguous puzzles on standard error.
fn report_problem(item: &Item<'_, Outcome>, out: &mut Report<'_>) {
    out.logic_problem(item, |outcome| match outcome {
        Outcome::Failed(error) => Some(error),
        _ => None,
    });
}

/// `PUZZLE ED=ER/EP/ED TECHNIQUE (LEVEL)`, the line of a rated list.
pub struct TextPrinter;

impl Printer<Outcome> for TextPrinter {
    fn print(&self, item: &Item<'_, Outcome>, out: &mut Report<'_>) -> io::Result<()> {
        report_problem(item, out);
        if let Ok((puzzle, Outcome::Rated(report))) = item.result {
            out.line(rated_line(puzzle, report));
        }
        Ok(())
    }
}

fn rated_line(puzzle: &Grid, report: &RatingReport) -> String {
    let line = puzzle.line_bytes();
    let line = std::str::from_utf8(&line).expect("digits and dots are ASCII");
    // A finished grid has no hardest step to name, nor a level a player would give it.
    if is_complete(report) {
        return format!("{line} ED=0.0/0.0/0.0 complete");
    }
    let bound = if report.beyond_scale { "+" } else { "" };
    let technique = report.hardest.map_or("none".to_string(), |t| t.to_string());
    format!(
        "{line} ED={}{bound}/{}/{} {technique} ({})",
        report.er,
        report.ep,
        report.ed,
        level(report.er)
    )
}

/// One JSON object per puzzle.
pub struct JsonPrinter;

impl Printer<Outcome> for JsonPrinter {
    fn print(&self, item: &Item<'_, Outcome>, out: &mut Report<'_>) -> io::Result<()> {
        report_problem(item, out);
        let mut record = wire::Rated {
            source: &item.at.source.name,
            index: item.at.index,
            puzzle: None,
            status: Rate {
                min: None,
                max: None,
            }
            .status(item.result.map(|(_, outcome)| outcome))
            .name(),
            rating: None,
            pearl: None,
            diamond: None,
            exact: None,
            technique: None,
            level: None,
            steps: None,
            error: None,
        };
        match item.result {
            Err(error) => record.error = Some(error.to_string()),
            Ok((_, Outcome::Filtered)) => return Ok(()),
            Ok((puzzle, Outcome::Failed(error))) => {
                record.puzzle = Some(LineGrid(*puzzle));
                let what = wire::describe_logic_error(puzzle, *error);
                record.error = Some(wire::on_line(item.at.line, &what));
            }
            Ok((puzzle, Outcome::Rated(report))) => {
                record.puzzle = Some(LineGrid(*puzzle));
                record.rating = Some(report.er.value());
                record.pearl = Some(report.ep.value());
                record.diamond = Some(report.ed.value());
                record.exact = Some(!report.beyond_scale);
                record.technique = report.hardest.map(|t| t.to_string());
                record.level = (!is_complete(report)).then(|| level(report.er));
                record.steps = Some(report.steps);
            }
        }
        out.json_with(&record, &Carried::of(item.record));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_follow_the_rating() {
        assert_eq!(level(Rating(12)), "easy");
        assert_eq!(level(Rating(15)), "medium");
        assert_eq!(level(Rating(25)), "hard");
        assert_eq!(level(Rating(60)), "fiendish");
        assert_eq!(level(Rating(62)), "diabolical");
    }
}
