//! The endgame database kept on disk (`kalah-cli endgame build`): every position of a rule set
//! of the Kalah family with at most K seeds in pits, filled to completion, in a file with a
//! header that names what it holds (format version, the rule switches a move depends on, pits,
//! K, entries, a checksum of the values). The solver of `solve`, `analyse`, the Master level
//! and hints uses the file in the cache directory that matches its rules, read once per
//! process and shared; a file that is truncated, corrupt, of another format or for other rules
//! is refused with one line that says why, and the on-demand table is used instead.
//!
//! Layout (little-endian): `KALAHEDB`, version (u32), pits, extra turns, captures, end,
//! leftovers, K (a byte each), two zero bytes, entries (u32), checksum (u64); then one byte an
//! entry in rank order (the future gain of the mover plus 128; 0 for a position that is over).

use super::endgame::Endgame;
use super::fast::Fast;
use crate::engine::RuleSet;
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering::Relaxed;
use std::sync::{Arc, Mutex};

const MAGIC: &[u8; 8] = b"KALAHEDB";
/// The format this build writes and reads.
const VERSION: u32 = 1;
const HEADER: usize = 32;
/// Bytes read or written at a time (a whole number of the checksum's 8-byte words).
const CHUNK: usize = 1 << 20;
/// Most seeds a database may cover: values are kept in a byte.
pub const MAX_FILE_SEEDS: u8 = 100;
/// Most memory a database may take (the whole of it is read into memory).
const MAX_BYTES: u64 = 4 << 30;

/// Why a database cannot be built, written, read or found; each says so in one line.
#[derive(Debug, thiserror::Error)]
pub enum DatabaseError {
    /// The rule set is outside the Kalah family, which alone has a database on disk.
    #[error(
        "rule set '{0}' has no endgame database on disk: only the Kalah family (one direction, no \
         relay, fours, pie, majority, no-progress or extra-turn cap)"
    )]
    NotInFamily(String),
    /// Seeds outside 1..=[`MAX_FILE_SEEDS`].
    #[error("--seeds-max must be 1..={MAX_FILE_SEEDS}, not {0}")]
    Seeds(u8),
    /// The database would not fit the memory limit.
    #[error("a database of {seeds} seeds on {slots} pits would not fit in {} GB", MAX_BYTES >> 30)]
    TooBig { seeds: u8, slots: usize },
    /// Neither `XDG_CACHE_HOME` nor `HOME` is set.
    #[error("no cache directory (XDG_CACHE_HOME and HOME are unset)")]
    NoCacheDirectory,
    /// Reading or writing the file failed.
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The file ends before its header does.
    #[error("truncated: {0} bytes, not even a header")]
    NoHeader(u64),
    #[error("not an endgame database (no KALAHEDB mark)")]
    NotADatabase,
    #[error("format version {0}, this build reads version {VERSION}")]
    Version(u32),
    #[error("built for other rules ({built}), not {rules} with {pits} pits")]
    OtherRules {
        built: String,
        rules: String,
        pits: u8,
    },
    /// The header's seeds or entries are impossible.
    #[error("corrupt header ({0})")]
    Header(String),
    /// The file is shorter or longer than its header says.
    #[error("{}: {length} bytes, expected {expected}", Self::shorter_or_longer(*length, *expected))]
    Length { length: u64, expected: u64 },
    #[error("corrupt: the checksum does not match the entries")]
    Checksum,
}

impl DatabaseError {
    fn shorter_or_longer(length: u64, expected: u64) -> &'static str {
        if length < expected {
            "truncated"
        } else {
            "too long"
        }
    }
}

/// A complete endgame database for one rule set of the Kalah family, built here or read from a
/// file; cheap to clone (the entries are shared).
#[derive(Clone)]
pub struct EndgameDb {
    table: Arc<Endgame>,
    switches: [u8; 5],
}

impl EndgameDb {
    /// Computes every position of `rules` with at most `max_seeds` seeds in pits on `threads`
    /// threads. Only the Kalah family (the solver's fast path) has a database on disk.
    pub fn build(
        rules: &RuleSet,
        max_seeds: u8,
        threads: usize,
    ) -> Result<EndgameDb, DatabaseError> {
        let fast = EndgameDb::family(rules)?;
        if !(1..=MAX_FILE_SEEDS).contains(&max_seeds) {
            return Err(DatabaseError::Seeds(max_seeds));
        }
        let slots = 2 * fast.pits();
        check_size(slots, max_seeds)?;
        let table = Endgame::sized(slots, max_seeds as usize, false);
        table.fill(&fast, threads);
        Ok(EndgameDb {
            table: Arc::new(table),
            switches: fast.switches(),
        })
    }

    /// The fast path of `rules`, or why they have no database on disk: only the Kalah family
    /// has one.
    fn family(rules: &RuleSet) -> Result<Fast, DatabaseError> {
        Fast::new(rules).ok_or_else(|| DatabaseError::NotInFamily(rules.name.clone()))
    }

    /// Seeds left in pits up to which it answers.
    pub fn max_seeds(&self) -> i32 {
        self.table.max_seeds
    }

    /// Positions it holds (one byte each).
    pub fn entries(&self) -> usize {
        self.table.len()
    }

    /// The table the solver reads.
    pub(crate) fn table(&self) -> &Arc<Endgame> {
        &self.table
    }

    /// Whether it was built for `rules`.
    pub fn fits(&self, rules: &RuleSet) -> bool {
        Fast::new(rules).is_some_and(|fast| fast.switches() == self.switches)
    }

    /// Writes it to `path` (its folder made if need be): to a file beside it first, then
    /// renamed, so a crash never leaves half a database under the name.
    pub fn save(&self, path: &Path) -> Result<(), DatabaseError> {
        let fail = |source| DatabaseError::Io {
            path: path.to_owned(),
            source,
        };
        if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(fail)?;
        }
        let partial = path.with_extension("partial");
        let values = self.table.values();
        let mut file = std::io::BufWriter::new(std::fs::File::create(&partial).map_err(fail)?);
        // The checksum goes into the header once every entry is written.
        file.write_all(&[0; HEADER]).map_err(fail)?;
        let mut sum = Checksum::new(values.len());
        let mut buffer = Vec::with_capacity(CHUNK);
        for chunk in values.chunks(CHUNK) {
            buffer.clear();
            buffer.extend(chunk.iter().map(|v| v.load(Relaxed)));
            sum.add(&buffer);
            file.write_all(&buffer).map_err(fail)?;
        }
        file.seek(std::io::SeekFrom::Start(0)).map_err(fail)?;
        file.write_all(&self.header(sum.0)).map_err(fail)?;
        file.into_inner()
            .map_err(|e| fail(e.into_error()))?
            .sync_all()
            .map_err(fail)?;
        std::fs::rename(&partial, path).map_err(fail)
    }

    fn header(&self, sum: u64) -> [u8; HEADER] {
        let mut header = [0u8; HEADER];
        header[..8].copy_from_slice(MAGIC);
        header[8..12].copy_from_slice(&VERSION.to_le_bytes());
        header[12..17].copy_from_slice(&self.switches);
        header[17] = self.table.max_seeds as u8;
        header[20..24].copy_from_slice(&(self.entries() as u32).to_le_bytes());
        header[24..32].copy_from_slice(&sum.to_le_bytes());
        header
    }

    /// Reads the database at `path` for `rules`; refuses (with the reason) a file that is not
    /// one, of another version, for other rules, truncated, too long or corrupt.
    pub fn load(path: &Path, rules: &RuleSet) -> Result<EndgameDb, DatabaseError> {
        let fast = EndgameDb::family(rules)?;
        let io = |source| DatabaseError::Io {
            path: path.to_owned(),
            source,
        };
        let mut file = std::fs::File::open(path).map_err(io)?;
        let length = file.metadata().map_err(io)?.len();
        let mut header = [0u8; HEADER];
        file.read_exact(&mut header)
            .map_err(|_| DatabaseError::NoHeader(length))?;
        if &header[..8] != MAGIC {
            return Err(DatabaseError::NotADatabase);
        }
        let version = u32::from_le_bytes(header[8..12].try_into().expect("4 bytes"));
        if version != VERSION {
            return Err(DatabaseError::Version(version));
        }
        if header[12..17] != fast.switches() {
            return Err(DatabaseError::OtherRules {
                built: describe(&header[12..17]),
                rules: rules.name.clone(),
                pits: rules.pits,
            });
        }
        let max_seeds = header[17];
        if !(1..=MAX_FILE_SEEDS).contains(&max_seeds) || header[18..20] != [0, 0] {
            return Err(DatabaseError::Header(format!("seeds {max_seeds}")));
        }
        let slots = 2 * fast.pits();
        let entries = check_size(slots, max_seeds)?;
        let stated = u32::from_le_bytes(header[20..24].try_into().expect("4 bytes"));
        if stated != entries as u32 {
            return Err(DatabaseError::Header(format!(
                "entries {stated}, not {entries}"
            )));
        }
        let expected = HEADER as u64 + entries;
        if length != expected {
            return Err(DatabaseError::Length { length, expected });
        }
        let sum = u64::from_le_bytes(header[24..32].try_into().expect("8 bytes"));
        let mut table = Endgame::sized(slots, max_seeds as usize, false);
        let mut buffer = vec![0u8; CHUNK];
        let mut read = Checksum::new(table.len());
        for chunk in table.values_mut().chunks_mut(CHUNK) {
            let bytes = &mut buffer[..chunk.len()];
            file.read_exact(bytes).map_err(io)?;
            read.add(bytes);
            for (value, &byte) in chunk.iter_mut().zip(bytes.iter()) {
                *value.get_mut() = byte;
            }
        }
        if read.0 != sum {
            return Err(DatabaseError::Checksum);
        }
        Ok(EndgameDb {
            table: Arc::new(table),
            switches: fast.switches(),
        })
    }

    /// The database in the cache directory for `rules`, read once per process and shared by
    /// every solver after; `None` where there is none or it was refused (the reason printed
    /// once, one line on stderr).
    pub fn stored(rules: &RuleSet) -> Option<EndgameDb> {
        let fast = Fast::new(rules)?;
        let path = stored_path(rules).ok()?;
        static READ: Mutex<Vec<([u8; 5], Option<EndgameDb>)>> = Mutex::new(Vec::new());
        let mut read = READ.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, db)) = read.iter().find(|(s, _)| *s == fast.switches()) {
            return db.clone();
        }
        let db = if path.exists() {
            EndgameDb::load(&path, rules)
                .map_err(|why| {
                    eprintln!(
                        "kalah: endgame database {} refused and ignored: {why}",
                        path.display()
                    )
                })
                .ok()
        } else {
            None
        };
        read.push((fast.switches(), db.clone()));
        db
    }
}

/// The file in the cache directory (`$XDG_CACHE_HOME/kalah3d/`, else `~/.cache/kalah3d/`)
/// that holds the database of `rules`, named after the switches it depends on; the reason
/// where there is no cache directory or the rules have no database on disk.
pub fn stored_path(rules: &RuleSet) -> Result<PathBuf, DatabaseError> {
    let fast = EndgameDb::family(rules)?;
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .ok_or(DatabaseError::NoCacheDirectory)?;
    let name = describe(&fast.switches())
        .replace([' ', ','], "-")
        .replace("--", "-");
    Ok(cache.join("kalah3d").join(format!("endgame-{name}.kdb")))
}

/// The switches of a header in words.
fn describe(switches: &[u8]) -> String {
    let word = |i: usize, words: &[&'static str]| {
        words
            .get(switches[i] as usize)
            .copied()
            .unwrap_or("unknown")
    };
    format!(
        "{} pits, {}, {}, {}, {}",
        switches[0],
        word(1, &["no extra turns", "extra turns"]),
        word(2, &["no captures", "captures", "empty captures"]),
        word(3, &["ends after any move", "ends at turn start"]),
        word(4, &["leftovers to owner", "leftovers uncounted"]),
    )
}

/// Entries of a database of `slots` pits and `max_seeds` seeds, if it fits the memory limit.
fn check_size(slots: usize, max_seeds: u8) -> Result<u64, DatabaseError> {
    Endgame::entries_of(slots, max_seeds as usize)
        .filter(|&n| n < MAX_BYTES)
        .ok_or(DatabaseError::TooBig {
            seeds: max_seeds,
            slots,
        })
}

/// A checksum of the entries (FxHash-like over 8-byte words, the last one padded with zeros):
/// any change of one word changes it, since every step is a bijection of the running value.
struct Checksum(u64);

impl Checksum {
    /// The checksum of no entries yet, out of `entries`.
    fn new(entries: usize) -> Checksum {
        Checksum(entries as u64)
    }

    /// Takes in the next `bytes` of the entries: whole words, but for the last bytes.
    fn add(&mut self, bytes: &[u8]) {
        let words = bytes.chunks_exact(8);
        let rest = words.remainder();
        for word in words {
            self.word(u64::from_le_bytes(word.try_into().expect("8 bytes")));
        }
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.word(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn word(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::clock::Clock;
    use crate::engine::ai::fast::Pits;
    use crate::engine::ai::solver::Solver;
    use crate::engine::{Position, Side};
    use std::sync::atomic::AtomicBool;

    /// The boards the file is checked on, each with the seeds its database covers.
    const BOARDS: [(u8, u8, u8); 3] = [(4, 3, 10), (5, 3, 8), (6, 2, 8)];

    /// A file of its own for each test, in the temporary folder.
    fn temp_file(name: &str) -> PathBuf {
        std::env::temp_dir().join(format!("kalah-endgame-{}-{name}.kdb", std::process::id()))
    }

    /// The presets of the Kalah family (the fast path) on a board.
    fn family(pits: u8, seeds: u8) -> Vec<RuleSet> {
        RuleSet::presets()
            .into_iter()
            .map(|r| r.with_board(Some(pits), Some(seeds)).unwrap())
            .filter(|r| Fast::new(r).is_some())
            .collect()
    }

    /// Every open position up to the database's seeds, as `Pits`.
    fn open_positions(fast: &Fast, max_seeds: usize) -> Vec<Pits> {
        let m = fast.pits();
        let mut out = Vec::new();
        for seeds in 1..=max_seeds {
            let mut counts = vec![0u8; 2 * m];
            super::super::endgame::each_spread(&mut counts, seeds, &mut |c| {
                let mut pits = Pits {
                    seeds: seeds as u8,
                    ..Pits::EMPTY
                };
                pits.mine[..m].copy_from_slice(&c[..m]);
                pits.theirs[..m].copy_from_slice(&c[m..]);
                if fast.open(&pits) {
                    out.push(pits);
                }
            });
        }
        out
    }

    #[test]
    fn the_file_holds_the_values_the_on_demand_table_finds() {
        let mut checked = 0;
        for (pits, seeds, max_seeds) in BOARDS {
            for rules in family(pits, seeds) {
                let fast = Fast::new(&rules).unwrap();
                let path = temp_file(&format!("same-{}-{pits}", rules.name));
                EndgameDb::build(&rules, max_seeds, 2)
                    .unwrap()
                    .save(&path)
                    .unwrap();
                let db = EndgameDb::load(&path, &rules).unwrap();
                std::fs::remove_file(&path).unwrap();
                assert_eq!(db.max_seeds(), max_seeds as i32);
                // Every entry against a fresh on-demand table, filled only by the search.
                let demand = Endgame::sized(2 * pits as usize, max_seeds as usize, false);
                let stop = AtomicBool::new(false);
                let mut clock = Clock::new(None, &stop);
                for p in open_positions(&fast, max_seeds as usize) {
                    let at = demand.pits_entry(&p).unwrap();
                    let filed = db.table().known(at);
                    let found = demand.pits_future(&fast, &p, at, &mut clock);
                    assert_eq!(filed, found, "{} {p:?}", rules.name);
                    checked += 1;
                }
                // The solver gives the same value with the file as without.
                let start = Position::start(&rules, Side::South);
                let with_file = Solver::with_database(&rules, 1 << 22, &db)
                    .value(&start)
                    .unwrap();
                let on_demand = Solver::new(&rules, 1 << 22, 1 << 16).value(&start).unwrap();
                assert_eq!(with_file, on_demand, "{}", rules.name);
            }
        }
        assert!(checked > 100_000, "{checked}");
    }

    /// Writes a good file for Kalah with 4 pits, lets `spoil` change its bytes and loads it.
    fn load_spoiled(
        name: &str,
        spoil: impl FnOnce(&mut Vec<u8>),
    ) -> Result<EndgameDb, DatabaseError> {
        let rules = RuleSet::kalah().with_board(Some(4), Some(3)).unwrap();
        let path = temp_file(name);
        EndgameDb::build(&rules, 6, 1).unwrap().save(&path).unwrap();
        let mut bytes = std::fs::read(&path).unwrap();
        spoil(&mut bytes);
        std::fs::write(&path, &bytes).unwrap();
        let loaded = EndgameDb::load(&path, &rules);
        std::fs::remove_file(&path).unwrap();
        loaded
    }

    fn refused(name: &str, spoil: impl FnOnce(&mut Vec<u8>), why: &str) {
        match load_spoiled(name, spoil) {
            Ok(_) => panic!("{name}: a spoiled file was read"),
            Err(error) => {
                let message = error.to_string();
                assert!(message.contains(why), "{name}: '{message}' lacks '{why}'");
                assert_eq!(message.lines().count(), 1, "{name}: {message}");
            }
        }
    }

    #[test]
    fn a_spoiled_file_is_refused_with_the_reason() {
        assert!(load_spoiled("intact", |_| {}).is_ok());
        refused("empty", |b| b.clear(), "truncated");
        refused("header", |b| b.truncate(HEADER - 1), "truncated");
        refused("short", |b| b.truncate(b.len() - 1), "truncated");
        refused("long", |b| b.push(0), "too long");
        refused("flipped", |b| *b.last_mut().unwrap() ^= 1, "checksum");
        refused(
            "middle",
            |b| {
                let mid = b.len() / 2;
                b[mid] ^= 0x40
            },
            "checksum",
        );
        refused("magic", |b| b[0] = b'X', "not an endgame database");
        refused("version", |b| b[8] = 2, "format version 2");
        refused("seeds", |b| b[17] = 7, "entries");
        refused("entries", |b| b[20] ^= 1, "entries");
        refused("sum", |b| b[30] ^= 1, "checksum");
        refused("rules", |b| b[14] = 2, "other rules");
        refused("pits", |b| b[12] = 5, "other rules");
    }

    #[test]
    fn a_file_for_other_rules_is_never_used() {
        let kalah = RuleSet::kalah().with_board(Some(4), Some(3)).unwrap();
        let path = temp_file("other");
        let db = EndgameDb::build(&kalah, 6, 1).unwrap();
        db.save(&path).unwrap();
        let others = [
            RuleSet::preset("kalaha")
                .unwrap()
                .with_board(Some(4), Some(3)),
            RuleSet::kalah().with_board(Some(5), Some(3)),
            RuleSet::preset("nigerian")
                .unwrap()
                .with_board(Some(4), Some(3)),
        ];
        for other in others {
            let other = other.unwrap();
            assert!(EndgameDb::load(&path, &other).is_err(), "{}", other.name);
            assert!(!db.fits(&other));
            let solver = Solver::with_database(&other, 1 << 12, &db);
            assert_eq!(solver.endgame_seeds(), 0, "{}", other.name);
        }
        std::fs::remove_file(&path).unwrap();
        assert!(EndgameDb::load(&path, &kalah).is_err(), "a missing file");
        let nigerian = RuleSet::preset("nigerian").unwrap();
        assert!(EndgameDb::build(&nigerian, 6, 1).is_err());
        assert!(EndgameDb::build(&kalah, 0, 1).is_err());
        assert!(
            EndgameDb::build(&kalah, 60, 1).is_err(),
            "too big for memory"
        );
    }
}
