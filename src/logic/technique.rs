//! What a step is called and how hard it is, on the Sudoku Explainer 1.2.1 scale.

use std::fmt;

/// A rating on the Sudoku Explainer scale, held exactly in tenths: `Rating(62)` is 6.2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Rating(pub u16);

impl Rating {
    /// The lowest rating any step, and so any puzzle, can have: a full house's.
    pub const LOWEST: Rating = Rating(10);

    /// The lowest rating a chain can have.
    pub const CHAINS: Rating = Rating(65);

    /// What a position no technique on the scale advances is rated at least: the base of SE's
    /// deepest rule (nested forcing chains of level 4), which found nothing.
    pub const BEYOND: Rating = Rating(105);

    /// Where the ratings a step can have stop being a short list: from 4.5 on, unique
    /// rectangles and loops by type and length, the BUG's types and chains by length fill in
    /// the tenths.
    pub const LISTED_BELOW: Rating = Rating(45);

    /// Every rating a step below [`Rating::LISTED_BELOW`] can have, and so every ER a puzzle
    /// can have below it: each technique up to the XYZ-Wing has one rating (a hidden single two,
    /// 1.2 in a box and 1.5 in a line).
    pub const LISTED: [Rating; 18] = [
        Rating(10),
        Rating(12),
        Rating(15),
        Rating(17),
        Rating(19),
        Rating(20),
        Rating(23),
        Rating(25),
        Rating(26),
        Rating(28),
        Rating(30),
        Rating(32),
        Rating(34),
        Rating(36),
        Rating(38),
        Rating(40),
        Rating(42),
        Rating(44),
    ];

    /// The rating as a number (6.2 for `Rating(62)`).
    pub fn value(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// A solving technique, in the order of Sudoku Explainer's ratings (the easiest first).
///
/// Some techniques span several ratings (a hidden single is 1.2 in a box and 1.5 in a row or
/// column; a unique loop grows with its length): a [`Step`](super::Step) carries the exact one.
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// The last empty cell of a box, row or column (1.0).
    FullHouse,
    /// The only place for a digit in a box (1.2) or a row or column (1.5).
    HiddenSingle,
    /// A pointing pair or triple that leaves a hidden single (1.7).
    DirectPointing,
    /// A claiming pair or triple that leaves a hidden single (1.9).
    DirectClaiming,
    /// A hidden pair that leaves a hidden single (2.0).
    DirectHiddenPair,
    /// The only digit left in a cell (2.3).
    NakedSingle,
    /// A hidden triplet that leaves a hidden single (2.5).
    DirectHiddenTriplet,
    /// A digit of a box confined to one row or column (2.6).
    Pointing,
    /// A digit of a row or column confined to one box (2.8).
    Claiming,
    /// Two cells of a unit holding the same two digits only (3.0).
    NakedPair,
    /// A digit in two rows confined to two columns, or the other way round (3.2).
    XWing,
    /// Two digits confined to the same two cells of a unit (3.4).
    HiddenPair,
    /// Three cells of a unit holding three digits only (3.6).
    NakedTriplet,
    /// The three-line fish (3.8).
    Swordfish,
    /// Three digits confined to the same three cells of a unit (4.0).
    HiddenTriplet,
    /// A bivalue pivot with two bivalue pincers (4.2).
    XYWing,
    /// A trivalue pivot with two bivalue pincers (4.4).
    XYZWing,
    /// A deadly pattern of four cells avoided (4.5 and more, by type).
    UniqueRectangle,
    /// A deadly pattern of six or more cells avoided (4.6 and more, by length and type).
    UniqueLoop,
    /// Four cells of a unit holding four digits only (5.0).
    NakedQuad,
    /// The four-line fish (5.2).
    Jellyfish,
    /// Four digits confined to the same four cells of a unit (5.4).
    HiddenQuad,
    /// The bivalue universal grave and the one way out of it (5.6 to 6.0).
    BivalueUniversalGrave,
    /// Two cells that see each other cannot hold a pair of digits that empties a third (6.2).
    AlignedPairExclusion,
    /// A cycle of strong and weak links on one digit through four cells (6.5).
    GeneralizedXWing,
    /// A cycle of links on one digit, read both ways (6.5 and more, by length).
    BidirectionalXCycle,
    /// A cycle through bivalue cells, read both ways (6.5 and more, by length).
    BidirectionalYCycle,
    /// A chain on one digit of six candidates whose assumption contradicts itself (6.6).
    TurbotFish,
    /// A chain on one digit whose assumption contradicts itself (6.6 and more, by length).
    ForcingXChain,
    /// A chain of cell and region links whose assumption contradicts itself (7.0 and more).
    ForcingChain,
    /// A cycle of cell and region links, read both ways (7.0 and more, by length).
    BidirectionalCycle,
    /// Three cells that cannot take a triple of digits that empties a cell seeing them all (7.5).
    AlignedTripletExclusion,
    /// An assumption on one digit that leads to a contradiction (7.5 and more, by length).
    NishioForcingChain,
    /// Every digit of a cell leads to the same conclusion (8.0 and more, by length).
    CellForcingChains,
    /// Every place of a digit in a region leads to the same conclusion (8.0 and more).
    RegionForcingChains,
    /// Forcing chains that rely on candidates struck along the way (8.5 and more, by length).
    DynamicForcingChains,
    /// Dynamic forcing chains that also draw on pointing, claiming, pairs and X-Wings along
    /// the way (9.0 and more, by length).
    DynamicForcingChainsPlus,
    /// Dynamic forcing chains that draw on whole forcing chains along the way (9.5 and more,
    /// by nesting and length).
    NestedForcingChains,
}

impl Technique {
    /// The technique's name. Sudoku Explainer names some steps of a technique apart (by type,
    /// loop length or chain kind): a step's name as SE prints it is [`Step::name`].
    ///
    /// [`Step::name`]: super::Step::name
    pub fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "Full House",
            Technique::HiddenSingle => "Hidden Single",
            Technique::DirectPointing => "Direct Pointing",
            Technique::DirectClaiming => "Direct Claiming",
            Technique::DirectHiddenPair => "Direct Hidden Pair",
            Technique::NakedSingle => "Naked Single",
            Technique::DirectHiddenTriplet => "Direct Hidden Triplet",
            Technique::Pointing => "Pointing",
            Technique::Claiming => "Claiming",
            Technique::NakedPair => "Naked Pair",
            Technique::XWing => "X-Wing",
            Technique::HiddenPair => "Hidden Pair",
            Technique::NakedTriplet => "Naked Triplet",
            Technique::Swordfish => "Swordfish",
            Technique::HiddenTriplet => "Hidden Triplet",
            Technique::XYWing => "XY-Wing",
            Technique::XYZWing => "XYZ-Wing",
            Technique::UniqueRectangle => "Unique Rectangle",
            Technique::UniqueLoop => "Unique Loop",
            Technique::NakedQuad => "Naked Quad",
            Technique::Jellyfish => "Jellyfish",
            Technique::HiddenQuad => "Hidden Quad",
            Technique::BivalueUniversalGrave => "Bivalue Universal Grave",
            Technique::AlignedPairExclusion => "Aligned Pair Exclusion",
            Technique::GeneralizedXWing => "Generalized X-Wing",
            Technique::BidirectionalXCycle => "Bidirectional X-Cycle",
            Technique::BidirectionalYCycle => "Bidirectional Y-Cycle",
            Technique::TurbotFish => "Turbot Fish",
            Technique::ForcingXChain => "Forcing X-Chain",
            Technique::ForcingChain => "Forcing Chain",
            Technique::BidirectionalCycle => "Bidirectional Cycle",
            Technique::AlignedTripletExclusion => "Aligned Triplet Exclusion",
            Technique::NishioForcingChain => "Nishio Forcing Chains",
            Technique::CellForcingChains => "Cell Forcing Chains",
            Technique::RegionForcingChains => "Region Forcing Chains",
            Technique::DynamicForcingChains => "Dynamic Forcing Chains",
            Technique::DynamicForcingChainsPlus => "Dynamic Forcing Chains (+)",
            Technique::NestedForcingChains => "Nested Forcing Chains",
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What sets apart steps of one technique that Sudoku Explainer names apart.
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// Nothing: the technique's name is the step's.
    #[default]
    Plain,
    /// A unique rectangle's or a bivalue universal grave's type, 1 to 4.
    Type(u8),
    /// A unique loop: how many cells it goes through, and its type.
    Loop {
        /// Cells in the loop: 6, 8, 10, …
        cells: u8,
        /// Its type, 1 to 4.
        kind: u8,
    },
    /// A dynamic forcing chain (8.5 and up): what its lines start from, and SE's nesting level,
    /// 0 for plain dynamic chains to 4 for those that nest dynamic chains.
    Chain {
        /// What its lines start from.
        kind: ChainKind,
        /// SE's nesting level.
        level: u8,
    },
}

/// What a dynamic forcing chain's lines start from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChainKind {
    /// One assumption, whose two lines end in a candidate both on and off.
    Contradiction,
    /// A candidate on and off, whose lines end alike.
    Double,
    /// Every digit of a cell, whose lines end alike.
    Cell,
    /// Every place of a digit in a region, whose lines end alike.
    Region,
}

/// The name Sudoku Explainer prints for a step: its technique, with its type, length or kind
/// where SE names those apart (`Unique Loop 6 type 2`, `BUG type 1`, `Dynamic Cell Forcing
/// Chains (+ Forcing Chains)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StepName {
    /// The step's technique.
    pub technique: Technique,
    /// What sets it apart.
    pub variant: Variant,
}

impl StepName {
    /// A step named after its technique alone.
    pub fn plain(technique: Technique) -> StepName {
        StepName {
            technique,
            variant: Variant::Plain,
        }
    }
}

impl fmt::Display for StepName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.technique, self.variant) {
            (Technique::UniqueRectangle, Variant::Type(kind)) => {
                write!(f, "Unique Rectangle type {kind}")
            }
            (Technique::BivalueUniversalGrave, Variant::Type(kind)) => write!(f, "BUG type {kind}"),
            (_, Variant::Loop { cells, kind }) => write!(f, "Unique Loop {cells} type {kind}"),
            (_, Variant::Chain { kind, level }) => {
                let kind = match kind {
                    ChainKind::Contradiction => "Contradiction",
                    ChainKind::Double => "Double",
                    ChainKind::Cell => "Cell",
                    ChainKind::Region => "Region",
                };
                // What the chain nests, as SE says it after the name.
                let nested = match level {
                    0 => "",
                    1 => " (+)",
                    2 => " (+ Forcing Chains)",
                    3 => " (+ Multiple Forcing Chains)",
                    _ => " (+ Dynamic Forcing Chains)",
                };
                write!(f, "Dynamic {kind} Forcing Chains{nested}")
            }
            (technique, _) => f.write_str(technique.name()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_print_with_one_decimal() {
        assert_eq!(Rating(62).to_string(), "6.2");
        assert_eq!(Rating(10).to_string(), "1.0");
        assert_eq!(Rating(117).to_string(), "11.7");
        assert!(Rating(23) > Rating(20));
    }

    #[test]
    fn techniques_are_ordered_by_rating() {
        assert!(Technique::HiddenSingle < Technique::NakedSingle);
        assert!(Technique::NakedSingle < Technique::Pointing);
        assert!(Technique::HiddenQuad < Technique::AlignedPairExclusion);
        assert_eq!(Technique::XYWing.to_string(), "XY-Wing");
    }

    /// Steps are named as SE names them, told apart by type, length and kind.
    #[test]
    fn steps_are_named_as_sudoku_explainer_names_them() {
        let named = |technique, variant| StepName { technique, variant }.to_string();
        assert_eq!(named(Technique::XYWing, Variant::Plain), "XY-Wing");
        assert_eq!(
            named(Technique::UniqueRectangle, Variant::Type(2)),
            "Unique Rectangle type 2"
        );
        assert_eq!(
            named(Technique::UniqueLoop, Variant::Loop { cells: 8, kind: 2 }),
            "Unique Loop 8 type 2"
        );
        assert_eq!(
            named(Technique::BivalueUniversalGrave, Variant::Type(1)),
            "BUG type 1"
        );
        let chain = |kind, level| Variant::Chain { kind, level };
        for (variant, name) in [
            (
                chain(ChainKind::Contradiction, 0),
                "Dynamic Contradiction Forcing Chains",
            ),
            (
                chain(ChainKind::Double, 1),
                "Dynamic Double Forcing Chains (+)",
            ),
            (
                chain(ChainKind::Cell, 2),
                "Dynamic Cell Forcing Chains (+ Forcing Chains)",
            ),
            (
                chain(ChainKind::Contradiction, 3),
                "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)",
            ),
            (
                chain(ChainKind::Region, 4),
                "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)",
            ),
        ] {
            assert_eq!(named(Technique::NestedForcingChains, variant), name);
        }
    }
}
