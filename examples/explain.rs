//! Prints the logic engine's solving path for each puzzle given on the command line, one step
//! per line, and its ratings.
//!
//! ```text
//! cargo run --release --example explain -- PUZZLE...
//! ```

use sudoku::format::parse_line;
use sudoku::logic::{self, Position};

fn main() {
    for text in std::env::args().skip(1) {
        let puzzle = match parse_line(&text) {
            Ok(puzzle) => puzzle,
            Err(error) => {
                eprintln!("{text}: {error}");
                continue;
            }
        };
        let path = logic::solve_path(&Position::from_grid(&puzzle));
        for (number, step) in path.steps.iter().enumerate() {
            println!("{:3}. {step}", number + 1);
        }
        match logic::rate(&puzzle) {
            Ok(report) => println!("{report:?}"),
            Err(error) => println!("{error}"),
        }
    }
}
