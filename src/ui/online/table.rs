//! The game in the online panel: each seat's player with their rating (after a rated game the
//! new one and the change) and clock, rated or casual and how many watch, the move sent and
//! not yet acknowledged, the opponent away with the time until the win may be claimed, Resign
//! (asked twice) and the requests across the table ([`super::requests`]); once the game is over
//! how it ended, Rematch and Leave; a room gone from this table says why, with Leave.

use super::parts::{CREAM, GOLD, GREEN, PanelState, ROSE, key_button};
use super::{requests, words};
use crate::engine::Side;
use crate::game::online::{OnlineCommand, Room};
use crate::game::table::Match;
use crate::ui::i18n::{Tr, names, t};
use crate::ui::panels::focus::start_here;
use bevy_egui::egui;

/// The game: the players, their clocks, what is pending, the opponent away, and the actions.
pub(super) fn game(
    ui: &mut egui::Ui,
    tr: &Tr,
    room: &Room,
    m: &Match,
    now: f64,
    state: &mut PanelState,
    focus: bool,
) -> Option<OnlineCommand> {
    egui::Grid::new("online_players")
        .num_columns(4)
        // The dot's column as narrow as the dot, so each dot stands by its name.
        .min_col_width(0.0)
        .spacing([8.0, 4.0])
        .show(ui, |ui| {
            for seat in [Side::South, Side::North] {
                // The side the seat plays now (the pie rule's swap changes it).
                let side = m.position().seat_of(seat);
                let mut who = words::name(room, seat);
                if room.facts.seat == Some(seat) {
                    who = format!("{who} ({})", t!(tr, "seat-you"));
                }
                let here = room.facts.present[seat.index()];
                // A dot drawn, not a glyph: the typeface has no circle. Its words name it for
                // screen readers and on hover.
                let said = match here {
                    true => t!(tr, "online-present", "name" => words::name(room, seat)),
                    false => t!(tr, "online-away-claim", "name" => words::name(room, seat)),
                };
                let (dot, response) =
                    ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
                ui.painter()
                    .circle_filled(dot.center(), 4.5, if here { GREEN } else { ROSE });
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::WidgetType::Label, true, said.clone())
                });
                response.on_hover_text(said);
                ui.label(
                    egui::RichText::new(format!("{}: {who}", names::side(tr, side))).color(CREAM),
                );
                ui.label(egui::RichText::new(rating(room, seat)).color(GOLD));
                match room.facts.time_left(seat, now) {
                    Some(ms) => {
                        let running = room
                            .facts
                            .clocks
                            .is_some_and(|(c, _)| c.running == Some(seat));
                        ui.label(
                            egui::RichText::new(words::clock(ms))
                                .monospace()
                                .size(18.0)
                                .color(if running { GOLD } else { CREAM }),
                        );
                    }
                    None => {
                        ui.label("");
                    }
                }
                ui.end_row();
            }
        });
    if let Some(why) = room.gone {
        ui.add(egui::Label::new(egui::RichText::new(words::gone(tr, why)).color(ROSE)).wrap());
        let mut asked = None;
        if key_button(ui, t!(tr, "online-leave"), focus).clicked() {
            asked = Some(OnlineCommand::Leave);
        }
        return asked;
    }
    ui.label(
        egui::RichText::new(kind_and_watchers(tr, room))
            .small()
            .color(CREAM),
    );
    if room.facts.seat.is_none() {
        ui.label(t!(tr, "online-watching"));
    }
    if room.facts.awaiting_ack() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(t!(tr, "online-sent"));
        });
    }
    let mut asked = None;
    if let Some((away, claim_at)) = room.facts.away
        && room.facts.ending.is_none()
        && room.facts.seat.is_some_and(|seat| seat != away)
    {
        let name = words::name(room, away);
        let left = words::seconds_until(claim_at, now);
        if left > 0 {
            ui.add(
                egui::Label::new(t!(tr, "online-away", "name" => name, "seconds" => left)).wrap(),
            );
        } else {
            ui.label(t!(tr, "online-away-claim", "name" => name));
            let claim = ui.button(egui::RichText::new(t!(tr, "online-claim")).color(GOLD));
            if focus {
                start_here(&claim);
            }
            if claim.clicked() {
                asked = Some(OnlineCommand::Claim);
            }
        }
    }
    if let Some((what, mine)) = words::ending(tr, room) {
        if let Some(mine) = mine {
            ui.label(egui::RichText::new(mine).size(22.0).strong().color(GOLD));
        }
        ui.label(what);
        if room.facts.rematch_asked && !room.rematch_sent {
            let other = room.facts.seat.map(Side::other).unwrap_or(Side::North);
            ui.label(t!(tr, "online-rematch-asked", "name" => words::name(room, other)));
        }
        ui.horizontal(|ui| {
            if room.facts.seat.is_some() {
                if room.rematch_sent {
                    let other = room.facts.seat.map(Side::other).unwrap_or(Side::North);
                    ui.label(t!(tr, "online-rematch-sent", "name" => words::name(room, other)));
                } else if key_button(ui, t!(tr, "online-rematch"), focus).clicked() {
                    asked = Some(OnlineCommand::Rematch);
                }
            }
            if key_button(ui, t!(tr, "online-leave"), focus).clicked() {
                asked = Some(OnlineCommand::Leave);
            }
        });
        return asked;
    }
    ui.horizontal(|ui| {
        if room.facts.seat.is_some() {
            if state.resigning {
                ui.label(t!(tr, "online-resign-ask"));
                if key_button(ui, t!(tr, "online-resign-yes"), focus).clicked() {
                    asked = Some(OnlineCommand::Resign);
                }
                if key_button(ui, t!(tr, "online-resign-no"), focus).clicked() {
                    state.resigning = false;
                }
            } else if key_button(ui, t!(tr, "online-resign"), focus).clicked() {
                state.resigning = true;
            }
        } else if key_button(ui, t!(tr, "online-leave"), focus).clicked() {
            asked = Some(OnlineCommand::Leave);
        }
    });
    if !state.resigning
        && let Some(request) = requests::requests(ui, tr, room, m, focus)
    {
        asked = Some(request);
    }
    asked
}

/// A seat's rating in the game's pool, or after a rated game its new one with the change;
/// nothing for a guest.
fn rating(room: &Room, seat: Side) -> String {
    let i = seat.index();
    match (&room.facts.rating_changes, room.facts.ratings[i]) {
        (Some(changes), _) => words::rating_change(changes[i]),
        (None, Some(rating)) => words::rating(rating),
        (None, None) => String::new(),
    }
}

/// "Rated game", "Casual game · 2 watching".
fn kind_and_watchers(tr: &Tr, room: &Room) -> String {
    let kind = match room.facts.rated {
        true => t!(tr, "online-rated-game"),
        false => t!(tr, "online-casual-game"),
    };
    match room.facts.spectators {
        0 => kind,
        count => format!("{kind} · {}", t!(tr, "online-spectators", "count" => count)),
    }
}
