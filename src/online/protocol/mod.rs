//! The online protocol: every message between a client and `kalah-server`, as JSON text frames
//! with a `type` field (docs/PROTOCOL.md shows each with an example). The first message a
//! client sends is `hello` with the protocol version; the server answers `welcome`, or an
//! error in words and closes. Seats are named for the side they sat at when the game began
//! (after the pie rule's swap each seat plays the other side); moves in the engine's notation.
//! Players, ratings and the lobby's games are in [`players`].

mod players;

pub use players::{
    KEY_LEN, LobbyGame, PlayerCard, PoolRating, Rating, RatingChange, normalise_key,
};

use crate::engine::{Game, Move, RuleSet, Side};
use serde::{Deserialize, Serialize};

/// The protocol's version; a client of another version is told so and closed. Version 3 adds
/// players, ratings, the lobby and the requests across the table.
pub const VERSION: u32 = 3;

/// The longest text frame the server reads; a longer one gets a `too_large` error.
pub const MAX_FRAME: usize = 4096;

/// A player's name: at most this many characters, once cleaned.
pub const MAX_NAME: usize = 24;

/// A game's clock: minutes and an increment a move, as in "5 min + 3 s".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockSpec {
    /// Each player's time at the start, in seconds (1..=3 hours).
    pub initial_s: u32,
    /// Added to the mover's time after each move, in seconds (0..=60).
    pub increment_s: u32,
}

impl ClockSpec {
    /// Whether the server takes this clock: from 1 s to 3 h, and an increment up to a minute.
    pub fn is_valid(self) -> bool {
        (1..=3 * 3600).contains(&self.initial_s) && self.increment_s <= 60
    }

    /// Parses `5+3` (minutes and seconds a move), as the command line writes it.
    pub fn parse(text: &str) -> Option<ClockSpec> {
        let (minutes, increment) = text.split_once('+').unwrap_or((text, "0"));
        let minutes: f64 = minutes.trim().parse().ok()?;
        let increment_s: u32 = increment.trim().parse().ok()?;
        let initial_s = (minutes * 60.0).round();
        if !(1.0..=10800.0).contains(&initial_s) {
            return None;
        }
        let spec = ClockSpec {
            initial_s: initial_s as u32,
            increment_s,
        };
        spec.is_valid().then_some(spec)
    }
}

/// Which seat the creator of a game takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatChoice {
    South,
    North,
    Random,
}

/// What a client sends. Messages without a body are written `{}` variants so that a field sent
/// with them is refused like any other unknown field.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message: the client's protocol version, the player's name, and the player's
    /// secret key (32 hex digits) if it has one: a player without a key plays casual games as
    /// a guest.
    Hello {
        version: u32,
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
    },
    /// A new game in a new room; `first` is the side that makes the first decision. A
    /// `public` game is listed in the lobby (otherwise only its code finds it); a `rated` one
    /// changes both players' ratings (both need a key).
    Create {
        rules: RuleSet,
        first: Side,
        seat: SeatChoice,
        #[serde(default)]
        clock: Option<ClockSpec>,
        #[serde(default)]
        public: bool,
        #[serde(default)]
        rated: bool,
    },
    /// Takes the free seat of a room, or watches it when both are taken.
    Join { room: String },
    /// Watches a room's game.
    Watch { room: String },
    /// Takes back a seat with the token that came with it (after a dropped connection).
    Resume { room: String, token: String },
    /// Plays the next player who asks for the same rule set, clock and rating (South moves
    /// first).
    Quick {
        rules: RuleSet,
        #[serde(default)]
        clock: Option<ClockSpec>,
        #[serde(default)]
        rated: bool,
    },
    /// Follows the lobby: the open public games now (`lobby`), then each one opened or gone.
    Lobby {},
    /// Stops following the lobby.
    LobbyOff {},
    /// Leaves the room (a waiting room is closed; a seat in a live game is kept for resume).
    Leave {},
    /// A move by `seat` as the game's decision number `ply` (0-based: the moves played so far).
    Move {
        ply: u32,
        seat: Side,
        #[serde(deserialize_with = "exact_move")]
        mv: Move,
    },
    /// Gives up the game.
    Resign {},
    /// Asks for another game with seats swapped; it starts when both players ask.
    Rematch {},
    /// Claims the win once the opponent has been away longer than the grace period.
    Claim {},
    /// Ends the game without a result, in its first two decisions.
    Abort {},
    /// Offers the opponent a draw.
    OfferDraw {},
    /// Accepts or declines the opponent's offer of a draw.
    AnswerDraw { accept: bool },
    /// Asks the opponent to take back this seat's last move (a casual game only).
    TakeBack {},
    /// Accepts or declines the opponent's request to take back a move.
    AnswerTakeBack { accept: bool },
    /// Sends this connection its room's whole game again, as when it entered (`seated` or
    /// `watching`): how a client that missed a message (a `stale` refusal) catches up.
    Sync {},
    /// Keeps the connection open (the server closes one silent for the idle timeout).
    Ping {},
}

/// A move as the protocol writes it: exactly its notation, with no space, case or leading zero
/// the notation's reader would forgive.
fn exact_move<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
    let text = String::deserialize(d)?;
    match text.parse::<Move>() {
        Ok(mv) if mv.to_string() == text => Ok(mv),
        _ => Err(serde::de::Error::custom(
            crate::engine::notation::NotationError(text),
        )),
    }
}

/// Why a message was refused; `message` in the error says it in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The client speaks another protocol version (the connection closes).
    Version,
    /// A message before `hello`, or a second `hello`.
    Hello,
    /// Not JSON, not a message of this protocol, or a field of the wrong kind.
    Malformed,
    /// A frame longer than `MAX_FRAME`.
    TooLarge,
    /// More messages than the server takes from one connection (a burst is fine).
    RateLimited,
    /// A rule set or clock the server cannot play.
    BadGame,
    /// No game with that code, or one that has ended and gone.
    NoRoom,
    /// The token does not hold a seat of that room.
    BadToken,
    /// The connection is already in a room (`leave` first).
    InRoom,
    /// A game message from a connection in no room.
    NoGame,
    /// A move, resignation or claim from a spectator.
    NotSeated,
    /// A move for the seat this connection does not hold.
    WrongSeat,
    /// A move while the opponent's seat is still empty.
    NotStarted,
    /// A move when the other seat is to move.
    NotYourTurn,
    /// A move for another decision than the next one (the client missed a move).
    Stale,
    /// A move the rules do not allow here (the message says why).
    Illegal,
    /// The game is over.
    GameOver,
    /// A claim before the grace period has passed, or while the opponent is present.
    TooEarly,
    /// The name belongs to another player's key.
    NameTaken,
    /// Not in a rated game (a take-back), or a rated game that needs what this client has not
    /// (a key, an opponent other than itself).
    Rated,
    /// An abort after the first two decisions.
    TooLate,
    /// A draw offer or take-back asked again before the asker's next turn to ask.
    TooSoon,
    /// An answer with nothing asked; a take-back with no move of the asker's to take back.
    NoRequest,
    /// The server could not keep the move (its store failed); nothing changed.
    Server,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndCause {
    /// By the rules: the board's play is over.
    Rules,
    /// A player resigned.
    Resigned,
    /// A player's time ran out.
    Flag,
    /// A player was away past the grace period and the other claimed the game.
    Abandoned,
    /// A player aborted it in its first two decisions: no result, no rating changes.
    Aborted,
    /// The players agreed to a draw.
    Agreed,
}

/// The end of a game: its cause and the winning seat (`None`: a draw).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ending {
    pub cause: EndCause,
    pub winner: Option<Side>,
}

/// The clocks as the server last set them: each seat's time left (`[south seat, north seat]`)
/// when the running one started; the running seat's time goes down from then.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clocks {
    pub left_ms: [u64; 2],
    /// The seat whose time runs, `None` before the game starts and after it ends.
    pub running: Option<Side>,
}

/// A room's whole game: enough for a client to rebuild the position with the engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameState {
    pub rules: RuleSet,
    pub first: Side,
    pub moves: Vec<Move>,
    /// The players' names by seat, `None` for a free seat.
    pub names: [Option<String>; 2],
    /// Whether each seat's player is connected.
    pub present: [bool; 2],
    pub clock: Option<ClockSpec>,
    pub clocks: Option<Clocks>,
    pub ending: Option<Ending>,
    /// Whether the game changes the players' ratings.
    #[serde(default)]
    pub rated: bool,
    /// Each seat's rating in the game's pool, `None` for a guest or a free seat.
    #[serde(default)]
    pub ratings: [Option<Rating>; 2],
    /// How many watch the game.
    #[serde(default)]
    pub spectators: u32,
    /// The seat whose draw offer waits for an answer.
    #[serde(default)]
    pub draw_offered: Option<Side>,
    /// The seat whose take-back request waits for an answer.
    #[serde(default)]
    pub take_back_asked: Option<Side>,
}

impl GameState {
    /// The game replayed by the engine (a state from the server always replays).
    pub fn game(&self) -> Result<Game, crate::engine::RecordError> {
        let record = crate::engine::GameRecord {
            rules: self.rules.clone(),
            first: self.first,
            moves: self.moves.clone(),
            tags: Default::default(),
            comments: Vec::new(),
        };
        Game::from_record(&record)
    }
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ServerMessage {
    /// The answer to `hello`, with the player the key names (none for a guest).
    Welcome {
        version: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<PlayerCard>,
    },
    /// A refused message, to its sender alone; the game goes on.
    Error { code: ErrorCode, message: String },
    /// You hold `seat` in `room`; keep `token` to take it back after a dropped connection.
    Seated {
        room: String,
        seat: Side,
        token: String,
        game: GameState,
    },
    /// You watch `room`.
    Watching { room: String, game: GameState },
    /// You are no longer in your room (another connection took your seat back with its
    /// token, or the room closed).
    Left { reason: String },
    /// Both seats are taken: the game begins (or goes on, after a restart).
    Started { game: GameState },
    /// Decision `ply` was played and kept; the mover gets this as its acknowledgement.
    Moved {
        ply: u32,
        seat: Side,
        mv: Move,
        clocks: Option<Clocks>,
    },
    /// A seat's player lost the connection; the other may claim the game after `claim_in_s`.
    Away { seat: Side, claim_in_s: u64 },
    /// The seat's player is back.
    Back { seat: Side },
    /// The game is over; its record (docs/RECORDS.md) is at `/games/ROOM.txt`. A rated game's
    /// changes to the ratings by seat.
    Over {
        ending: Ending,
        record: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ratings: Option<[RatingChange; 2]>,
    },
    /// The other seat asks for a rematch.
    RematchAsked { seat: Side },
    /// The open public games, to a client that follows the lobby.
    Lobby { games: Vec<LobbyGame> },
    /// A public game opened in the lobby.
    LobbyOpen { game: LobbyGame },
    /// A game left the lobby: joined, or closed before it began.
    LobbyGone { room: String },
    /// The seat offers a draw.
    DrawOffered { seat: Side },
    /// The seat declined the draw offered.
    DrawDeclined { seat: Side },
    /// The seat asks to take back its last move.
    TakeBackAsked { seat: Side },
    /// The seat declined the take-back.
    TakeBackDeclined { seat: Side },
    /// A take-back was accepted: the game goes back to its first `ply` decisions, with the
    /// clocks from then.
    TakenBack { ply: u32, clocks: Option<Clocks> },
    /// How many watch the game now.
    Spectators { count: u32 },
    /// The answer to `ping`.
    Pong {},
}

impl ServerMessage {
    /// An error message.
    pub fn error(code: ErrorCode, message: impl Into<String>) -> ServerMessage {
        ServerMessage::Error {
            code,
            message: message.into(),
        }
    }
}

/// A seat held on a server, as a client keeps it: enough to take it back (`resume`) after
/// quitting the game or reloading the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatKey {
    pub server: String,
    pub room: String,
    pub seat: Side,
    pub token: String,
}

/// A room code's letters: no 0/O, 1/I/L, so a code read aloud or copied by hand is unambiguous.
pub const CODE_LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/// A room code's length: 31^8, about 8.5 × 10^11 codes.
pub const CODE_LEN: usize = 8;

/// A room code as typed: upper-cased, spaces and dashes dropped; `None` if it cannot be one.
pub fn normalise_code(text: &str) -> Option<String> {
    let code: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (code.len() == CODE_LEN && code.bytes().all(|b| CODE_LETTERS.contains(&b))).then_some(code)
}

/// The names the clients give a player who never chose one ("Player" in the game's four
/// languages, and "Guest"): no key may hold them, so every newcomer can play under them.
pub const RESERVED_NAMES: [&str; 5] = ["Player", "Jugador", "Игрок", "Hráč", "Guest"];

/// Whether `name` (cleaned) is one of `RESERVED_NAMES`, in any case.
pub fn is_reserved_name(name: &str) -> bool {
    let name = name.to_lowercase();
    RESERVED_NAMES.iter().any(|r| r.to_lowercase() == name)
}

/// A player's name as others see it: control characters dropped, spaces collapsed, at most
/// `MAX_NAME` characters; an empty name becomes "Player".
pub fn clean_name(name: &str) -> String {
    // Control characters that are not spaces are dropped, not made into spaces.
    let name: String = name
        .chars()
        .filter(|c| c.is_whitespace() || !c.is_control())
        .collect();
    let words: Vec<&str> = name.split(char::is_whitespace).collect();
    let joined = words
        .iter()
        .filter(|w| !w.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(" ");
    let cleaned: String = joined
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME)
        .collect();
    let cleaned = cleaned.trim().to_string();
    if cleaned.is_empty() {
        "Player".to_string()
    } else {
        cleaned
    }
}

#[cfg(test)]
mod tests;
