//! A candidate with a truth value, the unit every chain is made of.

/// A candidate with a truth value: `(cell * 9 + digit index) * 2 + on`.
pub(crate) type Node = u16;

/// How many nodes there are: every candidate, on and off.
pub(crate) const NODES: usize = 81 * 9 * 2;

pub(crate) fn node(cell: usize, d: usize, on: bool) -> Node {
    ((cell * 9 + d) * 2 + usize::from(on)) as Node
}

pub(crate) fn node_cell(n: Node) -> usize {
    usize::from(n) / 18
}

pub(crate) fn node_digit(n: Node) -> usize {
    usize::from(n) / 2 % 9
}

pub(crate) fn node_on(n: Node) -> bool {
    n & 1 == 1
}
