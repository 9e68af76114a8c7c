//! Climbing to rare puzzles: moving one given at a time toward what a caller's judge wants.
//!
//! Some puzzles are too rare for random tries to meet: fewer than one random minimal puzzle in
//! a hundred thousand rates 9.3 or more. But puzzles one given apart tend to be alike, so a
//! walk that keeps moving to the best-judged of a puzzle's neighbours (one given taken away and
//! one put in, anywhere, with one solution; with a symmetry, one orbit of givens) gets there in
//! a few dozen moves. Hard-puzzle hunters have searched this way for years ("vicinity
//! searches").
//!
//! The walk may pass through puzzles that are not minimal, and whatever it finds is made
//! minimal before it is judged again: generated puzzles are always minimal.

use std::collections::{BTreeMap, HashSet};
use std::ops::ControlFlow;

use crate::candidates::Candidates;
use crate::grid::Grid;
use crate::random::Random;
use crate::solver;
use crate::symmetry::Orbit;

use super::carve;

/// What a caller's judge says of one puzzle.
#[derive(Debug, Clone, PartialEq)]
pub enum Judged<T> {
    /// The puzzle will do, with what the judge learnt of it (say its rating).
    Kept(T),
    /// Not this one, but the higher the score, the nearer it is to one that will do.
    Scored(i32),
    /// Not this one, nor a puzzle to climb from.
    Dropped,
}

impl<T> Judged<T> {
    /// What was kept, if anything.
    pub fn kept(self) -> Option<T> {
        match self {
            Judged::Kept(kept) => Some(kept),
            Judged::Scored(_) | Judged::Dropped => None,
        }
    }
}

/// When a search starts climbing, and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Climb {
    /// Random tries before climbing from the best of them, and again after each walk that
    /// stalls. A range that random tries meet often (most of them) is met before any climb.
    pub after: u64,
    /// How far below the puzzle it stands on a move may go: a walk that only ever rose would
    /// stall on the first puzzle whose neighbours all score lower.
    pub slack: i32,
}

/// Every puzzle that differs from `puzzle` in one orbit of givens moved (its givens taken away,
/// and digits put in another orbit or other digits in the same one) and has exactly one
/// solution, each with that solution, in a fixed order. Without symmetry an orbit is one cell.
///
/// With an orbit taken away, the puzzle's solutions tell which additions leave exactly one:
/// those that exactly one solution agrees with. When it is left with more solutions than are
/// worth listing, an addition that two listed solutions agree with is counted out, a cell's
/// other digits are each checked by a search, and an orbit of several cells is given only the
/// digits one listed solution puts there (checked too): all of them would be 9^n searches.
pub(super) fn neighbours(puzzle: &Grid, orbits: &[Orbit]) -> Vec<(Grid, Grid)> {
    /// Solutions listed for one cell taken away; most minimal puzzles less one given have far
    /// fewer.
    const LISTED_FOR_A_CELL: u64 = 256;
    /// Solutions listed for an orbit of several cells taken away. Such a puzzle has many more,
    /// and only the fillings listed are offered, so listing more gives a walk more moves:
    /// `--symmetry rotate180 --rating 9.4..` took 6,208 tries for seed 2 against 12,557 with
    /// 256 listed, and `--rating 9.5..` 50,663 for seed 1 against none in 100,000. Listing is
    /// cheap beside rating the moves.
    const LISTED_FOR_AN_ORBIT: u64 = 4096;
    let holds = |grid: &Grid, orbit: &Orbit, given: bool| {
        orbit
            .cells()
            .iter()
            .all(|&cell| (grid.get(usize::from(cell)) != 0) == given)
    };
    let mut found = Vec::new();
    for taken in orbits.iter().filter(|orbit| holds(puzzle, orbit, true)) {
        let mut fewer = *puzzle;
        for &cell in taken.cells() {
            fewer.set(usize::from(cell), 0);
        }
        let mut solutions = Vec::new();
        let limit = match taken.cells().len() {
            1 => LISTED_FOR_A_CELL,
            _ => LISTED_FOR_AN_ORBIT,
        };
        let listed = solver::solutions_in_order(&fewer, limit, |solution| {
            solutions.push(*solution);
        });
        let complete = listed < limit;
        for orbit in orbits.iter().filter(|orbit| holds(&fewer, orbit, false)) {
            let cells = orbit.cells();
            let digits_on = |grid: &Grid| {
                let mut digits = [0u8; 8];
                for (slot, &cell) in digits.iter_mut().zip(cells) {
                    *slot = grid.get(usize::from(cell));
                }
                digits
            };
            // For each way the listed solutions fill the orbit: how many do (capped at two),
            // and the last that did.
            let mut fillings: BTreeMap<[u8; 8], (u8, usize)> = BTreeMap::new();
            for (number, solution) in solutions.iter().enumerate() {
                let entry = fillings.entry(digits_on(solution)).or_insert((0, number));
                *entry = ((entry.0 + 1).min(2), number);
            }
            if !complete && cells.len() == 1 {
                // Every digit the cell's row, column and box allow, unlisted ones included.
                let allowed = Candidates::from_grid(&fewer).digits(usize::from(cells[0]));
                for digit in allowed {
                    let mut key = [0u8; 8];
                    key[0] = digit;
                    fillings.entry(key).or_insert((1, usize::MAX));
                }
            }
            for (digits, &(agreeing, last)) in &fillings {
                let mut moved = fewer;
                for (&cell, &digit) in cells.iter().zip(digits) {
                    moved.set(usize::from(cell), digit);
                }
                if agreeing != 1 || moved == *puzzle {
                    continue;
                }
                let solution = match (complete, solutions.get(last)) {
                    (true, Some(&solution)) => solution,
                    _ => {
                        let mut only = None;
                        match solver::solutions_in_order(&moved, 2, |s| only = Some(*s)) {
                            1 => only.expect("one solution was visited"),
                            _ => continue,
                        }
                    }
                };
                found.push((moved, solution));
            }
        }
    }
    found
}

/// `puzzle` (with one solution, `solution`) with orbits of givens taken away in a random order,
/// each one unless that would leave more than one solution: a minimal puzzle. One pass is
/// enough, as in carving: an orbit that could not go earlier cannot go later.
pub(super) fn minimized(
    puzzle: &Grid,
    solution: &Grid,
    orbits: &[Orbit],
    random: &mut Random,
) -> Grid {
    let given = |orbit: &&Orbit| puzzle.get(usize::from(orbit.cells()[0])) != 0;
    let mut order: Vec<&Orbit> = orbits.iter().filter(given).collect();
    random.shuffle(&mut order);
    let mut minimal = *puzzle;
    for orbit in order {
        let cells = orbit.cells();
        for &cell in cells {
            minimal.set(usize::from(cell), 0);
        }
        if !carve::still_unique(&minimal, solution, cells) {
            for &cell in cells {
                minimal.set(usize::from(cell), solution.get(usize::from(cell)));
            }
        }
    }
    minimal
}

/// A walk's state: where it stands and where it has been.
pub(super) struct Walk {
    /// The puzzle it stands on, its solution and its score.
    pub at: (Grid, Grid, i32),
    /// The orbits its givens fill: a move keeps the symmetry the walk started with.
    orbits: &'static [Orbit],
    /// Every puzzle it stood on: it never goes back, or a walk on a plateau would go to and fro.
    visited: HashSet<Grid>,
}

impl Walk {
    /// A walk starting on `puzzle`, whose givens fill whole `orbits`.
    pub fn from(puzzle: Grid, solution: Grid, score: i32, orbits: &'static [Orbit]) -> Walk {
        Walk {
            at: (puzzle, solution, score),
            orbits,
            visited: HashSet::from([puzzle]),
        }
    }

    /// The neighbours of where the walk stands that it has not stood on.
    pub fn moves(&self) -> Vec<(Grid, Grid)> {
        let mut moves = neighbours(&self.at.0, self.orbits);
        moves.retain(|(puzzle, _)| !self.visited.contains(puzzle));
        moves
    }

    /// Moves to the best-scored of `scored` (neighbours with their scores), a random one of
    /// those tied, unless all fall more than `slack` below where it stands: then it has
    /// stalled, and says so.
    pub fn step(
        &mut self,
        scored: impl Iterator<Item = ((Grid, Grid), i32)>,
        slack: i32,
        random: &mut Random,
    ) -> ControlFlow<()> {
        let floor = self.at.2.saturating_sub(slack);
        let mut best: Vec<((Grid, Grid), i32)> = Vec::new();
        for (moved, score) in scored.filter(|&(_, score)| score >= floor) {
            match best.first().map(|&(_, top)| score.cmp(&top)) {
                Some(std::cmp::Ordering::Less) => {}
                Some(std::cmp::Ordering::Equal) => best.push((moved, score)),
                Some(std::cmp::Ordering::Greater) | None => best = vec![(moved, score)],
            }
        }
        if best.is_empty() {
            return ControlFlow::Break(());
        }
        let ((puzzle, solution), score) = best[random.index(best.len())];
        self.visited.insert(puzzle);
        self.at = (puzzle, solution, score);
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_line;
    use crate::grid::CELLS;
    use crate::symmetry::Symmetry;

    const MINIMAL: &str =
        "....9.2586.....1.......3..6...1.43..2..7...1..14.6.5.....97.....6...2.4.52.3..9..";

    #[test]
    fn neighbours_are_every_unique_puzzle_one_given_away() {
        let puzzle = parse_line(MINIMAL).unwrap();
        let found = neighbours(&puzzle, Symmetry::None.orbits());
        // Every one found has one solution, the one given with it, and one given moved.
        for (moved, solution) in &found {
            assert_eq!(solver::count_solutions(moved, 2), 1);
            assert_eq!(solver::any_solution(moved).as_ref(), Some(solution));
            let differ = (0..CELLS)
                .filter(|&c| moved.get(c) != puzzle.get(c))
                .count();
            assert!((1..=2).contains(&differ) && moved.givens() == puzzle.givens());
        }
        // And none is missed: every move checked one by one.
        let mut expected = 0;
        for taken in (0..CELLS).filter(|&c| puzzle.get(c) != 0) {
            let mut fewer = puzzle;
            fewer.set(taken, 0);
            for cell in (0..CELLS).filter(|&c| fewer.get(c) == 0) {
                for digit in (1..=9).filter(|&d| cell != taken || d != puzzle.get(taken)) {
                    let mut moved = fewer;
                    moved.set(cell, digit);
                    expected += usize::from(solver::count_solutions(&moved, 2) == 1);
                }
            }
        }
        assert_eq!(found.len(), expected);
        assert!(expected > 100, "a minimal puzzle has many neighbours");
    }

    #[test]
    fn symmetric_neighbours_move_a_whole_orbit_and_keep_the_symmetry() {
        // A puzzle without symmetry, and one symmetric under a half turn.
        let puzzle = parse_line(
            "..1..3..929.6...3.......7.89...6.....3...24...7.1...5......63..5.9.......2.74..1.",
        );
        let puzzle = puzzle.unwrap();
        let symmetric = crate::generate::Generator::new(
            11,
            crate::generate::Options {
                symmetry: Symmetry::Rotate180,
                ..Default::default()
            },
        )
        .unwrap()
        .generate(0)
        .unwrap()
        .puzzle;
        let orbits = Symmetry::Rotate180.orbits();
        let found = neighbours(&symmetric, orbits);
        assert!(!found.is_empty());
        for (moved, solution) in &found {
            assert!(Symmetry::Rotate180.fits(moved));
            assert_eq!(solver::count_solutions(moved, 2), 1);
            assert_eq!(solver::any_solution(moved).as_ref(), Some(solution));
            // One orbit taken away, one filled (or the same one refilled).
            let changed = orbits.iter().filter(|orbit| {
                orbit
                    .cells()
                    .iter()
                    .any(|&c| moved.get(usize::from(c)) != symmetric.get(usize::from(c)))
            });
            assert!((1..=2).contains(&changed.count()));
        }
        // Without symmetry the same puzzle moves one cell at a time.
        assert!(neighbours(&puzzle, Symmetry::None.orbits()).len() > 100);
    }

    #[test]
    fn minimized_puzzles_keep_their_solution_and_lose_every_spare_given() {
        let solution = solver::any_solution(&parse_line(MINIMAL).unwrap()).unwrap();
        let mut random = Random::new(7);
        let mut puzzle = parse_line(MINIMAL).unwrap();
        // Two spare givens.
        for cell in [0, 1] {
            puzzle.set(cell, solution.get(cell));
        }
        let minimal = minimized(&puzzle, &solution, Symmetry::None.orbits(), &mut random);
        assert_eq!(solver::count_solutions(&minimal, 2), 1);
        assert_eq!(solver::any_solution(&minimal), Some(solution));
        for cell in (0..CELLS).filter(|&c| minimal.get(c) != 0) {
            let mut fewer = minimal;
            fewer.set(cell, 0);
            assert!(
                solver::count_solutions(&fewer, 2) > 1,
                "given {cell} is spare"
            );
        }
    }

    #[test]
    fn a_walk_takes_the_best_move_never_goes_back_and_stalls_below_its_slack() {
        let puzzle = parse_line(MINIMAL).unwrap();
        let solution = solver::any_solution(&puzzle).unwrap();
        let mut walk = Walk::from(puzzle, solution, 10, Symmetry::None.orbits());
        let moves = walk.moves();
        let mut random = Random::new(1);
        let scores = [8, 12, 11];
        let scored = moves.iter().copied().zip(scores);
        assert!(walk.step(scored, 2, &mut random).is_continue());
        assert_eq!(walk.at, (moves[1].0, moves[1].1, 12));
        // The puzzle it came from is a neighbour, but one it stood on.
        assert!(
            neighbours(&walk.at.0, Symmetry::None.orbits())
                .iter()
                .any(|&(p, _)| p == puzzle)
        );
        assert!(!walk.moves().iter().any(|&(p, _)| p == puzzle));
        // All more than the slack below 12: stalled, standing where it was.
        let scored = walk.moves().into_iter().map(|m| (m, 9));
        assert!(walk.step(scored, 2, &mut random).is_break());
        assert_eq!(walk.at.2, 12);
    }
}
