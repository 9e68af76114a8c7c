//! XY-Wing and XYZ-Wing: a pivot cell and two bivalue pincers it sees, so that whichever digit
//! the pivot takes, one pincer holds Z; cells that see both pincers (and the pivot, for XYZ)
//! lose Z.

use super::geometry::{PEER_SETS, cell_bit, cells_of, count9};
use super::position::Position;
use super::step::{Step, cell_list};
use super::technique::{Rating, Technique, Variant};

/// The first XY-Wing (`xyz` false, 4.2) or XYZ-Wing (`xyz` true, 4.4) in SE's order: pivots in
/// reading order, then pincers among the pivot's peers in increasing order.
pub(crate) fn wing(position: &Position, xyz: bool) -> Option<Step> {
    let pivot_size = if xyz { 3 } else { 2 };
    let open = &position.open;
    let (mut bivalue, mut pivots) = (0u128, 0u128);
    // Cell sets from the table: shifting a 128-bit one by a variable amount takes a branch and
    // several instructions, and this looks at every cell each time.
    for (cell, &mask) in open.iter().enumerate() {
        let count = count9(mask);
        if count == 2 {
            bivalue |= cell_bit(cell);
        }
        if count == pivot_size {
            pivots |= cell_bit(cell);
        }
    }
    for pivot in cells_of(pivots) {
        let xy = open[pivot];
        // Both pincers are bivalue peers of the pivot, taken in the order of its peers (which
        // is the cells' order).
        let pincers = PEER_SETS[pivot] & bivalue;
        for xz_cell in cells_of(pincers) {
            let xz = open[xz_cell];
            if count9(xy & !xz) != 1 {
                continue;
            }
            // A wing reads the same with its pincers swapped (each shares one digit with the
            // pivot, and the victims see both), and the swapped pair comes later in SE's
            // order: only pincers after this one can give a wing not found already.
            for yz_cell in cells_of(pincers & !((2u128 << xz_cell) - 1)) {
                let yz = open[yz_cell];
                if count9(xy | xz | yz) != 3 {
                    continue;
                }
                let common = xy & xz & yz;
                if count9(common) != u32::from(xyz) {
                    continue;
                }
                let z = xz & yz;
                if count9(z) != 1 {
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
                    branches: Vec::new(),
                    inner: Vec::new(),
                    technique,
                    variant: Variant::Plain,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::geometry::PEERS;
    use crate::logic::position::sample_positions;

    /// SE's order taken literally: pivots in reading order, each pair of its peers (in its
    /// peers' order) as pincers; the first wing that removes something, as pivot, pincers and
    /// digit.
    fn first_wing_in_se_order(open: &[u16; 81], xyz: bool) -> Option<(Vec<usize>, u8)> {
        let pivot_size = if xyz { 3 } else { 2 };
        for pivot in (0..81).filter(|&p| open[p].count_ones() == pivot_size) {
            let xy = open[pivot];
            for &xz_cell in &PEERS[pivot] {
                for &yz_cell in &PEERS[pivot] {
                    let (xz, yz) = (open[xz_cell], open[yz_cell]);
                    let z = xz & yz;
                    let shapes = xz.count_ones() == 2
                        && yz.count_ones() == 2
                        && (xy & !xz).count_ones() == 1
                        && (xy | xz | yz).count_ones() == 3
                        && (xy & xz & yz).count_ones() == u32::from(xyz)
                        && z.count_ones() == 1;
                    if !shapes {
                        continue;
                    }
                    let mut seeing = PEER_SETS[xz_cell] & PEER_SETS[yz_cell];
                    if xyz {
                        seeing &= PEER_SETS[pivot];
                    }
                    seeing &= !(1u128 << pivot | 1u128 << xz_cell | 1u128 << yz_cell);
                    if cells_of(seeing).any(|c| open[c] & z != 0) {
                        let digit = z.trailing_zeros() as u8 + 1;
                        return Some((vec![pivot, xz_cell, yz_cell], digit));
                    }
                }
            }
        }
        None
    }

    #[test]
    fn wings_are_found_in_se_order() {
        let mut found = 0;
        for position in sample_positions(120) {
            for xyz in [false, true] {
                let expected = first_wing_in_se_order(&position.open, xyz);
                let step = wing(&position, xyz);
                let got = step.map(|s| (s.cells, s.digits[0]));
                assert_eq!(got, expected, "{position:?}");
                found += usize::from(expected.is_some());
            }
        }
        assert!(found > 100, "only {found} wings: the test shows little");
    }
}
