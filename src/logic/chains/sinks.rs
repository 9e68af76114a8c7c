//! Where a static search's hints go (the best one, as a step; one found again by its
//! fingerprint; or every one, for a chain that nests this rule), and how a cycle's or a forcing
//! chain's hint is built from its chain.

use super::{Links, chain_fingerprint, link_cause};
use crate::logic::chain_hint::{ChainHint, conclusion};
use crate::logic::geometry::{PEER_SETS, bits, cell_bit, cells_of};
use crate::logic::implications::{
    HintKeys, InnerHint, Kept, Removals, Removed, Struck, parents_from,
};
use crate::logic::node::{Node, node_cell, node_digit, node_on};
use crate::logic::position::Position;
use crate::logic::step::Step;
use crate::logic::technique::Technique;

/// Where the hints of a search go: the best one, as a step, or every one, for a chain that
/// nests this rule.
pub(super) trait ChainSink {
    /// Whether a hint with these keys would be kept; since chains only grow as a search goes
    /// on, a search can stop once this turns false.
    fn wants(&self, difficulty: f64, complexity: usize, sort_key: u8) -> bool;
    /// Whether [`ChainSink::wants`] turns false past some length, whatever the kind. (Once
    /// false for a length, `wants` stays false for every longer chain of the kind: SE's keys
    /// only grow with the length.)
    fn bounded(&self) -> bool;
    /// A bidirectional cycle: `chain` starts and ends on the same on candidate.
    fn cycle(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64);
    /// A forcing chain: `chain` leads from an assumption to its negation.
    fn forcing(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64);
}

/// The best hint so far, with what SE sorts hints by; the best is the least.
#[derive(Default)]
pub(super) struct Best(pub(super) Option<(f64, usize, u8, ChainHint)>);

impl Best {
    /// The best hint's step, written out once the search is over.
    pub(super) fn into_step(self) -> Option<Step> {
        self.0.map(|(.., hint)| hint.step())
    }
}

impl ChainSink for Best {
    fn bounded(&self) -> bool {
        self.0.is_some()
    }

    fn wants(&self, difficulty: f64, complexity: usize, sort_key: u8) -> bool {
        match &self.0 {
            None => true,
            Some((d, c, k, _)) => {
                (difficulty, complexity, sort_key).partial_cmp(&(*d, *c, *k))
                    == Some(std::cmp::Ordering::Less)
            }
        }
    }

    fn cycle(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
        // The chain starts and ends on the source: count it once.
        let complexity = chain.len() - 1;
        if !self.wants(difficulty, complexity, links.sort_key()) {
            return;
        }
        if let Some(hint) = cycle_hint(position, chain, links, difficulty) {
            self.0 = Some((difficulty, complexity, links.sort_key(), hint));
        }
    }

    fn forcing(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
        let complexity = chain.len();
        if !self.wants(difficulty, complexity, links.sort_key()) {
            return;
        }
        let hint = forcing_hint(position, chain, links, difficulty);
        self.0 = Some((difficulty, complexity, links.sort_key(), hint));
    }
}

/// The hint of a forcing chain `chain`, from an assumption to its negation.
pub(super) fn forcing_hint(
    position: &Position,
    chain: &[Node],
    links: Links,
    difficulty: f64,
) -> ChainHint {
    let technique = if links.cell {
        Technique::ForcingChain
    } else if chain.len() == 6 {
        Technique::TurbotFish
    } else {
        Technique::ForcingXChain
    };
    let changes = conclusion(position, chain[chain.len() - 1]);
    ChainHint::new(technique, difficulty, chain, changes)
}

/// Looks for the hint whose chain has `fingerprint`.
pub(super) struct Finder {
    pub(super) fingerprint: u64,
    pub(super) found: Option<ChainHint>,
}

impl ChainSink for Finder {
    fn wants(&self, _: f64, _: usize, _: u8) -> bool {
        self.found.is_none()
    }

    fn bounded(&self) -> bool {
        false
    }

    fn cycle(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
        if self.found.is_none() && chain_fingerprint(chain) == self.fingerprint {
            self.found = cycle_hint(position, chain, links, difficulty);
        }
    }

    fn forcing(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
        if self.found.is_none() && chain_fingerprint(chain) == self.fingerprint {
            self.found = Some(forcing_hint(position, chain, links, difficulty));
        }
    }
}

/// Every hint, for a chain that nests SE's static chaining rule: `position` is the grid that
/// chain left, `source` the grid it started from.
pub(super) struct All {
    pub(super) struck: Struck,
    pub(super) hints: Vec<InnerHint>,
    pub(super) kept: Kept,
}

impl All {
    /// Keeps a hint whose chain is `chain`: the struck candidates its links relied on are
    /// those of every link after the start (`every`) or of its on links only.
    pub(super) fn push(
        &mut self,
        position: &Position,
        (chain, every): (&[Node], bool),
        removals: Removed,
        keys: HintKeys,
    ) {
        if !removals.as_slice().iter().any(|&r| self.kept.adds(r, keys)) {
            return;
        }
        let mut reliance = Vec::with_capacity(chain.len());
        for i in 1..chain.len() {
            let n = chain[i];
            if every || node_on(n) {
                reliance.push((n, link_cause(position, chain[i - 1], n)));
            }
        }
        let parents = parents_from(&reliance, &self.struck);
        if !parents.is_empty() {
            for &r in removals.as_slice() {
                self.kept.keep(r, keys);
            }
        }
        let (difficulty, complexity, sort_key) = keys;
        self.hints.push(InnerHint {
            difficulty,
            complexity,
            sort_key,
            removals,
            parents,
            fingerprint: chain_fingerprint(chain),
            reliance: reliance.into(),
        });
    }
}

impl ChainSink for All {
    fn wants(&self, _: f64, _: usize, _: u8) -> bool {
        true
    }

    fn bounded(&self) -> bool {
        false
    }

    fn cycle(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
        let Some(hint) = cycle_hint(position, chain, links, difficulty) else {
            return;
        };
        let mut removals: Removals = Vec::new();
        for (cell, digit) in hint.into_eliminations() {
            let bit = 1u16 << (digit - 1);
            match removals.last_mut() {
                Some((last, mask)) if *last == cell => *mask |= bit,
                _ => removals.push((cell, bit)),
            }
        }
        // Read forwards, the cycle's on links came on for a reason; read backwards (as SE
        // does for its second target), so did its off links: every link but the start counts.
        let key = (difficulty, chain.len() - 1, links.sort_key());
        self.push(position, (chain, true), Removed::Many(removals), key);
    }

    fn forcing(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
        let target = chain[chain.len() - 1];
        let cell = node_cell(target);
        let bit = 1u16 << node_digit(target);
        let mask = if node_on(target) {
            position.open[cell] & !bit
        } else {
            bit
        };
        if mask != 0 {
            let key = (difficulty, chain.len(), links.sort_key());
            self.push(position, (chain, false), Removed::One((cell, mask)), key);
        }
    }
}

/// A bidirectional cycle: a candidate that sees a link's on end in one direction of the cycle
/// and its off end in the other (seen as the same digit from an on and an off node) goes.
pub(super) fn cycle_hint(
    position: &Position,
    chain: &[Node],
    links: Links,
    difficulty: f64,
) -> Option<ChainHint> {
    let body = &chain[1..];
    let mut in_chain = 0u128;
    for &n in body {
        in_chain |= cell_bit(node_cell(n));
    }
    // A candidate goes when it sees one of the cycle's on candidates of its digit and one of
    // its off ones: per digit, the cells seen both ways. Most cycles remove nothing, and this
    // says so in a few bit operations.
    let mut forward = [0u128; 9];
    let mut back = [0u128; 9];
    // The digits of its on candidates and of its off ones: only those of both can go.
    let mut digits = [0u16; 2];
    for &n in body {
        let sides = if node_on(n) { &mut forward } else { &mut back };
        sides[node_digit(n)] |= PEER_SETS[node_cell(n)];
        digits[usize::from(node_on(n))] |= 1 << node_digit(n);
    }
    let mut eliminations = Vec::new();
    for d in bits(digits[0] & digits[1]) {
        let both = forward[d] & back[d] & position.boards[d] & !in_chain;
        eliminations.extend(cells_of(both).map(|cell| (cell, d as u8 + 1)));
    }
    if eliminations.is_empty() {
        return None;
    }
    eliminations.sort_unstable();
    let technique = match (links.cell, links.region) {
        (true, true) => Technique::BidirectionalCycle,
        (true, false) => Technique::BidirectionalYCycle,
        _ if in_chain.count_ones() == 4 => Technique::GeneralizedXWing,
        _ => Technique::BidirectionalXCycle,
    };
    let changes = (Vec::new(), eliminations);
    Some(ChainHint::new(technique, difficulty, chain, changes))
}
