//! The store's tables, and the columns added to them since the first schema (a store made by
//! an earlier server gets them when it is opened).

use rusqlite::Connection;

pub(super) const SCHEMA: &str = "
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
CREATE TABLE IF NOT EXISTS players (
    id INTEGER PRIMARY KEY,
    key_hash TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created_ms INTEGER NOT NULL,
    games INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS ratings (
    player INTEGER NOT NULL REFERENCES players(id),
    pool TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,
    PRIMARY KEY (player, pool)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS ratings_pool ON ratings(pool, rating);
";

/// Columns added since the first schema, by table: a store made before them gets them at open.
const ADDED_COLUMNS: &[(&str, &str, &str)] = &[
    ("games", "turn_ms", "INTEGER"),
    ("moves", "left_ms", "INTEGER"),
    ("games", "public", "INTEGER NOT NULL DEFAULT 0"),
    ("games", "rated", "INTEGER NOT NULL DEFAULT 0"),
    ("games", "south_player", "INTEGER REFERENCES players(id)"),
    ("games", "north_player", "INTEGER REFERENCES players(id)"),
    ("games", "rating_changes", "TEXT"),
];

/// Adds the columns a store made by an earlier server lacks.
pub(super) fn add_columns(conn: &Connection) -> rusqlite::Result<()> {
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
