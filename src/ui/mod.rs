//! The egui overlay, in one [`theme`] (with [`touch`] targets under a finger) and the player's
//! language ([`i18n`]): the [`hud`] (the bar of buttons, the status box, the counts above every
//! hole, the moves list), the [`panels`] that open below the bar (new game, rules, controls help,
//! settings, the replay with its review and graph), the kept games and statistics ([`keep`],
//! with the system clipboard), and the board for screen readers ([`access`]). Buttons write the
//! same `ChooseMove` and `GameCommand` messages as every other input; which menu is open, and
//! what the overlay tells the input each frame, is in `panels::menus`. In the browser the page's
//! own elements take the clicks that browsers keep for a player's own gesture (`web`: the pit
//! buttons, the file chooser, fullscreen).

pub mod access;
pub mod hud;
pub mod i18n;
pub(crate) mod keep;
pub(crate) mod learn;
pub(crate) mod online;
pub mod panels;
mod repaint;
mod scale;
mod theme;
pub mod touch;
#[cfg(target_arch = "wasm32")]
pub(crate) mod web;

use crate::AppSystems;
use crate::game::table::Match;
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
    Learn,
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
        .init_resource::<panels::menus::Menus>()
        .init_resource::<panels::placement::BarBottom>()
        .init_resource::<panels::room::Claims>()
        .init_resource::<access::board_reader::BoardReading>()
        .add_plugins((
            theme::plugin,
            touch::plugin,
            repaint::plugin,
            panels::pad_menu::plugin,
            i18n::language::plugin,
            access::spoken::plugin,
            keep::clipboard::plugin,
            online::plugin,
            #[cfg(not(target_arch = "wasm32"))]
            access::tree::plugin,
            #[cfg(target_arch = "wasm32")]
            (
                web::upload::plugin,
                web::fullscreen::plugin,
                web::pits::plugin,
            ),
        ))
        .add_systems(Update, open_asked_panel.in_set(AppSystems::Present))
        .add_systems(
            EguiPrimaryContextPass,
            (
                (scale::apply, touch::apply).chain(),
                (panels::menus::keyed_choices, panels::menus::ui_commands).chain(),
                (
                    hud::counts::hole_counts,
                    hud::refused::reason_at_pit,
                    panels::dim::dim,
                )
                    .chain(),
                hud::bar::main_bar,
                hud::status,
                (
                    access::board_reader::read,
                    #[cfg(not(target_arch = "wasm32"))]
                    access::tree::publish,
                    #[cfg(target_arch = "wasm32")]
                    web::pits::place,
                )
                    .chain(),
                (hud::game_over, online::panel::panel).chain(),
                panels::replay::panel,
                panels::replay::unplayable,
                hud::moves::moves,
                panels::new_game::new_game,
                panels::rules::panel,
                panels::controls::panel,
                panels::settings::panel,
                (
                    keep::games::panel,
                    keep::stats::panel,
                    learn::panel::panel,
                    learn::card::card,
                )
                    .chain(),
                hud::notices::notice_area,
                panels::menus::tell_input,
                hud::insets::tell_camera,
            )
                .chain(),
        );
    #[cfg(target_arch = "wasm32")]
    app.init_resource::<web::LaidButtons>().add_systems(
        EguiPrimaryContextPass,
        web::lay
            .after(keep::games::panel)
            .after(panels::settings::panel),
    );
}

/// Opens the panel the command line asked for, once the first match is on the table.
fn open_asked_panel(
    start: Option<Res<UiStart>>,
    m: Option<Res<Match>>,
    mut menus: ResMut<panels::menus::Menus>,
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
        Some(Panel::Rules) => menus.open = Some(panels::menus::Menu::Rules),
        Some(Panel::Controls) => menus.open = Some(panels::menus::Menu::Controls),
        Some(Panel::Settings) => menus.open = Some(panels::menus::Menu::Settings),
        Some(Panel::Games) => menus.open = Some(panels::menus::Menu::Games),
        Some(Panel::Stats) => menus.open = Some(panels::menus::Menu::Stats),
        Some(Panel::Learn) => menus.open = Some(panels::menus::Menu::Learn),
        None => {}
    }
}
