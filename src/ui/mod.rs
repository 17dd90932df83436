//! The egui overlay: the HUD (turn, scores, extra turn, how to move, hint, buttons, speed; what
//! its status box says is worked out in [`readout`]), the counts above every hole, the move
//! history, the new-game dialog, the controls help and the game-over banner, all in one
//! [`theme`]. Buttons write the same `ChooseMove` and `GameCommand` messages as every other
//! input; whether the pointer is over a window is published so clicks there never reach the
//! board, and whether a menu is open (or a text field typed in) so keys and pads leave the board
//! alone.

mod controls;
mod counts;
mod dialog;
mod history;
mod hud;
mod pad_menu;
pub mod readout;
mod theme;

use crate::engine::Side;
use crate::game::rules::{Match, Player};
use crate::input::{PointerOverUi, UiCommand, UiInput};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

/// What the overlay shows besides the HUD.
#[derive(Resource, Default)]
struct Overlay {
    /// The new-game dialog, while open.
    dialog: Option<dialog::Draft>,
    /// The controls help is open.
    controls: bool,
}

impl Overlay {
    /// Closes the open menus.
    fn close_menu(&mut self) {
        self.dialog = None;
        self.controls = false;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<Overlay>()
        .add_plugins(theme::plugin)
        .add_plugins(pad_menu::plugin)
        .add_systems(
            EguiPrimaryContextPass,
            (
                ui_commands,
                counts::hole_counts,
                hud::top_bar,
                hud::status,
                hud::game_over,
                history::moves,
                dialog::new_game,
                controls::panel,
                pointer_over_ui,
            )
                .chain(),
        );
}

/// Esc / Start and F1 / Select: the new-game dialog opens when no menu is open, and any open
/// menu closes; the controls help toggles.
fn ui_commands(
    mut commands: MessageReader<UiCommand>,
    m: Res<Match>,
    mut overlay: ResMut<Overlay>,
) {
    for command in commands.read() {
        match command {
            UiCommand::ToggleMenu if overlay.dialog.is_some() || overlay.controls => {
                overlay.close_menu();
            }
            UiCommand::ToggleMenu => overlay.dialog = Some(dialog::Draft::from(m.settings())),
            UiCommand::ToggleControls => overlay.controls = !overlay.controls,
        }
    }
}

fn pointer_over_ui(
    mut contexts: EguiContexts,
    overlay: Res<Overlay>,
    mut over: ResMut<PointerOverUi>,
    mut input: ResMut<UiInput>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    over.set_if_neq(PointerOverUi(
        ctx.egui_wants_pointer_input() || ctx.is_pointer_over_egui(),
    ));
    let menu_open = overlay.dialog.is_some() || overlay.controls;
    if !menu_open {
        // Outside the menus the keys belong to the board: a HUD button the mouse clicked must
        // not also take Enter or Space.
        ctx.memory_mut(|m| {
            if let Some(id) = m.focused() {
                m.surrender_focus(id);
            }
        });
    }
    input.set_if_neq(UiInput {
        menu_open,
        wants_keyboard: ctx.text_edit_focused(),
    });
    Ok(())
}

/// The side of the only human at the table, when one human plays the AI.
fn lone_human(m: &Match) -> Option<Side> {
    let mut humans = [Side::South, Side::North]
        .into_iter()
        .filter(|&side| m.player(side).is_human());
    match (humans.next(), humans.next()) {
        (Some(side), None) => Some(side),
        _ => None,
    }
}

/// How the HUD names the player of a side: "You" when one human plays the AI.
fn player_name(m: &Match, side: Side) -> String {
    let who = match m.player(side) {
        _ if lone_human(m) == Some(side) => "You".to_string(),
        Player::Human => "Human".to_string(),
        Player::Ai(level) => format!("AI {}", level.name()),
    };
    format!("{} ({who})", side_name(side))
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::South => "South",
        Side::North => "North",
    }
}

/// The translucent frame of the HUD's floating boxes.
fn hud_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(egui::Color32::from_rgba_unmultiplied(24, 16, 10, 215))
        .corner_radius(8)
        .inner_margin(egui::Margin::symmetric(12, 8))
        .stroke(egui::Stroke::new(1.0, egui::Color32::from_rgb(110, 75, 40)))
}
