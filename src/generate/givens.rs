//! How many givens a generated puzzle may have.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use crate::grid::CELLS;

/// The fewest givens any 9×9 puzzle with exactly one solution has (McGuire, Tugemann and
/// Civario, 2012: an exhaustive search found no 16-given puzzle with a unique solution).
pub const FEWEST_GIVENS: u8 = 17;

/// An inclusive range of given counts, within `17..=81`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GivensRange {
    min: u8,
    max: u8,
}

/// A givens range no unique puzzle can meet, or text that is not a range.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GivensError {
    /// The range allows fewer than 17 givens.
    #[error(
        "{min} givens is too few: no 9x9 puzzle with one solution has fewer than {FEWEST_GIVENS}"
    )]
    TooFew {
        /// The requested minimum.
        min: u8,
    },
    /// The range allows more givens than the grid has cells.
    #[error("{max} givens is more than the grid's {CELLS} cells")]
    TooMany {
        /// The requested maximum.
        max: u32,
    },
    /// The minimum is above the maximum.
    #[error("the givens range {min}..{max} is empty: its minimum is above its maximum")]
    Empty {
        /// The requested minimum.
        min: u32,
        /// The requested maximum.
        max: u32,
    },
    /// The text is neither a number nor `MIN..MAX`.
    #[error("'{text}' is not a givens count: expected a number or a range MIN..MAX, like 22..26")]
    Malformed {
        /// The text as given.
        text: String,
    },
}

impl GivensRange {
    /// Every count a unique puzzle can have: `17..=81`.
    pub const ANY: GivensRange = GivensRange {
        min: FEWEST_GIVENS,
        max: CELLS as u8,
    };

    /// The range `min..=max`, if a unique puzzle can meet it.
    pub fn new(min: u32, max: u32) -> Result<GivensRange, GivensError> {
        if max > CELLS as u32 {
            return Err(GivensError::TooMany { max });
        }
        if min > max {
            return Err(GivensError::Empty { min, max });
        }
        // Both fit a u8 now: min <= max <= 81.
        let (min8, max8) = (min as u8, max as u8);
        if min8 < FEWEST_GIVENS {
            return Err(GivensError::TooFew { min: min8 });
        }
        Ok(GivensRange {
            min: min8,
            max: max8,
        })
    }

    /// The smallest count allowed.
    pub fn min(&self) -> usize {
        usize::from(self.min)
    }

    /// The largest count allowed.
    pub fn max(&self) -> usize {
        usize::from(self.max)
    }

    /// True when `givens` is in the range.
    pub fn contains(&self, givens: usize) -> bool {
        (self.min()..=self.max()).contains(&givens)
    }

    /// The range as a `RangeInclusive`.
    pub fn to_range(&self) -> RangeInclusive<usize> {
        self.min()..=self.max()
    }
}

impl Default for GivensRange {
    fn default() -> Self {
        GivensRange::ANY
    }
}

impl fmt::Display for GivensRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.min == self.max {
            write!(f, "{}", self.min)
        } else {
            write!(f, "{}..{}", self.min, self.max)
        }
    }
}

impl FromStr for GivensRange {
    type Err = GivensError;

    /// `N`, `MIN..MAX` or `MIN..=MAX`; both ends are included either way.
    fn from_str(text: &str) -> Result<GivensRange, GivensError> {
        let malformed = || GivensError::Malformed {
            text: text.to_owned(),
        };
        let number = |part: &str| part.trim().parse::<u32>().map_err(|_| malformed());
        match text.split_once("..") {
            None => {
                let n = number(text)?;
                GivensRange::new(n, n)
            }
            Some((min, max)) => {
                let max = max.strip_prefix('=').unwrap_or(max);
                GivensRange::new(number(min)?, number(max)?)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_parse_in_every_spelling() {
        let range = |text: &str| text.parse::<GivensRange>().unwrap().to_range();
        assert_eq!(range("22..26"), 22..=26);
        assert_eq!(range("22..=26"), 22..=26);
        assert_eq!(range("30"), 30..=30);
        assert_eq!(GivensRange::default().to_range(), 17..=81);
    }

    #[test]
    fn impossible_ranges_are_typed_errors_that_say_why() {
        let err = |text: &str| text.parse::<GivensRange>().unwrap_err();
        assert_eq!(err("16..20"), GivensError::TooFew { min: 16 });
        assert!(err("16").to_string().contains("fewer than 17"));
        assert_eq!(err("20..90"), GivensError::TooMany { max: 90 });
        assert_eq!(err("26..22"), GivensError::Empty { min: 26, max: 22 });
        assert!(matches!(err("a..b"), GivensError::Malformed { .. }));
        assert!(matches!(err(""), GivensError::Malformed { .. }));
        assert!(matches!(err("-3"), GivensError::Malformed { .. }));
    }
}
