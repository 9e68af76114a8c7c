//! `sudoku canon`: each puzzle's minlex canonical form, shared by exactly its equivalents; with
//! `--dedupe`, one puzzle per equivalence class.

use std::collections::HashSet;
use std::io;
use std::sync::Mutex;

use clap::Args;
use sudoku::Grid;
use sudoku::canon::{self, Canonical};
use sudoku::format::{Format, ParseError};

use super::batch;
use super::exit::Exit;
use super::help::exit_status;
use super::options::{BatchOptions, InputOptions, OutputFormat};
use super::print::{ByFormat, Printer};
use super::report::{self, Look, Report};
use super::task::{Item, Status, Task};
use super::wire::{self, Carried, LineGrid};

#[derive(Debug, Args)]
#[command(after_long_help = concat!(
"Examples:
  sudoku canon examples/collection.txt          one 81-digit minlex line per puzzle
  sudoku canon --dedupe examples/collection.txt  one puzzle per equivalence class
  sudoku canon --json examples/judge-compact.txt
  sudoku canon -o grid examples/boxed.txt

", exit_status!(read)))]
pub struct CanonArgs {
    #[command(flatten)]
    pub input: InputOptions,

    /// Print each equivalence class once: the first of its puzzles in input order. The others
    /// are counted as `duplicate` in the summary, which is not a failure.
    #[arg(long)]
    pub dedupe: bool,

    /// The format to write. `line` (the default) is the usual minlex string: here 81 digits,
    /// `0` for a blank, where the other commands write `.` (as in `compact`); `same` keeps
    /// each input's format.
    #[arg(short = 'o', long, value_enum, value_name = "FORMAT",
          default_value_t = OutputFormat::Line, overrides_with = "json", help_heading = "Output")]
    pub output_format: OutputFormat,

    /// Print JSON, one object per puzzle per line (short for -o json).
    #[arg(long, help_heading = "Output")]
    pub json: bool,

    #[command(flatten)]
    pub batch: BatchOptions,
}

pub fn run(args: CanonArgs) -> anyhow::Result<Exit> {
    let output = args.output_format.resolve(args.json);
    let classes = args.dedupe.then(Classes::default);
    let printer = ByFormat {
        output,
        text: TextPrinter {
            output,
            classes: classes.as_ref(),
        },
        json: JsonPrinter {
            classes: classes.as_ref(),
        },
    };
    let task = Canon {
        classes: classes.as_ref(),
    };
    let batch = args.batch.config().with_output(output);
    batch::execute(&task, &printer, &args.input.config(), &batch)
}

/// The canonical forms printed so far, for `--dedupe`. Consulted only in the emit step, which
/// runs in input order on one thread, so the first of each class wins for every `-j`.
///
/// For each puzzle the batch prints it and then asks its status, both on the emit thread: the
/// printer decides ([`Classes::admit`]) and the status reads that decision back.
#[derive(Default)]
pub struct Classes {
    state: Mutex<ClassesState>,
}

#[derive(Default)]
struct ClassesState {
    seen: HashSet<Grid>,
    last_was_duplicate: bool,
}

impl Classes {
    /// Whether `canonical` is new, remembering it.
    fn admit(&self, canonical: &Grid) -> bool {
        let mut state = self.state.lock().expect("no panic while holding the set");
        let new = state.seen.insert(*canonical);
        state.last_was_duplicate = !new;
        new
    }

    fn last_was_duplicate(&self) -> bool {
        self.state
            .lock()
            .expect("no panic while holding the set")
            .last_was_duplicate
    }
}

/// Canonicalizing works on any grid, solved or not, whatever its number of solutions.
pub struct Canon<'a> {
    classes: Option<&'a Classes>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CanonStatus {
    Ok,
    Duplicate,
    Invalid,
}

impl Status for CanonStatus {
    const ALL: &'static [CanonStatus] = &[
        CanonStatus::Ok,
        CanonStatus::Duplicate,
        CanonStatus::Invalid,
    ];

    fn name(self) -> &'static str {
        match self {
            CanonStatus::Ok => "ok",
            CanonStatus::Duplicate => "duplicate",
            CanonStatus::Invalid => "invalid",
        }
    }

    fn failed(self) -> bool {
        self == CanonStatus::Invalid
    }
}

impl Task for Canon<'_> {
    type Outcome = Canonical;
    type Status = CanonStatus;

    fn evaluate(&self, puzzle: &Grid, _format: Option<Format>) -> Canonical {
        canon::canonicalize(puzzle)
    }

    fn status(&self, result: Result<&Canonical, &ParseError>) -> CanonStatus {
        match result {
            Ok(_) if self.classes.is_some_and(Classes::last_was_duplicate) => {
                CanonStatus::Duplicate
            }
            Ok(_) => CanonStatus::Ok,
            Err(_) => CanonStatus::Invalid,
        }
    }
}

/// Whether a puzzle is printed: always, or with `--dedupe` only the first of its class.
fn shown(classes: Option<&Classes>, canonical: &Canonical) -> bool {
    classes.is_none_or(|c| c.admit(&canonical.grid))
}

/// The canonical grid in a text format; `0` for a blank in `line` and `compact`, as minlex
/// strings are written.
pub struct TextPrinter<'a> {
    /// `None` for each input's own format.
    pub output: Option<Format>,
    classes: Option<&'a Classes>,
}

impl Printer<Canonical> for TextPrinter<'_> {
    fn print(&self, item: &Item<'_, Canonical>, out: &mut Report<'_>) -> io::Result<()> {
        let format = item.written_in(self.output);
        let metadata = report::label_around(self.output, item.record);
        match item.result {
            Ok((_, canonical)) if shown(self.classes, canonical) => {
                let look = Look {
                    givens: None,
                    blank: Some('0'),
                };
                out.grid_with(&canonical.grid, format, &look, &metadata);
            }
            Ok(_) => out.in_place_of(None, format, &metadata),
            Err(error) => {
                out.parse_problem(&item.at, error);
                out.in_place_of(None, format, &metadata);
            }
        }
        Ok(())
    }
}

/// One JSON object per puzzle position (per class with `--dedupe`).
pub struct JsonPrinter<'a> {
    classes: Option<&'a Classes>,
}

impl Printer<Canonical> for JsonPrinter<'_> {
    fn print(&self, item: &Item<'_, Canonical>, out: &mut Report<'_>) -> io::Result<()> {
        let record = match item.result {
            Ok((puzzle, canonical)) => {
                if !shown(self.classes, canonical) {
                    return Ok(());
                }
                wire::Canonicalized {
                    source: &item.at.source.name,
                    index: item.at.index,
                    puzzle: Some(LineGrid(*puzzle)),
                    status: CanonStatus::Ok.name(),
                    canonical: Some(canonical.to_line()),
                    automorphisms: Some(canonical.automorphisms),
                    error: None,
                }
            }
            Err(error) => {
                out.parse_problem(&item.at, error);
                wire::Canonicalized {
                    source: &item.at.source.name,
                    index: item.at.index,
                    puzzle: None,
                    status: CanonStatus::Invalid.name(),
                    canonical: None,
                    automorphisms: None,
                    error: Some(error.to_string()),
                }
            }
        };
        out.json_with(&record, &Carried::of(item.record));
        Ok(())
    }
}
