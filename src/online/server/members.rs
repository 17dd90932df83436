//! The people in a room: each connection's outbox, and what a room sends through it (a message
//! already written as JSON, the news that it moved to another room, or that it left).

use crate::engine::Side;
use crate::online::protocol::ServerMessage;
use std::sync::Arc;
use tokio::sync::mpsc;

/// What a connection's task is handed to pass on.
pub enum Outgoing {
    /// A message to send as it is.
    Text(Arc<str>),
    /// The connection now belongs to the room of this code (a rematch opened it).
    Switch(String),
    /// The connection is no longer in its room, for this reason.
    Left(String),
}

impl Outgoing {
    /// A message written once, to be sent to many.
    pub fn text(message: &ServerMessage) -> Arc<str> {
        serde_json::to_string(message)
            .expect("a server message serialises")
            .into()
    }
}

/// A connection's outbox; a full one means a reader that reads nothing.
pub type Outbox = mpsc::Sender<Outgoing>;

/// One connection in a room: on a seat, or watching.
pub struct Member {
    pub conn: u64,
    pub seat: Option<Side>,
    pub out: Outbox,
}

impl Member {
    /// Hands the connection `outgoing`; false when it cannot take it (gone, or not reading).
    pub fn send(&self, outgoing: Outgoing) -> bool {
        self.out.try_send(outgoing).is_ok()
    }

    pub fn seated(self, seat: Side) -> Member {
        Member {
            seat: Some(seat),
            ..self
        }
    }

    pub fn unseated(self) -> Member {
        Member { seat: None, ..self }
    }
}
