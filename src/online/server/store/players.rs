//! The players' rows: a player found or made by the hash of its key (its name unique without
//! regard to case), a player's rating in a pool, a rated game's changes to both ratings
//! (Glicko-2, in the commit that ends the game), and the leaderboard.

use super::{Store, StoreError};
use crate::engine::Side;
use crate::engine::learn::rating::{self as glicko2, Rating as Glicko};
use crate::online::protocol::{PlayerCard, PoolRating, Rating, RatingChange};
use rusqlite::{Connection, OptionalExtension, params};
use sha1::{Digest, Sha1};

/// A player with a key, as a connection holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    pub id: i64,
    pub card: PlayerCard,
}

/// Who says hello: the key's player, a guest, or someone whose name another key holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    Player(Player),
    Guest,
    NameTaken,
}

/// One line of the leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub pool: String,
    pub name: String,
    pub rating: Rating,
    pub games: u32,
}

/// The leaderboard's length in each pool.
const STANDINGS_PER_POOL: u32 = 100;

/// The hash a key is kept under (never the key): SHA-1 of its lower-case hex, in hex.
fn key_hash(key: &str) -> String {
    Sha1::digest(key.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

impl Store {
    /// Who says hello as `name` with `key` (normalised): the key's player (made the first
    /// time, renamed when the name changed and is free), or a guest, whose name no key may
    /// hold.
    pub async fn enter(&self, key: Option<&str>, name: &str) -> Result<Entry, StoreError> {
        let hash = key.map(key_hash);
        let name = name.to_string();
        self.read(move |conn| enter(conn, hash.as_deref(), &name))
            .await
    }

    /// A player's rating in `pool` (a new player's where it has none).
    pub async fn rating(&self, player: i64, pool: &str) -> Result<Rating, StoreError> {
        let pool = pool.to_string();
        self.read(move |conn| Ok(rating(conn, player, &pool)?))
            .await
    }

    /// The leaderboard: each pool's best players, best first.
    pub async fn standings(&self) -> Result<Vec<Standing>, StoreError> {
        self.read(|conn| Ok(standings(conn)?)).await
    }
}

fn enter(conn: &Connection, hash: Option<&str>, name: &str) -> Result<Entry, StoreError> {
    let holder: Option<i64> = conn
        .query_row("SELECT id FROM players WHERE name = ?1", [name], |row| {
            row.get(0)
        })
        .optional()?;
    let Some(hash) = hash else {
        return Ok(match holder {
            Some(_) => Entry::NameTaken,
            None => Entry::Guest,
        });
    };
    let own: Option<i64> = conn
        .query_row(
            "SELECT id FROM players WHERE key_hash = ?1",
            [hash],
            |row| row.get(0),
        )
        .optional()?;
    let id = match (own, holder) {
        (_, Some(holder)) if own != Some(holder) => return Ok(Entry::NameTaken),
        (Some(id), _) => {
            conn.execute(
                "UPDATE players SET name = ?2 WHERE id = ?1",
                params![id, name],
            )?;
            id
        }
        (None, _) => {
            conn.execute(
                "INSERT INTO players (key_hash, name, created_ms) VALUES (?1, ?2, ?3)",
                params![hash, name, super::super::codes::now_ms() as i64],
            )?;
            conn.last_insert_rowid()
        }
    };
    Ok(Entry::Player(Player {
        id,
        card: card(conn, id)?,
    }))
}

/// A player's card: the name, the games and each pool's rating.
fn card(conn: &Connection, id: i64) -> rusqlite::Result<PlayerCard> {
    let (name, games) = conn.query_row(
        "SELECT name, games FROM players WHERE id = ?1",
        [id],
        |row| Ok((row.get(0)?, row.get(1)?)),
    )?;
    let mut stmt = conn.prepare(
        "SELECT pool, rating, deviation, games FROM ratings WHERE player = ?1 ORDER BY pool",
    )?;
    let ratings = stmt
        .query_map([id], |row| {
            Ok(PoolRating {
                pool: row.get(0)?,
                rating: Rating::shown(row.get(1)?, row.get(2)?),
                games: row.get(3)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(PlayerCard {
        name,
        games,
        ratings,
    })
}

/// A player's Glicko-2 rating in `pool`, and its rated games there.
fn glicko(conn: &Connection, player: i64, pool: &str) -> rusqlite::Result<(Glicko, u32)> {
    Ok(conn
        .query_row(
            "SELECT rating, deviation, volatility, games FROM ratings
             WHERE player = ?1 AND pool = ?2",
            params![player, pool],
            |row| {
                let glicko = Glicko {
                    rating: row.get(0)?,
                    deviation: row.get(1)?,
                    volatility: row.get(2)?,
                };
                Ok((glicko, row.get(3)?))
            },
        )
        .optional()?
        .unwrap_or((Glicko::default(), 0)))
}

/// A player's rating in `pool`, as shown.
pub(super) fn rating(conn: &Connection, player: i64, pool: &str) -> rusqlite::Result<Rating> {
    let (g, _) = glicko(conn, player, pool)?;
    Ok(Rating::shown(g.rating, g.deviation))
}

/// A rated game between `players` (by seat) ended with `winner` (`None`: a draw): both
/// ratings in `pool` change, each from the other's rating before the game.
pub(super) fn rate(
    conn: &Connection,
    pool: &str,
    players: [i64; 2],
    winner: Option<Side>,
) -> rusqlite::Result<[RatingChange; 2]> {
    let before = [
        glicko(conn, players[0], pool)?,
        glicko(conn, players[1], pool)?,
    ];
    let mut changes = Vec::with_capacity(2);
    for seat in [Side::South, Side::North] {
        let (own, games) = before[seat.index()];
        let (other, _) = before[seat.other().index()];
        let score = match winner {
            Some(w) if w == seat => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        let after = own.after(&[glicko2::Result {
            rating: other.rating,
            deviation: other.deviation,
            score,
        }]);
        conn.execute(
            "INSERT INTO ratings (player, pool, rating, deviation, volatility, games)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (player, pool) DO UPDATE SET rating = excluded.rating,
                deviation = excluded.deviation, volatility = excluded.volatility,
                games = excluded.games",
            params![
                players[seat.index()],
                pool,
                after.rating,
                after.deviation,
                after.volatility,
                games + 1
            ],
        )?;
        changes.push(RatingChange {
            before: Rating::shown(own.rating, own.deviation),
            after: Rating::shown(after.rating, after.deviation),
        });
    }
    Ok([changes[0], changes[1]])
}

/// The player played one more game to its end.
pub(super) fn count_game(conn: &Connection, player: i64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE players SET games = games + 1 WHERE id = ?1",
        [player],
    )?;
    Ok(())
}

fn standings(conn: &Connection) -> rusqlite::Result<Vec<Standing>> {
    let mut stmt = conn.prepare(
        "SELECT pool, name, rating, deviation, games FROM (
            SELECT r.pool, p.name, r.rating, r.deviation, r.games,
                ROW_NUMBER() OVER (PARTITION BY r.pool ORDER BY r.rating DESC) AS place
            FROM ratings r JOIN players p ON p.id = r.player)
         WHERE place <= ?1 ORDER BY pool, rating DESC",
    )?;
    stmt.query_map([STANDINGS_PER_POOL], |row| {
        Ok(Standing {
            pool: row.get(0)?,
            name: row.get(1)?,
            rating: Rating::shown(row.get(2)?, row.get(3)?),
            games: row.get(4)?,
        })
    })?
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> Connection {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute_batch(super::super::schema::SCHEMA).unwrap();
        super::super::schema::add_columns(&conn).unwrap();
        conn
    }

    fn player(entry: Entry) -> Player {
        match entry {
            Entry::Player(player) => player,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_name_belongs_to_one_key_and_guests_cannot_take_it() {
        let conn = store();
        let (ana, other) = (key_hash(&"a".repeat(32)), key_hash(&"b".repeat(32)));
        assert_ne!(ana, other);
        assert_eq!(ana.len(), 40);
        let first = player(enter(&conn, Some(&ana), "Ana").unwrap());
        assert_eq!((first.card.name.as_str(), first.card.games), ("Ana", 0));
        assert_eq!(enter(&conn, Some(&other), "ana").unwrap(), Entry::NameTaken);
        assert_eq!(enter(&conn, None, "ANA").unwrap(), Entry::NameTaken);
        assert_eq!(enter(&conn, None, "Boris").unwrap(), Entry::Guest);
        // The same key again is the same player; a new free name renames it.
        assert_eq!(
            player(enter(&conn, Some(&ana), "Ana").unwrap()).id,
            first.id
        );
        let renamed = player(enter(&conn, Some(&ana), "Anna").unwrap());
        assert_eq!((renamed.id, renamed.card.name.as_str()), (first.id, "Anna"));
        assert_eq!(enter(&conn, None, "Ana").unwrap(), Entry::Guest);
    }

    #[test]
    fn a_rated_game_moves_both_ratings_and_the_leaderboard() {
        let conn = store();
        let a = player(enter(&conn, Some(&key_hash("1")), "Ana").unwrap()).id;
        let b = player(enter(&conn, Some(&key_hash("2")), "Boris").unwrap()).id;
        let changes = rate(&conn, "kalah/blitz", [a, b], Some(Side::South)).unwrap();
        let won = Glicko::default().after(&[glicko2::Result {
            rating: 1500.0,
            deviation: 350.0,
            score: 1.0,
        }]);
        assert_eq!(changes[0].after, Rating::shown(won.rating, won.deviation));
        assert_eq!(changes[1].before, Rating::shown(1500.0, 350.0));
        assert!(changes[1].after.rating < 1500.0);
        assert_eq!(rating(&conn, a, "kalah/blitz").unwrap(), changes[0].after);
        assert_eq!(rating(&conn, a, "oware/blitz").unwrap().rating, 1500.0);
        let board = standings(&conn).unwrap();
        let names: Vec<&str> = board.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["Ana", "Boris"]);
        assert_eq!(board[0].games, 1);
    }
}
