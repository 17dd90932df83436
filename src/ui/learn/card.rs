//! The card under the board while the learner practises: a lesson stage's idea, what the move
//! did (or why another move was not the one asked for, to try again), a strategy stage's
//! values; or a puzzle's task, its answer's values and the learner's rating. Its buttons write
//! [`LearnCommand`]s.

use super::values;
use crate::engine::learn::puzzle::Theme;
use crate::engine::summary::{MoveSummary, Next};
use crate::engine::{Move, Side};
use crate::game::learn::{
    LearnCommand, LearnProgress, Learning, LessonRun, PuzzleRun, PuzzleState, StageState,
};
use crate::game::table::Match;
use crate::input::focus::DeviceFocus;
use crate::ui::hud::status_text::{how_to_move, move_words};
use crate::ui::i18n::names;
use crate::ui::i18n::{Arg, Tr, t};
use crate::ui::panels::menus::{Menus, start_here};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

const GOLD: egui::Color32 = egui::Color32::from_rgb(255, 205, 90);
const ROSE: egui::Color32 = egui::Color32::from_rgb(255, 160, 140);
/// The widest the card's sentences run.
const WIDTH: f32 = 520.0;

pub(crate) fn card(
    mut contexts: EguiContexts,
    tr: Res<Tr>,
    m: Res<Match>,
    learning: Res<Learning>,
    progress: Res<LearnProgress>,
    device: Res<DeviceFocus>,
    mut menus: ResMut<Menus>,
    mut commands: MessageWriter<LearnCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The card's buttons wait for the learner once the board holds still for them.
    let waiting = learning.waits() && m.is_practice();
    if menus.card != waiting {
        menus.card = waiting;
    }
    if !m.is_practice() || learning.now.is_none() {
        return Ok(());
    }
    let width = WIDTH.min(ctx.content_rect().width() - 40.0);
    let title = if let Some(run) = learning.lesson() {
        t!(tr, "learn-stage-title",
            "rules" => names::rules(&tr, &run.rule_set),
            "stage" => run.stage + 1,
            "stages" => run.course.stages.len())
    } else if let Some(run) = learning.puzzle() {
        if run.daily {
            t!(tr, "learn-daily-title", "id" => run.puzzle.id.as_str())
        } else {
            t!(tr, "learn-puzzle-title",
                "rules" => names::rules(&tr, &run.rule_set),
                "number" => run.index + 1,
                "count" => run.count)
        }
    } else {
        return Ok(());
    };
    egui::Window::new(title)
        .id(egui::Id::new("learn_card"))
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -16.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.set_width(width);
            let mut write = |c| {
                commands.write(c);
            };
            if let Some(run) = learning.lesson() {
                lesson(ui, &tr, &m, run, &device, &mut write);
            } else if let Some(run) = learning.puzzle() {
                puzzle(ui, &tr, run, &progress, &mut write);
            }
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                if ui.button(t!(tr, "learn-back-to-list")).clicked() {
                    menus.learn = true;
                }
                if ui.button(t!(tr, "learn-leave")).clicked() {
                    write(LearnCommand::Leave);
                }
            });
        });
    Ok(())
}

/// A message of the lesson, by its id, with the asked pit (and what the move did).
fn stage_text(tr: &Tr, id: &str, run: &LessonRun) -> String {
    let pit = match run.current().play {
        Move::Sow { pit, .. } => pit + 1,
        Move::Swap => 0,
    };
    tr.text(id, &[("pit", Arg::from(pit))])
}

fn lesson(
    ui: &mut egui::Ui,
    tr: &Tr,
    m: &Match,
    run: &LessonRun,
    device: &DeviceFocus,
    write: &mut impl FnMut(LearnCommand),
) {
    let stage = run.current();
    ui.label(
        egui::RichText::new(tr.text(&stage.title, &[]))
            .size(18.0)
            .strong(),
    );
    match &run.state {
        StageState::Asking | StageState::Sowing { .. } => {
            ui.add(egui::Label::new(stage_text(tr, &stage.say, run)).wrap());
            if run.state == StageState::Asking {
                let side = names::side(tr, m.position().to_move());
                let how = how_to_move(tr, m, device.driver());
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(t!(tr, "learn-you-play", "side" => side, "how" => how))
                            .color(GOLD),
                    )
                    .wrap(),
                );
            }
        }
        StageState::Passed => {
            ui.add(
                egui::Label::new(egui::RichText::new(stage_text(tr, &stage.done, run)).color(GOLD))
                    .wrap(),
            );
            if let Some(values) = &run.values {
                values::table(ui, tr, values, Some(stage.play));
            }
            ui.horizontal(|ui| {
                if run.is_last() {
                    ui.label(
                        egui::RichText::new(t!(tr, "learn-lesson-complete"))
                            .strong()
                            .color(GOLD),
                    );
                } else if started_here(ui.button(t!(tr, "learn-next-stage"))).clicked() {
                    write(LearnCommand::NextStage);
                }
            });
        }
        StageState::Wrong { summary } => {
            ui.add(egui::Label::new(egui::RichText::new(wrong(tr, summary)).color(ROSE)).wrap());
            if let Some(values) = &run.values {
                values::table(ui, tr, values, Some(summary.mv));
            }
            if started_here(ui.button(t!(tr, "learn-try-again"))).clicked() {
                write(LearnCommand::Retry);
            }
        }
    }
}

/// What a move that was not the asked one did, and that the stage asks for another.
fn wrong(tr: &Tr, s: &MoveSummary) -> String {
    let what = if s.captured > 0 {
        "capture"
    } else if s.next == Next::Again {
        "extra"
    } else if s.next == Next::Over {
        "over"
    } else {
        "other"
    };
    t!(tr, "learn-wrong",
        "what" => what,
        "played" => move_words(tr, s.mv),
        "seeds" => u32::from(s.captured))
}

fn puzzle(
    ui: &mut egui::Ui,
    tr: &Tr,
    run: &PuzzleRun,
    progress: &LearnProgress,
    write: &mut impl FnMut(LearnCommand),
) {
    let p = &progress.progress;
    match run.state {
        PuzzleState::Solving | PuzzleState::Sowing { .. } => {
            let task = if run.step == 0 {
                t!(tr, "learn-puzzle-find", "side" => names::side(tr, Side::South))
            } else {
                t!(tr, "learn-puzzle-again")
            };
            ui.add(egui::Label::new(egui::RichText::new(task).size(18.0).color(GOLD)).wrap());
            if run.puzzle.solution.len() > 1 && run.step == 0 {
                ui.label(t!(tr, "learn-puzzle-chain"));
            }
            let hint = egui::Button::new(t!(tr, "learn-hint"));
            if ui.add_enabled(!run.hinted, hint).clicked() {
                write(LearnCommand::Hint);
            }
        }
        PuzzleState::Solved | PuzzleState::Missed { .. } => {
            let (headline, colour) = match run.state {
                PuzzleState::Solved if run.hinted => (t!(tr, "learn-puzzle-hinted"), GOLD),
                PuzzleState::Solved => (t!(tr, "learn-puzzle-solved"), GOLD),
                _ => (t!(tr, "learn-puzzle-missed"), ROSE),
            };
            ui.label(
                egui::RichText::new(headline)
                    .size(18.0)
                    .strong()
                    .color(colour),
            );
            ui.label(t!(tr, "learn-puzzle-about",
                "theme" => theme(tr, run.puzzle.theme),
                "rating" => run.puzzle.rating,
                "answer" => run.puzzle.solution.iter()
                    .map(|&mv| move_words(tr, mv))
                    .collect::<Vec<_>>()
                    .join(", ")));
            if let Some(change) = run.rating_change {
                ui.label(t!(tr, "learn-rating-change",
                    "change" => format!("{:+.0}", change)));
            }
            let played = match run.state {
                PuzzleState::Missed { played } => Some(played),
                _ => run.puzzle.solution.get(run.step).copied(),
            };
            values::table(ui, tr, run.values(), played);
            ui.horizontal(|ui| {
                if started_here(ui.button(t!(tr, "learn-next-puzzle"))).clicked() {
                    write(LearnCommand::NextPuzzle);
                }
                if ui.button(t!(tr, "learn-try-again")).clicked() {
                    write(LearnCommand::Retry);
                }
            });
        }
    }
    ui.label(t!(tr, "learn-rating",
        "rating" => p.rating.rating.round() as i64,
        "streak" => p.streak,
        "best" => p.best_streak));
}

/// A puzzle's theme in words.
pub(crate) fn theme(tr: &Tr, theme: Theme) -> String {
    tr.text(
        &format!("learn-theme-{}", theme.name().replace('_', "-")),
        &[],
    )
}

/// The card's button that keys and pads start on.
fn started_here(button: egui::Response) -> egui::Response {
    start_here(&button);
    button
}
