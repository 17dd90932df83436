//! The board's carved wooden surface as a mesh: every hole a bowl of rings from its rim in to
//! its centre, the board's rounded border a band of rings from the top down its edge to the
//! table, and the flat top between them triangulated through the rims and the border's inner
//! ring. The rims come out round and the flat wood in large triangles: a software renderer pays
//! for every triangle it draws, and the grid this replaced had five times as many in Low.
//! The graphics quality sets how finely. Each point carries a shade (the mesh's colour, times
//! the wood's): darker the deeper; in Low quality, whose shader has no lamp, also the lamp's
//! light baked in, so a bowl's wall facing the lamp is lit and the one turned away is dark, as
//! High draws them.

use super::delaunay::triangulate;
use super::quality::Detail;
use crate::engine::Hole;
use crate::game::board::layout::{
    BEVEL, BOARD_TOP, CORNER_RADIUS, Layout, PIT_DEPTH, PIT_RADIUS, STORE_DEPTH, STORE_HALF_LENGTH,
    STORE_RADIUS,
};
use bevy::asset::RenderAssetUsages;
use bevy::math::DVec2;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use std::f32::consts::{FRAC_PI_2, PI, TAU};

/// World units the wood texture spans (more than the largest board).
const WOOD_SCALE: Vec2 = Vec2::new(14.0, 4.0);
/// How much darker the bottom of a hole is than the board's top.
const HOLE_SHADE: f32 = 0.35;

/// Where the scene's lamp stands (`scene.rs`), for Low quality's baked light.
const LAMP: Vec3 = Vec3::new(2.5, 6.0, 3.0);
/// The baked light's darkest and brightest, facing away from the lamp and towards it (the flat
/// top, lit at the lamp's slant, keeps its shade).
const BAKED: (f32, f32) = (0.3, 1.45);

/// How finely the surface is cut.
struct Fineness {
    /// Points around a pit's rim (a store's round ends have half as many each).
    around: usize,
    /// The rings inside a hole's rim, as fractions of its radius, outside in.
    rings: &'static [f32],
    /// Rings down the quarter-round border, the top one included.
    border_rings: usize,
    /// Spacing of the points along the border and on the flat top.
    spacing: f32,
}

fn fineness(detail: Detail) -> Fineness {
    match detail {
        Detail::High => Fineness {
            around: 48,
            rings: &[0.92, 0.8, 0.65, 0.48, 0.3, 0.14],
            border_rings: 7,
            spacing: 0.08,
        },
        Detail::Low => Fineness {
            around: 16,
            rings: &[0.75, 0.4],
            border_rings: 3,
            spacing: 0.25,
        },
    }
}

/// The mesh as it is being built: points seen from above, their heights, and triangles.
#[derive(Default)]
struct Carving {
    points: Vec<Vec2>,
    heights: Vec<f32>,
    triangles: Vec<[u32; 3]>,
}

impl Carving {
    fn point(&mut self, at: Vec2, height: f32) -> u32 {
        self.points.push(at);
        self.heights.push(height);
        self.points.len() as u32 - 1
    }

    /// Joins two closed rings of the same length with quads; corners a ring repeats (a hole's
    /// centre) make no triangle.
    fn band(&mut self, a: &[u32], b: &[u32]) {
        let n = a.len();
        for i in 0..n {
            let j = (i + 1) % n;
            for triangle in [[a[i], a[j], b[j]], [a[i], b[j], b[i]]] {
                if triangle[0] != triangle[1]
                    && triangle[1] != triangle[2]
                    && triangle[0] != triangle[2]
                {
                    self.triangles.push(triangle);
                }
            }
        }
    }
}

/// The board's surface mesh for a layout, at a graphics quality's detail.
pub fn board_mesh(layout: &Layout, detail: Detail) -> Mesh {
    let fine = fineness(detail);
    let holes: Vec<Hole> = layout.holes().collect();
    let mut carving = Carving::default();
    // The points of the flat top: the holes' rims, the border's top ring and those between.
    let mut top = Vec::new();
    for &hole in &holes {
        top.extend(carve_hole(&mut carving, layout, hole, &fine));
    }
    top.extend(carve_border(&mut carving, layout, &fine));
    for at in flat_points(layout, &holes, &fine) {
        top.push(carving.point(at, BOARD_TOP));
    }
    let seen: Vec<DVec2> = top
        .iter()
        .map(|&i| carving.points[i as usize].as_dvec2())
        .collect();
    for [a, b, c] in triangulate(&seen) {
        let corners = [top[a], top[b], top[c]];
        let centre = corners
            .iter()
            .map(|&i| carving.points[i as usize])
            .sum::<Vec2>()
            / 3.0;
        // The triangulation also spans each hole's opening, which the hole's bowl fills.
        if holes
            .iter()
            .all(|&hole| layout.rim_distance(hole, centre.x, centre.y) > 0.0)
        {
            // Counter-clockwise in (x, z) is clockwise seen from above (x to the right, z down
            // the screen): swap two corners so the face points up.
            carving.triangles.push([corners[0], corners[2], corners[1]]);
        }
    }
    let mesh = into_mesh(carving);
    match detail {
        Detail::Low => with_lamp_baked(mesh),
        Detail::High => mesh,
    }
}

/// The lamp's light at a point of the surface with this normal, relative to the flat top's.
fn baked_light(at: Vec3, normal: Vec3) -> f32 {
    let lit = |at: Vec3, normal: Vec3| {
        let facing = normal.dot((LAMP - at).normalize()).max(0.0);
        BAKED.0 + (BAKED.1 - BAKED.0) * facing
    };
    let flat = Vec3::new(at.x, BOARD_TOP, at.z);
    lit(at, normal) / lit(flat, Vec3::Y)
}

/// Multiplies each point's shade by the lamp's light there (Low quality draws no lamp).
fn with_lamp_baked(mut mesh: Mesh) -> Mesh {
    let positions: Vec<Vec3> = match mesh.attribute(Mesh::ATTRIBUTE_POSITION) {
        Some(values) => values
            .as_float3()
            .unwrap_or_default()
            .iter()
            .map(|&p| p.into())
            .collect(),
        None => return mesh,
    };
    let normals: Vec<Vec3> = match mesh.attribute(Mesh::ATTRIBUTE_NORMAL) {
        Some(values) => values
            .as_float3()
            .unwrap_or_default()
            .iter()
            .map(|&n| n.into())
            .collect(),
        None => return mesh,
    };
    let colours: Vec<[f32; 4]> = match mesh.attribute(Mesh::ATTRIBUTE_COLOR) {
        Some(bevy::mesh::VertexAttributeValues::Float32x4(colours)) => colours
            .iter()
            .zip(positions.iter().zip(&normals))
            .map(|(&[r, g, b, a], (&at, &normal))| {
                let light = baked_light(at, normal);
                [r * light, g * light, b * light, a]
            })
            .collect(),
        _ => return mesh,
    };
    mesh.insert_attribute(Mesh::ATTRIBUTE_COLOR, colours);
    mesh
}

/// Points on the flat top between the holes, in staggered rows, kept clear of the rims and the
/// border so that the rims' and the border's own edges are the triangulation's.
fn flat_points(layout: &Layout, holes: &[Hole], fine: &Fineness) -> Vec<Vec2> {
    let half = layout.half_size();
    let clear = fine.spacing * 0.6;
    let row = fine.spacing * 3f32.sqrt() / 2.0;
    let (columns, rows) = ((half.x / fine.spacing) as i32, (half.y / row) as i32);
    let mut points = Vec::new();
    for j in -rows..=rows {
        for i in -columns..=columns {
            let shift = if j % 2 == 0 { 0.0 } else { 0.5 };
            let at = Vec2::new((i as f32 + shift) * fine.spacing, j as f32 * row);
            let off_rims = holes.iter().all(|&hole| {
                layout.rim_distance(hole, at.x, at.y) > clear.max(rim_step(radius(hole), fine))
            });
            if off_rims && layout.outline_distance(at.x, at.y) < -(BEVEL + clear) {
                points.push(at);
            }
        }
    }
    points
}

/// The spacing of the points along the rim of a hole of this radius.
fn rim_step(radius: f32, fine: &Fineness) -> f32 {
    TAU * radius / fine.around as f32
}

fn radius(hole: Hole) -> f32 {
    match hole {
        Hole::Pit { .. } => PIT_RADIUS,
        Hole::Store(_) => STORE_RADIUS,
    }
}

/// A hole's bowl, ring by ring from the rim in; returns the rim's points.
fn carve_hole(carving: &mut Carving, layout: &Layout, hole: Hole, fine: &Fineness) -> Vec<u32> {
    let centre = layout.hole_center(hole).xz();
    // Every height from the layout's bowl, so the gems rest on the surface drawn.
    let mut point = |at: Vec2| carving.point(at, layout.height_or_table(at.x, at.y));
    let mut rings: Vec<Vec<u32>> = std::iter::once(1.0)
        .chain(fine.rings.iter().copied())
        .map(|d| {
            hole_ring(layout, hole, fine, d)
                .into_iter()
                .map(&mut point)
                .collect()
        })
        .collect();
    // The centre: a point for a pit; for a store the line between its ends' centres (the ring
    // at 0, each point of it met twice).
    let middle: Vec<u32> = match hole {
        Hole::Pit { .. } => {
            let bottom = point(centre);
            vec![bottom; fine.around]
        }
        Hole::Store(_) => {
            // The line's points from its end at -z to its end at +z, met in the rings' order:
            // up the side at +x, round the end at +z, down the other side, round the end at -z.
            let sides = store_sides(fine);
            let line: Vec<u32> = (0..=sides)
                .map(|k| {
                    let z = STORE_HALF_LENGTH * (2.0 * k as f32 / sides as f32 - 1.0);
                    point(centre + Vec2::new(0.0, z))
                })
                .collect();
            let ends = fine.around / 2;
            let mut middle = line[..sides].to_vec();
            middle.extend(std::iter::repeat_n(line[sides], ends));
            middle.extend((0..sides).map(|k| line[sides - k]));
            middle.extend(std::iter::repeat_n(line[0], ends));
            middle
        }
    };
    rings.push(middle);
    for pair in rings.windows(2) {
        // Both rings counter-clockwise in (x, z), the inner one first: the band faces up.
        carving.band(&pair[1], &pair[0]);
    }
    rings.swap_remove(0)
}

/// A ring of a hole at a fraction `d` (above 0) of its radius, as points seen from above,
/// counter-clockwise in (x, z): a circle for a pit; for a store, its straight sides and round
/// ends.
fn hole_ring(layout: &Layout, hole: Hole, fine: &Fineness, d: f32) -> Vec<Vec2> {
    let centre = layout.hole_center(hole).xz();
    match hole {
        Hole::Pit { .. } => (0..fine.around)
            .map(|k| {
                let angle = TAU * k as f32 / fine.around as f32;
                centre + PIT_RADIUS * d * Vec2::from_angle(angle)
            })
            .collect(),
        Hole::Store(_) => {
            let ends = fine.around / 2;
            let sides = store_sides(fine);
            let r = STORE_RADIUS * d;
            let mut points = Vec::with_capacity(2 * (ends + sides));
            // Up the side at +x and round the end at +z, then down the other side and round.
            for (sign, turned) in [(1.0, 0.0), (-1.0, PI)] {
                for k in 0..sides {
                    let z = sign * STORE_HALF_LENGTH * (2.0 * k as f32 / sides as f32 - 1.0);
                    points.push(centre + Vec2::new(sign * r, z));
                }
                let end_centre = centre + Vec2::new(0.0, sign * STORE_HALF_LENGTH);
                for k in 0..ends {
                    let angle = turned + PI * k as f32 / ends as f32;
                    points.push(end_centre + r * Vec2::from_angle(angle));
                }
            }
            points
        }
    }
}

/// Steps along each straight side of a store's rings.
fn store_sides(fine: &Fineness) -> usize {
    (2.0 * STORE_HALF_LENGTH / rim_step(STORE_RADIUS, fine)).ceil() as usize
}

/// The board's rounded border: rings along the outline, from the top's edge (returned) down
/// the quarter round to the outline, then straight down to the table.
fn carve_border(carving: &mut Carving, layout: &Layout, fine: &Fineness) -> Vec<u32> {
    let half = layout.half_size() - Vec2::splat(CORNER_RADIUS);
    let side = |length: f32| ((2.0 * length / fine.spacing).ceil() as usize).max(1);
    let (along_x, along_z) = (side(half.x), side(half.y));
    let corner_steps = ((FRAC_PI_2 * CORNER_RADIUS / fine.spacing).ceil() as usize).max(2);
    // The outline inset by `by`, counter-clockwise from the right side's bottom.
    let ring = |by: f32| -> Vec<Vec2> {
        let r = CORNER_RADIUS - by;
        let corners = [
            Vec2::new(half.x, half.y),
            Vec2::new(-half.x, half.y),
            Vec2::new(-half.x, -half.y),
            Vec2::new(half.x, -half.y),
        ];
        let mut points = Vec::new();
        for (k, &corner) in corners.iter().enumerate() {
            let start = k as f32 * FRAC_PI_2;
            // The straight side leading to this corner.
            let previous = corners[(k + 3) % 4] + r * Vec2::from_angle(start);
            let next = corner + r * Vec2::from_angle(start);
            let steps = if k % 2 == 0 { along_z } else { along_x };
            for s in 0..steps {
                points.push(previous.lerp(next, s as f32 / steps as f32));
            }
            for s in 0..corner_steps {
                let angle = start + FRAC_PI_2 * s as f32 / corner_steps as f32;
                points.push(corner + r * Vec2::from_angle(angle));
            }
        }
        points
    };
    let mut rings: Vec<Vec<u32>> = (0..fine.border_rings)
        .map(|k| {
            // Equal steps of angle around the quarter round, from the top (flat) to the side.
            let angle = FRAC_PI_2 * k as f32 / (fine.border_rings - 1) as f32;
            let by = BEVEL * (1.0 - angle.sin());
            let height = BOARD_TOP - BEVEL * (1.0 - angle.cos());
            ring(by)
                .into_iter()
                .map(|at| carving.point(at, height))
                .collect()
        })
        .collect();
    let foot: Vec<u32> = ring(0.0)
        .into_iter()
        .map(|at| carving.point(at, 0.0))
        .collect();
    rings.push(foot);
    for pair in rings.windows(2) {
        // Both rings counter-clockwise in (x, z), the inner (or upper) one first: the band
        // faces up and out.
        carving.band(&pair[0], &pair[1]);
    }
    rings.swap_remove(0)
}

fn into_mesh(carving: Carving) -> Mesh {
    let positions: Vec<[f32; 3]> = carving
        .points
        .iter()
        .zip(&carving.heights)
        .map(|(at, &y)| [at.x, y, at.y])
        .collect();
    // Centred, so the texture never wraps on the board.
    let uvs: Vec<[f32; 2]> = carving
        .points
        .iter()
        .map(|at| [0.5 + at.x / WOOD_SCALE.x, 0.5 + at.y / WOOD_SCALE.y])
        .collect();
    let colours: Vec<[f32; 4]> = carving
        .heights
        .iter()
        .map(|&y| {
            // Darker the deeper; the border's foot, down at the table, as dark as it gets.
            let depth = ((BOARD_TOP - y) / PIT_DEPTH.max(STORE_DEPTH)).clamp(0.0, 1.0);
            let shade = 1.0 - HOLE_SHADE * depth;
            [shade, shade, shade, 1.0]
        })
        .collect();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::RENDER_WORLD,
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours)
    .with_inserted_indices(Indices::U32(
        carving.triangles.into_iter().flatten().collect(),
    ))
    .with_computed_smooth_normals()
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::mesh::VertexAttributeValues;

    fn positions(mesh: &Mesh) -> Vec<Vec3> {
        match mesh.attribute(Mesh::ATTRIBUTE_POSITION) {
            Some(VertexAttributeValues::Float32x3(p)) => p.iter().map(|&p| p.into()).collect(),
            _ => panic!("no positions"),
        }
    }

    fn triangles(mesh: &Mesh) -> Vec<[usize; 3]> {
        let indices: Vec<usize> = mesh.indices().unwrap().iter().collect();
        indices.chunks(3).map(|t| [t[0], t[1], t[2]]).collect()
    }

    const DETAILS: [Detail; 2] = [Detail::Low, Detail::High];

    #[test]
    fn low_bakes_the_lamp_into_the_bowls() {
        let layout = Layout::new(6);
        let mesh = board_mesh(&layout, Detail::Low);
        let at = positions(&mesh);
        let Some(bevy::mesh::VertexAttributeValues::Float32x4(colours)) =
            mesh.attribute(Mesh::ATTRIBUTE_COLOR)
        else {
            panic!("the board has its shades");
        };
        // In a pit, the wall facing the lamp is lit brighter than the wall turned away from it,
        // and the flat top keeps its shade.
        let pit = layout.hole_center(Hole::Pit {
            side: crate::engine::Side::South,
            index: 2,
        });
        let towards = (LAMP - pit).with_y(0.0).normalize();
        let wall = |sign: f32| {
            let target = pit + towards * sign * PIT_RADIUS * 0.7;
            let nearest = (0..at.len())
                .filter(|&i| at[i].y < BOARD_TOP - 0.02)
                .min_by(|&i, &j| {
                    let d = |k: usize| (at[k] - target).with_y(0.0).length();
                    d(i).total_cmp(&d(j))
                })
                .unwrap();
            colours[nearest][0]
        };
        // The wall on the lamp's side faces away from it; the far wall faces it.
        assert!(
            wall(-1.0) > wall(1.0) * 1.4,
            "{} vs {}",
            wall(-1.0),
            wall(1.0)
        );
        let top = (0..at.len())
            .find(|&i| at[i].y == BOARD_TOP && at[i].x.abs() < 0.3 && at[i].z.abs() < 0.1)
            .map(|i| colours[i][0]);
        if let Some(top) = top {
            assert!((top - 1.0).abs() < 1e-4, "the flat top's shade: {top}");
        }
        // High draws the lamp itself: its shades are the depth's alone.
        let high = board_mesh(&layout, Detail::High);
        let Some(bevy::mesh::VertexAttributeValues::Float32x4(high)) =
            high.attribute(Mesh::ATTRIBUTE_COLOR)
        else {
            panic!("the board has its shades");
        };
        assert!(high.iter().all(|c| c[0] <= 1.0));
    }

    #[test]
    fn the_surface_is_closed_up_to_the_table_and_faces_up_and_out() {
        for detail in DETAILS {
            for pits in 1..=9u8 {
                let mesh = board_mesh(&Layout::new(pits), detail);
                let at = positions(&mesh);
                let mut edges: std::collections::HashMap<(usize, usize), i32> = Default::default();
                for [a, b, c] in triangles(&mesh) {
                    let normal = (at[b] - at[a]).cross(at[c] - at[a]);
                    let out = Vec3::new(at[a].x, 0.0, at[a].z);
                    let case = format!("{pits} pits, {detail:?}, at {}", at[a]);
                    assert!(normal.length() > 0.0, "a flat triangle: {case}");
                    let normal = normal.normalize();
                    assert!(normal.y > -1e-4, "faces down: {case}");
                    if normal.y < 1e-3 {
                        assert!(normal.dot(out) > 0.0, "faces in: {case}");
                    }
                    // Each edge once each way: a closed surface with no cracks.
                    for (p, q) in [(a, b), (b, c), (c, a)] {
                        *edges.entry((p, q)).or_default() += 1;
                    }
                }
                for (&(p, q), &count) in &edges {
                    assert_eq!(
                        count, 1,
                        "an edge twice the same way: {pits} pits, {detail:?} {} {}",
                        at[p], at[q]
                    );
                    if !edges.contains_key(&(q, p)) {
                        assert!(
                            at[p].y == 0.0 && at[q].y == 0.0,
                            "an open edge above the table at {}: {pits} pits, {detail:?}",
                            at[p]
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn it_lies_on_the_layouts_surface_and_covers_the_board() {
        for detail in DETAILS {
            for pits in [1, 6, 9] {
                let layout = Layout::new(pits);
                let mesh = board_mesh(&layout, detail);
                let at = positions(&mesh);
                for p in &at {
                    if p.y > 0.0 && layout.outline_distance(p.x, p.z) < -1e-3 {
                        let surface = layout.height_or_table(p.x, p.z);
                        assert!((p.y - surface).abs() < 1e-4, "{p} off {surface}");
                    }
                }
                // Seen from above, the triangles cover the board's outline once.
                let covered: f32 = triangles(&mesh)
                    .iter()
                    .map(|&[a, b, c]| (at[b] - at[a]).cross(at[c] - at[a]).y / 2.0)
                    .sum();
                let half = layout.half_size();
                let outline = 4.0 * half.x * half.y - (4.0 - PI) * CORNER_RADIUS * CORNER_RADIUS;
                assert!(
                    (covered / outline - 1.0).abs() < 0.003,
                    "{pits} pits, {detail:?}: covers {covered} of {outline}"
                );
            }
        }
    }

    #[test]
    fn low_detail_has_a_fifth_of_the_triangles_of_the_grid_it_replaced() {
        // The grid, 0.06 apart, had 12 724 triangles on six pits a side.
        let low = triangles(&board_mesh(&Layout::new(6), Detail::Low)).len();
        assert!(low < 12_724 / 5, "{low} triangles");
    }
}
