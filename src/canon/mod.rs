//! Equivalent puzzles: the transformations that keep a Sudoku valid, and what is built on them.
//!
//! - [`Transform`]: one element of the group (transposition, band, stack, row and column
//!   permutations, digit renaming), to apply, compose, invert or draw at random;
//! - [`canonicalize`]: the minlex canonical form, shared by exactly the equivalent puzzles, with
//!   the automorphism count and a transformation that reaches it;
//! - [`shuffle`]: a random equivalent puzzle;
//! - [`minimize()`]: a puzzle with the same unique solution and no given to spare. It changes the
//!   puzzle rather than its form, but lives here with the other puzzle-to-puzzle operations.
//!
//! ```
//! use sudoku::canon::{self, Transform};
//! use sudoku::{format, random::Random};
//!
//! let puzzle = format::parse_line(
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
//! )?;
//! let canonical = canon::canonicalize(&puzzle);
//! let twin = canon::shuffle(&puzzle, &mut Random::new(7));
//! assert_eq!(canon::canonicalize(&twin).grid, canonical.grid);
//! assert_eq!(canonical.transform.apply(&puzzle), canonical.grid);
//! # Ok::<(), sudoku::format::ParseError>(())
//! ```

mod minimize;
mod minlex;
mod partial;
mod solution;
mod transform;

#[cfg(test)]
mod tests;

pub use minimize::{MinimizeError, Order, minimize};
pub use minlex::{Canonical, canonicalize};
pub use transform::Transform;

use crate::grid::Grid;
use crate::random::Random;

/// A random equivalent of `puzzle`: a transformation drawn uniformly from the whole group and
/// applied. For reproducible runs, draw item `i` from `Random::for_item(seed, i)`.
pub fn shuffle(puzzle: &Grid, random: &mut Random) -> Grid {
    Transform::random(random).apply(puzzle)
}
