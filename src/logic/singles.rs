//! Singles: the last empty cell of a unit (full house), the only place for a digit in a unit
//! (hidden single) and the only digit left in a cell (naked single).

use super::geometry::{BLOCK, COLUMN, REGIONS, ROW, unit};
use super::position::Position;
use super::step::{Step, cell_name};
use super::technique::{Rating, Technique, Variant};

/// A full house or hidden single: the digit that goes in a cell, and the unit that says so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Single {
    pub(crate) cell: usize,
    pub(crate) digit: u8,
    pub(crate) technique: Technique,
    pub(crate) rating: Rating,
    kind: usize,
    index: usize,
}

impl Single {
    /// The single as a step, described for players.
    fn step(self) -> Step {
        let Single {
            cell,
            digit,
            technique,
            rating,
            kind,
            index,
        } = self;
        let region = unit(kind, index);
        Step {
            chain: Vec::new(),
            branches: Vec::new(),
            inner: Vec::new(),
            technique,
            variant: Variant::Plain,
            rating,
            cells: vec![cell],
            digits: vec![digit],
            units: vec![region],
            placements: vec![(cell, digit)],
            eliminations: Vec::new(),
            description: format!(
                "{} is the only place for {digit} in {region}",
                cell_name(cell)
            ),
        }
    }
}

/// The first full house or hidden single in SE's order: full houses first (boxes, then columns,
/// then rows), then hidden singles in the same order. A hidden single rates 1.2 in a box and
/// 1.5 in a row or column.
pub(crate) fn hidden_single(position: &Position) -> Option<Step> {
    first_single(position).map(Single::step)
}

/// What [`hidden_single`] finds, before it becomes a step: most steps of a rating are singles,
/// and a rating needs no words for them.
pub(crate) fn first_single(position: &Position) -> Option<Single> {
    for alone in [true, false] {
        for kind in [BLOCK, COLUMN, ROW] {
            for index in 0..9 {
                let is_alone = position.empty_count(kind, index) == 1;
                let digits = position.single_places(kind, index);
                if is_alone != alone || digits == 0 {
                    continue;
                }
                let digit = digits.trailing_zeros() as u8 + 1;
                let places = position.positions(kind, index, 1 << (digit - 1));
                let cell = REGIONS[kind][index][places.trailing_zeros() as usize];
                let (technique, rating) = match (alone, kind) {
                    (true, _) => (Technique::FullHouse, Rating(10)),
                    (false, BLOCK) => (Technique::HiddenSingle, Rating(12)),
                    (false, _) => (Technique::HiddenSingle, Rating(15)),
                };
                return Some(Single {
                    cell,
                    digit,
                    technique,
                    rating,
                    kind,
                    index,
                });
            }
        }
    }
    None
}

/// The first open cell, in reading order, with one candidate left (2.3).
pub(crate) fn naked_single(position: &Position) -> Option<Step> {
    let cell = (0..81).find(|&c| position.open[c].is_power_of_two())?;
    let digit = position.open[cell].trailing_zeros() as u8 + 1;
    Some(Step {
        chain: Vec::new(),
        branches: Vec::new(),
        inner: Vec::new(),
        technique: Technique::NakedSingle,
        variant: Variant::Plain,
        rating: Rating(23),
        cells: vec![cell],
        digits: vec![digit],
        units: Vec::new(),
        placements: vec![(cell, digit)],
        eliminations: Vec::new(),
        description: format!("{digit} is the only candidate left in {}", cell_name(cell)),
    })
}
