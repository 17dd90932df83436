//! A connection's session: its `hello` (a guest, or the player its key names), and each message
//! after it handed to the hub, the lobby or its room, a refusal coming back as the error for
//! this client alone.

use super::bucket::Bucket;
use super::hub::{Hub, Table};
use super::members::{Outbox, Outgoing};
use super::room::{Refusal, Room, Sitter};
use super::store::players::Entry;
use crate::engine::Side;
use crate::online::protocol::{
    ClientMessage, ErrorCode, SeatChoice, ServerMessage, VERSION, clean_name, is_reserved_name,
    normalise_key,
};
use std::net::IpAddr;
use std::sync::Arc;

/// Rooms one connection may open in a row, and then one each this many seconds.
const ROOMS_IN_A_ROW: f64 = 5.0;
const ROOM_EVERY_S: f64 = 10.0;

/// A connection's state: its address, who it is once it said hello, its room, and the rooms
/// it may still open.
pub(super) struct Session {
    conn: u64,
    ip: IpAddr,
    /// The player's name and record (`None` for a guest), once it said hello.
    sitter: Option<Sitter>,
    pub(super) room: Option<Arc<Room>>,
    out: Outbox,
    rooms: Bucket,
}

impl Session {
    pub(super) fn new(conn: u64, ip: IpAddr, out: Outbox) -> Session {
        Session {
            conn,
            ip,
            sitter: None,
            room: None,
            out,
            rooms: Bucket::new(ROOMS_IN_A_ROW, 1.0 / ROOM_EVERY_S),
        }
    }

    /// The connection closed: it leaves its room (its seat waits) and the lobby.
    pub(super) async fn end(&mut self, hub: &Hub) {
        hub.lobby.unfollow(self.conn);
        if let Some(room) = self.room.take() {
            room.leave(self.conn, true).await;
        }
    }

    /// Queues an error for this client (dropped if its outbox is full: it reads nothing).
    pub(super) fn refuse(&self, code: ErrorCode, words: impl Into<String>) {
        let text = Outgoing::text(&ServerMessage::error(code, words));
        let _ = self.out.try_send(Outgoing::Text(text));
    }

    fn send(&self, message: &ServerMessage) {
        let _ = self.out.try_send(Outgoing::Text(Outgoing::text(message)));
    }

    /// Takes one of the rooms this connection may open in a row.
    fn open_a_room(&mut self) -> Result<(), Refusal> {
        if self.rooms.take() {
            return Ok(());
        }
        Err((
            ErrorCode::RateLimited,
            format!("you opened {ROOMS_IN_A_ROW} rooms in a row: open another in {ROOM_EVERY_S} s"),
        ))
    }

    fn room(&self) -> Result<&Arc<Room>, Refusal> {
        self.room.as_ref().ok_or((
            ErrorCode::NoGame,
            "you are in no room: create, join, watch or resume one".to_string(),
        ))
    }

    fn not_in_room(&self) -> Result<(), Refusal> {
        match &self.room {
            Some(room) => Err((
                ErrorCode::InRoom,
                format!("you are in room {} already: leave it first", room.code),
            )),
            None => Ok(()),
        }
    }

    /// Reads one message and does what it asks.
    pub(super) async fn handle(&mut self, hub: &Arc<Hub>, text: &str) -> Result<(), Refusal> {
        let message: ClientMessage = serde_json::from_str(text).map_err(|e| {
            (
                ErrorCode::Malformed,
                format!("not a message of this protocol: {e}"),
            )
        })?;
        let Some(sitter) = self.sitter.clone() else {
            return self.hello(hub, message).await;
        };
        match message {
            ClientMessage::Hello { .. } => {
                Err((ErrorCode::Hello, "you said hello already".to_string()))
            }
            ClientMessage::Lobby {} => {
                hub.lobby.follow(self.conn, &self.out);
                Ok(())
            }
            ClientMessage::LobbyOff {} => {
                hub.lobby.unfollow(self.conn);
                Ok(())
            }
            ClientMessage::Ping {} => {
                self.send(&ServerMessage::Pong {});
                Ok(())
            }
            ClientMessage::Create { .. }
            | ClientMessage::Join { .. }
            | ClientMessage::Watch { .. }
            | ClientMessage::Resume { .. }
            | ClientMessage::Quick { .. } => self.enter(hub, message, sitter).await,
            _ => self.at_table(hub, message).await,
        }
    }

    /// The first message: `hello`, in this protocol's version, as a guest or a player with a
    /// key whose name no other key holds.
    async fn hello(&mut self, hub: &Hub, message: ClientMessage) -> Result<(), Refusal> {
        let ClientMessage::Hello { version, name, key } = message else {
            return Err((
                ErrorCode::Hello,
                format!(
                    "say hello first: {{\"type\":\"hello\",\"version\":{VERSION},\"name\":\"...\"}}"
                ),
            ));
        };
        if version != VERSION {
            return Err((
                ErrorCode::Version,
                format!(
                    "this server speaks protocol version {VERSION} and your client {version}: \
                     update the game to play online here"
                ),
            ));
        }
        let key = match key {
            Some(key) => Some(normalise_key(&key).ok_or((
                ErrorCode::Malformed,
                "a player key is 32 hex digits".to_string(),
            ))?),
            None => None,
        };
        let name = clean_name(&name);
        if key.is_some() && is_reserved_name(&name) {
            // A key holds its name for good: a default name held so would be taken from
            // every newcomer who plays under it.
            return Err((
                ErrorCode::NameTaken,
                format!(
                    "{name} is the name every new player starts with: choose a name of your \
                     own to play with your key"
                ),
            ));
        }
        let entry = hub.store.enter(key.as_deref(), &name).await.map_err(|e| {
            tracing::error!("{e}");
            (
                ErrorCode::Server,
                "the server could not read its players; try again".to_string(),
            )
        })?;
        let (player, card) = match entry {
            Entry::NameTaken => {
                return Err((
                    ErrorCode::NameTaken,
                    format!("the name {name} belongs to another player's key: choose another"),
                ));
            }
            Entry::Guest => (None, None),
            Entry::Player(player) => (Some(player.id), Some(player.card)),
        };
        self.sitter = Some(Sitter { name, player });
        self.send(&ServerMessage::Welcome {
            version: VERSION,
            player: card,
        });
        Ok(())
    }

    /// A message that puts this connection in a room.
    async fn enter(
        &mut self,
        hub: &Arc<Hub>,
        message: ClientMessage,
        sitter: Sitter,
    ) -> Result<(), Refusal> {
        self.not_in_room()?;
        let member = Hub::member(self.conn, &self.out);
        let room = match message {
            ClientMessage::Create {
                rules,
                first,
                seat,
                clock,
                public,
                rated,
            } => {
                // Refused before the room is opened: a guest's rated game left an empty room
                // that counted against the address's limit for a day.
                needs_key(rated, &sitter)?;
                self.open_a_room()?;
                let table = Table {
                    rules,
                    first,
                    clock,
                    quick: false,
                    public,
                    rated,
                };
                let room = hub.create(table, Some(self.ip)).await?;
                let seat = match seat {
                    SeatChoice::South => Side::South,
                    SeatChoice::North => Side::North,
                    SeatChoice::Random if rand::random::<bool>() => Side::South,
                    SeatChoice::Random => Side::North,
                };
                room.sit(member, seat, sitter).await?;
                room
            }
            ClientMessage::Join { room } => {
                let room = hub.find(&room).await?;
                room.join(member, sitter).await?;
                room
            }
            ClientMessage::Watch { room } => {
                let room = hub.find(&room).await?;
                room.watch(member).await?;
                room
            }
            ClientMessage::Resume { room, token } => {
                let room = hub.find(&room).await?;
                room.resume(member, &token).await?;
                room
            }
            ClientMessage::Quick {
                rules,
                clock,
                rated,
            } => {
                needs_key(rated, &sitter)?;
                self.open_a_room()?;
                hub.quick(rules, clock, rated, self.ip, (member, sitter))
                    .await?
            }
            _ => return Ok(()),
        };
        self.room = Some(room);
        Ok(())
    }

    /// A message for this connection's room.
    async fn at_table(&mut self, hub: &Arc<Hub>, message: ClientMessage) -> Result<(), Refusal> {
        let room = self.room()?.clone();
        let conn = self.conn;
        match message {
            ClientMessage::Leave {} => {
                self.room = None;
                room.leave(conn, false).await;
                Ok(())
            }
            ClientMessage::Move { ply, seat, mv } => room.play(conn, seat, ply, mv).await,
            ClientMessage::Resign {} => room.resign(conn).await,
            ClientMessage::Sync {} => room.sync(conn).await,
            ClientMessage::Claim {} => room.claim(conn).await,
            ClientMessage::Abort {} => room.abort(conn).await,
            ClientMessage::OfferDraw {} => room.offer_draw(conn).await,
            ClientMessage::AnswerDraw { accept } => room.answer_draw(conn, accept).await,
            ClientMessage::TakeBack {} => room.ask_take_back(conn).await,
            ClientMessage::AnswerTakeBack { accept } => room.answer_take_back(conn, accept).await,
            ClientMessage::Rematch {} => {
                if let Some(plan) = room.rematch(conn).await? {
                    hub.open_rematch(plan).await?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

/// A rated game needs the player's key: refused for a guest.
fn needs_key(rated: bool, sitter: &Sitter) -> Result<(), Refusal> {
    match rated && sitter.player.is_none() {
        true => Err((
            ErrorCode::Rated,
            "a rated game needs a player key: say hello with your key".to_string(),
        )),
        false => Ok(()),
    }
}
