//! How the game starts: the [`Opening`] resource, which the binary fills from its command line
//! (or a test by hand) and inserts before the game's plugins are added, and the start-up
//! system that puts the first match on the table from it.

use crate::engine::Move;
use crate::game::board::palette::GemPalette;
use crate::game::keep::save;
use crate::game::messages::MatchStarted;
use crate::game::settings::{BoardView, Quality};
use crate::game::sowing::Playback;
use crate::game::table::{Match, MatchSettings};
use bevy::prelude::*;
use std::path::PathBuf;

/// What the game starts with.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Opening {
    /// The first match, unless a save is resumed.
    pub settings: MatchSettings,
    /// Save the window to this PNG once [`Opening::moves`] have been played, then exit.
    pub screenshot: Option<PathBuf>,
    /// Moves to play from the start (checked legal), for the screenshot.
    pub moves: Vec<Move>,
    /// Resume the saved game, and keep saving it.
    pub resume: bool,
    /// The window's size in logical pixels, instead of the usual one.
    pub window: Option<UVec2>,
    /// The board's view for this run, instead of the settings' (for screenshots).
    pub view: Option<BoardView>,
    /// The gems' palette for this run, instead of the settings' (for screenshots).
    pub gems: Option<GemPalette>,
    /// High contrast on or off for this run, instead of the settings' (for screenshots).
    pub high_contrast: Option<bool>,
    /// Screenshot mode: one picture for each look (both gem palettes, each without and with
    /// high contrast) instead of one.
    pub each_look: bool,
    /// The frame bench: play its fixed scene, print the frame times and exit.
    pub bench: bool,
    /// The graphics quality for this run, instead of the settings' (for the bench and
    /// screenshots).
    pub quality: Option<Quality>,
    /// Natively, keep the save, the settings, the games and the statistics in this folder
    /// instead of the player's own (the tests that quit and reopen a game).
    pub keep_in: Option<PathBuf>,
    /// The online server for this run (`--server`, a page's `?server=`), instead of the
    /// settings' or the page's own.
    pub server: Option<String>,
    /// Join the online game with this code at start (`--join`, a page's `?join=`).
    pub join: Option<String>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, start_first_match);
}

/// Starts the game the opening asks for: the saved game when it resumes and a good save
/// exists, else a new one (the default match when there is no opening). A save that could not
/// be read is kept aside, and [`save::SetAside`] says where.
pub(crate) fn start_first_match(
    opening: Option<Res<Opening>>,
    store: Option<Res<save::SaveStore>>,
    mut playback: ResMut<Playback>,
    mut commands: Commands,
    mut started: MessageWriter<MatchStarted>,
) {
    if let Some(store) = store {
        match save::load(&store.0) {
            save::Loaded::Resumed(resumed) => {
                info!("resuming the saved game");
                let save::Restored {
                    game,
                    speed,
                    online: seat,
                } = *resumed;
                playback.speed = speed;
                commands.insert_resource(game);
                if let Some(seat) = seat {
                    info!("the save holds an online seat, in room {}", seat.room);
                    commands.insert_resource(save::KeptSeat(Some(seat)));
                }
                started.write(MatchStarted);
                return;
            }
            save::Loaded::SetAside(kept) => commands.insert_resource(save::SetAside(kept)),
            save::Loaded::Nothing => {}
        }
    }
    let settings = opening.map(|o| o.settings.clone()).unwrap_or_default();
    match Match::new(settings, None) {
        Ok(m) => commands.insert_resource(m),
        Err(e) => {
            error!("{e}; starting the default game");
            commands
                .insert_resource(Match::new(default(), None).expect("the default game is valid"));
        }
    }
    started.write(MatchStarted);
}
