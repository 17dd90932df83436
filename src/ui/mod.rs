//! The egui overlay: the HUD (turn, scores, extra turn, how to move, hint, buttons, speed; what
//! its status box says is worked out in [`readout`]), the counts above every hole, the move
//! history, the new-game dialog, the rules panel (its sentences built in [`rules_text`]), the
//! controls help, the settings window, the game-over banner, the replay panel with its
//! review and graph, and the kept games (copied and pasted through the system [`clipboard`],
//! in the browser also uploaded through the page's file input, `upload`) and the statistics
//! with their notices, all in one
//! [`theme`], with one
//! set of [`names`] and in the player's language ([`i18n`], chosen in `language`); the menus
//! open below the HUD's bar (`below_bar`). Buttons
//! write the same `ChooseMove` and `GameCommand` messages as every other input; which menu is
//! open, and what the overlay tells the input each frame, is in `menus`.

mod below_bar;
mod clipboard;
mod controls;
mod counts;
mod dialog;
mod games;
mod history;
mod hud;
pub mod i18n;
mod incoming;
pub mod language;
mod menus;
pub mod names;
mod pad_menu;
pub mod readout;
mod replay;
mod review;
mod room;
mod rules_panel;
pub mod rules_text;
mod scale;
mod settings;
pub mod spoken;
mod stats;
mod theme;
#[cfg(target_arch = "wasm32")]
mod upload;

use crate::game::r#match::Match;
use bevy::prelude::*;
use bevy_egui::{EguiPlugin, EguiPrimaryContextPass};
use i18n::Language;

/// A panel the overlay can be asked to open at start (for screenshots).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    NewGame,
    Rules,
    Controls,
    Settings,
    Games,
    Stats,
}

/// What the command line asks of the overlay: a language, a panel open from the start.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct UiStart {
    pub language: Option<Language>,
    pub panel: Option<Panel>,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<menus::Menus>()
        .init_resource::<below_bar::BarBottom>()
        .init_resource::<replay::BottomRoom>()
        .add_plugins((
            theme::plugin,
            pad_menu::plugin,
            language::plugin,
            spoken::plugin,
            clipboard::plugin,
            #[cfg(target_arch = "wasm32")]
            upload::plugin,
        ))
        .add_systems(Update, open_asked_panel)
        .add_systems(
            EguiPrimaryContextPass,
            (
                scale::apply,
                menus::ui_commands,
                counts::hole_counts,
                hud::top_bar,
                hud::status,
                hud::game_over,
                hud::set_aside,
                replay::panel,
                replay::unplayable,
                history::moves,
                dialog::new_game,
                rules_panel::panel,
                controls::panel,
                settings::panel,
                games::panel,
                stats::panel,
                games::notices,
                menus::tell_input,
                room::tell_camera,
            )
                .chain(),
        );
    #[cfg(target_arch = "wasm32")]
    app.add_systems(EguiPrimaryContextPass, upload::place.after(games::panel));
}

/// Opens the panel the command line asked for, once the first match is on the table.
fn open_asked_panel(
    start: Option<Res<UiStart>>,
    m: Option<Res<Match>>,
    mut menus: ResMut<menus::Menus>,
    mut done: Local<bool>,
) {
    let (Some(start), Some(m)) = (start, m) else {
        return;
    };
    if *done {
        return;
    }
    *done = true;
    match start.panel {
        Some(Panel::NewGame) => menus.open_dialog(&m),
        Some(Panel::Rules) => menus.rules = true,
        Some(Panel::Controls) => menus.controls = true,
        Some(Panel::Settings) => menus.settings = true,
        Some(Panel::Games) => menus.games = true,
        Some(Panel::Stats) => menus.stats = true,
        None => {}
    }
}
