//! The minlex canonical form: of all the grids a puzzle can be transformed into, the one whose
//! 81 cells, read row by row with blanks as 0, come first in dictionary order.
//!
//! Trying all 3,359,232 geometric transformations is far too slow, so the form is built one
//! output row at a time, keeping every partial transformation that is still tied for the
//! smallest prefix (a beam, not a depth-first search: all survivors share the prefix, so a
//! candidate row is compared with one best row, not with a whole best grid).
//!
//! What makes this fast on puzzles is that the column order is not chosen up front. Each
//! partial transformation keeps the columns as *ordered groups*: the stacks in an order where
//! neighbouring stacks may still be tied (interchangeable), and within each stack its columns
//! likewise. A row is laid out by putting, within every group, its blank cells first (blanks are
//! the smallest value, and blank cells tied so far stay tied) and trying every order of the
//! cells holding digits, each of which becomes a group of its own. On a sparse puzzle most
//! cells are blank, so the groups split slowly and almost nothing is enumerated; the 1,296
//! column orders are only ever listed one by one for full rows.
//!
//! Digits are renamed as they first appear (the smallest renaming for a fixed cell order), so a
//! row's value depends on the names given in the rows above it; each partial transformation
//! carries its renaming. Candidates for the next row are all rows of the band being filled, or
//! of any unused band when a band starts.
//!
//! At the end every survivor maps the puzzle onto the canonical grid, and each stands for
//! (group sizes)! column orders that do the same, since what is still tied is entirely blank:
//! their total is the number of transformations that do so, which equals the number of
//! automorphisms.

use crate::grid::{CELLS, Grid};

use super::solution;
use super::transform::Transform;

/// A puzzle's canonical form, with what it took to get there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Canonical {
    /// The canonical grid: the smallest 81-cell string (blanks as 0, read row by row) of all
    /// the grids equivalent to the puzzle. Equivalent puzzles, and only they, share it.
    pub grid: Grid,
    /// How many geometric transformations (with a fitting renaming of the digits) map the
    /// puzzle onto itself, the identity included: 1 for most puzzles, 3,359,232 for the empty
    /// grid.
    pub automorphisms: u64,
    /// A transformation that maps the puzzle onto [`Canonical::grid`]. Digits the puzzle does
    /// not use are renamed to the remaining names in increasing order.
    pub transform: Transform,
}

impl Canonical {
    /// The canonical grid as the usual 81-character minlex string, blanks written `0`.
    pub fn to_line(&self) -> String {
        self.grid
            .cells()
            .iter()
            .map(|&d| char::from(b'0' + d))
            .collect()
    }
}

/// The minlex canonical form of any grid: solved or not, with any number of solutions, even
/// with givens that break the rules.
pub fn canonicalize(puzzle: &Grid) -> Canonical {
    let mut sources = [[0u8; CELLS]; 2];
    for (cell, &digit) in puzzle.cells().iter().enumerate() {
        sources[0][cell] = digit;
        sources[1][cell % 9 * 9 + cell / 9] = digit;
    }

    let mut beam = vec![Partial::start(false), Partial::start(true)];
    let mut next = Vec::with_capacity(64);
    let mut canonical = [0u8; CELLS];
    let mut first_row = 0;
    if sources.iter().all(rows_hold_every_digit) {
        // A solution grid: its first row is 123456789 whatever the column order, which the
        // general search would keep all 1,296 of; the second row is found directly.
        let mut level = Level {
            best: [0; 9],
            empty: true,
            survivors: &mut beam,
        };
        level.survivors.clear();
        solution::first_two_rows(&sources, &mut level);
        canonical[..9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        canonical[9..18].copy_from_slice(&level.best);
        first_row = 2;
    }
    for out_row in first_row..9 {
        let mut level = Level {
            best: [0; 9],
            empty: true,
            survivors: &mut next,
        };
        for partial in &beam {
            let source = &sources[usize::from(partial.transpose)];
            partial.for_each_candidate_row(out_row, |in_row| {
                let start = usize::from(in_row) * 9;
                let row: &[u8; 9] = source[start..start + 9].try_into().expect("nine cells");
                partial.lay_out(out_row, in_row, row, &mut level);
            });
        }
        canonical[out_row * 9..out_row * 9 + 9].copy_from_slice(&level.best);
        std::mem::swap(&mut beam, &mut next);
        next.clear();
    }

    let automorphisms = beam.iter().map(Partial::ties_count).sum();
    let transform = beam[0].transform();
    let grid = Grid::from_digits(canonical);
    debug_assert_eq!(transform.apply(puzzle), grid);
    Canonical {
        grid,
        automorphisms,
        transform,
    }
}

/// Whether every row of `cells` holds the nine digits.
fn rows_hold_every_digit(cells: &[u8; CELLS]) -> bool {
    cells
        .chunks_exact(9)
        .all(|row| row.iter().fold(0u16, |seen, &d| seen | 1 << d) == 0b11_1111_1110)
}

/// The survivors of one output row: those whose row equals `best`, the smallest seen so far.
pub(super) struct Level<'a> {
    pub(super) best: [u8; 9],
    pub(super) empty: bool,
    pub(super) survivors: &'a mut Vec<Partial>,
}

/// A transformation decided for the output rows so far, with the column order left as open as
/// those rows allow.
#[derive(Debug, Clone, Copy)]
pub(super) struct Partial {
    transpose: bool,
    /// The input row of each output row placed so far.
    rows: [u8; 9],
    /// The input band of each output band begun so far.
    bands: [u8; 3],
    used_rows: u16,
    used_bands: u8,
    /// The input stack at each output stack position.
    stacks: [u8; 3],
    /// Bit `i`: the stacks at positions `i` and `i + 1` are still interchangeable.
    stack_ties: u8,
    /// For each input stack, its columns (0-8) in output order.
    columns: [[u8; 3]; 3],
    /// For each input stack, bit `i`: its columns at slots `i` and `i + 1` are interchangeable.
    column_ties: [u8; 3],
    /// The new name of each digit, 0 until it first appears.
    names: [u8; 10],
    next_name: u8,
}

/// The six orders of three slots.
const ORDERS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// Up to six ways to reorder three slots, each with the ties left between its neighbours.
#[derive(Clone, Copy)]
struct Reorders {
    orders: [([usize; 3], u8); 6],
    len: usize,
}

/// The reorders of three slots (grouped by `ties`: bit `i` joins slot `i` and `i + 1`) that keep
/// each slot in its group and put the `blank` slots of a group first, in their present order;
/// the others are tried in every order. Blank neighbours of one group stay tied.
fn reorders(ties: u8, blank: [bool; 3]) -> Reorders {
    // The group number of each slot: a new group starts wherever a tie is missing.
    let second = u8::from(ties & 1 == 0);
    let group = [0, second, second + u8::from(ties & 2 == 0)];
    let mut out = Reorders {
        orders: [([0; 3], 0); 6],
        len: 0,
    };
    'orders: for order in ORDERS {
        for i in 0..3 {
            if group[order[i]] != group[i] {
                continue 'orders;
            }
        }
        for i in 0..2 {
            let (a, b) = (order[i], order[i + 1]);
            // A blank may only follow a blank that came before it.
            if group[a] == group[b] && blank[b] && (!blank[a] || a > b) {
                continue 'orders;
            }
        }
        let mut new_ties = 0;
        for i in 0..2 {
            let (a, b) = (order[i], order[i + 1]);
            if group[a] == group[b] && blank[a] && blank[b] {
                new_ties |= 1 << i;
            }
        }
        out.orders[out.len] = (order, new_ties);
        out.len += 1;
    }
    out
}

/// How many orders three slots grouped by `ties` allow: the product of the groups' factorials.
fn factorial_of_runs(ties: u8) -> u64 {
    match ties & 3 {
        0 => 1,
        1 | 2 => 2,
        _ => 6,
    }
}

impl Partial {
    fn start(transpose: bool) -> Partial {
        Partial {
            transpose,
            rows: [0; 9],
            bands: [0; 3],
            used_rows: 0,
            used_bands: 0,
            stacks: [0, 1, 2],
            stack_ties: 3,
            columns: [[0, 1, 2], [3, 4, 5], [6, 7, 8]],
            column_ties: [3; 3],
            names: [0; 10],
            next_name: 1,
        }
    }

    /// A solution grid's partial with its first two rows placed (input rows `rows`, the first
    /// holding `first_digits` by input column) and every column in place.
    pub(super) fn from_two_rows(
        transpose: bool,
        rows: [u8; 2],
        first_digits: &[u8; 9],
        column_at: &[u8; 9],
        stack_at: &[u8; 3],
    ) -> Partial {
        let mut partial = Partial::start(transpose);
        partial.rows[..2].copy_from_slice(&rows);
        partial.used_rows = 1 << rows[0] | 1 << rows[1];
        partial.bands[0] = rows[0] / 3;
        partial.used_bands = 1 << (rows[0] / 3);
        partial.stacks = *stack_at;
        partial.stack_ties = 0;
        for (slot, &stack) in stack_at.iter().enumerate() {
            partial.columns[usize::from(stack)].copy_from_slice(&column_at[slot * 3..slot * 3 + 3]);
        }
        partial.column_ties = [0; 3];
        for (position, &column) in column_at.iter().enumerate() {
            partial.names[usize::from(first_digits[usize::from(column)])] = position as u8 + 1;
        }
        partial.next_name = 10;
        partial
    }

    /// Calls `visit` with each input row that may become output row `out_row`.
    fn for_each_candidate_row(&self, out_row: usize, mut visit: impl FnMut(u8)) {
        let bands: &[u8] = if out_row.is_multiple_of(3) {
            &[0, 1, 2]
        } else {
            std::slice::from_ref(&self.bands[out_row / 3])
        };
        for &band in bands {
            if out_row.is_multiple_of(3) && self.used_bands & (1 << band) != 0 {
                continue;
            }
            for row in band * 3..band * 3 + 3 {
                if self.used_rows & (1 << row) == 0 {
                    visit(row);
                }
            }
        }
    }

    /// Lays input row `in_row` (its cells `row`, by input column) out as output row `out_row`
    /// in every smallest way the open ties allow, offering each result to `level`.
    fn lay_out(&self, out_row: usize, in_row: u8, row: &[u8; 9], level: &mut Level<'_>) {
        let stack_blank = self.stacks.map(|s| {
            self.columns[usize::from(s)]
                .iter()
                .all(|&c| row[usize::from(c)] == 0)
        });
        let stack_orders = reorders(self.stack_ties, stack_blank);
        let column_orders: [Reorders; 3] = std::array::from_fn(|s| {
            let blank = self.columns[s].map(|c| row[usize::from(c)] == 0);
            reorders(self.column_ties[s], blank)
        });

        for &(stack_order, stack_ties) in &stack_orders.orders[..stack_orders.len] {
            let stacks = stack_order.map(|i| self.stacks[i]);
            let [a, b, c] = stacks.map(|s| &column_orders[usize::from(s)]);
            for &first in &a.orders[..a.len] {
                for &second in &b.orders[..b.len] {
                    for &third in &c.orders[..c.len] {
                        let chosen = [first, second, third];
                        let mut cells = [0u8; 9];
                        for (position, (order, _)) in chosen.iter().enumerate() {
                            let stack = &self.columns[usize::from(stacks[position])];
                            for (slot, &i) in order.iter().enumerate() {
                                cells[position * 3 + slot] = stack[i];
                            }
                        }
                        self.offer(
                            out_row, in_row, row, stacks, stack_ties, chosen, cells, level,
                        );
                    }
                }
            }
        }
    }

    /// Renames the row laid out in column order `cells` and keeps it when it ties or beats the
    /// level's best.
    #[allow(clippy::too_many_arguments)]
    fn offer(
        &self,
        out_row: usize,
        in_row: u8,
        row: &[u8; 9],
        stacks: [u8; 3],
        stack_ties: u8,
        chosen: [([usize; 3], u8); 3],
        cells: [u8; 9],
        level: &mut Level<'_>,
    ) {
        let mut names = self.names;
        let mut next_name = self.next_name;
        let mut values = [0u8; 9];
        let mut smaller = level.empty;
        for (i, &column) in cells.iter().enumerate() {
            let digit = usize::from(row[usize::from(column)]);
            if digit != 0 && names[digit] == 0 {
                names[digit] = next_name;
                next_name += 1;
            }
            let value = names[digit];
            values[i] = value;
            if !smaller {
                match value.cmp(&level.best[i]) {
                    std::cmp::Ordering::Less => smaller = true,
                    std::cmp::Ordering::Greater => return,
                    std::cmp::Ordering::Equal => {}
                }
            }
        }
        if smaller {
            level.best = values;
            level.empty = false;
            level.survivors.clear();
        }
        let mut child = *self;
        child.rows[out_row] = in_row;
        child.used_rows |= 1 << in_row;
        if out_row.is_multiple_of(3) {
            child.bands[out_row / 3] = in_row / 3;
            child.used_bands |= 1 << (in_row / 3);
        }
        child.stacks = stacks;
        child.stack_ties = stack_ties;
        for (position, &(_, ties)) in chosen.iter().enumerate() {
            let stack = usize::from(stacks[position]);
            child.columns[stack] = cells[position * 3..position * 3 + 3]
                .try_into()
                .expect("three columns");
            child.column_ties[stack] = ties;
        }
        child.names = names;
        child.next_name = next_name;
        level.survivors.push(child);
    }

    /// How many column orders this finished partial stands for: the product of the factorials
    /// of its tied groups, all of which are blank everywhere.
    fn ties_count(&self) -> u64 {
        factorial_of_runs(self.stack_ties)
            * self
                .column_ties
                .iter()
                .map(|&t| factorial_of_runs(t))
                .product::<u64>()
    }

    /// One transformation this finished partial stands for.
    fn transform(&self) -> Transform {
        let mut columns = [0u8; 9];
        for (position, &stack) in self.stacks.iter().enumerate() {
            columns[position * 3..position * 3 + 3]
                .copy_from_slice(&self.columns[usize::from(stack)]);
        }
        let mut digits = self.names;
        let mut next = self.next_name;
        for name in &mut digits[1..] {
            if *name == 0 {
                *name = next;
                next += 1;
            }
        }
        Transform::from_parts(self.transpose, self.rows, columns, digits)
    }
}
