//! Online play at the table: the connection to `kalah-server` ([`link`]) and the room the
//! player sits or watches in, whose messages reach the rules resource ([`room`]). The
//! opponent's moves come in as `ChooseMove`s from the server (`MoveSource::Remote`) and play as
//! the usual sowing; the player's own go out once the turn flow has played them, marked until
//! the server acknowledges them, and are taken back with the server's reason if it refuses.
//! The overlay writes [`OnlineCommand`]s and reads [`Online`]; the save keeps the seat's
//! token ([`SeatKey`]), so a game reopened takes its seat back. A room the server no longer
//! has for this table stays in view marked [`Gone`], its board still ([`gone`]).

pub mod gone;
pub mod key;
pub mod link;
pub mod lobby;
pub mod room;

use crate::AppSystems;
use crate::engine::{Move, RuleSet, Side};
use crate::game::keep::save::KeptSeat;
use crate::game::opening::{self, Opening};
use crate::game::settings::Settings;
use crate::game::table::Match;
use crate::online::follow::RoomFacts;
use crate::online::protocol::{ClientMessage, ClockSpec, ErrorCode, SeatChoice, SeatKey, VERSION};
use crate::online::socket::Socket;
use bevy::prelude::*;
use std::collections::VecDeque;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .add_message::<OnlineCommand>()
        .add_plugins((key::plugin, link::plugin, lobby::plugin, room::plugin))
        .add_systems(Startup, start.after(opening::start_first_match))
        .add_systems(Update, keep_seat.in_set(AppSystems::Keep));
}

/// Keeps the seat held (for the save) up to date.
fn keep_seat(online: Res<Online>, mut kept: ResMut<KeptSeat>) {
    if online.is_changed() {
        kept.set_if_neq(KeptSeat(online.seat_key()));
    }
}

/// The server natively when neither the command line nor the settings name one: a
/// `kalah-server` on this machine, at its own default address.
pub const LOCAL_SERVER: &str = "ws://127.0.0.1:8080";

/// The server this page came from, in the browser (`wss://` for a page served over https).
fn page_server() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let location = web_sys::window()?.location();
        let host = location.host().ok().filter(|h| !h.is_empty())?;
        let scheme = match location.protocol().ok()?.as_str() {
            "https:" => "wss",
            _ => "ws",
        };
        Some(format!("{scheme}://{host}"))
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The server and the player's name, from the command line (or page), a seat kept with the
/// save, the settings or the page's own origin; then the game the opening asks to join. A saved
/// game played from another table with no seat to take back (one watched, or whose room was
/// gone) is this table's own now.
pub fn start(
    opening: Option<Res<Opening>>,
    settings: Res<Settings>,
    kept: Res<KeptSeat>,
    mut online: ResMut<Online>,
    m: Option<ResMut<Match>>,
    mut commands: MessageWriter<OnlineCommand>,
) {
    if let Some(key) = kept.0.clone() {
        info!("taking back the online seat in room {}", key.room);
        online.resume = Some(key);
    } else if let Some(mut m) = m
        && m.has_remote()
    {
        gone::hand_to_table(&mut m);
    }
    let asked = opening.as_ref().and_then(|o| o.server.clone());
    let kept = online.resume.as_ref().map(|key| key.server.clone());
    online.server = asked
        .or(kept)
        .or_else(|| settings.online_server.clone())
        .or_else(page_server)
        .unwrap_or_else(|| LOCAL_SERVER.to_string());
    // None kept: the overlay names the player in their language (`ui::online`).
    online.name = settings.online_name.clone().unwrap_or_default();
    online.key = key::to_send(&settings);
    let join = opening.as_ref().and_then(|o| o.join.clone());
    // The seat kept with the save is taken back instead where it is in that room.
    let resuming = |code: &String| online.resume.as_ref().is_some_and(|key| &key.room == code);
    if let Some(code) = join.filter(|code| !resuming(code)) {
        if settings.online_name.is_none() {
            // Never named: the name is asked once before joining.
            online.join_asks_name = Some(code);
        } else {
            commands.write(OnlineCommand::Join(code));
        }
    }
}

/// What a player asks of online play.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum OnlineCommand {
    /// A new game in a new room, waiting for a friend who joins with its code; a `public` one
    /// stands in the lobby too, a `rated` one changes both players' ratings.
    Create {
        rules: RuleSet,
        first: Side,
        seat: SeatChoice,
        clock: Option<ClockSpec>,
        public: bool,
        rated: bool,
    },
    /// Takes the free seat of the room with this code.
    Join(String),
    /// Watches the game in the room with this code.
    Watch(String),
    /// Plays the next player who asks for the same rule set and clock.
    Quick {
        rules: RuleSet,
        clock: Option<ClockSpec>,
        rated: bool,
    },
    /// Leaves: a waiting room is closed and the connection too; a seat in a live game is kept
    /// on the server (for the grace period) and the game at the table stays as it stands.
    Leave,
    Resign,
    /// Asks for another game with the seats swapped.
    Rematch,
    /// Claims the game once the opponent has been away past the grace period.
    Claim,
    /// Ends the game without a result, in its first two moves.
    Abort,
    /// Offers the opponent a draw.
    OfferDraw,
    /// Accepts (true) or declines the opponent's offer of a draw.
    AnswerDraw(bool),
    /// Asks the opponent to take back this player's last move (casual games only).
    TakeBack,
    /// Accepts (true) or declines the opponent's request to take back a move.
    AnswerTakeBack(bool),
}

/// The connection, as the overlay shows it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Connection {
    /// No connection, none wanted.
    #[default]
    Off,
    /// Connecting and saying hello.
    Connecting,
    /// Welcomed by the server.
    Open,
    /// The connection dropped during a game: the next try is at `at` (seconds of real time).
    Reconnecting { at: f64, attempt: u32 },
}

/// What the player must read (the server's and the socket's own words go to the log).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The server refused something (a move among them, which is taken back).
    Refused(ErrorCode),
    /// The connection could not be made, or was lost.
    Unreachable,
    /// The player's seat was taken back at another table, or the room closed.
    Left,
}

/// Why the room is gone from this table: nothing more comes from it, and nobody here moves
/// in its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gone {
    /// The server no longer has the game: it refused the seat's return (it was restarted
    /// without the room, or the seat's token holds nothing there), or it closed the room.
    FromServer,
    /// The seat was taken back at another table, where the game goes on.
    Elsewhere,
}

/// What the opponent declined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Declined {
    Draw,
    TakeBack,
}

/// The room the player is in: its facts as the server's messages set them (the follower
/// shared with the command line, [`crate::online::follow`]), and what only this table keeps.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Room {
    pub facts: RoomFacts,
    /// This player asked for a rematch.
    pub rematch_sent: bool,
    /// The room is gone from this table, and why.
    pub gone: Option<Gone>,
    /// The opponent's last answer to this player's request, said until the next move.
    pub declined: Option<Declined>,
    /// The decisions the server and this table agree on (sent or received).
    synced: usize,
    /// The opponent's moves, by ply, waiting for the board to settle.
    incoming: VecDeque<(u32, Move)>,
}

impl Room {
    /// Whether both seats are taken and the game has not ended (nor gone from this table).
    pub fn live(&self) -> bool {
        self.facts.both_seated() && self.facts.ending.is_none() && self.gone.is_none()
    }
}

/// Online play: the server, the player's name, the connection and the room.
#[derive(Resource, Default)]
pub struct Online {
    /// The server's address (`ws://HOST:PORT`).
    pub server: String,
    /// The name the opponent sees.
    pub name: String,
    /// The player's secret key, sent with `hello` (from the settings: [`key`]); none plays as
    /// a guest.
    pub key: Option<String>,
    pub connection: Connection,
    pub room: Option<Room>,
    pub notice: Option<Notice>,
    socket: Option<Socket>,
    /// What to send once the server has welcomed the connection.
    wanted: Option<ClientMessage>,
    /// A seat to take back as soon as the game starts (from the save).
    resume: Option<SeatKey>,
    /// A game to join from a link (`?join=`, `--join`) that waits for the player's name: no
    /// name was ever kept, and the name is asked once (the overlay asks it, then joins).
    pub join_asks_name: Option<String>,
}

impl Online {
    /// Online play on `server` as `name`, not connected.
    pub fn new(server: impl Into<String>, name: impl Into<String>) -> Online {
        Online {
            server: server.into(),
            name: name.into(),
            ..default()
        }
    }

    /// The `hello` this player says on every new connection: the protocol's version, the
    /// name, and the key once the player has a name of their own.
    pub(crate) fn hello(&self) -> ClientMessage {
        ClientMessage::Hello {
            version: VERSION,
            name: self.name.clone(),
            key: self.key.clone(),
        }
    }

    /// The seat to keep with the save: while the player holds one in a game not yet over (nor
    /// gone).
    pub fn seat_key(&self) -> Option<SeatKey> {
        let held = self
            .room
            .as_ref()
            .filter(|r| r.facts.ending.is_none() && r.gone.is_none())
            .and_then(|room| {
                Some(SeatKey {
                    server: self.server.clone(),
                    room: room.facts.code.clone(),
                    seat: room.facts.seat?,
                    token: room.facts.token.clone()?,
                })
            });
        held.or_else(|| self.resume.clone())
    }

    /// Whether something on screen counts down by itself: a running clock, the opponent's
    /// grace period, or the wait before reconnecting (the window then looks once a second).
    pub fn ticking(&self) -> bool {
        matches!(self.connection, Connection::Reconnecting { .. })
            || self.room.as_ref().is_some_and(|room| {
                room.facts.ending.is_none()
                    && (room.facts.away.is_some()
                        || room.facts.clocks.is_some_and(|(c, _)| c.running.is_some()))
            })
    }
}
