//! Facts about the standard streams that the standard library does not tell.

/// Fails when standard output was closed (`sudoku solve big.txt >&-`).
///
/// The Rust runtime reopens a closed standard descriptor on `/dev/null` before `main` runs, so
/// without this check such a run would report a million puzzles solved and write none of them.
/// Where the platform runs constructors before the runtime starts, one records whether
/// descriptor 1 was open then; elsewhere the runtime's `/dev/null` is told apart by being
/// opened read-write, where a shell's `>/dev/null` opens it write-only. Python's
/// `subprocess.DEVNULL` and Node's `'ignore'` open it read-write too, so there that guess takes
/// them for closed.
pub fn check_stdout_open() -> anyhow::Result<()> {
    #[cfg(unix)]
    if stdout_was_closed() {
        anyhow::bail!("standard output is closed: nowhere to write the results");
    }
    Ok(())
}

#[cfg(unix)]
fn stdout_was_closed() -> bool {
    match at_start::closed(libc::STDOUT_FILENO) {
        Some(closed) => closed,
        None => reopened_on_null(),
    }
}

/// Fails when standard input was closed (`sudoku solve <&-`): the runtime's `/dev/null` would
/// read as an empty input, "no puzzle found", as if the puzzles had been lost on the way. Told
/// only where the constructor of [`at_start`] ran; elsewhere such an input reads as empty.
pub fn check_stdin_open() -> std::io::Result<()> {
    #[cfg(unix)]
    if at_start::closed(libc::STDIN_FILENO) == Some(true) {
        return Err(std::io::Error::other(
            "standard input is closed: nothing to read",
        ));
    }
    Ok(())
}

/// Whether descriptors 0 and 1 were closed when the process started, recorded by a
/// constructor the loader runs before the Rust runtime (ELF's `.init_array`, Mach-O's
/// `__mod_init_func`). A constructor of a preloaded library that opened a file before this
/// one, with descriptor 1 closed, would get descriptor 1 and make it look open: the run would
/// then write its results to that file, as it would without this check.
#[cfg(unix)]
mod at_start {
    use std::sync::atomic::{AtomicU8, Ordering};

    /// Set once the constructor ran.
    const RECORDED: u8 = 1;

    /// `RECORDED`, and bit `1 + fd` for each of descriptors 0 and 1 closed then.
    static CLOSED: AtomicU8 = AtomicU8::new(0);

    /// Whether descriptor `fd` (0 or 1) was closed at the start; `None` where no constructor
    /// ran.
    pub fn closed(fd: libc::c_int) -> Option<bool> {
        let recorded = CLOSED.load(Ordering::Relaxed);
        (recorded & RECORDED != 0).then_some(recorded >> (1 + fd) & 1 == 1)
    }

    extern "C" fn record() {
        let mut recorded = RECORDED;
        for fd in [libc::STDIN_FILENO, libc::STDOUT_FILENO] {
            // SAFETY: F_GETFD only reads the descriptor's flags and is defined for any
            // descriptor number; it fails (EBADF) exactly when the descriptor is not open.
            let closed = unsafe { libc::fcntl(fd, libc::F_GETFD) } == -1;
            recorded |= u8::from(closed) << (1 + fd);
        }
        CLOSED.store(recorded, Ordering::Relaxed);
    }

    #[cfg(any(
        target_os = "linux",
        target_os = "android",
        target_os = "freebsd",
        target_os = "netbsd",
        target_os = "openbsd",
        target_os = "dragonfly",
        target_os = "illumos",
        target_os = "solaris"
    ))]
    #[used]
    #[unsafe(link_section = ".init_array")]
    static RECORD: extern "C" fn() = record;

    #[cfg(target_vendor = "apple")]
    #[used]
    #[unsafe(link_section = "__DATA,__mod_init_func")]
    static RECORD: extern "C" fn() = record;
}

/// Whether descriptor 1 is `/dev/null` opened read-write, as the runtime reopens a closed one.
#[cfg(unix)]
fn reopened_on_null() -> bool {
    use std::os::unix::fs::MetadataExt;

    let Ok(null) = std::fs::metadata("/dev/null") else {
        return false;
    };
    // SAFETY: F_GETFL only reads descriptor 1's flags and is defined for any descriptor number.
    let flags = unsafe { libc::fcntl(libc::STDOUT_FILENO, libc::F_GETFL) };
    if flags == -1 {
        // Closed after all (a runtime that does not reopen it).
        return true;
    }
    // SAFETY: `stat` is a plain struct that fstat fills in; all-zero bytes are a valid value.
    let mut stat: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: fstat writes only into `stat`, which lives for the whole call.
    if unsafe { libc::fstat(libc::STDOUT_FILENO, &mut stat) } != 0 {
        return false;
    }
    let is_null = stat.st_dev as u64 == null.dev() && stat.st_ino as u64 == null.ino();
    is_null && flags & libc::O_ACCMODE == libc::O_RDWR
}

/// Fails when `input` (standard input when `None`) is the regular file this run writes to:
/// reading it would read the run's own writing as it grows, and never end, filling the disk.
/// Standard output's file when `results_to_stdout` (`sudoku solve all.txt >> all.txt`; under
/// `--out-dir` nothing goes there); standard error's always, since every bad puzzle's message
/// goes there and would be read back as another bad puzzle (`sudoku solve all.txt 2>>
/// all.txt`). With `>` the shell has emptied the file before the run starts. (As `cat` refuses
/// "input file is output file"; a directory walk skips standard output's file.)
pub fn check_not_output(
    input: Option<&std::fs::File>,
    results_to_stdout: bool,
) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;

        let outputs = [
            (
                results_to_stdout.then(stdout_file).flatten(),
                "output",
                "results",
            ),
            (stderr_file(), "error", "messages"),
        ];
        if outputs.iter().all(|(file, ..)| file.is_none()) {
            return Ok(());
        }
        // What cannot be looked at (a closed standard input) is no output's file.
        let Ok(read) = (match input {
            Some(file) => file.metadata(),
            None => identity_of(std::io::stdin().as_fd()),
        }) else {
            return Ok(());
        };
        for (output, stream, what) in outputs {
            if output.is_some_and(|out| read.dev() == out.dev() && read.ino() == out.ino()) {
                return Err(std::io::Error::other(format!(
                    "it is also the file standard {stream} writes to: not read, since the run \
                     would read its own {what}"
                )));
            }
        }
    }
    #[cfg(not(unix))]
    let _ = (input, results_to_stdout);
    Ok(())
}

#[cfg(unix)]
use std::os::fd::AsFd;

/// What standard output writes to, when that is a regular file (a terminal, a pipe or
/// `/dev/null` is never read as an input's file).
#[cfg(unix)]
fn stdout_file() -> Option<&'static std::fs::Metadata> {
    static STDOUT: std::sync::OnceLock<Option<std::fs::Metadata>> = std::sync::OnceLock::new();
    STDOUT
        .get_or_init(|| regular_file(std::io::stdout().as_fd()))
        .as_ref()
}

/// What standard error writes to, when that is a regular file.
#[cfg(unix)]
fn stderr_file() -> Option<&'static std::fs::Metadata> {
    static STDERR: std::sync::OnceLock<Option<std::fs::Metadata>> = std::sync::OnceLock::new();
    STDERR
        .get_or_init(|| regular_file(std::io::stderr().as_fd()))
        .as_ref()
}

/// The device and inode of the regular file standard input reads, if it reads one.
#[cfg(unix)]
pub fn stdin_file_id() -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    regular_file(std::io::stdin().as_fd()).map(|meta| (meta.dev(), meta.ino()))
}

/// The device and inode of the regular file standard output writes to, if it writes to one.
#[cfg(unix)]
pub fn stdout_file_id() -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    stdout_file().map(|meta| (meta.dev(), meta.ino()))
}

/// The device and inode of the regular file standard error writes to, if it writes to one.
#[cfg(unix)]
pub fn stderr_file_id() -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    stderr_file().map(|meta| (meta.dev(), meta.ino()))
}

/// The metadata of what `fd` is open on, when that is a regular file.
#[cfg(unix)]
fn regular_file(fd: std::os::fd::BorrowedFd<'_>) -> Option<std::fs::Metadata> {
    identity_of(fd).ok().filter(|meta| meta.is_file())
}

/// The metadata of what descriptor `fd` is open on.
#[cfg(unix)]
fn identity_of(fd: std::os::fd::BorrowedFd<'_>) -> std::io::Result<std::fs::Metadata> {
    std::fs::File::from(fd.try_clone_to_owned()?).metadata()
}
