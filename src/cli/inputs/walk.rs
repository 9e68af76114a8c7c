//! Walking a directory INPUT the way ripgrep and fd do, with their walker (the `ignore` crate):
//! hidden entries, paths excluded by ignore files or `-g` globs, and binary files are skipped,
//! and every skip is counted so that nothing vanishes without a word in the summary.
//!
//! The walker does not say what it left out, so the count is taken beside it: the children of
//! every directory it entered, less the ones it gave back. A skipped directory counts once; the
//! walker never looks inside it, and neither does the count.

use std::collections::HashSet;
use std::ffi::OsStr;
use std::fmt;
use std::fs::{self, File};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use ignore::WalkBuilder;
use ignore::overrides::{Override, OverrideBuilder};
use sudoku::format::WideText;

use crate::cli::config::WalkConfig;

/// How much of a file is looked at for a NUL byte, the mark of a binary file. Git looks at the
/// first 8000 bytes; text in any format we read never holds a NUL.
const BINARY_PROBE_BYTES: usize = 8 * 1024;

/// Globs for files that sit beside puzzle collections in repositories and never hold puzzle data:
/// documentation (a README's prose could only give errors) and git's own files. They act as an
/// ignore file would: `--no-ignore` reads them, and a `-g` glob that names them wins.
const NEVER_PUZZLES: &[&str] = &[
    "!*.md",
    "!*.markdown",
    "!*.rst",
    "!*.adoc",
    "!*.html",
    "!*.htm",
    "!.gitignore",
    "!.ignore",
    "!.gitattributes",
    "!.gitmodules",
];

/// How many entries below directory INPUTs were skipped, by reason.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Skipped {
    /// Names starting with `.`, while `--hidden` is off.
    pub hidden: u64,
    /// Excluded by an ignore file, a `-g` glob, or the rule that `.git` is never read.
    pub ignored: u64,
    /// Files with a NUL byte near their start.
    pub binary: u64,
    /// Symbolic links, while `-L` is off.
    pub links: u64,
    /// Of the ignored, the files standard output and standard error write to (never read,
    /// whatever the options).
    pub output: u64,
}

impl Skipped {
    pub fn total(&self) -> u64 {
        self.hidden + self.ignored + self.binary + self.links
    }

    pub fn add(&mut self, other: Skipped) {
        self.hidden += other.hidden;
        self.ignored += other.ignored;
        self.binary += other.binary;
        self.links += other.links;
        self.output += other.output;
    }

    /// The words for the summary line, such as `3 skipped (2 hidden, 1 binary)`, or `None` when
    /// nothing was skipped.
    pub fn summary(&self) -> Option<String> {
        (self.total() > 0).then(|| self.to_string())
    }

    /// The options that read what was skipped, as far as `config` tells why: `--hidden` for
    /// hidden files; `--no-ignore` for ignored ones when no `-g` glob was given (a glob may
    /// have left them out, which `--no-ignore` would not read; so may the rule that the file
    /// standard output writes to is never read, a rare case). With a glob, where it may have
    /// left them out, how globs are matched: a glob written from where the command ran
    /// (`-g 'DIR/a.txt'`) matches nothing below DIR.
    pub fn remedy(&self, config: &WalkConfig) -> String {
        let mut options = Vec::new();
        if self.hidden > 0 {
            options.push("--hidden reads hidden files");
        }
        let ignored = self.ignored - self.output;
        if ignored > 0 && config.globs.is_empty() && !config.read_ignored {
            options.push("--no-ignore reads what ignore files exclude");
        }
        if ignored > 0 && !config.globs.is_empty() {
            options.push("-g globs match paths relative to the folder walked (`sub/*.txt`)");
        }
        if self.links > 0 {
            options.push("-L follows symbolic links");
        }
        options.iter().map(|option| format!("; {option}")).collect()
    }
}

impl fmt::Display for Skipped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The files this run writes to are told apart from those ignore files exclude, which
        // `--no-ignore` would read.
        let links = if self.links == 1 { "link" } else { "links" };
        let reasons: Vec<String> = [
            (self.hidden, "hidden"),
            (self.ignored - self.output, "ignored"),
            (self.output, "written by this run"),
            (self.binary, "binary"),
            (self.links, links),
        ]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, why)| format!("{n} {why}"))
        .collect();
        write!(f, "{} skipped ({})", self.total(), reasons.join(", "))
    }
}

/// What walking one directory gave.
#[derive(Debug, Default)]
pub struct Walked {
    /// The regular files to read, sorted by the bytes of their paths.
    pub files: Vec<PathBuf>,
    /// Paths that could not be walked, with why, sorted by path.
    pub problems: Vec<(String, io::Error)>,
    /// Trouble that did not stop the walk, such as a malformed line in an ignore file.
    pub warnings: Vec<String>,
    pub skipped: Skipped,
}

/// Walks `root` as `config` says. Symbolic links below it are followed only with `-L`, as with
/// `find -L`; otherwise they are counted among the skipped (ripgrep passes them over without a
/// word, and a collection kept as links read as no files at all). With `skip_stdout`, the file
/// standard output writes to is left out.
pub fn walk(root: &Path, config: &WalkConfig, skip_stdout: bool) -> Walked {
    let mut walked = Walked::default();
    let mut builder = WalkBuilder::new(root);
    builder
        .standard_filters(!config.read_ignored)
        .hidden(!config.read_hidden)
        .require_git(!config.gitignore_outside_repos)
        .follow_links(config.follow_links)
        // `sudoku solve DIR > DIR/solved.txt` must not read its own output as it grows (with
        // `--out-dir` nothing is written there, and that file is read as any other).
        .skip_stdout(skip_stdout);
    if !config.read_ignored {
        // Git's own files are never puzzles, even with `--hidden` (as fd does).
        builder.filter_entry(|entry| entry.file_name() != ".git");
    }
    let built_in = if config.read_ignored {
        &[][..]
    } else {
        NEVER_PUZZLES
    };
    if !(built_in.is_empty() && config.globs.is_empty()) {
        match overrides(root, built_in, &config.globs) {
            Ok(globs) => {
                builder.overrides(globs);
            }
            Err(error) => {
                let error = io::Error::other(error.to_string());
                walked.problems.push((root.display().to_string(), error));
                return walked;
            }
        }
    }

    let mut given_back = HashSet::new();
    let mut directories = Vec::new();
    for result in builder.build() {
        match result {
            Ok(entry) => {
                if let Some(error) = entry.error() {
                    walked.warnings.push(error.to_string());
                }
                // A root given as a link to a folder is walked as that folder (the walker
                // follows it), though the entry names a link: its skipped files count too.
                let root_folder = entry.depth() == 0 && entry.path().is_dir();
                match entry.file_type() {
                    Some(kind) if kind.is_dir() || root_folder => {
                        directories.push(entry.path().to_path_buf())
                    }
                    Some(kind) if kind.is_file() => walked.files.push(entry.path().to_path_buf()),
                    // Given back only when not followed (a followed link has its target's kind).
                    Some(kind) if kind.is_symlink() => walked.skipped.links += 1,
                    _ => {}
                }
                given_back.insert(entry.into_path());
            }
            Err(error) => {
                let (path, error) = unreadable(error, root);
                // Reported as a problem, it is not counted among the skipped too.
                walked.problems.push((path.display().to_string(), error));
                given_back.insert(path);
            }
        }
    }

    walked
        .skipped
        .add(left_out(&directories, &given_back, config, skip_stdout));
    // Nor its messages as they grow (`sudoku solve DIR 2> DIR/errors.txt`), whatever the
    // results go to: skipped as standard output's file is, rather than refused as a file named
    // on the command line is.
    if let Some(errors) = stderr_file_id() {
        walked.files.retain(|path| {
            let is_errors = file_id(path) == Some(errors);
            walked.skipped.ignored += u64::from(is_errors);
            walked.skipped.output += u64::from(is_errors);
            !is_errors
        });
    }
    walked.files.retain(|path| {
        let binary = is_binary(path);
        walked.skipped.binary += u64::from(binary);
        !binary
    });
    walked
        .files
        .sort_by(|a, b| a.as_os_str().cmp(b.as_os_str()));
    walked.problems.sort_by(|a, b| a.0.cmp(&b.0));
    walked
}

/// The device and inode of the regular file standard error writes to, if it writes to one.
fn stderr_file_id() -> Option<(u64, u64)> {
    #[cfg(unix)]
    return crate::cli::stdio::stderr_file_id();
    #[cfg(not(unix))]
    None
}

/// The device and inode of the file at `path`, where the system has them.
fn file_id(path: &Path) -> Option<(u64, u64)> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        fs::metadata(path).ok().map(|meta| (meta.dev(), meta.ino()))
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        None
    }
}

/// Checks a `-g` glob, for the command line: the message says what is wrong with it.
pub fn check_glob(glob: &str) -> Result<String, String> {
    OverrideBuilder::new("")
        .add(glob)
        .map(|_| glob.to_string())
        .map_err(|error| error.to_string())
}

/// The built-in and `-g` globs as the walker's overrides, matched relative to `root`. The last
/// glob that matches decides, so the user's come after the built-in ones.
fn overrides(root: &Path, built_in: &[&str], globs: &[String]) -> Result<Override, ignore::Error> {
    let mut builder = OverrideBuilder::new(root);
    for glob in built_in
        .iter()
        .copied()
        .chain(globs.iter().map(String::as_str))
    {
        builder.add(glob)?;
    }
    builder.build()
}

/// The regular files, directories and symbolic links in `directories` that the walker did not
/// give back. Other kinds (sockets, FIFOs) are left out of the count: they are never read. With
/// `skip_stdout`, the file standard output writes to is told apart among the ignored.
fn left_out(
    directories: &[PathBuf],
    given_back: &HashSet<PathBuf>,
    config: &WalkConfig,
    skip_stdout: bool,
) -> Skipped {
    #[cfg(unix)]
    let output = skip_stdout
        .then(crate::cli::stdio::stdout_file_id)
        .flatten();
    #[cfg(not(unix))]
    let output: Option<(u64, u64)> = None;
    let is_output = |child: &fs::DirEntry| {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            let id = child.metadata().ok().map(|meta| (meta.dev(), meta.ino()));
            output.is_some() && id == output
        }
        #[cfg(not(unix))]
        {
            let _ = (child, output);
            false
        }
    };
    let mut skipped = Skipped::default();
    for directory in directories {
        // The walker has already reported a directory it could not list.
        let Ok(children) = fs::read_dir(directory) else {
            continue;
        };
        for child in children.flatten() {
            let counted = child
                .file_type()
                .is_ok_and(|kind| kind.is_file() || kind.is_dir() || kind.is_symlink());
            if !counted || given_back.contains(&child.path()) {
                continue;
            }
            if !config.read_hidden && is_hidden(&child.file_name()) {
                skipped.hidden += 1;
            } else {
                skipped.ignored += 1;
                skipped.output += u64::from(is_output(&child));
            }
        }
    }
    skipped
}

fn is_hidden(name: &OsStr) -> bool {
    name.as_encoded_bytes().first() == Some(&b'.')
}

/// Whether the file has a NUL byte in its first block, unless that block is text but for a
/// few stray NULs: a collection damaged by a bad copy is still read (its damaged line is
/// reported), where a build or an archive is not. A UTF-16 file (a NUL every other byte, what
/// PowerShell's `>` writes) is text, and is read to be reported as what it is, with how to
/// convert it: skipped, its puzzles were lost without a word. A file that cannot be read is not
/// called binary: reading it later reports the real trouble.
fn is_binary(path: &Path) -> bool {
    let Ok(file) = File::open(path) else {
        return false;
    };
    let mut start = Vec::with_capacity(BINARY_PROBE_BYTES);
    match file.take(BINARY_PROBE_BYTES as u64).read_to_end(&mut start) {
        Ok(_) => looks_binary(&start),
        Err(_) => false,
    }
}

/// [`is_binary`] of a file that starts with `block`: a NUL byte there, and either more than
/// one byte in a hundred is NUL or the rest is not UTF-8 (the block may cut a character short
/// at its end).
fn looks_binary(block: &[u8]) -> bool {
    let nuls = memchr::memchr_iter(0, block).count();
    // UTF-32 only with its mark: without one, it cannot be told from an array of small numbers.
    let wide = match sudoku::format::wide_text(block) {
        Some(WideText::Utf32) => {
            block.starts_with(b"\xFF\xFE\0\0") || block.starts_with(b"\0\0\xFE\xFF")
        }
        Some(WideText::Utf16) => true,
        None => false,
    };
    if nuls == 0 || wide {
        return false;
    }
    let text = match std::str::from_utf8(block) {
        Ok(_) => true,
        Err(error) => error.error_len().is_none(),
    };
    nuls * 100 > block.len() || !text
}

/// A walker error as the path it concerns (`root` when it names none) and an I/O error.
fn unreadable(error: ignore::Error, root: &Path) -> (PathBuf, io::Error) {
    match error {
        ignore::Error::WithDepth { err, .. } => unreadable(*err, root),
        // A link to nothing, met only with `-L`, would say "No such file or directory" of a
        // path that `ls` shows.
        ignore::Error::WithPath { path, err } => match into_io(*err) {
            error if error.kind() == io::ErrorKind::NotFound && path.is_symlink() => {
                (path, io::Error::other("a symbolic link to nothing"))
            }
            error => (path, error),
        },
        // Met only with `-L`: the link is named, not the folder walked.
        ignore::Error::Loop { ancestor, child } => {
            let why = format!(
                "a symbolic link to {}, a folder it lies in: not followed again",
                ancestor.display()
            );
            (child, io::Error::other(why))
        }
        other => (root.to_path_buf(), into_io(other)),
    }
}

/// The walker's error as an I/O error that says only what went wrong: the caller names the
/// path, which the directory walker's own errors repeat (`IO error for operation on d: …`), so
/// the system's error inside is taken where there is one.
fn into_io(error: ignore::Error) -> io::Error {
    let text = error.to_string();
    match error.into_io_error() {
        Some(io) => system_error(&io).unwrap_or(io),
        None => io::Error::other(text),
    }
}

/// The system's error code inside `error`, or behind its sources, as an error of its own.
fn system_error(error: &io::Error) -> Option<io::Error> {
    let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(error);
    while let Some(inner) = cause {
        let code = inner
            .downcast_ref::<io::Error>()
            .and_then(io::Error::raw_os_error);
        if let Some(code) = code {
            return Some(io::Error::from_raw_os_error(code));
        }
        // An I/O error wrapping another error gives that error's source: the walker's error
        // gives the system's.
        cause = inner.source();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A directory the walker cannot list is reported as `d: Permission denied (os error 13)`:
    /// the walker's own error, which names the path again, gives way to the system's inside it.
    #[test]
    fn a_walk_error_says_what_went_wrong_without_the_path_again() {
        #[derive(Debug)]
        struct Walking(io::Error);
        impl fmt::Display for Walking {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "IO error for operation on d/locked: {}", self.0)
            }
        }
        impl std::error::Error for Walking {
            fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
                Some(&self.0)
            }
        }
        let denied = io::Error::from_raw_os_error(13);
        let wrapped = io::Error::new(denied.kind(), Walking(io::Error::from_raw_os_error(13)));
        let error = ignore::Error::WithPath {
            path: PathBuf::from("d/locked"),
            err: Box::new(ignore::Error::Io(wrapped)),
        };
        let (path, error) = unreadable(error, Path::new("d"));
        assert_eq!(path, Path::new("d/locked"));
        assert_eq!(error.to_string(), denied.to_string());
        // An error with no system error inside keeps its own words.
        let other = into_io(ignore::Error::Io(io::Error::other("a loop")));
        assert_eq!(other.to_string(), "a loop");
    }

    #[test]
    fn the_summary_names_only_the_reasons_that_occurred() {
        assert_eq!(Skipped::default().summary(), None);
        let skipped = Skipped {
            hidden: 2,
            binary: 1,
            ..Skipped::default()
        };
        assert_eq!(
            skipped.summary().as_deref(),
            Some("3 skipped (2 hidden, 1 binary)")
        );
    }

    /// What was skipped is told with the options that would read it: with a glob given, how
    /// globs match, since one written from where the command ran matches nothing below it.
    #[test]
    fn the_remedy_names_what_would_read_the_skipped_files() {
        let skipped = Skipped {
            hidden: 1,
            ignored: 2,
            ..Skipped::default()
        };
        let plain = WalkConfig::default();
        let remedy = skipped.remedy(&plain);
        assert!(
            remedy.contains("--hidden") && remedy.contains("--no-ignore"),
            "{remedy}"
        );
        assert!(!remedy.contains("-g globs"), "{remedy}");
        let globbed = WalkConfig {
            globs: vec!["d/a.txt".into()],
            ..WalkConfig::default()
        };
        let remedy = skipped.remedy(&globbed);
        assert!(
            remedy.contains("-g globs match paths relative to"),
            "{remedy}"
        );
        assert!(!remedy.contains("--no-ignore"), "{remedy}");
    }

    #[test]
    fn a_bad_glob_is_refused_with_the_reason() {
        assert_eq!(check_glob("!*.txt").as_deref(), Ok("!*.txt"));
        assert!(check_glob("a[").unwrap_err().contains("unclosed"));
    }

    #[test]
    fn a_nul_in_the_first_block_makes_a_file_binary_and_a_later_one_does_not() {
        let dir = tempfile::tempdir().unwrap();
        let early = dir.path().join("early");
        let late = dir.path().join("late");
        fs::write(&early, b"12345\x006789").unwrap();
        let mut text = vec![b'1'; BINARY_PROBE_BYTES];
        text.push(0);
        fs::write(&late, text).unwrap();
        assert!(is_binary(&early));
        assert!(!is_binary(&late));
        assert!(!is_binary(&dir.path().join("missing")));
    }

    /// A text file with a stray NUL is read (its puzzles would be lost otherwise), and so is a
    /// UTF-16 one, to be reported; NULs that are common, or bytes that are not UTF-8, still make
    /// a file binary.
    #[test]
    fn a_stray_nul_in_text_or_utf16_is_not_binary_but_builds_are() {
        let line =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n";
        let damaged = format!("{line}{line}x\0y\n{line}");
        assert!(!looks_binary(damaged.as_bytes()));
        assert!(!looks_binary(line.as_bytes()));
        let utf16: Vec<u8> = line.bytes().flat_map(|b| [b, 0]).collect();
        assert!(!looks_binary(&utf16));
        assert!(looks_binary(&[b'1', 0, 0, 0, b'2', 0, 0, 0, b'3', 0, 0, 0]));
        let utf32: Vec<u8> = line.bytes().flat_map(|b| [b, 0, 0, 0]).collect();
        assert!(!looks_binary(&[&[0xFF, 0xFE, 0, 0][..], &utf32].concat()));
        assert!(looks_binary(b"\0"));
        let mut build = line.repeat(3).into_bytes();
        build.extend([0, 0x7f, b'E', b'L', b'F', 0xff, 0xfe]);
        assert!(looks_binary(&build));
        // A character cut short by the end of the block is still text.
        let mut cut = damaged.into_bytes();
        cut.extend(&"é".as_bytes()[..1]);
        assert!(!looks_binary(&cut));
    }
}
