//! The main bar, at the window's top left: what a player can do beside playing this game (New
//! game, Learn, the kept Games, Settings, the list of Moves) and the overlay's language; in a
//! narrow window it wraps onto a second row. Esc or a pad's Start
//! hands it the keys and pads (`Menus::bar`): the focus starts on New game and moves along the
//! bar; Esc again, a pad's Back or a press elsewhere gives them back. The game's own actions
//! stand above the board, in the status box (`actions`).

use crate::game::settings::Settings;
use crate::game::table::Match;
use crate::ui::i18n::language;
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::focus::{drop_focus, start_here};
use crate::ui::panels::menus::{Menu, Menus};
use crate::ui::panels::placement::BarBottom;
use crate::ui::theme::hud_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The egui id of the bar, whose bottom the board's framing keeps clear.
pub(crate) const BAR: &str = "top_bar";

/// The bar's edge while it has the keys and pads (as wide as its usual edge: the bar keeps its
/// size, and the board its place).
const HELD: egui::Color32 = egui::Color32::from_rgb(255, 205, 90);

pub(crate) fn main_bar(
    mut contexts: EguiContexts,
    tr: Res<Tr>,
    mut settings: ResMut<Settings>,
    m: Res<Match>,
    mut menus: ResMut<Menus>,
    mut bar_bottom: ResMut<BarBottom>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Edit a copy, so the settings only count as changed (and are written) when they are.
    let mut draft = settings.clone();
    let held = menus.shows(&Menu::Bar);
    let mut frame = hud_frame();
    if held {
        frame = frame.stroke(egui::Stroke::new(1.0, HELD));
    }
    let width = ctx.content_rect().width() - 44.0;
    let bar = egui::Area::new(egui::Id::new(BAR))
        .anchor(egui::Align2::LEFT_TOP, [10.0, 10.0])
        .show(ctx, |ui| {
            frame.show(ui, |ui| {
                ui.set_max_width(width);
                ui.horizontal_wrapped(|ui| {
                    let new_game = ui.button(t!(tr, "hud-new-game"));
                    if held {
                        start_here(&new_game);
                    }
                    let chosen = if new_game.clicked() {
                        Some(Chosen::NewGame)
                    } else if ui.button(t!(tr, "hud-learn")).clicked() {
                        Some(Chosen::Learn)
                    } else if ui.button(t!(tr, "hud-games")).clicked() {
                        Some(Chosen::Games)
                    } else if ui.button(t!(tr, "hud-settings")).clicked() {
                        Some(Chosen::Settings)
                    } else if ui
                        .add(egui::Button::new(t!(tr, "moves-title")).selected(menus.moves))
                        .clicked()
                    {
                        Some(Chosen::Moves)
                    } else {
                        None
                    };
                    ui.separator();
                    language::menu(ui, &tr, &mut draft);
                    if let Some(chosen) = chosen {
                        open(chosen, &mut menus, &m);
                        // The panel that opens takes the keys from here.
                        drop_focus(ui.ctx());
                    }
                });
            });
        });
    // A press anywhere else (the board, another window) gives the keys back.
    let rect = bar.response.rect;
    let pressed_elsewhere = ctx.input(|i| {
        i.pointer.any_pressed()
            && i.pointer
                .interact_pos()
                .is_some_and(|at| !rect.contains(at))
    });
    if held && pressed_elsewhere {
        menus.shut(&Menu::Bar);
    }
    bar_bottom.0 = rect.bottom();
    settings.set_if_neq(draft);
    Ok(())
}

/// A button of the bar.
#[derive(Clone, Copy)]
enum Chosen {
    NewGame,
    Learn,
    Games,
    Settings,
    Moves,
}

/// Opens the new-game dialog, or opens or closes the chosen panel, and takes the keys from the
/// bar.
fn open(chosen: Chosen, menus: &mut Menus, m: &Match) {
    menus.shut(&Menu::Bar);
    match chosen {
        Chosen::NewGame => menus.open_dialog(m),
        Chosen::Learn => menus.toggle(Menu::Learn),
        Chosen::Games => menus.toggle(Menu::Games),
        Chosen::Settings => menus.toggle(Menu::Settings),
        Chosen::Moves => menus.moves = !menus.moves,
    }
}
