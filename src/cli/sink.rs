//! Where results go: standard output, or one file per input under `--out-dir`.
//!
//! Below DIR nothing is ever written outside it, over an input, or half: `plan` refuses a
//! harmful run before anything is created, `folders` reaches every folder through open handles
//! without following symbolic links, and `atomic` makes each file appear whole or not at all.

mod atomic;
mod folders;
mod out_dir;
mod plan;

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::inputs::{Found, Source};
use super::interrupt;
use super::patient::Patient;
use out_dir::OutDir;

pub enum Sink {
    Stdout(io::Stdout),
    Dir(Box<OutDir>),
}

impl Sink {
    pub fn stdout() -> Sink {
        Sink::Stdout(io::stdout())
    }

    /// A sink writing under `root`, after checking that the inputs can be mirrored there
    /// safely: no two inputs onto one file, no input overwritten, nothing inside an input folder.
    /// A refused run creates nothing, not even `root`, and says so: no input was read.
    pub fn out_dir(root: &Path, inputs: &[PathBuf], found: &[Found]) -> anyhow::Result<Sink> {
        let nothing_done = |refused: &dyn std::fmt::Display| {
            // `:#` keeps the causes: "cannot resolve --out-dir …" alone does not say why.
            anyhow::anyhow!("{refused:#}; nothing was read or written")
        };
        plan::check(root, inputs, found).map_err(|refused| nothing_done(&refused))?;
        // A folder the system will not create (`/proc/x`, no permission) is found before any
        // input is read, too.
        let dir = OutDir::open(root).map_err(|refused| nothing_done(&refused))?;
        Ok(Sink::Dir(Box::new(dir)))
    }

    /// Prepares for the results of `source`; true when they start a new destination.
    pub fn begin(&mut self, source: &Source) -> io::Result<bool> {
        match self {
            Sink::Stdout(_) => Ok(false),
            Sink::Dir(dir) => {
                // Files are named while this is held, so a forced exit never comes half-way.
                let _writing = interrupt::writing();
                let begun = dir.begin(&source.out_name);
                dir.noted(begun)?;
                Ok(true)
            }
        }
    }

    pub fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        let _writing = interrupt::writing();
        match self {
            Sink::Stdout(out) => {
                let mut out = Patient(out.lock());
                out.write_all(bytes)
                    .and_then(|()| out.flush())
                    .map_err(standard_output)
            }
            Sink::Dir(dir) => {
                let written = dir.write(bytes);
                dir.noted(written)
            }
        }
    }

    /// Drops the current source's results, when they go to a file of their own: tells whether
    /// they did.
    pub fn drop_current(&mut self) -> bool {
        match self {
            Sink::Stdout(_) => false,
            Sink::Dir(dir) => dir.drop_current(),
        }
    }

    /// The current source's results are complete: they will appear under their name.
    pub fn end(&mut self) -> io::Result<()> {
        match self {
            Sink::Stdout(_) => Ok(()),
            Sink::Dir(dir) => {
                let _writing = interrupt::writing();
                let ended = dir.end();
                dir.noted(ended)
            }
        }
    }

    /// Every source is done.
    pub fn finish(&mut self) -> io::Result<()> {
        match self {
            Sink::Stdout(out) => Patient(out.lock()).flush().map_err(standard_output),
            Sink::Dir(dir) => {
                let _writing = interrupt::writing();
                let finished = dir.finish();
                dir.noted(finished)
            }
        }
    }

    /// Whether writing a result file failed (a full disk), as opposed to standard output.
    pub fn failed_writing_a_file(&self) -> bool {
        match self {
            Sink::Stdout(_) => false,
            Sink::Dir(dir) => dir.failed(),
        }
    }

    /// Drops any partial result (the run is stopping early); complete ones are kept.
    pub fn abandon(&mut self) {
        if let Sink::Dir(dir) = self {
            let _writing = interrupt::writing();
            let _ = dir.finish();
        }
    }
}

/// Says that an error is about standard output (`>/dev/full`, a closed descriptor), keeping its
/// kind so that a closed pipe still ends the run quietly.
fn standard_output(error: io::Error) -> io::Error {
    io::Error::new(
        error.kind(),
        format!("cannot write to standard output: {error}"),
    )
}
