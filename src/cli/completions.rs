//! `sudoku completions SHELL`: completion scripts generated from the clap definition, so they
//! never drift from the real options (the committed copies in completions/ are tested for that).

use std::io::{self, Write};

use clap::Args;

use super::exit::Exit;

#[derive(Debug, Args)]
#[command(after_long_help = "Examples:
  sudoku completions bash > ~/.local/share/bash-completion/completions/sudoku
  sudoku completions zsh > ~/.zfunc/_sudoku
  sudoku completions fish > ~/.config/fish/completions/sudoku.fish")]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// Prints the completion script of `command` (the whole command line's definition).
pub fn run(args: CompletionsArgs, command: clap::Command) -> anyhow::Result<Exit> {
    let script = script(args.shell, command);
    let mut out = io::stdout().lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(Exit::Success)
}

/// The completion script of `command` for `shell`.
pub fn script(shell: clap_complete::Shell, mut command: clap::Command) -> Vec<u8> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "sudoku", &mut script);
    script
}
