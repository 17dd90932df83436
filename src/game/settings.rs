//! The player's preferences, which outlive a match (the sound, the overlay's language): the
//! [`Settings`] resource, kept in its
//! own [`SETTINGS`] store beside the saved match (natively `settings.json` next to
//! `match.json`, on the web local storage `kalah3d.settings`), read at start-up and written
//! whenever it changes. Like the save, this happens only in the real game ([`persist`]):
//! headless tests and screenshots use the defaults and write nothing.
//!
//! Every field has a default and a file may lack any of them (or hold fields this version does
//! not know), so a settings file from an older or newer game still loads; one that cannot be
//! read at all is moved aside (`.corrupt`) with a warning, once, and the defaults are used.

use crate::AppSystems;
use crate::game::board::palette::GemPalette;
use crate::game::keep::notices::{Kept, Notices};
use crate::game::keep::shelves::{Shelf, put, take};
use crate::game::keep::storage::{KeptIn, SETTINGS};
use crate::online::protocol::normalise_key;
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
    /// How the board is seen: in 3D, or from straight above.
    pub view: BoardView,
    /// The overlay's size as a factor (0.75 to 2), on top of the window's own scale factor;
    /// `None` lets the overlay choose from the window's size.
    pub ui_scale: Option<f32>,
    /// Two humans at one screen: the board turns to the side to move once a move has settled,
    /// so each player sees their own pits as the near row.
    pub turn_to_mover: bool,
    /// Gems glide straight from hole to hole, without arcs; by default on the web what the
    /// browser's `prefers-reduced-motion` says.
    pub reduced_motion: bool,
    /// The gems' colours.
    pub gem_palette: GemPalette,
    /// Rings, highlights and counts in colours that stand out at least 4.5:1 from what is
    /// behind them, on a darkened board.
    pub high_contrast: bool,
    /// Where the window was last (natively): it opens there again.
    pub window: Option<WindowPlace>,
    /// How much the renderer draws: Low, High, or chosen for the machine (`game::view::quality`).
    pub quality: Quality,
    /// The online server the player last used (natively; the web uses its page's own).
    pub online_server: Option<String>,
    /// The name the player's online opponents see.
    pub online_name: Option<String>,
    /// The player's secret key online (32 hex digits, `game::online::key`): whoever holds it
    /// is this player on the server, with its name and ratings.
    pub player_key: Option<String>,
}

/// The graphics quality the player chose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Quality {
    /// Low on a software renderer or when frames stay slow, High otherwise.
    #[default]
    Auto,
    /// No shadows, no multisampling, simpler gems and wood grain: faster.
    Low,
    /// Everything the board was made with.
    High,
}

/// The window's size (logical pixels) and its position on the desktop, where known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WindowPlace {
    pub size: [u32; 2],
    pub position: Option<[i32; 2]>,
}

/// Whether the browser asks for less motion (`prefers-reduced-motion: reduce`).
#[cfg(target_arch = "wasm32")]
fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|query| query.matches())
}

/// Natively there is no such preference to read: full motion.
#[cfg(not(target_arch = "wasm32"))]
fn prefers_reduced_motion() -> bool {
    false
}

/// The UI scales the player may choose.
pub const UI_SCALES: std::ops::RangeInclusive<f32> = 0.75..=2.0;

/// How the camera shows the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardView {
    /// From South's side at a slant, in perspective, turning with the orbit.
    #[default]
    Perspective,
    /// From straight above, orthographic, with large counts.
    TopDown,
}

impl BoardView {
    /// The other view.
    pub fn toggled(self) -> BoardView {
        match self {
            BoardView::Perspective => BoardView::TopDown,
            BoardView::TopDown => BoardView::Perspective,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            master_volume: 0.8,
            effects_volume: 1.0,
            muted: false,
            language: None,
            view: BoardView::Perspective,
            ui_scale: None,
            turn_to_mover: false,
            reduced_motion: prefers_reduced_motion(),
            gem_palette: GemPalette::Classic,
            high_contrast: false,
            window: None,
            quality: Quality::Auto,
            online_server: None,
            online_name: None,
            player_key: None,
        }
    }
}

/// Settings that are not JSON of the expected shape (what the JSON reader said).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unreadable settings: {0}")]
pub struct SettingsError(pub String);

impl Settings {
    /// Reads settings from their JSON text; volumes outside 0..=1 and UI scales outside
    /// [`UI_SCALES`] are brought into them.
    pub fn parse(text: &str) -> Result<Settings, SettingsError> {
        let mut settings: Settings =
            serde_json::from_str(text).map_err(|e| SettingsError(e.to_string()))?;
        settings.master_volume = settings.master_volume.clamp(0.0, 1.0);
        settings.effects_volume = settings.effects_volume.clamp(0.0, 1.0);
        settings.ui_scale = settings
            .ui_scale
            .map(|s| s.clamp(*UI_SCALES.start(), *UI_SCALES.end()));
        // A key the server could not read is no key: a new one is made.
        settings.player_key = settings.player_key.as_deref().and_then(normalise_key);
        Ok(settings)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("settings always serialise")
    }
}

/// What keys, pads and buttons ask of the display.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DisplayCommand {
    /// Switch between the 3D and the top-down view (kept in the settings).
    ToggleView,
    /// Switch the window to fullscreen and back (the window does it, where there is one).
    ToggleFullscreen,
}

fn toggle_view(mut commands: MessageReader<DisplayCommand>, mut settings: ResMut<Settings>) {
    for command in commands.read() {
        if *command == DisplayCommand::ToggleView {
            settings.view = settings.view.toggled();
        }
    }
}

/// Where the settings are kept and what this run may do with them (the real game only).
#[derive(Resource)]
struct SettingsShelf(Shelf);

/// Writes the settings whenever they change (not the ones just read at start-up).
fn save_changes(
    settings: Res<Settings>,
    mut shelf: ResMut<SettingsShelf>,
    mut notices: ResMut<Notices>,
) {
    if settings.is_changed() {
        put(
            &mut shelf.0,
            Kept::Settings,
            settings.to_json(),
            &mut notices,
        );
    }
}

/// The settings resource, at its defaults, and the view's switch (every app).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .add_message::<DisplayCommand>()
        .add_systems(Update, toggle_view.in_set(AppSystems::Flow));
}

/// Reading and keeping the settings, for the real game only (not in screenshot mode or
/// headless tests).
/// The saved settings are read here, as the app is built (the window's kept size is needed
/// before it opens), or the defaults taken: a file that cannot be read as settings is moved
/// aside (`.corrupt`) first; one that cannot be opened, or not kept aside, is left as it is and not
/// written in this run, so a hand-edited file with one typo is never lost. The player is told
/// either way, as for the kept games.
pub(super) fn persist(app: &mut App) {
    app.init_resource::<Notices>();
    let dir = app
        .world()
        .get_resource::<KeptIn>()
        .and_then(|kept| kept.0.clone());
    let mut shelf = Shelf::new(SETTINGS.kept_in(dir.as_deref()), true);
    let mut notices = app.world_mut().resource_mut::<Notices>();
    let settings = take(&mut shelf, Kept::Settings, Settings::parse, &mut notices);
    shelf.holds(settings.to_json());
    app.insert_resource(settings)
        .insert_resource(SettingsShelf(shelf))
        .add_systems(Last, save_changes);
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
            view: BoardView::TopDown,
            ui_scale: Some(1.5),
            turn_to_mover: true,
            reduced_motion: true,
            gem_palette: GemPalette::ColourSafe,
            high_contrast: true,
            window: Some(WindowPlace {
                size: [1000, 700],
                position: Some([-20, 40]),
            }),
            quality: Quality::Low,
            online_server: Some("ws://127.0.0.1:8080".into()),
            online_name: Some("Ana".into()),
            player_key: Some("5f0c3a9e4b7d21c68e1f90a2b3c4d5e6".into()),
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
        let huge = Settings::parse(r#"{"ui_scale": 9, "view": "top_down"}"#).unwrap();
        assert_eq!((huge.ui_scale, huge.view), (Some(2.0), BoardView::TopDown));
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
            let err = Settings::parse(bad).unwrap_err().to_string();
            assert!(err.contains("unreadable settings"), "{bad}: {err}");
        }
    }

    #[test]
    fn a_corrupt_settings_file_is_kept_aside_and_the_player_told() {
        use crate::game::keep::notices::Notice;
        let dir = std::env::temp_dir().join(format!("kalah-settings-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let typo = r#"{"muted": true, "master_volume": 0.5,}"#;
        std::fs::write(dir.join("settings.json"), typo).unwrap();
        let mut shelf = Shelf::new(SETTINGS.in_dir(&dir), true);
        let mut notices = Notices::default();
        let settings = take(&mut shelf, Kept::Settings, Settings::parse, &mut notices);
        assert_eq!(settings, Settings::default());
        let kept = dir.join("settings.json.corrupt");
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), typo);
        assert_eq!(
            notices.0,
            [Notice::SetAside {
                what: Kept::Settings,
                kept: kept.display().to_string()
            }]
        );
        // The bad file was moved aside, not copied: the next start reads no file and says
        // nothing.
        assert!(!dir.join("settings.json").exists());
        let mut again = Notices::default();
        let mut next_start = Shelf::new(SETTINGS.in_dir(&dir), true);
        let settings = take(&mut next_start, Kept::Settings, Settings::parse, &mut again);
        assert_eq!((settings, again.0), (Settings::default(), Vec::new()));
        // The defaults are written once something changes; the typo lives on beside them.
        put(
            &mut shelf,
            Kept::Settings,
            Settings::default().to_json(),
            &mut notices,
        );
        assert!(
            Settings::parse(&std::fs::read_to_string(dir.join("settings.json")).unwrap()).is_ok()
        );
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), typo);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
