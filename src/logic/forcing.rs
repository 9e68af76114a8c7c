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

use std::collections::VecDeque;
use std::hash::{DefaultHasher, Hash, Hasher};

use super::chains::{self, chain_step, conclusion, difficulty};
#[cfg(test)]
use super::closure::Closure;
use super::closure::Closures;
use super::geometry::{CELL_REGIONS, REGION_SETS, REGIONS, bits, cells_of};
use super::implications::{
    self, CELL_CAUSE, Cause, Implied, InnerHint, Kept, NO_CAUSE, Nested, Unseen, cause_parents,
    region_cause,
};
use super::node::{NODES, Node, node, node_cell, node_digit, node_on};
use super::parallel;
use super::position::Position;
use super::reach::Reach;
use super::step::Step;
use super::technique::Technique;

const NONE: u32 = u32::MAX;

/// Everything one assumption leads to, with each consequence's parents.
struct Outcome {
    /// The candidates reached, in the order they were reached.
    entries: Vec<Entry>,
    /// The parents of every entry, one after the other.
    parents: Vec<u32>,
    /// The chains behind the entries another chaining rule added.
    nested: Vec<Nested>,
    /// The entry of each node reached (meaningful only for the nodes in `reached`).
    index: Vec<u32>,
    /// The nodes reached, as a set.
    reached: [u64; NODES.div_ceil(64)],
    /// The on and off entries in the order they were reached.
    ons: Vec<u32>,
    offs: Vec<u32>,
    /// The two entries of a candidate found both on and off, if the assumption is absurd.
    absurd: Option<(u32, u32)>,
}

/// One candidate an assumption reached: a growth makes hundreds, so it is kept small and in
/// one place.
#[derive(Clone, Copy)]
struct Entry {
    node: Node,
    /// Why it came on (for the rule parents of a nested chain).
    cause: Cause,
    /// The longest line of parents to it: a lower bound of its ancestors, cheap to know,
    /// that spares counting them for hints that cannot beat the best so far.
    depth: u32,
    /// Where its parents end in `Outcome::parents` (they start where the previous entry's
    /// end).
    parents_end: u32,
    /// The chain behind it in `Outcome::nested`, or `NONE`.
    nested: u32,
}

impl Outcome {
    /// An empty outcome, on buffers an earlier one left behind when there is one: nested
    /// chains grow millions of outcomes, and allocating each anew cost a third of the time.
    fn new() -> Outcome {
        RECYCLED
            .with(|pool| pool.borrow_mut().pop())
            .unwrap_or_else(|| Outcome {
                entries: Vec::with_capacity(256),
                parents: Vec::with_capacity(256),
                nested: Vec::new(),
                index: vec![NONE; NODES],
                reached: [0; NODES.div_ceil(64)],
                ons: Vec::new(),
                offs: Vec::new(),
                absurd: None,
            })
    }

    fn push(&mut self, node: Node, parents: &[u32], cause: Cause, nested: Option<Nested>) -> u32 {
        let at = self.entries.len() as u32;
        let mut depth = 0;
        for &p in parents {
            depth = depth.max(self.entries[p as usize].depth);
        }
        self.parents.extend_from_slice(parents);
        let nested = match nested {
            Some(chain) => {
                self.nested.push(chain);
                self.nested.len() as u32 - 1
            }
            None => NONE,
        };
        self.entries.push(Entry {
            node,
            cause,
            depth: depth + 1,
            parents_end: self.parents.len() as u32,
            nested,
        });
        at
    }

    /// Pushes a node reached for the first time and records it as reached.
    fn reach(&mut self, n: Node, parents: &[u32], cause: Cause, nested: Option<Nested>) -> u32 {
        let e = self.push(n, parents, cause, nested);
        self.index[usize::from(n)] = e;
        self.reached[usize::from(n) / 64] |= 1 << (n % 64);
        if node_on(n) {
            self.ons.push(e);
        } else {
            self.offs.push(e);
        }
        e
    }

    fn node(&self, entry: u32) -> Node {
        self.entries[entry as usize].node
    }

    fn depth(&self, entry: u32) -> u32 {
        self.entries[entry as usize].depth
    }

    fn cause(&self, entry: u32) -> Cause {
        self.entries[entry as usize].cause
    }

    /// The chain behind `entry`, if another chaining rule added it.
    fn nested(&self, entry: u32) -> Option<Nested> {
        let at = self.entries[entry as usize].nested;
        (at != NONE).then(|| self.nested[at as usize])
    }

    fn parents_of(&self, entry: u32) -> &[u32] {
        let e = entry as usize;
        let start = if e == 0 {
            0
        } else {
            self.entries[e - 1].parents_end as usize
        };
        &self.parents[start..self.entries[e].parents_end as usize]
    }

    fn get(&self, n: Node) -> Option<u32> {
        let n = usize::from(n);
        // The set, small enough to stay in cache, answers the usual "not reached" alone.
        (self.reached[n / 64] >> (n % 64) & 1 == 1).then(|| self.index[n])
    }

    /// Visits `entry` and every entry leading to it, each candidate once.
    fn visit_ancestors(&self, entry: u32, mut visit: impl FnMut(u32)) {
        let mut seen = [0u64; NODES.div_ceil(64)];
        let mut todo = vec![entry];
        while let Some(e) = todo.pop() {
            let n = usize::from(self.node(e));
            if seen[n / 64] >> (n % 64) & 1 == 1 {
                continue;
            }
            seen[n / 64] |= 1 << (n % 64);
            visit(e);
            todo.extend_from_slice(self.parents_of(e));
        }
    }

    /// The main line to `entry`, following first parents, from the assumption.
    fn chain(&self, entry: u32) -> Vec<Node> {
        let mut out = Vec::new();
        let mut at = entry;
        loop {
            out.push(self.node(at));
            match self.parents_of(at).first() {
                Some(&p) => at = p,
                None => break,
            }
        }
        out.reverse();
        out
    }
}

thread_local! {
    /// Buffers of outcomes dropped on this thread, cleared, for `Outcome::new` to reuse.
    static RECYCLED: std::cell::RefCell<Vec<Outcome>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// How many dropped outcomes a thread keeps for reuse: more than a search holds at once (an
/// on and an off outcome per candidate), but not many more, since outcomes grown on other
/// threads are dropped on the searching one, and each keeps about 13 KB.
const RECYCLED_MAX: usize = 1024;

impl Drop for Outcome {
    fn drop(&mut self) {
        let _ = RECYCLED.try_with(|pool| {
            let Ok(mut pool) = pool.try_borrow_mut() else {
                return;
            };
            if pool.len() >= RECYCLED_MAX || self.index.len() != NODES {
                return;
            }
            fn emptied<T>(v: &mut Vec<T>) -> Vec<T> {
                let mut kept = std::mem::take(v);
                kept.clear();
                kept
            }
            pool.push(Outcome {
                entries: emptied(&mut self.entries),
                parents: emptied(&mut self.parents),
                nested: emptied(&mut self.nested),
                index: std::mem::take(&mut self.index),
                reached: [0; NODES.div_ceil(64)],
                ons: emptied(&mut self.ons),
                offs: emptied(&mut self.offs),
                absurd: None,
            });
        });
    }
}

/// SE's length of a hint whose chains end at `lines`: how many distinct candidates lead to
/// each end, plus the length of every distinct chain nested along them.
fn complexity(lines: &[(&Outcome, u32)]) -> usize {
    let mut total = 0;
    let mut used: Vec<u64> = Vec::new();
    for &(out, end) in lines {
        out.visit_ancestors(end, |e| {
            total += 1;
            if let Some(nested) = out.nested(e)
                && !used.contains(&nested.fingerprint)
            {
                used.push(nested.fingerprint);
                total += nested.complexity;
            }
        });
    }
    total
}

/// How a chaining rule grows an assumption's consequences.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Growth {
    /// Whether links inside a cell count (a bivalue cell, an on candidate's cell mates).
    cell_links: bool,
    /// Whether each off candidate is struck from the working grid once taken.
    dynamic: bool,
    /// SE's nesting level: from 1 on, other techniques applied to the working grid add links
    /// when the direct ones run out.
    level: u8,
    /// At level 4, the level of the dynamic forcing chains nested inside.
    nesting: u8,
}

impl Growth {
    const NISHIO: Growth = Growth {
        cell_links: false,
        dynamic: true,
        level: 0,
        nesting: 0,
    };
    const MULTIPLE: Growth = Growth {
        cell_links: true,
        dynamic: false,
        level: 0,
        nesting: 0,
    };

    /// Dynamic forcing chains of SE's `level` (0 for plain ones), nesting dynamic forcing
    /// chains of level `nesting` at level 4.
    const fn nested(level: u8, nesting: u8) -> Growth {
        Growth {
            cell_links: true,
            dynamic: true,
            level,
            nesting,
        }
    }

    /// SE's base rating for the rule's hints.
    fn base(self) -> f64 {
        match (self.level, self.dynamic, self.cell_links) {
            (0, true, false) => 7.5,
            (0, false, _) => 8.0,
            (level, _, _) => 8.5 + 0.5 * f64::from(level),
        }
    }

    /// The names of the rule's cell and region hints.
    fn techniques(self) -> (Technique, Technique) {
        match self.level {
            0 if self.dynamic => (
                Technique::DynamicForcingChains,
                Technique::DynamicForcingChains,
            ),
            0 => (Technique::CellForcingChains, Technique::RegionForcingChains),
            1 => (
                Technique::DynamicForcingChainsPlus,
                Technique::DynamicForcingChainsPlus,
            ),
            _ => (
                Technique::NestedForcingChains,
                Technique::NestedForcingChains,
            ),
        }
    }
}

/// Lists a growth works with, kept between growths on a thread: a rating makes millions.
#[derive(Default)]
struct Scratch {
    pending_on: VecDeque<u32>,
    pending_off: VecDeque<u32>,
    /// The offs an on candidate makes.
    offs: Vec<Node>,
    /// The ons an off candidate makes, with their parents' span in `on_parents` and cause.
    ons: Vec<(Node, usize, usize, Cause)>,
    on_parents: Vec<u32>,
}

thread_local! {
    /// Scratch lists not in use on this thread (a growth nested in another takes its own).
    static SCRATCH: std::cell::RefCell<Vec<Scratch>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Grows the consequences of `start` (on or off) as `growth` says.
fn grow(position: &Position, start: Node, growth: Growth) -> Outcome {
    let mut scratch = SCRATCH
        .with(|pool| pool.borrow_mut().pop())
        .unwrap_or_default();
    let out = grow_with(position, start, growth, &mut scratch);
    scratch.pending_on.clear();
    scratch.pending_off.clear();
    SCRATCH.with(|pool| pool.borrow_mut().push(scratch));
    out
}

fn grow_with(position: &Position, start: Node, growth: Growth, scratch: &mut Scratch) -> Outcome {
    let Growth {
        cell_links,
        dynamic,
        level,
        ..
    } = growth;
    // The working grid, and where it lost candidates.
    let mut work = *position;
    let mut unseen = Unseen::NOWHERE;
    let source = &position.open;
    let mut out = Outcome::new();
    let root = out.reach(start, &[], NO_CAUSE, None);
    let Scratch {
        pending_on,
        pending_off,
        offs,
        ons,
        on_parents,
    } = scratch;
    if node_on(start) {
        pending_on.push_back(root);
    } else {
        pending_off.push_back(root);
    }
    loop {
        if let Some(entry) = pending_on.pop_front() {
            let n = out.node(entry);
            offs.clear();
            chains::offs_of(&work, n, cell_links, offs);
            for &off in offs.iter() {
                if let Some(on_entry) = out.get(off ^ 1) {
                    let off_entry = out.push(off, &[entry], NO_CAUSE, None);
                    out.absurd = Some((on_entry, off_entry));
                    return out;
                }
                if out.get(off).is_none() {
                    let e = out.reach(off, &[entry], NO_CAUSE, None);
                    pending_off.push_back(e);
                }
            }
            continue;
        }
        let Some(entry) = pending_off.pop_front() else {
            if level == 0
                || !implied(
                    position,
                    (&work, &mut unseen),
                    &mut out,
                    pending_off,
                    growth,
                )
            {
                break;
            }
            continue;
        };
        let n = out.node(entry);
        let (cell, d) = (node_cell(n), node_digit(n));
        ons.clear();
        on_parents.clear();
        let mask = work.open[cell];
        if cell_links && mask.count_ones() == 2 && mask >> d & 1 == 1 {
            let other = (mask & !(1 << d)).trailing_zeros() as usize;
            let from = on_parents.len();
            on_parents.push(entry);
            if dynamic {
                hidden_cell_parents(&out, source, &work.open, cell, other, on_parents);
            }
            ons.push((node(cell, other, true), from, on_parents.len(), CELL_CAUSE));
        }
        for kind in 0..3 {
            let region = REGION_SETS[kind][CELL_REGIONS[cell][kind]];
            let others = region & work.boards[d] & !(1u128 << cell);
            if others.count_ones() != 1 {
                continue;
            }
            let on = node(others.trailing_zeros() as usize, d, true);
            if ons.iter().any(|&(o, ..)| o == on) {
                continue;
            }
            let from = on_parents.len();
            on_parents.push(entry);
            if dynamic {
                for c in cells_of(region & position.boards[d] & !work.boards[d]) {
                    if let Some(p) = out.get(node(c, d, false)) {
                        on_parents.push(p);
                    }
                }
            }
            ons.push((on, from, on_parents.len(), region_cause(kind)));
        }
        if dynamic {
            work.remove(cell, d as u8);
            // Only levels 1 and up apply other techniques, which look where the grid changed.
            if level > 0 {
                unseen.strike(cell, d);
            }
        }
        for &(on, from, to, cause) in ons.iter() {
            let parents = &on_parents[from..to];
            if let Some(off_entry) = out.get(on ^ 1) {
                let on_entry = out.push(on, parents, cause, None);
                out.absurd = Some((on_entry, off_entry));
                return out;
            }
            if out.get(on).is_none() {
                let e = out.reach(on, parents, cause, None);
                pending_on.push_back(e);
            }
        }
    }
    out
}

/// Adds the candidates other techniques remove from the working grid (SE's "advanced"
/// links); false when none is new. As in SE, an added candidate is not checked against the
/// on candidates: a contradiction shows only through the links that follow.
fn implied(
    position: &Position,
    (work, unseen): (&Position, &mut Unseen),
    out: &mut Outcome,
    pending_off: &mut VecDeque<u32>,
    growth: Growth,
) -> bool {
    let mut added = false;
    let mut parents = Vec::new();
    for implied in implications_of(position, work, unseen, growth) {
        if out.get(implied.off).is_some() {
            continue;
        }
        parents.clear();
        parents.extend(implied.parents.iter().filter_map(|&p| out.get(p)));
        let e = out.reach(implied.off, &parents, NO_CAUSE, implied.nested);
        pending_off.push_back(e);
        added = true;
    }
    added
}

/// The links the techniques of `growth`'s level add to `inner`, the working grid of an
/// assumption made in `position` (`unseen` says where it lost candidates): the basic
/// techniques first; from level 2, when they find nothing, the chaining rules nested at that
/// level, in SE's order.
fn implications_of(
    position: &Position,
    inner: &Position,
    unseen: &mut Unseen,
    growth: Growth,
) -> Vec<Implied> {
    let basic = implications::basic(position, inner, unseen);
    if !basic.is_empty() || growth.level < 2 {
        return basic;
    }
    let mut result = Vec::new();
    let rules: &[Nesting] = match growth.level {
        2 => &[Nesting::Static],
        3 => &[Nesting::Static, Nesting::Multiple],
        _ => &[Nesting::Dynamic(growth.nesting)],
    };
    for rule in rules {
        let hints = match *rule {
            Nesting::Static => chains::static_hints(inner, &position.open),
            Nesting::Multiple => all_hints(inner, &position.open, Growth::MULTIPLE),
            Nesting::Dynamic(level) => all_hints(inner, &position.open, Growth::nested(level, 0)),
        };
        implications::push_hints(&mut result, hints);
        if !result.is_empty() {
            break;
        }
    }
    result
}

/// A chaining rule nested inside another.
#[derive(Clone, Copy)]
enum Nesting {
    /// SE's first chaining rule: cycles and forcing chains on the grid as it is.
    Static,
    /// Cell and region forcing chains on the grid as it is.
    Multiple,
    /// Dynamic forcing chains of this level.
    Dynamic(u8),
}

/// Every hint of the forcing chains `growth` grows in `inner` (the working grid of an outer
/// chain that started from `source`), for the outer chain to use.
fn all_hints(inner: &Position, source: &[u16; 81], growth: Growth) -> Vec<InnerHint> {
    all_hints_with(inner, source, growth, Kept::new())
}

/// Every hint, but those `kept` shows add no link.
fn all_hints_with(
    inner: &Position,
    source: &[u16; 81],
    growth: Growth,
    kept: Kept,
) -> Vec<InnerHint> {
    let mut all = All {
        source,
        grid: &inner.open,
        hints: Vec::new(),
        kept,
    };
    forcing_chains_into(inner, growth, &mut all);
    all.hints
}

/// The digits struck from `cell` in this search (bar the one coming on) are parents too.
fn hidden_cell_parents(
    out: &Outcome,
    source: &[u16; 81],
    grid: &[u16; 81],
    cell: usize,
    on_digit: usize,
    parents: &mut Vec<u32>,
) {
    for d in 0..9 {
        if d != on_digit
            && source[cell] >> d & 1 == 1
            && grid[cell] >> d & 1 == 0
            && let Some(p) = out.get(node(cell, d, false))
        {
            parents.push(p);
        }
    }
}

/// A hint a chaining rule found, before it is built: what SE sorts it by and the chains behind
/// it.
struct Hint<'a> {
    difficulty: f64,
    complexity: usize,
    sort_key: u8,
    technique: Technique,
    /// What the hint concludes: an off candidate goes, an on one is placed.
    target: Node,
    /// The end of each chain of the hint, in SE's order; the first is the one shown.
    lines: &'a [(&'a Outcome, u32)],
    /// Why the assumption itself holds, for a cell's or a region's hints.
    root_cause: Cause,
}

/// Where a chaining rule's hints go: the best one, as a step, or all of them, for a chain
/// that nests the rule.
trait Sink {
    /// Whether a hint concluding `target` with these keys would be kept: lets a search skip
    /// counting chains.
    fn wants(&self, target: Node, difficulty: f64, complexity: usize, sort_key: u8) -> bool;
    /// Takes a hint found in `position`.
    fn take(&mut self, position: &Position, hint: Hint<'_>);
}

/// The best hint so far, with SE's sort keys; the best is the least.
#[derive(Default)]
struct Best(Option<Found>);

struct Found {
    difficulty: f64,
    complexity: usize,
    sort_key: u8,
    step: Step,
}

impl Sink for Best {
    fn wants(&self, _: Node, difficulty: f64, complexity: usize, sort_key: u8) -> bool {
        match &self.0 {
            None => true,
            Some(b) => {
                let key = (difficulty, complexity, sort_key);
                key.partial_cmp(&(b.difficulty, b.complexity, b.sort_key))
                    == Some(std::cmp::Ordering::Less)
            }
        }
    }

    fn take(&mut self, position: &Position, hint: Hint<'_>) {
        if !self.wants(hint.target, hint.difficulty, hint.complexity, hint.sort_key) {
            return;
        }
        let (out, end) = hint.lines[0];
        let keys = (hint.difficulty, hint.complexity, hint.sort_key);
        self.keep(
            position,
            keys,
            (hint.technique, hint.target),
            &out.chain(end),
        );
    }
}

impl Best {
    /// Keeps a hint that beats the best so far: its sort keys (difficulty, length, kind),
    /// what it is and concludes, and the chain it shows.
    fn keep(
        &mut self,
        position: &Position,
        (difficulty, complexity, sort_key): (f64, usize, u8),
        (technique, target): (Technique, Node),
        chain: &[Node],
    ) {
        let (placements, eliminations) = conclusion(position, target);
        let step = chain_step(technique, difficulty, chain, placements, eliminations);
        self.0 = Some(Found {
            difficulty,
            complexity,
            sort_key,
            step,
        });
    }
}

/// Every hint, as a nesting chain uses them.
struct All<'s> {
    /// Where the nesting chain started: the candidates it struck are those of `source` the
    /// inner position lacks.
    source: &'s [u16; 81],
    /// The inner grid the hints are found in.
    grid: &'s [u16; 81],
    hints: Vec<InnerHint>,
    kept: Kept,
}

impl All<'_> {
    /// What concluding `target` removes from the inner grid: `(cell, digits)`.
    fn removals(&self, target: Node) -> (usize, u16) {
        let cell = node_cell(target);
        let bit = 1u16 << node_digit(target);
        if node_on(target) {
            (cell, self.grid[cell] & !bit)
        } else {
            (cell, bit)
        }
    }
}

impl Sink for All<'_> {
    fn wants(&self, target: Node, difficulty: f64, complexity: usize, sort_key: u8) -> bool {
        let keys = (difficulty, complexity, sort_key);
        self.kept.adds(self.removals(target), keys)
    }

    fn take(&mut self, position: &Position, hint: Hint<'_>) {
        let keys = (hint.difficulty, hint.complexity, hint.sort_key);
        let (cell, removals) = self.removals(hint.target);
        if !self.kept.adds((cell, removals), keys) {
            return;
        }
        let mut parents = Vec::new();
        let mut fingerprint = DefaultHasher::new();
        for &(out, end) in hint.lines {
            out.node(end).hash(&mut fingerprint);
            let mut line = Vec::new();
            out.visit_ancestors(end, |e| {
                let n = out.node(e);
                line.push(n);
                if node_on(n) {
                    let cause = if e == 0 {
                        hint.root_cause
                    } else {
                        out.cause(e)
                    };
                    let at = (node_cell(n), node_digit(n));
                    cause_parents(self.source, &position.open, at, cause, &mut parents);
                }
            });
            line.sort_unstable();
            line.hash(&mut fingerprint);
        }
        if !parents.is_empty() {
            self.kept.keep((cell, removals), keys);
        }
        self.hints.push(InnerHint {
            difficulty: hint.difficulty,
            complexity: hint.complexity,
            sort_key: hint.sort_key,
            removals: vec![(cell, removals)],
            parents,
            fingerprint: fingerprint.finish(),
        });
    }
}

/// Whether concluding `target` would change anything (SE's `isWorth`).
fn worth(position: &Position, target: Node) -> bool {
    let cell = node_cell(target);
    if node_on(target) {
        position.values[cell] == 0 && position.open[cell] & !(1 << node_digit(target)) != 0
    } else {
        true
    }
}

/// The first Nishio forcing chain in SE's order: an assumption on one digit that leads to a
/// candidate both on and off.
pub(crate) fn nishio(position: &Position) -> Option<Step> {
    let mut best = Best::default();
    NISHIO_MEMO.with_borrow_mut(|memo| {
        for cell in 0..81 {
            if position.values[cell] != 0 || position.open[cell].count_ones() < 2 {
                continue;
            }
            for d in 0..9 {
                if position.open[cell] >> d & 1 == 0 {
                    continue;
                }
                for on in [true, false] {
                    let start = node(cell, d, on);
                    let memo = &mut memo[d];
                    let Some(found) = memo.contradiction(position.boards[d], start, || {
                        Contradiction::of(&grow(position, start, Growth::NISHIO))
                    }) else {
                        continue;
                    };
                    let least = found.least;
                    if !best.wants(start ^ 1, difficulty(7.5, least), least, 7)
                        || !worth(position, start ^ 1)
                    {
                        continue;
                    }
                    let keys = (difficulty(7.5, found.complexity), found.complexity, 7);
                    if best.wants(start ^ 1, keys.0, keys.1, keys.2) {
                        let what = (Technique::NishioForcingChain, start ^ 1);
                        best.keep(position, keys, what, &found.chain);
                    }
                }
            }
        }
    });
    best.0.map(|f| f.step)
}

/// What a Nishio assumption that leads to a contradiction gives a hint: the least length
/// its two chains can have, their length, and the chain shown.
struct Contradiction {
    least: usize,
    complexity: usize,
    chain: Vec<Node>,
}

impl Contradiction {
    fn of(out: &Outcome) -> Option<Contradiction> {
        let (a_on, a_off) = out.absurd?;
        let lines = [(out, a_on), (out, a_off)];
        Some(Contradiction {
            least: (out.depth(a_on) + out.depth(a_off)) as usize,
            complexity: complexity(&lines),
            chain: out.chain(a_on),
        })
    }
}

/// What Nishio assumptions on one digit led to, kept while the digit's places stay as they
/// were.
///
/// Nishio chains use region links only, so they never leave the digit they start from: what
/// an assumption leads to depends on that digit's places alone. A step of a rating changes the
/// places of a few digits, so the others' contradictions are known without growing them again
/// (a sixth of rating a puzzle of dynamic forcing chains).
#[derive(Default)]
struct NishioDigit {
    /// The digit's places the findings are for (bit = cell).
    places: Option<u128>,
    /// Whether each assumption (bit `cell * 2 + on`) was grown on those places.
    grown: [u64; 3],
    /// The contradiction each grown assumption led to, if any (index `cell * 2 + on`).
    found: Vec<Option<Contradiction>>,
}

impl NishioDigit {
    /// The contradiction assuming `start` leads to when its digit's places are `places`,
    /// grown with `grow` unless known.
    fn contradiction(
        &mut self,
        places: u128,
        start: Node,
        grow: impl FnOnce() -> Option<Contradiction>,
    ) -> Option<&Contradiction> {
        if self.places != Some(places) {
            self.places = Some(places);
            self.grown = [0; 3];
            self.found.clear();
            self.found.resize_with(2 * 81, || None);
        }
        let at = node_cell(start) * 2 + usize::from(node_on(start));
        if self.grown[at / 64] >> (at % 64) & 1 == 0 {
            self.found[at] = grow();
            self.grown[at / 64] |= 1 << (at % 64);
        }
        self.found[at].as_ref()
    }
}

thread_local! {
    /// What Nishio assumptions on each digit led to, on this thread.
    static NISHIO_MEMO: std::cell::RefCell<[NishioDigit; 9]> = std::cell::RefCell::new(Default::default());
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
/// assumption it will look at first, spread over the threads of the caller's pool; the search
/// after that is the same, so the hint is the same whatever the thread count. One of level 0
/// grows only what its closures show can take part in a hint, which is seldom much.
fn forcing_chains(position: &Position, growth: Growth) -> Option<Step> {
    let mut best = Best::default();
    if growth.dynamic && growth != Growth::nested(0, 0) {
        let mut grown = Grown::ahead(position, growth);
        forcing_chains_with(position, growth, Foresight::Nothing, &mut grown, &mut best);
    } else {
        forcing_chains_into(position, growth, &mut best);
    }
    best.0.map(|f| f.step)
}

fn forcing_chains_into(position: &Position, growth: Growth, sink: &mut impl Sink) {
    let mut grown = Grown::default();
    if growth == Growth::nested(0, 0) {
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
            Foresight::Reach(reach) => return reach.meet(starts.iter().copied()),
            Foresight::Closures(closures) => closures,
        };
        // A cell's digits or a digit's places in a region: nine at most.
        let (mut absurd, mut fine) = ([0; 9], [0; 9]);
        let (mut absurd_count, mut fine_count) = (0, 0);
        for &n in starts {
            if closures.absurd(n) {
                absurd[absurd_count] = n;
                absurd_count += 1;
            } else {
                fine[fine_count] = n;
                fine_count += 1;
            }
        }
        let (absurd, fine) = (&absurd[..absurd_count], &fine[..fine_count]);
        if fine.is_empty() {
            return true;
        }
        if absurd.is_empty() {
            // A common on conclusion worth drawing turns its cell's other digits off alike.
            let (_, off) = closures.common(fine);
            return off.iter().any(|&common| common != 0);
        }
        for &n in absurd {
            grown.ensure(n, || grow(position, n, growth));
        }
        let (on, off) = closures.common(fine);
        let reached_by_all = |n: Node| absurd.iter().all(|&a| grown.get(a).get(n).is_some());
        (0..9).any(|d| {
            let ons = cells_of(on[d]).map(|cell| node(cell, d, true));
            let offs = cells_of(off[d]).map(|cell| node(cell, d, false));
            ons.chain(offs)
                .any(|n| worth(position, n) && reached_by_all(n))
        })
    }

    /// Whether assuming candidate `(cell, d)` on and off can give a hint (with `double`, a
    /// conclusion both lead to counts).
    fn binary(self, cell: usize, d: usize, double: bool) -> bool {
        match self {
            Foresight::Closures(closures) => closures.binary(cell, d, double),
            _ => true,
        }
    }
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
    let (cell_technique, region_technique) = growth.techniques();
    let ensure = |grown: &mut Grown, n: Node| grown.ensure(n, || grow(position, n, growth));
    let mut starts = Vec::new();
    for cell in 0..81 {
        let mask = position.open[cell];
        let size = mask.count_ones();
        if position.values[cell] != 0 || size < 2 || (!dynamic && size < 3) {
            continue;
        }
        for d in 0..9 {
            if mask >> d & 1 == 0 {
                continue;
            }
            let start = node(cell, d, true);
            if dynamic && foresight.binary(cell, d, size >= 3) {
                ensure(grown, start);
                let negation = grown.negation(position, node(cell, d, false), growth);
                let out = grown.get(start);
                let chains = Binary {
                    cell,
                    d,
                    on: out,
                    off: &negation,
                };
                chains.offer(position, size >= 3, (base, cell_technique), sink);
            }
            let bit = 1u16 << d;
            for kind in 0..3 {
                let index = CELL_REGIONS[cell][kind];
                let places = position.positions(kind, index, bit);
                if places.count_ones() < 2
                    || REGIONS[kind][index][places.trailing_zeros() as usize] != cell
                {
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
                let all: Vec<&Outcome> = starts.iter().map(|&n| grown.get(n)).collect();
                let rule = (6, region_technique, base, region_cause(kind));
                common(position, &all, rule, sink);
            }
        }
        starts.clear();
        starts.extend(
            (0..9)
                .filter(|&d| mask >> d & 1 == 1)
                .map(|d| node(cell, d, true)),
        );
        if !meet(&starts, grown) {
            continue;
        }
        for &n in &starts {
            ensure(grown, n);
        }
        let all: Vec<&Outcome> = starts.iter().map(|&n| grown.get(n)).collect();
        common(position, &all, (5, cell_technique, base, CELL_CAUSE), sink);
    }
}

/// What each assumption "on" leads to, grown once (region chains grow the other places of a
/// digit, which their own cells ask for again later), and the negations grown ahead.
#[derive(Default)]
struct Grown {
    /// Slot in `outcomes` of each on node's (cell * 9 + digit) outcome, or `NONE`.
    slots: Vec<u32>,
    outcomes: Vec<Outcome>,
    /// What each assumption "off" leads to, by cell * 9 + digit, when grown ahead; each is
    /// used once.
    negations: Vec<Option<Outcome>>,
}

impl Grown {
    /// Grows every assumption a dynamic search will look at, on and off, on the threads of the
    /// caller's pool: in a dynamic search every candidate of every open cell of two digits or
    /// more is assumed both ways, and a growth depends on nothing but the position.
    fn ahead(position: &Position, growth: Growth) -> Grown {
        let mut starts = Vec::new();
        for cell in 0..81 {
            let mask = position.open[cell];
            if position.values[cell] != 0 || mask.count_ones() < 2 {
                continue;
            }
            for d in bits(mask) {
                starts.extend([node(cell, d, true), node(cell, d, false)]);
            }
        }
        let outcomes = parallel::map(&starts, |&n| grow(position, n, growth));
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

    /// What the assumption `off` leads to: grown ahead, or now.
    fn negation(&mut self, position: &Position, off: Node, growth: Growth) -> Outcome {
        self.negations
            .get_mut(usize::from(off) / 2)
            .and_then(Option::take)
            .unwrap_or_else(|| grow(position, off, growth))
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

/// The candidates every outcome turns on (then off) alike, each offered as a hint; `rule` is
/// the hints' sort key, name, base rating and the cause of their assumptions.
fn common(
    position: &Position,
    all: &[&Outcome],
    (sort_key, technique, base, root_cause): (u8, Technique, f64, Cause),
    sink: &mut impl Sink,
) {
    let first = all[0];
    for list in [&first.ons, &first.offs] {
        for &entry in list.iter() {
            let target = first.node(entry);
            let mut least = 0;
            let mut everywhere = true;
            for out in all {
                match out.get(target) {
                    Some(e) => least += out.depth(e) as usize,
                    None => {
                        everywhere = false;
                        break;
                    }
                }
            }
            if !everywhere
                || !sink.wants(target, difficulty(base, least), least, sort_key)
                || !worth(position, target)
            {
                continue;
            }
            let lines: Vec<(&Outcome, u32)> = all
                .iter()
                .map(|&out| (out, out.get(target).unwrap()))
                .collect();
            let complexity = complexity(&lines);
            sink.take(
                position,
                Hint {
                    difficulty: difficulty(base, complexity),
                    complexity,
                    sort_key,
                    technique,
                    target,
                    lines: &lines,
                    root_cause,
                },
            );
        }
    }
}

/// SE's binary chaining from one candidate: what assuming it on, and off, leads to.
struct Binary<'a> {
    cell: usize,
    d: usize,
    on: &'a Outcome,
    off: &'a Outcome,
}

impl Binary<'_> {
    /// Offers the hints: an assumption that ends in a contradiction is false; with `double`,
    /// a candidate that the assumption and its negation both turn on (or both turn off) is on
    /// (off).
    fn offer(
        &self,
        position: &Position,
        double: bool,
        (base, technique): (f64, Technique),
        sink: &mut impl Sink,
    ) {
        let offer = |sink: &mut dyn FnMut(Hint<'_>), lines: &[(&Outcome, u32)], target, key| {
            if !worth(position, target) {
                return;
            }
            let complexity = complexity(lines);
            sink(Hint {
                difficulty: difficulty(base, complexity),
                complexity,
                sort_key: key,
                technique,
                target,
                lines,
                root_cause: NO_CAUSE,
            });
        };
        let (cell, d, on, off) = (self.cell, self.d, self.on, self.off);
        {
            let mut take = |hint: Hint<'_>| sink.take(position, hint);
            if let Some((a_on, a_off)) = on.absurd {
                let lines = [(on, a_on), (on, a_off)];
                offer(&mut take, &lines, node(cell, d, false), 7);
            }
            if let Some((a_on, a_off)) = off.absurd {
                let lines = [(off, a_on), (off, a_off)];
                offer(&mut take, &lines, node(cell, d, true), 7);
            }
        }
        if double {
            for list in [&on.ons, &on.offs] {
                for &entry in list.iter() {
                    let target = on.node(entry);
                    if let Some(other) = off.get(target) {
                        let least = (on.depth(entry) + off.depth(other)) as usize;
                        if !sink.wants(target, difficulty(base, least), least, 1) {
                            continue;
                        }
                        let lines = [(on, entry), (off, other)];
                        let mut take = |hint: Hint<'_>| sink.take(position, hint);
                        offer(&mut take, &lines, target, 1);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::position::sample_positions;

    /// A dynamic search finds the same hint as a rating step runs it (level 0 growing only
    /// what its closures allow, level 1 growing everything ahead, on a pool of three threads
    /// too) and growing every assumption as the search asks for it.
    #[test]
    fn rating_steps_find_what_growing_everything_finds() {
        let lazily = |position: &Position, growth: Growth| {
            let mut best = Best::default();
            let mut grown = Grown::default();
            forcing_chains_with(position, growth, Foresight::Nothing, &mut grown, &mut best);
            best.0.map(|f| f.step)
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
                        let closure = Closure::of(&position, start);
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
                            let (c, d) = (node_cell(n), node_digit(n));
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
                    source: &source,
                    grid: &position.open,
                    hints: Vec::new(),
                    kept: Kept::new(),
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
            let source = &group[0].open;
            for inner in &group[1..] {
                for growth in [Growth::nested(0, 0), Growth::MULTIPLE] {
                    let some = all_hints_with(inner, source, growth, Kept::new());
                    let every = all_hints_with(inner, source, growth, Kept::nothing());
                    assert!(some.len() <= every.len());
                    let kept = implications::first_links(some);
                    assert_eq!(kept, implications::first_links(every), "{inner:?}");
                    links += kept.len();
                }
            }
        }
        assert!(
            links > 100,
            "only {links} links: the comparison says little"
        );
    }

    /// Nishio hints found with what earlier positions left in the memo are those found afresh:
    /// a position, then the same with one candidate struck (so the other digits' findings are
    /// reused).
    #[test]
    fn nishio_hints_are_the_same_with_findings_kept_or_not() {
        let forget = || NISHIO_MEMO.with_borrow_mut(|memo| *memo = Default::default());
        let mut found = 0;
        for position in sample_positions(12) {
            let cell = (0..81)
                .find(|&c| position.open[c].count_ones() >= 3)
                .unwrap();
            let mut next = position;
            next.remove(cell, position.open[cell].trailing_zeros() as u8);
            forget();
            let kept = (nishio(&position), nishio(&next));
            forget();
            let fresh = nishio(&next);
            assert_eq!(kept.1, fresh, "{next:?}");
            found += usize::from(fresh.is_some()) + usize::from(kept.0.is_some());
        }
        assert!(found > 5, "only {found} hints: the test shows little");
    }
}
