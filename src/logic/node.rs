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

/// The cell and digit of a node, read from a table: a growth decodes every entry it follows,
/// and working them out takes two divisions (each a multiplication and shifts) and a remainder.
#[inline]
pub(crate) fn node_cell_digit(n: Node) -> (usize, usize) {
    let [cell, d] = CELL_DIGIT[usize::from(n) / 2];
    (usize::from(cell), usize::from(d))
}

/// The cell and digit of each candidate, by `cell * 9 + digit`.
static CELL_DIGIT: [[u8; 2]; NODES / 2] = {
    let mut table = [[0; 2]; NODES / 2];
    let mut i = 0;
    while i < NODES / 2 {
        table[i] = [(i / 9) as u8, (i % 9) as u8];
        i += 1;
    }
    table
};

pub(crate) fn node_on(n: Node) -> bool {
    n & 1 == 1
}
