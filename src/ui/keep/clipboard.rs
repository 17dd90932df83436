//! The system clipboard for the overlay: Ctrl+C, Ctrl+X and Ctrl+V in its text fields, what it
//! copies (a kept game's record from the Games panel) and a record pasted in with a button.
//!
//! Natively the clipboard is the desktop's (X11, or XWayland under Wayland), through `arboard`;
//! bevy_egui's own clipboard is not used there, as it would change features deep in Bevy's
//! tree. In the browser bevy_egui's web clipboard handles the keys and copying, and the paste
//! button asks the browser (`navigator.clipboard.readText`, which may ask the player first).

use crate::game::keep::record_files::ImportError;
use crate::game::waker::Waker;
use crate::ui::keep::incoming::Incoming;
use bevy::prelude::*;

/// What the clipboard gave when a paste was asked for, waiting for the panel that asked.
#[derive(Resource, Default)]
pub(crate) struct Pasted(pub(crate) Incoming);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Pasted>();
    #[cfg(not(target_arch = "wasm32"))]
    desktop::plugin(app);
}

/// Asks for the clipboard's text; it arrives in [`Pasted`] (natively at once), and the
/// `waker` wakes the window for the panel to take it.
pub(crate) fn ask_paste(pasted: &Pasted, waker: &Waker) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        pasted
            .0
            .put(desktop::text().map_err(ImportError::from_clipboard));
        waker.wake();
    }
    #[cfg(target_arch = "wasm32")]
    match web_sys::window() {
        Some(window) => pasted
            .0
            .fill_from(window.navigator().clipboard().read_text(), waker),
        None => pasted.0.put(Err(ImportError::from_clipboard(
            crate::game::keep::storage::ClipboardProblem::NoClipboard,
        ))),
    }
}

/// The desktop's clipboard, opened at its first use and kept open so that what was copied
/// stays on offer while the game runs.
#[cfg(not(target_arch = "wasm32"))]
mod desktop {
    use crate::game::keep::notices::{Notice, Notices};
    use crate::game::keep::storage::ClipboardProblem;
    use crate::input::bindings::{Action, KEYS, Key};
    use bevy::input::keyboard::KeyboardInput;
    use bevy::prelude::*;
    use bevy_egui::input::{EguiInputEvent, ModifierKeysState};
    use bevy_egui::{
        EguiInputSet, EguiOutput, EguiPostUpdateSet, EguiPreUpdateSet, PrimaryEguiContext, egui,
    };
    use std::sync::Mutex;

    static CLIPBOARD: Mutex<Option<arboard::Clipboard>> = Mutex::new(None);

    pub(crate) fn plugin(app: &mut App) {
        app.add_systems(
            PreUpdate,
            keys.in_set(EguiInputSet::ReadBevyMessages)
                .in_set(EguiPreUpdateSet::ProcessInput),
        )
        .add_systems(
            PostUpdate,
            copy.after(EguiPostUpdateSet::ProcessOutput)
                .before(EguiPostUpdateSet::PostProcessOutput),
        );
    }

    /// Puts a failure to reach the clipboard among the notices.
    fn tell(notices: &mut Notices, problem: ClipboardProblem) {
        notices.0.push(Notice::ClipboardFailed(problem));
    }

    /// Why the clipboard failed, in the kinds the player is told.
    fn problem(error: arboard::Error) -> ClipboardProblem {
        match error {
            arboard::Error::ContentNotAvailable => ClipboardProblem::NoText,
            arboard::Error::ClipboardNotSupported => ClipboardProblem::NoClipboard,
            arboard::Error::ClipboardOccupied => ClipboardProblem::Busy,
            other => ClipboardProblem::Other(other.to_string()),
        }
    }

    /// Runs `f` on the open clipboard, opening it first.
    fn with<T>(
        f: impl FnOnce(&mut arboard::Clipboard) -> Result<T, arboard::Error>,
    ) -> Result<T, ClipboardProblem> {
        let mut slot = CLIPBOARD
            .lock()
            .map_err(|e| ClipboardProblem::Other(e.to_string()))?;
        if slot.is_none() {
            *slot = Some(arboard::Clipboard::new().map_err(problem)?);
        }
        let clipboard = slot.as_mut().ok_or(ClipboardProblem::NoClipboard)?;
        f(clipboard).map_err(problem)
    }

    /// The clipboard's text.
    pub(crate) fn text() -> Result<String, ClipboardProblem> {
        with(|clipboard| clipboard.get_text())
    }

    /// The keys' copy, cut and paste (Ctrl+C, Ctrl+X and Ctrl+V by the key's place, so any
    /// layout; see `input::bindings::KEYS`) as egui's.
    fn keys(
        mut keyboard: MessageReader<KeyboardInput>,
        modifiers: Res<ModifierKeysState>,
        context: Query<Entity, With<PrimaryEguiContext>>,
        mut egui_events: MessageWriter<EguiInputEvent>,
        mut notices: ResMut<Notices>,
    ) {
        let Ok(context) = context.single() else {
            keyboard.clear();
            return;
        };
        for key in keyboard.read() {
            if !key.state.is_pressed() || !modifiers.to_egui_modifiers().command {
                continue;
            }
            let event = match KEYS.action_of(&Key::Command(key.key_code)) {
                Some(Action::Copy) => egui::Event::Copy,
                Some(Action::Cut) => egui::Event::Cut,
                Some(Action::Paste) => match text() {
                    Ok(text) => egui::Event::Paste(text),
                    Err(error) => {
                        tell(&mut notices, error);
                        continue;
                    }
                },
                _ => continue,
            };
            egui_events.write(EguiInputEvent { context, event });
        }
    }

    /// What egui copied (selected text, or a record from the Games panel) onto the clipboard.
    fn copy(outputs: Query<&EguiOutput>, mut notices: ResMut<Notices>) {
        for output in &outputs {
            for command in &output.platform_output.commands {
                if let egui::OutputCommand::CopyText(text) = command
                    && !text.is_empty()
                    && let Err(error) = with(|clipboard| clipboard.set_text(text.as_str()))
                {
                    tell(&mut notices, error);
                }
            }
        }
    }
}
