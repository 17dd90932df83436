//! alsa-lib writes its errors straight to stderr: looking for a sound card on a machine without
//! one (CI, Xvfb) prints a dozen `ALSA lib …` lines. Bevy's audio looks for its device on the
//! main thread while its plugin is added, so for that moment the main thread's alsa-lib errors
//! go into a buffer instead (alsa's thread-local error handler), and become one debug line:
//! Bevy's own warning, "No audio device found.", is the one line a player sees.

use bevy::log::debug;
use std::cell::RefCell;
use std::rc::Rc;

/// alsa-lib's errors on this thread, held since [`catch`].
pub struct AlsaErrors(Option<Rc<RefCell<alsa::Output>>>);

/// From now on alsa-lib's errors on this thread are held, not printed.
pub fn catch() -> AlsaErrors {
    AlsaErrors(alsa::Output::local_error_handler().ok())
}

impl AlsaErrors {
    /// Logs what alsa-lib said as one debug line, and empties the buffer.
    pub fn log(self) {
        let Some(output) = self.0 else { return };
        let said = output.borrow().to_string();
        if let Some(last) = said.lines().last() {
            debug!(
                "alsa-lib said {} lines while the audio device was sought, the last: {last}",
                said.lines().count()
            );
        }
        // A fresh buffer: errors later on this thread are held there, not printed.
        let _ = alsa::Output::local_error_handler();
    }
}
