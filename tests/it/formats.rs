//! Reading every format, detecting it, and writing it back.

use crate::common::*;

fn spaced(line: &str) -> String {
    to_compact(line)
        .lines()
        .map(|row| {
            let cells: Vec<String> = row.chars().map(String::from).collect();
            cells.join(" ") + "\n"
        })
        .collect()
}

fn convert(to: &str, input: &str) -> String {
    let output = run(&["format", "--to", to], input.as_bytes());
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    stdout(&output)
}

#[test]
fn each_format_is_detected_and_read() {
    let grid = convert("grid", &format!("{PUZZLE}\n"));
    let json = format!("{{\"puzzle\": \"{PUZZLE}\"}}\n");
    for input in [
        format!("{PUZZLE}\n"),
        to_compact(PUZZLE),
        spaced(PUZZLE),
        grid,
        json,
    ] {
        assert_eq!(
            convert("line", &input),
            format!("{PUZZLE}\n"),
            "input:\n{input}"
        );
    }
}

#[test]
fn every_format_round_trips_through_every_other() {
    let formats = ["compact", "spaced", "line", "grid", "json"];
    let mut rng = Random::new(1);
    let lines: Vec<String> = (0..5)
        .map(|i| random_puzzle(&mut rng, 10 * i).to_line())
        .collect();
    let original = lines.join("\n") + "\n";
    for from in formats {
        let there = convert(from, &original);
        for via in formats {
            let back = convert("line", &convert(via, &there));
            assert_eq!(back, original, "line -> {from} -> {via} -> line");
        }
        // Writing a format it was read in gives back the same bytes.
        assert_eq!(convert(from, &there), there, "{from} -> {from}");
    }
}

#[test]
fn comments_crlf_trailing_whitespace_and_a_missing_final_newline_are_fine() {
    let compact = to_compact(PUZZLE).replace('\n', "  \r\n");
    let input = format!(
        "# a comment\r\n{compact}\r\n   # another\r\n{}",
        JUDGE_COMPACT.trim_end()
    );
    let output = run(&["solve", "-o", "line"], input.as_bytes());
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0], PUZZLE_SOLVED);
    assert_eq!(to_compact(lines[1]), JUDGE_COMPACT_SOLVED);

    let line_input = format!("{PUZZLE} \t\r\n\r\n{PUZZLE}");
    let output = run(&["solve"], line_input.as_bytes());
    assert_eq!(
        stdout(&output),
        format!("{PUZZLE_SOLVED}\n{PUZZLE_SOLVED}\n")
    );
}

/// Classic Mac OS editors end lines with a lone `\r`: every puzzle of such a file is read, and
/// an error names its line as an editor counts it, where it once took the file for one puzzle
/// with the rest written after it.
#[test]
fn lines_ended_by_a_lone_carriage_return_are_lines() {
    let lines = format!("# list\r{PUZZLE}\r{}\r{PUZZLE}\r", &PUZZLE[..80]);
    let output = run(&["solve", "--json"], lines.as_bytes());
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    let records = json_lines(&output);
    assert_eq!(statuses(&records), ["solved", "invalid", "solved"]);
    assert!(stderr(&output).contains("line 3"), "{}", stderr(&output));

    let block = to_compact(PUZZLE).replace('\n', "\r") + "\r" + &JUDGE_COMPACT.replace('\n', "\r");
    let output = run(&["solve", "-o", "line"], block.as_bytes());
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let text = stdout(&output);
    let solved: Vec<&str> = text.lines().collect();
    assert_eq!(solved.len(), 2);
    assert_eq!(solved[0], PUZZLE_SOLVED);
}

#[test]
fn dots_and_zeros_are_both_blanks_and_the_output_uses_each_formats_own() {
    let with_zeros = PUZZLE.replace('.', "0");
    assert_eq!(
        convert("line", &format!("{with_zeros}\n")),
        format!("{PUZZLE}\n")
    );
    assert_eq!(
        convert("compact", &format!("{PUZZLE}\n")),
        to_compact(PUZZLE)
    );
    assert!(convert("spaced", &format!("{PUZZLE}\n")).starts_with("5 3 0 0 7 0 0 0 0\n"));
}

#[test]
fn the_grid_format_draws_boxes() {
    let expected = "\
+-------+-------+-------+
| 5 3 . | . 7 . | . . . |
| 6 . . | 1 9 5 | . . . |
| . 9 8 | . . . | . 6 . |
+-------+-------+-------+
| 8 . . | . 6 . | . . 3 |
| 4 . . | 8 . 3 | . . 1 |
| 7 . . | . 2 . | . . 6 |
+-------+-------+-------+
| . 6 . | . . . | 2 8 . |
| . . . | 4 1 9 | . . 5 |
| . . . | . 8 . | . 7 9 |
+-------+-------+-------+
";
    assert_eq!(convert("grid", &format!("{PUZZLE}\n")), expected);
    // Hand-drawn variants without outer borders read the same.
    let loose = "\
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
";
    assert_eq!(convert("line", loose), format!("{PUZZLE}\n"));
}

#[test]
fn a_forced_input_format_overrides_detection() {
    let output = run(
        &["format", "--input-format", "compact", "--to", "line"],
        format!("{PUZZLE}\n").as_bytes(),
    );
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output).contains("line 1: expected 9 cells, found 81"),
        "{}",
        stderr(&output)
    );
}

/// A file of compact blocks with numbered puzzles on lines of their own among them: written
/// in its own format, each puzzle read on its line keeps it, label and annotation with it, so
/// the file reads back with as many puzzles (a label on a line of its own above a block, `12.`
/// or `#4`, would read back as a damaged row or a comment), and writing it again changes
/// nothing.
#[test]
fn numbered_lines_among_blocks_keep_their_line_in_the_input_format() {
    let input = format!("{JUDGE_COMPACT}\n12. {PUZZLE}\n#4 {PUZZLE} ER=1.2\n{JUDGE_COMPACT}");
    let once = run(&["format", "-"], input.as_bytes());
    assert_eq!(code(&once), 0, "{}", stderr(&once));
    let text = stdout(&once);
    assert!(
        text.contains(&format!("\n12. {PUZZLE}\n#4 {PUZZLE} ER=1.2\n")),
        "{text}"
    );
    let back = json_lines(&run(&["validate", "--json", "-"], &once.stdout));
    let labels: Vec<_> = back.iter().map(|r| r["label"].as_str()).collect();
    assert_eq!(labels, [None, Some("12."), Some("#4"), None], "{text}");
    let twice = run(&["format", "-"], &once.stdout);
    assert_eq!(stdout(&twice), text);
    // Another format is written as asked, every puzzle alike.
    let lines = stdout(&run(&["format", "-o", "compact", "-"], input.as_bytes()));
    assert_eq!(lines.matches("\n\n").count(), 3, "{lines}");
}
