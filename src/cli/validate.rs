//! `sudoku validate`: one status line (or JSON object) per puzzle.

use sudoku::Grid;
use sudoku::format::{Format, ParseError};
use sudoku::validate::{self, Status};

use super::args::ValidateArgs;
use super::batch::{self, Task};
use super::emit::{Position, Report, Verdict};
use super::exit::Exit;
use super::wire::{self, ConflictRecord, LineGrid};

pub fn run(args: ValidateArgs) -> anyhow::Result<Exit> {
    let task = Validate { json: args.json };
    batch::execute(&task, &args.input, &args.batch)
}

pub struct Validate {
    pub json: bool,
}

impl Task for Validate {
    type Outcome = Status;

    fn evaluate(&self, puzzle: &Grid, _format: Option<Format>) -> Status {
        validate::validate(puzzle)
    }

    /// Everything, unreadable puzzles included, is reported on standard output: the report is
    /// the product here, so it does not repeat itself on standard error.
    fn report(
        &self,
        at: &Position<'_>,
        result: Result<(&Grid, &Status), &ParseError>,
        out: &mut Report,
    ) -> Verdict {
        let source = &at.source.name;
        let (puzzle, status) = match result {
            Ok(found) => found,
            Err(error) => {
                if self.json {
                    out.json(&wire::Validated {
                        source,
                        index: at.index,
                        puzzle: None,
                        status: "invalid",
                        conflicts: None,
                        error: Some(error.to_string()),
                    });
                } else {
                    out.line(format_args!("{source}:{}: invalid: {error}", at.index));
                }
                return Verdict::failed("invalid");
            }
        };
        let conflicts = match status {
            Status::Conflict(conflicts) => Some(conflicts),
            _ => None,
        };
        if self.json {
            out.json(&wire::Validated {
                source,
                index: at.index,
                puzzle: Some(LineGrid(*puzzle)),
                status: status.name(),
                conflicts: conflicts.map(|c| ConflictRecord::list(c)),
                error: None,
            });
        } else if let Some(conflicts) = conflicts {
            let what = wire::describe_conflicts(conflicts);
            out.line(format_args!("{source}:{}: conflict: {what}", at.index));
        } else {
            out.line(format_args!("{source}:{}: {}", at.index, status.name()));
        }
        if status.is_valid() {
            Verdict::ok(status.name())
        } else {
            Verdict::failed(status.name())
        }
    }

    fn statuses(&self) -> &'static [&'static str] {
        &[
            "complete",
            "unique",
            "multiple",
            "unsolvable",
            "conflict",
            "invalid",
        ]
    }
}
