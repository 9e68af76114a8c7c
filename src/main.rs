//! `sudoku`: the command-line tool. Decides the exit status in one place.

mod cli;

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

use clap::Parser;

use cli::Exit;
use cli::args::Cli;

fn main() -> ExitCode {
    let ran = match Cli::try_parse_from(help_flags_after_help(std::env::args_os().collect())) {
        Ok(cli) => cli::run(cli),
        Err(message) => cli::print_clap_message(&message).map(|code| {
            // clap's statuses are 0 (help, version) and 2 (a usage error).
            match code {
                0 => Exit::Success,
                _ => Exit::Trouble,
            }
        }),
    };
    if ran.is_err() {
        cli::clear_bar_for_error();
    }
    match ran {
        Ok(exit) => exit.into(),
        // The reader of our output has gone (`sudoku solve big.txt | head`): that is their
        // choice, not an error, so end quietly.
        Err(error) if cli::reader_gone(&error) => ExitCode::SUCCESS,
        Err(error) => {
            let _ = writeln!(io::stderr(), "{}{error:#}", cli::error_prefix());
            Exit::Trouble.into()
        }
    }
}

/// The arguments, less the help flags that follow the `help` command: clap's `help` takes
/// command names alone and calls `--help` an unknown command, but people type `sudoku help
/// --help` or `sudoku help solve -h` out of habit, as git answers them. `help` with nothing
/// left after it then shows the help of `help` itself. Only `help` as the first argument that
/// is not an option counts: after another command it is an input's name.
fn help_flags_after_help(mut args: Vec<OsString>) -> Vec<OsString> {
    let is_flag = |arg: &OsString| arg == "--help" || arg == "-h";
    // The first argument that is neither an option nor the value of `--color WHEN`, the one
    // option that may come before the command with a value of its own.
    let mut at = 1;
    while let Some(arg) = args.get(at) {
        match arg.to_str() {
            Some("--color") => at += 2,
            Some(option) if option.starts_with('-') => at += 1,
            _ => break,
        }
    }
    if at >= args.len() {
        return args;
    }
    if args[at] != "help" || !args[at + 1..].iter().any(is_flag) {
        return args;
    }
    let mut kept: Vec<OsString> = args.drain(at + 1..).filter(|arg| !is_flag(arg)).collect();
    if kept.is_empty() {
        kept.push("help".into());
    }
    args.extend(kept);
    args
}
