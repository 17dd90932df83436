//! In the browser, a record is imported from a file through the page's own file input,
//! `#kalah-upload` in `index.html`, which lies, transparent, over the Games panel's "Choose a
//! file…" button (`page`). The chosen file's text is imported like a pasted record.

use crate::game::waker::Waker;
use crate::ui::keep::incoming::Incoming;
use crate::ui::web;
use bevy::prelude::*;
use web_sys::js_sys;
use web_sys::wasm_bindgen::JsCast;
use web_sys::wasm_bindgen::closure::Closure;

/// A chosen file's text (or why it could not be read), waiting for the Games panel.
#[derive(Resource, Default)]
pub(crate) struct Uploaded(pub(crate) Incoming);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Uploaded>().add_systems(Startup, listen);
}

/// The page's file input.
fn input() -> Option<web_sys::HtmlInputElement> {
    web::element("kalah-upload")
}

/// Reads the chosen file into [`Uploaded`] each time the player chooses one.
fn listen(uploaded: Res<Uploaded>, waker: Res<Waker>) {
    let Some(input) = input() else {
        warn!("the page has no #kalah-upload: records cannot be imported from files");
        return;
    };
    let (uploaded, waker) = (uploaded.0.clone(), waker.clone());
    let chosen = input.clone();
    let on_change = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
        let file = js_sys::Reflect::get(&chosen, &"files".into())
            .and_then(|files| js_sys::Reflect::get(&files, &0.into()))
            .ok()
            .and_then(|file| file.dyn_into::<web_sys::Blob>().ok());
        // The same file chosen again is a change again.
        chosen.set_value("");
        let Some(file) = file else {
            return;
        };
        uploaded.fill_from(file.text(), &waker);
    });
    if let Err(error) =
        input.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref())
    {
        warn!("the file input cannot be listened to: {error:?}");
    }
    // The listener lives as long as the page.
    on_change.forget();
}
