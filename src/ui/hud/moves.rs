//! The move history in the canonical notation (`3`, `4cw`, `swap`), one decision a row, with
//! the whole record as one line to copy. In a replay it lists the whole record: clicking a row
//! takes the board to the position after that move (the first row to the start), the row on
//! the table is highlighted, and once reviewed each move wears its mark's colour. The bar's
//! Moves opens it (its ✕ or Moves again closes it): it stands at the board's right under the bar
//! and the status box and claims that edge (`panels::room`), so the board is framed left of it.

use crate::engine::{Game, Move, Side};
use crate::game::messages::ReplayCommand;
use crate::game::replay::review::GameReview;
use crate::game::table::Match;
use crate::game::view::camera::ViewInsets;
use crate::ui::i18n::names;
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::menus::Drawing;
use crate::ui::panels::review::{mark_colour, mark_name};
use crate::ui::panels::room::{Claims, Edge, claim, claim_window};
use bevy::prelude::*;
use bevy_egui::egui;

/// The egui id of the list, and its name among the claims.
const MOVES: &str = "moves";

pub(crate) fn moves(
    drawing: Drawing,
    m: Res<Match>,
    review: Res<GameReview>,
    mut scrolled_to: Local<Option<usize>>,
    mut replay: MessageWriter<ReplayCommand>,
    mut claims: ResMut<Claims>,
    insets: Res<ViewInsets>,
) -> Result {
    let Drawing {
        mut contexts,
        tr,
        mut menus,
    } = drawing;
    if !menus.moves {
        claim(&mut claims, MOVES, None);
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // Under the bar and the status box (as far down as the board's framing starts).
    let top = insets.top / ctx.zoom_factor() + 8.0;
    let screen = ctx.content_rect();
    // Down to the window's foot: the panels under the board keep clear of it.
    let bottom = screen.max.y - 10.0;
    let shown = egui::Window::new(t!(tr, "moves-title"))
        .id(egui::Id::new(MOVES))
        .open(&mut menus.moves)
        .anchor(egui::Align2::RIGHT_TOP, [-10.0, top])
        .collapsible(false)
        .resizable(false)
        .default_width(170.0)
        .show(ctx, |ui| {
            let history = match m.replayed() {
                Some(record) => Game::from_record(record)
                    .map(|game| game.history().collect())
                    .unwrap_or_default(),
                None => m.game().history().collect::<Vec<_>>(),
            };
            if history.is_empty() {
                ui.label(t!(tr, "moves-none"));
                return;
            }
            egui::ScrollArea::vertical()
                .max_height((bottom - top - 110.0).clamp(40.0, 320.0))
                .stick_to_bottom(!m.is_replay())
                .show(ui, |ui| {
                    if m.is_replay() {
                        let rows = Rows {
                            cursor: m.cursor(),
                            scroll: *scrolled_to != Some(m.cursor()),
                            history: &history,
                        };
                        *scrolled_to = Some(m.cursor());
                        replay_rows(ui, &tr, rows, &review, &mut replay);
                    } else {
                        play_rows(ui, &tr, &history);
                    }
                });
            ui.separator();
            let record: Vec<String> = history.iter().map(|(_, mv)| mv.to_string()).collect();
            ui.label(egui::RichText::new(record.join(",")).monospace().small());
        });
    let list = shown.as_ref().map(|shown| &shown.response);
    claim_window(&mut claims, MOVES, Edge::Right, screen, list);
    Ok(())
}

/// The moves of the game being played.
fn play_rows(ui: &mut egui::Ui, tr: &Tr, history: &[(Side, Move)]) {
    egui::Grid::new("moves_grid")
        .striped(true)
        .min_col_width(0.0)
        .show(ui, |ui| {
            for (i, (side, mv)) in history.iter().enumerate() {
                ui.label(format!("{}.", i + 1));
                ui.label(names::side(tr, *side));
                ui.label(egui::RichText::new(mv.to_string()).monospace().strong());
                ui.end_row();
            }
        });
}

/// What the replay's rows show.
struct Rows<'a> {
    /// The decisions played to the position on the table.
    cursor: usize,
    /// The position's row scrolls into view (it changed since the list was last shown).
    scroll: bool,
    history: &'a [(Side, Move)],
}

/// The replayed record's moves, each a button to its position, in its mark's colour.
fn replay_rows(
    ui: &mut egui::Ui,
    tr: &Tr,
    rows: Rows,
    review: &GameReview,
    replay: &mut MessageWriter<ReplayCommand>,
) {
    let Rows {
        cursor,
        scroll,
        history,
    } = rows;
    egui::Grid::new("moves_grid")
        .striped(true)
        .min_col_width(0.0)
        .show(ui, |ui| {
            ui.label("");
            if ui
                .selectable_label(cursor == 0, t!(tr, "moves-start"))
                .clicked()
            {
                replay.write(ReplayCommand::Jump(0));
            }
            ui.end_row();
            for (i, (side, mv)) in history.iter().enumerate() {
                ui.label(format!("{}.", i + 1));
                let mut text = egui::RichText::new(format!("{}  {mv}", names::side(tr, *side)));
                let mark = review.decision(i).map(|d| d.mark);
                if let Some(mark) = mark {
                    text = text.color(mark_colour(mark));
                }
                let row = ui.selectable_label(cursor == i + 1, text);
                let row = match mark {
                    Some(mark) => row.on_hover_text(mark_name(tr, mark)),
                    None => row,
                };
                if row.clicked() {
                    replay.write(ReplayCommand::Jump(i + 1));
                }
                if cursor == i + 1 && scroll {
                    row.scroll_to_me(None);
                }
                ui.end_row();
            }
        });
}
