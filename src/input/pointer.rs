//! Mouse and touch on the board: the pointer over a pit focuses it, and a press and release
//! on the same pit sow it, with the buttons [`MOUSE`] binds (where the rule set lets the mover
//! choose the direction, one button sows counter-clockwise and the other clockwise). Each press
//! and release is picked at its own position (the board's [`Layout`] against the camera's ray
//! there), so a click that arrives in the same frame as the move onto the pit still counts,
//! however slow the frames are. A press that turned into a camera drag is not a click, and
//! nothing on an overlay window counts. A click on a pit the player may not sow now (the other
//! side's, any while the AI moves or the gems still move) is refused, with the reason.

use super::bindings::{Action, MOUSE};
use super::overlay::OverlayRects;
use crate::AppSystems;
use crate::engine::{Hole, Move};
use crate::game::board::BoardRoot;
use crate::game::board::layout::Layout;
use crate::game::messages::{ChooseMove, MoveRefused, PitFocus};
use crate::game::phase::TurnPhase;
use crate::game::table::Match;
use crate::game::view::camera::screen_ray;
use bevy::picking::pointer::{PointerAction, PointerButton, PointerId, PointerInput};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// A press that moved further than this (logical pixels) is a drag, not a click.
const CLICK_SLOP: f32 = 6.0;

/// A button held down on the board: where it went down and how far it has moved since.
struct Press {
    pointer: PointerId,
    button: PointerButton,
    hole: Option<Hole>,
    travel: f32,
}

/// The buttons (and fingers) now held down on the board.
#[derive(Resource, Default)]
struct Presses(Vec<Press>);

pub fn plugin(app: &mut App) {
    // Bevy's picking input writes these from the window's mouse and touch events.
    app.add_message::<PointerInput>()
        .init_resource::<Presses>()
        .add_systems(
            Update,
            (hover_focus, press_and_release)
                .chain()
                .in_set(AppSystems::Input),
        );
}

/// What the pointer at a position of the primary window points at on the board.
#[derive(bevy::ecs::system::SystemParam)]
struct Picker<'w, 's> {
    windows: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
    cameras: Query<'w, 's, (&'static Projection, &'static GlobalTransform), With<Camera>>,
    boards: Query<'w, 's, &'static BoardRoot>,
    overlay: Res<'w, OverlayRects>,
}

impl Picker<'_, '_> {
    /// The hole at `position` (logical pixels), unless an overlay window covers it.
    fn hole_at(&self, position: Vec2) -> Option<Hole> {
        if self.overlay.covers(position) {
            return None;
        }
        let window = self.windows.single().ok()?;
        let (projection, transform) = self.cameras.iter().next()?;
        let ray = screen_ray(projection, transform, window.size(), position)?;
        let pits = self.boards.iter().next()?.pits;
        Layout::new(pits).hole_at(ray)
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

/// Focuses the pit under the mouse. Writes only when what is pointed at changes, so another
/// input (a gamepad's focus ring) keeps the focus while the mouse rests.
fn hover_focus(
    picker: Picker,
    m: Res<Match>,
    mut last: Local<Option<u8>>,
    mut focus: ResMut<PitFocus>,
) {
    let hovered = picker
        .windows
        .single()
        .ok()
        .and_then(Window::cursor_position)
        .and_then(|position| picker.hole_at(position))
        .and_then(|hole| own_pit(&m, hole));
    if hovered != *last || (m.is_changed() && focus.0 != hovered) {
        *last = hovered;
        focus.set_if_neq(PitFocus(hovered));
    }
}

/// Sows the pit that a button went down and came up on, each picked where it happened.
fn press_and_release(
    mut inputs: MessageReader<PointerInput>,
    picker: Picker,
    m: Res<Match>,
    phase: Res<TurnPhase>,
    mut presses: ResMut<Presses>,
    mut choose: MessageWriter<ChooseMove>,
    mut refused: MessageWriter<MoveRefused>,
) {
    for input in inputs.read() {
        let (pointer, position) = (input.pointer_id, input.location.position);
        match input.action {
            PointerAction::Press(button) => {
                // A release lost outside the window leaves nothing behind.
                presses
                    .0
                    .retain(|p| p.pointer != pointer || p.button != button);
                presses.0.push(Press {
                    pointer,
                    button,
                    hole: picker.hole_at(position),
                    travel: 0.0,
                });
            }
            PointerAction::Move { delta } => {
                for press in presses.0.iter_mut().filter(|p| p.pointer == pointer) {
                    press.travel += delta.length();
                }
            }
            PointerAction::Release(button) => {
                let held = |p: &Press| p.pointer == pointer && p.button == button;
                let Some(i) = presses.0.iter().position(held) else {
                    continue;
                };
                let press = presses.0.swap_remove(i);
                if press.travel > CLICK_SLOP || press.hole != picker.hole_at(position) {
                    continue;
                }
                let (Some(hole), Some(cw)) = (press.hole, direction(button, &m)) else {
                    continue;
                };
                match own_pit(&m, hole) {
                    Some(pit) => {
                        choose.write(ChooseMove::human(Move::Sow { pit, cw }));
                    }
                    None if matches!(hole, Hole::Pit { .. }) && m.in_play() => {
                        let why = phase.refusal();
                        refused.write(MoveRefused {
                            why,
                            hole: Some(hole),
                        });
                    }
                    None => {}
                }
            }
            PointerAction::Cancel => presses.0.retain(|p| p.pointer != pointer),
            PointerAction::Scroll { .. } => {}
        }
    }
}

/// Whether a click with `button` sows clockwise, or `None` when it does not sow.
fn direction(button: PointerButton, m: &Match) -> Option<bool> {
    let button = match button {
        PointerButton::Primary => MouseButton::Left,
        PointerButton::Secondary => MouseButton::Right,
        PointerButton::Middle => MouseButton::Middle,
    };
    match MOUSE.action_of(&button) {
        Some(Action::Sow) => Some(false),
        Some(Action::SowCw) if m.rules().chooses_direction() => Some(true),
        _ => None,
    }
}
