//! Where results go: standard output, or one file per input under `--out-dir`.
//!
//! A result file is written under a temporary name in its final folder and renamed into place
//! only when complete, so a reader (or a crash, or Ctrl-C) never sees half a file under the final
//! name. Nothing is ever written outside the output folder: its subfolders must be real folders,
//! not symbolic links pointing elsewhere, and temporary files are created exclusively.

use std::fs::{self, File, OpenOptions};
use std::io::{self, BufWriter, Write};
use std::path::{Component, Path, PathBuf};

use anyhow::{Context, bail};

use super::inputs::{Found, Source};
use super::interrupt;

pub enum Sink {
    Stdout(io::Stdout),
    Dir(OutDir),
}

pub struct OutDir {
    root: PathBuf,
    current: Option<PartialFile>,
    next_temp: u64,
}

/// A result file being written under its temporary name.
struct PartialFile {
    temp: PathBuf,
    target: PathBuf,
    file: BufWriter<File>,
}

impl Sink {
    pub fn stdout() -> Sink {
        Sink::Stdout(io::stdout())
    }

    /// A sink writing under `root`, after checking that the inputs can be mirrored there
    /// safely: no two inputs onto one file, no input overwritten, nothing inside an input folder.
    pub fn out_dir(root: &Path, inputs: &[PathBuf], found: &[Found]) -> anyhow::Result<Sink> {
        fs::create_dir_all(root)
            .with_context(|| format!("cannot create --out-dir {}", root.display()))?;
        let root_real = fs::canonicalize(root)
            .with_context(|| format!("cannot resolve --out-dir {}", root.display()))?;
        for input in inputs {
            if let Ok(input_real) = fs::canonicalize(input)
                && input_real.is_dir()
                && root_real.starts_with(&input_real)
            {
                bail!(
                    "--out-dir {} is inside the input folder {}: results must not be written \
                     into the input tree",
                    root.display(),
                    input.display()
                );
            }
        }
        let mut targets: Vec<(&Path, &Source)> = Vec::new();
        for found in found {
            let Found::Source(source) = found else {
                continue;
            };
            check_relative(&source.out_name)?;
            if let Some((_, other)) = targets.iter().find(|(t, _)| *t == source.out_name) {
                bail!(
                    "{} and {} would both be written to {}; give them separately",
                    other.name,
                    source.name,
                    root.join(&source.out_name).display()
                );
            }
            if let Some(path) = &source.path
                && let (Ok(a), Ok(b)) = (
                    fs::canonicalize(path),
                    fs::canonicalize(root.join(&source.out_name)),
                )
                && a == b
            {
                bail!(
                    "writing the results of {} to {} would overwrite the input",
                    source.name,
                    root.join(&source.out_name).display()
                );
            }
            targets.push((&source.out_name, source));
        }
        Ok(Sink::Dir(OutDir {
            root: root.to_path_buf(),
            current: None,
            next_temp: 0,
        }))
    }

    /// Prepares for the results of `source`; true when they start a new destination.
    pub fn begin(&mut self, source: &Source) -> io::Result<bool> {
        match self {
            Sink::Stdout(_) => Ok(false),
            Sink::Dir(dir) => {
                dir.abandon();
                dir.current = Some(dir.create(&source.out_name)?);
                Ok(true)
            }
        }
    }

    pub fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        let _writing = interrupt::writing();
        match self {
            Sink::Stdout(out) => {
                let mut out = out.lock();
                out.write_all(bytes)?;
                out.flush()
            }
            Sink::Dir(dir) => match &mut dir.current {
                Some(partial) => partial.file.write_all(bytes),
                None => Ok(()),
            },
        }
    }

    /// The current source's results are complete: move them into place.
    pub fn end(&mut self) -> io::Result<()> {
        match self {
            Sink::Stdout(_) => Ok(()),
            Sink::Dir(dir) => match dir.current.take() {
                Some(partial) => partial.commit(),
                None => Ok(()),
            },
        }
    }

    /// Every source is done.
    pub fn finish(&mut self) -> io::Result<()> {
        match self {
            Sink::Stdout(out) => out.flush(),
            Sink::Dir(dir) => {
                dir.abandon();
                Ok(())
            }
        }
    }

    /// Drops any partial result (the run is stopping early).
    pub fn abandon(&mut self) {
        if let Sink::Dir(dir) = self {
            dir.abandon();
        }
    }
}

/// Refuses relative output paths that could climb out of the output folder.
fn check_relative(path: &Path) -> anyhow::Result<()> {
    let escapes = path
        .components()
        .any(|c| !matches!(c, Component::Normal(_) | Component::CurDir));
    if escapes || path.as_os_str().is_empty() {
        bail!("cannot mirror {} below --out-dir", path.display());
    }
    Ok(())
}

impl OutDir {
    /// Creates the folders down to `relative`'s parent (refusing symbolic links on the way) and
    /// a fresh temporary file beside its final name.
    fn create(&mut self, relative: &Path) -> io::Result<PartialFile> {
        let target = self.root.join(relative);
        let mut folder = self.root.clone();
        if let Some(parent) = relative.parent() {
            for part in parent.components() {
                folder.push(part);
                match fs::symlink_metadata(&folder) {
                    Ok(meta) if meta.is_dir() => {}
                    Ok(_) => {
                        return Err(io::Error::other(format!(
                            "{} is not a folder (a symbolic link or a file); refusing to write \
                             through it",
                            folder.display()
                        )));
                    }
                    Err(e) if e.kind() == io::ErrorKind::NotFound => fs::create_dir(&folder)?,
                    Err(e) => return Err(e),
                }
            }
        }
        let name = target.file_name().unwrap_or_default().to_string_lossy();
        self.next_temp += 1;
        let temp = folder.join(format!(
            ".{name}.sudoku-{}-{}.tmp",
            std::process::id(),
            self.next_temp
        ));
        interrupt::track(temp.clone());
        let file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)
            .inspect_err(|_| interrupt::untrack(&temp))?;
        Ok(PartialFile {
            temp,
            target,
            file: BufWriter::with_capacity(256 * 1024, file),
        })
    }

    fn abandon(&mut self) {
        if let Some(partial) = self.current.take() {
            drop(partial.file);
            let _ = fs::remove_file(&partial.temp);
            interrupt::untrack(&partial.temp);
        }
    }
}

impl PartialFile {
    fn commit(self) -> io::Result<()> {
        let PartialFile { temp, target, file } = self;
        let result = file
            .into_inner()
            .map_err(io::IntoInnerError::into_error)
            .and_then(|_| fs::rename(&temp, &target));
        if result.is_err() {
            let _ = fs::remove_file(&temp);
        }
        interrupt::untrack(&temp);
        result.map_err(|e| {
            io::Error::new(e.kind(), format!("cannot write {}: {e}", target.display()))
        })
    }
}
