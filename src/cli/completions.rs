//! `sudoku completions SHELL`: completion scripts generated from the clap definition, so they
//! never drift from the real options (the committed copies in completions/ are tested for that).

use clap::{Args, ValueEnum};

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
    match shell {
        clap_complete::Shell::Fish => mend_fish(&script).into_bytes(),
        _ => script,
    }
}

/// clap_complete's fish script (4.6) with two gaps filled, which bash's has not:
/// `sudoku help <TAB>` offered nothing, as each command was offered only while none of the
/// commands had been seen, `help` among them, which was always seen by then; and `sudoku
/// completions <TAB>` offered files, as values of a positional argument are not completed.
fn mend_fish(script: &[u8]) -> String {
    let script = String::from_utf8_lossy(script);
    let mut out = String::with_capacity(script.len() + 128);
    for line in script.split_inclusive('\n') {
        match line.strip_prefix(FISH_HELP_CONDITION) {
            Some(rest) => {
                out.push_str(FISH_HELP_CONDITION);
                out.push_str(&rest.replacen(" help\" ", "\" ", 1));
            }
            None => out.push_str(line),
        }
    }
    let shells = clap_complete::Shell::value_variants()
        .iter()
        .filter_map(|shell| Some(shell.to_possible_value()?.get_name().to_string()))
        .collect::<Vec<_>>()
        .join(" ");
    out.push_str(&format!(
        "complete -c sudoku -n \"__fish_sudoku_using_subcommand completions\" -f -a \"{shells}\"\n"
    ));
    out
}

/// How each of `help`'s commands is offered in the fish script, up to the list of commands
/// whose being seen stops it.
const FISH_HELP_CONDITION: &str = concat!(
    "complete -c sudoku -n \"__fish_sudoku_using_subcommand help; ",
    "and not __fish_seen_subcommand_from "
);
