//! The 3D scene: the sun and the lamp, the carved wooden board (a mesh built from the layout's
//! surface), a disc (dimming a pit that cannot be sown) and a highlight ring for every hole,
//! and a glass look for every gem, in the settings' gem palette and, when asked, high contrast
//! (bright flat rings on a darkened board). Each surface gets its [`Look`] here (drawn as it is
//! or lowered for the graphics quality, `lowered.rs`) as the board module spawns it, and the
//! holes' marks turn into light.

use super::carving::board_mesh;
use super::lowered::{Look, Looked};
use super::quality::{Detail, Rendering};
use super::wood::wood_image;
use crate::AppSystems;
use crate::game::board::layout::{
    GEM_FLATTEN, GEM_RADIUS, Layout, PIT_RADIUS, STORE_HALF_LENGTH, STORE_RADIUS,
};
use crate::game::board::palette::{GemPalette, Srgb, high_contrast};
use crate::game::board::{BoardRoot, Gem, Pit, Store};
use crate::game::marks::Marks;
use crate::game::settings::Settings;
use bevy::ecs::system::SystemParam;
use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;
use std::f32::consts::FRAC_PI_2;

/// How much light a glass gem stops (1 = opaque): in Low, where it is blended plainly, and in
/// High, where its highlights stay whole over what shows through it.
const GEM_OPACITY: f32 = 0.82;
const GLASS_OPACITY: f32 = 0.55;

/// Meshes and materials shared by the scene.
#[derive(Resource)]
pub(super) struct Looks {
    wood: Handle<StandardMaterial>,
    /// The wood's texture and the gems' mesh, made for the graphics quality.
    wood_grain: Handle<Image>,
    gem: Handle<Mesh>,
    pit_disc: Handle<Mesh>,
    store_disc: Handle<Mesh>,
    pit_ring: Handle<Mesh>,
    store_ring: Handle<Mesh>,
    /// Dims a pit that cannot be sown.
    shade: Handle<StandardMaterial>,
    playable: Handle<StandardMaterial>,
    focused: Handle<StandardMaterial>,
    landing: Handle<StandardMaterial>,
    landing_cw: Handle<StandardMaterial>,
    hint: Handle<StandardMaterial>,
    /// The refused hole's ring: `view::refusal` pulses its colour with reduced motion.
    pub(super) refused: Handle<StandardMaterial>,
    /// A tuzdyk's ring, steady: the pit is claimed for good.
    tuzdyk: Handle<StandardMaterial>,
}

/// The glowing ring around a hole.
#[derive(Component)]
pub(super) struct Ring;

/// The dark disc over a pit that cannot be sown.
#[derive(Component)]
struct Shade;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(GlobalAmbientLight {
        color: Color::srgb(1.0, 0.88, 0.74),
        brightness: 140.0,
        ..default()
    })
    .add_systems(Startup, setup)
    .add_observer(dress_board)
    .add_observer(dress_pit)
    .add_observer(dress_store)
    .add_observer(dress_gem)
    .add_systems(
        Update,
        (restyle.after(super::quality::Chosen), show_marks)
            .in_set(Looked)
            .in_set(AppSystems::Present),
    );
}

/// The scene's materials, meshes and images, which a new look makes again.
#[derive(SystemParam)]
struct SceneAssets<'w> {
    materials: ResMut<'w, Assets<StandardMaterial>>,
    meshes: ResMut<'w, Assets<Mesh>>,
    images: ResMut<'w, Assets<Image>>,
}

/// Recolours the gems, the rings and the wood when the settings' palette or high contrast
/// change, and makes the gems' mesh, the wood's texture and the board's mesh for the graphics
/// quality (once at the start, for settings read from the file, and whenever they change).
fn restyle(
    settings: Res<Settings>,
    rendering: Res<Rendering>,
    looks: Res<Looks>,
    gems: Query<(&Gem, &Look)>,
    assets: SceneAssets,
    boards: Query<(&BoardRoot, &Mesh3d)>,
    mut shown: Local<Option<(GemPalette, bool, Detail)>>,
) {
    let SceneAssets {
        mut materials,
        mut meshes,
        mut images,
    } = assets;
    let wanted = (
        settings.gem_palette,
        settings.high_contrast,
        rendering.detail,
    );
    if *shown == Some(wanted) {
        return;
    }
    let (palette, high, detail) = wanted;
    if shown.is_none_or(|(_, _, was)| was != detail) {
        // Both handles are the scene's own, made in `setup`: inserting cannot fail.
        let _ = meshes.insert(&looks.gem, gem_mesh(detail));
        let _ = images.insert(&looks.wood_grain, wood_image(detail));
        for (root, mesh) in &boards {
            let _ = meshes.insert(&mesh.0, board_mesh(&Layout::new(root.pits), detail));
        }
    }
    *shown = Some(wanted);
    for (gem, material) in &gems {
        if let Some(mut material) = materials.get_mut(&material.0) {
            *material = glass(gem.colour(palette, high), high, detail);
        }
    }
    for (handle, colours) in looks.rings().into_iter().zip(RING_COLOURS) {
        if let Some(mut material) = materials.get_mut(handle) {
            *material = ring_material(colours, high);
        }
    }
    if let Some(mut wood) = materials.get_mut(&looks.wood) {
        *wood = wood_material(Some(looks.wood_grain.clone()), high, detail);
    }
}

/// A gem: a flattened icosphere, finer in High quality.
fn gem_mesh(detail: Detail) -> Mesh {
    let subdivisions = match detail {
        Detail::High => 3,
        Detail::Low => 1,
    };
    Sphere::new(GEM_RADIUS)
        .mesh()
        .ico(subdivisions)
        .expect("a small icosphere")
        .scaled_by(Vec3::new(1.0, GEM_FLATTEN, 1.0))
}

/// Each ring's usual colour and glow, and its high-contrast colour: playable, focused, landing,
/// landing clockwise, hint, refused, tuzdyk (the order of [`Looks::rings`]).
pub(super) const RING_COLOURS: [(Srgb, f32, Srgb); 7] = [
    ([0.85, 0.6, 0.25], 0.6, high_contrast::PLAYABLE),
    ([1.0, 0.82, 0.3], 6.0, high_contrast::FOCUSED),
    ([0.35, 0.8, 1.0], 5.0, high_contrast::LANDING),
    ([0.85, 0.45, 1.0], 5.0, high_contrast::LANDING_CW),
    ([0.3, 1.0, 0.45], 5.0, high_contrast::HINT),
    ([1.0, 0.22, 0.16], 6.0, high_contrast::REFUSED),
    ([0.8, 0.85, 1.0], 2.5, high_contrast::TUZDYK),
];

/// The refused ring's place in [`RING_COLOURS`].
pub(super) const REFUSED_RING: usize = 5;

/// The board's wood: varnished (with a clear coat in High quality), or in high contrast
/// darkened and matt (no shine beside a ring).
fn wood_material(texture: Option<Handle<Image>>, high: bool, detail: Detail) -> StandardMaterial {
    let coat = match detail {
        Detail::High => 0.35,
        Detail::Low => 0.0,
    };
    let varnished = StandardMaterial {
        base_color_texture: texture,
        perceptual_roughness: 0.55,
        reflectance: 0.35,
        clearcoat: coat,
        clearcoat_perceptual_roughness: 0.35,
        ..default()
    };
    if !high {
        return varnished;
    }
    StandardMaterial {
        base_color: srgb(high_contrast::WOOD_TINT),
        perceptual_roughness: 1.0,
        reflectance: 0.0,
        clearcoat: 0.0,
        ..varnished
    }
}

fn srgb([r, g, b]: Srgb) -> Color {
    Color::srgb(r, g, b)
}

/// A ring that glows in its colour, or in high contrast shows its flat high-contrast colour.
fn ring_material((colour, strength, contrast): (Srgb, f32, Srgb), high: bool) -> StandardMaterial {
    if high {
        return StandardMaterial {
            base_color: srgb(contrast),
            unlit: true,
            ..default()
        };
    }
    StandardMaterial {
        base_color: srgb(colour),
        emissive: LinearRgba::from(srgb(colour)) * strength,
        perceptual_roughness: 0.4,
        ..default()
    }
}

impl Looks {
    fn rings(&self) -> [&Handle<StandardMaterial>; 7] {
        [
            &self.playable,
            &self.focused,
            &self.landing,
            &self.landing_cw,
            &self.hint,
            &self.refused,
            &self.tuzdyk,
        ]
    }
}

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    images: ResMut<Assets<Image>>,
) {
    let flat = Quat::from_rotation_x(-FRAC_PI_2);
    // Discs lie just above the board's top, over the carving.
    let disc = |shape: Mesh| shape.rotated_by(flat).translated_by(Vec3::Y * 0.003);
    let ring_shape = |shape: Mesh| shape.rotated_by(flat);
    let ring = |materials: &mut Assets<StandardMaterial>, k: usize| {
        materials.add(ring_material(RING_COLOURS[k], false))
    };
    // The wood's texture and the gems' mesh are made by `restyle` for the quality.
    let wood_grain = images.reserve_handle();
    let looks = Looks {
        wood: materials.add(wood_material(Some(wood_grain.clone()), false, Detail::High)),
        wood_grain,
        gem: meshes.reserve_handle(),
        pit_disc: meshes.add(disc(Circle::new(PIT_RADIUS).mesh().resolution(40).build())),
        store_disc: meshes.add(disc(
            Capsule2d::new(STORE_RADIUS, 2.0 * STORE_HALF_LENGTH)
                .mesh()
                .build(),
        )),
        pit_ring: meshes.add(ring_shape(
            Extrusion::new(Circle::new(PIT_RADIUS + 0.03).to_ring(0.035), 0.012).into(),
        )),
        store_ring: meshes.add(ring_shape(
            Extrusion::new(
                Capsule2d::new(STORE_RADIUS + 0.03, 2.0 * STORE_HALF_LENGTH).to_ring(0.035),
                0.012,
            )
            .into(),
        )),
        shade: materials.add(StandardMaterial {
            base_color: Color::srgba(0.02, 0.01, 0.0, 0.45),
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        }),
        playable: ring(&mut materials, 0),
        focused: ring(&mut materials, 1),
        landing: ring(&mut materials, 2),
        landing_cw: ring(&mut materials, 3),
        hint: ring(&mut materials, 4),
        refused: ring(&mut materials, REFUSED_RING),
        tuzdyk: ring(&mut materials, 6),
    };
    commands.insert_resource(looks);

    // A warm low sun from the upper left, casting soft shadows of the gems into the bowls.
    commands.spawn((
        DirectionalLight {
            color: Color::srgb(1.0, 0.87, 0.7),
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            shadow_depth_bias: 0.01,
            shadow_normal_bias: 0.6,
            ..default()
        },
        Transform::from_xyz(-6.0, 7.0, 3.0).looking_at(Vec3::ZERO, Vec3::Y),
        CascadeShadowConfigBuilder {
            num_cascades: 1,
            maximum_distance: 30.0,
            ..default()
        }
        .build(),
    ));
    // A lamp above the table for highlights on the glass.
    commands.spawn((
        PointLight {
            color: Color::srgb(1.0, 0.8, 0.55),
            intensity: 500_000.0,
            range: 40.0,
            ..default()
        },
        Transform::from_xyz(2.5, 6.0, 3.0),
    ));
}

fn dress_board(
    add: On<Add, BoardRoot>,
    roots: Query<&BoardRoot>,
    looks: Res<Looks>,
    rendering: Res<Rendering>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut commands: Commands,
) {
    let Ok(root) = roots.get(add.entity) else {
        return;
    };
    let mesh = meshes.add(board_mesh(&Layout::new(root.pits), rendering.detail));
    commands
        .entity(add.entity)
        .insert((Mesh3d(mesh), Look(looks.wood.clone())));
}

/// A hole's dark disc over its opening and its ring, both hidden until the marks show them.
fn dress_hole(
    commands: &mut Commands,
    hole: Entity,
    disc: &Handle<Mesh>,
    ring: &Handle<Mesh>,
    looks: &Looks,
) {
    commands.entity(hole).with_children(|hole| {
        hole.spawn((
            Shade,
            Mesh3d(disc.clone()),
            Look(looks.shade.clone()),
            Visibility::Hidden,
        ));
        hole.spawn((
            Ring,
            Mesh3d(ring.clone()),
            Look(looks.playable.clone()),
            Transform::from_xyz(0.0, 0.004, 0.0),
            Visibility::Hidden,
        ));
    });
}

fn dress_pit(add: On<Add, Pit>, looks: Res<Looks>, mut commands: Commands) {
    dress_hole(
        &mut commands,
        add.entity,
        &looks.pit_disc,
        &looks.pit_ring,
        &looks,
    );
}

fn dress_store(add: On<Add, Store>, looks: Res<Looks>, mut commands: Commands) {
    dress_hole(
        &mut commands,
        add.entity,
        &looks.store_disc,
        &looks.store_ring,
        &looks,
    );
}

/// Glass: a deep colour a little see-through (opaque in high contrast), a glossy coat and a
/// little glow of light caught inside. Plain alpha blending, not Bevy's screen-space specular
/// transmission: that pass made the process grow by tens of megabytes a second (Bevy 0.19 on
/// mesa's lavapipe, reproduced with a single transmissive cube), and players leave a board open
/// for hours.
fn glass(colour: Color, high_contrast: bool, detail: Detail) -> StandardMaterial {
    let shine = StandardMaterial {
        perceptual_roughness: 0.04,
        reflectance: 1.0,
        clearcoat: 1.0,
        clearcoat_perceptual_roughness: 0.03,
        ..default()
    };
    let glow = LinearRgba::from(colour) * 0.15;
    match (high_contrast, detail) {
        // Opaque in high contrast, so the darkened pit does not show through a gem.
        (true, _) => StandardMaterial {
            base_color: colour,
            emissive: glow,
            ..shine
        },
        (false, Detail::Low) => StandardMaterial {
            base_color: colour.with_alpha(GEM_OPACITY),
            alpha_mode: AlphaMode::Blend,
            emissive: glow,
            ..shine
        },
        // Premultiplied: the glass's own colour weighs by its opacity, the wood beneath shows
        // through by the rest, and the reflections stay whole, as on glass.
        (false, Detail::High) => {
            let linear = LinearRgba::from(colour);
            StandardMaterial {
                base_color: Color::LinearRgba(LinearRgba {
                    alpha: GLASS_OPACITY,
                    ..linear * GLASS_OPACITY
                }),
                alpha_mode: AlphaMode::Premultiplied,
                emissive: glow * GLASS_OPACITY,
                ..shine
            }
        }
    }
}

fn dress_gem(
    add: On<Add, Gem>,
    gems: Query<&Gem>,
    looks: Res<Looks>,
    (settings, rendering): (Res<Settings>, Res<Rendering>),
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut commands: Commands,
) {
    let Ok(gem) = gems.get(add.entity) else {
        return;
    };
    let high = settings.high_contrast;
    let colour = gem.colour(settings.gem_palette, high);
    let material = materials.add(glass(colour, high, rendering.detail));
    commands
        .entity(add.entity)
        .insert((Mesh3d(looks.gem.clone()), Look(material)));
}

/// What `show_marks` changes on a ring.
type RingLook = (&'static mut Look, &'static mut Visibility);

/// Lights each hole's ring by its marks (the mover's store as its playable pits), and dims the
/// pits that cannot be sown.
fn show_marks(
    looks: Res<Looks>,
    holes: Query<(&Marks, &Children), Changed<Marks>>,
    mut rings: Query<RingLook, (With<Ring>, Without<Shade>)>,
    mut shades: Query<&mut Visibility, (With<Shade>, Without<Ring>)>,
) {
    for (marks, children) in &holes {
        let ring = if marks.refused {
            Some(&looks.refused)
        } else if marks.focused {
            Some(&looks.focused)
        } else if marks.landing {
            Some(&looks.landing)
        } else if marks.landing_cw {
            Some(&looks.landing_cw)
        } else if marks.hint {
            Some(&looks.hint)
        } else if marks.playable || marks.to_move {
            Some(&looks.playable)
        } else if marks.tuzdyk {
            Some(&looks.tuzdyk)
        } else {
            None
        };
        let shown = |on: bool| match on {
            true => Visibility::Inherited,
            false => Visibility::Hidden,
        };
        for &child in children {
            if let Ok((mut look, mut visibility)) = rings.get_mut(child) {
                if let Some(handle) = ring {
                    look.set_if_neq(Look(handle.clone()));
                }
                visibility.set_if_neq(shown(ring.is_some()));
            }
            if let Ok(mut visibility) = shades.get_mut(child) {
                visibility.set_if_neq(shown(marks.disabled));
            }
        }
    }
}
