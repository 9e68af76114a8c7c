//! Nishio forcing chains (7.5): an assumption on one digit, grown through region links only
//! and dynamically, that leads to a candidate both on and off is false.

use super::outcome::{Outcome, complexity};
use super::sinks::{Best, Sink, worth};
use super::{Growth, grow};
use crate::logic::chain_hint::{ChainHint, conclusion};
use crate::logic::chains::difficulty;
use crate::logic::geometry::{CELL_REGION_SETS, PEER_SETS, cell_bit, cells_of, count9, several};
use crate::logic::node::{Node, node, node_cell, node_on};
use crate::logic::position::Position;
use crate::logic::step::Step;
use crate::logic::technique::{StepName, Technique};

/// The first Nishio forcing chain in SE's order: an assumption on one digit that leads to a
/// candidate both on and off.
pub(crate) fn nishio(position: &Position) -> Option<Step> {
    let mut best = Best::default();
    NISHIO_MEMO.with_borrow_mut(|memo| {
        for cell in 0..81 {
            if position.values[cell] != 0 || count9(position.open[cell]) < 2 {
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
                        absurd(position.boards[d], start)
                            .then(|| Contradiction::of(&grow(position, start, Growth::NISHIO)))
                            .flatten()
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
                        let changes = conclusion(position, start ^ 1);
                        let name = StepName::plain(Technique::NishioForcingChain);
                        let lines = found.lines.clone();
                        let hint = ChainHint::of_lines(name, keys.0, lines, changes);
                        best.keep(keys, (hint, Vec::new()));
                    }
                }
            }
        }
    });
    super::inner::best_step(best)
}

/// Whether assuming `start` leads to a contradiction through its digit's region links, the
/// digit's places being `board`: as a Nishio growth finds it, but from sets, several times
/// cheaper (few assumptions lead to one). An on candidate turns its peers off; a region with
/// two places or more left with one turns it on; one left with none, or a candidate both on
/// and off, is a contradiction. The growth strikes each off candidate as it takes it, so it
/// reaches this least closed set whatever the order, and finds a contradiction when the set
/// holds one (see [`Closure`](crate::logic::closure::Closure), which does the same with every
/// digit and cell links).
fn absurd(board: u128, start: Node) -> bool {
    let (mut on, mut off) = (0u128, 0u128);
    let cell = cell_bit(node_cell(start));
    let (mut new_on, mut new_off) = if node_on(start) { (cell, 0) } else { (0, cell) };
    loop {
        for cell in cells_of(new_on) {
            new_off |= PEER_SETS[cell] & board;
        }
        on |= new_on;
        new_on = 0;
        let struck = new_off & !off;
        new_off = 0;
        if struck & on != 0 {
            return true;
        }
        if struck == 0 {
            return false;
        }
        off |= struck;
        for cell in cells_of(struck) {
            for region in CELL_REGION_SETS[cell] {
                let places = board & region;
                if !several(places) {
                    continue; // one place or none to begin with
                }
                let left = places & !off;
                if left == 0 {
                    return true;
                }
                if !several(left) {
                    new_on |= left & !on;
                }
            }
        }
    }
}

/// What a Nishio assumption that leads to a contradiction gives a hint: the least length
/// its two chains can have, their length, and the two chains, to a candidate on and off.
struct Contradiction {
    least: usize,
    complexity: usize,
    lines: Vec<Vec<Node>>,
}

impl Contradiction {
    fn of(out: &Outcome) -> Option<Contradiction> {
        let (a_on, a_off) = out.absurd?;
        let lines = [(out, a_on), (out, a_off)];
        Some(Contradiction {
            least: (out.depth(a_on) + out.depth(a_off)) as usize,
            complexity: complexity(&lines),
            lines: vec![out.chain(a_on), out.chain(a_off)],
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::position::sample_positions;

    /// An assumption leads to a contradiction as sets say exactly when its Nishio growth
    /// does: every candidate of sample positions, on and off.
    #[test]
    fn sets_tell_which_assumptions_are_absurd() {
        let (mut absurd_seen, mut fine) = (0, 0);
        for position in sample_positions(12) {
            for cell in (0..81).filter(|&cell| position.values[cell] == 0) {
                for d in crate::logic::geometry::bits(position.open[cell]) {
                    for on in [true, false] {
                        let start = node(cell, d, on);
                        let grown = grow(&position, start, Growth::NISHIO).absurd.is_some();
                        assert_eq!(absurd(position.boards[d], start), grown, "{start}");
                        absurd_seen += usize::from(grown);
                        fine += usize::from(!grown);
                    }
                }
            }
        }
        assert!(
            absurd_seen > 100 && fine > 100,
            "{absurd_seen} absurd, {fine} not"
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
