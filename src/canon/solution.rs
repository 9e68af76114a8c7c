//! The first two canonical rows of a solution grid, found without listing column orders.
//!
//! On a solution grid every cell is given, so the first row is `123456789` under all 1,296
//! column orders: the general row-by-row search would keep them all and only the second row
//! would tell them apart. Here the first row's names are simply the output positions, so the
//! second row reads, at position `p`, one plus the position of the column where the first row
//! holds the digit the second row has at `p`. The column order is then chosen position by
//! position, depth first: placing column `c` at `p` also places, if it is not placed yet, the
//! column that names its digit, at the earliest position still open to it, since any later one
//! would make position `p` larger. Ties branch; everything else is pruned against the best second
//! row so far, across all choices of transposition, band and first two rows.

use super::partial::{Level, Partial};

/// No column, stack or slot yet.
const OPEN: u8 = u8::MAX;

/// A column order being built: which column sits at each output position, and which stack at
/// each output stack position (slot).
#[derive(Clone, Copy)]
struct Placement {
    column_at: [u8; 9],
    position_of: [u8; 9],
    stack_at: [u8; 3],
    slot_of: [u8; 3],
}

impl Placement {
    fn place(&mut self, column: u8, position: u8) {
        self.column_at[usize::from(position)] = column;
        self.position_of[usize::from(column)] = position;
        let (stack, slot) = (usize::from(column / 3), usize::from(position / 3));
        self.stack_at[slot] = column / 3;
        self.slot_of[stack] = slot as u8;
    }

    /// The earliest open position `column` may still take.
    fn earliest_for(&self, column: u8) -> u8 {
        let slot = match self.slot_of[usize::from(column / 3)] {
            OPEN => self
                .stack_at
                .iter()
                .position(|&s| s == OPEN)
                .expect("a free slot") as u8,
            slot => slot,
        };
        (slot * 3..slot * 3 + 3)
            .find(|&p| self.column_at[usize::from(p)] == OPEN)
            .expect("an open position in the slot")
    }
}

/// Offers every way to begin a solution grid (`sources`: the grid and its transpose, each row
/// holding all nine digits) whose second row is the smallest, as partials with two rows placed.
pub(super) fn first_two_rows(sources: &[[u8; 81]; 2], level: &mut Level<'_>) {
    for transpose in [false, true] {
        let source = &sources[usize::from(transpose)];
        for first in 0..9u8 {
            let band = first / 3;
            let mut column_of_digit = [0u8; 10];
            for column in 0..9u8 {
                column_of_digit
                    [usize::from(source[usize::from(first) * 9 + usize::from(column)])] = column;
            }
            for second in (band * 3..band * 3 + 3).filter(|&r| r != first) {
                // names[c]: the column whose first-row digit the second row holds in column c.
                let names: [u8; 9] = std::array::from_fn(|c| {
                    column_of_digit[usize::from(source[usize::from(second) * 9 + c])]
                });
                let start = Placement {
                    column_at: [OPEN; 9],
                    position_of: [OPEN; 9],
                    stack_at: [OPEN; 3],
                    slot_of: [OPEN; 3],
                };
                let mut search = Search {
                    names: &names,
                    level: &mut *level,
                };
                search.position(0, start, &mut |placement, level| {
                    let digits: [u8; 9] =
                        std::array::from_fn(|c| source[usize::from(first) * 9 + c]);
                    let partial = Partial::from_two_rows(
                        transpose,
                        [first, second],
                        &digits,
                        &placement.column_at,
                        &placement.stack_at,
                    );
                    level.survivors.push(partial);
                });
            }
        }
    }
}

struct Search<'n, 'l, 'v> {
    names: &'n [u8; 9],
    level: &'l mut Level<'v>,
}

impl<'v> Search<'_, '_, 'v> {
    /// Chooses the column at `position`, with the second row equal to the best up to here.
    fn position(
        &mut self,
        position: u8,
        placement: Placement,
        found: &mut dyn FnMut(&Placement, &mut Level<'v>),
    ) {
        if position == 9 {
            found(&placement, self.level);
            return;
        }
        let slot = usize::from(position / 3);
        for column in 0..9u8 {
            let placed = placement.column_at[usize::from(position)];
            let allowed = if placed != OPEN {
                column == placed
            } else if placement.stack_at[slot] != OPEN {
                column / 3 == placement.stack_at[slot]
                    && placement.position_of[usize::from(column)] == OPEN
            } else {
                placement.slot_of[usize::from(column / 3)] == OPEN
            };
            if !allowed {
                continue;
            }
            let mut next = placement;
            if placed == OPEN {
                next.place(column, position);
            }
            let named = self.names[usize::from(column)];
            if next.position_of[usize::from(named)] == OPEN {
                let earliest = next.earliest_for(named);
                next.place(named, earliest);
            }
            let value = next.position_of[usize::from(named)] + 1;
            let p = usize::from(position);
            let best = if self.level.empty {
                u8::MAX
            } else {
                self.level.best[p]
            };
            if value > best {
                continue;
            }
            if value < best {
                // A smaller second row: what was kept is beaten, the rest is open again.
                self.level.best[p] = value;
                self.level.best[p + 1..].fill(u8::MAX);
                self.level.empty = false;
                self.level.survivors.clear();
            }
            self.position(position + 1, next, found);
        }
    }
}
