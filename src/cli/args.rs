//! The command line as clap sees it: the top-level parser and the list of subcommands. Each
//! subcommand's own options live in its module; shared option groups in `options`.

use clap::{Parser, Subcommand};

use super::canon::CanonArgs;
use super::completions::CompletionsArgs;
use super::convert::FormatArgs;
use super::explain::ExplainArgs;
use super::generate::GenerateArgs;
use super::help::exit_status;
use super::hint::HintArgs;
use super::man::ManArgs;
use super::minimize::MinimizeArgs;
use super::options::ColorArg;
use super::rate::RateArgs;
use super::shuffle::ShuffleArgs;
use super::solve::SolveArgs;
use super::validate::ValidateArgs;

/// Solve, generate, rate and convert Sudoku puzzles.
///
/// Reads puzzles from files, directories (walked as ripgrep walks them) or standard input, in
/// nine formats (the compact and spaced judge formats, the one-line 81-character format of public
/// collections, boxed and Unicode grids, JSON, HoDoKu and two pencilmark formats), detecting the
/// format of each input. Solves and validates them; makes new ones; rates, explains and hints on
/// the Sudoku Explainer scale; gives canonical forms, shuffles and minimal puzzles. Prints text
/// in the input's format, or JSON (one object per puzzle per line). Bad puzzles are reported on
/// standard error and the rest are still processed.
#[derive(Debug, Parser)]
#[command(name = "sudoku", version, max_term_width = 100, args_override_self = true, after_long_help = concat!(
"Examples:
  sudoku solve examples/judge-compact.txt       solve, printed in the input's format
  sudoku solve -o grid examples/collection.txt  solve a collection, as boxed grids
  sudoku validate examples/mixed.txt            one status line per puzzle
  sudoku solve --count examples/two-solutions.txt
  sudoku format --to line examples/boxed.txt
  sudoku generate -n 5 --difficulty hard --seed 7   five hard puzzles, the same every time
  sudoku rate examples/collection.txt           the Sudoku Explainer rating of each puzzle
  sudoku explain examples/judge-compact.txt     the solving path, step by step
  sudoku canon examples/collection.txt          each puzzle's minlex form
  sudoku solve --json collection/ | jq -r .solution
  sudoku man | man -l -                         this help as a manual page

", exit_status!()))]
pub struct Cli {
    /// When to colour output: `auto` only on a terminal, and never with NO_COLOR set or
    /// TERM=dumb.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorArg::Auto, global = true,
          help_heading = "Output")]
    pub color: ColorArg,

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
    // `convert` is what the help calls it, and what people coming from other tools type.
    #[command(visible_alias = "convert")]
    Format(FormatArgs),
    /// Make puzzles: one solution, minimal, seeded, symmetric or on a pattern.
    Generate(GenerateArgs),
    /// Rate puzzles on the Sudoku Explainer scale (ER/EP/ED) and by level.
    Rate(RateArgs),
    /// Show the solving path of puzzles, step by step in players' notation.
    Explain(ExplainArgs),
    /// Show the next step for a puzzle or a pencilmark position.
    Hint(HintArgs),
    /// Print each puzzle's minlex canonical form, shared by exactly its equivalents.
    Canon(CanonArgs),
    /// Print a random equivalent of each puzzle, reproducible by seed.
    Shuffle(ShuffleArgs),
    /// Drop givens until each one left is needed, keeping the one solution.
    Minimize(MinimizeArgs),
    /// Print a shell completion script.
    Completions(CompletionsArgs),
    /// Print the manual page (roff): `sudoku man | man -l -`.
    Man(ManArgs),
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
