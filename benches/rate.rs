//! Criterion benchmarks of the logic engine: rating the puzzles of the reference sets in
//! `tests/data/` that Sudoku Explainer rates below chains, and finding that the others need
//! chains. `examples/rate_agreement.rs` prints the agreement with SE and the time per puzzle.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use sudoku::logic::{self, Position};
use sudoku::{Grid, format};

/// The puzzles of a reference set, split by whether SE rates them below 6.5.
fn load(name: &str) -> (Vec<Grid>, Vec<Grid>) {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let mut below = Vec::new();
    let mut chains = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (Some(puzzle), Some(er)) = (fields.first(), fields.get(2)) else {
            continue;
        };
        let Ok(grid) = format::parse_line(puzzle) else {
            continue;
        };
        let er: f64 = er.trim_start_matches("ER=").parse().unwrap_or(20.0);
        if er < 6.5 { &mut below } else { &mut chains }.push(grid);
    }
    (below, chains)
}

fn rate(c: &mut Criterion) {
    for name in ["se-classic.txt", "se-classic-17clue.txt"] {
        let (below, chains) = load(name);
        let mut group = c.benchmark_group(name);
        group
            .sample_size(20)
            .measurement_time(Duration::from_secs(3));
        for (label, set) in [("below-chains", &below), ("needs-chains", &chains)] {
            if set.is_empty() {
                continue;
            }
            group.throughput(Throughput::Elements(set.len() as u64));
            // Without the uniqueness check: the engine alone.
            group.bench_function(BenchmarkId::new("rate_position", label), |b| {
                b.iter(|| {
                    for p in set {
                        black_box(logic::rate_position(&Position::from_grid(black_box(p))));
                    }
                })
            });
        }
        group.finish();
    }
}

criterion_group!(benches, rate);
criterion_main!(benches);
