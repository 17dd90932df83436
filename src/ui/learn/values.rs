//! Every move of a position with what it is worth under perfect play, as the review says it:
//! the best in gold, the learner's own move marked.

use crate::engine::Move;
use crate::ui::hud::status_text::{move_words, worth};
use crate::ui::i18n::{Tr, t};
use bevy_egui::egui;

const GOLD: egui::Color32 = egui::Color32::from_rgb(255, 205, 90);

/// The values, best first, one row each; `played` is marked as the learner's.
pub(crate) fn table(ui: &mut egui::Ui, tr: &Tr, values: &[(Move, i32)], played: Option<Move>) {
    ui.label(t!(tr, "learn-values"));
    let best = values.first().map(|&(_, v)| v);
    egui::Grid::new("learn_values")
        .num_columns(3)
        .spacing([16.0, 2.0])
        .show(ui, |ui| {
            for &(mv, value) in values {
                let text = |s: String| {
                    let rich = egui::RichText::new(s);
                    if Some(value) == best {
                        rich.color(GOLD).strong()
                    } else {
                        rich
                    }
                };
                ui.label(text(move_words(tr, mv)));
                ui.label(text(worth(tr, value, true, 0)));
                if played == Some(mv) {
                    ui.label(t!(tr, "learn-your-move"));
                } else {
                    ui.label("");
                }
                ui.end_row();
            }
        });
}
