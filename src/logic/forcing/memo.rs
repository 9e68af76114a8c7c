//! The hints of nested rules in the grids growths leave, kept by grid.
//!
//! Growths from different assumptions often leave the same grid: a bivalue cell's candidate
//! on and its cell-mate off lead alike, as do a digit's two places in a region. What the
//! chaining rules nested at a level find in a grid depends on nothing but that grid, and is
//! the costliest thing a growth asks for (a third of the grids a rating of ER 11 asks about
//! have been asked about before). So it is worked out once per grid and rule, on each thread
//! (the levels that nest a rule share it). The position the growth started from tells only
//! which of the hints' candidates it struck, their parents; a grid asked about again from
//! another position (the next step's, often) gets them worked out anew for that one.

use std::collections::HashMap;
use std::rc::Rc;

use foldhash::fast::FixedState;

use crate::logic::implications::{InnerHint, Struck};
use crate::logic::position::Position;

/// What makes the hints the same: the rule ([`super::Nesting::key`]), the placed digits (the
/// position's, which the grid shares), and the candidates of the grid.
type Key = (u8, [u8; 81], [u16; 81]);

/// A grid's hints, and the candidates of the position the growth that left it started from:
/// the hints' parents are the candidates of that position they relied on and the grid lacks.
struct Found {
    source: [u16; 81],
    hints: Rc<[InnerHint]>,
}

/// How many grids a thread keeps before it forgets them all: about 4 MB of keys and some tens
/// of MB of hints at most, held for the thread's life (each `-j` thread has its own; rating
/// `..1...5...2.4...` peaks at 66 MB with one thread, 56 MB when each step started afresh).
const CAPACITY: usize = 1 << 14;

thread_local! {
    /// Hashed with foldhash rather than SipHash: a key is 250 bytes, asked for a hundred
    /// thousand times in a rating of ER 11, and SipHash cost 0.7% of it; nothing here is
    /// chosen by an adversary.
    static KEPT: std::cell::RefCell<HashMap<Key, Found, FixedState>> =
        std::cell::RefCell::new(HashMap::with_hasher(FixedState::default()));
}

/// The hints `find` gives for the grid `inner`, left by a growth from `position`, of the rule
/// numbered `rule`: kept from the last time on this thread (with their parents from
/// `position`), or found now.
pub(super) fn nested_hints(
    rule: u8,
    position: &Position,
    inner: &Position,
    find: impl FnOnce() -> Vec<InnerHint>,
) -> Rc<[InnerHint]> {
    let key = (rule, position.values, inner.open);
    let kept = KEPT.with(|kept| {
        let kept = kept.borrow();
        let found = kept.get(&key)?;
        Some((found.source, Rc::clone(&found.hints)))
    });
    if let Some((source, hints)) = kept {
        if source == position.open {
            return hints;
        }
        if let Some(moved) = from_another_start(&hints, &position.open, &inner.open) {
            let moved: Rc<[InnerHint]> = moved.into();
            keep(key, position.open, Rc::clone(&moved));
            return moved;
        }
    }
    // Not borrowed while finding: a nested rule grows chains that ask for their own hints.
    // Shared with the table, not copied: most grids are not asked about again.
    let hints: Rc<[InnerHint]> = find().into();
    keep(key, position.open, Rc::clone(&hints));
    hints
}

fn keep(key: Key, source: [u16; 81], hints: Rc<[InnerHint]>) {
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        if kept.len() >= CAPACITY {
            kept.clear();
        }
        kept.insert(key, Found { source, hints });
    });
}

/// The hints found for `grid`, left by a growth from another position, with the parents they
/// have when it started from `source`; none when a hint that relied on the other position's
/// struck candidates relies on none of these. (A search from `source` would not have counted
/// that hint as adding a link, and so would have built the hints after it that it made
/// useless. The reverse, a hint that relies on struck candidates only from `source`, leaves
/// some hints here that a search from `source` would not build; they add no link.)
fn from_another_start(
    hints: &[InnerHint],
    source: &[u16; 81],
    grid: &[u16; 81],
) -> Option<Vec<InnerHint>> {
    let struck = Struck::new(source, grid);
    hints
        .iter()
        .map(|hint| {
            let parents = hint.parents_from(&struck);
            if parents.is_empty() && !hint.parents.is_empty() {
                return None;
            }
            // Field by field: cloning the whole hint copied its old parents too, only to
            // drop them, an allocation for each of a hundred thousand hints in a nested rating.
            Some(InnerHint {
                difficulty: hint.difficulty,
                complexity: hint.complexity,
                sort_key: hint.sort_key,
                removals: hint.removals.clone(),
                parents,
                fingerprint: hint.fingerprint,
                reliance: Rc::clone(&hint.reliance),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::chains::static_hints;
    use crate::logic::implications::{Removed, first_links};
    use crate::logic::position::sample_positions;

    /// The hints kept for a grid give a growth the links a search from its own position gives:
    /// the same grid left by growths from two positions has hints relying on different struck
    /// candidates, and the hints found from one serve the other with their parents worked out
    /// anew (or are found again, when a hint would rely on nothing struck there).
    #[test]
    fn a_grid_kept_from_another_position_gives_the_same_links() {
        let (mut differ, mut moved) = (0, 0);
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
            for (i, outer) in [start, between, start].into_iter().enumerate() {
                let direct = static_hints(&inner, &outer.open);
                let mut found = false;
                let kept = nested_hints(0, &outer, &inner, || {
                    found = true;
                    static_hints(&inner, &outer.open)
                });
                assert_eq!(first_links(&kept), first_links(&direct));
                moved += usize::from(i > 0 && !found);
            }
            differ += usize::from(
                static_hints(&inner, &start.open) != static_hints(&inner, &between.open),
            );
        }
        assert!(
            differ > 3 && moved > 3,
            "{differ} grids' hints depend on the position, {moved} moved to another"
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
            removals: Removed::One((0, 1)),
            parents: Vec::new(),
            fingerprint: complexity as u64,
            reliance: Rc::new([]),
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
