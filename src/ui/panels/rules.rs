//! The Rules panel: how the rule set being played works, in plain sentences built from its
//! switches (see `rules_text`), with what the rule set is and where it comes from; opened from
//! the Rules button above the board, `F2` or the pad's Select held. The new-game dialog shows the
//! same explanation for the rule set being chosen.

use crate::engine::RuleSet;
use crate::game::table::Match;
use crate::ui::i18n::names;
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::focus::start_here;
use crate::ui::panels::menus::{Menu, Menus};
use crate::ui::panels::placement::{BarBottom, button_row, room_below};
use crate::ui::panels::rules_text;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The widest the sentences run, so lines stay easy to read on a wide window.
const TEXT_WIDTH: f32 = 520.0;

pub(crate) fn panel(
    mut contexts: EguiContexts,
    tr: Res<Tr>,
    m: Res<Match>,
    bar: Res<BarBottom>,
    mut menus: ResMut<Menus>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !menus.shows(&Menu::Rules) {
        return Ok(());
    }
    let mut open = true;
    let title = t!(tr, "rules-title", "name" => names::rules(&tr, m.rules()));
    bar.menu(ctx, title, "rules")
        .open(&mut open)
        .show(ctx, |ui| {
            ui.set_width(text_width(ui));
            let room = room_below(ui, button_row(ui));
            egui::ScrollArea::vertical()
                .max_height(room)
                .show(ui, |ui| {
                    for line in names::rules_about(&tr, m.rules()) {
                        ui.add(egui::Label::new(egui::RichText::new(line).italics()).wrap());
                    }
                    ui.separator();
                    explanation(ui, &tr, m.rules());
                });
            let close = ui.button(t!(tr, "rules-close"));
            start_here(&close);
            if close.clicked() {
                menus.shut(&Menu::Rules);
            }
        });
    if !open {
        menus.shut(&Menu::Rules);
    }
    Ok(())
}

/// How wide the sentences run in `ui`'s window: easy to read on a wide window, inside a narrow
/// one.
fn text_width(ui: &egui::Ui) -> f32 {
    TEXT_WIDTH.min(ui.ctx().content_rect().width() - 80.0)
}

/// The rules of `rules`, a paragraph a sentence.
pub(crate) fn explanation(ui: &mut egui::Ui, tr: &Tr, rules: &RuleSet) {
    ui.set_max_width(text_width(ui));
    for sentence in rules_text::explain(rules) {
        ui.add(egui::Label::new(tr.msg(&sentence)).wrap());
        ui.add_space(2.0);
    }
}
