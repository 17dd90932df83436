//! The egui overlay: the HUD (turn, scores, extra turn, how to move, hint, buttons, speed; what
//! its status box says is worked out in [`readout`]), the counts above every hole, the move
//! history, the new-game dialog, the controls help, the settings window and the game-over
//! banner, all in one [`theme`] and with one set of [`names`]. Buttons write the same `ChooseMove` and
//! `GameCommand` messages as every other input; which menu is open, and what the overlay tells
//! the input each frame, is in `menus`.

mod controls;
mod counts;
mod dialog;
mod history;
mod hud;
mod menus;
pub mod names;
mod pad_menu;
pub mod readout;
mod room;
mod scale;
mod settings;
mod theme;

use bevy::prelude::*;
use bevy_egui::{EguiPlugin, EguiPrimaryContextPass};

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<menus::Menus>()
        .add_plugins((theme::plugin, pad_menu::plugin))
        .add_systems(
            EguiPrimaryContextPass,
            (
                scale::apply,
                menus::ui_commands,
                counts::hole_counts,
                hud::top_bar,
                hud::status,
                hud::game_over,
                history::moves,
                dialog::new_game,
                controls::panel,
                settings::panel,
                menus::tell_input,
                room::tell_camera,
            )
                .chain(),
        );
}
