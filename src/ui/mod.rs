//! The egui overlay: the HUD (turn, scores, extra turn, how to move, hint, buttons, speed; what
//! its status box says is worked out in [`readout`]), the counts above every hole, the move
//! history, the new-game dialog, the rules panel (its sentences built in [`rules_text`]), the
//! controls help, the settings window, the game-over banner, the replay panel with its review
//! and graph, and the kept games (copied and pasted through the system [`clipboard`], in the
//! browser also uploaded through the page's file input, `upload`) and the statistics with their
//! notices, all in one [`theme`] (with [`touch`] targets under a finger), with one set of [`names`] and in the player's language
//! ([`i18n`], chosen in `language`); the menus open below the HUD's bar (`below_bar`). Buttons
//! write the same `ChooseMove` and `GameCommand` messages as every other input; which menu is
//! open, and what the overlay tells the input each frame, is in `menus`.
//!
//! For screen readers the board is a row of named controls ([`board_reader`]): natively in
//! egui's AccessKit tree (`access_tree`), in the browser as buttons in the page (`page_pits`),
//! where the page's elements also take the clicks that browsers keep for a player's own
//! gesture (`page`: the file chooser, fullscreen); after each move the summary is [`spoken`].

#[cfg(not(target_arch = "wasm32"))]
mod access_tree;
mod below_bar;
pub mod board_reader;
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
#[cfg(target_arch = "wasm32")]
mod page;
#[cfg(target_arch = "wasm32")]
mod page_fullscreen;
#[cfg(target_arch = "wasm32")]
mod page_pits;
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
pub mod touch;
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

/// The overlay, with what it needs of egui.
pub fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<menus::Menus>()
        .init_resource::<below_bar::BarBottom>()
        .init_resource::<replay::BottomRoom>()
        .init_resource::<board_reader::BoardReading>()
        .add_plugins((
            theme::plugin,
            touch::plugin,
            pad_menu::plugin,
            language::plugin,
            spoken::plugin,
            clipboard::plugin,
            #[cfg(not(target_arch = "wasm32"))]
            access_tree::plugin,
            #[cfg(target_arch = "wasm32")]
            (upload::plugin, page_fullscreen::plugin, page_pits::plugin),
        ))
        .add_systems(Update, open_asked_panel)
        .add_systems(
            EguiPrimaryContextPass,
            (
                (scale::apply, touch::apply).chain(),
                menus::ui_commands,
                counts::hole_counts,
                hud::top_bar,
                hud::status,
                (
                    board_reader::read,
                    #[cfg(not(target_arch = "wasm32"))]
                    access_tree::publish,
                    #[cfg(target_arch = "wasm32")]
                    page_pits::place,
                )
                    .chain(),
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
    app.init_resource::<page::LaidButtons>().add_systems(
        EguiPrimaryContextPass,
        page::lay.after(games::panel).after(settings::panel),
    );
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
