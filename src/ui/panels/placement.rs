//! Where the overlay's menus stand (the new-game dialog, the rules, the controls help, the
//! settings, the played games, the statistics): centred just below the HUD's bar, never over
//! it, and never past the window's bottom edge. The bar publishes its bottom edge each frame as
//! [`BarBottom`]; a menu's body scrolls within the [`room_below`] what has been laid out above
//! it.

use bevy::prelude::*;
use bevy_egui::egui;

/// The gap between the bar and a menu, and between a menu and the window's bottom edge.
const GAP: f32 = 8.0;
/// The least a menu's scrolling body is given, however little room the window has.
const LEAST_ROOM: f32 = 80.0;

/// Where the HUD's bar ends this frame, in egui points from the window's top.
#[derive(Resource, Default)]
pub(crate) struct BarBottom(pub f32);

impl BarBottom {
    /// A menu window titled `title` (egui id `id`), centred below the bar and kept between the
    /// bar and the window's bottom edge (egui anchors within that rectangle); it takes the size
    /// of what it shows.
    pub fn menu<'a>(&self, ctx: &egui::Context, title: String, id: &str) -> egui::Window<'a> {
        let mut below = ctx.content_rect();
        below.min.y = (self.0 + GAP).min(below.max.y);
        below.max.y -= GAP;
        egui::Window::new(title)
            .id(egui::Id::new(id))
            .anchor(egui::Align2::CENTER_TOP, [0.0, 0.0])
            .constrain_to(below)
            .collapsible(false)
            .resizable(false)
    }
}

/// The height a menu's scrolling body may take, laid out from `ui`'s cursor: down to the
/// window's bottom edge, less `below` (the rows that stay under the body: Close, Start) and
/// the menu's own margin.
pub(crate) fn room_below(ui: &egui::Ui, below: f32) -> f32 {
    let bottom = ui.ctx().content_rect().bottom() - GAP;
    let margin = ui.spacing().window_margin.bottomf() + ui.spacing().item_spacing.y;
    (bottom - ui.cursor().top() - below - margin).max(LEAST_ROOM)
}

/// What a menu lays out under its scrolling body when those rows change from frame to frame
/// (the Games panel's import section opens and closes, a question replaces a button row):
/// their height, measured each frame for the next.
#[derive(Default)]
pub(crate) struct RowsUnder(Option<f32>);

impl RowsUnder {
    /// The room for the scrolling body: [`room_below`] the rows under it as they were last
    /// frame (`guess` on the first).
    pub(crate) fn room(&self, ui: &egui::Ui, guess: f32) -> f32 {
        room_below(ui, self.0.unwrap_or(guess))
    }

    /// Measures the rows laid out since `top` (the cursor right under the body), once the
    /// last of them is.
    pub(crate) fn measure(&mut self, ui: &egui::Ui, top: f32) {
        self.0 = Some(ui.min_rect().bottom() - top);
    }
}

/// The height of one row of buttons (Close), with the space above it.
pub(crate) fn button_row(ui: &egui::Ui) -> f32 {
    ui.spacing().interact_size.y + ui.spacing().item_spacing.y
}
