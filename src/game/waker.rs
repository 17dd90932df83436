//! The [`Waker`]: how what arrives from outside the frame (the renderer's compiled pipelines,
//! a page's button, a browser promise, a message from the server) wakes a window that rests
//! while nothing moves.

use bevy::prelude::*;
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Waker>();
}

/// Wakes the window from outside the frame, from any thread: the update that follows takes
/// what arrived. The view sets it up with a window; without one it does nothing.
#[derive(Resource, Clone, Default)]
pub struct Waker(Option<Arc<dyn Fn() + Send + Sync>>);

impl Waker {
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Waker {
        Waker(Some(Arc::new(wake)))
    }

    pub fn wake(&self) {
        if let Some(wake) = &self.0 {
            wake();
        }
    }
}
