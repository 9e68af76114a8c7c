//! Propagation: draws every conclusion the rules allow, until none is left.
//!
//! The rules, cheapest first; each later rule runs only when the earlier ones are exhausted:
//!
//! * **band placement** (per digit and band, for every mask that changed): keeps only the cells on
//!   some valid placement of the digit in the band's rows and boxes (locked candidates, pointing
//!   and claiming), clears the column of any box confined to one column from the other two bands,
//!   and marks a digit placed where its row is forced into such a box, clearing the other digits
//!   from that cell. Hidden singles in rows and boxes fall out of this rule.
//! * **naked singles** (per band, across digits): a cell with one candidate left is placed.
//! * **stack placement** and **triads** (see [`super::triads`]): the column-wise twin of band
//!   placement, and the rule that the three cells of a minirow or minicolumn hold exactly three
//!   digits.
//!
//! Every step only removes candidates that no solution can use, so the set of solutions below a
//! board never changes. The lexicographic search relies on that.

use super::board::{Board, Contradiction, SHAPE_COLUMNS, other_two, slot};
use super::isa::Isa;
use super::tables::{BAND, COLUMNS, PLACEMENTS, ROW, columns_of};

/// Where propagation stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Progress {
    /// Every cell holds a digit.
    Solved,
    /// Nothing more follows; the search must branch.
    Stuck,
}

impl Board {
    /// Applies the rules to a fixed point, the stack and triad rules only when `thorough`, with
    /// the instructions `isa` allows (see [`super::isa`]).
    #[inline(always)]
    pub(super) fn propagate(
        &mut self,
        thorough: bool,
        isa: impl Isa,
    ) -> Result<Progress, Contradiction> {
        loop {
            self.settle_bands(isa)?;
            if self.is_solved() {
                return Ok(Progress::Solved);
            }
            if self.place_naked_singles()?
                || thorough && (self.settle_stacks(isa)? || self.settle_triads()?)
            {
                continue;
            }
            return Ok(Progress::Stuck);
        }
    }

    /// Runs the band placement rule on every changed mask until no mask changes.
    #[inline(always)]
    fn settle_bands(&mut self, isa: impl Isa) -> Result<(), Contradiction> {
        loop {
            let mut changed = isa.changed_slots(&self.candidates, &self.settled);
            if changed == 0 {
                return Ok(());
            }
            while changed != 0 {
                let index = changed.trailing_zeros() as usize;
                changed &= changed - 1;
                self.settle_slot(index / 4, index % 4, isa)?;
            }
        }
    }

    /// The band placement rule for one digit in one band.
    #[inline(always)]
    fn settle_slot(
        &mut self,
        digit: usize,
        band: usize,
        isa: impl Isa,
    ) -> Result<(), Contradiction> {
        let index = slot(digit, band);
        let mut cells = self.candidates[index];

        let minirows = isa.minirows(cells);
        let placements = PLACEMENTS[minirows as usize];
        cells &= placements.keep;
        if cells == 0 {
            return Err(Contradiction);
        }
        self.candidates[index] = cells;
        self.settled[index] = cells;

        // A box confined to one column in this band claims that column in the other bands.
        let cols = columns_of(cells);
        let columns = COLUMNS[cols as usize];
        let (next, last) = other_two(band);
        self.candidates[slot(digit, next)] &= columns.others;
        self.candidates[slot(digit, last)] &= columns.others;

        self.restacked |= 1 << index;
        self.shapes[index] =
            (minirows & u32::from(placements.kept_minirows)) | cols << SHAPE_COLUMNS;
        self.forced[index] =
            u32::from(placements.forced_minirows) | (cols & columns.single & ROW) << SHAPE_COLUMNS;

        // Where the digit's row is forced into a box confined to one column, the digit is
        // placed: no other digit may stay in that cell.
        // Done unconditionally: nine ANDs cost less than mispredicting whether there is one.
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
    #[inline(always)]
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
