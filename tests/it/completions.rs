//! The committed completion scripts are what the binary generates now.

use crate::common::*;

const SCRIPTS: [(&str, &str); 5] = [
    ("bash", "sudoku.bash"),
    ("zsh", "_sudoku"),
    ("fish", "sudoku.fish"),
    ("powershell", "_sudoku.ps1"),
    ("elvish", "sudoku.elv"),
];

#[test]
fn committed_completion_scripts_are_current() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("completions");
    for (shell, file) in SCRIPTS {
        let output = run(&["completions", shell], b"");
        assert_eq!(code(&output), 0);
        assert!(!output.stdout.is_empty());
        let committed = std::fs::read(dir.join(file)).unwrap_or_default();
        assert!(
            committed == output.stdout,
            "completions/{file} is stale; regenerate it with: \
             cargo run -- completions {shell} > completions/{file}"
        );
    }
}

/// fish offers the shells after `completions` and the commands after `help`, as bash does:
/// clap_complete's script offered files, and nothing. Asked of fish itself where it is
/// installed; otherwise of the lines that say so.
#[test]
fn fish_completes_the_shells_and_the_commands_help_names() {
    let output = run(&["completions", "fish"], b"");
    let script = stdout(&output);
    let shells = concat!(
        "-n \"__fish_sudoku_using_subcommand completions\" ",
        "-f -a \"bash elvish fish powershell zsh\""
    );
    assert!(script.contains(shells), "{script}");
    let help = "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from ";
    let lists: Vec<&str> = script
        .lines()
        .filter_map(|line| line.split_once(help)?.1.split('"').next())
        .collect();
    assert!(lists.len() >= 13, "{lists:?}");
    assert!(
        lists
            .iter()
            .all(|list| !list.split(' ').any(|name| name == "help")),
        "{lists:?}"
    );
    let Ok(fish) = std::process::Command::new("fish").arg("--version").output() else {
        return;
    };
    assert!(fish.status.success());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sudoku.fish");
    std::fs::write(&path, &script).unwrap();
    let complete = |line: &str| {
        let command = format!("source {}; complete -C '{line}'", path.display());
        let output = std::process::Command::new("fish")
            .args(["-c", &command])
            .output();
        String::from_utf8(output.unwrap().stdout).unwrap()
    };
    assert!(complete("sudoku completions ").lines().any(|l| l == "zsh"));
    let commands = complete("sudoku help s");
    assert!(
        commands.lines().any(|l| l.starts_with("solve\t")),
        "{commands}"
    );
}

/// `sudoku ARGS` with standard output closed (`>&-`), or on a full device (`>/dev/full`).
#[cfg(unix)]
fn with_stdout(args: &[&str], closed: bool) -> std::process::Output {
    use std::process::Stdio;
    let mut command = sudoku();
    command
        .args(args)
        .stdin(Stdio::null())
        .stderr(Stdio::piped());
    if closed {
        close_in_child(&mut command, 1);
    } else {
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full");
        command.stdout(full.expect("/dev/full"));
    }
    command.output().unwrap()
}

#[cfg(target_os = "linux")]
#[test]
fn man_completions_help_and_version_fail_when_standard_output_cannot_be_written() {
    let help_and_version = [
        &["--help"][..],
        &["-V"],
        &["solve", "--help"],
        &["help", "rate"],
    ];
    for args in [&["man"][..], &["completions", "bash"]]
        .into_iter()
        .chain(help_and_version)
    {
        let output = with_stdout(args, true);
        assert_eq!(code(&output), 2, "{args:?} >&-");
        let message = stderr(&output);
        assert!(message.contains("standard output is closed"), "{message}");

        let output = with_stdout(args, false);
        assert_eq!(code(&output), 2, "{args:?} >/dev/full");
        let message = stderr(&output);
        assert!(
            message.contains("cannot write to standard output: No space left on device"),
            "{message}"
        );
    }
}

#[test]
fn man_and_completions_end_quietly_when_the_reader_goes() {
    use std::io::Read;
    use std::process::Stdio;
    for args in [&["man"][..], &["completions", "zsh"]] {
        let mut child = sudoku()
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = [0u8; 1];
        child.stdout.take().unwrap().read_exact(&mut first).unwrap();
        // The reader is dropped here: like `| head -c 1`.
        let output = child.wait_with_output().unwrap();
        assert_eq!(stderr(&output), "", "{args:?}");
        assert_eq!(code(&output), 0, "{args:?}");
    }
}
