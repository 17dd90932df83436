//! The HUD: the main [`bar`] (new game, learn, games, settings, language), and the status box
//! above the board: the score (as the gems show it while a move is sown), the rule set, the
//! game's [`actions`] (undo, redo, hint, swap, pause, skip, speed, rules, mute) and whose turn it
//! is (with the AI's thinking sign, an earned extra turn, how to move for the input last used, why
//! a pit was just refused (also said beside that pit: `refused`) and the hint's value; see
//! `status_text`; in a replay, that it is one and where it stands), the game-over banner with
//! Play again and Review (which opens the game just played in a replay and reviews it), and the
//! [`notices`] under the board (a kept file or the saved game set aside, the offer to learn).

pub(crate) mod actions;
pub(crate) mod bar;
pub(crate) mod counts;
pub(crate) mod insets;
pub(crate) mod moves;
pub(crate) mod notices;
pub(crate) mod refused;
pub mod status_text;
mod turn_line;

use crate::engine::{EndReason, Side};
use crate::game::ai::Brain;
use crate::game::board::{Gem, Place};
use crate::game::messages::GameCommand;
use crate::game::online::Online;
use crate::game::phase::TurnPhase;
use crate::game::table::Match;
use crate::input::focus::DeviceFocus;
use crate::ui::i18n::names;
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::menus::{Drawing, ReviewGame};
use crate::ui::panels::placement::BarBottom;
use crate::ui::panels::room::{Claims, Edge, claim, claim_window};
use crate::ui::theme::{fonts, hud_frame, primary};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The egui id of the status box, which the board's framing keeps clear.
pub(super) const STATUS: &str = "status";

const GOLD: egui::Color32 = egui::Color32::from_rgb(255, 205, 90);
const CREAM: egui::Color32 = egui::Color32::from_rgb(245, 228, 200);
const ROSE: egui::Color32 = egui::Color32::from_rgb(255, 160, 140);

/// What the status box reads besides the game and the AI: where the bar ends, the input used
/// last, the last refusal, the online room, the clock and the gems (for the scores while a move
/// is sown).
#[derive(SystemParam)]
pub(super) struct StatusReads<'w, 's> {
    bar_bottom: Res<'w, BarBottom>,
    device: Res<'w, DeviceFocus>,
    refused: Res<'w, crate::game::refusal::Refused>,
    online: Res<'w, Online>,
    time: Res<'w, Time>,
    gems: Query<'w, 's, &'static Place, With<Gem>>,
}

/// Scores, the rule set, the game's actions, whose turn, the extra-turn call-out, how to move
/// and the hint, under the bar.
pub(super) fn status(
    mut contexts: EguiContexts,
    tr: Res<Tr>,
    m: Res<Match>,
    brain: Res<Brain>,
    phase: Res<TurnPhase>,
    mut actions: actions::Actions,
    reads: StatusReads,
) -> Result {
    let StatusReads {
        bar_bottom,
        device,
        refused,
        online,
        time,
        gems,
    } = reads;
    let ctx = contexts.ctx_mut()?;
    let pos = m.position();
    let [south, north] = status_text::scores(&m, *phase, gems);
    // Online, each seat is named by its player's name.
    let room = online.room.as_ref().filter(|_| m.has_remote());
    let seat = |side: Side| turn_line::seat(&tr, &m, room, side);
    let width = ctx.content_rect().width() - 64.0;
    egui::Area::new(egui::Id::new(STATUS))
        .anchor(egui::Align2::CENTER_TOP, [0.0, bar_bottom.0 + 12.0])
        .show(ctx, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            hud_frame().show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.label(
                        egui::RichText::new(format!(
                            "{}  {south}  :  {north}  {}",
                            seat(Side::South),
                            seat(Side::North)
                        ))
                        .text_style(fonts::score())
                        .color(CREAM),
                    );
                    ui.label(
                        egui::RichText::new(status_text::rules_line(&tr, &m))
                            .size(12.0)
                            .color(egui::Color32::from_rgb(190, 160, 120)),
                    );
                    actions.row(ui, &tr, (&m, &brain, *phase), width);
                    if let Some(record) = m.replayed() {
                        ui.label(
                            egui::RichText::new(t!(tr, "status-replay",
                                "ply" => m.cursor(), "total" => record.moves.len()))
                            .size(16.0)
                            .color(GOLD),
                        );
                        return;
                    }
                    // A lesson or a puzzle: its card under the board says what to do.
                    if pos.is_over() || m.outcome().is_some() || m.is_practice() {
                        return;
                    }
                    let mover = pos.to_move();
                    let extra = m
                        .last_move()
                        .and_then(|l| l.extra_turn())
                        .filter(|&side| side == mover && phase.settled());
                    if let Some(side) = extra {
                        ui.label(
                            egui::RichText::new(
                                t!(tr, "status-extra-turn", "side" => names::side(&tr, side)),
                            )
                            .size(22.0)
                            .strong()
                            .color(GOLD),
                        );
                    }
                    let turn = turn_line::Turn {
                        tr: &tr,
                        m: &m,
                        brain: &brain,
                        phase: *phase,
                        room,
                        paused: actions.paused(),
                        device: device.driver(),
                    };
                    turn.show(ui, width);
                    if let Some(why) = refused.shown(time.elapsed_secs())
                        && m.in_play()
                    {
                        ui.label(
                            egui::RichText::new(status_text::refused(&tr, &m, why))
                                .size(16.0)
                                .strong()
                                .color(ROSE),
                        );
                    }
                    if let Some(hint) = brain.hint(&m)
                        && m.human_to_move()
                        && phase.settled()
                    {
                        ui.label(
                            egui::RichText::new(status_text::hint(&tr, &hint))
                                .size(16.0)
                                .color(GOLD),
                        );
                    }
                });
            });
        });
    Ok(())
}

/// The game-over banner's egui id and its claim on the room below the board.
const BANNER: &str = "game_over";

/// The game-over banner sits under the board, and the camera frames the board above it, so the
/// final pits, stores and counts stay in view. A replay has its own panel there instead.
pub(super) fn game_over(
    drawing: Drawing,
    m: Res<Match>,
    phase: Res<TurnPhase>,
    mut commands: MessageWriter<GameCommand>,
    mut review: ReviewGame,
    mut claims: ResMut<Claims>,
) -> Result {
    let Drawing {
        mut contexts,
        tr,
        mut menus,
    } = drawing;
    let ctx = contexts.ctx_mut()?;
    let (Some(outcome), Some(reason)) = (m.outcome(), m.position().end_reason()) else {
        claim(&mut claims, BANNER, None);
        return Ok(());
    };
    // A replay has its panel there, an online game its own (with rematch and leave), a lesson
    // or a puzzle its card.
    if m.is_replay() || m.has_remote() || m.is_practice() {
        claim(&mut claims, BANNER, None);
        return Ok(());
    }
    if !phase.settled() {
        claim(&mut claims, BANNER, None);
        return Ok(());
    }
    // Behind the new-game dialog the banner keeps its room: the board does not move twice.
    if menus.dialog_open() {
        return Ok(());
    }
    let [south, north] = m.position().scores();
    let headline = names::headline(&tr, &m, outcome);
    let why = match reason {
        EndReason::NoMoves => t!(tr, "over-no-moves"),
        EndReason::Majority => t!(tr, "over-majority"),
        EndReason::NoProgress => t!(tr, "over-no-progress"),
        EndReason::Repetition => t!(tr, "over-repetition"),
    };
    let screen = ctx.content_rect();
    let (across, _) = claims.bottom_span(screen);
    let shown = egui::Window::new(t!(tr, "over-title"))
        .id(egui::Id::new(BANNER))
        .anchor(egui::Align2::CENTER_BOTTOM, [across, -16.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new(headline)
                        .text_style(fonts::score())
                        .size(34.0)
                        .color(GOLD),
                );
                ui.label(
                    egui::RichText::new(format!(
                        "{} {south} : {north} {}",
                        names::side(&tr, Side::South),
                        names::side(&tr, Side::North)
                    ))
                    .size(20.0),
                );
                ui.label(why);
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    if ui.add(primary(t!(tr, "over-play-again"))).clicked() {
                        commands.write(GameCommand::NewGame(m.settings().clone()));
                    }
                    if ui.button(t!(tr, "hud-new-game")).clicked() {
                        menus.open_dialog(&m);
                    }
                    if ui.button(t!(tr, "over-review")).clicked() {
                        review.review(m.record());
                    }
                });
            });
        });
    claim_window(
        &mut claims,
        BANNER,
        Edge::Bottom,
        screen,
        shown.as_ref().map(|shown| &shown.response),
    );
    Ok(())
}
