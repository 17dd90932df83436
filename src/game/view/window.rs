//! The window: fullscreen on and off when asked ([`DisplayCommand::ToggleFullscreen`] from
//! F11, a pad's L3 or the settings' button), borderless on the current monitor natively (on the
//! web Bevy asks the browser for its fullscreen); and natively, the window's size and position
//! kept in the settings as the player leaves them, and restored at the next start (unless the
//! command line asks for a size), fitted to the screen it opens on. A first window (nothing
//! kept, no size asked) that would not fit the screen is made to fit it, centred.

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
            (fit_window, remember_place).in_set(AppSystems::Present),
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

/// A monitor's area on the desktop, in physical pixels, and its scale factor.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Screen {
    at: IVec2,
    size: UVec2,
    scale: f32,
}

impl Screen {
    fn of(monitor: &Monitor) -> Screen {
        Screen {
            at: monitor.physical_position,
            size: UVec2::new(monitor.physical_width, monitor.physical_height),
            scale: monitor.scale_factor as f32,
        }
    }

    /// Its size in logical pixels.
    fn logical(&self) -> Vec2 {
        self.size.as_vec2() / self.scale
    }

    fn holds(&self, point: IVec2) -> bool {
        let end = self.at + self.size.as_ivec2();
        point.cmpge(self.at).all() && point.cmplt(end).all()
    }

    /// Where a window of `size` (logical pixels) stands centred on it.
    fn centre(&self, size: Vec2) -> IVec2 {
        self.at + (self.size.as_ivec2() - (size * self.scale).as_ivec2()) / 2
    }
}

/// Where a kept window opens: on the screen under its kept corner (else on `primary`), its size
/// shrunk as a first window's is when it would not fit that screen, and inside the screen: a
/// window that sticks out is moved in, one that was shrunk or lay on no screen is centred.
/// Returns the size in logical pixels and the position in physical ones.
fn fit_kept(place: WindowPlace, screens: &[Screen], primary: Screen) -> (Vec2, IVec2) {
    let size = Vec2::from(place.size.map(|side| side.max(MIN_SIDE) as f32));
    let kept = place.position.map(IVec2::from);
    let on = kept.and_then(|p| screens.iter().find(|s| s.holds(p)).copied());
    let screen = on.unwrap_or(primary);
    let shrunk = match size.cmple(screen.logical()).all() {
        true => None,
        false => fitting(size, screen.logical()),
    };
    match (shrunk, on.and(kept)) {
        (None, Some(corner)) => {
            let far = screen.at + screen.size.as_ivec2() - (size * screen.scale).as_ivec2();
            (size, corner.clamp(screen.at, far.max(screen.at)))
        }
        (shrunk, _) => {
            let size = shrunk.unwrap_or(size);
            (size, screen.centre(size))
        }
    }
}

/// Once the screens are known: a first window (no place kept in the settings, no size on the
/// command line) that is larger than the screen allows is shrunk to fit it and centred; a kept
/// window is fitted to the screen it opens on ([`fit_kept`]), so it never opens off the screen.
fn fit_window(
    settings: Res<Settings>,
    opening: Option<Res<Opening>>,
    monitors: Query<(&Monitor, Has<PrimaryMonitor>)>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    let Some(primary) = monitors
        .iter()
        .find(|(_, p)| *p)
        .map(|(m, _)| Screen::of(m))
    else {
        return;
    };
    *done = true;
    if opening.is_some_and(|o| o.window.is_some()) {
        return;
    }
    let screens: Vec<Screen> = monitors.iter().map(|(m, _)| Screen::of(m)).collect();
    for mut window in &mut windows {
        let size = Vec2::new(window.width(), window.height());
        match settings.window {
            None => {
                let screen = primary.logical();
                if let Some(fit) = fitting(size, screen) {
                    info!("the window shrinks from {size} to {fit} to fit a screen of {screen}");
                    window.resolution.set(fit.x, fit.y);
                    window.position = WindowPosition::Centered(MonitorSelection::Primary);
                }
            }
            Some(place) => {
                let (fit, at) = fit_kept(place, &screens, primary);
                if fit != size || place.position.map(IVec2::from) != Some(at) {
                    info!(
                        "the kept window ({size} at {:?}) opens at {fit} at {at} to fit its screen",
                        place.position
                    );
                    window.resolution.set(fit.x, fit.y);
                }
                window.position = WindowPosition::At(at);
            }
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

    /// A 1920x1080 screen at 100 % and, right of it, a 2560x1440 one at 200 %.
    const LEFT: Screen = Screen {
        at: IVec2::ZERO,
        size: UVec2::new(1920, 1080),
        scale: 1.0,
    };
    const RIGHT: Screen = Screen {
        at: IVec2::new(1920, 0),
        size: UVec2::new(2560, 1440),
        scale: 2.0,
    };

    fn kept(size: [u32; 2], position: Option<[i32; 2]>) -> WindowPlace {
        WindowPlace { size, position }
    }

    #[test]
    fn a_kept_window_opens_on_its_screen_and_never_off_it() {
        let screens = [LEFT, RIGHT];
        let fit = |place| fit_kept(place, &screens, LEFT);
        // Where it was left, when it fits there.
        assert_eq!(
            fit(kept([1280, 800], Some([100, 50]))),
            (Vec2::new(1280.0, 800.0), IVec2::new(100, 50))
        );
        assert_eq!(
            fit(kept([1000, 600], Some([2000, 100]))),
            (Vec2::new(1000.0, 600.0), IVec2::new(2000, 100))
        );
        // Sticking out of the right screen (2000 physical pixels wide at 200 %): moved in.
        assert_eq!(
            fit(kept([1000, 600], Some([4000, 1000]))),
            (Vec2::new(1000.0, 600.0), IVec2::new(2480, 240))
        );
        // Kept on a screen that is gone: centred on the primary one.
        assert_eq!(
            fit(kept([1280, 800], Some([-3000, 200]))),
            (Vec2::new(1280.0, 800.0), IVec2::new(320, 140))
        );
        // Kept larger than the laptop it now opens on: shrunk as a first window is, centred.
        let (size, at) = fit(kept([2400, 1500], Some([10, 10])));
        assert_eq!(
            size,
            fitting(Vec2::new(2400.0, 1500.0), LEFT.logical()).unwrap()
        );
        assert!(size.cmple(LEFT.logical() * SCREEN_SHARE).all() && size.x > 1500.0);
        assert_eq!(at, LEFT.centre(size));
        assert!((at.y - 54).abs() <= 1, "{at}");
        // No position kept (a window manager that does not tell): centred.
        assert_eq!(
            fit(kept([800, 600], None)),
            (Vec2::new(800.0, 600.0), IVec2::new(560, 240))
        );
    }
}
