//! The room at the table: what the server says about it, taken in by the follower every
//! client shares ([`crate::online::follow`]), becomes the rules resource's game. A
//! seat taken (or taken back) puts the server's game on the board, or keeps the board's own
//! when it is the same game (resending the player's moves the server has not kept yet, or,
//! in the same room, playing on to where the server is); the opponent's moves wait in order
//! until the board settles and go in as `ChooseMove`s from the server; the player's own moves
//! go out as the turn flow plays them and stay marked until acknowledged; a refused one is
//! taken back, with the server's words, and a `stale` one (this table fell behind) fetches the
//! game again on the same connection (`sync`). An end the rules did not make (a resignation,
//! a flag, an abandoned seat) stops the game once every move before it has been played here.
//! A room the server no longer has for this table is marked gone ([`super::gone`]).

use super::gone::gone_by;
use super::link::FromServer;
use super::{Declined, Notice, Online, OnlineCommand, Room};
use crate::AppSystems;
use crate::engine::keep::stats::ROOM_TAG;
use crate::engine::record::Tags;
use crate::engine::{GameRecord, Move, Outcome, Position, Side};
use crate::game::keep::games::ServedRecord;
use crate::game::messages::{
    BoardNews, ChooseMove, GameCommand, MatchStarted, MoveSource, OpenRecord, PositionJumped,
};
use crate::game::phase::TurnPhase;
use crate::game::table::{Match, MatchError, MatchSettings, Player, Starter};
use crate::online::follow::{self, Heard, RoomNews};
use crate::online::protocol::{ClientMessage, EndCause, Ending, ErrorCode, GameState};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            hand_in_remote_moves.in_set(AppSystems::Think),
            (leave_for_another_game, send_own_moves)
                .chain()
                .in_set(AppSystems::Flow)
                .after(crate::game::turn::choose_moves)
                .before(super::link::keep_link),
            take_messages
                .in_set(AppSystems::Flow)
                .after(super::link::keep_link),
        ),
    );
}

/// Who plays each seat at this table: the player's own seat once both are taken, the server
/// for the rest (so nobody here moves while the room waits, or when watching).
fn players(room: &Room) -> [Player; 2] {
    let both = room.facts.names.iter().all(Option::is_some);
    [Side::South, Side::North].map(|seat| match room.facts.seat == Some(seat) && both {
        true => Player::Human,
        false => Player::Remote,
    })
}

/// The server's game as a match at this table.
fn table_for(state: &GameState, players: [Player; 2]) -> Result<Match, MatchError> {
    let [south, north] = state.names.clone();
    let record = GameRecord {
        rules: state.rules.clone(),
        first: state.first,
        moves: state.moves.clone(),
        tags: Tags {
            south,
            north,
            ..Tags::default()
        },
        comments: Vec::new(),
    };
    let settings = MatchSettings {
        rules: state.rules.clone(),
        players,
        starter: match state.first {
            Side::South => Starter::South,
            Side::North => Starter::North,
        },
    };
    Match::resume(settings, &record)
}

/// How an ending the rules did not make reads at this table: the winning seat's side now.
fn outcome(ending: Ending, position: &Position) -> Outcome {
    match ending.winner {
        Some(seat) => Outcome::Win(position.seat_of(seat)),
        None => Outcome::Draw,
    }
}

/// The seat that made decision `ply` of the match.
fn mover_seat(m: &Match, ply: usize) -> Option<Side> {
    let before = m.game().position_before(ply)?;
    Some(before.seat_of(before.to_move()))
}

impl Room {
    /// Takes in the server's whole game: the board keeps its own game when the server's is
    /// the same or a start of it whose rest are this player's moves (sent again: returned);
    /// in the room the table is already in (`same_room`), it keeps its game as far as it
    /// agrees with the server's and plays the server's rest; otherwise the server's game
    /// replaces it.
    fn settle_with(
        &mut self,
        state: &GameState,
        m: &mut Match,
        board: &mut BoardNews,
        same_room: bool,
    ) -> Result<Vec<ClientMessage>, MatchError> {
        self.incoming.clear();
        let players = players(self);
        let local: Vec<Move> = m.game().moves().collect();
        let same_game =
            m.rules() == &state.rules && m.game().first() == state.first && !m.is_replay();
        let extra = state.moves.len()..local.len();
        let seat = self.facts.seat;
        let ours = |ply: usize| seat.is_some() && mover_seat(m, ply) == seat;
        if same_game && local.starts_with(&state.moves) && extra.clone().all(ours) {
            m.set_players(players);
            m.set_names(state.names.clone());
            self.facts.pending = extra.clone().map(|ply| ply as u32).collect();
            self.synced = local.len();
            let seat = seat.unwrap_or(Side::South);
            return Ok(extra
                .map(|ply| ClientMessage::Move {
                    ply: ply as u32,
                    seat,
                    mv: local[ply],
                })
                .collect());
        }
        self.facts.pending.clear();
        self.synced = state.moves.len();
        if same_game && same_room && catch_up(m, &state.moves) {
            m.set_players(players);
            m.set_names(state.names.clone());
            board.jumped.write(PositionJumped);
            return Ok(Vec::new());
        }
        *m = table_for(state, players)?;
        m.set_names(state.names.clone());
        board.started.write(MatchStarted);
        Ok(Vec::new())
    }
}

/// The board's game taken back to where it agrees with `moves`, then played on to them (no
/// sowing shown: the gems slide there). Whether it got there; if not, the board is to be
/// replaced.
fn catch_up(m: &mut Match, moves: &[Move]) -> bool {
    let agreed = m
        .game()
        .moves()
        .zip(moves)
        .take_while(|(here, there)| here == *there)
        .count();
    m.take_back_to(agreed);
    moves[agreed..].iter().all(|&mv| m.play(mv).is_ok())
}

/// A new game at the table, or a record opened on it, leaves the room.
fn leave_for_another_game(
    mut commands: MessageReader<GameCommand>,
    mut opened: MessageReader<OpenRecord>,
    mut online: MessageWriter<OnlineCommand>,
    room: Res<Online>,
) {
    let new_game = commands
        .read()
        .any(|c| matches!(c, GameCommand::NewGame(_)));
    if (new_game || opened.read().count() > 0) && room.room.is_some() {
        online.write(OnlineCommand::Leave);
    }
}

/// Sends the player's moves the turn flow has played since the last look.
fn send_own_moves(mut online: ResMut<Online>, m: Res<Match>) {
    let plies = m.game().moves().len();
    // Looked at first without touching the resource, so a still table changes nothing.
    if online.room.as_ref().is_none_or(|room| room.synced == plies) {
        return;
    }
    let Some(room) = online.room.as_mut() else {
        return;
    };
    room.synced = room.synced.min(plies);
    let Some(seat) = room.facts.seat else {
        room.synced = plies;
        return;
    };
    let mut out = Vec::new();
    for (ply, mv) in m.game().moves().enumerate().skip(room.synced) {
        if mover_seat(&m, ply) == Some(seat) {
            room.facts.sent(ply as u32);
            out.push(ClientMessage::Move {
                ply: ply as u32,
                seat,
                mv,
            });
        }
    }
    room.synced = plies;
    for message in out {
        online.send(&message);
    }
}

/// The opponent's next move, once the board has settled on the position before it; and the
/// server's end of the game, once every move before it has been played here.
fn hand_in_remote_moves(
    mut online: ResMut<Online>,
    mut m: ResMut<Match>,
    phase: Res<TurnPhase>,
    mut choose: MessageWriter<ChooseMove>,
) {
    let plies = m.game().moves().len();
    // Looked at first without touching the resources, so a still table changes nothing.
    let Some(room) = online.room.as_ref() else {
        return;
    };
    let next = room.incoming.front().map(|&(ply, _)| ply as usize);
    let stale = next.is_some_and(|ply| ply < plies);
    let due = next == Some(plies) && *phase == TurnPhase::RemoteToMove;
    let ends = room
        .facts
        .ending
        .is_some_and(|ending| ending.cause != EndCause::Rules)
        && m.outcome().is_none();
    if !(stale || due || ends) {
        return;
    }
    let Some(room) = online.room.as_mut() else {
        return;
    };
    while room
        .incoming
        .front()
        .is_some_and(|&(ply, _)| (ply as usize) < plies)
    {
        room.incoming.pop_front();
    }
    if *phase == TurnPhase::RemoteToMove
        && let Some(&(ply, mv)) = room.incoming.front()
        && ply as usize == plies
    {
        room.incoming.pop_front();
        choose.write(ChooseMove {
            mv,
            source: MoveSource::Remote,
        });
        return;
    }
    if let Some(ending) = room.facts.ending
        && ending.cause != EndCause::Rules
        && room.incoming.is_empty()
        && room.facts.pending.is_empty()
        && phase.settled()
        && m.outcome().is_none()
    {
        let outcome = outcome(ending, m.position());
        m.stop(outcome);
    }
}

/// The record the server kept of the room's game, with the tag naming its room.
fn served_record(room: &Room, text: &str) -> Option<GameRecord> {
    match GameRecord::parse(text) {
        Ok((mut record, _)) => {
            record
                .tags
                .other
                .insert(ROOM_TAG.into(), room.facts.code.clone());
            Some(record)
        }
        Err(e) => {
            warn!("the server's record does not read: {e}");
            None
        }
    }
}

/// What the server said, taken in through the follower every client shares.
fn take_messages(
    mut from_server: MessageReader<FromServer>,
    mut online: ResMut<Online>,
    mut m: ResMut<Match>,
    time: Res<Time<Real>>,
    mut served: ResMut<ServedRecord>,
    mut board: BoardNews,
) {
    let now = time.elapsed_secs_f64();
    let mut out = Vec::new();
    for FromServer(message) in from_server.read() {
        let online = &mut *online;
        if let Some(why) = gone_by(message, online)
            && online.room_gone(why, &mut m)
        {
            info!("online: the room is gone from this table ({why:?}): {message:?}");
            continue;
        }
        let facts = online.room.as_mut().map(|room| &mut room.facts);
        let heard = follow::hear(facts, message, now);
        // Made for a message only: the table counts as changed when the server said something.
        let mut hearing = Hearing {
            m: &mut m,
            board: &mut board,
            served: &mut served,
            out: &mut out,
        };
        hearing.act(heard, online);
    }
    for message in &out {
        online.send(message);
    }
}

/// The table as the server's messages change it, and what the table sends back.
struct Hearing<'a, 'w> {
    m: &'a mut Match,
    board: &'a mut BoardNews<'w>,
    served: &'a mut ServedRecord,
    out: &'a mut Vec<ClientMessage>,
}

impl Hearing<'_, '_> {
    /// Does what the follower says a message asks of this table.
    fn act(&mut self, heard: Heard, online: &mut Online) {
        match heard {
            Heard::Entered { facts, game } => {
                // The tests that play in two windows read these lines.
                match facts.seat {
                    Some(seat) => info!("online: seated as {seat} in room {}", facts.code),
                    None => info!("online: watching room {}", facts.code),
                }
                self.served.0 = None;
                if facts.seat.is_some() {
                    online.resume = None;
                }
                let same_room = online.in_room(&facts.code);
                online.room = Some(Room {
                    facts,
                    ..Room::default()
                });
                self.settle(game, online, same_room);
            }
            Heard::Started { game } => {
                if let Some(room) = &online.room {
                    info!("online: the game in room {} started", room.facts.code);
                }
                self.settle(game, online, true);
            }
            Heard::Moved { ply, mv, own, .. } => {
                if let Some(room) = online.room.as_mut() {
                    room.declined = None;
                    if !own {
                        room.incoming.push_back((ply, mv));
                    }
                }
            }
            Heard::Over { ending, record } => {
                if let Some(room) = &online.room {
                    info!(
                        "online: the game in room {} is over ({:?}, winner {:?})",
                        room.facts.code, ending.cause, ending.winner
                    );
                    self.served.0 = served_record(room, record);
                }
            }
            Heard::Refused {
                code,
                message,
                taken_back,
                sync,
            } => {
                warn!("the server refused: {message}");
                self.refusal(code, taken_back, sync, online);
            }
            Heard::Left { reason } => {
                online.room = None;
                online.resume = None;
                info!("left the room: {reason}");
                online.notice = Some(Notice::Left);
            }
            Heard::News(news) => self.news(news, online),
            Heard::Nothing => {}
        }
    }

    /// News across the table: an accepted take-back takes the board back to the server's
    /// `ply` decisions (the opponent's moves after it, still waiting to be played here, are
    /// dropped); a declined request is said.
    fn news(&mut self, news: RoomNews, online: &mut Online) {
        let Some(room) = online.room.as_mut() else {
            return;
        };
        match news {
            RoomNews::TakenBack { ply } => {
                room.incoming.retain(|&(next, _)| next < ply);
                if self.m.take_back_to(ply as usize) > 0 {
                    self.board.jumped.write(PositionJumped);
                }
                room.synced = room.synced.min(ply as usize);
            }
            RoomNews::DrawDeclined { seat } if room.facts.seat != Some(seat) => {
                room.declined = Some(Declined::Draw);
            }
            RoomNews::TakeBackDeclined { seat } if room.facts.seat != Some(seat) => {
                room.declined = Some(Declined::TakeBack);
            }
            _ => {}
        }
    }

    /// The table settles on the server's whole game (and sends again the moves it made that
    /// the server has not seen; a watcher sends nothing).
    fn settle(&mut self, game: &GameState, online: &mut Online, same_room: bool) {
        let Some(room) = online.room.as_mut() else {
            return;
        };
        match room.settle_with(game, self.m, self.board, same_room) {
            Ok(resend) if room.facts.seat.is_some() => self.out.extend(resend),
            Ok(_) => {}
            Err(e) => error!("the server's game does not replay: {e}"),
        }
    }

    /// A refusal: a move of this table's refused takes the table back to before it (and a
    /// stale one asks for the whole game again); a seat whose game is gone is forgotten.
    fn refusal(
        &mut self,
        code: ErrorCode,
        taken_back: Option<u32>,
        sync: bool,
        online: &mut Online,
    ) {
        if let Some(room) = online.room.as_mut()
            && let Some(first) = taken_back
        {
            if self.m.take_back_to(first as usize) > 0 {
                self.board.jumped.write(PositionJumped);
            }
            room.synced = first as usize;
            if sync {
                // This table fell behind: the server sends the whole game again on this
                // connection, and nobody moves here until it has come.
                self.m.set_players([Player::Remote; 2]);
                self.out.push(ClientMessage::Sync {});
            }
        }
        if matches!(code, ErrorCode::BadToken | ErrorCode::NoRoom) {
            // A seat kept with the save whose game is gone: nothing to take back.
            online.resume = None;
        }
        online.notice = Some(Notice::Refused(code));
    }
}
