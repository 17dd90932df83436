//! The notice area under the board: one notice at a time, each titled by what it is about (the
//! played games, the statistics, the settings, learning, the saved game), the oldest first,
//! until the player dismisses it; when none is waiting, the first launch's offer to learn. It
//! stands above any other panel under the board (the game-over banner, a replay's panel, the
//! learn card) and claims its room there, so the camera frames the board above it all.

use crate::game::keep::notices::{Kept, Notice, Notices};
use crate::game::keep::save::SetAside;
use crate::ui::i18n::{Tr, t};
use crate::ui::keep::games::notice_words;
use crate::ui::learn::offer::{Offer, offer_body};
use crate::ui::panels::menus::Drawing;
use crate::ui::panels::room::{Claims, Edge, claim, claim_window};
use bevy::prelude::*;
use bevy_egui::egui;

/// The notice area's egui id and its claim on the room below the board.
const AREA: &str = "notice";

/// The gap between the notice and what stands under it.
const GAP: f32 = 8.0;

/// What the area shows this frame.
enum Shown {
    Kept(Notice),
    SaveSetAside(String),
    Offer,
}

/// A notice's title: what it is about.
fn title(tr: &Tr, shown: &Shown) -> String {
    let about = |what: Kept| match what {
        Kept::History => t!(tr, "games-title"),
        Kept::Stats => t!(tr, "stats-title"),
        Kept::Settings => t!(tr, "settings-title"),
        Kept::Learning => t!(tr, "learn-title"),
    };
    match shown {
        Shown::Kept(
            Notice::SetAside { what, .. }
            | Notice::Unreadable { what, .. }
            | Notice::NotWritten { what, .. },
        ) => about(*what),
        Shown::Kept(_) => t!(tr, "games-notice-title"),
        Shown::SaveSetAside(_) => t!(tr, "save-set-aside-title"),
        Shown::Offer => t!(tr, "learn-offer-title"),
    }
}

pub(crate) fn notice_area(
    drawing: Drawing,
    mut notices: ResMut<Notices>,
    set_aside: Option<Res<SetAside>>,
    mut offer: Offer,
    mut claims: ResMut<Claims>,
    mut commands: Commands,
) -> Result {
    let Drawing {
        mut contexts,
        tr,
        menus,
    } = drawing;
    let shown = if let Some(notice) = notices.0.first() {
        Shown::Kept(notice.clone())
    } else if let Some(set_aside) = &set_aside {
        Shown::SaveSetAside(set_aside.0.clone())
    } else if offer.wanted(&menus) {
        Shown::Offer
    } else {
        claim(&mut claims, AREA, None);
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    // Above whatever else stands under the board (as it stood last frame).
    let others = claims
        .iter()
        .filter(|(panel, (edge, _))| *panel != AREA && *edge == Edge::Bottom)
        .map(|(_, &(_, reach))| reach)
        .fold(0.0, f32::max);
    let (across, span) = claims.bottom_span(screen);
    let window = egui::Window::new(title(&tr, &shown))
        .id(egui::Id::new(AREA))
        .anchor(egui::Align2::CENTER_BOTTOM, [across, -(others + GAP)])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.set_max_width(480.0_f32.min(span - 20.0));
            match &shown {
                Shown::Kept(notice) => {
                    ui.add(egui::Label::new(notice_words(&tr, notice)).wrap());
                    if ui.button(t!(tr, "games-notice-ok")).clicked() {
                        notices.0.remove(0);
                    }
                }
                Shown::SaveSetAside(file) => {
                    ui.add(
                        egui::Label::new(t!(tr, "save-set-aside", "file" => file.clone())).wrap(),
                    );
                    if ui.button(t!(tr, "save-set-aside-ok")).clicked() {
                        commands.remove_resource::<SetAside>();
                    }
                }
                Shown::Offer => offer_body(ui, &tr, &mut offer),
            }
        });
    claim_window(
        &mut claims,
        AREA,
        Edge::Bottom,
        screen,
        window.as_ref().map(|shown| &shown.response),
    );
    Ok(())
}
