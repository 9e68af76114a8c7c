//! The hints of nested rules in the grids growths leave, kept by grid.
//!
//! Growths from different assumptions often leave the same grid: a bivalue cell's candidate
//! on and its cell-mate off lead alike, as do a digit's two places in a region. What the
//! chaining rules nested at a level find in a grid depends on nothing but that grid and the
//! position the growths started from, and is the costliest thing a growth asks for (a third
//! of the grids a rating of ER 11 asks about have been asked about before). So it is worked
//! out once per grid and rule, on each thread (the levels that nest a rule share it).

use std::collections::HashMap;

use foldhash::fast::FixedState;
use std::rc::Rc;

use crate::logic::implications::InnerHint;
use crate::logic::position::Position;

/// What makes the hints the same: the rule ([`super::Nesting::key`]), the position the growths
/// start from (its candidates and placed digits), and the candidates of the grid one left
/// (whose placed digits are the position's).
type Key = (u8, [u16; 81], [u8; 81], [u16; 81]);

/// How many grids a thread keeps before it forgets them all: about 7 MB of keys, held for the
/// thread's life (each `-j` thread has its own).
const CAPACITY: usize = 1 << 14;

thread_local! {
    /// Hashed with foldhash rather than SipHash: a key is 400 bytes, asked for a hundred
    /// thousand times in a rating of ER 11, and SipHash cost 0.7% of it; nothing here is
    /// chosen by an adversary.
    static KEPT: std::cell::RefCell<HashMap<Key, Rc<[InnerHint]>, FixedState>> =
        std::cell::RefCell::new(HashMap::with_hasher(FixedState::default()));
}

/// The hints `find` gives for the grid `inner`, left by a growth from `position`, of the rule
/// numbered `rule`: kept from the last time on this thread, or found now.
pub(super) fn nested_hints(
    rule: u8,
    position: &Position,
    inner: &Position,
    find: impl FnOnce() -> Vec<InnerHint>,
) -> Rc<[InnerHint]> {
    let key = (rule, position.open, position.values, inner.open);
    if let Some(hints) = KEPT.with(|kept| kept.borrow().get(&key).cloned()) {
        return hints;
    }
    // Not borrowed while finding: a nested rule grows chains that ask for their own hints.
    // Shared with the table, not copied: most grids are not asked about again.
    let hints: Rc<[InnerHint]> = find().into();
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        if kept.len() >= CAPACITY {
            kept.clear();
        }
        kept.insert(key, Rc::clone(&hints));
    });
    hints
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::chains::static_hints;
    use crate::logic::position::sample_positions;

    /// The hints kept for a grid are those of the position the growth started from: the same
    /// grid left by growths from two positions has hints relying on different struck
    /// candidates, and each position gets its own.
    #[test]
    fn a_grid_keeps_its_hints_for_each_position() {
        let mut differ = 0;
        for group in sample_positions(40).chunks(3) {
            let (start, inner) = (group[0], group[2]);
            // A second position between the two: the start less half of what the grid lacks.
            let mut between = start;
            for cell in 0..81 {
                for d in 0..9u8 {
                    let lacking = start.open[cell] & !inner.open[cell];
                    if lacking >> d & 1 == 1 && (cell + usize::from(d)) % 2 == 0 {
                        between.remove(cell, d);
                    }
                }
            }
            for outer in [start, between, start] {
                let direct = static_hints(&inner, &outer.open);
                let kept = nested_hints(0, &outer, &inner, || static_hints(&inner, &outer.open));
                assert_eq!(*kept, *direct);
            }
            differ += usize::from(
                static_hints(&inner, &start.open) != static_hints(&inner, &between.open),
            );
        }
        assert!(
            differ > 3,
            "only {differ} grids' hints depend on the position"
        );
    }

    /// The rules nested at one level keep their own hints for the same grid: at level 3, the
    /// multiple forcing chains asked about a grid after the static rule found nothing there.
    #[test]
    fn a_grid_keeps_its_hints_for_each_rule() {
        let group = sample_positions(1);
        let (outer, inner) = (group[0], group[1]);
        let hint = |complexity| InnerHint {
            difficulty: 7.0,
            complexity,
            sort_key: 0,
            removals: vec![(0, 1)],
            parents: Vec::new(),
            fingerprint: complexity as u64,
        };
        for rule in 0..3u8 {
            let found = nested_hints(rule, &outer, &inner, || vec![hint(usize::from(rule))]);
            assert_eq!(*found, [hint(usize::from(rule))]);
        }
        for rule in 0..3u8 {
            let kept = nested_hints(rule, &outer, &inner, || unreachable!("kept"));
            assert_eq!(*kept, [hint(usize::from(rule))], "rule {rule}");
        }
    }
}
