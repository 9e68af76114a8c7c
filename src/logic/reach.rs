//! The links of a static chain search as a graph, and which nodes reach which.
//!
//! SE's static chaining rule searches breadth first from every candidate, on and off, once per
//! kind of link, and most of those searches find nothing: in the positions that need it, the
//! rule usually has no hint at all. A search from `source` can only end on a node `source`
//! reaches through the links, so the strongly connected components of the graph, with the
//! candidates each reaches, answer in a few bit tests which searches cannot find anything: a
//! forcing chain from `source` needs its negation reachable, a cycle through it needs a path
//! back to it. The searches that remain walk the successor lists built here instead of working
//! the links out again at every node. Multiple forcing chains ask whether a cell's (or a
//! region's) assumptions reach anything in common before growing them: grown on the grid as it
//! is, an assumption's consequences are part of what it reaches. Nested chains ask what reaches
//! what in millions of grids, most with no candidate that fails, so [`Reach`] works it out
//! from the few links that lead on, leaving out the links into dead ends; and those few are
//! the graph the searches walk.

use super::geometry::{
    CELL_REGION_SETS, PEER_SETS, REGIONS, bits, cell_bit, cells_of, count9, meets9, narrow9,
};
use super::links;
use super::node::{NODES, Node, node, node_cell, node_digit, node_on};
use super::position::Position;

const UNVISITED: u32 = u32::MAX;
/// The component of a node out of the core, which no component of the core has.
const NO_COMPONENT: u32 = u32::MAX;

/// A graph of links in two layers (a static search's cell links and region links): each
/// node's successors, in the order SE follows them, the first layer's before the second's.
pub(crate) trait Successors {
    fn successors(&self, n: Node, layers: Layers) -> &[Node];
}

/// Every link of a position, each node's successors listed as [`Successors`] has them: what
/// the tests check the links [`Reach`] keeps against.
#[cfg(test)]
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

/// Which links of a `Graph` (the tests' reference search) to follow.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Layers {
    First,
    Second,
    Both,
}

#[cfg(test)]
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
}

#[cfg(test)]
impl Successors for Graph {
    fn successors(&self, n: Node, layers: Layers) -> &[Node] {
        let n = usize::from(n);
        let (start, end) = (self.start[n], self.start[n + 1]);
        layer(&self.successors, (start, self.split[n], end), layers)
    }
}

/// The successors of one node, listed from `start` to `end` in `successors`, the first
/// layer's before `split`, in `layers`.
#[inline]
fn layer(successors: &[Node], (start, split, end): (u32, u32, u32), layers: Layers) -> &[Node] {
    let (from, to) = match layers {
        Layers::First => (start, split),
        Layers::Second => (split, end),
        Layers::Both => (start, end),
    };
    &successors[from as usize..to as usize]
}

/// The on candidates some nodes reach, by digit (bit = cell), and the cells where they reach
/// one digit or more, two or more (once [`Reach::count_cells`] has worked those out): what it
/// takes to tell whether they turn a candidate off.
#[derive(Clone, Copy, Default)]
struct Row {
    on: [u128; 9],
    any: u128,
    several: u128,
}

impl Row {
    /// Whether these on candidates turn candidate `(cell, d)` (a candidate of the position)
    /// off: one of its digit among the cell's peers, or another digit in the cell.
    #[inline]
    fn turns_off(&self, cell: usize, d: usize) -> bool {
        let others_here = if self.on[d] >> cell & 1 == 1 {
            self.several
        } else {
            self.any
        };
        self.on[d] & PEER_SETS[cell] != 0 || others_here >> cell & 1 == 1
    }

    /// Works out `any` and `several` from `on`.
    fn count_cells(&mut self) {
        let (mut any, mut several) = (0, 0);
        for &cells in &self.on {
            several |= any & cells;
            any |= cells;
        }
        self.any = any;
        self.several = several;
    }
}

/// A node's place in [`Reach`]'s core, read together (every successor list asks for all of it).
#[derive(Clone, Copy, Default)]
struct Span {
    /// The node is in the core when this is [`Reach`]'s stamp.
    stamp: u32,
    /// Its successors are `successors[first..end]`, in SE's order, its cell links before
    /// `split`.
    first: u32,
    split: u32,
    end: u32,
}

/// A node's index and low link in Tarjan's walk.
#[derive(Clone, Copy)]
struct Visit {
    index: u32,
    low: u32,
}

/// Which nodes reach which through every static link of a position, by strongly connected
/// component.
///
/// Most links lead from an on candidate to an off candidate that leads nowhere (an off
/// candidate leads on only in a bivalue cell or from a digit's last two places in a region),
/// and no path goes on from one. So the components are worked out over the other links alone,
/// the "core": most nodes have no core link at all and are left out. What a component reaches
/// is kept as the on candidates it reaches: the off candidates it reaches are those they turn
/// off, and those of the component.
///
/// The core links are also the graph the static chain searches walk ([`Successors`]): an off
/// candidate that leads nowhere can end a chain but not lie inside one, and the searches look
/// for such an end themselves ([`turns_off_through`]), so listing every link, most of them
/// into dead ends, is not needed.
#[derive(Default)]
pub(crate) struct Reach {
    /// The position's candidates, by digit and by cell.
    boards: [u128; 9],
    open: Vec<u16>,
    /// Each node's entry in the core: it is in the core of this position when its stamp equals
    /// `stamp`.
    spans: Vec<Span>,
    stamp: u32,
    /// The core nodes, and the successors of each (see [`Span`]).
    core: Vec<Node>,
    successors: Vec<Node>,
    /// The component of each core node.
    component: Vec<u32>,
    /// The on candidates each component reaches (its own included).
    rows: Vec<Row>,
    /// Whether the rows' `any` and `several` are worked out ([`Reach::count_cells`]).
    counted: bool,
    /// The off candidates each component reaches, by digit, once asked for ([`Reach::meet`]).
    offs: Vec<[u128; 9]>,
    // Tarjan's working lists, kept between uses.
    /// Each node's index and low link, read together. A node visited is on the stack until
    /// its component is closed, so `component` tells which are.
    visits: Vec<Visit>,
    stack: Vec<Node>,
    /// The depth-first walk's nodes, each with the next and the end of its successors' span.
    calls: Vec<(Node, u32, u32)>,
    /// The nodes of each component, component after component, in the order found: the
    /// components' sizes too.
    members: Vec<Node>,
    member_start: Vec<u32>,
}

impl Reach {
    /// Works out what reaches what through every static link of `position`: cell links and
    /// region links both ways.
    pub(crate) fn compute(&mut self, position: &Position) {
        if self.visits.len() != NODES {
            self.spans = vec![Span::default(); NODES];
            self.component = vec![NO_COMPONENT; NODES];
            self.visits = vec![
                Visit {
                    index: UNVISITED,
                    low: 0
                };
                NODES
            ];
        }
        if self.stamp == u32::MAX {
            self.spans.fill(Span::default());
            self.stamp = 0;
        }
        self.stamp += 1;
        self.boards = position.boards;
        self.open.clear();
        self.open.extend_from_slice(&position.open);
        self.link_core(position);
        self.find_components();
        self.rows.clear();
        // Tarjan's algorithm closes a component only after every component it reaches, so
        // each one's successors are complete when it comes.
        for c in 0..self.components() {
            let members = self.member_start[c] as usize..self.member_start[c + 1] as usize;
            // Built in place: a row is 176 bytes, and a grid has a hundred components.
            self.rows.push(Row::default());
            let (done, row) = self.rows.split_at_mut(c);
            let row = &mut row[0];
            for &member in &self.members[members.clone()] {
                if node_on(member) {
                    row.on[node_digit(member)] |= cell_bit(node_cell(member));
                }
            }
            for &member in &self.members[members] {
                let span = &self.spans[usize::from(member)];
                for &next in &self.successors[span.first as usize..span.end as usize] {
                    // An on candidate already in the row came with all it reaches.
                    let known =
                        node_on(next) && row.on[node_digit(next)] >> node_cell(next) & 1 == 1;
                    if known {
                        continue;
                    }
                    let other = self.component[usize::from(next)] as usize;
                    if other == c {
                        continue;
                    }
                    for (mine, theirs) in row.on.iter_mut().zip(&done[other].on) {
                        *mine |= theirs;
                    }
                }
            }
        }
        self.counted = false;
        self.offs.clear();
    }

    /// Works out the cells where each component's on candidates hold one digit or more, and
    /// two or more, which [`Reach::to_negation`], [`Reach::both_ways`] and [`Reach::reaches`]
    /// ask for. Not part of [`Reach::compute`]: a multiple forcing chain's search asks none
    /// of them, and working them out for every grid cost it 0.6% of an 11.8 rating.
    pub(crate) fn count_cells(&mut self) {
        if !self.counted {
            self.rows.iter_mut().for_each(Row::count_cells);
            self.counted = true;
        }
    }

    /// Lists the core links of `position`: from an on candidate to the off candidates it
    /// turns off that lead on, and from those to what they turn on.
    fn link_core(&mut self, position: &Position) {
        // The off candidates that lead on: those of bivalue cells, and of a digit with two
        // places in a region; by digit, and each cell's digits, which every candidate below
        // reads (picking them out of the boards for each cell cost 0.35% of an 11.8 rating).
        let mut leading = [0u128; 9];
        let mut leading_digits = [0u16; 81];
        for cell in 0..81 {
            let mask = position.open[cell];
            if count9(mask) == 2 {
                leading_digits[cell] = mask;
                for d in bits(mask) {
                    leading[d] |= cell_bit(cell);
                }
            }
        }
        for (d, leads) in leading.iter_mut().enumerate() {
            for (kind, regions) in REGIONS.iter().enumerate() {
                for (index, region) in regions.iter().enumerate() {
                    let places = position.positions(kind, index, 1 << d);
                    if count9(places) == 2 {
                        let first = region[places.trailing_zeros() as usize];
                        let second = region[15 - places.leading_zeros() as usize];
                        *leads |= 1 << first | 1 << second;
                        leading_digits[first] |= 1 << d;
                        leading_digits[second] |= 1 << d;
                    }
                }
            }
        }
        self.core.clear();
        self.successors.clear();
        for cell in 0..81 {
            let mask = position.open[cell];
            // The cell's digits whose off candidates lead on.
            let leading_here = leading_digits[cell];
            let [block, row, column] = CELL_REGION_SETS[cell];
            for d in bits(mask) {
                let others = leading_here & !(1 << d);
                let places = leading[d] & PEER_SETS[cell];
                // Most candidates turn off none that leads on, and are out of the core.
                if others == 0 && places == 0 {
                    continue;
                }
                // What `links::turned_off` lists, in its order, less the dead ends.
                let from = self.successors.len();
                for other in bits(others) {
                    self.successors.push(node(cell, other, false));
                }
                let split = self.successors.len();
                for region in [block, row & !block, column & !block] {
                    for p in cells_of(places & region) {
                        self.successors.push(node(p, d, false));
                    }
                }
                self.admit(node(cell, d, true), from, split);
            }
        }
        for (d, leads) in leading.iter().enumerate() {
            for cell in cells_of(*leads) {
                let from = self.successors.len();
                let off = node(cell, d, false);
                links::turned_on(position, off, (true, true), &mut self.successors);
                let cell_link = usize::from(count9(position.open[cell]) == 2);
                self.admit(off, from, from + cell_link);
            }
        }
    }

    /// Takes `n` into the core, its successors those listed from `from` on, its cell links
    /// before `split`.
    fn admit(&mut self, n: Node, from: usize, split: usize) {
        self.spans[usize::from(n)] = Span {
            stamp: self.stamp,
            first: from as u32,
            split: split as u32,
            end: self.successors.len() as u32,
        };
        self.core.push(n);
    }

    /// Whether `n` has a link in the core: an off candidate leads on, an on one turns off one
    /// that does.
    #[inline]
    pub(crate) fn in_core(&self, n: Node) -> bool {
        self.spans[usize::from(n)].stamp == self.stamp
    }

    /// The successors of the core node `n`, both layers.
    #[inline]
    fn all_successors(&self, n: Node) -> &[Node] {
        let span = &self.spans[usize::from(n)];
        &self.successors[span.first as usize..span.end as usize]
    }

    /// Whether some path of links leads from `from` to `to`.
    #[inline]
    pub(crate) fn reaches(&self, from: Node, to: Node) -> bool {
        self.from(from).reaches(to)
    }

    /// What `from` reaches, to ask of again and again.
    #[inline]
    pub(crate) fn from(&self, from: Node) -> Reached<'_> {
        debug_assert!(self.counted || self.rows.is_empty());
        let c = self.component[usize::from(from)] as usize;
        Reached {
            from,
            row: self.rows.get(c),
            offs: self.offs.get(c),
        }
    }

    /// The nodes that reach their negation, off then on, by digit (bit = cell). Only core
    /// nodes can: one out of the core reaches nothing but itself and, on, what it turns off.
    pub(crate) fn to_negation(&self) -> [[u128; 9]; 2] {
        debug_assert!(self.counted || self.rows.is_empty());
        let mut found = [[0u128; 9]; 2];
        for (c, row) in self.rows.iter().enumerate() {
            let members = self.member_start[c] as usize..self.member_start[c + 1] as usize;
            for &member in &self.members[members] {
                let (cell, d) = (node_cell(member), node_digit(member));
                let reaches_negation = if node_on(member) {
                    row.turns_off(cell, d)
                } else {
                    row.on[d] >> cell & 1 == 1
                };
                if reaches_negation {
                    found[usize::from(node_on(member))][d] |= cell_bit(cell);
                }
            }
        }
        found
    }

    /// Works out the off candidates each component reaches, which [`Reach::meet`] asks for.
    pub(crate) fn find_offs(&mut self) {
        if !self.offs.is_empty() || self.rows.is_empty() {
            return;
        }
        let mut offs = std::mem::take(&mut self.offs);
        for c in 0..self.components() {
            let members = self.member_start[c] as usize..self.member_start[c + 1] as usize;
            // Built in place, as the rows are: built on the stack and copied in, they cost a
            // third more (1% of an 11.8 rating).
            offs.push([0; 9]);
            let (done, mine) = offs.split_at_mut(c);
            let mine = &mut mine[0];
            for &member in &self.members[members.clone()] {
                self.add_offs(member, mine);
            }
            for &member in &self.members[members] {
                for &next in self.all_successors(member) {
                    let other = self.component[usize::from(next)] as usize;
                    if other != c {
                        for (mine, theirs) in mine.iter_mut().zip(&done[other]) {
                            *mine |= theirs;
                        }
                    }
                }
            }
        }
        self.offs = offs;
    }

    /// The on candidates the on candidate `n` reaches whose negations it reaches too, by
    /// digit: those that the on candidates it reaches turn off (each off candidate it reaches
    /// comes after an on one that turns it off).
    pub(crate) fn both_ways(&self, n: Node) -> [u128; 9] {
        debug_assert!(node_on(n));
        debug_assert!(self.counted || self.rows.is_empty());
        let mut both = [0u128; 9];
        if let Some(c) = self.component(n) {
            let row = &self.rows[c as usize];
            for (d, both) in both.iter_mut().enumerate() {
                // What `Row::turns_off` tells of each on candidate, for all of them at once:
                // those with a peer of their digit on, or with another digit on in the cell.
                let mut seen = 0u128;
                for cell in cells_of(row.on[d]) {
                    seen |= PEER_SETS[cell];
                }
                *both = row.on[d] & (seen | row.several);
            }
        }
        both
    }

    /// For each component, the digits of which a cycle through its members could remove a
    /// candidate, as bits: a cycle removes a candidate that sees one of its on nodes and one of
    /// its off nodes of its digit, and a cycle's nodes reach each other, so they are members
    /// of one component.
    pub(crate) fn cycle_digits(&self, digits: &mut Vec<u16>) {
        digits.clear();
        for c in 0..self.components() {
            // A node alone is on no cycle (none links to itself); most components are such.
            if self.size(c) == 1 {
                digits.push(0);
                continue;
            }
            let members = self.member_start[c] as usize..self.member_start[c + 1] as usize;
            let (mut seen_on, mut seen_off) = ([0u128; 9], [0u128; 9]);
            for &member in &self.members[members] {
                let seen = if node_on(member) {
                    &mut seen_on
                } else {
                    &mut seen_off
                };
                seen[node_digit(member)] |= PEER_SETS[node_cell(member)];
            }
            let removable = |d: usize| seen_on[d] & seen_off[d] & self.boards[d] != 0;
            digits.push(
                (0..9)
                    .filter(|&d| removable(d))
                    .fold(0, |set, d| set | 1 << d),
            );
        }
    }

    /// Adds to `offs` what `n` turns off, or `n` itself if off. Always in line: [`Reach::meet`]
    /// asks it from three places, millions of times in a nested rating, and out of line the
    /// call cost more than the work.
    #[inline(always)]
    fn add_offs(&self, n: Node, offs: &mut [u128; 9]) {
        let (cell, d) = (node_cell(n), node_digit(n));
        if !node_on(n) {
            offs[d] |= cell_bit(cell);
            return;
        }
        offs[d] |= PEER_SETS[cell] & self.boards[d];
        for other in bits(self.open[cell] & !(1 << d)) {
            offs[other] |= cell_bit(cell);
        }
    }

    /// Whether some node is reached from every one of `nodes` (themselves included), once
    /// [`Reach::find_offs`] has worked out the off candidates reached.
    pub(crate) fn meet(&self, nodes: &[Node]) -> bool {
        debug_assert!(self.rows.is_empty() || !self.offs.is_empty());
        // Off conclusions are the common ones; each part stops once nothing is common. Many
        // groups share none between their first two members already: told by reading the two
        // sets once, where narrowing all cells by each wrote the first one's sets, then the
        // two's, before a candidate was weighed. A node out of the core reaches itself and,
        // on, what it turns off.
        let (mut own_first, mut own_second);
        let (mut off, rest) = match nodes {
            [first, second, rest @ ..] => {
                let first_offs = match self.component(*first) {
                    Some(c) => &self.offs[c as usize],
                    None => {
                        own_first = [0; 9];
                        self.add_offs(*first, &mut own_first);
                        &own_first
                    }
                };
                let second_offs = match self.component(*second) {
                    Some(c) => &self.offs[c as usize],
                    None => {
                        own_second = [0; 9];
                        self.add_offs(*second, &mut own_second);
                        &own_second
                    }
                };
                if !meets9(first_offs, second_offs) {
                    (None, rest)
                } else {
                    let mut off = *first_offs;
                    narrow9(&mut off, second_offs);
                    (Some(off), rest)
                }
            }
            _ => (Some([!0u128; 9]), nodes),
        };
        if let Some(off) = &mut off {
            // Whether every narrowing left something (no node: all is common); looking at
            // the nine sets again afterwards to tell took 0.2% of the instructions of rating
            // an 11.8 puzzle (`1.......2..94…`).
            let mut off_left = true;
            let mut own;
            for &n in rest {
                let offs = match self.component(n) {
                    Some(c) => &self.offs[c as usize],
                    None => {
                        own = [0; 9];
                        self.add_offs(n, &mut own);
                        &own
                    }
                };
                off_left = narrow9(off, offs);
                if !off_left {
                    break;
                }
            }
            if off_left {
                return true;
            }
        }
        // The same first look at the on conclusions, where both members are in the core.
        if let [first, second, ..] = nodes
            && let (Some(a), Some(b)) = (self.component(*first), self.component(*second))
            && !meets9(&self.rows[a as usize].on, &self.rows[b as usize].on)
        {
            return false;
        }
        let mut on = [!0u128; 9];
        for &n in nodes {
            let left = match self.component(n) {
                Some(c) => narrow9(&mut on, &self.rows[c as usize].on),
                None => {
                    let (cell, d) = (node_cell(n), node_digit(n));
                    let own = if node_on(n) {
                        on[d] & cell_bit(cell)
                    } else {
                        0
                    };
                    on = [0; 9];
                    on[d] = own;
                    own != 0
                }
            };
            if !left {
                return false;
            }
        }
        true
    }

    /// The component of `n`, if it is in the core: two nodes reach each other when they have
    /// the same component, or are one node.
    #[inline]
    pub(crate) fn component(&self, n: Node) -> Option<u32> {
        let c = self.component[usize::from(n)];
        (c != NO_COMPONENT).then_some(c)
    }

    /// Whether `n` is of component `c`.
    #[inline]
    pub(crate) fn in_component(&self, n: Node, c: u32) -> bool {
        self.component[usize::from(n)] == c
    }

    /// Whether `a` and `b` reach each other (are in one component).
    #[cfg(test)]
    pub(crate) fn together(&self, a: Node, b: Node) -> bool {
        a == b || self.component(a).is_some_and(|c| self.in_component(b, c))
    }

    /// Whether some path of one link or more leads from `n` back to itself.
    pub(crate) fn on_cycle(&self, n: Node) -> bool {
        // No node links to itself, so a cycle passes through another node of its component.
        self.component(n).is_some_and(|c| self.size(c as usize) > 1)
    }

    /// How many components the core has (none before the first [`Reach::compute`]).
    fn components(&self) -> usize {
        self.member_start.len().saturating_sub(1)
    }

    /// How many nodes component `c` has.
    fn size(&self, c: usize) -> u32 {
        self.member_start[c + 1] - self.member_start[c]
    }

    /// Tarjan's strongly connected components of the core, without recursion.
    fn find_components(&mut self) {
        // Only the last core's nodes were marked.
        for &n in &self.members {
            self.visits[usize::from(n)].index = UNVISITED;
            self.component[usize::from(n)] = NO_COMPONENT;
        }
        self.members.clear();
        self.member_start.clear();
        self.member_start.push(0);
        let mut counter = 0;
        for i in 0..self.core.len() {
            let root = self.core[i];
            if self.visits[usize::from(root)].index != UNVISITED {
                continue;
            }
            self.open(root, &mut counter);
            let span = self.span(root);
            self.calls.push((root, span.0, span.1));
            while let Some(top) = self.calls.last_mut() {
                let (v, next, end) = *top;
                if next < end {
                    top.1 += 1;
                    let w = self.successors[next as usize];
                    // Every node a core link enters is in the core, with successors of its
                    // own: an off one is entered only if it leads on, and an on one only from
                    // an off one that leads on, which it turns off.
                    debug_assert!(self.in_core(w), "{w} entered, not in the core");
                    let w_index = self.visits[usize::from(w)].index;
                    if w_index == UNVISITED {
                        let (from, to) = self.span(w);
                        if from == to {
                            // A node that links nowhere is a component of its own, closed at
                            // once, as the walk would close it next.
                            self.visits[usize::from(w)].index = counter;
                            counter += 1;
                            self.close_alone(w);
                        } else {
                            self.open(w, &mut counter);
                            self.calls.push((w, from, to));
                        }
                    } else if self.component[usize::from(w)] == NO_COMPONENT {
                        // On the stack.
                        let low = &mut self.visits[usize::from(v)].low;
                        *low = (*low).min(w_index);
                    }
                    continue;
                }
                self.calls.pop();
                if let Some(&(parent, ..)) = self.calls.last() {
                    let low = self.visits[usize::from(v)].low;
                    let parent_low = &mut self.visits[usize::from(parent)].low;
                    *parent_low = (*parent_low).min(low);
                }
                let visit = self.visits[usize::from(v)];
                if visit.low == visit.index {
                    self.close(v);
                }
            }
        }
    }

    fn span(&self, n: Node) -> (u32, u32) {
        let span = &self.spans[usize::from(n)];
        (span.first, span.end)
    }

    fn open(&mut self, v: Node, counter: &mut u32) {
        self.visits[usize::from(v)] = Visit {
            index: *counter,
            low: *counter,
        };
        *counter += 1;
        self.stack.push(v);
    }

    /// Makes `w`, never pushed on the stack, a component of its own.
    fn close_alone(&mut self, w: Node) {
        self.component[usize::from(w)] = self.components() as u32;
        self.members.push(w);
        self.member_start.push(self.members.len() as u32);
    }

    /// Pops the component whose root is `root` off the stack.
    fn close(&mut self, root: Node) {
        let c = self.components() as u32;
        while let Some(w) = self.stack.pop() {
            self.component[usize::from(w)] = c;
            self.members.push(w);
            if w == root {
                break;
            }
        }
        self.member_start.push(self.members.len() as u32);
    }
}

/// What one node reaches: its component's row, if it is in the core.
pub(crate) struct Reached<'r> {
    from: Node,
    row: Option<&'r Row>,
    /// The off candidates it reaches, if worked out ([`Reach::find_offs`]).
    offs: Option<&'r [u128; 9]>,
}

impl Reached<'_> {
    /// Whether some path of links leads to `to`.
    #[inline]
    pub(crate) fn reaches(&self, to: Node) -> bool {
        let Some(row) = self.row else {
            let from = self.from;
            return from == to || node_on(from) && !node_on(to) && turns_off(from, to);
        };
        let (cell, d) = (node_cell(to), node_digit(to));
        if node_on(to) {
            row.on[d] >> cell & 1 == 1
        } else if let Some(offs) = self.offs {
            offs[d] >> cell & 1 == 1
        } else {
            self.from == to || row.turns_off(cell, d)
        }
    }
}

impl Successors for Reach {
    /// The links out of the core are into dead ends, and not listed: a node out of the core
    /// has none here.
    #[inline]
    fn successors(&self, n: Node, layers: Layers) -> &[Node] {
        let span = &self.spans[usize::from(n)];
        if span.stamp != self.stamp {
            return &[];
        }
        layer(&self.successors, (span.first, span.split, span.end), layers)
    }
}

/// Whether the on candidate `on` turns candidate `off` (both of the position) off: they share
/// the cell, or the digit and a region.
#[inline]
fn turns_off(on: Node, off: Node) -> bool {
    turns_off_through(on, off, Layers::Both)
}

/// Whether the on candidate `on` turns candidate `off` (both of the position) off through the
/// links of `layers`: the cell's (they share it) or the regions' (they share the digit and a
/// region).
#[inline]
pub(crate) fn turns_off_through(on: Node, off: Node, layers: Layers) -> bool {
    let (from, to) = (node_cell(on), node_cell(off));
    if from == to {
        layers != Layers::Second && node_digit(on) != node_digit(off)
    } else {
        layers != Layers::First
            && node_digit(on) == node_digit(off)
            && PEER_SETS[from] >> to & 1 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::chains::link_graph;
    use crate::logic::position::sample_positions;

    #[test]
    fn a_graph_keeps_its_layers_apart() {
        // 1 -> 2 -> 3 -> 1 is a cycle; 3 -> 4 leaves it; 5 -> 1 enters it.
        let links = [(1, 2), (2, 3), (3, 1), (3, 4), (5, 1)];
        let mut g = Graph::default();
        let present = |n| links.iter().any(|&(a, b)| a == n || b == n);
        g.build(present, |n, next| {
            let from = next.len();
            next.extend(links.iter().filter(|&&(a, _)| a == n).map(|&(_, b)| b));
            // The first link of each node in one layer, the others in the other.
            (next.len() - from).min(1)
        });
        assert_eq!(g.successors(3, Layers::Both), &[1, 4]);
        assert_eq!(g.successors(3, Layers::First), &[1]);
        assert_eq!(g.successors(3, Layers::Second), &[4]);
        // A node whose links lead nowhere has none in either layer.
        assert!(g.successors(4, Layers::First).is_empty());
        assert!(g.successors(4, Layers::Second).is_empty());
        assert_eq!(g.successors(5, Layers::Both), &[1]);
        assert_eq!(g.nodes, [1, 2, 3, 4, 5]);
    }

    /// The nodes a breadth-first search from `from` through every link of `graph` meets.
    fn searched(graph: &Graph, from: Node) -> Vec<bool> {
        let mut seen = vec![false; NODES];
        let mut queue = vec![from];
        seen[usize::from(from)] = true;
        while let Some(n) = queue.pop() {
            for &next in graph.successors(n, Layers::Both) {
                if !seen[usize::from(next)] {
                    seen[usize::from(next)] = true;
                    queue.push(next);
                }
            }
        }
        seen
    }

    /// What reaches what, told by components and the candidates they reach, against searching
    /// every static link from every node, on puzzles and on grids struck from them (where
    /// bivalue cells, and so cycles, abound); the links worked out from the position and taken
    /// from its graph alike.
    #[test]
    fn agrees_with_searching_every_link() {
        let (mut reach, mut graph) = (Reach::default(), Graph::default());
        let (mut cycles, mut failing, mut met) = (0, 0, 0);
        // Grids struck harder too, some cells left with no candidate, as a nested chain's
        // growths leave them on the way to a contradiction.
        let mut positions = sample_positions(4);
        for (i, start) in positions.clone().iter().enumerate().step_by(3) {
            let mut struck = *start;
            for cell in 0..81 {
                for d in bits(start.open[cell]) {
                    if (cell * 7 + d * 3 + i) % 5 < 2 {
                        struck.remove(cell, d as u8);
                    }
                }
            }
            positions.push(struck);
        }
        let empty = |p: &Position| (0..81).any(|c| p.values[c] == 0 && p.open[c] == 0);
        assert!(positions.iter().any(empty), "no grid with an empty cell");
        for position in &positions {
            link_graph(position, &mut graph);
            reach.compute(position);
            reach.count_cells();
            let nodes = graph.nodes.clone();
            let reached: Vec<Vec<bool>> = nodes.iter().map(|&n| searched(&graph, n)).collect();
            let of = |n: Node| &reached[nodes.binary_search(&n).unwrap()];
            // Every node that reaches its negation, and no other, is listed.
            let to_negation = reach.to_negation();
            let listed = |n: Node| {
                let on = usize::from(node_on(n));
                to_negation[on][node_digit(n)] >> node_cell(n) & 1 == 1
            };
            let listed_count: u32 = to_negation.iter().flatten().map(|b| b.count_ones()).sum();
            let reaching: Vec<Node> = nodes
                .iter()
                .copied()
                .filter(|&n| of(n)[usize::from(n ^ 1)])
                .collect();
            assert!(reaching.iter().all(|&n| listed(n)), "{position:?}");
            assert_eq!(listed_count as usize, reaching.len(), "{position:?}");
            // What an on candidate reaches both ways: the on candidates whose negations it
            // reaches too.
            for &a in nodes.iter().filter(|&&a| node_on(a)) {
                let both = reach.both_ways(a);
                for &m in nodes.iter().filter(|&&m| node_on(m)) {
                    let (cell, d) = (node_cell(m), node_digit(m));
                    let expected = of(a)[usize::from(m)] && of(a)[usize::from(m ^ 1)];
                    assert_eq!(both[d] >> cell & 1 == 1, expected, "{position:?}: {a}, {m}");
                }
            }
            for &a in &nodes {
                let back = graph
                    .successors(a, Layers::Both)
                    .iter()
                    .any(|&n| of(n)[usize::from(a)]);
                assert_eq!(reach.on_cycle(a), back, "{position:?}: {a} on a cycle");
                cycles += usize::from(back);
                failing += usize::from(of(a)[usize::from(a ^ 1)]);
                for &b in &nodes {
                    let a_to_b = of(a)[usize::from(b)];
                    assert_eq!(reach.reaches(a, b), a_to_b, "{position:?}: {a} -> {b}");
                    let both = a_to_b && of(b)[usize::from(a)];
                    assert_eq!(reach.together(a, b), both, "{position:?}: {a} <-> {b}");
                }
            }
            // Once the off candidates each component reaches are worked out, they answer.
            reach.find_offs();
            for &a in &nodes {
                for &b in nodes.iter().step_by(3) {
                    assert_eq!(reach.reaches(a, b), of(a)[usize::from(b)], "{a} -> {b}");
                }
                for &b in nodes.iter().step_by(11) {
                    let common = (0..NODES).any(|n| of(a)[n] && of(b)[n]);
                    assert_eq!(reach.meet(&[a, b]), common, "{position:?}: {a}, {b} meet");
                    met += usize::from(common);
                }
            }
        }
        assert!(
            cycles > 1000 && failing > 100 && met > 1000,
            "{cycles} {failing} {met}"
        );
    }
}
