//! A candidate-bitmask engine: naked and hidden singles to a fixed point, then depth-first search
//! on a `Copy` state, so backtracking is a stack copy and never an allocation.

use std::ops::ControlFlow;

use super::Solution;
use crate::grid::{CELLS, Grid};

const ALL: u16 = 0x1FF;

/// The 20 cells that share a row, column or box with each cell.
static PEERS: [[u8; 20]; CELLS] = peers();

/// The cells of each of the 27 units.
static UNITS: [[u8; 9]; 27] = units();

const fn units() -> [[u8; 9]; 27] {
    let mut out = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            out[i][j] = (i * 9 + j) as u8;
            out[9 + i][j] = (j * 9 + i) as u8;
            out[18 + i][j] = ((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3) as u8;
            j += 1;
        }
        i += 1;
    }
    out
}

const fn peers() -> [[u8; 20]; CELLS] {
    let mut out = [[0u8; 20]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut n = 0;
        let mut other = 0;
        while other < CELLS {
            let same_row = other / 9 == cell / 9;
            let same_col = other % 9 == cell % 9;
            let same_box = other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3;
            if other != cell && (same_row || same_col || same_box) {
                out[cell][n] = other as u8;
                n += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    out
}

/// The search state: a digit or a candidate set for each cell.
#[derive(Clone, Copy)]
struct State {
    /// Candidates of each unsolved cell as bits 0..9 for digits 1..=9; 0 once solved.
    candidates: [u16; CELLS],
    /// The placed digit of each cell, 0 while unsolved.
    values: [u8; CELLS],
}

/// Raised when the current branch has no solution.
struct Contradiction;

impl State {
    fn new(puzzle: &Grid) -> Result<State, Contradiction> {
        let mut state = State {
            candidates: [ALL; CELLS],
            values: [0; CELLS],
        };
        for (cell, &digit) in puzzle.cells().iter().enumerate() {
            if digit != 0 {
                state.place(cell, digit)?;
            }
        }
        state.propagate()?;
        Ok(state)
    }

    /// Places `digit` in `cell` and follows the naked singles this creates.
    fn place(&mut self, cell: usize, digit: u8) -> Result<(), Contradiction> {
        let mut stack = [(0u8, 0u8); CELLS];
        let mut len = 0;
        stack[len] = (cell as u8, digit);
        len += 1;
        while len > 0 {
            len -= 1;
            let (cell, digit) = (usize::from(stack[len].0), stack[len].1);
            let bit = 1u16 << (digit - 1);
            if self.values[cell] != 0 {
                if self.values[cell] == digit {
                    continue;
                }
                return Err(Contradiction);
            }
            if self.candidates[cell] & bit == 0 {
                return Err(Contradiction);
            }
            self.values[cell] = digit;
            self.candidates[cell] = 0;
            for &peer in &PEERS[cell] {
                let peer = usize::from(peer);
                if self.values[peer] == digit {
                    return Err(Contradiction);
                }
                let cand = &mut self.candidates[peer];
                if *cand & bit != 0 {
                    *cand &= !bit;
                    if *cand == 0 {
                        return Err(Contradiction);
                    }
                    if cand.is_power_of_two() {
                        stack[len] = (peer as u8, cand.trailing_zeros() as u8 + 1);
                        len += 1;
                    }
                }
            }
        }
        Ok(())
    }

    /// Applies hidden singles until none is left; naked singles are followed by `place`.
    fn propagate(&mut self) -> Result<(), Contradiction> {
        loop {
            let mut progress = false;
            for unit in &UNITS {
                let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
                for &cell in unit {
                    let cand = self.candidates[usize::from(cell)];
                    twice |= once & cand;
                    once |= cand;
                    let value = self.values[usize::from(cell)];
                    if value != 0 {
                        placed |= 1 << (value - 1);
                    }
                }
                if (once | placed) != ALL {
                    return Err(Contradiction);
                }
                let mut hidden = once & !twice & !placed;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden &= hidden - 1;
                    let cell = unit
                        .iter()
                        .map(|&c| usize::from(c))
                        .find(|&c| self.candidates[c] & bit != 0);
                    // An earlier placement in this pass may have taken the digit already.
                    if let Some(cell) = cell {
                        self.place(cell, bit.trailing_zeros() as u8 + 1)?;
                        progress = true;
                    }
                }
            }
            if !progress {
                return Ok(());
            }
        }
    }

    fn to_grid(self) -> Grid {
        Grid::from_cells(self.values).expect("the engine only places digits 1-9")
    }

    /// The unsolved cell to branch on: the first in reading order when the order of solutions
    /// matters, otherwise the one with the fewest candidates.
    fn branch_cell(&self, in_order: bool) -> Option<usize> {
        if in_order {
            return self.values.iter().position(|&v| v == 0);
        }
        let mut best = None;
        let mut best_count = u32::MAX;
        for (cell, &cand) in self.candidates.iter().enumerate() {
            if self.values[cell] == 0 {
                let count = cand.count_ones();
                if count < best_count {
                    best = Some(cell);
                    best_count = count;
                    if count == 2 {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// Depth-first search calling `visit` for each solution; `in_order` yields them in
/// lexicographic order.
fn search(
    state: &State,
    in_order: bool,
    visit: &mut impl FnMut(&State) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let Some(cell) = state.branch_cell(in_order) else {
        return visit(state);
    };
    let mut cand = state.candidates[cell];
    while cand != 0 {
        let digit = cand.trailing_zeros() as u8 + 1;
        cand &= cand - 1;
        let mut next = *state;
        if next.place(cell, digit).is_ok() && next.propagate().is_ok() {
            search(&next, in_order, visit)?;
        }
    }
    ControlFlow::Continue(())
}

pub(super) fn any_solution(puzzle: &Grid) -> Option<Grid> {
    let state = State::new(puzzle).ok()?;
    let mut found = None;
    let _ = search(&state, false, &mut |s| {
        found = Some(s.to_grid());
        ControlFlow::Break(())
    });
    found
}

pub(super) fn smallest_solution(puzzle: &Grid) -> Option<Solution> {
    let state = State::new(puzzle).ok()?;
    let mut first = None;
    let mut count = 0;
    let _ = search(&state, true, &mut |s| {
        count += 1;
        if first.is_none() {
            first = Some(s.to_grid());
        }
        if count >= 2 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    first.map(|grid| Solution {
        grid,
        unique: count == 1,
    })
}

pub(super) fn count_solutions(puzzle: &Grid, limit: u64) -> u64 {
    let Ok(state) = State::new(puzzle) else {
        return 0;
    };
    let mut count = 0;
    if limit == 0 {
        return 0;
    }
    let _ = search(&state, false, &mut |_| {
        count += 1;
        if count >= limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    count
}

pub(super) fn solutions_in_order(puzzle: &Grid, limit: u64, mut visit: impl FnMut(&Grid)) -> u64 {
    let Ok(state) = State::new(puzzle) else {
        return 0;
    };
    let mut count = 0;
    if limit == 0 {
        return 0;
    }
    let _ = search(&state, true, &mut |s| {
        visit(&s.to_grid());
        count += 1;
        if count >= limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Unit;

    #[test]
    fn units_table_matches_the_grid_geometry() {
        for (i, unit) in Unit::all().enumerate() {
            let cells: Vec<u8> = unit.cells().iter().map(|&c| c as u8).collect();
            assert_eq!(cells, UNITS[i]);
        }
    }
}
