//! One puzzle searched for: with `--difficulty` or `--rating`, the first of its stream that
//! rates in range, climbing toward the range once random tries have missed it long enough; and
//! how near the tries came, for the progress bar.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicU32, Ordering};

use sudoku::Grid;
use sudoku::generate::{Climb, GenerateError, Generated, Generator, Judged};
use sudoku::logic::{self, Against, Level, Position, Rating, RatingRange, RatingReport};

/// When a rating search stops drawing random puzzles and climbs: after a thousand tries with
/// none in range, from the nearest of them (the rarest level, easy, takes about 70 tries a
/// puzzle, `--rating 9.0..` about 250, `--rating 9.2..` tens of thousands). A move may go two
/// tenths below the puzzle it leaves, to cross the plateaus between ratings.
const CLIMB: Climb = Climb {
    after: 1_000,
    slack: 2,
};
/// `--difficulty` or `--rating`: which puzzles to keep.
#[derive(Debug, Clone, Copy)]
pub(super) struct RatingFilter {
    pub(super) range: RatingRange,
    /// The level asked for, to name it in messages.
    pub(super) level: Option<Level>,
}

impl RatingFilter {
    /// The puzzle's ratings when its ER is in range; otherwise how near it is, in tenths
    /// below the range's bottom or above its top (negative, the nearest highest), for a search
    /// to climb toward. A puzzle out of range is noted in `nearest`.
    pub(super) fn judge(&self, puzzle: &Grid, nearest: &Nearest) -> Judged<RatingReport> {
        // Generated puzzles have one solution: no need to count them again.
        let range = self.range;
        let tenths = |below: Rating, above: Rating| above.0.saturating_sub(below.0);
        let scored = |distance: u16, er: Rating, at_least: bool| {
            nearest.note(distance, er, at_least);
            Judged::Scored(-i32::from(distance))
        };
        match logic::rate_against(&Position::from_grid(puzzle), range) {
            Against::Within(report) => Judged::Kept(report),
            Against::Below(er) => scored(tenths(er, range.min), er, false),
            Against::Above(er) => match range.max {
                Some(max) => scored(tenths(max, er), er, true),
                None => Judged::Dropped,
            },
            Against::Unknown => Judged::Dropped,
        }
    }

    /// What was asked for, as messages name it: `fiendish puzzle (ER 2.6..6.0)`, `puzzle rated
    /// 3.0..4.5`.
    pub(super) fn wanted(&self) -> String {
        match self.level {
            Some(level) => format!("{level} puzzle (ER {})", self.range),
            None => format!("puzzle rated {}", self.range),
        }
    }

    /// What to add to a failed search's message when the range holds no rating but 1.0 (full
    /// houses alone), which random minimal puzzles practically never have.
    pub(super) fn out_of_reach_note(&self) -> &'static str {
        match self.range.max {
            Some(max) if max < Rating(12) => {
                "; a minimal puzzle is practically never rated 1.0 (full houses alone), and \
                 without --pattern every puzzle is minimal: a --pattern of many cells gives one \
                 (with or without --from)"
            }
            _ => "",
        }
    }
}

/// The try nearest the rating range since the last find, for the progress bar, so that a long
/// search shows how near it gets. Kept in one word so that `fetch_min` keeps the nearest: its
/// distance from the range in tenths in the high half, whether its ER is only a bound (a rating
/// stops once a step rates above the range) in the next bit, and the ER in the low bits.
#[derive(Debug)]
pub(super) struct Nearest(AtomicU32);

impl Nearest {
    const NONE: u32 = u32::MAX;
    const AT_LEAST: u32 = 1 << 15;

    pub(super) fn new() -> Nearest {
        Nearest(AtomicU32::new(Nearest::NONE))
    }

    fn note(&self, distance: u16, er: Rating, at_least: bool) {
        let bound = if at_least { Nearest::AT_LEAST } else { 0 };
        let word = (u32::from(distance) << 16) | bound | u32::from(er.0);
        self.0.fetch_min(word, Ordering::Relaxed);
    }

    /// The nearest try's ER as the bar shows it: `9.1`, or `2.3+` for a bound.
    pub(super) fn shown(&self) -> Option<String> {
        let word = self.0.load(Ordering::Relaxed);
        let er = Rating((word & (Nearest::AT_LEAST - 1)) as u16);
        let plus = if word & Nearest::AT_LEAST != 0 {
            "+"
        } else {
            ""
        };
        (word != Nearest::NONE).then(|| format!("{er}{plus}"))
    }

    /// Forgets the tries so far: a find starts a new search.
    pub(super) fn clear(&self) {
        self.0.store(Nearest::NONE, Ordering::Relaxed);
    }
}

/// A puzzle made, with its ratings when a filter asked for them.
pub(super) struct Made {
    pub(super) generated: Generated,
    pub(super) rating: Option<RatingReport>,
}

/// Puzzle `index`, the first of its stream that `filter` keeps when there is one.
pub(super) fn make(
    generator: &Generator,
    filter: Option<&RatingFilter>,
    index: u64,
    nearest: &Nearest,
    after_failed_try: impl FnMut(u64) -> ControlFlow<()>,
) -> Result<Made, GenerateError> {
    match filter {
        None => generator
            .generate_with(index, after_failed_try)
            .map(|generated| Made {
                generated,
                rating: None,
            }),
        Some(filter) => generator
            .generate_climbing(
                index,
                CLIMB,
                |made| filter.judge(&made.puzzle, nearest),
                after_failed_try,
            )
            .map(|(generated, rating)| Made {
                generated,
                rating: Some(rating),
            }),
    }
}
