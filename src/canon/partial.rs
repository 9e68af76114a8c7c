//! The state of the minlex search: a partial transformation ([`Partial`]) with its column
//! order left as open as the rows placed so far allow, and the survivors of one output row
//! ([`Level`]). Both the general row-by-row search (`minlex`) and the solution-grid shortcut
//! (`solution`) build on it, so it sits below both.

use super::transform::Transform;

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
    pub(super) transpose: bool,
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
    pub(super) fn start(transpose: bool) -> Partial {
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
    pub(super) fn for_each_candidate_row(&self, out_row: usize, mut visit: impl FnMut(u8)) {
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
    pub(super) fn lay_out(&self, out_row: usize, in_row: u8, row: &[u8; 9], level: &mut Level<'_>) {
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
    pub(super) fn ties_count(&self) -> u64 {
        factorial_of_runs(self.stack_ties)
            * self
                .column_ties
                .iter()
                .map(|&t| factorial_of_runs(t))
                .product::<u64>()
    }

    /// One transformation this finished partial stands for.
    pub(super) fn transform(&self) -> Transform {
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
