//! Propagation: draws every conclusion the cheap rules allow, until none is left.
//!
//! Two rules alternate:
//!
//! * **band placement** (per digit and band, for every mask that changed): keeps only the cells on
//!   some valid placement of the digit in the band's rows and boxes (locked candidates, pointing
//!   and claiming), clears the column of any box confined to one column from the other two bands,
//!   and marks a row left with a single cell as solved, clearing the other digits from that cell.
//!   Hidden singles in rows and boxes fall out of this rule.
//! * **naked singles** (per band, across digits): a cell with one candidate left is placed.
//!
//! Every step only removes candidates that no solution can use, so the set of solutions below a
//! board never changes. The lexicographic search relies on that.

use super::board::{Board, Contradiction, slot};
use super::tables::{BAND, BOXES_OF_ROW, COLUMNS, PLACEMENTS, ROW};

/// Where propagation stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Progress {
    /// Every cell holds a digit.
    Solved,
    /// Nothing more follows; the search must branch.
    Stuck,
}

impl Board {
    /// Applies both rules to a fixed point.
    #[inline]
    pub(super) fn propagate(&mut self) -> Result<Progress, Contradiction> {
        loop {
            self.settle_bands()?;
            if self.is_solved() {
                return Ok(Progress::Solved);
            }
            if !self.place_naked_singles()? {
                return Ok(Progress::Stuck);
            }
        }
    }

    /// Runs the band placement rule on every changed mask until no mask changes.
    ///
    /// A fixed sweep over the 27 masks, comparing each with its settled value, is cheaper than
    /// keeping a set of changed masks: an unchanged mask costs one compare, while tracking
    /// changes costs a compare and a bit update on every write.
    #[inline]
    fn settle_bands(&mut self) -> Result<(), Contradiction> {
        loop {
            let mut changed = false;
            for digit in 0..9 {
                for band in 0..3 {
                    let index = slot(digit, band);
                    if self.candidates[index] != self.settled[index] {
                        changed = true;
                        self.settle_slot(digit, band)?;
                    }
                }
            }
            if !changed {
                return Ok(());
            }
        }
    }

    /// The band placement rule for one digit in one band.
    #[inline(always)]
    fn settle_slot(&mut self, digit: usize, band: usize) -> Result<(), Contradiction> {
        let index = slot(digit, band);
        let mut cells = self.candidates[index];

        let minirows = u32::from(BOXES_OF_ROW[(cells & ROW) as usize])
            | u32::from(BOXES_OF_ROW[(cells >> 9 & ROW) as usize]) << 3
            | u32::from(BOXES_OF_ROW[(cells >> 18) as usize]) << 6;
        let placements = PLACEMENTS[minirows as usize];
        cells &= placements.keep;
        if cells == 0 {
            return Err(Contradiction);
        }
        self.candidates[index] = cells;
        self.settled[index] = cells;

        // A box confined to one column in this band claims that column in the other bands.
        let columns = COLUMNS[((cells | cells >> 9 | cells >> 18) & ROW) as usize];
        let (next, last) = OTHER_TWO[band];
        self.candidates[slot(digit, next)] &= columns.others;
        self.candidates[slot(digit, last)] &= columns.others;

        // Where the digit's row is forced into a box confined to one column, the digit is
        // placed: no other digit may stay in that cell.
        let solved = cells & placements.forced & columns.single;
        self.unsolved[band] &= !solved;
        for other in 0..9 {
            self.candidates[slot(other, band)] &= !solved;
        }
        self.candidates[index] = cells;
        Ok(())
    }

    /// Places every naked single of the current board; true when there was one. Also finds
    /// empty cells, and records the bivalue cells for the branching step.
    #[inline]
    fn place_naked_singles(&mut self) -> Result<bool, Contradiction> {
        // Per band, cells with at least one, two and three candidates: a bit-sliced counter
        // across the nine digit masks.
        let mut one = [0u32; 4];
        let mut two = [0u32; 4];
        let mut three = [0u32; 4];
        for digit in 0..9 {
            for band in 0..4 {
                let cells = self.candidates[slot(digit, band)];
                three[band] |= two[band] & cells;
                two[band] |= one[band] & cells;
                one[band] |= cells;
            }
        }
        if one[0] & one[1] & one[2] != BAND {
            return Err(Contradiction);
        }
        let mut placed = false;
        for band in 0..3 {
            self.bivalue[band] = two[band] & !three[band] & self.unsolved[band];
            let mut singles = one[band] & !two[band] & self.unsolved[band];
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles ^= bit;
                let digits = self.digits_at(band, bit);
                if digits == 0 {
                    // An earlier single of this pass took the cell's last digit.
                    return Err(Contradiction);
                }
                self.place(digits.trailing_zeros() as usize, band, bit);
                placed = true;
            }
        }
        Ok(placed)
    }
}

/// The two bands other than the given one.
const OTHER_TWO: [(usize, usize); 3] = [(1, 2), (0, 2), (0, 1)];
