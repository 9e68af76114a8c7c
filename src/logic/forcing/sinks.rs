//! Where a forcing chain search's hints go: the best one, as a rating step, or all of them
//! (but those that add no link), for a chain that nests the rule.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::rc::Rc;

use super::added::{Pending, pending};
use super::outcome::Outcome;
use crate::logic::chain_hint::{ChainHint, conclusion};
use crate::logic::implications::{
    Cause, InnerHint, Kept, Removed, Struck, longest_before, parents_from,
};
use crate::logic::node::{NODES, Node, node_cell, node_digit, node_on};
use crate::logic::position::Position;
use crate::logic::technique::StepName;

/// A hint a chaining rule found, before it is built: what SE sorts it by and the chains behind
/// it.
pub(super) struct Hint<'a> {
    pub(super) difficulty: f64,
    pub(super) complexity: usize,
    pub(super) sort_key: u8,
    pub(super) name: StepName,
    /// What the hint concludes: an off candidate goes, an on one is placed.
    pub(super) target: Node,
    /// The end of each chain of the hint, in SE's order; the first is the one shown.
    pub(super) lines: &'a [(&'a Outcome, u32)],
    /// Why the assumption itself holds, for a cell's or a region's hints.
    pub(super) root_cause: Cause,
}

/// Where a chaining rule's hints go: the best one, as a step, or all of them, for a chain
/// that nests the rule.
pub(super) trait Sink {
    /// Whether a hint concluding `target` with these keys would be kept: lets a search skip
    /// counting chains.
    fn wants(&self, target: Node, difficulty: f64, complexity: usize, sort_key: u8) -> bool;
    /// The longest a hint concluding `target` with `sort_key` can be and be kept: lets a search
    /// stop counting a chain. (The hints of one search share their base rating, so a longer one
    /// rates no lower and sorts after.)
    fn longest(&self, target: Node, sort_key: u8) -> usize;
    /// Takes a hint found in `position`.
    fn take(&mut self, position: &Position, hint: Hint<'_>);
}

/// The best hint so far, with SE's sort keys; the best is the least.
#[derive(Default)]
pub(super) struct Best(pub(super) Option<Found>);

pub(super) struct Found {
    pub(super) difficulty: f64,
    pub(super) complexity: usize,
    pub(super) sort_key: u8,
    hint: ChainHint,
    /// The links other techniques added on the lines the hint shows, to be spelled out.
    inner: Vec<Pending>,
}

impl Sink for Best {
    fn longest(&self, _: Node, sort_key: u8) -> usize {
        match &self.0 {
            None => usize::MAX,
            Some(b) => longest_before((b.complexity, b.sort_key), sort_key),
        }
    }

    fn wants(&self, _: Node, difficulty: f64, complexity: usize, sort_key: u8) -> bool {
        match &self.0 {
            None => true,
            Some(b) => {
                let key = (difficulty, complexity, sort_key);
                key.partial_cmp(&(b.difficulty, b.complexity, b.sort_key))
                    == Some(std::cmp::Ordering::Less)
            }
        }
    }

    fn take(&mut self, position: &Position, hint: Hint<'_>) {
        if !self.wants(hint.target, hint.difficulty, hint.complexity, hint.sort_key) {
            return;
        }
        let keys = (hint.difficulty, hint.complexity, hint.sort_key);
        self.keep(keys, hint.shown(position));
    }
}

impl Hint<'_> {
    /// The hint as it is shown, found in `position`: its lines, what it concludes, and the
    /// links on its lines other techniques added.
    pub(super) fn shown(&self, position: &Position) -> (ChainHint, Vec<Pending>) {
        let lines = self
            .lines
            .iter()
            .map(|&(out, end)| out.chain(end))
            .collect();
        let changes = conclusion(position, self.target);
        let hint = ChainHint::of_lines(self.name, self.difficulty, lines, changes);
        (hint, pending(position, self.lines))
    }
}

impl Best {
    /// Keeps a hint that beats the best so far: its sort keys (difficulty, length, kind), and
    /// the hint as it is shown with the links on its lines other techniques added.
    pub(super) fn keep(
        &mut self,
        (difficulty, complexity, sort_key): (f64, usize, u8),
        (hint, inner): (ChainHint, Vec<Pending>),
    ) {
        self.0 = Some(Found {
            difficulty,
            complexity,
            sort_key,
            hint,
            inner,
        });
    }

    /// Whether no hint has been found.
    pub(super) fn is_empty(&self) -> bool {
        self.0.is_none()
    }

    /// The length of the best hint so far, if any.
    pub(super) fn complexity(&self) -> Option<usize> {
        self.0.as_ref().map(|found| found.complexity)
    }

    /// The best hint, once the search is over, with the links on its lines other techniques
    /// added ([`super::inner::best_step`] writes its step out).
    pub(super) fn into_hint(self) -> Option<(ChainHint, Vec<Pending>)> {
        self.0.map(|found| (found.hint, found.inner))
    }
}

/// Every hint, as a nesting chain uses them.
pub(super) struct All<'s> {
    /// The candidates the nesting chain struck: those of the grid it started from that
    /// `grid` lacks.
    pub(super) struck: Struck,
    /// The inner grid the hints are found in.
    pub(super) grid: &'s [u16; 81],
    pub(super) hints: Vec<InnerHint>,
    pub(super) kept: Kept,
    /// Where [`Sink::take`] gathers a hint's reliance, kept from one hint to the next for its
    /// room.
    pub(super) reliance: Vec<(Node, Cause)>,
}

impl All<'_> {
    /// What concluding `target` removes from the inner grid: `(cell, digits)`.
    pub(super) fn removals(&self, target: Node) -> (usize, u16) {
        let cell = node_cell(target);
        let bit = 1u16 << node_digit(target);
        if node_on(target) {
            (cell, self.grid[cell] & !bit)
        } else {
            (cell, bit)
        }
    }
}

impl Sink for All<'_> {
    fn longest(&self, target: Node, sort_key: u8) -> usize {
        self.kept.longest(self.removals(target), sort_key)
    }

    fn wants(&self, target: Node, difficulty: f64, complexity: usize, sort_key: u8) -> bool {
        let keys = (difficulty, complexity, sort_key);
        self.kept.adds(self.removals(target), keys)
    }

    fn take(&mut self, position: &Position, hint: Hint<'_>) {
        let keys = (hint.difficulty, hint.complexity, hint.sort_key);
        let (cell, removals) = self.removals(hint.target);
        if !self.kept.adds((cell, removals), keys) {
            return;
        }
        // Gathered in a list kept between hints, then copied to one of its exact length:
        // a fresh list for each hint grew past any room given it often enough to cost.
        let mut reliance = std::mem::take(&mut self.reliance);
        reliance.clear();
        let fingerprint = fingerprint(hint.lines, hint.root_cause, |n, cause| {
            reliance.push((n, cause));
        });
        debug_assert_eq!(self.grid, &position.open);
        let parents = parents_from(&reliance, &self.struck);
        if !parents.is_empty() {
            self.kept.keep((cell, removals), keys);
        }
        self.hints.push(InnerHint {
            difficulty: hint.difficulty,
            complexity: hint.complexity,
            sort_key: hint.sort_key,
            removals: Removed::One((cell, removals)),
            parents,
            fingerprint,
            reliance: Rc::from(reliance.as_slice()),
        });
        self.reliance = reliance;
    }
}

/// A nested hint's fingerprint, from its lines (`root_cause` being why their assumptions
/// hold): each line's end, and the candidates leading to it as a set. `each_on` is shown every
/// on candidate leading to an end, with why it came on.
pub(super) fn fingerprint(
    lines: &[(&Outcome, u32)],
    root_cause: Cause,
    mut each_on: impl FnMut(Node, Cause),
) -> u64 {
    let mut fingerprint = DefaultHasher::new();
    for &(out, end) in lines {
        out.node(end).hash(&mut fingerprint);
        // The line's candidates as a set: a sum of their scrambled numbers, whatever the
        // order they are visited in.
        let mut line = 0u64;
        out.visit_ancestors(end, |e, n, cause| {
            line = line.wrapping_add(SCRAMBLED[usize::from(n)]);
            if node_on(n) {
                let cause = if e == 0 { root_cause } else { cause };
                each_on(n, cause);
            }
        });
        line.hash(&mut fingerprint);
    }
    fingerprint.finish()
}

/// Every candidate's number scrambled, worked out once: a fingerprint adds one for each
/// candidate on each line of millions of nested hints in a rating, where a look-up is cheaper
/// than two multiplications and three shifts.
static SCRAMBLED: [u64; NODES] = {
    let mut table = [0; NODES];
    let mut n = 0;
    while n < NODES {
        table[n] = scrambled(n as Node);
        n += 1;
    }
    table
};

/// A candidate's number with its bits spread over 64 (splitmix64's finalizer), so that sums
/// of different sets of candidates differ.
const fn scrambled(n: Node) -> u64 {
    let mut z = (n as u64).wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Whether concluding `target` would change anything (SE's `isWorth`).
pub(super) fn worth(position: &Position, target: Node) -> bool {
    let cell = node_cell(target);
    if node_on(target) {
        position.values[cell] == 0 && position.open[cell] & !(1 << node_digit(target)) != 0
    } else {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::chains::difficulty;
    use crate::logic::node::{NODES, node};

    /// The longest hint the best so far leaves room for is exactly where it stops wanting
    /// hints: one as long is wanted, one longer is not (so a count given up past it drops
    /// nothing), whatever the base rating, the best's length and the kinds.
    #[test]
    fn the_best_wants_hints_up_to_the_longest_it_leaves_room_for() {
        let target = node(0, 0, false);
        for base in [7.5, 8.5, 9.0, 10.5] {
            for best_length in (1..300).step_by(7) {
                for best_kind in [1, 5, 6, 7] {
                    let rating = difficulty(base, best_length);
                    let hint = ChainHint::of_lines(
                        StepName::plain(crate::logic::Technique::DynamicForcingChains),
                        rating,
                        Vec::new(),
                        (Vec::new(), Vec::new()),
                    );
                    let best = Best(Some(Found {
                        difficulty: rating,
                        complexity: best_length,
                        sort_key: best_kind,
                        hint,
                        inner: Vec::new(),
                    }));
                    for kind in [1, 5, 6, 7] {
                        let longest = best.longest(target, kind);
                        for length in 1..320 {
                            let wanted = best.wants(target, difficulty(base, length), length, kind);
                            assert_eq!(wanted, length <= longest, "{base} {best_length} {length}");
                        }
                    }
                }
            }
        }
        assert_eq!(Best::default().longest(target, 7), usize::MAX);
    }

    /// A nested chain's fingerprint tells its lines apart by the candidates on them: sums of
    /// scrambled numbers differ for different pairs, and for sets of different sizes.
    #[test]
    fn sums_of_scrambled_candidates_tell_sets_apart() {
        let mut sums = std::collections::HashSet::new();
        for a in 0..NODES as Node {
            assert!(sums.insert(scrambled(a)), "{a}");
            for b in a + 1..NODES as Node {
                let pair = scrambled(a).wrapping_add(scrambled(b));
                assert!(sums.insert(pair), "{a} and {b}");
            }
        }
    }
}
