//! `sudoku`: reading, solving, validating and writing 9×9 Sudoku puzzles.
//!
//! The library behind the `sudoku` command-line tool, usable on its own. It knows nothing of
//! files, JSON output or terminals, and starts no thread of its own:
//!
//! - [`grid`]: [`Grid`], a `Copy` value of 81 cells, and the geometry of rows, columns and boxes;
//! - [`format`](mod@format): the text formats (compact, spaced, line, boxed and Unicode grids, JSON, HoDoKu
//!   library lines, pencilmarks), detecting them, and [`format::PuzzleReader`], which streams
//!   puzzles out of any `BufRead` with what the input said about each (annotation, label, other
//!   JSON fields);
//! - [`solver`]: any solution, the lexicographically smallest one, counting and enumeration;
//! - [`validate`]: which rules the givens break, and how many solutions remain;
//! - [`generate`]: puzzles with one solution, minimal, symmetric ([`symmetry`]) or patterned,
//!   reproducible from a seed.
//! - [`logic`]: solving step by step with human techniques, and rating on the Sudoku Explainer
//!   scale.
//! - [`canon`]: equivalent puzzles: the transformation group, the minlex canonical form,
//!   random isomorphs (`shuffle`) and minimal puzzles (`minimize`).
//!
//! The default feature `cli` builds the `sudoku` binary and brings its dependencies (clap,
//! rayon, indicatif, ctrlc, anyhow, serde's derive); the library needs none of them, so depend
//! on it with `default-features = false`. The feature `parallel` (part of `cli`, so on by
//! default; it needs rayon alone) lets a rating called on a rayon pool of several threads
//! spread its dynamic forcing chain searches over that pool; the result is the same either way.
//! A thread waiting for its share may meanwhile run other work of the pool, another rating
//! included, on top of its stack: a program that rates on its own pool should give its
//! threads room for a few ratings (about 128 KiB each; rayon's `stack_size`).
//!
//! ```
//! use sudoku::{format, solver, validate};
//!
//! let puzzle = format::parse_line(
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
//! )?;
//! let solution = solver::smallest_solution(&puzzle).expect("this puzzle has a solution");
//! assert!(solution.unique);
//! assert_eq!(&solution.grid.to_line()[..9], "534678912");
//!
//! // The empty grid has many solutions; the smallest starts 123456789.
//! let empty = sudoku::Grid::EMPTY;
//! assert_eq!(solver::count_solutions(&empty, 2), 2);
//! assert_eq!(validate::validate(&empty), validate::Status::Multiple);
//! # Ok::<(), sudoku::format::ParseError>(())
//! ```

pub mod candidates;
pub mod canon;
pub mod format;
pub mod generate;
pub mod grid;
pub mod logic;
mod parallel;
pub mod random;
pub mod solver;
pub mod symmetry;
pub mod validate;

pub use candidates::Candidates;
pub use grid::Grid;

// The naive reference solver and test puzzles, shared with the integration tests (see the file).
#[cfg(test)]
#[path = "../tests/support/reference.rs"]
mod reference;
