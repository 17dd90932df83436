//! The controls help: every binding of the mouse, the keyboard and the gamepad in one window of
//! a set width, listed from the input's binding tables (each row its inputs and what they do,
//! both wrapping within their column), opened from the Settings' Controls button or with the
//! help key or button.

use crate::input::bindings::{Binding, KEYS, MOUSE, PAD, Scheme};
use crate::ui::hud::status_text;
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::focus::start_here;
use crate::ui::panels::menus::{Menu, Menus};
use crate::ui::panels::placement::{BarBottom, button_row, room_below};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The help's width where the window has room for it.
const WIDTH: f32 = 640.0;
/// The share of the width the inputs' column takes.
const INPUTS_SHARE: f32 = 0.38;

pub(crate) fn panel(
    mut contexts: EguiContexts,
    tr: Res<Tr>,
    bar: Res<BarBottom>,
    mut menus: ResMut<Menus>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !menus.shows(&Menu::Controls) {
        return Ok(());
    }
    let width = WIDTH.min(ctx.content_rect().width() - 40.0);
    let mut open = true;
    bar.menu(ctx, t!(tr, "controls-title"), "controls")
        .open(&mut open)
        .show(ctx, |ui| {
            ui.set_width(width);
            let room = room_below(ui, button_row(ui));
            egui::ScrollArea::vertical()
                .max_height(room)
                .show(ui, |ui| {
                    // Clear of the scroll bar and its margins, which float over the rows'
                    // right edge.
                    let scroll = ui.spacing().scroll;
                    let bar = scroll.bar_inner_margin + scroll.bar_width + scroll.bar_outer_margin;
                    ui.set_width(ui.available_width() - bar);
                    table(ui, &tr, &MOUSE);
                    table(ui, &tr, &KEYS);
                    table(ui, &tr, &PAD);
                });
            let close = ui.button(t!(tr, "controls-close"));
            start_here(&close);
            if close.clicked() {
                menus.shut(&Menu::Controls);
            }
        });
    if !open {
        menus.shut(&Menu::Controls);
    }
    Ok(())
}

/// One device's bindings, a striped row an action: what its inputs are called and what it does.
fn table<I: PartialEq>(ui: &mut egui::Ui, tr: &Tr, scheme: &Scheme<I>) {
    ui.heading(tr.text(scheme.device, &[]));
    let inputs_width = ui.available_width() * INPUTS_SHARE;
    let actions = scheme
        .bindings
        .iter()
        .enumerate()
        .filter(|(i, b)| !scheme.bindings[..*i].iter().any(|a| a.action == b.action));
    for (row, (_, Binding { action, .. })) in actions.enumerate() {
        let fill = if row % 2 == 1 {
            ui.visuals().faint_bg_color
        } else {
            egui::Color32::TRANSPARENT
        };
        egui::Frame::new().fill(fill).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_top(|ui| {
                ui.allocate_ui_with_layout(
                    egui::vec2(inputs_width, 0.0),
                    egui::Layout::top_down(egui::Align::LEFT),
                    |ui| {
                        ui.set_width(inputs_width);
                        let inputs = status_text::labels(tr, scheme, *action);
                        ui.add(egui::Label::new(egui::RichText::new(inputs).strong()).wrap());
                    },
                );
                ui.add(egui::Label::new(tr.text(action.message(), &[])).wrap());
            });
        });
    }
    ui.add_space(6.0);
}
