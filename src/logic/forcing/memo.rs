//! The hints of nested rules in the grids growths leave, kept by grid.
//!
//! Growths from different assumptions often leave the same grid: a bivalue cell's candidate
//! on and its cell-mate off lead alike, as do a digit's two places in a region. What the
//! chaining rules nested at a level find in a grid depends on nothing but that grid and the
//! position the growths started from, and is the costliest thing a growth asks for (a third
//! of the grids a rating of ER 11 asks about have been asked about before). So it is worked
//! out once per grid and rule, on each thread (the levels that nest a rule share it).

use std::collections::HashMap;

use crate::logic::implications::InnerHint;
use crate::logic::position::Position;

/// What makes the hints the same: the rule ([`super::Nesting::key`]), the position the growths start from (its candidates and placed digits), and the candidates of
/// the grid one left (whose placed digits are the position's).
type Key = (u8, [u16; 81], [u8; 81], [u16; 81]);

/// How many grids a thread keeps before it forgets them all: a few megabytes.
const CAPACITY: usize = 1 << 14;

thread_local! {
    static KEPT: std::cell::RefCell<HashMap<Key, Vec<InnerHint>>> =
        std::cell::RefCell::new(HashMap::new());
}

/// The hints `find` gives for the grid `inner`, left by a growth from `position`, of the rule
/// numbered `rule`: kept from the last time on this thread, or found now.
pub(super) fn nested_hints(
    rule: u8,
    position: &Position,
    inner: &Position,
    find: impl FnOnce() -> Vec<InnerHint>,
) -> Vec<InnerHint> {
    let key = (rule, position.open, position.values, inner.open);
    if let Some(hints) = KEPT.with(|kept| kept.borrow().get(&key).cloned()) {
        return hints;
    }
    // Not borrowed while finding: a nested rule grows chains that ask for their own hints.
    let hints = find();
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        if kept.len() >= CAPACITY {
            kept.clear();
        }
        kept.insert(key, hints.clone());
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
                assert_eq!(kept, direct);
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
}
