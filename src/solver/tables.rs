//! Lookup tables for the band bitboard, all computed at compile time.
//!
//! A *band* is three rows (27 cells); its cells are numbered in reading order, bit `9 * row + col`
//! of a `u32`. For one digit, a band splits into nine *minirows* (the three cells of one row inside
//! one box, bit `3 * row + box` of a 9-bit set) and nine *minicolumns* (the three cells of one
//! column inside the band, bit `col`). The tables turn a band's candidate mask into facts about
//! those, so propagation is a handful of loads and ANDs per digit and band.
//!
//! Everything here is derived from the geometry by `const fn`s; no table is typed in by hand.

/// All 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;

/// The nine cells of one row of a band, shifted to row 0; also "all nine" of a 9-bit set.
pub(super) const ROW: u32 = 0x1FF;

/// Multiplying a 9-bit set of columns by this copies it to all three rows of a band.
pub(super) const SPREAD_ROWS: u32 = 1 | 1 << 9 | 1 << 18;

/// For a row of nine cells, which of its three boxes (bit `k` for box `k`) hold any of them.
pub(super) static BOXES_OF_ROW: [u8; 512] = boxes_of_row();

/// The occupied minirows (bit `3 * row + box`) of a band mask.
#[inline(always)]
pub(super) fn minirows_of(cells: u32) -> u32 {
    u32::from(BOXES_OF_ROW[(cells & ROW) as usize])
        | u32::from(BOXES_OF_ROW[(cells >> 9 & ROW) as usize]) << 3
        | u32::from(BOXES_OF_ROW[(cells >> 18 & ROW) as usize]) << 6
}

/// The occupied columns (bit `col`) of a band mask.
#[inline(always)]
pub(super) fn columns_of(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & ROW
}

/// The six ways to put one digit once in each row and each box of a band, as `box_of_row`.
/// They are also the six ways to put it once in each band and each column of a stack.
const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The cells of each of the six placements of a digit in a band.
pub(super) static PLACEMENT_CELLS: [u32; 6] = placement_cells();

/// For a 9-bit set of occupied minirows, which of the six placements fit in it (bit `p`).
pub(super) static FITTING: [u8; 512] = fitting();

/// What one digit's occupied minirows in a band allow.
#[derive(Clone, Copy)]
pub(super) struct Placements {
    /// The band cells that may still hold the digit: the minirows on some fitting placement,
    /// expanded to their cells. Zero when no placement fits.
    pub(super) keep: u32,
    /// The cells of the minirows every fitting placement uses.
    pub(super) forced: u32,
    /// `keep` as a 9-bit set of minirows.
    pub(super) kept_minirows: u16,
    /// `forced` as a 9-bit set of minirows.
    pub(super) forced_minirows: u16,
}

/// [`Placements`] for every set of occupied minirows.
///
/// One digit in one band sits once in each of the three rows and once in each of the three
/// boxes, so its minirows form one of six permutations. Keeping only minirows some fitting
/// permutation uses is the band-local completion of pointing and claiming (locked candidates).
pub(super) static PLACEMENTS: [Placements; 512] = placements();

/// What the columns holding one digit in a band (a 9-bit set) imply.
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

/// For one digit in one stack, its occupied minicolumns as a 9-bit set (bit `3 * band + col`, the
/// column counted inside the stack): the minicolumns that some placement (once per band, once per
/// column) uses, laid out as columns of the three bands (bit `9 * band + col`). Zero when none
/// fits. The column-wise twin of [`PLACEMENTS`].
pub(super) static STACK_PLACEMENTS: [u32; 512] = stack_placements();

/// The cells of a 9-bit set of minirows.
pub(super) static MINIROW_CELLS: [u32; 512] = minirow_cells();

/// The cells of the minirows that share a row or a box with one of a 9-bit set of minirows, the
/// set itself excluded.
pub(super) static MINIROW_PEERS: [u32; 512] = minirow_peers();

/// For a 9-bit set of columns, the other columns of their boxes (a column of the set is not
/// cleared by itself, but is by another column of its box).
pub(super) static BOX_COLUMN_PEERS: [u16; 512] = box_column_peers();

/// For each cell of a band, the band cells that stay possible for its digit once it is placed
/// there: everything outside its row and box, and the cell itself.
pub(super) static PLACED_IN_BAND: [u32; 27] = placed_in_band();

const fn boxes_of_row() -> [u8; 512] {
    let mut out = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        let mut b = 0;
        while b < 3 {
            if row & (7 << (3 * b)) != 0 {
                out[row] |= 1 << b;
            }
            b += 1;
        }
        row += 1;
    }
    out
}

const fn placement_cells() -> [u32; 6] {
    let mut out = [0u32; 6];
    let mut p = 0;
    while p < 6 {
        let mut row = 0;
        while row < 3 {
            out[p] |= 7 << (9 * row + 3 * PERMUTATIONS[p][row]);
            row += 1;
        }
        p += 1;
    }
    out
}

const fn fitting() -> [u8; 512] {
    let mut out = [0u8; 512];
    let mut minirows = 0;
    while minirows < 512 {
        let mut p = 0;
        while p < PERMUTATIONS.len() {
            let perm = PERMUTATIONS[p];
            let mut row = 0;
            let mut fits = true;
            while row < 3 {
                fits &= minirows & (1 << (3 * row + perm[row])) != 0;
                row += 1;
            }
            if fits {
                out[minirows] |= 1 << p;
            }
            p += 1;
        }
        minirows += 1;
    }
    out
}

/// The 9-bit set of minirows a band mask of whole minirows covers.
const fn minirow_set(cells: u32) -> u16 {
    let mut out = 0u16;
    let mut m = 0;
    while m < 9 {
        if cells & (1 << (9 * (m / 3) + 3 * (m % 3))) != 0 {
            out |= 1 << m;
        }
        m += 1;
    }
    out
}

const fn placements() -> [Placements; 512] {
    let fitting = fitting();
    let cells = placement_cells();
    let mut out = [Placements {
        keep: 0,
        forced: 0,
        kept_minirows: 0,
        forced_minirows: 0,
    }; 512];
    let mut minirows = 0;
    while minirows < 512 {
        let mut keep = 0u32;
        let mut forced = BAND;
        let mut p = 0;
        while p < 6 {
            if fitting[minirows] & (1 << p) != 0 {
                keep |= cells[p];
                forced &= cells[p];
            }
            p += 1;
        }
        if keep == 0 {
            forced = 0;
        }
        out[minirows] = Placements {
            keep,
            forced,
            kept_minirows: minirow_set(keep),
            forced_minirows: minirow_set(forced),
        };
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
                others &= !(SPREAD_ROWS << col);
                single |= 0o007_007_007 << (3 * b);
            }
            b += 1;
        }
        out[columns] = Columns { others, single };
        columns += 1;
    }
    out
}

const fn stack_placements() -> [u32; 512] {
    let fitting = fitting();
    let mut out = [0u32; 512];
    let mut minicolumns = 0;
    while minicolumns < 512 {
        let mut p = 0;
        while p < 6 {
            if fitting[minicolumns] & (1 << p) != 0 {
                let mut band = 0;
                while band < 3 {
                    out[minicolumns] |= 1 << (9 * band + PERMUTATIONS[p][band]);
                    band += 1;
                }
            }
            p += 1;
        }
        minicolumns += 1;
    }
    out
}

const fn cells_of_minirows(set: usize) -> u32 {
    let mut cells = 0u32;
    let mut m = 0;
    while m < 9 {
        if set & (1 << m) != 0 {
            cells |= 7 << (9 * (m / 3) + 3 * (m % 3));
        }
        m += 1;
    }
    cells
}

const fn minirow_cells() -> [u32; 512] {
    let mut out = [0u32; 512];
    let mut i = 0;
    while i < 512 {
        out[i] = cells_of_minirows(i);
        i += 1;
    }
    out
}

const fn minirow_peers() -> [u32; 512] {
    let mut out = [0u32; 512];
    let mut i = 0;
    while i < 512 {
        let mut peers = 0usize;
        let mut m = 0;
        while m < 9 {
            if i & (1 << m) != 0 {
                let mut o = 0;
                while o < 9 {
                    if o / 3 == m / 3 || o % 3 == m % 3 {
                        peers |= 1 << o;
                    }
                    o += 1;
                }
            }
            m += 1;
        }
        out[i] = cells_of_minirows(peers & !i);
        i += 1;
    }
    out
}

const fn box_column_peers() -> [u16; 512] {
    let mut out = [0u16; 512];
    let mut i = 0;
    while i < 512 {
        let mut c = 0;
        while c < 9 {
            if i & (1 << c) != 0 {
                out[i] |= (7 << (c / 3 * 3)) & !(1 << c);
            }
            c += 1;
        }
        i += 1;
    }
    out
}

const fn placed_in_band() -> [u32; 27] {
    let mut out = [0u32; 27];
    let mut cell = 0;
    while cell < 27 {
        let (row, box_) = (cell / 9, cell % 9 / 3);
        let mut other = 0;
        while other < 27 {
            if other == cell || (other / 9 != row && other % 9 / 3 != box_) {
                out[cell] |= 1 << other;
            }
            other += 1;
        }
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
        assert_eq!(PLACEMENTS[0x1FF].forced, 0);
        assert_eq!(FITTING[0x1FF], 0b11_1111);
    }

    #[test]
    fn a_missing_row_or_box_leaves_no_placement() {
        // Row 1 has no minirow at all.
        assert_eq!(PLACEMENTS[0b111_000_111].keep, 0);
        // Box 2 is empty in every row.
        assert_eq!(PLACEMENTS[0b011_011_011].keep, 0);
        assert_eq!(FITTING[0b011_011_011], 0);
    }

    #[test]
    fn a_locked_minirow_clears_its_row_and_box() {
        // Row 0 only in box 0: box 0 of rows 1 and 2 must go.
        let p = PLACEMENTS[0b111_111_001];
        let boxes_1_and_2 = 0o770;
        assert_eq!(p.keep, boxes_1_and_2 << 18 | boxes_1_and_2 << 9 | 0o007);
        assert_eq!(p.forced, 0o007);
        assert_eq!(p.kept_minirows, 0b110_110_001);
        assert_eq!(p.forced_minirows, 0b000_000_001);
    }

    #[test]
    fn a_box_in_one_column_claims_it_in_the_other_bands() {
        // Box 0 only in column 1, boxes 1 and 2 spread over two columns.
        let Columns { others, single } = COLUMNS[0b011_011_010];
        assert_eq!(others, BAND & !(SPREAD_ROWS << 1));
        assert_eq!(single, 0o007_007_007);
    }

    #[test]
    fn stack_placements_mirror_band_placements() {
        // Band 0 only in column 0 of the stack: bands 1 and 2 lose that column.
        let keep = STACK_PLACEMENTS[0b111_111_001];
        assert_eq!(keep, 0b110 << 18 | 0b110 << 9 | 0b001);
        assert_eq!(STACK_PLACEMENTS[0b011_011_011], 0);
    }

    #[test]
    fn minirow_peers_share_a_row_or_a_box() {
        // Minirow (row 0, box 0): the rest of row 0 and the rest of box 0.
        assert_eq!(MINIROW_PEERS[1], 0o770 | 0o007 << 9 | 0o007 << 18);
        assert_eq!(MINIROW_CELLS[1 << 4], 0o070 << 9);
        assert_eq!(BOX_COLUMN_PEERS[1 << 4], 0b101 << 3);
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
