//! XY-Wing and XYZ-Wing: a pivot cell and two bivalue pincers it sees, so that whichever digit
//! the pivot takes, one pincer holds Z; cells that see both pincers (and the pivot, for XYZ)
//! lose Z.

use super::geometry::{PEER_SETS, PEERS, cells_of};
use super::position::Position;
use super::step::{Step, cell_list};
use super::technique::{Rating, Technique};

/// The first XY-Wing (`xyz` false, 4.2) or XYZ-Wing (`xyz` true, 4.4) in SE's order: pivots in
/// reading order, then pincers among the pivot's peers in increasing order.
pub(crate) fn wing(position: &Position, xyz: bool) -> Option<Step> {
    let pivot_size = if xyz { 3 } else { 2 };
    let open = &position.open;
    for pivot in 0..81 {
        let xy = open[pivot];
        if xy.count_ones() != pivot_size {
            continue;
        }
        for &xz_cell in &PEERS[pivot] {
            let xz = open[xz_cell];
            if xz.count_ones() != 2 || (xy & !xz).count_ones() != 1 {
                continue;
            }
            for &yz_cell in &PEERS[pivot] {
                let yz = open[yz_cell];
                if yz.count_ones() != 2 || (xy | xz | yz).count_ones() != 3 {
                    continue;
                }
                let common = xy & xz & yz;
                if common.count_ones() != u32::from(xyz) {
                    continue;
                }
                let z = xz & yz;
                if z.count_ones() != 1 {
                    continue;
                }
                let digit = z.trailing_zeros() as u8 + 1;
                let mut victims = PEER_SETS[xz_cell] & PEER_SETS[yz_cell];
                if xyz {
                    victims &= PEER_SETS[pivot];
                }
                victims &= !(1u128 << pivot | 1u128 << xz_cell | 1u128 << yz_cell);
                let eliminations: Vec<(usize, u8)> = cells_of(victims)
                    .filter(|&c| open[c] & z != 0)
                    .map(|c| (c, digit))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                let cells = vec![pivot, xz_cell, yz_cell];
                let (technique, rating) = if xyz {
                    (Technique::XYZWing, Rating(44))
                } else {
                    (Technique::XYWing, Rating(42))
                };
                return Some(Step {
                    chain: Vec::new(),
                    technique,
                    rating,
                    description: format!("{} on {digit} (pivot first)", cell_list(&cells)),
                    cells,
                    digits: vec![digit],
                    units: Vec::new(),
                    placements: Vec::new(),
                    eliminations,
                });
            }
        }
    }
    None
}
