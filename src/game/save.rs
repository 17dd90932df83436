//! Saving: the match settings, the animation speed and the game in progress survive quitting
//! the game (or reloading the browser tab). Natively they live in one JSON file
//! (`$KALAH_SAVE`, else `$XDG_DATA_HOME/kalah3d/match.json`, else
//! `~/.local/share/kalah3d/match.json`); on the web in the browser's local storage.
//!
//! A save that cannot be read is never thrown away: it is kept beside the good one (`.corrupt`)
//! and the game starts fresh with a warning in the log.

use super::r#match::{Match, MatchSettings, Player, Starter};
use super::sowing::Playback;
use crate::engine::GameRecord;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Bumped when the format changes incompatibly.
const VERSION: u32 = 1;

/// What is saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedMatch {
    pub version: u32,
    pub players: [Player; 2],
    pub starter: Starter,
    /// The rule set, who started and every decision so far.
    pub record: GameRecord,
    pub speed: f32,
}

impl SavedMatch {
    pub fn of(game: &Match, playback: &Playback) -> SavedMatch {
        let settings = game.settings();
        SavedMatch {
            version: VERSION,
            players: settings.players,
            starter: settings.starter,
            record: game.game().record(),
            speed: playback.speed,
        }
    }

    /// Parses a save and rebuilds its match, checking every move with the engine.
    pub fn restore(text: &str) -> Result<(Match, f32), String> {
        let saved: SavedMatch =
            serde_json::from_str(text).map_err(|e| format!("unreadable save: {e}"))?;
        if saved.version != VERSION {
            return Err(format!("save format {} is not {VERSION}", saved.version));
        }
        if !(saved.speed.is_finite() && saved.speed > 0.0) {
            return Err(format!("bad animation speed {} in the save", saved.speed));
        }
        let settings = MatchSettings {
            rules: saved.record.rules.clone(),
            players: saved.players,
            starter: saved.starter,
        };
        let game = Match::resume(settings, &saved.record)?;
        Ok((game, saved.speed))
    }
}

/// Where saves are kept: a file natively, local storage on the web.
mod store {
    #[cfg(not(target_arch = "wasm32"))]
    mod backend {
        use std::path::PathBuf;

        fn path() -> Option<PathBuf> {
            if let Some(file) = std::env::var_os("KALAH_SAVE") {
                return Some(PathBuf::from(file));
            }
            let data = std::env::var_os("XDG_DATA_HOME")
                .map(PathBuf::from)
                .or_else(|| {
                    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share"))
                })?;
            Some(data.join("kalah3d").join("match.json"))
        }

        pub fn read() -> Result<Option<String>, String> {
            let Some(path) = path() else { return Ok(None) };
            match std::fs::read_to_string(&path) {
                Ok(text) => Ok(Some(text)),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(format!("{}: {e}", path.display())),
            }
        }

        pub fn write(text: &str) -> Result<(), String> {
            let path = path().ok_or("no place to save: neither KALAH_SAVE nor HOME is set")?;
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            }
            // Write aside, then rename: a crash mid-write never leaves half a save.
            let partial = path.with_extension("json.partial");
            std::fs::write(&partial, text).map_err(|e| format!("{}: {e}", partial.display()))?;
            std::fs::rename(&partial, &path).map_err(|e| format!("{}: {e}", path.display()))
        }

        pub fn keep_corrupt(text: &str) -> Result<String, String> {
            let path = path().ok_or("no save path")?.with_extension("json.corrupt");
            std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
            Ok(path.display().to_string())
        }
    }

    #[cfg(target_arch = "wasm32")]
    mod backend {
        const KEY: &str = "kalah3d.match";
        const CORRUPT_KEY: &str = "kalah3d.match.corrupt";

        fn storage() -> Result<web_sys::Storage, String> {
            web_sys::window()
                .ok_or("no browser window")?
                .local_storage()
                .map_err(|e| format!("local storage refused: {e:?}"))?
                .ok_or_else(|| "this browser has no local storage".to_string())
        }

        pub fn read() -> Result<Option<String>, String> {
            storage()?
                .get_item(KEY)
                .map_err(|e| format!("local storage read failed: {e:?}"))
        }

        pub fn write(text: &str) -> Result<(), String> {
            storage()?
                .set_item(KEY, text)
                .map_err(|e| format!("local storage write failed: {e:?}"))
        }

        pub fn keep_corrupt(text: &str) -> Result<String, String> {
            storage()?
                .set_item(CORRUPT_KEY, text)
                .map_err(|e| format!("local storage write failed: {e:?}"))?;
            Ok(format!("local storage key {CORRUPT_KEY}"))
        }
    }

    pub use backend::{keep_corrupt, read, write};
}

/// The match a save holds, if there is a good one. Problems are logged, never fatal.
pub fn load() -> Option<(Match, f32)> {
    let text = match store::read() {
        Ok(Some(text)) => text,
        Ok(None) => return None,
        Err(e) => {
            warn!("could not read the saved game ({e}); starting a new one");
            return None;
        }
    };
    match SavedMatch::restore(&text) {
        Ok(restored) => Some(restored),
        Err(e) => {
            match store::keep_corrupt(&text) {
                Ok(kept) => warn!("{e}; the save is kept in {kept} and a new game starts"),
                Err(e2) => warn!("{e}; could not keep the bad save either ({e2})"),
            }
            None
        }
    }
}

/// Writes the match whenever it or the animation speed changes.
fn save_changes(game: Option<Res<Match>>, playback: Res<Playback>, mut last: Local<String>) {
    let Some(game) = game else { return };
    if !(game.is_changed() || playback.is_changed()) {
        return;
    }
    let text = serde_json::to_string(&SavedMatch::of(&game, &playback))
        .expect("a saved match always serialises");
    if *last == text {
        return;
    }
    match store::write(&text) {
        Ok(()) => *last = text,
        Err(e) => warn!("could not save the game: {e}"),
    }
}

/// Saving, for the real game only (not in screenshot mode or headless tests).
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, save_changes);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Move;

    #[test]
    fn a_saved_match_restores_exactly() {
        let mut game = Match::new(MatchSettings::default(), None).unwrap();
        game.play(Move::ccw(2)).unwrap();
        game.play(Move::ccw(0)).unwrap();
        let playback = Playback {
            speed: 2.0,
            ..default()
        };
        let text = serde_json::to_string(&SavedMatch::of(&game, &playback)).unwrap();
        let (restored, speed) = SavedMatch::restore(&text).unwrap();
        assert_eq!(speed, 2.0);
        assert_eq!(restored.position(), game.position());
        assert_eq!(restored.settings(), game.settings());
    }

    #[test]
    fn bad_saves_are_errors_not_panics() {
        assert!(SavedMatch::restore("").is_err());
        assert!(SavedMatch::restore("{\"version\": 1}").is_err());
        let game = Match::new(MatchSettings::default(), None).unwrap();
        let mut saved = SavedMatch::of(&game, &Playback::default());
        saved.record.moves = vec![Move::ccw(2), Move::ccw(2)];
        let err = SavedMatch::restore(&serde_json::to_string(&saved).unwrap()).unwrap_err();
        assert!(err.contains("ply 2"), "{err}");
        saved.record.moves.clear();
        saved.version = 99;
        assert!(SavedMatch::restore(&serde_json::to_string(&saved).unwrap()).is_err());
    }
}
