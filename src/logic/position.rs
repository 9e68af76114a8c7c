//! A position in the middle of solving: the digits placed so far and the candidates of the
//! cells still open, as Sudoku Explainer keeps them.

use super::geometry::{CELL_REGIONS, INDEX_IN_REGION, PEER_SETS, cells_of, count9};
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
    /// `places[d][kind * 9 + index]`: where digit `d + 1` is still a candidate in a region, bit
    /// i for the region's i-th cell. Kept in step with `open` so that techniques read a
    /// region's places for a digit in one load.
    places: [[u16; 27]; 9],
    /// `boards[d]`: the cells (bit = cell index) where digit `d + 1` is still a candidate, kept
    /// in step with `open` for the chains, which follow a digit's places across regions.
    pub(crate) boards: [u128; 9],
    /// How many cells of each region (`kind * 9 + index`) are open.
    empty: [u8; 27],
    /// `singles[kind * 9 + index]`: the digits (bit `d` for digit `d + 1`) with exactly one
    /// place left in a region. Most steps of a rating are singles, and looking for the first
    /// one digit by digit was a third of rating an easy puzzle; kept in step with `places`,
    /// it takes one load per region.
    singles: [u16; 27],
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
        Position::with_tables(open, values)
    }

    /// A position from its open candidates and placed values, with the region tables filled.
    fn with_tables(open: [u16; CELLS], values: [u8; CELLS]) -> Position {
        let mut places = [[0u16; 27]; 9];
        let mut empty = [0u8; 27];
        let mut boards = [0u128; 9];
        // Each puzzle rated starts here: only the candidates there are, not every digit of
        // every cell, are visited.
        for cell in 0..CELLS {
            for kind in 0..3 {
                if values[cell] == 0 {
                    empty[kind * 9 + CELL_REGIONS[cell][kind]] += 1;
                }
            }
            let mut mask = open[cell];
            while mask != 0 {
                let d = mask.trailing_zeros() as usize;
                mask &= mask - 1;
                boards[d] |= 1 << cell;
                for kind in 0..3 {
                    places[d][kind * 9 + CELL_REGIONS[cell][kind]] |=
                        1 << INDEX_IN_REGION[cell][kind];
                }
            }
        }
        let mut singles = [0u16; 27];
        for (d, places) in places.iter().enumerate() {
            for (singles, &places) in singles.iter_mut().zip(places) {
                *singles |= u16::from(places.is_power_of_two()) << d;
            }
        }
        Position {
            open,
            values,
            places,
            boards,
            empty,
            singles,
        }
    }

    /// A player's position from their pencilmarks: a cell with one candidate counts as placed,
    /// and its digit is removed from its peers' candidates.
    pub fn from_candidates(candidates: &Candidates) -> Position {
        let mut position = Position::with_tables(*candidates.masks(), [0; CELLS]);
        for cell in 0..CELLS {
            let mask = candidates.get(cell);
            if count9(mask) == 1 {
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
    ///
    /// # Panics
    ///
    /// If a step made by hand names a cell off the grid or a digit other than 1 to 9 (the
    /// engine's steps never do).
    pub fn apply(&mut self, step: &Step) {
        let valid = |&(cell, digit): &(usize, u8)| cell < CELLS && (1..=9).contains(&digit);
        assert!(
            step.eliminations.iter().all(valid) && step.placements.iter().all(valid),
            "a step names a cell off the grid or a digit other than 1 to 9: {:?} {:?}",
            step.placements,
            step.eliminations
        );
        for &(cell, digit) in &step.eliminations {
            self.remove(cell, digit - 1);
        }
        for &(cell, digit) in &step.placements {
            self.place(cell, digit);
        }
    }

    /// Places `digit` in `cell` and removes it from the peers' candidates.
    pub(crate) fn place(&mut self, cell: usize, digit: u8) {
        let mut mask = self.open[cell];
        while mask != 0 {
            let d = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            self.remove(cell, d);
        }
        if self.values[cell] == 0 {
            for kind in 0..3 {
                self.empty[kind * 9 + CELL_REGIONS[cell][kind]] -= 1;
            }
        }
        self.values[cell] = digit;
        // Only the peers that still have the digit: most steps are singles, late in a
        // puzzle, when few do.
        let d = usize::from(digit - 1);
        for peer in cells_of(self.boards[d] & PEER_SETS[cell]) {
            self.remove(peer, digit - 1);
        }
    }

    /// Removes candidate `d + 1` (`d` 0-based) from `cell`, keeping the region tables in step.
    #[inline]
    pub(crate) fn remove(&mut self, cell: usize, d: u8) {
        let bit = 1u16 << d;
        if self.open[cell] & bit == 0 {
            return;
        }
        self.open[cell] &= !bit;
        self.boards[usize::from(d)] &= !(1u128 << cell);
        for kind in 0..3 {
            let region = kind * 9 + CELL_REGIONS[cell][kind];
            let places = &mut self.places[usize::from(d)][region];
            *places &= !(1u16 << INDEX_IN_REGION[cell][kind]);
            let one = u16::from(places.is_power_of_two());
            self.singles[region] = self.singles[region] & !bit | one << d;
        }
    }

    /// The candidates `before` had that this position lacks (bit = cell, one set per digit),
    /// when it is `before` less some candidates, with no digit placed since; `None` otherwise.
    /// What a search keeps for the next one on a rating's path holds, or is updated, from it.
    pub(crate) fn removed_since(&self, before: &Position) -> Option<[u128; 9]> {
        if self.values != before.values {
            return None;
        }
        let mut removed = [0u128; 9];
        for d in 0..9 {
            if self.boards[d] & !before.boards[d] != 0 {
                return None;
            }
            removed[d] = before.boards[d] & !self.boards[d];
        }
        Some(removed)
    }

    /// The positions (bit i = the region's i-th cell) where `digit_bit` is still a candidate.
    #[inline]
    pub(crate) fn positions(&self, kind: usize, index: usize, digit_bit: u16) -> u16 {
        self.places[digit_bit.trailing_zeros() as usize][kind * 9 + index]
    }

    /// The digits (bit `d - 1` for digit `d`) with exactly one place left in a region.
    #[inline]
    pub(crate) fn single_places(&self, kind: usize, index: usize) -> u16 {
        self.singles[kind * 9 + index]
    }

    /// How many cells of a region are still open.
    #[inline]
    pub(crate) fn empty_count(&self, kind: usize, index: usize) -> u32 {
        u32::from(self.empty[kind * 9 + index])
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.candidates())
    }
}

/// A small seeded generator of pseudo-random numbers (xorshift64), for tests that strike
/// candidates at random and must strike the same ones every run.
#[cfg(test)]
pub(crate) fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
}

/// Positions for tests of the techniques: the start of each of the first `count` reference
/// puzzles, and each again with about a quarter and about half of its candidates struck (never
/// a cell's last), as the grids a chain leaves, where pairs abound.
#[cfg(test)]
pub(crate) fn sample_positions(count: usize) -> Vec<Position> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/se-classic.txt");
    let text = std::fs::read_to_string(path).expect("the reference ratings");
    let mut random = xorshift(0x2545_f491_4f6c_dd1d);
    let mut positions = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')).take(count) {
        let grid = crate::format::parse_line(line.split_whitespace().next().unwrap()).unwrap();
        let start = Position::from_grid(&grid);
        positions.push(start);
        for one_in in [4, 2] {
            let mut work = start;
            for cell in 0..CELLS {
                for d in 0..9u8 {
                    let left = work.open[cell].count_ones();
                    if work.open[cell] >> d & 1 == 1 && left > 1 && random().is_multiple_of(one_in)
                    {
                        work.remove(cell, d);
                    }
                }
            }
            positions.push(work);
        }
    }
    positions
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A step made by hand with a digit or cell out of range is refused with a message that
    /// says so, rather than an index or an overflow deep inside.
    #[test]
    #[should_panic(expected = "a digit other than 1 to 9")]
    fn a_hand_made_step_out_of_range_is_refused() {
        let mut position = Position::from_grid(&Grid::EMPTY);
        let mut step = super::super::next_step(&Position::from_grid(
            &crate::format::parse_line(
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            )
            .unwrap(),
        ))
        .unwrap();
        step.placements = vec![(2, 10)];
        position.apply(&step);
    }

    /// The digits a region's table says have one place left are those with one place, in
    /// the positions a rating goes through (digits placed, candidates struck) and in the grids
    /// chains leave.
    #[test]
    fn single_places_follow_placements_and_removals() {
        let check = |position: &Position| {
            for kind in 0..3 {
                for index in 0..9 {
                    let one_place = (0..9)
                        .filter(|&d| count9(position.positions(kind, index, 1 << d)) == 1)
                        .fold(0u16, |set, d| set | 1 << d);
                    assert_eq!(position.single_places(kind, index), one_place);
                }
            }
        };
        let mut singles = 0;
        for start in sample_positions(12) {
            check(&start);
            let mut position = start;
            while let Some(step) = crate::logic::rater::next(&position) {
                position.apply(&step);
                check(&position);
                singles += (0..27)
                    .map(|r| count9(position.single_places(r / 9, r % 9)))
                    .sum::<u32>();
            }
        }
        assert!(singles > 1000, "only {singles} single places met");
    }
}
