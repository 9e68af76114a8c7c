//! Command-line option groups shared by several commands, as clap sees them, and their plain
//! settings. Doc comments here are the help text.

use std::path::PathBuf;

use clap::builder::TypedValueParser;
use clap::{Args, ValueEnum};

use sudoku::format::Format;

use super::config::{self, BatchConfig, InputConfig, ProgressWhen, SummaryWhen, WalkConfig};
use super::inputs::check_glob;

/// The help heading of the options that choose the files read below a directory.
const WALKING: &str = "Files below directories";

/// Where puzzles come from and how to read them.
#[derive(Debug, Args)]
#[command(next_help_heading = "Input")]
pub struct InputOptions {
    /// Files, directories (the files below, recursively, in sorted path order; hidden, ignored
    /// and binary files are skipped and counted), or `-` for standard input. Without any,
    /// standard input is read. A file named here is always read.
    // An empty INPUT (`"$UNSET"`) is a file that cannot be opened, reported like any other
    // while the rest are read, not a usage error that reads none (clap's path parser's).
    #[arg(
        value_name = "INPUT",
        help_heading = None,
        value_parser = TypedValueParser::map(clap::builder::OsStringValueParser::new(), PathBuf::from)
    )]
    pub inputs: Vec<PathBuf>,

    /// The input format; `auto` detects it for each input.
    #[arg(short, long, value_enum, value_name = "FORMAT", default_value_t = InputFormat::Auto)]
    pub input_format: InputFormat,

    #[command(flatten)]
    pub walk: WalkOptions,
}

/// How directories are walked: for the inputs of most commands, and for `generate --from`.
#[derive(Debug, Args)]
pub struct WalkOptions {
    /// Read hidden files and directories too (`.git` still needs
    /// --no-ignore).
    #[arg(long, help_heading = WALKING)]
    pub hidden: bool,

    /// Read what the ignore files exclude (.gitignore, .ignore,
    /// .git/info/exclude, git's global excludes file), documentation (*.md, *.rst, *.adoc, *.html)
    /// and git's own files.
    #[arg(long, help_heading = WALKING)]
    pub no_ignore: bool,

    /// Honour .gitignore files outside git repositories too.
    #[arg(long, help_heading = WALKING)]
    pub no_require_git: bool,

    /// Follow symbolic links below directories (to files and to folders; a loop is reported).
    /// Without it they are skipped and counted.
    #[arg(short = 'L', long, help_heading = WALKING)]
    pub follow: bool,

    /// Read only files matching GLOB (gitignore syntax, relative to the
    /// directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and
    /// --hidden for the files it matches.
    #[arg(short = 'g', long = "glob", value_name = "GLOB", value_parser = check_glob,
          help_heading = WALKING)]
    pub globs: Vec<String>,
}

impl WalkOptions {
    /// The first of these options given, as it is spelled, if any.
    pub fn given(&self) -> Option<&'static str> {
        [
            (self.hidden, "--hidden"),
            (self.no_ignore, "--no-ignore"),
            (self.no_require_git, "--no-require-git"),
            (self.follow, "--follow"),
            (!self.globs.is_empty(), "--glob"),
        ]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name))
    }

    pub fn config(self) -> WalkConfig {
        WalkConfig {
            read_hidden: self.hidden,
            read_ignored: self.no_ignore,
            gitignore_outside_repos: self.no_require_git,
            follow_links: self.follow,
            globs: self.globs,
        }
    }
}

impl InputOptions {
    pub fn config(self) -> InputConfig {
        InputConfig {
            paths: self.inputs,
            format: self.input_format.forced(),
            walk: self.walk.config(),
        }
    }
}

/// How a batch of inputs is run and reported.
#[derive(Debug, Args)]
#[command(next_help_heading = "Batch")]
pub struct BatchOptions {
    /// Write one result file per input file under DIR (mirroring paths below each INPUT
    /// directory; standard input becomes DIR/stdin) instead of standard output. Files appear
    /// whole or not at all. With JSON output they are named `.ndjson`.
    #[arg(long, value_name = "DIR", value_hint = clap::ValueHint::DirPath)]
    pub out_dir: Option<PathBuf>,

    #[command(flatten)]
    pub run: RunOptions,
}

impl BatchOptions {
    pub fn config(self) -> BatchConfig {
        BatchConfig {
            out_dir: self.out_dir,
            ..self.run.config()
        }
    }
}

/// How any parallel run is run and reported, with or without input files.
#[derive(Debug, Args)]
pub struct RunOptions {
    /// Worker threads [default: all cores; 0 also means all cores]. Output is identical for
    /// every number.
    #[arg(
        short = 'j',
        long = "threads",
        value_name = "N",
        value_parser = parse_threads,
        allow_negative_numbers = true
    )]
    pub threads: Option<usize>,

    /// Show a progress bar on standard error: `auto` only when it is a terminal.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ProgressArg::Auto)]
    pub progress: ProgressArg,

    /// Print the summary line (puzzles, time, outcomes) on standard error even when it is not
    /// a terminal, where it is left out by default.
    // One choice with `--quiet`: the last given wins, as for any option given twice (an alias
    // holding `-q` still lets a run ask for `--stats`).
    #[arg(long, overrides_with = "quiet")]
    pub stats: bool,

    /// Print no summary at the end, not even on a terminal (messages about bad puzzles still
    /// appear).
    #[arg(short, long, overrides_with = "stats")]
    pub quiet: bool,
}

impl RunOptions {
    /// The settings, writing to standard output.
    pub fn config(self) -> BatchConfig {
        BatchConfig {
            threads: config::threads(self.threads),
            out_dir: None,
            progress: match self.progress {
                ProgressArg::Auto => ProgressWhen::Auto,
                ProgressArg::Always => ProgressWhen::Always,
                ProgressArg::Never => ProgressWhen::Never,
            },
            summary: match (self.quiet, self.stats) {
                (true, _) => SummaryWhen::Never,
                (false, true) => SummaryWhen::Always,
                (false, false) => SummaryWhen::Auto,
            },
            out_extension: None,
        }
    }
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
pub enum ProgressArg {
    /// Only when standard error is a terminal.
    Auto,
    /// Always, even when standard error is redirected.
    Always,
    /// Never.
    Never,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorArg {
    /// Only on a terminal, and not with NO_COLOR set or TERM=dumb.
    Auto,
    /// Always, even into a pipe or a file.
    Always,
    /// Never.
    Never,
}

impl ColorArg {
    pub fn choice(self) -> anstream::ColorChoice {
        match self {
            ColorArg::Auto => anstream::ColorChoice::Auto,
            ColorArg::Always => anstream::ColorChoice::AlwaysAnsi,
            ColorArg::Never => anstream::ColorChoice::Never,
        }
    }
}

/// The line printed in place of a failed puzzle, for text output that lines up with input.
#[derive(Debug, Args)]
pub struct PlaceholderOption {
    /// In text output, print MARK (`-` unless given) where a puzzle failed: on a line of its
    /// own, or after the puzzle's label on its line (`12. -`, `1,-`) in the input's own
    /// format, so that output has one entry per input position and lines up with it under
    /// `paste` or `join`. The reason still goes to standard error.
    #[arg(long, value_name = "MARK", num_args = 0..=1, require_equals = true,
          default_missing_value = sudoku::format::PLACEHOLDER, value_parser = parse_placeholder, help_heading = "Output")]
    pub placeholder: Option<String>,
}

/// A placeholder must be one line, or it would break the alignment it is for; and it must be
/// read back as an entry, so not blank and not a comment, which reading passes over.
fn parse_placeholder(mark: &str) -> Result<String, String> {
    if mark.contains(['\n', '\r']) {
        return Err("a placeholder must fit on one line".to_string());
    }
    if mark.trim().is_empty() {
        return Err(
            "a blank placeholder would read back as nothing; give a mark such as - \
                    or NA"
                .to_string(),
        );
    }
    let start = mark.trim_start();
    if start.starts_with(['#', ';']) || start.starts_with("//") {
        return Err(format!(
            "`{mark}` would read back as a comment, not as a failed puzzle; give a mark such \
             as - or NA"
        ));
    }
    Ok(mark.to_string())
}

/// `--limit N` for `--count` and `--all`: a person's message for 0, not a range.
pub fn parse_limit(text: &str) -> Result<u64, String> {
    match whole_number(text, "limit", 1)? {
        0 => Err("a limit of 0 would stop before the first solution; \
                  give 1 or more (a large limit such as 1000000 counts exactly)"
            .to_string()),
        n => Ok(n),
    }
}

/// `-n N` of `generate`: how many puzzles, 0 or more.
pub fn parse_count(text: &str) -> Result<u64, String> {
    whole_number(text, "count", 0)
}

/// `--attempts N` of `generate`: 1 or more.
pub fn parse_attempts(text: &str) -> Result<u64, String> {
    match whole_number(text, "number of attempts", 1)? {
        0 => Err("0 attempts would make no puzzle; give 1 or more".to_string()),
        n => Ok(n),
    }
}

/// `-j N`: worker threads, 0 for all cores.
pub fn parse_threads(text: &str) -> Result<usize, String> {
    let n = whole_number(text, "number of threads", 0)?;
    usize::try_from(n).map_err(|_| format!("`{text}` is more threads than this machine can count"))
}

/// A whole number up to 2^64 - 1 given to the option that reads `what` (which takes `least` or
/// more: the caller says why a smaller one is refused), said in words when it is not one: the
/// parser's own words (`invalid digit found in string`) name no number, and a negative one
/// would otherwise be taken for an option.
pub fn whole_number(text: &str, what: &str, least: u64) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) => Ok(n),
        Err(e) if *e.kind() == std::num::IntErrorKind::PosOverflow => Err(format!(
            "`{text}` is more than the largest {what}, {}",
            u64::MAX
        )),
        Err(_) if is_negative(text) => Err(format!(
            "`{text}` is negative: a {what} is a whole number from {least} up"
        )),
        Err(_) => Err(format!(
            "`{text}` is not a whole number: a {what} is written in decimal digits"
        )),
    }
}

/// Whether `text` is a negative whole number, `-1` (not `-`, `-0` nor `-x`).
fn is_negative(text: &str) -> bool {
    text.strip_prefix('-')
        .and_then(|magnitude| magnitude.parse::<u64>().ok())
        .is_some_and(|n| n > 0)
}

/// `--blank CHAR`: one character the compact and line readers read back as a blank, so that
/// what `format` writes is never lost on reading (`#` would make a line a comment) nor refused.
pub fn parse_blank(text: &str) -> Result<char, String> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if ('1'..='9').contains(&c) => {
            Err(format!("`{c}` is a digit; a blank must not look like one"))
        }
        (Some(c), None) if sudoku::format::reads_as_blank(c) => Ok(c),
        (Some(c), None) => Err(format!(
            "`{c}` would not read back as a blank; use one of 0 . x X * _"
        )),
        _ => Err(format!("`{text}` is not one character")),
    }
}
