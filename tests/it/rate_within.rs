//! `logic::rate_within`, the bounded rating `generate --difficulty` filters with: on every
//! reference file, for many ranges, it gives a report exactly when the full rating is known to
//! be in range, and then the very report the full rating gives; and `logic::rate_against`, which
//! `generate`'s climb scores with, says on which side of the range the others lie.

use std::ops::{Bound, RangeBounds};

use sudoku::format::parse_line;
use sudoku::logic::{self, Against, Level, Position, Rating, RatingRange, RatingReport};

use crate::common::data_file;

/// Every `step`-th puzzle of a reference file, with SE's ER, leaving out those SE rates `skip`
/// or more (dynamic forcing chains take a while in a debug build) but for the first `keep`.
fn sample(name: &str, step: usize, skip: Rating, keep: usize) -> Vec<sudoku::Grid> {
    let text = std::fs::read_to_string(data_file(name)).unwrap();
    let mut kept_above = 0;
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .step_by(step)
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let er: Rating = fields
                .iter()
                .find_map(|f| f.strip_prefix("ER="))?
                .parse()
                .ok()?;
            if er >= skip {
                kept_above += 1;
                if kept_above > keep {
                    return None;
                }
            }
            Some(parse_line(fields[0]).unwrap())
        })
        .collect()
}

/// What `rate_within` must answer: the full report when its ER is known to be in `range`.
fn expected(full: &RatingReport, range: &impl RangeBounds<Rating>) -> Option<RatingReport> {
    let bounded = !matches!(range.end_bound(), Bound::Unbounded);
    let known = range.contains(&full.er) && !(full.beyond_scale && bounded);
    known.then_some(*full)
}

fn check(puzzle: &sudoku::Grid, ranges: &[RatingRange]) -> RatingReport {
    let start = Position::from_grid(puzzle);
    let full = logic::rate_position(&start);
    let er = full.er.0;
    // The ranges every puzzle gets, and those that end just at its own rating, where an
    // off-by-one in the early stops would show.
    let mut all = ranges.to_vec();
    all.extend([
        RatingRange {
            min: full.er,
            max: Some(full.er),
        },
        RatingRange {
            min: Rating(0),
            max: Some(Rating(er.saturating_sub(1))),
        },
        RatingRange {
            min: Rating(er + 1),
            max: None,
        },
        RatingRange {
            min: full.er,
            max: None,
        },
        RatingRange {
            min: Rating(er.saturating_sub(3)),
            max: Some(Rating(er + 2)),
        },
    ]);
    for range in &all {
        assert_eq!(
            logic::rate_within(&start, *range),
            expected(&full, range),
            "{puzzle:?} rated {} (exact: {}) in {range}",
            full.er,
            !full.beyond_scale
        );
        check_side(&start, &full, range);
    }
    // Standard ranges too, exclusive ends included.
    let exclusive = Rating(30)..Rating(46);
    assert_eq!(
        logic::rate_within(&start, exclusive.clone()),
        expected(&full, &exclusive)
    );
    assert_eq!(logic::rate_within(&start, ..Rating(0)), None);
    full
}

/// `rate_against` on `range`: the report when `rate_within` gives one, the exact ER of a puzzle
/// below, a bound above the range's top that the ER reaches for one above, and `Unknown` only
/// for a lower bound that could lie in the range or above it.
fn check_side(start: &Position, full: &RatingReport, range: &RatingRange) {
    let side = logic::rate_against(start, *range);
    let context = format!(
        "rated {} (exact: {}) in {range}",
        full.er, !full.beyond_scale
    );
    if let Some(report) = expected(full, range) {
        assert_eq!(side, Against::Within(report), "{context}");
    } else if range.max.is_some_and(|max| full.er > max) {
        let max = range.max.unwrap();
        assert!(
            matches!(side, Against::Above(at_least) if at_least > max && at_least <= full.er),
            "{side:?}, {context}"
        );
    } else if full.er < range.min && !full.beyond_scale {
        assert_eq!(side, Against::Below(full.er), "{context}");
    } else {
        assert_eq!(side, Against::Unknown, "{context}");
    }
}

#[test]
fn bounded_ratings_agree_with_full_ones_on_every_reference_file() {
    let mut ranges: Vec<RatingRange> = Level::ALL.iter().map(|level| level.range()).collect();
    for text in [
        "3.0..4.5", "..2.0", "6.6..7.2", "7.5..", "8.0..8.9", "9.0..", "2.3..6.5",
    ] {
        ranges.push(text.parse().unwrap());
    }
    let files = [
        ("se-classic.txt", 1, Rating(85), 2),
        ("se-classic-17clue.txt", 8, Rating(85), 1),
        ("se-classic-top1465.txt", 3, Rating(85), 1),
        ("se-classic-chains.txt", 6, Rating(85), 1),
    ];
    let mut levels = [0usize; 5];
    let mut inexact = 0;
    for (name, step, skip, keep) in files {
        for puzzle in sample(name, step, skip, keep) {
            let full = check(&puzzle, &ranges);
            levels[Level::of(full.er) as usize] += 1;
            inexact += usize::from(full.beyond_scale);
        }
    }
    // The sample reaches every level, so each early stop was put to the test.
    assert!(
        levels.iter().all(|&n| n >= 5),
        "puzzles per level: {levels:?}"
    );
    eprintln!("puzzles per level: {levels:?}, {inexact} rated only as a lower bound");
}

#[test]
fn a_lower_bound_is_in_range_only_when_the_range_has_no_top() {
    // Pencilmarks that leave a cell no candidate: no technique finishes them, so the rating is
    // a lower bound, which may lie anywhere above.
    let puzzle = parse_line(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    )
    .unwrap();
    let mut masks = *sudoku::Candidates::from_grid(&puzzle).masks();
    masks[2] = 0;
    let start = Position::from_candidates(&sudoku::Candidates::from_masks(masks).unwrap());
    let full = logic::rate_position(&start);
    let ranges: Vec<RatingRange> = ["0..", "..20", "0..20"]
        .iter()
        .map(|text| text.parse().unwrap())
        .collect();
    for range in &ranges {
        assert_eq!(logic::rate_within(&start, *range), expected(&full, range));
    }
    assert!(full.beyond_scale, "{full:?}");
    assert_eq!(logic::rate_within(&start, ranges[0]), Some(full));
    assert_eq!(logic::rate_within(&start, ranges[2]), None);
}
