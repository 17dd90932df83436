//! The game on the table: the rules resource, the board and gem entities, the sowing
//! animation, the turn flow, the AI and the marks on the holes ([`plugin`], headless), and the
//! 3D scene, camera and screenshot mode ([`view_plugin`], with a renderer).

pub mod ai;
pub mod announce;
pub mod board;
pub mod camera;
pub mod layout;
pub mod marks;
pub mod rules;
pub mod save;
pub mod scene;
pub mod screenshot;
pub mod sowing;
pub mod turn;
pub mod wood;

use crate::launch::Launch;
use bevy::prelude::*;
use board::MatchStarted;
use rules::Match;

/// The logic: everything that runs without a window.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        board::plugin,
        sowing::plugin,
        turn::plugin,
        ai::plugin,
        marks::plugin,
    ))
    .add_systems(Startup, start_first_match);
}

/// The rendered table: scene, camera and the screenshot mode.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_plugins((
        scene::plugin,
        camera::plugin,
        screenshot::plugin,
        announce::plugin,
    ));
}

/// Starts the game the launch options ask for: the saved game when started without options
/// and a good save exists, else a new one (the default match when there are no options).
fn start_first_match(
    launch: Option<Res<Launch>>,
    mut playback: ResMut<sowing::Playback>,
    mut commands: Commands,
    mut started: MessageWriter<MatchStarted>,
) {
    if launch.as_ref().is_some_and(|l| l.resume)
        && let Some((resumed, speed)) = save::load()
    {
        info!("resuming the saved game");
        playback.speed = speed;
        commands.insert_resource(resumed);
        started.write(MatchStarted);
        return;
    }
    let settings = launch.map(|l| l.settings.clone()).unwrap_or_default();
    match Match::new(settings.clone(), None) {
        Ok(m) => commands.insert_resource(m),
        Err(e) => {
            error!("{e}; starting the default game");
            commands
                .insert_resource(Match::new(default(), None).expect("the default game is valid"));
        }
    }
    started.write(MatchStarted);
}
