//! `sudoku canon`, `shuffle` and `minimize`: equivalence classes, seeded isomorphs and minimal
//! puzzles, checked through their JSON output.

use serde_json::Value;
use sudoku::Grid;
use sudoku::format::parse_line;

use crate::common::{PUZZLE, PUZZLE_SOLVED, code, json_lines, run, stderr, stdout};
use crate::reference::reference_solutions;

/// A second puzzle, not equivalent to [`PUZZLE`] (different number of givens).
const OTHER: &str =
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";

fn field(value: &Value, name: &str) -> String {
    value[name]
        .as_str()
        .unwrap_or_else(|| panic!("{name} in {value}"))
        .to_owned()
}

/// The shuffled line of each input line under `seed`.
fn shuffled(input: &str, seed: u64) -> Vec<String> {
    let output = run(
        &["shuffle", "--json", "--seed", &seed.to_string(), "-"],
        input.as_bytes(),
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    json_lines(&output)
        .iter()
        .map(|v| field(v, "shuffled"))
        .collect()
}

/// The canonical line of each input line.
fn canonical(input: &str) -> Vec<String> {
    let output = run(&["canon", "--json", "-"], input.as_bytes());
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    json_lines(&output)
        .iter()
        .map(|v| field(v, "canonical"))
        .collect()
}

/// A line with `.` blanks as the minlex convention writes it, `0` for a blank.
fn zeros(line: &str) -> String {
    line.replace('.', "0")
}

fn givens(line: &str) -> usize {
    line.bytes()
        .filter(|b| b.is_ascii_digit() && *b != b'0')
        .count()
}

#[test]
fn isomorphs_share_one_canonical_form_no_larger_than_any_of_them() {
    let isomorphs: Vec<String> = (0..20)
        .map(|seed| shuffled(PUZZLE, seed).remove(0))
        .collect();
    let distinct: std::collections::HashSet<_> = isomorphs.iter().collect();
    assert!(distinct.len() > 10, "shuffles at different seeds differ");
    let forms = canonical(&isomorphs.join("\n"));
    assert_eq!(forms.len(), isomorphs.len());
    assert!(forms.iter().all(|f| f == &forms[0]), "{forms:?}");
    for isomorph in &isomorphs {
        assert!(forms[0] <= zeros(isomorph), "{} > {isomorph}", forms[0]);
    }
    assert_eq!(forms[0].len(), 81);
    assert_ne!(canonical(OTHER)[0], forms[0]);
}

#[test]
fn canon_json_reports_automorphisms_and_status() {
    let output = run(
        &["canon", "--json", "-"],
        format!("{PUZZLE}\n{}\n", ".".repeat(81)).as_bytes(),
    );
    let records = json_lines(&output);
    assert_eq!(field(&records[0], "status"), "ok");
    assert_eq!(field(&records[0], "puzzle"), PUZZLE);
    assert_eq!(records[1]["automorphisms"], 3_359_232u64);
    assert_eq!(field(&records[1], "canonical"), "0".repeat(81));
}

#[test]
fn dedupe_keeps_the_first_of_each_class_in_order_for_every_thread_count() {
    let a = shuffled(PUZZLE, 1).remove(0);
    let b = shuffled(OTHER, 2).remove(0);
    let input = [
        &a,
        PUZZLE,
        &b,
        OTHER,
        &shuffled(PUZZLE, 3)[0],
        &shuffled(OTHER, 4)[0],
    ]
    .map(|s| s.to_string())
    .join("\n");
    let mut outputs = Vec::new();
    for threads in ["1", "2", "8"] {
        let output = run(
            &["canon", "--dedupe", "--json", "--stats", "-j", threads, "-"],
            input.as_bytes(),
        );
        assert_eq!(code(&output), 0, "{}", stderr(&output));
        assert!(
            stderr(&output).contains("4 duplicate"),
            "{}",
            stderr(&output)
        );
        outputs.push(stdout(&output));
        let records = json_lines(&output);
        let kept: Vec<String> = records.iter().map(|v| field(v, "puzzle")).collect();
        assert_eq!(kept, [a.clone(), b.clone()]);
        let indices: Vec<_> = records
            .iter()
            .map(|v| v["index"].as_u64().unwrap())
            .collect();
        assert_eq!(indices, [0, 2]);
    }
    assert!(outputs.iter().all(|o| o == &outputs[0]));
}

/// A CSV file whose every row is a duplicate leaves nothing, not its column names alone: the
/// output must read back (a header with no puzzle under it is an error), and keep the names
/// once above the rows that stay.
#[test]
fn dedupe_leaves_no_column_names_without_a_row_under_them() {
    let dir = tempfile::tempdir().unwrap();
    let csv = format!("id,puzzle\n1,{PUZZLE}\n2,{OTHER}\n");
    let (a, b) = (dir.path().join("a.csv"), dir.path().join("b.csv"));
    std::fs::write(&a, &csv).unwrap();
    std::fs::write(&b, &csv).unwrap();
    let (a, b) = (a.to_str().unwrap(), b.to_str().unwrap());
    let output = run(&["canon", "--dedupe", "-o", "same", a, b], b"");
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(lines[0], "id,puzzle");
    let again = run(&["canon", "-o", "same", "-"], text.as_bytes());
    assert_eq!(code(&again), 0, "reads back: {}", stderr(&again));
    assert_eq!(stdout(&again), text, "canonical forms are their own");
}

#[test]
fn shuffle_keeps_the_class_and_the_givens_and_follows_the_seed() {
    let input = format!("{PUZZLE}\n{OTHER}\n");
    let one = shuffled(&input, 42);
    assert_eq!(one, shuffled(&input, 42), "same seed, same output");
    assert_ne!(one, shuffled(&input, 43), "different seeds differ");
    assert_eq!(canonical(&one.join("\n")), canonical(&input));
    assert_eq!(givens(&one[0]), givens(PUZZLE));
    assert_eq!(givens(&one[1]), givens(OTHER));
    let threads = |j: &str| {
        stdout(&run(
            &["shuffle", "--seed", "9", "-j", j, "-"],
            input.repeat(50).as_bytes(),
        ))
    };
    assert_eq!(threads("1"), threads("8"));
}

#[test]
fn shuffle_without_a_seed_reports_the_one_it_drew_unless_quiet() {
    let output = run(&["shuffle", "-"], PUZZLE.as_bytes());
    let seed: u64 = stderr(&output)
        .split_whitespace()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("a seed in {}", stderr(&output)));
    assert_eq!(stdout(&output).trim(), shuffled(PUZZLE, seed)[0]);
    let quiet = run(&["shuffle", "-q", "-"], PUZZLE.as_bytes());
    assert_eq!(stderr(&quiet), "");
}

/// A run refused before it began (its results would overwrite its input) says why, and no
/// seed: nothing was shuffled to repeat.
#[cfg(unix)]
#[test]
fn a_refused_shuffle_reports_no_seed() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("p.txt");
    std::fs::write(&input, format!("{PUZZLE}\n")).unwrap();
    let args = ["shuffle", input.to_str().unwrap(), "--out-dir"];
    let output = run(&[&args[..], &[dir.path().to_str().unwrap()]].concat(), b"");
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("would overwrite"),
        "{}",
        stderr(&output)
    );
    assert!(!stderr(&output).contains("seed"), "{}", stderr(&output));
    assert_eq!(
        std::fs::read_to_string(&input).unwrap(),
        format!("{PUZZLE}\n")
    );
}

/// Nor does a run whose inputs gave no puzzle to shuffle (a missing file, an empty one); one
/// that shuffled any puzzle does, whatever else failed.
#[test]
fn a_shuffle_of_nothing_reports_no_seed() {
    let dir = tempfile::tempdir().unwrap();
    let (missing, empty) = (dir.path().join("missing.txt"), dir.path().join("empty.txt"));
    std::fs::write(&empty, "").unwrap();
    let (missing, empty) = (missing.to_str().unwrap(), empty.to_str().unwrap());
    for (args, status) in [(&[missing][..], 2), (&[empty], 1), (&[empty, missing], 2)] {
        let output = run(&[&["shuffle"][..], args].concat(), b"");
        assert_eq!(code(&output), status, "{args:?}: {}", stderr(&output));
        assert!(!stderr(&output).contains("seed"), "{}", stderr(&output));
    }
    let output = run(&["shuffle", empty, "-"], PUZZLE.as_bytes());
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("give --seed"),
        "{}",
        stderr(&output)
    );
}

fn solutions(line: &str, limit: usize) -> Vec<Grid> {
    reference_solutions(&parse_line(line).unwrap(), limit, u64::MAX).unwrap()
}

fn check_minimal(puzzle: &str, minimized: &str) {
    let before = solutions(puzzle, 2);
    assert_eq!(
        solutions(minimized, 2),
        before,
        "unique, with the same solution"
    );
    for (cell, (m, p)) in minimized.bytes().zip(puzzle.bytes()).enumerate() {
        if m != b'.' {
            assert_eq!(m, p, "cell {cell} was a given");
            let mut fewer = minimized.as_bytes().to_vec();
            fewer[cell] = b'.';
            let fewer = String::from_utf8(fewer).unwrap();
            assert_eq!(solutions(&fewer, 2).len(), 2, "cell {cell} is needed");
        }
    }
}

#[test]
fn minimize_keeps_a_subset_that_is_unique_and_minimal() {
    for args in [
        &["minimize", "--json", "-"][..],
        &["minimize", "--json", "--seed", "5", "-"],
    ] {
        let output = run(args, format!("{PUZZLE}\n{OTHER}\n").as_bytes());
        assert_eq!(code(&output), 0, "{}", stderr(&output));
        let records = json_lines(&output);
        for (record, puzzle) in records.iter().zip([PUZZLE, OTHER]) {
            assert_eq!(field(record, "status"), "minimal");
            let minimized = field(record, "minimized");
            assert_eq!(record["givens"], givens(&minimized));
            assert!(givens(&minimized) < givens(puzzle));
            check_minimal(puzzle, &minimized);
        }
    }
    let seeded = |seed: &str| stdout(&run(&["minimize", "--seed", seed, "-"], OTHER.as_bytes()));
    assert_eq!(seeded("5"), seeded("5"));
}

#[test]
fn minimize_reports_puzzles_without_exactly_one_solution() {
    let mut broken = PUZZLE.to_owned();
    broken.replace_range(1..2, "5"); // two 5s in the first row
    let open = format!("{}{}", &PUZZLE[..40], ".".repeat(41));
    let input = format!("{PUZZLE}\n{broken}\n{open}\n");
    let output = run(&["minimize", "--json", "-"], input.as_bytes());
    assert_eq!(code(&output), 1);
    let statuses: Vec<String> = json_lines(&output)
        .iter()
        .map(|v| field(v, "status"))
        .collect();
    assert_eq!(statuses, ["minimal", "unsolvable", "multiple"]);
    let messages = stderr(&output);
    assert!(
        messages
            .contains("puzzle 1: line 2: the givens break the rules: two 5s in row 1 (r1c1, r1c2)"),
        "{messages}"
    );
    assert!(
        messages.contains("puzzle 2: line 3: the puzzle has more than one solution"),
        "{messages}"
    );

    // A pencilmark position with no digit placed, two candidates a cell, one solution by its
    // marks: `validate` calls it unique, so `minimize`, which keeps placed digits alone, must
    // say that it judged those, not call the position ambiguous.
    let marks: String = (PUZZLE_SOLVED.bytes().enumerate())
        .flat_map(|(cell, digit)| {
            let digit = digit - b'0';
            let other = match (digit as usize + cell) % 9 + 1 {
                same if same == usize::from(digit) => digit % 9 + 1,
                other => other as u8,
            };
            (1..=9u8).map(move |slot| match slot {
                _ if slot == digit || slot == other => char::from(b'0' + slot),
                _ => '.',
            })
        })
        .collect();
    let marks = format!("{marks}\n");
    let validated = run(&["validate", "--json", "-"], marks.as_bytes());
    assert_eq!(field(&json_lines(&validated)[0], "status"), "unique");
    let output = run(&["minimize", "-"], marks.as_bytes());
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output).contains("its placed digits have more than one solution (minimize works"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn unreadable_puzzles_are_reported_and_the_rest_processed() {
    for command in ["canon", "shuffle", "minimize"] {
        let output = run(&[command, "-q", "-"], format!("{PUZZLE}\n123\n").as_bytes());
        assert_eq!(code(&output), 1, "{command}");
        assert_eq!(stdout(&output).lines().count(), 1, "{command}");
        assert!(
            stderr(&output).contains("line 2"),
            "{command}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn a_drawn_seed_on_an_unwritable_standard_error_is_no_panic() {
    // Without --seed the seed drawn is reported on standard error; a full one is no reason to
    // fail, let alone panic (exit 101).
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return;
    };
    for command in ["shuffle", "minimize"] {
        let output = crate::common::sudoku()
            .args([command, "-"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(full.try_clone().unwrap())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                let mut input = child.stdin.take().unwrap();
                input.write_all(format!("{PUZZLE}\n").as_bytes())?;
                drop(input);
                child.wait_with_output()
            })
            .unwrap();
        assert_eq!(code(&output), 0, "{command}");
        assert_eq!(stdout(&output).lines().count(), 1, "{command}");
    }
}

#[test]
fn minimize_names_the_rule_that_broken_givens_break() {
    // Two 5s in row 1 and box 1, as solve, rate, explain and hint name them.
    let broken = format!("5.5{}\n", &PUZZLE[3..]);
    let expected = "the givens break the rules: two 5s in row 1 (r1c1, r1c3)";
    let output = run(&["minimize", "-"], broken.as_bytes());
    assert_eq!(code(&output), 1);
    assert!(stderr(&output).contains(expected), "{}", stderr(&output));
    let output = run(&["minimize", "--json", "-"], broken.as_bytes());
    assert_eq!(code(&output), 1);
    let records = json_lines(&output);
    assert_eq!(records[0]["status"], "unsolvable");
    let error = records[0]["error"].as_str().unwrap();
    assert!(error.contains(expected), "{error}");
}

/// In the input's own format (`-o same`), the label before a block comes back before the
/// block the command made of it, but not the annotation after a line: a rating or a solution
/// there spoke of the puzzle as read, and may be false of the new one. Another format leaves
/// both out.
#[test]
fn the_input_format_keeps_the_label_but_not_the_annotation() {
    let annotated = format!("{PUZZLE} {PUZZLE_SOLVED} ER=4.5\n");
    let labelled = format!("Grid 01\n{}", crate::common::JUDGE_COMPACT);
    for (command, elsewhere) in [
        (&["canon", "-o", "same"][..], &["canon"][..]),
        (
            &["shuffle", "--seed", "1"],
            &["shuffle", "--seed", "1", "-o", "line"],
        ),
        (&["minimize"], &["minimize", "-o", "line"]),
    ] {
        let output = run(command, annotated.as_bytes());
        let text = stdout(&output);
        assert_eq!(text.trim_end().len(), 81, "{command:?}: {text}");
        assert_eq!(
            solutions(text.trim_end(), 2).len(),
            1,
            "{command:?}: {text}"
        );

        let output = run(command, labelled.as_bytes());
        let text = stdout(&output);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            (lines[0], lines.len()),
            ("Grid 01", 10),
            "{command:?}: {text}"
        );
        assert!(
            lines[1..].iter().all(|row| row.len() == 9),
            "{command:?}: {text}"
        );
        assert_eq!(code(&output), 0, "{command:?}");

        for input in [&annotated, &labelled] {
            let text = stdout(&run(elsewhere, input.as_bytes()));
            assert_eq!(text.trim_end().len(), 81, "{command:?}: {text}");
        }
    }
}

/// Shuffling a player's position keeps its pencilmarks: written back in its pencilmark format
/// it has as many candidates as before (those the player struck stay struck), the same
/// canonical form, and its one solution is the shuffled solution of the position.
#[test]
fn shuffle_moves_a_pencilmark_position_with_its_struck_candidates() {
    let position = include_str!("../../examples/pencilmarks.txt");
    let candidates = |text: &str| -> usize {
        let line = stdout(&run(
            &["format", "-o", "pencilmark-line", "-"],
            text.as_bytes(),
        ));
        line.trim_end().bytes().filter(u8::is_ascii_digit).count()
    };
    let before = candidates(position);
    let solve = |text: &str| stdout(&run(&["solve", "-o", "line", "-"], text.as_bytes()));
    for seed in ["1", "5", "9"] {
        let output = run(&["shuffle", "--seed", seed, "-"], position.as_bytes());
        assert_eq!(code(&output), 0, "{}", stderr(&output));
        let moved = stdout(&output);
        assert!(moved.contains('|'), "written as the input's grid: {moved}");
        assert_eq!(candidates(&moved), before, "seed {seed}: {moved}");
        assert_eq!(canonical(&moved), canonical(position), "seed {seed}");
        // The solution of the shuffled position is the solution of the position, shuffled: its
        // placed digits, shuffled alike, agree with it.
        let solved = solve(&moved);
        assert_eq!(solved.lines().count(), 1, "seed {seed}: {solved}");
        let placed = stdout(&run(
            &["shuffle", "--seed", seed, "-o", "line", "-"],
            position.as_bytes(),
        ));
        let agrees = placed
            .trim_end()
            .bytes()
            .zip(solved.trim_end().bytes())
            .all(|(p, s)| p == b'.' || p == s);
        assert!(agrees, "seed {seed}: {placed} against {solved}");
    }
}

/// `format`, `canon` and `shuffle` read and transform puzzles whatever their solutions: one that
/// breaks a rule or has no solution is written like any other, with exit status 0, as their help
/// says; only a puzzle that cannot be read makes it 1.
#[test]
fn the_transforming_commands_check_no_solutions_and_say_so() {
    let conflict = format!("5.5{}", &PUZZLE[3..]);
    let unsolvable = format!("12345678.........9{}", ".".repeat(63));
    let input = format!("{conflict}\n{unsolvable}\n");
    for command in ["format", "canon", "shuffle"] {
        let output = run(&[command, "--json", "-"], input.as_bytes());
        assert_eq!(code(&output), 0, "{command}: {}", stderr(&output));
        assert_eq!(json_lines(&output).len(), 2, "{command}");
        let unreadable = run(&[command, "-"], format!("{}\n", &PUZZLE[..80]).as_bytes());
        assert_eq!(code(&unreadable), 1, "{command}");
        let help = stdout(&run(&[command, "--help"], b""));
        assert!(
            help.contains("solutions are not checked"),
            "{command}: {help}"
        );
    }
}

/// A CSV or TSV file written back with `-o same` by a command that drops the annotation (the
/// solution column is false of a shuffled, minimized or canonical puzzle) names only the
/// columns its rows still hold: a header naming a dropped column misled spreadsheets and
/// data tools into an empty `solution` column. A title above the names, and names with
/// nothing dropped after the puzzle, stay as they were; each output reads back whole.
#[test]
fn column_names_written_back_name_only_the_columns_kept() {
    let row = |label: &str, tail: &str| format!("{label}{PUZZLE}{tail}\n");
    let cases = [
        (
            format!(
                "id,puzzle,solution\n{}",
                row("1,", &format!(",{PUZZLE_SOLVED}"))
            ),
            "id,puzzle",
        ),
        (
            format!("puzzle,solution\n{}", row("", &format!(",{PUZZLE_SOLVED}"))),
            "puzzle",
        ),
        (
            format!("id\tpuzzle\tsolution\trating\n{}", row("7\t", "\tx\t2.0")),
            "id\tpuzzle",
        ),
        (
            format!(
                "My puzzles, all of them\nid;puzzle;level\n{}",
                row("1;", ";easy")
            ),
            "My puzzles, all of them\nid;puzzle",
        ),
        (
            format!(
                "id,solution,puzzle\n{}",
                row(&format!("1,{PUZZLE_SOLVED},"), "")
            ),
            "id,solution,puzzle",
        ),
    ];
    for (input, names) in &cases {
        for command in [&["canon"][..], &["shuffle", "--seed", "1"], &["minimize"]] {
            let output = run(&[command, &["-o", "same", "-"]].concat(), input.as_bytes());
            assert_eq!(code(&output), 0, "{command:?} {input}: {}", stderr(&output));
            let written = stdout(&output);
            let expected_lines = names.lines().count() + 1;
            assert!(
                written.starts_with(&format!("{names}\n")),
                "{command:?} on {input:?} wrote {written:?}"
            );
            assert_eq!(written.lines().count(), expected_lines, "{written:?}");
            let again = run(&["validate", "--json", "-"], written.as_bytes());
            assert_eq!(json_lines(&again).len(), 1, "{written:?}");
            assert_eq!(field(&json_lines(&again)[0], "status"), "unique");
        }
    }
}
