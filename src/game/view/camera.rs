//! The camera: from the player's side, looking down at the board at a comfortable angle (or
//! straight down, in the top-down view), framed so the whole board fits the window with a margin
//! at any size and aspect ratio, below the overlay's bar; in a portrait window the view turns so
//! the board runs along the height. It sits at South's side unless the only human at this
//! screen plays North (online, or against the AI), so the player's own pits are the near row.
//! Its [`Orbit`] turns a little and zooms (the input's mouse drag and wheel ask it to), within
//! limits so the board never gets lost.

use crate::AppSystems;
use crate::engine::Side;
use crate::game::board::BoardRoot;
use crate::game::board::layout::{BOARD_TOP, Layout};
use crate::game::facing::ScreenFacing;
use crate::game::settings::{BoardView, Settings};
use bevy::camera::ScalingMode;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::prelude::*;
use std::f32::consts::{FRAC_PI_2, PI};

/// Orbit limits (radians): yaw either side of the facing side, elevation above the table.
const YAW_LIMIT: f32 = 0.6;
const PITCH_RANGE: (f32, f32) = (0.6, 1.35);
/// Zoom limits, as a factor of the distance that frames the board.
const ZOOM_RANGE: (f32, f32) = (0.55, 1.35);
/// The view's starting elevation.
const START_PITCH: f32 = 1.02;
/// Room left around the board, in logical pixels.
pub const MARGIN_PX: f32 = 16.0;
/// How high above the board the top-down camera stands (its projection has no perspective).
const TOP_DOWN_HEIGHT: f32 = 30.0;
/// Close to Bevy's default (Tony McMapface) in the darks and mids, but computed in the shader:
/// no lookup-table textures to ship, which keeps the web build smaller.
const TONEMAPPING: Tonemapping = Tonemapping::SomewhatBoringDisplayTransform;

/// Where the camera sits around the board.
#[derive(Component, Clone, Copy, Debug)]
pub struct Orbit {
    /// The side whose row is nearest: the camera stands behind it.
    pub facing: Side,
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
            facing: Side::South,
            yaw: 0.0,
            pitch: START_PITCH,
            zoom: 1.0,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ViewInsets>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            (face_the_player, place_camera)
                .chain()
                .in_set(AppSystems::Present),
        );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera3d::default(),
        TONEMAPPING,
        Orbit::default(),
        Transform::from_xyz(0.0, 8.0, 8.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
}

/// What the overlay keeps for itself along the window's top edge (logical pixels): its bar and
/// status box, along its bottom edge (a replay's panel, the game-over banner, the learn card),
/// along its left edge (the online panel in a landscape window) and along its right edge (the
/// open list of moves). The board is framed in the rest. The overlay sets it every frame.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq)]
pub struct ViewInsets {
    pub top: f32,
    pub bottom: f32,
    pub left: f32,
    pub right: f32,
}

/// Where the camera is and how it projects.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Framing {
    pub transform: Transform,
    pub lens: Lens,
}

/// The camera's projection, as far as the framing sets it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Lens {
    /// Perspective, with this vertical field of view (radians).
    Perspective { fov: f32 },
    /// Orthographic, showing this much of the world (width, height).
    Orthographic { area: Vec2 },
}

impl Lens {
    pub fn projection(&self) -> Projection {
        match *self {
            Lens::Perspective { fov } => {
                Projection::Perspective(PerspectiveProjection { fov, ..default() })
            }
            Lens::Orthographic { area } => Projection::Orthographic(OrthographicProjection {
                scaling_mode: ScalingMode::Fixed {
                    width: area.x,
                    height: area.y,
                },
                ..OrthographicProjection::default_3d()
            }),
        }
    }

    /// Whether `projection` already is this lens.
    fn is(&self, projection: &Projection) -> bool {
        match (*self, projection) {
            (Lens::Perspective { fov }, Projection::Perspective(p)) => p.fov == fov,
            (Lens::Orthographic { area }, Projection::Orthographic(o)) => matches!(
                o.scaling_mode,
                ScalingMode::Fixed { width, height } if Vec2::new(width, height) == area
            ),
            _ => false,
        }
    }
}

/// The board's bounding box: its outline from the table to its top.
fn board_corners(pits: u8) -> [Vec3; 8] {
    let half = Layout::new(pits).half_size();
    let mut corners = [Vec3::ZERO; 8];
    for (i, corner) in corners.iter_mut().enumerate() {
        let sign = |bit: usize| if i & bit == 0 { -1.0 } else { 1.0 };
        *corner = Vec3::new(sign(1) * half.x, [0.0, BOARD_TOP][i >> 2], sign(2) * half.y);
    }
    corners
}

/// The smallest `scale` in `low..high` for which `fits(scale)` holds (it must hold at `high`
/// and, once it holds, for every larger scale).
fn smallest(low: f32, high: f32, fits: impl Fn(f32) -> bool) -> f32 {
    let (mut low, mut high) = (low, high);
    for _ in 0..40 {
        let mid = (low + high) / 2.0;
        if fits(mid) { high = mid } else { low = mid }
    }
    high
}

/// Frames the board: the camera's place for `orbit` on a board of `pits` pits a side, seen as
/// `view` asks, in a viewport of `size` logical pixels whose top and bottom `insets` the overlay
/// keeps. The board's whole box fits the rest with [`MARGIN_PX`] to spare on every side and
/// stands in its middle, whatever the aspect ratio; in a portrait viewport the view turns a
/// quarter so the board's length runs along the height (the facing side's store nearest). The
/// top-down view looks straight down through an orthographic projection and ignores the orbit's
/// turn, not its facing side.
pub fn frame(pits: u8, orbit: &Orbit, view: BoardView, size: Vec2, insets: ViewInsets) -> Framing {
    let portrait = size.y > size.x;
    let behind = match orbit.facing {
        Side::South => 0.0,
        Side::North => PI,
    };
    let turn = behind + if portrait { FRAC_PI_2 } else { 0.0 };
    let (yaw, pitch) = match view {
        BoardView::Perspective => (orbit.yaw + turn, orbit.pitch),
        BoardView::TopDown => (turn, FRAC_PI_2),
    };
    let back = Vec3::new(
        yaw.sin() * pitch.cos(),
        pitch.sin(),
        yaw.cos() * pitch.cos(),
    );
    let away = Vec3::new(-yaw.sin(), 0.0, -yaw.cos());
    let rotation = Transform::IDENTITY.looking_to(-back, away).rotation;
    // The board in the camera's axes around its centre: x right, y up, z towards the camera.
    let centre = Vec3::Y * BOARD_TOP / 2.0;
    let points = board_corners(pits).map(|p| rotation.inverse() * (p - centre));
    // The free part of the viewport, in pixels from its centre, y up.
    let half = size / 2.0;
    let min = Vec2::new(
        MARGIN_PX - half.x + insets.left.max(0.0),
        MARGIN_PX - half.y + insets.bottom.max(0.0),
    );
    let max = Vec2::new(
        half.x - insets.right.max(0.0) - MARGIN_PX,
        half.y - insets.top.max(0.0) - MARGIN_PX,
    );
    let max = max.max(min + Vec2::ONE);
    // Along one axis: the shift of the camera that centres the board in the free part, when
    // a point `q` at depth factor `depth(q)` shows at pixel q / depth / unit.
    let shift = |axis: usize, unit: f32, depth: &dyn Fn(Vec3) -> f32| {
        let lowest = points
            .iter()
            .map(|q| q[axis] - max[axis] * unit * depth(*q));
        let highest = points
            .iter()
            .map(|q| q[axis] - min[axis] * unit * depth(*q));
        let lowest = lowest.fold(f32::MIN, f32::max);
        let highest = highest.fold(f32::MAX, f32::min);
        ((lowest + highest) / 2.0, lowest <= highest)
    };
    match view {
        BoardView::Perspective => {
            let fov = PerspectiveProjection::default().fov;
            // World units per pixel at unit depth.
            let unit = (fov / 2.0).tan() / half.y;
            let fits = |distance: f32| {
                let depth = |q: Vec3| distance - q.z;
                shift(0, unit, &depth).1 && shift(1, unit, &depth).1
            };
            let distance = smallest(0.5, 500.0, fits);
            let depth = |q: Vec3| distance - q.z;
            let offset = Vec3::new(shift(0, unit, &depth).0, shift(1, unit, &depth).0, 0.0);
            let at = centre + rotation * (offset + Vec3::Z * distance * orbit.zoom);
            Framing {
                transform: Transform::from_translation(at).with_rotation(rotation),
                lens: Lens::Perspective { fov },
            }
        }
        BoardView::TopDown => {
            let fits = |unit: f32| shift(0, unit, &|_| 1.0).1 && shift(1, unit, &|_| 1.0).1;
            let unit = smallest(1e-4, 1.0, fits);
            let offset = Vec3::new(shift(0, unit, &|_| 1.0).0, shift(1, unit, &|_| 1.0).0, 0.0);
            let unit = unit * orbit.zoom;
            let at = centre + rotation * (offset + Vec3::Z * TOP_DOWN_HEIGHT);
            Framing {
                transform: Transform::from_translation(at).with_rotation(rotation),
                lens: Lens::Orthographic { area: size * unit },
            }
        }
    }
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

/// Turns the camera to the side the screen faces (`game::facing`).
fn face_the_player(facing: Res<ScreenFacing>, mut orbits: Query<&mut Orbit>) {
    if !facing.is_changed() {
        return;
    }
    for mut orbit in &mut orbits {
        if orbit.facing != facing.0 {
            orbit.facing = facing.0;
        }
    }
}

/// Keeps the camera framing the board as the window, the overlay, the board, the view and the
/// orbit change.
fn place_camera(
    boards: Query<&BoardRoot>,
    settings: Res<Settings>,
    insets: Res<ViewInsets>,
    mut cameras: Query<(&Orbit, &Camera, &mut Projection, &mut Transform)>,
) {
    let pits = boards.iter().next().map_or(6, |b| b.pits);
    for (orbit, camera, mut projection, mut transform) in &mut cameras {
        let Some(size) = camera.logical_viewport_size() else {
            continue;
        };
        let next = frame(pits, orbit, settings.view, size, *insets);
        if !next.lens.is(&projection) {
            *projection = next.lens.projection();
        }
        transform.set_if_neq(next.transform);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where a world point shows in a viewport of `size` (logical pixels from the top left),
    /// through the framing's matrices.
    fn on_screen(framing: &Framing, size: Vec2, point: Vec3) -> Vec2 {
        let mut projection = framing.lens.projection();
        projection.update(size.x, size.y);
        let clip = projection.get_clip_from_view()
            * framing.transform.to_matrix().inverse()
            * point.extend(1.0);
        let ndc = clip.truncate() / clip.w;
        Vec2::new((ndc.x + 1.0) / 2.0 * size.x, (1.0 - ndc.y) / 2.0 * size.y)
    }

    const SIZES: [(f32, f32); 8] = [
        (1280.0, 800.0),
        (1920.0, 1080.0),
        (800.0, 600.0),
        (600.0, 900.0),
        (2560.0, 1440.0),
        (420.0, 860.0),
        (800.0, 800.0),
        (2400.0, 500.0),
    ];

    #[test]
    fn the_whole_board_fits_with_a_margin_at_any_size() {
        let (top, bottom) = (120.0, 60.0);
        for ((w, h), (left, right)) in SIZES
            .into_iter()
            .flat_map(|size| [(size, (0.0, 0.0)), (size, (80.0, 0.0)), (size, (0.0, 70.0))])
        {
            let size = Vec2::new(w, h);
            for pits in [1, 6, 9] {
                for view in [BoardView::Perspective, BoardView::TopDown] {
                    let framing = frame(
                        pits,
                        &Orbit::default(),
                        view,
                        size,
                        ViewInsets {
                            top,
                            bottom,
                            left,
                            right,
                        },
                    );
                    let seen = board_corners(pits).map(|p| on_screen(&framing, size, p));
                    let min = seen.iter().copied().reduce(Vec2::min).unwrap();
                    let max = seen.iter().copied().reduce(Vec2::max).unwrap();
                    let case = format!("{w}×{h}, {pits} pits, {view:?}: {min} .. {max}");
                    let slack = 0.5;
                    assert!(
                        min.x >= left + MARGIN_PX - slack && max.x <= w - right - MARGIN_PX + slack,
                        "{case}"
                    );
                    assert!(min.y >= top + MARGIN_PX - slack, "{case}");
                    assert!(max.y <= h - bottom - MARGIN_PX + slack, "{case}");
                    // And it fills the room along one axis, in the middle of the other.
                    let room = Vec2::new(
                        w - left - right - 2.0 * MARGIN_PX,
                        h - top - bottom - 2.0 * MARGIN_PX,
                    );
                    let used = (max - min) / room;
                    assert!(used.max_element() > 0.97, "{case}: uses {used}");
                    let centre = (min + max) / 2.0;
                    let middle = Vec2::new((left + w - right) / 2.0, (top + h - bottom) / 2.0);
                    let off = (centre - middle).abs();
                    assert!(off.x < 2.0 || off.y < 2.0, "{case}: centred off by {off}");
                    // A portrait window has the board's length along its height.
                    let length =
                        on_screen(&framing, size, Vec3::X) - on_screen(&framing, size, -Vec3::X);
                    if h > w {
                        assert!(length.y.abs() > length.x.abs(), "{case}");
                    } else {
                        assert!(length.x.abs() > length.y.abs(), "{case}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_top_down_view_looks_straight_down_and_the_orbit_turns_only_the_3d_view() {
        let size = Vec2::new(1280.0, 800.0);
        let turned = Orbit {
            yaw: 0.4,
            pitch: 0.8,
            ..default()
        };
        let top = frame(6, &turned, BoardView::TopDown, size, ViewInsets::default());
        assert_eq!(
            top,
            frame(
                6,
                &Orbit::default(),
                BoardView::TopDown,
                size,
                ViewInsets::default()
            )
        );
        assert!((top.transform.forward().as_vec3() + Vec3::Y).length() < 1e-5);
        let slanted = frame(
            6,
            &turned,
            BoardView::Perspective,
            size,
            ViewInsets::default(),
        );
        assert_ne!(
            slanted,
            frame(
                6,
                &Orbit::default(),
                BoardView::Perspective,
                size,
                ViewInsets::default()
            )
        );
        // Closer with the zoom.
        let near = Orbit {
            zoom: 0.6,
            ..default()
        };
        let d = |o: &Orbit| {
            frame(6, o, BoardView::Perspective, size, ViewInsets::default())
                .transform
                .translation
                .length()
        };
        assert!(d(&near) < d(&Orbit::default()));
    }

    #[test]
    fn a_ray_through_a_hole_on_screen_points_into_it() {
        use crate::engine::{Hole, Side};
        for (w, h) in SIZES {
            let size = Vec2::new(w, h);
            for view in [BoardView::Perspective, BoardView::TopDown] {
                let insets = ViewInsets {
                    top: 100.0,
                    bottom: 0.0,
                    left: 50.0,
                    right: 30.0,
                };
                let framing = frame(6, &Orbit::default(), view, size, insets);
                let layout = Layout::new(6);
                let hole = Hole::Pit {
                    side: Side::North,
                    index: 4,
                };
                let at = on_screen(&framing, size, layout.hole_center(hole));
                let ray = screen_ray(
                    &framing.lens.projection(),
                    &GlobalTransform::from(framing.transform),
                    size,
                    at,
                )
                .unwrap();
                assert_eq!(layout.hole_at(ray), Some(hole), "{w}×{h} {view:?}");
            }
        }
    }

    #[test]
    fn a_player_facing_north_sees_north_as_the_near_row_left_to_right() {
        use crate::engine::Hole;
        let layout = Layout::new(6);
        let north = |index| {
            layout.hole_center(Hole::Pit {
                side: Side::North,
                index,
            })
        };
        let south = |index| {
            layout.hole_center(Hole::Pit {
                side: Side::South,
                index,
            })
        };
        for view in [BoardView::Perspective, BoardView::TopDown] {
            for (w, h) in [(1280.0, 800.0), (800.0, 600.0)] {
                let size = Vec2::new(w, h);
                let orbit = Orbit {
                    facing: Side::North,
                    ..default()
                };
                let framing = frame(6, &orbit, view, size, ViewInsets::default());
                let at = |p| on_screen(&framing, size, p);
                let case = format!("{w}×{h} {view:?}");
                if view == BoardView::Perspective {
                    assert!(
                        framing.transform.translation.z < 0.0,
                        "{case}: behind North"
                    );
                }
                // North's row is the lower (nearer) one, its pits 1 to 6 from left to right.
                assert!(at(north(0)).y > at(south(0)).y, "{case}");
                assert!(at(north(0)).x < at(north(5)).x, "{case}");
                // Facing South, as before: South's row near, South's pits left to right.
                let framing = frame(6, &Orbit::default(), view, size, ViewInsets::default());
                let at = |p| on_screen(&framing, size, p);
                if view == BoardView::Perspective {
                    assert!(framing.transform.translation.z > 0.0, "{case}");
                }
                assert!(at(south(0)).y > at(north(0)).y, "{case}");
                assert!(at(south(0)).x < at(south(5)).x, "{case}");
            }
        }
    }
}
