//! Bad input: every problem gets a message that says where and what, the right exit status,
//! and never costs the good puzzles around it.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use crate::common::*;

/// Solves `input` and checks the good puzzles' answers, the message and the exit status.
fn check(input: &[u8], solved: usize, message: &str) {
    let output = run(&["solve"], input);
    let err = stderr(&output);
    assert!(
        err.contains(message),
        "expected {message:?} in stderr:\n{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(code(&output), 1, "{err}");
    let text = stdout(&output);
    assert_eq!(
        text.matches(PUZZLE_SOLVED).count() + text.matches(&to_compact(PUZZLE_SOLVED)).count(),
        solved,
        "stdout:\n{text}"
    );
}

fn around(bad: &str) -> Vec<u8> {
    format!("{PUZZLE}\n{bad}\n{PUZZLE}\n").into_bytes()
}

#[test]
fn bad_lines_between_good_puzzles() {
    let cases = [
        (
            PUZZLE[..80].to_string(),
            "puzzle 1: line 2: expected 81 cells, found 80",
        ),
        (
            format!("{PUZZLE}1"),
            "puzzle 1: line 2: expected 81 cells, found 82",
        ),
        (
            format!("{}?", &PUZZLE[..80]),
            "puzzle 1: line 2, column 81: unexpected character '?'",
        ),
        (
            format!("{}é", &PUZZLE[..80]),
            "line 2, column 81: unexpected character 'é' (U+00E9)",
        ),
        (
            format!("{}\u{0}", &PUZZLE[..80]),
            "line 2, column 81: unexpected control character U+0000",
        ),
    ];
    for (bad, message) in cases {
        check(&around(&bad), 2, message);
    }
}

#[test]
fn bad_rows_between_good_blocks() {
    let good = to_compact(PUZZLE);
    let rows: Vec<&str> = good.lines().collect();
    let with_row = |i: usize, row: &str| {
        let mut rows = rows.clone();
        rows[i] = row;
        rows.join("\n")
    };
    let cases = [
        (
            with_row(3, "00806000"),
            "puzzle 1: line 14: expected 9 cells, found 8",
        ),
        (
            with_row(3, "8000600030"),
            "puzzle 1: line 14: expected 9 cells, found 10",
        ),
        (
            with_row(0, "53007000a"),
            "puzzle 1: line 11, column 9: unexpected character 'a'",
        ),
        (
            rows[..7].join("\n"),
            "puzzle 1: line 11: the puzzle has 7 rows; expected 9",
        ),
    ];
    for (bad, message) in cases {
        let input = format!("{good}\n{bad}\n\n{good}");
        check(input.as_bytes(), 2, message);
    }
}

#[test]
fn out_of_range_numbers_in_the_spaced_format() {
    let row = "5 3 0 0 7 0 0 0 0\n";
    let mut input = row.to_string();
    input += "6 0 0 1 9 5 0 0 10\n";
    let output = run(&["solve"], input.as_bytes());
    assert!(
        stderr(&output).contains("line 2: number 9 is \"10\"; expected a digit 0-9 or ."),
        "{}",
        stderr(&output)
    );
    assert_eq!(code(&output), 1);
}

#[test]
fn conflicting_givens_are_invalid_and_name_the_rule() {
    let mut bad = PUZZLE.to_string();
    bad.replace_range(2..3, "5");
    check(
        &around(&bad),
        2,
        "puzzle 1: line 2: the givens break the rules: two 5s in row 1 (r1c1, r1c3)",
    );
}

#[test]
fn a_20_mib_line_is_reported_without_being_kept() {
    let huge = "1".repeat(20 * 1024 * 1024);
    check(
        &around(&huge),
        2,
        "puzzle 1: line 2: the line is 20971520 bytes long",
    );
}

#[test]
fn binary_data_is_an_error_not_a_crash() {
    let mut rng = Random::new(99);
    let mut noise: Vec<u8> = (0..100_000).map(|_| rng.next_u64() as u8).collect();
    noise.extend_from_slice(b"\n\xff\xfe\x00garbage\n");
    let output = run(&["solve"], &noise);
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output).starts_with("sudoku: -: "),
        "{}",
        stderr(&output)
    );
    assert!(!stderr(&output).contains("panicked"));
    for args in [&["validate"][..], &["format", "--to", "json"]] {
        let output = run(args, &noise);
        assert_eq!(code(&output), 1);
    }
}

#[test]
fn inputs_that_hold_no_puzzle_are_errors() {
    for input in ["", "\n\n", "# just a comment\n"] {
        let output = run(&["solve"], input.as_bytes());
        assert_eq!(code(&output), 1);
        assert_eq!(
            stderr(&output),
            "sudoku: -: no puzzle found (empty, or only comments)\n"
        );
    }
}

/// A file holding only a header is a puzzle missing after it, as when a header ends a file
/// after puzzles: the message names the file, the line and the header, not "no puzzle found".
/// A line of words alone, of no header's shape, is still one whose format cannot be told.
#[test]
fn a_file_of_a_header_alone_names_the_header_and_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let lone = dir.path().join("lone.txt");
    std::fs::write(&lone, "# from a collection\nGrid 07\n").unwrap();
    let after = dir.path().join("after.txt");
    std::fs::write(&after, format!("{PUZZLE}\nGrid 07\n")).unwrap();
    let message = "line 2: the header 'Grid 07' has no puzzle after it: the input ends";
    for (path, index) in [(&lone, 0), (&after, 1)] {
        let path = path.to_str().unwrap();
        for command in ["solve", "format", "validate"] {
            let output = run(&[command, path], b"");
            assert_eq!(code(&output), 1, "{command} {path}");
            if command != "validate" {
                assert!(
                    stderr(&output)
                        .ends_with(&format!("sudoku: {path}: puzzle {index}: {message}\n")),
                    "{command} {path}: {}",
                    stderr(&output)
                );
            }
            let output = run(&[command, "--json", path], b"");
            let records = json_lines(&output);
            assert_eq!(records.len(), index + 1, "{command} {path}");
            let record = &records[index];
            assert_eq!(record["status"], "invalid", "{command} {path}");
            assert_eq!(record["error"], message, "{command} {path}");
            assert_eq!(record["label"], "Grid 07", "{command} {path}");
            assert!(record["puzzle"].is_null(), "{command} {path}");
        }
    }
    let output = run(&["solve"], b"Sudoku puzzles\n");
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output).starts_with(
            "sudoku: -: puzzle 0: line 1: cannot tell the format: line 1 is \"Sudoku puzzles\""
        ),
        "{}",
        stderr(&output)
    );
}

#[test]
fn an_unopenable_input_exits_2_after_the_others_are_done() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.txt");
    std::fs::write(&good, format!("{PUZZLE}\n")).unwrap();
    let missing = dir.path().join("missing.txt");
    let output = run(
        &["solve", missing.to_str().unwrap(), good.to_str().unwrap()],
        b"",
    );
    assert_eq!(stdout(&output), format!("{PUZZLE_SOLVED}\n"));
    assert!(
        stderr(&output).contains("missing.txt: No such file or directory"),
        "{}",
        stderr(&output)
    );
    assert_eq!(code(&output), 2);
    // An empty argument (an unset variable) is such an input too, not a usage error that
    // leaves the others unread.
    let output = run(&["solve", "", good.to_str().unwrap()], b"");
    assert_eq!(stdout(&output), format!("{PUZZLE_SOLVED}\n"));
    assert!(
        stderr(&output).contains("'': an empty INPUT names no file"),
        "{}",
        stderr(&output)
    );
    assert_eq!(code(&output), 2);
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &["solve", "--bogus"][..],
        &["solve", "--limit", "3"],
        &["solve", "--any", "--count"],
        &["frobnicate"],
        &["format", "--to", "xml"],
    ] {
        let output = run(args, b"");
        assert_eq!(code(&output), 2, "{args:?}");
        assert!(!stderr(&output).is_empty());
        // Still 2 when no one reads the message (`2>&1 | true`): it used to end with 0, as if
        // the reader of the results had gone.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let status = sudoku()
            .args(args)
            .stdout(Stdio::null())
            .stderr(writer)
            .status()
            .unwrap();
        assert_eq!(
            status.code(),
            Some(2),
            "{args:?} with standard error closed"
        );
    }
}

#[test]
fn a_closed_output_pipe_ends_the_run_quietly() {
    let mut rng = Random::new(4);
    let input: String = (0..30_000)
        .map(|_| random_puzzle(&mut rng, 40).to_line() + "\n")
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.txt");
    std::fs::write(&path, input).unwrap();
    for threads in ["1", "2"] {
        let mut child = sudoku()
            .args(["solve", "-j", threads, path.to_str().unwrap()])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert_eq!(first.len(), 82);
        // The reader is dropped here: like `| head -1`.
        let output = child.wait_with_output().unwrap();
        assert_eq!(stderr(&output), "", "-j {threads}");
        assert_eq!(output.status.code(), Some(0), "-j {threads}");
    }
}

/// Worker threads that cannot start (a memory limit, a process limit) end the run with one
/// line that says so and what to do, not the system's error twice over.
#[test]
fn threads_that_cannot_start_say_so_once() {
    let script = format!(
        "ulimit -v 400000 && exec '{}' solve -j 256 '{}'",
        env!("CARGO_BIN_EXE_sudoku"),
        data_file("judge-compact.txt").display()
    );
    let output = Command::new("sh").args(["-c", &script]).output().unwrap();
    let message = stderr(&output);
    assert_eq!(code(&output), 2, "{message}");
    assert!(
        message.starts_with("sudoku: cannot start 256 worker threads (")
            && message.ends_with("); a lower -j starts fewer\n")
            && message.lines().count() == 1,
        "{message}"
    );
}

/// A UTF-16 file (what PowerShell's `>` writes) is named for what it is, with how to convert
/// it; files joined with `cat`, the second saved with a byte-order mark, lose no puzzle.
#[test]
fn utf16_files_are_named_and_joined_marks_are_no_text() {
    let dir = tempfile::tempdir().unwrap();
    let wide_path = dir.path().join("wide.txt");
    let wide: Vec<u8> = format!("\u{feff}{PUZZLE}\n")
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    std::fs::write(&wide_path, wide).unwrap();
    let output = run(&["validate", wide_path.to_str().unwrap()], b"");
    assert_eq!(code(&output), 1);
    assert!(
        stdout(&output).ends_with(
            ":0: invalid: line 1: the input is UTF-16 text, which is not read: convert it to \
             UTF-8 first (`iconv -f UTF-16 -t UTF-8`)\n"
        ),
        "{}",
        stdout(&output)
    );
    // Found in a directory walk, it is not skipped as binary but said the same way.
    let walked = run(&["validate", dir.path().to_str().unwrap()], b"");
    assert_eq!(code(&walked), 1);
    assert!(
        stdout(&walked).contains("the input is UTF-16 text"),
        "{}",
        stdout(&walked)
    );
    let joined = format!("\u{feff}{PUZZLE}\n\u{feff}{PUZZLE}\n");
    let output = run(&["validate", "-"], joined.as_bytes());
    assert_eq!(code(&output), 0, "{}", stdout(&output));
    assert_eq!(stdout(&output), "-:0: unique\n-:1: unique\n");
}
