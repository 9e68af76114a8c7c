//! Walking directories as ripgrep and fd do: hidden, ignored and binary files are skipped and
//! counted, flags change that, named files are always read, and the order never changes.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use crate::common::*;

/// A scratch git repository, and a home directory for the run so that the user's own global
/// gitignore cannot change what the tests see.
struct Repo {
    _dir: tempfile::TempDir,
    root: PathBuf,
    home: PathBuf,
}

/// The visible, not ignored puzzle files of [`repo`], in byte order of the path.
const READ_BY_DEFAULT: &[&str] = &["B.txt", "a.txt", "sub/b.txt", "sub/deeper/c.txt"];

/// A git repository holding puzzle files, hidden ones, ignored ones, documentation, git's own
/// files and a binary (a copy of the program itself); `None` when git is not installed.
fn repo() -> Option<Repo> {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("collection");
    let home = dir.path().join("home");
    fs::create_dir_all(root.join("sub/deeper")).unwrap();
    fs::create_dir_all(root.join(".hid")).unwrap();
    fs::create_dir_all(home.join(".config/git")).unwrap();
    let git = Command::new("git")
        .args(["init", "-q"])
        .arg(&root)
        .env("HOME", &home)
        .env("XDG_CONFIG_HOME", home.join(".config"))
        .env_remove("GIT_DIR")
        .env_remove("GIT_WORK_TREE")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    if !git.is_ok_and(|status| status.success()) {
        eprintln!("skipped: git is not available to make a repository");
        return None;
    }
    let puzzle = format!("{PUZZLE}\n");
    for file in [
        "a.txt",
        "B.txt",
        "sub/b.txt",
        "sub/deeper/c.txt",
        ".hidden.txt",
        ".hid/x.txt",
        "ignored.txt",
        "sub/info-excluded.txt",
        "global-excluded.txt",
    ] {
        fs::write(root.join(file), &puzzle).unwrap();
    }
    fs::write(root.join(".gitignore"), "ignored.txt\n").unwrap();
    fs::create_dir_all(root.join(".git/info")).unwrap();
    fs::write(
        root.join(".git/info/exclude"),
        "# git's own exclude file\ninfo-excluded.txt\n",
    )
    .unwrap();
    fs::write(
        home.join(".config/git/ignore"),
        "# the user's global excludes\nglobal-excluded.txt\n",
    )
    .unwrap();
    fs::write(
        root.join("README.md"),
        "# Puzzles\n\nSolve them with `sudoku solve .`.\n",
    )
    .unwrap();
    // The start of the program itself: a binary, as a stray build in a collection would be.
    let program = fs::read(env!("CARGO_BIN_EXE_sudoku")).unwrap();
    let start = &program[..program.len().min(1 << 20)];
    fs::write(root.join("sub/sudoku-copy"), start).unwrap();
    Some(Repo {
        _dir: dir,
        root,
        home,
    })
}

impl Repo {
    /// Runs `sudoku ARGS` in this repository's home, with no standard input.
    fn run(&self, args: &[&str]) -> Output {
        sudoku()
            .args(args)
            .env("HOME", &self.home)
            .env("XDG_CONFIG_HOME", self.home.join(".config"))
            .env_remove("GIT_CONFIG_GLOBAL")
            .stdin(Stdio::null())
            .output()
            .expect("run sudoku")
    }

    fn root(&self) -> &str {
        self.root.to_str().unwrap()
    }

    /// The files `sudoku solve --json ARGS ROOT` reads, relative to the root, in output order.
    fn read(&self, args: &[&str]) -> Vec<String> {
        let output = self.run(&[&["solve", "--json"], args, &[self.root()]].concat());
        sources(&output, &self.root)
    }
}

/// The sources of JSON output, relative to `root`, each once, in the order they appear.
fn sources(output: &Output, root: &Path) -> Vec<String> {
    let mut seen: Vec<String> = Vec::new();
    for value in json_lines(output) {
        let source = value["source"].as_str().unwrap();
        let relative = Path::new(source).strip_prefix(root).unwrap();
        let relative = relative.to_str().unwrap().to_string();
        if seen.last() != Some(&relative) {
            seen.push(relative);
        }
    }
    seen
}

/// `--stats` where it exists (the summary is then not left to whether standard error is a
/// terminal), nothing where the summary is always printed.
fn stats_flag() -> Vec<&'static str> {
    let help = run(&["solve", "--help"], b"");
    if stdout(&help).contains("--stats") {
        vec!["--stats"]
    } else {
        vec![]
    }
}

/// The skip counts of the summary line, `N skipped (a hidden, b ignored, c binary)`, by reason.
fn skipped(output: &Output) -> Option<(u64, Vec<(String, u64)>)> {
    let text = stderr(output);
    let (before, after) = text.split_once(" skipped (")?;
    let total = before.rsplit(' ').next()?.parse().ok()?;
    let reasons = after.split_once(')')?.0;
    let reasons = reasons
        .split(", ")
        .map(|reason| {
            let (n, why) = reason.split_once(' ').unwrap();
            (why.to_string(), n.parse().unwrap())
        })
        .collect();
    Some((total, reasons))
}

fn with(extra: &[&str]) -> Vec<String> {
    let mut files: Vec<String> = READ_BY_DEFAULT.iter().map(|f| f.to_string()).collect();
    files.extend(extra.iter().map(|f| f.to_string()));
    files.sort();
    files
}

#[test]
fn a_git_repository_gives_only_its_visible_unignored_puzzle_files_in_path_order() {
    let Some(repo) = repo() else { return };
    let output = repo.run(&[&["solve", "--json"][..], &stats_flag(), &[repo.root()]].concat());
    assert_eq!(sources(&output, &repo.root), READ_BY_DEFAULT);
    assert!(
        json_lines(&output)
            .iter()
            .all(|v| v["solution"] == PUZZLE_SOLVED)
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    // Every message is the summary: nothing read from .git, the binary or the README.
    assert_eq!(stderr(&output).lines().count(), 1, "{}", stderr(&output));
    // Hidden: .git, .gitignore, .hid, .hidden.txt. Ignored: by .gitignore, .git/info/exclude,
    // the global excludes file, and the README as documentation. Binary: the program's copy.
    let counts = [("hidden", 4), ("ignored", 4), ("binary", 1)];
    let counts = counts
        .iter()
        .map(|(why, n)| (why.to_string(), *n))
        .collect();
    assert_eq!(skipped(&output), Some((9, counts)));
}

/// A folder named through a symbolic link is walked as the folder: the same files read and the
/// same skipped files counted (they went uncounted, and a folder holding only skipped files was
/// called empty, without the options that read them).
#[cfg(unix)]
#[test]
fn a_link_to_a_folder_is_walked_and_counted_as_the_folder() {
    let Some(repo) = repo() else { return };
    let link = repo.root.with_file_name("link");
    std::os::unix::fs::symlink(&repo.root, &link).unwrap();
    let args = [&["solve", "--json"][..], &stats_flag()].concat();
    let direct = repo.run(&[&args[..], &[repo.root()]].concat());
    let linked = repo.run(&[&args[..], &[link.to_str().unwrap()]].concat());
    assert_eq!(sources(&linked, &link), READ_BY_DEFAULT);
    assert!(skipped(&direct).is_some(), "{}", stderr(&direct));
    assert_eq!(skipped(&linked), skipped(&direct), "{}", stderr(&linked));
}

/// Symbolic links below a folder are not followed, but counted with the option that follows
/// them (a collection kept as links read as "no files found"); with `-L` a link to a file and
/// a link to a folder are read, and a link to nothing or to a folder above it is reported by
/// its path while the rest are read.
#[cfg(unix)]
#[test]
fn links_below_a_folder_are_counted_and_followed_with_l() {
    use std::os::unix::fs::symlink;
    let dir = tempfile::tempdir().unwrap();
    let (walked, elsewhere) = (dir.path().join("walked"), dir.path().join("elsewhere"));
    fs::create_dir_all(walked.join("sub")).unwrap();
    fs::create_dir_all(&elsewhere).unwrap();
    let puzzle = format!("{PUZZLE}\n");
    fs::write(walked.join("own.txt"), &puzzle).unwrap();
    fs::write(elsewhere.join("kept.txt"), &puzzle).unwrap();
    symlink(elsewhere.join("kept.txt"), walked.join("file-link.txt")).unwrap();
    symlink(&elsewhere, walked.join("folder-link")).unwrap();
    let root = walked.to_str().unwrap();
    let solve = |args: &[&str]| {
        let out = sudoku()
            .args([&["solve", "--json"][..], &stats_flag(), args, &[root]].concat())
            .stdin(Stdio::null())
            .output()
            .unwrap();
        (sources(&out, &walked), code(&out), stderr(&out))
    };
    let (read, exit, messages) = solve(&[]);
    assert_eq!((read, exit), (vec!["own.txt".to_string()], 0), "{messages}");
    assert!(messages.contains("2 skipped (2 links)"), "{messages}");
    let (read, exit, messages) = solve(&["-L"]);
    let all = ["file-link.txt", "folder-link/kept.txt", "own.txt"];
    assert_eq!(
        (read, exit),
        (all.map(String::from).to_vec(), 0),
        "{messages}"
    );
    assert!(!messages.contains("skipped"), "{messages}");

    // Only links: the message says why nothing was read, and how to read them.
    let only = dir.path().join("only-links");
    fs::create_dir(&only).unwrap();
    symlink(elsewhere.join("kept.txt"), only.join("p.txt")).unwrap();
    let out = run(&["validate", only.to_str().unwrap()], b"");
    assert_eq!(code(&out), 1);
    assert!(
        stderr(&out).contains("1 skipped (1 link); -L follows symbolic links"),
        "{}",
        stderr(&out)
    );

    // A link to nothing and one to a folder above it are named; the others are still read.
    symlink(dir.path().join("nowhere"), walked.join("broken.txt")).unwrap();
    symlink(&walked, walked.join("sub/loop")).unwrap();
    let (read, exit, messages) = solve(&["-L"]);
    assert_eq!(
        (read, exit),
        (all.map(String::from).to_vec(), 2),
        "{messages}"
    );
    let broken = walked.join("broken.txt");
    let looped = walked.join("sub/loop");
    assert!(
        messages.contains(&format!("{}: a symbolic link to nothing", broken.display())),
        "{messages}"
    );
    assert!(
        messages.contains(&format!(
            "{}: a symbolic link to {root}, a folder it lies in",
            looped.display()
        )),
        "{messages}"
    );
    assert!(!messages.contains("skipped"), "{messages}");
}

#[test]
fn hidden_no_ignore_and_globs_change_the_set_as_documented() {
    let Some(repo) = repo() else { return };
    // Hidden files, but never git's own.
    assert_eq!(
        repo.read(&["--hidden"]),
        with(&[".hid/x.txt", ".hidden.txt"])
    );
    // Ignored files and documentation; hidden ones (and so .git) stay out.
    assert_eq!(
        repo.read(&["--no-ignore"]),
        with(&[
            "README.md",
            "global-excluded.txt",
            "ignored.txt",
            "sub/info-excluded.txt"
        ])
    );
    // A glob overrides the ignore rules for the files it matches, as ripgrep's -g does; hidden
    // directories are still not entered.
    assert_eq!(
        repo.read(&["-g", "*.txt"]),
        with(&[
            ".hidden.txt",
            "global-excluded.txt",
            "ignored.txt",
            "sub/info-excluded.txt"
        ])
    );
    // `!` excludes, at any depth when the glob has no slash.
    assert_eq!(
        repo.read(&["-g", "!b*"]),
        ["B.txt", "a.txt", "sub/deeper/c.txt"]
    );
    // With a slash, the glob is anchored to the directory given, and `*` stops at a slash.
    assert_eq!(
        repo.read(&["-g", "sub/*.txt"]),
        ["sub/b.txt", "sub/info-excluded.txt"]
    );
    // Globs repeat, and the last that matches decides.
    assert_eq!(
        repo.read(&[
            "-g",
            "*.txt",
            "-g",
            "!sub",
            "-g",
            "!.*",
            "-g",
            "!*-excluded.txt"
        ]),
        ["B.txt", "a.txt", "ignored.txt"]
    );
}

#[test]
fn a_bad_glob_is_a_usage_error_that_names_it() {
    let output = run(&["solve", "-g", "a[", "."], b"");
    assert_eq!(code(&output), 2);
    assert!(stderr(&output).contains("a["), "{}", stderr(&output));
}

#[test]
fn a_file_named_on_the_command_line_is_always_read() {
    let Some(repo) = repo() else { return };
    let named = [".hidden.txt", "ignored.txt", "README.md", "sub/sudoku-copy"];
    let paths: Vec<String> = named
        .iter()
        .map(|f| repo.root.join(f).to_str().unwrap().to_string())
        .collect();
    let paths: Vec<&str> = paths.iter().map(String::as_str).collect();
    let output = repo.run(&[&["solve", "--json", "-g", "!*"][..], &paths].concat());
    assert_eq!(sources(&output, &repo.root), named);
    // The README and the binary are read, and hold no puzzle: an error for each, exit 1.
    assert_eq!(code(&output), 1);
}

#[test]
fn output_is_the_same_for_every_thread_count() {
    let Some(repo) = repo() else { return };
    let mut rng = Random::new(13);
    for i in 0..30 {
        let lines: String = (0..20)
            .map(|j| random_puzzle(&mut rng, 30 + (i + j) % 30).to_line() + "\n")
            .collect();
        let dir = repo.root.join(format!("set{}", i % 4));
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join(format!("p{i}.txt")), lines).unwrap();
    }
    let reference = repo.run(&["solve", "-j", "1", repo.root()]);
    assert_eq!(code(&reference), 0);
    assert_eq!(stdout(&reference).lines().count(), 4 + 30 * 20);
    for threads in ["2", "8"] {
        let output = repo.run(&["solve", "-j", threads, repo.root()]);
        assert_eq!(output.stdout, reference.stdout, "-j {threads}");
    }
}

#[test]
fn out_dir_mirrors_only_what_was_read() {
    let Some(repo) = repo() else { return };
    let out = repo.home.join("out");
    let output = repo.run(&["solve", "--out-dir", out.to_str().unwrap(), repo.root()]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let written: BTreeSet<String> = walk_files(&out)
        .iter()
        .map(|p| p.strip_prefix(&out).unwrap().to_str().unwrap().to_string())
        .collect();
    let expected: BTreeSet<String> = READ_BY_DEFAULT.iter().map(|f| f.to_string()).collect();
    assert_eq!(written, expected);
}

/// Every file below `dir`.
fn walk_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walk_files(&path));
        } else {
            files.push(path);
        }
    }
    files
}

#[test]
fn a_gitignore_counts_only_inside_a_repository_unless_asked_and_ignore_files_always() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("plain");
    fs::create_dir_all(&root).unwrap();
    for file in ["a.txt", "by-gitignore.txt", "by-ignore.txt"] {
        fs::write(root.join(file), format!("{PUZZLE}\n")).unwrap();
    }
    fs::write(root.join(".gitignore"), "by-gitignore.txt\n").unwrap();
    fs::write(root.join(".ignore"), "by-ignore.txt\n").unwrap();
    let read = |args: &[&str]| {
        let root_arg = root.to_str().unwrap();
        let output = sudoku()
            .args([&["solve", "--json"], args, &[root_arg]].concat())
            .env("HOME", dir.path())
            .env("XDG_CONFIG_HOME", dir.path())
            .env_remove("GIT_CONFIG_GLOBAL")
            .stdin(Stdio::null())
            .output()
            .unwrap();
        sources(&output, &root)
    };
    assert_eq!(read(&[]), ["a.txt", "by-gitignore.txt"]);
    assert_eq!(read(&["--no-require-git"]), ["a.txt"]);
    assert_eq!(
        read(&["--no-ignore"]),
        ["a.txt", "by-gitignore.txt", "by-ignore.txt"]
    );
}

/// A collection with a stray NUL byte (a bad copy) is read below a directory, not skipped as
/// binary: its good puzzles give results and its damaged line an error, where before the file
/// vanished with exit 0 and no word outside a terminal.
#[test]
fn a_collection_with_a_stray_nul_is_read_not_skipped() {
    let dir = tempfile::tempdir().unwrap();
    let damaged = format!("{PUZZLE}\n{PUZZLE}\nx\0y\n{PUZZLE}\n");
    fs::write(dir.path().join("damaged.txt"), damaged).unwrap();
    let output = sudoku()
        .args(["solve", "--json"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    let records = json_lines(&output);
    assert_eq!(
        statuses(&records),
        ["solved", "solved", "invalid", "solved"]
    );
    assert!(stderr(&output).contains("line 3"), "{}", stderr(&output));
}

/// A path the walk cannot read (here a link to nothing, followed with `-L`) is reported where
/// it stands among the files, in path order, not before them all.
#[cfg(unix)]
#[test]
fn a_path_that_cannot_be_walked_is_reported_in_its_place() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["a.txt", "c.txt"] {
        fs::write(dir.path().join(name), format!("{PUZZLE}\n")).unwrap();
    }
    std::os::unix::fs::symlink(dir.path().join("nowhere"), dir.path().join("b.txt")).unwrap();
    // Both streams into one pipe, as a terminal shows them.
    let command = format!(
        "'{}' validate -L '{}' 2>&1",
        env!("CARGO_BIN_EXE_sudoku"),
        dir.path().display()
    );
    let output = Command::new("sh").args(["-c", &command]).output().unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    let named: Vec<&str> = ["a.txt", "b.txt", "c.txt"]
        .into_iter()
        .filter(|name| text.contains(name))
        .collect();
    assert_eq!(named.len(), 3, "{text}");
    let at = |name: &str| text.find(name).unwrap();
    assert!(
        at("a.txt") < at("b.txt") && at("b.txt") < at("c.txt"),
        "{text}"
    );
    assert!(text.contains("a symbolic link to nothing"), "{text}");
}
