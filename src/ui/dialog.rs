//! The new-game dialog: a rule set (the presets with their descriptions, or Custom with every
//! switch of RULES.md), seeds per pit, pits per side, who starts, and who plays each side.
//! Start is offered only for a rule set the engine accepts; otherwise the reason is shown.

use super::menus::Menus;
use super::names;
use crate::engine::ai::Level;
use crate::engine::rules::{
    Capture, Direction, EndRule, ExtraTurn, Leftover, PITS_RANGE, SEEDS_RANGE, StoresSown,
};
use crate::engine::{RuleSet, Side};
use crate::game::r#match::{MatchSettings, Player, Starter};
use crate::game::messages::GameCommand;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Name of a composed rule set.
const CUSTOM: &str = "custom";
/// Seed counts the dialog names, with what they suit.
const SEED_CHOICES: [(u8, &str); 4] = [
    (3, "3 – young players"),
    (4, "4 – normal"),
    (5, "5 – advanced"),
    (6, "6"),
];

pub(super) fn new_game(
    mut contexts: EguiContexts,
    mut menus: ResMut<Menus>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(draft) = menus.dialog.as_mut() else {
        return Ok(());
    };
    let mut open = true;
    let mut start = false;
    egui::Window::new("New game")
        .open(&mut open)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 20.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            start = draft_ui(ui, draft);
        });
    if start {
        commands.write(GameCommand::NewGame(draft.clone()));
    }
    if start || !open {
        menus.dialog = None;
    }
    Ok(())
}

/// The dialog's body; true when Start was clicked.
pub(super) fn draft_ui(ui: &mut egui::Ui, settings: &mut MatchSettings) -> bool {
    let rules = &mut settings.rules;
    egui::Grid::new("new_game_grid")
        .num_columns(2)
        .spacing([12.0, 8.0])
        .show(ui, |ui| {
            ui.label("Rules");
            ui.vertical(|ui| {
                let combo = egui::ComboBox::from_id_salt("rules")
                    .selected_text(rules.name.clone())
                    .show_ui(ui, |ui| {
                        for preset in RuleSet::presets() {
                            let chosen = rules.name == preset.name;
                            if ui.selectable_label(chosen, preset.name.clone()).clicked() && !chosen
                            {
                                *rules = preset;
                            }
                        }
                        if ui.selectable_label(rules.name == CUSTOM, CUSTOM).clicked() {
                            rules.name = CUSTOM.into();
                        }
                    });
                // Keys and pads start here, not on the HUD behind the dialog.
                if ui.memory(|m| m.focused().is_none()) {
                    combo.response.request_focus();
                }
                ui.label(egui::RichText::new(rules.description()).italics());
            });
            ui.end_row();

            ui.label("Seeds per pit");
            ui.horizontal(|ui| {
                for (n, label) in SEED_CHOICES {
                    ui.radio_value(&mut rules.seeds, n, label);
                }
                ui.add(egui::DragValue::new(&mut rules.seeds).range(SEEDS_RANGE));
            });
            ui.end_row();

            ui.label("Pits per side");
            ui.add(egui::Slider::new(&mut rules.pits, PITS_RANGE));
            ui.end_row();

            ui.label("Who starts");
            egui::ComboBox::from_id_salt("starter")
                .selected_text(settings.starter.name())
                .show_ui(ui, |ui| {
                    for starter in Starter::ALL {
                        ui.selectable_value(&mut settings.starter, starter, starter.name());
                    }
                });
            ui.end_row();

            for side in [Side::South, Side::North] {
                ui.label(names::side(side));
                let player = &mut settings.players[side.index()];
                egui::ComboBox::from_id_salt(("player", side))
                    .selected_text(names::player(*player))
                    .show_ui(ui, |ui| {
                        ui.selectable_value(player, Player::Human, names::player(Player::Human));
                        for level in Level::ALL {
                            ui.selectable_value(
                                player,
                                Player::Ai(level),
                                names::player(Player::Ai(level)),
                            );
                        }
                    });
                ui.end_row();
            }
        });
    if settings.rules.name == CUSTOM {
        ui.separator();
        custom_ui(ui, &mut settings.rules);
    }
    ui.separator();
    match settings.rules.validate() {
        Ok(()) => ui
            .button(egui::RichText::new("Start").size(18.0).strong())
            .clicked(),
        Err(e) => {
            ui.colored_label(egui::Color32::from_rgb(255, 120, 100), e.to_string());
            false
        }
    }
}

/// Every switch of a rule set.
fn custom_ui(ui: &mut egui::Ui, rules: &mut RuleSet) {
    egui::Grid::new("custom_grid")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            ui.label("Stores sown");
            ui.horizontal(|ui| {
                ui.radio_value(&mut rules.stores_sown, StoresSown::Own, "own only");
                ui.radio_value(&mut rules.stores_sown, StoresSown::Both, "both");
            });
            ui.end_row();

            ui.label("Direction");
            ui.horizontal(|ui| {
                ui.radio_value(&mut rules.direction, Direction::Ccw, "counter-clockwise");
                ui.radio_value(&mut rules.direction, Direction::Choice, "player's choice");
            });
            ui.end_row();

            ui.label("Lift pits with at least");
            ui.add(
                egui::DragValue::new(&mut rules.min_lift)
                    .range(1..=12)
                    .suffix(" seeds"),
            );
            ui.end_row();

            ui.label("Extra turn in own store");
            ui.horizontal(|ui| {
                let capped = matches!(rules.extra_turn, ExtraTurn::AtMost(_));
                ui.radio_value(&mut rules.extra_turn, ExtraTurn::None, "never");
                ui.radio_value(&mut rules.extra_turn, ExtraTurn::Unlimited, "always");
                if ui.radio(capped, "at most").clicked() && !capped {
                    rules.extra_turn = ExtraTurn::AtMost(3);
                }
                if let ExtraTurn::AtMost(n) = &mut rules.extra_turn {
                    ui.add(egui::DragValue::new(n).range(1..=9).suffix(" in a row"));
                }
            });
            ui.end_row();

            ui.label("Capture");
            ui.horizontal(|ui| {
                ui.radio_value(&mut rules.capture, Capture::None, "none");
                ui.radio_value(
                    &mut rules.capture,
                    Capture::OppositeNonEmpty,
                    "opposite non-empty",
                );
                ui.radio_value(&mut rules.capture, Capture::Always, "always");
            });
            ui.end_row();

            ui.label("Sowing");
            ui.horizontal(|ui| {
                ui.checkbox(&mut rules.relay, "relay");
                ui.checkbox(&mut rules.fours, "fours to the owner");
            });
            ui.end_row();

            ui.label("Game ends");
            ui.horizontal(|ui| {
                ui.radio_value(&mut rules.end, EndRule::AfterAnyMove, "after any move");
                ui.radio_value(&mut rules.end, EndRule::AtTurnStart, "at turn start");
            });
            ui.end_row();

            ui.label("Leftover seeds");
            ui.horizontal(|ui| {
                ui.radio_value(&mut rules.leftover, Leftover::ToOwner, "to their owner");
                ui.radio_value(&mut rules.leftover, Leftover::Uncounted, "uncounted");
            });
            ui.end_row();

            ui.label("Also ends");
            ui.vertical(|ui| {
                ui.checkbox(&mut rules.majority, "when a store holds more than half");
                ui.horizontal(|ui| {
                    let mut limited = rules.no_progress.is_some();
                    if ui
                        .checkbox(&mut limited, "after decisions without progress:")
                        .changed()
                    {
                        rules.no_progress = limited.then_some(100);
                    }
                    if let Some(n) = &mut rules.no_progress {
                        ui.add(egui::DragValue::new(n).range(1..=1000));
                    }
                });
            });
            ui.end_row();

            ui.label("Pie rule");
            ui.checkbox(&mut rules.pie, "the second player may swap sides");
            ui.end_row();
        });
}
