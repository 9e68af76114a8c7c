//! Loading the benchmark puzzle sets shared by the benches.
//!
//! The sets live outside the repository, in `../shared/bench/data`; when that folder is absent
//! (a fresh clone) the benches print a note and measure nothing rather than fail.

use std::path::{Path, PathBuf};

use sudoku::Grid;
use sudoku::format::{Format, PuzzleReader};

/// One puzzle file, parsed up front so that benches time only the solver.
pub struct PuzzleSet {
    pub name: String,
    pub puzzles: Vec<Grid>,
}

/// Every `puzzles*` file of the data folder whose name `wanted` accepts, sorted by name; empty
/// (with a note on stderr) when the folder is missing.
pub fn load_sets(wanted: impl Fn(&str) -> bool) -> Vec<PuzzleSet> {
    // SUDOKU_BENCH_DATA points elsewhere, for checkouts that do not sit beside `shared`.
    let dir = std::env::var_os("SUDOKU_BENCH_DATA").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/bench/data"),
        PathBuf::from,
    );
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!(
            "note: {} is absent; no benchmark data to run",
            dir.display()
        );
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name().is_some_and(|n| {
                let n = n.to_string_lossy();
                n.starts_with("puzzles") && wanted(&n)
            })
        })
        .collect();
    files.sort();
    files
        .into_iter()
        .filter_map(|path| {
            let file = std::fs::File::open(&path).ok()?;
            // The library's own reader, as `sudoku solve` reads them; a bad puzzle is left out.
            let puzzles = PuzzleReader::new(std::io::BufReader::new(file), Some(Format::Line))
                .filter_map(|record| record.puzzle.ok())
                .collect();
            let name = path.file_name()?.to_string_lossy().into_owned();
            Some(PuzzleSet { name, puzzles })
        })
        .collect()
}
