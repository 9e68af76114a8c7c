//! `sudoku completions SHELL`: completion scripts generated from the clap definition, so they
//! never drift from the real options (the committed copies in completions/ are tested for that).

use clap::Args;

use super::exit::Exit;
use super::sink::Sink;
use super::stdio;

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
/// Standard output closed or failing is an error that says so, as for every command.
pub fn run(args: CompletionsArgs, command: clap::Command) -> anyhow::Result<Exit> {
    let script = script(args.shell, command);
    stdio::check_stdout_open()?;
    Sink::stdout().write(&script)?;
    Ok(Exit::Success)
}

/// The completion script of `command` for `shell`.
pub fn script(shell: clap_complete::Shell, mut command: clap::Command) -> Vec<u8> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "sudoku", &mut script);
    script
}
