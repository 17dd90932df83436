//! The game's choices that the new-game dialog shows in both its tabs: the rule set (with what
//! it is), seeds per pit, pits per side, and for a game here who starts and who plays each side.

use crate::engine::ai::Level;
use crate::engine::rules::{PITS_RANGE, SEEDS_RANGE};
use crate::engine::{RuleSet, Side};
use crate::game::table::{MatchSettings, Player, Starter};
use crate::ui::i18n::names::{self, CUSTOM};
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::focus::start_here;
use bevy_egui::egui;

/// The widest the row of seed counts runs.
const SEEDS_ROW_WIDTH: f32 = 400.0;
/// Seed counts the dialog names, with the message saying what they suit.
const SEED_CHOICES: [(u8, Option<&str>); 4] = [
    (3, Some("dialog-seeds-young")),
    (4, Some("dialog-seeds-normal")),
    (5, Some("dialog-seeds-advanced")),
    (6, None),
];

/// The rule set, the board, and (with `players`) who starts and who plays.
pub(crate) fn choices_ui(ui: &mut egui::Ui, tr: &Tr, settings: &mut MatchSettings, players: bool) {
    let rules = &mut settings.rules;
    egui::Grid::new("new_game_grid")
        .num_columns(2)
        .spacing([12.0, 8.0])
        .show(ui, |ui| {
            let name = ui.label(t!(tr, "dialog-rules"));
            ui.vertical(|ui| {
                let combo = egui::ComboBox::from_id_salt("rules")
                    .selected_text(names::rules(tr, rules))
                    .show_ui(ui, |ui| {
                        for preset in RuleSet::presets() {
                            let chosen = rules.name == preset.name;
                            let name = names::rules(tr, &preset);
                            if ui.selectable_label(chosen, name).clicked() && !chosen {
                                *rules = preset;
                            }
                        }
                        let custom = t!(tr, "rules-custom");
                        if ui.selectable_label(rules.name == CUSTOM, custom).clicked() {
                            rules.name = CUSTOM.into();
                        }
                    });
                let combo = combo.response.labelled_by(name.id);
                start_here(&combo);
                for line in names::rules_about(tr, rules) {
                    ui.label(egui::RichText::new(line).italics());
                }
            });
            ui.end_row();

            let name = ui.label(t!(tr, "dialog-seeds"));
            ui.horizontal_wrapped(|ui| {
                // The number first, always in view; longer words wrap onto a second row
                // rather than widen the dialog.
                ui.set_max_width(SEEDS_ROW_WIDTH);
                ui.add(egui::DragValue::new(&mut rules.seeds).range(SEEDS_RANGE))
                    .labelled_by(name.id);
                for (n, label) in SEED_CHOICES {
                    let label = label.map_or_else(|| n.to_string(), |id| tr.text(id, &[]));
                    ui.radio_value(&mut rules.seeds, n, label);
                }
            });
            ui.end_row();

            let name = ui.label(t!(tr, "dialog-pits"));
            ui.horizontal(|ui| {
                // The number as a label: a slider's own number box would be a second control
                // without a name.
                ui.add(egui::Slider::new(&mut rules.pits, PITS_RANGE).show_value(false))
                    .labelled_by(name.id);
                ui.label(rules.pits.to_string());
            });
            ui.end_row();
            if !players {
                return;
            }

            let name = ui.label(t!(tr, "dialog-starter"));
            egui::ComboBox::from_id_salt("starter")
                .selected_text(names::starter(tr, settings.starter))
                .show_ui(ui, |ui| {
                    for starter in Starter::ALL {
                        let name = names::starter(tr, starter);
                        ui.selectable_value(&mut settings.starter, starter, name);
                    }
                })
                .response
                .labelled_by(name.id);
            ui.end_row();

            for side in [Side::South, Side::North] {
                let name = ui.label(names::side(tr, side));
                let player = &mut settings.players[side.index()];
                egui::ComboBox::from_id_salt(("player", side))
                    .selected_text(names::player(tr, *player))
                    .show_ui(ui, |ui| {
                        let human = names::player(tr, Player::Human);
                        ui.selectable_value(player, Player::Human, human);
                        for level in Level::ALL {
                            let ai = names::player(tr, Player::Ai(level));
                            ui.selectable_value(player, Player::Ai(level), ai);
                        }
                    })
                    .response
                    .labelled_by(name.id);
                ui.end_row();
            }
        });
}

/// A switch's row: its name, then one radio button a value.
pub(crate) fn choice_row<T: PartialEq + Copy>(
    ui: &mut egui::Ui,
    name: String,
    value: &mut T,
    choices: &[(T, String)],
) {
    ui.label(name);
    ui.horizontal(|ui| {
        for (choice, words) in choices {
            ui.radio_value(value, *choice, words.as_str());
        }
    });
    ui.end_row();
}
