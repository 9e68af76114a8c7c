//! Forcing chains from a source to its negation, grown breadth first, and searched only when
//! a chain short enough to beat the sink's best hint exists.

use super::search::{Frontier, Search, XChains, reset};
use super::sinks::ChainSink;
use super::{Links, NO_PARENT, difficulty};
use crate::logic::geometry::cell_bit;
use crate::logic::node::{NODES, Node, node_cell, node_digit, node_on};
use crate::logic::position::Position;
use crate::logic::reach::{Successors, turns_off_through};

/// SE's base rating of a forcing chain of these links.
pub(super) fn forcing_base(links: Links) -> f64 {
    if links.cell { 7.0 } else { 6.6 }
}

/// Whether `sink` may keep the forcing chain from `from`: when it wants none past some
/// length, whether a chain that short exists is found by a search half that deep
/// ([`Shortest`](crate::logic::shortest::Shortest)), much smaller than the chain search, which
/// most chains that long or longer would not pay.
pub(super) fn may_keep_forcing(
    position: &Position,
    from: Node,
    links: Links,
    search: &mut Search,
    sink: &impl ChainSink,
) -> bool {
    let layers = |n| links.layers(node_on(n));
    if !sink.bounded() {
        // `from` reaches its negation through every link (see `Failed`), which is all a chain
        // of every link needs; through region links alone (X chains) it nearly never does,
        // and a search that finds no chain may go on long: the same links, walked without
        // parents, tell, and their answer is kept for the digit's places.
        if links.cell {
            return true;
        }
        let (cell, d) = (node_cell(from), node_digit(from));
        let side = usize::from(node_on(from));
        let kept = XChains::of(&mut search.x_chains, position, d);
        if kept.asked[side] >> cell & 1 == 0 {
            kept.asked[side] |= cell_bit(cell);
            if search.shortest.within(&search.reach, layers, from, NODES) {
                kept.found[side] |= cell_bit(cell);
            }
        }
        return kept.found[side] >> cell & 1 == 1;
    }
    let base = forcing_base(links);
    let wanted =
        |complexity| sink.wants(difficulty(base, complexity), complexity, links.sort_key());
    // A chain of `n` links has `n + 1` candidates; the sink wants fewer the longer it is.
    let Some(longest) = (2..).take_while(|&c| wanted(c)).last() else {
        return false;
    };
    search
        .shortest
        .within(&search.reach, layers, from, longest - 1)
}

pub(super) fn forcing(
    position: &Position,
    source: Node,
    links: Links,
    search: &mut Search,
    sink: &mut impl ChainSink,
) {
    reset(search);
    let Search {
        arena,
        seen,
        reach,
        frontier,
        ..
    } = search;
    let Frontier {
        on: pending_on,
        off: pending_off,
        expanding,
    } = frontier;
    let root = arena.push(source, NO_PARENT);
    seen.mark(source);
    if node_on(source) {
        pending_on.push(root);
    } else {
        pending_off.push(root);
    }
    let negation = source ^ 1;
    // The graph leaves out the off candidates that lead nowhere: when the negation is one, the
    // on candidates that turn it off are looked at for it.
    let dead_end = node_on(source) && !reach.in_core(negation);
    let mut target = None;
    let base = forcing_base(links);
    // The candidates in the chains of the frontier; one of the two pending lists is empty.
    let mut length = 1;
    while target.is_none() && (!pending_on.is_empty() || !pending_off.is_empty()) {
        if !sink.wants(difficulty(base, length + 1), length + 1, links.sort_key()) {
            return;
        }
        length += 1;
        // The on entries lead to off ones, then those (and the root, when off) to on ones.
        for from_on in [true, false] {
            let (from, into) = if from_on {
                (&mut *pending_on, &mut *pending_off)
            } else {
                (&mut *pending_off, &mut *pending_on)
            };
            std::mem::swap(expanding, from);
            for &entry in expanding.iter() {
                let n = arena.node(entry);
                let layers = links.layers(node_on(n));
                if from_on && dead_end && target.is_none() && turns_off_through(n, negation, layers)
                {
                    target = Some(arena.push(negation, entry));
                }
                for &next in reach.successors(n, layers) {
                    if seen.has(next) {
                        continue;
                    }
                    seen.mark(next);
                    let child = arena.push(next, entry);
                    if next == negation {
                        target.get_or_insert(child);
                    }
                    into.push(child);
                }
            }
            expanding.clear();
        }
    }
    let Some(target) = target else {
        return;
    };
    let chain = search.arena.chain(target);
    sink.forcing(position, &chain, links, difficulty(base, chain.len()));
}
