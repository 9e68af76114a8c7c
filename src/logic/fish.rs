//! Basic fish: a digit whose places in n base lines lie in n cover lines, so the cover lines
//! lose it everywhere else (X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2).

use std::cell::RefCell;

use super::focus::Focus;
use super::geometry::{COLUMN, REGIONS, ROW, bits, combinations, unit};
use super::position::Position;
use super::step::{Step, cell_list};
use super::technique::{Rating, Technique, Variant};
use super::unchanged::{Searched, Sets, search_passing};

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
    visit: impl FnMut(Fish) -> Option<T>,
) -> Option<T> {
    fish_passing(position, degree, focus, 0, visit).0
}

/// [`find_fish`], passing over the digits of base kinds `passable` (bit `base * 9 + digit -
/// 1`, column bases then row bases), known to give nothing; with those where `visit` returned
/// nothing, those passed over included: every digit of a kind of base lines before the one
/// that gave a value.
fn fish_passing<T>(
    position: &Position,
    degree: u32,
    focus: &Focus,
    passable: u64,
    mut visit: impl FnMut(Fish) -> Option<T>,
) -> (Option<T>, u64) {
    let mut occurrences = [0u32; 10];
    for &value in &position.values {
        occurrences[usize::from(value)] += 1;
    }
    let mut fruitless = 0u64;
    for (group, kinds) in [(COLUMN, ROW), (ROW, COLUMN)].into_iter().enumerate() {
        let skip = (passable >> (group * 9)) as u16 & 0x1ff;
        let search = (kinds, skip);
        let found = fish_in_order(position, degree, &occurrences, search, focus, &mut visit);
        if found.is_some() {
            return (found, fruitless);
        }
        fruitless |= 0x1ff << (group * 9);
    }
    (None, fruitless)
}

/// SE's order taken literally: the fish of `degree` lines with base lines of kind `base`, for
/// each set of lines in combination order, digits 1 to 9; `occurrences` counts each digit's
/// givens and placements.
#[cfg(test)]
fn fish_of<T>(
    position: &Position,
    degree: u32,
    occurrences: &[u32; 10],
    (base, cover): (usize, usize),
    focus: &Focus,
    visit: &mut impl FnMut(Fish) -> Option<T>,
) -> Option<T> {
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
    None
}

/// `fish_of` (which the tests check this against), quicker: a digit's fish can only use lines
/// where it has two places or more, but no more than the fish has lines, so each digit
/// combines only those lines; the fish found are then offered in SE's order (lines, as
/// combinations come in increasing masks, then digit). Chains look for fish at every step.
fn fish_in_order<T>(
    position: &Position,
    degree: u32,
    occurrences: &[u32; 10],
    ((base, cover), passable): ((usize, usize), u16),
    focus: &Focus,
    visit: &mut impl FnMut(Fish) -> Option<T>,
) -> Option<T> {
    let mut found = Vec::new();
    for digit in 1..=9u8 {
        let known = passable >> (digit - 1) & 1 == 1;
        if known || occurrences[usize::from(digit)] + degree * 2 > 9 {
            continue;
        }
        let bit = 1u16 << (digit - 1);
        let lost = focus.regions(usize::from(digit - 1), base);
        let mut places = [0u16; 9];
        let mut eligible = [0usize; 9];
        let mut count = 0;
        for line in 0..9 {
            places[line] = position.positions(base, line, bit);
            if (2..=degree).contains(&places[line].count_ones()) {
                eligible[count] = line;
                count += 1;
            }
        }
        if count < degree as usize {
            continue;
        }
        for chosen in combinations(degree, count as u32) {
            let (mut lines, mut union) = (0u16, 0u16);
            for i in bits(chosen) {
                lines |= 1 << eligible[i];
                union |= places[eligible[i]];
            }
            if lines & lost != 0 && union.count_ones() == degree {
                found.push((lines, digit, union));
            }
        }
    }
    found.sort_unstable();
    found.into_iter().find_map(|(lines, digit, union)| {
        visit(Fish {
            base,
            cover,
            lines,
            union,
            digit,
        })
    })
}

/// The first fish of `degree` lines in SE's order that removes something.
pub(crate) fn fish(position: &Position, degree: u32) -> Option<Step> {
    let memo = (&SEARCHED, degree as usize - 2);
    search_passing(memo, &position.boards, |passable| {
        fish_passing(position, degree, &Focus::EVERYWHERE, passable, |found| {
            fish_step(position, degree, found)
        })
    })
}

thread_local! {
    /// What the rater's last searches of X-Wings, Swordfish and Jellyfish found nothing for.
    static SEARCHED: RefCell<[Searched; 3]> =
        const { RefCell::new([Searched::nothing(Sets::Digits); 3]) };
}

/// The step of a fish, if it removes anything.
pub(crate) fn fish_step(position: &Position, degree: u32, found: Fish) -> Option<Step> {
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
        branches: Vec::new(),
        inner: Vec::new(),
        technique,
        variant: Variant::Plain,
        rating,
        description: format!("{} on {digit}", cell_list(&cells)),
        cells,
        digits: vec![digit],
        units,
        placements: Vec::new(),
        eliminations,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::position::sample_positions;
    use crate::logic::rater::compare_along_rating_paths;

    /// The rater's searches, which pass over the digits that gave nothing last time and kept
    /// their places since, find what searches of every digit find.
    #[test]
    fn passing_over_digits_that_gave_nothing_changes_no_finding() {
        let (searches, found) = compare_along_rating_paths(|position| {
            (2..=4)
                .map(|degree| {
                    let fresh = find_fish(position, degree, &Focus::EVERYWHERE, |f| {
                        fish_step(position, degree, f)
                    });
                    (fish(position, degree), fresh)
                })
                .collect()
        });
        assert!(
            searches > 1000 && found > 30,
            "{searches} searches, {found} found"
        );
    }

    /// The quick fish search offers exactly what the search of all combinations offers, in
    /// the same order, with or without a focus, for X-Wings, Swordfish and Jellyfish.
    #[test]
    fn fish_are_found_as_the_general_search_finds_them() {
        let mut found = [0; 5];
        for position in sample_positions(320) {
            let mut occurrences = [0u32; 10];
            for &value in &position.values {
                occurrences[usize::from(value)] += 1;
            }
            let mut partial = Focus::NOWHERE;
            partial.strike(10, 3);
            partial.strike(50, 6);
            for focus in [Focus::EVERYWHERE, partial] {
                for kinds in [(COLUMN, ROW), (ROW, COLUMN)] {
                    for degree in 2..=4 {
                        let mut quick = Vec::new();
                        let offer = &mut |f: Fish| {
                            quick.push((f.lines, f.digit, f.union));
                            None::<()>
                        };
                        fish_in_order(&position, degree, &occurrences, (kinds, 0), &focus, offer);
                        let mut general = Vec::new();
                        let offer = &mut |f: Fish| {
                            general.push((f.lines, f.digit, f.union));
                            None::<()>
                        };
                        fish_of(&position, degree, &occurrences, kinds, &focus, offer);
                        assert_eq!(quick, general, "{position:?}");
                        found[degree as usize] += quick.len();
                    }
                }
            }
        }
        assert!(
            found[2] > 500 && found[3] > 500 && found[4] > 20,
            "only {found:?} fish: the test shows little"
        );
    }
}
