//! Standard streams that wait when they would block.
//!
//! A parent process may leave standard input or output in non-blocking mode (Node's child
//! processes, some IDE runners, a shell after such a program): a read with nothing yet to read,
//! or a write to a full pipe, then fails with "Resource temporarily unavailable" rather than
//! waiting, and a run of a million puzzles would stop after the first 64 KB. These wrappers
//! wait for the stream to be ready and try again, as a blocking stream would have waited.

use std::io::{self, Read, Write};

/// A stream that waits, where an operation would block, until it can go on.
pub struct Patient<T>(pub T);

impl<T: Read + Ready> Read for Patient<T> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        loop {
            match self.0.read(buf) {
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => self.0.wait(Direction::In)?,
                result => return result,
            }
        }
    }
}

impl<T: Write + Ready> Write for Patient<T> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        loop {
            match self.0.write(buf) {
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => self.0.wait(Direction::Out)?,
                result => return result,
            }
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        loop {
            match self.0.flush() {
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => self.0.wait(Direction::Out)?,
                result => return result,
            }
        }
    }
}

/// Which way a stream is waited on.
#[derive(Clone, Copy)]
pub enum Direction {
    In,
    Out,
}

/// A stream whose readiness can be waited for.
pub trait Ready {
    /// Waits until the stream can be read from or written to without blocking.
    fn wait(&self, direction: Direction) -> io::Result<()>;
}

#[cfg(unix)]
impl<T: std::os::fd::AsFd> Ready for T {
    fn wait(&self, direction: Direction) -> io::Result<()> {
        use rustix::event::{PollFd, PollFlags, poll};
        let flags = match direction {
            Direction::In => PollFlags::IN,
            Direction::Out => PollFlags::OUT,
        };
        let mut fds = [PollFd::new(self, flags)];
        loop {
            match poll(&mut fds, None) {
                Err(rustix::io::Errno::INTR) => continue,
                // Ready, or closed (POLLHUP, POLLERR): the next try tells which.
                other => return other.map(drop).map_err(io::Error::from),
            }
        }
    }
}

#[cfg(not(unix))]
impl<T> Ready for T {
    fn wait(&self, _direction: Direction) -> io::Result<()> {
        // Elsewhere, a short pause before trying again.
        std::thread::sleep(std::time::Duration::from_millis(1));
        Ok(())
    }
}
