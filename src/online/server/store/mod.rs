//! The server's store: every game, seat, move and clock in one SQLite file. One thread owns
//! the connection and commits what is queued in one transaction (a group commit), so a move
//! is acknowledged only after it is on disk, and many games' moves share one sync. Each commit,
//! and a beat each second while idle, keeps the time the server was last alive, so a restart
//! charges a mover's clock for the thinking done before a crash and not for the time the
//! server was down. At start it hands back the games that were not over, to be played on; a
//! finished game is read back by its code. The players, and their ratings (updated in the
//! commit that ends a rated game), are in [`players`]; the games' rows in `games.rs`.

mod games;
pub mod players;
mod schema;

use crate::engine::{Move, RuleSet, Side};
use crate::online::protocol::{ClockSpec, Ending, Rating, RatingChange};
use rusqlite::{Connection, OptionalExtension};
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
    /// Listed in the lobby while it waits for its second player.
    pub public: bool,
    pub rated: bool,
    pub created_ms: u64,
}

/// One change to the store.
#[derive(Clone, Debug)]
pub enum Write {
    Create(NewGame),
    /// A seat's player (with the player's record, if it has a key) and token.
    Seat {
        code: String,
        seat: Side,
        name: String,
        token: String,
        player: Option<i64>,
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
    /// The game ended; its text record. Each seat's player record counts the game (unless
    /// it was aborted); a rated game (`pool`) changes both players' ratings in that pool.
    Finish {
        code: String,
        ending: Ending,
        record: String,
        left_ms: [u64; 2],
        players: [Option<i64>; 2],
        pool: Option<String>,
    },
    /// A take-back: the game's decisions from `ply` on are gone; the clocks as they are now,
    /// the next mover's running from `at_ms`.
    TakeBack {
        code: String,
        ply: u32,
        left_ms: [u64; 2],
        at_ms: u64,
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
    /// Each seat's player record, and rating in the game's pool when it was read.
    pub players: [Option<i64>; 2],
    pub ratings: [Option<Rating>; 2],
    /// What the finished rated game did to the ratings.
    pub rating_changes: Option<[RatingChange; 2]>,
}

/// What a committed write hands back: a rated game's changes to the ratings.
pub type Applied = Option<[RatingChange; 2]>;

/// A read (or a change outside the group commit) run on the store's thread; it sends its own
/// answer.
type Read = Box<dyn FnOnce(&Connection) + Send>;

enum Job {
    Write(Write, oneshot::Sender<Result<Applied, StoreError>>),
    Read(Read),
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
        conn.execute_batch(schema::SCHEMA)?;
        schema::add_columns(&conn)?;
        let unfinished = games::load_unfinished(&conn)?;
        let (jobs, rx) = mpsc::channel();
        std::thread::Builder::new()
            .name("kalah-store".into())
            .spawn(move || run(conn, rx))
            .map_err(|_| StoreError::Stopped)?;
        Ok((Store { jobs }, unfinished))
    }

    /// Commits `write`; returns once it is on disk, with what it did to the ratings.
    pub async fn write(&self, write: Write) -> Result<Applied, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.jobs
            .send(Job::Write(write, tx))
            .map_err(|_| StoreError::Stopped)?;
        rx.await.map_err(|_| StoreError::Stopped)?
    }

    /// Runs `read` on the store's thread and hands back its answer.
    pub async fn read<T: Send + 'static>(
        &self,
        read: impl FnOnce(&Connection) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let (tx, rx) = oneshot::channel();
        let job: Read = Box::new(move |conn| {
            let _ = tx.send(read(conn));
        });
        self.jobs
            .send(Job::Read(job))
            .map_err(|_| StoreError::Stopped)?;
        rx.await.map_err(|_| StoreError::Stopped)?
    }

    /// A finished game as kept (its moves, seats, ending and record), `None` for a code with
    /// no finished game.
    pub async fn finished(&self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        let code = code.to_string();
        self.read(move |conn| games::load_finished(conn, &code))
            .await
    }

    /// A finished game's text record, `None` for a code with no finished game.
    pub async fn record(&self, code: &str) -> Result<Option<String>, StoreError> {
        let code = code.to_string();
        self.read(move |conn| {
            Ok(conn
                .query_row(
                    "SELECT record FROM games WHERE code = ?1 AND state = 'over'",
                    [&code],
                    |row| row.get::<_, Option<String>>(0),
                )
                .optional()?
                .flatten())
        })
        .await
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
                Job::Read(read) => reads.push(read),
            }
        }
        if !writes.is_empty() {
            commit(&mut conn, writes);
        }
        for read in reads {
            read(&conn);
        }
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

/// Applies each write in its own savepoint (one that fails is refused alone), commits them
/// together, and only then tells each writer.
fn commit(
    conn: &mut Connection,
    writes: Vec<(Write, oneshot::Sender<Result<Applied, StoreError>>)>,
) {
    let mut results = Vec::with_capacity(writes.len());
    let outcome = (|| -> rusqlite::Result<()> {
        let mut tx = conn.transaction()?;
        for (write, _) in &writes {
            let mut point = tx.savepoint()?;
            match games::apply(&point, write) {
                Ok(applied) => {
                    point.commit()?;
                    results.push(Ok(applied));
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
