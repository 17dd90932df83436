//! The move history in the canonical notation (`3`, `4cw`, `swap`), one decision a row, with
//! the whole record as one line to copy.

use super::i18n::{Tr, t};
use super::names;
use crate::game::r#match::Match;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(super) fn moves(mut contexts: EguiContexts, tr: Res<Tr>, m: Res<Match>) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(t!(tr, "moves-title"))
        .id(egui::Id::new("moves"))
        .anchor(egui::Align2::RIGHT_TOP, [-10.0, 10.0])
        .default_open(false)
        .resizable(false)
        .default_width(170.0)
        .show(ctx, |ui| {
            let history: Vec<_> = m.game().history().collect();
            if history.is_empty() {
                ui.label(t!(tr, "moves-none"));
                return;
            }
            egui::ScrollArea::vertical()
                .max_height(320.0)
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    egui::Grid::new("moves_grid").striped(true).show(ui, |ui| {
                        for (i, (side, mv)) in history.iter().enumerate() {
                            ui.label(format!("{}.", i + 1));
                            ui.label(names::side(&tr, *side));
                            ui.label(egui::RichText::new(mv.to_string()).monospace().strong());
                            ui.end_row();
                        }
                    });
                });
            ui.separator();
            let record: Vec<String> = history.iter().map(|(_, mv)| mv.to_string()).collect();
            ui.label(egui::RichText::new(record.join(",")).monospace().small());
        });
    Ok(())
}
