//! The Learn panel: a lesson for every rule set with the stages passed (and whether every one
//! was passed at the first try), Start or Continue; the puzzle of the day; the puzzles of each
//! rule set with how many are solved; the learner's rating and streak. Opened from the HUD's
//! Learn button, or from the card during a lesson or a puzzle.

use crate::engine::RuleSet;
use crate::engine::learn::lesson::Course;
use crate::engine::learn::shipped;
use crate::engine::rules::PRESETS;
use crate::game::learn::puzzle::puzzles_of;
use crate::game::learn::{LearnCommand, LearnProgress};
use crate::game::table::Match;
use crate::ui::i18n::names;
use crate::ui::i18n::t;
use crate::ui::panels::focus::start_here;
use crate::ui::panels::menus::Drawing;
use crate::ui::panels::placement::{BarBottom, button_row, room_below};
use bevy::prelude::*;
use bevy_egui::egui;

const GOLD: egui::Color32 = egui::Color32::from_rgb(255, 205, 90);

/// How many stages and puzzles each preset has (read once from the shipped files).
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
    if !menus.learn {
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
                        ui.heading(t!(tr, "learn-lessons"));
                        egui::Grid::new("learn_lessons")
                            .num_columns(3)
                            .spacing([16.0, 6.0])
                            .show(ui, |ui| {
                                for (rules, stages, _) in &counts.0 {
                                    let (passed, first) = p.passed(&rules.name);
                                    ui.label(names::rules(&tr, rules));
                                    let mut marks = t!(tr, "learn-passed",
                                        "passed" => passed, "stages" => *stages);
                                    if passed == *stages && first == *stages {
                                        marks = format!("{marks} · {}", t!(tr, "learn-perfect"));
                                    }
                                    ui.label(marks);
                                    let (label, stage) = if passed == 0 {
                                        (t!(tr, "learn-start"), 0)
                                    } else if passed < *stages {
                                        let next = (0..*stages)
                                            .find(|i| {
                                                !p.stages
                                                    .get(&rules.name)
                                                    .is_some_and(|s| s.contains(i))
                                            })
                                            .unwrap_or(0);
                                        (t!(tr, "learn-continue"), next)
                                    } else {
                                        (t!(tr, "learn-again"), 0)
                                    };
                                    let about = t!(tr, "learn-lesson-of",
                                        "rules" => names::rules(&tr, rules));
                                    let button = spoken_button(ui, label, about);
                                    if button.clicked() {
                                        commands.write(LearnCommand::Lesson {
                                            rules: rules.name.clone(),
                                            stage,
                                        });
                                        menus.close();
                                    }
                                    ui.end_row();
                                }
                            });
                        ui.separator();
                        ui.heading(t!(tr, "learn-puzzles"));
                        ui.label(t!(tr, "learn-rating",
                            "rating" => p.rating.rating.round() as i64,
                            "streak" => p.streak,
                            "best" => p.best_streak));
                        if ui.button(t!(tr, "learn-daily")).clicked() {
                            commands.write(LearnCommand::PuzzleOfTheDay);
                            menus.close();
                        }
                        egui::Grid::new("learn_puzzles")
                            .num_columns(3)
                            .spacing([16.0, 6.0])
                            .show(ui, |ui| {
                                for (rules, _, puzzles) in &counts.0 {
                                    let prefix = format!("{}-", rules.name);
                                    let solved = p
                                        .solved
                                        .iter()
                                        .filter(|id| id.starts_with(&prefix))
                                        .count();
                                    ui.label(names::rules(&tr, rules));
                                    ui.label(t!(tr, "learn-solved",
                                        "solved" => solved, "count" => *puzzles));
                                    let button = ui
                                        .button(t!(tr, "learn-solve"))
                                        .on_hover_text(t!(tr, "learn-puzzles-of",
                                            "rules" => names::rules(&tr, rules)));
                                    if button.clicked() {
                                        let index =
                                            crate::game::learn::PuzzleRun::next(&rules.name, p)
                                                .map_or(0, |run| run.index);
                                        commands.write(LearnCommand::Puzzle {
                                            rules: rules.name.clone(),
                                            index,
                                        });
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
                menus.learn = false;
            }
        });
    if !open {
        menus.learn = false;
    }
    Ok(())
}

/// A row's button, said with its row: "Start · The lesson of Kalah" (each row's button has
/// the same word, so a screen reader needs the rule set too); the same on hover.
fn spoken_button(ui: &mut egui::Ui, label: String, about: String) -> egui::Response {
    let button = ui.button(&label);
    let said = format!("{label} · {about}");
    button.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, said.clone()));
    button.on_hover_text(about)
}
