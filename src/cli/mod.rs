//! The command-line layer: arguments, inputs, batches and output. The library below it knows
//! nothing of files, threads, JSON or terminals.
//!
//! Dependencies run one way. At the bottom, plain settings (`config`), the job trait and
//! statuses (`task`), the ordered parallel map (`ordered`), reading (`inputs`, `reading`) and
//! writing (`sink`, `console`, `report`, `emit`); above them `batch`, which runs a task over
//! inputs; at the top one module per command, each owning its arguments, outcome and printers.
//! Adding a command is: its module, a line in `args::Command`, a line in [`run`], and its wire
//! type.

pub mod args;
mod batch;
mod canon;
mod completions;
mod config;
mod console;
mod convert;
mod count;
mod emit;
mod exit;
mod explain;
mod field_names;
mod generate;
mod help;
mod hint;
mod inputs;
mod interrupt;
mod man;
mod minimize;
mod options;
mod ordered;
mod patient;
mod print;
mod rate;
mod reading;
mod report;
mod seeding;
mod shuffle;
mod sink;
mod solve;
mod stdio;
mod style;
mod tally;
mod task;
mod validate;
mod wire;

pub use console::clear_bar_for_error;
pub use exit::{Exit, reader_gone};
pub use style::error_prefix;

use args::{Cli, Command};
use clap::CommandFactory;

/// Prints what clap says instead of running (help, the version, a usage error) and gives its
/// exit status. Help or a version that cannot reach standard output (closed, or a full disk)
/// is an error, as any other output that is lost; a usage error is one whatever happens to its
/// message.
pub fn print_clap_message(message: &clap::Error) -> anyhow::Result<i32> {
    use anyhow::Context;
    if !message.use_stderr() {
        stdio::check_stdout_open()?;
    }
    let printed = message.print();
    // A usage error stays one (status 2) when its message cannot be written: taken for a
    // reader that went away, it ended with status 0 under `2>&1 | true`.
    if !message.use_stderr() {
        printed.context("cannot write to standard output")?;
    }
    Ok(message.exit_code())
}

/// Runs the parsed command line; an error here is trouble that ends the run (exit status 2).
pub fn run(cli: Cli) -> anyhow::Result<Exit> {
    style::init(cli.color.choice());
    match cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Validate(args) => validate::run(args),
        Command::Format(args) => convert::run(args),
        Command::Generate(args) => generate::run(args),
        Command::Rate(args) => rate::run(args),
        Command::Explain(args) => explain::run(args),
        Command::Hint(args) => hint::run(args),
        Command::Canon(args) => canon::run(args),
        Command::Shuffle(args) => shuffle::run(args),
        Command::Minimize(args) => minimize::run(args),
        Command::Completions(args) => completions::run(args, Cli::command()),
        Command::Man(args) => man::run(args, Cli::command()),
    }
}
