//! Which candidates fail through static links, worked out once per grid from what reaches
//! what: a static search starts only from those, and none at all where none fails.

use super::Links;
use crate::logic::geometry::{bits, cells_of};
use crate::logic::node::{Node, node, node_cell, node_digit, node_on};
use crate::logic::reach::Reach;

/// The candidates that fail: their on node reaches their off node through static links (`on`),
/// or (`forced`) for some, the off node reaches the on one.
///
/// A cycle removes a candidate that sees one of its on candidates and one of its off ones, of
/// the same digit: that candidate on turns the off one's place off, a node of the cycle, which
/// leads round the cycle, through any of its nodes, to the on one, which turns the candidate
/// off. So the candidate fails, and on the way it reaches every node of the cycle, each of
/// which reaches the candidate's negation. A forcing chain is a path from a node to its
/// negation. Where no candidate fails either way (most grids a nested chain searches), there
/// is no static hint at all. (An off node that reaches its on node nearly always comes with a
/// cell-mate that fails on; `forced` keeps the rare rest exact.)
///
/// A search's `failed` is `None` only for a test that compares searching without it.
pub(super) struct Failed {
    pub(super) on: Vec<Node>,
    /// By component of the reach, the digits a cycle of its members could remove (see
    /// [`Reach::cycle_digits`]); left empty where no candidate fails, as no cycle source
    /// passes [`Failed::may_eliminate`]'s first test then.
    pub(super) cycle_digits: Vec<u16>,
    pub(super) forced: bool,
    /// The nodes that reach their negation, off then on, by digit (bit = cell): a forcing
    /// chain starts from each.
    pub(super) to_negation: [[u128; 9]; 2],
    /// The sources of cycles that may remove a candidate, by digit: of any links, and of X
    /// links (see [`Failed::may_eliminate`]).
    pub(super) cycle_sources: [u128; 9],
    pub(super) x_cycle_sources: [u128; 9],
}

impl Failed {
    /// Works out the candidates that fail in the position `reach` was worked out for, in the
    /// list `on` (kept between grids: nested chains see millions).
    pub(super) fn of(reach: &Reach, (mut on, mut cycle_digits): (Vec<Node>, Vec<u16>)) -> Failed {
        on.clear();
        cycle_digits.clear();
        let to_negation = reach.to_negation();
        for (d, &cells) in to_negation[1].iter().enumerate() {
            on.extend(cells_of(cells).map(|cell| node(cell, d, true)));
        }
        let forced = to_negation[0].iter().any(|&cells| cells != 0);
        if !on.is_empty() {
            reach.cycle_digits(&mut cycle_digits);
        }
        // The failed candidates of a component reach what it reaches: worked out once for
        // each such component (few: most failed candidates are in one), with the digits of its
        // failed candidates and one of them.
        let mut components: Vec<(Option<u32>, Node, u16)> = Vec::new();
        for &z in &on {
            let c = reach.component(z);
            match components.iter_mut().find(|(other, ..)| *other == c) {
                Some((.., digits)) => *digits |= 1 << node_digit(z),
                None => components.push((c, z, 1 << node_digit(z))),
            }
        }
        let (mut cycle_sources, mut x_cycle_sources) = ([0u128; 9], [0u128; 9]);
        for (_, z, digits) in components {
            let both = reach.both_ways(z);
            for (sources, reached) in cycle_sources.iter_mut().zip(&both) {
                *sources |= reached;
            }
            for d in bits(digits) {
                x_cycle_sources[d] |= both[d];
            }
        }
        Failed {
            on,
            cycle_digits,
            forced,
            to_negation,
            cycle_sources,
            x_cycle_sources,
        }
    }

    /// The candidates from which a search of `links` may find something, by digit (bit =
    /// cell): a cycle's source that may remove a candidate (a first test of
    /// [`Failed::may_eliminate`]), and, with region links, a candidate that fails on or off.
    pub(super) fn sources(&self, links: Links) -> [u128; 9] {
        let mut sources = if links.cell {
            self.cycle_sources
        } else {
            self.x_cycle_sources
        };
        if links.region {
            for (d, sources) in sources.iter_mut().enumerate() {
                *sources |= self.to_negation[0][d] | self.to_negation[1][d];
            }
        }
        sources
    }

    /// Whether `n` reaches its negation.
    pub(super) fn reaches_negation(&self, n: Node) -> bool {
        self.to_negation[usize::from(node_on(n))][node_digit(n)] >> node_cell(n) & 1 == 1
    }

    /// Whether no candidate fails, so that no static chain makes a hint.
    pub(super) fn none(&self) -> bool {
        self.on.is_empty() && !self.forced
    }

    /// Whether a cycle of `links` through `source` (on) can remove a candidate: one of X
    /// links only removes its own digit.
    ///
    /// It can when some candidate `z` that fails reaches `source`, which reaches not `z`; that
    /// is (links being their own contrapositives), when `z` reaches both `source` and not
    /// `source`: worked out once for every source, from the candidates each `z` reaches. And
    /// only when the members of `source`'s component could remove some candidate of a digit
    /// the links allow: this rules out most sources that pass the first test.
    pub(super) fn may_eliminate(&self, reach: &Reach, source: Node, links: Links) -> bool {
        let sources = if links.cell {
            &self.cycle_sources
        } else {
            &self.x_cycle_sources
        };
        let digits = if links.region && !links.cell {
            1 << node_digit(source)
        } else {
            0x1ff
        };
        sources[node_digit(source)] >> node_cell(source) & 1 == 1
            && reach
                .component(source)
                .is_some_and(|c| self.cycle_digits[c as usize] & digits != 0)
    }
}
