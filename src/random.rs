//! The crate's one seeded random stream, for everything that promises "same seed, same output"
//! (`generate`, `shuffle`, `minimize --seed`).
//!
//! The generator is xoshiro256++ from `rand_xoshiro`: fast, small, statistically sound, and its
//! output is fixed by the published algorithm rather than by a library's choices. Everything
//! derived from the raw stream (expanding a seed, bounded integers, shuffles) is defined here
//! instead of borrowed from `rand`, whose sampling algorithms may change between versions: a
//! seed is a promise to the user, so a dependency update must not change what it produces.

use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// A deterministic random stream.
#[derive(Debug, Clone)]
pub struct Random(Xoshiro256PlusPlus);

impl Random {
    /// The stream for `seed`.
    pub fn new(seed: u64) -> Random {
        let mut state = seed;
        let mut bytes = [0u8; 32];
        for word in bytes.chunks_exact_mut(8) {
            word.copy_from_slice(&splitmix64(&mut state).to_le_bytes());
        }
        Random(Xoshiro256PlusPlus::from_seed(bytes))
    }

    /// The stream for item `index` of a run seeded with `seed`: each item has its own stream, so
    /// item *i* is the same whatever thread makes it and however many items come before it.
    pub fn for_item(seed: u64, index: u64) -> Random {
        let mut state = seed ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03);
        Random::new(splitmix64(&mut state))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..bound` (Lemire's multiply-and-reject method; no modulo bias).
    ///
    /// # Panics
    /// When `bound` is 0.
    pub fn below(&mut self, bound: u64) -> u64 {
        assert!(bound > 0, "Random::below needs a positive bound");
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(bound);
            if (product as u64) >= threshold {
                return (product >> 64) as u64;
            }
        }
    }

    /// A uniform index into a slice of `len` items.
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u64) as usize
    }

    /// True with probability one half.
    pub fn coin(&mut self) -> bool {
        self.next_u64() >> 63 == 1
    }

    /// Puts `items` in a uniformly random order (Fisher–Yates, from the back).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.index(i + 1));
        }
    }

    /// A seed drawn from the operating system's entropy, for runs that were not given one (the
    /// caller reports it, so the run can be repeated).
    pub fn os_seed() -> u64 {
        use std::collections::hash_map::RandomState;
        use std::hash::{BuildHasher, Hasher};
        // `RandomState` is seeded from the OS once per process and varied per instance.
        let mut hasher = RandomState::new().build_hasher();
        hasher.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos()),
        );
        hasher.write_u32(std::process::id());
        hasher.finish()
    }
}

/// SplitMix64 (Steele, Lea and Flood): spreads a 64-bit seed into well-mixed words.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stream_for_a_seed_never_changes() {
        // Seeds are promises: if this fails, every published seed now means something else.
        // The numbers were checked against an independent Python xoshiro256++ + SplitMix64.
        let mut random = Random::new(42);
        let first: Vec<u64> = (0..3).map(|_| random.next_u64()).collect();
        assert_eq!(
            first,
            [
                0xd076_4d4f_4476_689f,
                0x519e_4174_576f_3791,
                0xfbe0_7cfb_0c24_ed8c
            ],
            "{first:#x?}"
        );
        let mut item = Random::for_item(42, 7);
        assert_eq!(item.below(1000), 768);
    }

    #[test]
    fn items_have_their_own_streams() {
        let a = Random::for_item(1, 0).next_u64();
        let b = Random::for_item(1, 1).next_u64();
        let c = Random::for_item(2, 0).next_u64();
        assert!(a != b && a != c && b != c);
    }

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut random = Random::new(7);
        let mut seen = [0u32; 9];
        for _ in 0..9000 {
            seen[random.below(9) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut items: Vec<u32> = (0..50).collect();
        Random::new(3).shuffle(&mut items);
        assert_ne!(items, (0..50).collect::<Vec<_>>());
        items.sort_unstable();
        assert_eq!(items, (0..50).collect::<Vec<_>>());
    }
}
