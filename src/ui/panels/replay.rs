//! The replay panel, under the board while a record is replayed: where the replay stands, the
//! buttons that step it (start, back, play or stop, forward, end: the same `ReplayCommand`s the
//! keys and pads write), the clocks after the move on the table (a record played online with a
//! clock keeps them), the review with its progress, Cancel, the graph and the values of the
//! decision on the table ([`crate::ui::panels::review`]), and taking a new game over from the position on
//! the table with the players chosen here. Also the notice that a record could not be replayed.

use crate::engine::GameRecord;
use crate::engine::Side;
use crate::engine::ai::Level;
use crate::engine::record::clock;
use crate::game::messages::{ReplayCommand, ReviewCommand};
use crate::game::replay::review::GameReview;
use crate::game::replay::{PlayThrough, UnplayableRecord};
use crate::game::table::{Match, Player};
use crate::ui::i18n::names;
use crate::ui::i18n::{Tr, errors, t};
use crate::ui::panels::room::{Claims, Edge, claim, claim_window};
use crate::ui::theme::icons::{self, Icon};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The egui id of the panel.
const PANEL: &str = "replay";
/// The panel's widest; in a narrower room its content is the room less the window's own
/// margins.
const PANEL_WIDTH: f32 = 860.0;
const PANEL_SIDES: f32 = 20.0;

/// Who is to play each seat of a game taken over, as the panel's lists have them.
#[derive(Default)]
pub(crate) struct TakeOverDraft(Option<[Player; 2]>);

/// Everyone who can play a seat, in the order the lists show them.
fn everyone() -> impl Iterator<Item = Player> {
    std::iter::once(Player::Human).chain(Level::ALL.into_iter().map(Player::Ai))
}

/// The replay on the table: the record, whether it plays through, and its review.
#[derive(SystemParam)]
pub(crate) struct ReplayState<'w> {
    m: Res<'w, Match>,
    playing: Res<'w, PlayThrough>,
    review: Res<'w, GameReview>,
}

pub(crate) fn panel(
    mut contexts: EguiContexts,
    tr: Res<Tr>,
    replay_state: ReplayState,
    mut draft: Local<TakeOverDraft>,
    mut replay: MessageWriter<ReplayCommand>,
    mut reviews: MessageWriter<ReviewCommand>,
    mut claims: ResMut<Claims>,
) -> Result {
    let ReplayState { m, playing, review } = replay_state;
    let ctx = contexts.ctx_mut()?;
    let Some(record) = m.replayed() else {
        draft.0 = None;
        claim(&mut claims, PANEL, None);
        return Ok(());
    };
    let (ply, total) = (m.cursor(), record.moves.len());
    let players = draft.0.get_or_insert(m.settings().players);
    let screen = ctx.content_rect();
    let (across, span) = claims.bottom_span(screen);
    let shown = egui::Window::new(t!(tr, "replay-title"))
        .id(egui::Id::new(PANEL))
        .anchor(egui::Align2::CENTER_BOTTOM, [across, -8.0])
        .resizable(false)
        .show(ctx, |ui| {
            ui.set_width(PANEL_WIDTH.min(span - PANEL_SIDES));
            ui.horizontal_wrapped(|ui| {
                let steps = [
                    (Icon::First, "replay-first", ply > 0, ReplayCommand::Jump(0)),
                    (Icon::Back, "replay-back", ply > 0, ReplayCommand::Back),
                    (
                        Icon::Resume,
                        "replay-play",
                        total > 0,
                        ReplayCommand::TogglePlay,
                    ),
                    (
                        Icon::Forward,
                        "replay-forward",
                        ply < total,
                        ReplayCommand::Forward,
                    ),
                    (
                        Icon::Last,
                        "replay-last",
                        ply < total,
                        ReplayCommand::Jump(total),
                    ),
                ];
                for (icon, id, enabled, command) in steps {
                    let (icon, id) = match icon {
                        Icon::Resume if playing.0 => (Icon::Pause, "replay-stop"),
                        _ => (icon, id),
                    };
                    if icons::button(ui, (icon, &tr.text(id, &[])), enabled, false).clicked() {
                        replay.write(command);
                    }
                }
                ui.label(
                    egui::RichText::new(t!(tr, "replay-where", "ply" => ply, "total" => total))
                        .strong(),
                );
                // Taking over opens its seats under the row, so the panel stays low.
                let id = egui::Id::new("take_over");
                let open = ui.data(|d| d.get_temp::<bool>(id).unwrap_or(false));
                let take_over = egui::Button::new(t!(tr, "replay-take-over")).selected(open);
                if ui.add(take_over).clicked() {
                    ui.data_mut(|d| d.insert_temp(id, !open));
                }
            });
            if let Some(clocks) = clock::clocks_after(record, m.game(), ply) {
                ui.label(clocks_line(&tr, record, clocks));
            }
            crate::ui::panels::review::section(ui, &tr, &m, &review, &mut reviews, &mut replay);
            if ui.data(|d| {
                d.get_temp::<bool>(egui::Id::new("take_over"))
                    .unwrap_or(false)
            }) {
                ui.horizontal_wrapped(|ui| {
                    for side in [Side::South, Side::North] {
                        let name = ui.label(names::side(&tr, side));
                        let seat = &mut players[side.index()];
                        egui::ComboBox::from_id_salt(("take_over_seat", side.index()))
                            .selected_text(names::player(&tr, *seat))
                            .show_ui(ui, |ui| {
                                for player in everyone() {
                                    ui.selectable_value(seat, player, names::player(&tr, player));
                                }
                            })
                            .response
                            .labelled_by(name.id);
                    }
                    if ui.button(t!(tr, "replay-take-over-start")).clicked() {
                        replay.write(ReplayCommand::TakeOver(*players));
                    }
                });
            }
        });
    claim_window(
        &mut claims,
        PANEL,
        Edge::Bottom,
        screen,
        shown.as_ref().map(|shown| &shown.response),
    );
    Ok(())
}

/// The clocks after the move on the table, as a record played online keeps them: "Clocks
/// after this move: Ana 4:58.1 · Boris 4:55.3".
fn clocks_line(tr: &Tr, record: &GameRecord, clocks: [Option<u64>; 2]) -> String {
    let [first, second] = [Side::South, Side::North].map(|seat| {
        let who = match record.tags.player(seat) {
            Some(name) => names::tagged(tr, Some(name)),
            None => names::side(tr, seat),
        };
        let time = clocks[seat.index()].map_or_else(|| "?".into(), clock::reading);
        format!("{who} {time}")
    });
    t!(tr, "replay-clocks", "first" => first, "second" => second)
}

/// Tells the player that a record could not be replayed, and why, until they dismiss it.
pub(crate) fn unplayable(
    mut contexts: EguiContexts,
    tr: Res<Tr>,
    notice: Option<Res<UnplayableRecord>>,
    mut commands: Commands,
) -> Result {
    let Some(notice) = notice else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(t!(tr, "replay-unplayable-title"))
        .id(egui::Id::new("unplayable_record"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.set_max_width(460.0);
            ui.add(
                egui::Label::new(
                    t!(tr, "replay-unplayable", "reason" => errors::match_error(&tr, &notice.0)),
                )
                .wrap(),
            );
            if ui.button(t!(tr, "replay-unplayable-ok")).clicked() {
                commands.remove_resource::<UnplayableRecord>();
            }
        });
    Ok(())
}
