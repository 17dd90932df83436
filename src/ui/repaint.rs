//! egui's wish for another frame, kept to what changed. bevy_egui 0.42 hands egui the modifier
//! keys as an event every frame, and egui takes any event as input that wants the next frame
//! drawn at once, so a window showing the overlay would never rest. The event is passed on only
//! when the modifiers changed.

use bevy::prelude::*;
use bevy_egui::egui::{Event, Modifiers};
use bevy_egui::{EguiInput, EguiInputSet};

pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers.after(EguiInputSet::WriteEguiEvents),
    );
}

/// Drops this frame's `ModifiersChanged` events that repeat the modifiers egui already has.
fn drop_unchanged_modifiers(mut inputs: Query<&mut EguiInput>, mut last: Local<Option<Modifiers>>) {
    for mut input in &mut inputs {
        input.0.events.retain(|event| match event {
            Event::ModifiersChanged(now) if *last == Some(*now) => false,
            Event::ModifiersChanged(now) => {
                *last = Some(*now);
                true
            }
            _ => true,
        });
    }
}
