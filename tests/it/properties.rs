//! Property tests of the library: random valid grids with random blanks, random bytes.
//!
//! The cases come from proptest's seeds through the same deterministic generator the other
//! tests use, so a failure is reproducible from proptest's report.

use proptest::prelude::*;
use sudoku::format::{self, Format, PuzzleReader};
use sudoku::{Grid, solver};

use crate::common::{Random, assert_solves, random_puzzle, reference_solutions};

/// A random puzzle with `blanks` blank cells, made from a valid solved grid.
fn puzzle(seed: u64, blanks: usize) -> Grid {
    random_puzzle(&mut Random::new(seed), blanks)
}

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config(512))]

    #[test]
    fn a_solution_keeps_the_givens_and_obeys_every_unit(seed: u64, blanks in 0usize..=81) {
        let puzzle = puzzle(seed, blanks);
        let smallest = solver::smallest_solution(&puzzle).expect("made from a solved grid");
        assert_solves(&puzzle, &smallest.grid);
        let any = solver::any_solution(&puzzle).expect("made from a solved grid");
        assert_solves(&puzzle, &any);
        prop_assert!(smallest.grid <= any, "the smallest is no larger than any other");
    }

    #[test]
    fn counting_agrees_with_enumeration_which_is_strictly_increasing(
        seed: u64,
        blanks in 40usize..=81,
        limit in 1u64..40,
    ) {
        let puzzle = puzzle(seed, blanks);
        let mut all = Vec::new();
        let visited = solver::solutions_in_order(&puzzle, limit, |s| all.push(*s));
        prop_assert_eq!(visited, all.len() as u64);
        prop_assert_eq!(solver::count_solutions(&puzzle, limit), visited);
        prop_assert!(all.windows(2).all(|w| w[0] < w[1]));
        prop_assert_eq!(all[0], solver::smallest_solution(&puzzle).unwrap().grid);
        for s in &all {
            assert_solves(&puzzle, s);
        }
    }

    #[test]
    fn printing_then_parsing_gives_back_the_puzzle_and_the_same_text(
        seed: u64,
        blanks in 0usize..=81,
        count in 1usize..4,
    ) {
        let puzzles: Vec<Grid> = (0..count as u64).map(|i| puzzle(seed ^ i, blanks)).collect();
        for format in [Format::Compact, Format::Spaced, Format::Line, Format::Grid] {
            let mut text = Vec::new();
            for (i, p) in puzzles.iter().enumerate() {
                if i > 0 && format.is_multiline() {
                    text.push(b'\n');
                }
                format::render(p, format, &mut text);
            }
            let mut reader = PuzzleReader::new(&text[..], None);
            let read: Vec<Grid> = reader.by_ref().map(|r| r.puzzle.unwrap()).collect();
            prop_assert_eq!(reader.format(), Some(format), "detected as written");
            prop_assert_eq!(&read, &puzzles);
            let mut again = Vec::new();
            for (i, p) in read.iter().enumerate() {
                if i > 0 && format.is_multiline() {
                    again.push(b'\n');
                }
                format::render(p, format, &mut again);
            }
            prop_assert_eq!(again, text);
        }
    }

    #[test]
    fn conflicting_givens_have_no_solution(seed: u64, blanks in 0usize..=70, swap in 0usize..81) {
        let mut cells = *random_puzzle(&mut Random::new(seed), blanks).cells();
        // Copy a given onto a blank peer in its row: now the row holds it twice.
        let row = swap / 9 * 9;
        let given = (row..row + 9).find(|&c| cells[c] != 0);
        let blank = (row..row + 9).find(|&c| cells[c] == 0);
        if let (Some(g), Some(b)) = (given, blank) {
            cells[b] = cells[g];
            let grid = Grid::from_cells(cells).unwrap();
            prop_assert_eq!(solver::smallest_solution(&grid), None);
            prop_assert_eq!(solver::any_solution(&grid), None);
            prop_assert_eq!(solver::count_solutions(&grid, 10), 0);
        }
    }
}

/// The solver's smallest solution is the naive reference's first, and unique exactly when the
/// reference finds no second. The reference is slow: `cargo test` runs a sample, and
/// `cargo test --release -- --ignored` (in .ci/run) the long run.
fn smallest_is_the_references_first(seed: u64, blanks: usize) -> Result<(), TestCaseError> {
    let puzzle = puzzle(seed, blanks);
    // A rare puzzle takes the naive reference minutes; it is no test of the solver.
    let found = reference_solutions(&puzzle, 2, 200_000);
    prop_assume!(found.is_some(), "the reference gave up");
    let found = found.unwrap();
    let smallest = solver::smallest_solution(&puzzle).expect("made from a solved grid");
    prop_assert_eq!(smallest.grid, found[0]);
    prop_assert_eq!(smallest.unique, found.len() == 1);
    prop_assert_eq!(solver::smallest_grid(&puzzle), Some(smallest.grid));
    Ok(())
}

proptest! {
    #![proptest_config(config(128))]

    #[test]
    fn the_default_answer_is_what_the_naive_reference_finds_first(
        seed: u64,
        blanks in 30usize..=81,
    ) {
        smallest_is_the_references_first(seed, blanks)?;
    }
}

proptest! {
    #![proptest_config(config(8192))]

    #[test]
    #[ignore = "long: .ci/run runs it with --release -- --ignored"]
    fn the_default_answer_is_what_the_naive_reference_finds_first_long_run(
        seed: u64,
        blanks in 30usize..=81,
    ) {
        smallest_is_the_references_first(seed, blanks)?;
    }
}

// Reading arbitrary bytes at length is the `parse` fuzz target's job (fuzz/, run by .ci/run);
// here a sample.
proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn any_bytes_read_without_panic_and_every_record_is_placed(
        bytes in proptest::collection::vec(any::<u8>(), 0..2000),
        forced in proptest::option::of(prop::sample::select(Format::ALL.to_vec())),
    ) {
        let records: Vec<_> = PuzzleReader::new(&bytes[..], forced).collect();
        prop_assert!(!records.is_empty(), "even an empty input yields a record saying so");
        // Lines end with `\n`, `\r\n` or a lone `\r`.
        let text = String::from_utf8_lossy(&bytes).replace("\r\n", "\n").replace('\r', "\n");
        let lines = text.split('\n').count();
        for (i, record) in records.iter().enumerate() {
            prop_assert_eq!(record.index, i);
            prop_assert!(record.line >= 1 && record.line <= lines.max(1));
            if let Err(e) = &record.puzzle {
                prop_assert!(e.line.is_none_or(|l| l >= 1 && l <= lines.max(1)), "{}", e);
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }

    #[test]
    fn puzzle_like_text_with_damage_reads_without_panic(
        seed: u64,
        damage in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..6),
        format in prop::sample::select(vec![Format::Compact, Format::Spaced, Format::Line, Format::Grid]),
    ) {
        let mut text = Vec::new();
        format::render(&puzzle(seed, 40), format, &mut text);
        for (at, byte) in damage {
            let at = at % (text.len() + 1);
            text.insert(at, byte);
        }
        let records: Vec<_> = PuzzleReader::new(&text[..], None).collect();
        prop_assert!(!records.is_empty());
    }
}

proptest! {
    #![proptest_config(config(16))]

    /// The same agreement through the command line, many puzzles per run.
    #[test]
    fn the_cli_count_agrees_with_the_cli_all(seed: u64, limit in 1u64..30) {
        let mut rng = Random::new(seed);
        let input: String = (0..40)
            .map(|i| random_puzzle(&mut rng, 45 + i % 37).to_line() + "\n")
            .collect();
        let limit = limit.to_string();
        let counted = crate::common::run(&["solve", "--count", "--limit", &limit], input.as_bytes());
        let listed = crate::common::run(&["solve", "--all", "--json", "--limit", &limit], input.as_bytes());
        // A count that reached the limit reads `N+`.
        let counts: Vec<usize> = crate::common::stdout(&counted)
            .lines()
            .map(|l| l.trim_end_matches('+').parse().unwrap())
            .collect();
        let lengths: Vec<usize> = crate::common::json_lines(&listed)
            .iter()
            .map(|r| r["solutions"].as_array().unwrap().len())
            .collect();
        prop_assert_eq!(counts, lengths);
    }
}
