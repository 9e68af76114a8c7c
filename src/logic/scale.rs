//! The rating scale as people write it: a rating read from text (`7.1`), a range of ratings
//! (`3.0..4.5`), and the level names (`easy` to `diabolical`) that stand for ranges of it.
//!
//! `rate --min/--max` and `generate --rating/--difficulty` read the same text the same way, so
//! it is read here, once.

use std::fmt;
use std::ops::{Bound, RangeBounds};
use std::str::FromStr;

use super::technique::Rating;

/// The highest rating text may ask for. SE's scale has no fixed top, but nothing rates near 20.
const TOP: f64 = 20.0;

/// Text that is not a rating or a range of ratings.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RatingError {
    /// Not a number.
    #[error("`{text}` is not a rating such as 2.6")]
    NotANumber {
        /// The text as given.
        text: String,
    },
    /// A number below 0 or above 20.
    #[error("`{text}` is outside the scale 0 to 20")]
    OutsideScale {
        /// The text as given.
        text: String,
    },
    /// A number with more than one decimal, which no SE rating has: rounding it would let
    /// through ratings outside what was asked (`--min 1.21` would keep 1.2).
    #[error("`{text}` has more than one decimal: SE ratings go in tenths, such as 2.6")]
    BeyondTenths {
        /// The text as given.
        text: String,
    },
    /// A range whose minimum is above its maximum.
    #[error("the range {min}..{max} is empty: its minimum is above its maximum")]
    Empty {
        /// The minimum asked for.
        min: Rating,
        /// The maximum asked for.
        max: Rating,
    },
}

/// Reads a rating as SE writes it, to one decimal: `7.1`, `2`, `11.5`, `2.60`; `2.65` is an
/// error, not rounded, so a limit never admits a rating beyond it.
impl FromStr for Rating {
    type Err = RatingError;

    fn from_str(text: &str) -> Result<Rating, RatingError> {
        let not_a_number = || RatingError::NotANumber {
            text: text.to_string(),
        };
        // Digits and a point, as SE writes ratings: a float's other spellings (`2.6e0`, `inf`,
        // `NaN`, `1e400`) are not ratings, rather than numbers outside the scale.
        let digits = text.trim();
        let unsigned = digits.strip_prefix(['+', '-']).unwrap_or(digits);
        if !unsigned.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
            return Err(not_a_number());
        }
        let value: f64 = digits.parse().map_err(|_| not_a_number())?;
        if !(0.0..=TOP).contains(&value) {
            return Err(RatingError::OutsideScale {
                text: text.to_string(),
            });
        }
        // Judged on the digits as written: as a float, `2.59999999` is within any tolerance
        // of 2.6, and rounding it would keep a 2.6 under `--max 2.59999999`.
        let finer = digits
            .split_once('.')
            .map_or("", |(_, decimals)| decimals.get(1..).unwrap_or(""));
        if finer.bytes().any(|b| b != b'0') {
            return Err(RatingError::BeyondTenths {
                text: text.to_string(),
            });
        }
        Ok(Rating((value * 10.0).round() as u16))
    }
}

/// An inclusive range of ratings, possibly open above: what `--rating` asks for.
///
/// Read from `MIN..MAX`, `MIN..`, `..MAX` or a single rating `R` (just `R`).
///
/// ```
/// use sudoku::logic::{Rating, RatingRange};
///
/// let range: RatingRange = "3.0..4.5".parse()?;
/// assert!(range.contains(Rating(42)) && !range.contains(Rating(46)));
/// let open: RatingRange = "7.5..".parse()?;
/// assert_eq!(open.max, None);
/// # Ok::<(), sudoku::logic::RatingError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RatingRange {
    /// The least rating in the range.
    pub min: Rating,
    /// The greatest, or `None` for no bound above.
    pub max: Option<Rating>,
}

impl RatingRange {
    /// Every rating.
    pub const ANY: RatingRange = RatingRange {
        min: Rating(0),
        max: None,
    };

    /// Whether `rating` is in the range.
    pub fn contains(&self, rating: Rating) -> bool {
        rating >= self.min && self.max.is_none_or(|max| rating <= max)
    }
}

impl RangeBounds<Rating> for RatingRange {
    fn start_bound(&self) -> Bound<&Rating> {
        Bound::Included(&self.min)
    }

    fn end_bound(&self) -> Bound<&Rating> {
        match &self.max {
            Some(max) => Bound::Included(max),
            None => Bound::Unbounded,
        }
    }
}

impl FromStr for RatingRange {
    type Err = RatingError;

    fn from_str(text: &str) -> Result<RatingRange, RatingError> {
        let Some((min, max)) = text.split_once("..") else {
            let rating = text.parse()?;
            return Ok(RatingRange {
                min: rating,
                max: Some(rating),
            });
        };
        let min = match min.trim() {
            "" => Rating(0),
            min => min.parse()?,
        };
        let max = match max.trim() {
            "" => None,
            max => Some(max.parse()?),
        };
        match max {
            Some(max) if max < min => Err(RatingError::Empty { min, max }),
            _ => Ok(RatingRange { min, max }),
        }
    }
}

/// `3.0..4.5`, `7.5..`, `..1.2`, or `7.1` for a range of one rating.
impl fmt::Display for RatingRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.max {
            Some(max) if max == self.min => write!(f, "{max}"),
            Some(max) if self.min == Rating(0) => write!(f, "..{max}"),
            Some(max) => write!(f, "{}..{max}", self.min),
            None => write!(f, "{}..", self.min),
        }
    }
}

/// What a player would call a puzzle of a given rating: a name for a range of the scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// ER 1.2 or less: hidden singles in boxes.
    Easy,
    /// 1.3 to 1.5: hidden singles in rows and columns.
    Medium,
    /// 1.6 to 2.5: direct intersections and subsets, naked singles.
    Hard,
    /// 2.6 to 6.0: intersections, subsets, fish, wings, uniqueness, BUG.
    Fiendish,
    /// Above 6.0: aligned pair exclusion and chains.
    Diabolical,
}

impl Level {
    /// Every level, the easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Fiendish,
        Level::Diabolical,
    ];

    /// The levels' names, in the order of [`Level::ALL`].
    pub const NAMES: [&'static str; 5] = ["easy", "medium", "hard", "fiendish", "diabolical"];

    /// The level of a puzzle rated `er`.
    pub fn of(er: Rating) -> Level {
        match er.0 {
            0..=12 => Level::Easy,
            13..=15 => Level::Medium,
            16..=25 => Level::Hard,
            26..=60 => Level::Fiendish,
            _ => Level::Diabolical,
        }
    }

    /// The ratings of this level.
    pub fn range(self) -> RatingRange {
        let (min, max) = match self {
            Level::Easy => (0, Some(12)),
            Level::Medium => (13, Some(15)),
            Level::Hard => (16, Some(25)),
            Level::Fiendish => (26, Some(60)),
            Level::Diabolical => (61, None),
        };
        RatingRange {
            min: Rating(min),
            max: max.map(Rating),
        }
    }

    /// The level's name: `easy`, `medium`, `hard`, `fiendish` or `diabolical`.
    pub fn name(self) -> &'static str {
        Level::NAMES[self as usize]
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not one of [`Level::NAMES`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not a level: expected one of easy, medium, hard, fiendish, diabolical")]
pub struct LevelError {
    /// The text as given.
    pub text: String,
}

impl FromStr for Level {
    type Err = LevelError;

    fn from_str(text: &str) -> Result<Level, LevelError> {
        Level::NAMES
            .iter()
            .position(|&name| name == text)
            .map(|at| Level::ALL[at])
            .ok_or_else(|| LevelError {
                text: text.to_string(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(min: u16, max: Option<u16>) -> RatingRange {
        RatingRange {
            min: Rating(min),
            max: max.map(Rating),
        }
    }

    #[test]
    fn ratings_read_to_tenths() {
        assert_eq!("7.1".parse(), Ok(Rating(71)));
        assert_eq!("2".parse(), Ok(Rating(20)));
        assert_eq!(" 11.5 ".parse(), Ok(Rating(115)));
        assert_eq!("2.60".parse(), Ok(Rating(26)));
        for not_a_rating in [
            "x", "2.6e0", "26E-1", "NaN", "inf", "-inf", "1e400", "", ".",
        ] {
            assert!(
                matches!(
                    not_a_rating.parse::<Rating>(),
                    Err(RatingError::NotANumber { .. })
                ),
                "{not_a_rating}"
            );
        }
        assert_eq!("+2.600".parse(), Ok(Rating(26)));
        assert_eq!(".5".parse(), Ok(Rating(5)));
        // Within a float's rounding of a tenth, but not a tenth as written.
        for finer in [
            "1.21",
            "1.49",
            "2.05",
            "0.01",
            "2.59999999",
            "2.60000001",
            "2.5999999999999999",
        ] {
            assert!(
                matches!(
                    finer.parse::<Rating>(),
                    Err(RatingError::BeyondTenths { .. })
                ),
                "{finer}"
            );
        }
        for outside in ["-1", "20.1", "99", "-0.1"] {
            assert!(
                matches!(
                    outside.parse::<Rating>(),
                    Err(RatingError::OutsideScale { .. })
                ),
                "{outside}"
            );
        }
    }

    #[test]
    fn ranges_read_closed_open_or_single() {
        assert_eq!("3.0..4.5".parse(), Ok(range(30, Some(45))));
        assert_eq!("7.5..".parse(), Ok(range(75, None)));
        assert_eq!("..1.2".parse(), Ok(range(0, Some(12))));
        assert_eq!("7.1".parse(), Ok(range(71, Some(71))));
        assert_eq!("..".parse(), Ok(RatingRange::ANY));
        assert_eq!(
            "4.5..3".parse::<RatingRange>(),
            Err(RatingError::Empty {
                min: Rating(45),
                max: Rating(30)
            })
        );
        assert!("3..x".parse::<RatingRange>().is_err());
        assert!("3...4".parse::<RatingRange>().is_err());
        for text in ["3.0..4.5", "7.5..", "..1.2", "7.1"] {
            assert_eq!(text.parse::<RatingRange>().unwrap().to_string(), text);
        }
    }

    #[test]
    fn levels_cover_the_scale_without_gaps() {
        for tenths in 0..=200 {
            let rating = Rating(tenths);
            let level = Level::of(rating);
            assert!(level.range().contains(rating), "{rating} in {level}");
            let others = Level::ALL.iter().filter(|l| l.range().contains(rating));
            assert_eq!(others.count(), 1, "{rating}");
        }
        assert_eq!(Level::of(Rating(12)), Level::Easy);
        assert_eq!(Level::of(Rating(15)), Level::Medium);
        assert_eq!(Level::of(Rating(25)), Level::Hard);
        assert_eq!(Level::of(Rating(60)), Level::Fiendish);
        assert_eq!(Level::of(Rating(62)), Level::Diabolical);
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
        }
        assert!("insane".parse::<Level>().is_err());
    }
}
