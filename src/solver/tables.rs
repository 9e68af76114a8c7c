//! Lookup tables for the band bitboard, all computed at compile time.
//!
//! A *band* is three rows (27 cells); its cells are numbered in reading order, bit `9 * row + col`
//! of a `u32`. For one digit, a band splits into nine *minirows*: the three cells of one row inside
//! one box. The tables below turn a band's candidate mask into facts about those minirows, so the
//! propagation step in [`super::board`] is a handful of loads and ANDs per digit and band.
//!
//! Everything here is derived from the geometry by `const fn`s, so no table is typed in by hand.

/// All 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;

/// The nine cells of one row of a band, shifted to row 0.
pub(super) const ROW: u32 = 0x1FF;

/// For a row of nine cells, which of its three boxes (bit `k` for box `k`) hold any of them.
pub(super) static BOXES_OF_ROW: [u8; 512] = boxes_of_row();

/// What one digit's occupied minirows (a 9-bit set, bit `3 * row + box`) in a band allow.
#[derive(Clone, Copy)]
pub(super) struct Placements {
    /// The band cells that may still hold the digit: the minirows on some placement of one digit
    /// per row and per box, expanded to their cells. Zero when no such placement exists.
    pub(super) keep: u32,
    /// The cells of the minirows every placement uses: the digit's row (and box) is there.
    pub(super) forced: u32,
}

/// [`Placements`] for every set of occupied minirows.
///
/// One digit in one band must sit once in each of the three rows and once in each of the three
/// boxes, so its minirows form one of the six 3×3 permutations. Keeping only the minirows that some
/// permutation uses is the band-local completion of pointing and claiming (locked candidates): it
/// also sees what the two rules find only after several rounds.
pub(super) static PLACEMENTS: [Placements; 512] = placements();

/// What the columns holding one digit in a band (a 9-bit set, bit `col`) imply.
#[derive(Clone, Copy)]
pub(super) struct Columns {
    /// The cells of the *other* two bands that may keep the digit: a box confined to one column
    /// claims that column for the whole stack.
    pub(super) others: u32,
    /// All cells of the boxes confined to one column.
    pub(super) single: u32,
}

/// [`Columns`] for every set of columns.
pub(super) static COLUMNS: [Columns; 512] = columns();

/// For each cell of a band, the band cells that stay possible for its digit once it is placed there:
/// everything outside its row and box, and the cell itself.
pub(super) static PLACED_IN_BAND: [u32; 27] = placed_in_band();

const fn boxes_of_row() -> [u8; 512] {
    let mut out = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        let mut boxes = 0;
        let mut b = 0;
        while b < 3 {
            if row & (7 << (3 * b)) != 0 {
                boxes |= 1 << b;
            }
            b += 1;
        }
        out[row] = boxes;
        row += 1;
    }
    out
}

/// The six ways to put one digit in each row and each box of a band, as `box_of_row`.
const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

const fn placements() -> [Placements; 512] {
    let mut out = [Placements { keep: 0, forced: 0 }; 512];
    let mut minirows = 0;
    while minirows < 512 {
        let mut keep = 0u32;
        let mut forced = BAND;
        let mut p = 0;
        while p < PERMUTATIONS.len() {
            let perm = PERMUTATIONS[p];
            let mut fits = true;
            let mut row = 0;
            while row < 3 {
                if minirows & (1 << (3 * row + perm[row])) == 0 {
                    fits = false;
                }
                row += 1;
            }
            if fits {
                let mut cells = 0u32;
                let mut row = 0;
                while row < 3 {
                    cells |= 7 << (9 * row + 3 * perm[row]);
                    row += 1;
                }
                keep |= cells;
                forced &= cells;
            }
            p += 1;
        }
        if keep == 0 {
            forced = 0;
        }
        out[minirows] = Placements { keep, forced };
        minirows += 1;
    }
    out
}

const fn columns() -> [Columns; 512] {
    let mut out = [Columns {
        others: 0,
        single: 0,
    }; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut others = BAND;
        let mut single = 0;
        let mut b = 0;
        while b < 3 {
            let in_box = (columns as u32 >> (3 * b)) & 7;
            if in_box.count_ones() == 1 {
                let col = 3 * b + in_box.trailing_zeros() as usize;
                others &= !(1 << col | 1 << (col + 9) | 1 << (col + 18));
                single |= 0o007_007_007 << (3 * b);
            }
            b += 1;
        }
        out[columns] = Columns { others, single };
        columns += 1;
    }
    out
}

const fn placed_in_band() -> [u32; 27] {
    let mut out = [0u32; 27];
    let mut cell = 0;
    while cell < 27 {
        let (row, box_) = (cell / 9, cell % 9 / 3);
        let mut keep = 0u32;
        let mut other = 0;
        while other < 27 {
            if other == cell || (other / 9 != row && other % 9 / 3 != box_) {
                keep |= 1 << other;
            }
            other += 1;
        }
        out[cell] = keep;
        cell += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_band_keeps_every_cell() {
        assert_eq!(PLACEMENTS[0x1FF].keep, BAND);
    }

    #[test]
    fn a_missing_row_or_box_leaves_no_placement() {
        // Row 1 has no minirow at all.
        assert_eq!(PLACEMENTS[0b111_000_111].keep, 0);
        // Box 2 is empty in every row.
        assert_eq!(PLACEMENTS[0b011_011_011].keep, 0);
    }

    #[test]
    fn a_locked_minirow_clears_its_row_and_box() {
        // Row 0 only in box 0: box 0 of rows 1 and 2 must go.
        let Placements { keep, forced } = PLACEMENTS[0b111_111_001];
        let boxes_1_and_2 = 0o770;
        assert_eq!(keep, boxes_1_and_2 << 18 | boxes_1_and_2 << 9 | 0o007);
        assert_eq!(forced, 0o007);
    }

    #[test]
    fn a_box_in_one_column_claims_it_in_the_other_bands() {
        // Box 0 only in column 1, boxes 1 and 2 spread over two columns.
        let Columns { others, single } = COLUMNS[0b011_011_010];
        assert_eq!(others, BAND & !(1 << 1 | 1 << 10 | 1 << 19));
        assert_eq!(single, 0o007_007_007);
    }

    #[test]
    fn a_placed_digit_leaves_its_row_and_box() {
        // Cell 10 is row 1, column 1, box 0.
        let keep = PLACED_IN_BAND[10];
        assert_eq!(keep.count_ones(), 27 - 8 - 6);
        assert_ne!(keep & 1 << 10, 0);
        assert_eq!(keep & 0x1FF << 9, 1 << 10);
    }
}
