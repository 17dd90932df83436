//! Text that arrives after it was asked for: the clipboard's text, a chosen file's text. In the
//! browser both come from a promise; the panel that asked takes the text (or why there is
//! none) on a later frame.

use crate::game::keep::record_files::ImportError;
#[cfg(target_arch = "wasm32")]
use crate::game::waker::Waker;
use std::sync::{Arc, Mutex};

/// A slot for text on its way, shared with whatever fills it.
#[derive(Clone, Default)]
pub(crate) struct Incoming(Arc<Mutex<Option<Result<String, ImportError>>>>);

impl Incoming {
    /// The text (or why there is none) once it has come.
    pub(crate) fn take(&self) -> Option<Result<String, ImportError>> {
        self.0.lock().ok()?.take()
    }

    pub(crate) fn put(&self, text: Result<String, ImportError>) {
        if let Ok(mut slot) = self.0.lock() {
            *slot = Some(text);
        }
    }

    /// Fills the slot with what a browser promise of text settles to, and wakes the window for
    /// it.
    #[cfg(target_arch = "wasm32")]
    pub(crate) fn fill_from(&self, promise: web_sys::js_sys::Promise, waker: &Waker) {
        use web_sys::wasm_bindgen::JsValue;
        use web_sys::wasm_bindgen::closure::Closure;
        let (got, failed) = (self.clone(), self.clone());
        let (woken, woken_too) = (waker.clone(), waker.clone());
        let on_text = Closure::once(move |text: JsValue| {
            got.put(
                text.as_string()
                    .ok_or_else(|| ImportError::not_handed_over("not text".into())),
            );
            woken.wake();
        });
        let on_error = Closure::once(move |error: JsValue| {
            let why = error.as_string().unwrap_or_else(|| format!("{error:?}"));
            failed.put(Err(ImportError::not_handed_over(why)));
            woken_too.wake();
        });
        let _ = promise.then2(&on_text, &on_error);
        // Each is called at most once, when the promise settles.
        on_text.forget();
        on_error.forget();
    }
}
