//! `sudoku`: the command-line tool. Decides the exit status in one place.

mod cli;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Parser;

use cli::Exit;
use cli::args::Cli;

fn main() -> ExitCode {
    let ran = match Cli::try_parse() {
        Ok(cli) => cli::run(cli),
        Err(message) => cli::print_clap_message(&message).map(|code| {
            // clap's statuses are 0 (help, version) and 2 (a usage error).
            match code {
                0 => Exit::Success,
                _ => Exit::Trouble,
            }
        }),
    };
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
