//! The review in the replay panel: the button that starts it, its progress bar with Cancel,
//! then the graph of the game's value for South over the game (`egui_plot`), a point a
//! position coloured by the mark of the move played there (hollow where the value is a
//! search's estimate, filled where it is proven), with a line at the position on the table;
//! clicking the graph takes the board to the nearest position. Under it, how many moves earned
//! each mark, and the values of the decision on the table: the move played and the best move,
//! each proven or estimated with its depth, and the mark with the seeds of value lost. The
//! board shows the best move as it shows a hint.

use crate::engine::Game;
use crate::engine::review::{Decision, Mark, Worth};
use crate::game::messages::{ReplayCommand, ReviewCommand};
use crate::game::replay::review::GameReview;
use crate::game::table::Match;
use crate::ui::hud::status_text;
use crate::ui::i18n::names;
use crate::ui::i18n::{Language, Tr, t};
use bevy::prelude::*;
use bevy_egui::egui;
use egui_plot::{HLine, Line, Plot, PlotPoints, Points, VLine};

/// The graph's share of the panel's width, its widest, and its height as a share of the
/// window's height, within limits.
const GRAPH_SHARE: f32 = 0.45;
const GRAPH_WIDTH: f32 = 480.0;
const GRAPH_HEIGHT_SHARE: f32 = 0.16;
const GRAPH_HEIGHT: std::ops::RangeInclusive<f32> = 70.0..=150.0;

/// The colour of a mark, on the graph and in the move list.
pub(crate) fn mark_colour(mark: Mark) -> egui::Color32 {
    match mark {
        Mark::Best => egui::Color32::from_rgb(90, 200, 110),
        Mark::Good => egui::Color32::from_rgb(170, 215, 120),
        Mark::Inaccuracy => egui::Color32::from_rgb(240, 205, 80),
        Mark::Mistake => egui::Color32::from_rgb(245, 140, 60),
        Mark::Blunder => egui::Color32::from_rgb(235, 70, 60),
    }
}

/// A mark's name in the player's language.
pub(crate) fn mark_name(tr: &Tr, mark: Mark) -> String {
    tr.text(&format!("mark-{}", mark.name()), &[])
}

/// A number with one decimal, written as the player's language writes it (`38.1`, `38,1`).
fn tenths(tr: &Tr, x: f64) -> String {
    let text = format!("{x:.1}");
    match tr.language() {
        Language::English => text,
        _ => text.replace('.', ","),
    }
}

/// The review's part of the replay panel.
pub(crate) fn section(
    ui: &mut egui::Ui,
    tr: &Tr,
    m: &Match,
    review: &GameReview,
    reviews: &mut MessageWriter<ReviewCommand>,
    replay: &mut MessageWriter<ReplayCommand>,
) {
    match review.progress() {
        None => {
            if ui.button(t!(tr, "review-start")).clicked() {
                reviews.write(ReviewCommand::Start);
            }
        }
        Some(progress) if review.running() => {
            ui.horizontal(|ui| {
                let share = progress.done as f32 / progress.total.max(1) as f32;
                ui.add(
                    egui::ProgressBar::new(share)
                        .desired_width(260.0)
                        .text(t!(tr, "review-running",
                            "done" => progress.done, "total" => progress.total)),
                );
                if ui.button(t!(tr, "review-cancel")).clicked() {
                    reviews.write(ReviewCommand::Cancel);
                }
            });
        }
        Some(progress) => {
            let exact = review.decisions().iter().filter(|d| d.exact()).count();
            let seconds = review.took().map_or(0.0, |took| took.as_secs_f64());
            ui.label(t!(tr, "review-done",
                "seconds" => tenths(tr, seconds),
                "exact" => exact,
                "total" => progress.total));
        }
    }
    if review.decisions().is_empty() {
        return;
    }
    ui.label(egui::RichText::new(t!(tr, "review-graph")).small());
    // The graph, and beside it the marks and the decision on the table: the panel stays low,
    // so the board keeps room above it.
    let width = ui.available_width();
    let graph_width = (width * GRAPH_SHARE).min(GRAPH_WIDTH);
    ui.horizontal_top(|ui| {
        graph(ui, m, review, graph_width, replay);
        ui.vertical(|ui| {
            ui.set_max_width(width - graph_width - ui.spacing().item_spacing.x);
            ui.horizontal_wrapped(|ui| {
                // The marks the game has, each with its count (a mark it has none of is left
                // out, so the panel stays low).
                for mark in Mark::ALL {
                    let n = review.decisions().iter().filter(|d| d.mark == mark).count();
                    if n == 0 {
                        continue;
                    }
                    let text = egui::RichText::new(format!("{} {n}", mark_name(tr, mark)))
                        .color(mark_colour(mark));
                    // A mark and its count stay on one line.
                    ui.add(egui::Label::new(text).extend());
                }
            });
            ui.separator();
            match review.decision(m.cursor()) {
                Some(decision) => decision_lines(ui, tr, decision),
                None if review.running()
                    && m.replayed().is_some_and(|r| m.cursor() < r.moves.len()) =>
                {
                    ui.add(egui::Label::new(t!(tr, "review-waiting")).wrap());
                }
                None => {}
            }
        });
    });
}

/// The positions' values for South: before each judged decision, and at the end once every
/// decision is judged (the final stores, proven), with the mark of the move played there.
fn values(m: &Match, decisions: &[Decision]) -> Vec<([f64; 2], Option<Mark>, bool)> {
    let mut points: Vec<_> = decisions
        .iter()
        .enumerate()
        .map(|(i, d)| {
            (
                [i as f64, f64::from(d.south_value())],
                Some(d.mark),
                d.best_worth.exact,
            )
        })
        .collect();
    let end = m
        .replayed()
        .filter(|r| r.moves.len() == decisions.len())
        .and_then(|r| Game::from_record(r).ok());
    if let Some(end) = end {
        let [south, north] = end.position().scores();
        let x = decisions.len() as f64;
        points.push(([x, f64::from(south) - f64::from(north)], None, true));
    }
    points
}

/// The graph, `width` wide; a click on it takes the board to the nearest position.
fn graph(
    ui: &mut egui::Ui,
    m: &Match,
    review: &GameReview,
    width: f32,
    replay: &mut MessageWriter<ReplayCommand>,
) {
    let Some(total) = m.replayed().map(|r| r.moves.len()) else {
        return;
    };
    let points = values(m, review.decisions());
    let height = (ui.ctx().content_rect().height() * GRAPH_HEIGHT_SHARE)
        .clamp(*GRAPH_HEIGHT.start(), *GRAPH_HEIGHT.end());
    let cursor = m.cursor() as f64;
    let plotted = Plot::new("review_graph")
        .width(width)
        .height(height)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .include_x(0.0)
        .include_x(total as f64)
        .include_y(-4.0)
        .include_y(4.0)
        .label_formatter(|position| {
            let at = match position {
                egui_plot::HoverPosition::NearDataPoint { position, .. } => position,
                egui_plot::HoverPosition::Elsewhere { position } => position,
            };
            Some(format!("{:.0}: {:+.0}", at.x.round(), at.y))
        })
        .show(ui, |plot| {
            plot.hline(HLine::new("", 0.0).color(egui::Color32::from_gray(110)));
            plot.vline(VLine::new("", cursor).color(egui::Color32::from_rgb(255, 205, 90)));
            let line: PlotPoints = points.iter().map(|(p, ..)| *p).collect();
            plot.line(Line::new("", line).color(egui::Color32::from_rgb(245, 228, 200)));
            for (point, mark, exact) in &points {
                let colour = mark.map_or(egui::Color32::from_gray(200), mark_colour);
                plot.points(
                    Points::new("", vec![*point])
                        .color(colour)
                        .filled(*exact)
                        .radius(4.0),
                );
            }
            plot.pointer_coordinate()
        });
    if plotted.response.clicked()
        && let Some(at) = plotted.inner
    {
        let ply = at.x.round().clamp(0.0, total as f64) as usize;
        replay.write(ReplayCommand::Jump(ply));
    }
}

/// The values of the decision made from the position on the table.
fn decision_lines(ui: &mut egui::Ui, tr: &Tr, d: &Decision) {
    let worth = |w: Worth| status_text::worth(tr, w.value, w.exact, w.depth);
    let played = t!(tr, "review-played",
        "ply" => d.ply,
        "side" => names::side(tr, d.side),
        "move" => status_text::move_words(tr, d.played),
        "value" => worth(d.played_worth));
    ui.add(egui::Label::new(played).wrap());
    let best = t!(tr, "review-best",
        "move" => status_text::move_words(tr, d.best),
        "value" => worth(d.best_worth));
    ui.add(egui::Label::new(best).wrap());
    ui.label(
        egui::RichText::new(t!(tr, "review-mark",
            "mark" => mark_name(tr, d.mark), "lost" => d.lost))
        .strong()
        .color(mark_colour(d.mark)),
    );
}
