//! The frames the game asks for. The window is drawn only when something changes (Bevy's
//! reactive mode, set up in `game::view::frames`): a still board costs nothing. The window wakes
//! by itself for its own events; at the end of each update ([`Last`]) this asks for the next
//! frame ([`RequestRedraw`]) while something moves or thinks on its own (the sowing and any gem
//! in flight, an AI move or a hint being searched, a review), and for [`AFTER`] more frames
//! after anything happens (a window or input event, a pad, a wake from outside the frame, one of
//! the game's messages, a change of the table, the turn phase, the focus, the settings or online
//! play), so that what a frame set off is drawn too: a command the overlay wrote is carried out
//! in the next update, and the camera frames the overlay's new layout one update later. What
//! arrives from outside the frame (the renderer's compiled pipelines, a page's button, a browser
//! promise, a message from the server) wakes the window with the [`Waker`].

use crate::game::ai::Brain;
use crate::game::board::Motion;
use crate::game::messages::{
    ChooseMove, GameCommand, MatchStarted, MovePlayed, MoveRefused, OpenRecord, PitFocus,
    PositionJumped, ReplayCommand, ReviewCommand, StepStarted,
};
use crate::game::online::Online;
use crate::game::phase::TurnPhase;
use crate::game::replay::review::GameReview;
use crate::game::settings::Settings;
use crate::game::sowing::{Playback, Sowing};
use crate::game::table::Match;
use crate::game::waker::Waker;
use bevy::ecs::system::SystemParam;
use bevy::input::gamepad::GamepadEvent;
use bevy::prelude::*;
use bevy::window::{RequestRedraw, WindowEvent};

/// Frames drawn after anything happens, before the window rests.
pub const AFTER: u8 = 2;

pub(super) fn plugin(app: &mut App) {
    // With a window these come from Bevy's window and input plugins; headless tests write them.
    app.add_message::<RequestRedraw>()
        .add_message::<WindowEvent>()
        .add_message::<GamepadEvent>()
        .add_systems(Last, ask_for_frames);
}

/// What came from outside the game since the last look: the window's events, the pads', and
/// the wakes from outside the frame.
#[derive(SystemParam)]
struct Outside<'w, 's> {
    window: MessageReader<'w, 's, WindowEvent>,
    pads: MessageReader<'w, 's, GamepadEvent>,
    waker: Res<'w, Waker>,
}

impl Outside<'_, '_> {
    /// Whether anything came (each is read, so each counts once).
    fn any(&mut self) -> bool {
        // The window's own redraw requests are this system's answers coming back.
        let window_events = self
            .window
            .read()
            .filter(|event| !matches!(event, WindowEvent::RequestRedraw(_)))
            .count();
        let woken = self.waker.woken();
        window_events + self.pads.read().count() > 0 || woken
    }
}

/// The game's messages of the frame: any of them is something happening.
#[derive(SystemParam)]
struct GameMessages<'w, 's> {
    choose: MessageReader<'w, 's, ChooseMove>,
    command: MessageReader<'w, 's, GameCommand>,
    played: MessageReader<'w, 's, MovePlayed>,
    started: MessageReader<'w, 's, MatchStarted>,
    jumped: MessageReader<'w, 's, PositionJumped>,
    refused: MessageReader<'w, 's, MoveRefused>,
    step: MessageReader<'w, 's, StepStarted>,
    record: MessageReader<'w, 's, OpenRecord>,
    replay: MessageReader<'w, 's, ReplayCommand>,
    review: MessageReader<'w, 's, ReviewCommand>,
}

impl GameMessages<'_, '_> {
    /// Whether any came since the last look (each is read, so each counts once).
    fn any(&mut self) -> bool {
        let count = self.choose.read().count()
            + self.command.read().count()
            + self.played.read().count()
            + self.started.read().count()
            + self.jumped.read().count()
            + self.refused.read().count()
            + self.step.read().count()
            + self.record.read().count()
            + self.replay.read().count()
            + self.review.read().count();
        count > 0
    }
}

/// The state the board is drawn from: a change in any of it is something happening.
#[derive(SystemParam)]
struct Drawn<'w> {
    table: Res<'w, Match>,
    phase: Res<'w, TurnPhase>,
    focus: Res<'w, PitFocus>,
    settings: Res<'w, Settings>,
    playback: Res<'w, Playback>,
    online: Res<'w, Online>,
}

impl Drawn<'_> {
    fn changed(&self) -> bool {
        self.table.is_changed()
            || self.phase.is_changed()
            || self.focus.is_changed()
            || self.settings.is_changed()
            || self.playback.is_changed()
            || self.online.is_changed()
    }
}

/// What moves or thinks by itself, frame after frame. The pause stops the sowing, the gems'
/// slides and the AI's move (it waits for the game to go on), so a paused game rests; a hint
/// and a review go on.
#[derive(SystemParam)]
struct Running<'w, 's> {
    playback: Res<'w, Playback>,
    sowing: Res<'w, Sowing>,
    gems: Query<'w, 's, &'static Motion>,
    brain: Res<'w, Brain>,
    review: Res<'w, GameReview>,
}

impl Running<'_, '_> {
    fn any(&self) -> bool {
        let table = !self.sowing.is_idle()
            || self.gems.iter().any(|motion| motion.active)
            || self.brain.thinking().is_some();
        table && !self.playback.paused || self.brain.hinting() || self.review.running()
    }
}

fn ask_for_frames(
    mut outside: Outside,
    mut messages: GameMessages,
    drawn: Drawn,
    running: Running,
    mut owed: Local<u8>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // `|`, not `||`: each reads its messages, which must be read in the frame they came.
    let happened = outside.any() | messages.any() | drawn.changed();
    if happened {
        *owed = AFTER;
    }
    if running.any() {
        redraw.write(RequestRedraw);
    } else if *owed > 0 {
        *owed -= 1;
        redraw.write(RequestRedraw);
    }
}
