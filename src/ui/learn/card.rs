//! The card under the board while the learner practises (the board is framed above it): a lesson stage's idea, what the move
//! did (or why another move was not the one asked for, to try again), a strategy stage's
//! values; or a puzzle's task, its answer's values and the learner's rating. Its buttons write
//! [`LearnCommand`]s.

use super::values;
use crate::engine::learn::lesson::Stage;
use crate::engine::learn::puzzle::Theme;
use crate::engine::summary::{MoveSummary, Next};
use crate::engine::{Hole, Move, Side};
use crate::game::learn::{
    LearnCommand, LearnProgress, Learning, LessonRun, PuzzleRun, PuzzleState, StageState,
};
use crate::game::table::Match;
use crate::input::focus::DeviceFocus;
use crate::ui::hud::status_text::{how_to_move, move_words};
use crate::ui::i18n::names;
use crate::ui::i18n::{Arg, Tr, t};
use crate::ui::panels::focus::start_here;
use crate::ui::panels::menus::{Drawing, Menu};
use crate::ui::panels::room::{Claims, Edge, claim, claim_window};
use crate::ui::theme::primary;
use bevy::prelude::*;
use bevy_egui::egui;

const GOLD: egui::Color32 = egui::Color32::from_rgb(255, 205, 90);
const ROSE: egui::Color32 = egui::Color32::from_rgb(255, 160, 140);
/// The widest the card's sentences run.
const WIDTH: f32 = 680.0;

/// The card's egui id and its claim on the room below the board.
const CARD: &str = "learn_card";

/// What the card shows: the table, the lesson or puzzle on it, the learner's progress and the
/// input used last (how to move).
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct CardReads<'w> {
    m: Res<'w, Match>,
    learning: Res<'w, Learning>,
    progress: Res<'w, LearnProgress>,
    device: Res<'w, DeviceFocus>,
}

pub(crate) fn card(
    drawing: Drawing,
    reads: CardReads,
    mut claims: ResMut<Claims>,
    mut commands: MessageWriter<LearnCommand>,
) -> Result {
    let Drawing {
        mut contexts,
        tr,
        mut menus,
    } = drawing;
    let CardReads {
        m,
        learning,
        progress,
        device,
    } = reads;
    let ctx = contexts.ctx_mut()?;
    // The card's buttons wait for the learner once the board holds still for them.
    let waiting = learning.waits() && m.is_practice();
    if menus.card != waiting {
        menus.card = waiting;
    }
    if !m.is_practice() || learning.now.is_none() {
        claim(&mut claims, CARD, None);
        return Ok(());
    }
    let (across, span) = claims.bottom_span(ctx.content_rect());
    let width = WIDTH.min(span - 20.0);
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
        claim(&mut claims, CARD, None);
        return Ok(());
    };
    let screen = ctx.content_rect();
    let shown = egui::Window::new(title)
        .id(egui::Id::new(CARD))
        .anchor(egui::Align2::CENTER_BOTTOM, [across, -16.0])
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
            // One row of answers, so the card stays low under the board.
            ui.horizontal_wrapped(|ui| {
                if let Some(run) = learning.puzzle() {
                    puzzle_answers(ui, &tr, run, &mut write);
                }
                if ui.button(t!(tr, "learn-back-to-list")).clicked() {
                    menus.open = Some(Menu::Learn);
                }
                if ui.button(t!(tr, "learn-leave")).clicked() {
                    write(LearnCommand::Leave);
                }
            });
        });
    claim_window(
        &mut claims,
        CARD,
        Edge::Bottom,
        screen,
        shown.as_ref().map(|shown| &shown.response),
    );
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
                } else if started_here(ui.add(primary(t!(tr, "learn-next-stage")))).clicked() {
                    write(LearnCommand::NextStage);
                }
            });
        }
        StageState::Wrong { summary } => {
            let said = format!("{} {}", wrong(tr, summary), idea(tr, stage));
            ui.add(egui::Label::new(egui::RichText::new(said).color(ROSE)).wrap());
            if let Some(values) = &run.values {
                values::table(ui, tr, values, Some(summary.mv));
            }
            if started_here(ui.button(t!(tr, "learn-try-again"))).clicked() {
                write(LearnCommand::Retry);
            }
        }
    }
}

/// What a move that was not the asked one did: where its last seed fell, and what came of it.
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
    let (landed, pit) = match s.landed {
        Some(Hole::Store(side)) if side == s.side => ("own-store", 0),
        Some(Hole::Store(_)) => ("other-store", 0),
        Some(Hole::Pit { side, index }) if side == s.side => ("own-pit", index + 1),
        Some(Hole::Pit { index, .. }) => ("other-pit", index + 1),
        None => ("none", 0),
    };
    t!(tr, "learn-wrong",
        "what" => what,
        "played" => move_words(tr, s.mv),
        "landed" => landed,
        "pit" => pit,
        "seeds" => u32::from(s.captured))
}

/// The stage's idea, which the move missed: the capture, the extra turn, relay sowing, a four,
/// the game's end, the best move (a strategy stage), or else the asked move itself (its pit
/// glows again).
fn idea(tr: &Tr, stage: &Stage) -> String {
    let expect = &stage.expect;
    let idea = if stage.solver {
        "strategy"
    } else if expect.capture.is_some_and(|seeds| seeds > 0) {
        "capture"
    } else if expect.extra_turn == Some(true) {
        "extra"
    } else if expect.relays.is_some_and(|n| n > 0) {
        "relay"
    } else if expect.fours.is_some_and(|n| n > 0) {
        "four"
    } else if expect.over.is_some() {
        "over"
    } else {
        "move"
    };
    t!(tr, "learn-wrong-idea", "idea" => idea, "asked" => move_words(tr, stage.play))
}

fn puzzle(
    ui: &mut egui::Ui,
    tr: &Tr,
    run: &PuzzleRun,
    progress: &LearnProgress,
    write: &mut impl FnMut(LearnCommand),
) {
    match run.state {
        PuzzleState::Solving | PuzzleState::Sowing { .. } => {
            let task = if run.step == 0 {
                t!(tr, "learn-puzzle-find", "side" => names::side(tr, Side::South))
            } else {
                t!(tr, "learn-puzzle-again")
            };
            ui.add(egui::Label::new(egui::RichText::new(task).size(18.0).color(GOLD)).wrap());
            // That the answer earns an extra turn gives its theme away: said once a hint is asked.
            if run.puzzle.solution.len() > 1 && run.step == 0 && run.hinted {
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
            // The verdict and what it did to the rating in one row, so the card stays low.
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    egui::RichText::new(headline)
                        .size(18.0)
                        .strong()
                        .color(colour),
                );
                if let Some(change) = run.rating_change {
                    ui.label(t!(tr, "learn-rating-change",
                        "change" => format!("{:+.0}", change)));
                }
                rating(ui, tr, progress);
            });
            ui.label(t!(tr, "learn-puzzle-about",
                "theme" => theme(tr, run.puzzle.theme),
                "rating" => run.puzzle.rating,
                "answer" => run.puzzle.solution.iter()
                    .map(|&mv| move_words(tr, mv))
                    .collect::<Vec<_>>()
                    .join(", ")));
            let played = match run.state {
                PuzzleState::Missed { played } => Some(played),
                _ => run.puzzle.solution.get(run.step).copied(),
            };
            values::table(ui, tr, run.values(), played);
            return;
        }
    }
    rating(ui, tr, progress);
}

/// The learner's puzzle rating and streak.
fn rating(ui: &mut egui::Ui, tr: &Tr, progress: &LearnProgress) {
    let p = &progress.progress;
    ui.label(t!(tr, "learn-rating",
        "rating" => p.rating.rating.round() as i64,
        "streak" => p.streak,
        "best" => p.best_streak));
}

/// Next puzzle and Try again, once a puzzle is solved or missed (the keys and pads start on
/// Next puzzle).
fn puzzle_answers(
    ui: &mut egui::Ui,
    tr: &Tr,
    run: &PuzzleRun,
    write: &mut impl FnMut(LearnCommand),
) {
    if !matches!(run.state, PuzzleState::Solved | PuzzleState::Missed { .. }) {
        return;
    }
    if started_here(ui.add(primary(t!(tr, "learn-next-puzzle")))).clicked() {
        write(LearnCommand::NextPuzzle);
    }
    if ui.button(t!(tr, "learn-try-again")).clicked() {
        write(LearnCommand::Retry);
    }
    ui.separator();
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::learn::lesson::Course;
    use crate::engine::learn::shipped;
    use crate::engine::{Game, RuleSet};
    use crate::ui::i18n::Language;

    #[test]
    fn a_wrong_move_says_where_its_last_seed_fell_and_what_the_stage_is_about() {
        let tr = Tr::new(Language::English);
        let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
        let steps = game.play(Move::ccw(0)).unwrap();
        let sowed = MoveSummary::of(Side::South, Move::ccw(0), &steps);
        assert_eq!(
            wrong(&tr, &sowed),
            "You sowed pit 1, and its last seed fell in your pit 5, so nothing was captured \
             and the turn passed."
        );
        let steps = game.play(Move::ccw(2)).unwrap();
        let again = MoveSummary::of(Side::North, Move::ccw(2), &steps);
        assert_eq!(
            wrong(&tr, &again),
            "You sowed pit 3, and its last seed fell in your store: you move again."
        );
        let course = Course::from_json(shipped::lessons("kalah").unwrap()).unwrap();
        let capture = course
            .stages
            .iter()
            .find(|s| !s.solver && s.expect.capture.is_some_and(|seeds| seeds > 0))
            .unwrap();
        assert_eq!(
            idea(&tr, capture),
            "This stage is about the capture: find a pit whose last seed lands in an empty \
             pit of yours. Try again."
        );
        for language in Language::ALL {
            let tr = Tr::new(language);
            for stage in &course.stages {
                let said = format!("{} {}", wrong(&tr, &sowed), idea(&tr, stage));
                assert!(!said.contains('{') && !said.contains("  "), "{said}");
            }
        }
    }
}
