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
    /// The words of `last` and of `next` with a bit set: the table of triplets is 66 KB, and
    /// a search notes a few hundred, so only those words are cleared for the next one.
    last_words: Vec<u32>,
    next_words: Vec<u32>,
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
            last_words: Vec::new(),
            next_words: Vec::new(),
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
        for &word in &self.next_words {
            self.next[word as usize] = 0;
        }
        self.next_words.clear();
        let found = search(self);
        std::mem::swap(&mut self.last, &mut self.next);
        std::mem::swap(&mut self.last_words, &mut self.next_words);
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
        let word = &mut self.next[key / 64];
        if *word == 0 {
            self.next_words.push((key / 64) as u32);
        }
        *word |= 1 << (key % 64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A search knows what the one before it noted, and nothing older: the tables are reused
    /// and cleared word by word.
    #[test]
    fn a_search_knows_what_the_last_one_noted_and_nothing_older() {
        let open = [0x1ff; 81];
        let mut memo = Fruitless::new(81 * 81 * 81);
        let (first, far, second) = (5, 531_000, 6);
        memo.search(&open, |memo| {
            memo.note(first);
            memo.note(far);
        });
        memo.search(&open, |memo| {
            assert!(memo.known(first, 1) && memo.known(far, 1));
            assert!(!memo.known(second, 1));
            memo.note(second);
        });
        memo.search(&open, |memo| {
            assert!(memo.known(second, 1));
            assert!(!memo.known(first, 1) && !memo.known(far, 1));
        });
        memo.search(&open, |memo| {
            for key in [first, far, second] {
                assert!(!memo.known(key, 1), "{key}");
            }
        });
    }
}
