//! Bivalue universal grave (types 1 to 4): a position where every open cell would have two
//! candidates and every digit two places in each unit has several solutions, so in a puzzle with
//! one solution the few cells with a third candidate ("BUG cells") cannot all drop it.
//!
//! This follows SE's search (with lkSudoku's fix SE's batch rater uses): the BUG cells are the
//! only cells of three or more candidates where a digit has a number of places other than two.

use super::geometry::{
    BLOCK, CELL_REGIONS, COLUMN, PEER_SETS, REGIONS, ROW, bits, cells_of, combinations, count9,
    unit,
};
use super::position::Position;
use super::step::{Step, cell_list, digit_set};
use super::technique::{Rating, Technique, Variant};

const KINDS: [usize; 3] = [BLOCK, ROW, COLUMN];

/// Candidates to remove, as `(cell, digit)`, and the words that finish the step's description.
type Removal = (Vec<(usize, u8)>, String);

fn digits(mask: u16) -> Vec<u8> {
    bits(mask).map(|b| b as u8 + 1).collect()
}

/// The first BUG hint in SE's order.
pub(crate) fn bivalue_universal_grave(position: &Position) -> Option<Step> {
    let open = &position.open;
    let mut temp = position.open;
    let mut bug_cells: Vec<usize> = Vec::new();
    let mut bug_values = [0u16; 81];
    let mut all_values = 0u16;
    let mut common: Option<u128> = None;
    let mut all_extra: Option<u128> = None;
    let mut only_value = 0u16;
    let mut one_value = true;
    let in_bug = |cells: &[usize]| cells.iter().fold(0u128, |s, &c| s | 1u128 << c);

    for kind in KINDS {
        for index in 0..9 {
            for d in 0..9 {
                let bit = 1u16 << d;
                let places = position.positions(kind, index, bit);
                let count = count9(places);
                if count == 0 || count == 2 {
                    continue;
                }
                let mut new_cells = 0u128;
                let mut new_count = 0;
                let mut last = 0;
                for i in bits(places) {
                    let cell = REGIONS[kind][index][i];
                    if count9(open[cell]) >= 3 {
                        new_cells |= 1u128 << cell;
                        new_count += 1;
                        last = cell;
                    }
                }
                match all_extra {
                    None => {
                        all_extra = Some(new_cells);
                        only_value = bit;
                    }
                    Some(set) if one_value => {
                        if only_value == bit {
                            all_extra = Some(set | new_cells);
                        } else {
                            one_value = false;
                        }
                    }
                    Some(_) => {}
                }
                if new_count == 1 {
                    let cell = last;
                    if !bug_cells.contains(&cell) {
                        bug_cells.push(cell);
                    }
                    bug_values[cell] |= bit;
                    all_values |= bit;
                    temp[cell] &= !bit;
                    let shared = common.map_or(PEER_SETS[cell], |c| c & PEER_SETS[cell]);
                    let shared = shared & !in_bug(&bug_cells);
                    common = Some(shared);
                    if bug_cells.len() > 1 && count9(all_values) > 1 && shared == 0 {
                        return None;
                    }
                }
                if new_count == 0 {
                    return None;
                }
            }
        }
    }
    if let (true, Some(set)) = (one_value, all_extra)
        && set.count_ones() as usize > bug_cells.len()
    {
        for cell in cells_of(set & !in_bug(&bug_cells)) {
            bug_cells.push(cell);
            bug_values[cell] = only_value;
            temp[cell] &= !only_value;
            let shared = common.map_or(PEER_SETS[cell], |c| c & PEER_SETS[cell]);
            let shared = shared & !in_bug(&bug_cells);
            common = Some(shared);
            if bug_cells.len() > 1 && count9(all_values) > 1 && shared == 0 {
                return None;
            }
        }
    }
    // Without the BUG candidates, the grid must be a bivalue universal grave.
    if (0..81).any(|c| position.values[c] == 0 && count9(temp[c]) != 2) {
        return None;
    }
    for kind in KINDS {
        for region in &REGIONS[kind] {
            for d in 0..9 {
                let count = region.iter().filter(|&&c| temp[c] >> d & 1 == 1).count();
                if count != 0 && count != 2 {
                    return None;
                }
            }
        }
    }
    let common = common.unwrap_or(0);
    let step = |rating: u16, kind: u8, eliminations: Vec<(usize, u8)>, detail: String| Step {
        chain: Vec::new(),
        branches: Vec::new(),
        inner: Vec::new(),
        technique: Technique::BivalueUniversalGrave,
        variant: Variant::Type(kind),
        rating: Rating(rating),
        description: format!(
            "{} with extra {}{detail}",
            cell_list(&bug_cells),
            digit_set(&digits(all_values))
        ),
        cells: bug_cells.clone(),
        digits: digits(all_values),
        units: Vec::new(),
        placements: Vec::new(),
        eliminations,
    };
    if bug_cells.len() == 1 {
        let cell = bug_cells[0];
        let eliminations = digits(open[cell] & !all_values)
            .into_iter()
            .map(|d| (cell, d))
            .collect();
        return Some(step(56, 1, eliminations, String::new()));
    }
    if count9(all_values) == 1 {
        if common != 0 {
            let digit = all_values.trailing_zeros() as u8 + 1;
            let eliminations: Vec<(usize, u8)> = cells_of(common)
                .filter(|&c| open[c] & all_values != 0)
                .map(|c| (c, digit))
                .collect();
            if !eliminations.is_empty() {
                return Some(step(57, 2, eliminations, String::new()));
            }
        }
        if bug_cells.len() == 2
            && let Some((eliminations, detail)) =
                type4(position, &bug_cells, &bug_values, all_values)
        {
            return Some(step(57, 4, eliminations, detail));
        }
        return None;
    }
    if common == 0 {
        return None;
    }
    if bug_cells.len() == 2
        && let Some((eliminations, detail)) = type4(position, &bug_cells, &bug_values, all_values)
    {
        return Some(step(57, 4, eliminations, detail));
    }
    type3(position, &bug_cells, all_values, common).map(|(degree, (eliminations, detail))| {
        step(57 + degree as u16 - 1, 3, eliminations, detail)
    })
}

/// The unit kind (box, row, column, in that order) whose unit holds every BUG cell.
fn shared_units(cells: &[usize]) -> impl Iterator<Item = (usize, usize)> + '_ {
    KINDS.into_iter().filter_map(move |kind| {
        let index = CELL_REGIONS[cells[0]][kind];
        cells
            .iter()
            .all(|&c| CELL_REGIONS[c][kind] == index)
            .then_some((kind, index))
    })
}

/// Type 4: two BUG cells in one unit share one more digit besides their extras; one of them
/// holds its extra, so both lose everything but their extra and that digit.
fn type4(
    position: &Position,
    bug_cells: &[usize],
    bug_values: &[u16; 81],
    all_values: u16,
) -> Option<Removal> {
    let open = &position.open;
    let (c1, c2) = (bug_cells[0], bug_cells[1]);
    let common = open[c1] & open[c2] & !all_values;
    if count9(common) != 1 {
        return None;
    }
    let (kind, index) = shared_units(bug_cells).next()?;
    let mut eliminations = Vec::new();
    for cell in [c1, c2] {
        for d in digits(open[cell] & !bug_values[cell] & !common) {
            eliminations.push((cell, d));
        }
    }
    let detail = format!(
        ", {} locked in {}",
        common.trailing_zeros() + 1,
        unit(kind, index)
    );
    Some((eliminations, detail))
}

/// Type 3: the extra digits act as one cell of a naked set with other cells of a unit that holds
/// every BUG cell. SE tries sizes 2 to 6.
fn type3(
    position: &Position,
    bug_cells: &[usize],
    all_values: u16,
    common: u128,
) -> Option<(u32, Removal)> {
    let open = &position.open;
    for degree in 2..=6u32 {
        for (kind, index) in shared_units(bug_cells) {
            let region_cells: Vec<usize> = cells_of(common)
                .filter(|&c| CELL_REGIONS[c][kind] == index)
                .collect();
            if region_cells.len() < degree as usize {
                continue;
            }
            'sets: for chosen in combinations(degree - 1, region_cells.len() as u32) {
                let naked: Vec<usize> = bits(chosen).map(|i| region_cells[i]).collect();
                let mut union = all_values;
                let mut others = 0u16;
                if count9(all_values) <= 1 {
                    continue;
                }
                for &c in &naked {
                    if count9(open[c]) <= 1 {
                        continue 'sets;
                    }
                    others |= open[c];
                    union |= open[c];
                }
                if count9(others) != degree || count9(union) != degree {
                    continue;
                }
                let mut eliminations = Vec::new();
                for d in bits(union) {
                    let bit = 1u16 << d;
                    let mut victims: Option<u128> = None;
                    for &c in naked.iter().chain(bug_cells) {
                        if open[c] & bit != 0 {
                            victims = Some(victims.map_or(PEER_SETS[c], |v| v & PEER_SETS[c]));
                        }
                    }
                    for c in cells_of(victims.unwrap_or(0)) {
                        if open[c] & bit != 0 {
                            eliminations.push((c, d as u8 + 1));
                        }
                    }
                }
                if eliminations.is_empty() {
                    continue;
                }
                eliminations.sort_unstable();
                let detail = format!(
                    ", naked set {} with {} in {}",
                    digit_set(&digits(union)),
                    cell_list(&naked),
                    unit(kind, index)
                );
                return Some((degree, (eliminations, detail)));
            }
        }
    }
    None
}
