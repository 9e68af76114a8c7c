//! Batches: directories, --out-dir, streaming, threads, progress, interruption.

use std::fs;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use crate::common::*;

/// A tree with every format, a comment-only file, a bad file and a nested folder.
fn mixed_tree(root: &Path) {
    fs::create_dir_all(root.join("nested/deeper")).unwrap();
    let mut rng = Random::new(21);
    let lines: String = (0..40)
        .map(|i| random_puzzle(&mut rng, 30 + i).to_line() + "\n")
        .collect();
    fs::write(root.join("a-lines.txt"), &lines).unwrap();
    fs::write(
        root.join("b-compact.txt"),
        format!("{}\n{}", to_compact(PUZZLE), JUDGE_COMPACT),
    )
    .unwrap();
    let grid = run(
        &["format", "--to", "grid"],
        format!("{PUZZLE}\n").as_bytes(),
    );
    fs::write(root.join("nested/c-grid.txt"), &grid.stdout).unwrap();
    let json = run(&["format", "--json"], lines.as_bytes());
    fs::write(root.join("nested/deeper/d.json"), &json.stdout).unwrap();
    fs::write(
        root.join("nested/e-bad.txt"),
        format!("{PUZZLE}\n{}\n{PUZZLE}\n", &PUZZLE[..79]),
    )
    .unwrap();
    fs::write(root.join("nested/f-comments.txt"), "# nothing here\n").unwrap();
}

#[test]
fn a_directory_is_read_recursively_in_sorted_path_order_and_a_bad_file_does_not_stop_it() {
    let dir = tempfile::tempdir().unwrap();
    mixed_tree(dir.path());
    let root = dir.path().to_str().unwrap();
    let output = run(&["validate", root], b"");
    let text = stdout(&output);
    // Each input in its own format: `SOURCE:INDEX: STATUS` lines, and objects for JSON input.
    let sources: Vec<String> = text
        .lines()
        .map(|l| match l.starts_with('{') {
            true => serde_json::from_str::<serde_json::Value>(l).unwrap()["source"]
                .as_str()
                .unwrap()
                .to_string(),
            false => l
                .split_once(": ")
                .unwrap()
                .0
                .rsplit_once(':')
                .unwrap()
                .0
                .to_string(),
        })
        .collect();
    let mut order = sources.clone();
    order.dedup();
    let expected: Vec<String> = [
        "a-lines.txt",
        "b-compact.txt",
        "nested/c-grid.txt",
        "nested/deeper/d.json",
        "nested/e-bad.txt",
        "nested/f-comments.txt",
    ]
    .iter()
    .map(|f| format!("{root}/{f}"))
    .collect();
    assert_eq!(order, expected);
    assert!(text.contains(&format!(
        "{root}/nested/e-bad.txt:1: invalid: line 2: expected 81 cells, found 79"
    )));
    assert!(text.contains(&format!("{root}/nested/e-bad.txt:2: unique")));
    assert!(text.contains(&format!(
        "{root}/nested/f-comments.txt:0: invalid: no puzzle found"
    )));
    assert_eq!(code(&output), 1);

    let solved = run(&["solve", root], b"");
    assert!(stderr(&solved).contains("e-bad.txt: puzzle 1: line 2: expected 81 cells, found 79"));
    assert_eq!(code(&solved), 1);
}

#[test]
fn output_is_identical_for_every_thread_count() {
    let dir = tempfile::tempdir().unwrap();
    mixed_tree(dir.path());
    let mut rng = Random::new(8);
    let mut big = String::new();
    for i in 0..3000 {
        big += &random_puzzle(&mut rng, 20 + i % 61).to_line();
        big.push('\n');
        if i % 500 == 0 {
            big += "not a puzzle\n";
        }
    }
    fs::write(dir.path().join("z-big.txt"), big).unwrap();
    let root = dir.path().to_str().unwrap();
    for args in [
        &["solve"][..],
        &["solve", "--json"],
        &["solve", "--any", "-o", "line"],
        &["validate"],
    ] {
        let reference = run(&[args, &["-j", "1", root]].concat(), b"");
        assert!(!reference.stdout.is_empty());
        for threads in ["2", "3", "8"] {
            let output = run(&[args, &["-j", threads, root]].concat(), b"");
            assert!(
                output.stdout == reference.stdout,
                "{args:?} -j {threads} differs from -j 1"
            );
            assert_eq!(output.status.code(), reference.status.code());
        }
    }
}

#[test]
fn out_dir_mirrors_the_input_tree_with_whole_files_and_no_leftovers() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in");
    mixed_tree(&input);
    let out = dir.path().join("out");
    let output = solve_into(&input, &out);
    assert_eq!(code(&output), 1, "the bad file still fails the run");
    assert!(output.stdout.is_empty(), "results go to files, not stdout");
    let mut written: Vec<String> = walk(&out);
    written.sort();
    assert_eq!(
        written,
        [
            "a-lines.txt",
            "b-compact.txt",
            "nested/c-grid.txt",
            "nested/deeper/d.json",
            "nested/e-bad.txt",
            "nested/f-comments.txt"
        ]
    );
    // Each file holds what solving that file alone prints.
    for file in &written {
        let alone = run(&["solve", input.join(file).to_str().unwrap()], b"");
        assert_eq!(fs::read(out.join(file)).unwrap(), alone.stdout, "{file}");
    }
    // A plain file input lands under its own name, standard input as `stdin`.
    let single = dir.path().join("single");
    let output = run(
        &[
            "solve",
            input.join("b-compact.txt").to_str().unwrap(),
            "-",
            "--out-dir",
            single.to_str().unwrap(),
        ],
        format!("{PUZZLE}\n").as_bytes(),
    );
    assert_eq!(code(&output), 0);
    let mut names = walk(&single);
    names.sort();
    assert_eq!(names, ["b-compact.txt", "stdin"]);
    assert_eq!(
        fs::read_to_string(single.join("stdin")).unwrap(),
        format!("{PUZZLE_SOLVED}\n")
    );
}

/// `sudoku solve INPUT --out-dir OUT`, with nothing on standard input.
fn solve_into(input: impl AsRef<Path>, out: impl AsRef<Path>) -> std::process::Output {
    let (input, out) = (input.as_ref(), out.as_ref());
    run(
        &[
            "solve",
            input.to_str().unwrap(),
            "--out-dir",
            out.to_str().unwrap(),
        ],
        b"",
    )
}

fn walk(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut pending = vec![root.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else {
                out.push(
                    path.strip_prefix(root)
                        .unwrap()
                        .to_str()
                        .unwrap()
                        .to_string(),
                );
            }
        }
    }
    out
}

#[test]
fn out_dir_never_writes_into_the_input_tree_or_over_an_input() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in");
    mixed_tree(&input);
    let before = walk(&input).len();
    let inside = input.join("results");
    let output = solve_into(&input, &inside);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("inside the input folder"),
        "{}",
        stderr(&output)
    );
    assert_eq!(walk(&input).len(), before);

    let file = input.join("a-lines.txt");
    let original = fs::read(&file).unwrap();
    let output = solve_into(&file, &input);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("would overwrite the input"),
        "{}",
        stderr(&output)
    );
    assert_eq!(fs::read(&file).unwrap(), original);

    // Standard input is read once: a second `-` is refused by name, with or without an
    // output folder, rather than read drained and called empty; the first is answered.
    let out = dir.path().join("out");
    let out_dir = ["--out-dir", out.to_str().unwrap()];
    for extra in [&[][..], &out_dir[..]] {
        let args = [&["solve", "-", "-"][..], extra].concat();
        let output = run(&args, format!("{PUZZLE}\n").as_bytes());
        assert_eq!(code(&output), 2, "{args:?}");
        assert!(
            stderr(&output).contains("-: standard input is given twice"),
            "{}",
            stderr(&output)
        );
    }
    assert_eq!(
        stdout(&run(&["solve", "-", "-"], format!("{PUZZLE}\n").as_bytes())),
        format!("{PUZZLE_SOLVED}\n")
    );
    assert_eq!(
        fs::read(out.join("stdin")).unwrap(),
        format!("{PUZZLE_SOLVED}\n").as_bytes()
    );
    for sub in ["a", "b"] {
        fs::create_dir(dir.path().join(sub)).unwrap();
        fs::write(dir.path().join(sub).join("p.txt"), format!("{PUZZLE}\n")).unwrap();
    }
    let (a, b) = (dir.path().join("a/p.txt"), dir.path().join("b/p.txt"));
    let output = run(
        &[
            "solve",
            a.to_str().unwrap(),
            b.to_str().unwrap(),
            "--out-dir",
            out.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("would both be written to"),
        "{}",
        stderr(&output)
    );
    // Giving them separately on one command line is what was refused: the advice is runs.
    assert!(
        stderr(&output).contains("in separate runs, each with its own --out-dir"),
        "{}",
        stderr(&output)
    );
}

#[cfg(unix)]
#[test]
fn out_dir_refuses_to_follow_a_symbolic_link_out_of_it() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in");
    fs::create_dir_all(input.join("nested")).unwrap();
    fs::write(input.join("nested/p.txt"), format!("{PUZZLE}\n")).unwrap();
    let out = dir.path().join("out");
    let elsewhere = dir.path().join("elsewhere");
    fs::create_dir_all(&out).unwrap();
    fs::create_dir_all(&elsewhere).unwrap();
    std::os::unix::fs::symlink(&elsewhere, out.join("nested")).unwrap();
    let output = solve_into(&input, &out);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("refusing to write through it"),
        "{}",
        stderr(&output)
    );
    assert_eq!(
        fs::read_dir(&elsewhere).unwrap().count(),
        0,
        "nothing written through the link"
    );
}

#[test]
fn output_starts_before_the_input_ends() {
    let mut child = spawn_piped(&["solve", "-j", "2"]);
    let mut stdin = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    for _ in 0..3 {
        // One puzzle in, its answer out, while the input stays open.
        stdin.write_all(format!("{PUZZLE}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        assert_eq!(line, format!("{PUZZLE_SOLVED}\n"));
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

/// A writer that sends a block and the line closing it (a blank line, a grid's last rule),
/// then waits for the answer, gets it: the closing line cannot start a puzzle, so the reader
/// does not wait for more input before handing the block over.
#[test]
fn a_block_and_its_closing_line_are_answered_while_the_input_stays_open() {
    let grid = stdout(&run(
        &["format", "--to", "grid"],
        format!("{PUZZLE}\n").as_bytes(),
    ));
    let compact = format!("{}\n", to_compact(PUZZLE));
    for (block, format) in [(grid, "grid"), (compact, "compact")] {
        let mut child = spawn_piped(&["solve", "-o", "line", "-"]);
        let mut stdin = child.stdin.take().unwrap();
        let mut out = BufReader::new(child.stdout.take().unwrap());
        stdin.write_all(block.as_bytes()).unwrap();
        stdin.flush().unwrap();
        // Read on another thread, so that a run that waits fails the test rather than hangs it.
        let (sender, answers) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = out.read_line(&mut line);
            let _ = sender.send(line);
        });
        let answer = answers.recv_timeout(Duration::from_secs(60));
        drop(stdin);
        let _ = child.kill();
        let _ = child.wait();
        assert_eq!(
            answer.ok(),
            Some(format!("{PUZZLE_SOLVED}\n")),
            "{format}: no answer while the input stayed open"
        );
    }
}

#[test]
fn progress_shows_only_when_asked_or_on_a_terminal_and_the_summary_with_stats_unless_quiet() {
    let mut rng = Random::new(2);
    let input: String = (0..2000)
        .map(|_| random_puzzle(&mut rng, 45).to_line() + "\n")
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.txt");
    fs::write(&path, &input).unwrap();
    let path = path.to_str().unwrap();

    let always = run(&["solve", "--progress", "always", "--stats", path], b"");
    let err = stderr(&always);
    assert!(
        err.contains("/2,000 puzzles") || err.contains(" puzzles  "),
        "no bar in:\n{err}"
    );
    assert!(
        err.contains("sudoku: 2,000 puzzles in "),
        "no summary in:\n{err}"
    );
    assert!(err.contains("2,000 solved, 0 unsolvable, 0 invalid"));

    // Not a terminal: no bar and no summary by default; the summary with --stats.
    let auto = run(&["solve", path], b"");
    assert_eq!(stderr(&auto), "");
    let stats = run(&["solve", "--stats", path], b"");
    let err = stderr(&stats);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("sudoku: 2,000 puzzles in "));
    assert_eq!(
        auto.stdout, always.stdout,
        "the bar never touches the results"
    );

    let quiet = run(&["solve", "--progress", "never", "--quiet", path], b"");
    assert_eq!(stderr(&quiet), "");
    // The two are one choice, the last given winning (an alias may hold `-q`).
    let last_quiet = run(&["solve", "--stats", "-q", path], b"");
    assert_eq!((code(&last_quiet), stderr(&last_quiet)), (0, String::new()));
    let last_stats = run(&["solve", "-q", "--stats", path], b"");
    assert_eq!(code(&last_stats), 0, "{}", stderr(&last_stats));
    assert!(stderr(&last_stats).starts_with("sudoku: 2,000 puzzles in "));
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_promptly_with_whole_lines_and_no_temporary_files() {
    let mut rng = Random::new(6);
    let chunk: String = (0..2_000)
        .map(|_| random_puzzle(&mut rng, 50).to_line() + "\n")
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");

    for to_dir in [false, true] {
        // The input is a FIFO that never ends, so the run cannot finish before the signal
        // arrives however fast the machine is.
        let fifo = dir.path().join(format!("endless-{to_dir}.txt"));
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.unwrap().success());
        let (opened, reading) = std::sync::mpsc::channel();
        let writer = {
            let (fifo, chunk) = (fifo.clone(), chunk.clone());
            std::thread::spawn(move || {
                // Opening a FIFO waits for its reader: the run has started, its handler is set.
                let mut pipe = fs::OpenOptions::new().write(true).open(fifo).unwrap();
                opened.send(()).unwrap();
                // Ends when the reader is gone (EPIPE).
                while pipe.write_all(chunk.as_bytes()).is_ok() {}
            })
        };
        let mut command = sudoku();
        command.args(["solve", "-j", "2", fifo.to_str().unwrap()]);
        if to_dir {
            command.args(["--out-dir", out.to_str().unwrap()]);
        }
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdout = child.stdout.take().unwrap();
        if reading.recv_timeout(Duration::from_secs(20)).is_err() {
            // Free the writer, blocked opening a FIFO nobody reads, before failing.
            let _ = fs::File::open(&fifo);
            panic!(
                "the run never opened its input: {:?}",
                child.wait_with_output()
            );
        }
        if to_dir {
            // Let some puzzles reach the output file before the signal.
            std::thread::sleep(Duration::from_millis(200));
        } else {
            let mut first = [0u8; 82];
            stdout.read_exact(&mut first).unwrap();
        }
        let started = std::time::Instant::now();
        std::process::Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .unwrap();
        // A run that ignored the signal would never end on its own: end it, and fail below.
        let (finished, watch) = std::sync::mpsc::channel::<()>();
        let pid = child.id() as i32;
        let watchdog = std::thread::spawn(move || {
            if watch.recv_timeout(Duration::from_secs(20)).is_err() {
                // SAFETY: kill(2) with the child's pid: the child is reaped only once this
                // thread has ended, so the pid is still the child's.
                unsafe { libc::kill(pid, libc::SIGKILL) };
            }
        });
        let mut rest = Vec::new();
        stdout.read_to_end(&mut rest).unwrap();
        let _ = finished.send(());
        watchdog.join().unwrap();
        let status = child.wait().unwrap();
        writer.join().unwrap();
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "stopped promptly"
        );
        assert_eq!(status.code(), Some(130));
        let text = String::from_utf8(rest).unwrap();
        assert!(
            text.lines().all(|l| l.len() == 81),
            "every line written is whole"
        );
        assert!(text.ends_with('\n') || text.is_empty());
        if to_dir {
            let left = walk(&out);
            assert!(
                left.iter().all(|f| !f.contains(".tmp")),
                "temporary files left: {left:?}"
            );
            assert!(
                left.is_empty(),
                "an interrupted file never appears under its name: {left:?}"
            );
        }
    }
}

#[cfg(unix)]
#[test]
fn out_dir_replaces_a_symbolic_link_at_the_target_instead_of_writing_through_it() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("p.txt");
    fs::write(&input, format!("{PUZZLE}\n")).unwrap();
    let out = dir.path().join("out");
    fs::create_dir_all(&out).unwrap();
    let victim = dir.path().join("victim.txt");
    fs::write(&victim, "precious\n").unwrap();
    std::os::unix::fs::symlink(&victim, out.join("p.txt")).unwrap();
    let output = solve_into(&input, &out);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(fs::read_to_string(&victim).unwrap(), "precious\n");
    assert!(
        !fs::symlink_metadata(out.join("p.txt"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        fs::read_to_string(out.join("p.txt")).unwrap(),
        format!("{PUZZLE_SOLVED}\n")
    );
}

#[test]
fn out_dir_names_never_climb_out_of_it() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("a/b")).unwrap();
    fs::write(dir.path().join("a/p.txt"), format!("{PUZZLE}\n")).unwrap();
    let out = dir.path().join("a/b/out");
    // A file named through `..` lands under its own name; a folder named through `..` is walked
    // from where the path leads and mirrored below DIR.
    let via_dots = dir.path().join("a/b/../p.txt");
    let output = solve_into(&via_dots, &out);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(walk(&out), ["p.txt"]);
    let folder = dir.path().join("a/b/..");
    let output = solve_into(&folder, &out);
    assert_eq!(code(&output), 2, "DIR lies inside that folder");
    assert!(stderr(&output).contains("inside the input folder"));
    assert_eq!(
        walk(&dir.path().join("a")).len(),
        2,
        "nothing new beside the inputs: {:?}",
        walk(&dir.path().join("a"))
    );
}
