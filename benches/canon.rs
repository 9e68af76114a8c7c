//! Criterion benchmarks of `canon`, `shuffle` and `minimize` on the 17-clue set: the set the
//! canonical form is compared with the reference peer on (`benches/compare-canon.sh` times both
//! programs side by side), and one where blanks dominate, which the canonicaliser is built for.
//!
//! `cargo bench --bench canon`; `SUDOKU_BENCH_DATA=DIR` reads the sets from elsewhere.

mod common;

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use sudoku::canon::{self, Order};
use sudoku::random::Random;
use sudoku::solver;

/// Puzzles per iteration: an even spread over the set.
const SAMPLE: usize = 500;

fn canon_benches(c: &mut Criterion) {
    let sets = common::load_sets(|name| name.contains("17_clue"));
    let Some(set) = sets.first() else {
        eprintln!("note: no 17-clue set; skipping the canon benchmarks");
        return;
    };
    let step = (set.puzzles.len() / SAMPLE).max(1);
    let puzzles: Vec<_> = set
        .puzzles
        .iter()
        .step_by(step)
        .take(SAMPLE)
        .copied()
        .collect();
    let solutions: Vec<_> = puzzles
        .iter()
        .take(50)
        .filter_map(solver::any_solution)
        .collect();

    let mut group = c.benchmark_group(&set.name);
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(3));
    group.throughput(Throughput::Elements(puzzles.len() as u64));
    group.bench_function(BenchmarkId::from_parameter("canon"), |b| {
        b.iter(|| {
            for p in &puzzles {
                black_box(canon::canonicalize(black_box(p)));
            }
        })
    });
    group.bench_function(BenchmarkId::from_parameter("shuffle"), |b| {
        b.iter(|| {
            for (i, p) in puzzles.iter().enumerate() {
                black_box(canon::shuffle(p, &mut Random::for_item(1, i as u64)));
            }
        })
    });
    group.bench_function(BenchmarkId::from_parameter("minimize"), |b| {
        b.iter(|| {
            for p in &puzzles {
                black_box(canon::minimize(black_box(p), Order::Reading)).ok();
            }
        })
    });
    group.throughput(Throughput::Elements(solutions.len() as u64));
    group.bench_function(BenchmarkId::from_parameter("canon-of-solution"), |b| {
        b.iter(|| {
            for s in &solutions {
                black_box(canon::canonicalize(black_box(s)));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, canon_benches);
criterion_main!(benches);
