//! Depth-first search over propagated boards.
//!
//! The search is one loop, generic over *where* it branches ([`Branching`]) and over what it does
//! with each solution (a visitor that may stop it). Monomorphising both keeps the hot loop free of
//! indirect calls.
//!
//! A branch splits the board into alternatives that cover every solution exactly once. The board
//! is copied for every alternative but the last; the last is applied to the board itself and the
//! loop carries on, so a two-way branch costs one copy.
//!
//! The loop body exists twice: portable, and compiled for x86-64 processors with AVX2 and BMI2
//! (picked once per call by runtime detection). The second passes the [`X86V3`] proof of those
//! features down, which lets the propagation use 256-bit compares and `pext`; a test checks both
//! visit the same solutions.

use std::ops::ControlFlow;

use super::board::{Board, Contradiction, slot};
use super::isa::Portable;
#[cfg(target_arch = "x86_64")]
use super::isa::X86V3;
pub(super) use super::propagate::Progress;
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
    /// Whether propagation should run the stack and triad rules too, once the search has met
    /// its first dead end. They pay for themselves when they spare branches: not when the
    /// branching order is fixed anyway, and not while every guess works out (puzzles with many
    /// solutions and open regions, like the serg set), where they would only add cost.
    const THOROUGH: bool;

    /// How to split a stuck board: it has an open cell, and every open cell has two candidates
    /// or more. `dead_end_seen` tells whether the search has met a contradiction yet.
    fn choose(board: &Board, dead_end_seen: bool) -> Branch;
}

/// Branch where the fewest alternatives are left: the fastest way to any solution, and to
/// proving there is no other.
///
/// Following tdoku, it branches on how a digit sits in a band: in the band whose digits have the
/// fewest placements (of the six per digit) in all, the digit with the fewest placements, two or
/// more. Each placement fixes the digit's three minirows, which propagates further than fixing
/// one cell: on the hardest set this halves the branches of choosing a bivalue cell. Before the
/// first dead end on a fairly full board it dives on bivalue cells instead (see `choose`).
pub(super) struct Fewest;

impl Branching for Fewest {
    const THOROUGH: bool = true;

    #[inline(always)]
    fn choose(board: &Board, dead_end_seen: bool) -> Branch {
        // Until the search meets a dead end on a board already more than 40% filled, every
        // guess has worked out so far: dive on the first bivalue cell, which costs nothing to
        // find. Puzzles with many solutions (the serg set) finish in such a dive; hard puzzles
        // start emptier and hit a dead end within a few branches.
        if !dead_end_seen
            && board.open_cells() < 48
            && let Some(branch) = first_bivalue_cell(board)
        {
            return branch;
        }
        let mut best: Option<Branch> = None;
        let mut best_total = u32::MAX;
        for band in 0..3 {
            let mut total = 0;
            // The digit with the fewest placements, two or more, as `count << 8 | digit`:
            // taking the minimum of such keys picks it without a branch per digit.
            let mut pick = u32::MAX;
            for digit in 0..9 {
                let fits = FITTING[(board.shapes[slot(digit, band)] & ROW) as usize];
                let count = u32::from(BITS_IN_6[usize::from(fits)]);
                total += count;
                let key = (count << 8 | digit as u32) | u32::from(count < 2).wrapping_neg();
                pick = pick.min(key);
            }
            if pick != u32::MAX && total < best_total {
                best_total = total;
                let index = slot((pick & 0xFF) as usize, band);
                best = Some(Branch::Placement {
                    slot: index,
                    placements: FITTING[(board.shapes[index] & ROW) as usize],
                });
            }
        }
        best.unwrap_or_else(|| fewest_candidates(board))
    }
}

/// The number of set bits of a 6-bit set: a table, because the baseline x86-64 target has no
/// population-count instruction.
static BITS_IN_6: [u8; 64] = {
    let mut out = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        out[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    out
};

/// The first cell in reading order with exactly two candidates, as recorded by the last
/// naked-single pass.
#[inline(always)]
fn first_bivalue_cell(board: &Board) -> Option<Branch> {
    (0..3).find_map(|band| {
        let pairs = board.bivalue[band];
        (pairs != 0).then(|| {
            let bit = pairs & pairs.wrapping_neg();
            let digits = board.digits_at(band, bit);
            Branch::Cell { band, bit, digits }
        })
    })
}

/// When every digit's minirows are fixed in every band but cells are still open (rare): a
/// bivalue cell, or else the first open cell of each band with the fewest candidates.
#[cold]
fn fewest_candidates(board: &Board) -> Branch {
    if let Some(branch) = first_bivalue_cell(board) {
        return branch;
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
    const THOROUGH: bool = false;

    #[inline(always)]
    fn choose(board: &Board, _: bool) -> Branch {
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
///
/// On x86-64 processors with AVX2 and BMI1/2 (nearly all made since 2015) the same search runs
/// compiled for those features: population counts, bit scans and shifts become single
/// instructions and the change detection compares eight masks at once. The choice is made once
/// per call; the recursion stays inside one version.
pub(super) fn search<B: Branching>(
    board: Board,
    visit: &mut impl FnMut(&Board) -> ControlFlow<()>,
) -> ControlFlow<()> {
    search_within::<B>(board, &mut DeadEnds::unlimited(), visit)
}

/// [`search`], giving up (with `ControlFlow::Break`) once it has met more dead ends than
/// `dead_ends` allows; `dead_ends` then says so.
pub(super) fn search_within<B: Branching>(
    board: Board,
    dead_ends: &mut DeadEnds,
    visit: &mut impl FnMut(&Board) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut board = board;
    #[cfg(target_arch = "x86_64")]
    if let Some(isa) = X86V3::detect() {
        // SAFETY: `isa` proves the processor has every feature `search_x86_v3` is compiled for.
        return unsafe { search_x86_v3::<B>(isa, &mut board, dead_ends, visit) };
    }
    search_portable::<B>(Portable, &mut board, dead_ends, visit)
}

/// Visits the solutions below `board` in lexicographic order until `visit` breaks, in time
/// bounded by the solutions visited: a reading-order search fixes the first open cells first,
/// and where an early choice leaves no solution that shows only many cells later (a grid with
/// no solution at all but no clash among its givens, say), it would try every way of filling
/// the cells between, for ever in effect. So the plain search runs with a budget of dead ends
/// (most enumerations never spend it); past that, the enumeration starts again guided,
/// entering a choice only when the fast search finds a solution below it, and skipping the
/// solutions already visited.
pub(super) fn search_in_order(
    board: Board,
    visit: &mut impl FnMut(&Board) -> ControlFlow<()>,
) -> ControlFlow<()> {
    search_in_order_within(board, IN_ORDER_DEAD_ENDS, visit)
}

/// How many dead ends the plain reading-order enumeration may meet, again after each solution,
/// before [`search_in_order`] turns to the guided one: a few milliseconds.
const IN_ORDER_DEAD_ENDS: u32 = 10_000;

pub(super) fn search_in_order_within(
    board: Board,
    budget: u32,
    visit: &mut impl FnMut(&Board) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut visited = 0u64;
    let mut dead_ends = DeadEnds::at_most(budget).and_after_each_solution(budget);
    let flow = search_within::<ReadingOrder>(board, &mut dead_ends, &mut |solved| {
        visited += 1;
        visit(solved)
    });
    if !dead_ends.gave_up() {
        return flow;
    }
    guided_in_order(board, &mut visited, visit)
}

/// The guided enumeration of [`search_in_order`]: in reading order, each choice entered only
/// if some solution lies below it, so that every branch taken ends in a solution; the first
/// `skip` solutions are passed over.
fn guided_in_order(
    mut board: Board,
    skip: &mut u64,
    visit: &mut impl FnMut(&Board) -> ControlFlow<()>,
) -> ControlFlow<()> {
    match propagate(&mut board) {
        Err(_) => return ControlFlow::Continue(()),
        Ok(Progress::Solved) if *skip > 0 => {
            *skip -= 1;
            return ControlFlow::Continue(());
        }
        Ok(Progress::Solved) => return visit(&board),
        Ok(Progress::Stuck) => {}
    }
    let Branch::Cell {
        band,
        bit,
        mut digits,
    } = ReadingOrder::choose(&board, false)
    else {
        unreachable!("reading order branches on cells");
    };
    while digits != 0 {
        let digit = digits.trailing_zeros() as usize;
        digits &= digits - 1;
        let mut child = board;
        child.place(digit, band, bit);
        let solvable = search::<Fewest>(child, &mut |_| ControlFlow::Break(())).is_break();
        if solvable {
            guided_in_order(child, skip, visit)?;
        }
    }
    ControlFlow::Continue(())
}

/// The contradictions a search has met, and how many it may meet before it gives up.
#[derive(Debug, Clone, Copy)]
pub(super) struct DeadEnds {
    met: u32,
    limit: u32,
    /// Added to `limit` at every solution found.
    per_solution: u32,
}

impl DeadEnds {
    /// A search that never gives up.
    pub(super) fn unlimited() -> DeadEnds {
        DeadEnds::at_most(u32::MAX)
    }

    /// A search that gives up after `limit` dead ends.
    pub(super) fn at_most(limit: u32) -> DeadEnds {
        DeadEnds {
            met: 0,
            limit,
            per_solution: 0,
        }
    }

    /// The same search, allowed `more` dead ends after each solution it finds.
    pub(super) fn and_after_each_solution(self, more: u32) -> DeadEnds {
        DeadEnds {
            per_solution: more,
            ..self
        }
    }

    /// True when the search stopped because it met too many dead ends.
    pub(super) fn gave_up(&self) -> bool {
        self.met > self.limit
    }
}

/// Propagates a board with every rule, in the best version for the processor: the shared start
/// of searches that run one after another from the same puzzle.
pub(super) fn propagate(board: &mut Board) -> Result<Progress, Contradiction> {
    #[cfg(target_arch = "x86_64")]
    if let Some(isa) = X86V3::detect() {
        // SAFETY: `isa` proves the processor has every feature `propagate_x86_v3` is compiled
        // for.
        return unsafe { propagate_x86_v3(isa, board) };
    }
    board.propagate(true, Portable)
}

/// [`propagate`] compiled for x86-64 with AVX2, BMI1/2, POPCNT and LZCNT.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn propagate_x86_v3(isa: X86V3, board: &mut Board) -> Result<Progress, Contradiction> {
    board.propagate(true, isa)
}

/// The body of the search, stamped out once per instruction-set version. Everything it calls is
/// `#[inline(always)]`, so it is compiled for the features of the function it lands in.
/// `dead_ends` is shared by the whole search and counts its contradictions.
macro_rules! search_body {
    ($this:ident, $isa:ident, $board:ident, $dead_ends:ident, $visit:ident) => {{
        let board = $board;
        loop {
            match board.propagate(B::THOROUGH && $dead_ends.met > 0, $isa) {
                Err(_) => {
                    $dead_ends.met = $dead_ends.met.saturating_add(1);
                    return if $dead_ends.gave_up() {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    };
                }
                Ok(Progress::Solved) => {
                    $dead_ends.limit = $dead_ends.limit.saturating_add($dead_ends.per_solution);
                    return $visit(board);
                }
                Ok(Progress::Stuck) => {}
            }
            match B::choose(board, $dead_ends.met > 0) {
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
                        let mut child = *board;
                        child.place(digit, band, bit);
                        $this::<B>($isa, &mut child, $dead_ends, $visit)?;
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
                    let mut child = *board;
                    child.restrict(slot, PLACEMENT_CELLS[p]);
                    $this::<B>($isa, &mut child, $dead_ends, $visit)?;
                },
            }
        }
    }};
}

/// The search for any processor.
pub(super) fn search_portable<B: Branching>(
    isa: Portable,
    board: &mut Board,
    dead_ends: &mut DeadEnds,
    visit: &mut impl FnMut(&Board) -> ControlFlow<()>,
) -> ControlFlow<()> {
    search_body!(search_portable, isa, board, dead_ends, visit)
}

/// The search compiled for x86-64 with AVX2, BMI1/2, POPCNT and LZCNT.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn search_x86_v3<B: Branching>(
    isa: X86V3,
    board: &mut Board,
    dead_ends: &mut DeadEnds,
    visit: &mut impl FnMut(&Board) -> ControlFlow<()>,
) -> ControlFlow<()> {
    search_body!(search_x86_v3, isa, board, dead_ends, visit)
}
