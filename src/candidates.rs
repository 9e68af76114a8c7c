//! Pencilmarks: which digits are still possible in each cell.
//!
//! The shared currency between the pencilmark formats (a player's position as they have it) and
//! the human-style logic engine (which starts from a position and removes candidates). A cell's
//! candidates are a 9-bit mask: bit `d - 1` set when digit `d` is possible.

use crate::grid::{CELLS, Grid, box_of, column_of, row_of};

/// Every digit possible: the mask of an empty cell before any elimination.
pub const ALL_DIGITS: u16 = 0x1ff;

/// The mask holding only `digit` (1..=9).
///
/// # Panics
///
/// If `digit` is not 1 to 9: a mask for 0 or 10 would be a bit outside the nine digits, which
/// every other part of a [`Candidates`] refuses, and 17 would wrap round to digit 1.
pub const fn digit_mask(digit: u8) -> u16 {
    assert!(digit >= 1 && digit <= 9, "a digit is 1 to 9");
    1 << (digit - 1)
}

/// The candidates of every cell, in reading order.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Candidates {
    masks: [u16; CELLS],
}

/// A mask with bits above the ninth was given to [`Candidates::from_masks`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("cell r{}c{} has candidate bits {mask:#x} beyond the nine digits", row_of(*.cell) + 1, column_of(*.cell) + 1)]
pub struct MaskOutOfRange {
    /// The cell index in reading order.
    pub cell: usize,
    /// The offending mask.
    pub mask: u16,
}

impl Candidates {
    /// Builds candidates from 81 masks in reading order.
    pub fn from_masks(masks: [u16; CELLS]) -> Result<Candidates, MaskOutOfRange> {
        match masks.iter().position(|&m| m & !ALL_DIGITS != 0) {
            Some(cell) => Err(MaskOutOfRange {
                cell,
                mask: masks[cell],
            }),
            None => Ok(Candidates { masks }),
        }
    }

    /// The candidates a puzzle starts with: a given is its own digit alone, and an empty cell
    /// may hold any digit that no given in its row, column or box already holds.
    pub fn from_grid(grid: &Grid) -> Candidates {
        let mut seen_row = [0u16; 9];
        let mut seen_column = [0u16; 9];
        let mut seen_box = [0u16; 9];
        for cell in 0..CELLS {
            let value = grid.get(cell);
            if value != 0 {
                let bit = digit_mask(value);
                seen_row[row_of(cell)] |= bit;
                seen_column[column_of(cell)] |= bit;
                seen_box[box_of(cell)] |= bit;
            }
        }
        let masks = std::array::from_fn(|cell| match grid.get(cell) {
            0 => {
                ALL_DIGITS
                    & !(seen_row[row_of(cell)]
                        | seen_column[column_of(cell)]
                        | seen_box[box_of(cell)])
            }
            value => digit_mask(value),
        });
        Candidates { masks }
    }

    /// The 81 masks in reading order.
    pub fn masks(&self) -> &[u16; CELLS] {
        &self.masks
    }

    /// The candidates of one cell.
    ///
    /// # Panics
    ///
    /// Here and in the methods below, if `cell` is 81 or more; and for a `digit`, if it is not
    /// 1 to 9 (see [`digit_mask`]).
    pub fn get(&self, cell: usize) -> u16 {
        self.masks[cell]
    }

    /// Whether `digit` is still possible in `cell`.
    pub fn contains(&self, cell: usize, digit: u8) -> bool {
        self.masks[cell] & digit_mask(digit) != 0
    }

    /// Removes `digit` from `cell`; true when it was there.
    pub fn remove(&mut self, cell: usize, digit: u8) -> bool {
        let had = self.contains(cell, digit);
        self.masks[cell] &= !digit_mask(digit);
        had
    }

    /// Leaves `digit` as the only candidate of `cell`.
    pub fn place(&mut self, cell: usize, digit: u8) {
        self.masks[cell] = digit_mask(digit);
    }

    /// The digits of `cell`, smallest first.
    pub fn digits(&self, cell: usize) -> impl Iterator<Item = u8> + use<> {
        let mask = self.masks[cell];
        (1..=9u8).filter(move |&d| mask & digit_mask(d) != 0)
    }

    /// The grid of cells that have exactly one candidate (their digit), blank elsewhere: how a
    /// position's settled cells read as a puzzle.
    pub fn settled(&self) -> Grid {
        let cells = std::array::from_fn(|cell| {
            let mask = self.masks[cell];
            if mask.count_ones() == 1 {
                mask.trailing_zeros() as u8 + 1
            } else {
                0
            }
        });
        Grid::from_cells(cells).expect("one-bit masks of nine bits are digits")
    }

    /// The first cell with no candidate left, if any: a position that cannot be completed.
    pub fn empty_cell(&self) -> Option<usize> {
        self.masks.iter().position(|&m| m == 0)
    }

    /// Whether `solution` agrees with these candidates: every cell's digit is still possible.
    pub fn admits(&self, solution: &Grid) -> bool {
        (0..CELLS).all(|cell| {
            let value = solution.get(cell);
            value != 0 && self.contains(cell, value)
        })
    }
}

impl std::fmt::Debug for Candidates {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for row in 0..9 {
            for column in 0..9 {
                let cell = row * 9 + column;
                let digits: String = self.digits(cell).map(|d| char::from(b'0' + d)).collect();
                write!(f, "{digits:<10}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_line;

    /// A digit outside 1 to 9 is refused where it is given, not stored as a bit beyond the
    /// nine (which `settled` and the solver later choked on, far from the cause).
    #[test]
    fn a_digit_outside_one_to_nine_is_refused_at_once() {
        for digit in [0, 10, 17] {
            let placed = std::panic::catch_unwind(|| {
                let mut candidates = Candidates::from_grid(&Grid::EMPTY);
                candidates.place(0, digit);
            });
            assert!(placed.is_err(), "digit {digit}");
            assert!(std::panic::catch_unwind(|| digit_mask(digit)).is_err());
        }
    }

    #[test]
    fn a_puzzle_starts_with_what_its_givens_allow() {
        let puzzle = parse_line(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let candidates = Candidates::from_grid(&puzzle);
        assert_eq!(candidates.get(0), digit_mask(5));
        // r1c3: the row has 5, 3, 7; the column 8; the box 5, 3, 6, 9, 8.
        assert_eq!(candidates.digits(2).collect::<Vec<_>>(), [1, 2, 4]);
        // Every given is settled, and so is a naked single such as r5c5 (only 5 is left).
        let settled = candidates.settled();
        assert!((0..CELLS).all(|c| puzzle.get(c) == 0 || settled.get(c) == puzzle.get(c)));
        assert_eq!(settled.get(4 * 9 + 4), 5);
        assert_eq!(candidates.empty_cell(), None);
    }

    #[test]
    fn masks_beyond_nine_digits_are_refused_with_the_cell() {
        let mut masks = [ALL_DIGITS; CELLS];
        masks[10] = 0x200;
        let error = Candidates::from_masks(masks).unwrap_err();
        assert_eq!(error.cell, 10);
        assert!(error.to_string().contains("r2c2"), "{error}");
    }

    #[test]
    fn removing_and_placing_change_one_cell() {
        let mut candidates = Candidates::from_grid(&Grid::EMPTY);
        assert!(candidates.remove(4, 9));
        assert!(!candidates.remove(4, 9));
        candidates.place(5, 3);
        assert_eq!(candidates.get(4), ALL_DIGITS & !digit_mask(9));
        assert_eq!(candidates.settled().get(5), 3);
        assert_eq!(candidates.settled().givens(), 1);
    }
}
