//! The canonical form of each puzzle read from standard input, one 81-character line each, for
//! timing the library against `peer-rust-sudoku canon` until the command line has `canon`.
//!
//! ```text
//! cargo run --release --example canon < puzzles.txt
//! ```
//!
//! Blank lines and `#` comments are skipped; a line that is not a puzzle prints `-`.

use std::io::{self, BufRead, BufWriter, Write};

fn main() -> io::Result<()> {
    let mut out = BufWriter::new(io::stdout().lock());
    for line in io::stdin().lock().lines() {
        let line = line?;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match sudoku::format::parse_line(line) {
            Ok(puzzle) => writeln!(out, "{}", sudoku::canon::canonicalize(&puzzle).to_line())?,
            Err(_) => writeln!(out, "-")?,
        }
    }
    out.flush()
}
