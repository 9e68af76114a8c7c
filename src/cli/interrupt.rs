//! Ctrl-C (and SIGTERM, SIGHUP): stop promptly without leaving damage behind.
//!
//! The first signal asks the batch to stop: reading ends, workers skip what is left, the
//! results already evaluated are written whole and any half-written `--out-dir` file is
//! removed. Should the run not end by itself within a moment (it may be blocked reading a
//! terminal), a watchdog does the clean-up and exits, between two writes of results so that no
//! output line is cut, and after naming the `--out-dir` files already complete. Only when a
//! write itself is stuck (nobody reads the pipe standard output is) does it exit without
//! waiting for the write, so that one signal always ends the run within a second; a write to a
//! file, which always ends, and files being put on disk are waited for, up to a minute on a
//! busy disk. A second signal exits at once, naming the complete files first unless a write is
//! in progress.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

/// The exit status of a run stopped by a signal, as shells report SIGINT.
pub const INTERRUPTED_CODE: i32 = 130;

/// How long the run has to stop by itself before the watchdog steps in.
const GRACE: Duration = Duration::from_millis(500);

/// How long the watchdog waits for a write in progress to finish before exiting anyway.
const WRITE_GRACE: Duration = Duration::from_millis(300);

/// How long the watchdog waits for a write to a file, or for complete `--out-dir` files being
/// put on disk and named, when the signal came: unlike a write into a pipe nobody reads, these
/// end, but may take seconds on a disk with much to write, and neither a line half written nor
/// files already complete are to be lost to a prompt exit (a second signal still ends the run
/// at once).
const FILE_GRACE: Duration = Duration::from_secs(60);

/// How long a second signal waits for a write in progress before exiting without naming the
/// complete `--out-dir` files: it asks to end at once.
const SECOND_SIGNAL_GRACE: Duration = Duration::from_millis(100);

/// Set at the first signal: for work inside one puzzle that the batch's own flag cannot stop
/// between puzzles (`solve --all` streaming one puzzle's solutions), see [`requested`].
static REQUESTED: AtomicBool = AtomicBool::new(false);

/// Set while complete `--out-dir` files are put on disk and named ([`placing_files`]).
static PLACING: AtomicBool = AtomicBool::new(false);

/// Set when results go to files below `--out-dir` ([`writing_to_files`]).
static TO_FILES: AtomicBool = AtomicBool::new(false);

/// Held while results are written, so that an exit never happens in the middle of a line.
static WRITING: Mutex<()> = Mutex::new(());

/// Temporary files to remove should the process exit from a signal.
static TEMP_FILES: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// What to do before a forced exit: name the `--out-dir` files already complete.
type ForcedExitHook = Box<dyn FnOnce() + Send>;
static FORCED_EXIT: Mutex<Option<ForcedExitHook>> = Mutex::new(None);

/// What the run says on standard error as it ends (the seed it drew, so the run can be
/// repeated): said by whichever ends the run, the run itself or the watchdog.
static LAST_WORDS: Mutex<Option<String>> = Mutex::new(None);

/// Installs the handler; `stop` is the flag the batch watches.
pub fn install(stop: Arc<AtomicBool>) {
    let handler = move || {
        REQUESTED.store(true, Ordering::SeqCst);
        if stop.swap(true, Ordering::SeqCst) {
            // At once, but not in the middle of a write of results.
            if let Some(_writing) = writing_within(SECOND_SIGNAL_GRACE) {
                run_forced_exit_hook();
            }
            remove_temp_files();
            super::console::erase_bar_for_exit();
            // Said once, whichever ends the run: a second signal may come before the first is
            // heard out (`timeout -s INT` signals the process and its group both).
            super::console::tell_interrupted();
            say_last_words();
            std::process::exit(INTERRUPTED_CODE);
        }
        std::thread::spawn(|| {
            std::thread::sleep(GRACE);
            let writing = writing_within(WRITE_GRACE).or_else(|| {
                let to_file = PLACING.load(Ordering::SeqCst) || results_go_to_a_file();
                to_file.then(|| writing_within(FILE_GRACE)).flatten()
            });
            if writing.is_some() {
                run_forced_exit_hook();
            }
            remove_temp_files();
            super::console::erase_bar_for_exit();
            super::console::tell_interrupted();
            say_last_words();
            std::process::exit(INTERRUPTED_CODE);
        });
    };
    // Without a handler (one was already set) signals keep their default action, which is
    // still safe for --out-dir: files appear under their final name only once complete.
    let _ = ctrlc::set_handler(handler);
}

/// Whether a signal asked the run to stop: a puzzle's output written in pieces (a JSON object
/// whose array streams) ends there, whole, rather than be cut by the watchdog's exit.
pub fn requested() -> bool {
    REQUESTED.load(Ordering::Relaxed)
}

/// Results go to files below `--out-dir`: a write in progress when the watchdog comes is
/// waited for (up to [`FILE_GRACE`]), as one into a file on standard output is.
pub fn writing_to_files() {
    TO_FILES.store(true, Ordering::SeqCst);
}

/// Whether results go to files, which a write always ends in, however slowly: below
/// `--out-dir`, or standard output redirected to a file.
fn results_go_to_a_file() -> bool {
    TO_FILES.load(Ordering::SeqCst)
        || rustix::fs::fstat(std::io::stdout()).is_ok_and(|stat| {
            rustix::fs::FileType::from_raw_mode(stat.st_mode) == rustix::fs::FileType::RegularFile
        })
}

/// Runs `place`, which puts complete `--out-dir` files on disk and names them, while results
/// are being written ([`writing`] held): the watchdog waits for it to end (up to
/// [`FILE_GRACE`]) rather than exit and remove files that are complete.
pub fn placing_files<T>(place: impl FnOnce() -> T) -> T {
    PLACING.store(true, Ordering::SeqCst);
    let result = place();
    PLACING.store(false, Ordering::SeqCst);
    result
}

/// Sets what a forced exit does first, while no results are being written (the watchdog's,
/// or a second signal's): the run did not end by itself, so it will not name the files it has
/// complete.
pub fn on_forced_exit(hook: ForcedExitHook) {
    *FORCED_EXIT.lock().unwrap_or_else(PoisonError::into_inner) = Some(hook);
}

fn run_forced_exit_hook() {
    let hook = FORCED_EXIT
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .take();
    if let Some(hook) = hook {
        hook();
    }
}

/// A guard to hold while writing results.
pub fn writing() -> MutexGuard<'static, ()> {
    WRITING.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The write guard, if the write in progress ends within `wait`.
fn writing_within(wait: Duration) -> Option<MutexGuard<'static, ()>> {
    let deadline = std::time::Instant::now() + wait;
    loop {
        match WRITING.try_lock() {
            Ok(guard) => return Some(guard),
            Err(std::sync::TryLockError::Poisoned(poisoned)) => return Some(poisoned.into_inner()),
            Err(std::sync::TryLockError::WouldBlock) if std::time::Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(10));
            }
            Err(std::sync::TryLockError::WouldBlock) => return None,
        }
    }
}

/// Sets what the run says as it ends, [`say_last_words`], however it ends: a run the watchdog
/// ends (blocked reading a terminal, say) says it too.
pub fn leave_last_words(line: String) {
    *LAST_WORDS.lock().unwrap_or_else(PoisonError::into_inner) = Some(line);
}

/// Writes the last words left, once: the run's end and the watchdog may both come to them.
pub fn say_last_words() {
    let words = LAST_WORDS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .take();
    if let Some(line) = words {
        super::console::write_stderr(line.as_bytes());
    }
}

/// Forgets the last words left: the run ended in a way that makes them untrue.
pub fn forget_last_words() {
    LAST_WORDS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .take();
}

/// Remembers a temporary file to remove on a forced exit.
pub fn track(path: PathBuf) {
    temp_files().push(path);
}

/// Forgets a temporary file: it was renamed into place or removed.
pub fn untrack(path: &PathBuf) {
    temp_files().retain(|p| p != path);
}

fn temp_files() -> MutexGuard<'static, Vec<PathBuf>> {
    TEMP_FILES.lock().unwrap_or_else(PoisonError::into_inner)
}

fn remove_temp_files() {
    for path in temp_files().drain(..) {
        let _ = std::fs::remove_file(path);
    }
}
