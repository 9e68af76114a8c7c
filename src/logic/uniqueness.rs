//! Unique rectangles and unique loops (types 1 to 4): in a puzzle with one solution, cells that
//! could be swapped between two digits (a "deadly pattern") cannot all end up holding only those
//! two digits, so something outside the pattern must hold.
//!
//! As SE does, every loop through each bivalue cell is searched (rows, columns and boxes taken
//! in turn, at most two cells with extra digits unless they share one extra digit), every hint
//! is gathered, and the easiest one is taken: by rating, then by type, then first found.

use super::geometry::{
    BLOCK, CELL_REGION_SETS, CELL_REGIONS, COLUMN, NUMBERED_REGION_SETS, PEER_SETS, REGIONS, ROW,
    bits, cell_bit, cells_of, combinations, count9, numbered_regions, one_cell, regions_of_cells,
    unit,
};
use super::position::Position;
use super::step::{Step, cell_list, digit_set};
use super::technique::{Rating, Technique, Variant};

const KINDS: [usize; 3] = [BLOCK, ROW, COLUMN];

/// A hint's eliminations: `(cell, digit)`.
type Eliminations = Vec<(usize, u8)>;

/// A hint found, before it becomes a [`Step`].
struct Found {
    rating: u16,
    kind: u8,
    step: Step,
}

/// The easiest hint found so far.
#[derive(Default)]
struct Easiest(Option<Found>);

impl Easiest {
    /// Whether a hint of this rating and type would be kept: an easier one or an equal one found
    /// before would not be replaced. Most hints a search finds remove nothing or are outdone, so
    /// a hint's words are written only once this says it is kept (writing every hint's cost 1%
    /// of rating the 6.0-7.9 band).
    fn wants(&self, rating: u16, kind: u8) -> bool {
        self.0
            .as_ref()
            .is_none_or(|best| (rating, kind) < (best.rating, best.kind))
    }
}

/// The easiest unique rectangle or loop, as SE sorts them.
pub(crate) fn unique_loop(position: &Position) -> Option<Step> {
    easiest_loop(position, true)
}

/// The easiest unique rectangle or loop; with `skip_found`, no walk enters a bivalue cell of
/// its pair that an earlier walk started from, which only drops loops found before (the
/// comment on `both` in [`Walks::of`] says why).
fn easiest_loop(position: &Position, skip_found: bool) -> Option<Step> {
    let mut easiest = Easiest::default();
    let mut kept = WALKS.take();
    let mut walks: Vec<Walks> = Vec::new();
    for start in 0..81 {
        let pair = position.open[start];
        if count9(pair) != 2 {
            continue;
        }
        let at = match walks.iter().position(|w| w.pair == pair) {
            Some(at) => at,
            None => {
                walks.push(Walks::kept_or_new(&mut kept, position, pair, skip_found));
                walks.len() - 1
            }
        };
        let Some((_, loops)) = walks[at].from.iter().find(|&&(s, _)| s == start) else {
            continue;
        };
        for cells in loops {
            debug_assert!(is_valid_loop(cells));
            hints_for_loop(position, cells, pair, &mut easiest);
        }
    }
    WALKS.set(walks);
    easiest.0.map(|b| b.step)
}

thread_local! {
    /// The walks of each pair at the last search on this thread: a rating's next search finds
    /// about half the pairs' cells as they were.
    static WALKS: std::cell::Cell<Vec<Walks>> = const { std::cell::Cell::new(Vec::new()) };
}

/// The deadly loops the walks of one pair find, from each of its bivalue cells in turn. A walk
/// reads nothing but the candidates of the cells holding both digits, so while those stay the
/// same so do its loops; the hints the loops give also depend on other cells, and are found
/// anew each time.
struct Walks {
    pair: u16,
    skip_found: bool,
    /// The candidates of each cell holding both digits; 0 for the others.
    cells: [u16; 81],
    /// Each bivalue cell of the pair a walk started from, with the loops it found in order.
    from: Vec<(usize, Vec<Vec<usize>>)>,
}

impl Walks {
    /// The walks of `pair` in `position`: those kept from the last search when its cells are
    /// the same, or new ones.
    fn kept_or_new(kept: &mut [Walks], position: &Position, pair: u16, skip_found: bool) -> Walks {
        let (low, high) = (pair.trailing_zeros(), 15 - pair.leading_zeros());
        let both = position.boards[low as usize] & position.boards[high as usize];
        let mut cells = [0u16; 81];
        for cell in cells_of(both) {
            cells[cell] = position.open[cell];
        }
        let same = |w: &Walks| w.pair == pair && w.skip_found == skip_found && w.cells == cells;
        let from = match kept.iter_mut().find(|w| same(w)) {
            Some(walks) => std::mem::take(&mut walks.from),
            None => Walks::of(position, pair, both, skip_found),
        };
        Walks {
            pair,
            skip_found,
            cells,
            from,
        }
    }

    /// The loops SE's walks find from each bivalue cell of `pair`, through the cells `both`
    /// holding its two digits.
    fn of(
        position: &Position,
        pair: u16,
        both: u128,
        skip_found: bool,
    ) -> Vec<(usize, Vec<Vec<usize>>)> {
        // The cells of the pair's deadly loops, whatever the start: a walk's cells are among
        // them.
        let on_loops = on_deadly_loops(both);
        let bivalue = exactly_pair(position, pair, both);
        let mut from = Vec::new();
        for start in cells_of(bivalue) {
            if on_loops >> start & 1 == 0 {
                continue;
            }
            let mut both = both;
            // A loop through an earlier bivalue cell of the same pair was found before: from
            // the earliest such cell of the loop, whose walk skips none of the loop's cells.
            // What the walk allows (no unit twice on a side, at most two cells with extra
            // digits unless they share one, no unit kind twice in a row, which a deadly loop
            // never needs) does not depend on where the loop starts or which way it runs, so
            // that walk found it in both directions, with its extra cells in either order: all
            // a loop's hints depend on besides its cells. Found again from here, its hints
            // would come after equal ones and never be taken. So the walk need not enter
            // those cells.
            if skip_found {
                let up_to_start = (2u128 << start) - 1;
                both &= !(up_to_start & bivalue);
            }
            // The walk keeps only deadly loops, whose cells all lie in what this leaves (all
            // of them on the pair's loops: fewer cells give fewer).
            let both = on_deadly_loops((both | 1u128 << start) & on_loops);
            if both >> start & 1 == 0 {
                continue;
            }
            from.push((start, loops_from(position, start, both)));
        }
        from
    }
}

/// The deadly loops SE's walk finds from the bivalue cell `start` through the cells `both`, in
/// the order found.
fn loops_from(position: &Position, start: usize, both: u128) -> Vec<Vec<usize>> {
    let mut search = LoopSearch {
        position,
        pair: position.open[start],
        both,
        path: Vec::with_capacity(16),
        on_path: 0,
        units: [0; 2],
        loops: Vec::new(),
    };
    search.extend(start, 2, 0, None);
    search.loops
}

/// The cells of `cells` that may lie on a deadly loop of its cells. A deadly loop's two sides
/// cover the same units, so each of its cells shares its box, its row and its column with
/// another: a cell alone in one of its units within `cells` lies on none, nor does any cell
/// that is left alone once such cells are dropped. (Only a region that lost a cell can leave
/// another alone, so each round after the first looks at those alone.)
fn on_deadly_loops(mut cells: u128) -> u128 {
    let mut regions = (1 << 27) - 1;
    loop {
        let mut alone = 0u128;
        for region in numbered_regions(regions) {
            let here = cells & NUMBERED_REGION_SETS[region];
            if one_cell(here) {
                alone |= here;
            }
        }
        if alone == 0 {
            return cells;
        }
        cells &= !alone;
        regions = regions_of_cells(alone);
    }
}

/// The cells of `cells` whose candidates are `pair` and nothing else.
fn exactly_pair(position: &Position, pair: u16, cells: u128) -> u128 {
    cells_of(cells)
        .filter(|&c| position.open[c] == pair)
        .fold(0, |set, c| set | 1u128 << c)
}

struct LoopSearch<'a> {
    position: &'a Position,
    pair: u16,
    /// The cells holding both loop digits that may lie on a deadly loop: the only ones a loop
    /// can go through.
    both: u128,
    path: Vec<usize>,
    /// The cells of `path`, as a set.
    on_path: u128,
    /// The units of the path's cells at even and at odd places: a deadly loop repeats none on
    /// either side, so a path that does can be dropped at once (as `is_valid_loop` would).
    units: [u32; 2],
    loops: Vec<Vec<usize>>,
}

impl LoopSearch<'_> {
    /// SE's depth-first walk: from `cell`, through each kind of unit but the one just used, to
    /// every cell holding both digits; closing back on the first cell once four are in the loop.
    /// Units are walked in increasing cell order, as SE walks them.
    fn extend(
        &mut self,
        cell: usize,
        allowed_extra: i32,
        extra_digits: u16,
        last_kind: Option<usize>,
    ) {
        let side = self.path.len() % 2;
        let mut cell_units = 0u32;
        for kind in KINDS {
            cell_units |= 1 << (kind * 9 + CELL_REGIONS[cell][kind]);
        }
        if self.units[side] & cell_units != 0 {
            return;
        }
        self.units[side] |= cell_units;
        self.path.push(cell);
        // Cell sets from the table: shifting a 128-bit one by a variable amount takes a
        // branch and several instructions, at every step of every walk.
        self.on_path |= cell_bit(cell);
        let first = self.path[0];
        for kind in KINDS {
            if Some(kind) == last_kind {
                continue;
            }
            let region = CELL_REGION_SETS[cell][kind];
            for next in cells_of(region & (self.both | cell_bit(first))) {
                if next == first && self.path.len() >= 4 {
                    // Neither side repeats a unit (the walk saw to that): the loop is deadly
                    // when both sides cover the same units. Most closed walks are not.
                    if self.units[0] == self.units[1] {
                        self.loops.push(self.path.clone());
                    }
                } else if self.on_path & cell_bit(next) == 0 {
                    let mask = self.position.open[next];
                    let extra = (extra_digits | mask) & !self.pair;
                    let size = count9(mask);
                    if size == 2 || count9(extra) == 1 || allowed_extra > 0 {
                        let allowed = allowed_extra - i32::from(size > 2);
                        self.extend(next, allowed, extra, Some(kind));
                    }
                }
            }
        }
        self.path.pop();
        self.on_path &= !cell_bit(cell);
        self.units[side] &= !cell_units;
    }
}

/// A loop is a deadly pattern when its cells, taken alternately, cover the same units without
/// repeating one on either side.
fn is_valid_loop(cells: &[usize]) -> bool {
    let mut seen = [0u32; 2];
    for (i, &cell) in cells.iter().enumerate() {
        for kind in KINDS {
            let bit = 1u32 << (kind * 9 + CELL_REGIONS[cell][kind]);
            if seen[i % 2] & bit != 0 {
                return false;
            }
            seen[i % 2] |= bit;
        }
    }
    seen[0] == seen[1]
}

fn base_rating(length: usize) -> u16 {
    let mut rating = 45;
    if length >= 10 {
        rating += 3;
    }
    if length >= 8 {
        rating += 2;
    } else if length >= 6 {
        rating += 1;
    }
    rating
}

/// Offers `easiest` the hints of the deadly loop `cells` of `pair`.
fn hints_for_loop(position: &Position, cells: &[usize], pair: u16, easiest: &mut Easiest) {
    let open = &position.open;
    let extra: Vec<usize> = cells
        .iter()
        .copied()
        .filter(|&c| open[c].count_ones() > 2)
        .collect();
    let base = base_rating(cells.len());
    let make = |kind: u8, rating: u16, eliminations: Vec<(usize, u8)>, detail: &str| -> Found {
        let (technique, variant) = if cells.len() == 4 {
            (Technique::UniqueRectangle, Variant::Type(kind))
        } else {
            let cells = cells.len() as u8;
            (Technique::UniqueLoop, Variant::Loop { cells, kind })
        };
        let digits: Vec<u8> = bits(pair).map(|b| b as u8 + 1).collect();
        let mut sorted = cells.to_vec();
        sorted.sort_unstable();
        Found {
            rating,
            kind,
            step: Step {
                chain: Vec::new(),
                branches: Vec::new(),
                inner: Vec::new(),
                technique,
                variant,
                rating: Rating(rating),
                description: format!("{} on {}{detail}", cell_list(cells), digit_set(&digits)),
                cells: sorted,
                digits,
                units: Vec::new(),
                placements: Vec::new(),
                eliminations,
            },
        }
    };
    // A hint that removes something and would be kept, its words (`detail`) written then.
    let mut consider =
        |kind: u8, rating: u16, eliminations: Vec<(usize, u8)>, detail: &dyn Fn() -> String| {
            if !eliminations.is_empty() && easiest.wants(rating, kind) {
                easiest.0 = Some(make(kind, rating, eliminations, &detail()));
            }
        };
    match extra.len() {
        1 => {
            let cell = extra[0];
            let eliminations = bits(pair).map(|b| (cell, b as u8 + 1)).collect();
            consider(1, base, eliminations, &String::new);
        }
        2 if ((open[extra[0]] | open[extra[1]]) & !pair).count_ones() >= 2 => {
            let (c1, c2) = (extra[0], extra[1]);
            type3(
                position,
                c1,
                c2,
                pair,
                &mut |rating_add, eliminations, detail| {
                    consider(3, base + rating_add, eliminations, detail);
                },
            );
            if let Some((eliminations, detail)) = type4(position, c1, c2, pair) {
                consider(4, base, eliminations, &detail);
            }
        }
        n if n >= 2 => {
            let digit_bit = 1u16 << (open[extra[0]] & !pair).trailing_zeros();
            let digit = digit_bit.trailing_zeros() as u8 + 1;
            let mut victims = !0u128;
            for &c in &extra {
                victims &= PEER_SETS[c];
            }
            let eliminations = cells_of(victims)
                .filter(|&c| open[c] & digit_bit != 0)
                .map(|c| (c, digit))
                .collect();
            consider(2, base, eliminations, &|| {
                format!(", extra {digit} in {}", cell_list(&extra))
            });
            if n == 2 {
                let (c1, c2) = (extra[0], extra[1]);
                if let Some((eliminations, detail)) = type4(position, c1, c2, pair) {
                    consider(4, base, eliminations, &detail);
                }
            }
        }
        _ => {}
    }
}

/// Type 4: the two extra cells share a unit where one loop digit has no other place, so the
/// other loop digit goes from both. SE keeps the last kind of unit that qualifies. The hint's
/// words come when asked for.
fn type4(
    position: &Position,
    c1: usize,
    c2: usize,
    pair: u16,
) -> Option<(Eliminations, impl Fn() -> String)> {
    let open = &position.open;
    let mut lowest = pair & pair.wrapping_neg();
    let highest = pair & !lowest;
    let mut r1 = None;
    let mut r2 = None;
    for kind in KINDS {
        let index = CELL_REGIONS[c1][kind];
        if CELL_REGIONS[c2][kind] != index {
            continue;
        }
        let mut others = 0u16;
        for &c in &REGIONS[kind][index] {
            if c != c1 && c != c2 {
                others |= open[c];
            }
        }
        if others & lowest == 0 {
            r1 = Some((kind, index));
        }
        if others & highest == 0 {
            r2 = Some((kind, index));
        }
    }
    let (region, remove) = match (r1, r2) {
        (Some(r), _) => (r, highest),
        (None, Some(r)) => {
            lowest = highest;
            (r, pair & !lowest)
        }
        (None, None) => return None,
    };
    let digit = remove.trailing_zeros() as u8 + 1;
    let lock = lowest.trailing_zeros() + 1;
    let eliminations = [c1, c2]
        .into_iter()
        .filter(|&c| open[c] & remove != 0)
        .map(|c| (c, digit))
        .collect();
    let detail = move || format!(", {lock} locked in {}", unit(region.0, region.1));
    Some((eliminations, detail))
}

/// Type 3: the extra digits of the two extra cells form a naked set with other cells of a unit
/// they share, or the loop digits form a hidden set there. SE tries sizes 2 to 7. Each hint's
/// words come when asked for.
fn type3(
    position: &Position,
    c1: usize,
    c2: usize,
    pair: u16,
    found: &mut impl FnMut(u16, Vec<(usize, u8)>, &dyn Fn() -> String),
) {
    let open = &position.open;
    let extra = (open[c1] | open[c2]) & !pair;
    for degree in 2..=7u32 {
        for kind in KINDS {
            let index = CELL_REGIONS[c1][kind];
            if CELL_REGIONS[c2][kind] != index {
                continue;
            }
            let region = &REGIONS[kind][index];
            let empty = position.empty_count(kind, index);
            let index1 = region.iter().position(|&c| c == c1).unwrap();
            let index2 = region.iter().position(|&c| c == c2).unwrap();
            if degree * 2 <= empty && degree >= extra.count_ones() {
                let cells = (c1, c2, index1, index2);
                for (others, union) in type3_naked_sets(open, region, cells, extra, degree) {
                    let others = &others[..degree as usize - 1];
                    let mut eliminations = Vec::new();
                    for b in bits(union) {
                        let digit_bit = 1u16 << b;
                        let mut victims = !0u128;
                        for &c in others.iter().chain([c1, c2].iter()) {
                            if open[c] & digit_bit != 0 {
                                victims &= PEER_SETS[c];
                            }
                        }
                        for c in cells_of(victims) {
                            if open[c] & digit_bit != 0 {
                                eliminations.push((c, b as u8 + 1));
                            }
                        }
                    }
                    eliminations.sort_unstable();
                    let detail = || {
                        let digits: Vec<u8> = bits(union).map(|b| b as u8 + 1).collect();
                        format!(
                            ", naked set {} with {} in {}",
                            digit_set(&digits),
                            cell_list(others),
                            unit(kind, index)
                        )
                    };
                    found(degree as u16 - 1, eliminations, &detail);
                }
            }
            if degree * 2 < empty {
                let rest = 0x1ff & !pair & !extra;
                if degree - 2 > rest.count_ones() {
                    continue;
                }
                let rest_digits: Vec<usize> = bits(rest).collect();
                for chosen in combinations(degree - 2, rest_digits.len() as u32) {
                    let values = bits(chosen).map(|i| rest_digits[i]).chain(bits(pair));
                    let mut union = 0u16;
                    let mut hidden = 0u16;
                    let mut empty_digit = false;
                    for d in values {
                        hidden |= 1 << d;
                        let places = position.positions(kind, index, 1 << d) & !(1 << index2);
                        empty_digit |= places == 0;
                        union |= places;
                    }
                    if empty_digit || union.count_ones() != degree {
                        continue;
                    }
                    let places = union & !(1 << index1) & !(1 << index2);
                    let mut eliminations = Vec::new();
                    for i in bits(places) {
                        let cell = region[i];
                        for b in bits(open[cell] & !hidden) {
                            eliminations.push((cell, b as u8 + 1));
                        }
                    }
                    let detail = || {
                        let digits: Vec<u8> = bits(hidden).map(|b| b as u8 + 1).collect();
                        let cells: Vec<usize> = bits(places).map(|i| region[i]).collect();
                        format!(
                            ", hidden set {} with {} in {}",
                            digit_set(&digits),
                            cell_list(&cells),
                            unit(kind, index)
                        )
                    };
                    let add = places.count_ones() as u16 - 1;
                    found(add, eliminations, &detail);
                }
            }
        }
    }
}

/// The naked sets of `degree` cells that type 3 finds in `region` with the first extra cell
/// (`c1`, the region's `index1`-th cell) and not the second, `extra` standing for the first
/// cell's candidates: each one's other cells, in order, and its digits, in SE's order.
///
/// SE tries the region's sets of `degree` cells in combination order, but one whose other cells
/// hold one candidate or none, or more digits than the set can, is none. So only the other
/// cells that may take part are combined: through `eligible`, in increasing order, their
/// combinations come in SE's order.
fn type3_naked_sets(
    open: &[u16; 81],
    region: &[usize; 9],
    (c1, c2, index1, index2): (usize, usize, usize, usize),
    extra: u16,
    degree: u32,
) -> impl Iterator<Item = ([usize; 8], u16)> {
    let mut eligible = [0usize; 9];
    let mut count = 0;
    if extra.count_ones() > 1 {
        for (i, &cell) in region.iter().enumerate() {
            let mask = open[cell];
            let fits = mask.count_ones() > 1 && (mask | extra).count_ones() <= degree;
            if i != index1 && i != index2 && fits {
                eligible[count] = i;
                count += 1;
            }
        }
    }
    // `naked` counts the extra digits both extra cells hold, as SE does.
    let shared = extra & open[c1] & open[c2];
    combinations(degree - 1, count as u32).filter_map(move |picked| {
        let (mut naked, mut union) = (shared, extra);
        let mut others = [0usize; 8];
        for (slot, j) in bits(picked).enumerate() {
            let cell = region[eligible[j]];
            others[slot] = cell;
            naked |= open[cell];
            union |= open[cell];
        }
        (naked.count_ones() == degree && union.count_ones() == degree).then_some((others, union))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::position::sample_positions;
    use crate::logic::rater::rating_paths;

    /// The walks a search along a rating's path keeps from the last one are the walks found
    /// anew in its position; and most pairs' walks are kept.
    #[test]
    fn walks_kept_from_the_last_search_are_those_found_anew() {
        let (mut kept, mut pairs) = (0, 0);
        for position in rating_paths(12) {
            let last = WALKS.take();
            let before: Vec<(u16, [u16; 81])> = last.iter().map(|w| (w.pair, w.cells)).collect();
            WALKS.set(last);
            unique_loop(&position);
            let walks = WALKS.take();
            for w in &walks {
                let (low, high) = (w.pair.trailing_zeros(), 15 - w.pair.leading_zeros());
                let both = position.boards[low as usize] & position.boards[high as usize];
                let anew = Walks::of(&position, w.pair, both, true);
                assert_eq!(w.from, anew, "pair {:#b} in {position:?}", w.pair);
                pairs += 1;
                kept += usize::from(before.contains(&(w.pair, w.cells)));
            }
            WALKS.set(walks);
        }
        assert!(
            kept > 500 && kept < pairs,
            "{kept} of {pairs} pairs' walks kept"
        );
    }

    /// Walks that skip the bivalue cells earlier walks started from give the same hint as
    /// walks through every cell, on grids struck from puzzles, where pairs, and so loops,
    /// abound.
    #[test]
    fn skipping_loops_found_before_changes_no_hint() {
        let mut found = 0;
        for position in sample_positions(320) {
            let every = easiest_loop(&position, false);
            assert_eq!(easiest_loop(&position, true), every, "{position:?}");
            found += usize::from(every.is_some());
        }
        assert!(found > 40, "only {found} hints: the comparison says little");
    }

    /// Type 3's naked sets are those SE's combinations of a region's cells find, in the same
    /// order: sets of `degree` cells holding the first extra cell and not the second, whose
    /// other cells hold two candidates or more, of `degree` digits in all (with the extra
    /// cells' extra digits for the first cell's own).
    #[test]
    fn type3_finds_the_naked_sets_se_combinations_find() {
        fn literal(
            open: &[u16; 81],
            region: &[usize; 9],
            (c1, c2, index1, index2): (usize, usize, usize, usize),
            extra: u16,
            degree: u32,
        ) -> Vec<(Vec<usize>, u16)> {
            let mut sets = Vec::new();
            'sets: for chosen in combinations(degree, 9) {
                if chosen >> index1 & 1 == 0 || chosen >> index2 & 1 == 1 {
                    continue;
                }
                let (mut naked, mut union) = (extra & open[c1] & open[c2], 0);
                let mut others = Vec::new();
                for i in bits(chosen) {
                    let potentials = if i == index1 {
                        extra
                    } else {
                        others.push(region[i]);
                        naked |= open[region[i]];
                        open[region[i]]
                    };
                    if potentials.count_ones() <= 1 {
                        continue 'sets;
                    }
                    union |= potentials;
                }
                if naked.count_ones() == degree && union.count_ones() == degree {
                    sets.push((others, union));
                }
            }
            sets
        }
        let mut found = 0;
        for position in sample_positions(40) {
            let open = &position.open;
            for region in REGIONS.iter().flatten() {
                for (index1, &c1) in region.iter().enumerate() {
                    for (index2, &c2) in region.iter().enumerate() {
                        let common = open[c1] & open[c2];
                        if index1 == index2 || common.count_ones() < 2 {
                            continue;
                        }
                        // The loop's pair: the two lowest digits the cells share.
                        let low = common & common.wrapping_neg();
                        let pair = low | (common & !low) & (common & !low).wrapping_neg();
                        let extra = (open[c1] | open[c2]) & !pair;
                        let cells = (c1, c2, index1, index2);
                        for degree in 2..=7 {
                            let sets: Vec<(Vec<usize>, u16)> =
                                type3_naked_sets(open, region, cells, extra, degree)
                                    .map(|(others, union)| {
                                        (others[..degree as usize - 1].to_vec(), union)
                                    })
                                    .collect();
                            assert_eq!(sets, literal(open, region, cells, extra, degree));
                            found += sets.len();
                        }
                    }
                }
            }
        }
        assert!(
            found > 1000,
            "only {found} naked sets: the comparison says little"
        );
    }

    /// Walks through only the cells that may lie on a deadly loop find the loops that walks
    /// through every cell holding both digits find, in the same order.
    #[test]
    fn cells_left_alone_in_a_unit_lie_on_no_loop() {
        let (mut loops, mut dropped) = (0, 0);
        for position in sample_positions(320) {
            for start in (0..81).filter(|&c| position.open[c].count_ones() == 2) {
                let pair = position.open[start];
                let (low, high) = (pair.trailing_zeros(), 15 - pair.leading_zeros());
                let both = position.boards[low as usize] & position.boards[high as usize];
                let kept = on_deadly_loops(both);
                let every = loops_from(&position, start, both);
                let found = if kept >> start & 1 == 1 {
                    loops_from(&position, start, kept)
                } else {
                    Vec::new()
                };
                assert_eq!(found, every, "{position:?} from {start}");
                loops += every.len();
                dropped += usize::from(kept != both);
            }
        }
        assert!(
            loops > 100,
            "only {loops} loops: the comparison says little"
        );
        assert!(dropped > 1000, "only {dropped} walks dropped a cell");
    }

    /// A rectangle's cells keep each other; a cell alone in its row, and then the cell it
    /// leaves alone in their box, go.
    #[test]
    fn deadly_loop_cells_keep_each_other() {
        let set = |cells: &[usize]| cells.iter().fold(0u128, |s, &c| s | 1u128 << c);
        let rectangle = set(&[0, 4, 18, 22]);
        assert_eq!(on_deadly_loops(rectangle), rectangle);
        assert_eq!(on_deadly_loops(rectangle | set(&[10, 80])), rectangle);
        assert_eq!(on_deadly_loops(set(&[0, 1, 9])), 0);
    }
}
