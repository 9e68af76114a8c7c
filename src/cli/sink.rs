//! Where results go: standard output, or one file per input under `--out-dir`.

use std::io::{self, Write};

use super::inputs::Source;

pub enum Sink {
    Stdout(io::Stdout),
}

impl Sink {
    pub fn stdout() -> Sink {
        Sink::Stdout(io::stdout())
    }

    /// Prepares for the results of `source`; true when they start a new destination.
    pub fn begin(&mut self, _source: &Source) -> io::Result<bool> {
        match self {
            Sink::Stdout(_) => Ok(false),
        }
    }

    pub fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        match self {
            Sink::Stdout(out) => {
                let mut out = out.lock();
                out.write_all(bytes)?;
                out.flush()
            }
        }
    }

    /// The current source's results are complete.
    pub fn end(&mut self) -> io::Result<()> {
        Ok(())
    }

    /// Every source is done.
    pub fn finish(&mut self) -> io::Result<()> {
        match self {
            Sink::Stdout(out) => out.flush(),
        }
    }

    /// Drops any partial result (the run is stopping early).
    pub fn abandon(&mut self) {}
}
