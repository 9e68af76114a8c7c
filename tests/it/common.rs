//! Shared helpers: running the binary and puzzles with known answers. The naive reference solver,
//! random puzzles and `assert_solves` are the library's unit tests' too (tests/support).

use std::io::Write;
use std::process::{Command, Output, Stdio};

pub use crate::reference::{SOLVED, assert_solves, grid, random_puzzle, reference_solutions};
pub use sudoku::random::Random;

/// The JSON fields a rating writes (`rate --json`, and `generate --json` when it rates).
pub const RATING_FIELDS: [&str; 7] = [
    "rating",
    "pearl",
    "diamond",
    "exact",
    "technique",
    "level",
    "steps",
];

/// The `sudoku` binary under test.
pub fn sudoku() -> Command {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
}

/// Makes `command`'s child start with descriptor `fd` closed (`<&-`, `>&-`), as a shell can.
#[cfg(unix)]
pub fn close_in_child(command: &mut Command, fd: i32) -> &mut Command {
    use std::os::unix::process::CommandExt;
    // SAFETY: close(2) is async-signal-safe, and the child only closes its own descriptor.
    unsafe {
        command.pre_exec(move || {
            libc::close(fd);
            Ok(())
        })
    }
}

/// A file under tests/data.
pub fn data_file(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// Starts `sudoku ARGS` with all three standard streams piped, for a test to feed and read.
pub fn spawn_piped(args: &[&str]) -> std::process::Child {
    sudoku()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start sudoku")
}

/// Runs `sudoku ARGS` with `stdin` as standard input.
pub fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = spawn_piped(args);
    let mut input = child.stdin.take().expect("stdin");
    let stdin = stdin.to_vec();
    // Write from another thread so that a large input cannot deadlock against a full stdout.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let output = child.wait_with_output().expect("wait for sudoku");
    writer.join().unwrap();
    output
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The `status` of each JSON record.
pub fn statuses(records: &[serde_json::Value]) -> Vec<&str> {
    records
        .iter()
        .map(|r| r["status"].as_str().expect("a status"))
        .collect()
}

pub fn code(output: &Output) -> i32 {
    output
        .status
        .code()
        .expect("exited normally, not by a signal")
}

/// Parses NDJSON output, one value per line.
pub fn json_lines(output: &Output) -> Vec<serde_json::Value> {
    stdout(output)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

/// The compact judge example from SPEC.md and its one solution.
pub const JUDGE_COMPACT: &str = "\
103000509
002109400
000704000
300502006
060000050
700803004
000401000
009205800
804000107
";

pub const JUDGE_COMPACT_SOLVED: &str = "\
143628579
572139468
986754231
391542786
468917352
725863914
237481695
619275843
854396127
";

/// A classic puzzle with one solution, as a line, and that solution.
pub const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
pub const PUZZLE_SOLVED: &str = SOLVED;

/// Renders a line puzzle in the compact format.
pub fn to_compact(line: &str) -> String {
    line.as_bytes()
        .chunks(9)
        .map(|row| {
            let row: String = row
                .iter()
                .map(|&b| if b == b'.' { '0' } else { char::from(b) })
                .collect();
            row + "\n"
        })
        .collect()
}
