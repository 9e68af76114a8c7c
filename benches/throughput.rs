//! Puzzles per second of each solve mode on each benchmark set: the numbers to compare with the
//! reference peer, printed as one table.
//!
//! `cargo bench --bench throughput [-- FILTER...]` runs the sets and modes a filter picks
//! (`SET[/MODE]`, each part a substring: `puzzles6/any`, `/smallest`, `serg`); `RUNS` (default
//! 5) sets how many passes to take the best of. `smallest` is what `sudoku solve` does for text
//! output, `smallest+unique` what it does for JSON, which shows `unique`. A single pass over one set also makes a steady workload for `valgrind --tool=callgrind`.

mod common;

use std::hint::black_box;
use std::time::{Duration, Instant};

use sudoku::Grid;
use sudoku::solver;

type Mode = (&'static str, fn(&Grid) -> bool);

const MODES: [Mode; 4] = [
    ("any", |p| solver::any_solution(p).is_some()),
    ("smallest", |p| solver::smallest_grid(p).is_some()),
    ("smallest+unique", |p| {
        solver::smallest_solution(p).is_some()
    }),
    ("count2", |p| solver::count_solutions(p, 2) > 0),
];

/// Whether the filter `SET[/MODE]` picks this set and mode: each part is a substring match, and
/// an empty mode (while loading) matches any filter's mode.
fn selects(filter: &str, set: &str, mode: &str) -> bool {
    let (set_part, mode_part) = filter.split_once('/').unwrap_or((filter, ""));
    set.contains(set_part) && (mode.is_empty() || mode.contains(mode_part))
}

fn main() {
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let runs: usize = std::env::var("RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(5);
    println!(
        "{:<34} {:<15} {:>8} {:>10} {:>12}",
        "set", "mode", "puzzles", "best_ms", "puzzles/s"
    );
    // Load only the sets some filter can match: parsing every file would dominate a short run.
    let sets =
        common::load_sets(|set| filters.is_empty() || filters.iter().any(|f| selects(f, set, "")));
    for set in sets {
        for (mode, solve) in MODES {
            if !filters.is_empty() && !filters.iter().any(|f| selects(f, &set.name, mode)) {
                continue;
            }
            let mut best = Duration::MAX;
            for _ in 0..runs {
                let start = Instant::now();
                for puzzle in &set.puzzles {
                    assert!(solve(black_box(puzzle)), "no solution for {puzzle:?}");
                }
                best = best.min(start.elapsed());
            }
            println!(
                "{:<34} {:<15} {:>8} {:>10.2} {:>12.0}",
                set.name,
                mode,
                set.puzzles.len(),
                best.as_secs_f64() * 1e3,
                set.puzzles.len() as f64 / best.as_secs_f64()
            );
        }
    }
}
