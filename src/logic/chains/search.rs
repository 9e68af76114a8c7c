//! The scratch space a static search reuses from one search to the next: its arena of entries,
//! its frontier, the nodes it has met, and what each digit's X links give.

use super::Arena;
use super::failed::Failed;
use crate::logic::node::{Node, node_on};
use crate::logic::position::Position;
use crate::logic::reach::Reach;
use crate::logic::shortest::Shortest;

/// Scratch space reused across searches.
pub(super) struct Search {
    pub(super) arena: Arena,
    pub(super) seen: Seen,
    /// What reaches what through the links of the position, and the links the searches walk.
    pub(super) reach: Reach,
    /// The candidates `reach` was made for. (Placed digits only remove candidates, so the
    /// candidates tell positions apart.)
    pub(super) linked: Option<[u16; 81]>,
    /// The entries of a search's frontier, kept between searches: a list handed out anew at
    /// every round cost a tenth of a rating in allocations.
    pub(super) frontier: Frontier,
    /// The entries the cycles a search found close from (each goes on to the source), and the
    /// chain of one: kept too (half the cycle searches find cycles, nearly all removing
    /// nothing; allocating for each cost a few percent of a rating).
    pub(super) found: Vec<u32>,
    pub(super) chain: Vec<Node>,
    pub(super) shortest: Shortest,
    /// What region links alone give from each digit's candidates, as far as asked.
    pub(super) x_chains: [XChains; 9],
    /// The candidates that fail, as `reach` tells (for its grid only while `failed_stale` is
    /// false); no search is skipped without it.
    pub(super) failed: Option<Failed>,
    /// Whether `failed` is yet to be worked out for the grid `reach` was made for: multiple
    /// forcing chains, which only ask what reaches what, leave it.
    pub(super) failed_stale: bool,
}

/// Which of one digit's candidates reach their negation through region links alone (X chains),
/// and which close no X-cycle, as asked so far. Those links join the digit's places alone
/// (every other place of it seen goes off; the other of its two places in a region comes on),
/// so the answers depend on those places and nothing else (the core's dead ends and the
/// source's component, which the searches also see, change neither), and are kept while they
/// stay the same: a rating's next static search mostly comes a step or two later, most
/// digits' places as they were.
#[derive(Clone, Copy, Default)]
pub(super) struct XChains {
    pub(super) places: u128,
    /// The candidates asked about, off then on (bit = cell), and those of them that reach
    /// their negation.
    pub(super) asked: [u128; 2],
    pub(super) found: [u128; 2],
    /// The candidates whose X-cycle search, to its end, closed no cycle.
    pub(super) no_cycle: u128,
}

impl XChains {
    /// What is known of digit `d`'s candidates in `position`: what `kept` knows, unless the
    /// digit's places changed since.
    pub(super) fn of<'k>(
        kept: &'k mut [XChains; 9],
        position: &Position,
        d: usize,
    ) -> &'k mut XChains {
        let kept = &mut kept[d];
        if kept.places != position.boards[d] {
            *kept = XChains {
                places: position.boards[d],
                ..XChains::default()
            };
        }
        kept
    }
}

/// The frontier of a breadth-first search: the on and off entries to expand next, and the
/// ones being expanded.
#[derive(Default)]
pub(super) struct Frontier {
    pub(super) on: Vec<u32>,
    pub(super) off: Vec<u32>,
    pub(super) expanding: Vec<u32>,
}

impl Frontier {
    pub(super) fn clear(&mut self) {
        self.on.clear();
        self.off.clear();
        self.expanding.clear();
    }
}

/// The nodes one search has met, on and off.
pub(super) struct Seen {
    /// A node is seen on (off) in this search when its entry here equals `stamp`: starting a
    /// search bumps the stamp instead of clearing the tables.
    pub(super) on: Vec<u32>,
    pub(super) off: Vec<u32>,
    pub(super) stamp: u32,
}

impl Seen {
    pub(super) fn on(&self, n: Node) -> bool {
        self.on[usize::from(n)] == self.stamp
    }

    pub(super) fn off(&self, n: Node) -> bool {
        self.off[usize::from(n)] == self.stamp
    }

    /// Whether `n` was met, on or off as it is.
    pub(super) fn has(&self, n: Node) -> bool {
        if node_on(n) { self.on(n) } else { self.off(n) }
    }

    pub(super) fn mark(&mut self, n: Node) {
        if node_on(n) {
            self.mark_on(n);
        } else {
            self.mark_off(n);
        }
    }

    pub(super) fn mark_on(&mut self, n: Node) {
        self.on[usize::from(n)] = self.stamp;
    }

    pub(super) fn mark_off(&mut self, n: Node) {
        self.off[usize::from(n)] = self.stamp;
    }

    /// Forgets every node seen.
    pub(super) fn reset(&mut self) {
        if self.stamp == u32::MAX {
            self.on.fill(0);
            self.off.fill(0);
            self.stamp = 0;
        }
        self.stamp += 1;
    }
}

pub(super) fn reset(search: &mut Search) {
    search.arena.clear();
    search.seen.reset();
    search.frontier.clear();
}
