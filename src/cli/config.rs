//! The settings of a run as plain values, built once from the parsed command line: nothing past
//! this point sees clap.

use std::path::PathBuf;

use sudoku::format::Format;

/// When to draw the progress bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProgressWhen {
    /// Only when standard error is a terminal.
    Auto,
    /// Always, even when standard error is redirected.
    Always,
    /// Never.
    Never,
}

/// When to print the summary line at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SummaryWhen {
    /// Only when standard error is a terminal: scripts read the output, people the summary.
    Auto,
    /// Always (`--stats`).
    Always,
    /// Never (`--quiet`).
    Never,
}

/// Where puzzles come from.
#[derive(Debug, Clone)]
pub struct InputConfig {
    /// Files, directories and `-`; empty means standard input.
    pub paths: Vec<PathBuf>,
    /// The format to read, or `None` to detect it per input.
    pub format: Option<Format>,
    /// Which files below a directory are read.
    pub walk: WalkConfig,
}

/// Which files below a directory INPUT are read; the defaults are ripgrep's. Files named on the
/// command line are always read.
#[derive(Debug, Clone, Default)]
pub struct WalkConfig {
    /// Read hidden files and directories (names starting with `.`) too.
    pub read_hidden: bool,
    /// Read what `.gitignore`, `.ignore`, `.git/info/exclude` and git's global excludes file
    /// exclude, and `.git` itself.
    pub read_ignored: bool,
    /// Honour a `.gitignore` outside a git repository too.
    pub gitignore_outside_repos: bool,
    /// Follow symbolic links below the directory (`-L`), as `find -L` does; without it they are
    /// skipped and counted.
    pub follow_links: bool,
    /// `-g` globs in gitignore syntax, matched relative to the directory walked: a file must
    /// match one (if any is given without `!`), and must not match one starting with `!`.
    pub globs: Vec<String>,
}

/// How a batch is run and reported.
#[derive(Debug, Clone)]
pub struct BatchConfig {
    /// Worker threads, at least 1.
    pub threads: usize,
    pub out_dir: Option<PathBuf>,
    pub progress: ProgressWhen,
    pub summary: SummaryWhen,
    /// Under `--out-dir`, the extension result files take instead of their input's (`ndjson`
    /// when every result is JSON).
    pub out_extension: Option<&'static str>,
}

impl BatchConfig {
    /// The settings for a command whose output format is `output` (`None`: each input's own):
    /// when every result is JSON, `--out-dir` files are named `.ndjson`.
    pub fn with_output(self, output: Option<Format>) -> BatchConfig {
        BatchConfig {
            out_extension: (output == Some(Format::Json)).then_some("ndjson"),
            ..self
        }
    }
}

/// More threads than this gain nothing on any machine and cost time and memory to create.
pub const MAX_THREADS: usize = 256;

/// The worker threads for a request: `None` or 0 means every core; at most [`MAX_THREADS`].
pub fn threads(requested: Option<usize>) -> usize {
    match requested {
        None | Some(0) => std::thread::available_parallelism().map_or(1, usize::from),
        Some(n) => n,
    }
    .min(MAX_THREADS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_means_every_core_and_huge_requests_are_capped() {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        assert_eq!(threads(None), cores.min(MAX_THREADS));
        assert_eq!(threads(Some(0)), threads(None));
        assert_eq!(threads(Some(3)), 3);
        assert_eq!(threads(Some(20_000)), MAX_THREADS);
    }
}
