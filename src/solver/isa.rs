//! Which instructions the engine may use, as values the type system checks.
//!
//! The search exists in two builds: portable, and compiled for x86-64 processors with AVX2,
//! BMI1/2, POPCNT and LZCNT (nearly all made since 2015; see [`mod@super::search`]). A few steps of
//! the propagation have a faster form on the second: one `pext` gathers minirows or a stack's
//! minicolumns, and 256-bit compares find the changed masks. Using those instructions on a
//! processor without them is undefined behaviour, so the choice is not a `bool` any caller could
//! set: it is an [`Isa`] value, and the one that unlocks the wide forms, [`X86V3`], can only be
//! made by [`X86V3::detect`], after asking the processor. The hot code is generic over the
//! `Isa`; both implementations are zero-sized, so a build carries no run-time flag at all.

use super::board::SLOTS;
use super::tables::{ROW, minirows_of};

/// Every minicolumn of one stack in the three bands (bit `9 * band + col`), stack 0.
const STACK_MINICOLUMNS: u32 = 0o007_007_007;

/// The operations that have a faster form on some processors.
pub(super) trait Isa: Copy {
    /// The occupied minirows (bit `3 * row + box`) of a band mask, as [`minirows_of`].
    fn minirows(self, cells: u32) -> u32;

    /// The 9-bit index (bit `3 * band + col`) of `stack`'s minicolumns in a set of columns
    /// laid out per band (bit `9 * band + col`).
    fn stack_minicolumns(self, columns: u32, stack: usize) -> u32;

    /// Bit `i` set for each slot whose mask in `candidates` differs from `settled`.
    fn changed_slots(self, candidates: &[u32; SLOTS], settled: &[u32; SLOTS]) -> u64;
}

/// Any processor: plain integer code, and the target's baseline vector instructions (SSE2 on
/// x86-64, which needs no check).
#[derive(Debug, Clone, Copy)]
pub(super) struct Portable;

impl Isa for Portable {
    #[inline(always)]
    fn minirows(self, cells: u32) -> u32 {
        minirows_of(cells)
    }

    #[inline(always)]
    fn stack_minicolumns(self, columns: u32, stack: usize) -> u32 {
        let spread = columns >> (3 * stack) & STACK_MINICOLUMNS;
        (spread | spread >> 6 | spread >> 12) & ROW
    }

    #[inline(always)]
    fn changed_slots(self, candidates: &[u32; SLOTS], settled: &[u32; SLOTS]) -> u64 {
        #[cfg(target_arch = "x86_64")]
        return changed_slots_sse2(candidates, settled);
        #[cfg(not(target_arch = "x86_64"))]
        return changed_slots_scalar(candidates, settled);
    }
}

/// [`Isa::changed_slots`] one slot at a time.
#[cfg(any(not(target_arch = "x86_64"), test))]
#[inline(always)]
fn changed_slots_scalar(candidates: &[u32; SLOTS], settled: &[u32; SLOTS]) -> u64 {
    let mut changed = 0u64;
    for i in 0..SLOTS {
        changed |= u64::from(candidates[i] != settled[i]) << i;
    }
    changed
}

/// [`Isa::changed_slots`] four slots (one digit) at a time. It runs after every round of the band
/// rule: in the portable search on the hardest set this took the user time from 1.85 s to 1.6 s
/// against `changed_slots_scalar`.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn changed_slots_sse2(candidates: &[u32; SLOTS], settled: &[u32; SLOTS]) -> u64 {
    use std::arch::x86_64::{_mm_castsi128_ps, _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_ps};
    let mut changed = 0u64;
    for at in (0..SLOTS).step_by(4) {
        // SAFETY: SSE2 is part of every x86-64 target, so the intrinsics are available; and
        // `at + 4 <= SLOTS`, so both 16-byte reads stay inside their arrays (`loadu` needs no
        // alignment).
        let equal = unsafe {
            let now = _mm_loadu_si128(candidates.as_ptr().add(at).cast());
            let then = _mm_loadu_si128(settled.as_ptr().add(at).cast());
            _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(now, then))) as u64
        };
        changed |= (!equal & 0xF) << at;
    }
    changed
}

/// Proof that the running processor has AVX2, BMI1, BMI2, POPCNT and LZCNT (the x86-64-v3
/// level, less the features the engine does not use). The private field keeps code outside this
/// module from making one without [`X86V3::detect`].
#[cfg(target_arch = "x86_64")]
#[derive(Debug, Clone, Copy)]
pub(super) struct X86V3 {
    _checked: (),
}

#[cfg(target_arch = "x86_64")]
impl X86V3 {
    /// The proof, when the processor has the features. The standard library caches the answer,
    /// so asking once per search costs a load.
    #[inline]
    pub(super) fn detect() -> Option<X86V3> {
        let has_all = std::arch::is_x86_feature_detected!("avx2")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("lzcnt");
        has_all.then_some(X86V3 { _checked: () })
    }
}

#[cfg(target_arch = "x86_64")]
impl Isa for X86V3 {
    #[inline(always)]
    fn minirows(self, cells: u32) -> u32 {
        // SAFETY: `self` exists, so `detect` found BMI2.
        // The mask keeps nine bits; saying so spares the table lookups a bounds check.
        unsafe { extract_bits(cells | cells >> 1 | cells >> 2, 0o111_111_111) & ROW }
    }

    #[inline(always)]
    fn stack_minicolumns(self, columns: u32, stack: usize) -> u32 {
        // SAFETY: `self` exists, so `detect` found BMI2.
        unsafe { extract_bits(columns, STACK_MINICOLUMNS << (3 * stack)) & ROW }
    }

    #[inline(always)]
    fn changed_slots(self, candidates: &[u32; SLOTS], settled: &[u32; SLOTS]) -> u64 {
        // SAFETY: `self` exists, so `detect` found AVX2.
        unsafe { changed_slots_avx2(candidates, settled) }
    }
}

/// The bits of `value` under `mask`, packed to the bottom (BMI2 `pext`).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi2")]
#[inline]
fn extract_bits(value: u32, mask: u32) -> u32 {
    std::arch::x86_64::_pext_u32(value, mask)
}

/// [`Isa::changed_slots`] eight lanes at a time.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
fn changed_slots_avx2(candidates: &[u32; SLOTS], settled: &[u32; SLOTS]) -> u64 {
    use std::arch::x86_64::{
        _mm256_castsi256_ps, _mm256_cmpeq_epi32, _mm256_loadu_si256, _mm256_movemask_ps,
    };
    const _: () = assert!(SLOTS == 36);
    let mut changed = 0u64;
    // Five overlapping groups of eight cover the 36 slots; the last starts at 28, so its upper
    // half is slots 32..36.
    for at in [0, 8, 16, 24, 28] {
        // SAFETY: `at + 8 <= SLOTS`, so both 32-byte reads stay inside their arrays (`loadu`
        // needs no alignment); AVX2 is enabled for this function.
        let equal = unsafe {
            let now = _mm256_loadu_si256(candidates.as_ptr().add(at).cast());
            let then = _mm256_loadu_si256(settled.as_ptr().add(at).cast());
            _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(now, then))) as u64
        };
        changed |= (!equal & 0xFF) << at;
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Random;

    /// The wide forms and the portable ones give the same answers, where the processor can run
    /// the wide ones.
    #[test]
    fn every_instruction_set_agrees_with_the_portable_one() {
        #[cfg(target_arch = "x86_64")]
        let Some(wide) = X86V3::detect() else {
            println!("note: this processor lacks AVX2/BMI2; only the portable forms ran");
            return;
        };
        #[cfg(not(target_arch = "x86_64"))]
        let wide = Portable;
        let mut random = Random::new(0x9E37_79B9);
        for _ in 0..10_000 {
            let cells = random.below(1 << 27) as u32;
            assert_eq!(wide.minirows(cells), Portable.minirows(cells));
            for stack in 0..3 {
                let portable = Portable.stack_minicolumns(cells, stack);
                for band in 0..3 {
                    assert_eq!(
                        portable >> (3 * band) & 7,
                        cells >> (9 * band + 3 * stack) & 7
                    );
                }
                assert_eq!(wide.stack_minicolumns(cells, stack), portable);
            }
        }
        for _ in 0..1000 {
            // Few values, so that many lanes agree.
            let candidates: [u32; SLOTS] = std::array::from_fn(|_| random.below(4) as u32);
            let settled: [u32; SLOTS] = std::array::from_fn(|_| random.below(4) as u32);
            let expected = changed_slots_scalar(&candidates, &settled);
            assert_eq!(Portable.changed_slots(&candidates, &settled), expected);
            for i in 0..SLOTS {
                assert_eq!(expected >> i & 1 == 1, candidates[i] != settled[i]);
            }
            assert_eq!(expected >> SLOTS, 0);
            assert_eq!(wide.changed_slots(&candidates, &settled), expected);
        }
    }
}
