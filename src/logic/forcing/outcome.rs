//! What one assumption leads to, with each consequence's parents: the record a forcing chain
//! grows, and SE's length of the hints read from it.

use crate::logic::implications::{Cause, NO_CAUSE, Origin};
use crate::logic::node::{NODES, Node, node_cell, node_digit, node_on};
use crate::logic::position::Position;

pub(super) const NONE: u32 = u32::MAX;

/// Everything one assumption leads to, with each consequence's parents.
pub(super) struct Outcome {
    /// The candidates reached, in the order they were reached.
    pub(super) entries: Vec<Entry>,
    /// The parents of every entry, one after the other.
    pub(super) parents: Vec<u32>,
    /// What added the entries other techniques added.
    pub(super) added: Vec<AddedLink>,
    /// The entry of each node reached (meaningful only for the nodes in `reached`).
    pub(super) index: Vec<u32>,
    /// The nodes reached, as a set.
    pub(super) reached: [u64; NODES.div_ceil(64)],
    /// The two entries of a candidate found both on and off, if the assumption is absurd.
    pub(super) absurd: Option<(u32, u32)>,
    /// Whether the growth ended because the techniques it asked last found nothing at all
    /// (not only what it had): a growth that nests more rules goes on from there by asking
    /// those ([`Settled`]).
    pub(super) exhausted: bool,
    /// Whether the growth stopped, its direct links and the basic techniques run out, before
    /// asking its nested rules once more than it was allowed to ([`super::rounds`]): it can go
    /// on from there.
    pub(super) paused: bool,
}

/// A link another technique added: which one, and how many entries the outcome had when the
/// techniques were asked. The working grid they were asked about lacked every off candidate
/// of those entries and nothing else: each off candidate is struck once taken, and every one
/// reached had been taken when the direct links ran out.
#[derive(Clone, Copy)]
pub(super) struct AddedLink {
    pub(super) origin: Origin,
    pub(super) asked_at: u32,
}

/// One candidate an assumption reached: a growth makes hundreds, so it is kept small and in
/// one place.
#[derive(Clone, Copy)]
pub(super) struct Entry {
    node: Node,
    /// Why it came on (for the rule parents of a nested chain).
    cause: Cause,
    /// The longest line of parents to it: a lower bound of its ancestors, cheap to know,
    /// that spares counting them for hints that cannot beat the best so far.
    depth: u32,
    /// Where its parents end in `Outcome::parents` (they start where the previous entry's
    /// end).
    parents_end: u32,
    /// What added it, in `Outcome::added`, or `NONE` for a direct link.
    added: u32,
}

/// An outcome of no entries and no buffers, to stand in for one taken away while it goes on
/// ([`super::rounds`]): never grown or read. Its empty index also keeps `Drop` from handing
/// it on for reuse.
impl Default for Outcome {
    fn default() -> Outcome {
        Outcome {
            entries: Vec::new(),
            parents: Vec::new(),
            added: Vec::new(),
            index: Vec::new(),
            reached: [0; NODES.div_ceil(64)],
            absurd: None,
            exhausted: false,
            paused: false,
        }
    }
}

impl Outcome {
    /// An empty outcome, on buffers an earlier one left behind when there is one: nested
    /// chains grow millions of outcomes, and allocating each anew cost a third of the time.
    pub(super) fn new() -> Outcome {
        let Buffers {
            entries,
            parents,
            added,
            index,
        } = RECYCLED
            .with(|pool| pool.borrow_mut().pop())
            .unwrap_or_else(|| Buffers {
                entries: Vec::with_capacity(256),
                parents: Vec::with_capacity(256),
                added: Vec::new(),
                index: vec![NONE; NODES],
            });
        Outcome {
            entries,
            parents,
            added,
            index,
            reached: [0; NODES.div_ceil(64)],
            absurd: None,
            exhausted: false,
            paused: false,
        }
    }

    #[inline]
    pub(super) fn push(&mut self, node: Node, parents: &[u32], cause: Cause) -> u32 {
        let at = self.entries.len() as u32;
        let mut depth = 0;
        // One by one: most entries have one parent or two, too few for a copy to pay.
        for &p in parents {
            depth = depth.max(self.entries[p as usize].depth);
            self.parents.push(p);
        }
        self.entries.push(Entry {
            node,
            cause,
            depth: depth + 1,
            parents_end: self.parents.len() as u32,
            added: NONE,
        });
        at
    }

    /// Pushes a node reached for the first time and records it as reached.
    #[inline]
    pub(super) fn reach(&mut self, n: Node, parents: &[u32], cause: Cause) -> u32 {
        let e = self.push(n, parents, cause);
        self.index[usize::from(n)] = e;
        self.reached[usize::from(n) / 64] |= 1 << (n % 64);
        e
    }

    /// [`Outcome::reach`] for a candidate another technique added, as `link` says, whose
    /// parents are the entries of those of `nodes` the growth reached: each looked up and
    /// pushed in place, where gathering them into a list first took an allocation a round.
    pub(super) fn reach_added(&mut self, n: Node, nodes: &[Node], link: AddedLink) {
        let at = self.entries.len() as u32;
        let mut depth = 0;
        for &p in nodes {
            if let Some(parent) = self.get(p) {
                depth = depth.max(self.entries[parent as usize].depth);
                self.parents.push(parent);
            }
        }
        self.added.push(link);
        self.entries.push(Entry {
            node: n,
            cause: NO_CAUSE,
            depth: depth + 1,
            parents_end: self.parents.len() as u32,
            added: self.added.len() as u32 - 1,
        });
        self.index[usize::from(n)] = at;
        self.reached[usize::from(n) / 64] |= 1 << (n % 64);
    }

    /// [`Outcome::reach`] for a candidate with one parent, `parent`, whose depth is one less
    /// than `depth`: what an on candidate turns off, a growth's most common entry, pushed
    /// with no loop over its parents nor look-up of their depths.
    #[inline]
    pub(super) fn reach_child(&mut self, n: Node, parent: u32, depth: u32) {
        let at = self.entries.len() as u32;
        self.parents.push(parent);
        self.entries.push(Entry {
            node: n,
            cause: NO_CAUSE,
            depth,
            parents_end: self.parents.len() as u32,
            added: NONE,
        });
        self.index[usize::from(n)] = at;
        self.reached[usize::from(n) / 64] |= 1 << (n % 64);
    }

    /// The first off entry from `*from` on, if any, with `*from` moved past it: a growth
    /// follows its off entries in the order reached, with a place in the entries for them.
    #[inline]
    pub(super) fn next_off(&self, from: &mut u32) -> Option<u32> {
        while let Some(entry) = self.entries.get(*from as usize) {
            *from += 1;
            if !node_on(entry.node) {
                return Some(*from - 1);
            }
        }
        None
    }

    pub(super) fn node(&self, entry: u32) -> Node {
        self.entries[entry as usize].node
    }

    pub(super) fn depth(&self, entry: u32) -> u32 {
        self.entries[entry as usize].depth
    }

    #[cfg(test)]
    pub(super) fn cause(&self, entry: u32) -> Cause {
        self.entries[entry as usize].cause
    }

    /// What added `entry`, if another technique did.
    pub(super) fn added(&self, entry: u32) -> Option<AddedLink> {
        let at = self.entries[entry as usize].added;
        (at != NONE).then(|| self.added[at as usize])
    }

    pub(super) fn parents_of(&self, entry: u32) -> &[u32] {
        let e = entry as usize;
        let start = if e == 0 {
            0
        } else {
            self.entries[e - 1].parents_end as usize
        };
        &self.parents[start..self.entries[e].parents_end as usize]
    }

    /// Where the last round of nested chains began: how many entries the outcome had when the
    /// nested rules last added links to it (none if they never did).
    pub(super) fn last_nested_round(&self) -> Option<u32> {
        self.added.iter().rev().find_map(|link| match link.origin {
            Origin::Chain(_) => Some(link.asked_at),
            Origin::Basic(_) => None,
        })
    }

    /// Every entry: its candidate, cause and parents, in order.
    #[cfg(test)]
    pub(super) fn entries_as_list(&self) -> Vec<(Node, Cause, Vec<u32>)> {
        (0..self.entries.len() as u32)
            .map(|e| (self.node(e), self.cause(e), self.parents_of(e).to_vec()))
            .collect()
    }

    /// Whether the growth reached `n`'s candidate off (bit 0) and on (bit 1): the two nodes of
    /// a candidate differ in the lowest bit alone, so one word of the set holds both, where
    /// asking [`Outcome::get`] of each read it twice.
    #[inline]
    pub(super) fn reached_ways(&self, n: Node) -> u64 {
        let off = usize::from(n) & !1;
        self.reached[off / 64] >> (off % 64) & 3
    }

    pub(super) fn get(&self, n: Node) -> Option<u32> {
        let n = usize::from(n);
        // The set, small enough to stay in cache, answers the usual "not reached" alone.
        (self.reached[n / 64] >> (n % 64) & 1 == 1).then(|| self.index[n])
    }

    /// The entries of the first outcome of `all` (its on ones, then its off ones, each in the
    /// order reached) whose candidates every outcome reached: the sets are met first, so that
    /// only the few candidates in common are looked up.
    pub(super) fn in_common(all: &[&Outcome], entries: &mut Vec<u32>) {
        entries.clear();
        let first = all[0];
        let mut common = first.reached;
        for out in &all[1..] {
            for (common, &reached) in common.iter_mut().zip(&out.reached) {
                *common &= reached;
            }
        }
        // The on candidates (odd nodes) first, then the off ones (even), each sorted as plain
        // numbers: sorting them all by a key that looked up each entry's node took 0.8% of
        // rating an 11.8 puzzle.
        const ODD: u64 = 0xAAAA_AAAA_AAAA_AAAA;
        for side in [ODD, !ODD] {
            let from = entries.len();
            for (word, &bits) in common.iter().enumerate() {
                let mut bits = bits & side;
                while bits != 0 {
                    let n = word * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    entries.push(first.index[n]);
                }
            }
            entries[from..].sort_unstable();
        }
    }

    /// Hands `f` what [`Outcome::in_common`] lists, in a list kept on the thread between
    /// calls: a search asks for the conclusions in common of every cell's, region's and
    /// candidate's assumptions, and growing a new list each time cost more than finding them.
    pub(super) fn with_common<T>(all: &[&Outcome], f: impl FnOnce(&[u32]) -> T) -> T {
        let mut entries = COMMON.with(std::cell::Cell::take);
        Outcome::in_common(all, &mut entries);
        let result = f(&entries);
        COMMON.with(|kept| kept.set(entries));
        result
    }

    /// Visits `entry` and every entry leading to it, each candidate once, with its candidate
    /// and why it came on: read here, from the slices held for the whole walk, where asking
    /// the outcome for each looked its vectors up again (a fingerprint walks every line of
    /// every nested hint, millions of entries in a rating).
    pub(super) fn visit_ancestors(&self, entry: u32, mut visit: impl FnMut(u32, Node, Cause)) {
        // A hint's length is counted on every line of it, hundreds of thousands of times
        // in a rating: the list of entries to visit is a thread's, kept between visits.
        let mut todo = TODO.with(|todo| todo.take());
        let mut seen = [0u64; NODES.div_ceil(64)];
        let (entries, parents) = (self.entries.as_slice(), self.parents.as_slice());
        todo.push(entry);
        while let Some(e) = todo.pop() {
            let entry = &entries[e as usize];
            let n = usize::from(entry.node);
            if seen[n / 64] >> (n % 64) & 1 == 1 {
                continue;
            }
            seen[n / 64] |= 1 << (n % 64);
            visit(e, entry.node, entry.cause);
            // The first entry, the assumption, has no parents: its own end, 0, is where they
            // start.
            let start = entries[(e as usize).saturating_sub(1)].parents_end;
            // One by one: a slice of one parent or two is not worth a call to copy.
            for &parent in &parents[start as usize..entry.parents_end as usize] {
                todo.push(parent);
            }
        }
        TODO.with(|kept| kept.set(todo));
    }

    /// The main line to `entry`, following first parents, from the assumption.
    pub(super) fn chain(&self, entry: u32) -> Vec<Node> {
        let mut out: Vec<Node> = self.main_line(entry).map(|e| self.node(e)).collect();
        out.reverse();
        out
    }

    /// The entries of the main line to `entry`, from it back to the assumption.
    pub(super) fn main_line(&self, entry: u32) -> impl Iterator<Item = u32> + '_ {
        std::iter::successors(Some(entry), |&at| self.parents_of(at).first().copied())
    }

    /// The working grid a growth from `position` had left when it had reached its first
    /// `entries` entries and taken them all: `position` less every off candidate among them.
    pub(super) fn grid_after(&self, position: &Position, entries: u32) -> Position {
        let mut grid = *position;
        for entry in &self.entries[..entries as usize] {
            if !node_on(entry.node) {
                grid.remove(node_cell(entry.node), node_digit(entry.node) as u8);
            }
        }
        grid
    }
}

/// A finished outcome, kept for a later search to go on from: its entries alone, in a few
/// hundred bytes where an [`Outcome`] keeps 13 KB to look nodes up by.
#[derive(Clone)]
pub(super) struct Settled {
    entries: Box<[Entry]>,
    parents: Box<[u32]>,
    added: Box<[AddedLink]>,
    absurd: Option<(u32, u32)>,
    exhausted: bool,
}

impl Settled {
    pub(super) fn of(out: &Outcome) -> Settled {
        debug_assert!(!out.paused, "a paused growth is not settled");
        Settled {
            entries: out.entries.as_slice().into(),
            parents: out.parents.as_slice().into(),
            added: out.added.as_slice().into(),
            absurd: out.absurd,
            exhausted: out.exhausted,
        }
    }

    pub(super) fn absurd(&self) -> bool {
        self.absurd.is_some()
    }

    pub(super) fn exhausted(&self) -> bool {
        self.exhausted
    }

    /// The candidates reached, as a set of nodes.
    pub(super) fn reached(&self) -> [u64; NODES.div_ceil(64)] {
        let mut reached = [0; NODES.div_ceil(64)];
        for entry in &self.entries {
            let n = usize::from(entry.node);
            reached[n / 64] |= 1 << (n % 64);
        }
        reached
    }

    /// The outcome again, as it was.
    pub(super) fn outcome(&self) -> Outcome {
        let mut out = Outcome::new();
        out.entries.extend_from_slice(&self.entries);
        out.parents.extend_from_slice(&self.parents);
        out.added.extend_from_slice(&self.added);
        out.absurd = self.absurd;
        out.exhausted = self.exhausted;
        // Every entry was reached for the first time, but the last of an absurd outcome:
        // the candidate whose other side it had reached, pushed to show the contradiction.
        let reached = self.entries.len() - usize::from(self.absurd.is_some());
        for (at, entry) in self.entries[..reached].iter().enumerate() {
            let n = usize::from(entry.node);
            out.index[n] = at as u32;
            out.reached[n / 64] |= 1 << (n % 64);
        }
        out
    }
}

thread_local! {
    /// The entries [`Outcome::visit_ancestors`] has yet to visit (empty between visits).
    static TODO: std::cell::Cell<Vec<u32>> = const { std::cell::Cell::new(Vec::new()) };
    /// The list [`Outcome::with_common`] fills, kept between calls.
    static COMMON: std::cell::Cell<Vec<u32>> = const { std::cell::Cell::new(Vec::new()) };
    /// Buffers of outcomes dropped on this thread, cleared, for `Outcome::new` to reuse.
    static RECYCLED: std::cell::RefCell<Vec<Buffers>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The buffers of a dropped outcome, cleared: kept without the rest of it (the set of nodes
/// reached, which a new outcome starts empty), so that a growth's start and a drop each move a
/// quarter of the bytes (an [`Outcome`] is about 300 bytes, each move a call to `memcpy`, for
/// every growth of a nested search: 40M instructions of copies rating an 11.8 puzzle).
struct Buffers {
    entries: Vec<Entry>,
    parents: Vec<u32>,
    added: Vec<AddedLink>,
    index: Vec<u32>,
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
            // An outcome without its index (a stand-in, `Default`) has no buffers worth keeping.
            if pool.len() >= RECYCLED_MAX || self.index.len() != NODES {
                return;
            }
            fn emptied<T>(v: &mut Vec<T>) -> Vec<T> {
                let mut kept = std::mem::take(v);
                kept.clear();
                kept
            }
            pool.push(Buffers {
                entries: emptied(&mut self.entries),
                parents: emptied(&mut self.parents),
                added: emptied(&mut self.added),
                index: std::mem::take(&mut self.index),
            });
        });
    }
}

/// SE's length of a hint whose chains end at `lines`: how many distinct candidates lead to
/// each end, plus the length of every distinct chain nested along them.
pub(super) fn complexity(lines: &[(&Outcome, u32)]) -> usize {
    complexity_within(lines, usize::MAX).expect("every length is within the longest")
}

/// [`complexity`], given up (`None`) as soon as the count passes `longest`. (Half the hints a
/// nested search counts are outdone by one it has, most of them long before the end.)
///
/// The count is of a set, and only grows, so the order the ancestors are met in does not
/// change it, nor whether it passes `longest`: every parent comes before its child, so one
/// sweep down the entries from each end, with the ones still to visit as a set, meets each
/// ancestor once, with no list to keep nor candidates seen to look up.
pub(super) fn complexity_within(lines: &[(&Outcome, u32)], longest: usize) -> Option<usize> {
    let mut total = 0;
    let mut used: Vec<u64> = Vec::new();
    for &(out, end) in lines {
        // An absurd outcome's last entry may be a candidate an added link had already
        // reached: counted once, as itself (a walk from it skips the other as seen).
        let twin = out.get(out.node(end)).filter(|&e| e != end);
        let (entries, parents) = (out.entries.as_slice(), out.parents.as_slice());
        let mut todo = [0u64; (NODES + 1).div_ceil(64)];
        todo[end as usize / 64] |= 1 << (end % 64);
        let mut word = end as usize / 64;
        loop {
            let bits = todo[word];
            if bits == 0 {
                if word == 0 {
                    break;
                }
                word -= 1;
                continue;
            }
            let bit = 63 - bits.leading_zeros();
            todo[word] &= !(1 << bit);
            let e = word * 64 + bit as usize;
            if Some(e as u32) == twin {
                continue;
            }
            total += 1;
            // The entry and its parents read from the slices held above, each bound checked
            // once: through `Outcome::added` and `Outcome::parents_of` the outcome's vectors
            // were looked up again at every entry (tens of millions in a rating).
            let entry = &entries[e];
            if entry.added != NONE
                && let Origin::Chain(chain) = out.added[entry.added as usize].origin
                && !used.contains(&chain.fingerprint)
            {
                used.push(chain.fingerprint);
                total += chain.complexity;
            }
            if total > longest {
                return None;
            }
            let start = if e == 0 {
                0
            } else {
                entries[e - 1].parents_end
            };
            for &parent in &parents[start as usize..entry.parents_end as usize] {
                debug_assert!(parent < e as u32, "a parent comes before its child");
                todo[parent as usize / 64] |= 1 << (parent % 64);
            }
        }
    }
    Some(total)
}
