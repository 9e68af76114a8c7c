//! Command-line option groups shared by several commands, as clap sees them, and their plain
//! settings. Doc comments here are the help text.

use std::path::PathBuf;

use clap::{Args, ValueEnum};

use sudoku::format::Format;

use super::config::{self, BatchConfig, InputConfig, ProgressWhen, WalkConfig};
use super::inputs::check_glob;

/// The help heading of the options that choose the files read below a directory.
const WALKING: &str = "Files below directories";

/// Where puzzles come from and how to read them.
#[derive(Debug, Args)]
pub struct InputOptions {
    /// Files, directories (the files below, recursively, in sorted path order; hidden, ignored
    /// and binary files are skipped and counted), or `-` for standard input. Without any,
    /// standard input is read. A file named here is always read.
    #[arg(value_name = "INPUT")]
    pub inputs: Vec<PathBuf>,

    /// The input format; `auto` detects it for each input.
    #[arg(short, long, value_enum, value_name = "FORMAT", default_value_t = InputFormat::Auto)]
    pub input_format: InputFormat,

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

    /// Read only files matching GLOB (gitignore syntax, relative to the
    /// directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and
    /// --hidden for the files it matches.
    #[arg(short = 'g', long = "glob", value_name = "GLOB", value_parser = check_glob,
          help_heading = WALKING)]
    pub globs: Vec<String>,
}

impl InputOptions {
    pub fn config(self) -> InputConfig {
        InputConfig {
            paths: self.inputs,
            format: self.input_format.forced(),
            walk: WalkConfig {
                read_hidden: self.hidden,
                read_ignored: self.no_ignore,
                gitignore_outside_repos: self.no_require_git,
                globs: self.globs,
            },
        }
    }
}

/// How a batch of inputs is run and reported.
#[derive(Debug, Args)]
pub struct BatchOptions {
    /// Write one result file per input file under DIR (mirroring paths below each INPUT
    /// directory; standard input becomes DIR/stdin) instead of standard output. Files appear
    /// whole or not at all.
    #[arg(long, value_name = "DIR")]
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
    #[arg(short = 'j', long = "threads", value_name = "N")]
    pub threads: Option<usize>,

    /// Show a progress bar on standard error: `auto` only when it is a terminal.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ProgressArg::Auto)]
    pub progress: ProgressArg,

    /// Print no summary at the end (messages about bad puzzles still appear).
    #[arg(short, long)]
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
            quiet: self.quiet,
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
    /// One JSON object per line with a "puzzle" field in the line form.
    Json,
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
            InputFormat::Json => Some(Format::Json),
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
    /// One JSON object per puzzle per line.
    Json,
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
            (false, OutputFormat::Json) => Some(Format::Json),
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
