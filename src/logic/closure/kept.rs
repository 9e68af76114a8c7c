//! Closures kept from one dynamic search to the next: a rating's next dynamic step nearly
//! always starts from the position the last one started from, less the one candidate that
//! step removed, and most closures there are the same or need a few bit tests to tell.

use super::{Closure, Closures, Reached, several};
use crate::logic::geometry::{CELL_REGION_SETS, bits, cell_bit, cells_of, count9};
use crate::logic::position::Position;

/// Closures kept beyond the search of their position, with the position.
struct Kept {
    position: Position,
    slots: [u16; 81 * 9],
    on: Vec<Closure>,
}

thread_local! {
    /// The closures of the last position a dynamic search on this thread started from.
    static LAST: std::cell::RefCell<Option<Kept>> = const { std::cell::RefCell::new(None) };
}

impl<'p> Closures<'p> {
    /// The closures of `position`, worked out from those of the last position a search on
    /// this thread kept ([`Closures::keep`]) when `position` is that one less some candidates
    /// (as a rating's next dynamic step nearly always is: less the one the last step removed),
    /// or else anew.
    pub(crate) fn after_last(position: &'p Position) -> Closures<'p> {
        LAST.with(|last| last.borrow_mut().take())
            .and_then(|kept| Closures::updated(position, &kept))
            .unwrap_or_else(|| Closures::of(position))
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

    /// The closures of `position` from those `kept` of a position with more candidates, when
    /// the rules of both are the same (see [`Closure::updated`]).
    fn updated(position: &'p Position, kept: &Kept) -> Option<Closures<'p>> {
        let removed = position.removed_since(&kept.position)?;
        let changed = removed.iter().fold(0, |changed, &cells| changed | cells);
        // A cell or a region left with one candidate out of several has lost a link.
        if cells_of(changed).any(|cell| count9(position.open[cell]) < 2) {
            return None;
        }
        for (d, &removed) in removed.iter().enumerate() {
            for cell in cells_of(removed) {
                for region in CELL_REGION_SETS[cell] {
                    let before = kept.position.boards[d];
                    if several(before & region) != several(position.boards[d] & region) {
                        return None;
                    }
                }
            }
        }
        let mut closures = Closures::with_room(position);
        for cell in (0..81).filter(|&cell| position.values[cell] == 0) {
            for d in bits(position.open[cell]) {
                let before = kept.on[usize::from(kept.slots[cell * 9 + d])];
                // What was absurd there is absurd here: what led to the contradiction still
                // does.
                let closure = if before.absurd {
                    before
                } else {
                    before.updated(position, (&removed, changed), &closures.absurd_on)
                };
                closures.slots[cell * 9 + d] = closures.on.len() as u16;
                closures.absurd_on[d] |= u128::from(closure.absurd) << cell;
                closures.on.push(closure);
            }
        }
        Some(closures)
    }
}

impl Closure {
    /// This closure, worked out in a position with the candidates `removed` (by digit) more,
    /// for the same assumption in `position`, where no cell and no region is left with one
    /// candidate it had company for (so the rules are the same, on fewer candidates).
    ///
    /// What followed there follows here too: an off candidate still here is turned off by the
    /// same on one; an on one is left alone in its cell or region by the same off ones, fewer
    /// here, or, gone, leaves that cell or region with none, a contradiction. And the rules
    /// add nothing more but where a cell or a region lost a candidate: elsewhere they find
    /// what they found there, with nothing more to turn on.
    fn updated(
        mut self,
        position: &Position,
        (removed, changed): (&[u128; 9], u128),
        absurd_on: &[u128; 9],
    ) -> Closure {
        debug_assert!(!self.absurd);
        let boards = &position.boards;
        for d in 0..9 {
            self.off[d] &= boards[d];
        }
        let mut reached = Reached::default();
        for (d, &removed) in removed.iter().enumerate() {
            for cell in cells_of(removed) {
                for region in CELL_REGION_SETS[cell] {
                    let places = boards[d] & region;
                    let remaining = places & !self.off[d];
                    if several(remaining) || remaining & self.on[d] != 0 || !several(places) {
                        continue;
                    }
                    if remaining == 0 {
                        self.absurd = true;
                        return self;
                    }
                    reached.turn_on(d, remaining);
                }
            }
        }
        for cell in cells_of(changed) {
            let left = bits(position.open[cell])
                .filter(|&d| self.off[d] >> cell & 1 == 0)
                .fold(0u16, |left, d| left | 1 << d);
            if left == 0 {
                self.absurd = true;
                return self;
            }
            let d = left.trailing_zeros() as usize;
            if count9(left) == 1 && self.on[d] >> cell & 1 == 0 {
                reached.turn_on(d, cell_bit(cell));
            }
        }
        if reached.on_digits == 0 {
            return self;
        }
        self.follow(position, reached, absurd_on, |_| false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::closure::tests::assert_closures;

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
            let Some(closures) = Closures::updated(position, &kept) else {
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
}
