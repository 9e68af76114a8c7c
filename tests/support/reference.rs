//! What every test suite checks the solver against: a naive reference solver, the check that a
//! grid solves a puzzle, and random puzzles from the crate's one seeded generator.
//!
//! One file, two crates: the library's unit tests (`src/lib.rs`) and the integration tests
//! (`tests/it/main.rs`) both include it with `#[path]`. The unit tests cannot see `tests/it`,
//! and a public (even hidden) `testing` module would ship test code in the library and make it
//! part of the API; a shared file does neither. Each includer has `Grid`, `grid` and `random` at
//! its crate root, which is what `crate::` names below.

#![allow(dead_code)] // each includer uses its own part

use crate::Grid;
use crate::grid::{CELLS, Unit, box_of, column_of, row_of};
use crate::random::Random;

/// A solved grid to derive test puzzles from, as a line.
pub const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A grid from its line form: `1`-`9` a digit, anything else a blank.
pub fn grid(line: &str) -> Grid {
    let mut cells = [0u8; CELLS];
    for (cell, ch) in cells.iter_mut().zip(line.bytes()) {
        *cell = match ch {
            b'1'..=b'9' => ch - b'0',
            _ => 0,
        };
    }
    Grid::from_cells(cells).expect("digits 0-9")
}

/// A random solved grid: [`SOLVED`] with its digits relabelled, its bands, stacks, and the rows
/// and columns inside them shuffled, and possibly transposed. Each keeps every rule.
pub fn random_solution(random: &mut Random) -> Grid {
    let mut digits: [u8; 9] = std::array::from_fn(|i| i as u8 + 1);
    random.shuffle(&mut digits);
    let mut order = || {
        let mut groups = [0, 1, 2];
        random.shuffle(&mut groups);
        let mut lines = [0usize; 9];
        for (at, group) in groups.into_iter().enumerate() {
            let mut inner = [0, 1, 2];
            random.shuffle(&mut inner);
            for (i, line) in inner.into_iter().enumerate() {
                lines[at * 3 + i] = group * 3 + line;
            }
        }
        lines
    };
    let (rows, columns) = (order(), order());
    let transpose = random.coin();
    let base = grid(SOLVED);
    let mut out = Grid::EMPTY;
    for (r, &from_row) in rows.iter().enumerate() {
        for (c, &from_column) in columns.iter().enumerate() {
            let (fr, fc) = if transpose {
                (from_column, from_row)
            } else {
                (from_row, from_column)
            };
            out.set(r * 9 + c, digits[usize::from(base.get(fr * 9 + fc)) - 1]);
        }
    }
    out
}

/// A random solution with `blanks` random cells cleared: a puzzle with at least one solution.
pub fn random_puzzle(random: &mut Random, blanks: usize) -> Grid {
    let mut puzzle = random_solution(random);
    let mut cells: Vec<usize> = (0..CELLS).collect();
    random.shuffle(&mut cells);
    for &cell in &cells[..blanks] {
        puzzle.set(cell, 0);
    }
    puzzle
}

/// The naive reference: the solutions of `puzzle` in lexicographic order, up to `limit`, found
/// by filling the blanks in reading order trying 1 to 9. The order makes the first solution the
/// smallest by construction. `None` when it gave up after visiting `budget` positions (hard
/// cases); `u64::MAX` never gives up.
///
/// Row, column and box masks make "is this digit allowed" cheap, and a position where some blank
/// or some unit's missing digit has no place left is not searched further; both only cut dead
/// subtrees, so the order in which solutions are met is the naive one.
pub fn reference_solutions(puzzle: &Grid, limit: usize, budget: u64) -> Option<Vec<Grid>> {
    let mut search = Reference {
        grid: *puzzle,
        used: [0; 27],
        limit,
        budget,
        found: Vec::new(),
    };
    for cell in 0..CELLS {
        let digit = puzzle.get(cell);
        if digit != 0 {
            for unit in units(cell) {
                if search.used[unit] & 1 << digit != 0 {
                    // Givens that break a rule leave no solution.
                    return Some(Vec::new());
                }
                search.used[unit] |= 1 << digit;
            }
        }
    }
    search.run(0).then_some(search.found)
}

/// The indices (rows 0-8, columns 9-17, boxes 18-26) of the three units of a cell.
fn units(cell: usize) -> [usize; 3] {
    [row_of(cell), 9 + column_of(cell), 18 + box_of(cell)]
}

struct Reference {
    grid: Grid,
    /// Per unit, bit `d` for each digit `d` it holds.
    used: [u16; 27],
    limit: usize,
    budget: u64,
    found: Vec<Grid>,
}

impl Reference {
    /// Searches from the first blank at or after `from`; false when the budget ran out.
    fn run(&mut self, from: usize) -> bool {
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        let Some(cell) = (from..CELLS).find(|&c| self.grid.get(c) == 0) else {
            self.found.push(self.grid);
            return true;
        };
        let [r, c, b] = units(cell);
        for digit in 1..=9u8 {
            if self.found.len() >= self.limit {
                break;
            }
            let bit = 1 << digit;
            if (self.used[r] | self.used[c] | self.used[b]) & bit != 0 {
                continue;
            }
            self.grid.set(cell, digit);
            for unit in [r, c, b] {
                self.used[unit] |= bit;
            }
            let finished = !self.blanks_have_candidates() || self.run(cell + 1);
            for unit in [r, c, b] {
                self.used[unit] &= !bit;
            }
            self.grid.set(cell, 0);
            if !finished {
                return false;
            }
        }
        true
    }

    /// False when some blank has no digit left, or some unit has no place left for a digit it
    /// lacks.
    fn blanks_have_candidates(&self) -> bool {
        let mut placeable = [0u16; 27];
        for cell in 0..CELLS {
            if self.grid.get(cell) == 0 {
                let [r, c, b] = units(cell);
                let free = !(self.used[r] | self.used[c] | self.used[b]) & 0x3FE;
                if free == 0 {
                    return false;
                }
                for unit in [r, c, b] {
                    placeable[unit] |= free;
                }
            }
        }
        (0..27).all(|unit| placeable[unit] | self.used[unit] == 0x3FE)
    }
}

/// Checks that `solution` is a full grid that keeps the givens of `puzzle` and holds each digit
/// once in every row, column and box.
#[track_caller]
pub fn assert_solves(puzzle: &Grid, solution: &Grid) {
    for cell in 0..CELLS {
        let given = puzzle.get(cell);
        assert!(
            given == 0 || given == solution.get(cell),
            "the given at r{}c{} changed in {solution:?}",
            row_of(cell) + 1,
            column_of(cell) + 1
        );
    }
    for unit in Unit::all() {
        let mut seen = 0u16;
        for cell in unit.cells() {
            let digit = solution.get(cell);
            assert!(
                (1..=9).contains(&digit),
                "{unit} has a blank in {solution:?}"
            );
            seen |= 1 << digit;
        }
        assert_eq!(seen, 0x3FE, "{unit} repeats a digit in {solution:?}");
    }
}
