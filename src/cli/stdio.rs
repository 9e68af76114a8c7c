//! Facts about the standard streams that the standard library does not tell.

/// Fails when standard output was closed (`sudoku solve big.txt >&-`).
///
/// The Rust runtime reopens a closed standard descriptor on `/dev/null` before `main` runs, so
/// without this check such a run would report a million puzzles solved and write none of them.
/// The runtime opens `/dev/null` read-write, where a shell's `>/dev/null` opens it write-only:
/// that difference is what tells a closed standard output from one sent to `/dev/null` on
/// purpose.
pub fn check_stdout_open() -> anyhow::Result<()> {
    #[cfg(unix)]
    if stdout_was_closed() {
        anyhow::bail!("standard output is closed: nowhere to write the results");
    }
    Ok(())
}

#[cfg(unix)]
fn stdout_was_closed() -> bool {
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
