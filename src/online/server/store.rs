//! The server's store: every game, seat, move and clock in one SQLite file. One thread owns
//! the connection and commits what is queued in one transaction (a group commit), so a move
//! is acknowledged only after it is on disk, and many games' moves share one sync. Each commit,
//! and a beat each second while idle, keeps the time the server was last alive, so a restart
//! charges a mover's clock for the thinking done before a crash and not for the time the
//! server was down. At start it hands back the games that were not over, to be played on; a
//! finished game is read back by its code.

use crate::engine::{Move, RuleSet, Side};
use crate::online::protocol::{ClockSpec, Ending};
use rusqlite::{Connection, OptionalExtension, params};
use std::path::Path;
use std::sync::mpsc;
use tokio::sync::oneshot;

/// The store failed: the file cannot be opened or written, or holds something unreadable.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the game store: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// One write failed on its own (a room code kept before, among others); the writes
    /// committed with it stand.
    #[error("the game store refused a change: {0}")]
    Refused(rusqlite::Error),
    /// The commit of a batch of writes failed: every writer in it hears the same error.
    #[error("the game store could not commit: {0}")]
    Commit(std::sync::Arc<rusqlite::Error>),
    #[error("the game store's thread has stopped")]
    Stopped,
    #[error("the game store holds an unreadable game {code}: {why}")]
    Corrupt { code: String, why: String },
}

/// A room's lasting state, as created.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub code: String,
    pub rules: RuleSet,
    pub first: Side,
    pub clock: Option<ClockSpec>,
    pub quick: bool,
    pub created_ms: u64,
}

/// One change to the store.
#[derive(Clone, Debug)]
pub enum Write {
    Create(NewGame),
    /// A seat's player and token.
    Seat {
        code: String,
        seat: Side,
        name: String,
        token: String,
    },
    /// Both seats are taken; the clocks start from `left_ms` at `at_ms` (milliseconds since
    /// the Unix epoch).
    Start {
        code: String,
        left_ms: [u64; 2],
        at_ms: u64,
    },
    /// Decision `ply` and the clocks after it, made at `at_ms`: the next mover's clock runs
    /// from then. `reading_ms` is the mover's time left after it (its clock reading, kept for
    /// the record), in a game with a clock.
    Move {
        code: String,
        ply: u32,
        mv: Move,
        left_ms: [u64; 2],
        at_ms: u64,
        reading_ms: Option<u64>,
    },
    /// The game ended; its text record.
    Finish {
        code: String,
        ending: Ending,
        record: String,
        left_ms: [u64; 2],
    },
    /// A room closed before its game began.
    Close {
        code: String,
    },
}

/// A game as the store kept it: one that was not over when the server stopped, or one that
/// ended (with its `finished`).
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub game: NewGame,
    pub names: [Option<String>; 2],
    pub tokens: [Option<String>; 2],
    pub live: bool,
    pub moves: Vec<Move>,
    /// The mover's time left after each move, where it was kept (a game with a clock, played
    /// on a server that kept readings).
    pub readings: Vec<Option<u64>>,
    /// Each seat's time left when the running clock last started.
    pub left_ms: [u64; 2],
    /// How long the seat to move had thought, from its clock's start to the server's last
    /// sign of life before it stopped: its clock is charged that.
    pub thought_ms: u64,
    /// How the game ended and its text record, for a finished game.
    pub finished: Option<(Ending, String)>,
}

enum Job {
    Write(Write, oneshot::Sender<Result<(), StoreError>>),
    Record(String, oneshot::Sender<Result<Option<String>, StoreError>>),
    Finished(
        String,
        oneshot::Sender<Result<Option<StoredGame>, StoreError>>,
    ),
}

/// The handle the rooms write through; cheap to clone.
#[derive(Clone)]
pub struct Store {
    jobs: mpsc::Sender<Job>,
}

/// The most changes committed together.
const BATCH: usize = 512;

/// How often an idle store notes that the server is alive.
const BEAT: std::time::Duration = std::time::Duration::from_secs(1);

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    code TEXT PRIMARY KEY,
    rules TEXT NOT NULL,
    first TEXT NOT NULL,
    clock_initial_s INTEGER,
    clock_increment_s INTEGER,
    quick INTEGER NOT NULL,
    created_ms INTEGER NOT NULL,
    south_name TEXT,
    north_name TEXT,
    south_token TEXT,
    north_token TEXT,
    state TEXT NOT NULL CHECK (state IN ('open', 'live', 'over', 'closed')),
    south_left_ms INTEGER NOT NULL DEFAULT 0,
    north_left_ms INTEGER NOT NULL DEFAULT 0,
    ending TEXT,
    record TEXT
);
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL REFERENCES games(code),
    ply INTEGER NOT NULL,
    mv TEXT NOT NULL,
    left_ms INTEGER,
    PRIMARY KEY (code, ply)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS games_state ON games(state);
CREATE TABLE IF NOT EXISTS server (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    alive_ms INTEGER NOT NULL
);
";

/// Columns added since the first schema, by table: a store made before them gets them at open.
const ADDED_COLUMNS: &[(&str, &str, &str)] = &[
    ("games", "turn_ms", "INTEGER"),
    ("moves", "left_ms", "INTEGER"),
];

impl Store {
    /// Opens (or creates) the store at `path` and returns it with the games to play on.
    pub fn open(path: &Path) -> Result<(Store, Vec<StoredGame>), StoreError> {
        let conn = Connection::open(path)?;
        // WAL with a full sync at each commit: a committed move survives a killed server and
        // a lost machine alike; the group commit keeps that affordable.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.execute_batch(SCHEMA)?;
        add_columns(&conn)?;
        let unfinished = load_unfinished(&conn)?;
        let (jobs, rx) = mpsc::channel();
        std::thread::Builder::new()
            .name("kalah-store".into())
            .spawn(move || run(conn, rx))
            .map_err(|_| StoreError::Stopped)?;
        Ok((Store { jobs }, unfinished))
    }

    /// Commits `write`; returns once it is on disk.
    pub async fn write(&self, write: Write) -> Result<(), StoreError> {
        let (tx, rx) = oneshot::channel();
        self.jobs
            .send(Job::Write(write, tx))
            .map_err(|_| StoreError::Stopped)?;
        rx.await.map_err(|_| StoreError::Stopped)?
    }

    /// A finished game as kept (its moves, seats, ending and record), `None` for a code with
    /// no finished game.
    pub async fn finished(&self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.jobs
            .send(Job::Finished(code.to_string(), tx))
            .map_err(|_| StoreError::Stopped)?;
        rx.await.map_err(|_| StoreError::Stopped)?
    }

    /// A finished game's text record, `None` for a code with no finished game.
    pub async fn record(&self, code: &str) -> Result<Option<String>, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.jobs
            .send(Job::Record(code.to_string(), tx))
            .map_err(|_| StoreError::Stopped)?;
        rx.await.map_err(|_| StoreError::Stopped)?
    }
}

/// The store's thread: takes what is queued, commits the writes together (with the time it is
/// alive), then answers; idle, it beats each second.
fn run(mut conn: Connection, jobs: mpsc::Receiver<Job>) {
    loop {
        let first = match jobs.recv_timeout(BEAT) {
            Ok(job) => job,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if let Err(e) = note_alive(&conn) {
                    tracing::warn!("the game store's beat: {e}");
                }
                continue;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => return,
        };
        let mut batch = vec![first];
        while batch.len() < BATCH {
            match jobs.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let mut writes = Vec::new();
        let mut reads = Vec::new();
        for job in batch {
            match job {
                Job::Write(write, reply) => writes.push((write, reply)),
                read => reads.push(read),
            }
        }
        if !writes.is_empty() {
            commit(&mut conn, writes);
        }
        for read in reads {
            answer(&conn, read);
        }
    }
}

/// Answers a read.
fn answer(conn: &Connection, read: Job) {
    match read {
        Job::Record(code, reply) => {
            let record = conn
                .query_row(
                    "SELECT record FROM games WHERE code = ?1 AND state = 'over'",
                    [&code],
                    |row| row.get::<_, Option<String>>(0),
                )
                .optional()
                .map(Option::flatten)
                .map_err(StoreError::Sqlite);
            let _ = reply.send(record);
        }
        Job::Finished(code, reply) => {
            let _ = reply.send(load_finished(conn, &code));
        }
        Job::Write(..) => {}
    }
}

/// Notes that the server is alive now.
fn note_alive(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO server (id, alive_ms) VALUES (1, ?1)
         ON CONFLICT (id) DO UPDATE SET alive_ms = excluded.alive_ms",
        [super::codes::now_ms() as i64],
    )?;
    Ok(())
}

/// Adds the columns a store made by an earlier server lacks.
fn add_columns(conn: &Connection) -> rusqlite::Result<()> {
    for (table, name, kind) in ADDED_COLUMNS {
        let mut stmt = conn.prepare("SELECT name FROM pragma_table_info(?1)")?;
        let have: Vec<String> = stmt
            .query_map([table], |row| row.get(0))?
            .collect::<Result<_, _>>()?;
        if !have.iter().any(|h| h == name) {
            conn.execute_batch(&format!("ALTER TABLE {table} ADD COLUMN {name} {kind}"))?;
        }
    }
    Ok(())
}

/// Applies each write in its own savepoint (one that fails is refused alone), commits them
/// together, and only then tells each writer.
fn commit(conn: &mut Connection, writes: Vec<(Write, oneshot::Sender<Result<(), StoreError>>)>) {
    let mut results = Vec::with_capacity(writes.len());
    let outcome = (|| -> rusqlite::Result<()> {
        let mut tx = conn.transaction()?;
        for (write, _) in &writes {
            let mut point = tx.savepoint()?;
            match apply(&point, write) {
                Ok(()) => {
                    point.commit()?;
                    results.push(Ok(()));
                }
                Err(e) => {
                    point.rollback()?;
                    results.push(Err(StoreError::Refused(e)));
                }
            }
        }
        note_alive(&tx)?;
        tx.commit()
    })();
    match outcome {
        Ok(()) => {
            for ((_, reply), result) in writes.into_iter().zip(results) {
                let _ = reply.send(result);
            }
        }
        Err(e) => {
            let why = std::sync::Arc::new(e);
            for (_, reply) in writes {
                let _ = reply.send(Err(StoreError::Commit(why.clone())));
            }
        }
    }
}

fn seat_column(seat: Side, what: &str) -> String {
    format!("{}_{what}", seat.name())
}

fn apply(conn: &Connection, write: &Write) -> rusqlite::Result<()> {
    match write {
        Write::Create(game) => {
            conn.execute(
                "INSERT INTO games (code, rules, first, clock_initial_s, clock_increment_s,
                    quick, created_ms, state, south_left_ms, north_left_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'open', ?8, ?8)",
                params![
                    game.code,
                    game.rules.to_json(),
                    game.first.name(),
                    game.clock.map(|c| c.initial_s),
                    game.clock.map(|c| c.increment_s),
                    game.quick,
                    game.created_ms as i64,
                    game.clock.map_or(0, |c| c.initial_s as i64 * 1000),
                ],
            )?;
        }
        Write::Seat {
            code,
            seat,
            name,
            token,
        } => {
            let sql = format!(
                "UPDATE games SET {} = ?2, {} = ?3 WHERE code = ?1",
                seat_column(*seat, "name"),
                seat_column(*seat, "token")
            );
            expect_one(conn.execute(&sql, params![code, name, token])?)?;
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
        } => {
            let ending = serde_json::to_string(ending).expect("an ending serialises");
            expect_one(conn.execute(
                "UPDATE games SET state = 'over', ending = ?2, record = ?3,
                    south_left_ms = ?4, north_left_ms = ?5 WHERE code = ?1",
                params![code, ending, record, left_ms[0] as i64, left_ms[1] as i64],
            )?)?;
        }
        Write::Close { code } => {
            expect_one(conn.execute(
                "UPDATE games SET state = 'closed' WHERE code = ?1 AND state = 'open'",
                [code],
            )?)?;
        }
    }
    Ok(())
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
    north_left_ms, turn_ms, ending, record";

fn load_unfinished(conn: &Connection) -> Result<Vec<StoredGame>, StoreError> {
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
fn load_finished(conn: &Connection, code: &str) -> Result<Option<StoredGame>, StoreError> {
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
    Ok(StoredGame {
        game: NewGame {
            code: code.clone(),
            rules,
            first,
            clock,
            quick: row.get(5)?,
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
    })
}
