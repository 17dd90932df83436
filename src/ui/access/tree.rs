//! Natively, screen readers reach the game through AccessKit: egui's tree of the overlay (every
//! menu, button and field, named as drawn) holds the board's controls too ([`board_reader`]),
//! one node for each pit and store where it lies on screen, and a pit's "click" sows it; the
//! summary of each move is announced from a live region ([`spoken`]). What
//! an assistive technology asks (click, focus, …) Bevy hands over as `ActionRequest`s; they
//! reach egui as its own input events, so the overlay's buttons are pressed the same way.
//!
//! [`board_reader`]: crate::ui::access::board_reader
//! [`spoken`]: crate::ui::access::spoken

use crate::engine::Hole;
use crate::game::messages::ChooseMove;
use crate::ui::access::board_reader::{BoardReading, HoleControl};
use crate::ui::access::spoken::Spoken;
use bevy::a11y::ActionRequest;
use bevy::prelude::*;
use bevy_egui::egui::accesskit::{self, Action, Live, Role};
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{EguiContexts, EguiInputSet, EguiPreUpdateSet, PrimaryEguiContext, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        hand_actions_to_egui
            .in_set(EguiInputSet::ReadBevyMessages)
            .in_set(EguiPreUpdateSet::ProcessInput),
    );
}

/// Hands what the assistive technology asked for to egui, as its input events.
fn hand_actions_to_egui(
    mut requests: MessageReader<ActionRequest>,
    context: Query<Entity, With<PrimaryEguiContext>>,
    mut egui_events: MessageWriter<EguiInputEvent>,
) {
    let Ok(context) = context.single() else {
        requests.clear();
        return;
    };
    for request in requests.read() {
        egui_events.write(EguiInputEvent {
            context,
            event: egui::Event::AccessKitActionRequest(request.0.clone()),
        });
    }
}

/// The node id of a board control.
fn node_id(control: &HoleControl) -> egui::Id {
    egui::Id::new(("board-control", control.key()))
}

/// Puts the board's controls into egui's AccessKit tree, and sows the pit whose node was
/// clicked; and the last move's summary, in a polite live region: each new summary is
/// announced (AT-SPI's `object:announcement`, which Orca speaks).
pub(crate) fn publish(
    mut contexts: EguiContexts,
    reading: Res<BoardReading>,
    spoken: Res<Spoken>,
    mut choose: MessageWriter<ChooseMove>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    ctx.accesskit_node_builder(egui::Id::new("spoken summary"), |node| {
        node.set_role(Role::Label);
        node.set_live(Live::Polite);
        // Nothing to announce before the first move.
        if !spoken.0.is_empty() {
            node.set_value(spoken.0.as_str());
        }
    });
    for control in &reading.0 {
        let id = node_id(control);
        ctx.accesskit_node_builder(id, |node| describe(node, control));
        let clicked = ctx.input(|input| input.has_accesskit_action_request(id, Action::Click));
        if clicked && let Some(mv) = control.mv {
            choose.write(ChooseMove::human(mv));
        }
    }
    Ok(())
}

/// Fills the AccessKit node of one control.
fn describe(node: &mut accesskit::Node, control: &HoleControl) {
    node.set_label(control.label.as_str());
    if let Some(rect) = control.rect {
        node.set_bounds(accesskit::Rect {
            x0: rect.min.x.into(),
            y0: rect.min.y.into(),
            x1: rect.max.x.into(),
            y1: rect.max.y.into(),
        });
    }
    match (control.hole, control.mv) {
        (Hole::Store(_), _) => {
            // A label's words are its value, for AccessKit as for egui's own labels.
            node.set_role(Role::Label);
            node.set_value(control.label.as_str());
        }
        (_, Some(_)) => {
            node.set_role(Role::Button);
            node.add_action(Action::Click);
        }
        (_, None) => {
            node.set_role(Role::Button);
            node.set_disabled();
        }
    }
}
