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

use super::geometry::{CELL_REGIONS, bits};

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

    /// Whether `cell` lost a candidate.
    pub(crate) fn cell(&self, cell: usize) -> bool {
        self.cells >> cell & 1 == 1
    }

    /// The regions of `kind` (bit = index) where digit `d` (0-based) lost a place.
    pub(crate) fn regions(&self, d: usize, kind: usize) -> u16 {
        self.regions[d][kind]
    }

    /// Whether some digit of `digits` (bit `d` for digit `d + 1`) lost a place in region
    /// `index` of `kind`.
    pub(crate) fn any_digit(&self, digits: u16, kind: usize, index: usize) -> bool {
        bits(digits).any(|d| self.regions[d][kind] >> index & 1 == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_the_cells_and_regions_that_lost_a_candidate() {
        let mut focus = Focus::NOWHERE;
        focus.strike(10, 1); // r2c2 loses digit 2
        assert!(focus.cell(10) && !focus.cell(11));
        // Box 1, row 2 and column 2 (indices 0, 1, 1) lost a place of digit 2, none of 1.
        assert_eq!(focus.regions(1, 0), 1);
        assert_eq!(focus.regions(1, 1), 2);
        assert_eq!(focus.regions(1, 2), 2);
        assert_eq!(focus.regions(0, 1), 0);
        assert!(focus.any_digit(0b11, 1, 1) && !focus.any_digit(0b01, 1, 1));
        assert!(Focus::EVERYWHERE.cell(80) && Focus::EVERYWHERE.any_digit(1, 2, 8));
    }
}
