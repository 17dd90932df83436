//! The connection to the server: opened when the player asks for a game (or a saved seat is to
//! be taken back), greeted with `hello`, polled once a frame, and opened again while a game is
//! live and the connection drops (after 1, 2, 4 … up to 15 s, taking the seat back with its
//! token). What the server says goes on as [`FromServer`] messages to the room.

use super::{Connection, Notice, Online, OnlineCommand};
use crate::AppSystems;
use crate::game::table::Match;
use crate::game::waker::Waker;
use crate::online::protocol::{ClientMessage, ServerMessage};
use crate::online::socket::{Socket, SocketEvent};
use bevy::prelude::*;
use std::sync::Arc;

/// A message from the server, for the room.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct FromServer(pub ServerMessage);

/// The room takes what arrived right after (`room::take_messages` runs after [`keep_link`]).
pub(super) fn plugin(app: &mut App) {
    app.add_message::<FromServer>().add_systems(
        Update,
        (ask, keep_link)
            .chain()
            .in_set(AppSystems::Flow)
            .after(crate::game::turn::choose_moves),
    );
}

/// The wait before reconnecting, by attempt: 1, 2, 4, 8, then 15 seconds.
fn backoff(attempt: u32) -> f64 {
    f64::from(1u32 << attempt.min(4)).min(15.0)
}

impl Online {
    /// Opens a connection (dropping any other); once welcomed, `then` is sent.
    pub(super) fn connect(&mut self, then: ClientMessage, waker: &Waker) {
        let waker = waker.clone();
        self.socket = Some(Socket::open(&self.server, Arc::new(move || waker.wake())));
        self.wanted = Some(then);
        self.connection = Connection::Connecting;
    }

    /// Sends over the open connection; dropped otherwise (the seat is taken back with the
    /// whole game on reconnecting).
    pub(super) fn send(&self, message: &ClientMessage) {
        if let (Some(socket), Connection::Open) = (&self.socket, self.connection) {
            socket.send(message);
        }
    }

    /// Closes the connection, leaving the room behind.
    pub(super) fn disconnect(&mut self) {
        self.socket = None;
        self.wanted = None;
        self.connection = Connection::Off;
    }
}

/// The overlay's commands that open a connection or leave. Leaving, the board's game becomes
/// this table's own (`gone::hand_to_table`): nothing more comes for it from the server.
fn ask(
    mut commands: MessageReader<OnlineCommand>,
    mut online: ResMut<Online>,
    mut m: ResMut<Match>,
    waker: Res<Waker>,
) {
    for command in commands.read() {
        let message = match command {
            OnlineCommand::Create {
                rules,
                first,
                seat,
                clock,
                public,
                rated,
            } => ClientMessage::Create {
                rules: rules.clone(),
                first: *first,
                seat: *seat,
                clock: *clock,
                public: *public,
                rated: *rated,
            },
            OnlineCommand::Join(code) => ClientMessage::Join { room: code.clone() },
            OnlineCommand::Watch(code) => ClientMessage::Watch { room: code.clone() },
            OnlineCommand::Quick {
                rules,
                clock,
                rated,
            } => ClientMessage::Quick {
                rules: rules.clone(),
                clock: *clock,
                rated: *rated,
            },
            OnlineCommand::Leave => {
                online.send(&ClientMessage::Leave {});
                online.disconnect();
                online.room = None;
                online.resume = None;
                if m.has_remote() {
                    super::gone::hand_to_table(&mut m);
                }
                continue;
            }
            OnlineCommand::Resign => ClientMessage::Resign {},
            OnlineCommand::Rematch => {
                if let Some(room) = &mut online.room {
                    room.rematch_sent = true;
                }
                ClientMessage::Rematch {}
            }
            OnlineCommand::Claim => ClientMessage::Claim {},
            OnlineCommand::Abort => ClientMessage::Abort {},
            OnlineCommand::OfferDraw => ClientMessage::OfferDraw {},
            OnlineCommand::AnswerDraw(accept) => ClientMessage::AnswerDraw { accept: *accept },
            OnlineCommand::TakeBack => ClientMessage::TakeBack {},
            OnlineCommand::AnswerTakeBack(accept) => {
                ClientMessage::AnswerTakeBack { accept: *accept }
            }
        };
        if let Some(room) = &mut online.room {
            // A new request or answer: the last refusal is said no more.
            room.declined = None;
        }
        let joins = matches!(
            message,
            ClientMessage::Create { .. }
                | ClientMessage::Join { .. }
                | ClientMessage::Watch { .. }
                | ClientMessage::Quick { .. }
        );
        online.notice = None;
        if joins {
            // A new room: the old one is left behind, on a fresh connection.
            online.room = None;
            online.resume = None;
            online.connect(message, &waker);
        } else {
            online.send(&message);
        }
    }
}

/// Reconnects when it is time, and passes on what arrived.
pub(super) fn keep_link(
    mut online: ResMut<Online>,
    waker: Res<Waker>,
    time: Res<Time<Real>>,
    mut from_server: MessageWriter<FromServer>,
) {
    let now = time.elapsed_secs_f64();
    if let Some(key) = online.resume.clone()
        && online.connection == Connection::Off
    {
        // A seat kept with the save: take it back.
        online.connect(
            ClientMessage::Resume {
                room: key.room,
                token: key.token,
            },
            &waker,
        );
    }
    if let Connection::Reconnecting { at, attempt } = online.connection
        && now >= at
        && let Some(key) = online.seat_key()
    {
        online.connect(
            ClientMessage::Resume {
                room: key.room,
                token: key.token,
            },
            &waker,
        );
        online.connection = Connection::Reconnecting {
            at: now + backoff(attempt + 1),
            attempt: attempt + 1,
        };
    }
    while let Some(event) = online.socket.as_ref().and_then(Socket::poll) {
        match event {
            SocketEvent::Opened => {
                let hello = online.hello();
                if let Some(socket) = &online.socket {
                    socket.send(&hello);
                }
            }
            SocketEvent::Message(message) => match *message {
                ServerMessage::Welcome { .. } => {
                    online.connection = Connection::Open;
                    if let Some(wanted) = online.wanted.take() {
                        online.send(&wanted);
                    }
                }
                ServerMessage::Pong {} => {}
                ServerMessage::Error { .. } if online.connection != Connection::Open => {
                    // Before the welcome, the hello was refused (a name another player's key
                    // holds, a key the server cannot read): the room says why, and this
                    // connection, which the server keeps waiting for another hello, is let go.
                    online.drop_connection(now, "the server refused the hello");
                    from_server.write(FromServer(*message));
                    break;
                }
                message => {
                    from_server.write(FromServer(message));
                }
            },
            SocketEvent::Unreadable(why) => warn!("the server sent an unreadable frame: {why}"),
            SocketEvent::Closed(why) => {
                online.drop_connection(now, &why);
                online.notice = Some(Notice::Unreachable);
                break;
            }
        }
    }
}

impl Online {
    /// The connection is gone (`why`): a seat held is taken back after the next wait; without
    /// one nothing more is wanted.
    fn drop_connection(&mut self, now: f64, why: &str) {
        self.socket = None;
        let attempt = match self.connection {
            Connection::Reconnecting { attempt, .. } => attempt,
            _ => 0,
        };
        if self.seat_key().is_some() {
            info!("connection lost ({why}); reconnecting");
            self.connection = Connection::Reconnecting {
                at: now + backoff(attempt),
                attempt,
            };
        } else {
            warn!("online: {why}");
            self.connection = Connection::Off;
            self.wanted = None;
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn reconnecting_waits_longer_each_time_up_to_15_s() {
        let waits: Vec<f64> = (0..7).map(super::backoff).collect();
        assert_eq!(waits, [1.0, 2.0, 4.0, 8.0, 15.0, 15.0, 15.0]);
    }
}
