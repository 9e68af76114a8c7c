//! Defects found by an adversarial run: puzzles lost from pipes when counting for the bar, a
//! closed standard output taken for success, huge thread counts, `--all` held in memory, and a
//! signal that could not end a run whose output was blocked.

use std::io::{BufRead, BufReader, Read};
use std::process::Stdio;
use std::time::{Duration, Instant};

use crate::common::*;

/// `n` copies of the judge puzzle in line form.
fn copies(n: usize) -> String {
    let line: String = JUDGE_COMPACT.lines().collect();
    format!("{line}\n").repeat(n)
}

#[cfg(unix)]
#[test]
fn every_puzzle_of_a_fifo_is_solved_while_the_bar_is_drawn() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.unwrap().success());
    let input = copies(20_000);
    let writer_path = fifo.clone();
    let writer = std::thread::spawn(move || std::fs::write(writer_path, input).unwrap());
    let output = run(
        &[
            "solve",
            "--progress",
            "always",
            "-o",
            "line",
            fifo.to_str().unwrap(),
        ],
        b"",
    );
    writer.join().unwrap();
    assert_eq!(
        stdout(&output).lines().count(),
        20_000,
        "{}",
        stderr(&output)
    );
    assert_eq!(code(&output), 0);
}

#[test]
fn every_puzzle_of_standard_input_is_solved_while_the_bar_is_drawn() {
    let output = run(
        &["solve", "--progress", "always", "-o", "line", "-"],
        copies(20_000).as_bytes(),
    );
    assert_eq!(stdout(&output).lines().count(), 20_000);
    assert_eq!(code(&output), 0);
}

#[cfg(unix)]
#[test]
fn a_closed_standard_output_is_an_error_not_a_success() {
    let mut command = sudoku();
    command
        .args(["solve", "-"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = close_in_child(&mut command, 1).spawn().unwrap();
    drop(child.stdin.take());
    let output = child.wait_with_output().unwrap();
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("standard output is closed"),
        "{}",
        stderr(&output)
    );
}

/// A closed standard input (`sudoku solve - file <&-`) is an error for that input, not an
/// empty one ("no puzzle found", as if its puzzles were lost), and the other inputs are still
/// read. (Where the program records, before the runtime reopens it on `/dev/null`, whether it
/// was open.)
#[cfg(target_os = "linux")]
#[test]
fn a_closed_standard_input_is_an_error_not_an_empty_input() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("one.txt");
    std::fs::write(&file, format!("{PUZZLE}\n")).unwrap();
    let mut command = sudoku();
    command
        .args(["solve", "-", file.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let output = close_in_child(&mut command, 0).output().unwrap();
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("-: standard input is closed: nothing to read"),
        "{}",
        stderr(&output)
    );
    assert_eq!(stdout(&output), format!("{PUZZLE_SOLVED}\n"));

    // So is a pattern to be read from it: not an empty pattern.
    let mut command = sudoku();
    command
        .args(["generate", "--seed", "1", "--pattern", "-"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let output = close_in_child(&mut command, 0).output().unwrap();
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("--pattern from standard input: standard input is closed"),
        "{}",
        stderr(&output)
    );
}

/// Python's `subprocess.DEVNULL` and Node's `'ignore'` open `/dev/null` read-write, as the
/// runtime reopens a closed descriptor: a script that only wants the exit status must get it.
/// (On the platforms where the program records, before the runtime starts, whether its
/// standard output was open: elsewhere it can only guess, and takes this for closed.)
#[cfg(any(
    target_os = "linux",
    target_os = "android",
    target_os = "freebsd",
    target_os = "netbsd",
    target_os = "openbsd",
    target_os = "dragonfly",
    target_os = "illumos",
    target_os = "solaris",
    target_vendor = "apple"
))]
#[test]
fn standard_output_on_dev_null_opened_read_write_is_not_closed() {
    let null = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open("/dev/null")
        .unwrap();
    let output = sudoku()
        .args(["validate", "-"])
        .stdin(Stdio::piped())
        .stdout(null)
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .unwrap()
                .write_all(copies(3).as_bytes())?;
            child.wait_with_output()
        })
        .unwrap();
    assert_eq!(code(&output), 0, "{}", stderr(&output));
}

#[test]
fn a_huge_thread_count_is_capped_and_zero_means_every_core() {
    let input = copies(50);
    let expected = run(&["solve", "-j", "1", "-"], input.as_bytes());
    for threads in ["20000", "0"] {
        let output = run(&["solve", "-j", threads, "-"], input.as_bytes());
        assert_eq!(code(&output), 0, "-j {threads}: {}", stderr(&output));
        assert_eq!(output.stdout, expected.stdout, "-j {threads}");
    }
}

#[test]
fn all_streams_solutions_before_the_enumeration_ends() {
    // A million solutions of the empty grid take far longer than the first line: if the first
    // line arrives and the run is still going, solutions are streamed, not held.
    for extra in [&[][..], &["--json"][..]] {
        let empty = format!("{}\n", ".".repeat(81));
        let mut args = vec!["solve", "--all", "--limit", "1000000", "-o", "line", "-"];
        args.extend_from_slice(extra);
        if extra == ["--json"] {
            args.retain(|a| *a != "-o" && *a != "line");
        }
        let mut child = sudoku()
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::io::Write::write_all(&mut child.stdin.take().unwrap(), empty.as_bytes()).unwrap();
        let mut out = child.stdout.take().unwrap();
        let mut first = [0u8; 4096];
        out.read_exact(&mut first).unwrap();
        assert_eq!(
            child.try_wait().unwrap(),
            None,
            "{extra:?}: output came before the end"
        );
        child.kill().unwrap();
        child.wait().unwrap();
        if extra.is_empty() {
            let text = String::from_utf8_lossy(&first);
            assert!(text.starts_with("123456789456789123789123456"), "{text}");
        } else {
            let text = String::from_utf8_lossy(&first);
            assert!(text.starts_with("{\"source\":\"-\""), "{text}");
            assert!(text.contains("\"solutions\":[\"123456789"), "{text}");
        }
    }
}

#[cfg(unix)]
#[test]
fn one_signal_ends_a_run_whose_output_nobody_reads() {
    let mut child = sudoku()
        .args(["solve", "--all", "--limit", "1000000", "-o", "line", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let empty = format!("{}\n", ".".repeat(81));
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), empty.as_bytes()).unwrap();
    // Read one line, then stop reading: the pipe fills and the writer blocks.
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let signalled = Instant::now();
    // SAFETY: kill(2) with a child's pid and SIGINT.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let deadline = signalled + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "still running 10 s after SIGINT");
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(130));
}

/// Ctrl-C while `solve --all --json` streams one puzzle's solutions into a file ends its list
/// there and closes its object: the line reads as JSON, every solution in it whole. Puzzles
/// after it, evaluated meanwhile by another thread, are not begun: their lists would be cut.
#[cfg(unix)]
#[test]
fn a_signal_while_solutions_stream_leaves_a_whole_json_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("all.json");
    let mut child = sudoku()
        .args([
            "solve",
            "--all",
            "--limit",
            "100000000",
            "--json",
            "-j",
            "2",
            "-",
        ])
        .stdin(Stdio::piped())
        .stdout(std::fs::File::create(&path).unwrap())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Two solutions, then the empty grid, then two solutions again, twice.
    let two = "..3456789456789123789123456..4365897365897214897214365531642978642978531978531642";
    let input = format!("{two}\n{}\n{two}\n{two}\n", ".".repeat(81));
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), input.as_bytes()).unwrap();
    // Until the array has spilled to the file at least once, so that the cut falls within it.
    let deadline = Instant::now() + Duration::from_secs(10);
    while std::fs::metadata(&path).unwrap().len() < 1 << 20 {
        assert!(Instant::now() < deadline, "no output after 10 s");
        std::thread::sleep(Duration::from_millis(20));
    }
    // SAFETY: kill(2) with a child's pid and SIGINT.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.ends_with("}\n"),
        "{}",
        &text[text.len().saturating_sub(100)..]
    );
    let records: Vec<serde_json::Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(
        records.len(),
        2,
        "{:?}",
        records.get(2).map(|r| &r["index"])
    );
    assert_eq!(records[0]["solutions"].as_array().unwrap().len(), 2);
    let solutions = records[1]["solutions"].as_array().unwrap();
    assert!(solutions.len() > 1000, "{}", solutions.len());
    assert!(solutions.iter().all(|s| s.as_str().unwrap().len() == 81));
}

/// The same under `--out-dir`: the list cut short is not complete, so its file is not written,
/// while the file of an input done before the signal is.
#[cfg(unix)]
#[test]
fn a_signal_while_solutions_stream_drops_that_out_dir_file_only() {
    let dir = tempfile::tempdir().unwrap();
    let done = dir.path().join("done.txt");
    let empty = dir.path().join("empty.txt");
    std::fs::write(&done, format!("{PUZZLE}\n")).unwrap();
    std::fs::write(&empty, format!("{}\n", ".".repeat(81))).unwrap();
    let out = dir.path().join("out");
    let mut child = sudoku()
        .args(["solve", "--all", "--limit", "100000000", "--out-dir"])
        .arg(&out)
        .args([&done, &empty])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(700));
    // SAFETY: kill(2) with a child's pid and SIGINT.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130));
    let mut names: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["done.txt"]);
    let written = std::fs::read_to_string(out.join("done.txt")).unwrap();
    assert_eq!(written, format!("{PUZZLE_SOLVED}\n"));
}

/// A run waiting for standard input when Ctrl-C comes does not notice the stop by itself: the
/// watchdog ends it, and says so, as a run that stops by itself does, once.
#[cfg(unix)]
#[test]
fn a_run_ended_by_the_watchdog_says_it_was_interrupted() {
    let (line, errors) = interrupted_waiting_for_input(&["solve", "-"]);
    assert_eq!(line.trim_end(), PUZZLE_SOLVED);
    assert_eq!(errors.matches("sudoku: interrupted").count(), 1, "{errors}");
}

/// Two signals at once (`timeout -s INT` signals the process and its group both; or Ctrl-C
/// pressed twice): the second ends the run at once, and it still says it was interrupted, once.
#[cfg(unix)]
#[test]
fn a_second_signal_at_once_still_says_it_was_interrupted() {
    let (line, errors) = signalled_waiting_for_input(&["solve", "-"], 2);
    assert_eq!(line.trim_end(), PUZZLE_SOLVED);
    assert_eq!(errors.matches("sudoku: interrupted").count(), 1, "{errors}");
}

/// A shuffle cut short that way has printed puzzles made from a seed it drew: it still says
/// which, once, so they can be made again.
#[cfg(unix)]
#[test]
fn a_shuffle_ended_by_the_watchdog_still_reports_its_seed() {
    let (line, errors) = interrupted_waiting_for_input(&["shuffle", "-"]);
    assert_eq!(errors.matches("sudoku: interrupted").count(), 1, "{errors}");
    assert_eq!(errors.matches("sudoku: seed ").count(), 1, "{errors}");
    let seed = errors
        .split("--seed ")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap();
    let again = run(
        &["shuffle", "--seed", seed, "-"],
        format!("{PUZZLE}\n").as_bytes(),
    );
    assert_eq!(stdout(&again), line);
}

/// Runs `args` on one puzzle from a pipe left open, reads the first line of output and then
/// sends SIGINT: the output's first line and everything written on standard error, once the
/// run ended with status 130.
#[cfg(unix)]
fn interrupted_waiting_for_input(args: &[&str]) -> (String, String) {
    signalled_waiting_for_input(args, 1)
}

/// [`interrupted_waiting_for_input`] with `signals` SIGINTs sent one right after another.
#[cfg(unix)]
fn signalled_waiting_for_input(args: &[&str], signals: usize) -> (String, String) {
    let mut child = spawn_piped(args);
    let mut input = child.stdin.take().unwrap();
    std::io::Write::write_all(&mut input, format!("{PUZZLE}\n").as_bytes()).unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    for _ in 0..signals {
        // SAFETY: kill(2) with a child's pid and SIGINT.
        unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    }
    let mut errors = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut errors).unwrap();
    let status = child.wait().unwrap();
    drop(input);
    assert_eq!(status.code(), Some(130), "{errors}");
    (line, errors)
}

/// Appending the results to an input (`sudoku solve a.txt b.txt >> a.txt`, or `- < a.txt >>
/// a.txt`) would read them back as they grow, without end, filling the disk: that input is
/// refused, by name, and the others are read.
#[cfg(unix)]
#[test]
fn an_input_that_is_also_standard_output_is_refused_and_the_others_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a.txt"), dir.path().join("b.txt"));
    // Small enough to be read whole before any result is written, so that a run that read it
    // would end (and fail here) rather than loop.
    let original = copies(50);
    std::fs::write(&a, &original).unwrap();
    std::fs::write(&b, copies(3)).unwrap();
    let appending = || std::fs::OpenOptions::new().append(true).open(&a).unwrap();
    let output = sudoku()
        .args(["solve", "-o", "line"])
        .args([&a, &b])
        .stdout(appending())
        .output()
        .unwrap();
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("a.txt: it is also the file standard output writes to"),
        "{}",
        stderr(&output)
    );
    let after = std::fs::read_to_string(&a).unwrap();
    let added = after
        .strip_prefix(&original)
        .expect("the input kept as it was");
    assert_eq!(
        added.lines().count(),
        3,
        "b.txt's three solutions, and only those"
    );

    let before = std::fs::read(&a).unwrap();
    let output = sudoku()
        .args(["format", "-o", "line", "-"])
        .stdin(std::fs::File::open(&a).unwrap())
        .stdout(appending())
        .output()
        .unwrap();
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert!(stderr(&output).contains("-: it is also the file standard output writes to"));
    assert_eq!(std::fs::read(&a).unwrap(), before);
}

/// With `--out-dir` the results go to files, not to standard output, so an input that is also
/// the file standard output writes to cannot read them back: it is read like any other, named
/// on the command line (`sudoku solve a.txt --out-dir od >> a.txt`), as standard input, or
/// found below a directory.
#[cfg(unix)]
#[test]
fn with_out_dir_an_input_that_is_also_standard_output_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.txt");
    let original = copies(5);
    std::fs::write(&a, &original).unwrap();
    let appending = || std::fs::OpenOptions::new().append(true).open(&a).unwrap();
    let solved: String = JUDGE_COMPACT_SOLVED.lines().collect();
    let solutions = |file: &std::path::Path| -> Vec<(String, String)> {
        let text =
            std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        text.lines()
            .map(|line| {
                let value: serde_json::Value = serde_json::from_str(line).unwrap();
                let field = |name: &str| value[name].as_str().unwrap().to_string();
                (field("status"), field("solution"))
            })
            .collect()
    };
    let all_solved = vec![("solved".to_string(), solved.clone()); 5];

    let out = dir.path().join("od");
    let output = sudoku()
        .args(["solve", "--json"])
        .arg(&a)
        .arg("--out-dir")
        .arg(&out)
        .stdout(appending())
        .output()
        .unwrap();
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(stderr(&output), "");
    assert_eq!(solutions(&out.join("a.ndjson")), all_solved);
    assert_eq!(
        std::fs::read_to_string(&a).unwrap(),
        original,
        "nothing written to standard output"
    );

    let out = dir.path().join("od-stdin");
    let output = sudoku()
        .args(["solve", "--json", "-", "--out-dir"])
        .arg(&out)
        .stdin(std::fs::File::open(&a).unwrap())
        .stdout(appending())
        .output()
        .unwrap();
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(solutions(&out.join("stdin.ndjson")), all_solved);

    let out = dir.path().join("od-walk");
    let inputs = dir.path().join("in");
    std::fs::create_dir(&inputs).unwrap();
    let p = inputs.join("p.txt");
    std::fs::write(&p, &original).unwrap();
    let output = sudoku()
        .args(["solve", "--json"])
        .arg(&inputs)
        .arg("--out-dir")
        .arg(&out)
        .stdout(std::fs::OpenOptions::new().append(true).open(&p).unwrap())
        .output()
        .unwrap();
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(solutions(&out.join("p.ndjson")), all_solved);
    assert_eq!(std::fs::read_to_string(&p).unwrap(), original);

    // Without --out-dir the walk still leaves that file out: here it was the only one.
    let output = sudoku()
        .args(["solve", "--json"])
        .arg(&inputs)
        .stdout(std::fs::OpenOptions::new().append(true).open(&p).unwrap())
        .output()
        .unwrap();
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("no puzzles: no files read in")
            && stderr(&output).contains(": 1 skipped (1 written by this run)\n")
            && !stderr(&output).contains("--no-ignore"),
        "{}",
        stderr(&output)
    );
    assert_eq!(std::fs::read_to_string(&p).unwrap(), original);
}

/// Every bad puzzle's message goes to standard error, so a run reading the file standard error
/// appends to would read its own messages back as more bad puzzles, without end (a file of
/// 200,000 bad lines grew to 332 MB in five seconds): that input is refused by name whatever
/// the results go to, and the other inputs are read.
#[cfg(unix)]
#[test]
fn an_input_that_is_also_standard_error_is_refused_and_the_others_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let (bad, good) = (dir.path().join("bad.txt"), dir.path().join("good.txt"));
    let original = "12345\n".repeat(50);
    std::fs::write(&bad, &original).unwrap();
    std::fs::write(&good, copies(3)).unwrap();
    let appending = || std::fs::OpenOptions::new().append(true).open(&bad).unwrap();
    let out = dir.path().join("od");
    for out_dir in [None, Some(&out)] {
        let mut command = sudoku();
        command.args(["solve", "-o", "line"]).arg(&bad).arg(&good);
        if let Some(out) = out_dir {
            command.arg("--out-dir").arg(out);
        }
        let output = command.stderr(appending()).output().unwrap();
        assert_eq!(code(&output), 2, "{out_dir:?}");
        let after = std::fs::read_to_string(&bad).unwrap();
        let said = after
            .strip_prefix(&original)
            .expect("the input kept as it was");
        assert!(
            said.contains("bad.txt: it is also the file standard error writes to"),
            "{said}"
        );
        assert!(!said.contains("expected 81 cells"), "read: {said}");
        let solved = match out_dir {
            None => stdout(&output),
            Some(out) => std::fs::read_to_string(out.join("good.txt")).unwrap(),
        };
        assert_eq!(solved.lines().count(), 3, "{out_dir:?}: {solved}");
        std::fs::write(&bad, &original).unwrap();
    }
    // Standard input open on that file, too.
    let output = sudoku()
        .args(["validate", "-"])
        .stdin(std::fs::File::open(&bad).unwrap())
        .stderr(appending())
        .output()
        .unwrap();
    assert_eq!(code(&output), 2);
    let said = std::fs::read_to_string(&bad).unwrap();
    assert!(
        said.contains("-: it is also the file standard error writes to"),
        "{said}"
    );
}

/// A directory walk skips the file standard error writes to, as it skips standard output's
/// (`sudoku solve DIR > solved.txt 2> DIR/errors.txt`): its messages are not read back as
/// bad puzzles, the run does not fail for it, and the summary counts it as skipped.
#[cfg(unix)]
#[test]
fn a_walk_skips_the_file_standard_error_writes_to() {
    let dir = tempfile::tempdir().unwrap();
    let errors = dir.path().join("errors.txt");
    std::fs::write(dir.path().join("good.txt"), copies(3)).unwrap();
    std::fs::write(&errors, "").unwrap();
    let output = sudoku()
        .args(["solve", "-o", "line", "--stats"])
        .arg(dir.path())
        .stderr(
            std::fs::OpenOptions::new()
                .append(true)
                .open(&errors)
                .unwrap(),
        )
        .output()
        .unwrap();
    let said = std::fs::read_to_string(&errors).unwrap();
    assert_eq!(code(&output), 0, "{said}");
    assert_eq!(stdout(&output).lines().count(), 3, "{said}");
    assert!(
        said.contains("3 solved") && said.contains("1 skipped (1 written by this run)"),
        "{said}"
    );
    assert!(!said.contains("--no-ignore"), "{said}");
}

/// An input that fails while it is read failed as an input, not as a puzzle in it: the run
/// exits 2, as for one that cannot be opened, and the other inputs are still read.
#[cfg(target_os = "linux")]
#[test]
fn an_input_whose_read_fails_makes_the_run_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.txt");
    std::fs::write(&good, format!("{PUZZLE}\n")).unwrap();
    // Standard input is a directory: opening it works, reading it fails.
    let output = sudoku()
        .args(["solve", "--json", "-"])
        .arg(&good)
        .stdin(Stdio::from(std::fs::File::open(dir.path()).unwrap()))
        .output()
        .unwrap();
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("sudoku: -: puzzle 0: line 1: read error: Is a directory"),
        "{}",
        stderr(&output)
    );
    let records = json_lines(&output);
    assert_eq!(records.len(), 2);
    assert!(records[0]["puzzle"].is_null() && records[0]["error"].is_string());
    assert_eq!(records[1]["status"], "solved");
}

/// `validate` reports its puzzles on standard output alone, but an input it could not read on
/// is trouble, not a puzzle: that is said on standard error too, so that a script keeping the
/// report sees why it exited 2, and with `--out-dir`, where that input's report is not
/// written, the reason is not lost with it.
#[cfg(target_os = "linux")]
#[test]
fn validate_says_on_standard_error_why_an_input_could_not_be_read() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.txt");
    std::fs::write(&good, format!("{PUZZLE}\n")).unwrap();
    let out_dir = dir.path().join("out");
    for extra in [
        &[][..],
        &["--json"],
        &["--out-dir", out_dir.to_str().unwrap()],
    ] {
        let output = sudoku()
            .arg("validate")
            .args(extra)
            .arg("-")
            .arg(&good)
            .stdin(Stdio::from(std::fs::File::open(dir.path()).unwrap()))
            .output()
            .unwrap();
        let said = stderr(&output);
        assert_eq!(code(&output), 2, "{extra:?}: {said}");
        assert!(
            said.contains("sudoku: -: puzzle 0: line 1: read error: Is a directory"),
            "{extra:?}: {said}"
        );
        // The good input's puzzle is reported where it always is, and not on standard error.
        assert!(!said.contains("good.txt"), "{extra:?}: {said}");
    }
    let report = std::fs::read_to_string(out_dir.join("good.txt")).unwrap();
    assert!(report.ends_with(":0: unique\n"), "{report}");
}

/// What a terminal shows of `line` on standard error: the text after its last carriage return,
/// less the escape that clears the line, as the bar redraws itself.
fn shown(line: &str) -> &str {
    line.rsplit('\r')
        .next()
        .unwrap_or("")
        .trim_start_matches("\x1b[2K")
}

/// A run that ends on an error it cannot go on from (standard output on a full disk) or on its
/// reader gone (`| head -1`) erases the bar, as a finished run does. The thread that counts a
/// file's puzzles for the bar held it alive, so its last frame stayed on screen, with the
/// message written after it on the same line, or the shell's prompt.
#[cfg(target_os = "linux")]
#[test]
fn a_run_ended_by_its_output_leaves_no_bar_on_screen() {
    // Long enough to count that the counting outlasts the run.
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.txt");
    std::fs::write(&big, copies(200_000)).unwrap();
    let args = ["solve", "--progress", "always", big.to_str().unwrap()];

    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let output = sudoku()
        .args(args)
        .stdout(full)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    let err = stderr(&output);
    assert_eq!(code(&output), 2, "{err:?}");
    let message = err
        .lines()
        .find(|line| line.contains("cannot write to standard output"))
        .unwrap_or_else(|| panic!("no message in {err:?}"));
    assert!(shown(message).starts_with("sudoku: "), "{err:?}");
    assert_eq!(shown(err.rsplit('\n').next().unwrap()), "", "{err:?}");

    let mut child = spawn_piped(&args);
    let mut first = String::new();
    let mut results = BufReader::new(child.stdout.take().unwrap());
    results.read_line(&mut first).unwrap();
    // Time for the bar to draw itself (it ticks every 200 ms) while the run waits for its
    // reader; then the reader goes, as `| head -1` does.
    std::thread::sleep(Duration::from_millis(500));
    drop(results);
    let output = child.wait_with_output().unwrap();
    let err = stderr(&output);
    assert_eq!(code(&output), 0, "{err:?}");
    assert_eq!(shown(err.rsplit('\n').next().unwrap()), "", "{err:?}");

    // `shuffle` without --seed reports the seed it drew as it ends: on a line of its own.
    let mut child = spawn_piped(&["shuffle", "--progress", "always", big.to_str().unwrap()]);
    let mut results = BufReader::new(child.stdout.take().unwrap());
    results.read_line(&mut first).unwrap();
    // At once, while the puzzles are still being counted for the bar.
    drop(results);
    let output = child.wait_with_output().unwrap();
    let err = stderr(&output);
    assert_eq!(code(&output), 0, "{err:?}");
    let seed = err
        .lines()
        .find(|line| line.contains("sudoku: seed "))
        .unwrap_or_else(|| panic!("no seed in {err:?}"));
    assert!(shown(seed).starts_with("sudoku: seed "), "{err:?}");
}

/// A parent may leave the pipes it hands over non-blocking (Node's child processes, some IDE
/// runners): a write to a full pipe, or a read of an empty one, then fails at once with
/// "Resource temporarily unavailable". The run waits instead, as on a blocking pipe: every
/// solution arrives though the reader is slow, and puzzles written late are read.
#[cfg(unix)]
#[test]
fn non_blocking_pipes_are_waited_on() {
    use std::os::fd::AsRawFd;
    let set_non_blocking = |fd: i32| unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        assert!(flags >= 0 && libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK) == 0);
    };
    // 2,000 puzzles give about 160 KB of solutions, more than a pipe holds.
    let mut rng = Random::new(9);
    let input: String = (0..2_000)
        .map(|_| random_puzzle(&mut rng, 45).to_line() + "\n")
        .collect();
    let (mut results, writer) = std::io::pipe().unwrap();
    set_non_blocking(writer.as_raw_fd());
    let (reader, mut puzzles) = std::io::pipe().unwrap();
    set_non_blocking(reader.as_raw_fd());
    let mut child = sudoku()
        .args(["solve", "-"])
        .stdin(Stdio::from(reader))
        .stdout(Stdio::from(writer))
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Nothing to read yet, and nobody reading: both ends would block.
    std::thread::sleep(Duration::from_millis(300));
    let feeder = std::thread::spawn(move || {
        use std::io::Write;
        puzzles.write_all(input.as_bytes()).unwrap();
    });
    // Nobody reads the results for a while: the pipe fills, and the next write would block.
    std::thread::sleep(Duration::from_millis(500));
    let mut solved = String::new();
    results.read_to_string(&mut solved).unwrap();
    feeder.join().unwrap();
    let status = child.wait().unwrap();
    let mut said = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut said)
        .unwrap();
    assert!(status.success(), "{said}");
    assert_eq!(solved.lines().count(), 2_000, "{said}");
    assert!(
        solved
            .lines()
            .all(|line| line.len() == 81 && !line.contains('.'))
    );
}
