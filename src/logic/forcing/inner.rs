//! The steps behind the links other techniques added to a forcing chain, found again so that
//! a step can show them.
//!
//! From SE's level 1 on, a chain whose direct links run out asks other techniques about the
//! grid its assumption has left, and what they remove becomes links of the chain. The chain
//! keeps, for each such link, only what rating needs: which technique, and for a chain the
//! added chain's length and fingerprint. A hint that becomes the best so far notes, for each
//! such link on the lines it shows, the grid the technique was asked about; once the search is
//! over, the step it ends in asks that technique again, on that grid, for the pattern or chain
//! that removes the link (a rating asks a few times a step, where the chain asked thousands).
//! An inner chain's own added links are found the same way, in turn.

use super::added::Pending;
use super::sinks::{Best, Hint, Sink, fingerprint};
use super::{Growth, Nesting, forcing_chains_into};
use crate::logic::chain_hint::ChainHint;
use crate::logic::chains;
use crate::logic::implications::{self, Nested, Origin};
use crate::logic::node::{Node, node_cell, node_on};
use crate::logic::position::Position;
use crate::logic::step::{InnerStep, Link, Step};

/// The step of the best hint `best` found, with the steps behind the links on its lines other
/// techniques added.
pub(super) fn best_step(best: Best) -> Option<Step> {
    let (hint, added) = best.into_hint()?;
    Some(hint.with_inner(resolve(added)).step())
}

/// The steps behind `pending`, each in the grid its technique was asked about (a chain with
/// the steps behind its own added links); one not found again (which would be a fault) is
/// left out.
pub(super) fn resolve(pending: Vec<Pending>) -> Vec<InnerStep> {
    pending
        .into_iter()
        .filter_map(|pending| {
            let step = find(&pending)?;
            Some(InnerStep {
                given: Link::of_node(pending.given),
                link: Link::of_node(pending.link),
                step,
            })
        })
        .collect()
}

/// The step behind a pending link, found again in its grid.
fn find(pending: &Pending) -> Option<Step> {
    let grid = &pending.grid;
    let chain = match pending.origin {
        Origin::Basic(rule) => return implications::basic_step(grid, rule, pending.link),
        Origin::Chain(chain) => chain,
    };
    let growth = match Nesting::of_key(chain.rule) {
        Nesting::Static => return Some(chains::find_static(grid, chain.fingerprint)?.step()),
        Nesting::Multiple => Growth::MULTIPLE,
        Nesting::Dynamic(level) => Growth::nested(level, 0),
    };
    let mut finder = Finder {
        link: pending.link,
        chain,
        found: None,
    };
    forcing_chains_into(grid, growth, &mut finder);
    let (hint, inner) = finder.found?;
    Some(hint.with_inner(resolve(inner)).step())
}

/// Looks for the hint that removes `link` with the fingerprint `chain` has, as the nesting
/// chain's search handed it on.
struct Finder {
    link: Node,
    chain: Nested,
    found: Option<(ChainHint, Vec<Pending>)>,
}

impl Sink for Finder {
    fn longest(&self, _: Node, _: u8) -> usize {
        usize::MAX
    }

    fn wants(&self, target: Node, _: f64, _: usize, _: u8) -> bool {
        // Concluding a candidate off removes it; concluding one on removes its cell's others.
        let removes = if node_on(target) {
            node_cell(target) == node_cell(self.link) && target != self.link ^ 1
        } else {
            target == self.link
        };
        self.found.is_none() && removes
    }

    fn take(&mut self, position: &Position, hint: Hint<'_>) {
        if !self.wants(hint.target, hint.difficulty, hint.complexity, hint.sort_key)
            || fingerprint(hint.lines, hint.root_cause, |_, _| {}) != self.chain.fingerprint
        {
            return;
        }
        self.found = Some(hint.shown(position));
    }
}

#[cfg(test)]
mod tests {
    use super::super::sinks::Best;
    use super::super::{Foresight, Grown, forcing_chains_with};
    use super::*;
    use crate::logic::rater::next;
    use crate::logic::technique::Technique;

    /// The steps behind an inner chain's own added links are spelled out too, each removing
    /// its link in the grid its assumption left: a search of level 4 nesting dynamic forcing
    /// chains (+), whose inner chains ask the basic techniques in turn, asked where an 11.0
    /// reference puzzle first takes a step rated 10.5 or more. (No reference puzzle needs that
    /// nesting: the rater finds a hint at a lower level, or nesting plain dynamic chains,
    /// first.)
    #[test]
    fn the_links_of_inner_chains_are_spelled_out_in_turn() {
        let line =
            "1....6...4....9.3..8.2..6....4.....7.9..2.8..5......1....3...7..3...29....58.....";
        let mut position = Position::from_grid(&crate::format::parse_line(line).unwrap());
        let level_4 = crate::logic::Rating(105);
        while let Some(step) = next(&position) {
            if step.rating >= level_4 {
                break;
            }
            position.apply(&step);
        }
        let step = super::super::nested(&position, 4, 1).expect("a hint of level 4");
        let removes = |step: &Step, link: &Link| {
            step.eliminations.contains(&(link.cell, link.digit))
                || step
                    .placements
                    .iter()
                    .any(|&(cell, digit)| cell == link.cell && digit != link.digit)
        };
        let mut shown_in_turn = 0;
        for inner in &step.inner {
            assert!(removes(&inner.step, &inner.link), "{inner:?}");
            for nested in &inner.step.inner {
                assert!(removes(&nested.step, &nested.link), "{nested:?}");
                shown_in_turn += 1;
            }
        }
        assert!(
            shown_in_turn > 0,
            "no inner chain with links of its own: {step}"
        );
    }

    /// Every link other techniques added, on the lines the best hint of a search of level 1 and
    /// up shows, is found again, and the step the rater takes shows those steps: along the
    /// rating paths of the reference puzzles rated 10.3, 10.4 and 11.1, wherever a dynamic
    /// forcing chain (+) or a nested one is needed.
    #[test]
    fn every_added_link_a_hint_shows_is_found_again() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/se-classic.txt");
        let text = std::fs::read_to_string(path).expect("the reference puzzles");
        let puzzles = text.lines().filter(|line| {
            ["ER=10.3 ", "ER=10.4 ", "ER=11.1 "]
                .iter()
                .any(|er| line.contains(er))
        });
        let (mut searches, mut shown) = (0, 0);
        for line in puzzles {
            let grid = crate::format::parse_line(line.split_whitespace().next().unwrap());
            let mut position = Position::from_grid(&grid.unwrap());
            while let Some(step) = next(&position) {
                let levels = [
                    Technique::DynamicForcingChainsPlus,
                    Technique::NestedForcingChains,
                ];
                if levels.contains(&step.technique) {
                    // The first level with a hint, as the rater asks them.
                    let found = [(1, 0), (2, 0), (3, 0), (4, 0), (4, 1)]
                        .into_iter()
                        .find_map(|(level, nesting)| {
                            let growth = Growth::nested(level, nesting);
                            let mut grown = Grown::ahead(&position, (growth, None), (None, None));
                            let mut best = Best::default();
                            let foresight = Foresight::Nothing;
                            forcing_chains_with(
                                &position, growth, foresight, &mut grown, &mut best,
                            );
                            best.into_hint()
                        })
                        .expect("a hint of level 1 or more");
                    let (_, added) = found;
                    let pending = added.len();
                    let inner = resolve(added);
                    assert_eq!(inner.len(), pending, "{step}");
                    assert_eq!(inner, step.inner, "{step}");
                    searches += 1;
                    shown += pending;
                }
                position.apply(&step);
            }
        }
        assert!(
            searches >= 20 && shown >= 50,
            "{shown} steps in {searches} searches"
        );
    }
}
