//! A position in the middle of solving: the digits placed so far and the candidates of the
//! cells still open, as Sudoku Explainer keeps them.

use super::geometry::{PEERS, REGIONS};
use super::step::Step;
use crate::candidates::Candidates;
use crate::grid::{CELLS, Grid};

/// A solving position: which cells are placed (and with what) and the candidates of the others.
///
/// Placing a digit removes it from the candidates of the cell's peers, as a player does; other
/// candidates only go when a step eliminates them. A cell left with one candidate is not placed
/// until a naked single (or another single) places it, which is how the SE scale counts.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// Candidates of the open cells; 0 for a placed cell.
    pub(crate) open: [u16; CELLS],
    /// Digits of the placed cells; 0 for an open cell.
    pub(crate) values: [u8; CELLS],
}

impl Position {
    /// The position a puzzle starts from: its givens placed, every other cell with the digits
    /// no given in its units holds.
    pub fn from_grid(grid: &Grid) -> Position {
        let candidates = Candidates::from_grid(grid);
        let mut open = *candidates.masks();
        let mut values = [0u8; CELLS];
        for cell in 0..CELLS {
            if grid.get(cell) != 0 {
                values[cell] = grid.get(cell);
                open[cell] = 0;
            }
        }
        Position { open, values }
    }

    /// A player's position from their pencilmarks: a cell with one candidate counts as placed,
    /// and its digit is removed from its peers' candidates.
    pub fn from_candidates(candidates: &Candidates) -> Position {
        let mut position = Position {
            open: *candidates.masks(),
            values: [0; CELLS],
        };
        for cell in 0..CELLS {
            let mask = candidates.get(cell);
            if mask.count_ones() == 1 {
                position.place(cell, mask.trailing_zeros() as u8 + 1);
            }
        }
        position
    }

    /// The candidates of every cell; a placed cell holds its digit alone.
    pub fn candidates(&self) -> Candidates {
        let masks = std::array::from_fn(|cell| match self.values[cell] {
            0 => self.open[cell],
            digit => 1 << (digit - 1),
        });
        Candidates::from_masks(masks).expect("masks hold nine digits")
    }

    /// The placed digits as a grid, blank where a cell is still open.
    pub fn grid(&self) -> Grid {
        Grid::from_cells(self.values).expect("placed values are digits")
    }

    /// The digit placed in `cell`, if any.
    pub fn value(&self, cell: usize) -> Option<u8> {
        match self.values[cell] {
            0 => None,
            digit => Some(digit),
        }
    }

    /// The candidates of an open cell as a mask (bit `d - 1` for digit `d`); 0 once placed.
    pub fn candidates_of(&self, cell: usize) -> u16 {
        self.open[cell]
    }

    /// True when every cell is placed.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// True when an open cell has no candidate left: the position cannot be completed.
    pub fn is_broken(&self) -> bool {
        (0..CELLS).any(|c| self.values[c] == 0 && self.open[c] == 0)
    }

    /// Applies a step: its eliminations, then its placements.
    pub fn apply(&mut self, step: &Step) {
        for &(cell, digit) in &step.eliminations {
            self.open[cell] &= !(1 << (digit - 1));
        }
        for &(cell, digit) in &step.placements {
            self.place(cell, digit);
        }
    }

    /// Places `digit` in `cell` and removes it from the peers' candidates.
    pub(crate) fn place(&mut self, cell: usize, digit: u8) {
        self.values[cell] = digit;
        self.open[cell] = 0;
        let bit = !(1u16 << (digit - 1));
        for &peer in &PEERS[cell] {
            self.open[peer] &= bit;
        }
    }

    /// The positions (bit i = the region's i-th cell) where `digit_bit` is still a candidate.
    #[inline]
    pub(crate) fn positions(&self, kind: usize, index: usize, digit_bit: u16) -> u16 {
        let mut out = 0;
        for (i, &cell) in REGIONS[kind][index].iter().enumerate() {
            if self.open[cell] & digit_bit != 0 {
                out |= 1 << i;
            }
        }
        out
    }

    /// How many cells of a region are still open.
    #[inline]
    pub(crate) fn empty_count(&self, kind: usize, index: usize) -> u32 {
        REGIONS[kind][index]
            .iter()
            .filter(|&&c| self.values[c] == 0)
            .count() as u32
    }

    /// How many cells hold `digit`.
    pub(crate) fn occurrences(&self, digit: u8) -> u32 {
        self.values.iter().filter(|&&v| v == digit).count() as u32
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.candidates())
    }
}
