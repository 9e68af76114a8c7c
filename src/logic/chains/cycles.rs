//! Bidirectional cycles through a source: grown breadth first until no later round can close
//! one, each closed cycle offered to the sink.

use super::search::{Search, reset};
use super::sinks::ChainSink;
use super::{Links, NO_PARENT, difficulty};
use crate::logic::geometry::{CELL_REGION_SETS, PEER_SETS, bits, cell_bit, cells_of, count9};
use crate::logic::node::{Node, node, node_cell, node_digit, node_on};
use crate::logic::position::Position;
use crate::logic::reach::{Layers, Successors};

/// Offers each cycle through `source` the sink may want; tells whether the search went to its
/// end and closed none.
pub(super) fn cycles(
    position: &Position,
    source: Node,
    links: Links,
    search: &mut Search,
    sink: &mut impl ChainSink,
) -> bool {
    reset(search);
    let Search {
        arena,
        seen,
        reach,
        found,
        chain,
        ..
    } = search;
    // Every node of a cycle through the source reaches it and is reached from it: the search
    // need not leave the source's component. (The nodes it keeps come in the same order, with
    // the same parents, so it finds the same cycles in the same order.)
    // The source is always in a component of the core (X and mixed cycles start on a cycle,
    // Y-cycles in a bivalue cell, whose candidates lead on); alone, it would meet only itself.
    let home = reach.component(source);
    let in_source_component = |n: Node| match home {
        Some(c) => reach.in_component(n, c),
        None => n == source,
    };
    // A cycle closes on an off candidate that turns the source on, reached from an on one
    // that turns it off: once every such on candidate of the component has been expanded
    // (each is, at most once), the rounds after find no cycle. Most searches find none that
    // removes anything, and this spares most of their rounds.
    let mut closing = closing_predecessors(position, source, links);
    let mut waiting = 0;
    for (d, cells) in closing.iter_mut().enumerate() {
        for cell in cells_of(*cells) {
            if in_source_component(node(cell, d, true)) {
                waiting += 1;
            } else {
                *cells &= !cell_bit(cell);
            }
        }
    }
    // Each round's entries follow the last round's in the arena: the on ones to expand are a
    // range of it, and so are the off ones they lead to (listing them again cost 1.2% of the
    // 6.0-7.9 band). A cycle's end, the source again, is kept as the entry it closes from.
    let mut pending_on = arena.push(source, NO_PARENT)..arena.next();
    seen.mark_on(source);
    let mut length = 0;
    found.clear();
    let base = if links.cell && links.region { 7.0 } else { 6.5 };
    let mut cut = false;
    while waiting > 0 && !pending_on.is_empty() {
        // A cycle closed in this round has `length + 2` candidates.
        if !sink.wants(difficulty(base, length + 2), length + 2, links.sort_key()) {
            cut = true;
            break;
        }
        length += 1;
        let pending_off = arena.next();
        for entry in pending_on {
            let n = arena.node(entry);
            let (cell, d) = (node_cell(n), node_digit(n));
            if closing[d] >> cell & 1 == 1 {
                closing[d] &= !cell_bit(cell);
                waiting -= 1;
            }
            for &off in reach.successors(n, links.layers(node_on(n))) {
                if in_source_component(off) && !arena.has_ancestor(entry, off) {
                    arena.push(off, entry);
                }
            }
        }
        length += 1;
        let pending_off = pending_off..arena.next();
        pending_on = arena.next()..arena.next();
        for entry in pending_off {
            let n = arena.node(entry);
            for &on in reach.successors(n, links.layers(node_on(n))) {
                if !in_source_component(on) {
                    continue;
                }
                // An on node met before leads nowhere new; the source, met first, closes a
                // cycle (of four candidates or more).
                if on == source {
                    if length >= 4 {
                        found.push(entry);
                    }
                } else if !seen.on(on) {
                    seen.mark_on(on);
                    pending_on.end = arena.push(on, entry) + 1;
                }
            }
        }
    }
    for &end in found.iter() {
        arena.chain_into(end, chain);
        chain.push(source);
        // The chain starts and ends on the source: count it once.
        let difficulty = difficulty(base, chain.len() - 1);
        sink.cycle(position, chain, links, difficulty);
    }
    !cut && found.is_empty()
}

/// The on candidates (by digit, bit = cell) through which a cycle of `links` can come back to
/// `source`: those that turn off an off candidate that turns `source` on.
pub(super) fn closing_predecessors(position: &Position, source: Node, links: Links) -> [u128; 9] {
    let (cell, d) = (node_cell(source), node_digit(source));
    // The off candidates that turn the source on: its cell-mate in a bivalue cell, and the
    // other place of its digit in a region where it has two.
    let mut closers: [Option<Node>; 4] = [None; 4];
    if links.layers(false) != Layers::Second && count9(position.open[cell]) == 2 {
        let other = (position.open[cell] & !(1 << d)).trailing_zeros() as usize;
        closers[0] = Some(node(cell, other, false));
    }
    if links.layers(false) != Layers::First {
        for (kind, region) in CELL_REGION_SETS[cell].into_iter().enumerate() {
            let places = position.boards[d] & region;
            if places.count_ones() == 2 {
                let other = (places & !cell_bit(cell)).trailing_zeros() as usize;
                closers[kind + 1] = Some(node(other, d, false));
            }
        }
    }
    let on_layers = links.layers(true);
    let mut predecessors = [0u128; 9];
    for closer in closers.into_iter().flatten() {
        let (cell, d) = (node_cell(closer), node_digit(closer));
        if on_layers != Layers::Second {
            for other in bits(position.open[cell] & !(1 << d)) {
                predecessors[other] |= cell_bit(cell);
            }
        }
        if on_layers != Layers::First {
            predecessors[d] |= position.boards[d] & PEER_SETS[cell];
        }
    }
    predecessors
}
