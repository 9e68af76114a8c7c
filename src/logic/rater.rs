//! The rating loop: at each step, the first hint of the first technique that has one, in Sudoku
//! Explainer's order of techniques, is applied; the ratings are gathered as SE gathers them.
//!
//! SE does not look for the easiest hint overall: it asks its techniques in a fixed order (which
//! is nearly, not exactly, the order of their ratings — a naked single at 2.3 is tried before a
//! direct hidden triplet at 2.5 but after a direct hidden pair at 2.0) and takes the first hint
//! the first productive technique finds. Matching its ratings means matching that order, and the
//! order each technique walks the grid in.

use super::position::Position;
use super::singles::Single;
use super::step::Step;
use super::technique::Rating;
use super::{
    bug, chains, exclusion, fish, forcing, intersections, singles, subsets, uniqueness, wings,
};

/// One technique finder, in the order the rater tries them.
type Finder = fn(&Position) -> Option<Step>;

/// SE 1.2.1's techniques up to its static chains, in the order its rater asks them.
const FINDERS: [Finder; 32] = [
    singles::hidden_single,
    |p| intersections::intersection(p, true),
    |p| subsets::hidden_set(p, 2, true),
    singles::naked_single,
    |p| subsets::hidden_set(p, 3, true),
    |p| intersections::intersection(p, false),
    |p| subsets::naked_set(p, 2),
    |p| fish::fish(p, 2),
    |p| subsets::hidden_set(p, 2, false),
    |p| subsets::naked_set(p, 3),
    |p| fish::fish(p, 3),
    |p| subsets::hidden_set(p, 3, false),
    |p| wings::wing(p, false),
    |p| wings::wing(p, true),
    uniqueness::unique_loop,
    |p| subsets::naked_set(p, 4),
    |p| fish::fish(p, 4),
    |p| subsets::hidden_set(p, 4, false),
    bug::bivalue_universal_grave,
    exclusion::aligned_pair_exclusion,
    chains::static_chain,
    exclusion::aligned_triplet_exclusion,
    forcing::nishio,
    forcing::multiple,
    forcing::dynamic,
    forcing::dynamic_plus,
    |p| forcing::nested(p, 2, 0),
    |p| forcing::nested(p, 3, 0),
    |p| forcing::nested(p, 4, 0),
    |p| forcing::nested(p, 4, 1),
    |p| forcing::nested(p, 4, 2),
    |p| forcing::nested(p, 4, 3),
];

/// The least rating of any step each finder of [`FINDERS`] can give, in the same order: its
/// technique's base rating (longer chains and loops, and some kinds, only add to it). A floor
/// too high would make [`rate_within`] wrong, so `floors_hold_on_every_step_taken` checks them
/// on the reference puzzles. A finder added at the end of `FINDERS` without a floor here shares
/// the last one: SE's later techniques are its hardest, so that stays sound, only less quick to
/// rule them out.
///
/// [`rate_within`]: super::rate_within
const FLOORS: &[Rating] = &[
    Rating(10),  // full house; hidden single 1.2 in a box, 1.5 in a line
    Rating(17),  // direct pointing 1.7, direct claiming 1.9
    Rating(20),  // direct hidden pair
    Rating(23),  // naked single
    Rating(25),  // direct hidden triplet
    Rating(26),  // pointing 2.6, claiming 2.8
    Rating(30),  // naked pair
    Rating(32),  // X-wing
    Rating(34),  // hidden pair
    Rating(36),  // naked triplet
    Rating(38),  // swordfish
    Rating(40),  // hidden triplet
    Rating(42),  // XY-wing
    Rating(44),  // XYZ-wing
    Rating(45),  // unique rectangles 4.5 and loops 4.6 and up
    Rating(50),  // naked quad
    Rating(52),  // jellyfish
    Rating(54),  // hidden quad
    Rating(56),  // bivalue universal grave, 5.6 to 6.0
    Rating(62),  // aligned pair exclusion
    Rating(65),  // X- and Y-cycles 6.5, forcing X-chains 6.6, forcing chains 7.0, and longer
    Rating(75),  // aligned triplet exclusion
    Rating(75),  // Nishio forcing chains
    Rating(80),  // cell and region forcing chains
    Rating(85),  // dynamic forcing chains
    Rating(90),  // dynamic forcing chains (+)
    Rating(95),  // nested forcing chains, level 2
    Rating(100), // level 3
    Rating(105), // level 4, nesting dynamic forcing chains of level 0
    Rating(105), // level 4, nesting level 1
    Rating(105), // level 4, nesting level 2
    Rating(105), // level 4, nesting level 3
];

const _: () = assert!(
    FLOORS.len() <= FINDERS.len(),
    "a floor for a finder not listed"
);

/// The floor of finder `i`: its own, or the last one for a finder added after the table.
const fn floor(i: usize) -> Rating {
    if i < FLOORS.len() {
        FLOORS[i]
    } else {
        FLOORS[FLOORS.len() - 1]
    }
}

/// For each `i`, the least rating a step can have once the finders before `i` have found
/// nothing: the least floor from finder `i` on, or, past the last finder, the rating an
/// unfinished puzzle is given at least ([`Rating::BEYOND`]).
const LEAST_FROM: [Rating; FINDERS.len() + 1] = {
    let mut least = [Rating::BEYOND; FINDERS.len() + 1];
    let mut i = FINDERS.len();
    while i > 0 {
        i -= 1;
        least[i] = if floor(i).0 < least[i + 1].0 {
            floor(i)
        } else {
            least[i + 1]
        };
    }
    least
};

/// The step the rater takes from `position`, if any technique applies.
///
/// A step that would change nothing (possible only in a position that is already broken, such
/// as contradictory pencilmarks) is passed over, so that every step taken makes progress and a
/// solving path always ends.
pub(crate) fn next(position: &Position) -> Option<Step> {
    first(position, FINDERS.len()).map(|(_, step)| step)
}

/// A step [`next`] would take, as a caller that only tallies ratings needs it: a full house or
/// hidden single (most steps of a rating, found by the first finder) as it was found, without
/// the words and lists of a [`Step`].
pub(crate) enum Taken {
    Single(Single),
    Step(Step),
}

impl Taken {
    pub(crate) fn rating(&self) -> Rating {
        match self {
            Taken::Single(single) => single.rating,
            Taken::Step(step) => step.rating,
        }
    }

    /// Takes the step in `position`.
    pub(crate) fn apply(&self, position: &mut Position) {
        match self {
            Taken::Single(single) => position.place(single.cell, single.digit),
            Taken::Step(step) => position.apply(step),
        }
    }
}

/// What the rater does next when only steps rated at most some maximum matter.
// Not boxed: a rating within bounds takes every step through this, singles by the thousand,
// and each is moved out at once.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Bounded {
    /// The step [`next`] takes, which is rated at most the maximum.
    Step(Taken),
    /// [`next`] would find no step: the puzzle is unfinished.
    Stuck,
    /// [`next`] would take a step rated above the maximum, or find none while the maximum is
    /// below [`Rating::BEYOND`]: the rating exceeds the maximum either way.
    Above,
}

/// The step [`next`] would take, looked for only among the finders that can give one rated at
/// most `max`. Since SE's order nearly follows the ratings, the finders past the first whose
/// floors all exceed `max` are never run: an easy range never runs the chains.
pub(crate) fn next_at_most(position: &Position, max: Rating) -> Bounded {
    let cut = LEAST_FROM
        .iter()
        .position(|&least| least > max)
        .unwrap_or(LEAST_FROM.len());
    match taken_first(position, cut.min(FINDERS.len())) {
        Some(taken) if taken.rating() <= max => Bounded::Step(taken),
        Some(_) => Bounded::Above,
        None if cut <= FINDERS.len() => Bounded::Above,
        None => Bounded::Stuck,
    }
}

/// [`first`], a single as it was found: the first finder is [`singles::hidden_single`], which
/// makes a step of what [`singles::first_single`] finds. (A single places a digit in an open
/// cell: it always changes the position.)
fn taken_first(position: &Position, count: usize) -> Option<Taken> {
    debug_assert!(std::ptr::fn_addr_eq(
        FINDERS[0],
        singles::hidden_single as Finder
    ));
    if count == 0 {
        return None;
    }
    if let Some(single) = singles::first_single(position) {
        return Some(Taken::Single(single));
    }
    first_from(position, 1, count).map(|(_, step)| Taken::Step(step))
}

/// The first step of the first `count` finders, with the index of the finder that gave it.
fn first(position: &Position, count: usize) -> Option<(usize, Step)> {
    first_from(position, 0, count)
}

/// The first step of finders `from..count`, with the index of the finder that gave it.
fn first_from(position: &Position, from: usize, count: usize) -> Option<(usize, Step)> {
    FINDERS[..count]
        .iter()
        .enumerate()
        .skip(from)
        .find_map(|(i, finder)| {
            finder(position)
                .filter(|step| changes(position, step))
                .map(|step| (i, step))
        })
}

/// Whether taking `step` changes `position`: it places a digit in an open cell or removes a
/// candidate still there. A step that does not would leave the rater where it was, for ever.
fn changes(position: &Position, step: &Step) -> bool {
    let placed = |&(cell, _): &(usize, u8)| position.values[cell] == 0;
    let removed = |&(cell, digit): &(usize, u8)| position.open[cell] >> (digit - 1) & 1 == 1;
    step.placements.iter().any(placed) || step.eliminations.iter().any(removed)
}

/// The positions the rater goes through on the first `count` reference puzzles that need
/// chains, step by step (where a step changes a few cells), then ten sample positions (each
/// unlike the one before): for tests of what searches remember from one to the next.
#[cfg(test)]
pub(crate) fn rating_paths(count: usize) -> Vec<Position> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/se-classic-chains.txt"
    );
    let text = std::fs::read_to_string(path).expect("the reference chain puzzles");
    let mut positions = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')).take(count) {
        let grid = crate::format::parse_line(line.split_whitespace().next().unwrap()).unwrap();
        let mut position = Position::from_grid(&grid);
        while let Some(step) = next(&position) {
            positions.push(position);
            position.apply(&step);
        }
    }
    positions.extend(super::position::sample_positions(10));
    positions
}

/// Runs `searches` at every position of [`rating_paths`]`(12)`, in order: each gives, for
/// one search, what the rater's search (which remembers what it found nothing in at the
/// positions before) finds and what a search of everything finds, which must agree. How many
/// searches were compared, and how many found a hint.
#[cfg(test)]
pub(crate) fn compare_along_rating_paths(
    searches: impl Fn(&Position) -> Vec<(Option<Step>, Option<Step>)>,
) -> (usize, usize) {
    let (mut compared, mut found) = (0, 0);
    for position in rating_paths(12) {
        for (remembering, fresh) in searches(&position) {
            assert_eq!(remembering, fresh, "{position:?}");
            compared += 1;
            found += usize::from(fresh.is_some());
        }
    }
    (compared, found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_line;

    /// Only a step that places a digit in an open cell or removes a candidate still there
    /// counts; one that repeats what the position already says would stall the rater.
    #[test]
    fn a_step_that_changes_nothing_is_not_taken() {
        let puzzle = parse_line(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let position = Position::from_grid(&puzzle);
        let mut step = next(&position).expect("a hidden single at least");
        assert!(changes(&position, &step));
        // r1c1 holds 5: placing it again, or removing a 1 from it, changes nothing.
        step.placements = vec![(0, 5)];
        step.eliminations = vec![(0, 1)];
        assert!(!changes(&position, &step));
        // r1c3 may hold 1, 2 or 4: removing its 1 is progress, removing a 5 is not.
        step.placements.clear();
        step.eliminations = vec![(2, 5)];
        assert!(!changes(&position, &step));
        step.eliminations.push((2, 1));
        assert!(changes(&position, &step));
    }

    /// A caller that only tallies ratings is handed what [`next`] would take: the same single,
    /// rated alike, or the same step, at every position along the reference paths.
    #[test]
    fn what_a_rating_takes_is_the_step_next_takes() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/se-classic.txt");
        let text = std::fs::read_to_string(path).expect("the reference ratings");
        let mut singles = 0;
        for line in text.lines().filter(|l| !l.starts_with('#')).take(120) {
            let puzzle = parse_line(line.split_whitespace().next().unwrap()).unwrap();
            let mut position = Position::from_grid(&puzzle);
            let taken = |position: &Position| match next_at_most(position, Rating(u16::MAX)) {
                Bounded::Step(taken) => Some(taken),
                Bounded::Stuck => None,
                Bounded::Above => panic!("nothing rates above the top"),
            };
            while let Some(step) = next(&position) {
                match taken(&position).expect("a step, as next found one") {
                    Taken::Single(single) => {
                        assert_eq!(step.placements, [(single.cell, single.digit)]);
                        assert!(step.eliminations.is_empty());
                        assert_eq!(
                            (step.rating, step.technique),
                            (single.rating, single.technique)
                        );
                        singles += 1;
                    }
                    Taken::Step(taken) => assert_eq!(taken, step),
                }
                position.apply(&step);
            }
            assert!(taken(&position).is_none());
        }
        assert!(singles > 3000, "only {singles} singles");
    }

    #[test]
    fn least_ratings_only_grow_and_end_beyond() {
        assert!(LEAST_FROM.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(LEAST_FROM[FINDERS.len()], Rating::BEYOND);
        assert_eq!(LEAST_FROM[0], Rating(10));
    }

    /// Every step the rater takes on the reference puzzles comes from a finder whose floor is at
    /// most the step's rating, and one rated below 4.5 has a rating `Rating::LISTED` names
    /// (which `generate --rating` trusts to refuse a range no puzzle can be rated in). The few
    /// puzzles that need dynamic forcing chains are slow in a debug build; `rate_within`'s own
    /// test covers more of them.
    #[test]
    fn floors_hold_on_every_step_taken() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/se-classic.txt");
        let text = std::fs::read_to_string(path).expect("the reference ratings");
        let mut seen = [false; FINDERS.len()];
        let mut listed_seen = std::collections::BTreeSet::new();
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let er: Rating = fields[2].strip_prefix("ER=").unwrap().parse().unwrap();
            if er >= Rating(80) {
                continue;
            }
            let puzzle = parse_line(fields[0]).unwrap();
            let mut position = Position::from_grid(&puzzle);
            while let Some((i, step)) = first(&position, FINDERS.len()) {
                assert!(step.rating >= floor(i), "{step} from finder {i}");
                if step.rating < Rating::LISTED_BELOW {
                    assert!(Rating::LISTED.contains(&step.rating), "{step}");
                    listed_seen.insert(step.rating);
                }
                seen[i] = true;
                position.apply(&step);
            }
        }
        let seen = seen.iter().filter(|&&s| s).count();
        assert!(seen >= 20, "only {seen} finders gave steps");
        // The list is no wider than the steps: nearly every rating it names is taken.
        assert!(
            listed_seen.len() >= 15,
            "only {listed_seen:?} of the listed ratings"
        );
    }
}
