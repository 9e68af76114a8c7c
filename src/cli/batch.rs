//! The whole life of a batch over input files: expand the inputs, read them into chunks,
//! evaluate the chunks in parallel, print the results in input order, summarise.

use std::io::{self, IsTerminal};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use sudoku::format::{Format, ParseError, Record};

use super::config::{BatchConfig, InputConfig, ProgressWhen};
use super::console::{self, Console};
use super::count;
use super::emit::Output;
use super::exit::Exit;
use super::inputs::{self, Found, Results};
use super::interrupt;
use super::ordered;
use super::print::Printer;
use super::reading::{Event, Events};
use super::sink::Sink;
use super::stdio;
use super::style;
use super::task::{Item, Position, Status, Task};

/// A chunk's outcomes: one per record, `None` where the record could not be read or the run is
/// stopping.
type Outcomes<O> = Vec<Option<O>>;

/// Runs `task` over every puzzle the inputs hold and prints each with `printer`.
pub fn execute<T: Task>(
    task: &T,
    printer: &dyn Printer<T::Outcome>,
    input: &InputConfig,
    batch: &BatchConfig,
) -> anyhow::Result<Exit> {
    // Only results written to standard output could be read back from an input.
    let results = match batch.out_dir {
        Some(_) => Results::OutDir,
        None => Results::Stdout,
    };
    let inputs::Expansion {
        mut found,
        skipped,
        warnings,
        empty,
    } = inputs::expand(&input.paths, &input.walk, results);
    if found.is_empty() {
        // Only directories can expand to nothing; running on would print nothing and succeed.
        let names: Vec<String> = input
            .paths
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        let names = names.join(", ");
        let message = match skipped.summary() {
            None => format!(
                "{}no puzzles: no files found in {names}\n",
                style::error_prefix()
            ),
            // Say why, and how to read them, when every file found was passed over.
            Some(summary) => format!(
                "{}no puzzles: no files read in {names}: {summary}{}\n",
                style::error_prefix(),
                skipped.remedy(&input.walk)
            ),
        };
        console::write_stderr(message.as_bytes());
        return Ok(Exit::PuzzleFailed);
    }
    if let Some(extension) = batch.out_extension {
        rename_outputs(&mut found, extension);
    }
    let sink = match &batch.out_dir {
        Some(dir) => Sink::out_dir(dir, &input.paths, &found)?,
        None => {
            stdio::check_stdout_open()?;
            Sink::stdout()
        }
    };
    let reads_stdin = found
        .iter()
        .any(|f| matches!(f, Found::Source(s) if s.path.is_none()));
    let typing = reads_stdin && io::stdin().is_terminal();
    // Someone typing puzzles wants answers, not a spinner between them.
    let progress = match batch.progress {
        ProgressWhen::Auto if typing => ProgressWhen::Never,
        other => other,
    };
    let console = Console::new(progress);
    for warning in &warnings {
        console.error(format!("sudoku: {warning}\n").as_bytes());
    }
    for (name, skipped_there) in &empty {
        let why = match skipped_there.summary() {
            None => "no files found".to_string(),
            Some(summary) => format!(
                "no files read: {summary}{}",
                skipped_there.remedy(&input.walk)
            ),
        };
        let message = format!("{}{name}: no puzzles: {why}\n", style::error_prefix());
        console.error(message.as_bytes());
    }
    if typing {
        // `sudoku solve` alone on a terminal would otherwise sit silent: say what it waits for.
        console.error(b"sudoku: reading puzzles from standard input (end with Ctrl-D)\n");
    }
    let sources = found.iter().filter_map(|f| match f {
        Found::Source(source) => Some(source.clone()),
        Found::Unreadable { .. } => None,
    });
    count::count_in_background(sources.collect(), input.format, results, console.clone());
    let stop = Arc::new(AtomicBool::new(false));
    interrupt::install(Arc::clone(&stop));
    let events = Events::new(
        found,
        input.format,
        results,
        task.chunk_size(),
        Arc::clone(&stop),
    );
    let pace = events.pace();
    let mut output = Output::new(sink, console);
    let work = |event: Event<()>| {
        event.evaluated(|format, records| {
            let began = Instant::now();
            let outcomes = evaluate(task, format, records, &stop);
            let micros = began.elapsed().as_micros() / records.len().max(1) as u128;
            pace.store(u64::try_from(micros).unwrap_or(u64::MAX), Ordering::Relaxed);
            outcomes
        })
    };
    let ran = ordered::run(events, batch.threads, &stop, &work, |event| {
        emit(task, printer, event, &mut output)
    });
    if let Err(error) = ran {
        output.abandon();
        // Before any last words (`shuffle`'s drawn seed), which would follow the bar's frame.
        console::clear_bar_for_error();
        // A file below --out-dir that cannot be written (a full disk) stops the run: say that
        // the inputs after it were left unwritten, or the user would not know which are missing.
        if output.failed_writing_a_file() {
            return Err(anyhow::anyhow!(
                "{error}; the run stops there: the results of the inputs after it, if any, are \
                 not written"
            ));
        }
        return Err(error.into());
    }
    let interrupted = stop.load(Ordering::SeqCst);
    if interrupted {
        output.abandon();
    }
    let (exit, tally, console) = output
        .finish()
        .inspect_err(|_| console::clear_bar_for_error())?;
    let counts: Vec<_> = tally.counts().map(|(s, n)| (s.name(), n)).collect();
    console.finish(&counts, skipped.summary(), batch.summary, interrupted);
    Ok(match (interrupted, empty.is_empty()) {
        (true, _) => Exit::Interrupted,
        (false, true) => exit,
        (false, false) => exit.and(Exit::PuzzleFailed),
    })
}

/// Gives every `--out-dir` result file the extension `extension` (`puzzles.txt` becomes
/// `puzzles.ndjson`, standard input `stdin.ndjson`): the file says what it holds.
fn rename_outputs(found: &mut [Found], extension: &str) {
    for found in found {
        if let Found::Source(source) = found {
            source.out_name.set_extension(extension);
        }
    }
}

/// Evaluates one chunk on a worker thread; `None` marks puzzles skipped because the run is
/// stopping.
fn evaluate<T: Task>(
    task: &T,
    format: Option<Format>,
    records: &[Record],
    stop: &AtomicBool,
) -> Outcomes<T::Outcome> {
    records
        .iter()
        .map(|record| match &record.puzzle {
            Ok(grid) if !stop.load(Ordering::Relaxed) => {
                Some(task.evaluate_record(grid, record, format))
            }
            _ => None,
        })
        .collect()
}

/// Prints one evaluated event, in input order.
fn emit<T: Task>(
    task: &T,
    printer: &dyn Printer<T::Outcome>,
    event: Event<Outcomes<T::Outcome>>,
    output: &mut Output<T::Status>,
) -> io::Result<()> {
    match event {
        Event::Begin(source) => output.begin(&source),
        Event::Puzzles {
            source,
            format,
            records,
            outcomes,
        } => {
            let mut done = 0;
            for (record, outcome) in records.iter().zip(&outcomes) {
                if record
                    .puzzle
                    .as_ref()
                    .is_err_and(ParseError::ends_the_input)
                {
                    // The input failed, not a puzzle in it (a disk error, a directory as
                    // standard input, a line without end): as for one that cannot be opened,
                    // the run exits 2.
                    output.mark_unread();
                }
                let result = match (&record.puzzle, outcome) {
                    (Ok(grid), Some(outcome)) => Ok((grid, outcome)),
                    (Err(error), _) => Err(error),
                    // Skipped because the run is stopping: report nothing more, and write no
                    // file that lacks it.
                    (Ok(_), None) => {
                        output.mark_cut_short();
                        break;
                    }
                };
                let item = Item {
                    at: Position {
                        source: &source,
                        index: record.index,
                        line: record.line,
                        // `-o same` writes a HoDoKu or pencilmark line among blocks as it was.
                        format: record.read_as().or(format),
                    },
                    record,
                    result,
                };
                output.item(|report| {
                    printer.print(&item, report)?;
                    Ok(task.status(item.result.map(|(_, outcome)| outcome)))
                })?;
                done += 1;
            }
            output.flush(done)
        }
        Event::End(source) => output.end(&source),
        Event::Unopenable { name, error } => {
            output.trouble(format_args!("{}: {error}", inputs::shown(&name)));
            output.flush(0)
        }
    }
}
