//! Turning INPUT arguments into the ordered list of sources to read.
//!
//! A directory stands for the regular files below it that [`walk`] keeps (hidden, ignored and
//! binary files are skipped and counted), in the order `find DIR -type f | sort` gives (byte
//! order of the whole path), so runs are reproducible whatever the file system's own order. A
//! file named on the command line is always read, but for the files this run writes to:
//! standard error's, and standard output's when the results go there ([`Results`]).

mod walk;

use std::borrow::Cow;
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use super::config::WalkConfig;
use super::patient::Patient;
use super::stdio::{check_not_output, check_stdin_open};

pub use walk::{Skipped, check_glob};

/// Read buffer size: large enough that reading costs one system call per few thousand puzzles.
const READ_BUFFER_BYTES: usize = 256 * 1024;

/// Where a run writes its results, which decides whether an input may be the file standard
/// output writes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Results {
    /// To standard output. Reading the file it writes to would read this run's own results as
    /// they grow (`sudoku solve a.txt >> a.txt` would never end): that input is refused when
    /// opened ([`check_not_output`]), and a directory walk skips that file.
    Stdout,
    /// To files under `--out-dir`. Nothing is written to standard output, so its file is read
    /// as any other (`sudoku solve a.txt --out-dir od >> a.txt`).
    OutDir,
}

/// One input to read: a file or standard input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// How messages and JSON name it: the path as given (below a directory, joined to it), or
    /// `-` for standard input.
    pub name: String,
    /// The file to read, `None` for standard input.
    pub path: Option<PathBuf>,
    /// Where its results go below `--out-dir`.
    pub out_name: PathBuf,
    pub opening: Opening,
}

/// How a source's file is opened, by how it was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opening {
    /// Named on the command line (or standard input): opened as given, a link followed.
    AsNamed,
    /// Found below a directory INPUT as a regular file: read only if it still is one when
    /// opened ([`open_walked`]), and through a link only when the walk followed links (`-L`).
    Walked { follow_links: bool },
}

impl Source {
    /// The name as text output and messages show it: see [`shown`].
    pub fn shown(&self) -> Cow<'_, str> {
        shown(&self.name)
    }

    fn stdin() -> Source {
        Source {
            name: "-".to_string(),
            path: None,
            out_name: PathBuf::from("stdin"),
            opening: Opening::AsNamed,
        }
    }

    pub(super) fn file(path: PathBuf, out_name: PathBuf, opening: Opening) -> Source {
        Source {
            name: path.display().to_string(),
            path: Some(path),
            out_name,
            opening,
        }
    }

    /// Opens the source for reading; refuses it if it is the file standard error writes to,
    /// or standard output when `results` go there ([`check_not_output`]).
    pub fn open(&self, results: Results) -> io::Result<Input> {
        let to_stdout = results == Results::Stdout;
        match &self.path {
            None => {
                check_stdin_open()?;
                check_not_output(None, to_stdout)?;
                Ok(Input::Stdin(BufReader::with_capacity(
                    READ_BUFFER_BYTES,
                    Patient(io::stdin()),
                )))
            }
            Some(path) => {
                let file = match self.opening {
                    Opening::Walked { follow_links } => open_walked(path, follow_links)?,
                    Opening::AsNamed => File::open(path)?,
                };
                check_not_output(Some(&file), to_stdout)?;
                Ok(Input::File(BufReader::with_capacity(
                    READ_BUFFER_BYTES,
                    file,
                )))
            }
        }
    }
}

/// A file name as text output and messages show it, its control characters escaped as Rust
/// writes them (`\n`, `\u{1b}`): a newline in a name split a `validate` line in two, and a
/// terminal's escape codes in one reached the terminal. JSON writes the name exact.
pub fn shown(name: &str) -> Cow<'_, str> {
    if !name.chars().any(char::is_control) {
        return Cow::Borrowed(name);
    }
    let escape = |c: char| match c.is_control() {
        true => c.escape_debug().to_string(),
        false => c.to_string(),
    };
    Cow::Owned(name.chars().map(escape).collect())
}

/// An input found on the command line: a source to read, or a path that cannot be.
#[derive(Debug)]
pub enum Found {
    Source(Source),
    Unreadable { name: String, error: io::Error },
}

/// The INPUT arguments expanded: what to read, in order, and what was left out.
#[derive(Debug, Default)]
pub struct Expansion {
    pub found: Vec<Found>,
    /// Entries below directory INPUTs that were skipped.
    pub skipped: Skipped,
    /// Trouble that did not stop a walk, such as a malformed line in an ignore file.
    pub warnings: Vec<String>,
    /// Directory INPUTs that gave no file to read, each with what its walk skipped: an input
    /// that holds no puzzle, an error for that input (in a run that reads others too, it
    /// would otherwise pass unseen, as a mistyped folder does).
    pub empty: Vec<(String, Skipped)>,
}

/// Expands the INPUT arguments, in order; no INPUT means standard input. When `results` go to
/// standard output, a directory walk skips the file it writes to.
pub fn expand(inputs: &[PathBuf], config: &WalkConfig, results: Results) -> Expansion {
    let mut expansion = Expansion::default();
    if inputs.is_empty() {
        expansion.found.push(Found::Source(Source::stdin()));
        return expansion;
    }
    let mut stdin_named = false;
    for input in inputs {
        if input.as_os_str() == "-" {
            // A second `-` would find standard input drained and be taken for an empty input.
            expansion.found.push(match std::mem::replace(&mut stdin_named, true) {
                false => Found::Source(Source::stdin()),
                true => Found::Unreadable {
                    name: "-".to_string(),
                    error: io::Error::other(
                        "standard input is given twice; it is read once, where `-` first appears",
                    ),
                },
            });
            continue;
        }
        if input.as_os_str().is_empty() {
            // An empty argument (an unset shell variable) names no file: said in words, where
            // the bare name would leave the message's file blank.
            expansion.found.push(Found::Unreadable {
                name: "''".to_string(),
                error: io::Error::new(
                    io::ErrorKind::NotFound,
                    "an empty INPUT names no file (an unset variable?)",
                ),
            });
            continue;
        }
        match fs::metadata(input) {
            Ok(meta) if meta.is_dir() => walk_directory(input, config, results, &mut expansion),
            Ok(_) => {
                let out_name = input
                    .file_name()
                    .map_or_else(|| PathBuf::from(input.as_os_str()), PathBuf::from);
                let source = Source::file(input.clone(), out_name, Opening::AsNamed);
                expansion.found.push(Found::Source(source));
            }
            Err(error) => expansion.found.push(Found::Unreadable {
                name: input.display().to_string(),
                error,
            }),
        }
    }
    expansion
}

/// The files below `root` that the walk keeps, each named for `--out-dir` by its path relative
/// to `root`, and the paths that could not be walked, in the order of their paths, so that a
/// folder that cannot be read is reported where its files would have been.
fn walk_directory(root: &Path, config: &WalkConfig, results: Results, expansion: &mut Expansion) {
    let walked = walk::walk(root, config, results == Results::Stdout);
    if walked.files.is_empty() && walked.problems.is_empty() {
        let name = root.display().to_string();
        expansion.empty.push((name, walked.skipped));
    }
    expansion.skipped.add(walked.skipped);
    expansion.warnings.extend(walked.warnings);
    let opening = Opening::Walked {
        follow_links: config.follow_links,
    };
    let mut problems = walked.problems.into_iter().peekable();
    for path in walked.files {
        let before =
            |(name, _): &(String, io::Error)| name.as_bytes() < path.as_os_str().as_encoded_bytes();
        while let Some((name, error)) = problems.next_if(before) {
            expansion.found.push(Found::Unreadable { name, error });
        }
        let out_name = path
            .strip_prefix(root)
            .map_or_else(|_| path.clone(), Path::to_path_buf);
        expansion
            .found
            .push(Found::Source(Source::file(path, out_name, opening)));
    }
    for (name, error) in problems {
        expansion.found.push(Found::Unreadable { name, error });
    }
}

/// Opens a file a directory walk found, refusing it if it is no longer a regular file: one
/// swapped for a FIFO since the walk would block the run on its open, and one swapped for a
/// symbolic link (to `/dev/zero`, say) would be read though the walk follows no links. With
/// `follow_links` (`-L`) a link is opened, and what it leads to must be a regular file.
fn open_walked(path: &Path, follow_links: bool) -> io::Result<File> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // Not blocking on a FIFO's open, not following a link; a regular file reads the same.
        let no_follow = if follow_links { 0 } else { libc::O_NOFOLLOW };
        options.custom_flags(libc::O_NONBLOCK | no_follow);
    }
    #[cfg(not(unix))]
    let _ = follow_links;
    let changed = || io::Error::other("it is no longer a regular file (it changed during the run)");
    let file = options.open(path).map_err(|error| {
        #[cfg(unix)]
        if error.raw_os_error() == Some(libc::ELOOP) {
            return changed();
        }
        error
    })?;
    if !file.metadata()?.is_file() {
        return Err(changed());
    }
    Ok(file)
}

/// An open source: one type for files and standard input so that readers need no boxing.
pub enum Input {
    File(BufReader<File>),
    Stdin(BufReader<Patient<io::Stdin>>),
}

impl Input {
    /// True when reading the next puzzle may wait for standard input: what is already here
    /// should be processed first. Files never wait long, so for them this is always false.
    pub fn is_drained(&self) -> bool {
        match self {
            Input::File(_) => false,
            Input::Stdin(r) => !holds_a_data_line(r.buffer()),
        }
    }
}

/// Whether `buffered` holds a whole line that may be part of a puzzle. Blank lines, comments
/// and rules (`+-----+`, `====`, a box's bottom edge) that end a block cannot give a puzzle
/// without more input, so a writer that sends a block and its closing line, then waits for the
/// answer, must not be kept waiting by them. Counting a line of the rest as data could only
/// hold an answer back; counting one as none only hands over a smaller chunk.
fn holds_a_data_line(buffered: &[u8]) -> bool {
    let data = |b: &u8| b.is_ascii_alphanumeric() || b"._{:".contains(b);
    // Nearly always the next line is a puzzle's, whole if a newline follows (found by memchr):
    // the test runs after every puzzle read, and walking lines byte by byte there cost a
    // fast conversion of standard input two thirds more time.
    if buffered.first().is_some_and(data) {
        return memchr::memchr2(b'\n', b'\r', buffered).is_some();
    }
    // A lone `\r` ends a line too (`LineReader`).
    let mut lines = buffered.split(|&b| b == b'\n' || b == b'\r');
    // The last piece has no newline yet: reading it waits.
    lines.next_back();
    lines.any(|line| {
        let line = line.trim_ascii();
        !line.starts_with(b"#") && line.iter().any(data)
    })
}

impl Read for Input {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Input::File(r) => r.read(buf),
            Input::Stdin(r) => r.read(buf),
        }
    }
}

impl BufRead for Input {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        match self {
            Input::File(r) => r.fill_buf(),
            Input::Stdin(r) => r.fill_buf(),
        }
    }

    fn consume(&mut self, amount: usize) {
        match self {
            Input::File(r) => r.consume(amount),
            Input::Stdin(r) => r.consume(amount),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(found: &[Found]) -> Vec<String> {
        found
            .iter()
            .map(|f| match f {
                Found::Source(s) => s.name.clone(),
                Found::Unreadable { name, .. } => format!("!{name}"),
            })
            .collect()
    }

    #[test]
    fn directories_expand_to_their_files_in_byte_order_of_the_path() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        fs::create_dir_all(root.join("a")).unwrap();
        for file in ["a/z.txt", "a-b.txt", "B.txt", "a/b.txt"] {
            fs::write(root.join(file), "x").unwrap();
        }
        let found = expand(
            &[root.to_path_buf()],
            &WalkConfig::default(),
            Results::Stdout,
        )
        .found;
        let relative: Vec<String> = found
            .iter()
            .map(|f| match f {
                Found::Source(s) => s.out_name.display().to_string(),
                Found::Unreadable { name, .. } => name.clone(),
            })
            .collect();
        // As `find | sort` in the C locale: "B" < "a-b" < "a/..." because '-' < '/'.
        assert_eq!(relative, ["B.txt", "a-b.txt", "a/b.txt", "a/z.txt"]);
    }

    #[test]
    fn missing_paths_are_reported_in_place_and_dash_is_stdin() {
        let config = WalkConfig::default();
        let found = expand(
            &[PathBuf::from("/no/such/file"), PathBuf::from("-")],
            &config,
            Results::Stdout,
        );
        assert_eq!(names(&found.found), ["!/no/such/file", "-"]);
        assert_eq!(names(&expand(&[], &config, Results::Stdout).found), ["-"]);
    }

    /// A file the walk found that was swapped, before it was opened, for a FIFO or a link is
    /// refused at once: opening the FIFO blocked the run for good, and the link was read.
    #[cfg(unix)]
    #[test]
    fn a_walked_file_must_still_be_a_regular_file_when_opened() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("p.txt");
        fs::write(&file, "x\n").unwrap();
        let opening = Opening::Walked {
            follow_links: false,
        };
        let walked = |path: &Path| Source::file(path.to_path_buf(), PathBuf::from("p"), opening);
        assert!(walked(&file).open(Results::Stdout).is_ok());
        let link = dir.path().join("link.txt");
        std::os::unix::fs::symlink(&file, &link).unwrap();
        let fifo = dir.path().join("fifo.txt");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.is_ok_and(|status| status.success()));
        for changed in [link, fifo] {
            let Err(error) = walked(&changed).open(Results::Stdout) else {
                panic!("{} was opened", changed.display());
            };
            assert!(
                error.to_string().contains("no longer a regular file"),
                "{error}"
            );
        }
        // Named on the command line, a link is followed as the user asked.
        let named = Source::file(
            dir.path().join("link.txt"),
            PathBuf::from("p"),
            Opening::AsNamed,
        );
        assert!(named.open(Results::Stdout).is_ok());
    }
}
