//! The board dims behind a menu that asks for the player's answer (the new-game dialog, the
//! settings, the rules, the controls help, the played games, the statistics, Learn) and behind
//! the online panel's resign question ([`veil`]): a dark veil over the board and its counts,
//! under every window, so the question reads as the thing to answer and the board as waiting
//! behind it.

use crate::ui::panels::menus::Menus;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// How dark the veil is (of 255).
const VEIL: u8 = 200;

/// Paints the veil in an area of the background order, shown after the counts': egui paints it
/// over them and under every window. The pointer goes through it (the open menu takes the
/// keys and pads).
pub(crate) fn dim(mut contexts: EguiContexts, menus: Res<Menus>) -> Result {
    if menus.covers_board() {
        veil(contexts.ctx_mut()?);
    }
    Ok(())
}

/// Dims the board this frame (shown after the counts: every system of the overlay that draws
/// windows runs after them).
pub(crate) fn veil(ctx: &egui::Context) {
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("veil"))
        .fixed_pos(screen.min)
        .interactable(false)
        .order(egui::Order::Background)
        .show(ctx, |ui| {
            ui.painter()
                .rect_filled(screen, 0.0, egui::Color32::from_black_alpha(VEIL));
            ui.allocate_space(screen.size());
        });
}

#[cfg(test)]
mod tests {
    use crate::ui::panels::menus::{Menu, Menus};

    #[test]
    fn menus_that_ask_dim_the_board_and_the_others_do_not() {
        let mut menus = Menus::default();
        assert!(!menus.covers_board());
        menus.open = Some(Menu::Bar);
        menus.card = true;
        menus.online_panel = true;
        assert!(
            !menus.covers_board(),
            "the bar, the card and the panel stand beside it"
        );
        menus.open = Some(Menu::Settings);
        assert!(menus.covers_board());
        menus.close();
        menus.open = Some(Menu::NewGame(crate::game::table::MatchSettings::default()));
        assert!(menus.covers_board());
    }
}
