//! Standard error: messages, the progress bar and the closing summary.
//!
//! Messages and results are written while the bar is hidden, so a line is never torn by it.

use std::io::{self, IsTerminal, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{
    HumanCount, HumanDuration, ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle,
    TermLike, WeakProgressBar,
};

use super::config::{ProgressWhen, SummaryWhen};

/// Standard error as the run sees it. Cloning gives another handle on the same bar.
#[derive(Clone)]
pub struct Console {
    bar: Option<ProgressBar>,
    started: Instant,
}

impl Console {
    /// A console with a progress bar when `when` asks for one.
    pub fn new(when: ProgressWhen) -> Console {
        let terminal = io::stderr().is_terminal() && !dumb_terminal();
        let target = match when {
            ProgressWhen::Never => None,
            ProgressWhen::Auto => terminal.then(ProgressDrawTarget::stderr),
            // indicatif draws only on terminals; asked to draw anyway, it gets a plain writer,
            // at the spinner's pace: a file or a pipe keeps every frame, and without a limit a
            // run that sets its message on every try (`generate --rating`) wrote thousands a
            // second.
            ProgressWhen::Always if terminal => Some(ProgressDrawTarget::stderr()),
            ProgressWhen::Always => Some(ProgressDrawTarget::term_like_with_hz(
                Box::new(PlainStderr),
                FILE_FRAMES_PER_SECOND,
            )),
        };
        let bar = target.map(|target| {
            BAR_DRAWN.store(true, Ordering::SeqCst);
            let bar = ProgressBar::with_draw_target(None, target);
            bar.set_style(spinner_style());
            bar.enable_steady_tick(Duration::from_millis(200));
            *BAR.lock().unwrap_or_else(|e| e.into_inner()) = Some(bar.downgrade());
            bar
        });
        Console {
            bar,
            started: Instant::now(),
        }
    }

    /// Turns the spinner into a bar with done/total and time left, once the total is known.
    pub fn set_total(&self, total: u64) {
        if let Some(bar) = &self.bar {
            bar.set_length(total);
            bar.set_style(bar_style());
        }
    }

    /// Shows `message` after the counts (`generate`: how many tries a rare puzzle has taken).
    pub fn set_message(&self, message: String) {
        if let Some(bar) = &self.bar {
            bar.set_message(message);
        }
    }

    /// Whether a bar is drawn at all: work done only for the bar can be skipped otherwise.
    pub fn shows_progress(&self) -> bool {
        self.bar.as_ref().is_some_and(|bar| !bar.is_finished())
    }

    /// Counts `puzzles` more as done.
    pub fn advance(&self, puzzles: usize) {
        if let Some(bar) = &self.bar {
            bar.inc(puzzles as u64);
        }
    }

    /// Runs `write` with the bar hidden, so that its output is not torn.
    pub fn suspend<R>(&self, write: impl FnOnce() -> R) -> R {
        match &self.bar {
            Some(bar) => bar.suspend(write),
            None => write(),
        }
    }

    /// Writes messages to standard error. A closed standard error is not a reason to stop.
    pub fn error(&self, bytes: &[u8]) {
        self.suspend(|| write_stderr(bytes));
    }

    /// Removes the bar and, when `summary` says so, prints a one-line summary of the batch
    /// (`counts`: each status with its number of puzzles; `skipped`: what the directory walk
    /// left out); says so when the run was `interrupted`.
    pub fn finish(
        self,
        counts: &[(&'static str, u64)],
        skipped: Option<String>,
        summary: SummaryWhen,
        interrupted: bool,
    ) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
        if interrupted {
            tell_interrupted();
        }
        let mut out = io::stderr().lock();
        let total: u64 = counts.iter().map(|(_, n)| n).sum();
        let show = match summary {
            SummaryWhen::Never => false,
            SummaryWhen::Always => true,
            // On a terminal a person reads it, and one puzzle needs no summary, unless files
            // were skipped: those must not pass unsaid.
            SummaryWhen::Auto => (total > 1 || skipped.is_some()) && io::stderr().is_terminal(),
        };
        if show {
            let line = summary_line(counts, skipped, self.started.elapsed());
            let _ = out.write_all(line.as_bytes());
        }
    }
}

/// Writes a message to standard error when no bar is drawn (before or after a run). A closed or
/// full standard error is not a reason to stop, nor to panic as `eprintln!` would.
pub fn write_stderr(bytes: &[u8]) {
    let _ = io::stderr().lock().write_all(bytes);
}

/// Below this long, or this few puzzles, a rate measures start-up more than solving.
const RATE_MIN_SECONDS: f64 = 1.0;
const RATE_MIN_PUZZLES: u64 = 100;

/// `sudoku: 49,158 puzzles in 1.52 s (32,341 puzzles/s): 49,158 solved, 0 unsolvable, …`,
/// numbers written as the bar writes them; the rate only where it means something.
fn summary_line(
    counts: &[(&'static str, u64)],
    skipped: Option<String>,
    elapsed: Duration,
) -> String {
    let total: u64 = counts.iter().map(|(_, n)| n).sum();
    let seconds = elapsed.as_secs_f64();
    let rate = if seconds >= RATE_MIN_SECONDS && total >= RATE_MIN_PUZZLES {
        format!(
            " ({} puzzles/s)",
            HumanCount((total as f64 / seconds) as u64)
        )
    } else {
        String::new()
    };
    let counts: Vec<String> = counts
        .iter()
        .map(|(status, n)| format!("{} {status}", HumanCount(*n)))
        .collect();
    let noun = if total == 1 { "puzzle" } else { "puzzles" };
    let skipped = skipped.map_or_else(String::new, |s| format!("; {s}"));
    format!(
        "sudoku: {} {noun} in {seconds:.2} s{rate}: {}{skipped}\n",
        HumanCount(total),
        counts.join(", ")
    )
}

/// Whether a bar may be on screen: an exit that skips [`Console::finish`] must erase it.
static BAR_DRAWN: AtomicBool = AtomicBool::new(false);

/// The bar of the run, for an exit that never reaches [`Console::finish`].
static BAR: Mutex<Option<WeakProgressBar>> = Mutex::new(None);

/// Erases the bar and stops it for good, for a run that ends on an error (output that cannot
/// be written, the reader of a pipe gone): without this its last frame stays on screen, the
/// message or the shell's prompt written after it on the same line, and other handles on it
/// (the thread counting the puzzles) keep it alive and ticking until the process exits.
pub fn clear_bar_for_error() {
    let bar = BAR.lock().unwrap_or_else(|e| e.into_inner()).take();
    if let Some(bar) = bar.and_then(|weak| weak.upgrade()) {
        bar.finish_and_clear();
    }
}

/// Says that the run was interrupted, once: the run says it as it ends, or the interrupt's
/// watchdog as it exits for a run that did not end in time, and never both.
pub fn tell_interrupted() {
    static TOLD: AtomicBool = AtomicBool::new(false);
    if !TOLD.swap(true, Ordering::SeqCst) {
        write_stderr(b"sudoku: interrupted\n");
    }
}

/// Erases the bar's line, for an exit on a signal that cannot wait for [`Console::finish`]
/// (whose lock a stuck write may hold): no frame of it stays on screen after Ctrl-C.
pub fn erase_bar_for_exit() {
    if BAR_DRAWN.load(Ordering::SeqCst) {
        let mut err = io::stderr().lock();
        let _ = err.write_all(b"\r\x1b[2K");
        let _ = err.flush();
    }
}

/// Whether the terminal says it cannot redraw a line.
fn dumb_terminal() -> bool {
    std::env::var_os("TERM").is_some_and(|t| t == "dumb")
}

/// The bar while the total is unknown: count and rate.
fn spinner_style() -> ProgressStyle {
    ProgressStyle::with_template("{spinner} {done}  {rate}  {elapsed}  {msg}")
        .expect("valid progress template")
        .with_key("done", write_done)
        .with_key("rate", write_rate)
}

/// How many puzzles are done, `1 puzzle` or `2 puzzles`, as the summary line says them.
fn write_done(state: &ProgressState, out: &mut dyn std::fmt::Write) {
    let done = state.pos();
    let noun = if done == 1 { "puzzle" } else { "puzzles" };
    let _ = write!(out, "{} {noun}", HumanCount(done));
}

/// How many of how many puzzles are done, `0/1 puzzle` or `3/20 puzzles`.
fn write_done_of(state: &ProgressState, out: &mut dyn std::fmt::Write) {
    let total = state.len().unwrap_or(0);
    let noun = if total == 1 { "puzzle" } else { "puzzles" };
    let done = HumanCount(state.pos());
    let _ = write!(out, "{done}/{} {noun}", HumanCount(total));
}

/// The bar once the total is known: done/total, rate and time left.
fn bar_style() -> ProgressStyle {
    ProgressStyle::with_template("{bar:30} {done_of}  {rate}  {elapsed} (ETA {time_left})  {msg}")
        .expect("valid progress template")
        .with_key("done_of", write_done_of)
        .with_key("rate", write_rate)
        .with_key("time_left", write_time_left)
}

/// Puzzles per second as a whole number, with the separators of the counts beside it:
/// fractions of a puzzle per second only add noise. The mean since the start, as the summary
/// line gives it: the bar's own estimate weighs a window of recent steps, and in the first
/// moments of a fast run, before it has seen many, said 740/s of a run at 130,000/s.
fn write_rate(state: &ProgressState, out: &mut dyn std::fmt::Write) {
    let _ = write!(
        out,
        "{}/s",
        HumanCount(mean_rate(state.pos(), state.elapsed()))
    );
}

/// The time left at the mean rate since the start; `?` before the first puzzle is done (a
/// generator's rare puzzle), where any figure would be a guess.
fn write_time_left(state: &ProgressState, out: &mut dyn std::fmt::Write) {
    let left = time_left(state.pos(), state.len(), state.elapsed());
    let _ = match left {
        Some(left) => write!(out, "{:#}", HumanDuration(left)),
        None => write!(out, "?"),
    };
}

/// How long the rest of `total` takes at the pace `done` puzzles in `elapsed` set; at most
/// the longest time a `Duration` holds (`generate -n 18446744073709551615` asks for ages).
fn time_left(done: u64, total: Option<u64>, elapsed: Duration) -> Option<Duration> {
    let total = total?;
    let left = elapsed.as_secs_f64() * (total.saturating_sub(done) as f64 / done as f64);
    (done > 0).then(|| Duration::try_from_secs_f64(left).unwrap_or(Duration::MAX))
}

/// `done` puzzles in `elapsed`, a second: 0 until some time has passed.
fn mean_rate(done: u64, elapsed: Duration) -> u64 {
    let seconds = elapsed.as_secs_f64();
    if seconds > 0.0 {
        (done as f64 / seconds) as u64
    } else {
        0
    }
}

/// How often `--progress always` redraws the bar into a file or a pipe: as often as the
/// spinner turns.
const FILE_FRAMES_PER_SECOND: u8 = 5;

/// Standard error as a bare terminal for `--progress always` when it is not one (a file, a
/// pipe): the bar is redrawn in place with a carriage return and an ANSI line clear.
#[derive(Debug)]
struct PlainStderr;

impl PlainStderr {
    /// An ANSI cursor move; indicatif asks for moves of zero, which need no bytes at all.
    fn move_cursor(&self, n: usize, direction: char) -> io::Result<()> {
        if n == 0 {
            return Ok(());
        }
        self.write_str(&format!("\x1b[{n}{direction}"))
    }
}

impl TermLike for PlainStderr {
    /// Wide enough for the longest bar (`generate --rating`'s counts and nearest ER) on one
    /// line: one that wraps is redrawn with cursor moves up and down, which a file keeps.
    fn width(&self) -> u16 {
        160
    }

    fn move_cursor_up(&self, n: usize) -> io::Result<()> {
        self.move_cursor(n, 'A')
    }

    fn move_cursor_down(&self, n: usize) -> io::Result<()> {
        self.move_cursor(n, 'B')
    }

    fn move_cursor_right(&self, n: usize) -> io::Result<()> {
        self.move_cursor(n, 'C')
    }

    fn move_cursor_left(&self, n: usize) -> io::Result<()> {
        self.move_cursor(n, 'D')
    }

    fn write_line(&self, s: &str) -> io::Result<()> {
        writeln!(io::stderr().lock(), "{s}")
    }

    fn write_str(&self, s: &str) -> io::Result<()> {
        io::stderr().lock().write_all(s.as_bytes())
    }

    fn clear_line(&self) -> io::Result<()> {
        self.write_str("\r\x1b[2K")
    }

    fn flush(&self) -> io::Result<()> {
        io::stderr().lock().flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const COUNTS: [(&str, u64); 2] = [("solved", 49_150), ("invalid", 8)];

    #[test]
    fn the_summary_separates_thousands_and_gives_a_rate_only_for_a_long_run() {
        let quick = summary_line(&COUNTS, None, Duration::from_millis(110));
        assert_eq!(
            quick,
            "sudoku: 49,158 puzzles in 0.11 s: 49,150 solved, 8 invalid\n"
        );
        let long = summary_line(&COUNTS, None, Duration::from_secs(2));
        assert!(long.contains("in 2.00 s (24,579 puzzles/s): "), "{long}");
        let few = summary_line(&[("solved", 3)], None, Duration::from_secs(5));
        assert!(!few.contains("/s"), "{few}");
    }

    #[test]
    fn the_bar_gives_the_mean_rate_since_the_start() {
        assert_eq!(mean_rate(5_126, Duration::from_millis(40)), 128_150);
        assert_eq!(mean_rate(5_126, Duration::ZERO), 0);
        let second = Duration::from_secs(1);
        assert_eq!(time_left(0, Some(1), second * 5), None);
        assert_eq!(time_left(250, Some(1000), second), Some(second * 3));
        assert_eq!(time_left(1000, Some(1000), second), Some(Duration::ZERO));
        assert_eq!(
            time_left(1, Some(u64::MAX), second * 7),
            Some(Duration::MAX)
        );
    }
}
