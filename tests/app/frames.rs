//! The frames the game asks for (`kalah::game::redraw`), headless: a still board asks for none;
//! a move asks for them until its gems have settled (none while paused), an AI's search asks
//! for them until its answer has been played, a window event, a pad's button and a wake from
//! outside the frame ask for the few after them; and then the board rests again. (The overlay's
//! share is in `overlay.rs`.)

use crate::common::{m, opened, seats, start};
use bevy::ecs::message::{MessageCursor, Messages};
use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent, GamepadEvent};
use bevy::prelude::*;
use bevy::window::{RequestRedraw, WindowEvent, WindowResized};
use kalah::engine::ai::Level;
use kalah::engine::{Move, RuleSet};
use kalah::game::ai::Brain;
use kalah::game::messages::{ChooseMove, GameCommand, MoveSource};
use kalah::game::phase::TurnPhase;
use kalah::game::redraw::AFTER;
use kalah::game::table::Player;
use kalah::game::waker::Waker;
use std::time::{Duration, Instant};

/// A table between `players` at Kalah 6x4 (South first), with a reader of the frames it asks
/// for, after its first frames.
fn table(players: [Player; 2]) -> (App, MessageCursor<RequestRedraw>) {
    let mut app = opened(seats(RuleSet::kalah(), players));
    app.add_plugins(kalah::LogicPlugin);
    start(&mut app);
    let cursor = app
        .world()
        .resource::<Messages<RequestRedraw>>()
        .get_cursor();
    (app, cursor)
}

/// Runs one frame: whether it asked for the next.
fn frame(app: &mut App, cursor: &mut MessageCursor<RequestRedraw>) -> bool {
    app.update();
    let asked = app.world().resource::<Messages<RequestRedraw>>();
    cursor.read(asked).count() > 0
}

/// Runs `frames` frames: how many asked for the next.
fn asking(app: &mut App, cursor: &mut MessageCursor<RequestRedraw>, frames: usize) -> usize {
    (0..frames).filter(|_| frame(app, cursor)).count()
}

fn settled(app: &App) -> bool {
    app.world().resource::<TurnPhase>().settled()
}

/// Two humans' table once the new game's own frames are done.
fn at_rest() -> (App, MessageCursor<RequestRedraw>) {
    let (mut app, mut cursor) = table([Player::Human, Player::Human]);
    asking(&mut app, &mut cursor, usize::from(AFTER) + 2);
    (app, cursor)
}

#[test]
fn a_still_board_asks_for_no_frames() {
    let (mut app, mut cursor) = at_rest();
    assert_eq!(asking(&mut app, &mut cursor, 200), 0);
}

#[test]
fn a_move_asks_for_frames_until_its_gems_settle() {
    let (mut app, mut cursor) = at_rest();
    app.world_mut().write_message(ChooseMove {
        mv: Move::ccw(2),
        source: MoveSource::Human,
    });
    assert!(
        frame(&mut app, &mut cursor),
        "the move's frame asked for none"
    );
    let mut frames = 1;
    while !settled(&app) {
        assert!(
            frame(&mut app, &mut cursor),
            "frame {frames} of the sowing asked for none"
        );
        frames += 1;
        assert!(frames < 200, "the sowing did not settle");
    }
    // Four seeds at 100 ms a frame: the sowing took frames of its own, each asking.
    assert!(frames > 10, "the sowing took {frames} frames");
    assert!(asking(&mut app, &mut cursor, usize::from(AFTER) + 1) > 0);
    assert_eq!(asking(&mut app, &mut cursor, 100), 0);
}

#[test]
fn a_paused_sowing_rests_and_goes_on_asking_when_resumed() {
    let (mut app, mut cursor) = at_rest();
    app.world_mut().write_message(ChooseMove {
        mv: Move::ccw(2),
        source: MoveSource::Human,
    });
    asking(&mut app, &mut cursor, 3);
    assert!(!settled(&app), "the sowing is under way");
    app.world_mut().write_message(GameCommand::TogglePause);
    asking(&mut app, &mut cursor, usize::from(AFTER) + 1);
    assert_eq!(
        asking(&mut app, &mut cursor, 100),
        0,
        "a paused board rests"
    );
    assert!(!settled(&app), "the pause holds the sowing");
    app.world_mut().write_message(GameCommand::TogglePause);
    let mut frames = 0;
    while !settled(&app) {
        assert!(
            frame(&mut app, &mut cursor),
            "frame {frames} after the pause asked for none"
        );
        frames += 1;
        assert!(frames < 200, "the sowing did not settle");
    }
}

#[test]
fn an_ai_search_asks_for_frames_until_its_answer_is_played() {
    let ai = Player::Ai(Level::Easy);
    let (mut app, mut cursor) = table([ai, Player::Human]);
    // The search thinks on a worker in real time: each frame waits a little for it.
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut searching = 0;
    let mut frames = 0;
    // Until the human is to move (an extra turn has the AI search again).
    while *app.world().resource::<TurnPhase>() != TurnPhase::HumanToMove {
        if app.world().resource::<Brain>().thinking().is_some() {
            searching += 1;
        }
        assert!(
            frame(&mut app, &mut cursor),
            "frame {frames} asked for none"
        );
        frames += 1;
        assert!(Instant::now() < deadline, "the AI's move did not settle");
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(searching > 0, "the AI never searched");
    assert!(m(&app).game().history().count() > 0);
    asking(&mut app, &mut cursor, usize::from(AFTER) + 1);
    assert_eq!(asking(&mut app, &mut cursor, 100), 0);
}

#[test]
fn a_window_event_or_a_pad_asks_for_the_frames_after_it() {
    let (mut app, mut cursor) = at_rest();
    let window = app.world_mut().spawn_empty().id();
    app.world_mut()
        .write_message(WindowEvent::WindowResized(WindowResized {
            window,
            width: 900.0,
            height: 600.0,
        }));
    assert_eq!(asking(&mut app, &mut cursor, 50), usize::from(AFTER));

    let pad = app.world_mut().spawn_empty().id();
    app.world_mut()
        .write_message(GamepadEvent::Connection(GamepadConnectionEvent {
            gamepad: pad,
            connection: GamepadConnection::Disconnected,
        }));
    assert_eq!(asking(&mut app, &mut cursor, 50), usize::from(AFTER));
}

/// What arrives from outside the frame (a file's text, the clipboard's, a message from the
/// server) is taken by the update its wake brings, and the overlay may answer it with a command
/// that is only carried out in the next update: the wake must ask for the frames after it, as a
/// window event does. (In the browser an uploaded record waited for the next mouse move.)
#[test]
fn a_wake_from_outside_the_frame_asks_for_the_frames_after_it() {
    let (mut app, mut cursor) = at_rest();
    app.world().resource::<Waker>().clone().wake();
    assert_eq!(asking(&mut app, &mut cursor, 50), usize::from(AFTER));
    assert_eq!(
        asking(&mut app, &mut cursor, 50),
        0,
        "the board rests again"
    );
}
