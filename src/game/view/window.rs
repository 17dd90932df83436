//! The window: fullscreen on and off when asked ([`DisplayCommand::ToggleFullscreen`] from
//! F11, a pad's L3 or the settings' button), borderless on the current monitor natively (on the
//! web Bevy asks the browser for its fullscreen); and natively, the window's size and position
//! kept in the settings as the player leaves them, and restored at the next start (unless the
//! command line asks for a size). A first window (nothing kept, no size asked) that would not
//! fit the screen is made to fit it, centred.

use crate::AppSystems;
use crate::game::opening::Opening;
use crate::game::settings::{DisplayCommand, Settings, WindowPlace};
use bevy::prelude::*;
use bevy::window::{
    Monitor, MonitorSelection, PrimaryMonitor, PrimaryWindow, WindowMode, WindowMoved,
    WindowPosition, WindowResized,
};

/// The smallest window side restored, in logical pixels.
const MIN_SIDE: u32 = 200;
/// The share of the screen's width and height a first window may take at most.
const SCREEN_SHARE: f32 = 0.9;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, toggle_fullscreen.in_set(AppSystems::Present));
    if cfg!(not(target_arch = "wasm32")) {
        app.add_systems(Startup, restore_place).add_systems(
            Update,
            (fit_first_window, remember_place).in_set(AppSystems::Present),
        );
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

/// A window of `size` (logical pixels) shrunk, keeping its shape, to take at most
/// [`SCREEN_SHARE`] of a screen of `screen` (logical pixels); `None` when it fits already.
fn fitting(size: Vec2, screen: Vec2) -> Option<Vec2> {
    let scale = (screen * SCREEN_SHARE / size).min_element();
    (scale < 1.0).then(|| (size * scale).floor().max(Vec2::splat(MIN_SIDE as f32)))
}

/// Once the primary screen is known: a first window (no place kept in the settings, no size on
/// the command line) that is larger than the screen allows is shrunk to fit it and centred.
fn fit_first_window(
    settings: Res<Settings>,
    opening: Option<Res<Opening>>,
    monitors: Query<&Monitor, With<PrimaryMonitor>>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    let Ok(monitor) = monitors.single() else {
        return;
    };
    *done = true;
    if settings.window.is_some() || opening.is_some_and(|o| o.window.is_some()) {
        return;
    }
    let screen = Vec2::new(
        monitor.physical_width as f32,
        monitor.physical_height as f32,
    ) / monitor.scale_factor as f32;
    for mut window in &mut windows {
        let size = Vec2::new(window.width(), window.height());
        if let Some(fit) = fitting(size, screen) {
            info!("the window shrinks from {size} to {fit} to fit a screen of {screen}");
            window.resolution.set(fit.x, fit.y);
            window.position = WindowPosition::Centered(MonitorSelection::Primary);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_window_too_large_for_the_screen_keeps_its_shape_within_nine_tenths() {
        let default = Vec2::new(1280.0, 800.0);
        assert_eq!(fitting(default, Vec2::new(1920.0, 1080.0)), None);
        assert_eq!(
            fitting(default, Vec2::new(800.0, 600.0)),
            Some(Vec2::new(720.0, 450.0))
        );
        // A laptop at 150 %: 1366x768 logical.
        assert_eq!(
            fitting(default, Vec2::new(1366.0, 768.0)),
            Some(Vec2::new(1105.0, 691.0))
        );
        // Never below the smallest side.
        assert_eq!(
            fitting(default, Vec2::new(100.0, 100.0)),
            Some(Vec2::splat(200.0))
        );
    }
}
