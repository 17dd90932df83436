//! Every move of a position with what it is worth under perfect play, as the review says it:
//! the best in gold, the learner's own move marked; at most three rows a column, and folded
//! under their heading in a low window, so the card stays low under the board.

use crate::engine::Move;
use crate::ui::hud::status_text::{move_words, worth};
use crate::ui::i18n::{Tr, t};
use bevy_egui::egui;

const GOLD: egui::Color32 = egui::Color32::from_rgb(255, 205, 90);
/// Rows of a column of values.
const ROWS: usize = 3;

/// The least window height (egui points) where the values show open: in a lower window they fold
/// under their heading (a click opens them), so the card leaves the board its room.
const OPEN_FROM: f32 = 560.0;

/// The values, best first, under their heading; `played` is marked as the learner's.
pub(crate) fn table(ui: &mut egui::Ui, tr: &Tr, values: &[(Move, i32)], played: Option<Move>) {
    let tall = ui.ctx().content_rect().height() >= OPEN_FROM;
    egui::CollapsingHeader::new(t!(tr, "learn-values"))
        .id_salt("learn_values")
        .default_open(tall)
        .show(ui, |ui| grid(ui, tr, values, played));
}

/// The values in columns of [`ROWS`].
fn grid(ui: &mut egui::Ui, tr: &Tr, values: &[(Move, i32)], played: Option<Move>) {
    let best = values.first().map(|&(_, v)| v);
    let columns = values.len().div_ceil(ROWS).max(1);
    egui::Grid::new("learn_values")
        .num_columns(2 * columns)
        .spacing([12.0, 2.0])
        .show(ui, |ui| {
            for row in 0..ROWS.min(values.len()) {
                for &(mv, value) in values.iter().skip(row).step_by(ROWS) {
                    let text = |s: String| {
                        let rich = egui::RichText::new(s);
                        if Some(value) == best {
                            rich.color(GOLD).strong()
                        } else {
                            rich
                        }
                    };
                    ui.label(text(move_words(tr, mv)));
                    let mut said = worth(tr, value, true, 0);
                    if played == Some(mv) {
                        said = format!("{said} · {}", t!(tr, "learn-your-move"));
                    }
                    ui.label(text(said));
                }
                ui.end_row();
            }
        });
}
