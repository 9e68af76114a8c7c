//! One result file, made so that it appears under its name whole or not at all.
//!
//! On Linux the file is written unnamed (`O_TMPFILE` in its final folder) and linked into place
//! once complete and on disk: a run killed even by SIGKILL leaves nothing behind, and the name
//! never holds half a file. Where the target exists already, the file is linked under a short
//! temporary name and renamed over it (a rename is atomic and replaces a symbolic link rather
//! than writing through it). Elsewhere, or on a file system without `O_TMPFILE`, the file is
//! written under a temporary name (`.sudoku-PID-N.tmp`, short whatever the target's name) and
//! renamed; a run killed by SIGKILL can leave that temporary file.

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::{self, Write};
use std::os::fd::AsFd;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use rustix::fs::{Mode, OFlags};
use rustix::io::Errno;

use super::super::interrupt;
use super::folders::{Folder, named};

/// Numbers temporary names apart within this process.
static NEXT_TEMP: AtomicU64 = AtomicU64::new(0);

/// Cleared once the file system turns unnamed files down, so later files go straight to the
/// fallback.
#[cfg(any(target_os = "linux", target_os = "android"))]
static UNNAMED_FILES: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(true);

/// Read and write for everyone, less the umask, as `File::create` makes files.
const MODE: Mode = Mode::from_raw_mode(0o666);

/// A result file being written, or complete and waiting to be placed.
pub struct Partial {
    file: File,
    folder: Folder,
    name: OsString,
    /// The temporary name it is written under; `None` while it has no name at all.
    temp: Option<OsString>,
}

impl Partial {
    /// Starts the file `name` in `folder`.
    pub fn create(folder: Folder, name: &OsStr) -> io::Result<Partial> {
        #[cfg(any(target_os = "linux", target_os = "android"))]
        if UNNAMED_FILES.load(Ordering::Relaxed) {
            let flags = OFlags::WRONLY | OFlags::TMPFILE | OFlags::CLOEXEC;
            match rustix::fs::openat(folder.handle.as_fd(), ".", flags, MODE) {
                Ok(fd) => {
                    return Ok(Partial {
                        file: File::from(fd),
                        folder,
                        name: name.to_os_string(),
                        temp: None,
                    });
                }
                // The file system (or kernel) has no unnamed files: use a temporary name.
                Err(Errno::OPNOTSUPP | Errno::ISDIR | Errno::INVAL) => {
                    UNNAMED_FILES.store(false, Ordering::Relaxed);
                }
                Err(e) => {
                    return Err(named(e.into(), "cannot create a file in", &folder.name));
                }
            }
        }
        Partial::create_named(folder, name)
    }

    /// Starts the file `name` in `folder` under a temporary name.
    fn create_named(folder: Folder, name: &OsStr) -> io::Result<Partial> {
        let flags = OFlags::WRONLY | OFlags::CREATE | OFlags::EXCL | OFlags::NOFOLLOW;
        loop {
            let temp = temp_name();
            interrupt::track(folder.name.join(&temp));
            match rustix::fs::openat(folder.handle.as_fd(), &temp, flags | OFlags::CLOEXEC, MODE) {
                Ok(fd) => {
                    return Ok(Partial {
                        file: File::from(fd),
                        folder,
                        name: name.to_os_string(),
                        temp: Some(temp),
                    });
                }
                Err(e) => {
                    interrupt::untrack(&folder.name.join(&temp));
                    if e != Errno::EXIST {
                        return Err(named(e.into(), "cannot create a file in", &folder.name));
                    }
                }
            }
        }
    }

    /// Where the file goes, as messages name it.
    pub fn target(&self) -> PathBuf {
        self.folder.name.join(&self.name)
    }

    pub fn folder(&self) -> &Folder {
        &self.folder
    }

    pub fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.file
            .write_all(bytes)
            .map_err(|e| named(e, "cannot write", &self.target()))
    }

    /// The file's content reaches the disk (one file at a time; see [`sync_together`]).
    #[cfg_attr(any(target_os = "linux", target_os = "android"), allow(dead_code))]
    pub fn sync(&self) -> io::Result<()> {
        self.file
            .sync_data()
            .map_err(|e| named(e, "cannot write", &self.target()))
    }

    /// Gives the complete file its name, replacing whatever was there. Its content must be on
    /// disk already, so that the name never points at data a power loss could lose.
    pub fn place(mut self) -> io::Result<()> {
        self.keep_replaced_mode()
            .map_err(|e| named(e.into(), "cannot write", &self.target()))?;
        let dir = self.folder.handle.as_fd();
        let result = match self.temp.take() {
            Some(temp) => {
                let renamed = rustix::fs::renameat(dir, &temp, dir, &self.name);
                if renamed.is_err() {
                    let _ = rustix::fs::unlinkat(dir, &temp, rustix::fs::AtFlags::empty());
                }
                interrupt::untrack(&self.folder.name.join(&temp));
                renamed
            }
            None => match link(&self.file, &self.folder, &self.name) {
                Err(Errno::EXIST) => self.link_over_existing(),
                other => other,
            },
        };
        result.map_err(|e| named(e.into(), "cannot write", &self.target()))
    }

    /// Gives the file the permissions of the regular file it replaces, as `sed -i` does, so
    /// that rerunning into the same folder keeps what the user set (a group-writable result
    /// stays one). A new name, or a symbolic link being replaced, keeps the usual mode.
    fn keep_replaced_mode(&self) -> Result<(), Errno> {
        use rustix::fs::{AtFlags, FileType, statat};
        let dir = self.folder.handle.as_fd();
        let old = match statat(dir, &self.name, AtFlags::SYMLINK_NOFOLLOW) {
            Ok(old) => old,
            Err(Errno::NOENT) => return Ok(()),
            Err(e) => return Err(e),
        };
        if FileType::from_raw_mode(old.st_mode) != FileType::RegularFile {
            return Ok(());
        }
        // Permission bits only: a set-user-ID bit is not handed to a file this run made.
        let permissions = Mode::from_raw_mode(old.st_mode & 0o777);
        rustix::fs::fchmod(&self.file, permissions)
    }

    /// Replaces an existing target atomically: a temporary name, then a rename over it.
    fn link_over_existing(&self) -> Result<(), Errno> {
        let dir = self.folder.handle.as_fd();
        loop {
            let temp = temp_name();
            match link(&self.file, &self.folder, &temp) {
                Ok(()) => {
                    let renamed = rustix::fs::renameat(dir, &temp, dir, &self.name);
                    if renamed.is_err() {
                        let _ = rustix::fs::unlinkat(dir, &temp, rustix::fs::AtFlags::empty());
                    }
                    return renamed;
                }
                Err(Errno::EXIST) => continue,
                Err(e) => return Err(e),
            }
        }
    }
}

/// Dropping an unfinished file removes it: an unnamed one vanishes with its descriptor.
impl Drop for Partial {
    fn drop(&mut self) {
        if let Some(temp) = self.temp.take() {
            let dir = self.folder.handle.as_fd();
            let _ = rustix::fs::unlinkat(dir, &temp, rustix::fs::AtFlags::empty());
            interrupt::untrack(&self.folder.name.join(&temp));
        }
    }
}

/// Puts the content of every file on disk. On Linux one `syncfs` per file system does it for
/// a whole batch: a `fsync` per file costs a journal commit each (4 ms here), which would make
/// writing 20,000 small files take over a minute.
pub fn sync_together(files: &[Partial]) -> io::Result<()> {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        // A file lives on its folder's file system; a folder below DIR may be a mount point.
        let mut folders = std::collections::HashSet::new();
        let mut devices = Vec::new();
        for file in files {
            if !folders.insert(std::sync::Arc::as_ptr(&file.folder.handle)) {
                continue;
            }
            let device = rustix::fs::fstat(&*file.folder.handle)
                .map_err(|e| named(e.into(), "cannot sync", &file.folder.name))?
                .st_dev;
            if !devices.contains(&device) {
                devices.push(device);
                rustix::fs::syncfs(&file.file)
                    .map_err(|e| named(e.into(), "cannot write", &file.target()))?;
            }
        }
        Ok(())
    }
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    files.iter().try_for_each(Partial::sync)
}

/// Links an unnamed file as `name` in `folder`: through `AT_EMPTY_PATH` where the kernel
/// allows it, else through its `/proc/self/fd` entry.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn link(file: &File, folder: &Folder, name: &OsStr) -> Result<(), Errno> {
    use rustix::fs::{AtFlags, CWD, linkat};
    use std::os::fd::AsRawFd;
    let dir = folder.handle.as_fd();
    match linkat(file.as_fd(), "", dir, name, AtFlags::EMPTY_PATH) {
        // Without CAP_DAC_READ_SEARCH (before Linux 6.10) AT_EMPTY_PATH is refused.
        Err(Errno::NOENT | Errno::PERM | Errno::INVAL) => {
            let proc_path = format!("/proc/self/fd/{}", file.as_raw_fd());
            linkat(CWD, proc_path.as_str(), dir, name, AtFlags::SYMLINK_FOLLOW)
        }
        other => other,
    }
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn link(_: &File, _: &Folder, _: &OsStr) -> Result<(), Errno> {
    unreachable!("only Linux makes unnamed files")
}

/// A temporary name that fits beside any target: at most 38 bytes, whatever the target's name.
fn temp_name() -> OsString {
    let n = NEXT_TEMP.fetch_add(1, Ordering::Relaxed);
    OsString::from(format!(".sudoku-{}-{n}.tmp", std::process::id()))
}

#[cfg(test)]
mod tests {
    use std::fs;
    use std::path::Path;

    use super::super::folders::Folders;
    use super::*;

    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    type Create = fn(Folder, &OsStr) -> io::Result<Partial>;

    /// Runs `test` for both ways a file is made (unnamed, then under a temporary name), each
    /// in a folder of its own.
    fn both_ways(test: impl Fn(Create, &Path, Folder)) {
        for create in [Partial::create as Create, Partial::create_named] {
            let dir = tempfile::tempdir().unwrap();
            let folder = Folders::open_root(dir.path())
                .unwrap()
                .get(Path::new(""))
                .unwrap();
            test(create, dir.path(), folder);
        }
    }

    #[test]
    fn both_ways_a_file_appears_whole_under_its_name_with_nothing_left_beside_it() {
        both_ways(|create, dir, folder| {
            // The longest name a file system allows: temporary names never add to it.
            let name = "x".repeat(255);
            for content in ["first\n", "second\n"] {
                let mut partial = create(folder.clone(), OsStr::new(&name)).unwrap();
                partial.write(content.as_bytes()).unwrap();
                let batch = [partial];
                sync_together(&batch).unwrap();
                let [partial] = batch;
                partial.place().unwrap();
                assert_eq!(names_in(dir), [name.as_str()]);
                assert_eq!(fs::read_to_string(dir.join(&name)).unwrap(), content);
            }
            // Dropped before completion: nothing changes.
            let mut partial = create(folder.clone(), OsStr::new(&name)).unwrap();
            partial.write(b"half").unwrap();
            drop(partial);
            assert_eq!(names_in(dir), [name.as_str()]);
            assert_eq!(fs::read_to_string(dir.join(&name)).unwrap(), "second\n");
        });
    }

    #[test]
    fn a_replaced_file_keeps_its_permissions_and_a_new_one_gets_the_usual() {
        use std::os::unix::fs::PermissionsExt;
        both_ways(|create, dir, folder| {
            let mode_of = |name: &str| {
                let meta = fs::metadata(dir.join(name)).unwrap();
                meta.permissions().mode() & 0o7777
            };
            fs::write(dir.join("old"), "before").unwrap();
            fs::set_permissions(dir.join("old"), fs::Permissions::from_mode(0o640)).unwrap();
            for name in ["old", "new"] {
                let mut partial = create(folder.clone(), OsStr::new(name)).unwrap();
                partial.write(b"after").unwrap();
                partial.place().unwrap();
                assert_eq!(fs::read_to_string(dir.join(name)).unwrap(), "after");
            }
            assert_eq!(mode_of("old"), 0o640);
            // A new file is made as `File::create` makes one: the umask decides.
            let mut usual = fs::File::create(dir.join("usual")).unwrap();
            usual.flush().unwrap();
            assert_eq!(mode_of("new"), mode_of("usual"));
        });
    }

    #[test]
    fn a_symbolic_link_at_the_name_is_replaced_not_written_through() {
        for create in [Partial::create as Create, Partial::create_named] {
            let dir = tempfile::tempdir().unwrap();
            let out = dir.path().join("out");
            let victim = dir.path().join("victim");
            fs::write(&victim, "precious").unwrap();
            let folder = Folders::open_root(&out)
                .unwrap()
                .get(Path::new(""))
                .unwrap();
            std::os::unix::fs::symlink(&victim, out.join("f")).unwrap();
            let mut partial = create(folder, OsStr::new("f")).unwrap();
            partial.write(b"result").unwrap();
            partial.place().unwrap();
            assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
            assert!(!fs::symlink_metadata(out.join("f")).unwrap().is_symlink());
            assert_eq!(fs::read_to_string(out.join("f")).unwrap(), "result");
        }
    }
}
