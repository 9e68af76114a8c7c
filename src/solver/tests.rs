//! Checks the engine against the rules and against a naive reference solver.
//!
//! The reference fills blanks in reading order trying 1..=9, so the first solution it meets is
//! the lexicographically smallest by construction. It is slow on hard puzzles, so it runs under a
//! node budget and cases it cannot finish are skipped rather than waited for.

use super::*;
use crate::grid::CELLS;
use crate::random::Random;
use crate::reference::{
    SOLVED, assert_solves, grid, random_puzzle, random_solution, reference_solutions,
};

/// Checks every question the solver answers against the naive reference; false when the
/// reference gave up.
fn check_against_reference(puzzle: &Grid) -> bool {
    const LIMIT: usize = 30;
    let Some(expected) = reference_solutions(puzzle, LIMIT, 200_000) else {
        return false;
    };
    let mut seen = Vec::new();
    let visited = solutions_in_order(puzzle, LIMIT as u64, |g| seen.push(*g));
    assert_eq!(visited as usize, seen.len());
    assert_eq!(seen, expected, "solutions in order of {puzzle:?}");
    assert_eq!(
        count_solutions(puzzle, LIMIT as u64) as usize,
        expected.len()
    );
    assert_eq!(count_solutions(puzzle, 2) as usize, expected.len().min(2));

    let smallest = smallest_solution(puzzle);
    assert_eq!(smallest.map(|s| s.grid), expected.first().copied());
    assert_eq!(smallest_grid(puzzle), expected.first().copied());
    if let Some(s) = smallest {
        assert_eq!(s.unique, expected.len() == 1);
    }
    match any_solution(puzzle) {
        Some(g) => {
            assert!(!expected.is_empty());
            assert_solves(puzzle, &g);
        }
        None => assert!(expected.is_empty()),
    }
    true
}

#[test]
fn the_empty_grid_has_a_known_smallest_solution() {
    let smallest = smallest_solution(&Grid::EMPTY).unwrap();
    assert!(!smallest.unique);
    assert_eq!(
        smallest.grid.to_line(),
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
    );
    assert_eq!(count_solutions(&Grid::EMPTY, 100), 100);
    assert_solves(&Grid::EMPTY, &any_solution(&Grid::EMPTY).unwrap());
}

#[test]
fn a_full_valid_grid_is_its_own_unique_solution() {
    let full = grid(SOLVED);
    assert_eq!(
        smallest_solution(&full),
        Some(Solution {
            grid: full,
            unique: true
        })
    );
    assert_eq!(any_solution(&full), Some(full));
    assert_eq!(count_solutions(&full, 5), 1);
}

#[test]
fn a_limit_of_zero_counts_nothing() {
    assert_eq!(count_solutions(&Grid::EMPTY, 0), 0);
    assert_eq!(solutions_in_order(&Grid::EMPTY, 0, |_| panic!()), 0);
}

#[test]
fn conflicting_givens_have_no_solution() {
    let mut cases = Vec::new();
    for (a, b) in [(0, 8), (0, 72), (0, 20), (40, 76), (30, 33)] {
        let mut g = Grid::EMPTY;
        g.set(a, 5);
        g.set(b, 5);
        cases.push(g);
    }
    // A full grid with two cells swapped.
    let mut full = grid(SOLVED);
    let (x, y) = (full.get(0), full.get(1));
    full.set(0, y);
    full.set(1, x);
    cases.push(full);
    for puzzle in cases {
        assert_eq!(any_solution(&puzzle), None, "{puzzle:?}");
        assert_eq!(smallest_solution(&puzzle), None);
        assert_eq!(count_solutions(&puzzle, 2), 0);
        assert_eq!(solutions_in_order(&puzzle, 2, |_| panic!()), 0);
    }
}

#[test]
fn puzzles_without_conflict_but_without_solution_have_none() {
    // r1c1 sees 1-8 in its row and 9 in its column.
    let mut cornered = Grid::EMPTY;
    for c in 1..9 {
        cornered.set(c, c as u8);
    }
    cornered.set(40 - 4, 9);
    // r1c8 and r1c9 both need the 9: each sees 1-7 in its row and an 8 in its column.
    let mut unsolvable = Grid::EMPTY;
    for c in 0..7 {
        unsolvable.set(c, c as u8 + 1);
    }
    unsolvable.set(3 * 9 + 7, 8);
    unsolvable.set(6 * 9 + 8, 8);
    for puzzle in [cornered, unsolvable] {
        assert_eq!(any_solution(&puzzle), None, "{puzzle:?}");
        assert_eq!(smallest_solution(&puzzle), None);
        assert_eq!(count_solutions(&puzzle, 2), 0);
    }
}

#[test]
fn random_puzzles_agree_with_the_reference() {
    let mut rng = Random::new(0x9E37_79B9_7F4A_7C15);
    let mut checked = 0;
    for round in 0..300 {
        // From nearly full to nearly empty, so puzzles range from one solution to very many.
        let blanks = [20, 40, 50, 55, 60, 65, 75, 79, 81][round % 9];
        let puzzle = random_puzzle(&mut rng, blanks);
        if check_against_reference(&puzzle) {
            checked += 1;
        }
    }
    assert!(
        checked >= 200,
        "the reference finished only {checked} cases"
    );
}

#[test]
fn altered_givens_agree_with_the_reference() {
    // Changing one given of a solvable puzzle often leaves it without solution, or with others.
    let mut rng = Random::new(0xD1B5_4A32_D192_ED03);
    let mut checked = 0;
    for _ in 0..200 {
        let mut puzzle = random_puzzle(&mut rng, 45);
        let given = loop {
            let cell = rng.index(CELLS);
            if puzzle.get(cell) != 0 {
                break cell;
            }
        };
        puzzle.set(given, rng.index(9) as u8 + 1);
        if check_against_reference(&puzzle) {
            checked += 1;
        }
    }
    assert!(
        checked >= 150,
        "the reference finished only {checked} cases"
    );
}

/// A puzzle with one solution that propagation alone does not solve: givens of a random
/// solution are dropped, in random order, as long as the solution stays unique, until the
/// first board that needs a search. `None` when dropping every given that may go leaves one
/// that propagation solves.
fn unique_stuck_puzzle(rng: &mut Random) -> Option<Grid> {
    let mut puzzle = random_solution(rng);
    let mut order: Vec<usize> = (0..CELLS).collect();
    rng.shuffle(&mut order);
    for cell in order {
        let given = puzzle.get(cell);
        puzzle.set(cell, 0);
        if count_solutions(&puzzle, 2) != 1 {
            puzzle.set(cell, given);
            continue;
        }
        let mut board = Board::new(&puzzle);
        if search::propagate(&mut board) == Ok(Progress::Stuck) {
            return Some(puzzle);
        }
    }
    None
}

#[test]
fn the_reading_order_try_answers_like_the_reference_when_it_answers() {
    // Fairly full boards, where the try mostly answers on its own: with several solutions
    // (random blanks) or one (givens dropped while the solution stays unique), found without
    // a dead end or after some, the second one found by the try or left to counting. Whenever
    // it answers, the answer must be the reference's.
    let mut rng = Random::new(0x2F6B_1C55_A3E9_0D47);
    let (mut answered, mut unique) = (0, 0);
    for round in 0..400 {
        let puzzle = if round % 2 == 0 {
            random_puzzle(&mut rng, [40, 46, 50, 53, 56][round / 2 % 5])
        } else if let Some(puzzle) = unique_stuck_puzzle(&mut rng) {
            puzzle
        } else {
            continue;
        };
        let mut board = Board::new(&puzzle);
        if search::propagate(&mut board) != Ok(Progress::Stuck) || board.open_cells() >= 48 {
            continue;
        }
        let Some(answer) = try_in_reading_order(board, Uniqueness::Wanted) else {
            continue;
        };
        let Some(expected) = reference_solutions(&puzzle, 2, 200_000) else {
            continue;
        };
        let (grid, alone) = answer.expect("a stuck board of a solvable puzzle");
        assert_eq!(grid, expected[0], "{puzzle:?}");
        assert_eq!(alone, Some(expected.len() == 1), "{puzzle:?}");
        // Without uniqueness wanted, the try stops at the same first solution.
        let (first, _) = try_in_reading_order(board, Uniqueness::Unwanted)
            .expect("no dead end before the first solution either")
            .expect("a stuck board of a solvable puzzle");
        assert_eq!(first, expected[0], "{puzzle:?}");
        answered += 1;
        unique += usize::from(expected.len() == 1);
    }
    assert!(answered >= 100, "the try answered only {answered} cases");
    assert!(unique >= 10, "only {unique} of them had one solution");
}

/// A grid with no solution whose givens clash nowhere, and whose contradiction lies in its
/// fourth to sixth rows (box 6 needs 4, 5 and 6 in two cells, as rows 5 and 6 hold them): a
/// search in reading order would try every filling of the first three rows first. Found by
/// the fuzzer, where enumerating solutions in order ran for hours.
#[test]
fn a_contradiction_far_from_the_first_cells_is_found_without_trying_them_all() {
    let puzzle =
        grid("...................................7645........7645.......................8......");
    assert_eq!(solutions_in_order(&puzzle, 4, |_| panic!("no solution")), 0);
    assert_eq!(count_solutions(&puzzle, 4), 0);
    assert_eq!(smallest_solution(&puzzle), None);
}

/// The guided enumeration, which takes over from the plain one after its budget of dead ends,
/// visits the same solutions in the same order: with no budget at all it takes over at the
/// first dead end, passing over the solutions visited before.
#[test]
fn guided_enumeration_visits_what_the_plain_one_visits() {
    let mut rng = Random::new(7);
    let mut compared = 0;
    for _ in 0..40 {
        let puzzle = random_puzzle(&mut rng, 58);
        let collect = |budget: u32| {
            let mut seen = Vec::new();
            let _ = search::search_in_order_within(Board::new(&puzzle), budget, &mut |b| {
                seen.push(b.solved_grid());
                if seen.len() < 40 {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                }
            });
            seen
        };
        let plain = collect(u32::MAX);
        assert_eq!(collect(0), plain, "{puzzle:?}");
        compared += usize::from(plain.len() > 1);
    }
    assert!(
        compared >= 10,
        "only {compared} puzzles with several solutions"
    );
}

#[test]
fn solutions_come_in_strictly_increasing_order() {
    let mut rng = Random::new(42);
    for _ in 0..20 {
        let puzzle = random_puzzle(&mut rng, 64);
        let mut seen: Vec<Grid> = Vec::new();
        let n = solutions_in_order(&puzzle, 300, |g| {
            assert_solves(&puzzle, g);
            seen.push(*g);
        });
        assert_eq!(n as usize, seen.len());
        assert!(seen.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(count_solutions(&puzzle, 300), n);
    }
}

/// A few puzzles of each benchmark set, if the sets are present next to the project. Most sets
/// hold puzzles with one solution; the serg set's puzzles have several, so uniqueness is taken
/// from the count rather than assumed.
#[test]
fn benchmark_samples_are_answered_consistently() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/bench/data");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        println!(
            "note: {} is absent; skipping the benchmark samples",
            dir.display()
        );
        return;
    };
    let mut files: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("puzzles"))
        })
        .collect();
    files.sort();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let puzzles = text
            .lines()
            .map(str::trim)
            .filter(|l| l.len() >= 81 && !l.starts_with('#'))
            .take(25);
        for line in puzzles {
            let puzzle = grid(&line[..81]);
            let any = any_solution(&puzzle).unwrap();
            assert_solves(&puzzle, &any);
            let count = count_solutions(&puzzle, 3);
            assert!(count >= 1);
            let smallest = smallest_solution(&puzzle).unwrap();
            assert_eq!(smallest.unique, count == 1, "{line}");
            assert_eq!(smallest_grid(&puzzle), Some(smallest.grid), "{line}");
            assert!(smallest.grid <= any);
            let mut seen = Vec::new();
            assert_eq!(solutions_in_order(&puzzle, 3, |g| seen.push(*g)), count);
            assert_eq!(seen[0], smallest.grid, "{line}");
            assert!(seen.windows(2).all(|w| w[0] < w[1]));
            for g in &seen {
                assert_solves(&puzzle, g);
            }
        }
    }
}

/// The portable search and the one compiled for newer x86-64 processors must visit the same
/// solutions in the same order; the public functions only ever take one of them per machine.
#[test]
fn every_instruction_set_version_searches_alike() {
    use super::board::Board;
    use super::isa::Portable;
    use super::search::{DeadEnds, Fewest, ReadingOrder, search_portable};
    use std::ops::ControlFlow;

    type Visitor<'a> = &'a mut dyn FnMut(&Board) -> ControlFlow<()>;

    /// Up to 20 solutions in the order `run` visits them.
    fn collect(puzzle: &Grid, run: impl Fn(Board, Visitor) -> ControlFlow<()>) -> Vec<Grid> {
        let mut seen = Vec::new();
        let _ = run(Board::new(puzzle), &mut |b| {
            seen.push(b.solved_grid());
            if seen.len() < 20 {
                ControlFlow::Continue(())
            } else {
                ControlFlow::Break(())
            }
        });
        seen
    }

    let mut rng = Random::new(7);
    for round in 0..60 {
        let puzzle = random_puzzle(&mut rng, [30, 50, 58, 64][round % 4]);
        assert_eq!(
            collect(&puzzle, |b, v| search_portable::<Fewest>(
                Portable,
                &mut { b },
                &mut DeadEnds::unlimited(),
                &mut |x| v(x)
            )),
            collect(&puzzle, |b, v| search::<Fewest>(b, &mut |x| v(x))),
            "{puzzle:?}"
        );
        assert_eq!(
            collect(&puzzle, |b, v| search_portable::<ReadingOrder>(
                Portable,
                &mut { b },
                &mut DeadEnds::unlimited(),
                &mut |x| v(x)
            )),
            collect(&puzzle, |b, v| search::<ReadingOrder>(b, &mut |x| v(x))),
            "{puzzle:?}"
        );
    }
    #[cfg(target_arch = "x86_64")]
    if super::isa::X86V3::detect().is_none() {
        println!("note: this processor lacks AVX2/BMI2; only the portable search ran");
    }
}

/// Arbitrary grids, most of them breaking a rule somewhere: every question answers without
/// panicking, and the answers agree with each other.
#[test]
fn arbitrary_grids_get_consistent_answers() {
    let mut rng = Random::new(0xA5A5_5A5A_0F0F_F0F0);
    for round in 0..400 {
        let mut cells = [0u8; CELLS];
        let givens = [0, 1, 5, 10, 17, 25, 40, 81][round % 8];
        for _ in 0..givens {
            cells[rng.index(CELLS)] = rng.index(10) as u8;
        }
        let puzzle = Grid::from_cells(cells).unwrap();
        let any = any_solution(&puzzle);
        let count = count_solutions(&puzzle, 3);
        let smallest = smallest_solution(&puzzle);
        let mut in_order = Vec::new();
        solutions_in_order(&puzzle, 3, |g| in_order.push(*g));
        assert_eq!(any.is_some(), count > 0, "{puzzle:?}");
        assert_eq!(smallest.is_some(), count > 0);
        assert_eq!(smallest_grid(&puzzle), smallest.map(|s| s.grid));
        assert_eq!(in_order.len() as u64, count);
        if let (Some(any), Some(smallest)) = (any, smallest) {
            assert_solves(&puzzle, &any);
            assert_solves(&puzzle, &smallest.grid);
            assert_eq!(smallest.grid, in_order[0]);
            assert_eq!(smallest.unique, count == 1);
        }
        if !crate::validate::conflicts(&puzzle).is_empty() {
            assert_eq!(count, 0, "conflicting givens solved: {puzzle:?}");
        }
    }
}

/// Pencilmarks: random puzzles with random candidates struck from their open cells (often
/// every solution's digit somewhere) have exactly the solutions of the puzzle that keep to
/// what is left, for every question the solver answers.
#[test]
fn pencilmark_positions_have_only_the_solutions_that_keep_to_them() {
    let mut rng = Random::new(0x5EED_CAFE_F00D_0001);
    let (mut checked, mut fewer, mut none) = (0, 0, 0);
    for round in 0..300 {
        let puzzle = random_puzzle(&mut rng, [48, 52, 56][round % 3]);
        let Some(all) = reference_solutions(&puzzle, 2_000, 2_000_000) else {
            continue;
        };
        if all.len() == 2_000 {
            continue;
        }
        // Every other round spares the first solution's digits, so that some solutions stay.
        let spared = all.first().filter(|_| round % 2 == 0);
        let mut candidates = crate::Candidates::from_grid(&puzzle);
        for cell in 0..CELLS {
            if puzzle.get(cell) == 0 {
                for digit in 1..=9 {
                    if spared.is_some_and(|s| s.get(cell) == digit) {
                        continue;
                    }
                    if rng.index(8) == 0 {
                        candidates.remove(cell, digit);
                    }
                }
            }
        }
        let kept: Vec<Grid> = all
            .iter()
            .copied()
            .filter(|s| candidates.admits(s))
            .collect();
        for limit in [1, 2, 5_000] {
            assert_eq!(
                count_solutions(&candidates, limit) as usize,
                kept.len().min(limit as usize),
                "{candidates:?}"
            );
        }
        let mut in_order = Vec::new();
        solutions_in_order(&candidates, 5_000, |s| in_order.push(*s));
        assert_eq!(in_order, kept);
        assert_eq!(smallest_grid(&candidates), kept.first().copied());
        let smallest = smallest_solution(&candidates);
        assert_eq!(smallest.map(|s| s.grid), kept.first().copied());
        assert_eq!(
            smallest.map(|s| s.unique),
            kept.first().map(|_| kept.len() == 1)
        );
        if let Some(any) = any_solution(&candidates) {
            assert!(kept.contains(&any));
        } else {
            assert!(kept.is_empty());
        }
        let kept = kept.len();
        checked += 1;
        fewer += usize::from(kept < all.len() && kept > 0);
        none += usize::from(kept == 0 && !all.is_empty());
    }
    assert!(
        checked >= 200 && fewer >= 20 && none >= 20,
        "{checked} {fewer} {none}"
    );
}

#[test]
fn pencilmarks_with_a_cell_left_without_candidates_have_no_solution() {
    let puzzle = grid(SOLVED);
    let mut candidates = crate::Candidates::from_grid(&puzzle);
    assert_eq!(count_solutions(&candidates, 2), 1);
    for digit in 1..=9 {
        candidates.remove(40, digit);
    }
    assert_eq!(count_solutions(&candidates, 2), 0);
    assert_eq!(any_solution(&candidates), None);
    assert_eq!(smallest_solution(&candidates), None);
    assert_eq!(solutions_in_order(&candidates, 10, |_| {}), 0);
}
