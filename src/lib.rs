//! Kalah 3D: a mancala game. `engine` is the pure rules engine and AI; with the `game` feature
//! the Bevy game is built on top of it: `game` (rules resource, board, gems, sowing animation,
//! turn flow, AI), `input` (every input becomes the same messages) and `ui` (the egui overlay).

pub mod cli;
pub mod engine;

#[cfg(feature = "game")]
pub mod game;
#[cfg(feature = "game")]
pub mod input;
#[cfg(feature = "game")]
pub mod launch;
#[cfg(feature = "game")]
pub mod ui;

#[cfg(feature = "game")]
pub use app::{AppSystems, GamePlugin, LogicPlugin};

#[cfg(feature = "game")]
mod app {
    use crate::launch::Launch;
    use bevy::prelude::*;

    /// The order of everything that runs each frame, configured once here.
    #[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash, PartialOrd, Ord)]
    pub enum AppSystems {
        /// Turn raw input (pointer, keys, pads) into `ChooseMove` and `GameCommand` messages.
        Input,
        /// Apply messages to the rules resource; start and collect AI searches.
        Flow,
        /// Play the step traces on the gems.
        Animate,
        /// Derive what the board shows (highlights, previews) from the settled state.
        Present,
    }

    /// The game without a window or renderer: rules resource, board entities, sowing animation,
    /// turn flow, AI and input messages. Headless tests add this to `MinimalPlugins`.
    pub struct LogicPlugin;

    impl Plugin for LogicPlugin {
        fn build(&self, app: &mut App) {
            app.configure_sets(
                Update,
                (
                    AppSystems::Input,
                    AppSystems::Flow,
                    AppSystems::Animate,
                    AppSystems::Present,
                )
                    .chain(),
            );
            app.add_plugins((crate::input::plugin, crate::game::plugin));
        }
    }

    /// The whole game: Bevy's default plugins with a window, the logic, the 3D scene, pointer,
    /// keyboard and gamepad input and the egui overlay.
    pub struct GamePlugin {
        pub launch: Launch,
    }

    impl Plugin for GamePlugin {
        fn build(&self, app: &mut App) {
            app.add_plugins(DefaultPlugins.set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Kalah 3D".into(),
                    resolution: (1280, 800).into(),
                    // On the web: the page's canvas, filling its parent.
                    canvas: Some("#kalah-canvas".into()),
                    fit_canvas_to_parent: true,
                    ..default()
                }),
                ..default()
            }));
            app.insert_resource(self.launch.clone());
            app.add_plugins((
                LogicPlugin,
                crate::game::view_plugin,
                crate::input::pointer::plugin,
                crate::input::keyboard::plugin,
                crate::input::gamepad::plugin,
                crate::ui::plugin,
            ));
            if self.launch.resume {
                app.add_plugins(crate::game::save::plugin);
            }
        }
    }
}
