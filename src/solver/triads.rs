//! The rules that look across bands or across digits, run when the cheap rules are exhausted.
//!
//! * **Stack placement**: one digit sits once in each band's box of a stack and once in each of
//!   the stack's columns, so its occupied minicolumns in the stack must fit one of six
//!   permutations, exactly as its minirows in a band must. This is the column-wise half of locked
//!   candidates (claiming along a column) and gives hidden singles in columns.
//! * **Triads**: the three cells of a minirow or a minicolumn hold exactly three different digits
//!   (tdoku's observation). A minirow with three digits forced into it holds no other digit; a
//!   minirow with only three digits left forces each of them into it, clearing them from the rest
//!   of its row and box. The same holds for minicolumns.
//!
//! Both read the shapes cached by the band rule, so they cost a few table lookups per digit rather
//! than a pass over every cell. On the hardest benchmark set they halve the number of branches.

use super::board::{Board, Contradiction, FULL_SHAPE, SHAPE_COLUMNS, slot};
use super::isa::Isa;
use super::tables::{
    BOX_COLUMN_PEERS, MINIROW_CELLS, MINIROW_PEERS, ROW, SPREAD_ROWS, STACK_PLACEMENTS,
};

impl Board {
    /// The stack placement rule for every digit; true when it removed a candidate.
    #[inline(always)]
    pub(super) fn settle_stacks(&mut self, isa: impl Isa) -> Result<bool, Contradiction> {
        let mut changed = false;
        let restacked = self.restacked;
        self.restacked = 0;
        for digit in 0..9 {
            // A digit none of whose bands changed since the last look has nothing new.
            if restacked >> slot(digit, 0) & 0xF == 0 {
                continue;
            }
            let c0 = self.shapes[slot(digit, 0)] >> SHAPE_COLUMNS;
            let c1 = self.shapes[slot(digit, 1)] >> SHAPE_COLUMNS;
            let c2 = self.shapes[slot(digit, 2)] >> SHAPE_COLUMNS;
            // Columns held in one band only: that band's box must use them.
            let once = (c0 ^ c1 ^ c2) & !(c0 & c1 & c2);
            let claim = |c: u32| c & u32::from(BOX_COLUMN_PEERS[(once & c) as usize]);
            if claim(c0) | claim(c1) | claim(c2) == 0 && (c0 | c1 | c2) == ROW {
                continue;
            }
            // The digit's columns in the three bands, band `b` at bits `9 * b..`.
            let columns = c0 | c1 << 9 | c2 << 18;
            let mut allowed = 0;
            for stack in 0..3 {
                let minicolumns = isa.stack_minicolumns(columns, stack);
                let keep = STACK_PLACEMENTS[minicolumns as usize];
                if keep == 0 {
                    return Err(Contradiction);
                }
                allowed |= keep << (3 * stack);
            }
            if columns & !allowed != 0 {
                changed = true;
                for band in 0..3 {
                    let keep = (allowed >> (9 * band) & ROW) * SPREAD_ROWS;
                    self.restrict(slot(digit, band), keep);
                }
            }
        }
        Ok(changed)
    }

    /// The triad rule for minirows and minicolumns of every band; true when it removed a
    /// candidate.
    #[inline(always)]
    pub(super) fn settle_triads(&mut self) -> Result<bool, Contradiction> {
        // Per band (lane), bit-sliced counts of the digits present in (p) and forced into (f)
        // each minirow and minicolumn, up to four.
        let (mut p1, mut p2, mut p3, mut p4) = ([0u32; 4], [0u32; 4], [0u32; 4], [0u32; 4]);
        let (mut f1, mut f2, mut f3, mut f4) = ([0u32; 4], [0u32; 4], [0u32; 4], [0u32; 4]);
        for digit in 0..9 {
            for lane in 0..4 {
                let present = self.shapes[slot(digit, lane)];
                let forced = self.forced[slot(digit, lane)];
                p4[lane] |= p3[lane] & present;
                p3[lane] |= p2[lane] & present;
                p2[lane] |= p1[lane] & present;
                p1[lane] |= present;
                f4[lane] |= f3[lane] & forced;
                f3[lane] |= f2[lane] & forced;
                f2[lane] |= f1[lane] & forced;
                f1[lane] |= forced;
            }
        }
        let mut changed = false;
        for band in 0..3 {
            // Four digits forced into three cells, or fewer than three left for them.
            if f4[band] != 0 || p3[band] != FULL_SHAPE {
                return Err(Contradiction);
            }
            // Only where the rules remove something: a minirow with three digits forced into it
            // and a fourth still present, or one with exactly three digits present that are not
            // all forced into it yet.
            let full = f3[band] & p4[band];
            let exact = p3[band] & !p4[band] & !f3[band];
            if full | exact == 0 {
                continue;
            }
            for digit in 0..9 {
                let index = slot(digit, band);
                let others = full & !self.forced[index];
                let locked = exact & self.shapes[index];
                let columns = others >> SHAPE_COLUMNS
                    | u32::from(BOX_COLUMN_PEERS[(locked >> SHAPE_COLUMNS) as usize]);
                let clear = MINIROW_CELLS[(others & ROW) as usize]
                    | MINIROW_PEERS[(locked & ROW) as usize]
                    | (columns * SPREAD_ROWS);
                let before = self.candidates[index];
                self.candidates[index] = before & !clear;
                changed |= before & clear != 0;
            }
        }
        Ok(changed)
    }
}
