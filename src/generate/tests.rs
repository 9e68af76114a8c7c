use std::ops::ControlFlow;

use super::*;
use crate::grid::{CELLS, box_of, column_of, row_of};
use crate::solver;

/// Solutions of `puzzle`, counted up to `limit` by plain backtracking on the blank cell with the
/// fewest candidates: slow but independent of the engine under test.
fn naive_count(puzzle: &Grid, limit: usize) -> usize {
    fn count(cells: &mut [u8; CELLS], limit: usize) -> usize {
        let mut used = [[0u16; 9]; 3];
        for (cell, &digit) in cells.iter().enumerate() {
            if digit != 0 {
                let bit = 1 << digit;
                let units = [row_of(cell), column_of(cell), box_of(cell)];
                for (kind, unit) in units.into_iter().enumerate() {
                    if used[kind][unit] & bit != 0 {
                        return 0; // a digit twice in a unit
                    }
                    used[kind][unit] |= bit;
                }
            }
        }
        let free = |cell: usize| {
            !(used[0][row_of(cell)] | used[1][column_of(cell)] | used[2][box_of(cell)]) & 0x3FE
        };
        let Some(cell) = (0..CELLS)
            .filter(|&cell| cells[cell] == 0)
            .min_by_key(|&cell| free(cell).count_ones())
        else {
            return 1;
        };
        let mut found = 0;
        for digit in (1..=9).filter(|&d| free(cell) & 1 << d != 0) {
            if found < limit {
                cells[cell] = digit;
                found += count(cells, limit - found);
                cells[cell] = 0;
            }
        }
        found
    }
    count(&mut puzzle.cells().clone(), limit)
}

/// Checks everything a generated puzzle promises, with the naive counter for uniqueness.
fn check(made: &Generated, expect_minimal: bool) {
    let puzzle = &made.puzzle;
    assert_eq!(naive_count(puzzle, 2), 1, "{puzzle:?} is not unique");
    assert!(made.solution.is_filled());
    for cell in 0..CELLS {
        let given = puzzle.get(cell);
        assert!(given == 0 || given == made.solution.get(cell), "{puzzle:?}");
    }
    assert_eq!(solver::any_solution(puzzle), Some(made.solution));
    assert_eq!(made.givens, puzzle.givens());
    assert!(
        made.symmetry.fits(puzzle),
        "{:?} lacks {}",
        puzzle,
        made.symmetry
    );
    assert_ne!(made.symmetry, Symmetry::Random);
    // Minimal: every orbit of givens is needed.
    let needed = made.symmetry.orbits().iter().all(|orbit| {
        let mut fewer = *puzzle;
        for &cell in orbit.cells() {
            fewer.set(usize::from(cell), 0);
        }
        fewer == *puzzle || solver::count_solutions(&fewer, 2) > 1
    });
    assert_eq!(made.minimal, needed, "{puzzle:?}");
    if expect_minimal {
        assert!(made.minimal, "{puzzle:?}");
    }
}

fn generator(seed: u64, options: Options) -> Generator {
    Generator::new(seed, options).unwrap()
}

fn with_symmetry(symmetry: Symmetry) -> Options {
    Options {
        symmetry,
        ..Options::default()
    }
}

#[test]
fn puzzles_are_unique_minimal_and_symmetric_for_every_symmetry() {
    for symmetry in Symmetry::FIXED.into_iter().chain([Symmetry::Random]) {
        let generator = generator(7, with_symmetry(symmetry));
        for index in 0..4 {
            let made = generator.generate(index).unwrap();
            assert_eq!(made.index, index);
            assert_eq!(made.tries, 1, "any givens count is accepted at once");
            if symmetry != Symmetry::Random {
                assert_eq!(made.symmetry, symmetry);
            }
            check(&made, true);
        }
    }
}

#[test]
fn random_symmetry_varies_between_puzzles() {
    let generator = generator(3, with_symmetry(Symmetry::Random));
    let drawn: std::collections::HashSet<_> = (0..40)
        .map(|i| generator.generate(i).unwrap().symmetry)
        .collect();
    assert!(drawn.len() >= 4, "{drawn:?}");
}

#[test]
fn the_same_seed_and_index_give_the_same_puzzle_in_any_order() {
    let options = with_symmetry(Symmetry::Rotate90);
    let forward: Vec<_> = (0..5)
        .map(|i| generator(11, options.clone()).generate(i).unwrap())
        .collect();
    let one = generator(11, options.clone());
    for i in (0..5).rev() {
        assert_eq!(one.generate(i).unwrap(), forward[i as usize]);
    }
    let iterated: Vec<_> = one.iter().take(5).map(Result::unwrap).collect();
    assert_eq!(iterated, forward);
    let other_seed = generator(12, options).generate(0).unwrap();
    assert_ne!(other_seed.puzzle, forward[0].puzzle);
    assert_ne!(forward[0].puzzle, forward[1].puzzle);
}

#[test]
fn the_givens_range_is_honoured() {
    // Random draws its symmetry per try, so a range some symmetries never reach still ends.
    let cases = [
        (Symmetry::None, "23..24"),
        (Symmetry::Rotate180, "30..40"),
        (Symmetry::Random, "22..24"),
    ];
    for (symmetry, range) in cases {
        let options = Options {
            symmetry,
            givens: range.parse().unwrap(),
            ..Options::default()
        };
        let generator = generator(5, options);
        for index in 0..3 {
            let made = generator.generate(index).unwrap();
            assert!(generator.options().givens.contains(made.givens), "{made:?}");
            check(&made, true);
        }
    }
}

#[test]
fn a_rare_range_reports_its_tries_and_stops_when_told() {
    let options = Options {
        givens: GivensRange::new(17, 17).unwrap(),
        ..Options::default()
    };
    let mut seen = Vec::new();
    let stopped = generator(1, options).generate_with(0, |tries| {
        seen.push(tries);
        if tries < 3 {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    });
    assert_eq!(stopped, Err(GenerateError::Stopped { tries: 3 }));
    assert_eq!(seen, [1, 2, 3]);
}

#[test]
fn a_kept_puzzle_is_the_first_of_its_stream_that_the_test_keeps() {
    let generator = generator(4, Options::default());
    // Keep only puzzles with an even number of givens; the ones turned down are failed tries.
    let even = |made: &Generated| made.givens.is_multiple_of(2).then_some(made.givens);
    for index in 0..6 {
        let mut failed = Vec::new();
        let (made, givens) = generator
            .generate_kept(index, even, |tries| {
                failed.push(tries);
                ControlFlow::Continue(())
            })
            .unwrap();
        assert_eq!(givens, made.givens);
        assert!(made.givens.is_multiple_of(2));
        assert_eq!(failed, (1..made.tries).collect::<Vec<_>>());
        check(&made, true);
        // The same puzzle again, whatever was made before, and without a test when the first
        // try already passes it.
        assert_eq!(
            generator.generate_kept(index, even, |_| ControlFlow::Continue(())),
            Ok((made, givens))
        );
        if made.tries == 1 {
            assert_eq!(generator.generate(index), Ok(made));
        }
    }
}

#[test]
fn a_test_nothing_passes_gives_up_after_the_attempts() {
    let options = Options {
        attempts: 4,
        ..Options::default()
    };
    let none =
        generator(1, options).generate_kept(0, |_| None::<()>, |_| ControlFlow::Continue(()));
    assert_eq!(
        none,
        Err(GenerateError::NoneKept {
            attempts: 4,
            made: 4
        })
    );
    // With the pattern and the solution fixed there is only one puzzle to turn down.
    let minimal = generator(9, Options::default()).generate(0).unwrap();
    let fixed = Options {
        pattern: Some(Pattern::of_givens(&minimal.puzzle).unwrap()),
        start: Some(StartSolution::new(&minimal.solution).unwrap()),
        ..Options::default()
    };
    let none = generator(0, fixed).generate_kept(0, |_| None::<()>, |_| ControlFlow::Continue(()));
    assert_eq!(
        none,
        Err(GenerateError::NoneKept {
            attempts: 1,
            made: 1
        })
    );
}

/// A pattern with many cells, which random grids fit with one solution almost every time.
fn roomy_pattern() -> Pattern {
    // 43 cells: those whose row + column is even (a checkerboard, symmetric every way), and r1c2
    // with its half-turn image r9c8, which keep rotate180 symmetry but break the mirrors.
    Pattern::from_fn(|cell| {
        (row_of(cell) + column_of(cell)).is_multiple_of(2) || cell == 1 || cell == 79
    })
    .unwrap()
}

#[test]
fn a_pattern_fixes_the_givens_and_minimality_is_reported() {
    let pattern = roomy_pattern();
    for symmetry in [Symmetry::None, Symmetry::Rotate180] {
        let options = Options {
            symmetry,
            pattern: Some(pattern),
            ..Options::default()
        };
        let generator = generator(2, options);
        for index in 0..3 {
            let made = generator.generate(index).unwrap();
            for cell in 0..CELLS {
                assert_eq!(made.puzzle.get(cell) != 0, pattern.contains(cell));
            }
            check(&made, false);
        }
    }
    // A minimal puzzle's own pattern gives puzzles reported minimal whenever they are.
    let minimal = generator(9, Options::default()).generate(0).unwrap();
    let own = Options {
        pattern: Some(Pattern::of_givens(&minimal.puzzle).unwrap()),
        start: Some(StartSolution::new(&minimal.solution).unwrap()),
        ..Options::default()
    };
    let again = generator(0, own).generate(0).unwrap();
    assert_eq!(again.puzzle, minimal.puzzle);
    assert!(again.minimal);
}

/// The two diagonals, seventeen cells, none of two lines that could swap: a pattern fit to be
/// tried, on which a puzzle nearly never has one solution.
fn diagonals() -> Pattern {
    Pattern::from_fn(|cell| matches!(cell % 9, c if c == row_of(cell) || c == 8 - row_of(cell)))
        .unwrap()
}

#[test]
fn a_pattern_that_never_gives_one_solution_fails_after_its_attempts() {
    // A puzzle on them nearly never has one solution, and not in the five tries this seed
    // makes.
    let pattern = diagonals();
    let options = Options {
        pattern: Some(pattern),
        attempts: 5,
        ..Options::default()
    };
    assert_eq!(
        generator(1, options).generate(0),
        Err(GenerateError::PatternFailed { attempts: 5 })
    );
}

#[test]
fn a_pattern_with_two_empty_lines_in_a_band_is_refused_before_any_attempt() {
    // Rows 1-7 full, rows 8 and 9 blank: those two rows can always swap.
    let rows = Pattern::from_fn(|cell| row_of(cell) < 7).unwrap();
    // Columns 1 and 3 blank, in the first stack.
    let columns = Pattern::from_fn(|cell| !matches!(cell % 9, 0 | 2)).unwrap();
    // A whole stack blank: all three are named, since marking one leaves two to swap.
    let stack = Pattern::from_fn(|cell| cell % 9 < 6).unwrap();
    for (pattern, lines) in [
        (rows, "rows 8 and 9"),
        (columns, "columns 1 and 3"),
        (stack, "columns 7, 8 and 9"),
    ] {
        let options = Options {
            pattern: Some(pattern),
            ..Options::default()
        };
        let error = Generator::new(1, options).unwrap_err();
        assert_eq!(
            error,
            OptionsError::PatternLinesSwap {
                lines: lines.into()
            }
        );
        assert!(error.to_string().contains(lines), "{error}");
    }
}

/// A pattern of every cell would give the full grid as each puzzle (the command line says so
/// before it asks): the library refuses it too.
#[test]
fn a_pattern_of_every_cell_is_refused() {
    let options = Options {
        pattern: Some(Pattern::from_fn(|_| true).unwrap()),
        ..Options::default()
    };
    let error = Generator::new(1, options).unwrap_err();
    assert_eq!(error, OptionsError::PatternFull);
    assert!(error.to_string().contains("full grid"), "{error}");
}

#[test]
fn pattern_options_that_contradict_are_typed_errors() {
    let pattern = roomy_pattern();
    let error = |options| Generator::new(1, options).unwrap_err();
    let outside = Options {
        pattern: Some(pattern),
        givens: "20..30".parse().unwrap(),
        ..Options::default()
    };
    assert_eq!(
        error(outside),
        OptionsError::PatternOutsideGivens {
            cells: pattern.len(),
            givens: "20..30".parse().unwrap()
        }
    );
    let with = |symmetry, pattern| Options {
        pattern: Some(pattern),
        symmetry,
        ..Options::default()
    };
    assert_eq!(
        error(with(Symmetry::Mirror, pattern)),
        OptionsError::PatternNotSymmetric {
            symmetry: Symmetry::Mirror
        }
    );
    // Even a pattern with every symmetry (every cell but the centre): `random` would choose
    // where the givens go.
    let all_but_centre = Pattern::from_fn(|cell| cell != 40).unwrap();
    assert_eq!(
        error(with(Symmetry::Random, all_but_centre)),
        OptionsError::PatternWithRandomSymmetry
    );
    let none = Options {
        pattern: Some(pattern),
        attempts: 0,
        ..Options::default()
    };
    assert_eq!(error(none), OptionsError::NoAttempts);
    // Nor any other puzzle: a zero-try search used to make one try all the same.
    let no_tries = Options {
        attempts: 0,
        ..Options::default()
    };
    assert_eq!(error(no_tries), OptionsError::NoAttempts);
}

#[test]
fn a_givens_range_above_any_minimal_puzzle_is_refused_and_a_missed_one_gives_up() {
    let options = |symmetry, givens: &str| Options {
        symmetry,
        givens: givens.parse().unwrap(),
        attempts: 20,
        ..Options::default()
    };
    for (symmetry, givens, most) in [
        (Symmetry::None, "73..81", 72),
        (Symmetry::Rotate180, "73..80", 72),
        (Symmetry::Dihedral, "73", 72),
        (Symmetry::Random, "81", 72),
    ] {
        let refused = Generator::new(0, options(symmetry, givens)).unwrap_err();
        assert!(
            matches!(refused, OptionsError::TooManyGivens { most: m, .. } if m == most),
            "{refused}"
        );
    }
    // Orbits of 4 and 8 cells and the centre add up to 4k or 4k + 1 givens, however many tries.
    for (symmetry, givens, nearest) in [
        (Symmetry::Rotate90, "26", "25 and 28"),
        (Symmetry::Rotate90, "22..23", "21 and 24"),
        (Symmetry::Dihedral, "30..31", "29 and 32"),
    ] {
        let refused = Generator::new(0, options(symmetry, givens)).unwrap_err();
        assert!(
            matches!(&refused, OptionsError::GivensOffSymmetry { nearest: n, .. } if n == nearest),
            "{refused}"
        );
    }
    for (symmetry, givens) in [
        (Symmetry::Rotate90, "25"),
        (Symmetry::Rotate90, "26..28"),
        (Symmetry::Dihedral, "32"),
        (Symmetry::Rotate180, "26"),
        (Symmetry::Mirror, "27"),
        (Symmetry::Random, "26"),
    ] {
        assert!(
            Generator::new(0, options(symmetry, givens)).is_ok(),
            "{symmetry} {givens}"
        );
    }
    // A pattern fixes the count; minimality is not asked for.
    let all_but_centre = Options {
        pattern: Some(Pattern::from_fn(|cell| cell != 40).unwrap()),
        ..options(Symmetry::None, "80")
    };
    assert!(Generator::new(0, all_but_centre).is_ok());
    // Allowed, but out of reach: the attempts bound the search.
    let missed = Generator::new(3, options(Symmetry::None, "60..72"))
        .unwrap()
        .generate(0);
    assert_eq!(
        missed,
        Err(GenerateError::GivensMissed {
            attempts: 20,
            givens: "60..72".parse().unwrap()
        })
    );
}

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn grid(line: &str) -> Grid {
    crate::format::parse_line(line).unwrap()
}

#[test]
fn every_puzzle_from_a_start_has_its_solution() {
    let solved = grid(SOLVED);
    for start in [grid(SOLVED), grid(PUZZLE)] {
        let options = Options {
            start: Some(StartSolution::new(&start).unwrap()),
            symmetry: Symmetry::Diagonal,
            ..Options::default()
        };
        let generator = generator(4, options);
        let puzzles: Vec<_> = (0..3).map(|i| generator.generate(i).unwrap()).collect();
        for made in &puzzles {
            assert_eq!(made.solution, solved);
            check(made, true);
        }
        assert_ne!(puzzles[0].puzzle, puzzles[1].puzzle);
    }
}

#[test]
fn a_start_that_is_not_one_solution_is_a_typed_error() {
    let mut conflicting = grid(SOLVED);
    conflicting.set(1, 5);
    assert!(matches!(
        StartSolution::new(&conflicting),
        Err(StartError::Conflict(conflicts)) if !conflicts.is_empty()
    ));
    assert_eq!(StartSolution::new(&Grid::EMPTY), Err(StartError::Multiple));
    // 5 and 3 swapped in the first two givens: no rule broken, but no solution either.
    let mut unsolvable = grid(PUZZLE);
    unsolvable.set(0, 3);
    unsolvable.set(1, 5);
    assert_eq!(naive_count(&unsolvable, 1), 0);
    assert_eq!(StartSolution::new(&unsolvable), Err(StartError::Unsolvable));
}

#[test]
fn a_start_and_a_pattern_without_one_solution_fail_at_once() {
    let pattern = diagonals();
    let options = Options {
        pattern: Some(pattern),
        start: Some(StartSolution::new(&grid(SOLVED)).unwrap()),
        ..Options::default()
    };
    assert_eq!(
        generator(1, options).generate(0),
        Err(GenerateError::PatternDoesNotFitStart)
    );
}

#[test]
fn the_differing_search_finds_exactly_the_other_solutions() {
    // Cross-check of the solver's specialised uniqueness question against the naive counter:
    // a given taken away from a unique puzzle keeps it unique iff no differing solution exists.
    let made = generator(21, Options::default()).generate(0).unwrap();
    for cell in (0..CELLS).filter(|&c| made.puzzle.get(c) != 0) {
        let mut fewer = made.puzzle;
        fewer.set(cell, 0);
        let other = solver::solution_differing_in(&fewer, &made.solution, &[cell]);
        assert_eq!(other.is_some(), naive_count(&fewer, 2) > 1, "cell {cell}");
        if let Some(other) = other {
            assert_ne!(other.get(cell), made.solution.get(cell));
            assert_eq!(naive_count(&other, 2), 1);
        }
    }
}

/// Givens in the first row: random minimal puzzles have two to four, rarely more.
fn in_first_row(made: &Generated) -> i32 {
    (0..9).filter(|&cell| made.puzzle.get(cell) != 0).count() as i32
}

/// Keeps puzzles with seven givens or more in the first row, scoring the others by how many.
fn seven_in_first_row(made: &Generated) -> Judged<i32> {
    match in_first_row(made) {
        givens if givens >= 7 => Judged::Kept(givens),
        givens => Judged::Scored(givens),
    }
}

#[test]
fn a_climb_finds_what_random_tries_miss_and_keeps_it_minimal() {
    let options = Options {
        attempts: 100_000,
        ..Options::default()
    };
    let climbing = generator(3, options);
    let climb = Climb {
        after: 20,
        slack: 1,
    };
    let mut failed = 0;
    let (made, givens) = climbing
        .generate_climbing(0, climb, seven_in_first_row, |_| {
            failed += 1;
            ControlFlow::Continue(())
        })
        .unwrap();
    assert!(givens >= 7 && in_first_row(&made) == givens);
    check(&made, true);
    // Every try but the one kept was reported.
    assert_eq!(failed + 1, made.tries);
    // The same puzzle again.
    let again =
        climbing.generate_climbing(0, climb, seven_in_first_row, |_| ControlFlow::Continue(()));
    assert_eq!(again, Ok((made, givens)));
    // As many random tries find none.
    let random = Options {
        attempts: made.tries,
        ..Options::default()
    };
    let kept = |made: &Generated| seven_in_first_row(made).kept();
    let random = generator(3, random).generate_kept(0, kept, |_| ControlFlow::Continue(()));
    assert!(matches!(random, Err(GenerateError::NoneKept { .. })));
}

#[test]
fn a_climb_gives_up_after_the_attempts_keeps_symmetry_and_never_leaves_a_pattern() {
    let few = Options {
        attempts: 300,
        ..Options::default()
    };
    let climb = Climb {
        after: 20,
        slack: 1,
    };
    let go_on = |_| ControlFlow::Continue(());
    let never = |made: &Generated| Judged::<()>::Scored(in_first_row(made));
    let none = generator(5, few).generate_climbing(0, climb, never, go_on);
    assert!(matches!(
        none,
        Err(GenerateError::NoneKept { attempts: 300, .. })
    ));
    // A move takes away an orbit and fills another: the climb keeps the symmetry, drawn for
    // its start under `random`, and the puzzle is minimal by orbits.
    for symmetry in [Symmetry::Rotate180, Symmetry::Random] {
        let options = Options {
            attempts: 100_000,
            ..with_symmetry(symmetry)
        };
        let (made, givens) = generator(8, options)
            .generate_climbing(0, climb, seven_in_first_row, go_on)
            .unwrap();
        assert!(
            made.tries > climb.after,
            "{symmetry}: found by random tries"
        );
        assert!(givens >= 7 && in_first_row(&made) == givens);
        check(&made, true);
    }
    // A pattern fixes the givens' cells: the tries stay random, as without a judge's scores.
    let patterned = Options {
        pattern: Some(roomy_pattern()),
        ..Options::default()
    };
    // The pattern's cells are the same every try, their digits are not.
    let first = |made: &Generated| {
        made.puzzle
            .cells()
            .iter()
            .copied()
            .find(|&digit| digit != 0)
    };
    let even_first = |made: &Generated| match first(made) {
        Some(digit) if digit % 2 == 0 => Judged::Kept(digit),
        _ => Judged::Scored(0),
    };
    let patterned = generator(6, patterned);
    let climbed = patterned.generate_climbing(0, climb, even_first, go_on);
    let kept = patterned.generate_kept(0, |made| even_first(made).kept(), go_on);
    assert_eq!(climbed, kept);
    assert!(climbed.is_ok());
}

/// The argument behind [`most_minimal_givens`], symmetry by symmetry: a full row would hold a
/// given whose orbit has one cell, and one only, in each line the symmetry sends the row to, so
/// that orbit could go and be forced again; so every row keeps a blank.
#[test]
fn every_symmetry_makes_a_minimal_puzzle_keep_a_blank_in_every_row() {
    let set = |cells: &mut dyn Iterator<Item = usize>| cells.fold(0u128, |s, i| s | 1 << i);
    for symmetry in Symmetry::FIXED {
        for row in 0..9 {
            let forced_again = (row * 9..row * 9 + 9).any(|given| {
                let orbit = set(&mut symmetry
                    .orbit_of(given)
                    .cells()
                    .iter()
                    .map(|&c| usize::from(c)));
                symmetry.maps().iter().all(|map| {
                    let image = set(&mut (row * 9..row * 9 + 9).map(|cell| {
                        let (r, c) = map(cell / 9, cell % 9);
                        r * 9 + c
                    }));
                    // The image of a row is a row or a column.
                    assert_eq!(image.count_ones(), 9);
                    (image & orbit).count_ones() == 1
                })
            });
            assert!(forced_again, "{}: row {}", symmetry.name(), row + 1);
        }
        assert_eq!(most_minimal_givens(symmetry).0, 72);
    }
}
