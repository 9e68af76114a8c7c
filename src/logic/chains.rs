//! Static chains, as Sudoku Explainer's first chaining rule finds them: bidirectional X-cycles,
//! Y-cycles and mixed cycles, forcing X-chains and forcing chains (6.5 to 7.x, plus SE's length
//! rule).
//!
//! A chain alternates candidates assumed true ("on") and false ("off"). From an on candidate,
//! every other candidate of its cell (when cell links are allowed) and every other place of its
//! digit in its box, row and column goes off; from an off candidate, the other candidate of a
//! bivalue cell (cell links) and the other place of a digit with two places in a region
//! (region links) come on. SE grows these implications breadth first from every candidate and
//! keeps, among all the hints found, the one with the lowest rating, then the shortest chain,
//! then the kind (X before Y before mixed), then the first found; this module does the same
//! and keeps only that best hint.

use std::hash::{DefaultHasher, Hash, Hasher};

use super::chain_hint::{ChainHint, conclusion};
use super::geometry::{
    CELL_REGION_SETS, CELL_REGIONS, PEER_SETS, bits, cell_bit, cells_of, count9,
};
use super::implications::{
    CELL_CAUSE, Cause, HintKeys, InnerHint, Kept, NO_CAUSE, Removals, Removed, Struck,
    parents_from, region_cause,
};
use super::node::{NODES, Node, node, node_cell, node_digit, node_on};
use super::position::Position;
use super::reach::{Layers, Reach, Successors, turns_off_through};
use super::shortest::Shortest;
use super::step::Step;
use super::technique::Technique;

/// The parent of a chain's start: no entry of an arena, so walking up a line ends there.
const NO_PARENT: u32 = u32::MAX;

/// Which links a search may use.
#[derive(Clone, Copy)]
struct Links {
    /// Cell links: the candidates of one cell exclude each other; a bivalue cell forces.
    cell: bool,
    /// Region links from an off candidate: a digit with two places in a region forces.
    region: bool,
}

impl Links {
    /// X chains: region links alone, one digit.
    const X: Links = Links {
        cell: false,
        region: true,
    };
    /// Y chains: cell links alone, through bivalue cells.
    const Y: Links = Links {
        cell: true,
        region: false,
    };
    /// Chains of both.
    const EVERY: Links = Links {
        cell: true,
        region: true,
    };

    /// The layers of the search graph these links follow from an on (off) node: cell links
    /// are its first layer, region links its second. A forcing chain follows region links
    /// from off nodes whatever the kind, and only searches with them look for forcing chains.
    fn layers(self, on: bool) -> Layers {
        match (self.cell, self.region) {
            (false, _) => Layers::Second,
            (true, false) if !on => Layers::First,
            _ => Layers::Both,
        }
    }

    /// SE's sort key among hints of one rating and length: X chains, then Y, then mixed.
    fn sort_key(self) -> u8 {
        match (self.cell, self.region) {
            (true, true) => 4,
            (true, false) => 3,
            _ => 2,
        }
    }
}

/// The implications found so far: each entry a node and the entry it follows from, side by
/// side (walking up a line reads both).
struct Arena {
    entries: Vec<(Node, u32)>,
}

impl Arena {
    fn new() -> Arena {
        Arena {
            entries: Vec::with_capacity(512),
        }
    }

    fn clear(&mut self) {
        self.entries.clear();
    }

    fn push(&mut self, n: Node, parent: u32) -> u32 {
        self.entries.push((n, parent));
        (self.entries.len() - 1) as u32
    }

    /// The entry the next push makes.
    fn next(&self) -> u32 {
        self.entries.len() as u32
    }

    fn node(&self, entry: u32) -> Node {
        self.entries[entry as usize].0
    }

    /// True when `n` is among the ancestors of entry `child` (not counting the entry itself).
    fn has_ancestor(&self, child: u32, n: Node) -> bool {
        let mut at = self.entries[child as usize].1;
        while let Some(&(node, parent)) = self.entries.get(at as usize) {
            if node == n {
                return true;
            }
            at = parent;
        }
        false
    }

    /// The chain ending at `end`, from its start to `end`.
    fn chain(&self, end: u32) -> Vec<Node> {
        let mut out = Vec::new();
        self.chain_into(end, &mut out);
        out
    }

    /// [`Arena::chain`], in `out`.
    fn chain_into(&self, end: u32, out: &mut Vec<Node>) {
        out.clear();
        let mut at = end;
        while let Some(&(node, parent)) = self.entries.get(at as usize) {
            out.push(node);
            at = parent;
        }
        out.reverse();
    }
}

/// SE's length rule: 0.1 more each time the chain's length (its candidates less two) passes
/// the next of 4, 6, 8, 12, 16, 24, 32, … Kept as SE computes it, in floating point, because
/// SE sorts hints by that sum and 6.6 + 0.1 sorts below 6.5 + 0.1 + 0.1.
pub(crate) fn difficulty(base: f64, complexity: usize) -> f64 {
    let length = complexity as i64 - 2;
    let mut added = 0.0;
    let mut ceiling = 4i64;
    let mut odd = false;
    while length > ceiling {
        added += 0.1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    base + added
}

/// Where the hints of a search go: the best one, as a step, or every one, for a chain that
/// nests this rule.
trait ChainSink {
    /// Whether a hint with these keys would be kept; since chains only grow as a search goes
    /// on, a search can stop once this turns false.
    fn wants(&self, difficulty: f64, complexity: usize, sort_key: u8) -> bool;
    /// Whether [`ChainSink::wants`] turns false past some length, whatever the kind. (Once
    /// false for a length, `wants` stays false for every longer chain of the kind: SE's keys
    /// only grow with the length.)
    fn bounded(&self) -> bool;
    /// A bidirectional cycle: `chain` starts and ends on the same on candidate.
    fn cycle(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64);
    /// A forcing chain: `chain` leads from an assumption to its negation.
    fn forcing(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64);
}

/// The best hint so far, with what SE sorts hints by; the best is the least.
#[derive(Default)]
struct Best(Option<(f64, usize, u8, ChainHint)>);

impl Best {
    /// The best hint's step, written out once the search is over.
    fn into_step(self) -> Option<Step> {
        self.0.map(|(.., hint)| hint.step())
    }
}

impl ChainSink for Best {
    fn bounded(&self) -> bool {
        self.0.is_some()
    }

    fn wants(&self, difficulty: f64, complexity: usize, sort_key: u8) -> bool {
        match &self.0 {
            None => true,
            Some((d, c, k, _)) => {
                (difficulty, complexity, sort_key).partial_cmp(&(*d, *c, *k))
                    == Some(std::cmp::Ordering::Less)
            }
        }
    }

    fn cycle(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
        // The chain starts and ends on the source: count it once.
        let complexity = chain.len() - 1;
        if !self.wants(difficulty, complexity, links.sort_key()) {
            return;
        }
        if let Some(hint) = cycle_hint(position, chain, links, difficulty) {
            self.0 = Some((difficulty, complexity, links.sort_key(), hint));
        }
    }

    fn forcing(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
        let complexity = chain.len();
        if !self.wants(difficulty, complexity, links.sort_key()) {
            return;
        }
        let hint = forcing_hint(position, chain, links, difficulty);
        self.0 = Some((difficulty, complexity, links.sort_key(), hint));
    }
}

/// The hint of a forcing chain `chain`, from an assumption to its negation.
fn forcing_hint(position: &Position, chain: &[Node], links: Links, difficulty: f64) -> ChainHint {
    let technique = if links.cell {
        Technique::ForcingChain
    } else if chain.len() == 6 {
        Technique::TurbotFish
    } else {
        Technique::ForcingXChain
    };
    let changes = conclusion(position, chain[chain.len() - 1]);
    ChainHint::new(technique, difficulty, chain, changes)
}

/// A static chain's fingerprint, as a nesting chain keeps it.
fn chain_fingerprint(chain: &[Node]) -> u64 {
    let mut fingerprint = DefaultHasher::new();
    chain.hash(&mut fingerprint);
    fingerprint.finish()
}

/// The hint of SE's static chaining rule in `position` whose chain has `fingerprint`, as a
/// nesting chain kept it: found again, to be shown.
pub(crate) fn find_static(position: &Position, fingerprint: u64) -> Option<ChainHint> {
    let mut finder = Finder {
        fingerprint,
        found: None,
    };
    search_static(position, &mut finder);
    finder.found
}

/// Looks for the hint whose chain has `fingerprint`.
struct Finder {
    fingerprint: u64,
    found: Option<ChainHint>,
}

impl ChainSink for Finder {
    fn wants(&self, _: f64, _: usize, _: u8) -> bool {
        self.found.is_none()
    }

    fn bounded(&self) -> bool {
        false
    }

    fn cycle(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
        if self.found.is_none() && chain_fingerprint(chain) == self.fingerprint {
            self.found = cycle_hint(position, chain, links, difficulty);
        }
    }

    fn forcing(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
        if self.found.is_none() && chain_fingerprint(chain) == self.fingerprint {
            self.found = Some(forcing_hint(position, chain, links, difficulty));
        }
    }
}

/// Every hint, for a chain that nests SE's static chaining rule: `position` is the grid that
/// chain left, `source` the grid it started from.
struct All {
    struck: Struck,
    hints: Vec<InnerHint>,
    kept: Kept,
}

impl All {
    /// Keeps a hint whose chain is `chain`: the struck candidates its links relied on are
    /// those of every link after the start (`every`) or of its on links only.
    fn push(
        &mut self,
        position: &Position,
        (chain, every): (&[Node], bool),
        removals: Removed,
        keys: HintKeys,
    ) {
        if !removals.as_slice().iter().any(|&r| self.kept.adds(r, keys)) {
            return;
        }
        let mut reliance = Vec::with_capacity(chain.len());
        for i in 1..chain.len() {
            let n = chain[i];
            if every || node_on(n) {
                reliance.push((n, link_cause(position, chain[i - 1], n)));
            }
        }
        let parents = parents_from(&reliance, &self.struck);
        if !parents.is_empty() {
            for &r in removals.as_slice() {
                self.kept.keep(r, keys);
            }
        }
        let (difficulty, complexity, sort_key) = keys;
        self.hints.push(InnerHint {
            difficulty,
            complexity,
            sort_key,
            removals,
            parents,
            fingerprint: chain_fingerprint(chain),
            reliance: reliance.into(),
        });
    }
}

impl ChainSink for All {
    fn wants(&self, _: f64, _: usize, _: u8) -> bool {
        true
    }

    fn bounded(&self) -> bool {
        false
    }

    fn cycle(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
        let Some(hint) = cycle_hint(position, chain, links, difficulty) else {
            return;
        };
        let mut removals: Removals = Vec::new();
        for (cell, digit) in hint.into_eliminations() {
            let bit = 1u16 << (digit - 1);
            match removals.last_mut() {
                Some((last, mask)) if *last == cell => *mask |= bit,
                _ => removals.push((cell, bit)),
            }
        }
        // Read forwards, the cycle's on links came on for a reason; read backwards (as SE
        // does for its second target), so did its off links: every link but the start counts.
        let key = (difficulty, chain.len() - 1, links.sort_key());
        self.push(position, (chain, true), Removed::Many(removals), key);
    }

    fn forcing(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
        let target = chain[chain.len() - 1];
        let cell = node_cell(target);
        let bit = 1u16 << node_digit(target);
        let mask = if node_on(target) {
            position.open[cell] & !bit
        } else {
            bit
        };
        if mask != 0 {
            let key = (difficulty, chain.len(), links.sort_key());
            self.push(position, (chain, false), Removed::One((cell, mask)), key);
        }
    }
}

/// Why `n` follows from `parent` in a static chain on `position`: the same cell, or the
/// first region (box, row, column) that links them — for an on link, one where the digit has
/// just the two places.
fn link_cause(position: &Position, parent: Node, n: Node) -> Cause {
    let (from, to) = (node_cell(parent), node_cell(n));
    if from == to {
        return CELL_CAUSE;
    }
    let bit = 1u16 << node_digit(n);
    for kind in 0..3 {
        let index = CELL_REGIONS[to][kind];
        if CELL_REGIONS[from][kind] != index {
            continue;
        }
        if !node_on(n) || count9(position.positions(kind, index, bit)) == 2 {
            return region_cause(kind);
        }
    }
    NO_CAUSE
}

/// Every static link in `position`: cell links in the graph's first layer, region links in its
/// second. (The searches walk the links [`Reach`] keeps, which leave out the dead ends.)
#[cfg(test)]
pub(crate) fn link_graph(position: &Position, graph: &mut super::reach::Graph) {
    graph.build(
        |n| position.open[node_cell(n)] >> node_digit(n) & 1 == 1,
        |n, next| {
            let open = position.open[node_cell(n)];
            if node_on(n) {
                let (cell, d) = (node_cell(n), node_digit(n));
                let (mates, places) =
                    super::links::turned_off((&position.open, &position.boards), n, true);
                next.extend(bits(mates).map(|other| node(cell, other, false)));
                for set in places {
                    next.extend(cells_of(set).map(|other| node(other, d, false)));
                }
                count9(open) as usize - 1
            } else {
                super::links::turned_on(position, n, (true, true), next);
                usize::from(count9(open) == 2)
            }
        },
    );
}

/// Every hint of SE's static chaining rule in `position`, the grid a nesting chain that
/// started from `source` has left.
pub(crate) fn static_hints(position: &Position, source: &[u16; 81]) -> Vec<InnerHint> {
    static_hints_with(position, source, Kept::new())
}

/// Every hint, but those `kept` shows add no link.
fn static_hints_with(position: &Position, source: &[u16; 81], kept: Kept) -> Vec<InnerHint> {
    let mut all = All {
        struck: Struck::new(source, &position.open),
        hints: Vec::new(),
        kept,
    };
    search_static(position, &mut all);
    all.hints
}

/// Scratch space reused across searches.
struct Search {
    arena: Arena,
    seen: Seen,
    /// What reaches what through the links of the position, and the links the searches walk.
    reach: Reach,
    /// The candidates `reach` was made for. (Placed digits only remove candidates, so the
    /// candidates tell positions apart.)
    linked: Option<[u16; 81]>,
    /// The entries of a search's frontier, kept between searches: a list handed out anew at
    /// every round cost a tenth of a rating in allocations.
    frontier: Frontier,
    /// The entries the cycles a search found close from (each goes on to the source), and the
    /// chain of one: kept too (half the cycle searches find cycles, nearly all removing
    /// nothing; allocating for each cost a few percent of a rating).
    found: Vec<u32>,
    chain: Vec<Node>,
    shortest: Shortest,
    /// What region links alone give from each digit's candidates, as far as asked.
    x_chains: [XChains; 9],
    /// The candidates that fail, as `reach` tells (for its grid only while `failed_stale` is
    /// false); no search is skipped without it.
    failed: Option<Failed>,
    /// Whether `failed` is yet to be worked out for the grid `reach` was made for: multiple
    /// forcing chains, which only ask what reaches what, leave it.
    failed_stale: bool,
}

/// Which of one digit's candidates reach their negation through region links alone (X chains),
/// and which close no X-cycle, as asked so far. Those links join the digit's places alone
/// (every other place of it seen goes off; the other of its two places in a region comes on),
/// so the answers depend on those places and nothing else (the core's dead ends and the
/// source's component, which the searches also see, change neither), and are kept while they
/// stay the same: a rating's next static search mostly comes a step or two later, most
/// digits' places as they were.
#[derive(Clone, Copy, Default)]
struct XChains {
    places: u128,
    /// The candidates asked about, off then on (bit = cell), and those of them that reach
    /// their negation.
    asked: [u128; 2],
    found: [u128; 2],
    /// The candidates whose X-cycle search, to its end, closed no cycle.
    no_cycle: u128,
}

impl XChains {
    /// What is known of digit `d`'s candidates in `position`: what `kept` knows, unless the
    /// digit's places changed since.
    fn of<'k>(kept: &'k mut [XChains; 9], position: &Position, d: usize) -> &'k mut XChains {
        let kept = &mut kept[d];
        if kept.places != position.boards[d] {
            *kept = XChains {
                places: position.boards[d],
                ..XChains::default()
            };
        }
        kept
    }
}

/// The frontier of a breadth-first search: the on and off entries to expand next, and the
/// ones being expanded.
#[derive(Default)]
struct Frontier {
    on: Vec<u32>,
    off: Vec<u32>,
    expanding: Vec<u32>,
}

impl Frontier {
    fn clear(&mut self) {
        self.on.clear();
        self.off.clear();
        self.expanding.clear();
    }
}

/// The nodes one search has met, on and off.
struct Seen {
    /// A node is seen on (off) in this search when its entry here equals `stamp`: starting a
    /// search bumps the stamp instead of clearing the tables.
    on: Vec<u32>,
    off: Vec<u32>,
    stamp: u32,
}

impl Seen {
    fn on(&self, n: Node) -> bool {
        self.on[usize::from(n)] == self.stamp
    }

    fn off(&self, n: Node) -> bool {
        self.off[usize::from(n)] == self.stamp
    }

    /// Whether `n` was met, on or off as it is.
    fn has(&self, n: Node) -> bool {
        if node_on(n) { self.on(n) } else { self.off(n) }
    }

    fn mark(&mut self, n: Node) {
        if node_on(n) {
            self.mark_on(n);
        } else {
            self.mark_off(n);
        }
    }

    fn mark_on(&mut self, n: Node) {
        self.on[usize::from(n)] = self.stamp;
    }

    fn mark_off(&mut self, n: Node) {
        self.off[usize::from(n)] = self.stamp;
    }

    /// Forgets every node seen.
    fn reset(&mut self) {
        if self.stamp == u32::MAX {
            self.on.fill(0);
            self.off.fill(0);
            self.stamp = 0;
        }
        self.stamp += 1;
    }
}

/// The first hint of SE's static chaining rule: cycles and forcing chains of X links, of Y
/// links, then of both.
pub(crate) fn static_chain(position: &Position) -> Option<Step> {
    let mut best = Best::default();
    with_search(position, |search| {
        search_static_with(position, &mut best, search)
    });
    best.into_step()
}

thread_local! {
    /// The scratch space of the last search on this thread: nested chains search millions of
    /// times, and clearing two tables of every candidate each time showed in profiles.
    static SEARCH: std::cell::RefCell<Option<Search>> = const { std::cell::RefCell::new(None) };
}

/// Searches for every hint, as a nesting chain asks for them.
fn search_static(position: &Position, sink: &mut impl ChainSink) {
    with_search(position, |search| {
        search_static_with(position, sink, search)
    });
}

/// Runs `f` on this thread's scratch space, its reach made for `position` (kept from the last
/// call when the grid is the same: a nested chain's static and multiple forcing chains rules
/// search the same grids), and the candidates that fail there. The searches walk the links the
/// reach keeps: every link of a position, listed again for them, cost a tenth of rating a
/// puzzle of static chains, and most of those links lead into dead ends.
fn with_search<T>(position: &Position, f: impl FnOnce(&mut Search) -> T) -> T {
    with_search_knowing(position, true, f)
}

/// [`with_search`], the candidates that fail worked out only when `failing` asks for them.
fn with_search_knowing<T>(
    position: &Position,
    failing: bool,
    f: impl FnOnce(&mut Search) -> T,
) -> T {
    let mut search = SEARCH
        .with(|kept| kept.borrow_mut().take())
        .unwrap_or_else(|| Search {
            arena: Arena::new(),
            seen: Seen {
                on: vec![0; NODES],
                off: vec![0; NODES],
                stamp: 0,
            },
            reach: Reach::default(),
            linked: None,
            frontier: Frontier::default(),
            found: Vec::new(),
            chain: Vec::new(),
            shortest: Shortest::default(),
            x_chains: [XChains::default(); 9],
            failed: None,
            failed_stale: false,
        });
    if search.linked != Some(position.open) {
        search.reach.compute(position);
        search.linked = Some(position.open);
        search.failed_stale = true;
    }
    if failing && search.failed_stale {
        let lists = search
            .failed
            .take()
            .map(|failed| (failed.on, failed.cycle_digits))
            .unwrap_or_default();
        search.reach.count_cells();
        search.failed = Some(Failed::of(&search.reach, lists));
        search.failed_stale = false;
    }
    let result = f(&mut search);
    SEARCH.with(|kept| *kept.borrow_mut() = Some(search));
    result
}

/// Runs `f` with what reaches what through every static link of `position`.
pub(crate) fn with_reach<T>(position: &Position, f: impl FnOnce(&Reach) -> T) -> T {
    with_search_knowing(position, false, |search| {
        search.reach.find_offs();
        f(&search.reach)
    })
}

fn search_static_with(position: &Position, sink: &mut impl ChainSink, search: &mut Search) {
    // Every hint removes a candidate that reaches its negation (see `Failed`) or places
    // one whose negation reaches it.
    if search.failed.as_ref().is_some_and(Failed::none) {
        return;
    }
    for links in [Links::X, Links::Y, Links::EVERY] {
        // Mixed chains rate 7.0 at least: not worth searching once a cheaper hint is known.
        if links.cell && links.region && !sink.wants(7.0, 0, links.sort_key()) {
            break;
        }
        // Only the sources `Failed` lets through can start a search: the others are passed
        // over without asking one by one (most, in most positions).
        let sources = match &search.failed {
            Some(failed) => failed.sources(links),
            None => [!0; 9],
        };
        let cells = sources.iter().fold(0, |cells, &digit| cells | digit);
        for cell in cells_of(cells & ((1 << 81) - 1)) {
            let mask = position.open[cell];
            if position.values[cell] != 0 || count9(mask) < 2 {
                continue;
            }
            if !links.region && count9(mask) > 2 {
                continue; // a Y-cycle starts only in a bivalue cell
            }
            for d in bits(mask).filter(|&d| sources[d] >> cell & 1 == 1) {
                unary(position, node(cell, d, true), links, search, sink);
            }
        }
    }
}

/// The cycles through `source` (on), then the forcing chains from it, then those from its
/// negation, each offered as a hint.
fn unary(
    position: &Position,
    source: Node,
    links: Links,
    search: &mut Search,
    sink: &mut impl ChainSink,
) {
    // A search finds nothing its source cannot reach, and what it reaches through every link
    // (`search.reach`) bounds what it reaches through X links alone. Y-cycles start only in
    // bivalue cells, whose on candidates are nearly always on one: not worth asking.
    let on_cycle = !links.region || search.reach.on_cycle(source);
    let failed = search.failed.as_ref();
    let may_eliminate = |failed: &Failed| failed.may_eliminate(&search.reach, source, links);
    if on_cycle && failed.is_none_or(may_eliminate) {
        if links.cell {
            cycles(position, source, links, search, sink);
        } else {
            // An X-cycle keeps to its digit's places, which are all its search reads (see
            // `XChains`): one that closed none before closes none again.
            let (cell, d) = (node_cell(source), node_digit(source));
            if XChains::of(&mut search.x_chains, position, d).no_cycle >> cell & 1 == 0
                && cycles(position, source, links, search, sink)
            {
                search.x_chains[d].no_cycle |= cell_bit(cell);
            }
        }
    }
    if links.region {
        for from in [source, source ^ 1] {
            let fails = match &search.failed {
                Some(failed) => failed.reaches_negation(from),
                None => search.reach.reaches(from, from ^ 1),
            };
            if fails && may_keep_forcing(position, from, links, search, sink) {
                forcing(position, from, links, search, sink);
            }
        }
    }
}

/// The candidates that fail: their on node reaches their off node through static links (`on`),
/// or (`forced`) for some, the off node reaches the on one.
///
/// A cycle removes a candidate that sees one of its on candidates and one of its off ones, of
/// the same digit: that candidate on turns the off one's place off, a node of the cycle, which
/// leads round the cycle, through any of its nodes, to the on one, which turns the candidate
/// off. So the candidate fails, and on the way it reaches every node of the cycle, each of
/// which reaches the candidate's negation. A forcing chain is a path from a node to its
/// negation. Where no candidate fails either way (most grids a nested chain searches), there
/// is no static hint at all. (An off node that reaches its on node nearly always comes with a
/// cell-mate that fails on; `forced` keeps the rare rest exact.)
///
/// A search's `failed` is `None` only for a test that compares searching without it.
struct Failed {
    on: Vec<Node>,
    /// By component of the reach, the digits a cycle of its members could remove (see
    /// [`Reach::cycle_digits`]); left empty where no candidate fails, as no cycle source
    /// passes [`Failed::may_eliminate`]'s first test then.
    cycle_digits: Vec<u16>,
    forced: bool,
    /// The nodes that reach their negation, off then on, by digit (bit = cell): a forcing
    /// chain starts from each.
    to_negation: [[u128; 9]; 2],
    /// The sources of cycles that may remove a candidate, by digit: of any links, and of X
    /// links (see [`Failed::may_eliminate`]).
    cycle_sources: [u128; 9],
    x_cycle_sources: [u128; 9],
}

impl Failed {
    /// Works out the candidates that fail in the position `reach` was worked out for, in the
    /// list `on` (kept between grids: nested chains see millions).
    fn of(reach: &Reach, (mut on, mut cycle_digits): (Vec<Node>, Vec<u16>)) -> Failed {
        on.clear();
        cycle_digits.clear();
        let to_negation = reach.to_negation();
        for (d, &cells) in to_negation[1].iter().enumerate() {
            on.extend(cells_of(cells).map(|cell| node(cell, d, true)));
        }
        let forced = to_negation[0].iter().any(|&cells| cells != 0);
        if !on.is_empty() {
            reach.cycle_digits(&mut cycle_digits);
        }
        // The failed candidates of a component reach what it reaches: worked out once for
        // each such component (few: most failed candidates are in one), with the digits of its
        // failed candidates and one of them.
        let mut components: Vec<(Option<u32>, Node, u16)> = Vec::new();
        for &z in &on {
            let c = reach.component(z);
            match components.iter_mut().find(|(other, ..)| *other == c) {
                Some((.., digits)) => *digits |= 1 << node_digit(z),
                None => components.push((c, z, 1 << node_digit(z))),
            }
        }
        let (mut cycle_sources, mut x_cycle_sources) = ([0u128; 9], [0u128; 9]);
        for (_, z, digits) in components {
            let both = reach.both_ways(z);
            for (sources, reached) in cycle_sources.iter_mut().zip(&both) {
                *sources |= reached;
            }
            for d in bits(digits) {
                x_cycle_sources[d] |= both[d];
            }
        }
        Failed {
            on,
            cycle_digits,
            forced,
            to_negation,
            cycle_sources,
            x_cycle_sources,
        }
    }

    /// The candidates from which a search of `links` may find something, by digit (bit =
    /// cell): a cycle's source that may remove a candidate (a first test of
    /// [`Failed::may_eliminate`]), and, with region links, a candidate that fails on or off.
    fn sources(&self, links: Links) -> [u128; 9] {
        let mut sources = if links.cell {
            self.cycle_sources
        } else {
            self.x_cycle_sources
        };
        if links.region {
            for (d, sources) in sources.iter_mut().enumerate() {
                *sources |= self.to_negation[0][d] | self.to_negation[1][d];
            }
        }
        sources
    }

    /// Whether `n` reaches its negation.
    fn reaches_negation(&self, n: Node) -> bool {
        self.to_negation[usize::from(node_on(n))][node_digit(n)] >> node_cell(n) & 1 == 1
    }

    /// Whether no candidate fails, so that no static chain makes a hint.
    fn none(&self) -> bool {
        self.on.is_empty() && !self.forced
    }

    /// Whether a cycle of `links` through `source` (on) can remove a candidate: one of X
    /// links only removes its own digit.
    ///
    /// It can when some candidate `z` that fails reaches `source`, which reaches not `z`; that
    /// is (links being their own contrapositives), when `z` reaches both `source` and not
    /// `source`: worked out once for every source, from the candidates each `z` reaches. And
    /// only when the members of `source`'s component could remove some candidate of a digit
    /// the links allow: this rules out most sources that pass the first test.
    fn may_eliminate(&self, reach: &Reach, source: Node, links: Links) -> bool {
        let sources = if links.cell {
            &self.cycle_sources
        } else {
            &self.x_cycle_sources
        };
        let digits = if links.region && !links.cell {
            1 << node_digit(source)
        } else {
            0x1ff
        };
        sources[node_digit(source)] >> node_cell(source) & 1 == 1
            && reach
                .component(source)
                .is_some_and(|c| self.cycle_digits[c as usize] & digits != 0)
    }
}

/// SE's base rating of a forcing chain of these links.
fn forcing_base(links: Links) -> f64 {
    if links.cell { 7.0 } else { 6.6 }
}

/// Whether `sink` may keep the forcing chain from `from`: when it wants none past some
/// length, whether a chain that short exists is found by a search half that deep
/// ([`Shortest`]), much smaller than the chain search, which most chains that long or longer
/// would not pay.
fn may_keep_forcing(
    position: &Position,
    from: Node,
    links: Links,
    search: &mut Search,
    sink: &impl ChainSink,
) -> bool {
    let layers = |n| links.layers(node_on(n));
    if !sink.bounded() {
        // `from` reaches its negation through every link (see `Failed`), which is all a chain
        // of every link needs; through region links alone (X chains) it nearly never does,
        // and a search that finds no chain may go on long: the same links, walked without
        // parents, tell, and their answer is kept for the digit's places.
        if links.cell {
            return true;
        }
        let (cell, d) = (node_cell(from), node_digit(from));
        let side = usize::from(node_on(from));
        let kept = XChains::of(&mut search.x_chains, position, d);
        if kept.asked[side] >> cell & 1 == 0 {
            kept.asked[side] |= cell_bit(cell);
            if search.shortest.within(&search.reach, layers, from, NODES) {
                kept.found[side] |= cell_bit(cell);
            }
        }
        return kept.found[side] >> cell & 1 == 1;
    }
    let base = forcing_base(links);
    let wanted =
        |complexity| sink.wants(difficulty(base, complexity), complexity, links.sort_key());
    // A chain of `n` links has `n + 1` candidates; the sink wants fewer the longer it is.
    let Some(longest) = (2..).take_while(|&c| wanted(c)).last() else {
        return false;
    };
    search
        .shortest
        .within(&search.reach, layers, from, longest - 1)
}

fn reset(search: &mut Search) {
    search.arena.clear();
    search.seen.reset();
    search.frontier.clear();
}

/// Offers each cycle through `source` the sink may want; tells whether the search went to its
/// end and closed none.
fn cycles(
    position: &Position,
    source: Node,
    links: Links,
    search: &mut Search,
    sink: &mut impl ChainSink,
) -> bool {
    reset(search);
    let Search {
        arena,
        seen,
        reach,
        found,
        chain,
        ..
    } = search;
    // Every node of a cycle through the source reaches it and is reached from it: the search
    // need not leave the source's component. (The nodes it keeps come in the same order, with
    // the same parents, so it finds the same cycles in the same order.)
    // The source is always in a component of the core (X and mixed cycles start on a cycle,
    // Y-cycles in a bivalue cell, whose candidates lead on); alone, it would meet only itself.
    let home = reach.component(source);
    let in_source_component = |n: Node| match home {
        Some(c) => reach.in_component(n, c),
        None => n == source,
    };
    // A cycle closes on an off candidate that turns the source on, reached from an on one
    // that turns it off: once every such on candidate of the component has been expanded
    // (each is, at most once), the rounds after find no cycle. Most searches find none that
    // removes anything, and this spares most of their rounds.
    let mut closing = closing_predecessors(position, source, links);
    let mut waiting = 0;
    for (d, cells) in closing.iter_mut().enumerate() {
        for cell in cells_of(*cells) {
            if in_source_component(node(cell, d, true)) {
                waiting += 1;
            } else {
                *cells &= !cell_bit(cell);
            }
        }
    }
    // Each round's entries follow the last round's in the arena: the on ones to expand are a
    // range of it, and so are the off ones they lead to (listing them again cost 1.2% of the
    // 6.0-7.9 band). A cycle's end, the source again, is kept as the entry it closes from.
    let mut pending_on = arena.push(source, NO_PARENT)..arena.next();
    seen.mark_on(source);
    let mut length = 0;
    found.clear();
    let base = if links.cell && links.region { 7.0 } else { 6.5 };
    let mut cut = false;
    while waiting > 0 && !pending_on.is_empty() {
        // A cycle closed in this round has `length + 2` candidates.
        if !sink.wants(difficulty(base, length + 2), length + 2, links.sort_key()) {
            cut = true;
            break;
        }
        length += 1;
        let pending_off = arena.next();
        for entry in pending_on {
            let n = arena.node(entry);
            let (cell, d) = (node_cell(n), node_digit(n));
            if closing[d] >> cell & 1 == 1 {
                closing[d] &= !cell_bit(cell);
                waiting -= 1;
            }
            for &off in reach.successors(n, links.layers(node_on(n))) {
                if in_source_component(off) && !arena.has_ancestor(entry, off) {
                    arena.push(off, entry);
                }
            }
        }
        length += 1;
        let pending_off = pending_off..arena.next();
        pending_on = arena.next()..arena.next();
        for entry in pending_off {
            let n = arena.node(entry);
            for &on in reach.successors(n, links.layers(node_on(n))) {
                if !in_source_component(on) {
                    continue;
                }
                // An on node met before leads nowhere new; the source, met first, closes a
                // cycle (of four candidates or more).
                if on == source {
                    if length >= 4 {
                        found.push(entry);
                    }
                } else if !seen.on(on) {
                    seen.mark_on(on);
                    pending_on.end = arena.push(on, entry) + 1;
                }
            }
        }
    }
    for &end in found.iter() {
        arena.chain_into(end, chain);
        chain.push(source);
        // The chain starts and ends on the source: count it once.
        let difficulty = difficulty(base, chain.len() - 1);
        sink.cycle(position, chain, links, difficulty);
    }
    !cut && found.is_empty()
}

/// The on candidates (by digit, bit = cell) through which a cycle of `links` can come back to
/// `source`: those that turn off an off candidate that turns `source` on.
fn closing_predecessors(position: &Position, source: Node, links: Links) -> [u128; 9] {
    let (cell, d) = (node_cell(source), node_digit(source));
    // The off candidates that turn the source on: its cell-mate in a bivalue cell, and the
    // other place of its digit in a region where it has two.
    let mut closers: [Option<Node>; 4] = [None; 4];
    if links.layers(false) != Layers::Second && count9(position.open[cell]) == 2 {
        let other = (position.open[cell] & !(1 << d)).trailing_zeros() as usize;
        closers[0] = Some(node(cell, other, false));
    }
    if links.layers(false) != Layers::First {
        for (kind, region) in CELL_REGION_SETS[cell].into_iter().enumerate() {
            let places = position.boards[d] & region;
            if places.count_ones() == 2 {
                let other = (places & !cell_bit(cell)).trailing_zeros() as usize;
                closers[kind + 1] = Some(node(other, d, false));
            }
        }
    }
    let on_layers = links.layers(true);
    let mut predecessors = [0u128; 9];
    for closer in closers.into_iter().flatten() {
        let (cell, d) = (node_cell(closer), node_digit(closer));
        if on_layers != Layers::Second {
            for other in bits(position.open[cell] & !(1 << d)) {
                predecessors[other] |= cell_bit(cell);
            }
        }
        if on_layers != Layers::First {
            predecessors[d] |= position.boards[d] & PEER_SETS[cell];
        }
    }
    predecessors
}

/// A bidirectional cycle: a candidate that sees a link's on end in one direction of the cycle
/// and its off end in the other (seen as the same digit from an on and an off node) goes.
fn cycle_hint(
    position: &Position,
    chain: &[Node],
    links: Links,
    difficulty: f64,
) -> Option<ChainHint> {
    let body = &chain[1..];
    let mut in_chain = 0u128;
    for &n in body {
        in_chain |= cell_bit(node_cell(n));
    }
    // A candidate goes when it sees one of the cycle's on candidates of its digit and one of
    // its off ones: per digit, the cells seen both ways. Most cycles remove nothing, and this
    // says so in a few bit operations.
    let mut forward = [0u128; 9];
    let mut back = [0u128; 9];
    // The digits of its on candidates and of its off ones: only those of both can go.
    let mut digits = [0u16; 2];
    for &n in body {
        let sides = if node_on(n) { &mut forward } else { &mut back };
        sides[node_digit(n)] |= PEER_SETS[node_cell(n)];
        digits[usize::from(node_on(n))] |= 1 << node_digit(n);
    }
    let mut eliminations = Vec::new();
    for d in bits(digits[0] & digits[1]) {
        let both = forward[d] & back[d] & position.boards[d] & !in_chain;
        eliminations.extend(cells_of(both).map(|cell| (cell, d as u8 + 1)));
    }
    if eliminations.is_empty() {
        return None;
    }
    eliminations.sort_unstable();
    let technique = match (links.cell, links.region) {
        (true, true) => Technique::BidirectionalCycle,
        (true, false) => Technique::BidirectionalYCycle,
        _ if in_chain.count_ones() == 4 => Technique::GeneralizedXWing,
        _ => Technique::BidirectionalXCycle,
    };
    let changes = (Vec::new(), eliminations);
    Some(ChainHint::new(technique, difficulty, chain, changes))
}

fn forcing(
    position: &Position,
    source: Node,
    links: Links,
    search: &mut Search,
    sink: &mut impl ChainSink,
) {
    reset(search);
    let Search {
        arena,
        seen,
        reach,
        frontier,
        ..
    } = search;
    let Frontier {
        on: pending_on,
        off: pending_off,
        expanding,
    } = frontier;
    let root = arena.push(source, NO_PARENT);
    seen.mark(source);
    if node_on(source) {
        pending_on.push(root);
    } else {
        pending_off.push(root);
    }
    let negation = source ^ 1;
    // The graph leaves out the off candidates that lead nowhere: when the negation is one, the
    // on candidates that turn it off are looked at for it.
    let dead_end = node_on(source) && !reach.in_core(negation);
    let mut target = None;
    let base = forcing_base(links);
    // The candidates in the chains of the frontier; one of the two pending lists is empty.
    let mut length = 1;
    while target.is_none() && (!pending_on.is_empty() || !pending_off.is_empty()) {
        if !sink.wants(difficulty(base, length + 1), length + 1, links.sort_key()) {
            return;
        }
        length += 1;
        // The on entries lead to off ones, then those (and the root, when off) to on ones.
        for from_on in [true, false] {
            let (from, into) = if from_on {
                (&mut *pending_on, &mut *pending_off)
            } else {
                (&mut *pending_off, &mut *pending_on)
            };
            std::mem::swap(expanding, from);
            for &entry in expanding.iter() {
                let n = arena.node(entry);
                let layers = links.layers(node_on(n));
                if from_on && dead_end && target.is_none() && turns_off_through(n, negation, layers)
                {
                    target = Some(arena.push(negation, entry));
                }
                for &next in reach.successors(n, layers) {
                    if seen.has(next) {
                        continue;
                    }
                    seen.mark(next);
                    let child = arena.push(next, entry);
                    if next == negation {
                        target.get_or_insert(child);
                    }
                    into.push(child);
                }
            }
            expanding.clear();
        }
    }
    let Some(target) = target else {
        return;
    };
    let chain = search.arena.chain(target);
    sink.forcing(position, &chain, links, difficulty(base, chain.len()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::implications::assert_same_links;
    use crate::logic::position::sample_positions;
    use crate::logic::reach::Graph;
    use crate::logic::technique::Rating;

    /// A nested static search hands on the same links whether it builds every hint or skips
    /// those that add none, on grids left by striking candidates from a start.
    #[test]
    fn skipping_hints_that_add_no_link_changes_no_link() {
        let mut links = 0;
        for group in sample_positions(12).chunks(3) {
            let source = &group[0].open;
            for inner in &group[1..] {
                let some = static_hints_with(inner, source, Kept::new());
                let every = static_hints_with(inner, source, Kept::nothing());
                links += assert_same_links(some, every);
            }
        }
        assert!(
            links > 100,
            "only {links} links: the comparison says little"
        );
    }

    /// A source the searches pass over without asking is one that would start no search: no
    /// cycle through it may remove a candidate, and it fails neither on nor off.
    #[test]
    fn sources_passed_over_start_no_search() {
        let (mut passed, mut asked) = (0, 0);
        for position in sample_positions(30) {
            with_search(&position, |search| {
                let (failed, reach) = (search.failed.as_ref().unwrap(), &search.reach);
                for links in [Links::X, Links::Y, Links::EVERY] {
                    let sources = failed.sources(links);
                    for cell in (0..81).filter(|&cell| position.values[cell] == 0) {
                        for d in bits(position.open[cell]) {
                            let source = node(cell, d, true);
                            if sources[d] >> cell & 1 == 1 {
                                asked += 1;
                                continue;
                            }
                            passed += 1;
                            assert!(!failed.may_eliminate(reach, source, links), "{source}");
                            if links.region {
                                assert!(!failed.reaches_negation(source), "{source}");
                                assert!(!failed.reaches_negation(source ^ 1), "{source}");
                            }
                        }
                    }
                }
            });
        }
        assert!(
            passed > 10000 && asked > 10000,
            "{passed} passed over, {asked} asked"
        );
    }

    /// Knowing which candidates fail changes no hint, for the best hint and for every hint a
    /// nesting chain uses, on puzzles and grids struck from them: many have no hint at all.
    #[test]
    fn skipping_searches_no_failed_candidate_allows_changes_no_hint() {
        let source = [0x1ff; 81];
        let search = |position: &Position, knowing: bool| {
            with_search(position, |search| {
                let failed = search.failed.take();
                let known = if knowing { failed } else { None };
                search.failed = known;
                let mut all = All {
                    struck: Struck::new(&source, &position.open),
                    hints: Vec::new(),
                    kept: Kept::nothing(),
                };
                search_static_with(position, &mut all, search);
                let mut best = Best::default();
                search_static_with(position, &mut best, search);
                // The next search on this grid works the failed candidates out again.
                search.linked = None;
                (all.hints, best.into_step())
            })
        };
        // Grids with static hints, and where each reference puzzle rated 6.5 or more first
        // needs a chain or harder: for the hardest, no static chain helps.
        let mut positions = sample_positions(30);
        for file in [
            "se-classic.txt",
            "se-classic-chains.txt",
            "se-classic-nested.txt",
        ] {
            let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(path).expect("the reference puzzles");
            for line in text.lines().filter(|l| !l.starts_with('#')) {
                let grid = crate::format::parse_line(line.split_whitespace().next().unwrap());
                let mut position = Position::from_grid(&grid.unwrap());
                while let crate::logic::rater::Bounded::Step(step) =
                    crate::logic::rater::next_at_most(&position, Rating(64))
                {
                    step.apply(&mut position);
                }
                positions.push(position);
            }
        }
        let (mut none, mut some) = (0, 0);
        for position in positions {
            let (hints, best) = search(&position, true);
            let (every, first) = search(&position, false);
            assert_eq!((&hints, &best), (&every, &first), "{position:?}");
            none += usize::from(hints.is_empty());
            some += usize::from(!hints.is_empty());
        }
        assert!(
            none > 100 && some > 100,
            "{none} grids without hints, {some} with"
        );
    }

    /// Every forcing chain a search finds, whatever its length.
    struct Forcings(Vec<Vec<Node>>);

    impl ChainSink for Forcings {
        fn wants(&self, _: f64, _: usize, _: u8) -> bool {
            true
        }
        fn bounded(&self) -> bool {
            false
        }
        fn cycle(&mut self, _: &Position, _: &[Node], _: Links, _: f64) {}
        fn forcing(&mut self, _: &Position, chain: &[Node], _: Links, _: f64) {
            self.0.push(chain.to_vec());
        }
    }

    /// The forcing chain from `source` as a breadth-first search over every link finds it:
    /// each node's parent the first node that reached it, the chain ending where the negation
    /// was first reached.
    fn first_chain(graph: &Graph, links: Links, source: Node) -> Option<Vec<Node>> {
        let mut parent = vec![NO_PARENT; NODES];
        let mut seen = vec![false; NODES];
        let mut queue = std::collections::VecDeque::from([source]);
        seen[usize::from(source)] = true;
        while let Some(n) = queue.pop_front() {
            for &next in graph.successors(n, links.layers(node_on(n))) {
                if seen[usize::from(next)] {
                    continue;
                }
                seen[usize::from(next)] = true;
                parent[usize::from(next)] = u32::from(n);
                if next == source ^ 1 {
                    let mut chain = vec![next];
                    while let Some(&at) = chain.last().filter(|&&at| at != source) {
                        chain.push(parent[usize::from(at)] as Node);
                    }
                    chain.reverse();
                    return Some(chain);
                }
                queue.push_back(next);
            }
        }
        None
    }

    /// A cycle search stops once it has expanded every on candidate through which a cycle
    /// can close: those are exactly the on candidates with a link, among every link of the
    /// position, to an off candidate that links to the source.
    #[test]
    fn cycles_close_through_the_predecessors_worked_out() {
        let mut graph = Graph::default();
        let mut closing = 0;
        for position in sample_positions(8) {
            link_graph(&position, &mut graph);
            let candidates: Vec<Node> = (0..NODES as Node)
                .filter(|&n| position.open[node_cell(n)] >> node_digit(n) & 1 == 1)
                .collect();
            for links in [Links::X, Links::Y, Links::EVERY] {
                for &source in candidates.iter().filter(|&&n| node_on(n)) {
                    let mut expected = [0u128; 9];
                    for &on in candidates.iter().filter(|&&n| node_on(n)) {
                        let closes = graph.successors(on, links.layers(true)).iter().any(|&off| {
                            graph.successors(off, links.layers(false)).contains(&source)
                        });
                        if closes {
                            expected[node_digit(on)] |= cell_bit(node_cell(on));
                            closing += 1;
                        }
                    }
                    let found = closing_predecessors(&position, source, links);
                    assert_eq!(
                        found,
                        expected,
                        "{position:?} {source} {}",
                        links.sort_key()
                    );
                }
            }
        }
        assert!(closing > 10_000, "only {closing} closing predecessors");
    }

    /// The forcing chains searched on the links [`Reach`] keeps are those searched on every
    /// link, chains to a negation that leads nowhere (no node of the links kept) included.
    #[test]
    fn forcing_chains_are_found_on_the_links_kept() {
        let mut graph = Graph::default();
        let (mut chains, mut dead_ends) = (0, 0);
        for position in sample_positions(8) {
            link_graph(&position, &mut graph);
            with_search(&position, |search| {
                for links in [Links::X, Links::Y, Links::EVERY] {
                    let candidates = (0..NODES as Node)
                        .filter(|&n| position.open[node_cell(n)] >> node_digit(n) & 1 == 1);
                    for from in candidates {
                        let mut found = Forcings(Vec::new());
                        forcing(&position, from, links, search, &mut found);
                        let expected = first_chain(&graph, links, from);
                        assert_eq!(found.0, Vec::from_iter(expected), "{position:?} {from}");
                        if !found.0.is_empty() {
                            chains += 1;
                            dead_ends += usize::from(!search.reach.in_core(from ^ 1));
                        }
                    }
                }
            });
        }
        assert!(
            chains > 3000 && dead_ends > 1000,
            "{chains} chains, {dead_ends} to dead ends"
        );
    }

    /// The best hint, every forcing chain searched whatever its length.
    struct SearchingAll(Best);

    impl ChainSink for SearchingAll {
        fn wants(&self, difficulty: f64, complexity: usize, sort_key: u8) -> bool {
            self.0.wants(difficulty, complexity, sort_key)
        }
        fn bounded(&self) -> bool {
            false
        }
        fn cycle(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
            self.0.cycle(position, chain, links, difficulty);
        }
        fn forcing(&mut self, position: &Position, chain: &[Node], links: Links, difficulty: f64) {
            self.0.forcing(position, chain, links, difficulty);
        }
    }

    /// Skipping the forcing chains a search half as deep shows too long to keep changes no
    /// hint, where the rater takes a step rated 6.5 or more along the paths of chain puzzles.
    #[test]
    fn skipping_chains_too_long_to_keep_changes_no_hint() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/se-classic-chains.txt"
        );
        let text = std::fs::read_to_string(path).expect("the reference chain puzzles");
        let forcing = [
            Technique::ForcingChain,
            Technique::ForcingXChain,
            Technique::TurbotFish,
        ];
        let mut found = 0;
        for line in text.lines().filter(|l| !l.starts_with('#')).take(40) {
            let grid = crate::format::parse_line(line.split_whitespace().next().unwrap()).unwrap();
            let mut position = Position::from_grid(&grid);
            while let Some(step) = crate::logic::rater::next(&position) {
                if step.rating >= Rating(65) {
                    let mut every = SearchingAll(Best::default());
                    search_static(&position, &mut every);
                    let every = every.0.into_step();
                    assert_eq!(static_chain(&position), every, "{position:?}");
                    found += usize::from(every.is_some_and(|s| forcing.contains(&s.technique)));
                }
                position.apply(&step);
            }
        }
        assert!(found > 30, "only {found} forcing chains");
    }

    /// With a best hint of every length from 3 to 20 candidates, a forcing chain is searched
    /// exactly when the sink would keep a chain as long as the shortest one there is.
    #[test]
    fn a_chain_is_searched_when_its_length_would_be_kept() {
        let (mut searched, mut skipped) = (0, 0);
        for position in sample_positions(6) {
            with_search(&position, |search| {
                for links in [Links::X, Links::EVERY] {
                    let base = forcing_base(links);
                    for from in 0..NODES as Node {
                        let (cell, d) = (node_cell(from), node_digit(from));
                        if position.open[cell] >> d & 1 == 0
                            || !search.reach.reaches(from, from ^ 1)
                        {
                            continue;
                        }
                        let layers = |n| links.layers(node_on(n));
                        // The links of the shortest chain (`Shortest::within` is checked
                        // against a plain search in its own tests).
                        let shortest = (1..NODES).find(|&links| {
                            search.shortest.within(&search.reach, layers, from, links)
                        });
                        for best in 3..=20 {
                            let changes = (vec![], vec![]);
                            let hint = ChainHint::new(Technique::ForcingChain, 7.0, &[], changes);
                            let sink =
                                Best(Some((difficulty(base, best), best, links.sort_key(), hint)));
                            let kept = shortest.is_some_and(|n| {
                                sink.wants(difficulty(base, n + 1), n + 1, links.sort_key())
                            });
                            let may = may_keep_forcing(&position, from, links, search, &sink);
                            assert_eq!(may, kept);
                            searched += usize::from(kept);
                            skipped += usize::from(!kept);
                        }
                    }
                }
            });
        }
        assert!(
            searched > 1000 && skipped > 1000,
            "{searched} searched, {skipped} skipped"
        );
    }

    #[test]
    fn the_length_rule_adds_a_tenth_past_each_step() {
        let tenths = |complexity| (difficulty(6.5, complexity) * 10.0).round() as u16 - 65;
        assert_eq!(tenths(6), 0);
        assert_eq!(tenths(7), 1);
        assert_eq!(tenths(8), 1);
        assert_eq!(tenths(9), 2);
        assert_eq!(tenths(10), 2);
        assert_eq!(tenths(11), 3);
        assert_eq!(tenths(14), 3);
        assert_eq!(tenths(15), 4);
        assert_eq!(tenths(18), 4);
        assert_eq!(tenths(19), 5);
        assert_eq!(tenths(26), 5);
        assert_eq!(tenths(27), 6);
    }
}
