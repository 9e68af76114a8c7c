//! Criterion benchmark of the generator: minimal puzzles per second, one thread, for each
//! symmetry, plus a patterned run. `benches/compare-generate.sh` times the same work against
//! the reference peer.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use sudoku::generate::{Generator, Options, Pattern};
use sudoku::symmetry::Symmetry;

/// Puzzles per iteration: enough to average over the spread of tries and givens.
const PUZZLES: u64 = 200;

fn generate(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    group
        .throughput(Throughput::Elements(PUZZLES))
        .sample_size(20)
        .measurement_time(Duration::from_secs(3));
    for symmetry in Symmetry::FIXED.into_iter().chain([Symmetry::Random]) {
        let options = Options {
            symmetry,
            ..Options::default()
        };
        let generator = Generator::new(1, options).expect("valid options");
        group.bench_function(BenchmarkId::from_parameter(symmetry), |b| {
            b.iter(|| {
                for index in 0..PUZZLES {
                    black_box(generator.generate(black_box(index)).expect("no limit"));
                }
            })
        });
    }
    // A roomy 36-cell pattern (every third cell of each row, shifted by one each row, and the
    // middle of each box), which random grids fit with one solution within a few tries.
    let pattern = Pattern::from_fn(|cell| {
        let (row, column) = (cell / 9, cell % 9);
        (row + column) % 3 == 0 || (row % 3 == 1 && column % 3 == 1)
    })
    .expect("enough cells");
    let options = Options {
        pattern: Some(pattern),
        ..Options::default()
    };
    let generator = Generator::new(1, options).expect("valid options");
    group.bench_function(BenchmarkId::from_parameter("pattern"), |b| {
        b.iter(|| {
            for index in 0..PUZZLES {
                black_box(
                    generator
                        .generate(black_box(index))
                        .expect("a roomy pattern"),
                );
            }
        })
    });
    group.finish();
}

criterion_group!(benches, generate);
criterion_main!(benches);
