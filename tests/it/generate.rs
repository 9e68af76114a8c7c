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
    // A drawn seed is exact in a double, as a JSON reader such as jq 1.6 holds it.
    let drawn: u64 = seed.parse().unwrap();
    assert!(drawn < 1 << 53, "{drawn}");
    // A seed that is no whole number is a usage error said in words, as is one too large,
    // and a negative one, which is no stray option.
    for (bad, says) in [
        (
            "0x10",
            "`0x10` is not a whole number: a seed is written in decimal digits",
        ),
        ("18446744073709551616", "is more than the largest seed"),
        ("-1", "`-1` is negative: a seed is a whole number from 0 up"),
    ] {
        for command in ["generate", "shuffle", "minimize"] {
            let refused = run(&[command, "--seed", bad], b"");
            assert_eq!(code(&refused), 2, "{command} {bad}");
            assert!(stderr(&refused).contains(says), "{}", stderr(&refused));
        }
    }
    // So are the other whole numbers a run takes.
    for (args, says) in [
        (
            &["generate", "-n", "-1"][..],
            "`-1` is negative: a count is a whole number",
        ),
        (
            &["generate", "-n", "1.5"],
            "`1.5` is not a whole number: a count",
        ),
        (
            &["generate", "-n", "-0"],
            "`-0` is not a whole number: a count",
        ),
        (
            &["generate", "--seed", "-"],
            "`-` is not a whole number: a seed",
        ),
        (
            &["generate", "--attempts", "-5"],
            "a number of attempts is a whole number from 1 up",
        ),
        (
            &["solve", "-j", "-2", "-"],
            "`-2` is negative: a number of threads",
        ),
        (
            &["solve", "--count", "--limit", "-3", "-"],
            "a limit is a whole number from 1 up",
        ),
    ] {
        let refused = run(args, b"");
        assert_eq!(code(&refused), 2, "{args:?}");
        assert!(
            stderr(&refused).contains(says),
            "{args:?}: {}",
            stderr(&refused)
        );
    }
    // No puzzle made, nothing to make again: no seed to report.
    let none = run(&["generate", "-n", "0"], b"");
    assert_eq!(code(&none), 0);
    assert_eq!(
        (stdout(&none), stderr(&none)),
        (String::new(), String::new())
    );
}

/// `--from` reports a drawn seed only when a grid was read to make a puzzle from, as
/// `shuffle` does: after a missing or empty file, there is nothing to make again.
#[test]
fn generate_from_nothing_reports_no_seed() {
    let dir = tempfile::tempdir().unwrap();
    let (missing, empty) = (dir.path().join("missing.txt"), dir.path().join("empty.txt"));
    std::fs::write(&empty, "").unwrap();
    for (file, status) in [(&missing, 2), (&empty, 1)] {
        let output = run(&["generate", "--from", file.to_str().unwrap()], b"");
        assert_eq!(code(&output), status, "{file:?}: {}", stderr(&output));
        assert!(!stderr(&output).contains("seed"), "{}", stderr(&output));
    }
    let grids = dir.path().join("grids.txt");
    std::fs::write(&grids, format!("{SOLVED}\n")).unwrap();
    let output = run(&["generate", "--from", grids.to_str().unwrap()], b"");
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("give --seed"),
        "{}",
        stderr(&output)
    );
}

/// A folder given to `--from` is walked as every command walks its inputs, with the same
/// options: what the walk skipped is said with the flag that reads it, and `generate` takes
/// that flag (it refused every one it named).
#[test]
fn generate_from_a_folder_takes_the_walking_options_it_suggests() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("grids");
    std::fs::create_dir(&folder).unwrap();
    std::fs::write(folder.join(".hidden.txt"), format!("{SOLVED}\n")).unwrap();
    let folder = folder.to_str().unwrap();
    let skipped = run(&["generate", "--seed", "1", "--from", folder], b"");
    assert_eq!(code(&skipped), 1, "{}", stderr(&skipped));
    assert!(
        stderr(&skipped).contains("--hidden"),
        "{}",
        stderr(&skipped)
    );
    let read = run(
        &["generate", "--seed", "1", "--hidden", "--from", folder],
        b"",
    );
    assert_eq!(code(&read), 0, "{}", stderr(&read));
    let puzzle = stdout(&read);
    let puzzle = puzzle.trim_end();
    assert_eq!(puzzle.len(), 81, "{puzzle}");
    // The puzzle made is one of the grid read: each given is the solution's digit.
    assert!(
        puzzle
            .bytes()
            .zip(SOLVED.bytes())
            .all(|(given, digit)| given == b'.' || given == digit),
        "{puzzle}"
    );
    // Without --from, they would be taken and ignored: a usage error says what they are for.
    let alone = run(&["generate", "--seed", "1", "-L"], b"");
    assert_eq!(code(&alone), 2, "{}", stderr(&alone));
    assert!(stderr(&alone).contains("--follow says how --from's folder is walked"));
    assert_eq!(stdout(&alone), "");
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

/// The givens' cells of a generated symmetric puzzle, as a pattern (`x` a given, `.` a blank):
/// one that has a puzzle.
fn a_pattern_with_a_puzzle() -> String {
    let seed_puzzle = text(
        &generate_json(&["--seed", "11", "--symmetry", "rotate180"])[0],
        "puzzle",
    );
    seed_puzzle
        .chars()
        .map(|c| if c == '.' { '.' } else { 'x' })
        .collect()
}

#[test]
fn a_pattern_fixes_the_givens_cells_and_an_impossible_one_fails_that_puzzle() {
    let pattern = a_pattern_with_a_puzzle();
    for record in generate_json(&["-n", "5", "--seed", "12", "--pattern", &pattern]) {
        let puzzle = text(&record, "puzzle");
        for (p, c) in pattern.chars().zip(puzzle.chars()) {
            assert_eq!(p == 'x', c != '.', "{puzzle} on {pattern}");
        }
        assert_eq!(reference(&grid(&puzzle)).1, 1);
        assert!(record["minimal"].is_boolean());
    }
    // 18 givens in the top two rows cannot pin the other seven rows down: rows 4, 5 and 6
    // (and more) can swap, which is told before any try.
    let crowded = format!("{}{}", "x".repeat(18), ".".repeat(63));
    let output = run(&["generate", "--seed", "1", "--pattern", &crowded], b"");
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("leaves rows 4, 5 and 6 without a cell"),
        "{}",
        stderr(&output)
    );
    // The two diagonals hold no two lines that swap, but nearly never one solution either.
    let diagonals: String = (0..81)
        .map(|cell| match (cell / 9, cell % 9) {
            (r, c) if c == r || c == 8 - r => 'x',
            _ => '.',
        })
        .collect();
    let output = run(
        &[
            "generate",
            "--seed",
            "1",
            "--pattern",
            &diagonals,
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
    // So is one that marks every cell (a blank written `-`): it gave full grids, exit 0.
    let every_cell = format!("{}x", "x-".repeat(40));
    let full = run(&["generate", "--pattern", &every_cell], b"");
    assert_eq!(code(&full), 2, "{}", stdout(&full));
    assert!(
        stderr(&full).contains("marks all 81 cells"),
        "{}",
        stderr(&full)
    );
}

/// A pattern that takes more than 10,000 tries to give a puzzle still gives it with a rating
/// asked for: the pattern's default of a million tries wins over a rating's 10,000, which once
/// failed it with "no puzzle with one solution fits the pattern after 10000 attempts".
#[test]
fn a_rating_keeps_a_patterns_default_attempts() {
    // Seed 22 finds its puzzle on this pattern after 11,436 tries.
    let pattern =
        ".x..x..xxx....x.x..x.x....xx.....x.........xx...x.x......xxx....x...xx...x.......";
    let args = ["--seed", "22", "--pattern", pattern, "-j", "1"];
    let alone = generate_json(&args);
    let tries = alone[0]["tries"].as_u64().unwrap();
    assert!(
        tries > 10_000,
        "{tries} tries: the test needs a rare pattern"
    );
    let rated = generate_json(&[&args[..], &["--rating", ".."]].concat());
    assert_eq!(rated[0]["puzzle"], alone[0]["puzzle"]);
    assert!(rated[0]["rating"].is_number(), "{}", rated[0]);
}

/// A puzzle printed as a boxed grid (`-o grid`, `-o unicode`) is a pattern too: its givens mark
/// the cells, as its line would.
#[test]
fn a_puzzle_drawn_as_a_grid_is_a_pattern_of_its_givens() {
    let line = stdout(&run(&["generate", "--seed", "5"], b""))
        .trim()
        .to_string();
    let from_line = run(&["generate", "--seed", "2", "--pattern", &line], b"");
    assert_eq!(code(&from_line), 0, "{}", stderr(&from_line));
    for format in ["grid", "unicode"] {
        let drawn = stdout(&run(&["format", "-o", format, "-"], line.as_bytes()));
        let from_drawn = run(
            &["generate", "--seed", "2", "--pattern", "-"],
            drawn.as_bytes(),
        );
        assert_eq!(code(&from_drawn), 0, "{format}: {}", stderr(&from_drawn));
        assert_eq!(from_drawn.stdout, from_line.stdout, "{format}");
    }
    let made = stdout(&from_line);
    let given = |text: &str, i: usize| text.as_bytes()[i] != b'.';
    assert!(
        (0..81).all(|i| given(&line, i) == given(made.trim(), i)),
        "{line}\n{made}"
    );
    // A drawing with a typo says where the typo is, as reading it as a puzzle would: not only
    // that a pattern is 81 characters or 9 lines, which sends the user to mend its shape.
    let drawn = stdout(&run(&["format", "-o", "grid", "-"], line.as_bytes()));
    let typo = drawn.replacen("| ", "| a", 2).replacen("| a", "| ", 1);
    let refused = run(
        &["generate", "--seed", "2", "--pattern", "-"],
        typo.as_bytes(),
    );
    assert_eq!(code(&refused), 2);
    assert!(
        stderr(&refused)
            .contains("read as a puzzle it fails: line 2, column 11: unexpected character 'a'"),
        "{typo}\n{}",
        stderr(&refused)
    );
}

/// A pattern file is read whatever kind of file it is (a pipe such as `/dev/stdin` or `<(…)`,
/// or `-` for standard input), a byte-order mark left out; a name that is neither a pattern nor a file says both.
#[test]
fn a_pattern_is_read_from_any_file_and_a_missing_one_is_named() {
    let pattern = a_pattern_with_a_puzzle();
    let args = ["generate", "-q", "--seed", "3", "--pattern"];
    let from_text = run(&[&args[..], &[&pattern]].concat(), b"");
    assert_eq!(code(&from_text), 0, "{}", stderr(&from_text));
    for stdin in ["/dev/stdin", "-"] {
        let piped = run(&[&args[..], &[stdin]].concat(), pattern.as_bytes());
        assert_eq!(code(&piped), 0, "{stdin}: {}", stderr(&piped));
        assert_eq!(piped.stdout, from_text.stdout, "{stdin}");
    }
    let empty = run(&[&args[..], &["-"]].concat(), b"");
    assert_eq!(code(&empty), 2);
    assert!(
        stderr(&empty).contains("--pattern in standard input is not a pattern"),
        "{}",
        stderr(&empty)
    );
    // Standard input is read once: not for the pattern and the grids of --from both.
    for (pattern_name, from) in [("-", "-"), ("/dev/stdin", "-"), ("-", "/dev/stdin")] {
        let args = [&args[..], &[pattern_name, "--from", from]].concat();
        let twice = run(&args, pattern.as_bytes());
        assert_eq!(code(&twice), 2, "{args:?}");
        assert!(
            stderr(&twice).contains("standard input is given twice"),
            "{}",
            stderr(&twice)
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pattern.txt");
    std::fs::write(&file, format!("\u{feff}{pattern}\n")).unwrap();
    let marked = run(&[&args[..], &[file.to_str().unwrap()]].concat(), b"");
    assert_eq!(marked.stdout, from_text.stdout, "{}", stderr(&marked));
    let missing = run(&[&args[..], &["no-such-pattern.txt"]].concat(), b"");
    assert_eq!(code(&missing), 2);
    assert!(
        stderr(&missing).contains("no-such-pattern.txt' is not a pattern, nor a file that exists"),
        "{}",
        stderr(&missing)
    );
    // A pattern saved as UTF-16 (PowerShell's `>`) is named so, with the way to convert it.
    let wide: Vec<u8> = format!("\u{feff}{pattern}\n")
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    std::fs::write(&file, wide).unwrap();
    let wide = run(&[&args[..], &[file.to_str().unwrap()]].concat(), b"");
    assert_eq!(code(&wide), 2);
    assert!(
        stderr(&wide).ends_with(
            ": it is UTF-16 text: convert it to UTF-8 first (`iconv -f UTF-16 -t UTF-8`)\n"
        ),
        "{}",
        stderr(&wide)
    );
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
    // A puzzle is a function of the seed and its grid (here both lines' solution), not of
    // where the grid stands; another seed gives another.
    assert_eq!(records[0]["puzzle"], records[1]["puzzle"]);
    let reseeded = run(
        &[
            "generate",
            "--json",
            "--seed",
            "4",
            "--from",
            file.to_str().unwrap(),
        ],
        b"",
    );
    assert_ne!(json_lines(&reseeded)[0]["puzzle"], records[0]["puzzle"]);
    // A grid whose puzzle cannot be made as asked is named by its line too.
    let unmade = run(
        &[
            "generate",
            "--seed",
            "1",
            "--givens",
            "40",
            "--attempts",
            "3",
            "--from",
            file.to_str().unwrap(),
        ],
        b"",
    );
    assert!(
        stderr(&unmade).contains("grids.txt: puzzle 1: line 2: no minimal puzzle with 40 givens"),
        "{}",
        stderr(&unmade)
    );
    assert_eq!(records[2]["status"], "invalid");
    assert!(
        stderr(&output).contains("puzzle 2: line 3"),
        "{}",
        stderr(&output)
    );
}

/// A `--from` pencilmark position starts from the one solution that keeps to its marks, as
/// `solve` and `rate` read it: marks that decide what its placed digits leave open give that
/// solution, and marks that strike a needed candidate give no puzzle (they were ignored, and
/// the puzzle made had a solution the marks rule out).
#[test]
fn from_a_pencilmark_position_keeps_to_its_marks() {
    let minimal = stdout(&run(&["generate", "--seed", "1"], b""))
        .trim()
        .to_string();
    let solution = reference(&grid(&minimal)).0.unwrap().to_line();
    let marks = stdout(&run(
        &["format", "-o", "pencilmark-line", "-"],
        minimal.as_bytes(),
    ));
    let cells: Vec<Vec<u8>> = marks
        .trim()
        .as_bytes()
        .chunks(9)
        .map(<[u8]>::to_vec)
        .collect();
    assert_eq!(cells.len(), 81);
    // A given of the minimal puzzle marked as one of two digits: the digits placed alone then
    // have several solutions, the marks one.
    let given = minimal.bytes().position(|b| b != b'.').unwrap();
    let digit = minimal.as_bytes()[given];
    let other = if digit == b'9' { b'1' } else { digit + 1 };
    let mut widened = cells.clone();
    widened[given][usize::from(other - b'1')] = other;
    let widened: String = widened.iter().map(|c| String::from_utf8_lossy(c)).collect();
    let output = run(
        &["generate", "--json", "--seed", "2", "--from", "-"],
        widened.as_bytes(),
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let record = &json_lines(&output)[0];
    assert_eq!(record["status"], "generated");
    assert_eq!(text(record, "solution"), solution);
    // A candidate the solution needs, struck from an open cell of the puzzle's own marks
    // (one of three or more, so that the cell stays open), whose placed digits alone have
    // that one solution.
    let open = (0..81)
        .find(|&i| cells[i].iter().filter(|&&b| b != b'.').count() >= 3)
        .unwrap();
    let mut struck = cells;
    struck[open][usize::from(solution.as_bytes()[open] - b'1')] = b'.';
    let struck: String = struck.iter().map(|c| String::from_utf8_lossy(c)).collect();
    let output = run(
        &["generate", "--json", "--seed", "2", "--from", "-"],
        struck.as_bytes(),
    );
    assert_eq!(code(&output), 1);
    let record = &json_lines(&output)[0];
    assert_eq!(record["status"], "invalid");
    assert!(record["puzzle"].is_null(), "{record}");
    let said = "the pencilmarks rule out every solution";
    assert!(text(record, "error").contains(said), "{record}");
    assert!(stderr(&output).contains(said), "{}", stderr(&output));
}

/// With `--from`, `-o same` writes each puzzle in the format its grid was read in (a spaced
/// block for a spaced grid), and `-n`, which the grids decide, is a usage error rather than
/// ignored.
#[test]
fn from_writes_each_puzzle_in_its_grids_format_and_refuses_a_number() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("grid.txt");
    let spaced: String = JUDGE_COMPACT
        .lines()
        .map(|row| {
            let cells: Vec<String> = row.chars().map(String::from).collect();
            format!("{}\n", cells.join(" "))
        })
        .collect();
    std::fs::write(&file, spaced).unwrap();
    let path = file.to_str().unwrap();
    let output = run(
        &["generate", "--seed", "3", "-o", "same", "--from", path],
        b"",
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let rows: Vec<String> = stdout(&output)
        .lines()
        .map(|row| row.split(' ').collect())
        .collect();
    assert_eq!(rows.len(), 9, "{}", stdout(&output));
    assert!(rows.iter().all(|row| row.len() == 9), "{rows:?}");
    let puzzle = grid(&rows.concat().replace('0', "."));
    assert_eq!(reference(&puzzle).1, 1);

    // JSON in, JSON out.
    std::fs::write(&file, format!("{{\"puzzle\":\"{PUZZLE}\",\"id\":7}}\n")).unwrap();
    let output = run(
        &["generate", "--seed", "3", "-o", "same", "--from", path],
        b"",
    );
    let records = json_lines(&output);
    assert_eq!(records.len(), 1, "{}", stdout(&output));
    assert_eq!(
        (&records[0]["status"], &records[0]["id"]),
        (&"generated".into(), &7.into())
    );

    let output = run(&["generate", "-n", "3", "--from", path], b"");
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("cannot be used with"),
        "{}",
        stderr(&output)
    );
}

/// With `--from` and `-o same`, each puzzle keeps its grid's label (a CSV file's id, and the
/// column names above the first), so that it can be matched to its grid, a grid that failed
/// included; the annotation, which spoke of the grid, is left out.
#[test]
fn from_keeps_each_grids_label() {
    let broken = format!("1{}", &PUZZLE[1..]).replacen('.', "1", 1);
    let csv = format!("id,puzzle\n7,{broken}\n8,{PUZZLE} hard\n");
    let output = run(
        &["generate", "--seed", "3", "-o", "same", "--from", "-"],
        csv.as_bytes(),
    );
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert_eq!(lines[0], "id,puzzle");
    let puzzle = lines[1].strip_prefix("8,").expect(&text);
    assert_eq!(puzzle.len(), 81, "{text}");
    assert_eq!(reference(&grid(puzzle)).1, 1, "{text}");
    assert!(
        stderr(&output).contains("puzzle 0: line 2"),
        "{}",
        stderr(&output)
    );
}

/// Each record's puzzle rated again by `sudoku rate --json`, as a user would check it: the
/// rating `generate` reported, and the puzzle has one solution by the naive reference.
fn rerated(records: &[Value]) -> Vec<(f64, String)> {
    let input: String = records
        .iter()
        .map(|r| format!("{}\n", text(r, "puzzle")))
        .collect();
    let output = run(&["rate", "--json", "-"], input.as_bytes());
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let rated = json_lines(&output);
    assert_eq!(rated.len(), records.len());
    records
        .iter()
        .zip(&rated)
        .map(|(made, again)| {
            assert_eq!(
                reference(&sudoku::format::parse_line(&text(made, "puzzle")).unwrap()).1,
                1
            );
            for field in RATING_FIELDS {
                assert_eq!(made[field], again[field], "{field}: {made} against {again}");
            }
            (again["rating"].as_f64().unwrap(), text(again, "level"))
        })
        .collect()
}

#[test]
fn each_difficulty_gives_puzzles_that_rate_at_that_level() {
    // The chains a diabolical puzzle needs take a while to rate in a debug build: fewer of them.
    for (level, number) in [
        ("easy", "3"),
        ("medium", "3"),
        ("hard", "3"),
        ("fiendish", "3"),
        ("diabolical", "2"),
    ] {
        let records = generate_json(&["-n", number, "--seed", "12", "--difficulty", level]);
        assert_eq!(records.len(), number.parse::<usize>().unwrap());
        for (rating, named) in rerated(&records) {
            assert_eq!(named, level, "rated {rating}");
        }
        // The tries are counted: at least the one that was kept.
        assert!(records.iter().all(|r| r["tries"].as_u64().unwrap() >= 1));
    }
}

#[test]
fn a_rating_range_gives_puzzles_rated_in_it_one_a_line_as_text() {
    let records = generate_json(&["-n", "3", "--seed", "5", "--rating", "3.0..4.5"]);
    for (rating, _) in rerated(&records) {
        assert!((3.0..=4.5).contains(&rating), "rated {rating}");
    }
    let lines = run(
        &["generate", "-n", "3", "--seed", "5", "--rating", "3.0..4.5"],
        b"",
    );
    assert_eq!(code(&lines), 0);
    let puzzles: Vec<String> = records.iter().map(|r| text(r, "puzzle")).collect();
    assert_eq!(stdout(&lines).lines().collect::<Vec<_>>(), puzzles);
    // An open end reads too.
    let open = generate_json(&["-n", "2", "--seed", "5", "--rating", "..1.5"]);
    assert!(open.iter().all(|r| r["rating"].as_f64().unwrap() <= 1.5));
    // Without a filter nothing is rated, so no rating is claimed.
    let plain = generate_json(&["-n", "1", "--seed", "5"]);
    assert!(plain[0].get("rating").is_none(), "{}", plain[0]);
}

/// Fewer than one random minimal puzzle in ten thousand rates 9.2 or more: after a thousand
/// random tries the search climbs, moving one given (or one orbit of givens, with a symmetry)
/// at a time from the nearest, and what it finds keeps its symmetry, is still minimal, is rated
/// as `rate` rates it, and is the same for every thread count.
#[test]
fn a_rare_rating_is_found_by_climbing_and_is_still_minimal() {
    for (symmetry, seed, rating) in [("none", "3", "9.2.."), ("rotate180", "2", "9.1..")] {
        let args = |threads: &str| {
            let all = ["generate", "--seed", seed, "--rating", rating];
            let rest = ["--symmetry", symmetry, "--json", "-q", "-j", threads];
            run(&[&all[..], &rest].concat(), b"")
        };
        let one = args("1");
        assert_eq!(code(&one), 0, "{}", stderr(&one));
        let records = json_lines(&one);
        let made = &records[0];
        // Past the random tries: found by a climb.
        assert!(made["tries"].as_u64().unwrap() > 1_000, "{made}");
        assert_eq!(made["minimal"], true, "{made}");
        assert_eq!(text(made, "symmetry"), symmetry, "{made}");
        let puzzle = sudoku::format::parse_line(&text(made, "puzzle")).unwrap();
        for cell in (0..81).filter(|&cell| puzzle.get(cell) != 0) {
            let cells = orbit(symmetry, cell);
            assert!(cells.iter().all(|&other| puzzle.get(other) != 0), "{made}");
            let mut fewer = puzzle;
            for other in cells {
                fewer.set(other, 0);
            }
            assert!(reference(&fewer).1 > 1, "given {cell} is spare in {made}");
        }
        let least: f64 = rating.trim_end_matches("..").parse().unwrap();
        for (rated, _) in rerated(&records) {
            assert!(rated >= least, "rated {rated}");
        }
        assert_eq!(args("2").stdout, one.stdout);
    }
}

#[test]
fn filtered_puzzles_are_the_same_for_every_thread_count() {
    let args = |threads: &str| {
        let all = ["generate", "-n", "6", "--seed", "9", "--difficulty", "hard"];
        run(&[&all[..], &["--json", "-q", "-j", threads]].concat(), b"")
    };
    let one = args("1");
    assert_eq!(code(&one), 0, "{}", stderr(&one));
    assert_eq!(json_lines(&one).len(), 6);
    assert_eq!(args("2").stdout, one.stdout);
}

#[test]
fn a_range_no_puzzle_reaches_fails_each_puzzle_after_its_attempts() {
    let args = [
        "generate",
        "-n",
        "2",
        "--seed",
        "1",
        "--rating",
        "11.5..12",
        "--givens",
        "30..30",
        "--attempts",
        "200",
    ];
    let output = run(&args, b"");
    assert_eq!(code(&output), 1);
    let err = stderr(&output);
    for index in ["puzzle 0:", "puzzle 1:"] {
        assert!(
            err.lines()
                .any(|line| line.contains(index) && line.contains("11.5..12.0 in 200 tries")),
            "{err}"
        );
    }
    assert!(err.contains("--attempts"), "{err}");
    assert!(!err.contains("rated 1.0 (full houses alone)"), "{err}");
    assert_eq!(stdout(&output), "");
    // ER 1.0 alone is a rating steps have, but minimal puzzles practically never: the message
    // says what reaches it.
    let full_houses = [
        "generate",
        "--seed",
        "2",
        "--rating",
        "1.0",
        "--attempts",
        "20",
    ];
    let output = run(&full_houses, b"");
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output).contains("a --pattern of many cells gives one"),
        "{}",
        stderr(&output)
    );
    // And it does: a pattern of every cell but one leaves a full house alone.
    let dir = tempfile::tempdir().unwrap();
    let pattern = dir.path().join("pattern.txt");
    std::fs::write(&pattern, format!("{}.\n", "x".repeat(80))).unwrap();
    let pattern = pattern.to_str().unwrap();
    let output = run(
        &[&full_houses[..], &["--pattern", pattern, "--json"]].concat(),
        b"",
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(json_lines(&output)[0]["rating"], 1.0);
    let json = run(&[&args[..], &["--json"]].concat(), b"");
    assert_eq!(code(&json), 1);
    for record in json_lines(&json) {
        assert_eq!(text(&record, "status"), "failed");
        assert!(text(&record, "error").contains("200 tries"), "{record}");
        // The count is a field too, for scripts: every try was spent.
        assert_eq!(record["tries"], 200, "{record}");
        // The ratings `rate --json` gives are there, null, as `rate` writes a failed puzzle.
        for field in crate::common::RATING_FIELDS {
            let value = record.get(field);
            assert!(value.is_some_and(|v| v.is_null()), "{field}: {record}");
        }
    }
    // Without a rating filter, no rating fields at all.
    let json = run(
        &["generate", "--givens", "17", "--attempts", "1", "--json"],
        b"",
    );
    let record = &json_lines(&json)[0];
    assert!(record.get("rating").is_none(), "{record}");
    // A level is named as a kind of puzzle, and one try is one.
    let output = run(
        &[
            "generate",
            "--difficulty",
            "easy",
            "--attempts",
            "1",
            "--seed",
            "1",
        ],
        b"",
    );
    let err = stderr(&output);
    assert!(
        err.contains("no easy puzzle (ER ..1.2) in 1 try ("),
        "{err}"
    );
}

#[test]
fn difficulty_and_rating_together_or_malformed_are_usage_errors() {
    for args in [
        &["--difficulty", "easy", "--rating", "1.0..1.2"][..],
        &["--difficulty", "impossible"],
        &["--rating", "4.5..3.0"],
        &["--rating", "hard"],
        &["--rating", "25"],
        // No SE rating has two decimals: rounding 1.51 to 1.5 would let 1.5 through.
        &["--rating", "1.51..2.04"],
        &["--rating", "-1..3"],
        // Nothing rates below a full house's 1.0: every try would be spent for nothing.
        &["--rating", "0.5"],
        &["--rating", "..0.9"],
        // Below 4.5 a step's rating is one of a short list: no puzzle is rated 1.1 or 3.5.
        &["--rating", "1.1"],
        &["--rating", "1.3..1.4"],
        &["--rating", "3.5"],
    ] {
        let output = run(&[&["generate"][..], args].concat(), b"");
        assert_eq!(code(&output), 2, "{args:?}: {}", stderr(&output));
        assert!(!stderr(&output).is_empty());
        assert_eq!(stdout(&output), "");
    }
    let message = stderr(&run(&["generate", "--rating", "-1..3"], b""));
    assert!(message.contains("outside the scale"), "{message}");
    let message = stderr(&run(&["generate", "--rating", "0.2..0.9"], b""));
    assert!(message.contains("no puzzle rates below 1.0"), "{message}");
    let message = stderr(&run(&["generate", "--rating", "1.3..1.4"], b""));
    assert!(
        message.contains("within 1.3..1.4") && message.contains("1.2, 1.5, 1.7"),
        "{message}"
    );
    // A range holding one listed rating is searched: 1.5 is a hidden single in a line.
    let output = run(
        &["generate", "--rating", "1.3..1.5", "--seed", "3", "--json"],
        b"",
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let made: Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert_eq!(made["rating"], 1.5, "{made}");
}

#[test]
fn ctrl_c_stops_a_filtered_run_with_whole_lines() {
    use std::io::Read;
    use std::time::{Duration, Instant};
    let mut child = sudoku()
        .args([
            "generate",
            "-n",
            "100000",
            "--seed",
            "2",
            "--difficulty",
            "diabolical",
        ])
        .args(["-j", "2"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 82];
    stdout.read_exact(&mut first).unwrap();
    let signalled = Instant::now();
    let killed = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let mut rest = Vec::new();
    stdout.read_to_end(&mut rest).unwrap();
    let status = child.wait().unwrap();
    assert!(
        signalled.elapsed() < Duration::from_secs(5),
        "stopped promptly"
    );
    assert_eq!(status.code(), Some(130));
    let text = String::from_utf8(rest).unwrap();
    assert!(text.lines().all(|line| line.len() == 81), "{text}");
    assert!(text.ends_with('\n') || text.is_empty());
}

/// Runs `sudoku ARGS` (standard input empty), killing it and failing if it runs longer than
/// `seconds`: a hang is a failure, not a test that never ends.
fn run_within(args: &[&str], seconds: u64) -> std::process::Output {
    use std::process::Stdio;
    use std::time::{Duration, Instant};
    let mut child = sudoku()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(seconds) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("sudoku {} still running after {seconds} s", args.join(" "));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

#[test]
fn a_givens_count_no_minimal_puzzle_has_is_refused_and_a_rare_one_gives_up() {
    // Ruled out: a full row always has a given that could go (with symmetry, with its orbit),
    // so more than 72 is refused at once rather than tried until the attempts run out.
    for args in [
        &["--givens", "81"][..],
        &["--givens", "80..81"],
        &["--givens", "73"],
        &["--givens", "81", "--symmetry", "dihedral"],
        &["--givens", "81", "--symmetry", "random"],
        &["--givens", "80", "--symmetry", "rotate180"],
        &["--givens", "73..80", "--symmetry", "mirror"],
    ] {
        let mut all = vec!["generate", "--seed", "1", "--attempts", "100"];
        all.extend_from_slice(args);
        let output = run_within(&all, 20);
        assert_eq!(code(&output), 2, "{all:?}: {}", stderr(&output));
        assert!(stderr(&output).contains("no minimal puzzle"), "{all:?}");
        assert_eq!(stdout(&output), "");
    }
    // Not ruled out, but out of reach: each puzzle fails after its attempts, exit 1.
    let output = run_within(
        &[
            "generate",
            "-n",
            "2",
            "--seed",
            "1",
            "--givens",
            "45",
            "--attempts",
            "100",
        ],
        20,
    );
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    assert_eq!(stdout(&output), "");
    let message = stderr(&output);
    assert!(
        message.contains("puzzle 0: no minimal puzzle with 45 givens in 100 tries")
            && message.contains("puzzle 1: ")
            && message.contains("--attempts"),
        "{message}"
    );
    let output = run_within(
        &[
            "generate",
            "--seed",
            "1",
            "--givens",
            "72",
            "--symmetry",
            "rotate180",
            "--attempts",
            "50",
            "--json",
        ],
        20,
    );
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    let records = json_lines(&output);
    assert_eq!(records.len(), 1);
    assert_eq!(records[0]["status"], "failed");
}

#[test]
fn a_drawn_seed_on_an_unwritable_standard_error_is_no_panic() {
    // Without --seed the seed drawn is reported on standard error; a full one is no reason to
    // fail, let alone panic (exit 101).
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return;
    };
    let output = sudoku()
        .args(["generate", "-n", "3"])
        .stdout(std::process::Stdio::piped())
        .stderr(full)
        .output()
        .unwrap();
    assert_eq!(code(&output), 0);
    assert_eq!(stdout(&output).lines().count(), 3);
}

/// A drawn seed is reported however the run ends: with the reader gone after one puzzle
/// (`| head -1`), the seed still makes that puzzle again.
#[test]
fn a_drawn_seed_is_reported_when_the_reader_goes_early() {
    use std::io::{BufRead, BufReader};
    let big = format!("{PUZZLE}\n").repeat(20_000);
    // Each with the arguments that make its first puzzle alone again.
    let runs = [
        (
            &["generate", "-n", "100000"][..],
            &["generate", "-n", "1"][..],
        ),
        (&["shuffle", "-"], &["shuffle", "-"]),
    ];
    for (args, first_alone) in runs {
        let mut child = spawn_piped(args);
        let mut stdin = child.stdin.take().unwrap();
        let feed = big.clone();
        let feeder = std::thread::spawn(move || {
            let _ = std::io::Write::write_all(&mut stdin, feed.as_bytes());
        });
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        // The reader is dropped here, as `head -1` exits.
        let output = child.wait_with_output().unwrap();
        feeder.join().unwrap();
        assert_eq!(code(&output), 0, "{args:?}");
        let message = stderr(&output);
        let seed = message
            .strip_prefix("sudoku: seed ")
            .and_then(|rest| rest.split(' ').next())
            .unwrap_or_else(|| panic!("{args:?}: no seed in {message:?}"));
        let again = run(
            &[first_alone, &["--seed", seed]].concat(),
            format!("{PUZZLE}\n").as_bytes(),
        );
        assert_eq!(
            stdout(&again).lines().next(),
            Some(first.trim_end()),
            "{args:?}"
        );
    }
}

/// A file to start from that holds no puzzle is named alone, as by the other commands.
#[test]
fn a_start_file_without_puzzles_is_named_alone() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty.txt");
    std::fs::write(&empty, "").unwrap();
    let empty = empty.to_str().unwrap();
    let generated = run(&["generate", "-q", "--from", empty], b"");
    let solved = run(&["solve", empty], b"");
    assert_eq!(code(&generated), 1);
    assert_eq!(stderr(&generated), stderr(&solved));
    assert!(stderr(&generated).ends_with(": no puzzle found (empty, or only comments)\n"));
}

/// A `--from` grid whose solution, kept on the pattern's cells, has several is known to fail
/// before any try: its record is `failed` with `tries` 0, a number as for every failed puzzle.
#[test]
fn a_pattern_that_does_not_fit_a_from_grid_fails_with_no_tries() {
    let dir = tempfile::tempdir().unwrap();
    let grid = dir.path().join("g.txt");
    std::fs::write(
        &grid,
        "712934856546218793938675214194752638267183945853469172371846529489521367625397481\n",
    )
    .unwrap();
    let pattern =
        "..xx..x...xx..x...xxxx......xx..xx.x.........x.xx..xx......xxxx...x..xx...x..xx..";
    let args = [
        "generate",
        "--json",
        "--seed",
        "1",
        "--pattern",
        pattern,
        "--from",
    ];
    let output = run(&[&args[..], &[grid.to_str().unwrap()]].concat(), b"");
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    let records = json_lines(&output);
    assert_eq!(records.len(), 1);
    assert_eq!(records[0]["status"], "failed");
    assert_eq!(records[0]["tries"], 0, "{}", records[0]);
    assert!(text(&records[0], "error").contains("more than one solution"));
}

/// `--progress always` into a file or a pipe redraws at a steady pace, not on every try: a
/// search for a rating sets the bar's message at each one, and each became a frame of some
/// hundred bytes in the log (675 tries, 675 frames). The bound holds on a machine many times
/// slower than ours, which draws a few frames a second.
#[test]
fn progress_into_a_file_is_drawn_at_a_steady_pace_not_at_every_try() {
    let args = [
        "generate",
        "-n",
        "2",
        "--seed",
        "3",
        "--rating",
        "7.5..7.9",
        "-j",
        "1",
        "--json",
        "--progress",
        "always",
    ];
    let output = run(&args, b"");
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let tries: u64 = json_lines(&output)
        .iter()
        .map(|v| v["tries"].as_u64().expect("tries"))
        .sum();
    let log = stderr(&output);
    let frames = log.matches("tries, ").count() as u64;
    assert!(tries >= 400, "only {tries} tries: the run says little");
    assert!(frames >= 1, "no bar in:\n{log}");
    assert!(frames * 4 < tries, "{frames} frames for {tries} tries");
    assert!(!log.contains(" 1 tries"), "1 try is one: {log}");
}
