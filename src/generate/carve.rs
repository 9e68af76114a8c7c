//! Carving puzzles out of a complete grid: taking givens away, a symmetric orbit at a time, for
//! as long as the solution stays unique.

use crate::grid::{CELLS, Grid, Unit, box_of, column_of, row_of};
use crate::random::Random;
use crate::solver;
use crate::symmetry::Orbit;

use super::givens::GivensRange;

/// True when `puzzle` has exactly one solution.
pub(super) fn is_unique(puzzle: &Grid) -> bool {
    solver::count_solutions(puzzle, 2) == 1
}

/// True when `puzzle` (blanked in `cells`) has `solution` as its only solution, given that it
/// had only that one with `cells` filled in: another one would have to differ in `cells`. This
/// is about twice as fast as counting to two, which finds `solution` again first.
pub(super) fn still_unique(puzzle: &Grid, solution: &Grid, cells: &[u8]) -> bool {
    let mut list = [0usize; 8];
    for (slot, &cell) in list.iter_mut().zip(cells) {
        *slot = usize::from(cell);
    }
    solver::solution_differing_in(puzzle, solution, &list[..cells.len()]).is_none()
}

/// Removes the orbits of `solution` in a random order, each one unless that would leave more
/// than one solution, and returns the puzzle when its givens are in `givens`.
///
/// One pass is enough for a minimal puzzle: an orbit that could not go earlier cannot go later,
/// since taking more givens away only adds solutions. Giving up as soon as the count would
/// fall below the range (an orbit that could go, but must not) spares the rest of a doomed try.
pub(super) fn minimal_puzzle(
    solution: &Grid,
    orbits: &[Orbit],
    givens: GivensRange,
    random: &mut Random,
) -> Option<Grid> {
    let mut order = [0u8; CELLS];
    let order = &mut order[..orbits.len()];
    for (i, slot) in order.iter_mut().enumerate() {
        *slot = i as u8;
    }
    random.shuffle(order);
    let mut puzzle = *solution;
    let mut placed = UnitDigits::of(solution);
    let (rectangles, found) = deadly_rectangles(solution);
    let rectangles = &rectangles[..found];
    // The cells still given, bit `cell`.
    let mut given: u128 = (1 << CELLS) - 1;
    let mut count = CELLS;
    for &index in order.iter() {
        let cells = orbits[usize::from(index)].cells();
        // An orbit whose removal would empty a deadly rectangle must stay: no search needed.
        let orbit_mask = cells.iter().fold(0u128, |mask, &cell| mask | 1 << cell);
        if rectangles.iter().any(|&r| r & given & !orbit_mask == 0) {
            continue;
        }
        for &cell in cells {
            let cell = usize::from(cell);
            placed.toggle(cell, solution.get(cell));
            puzzle.set(cell, 0);
        }
        // Early on, most cells taken away are singles of the givens left: their digit is the
        // only one their row, column and box lack, or the only place left for it in one of
        // them. The solution cannot change there, and seeing that costs a few mask operations
        // instead of a search. The search then starts with the singles filled in (the givens
        // imply them) and looks only at the other cells.
        let mut open = [0usize; 8];
        let mut open_count = 0;
        let mut implied = puzzle;
        for &cell in cells {
            let (cell, digit) = (usize::from(cell), solution.get(usize::from(cell)));
            if placed.is_single(&puzzle, cell, digit) {
                implied.set(cell, digit);
            } else {
                open[open_count] = cell;
                open_count += 1;
            }
        }
        let open = &open[..open_count];
        if open.is_empty() || solver::solution_differing_in(&implied, solution, open).is_none() {
            if count - cells.len() < givens.min() {
                return None;
            }
            count -= cells.len();
            given &= !orbit_mask;
        } else {
            for &cell in cells {
                let cell = usize::from(cell);
                placed.toggle(cell, solution.get(cell));
                puzzle.set(cell, solution.get(cell));
            }
        }
    }
    givens.contains(count).then_some(puzzle)
}

/// The most deadly rectangles [`deadly_rectangles`] keeps: a random grid has a handful, and
/// missing some only costs searches.
const MOST_RECTANGLES: usize = 64;

/// The deadly rectangles of a complete grid, as cell masks: four cells in two rows, two
/// columns and two boxes, holding two digits crosswise. Swapping the two digits in them gives
/// another complete grid, so every puzzle with this solution keeps a given in each. Returns
/// the array and how many of it are filled.
fn deadly_rectangles(solution: &Grid) -> ([u128; MOST_RECTANGLES], usize) {
    let mut out = [0u128; MOST_RECTANGLES];
    let mut found = 0;
    let at = |row: usize, column: usize| solution.get(row * 9 + column);
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    // Two boxes: the rows share a band or the columns a stack (not both, or
                    // a digit would repeat in one box).
                    let two_boxes = r1 / 3 == r2 / 3 || c1 / 3 == c2 / 3;
                    if two_boxes
                        && at(r1, c1) == at(r2, c2)
                        && at(r1, c2) == at(r2, c1)
                        && found < MOST_RECTANGLES
                    {
                        out[found] = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2]
                            .into_iter()
                            .fold(0, |mask, cell| mask | 1 << cell);
                        found += 1;
                    }
                }
            }
        }
    }
    (out, found)
}

/// The digits the givens hold in each row, column and box (bit `d - 1` for digit `d`).
struct UnitDigits {
    rows: [u16; 9],
    columns: [u16; 9],
    boxes: [u16; 9],
}

impl UnitDigits {
    /// The digits of a complete grid: every unit holds all nine.
    fn of(solution: &Grid) -> UnitDigits {
        debug_assert!(solution.is_filled());
        UnitDigits {
            rows: [0x1FF; 9],
            columns: [0x1FF; 9],
            boxes: [0x1FF; 9],
        }
    }

    /// Adds `digit` at `cell` where it was missing, or takes it away where it was there.
    fn toggle(&mut self, cell: usize, digit: u8) {
        let bit = 1 << (digit - 1);
        self.rows[row_of(cell)] ^= bit;
        self.columns[column_of(cell)] ^= bit;
        self.boxes[box_of(cell)] ^= bit;
    }

    /// The digits none of `cell`'s row, column and box holds.
    fn missing(&self, cell: usize) -> u16 {
        !(self.rows[row_of(cell)] | self.columns[column_of(cell)] | self.boxes[box_of(cell)])
            & 0x1FF
    }

    /// True when the givens of `puzzle` (whose digits these are) force `digit` into the blank
    /// `cell`: a naked single (no other digit fits there) or a hidden one (no other blank cell
    /// of its row, column or box can take the digit).
    fn is_single(&self, puzzle: &Grid, cell: usize, digit: u8) -> bool {
        if self.missing(cell).count_ones() == 1 {
            return true;
        }
        let bit = 1 << (digit - 1);
        let only_place_in = |unit: Unit| {
            unit.cells().into_iter().all(|other| {
                other == cell || puzzle.get(other) != 0 || self.missing(other) & bit == 0
            })
        };
        only_place_in(Unit::Box(box_of(cell) as u8))
            || only_place_in(Unit::Row(row_of(cell) as u8))
            || only_place_in(Unit::Column(column_of(cell) as u8))
    }
}

/// True when taking away any orbit of givens (an orbit of `orbits` wholly given) leaves more
/// than one solution. `puzzle` must have exactly one, `solution`.
pub(super) fn is_minimal(puzzle: &Grid, solution: &Grid, orbits: &[Orbit]) -> bool {
    orbits.iter().all(|orbit| {
        let cells = orbit.cells();
        if cells.iter().any(|&cell| puzzle.get(usize::from(cell)) == 0) {
            return true;
        }
        let mut fewer = *puzzle;
        for &cell in cells {
            fewer.set(usize::from(cell), 0);
        }
        !still_unique(&fewer, solution, cells)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate;

    #[test]
    fn deadly_rectangles_are_pairs_of_digits_that_can_swap() {
        let mut random = Random::new(8);
        let mut seen = 0;
        for _ in 0..20 {
            let solution = super::super::fill::random_solution(&mut random);
            let (rectangles, found) = deadly_rectangles(&solution);
            for &rectangle in &rectangles[..found] {
                let cells: Vec<usize> = (0..CELLS).filter(|&c| rectangle >> c & 1 == 1).collect();
                assert_eq!(cells.len(), 4);
                let mut swapped = solution;
                let (a, b) = (solution.get(cells[0]), solution.get(cells[1]));
                assert_ne!(a, b);
                for &cell in &cells {
                    swapped.set(cell, if solution.get(cell) == a { b } else { a });
                }
                assert_ne!(swapped, solution);
                assert_eq!(validate::validate(&swapped), validate::Status::Complete);
                seen += 1;
            }
        }
        assert!(seen > 0, "twenty random grids without a deadly rectangle");
    }
}
