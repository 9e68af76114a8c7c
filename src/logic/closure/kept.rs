//! Closures kept from one dynamic search to the next, for a search whose grid is the kept
//! one less some candidates: a rating's next dynamic step nearly always starts from the
//! position the last one started from, less the one candidate that step removed; and a nested
//! search (inside the level-4 rules) asks about the grids assumptions leave, each its position
//! less what the assumption struck, or the same assumption's grid of the round before less
//! some more. Most closures there are the same or need a few bit tests to tell.

use super::{Closure, Closures, counted, several};
use crate::logic::geometry::{
    NUMBERED_REGION_SETS, bits, cell_bit, cells_of, count9, halves, left9, meets9,
    numbered_regions, regions_of_cells, several_in_region, take_out, whole,
};
use crate::logic::node::node;
use crate::logic::position::Position;

/// Closures kept beyond the search of their position, with the position.
#[derive(Clone)]
struct Kept {
    position: Position,
    slots: [u16; 81 * 9],
    on: Vec<Closure>,
}

thread_local! {
    /// The closures of the last position a dynamic search on this thread started from.
    static LAST: std::cell::RefCell<Option<Kept>> = const { std::cell::RefCell::new(None) };
    /// The closures of the outer position of the last nested search on this thread.
    static OUTER: std::cell::RefCell<Option<Kept>> = const { std::cell::RefCell::new(None) };
    /// The closures of the last grid a nested search on this thread asked about.
    static INNER: std::cell::RefCell<Option<Kept>> = const { std::cell::RefCell::new(None) };
}

impl<'p> Closures<'p> {
    /// The closures of `position`, worked out from those of the last position a search on
    /// this thread kept ([`Closures::keep`]) when `position` is that one less some candidates
    /// (as a rating's next dynamic step nearly always is: less the one the last step removed),
    /// or else anew.
    pub(crate) fn after_last(position: &'p Position) -> Closures<'p> {
        LAST.with(|last| last.borrow_mut().take())
            .and_then(|kept| Closures::updated(position, kept))
            .unwrap_or_else(|| Closures::of(position))
    }

    /// The closures of `position`, a grid an assumption made in `outer` left (`outer` less
    /// some candidates): a nested search asks about hundreds of such grids, most of whose
    /// closures are the same as in `outer` or need a few bit tests to tell. Worked out from
    /// those of the last grid asked about on this thread when `position` is that grid less
    /// some candidates (the same assumption's next round, nearly always), else from those of
    /// `outer`, kept on this thread. Either is right for any grid it holds more candidates
    /// than and the same digits placed as (see [`Closures::updated`]), whatever position it
    /// came from.
    pub(crate) fn within(position: &'p Position, outer: &Position) -> Closures<'p> {
        let last = INNER.with_borrow_mut(|last| last.take());
        if let Some(closures) = last.and_then(|last| Closures::updated(position, last)) {
            return closures;
        }
        OUTER
            .with_borrow_mut(|kept| {
                if kept.as_ref().is_none_or(|kept| kept.position != *outer) {
                    *kept = Some(Closures::of(outer).into_kept());
                }
                // Copied: the outer position's closures serve the next grid asked about too.
                Closures::updated(position, kept.as_ref()?.clone())
            })
            .unwrap_or_else(|| Closures::of(position))
    }

    /// Keeps these closures, of a grid [`Closures::within`] was asked for, on this thread for
    /// the next such grid: the next round of the same assumption's chain leaves this grid
    /// less some candidates.
    pub(crate) fn keep_inner(self) {
        let kept = self.into_kept();
        INNER.with(|last| *last.borrow_mut() = Some(kept));
    }

    /// Keeps these closures on this thread for [`Closures::after_last`].
    pub(crate) fn keep(self) {
        let kept = self.into_kept();
        LAST.with(|last| *last.borrow_mut() = Some(kept));
    }

    fn into_kept(self) -> Kept {
        Kept {
            position: *self.position,
            slots: self.slots,
            on: self.on,
        }
    }

    /// The closures of `position` from those `kept` of a position with more candidates (and
    /// the same digits placed): each updated where the rules it followed there are the same
    /// here ([`Closure::update`]), worked out anew where it followed a link `position` lost.
    /// In place, in the kept list, each at its slot there: copying each closure (300 bytes,
    /// some hundreds a grid) into a new list took a tenth of the work. Those of the candidates
    /// `position` lacks stay in the list, at no slot.
    fn updated(position: &'p Position, kept: Kept) -> Option<Closures<'p>> {
        let removed = position.removed_since(&kept.position)?;
        let lost = LostLinks::between(&kept.position, position, &removed);
        let mut closures = Closures {
            position,
            slots: [u16::MAX; 81 * 9],
            on: kept.on,
            absurd_on: [0; 9],
        };
        for cell in (0..81).filter(|&cell| position.values[cell] == 0) {
            for d in bits(position.open[cell]) {
                let slot = kept.slots[cell * 9 + d];
                // Set first: `seed` takes the closures of the slots set before this one as
                // done (those not set yet are at `u16::MAX`, past the end of the list).
                closures.slots[cell * 9 + d] = slot;
                let closure = &mut closures.on[usize::from(slot)];
                if lost.followed_by(closure) {
                    let seed = closures.seed(cell, d);
                    let start = node(cell, d, true);
                    closures.on[usize::from(slot)] =
                        Closure::of_until(position, start, seed, &closures.absurd_on, |_| false);
                } else if !closure.absurd {
                    // An absurd one stays: with the same rules, what led to the contradiction
                    // still does.
                    closure.update(position, (&removed, &lost), &closures.absurd_on);
                }
                let absurd = closures.on[usize::from(slot)].absurd;
                // Seldom: a branch costs less than a 128-bit shift by the cell.
                if absurd {
                    closures.absurd_on[d] |= cell_bit(cell);
                }
            }
        }
        Some(closures)
    }
}

/// The links a position lost to another with fewer candidates: cells left with one candidate
/// (or none) out of several, and digits left with one place (or none) in a region where they
/// had several. A closure that followed none of them there follows the same rules here. (A
/// cell or a region that had one to start with had no link to lose.)
struct LostLinks {
    /// By digit, the cells where a closure that turned one of its candidates on followed a
    /// lost link: those that lost their cell link, and those of the regions where the digit
    /// lost its region link. Kept as one set a digit, so that a closure is told with one read
    /// of each of its sets ([`meets9`]).
    lost: [u128; 9],
    /// Whether any link was lost.
    any: bool,
    /// The digits that lost a candidate.
    digits: u16,
    /// The cells of two candidates or more after.
    multiple: u128,
    /// By digit (from `linked_from[d]` to `linked_from[d + 1]`), its places after in each
    /// region where it lost a candidate and keeps two places or more: only there can a
    /// closure be left with one place of it, or none. Worked out once for the grid rather
    /// than from each closure's own struck candidates. (At most 27 regions a digit: the
    /// bounds fit a byte.) As the two halves of each set, for [`several_in_region`].
    linked: Vec<[u64; 2]>,
    linked_from: [u8; 10],
    /// By digit, the union of those places: a region keeps two places or more for a closure
    /// that turned none of them off, so a closure whose off candidates miss them all (two
    /// thirds of those with a candidate to look at, in a nested rating) skips the regions.
    linked_places: [u128; 9],
}

impl LostLinks {
    fn between(before: &Position, after: &Position, removed: &[u128; 9]) -> LostLinks {
        let changed = removed.iter().fold(0, |changed, &cells| changed | cells);
        let cells = cells_of(changed).fold(0u128, |lost, cell| {
            let link_lost = count9(before.open[cell]) >= 2 && count9(after.open[cell]) < 2;
            lost | u128::from(link_lost) << cell
        });
        let mut lost = [cells; 9];
        let (mut linked, mut linked_from, mut digits) = (Vec::new(), [0u8; 10], 0);
        let mut linked_places = [0u128; 9];
        for (d, &removed) in removed.iter().enumerate() {
            for r in numbered_regions(regions_of_cells(removed)) {
                let region = NUMBERED_REGION_SETS[r];
                let places = after.boards[d] & region;
                if several(places) {
                    linked.push(halves(places));
                    linked_places[d] |= places;
                } else if several(before.boards[d] & region) {
                    lost[d] |= region;
                }
            }
            linked_from[d + 1] = linked.len() as u8;
            digits |= u16::from(removed != 0) << d;
        }
        let any = lost.iter().any(|&cells| cells != 0);
        LostLinks {
            lost,
            any,
            digits,
            multiple: counted(&after.boards).0,
            linked,
            linked_from,
            linked_places,
        }
    }

    /// The places of digit `d` in the regions where it lost a candidate and keeps its link.
    fn linked(&self, d: usize) -> &[[u64; 2]] {
        &self.linked[usize::from(self.linked_from[d])..usize::from(self.linked_from[d + 1])]
    }

    /// Whether a closure of the position before may have followed a lost link: an absurd one
    /// may have, when any was lost; another turned on a candidate in a cell that lost its
    /// link, or a digit in a region that lost its link (a rule that fired there turned one
    /// on; one that did not left nothing to follow).
    fn followed_by(&self, closure: &Closure) -> bool {
        if !self.any {
            return false;
        }
        closure.absurd || meets9(&closure.on, &self.lost)
    }
}

impl Closure {
    /// Updates this closure, worked out in a position with the candidates `removed` (by
    /// digit) more, to the same assumption's in `position`, where the rules it followed there
    /// are the same ([`LostLinks::followed_by`] says it followed none `position` lost).
    ///
    /// What followed there follows here too: an off candidate still here is turned off by the
    /// same on one; an on one is left alone in its cell or region by the same off ones, fewer
    /// here, or, gone, leaves that cell or region with none, a contradiction. And the rules
    /// add nothing more but where a cell or a region lost a candidate the closure had not
    /// turned off: elsewhere what is left of it is what was left there, with nothing more to
    /// turn on (or a cell or region that lost its link, where no rule applies any more).
    fn update(
        &mut self,
        position: &Position,
        (removed, lost): (&[u128; 9], &LostLinks),
        absurd_on: &[u128; 9],
    ) {
        debug_assert!(!self.absurd);
        let boards = &position.boards;
        // The candidates it now turns on, and their digits (the sets of off candidates to
        // follow are only made for the few closures that have any: zeroing them for each
        // cost 0.3%).
        let (mut on, mut on_digits) = ([0u128; 9], 0u16);
        // The cells that lost a candidate the closure had not turned off.
        let mut fresh_cells = 0;
        // Most digits lost no candidate: their off candidates are all still here. One that
        // lost only candidates the closure had turned off has what it had in every region
        // (two places or more, or the one it turned on), so its linked regions all pass:
        // they are walked anyway for the few such digits (a twentieth), where telling them
        // apart cost every digit a test.
        for d in bits(lost.digits) {
            let (off, linked_places) = (&mut self.off[d], &lost.linked_places[d]);
            if !take_out(off, &removed[d], &mut fresh_cells, linked_places) {
                continue;
            }
            // What is left of the digit's places.
            let left = boards[d] & !self.off[d];
            let left_halves = halves(left);
            // The regions where the digit lost a candidate this closure had already turned
            // off are looked at too: there it has what it had, two places or more, or the
            // one it turned on.
            for &places in lost.linked(d) {
                if several_in_region(left_halves, places) {
                    continue;
                }
                let remaining = whole(places) & left;
                if remaining & self.on[d] != 0 {
                    continue;
                }
                if remaining == 0 {
                    self.absurd = true;
                    return;
                }
                on[d] |= remaining;
                on_digits |= 1 << d;
            }
        }
        // The cells, all at once; only those that lost such a candidate, and still have two
        // or more (a cell link), can be left with one the closure had not turned on, or none.
        // Most closures have none: what is left of each cell is worked out only for the rest.
        let cells = fresh_cells & lost.multiple;
        if cells != 0 {
            let (left, several_left, some_left) = left9(boards, &self.off);
            if cells & !some_left != 0 {
                self.absurd = true;
                return;
            }
            let one_left = cells & !several_left;
            if one_left != 0 {
                for (d, &left) in left.iter().enumerate() {
                    let forced = one_left & left & !self.on[d];
                    if forced != 0 {
                        on[d] |= forced;
                        on_digits |= 1 << d;
                    }
                }
            }
        }
        if on_digits == 0 {
            return;
        }
        let reached = (&mut on, on_digits);
        self.follow(position, reached, (&mut [0; 9], 0), absurd_on, |_| false);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::closure::tests::assert_closures;
    use crate::logic::node::{Node, node_cell, node_digit};

    /// Closures worked out from those of the position before, along the rating paths of chain
    /// puzzles (where most steps remove a candidate or a few), are those worked out anew; a
    /// position with a digit placed since, or unlike the one before, is worked out anew.
    #[test]
    fn closures_follow_from_the_last_positions() {
        let (mut updated, mut anew, mut absurd, mut reached) = (0, 0, 0, 0);
        let positions = crate::logic::rater::rating_paths(12);
        for pair in positions.windows(2) {
            let (before, position) = (&pair[0], &pair[1]);
            let kept = Closures::of(before).into_kept();
            let Some(closures) = Closures::updated(position, kept) else {
                anew += 1;
                continue;
            };
            updated += 1;
            let fresh = Closures::of(position);
            let (a, r) = assert_closures(position, &closures, |start| *fresh.on(start));
            absurd += a;
            reached += r;
        }
        assert!(
            updated > 60 && anew > 500 && absurd > 1000 && reached > 1000,
            "{updated} updated, {anew} anew, {absurd} absurd, {reached} not"
        );
    }

    /// Closures updated grid after grid, each grid the last less some candidates struck at
    /// random (never a cell's last), are those worked out anew: there cells and regions lose
    /// their links everywhere, under absurd closures too, which may turn sound.
    #[test]
    fn closures_follow_through_grids_struck_at_random() {
        let mut random = crate::logic::position::xorshift(0x9e37_79b9_7f4a_7c15);
        let (mut grids, mut turned_sound) = (0, 0);
        for start in crate::logic::position::sample_positions(40)
            .into_iter()
            .step_by(3)
        {
            let (mut grid, mut kept) = (start, Closures::of(&start).into_kept());
            for _ in 0..6 {
                let last = grid;
                let before = Closures::of(&last);
                for cell in 0..81 {
                    for d in bits(grid.open[cell]) {
                        if count9(grid.open[cell]) > 1 && random().is_multiple_of(8) {
                            grid.remove(cell, d as u8);
                        }
                    }
                }
                let updated = Closures::updated(&grid, kept).unwrap();
                let fresh = Closures::of(&grid);
                assert_closures(&grid, &updated, |start| *fresh.on(start));
                for cell in (0..81).filter(|&cell| grid.values[cell] == 0) {
                    for d in bits(grid.open[cell]) {
                        let start = node(cell, d, true);
                        let was_absurd = before.on(start).absurd;
                        turned_sound += usize::from(!fresh.on(start).absurd && was_absurd);
                    }
                }
                grids += 1;
                kept = updated.into_kept();
            }
        }
        assert!(
            grids > 200 && turned_sound > 300,
            "{grids} grids, {turned_sound} closures absurd before and not after"
        );
    }

    /// The grid an assumption leaves in `position` as a dynamic chain grows it: less every
    /// candidate it turns off, when it is not absurd.
    fn left_by(position: &Position, closures: &Closures, start: Node) -> Option<Position> {
        let closure = closures.on(start);
        if closure.absurd {
            return None;
        }
        let mut grid = *position;
        for (d, &off) in closure.off.iter().enumerate() {
            for cell in cells_of(off) {
                grid.remove(cell, d as u8);
            }
        }
        Some(grid)
    }

    /// Closures of the grids chains leave, worked out from those of the position they started
    /// from, or from those of the grid before when that had more candidates still, are those
    /// worked out anew: where a closure followed a link the grid lost (a cell or a region left
    /// with one candidate out of several) and is worked out anew, and where it is updated: the
    /// same less what is gone, more, or absurd. The grids are those assumptions leave along
    /// the rating paths of chain puzzles, and those a second assumption leaves in them.
    #[test]
    fn closures_of_a_grid_follow_from_those_of_a_grid_with_more() {
        let (mut anew, mut same, mut more, mut absurd) = (0, 0, 0, 0);
        let positions = crate::logic::rater::rating_paths(4);
        for (i, outer) in positions.iter().enumerate().step_by(5) {
            let closures = Closures::of(outer);
            // A few assumptions of each position, and a second one in the grid each leaves.
            let starts: Vec<Node> = (0..81)
                .filter(|&cell| count9(outer.open[cell]) >= 2)
                .flat_map(|cell| bits(outer.open[cell]).map(move |d| node(cell, d, true)))
                .collect();
            for &start in starts.iter().skip(i % 7).step_by(7) {
                let Some(inner) = left_by(outer, &closures, start) else {
                    continue;
                };
                let inner_closures = Closures::of(&inner);
                let second = starts[(usize::from(start) * 31 + i) % starts.len()];
                let further = (inner.open[node_cell(second)] >> node_digit(second) & 1 == 1)
                    .then(|| left_by(&inner, &inner_closures, second))
                    .flatten();
                let mut grids = vec![(inner, *outer)];
                grids.extend(further.map(|further| (further, inner)));
                for &(grid, before) in &grids {
                    let removed = grid.removed_since(&before).unwrap();
                    let lost = LostLinks::between(&before, &grid, &removed);
                    let kept = Closures::of(&before);
                    let fresh = Closures::of(&grid);
                    for cell in (0..81).filter(|&cell| grid.values[cell] == 0) {
                        for d in bits(grid.open[cell]) {
                            let start = node(cell, d, true);
                            let (was, is) = (kept.on(start), fresh.on(start));
                            if lost.followed_by(was) {
                                anew += 1;
                            } else if is.absurd {
                                absurd += usize::from(!was.absurd);
                            } else if (0..9).all(|d| {
                                is.off[d] == was.off[d] & grid.boards[d] && is.on[d] == was.on[d]
                            }) {
                                same += 1;
                            } else {
                                more += 1;
                            }
                        }
                    }
                    let updated = Closures::updated(&grid, kept.into_kept()).unwrap();
                    assert_closures(&grid, &updated, |start| *fresh.on(start));
                }
                // The same grids as a nested search asks for them: the first from the
                // position, the second from the first (kept on this thread).
                for (grid, _) in grids {
                    let within = Closures::within(&grid, outer);
                    let fresh = Closures::of(&grid);
                    assert_closures(&grid, &within, |start| *fresh.on(start));
                    within.keep_inner();
                }
            }
        }
        assert!(
            anew > 1000 && same > 1000 && more > 1000 && absurd > 1000,
            "{anew} anew; updated: {same} the same, {more} more, {absurd} absurd"
        );
    }
}
