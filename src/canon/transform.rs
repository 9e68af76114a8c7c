//! The transformations that keep every Sudoku valid: the group the canonical form, `shuffle` and
//! the automorphism count are defined by.
//!
//! A [`Transform`] is stored as what it does to a grid, in one fixed order: transpose (or not),
//! then say which source row and column lands in each place, then rename the digits. Every
//! element of the group — band and stack permutations, row permutations within a band, column
//! permutations within a stack, transposition, relabelling, and all their compositions — has
//! exactly one such form, so equal transforms compare equal.

use crate::candidates::Candidates;
use crate::grid::{CELLS, Grid};
use crate::random::Random;

/// A validity-preserving transformation of the grid: a geometric part (transposition, then a
/// permutation of rows that keeps bands together and one of columns that keeps stacks together)
/// followed by a renaming of the digits. Blanks stay blank.
///
/// The group has 2 × 6⁸ = 3,359,232 geometric elements, each combined with any of the 9!
/// relabellings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Transform {
    /// Transpose the source first.
    transpose: bool,
    /// `rows[r]`: the row of the (possibly transposed) source that becomes row `r`.
    rows: [u8; 9],
    /// `columns[c]`: the column of the (possibly transposed) source that becomes column `c`.
    columns: [u8; 9],
    /// `digits[d]`: what digit `d` becomes; `digits[0]` is 0, blanks stay blank.
    digits: [u8; 10],
}

const IN_ORDER: [u8; 9] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

impl Transform {
    /// The transformation that changes nothing.
    pub const IDENTITY: Transform = Transform {
        transpose: false,
        rows: IN_ORDER,
        columns: IN_ORDER,
        digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    };

    /// Built from parts the caller guarantees to keep bands, stacks and digits whole.
    pub(crate) fn from_parts(
        transpose: bool,
        rows: [u8; 9],
        columns: [u8; 9],
        digits: [u8; 10],
    ) -> Transform {
        let transform = Transform {
            transpose,
            rows,
            columns,
            digits,
        };
        debug_assert!(transform.is_valid(), "{transform:?}");
        transform
    }

    /// A transformation drawn uniformly from the whole group (geometry and relabelling), from
    /// the crate's seeded stream so that the same seed draws the same one.
    pub fn random(random: &mut Random) -> Transform {
        let transpose = random.coin();
        let rows = random_line_order(random);
        let columns = random_line_order(random);
        let mut digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
        random.shuffle(&mut digits[1..]);
        Transform::from_parts(transpose, rows, columns, digits)
    }

    /// The transformed grid.
    pub fn apply(&self, grid: &Grid) -> Grid {
        let source = grid.cells();
        let mut cells = [0u8; CELLS];
        for (to, from) in self.cell_moves() {
            cells[to] = self.digits[usize::from(source[from])];
        }
        Grid::from_digits(cells)
    }

    /// Each cell of the result, with the cell of the source it reads.
    fn cell_moves(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.rows
            .iter()
            .enumerate()
            .flat_map(move |(r, &from_row)| {
                self.columns
                    .iter()
                    .enumerate()
                    .map(move |(c, &from_column)| {
                        let (i, j) = (usize::from(from_row), usize::from(from_column));
                        let from = if self.transpose { j * 9 + i } else { i * 9 + j };
                        (r * 9 + c, from)
                    })
            })
    }

    /// The transformed candidates: each cell's go where `apply` takes its digit, renamed
    /// alike, so that a player's position (struck candidates and all) stays the same position.
    pub fn apply_candidates(&self, candidates: &Candidates) -> Candidates {
        let source = candidates.masks();
        let mut masks = [0u16; CELLS];
        for (to, from) in self.cell_moves() {
            masks[to] = (1..=9u8)
                .filter(|&d| source[from] >> (d - 1) & 1 == 1)
                .fold(0, |mask, d| mask | 1 << (self.digits[usize::from(d)] - 1));
        }
        Candidates::from_masks(masks).expect("digits 1 to 9 rename to digits 1 to 9")
    }

    /// This transformation followed by `next`: `self.then(&next).apply(g)` equals
    /// `next.apply(&self.apply(g))`.
    pub fn then(&self, next: &Transform) -> Transform {
        // Cell (r, c) of the result reads cell (next.rows[r], next.columns[c]) of our output, or
        // the swapped pair when `next` transposes; that cell reads our own source.
        let (outer_rows, outer_columns) = if next.transpose {
            (&self.columns, &self.rows)
        } else {
            (&self.rows, &self.columns)
        };
        Transform::from_parts(
            self.transpose != next.transpose,
            next.rows.map(|r| outer_rows[usize::from(r)]),
            next.columns.map(|c| outer_columns[usize::from(c)]),
            self.digits.map(|d| next.digits[usize::from(d)]),
        )
    }

    /// The transformation that undoes this one.
    pub fn inverse(&self) -> Transform {
        let rows = invert(&self.rows);
        let columns = invert(&self.columns);
        let mut digits = [0u8; 10];
        for (d, &to) in self.digits.iter().enumerate() {
            digits[usize::from(to)] = d as u8;
        }
        // Undoing "transpose, then permute" is "permute back, then transpose", which in our
        // fixed order is a transposition followed by the swapped permutations.
        let (rows, columns) = if self.transpose {
            (columns, rows)
        } else {
            (rows, columns)
        };
        Transform::from_parts(self.transpose, rows, columns, digits)
    }

    /// Whether the grid is transposed before rows and columns are moved.
    pub fn transposes(&self) -> bool {
        self.transpose
    }

    /// For each row of the result, the row of the (transposed, when [`Self::transposes`])
    /// source it comes from.
    pub fn rows(&self) -> [u8; 9] {
        self.rows
    }

    /// For each column of the result, the column of the (transposed, when
    /// [`Self::transposes`]) source it comes from.
    pub fn columns(&self) -> [u8; 9] {
        self.columns
    }

    /// What each digit becomes: index `d` holds the new name of digit `d` (index 0, the blank,
    /// holds 0).
    pub fn digits(&self) -> [u8; 10] {
        self.digits
    }

    /// Bands and stacks move whole and digits are a permutation: what every constructor keeps.
    fn is_valid(&self) -> bool {
        let keeps_blocks = |lines: &[u8; 9]| {
            let mut seen = 0u16;
            lines.chunks(3).all(|block| {
                let band = block[0] / 3;
                block.iter().all(|&l| l < 9 && l / 3 == band)
            }) && lines.iter().all(|&l| {
                let fresh = seen & (1 << l) == 0;
                seen |= 1 << l;
                fresh
            })
        };
        let mut digits = self.digits;
        digits.sort_unstable();
        keeps_blocks(&self.rows)
            && keeps_blocks(&self.columns)
            && self.digits[0] == 0
            && digits == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    }
}

impl Default for Transform {
    fn default() -> Self {
        Transform::IDENTITY
    }
}

/// A uniformly random order of the nine rows (or columns) that keeps bands (stacks) together.
fn random_line_order(random: &mut Random) -> [u8; 9] {
    let mut bands = [0u8, 1, 2];
    random.shuffle(&mut bands);
    let mut lines = [0u8; 9];
    for (slot, &band) in bands.iter().enumerate() {
        let mut within = [0u8, 1, 2];
        random.shuffle(&mut within);
        for (i, &w) in within.iter().enumerate() {
            lines[slot * 3 + i] = band * 3 + w;
        }
    }
    lines
}

fn invert(lines: &[u8; 9]) -> [u8; 9] {
    let mut inverse = [0u8; 9];
    for (to, &from) in lines.iter().enumerate() {
        inverse[usize::from(from)] = to as u8;
    }
    inverse
}
