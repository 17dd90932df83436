//! The lobby: the public games waiting for their second player, oldest first, and the
//! connections that follow it, each told of every game opened or gone as it happens.

use super::members::{Outbox, Outgoing};
use crate::online::protocol::{LobbyGame, ServerMessage};
use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

#[derive(Default)]
pub struct Lobby {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    games: Vec<LobbyGame>,
    followers: HashMap<u64, Outbox>,
}

impl Inner {
    /// Tells every follower; one whose outbox is full (it reads nothing) stops following.
    fn tell(&mut self, message: &ServerMessage) {
        let text = Outgoing::text(message);
        self.followers
            .retain(|_, out| out.try_send(Outgoing::Text(text.clone())).is_ok());
    }
}

impl Lobby {
    /// The lobby's lock, also after a panic elsewhere (each change is one insert or removal).
    fn inner(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Connection `conn` follows the lobby: it gets the open games now, then each change.
    pub fn follow(&self, conn: u64, out: &Outbox) {
        let mut inner = self.inner();
        let games = inner.games.clone();
        let text = Outgoing::text(&ServerMessage::Lobby { games });
        if out.try_send(Outgoing::Text(text)).is_ok() {
            inner.followers.insert(conn, out.clone());
        }
    }

    /// Connection `conn` stops following the lobby (or closed).
    pub fn unfollow(&self, conn: u64) {
        self.inner().followers.remove(&conn);
    }

    /// A public game opens.
    pub fn open(&self, game: LobbyGame) {
        let mut inner = self.inner();
        inner.games.retain(|g| g.room != game.room);
        inner.games.push(game.clone());
        inner.tell(&ServerMessage::LobbyOpen { game });
    }

    /// The game of `room` leaves the lobby (joined, or closed), if it was there.
    pub fn gone(&self, room: &str) {
        let mut inner = self.inner();
        let before = inner.games.len();
        inner.games.retain(|g| g.room != room);
        if inner.games.len() != before {
            inner.tell(&ServerMessage::LobbyGone { room: room.into() });
        }
    }
}
