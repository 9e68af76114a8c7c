//! Nishio forcing chains (7.5) and multiple forcing chains (8.0), as SE's second and third
//! chaining rules find them.
//!
//! Both grow every consequence of one assumption, taking the pending on candidates first, one
//! off candidate at a time after them. Nishio uses region links only and is dynamic: each off
//! candidate is struck from a working copy of the grid once taken, so later links may rely on
//! it (the candidates struck earlier become extra parents of a link, and count in its length);
//! an assumption that leads to a candidate both on and off is false. Multiple forcing chains
//! use cell and region links on the grid as it is, and conclude what every digit of a cell
//! (of three digits or more), or every place of a digit in a region, leads to alike.

use super::chains::{Node, chain_step, difficulty, node, node_cell, node_digit, node_on};
use super::geometry::{CELL_REGIONS, INDEX_IN_REGION, REGIONS};
use super::implications;
use super::position::Position;
use super::step::Step;
use super::technique::Technique;

const NONE: u32 = u32::MAX;

/// Placements or eliminations: `(cell, digit)`.
type Changes = Vec<(usize, u8)>;
const NODES: usize = 81 * 9 * 2;

/// Everything one assumption leads to, with each consequence's parents.
struct Outcome {
    nodes: Vec<Node>,
    /// Parents of entry i: `parents[starts[i]..starts[i + 1]]`.
    parents: Vec<u32>,
    starts: Vec<u32>,
    /// The longest line of parents to each entry: a lower bound of its ancestors, cheap to
    /// know, that spares counting them for hints that cannot beat the best so far.
    depth: Vec<u32>,
    /// The entry of each node reached, or `NONE`.
    index: Vec<u32>,
    /// The on and off entries in the order they were reached.
    ons: Vec<u32>,
    offs: Vec<u32>,
    /// The two entries of a candidate found both on and off, if the assumption is absurd.
    absurd: Option<(u32, u32)>,
}

impl Outcome {
    fn push(&mut self, n: Node, parents: &[u32]) -> u32 {
        let at = self.nodes.len() as u32;
        let depth = 1 + parents
            .iter()
            .map(|&p| self.depth[p as usize])
            .max()
            .unwrap_or(0);
        self.depth.push(depth);
        self.nodes.push(n);
        self.parents.extend_from_slice(parents);
        self.starts.push(self.parents.len() as u32);
        at
    }

    fn parents_of(&self, entry: u32) -> &[u32] {
        let e = entry as usize;
        let start = if e == 0 {
            0
        } else {
            self.starts[e - 1] as usize
        };
        &self.parents[start..self.starts[e] as usize]
    }

    fn get(&self, n: Node) -> Option<u32> {
        let at = self.index[usize::from(n)];
        (at != NONE).then_some(at)
    }

    /// How many distinct candidates lead to `entry`, itself included: SE's chain length.
    fn ancestors(&self, entry: u32) -> usize {
        let mut seen = vec![false; NODES];
        let mut todo = vec![entry];
        let mut count = 0;
        while let Some(e) = todo.pop() {
            let n = usize::from(self.nodes[e as usize]);
            if seen[n] {
                continue;
            }
            seen[n] = true;
            count += 1;
            todo.extend_from_slice(self.parents_of(e));
        }
        count
    }

    /// The main line to `entry`, following first parents, from the assumption.
    fn chain(&self, entry: u32) -> Vec<Node> {
        let mut out = Vec::new();
        let mut at = entry;
        loop {
            out.push(self.nodes[at as usize]);
            match self.parents_of(at).first() {
                Some(&p) => at = p,
                None => break,
            }
        }
        out.reverse();
        out
    }
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
}

impl Growth {
    const NISHIO: Growth = Growth {
        cell_links: false,
        dynamic: true,
        level: 0,
    };
    const MULTIPLE: Growth = Growth {
        cell_links: true,
        dynamic: false,
        level: 0,
    };
    const DYNAMIC: Growth = Growth {
        cell_links: true,
        dynamic: true,
        level: 0,
    };

    /// Dynamic forcing chains of SE's `level`.
    const fn nested(level: u8) -> Growth {
        Growth {
            cell_links: true,
            dynamic: true,
            level,
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
}

/// Grows the consequences of `start` (on or off) as `growth` says.
fn grow(position: &Position, start: Node, growth: Growth) -> Outcome {
    let Growth {
        cell_links,
        dynamic,
        level,
    } = growth;
    let mut grid = position.open;
    let source = &position.open;
    let mut out = Outcome {
        nodes: Vec::with_capacity(256),
        parents: Vec::with_capacity(256),
        starts: Vec::with_capacity(256),
        depth: Vec::with_capacity(256),
        index: vec![NONE; NODES],
        ons: Vec::new(),
        offs: Vec::new(),
        absurd: None,
    };
    let root = out.push(start, &[]);
    out.index[usize::from(start)] = root;
    let mut pending_on = std::collections::VecDeque::new();
    let mut pending_off = std::collections::VecDeque::new();
    if node_on(start) {
        out.ons.push(root);
        pending_on.push_back(root);
    } else {
        out.offs.push(root);
        pending_off.push_back(root);
    }
    let mut extra = Vec::new();
    // Scratch lists reused at every link: the offs an on candidate makes, the ons an off one
    // makes, with their parents in one flat list.
    let mut offs: Vec<Node> = Vec::with_capacity(32);
    let mut ons: Vec<(Node, usize, usize)> = Vec::with_capacity(4);
    let mut on_parents: Vec<u32> = Vec::with_capacity(32);
    loop {
        if let Some(entry) = pending_on.pop_front() {
            let n = out.nodes[entry as usize];
            let (cell, d) = (node_cell(n), node_digit(n));
            offs.clear();
            if cell_links {
                for o in 0..9 {
                    if o != d && grid[cell] >> o & 1 == 1 {
                        offs.push(node(cell, o, false));
                    }
                }
            }
            let mut added = 1u128 << cell;
            for kind in 0..3 {
                for &other in &REGIONS[kind][CELL_REGIONS[cell][kind]] {
                    if added >> other & 1 == 0 && grid[other] >> d & 1 == 1 {
                        added |= 1 << other;
                        offs.push(node(other, d, false));
                    }
                }
            }
            for &off in &offs {
                if let Some(on_entry) = out.get(off ^ 1) {
                    let off_entry = out.push(off, &[entry]);
                    out.absurd = Some((on_entry, off_entry));
                    return out;
                }
                if out.get(off).is_none() {
                    let e = out.push(off, &[entry]);
                    out.index[usize::from(off)] = e;
                    out.offs.push(e);
                    pending_off.push_back(e);
                }
            }
            continue;
        }
        let Some(entry) = pending_off.pop_front() else {
            if level == 0 || !implied(position, &grid, &mut out, &mut pending_off) {
                break;
            }
            continue;
        };
        let n = out.nodes[entry as usize];
        let (cell, d) = (node_cell(n), node_digit(n));
        ons.clear();
        on_parents.clear();
        if cell_links && grid[cell].count_ones() == 2 && grid[cell] >> d & 1 == 1 {
            let other = (grid[cell] & !(1 << d)).trailing_zeros() as usize;
            let from = on_parents.len();
            on_parents.push(entry);
            if dynamic {
                hidden_cell_parents(&out, source, &grid, cell, other, &mut on_parents);
            }
            ons.push((node(cell, other, true), from, on_parents.len()));
        }
        for kind in 0..3 {
            let region = &REGIONS[kind][CELL_REGIONS[cell][kind]];
            let mut places = 0u16;
            for (i, &c) in region.iter().enumerate() {
                if grid[c] >> d & 1 == 1 {
                    places |= 1 << i;
                }
            }
            let others = places & !(1 << INDEX_IN_REGION[cell][kind]);
            if others.count_ones() != 1 {
                continue;
            }
            let on = node(region[others.trailing_zeros() as usize], d, true);
            if ons.iter().any(|&(o, _, _)| o == on) {
                continue;
            }
            let from = on_parents.len();
            on_parents.push(entry);
            if dynamic {
                extra.clear();
                for &c in region {
                    if source[c] >> d & 1 == 1
                        && grid[c] >> d & 1 == 0
                        && let Some(p) = out.get(node(c, d, false))
                    {
                        extra.push(p);
                    }
                }
                on_parents.extend_from_slice(&extra);
            }
            ons.push((on, from, on_parents.len()));
        }
        if dynamic {
            grid[cell] &= !(1 << d);
        }
        for &(on, from, to) in &ons {
            let parents = &on_parents[from..to];
            if let Some(off_entry) = out.get(on ^ 1) {
                let on_entry = out.push(on, parents);
                out.absurd = Some((on_entry, off_entry));
                return out;
            }
            if out.get(on).is_none() {
                let e = out.push(on, parents);
                out.index[usize::from(on)] = e;
                out.ons.push(e);
                pending_on.push_back(e);
            }
        }
    }
    out
}

/// Adds the candidates other techniques remove from the working grid (SE's "advanced"
/// links); false when none is new.
fn implied(
    position: &Position,
    grid: &[u16; 81],
    out: &mut Outcome,
    pending_off: &mut std::collections::VecDeque<u32>,
) -> bool {
    let mut added = false;
    let mut parents = Vec::new();
    for implied in implications::basic(position, grid) {
        if out.get(implied.off).is_some() {
            continue;
        }
        parents.clear();
        parents.extend(implied.parents.iter().filter_map(|&p| out.get(p)));
        let e = out.push(implied.off, &parents);
        out.index[usize::from(implied.off)] = e;
        out.offs.push(e);
        pending_off.push_back(e);
        added = true;
    }
    added
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

/// A hint found, with SE's sort keys; the best is the least.
struct Found {
    difficulty: f64,
    complexity: usize,
    sort_key: u8,
    step: Step,
}

fn offer(best: &mut Option<Found>, found: Found) {
    if could_beat(best, found.difficulty, found.complexity, found.sort_key) {
        *best = Some(found);
    }
}

/// True when a hint with these keys would come before the best so far.
fn could_beat(best: &Option<Found>, difficulty: f64, complexity: usize, sort_key: u8) -> bool {
    match best {
        None => true,
        Some(b) => {
            let key = (difficulty, complexity, sort_key);
            key.partial_cmp(&(b.difficulty, b.complexity, b.sort_key))
                == Some(std::cmp::Ordering::Less)
        }
    }
}

/// What concluding `target` does: an off candidate goes; an on one is placed.
fn conclusion(position: &Position, target: Node) -> (Changes, Changes) {
    let cell = node_cell(target);
    let d = node_digit(target) as u8 + 1;
    if node_on(target) {
        let others = (0..9u8)
            .filter(|&o| o + 1 != d && position.open[cell] >> o & 1 == 1)
            .map(|o| (cell, o + 1))
            .collect();
        (vec![(cell, d)], others)
    } else {
        (Vec::new(), vec![(cell, d)])
    }
}

/// The first Nishio forcing chain in SE's order: an assumption on one digit that leads to a
/// candidate both on and off.
pub(crate) fn nishio(position: &Position) -> Option<Step> {
    let mut best: Option<Found> = None;
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
                let out = grow(position, start, Growth::NISHIO);
                let Some((a_on, a_off)) = out.absurd else {
                    continue;
                };
                let least = (out.depth[a_on as usize] + out.depth[a_off as usize]) as usize;
                if !could_beat(&best, difficulty(7.5, least), least, 7) {
                    continue;
                }
                let complexity = out.ancestors(a_on) + out.ancestors(a_off);
                let difficulty = difficulty(7.5, complexity);
                let (placements, eliminations) = conclusion(position, start ^ 1);
                if placements.is_empty() && eliminations.is_empty() {
                    continue;
                }
                let step = chain_step(
                    Technique::NishioForcingChain,
                    difficulty,
                    &out.chain(a_on),
                    placements,
                    eliminations,
                );
                offer(
                    &mut best,
                    Found {
                        difficulty,
                        complexity,
                        sort_key: 7,
                        step,
                    },
                );
            }
        }
    }
    best.map(|f| f.step)
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
    forcing_chains(position, Growth::DYNAMIC)
}

/// The first dynamic forcing chain (+) in SE's order: as dynamic forcing chains, with the links
/// pointing and claiming, hidden and naked pairs and X-Wings add once the direct ones run out.
pub(crate) fn dynamic_plus(position: &Position) -> Option<Step> {
    forcing_chains(position, Growth::nested(1))
}

fn forcing_chains(position: &Position, growth: Growth) -> Option<Step> {
    let dynamic = growth.dynamic;
    let base = growth.base();
    let (cell_technique, region_technique) = match growth.level {
        0 if dynamic => (
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
    };
    let mut best: Option<Found> = None;
    // What each assumption "on" leads to, grown once: region chains grow the other places of
    // a digit, which their own cells grow again later.
    let mut grown: Vec<Option<Outcome>> = (0..NODES).map(|_| None).collect();
    let ensure = |grown: &mut Vec<Option<Outcome>>, n: Node| {
        if grown[usize::from(n)].is_none() {
            grown[usize::from(n)] = Some(grow(position, n, growth));
        }
    };
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
            ensure(&mut grown, start);
            if dynamic {
                let negation = grow(position, node(cell, d, false), growth);
                let out = grown[usize::from(start)].as_ref().unwrap();
                let chains = Binary {
                    cell,
                    d,
                    on: out,
                    off: &negation,
                };
                chains.offer(position, size >= 3, (base, cell_technique), &mut best);
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
                let mut starts = Vec::new();
                let mut p = places;
                while p != 0 {
                    let other = REGIONS[kind][index][p.trailing_zeros() as usize];
                    p &= p - 1;
                    starts.push(node(other, d, true));
                }
                for &n in &starts {
                    ensure(&mut grown, n);
                }
                let all: Vec<&Outcome> = starts
                    .iter()
                    .map(|&n| grown[usize::from(n)].as_ref().unwrap())
                    .collect();
                common(position, &all, 6, region_technique, base, &mut best);
            }
        }
        let all: Vec<&Outcome> = (0..9)
            .filter(|&d| mask >> d & 1 == 1)
            .map(|d| grown[usize::from(node(cell, d, true))].as_ref().unwrap())
            .collect();
        common(position, &all, 5, cell_technique, base, &mut best);
    }
    best.map(|f| f.step)
}

/// The candidates every outcome turns on (then off) alike, each offered as a hint.
fn common(
    position: &Position,
    all: &[&Outcome],
    sort_key: u8,
    technique: Technique,
    base: f64,
    best: &mut Option<Found>,
) {
    let first = all[0];
    for list in [&first.ons, &first.offs] {
        for &entry in list.iter() {
            let target = first.nodes[entry as usize];
            let mut least = 0;
            let mut everywhere = true;
            for out in all {
                match out.get(target) {
                    Some(e) => least += out.depth[e as usize] as usize,
                    None => {
                        everywhere = false;
                        break;
                    }
                }
            }
            if !everywhere || !could_beat(best, difficulty(base, least), least, sort_key) {
                continue;
            }
            let complexity = all
                .iter()
                .map(|out| out.ancestors(out.get(target).unwrap()))
                .sum();
            let (placements, eliminations) = conclusion(position, target);
            if node_on(target) && position.values[node_cell(target)] != 0 {
                continue;
            }
            if placements.is_empty() && eliminations.is_empty() {
                continue;
            }
            let difficulty = difficulty(base, complexity);
            let step = chain_step(
                technique,
                difficulty,
                &first.chain(entry),
                placements,
                eliminations,
            );
            offer(
                best,
                Found {
                    difficulty,
                    complexity,
                    sort_key,
                    step,
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
        best: &mut Option<Found>,
    ) {
        let offer_target = |best: &mut Option<Found>,
                            out: &Outcome,
                            line: u32,
                            target: Node,
                            complexity: usize,
                            key| {
            let (placements, eliminations) = conclusion(position, target);
            if placements.is_empty() && eliminations.is_empty() {
                return;
            }
            let difficulty = difficulty(base, complexity);
            let step = chain_step(
                technique,
                difficulty,
                &out.chain(line),
                placements,
                eliminations,
            );
            offer(
                best,
                Found {
                    difficulty,
                    complexity,
                    sort_key: key,
                    step,
                },
            );
        };
        let (cell, d, on, off) = (self.cell, self.d, self.on, self.off);
        if let Some((a_on, a_off)) = on.absurd {
            let complexity = on.ancestors(a_on) + on.ancestors(a_off);
            offer_target(best, on, a_on, node(cell, d, false), complexity, 7);
        }
        if let Some((a_on, a_off)) = off.absurd {
            let complexity = off.ancestors(a_on) + off.ancestors(a_off);
            offer_target(best, off, a_on, node(cell, d, true), complexity, 7);
        }
        if double {
            for list in [&on.ons, &on.offs] {
                for &entry in list.iter() {
                    let target = on.nodes[entry as usize];
                    if let Some(other) = off.get(target) {
                        let least = (on.depth[entry as usize] + off.depth[other as usize]) as usize;
                        if !could_beat(best, difficulty(base, least), least, 1) {
                            continue;
                        }
                        let complexity = on.ancestors(entry) + off.ancestors(other);
                        offer_target(best, on, entry, target, complexity, 1);
                    }
                }
            }
        }
    }
}
