//! One step of a solving path: what was seen and what it allows.

use std::fmt;

use super::technique::{Rating, Technique};
use crate::grid::Unit;

/// One deduction: the pattern found and the placements and eliminations it allows.
///
/// Cells are indexes in reading order (0 = r1c1, 80 = r9c9).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
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

/// A cell as players write it: `r3c5`.
pub fn cell_name(cell: usize) -> String {
    format!("r{}c{}", cell / 9 + 1, cell % 9 + 1)
}

/// Cells as a comma-separated list: `r1c2,r1c5`.
pub(crate) fn cell_list(cells: &[usize]) -> String {
    cells
        .iter()
        .map(|&c| cell_name(c))
        .collect::<Vec<_>>()
        .join(",")
}

/// Digits as a set: `{3,7}`.
pub(crate) fn digit_set(digits: &[u8]) -> String {
    let inner: Vec<String> = digits.iter().map(u8::to_string).collect();
    format!("{{{}}}", inner.join(","))
}

impl fmt::Display for Step {
    /// `Naked Pair (3.0): r1c2,r1c5 {3,7} in row 1 => r1c7<>3, r1c8<>7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({}): {} =>",
            self.technique, self.rating, self.description
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
        for &(cell, digit) in &self.eliminations {
            write!(
                f,
                "{} {}<>{digit}",
                if first { "" } else { "," },
                cell_name(cell)
            )?;
            first = false;
        }
        Ok(())
    }
}
