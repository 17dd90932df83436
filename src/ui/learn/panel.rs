//! The Learn panel: the learner's rating and streak and the puzzle of the day, then one row a
//! rule set: its lesson with the stages passed (and whether every one was passed at the first
//! try) and Start or Continue, and its puzzles with how many are solved. It fits 1280x800
//! whole; a smaller window scrolls the rows alone. Opened from the HUD's
//! Learn button, or from the card during a lesson or a puzzle.

use crate::engine::RuleSet;
use crate::engine::learn::lesson::Course;
use crate::engine::learn::progress::Progress;
use crate::engine::learn::shipped;
use crate::engine::rules::PRESETS;
use crate::game::learn::puzzle::puzzles_of;
use crate::game::learn::{LearnCommand, LearnProgress, PuzzleRun};
use crate::game::table::Match;
use crate::ui::i18n::names;
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::focus::start_here;
use crate::ui::panels::menus::{Drawing, Menu};
use crate::ui::panels::placement::{BarBottom, button_row, room_below};
use bevy::prelude::*;
use bevy_egui::egui;

const GOLD: egui::Color32 = egui::Color32::from_rgb(255, 205, 90);

/// How many stages and puzzles each preset has (read once from the shipped files); a preset
/// with neither is left out, and one without puzzles (four games outside the Kalah family, for
/// now) shows its lesson alone.
pub(crate) struct Counts(Vec<(RuleSet, usize, usize)>);

impl Default for Counts {
    fn default() -> Self {
        Counts(
            PRESETS
                .iter()
                .map(|p| {
                    let stages = shipped::lessons(p.name)
                        .and_then(|text| Course::from_json(text).ok())
                        .map_or(0, |c| c.stages.len());
                    let puzzles = puzzles_of(p.name).map_or(0, |s| s.puzzles.len());
                    ((p.build)(), stages, puzzles)
                })
                .filter(|&(_, stages, puzzles)| stages + puzzles > 0)
                .collect(),
        )
    }
}

pub(crate) fn panel(
    drawing: Drawing,
    m: Res<Match>,
    bar: Res<BarBottom>,
    progress: Res<LearnProgress>,
    mut commands: MessageWriter<LearnCommand>,
    counts: Local<Counts>,
) -> Result {
    let Drawing {
        mut contexts,
        tr,
        mut menus,
    } = drawing;
    let ctx = contexts.ctx_mut()?;
    if !menus.shows(&Menu::Learn) {
        return Ok(());
    }
    let p = &progress.progress;
    let mut open = true;
    // Online, the game on the table is someone else's too: it does not wait aside.
    let can_learn = !m.has_remote();
    bar.menu(ctx, t!(tr, "learn-title"), "learn")
        .open(&mut open)
        .show(ctx, |ui| {
            let room = room_below(ui, button_row(ui));
            if !can_learn {
                ui.label(egui::RichText::new(t!(tr, "learn-not-online")).color(GOLD));
            }
            egui::ScrollArea::vertical()
                .max_height(room)
                .show(ui, |ui| {
                    ui.add_enabled_ui(can_learn, |ui| {
                        ui.horizontal_wrapped(|ui| {
                            ui.label(t!(tr, "learn-rating",
                                "rating" => p.rating.rating.round() as i64,
                                "streak" => p.streak,
                                "best" => p.best_streak));
                            if ui.button(t!(tr, "learn-daily")).clicked() {
                                commands.write(LearnCommand::PuzzleOfTheDay);
                                menus.close();
                            }
                        });
                        ui.separator();
                        // One row a rule set: its lesson, then its puzzles.
                        egui::Grid::new("learn_rows")
                            .num_columns(5)
                            .spacing([16.0, 6.0])
                            .striped(true)
                            .show(ui, |ui| {
                                ui.label("");
                                ui.strong(t!(tr, "learn-lessons"));
                                ui.label("");
                                ui.strong(t!(tr, "learn-puzzles"));
                                ui.end_row();
                                for (rules, stages, puzzles) in &counts.0 {
                                    ui.label(names::rules(&tr, rules));
                                    if let Some(command) = lesson_cells(ui, &tr, p, rules, *stages)
                                        .or_else(|| puzzle_cells(ui, &tr, p, rules, *puzzles))
                                    {
                                        commands.write(command);
                                        menus.close();
                                    }
                                    ui.end_row();
                                }
                            });
                    });
                });
            let close = ui.button(t!(tr, "rules-close"));
            start_here(&close);
            if close.clicked() {
                menus.shut(&Menu::Learn);
            }
        });
    if !open {
        menus.shut(&Menu::Learn);
    }
    Ok(())
}

/// A rule set's lesson in its row: the stages passed and Start, Continue or Again; the
/// command when the button is clicked.
fn lesson_cells(
    ui: &mut egui::Ui,
    tr: &Tr,
    p: &Progress,
    rules: &RuleSet,
    stages: usize,
) -> Option<LearnCommand> {
    if stages == 0 {
        return empty_cells(ui);
    }
    let (passed, first) = p.passed(&rules.name);
    let mut marks = t!(tr, "learn-passed", "passed" => passed, "stages" => stages);
    if passed == stages && first == stages {
        marks = format!("{marks} · {}", t!(tr, "learn-perfect"));
    }
    ui.label(marks);
    let (label, stage) = if passed == 0 {
        (t!(tr, "learn-start"), 0)
    } else if passed < stages {
        let done = |i: &usize| p.stages.get(&rules.name).is_some_and(|s| s.contains(i));
        (
            t!(tr, "learn-continue"),
            (0..stages).find(|i| !done(i)).unwrap_or(0),
        )
    } else {
        (t!(tr, "learn-again"), 0)
    };
    let about = t!(tr, "learn-lesson-of", "rules" => names::rules(tr, rules));
    spoken_button(ui, label, about)
        .clicked()
        .then(|| LearnCommand::Lesson {
            rules: rules.name.clone(),
            stage,
        })
}

/// A rule set's puzzles in its row: how many are solved and Solve; the command when the button
/// is clicked.
fn puzzle_cells(
    ui: &mut egui::Ui,
    tr: &Tr,
    p: &Progress,
    rules: &RuleSet,
    puzzles: usize,
) -> Option<LearnCommand> {
    if puzzles == 0 {
        return empty_cells(ui);
    }
    let prefix = format!("{}-", rules.name);
    let solved = p.solved.iter().filter(|id| id.starts_with(&prefix)).count();
    ui.label(t!(tr, "learn-solved", "solved" => solved, "count" => puzzles));
    let about = t!(tr, "learn-puzzles-of", "rules" => names::rules(tr, rules));
    spoken_button(ui, t!(tr, "learn-solve"), about)
        .clicked()
        .then(|| LearnCommand::Puzzle {
            rules: rules.name.clone(),
            index: PuzzleRun::next(&rules.name, p).map_or(0, |run| run.index),
        })
}

/// The two cells of a row's lesson or puzzles where the rule set has none: left blank, with no
/// button that would start nothing.
fn empty_cells(ui: &mut egui::Ui) -> Option<LearnCommand> {
    ui.label("");
    ui.label("");
    None
}

/// A row's button, said with its row: "Start · The lesson of Kalah" (each row's button has
/// the same word, so a screen reader needs the rule set too); the same on hover.
fn spoken_button(ui: &mut egui::Ui, label: String, about: String) -> egui::Response {
    let button = ui.button(&label);
    let said = format!("{label} · {about}");
    button.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, said.clone()));
    button.on_hover_text(about)
}
