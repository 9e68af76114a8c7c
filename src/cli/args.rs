//! The command line as clap sees it: the top-level parser and the list of subcommands. Each
//! subcommand's own options live in its module; shared option groups in `options`.

use clap::{Parser, Subcommand};

use super::completions::CompletionsArgs;
use super::convert::FormatArgs;
use super::generate::GenerateArgs;
use super::solve::SolveArgs;
use super::validate::ValidateArgs;

/// Solve, validate and convert Sudoku puzzles.
///
/// Reads the compact and spaced judge formats (9 rows of 9 digits / numbers), the one-line
/// 81-character format of public collections, boxed grids and JSON, detecting the format of each
/// input. Prints text in the input's format, or JSON (one object per puzzle per line).
///
/// Exit status: 0 when every puzzle succeeded, 1 when any puzzle was unsolvable, broke a rule or
/// could not be read (all others are still processed), 2 for a usage error or an input that
/// cannot be opened.
#[derive(Debug, Parser)]
#[command(name = "sudoku", version, max_term_width = 100)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve puzzles: the lexicographically smallest solution unless told otherwise.
    Solve(SolveArgs),
    /// Check puzzles or finished grids against the rules.
    Validate(ValidateArgs),
    /// Convert puzzles between formats without solving them.
    Format(FormatArgs),
    /// Make puzzles: one solution, minimal, seeded, symmetric or on a pattern.
    Generate(GenerateArgs),
    /// Print a shell completion script.
    Completions(CompletionsArgs),
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn limit_needs_count_or_all() {
        assert!(Cli::try_parse_from(["sudoku", "solve", "--limit", "5"]).is_err());
        assert!(Cli::try_parse_from(["sudoku", "solve", "--count", "--limit", "5"]).is_ok());
        assert!(Cli::try_parse_from(["sudoku", "solve", "--any", "--all"]).is_err());
    }
}
