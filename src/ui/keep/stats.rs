//! The Statistics panel: for each rule set on its board and opponent (a human, each AI level),
//! the games, wins, draws and losses, the best win and the current streak, as the player's
//! seat saw them; Reset, which asks first; and a way back to the kept Games, where it is
//! opened.

use crate::engine::keep::stats::{Line, Streak, Verdict};
use crate::game::keep::games::{GamesCommand, KeptStats};
use crate::ui::i18n::names;
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::menus::{Menu, Menus, close_or_go};
use crate::ui::panels::placement::{BarBottom, RowsUnder, button_row};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The columns' headings.
const COLUMNS: [&str; 8] = [
    "stats-rules",
    "stats-opponent",
    "stats-games",
    "stats-wins",
    "stats-draws",
    "stats-losses",
    "stats-best",
    "stats-streak",
];

/// What the panel holds between frames.
#[derive(Default)]
pub(crate) struct Draft {
    /// Reset was pressed: the panel asks before it clears.
    resetting: bool,
    /// The rows under the table: the note and the buttons.
    under: RowsUnder,
}

pub(crate) fn panel(
    mut contexts: EguiContexts,
    tr: Res<Tr>,
    bar: Res<BarBottom>,
    mut menus: ResMut<Menus>,
    stats: Res<KeptStats>,
    mut draft: Local<Draft>,
    mut asked: MessageWriter<GamesCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !menus.shows(&Menu::Stats) {
        draft.resetting = false;
        return Ok(());
    }
    let lines = stats.0.lines();
    let mut open = true;
    bar.menu(ctx, t!(tr, "stats-title"), "stats")
        .open(&mut open)
        .show(ctx, |ui| {
            if lines.is_empty() {
                ui.label(t!(tr, "stats-none"));
            } else {
                let room = draft.under.room(ui, 4.0 * button_row(ui));
                egui::ScrollArea::vertical()
                    .max_height(room)
                    .show(ui, |ui| table(ui, &tr, lines));
            }
            let under = ui.cursor().top();
            ui.add_space(4.0);
            ui.set_max_width(640.0);
            ui.add(egui::Label::new(egui::RichText::new(t!(tr, "stats-how")).size(13.0)).wrap());
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if draft.resetting {
                    ui.label(t!(tr, "stats-reset-ask"));
                    if ui.button(t!(tr, "stats-reset-yes")).clicked() {
                        asked.write(GamesCommand::ResetStats);
                        draft.resetting = false;
                    }
                    if ui.button(t!(tr, "stats-reset-no")).clicked() {
                        draft.resetting = false;
                    }
                } else {
                    let reset = egui::Button::new(t!(tr, "stats-reset"));
                    if ui.add_enabled(!lines.is_empty(), reset).clicked() {
                        draft.resetting = true;
                    }
                    let words = [t!(tr, "stats-close"), t!(tr, "hud-games")];
                    close_or_go(ui, &mut menus, words, Menu::Stats, Menu::Games);
                }
            });
            draft.under.measure(ui, under);
        });
    if !open {
        menus.shut(&Menu::Stats);
    }
    Ok(())
}

/// One row a rule set and opponent.
fn table(ui: &mut egui::Ui, tr: &Tr, lines: &[Line]) {
    egui::Grid::new("stats_table")
        .num_columns(COLUMNS.len())
        .striped(true)
        .show(ui, |ui| {
            for id in COLUMNS {
                ui.label(egui::RichText::new(tr.text(id, &[])).strong());
            }
            ui.end_row();
            for line in lines {
                ui.label(names::rules_label(tr, &line.rules));
                ui.label(names::opponent(tr, line.opponent));
                for count in [line.games, line.wins, line.draws, line.losses] {
                    ui.label(count.to_string());
                }
                ui.label(match line.best_margin {
                    Some(seeds) => t!(tr, "stats-margin", "seeds" => seeds),
                    None => "–".into(),
                });
                ui.label(line.streak.map_or("–".into(), |s| streak(tr, s)));
                ui.end_row();
            }
        });
}

/// "3 wins", "1 draw", "2 losses" in a row.
fn streak(tr: &Tr, streak: Streak) -> String {
    let id = match streak.verdict {
        Verdict::Win => "stats-streak-wins",
        Verdict::Draw => "stats-streak-draws",
        Verdict::Loss => "stats-streak-losses",
    };
    tr.text(id, &[("games", streak.games.into())])
}
