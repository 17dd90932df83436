//! The first launch's offer: "New to mancala? Learn in three minutes", once, until it is
//! answered either way (the answer is kept with the learner's progress). Learn starts the
//! Kalah lesson on the board. It is shown in the notice area (`hud::notices`) when no other
//! notice waits.

use crate::game::learn::{LearnCommand, LearnProgress};
use crate::game::table::Match;
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::focus::start_here;
use crate::ui::panels::menus::Menus;
use crate::ui::theme::primary;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

/// What the offer needs: whether it is still to be made, the game on the table, and where its
/// answer goes.
#[derive(SystemParam)]
pub(crate) struct Offer<'w> {
    m: Res<'w, Match>,
    progress: Res<'w, LearnProgress>,
    commands: MessageWriter<'w, LearnCommand>,
}

impl Offer<'_> {
    /// Whether the offer is to be shown: not yet answered, no menu open, and a game of this
    /// table's own on the board (not a lesson, a puzzle or an online game).
    pub(crate) fn wanted(&self, menus: &Menus) -> bool {
        self.progress.offer && !menus.any_open() && !self.m.is_practice() && !self.m.has_remote()
    }
}

/// The offer's words and its two answers.
pub(crate) fn offer_body(ui: &mut egui::Ui, tr: &Tr, offer: &mut Offer) {
    ui.add(egui::Label::new(t!(tr, "learn-offer")).wrap());
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let learn = ui.add(primary(t!(tr, "learn-offer-yes")));
        start_here(&learn);
        if learn.clicked() {
            offer.commands.write(LearnCommand::AnswerOffer);
            offer.commands.write(LearnCommand::Lesson {
                rules: "kalah".into(),
                stage: 0,
            });
        }
        if ui.button(t!(tr, "learn-offer-no")).clicked() {
            offer.commands.write(LearnCommand::AnswerOffer);
        }
    });
}
