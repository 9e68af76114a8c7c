//! Unique rectangles and loops (types 1 to 4).

use super::position::Position;
use super::step::Step;

/// The easiest unique rectangle or loop, as SE sorts them.
pub(crate) fn unique_loop(_position: &Position) -> Option<Step> {
    None
}
