//! Kalah 3D: a mancala game. `engine` is the pure rules engine and AI; with the `game` feature
//! the Bevy game is built on top of it in layers that only point down:
//!
//! ```text
//! engine ← online ← game ← input ← ui ← root (lib.rs, launch.rs, main.rs)
//! engine ← online ← cli (kalah-cli's commands, the server's binary)
//! ```
//!
//! `online` is the protocol, the server and its client; `game` is the table (rules resource,
//! messages, turn phase and flow, board, sowing animation, AI, online seats, and under
//! `game::view` the 3D scene), `input` turns pointer, keys and pads into the game's messages,
//! `ui` is the egui overlay, and this root puts them together in one order. The one thing the
//! lower layers take from the root is [`AppSystems`], the frame's order their systems go in.
//! `sounds`, the recipes of the sound effects, depends on nothing; the CLI writes them out and
//! the game's tests check its files against them.

pub mod cli;
pub mod engine;
pub mod online;
pub mod sounds;

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
    use bevy::asset::AssetMetaCheck;
    use bevy::prelude::*;

    /// The order of everything that runs each frame in `Update`, configured once here.
    #[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash, PartialOrd, Ord)]
    pub enum AppSystems {
        /// Raw input (pointer, keys, pads, the screenshot script) becomes the game's messages.
        Input,
        /// The keys' and pads' focus is kept on a pit the human may sow.
        Focus,
        /// AI searches start and hand in their moves as `ChooseMove` messages.
        Think,
        /// The turn flow applies the messages to the rules resource; the kept games' commands.
        Flow,
        /// A record asked for goes on the table as a replay, which steps as asked.
        Replay,
        /// The review of the replayed game starts, stops and takes in its results.
        Review,
        /// The game at the table is kept (when it ends, or is left for another).
        Keep,
        /// A new game's board is built, or the gems slide into place after a jump.
        Rebuild,
        /// The step traces are played on the gems.
        Animate,
        /// The turn phase is worked out from the rules resource and the animation.
        Phase,
        /// What the board shows: its marks, the settle check and the camera; a panel asked for
        /// on the command line opens.
        Present,
        /// The sounds of the frame's steps and messages are played (with a window only).
        Sound,
    }

    /// The game without a window or renderer: the table (rules resource, board entities,
    /// sowing animation, turn phase and flow, AI) and the input's shared state. Headless tests
    /// add this to `MinimalPlugins`, with a `game::opening::Opening` resource inserted first.
    pub struct LogicPlugin;

    impl Plugin for LogicPlugin {
        fn build(&self, app: &mut App) {
            app.configure_sets(
                Update,
                (
                    AppSystems::Input,
                    AppSystems::Focus,
                    AppSystems::Think,
                    AppSystems::Flow,
                    AppSystems::Replay,
                    AppSystems::Review,
                    AppSystems::Keep,
                    AppSystems::Rebuild,
                    AppSystems::Animate,
                    AppSystems::Phase,
                    AppSystems::Present,
                    AppSystems::Sound,
                )
                    .chain(),
            );
            app.add_plugins((crate::input::plugin, crate::game::plugin));
        }
    }

    /// The whole game: Bevy's default plugins with a window, the logic, the 3D view, the
    /// pointer, keyboard and gamepad, and the egui overlay, starting as `opening` and `ui` say
    /// (the window's size: the opening's, else the one kept in the settings, else 1280×800; on
    /// the web the page's canvas decides).
    pub struct GamePlugin {
        pub opening: crate::game::opening::Opening,
        pub ui: crate::ui::UiStart,
    }

    impl Plugin for GamePlugin {
        fn build(&self, app: &mut App) {
            // Bevy's audio looks for its device as its plugin is added.
            #[cfg(target_os = "linux")]
            let alsa_errors = crate::game::sound::alsa_errors::catch();
            app.add_plugins(
                DefaultPlugins
                    .set(WindowPlugin {
                        primary_window: Some(Window {
                            title: "Kalah 3D".into(),
                            resolution: self.opening.window.unwrap_or(UVec2::new(1280, 800)).into(),
                            // On the web: the page's canvas, filling its parent.
                            canvas: Some("#kalah-canvas".into()),
                            fit_canvas_to_parent: true,
                            ..default()
                        }),
                        ..default()
                    })
                    .set(AssetPlugin {
                        file_path: crate::launch::assets_folder(),
                        // No `.meta` files beside the assets: asking for them would cost a
                        // request (and a 404 in the browser's console) for each file.
                        meta_check: AssetMetaCheck::Never,
                        ..default()
                    }),
            );
            #[cfg(target_os = "linux")]
            alsa_errors.log();
            app.insert_resource(self.opening.clone());
            app.insert_resource(self.ui.clone());
            app.add_plugins((
                LogicPlugin,
                crate::game::view::plugin,
                crate::game::sound::output,
                crate::input::devices,
                crate::ui::plugin,
            ));
            let mut settings = app
                .world_mut()
                .resource_mut::<crate::game::settings::Settings>();
            let opening = &self.opening;
            if let Some(view) = opening.view {
                settings.view = view;
            }
            if let Some(gems) = opening.gems {
                settings.gem_palette = gems;
            }
            if let Some(high) = opening.high_contrast {
                settings.high_contrast = high;
            }
            if let Some(quality) = opening.quality {
                settings.quality = quality;
            }
        }
    }
}
