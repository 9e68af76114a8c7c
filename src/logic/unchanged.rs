//! What a rating search of a basic technique remembers from one step to the next: the regions
//! it went through without finding anything.
//!
//! A subset, like most basic patterns, lies in one region and depends on nothing but its
//! cells' candidates, so a region that gave nothing still gives nothing while none of its cells
//! changed; a fish or an intersection depends on nothing but one digit's places. The rater asks
//! each technique again at every step where the easier ones find nothing, and a step changes a
//! few regions and digits: most need no new look.

use std::cell::RefCell;
use std::thread::LocalKey;

use super::focus::Focus;
use super::geometry::REGION_SETS;

/// Memories of searches kept on a thread, one for each kind of search a technique makes.
pub(crate) type Memories<M, const N: usize> = LocalKey<RefCell<[M; N]>>;

/// Runs `search` of `open` passing over the regions memory `slot` of `memo` knows to give
/// nothing (it returns what it found and where it found nothing), and remembers.
pub(crate) fn search_regions<T, const N: usize>(
    (memo, slot): (&'static Memories<Searched, N>, usize),
    open: &[u16; 81],
    search: impl FnOnce(u32) -> (Option<T>, u32),
) -> Option<T> {
    let passable = memo.with_borrow(|searched| searched[slot].passable(open));
    let (found, fruitless) = search(passable);
    memo.with_borrow_mut(|searched| searched[slot].remember(open, fruitless));
    found
}

/// Runs `search` of a grid with places `boards` everywhere but for the digits memory `slot`
/// of `memo` knows to give nothing, and remembers: every digit, when it found nothing.
pub(crate) fn search_digits<T, const N: usize>(
    (memo, slot): (&'static Memories<SearchedDigits, N>, usize),
    boards: &[u128; 9],
    search: impl FnOnce(&Focus) -> Option<T>,
) -> Option<T> {
    let passable = memo.with_borrow(|searched| searched[slot].passable(boards));
    let found = search(&Focus::everywhere_but(passable));
    let fruitless = if found.is_none() { 0x1ff } else { 0 };
    memo.with_borrow_mut(|searched| searched[slot].remember(boards, fruitless));
    found
}

/// The regions (bit `kind * 9 + index`) the last search found nothing in, and the grid it
/// searched.
pub(crate) struct Searched {
    open: [u16; 81],
    fruitless: u32,
}

impl Searched {
    /// Knows nothing yet.
    pub(crate) const NOTHING: Searched = Searched {
        open: [0; 81],
        fruitless: 0,
    };

    /// The regions a search of `open` can pass over: the last search found nothing there,
    /// and none of their cells changed since.
    pub(crate) fn passable(&self, open: &[u16; 81]) -> u32 {
        let mut changed = 0u128;
        for cell in 0..81 {
            if self.open[cell] != open[cell] {
                changed |= 1 << cell;
            }
        }
        let mut unchanged = 0u32;
        for (kind, regions) in REGION_SETS.iter().enumerate() {
            for (index, &cells) in regions.iter().enumerate() {
                unchanged |= u32::from(cells & changed == 0) << (kind * 9 + index);
            }
        }
        unchanged & self.fruitless
    }

    /// Notes that a search of `open` found nothing in the regions `fruitless` (those it
    /// passed over included).
    pub(crate) fn remember(&mut self, open: &[u16; 81], fruitless: u32) {
        self.open = *open;
        self.fruitless = fruitless;
    }
}

/// The digits (bit `d` for digit `d + 1`) the last search found nothing for, and their places
/// then.
pub(crate) struct SearchedDigits {
    boards: [u128; 9],
    fruitless: u16,
}

impl SearchedDigits {
    /// Knows nothing yet.
    pub(crate) const NOTHING: SearchedDigits = SearchedDigits {
        boards: [0; 9],
        fruitless: 0,
    };

    /// The digits a search of a grid with places `boards` can pass over: the last search
    /// found nothing for them, and their places are the same.
    pub(crate) fn passable(&self, boards: &[u128; 9]) -> u16 {
        let mut unchanged = 0u16;
        for d in 0..9 {
            unchanged |= u16::from(self.boards[d] == boards[d]) << d;
        }
        unchanged & self.fruitless
    }

    /// Notes that a search of a grid with places `boards` found nothing for `fruitless`.
    pub(crate) fn remember(&mut self, boards: &[u128; 9], fruitless: u16) {
        self.boards = *boards;
        self.fruitless = fruitless;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A region is passed over only while it gave nothing and its cells keep their candidates.
    #[test]
    fn a_region_is_passed_over_while_it_stays_as_it_was() {
        let mut open = [0x1ff; 81];
        let mut searched = Searched::NOTHING;
        assert_eq!(searched.passable(&open), 0);
        // Nothing in box 1 (bit 0), row 1 (bit 9) and column 9 (bit 26).
        searched.remember(&open, 1 | 1 << 9 | 1 << 26);
        assert_eq!(searched.passable(&open), 1 | 1 << 9 | 1 << 26);
        // r1c2 changes: box 1 and row 1 need a new look, column 9 does not.
        open[1] = 0b11;
        assert_eq!(searched.passable(&open), 1 << 26);
    }

    /// A digit is passed over only while it gave nothing and keeps its places.
    #[test]
    fn a_digit_is_passed_over_while_its_places_stay() {
        let mut boards = [u128::MAX >> 47; 9];
        let mut searched = SearchedDigits::NOTHING;
        assert_eq!(searched.passable(&boards), 0);
        searched.remember(&boards, 0b1_0000_0011);
        assert_eq!(searched.passable(&boards), 0b1_0000_0011);
        boards[1] &= !1;
        assert_eq!(searched.passable(&boards), 0b1_0000_0001);
    }
}
