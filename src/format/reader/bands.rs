//! Where a boxed grid's rules fall among its rows. A grid drawn closed (a rule above it, below
//! it and between its bands) shows by its rules where it ends, so when grids are printed one
//! after another with no blank line between, a grid with a row missing or one too many is
//! told by a band of other than three rows, and read to its closing rule: taken nine rows at a
//! time, it would lend rows to, or borrow them from, every grid after it.

/// The rules a block has shown so far.
#[derive(Debug, Default)]
pub(super) struct Bands {
    /// A rule came before the first row: the grid is drawn closed.
    closed: bool,
    /// A rule came after the first row alone: the grid is ruled between every row, and its
    /// rules say nothing of its bands.
    every_row: bool,
    /// Rules after the first row.
    rules: usize,
}

impl Bands {
    /// Notes a rule after `rows` rows; tells the band it closes and that band's rows when
    /// they are not three, in a grid drawn closed.
    pub(super) fn rule(&mut self, rows: usize) -> Option<(usize, usize)> {
        if rows == 0 {
            self.closed = true;
            return None;
        }
        if !self.closed || self.every_row {
            return None;
        }
        self.rules += 1;
        if self.rules == 1 && rows == 1 {
            self.every_row = true;
            return None;
        }
        let band = self.rules;
        let band_rows = rows.saturating_sub(3 * (band - 1));
        (rows != 3 * band).then_some((band, band_rows))
    }

    /// How many rules are still to come before the one that closes the grid, this one's
    /// bands being three.
    pub(super) fn rules_left(&self) -> usize {
        3usize.saturating_sub(self.rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_closed_grid_with_a_short_or_long_band_is_told_at_the_rule_after_it() {
        let mut whole = Bands::default();
        assert_eq!(whole.rule(0), None);
        assert_eq!(whole.rule(3), None);
        assert_eq!(whole.rule(6), None);
        assert_eq!(whole.rules_left(), 1);

        let mut short = Bands::default();
        short.rule(0);
        assert_eq!(short.rule(3), None);
        assert_eq!(short.rule(5), Some((2, 2)));
        assert_eq!(short.rules_left(), 1);

        let mut long = Bands::default();
        long.rule(0);
        assert_eq!(long.rule(4), Some((1, 4)));
        assert_eq!(long.rules_left(), 2);

        // Open at the top, or ruled between every row: nothing to tell.
        let mut open = Bands::default();
        assert_eq!(open.rule(2), None);
        let mut every_row = Bands::default();
        every_row.rule(0);
        assert_eq!(every_row.rule(1), None);
        assert_eq!(every_row.rule(2), None);
    }
}
