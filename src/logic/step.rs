//! One step of a solving path: what was seen and what it allows.

use std::fmt;

use super::node::{Node, node_cell, node_digit, node_on};
use super::technique::{Rating, StepName, Technique, Variant};
use crate::grid::Unit;

/// One deduction: the pattern found and the placements and eliminations it allows.
///
/// Cells are indexes in reading order (0 = r1c1, 80 = r9c9).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
    /// What sets the step apart from others of its technique that SE names apart (see
    /// [`Step::name`]).
    pub variant: Variant,
    /// Its rating on the Sudoku Explainer scale.
    pub rating: Rating,
    /// The cells that form the pattern.
    pub cells: Vec<usize>,
    /// The digits the pattern is about.
    pub digits: Vec<u8>,
    /// The units the pattern lies in.
    pub units: Vec<Unit>,
    /// The digits this step places: `(cell, digit)`.
    pub placements: Vec<(usize, u8)>,
    /// The candidates this step removes: `(cell, digit)`.
    pub eliminations: Vec<(usize, u8)>,
    /// The pattern in players' words, e.g. `r1c2,r1c5 {3,7} in row 1`; for a chain, its links
    /// in order: `r1c2=5 -> r1c7<>5 -> …`.
    pub description: String,
    /// For a chain, its links from the assumption to the conclusion; empty for other steps.
    pub chain: Vec<Link>,
    /// For a chain whose conclusion rests on several lines, every line in order, the first
    /// being `chain`: a contradiction's two (from one assumption to a candidate on and to the
    /// same candidate off), or one for each assumption of a cell's or a region's forcing
    /// chains, or of a candidate and its negation, all to the conclusion. Empty otherwise.
    pub branches: Vec<Vec<Link>>,
    /// For a dynamic forcing chain (+) or a nested one, the steps behind the links on its
    /// lines that other techniques added: a link like `r6c2<>6 -> r5c4<>6` holds because a
    /// pattern (a pointing, a pair, an X-Wing) or another chain shows it in the grid the
    /// assumption has left. In the order the lines meet them; empty otherwise.
    pub inner: Vec<InnerStep>,
}

/// A link of a forcing chain that another technique added, and that technique's step in the
/// grid the chain's assumption had left by then (its candidates struck, its on candidates not
/// yet placed), which removes the link's candidate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InnerStep {
    /// The assumption of the line the link is on.
    pub given: Link,
    /// The link the step adds: a candidate off.
    pub link: Link,
    /// The step.
    pub step: Step,
}

/// One link of a chain: a candidate assumed or found true (`on`) or false.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Link {
    /// The cell, in reading order (0 = r1c1).
    pub cell: usize,
    /// The digit.
    pub digit: u8,
    /// True when the candidate is on (the digit goes in the cell), false when it is off.
    pub on: bool,
}

impl Link {
    /// The link of a chain's node.
    pub(crate) fn of_node(n: Node) -> Link {
        Link {
            cell: node_cell(n),
            digit: node_digit(n) as u8 + 1,
            on: node_on(n),
        }
    }
}

impl fmt::Display for Link {
    /// `r3c5=7` or `r3c5<>7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.on { "=" } else { "<>" };
        write!(f, "{}{sign}{}", cell_name(self.cell), self.digit)
    }
}

/// A cell as players write it: `r3c5`.
///
/// # Panics
///
/// If `cell` is 81 or more.
pub fn cell_name(cell: usize) -> String {
    assert!(cell < 81, "cell {cell} is off the grid");
    let mut name = String::with_capacity(4);
    push_cell_name(&mut name, cell);
    name
}

/// Appends [`cell_name`]`(cell)` to `out`: a rating writes out every step it takes, and the
/// formatting machinery cost more than the rest of an easy step.
pub(crate) fn push_cell_name(out: &mut String, cell: usize) {
    out.push('r');
    out.push(figure(cell / 9 + 1));
    out.push('c');
    out.push(figure(cell % 9 + 1));
}

/// The figure of a number from 0 to 9.
pub(crate) fn figure(n: usize) -> char {
    debug_assert!(n < 10);
    char::from(b'0' + n as u8)
}

/// Cells as a comma-separated list: `r1c2,r1c5`.
pub(crate) fn cell_list(cells: &[usize]) -> String {
    let mut list = String::with_capacity(cells.len() * 5);
    for (i, &cell) in cells.iter().enumerate() {
        if i > 0 {
            list.push(',');
        }
        push_cell_name(&mut list, cell);
    }
    list
}

/// Digits as a set: `{3,7}`.
pub(crate) fn digit_set(digits: &[u8]) -> String {
    let mut set = String::with_capacity(2 + digits.len() * 2);
    set.push('{');
    for (i, &digit) in digits.iter().enumerate() {
        if i > 0 {
            set.push(',');
        }
        set.push(figure(usize::from(digit)));
    }
    set.push('}');
    set
}

impl Step {
    /// The name SE prints for the step: its technique's, told apart by type, length or kind
    /// where SE tells them apart (`Unique Rectangle type 1`, `Dynamic Cell Forcing Chains`).
    pub fn name(&self) -> StepName {
        StepName {
            technique: self.technique,
            variant: self.variant,
        }
    }
}

impl fmt::Display for Step {
    /// `Naked Pair (3.0): r1c2,r1c5 {3,7} in row 1 => r1c7<>3, r1c8<>7`; a forcing chain's
    /// inner steps follow, each in brackets after the link it adds:
    /// ` [r5c4<>6 given r6c2=5: Forcing Chain (7.3): … => r5c4<>6]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({}): {} =>",
            self.name(),
            self.rating,
            self.description
        )?;
        let mut first = true;
        for &(cell, digit) in &self.placements {
            write!(
                f,
                "{} {}={digit}",
                if first { "" } else { "," },
                cell_name(cell)
            )?;
            first = false;
        }
        // A placement says its cell's other candidates go: listing them again is noise
        // (`r5c3=7, r5c3<>5`). They stay in `eliminations`, which is what the step removes.
        let placed = |cell| self.placements.iter().any(|&(c, _)| c == cell);
        for &(cell, digit) in self.eliminations.iter().filter(|&&(c, _)| !placed(c)) {
            write!(
                f,
                "{} {}<>{digit}",
                if first { "" } else { "," },
                cell_name(cell)
            )?;
            first = false;
        }
        for inner in &self.inner {
            let InnerStep { given, link, step } = inner;
            write!(f, " [{link} given {given}: {step}]")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cells and digits come out as players write them, whatever builds the text.
    #[test]
    fn cells_and_digits_are_written_as_players_write_them() {
        assert_eq!(cell_name(0), "r1c1");
        assert_eq!(cell_name(13), "r2c5");
        assert_eq!(cell_name(80), "r9c9");
        assert_eq!(cell_list(&[1, 4, 72]), "r1c2,r1c5,r9c1");
        assert_eq!(cell_list(&[]), "");
        assert_eq!(digit_set(&[3, 7]), "{3,7}");
        assert_eq!(digit_set(&[9]), "{9}");
    }

    /// A step that places a digit does not list its cell's other candidates again.
    #[test]
    fn a_placement_is_not_followed_by_its_own_cells_eliminations() {
        let step = Step {
            technique: Technique::TurbotFish,
            variant: Variant::Plain,
            rating: Rating(66),
            cells: vec![38],
            digits: vec![7],
            units: Vec::new(),
            placements: vec![(38, 7)],
            eliminations: vec![(38, 5), (40, 7)],
            description: "r5c3<>7 -> r5c3=7".to_string(),
            chain: Vec::new(),
            branches: Vec::new(),
            inner: Vec::new(),
        };
        assert_eq!(
            step.to_string(),
            "Turbot Fish (6.6): r5c3<>7 -> r5c3=7 => r5c3=7, r5c5<>7"
        );
    }
}
