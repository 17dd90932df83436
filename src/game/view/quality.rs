//! Graphics quality. High draws the board as it was made: the sun's shadows, edges smoothed by
//! 4× multisampling, round gems, the full wood grain and a clear varnish on the wood. Low draws
//! faster, for software renderers and weak graphics: no shadows, no multisampling, simpler gems,
//! a smaller wood texture and no varnish coat (still wood and glass). The settings choose Low,
//! High or Auto: Auto is Low on a software adapter (the renderer's adapter says it is a CPU)
//! and High otherwise, and turns Low for the rest of the run when frames stay slow while gems
//! move (the median of [`SAMPLE`] frames over [`SLOW_MS`]). What is drawn, and why, is the
//! [`Rendering`] resource (the settings panel shows it); here it is applied to the light and
//! the camera, and the scene swaps its gem mesh and wood (`scene.rs`).
//!
//! Bevy keeps a shadow texture for each kind of light whether any light casts a shadow or not,
//! and the renderer clears it before it is first bound: the sun's is kept small in Low, and the
//! lamp's (which never casts one) always, so that no memory holds shadows nobody draws.

use crate::AppSystems;
use crate::game::phase::TurnPhase;
use crate::game::settings::{Quality, Settings};
use crate::game::view::bench::percentiles;
use bevy::light::{DirectionalLightShadowMap, PointLightShadowMap};
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;

/// The sun's shadow map's side in High (Bevy's default), in texels.
const SUN_SHADOW_SIZE: usize = 2048;
/// The side of a shadow map nothing draws into: the sun's in Low, the lamp's always (texels).
const UNUSED_SHADOW_SIZE: usize = 16;

/// Frames timed while gems move before Auto judges them.
pub const SAMPLE: usize = 30;
/// Auto turns Low when the median of those frames took longer than this (milliseconds).
pub const SLOW_MS: f32 = 50.0;

/// How much is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Detail {
    Low,
    High,
}

/// Why that much.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The player chose it.
    Chosen,
    /// Auto: the renderer draws on the CPU.
    SoftwareAdapter,
    /// Auto: a graphics adapter.
    GraphicsAdapter,
    /// Auto: frames stayed slow while gems moved.
    SlowFrames,
}

/// What the renderer draws now, and why.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rendering {
    pub detail: Detail,
    pub why: Why,
}

impl Default for Rendering {
    fn default() -> Self {
        Rendering {
            detail: Detail::High,
            why: Why::GraphicsAdapter,
        }
    }
}

/// The quality is measured, chosen and applied: what draws for it comes after.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Chosen;

/// What Auto has measured: the frame times of moving gems, until judged.
#[derive(Resource, Default)]
struct Measured {
    frames: Vec<f32>,
    slow: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Rendering>()
        .init_resource::<Measured>()
        .insert_resource(PointLightShadowMap {
            size: UNUSED_SHADOW_SIZE,
        })
        .add_systems(
            Update,
            (measure, choose, apply)
                .chain()
                .in_set(Chosen)
                .in_set(AppSystems::Present),
        );
}

/// The detail and its reason for a choice, on this adapter, with frames measured slow or not.
pub fn rendering(quality: Quality, software: bool, slow: bool) -> Rendering {
    let (detail, why) = match quality {
        Quality::Low => (Detail::Low, Why::Chosen),
        Quality::High => (Detail::High, Why::Chosen),
        Quality::Auto if software => (Detail::Low, Why::SoftwareAdapter),
        Quality::Auto if slow => (Detail::Low, Why::SlowFrames),
        Quality::Auto => (Detail::High, Why::GraphicsAdapter),
    };
    Rendering { detail, why }
}

/// While Auto draws High and gems move, times the frames until [`SAMPLE`] of them say whether
/// they are slow.
fn measure(
    rendering: Res<Rendering>,
    phase: Res<TurnPhase>,
    time: Res<Time<Real>>,
    mut measured: ResMut<Measured>,
) {
    let judging = rendering.why == Why::GraphicsAdapter && measured.frames.len() < SAMPLE;
    if !judging || *phase != TurnPhase::Settling {
        return;
    }
    measured.frames.push(time.delta_secs() * 1000.0);
    if measured.frames.len() == SAMPLE
        && let Some((median, _)) = percentiles(&measured.frames)
        && median > SLOW_MS
    {
        info!("frames took {median:.0} ms (median) while gems moved: Low quality");
        measured.slow = true;
    }
}

fn choose(
    settings: Res<Settings>,
    adapter: Option<Res<RenderAdapterInfo>>,
    measured: Res<Measured>,
    mut rendering: ResMut<Rendering>,
) {
    let software = adapter.is_some_and(|a| a.0.device_type == wgpu_types::DeviceType::Cpu);
    rendering.set_if_neq(self::rendering(settings.quality, software, measured.slow));
}

/// The sun's shadows (and their texture's size) and the camera's multisampling follow the
/// detail.
fn apply(
    rendering: Res<Rendering>,
    mut suns: Query<&mut DirectionalLight>,
    mut sun_shadow: ResMut<DirectionalLightShadowMap>,
    mut cameras: Query<&mut Msaa, With<Camera3d>>,
) {
    if !rendering.is_changed() {
        return;
    }
    let high = rendering.detail == Detail::High;
    for mut sun in &mut suns {
        sun.shadow_maps_enabled = high;
    }
    sun_shadow.size = if high {
        SUN_SHADOW_SIZE
    } else {
        UNUSED_SHADOW_SIZE
    };
    for mut msaa in &mut cameras {
        msaa.set_if_neq(if high { Msaa::Sample4 } else { Msaa::Off });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_is_low_on_a_software_adapter_or_slow_frames_and_a_choice_is_kept() {
        let low = |why| Rendering {
            detail: Detail::Low,
            why,
        };
        assert_eq!(
            rendering(Quality::Auto, true, false),
            low(Why::SoftwareAdapter)
        );
        assert_eq!(rendering(Quality::Auto, false, true), low(Why::SlowFrames));
        assert_eq!(rendering(Quality::Auto, false, false), Rendering::default());
        assert_eq!(rendering(Quality::High, true, true).detail, Detail::High);
        assert_eq!(rendering(Quality::Low, false, false), low(Why::Chosen));
    }

    #[test]
    fn low_draws_no_shadow_and_keeps_its_texture_small_and_high_gives_both_back() {
        let mut app = App::new();
        app.init_resource::<Rendering>()
            .init_resource::<DirectionalLightShadowMap>()
            .add_systems(Update, apply);
        let sun = app.world_mut().spawn(DirectionalLight::default()).id();
        let camera = app.world_mut().spawn((Camera3d::default(), Msaa::Off)).id();
        let seen = |app: &App| {
            let world = app.world();
            (
                world
                    .get::<DirectionalLight>(sun)
                    .unwrap()
                    .shadow_maps_enabled,
                world.resource::<DirectionalLightShadowMap>().size,
                *world.get::<Msaa>(camera).unwrap(),
            )
        };
        app.update();
        assert_eq!(seen(&app), (true, SUN_SHADOW_SIZE, Msaa::Sample4));
        *app.world_mut().resource_mut::<Rendering>() = Rendering {
            detail: Detail::Low,
            why: Why::Chosen,
        };
        app.update();
        assert_eq!(seen(&app), (false, UNUSED_SHADOW_SIZE, Msaa::Off));
        *app.world_mut().resource_mut::<Rendering>() = Rendering::default();
        app.update();
        assert_eq!(seen(&app), (true, SUN_SHADOW_SIZE, Msaa::Sample4));
    }
}
