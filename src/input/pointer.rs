//! Mouse and touch on the board, through Bevy's mesh picking: hovering a pit or any gem in it
//! focuses that pit; clicking sows it, with the buttons [`MOUSE`] binds (where the rule set
//! lets the mover choose the direction, one button sows counter-clockwise and the other
//! clockwise). A press that turned into a camera drag is not a click, and nothing under an
//! overlay window counts.

use super::bindings::{Action, MOUSE};
use super::overlay::PointerOverUi;
use crate::AppSystems;
use crate::engine::{Hole, Move};
use crate::game::board::{Gem, Pit, Place};
use crate::game::r#match::Match;
use crate::game::messages::{ChooseMove, PitFocus};
use bevy::input::mouse::AccumulatedMouseMotion;
use bevy::picking::hover::HoverMap;
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

/// A press that moved further than this (logical pixels) is a drag, not a click.
const CLICK_SLOP: f32 = 6.0;

/// How far the mouse moved since a button went down.
#[derive(Resource, Default)]
struct DragTravel(f32);

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(MeshPickingPlugin)
        .init_resource::<DragTravel>()
        .add_systems(
            Update,
            (track_drag, hover_focus, click_to_move)
                .chain()
                .in_set(AppSystems::Input),
        );
}

fn track_drag(
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    mut travel: ResMut<DragTravel>,
) {
    if buttons.get_just_pressed().next().is_some() {
        travel.0 = 0.0;
    } else if buttons.get_pressed().next().is_some() {
        travel.0 += motion.delta.length();
    }
}

/// The hole a picked entity stands for: a pit itself, or the hole a gem rests in.
fn hole_of(entity: Entity, pits: &Query<&Pit>, gems: &Query<&Place, With<Gem>>) -> Option<Hole> {
    if let Ok(pit) = pits.get(entity) {
        return Some(pit.hole());
    }
    match gems.get(entity) {
        Ok(Place::Hole { hole, .. }) => Some(*hole),
        _ => None,
    }
}

/// The mover's pit index of a hole, when a human may sow it now.
fn own_pit(m: &Match, hole: Hole) -> Option<u8> {
    match hole {
        Hole::Pit { side, index } if m.human_to_move() && side == m.position().to_move() => {
            Some(index)
        }
        _ => None,
    }
}

/// Focuses the pit under the pointer. Writes only when what is hovered changes, so another
/// input (a gamepad's focus ring) keeps the focus while the mouse rests.
fn hover_focus(
    hover: Res<HoverMap>,
    over_ui: Res<PointerOverUi>,
    m: Res<Match>,
    pits: Query<&Pit>,
    gems: Query<&Place, With<Gem>>,
    mut last: Local<Option<u8>>,
    mut focus: ResMut<PitFocus>,
) {
    let hovered = if over_ui.0 {
        None
    } else {
        hover
            .values()
            .flat_map(|hits| hits.keys())
            .filter_map(|&e| hole_of(e, &pits, &gems))
            .find_map(|hole| own_pit(&m, hole))
    };
    if hovered != *last || (m.is_changed() && focus.0 != hovered) {
        *last = hovered;
        focus.set_if_neq(PitFocus(hovered));
    }
}

fn click_to_move(
    mut clicks: MessageReader<Pointer<Click>>,
    travel: Res<DragTravel>,
    over_ui: Res<PointerOverUi>,
    m: Res<Match>,
    pits: Query<&Pit>,
    gems: Query<&Place, With<Gem>>,
    mut choose: MessageWriter<ChooseMove>,
) {
    for click in clicks.read() {
        if travel.0 > CLICK_SLOP || over_ui.0 {
            continue;
        }
        let Some(pit) = hole_of(click.entity, &pits, &gems).and_then(|h| own_pit(&m, h)) else {
            continue;
        };
        let button = match click.event.button {
            PointerButton::Primary => MouseButton::Left,
            PointerButton::Secondary => MouseButton::Right,
            PointerButton::Middle => MouseButton::Middle,
        };
        let cw = match MOUSE.action_of(&button) {
            Some(Action::Sow) => false,
            Some(Action::SowCw) if m.rules().chooses_direction() => true,
            _ => continue,
        };
        choose.write(ChooseMove::human(Move::Sow { pit, cw }));
    }
}
