//! What each surface of the scene is drawn with. The scene gives every surface a [`Look`]: a
//! Bevy `StandardMaterial`, which High quality draws as it is. Low quality draws a [`Lowered`]
//! copy of it instead: the same colour, grain, transparency and glow under the sun and the
//! ambient light (not the lamp), in a shader a few dozen lines long (`lowered.wgsl`) instead of
//! Bevy's physically based one, which a software renderer pays for in full on every pixel,
//! whichever of its branches a material takes. The copies follow their looks when the scene
//! changes them (a palette, high contrast).

use super::quality::{Detail, Rendering};
use crate::AppSystems;
use bevy::asset::embedded_asset;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::shader::ShaderRef;
use bevy::window::RequestRedraw;
use std::f32::consts::PI;

/// A surface's material as High quality draws it.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Look(pub Handle<StandardMaterial>);

/// The looks are set for this frame: what wears them comes after.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Looked;

/// A look as Low quality draws it.
#[derive(Asset, TypePath, AsBindGroup, Clone, Debug)]
pub struct Lowered {
    #[uniform(0)]
    shading: Shading,
    #[texture(1)]
    #[sampler(2)]
    grain: Option<Handle<Image>>,
    alpha_mode: AlphaMode,
}

/// The numbers `lowered.wgsl` shades with (its `Look`).
#[derive(ShaderType, Clone, Copy, Debug, PartialEq)]
struct Shading {
    /// Linear RGBA.
    colour: Vec4,
    /// Linear RGB, before the camera's exposure.
    glow: Vec4,
    /// The highlight's strength (at normal incidence, normalised for its exponent), its
    /// Blinn-Phong exponent, and 1 for lit or 0 for unlit.
    shine: Vec4,
}

impl Material for Lowered {
    fn fragment_shader() -> ShaderRef {
        "embedded://kalah/game/view/lowered.wgsl".into()
    }

    fn alpha_mode(&self) -> AlphaMode {
        self.alpha_mode
    }

    fn enable_prepass() -> bool {
        false
    }

    fn enable_shadows() -> bool {
        false
    }
}

impl Lowered {
    /// The cheap copy of a look: its highlight from its roughness (the Blinn-Phong exponent
    /// matching the GGX lobe's width) and its reflectance and clear coat (their strengths at
    /// normal incidence, added, and normalised so a narrower highlight is brighter).
    pub fn of(look: &StandardMaterial) -> Lowered {
        let roughness = look.perceptual_roughness.clamp(0.089, 1.0);
        let width = roughness * roughness;
        let exponent = (2.0 / (width * width) - 2.0).clamp(1.0, 1024.0);
        let reflected = 0.16 * look.reflectance * look.reflectance + 0.04 * look.clearcoat;
        let strength = reflected * (exponent + 8.0) / (8.0 * PI);
        let lit = if look.unlit { 0.0 } else { 1.0 };
        Lowered {
            shading: Shading {
                colour: Vec4::from_array(look.base_color.to_linear().to_f32_array()),
                glow: Vec4::from_array(look.emissive.to_f32_array()),
                shine: Vec4::new(strength, exponent, lit, 0.0),
            },
            grain: look.base_color_texture.clone(),
            alpha_mode: look.alpha_mode,
        }
    }
}

/// The Low copy of each look in use, by the look's asset.
#[derive(Resource, Default)]
struct Copies(HashMap<AssetId<StandardMaterial>, Handle<Lowered>>);

pub(super) fn plugin(app: &mut App) {
    embedded_asset!(app, "lowered.wgsl");
    app.add_plugins(MaterialPlugin::<Lowered>::default())
        .init_resource::<Copies>()
        .add_systems(
            Update,
            (follow_looks, wear)
                .chain()
                .after(Looked)
                .in_set(AppSystems::Present),
        );
}

/// Keeps each copy like its look when the look changes, and lets it go with its look.
fn follow_looks(
    mut changes: MessageReader<AssetEvent<StandardMaterial>>,
    looks: Res<Assets<StandardMaterial>>,
    mut lowered: ResMut<Assets<Lowered>>,
    mut copies: ResMut<Copies>,
) {
    for change in changes.read() {
        match *change {
            AssetEvent::Modified { id } => {
                if let (Some(copy), Some(look)) = (copies.0.get(&id), looks.get(id))
                    && let Some(mut drawn) = lowered.get_mut(copy)
                {
                    *drawn = Lowered::of(look);
                }
            }
            AssetEvent::Removed { id } | AssetEvent::Unused { id } => {
                copies.0.remove(&id);
            }
            AssetEvent::Added { .. } | AssetEvent::LoadedWithDependencies { .. } => {}
        }
    }
}

/// What a surface is drawn with now.
type Worn = (
    Option<&'static MeshMaterial3d<StandardMaterial>>,
    Option<&'static MeshMaterial3d<Lowered>>,
);

/// Draws each surface with its look in High quality, with the look's copy in Low: for new and
/// changed looks, and for all of them when the quality changes. A frame is asked for when what
/// a surface is drawn with changes.
fn wear(
    rendering: Res<Rendering>,
    surfaces: Query<(Entity, Ref<Look>, Worn)>,
    looks: Res<Assets<StandardMaterial>>,
    mut lowered: ResMut<Assets<Lowered>>,
    mut copies: ResMut<Copies>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut commands: Commands,
) {
    let mut dressed = false;
    for (surface, look, (standard, low)) in &surfaces {
        if !look.is_changed() && !rendering.is_changed() {
            continue;
        }
        match rendering.detail {
            Detail::High => {
                if low.is_none() && standard.is_some_and(|worn| worn.0 == look.0) {
                    continue;
                }
                commands
                    .entity(surface)
                    .remove::<MeshMaterial3d<Lowered>>()
                    .insert(MeshMaterial3d(look.0.clone()));
            }
            Detail::Low => {
                let Some(material) = looks.get(&look.0) else {
                    continue;
                };
                let copy = copies
                    .0
                    .entry(look.0.id())
                    .or_insert_with(|| lowered.add(Lowered::of(material)));
                if standard.is_none() && low.is_some_and(|worn| worn.0 == *copy) {
                    continue;
                }
                commands
                    .entity(surface)
                    .remove::<MeshMaterial3d<StandardMaterial>>()
                    .insert(MeshMaterial3d(copy.clone()));
            }
        }
        dressed = true;
    }
    if dressed {
        redraw.write(RequestRedraw);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_keeps_colour_grain_transparency_glow_and_whether_it_is_lit() {
        let grain = Handle::<Image>::default();
        let glass = StandardMaterial {
            base_color: Color::srgba(0.2, 0.4, 0.8, 0.82),
            base_color_texture: Some(grain.clone()),
            alpha_mode: AlphaMode::Blend,
            emissive: LinearRgba::rgb(0.1, 0.2, 0.3),
            perceptual_roughness: 0.04,
            reflectance: 1.0,
            clearcoat: 1.0,
            ..default()
        };
        let copy = Lowered::of(&glass);
        let linear = Color::srgba(0.2, 0.4, 0.8, 0.82).to_linear();
        assert_eq!(copy.shading.colour, Vec4::from_array(linear.to_f32_array()));
        assert_eq!(copy.shading.glow, Vec4::new(0.1, 0.2, 0.3, 1.0));
        assert_eq!(copy.grain, Some(grain));
        assert_eq!(copy.alpha_mode, AlphaMode::Blend);
        assert_eq!(copy.shading.shine.z, 1.0, "lit");
        let normalised = 0.2 * (1024.0 + 8.0) / (8.0 * PI);
        assert!(
            (copy.shading.shine.x - normalised).abs() < 1e-4,
            "glass and coat: 0.16 + 0.04, normalised for the exponent"
        );
        let unlit = Lowered::of(&StandardMaterial {
            unlit: true,
            ..default()
        });
        assert_eq!(unlit.shading.shine.z, 0.0);
    }

    /// An app with the scene's looks worn for the quality, and the frames it asks for.
    fn wearing(detail: Detail) -> App {
        let mut app = App::new();
        app.insert_resource(Rendering {
            detail,
            why: super::super::quality::Why::Chosen,
        })
        .insert_resource(Assets::<StandardMaterial>::default())
        .insert_resource(Assets::<Lowered>::default())
        .init_resource::<Copies>()
        .add_message::<AssetEvent<StandardMaterial>>()
        .add_message::<RequestRedraw>()
        .add_systems(Update, (follow_looks, wear).chain());
        app
    }

    /// A surface with a new look, worn for one update.
    fn dress(app: &mut App) -> (Handle<StandardMaterial>, Entity) {
        let look = app
            .world_mut()
            .resource_mut::<Assets<StandardMaterial>>()
            .add(StandardMaterial::default());
        let surface = app.world_mut().spawn(Look(look.clone())).id();
        app.update();
        (look, surface)
    }

    fn frames_asked(app: &mut App) -> usize {
        let mut asked = app.world_mut().resource_mut::<Messages<RequestRedraw>>();
        let count = asked.len();
        asked.clear();
        count
    }

    #[test]
    fn a_surface_wears_its_look_in_high_and_its_copy_in_low_and_asks_one_frame() {
        let mut app = wearing(Detail::Low);
        let (look, surface) = dress(&mut app);
        let worn = app.world().entity(surface);
        assert!(worn.contains::<MeshMaterial3d<Lowered>>());
        assert!(!worn.contains::<MeshMaterial3d<StandardMaterial>>());
        assert_eq!(frames_asked(&mut app), 1);
        for _ in 0..5 {
            app.update();
        }
        assert_eq!(frames_asked(&mut app), 0, "nothing changed, no frame");
        // The same look set again (as the marks do) changes nothing drawn: no frame.
        app.world_mut()
            .entity_mut(surface)
            .get_mut::<Look>()
            .unwrap()
            .0 = look.clone();
        app.update();
        assert_eq!(frames_asked(&mut app), 0, "the same look again");
        app.world_mut().resource_mut::<Rendering>().detail = Detail::High;
        app.update();
        let worn = app.world().entity(surface);
        assert_eq!(
            worn.get::<MeshMaterial3d<StandardMaterial>>().map(|m| &m.0),
            Some(&look)
        );
        assert!(!worn.contains::<MeshMaterial3d<Lowered>>());
        assert_eq!(frames_asked(&mut app), 1);
    }

    #[test]
    fn a_copy_follows_its_look() {
        let mut app = wearing(Detail::Low);
        let (look, surface) = dress(&mut app);
        let red = Color::srgb(1.0, 0.0, 0.0);
        app.world_mut()
            .resource_mut::<Assets<StandardMaterial>>()
            .get_mut(&look)
            .unwrap()
            .base_color = red;
        // What Bevy's asset plugin says of the change (not in this bare app).
        app.world_mut()
            .resource_mut::<Messages<AssetEvent<StandardMaterial>>>()
            .write(AssetEvent::Modified { id: look.id() });
        app.update();
        let copy = app
            .world()
            .entity(surface)
            .get::<MeshMaterial3d<Lowered>>()
            .unwrap()
            .0
            .clone();
        let lowered = app.world().resource::<Assets<Lowered>>();
        let colour = lowered.get(&copy).unwrap().shading.colour;
        assert_eq!(colour, Vec4::from_array(red.to_linear().to_f32_array()));
    }

    #[test]
    fn rougher_looks_get_wider_highlights() {
        let exponent = |roughness| {
            Lowered::of(&StandardMaterial {
                perceptual_roughness: roughness,
                ..default()
            })
            .shading
            .shine
            .y
        };
        let (glass, varnish, matt) = (exponent(0.04), exponent(0.55), exponent(1.0));
        assert_eq!(glass, 1024.0, "capped");
        assert!(
            glass > varnish && varnish > matt,
            "{glass} {varnish} {matt}"
        );
        assert_eq!(matt, 1.0);
    }
}
