//! Nishio forcing chains (7.5), multiple forcing chains (8.0), dynamic forcing chains (8.5),
//! dynamic forcing chains (+) (9.0) and nested forcing chains (9.5 and up), as SE's chaining
//! rules after the first find them.
//!
//! All grow every consequence of one assumption, taking the pending on candidates first, one
//! off candidate at a time after them. Nishio uses region links only and is dynamic: each off
//! candidate is struck from a working copy of the grid once taken, so later links may rely on
//! it (the candidates struck earlier become extra parents of a link, and count in its length);
//! an assumption that leads to a candidate both on and off is false. Multiple forcing chains
//! use cell and region links on the grid as it is, and conclude what every digit of a cell
//! (of three digits or more), or every place of a digit in a region, leads to alike. Dynamic
//! forcing chains do both, dynamically.
//!
//! From SE's level 1 on, when an assumption's direct links run out, other techniques applied
//! to the grid it left add links ([`implications`]): at level 1 the basic ones, at level 2
//! static forcing chains too, at level 3 multiple forcing chains as well, at level 4 dynamic
//! forcing chains of a lower level. A chain used that way adds its own length to the length
//! of every hint that relies on it.

mod added;
mod carried;
mod growth;
mod inner;
mod memo;
mod nishio;
mod offer;
mod outcome;
mod rounds;
mod sinks;

use carried::{Carry, Earlier};
pub(crate) use growth::Growth;
pub(crate) use nishio::nishio;
use offer::{Binary, common};
use outcome::{AddedLink, NONE, Outcome, Settled};
use sinks::{All, Best, Sink, worth};

use super::chains;
use super::closure::{Closure, Closures, Sides};
use super::geometry::{
    CELL_REGION_PEERS, CELL_REGION_SETS, CELL_REGIONS, INDEX_IN_REGION, REGIONS, bits, cell_bit,
    cells_of, count9,
};
use super::implications::{
    self, CELL_CAUSE, Cause, Implications, InnerHint, Kept, NO_CAUSE, Struck, Unseen, region_cause,
};
use super::links;
use super::node::{NODES, Node, node, node_cell_digit, node_on};
use super::position::Position;
use super::reach::Reach;
use super::step::Step;
use crate::parallel;

/// Grows the consequences of `start` (on or off) as `growth` says.
fn grow(position: &Position, start: Node, growth: Growth) -> Outcome {
    grow_paused(position, start, (growth, None))
}

/// [`grow`], pausing before the nested rules are asked more than `rounds` times.
///
/// The outcome and the working grid are built here and grown in place: moved into a growth
/// and back out, each was copied whole (300 bytes and more, a call to `memcpy` each time) for
/// every one of the hundreds of thousands of growths of a nested rating.
fn grow_paused(
    position: &Position,
    start: Node,
    (growth, rounds): (Growth, RoundsLeft),
) -> Outcome {
    let mut out = Outcome::new();
    out.reach(start, &[], NO_CAUSE);
    let asked = (Asked::All, rounds);
    if growth.level == 0 {
        let mut work = Candidates {
            open: position.open,
            boards: position.boards,
        };
        follow(position, growth, &mut out, &mut work, asked, 0);
    } else {
        let mut work = Whole {
            grid: *position,
            unseen: Unseen::NOWHERE,
        };
        follow(position, growth, &mut out, &mut work, asked, 0);
    }
    out
}

/// The grid a growth strikes its off candidates from, when dynamic: a growth of level 0
/// reads the candidates alone; from level 1 on, other techniques read the whole position.
trait Work {
    fn open(&self) -> &[u16; 81];
    fn boards(&self) -> &[u128; 9];
    fn strike(&mut self, cell: usize, d: usize);
    /// The whole position, where the grid keeps it, and where it lost candidates.
    fn whole(&mut self) -> Option<(&Position, &mut Unseen)>;
}

/// A grid's candidates, by cell and by digit: a third of what a growth of level 0 would
/// copy and keep in step with a whole [`Position`].
struct Candidates {
    open: [u16; 81],
    boards: [u128; 9],
}

impl Work for Candidates {
    fn open(&self) -> &[u16; 81] {
        &self.open
    }

    fn boards(&self) -> &[u128; 9] {
        &self.boards
    }

    fn strike(&mut self, cell: usize, d: usize) {
        self.open[cell] &= !(1 << d);
        self.boards[d] &= !cell_bit(cell);
    }

    fn whole(&mut self) -> Option<(&Position, &mut Unseen)> {
        None
    }
}

/// The working grid of a growth of level 1 and up, which applies other techniques to it: the
/// whole position, and where it lost candidates (the techniques look only there).
struct Whole {
    grid: Position,
    unseen: Unseen,
}

impl Work for Whole {
    fn open(&self) -> &[u16; 81] {
        &self.grid.open
    }

    fn boards(&self) -> &[u128; 9] {
        &self.grid.boards
    }

    fn strike(&mut self, cell: usize, d: usize) {
        self.grid.remove(cell, d as u8);
        self.unseen.strike(cell, d);
    }

    fn whole(&mut self) -> Option<(&Position, &mut Unseen)> {
        Some((&self.grid, &mut self.unseen))
    }
}

/// What `prior`, the outcome of an assumption under `earlier` in `position`, leads to under
/// `growth`, which [`continues`] `earlier`: the same outcome when it is absurd or ended with
/// the techniques finding only what it had, since `growth` would have grown it alike and
/// ended there too; otherwise it goes on from there by asking the rules `earlier` does not
/// nest (pausing before it asks them more than `rounds` times).
fn grow_on(
    position: &Position,
    prior: &Settled,
    (earlier, growth, rounds): (Growth, Growth, RoundsLeft),
) -> Outcome {
    let mut out = prior.outcome();
    if prior.absurd() || !prior.exhausted() {
        return out;
    }
    out.exhausted = false;
    let asked = Asked::AllBut(nested_rules(earlier).len());
    go_on(position, growth, out, (asked, rounds))
}

/// Follows `out`, a growth under `growth` in `position` that ended or paused when the basic
/// techniques found nothing, from there: `asked` says which nested rules to ask first, and
/// `rounds` how many times it may ask them before it pauses.
fn go_on(
    position: &Position,
    growth: Growth,
    mut out: Outcome,
    (asked, rounds): (Asked, RoundsLeft),
) -> Outcome {
    // Every off candidate reached was taken, and struck, before the growth ended; and the
    // basic techniques, finding nothing, had looked wherever the grid had changed.
    let mut work = Whole {
        grid: out.grid_after(position, out.entries.len() as u32),
        unseen: Unseen::NOWHERE,
    };
    let followed = out.entries.len() as u32;
    follow(
        position,
        growth,
        &mut out,
        &mut work,
        (asked, rounds),
        followed,
    );
    out
}

/// How many more times a growth may ask its nested rules before it pauses
/// ([`Outcome::paused`]); `None` for no limit.
type RoundsLeft = Option<usize>;

/// Whether a growth under `growth` grows as one under `earlier` did until that one ended: both
/// dynamic with cell links, and `growth` nests the rules `earlier` nests, in the same order,
/// then more. Where the two ask other techniques, `growth` asks what `earlier` asked first, and
/// more only when those find nothing at all. Level 0 asks no technique (its growths never
/// end exhausted), so none goes on from it.
fn continues(earlier: Growth, growth: Growth) -> bool {
    earlier.dynamic
        && earlier.cell_links
        && earlier.level >= 1
        && Growth {
            level: earlier.level,
            nesting: earlier.nesting,
            ..growth
        } == earlier
        && growth.level > earlier.level
        && nested_rules(growth).starts_with(nested_rules(earlier))
}

/// The levels of dynamic forcing chains a rating asks, as (level, nesting), in order: the last
/// of the rater's finders (`FINDERS` in `rater.rs`). Should the two differ, growths would be
/// kept for a level never asked, or not kept for one that is: slower, never wrong.
const LEVELS: [(u8, u8); 7] = [(1, 0), (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3)];

/// Whether a level the rating asks later [`continues`] `growth`.
fn continued_later(growth: Growth) -> bool {
    LEVELS
        .iter()
        .any(|&(level, nesting)| continues(growth, Growth::nested(level, nesting)))
}

/// Which techniques a growth asks when its direct links run out.
#[derive(Clone, Copy)]
enum Asked {
    /// All its level asks.
    All,
    /// All but the basic ones and the first this many nested rules, which are known to find
    /// nothing in the working grid.
    AllBut(usize),
}

/// What the techniques asked found.
enum Found {
    /// Some candidate the growth had not reached.
    New,
    /// Only candidates the growth had reached. Every off candidate reached is struck from the
    /// working grid before the techniques are asked, so they cannot return one: kept to stay
    /// exact should a technique ever do so.
    Known,
    /// Nothing at all.
    Nothing,
    /// Nothing from the basic techniques, and the nested rules were not asked: the growth had
    /// asked them as many times as it was allowed.
    Paused,
}

/// Follows the entries of `out` from `pending` on to the end: every consequence, or the
/// first contradiction; or, when `rounds` runs out, to where the growth would ask its nested
/// rules once more, and pauses there ([`Outcome::paused`]). `asked` says what to ask first
/// when the direct links run out. The basic techniques look only where the grid changed from
/// here on: right for a new growth, and for one taken on after they found nothing
/// (`Asked::AllBut`), having looked everywhere.
///
/// Every entry a growth reaches is followed once, its on ones first, each kind in the order
/// reached: a place in the entries (the next off one to follow) and a range of them (the on
/// ones) do what two queues did, with no list to keep (an entry pushed without being reached,
/// the last of an absurd outcome, ends the growth).
fn follow(
    position: &Position,
    growth: Growth,
    out: &mut Outcome,
    work: &mut impl Work,
    (mut asked, mut rounds): (Asked, RoundsLeft),
    pending: u32,
) {
    let Growth {
        cell_links,
        dynamic,
        level,
        ..
    } = growth;
    let source = &position.open;
    // The on entries still to follow are always the last ones an off entry pushed: only
    // following an off candidate turns candidates on, and one is followed only when no on
    // entry is pending. So a range, from `next_on` to `ons_end`, stands for their queue, where
    // a place in the entries scanned past every off entry (the most) to find them. A growth
    // starts from its assumption alone, or goes on from where it ended.
    debug_assert!(out.entries.len() as u32 <= pending + 1);
    let mut next_off = pending;
    let (mut next_on, mut ons_end) = (pending, pending);
    if out.entries.len() as u32 > pending && node_on(out.node(pending)) {
        ons_end += 1;
    }
    loop {
        if next_on < ons_end {
            let entry = next_on;
            next_on += 1;
            let n = out.node(entry);
            // Every candidate it turns off has it as its one parent.
            let depth = out.depth(entry) + 1;
            let (cell, d) = node_cell_digit(n);
            let (mates, places) = links::turned_off((work.open(), work.boards()), n, cell_links);
            let whole = bits(mates)
                .all(|other| take_off(out, node(cell, other, false), entry, depth))
                && places.into_iter().all(|set| {
                    cells_of(set).all(|other| take_off(out, node(other, d, false), entry, depth))
                });
            if !whole {
                return;
            }
            continue;
        }
        let Some(entry) = out.next_off(&mut next_off) else {
            // Only levels 1 and up keep the whole position, and apply other techniques.
            let Some(whole) = work.whole().filter(|_| level > 0) else {
                break;
            };
            let found = implied(position, whole, out, (growth, asked, &mut rounds));
            asked = Asked::All;
            match found {
                Found::New => continue,
                Found::Known => break,
                Found::Nothing => {
                    out.exhausted = true;
                    break;
                }
                Found::Paused => {
                    out.paused = true;
                    break;
                }
            }
        };
        let n = out.node(entry);
        let (cell, d) = node_cell_digit(n);
        // What it turns on comes after every entry so far.
        next_on = out.entries.len() as u32;
        // Each on candidate is taken as soon as it is found, before the off one is struck
        // (its parents are the candidates struck before it): taking one adds an on entry, and
        // what the next is found from reads only the grid and off entries.
        let mask = work.open()[cell];
        if cell_links && count9(mask) == 2 && mask >> d & 1 == 1 {
            let other = (mask & !(1 << d)).trailing_zeros() as usize;
            let mut parents = OnParents::of(entry);
            if dynamic {
                hidden_cell_parents(out, source, work.open(), cell, other, &mut parents);
            }
            let on = node(cell, other, true);
            if !turn_on(out, on, parents.list(), CELL_CAUSE) {
                return;
            }
        }
        // The digit's places, as two words: taking a candidate on leaves them as they are.
        let places = work.boards()[d];
        let (places_low, places_high) = (places as u64, (places >> 64) as u64);
        for kind in 0..3 {
            let [peers_low, peers_high] = CELL_REGION_PEERS[cell][kind];
            let (low, high) = (peers_low & places_low, peers_high & places_high);
            // The halves share no bit: one in their union is one other place in the region.
            if !(low | high).is_power_of_two() {
                continue;
            }
            let place = if low != 0 {
                low.trailing_zeros() as usize
            } else {
                64 + high.trailing_zeros() as usize
            };
            let on = node(place, d, true);
            // Already reached (from this off candidate's box, say): taking it again would
            // change nothing, unless the growth had reached it off too.
            if out.reached_ways(on) == 2 {
                continue;
            }
            let mut parents = OnParents::of(entry);
            if dynamic {
                let region = CELL_REGION_SETS[cell][kind];
                for c in cells_of(region & position.boards[d] & !work.boards()[d]) {
                    if let Some(p) = out.get(node(c, d, false)) {
                        parents.push(p);
                    }
                }
            }
            if !turn_on(out, on, parents.list(), region_cause(kind)) {
                return;
            }
        }
        ons_end = out.entries.len() as u32;
        // From level 1 on, the grid also notes where it lost candidates: the other techniques
        // look only there.
        if dynamic {
            work.strike(cell, d);
        }
    }
}

/// Takes `off`, which the on candidate `entry` turns off (with `depth` one more than its):
/// the growth ends absurd (false) if it had reached the candidate on, and goes on from it
/// unless it had reached it off.
#[inline(always)]
fn take_off(out: &mut Outcome, off: Node, entry: u32, depth: u32) -> bool {
    let ways = out.reached_ways(off);
    if ways & 2 != 0 {
        let on_entry = out.index[usize::from(off ^ 1)];
        let off_entry = out.push(off, &[entry], NO_CAUSE);
        out.absurd = Some((on_entry, off_entry));
        return false;
    }
    if ways == 0 {
        out.reach_child(off, entry, depth);
    }
    true
}

/// Takes `on`, which an off candidate turns on with `parents`: the growth ends absurd (false)
/// if it had reached the candidate off, and goes on from it unless it had reached it on.
#[inline(always)]
fn turn_on(out: &mut Outcome, on: Node, parents: &[u32], cause: Cause) -> bool {
    let ways = out.reached_ways(on);
    if ways & 1 != 0 {
        let off_entry = out.index[usize::from(on ^ 1)];
        let on_entry = out.push(on, parents, cause);
        out.absurd = Some((on_entry, off_entry));
        return false;
    }
    if ways == 0 {
        out.reach(on, parents, cause);
    }
    true
}

/// The parents of a candidate an off one turns on: that one, then the candidates struck
/// before it from the cell, or from the region, that it relied on. Nine at most (eight, in
/// fact), kept on the stack: a growth takes millions.
struct OnParents {
    list: [u32; 9],
    len: usize,
}

impl OnParents {
    fn of(entry: u32) -> OnParents {
        let mut list = [0; 9];
        list[0] = entry;
        OnParents { list, len: 1 }
    }

    fn push(&mut self, p: u32) {
        self.list[self.len] = p;
        self.len += 1;
    }

    fn list(&self) -> &[u32] {
        &self.list[..self.len]
    }
}

/// Adds the candidates other techniques remove from the working grid (SE's "advanced"
/// links), and tells whether any was new. As in SE, an added candidate is not checked
/// against the on candidates: a contradiction shows only through the links that follow.
fn implied(
    position: &Position,
    (work, unseen): (&Position, &mut Unseen),
    out: &mut Outcome,
    (growth, asked, rounds): (Growth, Asked, &mut RoundsLeft),
) -> Found {
    let mut added = false;
    let asked_at = out.entries.len() as u32;
    let Some(implications) = implications_of(position, work, unseen, (growth, asked, rounds))
    else {
        return Found::Paused;
    };
    if implications.is_empty() {
        return Found::Nothing;
    }
    for implied in implications.iter() {
        if out.get(implied.off).is_some() {
            continue;
        }
        let link = AddedLink {
            origin: implied.origin,
            asked_at,
        };
        out.reach_added(implied.off, implied.parents, link);
        added = true;
    }
    if added { Found::New } else { Found::Known }
}

/// The links the techniques of `growth`'s level add to `inner`, the working grid of an
/// assumption made in `position` (`unseen` says where it lost candidates): the basic
/// techniques first; from level 2, when they find nothing, the chaining rules nested at that
/// level, in SE's order (but those `asked` says are known to find nothing). None when the
/// nested rules would be asked more times than `rounds` allows.
fn implications_of(
    position: &Position,
    inner: &Position,
    unseen: &mut Unseen,
    (growth, asked, rounds): (Growth, Asked, &mut RoundsLeft),
) -> Option<Implications> {
    let rules = nested_rules(growth);
    let rules = match asked {
        Asked::All => {
            let basic = implications::basic(position, inner, unseen);
            if !basic.is_empty() {
                return Some(basic);
            }
            rules
        }
        Asked::AllBut(known) => &rules[known..],
    };
    // Asking the nested rules spends a round of the growth's allowance; with none left, the
    // growth pauses instead.
    if !rules.is_empty()
        && let Some(left) = rounds
    {
        *left = left.checked_sub(1)?;
    }
    let mut result = Implications::default();
    for &rule in rules {
        let hints = memo::nested_hints(rule.key(), position, inner, || match rule {
            Nesting::Static => chains::static_hints(inner, &position.open),
            Nesting::Multiple => all_hints(inner, position, Growth::MULTIPLE),
            Nesting::Dynamic(level) => all_hints(inner, position, Growth::nested(level, 0)),
        });
        implications::push_hints(&mut result, &hints, rule.key());
        if !result.is_empty() {
            break;
        }
    }
    Some(result)
}

/// The chaining rules a growth nests, in the order it asks them when the basic techniques find
/// nothing: none below level 2; at level 4, dynamic forcing chains of level `nesting`, 0 to 3
/// (SE asks no other).
fn nested_rules(growth: Growth) -> &'static [Nesting] {
    const DYNAMIC: [[Nesting; 1]; 4] = [
        [Nesting::Dynamic(0)],
        [Nesting::Dynamic(1)],
        [Nesting::Dynamic(2)],
        [Nesting::Dynamic(3)],
    ];
    match growth.level {
        0 | 1 => &[],
        2 => &[Nesting::Static],
        3 => &[Nesting::Static, Nesting::Multiple],
        _ => &DYNAMIC[usize::from(growth.nesting)],
    }
}

/// A chaining rule nested inside another.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Nesting {
    /// SE's first chaining rule: cycles and forcing chains on the grid as it is.
    Static,
    /// Cell and region forcing chains on the grid as it is.
    Multiple,
    /// Dynamic forcing chains of this level.
    Dynamic(u8),
}

impl Nesting {
    /// A number for each rule.
    fn key(self) -> u8 {
        match self {
            Nesting::Static => 0,
            Nesting::Multiple => 1,
            Nesting::Dynamic(level) => 2 + level,
        }
    }

    /// The rule numbered `key`.
    fn of_key(key: u8) -> Nesting {
        match key {
            0 => Nesting::Static,
            1 => Nesting::Multiple,
            _ => Nesting::Dynamic(key - 2),
        }
    }
}

/// Every hint of the forcing chains `growth` grows in `inner` (the working grid of an outer
/// chain that started from `outer`), for the outer chain to use.
fn all_hints(inner: &Position, outer: &Position, growth: Growth) -> Vec<InnerHint> {
    all_hints_with(inner, outer, growth, Kept::new())
}

/// Every hint, but those `kept` shows add no link.
fn all_hints_with(
    inner: &Position,
    outer: &Position,
    growth: Growth,
    kept: Kept,
) -> Vec<InnerHint> {
    let mut all = All {
        struck: Struck::new(&outer.open, &inner.open),
        grid: &inner.open,
        hints: Vec::new(),
        kept,
        reliance: Vec::new(),
    };
    if growth.has_closures() {
        // The grids of one nested search are its position less what each assumption struck.
        let closures = Closures::within(inner, outer);
        let foresight = Foresight::Closures(&closures);
        let mut grown = Grown::reused();
        forcing_chains_with(inner, growth, foresight, &mut grown, &mut all);
        grown.recycle();
        closures.keep_inner();
    } else {
        forcing_chains_into(inner, growth, &mut all);
    }
    all.hints
}

/// The digits struck from `cell` in this search (bar the one coming on) are parents too.
fn hidden_cell_parents(
    out: &Outcome,
    source: &[u16; 81],
    grid: &[u16; 81],
    cell: usize,
    on_digit: usize,
    parents: &mut OnParents,
) {
    for d in bits(source[cell] & !grid[cell] & !(1 << on_digit)) {
        if let Some(p) = out.get(node(cell, d, false)) {
            parents.push(p);
        }
    }
}

/// The first multiple forcing chain in SE's order: for each cell of three digits or more and
/// each of its digits, the region forcing chains of the regions where the cell is the first
/// place of that digit; then the cell forcing chains of the cell.
pub(crate) fn multiple(position: &Position) -> Option<Step> {
    forcing_chains(position, Growth::MULTIPLE)
}

/// The first dynamic forcing chain in SE's order: as multiple forcing chains, from every cell of
/// two digits or more, grown dynamically; each digit's assumption and its negation are also
/// followed to a contradiction, or (in a cell of three digits or more) to a candidate both
/// lead to alike.
pub(crate) fn dynamic(position: &Position) -> Option<Step> {
    forcing_chains(position, Growth::nested(0, 0))
}

/// The first dynamic forcing chain (+) in SE's order: as dynamic forcing chains, with the links
/// pointing and claiming, hidden and naked pairs and X-Wings add once the direct ones run out.
pub(crate) fn dynamic_plus(position: &Position) -> Option<Step> {
    forcing_chains(position, Growth::nested(1, 0))
}

/// The first nested forcing chain of SE's `level` (2 to 4; level 4 nests dynamic forcing
/// chains of level `nesting`) in SE's order.
pub(crate) fn nested(position: &Position, level: u8, nesting: u8) -> Option<Step> {
    forcing_chains(position, Growth::nested(level, nesting))
}

/// The first hint of the rule in SE's order. A dynamic rule of level 1 and up grows every
/// assumption it will look at first, spread over the threads of the caller's pool (at level
/// 4, nesting level 0, a few rounds of nested chains ahead, then further only where needed:
/// [`rounds`]); the search after that is the same, so the hint is the same whatever the thread
/// count. One of level 0 grows only what its closures show can take part in a hint, which is
/// seldom much.
fn forcing_chains(position: &Position, growth: Growth) -> Option<Step> {
    let mut best = Best::default();
    if growth.has_closures() {
        // A rating's dynamic steps come one after another from nearly the same position.
        let closures = Closures::after_last(position);
        let mut grown = Grown::after_last(position);
        let foresight = Foresight::Closures(&closures);
        forcing_chains_with(position, growth, foresight, &mut grown, &mut best);
        closures.keep();
        grown.keep(position);
    } else if growth.dynamic {
        // The levels asked one after another in one position grow alike up to a point.
        let mut earlier = Earlier::take(position);
        let from = earlier
            .iter()
            .filter(|kept| continues(kept.growth, growth))
            .max_by_key(|kept| kept.growth.level);
        // And the rating's last search of this level was nearly in the same position.
        let carry = Carry::take(position, growth);
        let (found, grown) = rounds::best_ahead(position, growth, (from, carry.as_ref()));
        Carry::keep(position, growth, &grown);
        best = found;
        // Only worth keeping when nothing was found: a rating asks the next level then, and
        // after a hint it moves on to another position.
        // (No growth is left paused then: with no hint to bound them, all went on to their
        // end; and no later level goes on from level 4, the only one that pauses.)
        if best.is_empty() {
            if continued_later(growth) {
                earlier.retain(|kept| kept.growth != growth);
                earlier.push(Earlier::of(growth, &grown));
            }
            Earlier::keep(position, earlier);
        }
    } else {
        forcing_chains_into(position, growth, &mut best);
    }
    inner::best_step(best)
}

fn forcing_chains_into(position: &Position, growth: Growth, sink: &mut impl Sink) {
    let mut grown = Grown::reused();
    if growth.has_closures() {
        let closures = Closures::of(position);
        let foresight = Foresight::Closures(&closures);
        forcing_chains_with(position, growth, foresight, &mut grown, sink);
    } else if growth.dynamic {
        forcing_chains_with(position, growth, Foresight::Nothing, &mut grown, sink);
    } else {
        chains::with_reach(position, |reach| {
            forcing_chains_with(position, growth, Foresight::Reach(reach), &mut grown, sink);
        });
    }
    grown.recycle();
}

/// What a search can tell, before growing them, of which assumptions can take part in no
/// hint, whose growths it skips.
#[derive(Clone, Copy)]
enum Foresight<'a> {
    Nothing,
    /// For chains grown on the grid as it is: their consequences are what the assumption
    /// reaches through the static links, or part of that.
    Reach(&'a Reach),
    /// For dynamic forcing chains of level 0: what each assumption leads to, as sets.
    Closures(&'a Closures<'a>),
}

impl Foresight<'_> {
    /// Whether the growths of the on assumptions `starts` can have a conclusion in common
    /// worth drawing. `grown` is asked to grow the absurd ones: what they reach depends on
    /// the order they grew in, so their closures cannot tell.
    fn meet(self, position: &Position, starts: &[Node], grown: &mut Grown, growth: Growth) -> bool {
        let closures = match self {
            Foresight::Nothing => return true,
            Foresight::Reach(reach) => return reach.meet(starts),
            Foresight::Closures(closures) => closures,
        };
        // A cell's digits or a digit's places in a region: nine at most. The closures of the
        // members are kept as looked up, for the meeting. Few groups have an absurd member:
        // those are weighed out of line, so that the rest pay for no more than they use.
        let mut fine = [&Closure::NONE; 9];
        for (i, &n) in starts.iter().enumerate() {
            let closure = closures.on(n);
            if closure.absurd {
                return meet_with_absurd(position, closures, starts, grown, growth);
            }
            fine[i] = closure;
        }
        // A common on conclusion worth drawing turns its cell's other digits off alike.
        Closure::share_off(&fine[..starts.len()])
    }

    /// Which of the assumptions candidate `(cell, d)` on and off can give a hint (with
    /// `double`, a conclusion both lead to counts).
    fn binary(self, cell: usize, d: usize, double: bool) -> Sides {
        match self {
            Foresight::Closures(closures) => closures.binary(cell, d, double),
            _ => Sides::BOTH,
        }
    }
}

/// [`Foresight::meet`] for a group with an absurd member: `grown` is asked to grow the absurd
/// ones, since what they reach depends on the order they grew in, so their closures cannot
/// tell.
#[inline(never)]
fn meet_with_absurd(
    position: &Position,
    closures: &Closures,
    starts: &[Node],
    grown: &mut Grown,
    growth: Growth,
) -> bool {
    let (mut absurd, mut fine) = ([0; 9], [&Closure::NONE; 9]);
    let (mut absurd_count, mut fine_count) = (0, 0);
    for &n in starts {
        let closure = closures.on(n);
        if closure.absurd {
            absurd[absurd_count] = n;
            absurd_count += 1;
        } else {
            fine[fine_count] = closure;
            fine_count += 1;
        }
    }
    let (absurd, fine) = (&absurd[..absurd_count], &fine[..fine_count]);
    if fine.is_empty() {
        return true;
    }
    for &n in absurd {
        grown.ensure(n, || grow(position, n, growth));
    }
    let (on, off) = Closure::common(fine);
    let reached_by_all = |n: Node| absurd.iter().all(|&a| grown.get(a).get(n).is_some());
    (0..9).any(|d| {
        let ons = cells_of(on[d]).map(|cell| node(cell, d, true));
        let offs = cells_of(off[d]).map(|cell| node(cell, d, false));
        ons.chain(offs)
            .any(|n| worth(position, n) && reached_by_all(n))
    })
}

/// The forcing chains search, skipping the growths `foresight` shows can take part in no
/// hint.
fn forcing_chains_with(
    position: &Position,
    growth: Growth,
    foresight: Foresight<'_>,
    grown: &mut Grown,
    sink: &mut impl Sink,
) {
    let meet = |nodes: &[Node], grown: &mut Grown| foresight.meet(position, nodes, grown, growth);
    let dynamic = growth.dynamic;
    let base = growth.base();
    let naming = growth.naming();
    let ensure = |grown: &mut Grown, n: Node| grown.ensure(n, || grow(position, n, growth));
    let mut starts = Vec::new();
    for cell in 0..81 {
        let mask = position.open[cell];
        let size = count9(mask);
        if position.values[cell] != 0 || size < 2 || (!dynamic && size < 3) {
            continue;
        }
        for d in bits(mask) {
            let start = node(cell, d, true);
            let sides = if dynamic {
                foresight.binary(cell, d, size >= 3)
            } else {
                Sides::NEITHER
            };
            if sides.on || sides.off {
                if sides.on {
                    ensure(grown, start);
                }
                // A negation not grown ahead is grown now, for this once.
                let negation = node(cell, d, false);
                let ahead = sides.off.then(|| grown.negation(negation)).flatten();
                let grown_now =
                    (sides.off && ahead.is_none()).then(|| grow(position, negation, growth));
                let chains = Binary {
                    cell,
                    d,
                    on: sides.on.then(|| grown.get(start)),
                    off: ahead.or(grown_now.as_ref()),
                };
                chains.offer(position, size >= 3, (base, naming), sink);
            }
            let bit = 1u16 << d;
            for kind in 0..3 {
                let index = CELL_REGIONS[cell][kind];
                let places = position.positions(kind, index, bit);
                // The region's chains are offered once, from its first place of `d` (the
                // cell's own bit is set), when it has another: a shift and two tests, where
                // finding the first place's cell took a bit scan and a table look-up, for every
                // candidate of every search.
                let from_here = places >> INDEX_IN_REGION[cell][kind];
                debug_assert_eq!(from_here & 1, 1, "the cell is a place of its digit");
                if from_here << INDEX_IN_REGION[cell][kind] != places || from_here == 1 {
                    continue;
                }
                starts.clear();
                let mut p = places;
                while p != 0 {
                    let other = REGIONS[kind][index][p.trailing_zeros() as usize];
                    p &= p - 1;
                    starts.push(node(other, d, true));
                }
                if !meet(&starts, grown) {
                    continue;
                }
                for &n in &starts {
                    ensure(grown, n);
                }
                let all = outcomes_of(&starts, grown);
                let rule = (6, naming, base, region_cause(kind));
                common(position, &all[..starts.len()], rule, sink);
            }
        }
        starts.clear();
        starts.extend(bits(mask).map(|d| node(cell, d, true)));
        if !meet(&starts, grown) {
            continue;
        }
        for &n in &starts {
            ensure(grown, n);
        }
        let all = outcomes_of(&starts, grown);
        let rule = (5, naming, base, CELL_CAUSE);
        common(position, &all[..starts.len()], rule, sink);
    }
}

/// The outcomes of a group's members (a cell's digits or a digit's places in a region: nine
/// at most), from the front of an array on the stack: a list for each group that meets took
/// an allocation, a hundred thousand times in a nested rating.
fn outcomes_of<'g>(starts: &[Node], grown: &'g Grown) -> [&'g Outcome; 9] {
    let mut all = [grown.get(starts[0]); 9];
    for (slot, &n) in all.iter_mut().zip(starts) {
        *slot = grown.get(n);
    }
    all
}

/// What each assumption "on" leads to, grown once (region chains grow the other places of a
/// digit, which their own cells ask for again later), and the negations grown ahead.
#[derive(Default)]
struct Grown {
    /// Slot in `outcomes` of each on node's (cell * 9 + digit) outcome, or `NONE`.
    slots: Vec<u32>,
    outcomes: Vec<Outcome>,
    /// What each assumption "off" leads to, by cell * 9 + digit, when grown ahead.
    negations: Vec<Option<Outcome>>,
}

impl Grown {
    /// Grows every assumption a dynamic search will look at, on and off, on the threads of the
    /// caller's pool: in a dynamic search every candidate of every open cell of two digits or
    /// more is assumed both ways, and a growth depends on nothing but the position. Each goes
    /// on from its outcome in `earlier`, when given: a search in the same position whose
    /// growths this one [`continues`]; or is the one `carry` has, when it grows alike in this
    /// position. Each pauses before asking its nested rules more than `rounds` times, when
    /// given.
    fn ahead(
        position: &Position,
        (growth, rounds): (Growth, RoundsLeft),
        (earlier, carry): (Option<&Earlier>, Option<&Carry>),
    ) -> Grown {
        let mut starts = Vec::new();
        for cell in 0..81 {
            let mask = position.open[cell];
            if position.values[cell] != 0 || count9(mask) < 2 {
                continue;
            }
            for d in bits(mask) {
                starts.extend([node(cell, d, true), node(cell, d, false)]);
            }
        }
        let outcomes = parallel::map(&starts, |&n| {
            if let Some(carried) = carry.and_then(|carry| carry.get(n)) {
                return carried;
            }
            match earlier.and_then(|earlier| Some((earlier.growth, earlier.get(n)?))) {
                Some((earlier, prior)) => grow_on(position, prior, (earlier, growth, rounds)),
                None => grow_paused(position, n, (growth, rounds)),
            }
        });
        let mut grown = Grown {
            slots: vec![NONE; NODES / 2],
            outcomes: Vec::with_capacity(starts.len() / 2),
            negations: (0..NODES / 2).map(|_| None).collect(),
        };
        for (n, out) in starts.into_iter().zip(outcomes) {
            let slot = usize::from(n) / 2;
            if node_on(n) {
                grown.slots[slot] = grown.outcomes.len() as u32;
                grown.outcomes.push(out);
            } else {
                grown.negations[slot] = Some(out);
            }
        }
        grown
    }

    /// Every outcome grown, on assumptions then negations.
    #[cfg(test)]
    fn all(&self) -> impl Iterator<Item = &Outcome> {
        self.outcomes.iter().chain(self.negations.iter().flatten())
    }

    /// Every outcome grown, on assumptions then negations, to change.
    fn all_mut(&mut self) -> impl Iterator<Item = &mut Outcome> {
        (self.outcomes.iter_mut()).chain(self.negations.iter_mut().flatten())
    }

    /// What the assumption `off` leads to, when grown ahead.
    fn negation(&self, off: Node) -> Option<&Outcome> {
        self.negations.get(usize::from(off) / 2)?.as_ref()
    }

    /// No outcome yet, on the lists the last search on this thread left ([`Grown::recycle`]):
    /// nested searches make tens of thousands, each growing its list of outcomes (some
    /// hundred bytes each) from nothing and its slots anew.
    fn reused() -> Grown {
        let (slots, outcomes) = SPARE.take();
        Grown {
            slots,
            outcomes,
            negations: Vec::new(),
        }
    }

    /// Empties these lists for the next search on this thread ([`Grown::reused`]); the
    /// outcomes go to their own pool as they are dropped. Only the slots of the outcomes
    /// grown are set (each starts from its assumption): filling all 729 for every search,
    /// most of which grow a few, cost more than the lists it spared.
    fn recycle(self) {
        let Grown {
            mut slots,
            mut outcomes,
            ..
        } = self;
        for out in &outcomes {
            if out.entries.is_empty() {
                slots.fill(NONE);
                break;
            }
            slots[usize::from(out.node(0)) / 2] = NONE;
        }
        debug_assert!(slots.iter().all(|&slot| slot == NONE));
        outcomes.clear();
        SPARE.set((slots, outcomes));
    }

    fn ensure(&mut self, on: Node, grow: impl FnOnce() -> Outcome) {
        if self.slots.is_empty() {
            self.slots = vec![NONE; NODES / 2];
        }
        let slot = &mut self.slots[usize::from(on) / 2];
        if *slot == NONE {
            *slot = self.outcomes.len() as u32;
            self.outcomes.push(grow());
        }
    }

    fn get(&self, on: Node) -> &Outcome {
        &self.outcomes[self.slots[usize::from(on) / 2] as usize]
    }
}

thread_local! {
    /// The slots and list of outcomes of the last search's [`Grown`] on this thread, emptied.
    static SPARE: std::cell::Cell<(Vec<u32>, Vec<Outcome>)> =
        const { std::cell::Cell::new((Vec::new(), Vec::new())) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::position::sample_positions;

    /// A reference puzzle SE rates 11.6, whose first step of level 4 comes after thirteen of
    /// level 3.
    pub(super) const NESTED_11_6: &str =
        "1.......2..34...5..6....7......3..4....5.6.....894.....2....1..7.......6..5.8..9.";

    /// A dynamic search finds the same hint as a rating step runs it (level 0 growing only
    /// what its closures allow, level 1 growing everything ahead, on a pool of three threads
    /// too) and growing every assumption as the search asks for it.
    #[test]
    fn rating_steps_find_what_growing_everything_finds() {
        let lazily = |position: &Position, growth: Growth| {
            let mut best = Best::default();
            let mut grown = Grown::default();
            forcing_chains_with(position, growth, Foresight::Nothing, &mut grown, &mut best);
            inner::best_step(best)
        };
        #[cfg(feature = "parallel")]
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(3)
            .build()
            .unwrap();
        let mut found = 0;
        for position in sample_positions(6) {
            for growth in [Growth::nested(0, 0), Growth::nested(1, 0)] {
                let ahead = forcing_chains(&position, growth);
                assert_eq!(ahead, lazily(&position, growth));
                #[cfg(feature = "parallel")]
                if growth.level > 0 {
                    assert_eq!(ahead, pool.install(|| forcing_chains(&position, growth)));
                }
                found += usize::from(ahead.is_some());
            }
        }
        assert!(found > 20, "only {found} hints: the comparison says little");
    }

    /// A growth taken on from an earlier level's outcome, as a rating's next level takes it on,
    /// is the growth grown afresh: every entry with its parents and cause, every added link,
    /// the contradiction and how it ended.
    #[test]
    fn growths_taken_on_from_an_earlier_level_are_grown_afresh() {
        let record = |out: &Outcome| {
            let added: Vec<_> = (0..out.entries.len() as u32)
                .filter_map(|e| out.added(e).map(|link| (e, link.origin, link.asked_at)))
                .collect();
            let reached: Vec<_> = (0..NODES as Node).map(|n| out.get(n)).collect();
            (
                out.entries_as_list(),
                added,
                reached,
                out.absurd,
                out.exhausted,
            )
        };
        // Level 4 nests none of the rules of levels 2 and 3, nor one level 4 another's; level
        // 0 asks no technique at all.
        let nested = |(level, nesting)| Growth::nested(level, nesting);
        for (earlier, later) in [
            ((3, 0), (4, 0)),
            ((2, 0), (4, 1)),
            ((4, 0), (4, 1)),
            ((0, 0), (1, 0)),
        ] {
            assert!(
                !continues(nested(earlier), nested(later)),
                "{earlier:?} {later:?}"
            );
        }
        let (mut taken_on, mut absurd, mut went_on) = (0, 0, 0);
        for position in sample_positions(3).into_iter().step_by(2) {
            let starts: Vec<Node> = (0..81)
                .filter(|&cell| position.values[cell] == 0 && count9(position.open[cell]) >= 2)
                .flat_map(|cell| bits(position.open[cell]).map(move |d| (cell, d)))
                .flat_map(|(cell, d)| [node(cell, d, true), node(cell, d, false)])
                .collect();
            for (earlier, later) in [((1, 0), (2, 0)), ((2, 0), (3, 0)), ((1, 0), (4, 0))] {
                let earlier = Growth::nested(earlier.0, earlier.1);
                let later = Growth::nested(later.0, later.1);
                assert!(continues(earlier, later));
                // Level 4 grows some hundred times slower: one start in five there.
                let every = if later.level == 4 { 5 } else { 1 };
                for &start in starts.iter().step_by(every) {
                    let prior = Settled::of(&grow(&position, start, earlier));
                    let fresh = grow(&position, start, later);
                    let resumed = grow_on(&position, &prior, (earlier, later, None));
                    assert_eq!(record(&resumed), record(&fresh), "{start} in {position:?}");
                    taken_on += 1;
                    absurd += usize::from(fresh.absurd.is_some());
                    went_on += usize::from(fresh.entries.len() > prior.outcome().entries.len());
                }
            }
        }
        assert!(
            taken_on > 3000 && absurd > 1000 && went_on > 500,
            "{taken_on} growths, {absurd} absurd, {went_on} went on past the earlier level"
        );
    }

    /// Asking the levels in order, each going on from the growths an earlier one kept, finds
    /// what asking each afresh finds: at every step of 9.0 or more of an 11.6 reference puzzle
    /// up to its first step of level 4 (thirteen of level 3 before it).
    #[test]
    fn levels_asked_in_order_find_what_each_finds_afresh() {
        let mut position = Position::from_grid(&crate::format::parse_line(NESTED_11_6).unwrap());
        let levels = |position: &Position, afresh: bool| {
            let mut found = Vec::new();
            for (level, nesting) in LEVELS {
                if afresh {
                    drop(Earlier::take(position));
                }
                let step = forcing_chains(position, Growth::nested(level, nesting));
                let done = step.is_some();
                found.push(step);
                if done {
                    break;
                }
            }
            found
        };
        // How many searches found their hint at each level.
        let mut found_at = [0; LEVELS.len()];
        while let Some(step) = crate::logic::rater::next(&position) {
            if step.rating >= crate::logic::Rating(90) {
                let in_order = levels(&position, false);
                assert_eq!(in_order, levels(&position, true), "{position:?}");
                found_at[in_order.len() - 1] += 1;
                if in_order.len() == 4 {
                    break;
                }
            }
            position.apply(&step);
        }
        // Levels 3 and 4 found hints, going on from levels 2 and 1 that had found none.
        assert!(found_at[2] > 5 && found_at[3] == 1, "{found_at:?}");
    }

    /// What a growth of dynamic forcing chains of level 0 reaches, when it is not absurd, is
    /// its closure; and the growth is absurd when the closure is.
    #[test]
    fn closures_are_what_growths_reach() {
        let growth = Growth::nested(0, 0);
        let (mut absurd, mut reached) = (0, 0);
        for position in sample_positions(10) {
            for cell in (0..81).filter(|&cell| position.values[cell] == 0) {
                for d in bits(position.open[cell]) {
                    for on in [true, false] {
                        let start = node(cell, d, on);
                        let closure = Closure::of(&position, start, &[0; 9]);
                        let out = grow(&position, start, growth);
                        assert_eq!(
                            closure.absurd,
                            out.absurd.is_some(),
                            "{start} in {position:?}"
                        );
                        if closure.absurd {
                            absurd += 1;
                            continue;
                        }
                        reached += 1;
                        for n in 0..NODES as Node {
                            let (c, d) = node_cell_digit(n);
                            let set = if node_on(n) {
                                &closure.on
                            } else {
                                &closure.off
                            };
                            let in_closure = set[d] >> c & 1 == 1;
                            assert_eq!(in_closure, out.get(n).is_some(), "{n} from {start}");
                        }
                    }
                }
            }
        }
        assert!(
            absurd > 500 && reached > 500,
            "{absurd} absurd, {reached} not"
        );
    }

    /// A nested search of dynamic forcing chains hands on the same hints, in the same order,
    /// whether it grows every assumption or only those the closures show can take part.
    #[test]
    fn foresight_drops_no_hint_of_a_nested_search() {
        let growth = Growth::nested(0, 0);
        let mut hints = 0;
        for position in sample_positions(8) {
            let source = position.open;
            let search = |foresight: Foresight<'_>| {
                let mut all = All {
                    struck: Struck::new(&source, &position.open),
                    grid: &position.open,
                    hints: Vec::new(),
                    kept: Kept::new(),
                    reliance: Vec::new(),
                };
                forcing_chains_with(
                    &position,
                    growth,
                    foresight,
                    &mut Grown::default(),
                    &mut all,
                );
                all.hints
            };
            let everything = search(Foresight::Nothing);
            let closures = Closures::of(&position);
            assert_eq!(search(Foresight::Closures(&closures)), everything);
            hints += everything.len();
        }
        assert!(
            hints > 100,
            "only {hints} hints: the comparison says little"
        );
    }

    /// A nested search hands on the same links whether it builds every hint or skips those
    /// that add none: on grids left by striking candidates from a start (so that hints rely on
    /// struck candidates and have parents), for dynamic and for multiple forcing chains.
    #[test]
    fn skipping_hints_that_add_no_link_changes_no_link() {
        let mut links = 0;
        for group in sample_positions(8).chunks(3) {
            let source = &group[0];
            for inner in &group[1..] {
                for growth in [Growth::nested(0, 0), Growth::MULTIPLE] {
                    let some = all_hints_with(inner, source, growth, Kept::new());
                    let every = all_hints_with(inner, source, growth, Kept::nothing());
                    links += implications::assert_same_links(some, every);
                }
            }
        }
        assert!(
            links > 100,
            "only {links} links: the comparison says little"
        );
    }
}
