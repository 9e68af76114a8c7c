//! The symmetries a puzzle's given cells can have, and the cell orbits each one groups the grid
//! into.
//!
//! A symmetry here is a group of geometric maps of the 9×9 square (rotations and reflections).
//! Givens "have" the symmetry when every map sends a given cell to a given cell; equivalently,
//! the givens are a union of *orbits*, the sets of cells the maps send one cell to. The generator
//! removes and keeps whole orbits, which is how its puzzles get their symmetry exactly.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use crate::grid::{CELLS, Grid};
use crate::random::Random;

/// A symmetry of the given cells' positions.
///
/// The names ([`Symmetry::name`], [`FromStr`], [`fmt::Display`]) are those of the command line:
/// `none`, `rotate180`, `rotate90`, `mirror`, `flip`, `diagonal`, `antidiagonal`, `dihedral` and
/// `random`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Symmetry {
    /// No symmetry: every cell is its own orbit.
    #[default]
    None,
    /// A half turn about the centre.
    Rotate180,
    /// Quarter turns about the centre (so half turns too).
    Rotate90,
    /// Reflection left to right, across the middle column.
    Mirror,
    /// Reflection top to bottom, across the middle row.
    Flip,
    /// Reflection across the main diagonal (top left to bottom right).
    Diagonal,
    /// Reflection across the anti-diagonal (top right to bottom left).
    Antidiagonal,
    /// All eight rotations and reflections of the square.
    Dihedral,
    /// One of the other symmetries (`none` included), drawn from the puzzle's random stream
    /// (by the generator, for each try); see [`Symmetry::resolve`].
    Random,
}

/// One of the eight maps of the square, on 0-based (row, column).
pub(crate) type Map = fn(usize, usize) -> (usize, usize);

const IDENTITY: Map = |r, c| (r, c);
const HALF_TURN: Map = |r, c| (8 - r, 8 - c);
const QUARTER_TURN: Map = |r, c| (c, 8 - r);
const THREE_QUARTER_TURN: Map = |r, c| (8 - c, r);
const MIRROR: Map = |r, c| (r, 8 - c);
const FLIP: Map = |r, c| (8 - r, c);
const TRANSPOSE: Map = |r, c| (c, r);
const ANTI_TRANSPOSE: Map = |r, c| (8 - c, 8 - r);

impl Symmetry {
    /// Every symmetry with a fixed meaning, in the order of the command line: all but
    /// [`Symmetry::Random`], which picks one of these.
    pub const FIXED: [Symmetry; 8] = [
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::Mirror,
        Symmetry::Flip,
        Symmetry::Diagonal,
        Symmetry::Antidiagonal,
        Symmetry::Dihedral,
    ];

    /// Every symmetry name the parser accepts, in order.
    pub const NAMES: [&'static str; 9] = [
        "none",
        "rotate180",
        "rotate90",
        "mirror",
        "flip",
        "diagonal",
        "antidiagonal",
        "dihedral",
        "random",
    ];

    /// The name used on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotate180 => "rotate180",
            Symmetry::Rotate90 => "rotate90",
            Symmetry::Mirror => "mirror",
            Symmetry::Flip => "flip",
            Symmetry::Diagonal => "diagonal",
            Symmetry::Antidiagonal => "antidiagonal",
            Symmetry::Dihedral => "dihedral",
            Symmetry::Random => "random",
        }
    }

    /// The symmetry to use: itself, or for [`Symmetry::Random`] one of [`Symmetry::FIXED`]
    /// drawn from `random` (which is then advanced by one draw; fixed symmetries draw nothing).
    pub fn resolve(self, random: &mut Random) -> Symmetry {
        match self {
            Symmetry::Random => Symmetry::FIXED[random.index(Symmetry::FIXED.len())],
            fixed => fixed,
        }
    }

    /// The maps of the symmetry's group, identity first. Empty for [`Symmetry::Random`], which
    /// is no group until resolved.
    pub(crate) fn maps(self) -> &'static [Map] {
        match self {
            Symmetry::None => &[IDENTITY],
            Symmetry::Rotate180 => &[IDENTITY, HALF_TURN],
            Symmetry::Rotate90 => &[IDENTITY, QUARTER_TURN, HALF_TURN, THREE_QUARTER_TURN],
            Symmetry::Mirror => &[IDENTITY, MIRROR],
            Symmetry::Flip => &[IDENTITY, FLIP],
            Symmetry::Diagonal => &[IDENTITY, TRANSPOSE],
            Symmetry::Antidiagonal => &[IDENTITY, ANTI_TRANSPOSE],
            Symmetry::Dihedral => &[
                IDENTITY,
                QUARTER_TURN,
                HALF_TURN,
                THREE_QUARTER_TURN,
                MIRROR,
                FLIP,
                TRANSPOSE,
                ANTI_TRANSPOSE,
            ],
            Symmetry::Random => &[],
        }
    }

    /// The cells `cell` is sent to by the symmetry's maps (itself included), ascending, without
    /// repeats. For [`Symmetry::Random`], which has no maps until resolved, the cell alone.
    pub fn orbit_of(self, cell: usize) -> Orbit {
        assert!(cell < CELLS, "cell {cell} is off the grid");
        let mut orbit = Orbit {
            cells: [0; 8],
            len: 0,
        };
        let (row, column) = (cell / 9, cell % 9);
        let maps = match self.maps() {
            [] => &[IDENTITY][..],
            maps => maps,
        };
        for map in maps {
            let (r, c) = map(row, column);
            let image = (r * 9 + c) as u8;
            if !orbit.cells().contains(&image) {
                orbit.cells[usize::from(orbit.len)] = image;
                orbit.len += 1;
            }
        }
        orbit.cells[..usize::from(orbit.len)].sort_unstable();
        orbit
    }

    /// The grid split into orbits: every cell in exactly one, listed by their smallest cell.
    /// For [`Symmetry::Random`], which has no maps until resolved, one orbit per cell.
    pub fn orbits(self) -> &'static [Orbit] {
        // Worked out once per symmetry: a generator asks for them once per puzzle.
        static ORBITS: OnceLock<[Vec<Orbit>; 9]> = OnceLock::new();
        let all = ORBITS.get_or_init(|| {
            [Symmetry::Random]
                .into_iter()
                .chain(Symmetry::FIXED)
                .map(|symmetry| {
                    (0..CELLS)
                        .map(|cell| (cell, symmetry.orbit_of(cell)))
                        .filter(|(cell, orbit)| usize::from(orbit.cells()[0]) == *cell)
                        .map(|(_, orbit)| orbit)
                        .collect()
                })
                .collect::<Vec<_>>()
                .try_into()
                .expect("nine symmetries")
        });
        let position = Symmetry::FIXED.iter().position(|&s| s == self);
        &all[position.map_or(0, |p| p + 1)]
    }

    /// True when the set of cells for which `marked` holds has this symmetry: every orbit is
    /// wholly in or wholly out.
    pub fn holds_for(self, marked: impl Fn(usize) -> bool) -> bool {
        (0..CELLS).all(|cell| {
            self.orbit_of(cell)
                .cells()
                .iter()
                .all(|&image| marked(usize::from(image)) == marked(cell))
        })
    }

    /// True when the given (non-blank) cells of `grid` have this symmetry.
    pub fn fits(self, grid: &Grid) -> bool {
        self.holds_for(|cell| grid.get(cell) != 0)
    }
}

/// A set of one to eight cells a symmetry maps onto each other, ascending.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Orbit {
    cells: [u8; 8],
    len: u8,
}

impl Orbit {
    /// The cells (indexes in reading order), ascending.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..usize::from(self.len)]
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A symmetry name that is not one of [`Symmetry::NAMES`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown symmetry '{name}' (expected one of: {})", Symmetry::NAMES.join(", "))]
pub struct UnknownSymmetry {
    /// The name as given.
    pub name: String,
}

impl FromStr for Symmetry {
    type Err = UnknownSymmetry;

    fn from_str(text: &str) -> Result<Symmetry, UnknownSymmetry> {
        Symmetry::FIXED
            .into_iter()
            .chain([Symmetry::Random])
            .find(|symmetry| symmetry.name() == text)
            .ok_or_else(|| UnknownSymmetry {
                name: text.to_owned(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_unknown_names_are_listed() {
        for name in Symmetry::NAMES {
            let symmetry: Symmetry = name.parse().unwrap();
            assert_eq!(symmetry.to_string(), name);
        }
        let err = "rotate45".parse::<Symmetry>().unwrap_err();
        assert!(err.to_string().contains("'rotate45'"), "{err}");
        assert!(err.to_string().contains("antidiagonal"), "{err}");
    }

    #[test]
    fn orbits_partition_the_grid() {
        for symmetry in Symmetry::FIXED {
            let mut seen = [0; CELLS];
            for orbit in symmetry.orbits() {
                for &cell in orbit.cells() {
                    seen[usize::from(cell)] += 1;
                    assert_eq!(symmetry.orbit_of(usize::from(cell)), *orbit, "{symmetry}");
                }
            }
            assert!(seen.iter().all(|&n| n == 1), "{symmetry}: {seen:?}");
        }
    }

    #[test]
    fn orbit_counts_match_the_geometry() {
        // Cells fixed by each map decide the count (Burnside); these are easy to check by hand:
        // the half turn fixes the centre, a mirror its middle column, a diagonal its 9 cells.
        let counts: Vec<usize> = Symmetry::FIXED.iter().map(|s| s.orbits().len()).collect();
        assert_eq!(counts, [81, 41, 21, 45, 45, 45, 45, 15]);
    }

    #[test]
    fn orbits_follow_the_named_maps() {
        let cells = |s: Symmetry, cell| s.orbit_of(cell).cells().to_vec();
        // r1c2 is cell 1.
        assert_eq!(cells(Symmetry::Mirror, 1), [1, 7]);
        assert_eq!(cells(Symmetry::Flip, 1), [1, 73]);
        assert_eq!(cells(Symmetry::Diagonal, 1), [1, 9]);
        assert_eq!(cells(Symmetry::Antidiagonal, 1), [1, 71]);
        assert_eq!(cells(Symmetry::Rotate180, 1), [1, 79]);
        assert_eq!(cells(Symmetry::Rotate90, 1), [1, 17, 63, 79]);
        assert_eq!(cells(Symmetry::Dihedral, 1).len(), 8);
        assert_eq!(cells(Symmetry::Dihedral, 40), [40]);
    }

    #[test]
    fn random_resolves_to_every_fixed_symmetry_and_draws_from_the_stream() {
        let mut random = Random::new(1);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..200 {
            seen.insert(Symmetry::Random.resolve(&mut random));
        }
        assert_eq!(seen.len(), Symmetry::FIXED.len());
        assert_eq!(Symmetry::Mirror.resolve(&mut random), Symmetry::Mirror);
    }

    #[test]
    fn fits_checks_the_given_positions() {
        let mut grid = Grid::EMPTY;
        grid.set(1, 5);
        assert!(Symmetry::None.fits(&grid));
        assert!(!Symmetry::Mirror.fits(&grid));
        grid.set(7, 3);
        assert!(Symmetry::Mirror.fits(&grid));
        assert!(!Symmetry::Flip.fits(&grid));
    }
}
