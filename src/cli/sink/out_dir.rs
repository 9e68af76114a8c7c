//! `--out-dir`: one result file per input, below DIR.
//!
//! A complete file waits in a batch; the batch is put on disk with one sync and then every
//! file of it gets its name, so a power loss never leaves a name on lost data, and syncing costs
//! one journal commit per batch instead of one per file. A batch is placed when it is full,
//! when its oldest file has waited [`MAX_WAIT`], and when the run ends or stops: also when a
//! signal's watchdog ends the run, while a worker is still busy (rating a hard puzzle), so that
//! files already complete are never lost waiting for their batch.

use std::collections::HashSet;
use std::io;
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::super::interrupt;
use super::atomic::{self, Partial};
use super::folders::{Folders, named};

/// How long a complete file may wait for its name.
const MAX_WAIT: Duration = Duration::from_secs(1);

/// Files per batch at most: each holds a descriptor until placed.
const MAX_BATCH: usize = 1024;

pub struct OutDir {
    folders: Folders,
    current: Option<Partial>,
    /// Complete files waiting for their names; shared with the watchdog, which names them
    /// should it end the run.
    batch: Arc<Mutex<Vec<Partial>>>,
    oldest: Option<Instant>,
    max_batch: usize,
    /// Whether writing or naming a file failed.
    failed: bool,
}

impl OutDir {
    /// Creates and opens DIR. The run must have been checked first (see `plan`).
    pub fn open(root: &Path) -> io::Result<OutDir> {
        let batch = Arc::new(Mutex::new(Vec::new()));
        let waiting = Arc::clone(&batch);
        interrupt::writing_to_files();
        interrupt::on_forced_exit(Box::new(move || {
            // Not while the run itself is naming them: it will be done in a moment.
            if let Ok(mut waiting) = waiting.try_lock() {
                let _ = place_all(std::mem::take(&mut *waiting));
            }
        }));
        Ok(OutDir {
            folders: Folders::open_root(root)?,
            current: None,
            batch,
            oldest: None,
            max_batch: batch_limit(),
            failed: false,
        })
    }

    /// Whether writing or naming a file failed.
    pub fn failed(&self) -> bool {
        self.failed
    }

    /// Notes whether `result`, of writing or naming a file, failed, and hands it on.
    pub fn noted<T>(&mut self, result: io::Result<T>) -> io::Result<T> {
        self.failed |= result.is_err();
        result
    }

    /// Starts the file `relative` below DIR, creating its folders.
    pub fn begin(&mut self, relative: &Path) -> io::Result<()> {
        self.current = None;
        self.place_if_due()?;
        let name = relative.file_name().ok_or_else(|| {
            io::Error::other(format!(
                "cannot mirror {} below --out-dir",
                relative.display()
            ))
        })?;
        let folder = self
            .folders
            .get(relative.parent().unwrap_or(Path::new("")))?;
        self.current = Some(Partial::create(folder, name)?);
        Ok(())
    }

    pub fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        if let Some(partial) = &mut self.current {
            partial.write(bytes)?;
        }
        self.place_if_due()
    }

    /// Drops the current file, unnamed: nothing appears under its name, and a file already
    /// there stays. Tells whether there was one.
    pub fn drop_current(&mut self) -> bool {
        self.current.take().is_some()
    }

    /// The current file is complete.
    pub fn end(&mut self) -> io::Result<()> {
        if let Some(partial) = self.current.take() {
            let waiting = {
                let mut batch = self.batch();
                batch.push(partial);
                batch.len()
            };
            self.oldest.get_or_insert_with(Instant::now);
            if waiting >= self.max_batch {
                return self.place_batch();
            }
        }
        self.place_if_due()
    }

    /// Every file is written: the unfinished one (if any) is dropped, the complete ones placed.
    pub fn finish(&mut self) -> io::Result<()> {
        self.current = None;
        self.place_batch()
    }

    fn place_if_due(&mut self) -> io::Result<()> {
        match self.oldest {
            Some(oldest) if oldest.elapsed() >= MAX_WAIT => self.place_batch(),
            _ => Ok(()),
        }
    }

    fn batch(&self) -> std::sync::MutexGuard<'_, Vec<Partial>> {
        self.batch.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn place_batch(&mut self) -> io::Result<()> {
        self.oldest = None;
        let mut batch = self.batch();
        place_all(std::mem::take(&mut *batch))
    }
}

/// Syncs the files, names each, then syncs their folders so the names last too.
fn place_all(batch: Vec<Partial>) -> io::Result<()> {
    if batch.is_empty() {
        return Ok(());
    }
    interrupt::placing_files(|| place_synced(batch))
}

/// [`place_all`] of a batch of files, once the watchdog knows to wait for it.
fn place_synced(batch: Vec<Partial>) -> io::Result<()> {
    atomic::sync_together(&batch)?;
    let mut seen = HashSet::new();
    let mut folders = Vec::new();
    for partial in batch {
        let folder = partial.folder().clone();
        partial.place()?;
        if seen.insert(Arc::as_ptr(&folder.handle)) {
            folders.push(folder);
        }
    }
    for folder in folders {
        rustix::fs::fsync(&*folder.handle)
            .map_err(|e| named(e.into(), "cannot sync", &folder.name))?;
    }
    Ok(())
}

/// Files per batch within the limit on open descriptors: each waiting file holds one, and its
/// folder may hold another.
fn batch_limit() -> usize {
    let open_files = rustix::process::getrlimit(rustix::process::Resource::Nofile)
        .current
        .unwrap_or(1024);
    let spare = usize::try_from(open_files.saturating_sub(64) / 2).unwrap_or(MAX_BATCH);
    spare.clamp(1, MAX_BATCH)
}
