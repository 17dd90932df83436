//! Where the game keeps what outlives it, each thing under its own name: natively a JSON file
//! each, side by side in one directory (the match's file is `$KALAH_SAVE`, else
//! `$XDG_DATA_HOME/kalah3d/match.json`, else `~/.local/share/kalah3d/match.json`; any other
//! store is `NAME.json` beside it); on the web the browser's local storage, key
//! `kalah3d.NAME`. A file is written aside and renamed over the old one, so a crash never
//! leaves half a file. A file that cannot be read is moved aside (`.corrupt`, then
//! `.corrupt.2`, `.corrupt.3`, …), never thrown away, not even by a later one, and the next
//! start finds no bad file to tell of again. Also why a
//! file, the browser's storage or the system clipboard failed, in kinds the overlay translates
//! ([`FileProblem`], [`ClipboardProblem`]).

#[cfg(not(target_arch = "wasm32"))]
use std::path::PathBuf;

/// Why a store could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StorageError {
    /// Natively: neither `KALAH_SAVE`, `XDG_DATA_HOME` nor `HOME` names a place for the save.
    #[error("no place to save: neither KALAH_SAVE, XDG_DATA_HOME nor HOME is set")]
    NoPlace,
    /// In the browser: there is no local storage, or the browser refused it (its words).
    #[error("{0}")]
    NoLocalStorage(String),
    /// The file (natively) or the key (in the browser) could not be read or written.
    #[error("{place}: {problem}")]
    Failed { place: String, problem: FileProblem },
}

/// Why a file (or a key of the browser's storage) could not be read or written: the kinds the
/// player is told in their language, and the system's own words for the rest.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FileProblem {
    #[error("no such file or directory")]
    NotFound,
    #[error("permission denied")]
    NoPermission,
    #[error("a file of that name exists already")]
    Exists,
    #[error("no space left on the device")]
    Full,
    /// In the browser: no page (window, document) to offer a download from.
    #[error("the browser has no page to download from")]
    NoPage,
    /// The system's or the browser's own words.
    #[error("{0}")]
    Other(String),
}

/// Why the system clipboard could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClipboardProblem {
    /// It holds no text.
    #[error("the clipboard holds no text")]
    NoText,
    /// There is no clipboard to reach (no desktop session, say).
    #[error("there is no clipboard here")]
    NoClipboard,
    /// Another program holds it.
    #[error("another program holds the clipboard")]
    Busy,
    /// Anything else, in the system's words.
    #[error("{0}")]
    Other(String),
}

impl From<&std::io::Error> for FileProblem {
    fn from(error: &std::io::Error) -> FileProblem {
        use std::io::ErrorKind;
        match error.kind() {
            ErrorKind::NotFound => FileProblem::NotFound,
            ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => {
                FileProblem::NoPermission
            }
            ErrorKind::AlreadyExists => FileProblem::Exists,
            ErrorKind::StorageFull | ErrorKind::QuotaExceeded => FileProblem::Full,
            _ => FileProblem::Other(error.to_string()),
        }
    }
}

impl StorageError {
    /// `path` could not be read or written.
    pub fn of_file(path: &std::path::Path, error: &std::io::Error) -> StorageError {
        StorageError::Failed {
            place: path.display().to_string(),
            problem: error.into(),
        }
    }
}

/// One thing kept: the match in progress ([`MATCH`]), the player's settings ([`SETTINGS`]),
/// the played games ([`HISTORY`]) or the statistics ([`STATS`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Storage {
    name: &'static str,
    /// Natively, a directory of its own instead of the save's (tests keep their files apart).
    #[cfg(not(target_arch = "wasm32"))]
    dir: Option<PathBuf>,
}

impl Storage {
    const fn named(name: &'static str) -> Storage {
        Storage {
            name,
            #[cfg(not(target_arch = "wasm32"))]
            dir: None,
        }
    }
}

/// Natively, a folder that holds this run's stores instead of the player's own (the opening's
/// `keep_in`: the tests that quit and reopen a game).
#[derive(bevy::prelude::Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct KeptIn(pub Option<std::path::PathBuf>);

/// The match in progress (`match.json`).
pub const MATCH: Storage = Storage::named("match");
/// The player's preferences (`settings.json`).
pub const SETTINGS: Storage = Storage::named("settings");
/// The played games (`history.json`).
pub const HISTORY: Storage = Storage::named("history");
/// The statistics of the played games (`stats.json`).
pub const STATS: Storage = Storage::named("stats");
/// The learner's lessons passed, puzzles solved and rating.
pub const LEARNING: Storage = Storage::named("learning");

impl Storage {
    /// This store as a file `NAME.json` in `dir` instead of beside the save.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn in_dir(mut self, dir: impl Into<PathBuf>) -> Storage {
        self.dir = Some(dir.into());
        self
    }

    /// This store in `dir` when one is given (natively), else where it usually is.
    pub fn kept_in(self, dir: Option<&std::path::Path>) -> Storage {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(dir) = dir {
            return self.in_dir(dir);
        }
        #[cfg(target_arch = "wasm32")]
        let _ = dir;
        self
    }

    /// What the store holds, if anything.
    pub fn read(&self) -> Result<Option<String>, StorageError> {
        backend::read(self)
    }

    /// Replaces what the store holds.
    pub fn write(&self, text: &str) -> Result<(), StorageError> {
        backend::write(self, text)
    }

    /// Moves a text that could not be read (what the store holds) aside, under a name no
    /// earlier text kept aside has, so the store is empty and the next start reads nothing bad
    /// again; says where.
    pub fn keep_corrupt(&self, text: &str) -> Result<String, StorageError> {
        backend::keep_corrupt(self, text)
    }
}

/// The names a text kept aside may take, in turn: `.corrupt`, `.corrupt.2`, `.corrupt.3`, …
fn corrupt_names(base: &str) -> impl Iterator<Item = String> + '_ {
    std::iter::once(format!("{base}.corrupt"))
        .chain((2..).map(move |n| format!("{base}.corrupt.{n}")))
}

#[cfg(not(target_arch = "wasm32"))]
mod backend {
    use super::{Storage, StorageError};
    use std::path::{Path, PathBuf};

    fn failed(path: &Path) -> impl Fn(std::io::Error) -> StorageError + '_ {
        move |e| StorageError::of_file(path, &e)
    }

    fn path(store: &Storage) -> Option<PathBuf> {
        let file = format!("{}.json", store.name);
        if let Some(dir) = &store.dir {
            return Some(dir.join(file));
        }
        let save = if let Some(file) = std::env::var_os("KALAH_SAVE") {
            PathBuf::from(file)
        } else {
            let data = std::env::var_os("XDG_DATA_HOME")
                .map(PathBuf::from)
                .or_else(|| {
                    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share"))
                })?;
            data.join("kalah3d").join("match.json")
        };
        Some(if store.name == "match" {
            save
        } else {
            save.with_file_name(file)
        })
    }

    pub fn read(store: &Storage) -> Result<Option<String>, StorageError> {
        let Some(path) = path(store) else {
            return Ok(None);
        };
        match std::fs::read_to_string(&path) {
            Ok(text) => Ok(Some(text)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(failed(&path)(e)),
        }
    }

    pub fn write(store: &Storage, text: &str) -> Result<(), StorageError> {
        let path = path(store).ok_or(StorageError::NoPlace)?;
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(failed(dir))?;
        }
        // Write aside, then rename: a crash mid-write never leaves half a file.
        let partial = path.with_extension("json.partial");
        std::fs::write(&partial, text).map_err(failed(&partial))?;
        std::fs::rename(&partial, &path).map_err(failed(&path))
    }

    pub fn keep_corrupt(store: &Storage, text: &str) -> Result<String, StorageError> {
        let path = path(store).ok_or(StorageError::NoPlace)?;
        let base = path.display().to_string();
        let aside = super::corrupt_names(&base)
            .map(PathBuf::from)
            .find(|p| !p.exists())
            .expect("the names never run out");
        match std::fs::rename(&path, &aside) {
            Ok(()) => {}
            // The file went meanwhile: the text read from it is kept all the same.
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                std::fs::write(&aside, text).map_err(failed(&aside))?
            }
            Err(e) => return Err(failed(&path)(e)),
        }
        Ok(aside.display().to_string())
    }
}

#[cfg(target_arch = "wasm32")]
mod backend {
    use super::{FileProblem, Storage, StorageError};

    fn storage() -> Result<web_sys::Storage, StorageError> {
        let refused = |why: &str| StorageError::NoLocalStorage(why.to_string());
        web_sys::window()
            .ok_or_else(|| refused("no browser window"))?
            .local_storage()
            .map_err(|e| refused(&format!("local storage refused: {e:?}")))?
            .ok_or_else(|| refused("this browser has no local storage"))
    }

    fn failed(key: &str) -> impl Fn(web_sys::wasm_bindgen::JsValue) -> StorageError + '_ {
        move |e| StorageError::Failed {
            place: format!("local storage key {key}"),
            problem: FileProblem::Other(format!("{e:?}")),
        }
    }

    pub fn read(store: &Storage) -> Result<Option<String>, StorageError> {
        let key = format!("kalah3d.{}", store.name);
        storage()?.get_item(&key).map_err(failed(&key))
    }

    pub fn write(store: &Storage, text: &str) -> Result<(), StorageError> {
        let key = format!("kalah3d.{}", store.name);
        storage()?.set_item(&key, text).map_err(failed(&key))
    }

    pub fn keep_corrupt(store: &Storage, text: &str) -> Result<String, StorageError> {
        let storage = storage()?;
        let base = format!("kalah3d.{}", store.name);
        let key = super::corrupt_names(&base)
            .find(|key| storage.get_item(key).ok().flatten().is_none())
            .expect("the names never run out");
        storage.set_item(&key, text).map_err(failed(&key))?;
        storage.remove_item(&base).map_err(failed(&base))?;
        Ok(format!("local storage key {key}"))
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn a_store_in_a_directory_writes_whole_files_and_moves_every_bad_one_aside() {
        let dir = std::env::temp_dir().join(format!("kalah-store-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = HISTORY.in_dir(&dir);
        assert_eq!(store.read(), Ok(None));
        store.write("{\"a\":1}").unwrap();
        assert_eq!(store.read().unwrap().as_deref(), Some("{\"a\":1}"));
        assert!(!dir.join("history.json.partial").exists());
        // A bad text is moved aside: the store is then empty, and the next bad one takes the
        // next name.
        store.write("bad 1").unwrap();
        let first = store.keep_corrupt("bad 1").unwrap();
        assert_eq!(store.read(), Ok(None));
        store.write("bad 2").unwrap();
        let second = store.keep_corrupt("bad 2").unwrap();
        assert_eq!(store.read(), Ok(None));
        assert!(first.ends_with("history.json.corrupt"), "{first}");
        assert!(second.ends_with("history.json.corrupt.2"), "{second}");
        assert_eq!(std::fs::read_to_string(&first).unwrap(), "bad 1");
        assert_eq!(std::fs::read_to_string(&second).unwrap(), "bad 2");
        // A text whose file went meanwhile is still kept.
        let third = store.keep_corrupt("bad 3").unwrap();
        assert_eq!(std::fs::read_to_string(&third).unwrap(), "bad 3");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
