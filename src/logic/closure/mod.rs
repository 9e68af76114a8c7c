//! What one assumption leads to through the links a dynamic forcing chain of level 0 follows,
//! as sets of candidates: no parents, no order, so a few times cheaper than growing the chain.
//!
//! A nested search at level 4 grows every candidate of its inner grid both ways, hundreds of
//! thousands of times per rating step, and most growths lead to no hint. Which ones can lead
//! to one can be told from the sets alone: growing stops at the first contradiction, so what an
//! absurd assumption reaches depends on the order of growth, but otherwise a growth reaches
//! exactly the least set closed under its links, whatever the order. So a search can ask the
//! sets first and grow, with parents, only the assumptions that take part in a hint.

use super::geometry::{
    CELL_REGION_BITS, CELL_REGION_SETS, NUMBERED_REGION_SETS, PEER_SETS, bits, cell_bit, cells_of,
    count9, halves, left9, meets9, narrow9, numbered_regions, one_cell, region_halves,
    regions_of_cells, several, several_in_region,
};
use super::node::{Node, node, node_cell, node_digit, node_on};
use super::position::Position;

mod kept;

/// The candidates an assumption turns on and off (bit = cell, one set per digit), or that it
/// is absurd: it leads to a candidate both on and off.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Closure {
    pub(crate) on: [u128; 9],
    pub(crate) off: [u128; 9],
    pub(crate) absurd: bool,
}

impl Closure {
    /// A closure that reaches nothing, to fill arrays of them with.
    pub(crate) const NONE: Closure = Closure {
        on: [0; 9],
        off: [0; 9],
        absurd: false,
    };

    /// What assuming `start` leads to in `position` through cell and region links, each off
    /// candidate struck as it is taken: an on candidate turns off its cell's other digits and
    /// its digit's other places among its peers; a cell of two digits or more left with one
    /// turns that one on; a digit with two places or more in a region, left with one, turns it
    /// on. A cell or a region left with none is a contradiction, as a growth would find it
    /// when it turns the last one on.
    ///
    /// The candidates of `absurd_on` are known to be absurd on: reaching one makes this
    /// assumption absurd too, since its closed set would hold that candidate's closed set,
    /// contradiction and all.
    #[cfg(test)]
    pub(crate) fn of(position: &Position, start: Node, absurd_on: &[u128; 9]) -> Closure {
        Closure::of_until(position, start, None, absurd_on, |_| false)
    }

    /// Whether assuming `start` is absurd or turns off some candidate of `off` (one set of
    /// cells per digit): the closure of `start`, stopped as soon as it knows.
    #[cfg(any(test, debug_assertions))]
    fn meets_off(position: &Position, start: Node, absurd_on: &[u128; 9], off: &[u128; 9]) -> bool {
        let meets = |closure: &Closure| (0..9).any(|d| closure.off[d] & off[d] != 0);
        let closure = Closure::of_until(position, start, None, absurd_on, meets);
        closure.absurd || meets(&closure)
    }

    /// Whether the closures of on assumptions `closures`, none of them absurd, all turn
    /// some candidate off: most groups of a cell's digits or a digit's places do not, which
    /// the first few often show.
    pub(crate) fn share_off(closures: &[&Closure]) -> bool {
        debug_assert!(closures.iter().all(|closure| !closure.absurd));
        let (mut off, rest) = match closures {
            [first, second, rest @ ..] => {
                // Most groups share nothing already between their first two members: told
                // without keeping what they share, where narrowing the sets of all cells by
                // each member copied the first member's sets before a candidate was weighed.
                if !meets9(&first.off, &second.off) {
                    return false;
                }
                if rest.is_empty() {
                    return true;
                }
                let mut off = first.off;
                narrow9(&mut off, &second.off);
                (off, rest)
            }
            _ => ([!0u128; 9], closures),
        };
        rest.iter().all(|closure| narrow9(&mut off, &closure.off))
    }

    /// What the closures of on assumptions `closures`, none of them absurd, all lead to: on
    /// candidates, then off ones.
    pub(crate) fn common(closures: &[&Closure]) -> ([u128; 9], [u128; 9]) {
        let mut on = [!0u128; 9];
        let mut off = [!0u128; 9];
        for closure in closures {
            debug_assert!(!closure.absurd);
            for d in 0..9 {
                on[d] &= closure.on[d];
                off[d] &= closure.off[d];
            }
        }
        (on, off)
    }

    /// What assuming `start` leads to (its closure), stopped early (with part of the closed
    /// set) once `enough` holds of the candidates turned off so far; from `seed` on, when
    /// given: the closure of a candidate that `start` turns on, and not absurd. That set is
    /// closed and all of it follows from `start`, so what is left to follow is what `start`
    /// adds to it, and the least closed set holding both, or the contradiction, is the same.
    #[inline(always)]
    fn of_until(
        position: &Position,
        start: Node,
        seed: Option<&Closure>,
        absurd_on: &[u128; 9],
        enough: impl Fn(&Closure) -> bool,
    ) -> Closure {
        let mut closure = match seed {
            Some(seed) => *seed,
            None => Closure {
                on: [0; 9],
                off: [0; 9],
                absurd: false,
            },
        };
        let (mut on, mut off) = ([0; 9], [0; 9]);
        let (cell, d) = (node_cell(start), node_digit(start));
        if node_on(start) {
            on[d] = cell_bit(cell);
            closure.follow(
                position,
                (&mut on, 1 << d),
                (&mut off, 0),
                absurd_on,
                enough,
            );
        } else {
            off[d] = cell_bit(cell);
            closure.follow(
                position,
                (&mut on, 0),
                (&mut off, 1 << d),
                absurd_on,
                enough,
            );
        }
        closure
    }

    /// Follows the candidates reached, on and off (bit = cell, one set per digit, with the
    /// digits that have any), from this closed set to the least closed set holding both, or
    /// the contradiction; stopped early once `enough` holds. In place: taking the closure by
    /// value and returning it copied its 300 bytes twice for each kept closure a nested grid
    /// updates with something to follow; and the sets reached are the caller's, worked on
    /// there, where handing them over by value copied them once more (0.1%).
    #[inline(always)]
    fn follow(
        &mut self,
        position: &Position,
        (new_on, mut on_digits): (&mut [u128; 9], u16),
        (new_off, mut off_digits): (&mut [u128; 9], u16),
        absurd_on: &[u128; 9],
        enough: impl Fn(&Closure) -> bool,
    ) {
        let boards = &position.boards;
        let closure = self;
        // The cells of two candidates or more: a cell of one is not forced by the others.
        let (multiple, _) = counted(boards);
        // By digit, the regions of the cells this call turned on that were not off then: each
        // keeps that cell as its one place of the digit from then on (its peers there are
        // struck with it, and striking it is a contradiction, found before its regions are
        // looked at), so the region test would pass over them; about a third of the regions
        // of struck cells are these.
        let mut settled = [0u32; 9];
        // The cells with a candidate on, kept as it grows: every round asked which of the
        // cells left with one candidate have it on already, and the nine digits' on sets
        // were gathered for each.
        let mut on_cells = closure.on.iter().fold(0, |cells, &on| cells | on);
        loop {
            // The new on candidates strike their digit's places among their peers and their
            // cells' other digits.
            for d in bits(on_digits) {
                if new_on[d] & absurd_on[d] != 0 {
                    closure.absurd = true;
                    return;
                }
                for cell in cells_of(new_on[d]) {
                    if closure.off[d] & cell_bit(cell) == 0 {
                        settled[d] |= CELL_REGION_BITS[cell];
                    }
                    let peers = boards[d] & PEER_SETS[cell];
                    if peers != 0 {
                        new_off[d] |= peers;
                        off_digits |= 1 << d;
                    }
                    for other in bits(position.open[cell] & !(1 << d)) {
                        new_off[other] |= cell_bit(cell);
                        off_digits |= 1 << other;
                    }
                }
                closure.on[d] |= new_on[d];
                on_cells |= new_on[d];
                new_on[d] = 0;
            }
            on_digits = 0;
            // Strike the new off candidates; a cell or a region each leaves with one
            // candidate turns it on.
            let mut struck = 0u128;
            for d in bits(off_digits) {
                let off = new_off[d] & !closure.off[d];
                new_off[d] = 0;
                // A sixth of the digits reached strike nothing new (the peers and cell
                // neighbours an on candidate strikes are often off already).
                if off == 0 {
                    continue;
                }
                if off & closure.on[d] != 0 {
                    closure.absurd = true;
                    return;
                }
                closure.off[d] |= off;
                struck |= off;
                // What is left of the digit's places, once for all its regions: most regions
                // keep two places or more, told from this alone, and only the few others need
                // the region's places on the board.
                let left = boards[d] & !closure.off[d];
                let left_halves = halves(left);
                // Each region the struck cells lie in, once: the peers an on candidate strikes
                // share its regions, and most of theirs with one another.
                for r in numbered_regions(regions_of_cells(off) & !settled[d]) {
                    // Most regions keep two places or more; a digit with one place in a
                    // region to start with has no link there.
                    if several_in_region(left_halves, region_halves(r))
                        || !several(boards[d] & NUMBERED_REGION_SETS[r])
                    {
                        continue;
                    }
                    // None has its one place on: a closed set (a kept closure, a seed) has
                    // every peer of an on candidate off, so nothing struck now lies in that
                    // candidate's regions, and those of a candidate this call turned on are
                    // settled.
                    let remaining = left & NUMBERED_REGION_SETS[r];
                    debug_assert!(remaining & closure.on[d] == 0);
                    if remaining == 0 {
                        closure.absurd = true;
                        return;
                    }
                    new_on[d] |= remaining;
                    on_digits |= 1 << d;
                }
            }
            off_digits = 0;
            if struck == 0 || enough(closure) {
                return;
            }
            // What is left of the cells, all at once: only a struck cell can be left with one
            // candidate or none, and one left with one before had it turned on then.
            let (left, several_left, some_left) = left9(boards, &closure.off);
            if multiple & !some_left != 0 {
                closure.absurd = true;
                return;
            }
            // Most cells left with one candidate have it on already (every cell this closure
            // turned one on in is among them): those are told for all digits at once, and the
            // digits are looked at only for the rest, seldom any. (A cell of several with a
            // candidate on and that one struck has none left, found absurd above.)
            let one_left = multiple & some_left & !several_left & !on_cells;
            if one_left != 0 {
                for d in 0..9 {
                    let forced = one_left & left[d];
                    if forced != 0 {
                        new_on[d] |= forced;
                        on_digits |= 1 << d;
                    }
                }
            }
        }
    }
}

/// The cells where two boards or more of nine have a candidate, and one or more: what a
/// counter saturating at two, run over the boards, leaves.
#[inline(always)]
fn counted(boards: &[u128; 9]) -> (u128, u128) {
    let (mut twice, mut once) = (0u128, 0u128);
    for &board in boards {
        twice |= once & board;
        once |= board;
    }
    (twice, once)
}

/// Which of a candidate's two assumptions, on and off, a search needs to grow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sides {
    pub(crate) on: bool,
    pub(crate) off: bool,
}

impl Sides {
    pub(crate) const BOTH: Sides = Sides {
        on: true,
        off: true,
    };
    pub(crate) const NEITHER: Sides = Sides {
        on: false,
        off: false,
    };
}

/// The closures of the assumptions a dynamic search makes in one position: every candidate of
/// every open cell, on (each takes part in its cell's chains, and in its regions'), grown up
/// front; the off ones as the search asks, since each is used once.
pub(crate) struct Closures<'p> {
    position: &'p Position,
    /// The index in `on` of each candidate's closure (cell * 9 + digit).
    slots: [u16; 81 * 9],
    on: Vec<Closure>,
    /// The candidates whose on closure is absurd, as far as they are known.
    absurd_on: [u128; 9],
}

impl<'p> Closures<'p> {
    pub(crate) fn of(position: &'p Position) -> Closures<'p> {
        let mut closures = Closures::with_room(position);
        for cell in 0..81 {
            let mask = position.open[cell];
            if position.values[cell] != 0 {
                continue;
            }
            for d in bits(mask) {
                closures.slots[cell * 9 + d] = closures.on.len() as u16;
                let start = node(cell, d, true);
                let seed = closures.seed(cell, d);
                let closure =
                    Closure::of_until(position, start, seed, &closures.absurd_on, |_| false);
                closures.absurd_on[d] |= u128::from(closure.absurd) << cell;
                closures.on.push(closure);
            }
        }
        closures
    }

    /// No closure yet, with room for one for every candidate of `position`.
    fn with_room(position: &'p Position) -> Closures<'p> {
        // Sized up front: a nested search makes thousands of these, each of some hundreds of
        // closures of 300 bytes, and growing the list copied them over and over.
        let candidates = (0..81)
            .filter(|&cell| position.values[cell] == 0)
            .map(|cell| count9(position.open[cell]) as usize)
            .sum();
        Closures {
            position,
            slots: [u16::MAX; 81 * 9],
            on: Vec::with_capacity(candidates),
            absurd_on: [0; 9],
        }
    }

    /// A closure worked out already that candidate `(cell, d)` on turns on at once, and that
    /// is not absurd: a closed set inside its own, to start from.
    fn seed(&self, cell: usize, d: usize) -> Option<&Closure> {
        let position = self.position;
        // A slot is set as its closure is begun, in order: one not set yet (`u16::MAX`) is
        // past the end of the list, and this candidate's own is never asked for.
        let done = |c: usize, e: usize| {
            self.on
                .get(usize::from(self.slots[c * 9 + e]))
                .filter(|closure| !closure.absurd)
        };
        // A bivalue peer with the digit: its other digit.
        for peer in cells_of(position.boards[d] & PEER_SETS[cell]) {
            let mask = position.open[peer];
            if count9(mask) == 2 {
                let other = (mask & !(1 << d)).trailing_zeros() as usize;
                if let Some(closure) = done(peer, other) {
                    return Some(closure);
                }
            }
        }
        // Another digit of the cell with two places in a region: its other place.
        for e in bits(position.open[cell] & !(1 << d)) {
            for region in CELL_REGION_SETS[cell] {
                let others = position.boards[e] & region & !(1 << cell);
                if one_cell(others)
                    && let Some(closure) = done(others.trailing_zeros() as usize, e)
                {
                    return Some(closure);
                }
            }
        }
        None
    }

    /// Which of the assumptions candidate `(cell, d)` on and off can take part in a hint of
    /// its own: one that is absurd; or, with `double`, both when either is absurd or they
    /// reach a conclusion in common. (Only off conclusions need a look: an on one is worth
    /// drawing when its cell has other digits, which it turns off.)
    pub(crate) fn binary(&self, cell: usize, d: usize, double: bool) -> Sides {
        let on = self.on(node(cell, d, true));
        if double && on.absurd {
            return Sides::BOTH;
        }
        let off = match self.forced_by_negation(cell, d) {
            Some(forced) => self.on(forced),
            None => {
                // Only a cell of three digits or more has a negation that forces nothing
                // at once (so `double`), and only whether it meets the on side matters. It
                // meets nothing: the cell keeps two digits or more, and each of its regions
                // keeps two places of the digit or more, or had this one alone (no link), so
                // the negation's closure is the negation alone, which the on side (not
                // absurd) does not turn off. Working that closure out anyway took 4-7% of the
                // hardest ratings; debug builds (the tests) still do, to hold the argument.
                debug_assert!(double);
                #[cfg(debug_assertions)]
                assert!(!Closure::meets_off(
                    self.position,
                    node(cell, d, false),
                    &self.absurd_on,
                    &on.off
                ));
                return Sides::NEITHER;
            }
        };
        if double {
            let any = off.absurd || (0..9).any(|d| on.off[d] & off.off[d] != 0);
            return Sides { on: any, off: any };
        }
        Sides {
            on: on.absurd,
            off: off.absurd,
        }
    }

    /// The candidate that `(cell, d)` off turns on at once, when one does: the other digit of
    /// a bivalue cell, or the other place of a digit with two places in a region. That
    /// candidate on turns `(cell, d)` off in turn, so the two assumptions lead to the same
    /// least closed set, and to a contradiction alike: the closure grown up front serves.
    fn forced_by_negation(&self, cell: usize, d: usize) -> Option<Node> {
        let position = self.position;
        let mask = position.open[cell];
        if count9(mask) == 2 {
            let other = (mask & !(1 << d)).trailing_zeros() as usize;
            return Some(node(cell, other, true));
        }
        CELL_REGION_SETS[cell].iter().find_map(|&region| {
            let others = position.boards[d] & region & !(1 << cell);
            one_cell(others).then(|| node(others.trailing_zeros() as usize, d, true))
        })
    }

    /// The closure of the on assumption `start` (a candidate of an open cell): whether it is
    /// absurd, and if not what it leads to, for [`Closure::share_off`] and [`Closure::common`]
    /// (the foresight looks each group member's closure up once, for both).
    pub(crate) fn on(&self, start: Node) -> &Closure {
        let slot = self.slots[usize::from(start) / 2];
        debug_assert!(slot != u16::MAX, "{start}: not a candidate of an open cell");
        &self.on[usize::from(slot)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::position::sample_positions;

    /// Asserts that `closures` of `position` are `expected` of every on assumption: absurd
    /// alike, or with the same candidates on and off. How many are absurd, and how many not.
    pub(super) fn assert_closures(
        position: &Position,
        closures: &Closures,
        expected: impl Fn(Node) -> Closure,
    ) -> (usize, usize) {
        let (mut absurd, mut reached) = (0, 0);
        for cell in (0..81).filter(|&cell| position.values[cell] == 0) {
            for d in bits(position.open[cell]) {
                let start = node(cell, d, true);
                let (found, expected) = (closures.on(start), expected(start));
                assert_eq!(found.absurd, expected.absurd, "{start} in {position:?}");
                if expected.absurd {
                    absurd += 1;
                } else {
                    assert_eq!((found.on, found.off), (expected.on, expected.off));
                    reached += 1;
                }
            }
        }
        (absurd, reached)
    }

    /// Closures worked out together, each knowing which candidates before it are absurd on,
    /// are those worked out alone.
    #[test]
    fn closures_knowing_the_absurd_ones_are_closures_alone() {
        let (mut absurd, mut reached) = (0, 0);
        for position in sample_positions(10) {
            let closures = Closures::of(&position);
            let alone = |start| Closure::of(&position, start, &[0; 9]);
            let (a, r) = assert_closures(&position, &closures, alone);
            absurd += a;
            reached += r;
        }
        assert!(
            absurd > 100 && reached > 100,
            "{absurd} absurd, {reached} not"
        );
    }

    /// Whether a negation meets a set of off candidates, stopped as soon as it knows, is what
    /// its whole closure says.
    #[test]
    fn a_negation_meets_what_its_whole_closure_meets() {
        let (mut met, mut missed) = (0, 0);
        for position in sample_positions(10) {
            let closures = Closures::of(&position);
            for cell in (0..81).filter(|&cell| count9(position.open[cell]) >= 3) {
                for d in bits(position.open[cell]) {
                    let on = closures.on(node(cell, d, true));
                    if on.absurd {
                        continue;
                    }
                    let negation = node(cell, d, false);
                    let whole = Closure::of(&position, negation, &[0; 9]);
                    let expected = whole.absurd || (0..9).any(|d| whole.off[d] & on.off[d] != 0);
                    let meets = Closure::meets_off(&position, negation, &[0; 9], &on.off);
                    assert_eq!(meets, expected, "{negation} in {position:?}");
                    if expected {
                        met += 1;
                    } else {
                        missed += 1;
                    }
                }
            }
        }
        assert!(met > 100 && missed > 100, "{met} met, {missed} not");
    }

    /// Where a candidate off turns another on at once, the closure of that one on stands for
    /// the candidate's negation: the same contradiction, or the same candidates on and off.
    #[test]
    fn a_forced_candidate_stands_for_the_negation_that_forces_it() {
        let (mut absurd, mut reached) = (0, 0);
        for position in sample_positions(10) {
            let closures = Closures::of(&position);
            for cell in (0..81).filter(|&cell| position.values[cell] == 0) {
                for d in bits(position.open[cell]) {
                    let Some(forced) = closures.forced_by_negation(cell, d) else {
                        continue;
                    };
                    let negation = Closure::of(&position, node(cell, d, false), &[0; 9]);
                    let stand_in = closures.on(forced);
                    assert_eq!(negation.absurd, stand_in.absurd, "cell {cell}, digit {d}");
                    if negation.absurd {
                        absurd += 1;
                    } else {
                        assert_eq!(negation.on, stand_in.on, "cell {cell}, digit {d}");
                        assert_eq!(negation.off, stand_in.off, "cell {cell}, digit {d}");
                        reached += 1;
                    }
                }
            }
        }
        assert!(
            absurd > 100 && reached > 100,
            "{absurd} absurd, {reached} not"
        );
    }
}
