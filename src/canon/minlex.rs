//! The minlex canonical form: of all the grids a puzzle can be transformed into, the one whose
//! 81 cells, read row by row with blanks as 0, come first in dictionary order.
//!
//! Trying all 3,359,232 geometric transformations is far too slow, so the form is built one
//! output row at a time, keeping every partial transformation that is still tied for the
//! smallest prefix (a beam, not a depth-first search: all survivors share the prefix, so a
//! candidate row is compared with one best row, not with a whole best grid).
//!
//! What makes this fast on puzzles is that the column order is not chosen up front. Each
//! partial transformation keeps the columns as *ordered groups*: the stacks in an order where
//! neighbouring stacks may still be tied (interchangeable), and within each stack its columns
//! likewise. A row is laid out by putting, within every group, its blank cells first (blanks are
//! the smallest value, and blank cells tied so far stay tied) and trying every order of the
//! cells holding digits, each of which becomes a group of its own. On a sparse puzzle most
//! cells are blank, so the groups split slowly and almost nothing is enumerated; the 1,296
//! column orders are only ever listed one by one for full rows.
//!
//! Digits are renamed as they first appear (the smallest renaming for a fixed cell order), so a
//! row's value depends on the names given in the rows above it; each partial transformation
//! carries its renaming. Candidates for the next row are all rows of the band being filled, or
//! of any unused band when a band starts.
//!
//! At the end every survivor maps the puzzle onto the canonical grid, and each stands for
//! (group sizes)! column orders that do the same, since what is still tied is entirely blank:
//! their total is the number of transformations that do so, which equals the number of
//! automorphisms.

use crate::grid::{CELLS, Grid};

use super::partial::{Level, Partial};
use super::solution;
use super::transform::Transform;

/// A puzzle's canonical form, with what it took to get there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Canonical {
    /// The canonical grid: the smallest 81-cell string (blanks as 0, read row by row) of all
    /// the grids equivalent to the puzzle. Equivalent puzzles, and only they, share it.
    pub grid: Grid,
    /// How many geometric transformations (with a fitting renaming of the digits) map the
    /// puzzle onto itself, the identity included: 1 for most puzzles, 3,359,232 for the empty
    /// grid.
    pub automorphisms: u64,
    /// A transformation that maps the puzzle onto [`Canonical::grid`]. Digits the puzzle does
    /// not use are renamed to the remaining names in increasing order.
    pub transform: Transform,
}

impl Canonical {
    /// The canonical grid as the usual 81-character minlex string, blanks written `0`.
    pub fn to_line(&self) -> String {
        self.grid
            .cells()
            .iter()
            .map(|&d| char::from(b'0' + d))
            .collect()
    }
}

/// The minlex canonical form of any grid: solved or not, with any number of solutions, even
/// with givens that break the rules.
pub fn canonicalize(puzzle: &Grid) -> Canonical {
    let mut sources = [[0u8; CELLS]; 2];
    for (cell, &digit) in puzzle.cells().iter().enumerate() {
        sources[0][cell] = digit;
        sources[1][cell % 9 * 9 + cell / 9] = digit;
    }

    let mut beam = vec![Partial::start(false), Partial::start(true)];
    let mut next = Vec::with_capacity(64);
    let mut canonical = [0u8; CELLS];
    let mut first_row = 0;
    if sources.iter().all(rows_hold_every_digit) {
        // A solution grid: its first row is 123456789 whatever the column order, which the
        // general search would keep all 1,296 of; the second row is found directly.
        let mut level = Level {
            best: [0; 9],
            empty: true,
            survivors: &mut beam,
        };
        level.survivors.clear();
        solution::first_two_rows(&sources, &mut level);
        canonical[..9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        canonical[9..18].copy_from_slice(&level.best);
        first_row = 2;
    }
    for out_row in first_row..9 {
        let mut level = Level {
            best: [0; 9],
            empty: true,
            survivors: &mut next,
        };
        for partial in &beam {
            let source = &sources[usize::from(partial.transpose)];
            partial.for_each_candidate_row(out_row, |in_row| {
                let start = usize::from(in_row) * 9;
                let row: &[u8; 9] = source[start..start + 9].try_into().expect("nine cells");
                partial.lay_out(out_row, in_row, row, &mut level);
            });
        }
        canonical[out_row * 9..out_row * 9 + 9].copy_from_slice(&level.best);
        std::mem::swap(&mut beam, &mut next);
        next.clear();
    }

    let automorphisms = beam.iter().map(Partial::ties_count).sum();
    let transform = beam[0].transform();
    let grid = Grid::from_digits(canonical);
    debug_assert_eq!(transform.apply(puzzle), grid);
    Canonical {
        grid,
        automorphisms,
        transform,
    }
}

/// Whether every row of `cells` holds the nine digits.
fn rows_hold_every_digit(cells: &[u8; CELLS]) -> bool {
    cells
        .chunks_exact(9)
        .all(|row| row.iter().fold(0u16, |seen, &d| seen | 1 << d) == 0b11_1111_1110)
}
