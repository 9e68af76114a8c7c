//! The search state: one candidate bitboard per digit, split into three bands.
//!
//! For each digit and band, a `u32` holds the 27 cells of the band (bit `9 * row + col`, so bit
//! order is reading order) where the digit may still go. Keeping one mask per digit rather than one
//! per cell turns the Sudoku rules into whole-word operations: "this digit once per row and box of
//! the band" is a table lookup on the mask, "once per column" is an AND into the other two bands.
//!
//! Next to the masks the board caches, per digit and band, the *shape* the propagation last saw:
//! which minirows and minicolumns the digit occupies and which of them it is forced into. The rules
//! that look across digits (see [`super::triads`]) and the branching read these instead of
//! recomputing them from the masks.
//!
//! A `Board` is `Copy` and small (well under a kilobyte), so the search backtracks by copying it on
//! the stack; nothing here allocates.

use super::tables::{BAND, PLACED_IN_BAND, ROW, SPREAD_ROWS, columns_of};
use crate::candidates::{ALL_DIGITS, Candidates};
use crate::grid::{CELLS, Grid};

/// Index of the mask of `digit` (0-based) in `band`. Lane 3 of every digit is padding, always
/// 0, so that one digit's three bands fill one 128-bit group and loops over lanes vectorise.
#[inline(always)]
pub(super) const fn slot(digit: usize, band: usize) -> usize {
    digit * 4 + band
}

/// Number of slots in the per-digit-and-band arrays, padding included.
pub(super) const SLOTS: usize = 36;

/// In a shape word: the 9-bit set of minirows (bit `3 * row + box`) in the low half, the 9-bit
/// set of columns in the high half.
pub(super) const SHAPE_COLUMNS: u32 = 16;

/// A shape word with every minirow and every column.
pub(super) const FULL_SHAPE: u32 = ROW | ROW << SHAPE_COLUMNS;

/// The current branch cannot lead to a solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Contradiction;

#[derive(Clone, Copy)]
#[repr(C, align(64))]
pub(super) struct Board {
    /// Where each digit may still go: `candidates[slot(digit, band)]`. A solved cell keeps exactly
    /// its own digit.
    pub(super) candidates: [u32; SLOTS],
    /// Each mask as the propagation last left it, so that only masks that changed since are
    /// looked at again.
    pub(super) settled: [u32; SLOTS],
    /// The minirows and columns each settled mask occupies (a shape word).
    pub(super) shapes: [u32; SLOTS],
    /// The minirows and minicolumns each settled mask is forced into (a shape word): the digit
    /// is certainly somewhere in those three cells.
    pub(super) forced: [u32; SLOTS],
    /// Bit `slot` set for each mask the band rule settled since the stack rule last looked.
    pub(super) restacked: u64,
    /// Cells whose digit is not yet fixed, per band (lane 3 unused).
    pub(super) unsolved: [u32; 4],
    /// Unsolved cells with exactly two candidates, per band, as of the last naked-single pass.
    pub(super) bivalue: [u32; 4],
}

impl Board {
    /// The board of a puzzle with its givens placed, not yet propagated. Givens that share a
    /// digit in a unit leave their digit's mask empty, so the first propagation rejects the
    /// board: returning the board itself, not a `Result`, spares copying it out of one.
    pub(super) fn new(puzzle: &Grid) -> Board {
        // One pass over the given cells records, per digit and band, where the digit is given
        // and what its givens leave it: no other cell of their rows and boxes. A loop per cell
        // rather than per digit and band: its exits are the mispredicted branches.
        let cells = puzzle.cells();
        let filled = filled_cells(cells);
        let mut given = [0u32; SLOTS];
        let mut peers_kept = [BAND; SLOTS];
        for (band, &filled) in filled.iter().enumerate() {
            let mut left = filled;
            while left != 0 {
                let at = left.trailing_zeros() as usize;
                left &= left - 1;
                let index = slot(usize::from(cells[27 * band + at]) - 1, band);
                given[index] |= 1 << at;
                peers_kept[index] &= PLACED_IN_BAND[at];
            }
        }
        // Then, straight-line: cells given another digit are out, and so are the columns the
        // digit is given in elsewhere (the first propagation would find those too, but givens
        // that clash in a column must empty a mask here).
        let mut candidates = [0; SLOTS];
        for digit in 0..9 {
            let columns = [0, 1, 2].map(|band| columns_of(given[slot(digit, band)]) * SPREAD_ROWS);
            for (band, &filled) in filled.iter().enumerate() {
                let index = slot(digit, band);
                let (next, last) = other_two(band);
                let keep = peers_kept[index]
                    & !(filled & !given[index])
                    & !(columns[next] | columns[last]);
                // A given its own digit's other givens rule out: two givens conflict.
                let conflict = given[index] & !keep != 0;
                candidates[index] = if conflict { 0 } else { keep };
            }
        }
        let mut settled = [!0; SLOTS];
        let mut shapes = [FULL_SHAPE; SLOTS];
        for digit in 0..9 {
            settled[slot(digit, 3)] = 0;
            shapes[slot(digit, 3)] = 0;
        }
        Board {
            candidates,
            // Differs from every real mask, even an empty one, so the first propagation
            // settles them all; the padding lanes agree with theirs and are never settled.
            settled,
            shapes,
            forced: [0; SLOTS],
            restacked: !0,
            unsolved: [BAND, BAND, BAND, 0],
            bivalue: [0; 4],
        }
    }

    /// The board of a pencilmark position: its settled cells (one candidate) placed as givens,
    /// and every digit struck from an open cell ruled out there, so that only solutions that
    /// keep to the pencilmarks are found. A cell with no candidate empties every digit's mask
    /// there, which the first propagation rejects.
    pub(super) fn within(candidates: &Candidates) -> Board {
        let mut board = Board::new(&candidates.settled());
        for cell in 0..CELLS {
            let mask = candidates.get(cell);
            if mask.count_ones() == 1 {
                continue;
            }
            let (band, bit) = (cell / 27, 1 << (cell % 27));
            let mut struck = ALL_DIGITS & !mask;
            while struck != 0 {
                board.exclude(struck.trailing_zeros() as usize, band, bit);
                struck &= struck - 1;
            }
        }
        board
    }

    /// Puts `digit` in the band cell `bit`, which must still allow it, and clears its row and box
    /// peers. The rest (the column in other bands, the cell's other digits) follows in the next
    /// propagation, which sees the row left with one cell.
    #[inline(always)]
    pub(super) fn place(&mut self, digit: usize, band: usize, bit: u32) {
        debug_assert_eq!(bit.count_ones(), 1);
        debug_assert_ne!(self.candidates[slot(digit, band)] & bit, 0);
        self.candidates[slot(digit, band)] &= PLACED_IN_BAND[bit.trailing_zeros() as usize];
    }

    /// Rules `digit` out of the band cell `bit`.
    #[inline(always)]
    pub(super) fn exclude(&mut self, digit: usize, band: usize, bit: u32) {
        self.candidates[slot(digit, band)] &= !bit;
    }

    /// Keeps only `cells` of the mask in `index`.
    #[inline(always)]
    pub(super) fn restrict(&mut self, index: usize, cells: u32) {
        self.candidates[index] &= cells;
    }

    /// True when every cell has its digit.
    #[inline(always)]
    pub(super) fn is_solved(&self) -> bool {
        (self.unsolved[0] | self.unsolved[1] | self.unsolved[2]) == 0
    }

    /// How many cells are not yet fixed.
    #[inline(always)]
    pub(super) fn open_cells(&self) -> u32 {
        self.unsolved[0].count_ones()
            + self.unsolved[1].count_ones()
            + self.unsolved[2].count_ones()
    }

    /// The digits (bit `d` for digit `d + 1`) still possible in the band cell `bit`.
    #[inline(always)]
    pub(super) fn digits_at(&self, band: usize, bit: u32) -> u16 {
        let mut digits = 0u16;
        for digit in 0..9 {
            digits |= u16::from(self.candidates[slot(digit, band)] & bit != 0) << digit;
        }
        digits
    }

    /// The grid of a solved board.
    pub(super) fn solved_grid(&self) -> Grid {
        debug_assert!(self.is_solved());
        // On a solved board every mask holds exactly three cells, one per row: three bit scans
        // each, without a loop whose exits mispredict. The padding takes the scans of an empty
        // mask (32), so a mask of fewer cells cannot index out of bounds.
        let mut cells = [0u8; 2 * 27 + 33];
        for digit in 0..9 {
            for band in 0..3 {
                let mut mask = self.candidates[slot(digit, band)];
                for _ in 0..3 {
                    cells[band * 27 + mask.trailing_zeros() as usize] = digit as u8 + 1;
                    mask &= mask.wrapping_sub(1);
                }
            }
        }
        let mut grid = [0u8; CELLS];
        grid.copy_from_slice(&cells[..CELLS]);
        Grid::from_digits(grid)
    }
}

/// The cells that hold a given, per band. (An SSE2 form, 16 cells per compare, measured no
/// faster on the 17-clue set, where reading givens weighs most.)
#[inline]
fn filled_cells(cells: &[u8; CELLS]) -> [u32; 3] {
    let mut filled = [0u32; 3];
    for (band, cells) in cells.chunks_exact(27).enumerate() {
        for (at, &value) in cells.iter().enumerate() {
            filled[band] |= u32::from(value != 0) << at;
        }
    }
    filled
}

/// The two bands other than the given one, computed rather than looked up so that the compiler
/// sees they are below 3 and indexes with them unchecked.
#[inline(always)]
pub(super) fn other_two(band: usize) -> (usize, usize) {
    (usize::from(band == 0), 2 - usize::from(band == 2))
}
