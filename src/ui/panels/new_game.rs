//! The new-game dialog: a rule set (the presets with their descriptions and sources, or Custom
//! with every switch of RULES.md; those of the games outside the Kalah family in
//! [`super::custom_world`]), seeds per pit, pits per side, who starts, and who plays each
//! side, with how the chosen rule set plays. Start is offered only for a rule set the engine
//! accepts; otherwise the reason is shown.

use crate::engine::RuleSet;
use crate::engine::rules::{Capture, Direction, EndRule, ExtraTurn, Leftover, StoresSown};
use crate::game::messages::GameCommand;
use crate::game::online::lobby::Lobby;
use crate::game::online::{Online, OnlineCommand};
use crate::game::settings::Settings;
use crate::game::table::MatchSettings;
use crate::ui::i18n::names::CUSTOM;
use crate::ui::i18n::{Tr, errors, t};
use crate::ui::online::dialog::{Who, online_ui};
use crate::ui::panels::choices::choice_row;
use crate::ui::panels::menus::{Drawing, Menu, Menus};
use crate::ui::panels::placement::{BarBottom, room_below};
use crate::ui::panels::{choices, rules};
use crate::ui::theme::primary;
use bevy::prelude::*;
use bevy_egui::egui;

/// The height of the Start button (its text is larger) or of the line saying why not.
const START_HEIGHT: f32 = 36.0;
pub(crate) fn new_game(
    drawing: Drawing,
    bar: Res<BarBottom>,
    mut online: ResMut<Online>,
    mut settings: ResMut<Settings>,
    mut commands: MessageWriter<GameCommand>,
    mut online_commands: MessageWriter<OnlineCommand>,
    mut lobby: ResMut<Lobby>,
) -> Result {
    let Drawing {
        mut contexts,
        tr,
        mut menus,
    } = drawing;
    let ctx = contexts.ctx_mut()?;
    let Menus {
        open: menu,
        online: online_tab,
        online_form,
        ..
    } = &mut *menus;
    // The lobby is followed while Play online shows it.
    let shows_lobby = *online_tab && matches!(menu, Some(Menu::NewGame(_)));
    if lobby.wanted() != shows_lobby {
        lobby.want(shows_lobby);
    }
    let Some(Menu::NewGame(draft)) = menu.as_mut() else {
        return Ok(());
    };
    let mut open = true;
    let mut start = false;
    let mut asked = None;
    let (mut server, mut name) = (online.server.clone(), online.name.clone());
    bar.menu(ctx, t!(tr, "dialog-title"), "new_game")
        .open(&mut open)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.selectable_value(online_tab, false, t!(tr, "online-here"));
                ui.selectable_value(online_tab, true, t!(tr, "online-online"));
            });
            ui.separator();
            if *online_tab {
                let who = Who {
                    server: &mut server,
                    name: &mut name,
                    keyed: online.key.is_some(),
                };
                asked = online_ui(ui, &tr, online_form, draft, who, &lobby);
            } else {
                start = draft_ui(ui, &tr, draft);
            }
        });
    if server != online.server || name != online.name {
        settings.online_server = Some(server.clone());
        settings.online_name = Some(name.clone());
        online.server = server;
        online.name = name;
    }
    if start {
        commands.write(GameCommand::NewGame(draft.clone()));
    }
    let chose = start || asked.is_some();
    if let Some(command) = asked {
        online_commands.write(command);
    }
    if chose || !open {
        menus.shut_dialog();
    }
    Ok(())
}

/// The dialog's body; true when Start was clicked. The settings and the rules scroll, Start
/// stays in view.
pub(crate) fn draft_ui(ui: &mut egui::Ui, tr: &Tr, settings: &mut MatchSettings) -> bool {
    // Start (or why not) stays in view below the scrolling body.
    let start_row = ui.spacing().item_spacing.y * 2.0 + START_HEIGHT;
    let room = room_below(ui, start_row);
    egui::ScrollArea::vertical()
        .max_height(room)
        .show(ui, |ui| {
            choices::choices_ui(ui, tr, settings, true);
            if settings.rules.name == CUSTOM {
                ui.separator();
                custom_ui(ui, tr, &mut settings.rules);
            }
            ui.separator();
            egui::CollapsingHeader::new(t!(tr, "dialog-how-to-play"))
                .id_salt("how_to_play")
                .default_open(true)
                .show(ui, |ui| rules::explanation(ui, tr, &settings.rules));
        });
    ui.separator();
    match settings.rules.validate() {
        Ok(()) => ui.add(primary(t!(tr, "dialog-start"))).clicked(),
        Err(e) => {
            ui.colored_label(
                egui::Color32::from_rgb(255, 120, 100),
                errors::rules(tr, &e),
            );
            false
        }
    }
}

/// Every switch of a rule set.
fn custom_ui(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    egui::Grid::new("custom_grid")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            choice_row(
                ui,
                t!(tr, "custom-stores"),
                &mut rules.stores_sown,
                &[
                    (StoresSown::Own, t!(tr, "custom-stores-own")),
                    (StoresSown::Both, t!(tr, "custom-stores-both")),
                    (StoresSown::None, t!(tr, "custom-stores-none")),
                ],
            );
            choice_row(
                ui,
                t!(tr, "custom-direction"),
                &mut rules.direction,
                &[
                    (Direction::Ccw, t!(tr, "custom-direction-ccw")),
                    (Direction::Choice, t!(tr, "custom-direction-choice")),
                ],
            );
            let name = ui.label(t!(tr, "custom-min-lift"));
            let seeds = t!(tr, "custom-seeds-suffix", "count" => rules.min_lift);
            ui.add(
                egui::DragValue::new(&mut rules.min_lift)
                    .range(1..=12)
                    .suffix(seeds),
            )
            .labelled_by(name.id);
            ui.end_row();
            extra_turn_row(ui, tr, &mut rules.extra_turn);
            choice_row(
                ui,
                t!(tr, "custom-capture"),
                &mut rules.capture,
                &[
                    (Capture::None, t!(tr, "custom-capture-none")),
                    (Capture::OppositeNonEmpty, t!(tr, "custom-capture-opposite")),
                    (Capture::Always, t!(tr, "custom-capture-always")),
                ],
            );
            ui.label(t!(tr, "custom-sowing"));
            ui.horizontal(|ui| {
                ui.checkbox(&mut rules.relay, t!(tr, "custom-relay"));
                ui.checkbox(&mut rules.fours, t!(tr, "custom-fours"));
            });
            ui.end_row();
            super::custom_world::world_rows(ui, tr, rules);
            choice_row(
                ui,
                t!(tr, "custom-end"),
                &mut rules.end,
                &[
                    (EndRule::AfterAnyMove, t!(tr, "custom-end-after-any")),
                    (EndRule::AtTurnStart, t!(tr, "custom-end-turn-start")),
                ],
            );
            choice_row(
                ui,
                t!(tr, "custom-leftover"),
                &mut rules.leftover,
                &[
                    (Leftover::ToOwner, t!(tr, "custom-leftover-owner")),
                    (Leftover::Uncounted, t!(tr, "custom-leftover-uncounted")),
                ],
            );
            ui.label(t!(tr, "custom-also-ends"));
            ui.vertical(|ui| {
                ui.checkbox(&mut rules.majority, t!(tr, "custom-majority"));
                ui.checkbox(&mut rules.repetition, t!(tr, "custom-repetition"));
                ui.horizontal(|ui| {
                    let mut limited = rules.no_progress.is_some();
                    let limit = ui.checkbox(&mut limited, t!(tr, "custom-no-progress"));
                    if limit.changed() {
                        rules.no_progress = limited.then_some(100);
                    }
                    if let Some(n) = &mut rules.no_progress {
                        ui.add(egui::DragValue::new(n).range(1..=1000))
                            .labelled_by(limit.id);
                    }
                });
            });
            ui.end_row();
            ui.label(t!(tr, "custom-pie"));
            ui.checkbox(&mut rules.pie, t!(tr, "custom-pie-swap"));
            ui.end_row();
        });
}

/// The extra turn's row: never, always, or at most so many in a row.
fn extra_turn_row(ui: &mut egui::Ui, tr: &Tr, extra_turn: &mut ExtraTurn) {
    ui.label(t!(tr, "custom-extra"));
    ui.horizontal(|ui| {
        let capped = matches!(extra_turn, ExtraTurn::AtMost(_));
        ui.radio_value(extra_turn, ExtraTurn::None, t!(tr, "custom-extra-never"));
        ui.radio_value(
            extra_turn,
            ExtraTurn::Unlimited,
            t!(tr, "custom-extra-always"),
        );
        let at_most = ui.radio(capped, t!(tr, "custom-extra-at-most"));
        if at_most.clicked() && !capped {
            *extra_turn = ExtraTurn::AtMost(3);
        }
        if let ExtraTurn::AtMost(n) = extra_turn {
            ui.add(
                egui::DragValue::new(n)
                    .range(1..=9)
                    .suffix(t!(tr, "custom-in-a-row")),
            )
            .labelled_by(at_most.id);
        }
    });
    ui.end_row();
}
