//! Collections as people keep them: rated lists, HoDoKu libraries, Project Euler's and SadMan's
//! headed blocks, hand-typed blanks and comments, Unicode grids and pencilmarks, each detected
//! per input without flags.

use sudoku::Candidates;
use sudoku::format::parse_line;

use crate::common::*;

fn convert(args: &[&str], input: &str) -> String {
    let output = run(&[&["format"], args].concat(), input.as_bytes());
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    stdout(&output)
}

fn to_line(input: &str) -> String {
    convert(&["--to", "line"], input)
}

/// The puzzle of every position, as `format --json` reports it.
fn puzzles(input: &str) -> Vec<Option<String>> {
    let output = run(&["format", "--json"], input.as_bytes());
    json_lines(&output)
        .iter()
        .map(|v| v["puzzle"].as_str().map(str::to_string))
        .collect()
}

fn euler_block(label: &str, line: &str) -> String {
    format!("{label}\n{}", to_compact(line))
}

#[test]
fn rated_lists_read_with_whatever_follows_the_puzzle() {
    let input = format!(
        "{PUZZLE}  #11.9\n{PUZZLE}\t11.9\n{PUZZLE} ED=11.9/11.9/11.3\n\
         {PUZZLE};11.9;11.9;11.3;elev;1;1\n"
    );
    assert_eq!(to_line(&input), format!("{PUZZLE}\n").repeat(4));
    let output = run(&["solve", "--json"], input.as_bytes());
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    for record in json_lines(&output) {
        assert_eq!(record["puzzle"], PUZZLE);
        assert_eq!(record["solution"], PUZZLE_SOLVED);
    }
}

#[test]
fn hodoku_library_lines_are_a_format() {
    let input = format!(":0000:x:{PUZZLE}:::\n:0100:1:{SOLVED}:211 221:14:\n");
    assert_eq!(to_line(&input), format!("{PUZZLE}\n{SOLVED}\n"));
    // Written back as library lines, and forced by name.
    let written = convert(&["--to", "hodoku"], &format!("{PUZZLE}\n"));
    assert_eq!(written, format!(":0000:x:{PUZZLE}:::\n"));
    assert_eq!(
        convert(&["-i", "hodoku", "--to", "line"], &written),
        format!("{PUZZLE}\n")
    );
}

#[test]
fn headed_blocks_read_without_shifting() {
    // Project Euler 96's sudoku.txt: a `Grid NN` line before each 9 rows, nothing between.
    let euler = [
        euler_block("Grid 01", PUZZLE),
        euler_block("Grid 02", SOLVED),
        euler_block("Grid 03", PUZZLE),
    ]
    .concat();
    let expected = format!("{PUZZLE}\n{SOLVED}\n{PUZZLE}\n");
    assert_eq!(to_line(&euler), expected);
    assert_eq!(
        convert(&["-i", "compact", "--to", "line"], &euler),
        expected
    );
    // SadMan .sdk: `#X` metadata lines, a `[Puzzle]` header.
    let sadman = format!(
        "#A Some Author\n#D A description\n#B 2008-01-01\n[Puzzle]\n{}",
        to_compact(PUZZLE).replace('0', ".")
    );
    assert_eq!(to_line(&sadman), format!("{PUZZLE}\n"));
}

/// A rule as a file's first line, before its first block, is skipped as one between blocks is:
/// `=========` is as wide as a compact row, and read every block format after it as compact.
/// `solve`, `validate` and `format` read the puzzle, and write in the format of the rows.
#[test]
fn a_rule_before_the_first_block_is_skipped() {
    let spaced_rows: String = to_compact(PUZZLE)
        .lines()
        .map(|row| {
            let cells: Vec<String> = row.chars().map(String::from).collect();
            cells.join(" ") + "\n"
        })
        .collect();
    let grid = convert(&["--to", "grid"], &format!("{PUZZLE}\n"));
    let unicode = convert(&["--to", "unicode"], &format!("{PUZZLE}\n"));
    for (block, format) in [
        (to_compact(PUZZLE), "compact"),
        (spaced_rows, "spaced"),
        (grid, "grid"),
        (unicode, "unicode"),
    ] {
        for rule in [
            "=========",
            "---------",
            "=-=-=-=-=",
            "+-------+-------+-------+",
        ] {
            let input = format!("{rule}\n{block}\n{rule}\nPuzzle 2 (hard)\n{block}");
            let output = run(&["solve", "--json"], input.as_bytes());
            assert_eq!(code(&output), 0, "{input}{}", stderr(&output));
            let records = json_lines(&output);
            assert_eq!(records.len(), 2, "{input}");
            for record in &records {
                assert_eq!(record["puzzle"], PUZZLE, "{input}");
                assert_eq!(record["solution"], PUZZLE_SOLVED, "{input}");
            }
            assert_eq!(records[1]["label"], "Puzzle 2 (hard)", "{input}");
            let output = run(&["validate", "--json"], input.as_bytes());
            assert_eq!(code(&output), 0, "{input}{}", stderr(&output));
            let statuses: Vec<_> = json_lines(&output)
                .iter()
                .map(|r| r["status"].clone())
                .collect();
            assert_eq!(statuses, ["unique", "unique"], "{input}");
            // Written back in the format of its rows, not as compact ones.
            let again = convert(&["--to", format], &format!("{PUZZLE}\n"));
            assert_eq!(
                convert(&[], &input),
                format!("{again}\nPuzzle 2 (hard)\n{again}")
            );
        }
    }
}

#[test]
fn hand_typed_blanks_comments_and_a_byte_order_mark_read() {
    for blank in ["x", "X", "*", "_", "0"] {
        let line = PUZZLE.replace('.', blank);
        assert_eq!(
            to_line(&format!("{line}\n")),
            format!("{PUZZLE}\n"),
            "{blank}"
        );
        let compact = to_compact(PUZZLE).replace('0', blank);
        assert_eq!(to_line(&compact), format!("{PUZZLE}\n"), "{blank}");
    }
    let spaced_out = to_compact(PUZZLE).replace('0', " ");
    assert_eq!(to_line(&spaced_out), format!("{PUZZLE}\n"), "{spaced_out}");
    let commented = format!("\u{feff}// from a forum\n; and an ini-style comment\n{PUZZLE}\n");
    assert_eq!(to_line(&commented), format!("{PUZZLE}\n"));
}

#[test]
fn a_line_that_is_nothing_known_is_an_error_at_its_place() {
    let input = format!("{PUZZLE}\n?? not a puzzle\n{SOLVED}\n");
    let output = run(&["format", "--to", "line"], input.as_bytes());
    assert_eq!(code(&output), 1);
    assert_eq!(stdout(&output), format!("{PUZZLE}\n{SOLVED}\n"));
    let err = stderr(&output);
    assert!(
        err.contains("puzzle 1: line 2, column 1: unexpected character '?'"),
        "{err}"
    );
    assert_eq!(
        puzzles(&input),
        [Some(PUZZLE.to_string()), None, Some(SOLVED.to_string())]
    );
}

/// A first line shaped like a row of a block format (nine characters, nine words, a `|`)
/// before puzzles one a line is one bad line, not a reason to read the file in blocks, where
/// each puzzle line would become an error swallowing the eight after it.
#[test]
fn a_stray_first_line_shaped_like_a_row_loses_no_puzzle_of_a_line_file() {
    let lines: Vec<String> = (0..20)
        .map(|i| if i % 2 == 0 { PUZZLE } else { SOLVED }.to_string())
        .collect();
    for first in [
        "sudoku-17",
        "123456789",
        "The nine hardest puzzles I know, rated by serate",
        "| a list |",
    ] {
        let input = format!("{first}\n{}\n", lines.join("\n"));
        let read = puzzles(&input);
        // A line of words is the first puzzle's label; another is an error of its own.
        let label = first.starts_with(|c: char| c.is_ascii_alphabetic());
        let stray = if label { vec![] } else { vec![None] };
        let expected: Vec<Option<String>> = stray
            .into_iter()
            .chain(lines.iter().cloned().map(Some))
            .collect();
        assert_eq!(read, expected, "first line {first:?}");
        let output = run(&["format", "--to", "line"], input.as_bytes());
        assert_eq!(stdout(&output).lines().count(), lines.len(), "{first:?}");
        assert_eq!(code(&output), if label { 0 } else { 1 }, "{first:?}");
    }
    // The same line before a block is the block's first row, as before.
    let block = to_compact(PUZZLE);
    let first_row = &block[..9];
    let rest: String = block.lines().skip(1).collect::<Vec<_>>().join("\n");
    assert_eq!(
        puzzles(&format!("{first_row}\n{rest}\n")),
        [Some(PUZZLE.to_string())]
    );
}
/// A collection of a puzzle a line, as people keep them: a line of words names the puzzle
/// after it and a rule parts puzzles, so no puzzle number shifts and nothing fails.
#[test]
fn words_and_rules_between_line_puzzles_are_labels_and_decoration() {
    let input = format!("{PUZZLE}\nRätsel 2\n{SOLVED}\n---------\nPuzzle 3 (hard)\n{PUZZLE}\n");
    let output = run(&["format", "--json"], input.as_bytes());
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let records = json_lines(&output);
    let fields: Vec<(u64, &str, Option<&str>)> = records
        .iter()
        .map(|r| {
            let index = r["index"].as_u64().unwrap();
            (index, r["status"].as_str().unwrap(), r["label"].as_str())
        })
        .collect();
    assert_eq!(
        fields,
        [
            (0, "ok", None),
            (1, "ok", Some("Rätsel 2")),
            (2, "ok", Some("Puzzle 3 (hard)"))
        ]
    );
}

#[test]
fn unicode_grids_are_written_for_people_and_read_back() {
    let expected = "\
┌───────┬───────┬───────┐
│ 5 3 · │ · 7 · │ · · · │
│ 6 · · │ 1 9 5 │ · · · │
│ · 9 8 │ · · · │ · 6 · │
├───────┼───────┼───────┤
│ 8 · · │ · 6 · │ · · 3 │
│ 4 · · │ 8 · 3 │ · · 1 │
│ 7 · · │ · 2 · │ · · 6 │
├───────┼───────┼───────┤
│ · 6 · │ · · · │ 2 8 · │
│ · · · │ 4 1 9 │ · · 5 │
│ · · · │ · 8 · │ · 7 9 │
└───────┴───────┴───────┘
";
    let drawn = convert(&["--to", "unicode"], &format!("{PUZZLE}\n{SOLVED}\n"));
    assert!(drawn.starts_with(expected), "{drawn}");
    assert_eq!(to_line(&drawn), format!("{PUZZLE}\n{SOLVED}\n"));
    assert_eq!(convert(&["--to", "unicode"], &drawn), drawn);
    // Other box characters and blanks, as copied from a forum.
    let doubled = expected
        .replace('│', "║")
        .replace('─', "═")
        .replace('·', "•");
    assert_eq!(to_line(&doubled), format!("{PUZZLE}\n"));
    assert_eq!(
        convert(&["-i", "unicode", "--to", "line"], expected),
        format!("{PUZZLE}\n")
    );
}

#[test]
fn new_formats_round_trip_through_every_other() {
    let formats = ["line", "compact", "grid", "unicode", "hodoku", "json"];
    let mut rng = Random::new(13);
    let lines: Vec<String> = (0..4)
        .map(|i| random_puzzle(&mut rng, 20 * i).to_line())
        .collect();
    let original = lines.join("\n") + "\n";
    for from in formats {
        let there = convert(&["--to", from], &original);
        for via in formats {
            let back = to_line(&convert(&["--to", via], &there));
            assert_eq!(back, original, "line -> {from} -> {via} -> line");
        }
    }
}

/// The line of the grid of a puzzle's initially settled cells (givens and naked singles).
fn settled(line: &str) -> String {
    Candidates::from_grid(&parse_line(line).unwrap())
        .settled()
        .to_line()
}

#[test]
fn pencilmarks_convert_to_and_from_puzzles() {
    let input = format!("{PUZZLE}\n");
    let marks = convert(&["--to", "pencilmark-line"], &input);
    let first = marks.lines().next().unwrap();
    assert_eq!(first.len(), 729);
    assert!(
        first.starts_with("....5....") && first.contains("12.4"),
        "{first}"
    );
    let grid = convert(&["--to", "pencilmark-grid"], &input);
    assert_eq!(grid.lines().count(), 13);
    assert!(grid.contains("| 5 "), "{grid}");
    // Each reads back, detected, as the same candidates (checked in the library: `format` writes
    // a position's settled cells for now); the puzzle is the settled cells.
    assert_eq!(to_line(&marks), format!("{}\n", settled(PUZZLE)));
    assert_eq!(to_line(&grid), format!("{}\n", settled(PUZZLE)));
    // Forced by name.
    assert_eq!(
        convert(&["-i", "pencilmark-line", "--to", "line"], &marks),
        to_line(&marks)
    );
    assert_eq!(
        convert(&["-i", "pencilmark-grid", "--to", "line"], &grid),
        to_line(&grid)
    );
    // A position solves like the puzzle of its settled cells.
    let output = run(&["solve", "--json"], marks.as_bytes());
    assert_eq!(json_lines(&output)[0]["solution"], PUZZLE_SOLVED);
}

#[test]
fn contradicting_pencilmarks_name_the_cell() {
    let open = "123456789".repeat(81);
    // r1c2 and r1c7 both settled on 4: the later one is named.
    let mut marks = open.clone().into_bytes();
    for cell in [1, 6] {
        marks[cell * 9..cell * 9 + 9].copy_from_slice(b"...4.....");
    }
    let marks = String::from_utf8(marks).unwrap();
    let mut empty_cell = open.clone().into_bytes();
    empty_cell[40 * 9..40 * 9 + 9].copy_from_slice(b".........");
    let empty_cell = String::from_utf8(empty_cell).unwrap();
    let input = format!("{marks}\n{empty_cell}\n{open}\n");
    let output = run(&["format", "--to", "line"], input.as_bytes());
    assert_eq!(code(&output), 1);
    let err = stderr(&output);
    assert!(
        err.contains("line 1: cell r1c7 is settled on 4, which row 1 already holds at r1c2"),
        "{err}"
    );
    assert!(
        err.contains("line 2: cell r5c5 has no candidate left"),
        "{err}"
    );
    assert_eq!(stdout(&output), format!("{}\n", ".".repeat(81)));

    // A puzzle whose r1c9 (or r9c9) can hold nothing, written as a pencilmark grid (where that cell is
    // `0`) or line, reads back as the same fault, in whichever row it lies.
    let first_row =
        "12345678.........9...............................................................";
    let last_row = format!("........9{}12345678.", ".".repeat(63));
    for puzzle in [first_row, &last_row] {
        for to in ["pencilmark-grid", "pencilmark-line"] {
            let written = run(&["format", "-o", to], puzzle.as_bytes());
            assert_eq!(code(&written), 0, "{to}");
            let back = run(&["validate", "-"], &written.stdout);
            let said = stdout(&back);
            assert!(said.contains("has no candidate left"), "{to}: {said}");
        }
    }
}

#[test]
fn a_settled_first_row_does_not_mistake_a_pencilmark_grid_for_a_puzzle() {
    let rows = [
        "| 5 3 4 | 6 7 8 | 9 1 2 |",
        "| 6 7 2 | 1 9 5 | 3 4 8 |",
        "| 1 9 8 | 3 4 2 | 5 6 7 |",
        "+-------+-------+-------+",
        "| 8 5 9 | 7 6 1 | 4 2 3 |",
        "| 4 2 6 | 8 5 3 | 7 9 1 |",
        "| 7 1 3 | 9 2 4 | 8 5 6 |",
        "+-------+-------+-------+",
        "| 9 6 1 | 5 3 7 | 2 8 4 |",
        "| 2 8 7 | 4 1 9 | 6 3 5 |",
        "| 3 4 5 | 2 8 6 | 17 79 19 |",
    ];
    let input = format!("+-------+-------+-------+\n{}\n+---+\n", rows.join("\n"));
    // Read as pencilmarks: the last three cells are open, not an error.
    assert_eq!(to_line(&input), format!("{}...\n", &SOLVED[..78]));
}

/// A `.` typed in a pencilmark grid for a cell (whose empty cell is `0`) is named where it
/// stands, rather than the grid read as a boxed puzzle with too many cells in a row.
#[test]
fn a_mark_in_a_pencilmark_grid_is_named_where_it_stands() {
    let written = run(&["format", "-o", "pencilmark-grid", "-"], PUZZLE.as_bytes());
    let grid = stdout(&written);
    let row = grid.lines().nth(1).unwrap();
    // The first cell that holds several candidates, as a `.`.
    let (at, len) = row
        .split(['|', ' '])
        .filter(|t| t.len() > 1)
        .map(|t| (row.find(t).unwrap(), t.len()))
        .next()
        .unwrap();
    let marked = format!("{}.{}{}", &row[..at], " ".repeat(len - 1), &row[at + len..]);
    let input = grid.replacen(row, &marked, 1);
    let output = run(&["hint", "-"], input.as_bytes());
    assert_eq!(code(&output), 1, "{input}");
    let err = stderr(&output);
    assert!(
        err.contains(&format!(
            "line 2, column {}: unexpected character '.'",
            at + 1
        )),
        "{err}"
    );
    // A number typed in a puzzle's first row is that puzzle's fault alone: the file is still
    // read as puzzles, not as pencilmarks.
    let spaced = |line: &str| -> String {
        let rows: Vec<String> = (0..9)
            .map(|r| {
                let cells: Vec<String> = line[r * 9..r * 9 + 9].chars().map(String::from).collect();
                cells.join(" ")
            })
            .collect();
        rows.join("\n")
    };
    let typo = spaced(PUZZLE).replacen(" .", " 12", 1);
    let input = format!("{typo}\n\n{}\n", spaced(PUZZLE));
    let output = run(&["validate", "-"], input.as_bytes());
    let said = stdout(&output);
    let verdicts: Vec<&str> = said
        .lines()
        .map(|l| l.split(": ").nth(1).unwrap())
        .collect();
    assert_eq!(verdicts, ["invalid", "unique"], "{said}");
    assert!(said.contains("is \"12\""), "{said}");
}

#[test]
fn json_output_carries_annotations_labels_and_the_input_objects_fields() {
    let rated = format!("{PUZZLE}  #11.9\n{PUZZLE};11.9;elev\n{PUZZLE}\n");
    for command in ["solve", "validate", "format"] {
        let output = run(&[command, "--json"], rated.as_bytes());
        let records = json_lines(&output);
        assert_eq!(records.len(), 3, "{command}");
        assert_eq!(records[0]["annotation"], "#11.9", "{command}");
        assert_eq!(records[1]["annotation"], ";11.9;elev", "{command}");
        assert!(records[2].get("annotation").is_none(), "{command}");
        assert!(records[0].get("label").is_none(), "{command}");
    }

    let euler = [
        euler_block("Grid 01", PUZZLE),
        euler_block("Grid 02", SOLVED),
    ]
    .concat();
    let output = run(&["solve", "--json"], euler.as_bytes());
    let labels: Vec<_> = json_lines(&output)
        .iter()
        .map(|r| r["label"].clone())
        .collect();
    assert_eq!(labels, ["Grid 01", "Grid 02"]);

    // Lines above a label that are not it (a collection's title, a CSV file's column names)
    // come as the puzzle's `heading`, and a JSON input's `heading` comes back as ours.
    let titled = format!("Sunday Times puzzles\n{euler}");
    let csv = format!("id,puzzle\n1,{PUZZLE}\n2,{PUZZLE}\n");
    for (input, heading) in [(titled, "Sunday Times puzzles"), (csv, "id,puzzle")] {
        let first = run(&["format", "--json"], input.as_bytes());
        let again = run(&["format", "--json"], &first.stdout[..]);
        for output in [first, again] {
            let headings: Vec<_> = json_lines(&output)
                .iter()
                .map(|r| r.get("heading").cloned())
                .collect();
            assert_eq!(headings, [Some(heading.into()), None], "{input}");
        }
    }

    // The input's fields follow ours unchanged and in their order; a clashing one is dropped.
    let input = format!(
        "{{\"id\":\"a1\",\"puzzle\":\"{PUZZLE}\",\"status\":\"theirs\",\"rating\":{{\"se\":11.9}},\"source\":\"https://example.org\"}}\n"
    );
    for command in ["solve", "validate", "format"] {
        let output = run(&[command, "--json"], input.as_bytes());
        let text = stdout(&output);
        let record: serde_json::Value = serde_json::from_str(text.trim()).unwrap();
        let object = record.as_object().unwrap();
        let names: Vec<&str> = object.keys().map(String::as_str).collect();
        let id = names.iter().position(|&n| n == "id").unwrap();
        let rating = names.iter().position(|&n| n == "rating").unwrap();
        assert!(
            id > names.iter().position(|&n| n == "status").unwrap(),
            "{names:?}"
        );
        assert_eq!(
            (id + 1, rating + 1),
            (rating, names.len()),
            "{command}: {names:?}"
        );
        assert_eq!(record["rating"]["se"], 11.9, "{command}");
        assert_ne!(record["status"], "theirs", "{command}");
        assert_ne!(record["source"], "https://example.org", "{command}");
        assert_eq!(text.matches("\"status\"").count(), 1, "{command}: {text}");
    }
    // Their values as written, to the byte: numbers with an exponent or trailing zeros, an
    // escape, an array's spacing.
    let fields = r#""n":1e5,"m":1E-2,"r":1.50,"f":"caf\udce9","a":[1, 2]"#;
    let as_written = format!("{{\"puzzle\":\"{PUZZLE}\",{fields}}}\n");
    for command in ["solve", "validate", "format", "rate"] {
        let text = stdout(&run(&[command, "--json"], as_written.as_bytes()));
        assert!(
            text.trim_end().ends_with(&format!(",{fields}}}")),
            "{command}: {text}"
        );
    }
    // `--all` streams its array, and the input's fields still come after it.
    let output = run(&["solve", "--all", "--json"], input.as_bytes());
    let record: serde_json::Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    let names: Vec<&String> = record.as_object().unwrap().keys().collect();
    assert_eq!(
        names.last().map(|s| s.as_str()),
        Some("rating"),
        "{names:?}"
    );
    assert_eq!(record["solutions"][0], PUZZLE_SOLVED);
}

/// A report fed back in (`validate --json` after the puzzles were mended) keeps none of its
/// old verdict: a field the command writes for some puzzles (`error`, `conflicts`, `count`…)
/// is ours even where this puzzle has none, and `annotation`, `label` and `heading` are ours
/// whatever the input held under those names. Fields the command never writes still come
/// through.
#[test]
fn an_input_field_named_like_one_the_command_can_write_is_left_out() {
    let stale = format!(
        "{{\"puzzle\":\"{PUZZLE}\",\"status\":\"conflict\",\"error\":\"line 6: expected 81 cells\",         \"conflicts\":[{{\"unit\":\"row\"}}],\"count\":99,\"capped\":true,\"annotation\":7,         \"label\":[1],\"heading\":2,\"id\":\"a1\"}}\n"
    );
    for (command, ours) in [
        ("validate", &["error", "conflicts"][..]),
        ("solve", &["error", "count", "capped"][..]),
        ("format", &["error"][..]),
    ] {
        let output = run(&[command, "--json"], stale.as_bytes());
        let record: serde_json::Value = serde_json::from_str(stdout(&output).trim()).unwrap();
        for name in ours.iter().chain(&["annotation", "label", "heading"]) {
            assert!(record.get(name).is_none(), "{command}: {name} in {record}");
        }
        assert_eq!(record["id"], "a1", "{command}");
        assert_eq!(code(&output), 0, "{command}: {record}");
    }
    // What `validate` never writes is the input's own, and comes through.
    let output = run(&["validate", "--json"], stale.as_bytes());
    let record: serde_json::Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert_eq!(
        (&record["count"], &record["capped"]),
        (&99.into(), &true.into())
    );
}

/// A JSON input's numbers come back with every digit, however long, and a number too large
/// for a float is no reason to reject the puzzle beside it.
#[test]
fn an_input_objects_numbers_come_back_whole() {
    let input = format!(
        "{{\"puzzle\":\"{PUZZLE}\",\"id\":12345678901234567890123,\"ratio\":0.1000000000000000055511}}\n\
         {{\"puzzle\":\"{PUZZLE}\",\"n\":1e400}}\n"
    );
    for command in ["solve", "format", "rate"] {
        let output = run(&[command, "--json"], input.as_bytes());
        assert_eq!(
            output.status.code(),
            Some(0),
            "{command}: {}",
            stderr(&output)
        );
        let text = stdout(&output);
        assert!(text.contains("\"id\":12345678901234567890123"), "{text}");
        assert!(
            text.contains("\"ratio\":0.1000000000000000055511"),
            "{text}"
        );
        assert_eq!(json_lines(&output).len(), 2, "{command}");
    }
}

/// The logic and collection commands carry what the input said too: a line's annotation, a
/// block's label, a JSON object's other fields (ours winning a clash: `rate`'s `rating`).
#[test]
fn every_command_carries_what_the_input_said() {
    let rated = format!("{PUZZLE}  #11.9\n");
    let labelled = euler_block("Grid 07", PUZZLE);
    let object = format!("{{\"puzzle\":\"{PUZZLE}\",\"id\":\"a1\",\"rating\":{{\"se\":11.9}}}}\n");
    for command in ["rate", "explain", "hint", "canon", "minimize", "shuffle"] {
        let args = [command, "--json", "--seed", "1"];
        let args = if command == "shuffle" {
            &args[..]
        } else {
            &args[..2]
        };
        let record = |input: &str| {
            let output = run(args, input.as_bytes());
            let records = json_lines(&output);
            assert_eq!(records.len(), 1, "{command}: {}", stdout(&output));
            records[0].clone()
        };
        assert_eq!(record(&rated)["annotation"], "#11.9", "{command}");
        assert_eq!(record(&labelled)["label"], "Grid 07", "{command}");
        let from_object = record(&object);
        assert_eq!(from_object["id"], "a1", "{command}");
        if command == "rate" {
            assert!(from_object["rating"].is_number(), "{from_object}");
        } else {
            assert_eq!(from_object["rating"]["se"], 11.9, "{command}");
        }
    }
}

#[test]
fn text_in_the_inputs_own_format_keeps_annotations_and_labels() {
    let rated = format!("{PUZZLE}  #11.9\n{PUZZLE};11.9;elev\n{PUZZLE}\n");
    let output = run(&["solve"], rated.as_bytes());
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        format!("{PUZZLE_SOLVED}  #11.9\n{PUZZLE_SOLVED};11.9;elev\n{PUZZLE_SOLVED}\n")
    );
    // `format` in the same format gives the input back; with `--blank` too, beside the rating.
    assert_eq!(convert(&[], &rated), rated);
    let blanked = convert(&["--blank", "_"], &rated);
    let first = blanked.lines().next().unwrap();
    assert_eq!(first, format!("{}  #11.9", PUZZLE.replace('.', "_")));
    // An explicit format writes puzzles alone.
    assert_eq!(
        convert(&["--to", "line"], &rated),
        format!("{PUZZLE}\n").repeat(3)
    );

    // Headed blocks keep their headers before each block, and read back the same.
    let euler = [
        euler_block("Grid 01", PUZZLE),
        euler_block("Grid 02", PUZZLE),
    ]
    .concat();
    let solved = stdout(&run(&["solve"], euler.as_bytes()));
    let blocks: Vec<&str> = solved.split("\n\n").collect();
    assert_eq!(blocks.len(), 2, "{solved}");
    assert_eq!(
        blocks[1].trim_end(),
        euler_block("Grid 02", PUZZLE_SOLVED).trim_end()
    );
    let output = run(&["solve", "--json"], solved.as_bytes());
    for (record, label) in json_lines(&output).iter().zip(["Grid 01", "Grid 02"]) {
        assert_eq!(record["label"], label);
        assert_eq!(record["puzzle"], PUZZLE_SOLVED);
    }
}

/// A CSV file whose puzzles come first on their rows (`puzzle,rating`) keeps its column names
/// when its first row fails, above the first row written: left out with that row, the next
/// row would be read back as the names, and lost.
#[test]
fn a_csv_file_keeps_its_column_names_when_its_first_row_fails() {
    let cut = &PUZZLE[..72];
    let input = format!("puzzle,rating\n{cut},2.0\n{PUZZLE},1.2\n");
    let output = run(&["solve", "-"], input.as_bytes());
    assert_eq!(
        stdout(&output),
        format!("puzzle,rating\n{PUZZLE_SOLVED},1.2\n")
    );
    let output = run(&["solve", "--json", "-"], input.as_bytes());
    let records = json_lines(&output);
    assert_eq!(records[0]["heading"], "puzzle,rating");
    assert!(records[0].get("label").is_none(), "{:?}", records[0]);
    assert_eq!(records[1]["annotation"], ",1.2");
    assert!(records[1].get("label").is_none(), "{:?}", records[1]);
    // Tabs part the fields: every name stays, those of the fields after the puzzle's too.
    for names in ["puzzle\trating", "id\tpuzzle\trating"] {
        let id = if names.starts_with("id") { "7\t" } else { "" };
        let input = format!("{names}\n{id}{cut}\t2.0\n{id}{PUZZLE}\t1.2\n");
        let text = stdout(&run(&["solve", "-"], input.as_bytes()));
        assert_eq!(text, format!("{names}\n{id}{PUZZLE_SOLVED}\t1.2\n"));
    }
    // Every row read fine: the names are written once, above the first.
    let input = format!("puzzle,rating\n{PUZZLE},2.0\n{PUZZLE},1.2\n");
    let text = stdout(&run(&["solve", "-"], input.as_bytes()));
    assert_eq!(text.lines().next(), Some("puzzle,rating"), "{text}");
    assert_eq!(text.lines().count(), 3, "{text}");
}

/// A CSV file whose lines name their puzzles (`1,4.1…`) keeps its line of column names on the
/// way out: once, above the first result, whatever stands there (a solution, each of a
/// puzzle's solutions, a placeholder, nothing for a puzzle that failed). A TSV line keeps its
/// tab.
#[test]
fn a_csv_file_with_ids_keeps_its_column_names() {
    let cut = &PUZZLE[..80];
    let input = format!("id,puzzle,rating\n1,{cut},2.0\n2,{PUZZLE},1.2\n");
    let output = run(&["solve", "--placeholder", "-"], input.as_bytes());
    assert_eq!(
        stdout(&output),
        format!("id,puzzle,rating\n1,-\n2,{PUZZLE_SOLVED},1.2\n")
    );
    for command in ["solve", "format", "minimize"] {
        let text = stdout(&run(&[command, "-"], input.as_bytes()));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{command}: {text}");
        assert_eq!(lines[0], "id,puzzle,rating", "{command}");
        assert!(lines[1].starts_with("2,"), "{command}: {text}");
    }
    let two = "..3456789456789123789123456..4365897365897214897214365531642978642978531978531642";
    let input = format!("id,puzzle\n7,{two}\n");
    let text = stdout(&run(&["solve", "--all"], input.as_bytes()));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(lines[0], "id,puzzle");
    assert!(
        lines[1..].iter().all(|line| line.starts_with("7,")),
        "{text}"
    );
    let tsv = format!("id\tpuzzle\n1\t{PUZZLE}\t1.2\n");
    assert_eq!(convert(&[], &tsv), tsv);
}

/// The empty last fields of a TSV row (`1<TAB>4.1…<TAB><TAB>`, as a spreadsheet saves a row
/// whose last columns are empty) are whitespace to a trimmed line, but columns to the user:
/// the row is written back with all of them, after an annotation or without one, and a solved
/// row keeps as many fields as its header.
#[test]
fn a_tsv_row_keeps_its_empty_first_and_last_fields() {
    let input = format!("id\tpuzzle\tnote\tsource\n1\t{PUZZLE}\t\t\n2\t{PUZZLE}\tmine\t\n");
    assert_eq!(convert(&[], &input), input);
    let solved = stdout(&run(&["solve", "-"], input.as_bytes()));
    let fields: Vec<usize> = solved.lines().map(|l| l.split('\t').count()).collect();
    assert_eq!(fields, [4, 4, 4], "{solved}");
    // The line of column names keeps its own empty last names alike; and a row its empty
    // first fields, in their column (a line indented with a tab alone is no row of fields).
    let input = format!("id\tpuzzle\trating\t\n1\t{PUZZLE}\t3.2\t\n\t{PUZZLE}\t\t\n");
    assert_eq!(convert(&[], &input), input);
    let labels = |input: &str| -> Vec<serde_json::Value> {
        let output = run(&["format", "--json"], input.as_bytes());
        json_lines(&output)
            .iter()
            .map(|r| r["label"].clone())
            .collect()
    };
    let tab = |tabs: &str| serde_json::json!(tabs);
    // Once tabs are known to part the file's fields, a row with nothing after its puzzle
    // keeps its empty first field too; in a list indented with tabs, a tab is no field.
    let input = format!("\t\t{PUZZLE}\tnote\n\t{PUZZLE}\n");
    assert_eq!(labels(&input), [tab("\t\t"), tab("\t")]);
    let input = format!("id\tpuzzle\n1\t{PUZZLE}\n\t{PUZZLE}\n");
    assert_eq!(convert(&[], &input), input);
    let input = format!("\t{PUZZLE}\n\t{PUZZLE}\n");
    assert_eq!(
        labels(&input),
        [serde_json::Value::Null, serde_json::Value::Null]
    );
    // A failed row's placeholder stands in its column, and reads back so.
    let cut = &PUZZLE[..80];
    let input = format!("\t{PUZZLE}\t\n\t{cut}\t\n\t{PUZZLE}\t\n");
    let once = stdout(&run(&["format", "--placeholder", "-"], input.as_bytes()));
    assert_eq!(once.lines().nth(1), Some("\t-"), "{once}");
    let twice = stdout(&run(&["format", "--placeholder", "-"], once.as_bytes()));
    assert_eq!(twice, once);
    // A quoted row's placeholder takes its field's place, quotes and all, and reads back so.
    for separator in [",", "\t"] {
        let row = |id: &str, puzzle: &str| format!("\"{id}\"{separator}\"{puzzle}\"\n");
        let input = row("1", PUZZLE) + &row("2", cut) + &row("3", PUZZLE);
        let once = stdout(&run(&["format", "--placeholder", "-"], input.as_bytes()));
        let expected = format!("\"2\"{separator}-");
        assert_eq!(once.lines().nth(1), Some(expected.as_str()), "{once}");
        let twice = stdout(&run(&["format", "--placeholder", "-"], once.as_bytes()));
        assert_eq!(twice, once);
    }
    // So with the puzzle the row's first field: the mark alone.
    let input = format!("\"puzzle\",\"rating\"\n\"{cut}\",\"1.2\"\n\"{PUZZLE}\",\"2.0\"\n");
    let once = stdout(&run(&["solve", "--placeholder", "-"], input.as_bytes()));
    let expected = format!("\"puzzle\",\"rating\"\n-\n\"{PUZZLE_SOLVED}\",\"2.0\"\n");
    assert_eq!(once, expected);
    // Commands that leave out what followed the puzzle (a rating false of what they make)
    // keep the quote that closes its field, and the names of the fields they keep.
    let input = format!("\"id\",\"puzzle\",\"rating\"\n\"1\",\"{PUZZLE}\",\"1.2\"\n");
    for command in [
        &["minimize"][..],
        &["shuffle", "--seed", "1"],
        &["canon", "-o", "same"],
    ] {
        let text = stdout(&run(&[command, &["-"]].concat(), input.as_bytes()));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{command:?}: {text}");
        assert_eq!(lines[0], "\"id\",\"puzzle\"", "{command:?}");
        let (id, puzzle) = lines[1].split_once(',').unwrap();
        assert_eq!(id, "\"1\"", "{command:?}");
        assert!(
            puzzle.len() == 83 && puzzle.starts_with('"') && puzzle.ends_with('"'),
            "{command:?}: {puzzle}"
        );
    }
    // Spaces after a puzzle are no fields, and still trimmed; so is a tab after a row whose
    // fields commas or semicolons part, or words (`12. 4.1…<TAB>`), or after a title.
    let input = format!("My collection\t\n\tGrid 01\t\n{PUZZLE}\n12. {PUZZLE}\t\n");
    assert_eq!(
        convert(&[], &input),
        format!("My collection\nGrid 01\n{PUZZLE}\n12. {PUZZLE}\n")
    );
    // Column names keep an empty first name, as their rows keep an empty first field.
    let input = format!("\tpuzzle\tnote\n\t{PUZZLE}\tx\n");
    assert_eq!(convert(&[], &input), input);
    for stray in ["  ", " \t", "\t ", ",,\t", ";\t", " 1.2\t"] {
        let line = format!("{PUZZLE}{stray}\n");
        let kept = stray.trim_end();
        assert_eq!(
            convert(&[], &line),
            format!("{PUZZLE}{kept}\n"),
            "{stray:?}"
        );
    }
}

/// A header that gave way to the header of a block that fails is left out with that block's
/// label, when nothing stands in its place: alone, it would read back as the label of the
/// block after it, which had none.
#[test]
fn a_title_above_a_failed_block_does_not_become_the_next_blocks_label() {
    let cut = to_compact(PUZZLE).replacen("\n", "\n\n", 1);
    let input = format!("My collection\nGrid 01\n{cut}\n{}", to_compact(PUZZLE));
    let output = run(&["format", "-"], input.as_bytes());
    let again = run(&["format", "--json", "-"], &output.stdout);
    let labels: Vec<_> = json_lines(&again)
        .iter()
        .map(|r| r["label"].clone())
        .collect();
    assert!(
        labels.iter().all(serde_json::Value::is_null),
        "{}",
        stdout(&output)
    );
}

#[test]
fn pencilmarks_keep_their_candidates_between_the_pencilmark_forms() {
    let marks = convert(&["--to", "pencilmark-line"], &format!("{PUZZLE}\n"));
    let mut line: Vec<u8> = marks.trim_end().bytes().collect();
    // Strike candidates the grid alone would keep: a position mid-solve, not a puzzle.
    let open = (0..81)
        .filter(|cell| {
            line[cell * 9..cell * 9 + 9]
                .iter()
                .filter(|b| **b != b'.')
                .count()
                > 2
        })
        .take(3)
        .collect::<Vec<_>>();
    for cell in &open {
        let slot = (cell * 9..cell * 9 + 9).find(|&i| line[i] != b'.').unwrap();
        line[slot] = b'.';
    }
    let position = format!("{}\n", String::from_utf8(line).unwrap());
    let grid = convert(&["--to", "pencilmark-grid"], &position);
    assert_eq!(convert(&["--to", "pencilmark-line"], &grid), position);
    assert_eq!(convert(&[], &position), position);
    assert_eq!(convert(&["--to", "pencilmark-grid"], &grid), grid);
}

#[test]
fn generate_from_carries_what_its_input_said() {
    let input = format!(
        "{PUZZLE_SOLVED}  #11.9\n{{\"puzzle\":\"{PUZZLE_SOLVED}\",\"id\":\"b2\",\"seed\":\"theirs\"}}\n"
    );
    let (lines, json) = input.split_once('\n').unwrap();
    let output = run(
        &["generate", "--json", "--seed", "1", "--from", "-"],
        lines.as_bytes(),
    );
    assert_eq!(json_lines(&output)[0]["annotation"], "#11.9");
    let output = run(
        &["generate", "--json", "--seed", "1", "--from", "-"],
        json.as_bytes(),
    );
    let record = &json_lines(&output)[0];
    assert_eq!(record["id"], "b2");
    assert_eq!(record["seed"], 1, "ours win the clash");
    assert_eq!(record["solution"], PUZZLE_SOLVED);
}

/// `generate --from` a report fed back in keeps none of its old verdict either: `error` and
/// the ratings `generate` writes only for some puzzles (with `--difficulty` or `--rating`) are
/// ours even where this puzzle has none, as they are for `rate`.
#[test]
fn generate_from_json_leaves_out_stale_fields_it_can_write() {
    let stale = format!(
        "{{\"puzzle\":\"{PUZZLE_SOLVED}\",\"status\":\"failed\",\"error\":\"stale\",\
         \"rating\":\"stale\",\"pearl\":\"stale\",\"diamond\":\"stale\",\"exact\":\"stale\",\
         \"technique\":\"stale\",\"level\":\"stale\",\"steps\":\"stale\",\"tries\":\"stale\",\
         \"id\":\"c3\"}}\n"
    );
    let output = run(
        &["generate", "--json", "--seed", "1", "--from", "-"],
        stale.as_bytes(),
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let records = json_lines(&output);
    assert_eq!(records.len(), 1, "{}", stdout(&output));
    let record = &records[0];
    assert_eq!(record["status"], "generated", "{record}");
    for name in RATING_FIELDS.iter().chain(&["error"]) {
        assert!(record.get(name).is_none(), "{name} in {record}");
    }
    assert!(record["tries"].is_u64(), "{record}");
    assert_eq!(record["solution"], PUZZLE_SOLVED);
    assert_eq!(record["id"], "c3");

    // With a rating filter the ratings are the new puzzle's own, and still no stale error.
    let output = run(
        &[
            "generate",
            "--json",
            "--seed",
            "1",
            "--difficulty",
            "easy",
            "--from",
            "-",
        ],
        stale.as_bytes(),
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let record = &json_lines(&output)[0];
    assert_eq!(record["status"], "generated", "{record}");
    assert!(record.get("error").is_none(), "error in {record}");
    for name in RATING_FIELDS {
        assert!(
            record.get(name).is_some_and(|value| value != "stale"),
            "{name} in {record}"
        );
    }
    assert_eq!(record["level"], "easy", "{record}");
    assert_eq!(record["id"], "c3");
}

/// Puzzles named or numbered on their own line (`Puzzle 2: …`, `12. …`, `#4 …`, `Easy one;…`)
/// come back as they were in the input's format: the name stays on the puzzle's line with the
/// whitespace that followed it, so `format` gives the file back byte for byte and `solve` one
/// line per puzzle (a name of words moved to a line of its own would break a CSV row in two);
/// either way the output reads back to the same puzzles and labels.
#[test]
fn named_and_numbered_puzzle_lines_read_back_as_written() {
    let input = format!(
        "Puzzle 1: {PUZZLE}\n12. {PUZZLE} hard\n#4 {PUZZLE}\n(5) {PUZZLE}\n\
         Golden Nugget,  {PUZZLE}\nEasy one;{PUZZLE}\n"
    );
    let names = [
        "Puzzle 1: ",
        "12. ",
        "#4 ",
        "(5) ",
        "Golden Nugget,  ",
        "Easy one;",
    ];
    let fields = |output: &std::process::Output| -> Vec<(String, String)> {
        json_lines(output)
            .iter()
            .map(|r| (r["puzzle"].to_string(), r["label"].to_string()))
            .collect()
    };
    let first = run(&["format", "--json", "-"], input.as_bytes());
    let labels: Vec<String> = fields(&first).into_iter().map(|(_, l)| l).collect();
    let trimmed: Vec<String> = names.iter().map(|n| format!("{:?}", n.trim())).collect();
    assert_eq!(labels, trimmed);
    let written = run(&["format", "-"], input.as_bytes());
    assert_eq!(code(&written), 0, "{}", stderr(&written));
    assert_eq!(stdout(&written), input);
    let again = run(&["format", "--json", "-"], &written.stdout);
    assert_eq!(code(&again), 0, "{}", stderr(&again));
    assert_eq!(fields(&again), fields(&first));
    let solved = run(&["solve", "-"], input.as_bytes());
    let lines: Vec<&str> = std::str::from_utf8(&solved.stdout)
        .unwrap()
        .lines()
        .collect();
    assert_eq!(lines.len(), names.len(), "{lines:?}");
    for (line, name) in lines.iter().zip(names) {
        assert!(
            line.starts_with(name),
            "{line:?} should start with {name:?}"
        );
    }
    let back = run(&["validate", "-"], &solved.stdout);
    assert_eq!(
        stdout(&back).matches("complete").count(),
        names.len(),
        "{}",
        stdout(&back)
    );
}

/// A CSV file whose puzzles are named by words (`Easy one,4.1…`) keeps its column names when
/// its first puzzle fails, as one named by an id does. A failed puzzle's placeholder goes on a
/// line of its own after its name (`Bad one,-` would read back as a header), or after a
/// number on its line (`#3 -`), so the output still reads back to one entry per puzzle, each
/// failed one named.
#[test]
fn csv_rows_named_by_words_stay_rows() {
    let broken = format!("1{}", &PUZZLE[1..]).replacen('.', "1", 1);
    let input = format!("name,puzzle\nBad one,{broken}\nEasy one,{PUZZLE}\n");
    let solved = run(&["solve", "-"], input.as_bytes());
    assert_eq!(code(&solved), 1, "{}", stderr(&solved));
    let text = stdout(&solved);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert_eq!(lines[0], "name,puzzle");
    assert!(
        lines[1].starts_with("Easy one,") && lines[1].len() == 9 + 81,
        "{text}"
    );
    let input = format!("{input}#3 {broken}\n");
    let marked = run(&["solve", "--placeholder", "-"], input.as_bytes());
    let back = json_lines(&run(&["format", "--json", "-"], &marked.stdout));
    let read: Vec<(&str, &str)> = back
        .iter()
        .map(|r| {
            (
                r["status"].as_str().unwrap(),
                r["label"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        read,
        [
            ("invalid", "Bad one,"),
            ("ok", "Easy one,"),
            ("invalid", "#3")
        ],
        "{}",
        stdout(&marked)
    );
    assert_eq!(back[0]["heading"], "name,puzzle");
}

/// What `--placeholder` writes reads back as the failed puzzles it stands for, in every text
/// format: the default mark `-` is no rule of a grid (where a line of `-` is decoration, it
/// vanished, and every entry after it moved up one), and after a number or fields on its line
/// (`12. -`, `#3 -`, `654,-`) it keeps that label, so a file written with placeholders, read
/// and written again, comes back byte for byte.
#[test]
fn placeholders_read_back_as_the_failed_puzzles_they_stand_for() {
    let broken = format!("{}x9", &PUZZLE[..80]);
    let middle = format!("{PUZZLE}\n{broken}\n{PUZZLE}\n");
    let first = format!("{broken}\n{PUZZLE}\n{PUZZLE}\n");
    for (input, to) in [&middle, &first].into_iter().flat_map(|input| {
        [
            "line",
            "compact",
            "spaced",
            "grid",
            "unicode",
            "hodoku",
            "pencilmark-line",
            "pencilmark-grid",
        ]
        .map(|to| (input, to))
    }) {
        let broken_at = usize::from(input == &middle);
        let written = run(
            &["format", "--placeholder", "-o", to, "-"],
            input.as_bytes(),
        );
        assert_eq!(code(&written), 1, "{to}: {}", stderr(&written));
        // Read back, and written again in its own format: the mark first in a file says
        // nothing of the format (a lone `-` is no grid's rule).
        let again = run(&["format", "--placeholder", "-"], &written.stdout);
        assert_eq!(stdout(&again), stdout(&written), "{to}: {}", stderr(&again));
        let back = json_lines(&run(&["validate", "--json", "-"], &written.stdout));
        let statuses: Vec<&str> = back.iter().map(|r| r["status"].as_str().unwrap()).collect();
        let mut expected = ["unique"; 3];
        expected[broken_at] = "invalid";
        assert_eq!(statuses, expected, "{to}:\n{}", stdout(&written));
        let error = back[broken_at]["error"].as_str().unwrap();
        assert!(error.contains("--placeholder mark"), "{to}: {error}");
    }

    let labelled = format!(
        "12. {PUZZLE}\n13. {broken}\n#3 {broken}\n#4: {broken}\n654,{broken}\n655,{PUZZLE}\n\
         Easy one;{broken}\n"
    );
    let once = run(&["format", "--placeholder", "-"], labelled.as_bytes());
    let twice = run(&["format", "--placeholder", "-"], &once.stdout);
    assert_eq!(stdout(&twice), stdout(&once), "{}", stderr(&twice));
    let back = json_lines(&run(&["format", "--json", "-"], &once.stdout));
    let labels: Vec<&str> = back.iter().map(|r| r["label"].as_str().unwrap()).collect();
    assert_eq!(
        labels,
        ["12.", "13.", "#3", "#4:", "654,", "655,", "Easy one;"]
    );
    let statuses: Vec<&str> = back.iter().map(|r| r["status"].as_str().unwrap()).collect();
    assert_eq!(
        statuses,
        [
            "ok", "invalid", "invalid", "invalid", "invalid", "ok", "invalid"
        ]
    );

    // A puzzle on a line of its own between blocks, with an annotation, that failed (or has
    // no solution): its mark, written without the annotation, is set apart as a block, as it
    // reads back, so the file comes back byte for byte.
    let block = to_compact(PUZZLE);
    let cut = format!("{} #3", &PUZZLE[..40]);
    let no_solution = format!("{}1{} #3", &PUZZLE[..2], &PUZZLE[3..]);
    for (command, line) in [("format", &cut), ("solve", &cut), ("solve", &no_solution)] {
        let input = format!("{block}\n{PUZZLE} #2\n{line}\n{block}\n");
        let once = run(&[command, "--placeholder", "-"], input.as_bytes());
        let twice = run(&["format", "--placeholder", "-"], &once.stdout);
        assert_eq!(stdout(&twice), stdout(&once), "{command} {line}");
        assert!(stdout(&once).contains(" #2\n\n-\n\n"), "{}", stdout(&once));
    }

    // Every puzzle failed, under a collection's title: the marks read back one an entry (the
    // title left the format to tell, and the input was one "cannot tell the format" error).
    let short = &PUZZLE[..80];
    for input in [
        format!("My puzzles\n{short}\n{short}\n"),
        format!("Collection\nGrid 01\n{short}\nGrid 02\n{short}\n"),
    ] {
        let written = run(&["format", "--placeholder", "-"], input.as_bytes());
        let back = json_lines(&run(&["validate", "--json", "-"], &written.stdout));
        assert_eq!(
            crate::common::statuses(&back),
            ["invalid", "invalid"],
            "{}",
            stdout(&written)
        );
        let error = back[1]["error"].as_str().unwrap();
        assert!(error.contains("--placeholder mark"), "{error}");
    }

    // A mark of the user's own, alone on its line, is an entry that failed, not a title.
    let own = run(&["format", "--placeholder=NA", "-"], middle.as_bytes());
    assert_eq!(stdout(&own), format!("{PUZZLE}\nNA\n{PUZZLE}\n"));
    let back = json_lines(&run(&["validate", "--json", "-"], &own.stdout));
    let statuses: Vec<&str> = back.iter().map(|r| r["status"].as_str().unwrap()).collect();
    assert_eq!(
        statuses,
        ["unique", "invalid", "unique"],
        "{}",
        stdout(&own)
    );

    // A CSV file whose first puzzle failed: its column names (nine characters, the width of
    // a compact row) and the mark after them still read as a CSV file.
    let csv = format!("id,puzzle\n1,{broken}\n2,{PUZZLE}\n");
    let once = run(&["format", "--placeholder", "-"], csv.as_bytes());
    assert_eq!(stdout(&once), format!("id,puzzle\n1,-\n2,{PUZZLE}\n"));
    let twice = run(&["format", "--placeholder", "-"], &once.stdout);
    assert_eq!(stdout(&twice), stdout(&once), "{}", stderr(&twice));
    let back = json_lines(&run(&["format", "--json", "-"], &once.stdout));
    assert_eq!(back[0]["label"], "1,");
    assert_eq!(back[0]["heading"], "id,puzzle");
    assert_eq!(back[1]["label"], "2,");
}

/// A puzzle kept one cell to a field (a data set's 81 columns) is written back in its own
/// layout: separator, a space after it, its blank, and the column names above still match.
#[test]
fn puzzles_kept_one_cell_to_a_field_keep_their_columns() {
    let fields = |line: &str, separator: &str, blank: &str| {
        line.chars()
            .map(|c| match c {
                '.' => blank.to_string(),
                digit => digit.to_string(),
            })
            .collect::<Vec<_>>()
            .join(separator)
    };
    let names = (1..=81).map(|n| format!("c{n}")).collect::<Vec<_>>();
    for (separator, blank) in [(",", "0"), (", ", "."), (";", ""), ("\t", "0"), (" ", ".")] {
        let puzzle = fields(PUZZLE, separator, blank);
        let solved = fields(PUZZLE_SOLVED, separator, blank);
        let input = format!("{}\n{puzzle}\n{puzzle}{separator}easy\n", names.join(","));
        // Written again as it was read, and solved in the same columns.
        let output = run(&["format"], input.as_bytes());
        assert_eq!(stdout(&output), input, "{separator:?} {blank:?}");
        let output = run(&["solve"], input.as_bytes());
        assert_eq!(code(&output), 0, "{}", stderr(&output));
        let expected = format!("{}\n{solved}\n{solved}{separator}easy\n", names.join(","));
        assert_eq!(stdout(&output), expected, "{separator:?} {blank:?}");
        // Asked for the line format, it is 81 cells on a line.
        let output = run(&["solve", "-o", "line"], input.as_bytes());
        assert_eq!(stdout(&output), format!("{PUZZLE_SOLVED}\n").repeat(2));
    }
}

/// A HoDoKu library line or a pencilmark line among compact blocks is its puzzle, and
/// `-o same` writes it back in its own format: written as a block, a position lost the
/// candidates a player struck (and read back as another puzzle), and a HoDoKu line became a
/// puzzle line with its fields glued on. A HoDoKu rule standing alone is decoration, and a
/// HoDoKu file holding a drawn grid reads the grid.
#[test]
fn hodoku_and_pencilmark_lines_among_blocks_are_written_back_as_they_were() {
    let marked = convert(&["--to", "pencilmark-line"], PUZZLE);
    let mut slots = marked.trim_end().as_bytes().to_vec();
    // Strike a candidate a player would: the position is no longer the bare puzzle.
    let cell = slots
        .chunks(9)
        .position(|cell| cell.iter().filter(|&&b| b != b'.').count() > 2)
        .unwrap();
    let slot = cell * 9 + slots[cell * 9..].iter().position(|&b| b != b'.').unwrap();
    slots[slot] = b'.';
    let pencilmarks = String::from_utf8(slots).unwrap();
    let hodoku = format!(":0000:x:{PUZZLE}:12.3:abc:");
    let block = to_compact(PUZZLE);
    let input = format!("{block}\nPos A\n{pencilmarks}\n\n{block}\n{hodoku}\n\n{block}");
    let same = convert(&["-o", "same"], &input);
    assert!(same.contains(&format!("Pos A\n{pencilmarks}\n")), "{same}");
    assert!(same.contains(&format!("\n{hodoku}\n")), "{same}");
    // Read back, every position is the one read first.
    let before = run(&["format", "--json"], input.as_bytes());
    let after = run(&["format", "--json"], same.as_bytes());
    let keys = |output: &std::process::Output| -> Vec<(String, String)> {
        json_lines(output)
            .iter()
            .map(|v| (v["puzzle"].to_string(), v["candidates"].to_string()))
            .collect()
    };
    assert_eq!(keys(&before).len(), 5);
    assert_eq!(keys(&after), keys(&before));

    let rule = ".-------.-------.-------.";
    assert_eq!(puzzles(&format!("{PUZZLE}\n{rule}\n{PUZZLE}\n")).len(), 2);
    let drawn = convert(&["--to", "grid"], PUZZLE);
    let mixed = format!("{hodoku}\n{drawn}{hodoku}\n");
    assert_eq!(puzzles(&mixed), vec![Some(PUZZLE.to_string()); 3]);
}
