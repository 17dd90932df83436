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

/// Frames the board: the camera's place for `orbit` on a board of `pits` pits a side, seen
/// through `perspective` in a viewport `size` (logical pixels): far enough that the board's
/// whole length fits the width and its depth the height.
pub fn frame(
    pits: u8,
    orbit: &Orbit,
    perspective: &PerspectiveProjection,
    size: Vec2,
) -> Transform {
    let half = Layout::new(pits).half_size();
    let aspect = size.x / size.y.max(1.0);
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
    Transform::from_translation(TARGET + direction * distance).looking_at(TARGET, Vec3::Y)
}

/// The ray from the camera through `position` (logical pixels from the top left) of a viewport
/// of `size`: what the pointer there points at. Like Bevy's `Camera::viewport_to_world`, but
/// worked out from the projection and the size alone, so it needs no renderer (headless tests
/// use it) and answers at once when the window has just changed.
pub fn screen_ray(
    projection: &Projection,
    transform: &GlobalTransform,
    size: Vec2,
    position: Vec2,
) -> Option<Ray3d> {
    if size.min_element() <= 0.0 {
        return None;
    }
    let mut projection = projection.clone();
    projection.update(size.x, size.y);
    let ndc = (position / size) * 2.0 - Vec2::ONE;
    let ndc = Vec2::new(ndc.x, -ndc.y);
    let view_from_clip = projection.get_clip_from_view().inverse();
    // Reversed depth: 1 is the near plane; an epsilon stands in for the far one at infinity.
    let near = view_from_clip.project_point3(ndc.extend(1.0));
    let far = view_from_clip.project_point3(ndc.extend(f32::EPSILON));
    let world_from_view = transform.affine();
    let direction = Dir3::new(world_from_view.transform_vector3(far - near)).ok()?;
    Some(Ray3d::new(
        world_from_view.transform_point3(near),
        direction,
    ))
}

/// Keeps the camera framing the board as the window, the board and the orbit change.
fn place_camera(
    boards: Query<&BoardRoot>,
    mut cameras: Query<(&Orbit, &Projection, &Camera, &mut Transform)>,
) {
    let pits = boards.iter().next().map_or(6, |b| b.pits);
    for (orbit, projection, camera, mut transform) in &mut cameras {
        let Projection::Perspective(perspective) = projection else {
            continue;
        };
        let size = camera
            .logical_viewport_size()
            .unwrap_or(Vec2::new(perspective.aspect_ratio, 1.0));
        let next = frame(pits, orbit, perspective, size);
        if *transform != next {
            *transform = next;
        }
    }
}
