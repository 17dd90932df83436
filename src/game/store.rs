//! Where the game keeps what outlives it, each thing under its own name: natively a JSON file
//! each, side by side in one directory (the match's file is `$KALAH_SAVE`, else
//! `$XDG_DATA_HOME/kalah3d/match.json`, else `~/.local/share/kalah3d/match.json`; any other
//! store is `NAME.json` beside it); on the web the browser's local storage, key
//! `kalah3d.NAME`. A file that cannot be read is kept aside (`.corrupt`), never thrown away.

/// One thing kept: the match in progress ([`MATCH`]) or the player's settings ([`SETTINGS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Store {
    name: &'static str,
}

/// The match in progress (`match.json`).
pub const MATCH: Store = Store { name: "match" };
/// The player's preferences (`settings.json`).
pub const SETTINGS: Store = Store { name: "settings" };

impl Store {
    /// What the store holds, if anything.
    pub fn read(self) -> Result<Option<String>, String> {
        backend::read(self.name)
    }

    /// Replaces what the store holds.
    pub fn write(self, text: &str) -> Result<(), String> {
        backend::write(self.name, text)
    }

    /// Keeps a text that could not be read beside the store; says where.
    pub fn keep_corrupt(self, text: &str) -> Result<String, String> {
        backend::keep_corrupt(self.name, text)
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod backend {
    use std::path::PathBuf;

    fn path(name: &str) -> Option<PathBuf> {
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
        Some(if name == "match" {
            save
        } else {
            save.with_file_name(format!("{name}.json"))
        })
    }

    pub fn read(name: &str) -> Result<Option<String>, String> {
        let Some(path) = path(name) else {
            return Ok(None);
        };
        match std::fs::read_to_string(&path) {
            Ok(text) => Ok(Some(text)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(format!("{}: {e}", path.display())),
        }
    }

    pub fn write(name: &str, text: &str) -> Result<(), String> {
        let path = path(name).ok_or("no place to save: neither KALAH_SAVE nor HOME is set")?;
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        // Write aside, then rename: a crash mid-write never leaves half a file.
        let partial = path.with_extension("json.partial");
        std::fs::write(&partial, text).map_err(|e| format!("{}: {e}", partial.display()))?;
        std::fs::rename(&partial, &path).map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn keep_corrupt(name: &str, text: &str) -> Result<String, String> {
        let path = path(name)
            .ok_or("no place to save")?
            .with_extension("json.corrupt");
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(path.display().to_string())
    }
}

#[cfg(target_arch = "wasm32")]
mod backend {
    fn storage() -> Result<web_sys::Storage, String> {
        web_sys::window()
            .ok_or("no browser window")?
            .local_storage()
            .map_err(|e| format!("local storage refused: {e:?}"))?
            .ok_or_else(|| "this browser has no local storage".to_string())
    }

    pub fn read(name: &str) -> Result<Option<String>, String> {
        storage()?
            .get_item(&format!("kalah3d.{name}"))
            .map_err(|e| format!("local storage read failed: {e:?}"))
    }

    pub fn write(name: &str, text: &str) -> Result<(), String> {
        storage()?
            .set_item(&format!("kalah3d.{name}"), text)
            .map_err(|e| format!("local storage write failed: {e:?}"))
    }

    pub fn keep_corrupt(name: &str, text: &str) -> Result<String, String> {
        let key = format!("kalah3d.{name}.corrupt");
        storage()?
            .set_item(&key, text)
            .map_err(|e| format!("local storage write failed: {e:?}"))?;
        Ok(format!("local storage key {key}"))
    }
}
