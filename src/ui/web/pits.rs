//! In the browser, the board's controls ([`board_reader`]) are buttons in the page, in
//! `#kalah-pits` (`index.html`): one for each pit and store, named as a screen reader should say
//! it and laid over its hole. The page's accessibility tree holds them, Tab reaches them (a
//! focused one rings its hole), and Enter, Space or a screen reader's click on a pit the human
//! may sow sows it. They let the mouse through to the canvas beneath.
//!
//! [`board_reader`]: crate::ui::access::board_reader

use crate::engine::Move;
use crate::game::messages::ChooseMove;
use crate::game::waker::Waker;
use crate::ui::access::board_reader::BoardReading;
use crate::ui::web::{self, keep};
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use std::sync::{Arc, Mutex};
use web_sys::wasm_bindgen::JsCast;
use web_sys::wasm_bindgen::closure::Closure;

/// The moves the page's pit buttons were pressed for, waiting for the next frame.
#[derive(Resource, Default)]
pub(crate) struct Pressed(Arc<Mutex<Vec<Move>>>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Pressed>().add_systems(Startup, listen);
}

/// The page's box of pit buttons.
fn buttons() -> Option<web_sys::Element> {
    web::element("kalah-pits")
}

/// The move a pit button stands for: its `data-pit` and `data-cw`.
fn button_move(button: &web_sys::Element) -> Option<Move> {
    let pit = button.get_attribute("data-pit")?.parse().ok()?;
    let cw = button.get_attribute("data-cw").as_deref() == Some("true");
    Some(Move::Sow { pit, cw })
}

/// Listens for presses of the pit buttons (one listener for the box: the buttons come and go),
/// waking the window for each.
fn listen(pressed: Res<Pressed>, waker: Res<Waker>) {
    let Some(buttons) = buttons() else {
        warn!("the page has no #kalah-pits: screen readers cannot reach the pits");
        return;
    };
    let (pressed, waker) = (pressed.0.clone(), waker.clone());
    let on_click = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        let button = event
            .target()
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
            .and_then(|target| target.closest("button").ok().flatten());
        if let Some(mv) = button.as_ref().and_then(button_move)
            && let Ok(mut pressed) = pressed.lock()
        {
            pressed.push(mv);
            waker.wake();
        }
    });
    if let Err(error) =
        buttons.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref())
    {
        warn!("the pit buttons cannot be listened to: {error:?}");
    }
    // The listener lives as long as the page.
    on_click.forget();
}

/// Sows what was pressed, and keeps one button for each of the board's controls, named and
/// laid over its hole (none while a menu is open), writing the page when the reading changes.
pub(crate) fn place(
    mut contexts: EguiContexts,
    reading: Res<BoardReading>,
    pressed: Res<Pressed>,
    mut choose: MessageWriter<ChooseMove>,
) -> Result {
    let zoom = contexts.ctx_mut()?.zoom_factor();
    if let Ok(mut pressed) = pressed.0.lock() {
        for mv in pressed.drain(..) {
            choose.write(ChooseMove::human(mv));
        }
    }
    if !reading.is_changed() {
        return Ok(());
    }
    let (Some(buttons), Some(document)) = (buttons(), web_sys::window().and_then(|w| w.document()))
    else {
        return Ok(());
    };
    let controls = &reading.0;
    while buttons.child_element_count() as usize > controls.len() {
        if let Some(last) = buttons.last_element_child() {
            last.remove();
        }
    }
    while (buttons.child_element_count() as usize) < controls.len() {
        let Ok(button) = document.create_element("button") else {
            break;
        };
        let _ = button.set_attribute("type", "button");
        let _ = buttons.append_child(&button);
    }
    let mut button = buttons.first_element_child();
    for control in controls {
        let Some(element) = button else { break };
        keep(&element, "aria-label", &control.label);
        keep(&element, "style", &web::over(control.rect, zoom));
        match control.mv {
            Some(Move::Sow { pit, cw }) => {
                keep(&element, "data-pit", &pit.to_string());
                keep(&element, "data-cw", &cw.to_string());
                web::unset(&element, "aria-disabled");
            }
            _ => {
                web::unset(&element, "data-pit");
                web::unset(&element, "data-cw");
                keep(&element, "aria-disabled", "true");
            }
        }
        button = element.next_element_sibling();
    }
    Ok(())
}
