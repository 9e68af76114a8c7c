//! Reading the inputs into chunks of puzzles, in order: the producer of jobs for commands that
//! take puzzles from files, directories or standard input.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use sudoku::format::{Format, PuzzleReader, Record};

use super::inputs::{Found, Input, Results, Source};

/// What reading produces, in input order; `O` is what evaluating a chunk adds.
pub enum Event<O> {
    /// An input was opened.
    Begin(Arc<Source>),
    /// Consecutive puzzles of the current input, in the format it is read in (`None` when the
    /// format could not be told), and their outcomes once evaluated.
    Puzzles {
        source: Arc<Source>,
        format: Option<Format>,
        records: Vec<Record>,
        outcomes: O,
    },
    /// The current input has been read to its end.
    End(Arc<Source>),
    /// An input that could not be opened.
    Unopenable { name: String, error: io::Error },
}

impl Event<()> {
    /// The same event with its puzzles evaluated by `evaluate` (other events carry nothing).
    pub fn evaluated<O>(self, evaluate: impl FnOnce(Option<Format>, &[Record]) -> O) -> Event<O> {
        match self {
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
}

/// The events of a list of sources, read lazily.
pub struct Events {
    queue: std::vec::IntoIter<Found>,
    current: Option<(Arc<Source>, PuzzleReader<Input>)>,
    forced: Option<Format>,
    /// Where the run's results go, which decides whether an input may be standard output's file.
    results: Results,
    chunk: usize,
    stop: Arc<AtomicBool>,
}

impl Events {
    pub fn new(
        found: Vec<Found>,
        forced: Option<Format>,
        results: Results,
        chunk: usize,
        stop: Arc<AtomicBool>,
    ) -> Events {
        Events {
            queue: found.into_iter(),
            current: None,
            forced,
            results,
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
            Found::Source(source) => match source.open(self.results) {
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
