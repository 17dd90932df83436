//! The player's preferences, which outlive a match (the sound, the overlay's language): the
//! [`Settings`] resource, kept in its
//! own [`SETTINGS`] store beside the saved match (natively `settings.json` next to
//! `match.json`, on the web local storage `kalah3d.settings`), read at start-up and written
//! whenever it changes. Like the save, this happens only in the real game ([`persist`]):
//! headless tests and screenshots use the defaults and write nothing.
//!
//! Every field has a default and a file may lack any of them (or hold fields this version does
//! not know), so a settings file from an older or newer game still loads; one that cannot be
//! read at all is kept aside (`.corrupt`) with a warning, and the defaults are used.

use super::store::SETTINGS;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// What the player chose.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Loudness of every sound, 0 (silent) to 1 (as recorded).
    pub master_volume: f32,
    /// Loudness of the board's and the menus' sound effects, 0 to 1, under the master volume.
    pub effects_volume: f32,
    /// No sound at all, whatever the volumes say.
    pub muted: bool,
    /// The language the player chose for the overlay, as its code (`"ru"`); none: the
    /// system's. A code the overlay does not speak counts as none.
    pub language: Option<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            master_volume: 0.8,
            effects_volume: 1.0,
            muted: false,
            language: None,
        }
    }
}

impl Settings {
    /// Reads settings from their JSON text; volumes outside 0..=1 are brought into it.
    pub fn parse(text: &str) -> Result<Settings, String> {
        let mut settings: Settings =
            serde_json::from_str(text).map_err(|e| format!("unreadable settings: {e}"))?;
        settings.master_volume = settings.master_volume.clamp(0.0, 1.0);
        settings.effects_volume = settings.effects_volume.clamp(0.0, 1.0);
        Ok(settings)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("settings always serialise")
    }
}

/// The saved settings, or the defaults. Problems are logged, never fatal.
fn load() -> Settings {
    let text = match SETTINGS.read() {
        Ok(Some(text)) => text,
        Ok(None) => return Settings::default(),
        Err(e) => {
            warn!("could not read the settings ({e}); using the defaults");
            return Settings::default();
        }
    };
    Settings::parse(&text).unwrap_or_else(|e| {
        match SETTINGS.keep_corrupt(&text) {
            Ok(kept) => warn!("{e}; they are kept in {kept} and the defaults are used"),
            Err(e2) => warn!("{e}; could not keep the bad settings either ({e2})"),
        }
        Settings::default()
    })
}

/// Writes the settings whenever they change (not the ones just read at start-up).
fn save_changes(settings: Res<Settings>, mut last: Local<Option<String>>) {
    if !settings.is_changed() {
        return;
    }
    let text = settings.to_json();
    match last.as_deref() {
        // The first frame: what was read (or the defaults) is already kept.
        None => {
            *last = Some(text);
            return;
        }
        Some(written) if written == text => return,
        Some(_) => {}
    }
    match SETTINGS.write(&text) {
        Ok(()) => *last = Some(text),
        Err(e) => warn!("could not save the settings: {e}"),
    }
}

/// The settings resource, at its defaults (every app).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}

/// Reading and keeping the settings, for the real game only (not in screenshot mode or
/// headless tests).
pub(super) fn persist(app: &mut App) {
    app.insert_resource(load()).add_systems(Last, save_changes);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip() {
        let settings = Settings {
            master_volume: 0.25,
            effects_volume: 0.5,
            muted: true,
            language: Some("cs".into()),
        };
        assert_eq!(Settings::parse(&settings.to_json()), Ok(settings));
    }

    #[test]
    fn missing_fields_take_their_defaults_and_unknown_ones_are_ignored() {
        assert_eq!(Settings::parse("{}"), Ok(Settings::default()));
        let old = Settings::parse(r#"{"muted": true, "from_a_newer_game": 3}"#).unwrap();
        assert!(old.muted);
        assert_eq!(old.master_volume, Settings::default().master_volume);
        assert_eq!(
            old.language, None,
            "a file from before the language setting"
        );
        let loud = Settings::parse(r#"{"master_volume": 7, "effects_volume": -1}"#).unwrap();
        assert_eq!((loud.master_volume, loud.effects_volume), (1.0, 0.0));
    }

    #[test]
    fn corrupt_settings_are_errors_not_panics() {
        for bad in [
            "",
            "{",
            "3",
            r#"{"muted": "yes"}"#,
            r#"{"master_volume": "x"}"#,
        ] {
            let err = Settings::parse(bad).unwrap_err();
            assert!(err.contains("unreadable settings"), "{bad}: {err}");
        }
    }
}
