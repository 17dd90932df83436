//! The HUD: a bar of buttons (new game, controls, settings, undo, redo, hint, swap, pause, skip, speed),
//! the score (as the gems show it while a move is sown) and whose turn it is (with the AI's
//! thinking sign, an earned extra turn, how to move for the input last used and the hint's
//! value; see `readout`), and the game-over banner with Play again.

use super::menus::Menus;
use super::theme::hud_frame;
use super::{names, readout};
use crate::engine::{EndReason, Move, Outcome, Side};
use crate::game::ai::Brain;
use crate::game::board::{Gem, Place};
use crate::game::r#match::Match;
use crate::game::messages::{ChooseMove, GameCommand};
use crate::game::phase::TurnPhase;
use crate::game::sowing::{Playback, SPEEDS};
use crate::input::focus::DeviceFocus;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The egui ids of the bar and the status box, which the board's framing keeps clear.
pub(super) const BAR: &str = "top_bar";
pub(super) const STATUS: &str = "status";
/// Room the bar leaves on its right for the Moves window's title.
const MOVES_ROOM: f32 = 150.0;

const GOLD: egui::Color32 = egui::Color32::from_rgb(255, 205, 90);
const CREAM: egui::Color32 = egui::Color32::from_rgb(245, 228, 200);

#[allow(clippy::too_many_arguments)]
pub(super) fn top_bar(
    mut contexts: EguiContexts,
    m: Res<Match>,
    brain: Res<Brain>,
    phase: Res<TurnPhase>,
    mut playback: ResMut<Playback>,
    mut menus: ResMut<Menus>,
    mut commands: MessageWriter<GameCommand>,
    mut choose: MessageWriter<ChooseMove>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // In a narrow window the bar wraps onto more lines rather than run off the edge.
    let width = (ctx.content_rect().width() - MOVES_ROOM).max(200.0);
    egui::Area::new(egui::Id::new(BAR))
        .anchor(egui::Align2::LEFT_TOP, [10.0, 10.0])
        .show(ctx, |ui| {
            hud_frame().show(ui, |ui| {
                ui.set_max_width(width);
                ui.horizontal_wrapped(|ui| {
                    if ui.button("New game…").clicked() {
                        menus.open_dialog(&m);
                    }
                    if ui.button("Controls").clicked() {
                        menus.controls = !menus.controls;
                    }
                    if ui.button("Settings").clicked() {
                        menus.settings = !menus.settings;
                    }
                    ui.separator();
                    if ui
                        .add_enabled(m.can_undo(), egui::Button::new("Undo"))
                        .clicked()
                    {
                        commands.write(GameCommand::Undo);
                    }
                    let redo = m.can_redo() && phase.settled();
                    if ui.add_enabled(redo, egui::Button::new("Redo")).clicked() {
                        commands.write(GameCommand::Redo);
                    }
                    let hint = m.human_to_move() && phase.settled() && brain.hint(&m).is_none();
                    let label = if brain.hinting() { "Hint…" } else { "Hint" };
                    if ui
                        .add_enabled(hint && !brain.hinting(), egui::Button::new(label))
                        .clicked()
                    {
                        commands.write(GameCommand::Hint);
                    }
                    if m.position().pie_open() && m.human_to_move() {
                        let swap = egui::Button::new(egui::RichText::new("Swap sides").color(GOLD));
                        if ui.add_enabled(phase.settled(), swap).clicked() {
                            choose.write(ChooseMove::human(Move::Swap));
                        }
                    }
                    ui.separator();
                    let pause = if playback.paused { "Resume" } else { "Pause" };
                    if ui.button(pause).clicked() {
                        commands.write(GameCommand::TogglePause);
                    }
                    if ui
                        .add_enabled(!phase.settled(), egui::Button::new("Skip"))
                        .clicked()
                    {
                        commands.write(GameCommand::Skip);
                    }
                    ui.label("Speed");
                    ui.add(
                        egui::Slider::new(&mut playback.speed, SPEEDS)
                            .logarithmic(true)
                            .show_value(false),
                    );
                });
            });
        });
    Ok(())
}

/// Scores, whose turn, the extra-turn call-out, how to move and the hint.
pub(super) fn status(
    mut contexts: EguiContexts,
    m: Res<Match>,
    brain: Res<Brain>,
    phase: Res<TurnPhase>,
    playback: Res<Playback>,
    device: Res<DeviceFocus>,
    gems: Query<&Place, With<Gem>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let pos = m.position();
    let [south, north] = readout::scores(&m, *phase, gems);
    // Below the bar, however many lines it wrapped onto.
    let below_bar = ctx
        .memory(|m| m.area_rect(egui::Id::new(BAR)))
        .map_or(62.0, |bar| bar.max.y + 8.0);
    egui::Area::new(egui::Id::new(STATUS))
        .anchor(egui::Align2::CENTER_TOP, [0.0, below_bar])
        .show(ctx, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            hud_frame().show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.label(
                        egui::RichText::new(format!(
                            "{}  {south}  :  {north}  {}",
                            names::seat(&m, Side::South),
                            names::seat(&m, Side::North)
                        ))
                        .size(20.0)
                        .strong()
                        .color(CREAM),
                    );
                    ui.label(
                        egui::RichText::new(format!(
                            "{} · {} seeds a pit",
                            m.rules().name,
                            m.rules().seeds
                        ))
                        .size(12.0)
                        .color(egui::Color32::from_rgb(190, 160, 120)),
                    );
                    if pos.is_over() {
                        return;
                    }
                    let mover = pos.to_move();
                    let extra = m
                        .last_move()
                        .and_then(|l| l.extra_turn())
                        .filter(|&side| side == mover && phase.settled());
                    if let Some(side) = extra {
                        ui.label(
                            egui::RichText::new(format!("Extra turn for {}!", names::side(side)))
                                .size(22.0)
                                .strong()
                                .color(GOLD),
                        );
                    }
                    ui.horizontal(|ui| {
                        if playback.paused {
                            ui.label(egui::RichText::new("Paused").size(16.0).color(GOLD));
                        } else if !phase.settled() {
                            ui.label(egui::RichText::new("Sowing…").size(16.0).color(CREAM));
                        } else if brain.thinking() == Some(mover) {
                            ui.spinner();
                            ui.label(
                                egui::RichText::new(format!(
                                    "{} is thinking…",
                                    names::seat(&m, mover)
                                ))
                                .size(16.0)
                                .color(CREAM),
                            );
                        } else if m.human_to_move() {
                            ui.label(
                                egui::RichText::new(format!(
                                    "{} to move: {}",
                                    names::seat(&m, mover),
                                    readout::how_to_move(&m, device.driver())
                                ))
                                .size(16.0)
                                .color(CREAM),
                            );
                        }
                    });
                    if let Some(hint) = brain.hint(&m)
                        && m.human_to_move()
                        && phase.settled()
                    {
                        ui.label(
                            egui::RichText::new(readout::hint(&hint))
                                .size(16.0)
                                .color(GOLD),
                        );
                    }
                });
            });
        });
    Ok(())
}

/// The game-over banner sits under the board, so the final pits and stores stay in view.
pub(super) fn game_over(
    mut contexts: EguiContexts,
    m: Res<Match>,
    phase: Res<TurnPhase>,
    mut menus: ResMut<Menus>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (Some(outcome), Some(reason)) = (m.outcome(), m.position().end_reason()) else {
        return Ok(());
    };
    if !phase.settled() || menus.dialog.is_some() {
        return Ok(());
    }
    let [south, north] = m.position().scores();
    let headline = match outcome {
        Outcome::Win(side) if names::lone_human(&m) == Some(side) => "You win!".to_string(),
        Outcome::Win(side) => format!("{} wins", names::seat(&m, side)),
        Outcome::Draw => "A draw".to_string(),
    };
    let why = match reason {
        EndReason::NoMoves => "A player has no move left.",
        EndReason::Majority => "A store holds more than half of the seeds.",
        EndReason::NoProgress => "No seed reached a store for too long.",
    };
    egui::Window::new("Game over")
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -16.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new(headline)
                        .size(30.0)
                        .strong()
                        .color(GOLD),
                );
                ui.label(
                    egui::RichText::new(format!(
                        "{} {south} : {north} {}",
                        names::side(Side::South),
                        names::side(Side::North)
                    ))
                    .size(20.0),
                );
                ui.label(why);
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    if ui
                        .button(egui::RichText::new("Play again").size(18.0))
                        .clicked()
                    {
                        commands.write(GameCommand::NewGame(m.settings().clone()));
                    }
                    if ui
                        .button(egui::RichText::new("New game…").size(18.0))
                        .clicked()
                    {
                        menus.open_dialog(&m);
                    }
                });
            });
        });
    Ok(())
}
