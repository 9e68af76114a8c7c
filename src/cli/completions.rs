//! `sudoku completions SHELL`: completion scripts generated from the clap definition, so they
//! never drift from the real options (the committed copies in completions/ are tested for that).

use std::io::{self, Write};

use clap::CommandFactory;

use super::args::{Cli, CompletionsArgs};
use super::exit::Exit;

pub fn run(args: CompletionsArgs) -> anyhow::Result<Exit> {
    let script = script(args.shell);
    let mut out = io::stdout().lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(Exit::Success)
}

/// The completion script for `shell`.
pub fn script(shell: clap_complete::Shell) -> Vec<u8> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "sudoku", &mut script);
    script
}
