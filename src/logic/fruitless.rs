//! What the aligned exclusions remember from one search to the next: the sets of cells (pairs
//! or triplets) that excluded nothing.
//!
//! What a set of cells excludes depends only on the candidates of its cells and of the cells
//! that see them all, so a set that excluded nothing still does while none of those changed.
//! A rating asks for aligned exclusions at every step once the easier techniques find
//! nothing, and a step changes a few cells: most sets need no new look.

/// The sets of cells that the last search, of the grid `open`, found to exclude nothing
/// before it ended (a search that finds an exclusion stops there); and the same being made by
/// the search under way. Sets come in rows that share all their cells but one (the pairs with
/// one second cell, the triplets reached from one pair), a row being the set of those last
/// cells: a search looks at a row's sets all at once.
pub(crate) struct Fruitless {
    open: [u16; 81],
    last: Vec<u128>,
    next: Vec<u128>,
    /// The rows of `last` and of `next` that hold a set: the triplets' table has 6561 rows,
    /// and a search notes a few hundred, so only those are cleared for the next one.
    last_rows: Vec<u16>,
    next_rows: Vec<u16>,
    /// The cells whose candidates changed since the last search.
    changed: u128,
    /// How many sets searches skipped, for the tests to see that the memory serves.
    #[cfg(test)]
    pub(crate) skipped: std::cell::Cell<u32>,
}

/// The mark of a row a search went through: no set's member, as those are cells.
const WHOLE: u128 = 1 << 127;

impl Fruitless {
    /// Remembers nothing yet, for `rows` rows of sets.
    pub(crate) fn new(rows: usize) -> Fruitless {
        assert!(
            rows <= usize::from(u16::MAX),
            "rows are numbered in 16 bits"
        );
        Fruitless {
            open: [0; 81],
            last: vec![0; rows],
            next: vec![0; rows],
            last_rows: Vec::new(),
            next_rows: Vec::new(),
            changed: 0,
            #[cfg(test)]
            skipped: std::cell::Cell::new(0),
        }
    }

    /// Starts a search of `open`, running `search` on what the last one left; what this one
    /// notes (every set it finds fruitless, or knows to be) is what the next one will know.
    /// The grid and the sets are replaced together, once the search is over, so that a search
    /// cut short by a panic leaves the memory as it was.
    pub(crate) fn search<T>(&mut self, open: &[u16; 81], search: impl FnOnce(&mut Self) -> T) -> T {
        self.changed = 0;
        for cell in 0..81 {
            if self.open[cell] != open[cell] {
                self.changed |= 1 << cell;
            }
        }
        for &row in &self.next_rows {
            self.next[usize::from(row)] = 0;
        }
        self.next_rows.clear();
        let found = search(self);
        std::mem::swap(&mut self.last, &mut self.next);
        std::mem::swap(&mut self.last_rows, &mut self.next_rows);
        self.open = *open;
        found
    }

    /// The cells whose candidates changed since the last search.
    pub(crate) fn changed(&self) -> u128 {
        self.changed
    }

    /// The grid of the last search.
    pub(crate) fn last_grid(&self) -> &[u16; 81] {
        &self.open
    }

    /// Whether the last search went through all of row `row`'s sets, having noted so with
    /// [`Fruitless::note_whole`]; if so, the row as it noted it, to note again unchanged.
    pub(crate) fn whole(&self, row: usize) -> Option<u128> {
        let sets = self.last[row];
        let whole = sets & WHOLE != 0;
        #[cfg(test)]
        if whole {
            self.skipped
                .set(self.skipped.get() + (sets & !WHOLE).count_ones());
        }
        whole.then_some(sets)
    }

    /// Notes that the search went through all of row `row`'s sets (all of which it noted,
    /// when it found them to exclude nothing).
    pub(crate) fn note_whole(&mut self, row: usize) {
        self.note(row, WHOLE);
    }

    /// Of the sets `members` of row `row`, those that excluded nothing last time. The caller
    /// vouches that none of the cells their finding depends on changed since.
    pub(crate) fn known(&self, row: usize, members: u128) -> u128 {
        let known = self.last[row] & members;
        #[cfg(test)]
        self.skipped.set(self.skipped.get() + known.count_ones());
        known
    }

    /// Notes that the sets `members` of row `row` exclude nothing.
    pub(crate) fn note(&mut self, row: usize, members: u128) {
        let sets = &mut self.next[row];
        if *sets == 0 && members != 0 {
            self.next_rows.push(row as u16);
        }
        *sets |= members;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A search knows what the one before it noted, and nothing older: the tables are reused
    /// and cleared row by row.
    #[test]
    fn a_search_knows_what_the_last_one_noted_and_nothing_older() {
        let open = [0x1ff; 81];
        let mut memo = Fruitless::new(81 * 81);
        let (first, far, second) = (5, 6500, 6);
        let all = !0u128;
        memo.search(&open, |memo| {
            memo.note(first, 0b101);
            memo.note(far, 1 << 80);
        });
        memo.search(&open, |memo| {
            assert_eq!(memo.known(first, all), 0b101);
            assert_eq!(memo.known(first, 0b110), 0b100);
            assert_eq!(memo.known(far, all), 1 << 80);
            assert_eq!(memo.known(second, all), 0);
            memo.note(second, 0b10);
            memo.note(second, 0b1);
        });
        memo.search(&open, |memo| {
            assert_eq!(memo.known(second, all), 0b11);
            assert_eq!(memo.known(first, all) | memo.known(far, all), 0);
        });
        memo.search(&open, |memo| {
            for row in [first, far, second] {
                assert_eq!(memo.known(row, all), 0, "{row}");
            }
        });
    }
}
