//! In the browser, the page's own elements that the game lays over what it draws (`index.html`
//! holds them): a page button lies over an overlay button wherever that is drawn, so the click
//! is the player's own click on the page, which browsers ask of a file chooser or fullscreen
//! however slowly the game's frames come. Elements are found by id and written only where they
//! change, since they are placed every frame.

pub(crate) mod fullscreen;
pub(crate) mod pits;
pub(crate) mod upload;

use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use web_sys::wasm_bindgen::JsCast;

/// The page's elements that lie over overlay buttons: the file input over the Games panel's
/// "Choose a file…" (`upload`) and the fullscreen button over the Settings window's
/// (`fullscreen`).
const LAID: [&str; 2] = ["kalah-upload", "kalah-fullscreen"];

/// Where the overlay drew this frame the buttons that page elements lie over, and what they
/// say.
#[derive(Resource, Default)]
pub(crate) struct LaidButtons(HashMap<&'static str, (egui::Rect, String)>);

impl LaidButtons {
    /// The overlay drew the button that the page's element `id` lies over here this frame.
    pub(super) fn shown(&mut self, id: &'static str, rect: egui::Rect, label: String) {
        self.0.insert(id, (rect, label));
    }
}

/// The page's element `id`, as the element type `E`.
pub(crate) fn element<E: JsCast>(id: &str) -> Option<E> {
    web_sys::window()?
        .document()?
        .get_element_by_id(id)?
        .dyn_into()
        .ok()
}

/// Gives the element's attribute `name` this value, writing the page only when it changes.
pub(crate) fn keep(element: &web_sys::Element, name: &str, value: &str) {
    if element.get_attribute(name).as_deref() != Some(value) {
        let _ = element.set_attribute(name, value);
    }
}

/// Takes the element's attribute `name` away, where it has one.
pub(crate) fn unset(element: &web_sys::Element, name: &str) {
    if element.has_attribute(name) {
        let _ = element.remove_attribute(name);
    }
}

/// The style that lays an element over `rect` (in egui points, zoomed by `zoom`), or hides it.
pub(crate) fn over(rect: Option<egui::Rect>, zoom: f32) -> String {
    match rect {
        Some(rect) => format!(
            "display:block;left:{}px;top:{}px;width:{}px;height:{}px",
            rect.left() * zoom,
            rect.top() * zoom,
            rect.width() * zoom,
            rect.height() * zoom
        ),
        None => "display:none".to_string(),
    }
}

/// Lays each page element over its overlay button where that was drawn this frame, named as
/// it, or hides it.
pub(crate) fn lay(mut laid: ResMut<LaidButtons>, mut contexts: EguiContexts) -> Result {
    let zoom = contexts.ctx_mut()?.zoom_factor();
    for id in LAID {
        let Some(element) = element::<web_sys::Element>(id) else {
            continue;
        };
        let (rect, label) = laid.0.remove(id).unzip();
        if let Some(label) = label {
            keep(&element, "aria-label", &label);
            keep(&element, "title", &label);
        }
        keep(&element, "style", &over(rect, zoom));
    }
    Ok(())
}
