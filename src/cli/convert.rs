//! `sudoku format`: read in one format, write in another, solve nothing.

use sudoku::Grid;
use sudoku::format::{Format, ParseError};

use super::args::FormatArgs;
use super::batch::{self, Task};
use super::emit::{Position, Report, Verdict};
use super::exit::Exit;
use super::wire::{self, LineGrid};

pub fn run(args: FormatArgs) -> anyhow::Result<Exit> {
    let task = Convert {
        output: args.to.resolve(args.json),
    };
    batch::execute(&task, &args.input, &args.batch)
}

pub struct Convert {
    /// The output format, `None` for each input's own.
    pub output: Option<Format>,
}

impl Task for Convert {
    type Outcome = ();

    fn evaluate(&self, _puzzle: &Grid, _format: Option<Format>) {}

    fn report(
        &self,
        at: &Position<'_>,
        result: Result<(&Grid, &()), &ParseError>,
        out: &mut Report,
    ) -> Verdict {
        let format = self.output.or(at.format).unwrap_or(Format::Line);
        let (puzzle, error) = match result {
            Ok((puzzle, ())) => (Some(*puzzle), None),
            Err(error) => {
                out.parse_problem(at, error);
                (None, Some(error.to_string()))
            }
        };
        let verdict = if puzzle.is_some() {
            Verdict::ok("ok")
        } else {
            Verdict::failed("invalid")
        };
        if format == Format::Json {
            out.json(&wire::Formatted {
                source: &at.source.name,
                index: at.index,
                puzzle: puzzle.map(LineGrid),
                status: verdict.status,
                error,
            });
        } else if let Some(puzzle) = puzzle {
            out.grid(&puzzle, format);
        }
        verdict
    }

    fn statuses(&self) -> &'static [&'static str] {
        &["ok", "invalid"]
    }
}
