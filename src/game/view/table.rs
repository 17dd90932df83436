//! What the board stands on: in High quality a table covered with green baize under the lamp
//! (a felt texture generated in code, tiled, and the lamp's pool of light baked into the
//! cloth's vertex colours, so the cloth fades into the dark room at its edges: the background is
//! never flat), and a soft contact shadow under the board (an image of the board's own outline,
//! blurred), so the board sits on the cloth rather than floating. Low quality shows neither,
//! only the cloth's lit colour behind the board: on a software renderer the frame bench found the
//! textured cloth too dear, and the shadow's blended band around the board cost a tenth of a
//! frame.

use super::lowered::Look;
use super::quality::{Chosen, Detail, Rendering};
use super::wood::{hash, painted, repeating};
use crate::AppSystems;
use crate::game::board::BoardRoot;
use crate::game::board::layout::Layout;
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// The room beyond the cloth (High), and in Low the cloth's colour as it shows lit.
const BACKGROUND: Color = Color::srgb(0.03, 0.028, 0.024);
const CLOTH_SHOWN: Color = Color::srgb(0.09, 0.16, 0.115);

/// The cloth's colour (sRGB), a deep green baize.
const BAIZE: [f32; 3] = [0.1, 0.22, 0.15];
/// Half the cloth's width, and the radius where the lamp's pool has faded to the room.
const CLOTH_HALF: f32 = 24.0;
const POOL_RADIUS: f32 = 11.0;
/// The felt texture's size in pixels and how many times it repeats across the cloth.
const FELT_SIZE: u32 = 256;
const FELT_REPEATS: f32 = 24.0;

/// How dark the shadow is right under the board's edge, and how far it reaches beyond it.
const SHADOW_DEPTH: f32 = 0.7;
const SHADOW_REACH: f32 = 0.45;
/// The shadow image's pixels per world unit.
const SHADOW_TEXELS: f32 = 40.0;

/// The cloth under the board, and each board's shadow on it: shown in High quality.
#[derive(Component)]
struct Cloth;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(BACKGROUND))
        .add_systems(Startup, lay_cloth)
        .add_observer(cast_shadow)
        .add_systems(Update, show_cloth.after(Chosen).in_set(AppSystems::Present));
}

fn lay_cloth(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let felt = images.add(felt_image());
    commands.spawn((
        Mesh3d(meshes.add(cloth_mesh())),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color_texture: Some(felt),
            perceptual_roughness: 0.95,
            reflectance: 0.1,
            uv_transform: bevy::math::Affine2::from_scale(Vec2::splat(FELT_REPEATS)),
            ..default()
        })),
        Transform::from_xyz(0.0, -0.002, 0.0),
        Cloth,
    ));
}

/// Shows the cloth and the shadows in High quality, and in Low the cloth's lit colour behind
/// the board (also for a board laid since: its shadow comes hidden in Low).
fn show_cloth(
    rendering: Res<Rendering>,
    mut cloths: Query<&mut Visibility, With<Cloth>>,
    laid: Query<(), Added<Cloth>>,
    mut background: ResMut<ClearColor>,
) {
    if !rendering.is_changed() && laid.is_empty() {
        return;
    }
    for mut cloth in &mut cloths {
        *cloth = match rendering.detail {
            Detail::High => Visibility::Inherited,
            Detail::Low => Visibility::Hidden,
        };
    }
    background.0 = match rendering.detail {
        Detail::High => BACKGROUND,
        Detail::Low => CLOTH_SHOWN,
    };
}

/// The cloth: a square grid whose vertex colours carry the lamp's pool (full light at the
/// centre, fading smoothly to none at [`POOL_RADIUS`]).
fn cloth_mesh() -> Mesh {
    const CELLS: u32 = 32;
    let mut positions = Vec::new();
    let mut colours = Vec::new();
    let mut uvs = Vec::new();
    for j in 0..=CELLS {
        for i in 0..=CELLS {
            let (u, v) = (i as f32 / CELLS as f32, j as f32 / CELLS as f32);
            let (x, z) = ((u * 2.0 - 1.0) * CLOTH_HALF, (v * 2.0 - 1.0) * CLOTH_HALF);
            positions.push([x, 0.0, z]);
            uvs.push([u, v]);
            let light = pool(Vec2::new(x, z).length());
            colours.push([light, light, light, 1.0]);
        }
    }
    let mut indices = Vec::new();
    let row = CELLS + 1;
    for j in 0..CELLS {
        for i in 0..CELLS {
            let a = j * row + i;
            indices.extend([a, a + row, a + 1, a + 1, a + row, a + row + 1]);
        }
    }
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::RENDER_WORLD,
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(
        Mesh::ATTRIBUTE_NORMAL,
        vec![[0.0, 1.0, 0.0]; (row * row) as usize],
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours)
    .with_inserted_indices(Indices::U32(indices))
}

/// The lamp's light on the cloth at `distance` from the board's centre: 1 there, falling
/// smoothly to 0 at [`POOL_RADIUS`].
fn pool(distance: f32) -> f32 {
    let t = (distance / POOL_RADIUS).clamp(0.0, 1.0);
    1.0 - t * t * (3.0 - 2.0 * t)
}

/// Value noise that repeats every `period` lattice cells, in 0..1.
fn tiled_noise(x: f32, y: f32, period: i32, seed: u32) -> f32 {
    let (xi, yi) = (x.floor() as i32, y.floor() as i32);
    let (fx, fy) = (x - x.floor(), y - y.floor());
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let at = |dx: i32, dy: i32| {
        hash(
            (xi + dx).rem_euclid(period),
            (yi + dy).rem_euclid(period),
            seed,
        )
    };
    let top = at(0, 0) + (at(1, 0) - at(0, 0)) * sx;
    let bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * sx;
    top + (bottom - top) * sy
}

/// The felt's colour at texel (`x`, `y`): the baize, mottled a little at two scales, with
/// fine fibres; it tiles seamlessly.
fn felt_colour(x: u32, y: u32) -> [f32; 3] {
    let (u, v) = (x as f32 / FELT_SIZE as f32, y as f32 / FELT_SIZE as f32);
    let mottle =
        0.6 * tiled_noise(u * 8.0, v * 8.0, 8, 7) + 0.4 * tiled_noise(u * 32.0, v * 32.0, 32, 11);
    let fibre = hash(x as i32, y as i32, 3);
    let shade = 0.82 + 0.22 * mottle + 0.08 * (fibre - 0.5);
    BAIZE.map(|c| (c * shade).clamp(0.0, 1.0))
}

/// The felt texture, repeating.
fn felt_image() -> Image {
    repeating(painted(UVec2::splat(FELT_SIZE), |x, y| {
        let [r, g, b] = felt_colour(x, y).map(|c| (c * 255.0).round() as u8);
        [r, g, b, 255]
    }))
}

/// How dark the contact shadow is at `distance` from the board's outline (negative inside):
/// full under the board, fading smoothly to nothing at [`SHADOW_REACH`] beyond it.
fn shadow_at(distance: f32) -> f32 {
    let t = (distance / SHADOW_REACH).clamp(0.0, 1.0);
    SHADOW_DEPTH * (1.0 - t) * (1.0 - t)
}

/// The shadow under a board of `layout`: black, its alpha the shadow's darkness, over the
/// board's extent and [`SHADOW_REACH`] around it.
fn shadow_image(layout: &Layout) -> Image {
    let extent = layout.half_size() + Vec2::splat(SHADOW_REACH);
    let size = (extent * 2.0 * SHADOW_TEXELS).ceil().as_uvec2();
    painted(size, |column, row| {
        let x = (column as f32 + 0.5) / size.x as f32 * 2.0 * extent.x - extent.x;
        let z = (row as f32 + 0.5) / size.y as f32 * 2.0 * extent.y - extent.y;
        let alpha = shadow_at(layout.outline_distance(x, z));
        [255, 255, 255, (alpha * 255.0).round() as u8]
    })
}

/// Lays a board's contact shadow under it, as the board's child (so it follows the board).
fn cast_shadow(
    add: On<Add, BoardRoot>,
    roots: Query<&BoardRoot>,
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let Ok(root) = roots.get(add.entity) else {
        return;
    };
    let layout = Layout::new(root.pits);
    let extent = layout.half_size() + Vec2::splat(SHADOW_REACH);
    let shadow = materials.add(StandardMaterial {
        base_color: Color::BLACK,
        base_color_texture: Some(images.add(shadow_image(&layout))),
        alpha_mode: AlphaMode::Blend,
        unlit: true,
        ..default()
    });
    commands.entity(add.entity).with_child((
        Mesh3d(
            meshes.add(
                Plane3d::default()
                    .mesh()
                    .size(extent.x * 2.0, extent.y * 2.0),
            ),
        ),
        Look(shadow),
        Transform::from_xyz(0.0, 0.001, 0.0),
        Cloth,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lamp's pool is full at the centre, falls all the way, and never rises again.
    #[test]
    fn the_pool_fades_from_the_board_to_the_room() {
        assert_eq!(pool(0.0), 1.0);
        assert_eq!(pool(POOL_RADIUS), 0.0);
        let mut last = 1.0;
        for step in 1..=40 {
            let light = pool(step as f32 * POOL_RADIUS / 40.0);
            assert!(light <= last, "{step}");
            last = light;
        }
        assert!(
            pool(3.0) > 0.75,
            "the board's surroundings stay lit: {}",
            pool(3.0)
        );
    }

    /// The felt repeats without a seam: its first column is as close to its last as any two
    /// neighbours are, and likewise its rows; it stays green.
    #[test]
    fn the_felt_tiles_without_a_seam_and_is_green() {
        let step = |a: [f32; 3], b: [f32; 3]| (a[1] - b[1]).abs();
        for i in (0..FELT_SIZE).step_by(17) {
            assert!(step(felt_colour(0, i), felt_colour(FELT_SIZE - 1, i)) < 0.03);
            assert!(step(felt_colour(i, 0), felt_colour(i, FELT_SIZE - 1)) < 0.03);
            let [r, g, b] = felt_colour(i, i);
            assert!(g > r && g > b, "{i}");
        }
    }

    /// The shadow is darkest under the board and its edge, and gone beyond its reach.
    #[test]
    fn the_shadow_hugs_the_board() {
        assert_eq!(shadow_at(-1.0), SHADOW_DEPTH);
        assert_eq!(shadow_at(0.0), SHADOW_DEPTH);
        assert!(shadow_at(SHADOW_REACH / 2.0) < SHADOW_DEPTH / 2.0);
        assert_eq!(shadow_at(SHADOW_REACH), 0.0);
        let image = shadow_image(&Layout::new(6));
        let data = image.data.expect("an image of pixels");
        let width = image.texture_descriptor.size.width as usize;
        let height = image.texture_descriptor.size.height as usize;
        let alpha = |x: usize, y: usize| data[(y * width + x) * 4 + 3];
        assert_eq!(alpha(0, 0), 0, "a corner beyond the reach");
        assert_eq!(
            alpha(width / 2, height / 2),
            (SHADOW_DEPTH * 255.0).round() as u8
        );
    }
}
