//! `sudoku generate`: checked with the naive reference solver and symmetry maps written here,
//! independently of the generator and engine under test.

use serde_json::Value;
use sudoku::Grid;

use crate::common::*;

/// The naive reference's smallest solution and count of solutions, up to two.
fn reference(puzzle: &Grid) -> (Option<Grid>, usize) {
    let solutions = reference_solutions(puzzle, 2, u64::MAX).expect("no budget to run out of");
    (solutions.first().copied(), solutions.len())
}

/// A map of the grid onto itself: (row, column) to (row, column).
type CellMap = fn(usize, usize) -> (usize, usize);

/// Where symmetry `name` sends cell (row, column), for each map of its group but the identity.
fn maps(name: &str) -> Vec<CellMap> {
    let rotate180: CellMap = |r, c| (8 - r, 8 - c);
    let rotate90: CellMap = |r, c| (c, 8 - r);
    let rotate270: CellMap = |r, c| (8 - c, r);
    let mirror: CellMap = |r, c| (r, 8 - c);
    let flip: CellMap = |r, c| (8 - r, c);
    let diagonal: CellMap = |r, c| (c, r);
    let antidiagonal: CellMap = |r, c| (8 - c, 8 - r);
    match name {
        "none" => vec![],
        "rotate180" => vec![rotate180],
        "rotate90" => vec![rotate90, rotate180, rotate270],
        "mirror" => vec![mirror],
        "flip" => vec![flip],
        "diagonal" => vec![diagonal],
        "antidiagonal" => vec![antidiagonal],
        "dihedral" => vec![
            rotate90,
            rotate180,
            rotate270,
            mirror,
            flip,
            diagonal,
            antidiagonal,
        ],
        other => panic!("unknown symmetry {other}"),
    }
}

/// The cells symmetry `name` ties to `cell`, `cell` included.
fn orbit(name: &str, cell: usize) -> Vec<usize> {
    let mut cells = vec![cell];
    for map in maps(name) {
        let (r, c) = map(cell / 9, cell % 9);
        if !cells.contains(&(r * 9 + c)) {
            cells.push(r * 9 + c);
        }
    }
    cells
}

fn generate_json(args: &[&str]) -> Vec<Value> {
    let mut all = vec!["generate", "--json"];
    all.extend_from_slice(args);
    let output = run(&all, b"");
    assert_eq!(code(&output), 0, "{args:?}: {}", stderr(&output));
    json_lines(&output)
}

fn text(value: &Value, field: &str) -> String {
    value[field]
        .as_str()
        .unwrap_or_else(|| panic!("{field} in {value}"))
        .to_string()
}

#[test]
fn every_symmetry_gives_unique_minimal_puzzles_with_exactly_that_symmetry() {
    for name in [
        "none",
        "rotate180",
        "rotate90",
        "mirror",
        "flip",
        "diagonal",
        "antidiagonal",
        "dihedral",
        "random",
    ] {
        let records = generate_json(&["-n", "8", "--seed", "2026", "--symmetry", name]);
        assert_eq!(records.len(), 8);
        for (i, record) in records.iter().enumerate() {
            assert_eq!(record["index"], i);
            assert_eq!(record["status"], "generated");
            assert_eq!(record["seed"], 2026);
            let used = text(record, "symmetry");
            if name != "random" {
                assert_eq!(used, name);
            }
            let puzzle = grid(&text(record, "puzzle"));
            let solution = grid(&text(record, "solution"));
            assert_eq!(record["givens"], puzzle.givens());
            let (first, count) = reference(&puzzle);
            assert_eq!(count, 1, "{name}: puzzle {i} is not unique");
            assert_eq!(first.unwrap(), solution);
            for cell in (0..81).filter(|&c| puzzle.get(c) != 0) {
                for other in orbit(&used, cell) {
                    assert_ne!(
                        puzzle.get(other),
                        0,
                        "{used}: r{}c{} has no partner",
                        cell / 9 + 1,
                        cell % 9 + 1
                    );
                }
            }
            // Minimal: taking any orbit of givens away leaves more than one solution. Checked on
            // a few puzzles per symmetry, as the naive reference is slow.
            if i == 0 {
                let mut seen = [false; 81];
                for cell in (0..81).filter(|&c| puzzle.get(c) != 0) {
                    if seen[cell] {
                        continue;
                    }
                    let mut fewer = puzzle;
                    for other in orbit(&used, cell) {
                        seen[other] = true;
                        fewer.set(other, 0);
                    }
                    assert_eq!(
                        reference(&fewer).1,
                        2,
                        "{used}: a removable orbit at {cell}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzles_for_every_thread_count() {
    let args = |threads: &str| {
        run(
            &["generate", "-n", "300", "--seed", "77", "-j", threads, "-q"],
            b"",
        )
    };
    let one = args("1");
    assert_eq!(code(&one), 0);
    assert_eq!(stdout(&one).lines().count(), 300);
    for threads in ["2", "8"] {
        assert_eq!(args(threads).stdout, one.stdout, "-j {threads}");
    }
    let other = run(&["generate", "-n", "300", "--seed", "78", "-q"], b"");
    let mine: std::collections::HashSet<_> = stdout(&one).lines().map(str::to_owned).collect();
    assert!(stdout(&other).lines().all(|line| !mine.contains(line)));
    assert_eq!(mine.len(), 300, "puzzles repeat within a run");
}

#[test]
fn a_drawn_seed_is_reported_and_repeats_the_run() {
    let output = run(&["generate", "-n", "3"], b"");
    let err = stderr(&output);
    let seed = err
        .split("--seed ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no seed in: {err}"));
    let again = run(&["generate", "-n", "3", "--seed", seed, "-q"], b"");
    assert_eq!(again.stdout, output.stdout);
}

#[test]
fn givens_are_honoured_and_fewer_than_17_is_a_usage_error() {
    for record in generate_json(&["-n", "10", "--seed", "4", "--givens", "22..24"]) {
        let givens = record["givens"].as_u64().unwrap();
        assert!((22..=24).contains(&givens), "{record}");
    }
    let output = run(&["generate", "--givens", "16..20"], b"");
    assert_eq!(code(&output), 2);
    assert!(stderr(&output).contains("17"), "{}", stderr(&output));
}

#[test]
fn a_pattern_fixes_the_givens_cells_and_an_impossible_one_fails_that_puzzle() {
    let seed_puzzle = text(
        &generate_json(&["--seed", "11", "--symmetry", "rotate180"])[0],
        "puzzle",
    );
    let pattern: String = seed_puzzle
        .chars()
        .map(|c| if c == '.' { '.' } else { 'x' })
        .collect();
    for record in generate_json(&["-n", "5", "--seed", "12", "--pattern", &pattern]) {
        let puzzle = text(&record, "puzzle");
        for (p, c) in pattern.chars().zip(puzzle.chars()) {
            assert_eq!(p == 'x', c != '.', "{puzzle} on {pattern}");
        }
        assert_eq!(reference(&grid(&puzzle)).1, 1);
        assert!(record["minimal"].is_boolean());
    }
    // 18 givens in the top two rows cannot pin the other seven rows down.
    let crowded = format!("{}{}", "x".repeat(18), ".".repeat(63));
    let output = run(
        &[
            "generate",
            "--seed",
            "1",
            "--pattern",
            &crowded,
            "--attempts",
            "5",
        ],
        b"",
    );
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output).contains("after 5 attempts"),
        "{}",
        stderr(&output)
    );
    // Too few cells for one solution is a usage error, before any try.
    let sparse = format!("{}{}", "x".repeat(10), ".".repeat(71));
    assert_eq!(code(&run(&["generate", "--pattern", &sparse], b"")), 2);
}

#[test]
fn from_keeps_each_grids_solution_and_reports_bad_grids() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("grids.txt");
    let solved: String = JUDGE_COMPACT_SOLVED.lines().collect();
    let judge: String = JUDGE_COMPACT.lines().collect();
    std::fs::write(
        &file,
        format!("{solved}\n{judge}\n{}\n", "12".repeat(40) + "1"),
    )
    .unwrap();
    let output = run(
        &[
            "generate",
            "--json",
            "--seed",
            "3",
            "--from",
            file.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(code(&output), 1);
    let records = json_lines(&output);
    assert_eq!(records.len(), 3);
    for record in &records[..2] {
        assert_eq!(text(record, "solution"), solved);
        assert_eq!(reference(&grid(&text(record, "puzzle"))).1, 1);
    }
    assert_eq!(records[2]["status"], "invalid");
    assert!(
        stderr(&output).contains("puzzle 2: line 3"),
        "{}",
        stderr(&output)
    );
}
