//! The folders below `--out-dir`, opened and created relative to open directory handles.
//!
//! DIR is opened once; every folder below it is reached one component at a time with
//! `openat(O_DIRECTORY | O_NOFOLLOW)` from the handle of its parent (and created with `mkdirat`
//! where missing), so no path is ever resolved twice: swapping a folder for a symbolic link
//! while the run goes on makes the run fail, never write outside DIR.

use std::ffi::OsStr;
use std::io;
use std::os::fd::{AsFd, OwnedFd};
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use rustix::fs::{Mode, OFlags};

/// An open folder below DIR and how messages name it.
#[derive(Clone)]
pub struct Folder {
    pub handle: Arc<OwnedFd>,
    pub name: PathBuf,
}

pub struct Folders {
    root: Folder,
    /// The folder of the last file: files come sorted, so the next is usually in it too.
    last: Option<(PathBuf, Folder)>,
}

impl Folders {
    /// Creates DIR where missing and opens it, once for the whole run.
    pub fn open_root(root: &Path) -> io::Result<Folders> {
        std::fs::create_dir_all(root).map_err(|e| named(e, "cannot create --out-dir", root))?;
        let handle = rustix::fs::open(root, OFlags::RDONLY | directory(), Mode::empty())
            .map_err(|e| named(e.into(), "cannot open --out-dir", root))?;
        Ok(Folders {
            root: Folder {
                handle: Arc::new(handle),
                name: root.to_path_buf(),
            },
            last: None,
        })
    }

    /// The folder `relative` below DIR (empty: DIR itself), created where missing.
    pub fn get(&mut self, relative: &Path) -> io::Result<Folder> {
        if relative.as_os_str().is_empty() {
            return Ok(self.root.clone());
        }
        if let Some((path, folder)) = &self.last
            && path == relative
        {
            return Ok(folder.clone());
        }
        let mut folder = self.root.clone();
        for component in relative.components() {
            let Component::Normal(part) = component else {
                return Err(io::Error::other(format!(
                    "cannot mirror {} below --out-dir",
                    relative.display()
                )));
            };
            folder = open_or_create(&folder, part)?;
        }
        self.last = Some((relative.to_path_buf(), folder.clone()));
        Ok(folder)
    }
}

/// The folder `part` inside `parent`, never through a symbolic link.
fn open_or_create(parent: &Folder, part: &OsStr) -> io::Result<Folder> {
    let name = parent.name.join(part);
    let flags = OFlags::RDONLY | directory() | OFlags::NOFOLLOW;
    let open = || rustix::fs::openat(parent.handle.as_fd(), part, flags, Mode::empty());
    let handle = match open() {
        Err(rustix::io::Errno::NOENT) => {
            match rustix::fs::mkdirat(parent.handle.as_fd(), part, Mode::from_raw_mode(0o777)) {
                Ok(()) | Err(rustix::io::Errno::EXIST) => {}
                Err(e) => return Err(named(e.into(), "cannot create", &name)),
            }
            open()
        }
        other => other,
    };
    match handle {
        Ok(handle) => Ok(Folder {
            handle: Arc::new(handle),
            name,
        }),
        Err(rustix::io::Errno::LOOP | rustix::io::Errno::NOTDIR) => Err(io::Error::other(format!(
            "{} is not a folder (a symbolic link or a file); refusing to write through it",
            name.display()
        ))),
        Err(e) => Err(named(e.into(), "cannot open", &name)),
    }
}

fn directory() -> OFlags {
    OFlags::DIRECTORY | OFlags::CLOEXEC
}

/// An error that says which path it is about, keeping its kind (a full disk stays a full disk).
pub fn named(error: io::Error, doing: &str, path: &Path) -> io::Error {
    io::Error::new(error.kind(), format!("{doing} {}: {error}", path.display()))
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;

    #[test]
    fn folders_are_created_below_the_root_and_symbolic_links_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("out");
        let mut folders = Folders::open_root(&root).unwrap();
        folders.get(Path::new("a/b/c")).unwrap();
        assert!(root.join("a/b/c").is_dir());
        let elsewhere = dir.path().join("elsewhere");
        fs::create_dir(&elsewhere).unwrap();
        std::os::unix::fs::symlink(&elsewhere, root.join("a/link")).unwrap();
        let error = folders.get(Path::new("a/link/x")).err().unwrap();
        assert!(
            error.to_string().contains("refusing to write through it"),
            "{error}"
        );
        assert_eq!(fs::read_dir(&elsewhere).unwrap().count(), 0);
    }

    #[test]
    fn the_root_is_used_through_its_handle_once_opened() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("out");
        let mut folders = Folders::open_root(&root).unwrap();
        // Moving DIR away and planting a link in its place does not redirect the run.
        let moved = dir.path().join("moved");
        fs::rename(&root, &moved).unwrap();
        let elsewhere = dir.path().join("elsewhere");
        fs::create_dir(&elsewhere).unwrap();
        std::os::unix::fs::symlink(&elsewhere, &root).unwrap();
        folders.get(Path::new("sub")).unwrap();
        assert!(moved.join("sub").is_dir());
        assert_eq!(fs::read_dir(&elsewhere).unwrap().count(), 0);
    }
}
