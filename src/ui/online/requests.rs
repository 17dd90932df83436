//! The requests across the table in the online panel: Abort (in the first two moves), Offer
//! draw, Take back (casual games only); the opponent's offer of a draw or request to take back
//! a move with Accept and Decline; this player's own request waiting for its answer; and the
//! opponent's refusal, said until the next move.

use super::parts::{GOLD, ROSE, key_button};
use super::words;
use crate::game::online::{Declined, OnlineCommand, Room};
use crate::game::table::Match;
use crate::ui::i18n::{Tr, t};
use bevy_egui::egui;

/// A game may be aborted while it has fewer decisions than this.
const ABORT_BEFORE: usize = 2;

/// The requests of a live game at the player's seat (nothing for a watcher); the command a
/// button asked for.
pub(super) fn requests(
    ui: &mut egui::Ui,
    tr: &Tr,
    room: &Room,
    m: &Match,
    focus: bool,
) -> Option<OnlineCommand> {
    let seat = room.facts.seat?;
    let other = words::name(room, seat.other());
    let mut asked = None;
    if let Some(declined) = room.declined {
        let said = match declined {
            Declined::Draw => t!(tr, "online-draw-declined", "name" => other.clone()),
            Declined::TakeBack => t!(tr, "online-take-back-declined", "name" => other.clone()),
        };
        ui.add(egui::Label::new(egui::RichText::new(said).color(ROSE)).wrap());
    }
    // The opponent's offer or request first: it waits for this player's answer.
    let incoming = [
        (
            room.facts.draw_offered,
            "online-draw-offered",
            OnlineCommand::AnswerDraw as fn(bool) -> OnlineCommand,
        ),
        (
            room.facts.take_back_asked,
            "online-take-back-asked",
            OnlineCommand::AnswerTakeBack,
        ),
    ];
    for (by, id, answer) in incoming {
        if by != Some(seat.other()) {
            continue;
        }
        ui.add(
            egui::Label::new(
                egui::RichText::new(t!(tr, id, "name" => other.clone()))
                    .strong()
                    .color(GOLD),
            )
            .wrap(),
        );
        ui.horizontal(|ui| {
            if key_button(ui, t!(tr, "online-accept"), focus).clicked() {
                asked = Some(answer(true));
            }
            if key_button(ui, t!(tr, "online-decline"), focus).clicked() {
                asked = Some(answer(false));
            }
        });
    }
    if room.facts.draw_offered == Some(seat) {
        ui.label(t!(tr, "online-draw-sent", "name" => other.clone()));
    }
    if room.facts.take_back_asked == Some(seat) {
        ui.label(t!(tr, "online-take-back-sent", "name" => other.clone()));
    }
    let plies = m.game().moves().len();
    ui.horizontal(|ui| {
        if plies < ABORT_BEFORE
            && key_button(ui, t!(tr, "online-abort"), focus)
                .on_hover_text(t!(tr, "online-abort-means"))
                .clicked()
        {
            asked = Some(OnlineCommand::Abort);
        }
        if room.facts.draw_offered.is_none()
            && key_button(ui, t!(tr, "online-offer-draw"), focus).clicked()
        {
            asked = Some(OnlineCommand::OfferDraw);
        }
        if !room.facts.rated
            && plies > 0
            && room.facts.take_back_asked.is_none()
            && key_button(ui, t!(tr, "online-take-back"), focus)
                .on_hover_text(t!(tr, "online-take-back-means"))
                .clicked()
        {
            asked = Some(OnlineCommand::TakeBack);
        }
    });
    asked
}
