//! Criterion benchmarks of the solve modes on every benchmark set: statistics and change
//! detection between runs. `benches/throughput.rs` prints the plain puzzles-per-second table.
//!
//! Each iteration solves a fixed sample of the set (all of it for the small sets), so one
//! measurement covers the set's mix of easy and hard puzzles.

mod common;

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use sudoku::solver;

/// Puzzles per iteration: enough to average over a set, few enough for quick samples.
const SAMPLE: usize = 500;

fn solve_modes(c: &mut Criterion) {
    let sets = common::load_sets(|_| true);
    if sets.is_empty() {
        eprintln!("note: skipping the solver benchmarks");
        return;
    }
    for set in &sets {
        // An even spread over the set rather than its first lines, which may be sorted.
        let step = (set.puzzles.len() / SAMPLE).max(1);
        let sample: Vec<_> = set.puzzles.iter().step_by(step).take(SAMPLE).collect();
        let mut group = c.benchmark_group(&set.name);
        group.throughput(Throughput::Elements(sample.len() as u64));
        group
            .sample_size(20)
            .measurement_time(Duration::from_secs(3));
        group.bench_function(BenchmarkId::from_parameter("any"), |b| {
            b.iter(|| {
                for p in &sample {
                    black_box(solver::any_solution(black_box(*p)));
                }
            })
        });
        group.bench_function(BenchmarkId::from_parameter("smallest"), |b| {
            b.iter(|| {
                for p in &sample {
                    black_box(solver::smallest_grid(black_box(*p)));
                }
            })
        });
        group.bench_function(BenchmarkId::from_parameter("smallest+unique"), |b| {
            b.iter(|| {
                for p in &sample {
                    black_box(solver::smallest_solution(black_box(*p)));
                }
            })
        });
        group.bench_function(BenchmarkId::from_parameter("count2"), |b| {
            b.iter(|| {
                for p in &sample {
                    black_box(solver::count_solutions(black_box(*p), 2));
                }
            })
        });
        group.finish();
    }
}

criterion_group!(benches, solve_modes);
criterion_main!(benches);
