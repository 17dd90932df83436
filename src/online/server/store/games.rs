//! The games' rows: each write applied in SQL, and a kept game read back (the games not over
//! at start, a finished one by its code).

use super::{Applied, NewGame, StoreError, StoredGame, Write, players};
use crate::engine::{Move, RuleSet, Side};
use crate::online::protocol::{ClockSpec, EndCause};
use rusqlite::{Connection, OptionalExtension, params};

fn seat_column(seat: Side, what: &str) -> String {
    format!("{}_{what}", seat.name())
}

/// Applies one write; a finished rated game hands back its changes to the ratings.
pub(super) fn apply(conn: &Connection, write: &Write) -> rusqlite::Result<Applied> {
    match write {
        Write::Create(game) => {
            conn.execute(
                "INSERT INTO games (code, rules, first, clock_initial_s, clock_increment_s,
                    quick, created_ms, state, south_left_ms, north_left_ms, public, rated)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'open', ?8, ?8, ?9, ?10)",
                params![
                    game.code,
                    game.rules.to_json(),
                    game.first.name(),
                    game.clock.map(|c| c.initial_s),
                    game.clock.map(|c| c.increment_s),
                    game.quick,
                    game.created_ms as i64,
                    game.clock.map_or(0, |c| c.initial_s as i64 * 1000),
                    game.public,
                    game.rated,
                ],
            )?;
        }
        Write::Seat {
            code,
            seat,
            name,
            token,
            player,
        } => {
            let sql = format!(
                "UPDATE games SET {} = ?2, {} = ?3, {} = ?4 WHERE code = ?1",
                seat_column(*seat, "name"),
                seat_column(*seat, "token"),
                seat_column(*seat, "player")
            );
            expect_one(conn.execute(&sql, params![code, name, token, player])?)?;
        }
        Write::Start {
            code,
            left_ms,
            at_ms,
        } => {
            expect_one(conn.execute(
                "UPDATE games SET state = 'live', south_left_ms = ?2, north_left_ms = ?3,
                    turn_ms = ?4 WHERE code = ?1",
                params![code, left_ms[0] as i64, left_ms[1] as i64, *at_ms as i64],
            )?)?;
        }
        Write::Move {
            code,
            ply,
            mv,
            left_ms,
            at_ms,
            reading_ms,
        } => {
            conn.execute(
                "INSERT INTO moves (code, ply, mv, left_ms) VALUES (?1, ?2, ?3, ?4)",
                params![code, ply, mv.to_string(), reading_ms.map(|ms| ms as i64)],
            )?;
            expect_one(conn.execute(
                "UPDATE games SET south_left_ms = ?2, north_left_ms = ?3, turn_ms = ?4
                 WHERE code = ?1",
                params![code, left_ms[0] as i64, left_ms[1] as i64, *at_ms as i64],
            )?)?;
        }
        Write::Finish {
            code,
            ending,
            record,
            left_ms,
            players: seated,
            pool,
        } => {
            let counted = ending.cause != EndCause::Aborted;
            let changes = match (pool, seated) {
                (Some(pool), [Some(south), Some(north)]) if counted => {
                    Some(players::rate(conn, pool, [*south, *north], ending.winner)?)
                }
                _ => None,
            };
            if counted {
                for player in seated.iter().flatten() {
                    players::count_game(conn, *player)?;
                }
            }
            let changes_text =
                changes.map(|c| serde_json::to_string(&c).expect("ratings serialise"));
            let ending = serde_json::to_string(ending).expect("an ending serialises");
            expect_one(conn.execute(
                "UPDATE games SET state = 'over', ending = ?2, record = ?3,
                    south_left_ms = ?4, north_left_ms = ?5, rating_changes = ?6 WHERE code = ?1",
                params![
                    code,
                    ending,
                    record,
                    left_ms[0] as i64,
                    left_ms[1] as i64,
                    changes_text
                ],
            )?)?;
            return Ok(changes);
        }
        Write::TakeBack {
            code,
            ply,
            left_ms,
            at_ms,
        } => {
            conn.execute(
                "DELETE FROM moves WHERE code = ?1 AND ply >= ?2",
                params![code, ply],
            )?;
            expect_one(conn.execute(
                "UPDATE games SET south_left_ms = ?2, north_left_ms = ?3, turn_ms = ?4
                 WHERE code = ?1",
                params![code, left_ms[0] as i64, left_ms[1] as i64, *at_ms as i64],
            )?)?;
        }
        Write::Close { code } => {
            expect_one(conn.execute(
                "UPDATE games SET state = 'closed' WHERE code = ?1 AND state = 'open'",
                [code],
            )?)?;
        }
    }
    Ok(None)
}

/// An update that should change exactly one game's row.
fn expect_one(changed: usize) -> rusqlite::Result<()> {
    if changed == 1 {
        Ok(())
    } else {
        Err(rusqlite::Error::QueryReturnedNoRows)
    }
}

/// The columns a kept game is read from, in `read_game`'s order.
const GAME_COLUMNS: &str = "code, rules, first, clock_initial_s, clock_increment_s, quick,
    created_ms, south_name, north_name, south_token, north_token, state, south_left_ms,
    north_left_ms, turn_ms, ending, record, public, rated, south_player, north_player,
    rating_changes";

pub(super) fn load_unfinished(conn: &Connection) -> Result<Vec<StoredGame>, StoreError> {
    let alive_ms: Option<i64> = conn
        .query_row("SELECT alive_ms FROM server WHERE id = 1", [], |row| {
            row.get(0)
        })
        .optional()?;
    let mut stmt = conn.prepare(&format!(
        "SELECT {GAME_COLUMNS} FROM games WHERE state IN ('open', 'live') ORDER BY created_ms"
    ))?;
    let mut rows = stmt.query([])?;
    let mut games = Vec::new();
    while let Some(row) = rows.next()? {
        let mut game = read_game(conn, row)?;
        let turn_ms: Option<i64> = row.get(14)?;
        if let (Some(alive), Some(turn)) = (alive_ms, turn_ms) {
            game.thought_ms = alive.saturating_sub(turn).max(0) as u64;
        }
        games.push(game);
    }
    Ok(games)
}

/// The finished game of `code`, if there is one.
pub(super) fn load_finished(
    conn: &Connection,
    code: &str,
) -> Result<Option<StoredGame>, StoreError> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {GAME_COLUMNS} FROM games WHERE code = ?1 AND state = 'over'"
    ))?;
    let mut rows = stmt.query([code])?;
    let Some(row) = rows.next()? else {
        return Ok(None);
    };
    let mut game = read_game(conn, row)?;
    let corrupt = |why: String| StoreError::Corrupt {
        code: code.to_string(),
        why,
    };
    let ending: Option<String> = row.get(15)?;
    let record: Option<String> = row.get(16)?;
    let (Some(ending), Some(record)) = (ending, record) else {
        return Err(corrupt(
            "a finished game without its ending or record".into(),
        ));
    };
    let ending = serde_json::from_str(&ending).map_err(|e| corrupt(e.to_string()))?;
    game.finished = Some((ending, record));
    if let Some(changes) = row.get::<_, Option<String>>(21)? {
        game.rating_changes =
            Some(serde_json::from_str(&changes).map_err(|e| corrupt(e.to_string()))?);
    }
    Ok(Some(game))
}

/// A kept game from a row of `GAME_COLUMNS`, with its moves.
fn read_game(conn: &Connection, row: &rusqlite::Row) -> Result<StoredGame, StoreError> {
    let code: String = row.get(0)?;
    let corrupt = |why: String| StoreError::Corrupt {
        code: code.clone(),
        why,
    };
    let rules =
        RuleSet::from_json(&row.get::<_, String>(1)?).map_err(|e| corrupt(e.to_string()))?;
    let first =
        Side::parse(&row.get::<_, String>(2)?).ok_or_else(|| corrupt("first side".into()))?;
    let clock = match (row.get::<_, Option<u32>>(3)?, row.get::<_, Option<u32>>(4)?) {
        (Some(initial_s), Some(increment_s)) => Some(ClockSpec {
            initial_s,
            increment_s,
        }),
        _ => None,
    };
    let mut moves = Vec::new();
    let mut readings = Vec::new();
    let mut moves_of =
        conn.prepare("SELECT ply, mv, left_ms FROM moves WHERE code = ?1 ORDER BY ply")?;
    let mut move_rows = moves_of.query([&code])?;
    while let Some(m) = move_rows.next()? {
        let ply: u32 = m.get(0)?;
        if ply as usize != moves.len() {
            return Err(corrupt(format!("move {ply} out of order")));
        }
        let mv: Move = m
            .get::<_, String>(1)?
            .parse()
            .map_err(|e: crate::engine::notation::NotationError| corrupt(e.to_string()))?;
        moves.push(mv);
        readings.push(m.get::<_, Option<i64>>(2)?.map(|ms| ms.max(0) as u64));
    }
    let players: [Option<i64>; 2] = [row.get(19)?, row.get(20)?];
    let pool = super::super::pools::pool(&rules, clock);
    let mut ratings = [None, None];
    for (rating, player) in ratings.iter_mut().zip(players) {
        if let Some(player) = player {
            *rating = Some(players::rating(conn, player, &pool)?);
        }
    }
    Ok(StoredGame {
        game: NewGame {
            code: code.clone(),
            rules,
            first,
            clock,
            quick: row.get(5)?,
            public: row.get(17)?,
            rated: row.get(18)?,
            created_ms: row.get::<_, i64>(6)? as u64,
        },
        names: [row.get(7)?, row.get(8)?],
        tokens: [row.get(9)?, row.get(10)?],
        live: matches!(row.get::<_, String>(11)?.as_str(), "live" | "over"),
        moves,
        readings,
        left_ms: [
            row.get::<_, i64>(12)?.max(0) as u64,
            row.get::<_, i64>(13)?.max(0) as u64,
        ],
        thought_ms: 0,
        finished: None,
        players,
        ratings,
        rating_changes: None,
    })
}
