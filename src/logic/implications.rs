//! What a forcing chain of level 1 and up ("dynamic forcing chains (+)" and the nested ones)
//! concludes once its direct links run out: it applies other techniques to the grid its
//! assumption has left, and every candidate they remove becomes one more link of the chain.
//!
//! As in SE, the techniques are tried in a fixed order and the first one that yields anything
//! yields every hint it has; a hint counts only when it relies on candidates the chain struck
//! (its "rule parents", which become the parents of the links it adds). The order of the links
//! matters for the ratings (a candidate reached two ways keeps its first parents), so the order
//! SE visits a hint's eliminations in is kept: a Java `HashMap` keyed by cell index.

use std::rc::Rc;

use super::fish::{Fish, find_fish, fish_step};
use super::focus::Focus;
use super::geometry::{CELL_REGION_SETS, CELL_REGIONS, INTERSECTIONS, REGIONS, bits, cells_of};
use super::intersections::{Locking, find_locking, locking_found};
use super::node::{NODES, Node, node, node_cell, node_digit};
use super::position::Position;
use super::step::Step;
use super::subsets::{
    HiddenSet, NakedSet, find_hidden_set, find_naked_set, hidden_step, naked_step,
};

/// One candidate a technique removes from the grid an assumption left, with the candidates the
/// assumption struck that the technique relied on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Implied<'a> {
    /// The candidate, off.
    pub(crate) off: Node,
    /// The struck candidates (off nodes) the technique relied on.
    pub(crate) parents: &'a [Node],
    /// The technique.
    pub(crate) origin: Origin,
}

/// The candidates techniques remove from the grid an assumption left, in the order found
/// ([`Implied`]). The parents of a hint are listed once for all it removes, in one list for
/// every hint: nested rules hand on hundreds of thousands of eliminations in a rating (most
/// of them of candidates the chain has reached already), and a list of its own for each cost
/// an allocation.
#[derive(Default)]
pub(crate) struct Implications {
    links: Vec<Link>,
    parents: Vec<Node>,
}

/// An [`Implied`], its parents where they lie in [`Implications::parents`].
struct Link {
    off: Node,
    parents: (u32, u32),
    origin: Origin,
}

impl Implications {
    pub(crate) fn is_empty(&self) -> bool {
        self.links.is_empty()
    }

    /// Every candidate removed, in order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = Implied<'_>> {
        self.links.iter().map(|link| Implied {
            off: link.off,
            parents: &self.parents[link.parents.0 as usize..link.parents.1 as usize],
            origin: link.origin,
        })
    }
}

/// What added a link to a chain: one of the basic techniques, or a chaining rule's hint,
/// which adds its length to that of a chain through the link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Origin {
    Basic(Basic),
    Chain(Nested),
}

/// The basic techniques a chain asks from SE's level 1 on ([`basic`]), in the order it asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Basic {
    /// Pointing and claiming.
    Locking,
    HiddenPair,
    NakedPair,
    XWing,
}

/// A chain used inside another: its length (nested chains included) and a fingerprint of its
/// links, so that a chain met twice along one hint counts once, as SE counts it; and the rule
/// that found it, numbered as the nesting chain numbers them, so that it can be found again
/// to be shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Nested {
    pub(crate) complexity: usize,
    pub(crate) fingerprint: u64,
    pub(crate) rule: u8,
}

/// A hint of a chaining rule run inside another chain: its sort keys, what it removes, and
/// the candidates struck by the outer chain it relied on.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct InnerHint {
    pub(crate) difficulty: f64,
    pub(crate) complexity: usize,
    pub(crate) sort_key: u8,
    pub(crate) removals: Removed,
    pub(crate) parents: Vec<Node>,
    pub(crate) fingerprint: u64,
    /// What the parents were worked out from: each link of the hint's chains that relied on
    /// its cell or region (the candidate, on, and why), in order; for the parents the hint has
    /// when the outer chain started from another position. Shared with the copies of the hint
    /// that the grids kept by grid hand on to growths from other positions: copying the list
    /// took an allocation for each of a hundred thousand hints in a nested rating.
    pub(crate) reliance: Rc<[(Node, Cause)]>,
}

/// What a nested hint removes, `(cell, digit mask)` in the order found: a forcing chain's hint
/// removes from one cell, kept in place, where a list of one took an allocation (and its
/// copies for other positions another) for each of hundreds of thousands of hints in a nested
/// rating; a static cycle's may remove from several.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Removed {
    One((usize, u16)),
    Many(Removals),
}

impl Removed {
    pub(crate) fn as_slice(&self) -> &[(usize, u16)] {
        match self {
            Removed::One(one) => std::slice::from_ref(one),
            Removed::Many(list) => list,
        }
    }
}

impl InnerHint {
    /// The parents this hint has when the outer chain struck `struck`.
    pub(crate) fn parents_from(&self, struck: &Struck) -> Vec<Node> {
        parents_from(&self.reliance, struck)
    }
}

/// The candidates an outer chain struck: those of the grid it started from that the grid it
/// left lacks, by cell and by digit.
pub(crate) struct Struck {
    /// Each cell's struck digits.
    cells: [u16; 81],
    /// Each digit's struck cells: a region's are read at once, where most regions have none.
    boards: [u128; 9],
}

impl Struck {
    /// What a chain that started from `source` and left `grid` struck.
    pub(crate) fn new(source: &[u16; 81], grid: &[u16; 81]) -> Struck {
        let mut struck = Struck {
            cells: [0; 81],
            boards: [0; 9],
        };
        for cell in 0..81 {
            let digits = source[cell] & !grid[cell];
            struck.cells[cell] = digits;
            for d in bits(digits) {
                struck.boards[d] |= 1 << cell;
            }
        }
        struck
    }
}

/// The parents of a nested hint whose links relied on their cells or regions as `reliance`
/// says, when the outer chain struck `struck` (SE's `getRuleParents`).
pub(crate) fn parents_from(reliance: &[(Node, Cause)], struck: &Struck) -> Vec<Node> {
    let mut parents = RuleParents::new(struck);
    for &(n, cause) in reliance {
        parents.add((node_cell(n), node_digit(n)), cause);
    }
    parents.into_list()
}

/// Why a candidate came on (or, in a cycle read backwards, went off): the link that forced it.
pub(crate) type Cause = u8;
/// The start of a chain, or a link with no cause worth recording.
pub(crate) const NO_CAUSE: Cause = 0;
/// The cell's other candidates are gone (or, for an off link, the cell holds another digit).
pub(crate) const CELL_CAUSE: Cause = 1;

/// The digit's other places in a region of `kind` (block, row, column) are gone.
pub(crate) const fn region_cause(kind: usize) -> Cause {
    2 + kind as Cause
}

/// The candidates the outer chain struck that a nested hint relied on (SE's `getRuleParents`
/// of a chaining hint), each once, in the order first met: for each of its links, those its
/// cause relied on ([`RuleParents::add`]).
struct RuleParents<'a> {
    struck: &'a Struck,
    list: Vec<Node>,
    /// The candidates in `list`, as a set: a long hint meets the same ones many times over.
    listed: [u64; NODES.div_ceil(64)],
}

impl<'a> RuleParents<'a> {
    fn new(struck: &'a Struck) -> RuleParents<'a> {
        RuleParents {
            struck,
            // Room for most hints' parents at once: the list grown from nothing, hundreds of
            // thousands of times in a nested rating, cost half a percent of it in reallocations.
            list: Vec::with_capacity(16),
            listed: [0; NODES.div_ceil(64)],
        }
    }

    /// Adds the struck candidates a link with `cause` at `(cell, d)` relied on: the cell's
    /// other digits, or the digit's other places in the region (in the region's order, which
    /// is the cells' order).
    fn add(&mut self, (cell, d): (usize, usize), cause: Cause) {
        if cause == CELL_CAUSE {
            for other in bits(self.struck.cells[cell]) {
                self.push(node(cell, other, false));
            }
        } else if cause != NO_CAUSE {
            let kind = usize::from(cause - 2);
            debug_assert!(REGIONS[kind][CELL_REGIONS[cell][kind]].is_sorted());
            for c in cells_of(self.struck.boards[d] & CELL_REGION_SETS[cell][kind]) {
                self.push(node(c, d, false));
            }
        }
    }

    fn push(&mut self, n: Node) {
        let (word, bit) = (usize::from(n) / 64, n % 64);
        if self.listed[word] >> bit & 1 == 0 {
            self.listed[word] |= 1 << bit;
            self.list.push(n);
        }
    }

    fn into_list(self) -> Vec<Node> {
        self.list
    }
}

/// Sorts the hints of the rule numbered `rule` as SE does before handing them on (a stable sort
/// by rating, length and kind), and adds every elimination of those that relied on the outer
/// chain.
pub(crate) fn push_hints(result: &mut Implications, hints: &[InnerHint], rule: u8) {
    let mut sorted: Vec<&InnerHint> = hints.iter().collect();
    sorted.sort_by(|a, b| {
        (a.difficulty, a.complexity, a.sort_key)
            .partial_cmp(&(b.difficulty, b.complexity, b.sort_key))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    // Room for every link and parent at once (a forcing chain's hint removes one candidate,
    // mostly): grown from nothing, the two lists took a dozen reallocations a round.
    result.links.reserve(sorted.len());
    result
        .parents
        .reserve(sorted.iter().map(|hint| hint.parents.len()).sum());
    for hint in sorted {
        let nested = Nested {
            complexity: hint.complexity,
            fingerprint: hint.fingerprint,
            rule,
        };
        // A nested chain's hint removes from one cell, and a list of one is in order: it is
        // handed on from a copy on the stack, where cloning the list took an allocation for
        // each of hundreds of thousands of hints in a nested rating.
        let (mut one, mut copy);
        let removals: &mut [(usize, u16)] = match &hint.removals {
            &Removed::One(only) => {
                one = [only];
                &mut one
            }
            Removed::Many(list) => {
                copy = list.clone();
                &mut copy
            }
        };
        push_each(result, &hint.parents, removals, Origin::Chain(nested));
    }
}

/// The keys SE sorts a nested rule's hints by: rating, length, kind.
pub(crate) type HintKeys = (f64, usize, u8);

/// For each candidate the hints of a nested rule remove, the keys of the first hint that
/// removes it, relying on the outer chain, in the order [`push_hints`] will hand them on.
///
/// That order is a stable sort by keys, and the outer chain keeps only the first link to a
/// candidate; so a hint found after others whose keys are no worse, that between them remove
/// everything it removes, adds nothing, and a search need not build it. Nested searches find
/// each elimination many times over (eight hints to one elimination at level 4), and building
/// a hint (its parents, its fingerprint) costs more than finding it.
pub(crate) struct Kept(Vec<Option<HintKeys>>);

impl Kept {
    pub(crate) fn new() -> Kept {
        Kept(vec![None; 81 * 9])
    }

    /// A table that keeps nothing, so that every hint is built: what the tests compare with.
    #[cfg(test)]
    pub(crate) fn nothing() -> Kept {
        Kept(Vec::new())
    }

    /// Whether a hint with `keys` found now would add a link: some candidate it removes has
    /// no hint yet, or only ones that sort after it.
    pub(crate) fn adds(&self, (cell, digits): (usize, u16), keys: HintKeys) -> bool {
        if self.0.is_empty() {
            return true;
        }
        bits(digits).any(|d| match self.0[cell * 9 + d] {
            None => true,
            Some(kept) => kept.partial_cmp(&keys) == Some(std::cmp::Ordering::Greater),
        })
    }

    /// The longest a hint with `sort_key` removing `digits` from `cell` can be and add a link
    /// (see [`longest_before`]).
    pub(crate) fn longest(&self, (cell, digits): (usize, u16), sort_key: u8) -> usize {
        if self.0.is_empty() {
            return usize::MAX;
        }
        bits(digits)
            .map(|d| match self.0[cell * 9 + d] {
                None => usize::MAX,
                Some((_, complexity, key)) => longest_before((complexity, key), sort_key),
            })
            .max()
            .unwrap_or(0)
    }

    /// Notes a hint taken: with `keys`, it removes `digits` from `cell`.
    pub(crate) fn keep(&mut self, (cell, digits): (usize, u16), keys: HintKeys) {
        if self.0.is_empty() {
            return;
        }
        for d in bits(digits) {
            let kept = &mut self.0[cell * 9 + d];
            if kept.is_none_or(|k| k.partial_cmp(&keys) == Some(std::cmp::Ordering::Greater)) {
                *kept = Some(keys);
            }
        }
    }
}

/// The longest a hint with `sort_key` can be and still sort before one of length `complexity`
/// and kind `key` found by the same search (so of the same base rating, which a longer hint
/// never lowers): as long, when its kind sorts first; one shorter otherwise.
pub(crate) fn longest_before((complexity, key): (usize, u8), sort_key: u8) -> usize {
    if sort_key < key {
        complexity
    } else {
        complexity.saturating_sub(1)
    }
}

/// The links a nested rule's hints give an outer chain: those [`push_hints`] hands on, the
/// first of each candidate only, as the outer chain keeps them.
#[cfg(test)]
pub(crate) fn first_links(hints: &[InnerHint]) -> Vec<(Node, Vec<Node>, Origin)> {
    let mut all = Implications::default();
    push_hints(&mut all, hints, 0);
    let mut seen = std::collections::HashSet::new();
    all.iter()
        .filter(|link| seen.insert(link.off))
        .map(|link| (link.off, link.parents.to_vec(), link.origin))
        .collect()
}

/// Checks that a nested rule's hints found with [`Kept`] (`some`) give an outer chain the same
/// links as every hint (`every`, [`first_links`]). Returns how many links that is.
#[cfg(test)]
pub(crate) fn assert_same_links(some: Vec<InnerHint>, every: Vec<InnerHint>) -> usize {
    assert!(some.len() <= every.len());
    let kept = first_links(&some);
    assert_eq!(kept, first_links(&every));
    kept.len()
}

/// Eliminations of one hint, `(cell, digit mask)` in the order the hint found them.
pub(crate) type Removals = Vec<(usize, u16)>;

/// Where a chain's working grid lost candidates that each basic technique has not looked at
/// yet, one [`Focus`] per technique of [`basic`], in its order.
///
/// A chain runs the basic techniques each time its direct links run out. A hint that was there
/// the last time a technique looked was taken then, and every candidate it removes has been
/// struck since, so it removes nothing now; a hint that was not there, or that relied on
/// nothing struck, can appear only where the grid lost candidates since. So each technique
/// need only look where the grid changed since it last looked (or since the start, the first
/// time), and finds exactly what a search of every struck place would keep.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Unseen([Focus; 4]);

impl Unseen {
    /// A grid that lost nothing yet.
    pub(crate) const NOWHERE: Unseen = Unseen([Focus::NOWHERE; 4]);

    /// Everywhere, for every technique: a search of the whole grid.
    #[cfg(test)]
    const EVERYWHERE: Unseen = Unseen([Focus::EVERYWHERE; 4]);

    /// Notes that `cell` lost digit `d` (0-based).
    pub(crate) fn strike(&mut self, cell: usize, d: usize) {
        for focus in &mut self.0 {
            focus.strike(cell, d);
        }
    }
}

/// The candidates the basic techniques of SE's level 1 (pointing and claiming, hidden and
/// naked pairs, X-Wings) remove from `current`, which is `start` with the candidates an
/// assumption struck taken out. Only hints that rely on a struck candidate count, so only the
/// places where candidates were struck that each technique has not seen (`unseen`) are
/// searched; the techniques that look are marked as having seen everything.
pub(crate) fn basic(start: &Position, current: &Position, unseen: &mut Unseen) -> Implications {
    let source = &start.open;
    let grid = &current.open;
    // A hint that removes nothing is no hint (SE's `isWorth`).
    let keep = |result: &mut Implications, parents: Vec<Node>, mut removals: Removals, rule| {
        if !removals.is_empty() {
            push_each(result, &parents, &mut removals, Origin::Basic(rule));
        }
        None::<()>
    };
    let rules: [&Rule; 4] = [
        &|result, focus| {
            find_locking(current, focus, |found| {
                let parents = locking_parents(source, grid, &found);
                keep(result, parents, locking_removals(&found), Basic::Locking)
            });
        },
        &|result, focus| {
            find_hidden_set(current, 2, false, focus, |found| {
                keep(
                    result,
                    hidden_parents(source, &found),
                    hidden_removals(grid, &found),
                    Basic::HiddenPair,
                )
            });
        },
        &|result, focus| {
            find_naked_set(current, 2, focus, |found| {
                keep(
                    result,
                    naked_parents(source, &found),
                    naked_removals(grid, &found),
                    Basic::NakedPair,
                )
            });
        },
        &|result, focus| {
            find_fish(current, 2, focus, |found| {
                let parents = fish_parents(source, grid, &found);
                keep(result, parents, fish_removals(grid, &found), Basic::XWing)
            });
        },
    ];
    let mut result = Implications::default();
    for (rule, focus) in rules.into_iter().zip(&mut unseen.0) {
        rule(&mut result, focus);
        *focus = Focus::NOWHERE;
        if !result.is_empty() {
            break;
        }
    }
    result
}

/// The step of the basic technique `rule` that removes `off` from `grid`, the working grid of
/// a chain: the pattern behind a link the technique added, found
/// again to be shown (the first in SE's order that removes it).
pub(crate) fn basic_step(grid: &Position, rule: Basic, off: Node) -> Option<Step> {
    let everywhere = &Focus::EVERYWHERE;
    let removes = |step: Option<Step>| {
        let removed = (node_cell(off), node_digit(off) as u8 + 1);
        step.filter(|step| step.eliminations.contains(&removed))
    };
    match rule {
        Basic::Locking => find_locking(grid, everywhere, |found| {
            removes(locking_found(grid, false, found))
        }),
        Basic::HiddenPair => find_hidden_set(grid, 2, false, everywhere, |found| {
            removes(hidden_step(grid, 2, false, found))
        }),
        Basic::NakedPair => find_naked_set(grid, 2, everywhere, |found| {
            removes(naked_step(grid, 2, found))
        }),
        Basic::XWing => find_fish(grid, 2, everywhere, |found| {
            removes(fish_step(grid, 2, found))
        }),
    }
}

/// One basic technique, adding what it removes, looking only where `Focus` says.
type Rule<'a> = dyn Fn(&mut Implications, &Focus) + 'a;

/// Adds one hint's eliminations, each with the hint's parents, in the order SE visits them.
/// A hint that relies on nothing the chain struck adds nothing: it was there without the
/// chain.
fn push_each(
    result: &mut Implications,
    parents: &[Node],
    removals: &mut [(usize, u16)],
    origin: Origin,
) {
    if parents.is_empty() {
        return;
    }
    java_hash_order(removals);
    let start = result.parents.len() as u32;
    result.parents.extend_from_slice(parents);
    let listed = (start, result.parents.len() as u32);
    for &(cell, digits) in &*removals {
        for d in bits(digits) {
            result.links.push(Link {
                off: node(cell, d, false),
                parents: listed,
                origin,
            });
        }
    }
}

/// Orders `(cell, …)` entries, given in insertion order, as a Java `HashMap` keyed by cell
/// index iterates them: by bucket (the index modulo the table size, which grows from 16 as
/// the map fills past three quarters), then in insertion order within a bucket.
fn java_hash_order(entries: &mut [(usize, u16)]) {
    let mut table = 16;
    while entries.len() * 4 > table * 3 {
        table *= 2;
    }
    entries.sort_by_key(|&(cell, _)| cell & (table - 1));
}

fn locking_removals(found: &Locking) -> Removals {
    let bit = 1u16 << (found.digit - 1);
    bits(found.outside)
        .map(|i| (REGIONS[found.kind2][found.i2][i], bit))
        .collect()
}

/// The digit's places struck from the first unit outside the second: they had to go for the
/// digit to be confined.
fn locking_parents(source: &[u16; 81], grid: &[u16; 81], found: &Locking) -> Vec<Node> {
    let d = usize::from(found.digit - 1);
    let mut parents = Vec::new();
    for (i, &cell) in REGIONS[found.kind1][found.i1].iter().enumerate() {
        let inside = INTERSECTIONS[found.kind1][found.i1][found.kind2][found.i2] >> i & 1 == 1;
        if !inside && source[cell] >> d & 1 == 1 && grid[cell] >> d & 1 == 0 {
            parents.push(node(cell, d, false));
        }
    }
    parents
}

fn hidden_removals(grid: &[u16; 81], found: &HiddenSet) -> Removals {
    bits(found.union)
        .map(|i| REGIONS[found.kind][found.index][i])
        .map(|cell| (cell, grid[cell] & !found.digits))
        .filter(|&(_, digits)| digits != 0)
        .collect()
}

/// The set's digits in the unit's other cells, as the puzzle had them: they had to go.
fn hidden_parents(source: &[u16; 81], found: &HiddenSet) -> Vec<Node> {
    let mut parents = Vec::new();
    for (i, &cell) in REGIONS[found.kind][found.index].iter().enumerate() {
        if found.union >> i & 1 == 0 {
            for d in bits(found.digits & source[cell]) {
                parents.push(node(cell, d, false));
            }
        }
    }
    parents
}

fn naked_removals(grid: &[u16; 81], found: &NakedSet) -> Removals {
    REGIONS[found.kind][found.index]
        .iter()
        .enumerate()
        .filter(|&(i, _)| found.chosen >> i & 1 == 0)
        .map(|(_, &cell)| (cell, grid[cell] & found.union))
        .filter(|&(_, digits)| digits != 0)
        .collect()
}

/// The set cells' other digits, as the puzzle had them: they had to go.
fn naked_parents(source: &[u16; 81], found: &NakedSet) -> Vec<Node> {
    let mut parents = Vec::new();
    for i in bits(found.chosen) {
        let cell = REGIONS[found.kind][found.index][i];
        for d in bits(source[cell] & !found.union) {
            parents.push(node(cell, d, false));
        }
    }
    parents
}

fn fish_removals(grid: &[u16; 81], found: &Fish) -> Removals {
    let bit = 1u16 << (found.digit - 1);
    let mut removals = Vec::new();
    for line in bits(found.union) {
        for (i, &cell) in REGIONS[found.cover][line].iter().enumerate() {
            if found.lines >> i & 1 == 0 && grid[cell] & bit != 0 {
                removals.push((cell, bit));
            }
        }
    }
    removals
}

/// The digit's places struck from the base lines outside the cover lines.
fn fish_parents(source: &[u16; 81], grid: &[u16; 81], found: &Fish) -> Vec<Node> {
    let d = usize::from(found.digit - 1);
    let mut parents = Vec::new();
    for line in bits(found.lines) {
        for &cell in &REGIONS[found.base][line] {
            let covered = found.union >> CELL_REGIONS[cell][found.cover] & 1 == 1;
            if !covered && source[cell] >> d & 1 == 1 && grid[cell] >> d & 1 == 0 {
                parents.push(node(cell, d, false));
            }
        }
    }
    parents
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_line;
    use crate::logic::node::{node_cell, node_digit};

    /// The longest hint the table leaves room for is exactly where it stops adding links: one
    /// as long adds one, one longer does not, for a candidate kept with any length and kind
    /// (of the same base rating, as in one search), and for two candidates of a cell kept
    /// with different ones; with nothing kept for a candidate, there is no limit.
    #[test]
    fn the_longest_hint_a_table_leaves_room_for_is_where_it_stops_adding() {
        use crate::logic::chains::difficulty;
        for base in [6.5, 8.5, 10.5] {
            for kept_length in (1..200).step_by(9) {
                for kept_kind in [1, 5, 6, 7] {
                    let mut kept = Kept::new();
                    let keys = (difficulty(base, kept_length), kept_length, kept_kind);
                    kept.keep((10, 0b10), keys);
                    let other = (difficulty(base, kept_length + 13), kept_length + 13, 1);
                    kept.keep((10, 0b100), other);
                    for removals in [(10, 0b10), (10, 0b110)] {
                        for kind in [1, 5, 6, 7] {
                            let longest = kept.longest(removals, kind);
                            for length in 1..240 {
                                let keys = (difficulty(base, length), length, kind);
                                let adds = kept.adds(removals, keys);
                                assert_eq!(adds, length <= longest, "{kept_length} {length}");
                            }
                        }
                    }
                    assert_eq!(kept.longest((10, 0b1000), 5), usize::MAX);
                }
            }
        }
    }

    /// A hint adds a link only if it removes a candidate no hint kept so far removes with
    /// keys as good: after the stable sort, an equal hint found earlier comes first.
    #[test]
    fn a_hint_adds_only_what_no_earlier_or_better_hint_removes() {
        let mut kept = Kept::new();
        let (r1c1, r1c2) = (0, 1);
        let (digits_1_2, digit_2, digit_3) = (0b011, 0b010, 0b100);
        assert!(kept.adds((r1c1, digits_1_2), (9.5, 20, 1)));
        kept.keep((r1c1, digits_1_2), (9.5, 20, 1));
        // The same keys, or worse ones: already there, first.
        assert!(!kept.adds((r1c1, digit_2), (9.5, 20, 1)));
        assert!(!kept.adds((r1c1, digit_2), (9.5, 21, 1)));
        assert!(!kept.adds((r1c1, digit_2), (9.5, 20, 5)));
        assert!(!kept.adds((r1c1, digit_2), (9.6, 12, 1)));
        // Better keys sort first; a candidate not yet removed, or another cell, is new.
        assert!(kept.adds((r1c1, digit_2), (9.5, 19, 1)));
        assert!(kept.adds((r1c1, digit_2), (9.5, 20, 0)));
        assert!(kept.adds((r1c1, digit_2 | digit_3), (9.7, 40, 6)));
        assert!(kept.adds((r1c2, digit_2), (9.7, 40, 6)));
        // Keeping better keys lowers the bar for that candidate only.
        kept.keep((r1c1, digit_2), (9.5, 10, 1));
        assert!(!kept.adds((r1c1, digit_2), (9.5, 19, 1)));
        assert!(kept.adds((r1c1, 0b001), (9.5, 19, 1)));
        // A worse hint kept later leaves the better one in place.
        kept.keep((r1c1, 0b001), (9.6, 4, 1));
        assert!(!kept.adds((r1c1, 0b001), (9.5, 20, 1)));
    }

    /// Searching only where candidates were struck finds exactly what searching everywhere
    /// keeps, in the same order: grids left by striking candidates from reference positions.
    #[test]
    fn focused_search_keeps_every_hint_in_order() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/se-classic.txt");
        let text = std::fs::read_to_string(path).expect("the reference ratings");
        let mut compared = 0;
        let mut nonempty = 0;
        for line in text.lines().filter(|l| !l.starts_with('#')).take(60) {
            let puzzle = parse_line(line.split_whitespace().next().unwrap()).unwrap();
            let start = Position::from_grid(&puzzle);
            let open: Vec<usize> = (0..81)
                .filter(|&c| start.open[c].count_ones() >= 3)
                .collect();
            for (i, &cell) in open.iter().enumerate().take(12) {
                // Strike all but two digits of one cell (a naked or hidden pair may follow), and
                // one digit of a cell further on.
                let mut work = start;
                let mut unseen = Unseen::NOWHERE;
                let mut strike = |cell: usize, d: usize| {
                    work.remove(cell, d as u8);
                    unseen.strike(cell, d);
                };
                for d in bits(start.open[cell]).skip(2) {
                    strike(cell, d);
                }
                let other = open[(i * 7 + 3) % open.len()];
                if other != cell {
                    strike(other, start.open[other].trailing_zeros() as usize);
                }
                // Every few grids, confine a digit of the row to the cell's box (a claiming).
                let outside_box = |c: &usize| c % 9 / 3 != cell % 9 / 3;
                let row = cell / 9 * 9..cell / 9 * 9 + 9;
                let box_outside_row = (0..81).filter(|&c| {
                    c / 27 == cell / 27 && c % 9 / 3 == cell % 9 / 3 && c / 9 != cell / 9
                });
                let claimable = |d: usize| {
                    let has = |c: usize| start.open[c] >> d & 1 == 1;
                    row.clone().filter(outside_box).any(has) && box_outside_row.clone().any(has)
                };
                let claim = bits(start.open[cell]).find(|&d| claimable(d));
                if let Some(d) = claim.filter(|_| i % 3 == 0) {
                    for c in row.filter(outside_box) {
                        strike(c, d);
                    }
                }
                let everywhere = basic(&start, &work, &mut { Unseen::EVERYWHERE });
                let found = basic(&start, &work, &mut unseen);
                assert_eq!(listed(&found), listed(&everywhere), "{line}");
                compared += 1;
                nonempty += usize::from(!everywhere.is_empty());
                // A chain strikes what the techniques found, and more, then looks again: the
                // techniques that looked only look where the grid changed since.
                for implied in found.iter() {
                    let (cell, d) = (node_cell(implied.off), node_digit(implied.off));
                    work.remove(cell, d as u8);
                    unseen.strike(cell, d);
                }
                let further = open[(i * 5 + 1) % open.len()];
                if work.open[further].count_ones() > 1 {
                    let d = 15 - work.open[further].leading_zeros() as usize;
                    work.remove(further, d as u8);
                    unseen.strike(further, d);
                }
                let everywhere = basic(&start, &work, &mut { Unseen::EVERYWHERE });
                let again = basic(&start, &work, &mut unseen);
                assert_eq!(listed(&again), listed(&everywhere), "{line}, looking again");
                nonempty += usize::from(!again.is_empty());
            }
        }
        assert!(
            compared > 300 && nonempty > 30,
            "{compared} grids, {nonempty} with hints"
        );
    }

    /// What `found` removes, in order, to compare.
    fn listed(found: &Implications) -> Vec<Implied<'_>> {
        found.iter().collect()
    }

    #[test]
    fn entries_follow_java_hash_map_order() {
        // Table of 16: bucket 1 holds 17 then 1 (insertion order), bucket 2 holds 2.
        let mut entries = vec![(17, 1), (2, 1), (1, 1)];
        java_hash_order(&mut entries);
        assert_eq!(entries, vec![(17, 1), (1, 1), (2, 1)]);
        // Thirteen entries grow the table to 32: 33 and 1 share a bucket, 17 does not.
        let mut many: Vec<(usize, u16)> = (40..51).map(|c| (c, 1)).collect();
        many.extend([(33, 1), (1, 1)]);
        java_hash_order(&mut many);
        let order: Vec<usize> = many.iter().map(|e| e.0).collect();
        assert_eq!(order[..2], [33, 1]);
        assert_eq!(order[2], 40);
    }
}
