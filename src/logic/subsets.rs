//! Subsets: naked sets (n cells of a unit holding n digits only) and hidden sets (n digits of a
//! unit confined to n cells), and the "direct" hidden pair and triplet that leave a hidden single.
//! A direct step, as in SE, only places that single: the eliminations that justify it are not
//! applied.

use std::cell::RefCell;

use super::focus::Focus;
use super::geometry::{BLOCK, COLUMN, REGIONS, ROW, bits, combinations, count9, unit};
use super::position::Position;
use super::step::{Step, cell_list, cell_name, digit_set};
use super::technique::{Rating, Technique, Variant};
use super::unchanged::{Searched, Sets, search_passing};

/// SE's order of region kinds for subsets.
const KINDS: [usize; 3] = [BLOCK, COLUMN, ROW];

fn digits_of(mask: u16) -> Vec<u8> {
    bits(mask).map(|b| b as u8 + 1).collect()
}

/// `digits` of a unit confined to as many of its cells, `union` (bit i for the unit's i-th
/// cell); `places[d]` holds where digit `d + 1` can go in the unit.
#[derive(Debug, Clone, Copy)]
pub(crate) struct HiddenSet {
    pub(crate) kind: usize,
    pub(crate) index: usize,
    pub(crate) digits: u16,
    pub(crate) union: u16,
    pub(crate) places: [u16; 9],
}

/// Offers every hidden set of `degree` digits in SE's order to `visit` until it returns a
/// value; `direct` widens the units searched to those SE searches for the direct forms.
pub(crate) fn find_hidden_set<T>(
    position: &Position,
    degree: u32,
    direct: bool,
    focus: &Focus,
    visit: impl FnMut(HiddenSet) -> Option<T>,
) -> Option<T> {
    hidden_sets_passing(position, (degree, direct), focus, 0, visit).0
}

/// [`find_hidden_set`], passing over the regions `passable` (bit `kind * 9 + index`), known
/// to give nothing; with the regions where `visit` returned nothing, those passed over
/// included, up to the one that gave a value.
fn hidden_sets_passing<T>(
    position: &Position,
    (degree, direct): (u32, bool),
    focus: &Focus,
    passable: u64,
    mut visit: impl FnMut(HiddenSet) -> Option<T>,
) -> (Option<T>, u64) {
    let mut fruitless = 0u64;
    for kind in KINDS {
        for index in 0..9 {
            let region = 1u64 << (kind * 9 + index);
            let empty = position.empty_count(kind, index);
            if passable & region != 0 || !(empty > degree * 2 || (direct && empty > degree)) {
                fruitless |= region;
                continue;
            }
            let mut places = [0u16; 9];
            for (d, slot) in places.iter_mut().enumerate() {
                *slot = position.positions(kind, index, 1 << d);
            }
            // A set counts only if its digits lost places here (see `Focus`).
            let lost = focus.digits_in(kind, index);
            if lost == 0 {
                fruitless |= region;
                continue;
            }
            let mut offer = |digits, union| {
                visit(HiddenSet {
                    kind,
                    index,
                    digits,
                    union,
                    places,
                })
            };
            let found = if degree == 2 {
                hidden_pairs(&places, lost, &mut offer)
            } else {
                hidden_sets(&places, degree, lost, &mut offer)
            };
            if found.is_some() {
                return (found, fruitless);
            }
            fruitless |= region;
        }
    }
    (None, fruitless)
}

/// The digits (or cells) of a unit that can take part in a set of `degree`: those with two
/// places (or candidates) or more, and no more than the set has; `None` if too few can. Their
/// combinations, mapped back, come in the same order as SE's combinations of all nine
/// (Gosper's order is the order of the highest member that differs, which mapping in
/// increasing order keeps).
#[inline]
fn taking_part(sets: &[u16; 9], degree: u32) -> Option<([usize; 9], u32)> {
    let mut eligible = [0usize; 9];
    let mut count = 0;
    for (i, set) in sets.iter().enumerate() {
        if (2..=degree).contains(&count9(*set)) {
            eligible[count as usize] = i;
            count += 1;
        }
    }
    (count >= degree).then_some((eligible, count))
}

/// A unit's hidden sets of `degree` digits, one of them in `lost`, given each digit's
/// `places` in the unit, in SE's order: offers each set's digits and places.
fn hidden_sets<T>(
    places: &[u16; 9],
    degree: u32,
    lost: u16,
    offer: &mut impl FnMut(u16, u16) -> Option<T>,
) -> Option<T> {
    let (eligible, count) = taking_part(places, degree)?;
    for chosen in combinations(degree, count) {
        let mut union = 0u16;
        let mut digits = 0u16;
        for i in bits(chosen) {
            digits |= 1 << eligible[i];
            union |= places[eligible[i]];
        }
        if count9(union) == degree && digits & lost != 0 {
            let found = offer(digits, union);
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// [`hidden_sets`] of two digits, quicker: two digits with two places or more and two places
/// between them have the same two, so only those are paired, by second digit then first,
/// which is SE's order too. Chains look for hidden pairs at every step.
fn hidden_pairs<T>(
    places: &[u16; 9],
    lost: u16,
    offer: &mut impl FnMut(u16, u16) -> Option<T>,
) -> Option<T> {
    for b in (0..9).filter(|&b| count9(places[b]) == 2) {
        for a in (0..b).filter(|&a| places[a] == places[b]) {
            let digits = 1 << a | 1 << b;
            if digits & lost != 0 {
                let found = offer(digits, places[b]);
                if found.is_some() {
                    return found;
                }
            }
        }
    }
    None
}

/// The first hidden set of `degree` digits in SE's order. With `direct`, only one whose
/// eliminations leave a hidden single in the same unit counts, and the single is placed.
pub(crate) fn hidden_set(position: &Position, degree: u32, direct: bool) -> Option<Step> {
    // One memory for each search the rater makes: degrees 2 to 4, direct or not.
    let slot = (degree as usize - 2) * 2 + usize::from(direct);
    search_passing((&HIDDEN_SEARCHED, slot), &position.boards, |passable| {
        hidden_sets_passing(
            position,
            (degree, direct),
            &Focus::EVERYWHERE,
            passable,
            |found| hidden_step(position, degree, direct, found),
        )
    })
}

thread_local! {
    /// What the rater's last searches of hidden sets, by degree and directness, and of naked
    /// sets, by degree, found nothing in.
    static HIDDEN_SEARCHED: RefCell<[Searched; 6]> =
        const { RefCell::new([Searched::nothing(Sets::Regions); 6]) };
    static NAKED_SEARCHED: RefCell<[Searched; 3]> =
        const { RefCell::new([Searched::nothing(Sets::Regions); 3]) };
}

/// The step of a hidden set, if it is one: with `direct`, only one whose eliminations leave a
/// hidden single in its unit, placed.
pub(crate) fn hidden_step(
    position: &Position,
    degree: u32,
    direct: bool,
    found: HiddenSet,
) -> Option<Step> {
    let HiddenSet {
        kind,
        index,
        digits,
        union,
        places,
    } = found;
    let cells: Vec<usize> = bits(union).map(|i| REGIONS[kind][index][i]).collect();
    let mut eliminations = Vec::new();
    for &cell in &cells {
        for digit in digits_of(position.open[cell] & !digits) {
            eliminations.push((cell, digit));
        }
    }
    let single = if direct {
        let d = (0..9).find(|&d| {
            digits >> d & 1 == 0 && count9(places[d]) > 1 && count9(places[d] & !union) == 1
        })?;
        Some((
            REGIONS[kind][index][(places[d] & !union).trailing_zeros() as usize],
            d as u8 + 1,
        ))
    } else {
        if eliminations.is_empty() {
            return None;
        }
        None
    };
    let (technique, rating) = match (direct, degree) {
        (true, 2) => (Technique::DirectHiddenPair, Rating(20)),
        (true, _) => (Technique::DirectHiddenTriplet, Rating(25)),
        (false, 2) => (Technique::HiddenPair, Rating(34)),
        (false, 3) => (Technique::HiddenTriplet, Rating(40)),
        (false, _) => (Technique::HiddenQuad, Rating(54)),
    };
    let region = unit(kind, index);
    let pattern = digits_of(digits);
    let mut description = format!(
        "{} are the only places for {} in {region}",
        cell_list(&cells),
        digit_set(&pattern)
    );
    if let Some((cell, digit)) = single {
        description.push_str(&format!(
            ", leaving {} as the only place for {digit}",
            cell_name(cell)
        ));
    }
    Some(Step {
        chain: Vec::new(),
        branches: Vec::new(),
        inner: Vec::new(),
        technique,
        variant: Variant::Plain,
        rating,
        cells,
        digits: pattern,
        units: vec![region],
        placements: single.into_iter().collect(),
        eliminations: if direct { Vec::new() } else { eliminations },
        description,
    })
}

/// The cells `chosen` (bit i for the unit's i-th cell) of a unit holding only the `union`
/// of as many digits.
#[derive(Debug, Clone, Copy)]
pub(crate) struct NakedSet {
    pub(crate) kind: usize,
    pub(crate) index: usize,
    pub(crate) chosen: u16,
    pub(crate) union: u16,
}

/// Offers every naked set of `degree` cells in SE's order to `visit` until it returns a value.
pub(crate) fn find_naked_set<T>(
    position: &Position,
    degree: u32,
    focus: &Focus,
    visit: impl FnMut(NakedSet) -> Option<T>,
) -> Option<T> {
    naked_sets_passing(position, degree, focus, 0, visit).0
}

/// [`find_naked_set`], passing over the regions `passable`, as [`hidden_sets_passing`] does.
fn naked_sets_passing<T>(
    position: &Position,
    degree: u32,
    focus: &Focus,
    passable: u64,
    mut visit: impl FnMut(NakedSet) -> Option<T>,
) -> (Option<T>, u64) {
    let mut fruitless = 0u64;
    for kind in KINDS {
        for index in 0..9 {
            let region = 1u64 << (kind * 9 + index);
            if passable & region != 0 || position.empty_count(kind, index) < degree * 2 {
                fruitless |= region;
                continue;
            }
            // A set counts only if one of its cells lost candidates (see `Focus`).
            let lost = focus.cells_in(kind, index);
            if lost == 0 {
                fruitless |= region;
                continue;
            }
            let masks = REGIONS[kind][index].map(|cell| position.open[cell]);
            let mut offer = |chosen, union| {
                visit(NakedSet {
                    kind,
                    index,
                    chosen,
                    union,
                })
            };
            let found = if degree == 2 {
                naked_pairs(&masks, lost, &mut offer)
            } else {
                naked_sets(&masks, degree, lost, &mut offer)
            };
            if found.is_some() {
                return (found, fruitless);
            }
            fruitless |= region;
        }
    }
    (None, fruitless)
}

/// A unit's naked sets of `degree` cells, one of them in `lost`, given its cells' candidates
/// `masks`, in SE's order: offers each set's cells and digits.
fn naked_sets<T>(
    masks: &[u16; 9],
    degree: u32,
    lost: u16,
    offer: &mut impl FnMut(u16, u16) -> Option<T>,
) -> Option<T> {
    let (eligible, count) = taking_part(masks, degree)?;
    for picked in combinations(degree, count) {
        let mut chosen = 0u16;
        let mut union = 0u16;
        for i in bits(picked) {
            chosen |= 1 << eligible[i];
            union |= masks[eligible[i]];
        }
        if chosen & lost != 0 && count9(union) == degree {
            let found = offer(chosen, union);
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// [`naked_sets`] of two cells, quicker: two cells of two digits or more holding two between
/// them hold the same two, so only those are paired, by second cell then first, which is SE's
/// order too. Chains look for naked pairs at every step.
fn naked_pairs<T>(
    masks: &[u16; 9],
    lost: u16,
    offer: &mut impl FnMut(u16, u16) -> Option<T>,
) -> Option<T> {
    for j in (0..9).filter(|&j| count9(masks[j]) == 2) {
        for i in (0..j).filter(|&i| masks[i] == masks[j]) {
            let chosen = 1 << i | 1 << j;
            if chosen & lost != 0 {
                let found = offer(chosen, masks[j]);
                if found.is_some() {
                    return found;
                }
            }
        }
    }
    None
}

/// The first naked set of `degree` cells in SE's order (3.0, 3.6, 5.0).
pub(crate) fn naked_set(position: &Position, degree: u32) -> Option<Step> {
    search_passing(
        (&NAKED_SEARCHED, degree as usize - 2),
        &position.boards,
        |passable| {
            naked_sets_passing(position, degree, &Focus::EVERYWHERE, passable, |found| {
                naked_step(position, degree, found)
            })
        },
    )
}

/// The step of a naked set, if it removes anything.
pub(crate) fn naked_step(position: &Position, degree: u32, found: NakedSet) -> Option<Step> {
    let NakedSet {
        kind,
        index,
        chosen,
        union,
    } = found;
    let region = &REGIONS[kind][index];
    let mut eliminations = Vec::new();
    for (i, &cell) in region.iter().enumerate() {
        if chosen >> i & 1 == 0 {
            for digit in digits_of(position.open[cell] & union) {
                eliminations.push((cell, digit));
            }
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    let (technique, rating) = match degree {
        2 => (Technique::NakedPair, Rating(30)),
        3 => (Technique::NakedTriplet, Rating(36)),
        _ => (Technique::NakedQuad, Rating(50)),
    };
    let cells: Vec<usize> = bits(chosen).map(|i| region[i]).collect();
    let pattern = digits_of(union);
    let u = unit(kind, index);
    Some(Step {
        chain: Vec::new(),
        branches: Vec::new(),
        inner: Vec::new(),
        technique,
        variant: Variant::Plain,
        rating,
        description: format!(
            "{} hold only {} in {u}",
            cell_list(&cells),
            digit_set(&pattern)
        ),
        cells,
        digits: pattern,
        units: vec![u],
        placements: Vec::new(),
        eliminations,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::position::sample_positions;
    use crate::logic::rater::compare_along_rating_paths;

    /// Every set the search of all combinations offers, in its order.
    fn offered(search: impl FnOnce(&mut dyn FnMut(u16, u16) -> Option<()>)) -> Vec<(u16, u16)> {
        let mut all = Vec::new();
        search(&mut |a, b| {
            all.push((a, b));
            None
        });
        all
    }

    /// Every region of the sample positions, as the searches see it: its cells' candidates
    /// and each digit's places, with the position for messages.
    fn sample_regions() -> impl Iterator<Item = (Position, [u16; 9], [u16; 9])> {
        sample_positions(40).into_iter().flat_map(|position| {
            KINDS.into_iter().flat_map(move |kind| {
                (0..9).map(move |index| {
                    let masks = REGIONS[kind][index].map(|cell| position.open[cell]);
                    let places = std::array::from_fn(|d| position.positions(kind, index, 1 << d));
                    (position, masks, places)
                })
            })
        })
    }

    /// The rater's searches, which pass over the regions that gave nothing last time and did
    /// not change since, find what searches of every region find.
    #[test]
    fn passing_over_regions_that_gave_nothing_changes_no_finding() {
        let (searches, found) = compare_along_rating_paths(|position| {
            let mut pairs = Vec::new();
            for (degree, direct) in [(2, true), (3, true), (2, false), (3, false), (4, false)] {
                let every = (degree, direct);
                let fresh = hidden_sets_passing(position, every, &Focus::EVERYWHERE, 0, |f| {
                    hidden_step(position, degree, direct, f)
                });
                pairs.push((hidden_set(position, degree, direct), fresh.0));
            }
            for degree in 2..=4 {
                let fresh = naked_sets_passing(position, degree, &Focus::EVERYWHERE, 0, |f| {
                    naked_step(position, degree, f)
                });
                pairs.push((naked_set(position, degree), fresh.0));
            }
            pairs
        });
        assert!(
            searches > 2000 && found > 100,
            "{searches} searches, {found} found"
        );
    }

    /// The quick pair searches offer exactly what the search of all combinations offers, in
    /// the same order, with or without a focus.
    #[test]
    fn pairs_are_found_as_the_general_search_finds_them() {
        let mut pairs = 0;
        for (position, masks, places) in sample_regions() {
            for lost in [0x1ff, 0b1_0010_0100, 0b11] {
                let quick = offered(|f| {
                    naked_pairs(&masks, lost, &mut |a, b| f(a, b));
                });
                let general = offered(|f| {
                    naked_sets(&masks, 2, lost, &mut |a, b| f(a, b));
                });
                assert_eq!(quick, general, "naked pairs in {position:?}");
                pairs += quick.len();
                let quick = offered(|f| {
                    hidden_pairs(&places, lost, &mut |a, b| f(a, b));
                });
                let general = offered(|f| {
                    hidden_sets(&places, 2, lost, &mut |a, b| f(a, b));
                });
                assert_eq!(quick, general, "hidden pairs in {position:?}");
                pairs += quick.len();
            }
        }
        assert!(pairs > 100, "only {pairs} pairs: the test shows little");
    }

    /// The searches of the cells and digits that can take part offer exactly the sets that
    /// trying every combination of the nine, as SE does, finds, in the same order.
    #[test]
    fn sets_are_found_as_trying_every_combination_finds_them() {
        let mut sets = 0;
        for (position, masks, places) in sample_regions() {
            for degree in 2..=4 {
                for lost in [0x1ff, 0b1_0010_0100] {
                    let every = |of: &[u16; 9]| -> Vec<(u16, u16)> {
                        combinations(degree, 9)
                            .filter(|&chosen| chosen & lost != 0)
                            .filter(|&chosen| bits(chosen).all(|i| of[i].count_ones() > 1))
                            .map(|chosen| (chosen, bits(chosen).fold(0, |u, i| u | of[i])))
                            .filter(|&(_, union)| union.count_ones() == degree)
                            .collect()
                    };
                    let naked = offered(|f| {
                        naked_sets(&masks, degree, lost, &mut |a, b| f(a, b));
                    });
                    assert_eq!(naked, every(&masks), "naked sets in {position:?}");
                    let hidden = offered(|f| {
                        hidden_sets(&places, degree, lost, &mut |a, b| f(a, b));
                    });
                    assert_eq!(hidden, every(&places), "hidden sets in {position:?}");
                    sets += naked.len() + hidden.len();
                }
            }
        }
        assert!(sets > 1000, "only {sets} sets: the test shows little");
    }
}
