//! `sudoku validate`: statuses and the rules a conflict breaks.

use crate::common::*;

#[test]
fn each_status_is_reported_per_puzzle() {
    let one_blank = format!(".{}", &SOLVED[1..]);
    let stuck = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    let mut conflict = SOLVED.to_string();
    conflict.replace_range(1..2, "5");
    let input = [
        SOLVED,
        &one_blank,
        &".".repeat(81),
        &stuck,
        &conflict,
        &"?".repeat(81),
    ]
    .join("\n");
    let output = run(&["validate"], input.as_bytes());
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "-:0: complete");
    assert_eq!(lines[1], "-:1: unique");
    assert_eq!(lines[2], "-:2: multiple");
    assert_eq!(lines[3], "-:3: unsolvable");
    assert_eq!(
        lines[4],
        "-:4: conflict: two 5s in row 1 (r1c1, r1c2); two 5s in column 2 (r1c2, r4c2); \
         two 5s in box 1 (r1c1, r1c2)"
    );
    assert_eq!(
        lines[5],
        "-:5: invalid: line 6, column 1: unexpected character '?'"
    );
    assert_eq!(lines.len(), 6);
    assert_eq!(code(&output), 1);
}

#[test]
fn valid_puzzles_exit_zero_and_the_source_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("good.txt");
    std::fs::write(&path, format!("{PUZZLE}\n{SOLVED}\n{}\n", ".".repeat(81))).unwrap();
    let name = path.to_str().unwrap();
    let output = run(&["validate", name], b"");
    assert_eq!(
        stdout(&output),
        format!("{name}:0: unique\n{name}:1: complete\n{name}:2: multiple\n")
    );
    assert_eq!(code(&output), 0);
}

#[test]
fn conflicts_in_json_name_unit_digit_and_cells_one_based() {
    let mut grid = ".".repeat(81);
    grid.replace_range(2..3, "5");
    grid.replace_range(6..7, "5");
    let output = run(&["validate", "--json"], format!("{grid}\n").as_bytes());
    let records = json_lines(&output);
    assert_eq!(records.len(), 1);
    let record = &records[0];
    assert_eq!(record["status"], "conflict");
    let conflicts = record["conflicts"].as_array().unwrap();
    assert_eq!(conflicts.len(), 1);
    assert_eq!(conflicts[0]["unit"], "row");
    assert_eq!(conflicts[0]["number"], 1);
    assert_eq!(conflicts[0]["digit"], 5);
    assert_eq!(
        conflicts[0]["cells"],
        serde_json::json!([{"row": 1, "column": 3}, {"row": 1, "column": 7}])
    );
    assert_eq!(code(&output), 1);
}

/// A file name with a newline or a terminal's escape in it is written escaped in text and in
/// messages, one line a puzzle as documented, and exact in JSON.
#[cfg(unix)]
#[test]
fn control_characters_in_a_file_name_are_escaped_in_text_and_exact_in_json() {
    let dir = tempfile::tempdir().unwrap();
    let name = "x\u{1b}[31mred\nline.txt";
    std::fs::write(dir.path().join(name), format!("{PUZZLE}\n12\n")).unwrap();
    let folder = dir.path().to_str().unwrap();
    let text = run(&["validate", folder], b"");
    let out = stdout(&text);
    assert_eq!(out.lines().count(), 2, "{out}");
    assert!(
        out.lines()
            .all(|line| line.contains("x\\u{1b}[31mred\\nline.txt:")),
        "{out}"
    );
    let err = stderr(&run(&["canon", folder], b""));
    assert!(!err.contains('\u{1b}') && err.lines().count() == 1, "{err}");
    assert!(
        err.contains("x\\u{1b}[31mred\\nline.txt: puzzle 1:"),
        "{err}"
    );
    let json = run(&["validate", "--json", folder], b"");
    let source = json_lines(&json)[0]["source"].as_str().unwrap().to_string();
    assert!(source.ends_with(name), "{source}");
}
