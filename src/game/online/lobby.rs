//! The lobby: the open public games, followed live while the player looks at Play online. The
//! overlay says when it shows them ([`Lobby::want`]); a connection of its own (the seat's, if
//! any, is left alone) then says hello, sends `lobby` and keeps the list as the server's
//! `lobby`, `lobby_open` and `lobby_gone` change it; when the overlay stops showing them it
//! sends `lobby_off` and closes. Refused for its name (another player's key holds it), it
//! tries again once the player gives another. A game is joined from the list by its code, on
//! the seat's own fresh connection as any join.

use super::Online;
use crate::AppSystems;
use crate::game::waker::Waker;
use crate::online::protocol::{ClientMessage, ErrorCode, LobbyGame, ServerMessage};
use crate::online::socket::{Socket, SocketEvent};
use bevy::prelude::*;
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Lobby>()
        .add_systems(Update, follow.in_set(AppSystems::Flow));
}

/// Where the lobby's connection stands, as the overlay says it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LobbyState {
    /// Not followed.
    #[default]
    Off,
    /// Connecting, or waiting for the list.
    Opening,
    /// The list is the server's, kept live.
    Open,
    /// The server could not be reached, or refused (its reason when it said one).
    Failed(Option<ErrorCode>),
}

/// The lobby as the table follows it.
#[derive(Resource, Default)]
pub struct Lobby {
    /// Whether the overlay shows the lobby (and the table follows it).
    wanted: bool,
    pub state: LobbyState,
    /// The open public games, oldest first.
    pub games: Vec<LobbyGame>,
    socket: Option<Socket>,
    /// The server followed (another in the form closes this connection and opens one there).
    server: String,
    /// The name the lobby's hello gave.
    name: String,
}

impl Lobby {
    /// The overlay shows the lobby (`true`) or no longer does; the connection follows.
    pub fn want(&mut self, wanted: bool) {
        self.wanted = wanted;
    }

    /// Whether the overlay shows the lobby.
    pub fn wanted(&self) -> bool {
        self.wanted
    }

    /// Takes in what the server said to the lobby's connection.
    fn hear(&mut self, message: ServerMessage) {
        match message {
            ServerMessage::Welcome { .. } => {
                if let Some(socket) = &self.socket {
                    socket.send(&ClientMessage::Lobby {});
                }
            }
            ServerMessage::Lobby { games } => {
                self.games = games;
                self.state = LobbyState::Open;
            }
            ServerMessage::LobbyOpen { game } => {
                self.games.retain(|g| g.room != game.room);
                self.games.push(game);
            }
            ServerMessage::LobbyGone { room } => self.games.retain(|g| g.room != room),
            ServerMessage::Error { code, message } => {
                warn!("the lobby's server refused: {message}");
                if self.state != LobbyState::Open {
                    // The hello refused: the server would wait on this connection for another
                    // (and answer its keep-alive with "say hello first"); it is let go.
                    self.state = LobbyState::Failed(Some(code));
                    self.socket = None;
                }
            }
            _ => {}
        }
    }

    /// Stops following: `lobby_off`, and the connection closes.
    fn close(&mut self) {
        if let Some(socket) = self.socket.take() {
            socket.send(&ClientMessage::LobbyOff {});
        }
        self.games.clear();
        self.state = LobbyState::Off;
    }
}

/// Opens the lobby's connection when the overlay shows it, closes it when it does not, and
/// keeps the list.
fn follow(mut lobby: ResMut<Lobby>, online: Res<Online>, waker: Res<Waker>) {
    let moved = lobby.server != online.server;
    let renamed =
        lobby.state == LobbyState::Failed(Some(ErrorCode::NameTaken)) && lobby.name != online.name;
    if !lobby.wanted || moved || renamed {
        if lobby.state != LobbyState::Off {
            lobby.close();
        }
        if !lobby.wanted {
            return;
        }
    }
    if lobby.state == LobbyState::Off {
        lobby.server = online.server.clone();
        let waker = waker.clone();
        lobby.socket = Some(Socket::open(&online.server, Arc::new(move || waker.wake())));
        lobby.state = LobbyState::Opening;
    }
    while let Some(event) = lobby.socket.as_ref().and_then(Socket::poll) {
        match event {
            SocketEvent::Opened => {
                let hello = online.hello();
                lobby.name = online.name.clone();
                if let Some(socket) = &lobby.socket {
                    socket.send(&hello);
                }
            }
            SocketEvent::Message(message) => lobby.hear(*message),
            SocketEvent::Unreadable(why) => warn!("the lobby's server sent {why}"),
            SocketEvent::Closed(why) => {
                info!("the lobby's connection closed: {why}");
                lobby.socket = None;
                if !matches!(lobby.state, LobbyState::Failed(Some(_))) {
                    lobby.state = LobbyState::Failed(None);
                }
                break;
            }
        }
    }
}
