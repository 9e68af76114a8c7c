//! `sudoku solve`: the answers, in every mode.

use crate::common::*;

#[test]
fn the_compact_judge_example_comes_out_byte_for_byte_from_a_file_stdin_and_dash() {
    // The file the README's set-up command solves.
    let path = data_file("judge-compact.txt");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), JUDGE_COMPACT);
    let from_file = run(&["solve", path.to_str().unwrap()], b"");
    let from_stdin = run(&["solve"], JUDGE_COMPACT.as_bytes());
    let from_dash = run(&["solve", "-"], JUDGE_COMPACT.as_bytes());
    for output in [from_file, from_stdin, from_dash] {
        assert_eq!(stdout(&output), JUDGE_COMPACT_SOLVED);
        assert_eq!(
            stderr(&output),
            "",
            "a single puzzle prints nothing on stderr"
        );
        assert_eq!(code(&output), 0);
    }
}

/// The spaced judge example of SPEC.md shows only its first two rows; this completes it into a
/// whole puzzle.
const JUDGE_SPACED: &str = "\
0 3 5 4 6 9 2 7 8
7 8 2 1 0 5 6 0 9
0 6 0 2 7 8 1 3 5
3 2 1 0 4 6 8 9 7
8 0 4 9 1 3 5 0 6
5 9 6 8 2 0 4 1 3
9 1 7 6 5 2 0 8 0
6 0 3 7 0 1 9 5 2
2 5 8 3 9 4 7 6 0
";

#[test]
fn the_spaced_judge_example_comes_out_with_single_spaces_and_no_trailing_space() {
    let expected = "\
1 3 5 4 6 9 2 7 8
7 8 2 1 3 5 6 4 9
4 6 9 2 7 8 1 3 5
3 2 1 5 4 6 8 9 7
8 7 4 9 1 3 5 2 6
5 9 6 8 2 7 4 1 3
9 1 7 6 5 2 3 8 4
6 4 3 7 8 1 9 5 2
2 5 8 3 9 4 7 6 1
";
    for args in [&["solve"][..], &["solve", "-"]] {
        let output = run(args, JUDGE_SPACED.as_bytes());
        assert_eq!(stdout(&output), expected);
        assert_eq!(code(&output), 0);
    }
    // The same answer as the naive reference gives.
    let line_of = |spaced: &str| spaced.split_whitespace().collect::<String>();
    let first = reference_solutions(&grid(&line_of(JUDGE_SPACED)), 1, u64::MAX).unwrap();
    assert_eq!(first, [grid(&line_of(expected))]);
}

/// How many positions the naive reference may visit per puzzle in these tests.
const REFERENCE_BUDGET: u64 = 100_000;

#[test]
fn with_several_solutions_the_lexicographically_smallest_comes_out() {
    let mut rng = Random::new(7);
    let mut input = String::new();
    let mut expected = String::new();
    let mut expected_unique = Vec::new();
    let mut skipped = 0;
    for i in 0..300 {
        // From nearly full to nearly empty: from one to astronomically many solutions. The
        // few puzzles the naive reference cannot settle in a budget of positions are left out:
        // one of them can take it minutes.
        let puzzle = random_puzzle(&mut rng, 20 + i % 60);
        let Some(found) = reference_solutions(&puzzle, 2, REFERENCE_BUDGET) else {
            skipped += 1;
            continue;
        };
        input += &(puzzle.to_line() + "\n");
        expected += &(found[0].to_line() + "\n");
        expected_unique.push(found.len() == 1);
    }
    for threads in ["1", "2"] {
        let output = run(&["solve", "-j", threads], input.as_bytes());
        assert_eq!(code(&output), 0);
        assert!(
            stdout(&output) == expected,
            "smallest solutions differ with -j {threads}"
        );
    }
    // JSON also says whether each is unique, which text output leaves unproven: the same
    // answers must come out either way.
    let output = run(&["solve", "--json"], input.as_bytes());
    let records = json_lines(&output);
    let solutions: String = records
        .iter()
        .map(|r| format!("{}\n", r["solution"].as_str().unwrap()))
        .collect();
    assert!(solutions == expected, "JSON solutions differ from text");
    let unique: Vec<bool> = records.iter().map(|r| r["unique"] == true).collect();
    assert_eq!(unique, expected_unique);
    // Most of the sample must be answered and have several solutions, or this would test little.
    assert!(skipped < 30, "the reference gave up on {skipped} puzzles");
    let several = unique.iter().filter(|&&u| !u).count();
    assert!(
        several > 150,
        "only {several} puzzles with several solutions"
    );
}

#[test]
fn the_empty_grid_solves_to_the_smallest_grid_of_all() {
    let output = run(&["solve"], format!("{}\n", ".".repeat(81)).as_bytes());
    assert_eq!(
        stdout(&output),
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642\n"
    );
}

#[test]
fn any_gives_a_valid_solution_that_keeps_the_givens() {
    let mut rng = Random::new(11);
    let puzzles: Vec<_> = (0..50).map(|i| random_puzzle(&mut rng, 30 + i)).collect();
    let input: String = puzzles.iter().map(|p| p.to_line() + "\n").collect();
    let output = run(&["solve", "--any"], input.as_bytes());
    assert_eq!(code(&output), 0);
    let answers: Vec<String> = stdout(&output).lines().map(String::from).collect();
    assert_eq!(answers.len(), puzzles.len());
    for (puzzle, answer) in puzzles.iter().zip(&answers) {
        assert_solves(puzzle, &grid(answer));
    }
}

#[test]
fn count_stops_at_the_limit_and_agrees_with_the_reference() {
    let mut rng = Random::new(3);
    let mut input = String::new();
    let mut expected = Vec::new();
    for blanks in [0, 10, 45, 50, 55, 60] {
        let puzzle = random_puzzle(&mut rng, blanks);
        input += &(puzzle.to_line() + "\n");
        expected.push(reference_solutions(&puzzle, 50, u64::MAX).unwrap().len());
    }
    let output = run(&["solve", "--count", "--limit", "50"], input.as_bytes());
    // A count that reached the limit is marked as capped: `50+`.
    let counts: Vec<usize> = stdout(&output)
        .lines()
        .map(|l| {
            let count = l.trim_end_matches('+').parse().unwrap();
            assert_eq!(l.ends_with('+'), count == 50, "{l}");
            count
        })
        .collect();
    assert_eq!(counts, expected);
    let output = run(
        &["solve", "--count"],
        format!("{PUZZLE}\n{}\n", ".".repeat(81)).as_bytes(),
    );
    assert_eq!(stdout(&output), "1\n2+\n", "the default limit is 2");

    // `--limit 1` still tells one solution from several, in text as in JSON: a script gets
    // the same answer whichever it reads.
    let input = format!("{PUZZLE}\n{}\n", ".".repeat(81));
    let output = run(&["solve", "--count", "--limit", "1"], input.as_bytes());
    assert_eq!(stdout(&output), "1\n1+\n");
    let json = run(
        &["solve", "--count", "--limit", "1", "--json"],
        input.as_bytes(),
    );
    let counted: Vec<_> = json_lines(&json)
        .iter()
        .map(|r| (r["count"].as_u64().unwrap(), r["capped"].as_bool().unwrap()))
        .collect();
    assert_eq!(counted, [(1, false), (1, true)]);
}

#[test]
fn all_lists_every_solution_in_lexicographic_order_up_to_the_limit() {
    let mut rng = Random::new(5);
    let puzzle = loop {
        let p = random_puzzle(&mut rng, 52);
        let count = reference_solutions(&p, 100, u64::MAX).unwrap().len();
        if (5..100).contains(&count) {
            break p;
        }
    };
    let input = puzzle.to_line() + "\n";
    let output = run(&["solve", "--all"], input.as_bytes());
    let solutions: Vec<String> = stdout(&output).lines().map(String::from).collect();
    assert_eq!(
        solutions.len(),
        reference_solutions(&puzzle, 1000, u64::MAX).unwrap().len()
    );
    for pair in solutions.windows(2) {
        assert!(pair[0] < pair[1], "solutions are strictly increasing");
    }
    for s in &solutions {
        assert_solves(&puzzle, &grid(s));
    }
    let limited = run(&["solve", "--all", "--limit", "3"], input.as_bytes());
    let first3: Vec<String> = stdout(&limited).lines().map(String::from).collect();
    assert_eq!(first3, solutions[..3]);
}

#[test]
fn output_format_follows_the_input_unless_told_otherwise() {
    let compact = to_compact(PUZZLE);
    let output = run(&["solve"], compact.as_bytes());
    assert_eq!(stdout(&output), to_compact(PUZZLE_SOLVED));
    let output = run(&["solve", "--output-format", "line"], compact.as_bytes());
    assert_eq!(stdout(&output), format!("{PUZZLE_SOLVED}\n"));
    let output = run(&["solve", "-o", "grid"], compact.as_bytes());
    assert!(stdout(&output).starts_with("+-------+-------+-------+\n| 5 3 4 | 6 7 8 | 9 1 2 |\n"));
}

#[test]
fn several_block_puzzles_come_out_separated_by_blank_lines_in_input_order() {
    let input = format!("{}\n{}", to_compact(PUZZLE), JUDGE_COMPACT);
    let output = run(&["solve"], input.as_bytes());
    assert_eq!(
        stdout(&output),
        format!("{}\n{}", to_compact(PUZZLE_SOLVED), JUDGE_COMPACT_SOLVED)
    );
}

#[test]
fn unsolvable_puzzles_whose_givens_break_no_rule_fail_with_a_message() {
    // Row 1 needs a 9 in its last cell, but column 9 already has one further down.
    let stuck = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    let input = format!("{PUZZLE}\n{stuck}\n{PUZZLE}\n");
    let output = run(&["solve"], input.as_bytes());
    assert_eq!(
        stdout(&output),
        format!("{PUZZLE_SOLVED}\n{PUZZLE_SOLVED}\n")
    );
    assert!(
        stderr(&output).contains("-: puzzle 1: line 2: no solution"),
        "{}",
        stderr(&output)
    );
    assert_eq!(code(&output), 1);
}

/// A pencilmark position keeps the candidates its player struck: solving, counting, listing
/// and validating find only the solutions that keep to them.
#[test]
fn pencilmarks_keep_their_struck_candidates_in_every_question() {
    // Two solutions, told apart at r1c1 and r4c2, where three candidates each are open.
    let puzzle =
        "...456789..6789123789123456..43.5897...897214897214365531642978642978531978531642";
    let solutions = stdout(&run(
        &["solve", "--all", "-"],
        format!("{puzzle}\n").as_bytes(),
    ));
    let solutions: Vec<&str> = solutions.lines().collect();
    assert_eq!(solutions.len(), 2);
    // Strike the smallest's digit at r1c1, then the other's at r4c2, so that neither is left:
    // no cell settles, so only the struck candidates tell.
    let marks = stdout(&run(
        &["format", "--to", "pencilmark-line", "-"],
        format!("{puzzle}\n").as_bytes(),
    ));
    let strike = |marks: &str, cell: usize, solution: &str| {
        let mut slots = marks.trim().as_bytes().to_vec();
        slots[cell * 9 + usize::from(solution.as_bytes()[cell] - b'1')] = b'.';
        String::from_utf8(slots).unwrap()
    };
    let one_left = strike(&marks, 0, solutions[0]);
    let none_left = strike(&one_left, 28, solutions[1]);

    let solved = json_lines(&run(
        &["solve", "--json", "-"],
        format!("{one_left}\n").as_bytes(),
    ));
    assert_eq!(solved[0]["solution"], solutions[1]);
    assert_eq!(solved[0]["unique"], true);
    let listed = json_lines(&run(
        &["solve", "--all", "--json", "-"],
        format!("{one_left}\n").as_bytes(),
    ));
    assert_eq!(listed[0]["solutions"], serde_json::json!([solutions[1]]));
    for args in [&["solve", "--any"][..], &["solve", "--count"]] {
        let output = run(
            &[args, &["--json", "-"]].concat(),
            format!("{one_left}\n").as_bytes(),
        );
        let record = &json_lines(&output)[0];
        assert!(
            record["solution"] == solutions[1] || record["count"] == 1,
            "{args:?}: {record}"
        );
    }
    let validated = stdout(&run(
        &["validate", "-"],
        format!("{one_left}\n{none_left}\n").as_bytes(),
    ));
    assert_eq!(validated, "-:0: unique\n-:1: unsolvable\n");

    let output = run(&["solve", "-"], format!("{none_left}\n").as_bytes());
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output).contains("no solution"),
        "{}",
        stderr(&output)
    );
}

/// With `--all` every readable puzzle's JSON object has its `solutions`, empty for a puzzle
/// with none, as `--count` gives every one a `count`.
#[test]
fn a_puzzle_without_solutions_lists_none_with_all() {
    let unsolvable = format!("12345678.........9{}", ".".repeat(63));
    let conflicting = format!("11{}", ".".repeat(79));
    let input = format!("{unsolvable}\n{conflicting}\n{PUZZLE}\n");
    let output = run(&["solve", "--all", "--json", "-"], input.as_bytes());
    assert_eq!(code(&output), 1);
    let records = json_lines(&output);
    assert_eq!(statuses(&records), ["unsolvable", "invalid", "solved"]);
    assert_eq!(records[0]["solutions"], serde_json::json!([]));
    assert_eq!(records[1]["solutions"], serde_json::json!([]));
    assert_eq!(records[2]["solutions"], serde_json::json!([PUZZLE_SOLVED]));
}
