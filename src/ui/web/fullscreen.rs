//! In the browser, fullscreen is the browser's: the page's `#kalah-fullscreen` button lies over
//! the Settings window's Fullscreen button (`page`), and its click asks the browser to show
//! the page fullscreen, or to leave fullscreen, at once (the browser allows it only inside the
//! player's own click). F11 and Esc stay the browser's own keys for the same.

use crate::ui::web;
use bevy::prelude::*;
use web_sys::wasm_bindgen::JsCast;
use web_sys::wasm_bindgen::closure::Closure;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, listen);
}

/// Turns the page's fullscreen on or off.
fn toggle() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    } else if let Some(page) = document.document_element()
        && let Err(error) = page.request_fullscreen()
    {
        warn!("the browser refused fullscreen: {error:?}");
    }
}

/// Listens for clicks on the page's fullscreen button.
fn listen() {
    let Some(button) = web::element::<web_sys::Element>("kalah-fullscreen") else {
        warn!("the page has no #kalah-fullscreen: the Settings button cannot go fullscreen");
        return;
    };
    let on_click = Closure::<dyn FnMut()>::new(toggle);
    if let Err(error) =
        button.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref())
    {
        warn!("the fullscreen button cannot be listened to: {error:?}");
    }
    // The listener lives as long as the page.
    on_click.forget();
}
