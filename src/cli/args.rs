//! The command line as clap sees it. Doc comments here are the help text.
//!
//! Nothing outside `cli` sees these types: each subcommand turns its arguments into plain
//! settings before any work starts.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use sudoku::format::Format;

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
    /// Print a shell completion script.
    Completions(CompletionsArgs),
}

/// Where puzzles come from and how to read them.
#[derive(Debug, Args)]
pub struct InputArgs {
    /// Files, directories (every regular file below, recursively, in sorted path order), or `-`
    /// for standard input. Without any, standard input is read.
    #[arg(value_name = "INPUT")]
    pub inputs: Vec<PathBuf>,

    /// The input format; `auto` detects it for each input.
    #[arg(short, long, value_enum, value_name = "FORMAT", default_value_t = InputFormat::Auto)]
    pub input_format: InputFormat,
}

/// How a batch of inputs is run and reported.
#[derive(Debug, Args)]
pub struct BatchArgs {
    /// Worker threads [default: all cores]. Output is identical for every number.
    #[arg(short = 'j', long = "threads", value_name = "N",
          value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,

    /// Write one result file per input file under DIR (mirroring paths below each INPUT
    /// directory; standard input becomes DIR/stdin) instead of standard output. Files appear
    /// whole or not at all.
    #[arg(long, value_name = "DIR")]
    pub out_dir: Option<PathBuf>,

    /// Show a progress bar on standard error: `auto` only when it is a terminal.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ProgressWhen::Auto)]
    pub progress: ProgressWhen,

    /// Print no summary at the end (messages about bad puzzles still appear).
    #[arg(short, long)]
    pub quiet: bool,
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// The output format; `same` is the format of each input.
    #[arg(short, long, value_enum, value_name = "FORMAT",
          default_value_t = OutputFormat::Same, conflicts_with = "json")]
    pub output_format: OutputFormat,

    /// Print JSON, one object per puzzle per line (short for --output-format json).
    #[arg(long)]
    pub json: bool,

    /// Print the first solution found instead of the lexicographically smallest (fastest).
    #[arg(long, group = "mode")]
    pub any: bool,

    /// Print the number of solutions, counting up to --limit (default 2).
    #[arg(long, groups = ["mode", "counting"])]
    pub count: bool,

    /// Print every solution up to --limit (default 1000), in lexicographic order.
    #[arg(long, groups = ["mode", "counting"])]
    pub all: bool,

    /// Where --count or --all stops.
    #[arg(long, value_name = "N", requires = "counting",
          value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: Option<u64>,

    #[command(flatten)]
    pub batch: BatchArgs,
}

#[derive(Debug, Args)]
pub struct ValidateArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// Print JSON, one object per puzzle per line, instead of `SOURCE:INDEX: STATUS` lines.
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub batch: BatchArgs,
}

#[derive(Debug, Args)]
pub struct FormatArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// The format to write; `same` keeps each input's format.
    #[arg(short = 't', long = "to", visible_alias = "output-format", value_enum,
          value_name = "FORMAT", default_value_t = OutputFormat::Same, conflicts_with = "json")]
    pub to: OutputFormat,

    /// Print JSON, one object per puzzle per line (short for --to json).
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub batch: BatchArgs,
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum InputFormat {
    /// Detect the format of each input from its first recognisable line.
    Auto,
    /// 9 rows of 9 digits, 0 or . for a blank.
    Compact,
    /// 9 rows of 9 numbers separated by spaces, 0 or . for a blank.
    Spaced,
    /// 81 cells on one line, . or 0 for a blank; one puzzle per line.
    Line,
    /// A boxed grid; |, +, - and spaces are ignored.
    Grid,
    /// A grid drawn with Unicode box-drawing characters.
    Unicode,
    /// One JSON object per line with a "puzzle" field in the line form.
    Json,
    /// HoDoKu library lines, :0000:x:PUZZLE:::.
    Hodoku,
    /// Pencilmarks: 729 characters on one line, 9 slots per cell.
    PencilmarkLine,
    /// Pencilmarks: 9 rows of 9 candidate strings such as 1245.
    PencilmarkGrid,
}

impl InputFormat {
    /// The format to force, or `None` to detect.
    pub fn forced(self) -> Option<Format> {
        match self {
            InputFormat::Auto => None,
            InputFormat::Compact => Some(Format::Compact),
            InputFormat::Spaced => Some(Format::Spaced),
            InputFormat::Line => Some(Format::Line),
            InputFormat::Grid => Some(Format::Grid),
            InputFormat::Unicode => Some(Format::Unicode),
            InputFormat::Json => Some(Format::Json),
            InputFormat::Hodoku => Some(Format::Hodoku),
            InputFormat::PencilmarkLine => Some(Format::PencilmarkLine),
            InputFormat::PencilmarkGrid => Some(Format::PencilmarkGrid),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OutputFormat {
    /// The format each input was read in.
    Same,
    /// 9 rows of 9 digits, 0 for a blank.
    Compact,
    /// 9 rows of 9 numbers separated by single spaces.
    Spaced,
    /// 81 characters on one line, . for a blank.
    Line,
    /// A boxed grid with +-------+ rules.
    Grid,
    /// A grid drawn with Unicode box-drawing characters, · for a blank.
    Unicode,
    /// One JSON object per puzzle per line.
    Json,
    /// HoDoKu library lines, :0000:x:PUZZLE:::.
    Hodoku,
    /// The 729-character candidate line (a puzzle's initial candidates).
    PencilmarkLine,
    /// A boxed grid of candidate strings (a puzzle's initial candidates).
    PencilmarkGrid,
}

impl OutputFormat {
    /// The format to write, or `None` for the input's own; `json` overrides.
    pub fn resolve(self, json: bool) -> Option<Format> {
        match (json, self) {
            (true, _) => Some(Format::Json),
            (false, OutputFormat::Same) => None,
            (false, OutputFormat::Compact) => Some(Format::Compact),
            (false, OutputFormat::Spaced) => Some(Format::Spaced),
            (false, OutputFormat::Line) => Some(Format::Line),
            (false, OutputFormat::Grid) => Some(Format::Grid),
            (false, OutputFormat::Unicode) => Some(Format::Unicode),
            (false, OutputFormat::Json) => Some(Format::Json),
            (false, OutputFormat::Hodoku) => Some(Format::Hodoku),
            (false, OutputFormat::PencilmarkLine) => Some(Format::PencilmarkLine),
            (false, OutputFormat::PencilmarkGrid) => Some(Format::PencilmarkGrid),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ProgressWhen {
    /// Only when standard error is a terminal.
    Auto,
    /// Always, even when standard error is redirected.
    Always,
    /// Never.
    Never,
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
