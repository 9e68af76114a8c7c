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

mod cycles;
mod failed;
mod forcing;
mod search;
mod sinks;

use std::hash::{DefaultHasher, Hash, Hasher};

use super::chain_hint::ChainHint;
use super::geometry::{CELL_REGIONS, bits, cell_bit, cells_of, count9};
use super::implications::{CELL_CAUSE, Cause, InnerHint, Kept, NO_CAUSE, Struck, region_cause};
use super::node::{NODES, Node, node, node_cell, node_digit, node_on};
use super::position::Position;
use super::reach::{Layers, Reach};
use super::shortest::Shortest;
use super::step::Step;
use cycles::cycles;
use failed::Failed;
use forcing::{forcing, may_keep_forcing};
use search::{Frontier, Search, Seen, XChains};
use sinks::{All, Best, ChainSink, Finder};

/// The parent of a chain's start: no entry of an arena, so walking up a line ends there.
pub(super) const NO_PARENT: u32 = u32::MAX;

/// Which links a search may use.
#[derive(Clone, Copy)]
pub(super) struct Links {
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
pub(super) struct Arena {
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

/// A static chain's fingerprint, as a nesting chain keeps it.
pub(super) fn chain_fingerprint(chain: &[Node]) -> u64 {
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

/// Why `n` follows from `parent` in a static chain on `position`: the same cell, or the
/// first region (box, row, column) that links them — for an on link, one where the digit has
/// just the two places.
pub(super) fn link_cause(position: &Position, parent: Node, n: Node) -> Cause {
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

#[cfg(test)]
mod tests {
    use super::cycles::closing_predecessors;
    use super::forcing::forcing_base;
    use super::*;
    use crate::logic::implications::assert_same_links;
    use crate::logic::position::sample_positions;
    use crate::logic::reach::{Graph, Successors};
    use crate::logic::technique::{Rating, Technique};

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
