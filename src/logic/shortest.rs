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

/// Scratch space for [`Shortest::within`], kept between searches.
pub(crate) struct Shortest {
    /// A node was reached in this search when its stamp is `stamp`, `depth` links away: read
    /// together.
    reached: Vec<(u32, u16)>,
    stamp: u32,
    /// The nodes reached, in the order reached: each depth's follow the last one's, so a
    /// round's frontier is a range of it (two lists, swapped at every round, cost 0.8% of the
    /// 6.0-7.9 band).
    queue: Vec<Node>,
}

impl Default for Shortest {
    fn default() -> Shortest {
        Shortest {
            reached: vec![(0, 0); NODES],
            stamp: 0,
            queue: Vec::new(),
        }
    }
}

impl Shortest {
    /// Whether some path from `source` to its negation in `graph`, following `layers(n)` from
    /// each node `n`, has at most `links` links. The links followed must be their own
    /// contrapositives.
    ///
    /// The search goes `⌈links/2⌉` deep and answers as soon as it reaches a node whose
    /// negation it reached before, the two depths adding up to `links` at most: a path to
    /// not-`source` through either. A path of at most `links` links has such a pair at its
    /// middle node, whose depths are each at most `⌈links/2⌉`.
    pub(crate) fn within(
        &mut self,
        graph: &impl Successors,
        layers: impl Fn(Node) -> Layers,
        source: Node,
        links: usize,
    ) -> bool {
        if self.stamp == u32::MAX {
            self.reached.fill((0, 0));
            self.stamp = 0;
        }
        self.stamp += 1;
        let half = links.div_ceil(2);
        self.queue.clear();
        self.reached[usize::from(source)] = (self.stamp, 0);
        self.queue.push(source);
        let mut frontier = 0..1;
        let mut depth = 0;
        while depth < half && !frontier.is_empty() {
            depth += 1;
            let end = self.queue.len();
            for i in frontier {
                let n = self.queue[i];
                for &next in graph.successors(n, layers(n)) {
                    if self.reached[usize::from(next)].0 == self.stamp {
                        continue;
                    }
                    // No path is longer than there are nodes.
                    self.reached[usize::from(next)] = (self.stamp, depth as u16);
                    let (stamp, other) = self.reached[usize::from(next ^ 1)];
                    if stamp == self.stamp && depth + usize::from(other) <= links {
                        return true;
                    }
                    self.queue.push(next);
                }
            }
            frontier = end..self.queue.len();
        }
        false
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
    /// from every candidate on and off: a search half as deep, on the links [`Reach`] keeps
    /// (no dead ends), finds a path within a bound exactly when the plain search on every link
    /// finds one that short.
    #[test]
    fn half_as_deep_tells_whether_a_chain_is_that_short() {
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
                            for links in [1, 2, 3, 4, 5, 6, 7, 9, 12, 16] {
                                let found = shortest.within(&reach, layers, source, links);
                                let expected = plain.is_some_and(|n| n <= links);
                                assert_eq!(found, expected, "{source} links {links}");
                                chains += usize::from(found);
                                beyond += usize::from(plain.is_some() && !found);
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
