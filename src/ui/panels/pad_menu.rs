//! The menus with a gamepad: while the new-game dialog or the controls help is open, the pads'
//! [`MenuNav`] (see `input::gamepad`: the d-pad or the left stick, repeating while held, and the
//! choose and back buttons) become egui key events for the primary context, so egui's own
//! keyboard navigation drives the widgets. Up/down move the focus (Shift+Tab / Tab),
//! left/right change the focused value (sliders, numbers; between radio buttons they move the
//! focus), Choose activates (Enter: buttons, check boxes, radio buttons, combo boxes and their
//! entries), Back closes an open combo box, otherwise the menu. The menu button closes the
//! menu too.

use crate::input::overlay::{MenuNav, UiInput};
use crate::ui::panels::menus::Menus;
use bevy::input::InputSystems;
use bevy::prelude::*;
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{EguiContexts, EguiInputSet, PrimaryEguiContext, egui};

/// The egui key each menu step presses (Back is handled on its own).
fn key_of(nav: MenuNav) -> Option<(egui::Key, egui::Modifiers)> {
    Some(match nav {
        MenuNav::Up => (egui::Key::Tab, egui::Modifiers::SHIFT),
        MenuNav::Down => (egui::Key::Tab, egui::Modifiers::NONE),
        MenuNav::Left => (egui::Key::ArrowLeft, egui::Modifiers::NONE),
        MenuNav::Right => (egui::Key::ArrowRight, egui::Modifiers::NONE),
        MenuNav::Choose => (egui::Key::Enter, egui::Modifiers::NONE),
        MenuNav::Back => return None,
    })
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        pads_to_egui
            .after(InputSystems)
            .in_set(EguiInputSet::ReadBevyMessages),
    );
}

/// A key going down and up again, for egui.
fn key_press(key: egui::Key, modifiers: egui::Modifiers) -> [egui::Event; 2] {
    [true, false].map(|pressed| egui::Event::Key {
        key,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers,
    })
}

/// Hands the pads' menu steps (written last frame) to egui.
fn pads_to_egui(
    mut nav: MessageReader<MenuNav>,
    ui: Res<UiInput>,
    context: Query<Entity, With<PrimaryEguiContext>>,
    mut contexts: EguiContexts,
    mut menus: ResMut<Menus>,
    mut events: MessageWriter<EguiInputEvent>,
) -> Result {
    if !ui.menu_open {
        nav.clear();
        return Ok(());
    }
    let Ok(context) = context.single() else {
        return Ok(());
    };
    for &step in nav.read() {
        let key = match key_of(step) {
            Some(key) => Some(key),
            None if egui::Popup::is_any_open(contexts.ctx_mut()?) => {
                Some((egui::Key::Escape, egui::Modifiers::NONE))
            }
            None => {
                menus.close();
                None
            }
        };
        for event in key.into_iter().flat_map(|(key, mods)| key_press(key, mods)) {
            events.write(EguiInputEvent { context, event });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::table::MatchSettings;
    use crate::ui::i18n::{Language, Tr};

    /// Shows the new-game dialog's body for a frame after each menu step (and one more),
    /// feeding egui the keys the menu mapping gives; true when Start was activated.
    fn drive(settings: &mut MatchSettings, steps: &[MenuNav]) -> bool {
        let ctx = egui::Context::default();
        let tr = Tr::new(Language::English);
        let mut started = false;
        let frames = steps.iter().map(Some).chain([None, None]);
        for step in frames {
            let events = step
                .and_then(|&s| key_of(s))
                .map(|(key, modifiers)| key_press(key, modifiers).to_vec())
                .unwrap_or_default();
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(1280.0, 800.0),
                )),
                events,
                ..default()
            };
            let mut output = ctx.run_ui(input, |ui| {
                started |= crate::ui::panels::new_game::draft_ui(ui, &tr, settings);
            });
            output.textures_delta.clear();
        }
        started
    }

    /// Focus moves (`down` steps down), then `then`.
    fn after_downs(down: usize, then: &[MenuNav]) -> Vec<MenuNav> {
        let mut steps = vec![MenuNav::Down; down];
        steps.extend_from_slice(then);
        steps
    }

    #[test]
    fn the_pad_reaches_and_activates_start() {
        let found = (0..40).find(|&n| {
            drive(
                &mut MatchSettings::default(),
                &after_downs(n, &[MenuNav::Choose]),
            )
        });
        assert!(found.is_some(), "no number of steps down reaches Start");
    }

    #[test]
    fn the_pad_changes_the_pits_slider() {
        let changed = (0..40).any(|n| {
            let mut settings = MatchSettings::default();
            drive(&mut settings, &after_downs(n, &[MenuNav::Right]));
            settings.rules.pits == MatchSettings::default().rules.pits + 1
        });
        assert!(changed, "a step right never raised the pit count");
    }

    #[test]
    fn the_pad_picks_a_rule_set_from_the_combo_box() {
        let picked = (0..6).any(|n| {
            (1..6).any(|m| {
                let mut settings = MatchSettings::default();
                let steps = after_downs(n, &[MenuNav::Choose]);
                let steps = [steps, vec![MenuNav::Down; m], vec![MenuNav::Choose]].concat();
                drive(&mut settings, &steps);
                settings.rules.name != MatchSettings::default().rules.name
            })
        });
        assert!(picked, "the rules combo box never took another rule set");
    }
}
