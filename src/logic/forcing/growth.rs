//! What tells the chaining rules apart: how each grows an assumption's consequences, its base
//! rating, and how its hints are named.

use crate::logic::technique::{ChainKind, StepName, Technique, Variant};

/// How a chaining rule grows an assumption's consequences.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Growth {
    /// Whether links inside a cell count (a bivalue cell, an on candidate's cell mates).
    pub(super) cell_links: bool,
    /// Whether each off candidate is struck from the working grid once taken.
    pub(super) dynamic: bool,
    /// SE's nesting level: from 1 on, other techniques applied to the working grid add links
    /// when the direct ones run out.
    pub(super) level: u8,
    /// At level 4, the level of the dynamic forcing chains nested inside.
    pub(super) nesting: u8,
}

impl Growth {
    pub(super) const NISHIO: Growth = Growth {
        cell_links: false,
        dynamic: true,
        level: 0,
        nesting: 0,
    };
    pub(super) const MULTIPLE: Growth = Growth {
        cell_links: true,
        dynamic: false,
        level: 0,
        nesting: 0,
    };

    /// Dynamic forcing chains of SE's `level` (0 for plain ones), nesting dynamic forcing
    /// chains of level `nesting` at level 4.
    pub(super) const fn nested(level: u8, nesting: u8) -> Growth {
        Growth {
            cell_links: true,
            dynamic: true,
            level,
            nesting,
        }
    }

    /// Whether [`Closures`](crate::logic::closure::Closures) tell what this growth reaches:
    /// dynamic forcing chains of level 0, whose links are the cell's and the regions' alone.
    pub(super) fn has_closures(self) -> bool {
        self == Growth::nested(0, 0)
    }

    /// SE's base rating for the rule's hints.
    pub(super) fn base(self) -> f64 {
        match (self.level, self.dynamic, self.cell_links) {
            (0, true, false) => 7.5,
            (0, false, _) => 8.0,
            (level, _, _) => 8.5 + 0.5 * f64::from(level),
        }
    }

    /// How the rule's hints are named.
    pub(super) fn naming(self) -> Naming {
        let (cell, region) = self.techniques();
        Naming {
            cell,
            region,
            dynamic_level: (self.dynamic && self.cell_links).then_some(self.level),
        }
    }

    /// The techniques of the rule's cell and region hints.
    fn techniques(self) -> (Technique, Technique) {
        match self.level {
            0 if self.dynamic => (
                Technique::DynamicForcingChains,
                Technique::DynamicForcingChains,
            ),
            0 => (Technique::CellForcingChains, Technique::RegionForcingChains),
            1 => (
                Technique::DynamicForcingChainsPlus,
                Technique::DynamicForcingChainsPlus,
            ),
            _ => (
                Technique::NestedForcingChains,
                Technique::NestedForcingChains,
            ),
        }
    }
}

/// How a rule's hints are named: after the technique of its cell hints or of its region ones
/// and, for dynamic forcing chains, as SE names them apart, by what their lines start from and
/// the rule's nesting level.
#[derive(Clone, Copy)]
pub(super) struct Naming {
    cell: Technique,
    region: Technique,
    dynamic_level: Option<u8>,
}

impl Naming {
    /// The name of a hint of SE's sort key `sort_key`: 1 for a double forcing chain, 5 for a
    /// cell's, 6 for a region's, 7 for a contradiction.
    pub(super) fn name(self, sort_key: u8) -> StepName {
        let (technique, kind) = match sort_key {
            1 => (self.cell, ChainKind::Double),
            5 => (self.cell, ChainKind::Cell),
            6 => (self.region, ChainKind::Region),
            _ => (self.cell, ChainKind::Contradiction),
        };
        let variant = match self.dynamic_level {
            Some(level) => Variant::Chain { kind, level },
            None => Variant::Plain,
        };
        StepName { technique, variant }
    }
}
