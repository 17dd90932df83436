//! The refused hole answers where the player looked: its ring (red, from its marks; see
//! `scene`) shakes from side to side for a moment, or, with reduced motion, its colour pulses
//! instead. The reason stands beside it meanwhile (`ui::hud::refused`).

use super::lowered::Looked;
use super::scene::{Looks, REFUSED_RING, RING_COLOURS, Ring};
use crate::AppSystems;
use crate::game::marks::Marks;
use crate::game::refusal::Refused;
use crate::game::settings::Settings;
use bevy::prelude::*;
use std::f32::consts::TAU;

/// How long the ring shakes or pulses, in seconds.
const ANSWER_FOR: f32 = 0.6;

/// How far the ring moves to each side, in world units (a pit's radius is about 0.6).
const SHAKE: f32 = 0.07;

/// Shakes a second.
const SHAKES_PER_SECOND: f32 = 7.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, answer.after(Looked).in_set(AppSystems::Present));
}

/// The ring's sideways offset `age` seconds after the refusal: a shake that dies away.
pub(super) fn shake_at(age: f32) -> f32 {
    if !(0.0..ANSWER_FOR).contains(&age) {
        return 0.0;
    }
    SHAKE * (TAU * SHAKES_PER_SECOND * age).sin() * (1.0 - age / ANSWER_FOR)
}

/// The refused ring's brightness `age` seconds after the refusal, with reduced motion: two
/// pulses down to a third and back, then steady.
pub(super) fn pulse_at(age: f32) -> f32 {
    if !(0.0..ANSWER_FOR * 2.0).contains(&age) {
        return 1.0;
    }
    let dip = 0.5 - 0.5 * (TAU * age / ANSWER_FOR).cos();
    1.0 - dip * 2.0 / 3.0
}

/// Moves the refused ring (or pulses its colour) and puts every other ring back in place.
fn answer(
    refused: Res<Refused>,
    time: Res<Time>,
    settings: Res<Settings>,
    looks: Res<Looks>,
    holes: Query<(&Marks, &Children)>,
    mut rings: Query<&mut Transform, With<Ring>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let now = time.elapsed_secs();
    let age = refused.answered(now).map(|last| now - last.at);
    let shaking = !settings.reduced_motion;
    for (marks, children) in &holes {
        let offset = match (marks.refused, age) {
            (true, Some(age)) if shaking => shake_at(age),
            _ => 0.0,
        };
        for &child in children {
            if let Ok(mut ring) = rings.get_mut(child)
                && ring.translation.x != offset
            {
                ring.translation.x = offset;
            }
        }
    }
    // The refused look is the refused ring's alone: its colour pulses with reduced motion.
    let brightness = match age {
        Some(age) if !shaking => pulse_at(age),
        _ => 1.0,
    };
    let (colour, glow, contrast) = RING_COLOURS[REFUSED_RING];
    let [r, g, b] = if settings.high_contrast {
        contrast
    } else {
        colour
    };
    let wanted = Color::srgb(r * brightness, g * brightness, b * brightness);
    if materials
        .get(&looks.refused)
        .is_some_and(|m| m.base_color != wanted)
        && let Some(mut material) = materials.get_mut(&looks.refused)
    {
        material.base_color = wanted;
        if !settings.high_contrast {
            material.emissive = LinearRgba::from(wanted) * glow;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shake_dies_away_and_the_pulse_comes_back() {
        assert_eq!(shake_at(0.0), 0.0);
        let quarter = 0.25 / SHAKES_PER_SECOND;
        assert!(shake_at(quarter) > SHAKE * 0.8, "{}", shake_at(quarter));
        assert!(shake_at(quarter * 3.0) < -SHAKE * 0.5);
        assert!(shake_at(ANSWER_FOR - quarter).abs() < SHAKE * 0.1);
        assert_eq!(shake_at(ANSWER_FOR), 0.0);
        assert_eq!(shake_at(-1.0), 0.0);
        assert_eq!(pulse_at(0.0), 1.0);
        assert!((pulse_at(ANSWER_FOR / 2.0) - 1.0 / 3.0).abs() < 1e-5);
        assert_eq!(pulse_at(ANSWER_FOR * 2.0), 1.0);
    }
}
