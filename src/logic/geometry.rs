//! The fixed geometry the techniques search: regions in Sudoku Explainer's numbering (type 0 is
//! the boxes, 1 the rows, 2 the columns), each region's nine cells, and each cell's twenty peers.
//!
//! The order in which regions and their cells are visited is part of the rating: the rater takes
//! the first hint it finds, as SE does, so every table here lists cells in the order SE walks them.

use crate::grid::Unit;

/// Region types in SE's numbering.
pub(crate) const BLOCK: usize = 0;
pub(crate) const ROW: usize = 1;
pub(crate) const COLUMN: usize = 2;

const fn build_regions() -> [[[usize; 9]; 9]; 3] {
    let mut out = [[[0; 9]; 9]; 3];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            out[BLOCK][i][j] = (i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3;
            out[ROW][i][j] = i * 9 + j;
            out[COLUMN][i][j] = j * 9 + i;
            j += 1;
        }
        i += 1;
    }
    out
}

/// `REGIONS[type][index]`: the nine cells of a region, in SE's order (reading order).
pub(crate) static REGIONS: [[[usize; 9]; 9]; 3] = build_regions();

const fn build_region_sets() -> [[u128; 9]; 3] {
    let regions = build_regions();
    let mut out = [[0u128; 9]; 3];
    let mut k = 0;
    while k < 3 {
        let mut i = 0;
        while i < 9 {
            let mut j = 0;
            while j < 9 {
                out[k][i] |= 1u128 << regions[k][i][j];
                j += 1;
            }
            i += 1;
        }
        k += 1;
    }
    out
}

/// The cells of each region, as a set of 81 bits, by its number `type * 9 + index` (the bits
/// of [`CELL_REGION_BITS`]): one lookup where a table by type and index needs a division by
/// nine. Five empty sets pad it to 32, so that a number [`numbered_regions`] gives (a bit of a
/// `u32`) indexes it with no bounds check: the closures' region tests, some tens of millions a
/// nested rating, each paid a compare and a branch for one.
pub(crate) static NUMBERED_REGION_SETS: [u128; 32] = {
    let sets = build_region_sets();
    let mut out = [0; 32];
    let mut r = 0;
    while r < 27 {
        out[r] = sets[r / 9][r % 9];
        r += 1;
    }
    out
};

/// [`NUMBERED_REGION_SETS`] as the low and high 64-bit halves of each set, a table of each,
/// for [`several_in_region`]: a region number indexes a table of words with no shift. No
/// region holds both a cell `c` and the cell `c + 64` (seven rows further or more, in another
/// column; the assertion checks it as the table is built).
static NUMBERED_REGION_HALVES: [[u64; 32]; 2] = {
    let mut out = [[0; 32]; 2];
    let mut r = 0;
    while r < 32 {
        let set = NUMBERED_REGION_SETS[r];
        assert!(set as u64 & (set >> 64) as u64 == 0);
        out[0][r] = set as u64;
        out[1][r] = (set >> 64) as u64;
        r += 1;
    }
    out
};

/// The halves of region `r`'s set ([`NUMBERED_REGION_HALVES`]).
#[inline(always)]
pub(crate) fn region_halves(r: usize) -> [u64; 2] {
    [NUMBERED_REGION_HALVES[0][r], NUMBERED_REGION_HALVES[1][r]]
}

/// Whether the cells of a set ([`halves`]) in a region (its halves, as [`region_halves`]
/// gives them, or those of some of its cells) are two or more.
/// The halves of a region never share a bit, so the union of the set's cells in each holds
/// as many bits as the set holds cells of the region: a 64-bit test, where a 128-bit one
/// takes a borrow across the halves and twice the masking (the closures' region tests, some
/// tens of millions a nested rating, take 14 instructions each instead of 22).
#[inline(always)]
pub(crate) fn several_in_region(
    [low, high]: [u64; 2],
    [region_low, region_high]: [u64; 2],
) -> bool {
    let here = low & region_low | high & region_high;
    here & here.wrapping_sub(1) != 0
}

/// The two 64-bit halves of a cell set, low then high.
#[inline(always)]
pub(crate) fn halves(set: u128) -> [u64; 2] {
    [set as u64, (set >> 64) as u64]
}

/// The cell set of two 64-bit halves, low then high ([`halves`] undone).
#[inline(always)]
pub(crate) fn whole([low, high]: [u64; 2]) -> u128 {
    u128::from(high) << 64 | u128::from(low)
}

const fn build_cell_regions() -> [[usize; 3]; 81] {
    let mut out = [[0; 3]; 81];
    let mut c = 0;
    while c < 81 {
        out[c] = [c / 27 * 3 + c % 9 / 3, c / 9, c % 9];
        c += 1;
    }
    out
}

/// `CELL_REGIONS[cell][type]`: which region of each type holds the cell.
pub(crate) static CELL_REGIONS: [[usize; 3]; 81] = build_cell_regions();

const fn build_cell_region_sets() -> [[u128; 3]; 81] {
    let sets = build_region_sets();
    let regions = build_cell_regions();
    let mut out = [[0; 3]; 81];
    let mut c = 0;
    while c < 81 {
        let mut kind = 0;
        while kind < 3 {
            out[c][kind] = sets[kind][regions[c][kind]];
            kind += 1;
        }
        c += 1;
    }
    out
}

/// `CELL_REGION_SETS[cell][type]`: the cells of the cell's region of each type (box, row,
/// column), as a set of 81 bits: the three sets every chain and closure asks for, in one place.
pub(crate) static CELL_REGION_SETS: [[u128; 3]; 81] = build_cell_region_sets();

/// `CELL_REGION_PEERS[cell][type]`: [`CELL_REGION_SETS`] without the cell itself, as the low
/// and high 64-bit halves of the set: a growth asks, of every off candidate, whether its digit
/// has one place left in each of the cell's regions, and tests a word where it would test two.
/// No region holds both a cell `c` and the cell `c + 64` (seven rows further or more, in another
/// column; the assertion checks it as the table is built), so the halves of a region's set never
/// share a bit: the set holds one cell exactly when their union holds one bit.
pub(crate) static CELL_REGION_PEERS: [[[u64; 2]; 3]; 81] = {
    let sets = build_cell_region_sets();
    let mut out = [[[0; 2]; 3]; 81];
    let mut c = 0;
    while c < 81 {
        let mut kind = 0;
        while kind < 3 {
            let peers = sets[c][kind] & !(1 << c);
            assert!(peers as u64 & (peers >> 64) as u64 == 0);
            out[c][kind] = [peers as u64, (peers >> 64) as u64];
            kind += 1;
        }
        c += 1;
    }
    out
};

/// The regions of each cell as bits of one word: `kind * 9 + index`, for sets of regions.
const fn build_cell_region_bits() -> [u32; 81] {
    let mut bits = [0u32; 81];
    let mut cell = 0;
    while cell < 81 {
        let mut kind = 0;
        while kind < 3 {
            bits[cell] |= 1 << (kind * 9 + CELL_REGIONS[cell][kind]);
            kind += 1;
        }
        cell += 1;
    }
    bits
}
pub(crate) static CELL_REGION_BITS: [u32; 81] = build_cell_region_bits();

/// The regions the cells of `set` lie in, each once, as a set of region numbers (the bits of
/// [`CELL_REGION_BITS`]): cells struck together share most of their regions.
pub(crate) fn regions_of_cells(set: u128) -> u32 {
    cells_of(set).fold(0, |regions, cell| regions | CELL_REGION_BITS[cell])
}

/// The region numbers of a set of regions, lowest first (index [`NUMBERED_REGION_SETS`]).
pub(crate) fn numbered_regions(set: u32) -> impl Iterator<Item = usize> {
    let mut left = set;
    std::iter::from_fn(move || {
        // Of a non-zero `u32`: under 32, as the compiler knows.
        let r = std::num::NonZeroU32::new(left)?.trailing_zeros() as usize;
        left &= left - 1;
        Some(r)
    })
}

const fn sees(a: usize, b: usize) -> bool {
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
}

const fn build_peers() -> [[usize; 20]; 81] {
    let mut out = [[0; 20]; 81];
    let mut c = 0;
    while c < 81 {
        let mut n = 0;
        let mut p = 0;
        while p < 81 {
            if sees(c, p) {
                out[c][n] = p;
                n += 1;
            }
            p += 1;
        }
        c += 1;
    }
    out
}

/// The twenty cells that share a unit with a cell, in increasing order (SE's order).
pub(crate) static PEERS: [[usize; 20]; 81] = build_peers();

const fn build_peer_sets() -> [u128; 81] {
    let mut out = [0u128; 81];
    let mut c = 0;
    while c < 81 {
        let mut i = 0;
        while i < 20 {
            out[c] |= 1u128 << PEERS[c][i];
            i += 1;
        }
        c += 1;
    }
    out
}

/// The peers of each cell as a set of 81 bits.
pub(crate) static PEER_SETS: [u128; 81] = build_peer_sets();

/// The crate's public unit for a region in SE's numbering.
pub(crate) fn unit(kind: usize, index: usize) -> Unit {
    let index = index as u8;
    match kind {
        BLOCK => Unit::Box(index),
        ROW => Unit::Row(index),
        _ => Unit::Column(index),
    }
}

const fn build_index_in_region() -> [[usize; 3]; 81] {
    let mut out = [[0; 3]; 81];
    let mut c = 0;
    while c < 81 {
        out[c] = [c / 9 % 3 * 3 + c % 3, c % 9, c / 9];
        c += 1;
    }
    out
}

/// `INDEX_IN_REGION[cell][type]`: where the cell sits (0..9) in its region of each type.
pub(crate) static INDEX_IN_REGION: [[usize; 3]; 81] = build_index_in_region();

const fn build_intersections() -> [[[[u16; 9]; 3]; 9]; 3] {
    let regions = build_regions();
    let cell_regions = build_cell_regions();
    let mut out = [[[[0u16; 9]; 3]; 9]; 3];
    let mut k1 = 0;
    while k1 < 3 {
        let mut i1 = 0;
        while i1 < 9 {
            let mut j = 0;
            while j < 9 {
                let cell = regions[k1][i1][j];
                let mut k2 = 0;
                while k2 < 3 {
                    if k2 != k1 {
                        out[k1][i1][k2][cell_regions[cell][k2]] |= 1 << j;
                    }
                    k2 += 1;
                }
                j += 1;
            }
            i1 += 1;
        }
        k1 += 1;
    }
    out
}

/// `INTERSECTIONS[k1][i1][k2][i2]`: which positions of region (k1, i1) lie in region (k2, i2),
/// as bits over the first region's cells; 0 when they do not cross.
pub(crate) static INTERSECTIONS: [[[[u16; 9]; 3]; 9]; 3] = build_intersections();

/// Whether two regions of different types share cells.
pub(crate) fn crosses(kind1: usize, i1: usize, kind2: usize, i2: usize) -> bool {
    INTERSECTIONS[kind1][i1][kind2][i2] != 0
}

/// The subsets of `k` elements of `0..n` as bit masks, in the order SE's `Permutations` yields
/// them (increasing masks: {0,1}, {0,2}, {1,2}, {0,3}, ...).
pub(crate) fn combinations(k: u32, n: u32) -> impl Iterator<Item = u16> {
    let first: u32 = (1 << k) - 1;
    let limit: u32 = 1 << n;
    std::iter::successors(Some(first), move |&v| {
        if v == 0 {
            return None;
        }
        let smallest = v & v.wrapping_neg();
        let ripple = v + smallest;
        // `smallest` is a power of two: shift rather than divide.
        let ones = ((v ^ ripple) >> 2) >> smallest.trailing_zeros();
        Some(ripple | ones)
    })
    .take_while(move |&v| v < limit && (k > 0 || v == 0))
    .map(|v| v as u16)
}

/// How many of a nine-bit mask's bits are set (a cell's digits, a digit's places in a
/// region), from a table: the x86-64 baseline this builds for by default has no instruction
/// for it, and the sequence of shifts and masks in its stead showed in profiles.
#[inline]
pub(crate) fn count9(mask: u16) -> u32 {
    u32::from(NINE_BIT_COUNTS[usize::from(mask)])
}

static NINE_BIT_COUNTS: [u8; 512] = {
    let mut counts = [0u8; 512];
    let mut mask = 0;
    while mask < 512 {
        counts[mask] = (mask as u16).count_ones() as u8;
        mask += 1;
    }
    counts
};

/// Whether a set of cells holds exactly one.
#[inline]
pub(crate) fn one_cell(set: u128) -> bool {
    set != 0 && set & (set - 1) == 0
}

/// Whether a set of cells holds two or more.
#[inline]
pub(crate) fn several(set: u128) -> bool {
    set & set.wrapping_sub(1) != 0
}

/// The set of one cell, from a table: a 128-bit shift by a variable amount takes a branch or a
/// few conditional moves on x86-64, a table a load.
#[inline]
pub(crate) fn cell_bit(cell: usize) -> u128 {
    CELL_BITS[cell]
}

static CELL_BITS: [u128; 81] = {
    let mut bits = [0u128; 81];
    let mut cell = 0;
    while cell < 81 {
        bits[cell] = 1 << cell;
        cell += 1;
    }
    bits
};

/// Narrows nine digits' cell sets `common` to those of `other`, digit by digit, and tells
/// whether any cell is left in any digit. The forcing chains' foresight runs this for every
/// member of every set of assumptions it weighs. Written on `u128`s it compiles to scalar
/// code that spills `common` to the stack; on x86-64, SSE2 (part of every x86-64 target) does
/// a digit in one `pand` and keeps `common` in registers, which took 3.5% off the
/// instructions of rating the 11.8 puzzle `1.......2..94…` (`rate -j 1`, callgrind).
#[inline(always)]
pub(crate) fn narrow9(common: &mut [u128; 9], other: &[u128; 9]) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            _mm_and_si128, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_or_si128,
            _mm_setzero_si128, _mm_storeu_si128,
        };
        // SAFETY: SSE2 is part of every x86-64 target, so the intrinsics are available; each
        // 16-byte read or write is one element of its array (`loadu` and `storeu` need no
        // alignment).
        unsafe {
            let mut left = _mm_setzero_si128();
            for d in 0..9 {
                let both = _mm_and_si128(
                    _mm_loadu_si128(common.as_ptr().add(d).cast()),
                    _mm_loadu_si128(other.as_ptr().add(d).cast()),
                );
                _mm_storeu_si128(common.as_mut_ptr().add(d).cast(), both);
                left = _mm_or_si128(left, both);
            }
            _mm_movemask_epi8(_mm_cmpeq_epi8(left, _mm_setzero_si128())) != 0xFFFF
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let mut left = 0;
        for (common, other) in common.iter_mut().zip(other) {
            *common &= other;
            left |= *common;
        }
        left != 0
    }
}

/// Whether nine digits' cell sets `a` and `b` share a cell in any digit: [`narrow9`] without
/// the narrowed sets kept. Most groups the forcing chains' foresight weighs share no off
/// candidate already between their first two members, and telling that this way reads each
/// set once, where narrowing from all cells first copied the first member's sets and then
/// narrowed them by the second's. SSE2 on x86-64, as in [`narrow9`].
#[inline(always)]
pub(crate) fn meets9(a: &[u128; 9], b: &[u128; 9]) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            _mm_and_si128, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_or_si128,
            _mm_setzero_si128,
        };
        // SAFETY: SSE2 is part of every x86-64 target, so the intrinsics are available; each
        // 16-byte read is one element of its array (`loadu` needs no alignment).
        unsafe {
            let mut both = _mm_setzero_si128();
            for d in 0..9 {
                both = _mm_or_si128(
                    both,
                    _mm_and_si128(
                        _mm_loadu_si128(a.as_ptr().add(d).cast()),
                        _mm_loadu_si128(b.as_ptr().add(d).cast()),
                    ),
                );
            }
            _mm_movemask_epi8(_mm_cmpeq_epi8(both, _mm_setzero_si128())) != 0xFFFF
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        a.iter().zip(b).fold(0, |both, (a, b)| both | a & b) != 0
    }
}

/// Takes the cells `removed` out of a digit's cell set `off`, adds those it did not hold to
/// `fresh`, and tells whether what is left of it meets `linked`. Updating kept closures asks
/// this of every closure and digit that lost a candidate (5.7 million times in a nested 11.8
/// rating): on x86-64, SSE2 does each step in one instruction, where the `u128`s' scalar code
/// took 39 instructions a digit, moving and inverting each half on its own (24 here).
#[inline(always)]
pub(crate) fn take_out(off: &mut u128, removed: &u128, fresh: &mut u128, linked: &u128) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            _mm_and_si128, _mm_andnot_si128, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8,
            _mm_or_si128, _mm_setzero_si128, _mm_storeu_si128,
        };
        // SAFETY: SSE2 is part of every x86-64 target, so the intrinsics are available; each
        // 16-byte read or write is one `u128` (`loadu` and `storeu` need no alignment).
        unsafe {
            let (was, gone) = (
                _mm_loadu_si128((&raw const *off).cast()),
                _mm_loadu_si128((&raw const *removed).cast()),
            );
            let left = _mm_andnot_si128(gone, was);
            _mm_storeu_si128((&raw mut *off).cast(), left);
            let new = _mm_andnot_si128(was, gone);
            let all = _mm_or_si128(_mm_loadu_si128((&raw const *fresh).cast()), new);
            _mm_storeu_si128((&raw mut *fresh).cast(), all);
            let meets = _mm_and_si128(left, _mm_loadu_si128((&raw const *linked).cast()));
            _mm_movemask_epi8(_mm_cmpeq_epi8(meets, _mm_setzero_si128())) != 0xFFFF
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        *fresh |= removed & !*off;
        *off &= !removed;
        *off & linked != 0
    }
}

/// What is left of nine digits' cell sets `boards` once `struck` is taken out, digit by
/// digit, with the cells where two digits or more are left and where one or more are (a
/// counter saturating at two, run over the digits). Updating a nested grid's closures asks
/// this of every closure that lost a candidate, and in each round of following one; on
/// x86-64, SSE2 does a digit in one `pandn` and the counter in three more, where plain
/// `u128`s take two instructions each.
#[inline(always)]
pub(crate) fn left9(boards: &[u128; 9], struck: &[u128; 9]) -> ([u128; 9], u128, u128) {
    let mut left = [0u128; 9];
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            _mm_and_si128, _mm_andnot_si128, _mm_loadu_si128, _mm_or_si128, _mm_setzero_si128,
            _mm_storeu_si128,
        };
        let (mut several, mut some) = (0u128, 0u128);
        // SAFETY: SSE2 is part of every x86-64 target, so the intrinsics are available; each
        // 16-byte read or write is one element of its array or one `u128` (`loadu` and
        // `storeu` need no alignment).
        unsafe {
            let (mut twice, mut once) = (_mm_setzero_si128(), _mm_setzero_si128());
            for d in 0..9 {
                let here = _mm_andnot_si128(
                    _mm_loadu_si128(struck.as_ptr().add(d).cast()),
                    _mm_loadu_si128(boards.as_ptr().add(d).cast()),
                );
                _mm_storeu_si128(left.as_mut_ptr().add(d).cast(), here);
                twice = _mm_or_si128(twice, _mm_and_si128(once, here));
                once = _mm_or_si128(once, here);
            }
            _mm_storeu_si128((&raw mut several).cast(), twice);
            _mm_storeu_si128((&raw mut some).cast(), once);
        }
        (left, several, some)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let (mut several, mut some) = (0u128, 0u128);
        for d in 0..9 {
            left[d] = boards[d] & !struck[d];
            several |= some & left[d];
            some |= left[d];
        }
        (left, several, some)
    }
}

/// The set bits of a mask, lowest first.
pub(crate) fn bits(mask: u16) -> impl Iterator<Item = usize> {
    let mut m = mask;
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let b = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(b)
        }
    })
}

/// The set bits of an 81-bit cell set, lowest first.
pub(crate) fn cells_of(set: u128) -> impl Iterator<Item = usize> {
    CellsOf {
        low: set as u64,
        high: (set >> 64) as u64,
    }
}

/// The cells of a set, taken from its two 64-bit halves: a machine word's lowest bit is found
/// and cleared in two instructions, a 128-bit number's in several more, and cell sets are
/// walked in every hot loop of the logic engine.
struct CellsOf {
    low: u64,
    high: u64,
}

impl Iterator for CellsOf {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.low != 0 {
            let cell = self.low.trailing_zeros() as usize;
            self.low &= self.low - 1;
            Some(cell)
        } else if self.high != 0 {
            let cell = 64 + self.high.trailing_zeros() as usize;
            self.high &= self.high - 1;
            Some(cell)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The counting table and the single-cell test agree with counting the bits.
    #[test]
    fn counts_are_the_bits_set() {
        for mask in 0..512u16 {
            assert_eq!(count9(mask), mask.count_ones(), "{mask:#b}");
        }
        for set in [
            0u128,
            1,
            2,
            3,
            1 << 80,
            1 << 80 | 1,
            (1 << 81) - 1,
            1 << 64,
            1 << 63,
        ] {
            assert_eq!(one_cell(set), set.count_ones() == 1, "{set:#x}");
        }
    }

    #[test]
    fn a_cell_bit_is_the_set_of_that_cell() {
        for cell in 0..81 {
            assert_eq!(cell_bit(cell), 1u128 << cell);
            assert_eq!(cells_of(cell_bit(cell)).collect::<Vec<_>>(), [cell]);
        }
    }

    /// A cell set's cells come lowest first, across both halves of the number.
    #[test]
    fn a_set_gives_its_cells_in_order() {
        let cells = [0, 5, 63, 64, 71, 80];
        let set = cells.iter().fold(0u128, |set, &c| set | 1 << c);
        assert_eq!(cells_of(set).collect::<Vec<_>>(), cells);
        assert_eq!(cells_of(1 << 64 | 1 << 80).collect::<Vec<_>>(), [64, 80]);
        assert_eq!(cells_of(0).next(), None);
    }

    #[test]
    fn combinations_come_in_ses_order() {
        let pairs: Vec<u16> = combinations(2, 4).collect();
        assert_eq!(pairs, [0b0011, 0b0101, 0b0110, 0b1001, 0b1010, 0b1100]);
        assert_eq!(combinations(3, 9).count(), 84);
        assert_eq!(combinations(4, 9).count(), 126);
    }

    #[test]
    fn every_cell_has_twenty_peers_and_its_regions_hold_it() {
        for cell in 0..81 {
            assert_eq!(PEER_SETS[cell].count_ones(), 20);
            for kind in [BLOCK, ROW, COLUMN] {
                let region = CELL_REGIONS[cell][kind];
                assert_eq!(REGIONS[kind][region][INDEX_IN_REGION[cell][kind]], cell);
            }
        }
    }
}
