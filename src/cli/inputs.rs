//! Turning INPUT arguments into the ordered list of sources to read.
//!
//! A directory stands for every regular file below it, in the order `find DIR -type f | sort`
//! gives (byte order of the whole path), so runs are reproducible whatever the file system's
//! own order. Symbolic links below a directory are not followed, as with `find -type f`.

use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

/// Read buffer size: large enough that reading costs one system call per few thousand puzzles.
const READ_BUFFER_BYTES: usize = 256 * 1024;

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
}

impl Source {
    fn stdin() -> Source {
        Source {
            name: "-".to_string(),
            path: None,
            out_name: PathBuf::from("stdin"),
        }
    }

    fn file(path: PathBuf, out_name: PathBuf) -> Source {
        Source {
            name: path.display().to_string(),
            path: Some(path),
            out_name,
        }
    }

    /// Opens the source for reading.
    pub fn open(&self) -> io::Result<Input> {
        match &self.path {
            None => Ok(Input::Stdin(BufReader::with_capacity(
                READ_BUFFER_BYTES,
                io::stdin(),
            ))),
            Some(path) => {
                let file = File::open(path)?;
                Ok(Input::File(BufReader::with_capacity(
                    READ_BUFFER_BYTES,
                    file,
                )))
            }
        }
    }
}

/// An input found on the command line: a source to read, or a path that cannot be.
#[derive(Debug)]
pub enum Found {
    Source(Source),
    Unreadable { name: String, error: io::Error },
}

/// Expands the INPUT arguments, in order; no INPUT means standard input.
pub fn expand(inputs: &[PathBuf]) -> Vec<Found> {
    if inputs.is_empty() {
        return vec![Found::Source(Source::stdin())];
    }
    let mut found = Vec::new();
    for input in inputs {
        if input.as_os_str() == "-" {
            found.push(Found::Source(Source::stdin()));
            continue;
        }
        match fs::metadata(input) {
            Ok(meta) if meta.is_dir() => walk_directory(input, &mut found),
            Ok(_) => {
                let out_name = input
                    .file_name()
                    .map_or_else(|| PathBuf::from(input.as_os_str()), PathBuf::from);
                found.push(Found::Source(Source::file(input.clone(), out_name)));
            }
            Err(error) => found.push(Found::Unreadable {
                name: input.display().to_string(),
                error,
            }),
        }
    }
    found
}

/// Every regular file below `root`, sorted by the bytes of its path.
fn walk_directory(root: &Path, found: &mut Vec<Found>) {
    let mut files = Vec::new();
    let mut problems = Vec::new();
    let mut pending = vec![root.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let entries = match fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(error) => {
                problems.push((dir, error));
                continue;
            }
        };
        for entry in entries {
            let entry = match entry {
                Ok(entry) => entry,
                Err(error) => {
                    problems.push((dir.clone(), error));
                    continue;
                }
            };
            // `file_type` does not follow symbolic links, which is what `find -type f` does.
            match entry.file_type() {
                Ok(kind) if kind.is_dir() => pending.push(entry.path()),
                Ok(kind) if kind.is_file() => files.push(entry.path()),
                Ok(_) => {}
                Err(error) => problems.push((entry.path(), error)),
            }
        }
    }
    files.sort_by(|a, b| a.as_os_str().cmp(b.as_os_str()));
    problems.sort_by(|a, b| a.0.as_os_str().cmp(b.0.as_os_str()));
    for (path, error) in problems {
        found.push(Found::Unreadable {
            name: path.display().to_string(),
            error,
        });
    }
    for path in files {
        let out_name = path
            .strip_prefix(root)
            .map_or_else(|_| path.clone(), Path::to_path_buf);
        found.push(Found::Source(Source::file(path, out_name)));
    }
}

/// An open source: one type for files and standard input so that readers need no boxing.
pub enum Input {
    File(BufReader<File>),
    Stdin(BufReader<io::Stdin>),
}

impl Input {
    /// True when the next read would wait for standard input: what is already here should be
    /// processed first. Files never wait long, so for them this is always false.
    pub fn is_drained(&self) -> bool {
        match self {
            Input::File(_) => false,
            Input::Stdin(r) => r.buffer().is_empty(),
        }
    }
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
        let found = expand(&[root.to_path_buf()]);
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
        let found = expand(&[PathBuf::from("/no/such/file"), PathBuf::from("-")]);
        assert_eq!(names(&found), ["!/no/such/file", "-"]);
        assert_eq!(names(&expand(&[])), ["-"]);
    }
}
