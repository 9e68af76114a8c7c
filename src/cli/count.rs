//! Counting the puzzles of a run ahead of it, so the progress bar can show done/total.
//!
//! Counting reads every input a second time, so it is done only for inputs that can be read
//! twice without taking anything from the run: regular files. A pipe, a FIFO, a terminal or
//! standard input would hand the counter puzzles the solver then never sees, so with any of
//! those the bar stays a spinner showing what is done so far.

use std::fs;

use sudoku::format::{Format, PuzzleReader};

use super::console::Console;
use super::inputs::{Results, Source};

/// Counts the puzzles of `sources` on a background thread and gives the total to `console`;
/// does nothing unless a bar is shown and every source is a regular file. An input the run
/// refuses for `results` ([`Source::open`]) is not counted either.
pub fn count_in_background(
    sources: Vec<Source>,
    forced: Option<Format>,
    results: Results,
    console: Console,
) {
    if !console.shows_progress() || !sources.iter().all(is_regular_file) {
        return;
    }
    let counter = move || {
        let mut total = 0u64;
        for source in sources {
            if let Ok(input) = source.open(results) {
                total += PuzzleReader::new(input, forced).count() as u64;
            }
            if !console.shows_progress() {
                return;
            }
        }
        console.set_total(total);
    };
    // Without a thread there is simply no total; the run itself is unaffected.
    let _ = std::thread::Builder::new()
        .name("sudoku-counter".to_string())
        .spawn(counter);
}

/// Whether `source` is a regular file, following symbolic links (`/dev/fd/63` from a shell's
/// `<(…)` is a link to a pipe, and must not be read twice).
fn is_regular_file(source: &Source) -> bool {
    source
        .path
        .as_ref()
        .and_then(|path| fs::metadata(path).ok())
        .is_some_and(|meta| meta.is_file())
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::cli::inputs::Opening;

    fn source(path: Option<PathBuf>) -> Source {
        Source {
            name: "x".to_string(),
            path,
            out_name: PathBuf::from("x"),
            opening: Opening::AsNamed,
        }
    }

    #[test]
    fn only_regular_files_are_counted_ahead() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("p.txt");
        fs::write(&file, "x").unwrap();
        assert!(is_regular_file(&source(Some(file))));
        assert!(!is_regular_file(&source(None)), "standard input");
        assert!(!is_regular_file(&source(Some(dir.path().to_path_buf()))));
        #[cfg(unix)]
        {
            let fifo = dir.path().join("fifo");
            let made = std::process::Command::new("mkfifo").arg(&fifo).status();
            if made.is_ok_and(|s| s.success()) {
                assert!(!is_regular_file(&source(Some(fifo))), "a FIFO");
            }
        }
    }
}
