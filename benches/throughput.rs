//! Puzzles per second of each solve mode on each benchmark set: the numbers to compare with the
//! reference peer, printed as one table.
//!
//! `cargo bench --bench throughput [-- FILTER...]` runs every set and mode whose `set/mode` name
//! contains one of the filters; `RUNS` (default 5) sets how many passes to take the best of. A
//! single pass over one set also makes a steady workload for `valgrind --tool=callgrind`.

mod common;

use std::hint::black_box;
use std::time::{Duration, Instant};

use sudoku::Grid;
use sudoku::solver;

type Mode = (&'static str, fn(&Grid) -> bool);

const MODES: [Mode; 3] = [
    ("any", |p| solver::any_solution(p).is_some()),
    ("smallest", |p| solver::smallest_solution(p).is_some()),
    ("count2", |p| solver::count_solutions(p, 2) > 0),
];

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
        "{:<34} {:<9} {:>8} {:>10} {:>12}",
        "set", "mode", "puzzles", "best_ms", "puzzles/s"
    );
    for set in common::load_sets() {
        for (mode, solve) in MODES {
            let name = format!("{}/{}", set.name, mode);
            if !filters.is_empty() && !filters.iter().any(|f| name.contains(f.as_str())) {
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
                "{:<34} {:<9} {:>8} {:>10.2} {:>12.0}",
                set.name,
                mode,
                set.puzzles.len(),
                best.as_secs_f64() * 1e3,
                set.puzzles.len() as f64 / best.as_secs_f64()
            );
        }
    }
}
