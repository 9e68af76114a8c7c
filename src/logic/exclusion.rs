//! Aligned pair exclusion.

use super::position::Position;
use super::step::Step;

/// The first aligned pair exclusion in SE's order.
pub(crate) fn aligned_pair_exclusion(_position: &Position) -> Option<Step> {
    None
}
