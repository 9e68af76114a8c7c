//! Intersections: a digit of one unit confined to where it crosses another (pointing from a box,
//! claiming from a row or column), so the rest of the other unit loses it.
//!
//! SE rates the "direct" form, where the eliminations leave a hidden single in a parallel unit,
//! lower (1.7 / 1.9) than the plain form (2.6 / 2.8). A direct step, as in SE, only places that
//! single: the eliminations that justify it are not applied, and later steps may find them again.

use std::cell::RefCell;

use super::focus::Focus;
use super::geometry::{
    BLOCK, CELL_REGIONS, COLUMN, INTERSECTIONS, REGIONS, ROW, count9, crosses, unit,
};
use super::position::Position;
use super::step::{Step, cell_list, cell_name};
use super::technique::{Rating, Technique, Variant};
use super::unchanged::{Searched, Sets, search_passing};

/// SE's order of (confining unit, crossing unit) kinds.
const PAIRS: [(usize, usize); 4] = [(BLOCK, COLUMN), (BLOCK, ROW), (COLUMN, BLOCK), (ROW, BLOCK)];

/// A digit of one unit (`kind1`, `i1`) whose places all lie where it crosses a unit of another
/// kind (`kind2`, `i2`) that has the digit elsewhere too, so those other places can go.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Locking {
    pub(crate) kind1: usize,
    pub(crate) i1: usize,
    pub(crate) kind2: usize,
    pub(crate) i2: usize,
    pub(crate) digit: u8,
    /// The digit's places in the second unit outside the first: what the locking removes.
    pub(crate) outside: u16,
}

/// Offers every pointing and claiming in SE's order to `visit` until it returns a value.
pub(crate) fn find_locking<T>(
    position: &Position,
    focus: &Focus,
    visit: impl FnMut(Locking) -> Option<T>,
) -> Option<T> {
    lockings_passing(position, focus, 0, visit).0
}

/// [`find_locking`], passing over the digits of pairs of kinds `passable` (bit `pair * 9 +
/// digit - 1`, pairs in SE's order), known to give nothing; with those where `visit`
/// returned nothing, those passed over included, up to the one that gave a value.
fn lockings_passing<T>(
    position: &Position,
    focus: &Focus,
    passable: u64,
    mut visit: impl FnMut(Locking) -> Option<T>,
) -> (Option<T>, u64) {
    let mut fruitless = 0u64;
    for (pair, (kind1, kind2)) in PAIRS.into_iter().enumerate() {
        for digit in 1..=9u8 {
            let set = 1u64 << (pair * 9 + usize::from(digit - 1));
            if passable & set != 0 {
                fruitless |= set;
                continue;
            }
            let bit = 1u16 << (digit - 1);
            let lost = focus.regions(usize::from(digit - 1), kind1);
            for i1 in 0..9 {
                if lost >> i1 & 1 == 0 {
                    continue;
                }
                let places = position.positions(kind1, i1, bit);
                if count9(places) < 2 {
                    continue;
                }
                // Two or more places lie in at most one unit of the other kind.
                let i2 = CELL_REGIONS[REGIONS[kind1][i1][places.trailing_zeros() as usize]][kind2];
                if places & !INTERSECTIONS[kind1][i1][kind2][i2] != 0 {
                    continue;
                }
                let outside =
                    position.positions(kind2, i2, bit) & !INTERSECTIONS[kind2][i2][kind1][i1];
                if outside == 0 {
                    continue;
                }
                let found = visit(Locking {
                    kind1,
                    i1,
                    kind2,
                    i2,
                    digit,
                    outside,
                });
                if found.is_some() {
                    return (found, fruitless);
                }
            }
            fruitless |= set;
        }
    }
    (None, fruitless)
}

/// The first pointing or claiming in SE's order; `direct` looks only for the forms that leave
/// a hidden single in a unit of the first kind, and places it.
pub(crate) fn intersection(position: &Position, direct: bool) -> Option<Step> {
    let memo = (&SEARCHED, usize::from(direct));
    search_passing(memo, &position.boards, |passable| {
        lockings_passing(position, &Focus::EVERYWHERE, passable, |found| {
            locking_found(position, direct, found)
        })
    })
}

thread_local! {
    /// What the rater's last searches, plain and direct, found nothing for.
    static SEARCHED: RefCell<[Searched; 2]> =
        const { RefCell::new([Searched::nothing(Sets::Digits); 2]) };
}

/// The step of a pointing or claiming, if it is one: with `direct`, only one that leaves a
/// hidden single, placed.
pub(crate) fn locking_found(position: &Position, direct: bool, found: Locking) -> Option<Step> {
    let bit = 1u16 << (found.digit - 1);
    let hidden = if direct {
        Some(following_single(
            position,
            found.kind1,
            found.i1,
            found.kind2,
            found.i2,
            bit,
        )?)
    } else {
        None
    };
    Some(locking_step(
        position,
        (found.kind1, found.i1),
        (found.kind2, found.i2),
        found.digit,
        hidden,
    ))
}

/// A unit of the first kind, crossing the second unit, where the digit has more than one place
/// and exactly one outside the second unit: the hidden single the eliminations leave.
fn following_single(
    position: &Position,
    kind1: usize,
    i1: usize,
    kind2: usize,
    i2: usize,
    bit: u16,
) -> Option<usize> {
    for i3 in 0..9 {
        if i3 == i1 || !crosses(kind1, i3, kind2, i2) {
            continue;
        }
        let places = position.positions(kind1, i3, bit);
        if count9(places) > 1 {
            let remaining = places & !INTERSECTIONS[kind1][i3][kind2][i2];
            if count9(remaining) == 1 {
                return Some(REGIONS[kind1][i3][remaining.trailing_zeros() as usize]);
            }
        }
    }
    None
}

fn locking_step(
    position: &Position,
    (kind1, i1): (usize, usize),
    (kind2, i2): (usize, usize),
    digit: u8,
    hidden: Option<usize>,
) -> Step {
    let bit = 1u16 << (digit - 1);
    let mut cells = Vec::new();
    let mut eliminations = Vec::new();
    for &cell in &REGIONS[kind2][i2] {
        if position.open[cell] & bit == 0 {
            continue;
        }
        if CELL_REGIONS[cell][kind1] == i1 {
            cells.push(cell);
        } else {
            eliminations.push((cell, digit));
        }
    }
    let pointing = kind1 == BLOCK;
    let (technique, rating) = match (hidden.is_some(), pointing) {
        (true, true) => (Technique::DirectPointing, Rating(17)),
        (true, false) => (Technique::DirectClaiming, Rating(19)),
        (false, true) => (Technique::Pointing, Rating(26)),
        (false, false) => (Technique::Claiming, Rating(28)),
    };
    let (u1, u2) = (unit(kind1, i1), unit(kind2, i2));
    let mut description = format!("{} on {digit} in {u1} and {u2}", cell_list(&cells));
    if let Some(cell) = hidden {
        description.push_str(&format!(
            ", leaving {} as the only place for {digit}",
            cell_name(cell)
        ));
    }
    Step {
        chain: Vec::new(),
        branches: Vec::new(),
        inner: Vec::new(),
        technique,
        variant: Variant::Plain,
        rating,
        cells,
        digits: vec![digit],
        units: vec![u1, u2],
        placements: hidden.map(|c| (c, digit)).into_iter().collect(),
        eliminations: if hidden.is_some() {
            Vec::new()
        } else {
            eliminations
        },
        description,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::rater::compare_along_rating_paths;

    /// The rater's searches, which pass over the digits that gave nothing last time and kept
    /// their places since, find what searches of every digit find.
    #[test]
    fn passing_over_digits_that_gave_nothing_changes_no_finding() {
        let (searches, found) = compare_along_rating_paths(|position| {
            [true, false]
                .map(|direct| {
                    let fresh = find_locking(position, &Focus::EVERYWHERE, |f| {
                        locking_found(position, direct, f)
                    });
                    (intersection(position, direct), fresh)
                })
                .into()
        });
        assert!(
            searches > 500 && found > 30,
            "{searches} searches, {found} found"
        );
    }
}
