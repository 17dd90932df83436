//! The status box's line that says whose turn it is, never empty while a game is played: the
//! online room gone, the sowing paused, a move being sown (by whom), the AI thinking (with a
//! spinner beside it), waiting for the online opponent, the opponent's move online (by name),
//! or the player's own move with how to make it on the input used last.

use super::{CREAM, GOLD, ROSE, status_text};
use crate::engine::{Move, Side};
use crate::game::ai::Brain;
use crate::game::online::Room;
use crate::game::phase::TurnPhase;
use crate::game::table::Match;
use crate::input::focus::Device;
use crate::ui::i18n::names;
use crate::ui::i18n::{Tr, t};
use crate::ui::online::words as online_words;
use bevy_egui::egui;

/// A seat as the status box names it: by its player's name in an online `room`.
pub(super) fn seat(tr: &Tr, m: &Match, room: Option<&Room>, side: Side) -> String {
    match room {
        Some(room) => online_words::seat(tr, m, room, side),
        None => names::seat(tr, m, side),
    }
}

/// What the line is told.
pub(super) struct Turn<'a> {
    pub tr: &'a Tr,
    pub m: &'a Match,
    pub brain: &'a Brain,
    pub phase: TurnPhase,
    /// The online room, while the game at the table is played in it.
    pub room: Option<&'a Room>,
    pub paused: bool,
    /// The input used last, which says how to move.
    pub device: Option<Device>,
}

/// What the line says, in which colour, and whether the AI works on it.
struct Said {
    text: String,
    colour: egui::Color32,
    working: bool,
}

impl Turn<'_> {
    /// The line, on one row where it fits `width`, else wrapped to it.
    pub(super) fn show(&self, ui: &mut egui::Ui, width: f32) {
        let Some(said) = self.said() else {
            return;
        };
        ui.horizontal(|ui| {
            if said.working {
                ui.spinner();
            }
            let font = egui::FontId::proportional(16.0);
            let one_line = ui
                .painter()
                .layout_no_wrap(said.text.clone(), font, said.colour);
            let label =
                egui::Label::new(egui::RichText::new(said.text).size(16.0).color(said.colour));
            if one_line.size().x > width {
                ui.set_max_width(width);
                ui.add(label.wrap());
            } else {
                ui.add(label);
            }
        });
    }

    fn seat(&self, side: Side) -> String {
        seat(self.tr, self.m, self.room, side)
    }

    fn said(&self) -> Option<Said> {
        let (tr, m) = (self.tr, self.m);
        let mover = m.position().to_move();
        let say = |text: String, colour| {
            Some(Said {
                text,
                colour,
                working: false,
            })
        };
        if let Some(why) = self.room.and_then(|room| room.gone) {
            say(online_words::gone(tr, why), ROSE)
        } else if self.paused {
            say(t!(tr, "status-paused"), GOLD)
        } else if !self.phase.settled() {
            // The move being sown, by whom (a board rebuilt says only that the seeds move).
            let text = match m.last_move().filter(|l| l.mv != Move::Swap) {
                Some(last) => t!(tr, "status-sows", "seat" => self.seat(last.side)),
                None => t!(tr, "status-sowing"),
            };
            say(text, CREAM)
        } else if self.brain.thinking() == Some(mover) {
            Some(Said {
                text: t!(tr, "status-thinking", "seat" => names::seat(tr, m, mover)),
                colour: CREAM,
                working: true,
            })
        } else if self.room.is_some_and(|room| !room.facts.both_seated()) {
            // The room waits for the other player: nobody moves yet.
            say(t!(tr, "online-waiting"), CREAM)
        } else if self.phase == TurnPhase::RemoteToMove {
            say(
                t!(tr, "online-their-move", "seat" => self.seat(mover)),
                CREAM,
            )
        } else if m.human_to_move() {
            let how = status_text::how_to_move(tr, m, self.device);
            say(
                t!(tr, "status-to-move", "seat" => self.seat(mover), "how" => how),
                CREAM,
            )
        } else {
            None
        }
    }
}
