//! JSON output: NDJSON with the fields SPEC.md promises, checked by parsing.

use serde::Deserialize;

use crate::common::*;

/// The fields of `solve --json` that scripts rely on. Deserializing into this checks names and
/// types; `Option` fields must still be present (checked separately) but may be null.
#[derive(Debug, Deserialize)]
struct SolveRecord {
    source: String,
    index: usize,
    puzzle: Option<String>,
    status: String,
    solution: Option<String>,
    unique: Option<bool>,
    error: Option<String>,
    count: Option<u64>,
    solutions: Option<Vec<String>>,
}

fn solve_records(args: &[&str], input: &str) -> (Vec<SolveRecord>, Vec<serde_json::Value>) {
    let output = run(args, input.as_bytes());
    let values = json_lines(&output);
    let records = values
        .iter()
        .map(|v| serde_json::from_value(v.clone()).unwrap())
        .collect();
    (records, values)
}

#[test]
fn solve_writes_one_object_per_puzzle_with_every_field() {
    let stuck = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    let mut conflict = PUZZLE.to_string();
    conflict.replace_range(2..3, "5");
    let input = format!(
        "{PUZZLE}\n{}\n{stuck}\n{conflict}\nbroken\n",
        ".".repeat(81)
    );
    let (records, values) = solve_records(&["solve", "--json", "-j", "2"], &input);
    assert_eq!(records.len(), 5);
    for (i, (record, value)) in records.iter().zip(&values).enumerate() {
        assert_eq!(record.source, "-");
        assert_eq!(record.index, i);
        for field in ["source", "index", "puzzle", "status", "solution", "unique"] {
            assert!(value.get(field).is_some(), "{field} missing in {value}");
        }
    }
    assert_eq!(records[0].status, "solved");
    assert_eq!(records[0].puzzle.as_deref(), Some(PUZZLE));
    assert_eq!(records[0].solution.as_deref(), Some(PUZZLE_SOLVED));
    assert_eq!(records[0].unique, Some(true));
    assert_eq!(records[1].unique, Some(false));
    assert_eq!(records[2].status, "unsolvable");
    assert_eq!(records[2].solution, None);
    assert_eq!(records[2].unique, None);
    assert_eq!(records[3].status, "invalid");
    assert!(
        records[3]
            .error
            .as_deref()
            .unwrap()
            .contains("two 5s in row 1")
    );
    assert_eq!(records[4].status, "invalid");
    assert_eq!(records[4].puzzle, None);
    assert!(records[4].error.as_deref().unwrap().starts_with("line 5"));
    assert!(values[0].get("error").is_none(), "error only when invalid");
}

#[test]
fn any_leaves_uniqueness_unknown() {
    let (records, _) = solve_records(&["solve", "--json", "--any"], &format!("{PUZZLE}\n"));
    assert_eq!(records[0].unique, None);
    assert_eq!(records[0].solution.as_deref(), Some(PUZZLE_SOLVED));
}

#[test]
fn count_and_all_add_their_fields() {
    let empty = ".".repeat(81);
    let (records, _) = solve_records(
        &["solve", "--json", "--count", "--limit", "7"],
        &format!("{empty}\n"),
    );
    assert_eq!(records[0].count, Some(7));
    assert_eq!(records[0].unique, Some(false));
    assert_eq!(
        records[0].solution.as_deref(),
        Some("123456789456789123789123456214365897365897214897214365531642978642978531978531642")
    );
    // A limit of one cannot tell uniqueness from the count; the field must still be right.
    let input = format!("{PUZZLE}\n{empty}\n");
    let (records, _) = solve_records(&["solve", "--json", "--count", "--limit", "1"], &input);
    assert_eq!(records[0].count, Some(1));
    assert_eq!(records[0].unique, Some(true));
    assert_eq!(records[0].solution.as_deref(), Some(PUZZLE_SOLVED));
    assert_eq!(records[1].count, Some(1));
    assert_eq!(records[1].unique, Some(false));
    let (records, _) = solve_records(&["solve", "--json", "--count"], &input);
    assert_eq!((records[0].count, records[0].unique), (Some(1), Some(true)));
    assert_eq!(
        (records[1].count, records[1].unique),
        (Some(2), Some(false))
    );
    let (records, _) = solve_records(
        &["solve", "--json", "--all", "--limit", "3"],
        &format!("{empty}\n"),
    );
    let solutions = records[0].solutions.as_ref().unwrap();
    assert_eq!(solutions.len(), 3);
    assert_eq!(records[0].solution.as_ref(), Some(&solutions[0]));
    assert_eq!(records[0].unique, Some(false));
}

#[test]
fn json_input_is_read_back_from_json_output() {
    let output = run(&["format", "--json"], format!("{PUZZLE}\n").as_bytes());
    let again = run(&["solve"], &output.stdout);
    let records = json_lines(&again);
    assert_eq!(
        records[0]["solution"], PUZZLE_SOLVED,
        "json in, json out by default"
    );
}

/// A report far longer than any puzzle line reads back whole, one record a puzzle: `explain
/// --json` on a puzzle rated 10.3 writes some 150 KB, and `solve --all --json` on an empty grid
/// about 84 KB, past the limit of other lines (they were one "cannot tell the format" error).
#[test]
fn long_json_reports_read_back_one_record_a_puzzle() {
    let hard = "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2";
    let explained = run(
        &["explain", "--json"],
        format!("{hard}\n{PUZZLE}\n").as_bytes(),
    );
    assert_eq!(code(&explained), 0, "{}", stderr(&explained));
    let longest = stdout(&explained).lines().map(str::len).max().unwrap();
    assert!(longest > 100_000, "{longest} bytes");
    let validated = run(&["validate"], &explained.stdout);
    let records = json_lines(&validated);
    assert_eq!(
        statuses(&records),
        ["unique", "unique"],
        "{}",
        stderr(&validated)
    );
    let hinted = run(&["hint", "--json"], &explained.stdout);
    assert_eq!(json_lines(&hinted).len(), 2);
    let empty = ".".repeat(81);
    let solved = run(
        &["solve", "--all", "--json"],
        format!("{empty}\n").as_bytes(),
    );
    assert!(solved.stdout.len() > 80_000);
    let validated = run(&["validate"], &solved.stdout);
    assert_eq!(statuses(&json_lines(&validated)), ["multiple"]);
}

/// JSON input gives JSON output for every command that names no other format, `validate`
/// included (it once wrote `SOURCE:INDEX: STATUS` lines for it); `explain --candidates` asks
/// for pencilmark grids, which are text, and gets them rather than JSON without them.
#[test]
fn json_input_gives_json_unless_the_command_asks_for_text() {
    let input = format!("{{\"puzzle\": \"{PUZZLE}\", \"id\": 7}}\n");
    for command in [
        "solve", "validate", "format", "rate", "explain", "hint", "shuffle",
    ] {
        let output = run(&[command, "-"], input.as_bytes());
        assert_eq!(code(&output), 0, "{command}: {}", stderr(&output));
        let records = json_lines(&output);
        assert_eq!(records.len(), 1, "{command}");
        assert_eq!(
            records[0]["id"], 7,
            "{command}: the input's fields come back"
        );
    }
    let canon = run(&["canon", "-"], input.as_bytes());
    assert!(
        !stdout(&canon).starts_with('{'),
        "canon writes lines by default"
    );
    let explained = run(&["explain", "--candidates", "-"], input.as_bytes());
    assert_eq!(code(&explained), 0, "{}", stderr(&explained));
    assert!(
        stdout(&explained).contains("+----"),
        "{}",
        stdout(&explained)
    );
    assert!(!stdout(&explained).starts_with('{'));
}

#[test]
fn format_reports_ok_or_invalid() {
    let output = run(
        &["format", "--json"],
        format!("{PUZZLE}\n{}\n", "1".repeat(80)).as_bytes(),
    );
    let records = json_lines(&output);
    assert_eq!(records[0]["status"], "ok");
    assert_eq!(records[0]["puzzle"], PUZZLE);
    assert_eq!(records[1]["status"], "invalid");
    assert!(records[1]["puzzle"].is_null());
    assert_eq!(records[1]["error"], "line 2: expected 81 cells, found 80");
    assert_eq!(code(&output), 1);
}

/// Every command's JSON `error` names the line its puzzle starts on, a puzzle that cannot be
/// rated or minimized (givens that break a rule, several solutions) as much as one that cannot
/// be read, as the messages on standard error do.
#[test]
fn errors_name_their_line_in_every_command() {
    // Two 4s in row 1.
    let broken = format!("44{}", ".".repeat(79));
    let input = format!(
        "# a comment\n{}\n\n{broken}\n{}\n",
        ".".repeat(81),
        ".".repeat(80)
    );
    for command in ["rate", "explain", "hint", "minimize", "solve"] {
        let output = run(&[command, "--json", "-"], input.as_bytes());
        let errors: Vec<String> = json_lines(&output)
            .iter()
            .filter_map(|record| record["error"].as_str().map(str::to_string))
            .collect();
        assert!(errors.len() >= 2, "{command}: {errors:?}");
        for error in &errors {
            let line: usize = error
                .strip_prefix("line ")
                .and_then(|rest| rest.split(':').next())
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("{command}: no line in {error:?}"));
            assert!([2, 4, 5].contains(&line), "{command}: {error:?}");
        }
    }
}
