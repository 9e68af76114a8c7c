//! Aligned pair exclusion: two cells cannot take a pair of digits that would leave a bivalue cell
//! seeing both of them empty (nor the same digit, if they see each other), so a digit of one cell
//! that fits no allowed pair goes.

use super::geometry::{PEER_SETS, PEERS, bits, cells_of};
use super::position::Position;
use super::step::{Step, cell_list};
use super::technique::{Rating, Technique};

/// The first aligned pair exclusion in SE's order: candidate cells in reading order (open, two
/// or more candidates, no peer with a single candidate, some bivalue peer), pairs of them in
/// combination order, with at least two bivalue cells seeing both.
pub(crate) fn aligned_pair_exclusion(position: &Position) -> Option<Step> {
    let open = &position.open;
    let mut candidates = [0usize; 81];
    let mut excluders = [0u128; 81];
    let mut count = 0;
    for cell in 0..81 {
        if open[cell].count_ones() < 2 {
            continue;
        }
        let mut bivalue = 0u128;
        let mut single = false;
        for &peer in &PEERS[cell] {
            match open[peer].count_ones() {
                1 => single = true,
                2 => bivalue |= 1u128 << peer,
                _ => {}
            }
        }
        if !single && bivalue != 0 {
            candidates[count] = cell;
            excluders[count] = bivalue;
            count += 1;
        }
    }
    for second in 1..count {
        for first in 0..second {
            let common = excluders[first] & excluders[second];
            if common.count_ones() < 2 {
                continue;
            }
            let cells = [candidates[first], candidates[second]];
            let see = PEER_SETS[cells[0]] >> cells[1] & 1 == 1;
            let mut allowed = [0u16; 2];
            for d0 in bits(open[cells[0]]) {
                for d1 in bits(open[cells[1]]) {
                    if d0 == d1 && see {
                        continue;
                    }
                    let pair = 1u16 << d0 | 1u16 << d1;
                    if cells_of(common).any(|c| open[c] & !pair == 0) {
                        continue;
                    }
                    allowed[0] |= 1 << d0;
                    allowed[1] |= 1 << d1;
                }
            }
            let mut eliminations = Vec::new();
            for i in 0..2 {
                for d in bits(open[cells[i]] & !allowed[i]) {
                    eliminations.push((cells[i], d as u8 + 1));
                }
            }
            if eliminations.is_empty() {
                continue;
            }
            let excluding: Vec<usize> = cells_of(common).collect();
            return Some(Step {
                chain: Vec::new(),
                technique: Technique::AlignedPairExclusion,
                rating: Rating(62),
                description: format!(
                    "{} against the bivalue cells {}",
                    cell_list(&cells),
                    cell_list(&excluding)
                ),
                cells: cells.to_vec(),
                digits: Vec::new(),
                units: Vec::new(),
                placements: Vec::new(),
                eliminations,
            });
        }
    }
    None
}

/// The first aligned triplet exclusion in SE's order. Base cells as for pairs but with peers of
/// two or three candidates as excluders; pairs of base cells in combination order; for each
/// pair, third cells among the excluders of the first then of the second that are base cells
/// too, in that order; three cells with at least two common excluders are tried. A triple of
/// digits is allowed unless two cells that see each other take the same digit or it empties
/// an excluder; a digit of a base cell in no allowed triple goes.
pub(crate) fn aligned_triplet_exclusion(position: &Position) -> Option<Step> {
    let open = &position.open;
    let mut bases = Vec::new();
    let mut excluders = [0u128; 81];
    let mut is_base = 0u128;
    for cell in 0..81 {
        if open[cell].count_ones() < 2 {
            continue;
        }
        let mut set = 0u128;
        let mut single = false;
        for &peer in &PEERS[cell] {
            match open[peer].count_ones() {
                1 => single = true,
                2 | 3 => set |= 1u128 << peer,
                _ => {}
            }
        }
        if !single && set != 0 {
            bases.push(cell);
            excluders[cell] = set;
            is_base |= 1 << cell;
        }
    }
    if bases.len() < 3 {
        return None;
    }
    let mut tails = Vec::with_capacity(40);
    // SE's order can reach three cells up to three times (from each pair of them); whether
    // they exclude anything does not depend on the order, so each set is tried once.
    let mut tried = vec![0u64; (81 * 81 * 81usize).div_ceil(64)];
    for second in 1..bases.len() {
        for first in 0..second {
            let (c0, c1) = (bases[first], bases[second]);
            // Three cells need two common excluders, so two cells need them first.
            let shared = excluders[c0] & excluders[c1];
            if shared.count_ones() < 2 {
                continue;
            }
            // The third cells in SE's order: the first cell's excluders, then the second's.
            tails.clear();
            let mut taken = 1u128 << c0 | 1u128 << c1;
            for set in [excluders[c0], excluders[c1]] {
                for c in cells_of(set & is_base & !taken) {
                    tails.push(c);
                    taken |= 1 << c;
                }
            }
            for &c2 in &tails {
                let cells = [c0, c1, c2];
                let common = shared & excluders[c2];
                if common.count_ones() < 2 {
                    continue;
                }
                let mut sorted = cells;
                sorted.sort_unstable();
                let key = (sorted[0] * 81 + sorted[1]) * 81 + sorted[2];
                if tried[key / 64] >> (key % 64) & 1 == 1 {
                    continue;
                }
                tried[key / 64] |= 1 << (key % 64);
                if let Some(step) = triplet(open, cells, common) {
                    return Some(step);
                }
            }
        }
    }
    None
}

fn triplet(open: &[u16; 81], cells: [usize; 3], common: u128) -> Option<Step> {
    let sees = |a: usize, b: usize| PEER_SETS[cells[a]] >> cells[b] & 1 == 1;
    let see = [sees(0, 1), sees(0, 2), sees(1, 2)];
    // A combination is excluded only by a cell whose digits it covers, so only cells whose
    // digits all belong to the three cells can exclude anything.
    let masks = [open[cells[0]], open[cells[1]], open[cells[2]]];
    let union = masks[0] | masks[1] | masks[2];
    // At most the 20 peers of a cell can exclude; a fixed array spares an allocation on a path
    // taken for every triplet.
    let mut excluding = [0u16; 20];
    let mut count = 0;
    for c in cells_of(common) {
        if open[c] & !union == 0 {
            excluding[count] = open[c];
            count += 1;
        }
    }
    if count == 0 {
        return None;
    }
    let excluding = &excluding[..count];
    let mut allowed = [0u16; 3];
    for d0 in bits(open[cells[0]]) {
        for d1 in bits(open[cells[1]]) {
            if d0 == d1 && see[0] {
                continue;
            }
            for d2 in bits(open[cells[2]]) {
                if (d0 == d2 && see[1]) || (d1 == d2 && see[2]) {
                    continue;
                }
                let triple = 1u16 << d0 | 1u16 << d1 | 1u16 << d2;
                if excluding.iter().any(|&m| m & !triple == 0) {
                    continue;
                }
                allowed[0] |= 1 << d0;
                allowed[1] |= 1 << d1;
                allowed[2] |= 1 << d2;
                if allowed == masks {
                    return None; // every candidate has a triple: nothing to exclude
                }
            }
        }
    }
    let mut eliminations = Vec::new();
    for i in 0..3 {
        for d in bits(open[cells[i]] & !allowed[i]) {
            eliminations.push((cells[i], d as u8 + 1));
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    let excluders: Vec<usize> = cells_of(common).collect();
    Some(Step {
        chain: Vec::new(),
        technique: Technique::AlignedTripletExclusion,
        rating: Rating(75),
        description: format!(
            "{} against the cells {}",
            cell_list(&cells),
            cell_list(&excluders)
        ),
        cells: cells.to_vec(),
        digits: Vec::new(),
        units: Vec::new(),
        placements: Vec::new(),
        eliminations,
    })
}
