//! The settings window: the player's preferences that outlive a match (the overlay's language; the
//! sound's master and effects volume and mute; the display's view, UI scale, gem colours, contrast,
//! reduced motion and graphics quality; Auto's UI scale shows the scale it chose for this window,
//! and Auto's quality what it chose and why; the player's online key, [`super::player_key`]) and
//! the fullscreen switch, opened from the main bar's
//! Settings button; its Controls button leads to the controls help. Every change goes straight into
//! the game's `Settings` resource, which keeps itself.

use crate::game::board::palette::GemPalette;
use crate::game::settings::{BoardView, DisplayCommand, Quality, Settings};
use crate::game::view::quality::{Detail, Rendering, Why};
use crate::ui::i18n::language;
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::menus::{Drawing, Menu, close_or_go};
use crate::ui::panels::placement::{BarBottom, button_row, room_below};
use crate::ui::panels::player_key;
use crate::ui::scale;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::egui;

/// Auto's name: what it chose, and why.
fn auto_quality(tr: &Tr, rendering: Rendering) -> String {
    match (rendering.detail, rendering.why) {
        (Detail::Low, Why::SoftwareAdapter) => t!(tr, "settings-quality-auto-software"),
        (Detail::Low, _) => t!(tr, "settings-quality-auto-slow"),
        (Detail::High, _) => t!(tr, "settings-quality-auto-high"),
    }
}

/// The UI scales offered, 75 % to 200 % (the settings' whole range).
const UI_SCALE_STEPS: [f32; 6] = [0.75, 1.0, 1.25, 1.5, 1.75, 2.0];

pub(crate) fn panel(
    drawing: Drawing,
    bar: Res<BarBottom>,
    mut settings: ResMut<Settings>,
    mut display: MessageWriter<DisplayCommand>,
    windows: Query<&Window, With<PrimaryWindow>>,
    rendering: Option<Res<Rendering>>,
    #[cfg(target_arch = "wasm32")] mut laid: ResMut<crate::ui::web::LaidButtons>,
) -> Result {
    let Drawing {
        mut contexts,
        tr,
        mut menus,
    } = drawing;
    let ctx = contexts.ctx_mut()?;
    if !menus.shows(&Menu::Settings) {
        return Ok(());
    }
    let height = windows.single().map_or(0.0, |w| w.height());
    // Edit a copy, so the resource only counts as changed (and is written) when it is.
    let mut draft = settings.clone();
    let mut open = true;
    bar.menu(ctx, t!(tr, "settings-title"), "settings")
        .open(&mut open)
        .show(ctx, |ui| {
            let room = room_below(ui, button_row(ui) + 6.0);
            egui::ScrollArea::vertical()
                .max_height(room)
                .show(ui, |ui| {
                    egui::Grid::new("language settings")
                        .num_columns(2)
                        .show(ui, |ui| {
                            ui.label(t!(tr, "language"));
                            language::menu(ui, &tr, &mut draft);
                            ui.end_row();
                        });
                    ui.heading(t!(tr, "settings-sound"));
                    sound_rows(ui, &tr, &mut draft);
                    ui.add_space(6.0);
                    ui.heading(t!(tr, "settings-display"));
                    egui::Grid::new("display settings")
                        .num_columns(2)
                        .show(ui, |ui| {
                            look_rows(ui, &tr, &mut draft, height);
                            quality_row(ui, &tr, &mut draft.quality, rendering.as_deref());
                            ui.label(t!(tr, "settings-window"));
                            let fullscreen = ui.button(t!(tr, "settings-fullscreen"));
                            if fullscreen.clicked() {
                                display.write(DisplayCommand::ToggleFullscreen);
                            }
                            #[cfg(target_arch = "wasm32")]
                            laid.shown(
                                "kalah-fullscreen",
                                fullscreen.rect,
                                t!(tr, "settings-fullscreen"),
                            );
                            ui.end_row();
                        });
                    ui.add_space(6.0);
                    player_key::key_rows(ui, &tr, &mut draft, &mut menus.key_form);
                });
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let words = [t!(tr, "settings-close"), t!(tr, "hud-controls")];
                close_or_go(ui, &mut menus, words, Menu::Settings, Menu::Controls);
            });
        });
    if !open {
        menus.shut(&Menu::Settings);
    }
    settings.set_if_neq(draft);
    Ok(())
}

/// The sound's rows: the master and effects volumes and mute.
fn sound_rows(ui: &mut egui::Ui, tr: &Tr, draft: &mut Settings) {
    egui::Grid::new("sound settings")
        .num_columns(2)
        .show(ui, |ui| {
            let name = ui.label(t!(tr, "settings-master-volume"));
            ui.add(egui::Slider::new(&mut draft.master_volume, 0.0..=1.0).show_value(false))
                .labelled_by(name.id);
            ui.end_row();
            let name = ui.label(t!(tr, "settings-effects-volume"));
            ui.add(egui::Slider::new(&mut draft.effects_volume, 0.0..=1.0).show_value(false))
                .labelled_by(name.id);
            ui.end_row();
            let name = ui.label(t!(tr, "settings-mute"));
            ui.checkbox(&mut draft.muted, "").labelled_by(name.id);
            ui.end_row();
        });
}

/// How the board looks: the view, the UI scale (Auto's share for a window `height` tall), the
/// gem colours, contrast, turning to the mover and motion.
fn look_rows(ui: &mut egui::Ui, tr: &Tr, draft: &mut Settings, height: f32) {
    ui.label(t!(tr, "settings-view"));
    ui.horizontal(|ui| {
        ui.radio_value(
            &mut draft.view,
            BoardView::Perspective,
            t!(tr, "settings-view-3d"),
        );
        ui.radio_value(
            &mut draft.view,
            BoardView::TopDown,
            t!(tr, "settings-view-top-down"),
        );
    });
    ui.end_row();
    let label = ui.label(t!(tr, "settings-ui-scale"));
    let percent = |scale: f32| (scale * 100.0).round() as i32;
    let auto = percent(scale::auto_scale(height));
    let name = |scale: Option<f32>| match scale {
        None => t!(tr, "settings-ui-scale-auto", "percent" => auto),
        Some(scale) => {
            t!(tr, "settings-ui-scale-percent", "percent" => percent(scale))
        }
    };
    egui::ComboBox::from_id_salt("ui scale")
        .selected_text(name(draft.ui_scale))
        .show_ui(ui, |ui| {
            let steps = UI_SCALE_STEPS.iter().map(|&s| Some(s));
            for choice in std::iter::once(None).chain(steps) {
                ui.selectable_value(&mut draft.ui_scale, choice, name(choice));
            }
        })
        .response
        .labelled_by(label.id)
        .on_hover_text(t!(tr, "settings-ui-scale-auto-means"));
    ui.end_row();
    ui.label(t!(tr, "settings-gem-colours"));
    ui.horizontal(|ui| {
        let palette = &mut draft.gem_palette;
        ui.radio_value(
            palette,
            GemPalette::Classic,
            t!(tr, "settings-gems-classic"),
        );
        ui.radio_value(
            palette,
            GemPalette::ColourSafe,
            t!(tr, "settings-gems-colour-safe"),
        );
    });
    ui.end_row();
    ui.label(t!(tr, "settings-contrast"));
    ui.checkbox(&mut draft.high_contrast, t!(tr, "settings-contrast-high"));
    ui.end_row();
    ui.label(t!(tr, "settings-turn"));
    ui.checkbox(&mut draft.turn_to_mover, t!(tr, "settings-turn-board"));
    ui.end_row();
    ui.label(t!(tr, "settings-motion"));
    ui.checkbox(&mut draft.reduced_motion, t!(tr, "settings-motion-reduced"));
    ui.end_row();
}

/// The graphics quality, Auto saying what it chose for this machine.
fn quality_row(ui: &mut egui::Ui, tr: &Tr, quality: &mut Quality, rendering: Option<&Rendering>) {
    let label = ui.label(t!(tr, "settings-quality"));
    let rendering = rendering.copied().unwrap_or_default();
    let name = |quality: Quality| match quality {
        Quality::Auto => auto_quality(tr, rendering),
        Quality::Low => t!(tr, "settings-quality-low"),
        Quality::High => t!(tr, "settings-quality-high"),
    };
    egui::ComboBox::from_id_salt("graphics quality")
        .selected_text(name(*quality))
        .show_ui(ui, |ui| {
            for choice in [Quality::Auto, Quality::Low, Quality::High] {
                ui.selectable_value(quality, choice, name(choice));
            }
        })
        .response
        .labelled_by(label.id)
        .on_hover_text(t!(tr, "settings-quality-means"));
    ui.end_row();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::settings::UI_SCALES;

    #[test]
    fn the_offered_scales_span_the_settings_range() {
        assert_eq!(UI_SCALE_STEPS.first(), Some(UI_SCALES.start()));
        assert_eq!(UI_SCALE_STEPS.last(), Some(UI_SCALES.end()));
    }
}
