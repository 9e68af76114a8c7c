//! What makes the tool feel like ripgrep (issue 14): colour only where a person looks, a manual
//! page and help with examples, quiet pipes, capped counts, output that lines up with input, and
//! a README whose examples run.

use std::fs;
use std::io::Read;
use std::os::fd::{FromRawFd, OwnedFd};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::common::*;

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn example(name: &str) -> String {
    repo().join("examples").join(name).display().to_string()
}

fn has_escape(bytes: &[u8]) -> bool {
    bytes.contains(&0x1b)
}

/// Removes ANSI SGR sequences (`ESC [ … m`).
fn strip_escapes(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for c in chars.by_ref() {
                if c == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Runs `sudoku ARGS` with standard output and error on a pseudo-terminal, with `env` added;
/// returns everything the terminal received (both streams) and the exit code.
fn run_on_terminal(args: &[&str], env: &[(&str, &str)]) -> (String, i32) {
    let (mut master, mut slave) = (0, 0);
    // SAFETY: openpty writes two descriptors into the integers given; the rest are optional.
    let made = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(made, 0, "openpty failed");
    // SAFETY: both descriptors were just opened and are owned here alone.
    let (master, slave) = unsafe { (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
    let mut command = sudoku();
    command
        .args(args)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR")
        .env_remove("CLICOLOR_FORCE")
        .env("TERM", "xterm-256color")
        .stdin(Stdio::null())
        .stdout(slave.try_clone().unwrap())
        .stderr(slave);
    for (key, value) in env {
        command.env(key, value);
    }
    let mut child = command.spawn().expect("start sudoku");
    drop(command);
    let mut master = fs::File::from(master);
    let mut seen = Vec::new();
    // Reading ends with EIO once the child has closed its side of the terminal.
    let mut buf = [0u8; 4096];
    while let Ok(n) = master.read(&mut buf) {
        if n == 0 {
            break;
        }
        seen.extend_from_slice(&buf[..n]);
    }
    let status = child.wait().unwrap();
    (
        String::from_utf8_lossy(&seen).into_owned(),
        status.code().unwrap(),
    )
}

#[test]
fn colour_is_asked_for_or_shown_on_a_terminal_and_never_in_a_pipe() {
    let mixed = example("mixed.txt");
    let plain = run(&["validate", &mixed], b"");
    assert!(!has_escape(&plain.stdout) && !has_escape(&plain.stderr));
    // CLICOLOR_FORCE forces colour into a pipe, unless it is 0, which some set to turn it off.
    for (force, coloured) in [("1", true), ("0", false)] {
        let output = sudoku()
            .args(["validate", &mixed])
            .env_remove("NO_COLOR")
            .env("CLICOLOR_FORCE", force)
            .output()
            .unwrap();
        assert_eq!(
            has_escape(&output.stdout),
            coloured,
            "CLICOLOR_FORCE={force}"
        );
    }

    let always = run(&["validate", "--color", "always", &mixed], b"");
    assert!(has_escape(&always.stdout), "statuses coloured when asked");
    assert_eq!(strip_escapes(&stdout(&always)), stdout(&plain));
    let unique = stdout(&always).lines().next().unwrap().to_string();
    assert!(unique.contains("\x1b[32m"), "unique is green: {unique:?}");
    assert!(
        stdout(&always).contains("\x1b[31mconflict"),
        "conflict is red"
    );
    assert!(
        stdout(&always).contains("\x1b[33mmultiple"),
        "multiple is yellow"
    );
    let solved = run(&["solve", "--color", "always", &mixed], b"");
    assert!(
        stderr(&solved).starts_with("\x1b["),
        "the sudoku: prefix of errors is coloured"
    );
    assert_eq!(code(&always), 1);

    let (terminal, status) = run_on_terminal(&["validate", "--progress", "never", &mixed], &[]);
    assert_eq!(status, 1);
    assert!(
        terminal.contains("\x1b[32m"),
        "auto colours a terminal: {terminal:?}"
    );
    for env in [("NO_COLOR", "1"), ("TERM", "dumb")] {
        let (terminal, _) = run_on_terminal(&["validate", "--progress", "never", &mixed], &[env]);
        assert!(
            !terminal.contains('\x1b'),
            "{env:?} turns colour off: {terminal:?}"
        );
        assert!(terminal.contains("unique"));
    }
    let (never, _) = run_on_terminal(
        &[
            "validate",
            "--progress",
            "never",
            "--color",
            "never",
            &mixed,
        ],
        &[],
    );
    assert!(!never.contains("\x1b[3"), "{never:?}");
}

#[test]
fn givens_stand_apart_in_a_coloured_grid_and_nothing_else_changes() {
    let puzzle = example("judge-compact.txt");
    let plain = run(&["solve", "-o", "grid", &puzzle], b"");
    let bold = run(&["solve", "-o", "grid", "--color", "always", &puzzle], b"");
    assert_eq!(strip_escapes(&stdout(&bold)), stdout(&plain));
    // The first row of the puzzle is 1 . 3 | . . . | 5 . 9: four givens in bold, five not.
    let row = stdout(&bold).lines().nth(1).unwrap().to_string();
    assert_eq!(row.matches("\x1b[1m").count(), 4, "{row:?}");
}

#[test]
fn the_manual_page_is_generated_current_and_renders() {
    let output = run(&["man"], b"");
    assert_eq!(code(&output), 0);
    let page = stdout(&output);
    for section in [
        ".SH NAME",
        ".SH SYNOPSIS",
        ".SH \"SUDOKU SOLVE\"",
        ".SH \"EXIT STATUS\"",
        // The other name of `format`, which the README offers too.
        "\\fBsudoku format\\fR, \\fBsudoku convert\\fR",
    ] {
        assert!(page.contains(section), "no {section} in the page");
    }
    let committed = fs::read(repo().join("doc/sudoku.1")).unwrap_or_default();
    assert!(
        committed == output.stdout,
        "doc/sudoku.1 is stale; regenerate it with: cargo run -- man > doc/sudoku.1"
    );
}

#[test]
fn long_help_ends_with_examples_and_exit_codes_and_groups_options() {
    for command in [&[][..], &["solve"], &["validate"], &["format"]] {
        let mut args = command.to_vec();
        args.push("--help");
        let output = run(&args, b"");
        let help = stdout(&output);
        assert_eq!(code(&output), 0);
        let examples = help.find("Examples:").expect("examples");
        let exits = help.find("Exit status:").expect("exit statuses");
        assert!(examples < exits && help[exits..].contains("130"), "{help}");
        if !command.is_empty() {
            for heading in ["\nInput:\n", "\nOutput:\n", "\nBatch:\n"] {
                assert!(help.contains(heading), "no {heading:?} in {args:?}");
            }
            assert!(help.contains("Usage: sudoku") && help.contains("[INPUT]..."));
        }
    }
}

/// `help` with a help flag, typed out of habit, shows help rather than a usage error; after
/// another command, `help` stays an input's name.
#[test]
fn help_flags_after_the_help_command_show_help() {
    let of_help = stdout(&run(&["help", "--help"], b""));
    assert!(
        of_help.contains("Usage: sudoku help [COMMAND]..."),
        "{of_help}"
    );
    for args in [
        &["help", "solve", "--help"][..],
        &["help", "-h", "solve"],
        &["--color", "never", "help", "solve", "-h"],
    ] {
        let output = run(args, b"");
        assert_eq!(code(&output), 0, "{args:?}: {}", stderr(&output));
        assert!(stdout(&output).contains("Usage: sudoku solve [OPTIONS] [INPUT]..."));
    }
    let output = run(&["validate", "help"], b"");
    assert_eq!(code(&output), 2);
    assert!(stderr(&output).contains("help"), "{}", stderr(&output));
}

/// The commands in every `--help`'s examples, each without its description (after a gap of two
/// spaces or more) and cut before any pipe or redirection.
fn help_example_commands() -> Vec<Vec<String>> {
    let commands = [
        "",
        "solve",
        "validate",
        "format",
        "generate",
        "rate",
        "explain",
        "hint",
        "canon",
        "shuffle",
        "minimize",
        "completions",
        "man",
    ];
    let mut examples = Vec::new();
    for command in commands {
        let args: Vec<&str> = command.split_whitespace().chain(["--help"]).collect();
        let help = stdout(&run(&args, b""));
        let start = help.find("Examples:").expect("examples");
        for line in help[start..].lines().skip(1) {
            let Some(example) = line.strip_prefix("  sudoku ") else {
                if line.trim().is_empty() {
                    break;
                }
                continue;
            };
            let command = example.split("  ").next().unwrap();
            let command = command.split(['|', '>']).next().unwrap();
            examples.push(command.split_whitespace().map(String::from).collect());
        }
    }
    examples
}

#[test]
fn every_help_example_runs_as_printed() {
    let examples = help_example_commands();
    assert!(examples.len() > 40, "{examples:?}");
    let mut ran = 0;
    for args in examples {
        // Examples that name a folder or file of the reader's own are only parsed.
        let own_files = args
            .iter()
            .any(|a| !a.starts_with('-') && a.contains(['/', '.']) && !repo().join(a).exists());
        let mut args: Vec<&str> = args.iter().map(String::as_str).collect();
        if own_files {
            args.insert(1, "--help");
        }
        let output = sudoku()
            .args(&args)
            .current_dir(repo())
            .stdin(Stdio::null())
            .output()
            .expect("run sudoku");
        // 1 is a puzzle that failed, as `validate examples/mixed.txt` shows; 2 a usage error.
        assert!(
            matches!(code(&output), 0 | 1),
            "sudoku {args:?}: {}",
            stderr(&output)
        );
        ran += usize::from(!own_files);
    }
    assert!(ran > 30, "only {ran} examples ran");
}
/// 300 copies of one easy puzzle, in a file.
fn many_puzzles(dir: &Path) -> String {
    let path = dir.join("many.txt");
    fs::write(&path, format!("{PUZZLE}\n").repeat(300)).unwrap();
    path.display().to_string()
}

#[test]
fn the_summary_shows_on_a_terminal_or_with_stats_and_never_when_quiet() {
    let dir = tempfile::tempdir().unwrap();
    let many = many_puzzles(dir.path());
    let piped = run(&["solve", &many], b"");
    assert_eq!(code(&piped), 0);
    assert_eq!(stderr(&piped), "", "a pipe gets no summary");

    let stats = run(&["solve", "--stats", &many], b"");
    let line = stderr(&stats);
    assert!(line.starts_with("sudoku: 300 puzzles in "), "{line}");
    assert!(
        line.ends_with(": 300 solved, 0 unsolvable, 0 invalid\n"),
        "{line}"
    );
    assert_eq!(stats.stdout, piped.stdout);

    let (terminal, _) = run_on_terminal(&["solve", "--progress", "never", &many], &[]);
    assert!(terminal.contains("sudoku: 300 puzzles in "), "{terminal}");
    let (quiet, _) = run_on_terminal(&["solve", "-q", "--progress", "never", &many], &[]);
    assert!(!quiet.contains("puzzles in"), "{quiet}");
}

#[test]
fn thousands_are_separated_alike_in_the_summary() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.txt");
    fs::write(&path, format!("{PUZZLE}\n").repeat(1200)).unwrap();
    let output = run(&["format", "--stats", path.to_str().unwrap()], b"");
    assert!(stderr(&output).starts_with("sudoku: 1,200 puzzles in "));
    assert!(stderr(&output).contains(": 1,200 ok, 0 invalid"));
}

#[test]
fn an_input_set_without_puzzles_says_so_and_fails() {
    let dir = tempfile::tempdir().unwrap();
    let output = run(&["solve", dir.path().to_str().unwrap()], b"");
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output).contains("no files found"),
        "{}",
        stderr(&output)
    );
    assert!(output.stdout.is_empty());

    // A folder whose every file was passed over says why, and how to read the hidden ones.
    fs::write(dir.path().join(".hidden.txt"), format!("{PUZZLE}\n")).unwrap();
    fs::write(dir.path().join("binary.txt"), b"\0\0\0").unwrap();
    let output = run(&["solve", dir.path().to_str().unwrap()], b"");
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output)
            .ends_with(": 2 skipped (1 hidden, 1 binary); --hidden reads hidden files\n"),
        "{}",
        stderr(&output)
    );
    let output = run(&["solve", "--hidden", dir.path().to_str().unwrap()], b"");
    assert_eq!((code(&output), stdout(&output).lines().count()), (0, 1));

    // Files an ignore file excludes: --no-ignore reads them, which the message says, but not
    // where a -g glob may be why they were left out.
    let ignoring = tempfile::tempdir().unwrap();
    fs::write(ignoring.path().join(".ignore"), "*.txt\n").unwrap();
    fs::write(ignoring.path().join("p.txt"), format!("{PUZZLE}\n")).unwrap();
    let folder = ignoring.path().to_str().unwrap();
    let output = run(&["solve", folder], b"");
    assert_eq!(code(&output), 1);
    let message = stderr(&output);
    assert!(
        message.ends_with(
            "; --hidden reads hidden files; --no-ignore reads what ignore files exclude\n"
        ),
        "{message}"
    );
    let output = run(&["solve", "--no-ignore", folder], b"");
    assert_eq!((code(&output), stdout(&output).lines().count()), (0, 1));
    let output = run(&["solve", "-g", "p*", folder], b"");
    assert!(
        !stderr(&output).contains("--no-ignore"),
        "{}",
        stderr(&output)
    );
}

/// An empty folder beside a file that holds puzzles is an input without puzzles, as an empty
/// file is: the file's puzzles are all printed, and the run says which folder gave none and
/// fails. It passed unseen, with status 0, when another input held puzzles.
#[test]
fn an_empty_folder_among_other_inputs_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("new");
    let hidden_only = dir.path().join("old");
    fs::create_dir(&empty).unwrap();
    fs::create_dir(&hidden_only).unwrap();
    fs::write(hidden_only.join(".p.txt"), format!("{PUZZLE}\n")).unwrap();
    let file = dir.path().join("p.txt");
    fs::write(&file, format!("{PUZZLE}\n")).unwrap();
    let [empty, hidden_only, file] = [&empty, &hidden_only, &file].map(|p| p.to_str().unwrap());
    let output = run(&["solve", empty, file, hidden_only], b"");
    assert_eq!(code(&output), 1);
    assert_eq!(stdout(&output).lines().count(), 1);
    let message = stderr(&output);
    assert!(
        message.contains(&format!("{empty}: no puzzles: no files found\n")),
        "{message}"
    );
    let skipped =
        format!("{hidden_only}: no puzzles: no files read: 1 skipped (1 hidden); --hidden");
    assert!(message.contains(&skipped), "{message}");
    let output = run(&["solve", "--hidden", file, hidden_only], b"");
    assert_eq!((code(&output), stdout(&output).lines().count()), (0, 2));
}

#[test]
fn every_command_that_writes_puzzles_takes_output_format() {
    let puzzle = example("judge-compact.txt");
    let to = run(&["format", "--to", "line", &puzzle], b"");
    let short = run(&["format", "-o", "line", &puzzle], b"");
    let long = run(&["format", "--output-format", "line", &puzzle], b"");
    assert_eq!(code(&short), 0);
    assert_eq!(stdout(&short).len(), 82);
    assert_eq!(short.stdout, to.stdout);
    assert_eq!(long.stdout, to.stdout);
}

#[test]
fn a_limit_of_zero_is_explained_and_every_core_is_zero_threads() {
    let output = run(
        &[
            "solve",
            "--count",
            "--limit",
            "0",
            &example("two-solutions.txt"),
        ],
        b"",
    );
    assert_eq!(code(&output), 2);
    assert!(stderr(&output).contains("a limit of 0 would stop before the first solution"));
    let too_large = "18446744073709551616";
    let output = run(&["solve", "--count", "--limit", too_large, "-"], b"");
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("is more than the largest limit, 18446744073709551615"),
        "{}",
        stderr(&output)
    );
    let all_cores = run(&["solve", "-j", "0", &example("collection.txt")], b"");
    let one = run(&["solve", "-j", "1", &example("collection.txt")], b"");
    assert_eq!(code(&all_cores), 0);
    assert_eq!(all_cores.stdout, one.stdout);
}

#[test]
fn a_count_stopped_by_the_limit_says_so_in_text_and_json() {
    let two = example("two-solutions.txt");
    let capped = run(&["solve", "--count", &two], b"");
    assert_eq!(stdout(&capped), "2+\n");
    let exact = run(&["solve", "--count", "--limit", "1000000", &two], b"");
    assert_eq!(stdout(&exact), "2\n");
    let unique = run(&["solve", "--count", &example("judge-compact.txt")], b"");
    assert_eq!(stdout(&unique), "1\n");

    for (limit, count, is_capped) in [("2", 2, true), ("5", 2, false), ("1", 1, true)] {
        let output = run(&["solve", "--count", "--json", "--limit", limit, &two], b"");
        let value = &json_lines(&output)[0];
        assert_eq!(value["count"], count, "limit {limit}");
        assert_eq!(value["capped"], is_capped, "limit {limit}");
    }
    let unique = run(
        &[
            "solve",
            "--count",
            "--json",
            "--limit",
            "1",
            &example("judge-compact.txt"),
        ],
        b"",
    );
    assert_eq!(
        json_lines(&unique)[0]["capped"],
        false,
        "one solution proven unique"
    );
}

#[test]
fn placeholders_line_text_output_up_with_the_input() {
    let mixed = example("mixed.txt");
    let puzzles: Vec<String> = fs::read_to_string(&mixed)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(String::from)
        .collect();
    let output = run(&["solve", "-o", "line", "--placeholder", &mixed], b"");
    assert_eq!(code(&output), 1);
    let lines: Vec<String> = stdout(&output).lines().map(String::from).collect();
    assert_eq!(lines.len(), puzzles.len());
    // Each answer sits beside its own puzzle: it keeps every given, or the puzzle failed.
    for (puzzle, answer) in puzzles.iter().zip(&lines) {
        if answer == "-" {
            continue;
        }
        assert!(
            puzzle
                .chars()
                .zip(answer.chars())
                .all(|(p, a)| p == '.' || p == a),
            "{puzzle} beside {answer}"
        );
    }
    assert_eq!(lines.iter().filter(|l| *l == "-").count(), 3);
    assert_eq!(
        stderr(&output).lines().count(),
        3,
        "reasons still on standard error"
    );

    let marked = run(
        &["solve", "-o", "line", "--placeholder=FAILED", &mixed],
        b"",
    );
    assert_eq!(stdout(&marked).matches("FAILED\n").count(), 3);
    // A mark that would read back as nothing, or as a comment, would break the alignment the
    // next reader counts on: refused before anything is read.
    for mark in ["", " ", "#", "# failed", "//", ";"] {
        let refused = run(
            &[
                "solve",
                "-o",
                "line",
                &format!("--placeholder={mark}"),
                &mixed,
            ],
            b"",
        );
        assert_eq!(code(&refused), 2, "{mark:?}");
        assert!(stdout(&refused).is_empty(), "{mark:?}");
        assert!(
            stderr(&refused).contains("give a mark such as - or NA"),
            "{mark:?}"
        );
    }
    let without = run(&["solve", "-o", "line", &mixed], b"");
    assert_eq!(
        stdout(&without).lines().count(),
        2,
        "no placeholder unless asked"
    );

    // In a block format a placeholder stands in for a block: blocks still count puzzles.
    let blocks = run(&["solve", "-o", "compact", "--placeholder", &mixed], b"");
    let blocks: Vec<String> = stdout(&blocks).split("\n\n").map(String::from).collect();
    assert_eq!(blocks.len(), puzzles.len(), "{blocks:?}");
    assert_eq!(blocks[2], "-");

    let converted = run(&["format", "--placeholder", &mixed], b"");
    assert_eq!(stdout(&converted).lines().count(), puzzles.len());
}

/// In the input's own format, where each result comes after its puzzle's label, a placeholder
/// does too: label and answer still pair up, by `solve` and by `format`.
#[test]
fn a_placeholder_keeps_its_puzzles_label() {
    let cut = &PUZZLE[..80];
    let input = format!("Puzzle 1\n{PUZZLE}\nPuzzle 2\n{cut}\nPuzzle 3\n{PUZZLE}\n");
    for command in ["solve", "format"] {
        let output = run(&[command, "--placeholder", "-"], input.as_bytes());
        let text = stdout(&output);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 6, "{command}: {lines:?}");
        assert_eq!(
            lines[0..4],
            ["Puzzle 1", lines[1], "Puzzle 2", "-"],
            "{command}"
        );
        assert_eq!(lines[4], "Puzzle 3", "{command}");
    }
}

/// An option given twice takes its last value, as ripgrep's and fd's do: an alias sets one,
/// the command line after it another.
#[test]
fn an_option_given_twice_takes_its_last_value() {
    let input = format!("{PUZZLE}\n");
    let output = run(
        &[
            "solve", "-o", "grid", "--color", "always", "-o", "line", "--color", "never", "-",
        ],
        input.as_bytes(),
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(stdout(&output), format!("{PUZZLE_SOLVED}\n"));
    let output = run(
        &[
            "generate", "-n", "1", "-n", "2", "--seed", "1", "--json", "--json",
        ],
        b"",
    );
    assert_eq!(json_lines(&output).len(), 2);
    // `--json` is `-o json`: whichever comes last.
    let output = run(&["solve", "--json", "-o", "line", "-"], input.as_bytes());
    assert_eq!(stdout(&output), format!("{PUZZLE_SOLVED}\n"));
    let output = run(&["solve", "-o", "line", "--json", "-"], input.as_bytes());
    assert_eq!(json_lines(&output)[0]["solution"], PUZZLE_SOLVED);
}

/// Counts are a bare line each, labels or not: so is a failed puzzle's mark, so that the count
/// of the n-th puzzle is still the n-th line.
#[test]
fn a_count_keeps_one_line_a_puzzle_with_a_placeholder() {
    let cut = &PUZZLE[..80];
    let inputs = [
        format!("Puzzle 1\n{PUZZLE}\nPuzzle 2\n{cut}\nPuzzle 3\n{PUZZLE}\n"),
        format!("id,puzzle\n1,{PUZZLE}\n2,{cut}\n3,{PUZZLE}\n"),
        format!(
            "Grid 01\n{}Grid 02\n{}Grid 03\n{}",
            to_compact(PUZZLE),
            to_compact(&PUZZLE[..72]),
            to_compact(PUZZLE)
        ),
    ];
    for input in inputs {
        let output = run(
            &["solve", "--count", "--placeholder", "-"],
            input.as_bytes(),
        );
        assert_eq!(stdout(&output), "1\n-\n1\n", "{input}");
    }
}

#[test]
fn a_count_of_a_puzzle_whose_givens_conflict_is_zero() {
    let output = run(&["solve", "--count", &example("mixed.txt")], b"");
    assert_eq!(stdout(&output), "1\n2+\n0\n0\n");
    assert!(stderr(&output).contains("puzzle 2: line 4: the givens break the rules"));
    assert_eq!(code(&output), 1);
}

#[test]
fn the_blank_character_is_chosen_for_compact_and_line_output() {
    let puzzle = example("judge-compact.txt");
    let line = run(&["format", "-o", "line", "--blank", "_", &puzzle], b"");
    let text = stdout(&line);
    assert!(
        text.starts_with("1_3___5_9__21_94__") && !text.contains('.'),
        "{text}"
    );
    let compact = run(&["format", "-o", "compact", "--blank", "x", &puzzle], b"");
    assert!(
        stdout(&compact).starts_with("1x3xxx5x9\n"),
        "{}",
        stdout(&compact)
    );
    // Read back with the blank it was written with: the same puzzle.
    let back = run(
        &["format", "-o", "line", "-"],
        stdout(&line).replace('_', ".").as_bytes(),
    );
    let plain = run(&["format", "-o", "line", &puzzle], b"");
    assert_eq!(back.stdout, plain.stdout);
    let bad = run(&["format", "--blank", "5", &puzzle], b"");
    assert_eq!(code(&bad), 2);
    assert!(stderr(&bad).contains("is a digit"));
    // A blank the readers would not take back is refused: `#` would make each line a comment.
    for unreadable in ["#", "·", "-", "?"] {
        let bad = run(&["format", "--blank", unreadable, &puzzle], b"");
        assert_eq!(code(&bad), 2, "{unreadable}");
        assert!(
            stderr(&bad).contains("would not read back"),
            "{}",
            stderr(&bad)
        );
        assert!(bad.stdout.is_empty(), "{unreadable}");
    }
    // Every blank it takes reads back as the same puzzle.
    for blank in ["0", ".", "x", "X", "*", "_"] {
        for to in ["line", "compact"] {
            let written = run(&["format", "-o", to, "--blank", blank, &puzzle], b"");
            let back = run(&["format", "-o", "line", "-"], &written.stdout);
            assert_eq!(back.stdout, plain.stdout, "{blank} {to}");
        }
    }
}

#[test]
fn out_dir_files_of_json_output_are_named_ndjson() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let output = run(
        &[
            "solve",
            "--json",
            &example("collection.txt"),
            "--out-dir",
            out.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let written = fs::read_to_string(out.join("collection.ndjson")).unwrap();
    assert_eq!(written.lines().count(), 3);
    assert!(!out.join("collection.txt").exists());
    let text = dir.path().join("text");
    run(
        &[
            "solve",
            &example("collection.txt"),
            "--out-dir",
            text.to_str().unwrap(),
        ],
        b"",
    );
    assert!(
        text.join("collection.txt").exists(),
        "text keeps its input's name"
    );
}

/// One example from the README: a command line, the exit status it documents and the lines it
/// shows as output.
struct Example {
    command: String,
    exit: i32,
    shown: Vec<String>,
}

/// The `$ sudoku …` lines of the README's `console` blocks that use files under examples/.
/// A line may end with `# exit N` for a status other than 0; the lines after it up to the next
/// `$` are what it prints (`...` stands for lines left out).
fn readme_examples() -> Vec<Example> {
    let readme = fs::read_to_string(repo().join("README.md")).unwrap();
    let mut examples: Vec<Example> = Vec::new();
    let mut in_console = false;
    let mut collecting = false;
    for line in readme.lines() {
        if line.starts_with("```") {
            in_console = line == "```console";
            collecting = false;
            continue;
        }
        if !in_console {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            collecting = command.starts_with("sudoku ") && command.contains("examples/");
            if collecting {
                let (command, exit) = match command.split_once("# exit ") {
                    Some((command, exit)) => (command, exit.trim().parse().unwrap()),
                    None => (command.split(" # ").next().unwrap(), 0),
                };
                examples.push(Example {
                    command: command.trim().to_string(),
                    exit,
                    shown: Vec::new(),
                });
            }
        } else if collecting && line != "..." {
            examples.last_mut().unwrap().shown.push(line.to_string());
        }
    }
    examples
}

#[test]
fn the_readme_examples_run_with_their_documented_exit_status() {
    let examples = readme_examples();
    assert!(
        examples.len() >= 10,
        "only {} examples found",
        examples.len()
    );
    let bin_dir = PathBuf::from(env!("CARGO_BIN_EXE_sudoku"));
    let path = format!(
        "{}:{}",
        bin_dir.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let scratch = tempfile::tempdir().unwrap();
    for example in examples {
        // Each runs from a copy of the repository's examples, so --out-dir examples write
        // into a scratch folder.
        let work = scratch.path().join(format!("run{}", example.command.len()));
        fs::create_dir_all(work.join("examples")).unwrap();
        for entry in fs::read_dir(repo().join("examples")).unwrap() {
            let entry = entry.unwrap();
            fs::copy(entry.path(), work.join("examples").join(entry.file_name())).unwrap();
        }
        let output = Command::new("sh")
            .arg("-c")
            .arg(&example.command)
            .current_dir(&work)
            .env("PATH", &path)
            .env_remove("NO_COLOR")
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let (out, err) = (stdout(&output), stderr(&output));
        assert_eq!(
            code(&output),
            example.exit,
            "`{}` exited {} (stderr: {err})",
            example.command,
            code(&output)
        );
        for line in &example.shown {
            assert!(
                out.lines().chain(err.lines()).any(|l| l == line),
                "`{}` did not print {line:?}:\n{out}{err}",
                example.command
            );
        }
        fs::remove_dir_all(&work).unwrap();
    }
}

#[test]
fn convert_is_another_name_for_format() {
    let boxed = example("boxed.txt");
    let format = run(&["format", "--to", "line", &boxed], b"");
    let convert = run(&["convert", "--to", "line", &boxed], b"");
    assert_eq!(code(&convert), 0, "{}", stderr(&convert));
    assert_eq!(stdout(&convert), stdout(&format));
}
