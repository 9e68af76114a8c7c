//! The links of a static chain search as a graph, and which nodes reach which.
//!
//! SE's static chaining rule searches breadth first from every candidate, on and off, once per
//! kind of link, and most of those searches find nothing: in the positions that need it, the
//! rule usually has no hint at all. A search from `source` can only end on a node `source`
//! reaches through the links, so the strongly connected components of the graph, with the
//! components each reaches, answer in a few bit tests which searches cannot find anything: a
//! forcing chain from `source` needs its negation reachable, a cycle through it needs a path
//! back to it. The searches that remain walk the successor lists built here instead of working
//! the links out again at every node. Multiple forcing chains ask the same graph whether a
//! cell's (or a region's) assumptions reach anything in common before growing them: grown on
//! the grid as it is, an assumption's consequences are part of what it reaches.

use super::node::{NODES, Node};

const UNVISITED: u32 = u32::MAX;

/// The links of a position in two layers (a static search's cell links and region links):
/// each node's successors, in the order SE follows them, the first layer's before the
/// second's.
#[derive(Default)]
pub(crate) struct Graph {
    /// The successors of node `n` are `successors[start[n]..start[n + 1]]`, those of the first
    /// layer before `split[n]`.
    start: Vec<u32>,
    split: Vec<u32>,
    successors: Vec<Node>,
    /// The nodes of the position's candidates, in increasing order; no link leads elsewhere.
    nodes: Vec<Node>,
}

/// Which links of a [`Graph`] to follow.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Layers {
    First,
    Second,
    Both,
}

impl Graph {
    /// Rebuilds the graph on the nodes `present` says are in the position, asking `links` for
    /// each one's successors: it appends both layers' to the list it is given and returns how
    /// many are the first's.
    pub(crate) fn build(
        &mut self,
        present: impl Fn(Node) -> bool,
        mut links: impl FnMut(Node, &mut Vec<Node>) -> usize,
    ) {
        self.start.clear();
        self.split.clear();
        self.successors.clear();
        self.nodes.clear();
        self.start.push(0);
        for n in 0..NODES as Node {
            let at = self.successors.len() as u32;
            if present(n) {
                self.nodes.push(n);
                let first = links(n, &mut self.successors);
                self.split.push(at + first as u32);
            } else {
                self.split.push(at);
            }
            self.start.push(self.successors.len() as u32);
        }
    }

    /// Where node `n`'s successors, both layers', lie in `successors`.
    fn span(&self, n: Node) -> (u32, u32) {
        let n = usize::from(n);
        (self.start[n], self.start[n + 1])
    }

    pub(crate) fn successors(&self, n: Node, layers: Layers) -> &[Node] {
        let n = usize::from(n);
        let (start, split, end) = (self.start[n], self.split[n], self.start[n + 1]);
        let (from, to) = match layers {
            Layers::First => (start, split),
            Layers::Second => (split, end),
            Layers::Both => (start, end),
        };
        &self.successors[from as usize..to as usize]
    }
}

/// Which nodes of a [`Graph`] reach which, by strongly connected component.
#[derive(Default)]
pub(crate) struct Reach {
    /// The component of each node.
    component: Vec<u32>,
    /// How many nodes each component has.
    size: Vec<u32>,
    /// The components each component reaches (itself included), `words` bits a component.
    reaches: Vec<u64>,
    words: usize,
    /// Whether each component reaches no other.
    alone: Vec<bool>,
    // Tarjan's working lists, kept between uses.
    index: Vec<u32>,
    low: Vec<u32>,
    on_stack: Vec<bool>,
    stack: Vec<Node>,
    /// The depth-first walk's nodes, each with the next and the end of its successors' span.
    calls: Vec<(Node, u32, u32)>,
    /// The nodes of each component, component after component, in the order found.
    members: Vec<Node>,
    member_start: Vec<u32>,
}

impl Reach {
    /// Works out the components of `graph`, both layers followed, and what each reaches.
    pub(crate) fn compute(&mut self, graph: &Graph) {
        self.find_components(graph);
        let count = self.size.len();
        self.words = count.div_ceil(64);
        self.reaches.clear();
        self.reaches.resize(count * self.words, 0);
        // Tarjan's algorithm closes a component only after every component it reaches, so
        // each one's successors are complete when it comes.
        // Components that lead nowhere else (most off candidates, which link on only from a
        // bivalue cell or a digit's last two places) reach only themselves: a link to one
        // sets a bit instead of merging a row.
        self.alone.clear();
        self.alone.resize(count, false);
        let words = self.words;
        let mut row = [0u64; NODES.div_ceil(64)];
        let row = &mut row[..words];
        for c in 0..count {
            row.fill(0);
            row[c / 64] |= 1 << (c % 64);
            let mut alone = true;
            let members = self.member_start[c] as usize..self.member_start[c + 1] as usize;
            for &member in &self.members[members] {
                for &next in graph.successors(member, Layers::Both) {
                    let other = self.component[usize::from(next)] as usize;
                    if other == c {
                        continue;
                    }
                    alone = false;
                    let (word, bit) = (other / 64, 1 << (other % 64));
                    // A component already in the row came with all it reaches.
                    if row[word] & bit != 0 {
                        continue;
                    }
                    if self.alone[other] {
                        row[word] |= bit;
                        continue;
                    }
                    let theirs = &self.reaches[other * words..(other + 1) * words];
                    for (mine, theirs) in row.iter_mut().zip(theirs) {
                        *mine |= theirs;
                    }
                }
            }
            self.reaches[c * words..(c + 1) * words].copy_from_slice(row);
            self.alone[c] = alone;
        }
    }

    /// Whether some path of links leads from `from` to `to`.
    pub(crate) fn reaches(&self, from: Node, to: Node) -> bool {
        let (a, b) = (
            self.component[usize::from(from)] as usize,
            self.component[usize::from(to)] as usize,
        );
        self.reaches[a * self.words + b / 64] >> (b % 64) & 1 == 1
    }

    /// Whether some node is reached from every one of `nodes` (themselves included).
    pub(crate) fn meet(&self, nodes: impl IntoIterator<Item = Node>) -> bool {
        // There are no more components than nodes.
        let mut common = [u64::MAX; NODES.div_ceil(64)];
        let common = &mut common[..self.words];
        for n in nodes {
            let row = self.component[usize::from(n)] as usize * self.words;
            for (c, r) in common.iter_mut().zip(&self.reaches[row..row + self.words]) {
                *c &= r;
            }
        }
        common.iter().any(|&c| c != 0)
    }

    /// Whether `a` and `b` reach each other (are in one component).
    pub(crate) fn together(&self, a: Node, b: Node) -> bool {
        self.component[usize::from(a)] == self.component[usize::from(b)]
    }

    /// Whether some path of one link or more leads from `n` back to itself.
    pub(crate) fn on_cycle(&self, n: Node) -> bool {
        // No node links to itself, so a cycle passes through another node of its component.
        self.size[self.component[usize::from(n)] as usize] > 1
    }

    /// Tarjan's strongly connected components, without recursion.
    fn find_components(&mut self, graph: &Graph) {
        if self.index.len() != NODES {
            self.component = vec![UNVISITED; NODES];
            self.index = vec![UNVISITED; NODES];
            self.low = vec![0; NODES];
            self.on_stack = vec![false; NODES];
        }
        // Only the last graph's nodes were marked.
        for &n in &self.members {
            self.index[usize::from(n)] = UNVISITED;
        }
        self.size.clear();
        self.members.clear();
        self.member_start.clear();
        self.member_start.push(0);
        let mut counter = 0;
        for &root in &graph.nodes {
            if self.index[usize::from(root)] != UNVISITED {
                continue;
            }
            self.open(root, &mut counter);
            let (from, to) = graph.span(root);
            self.calls.push((root, from, to));
            while let Some(top) = self.calls.last_mut() {
                let (v, next, end) = *top;
                if next < end {
                    top.1 += 1;
                    let w = graph.successors[next as usize];
                    let w_index = self.index[usize::from(w)];
                    if w_index == UNVISITED {
                        let (from, to) = graph.span(w);
                        if from == to {
                            // A node that links nowhere (most off candidates) is a component
                            // of its own, closed at once, as the walk would close it next.
                            self.index[usize::from(w)] = counter;
                            counter += 1;
                            self.close_alone(w);
                        } else {
                            self.open(w, &mut counter);
                            self.calls.push((w, from, to));
                        }
                    } else if self.on_stack[usize::from(w)] {
                        let low = &mut self.low[usize::from(v)];
                        *low = (*low).min(w_index);
                    }
                    continue;
                }
                self.calls.pop();
                if let Some(&(parent, ..)) = self.calls.last() {
                    let low = self.low[usize::from(v)];
                    let parent_low = &mut self.low[usize::from(parent)];
                    *parent_low = (*parent_low).min(low);
                }
                if self.low[usize::from(v)] == self.index[usize::from(v)] {
                    self.close(v);
                }
            }
        }
    }

    fn open(&mut self, v: Node, counter: &mut u32) {
        self.index[usize::from(v)] = *counter;
        self.low[usize::from(v)] = *counter;
        *counter += 1;
        self.stack.push(v);
        self.on_stack[usize::from(v)] = true;
    }

    /// Makes `w`, never pushed on the stack, a component of its own.
    fn close_alone(&mut self, w: Node) {
        self.component[usize::from(w)] = self.size.len() as u32;
        self.members.push(w);
        self.size.push(1);
        self.member_start.push(self.members.len() as u32);
    }

    /// Pops the component whose root is `root` off the stack.
    fn close(&mut self, root: Node) {
        let c = self.size.len() as u32;
        let mut size = 0;
        while let Some(w) = self.stack.pop() {
            self.on_stack[usize::from(w)] = false;
            self.component[usize::from(w)] = c;
            self.members.push(w);
            size += 1;
            if w == root {
                break;
            }
        }
        self.size.push(size);
        self.member_start.push(self.members.len() as u32);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A graph of the listed links, every other node alone.
    fn graph(links: &[(Node, Node)]) -> Graph {
        let mut graph = Graph::default();
        let present = |n| links.iter().any(|&(a, b)| a == n || b == n);
        graph.build(present, |n, next| {
            let from = next.len();
            next.extend(links.iter().filter(|&&(a, _)| a == n).map(|&(_, b)| b));
            // The first link of each node in one layer, the others in the other.
            (next.len() - from).min(1)
        });
        graph
    }

    #[test]
    fn reaches_along_paths_only() {
        // 1 -> 2 -> 3 -> 1 is a cycle; 3 -> 4 leaves it; 5 -> 1 enters it; 6 -> 7 apart.
        let g = graph(&[(1, 2), (2, 3), (3, 1), (3, 4), (5, 1), (6, 7)]);
        let mut reach = Reach::default();
        reach.compute(&g);
        assert!(reach.reaches(1, 3) && reach.reaches(3, 2) && reach.reaches(5, 4));
        assert!(!reach.reaches(4, 1) && !reach.reaches(1, 5) && !reach.reaches(2, 5));
        assert!(reach.on_cycle(2) && !reach.on_cycle(4) && !reach.on_cycle(5));
        assert!(reach.meet([5, 2]) && reach.meet([4, 5]) && !reach.meet([4, 6]));
        assert_eq!(g.successors(3, Layers::Both), &[1, 4]);
        assert_eq!(g.successors(3, Layers::First), &[1]);
        assert_eq!(g.successors(3, Layers::Second), &[4]);
        // A node whose links lead nowhere has none in either layer.
        assert!(g.successors(4, Layers::First).is_empty());
        assert!(g.successors(4, Layers::Second).is_empty());
        assert_eq!(g.successors(5, Layers::Both), &[1]);
        // A node with no links at all still meets itself.
        let mut lone = Graph::default();
        lone.build(|n| n == 9 || n == 10, |_, _| 0);
        reach.compute(&lone);
        assert!(reach.meet([9, 9]) && reach.reaches(9, 9) && !reach.meet([9, 10]));
    }

    /// Random graphs, many of whose nodes link nowhere (as most off candidates do), against
    /// a breadth-first search from every node.
    #[test]
    fn agrees_with_searching_from_every_node() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut random = move |below: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % below
        };
        let mut reach = Reach::default();
        for round in 0..200 {
            let nodes = 2 + random(40) as Node;
            let mut links = Vec::new();
            for _ in 0..random(3 * u64::from(nodes)) {
                let (a, b) = (
                    random(u64::from(nodes)) as Node,
                    random(u64::from(nodes)) as Node,
                );
                // Odd nodes link nowhere, bar a few; no node links to itself.
                if a != b && (a % 2 == 0 || random(8) == 0) && !links.contains(&(a, b)) {
                    links.push((a, b));
                }
            }
            let g = graph(&links);
            reach.compute(&g);
            let present: Vec<Node> = (0..nodes).filter(|&n| g.nodes.contains(&n)).collect();
            let searched = |from: Node| {
                let mut seen = vec![from];
                let mut at = 0;
                while at < seen.len() {
                    for &next in g.successors(seen[at], Layers::Both) {
                        if !seen.contains(&next) {
                            seen.push(next);
                        }
                    }
                    at += 1;
                }
                seen
            };
            for &a in &present {
                let from_a = searched(a);
                let back_to_a = g
                    .successors(a, Layers::Both)
                    .iter()
                    .any(|&n| searched(n).contains(&a));
                assert_eq!(reach.on_cycle(a), back_to_a, "round {round}, node {a}");
                for &b in &present {
                    let a_to_b = from_a.contains(&b);
                    assert_eq!(reach.reaches(a, b), a_to_b, "round {round}: {a} -> {b}");
                    let both = a_to_b && searched(b).contains(&a);
                    assert_eq!(reach.together(a, b), both, "round {round}: {a} <-> {b}");
                    let common = searched(b).iter().any(|n| from_a.contains(n));
                    assert_eq!(reach.meet([a, b]), common, "round {round}: {a}, {b} meet");
                }
            }
        }
    }

    #[test]
    fn a_long_chain_needs_no_recursion() {
        // Every node links to the next: components of one node, each reaching all after it.
        let links: Vec<(Node, Node)> = (0..NODES as Node - 1).map(|n| (n, n + 1)).collect();
        let g = graph(&links);
        let mut reach = Reach::default();
        reach.compute(&g);
        assert!(reach.reaches(0, NODES as Node - 1));
        assert!(!reach.reaches(NODES as Node - 1, 0));
        assert!(!reach.on_cycle(700));
    }
}
