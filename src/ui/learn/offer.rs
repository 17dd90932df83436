//! The first launch's offer: "New to mancala? Learn in three minutes", once, until it is
//! answered either way (the answer is kept with the learner's progress). Learn starts the
//! Kalah lesson on the board.

use crate::game::learn::{LearnCommand, LearnProgress};
use crate::game::table::Match;
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::focus::start_here;
use crate::ui::panels::menus::Menus;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(crate) fn offer(
    mut contexts: EguiContexts,
    tr: Res<Tr>,
    m: Res<Match>,
    progress: Res<LearnProgress>,
    menus: Res<Menus>,
    mut commands: MessageWriter<LearnCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !progress.offer || menus.any_open() || m.is_practice() || m.has_remote() {
        return Ok(());
    }
    egui::Window::new(t!(tr, "learn-offer-title"))
        .id(egui::Id::new("learn_offer"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.set_max_width(420.0);
            ui.add(egui::Label::new(t!(tr, "learn-offer")).wrap());
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let learn = ui.button(egui::RichText::new(t!(tr, "learn-offer-yes")).size(18.0));
                start_here(&learn);
                if learn.clicked() {
                    commands.write(LearnCommand::AnswerOffer);
                    commands.write(LearnCommand::Lesson {
                        rules: "kalah".into(),
                        stage: 0,
                    });
                }
                if ui.button(t!(tr, "learn-offer-no")).clicked() {
                    commands.write(LearnCommand::AnswerOffer);
                }
            });
        });
    Ok(())
}
