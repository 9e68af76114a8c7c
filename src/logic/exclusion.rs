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
