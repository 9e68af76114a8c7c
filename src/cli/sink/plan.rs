//! Checking an `--out-dir` run before anything is created.
//!
//! Every refusal happens here, up front, so that a refused run leaves no trace: not even DIR.
//! The checks are linear in the number of files (hash maps, one `stat` per input and per
//! existing target): an input is never overwritten (every input against every target, by device
//! and inode, which also catches hard links and paths spelt differently), two inputs never land
//! on one file, a name is never both a file and a folder, DIR is never inside an input folder
//! and no target is either (DIR may lie above an input folder, but what it mirrors must not land
//! in it: every folder a target needs against every input folder, by device and inode), and the
//! folders DIR already holds are real folders, not symbolic links or files.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs;
use std::io;
use std::os::unix::fs::MetadataExt;
use std::path::{Component, Path, PathBuf};

use anyhow::{Context, bail};

use super::super::inputs::{Found, Source};
use super::super::stdio;

/// The longest file name most file systems take, in bytes (`NAME_MAX`).
const NAME_MAX: usize = 255;

/// Refuses a target whose name is longer than a file name may be: a result file's extension
/// (`.ndjson` for `.txt`) can take an input's name past it, and the run would stop half-way,
/// at that file, with every input after it unwritten.
fn refuse_a_name_too_long(root: &Path, target: &Path, source: &Source) -> anyhow::Result<()> {
    use std::os::unix::ffi::OsStrExt;
    match target.file_name() {
        Some(name) if name.as_bytes().len() > NAME_MAX => bail!(
            "{}: its results would be written to {}, whose name is {} bytes long, more than the \
             {NAME_MAX} a file name may have; rename the input",
            source.shown(),
            root.join(target).display(),
            name.as_bytes().len()
        ),
        _ => Ok(()),
    }
}

/// Refuses DIR when one of its folders' names is longer than a file name may be: creating
/// DIR would make the folders above that one, then fail, after the run said nothing was
/// written.
fn refuse_a_folder_name_too_long(root: &Path) -> anyhow::Result<()> {
    use std::os::unix::ffi::OsStrExt;
    let long = root.components().find_map(|part| match part {
        Component::Normal(name) if name.as_bytes().len() > NAME_MAX => Some(name),
        _ => None,
    });
    match long {
        Some(name) => bail!(
            "cannot create --out-dir {}: a folder's name in it is {} bytes long, more than the \
             {NAME_MAX} a file name may have",
            root.display(),
            name.as_bytes().len()
        ),
        None => Ok(()),
    }
}

/// Checks that the results of `found` can be mirrored below `root` without harm.
pub fn check(root: &Path, inputs: &[PathBuf], found: &[Found]) -> anyhow::Result<()> {
    refuse_a_folder_name_too_long(root)?;
    refuse_a_file_in_the_way(root)?;
    let root_real =
        resolve(root).with_context(|| format!("cannot resolve --out-dir {}", root.display()))?;
    refuse_inside_an_input_folder(root, &root_real, inputs)?;
    let sources: Vec<&Source> = found
        .iter()
        .filter_map(|found| match found {
            Found::Source(source) => Some(source),
            Found::Unreadable { .. } => None,
        })
        .collect();

    // Each target once, and each folder that targets need, with the first source needing it.
    let mut targets: HashMap<PathBuf, &Source> = HashMap::with_capacity(sources.len());
    let mut folders: BTreeMap<PathBuf, &Source> = BTreeMap::new();
    for &source in &sources {
        let target = relative_target(&source.out_name)?;
        refuse_a_name_too_long(root, &target, source)?;
        let mut folder = target.parent();
        while let Some(path) = folder.filter(|p| !p.as_os_str().is_empty()) {
            if folders.contains_key(path) {
                break;
            }
            folders.insert(path.to_path_buf(), source);
            folder = path.parent();
        }
        if let Some(other) = targets.insert(target, source) {
            if other.name == source.name {
                bail!(
                    "{} is given twice: its results would be written to {} twice",
                    source.shown(),
                    root.join(&source.out_name).display()
                );
            }
            bail!(
                "{} and {} would both be written to {}; give them in separate runs, each with its \
                 own --out-dir",
                other.shown(),
                source.shown(),
                root.join(&source.out_name).display()
            );
        }
    }
    for (target, source) in &targets {
        if let Some(other) = folders.get(target) {
            bail!(
                "{} would be a file (the results of {}) and a folder (for {}); give them in \
                 separate runs, each with its own --out-dir",
                root.join(target).display(),
                source.shown(),
                other.shown()
            );
        }
    }

    // What exists below DIR already: folders must be real folders and not input folders,
    // targets must not be inputs or folders. Nothing below a missing folder can exist, so it is
    // not looked at; parents come before their children in the map's order. A target inside an
    // input folder passes through it, so it is one of the folders looked at (DIR and what is
    // above it are `refuse_inside_an_input_folder`'s), or the target is the folder itself.
    if !root_real.is_dir() {
        return Ok(());
    }
    let mut input_folders: HashMap<(u64, u64), &Path> = HashMap::new();
    for input in inputs.iter().filter(|input| input.as_os_str() != "-") {
        if let Ok(meta) = fs::metadata(input)
            && meta.is_dir()
        {
            input_folders.insert((meta.dev(), meta.ino()), input.as_path());
        }
    }
    // Reported after the checks below, whose messages say more when they apply too.
    let mut in_an_input_folder: Option<(&Source, &Path)> = None;
    let mut missing: HashSet<&Path> = HashSet::new();
    let below_missing =
        |path: Option<&Path>, missing: &HashSet<&Path>| path.is_some_and(|p| missing.contains(p));
    for (folder, &source) in &folders {
        if below_missing(folder.parent(), &missing) {
            missing.insert(folder);
            continue;
        }
        match fs::symlink_metadata(root_real.join(folder)) {
            Ok(meta) if meta.is_dir() => {
                if let Some(input) = input_folders.get(&(meta.dev(), meta.ino())) {
                    in_an_input_folder.get_or_insert((source, input));
                }
            }
            Ok(_) => bail!(
                "{} is not a folder (a symbolic link or a file); refusing to write through it",
                root.join(folder).display()
            ),
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                missing.insert(folder);
            }
            Err(e) => bail!("cannot inspect {}: {e}", root.join(folder).display()),
        }
    }
    let mut inputs_by_id: HashMap<(u64, u64), &Source> = HashMap::with_capacity(sources.len());
    for &source in &sources {
        let id = match &source.path {
            Some(path) => fs::metadata(path).ok().map(|meta| (meta.dev(), meta.ino())),
            // Standard input redirected from a file (`< DIR/stdin`) is that file too.
            None => stdio::stdin_file_id(),
        };
        if let Some(id) = id {
            inputs_by_id.insert(id, source);
        }
    }
    let standard_error = stdio::stderr_file_id();
    for (target, source) in &targets {
        if below_missing(target.parent(), &missing) {
            continue;
        }
        let path = root.join(target);
        match fs::symlink_metadata(root_real.join(target)) {
            Ok(meta) if meta.is_dir() => {
                bail!(
                    "cannot write the results of {} to {}: it is a folder",
                    source.shown(),
                    path.display()
                )
            }
            // A symbolic link at a target is replaced, never written through: harmless.
            Ok(meta) => {
                let id = (meta.dev(), meta.ino());
                if standard_error == Some(id) {
                    bail!(
                        "writing the results of {} to {} would overwrite the file standard \
                         error writes to, and lose the run's messages",
                        source.shown(),
                        path.display(),
                    );
                }
                if let Some(input) = inputs_by_id.get(&id) {
                    let input = match input.path {
                        Some(_) => format!("the input {}", input.shown()),
                        None => "the file standard input reads".to_string(),
                    };
                    bail!(
                        "writing the results of {} to {} would overwrite {input}",
                        source.shown(),
                        path.display(),
                    );
                }
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => bail!("cannot inspect {}: {e}", path.display()),
        }
    }
    if let Some((source, input)) = in_an_input_folder {
        bail!(
            "--out-dir {} would put the results of {} at {}, inside the input folder {}: \
             results must not be written into the input tree",
            root.display(),
            source.shown(),
            root.join(&source.out_name).display(),
            input.display()
        );
    }
    Ok(())
}

/// Refuses a DIR inside (or equal to) a folder given as INPUT: its results would join the
/// input tree. Compared by canonical paths, so `a/b/..` and symbolic links are seen through.
fn refuse_inside_an_input_folder(
    root: &Path,
    root_real: &Path,
    inputs: &[PathBuf],
) -> anyhow::Result<()> {
    // By path, and by device and inode too: a folder reached another way (a bind mount of an
    // input folder) is the same folder.
    let identity = |path: &Path| fs::metadata(path).ok().map(|m| (m.dev(), m.ino()));
    let root_folders: HashSet<(u64, u64)> = root_real.ancestors().filter_map(identity).collect();
    for input in inputs {
        let inside = |input_real: &Path| {
            root_real.starts_with(input_real)
                || identity(input_real).is_some_and(|id| root_folders.contains(&id))
        };
        if let Ok(input_real) = fs::canonicalize(input)
            && input_real.is_dir()
            && inside(&input_real)
        {
            bail!(
                "--out-dir {} is inside the input folder {}: results must not be written into \
                 the input tree",
                root.display(),
                input.display()
            );
        }
    }
    Ok(())
}

/// Refuses DIR when it, or a parent of it, exists and is not a folder (a file, or a symbolic
/// link to one or to nothing): the system's "File exists" or "Not a directory" would not say
/// which.
fn refuse_a_file_in_the_way(root: &Path) -> anyhow::Result<()> {
    let existing = root
        .ancestors()
        .filter(|ancestor| !ancestor.as_os_str().is_empty())
        .find_map(|ancestor| Some((ancestor, ancestor.symlink_metadata().ok()?)));
    let Some((path, found)) = existing else {
        return Ok(());
    };
    let what = match fs::metadata(path) {
        Ok(target) if target.is_dir() => return Ok(()),
        Ok(_) if found.is_symlink() => "a symbolic link to a file".to_string(),
        Ok(target) if target.is_file() => "a file".to_string(),
        // `/dev/null`, a named pipe: no file, and telling which would say little more.
        Ok(_) => "a device or other special file".to_string(),
        Err(e) if found.is_symlink() && e.kind() == io::ErrorKind::NotFound => {
            "a symbolic link to nothing".to_string()
        }
        // A loop of links, say: the system's words tell which.
        Err(e) if found.is_symlink() => format!("a symbolic link that cannot be followed ({e})"),
        Err(e) => bail!("cannot look at {}: {e}", path.display()),
    };
    bail!(
        "cannot create --out-dir {}: {} is {what}, not a folder",
        root.display(),
        path.display()
    )
}

/// The canonical form of `path`, which need not exist yet: its longest existing ancestor
/// resolved, then the rest of it (where `..` undoes the component before it).
fn resolve(path: &Path) -> io::Result<PathBuf> {
    let absolute = std::path::absolute(path)?;
    let mut existing = absolute.as_path();
    let mut rest = Vec::new();
    loop {
        match fs::canonicalize(existing) {
            Ok(mut real) => {
                for component in rest.into_iter().rev() {
                    match component {
                        Component::ParentDir => {
                            real.pop();
                        }
                        Component::Normal(name) => real.push(name),
                        _ => {}
                    }
                }
                return Ok(real);
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                let Some(parent) = existing.parent() else {
                    return Err(e);
                };
                rest.extend(existing.components().next_back());
                existing = parent;
            }
            Err(e) => return Err(e),
        }
    }
}

/// A source's place below DIR without `.` components; refuses names that could climb out.
fn relative_target(out_name: &Path) -> anyhow::Result<PathBuf> {
    let mut target = PathBuf::new();
    for component in out_name.components() {
        match component {
            Component::Normal(name) => target.push(name),
            Component::CurDir => {}
            _ => bail!("cannot mirror {} below --out-dir", out_name.display()),
        }
    }
    if target.as_os_str().is_empty() {
        bail!("cannot mirror {} below --out-dir", out_name.display());
    }
    Ok(target)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::inputs::Opening;

    fn source(name: &str, out_name: &str) -> Found {
        Found::Source(Source {
            name: name.to_string(),
            path: Some(PathBuf::from(name)),
            out_name: PathBuf::from(out_name),
            opening: Opening::AsNamed,
        })
    }

    fn refusal(root: &Path, found: &[Found]) -> String {
        match check(root, &[], found) {
            Ok(_) => panic!("accepted"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn two_sources_on_one_target_are_refused_whatever_their_distance() {
        let dir = tempfile::tempdir().unwrap();
        let mut found: Vec<Found> = (0..1000)
            .map(|i| source(&format!("in/{i}"), &format!("x/{i}")))
            .collect();
        assert!(check(dir.path(), &[], &found).is_ok());
        found.push(source("other/7", "./x/7"));
        let message = refusal(dir.path(), &found);
        assert!(message.contains("in/7 and other/7"), "{message}");
    }

    #[test]
    fn a_name_needed_as_a_file_and_as_a_folder_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let message = refusal(
            dir.path(),
            &[source("sub", "sub"), source("d/sub/x", "sub/x")],
        );
        assert!(
            message.contains("a file") && message.contains("a folder"),
            "{message}"
        );
        let message = refusal(
            dir.path(),
            &[source("d/sub/x", "sub/x"), source("sub", "sub")],
        );
        assert!(message.contains("a folder (for d/sub/x)"), "{message}");
    }

    #[test]
    fn an_existing_file_where_a_folder_is_needed_is_refused_before_anything_is_written() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("sub"), "").unwrap();
        let message = refusal(dir.path(), &[source("d/sub/x", "sub/x")]);
        assert!(message.contains("is not a folder"), "{message}");
    }

    #[test]
    fn a_target_inside_an_input_folder_below_dir_is_refused_and_one_beside_it_is_not() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("sub");
        fs::create_dir_all(input.join("sub")).unwrap();
        let inside = [source("sub/sub/x", "sub/x")];
        let message = match check(dir.path(), std::slice::from_ref(&input), &inside) {
            Ok(_) => panic!("accepted"),
            Err(e) => e.to_string(),
        };
        assert!(message.contains("inside the input folder"), "{message}");
        let beside = [source("sub/x", "x")];
        assert!(check(dir.path(), &[input], &beside).is_ok());
    }

    #[test]
    fn paths_that_climb_out_are_refused() {
        for bad in ["../x", "/etc/passwd", "", "."] {
            assert!(relative_target(Path::new(bad)).is_err(), "{bad}");
        }
        assert_eq!(
            relative_target(Path::new("./a/./b")).unwrap(),
            Path::new("a/b")
        );
    }

    #[test]
    fn a_missing_folder_resolves_through_its_existing_ancestors() {
        let dir = tempfile::tempdir().unwrap();
        let real = fs::canonicalize(dir.path()).unwrap();
        let path = dir.path().join("new/../other/deeper");
        assert_eq!(resolve(&path).unwrap(), real.join("other/deeper"));
    }
}
