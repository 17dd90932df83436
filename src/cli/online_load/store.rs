//! The load generator's last step: every started game looked up in what the server kept, once
//! the run is over. A finished game's record (`GET /games/CODE.txt`) must be the game replayed
//! here; a game that did not finish is watched (`watch`), and the moves its room holds must
//! start with the moves its movers heard acknowledged.

use super::bots::{Played, lost};
use crate::engine::{GameRecord, Move};
use crate::online::client::{Client, ClientError, http_get};
use crate::online::protocol::{ClientMessage, ErrorCode, ServerMessage};
use futures_util::StreamExt;
use std::time::Duration;

/// Games looked up at once: each watch holds one socket, well within the server's limit.
const AT_ONCE: usize = 4;

/// How long the server may take over one look.
const PATIENCE: Duration = Duration::from_secs(5);

/// Tries at a watch the server's socket limit refuses, while the bots' sockets close.
const TRIES: u32 = 10;

/// How long to wait between those tries.
const RETRY: Duration = Duration::from_millis(200);

/// What the store kept of one started game, against what was played here.
pub(super) struct Finding {
    /// Acknowledged moves missing from the kept game (from its first difference on).
    pub lost: u64,
    /// The kept game is the one played here: a finished game's record equal to the game
    /// replayed here, an unfinished game's moves starting with the acknowledged ones.
    pub whole: bool,
}

/// Looks up every game of `played` on `server`, in order: `None` for a game that never
/// started, an error for one the server could not be asked about.
pub(super) async fn check(
    server: &str,
    played: &[Played],
) -> Vec<Option<Result<Finding, ClientError>>> {
    futures_util::stream::iter(played)
        .map(|game| async move {
            let room = game.room.as_deref().filter(|_| game.started)?;
            Some(find(server, room, game).await)
        })
        .buffered(AT_ONCE)
        .collect()
        .await
}

/// Looks up the game in `room` and compares it with what was played.
async fn find(server: &str, room: &str, game: &Played) -> Result<Finding, ClientError> {
    let kept = kept(server, room, game.finished.is_some()).await?;
    Ok(compare(game, kept.as_deref()))
}

/// What was played against what the server kept (`None`: it knows no such game, so every
/// acknowledged move is lost).
pub(super) fn compare(game: &Played, kept: Option<&[Move]>) -> Finding {
    let Some(kept) = kept else {
        return Finding {
            lost: game.acknowledged.len() as u64,
            whole: false,
        };
    };
    let lost = lost(&game.acknowledged, kept);
    let whole = match &game.finished {
        Some(replayed) => replayed == kept,
        None => lost == 0,
    };
    Finding { lost, whole }
}

/// The moves the server kept of the game in `room`, `None` if it knows no such game: a
/// finished game's record, or else its room as a spectator sees it; for an unfinished game the
/// other way round (it may have ended on the server after the deadline cut the bots off).
async fn kept(server: &str, room: &str, finished: bool) -> Result<Option<Vec<Move>>, ClientError> {
    if finished {
        match record(server, room).await? {
            Some(moves) => Ok(Some(moves)),
            None => watched(server, room).await,
        }
    } else {
        match watched(server, room).await? {
            Some(moves) => Ok(Some(moves)),
            None => record(server, room).await,
        }
    }
}

/// The moves of the record at `/games/ROOM.txt`, `None` if there is none.
async fn record(server: &str, room: &str) -> Result<Option<Vec<Move>>, ClientError> {
    let path = format!("/games/{room}.txt");
    let asked = http_get(server, &path);
    let (status, text) = tokio::time::timeout(PATIENCE, asked)
        .await
        .map_err(|_| ClientError::Timeout(PATIENCE))??;
    match status {
        200 => GameRecord::from_text(&text)
            .map(|record| Some(record.moves))
            .map_err(|e| ClientError::Unreadable(format!("the record of {room}: {e}"))),
        404 => Ok(None),
        other => Err(ClientError::Unreadable(format!(
            "the record of {room}: HTTP {other}"
        ))),
    }
}

/// The moves of the game in `room` as a spectator is sent them, `None` if there is no such
/// room; tried again while the server refuses the socket for its limit.
async fn watched(server: &str, room: &str) -> Result<Option<Vec<Move>>, ClientError> {
    let mut tries = 1;
    loop {
        match watch_once(server, room).await {
            Err(e) if super::socket_limit(&e) && tries < TRIES => {
                tries += 1;
                tokio::time::sleep(RETRY).await;
            }
            answer => return answer,
        }
    }
}

/// One connection that watches `room` and reads the game it is sent.
async fn watch_once(server: &str, room: &str) -> Result<Option<Vec<Move>>, ClientError> {
    let mut client = Client::hello(server, "load-check").await?;
    client
        .send(&ClientMessage::Watch {
            room: room.to_string(),
        })
        .await?;
    let answer = match client.recv_within(PATIENCE).await? {
        ServerMessage::Watching { game, .. } => Ok(Some(game.moves)),
        ServerMessage::Error {
            code: ErrorCode::NoRoom,
            ..
        } => Ok(None),
        ServerMessage::Error { message, .. } => Err(ClientError::Refused(message)),
        other => Err(ClientError::Unreadable(format!(
            "expected the watched game: {other:?}"
        ))),
    };
    client.close().await;
    answer
}

#[cfg(test)]
mod tests {
    use super::{Played, compare};
    use crate::engine::Move;
    use crate::engine::notation::parse_moves;

    fn moves(text: &str) -> Vec<Move> {
        parse_moves(text).unwrap()
    }

    fn played(acknowledged: &str, finished: Option<&str>) -> Played {
        Played {
            started: true,
            acknowledged: moves(acknowledged),
            finished: finished.map(moves),
            ..Played::default()
        }
    }

    #[test]
    fn an_unfinished_game_is_whole_when_its_room_starts_with_the_acknowledged_moves() {
        let game = played("3,4,1", None);
        let found = compare(&game, Some(&moves("3,4,1,6")));
        assert_eq!((found.lost, found.whole), (0, true));
        let found = compare(&game, Some(&moves("3,4,2,6")));
        assert_eq!((found.lost, found.whole), (1, false));
        let found = compare(&game, None);
        assert_eq!((found.lost, found.whole), (3, false));
    }

    #[test]
    fn a_finished_game_is_whole_when_its_record_is_the_game_replayed_here() {
        let game = played("3,4", Some("3,4,1"));
        let found = compare(&game, Some(&moves("3,4,1")));
        assert_eq!((found.lost, found.whole), (0, true));
        let found = compare(&game, Some(&moves("3,4")));
        assert_eq!((found.lost, found.whole), (0, false));
        let found = compare(&game, Some(&moves("3")));
        assert_eq!((found.lost, found.whole), (1, false));
    }
}
