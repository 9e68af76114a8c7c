//! Generated puzzles, or why one was not made, as text in a format or as JSON.

use std::io;

use sudoku::format::{Format, Metadata};
use sudoku::generate::GenerateError;
use sudoku::logic::{Level, RatingReport};

use super::super::inputs;
use super::super::print::Printer;
use super::super::report::{self, Look, Report};
use super::super::task::{Item, Status};
use super::super::wire::{self, Carried, LineGrid};
use super::from_grids::FromOutcome;
use super::search::{Made, RatingFilter};
use super::status::GenerateStatus;

/// Fills in `record`'s ratings as `rate --json` writes them: a puzzle's (`report`), or `null`
/// for each where no puzzle was made, as `rate` writes a puzzle that failed.
fn add_ratings(record: &mut wire::Generated<'_>, report: Option<&RatingReport>) {
    record.rating = Some(report.map(|r| r.er.value()));
    record.pearl = Some(report.map(|r| r.ep.value()));
    record.diamond = Some(report.map(|r| r.ed.value()));
    record.exact = Some(report.map(|r| !r.beyond_scale));
    record.technique = Some(report.and_then(|r| r.hardest.map(|t| t.to_string())));
    record.level = Some(report.map(|r| Level::of(r.er).name()));
    record.steps = Some(report.map(|r| r.steps));
}

/// Where a `--from` grid stands: its file's name, its line, the format it was read in, and
/// its label (and the lines above it, a CSV file's column names), which the puzzle made from it
/// is written with, so that each can be matched to its grid.
#[derive(Clone, Copy)]
pub(super) struct FromGrid<'a> {
    name: &'a str,
    line: usize,
    format: Option<Format>,
    label: Metadata<'a>,
}

/// Generated puzzles as text in one format, or as JSON.
pub(super) struct GeneratedPrinter {
    /// `None` for each `--from` grid's own format (`line` without `--from`).
    pub(super) output: Option<Format>,
    pub(super) seed: u64,
    pub(super) filter: Option<RatingFilter>,
}

impl GeneratedPrinter {
    /// The format puzzle `source` (a `--from` grid, read in some format) is written in.
    fn format(&self, source: Option<FromGrid<'_>>) -> Format {
        let read_in = source.and_then(|grid| grid.format);
        self.output.or(read_in).unwrap_or(Format::Line)
    }

    /// Prints puzzle `index` (or why it failed) and returns its status; `source` names the
    /// `--from` grid, and `index` is its place in its file.
    pub(super) fn print_one(
        &self,
        source: Option<FromGrid<'_>>,
        index: u64,
        carried: &Carried<'_>,
        made: &Result<Made, GenerateError>,
        out: &mut Report<'_>,
    ) -> GenerateStatus {
        match made {
            Ok(Made {
                generated: made,
                rating,
            }) if self.format(source) == Format::Json => {
                let name = source.map(|grid| grid.name);
                let status = GenerateStatus::Generated.name();
                let mut record = wire::Generated {
                    puzzle: Some(LineGrid(made.puzzle)),
                    solution: Some(LineGrid(made.solution)),
                    givens: Some(made.givens),
                    symmetry: Some(made.symmetry.name()),
                    minimal: Some(made.minimal),
                    tries: Some(made.tries),
                    ..wire::Generated::blank(name, index, self.seed, status)
                };
                if let Some(report) = rating {
                    add_ratings(&mut record, Some(report));
                }
                out.json_with(&record, carried);
                GenerateStatus::Generated
            }
            Ok(made) => {
                // A new puzzle: what its grid's input said beside it (a rating, say) is not
                // written beside it in text (JSON carries it, under its own name); its label is.
                let label = source.map(|grid| grid.label).unwrap_or_default();
                let (puzzle, format) = (&made.generated.puzzle, self.format(source));
                out.grid_with(puzzle, format, &Look::default(), &label);
                GenerateStatus::Generated
            }
            Err(error) => {
                let what = match source {
                    Some(grid) => format!("line {}: {}", grid.line, self.explain(error)),
                    None => self.explain(error),
                };
                // A failed puzzle's `tries` is a number for scripts: 0 where the search knew
                // before any try that it would fail (a pattern that leaves the start several
                // solutions).
                let failure = Failure {
                    what: &what,
                    status: GenerateStatus::Failed,
                    tries: Some(error.tries().unwrap_or(0)),
                };
                self.failure(source, carried, index, failure, out);
                GenerateStatus::Failed
            }
        }
    }

    /// Why a puzzle was not made, in the terms of the options given.
    fn explain(&self, error: &GenerateError) -> String {
        match (error, &self.filter) {
            (GenerateError::NoneKept { attempts, made }, Some(filter)) => format!(
                "no {} in {} ({made} of them met the other options and were rated); widen \
                 the range or raise --attempts{}",
                filter.wanted(),
                sudoku::generate::tries(*attempts),
                filter.out_of_reach_note(),
            ),
            _ => error.to_string(),
        }
    }

    fn failure(
        &self,
        source: Option<FromGrid<'_>>,
        carried: &Carried<'_>,
        index: u64,
        failure: Failure<'_>,
        out: &mut Report<'_>,
    ) {
        let what = failure.what;
        match source {
            Some(grid) => {
                let name = inputs::shown(grid.name);
                out.message(format_args!("{name}: puzzle {index}: {what}"));
            }
            None => out.message(format_args!("puzzle {index}: {what}")),
        }
        // In text, the lines above a label (a CSV file's column names) stay, as other
        // commands keep them above a puzzle that failed.
        if let Some(grid) = source.filter(|grid| self.format(Some(*grid)) != Format::Json) {
            out.in_place_of(None, self.format(source), &grid.label);
        }
        self.failure_record(source, carried, index, failure, out);
    }

    /// The JSON object of a puzzle that was not made, when the output is JSON.
    fn failure_record(
        &self,
        source: Option<FromGrid<'_>>,
        carried: &Carried<'_>,
        index: u64,
        failure: Failure<'_>,
        out: &mut Report<'_>,
    ) {
        if self.format(source) == Format::Json {
            let name = source.map(|grid| grid.name);
            let mut record = wire::Generated {
                error: Some(failure.what.to_string()),
                tries: failure.tries,
                ..wire::Generated::blank(name, index, self.seed, failure.status.name())
            };
            if self.filter.is_some() {
                add_ratings(&mut record, None);
            }
            out.json_with(&record, carried);
        }
    }
}

/// Why a puzzle was not made: the message, the status, and how many tries it was given, when
/// it was tried at all (a grid of `--from` that could not be read was not).
#[derive(Clone, Copy)]
struct Failure<'a> {
    what: &'a dyn std::fmt::Display,
    status: GenerateStatus,
    tries: Option<u64>,
}

impl<'a> Failure<'a> {
    /// A grid of `--from` that gives no start: never tried.
    fn invalid(what: &'a dyn std::fmt::Display) -> Failure<'a> {
        Failure {
            what,
            status: GenerateStatus::Invalid,
            tries: None,
        }
    }
}

impl Printer<FromOutcome> for GeneratedPrinter {
    fn print(&self, item: &Item<'_, FromOutcome>, out: &mut Report<'_>) -> io::Result<()> {
        let source = Some(FromGrid {
            name: item.at.source.name.as_str(),
            line: item.at.line,
            format: item.at.format,
            label: report::label_around(self.output, item.record),
        });
        let carried = Carried::of(item.record);
        match item.result {
            Ok((_, FromOutcome::Made(made))) => {
                self.print_one(source, item.at.index as u64, &carried, made, out);
            }
            Ok((_, FromOutcome::NoStart(why))) => {
                let what = wire::on_line(item.at.line, why);
                let index = item.at.index as u64;
                let failure = Failure::invalid(&what);
                self.failure(source, &carried, index, failure, out);
            }
            Err(error) => {
                let index = item.at.index as u64;
                // A problem of the whole input (it holds no puzzle) is told by the input's name
                // alone, as the other commands tell it.
                let failure = Failure::invalid(error);
                if error.line.is_some() {
                    self.failure(source, &carried, index, failure, out);
                } else {
                    out.parse_problem(&item.at, error);
                    self.failure_record(source, &carried, index, failure, out);
                }
            }
        }
        Ok(())
    }
}
