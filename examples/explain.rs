//! Prints the logic engine's solving path for each puzzle given on the command line, one step
//! per line, and its ratings.
//!
//! ```text
//! cargo run --release --example explain -- PUZZLE...
//! ```

use sudoku::format::parse_line;
use sudoku::logic;

fn main() {
    for text in std::env::args().skip(1) {
        let puzzle = match parse_line(&text) {
            Ok(puzzle) => puzzle,
            Err(error) => {
                eprintln!("{text}: {error}");
                continue;
            }
        };
        // `start` refuses a puzzle without exactly one solution at once, where the chains
        // would search for minutes before giving up.
        let position = match logic::start(&puzzle, None) {
            Ok(position) => position,
            Err(error) => {
                eprintln!("{text}: {error}");
                continue;
            }
        };
        let path = logic::solve_path(&position);
        for (number, step) in path.steps.iter().enumerate() {
            println!("{:3}. {step}", number + 1);
        }
        match logic::rate(&puzzle) {
            Ok(report) => println!("{report:?}"),
            Err(error) => println!("{error}"),
        }
    }
}
