//! The camera's orbit with the mouse: dragging with the buttons [`MOUSE`] binds to
//! [`Action::Orbit`] turns the view a little, and the wheel zooms; the camera keeps both within
//! its limits. Nothing under an overlay window counts.

use super::bindings::{Action, MOUSE};
use super::overlay::PointerOverUi;
use crate::AppSystems;
use crate::game::view::camera::Orbit;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;

/// Radians per pixel dragged.
const ORBIT_SPEED: f32 = 0.005;
/// How much closer one line of the wheel brings the camera.
const ZOOM_PER_LINE: f32 = 0.08;
/// Pixels of a touchpad's smooth scrolling that count as one line of the wheel.
const PIXELS_PER_LINE: f32 = 40.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, orbit_with_mouse.in_set(AppSystems::Input));
}

fn orbit_with_mouse(
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    over_ui: Res<PointerOverUi>,
    mut orbits: Query<&mut Orbit>,
) {
    if over_ui.0 {
        return;
    }
    let dragging = buttons.any_pressed(MOUSE.inputs(Action::Orbit).copied());
    let lines = match scroll.unit {
        MouseScrollUnit::Line => scroll.delta.y,
        MouseScrollUnit::Pixel => scroll.delta.y / PIXELS_PER_LINE,
    };
    for mut orbit in &mut orbits {
        if dragging && motion.delta != Vec2::ZERO {
            orbit.turn(-motion.delta.x * ORBIT_SPEED, motion.delta.y * ORBIT_SPEED);
        }
        if lines != 0.0 {
            orbit.zoom_by(1.0 - ZOOM_PER_LINE * lines);
        }
    }
}
