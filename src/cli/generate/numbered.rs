//! Puzzles 0 to N - 1 without `--from`: chunks of indices run through the ordered parallel map
//! as every batch's chunks do, the progress bar counting tries and finds.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use indicatif::HumanCount;
use sudoku::generate::{GenerateError, Generator, GivensRange};

use super::super::config::BatchConfig;
use super::super::console::Console;
use super::super::emit::Output;
use super::super::exit::Exit;
use super::super::interrupt;
use super::super::ordered;
use super::super::sink::Sink;
use super::super::stdio;
use super::super::task::Status;
use super::super::wire::Carried;
use super::printer::GeneratedPrinter;
use super::search::{Made, Nearest, RatingFilter, make};
use super::status::GenerateStatus;

/// Puzzles per job: a puzzle takes about a tenth of a millisecond, so a job of this many keeps
/// handing work to threads cheap, and output still starts at once.
const PUZZLES_PER_JOB: u64 = 64;
/// A puzzle searched for (a rating filter, a pattern, a givens range) can take thousands of
/// tries, up to seconds, or a few like any other: such runs start with jobs of one puzzle, so
/// that every core is busy and output flows, and double them up to [`PUZZLES_PER_JOB`] while
/// puzzles take less than this many microseconds (jobs of one cost a tenth more then).
const SLOW_PUZZLE_MICROS: u64 = 1_000;
/// The bar's message: failed tries, which only a rare givens range makes many of; with a
/// rating filter, every try and every find, and the ER of the try nearest the range since the
/// last find.
fn progress(filtered: bool, failed: u64, found: u64, nearest: Option<String>) -> String {
    let tries = counted(failed + found, "try", "tries");
    let found = HumanCount(found);
    match (filtered, nearest) {
        (true, Some(er)) => format!("{tries}, {found} found, nearest ER {er}"),
        (true, None) => format!("{tries}, {found} found"),
        (false, _) => counted(failed, "failed try", "failed tries"),
    }
}

/// `n` and its noun, `1 try` or `2 tries`, thousands separated.
fn counted(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", HumanCount(n), if n == 1 { one } else { many })
}

/// The size of a searched run's next job after one of `last` puzzles, when the last puzzle
/// made took `pace` microseconds: one while puzzles are slow, doubling while they are fast.
fn next_job_size(last: u64, pace: u64) -> u64 {
    match pace < SLOW_PUZZLE_MICROS {
        true => (last * 2).min(PUZZLES_PER_JOB),
        false => 1,
    }
}

/// Puzzles 0 to `number - 1`, printed in order.
pub(super) fn numbered(
    generator: Generator,
    filter: Option<RatingFilter>,
    number: u64,
    printer: &GeneratedPrinter,
    config: &BatchConfig,
) -> anyhow::Result<Exit> {
    stdio::check_stdout_open()?;
    let console = Console::new(config.progress);
    console.set_total(number);
    let stop = Arc::new(AtomicBool::new(false));
    interrupt::install(Arc::clone(&stop));
    let failed = AtomicU64::new(0);
    let found = AtomicU64::new(0);
    let nearest = Nearest::new();
    let filtered = filter.is_some();
    // The most tries a message has shown: threads format theirs at once, and a message set
    // after a later one would count back.
    let shown = AtomicU64::new(0);
    let show = |failed: u64, found: u64, nearest: Option<String>| {
        if shown.fetch_max(failed + found, Ordering::Relaxed) < failed + found {
            console.set_message(progress(filtered, failed, found, nearest));
        }
    };
    let options = generator.options();
    let searched = filtered || options.pattern.is_some() || options.givens != GivensRange::ANY;
    // How long the last puzzle made took, for the size of the next job.
    let pace = Arc::new(AtomicU64::new(u64::MAX));
    let mut per_job = if searched { 1 } else { PUZZLES_PER_JOB };
    let (sizing, mut next) = (Arc::clone(&pace), 0);
    // After Ctrl-C, no more jobs, and those in flight stop at their next try.
    let producing = Arc::clone(&stop);
    let jobs = std::iter::from_fn(move || {
        if next >= number || producing.load(Ordering::Relaxed) {
            return None;
        }
        if searched {
            per_job = next_job_size(per_job, sizing.load(Ordering::Relaxed));
        }
        let job = next..(next + per_job).min(number);
        next = job.end;
        Some(job)
    });
    let work = |indices: std::ops::Range<u64>| -> Vec<(u64, Result<Made, GenerateError>)> {
        indices
            .map(|index| {
                if stop.load(Ordering::Relaxed) {
                    return (index, Err(GenerateError::Stopped { tries: 0 }));
                }
                let began = Instant::now();
                let made = make(&generator, filter.as_ref(), index, &nearest, |_| {
                    let failed = failed.fetch_add(1, Ordering::Relaxed) + 1;
                    // A filtered try is a rating, slow enough to show each one.
                    if (filtered && console.shows_progress()) || failed.is_multiple_of(256) {
                        show(failed, found.load(Ordering::Relaxed), nearest.shown());
                    }
                    match stop.load(Ordering::Relaxed) {
                        true => ControlFlow::Break(()),
                        false => ControlFlow::Continue(()),
                    }
                });
                let took = began.elapsed().as_micros();
                pace.store(u64::try_from(took).unwrap_or(u64::MAX), Ordering::Relaxed);
                if filtered && made.is_ok() {
                    let found = found.fetch_add(1, Ordering::Relaxed) + 1;
                    let failed = failed.load(Ordering::Relaxed);
                    nearest.clear();
                    show(failed, found, None);
                }
                (index, made)
            })
            .collect()
    };
    let mut output = Output::<GenerateStatus>::new(Sink::stdout(), console.clone());
    // Output stays a prefix of the run: nothing after the first puzzle that was stopped.
    let mut stopped = false;
    let ran = ordered::run(jobs, config.threads, &stop, &work, |made| {
        let mut done = 0;
        for (index, made) in &made {
            stopped |= matches!(made, Err(GenerateError::Stopped { .. }));
            if stopped {
                break;
            }
            let carried = Carried::default();
            output.item(|out| Ok(printer.print_one(None, *index, &carried, made, out)))?;
            done += 1;
        }
        output.flush(done)
    });
    if let Err(error) = ran {
        return Err(error.into());
    }
    let interrupted = stop.load(Ordering::SeqCst);
    let (exit, tally, console) = output.finish()?;
    let counts: Vec<_> = tally.counts().map(|(s, n)| (s.name(), n)).collect();
    console.finish(&counts, None, config.summary, interrupted);
    Ok(if interrupted { Exit::Interrupted } else { exit })
}

#[cfg(test)]
mod tests {
    use sudoku::generate::Judged;

    use super::*;

    /// Rated 1.2 by SE (a hidden single in a box at most).
    const EASY: &str =
        "..5....43.6....75.3....6..16...7.48...7.....5.18....3..8......2..6....7..2.1.4...";
    /// Rated 8.3 by SE (cell forcing chains).
    const RATED_8_3: &str =
        "...7..35.6.1..9......38.....7..3............65.9..4.8..56...9.42.......53......1.";

    /// A searched run's jobs stay one puzzle long while puzzles are slow (`--givens 20` takes
    /// about a second each: a job of 64 held every core's output back for a minute) and grow
    /// to the usual size while they are fast, where jobs of one cost a tenth more.
    #[test]
    fn searched_jobs_grow_while_puzzles_are_fast_and_shrink_when_slow() {
        let mut size = 1;
        let mut sizes = Vec::new();
        for _ in 0..8 {
            size = next_job_size(size, 40);
            sizes.push(size);
        }
        assert_eq!(sizes, [2, 4, 8, 16, 32, 64, 64, 64]);
        assert_eq!(next_job_size(64, SLOW_PUZZLE_MICROS), 1);
        assert_eq!(next_job_size(1, 2_000_000), 1);
        // Before any puzzle is made, the pace is unknown: the first jobs are of one.
        assert_eq!(next_job_size(1, u64::MAX), 1);
    }

    /// A long search for a rare rating shows the ER of the nearest try since the last find, on
    /// whichever side of the range it lies (above it, a bound), and nothing before any try.
    #[test]
    fn the_bar_names_the_nearest_try_since_the_last_find() {
        let judged = |range: &str, puzzle: &str, nearest: &Nearest| {
            let filter = RatingFilter {
                range: range.parse().unwrap(),
                level: None,
            };
            filter.judge(&sudoku::format::parse_line(puzzle).unwrap(), nearest)
        };
        let nearest = Nearest::new();
        assert_eq!(progress(true, 0, 0, nearest.shown()), "0 tries, 0 found");
        // An easy puzzle, then one rated 8.3, then the easy one again: the nearer is kept.
        assert!(matches!(
            judged("9.2..9.6", EASY, &nearest),
            Judged::Scored(-80)
        ));
        assert_eq!(nearest.shown().as_deref(), Some("1.2"));
        assert!(matches!(
            judged("9.2..9.6", RATED_8_3, &nearest),
            Judged::Scored(-9)
        ));
        assert!(matches!(
            judged("9.2..9.6", EASY, &nearest),
            Judged::Scored(-80)
        ));
        assert_eq!(
            progress(true, 41_203, 0, nearest.shown()),
            "41,203 tries, 0 found, nearest ER 8.3"
        );
        nearest.clear();
        assert_eq!(nearest.shown(), None);

        // Above the range, the rating stops at the first step above it: a bound, shown so.
        let Judged::Scored(score) = judged("1.0..2.0", RATED_8_3, &nearest) else {
            panic!("an 8.3 puzzle is above 1.0..2.0");
        };
        let shown = nearest.shown().unwrap();
        let bound: f64 = shown.strip_suffix('+').unwrap().parse().unwrap();
        assert!(bound > 2.0 && bound <= 8.3, "{shown}");
        assert_eq!(f64::from(-score), ((bound - 2.0) * 10.0).round(), "{shown}");
        assert_eq!(progress(false, 3000, 0, Some(shown)), "3,000 failed tries");
        assert_eq!(progress(false, 1, 0, None), "1 failed try");
        assert_eq!(progress(true, 0, 1, None), "1 try, 1 found");
    }
}
