//! The camera: from South's side, looking down at the board at a comfortable angle, framed so
//! the whole board fits the window. Dragging with the right or middle button orbits it a little
//! and the wheel zooms, both within limits so the board never gets lost.

use super::board::BoardRoot;
use super::layout::Layout;
use crate::AppSystems;
use crate::input::PointerOverUi;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;

/// Orbit limits (radians): yaw either side of South, elevation above the table.
const YAW_LIMIT: f32 = 0.6;
const PITCH_RANGE: (f32, f32) = (0.6, 1.35);
/// Zoom limits, as a factor of the distance that frames the board.
const ZOOM_RANGE: (f32, f32) = (0.55, 1.35);
/// The view's starting elevation.
const START_PITCH: f32 = 1.02;
/// Radians per pixel dragged.
const ORBIT_SPEED: f32 = 0.005;
/// The point the camera looks at, a little above the table.
const TARGET: Vec3 = Vec3::new(0.0, 0.25, -0.3);
/// Close to Bevy's default (Tony McMapface) in the darks and mids, but computed in the shader:
/// no lookup-table textures to ship, which keeps the web build smaller.
const TONEMAPPING: Tonemapping = Tonemapping::SomewhatBoringDisplayTransform;

/// Where the camera sits around the board.
#[derive(Component, Clone, Copy, Debug)]
pub struct Orbit {
    pub yaw: f32,
    pub pitch: f32,
    pub zoom: f32,
}

impl Default for Orbit {
    fn default() -> Self {
        Orbit {
            yaw: 0.0,
            pitch: START_PITCH,
            zoom: 1.0,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera).add_systems(
        Update,
        (orbit_with_mouse, place_camera)
            .chain()
            .in_set(AppSystems::Present),
    );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera3d::default(),
        TONEMAPPING,
        Orbit::default(),
        Transform::from_xyz(0.0, 8.0, 8.0).looking_at(TARGET, Vec3::Y),
    ));
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
    let dragging = buttons.pressed(MouseButton::Right) || buttons.pressed(MouseButton::Middle);
    let lines = match scroll.unit {
        MouseScrollUnit::Line => scroll.delta.y,
        MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
    };
    for mut orbit in &mut orbits {
        if dragging && motion.delta != Vec2::ZERO {
            orbit.yaw = (orbit.yaw - motion.delta.x * ORBIT_SPEED).clamp(-YAW_LIMIT, YAW_LIMIT);
            orbit.pitch =
                (orbit.pitch + motion.delta.y * ORBIT_SPEED).clamp(PITCH_RANGE.0, PITCH_RANGE.1);
        }
        if lines != 0.0 {
            orbit.zoom = (orbit.zoom * (1.0 - 0.08 * lines)).clamp(ZOOM_RANGE.0, ZOOM_RANGE.1);
        }
    }
}

/// Frames the board: far enough that its whole length fits the window's width and its depth
/// the height, then applies the orbit.
fn place_camera(
    boards: Query<&BoardRoot>,
    mut cameras: Query<(&Orbit, &Projection, &Camera, &mut Transform)>,
) {
    let pits = boards.iter().next().map_or(6, |b| b.pits);
    let half = Layout::new(pits).half_size();
    for (orbit, projection, camera, mut transform) in &mut cameras {
        let Projection::Perspective(perspective) = projection else {
            continue;
        };
        let aspect = camera
            .logical_viewport_size()
            .map_or(perspective.aspect_ratio, |s| s.x / s.y.max(1.0));
        let tan_v = (perspective.fov / 2.0).tan();
        let tan_h = tan_v * aspect;
        // Room for the counts above the holes and the overlay's top bar.
        let fit_width = (half.x + 0.35) / tan_h;
        let fit_depth = (half.y + 0.9) / tan_v;
        let distance = fit_width.max(fit_depth) * orbit.zoom;
        let direction = Vec3::new(
            orbit.yaw.sin() * orbit.pitch.cos(),
            orbit.pitch.sin(),
            orbit.yaw.cos() * orbit.pitch.cos(),
        );
        let next =
            Transform::from_translation(TARGET + direction * distance).looking_at(TARGET, Vec3::Y);
        if *transform != next {
            *transform = next;
        }
    }
}
