//! Climbing to rare puzzles: moving one given at a time toward what a caller's judge wants.
//!
//! Some puzzles are too rare for random tries to meet: fewer than one random minimal puzzle in
//! a hundred thousand rates 9.3 or more. But puzzles one given apart tend to be alike, so a
//! walk that keeps moving to the best-judged of a puzzle's neighbours (one given taken away and
//! one put in, anywhere, with one solution) gets there in a few dozen moves. Hard-puzzle hunters
//! have searched this way for years ("vicinity searches").
//!
//! The walk may pass through puzzles that are not minimal, and whatever it finds is made
//! minimal before it is judged again: generated puzzles are always minimal.

use std::collections::HashSet;
use std::ops::ControlFlow;

use crate::grid::{CELLS, Grid, box_of, column_of, row_of};
use crate::random::Random;
use crate::solver;

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

/// Every puzzle that differs from `puzzle` in one given moved (taken away, and a digit put in
/// another cell or another digit in the same one) and has exactly one solution, each with that
/// solution, in a fixed order.
///
/// With the given taken away, the puzzle's solutions tell which additions leave exactly one:
/// those that exactly one solution agrees with. A puzzle left with more solutions than are
/// worth listing has the additions that none or one of the listed agree with counted out.
pub(super) fn neighbours(puzzle: &Grid) -> Vec<(Grid, Grid)> {
    /// Solutions listed for one given taken away; most minimal puzzles less one given have far
    /// fewer.
    const LISTED: u64 = 256;
    let mut found = Vec::new();
    for taken in (0..CELLS).filter(|&cell| puzzle.get(cell) != 0) {
        let mut fewer = *puzzle;
        fewer.set(taken, 0);
        // For each cell and digit, how many listed solutions have it (capped at two) and the
        // last that did.
        let mut agreeing = [[0u8; 9]; CELLS];
        let mut last = [[0u16; 9]; CELLS];
        let mut solutions = Vec::new();
        let listed = solver::solutions_in_order(&fewer, LISTED, |solution| {
            let number = solutions.len() as u16;
            solutions.push(*solution);
            for cell in (0..CELLS).filter(|&cell| fewer.get(cell) == 0) {
                let digit = usize::from(solution.get(cell) - 1);
                agreeing[cell][digit] = (agreeing[cell][digit] + 1).min(2);
                last[cell][digit] = number;
            }
        });
        let complete = listed < LISTED;
        for cell in (0..CELLS).filter(|&cell| fewer.get(cell) == 0) {
            let used = digits_seen_from(&fewer, cell);
            for digit in 1..=9u8 {
                let d = usize::from(digit - 1);
                if (cell == taken && digit == puzzle.get(taken)) || used & 1 << d != 0 {
                    continue;
                }
                let mut moved = fewer;
                moved.set(cell, digit);
                let solution = match (agreeing[cell][d], complete) {
                    (1, true) => solutions[usize::from(last[cell][d])],
                    (0, true) | (2.., _) => continue,
                    (_, false) => match solver::count_solutions(&moved, 2) {
                        1 => match solver::any_solution(&moved) {
                            Some(solution) => solution,
                            None => continue,
                        },
                        _ => continue,
                    },
                };
                found.push((moved, solution));
            }
        }
    }
    found
}

/// The digits given in the row, column and box of `cell`, bit `d - 1` for digit `d`.
fn digits_seen_from(puzzle: &Grid, cell: usize) -> u16 {
    let mut seen = 0;
    for other in 0..CELLS {
        let digit = puzzle.get(other);
        let sees = row_of(other) == row_of(cell)
            || column_of(other) == column_of(cell)
            || box_of(other) == box_of(cell);
        if digit != 0 && sees {
            seen |= 1 << (digit - 1);
        }
    }
    seen
}

/// `puzzle` (with one solution, `solution`) with givens taken away in a random order, each one
/// unless that would leave more than one solution: a minimal puzzle. One pass is enough, as in
/// carving: a given that could not go earlier cannot go later.
pub(super) fn minimized(puzzle: &Grid, solution: &Grid, random: &mut Random) -> Grid {
    let mut order: Vec<usize> = (0..CELLS).filter(|&cell| puzzle.get(cell) != 0).collect();
    random.shuffle(&mut order);
    let mut minimal = *puzzle;
    for cell in order {
        minimal.set(cell, 0);
        if solver::solution_differing_in(&minimal, solution, &[cell]).is_some() {
            minimal.set(cell, solution.get(cell));
        }
    }
    minimal
}

/// A walk's state: where it stands and where it has been.
pub(super) struct Walk {
    /// The puzzle it stands on, its solution and its score.
    pub at: (Grid, Grid, i32),
    /// Every puzzle it stood on: it never goes back, or a walk on a plateau would go to and fro.
    visited: HashSet<Grid>,
}

impl Walk {
    /// A walk starting on `puzzle`.
    pub fn from(puzzle: Grid, solution: Grid, score: i32) -> Walk {
        Walk {
            at: (puzzle, solution, score),
            visited: HashSet::from([puzzle]),
        }
    }

    /// The neighbours of where the walk stands that it has not stood on.
    pub fn moves(&self) -> Vec<(Grid, Grid)> {
        let mut moves = neighbours(&self.at.0);
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

    const MINIMAL: &str =
        "....9.2586.....1.......3..6...1.43..2..7...1..14.6.5.....97.....6...2.4.52.3..9..";

    #[test]
    fn neighbours_are_every_unique_puzzle_one_given_away() {
        let puzzle = parse_line(MINIMAL).unwrap();
        let found = neighbours(&puzzle);
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
    fn minimized_puzzles_keep_their_solution_and_lose_every_spare_given() {
        let solution = solver::any_solution(&parse_line(MINIMAL).unwrap()).unwrap();
        let mut random = Random::new(7);
        let mut puzzle = parse_line(MINIMAL).unwrap();
        // Two spare givens.
        for cell in [0, 1] {
            puzzle.set(cell, solution.get(cell));
        }
        let minimal = minimized(&puzzle, &solution, &mut random);
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
        let mut walk = Walk::from(puzzle, solution, 10);
        let moves = walk.moves();
        let mut random = Random::new(1);
        let scores = [8, 12, 11];
        let scored = moves.iter().copied().zip(scores);
        assert!(walk.step(scored, 2, &mut random).is_continue());
        assert_eq!(walk.at, (moves[1].0, moves[1].1, 12));
        // The puzzle it came from is a neighbour, but one it stood on.
        assert!(neighbours(&walk.at.0).iter().any(|&(p, _)| p == puzzle));
        assert!(!walk.moves().iter().any(|&(p, _)| p == puzzle));
        // All more than the slack below 12: stalled, standing where it was.
        let scored = walk.moves().into_iter().map(|m| (m, 9));
        assert!(walk.step(scored, 2, &mut random).is_break());
        assert_eq!(walk.at.2, 12);
    }
}
