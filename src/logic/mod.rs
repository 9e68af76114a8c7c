//! The human-style logic engine: solving a puzzle step by step with the techniques people use,
//! and rating it on the Sudoku Explainer 1.2.1 scale.
//!
//! A [`Position`] holds the placed digits and the candidates of the open cells. Each technique
//! family lives in a file of its own and finds [`Step`]s; the rater applies, at each step, the
//! first hint of the first technique that has one, in SE's order, so that the ratings match
//! SE's: ER is the hardest step, EP (pearl) the hardest up to the first placement, ED (diamond)
//! the first step.
//!
//! ```
//! use sudoku::{format, logic};
//!
//! let puzzle = format::parse_line(
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
//! )?;
//! let report = logic::rate(&puzzle)?;
//! assert!(!report.beyond_scale);
//! assert_eq!(report.er.to_string(), "1.2");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! [`solve_path`] gives every step for `explain`, [`next_step`] the first one for `hint`; both
//! start from a [`Position`], made from a puzzle ([`Position::from_grid`]) or from a player's
//! pencilmarks ([`Position::from_candidates`]). [`rate_within`] rates only as far as it takes
//! to know whether a puzzle is in a [`RatingRange`] or [`Level`], for filtering many.
//!
//! The whole scale is here: static cycles and forcing chains (6.5 to about 7.4), aligned
//! triplet exclusion and Nishio forcing chains (7.5), cell and region forcing chains (8.0 and
//! more), dynamic forcing chains (8.5 and more), dynamic forcing chains (+) (9.0 and more) and
//! nested forcing chains (9.5 and up, SE's levels 2 to 4). A position none of them advances (a
//! player's broken pencilmarks, or a puzzle beyond every level SE has) is reported with
//! [`RatingReport::beyond_scale`] and [`Rating::BEYOND`] as a lower bound. Adding a technique
//! takes a
//! [`Technique`] variant, a finder `fn(&Position) -> Option<Step>` in a file of its own that
//! returns the first hint in SE's search order, and its place in `rater::FINDERS`, which lists
//! the finders in the order SE's `Solver` asks its producers.

// Regions are numbered 0..9 and several tables are indexed by the same number, so plain index
// loops read better here than zipped iterators.
#![allow(clippy::needless_range_loop)]

mod bug;
mod chain_hint;
mod chains;
mod closure;
mod exclusion;
mod fish;
mod focus;
mod forcing;
mod fruitless;
mod geometry;
mod implications;
mod intersections;
mod links;
mod node;
mod position;
mod rater;
mod reach;
mod scale;
mod shortest;
mod singles;
mod step;
mod subsets;
mod technique;
mod unchanged;
mod uniqueness;
mod wings;

pub use position::Position;
pub use scale::{Level, LevelError, RatingError, RatingRange};
pub use step::{InnerStep, Link, Step, cell_name};
pub use technique::{ChainKind, Rating, StepName, Technique, Variant};

use std::ops::{Bound, RangeBounds};

use crate::candidates::Candidates;
use crate::grid::Grid;
use crate::solver;

/// Why a puzzle cannot be rated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum LogicError {
    /// The puzzle has no solution.
    #[error("the puzzle has no solution")]
    NoSolution,
    /// The puzzle has more than one solution; uniqueness techniques would be unsound.
    #[error("the puzzle has more than one solution")]
    MultipleSolutions,
    /// The player's pencilmarks rule out every solution, though the digits placed have one:
    /// `digit` is struck from `cell` (0-based), where that solution puts it.
    #[error(
        "the pencilmarks rule out every solution: {digit} is struck from {}, where the one \
         solution of the digits placed puts it",
        cell_name(usize::from(*.cell))
    )]
    StruckSolution { cell: u8, digit: u8 },
    /// The player's pencilmarks rule out every solution, and the digits placed have none
    /// either, or several: one of them is wrong, or a needed candidate is struck.
    #[error(
        "the pencilmarks rule out every solution: a candidate it needs is struck, or a digit \
         placed (if any) is wrong"
    )]
    PencilmarksRuleOutAll,
}

/// A puzzle's ratings on the Sudoku Explainer scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatingReport {
    /// ER: the rating of the hardest step. When [`beyond_scale`](Self::beyond_scale), at least
    /// [`Rating::BEYOND`]: the least the puzzle rates.
    pub er: Rating,
    /// EP (pearl): the hardest step up to and including the first that places a digit;
    /// [`Rating::BEYOND`] as a lower bound when the engine got stuck before any placement; 0.0
    /// for a grid already finished.
    pub ep: Rating,
    /// ED (diamond): the rating of the first step; [`Rating::BEYOND`] as a lower bound when no
    /// step was found, 0.0 when none was needed.
    pub ed: Rating,
    /// The name of the hardest step (the first one of that rating), as SE prints it, if any
    /// step was taken.
    pub hardest: Option<StepName>,
    /// How many steps were taken.
    pub steps: usize,
    /// True when no technique on SE's scale advanced the position before the solution: a
    /// position beyond SE's deepest nesting, or broken pencilmarks.
    pub beyond_scale: bool,
}

/// Where a solving path ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Every cell is placed.
    Solved,
    /// No technique on SE's scale applies: the rest is beyond its deepest nesting, or the
    /// pencilmarks are broken.
    BeyondScale,
}

/// A solving path: the steps in order and how it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Path {
    /// The steps, in the order they were applied.
    pub steps: Vec<Step>,
    /// The position after the last step.
    pub end: Position,
    /// Whether the path reached the solution.
    pub outcome: Outcome,
}

impl Path {
    /// The ratings this path earns, as [`rate_position`] gives them for its start.
    pub fn report(&self) -> RatingReport {
        let mut tally = Tally::default();
        for step in &self.steps {
            tally.add(step);
        }
        tally.finish(self.outcome)
    }
}

/// Where rating, a path or a hint starts: the puzzle, or the player's pencilmarks when there
/// are any, checked to have exactly one solution — for pencilmarks, one that keeps to them, so
/// a candidate the player struck is never brought back. Several solutions would make the
/// uniqueness techniques unsound, so they are refused as for a puzzle.
///
/// ```
/// use sudoku::{format, logic::{self, LogicError}, Candidates, Grid};
///
/// let puzzle = format::parse_line(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
/// )?;
/// let mut marks = Candidates::from_grid(&puzzle);
/// marks.remove(2, 4); // r1c3's solution is 4
/// assert_eq!(
///     logic::start(&puzzle, Some(&marks)),
///     Err(LogicError::StruckSolution { cell: 2, digit: 4 })
/// );
/// assert!(logic::start(&puzzle, None).is_ok());
/// assert_eq!(logic::start(&Grid::EMPTY, None), Err(LogicError::MultipleSolutions));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn start(puzzle: &Grid, candidates: Option<&Candidates>) -> Result<Position, LogicError> {
    let (position, solutions) = match candidates {
        Some(candidates) => (
            Position::from_candidates(candidates),
            solver::count_solutions(candidates, 2),
        ),
        None => (
            Position::from_grid(puzzle),
            solver::count_solutions(puzzle, 2),
        ),
    };
    match solutions {
        0 => Err(match candidates {
            Some(candidates) => {
                struck_solution(puzzle, candidates).unwrap_or(LogicError::PencilmarksRuleOutAll)
            }
            None => LogicError::NoSolution,
        }),
        1 => Ok(position),
        _ => Err(LogicError::MultipleSolutions),
    }
}

/// Where pencilmarks that rule out every solution strike the digits placed's one solution,
/// when they have exactly one: the first cell in reading order.
fn struck_solution(puzzle: &Grid, candidates: &Candidates) -> Option<LogicError> {
    if solver::count_solutions(puzzle, 2) != 1 {
        return None;
    }
    let solution = solver::any_solution(puzzle)?;
    let (cell, &digit) = solution
        .cells()
        .iter()
        .enumerate()
        .find(|&(cell, &digit)| !candidates.contains(cell, digit))?;
    Some(LogicError::StruckSolution {
        cell: cell as u8,
        digit,
    })
}

/// Rates a puzzle: checks that it has exactly one solution, then solves it step by step as SE
/// does.
pub fn rate(grid: &Grid) -> Result<RatingReport, LogicError> {
    Ok(rate_position(&start(grid, None)?))
}

/// Rates from a position (a puzzle's start or a player's pencilmarks) without checking
/// uniqueness: the caller vouches that the position has one solution.
pub fn rate_position(start: &Position) -> RatingReport {
    rate_within(start, ..).expect("a range with no ends holds every rating")
}

/// Rates from `start` as [`rate_position`] does, but only as far as it takes to know whether
/// ER is in `range`: the same report when it is known to be, `None` otherwise.
///
/// Filtering many puzzles by rating (`generate --difficulty`) is what it is for. It stops as
/// soon as a step would rate above the range, and never runs a technique whose steps all rate
/// above it: a range that ends at 1.2 looks only for singles, one below 6.5 never for chains.
/// A rating that is only a lower bound ([`RatingReport::beyond_scale`]) is known to be in
/// range only when the range has no top.
///
/// ```
/// use sudoku::{format, logic::{self, Level, Position, Rating}};
///
/// let puzzle = format::parse_line(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
/// )?;
/// let start = Position::from_grid(&puzzle);
/// assert!(logic::rate_within(&start, Level::Easy.range()).is_some());
/// assert!(logic::rate_within(&start, Rating(20)..=Rating(45)).is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn rate_within(start: &Position, range: impl RangeBounds<Rating>) -> Option<RatingReport> {
    match rate_against(start, range) {
        Against::Within(report) => Some(report),
        Against::Below(_) | Against::Above(_) | Against::Unknown => None,
    }
}

/// Where a puzzle's ER lies against a range, as [`rate_against`] finds it.
#[derive(Debug, Clone, PartialEq)]
pub enum Against {
    /// In the range: the whole report.
    Within(RatingReport),
    /// Below the range: the puzzle's ER, exactly.
    Below(Rating),
    /// Above the range: at least this (a step rated above the range's top stopped the rating).
    Above(Rating),
    /// A rating that is only a lower bound ([`RatingReport::beyond_scale`]) below the range's
    /// bottom, or inside a range with a top: it may lie anywhere above.
    Unknown,
}

/// [`rate_within`], saying on which side of the range a puzzle outside it lies: how a search
/// for rare ratings (`generate --rating 9.5..`) tells which puzzles are nearest. It costs what
/// [`rate_within`] does.
pub fn rate_against(start: &Position, range: impl RangeBounds<Rating>) -> Against {
    let max = match range.end_bound() {
        Bound::Included(&max) => Some(max),
        Bound::Excluded(&max) => match max.0.checked_sub(1) {
            Some(below) => Some(Rating(below)),
            None => return Against::Above(Rating::LOWEST),
        },
        Bound::Unbounded => None,
    };
    let mut tally = Tally::default();
    let mut position = *start;
    let outcome = loop {
        if position.is_solved() {
            break Outcome::Solved;
        }
        match rater::next_at_most(&position, max.unwrap_or(Rating(u16::MAX))) {
            rater::Bounded::Step(taken) => tally.take(taken, &mut position),
            rater::Bounded::Stuck => break Outcome::BeyondScale,
            rater::Bounded::Above => {
                // Only a range with a top stops a rating above it.
                let above = max.map_or(u16::MAX, |max| max.0.saturating_add(1));
                return Against::Above(Rating(above));
            }
        }
    };
    let report = tally.finish(outcome);
    let er = report.er;
    let exact = outcome == Outcome::Solved;
    match range.contains(&er) {
        true if exact || max.is_none() => Against::Within(report),
        true => Against::Unknown,
        false if max.is_some_and(|max| er > max) => Against::Above(er),
        false if exact => Against::Below(er),
        false => Against::Unknown,
    }
}

/// [`rate`] for filtering: checks that the puzzle has exactly one solution, then rates it with
/// [`rate_within`], the report only when ER is known to be in `range`.
pub fn rate_grid_within(
    grid: &Grid,
    range: impl RangeBounds<Rating>,
) -> Result<Option<RatingReport>, LogicError> {
    Ok(rate_within(&start(grid, None)?, range))
}

/// The whole solving path from `start`, as `explain` shows it.
///
/// `start` should have exactly one solution, as [`start`] checks: on a position with many
/// (an empty grid, a puzzle missing a given) the chains search for minutes before stopping,
/// and any step they find is unsound, as no hint is sound without one solution.
pub fn solve_path(start: &Position) -> Path {
    let mut steps = Vec::new();
    let (outcome, end) = walk_to_end(start, |step| steps.push(step.clone()));
    Path {
        steps,
        end,
        outcome,
    }
}

/// The next step from `start`: the first step [`solve_path`] would take (which says what
/// `start` should be).
pub fn next_step(start: &Position) -> Option<Step> {
    if start.is_solved() {
        return None;
    }
    rater::next(start)
}

fn walk_to_end(start: &Position, mut visit: impl FnMut(&Step)) -> (Outcome, Position) {
    let mut position = *start;
    while !position.is_solved() {
        match rater::next(&position) {
            Some(step) => {
                visit(&step);
                position.apply(&step);
            }
            None => return (Outcome::BeyondScale, position),
        }
    }
    (Outcome::Solved, position)
}

/// ER, EP and ED gathered step by step, as SE's `getDifficulty` gathers them.
#[derive(Default)]
struct Tally {
    er: Rating,
    ep: Option<Rating>,
    ed: Option<Rating>,
    hardest: Option<StepName>,
    steps: usize,
}

impl Tally {
    fn add(&mut self, step: &Step) {
        self.add_rated(step.rating, step.name(), !step.placements.is_empty());
    }

    /// Counts a step of this rating and name, which places a digit or not.
    fn add_rated(&mut self, rating: Rating, name: StepName, places: bool) {
        self.steps += 1;
        if rating > self.er {
            self.er = rating;
            self.hardest = Some(name);
        }
        if self.ep.is_none() {
            self.ed.get_or_insert(self.er);
            if places {
                self.ep = Some(self.er);
            }
        }
    }

    /// Counts what the rater took and applies it to `position`.
    fn take(&mut self, taken: rater::Taken, position: &mut Position) {
        match &taken {
            rater::Taken::Single(single) => {
                self.add_rated(single.rating, StepName::plain(single.technique), true);
            }
            rater::Taken::Step(step) => self.add(step),
        }
        taken.apply(position);
    }

    fn finish(self, outcome: Outcome) -> RatingReport {
        let beyond_scale = outcome == Outcome::BeyondScale;
        let bound = Rating::BEYOND;
        RatingReport {
            er: if beyond_scale {
                bound.max(self.er)
            } else {
                self.er
            },
            // No placement (or no step) before the end: a lower bound when stuck; on a grid
            // already finished, nothing was hard, so 0.0 like ER rather than above it.
            ep: self
                .ep
                .unwrap_or(if beyond_scale { bound } else { self.er }),
            ed: self
                .ed
                .unwrap_or(if beyond_scale { bound } else { self.er }),
            hardest: self.hardest,
            steps: self.steps,
            beyond_scale,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_line;

    /// Rating, which takes singles as found, reports what the whole solving path earns, on
    /// reference puzzles and on solutions with a few cells blanked, whose first steps are
    /// full houses.
    #[test]
    fn rating_reports_what_the_solving_path_earns() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/se-classic.txt");
        let text = std::fs::read_to_string(path).expect("the reference ratings");
        let mut starts = Vec::new();
        for line in text.lines().filter(|l| !l.starts_with('#')).take(100) {
            let fields: Vec<&str> = line.split_whitespace().collect();
            starts.push(parse_line(fields[0]).unwrap());
            let mut solution: Vec<u8> = fields[1].bytes().collect();
            for blank in (0..81).step_by(17) {
                solution[blank] = b'.';
            }
            starts.push(parse_line(std::str::from_utf8(&solution).unwrap()).unwrap());
        }
        let mut full_houses = 0;
        for grid in starts {
            let start = Position::from_grid(&grid);
            let path = solve_path(&start);
            assert_eq!(rate_position(&start), path.report(), "{grid:?}");
            full_houses += usize::from(path.steps[0].technique == Technique::FullHouse);
        }
        assert!(
            full_houses > 50,
            "only {full_houses} paths start with a full house"
        );
    }
}
