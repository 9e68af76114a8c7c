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
    match at_start::stdout_closed() {
        Some(closed) => closed,
        None => reopened_on_null(),
    }
}

/// Whether descriptor 1 was closed when the process started, recorded by a constructor the
/// loader runs before the Rust runtime (ELF's `.init_array`, Mach-O's `__mod_init_func`). A
/// constructor of a preloaded library that opened a file before this one, with descriptor 1
/// closed, would get descriptor 1 and make it look open: the run would then write its results
/// to that file, as it would without this check.
#[cfg(unix)]
mod at_start {
    use std::sync::atomic::{AtomicU8, Ordering};

    const UNKNOWN: u8 = 0;
    const OPEN: u8 = 1;
    const CLOSED: u8 = 2;

    static STDOUT: AtomicU8 = AtomicU8::new(UNKNOWN);

    /// What the constructor recorded; `None` where none ran.
    pub fn stdout_closed() -> Option<bool> {
        match STDOUT.load(Ordering::Relaxed) {
            OPEN => Some(false),
            CLOSED => Some(true),
            _ => None,
        }
    }

    extern "C" fn record() {
        // SAFETY: F_GETFD only reads descriptor 1's flags and is defined for any descriptor
        // number; it fails (EBADF) exactly when the descriptor is not open.
        let closed = unsafe { libc::fcntl(libc::STDOUT_FILENO, libc::F_GETFD) } == -1;
        STDOUT.store(if closed { CLOSED } else { OPEN }, Ordering::Relaxed);
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

/// Fails when `input` (standard input when `None`) is the regular file standard output writes
/// to. Reading it would read this run's own output as it grows: `sudoku solve all.txt >>
/// all.txt` would never end, filling the disk; with `>` the shell has emptied it before the run
/// starts. (As `cat` refuses "input file is output file"; a directory walk skips that file.)
/// Only for a run whose results go to standard output: under `--out-dir` nothing does.
pub fn check_not_stdout(input: Option<&std::fs::File>) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;

        let Some(output) = stdout_file() else {
            return Ok(());
        };
        let read = match input {
            Some(file) => file.metadata(),
            None => identity_of(std::io::stdin().as_fd()),
        };
        if read.is_ok_and(|read| read.dev() == output.dev() && read.ino() == output.ino()) {
            return Err(std::io::Error::other(
                "it is also the file standard output writes to: not read, since the run \
                 would read its own results",
            ));
        }
    }
    #[cfg(not(unix))]
    let _ = input;
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
        .get_or_init(|| {
            identity_of(std::io::stdout().as_fd())
                .ok()
                .filter(|meta| meta.is_file())
        })
        .as_ref()
}

/// The metadata of what descriptor `fd` is open on.
#[cfg(unix)]
fn identity_of(fd: std::os::fd::BorrowedFd<'_>) -> std::io::Result<std::fs::Metadata> {
    std::fs::File::from(fd.try_clone_to_owned()?).metadata()
}
