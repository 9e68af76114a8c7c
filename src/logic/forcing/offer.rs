//! How a search offers its hints: what every member of a cell's or a region's group leads to
//! alike, and what one candidate's two assumptions lead to, each counted and handed to a sink.

use super::growth::Naming;
use super::outcome::{Outcome, complexity_within};
use super::sinks::{Hint, Sink, worth};
use crate::logic::chains::difficulty;
use crate::logic::implications::{Cause, NO_CAUSE};
use crate::logic::node::{Node, node};
use crate::logic::position::Position;

/// The candidates every outcome turns on (then off) alike, each offered as a hint; `rule` is
/// the hints' sort key, name, base rating and the cause of their assumptions.
pub(super) fn common(
    position: &Position,
    all: &[&Outcome],
    (sort_key, naming, base, root_cause): (u8, Naming, f64, Cause),
    sink: &mut impl Sink,
) {
    let first = all[0];
    // Each hint's lines, one per member of the group (nine at most), on the stack: a list for
    // them took an allocation for each group with a hint worth counting.
    let mut lines = [(first, 0); 9];
    let lines_of = &mut lines[..all.len()];
    Outcome::with_common(all, |entries| {
        for &entry in entries {
            let target = first.node(entry);
            let depth = |out: &Outcome| out.depth(out.get(target).unwrap()) as usize;
            let least = all.iter().map(|out| depth(out)).sum();
            if !sink.wants(target, difficulty(base, least), least, sort_key)
                || !worth(position, target)
            {
                continue;
            }
            for (line, &out) in lines_of.iter_mut().zip(all) {
                *line = (out, out.get(target).unwrap());
            }
            let longest = sink.longest(target, sort_key);
            let Some(complexity) = complexity_within(lines_of, longest) else {
                continue;
            };
            sink.take(
                position,
                Hint {
                    difficulty: difficulty(base, complexity),
                    complexity,
                    sort_key,
                    name: naming.name(sort_key),
                    target,
                    lines: lines_of,
                    root_cause,
                },
            );
        }
    });
}

/// SE's binary chaining from one candidate: what assuming it on, and off, leads to.
pub(super) struct Binary<'a> {
    pub(super) cell: usize,
    pub(super) d: usize,
    /// What each assumption leads to, when the search grew it: it leaves out one that can
    /// give no hint (not absurd, and no conclusion to share).
    pub(super) on: Option<&'a Outcome>,
    pub(super) off: Option<&'a Outcome>,
}

impl Binary<'_> {
    /// Offers the hints: an assumption that ends in a contradiction is false; with `double`,
    /// a candidate that the assumption and its negation both turn on (or both turn off) is on
    /// (off).
    pub(super) fn offer<S: Sink>(
        &self,
        position: &Position,
        double: bool,
        (base, naming): (f64, Naming),
        sink: &mut S,
    ) {
        let offer = |sink: &mut S, lines: &[(&Outcome, u32)], target: Node, key: u8| {
            if !worth(position, target) {
                return;
            }
            // The lines' depths bound their length from below: counting the length of a hint
            // that cannot beat the best so far is not worth it.
            let least = lines
                .iter()
                .map(|&(out, end)| out.depth(end) as usize)
                .sum();
            if !sink.wants(target, difficulty(base, least), least, key) {
                return;
            }
            let Some(complexity) = complexity_within(lines, sink.longest(target, key)) else {
                return;
            };
            let hint = Hint {
                difficulty: difficulty(base, complexity),
                complexity,
                sort_key: key,
                name: naming.name(key),
                target,
                lines,
                root_cause: NO_CAUSE,
            };
            sink.take(position, hint);
        };
        let (cell, d, on, off) = (self.cell, self.d, self.on, self.off);
        if let Some(on) = on
            && let Some((a_on, a_off)) = on.absurd
        {
            offer(sink, &[(on, a_on), (on, a_off)], node(cell, d, false), 7);
        }
        if let Some(off) = off
            && let Some((a_on, a_off)) = off.absurd
        {
            offer(sink, &[(off, a_on), (off, a_off)], node(cell, d, true), 7);
        }
        if double && let (Some(on), Some(off)) = (on, off) {
            Outcome::with_common(&[on, off], |entries| {
                for &entry in entries {
                    let target = on.node(entry);
                    let other = off.get(target).unwrap();
                    offer(sink, &[(on, entry), (off, other)], target, 1);
                }
            });
        }
    }
}
