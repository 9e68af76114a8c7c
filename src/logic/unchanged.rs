//! What a rating search of a basic technique remembers from one step to the next: the regions,
//! or the digits' places, it went through without finding anything.
//!
//! A subset, like most basic patterns, lies in one region and depends on nothing but its
//! cells' candidates, so a region that gave nothing still gives nothing while none of its cells
//! changed; a fish or an intersection depends on nothing but one digit's places. The rater asks
//! each technique again at every step where the easier ones find nothing, and a step changes a
//! few regions and digits: most need no new look.

use std::cell::RefCell;
use std::thread::LocalKey;

use super::geometry::regions_of_cells;

/// Memories of searches kept on a thread, one for each kind of search a technique makes.
pub(crate) type Memories<const N: usize> = LocalKey<RefCell<[Searched; N]>>;

/// Runs `search` of a grid with places `boards`, passing over the sets memory `slot` of `memo`
/// knows to give nothing (it returns what it found and the sets it found nothing in, those
/// passed over included), and remembers.
pub(crate) fn search_passing<T, const N: usize>(
    (memo, slot): (&'static Memories<N>, usize),
    boards: &[u128; 9],
    search: impl FnOnce(u64) -> (Option<T>, u64),
) -> Option<T> {
    let passable = memo.with_borrow(|searched| searched[slot].passable(boards));
    let (found, fruitless) = search(passable);
    memo.with_borrow_mut(|searched| searched[slot].remember(boards, fruitless));
    found
}

/// What a search goes through, each a bit of a set of sets.
#[derive(Clone, Copy)]
pub(crate) enum Sets {
    /// Regions, bit `kind * 9 + index`: a region's finding depends on its cells alone.
    Regions,
    /// One digit's places in a group, bit `group * 9 + d` for digit `d + 1`, a group being
    /// what the search takes a digit's places in (a kind of region, a pair of kinds; seven at
    /// most): the finding depends on the digit's places alone.
    Digits,
}

/// The sets the last search found nothing in, and each digit's places then.
#[derive(Clone, Copy)]
pub(crate) struct Searched {
    sets: Sets,
    boards: [u128; 9],
    fruitless: u64,
}

impl Searched {
    /// Knows nothing yet, of a search through `sets`.
    pub(crate) const fn nothing(sets: Sets) -> Searched {
        Searched {
            sets,
            boards: [0; 9],
            fruitless: 0,
        }
    }

    /// The sets a search of a grid with places `boards` can pass over: the last search found
    /// nothing in them, and what they depend on did not change since.
    pub(crate) fn passable(&self, boards: &[u128; 9]) -> u64 {
        let unchanged = match self.sets {
            Sets::Regions => {
                // A cell changed where some digit's places did. A region's set is its number,
                // `type * 9 + index`, and those of the few cells a step changes are looked up
                // rather than each region's cells tested (0.4% of the 6.0-7.9 band).
                let changed = (0..9).fold(0u128, |cells, d| cells | (self.boards[d] ^ boards[d]));
                u64::from(!regions_of_cells(changed) & ((1 << 27) - 1))
            }
            Sets::Digits => {
                let mut unchanged = 0u64;
                for d in 0..9 {
                    unchanged |= u64::from(self.boards[d] == boards[d]) << d;
                }
                (0..7).fold(0, |sets, group| sets | unchanged << (group * 9))
            }
        };
        unchanged & self.fruitless
    }

    /// Notes that a search of a grid with places `boards` found nothing in the sets
    /// `fruitless`.
    pub(crate) fn remember(&mut self, boards: &[u128; 9], fruitless: u64) {
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
        let mut boards = [u128::MAX >> 47; 9];
        let mut searched = Searched::nothing(Sets::Regions);
        assert_eq!(searched.passable(&boards), 0);
        // Nothing in box 1 (bit 0), row 1 (bit 9) and column 9 (bit 26).
        searched.remember(&boards, 1 | 1 << 9 | 1 << 26);
        assert_eq!(searched.passable(&boards), 1 | 1 << 9 | 1 << 26);
        // r1c2 loses a 3: box 1 and row 1 need a new look, column 9 does not.
        boards[2] &= !(1 << 1);
        assert_eq!(searched.passable(&boards), 1 << 26);
    }

    /// A digit's set is passed over only while it gave nothing and the digit keeps its
    /// places.
    #[test]
    fn a_digit_is_passed_over_while_its_places_stay() {
        let mut boards = [u128::MAX >> 47; 9];
        let mut searched = Searched::nothing(Sets::Digits);
        assert_eq!(searched.passable(&boards), 0);
        // Digits 1, 2 and 9 of the first group, digit 2 of the fourth.
        let fruitless = 0b1_0000_0011 | 1 << 28;
        searched.remember(&boards, fruitless);
        assert_eq!(searched.passable(&boards), fruitless);
        boards[1] &= !1;
        assert_eq!(searched.passable(&boards), 0b1_0000_0001);
    }
}
