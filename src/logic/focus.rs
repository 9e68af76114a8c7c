//! Where a grid lost candidates: the only places a technique applied inside a chain needs to
//! look.
//!
//! A forcing chain of level 1 and up applies basic techniques to the grid its assumption left,
//! and keeps a hint only if it relies on a candidate the assumption struck ([`implications`]).
//! Each basic technique relies on struck candidates in known places (a pointing digit's other
//! places in its first unit, a hidden pair's digits in the unit's other cells, a naked pair's
//! cells, an X-Wing's base lines), so a search that skips the places where nothing was struck
//! finds exactly the hints that would be kept, in the same order, with less work. Chains run
//! the basic techniques at every point where their direct links run out, which made these
//! searches a third of the time of nested chains.
//!
//! [`implications`]: super::implications

use super::geometry::{CELL_REGIONS, REGIONS};

/// The cells and regions where a grid lost candidates against the one it came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Focus {
    /// The cells that lost a candidate.
    cells: u128,
    /// For each digit (0-based) and kind of region, the regions of that kind (bit = index)
    /// where the digit lost a place.
    regions: [[u16; 3]; 9],
}

impl Focus {
    /// Everywhere: for a search on a grid as it is.
    pub(crate) const EVERYWHERE: Focus = Focus {
        cells: u128::MAX,
        regions: [[u16::MAX; 3]; 9],
    };

    /// Nowhere: a grid that lost nothing yet.
    pub(crate) const NOWHERE: Focus = Focus {
        cells: 0,
        regions: [[0; 3]; 9],
    };

    /// Notes that `cell` lost digit `d` (0-based).
    pub(crate) fn strike(&mut self, cell: usize, d: usize) {
        self.cells |= 1 << cell;
        for kind in 0..3 {
            self.regions[d][kind] |= 1 << CELL_REGIONS[cell][kind];
        }
    }

    /// The cells of region `index` of `kind` that lost a candidate (bit i for its i-th cell).
    pub(crate) fn cells_in(&self, kind: usize, index: usize) -> u16 {
        let mut lost = 0;
        for (i, &cell) in REGIONS[kind][index].iter().enumerate() {
            lost |= u16::from(self.cells >> cell & 1 == 1) << i;
        }
        lost
    }

    /// The regions of `kind` (bit = index) where digit `d` (0-based) lost a place.
    pub(crate) fn regions(&self, d: usize, kind: usize) -> u16 {
        self.regions[d][kind]
    }

    /// The digits (bit `d` for digit `d + 1`) that lost a place in region `index` of `kind`.
    pub(crate) fn digits_in(&self, kind: usize, index: usize) -> u16 {
        let mut lost = 0;
        for d in 0..9 {
            lost |= (self.regions[d][kind] >> index & 1) << d;
        }
        lost
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_the_cells_and_regions_that_lost_a_candidate() {
        let mut focus = Focus::NOWHERE;
        focus.strike(10, 1); // r2c2 loses digit 2
        // r2c2 is the second cell of row 2 and of column 2, the eleventh... fifth of box 1.
        assert_eq!(focus.cells_in(1, 1), 0b10);
        assert_eq!(focus.cells_in(0, 0), 0b1_0000);
        assert_eq!(focus.cells_in(1, 2), 0);
        // Box 1, row 2 and column 2 (indices 0, 1, 1) lost a place of digit 2, none of 1.
        assert_eq!(focus.regions(1, 0), 1);
        assert_eq!(focus.regions(1, 1), 2);
        assert_eq!(focus.regions(1, 2), 2);
        assert_eq!(focus.regions(0, 1), 0);
        assert_eq!(focus.digits_in(1, 1), 0b10);
        assert_eq!(focus.digits_in(1, 0), 0);
        assert_eq!(Focus::EVERYWHERE.cells_in(2, 8), 0x1ff);
        assert_eq!(Focus::EVERYWHERE.digits_in(2, 8), 0x1ff);
    }
}
