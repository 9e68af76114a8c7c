//! Depth-first search over propagated boards.
//!
//! The search is one loop, generic over *where* it branches ([`Branching`]) and over what it does
//! with each solution (a visitor that may stop it). Monomorphising both keeps the hot loop free of
//! indirect calls.
//!
//! A branch splits the board into alternatives that cover every solution exactly once. The board
//! is copied for every alternative but the last; the last is applied to the board itself and the
//! loop carries on, so a two-way branch costs one copy.

use std::ops::ControlFlow;

use super::board::{Board, slot};
use super::propagate::Progress;
use super::tables::{FITTING, PLACEMENT_CELLS, ROW};

/// How to split a stuck board.
#[derive(Debug, Clone, Copy)]
pub(super) enum Branch {
    /// Try each digit (bit `d` for digit `d + 1`, lowest first) in the band cell `bit`.
    Cell { band: usize, bit: u32, digits: u16 },
    /// Try each placement (bit `p` of [`PLACEMENT_CELLS`]) of the digit in `slot`'s band.
    Placement { slot: usize, placements: u8 },
}

/// Where the search branches once propagation is stuck.
pub(super) trait Branching {
    /// How to split a stuck board: it has an open cell, and every open cell has two candidates
    /// or more.
    fn choose(board: &Board) -> Branch;
}

/// Branch where the fewest alternatives are left: the fastest way to any solution, and to
/// proving there is no other.
///
/// Following tdoku, it branches on how a digit sits in a band: in the band whose digits have the
/// fewest placements (of the six per digit) in all, the digit with the fewest placements, two or
/// more. Each placement fixes the digit's three minirows, which propagates further than fixing
/// one cell: on the hardest set this halves the branches of choosing a bivalue cell.
pub(super) struct Fewest;

impl Branching for Fewest {
    #[inline]
    fn choose(board: &Board) -> Branch {
        let mut best: Option<Branch> = None;
        let mut best_total = u32::MAX;
        for band in 0..3 {
            let mut total = 0;
            let mut pick = (0, 0u8);
            let mut pick_count = u32::MAX;
            for digit in 0..9 {
                let fits = FITTING[(board.shapes[slot(digit, band)] & ROW) as usize];
                let count = fits.count_ones();
                total += count;
                if count >= 2 && count < pick_count {
                    pick_count = count;
                    pick = (slot(digit, band), fits);
                }
            }
            if pick_count != u32::MAX && total < best_total {
                best_total = total;
                best = Some(Branch::Placement {
                    slot: pick.0,
                    placements: pick.1,
                });
            }
        }
        best.unwrap_or_else(|| fewest_candidates(board))
    }
}

/// When every digit's minirows are fixed in every band but cells are still open (rare): a
/// bivalue cell, or else the first open cell of each band with the fewest candidates.
#[cold]
fn fewest_candidates(board: &Board) -> Branch {
    for band in 0..3 {
        let pairs = board.bivalue[band];
        if pairs != 0 {
            let bit = pairs & pairs.wrapping_neg();
            let digits = board.digits_at(band, bit);
            return Branch::Cell { band, bit, digits };
        }
    }
    let mut best = Branch::Cell {
        band: 0,
        bit: 1,
        digits: 0,
    };
    let mut best_count = u32::MAX;
    for band in 0..3 {
        let cells = board.unsolved[band];
        if cells != 0 {
            let bit = cells & cells.wrapping_neg();
            let digits = board.digits_at(band, bit);
            if digits.count_ones() < best_count {
                best_count = digits.count_ones();
                best = Branch::Cell { band, bit, digits };
            }
        }
    }
    best
}

/// Branch on the first unsolved cell in reading order, digits ascending, so that solutions come
/// out in lexicographic order.
///
/// Propagation never removes a candidate some solution uses, so below each choice the search
/// meets exactly the solutions that share the cells fixed so far; trying the first open cell's
/// digits in ascending order therefore visits solutions smallest first.
pub(super) struct ReadingOrder;

impl Branching for ReadingOrder {
    #[inline]
    fn choose(board: &Board) -> Branch {
        for band in 0..3 {
            let open = board.unsolved[band];
            if open != 0 {
                // Bits of a band run in reading order, so the lowest is the first open cell.
                let bit = open & open.wrapping_neg();
                let digits = board.digits_at(band, bit);
                return Branch::Cell { band, bit, digits };
            }
        }
        Branch::Cell {
            band: 0,
            bit: 1,
            digits: 0,
        }
    }
}

/// Visits the solutions below `board` (not yet propagated), in the order `B` implies, until
/// `visit` breaks.
pub(super) fn search<B: Branching>(
    mut board: Board,
    visit: &mut impl FnMut(&Board) -> ControlFlow<()>,
) -> ControlFlow<()> {
    loop {
        match board.propagate() {
            Err(_) => return ControlFlow::Continue(()),
            Ok(Progress::Solved) => return visit(&board),
            Ok(Progress::Stuck) => {}
        }
        match B::choose(&board) {
            Branch::Cell {
                band,
                bit,
                mut digits,
            } => {
                if digits == 0 {
                    // A stuck board has no empty cell; this only guards the invariant.
                    return ControlFlow::Continue(());
                }
                loop {
                    let digit = digits.trailing_zeros() as usize;
                    digits &= digits - 1;
                    if digits == 0 {
                        board.place(digit, band, bit);
                        break;
                    }
                    let mut child = board;
                    child.place(digit, band, bit);
                    search::<B>(child, visit)?;
                    // Every solution with this digit here has been visited.
                    board.exclude(digit, band, bit);
                }
            }
            Branch::Placement {
                slot,
                mut placements,
            } => loop {
                let p = placements.trailing_zeros() as usize;
                placements &= placements - 1;
                if placements == 0 {
                    board.restrict(slot, PLACEMENT_CELLS[p]);
                    break;
                }
                let mut child = board;
                child.restrict(slot, PLACEMENT_CELLS[p]);
                search::<B>(child, visit)?;
            },
        }
    }
}
