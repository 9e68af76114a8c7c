//! The rating loop: at each step, the first hint of the first technique that has one, in Sudoku
//! Explainer's order of techniques, is applied; the ratings are gathered as SE gathers them.
//!
//! SE does not look for the easiest hint overall: it asks its techniques in a fixed order (which
//! is nearly, not exactly, the order of their ratings — a naked single at 2.3 is tried before a
//! direct hidden triplet at 2.5 but after a direct hidden pair at 2.0) and takes the first hint
//! the first productive technique finds. Matching its ratings means matching that order, and the
//! order each technique walks the grid in.

use super::position::Position;
use super::step::Step;
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

/// The step the rater takes from `position`, if any technique applies.
///
/// A step that would change nothing (possible only in a position that is already broken, such
/// as contradictory pencilmarks) is passed over, so that every step taken makes progress and a
/// solving path always ends.
pub(crate) fn next(position: &Position) -> Option<Step> {
    FINDERS.iter().find_map(|finder| {
        finder(position).filter(|step| !step.placements.is_empty() || !step.eliminations.is_empty())
    })
}
