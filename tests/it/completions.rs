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
