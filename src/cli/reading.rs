//! Reading the inputs into chunks of puzzles, in order: the producer of jobs for commands that
//! take puzzles from files, directories or standard input.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

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

/// How long evaluating a chunk should take at most: results then flow to a terminal or a pipe
/// within a fraction of a second, and a run whose output is closed (`| head`) stops soon after,
/// while fast work (solving, microseconds a puzzle) still goes in chunks of the task's size.
const CHUNK_MICROS: u64 = 50_000;

/// About how many bytes of what inputs said around their puzzles a chunk holds at most: a JSON
/// object may carry megabytes of other fields, and a chunk of the task's size of those, several
/// of them in flight, would hold the input whole.
const CHUNK_BYTES: usize = 4 << 20;

/// The bytes `record` keeps beyond its cells: its label, annotation, heading and a JSON
/// object's other fields.
fn carried_bytes(record: &Record) -> usize {
    let text = |text: Option<&str>| text.map_or(0, str::len);
    let fields = record.extra().map_or(0, |fields| {
        fields
            .iter()
            .map(|(name, value)| name.len() + value.get().len())
            .sum()
    });
    text(record.label()) + text(record.annotation()) + text(record.heading()) + fields
}

/// The size of the next chunk after one of `last` puzzles, when evaluating took `pace`
/// microseconds a puzzle (`u64::MAX` before any chunk is done): doubling up to `most` while
/// chunks stay within [`CHUNK_MICROS`], one puzzle while the pace is unknown or slow (rating
/// the hardest puzzles takes a tenth of a second and more each).
fn next_chunk_size(last: usize, most: usize, pace: u64) -> usize {
    let fits = usize::try_from(CHUNK_MICROS / pace.max(1)).unwrap_or(usize::MAX);
    last.saturating_mul(2).min(fits).min(most).max(1)
}

/// The events of a list of sources, read lazily.
pub struct Events {
    queue: std::vec::IntoIter<Found>,
    current: Option<(Arc<Source>, PuzzleReader<Input>)>,
    forced: Option<Format>,
    /// Where the run's results go, which decides whether an input may be standard output's file.
    results: Results,
    /// The most puzzles a chunk holds, and how many the last one held.
    chunk: usize,
    last_chunk: usize,
    /// How long the last chunk evaluated took a puzzle, in microseconds, as the workers report
    /// it (see [`Events::pace`]).
    pace: Arc<AtomicU64>,
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
            last_chunk: 0,
            pace: Arc::new(AtomicU64::new(u64::MAX)),
            stop,
        }
    }

    /// Where the workers report how long a chunk took a puzzle, in microseconds, which sizes
    /// the chunks after it.
    pub fn pace(&self) -> Arc<AtomicU64> {
        Arc::clone(&self.pace)
    }
}

impl Iterator for Events {
    type Item = Event<()>;

    fn next(&mut self) -> Option<Event<()>> {
        if self.stop.load(Ordering::Relaxed) {
            return None;
        }
        if let Some((source, reader)) = &mut self.current {
            let pace = self.pace.load(Ordering::Relaxed);
            let size = next_chunk_size(self.last_chunk, self.chunk, pace);
            let mut records = Vec::with_capacity(size);
            let mut bytes = 0;
            while records.len() < size && bytes < CHUNK_BYTES {
                match reader.next() {
                    Some(record) => {
                        bytes += carried_bytes(&record);
                        records.push(record);
                    }
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
            self.last_chunk = records.len();
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Chunks start at one puzzle, double while evaluating stays fast, up to the task's size,
    /// and fall back to one when puzzles are slow: rating a list of the hardest puzzles printed
    /// nothing for half a minute in chunks of 64, and ran on long after `| head -1` had gone.
    #[test]
    fn chunks_grow_while_fast_and_shrink_when_slow() {
        assert_eq!(next_chunk_size(0, 512, u64::MAX), 1);
        let mut size = 0;
        let mut sizes = Vec::new();
        for _ in 0..12 {
            size = next_chunk_size(size, 512, 2);
            sizes.push(size);
        }
        assert_eq!(sizes, [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 512, 512]);
        // 200 ms a puzzle: one at a time; 10 ms: five, the most that fit.
        assert_eq!(next_chunk_size(512, 512, 200_000), 1);
        assert_eq!(next_chunk_size(64, 64, 10_000), 5);
        assert_eq!(next_chunk_size(usize::MAX, 7, 0), 7);
    }

    /// A file of JSON objects that carry a megabyte each goes in chunks of a few, however fast
    /// they are evaluated: in chunks of the task's 512, a few chunks in flight held hundreds of
    /// megabytes of a file that streams through a pipe in a few.
    #[test]
    fn chunks_of_large_records_stay_a_few_megabytes() {
        use super::super::inputs::{Opening, Source};
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.json");
        let puzzle = ".".repeat(81);
        let blob = "x".repeat(1 << 20);
        let line = format!("{{\"puzzle\":\"{puzzle}\",\"blob\":\"{blob}\"}}\n");
        std::fs::write(&path, line.repeat(20)).unwrap();
        let source = Source::file(path, "big.json".into(), Opening::AsNamed);
        let stop = Arc::new(AtomicBool::new(false));
        let found = vec![super::super::inputs::Found::Source(source)];
        let mut events = Events::new(found, None, Results::Stdout, 512, stop);
        // As fast as can be: only the bytes bound the chunks.
        events.pace().store(0, Ordering::Relaxed);
        events.last_chunk = 512;
        let mut sizes = Vec::new();
        for event in events {
            if let Event::Puzzles { records, .. } = event {
                sizes.push(records.len());
            }
        }
        assert_eq!(sizes.iter().sum::<usize>(), 20);
        assert!(sizes.iter().all(|&size| size <= 4), "{sizes:?}");
    }
}
