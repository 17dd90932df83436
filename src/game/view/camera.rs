//! The camera: from South's side, looking down at the board at a comfortable angle, framed so
//! the whole board fits the window. Its [`Orbit`] turns a little and zooms (the input's mouse
//! drag and wheel ask it to), within limits so the board never gets lost.

use crate::AppSystems;
use crate::game::board::BoardRoot;
use crate::game::layout::Layout;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::prelude::*;

/// Orbit limits (radians): yaw either side of South, elevation above the table.
const YAW_LIMIT: f32 = 0.6;
const PITCH_RANGE: (f32, f32) = (0.6, 1.35);
/// Zoom limits, as a factor of the distance that frames the board.
const ZOOM_RANGE: (f32, f32) = (0.55, 1.35);
/// The view's starting elevation.
const START_PITCH: f32 = 1.02;
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

impl Orbit {
    /// Turns the view by `yaw` and `pitch` radians, within the limits.
    pub fn turn(&mut self, yaw: f32, pitch: f32) {
        self.yaw = (self.yaw + yaw).clamp(-YAW_LIMIT, YAW_LIMIT);
        self.pitch = (self.pitch + pitch).clamp(PITCH_RANGE.0, PITCH_RANGE.1);
    }

    /// Scales the distance by `factor` (below 1 comes closer), within the limits.
    pub fn zoom_by(&mut self, factor: f32) {
        self.zoom = (self.zoom * factor).clamp(ZOOM_RANGE.0, ZOOM_RANGE.1);
    }
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
    app.add_systems(Startup, spawn_camera)
        .add_systems(Update, place_camera.in_set(AppSystems::Present));
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera3d::default(),
        TONEMAPPING,
        Orbit::default(),
        Transform::from_xyz(0.0, 8.0, 8.0).looking_at(TARGET, Vec3::Y),
    ));
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
