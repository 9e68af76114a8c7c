//! `--out-dir`: never over an input, never outside DIR, never half a file, whatever the names,
//! the timing or the way the run ends.

#![cfg(unix)]

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::common::*;

/// Every file below `root` (symbolic links included, not followed), relative to it, sorted.
fn files_below(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut pending = vec![root.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let entry = entry.unwrap();
            if entry.file_type().unwrap().is_dir() {
                pending.push(entry.path());
            } else {
                let path = entry.path();
                out.push(path.strip_prefix(root).unwrap().display().to_string());
            }
        }
    }
    out.sort();
    out
}

fn solve(args: &[&Path], out: &Path) -> std::process::Output {
    let mut all: Vec<&str> = vec!["solve"];
    all.extend(args.iter().map(|p| p.to_str().unwrap()));
    all.extend(["--out-dir", out.to_str().unwrap()]);
    run(&all, b"")
}

/// A puzzle other than [`PUZZLE`], with its own answer.
fn other_puzzle() -> String {
    random_puzzle(&mut Random::new(15), 40).to_line()
}

#[test]
fn an_input_is_never_overwritten_by_the_results_of_another_input() {
    let dir = tempfile::tempdir().unwrap();
    let (out, input) = (dir.path().join("out"), dir.path().join("in"));
    fs::create_dir_all(out.join("a")).unwrap();
    fs::create_dir_all(input.join("a")).unwrap();
    let p = format!("{PUZZLE}\n");
    let q = format!("{}\n", other_puzzle());
    fs::write(out.join("a/f"), &p).unwrap();
    fs::write(input.join("a/f"), &q).unwrap();

    // out/a/f is an input, and in/a/f maps onto it.
    let output = solve(&[&out.join("a/f"), &input], &out);
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert!(stderr(&output).contains("would overwrite the input"));
    assert_eq!(fs::read_to_string(out.join("a/f")).unwrap(), p);
    assert_eq!(files_below(&out), ["a/f"], "nothing else written");

    // The folder out/a is the input: its file a/f lands on out/a/f, another of its inputs.
    fs::create_dir_all(out.join("a/a")).unwrap();
    fs::write(out.join("a/a/f"), &q).unwrap();
    let output = solve(&[&out.join("a")], &out);
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert_eq!(fs::read_to_string(out.join("a/f")).unwrap(), p);
    assert_eq!(fs::read_to_string(out.join("a/a/f")).unwrap(), q);
    assert_eq!(files_below(&out), ["a/a/f", "a/f"]);

    // A hard link is the same file under another name.
    let elsewhere = dir.path().join("p.txt");
    fs::hard_link(out.join("a/f"), &elsewhere).unwrap();
    fs::rename(out.join("a/f"), out.join("p.txt")).unwrap();
    let output = solve(&[&elsewhere], &out);
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert_eq!(fs::read_to_string(&elsewhere).unwrap(), p);
}

#[test]
fn a_refused_run_creates_nothing_not_even_dir() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in");
    fs::create_dir_all(input.join("x")).unwrap();
    fs::write(input.join("x/p.txt"), format!("{PUZZLE}\n")).unwrap();

    // DIR inside the input tree.
    let inside = input.join("results/deeper");
    let output = solve(&[&input], &inside);
    assert_eq!(code(&output), 2);
    assert!(stderr(&output).contains("inside the input folder"));
    assert!(
        stderr(&output).ends_with("; nothing was read or written\n"),
        "{}",
        stderr(&output)
    );
    assert!(!input.join("results").exists(), "DIR was created");

    // DIR inside the input folder reached another way, by a bind mount (where this user may
    // mount: the folder is the same by device and inode, whatever its path).
    let mounted = dir.path().join("mounted");
    fs::create_dir_all(&mounted).unwrap();
    let mount = |args: &[&Path]| {
        std::process::Command::new(if args.len() == 2 { "mount" } else { "umount" })
            .args(if args.len() == 2 {
                &["--bind"][..]
            } else {
                &[][..]
            })
            .args(args)
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|status| status.success())
    };
    if mount(&[&input, &mounted]) {
        let output = solve(&[&input], &mounted.join("results"));
        mount(&[&mounted]);
        assert_eq!(code(&output), 2, "{}", stderr(&output));
        assert!(stderr(&output).contains("inside the input folder"));
        assert!(!input.join("results").exists(), "DIR was created");
    } else {
        eprintln!("skipped the bind-mount case: this user may not mount");
    }

    // A plain file `sub` and a file `sub/x` below a folder input want one place.
    let (plain, folder) = (dir.path().join("plain"), dir.path().join("folder"));
    fs::create_dir_all(&plain).unwrap();
    fs::create_dir_all(folder.join("sub")).unwrap();
    fs::write(plain.join("sub"), format!("{PUZZLE}\n")).unwrap();
    fs::write(folder.join("sub/x"), format!("{PUZZLE}\n")).unwrap();
    let out = dir.path().join("out");
    let plain_sub = plain.join("sub");
    for order in [[&plain_sub, &folder], [&folder, &plain_sub]] {
        let output = solve(&order.map(PathBuf::as_path), &out);
        assert_eq!(code(&output), 2, "{}", stderr(&output));
        let message = stderr(&output);
        assert!(
            message.contains("a file") && message.contains("a folder"),
            "{message}"
        );
        assert!(!out.exists(), "DIR was created for a refused run");
    }

    // An existing file where a folder is needed is found before anything is written.
    fs::create_dir_all(&out).unwrap();
    fs::write(out.join("sub"), "mine\n").unwrap();
    let output = solve(&[&input, &folder], &out);
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert!(stderr(&output).contains("is not a folder"));
    assert_eq!(
        files_below(&out),
        ["sub"],
        "x/p.txt was written before the refusal"
    );
}

/// Runs `solve -q ARGS` in `cwd`, so that relative paths are spelt as a user would.
fn solve_in(cwd: &Path, args: &[&str]) -> std::process::Output {
    sudoku()
        .current_dir(cwd)
        .arg("solve")
        .arg("-q")
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// Before, only a DIR inside an input folder was refused: a DIR above one mirrored the folder's
/// own subfolders back into it, over files the walk had skipped (`-g`, ignore files, hidden or
/// binary) or beside them.
#[test]
fn a_dir_above_an_input_folder_is_refused_when_results_would_land_in_it() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    fs::create_dir_all(root.join("d/sub/sub")).unwrap();
    fs::write(root.join("d/sub/sub/x.txt"), format!("{PUZZLE}\n")).unwrap();
    fs::write(root.join("d/sub/x.txt"), "keep-me\n").unwrap();
    std::os::unix::fs::symlink("d", root.join("link")).unwrap();
    let before = files_below(root);

    // The audit's case: d/sub/sub/x.txt mirrors to d/sub/x.txt, a file `-g` skipped.
    let output = solve_in(root, &["d/sub", "-g", "sub/*", "--out-dir", "d"]);
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    let message = stderr(&output);
    assert!(
        message.contains("--out-dir d ") && message.contains("inside the input folder d/sub"),
        "{message}"
    );
    assert_eq!(
        fs::read_to_string(root.join("d/sub/x.txt")).unwrap(),
        "keep-me\n"
    );
    assert_eq!(files_below(root), before, "something was written");

    // Without -g no file is overwritten, but a new one would appear inside the input folder;
    // and other spellings of DIR or of the input are seen through.
    let absolute_d = root.join("d");
    let absolute_sub = root.join("d/sub");
    let spellings: [&[&str]; 6] = [
        &["d/sub", "--out-dir", "d"],
        &["d/sub", "--out-dir", "d/sub/.."],
        &["d/sub", "--out-dir", "./d/"],
        &["d/sub", "--out-dir", "link"],
        &["link/sub", "--out-dir", absolute_d.to_str().unwrap()],
        &[absolute_sub.to_str().unwrap(), "--out-dir", "d/../d"],
    ];
    for args in spellings {
        let output = solve_in(root, args);
        assert_eq!(code(&output), 2, "{args:?}: {}", stderr(&output));
        assert!(
            stderr(&output).contains("input"),
            "{args:?}: {}",
            stderr(&output)
        );
        assert_eq!(files_below(root), before, "{args:?}: something was written");
    }
}

/// DIR the parent of an input folder is refused only when a result would land in the folder:
/// the rule is about where results go, not about how DIR and the inputs are placed.
#[test]
fn a_dir_equal_to_the_parent_of_an_input_folder_is_refused_only_when_results_land_in_it() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    fs::create_dir_all(root.join("parent/in/in")).unwrap();
    fs::write(root.join("parent/in/p.txt"), format!("{PUZZLE}\n")).unwrap();
    fs::write(root.join("parent/in/in/q.txt"), format!("{PUZZLE}\n")).unwrap();
    let before = files_below(root);

    // in/in/q.txt mirrors to parent/in/q.txt, inside the input folder parent/in.
    let output = solve_in(root, &["parent/in", "--out-dir", "parent"]);
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    let message = stderr(&output);
    assert!(
        message.contains("--out-dir parent ")
            && message.contains("inside the input folder parent/in"),
        "{message}"
    );
    assert_eq!(files_below(root), before, "something was written");

    // Two inputs: the results of one must not land in the other either (other/parent/r.txt
    // mirrors to ./parent/r.txt).
    fs::create_dir_all(root.join("other/parent")).unwrap();
    fs::write(root.join("other/parent/r.txt"), format!("{PUZZLE}\n")).unwrap();
    let output = solve_in(root, &["other", "parent", "--out-dir", "."]);
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    let message = stderr(&output);
    assert!(
        message.contains("inside the input folder parent"),
        "{message}"
    );
    fs::remove_dir_all(root.join("other")).unwrap();
    assert_eq!(files_below(root), before, "something was written");

    // Without the subfolder nothing lands inside parent/in: the run goes ahead, beside it.
    fs::remove_dir_all(root.join("parent/in/in")).unwrap();
    let output = solve_in(root, &["parent/in", "--out-dir", "parent"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(
        fs::read_to_string(root.join("parent/p.txt")).unwrap(),
        format!("{PUZZLE_SOLVED}\n")
    );
    assert_eq!(files_below(&root.join("parent/in")), ["p.txt"]);
}

#[test]
fn a_symbolic_link_planted_below_dir_is_refused_before_anything_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in");
    fs::create_dir_all(input.join("a/b")).unwrap();
    fs::write(input.join("a/first.txt"), format!("{PUZZLE}\n")).unwrap();
    fs::write(input.join("a/b/p.txt"), format!("{PUZZLE}\n")).unwrap();
    let (out, elsewhere) = (dir.path().join("out"), dir.path().join("elsewhere"));
    fs::create_dir_all(out.join("a")).unwrap();
    fs::create_dir_all(&elsewhere).unwrap();
    std::os::unix::fs::symlink(&elsewhere, out.join("a/b")).unwrap();
    let output = solve(&[&input], &out);
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert!(stderr(&output).contains("refusing to write through it"));
    assert!(files_below(&elsewhere).is_empty());
    assert_eq!(files_below(&out), ["a/b"], "only the planted link");
}

/// Swaps a folder of DIR with a symbolic link to another folder, over and over, while runs
/// write into it: before, a run checked the folder then opened files by path and sometimes
/// wrote into the other folder.
#[cfg(target_os = "linux")]
#[test]
fn swapping_a_folder_for_a_symbolic_link_mid_run_never_writes_outside_dir() {
    use rustix::fs::{CWD, RenameFlags, renameat_with};

    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in");
    fs::create_dir_all(input.join("sub")).unwrap();
    for i in 0..40 {
        fs::write(input.join(format!("sub/f{i:02}")), format!("{PUZZLE}\n")).unwrap();
    }
    let (out, victim) = (dir.path().join("out"), dir.path().join("victim"));
    fs::create_dir_all(out.join("sub")).unwrap();
    fs::create_dir_all(&victim).unwrap();
    std::os::unix::fs::symlink(&victim, out.join("link")).unwrap();

    let stop = Arc::new(AtomicBool::new(false));
    let swapper = {
        let (stop, out) = (Arc::clone(&stop), out.clone());
        std::thread::spawn(move || {
            let (a, b) = (out.join("sub"), out.join("link"));
            while !stop.load(Ordering::Relaxed) {
                let _ = renameat_with(CWD, &a, CWD, &b, RenameFlags::EXCHANGE);
            }
        })
    };
    for _ in 0..30 {
        let output = solve(&[&input], &out);
        // Refusing (2) is fine; writing through the link is not.
        assert!(matches!(code(&output), 0 | 2), "{}", stderr(&output));
    }
    stop.store(true, Ordering::Relaxed);
    swapper.join().unwrap();
    assert_eq!(files_below(&victim), Vec::<String>::new());
}

#[test]
fn names_up_to_the_file_system_limit_are_written_and_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in");
    fs::create_dir_all(&input).unwrap();
    let names = ["n".repeat(240), "m".repeat(255)];
    for name in &names {
        fs::write(input.join(name), format!("{PUZZLE}\n")).unwrap();
    }
    let out = dir.path().join("out");
    // Twice: the second run replaces the files of the first.
    for _ in 0..2 {
        let output = solve(&[&input], &out);
        assert_eq!(code(&output), 0, "{}", stderr(&output));
        let mut expected = names.to_vec();
        expected.sort();
        assert_eq!(files_below(&out), expected);
        for name in &names {
            assert_eq!(
                fs::read_to_string(out.join(name)).unwrap(),
                format!("{PUZZLE_SOLVED}\n")
            );
        }
    }
}

#[test]
fn file_system_errors_name_the_path_or_standard_output() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("p.txt");
    fs::write(&input, format!("{PUZZLE}\n")).unwrap();

    // Standard output on a full device.
    let full = fs::OpenOptions::new().write(true).open("/dev/full");
    if let Ok(full) = full {
        let output = sudoku()
            .args(["solve", input.to_str().unwrap()])
            .stdout(Stdio::from(full))
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(code(&output), 2);
        let message = stderr(&output);
        assert!(message.contains("standard output"), "{message}");
        assert!(message.contains("No space left on device"), "{message}");
        assert!(!message.contains("inputs after it"), "{message}");
    }

    // A folder that cannot be written. Root may write anywhere: then there is nothing to see.
    let locked = dir.path().join("locked");
    fs::create_dir(&locked).unwrap();
    let mut permissions = fs::metadata(&locked).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o555);
    fs::set_permissions(&locked, permissions).unwrap();
    if fs::write(locked.join("probe"), "").is_err() {
        let output = solve(&[&input], &locked);
        assert_eq!(code(&output), 2);
        let message = stderr(&output);
        assert!(message.contains(locked.to_str().unwrap()), "{message}");
        assert!(message.contains("Permission denied"), "{message}");
        // The same below DIR: the message names the folder that refused.
        let out = dir.path().join("out");
        fs::create_dir_all(out.join("sub")).unwrap();
        fs::set_permissions(
            out.join("sub"),
            fs::metadata(&locked).unwrap().permissions(),
        )
        .unwrap();
        let tree = dir.path().join("tree");
        fs::create_dir_all(tree.join("sub")).unwrap();
        fs::write(tree.join("sub/p.txt"), format!("{PUZZLE}\n")).unwrap();
        let output = solve(&[&tree], &out);
        assert_eq!(code(&output), 2);
        assert!(
            stderr(&output).contains(out.join("sub").to_str().unwrap()),
            "{}",
            stderr(&output)
        );
    } else {
        eprintln!("skipped the unwritable-folder case: this user may write anywhere");
    }
}

/// A result file's name longer than a file name may be (its `.ndjson` extension taking an
/// input's name past 255 bytes) is refused before anything is created: found when its turn
/// came, it stopped the run half-way, every input after it unwritten.
#[test]
fn a_result_name_too_long_is_refused_before_anything_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in");
    fs::create_dir_all(&input).unwrap();
    let long = format!("{}.txt", "x".repeat(251));
    for name in ["a.txt", long.as_str(), "z.txt"] {
        fs::write(input.join(name), format!("{PUZZLE}\n")).unwrap();
    }
    let out = dir.path().join("out");
    let output = run(
        &[
            "solve",
            "--json",
            input.to_str().unwrap(),
            "--out-dir",
            out.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("more than the 255 a file name may have"),
        "{}",
        stderr(&output)
    );
    assert!(!out.exists(), "{:?}", files_below(&out));
}

/// A result file that cannot be written once the run is going (here a file-size limit, as a
/// full disk would) stops the run with exit 2, and the message says the inputs after it were
/// not written; the files complete before it keep their names.
#[cfg(unix)]
#[test]
fn a_file_that_cannot_be_written_says_the_inputs_after_it_are_not() {
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in");
    fs::create_dir_all(&input).unwrap();
    fs::write(input.join("a.txt"), format!("{PUZZLE}\n")).unwrap();
    fs::write(input.join("big.txt"), format!("{PUZZLE}\n").repeat(2_000)).unwrap();
    fs::write(input.join("z.txt"), format!("{PUZZLE}\n")).unwrap();
    let out = dir.path().join("out");
    let mut command = sudoku();
    command
        .args(["solve", "-j", "1", input.to_str().unwrap(), "--out-dir"])
        .arg(&out);
    // SAFETY: setrlimit(2) and signal(2) only, between fork and exec.
    unsafe {
        command.pre_exec(|| {
            let limit = libc::rlimit {
                rlim_cur: 64 * 1024,
                rlim_max: 64 * 1024,
            };
            libc::setrlimit(libc::RLIMIT_FSIZE, &limit);
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            Ok(())
        });
    }
    let output = command.output().unwrap();
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    let message = stderr(&output);
    assert!(message.contains("big.txt"), "{message}");
    assert!(
        message.contains("the inputs after it, if any, are not written"),
        "{message}"
    );
    assert_eq!(files_below(&out), ["a.txt"]);
}

/// Files complete when Ctrl-C comes keep their names even when the run cannot stop by itself
/// (a worker busy rating a hard puzzle, until the watchdog ends the run): they waited for
/// their batch to be named, and were lost with it.
#[cfg(unix)]
#[test]
fn files_complete_before_ctrl_c_keep_their_names_when_the_watchdog_ends_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in");
    fs::create_dir_all(&input).unwrap();
    fs::write(input.join("a.txt"), format!("{PUZZLE}\n")).unwrap();
    fs::write(input.join("b.txt"), format!("{PUZZLE}\n")).unwrap();
    // Rated 11.9: seconds in a test build, far past the watchdog's half second.
    let hardest =
        "12.3.....4.....3....3.5......42..5......8...9.6...5.7...15..2......9..6......7..8";
    fs::write(input.join("c.txt"), format!("{hardest}\n")).unwrap();
    for threads in ["1", "2"] {
        let out = dir.path().join(format!("out{threads}"));
        let args = ["rate", "-j", threads, input.to_str().unwrap(), "--out-dir"];
        let status = ctrl_c_after(&args, &out, 400);
        assert_eq!(status.code(), Some(130), "-j {threads}");
        assert_eq!(files_below(&out), ["a.txt", "b.txt"], "-j {threads}");
    }
}

/// Runs `sudoku ARGS DIR` and sends it SIGINT, as Ctrl-C does, `millis` after it starts.
#[cfg(unix)]
fn ctrl_c_after(args: &[&str], dir: &Path, millis: u64) -> std::process::ExitStatus {
    let mut child = sudoku()
        .args(args)
        .arg(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(millis));
    // SAFETY: kill(2) with a child's pid and SIGINT.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    child.wait().unwrap()
}

/// A big input for runs to be killed in the middle of.
fn big_input(dir: &Path, files: usize, puzzles: usize) -> PathBuf {
    let input = dir.join("big");
    fs::create_dir_all(&input).unwrap();
    let mut rng = Random::new(9);
    for i in 0..files {
        let text: String = (0..puzzles)
            .map(|_| random_puzzle(&mut rng, 50).to_line() + "\n")
            .collect();
        fs::write(input.join(format!("part{i:03}.txt")), text).unwrap();
    }
    input
}

#[test]
fn a_run_killed_by_sigkill_leaves_no_temporary_file_and_no_half_file() {
    let dir = tempfile::tempdir().unwrap();
    // Standard input, the last INPUT, is fed some puzzles and then held open, so the run is
    // certainly still going when it is killed, however fast the machine: once while it writes
    // the one file, once after the other files are complete and some are in place.
    for (files, puzzles) in [(0, 0), (40, 2_000)] {
        let input = big_input(&dir.path().join(format!("{files}")), files, puzzles);
        let out = dir.path().join(format!("out{files}"));
        let mut args = vec!["solve".to_string(), "-j".into(), "2".into()];
        if files > 0 {
            args.push(input.to_str().unwrap().into());
        }
        args.extend(["-".into(), "--out-dir".into(), out.to_str().unwrap().into()]);
        let mut child = sudoku()
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let mut rng = Random::new(10);
        let fed: String = (0..20_000)
            .map(|_| random_puzzle(&mut rng, 50).to_line() + "\n")
            .collect();
        std::io::Write::write_all(&mut stdin, fed.as_bytes()).unwrap();
        // Long enough for the other files to be done and the fed puzzles to be written.
        std::thread::sleep(Duration::from_millis(1500));
        let killed = std::process::Command::new("kill")
            .args(["-9", &child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let status = child.wait().unwrap();
        drop(stdin);
        assert!(
            status.code().is_none(),
            "the run ended before it was killed"
        );
        let names = files_below(&out);
        assert!(
            !names.iter().any(|n| n == "stdin"),
            "half of stdin placed: {names:?}"
        );
        for name in names {
            assert!(!name.contains(".tmp"), "temporary file left: {name}");
            let text = fs::read_to_string(out.join(&name)).unwrap();
            assert_eq!(text.lines().count(), puzzles, "{name} is not whole");
        }
    }
}

/// A run stopped by Ctrl-C in the middle of a file writes no file that lacks some of its
/// puzzles, and leaves an earlier run's file of that name as it was: the puzzles skipped
/// because the run was stopping had counted as done, and their file was named complete.
#[cfg(unix)]
#[test]
fn a_run_stopped_by_ctrl_c_names_no_file_short_of_puzzles() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in");
    fs::create_dir_all(&input).unwrap();
    // Puzzles that take a while to rate, three a file, on two threads: a stop comes while
    // some file's puzzles are still being rated on one thread or the other.
    let rated = fs::read_to_string(data_file("se-classic-sampled.txt")).unwrap();
    let hard: Vec<&str> = rated
        .lines()
        .filter(|line| line.contains("ER=9") || line.contains("ER=10"))
        .filter_map(|line| line.split_whitespace().next())
        .collect();
    let files = 16;
    for i in 0..files {
        let three: Vec<&str> = (0..3).map(|k| hard[(i * 3 + k) % hard.len()]).collect();
        fs::write(input.join(format!("f{i:02}.txt")), three.join("\n") + "\n").unwrap();
    }
    let out = dir.path().join("out");
    // An earlier run's complete files, which a stopped run must not cut short.
    fs::create_dir_all(&out).unwrap();
    let earlier = "an earlier run's complete result\n";
    for i in 0..files {
        fs::write(out.join(format!("f{i:02}.txt")), earlier).unwrap();
    }
    for wait in [100, 200, 300, 450, 600, 800] {
        let args = ["rate", "-j", "2", input.to_str().unwrap(), "--out-dir"];
        let status = ctrl_c_after(&args, &out, wait);
        for name in files_below(&out) {
            let text = fs::read_to_string(out.join(&name)).unwrap();
            let lines = text.lines().count();
            assert!(
                text == earlier || lines == 3,
                "{name} has {lines} lines after a stop at {wait} ms ({status})"
            );
        }
    }
}

#[test]
fn a_file_given_twice_is_named_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("a.txt");
    std::fs::write(&input, format!("{PUZZLE}\n")).unwrap();
    let input = input.to_str().unwrap();
    let out = dir.path().join("out");
    let output = run(
        &["solve", input, input, "--out-dir", out.to_str().unwrap()],
        b"",
    );
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains(&format!("{input} is given twice")),
        "{}",
        stderr(&output)
    );
}

/// An input that cannot be read to the end gets no file below DIR: a complete one from an
/// earlier run stays as it was, rather than being replaced by what was read before the error,
/// and the other inputs' files are written as usual.
#[test]
fn an_input_that_fails_part_way_leaves_an_earlier_result_alone() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let good = dir.path().join("good.txt");
    fs::write(&good, format!("{PUZZLE}\n")).unwrap();
    let first = run(
        &["solve", "-", "--out-dir", out.to_str().unwrap()],
        format!("{PUZZLE}\n{PUZZLE}\n").as_bytes(),
    );
    assert_eq!(code(&first), 0, "{}", stderr(&first));
    let earlier = fs::read(out.join("stdin")).unwrap();
    // Standard input is a directory: opening it works, reading it fails.
    let failed = sudoku()
        .args(["solve", "-"])
        .arg(&good)
        .args(["--out-dir", out.to_str().unwrap()])
        .stdin(Stdio::from(fs::File::open(dir.path()).unwrap()))
        .output()
        .unwrap();
    assert_eq!(code(&failed), 2, "{}", stderr(&failed));
    assert!(
        stderr(&failed).contains("-: not written below --out-dir"),
        "{}",
        stderr(&failed)
    );
    assert_eq!(fs::read(out.join("stdin")).unwrap(), earlier);
    assert_eq!(files_below(&out), ["good.txt", "stdin"]);
}

/// Standard input redirected from a file is an input like a named one: a run whose results
/// would be written over that file is refused before anything is written, whichever source's
/// results they are.
#[test]
fn a_file_read_as_standard_input_is_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    fs::create_dir(&out).unwrap();
    let named = dir.path().join("a.txt");
    fs::write(&named, format!("{PUZZLE}\n")).unwrap();
    let content = format!("{PUZZLE}\n{PUZZLE}\n");
    for (target, args) in [
        ("stdin", vec!["-"]),
        ("a.txt", vec![named.to_str().unwrap(), "-"]),
    ] {
        let file = out.join(target);
        fs::write(&file, &content).unwrap();
        let output = sudoku()
            .arg("solve")
            .args(&args)
            .args(["--out-dir", out.to_str().unwrap()])
            .stdin(Stdio::from(fs::File::open(&file).unwrap()))
            .output()
            .unwrap();
        assert_eq!(code(&output), 2, "{}", stderr(&output));
        assert!(
            stderr(&output).contains("would overwrite the file standard input reads"),
            "{}",
            stderr(&output)
        );
        assert_eq!(fs::read_to_string(&file).unwrap(), content, "{target}");
        fs::remove_file(&file).unwrap();
    }
}

/// The file standard error writes to is never replaced by results: the run's messages would go
/// to a file no longer there.
#[test]
fn the_file_standard_error_writes_to_is_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    fs::create_dir(&out).unwrap();
    let input = dir.path().join("a.txt");
    fs::write(&input, format!("{PUZZLE}\n")).unwrap();
    let log = out.join("a.txt");
    fs::write(&log, "an earlier run's messages\n").unwrap();
    let status = sudoku()
        .args([
            "solve",
            input.to_str().unwrap(),
            "--out-dir",
            out.to_str().unwrap(),
        ])
        .stderr(Stdio::from(
            fs::OpenOptions::new().append(true).open(&log).unwrap(),
        ))
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(2));
    let text = fs::read_to_string(&log).unwrap();
    assert!(text.starts_with("an earlier run's messages\n"), "{text}");
    assert!(
        text.contains("would overwrite the file standard error writes to"),
        "{text}"
    );
}

/// DIR, or a folder above it, that is a file or a symbolic link to one (or to nothing) is
/// named in the refusal, rather than the system's bare "File exists" or "Not a directory"; and
/// the file is left as it was.
#[test]
fn a_file_where_dir_should_be_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.txt");
    fs::write(&input, format!("{PUZZLE}\n")).unwrap();
    let file = dir.path().join("results.txt");
    fs::write(&file, "kept\n").unwrap();
    let link = dir.path().join("link");
    std::os::unix::fs::symlink(&file, &link).unwrap();
    let dangling = dir.path().join("dangling");
    std::os::unix::fs::symlink(dir.path().join("nowhere"), &dangling).unwrap();
    // Two links to each other lead somewhere, round and round: not "to nothing".
    let (loop_a, loop_b) = (dir.path().join("loop-a"), dir.path().join("loop-b"));
    std::os::unix::fs::symlink(&loop_b, &loop_a).unwrap();
    std::os::unix::fs::symlink(&loop_a, &loop_b).unwrap();
    for (out, blocker, what) in [
        (file.clone(), &file, "a file"),
        (file.join("a/b"), &file, "a file"),
        (link.clone(), &link, "a symbolic link to a file"),
        (dangling.join("a"), &dangling, "a symbolic link to nothing"),
        (
            loop_a.clone(),
            &loop_a,
            "a symbolic link that cannot be followed (Too many levels of symbolic links",
        ),
        (
            PathBuf::from("/dev/null"),
            &PathBuf::from("/dev/null"),
            "a device or other special file",
        ),
    ] {
        let output = solve(&[&input], &out);
        assert_eq!(code(&output), 2, "{}", stderr(&output));
        let expected = format!("{} is {what}", blocker.display());
        assert!(stderr(&output).contains(&expected), "{}", stderr(&output));
        assert!(
            stderr(&output).contains("not a folder"),
            "{}",
            stderr(&output)
        );
        assert!(stderr(&output).contains("nothing was read or written"));
        assert_eq!(stdout(&output), "");
    }
    // A folder whose name is too long is said to be, before any folder above it is made.
    let deep = dir.path().join("deep");
    let long = deep.join("a".repeat(300)).join("x");
    let output = solve(&[&input], &long);
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("a folder's name in it is 300 bytes long"),
        "{}",
        stderr(&output)
    );
    assert!(!deep.exists());
    // A folder the system will not make is refused before anything is read, too.
    let output = solve(&[&input], Path::new("/proc/sudoku-out"));
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert!(stderr(&output).contains("cannot create --out-dir /proc/sudoku-out"));
    assert!(stderr(&output).contains("nothing was read or written"));
    assert_eq!(fs::read_to_string(&file).unwrap(), "kept\n");
    assert!(!dir.path().join("nowhere").exists());
}

/// A line that runs on past 256 MiB (a device or a binary stream named as input) ends the
/// reading of its input: like an input that fails part-way, it gets no file below `--out-dir`
/// and the run exits 2, rather than a file of the puzzles before that line and exit 1 as for a
/// bad puzzle, the puzzles after it silently missing. So does such a line before the input's
/// format is known, first or after a line of prose (it was reported as a format that cannot
/// be told, exit 1, with an empty file written).
#[test]
fn an_input_cut_short_by_a_line_without_end_gets_no_file() {
    let prose = "hello\n".to_string();
    for before in [format!("{PUZZLE}\n{PUZZLE}\n"), String::new(), prose] {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        let mut input = before.into_bytes();
        input.resize(input.len() + (257 << 20), b'5');
        input.extend_from_slice(format!("\n{PUZZLE}\n").as_bytes());
        let output = run(&["solve", "-", "--out-dir", out.to_str().unwrap()], &input);
        assert_eq!(code(&output), 2, "{}", stderr(&output));
        let message = stderr(&output);
        assert!(
            message.contains("-: not written below --out-dir"),
            "{message}"
        );
        assert!(
            message.contains("runs on past 268435456 bytes"),
            "{message}"
        );
        assert_eq!(files_below(&out), Vec::<String>::new());
    }
}
