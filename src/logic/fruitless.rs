//! What the aligned exclusions remember from one search to the next: the sets of cells (pairs
//! or triplets) that excluded nothing.
//!
//! What a set of cells excludes depends only on the candidates of its cells and of the cells
//! that see them all, so a set that excluded nothing still does while none of those changed.
//! A rating asks for aligned exclusions at every step once the easier techniques find
//! nothing, and a step changes a few cells: most sets need no new look.

/// The sets of cells that the last search, of the grid `open`, found to exclude nothing
/// before it ended (a search that finds an exclusion stops there), by key, one bit each; and
/// the same being made by the search under way.
pub(crate) struct Fruitless {
    open: [u16; 81],
    last: Vec<u64>,
    next: Vec<u64>,
    /// The cells whose candidates changed since the last search.
    changed: u128,
    /// How many sets searches skipped, for the tests to see that the memory serves.
    #[cfg(test)]
    pub(crate) skipped: std::cell::Cell<usize>,
}

impl Fruitless {
    /// Remembers nothing yet, for sets with keys below `keys`.
    pub(crate) fn new(keys: usize) -> Fruitless {
        Fruitless {
            open: [0; 81],
            last: vec![0; keys.div_ceil(64)],
            next: vec![0; keys.div_ceil(64)],
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
        self.next.fill(0);
        let found = search(self);
        std::mem::swap(&mut self.last, &mut self.next);
        self.open = *open;
        found
    }

    /// The cells whose candidates changed since the last search.
    pub(crate) fn changed(&self) -> u128 {
        self.changed
    }

    /// Whether the set `key` excluded nothing last time, and none of the cells its finding
    /// depends on (`looked_at`) changed since.
    pub(crate) fn known(&self, key: usize, looked_at: u128) -> bool {
        let known = self.last[key / 64] >> (key % 64) & 1 == 1 && looked_at & self.changed == 0;
        #[cfg(test)]
        self.skipped.set(self.skipped.get() + usize::from(known));
        known
    }

    /// Notes that the set `key` excludes nothing.
    pub(crate) fn note(&mut self, key: usize) {
        self.next[key / 64] |= 1 << (key % 64);
    }
}
