//! Saving: the match settings, the animation speed and the game in progress survive quitting
//! the game (or reloading the browser tab), in the [`MATCH`](crate::game::keep::storage::MATCH) store (natively one JSON file,
//! `$KALAH_SAVE`, else `$XDG_DATA_HOME/kalah3d/match.json`, else
//! `~/.local/share/kalah3d/match.json`; on the web the browser's local storage).
//!
//! A save that cannot be read is never thrown away: it is kept beside the good one (`.corrupt`)
//! and the game starts fresh with a warning in the log.

use crate::engine::GameRecord;
use crate::game::keep::storage::Storage;
use crate::game::sowing::Playback;
use crate::game::table::{Match, MatchError, MatchSettings, Player, Starter};
use crate::online::protocol::SeatKey;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Bumped when the format changes incompatibly.
const VERSION: u32 = 1;

/// What is saved.
/// Why a save cannot be resumed; the save is then kept aside and a new game starts.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SaveError {
    /// Not JSON of the save's shape (what the JSON reader said).
    #[error("unreadable save: {0}")]
    Unreadable(String),
    #[error("save format {0} is not {VERSION}")]
    Version(u32),
    #[error("bad animation speed {0} in the save")]
    Speed(f32),
    /// Its rules or moves, checked by the engine.
    #[error(transparent)]
    Match(#[from] MatchError),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedMatch {
    pub version: u32,
    pub players: [Player; 2],
    pub starter: Starter,
    /// The rule set, who started and every decision so far.
    pub record: GameRecord,
    pub speed: f32,
    /// The seat held in an online game not yet over, to take back on opening.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub online: Option<SeatKey>,
}

/// A save read back: its match, the animation speed and any online seat.
#[derive(Debug)]
pub struct Restored {
    pub game: Match,
    pub speed: f32,
    pub online: Option<SeatKey>,
}

/// The online seat kept with the save: read from it at start (to be taken back), then set by
/// online play to the seat held in a game not yet over.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct KeptSeat(pub Option<SeatKey>);

/// Where this run keeps its save.
#[derive(Resource, Clone, Debug)]
pub struct SaveStore(pub Storage);

impl SavedMatch {
    pub fn of(game: &Match, playback: &Playback, online: Option<SeatKey>) -> SavedMatch {
        let settings = game.settings();
        SavedMatch {
            version: VERSION,
            players: settings.players,
            starter: settings.starter,
            record: game.game().record(),
            speed: playback.speed,
            online,
        }
    }

    /// Parses a save and rebuilds its match, checking every move with the engine.
    pub fn restore(text: &str) -> Result<Restored, SaveError> {
        let saved: SavedMatch =
            serde_json::from_str(text).map_err(|e| SaveError::Unreadable(e.to_string()))?;
        if saved.version != VERSION {
            return Err(SaveError::Version(saved.version));
        }
        if !(saved.speed.is_finite() && saved.speed > 0.0) {
            return Err(SaveError::Speed(saved.speed));
        }
        let settings = MatchSettings {
            rules: saved.record.rules.clone(),
            players: saved.players,
            starter: saved.starter,
        };
        let game = Match::resume(settings, &saved.record)?;
        Ok(Restored {
            game,
            speed: saved.speed,
            online: saved.online,
        })
    }
}

/// What reading the save found.
pub enum Loaded {
    /// No save (or none this platform can reach).
    Nothing,
    /// A good save: its match, animation speed and online seat.
    Resumed(Box<Restored>),
    /// A save that could not be read, kept aside where this says.
    SetAside(String),
}

/// A save that could not be read and was kept aside: where it is, for the overlay to tell the
/// player (who then dismisses it).
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct SetAside(pub String);

/// The match the save in `store` holds, if there is a good one. Problems are logged, never
/// fatal.
pub fn load(store: &Storage) -> Loaded {
    let text = match store.read() {
        Ok(Some(text)) => text,
        Ok(None) => return Loaded::Nothing,
        Err(e) => {
            warn!("could not read the saved game ({e}); starting a new one");
            return Loaded::Nothing;
        }
    };
    match SavedMatch::restore(&text) {
        Ok(restored) => Loaded::Resumed(Box::new(restored)),
        Err(e) => match store.keep_corrupt(&text) {
            Ok(kept) => {
                warn!("{e}; the save is kept in {kept} and a new game starts");
                Loaded::SetAside(kept)
            }
            Err(e2) => {
                warn!("{e}; could not keep the bad save either ({e2})");
                Loaded::Nothing
            }
        },
    }
}

/// Writes the match whenever it or the animation speed changes. A replay, a lesson or a puzzle
/// is not a game in progress: while one is on the table the save keeps the last game played.
fn save_changes(
    game: Option<Res<Match>>,
    playback: Res<Playback>,
    seat: Res<KeptSeat>,
    store: Res<SaveStore>,
    mut last: Local<String>,
) {
    let Some(game) = game else { return };
    if game.is_replay()
        || game.is_practice()
        || !(game.is_changed() || playback.is_changed() || seat.is_changed())
    {
        return;
    }
    let text = serde_json::to_string(&SavedMatch::of(&game, &playback, seat.0.clone()))
        .expect("a saved match always serialises");
    if *last == text {
        return;
    }
    match store.0.write(&text) {
        Ok(()) => *last = text,
        Err(e) => warn!("could not save the game: {e}"),
    }
}

/// Saving, for the real game only (not in screenshot mode or headless tests).
/// The [`SaveStore`] is inserted first.
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
        let text = serde_json::to_string(&SavedMatch::of(&game, &playback, None)).unwrap();
        let restored = SavedMatch::restore(&text).unwrap();
        assert_eq!(restored.speed, 2.0);
        assert_eq!(restored.game.position(), game.position());
        assert_eq!(restored.game.settings(), game.settings());
        assert_eq!(restored.online, None);
    }

    /// A save written before the settings moved into their own store reads as it did.
    #[test]
    fn an_older_save_still_restores() {
        let old = r#"{"version":1,"players":["Human",{"Ai":"Medium"}],"starter":"South",
            "record":{"rules":{"name":"kalah","pits":6,"seeds":4,"stores_sown":"own",
            "direction":"ccw","min_lift":1,"extra_turn":"unlimited",
            "capture":"opposite_non_empty","relay":false,"fours":false,"end":"after_any_move",
            "leftover":"to_owner","majority":false,"pie":false,"no_progress":null},
            "first":"south","moves":["3","1"]},"speed":1.5}"#;
        let restored = SavedMatch::restore(old).unwrap();
        assert_eq!(restored.speed, 1.5);
        assert_eq!(
            restored.game.game().record().moves,
            [Move::ccw(2), Move::ccw(0)]
        );
    }

    #[test]
    fn bad_saves_are_errors_not_panics() {
        assert!(SavedMatch::restore("").is_err());
        assert!(SavedMatch::restore("{\"version\": 1}").is_err());
        let game = Match::new(MatchSettings::default(), None).unwrap();
        let mut saved = SavedMatch::of(&game, &Playback::default(), None);
        saved.record.moves = vec![Move::ccw(2), Move::ccw(2)];
        let err = SavedMatch::restore(&serde_json::to_string(&saved).unwrap())
            .unwrap_err()
            .to_string();
        assert!(err.contains("ply 2"), "{err}");
        saved.record.moves.clear();
        saved.version = 99;
        assert!(SavedMatch::restore(&serde_json::to_string(&saved).unwrap()).is_err());
    }
}
