//! Bivalue universal grave (types 1 to 4).

use super::position::Position;
use super::step::Step;

/// The bivalue universal grave, as SE finds it.
pub(crate) fn bivalue_universal_grave(_position: &Position) -> Option<Step> {
    None
}
