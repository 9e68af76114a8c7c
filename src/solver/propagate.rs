//! Propagation: draws every conclusion the rules allow, until none is left.
//!
//! The rules, cheapest first; each later rule runs only when the earlier ones are exhausted:
//!
//! * **band placement** (per digit and band, for every mask that changed): keeps only the cells on
//!   some valid placement of the digit in the band's rows and boxes (locked candidates, pointing
//!   and claiming), clears the column of any box confined to one column from the other two bands,
//!   and marks a digit placed where its row is forced into such a box, clearing the other digits
//!   from that cell. Hidden singles in rows and boxes fall out of this rule.
//! * **naked singles** (per band, across digits): a cell with one candidate left is placed.
//! * **stack placement** and **triads** (see [`super::triads`]): the column-wise twin of band
//!   placement, and the rule that the three cells of a minirow or minicolumn hold exactly three
//!   digits.
//!
//! Every step only removes candidates that no solution can use, so the set of solutions below a
//! board never changes. The lexicographic search relies on that.

use super::board::{Board, Contradiction, SHAPE_COLUMNS, SLOTS, other_two, slot};
use super::tables::{BAND, COLUMNS, PLACEMENTS, ROW, columns_of, minirows};

/// Where propagation stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Progress {
    /// Every cell holds a digit.
    Solved,
    /// Nothing more follows; the search must branch.
    Stuck,
}

impl Board {
    /// Applies the rules to a fixed point, the stack and triad rules only when `thorough`. With
    /// `wide` the caller promises AVX2 and BMI2 (see [`super::search`]); it is a constant
    /// wherever this is inlined, so its tests fold away.
    #[inline(always)]
    pub(super) fn propagate(
        &mut self,
        thorough: bool,
        wide: bool,
    ) -> Result<Progress, Contradiction> {
        loop {
            self.settle_bands(wide)?;
            if self.is_solved() {
                return Ok(Progress::Solved);
            }
            if self.place_naked_singles()?
                || thorough && (self.settle_stacks(wide)? || self.settle_triads()?)
            {
                continue;
            }
            return Ok(Progress::Stuck);
        }
    }

    /// Runs the band placement rule on every changed mask until no mask changes.
    #[inline(always)]
    fn settle_bands(&mut self, wide: bool) -> Result<(), Contradiction> {
        loop {
            #[cfg(target_arch = "x86_64")]
            let mut changed = if wide {
                // SAFETY: `wide` is only set by callers compiled for, and run on, AVX2 and BMI2.
                unsafe { changed_slots_avx2(&self.candidates, &self.settled) }
            } else {
                changed_slots(&self.candidates, &self.settled)
            };
            #[cfg(not(target_arch = "x86_64"))]
            let mut changed = {
                let _ = wide;
                changed_slots(&self.candidates, &self.settled)
            };
            if changed == 0 {
                return Ok(());
            }
            while changed != 0 {
                let index = changed.trailing_zeros() as usize;
                changed &= changed - 1;
                self.settle_slot(index / 4, index % 4, wide)?;
            }
        }
    }

    /// The band placement rule for one digit in one band.
    #[inline(always)]
    fn settle_slot(&mut self, digit: usize, band: usize, wide: bool) -> Result<(), Contradiction> {
        let index = slot(digit, band);
        let mut cells = self.candidates[index];

        let minirows = minirows(cells, wide);
        let placements = PLACEMENTS[minirows as usize];
        cells &= placements.keep;
        if cells == 0 {
            return Err(Contradiction);
        }
        self.candidates[index] = cells;
        self.settled[index] = cells;

        // A box confined to one column in this band claims that column in the other bands.
        let cols = columns_of(cells);
        let columns = COLUMNS[cols as usize];
        let (next, last) = other_two(band);
        self.candidates[slot(digit, next)] &= columns.others;
        self.candidates[slot(digit, last)] &= columns.others;

        self.restacked |= 1 << index;
        self.shapes[index] =
            (minirows & u32::from(placements.kept_minirows)) | cols << SHAPE_COLUMNS;
        self.forced[index] =
            u32::from(placements.forced_minirows) | (cols & columns.single & ROW) << SHAPE_COLUMNS;

        // Where the digit's row is forced into a box confined to one column, the digit is
        // placed: no other digit may stay in that cell.
        // Done unconditionally: nine ANDs cost less than mispredicting whether there is one.
        let solved = cells & placements.forced & columns.single;
        self.unsolved[band] &= !solved;
        for other in 0..9 {
            self.candidates[slot(other, band)] &= !solved;
        }
        self.candidates[index] = cells;
        Ok(())
    }

    /// Places every naked single of the current board; true when there was one. Also finds
    /// empty cells, and records the bivalue cells for the branching step.
    #[inline(always)]
    fn place_naked_singles(&mut self) -> Result<bool, Contradiction> {
        // Per band, cells with at least one, two and three candidates: a bit-sliced counter
        // across the nine digit masks.
        let mut one = [0u32; 4];
        let mut two = [0u32; 4];
        let mut three = [0u32; 4];
        for digit in 0..9 {
            for band in 0..4 {
                let cells = self.candidates[slot(digit, band)];
                three[band] |= two[band] & cells;
                two[band] |= one[band] & cells;
                one[band] |= cells;
            }
        }
        if one[0] & one[1] & one[2] != BAND {
            return Err(Contradiction);
        }
        let mut placed = false;
        for band in 0..3 {
            self.bivalue[band] = two[band] & !three[band] & self.unsolved[band];
            let mut singles = one[band] & !two[band] & self.unsolved[band];
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles ^= bit;
                let digits = self.digits_at(band, bit);
                if digits == 0 {
                    // An earlier single of this pass took the cell's last digit.
                    return Err(Contradiction);
                }
                self.place(digits.trailing_zeros() as usize, band, bit);
                placed = true;
            }
        }
        Ok(placed)
    }
}

/// Bit `i` set for each slot whose mask differs from its settled value.
///
/// This runs after every round of the band rule, so it is worth four lanes at a time: SSE2 is
/// part of every x86-64 target, so no runtime detection is needed.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn changed_slots(candidates: &[u32; SLOTS], settled: &[u32; SLOTS]) -> u64 {
    use std::arch::x86_64::{_mm_castsi128_ps, _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_ps};
    let mut changed = 0u64;
    for digit in 0..9 {
        let at = slot(digit, 0);
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

/// [`changed_slots`] eight lanes at a time, for processors with AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
fn changed_slots_avx2(candidates: &[u32; SLOTS], settled: &[u32; SLOTS]) -> u64 {
    use std::arch::x86_64::{
        _mm256_castsi256_ps, _mm256_cmpeq_epi32, _mm256_loadu_si256, _mm256_movemask_ps,
    };
    let mut changed = 0u64;
    for at in [0, 8, 16, 24] {
        // SAFETY: `at + 8 <= 32 <= SLOTS`, so both 32-byte reads stay inside their arrays
        // (`loadu` needs no alignment); AVX2 is enabled for this function.
        let equal = unsafe {
            let now = _mm256_loadu_si256(candidates.as_ptr().add(at).cast());
            let then = _mm256_loadu_si256(settled.as_ptr().add(at).cast());
            _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(now, then))) as u64
        };
        changed |= (!equal & 0xFF) << at;
    }
    // The last digit's four lanes.
    changed | changed_slots(candidates, settled) & 0xF << 32
}

/// Bit `i` set for each slot whose mask differs from its settled value (portable version).
#[cfg(any(not(target_arch = "x86_64"), test))]
#[inline(always)]
fn changed_slots_portable(candidates: &[u32; SLOTS], settled: &[u32; SLOTS]) -> u64 {
    let mut changed = 0u64;
    for i in 0..SLOTS {
        changed |= u64::from(candidates[i] != settled[i]) << i;
    }
    changed
}

#[cfg(not(target_arch = "x86_64"))]
use changed_slots_portable as changed_slots;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_change_detectors_agree() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..1000 {
            let mut a = [0u32; SLOTS];
            let mut b = [0u32; SLOTS];
            for i in 0..SLOTS {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                a[i] = state as u32 & 7;
                b[i] = (state >> 32) as u32 & 7;
            }
            let expected = changed_slots_portable(&a, &b);
            assert_eq!(changed_slots(&a, &b), expected);
            #[cfg(target_arch = "x86_64")]
            if std::arch::is_x86_feature_detected!("avx2") {
                // SAFETY: AVX2 was just detected.
                assert_eq!(unsafe { changed_slots_avx2(&a, &b) }, expected);
            }
        }
    }
}
