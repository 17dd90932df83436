//! The language the player's system prefers: the first of the system's languages
//! (`sys-locale`) natively, of the browser's (`navigator.languages`) on the web, that the
//! overlay speaks.

use super::Language;

/// The first preferred language the overlay speaks, if any.
pub fn system_language() -> Option<Language> {
    preferred().find_map(|tag| Language::from_tag(&tag))
}

#[cfg(not(target_arch = "wasm32"))]
fn preferred() -> impl Iterator<Item = String> {
    sys_locale::get_locales()
}

#[cfg(target_arch = "wasm32")]
fn preferred() -> impl Iterator<Item = String> {
    let navigator = web_sys::window().map(|w| w.navigator());
    let listed: Vec<String> = navigator
        .as_ref()
        .map(|n| n.languages().iter().filter_map(|l| l.as_string()).collect())
        .unwrap_or_default();
    let main = navigator.and_then(|n| n.language());
    listed.into_iter().chain(main)
}
