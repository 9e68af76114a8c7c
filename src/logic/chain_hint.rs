//! A chain's hint as the chaining rules build it, and the step it becomes: the static chains
//! (`chains.rs`) and the forcing chains (`forcing/`) keep the best hint so far, replacing it
//! many times a search, so the hint holds its lines as candidates and is written out as a
//! step, in the usual notation, once the search is over.

use super::node::{Node, node_cell, node_digit, node_on};
use super::position::Position;
use super::step::{InnerStep, Link, Step, figure, push_cell_name};
use super::technique::{Rating, StepName, Technique};

/// Placements or eliminations: `(cell, digit)`.
pub(crate) type Changes = Vec<(usize, u8)>;

/// What concluding `target` does: an off candidate goes; an on one is placed.
pub(crate) fn conclusion(position: &Position, target: Node) -> (Changes, Changes) {
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

/// A chain's hint before it becomes a [`Step`]: a search keeping the best hint so far may
/// replace it many times, and writing a chain out costs more than finding it.
pub(crate) struct ChainHint {
    /// The name of its step.
    name: StepName,
    difficulty: f64,
    /// The lines the conclusion rests on, the one shown first.
    lines: Vec<Vec<Node>>,
    placements: Changes,
    eliminations: Changes,
    /// The steps behind links on the lines that other techniques added.
    inner: Vec<InnerStep>,
}

impl ChainHint {
    /// A hint of one line: a cycle, or a chain from an assumption to its negation.
    pub(crate) fn new(
        technique: Technique,
        difficulty: f64,
        chain: &[Node],
        changes: (Changes, Changes),
    ) -> ChainHint {
        let name = StepName::plain(technique);
        ChainHint::of_lines(name, difficulty, vec![chain.to_vec()], changes)
    }

    /// A hint whose conclusion rests on several lines (see [`Step::branches`]).
    pub(crate) fn of_lines(
        name: StepName,
        difficulty: f64,
        lines: Vec<Vec<Node>>,
        (placements, eliminations): (Changes, Changes),
    ) -> ChainHint {
        ChainHint {
            name,
            difficulty,
            lines,
            placements,
            eliminations,
            inner: Vec::new(),
        }
    }

    /// What the hint removes, for a chain that nests the rule: it never shows the step.
    pub(crate) fn into_eliminations(self) -> Changes {
        self.eliminations
    }

    /// This hint, with the steps behind links on its lines that other techniques added.
    pub(crate) fn with_inner(self, inner: Vec<InnerStep>) -> ChainHint {
        ChainHint { inner, ..self }
    }

    pub(crate) fn step(self) -> Step {
        let ChainHint {
            name,
            difficulty,
            lines,
            placements,
            eliminations,
            inner,
        } = self;
        let mut step = chain_step(name, difficulty, &lines, placements, eliminations);
        step.inner = inner;
        step
    }
}

/// The step for a chain: its lines' links in order and the lines in the usual notation, one
/// after the other (`; ` between them).
fn chain_step(
    name: StepName,
    difficulty: f64,
    lines: &[Vec<Node>],
    placements: Vec<(usize, u8)>,
    eliminations: Vec<(usize, u8)>,
) -> Step {
    let links_of =
        |line: &[Node]| -> Vec<Link> { line.iter().map(|&n| Link::of_node(n)).collect() };
    let mut branches: Vec<Vec<Link>> = lines.iter().map(|line| links_of(line)).collect();
    let mut description = String::with_capacity(branches.iter().map(Vec::len).sum::<usize>() * 10);
    for (b, links) in branches.iter().enumerate() {
        if b > 0 {
            description.push_str("; ");
        }
        for (i, link) in links.iter().enumerate() {
            if i > 0 {
                description.push_str(" -> ");
            }
            push_cell_name(&mut description, link.cell);
            description.push_str(if link.on { "=" } else { "<>" });
            description.push(figure(usize::from(link.digit)));
        }
    }
    let every_link = || branches.iter().flatten();
    let mut cells: Vec<usize> = every_link().map(|l| l.cell).collect();
    cells.sort_unstable();
    cells.dedup();
    let mut digits: Vec<u8> = every_link().map(|l| l.digit).collect();
    digits.sort_unstable();
    digits.dedup();
    let chain = branches.first().cloned().unwrap_or_default();
    // One line is `chain` alone.
    if branches.len() < 2 {
        branches.clear();
    }
    Step {
        technique: name.technique,
        variant: name.variant,
        rating: Rating((difficulty * 10.0).round() as u16),
        cells,
        digits,
        units: Vec::new(),
        placements,
        eliminations,
        description,
        chain,
        branches,
        inner: Vec::new(),
    }
}
