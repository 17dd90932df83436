//! Board geometry, in one place: where every hole sits, the shape of the carved surface (the
//! board mesh is built from it), and where the n-th gem of a hole rests in its pile. Pure
//! functions of the pit count, so the headless tests and the renderer agree exactly.
//!
//! Coordinates: x runs along the board from South's left to South's right, z points towards
//! South's player (the camera), y is up. The table is at y = 0 and the board's top at
//! [`BOARD_TOP`].

use crate::engine::{Hole, Side};
use bevy::prelude::*;

/// Distance between neighbouring pit centres.
pub const PIT_SPACING: f32 = 1.0;
/// Distance of each row of pits from the board's long axis.
pub const ROW_Z: f32 = 0.6;
/// Radius of a pit's opening.
pub const PIT_RADIUS: f32 = 0.4;
/// Depth of a pit at its centre.
pub const PIT_DEPTH: f32 = 0.2;
/// Half the length (along z) of a store's straight part.
pub const STORE_HALF_LENGTH: f32 = 0.62;
/// Radius of a store's rounded ends and half its width.
pub const STORE_RADIUS: f32 = 0.42;
/// Depth of a store.
pub const STORE_DEPTH: f32 = 0.22;
/// Gap between the last pit's rim and a store's rim.
const STORE_GAP: f32 = 0.22;
/// Wood left around the holes.
const MARGIN: f32 = 0.3;
/// Height of the board's top face above the table.
pub const BOARD_TOP: f32 = 0.42;
/// Radius of the rounded edge of the board.
pub const BEVEL: f32 = 0.1;
/// Corner radius of the board's outline, seen from above.
pub const CORNER_RADIUS: f32 = 0.5;

/// Half the width of a gem.
pub const GEM_RADIUS: f32 = 0.095;
/// A gem is a flattened sphere: its height over its width.
pub const GEM_FLATTEN: f32 = 0.62;
/// Height of the hand (lifted gems) above the board.
pub const HAND_HEIGHT: f32 = 0.75;

/// The golden angle, for even sunflower spirals of gems.
const GOLDEN_ANGLE: f32 = 2.399_963;

/// The geometry of a board with `pits` pits a side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    pits: u8,
}

impl Layout {
    pub fn new(pits: u8) -> Layout {
        Layout { pits }
    }

    /// x of a store's centre (South's store is at +x).
    fn store_x(&self) -> f32 {
        (self.pits as f32 - 1.0) / 2.0 * PIT_SPACING + PIT_RADIUS + STORE_GAP + STORE_RADIUS
    }

    /// Half the board's extent along x and z.
    pub fn half_size(&self) -> Vec2 {
        Vec2::new(
            self.store_x() + STORE_RADIUS + MARGIN,
            ROW_Z + PIT_RADIUS + MARGIN,
        )
    }

    /// Centre of a hole's opening, on the board's top face.
    pub fn hole_center(&self, hole: Hole) -> Vec3 {
        let mid = (self.pits as f32 - 1.0) / 2.0;
        match hole {
            Hole::Pit {
                side: Side::South,
                index,
            } => Vec3::new((index as f32 - mid) * PIT_SPACING, BOARD_TOP, ROW_Z),
            Hole::Pit {
                side: Side::North,
                index,
            } => Vec3::new((mid - index as f32) * PIT_SPACING, BOARD_TOP, -ROW_Z),
            Hole::Store(Side::South) => Vec3::new(self.store_x(), BOARD_TOP, 0.0),
            Hole::Store(Side::North) => Vec3::new(-self.store_x(), BOARD_TOP, 0.0),
        }
    }

    /// Where the hand hovers over a hole; `k` spreads the gems of the hand a little.
    pub fn hand_position(&self, hole: Hole, k: usize) -> Vec3 {
        let angle = k as f32 * GOLDEN_ANGLE;
        let r = GEM_RADIUS * 1.3 * (k as f32).sqrt();
        self.hole_center(hole)
            + Vec3::new(
                r * angle.cos(),
                HAND_HEIGHT + k as f32 * 0.012,
                r * angle.sin(),
            )
    }

    /// Depth of the carving at (x, z): zero on the flat top, positive inside a pit or store.
    fn carve_depth(&self, x: f32, z: f32) -> f32 {
        let store_x = self.store_x();
        let mut depth: f32 = 0.0;
        for sx in [store_x, -store_x] {
            let dz = (z.abs() - STORE_HALF_LENGTH).max(0.0);
            let d = ((x - sx).powi(2) + dz * dz).sqrt() / STORE_RADIUS;
            depth = depth.max(bowl(d) * STORE_DEPTH);
        }
        let mid = (self.pits as f32 - 1.0) / 2.0;
        let column = (x / PIT_SPACING + mid)
            .round()
            .clamp(0.0, self.pits as f32 - 1.0);
        let px = (column - mid) * PIT_SPACING;
        for pz in [ROW_Z, -ROW_Z] {
            let d = ((x - px).powi(2) + (z - pz).powi(2)).sqrt() / PIT_RADIUS;
            depth = depth.max(bowl(d) * PIT_DEPTH);
        }
        depth
    }

    /// Signed distance to the board's rounded-rectangle outline (negative inside).
    pub fn outline_distance(&self, x: f32, z: f32) -> f32 {
        let half = self.half_size() - Vec2::splat(CORNER_RADIUS);
        let q = Vec2::new(x.abs(), z.abs()) - half;
        q.max(Vec2::ZERO).length() + q.x.max(q.y).min(0.0) - CORNER_RADIUS
    }

    /// Height of the board's surface at (x, z), or `None` outside the board.
    pub fn surface_height(&self, x: f32, z: f32) -> Option<f32> {
        let inside = -self.outline_distance(x, z);
        if inside < 0.0 {
            return None;
        }
        // A quarter-round edge: full height once BEVEL inside the outline.
        let t = (inside / BEVEL).min(1.0);
        let edge = BEVEL * (1.0 - (1.0 - (1.0 - t).powi(2)).sqrt());
        Some(BOARD_TOP - edge - self.carve_depth(x, z))
    }

    /// Surface height with the outside of the board at table level.
    pub fn height_or_table(&self, x: f32, z: f32) -> f32 {
        self.surface_height(x, z).unwrap_or(0.0)
    }

    /// Where the `slot`-th gem (0-based) of a hole rests, nudged by the gem's own `jitter`
    /// (each component in -1..1). The height keeps the whole gem above the carved surface.
    pub fn rest_position(&self, hole: Hole, slot: usize, jitter: Vec2) -> Vec3 {
        let center = self.hole_center(hole);
        // Room for gem centres: the opening less a gem and a little air.
        let (room, capacity) = match hole {
            Hole::Pit { .. } => (Vec2::splat(PIT_RADIUS - GEM_RADIUS * 1.15), 7),
            Hole::Store(_) => (
                Vec2::new(
                    STORE_RADIUS - GEM_RADIUS * 1.15,
                    STORE_HALF_LENGTH + STORE_RADIUS * 0.72,
                ),
                20,
            ),
        };
        let layer = slot / capacity;
        let k = slot % capacity;
        // Each layer is a sunflower spiral, a little narrower than the one below: a mound.
        let shrink = (1.0 - 0.1 * layer as f32).max(0.55);
        let angle = k as f32 * GOLDEN_ANGLE + layer as f32 * 1.1;
        let r = ((k as f32 + 0.5) / capacity as f32).sqrt() * shrink;
        let offset =
            Vec2::new(r * angle.cos(), r * angle.sin()) * room + jitter * GEM_RADIUS * 0.22;
        let x = center.x + offset.x;
        let z = center.z + offset.y;
        let half_height = GEM_RADIUS * GEM_FLATTEN;
        // The highest point of the surface under the gem's footprint.
        let mut floor = self.height_or_table(x, z);
        for i in 0..8 {
            let a = i as f32 * std::f32::consts::FRAC_PI_4;
            let (sx, sz) = (x + GEM_RADIUS * a.cos(), z + GEM_RADIUS * a.sin());
            floor = floor.max(self.height_or_table(sx, sz) - 0.35 * half_height);
        }
        let stack = layer as f32 * half_height * 1.7;
        Vec3::new(x, floor + half_height + 0.004 + stack, z)
    }
}

/// How high above the board's top a pile of gems may reach where a pointer still counts as on
/// its hole (a heap seen at a slant stands out over the rim).
const PILE_PICK_HEIGHT: f32 = 0.2;

impl Layout {
    /// Every hole of the board: both rows of pits and both stores.
    pub fn holes(&self) -> impl Iterator<Item = Hole> + '_ {
        let pits = (0..self.pits)
            .flat_map(|index| [Side::South, Side::North].map(|side| Hole::Pit { side, index }));
        pits.chain([Hole::Store(Side::South), Hole::Store(Side::North)])
    }

    /// How far (x, z) lies outside a hole's opening, seen from above (negative inside).
    pub fn rim_distance(&self, hole: Hole, x: f32, z: f32) -> f32 {
        let c = self.hole_center(hole);
        match hole {
            Hole::Pit { .. } => Vec2::new(x - c.x, z - c.z).length() - PIT_RADIUS,
            Hole::Store(_) => {
                let dz = (z.abs() - STORE_HALF_LENGTH).max(0.0);
                Vec2::new(x - c.x, dz).length() - STORE_RADIUS
            }
        }
    }

    /// The hole whose opening contains (x, z), seen from above.
    fn hole_under(&self, x: f32, z: f32) -> Option<Hole> {
        self.holes()
            .find(|&hole| self.rim_distance(hole, x, z) <= 0.0)
    }

    /// The hole a ray (from the camera through a point of the screen) points into: where it
    /// meets the board's top inside a hole's opening, or else where it passes over an opening
    /// at the height of a tall pile of gems. `None` when it misses every hole.
    pub fn hole_at(&self, ray: Ray3d) -> Option<Hole> {
        [BOARD_TOP, BOARD_TOP + PILE_PICK_HEIGHT]
            .into_iter()
            .filter_map(|height| {
                let t = ray.intersect_plane(Vec3::Y * height, InfinitePlane3d::new(Vec3::Y))?;
                Some(ray.get_point(t))
            })
            .find_map(|p| self.hole_under(p.x, p.z))
    }
}

/// Profile of a bowl: 1 at the centre, 0 at the rim (`d` is the distance over the radius).
fn bowl(d: f32) -> f32 {
    if d >= 1.0 {
        0.0
    } else {
        // A round bottom easing into a soft lip.
        (1.0 - d * d).powf(0.8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_face_each_other_and_stores_sit_at_the_ends() {
        for pits in 1..=9u8 {
            let l = Layout::new(pits);
            for k in 0..pits {
                let s = l.hole_center(Hole::Pit {
                    side: Side::South,
                    index: k,
                });
                let n = l.hole_center(Hole::Pit {
                    side: Side::North,
                    index: pits - 1 - k,
                });
                assert!((s.x - n.x).abs() < 1e-5);
                assert!(s.z > 0.0 && n.z < 0.0);
            }
            let south = l.hole_center(Hole::Store(Side::South)).x;
            assert!(south > 0.0);
            assert_eq!(l.hole_center(Hole::Store(Side::North)).x, -south);
            assert!(south + STORE_RADIUS < l.half_size().x);
        }
    }

    #[test]
    fn gems_never_poke_through_the_board() {
        let l = Layout::new(6);
        for hole in [
            Hole::Pit {
                side: Side::South,
                index: 2,
            },
            Hole::Store(Side::North),
        ] {
            for slot in 0..60 {
                for jitter in [Vec2::ZERO, Vec2::ONE, -Vec2::ONE] {
                    let p = l.rest_position(hole, slot, jitter);
                    let bottom = p.y - GEM_RADIUS * GEM_FLATTEN;
                    let floor = l.surface_height(p.x, p.z).expect("on the board");
                    assert!(bottom >= floor - 1e-4, "{hole:?} slot {slot}");
                }
            }
        }
    }

    #[test]
    fn holes_are_carved() {
        let l = Layout::new(6);
        let c = l.hole_center(Hole::Pit {
            side: Side::North,
            index: 0,
        });
        assert!(l.surface_height(c.x, c.z).unwrap() < BOARD_TOP - PIT_DEPTH / 2.0);
        assert_eq!(l.surface_height(0.0, 0.0), Some(BOARD_TOP));
        assert_eq!(l.surface_height(100.0, 0.0), None);
    }

    #[test]
    fn a_ray_points_into_the_hole_it_meets() {
        for pits in [1u8, 6, 9] {
            let l = Layout::new(pits);
            for hole in l.holes() {
                let c = l.hole_center(hole);
                // Straight down, and at a slant from South's side, a little off the centre.
                for from in [Vec3::Y * 5.0, Vec3::new(1.5, 6.0, 5.0)] {
                    let target = c + Vec3::new(0.2, 0.0, -0.15);
                    let ray = Ray3d::new(target + from, Dir3::new(-from).unwrap());
                    assert_eq!(l.hole_at(ray), Some(hole), "{pits} pits, {hole:?}");
                }
            }
            // Between two pits, and off the board.
            let gap = Vec3::new(0.0, BOARD_TOP, 0.0);
            let first = Hole::Pit {
                side: Side::South,
                index: 0,
            };
            let edge = l.hole_center(first) + Vec3::X * PIT_SPACING / 2.0;
            for miss in [gap, edge, Vec3::new(50.0, 0.0, 0.0)] {
                let ray = Ray3d::new(miss + Vec3::Y * 5.0, Dir3::NEG_Y);
                assert_eq!(l.hole_at(ray), None, "{pits} pits, {miss}");
            }
        }
        // A ray that grazes the far side of a heap's top in a pit, and would meet the board's
        // top beyond it (between the rows), still points into that pit.
        let l = Layout::new(6);
        let pit = Hole::Pit {
            side: Side::South,
            index: 2,
        };
        let top_of_heap = l.hole_center(pit) + Vec3::new(0.0, PILE_PICK_HEIGHT, -PIT_RADIUS * 0.9);
        let slant = Dir3::new(Vec3::new(0.0, -1.0, -1.2)).unwrap();
        let ray = Ray3d::new(top_of_heap - slant.as_vec3() * 5.0, slant);
        assert_eq!(l.hole_at(ray), Some(pit));
    }
}
