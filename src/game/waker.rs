//! The [`Waker`]: how what arrives from outside the frame (the renderer's compiled pipelines,
//! a page's button, a browser promise, a message from the server) wakes a window that rests
//! while nothing moves.

use bevy::prelude::*;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Waker>();
}

/// Wakes the window from outside the frame, from any thread: the update that follows takes
/// what arrived, and, told by [`Waker::woken`], `game::redraw` asks for the frames after it (what
/// the update did with it, a command the overlay wrote, is carried out in the next). The view
/// sets it up with a window; without one a wake is only noted.
#[derive(Resource, Clone, Default)]
pub struct Waker {
    wake: Option<Arc<dyn Fn() + Send + Sync>>,
    woken: Arc<AtomicBool>,
}

impl Waker {
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Waker {
        Waker {
            wake: Some(Arc::new(wake)),
            woken: Arc::default(),
        }
    }

    pub fn wake(&self) {
        // Noted before the window wakes, so the update it brings sees it.
        self.woken.store(true, Ordering::Release);
        if let Some(wake) = &self.wake {
            wake();
        }
    }

    /// Whether the window was woken since the last time this was asked.
    pub fn woken(&self) -> bool {
        self.woken.swap(false, Ordering::AcqRel)
    }
}
