//! `sudoku solve`: one answer per puzzle, or a count, or every solution.

use std::io;
use std::ops::ControlFlow;

use clap::Args;
use sudoku::Grid;
use sudoku::format::{Format, Metadata, ParseError, Record};
use sudoku::solver::{self, Start};
use sudoku::validate::{self, Conflict};

use super::batch;
use super::exit::Exit;
use super::help::exit_status;
use super::interrupt;
use super::options::{self, BatchOptions, InputOptions, OutputFormat, PlaceholderOption};
use super::print::{ByFormat, Printer};
use super::report::{self, Look, Report};
use super::style;
use super::task::{DEFAULT_CHUNK, Item, Status, Task, search_start};
use super::wire::{self, Carried, ConflictRecord, LineGrid};

#[derive(Debug, Args)]
#[command(after_long_help = concat!(
"Examples:
  sudoku solve examples/judge-compact.txt
  sudoku solve -o line examples/collection.txt
  sudoku solve --any -j 0 examples/collection.txt       the fastest: any solution, every core
  sudoku solve --count examples/two-solutions.txt       2+ means at least two
  sudoku solve --count --limit 1000000 examples/two-solutions.txt      an exact count
  sudoku solve --all --limit 10 examples/two-solutions.txt
  sudoku solve -o line --placeholder examples/mixed.txt  one line per input puzzle, - if failed
  sudoku solve --json examples/collection.txt | jq -r .solution
  sudoku solve collection/ --out-dir solved/            one result file per input file

", exit_status!()))]
pub struct SolveArgs {
    #[command(flatten)]
    pub input: InputOptions,

    /// The output format; `same` is the format of each input.
    #[arg(short, long, value_enum, value_name = "FORMAT", help_heading = "Output",
          default_value_t = OutputFormat::Same, overrides_with = "json")]
    pub output_format: OutputFormat,

    /// Print JSON, one object per puzzle per line (short for --output-format json).
    #[arg(long, help_heading = "Output")]
    pub json: bool,

    /// Print the first solution found instead of the lexicographically smallest (fastest).
    #[arg(long, help_heading = "Mode", group = "mode")]
    pub any: bool,

    /// Print the number of solutions, counting up to --limit (default 2).
    #[arg(long, help_heading = "Mode", groups = ["mode", "counting"])]
    pub count: bool,

    /// Print every solution up to --limit (default 1000), in lexicographic order.
    #[arg(long, help_heading = "Mode", groups = ["mode", "counting"])]
    pub all: bool,

    /// Where --count or --all stops. A count that reached it is marked `2+` (text) or
    /// `"capped": true` (JSON); a large limit counts exactly.
    #[arg(long, value_name = "N", requires = "counting", value_parser = options::parse_limit,
          allow_negative_numbers = true, help_heading = "Mode")]
    pub limit: Option<u64>,

    #[command(flatten)]
    pub placeholder: PlaceholderOption,

    #[command(flatten)]
    pub batch: BatchOptions,
}

/// What to find for each puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// The lexicographically smallest solution (the default).
    Smallest,
    /// Whichever solution is found first.
    Any,
    /// The number of solutions, up to a limit.
    Count(u64),
    /// Every solution up to a limit, in lexicographic order.
    All(u64),
}

const DEFAULT_COUNT_LIMIT: u64 = 2;
const DEFAULT_ALL_LIMIT: u64 = 1000;

pub fn run(args: SolveArgs) -> anyhow::Result<Exit> {
    let mode = if args.any {
        Mode::Any
    } else if args.count {
        Mode::Count(args.limit.unwrap_or(DEFAULT_COUNT_LIMIT))
    } else if args.all {
        Mode::All(args.limit.unwrap_or(DEFAULT_ALL_LIMIT))
    } else {
        Mode::Smallest
    };
    let output = args.output_format.resolve(args.json);
    let batch = args.batch.config().with_output(output);
    let printer = ByFormat {
        output,
        text: TextPrinter {
            mode,
            output,
            // Colour is for a person at a terminal, never for the files of --out-dir.
            colour: style::stdout() && batch.out_dir.is_none(),
            placeholder: args.placeholder.placeholder,
        },
        json: JsonPrinter { mode },
    };
    let task = Solve { mode, output };
    batch::execute(&task, &printer, &args.input.config(), &batch)
}

pub struct Solve {
    pub mode: Mode,
    /// The output format, `None` for each input's own. JSON shows more than text (uniqueness,
    /// the smallest solution beside a count), which costs more to find.
    pub output: Option<Format>,
}

/// What solving one puzzle found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The smallest solution (or with `--any` the first found); `unique` is known only where
    /// the output shows it.
    Solved {
        solution: Grid,
        unique: Option<bool>,
    },
    /// `--count`: the number of solutions up to the limit, and for JSON the smallest solution
    /// and whether it is the only one.
    Counted {
        count: u64,
        /// The limit stopped the count: there may be more solutions.
        capped: bool,
        smallest: Option<(Grid, bool)>,
    },
    /// `--all`: the smallest solution and whether it is the only one; the printer streams the
    /// rest, so no list of solutions is ever held in memory.
    Enumerated {
        smallest: Grid,
        unique: bool,
    },
    Unsolvable,
    /// The givens break the rules.
    Conflict(Vec<Conflict>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SolveStatus {
    Solved,
    Unsolvable,
    Invalid,
}

impl Status for SolveStatus {
    const ALL: &'static [SolveStatus] = &[
        SolveStatus::Solved,
        SolveStatus::Unsolvable,
        SolveStatus::Invalid,
    ];

    fn name(self) -> &'static str {
        match self {
            SolveStatus::Solved => "solved",
            SolveStatus::Unsolvable => "unsolvable",
            SolveStatus::Invalid => "invalid",
        }
    }

    fn failed(self) -> bool {
        self != SolveStatus::Solved
    }
}

impl Solve {
    fn solve(&self, puzzle: Start<'_>, json: bool) -> Option<Outcome> {
        let outcome = match self.mode {
            // Only JSON shows `unique`; elsewhere proving a second solution would be wasted.
            Mode::Smallest if json => {
                let found = solver::smallest_solution(puzzle)?;
                Outcome::Solved {
                    solution: found.grid,
                    unique: Some(found.unique),
                }
            }
            Mode::Smallest => Outcome::Solved {
                solution: solver::smallest_grid(puzzle)?,
                unique: None,
            },
            Mode::Any => Outcome::Solved {
                solution: solver::any_solution(puzzle)?,
                unique: None,
            },
            // Up to two, the search for the smallest solution counts as well.
            Mode::Count(limit @ 1..=2) if json => {
                let found = solver::smallest_solution(puzzle)?;
                Outcome::Counted {
                    count: if found.unique { 1 } else { limit },
                    capped: !found.unique,
                    smallest: Some((found.grid, found.unique)),
                }
            }
            Mode::Count(limit) => {
                // At least two are looked for, as JSON's search for the smallest solution does
                // (above), so that `--limit 1` tells one solution (`1`) from several (`1+`) in
                // text as in JSON.
                let searched = limit.max(2);
                let found = solver::count_solutions(puzzle, searched);
                if found == 0 {
                    return None;
                }
                // JSON adds the smallest solution, whose uniqueness the count (here up to more
                // than two) tells.
                let smallest = match json {
                    true => Some((solver::smallest_grid(puzzle)?, found == 1)),
                    false => None,
                };
                Outcome::Counted {
                    count: found.min(limit),
                    capped: found >= searched || found > limit,
                    smallest,
                }
            }
            Mode::All(_) => {
                let found = solver::smallest_solution(puzzle)?;
                Outcome::Enumerated {
                    smallest: found.grid,
                    unique: found.unique,
                }
            }
        };
        Some(outcome)
    }
}

impl Solve {
    /// The outcome for `puzzle`, searched from `start` (its givens or its pencilmarks).
    fn solve_or_explain(&self, puzzle: &Grid, start: Start<'_>, format: Option<Format>) -> Outcome {
        let json = self.output.or(format) == Some(Format::Json);
        self.solve(start, json).unwrap_or_else(|| {
            // Only a failed puzzle pays for telling a broken rule from a dead end.
            let conflicts = validate::conflicts(puzzle);
            if conflicts.is_empty() {
                Outcome::Unsolvable
            } else {
                Outcome::Conflict(conflicts)
            }
        })
    }
}

impl Task for Solve {
    type Outcome = Outcome;
    type Status = SolveStatus;

    fn evaluate(&self, puzzle: &Grid, format: Option<Format>) -> Outcome {
        self.solve_or_explain(puzzle, Start::Givens(puzzle), format)
    }

    fn evaluate_record(&self, puzzle: &Grid, record: &Record, format: Option<Format>) -> Outcome {
        self.solve_or_explain(puzzle, search_start(puzzle, record), format)
    }

    fn status(&self, result: Result<&Outcome, &ParseError>) -> SolveStatus {
        match result {
            Ok(Outcome::Unsolvable) => SolveStatus::Unsolvable,
            Ok(Outcome::Conflict(_)) | Err(_) => SolveStatus::Invalid,
            Ok(_) => SolveStatus::Solved,
        }
    }

    fn chunk_size(&self) -> usize {
        match self.mode {
            // Each puzzle may stream many grids, written out as they come: small chunks keep
            // other workers from running far ahead of the output.
            Mode::All(limit) => (1_000_000 / 82 / limit.max(1) as usize).clamp(1, DEFAULT_CHUNK),
            _ => DEFAULT_CHUNK,
        }
    }
}

/// Writes the message standard error gets for a puzzle that failed, in text and JSON alike.
fn report_problem(item: &Item<'_, Outcome>, out: &mut Report<'_>) {
    match item.result {
        Err(error) => out.parse_problem(&item.at, error),
        Ok((_, Outcome::Unsolvable)) => out.puzzle_problem(&item.at, "no solution"),
        Ok((_, Outcome::Conflict(conflicts))) => out.puzzle_problem(
            &item.at,
            format_args!(
                "the givens break the rules: {}",
                wire::describe_conflicts(conflicts)
            ),
        ),
        Ok(_) => {}
    }
}

/// Every solution of `puzzle` up to `limit`, in order, passed to `write` as they are found;
/// stops at the first write error and returns it.
fn stream_solutions(
    puzzle: Start<'_>,
    limit: u64,
    out: &mut Report<'_>,
    mut write: impl FnMut(&Grid, &mut Report<'_>) -> io::Result<()>,
) -> io::Result<()> {
    let mut result = Ok(());
    solver::solutions_in_order_while(puzzle, limit, |solution| {
        result = write(solution, out).and_then(|()| out.spill_if_large());
        // Stopped by a signal, the list ends here and its JSON object is closed: the run then
        // ends by itself with what it wrote whole, before the watchdog would cut a line.
        match result {
            Ok(()) if !interrupt::requested() => ControlFlow::Continue(()),
            _ => ControlFlow::Break(()),
        }
    });
    result
}

/// Solutions (or counts) in a text format: the output's, or each input's own.
pub struct TextPrinter {
    pub mode: Mode,
    /// `None` for each input's own format.
    pub output: Option<Format>,
    /// Givens in bold, for a person at a terminal.
    pub colour: bool,
    /// The line printed in place of a puzzle that failed (`--placeholder`), so that output
    /// lines up with input; `None` prints nothing for it.
    pub placeholder: Option<String>,
}

impl Printer<Outcome> for TextPrinter {
    fn print(&self, item: &Item<'_, Outcome>, out: &mut Report<'_>) -> io::Result<()> {
        report_problem(item, out);
        let format = item.written_in(self.output);
        let counting = matches!(self.mode, Mode::Count(_));
        let (puzzle, outcome) = match item.result {
            Ok(found) => found,
            // Counts are written bare, a line each: so is the mark in a failed puzzle's place.
            Err(_) if counting => {
                out.in_place_of(
                    self.placeholder.as_deref(),
                    Format::Line,
                    &Metadata::default(),
                );
                return Ok(());
            }
            Err(_) => {
                let around = report::failed_around(self.output, item.record);
                let format = item.mark_written_in(self.output);
                out.in_place_of(self.placeholder.as_deref(), format, &around);
                return Ok(());
            }
        };
        let look = Look {
            givens: self.colour.then_some(puzzle),
            blank: None,
        };
        let metadata = report::said_around(self.output, item.record);
        match outcome {
            Outcome::Solved { solution, .. } => out.grid_with(solution, format, &look, &metadata),
            Outcome::Counted { count, capped, .. } => match capped {
                true => out.line(format_args!("{count}+")),
                false => out.line(count),
            },
            // A count of solutions is 0 whether the search or the rules rule them out.
            Outcome::Unsolvable | Outcome::Conflict(_) if counting => out.line(0),
            Outcome::Enumerated { .. } if interrupt::requested() => {}
            Outcome::Enumerated { .. } => {
                let Mode::All(limit) = self.mode else {
                    unreachable!("only --all enumerates")
                };
                // The heading (a CSV file's column names) goes once, before the first.
                let mut heading = metadata.heading;
                stream_solutions(
                    search_start(puzzle, item.record),
                    limit,
                    out,
                    |solution, out| {
                        let metadata = Metadata {
                            heading: heading.take(),
                            ..metadata
                        };
                        out.grid_with(solution, format, &look, &metadata);
                        Ok(())
                    },
                )?;
            }
            Outcome::Unsolvable | Outcome::Conflict(_) => {
                let around = report::failed_around(self.output, item.record);
                let format = item.mark_written_in(self.output);
                out.in_place_of(self.placeholder.as_deref(), format, &around);
            }
        }
        Ok(())
    }
}

/// What a puzzle without solutions reports in JSON: a count of 0 with `--count`, an empty list
/// with `--all`, so that a script reads the field of every readable puzzle alike.
fn no_solutions(record: &mut wire::Solved<'_>, mode: Mode) {
    match mode {
        Mode::Count(_) => {
            record.count = Some(0);
            record.capped = Some(false);
        }
        Mode::All(_) => record.solutions = Some(Vec::new()),
        Mode::Smallest | Mode::Any => {}
    }
}

/// One JSON object per puzzle.
pub struct JsonPrinter {
    pub mode: Mode,
}

impl Printer<Outcome> for JsonPrinter {
    fn print(&self, item: &Item<'_, Outcome>, out: &mut Report<'_>) -> io::Result<()> {
        report_problem(item, out);
        let source = &item.at.source.name;
        let index = item.at.index;
        let carried = Carried::of(item.record);
        let (puzzle, outcome) = match item.result {
            Ok(found) => found,
            Err(error) => {
                let record = wire::Solved::failed(source, index, None, "invalid", error);
                out.json_with(&record, &carried);
                return Ok(());
            }
        };
        let mut record = wire::Solved::new(source, index, *puzzle);
        match outcome {
            Outcome::Solved { solution, unique } => {
                record.solution = Some(LineGrid(*solution));
                record.unique = *unique;
            }
            Outcome::Counted {
                count,
                capped,
                smallest,
            } => {
                record.count = Some(*count);
                record.capped = Some(*capped);
                record.solution = smallest.map(|(grid, _)| LineGrid(grid));
                record.unique = smallest.map(|(_, unique)| unique);
            }
            Outcome::Unsolvable => {
                record.status = SolveStatus::Unsolvable.name();
                no_solutions(&mut record, self.mode);
            }
            Outcome::Conflict(conflicts) => {
                record.status = SolveStatus::Invalid.name();
                let what = format!(
                    "the givens break the rules: {}",
                    wire::describe_conflicts(conflicts)
                );
                record.error = Some(wire::on_line(item.at.line, &what));
                record.conflicts = Some(ConflictRecord::list(conflicts));
                no_solutions(&mut record, self.mode);
            }
            // Its list is made as it is written: after a signal, not begun at all, as a puzzle
            // not yet evaluated is not.
            Outcome::Enumerated { .. } if interrupt::requested() => return Ok(()),
            Outcome::Enumerated { smallest, unique } => {
                let Mode::All(limit) = self.mode else {
                    unreachable!("only --all enumerates")
                };
                record.solution = Some(LineGrid(*smallest));
                record.unique = Some(*unique);
                // The object is written in pieces so that its `solutions` array can stream:
                // everything up to the array, then each solution as it is found.
                out.begin_json_line();
                wire::open_object_for_array(out.raw(), &record, &carried, "solutions");
                let mut first = true;
                stream_solutions(
                    search_start(puzzle, item.record),
                    limit,
                    out,
                    |solution, out| {
                        let text = out.raw();
                        if !std::mem::take(&mut first) {
                            text.push(b',');
                        }
                        text.push(b'"');
                        text.extend_from_slice(&solution.line_bytes());
                        text.push(b'"');
                        Ok(())
                    },
                )?;
                wire::close_object_after_array(out.raw(), &record, &carried, "solutions");
                out.raw().push(b'\n');
                return Ok(());
            }
        }
        out.json_with(&record, &carried);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use sudoku::format::{Record, parse_line};

    use super::*;
    use crate::cli::inputs::{Opening, Source};
    use crate::cli::report::render_to_strings;
    use crate::cli::task::Position;

    /// A full grid with a unique rectangle blanked (r1c1, r1c2, r4c1, r4c2 hold 1 and 2 either
    /// way round): exactly two solutions.
    const TWO_SOLUTIONS: &str = concat!(
        "..3456789456789123789123456",
        "..4365897365897214897214365",
        "531642978642978531978531642"
    );

    fn print(printer: &dyn Printer<Outcome>, puzzle: &Grid, outcome: &Outcome) -> (String, String) {
        let source = Source {
            name: "p.txt".to_string(),
            path: Some(PathBuf::from("p.txt")),
            out_name: PathBuf::from("p.txt"),
            opening: Opening::AsNamed,
        };
        let record = Record {
            index: 0,
            line: 1,
            puzzle: Ok(*puzzle),
            details: None,
        };
        let item = Item {
            at: Position {
                source: &source,
                index: 0,
                line: 1,
                format: Some(Format::Line),
            },
            record: &record,
            result: Ok((puzzle, outcome)),
        };
        render_to_strings(|out| printer.print(&item, out).unwrap())
    }

    #[test]
    fn all_streams_every_solution_in_order_as_text_and_as_one_json_object() {
        let puzzle = Grid::EMPTY;
        let task = Solve {
            mode: Mode::All(3),
            output: Some(Format::Json),
        };
        let outcome = task.evaluate(&puzzle, Some(Format::Line));
        let (text, _) = print(
            &TextPrinter {
                mode: Mode::All(3),
                output: None,
                colour: false,
                placeholder: None,
            },
            &puzzle,
            &outcome,
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        assert!(lines.windows(2).all(|w| w[0] < w[1]), "{lines:?}");

        let (json, _) = print(&JsonPrinter { mode: Mode::All(3) }, &puzzle, &outcome);
        let value: serde_json::Value = serde_json::from_str(json.trim_end()).unwrap();
        assert_eq!(json.lines().count(), 1);
        let solutions: Vec<&str> = value["solutions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap())
            .collect();
        assert_eq!(solutions, lines);
        assert_eq!(value["solution"], lines[0]);
        assert_eq!(value["unique"], false);
        assert_eq!(value["status"], "solved");
    }

    #[test]
    fn counts_print_as_numbers_and_failures_only_as_messages() {
        let puzzle = parse_line(TWO_SOLUTIONS).unwrap();
        let task = Solve {
            mode: Mode::Count(5),
            output: None,
        };
        let outcome = task.evaluate(&puzzle, None);
        assert_eq!(
            outcome,
            Outcome::Counted {
                count: 2,
                capped: false,
                smallest: None
            }
        );
        let printer = TextPrinter {
            mode: Mode::Count(5),
            output: None,
            colour: false,
            placeholder: None,
        };
        assert_eq!(print(&printer, &puzzle, &outcome).0, "2\n");
        let (text, messages) = print(&printer, &puzzle, &Outcome::Unsolvable);
        assert_eq!(text, "0\n");
        assert_eq!(messages, "sudoku: p.txt: puzzle 0: line 1: no solution\n");
    }

    #[test]
    fn every_status_has_a_distinct_name_and_only_solved_succeeds() {
        let names: Vec<_> = SolveStatus::ALL.iter().map(|s| s.name()).collect();
        assert_eq!(names, ["solved", "unsolvable", "invalid"]);
        assert!(!SolveStatus::Solved.failed());
        assert!(SolveStatus::Unsolvable.failed() && SolveStatus::Invalid.failed());
    }
}
