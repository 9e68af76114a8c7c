//! Basic fish: a digit whose places in n base lines lie in n cover lines, so the cover lines
//! lose it everywhere else (X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2).

use super::focus::Focus;
use super::geometry::{COLUMN, REGIONS, ROW, bits, combinations, unit};
use super::position::Position;
use super::step::{Step, cell_list};
use super::technique::{Rating, Technique};

/// A digit whose places in the `lines` (a bit set) of kind `base` lie in as many lines of the
/// other kind, `union`, so the digit can go from the rest of those cover lines.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Fish {
    pub(crate) base: usize,
    pub(crate) cover: usize,
    pub(crate) lines: u16,
    pub(crate) union: u16,
    pub(crate) digit: u8,
}

/// Offers every fish of `degree` lines in SE's order to `visit` until it returns a value:
/// column bases first, then row bases; for each set of base lines (in combination order),
/// digits 1 to 9. A fish that removes nothing is offered too.
pub(crate) fn find_fish<T>(
    position: &Position,
    degree: u32,
    focus: &Focus,
    mut visit: impl FnMut(Fish) -> Option<T>,
) -> Option<T> {
    let mut occurrences = [0u32; 10];
    for &value in &position.values {
        occurrences[usize::from(value)] += 1;
    }
    for (base, cover) in [(COLUMN, ROW), (ROW, COLUMN)] {
        for lines in combinations(degree, 9) {
            'digits: for digit in 1..=9u8 {
                if occurrences[usize::from(digit)] + degree * 2 > 9 {
                    continue;
                }
                if focus.regions(usize::from(digit - 1), base) & lines == 0 {
                    continue;
                }
                let bit = 1u16 << (digit - 1);
                let mut union = 0u16;
                for line in bits(lines) {
                    let places = position.positions(base, line, bit);
                    if places.count_ones() <= 1 {
                        continue 'digits;
                    }
                    union |= places;
                }
                if union.count_ones() != degree {
                    continue;
                }
                let found = visit(Fish {
                    base,
                    cover,
                    lines,
                    union,
                    digit,
                });
                if found.is_some() {
                    return found;
                }
            }
        }
    }
    None
}

/// The first fish of `degree` lines in SE's order that removes something.
pub(crate) fn fish(position: &Position, degree: u32) -> Option<Step> {
    find_fish(position, degree, &Focus::EVERYWHERE, |found| {
        let Fish {
            base,
            cover,
            lines,
            union,
            digit,
        } = found;
        let bit = 1u16 << (digit - 1);
        let mut eliminations = Vec::new();
        let mut cells = Vec::new();
        for line in bits(union) {
            for (i, &cell) in REGIONS[cover][line].iter().enumerate() {
                if position.open[cell] & bit != 0 {
                    if lines >> i & 1 == 1 {
                        cells.push(cell);
                    } else {
                        eliminations.push((cell, digit));
                    }
                }
            }
        }
        if eliminations.is_empty() {
            return None;
        }
        cells.sort_unstable();
        let (technique, rating) = match degree {
            2 => (Technique::XWing, Rating(32)),
            3 => (Technique::Swordfish, Rating(38)),
            _ => (Technique::Jellyfish, Rating(52)),
        };
        let mut units: Vec<_> = bits(lines).map(|l| unit(base, l)).collect();
        units.extend(bits(union).map(|l| unit(cover, l)));
        Some(Step {
            chain: Vec::new(),
            technique,
            rating,
            description: format!("{} on {digit}", cell_list(&cells)),
            cells,
            digits: vec![digit],
            units,
            placements: Vec::new(),
            eliminations,
        })
    })
}
