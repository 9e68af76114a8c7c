//! How long the shortest forcing chain from a node is, found by searching half as deep.
//!
//! Static links are their own contrapositives: `y` implies `z` exactly when not-`z` implies
//! not-`y` (two peers' candidates of a digit exclude each other both ways; a bivalue cell or a
//! digit's last two places in a region force both ways). So a chain from `x` through `y` to
//! not-`x` is a path from `x` to `y` and, read backwards and negated, a path from `x` to
//! not-`y`. The shortest chain of `L` links splits at its middle node into two such paths of
//! at most `⌈L/2⌉` links each: a search from `x` that goes `k` links deep finds every chain of
//! up to `2k` links as a pair of nodes it reached, `y` and not-`y`, and knows their lengths.
//! A search that only needs to know whether a chain is shorter than some bound (the best hint
//! so far) explores a small part of what the chain search itself would.

use super::node::{NODES, Node};
use super::reach::{Layers, Successors};

/// Scratch space for [`Shortest::chain_links`], kept between searches.
pub(crate) struct Shortest {
    /// A node was reached in this search when its stamp is `stamp`, `depth` links away.
    stamps: Vec<u32>,
    depth: Vec<u16>,
    stamp: u32,
    reached: Vec<Node>,
    frontier: Vec<Node>,
    next: Vec<Node>,
}

impl Default for Shortest {
    fn default() -> Shortest {
        Shortest {
            stamps: vec![0; NODES],
            depth: vec![0; NODES],
            stamp: 0,
            reached: Vec::new(),
            frontier: Vec::new(),
            next: Vec::new(),
        }
    }
}

impl Shortest {
    /// The number of links of the shortest path from `source` to its negation in `graph`,
    /// following `layers(n)` from each node `n`, if it is at most `2 * half`; `None` if it is
    /// longer or there is none. The links followed must be their own contrapositives.
    pub(crate) fn chain_links(
        &mut self,
        graph: &impl Successors,
        layers: impl Fn(Node) -> Layers,
        source: Node,
        half: usize,
    ) -> Option<usize> {
        if self.stamp == u32::MAX {
            self.stamps.fill(0);
            self.stamp = 0;
        }
        self.stamp += 1;
        self.reached.clear();
        self.frontier.clear();
        self.mark(source, 0);
        self.frontier.push(source);
        let mut depth = 0;
        while depth < half && !self.frontier.is_empty() {
            depth += 1;
            let mut frontier = std::mem::take(&mut self.frontier);
            for &n in &frontier {
                for &next in graph.successors(n, layers(n)) {
                    if self.stamps[usize::from(next)] != self.stamp {
                        self.mark(next, depth);
                        self.next.push(next);
                    }
                }
            }
            frontier.clear();
            self.frontier = std::mem::replace(&mut self.next, frontier);
        }
        // Every node `y` reached with its negation makes a path to not-`source` through `y`,
        // of at most `2 * half` links: there is none when the shortest path is longer.
        self.reached
            .iter()
            .filter_map(|&y| {
                let not_y = usize::from(y ^ 1);
                (self.stamps[not_y] == self.stamp).then(|| {
                    usize::from(self.depth[usize::from(y)]) + usize::from(self.depth[not_y])
                })
            })
            .min()
    }

    fn mark(&mut self, n: Node, depth: usize) {
        self.stamps[usize::from(n)] = self.stamp;
        // No path is longer than there are nodes.
        self.depth[usize::from(n)] = depth as u16;
        self.reached.push(n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::chains::link_graph;
    use crate::logic::node::node;
    use crate::logic::position::sample_positions;
    use crate::logic::reach::{Graph, Reach};

    /// The links of the shortest path from `source` to its negation, by a plain breadth-first
    /// search.
    fn searched(graph: &Graph, layers: impl Fn(Node) -> Layers, source: Node) -> Option<usize> {
        let mut depth = vec![usize::MAX; NODES];
        depth[usize::from(source)] = 0;
        let mut queue = std::collections::VecDeque::from([source]);
        while let Some(n) = queue.pop_front() {
            if n == source ^ 1 {
                return Some(depth[usize::from(n)]);
            }
            for &next in graph.successors(n, layers(n)) {
                if depth[usize::from(next)] == usize::MAX {
                    depth[usize::from(next)] = depth[usize::from(n)] + 1;
                    queue.push_back(next);
                }
            }
        }
        None
    }

    /// On the static links of grids struck from puzzles, every link and region links alone,
    /// from every candidate on and off: the length found half as deep, on the links [`Reach`]
    /// keeps (no dead ends), is the plain search's on every link when that is at most twice as
    /// deep, and unknown when it is longer.
    #[test]
    fn half_as_deep_finds_the_shortest_chain() {
        let (mut graph, mut reach) = (Graph::default(), Reach::default());
        let mut shortest = Shortest::default();
        let (mut chains, mut beyond) = (0, 0);
        let every = |_| Layers::Both;
        let regions = |_| Layers::Second;
        let kinds: [&dyn Fn(Node) -> Layers; 2] = [&every, &regions];
        for position in sample_positions(8) {
            link_graph(&position, &mut graph);
            reach.compute(&position);
            for cell in 0..81 {
                for d in 0..9 {
                    if position.open[cell] >> d & 1 == 0 {
                        continue;
                    }
                    for source in [node(cell, d, true), node(cell, d, false)] {
                        for layers in kinds {
                            let plain = searched(&graph, layers, source);
                            for half in [1, 2, 3, 5, 8] {
                                let found = shortest.chain_links(&reach, layers, source, half);
                                let expected = plain.filter(|&n| n <= 2 * half);
                                assert_eq!(found, expected, "{source} half {half}");
                                chains += usize::from(found.is_some());
                                beyond += usize::from(plain.is_some() && found.is_none());
                            }
                        }
                    }
                }
            }
        }
        assert!(
            chains > 1000 && beyond > 1000,
            "{chains} chains, {beyond} beyond"
        );
    }
}
