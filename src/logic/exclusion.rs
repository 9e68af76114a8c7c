//! Aligned pair exclusion: two cells cannot take a pair of digits that would leave a bivalue cell
//! seeing both of them empty (nor the same digit, if they see each other), so a digit of one cell
//! that fits no allowed pair goes.

use super::fruitless::Fruitless;
use super::geometry::{PEER_SETS, bits, cells_of, count9};
use super::position::Position;
use super::step::{Step, cell_list};
use super::technique::{Rating, Technique, Variant};

/// The first aligned pair exclusion in SE's order: candidate cells in reading order (open, two
/// or more candidates, no peer with a single candidate, some bivalue peer), pairs of them in
/// combination order, with at least two bivalue cells seeing both.
pub(crate) fn aligned_pair_exclusion(position: &Position) -> Option<Step> {
    PAIRS_IN_VAIN.with_borrow_mut(|memo| search_pairs(position, memo))
}

fn search_pairs(position: &Position, fruitless: &mut Fruitless) -> Option<Step> {
    fruitless.search(&position.open, |memo| {
        search_pairs_with(&position.open, memo)
    })
}

fn search_pairs_with(open: &[u16; 81], fruitless: &mut Fruitless) -> Option<Step> {
    let mut candidates = 0u128;
    let mut excluders = [0u128; 81];
    let (mut singles, mut pairs, mut several) = (0u128, 0u128, 0u128);
    for (cell, &mask) in open.iter().enumerate() {
        match count9(mask) {
            0 => {}
            1 => singles |= 1 << cell,
            2 => pairs |= 1 << cell,
            _ => several |= 1 << cell,
        }
    }
    // Cells of one candidate are few or none by the time aligned exclusions are tried, so
    // the cells they rule out are gathered once rather than each cell testing its peers.
    let mut seeing_single = 0u128;
    for single in cells_of(singles) {
        seeing_single |= PEER_SETS[single];
    }
    for cell in cells_of((pairs | several) & !seeing_single) {
        let bivalue = PEER_SETS[cell] & pairs;
        if bivalue != 0 {
            candidates |= 1 << cell;
            excluders[cell] = bivalue;
        }
    }
    for second in cells_of(candidates) {
        // The first cells before it that share two excluders with it: those that see two of
        // its excluders (bivalue cells, as a first cell's excluders are).
        let firsts = seeing_two(excluders[second]) & candidates & ((1u128 << second) - 1);
        if firsts == 0 {
            // No pair to try, and none to note.
            continue;
        }
        let known = known_pairs(fruitless, second, firsts, &excluders);
        // The pairs found fruitless are noted together, once the row is done or a pair
        // excludes something: one note a row rather than one a pair.
        let mut vain = known;
        for first in cells_of(firsts & !known) {
            let common = excluders[first] & excluders[second];
            debug_assert!(common.count_ones() >= 2);
            let cells = [first, second];
            let allowed = pair_allowed(open, cells, common);
            if open[first] & !allowed[0] == 0 && open[second] & !allowed[1] == 0 {
                vain |= 1 << first;
                continue;
            }
            fruitless.note(second, vain);
            let mut eliminations = Vec::new();
            for i in 0..2 {
                for d in bits(open[cells[i]] & !allowed[i]) {
                    eliminations.push((cells[i], d as u8 + 1));
                }
            }
            let excluding: Vec<usize> = cells_of(common).collect();
            return Some(Step {
                chain: Vec::new(),
                branches: Vec::new(),
                inner: Vec::new(),
                technique: Technique::AlignedPairExclusion,
                variant: Variant::Plain,
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
        fruitless.note(second, vain);
    }
    None
}

/// Of the pairs of `second` with each of `firsts`, those that excluded nothing last time and
/// still do: neither cell changed since, nor any bivalue cell seeing both. Of the cells seeing
/// both that changed, only a new bivalue cell can exclude what was allowed then: an excluder
/// gone, or a cell still of three candidates or more, only allows more.
fn known_pairs(fruitless: &Fruitless, second: usize, firsts: u128, excluders: &[u128; 81]) -> u128 {
    let changed = fruitless.changed();
    if changed >> second & 1 == 1 {
        return 0;
    }
    // A first cell shares a changed excluder of `second` when it sees it.
    let mut unsure = changed;
    for excluder in cells_of(excluders[second] & changed) {
        unsure |= PEER_SETS[excluder];
    }
    fruitless.known(second, firsts & !unsure)
}

/// The first aligned triplet exclusion in SE's order. Base cells as for pairs but with peers of
/// two or three candidates as excluders; pairs of base cells in combination order; for each
/// pair, third cells among the excluders of the first then of the second that are base cells
/// too, in that order; three cells with at least two common excluders are tried. A triple of
/// digits is allowed unless two cells that see each other take the same digit or it empties
/// an excluder; a digit of a base cell in no allowed triple goes.
pub(crate) fn aligned_triplet_exclusion(position: &Position) -> Option<Step> {
    TRIPLETS_IN_VAIN.with_borrow_mut(|memo| search_triplets(position, memo))
}

/// The rows of triplets: one for each pair of cells they are reached from.
const TRIPLET_ROWS: usize = 81 * 81;

thread_local! {
    /// The triplets that excluded nothing, by the pair `a, b` they are reached from (row
    /// `a * 81 + b`) and their third cell.
    static TRIPLETS_IN_VAIN: std::cell::RefCell<Fruitless> =
        std::cell::RefCell::new(Fruitless::new(TRIPLET_ROWS));
    /// The pairs that excluded nothing, by their second cell (the row) and their first.
    static PAIRS_IN_VAIN: std::cell::RefCell<Fruitless> =
        std::cell::RefCell::new(Fruitless::new(81));
}

/// The digits of each of two cells that some combination keeps: one that repeats no digit in
/// cells that see each other and takes neither digit of any bivalue excluder in `common`.
fn pair_allowed(open: &[u16; 81], cells: [usize; 2], common: u128) -> [u16; 2] {
    let see = PEER_SETS[cells[0]] >> cells[1] & 1 == 1;
    // For each digit of the first cell, the digits the second cannot take with it: the other
    // digit of each excluder holding it (and itself, when the cells see each other). Kept by
    // digit, the second cell's digits are told all at once (a table of digit pairs in one
    // 128-bit word, read pair by pair, cost a tenth of the 6.0-7.9 band's aligned pairs).
    let mut excluded = [0u16; 9];
    for c in cells_of(common) {
        let (a, b) = (open[c].trailing_zeros(), 15 - open[c].leading_zeros());
        excluded[a as usize] |= 1 << b;
        excluded[b as usize] |= 1 << a;
    }
    let mut allowed = [0u16; 2];
    for d0 in bits(open[cells[0]]) {
        let same = if see { 1 << d0 } else { 0 };
        let with = open[cells[1]] & !excluded[d0] & !same;
        if with != 0 {
            allowed[0] |= 1 << d0;
            allowed[1] |= with;
        }
    }
    allowed
}

fn search_triplets(position: &Position, fruitless: &mut Fruitless) -> Option<Step> {
    fruitless.search(&position.open, |memo| {
        search_triplets_with(&position.open, memo)
    })
}

fn search_triplets_with(open: &[u16; 81], fruitless: &mut Fruitless) -> Option<Step> {
    let (bases, excluders, is_base) = triplet_bases(open);
    if bases.len() < 3 {
        return None;
    }
    // SE's order can reach three cells up to three times (from each pair of them); whether
    // they exclude anything does not depend on the order, so each set is tried once, from the
    // first pair that reaches it.
    let changed = fruitless.changed();
    let (_, _, was_base) = triplet_bases(fruitless.last_grid());
    let base_changed = is_base ^ was_base;
    for &c1 in &bases[1..] {
        // Three cells need two common excluders, so two cells need them first: the first
        // cells are the bases before `c1` that see two of its excluders (peers of two or
        // three candidates, as a first cell's excluders are).
        for c0 in cells_of(seeing_two(excluders[c1]) & is_base & ((1u128 << c1) - 1)) {
            let row = row_of(c0, c1);
            // The pair reaches the third cells among its excluders.
            let reached = excluders[c0] | excluders[c1];
            // What a pair's triplets exclude depends on its cells and their peers alone, and
            // which triplets it reaches also on which of its excluders are bases: when none
            // of these changed, the last search's finding stands, if it went through them all.
            let around = PEER_SETS[c0] | PEER_SETS[c1] | 1u128 << c0 | 1u128 << c1;
            if around & changed == 0
                && reached & base_changed == 0
                && let Some(sets) = fruitless.whole(row)
            {
                fruitless.note(row, sets);
                continue;
            }
            let shared = excluders[c0] & excluders[c1];
            debug_assert!(shared.count_ones() >= 2);
            // The third cell needs two of these excluders too. Excluders are the peers of two
            // or three candidates, as all of `shared` are, so that is: it sees two of them.
            let third = reached & seeing_two(shared) & is_base & first_reached_from(open, c0, c1);
            let known = known_triplets(fruitless, open, [c0, c1], shared, third);
            fruitless.note(row, known);
            if third & !known == 0 {
                fruitless.note_whole(row);
                continue;
            }
            // The third cells in SE's order: the first cell's excluders, then the second's.
            let first_tails = excluders[c0] & third;
            let tails =
                cells_of(first_tails & !known).chain(cells_of(third & !first_tails & !known));
            for c2 in tails {
                let cells = [c0, c1, c2];
                let common = shared & excluders[c2];
                debug_assert!(common.count_ones() >= 2);
                if let Some(step) = triplet(open, cells, common) {
                    return Some(step);
                }
                fruitless.note(row, 1 << c2);
            }
            fruitless.note_whole(row);
        }
    }
    None
}

/// Of the triplets of the pair `c0, c1` with each of `thirds`, whose excluders are among
/// `shared`, those that excluded nothing last time and still do: none of the three cells
/// changed since, nor any cell seeing all three that can exclude now, one whose candidates
/// all belong to the three cells. One that cannot now could not before (with more
/// candidates, the three cells unchanged), and one that could before but not now only allows
/// more.
fn known_triplets(
    fruitless: &Fruitless,
    open: &[u16; 81],
    [c0, c1]: [usize; 2],
    shared: u128,
    thirds: u128,
) -> u128 {
    let changed = fruitless.changed();
    if (1u128 << c0 | 1u128 << c1) & changed != 0 {
        return 0;
    }
    let mut unsure = changed;
    for excluder in cells_of(shared & changed) {
        // It excludes with a third cell it sees that holds the rest of its candidates.
        let rest = open[excluder] & !(open[c0] | open[c1]);
        for c2 in cells_of(PEER_SETS[excluder] & thirds & !unsure) {
            if open[c2] & rest == rest {
                unsure |= 1 << c2;
            }
        }
    }
    fruitless.known(row_of(c0, c1), thirds & !unsure)
}

/// The row of the triplets reached from the pair `c0, c1`.
fn row_of(c0: usize, c1: usize) -> usize {
    c0 * 81 + c1
}

/// The cells that see two cells or more of `cells`.
fn seeing_two(cells: u128) -> u128 {
    let (mut once, mut twice) = (0u128, 0u128);
    for c in cells_of(cells) {
        twice |= once & PEER_SETS[c];
        once |= PEER_SETS[c];
    }
    twice
}

/// The cells with one, two and three candidates (a placed cell has none).
fn cells_by_size(open: &[u16; 81]) -> [u128; 3] {
    let mut by_size = [0u128; 3];
    for (cell, &mask) in open.iter().enumerate() {
        if let count @ 1..=3 = count9(mask) {
            by_size[count as usize - 1] |= 1 << cell;
        }
    }
    by_size
}

/// The base cells of triplets, in cell order (open, two candidates or more, no peer with one,
/// some peer with two or three), each one's excluders (those peers), and the bases as a set.
fn triplet_bases(open: &[u16; 81]) -> (Vec<usize>, [u128; 81], u128) {
    let mut bases = Vec::new();
    let mut excluders = [0u128; 81];
    let mut is_base = 0u128;
    let [singles, pairs, triples] = cells_by_size(open);
    for cell in 0..81 {
        if count9(open[cell]) < 2 {
            continue;
        }
        let single = PEER_SETS[cell] & singles != 0;
        let set = PEER_SETS[cell] & (pairs | triples);
        if !single && set != 0 {
            bases.push(cell);
            excluders[cell] = set;
            is_base |= 1 << cell;
        }
    }
    (bases, excluders, is_base)
}

/// The cells that SE's order, reaching them as third cells with the base cells `c0 < c1`,
/// reaches there first and not from a pair of cells before: pairs come by their second cell,
/// then their first (bases in cell order), and a pair reaches a third cell that sees one of
/// them and has two or three candidates, if all three share two excluders (which does not
/// depend on the pair). So a third cell after `c1` is reached first here; one between them
/// was reached with `c0` before, if it or `c0` is an excluder of `c1`; one before `c0` also
/// with `c1` before, if it or `c1` is an excluder of `c0`.
fn first_reached_from(open: &[u16; 81], c0: usize, c1: usize) -> u128 {
    // The cells an excluder `c` reaches as third cells: those it sees.
    let excluder_of = |c: usize| match count9(open[c]) {
        2 | 3 => PEER_SETS[c],
        _ => 0,
    };
    let after = !0u128 << c1 << 1;
    let before_c0 = (1u128 << c0) - 1;
    let between = !after & !before_c0 & !(1u128 << c0 | 1u128 << c1);
    let (by_c1, by_c0) = (excluder_of(c1), excluder_of(c0));
    let mut first = after;
    if by_c1 >> c0 & 1 == 0 {
        first |= between & !by_c1;
        if by_c0 >> c1 & 1 == 0 {
            first |= before_c0 & !by_c1 & !by_c0;
        }
    }
    first
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
    // With no excluder, only a digit repeated in cells that see each other could rule out a
    // combination; a candidate ruled out that way alone is a naked pair's or triplet's
    // elimination, which the rater finds first (3.0, 3.6), so there is nothing to look for.
    if count == 0 {
        return None;
    }
    // A bivalue excluder rules out its two digits together in any two of the cells; a
    // trivalue one, its three digits in the three.
    let mut pair_excluded = [0u16; 9];
    let mut triples = [0u16; 20];
    let mut triple_count = 0;
    for &m in &excluding[..count] {
        if count9(m) == 2 {
            let (a, b) = (m.trailing_zeros(), 15 - m.leading_zeros());
            pair_excluded[a as usize] |= 1 << b;
            pair_excluded[b as usize] |= 1 << a;
        } else {
            triples[triple_count] = m;
            triple_count += 1;
        }
    }
    let triples = &triples[..triple_count];
    // A candidate stays when some combination of the three cells' digits that uses it breaks
    // no rule and is not excluded. Each candidate not yet known to stay looks for one such
    // combination, the third cell's digits all at once: which shows that the other two cells'
    // digits in it stay as well. A few tries settle a triplet.
    let mut allowed = [0u16; 3];
    for i in 0..3 {
        let (j, k) = ((i + 1) % 3, (i + 2) % 3);
        // The same digit in two cells that see each other clashes.
        let unless_seen = |a: usize, b: usize, d: usize| !(u16::from(see[a + b - 1]) << d);
        for di in bits(masks[i] & !allowed[i]) {
            let with_i = masks[j] & !pair_excluded[di] & unless_seen(i, j, di);
            for dj in bits(with_i) {
                let mut third = masks[k] & !pair_excluded[di] & !pair_excluded[dj];
                third &= unless_seen(i, k, di) & unless_seen(j, k, dj);
                let both = 1u16 << di | 1u16 << dj;
                if di != dj {
                    for &m in triples.iter().filter(|&&m| m & both == both) {
                        third &= !(m & !both);
                    }
                }
                if third != 0 {
                    allowed[i] |= 1 << di;
                    allowed[j] |= 1 << dj;
                    allowed[k] |= third;
                    break;
                }
            }
        }
    }
    if allowed == masks {
        return None; // every candidate has a combination: nothing to exclude
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
        branches: Vec::new(),
        inner: Vec::new(),
        technique: Technique::AlignedTripletExclusion,
        variant: Variant::Plain,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::position::sample_positions;

    /// What three cells exclude, by trying every combination of their digits: a candidate goes
    /// when every combination using it repeats a digit in cells that see each other or uses
    /// every digit of one of the `common` cells. Without a common cell whose digits the three
    /// hold, nothing: only repeats could exclude then, and those are naked sets, found before.
    fn every_combination(open: &[u16; 81], cells: [usize; 3], common: u128) -> Vec<(usize, u8)> {
        let union = open[cells[0]] | open[cells[1]] | open[cells[2]];
        if !cells_of(common).any(|c| open[c] & !union == 0) {
            return Vec::new();
        }
        let sees = |a: usize, b: usize| PEER_SETS[cells[a]] >> cells[b] & 1 == 1;
        let mut allowed = [0u16; 3];
        for d0 in bits(open[cells[0]]) {
            for d1 in bits(open[cells[1]]) {
                for d2 in bits(open[cells[2]]) {
                    let clash = (d0 == d1 && sees(0, 1))
                        || (d0 == d2 && sees(0, 2))
                        || (d1 == d2 && sees(1, 2));
                    let used = 1u16 << d0 | 1 << d1 | 1 << d2;
                    if clash || cells_of(common).any(|c| open[c] & !used == 0) {
                        continue;
                    }
                    allowed = [
                        allowed[0] | 1 << d0,
                        allowed[1] | 1 << d1,
                        allowed[2] | 1 << d2,
                    ];
                }
            }
        }
        let mut gone = Vec::new();
        for i in 0..3 {
            for d in bits(open[cells[i]] & !allowed[i]) {
                gone.push((cells[i], d as u8 + 1));
            }
        }
        gone
    }

    /// SE's order taken literally: pairs of bases by second cell then first; for each, the
    /// bases among the first cell's excluders, then among the second's, that share two
    /// excluders with both; three cells tried the first time they come.
    fn first_triplet_in_se_order(open: &[u16; 81]) -> Option<Step> {
        let (bases, excluders, is_base) = triplet_bases(open);
        let mut tried = std::collections::HashSet::new();
        for second in 1..bases.len() {
            for first in 0..second {
                let (c0, c1) = (bases[first], bases[second]);
                let shared = excluders[c0] & excluders[c1];
                let first_tails = cells_of(excluders[c0]);
                let tails = first_tails.chain(cells_of(excluders[c1] & !excluders[c0]));
                for c2 in tails {
                    let common = shared & excluders[c2];
                    if is_base >> c2 & 1 == 0 || c2 == c0 || c2 == c1 || common.count_ones() < 2 {
                        continue;
                    }
                    let mut key = [c0, c1, c2];
                    key.sort_unstable();
                    if tried.insert(key)
                        && let Some(step) = triplet(open, [c0, c1, c2], common)
                    {
                        return Some(step);
                    }
                }
            }
        }
        None
    }

    /// Each three cells are tried from the first pair of them that SE's order reaches them
    /// from, and only there: the first triplet to exclude anything is the same.
    #[test]
    fn triplets_are_tried_where_se_first_reaches_them() {
        let mut found = 0;
        let mut check = |position: &Position| {
            let expected = first_triplet_in_se_order(&position.open);
            let fresh = search_triplets(position, &mut Fruitless::new(TRIPLET_ROWS));
            assert_eq!(fresh, expected, "{position:?}");
            found += usize::from(expected.is_some());
        };
        for position in sample_positions(60) {
            check(&position);
        }
        assert!(found > 20, "only {found} exclusions");
    }

    type Eliminations = Vec<(usize, u8)>;

    /// What two cells keep, by trying every pair of their digits: a pair goes when it repeats
    /// a digit in cells that see each other or fills one of the bivalue cells `common`.
    fn every_pair_of_digits(open: &[u16; 81], cells: [usize; 2], common: u128) -> [u16; 2] {
        let see = PEER_SETS[cells[0]] >> cells[1] & 1 == 1;
        let mut allowed = [0u16; 2];
        for d0 in bits(open[cells[0]]) {
            for d1 in bits(open[cells[1]]) {
                let pair = 1u16 << d0 | 1u16 << d1;
                let fills = cells_of(common).any(|c| open[c] & !pair == 0);
                let repeats = d0 == d1 && see;
                if !repeats && !fills {
                    allowed[0] |= 1 << d0;
                    allowed[1] |= 1 << d1;
                }
            }
        }
        allowed
    }

    /// SE's order of aligned pair exclusions taken literally: candidate cells in reading order,
    /// every pair of them by second cell then first, two bivalue cells seeing both; what each
    /// pair excludes by trying every pair of digits. The first that excludes something, as
    /// its cells and eliminations.
    fn first_pair_in_se_order(open: &[u16; 81]) -> Option<([usize; 2], Eliminations)> {
        let bivalue = |c: usize| open[c].count_ones() == 2;
        let candidates: Vec<usize> = (0..81)
            .filter(|&cell| {
                let peers = || cells_of(PEER_SETS[cell]);
                open[cell].count_ones() >= 2
                    && !peers().any(|p| open[p].count_ones() == 1)
                    && peers().any(bivalue)
            })
            .collect();
        for second in 1..candidates.len() {
            for first in 0..second {
                let cells = [candidates[first], candidates[second]];
                let seeing_both = PEER_SETS[cells[0]] & PEER_SETS[cells[1]];
                let common: Vec<usize> = cells_of(seeing_both).filter(|&c| bivalue(c)).collect();
                if common.len() < 2 {
                    continue;
                }
                let common = common.iter().fold(0u128, |set, &c| set | 1 << c);
                let allowed = every_pair_of_digits(open, cells, common);
                let eliminations: Vec<(usize, u8)> = (0..2)
                    .flat_map(|i| {
                        bits(open[cells[i]] & !allowed[i]).map(move |d| (cells[i], d as u8 + 1))
                    })
                    .collect();
                if !eliminations.is_empty() {
                    return Some((cells, eliminations));
                }
            }
        }
        None
    }

    #[test]
    fn pairs_are_tried_in_se_order() {
        let mut found = 0;
        for position in sample_positions(120) {
            let expected = first_pair_in_se_order(&position.open);
            let step = search_pairs(&position, &mut Fruitless::new(81));
            let got = step.map(|s| ([s.cells[0], s.cells[1]], s.eliminations));
            assert_eq!(got, expected, "{position:?}");
            found += usize::from(expected.is_some());
        }
        assert!(found > 20, "only {found} exclusions");
    }

    /// Triplet bases as SE picks them, peer by peer: open cells of two candidates or more with
    /// no peer of one and some of two or three, those being their excluders.
    #[test]
    fn bases_are_cells_with_excluders_and_no_single_peer() {
        use crate::logic::geometry::PEERS;
        for position in sample_positions(30) {
            let open = &position.open;
            let (bases, excluders, is_base) = triplet_bases(open);
            let mut expected = Vec::new();
            for cell in (0..81).filter(|&c| open[c].count_ones() >= 2) {
                let sizes = PEERS[cell].map(|p| open[p].count_ones());
                let set = PEERS[cell]
                    .iter()
                    .zip(sizes)
                    .filter(|&(_, size)| size == 2 || size == 3)
                    .fold(0u128, |set, (&p, _)| set | 1 << p);
                if !sizes.contains(&1) && set != 0 {
                    expected.push(cell);
                    assert_eq!(excluders[cell], set);
                }
            }
            assert_eq!(bases, expected);
            assert_eq!(is_base, expected.iter().fold(0, |s, &c| s | 1u128 << c));
        }
    }

    /// What two cells keep, against trying every pair of their digits: a pair goes when it
    /// repeats a digit in cells that see each other or fills a bivalue cell seeing both.
    #[test]
    fn pairs_keep_what_trying_every_combination_keeps() {
        let (mut pairs, mut excluding) = (0, 0);
        for position in sample_positions(30) {
            let open = &position.open;
            let bivalue = (0..81)
                .filter(|&c| open[c].count_ones() == 2)
                .fold(0u128, |set, c| set | 1 << c);
            for c0 in (0..81).filter(|&c| open[c].count_ones() >= 2) {
                for c1 in (c0 + 1..81).filter(|&c| open[c].count_ones() >= 2) {
                    let common = PEER_SETS[c0] & PEER_SETS[c1] & bivalue;
                    let allowed = every_pair_of_digits(open, [c0, c1], common);
                    assert_eq!(pair_allowed(open, [c0, c1], common), allowed, "{c0} {c1}");
                    pairs += 1;
                    excluding += usize::from(allowed != [open[c0], open[c1]]);
                }
            }
        }
        assert!(
            pairs > 10_000 && excluding > 100,
            "{pairs} pairs, {excluding} excluding"
        );
    }

    /// The rule for where SE's order first reaches three cells, against trying the other two
    /// pairs of them in its order.
    #[test]
    fn three_cells_are_first_reached_from_their_earliest_pair() {
        let (mut here, mut before) = (0, 0);
        for position in sample_positions(20) {
            let open = &position.open;
            let (bases, excluders, is_base) = triplet_bases(open);
            // Pairs of bases in cell order come by second cell, then first.
            let order = |a: usize, b: usize| (a.max(b), a.min(b));
            let reaches =
                |a: usize, b: usize, c: usize| (excluders[a] | excluders[b]) >> c & 1 == 1;
            for (i, &c1) in bases.iter().enumerate() {
                for &c0 in &bases[..i] {
                    let first = first_reached_from(open, c0, c1);
                    for c2 in cells_of(is_base & !(1u128 << c0 | 1u128 << c1)) {
                        let common = excluders[c0] & excluders[c1] & excluders[c2];
                        if common.count_ones() < 2 || !reaches(c0, c1, c2) {
                            continue;
                        }
                        let earlier = (order(c0, c2) < order(c0, c1) && reaches(c0, c2, c1))
                            || (order(c1, c2) < order(c0, c1) && reaches(c1, c2, c0));
                        assert_eq!(first >> c2 & 1 == 1, !earlier, "{c0} {c1} {c2}");
                        here += usize::from(!earlier);
                        before += usize::from(earlier);
                    }
                }
            }
        }
        assert!(here > 1000 && before > 1000, "{here} here, {before} before");
    }

    /// A triplet whose third cell becomes a base cell when a single among its peers (and none
    /// of the pair's) is placed is tried, though nothing around the pair changed.
    #[test]
    fn a_third_cell_that_becomes_a_base_is_tried() {
        let mut tried = 0;
        for position in sample_positions(60) {
            let open = &position.open;
            let Some(step) = search_triplets(&position, &mut Fruitless::new(TRIPLET_ROWS)) else {
                continue;
            };
            let [c0, c1, c2] = [step.cells[0], step.cells[1], step.cells[2]];
            let apart = !(PEER_SETS[c0] | PEER_SETS[c1]) & !(1u128 << c0 | 1u128 << c1);
            for single in cells_of(PEER_SETS[c2] & apart).filter(|&c| open[c].count_ones() >= 2) {
                // Before: `single` has one candidate, so `c2` is no base; then it is placed.
                let mut before = position;
                before.open[single] = open[single] & open[single].wrapping_neg();
                let mut after = position;
                after.open[single] = 0;
                let fresh = search_triplets(&after, &mut Fruitless::new(TRIPLET_ROWS));
                let mut memo = Fruitless::new(TRIPLET_ROWS);
                search_triplets(&before, &mut memo);
                assert_eq!(search_triplets(&after, &mut memo), fresh, "{position:?}");
                tried += 1;
            }
        }
        assert!(tried > 20, "only {tried} cases");
    }

    /// A search that remembers which pairs or triplets excluded nothing finds what a fresh one
    /// finds, along the rater's path through puzzles (where few cells change between two
    /// searches) and from one unrelated grid to the next.
    #[test]
    fn remembering_fruitless_cells_changes_no_finding() {
        let mut kept = (Fruitless::new(81), Fruitless::new(TRIPLET_ROWS));
        let (mut searches, mut found) = (0, 0);
        let mut check = |position: &Position| {
            let fresh = search_pairs(position, &mut Fruitless::new(81));
            assert_eq!(search_pairs(position, &mut kept.0), fresh, "{position:?}");
            found += usize::from(fresh.is_some());
            let fresh = search_triplets(position, &mut Fruitless::new(TRIPLET_ROWS));
            assert_eq!(
                search_triplets(position, &mut kept.1),
                fresh,
                "{position:?}"
            );
            searches += 1;
            found += usize::from(fresh.is_some());
        };
        for position in sample_positions(40) {
            check(&position);
        }
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/se-classic-chains.txt"
        );
        let text = std::fs::read_to_string(path).expect("the reference chain puzzles");
        for line in text.lines().filter(|l| !l.starts_with('#')).take(12) {
            let grid = crate::format::parse_line(line.split_whitespace().next().unwrap()).unwrap();
            let mut position = Position::from_grid(&grid);
            while let Some(step) = crate::logic::rater::next(&position) {
                check(&position);
                position.apply(&step);
            }
        }
        assert!(
            searches > 300 && found > 10,
            "{searches} searches, {found} found"
        );
        // And the memory serves: along the rating paths most sets need no new look.
        let skipped = (kept.0.skipped.get(), kept.1.skipped.get());
        assert!(
            skipped.0 > 6000 && skipped.1 > 15000,
            "only {skipped:?} skipped"
        );
    }

    #[test]
    fn a_triplet_excludes_what_trying_every_combination_excludes() {
        let (mut compared, mut excluding) = (0, 0);
        for position in sample_positions(30) {
            let open = &position.open;
            let cells: Vec<usize> = (0..81).filter(|&c| open[c].count_ones() >= 2).collect();
            let pairs_and_triples =
                |c: usize| open[c].count_ones() == 2 || open[c].count_ones() == 3;
            for (a, &c0) in cells.iter().enumerate().step_by(3) {
                for (b, &c1) in cells.iter().enumerate().skip(a + 1) {
                    for &c2 in cells.iter().skip(b + 1).step_by(2) {
                        let shared = PEER_SETS[c0] & PEER_SETS[c1] & PEER_SETS[c2];
                        let common = cells_of(shared)
                            .filter(|&c| pairs_and_triples(c))
                            .fold(0u128, |set, c| set | 1 << c);
                        if common == 0 {
                            continue;
                        }
                        let expected = every_combination(open, [c0, c1, c2], common);
                        let found = triplet(open, [c0, c1, c2], common);
                        let gone = found.map(|step| step.eliminations).unwrap_or_default();
                        assert_eq!(gone, expected, "{c0} {c1} {c2} in {position:?}");
                        compared += 1;
                        excluding += usize::from(!gone.is_empty());
                    }
                }
            }
        }
        assert!(
            compared > 1000 && excluding > 20,
            "{compared} triplets, {excluding} excluding"
        );
    }
}
