//! Running a task over every puzzle of every input, in input order, on one or many threads.
//!
//! Reading produces [`Event`]s: an input begins, a chunk of its puzzles, the input ends. Chunks
//! are evaluated (solved, validated…) on worker threads and handed to the [`Emitter`] strictly in
//! the order they were read, so output never depends on the thread count. Memory stays bounded:
//! a chunk holds at most a few hundred puzzles, and only a few chunks per worker are in flight.

use std::collections::VecDeque;
use std::io::{self, IsTerminal};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

use sudoku::Grid;
use sudoku::format::{Format, ParseError, PuzzleReader, Record};

use super::args::{BatchArgs, InputArgs, ProgressWhen};
use super::console::Console;
use super::emit::{Emitter, Position, Report, Verdict};
use super::exit::Exit;
use super::inputs::{self, Found, Input, Source};
use super::interrupt;
use super::sink::Sink;

/// Puzzles per chunk: large enough that handing a chunk to a worker costs little next to solving
/// it, small enough that output starts at once and memory stays flat.
pub const DEFAULT_CHUNK: usize = 512;

/// Chunks queued or being evaluated, per worker thread.
const IN_FLIGHT_PER_THREAD: usize = 4;

/// What a subcommand does with each puzzle.
pub trait Task: Sync {
    /// The result of evaluating one readable puzzle.
    type Outcome: Send + 'static;

    /// The work on one puzzle, read in `format` (`None` when it could not be told); runs on a
    /// worker thread.
    fn evaluate(&self, puzzle: &Grid, format: Option<Format>) -> Self::Outcome;

    /// Writes what the user sees for one puzzle position (readable or not) and says how it
    /// ended; runs in input order.
    fn report(
        &self,
        at: &Position<'_>,
        result: Result<(&Grid, &Self::Outcome), &ParseError>,
        out: &mut Report,
    ) -> Verdict;

    /// Every status `report` can give, in the order the summary lists them.
    fn statuses(&self) -> &'static [&'static str];

    /// How many puzzles to evaluate per chunk.
    fn chunk_size(&self) -> usize {
        DEFAULT_CHUNK
    }
}

/// What reading produces, in input order.
pub enum Event<P> {
    /// An input was opened.
    Begin(Arc<Source>),
    /// Consecutive puzzles of the current input, in the format it is read in (`None` when the
    /// format could not be told), and their outcomes once evaluated.
    Puzzles {
        source: Arc<Source>,
        format: Option<Format>,
        records: Vec<Record>,
        outcomes: P,
    },
    /// The current input has been read to its end.
    End(Arc<Source>),
    /// An input that could not be opened.
    Unopenable { name: String, error: io::Error },
}

/// An event whose puzzles have been evaluated: one outcome per record, `None` where the record
/// could not be read or the run is stopping.
pub type Evaluated<O> = Event<Vec<Option<O>>>;

/// The reading side: events from the sources, in order.
pub struct Events {
    queue: std::vec::IntoIter<Found>,
    current: Option<(Arc<Source>, PuzzleReader<Input>)>,
    forced: Option<Format>,
    chunk: usize,
    stop: Arc<AtomicBool>,
}

impl Events {
    pub fn new(
        found: Vec<Found>,
        forced: Option<Format>,
        chunk: usize,
        stop: Arc<AtomicBool>,
    ) -> Events {
        Events {
            queue: found.into_iter(),
            current: None,
            forced,
            chunk: chunk.max(1),
            stop,
        }
    }
}

impl Iterator for Events {
    type Item = Event<()>;

    fn next(&mut self) -> Option<Event<()>> {
        if self.stop.load(Ordering::Relaxed) {
            return None;
        }
        if let Some((source, reader)) = &mut self.current {
            let mut records = Vec::with_capacity(self.chunk);
            while records.len() < self.chunk {
                match reader.next() {
                    Some(record) => records.push(record),
                    None => break,
                }
                // Hand over what we have rather than wait on a slow pipe or a terminal.
                if reader.get_ref().is_drained() {
                    break;
                }
            }
            if records.is_empty() {
                let (source, _) = self.current.take()?;
                return Some(Event::End(source));
            }
            return Some(Event::Puzzles {
                source: Arc::clone(source),
                format: reader.format(),
                records,
                outcomes: (),
            });
        }
        Some(match self.queue.next()? {
            Found::Source(source) => match source.open() {
                Ok(input) => {
                    let source = Arc::new(source);
                    let reader = PuzzleReader::new(input, self.forced);
                    self.current = Some((Arc::clone(&source), reader));
                    Event::Begin(source)
                }
                Err(error) => Event::Unopenable {
                    name: source.name,
                    error,
                },
            },
            Found::Unreadable { name, error } => Event::Unopenable { name, error },
        })
    }
}

/// Evaluates one chunk; `None` marks puzzles skipped because the run is stopping.
fn evaluate<T: Task>(
    task: &T,
    format: Option<Format>,
    records: &[Record],
    stop: &AtomicBool,
) -> Vec<Option<T::Outcome>> {
    records
        .iter()
        .map(|record| match &record.puzzle {
            Ok(grid) if !stop.load(Ordering::Relaxed) => Some(task.evaluate(grid, format)),
            _ => None,
        })
        .collect()
}

/// Runs `task` over every event on `threads` worker threads, emitting in input order.
pub fn run<T: Task>(
    task: &T,
    events: Events,
    threads: usize,
    emitter: &mut Emitter,
) -> io::Result<()> {
    let stop = Arc::clone(&events.stop);
    if threads <= 1 {
        for event in events {
            let event = with_outcomes(event, |format, records| {
                evaluate(task, format, records, &stop)
            });
            emitter.emit(task, event)?;
        }
        return Ok(());
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|i| format!("sudoku-worker-{i}"))
        .build()
        .map_err(io::Error::other)?;
    let (messages, inbox) = mpsc::channel::<Message<T::Outcome>>();
    // Each event read takes a token and each event emitted gives it back: this bounds the
    // chunks in flight, and so memory, whatever the input size.
    let in_flight_limit = threads * IN_FLIGHT_PER_THREAD;
    let (give_token, take_token) = mpsc::sync_channel::<()>(in_flight_limit);
    for _ in 0..in_flight_limit {
        give_token
            .send(())
            .expect("the token channel has room for every token");
    }
    let reader_messages = messages.clone();
    // Reading runs on its own thread, detached: if output fails early we return at once rather
    // than wait for a read that may block (a terminal, a slow pipe).
    std::thread::Builder::new()
        .name("sudoku-reader".to_string())
        .spawn(move || {
            let read_all = panic::catch_unwind(AssertUnwindSafe(|| {
                for event in events {
                    if reader_messages.send(Message::Read(event)).is_err()
                        || take_token.recv().is_err()
                    {
                        return;
                    }
                }
                let _ = reader_messages.send(Message::Finished);
            }));
            if read_all.is_err() {
                let _ = reader_messages.send(Message::WorkerPanicked);
            }
        })?;
    let result = pool.in_place_scope(|scope| {
        // Events in input order; `None` while a worker still evaluates the chunk.
        let mut queue: VecDeque<Option<Evaluated<T::Outcome>>> = VecDeque::new();
        let mut first_seq = 0usize;
        let mut finished = false;
        while !(finished && queue.is_empty()) {
            match inbox.recv().expect("this function holds a sender") {
                Message::Finished => finished = true,
                Message::WorkerPanicked => {
                    return Err(io::Error::other(
                        "internal error: a reading or solving thread panicked; please report it",
                    ));
                }
                Message::Evaluated(seq, event) => queue[seq - first_seq] = Some(event),
                Message::Read(Event::Puzzles {
                    source,
                    format,
                    records,
                    outcomes: (),
                }) => {
                    let seq = first_seq + queue.len();
                    queue.push_back(None);
                    let (done, stop) = (messages.clone(), &stop);
                    scope.spawn(move |_| {
                        // A panic here would leave the emitter waiting for this chunk forever;
                        // report it instead, so the run ends (the panic hook has printed it).
                        let evaluated = panic::catch_unwind(AssertUnwindSafe(|| {
                            evaluate(task, format, &records, stop)
                        }));
                        let message = match evaluated {
                            Ok(outcomes) => Message::Evaluated(
                                seq,
                                Event::Puzzles {
                                    source,
                                    format,
                                    records,
                                    outcomes,
                                },
                            ),
                            Err(_) => Message::WorkerPanicked,
                        };
                        // The inbox is gone only when emitting failed; nothing to do then.
                        let _ = done.send(message);
                    });
                }
                Message::Read(other) => {
                    queue.push_back(Some(with_outcomes(other, |_, _| Vec::new())))
                }
            }
            while let Some(Some(_)) = queue.front() {
                let event = queue.pop_front().flatten().expect("front is ready");
                first_seq += 1;
                emitter.emit(task, event)?;
                let _ = give_token.send(());
            }
        }
        Ok(())
    });
    if result.is_err() {
        // Let workers skip what is left of their chunks.
        stop.store(true, Ordering::Relaxed);
    }
    result
}

/// What the thread emitting results hears about.
enum Message<O> {
    /// An event read, in input order.
    Read(Event<()>),
    /// A chunk evaluated by a worker, with its sequence number among the events read.
    Evaluated(usize, Evaluated<O>),
    /// Reading is over.
    Finished,
    /// Reading or evaluating panicked: a bug, but one that must end the run rather than hang it.
    WorkerPanicked,
}

fn with_outcomes<O>(
    event: Event<()>,
    evaluate: impl FnOnce(Option<Format>, &[Record]) -> Vec<Option<O>>,
) -> Evaluated<O> {
    match event {
        Event::Begin(source) => Event::Begin(source),
        Event::End(source) => Event::End(source),
        Event::Unopenable { name, error } => Event::Unopenable { name, error },
        Event::Puzzles {
            source,
            format,
            records,
            outcomes: (),
        } => {
            let outcomes = evaluate(format, &records);
            Event::Puzzles {
                source,
                format,
                records,
                outcomes,
            }
        }
    }
}

/// Runs `task` over the inputs the arguments name, start to finish: the whole life of a batch.
pub fn execute<T: Task>(task: &T, input: &InputArgs, batch: &BatchArgs) -> anyhow::Result<Exit> {
    let found = inputs::expand(&input.inputs);
    let sink = match &batch.out_dir {
        Some(dir) => Sink::out_dir(dir, &input.inputs, &found)?,
        None => Sink::stdout(),
    };
    let threads = batch.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, usize::from),
        usize::from,
    );
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
    if typing {
        // `sudoku solve` alone on a terminal would otherwise sit silent: say what it waits for.
        console.error(b"sudoku: reading puzzles from standard input (end with Ctrl-D)\n");
    }
    let sources = found.iter().filter_map(|f| match f {
        Found::Source(source) => Some(source.clone()),
        Found::Unreadable { .. } => None,
    });
    console.count_in_background(sources.collect(), input.input_format.forced());
    let stop = Arc::new(AtomicBool::new(false));
    interrupt::install(Arc::clone(&stop));
    let events = Events::new(
        found,
        input.input_format.forced(),
        task.chunk_size(),
        Arc::clone(&stop),
    );
    let mut emitter = Emitter::new(sink, console, task.statuses());
    if let Err(error) = run(task, events, threads, &mut emitter) {
        emitter.abandon();
        return Err(error.into());
    }
    let interrupted = stop.load(Ordering::SeqCst);
    if interrupted {
        emitter.abandon();
    }
    let (exit, tally, console) = emitter.finish()?;
    console.finish(&tally, batch.quiet, interrupted);
    Ok(if interrupted { Exit::Interrupted } else { exit })
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::cli::args::ProgressWhen;

    /// A task with a bug: it panics on every puzzle.
    struct Panics;

    impl Task for Panics {
        type Outcome = ();

        fn evaluate(&self, _: &Grid, _: Option<Format>) {
            panic!("deliberate panic in a test task");
        }

        fn report(
            &self,
            _: &Position<'_>,
            _: Result<(&Grid, &()), &ParseError>,
            _: &mut Report,
        ) -> Verdict {
            Verdict::ok("ok")
        }

        fn statuses(&self) -> &'static [&'static str] {
            &["ok"]
        }
    }

    #[test]
    fn a_panicking_worker_ends_the_run_with_an_error_instead_of_a_hang() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.txt");
        std::fs::write(&path, format!("{}\n", ".".repeat(81))).unwrap();
        let found = inputs::expand(&[PathBuf::from(&path)]);
        let events = Events::new(found, None, DEFAULT_CHUNK, Arc::new(AtomicBool::new(false)));
        let mut emitter = Emitter::new(Sink::stdout(), Console::new(ProgressWhen::Never), &["ok"]);
        let error = run(&Panics, events, 2, &mut emitter).unwrap_err();
        assert!(error.to_string().contains("panicked"), "{error}");
    }
}
