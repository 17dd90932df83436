//! `kalah-cli online`: play on a `kalah-server` from the terminal. `create`, `join`, `watch`
//! and `quick` connect, then print the game as it goes (one line a move, the board after it);
//! the player's moves are typed, or chosen by an AI level with `--ai`. The server's messages are
//! taken in by the follower the game shares ([`crate::online::follow`]), so a refused move may
//! be typed again and a stale one fetches the game with `sync`. Unlike the other
//! commands these print as they go: a game is not over when the command starts. `load` is the
//! load generator (`online_load.rs`).

use super::args::Args;
use super::error::CliError;
use super::{first_side, rule_set};
use crate::engine::ai::{Level, Thinker};
use crate::engine::{Game, Position, Side};
use crate::online::client::Client;
use crate::online::follow::{self, Heard, RoomFacts, RoomNews};
use crate::online::protocol::{
    ClientMessage, ClockSpec, GameState, SeatChoice, ServerMessage, normalise_code,
};
use std::io::Write;
use std::time::Duration;
use tokio::io::AsyncBufReadExt;

/// `kalah-cli online SUBCOMMAND ...`.
pub fn online(rest: &[String]) -> Result<String, CliError> {
    let Some((sub, rest)) = rest.split_first() else {
        return Err(CliError::usage(
            "online needs a subcommand: create, join, watch, quick or load",
        ));
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::Online(format!("cannot start: {e}")))?;
    match sub.as_str() {
        "create" | "join" | "watch" | "quick" => {
            let args = Args::parse(rest, &["public", "rated"])?;
            let ask = request(sub, &args)?;
            let server = args.required("server")?.to_string();
            let key = args.text("key").map(str::to_string);
            let name = match (args.text("name"), &key) {
                (Some(name), _) => name.to_string(),
                (None, None) => "Player".to_string(),
                // A key holds its name for good, and "Player" is every newcomer's.
                (None, Some(_)) => {
                    return Err(CliError::usage(
                        "--key holds a name for good: give it with --name",
                    ));
                }
            };
            let ai = match args.text("ai") {
                None => None,
                Some(text) => Some(Level::parse(text).ok_or_else(|| {
                    CliError::usage(format!(
                        "--ai must be Beginner, Easy, Medium, Hard or Master, not '{text}'"
                    ))
                })?),
            };
            runtime.block_on(play(&server, (&name, key.as_deref()), ask, ai))
        }
        "load" => super::online_load::load(rest, &runtime),
        other => Err(CliError::usage(format!(
            "unknown online subcommand '{other}' (create, join, watch, quick or load)"
        ))),
    }
}

/// The message that puts this client in a room.
fn request(sub: &str, args: &Args) -> Result<ClientMessage, CliError> {
    let code = || -> Result<String, CliError> {
        let text = args.required("code")?;
        normalise_code(text).ok_or_else(|| {
            CliError::usage(format!(
                "--code must be a room code of 8 letters, not '{text}'"
            ))
        })
    };
    let clock = || -> Result<Option<ClockSpec>, CliError> {
        args.text("clock")
            .map(|text| {
                ClockSpec::parse(text).ok_or_else(|| {
                    CliError::usage(format!(
                        "--clock must be minutes+seconds a move (5+3; up to 180 min and 60 s), not '{text}'"
                    ))
                })
            })
            .transpose()
    };
    let common = ["server", "name", "ai", "key"];
    Ok(match sub {
        "create" => {
            args.only(
                &[
                    &common[..],
                    &[
                        "rules", "pits", "seeds", "first", "seat", "clock", "public", "rated",
                    ],
                ]
                .concat(),
            )?;
            let seat = match args.text("seat").unwrap_or("random") {
                "south" => SeatChoice::South,
                "north" => SeatChoice::North,
                "random" => SeatChoice::Random,
                other => {
                    return Err(CliError::usage(format!(
                        "--seat must be south, north or random, not '{other}'"
                    )));
                }
            };
            ClientMessage::Create {
                rules: rule_set(args)?,
                first: first_side(args)?,
                seat,
                clock: clock()?,
                public: args.flag("public"),
                rated: args.flag("rated"),
            }
        }
        "quick" => {
            args.only(&[&common[..], &["rules", "pits", "seeds", "clock", "rated"]].concat())?;
            ClientMessage::Quick {
                rules: rule_set(args)?,
                clock: clock()?,
                rated: args.flag("rated"),
            }
        }
        "join" => {
            args.only(&[&common[..], &["code"]].concat())?;
            ClientMessage::Join { room: code()? }
        }
        _ => {
            args.only(&["server", "name", "code", "key"])?;
            ClientMessage::Watch { room: code()? }
        }
    })
}

/// What the terminal client knows of its game: the room's facts (the follower every client
/// shares) and the game as the server played it.
struct Table {
    facts: RoomFacts,
    game: Game,
}

impl Table {
    fn new(facts: RoomFacts, state: &GameState) -> Result<Table, CliError> {
        Ok(Table {
            game: replayed(state)?,
            facts,
        })
    }

    /// Both seats taken and no end heard (the follower keeps both facts).
    fn live(&self) -> bool {
        self.facts.both_seated() && self.facts.ending.is_none()
    }

    fn my_turn(&self) -> bool {
        let pos = self.game.position();
        let waiting = self
            .facts
            .pending
            .contains(&(self.game.moves().len() as u32));
        self.live()
            && !pos.is_over()
            && !waiting
            && self.facts.seat == Some(pos.seat_of(pos.to_move()))
    }
}

/// The server's game, replayed here.
fn replayed(state: &GameState) -> Result<Game, CliError> {
    state
        .game()
        .map_err(|e| CliError::Online(format!("the server's game does not replay: {e}")))
}

fn say(line: impl AsRef<str>) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{}", line.as_ref());
    let _ = out.flush();
}

/// The board in one line: North's pits from its right to its left above South's, as a player
/// at South sees them.
fn board_line(pos: &Position) -> String {
    let board = pos.board();
    let row =
        |side: Side| -> Vec<String> { board.row(side).iter().map(|s| format!("{s:2}")).collect() };
    let mut north = row(Side::North);
    north.reverse();
    format!(
        "  north [{:2}] {}\n  south      {} [{:2}]",
        board.store(Side::North),
        north.join(" "),
        row(Side::South).join(" "),
        board.store(Side::South)
    )
}

/// Plays (or watches) as `who`: the player's name, and key if it has one.
async fn play(
    server: &str,
    who: (&str, Option<&str>),
    ask: ClientMessage,
    ai: Option<Level>,
) -> Result<String, CliError> {
    let online = |e: crate::online::client::ClientError| CliError::Online(e.to_string());
    let (name, key) = who;
    let (mut client, player) = Client::hello_as(server, name, key).await.map_err(online)?;
    if let Some(card) = player {
        say(format!(
            "playing as {} ({} games played)",
            card.name, card.games
        ));
    }
    client.send(&ask).await.map_err(online)?;
    let mut table: Option<Table> = None;
    let mut stdin = tokio::io::BufReader::new(tokio::io::stdin()).lines();
    let mut ping = tokio::time::interval(Duration::from_secs(30));
    let started = std::time::Instant::now();
    loop {
        let turn = table.as_ref().filter(|t| t.my_turn()).map(|t| {
            (
                t.game.rules().clone(),
                t.game.repeatable_past(),
                *t.game.position(),
                t.game.moves().len(),
            )
        });
        if let Some((rules, past, pos, ply)) = turn {
            let seat = pos.seat_of(pos.to_move());
            let chosen = match ai {
                Some(level) => Some(think(rules, past, pos, level).await?),
                None => {
                    say("your move (a pit number, 4cw, swap, or resign):");
                    tokio::select! {
                        line = stdin.next_line() => {
                            let Ok(Some(line)) = line else {
                                return Err(CliError::Online("the input ended".into()));
                            };
                            typed(&mut client, &line).await?
                        }
                        message = client.recv() => {
                            let message = message.map_err(online)?;
                            let now = started.elapsed().as_secs_f64();
                            if let Some(done) = take_in(&mut client, &mut table, &message, now).await? {
                                return Ok(done);
                            }
                            None
                        }
                    }
                }
            };
            if let Some((mv, t)) = chosen.zip(table.as_mut()) {
                let ply = ply as u32;
                client
                    .send(&ClientMessage::Move { ply, seat, mv })
                    .await
                    .map_err(online)?;
                t.facts.sent(ply);
            }
            continue;
        }
        tokio::select! {
            message = client.recv() => {
                let message = message.map_err(online)?;
                let now = started.elapsed().as_secs_f64();
                if let Some(done) = take_in(&mut client, &mut table, &message, now).await? {
                    return Ok(done);
                }
            }
            _ = ping.tick() => client.send(&ClientMessage::Ping {}).await.map_err(online)?,
        }
    }
}

/// The AI's move at `pos`, thought out on a worker thread.
/// `past`: the positions a move could bring back (`Game::repeatable_past`).
async fn think(
    rules: crate::engine::RuleSet,
    past: Vec<Position>,
    pos: Position,
    level: Level,
) -> Result<crate::engine::Move, CliError> {
    tokio::task::spawn_blocking(move || {
        let mut thinker = Thinker::new(rules, pos, level, rand::random()).with_past(&past);
        loop {
            if let Some(mv) = thinker.think(Duration::from_millis(50)) {
                break mv;
            }
        }
    })
    .await
    .map_err(|e| CliError::Online(format!("the AI failed: {e}")))
}

/// A typed line: a move to send, or `resign` (sent here), or a mistake (said, nothing sent).
async fn typed(client: &mut Client, line: &str) -> Result<Option<crate::engine::Move>, CliError> {
    if line.trim() == "resign" {
        client
            .send(&ClientMessage::Resign {})
            .await
            .map_err(|e| CliError::Online(e.to_string()))?;
        return Ok(None);
    }
    match line.trim().parse() {
        Ok(mv) => Ok(Some(mv)),
        Err(e) => {
            say(format!("{e}"));
            Ok(None)
        }
    }
}

/// A clock's time as `m:ss`.
fn minutes(ms: u64) -> String {
    let seconds = ms / 1000;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// Takes in one message from the server ([`hear`]) and sends what it asks for.
async fn take_in(
    client: &mut Client,
    table: &mut Option<Table>,
    message: &ServerMessage,
    now: f64,
) -> Result<Option<String>, CliError> {
    let mut replies = Vec::new();
    let done = hear(table, message, now, &mut replies)?;
    for reply in &replies {
        client
            .send(reply)
            .await
            .map_err(|e| CliError::Online(e.to_string()))?;
    }
    Ok(done)
}

/// Takes in one message from the server through the follower every client shares, and prints
/// it; `Some` with the last words when the game is over. What to send back goes in `replies`
/// (`sync` when this client fell behind).
fn hear(
    table: &mut Option<Table>,
    message: &ServerMessage,
    now: f64,
    replies: &mut Vec<ClientMessage>,
) -> Result<Option<String>, CliError> {
    let facts = table.as_mut().map(|t| &mut t.facts);
    match follow::hear(facts, message, now) {
        Heard::Entered { facts, game } => {
            match (&facts.seat, &facts.token) {
                (Some(seat), Some(token)) => say(format!(
                    "room {}: you play {seat} (to take the seat back: --code {}, token {token})",
                    facts.code, facts.code
                )),
                _ => say(format!("room {}: watching", facts.code)),
            }
            if facts.seat.is_some() && !facts.both_seated() {
                say(format!(
                    "waiting for an opponent: share the code {}",
                    facts.code
                ));
            }
            *table = Some(Table::new(facts, game)?);
        }
        Heard::Started { game } => {
            let Some(t) = table else {
                return Ok(None);
            };
            t.game = replayed(game)?;
            let name = |seat: Side| t.facts.names[seat.index()].clone();
            say(format!(
                "the game begins: {} (south) against {} (north)",
                name(Side::South).unwrap_or("?".into()),
                name(Side::North).unwrap_or("?".into())
            ));
            say(board_line(t.game.position()));
        }
        Heard::Moved { ply, seat, mv, .. } => {
            if let Some(t) = table {
                if t.game.play(mv).is_err() {
                    return Err(CliError::Online(format!(
                        "move {ply} ({mv}) from the server does not play here"
                    )));
                }
                let clocks = t.facts.clocks.map_or(String::new(), |(c, _)| {
                    format!(
                        "   (clocks: south {}, north {})",
                        minutes(c.left_ms[0]),
                        minutes(c.left_ms[1])
                    )
                });
                say(format!("{}. {seat}: {mv}{clocks}", ply + 1));
                say(board_line(t.game.position()));
            }
        }
        Heard::Over { ending, record } => {
            let how = match ending.winner {
                Some(seat) => format!("{seat} wins ({:?})", ending.cause),
                None => "a draw".to_string(),
            };
            return Ok(Some(format!("game over: {how}\n{record}")));
        }
        Heard::Refused { message, sync, .. } => {
            say(format!("refused: {message}"));
            if sync {
                replies.push(ClientMessage::Sync {});
            }
        }
        Heard::News(news) => say(match news {
            RoomNews::Away { seat, claim_in_s } => {
                format!("{seat} lost the connection; the game may be claimed after {claim_in_s} s")
            }
            RoomNews::Back { seat } => format!("{seat} is back"),
            RoomNews::RematchAsked { seat } => format!("{seat} asks for a rematch"),
            RoomNews::DrawOffered { seat } => format!("{seat} offers a draw"),
            RoomNews::DrawDeclined { seat } => format!("{seat} declines the draw"),
            RoomNews::TakeBackAsked { seat } => format!("{seat} asks to take back a move"),
            RoomNews::TakeBackDeclined { seat } => format!("{seat} declines the take-back"),
            RoomNews::TakenBack { ply } => {
                if let Some(t) = table {
                    while t.game.moves().len() > ply as usize && t.game.undo().is_some() {}
                    say(board_line(t.game.position()));
                }
                format!("moves taken back: the game goes on after decision {ply}")
            }
            RoomNews::Spectators { count } => format!("{count} watching"),
        }),
        Heard::Left { reason } => return Ok(Some(format!("left the room: {reason}\n"))),
        Heard::Nothing => {}
    }
    Ok(None)
}
