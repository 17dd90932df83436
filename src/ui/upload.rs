//! In the browser, a record is imported from a file through the page's own file input,
//! `#kalah-upload` in `index.html`: the Games panel draws its "Choose a file…" button, and the
//! input lies over it, transparent, so the click that opens the browser's file chooser is the
//! player's own click (browsers open a chooser only inside one, however slowly the game's frames
//! come). The chosen file's text is imported like a pasted record.

use super::incoming::Incoming;
use bevy::prelude::*;
use bevy_egui::egui;
use web_sys::js_sys;
use web_sys::wasm_bindgen::JsCast;
use web_sys::wasm_bindgen::closure::Closure;

/// Where the Games panel drew its button this frame (in egui points) and what it says.
#[derive(Resource, Default)]
pub(super) struct UploadButton(Option<(egui::Rect, String)>);

impl UploadButton {
    /// The button was drawn here this frame.
    pub(super) fn shown(&mut self, rect: egui::Rect, label: String) {
        self.0 = Some((rect, label));
    }
}

/// A chosen file's text (or why it could not be read), waiting for the Games panel.
#[derive(Resource, Default)]
pub(super) struct Uploaded(pub(super) Incoming);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UploadButton>()
        .init_resource::<Uploaded>()
        .add_systems(Startup, listen);
}

/// The page's file input.
fn input() -> Option<web_sys::HtmlInputElement> {
    web_sys::window()?
        .document()?
        .get_element_by_id("kalah-upload")?
        .dyn_into()
        .ok()
}

/// Reads the chosen file into [`Uploaded`] each time the player chooses one.
fn listen(uploaded: Res<Uploaded>) {
    let Some(input) = input() else {
        warn!("the page has no #kalah-upload: records cannot be imported from files");
        return;
    };
    let uploaded = uploaded.0.clone();
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
        uploaded.fill_from(file.text());
    });
    if let Err(error) =
        input.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref())
    {
        warn!("the file input cannot be listened to: {error:?}");
    }
    // The listener lives as long as the page.
    on_change.forget();
}

/// Lays the page's file input over the button where the panel drew it, or hides it.
pub(super) fn place(
    mut button: ResMut<UploadButton>,
    mut contexts: bevy_egui::EguiContexts,
) -> Result {
    let zoom = contexts.ctx_mut()?.zoom_factor();
    let Some(input) = input() else {
        return Ok(());
    };
    let style = match button.0.take() {
        Some((rect, label)) => {
            keep(&input, "aria-label", &label);
            keep(&input, "title", &label);
            format!(
                "display:block;left:{}px;top:{}px;width:{}px;height:{}px",
                rect.left() * zoom,
                rect.top() * zoom,
                rect.width() * zoom,
                rect.height() * zoom
            )
        }
        None => "display:none".to_string(),
    };
    keep(&input, "style", &style);
    Ok(())
}

/// Gives the input's attribute `name` this value, writing the page only when it changes (the
/// place runs every frame).
fn keep(input: &web_sys::HtmlInputElement, name: &str, value: &str) {
    if input.get_attribute(name).as_deref() != Some(value) {
        let _ = input.set_attribute(name, value);
    }
}
