//! Prints N generated puzzles, one 81-character line each, on one thread: the library's
//! generator on its own, for `benches/compare-generate.sh` to time against the peer.
//!
//!   cargo run --release --example generate -- N [SYMMETRY] [SEED] [GIVENS]

use std::io::{BufWriter, Write};
use std::process::ExitCode;

use sudoku::generate::{Generator, Options};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("generate: {err}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: u64 = args
        .first()
        .ok_or("usage: generate N [SYMMETRY] [SEED] [GIVENS]")?
        .parse()?;
    let mut options = Options::default();
    if let Some(symmetry) = args.get(1) {
        options.symmetry = symmetry.parse()?;
    }
    let seed: u64 = args.get(2).map_or(Ok(1), |s| s.parse())?;
    if let Some(givens) = args.get(3) {
        options.givens = givens.parse()?;
    }
    let generator = Generator::new(seed, options)?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    for index in 0..n {
        let made = generator.generate(index)?;
        out.write_all(&made.puzzle.line_bytes())?;
        out.write_all(b"\n")?;
    }
    out.flush()?;
    Ok(())
}
