//! Growths carried from one dynamic search to the next: a rating's next dynamic step nearly
//! always starts from the position the last one started from, less the one candidate that
//! step removed, and a growth that never looked at that candidate grows there as it grew
//! (at level 0, [`Grown::after_last`]; at levels 1 and 2, [`Carry`]). And a rating asks the
//! levels of dynamic forcing chains one after another in one position, each growing as an
//! earlier one did until that one ended ([`Earlier`]).

use super::outcome::{NONE, Outcome, Settled};
use super::{Grown, Growth, NODES};
use crate::logic::geometry::{
    BLOCK, CELL_REGION_SETS, CELL_REGIONS, COLUMN, ROW, bits, cell_bit, cells_of, count9,
};
use crate::logic::node::{Node, node};
use crate::logic::position::Position;

/// The growths of a dynamic search of level 1 or more, settled, for a later search in the same
/// position to go on from.
#[derive(Clone)]
pub(super) struct Earlier {
    pub(super) growth: Growth,
    /// The outcome of each assumption, on and off, by node.
    settled: Vec<Option<Settled>>,
}

thread_local! {
    /// The earlier searches kept on this thread, with the position they grew in.
    static EARLIER: std::cell::RefCell<Option<(Position, Vec<Earlier>)>> =
        const { std::cell::RefCell::new(None) };
}

impl Earlier {
    pub(super) fn of(growth: Growth, grown: &Grown) -> Earlier {
        let mut settled: Vec<Option<Settled>> = (0..NODES).map(|_| None).collect();
        for (slot, &at) in grown.slots.iter().enumerate() {
            if at != NONE {
                settled[slot * 2 + 1] = Some(Settled::of(&grown.outcomes[at as usize]));
            }
        }
        for (slot, negation) in grown.negations.iter().enumerate() {
            if let Some(out) = negation {
                settled[slot * 2] = Some(Settled::of(out));
            }
        }
        Earlier { growth, settled }
    }

    /// The outcome of assumption `n`, when this search grew it.
    pub(super) fn get(&self, n: Node) -> Option<&Settled> {
        self.settled[usize::from(n)].as_ref()
    }

    /// The searches kept on this thread in `position`: none when the last kept were in another.
    pub(super) fn take(position: &Position) -> Vec<Earlier> {
        EARLIER
            .with(|kept| kept.borrow_mut().take())
            .filter(|(kept_in, _)| kept_in == position)
            .map(|(_, earlier)| earlier)
            .unwrap_or_default()
    }

    /// Keeps `earlier`, searches in `position`, on this thread for [`Earlier::take`].
    pub(super) fn keep(position: &Position, earlier: Vec<Earlier>) {
        EARLIER.with(|kept| *kept.borrow_mut() = Some((*position, earlier)));
    }
}

/// The growths of a dynamic search (on assumptions, of level 0), with the position they grew
/// in.
struct Carried {
    position: Position,
    grown: Grown,
}

thread_local! {
    /// The growths of the last dynamic search on this thread.
    static LAST: std::cell::RefCell<Option<Carried>> = const { std::cell::RefCell::new(None) };
}

impl Grown {
    /// The growths of the last dynamic search on this thread that grow in `position` as they
    /// grew there, when `position` is that search's less one candidate; none otherwise.
    pub(super) fn after_last(position: &Position) -> Grown {
        let mut grown = Grown::default();
        let Some(last) = LAST.with(|last| last.borrow_mut().take()) else {
            return grown;
        };
        let Some(removed) = one_removed(&last.position, position) else {
            return grown;
        };
        grown.slots = vec![NONE; NODES / 2];
        for out in last.grown.outcomes {
            if grows_alike(&out, &last.position, removed) {
                let start = out.node(0);
                grown.slots[usize::from(start) / 2] = grown.outcomes.len() as u32;
                grown.outcomes.push(out);
            }
        }
        grown
    }

    /// Keeps these growths, grown in `position`, on this thread for [`Grown::after_last`].
    pub(super) fn keep(self, position: &Position) {
        let position = *position;
        LAST.with(|last| {
            *last.borrow_mut() = Some(Carried {
                position,
                grown: self,
            })
        });
    }
}

/// The candidate `before` has and `after` lacks, when that is all that tells them apart.
fn one_removed(before: &Position, after: &Position) -> Option<(usize, usize)> {
    let removed = after.removed_since(before)?;
    let count: u32 = removed.iter().map(|cells| cells.count_ones()).sum();
    let d = removed.iter().position(|&cells| cells != 0)?;
    (count == 1).then(|| (removed[d].trailing_zeros() as usize, d))
}

/// Whether the growth `out`, grown in `position`, grows alike without the candidate
/// `(cell, d)`.
///
/// A growth reads a candidate where it reaches it; where an on candidate turns off its cell's
/// other digits and its digit's other places (the candidate would be reached); where an off
/// candidate of its cell asks whether one digit is left there; and where an off candidate of
/// its digit in a region asks whether one place is left there. Unreached, it changes the
/// answers to those questions only where, without it, one would be left: it leaves at least
/// what the growth never reached, and the answer stands where that is two or more.
fn grows_alike(out: &Outcome, position: &Position, (cell, d): (usize, usize)) -> bool {
    if out.get(node(cell, d, true)).is_some() || out.get(node(cell, d, false)).is_some() {
        return false;
    }
    let off = |c: usize, e: usize| out.get(node(c, e, false)).is_some();
    let struck_here = bits(position.open[cell])
        .filter(|&e| off(cell, e))
        .fold(0u16, |set, e| set | 1 << e);
    if struck_here != 0 && count9(position.open[cell] & !(1 << d) & !struck_here) < 2 {
        return false;
    }
    CELL_REGION_SETS[cell].iter().all(|&region| {
        let places = position.boards[d] & region & !cell_bit(cell);
        let struck = cells_of(places)
            .filter(|&c| off(c, d))
            .fold(0u128, |set, c| set | cell_bit(c));
        struck == 0 || (places & !struck).count_ones() >= 2
    })
}

/// The growths of the last search of level 1 or 2 on this thread, for the next search of that
/// level, in a position with fewer candidates, to take those that grow there as they grew.
///
/// From level 1 on, a growth asks the basic techniques each time its direct links run out,
/// and at level 2 static chains after them, on the whole grid it has left: so unlike a growth
/// of level 0, every growth asks about every region. A candidate the next position lacks
/// changes none of those answers when the growth never reached it and, in the grid the growth
/// ended with (which has fewer candidates than every grid it asked about), its cell keeps three
/// other digits, its digit three other places in each of its regions, and those places lie on
/// two lines of its box at least both ways, and in two boxes of its row and of its column:
/// then no single, pair, pointing, claiming or X-Wing, and no link between two last candidates
/// of a cell or places of a region that a static chain follows, appears without it; and none
/// that the growth used went through it (the cell and regions had four candidates with it,
/// so no such link reached it, and a pattern that removed it would have been reached). Level 3
/// also nests cell and region forcing chains, where a cell or a region with one candidate
/// fewer can have a conclusion in common that it had not (and level 4's dynamic chains, too),
/// so their growths are grown anew.
pub(super) struct Carry {
    before: Position,
    /// The candidates `before` has that the position lacks, by digit (bit = cell).
    removed: [u128; 9],
    earlier: Earlier,
}

thread_local! {
    /// The growths of the last search of levels 1 and 2 on this thread, with their position.
    static LAST_AT_LEVEL: std::cell::RefCell<[Option<(Position, Earlier)>; 2]> =
        const { std::cell::RefCell::new([None, None]) };
}

impl Carry {
    /// The growths of the last search of `growth` kept on this thread, when `position` is that
    /// search's less some candidates; none for levels whose growths are not carried.
    pub(super) fn take(position: &Position, growth: Growth) -> Option<Carry> {
        let slot = Carry::slot(growth)?;
        let (before, earlier) = LAST_AT_LEVEL.with_borrow_mut(|last| last[slot].take())?;
        let removed = position.removed_since(&before)?;
        (removed != [0; 9]).then_some(Carry {
            before,
            removed,
            earlier,
        })
    }

    /// Keeps the growths of a search of `growth` in `position`, for [`Carry::take`].
    pub(super) fn keep(position: &Position, growth: Growth, grown: &Grown) {
        if let Some(slot) = Carry::slot(growth) {
            let earlier = Earlier::of(growth, grown);
            LAST_AT_LEVEL.with_borrow_mut(|last| last[slot] = Some((*position, earlier)));
        }
    }

    /// Where the growths of `growth` are kept: only levels 1 and 2 (plain dynamic chains with
    /// cell links, nesting nothing else) are carried.
    fn slot(growth: Growth) -> Option<usize> {
        match growth {
            _ if growth == Growth::nested(1, 0) => Some(0),
            _ if growth == Growth::nested(2, 0) => Some(1),
            _ => None,
        }
    }

    /// The outcome of assumption `n` in the new position, when it grows there as it grew in
    /// the last.
    pub(super) fn get(&self, n: Node) -> Option<Outcome> {
        let settled = self.earlier.get(n)?;
        grows_alike_without(settled, &self.before, &self.removed).then(|| settled.outcome())
    }
}

/// Whether the growth `settled` of level 1 or 2, grown in `before`, grows alike without the
/// candidates `removed` ([`Carry`] says why these tests suffice).
fn grows_alike_without(settled: &Settled, before: &Position, removed: &[u128; 9]) -> bool {
    let reached = settled.reached();
    let reached = |n: Node| reached[usize::from(n) / 64] >> (usize::from(n) % 64) & 1 == 1;
    (0..9).all(|d| {
        cells_of(removed[d]).all(|cell| {
            if reached(node(cell, d, true)) || reached(node(cell, d, false)) {
                return false;
            }
            let gone_here = (0..9).filter(|&e| removed[e] >> cell & 1 == 1);
            let gone_here = gone_here.fold(0u16, |set, e| set | 1 << e);
            let digits_left = bits(before.open[cell] & !gone_here)
                .filter(|&e| !reached(node(cell, e, false)))
                .count();
            // The places of its digit left, in the rest of the grid.
            let places = cells_of(before.boards[d] & !removed[d])
                .filter(|&c| !reached(node(c, d, false)))
                .fold(0u128, |set, c| set | cell_bit(c));
            let [block, row, column] = CELL_REGION_SETS[cell];
            let span = |set: u128, kind: usize| {
                let lines = cells_of(set).fold(0u32, |seen, c| seen | 1 << CELL_REGIONS[c][kind]);
                lines.count_ones()
            };
            digits_left >= 3
                && [block, row, column]
                    .iter()
                    .all(|&region| (places & region).count_ones() >= 3)
                && span(places & block, ROW) >= 2
                && span(places & block, COLUMN) >= 2
                && span(places & row, BLOCK) >= 2
                && span(places & column, BLOCK) >= 2
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::forcing::{Growth, grow};
    use crate::logic::node::{node_cell, node_digit, node_on};
    use crate::logic::rater::rating_paths;

    /// Growths carry over to a position only when it is the last one less one candidate.
    #[test]
    fn only_a_position_less_one_candidate_is_the_last_ones() {
        let samples = crate::logic::position::sample_positions(2);
        let before = samples[0];
        let cell = (0..81).find(|&c| count9(before.open[c]) >= 3).unwrap();
        let [d, e, ..] = bits(before.open[cell]).collect::<Vec<_>>()[..] else {
            unreachable!()
        };
        let mut less_one = before;
        less_one.remove(cell, d as u8);
        assert_eq!(one_removed(&before, &less_one), Some((cell, d)));
        let mut less_two = less_one;
        less_two.remove(cell, e as u8);
        assert_eq!(one_removed(&before, &less_two), None);
        assert_eq!(one_removed(&less_one, &before), None, "a candidate more");
        assert_eq!(one_removed(&before, &before), None, "the same position");
        assert_eq!(one_removed(&before, &samples[1]), None);
    }

    /// A growth said to grow alike without a candidate does: the same candidates, in the same
    /// order, from the same parents, to the same contradiction, along the rating paths of chain
    /// puzzles, every candidate struck in turn from some of their positions.
    #[test]
    fn a_growth_that_never_looked_at_a_candidate_grows_alike_without_it() {
        let growth = Growth::nested(0, 0);
        let (mut alike, mut not) = (0, 0);
        for position in rating_paths(3).iter().step_by(7) {
            let starts: Vec<_> = (0..81)
                .filter(|&c| position.values[c] == 0)
                .flat_map(|c| bits(position.open[c]).map(move |e| node(c, e, true)))
                .collect();
            let outcomes: Vec<Outcome> =
                starts.iter().map(|&n| grow(position, n, growth)).collect();
            for &removed in starts.iter().step_by(5) {
                let (cell, d) = (node_cell(removed), node_digit(removed));
                let mut after = *position;
                after.remove(cell, d as u8);
                for (out, &start) in outcomes.iter().zip(&starts) {
                    if start == removed || !grows_alike(out, position, (cell, d)) {
                        not += 1;
                        continue;
                    }
                    let again = grow(&after, start, growth);
                    assert_eq!(
                        again.entries_as_list(),
                        out.entries_as_list(),
                        "{start} less {removed}"
                    );
                    assert_eq!(again.absurd, out.absurd);
                    alike += 1;
                }
            }
        }
        assert!(alike > 10000 && not > 10000, "{alike} alike, {not} not");
    }

    /// A growth of level 1 or 2 said to grow alike without some candidates does, along the
    /// rating paths of chain puzzles, candidates struck from some of their positions one at a
    /// time and two at a time; and most growths are.
    #[test]
    fn a_nested_growth_said_to_carry_grows_alike_without_the_candidates() {
        let (mut alike, mut not) = (0, 0);
        for growth in [Growth::nested(1, 0), Growth::nested(2, 0)] {
            for position in rating_paths(3).iter().step_by(11) {
                let starts: Vec<_> = (0..81)
                    .filter(|&c| position.values[c] == 0 && count9(position.open[c]) >= 2)
                    .flat_map(|c| bits(position.open[c]).map(move |e| node(c, e, true)))
                    .flat_map(|n| [n, n ^ 1])
                    .collect();
                let settled: Vec<Settled> = starts
                    .iter()
                    .map(|&n| Settled::of(&grow(position, n, growth)))
                    .collect();
                let candidates: Vec<_> = starts.iter().filter(|&&n| node_on(n)).collect();
                for (i, &&first) in candidates.iter().enumerate().step_by(13) {
                    let second = *candidates[(i * 7 + 3) % candidates.len()];
                    for struck in [vec![first], vec![first, second]] {
                        let mut after = *position;
                        let mut removed = [0u128; 9];
                        for &n in &struck {
                            after.remove(node_cell(n), node_digit(n) as u8);
                            removed[node_digit(n)] |= cell_bit(node_cell(n));
                        }
                        for (out, &start) in settled.iter().zip(&starts) {
                            if !grows_alike_without(out, position, &removed) {
                                not += 1;
                                continue;
                            }
                            let again = grow(&after, start, growth);
                            let out = out.outcome();
                            assert_eq!(
                                again.entries_as_list(),
                                out.entries_as_list(),
                                "{start} less {struck:?}"
                            );
                            assert_eq!(again.absurd, out.absurd);
                            assert_eq!(again.exhausted, out.exhausted);
                            alike += 1;
                        }
                    }
                }
            }
        }
        assert!(alike > 20000 && not > 20000, "{alike} alike, {not} not");
    }
}
