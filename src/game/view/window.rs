//! The window: fullscreen on and off when asked ([`DisplayCommand::ToggleFullscreen`] from
//! F11, a pad's L3 or the settings' button), borderless on the current monitor natively (on the
//! web Bevy asks the browser for its fullscreen); and natively, the window's size and position
//! kept in the settings as the player leaves them, and restored at the next start (unless the
//! command line asks for a size).

use crate::AppSystems;
use crate::game::opening::Opening;
use crate::game::settings::{DisplayCommand, Settings, WindowPlace};
use bevy::prelude::*;
use bevy::window::{
    MonitorSelection, PrimaryWindow, WindowMode, WindowMoved, WindowPosition, WindowResized,
};

/// The smallest window side restored, in logical pixels.
const MIN_SIDE: u32 = 200;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, toggle_fullscreen.in_set(AppSystems::Present));
    if cfg!(not(target_arch = "wasm32")) {
        app.add_systems(Startup, restore_place)
            .add_systems(Update, remember_place.in_set(AppSystems::Present));
    }
}

fn toggle_fullscreen(
    mut commands: MessageReader<DisplayCommand>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    for command in commands.read() {
        if *command != DisplayCommand::ToggleFullscreen {
            continue;
        }
        for mut window in &mut windows {
            window.mode = match window.mode {
                WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
                _ => WindowMode::Windowed,
            };
        }
    }
}

fn restore_place(
    settings: Res<Settings>,
    opening: Option<Res<Opening>>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    let Some(place) = settings.window else {
        return;
    };
    if opening.is_some_and(|o| o.window.is_some()) {
        return;
    }
    for mut window in &mut windows {
        let [w, h] = place.size.map(|side| side.max(MIN_SIDE));
        window.resolution.set(w as f32, h as f32);
        if let Some([x, y]) = place.position {
            window.position = WindowPosition::At(IVec2::new(x, y));
        }
    }
}

/// Keeps the windowed size and position in the settings as they change.
fn remember_place(
    mut resized: MessageReader<WindowResized>,
    mut moved: MessageReader<WindowMoved>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut position: Local<Option<IVec2>>,
    mut settings: ResMut<Settings>,
) {
    let was_resized = resized.read().count() > 0;
    if let Some(last) = moved.read().last() {
        *position = Some(last.position);
    } else if !was_resized {
        return;
    }
    let Ok(window) = windows.single() else {
        return;
    };
    if window.mode != WindowMode::Windowed {
        return;
    }
    let place = WindowPlace {
        size: [window.width() as u32, window.height() as u32],
        position: position
            .map(|p| p.to_array())
            .or(settings.window.and_then(|w| w.position)),
    };
    if settings.window != Some(place) {
        settings.window = Some(place);
    }
}
