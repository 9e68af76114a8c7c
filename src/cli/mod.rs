//! The command-line layer: arguments, inputs, batches and output. The library below it knows
//! nothing of files, threads, JSON or terminals.

pub mod args;
mod batch;
mod completions;
mod console;
mod convert;
mod emit;
mod exit;
mod inputs;
mod interrupt;
mod sink;
mod solve;
mod validate;
mod wire;

pub use exit::Exit;

use args::{Cli, Command};

/// Runs the parsed command line; an error here is trouble that ends the run (exit status 2).
pub fn run(cli: Cli) -> anyhow::Result<Exit> {
    match cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Validate(args) => validate::run(args),
        Command::Format(args) => convert::run(args),
        Command::Completions(args) => completions::run(args),
    }
}
