//! The static links between candidates, SE's rules for what a candidate on turns off and what
//! one off turns on: chains follow them, and what reaches what is worked out from them.

use super::geometry::{CELL_REGION_SETS, cell_bit, count9, one_cell};
use super::node::{Node, node, node_cell, node_cell_digit, node_digit};
use super::position::Position;

/// What assuming `n` (an on candidate) turns off among the candidates `open` (by cell) and
/// `boards` (by digit): with `cell_links`, the cell's other digits (a set of digits); then the
/// digit's other places in the box, the row and the column (sets of cells), each cell once. SE
/// takes them in that order, each set in increasing order. Forcing chains follow the same
/// links, walking the sets as they come: a growth takes millions, and listing them first cost
/// a push and a read each, a chain of iterators over them a state to test at every step.
#[inline(always)]
pub(crate) fn turned_off(
    (open, boards): (&[u16; 81], &[u128; 9]),
    n: Node,
    cell_links: bool,
) -> (u16, [u128; 3]) {
    let (cell, d) = node_cell_digit(n);
    let mates = if cell_links {
        open[cell] & !(1 << d)
    } else {
        0
    };
    // A region lists its cells in increasing order, so each region's places come in order
    // from the digit's cells; the row and the column skip the box's, already listed.
    let others = boards[d] & !cell_bit(cell);
    let [block, row, column] = CELL_REGION_SETS[cell];
    (
        mates,
        [
            others & block,
            others & row & !block,
            others & column & !block,
        ],
    )
}

/// Appends what an off candidate `n` turns on, in SE's order, each once: with cell links, the
/// other digit of a bivalue cell; with region links, the other place of the digit in the box,
/// row and column when it has two.
#[inline(always)]
pub(crate) fn turned_on(
    position: &Position,
    n: Node,
    (cell_links, region_links): (bool, bool),
    out: &mut Vec<Node>,
) {
    let from = out.len();
    let cell = node_cell(n);
    let d = node_digit(n);
    if cell_links {
        let mask = position.open[cell];
        if count9(mask) == 2 {
            let other = (mask & !(1 << d)).trailing_zeros() as usize;
            out.push(node(cell, other, true));
        }
    }
    if region_links {
        let places = position.boards[d] & !cell_bit(cell);
        for kind in 0..3 {
            let others = places & CELL_REGION_SETS[cell][kind];
            if one_cell(others) {
                let on = node(others.trailing_zeros() as usize, d, true);
                if !out[from..].contains(&on) {
                    out.push(on);
                }
            }
        }
    }
}
