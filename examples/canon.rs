//! The canonical form of each puzzle read from standard input, one 81-character line each, from
//! the library alone (`sudoku canon` is the command line's), for timing it against
//! `peer-rust-sudoku canon`.
//!
//! ```text
//! cargo run --release --example canon [--solution] < puzzles.txt
//! ```
//!
//! With `--solution`, the form of each puzzle's solution instead (what the peer computes),
//! `-` when there is no unique one. Blank lines and `#` comments are skipped; a line that is
//! not a puzzle prints `-`.

use std::io::{self, BufRead, BufWriter, Write};

use sudoku::{canon, format, solver};

fn main() -> io::Result<()> {
    let of_solution = std::env::args().any(|a| a == "--solution");
    let mut out = BufWriter::new(io::stdout().lock());
    for line in io::stdin().lock().lines() {
        let line = line?;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let grid = format::parse_line(line).ok().and_then(|puzzle| {
            if !of_solution {
                return Some(puzzle);
            }
            solver::smallest_solution(&puzzle)
                .filter(|s| s.unique)
                .map(|s| s.grid)
        });
        match grid {
            Some(grid) => writeln!(out, "{}", canon::canonicalize(&grid).to_line())?,
            None => writeln!(out, "-")?,
        }
    }
    out.flush()
}
