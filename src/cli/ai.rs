//! The AI commands of `kalah-cli`: `solve` (exact value and best move), `analyse` (every legal
//! move with its value), `match` (two levels play each other) and `bench` (search speed and
//! solver times on fixed boards).

use super::args::Args;
use super::error::CliError;
use super::{first_side, replay, rule_set};
use crate::engine::ai::{
    Analysis, EndgameDb, Level, MAX_FILE_SEEDS, MoveValue, SOLVE_BYTES, SOLVE_ENDGAME_BYTES,
    Solver, Thinker, stored_path,
};
use crate::engine::{Game, Outcome, Position, RuleSet, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The position after `--first` and `--moves`, which must not be over,
/// with the positions before it that a repetition can bring back (`Game::repeatable_past`).
fn start_position(args: &Args, rules: &RuleSet) -> Result<(Position, Vec<Position>), CliError> {
    let game = replay(rules.clone(), first_side(args)?, args.text("moves"), |_| {})?;
    let pos = *game.position();
    if pos.is_over() {
        return Err(CliError::Position("the game is over after these moves"));
    }
    Ok((pos, game.repeatable_past()))
}

/// The options of the exact solver that `solve` and `analyse --exact` share.
const SOLVER_OPTIONS: [&str; 5] = ["db", "no-db", "table-mb", "endgame-mb", "threads"];

/// The exact solver the options ask for: its table and endgame database sizes, its threads,
/// and the endgame database file (`--db FILE`, the stored one, or none with `--no-db`).
fn solver_of(args: &Args, rules: &RuleSet) -> Result<Solver, CliError> {
    let mb = |name: &str, default: usize| -> Result<usize, CliError> {
        Ok(args
            .number::<usize>(name, 0..=65536)?
            .map_or(default, |m| m << 20))
    };
    let table = mb("table-mb", SOLVE_BYTES)?;
    if let Some(free) = memory_available()
        && table > free
    {
        return Err(CliError::usage(format!(
            "--table-mb {} is more than the {} MB of memory available",
            table >> 20,
            free >> 20
        )));
    }
    let endgame = mb("endgame-mb", SOLVE_ENDGAME_BYTES)?;
    let threads = match args.number::<usize>("threads", 1..=256)? {
        Some(n) => n,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let solver = match (args.text("db"), args.flag("no-db")) {
        (Some(_), true) => return Err(CliError::usage("give --db or --no-db, not both")),
        (Some(path), false) => match EndgameDb::load(Path::new(path), rules) {
            Ok(db) => Solver::with_database(rules, table, &db),
            Err(why) => {
                eprintln!("kalah-cli: endgame database {path} refused and ignored: {why}");
                Solver::new(rules, table, endgame)
            }
        },
        (None, true) => Solver::new(rules, table, endgame),
        (None, false) => Solver::stored_or_new(rules, table, endgame),
    };
    Ok(solver.with_threads(threads))
}

/// Bytes of memory the system can still hand out (Linux: `MemAvailable`), where it says.
pub(super) fn memory_available() -> Option<usize> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kb: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb << 10)
}

pub(super) fn solve(rest: &[String]) -> Result<String, CliError> {
    let args = Args::parse(rest, &["no-db", "progress", "pv"])?;
    let mut options = vec!["progress", "pv", "rules", "pits", "seeds", "first", "moves"];
    options.extend(SOLVER_OPTIONS);
    args.only(&options)?;
    let rules = rule_set(&args)?;
    let (pos, past) = start_position(&args, &rules)?;
    let clock = Instant::now();
    let mut solver = solver_of(&args, &rules)?.with_past(&past);
    let read = clock.elapsed().as_secs_f64();
    if args.flag("progress") {
        solver = solver.with_progress(move |p| {
            eprintln!(
                "kalah-cli: value in {}..={} after {} nodes, {:.1} s",
                p.lo,
                p.hi,
                p.nodes,
                clock.elapsed().as_secs_f64()
            )
        });
    }
    let solution = solver.solve(&pos)?;
    let seconds = clock.elapsed().as_secs_f64();
    let mut out = json!({
        "value": solution.value,
        "best": solution.best.to_string(),
        "nodes": solver.nodes(),
        "seconds": seconds,
        "endgame_seeds": solver.endgame_seeds(),
        "endgame_file": solver.endgame_complete(),
        "setup_seconds": read,
        "threads": solver.threads(),
    });
    if args.flag("pv") {
        let line = solver.principal_variation(&pos)?;
        out["pv"] = line.iter().map(|mv| mv.to_string()).collect();
        out["pv_seconds"] = json!(clock.elapsed().as_secs_f64() - seconds);
    }
    Ok(format!("{out}\n"))
}

/// `endgame build`: the complete endgame database of a rule set, written to `--db FILE` or
/// the cache directory.
pub(super) fn endgame(rest: &[String]) -> Result<String, CliError> {
    let Some((action, rest)) = rest.split_first() else {
        return Err(CliError::usage("endgame needs an action: build"));
    };
    if action != "build" {
        return Err(CliError::usage(format!(
            "unknown endgame action '{action}' (actions: build)"
        )));
    }
    let args = Args::parse(rest, &[])?;
    args.only(&["rules", "pits", "seeds", "seeds-max", "db", "threads"])?;
    let rules = rule_set(&args)?;
    let max_seeds = args
        .number::<u8>("seeds-max", 1..=MAX_FILE_SEEDS)?
        .ok_or(CliError::usage("--seeds-max is required"))?;
    let threads = match args.number::<usize>("threads", 1..=256)? {
        Some(n) => n,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let path = match args.text("db") {
        Some(path) => PathBuf::from(path),
        None => stored_path(&rules)?,
    };
    let clock = Instant::now();
    let db = EndgameDb::build(&rules, max_seeds, threads)?;
    let built = clock.elapsed().as_secs_f64();
    db.save(&path)?;
    Ok(format!(
        "{}\n",
        json!({
            "file": path.display().to_string(),
            "pits": rules.pits,
            "seeds_max": db.max_seeds(),
            "entries": db.entries(),
            "threads": threads,
            "build_seconds": built,
            "seconds": clock.elapsed().as_secs_f64(),
        })
    ))
}

pub(super) fn analyse_command(rest: &[String]) -> Result<String, CliError> {
    let args = Args::parse(rest, &["exact", "no-db"])?;
    let position = ["rules", "pits", "seeds", "first", "moves"];
    if args.flag("exact") {
        let mut options = vec!["exact"];
        options.extend(position.iter().chain(&SOLVER_OPTIONS));
        args.only(&options)?;
    } else {
        let mut options = vec!["time-ms"];
        options.extend(position);
        args.only(&options)?;
    }
    let rules = rule_set(&args)?;
    let (pos, past) = start_position(&args, &rules)?;
    let values: Vec<MoveValue> = if args.flag("exact") {
        let mut solver = solver_of(&args, &rules)?.with_past(&past);
        let values = solver.move_values(&pos)?;
        values
            .into_iter()
            .map(|(mv, value)| MoveValue::proven(mv, value))
            .collect()
    } else {
        let time = Duration::from_millis(
            args.number::<u64>("time-ms", 1..=3_600_000)?
                .unwrap_or(1000),
        );
        Analysis::new(&rules, &pos, time).with_past(&past).finish()
    };
    let list: Vec<Value> = values
        .iter()
        .map(|v| {
            json!({
                "move": v.mv.to_string(),
                "value": v.value,
                "exact": v.exact,
                "depth": v.depth,
            })
        })
        .collect();
    Ok(format!("{}\n", Value::Array(list)))
}

fn level(args: &Args, name: &str) -> Result<Level, CliError> {
    let text = args.required(name)?;
    Level::parse(text).ok_or_else(|| {
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        CliError::usage(format!(
            "--{name}: unknown level '{text}' (levels: {})",
            names.join(", ")
        ))
    })
}

/// Result of one game for level A.
enum Result3 {
    Win,
    Draw,
    Loss,
}

/// Plays one game from `opening` with A on `a_side`; levels think until they choose.
/// How long each level thinks in a match.
#[derive(Clone, Copy)]
enum Budget {
    /// The level's own budget.
    Own,
    /// The same time for both levels.
    Fixed(Duration),
    /// This percentage of each level's own budget (keeps the levels' ratio, in less time).
    Percent(u32),
}

impl Budget {
    fn of(self, level: Level) -> Duration {
        match self {
            Budget::Own => level.think_time(),
            Budget::Fixed(t) => t,
            Budget::Percent(p) => level.think_time() * p / 100,
        }
    }
}

fn play_game(
    rules: &RuleSet,
    opening: Position,
    a: (Level, Side),
    b: Level,
    budget: Budget,
    seed: u64,
) -> Result3 {
    // A game, not a position: it sees a position come back where the rules end on that.
    let mut game =
        Game::from_position(rules.clone(), opening).expect("a rule set in play is valid");
    let mut ply = 0u64;
    while !game.position().is_over() {
        let pos = *game.position();
        // The pie swap changes who plays which side.
        let a_moves = pos.seat_of(pos.to_move()) == a.1;
        let level = if a_moves { a.0 } else { b };
        let seed = seed ^ ply.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut thinker = Thinker::with_budget(rules.clone(), pos, level, seed, budget.of(level))
            .with_past(&game.repeatable_past());
        let mv = loop {
            if let Some(mv) = thinker.think(Duration::from_millis(100)) {
                break mv;
            }
        };
        game.play(mv).expect("the AI plays legal moves");
        ply += 1;
    }
    let pos = *game.position();
    let a_side = pos.seat_of(a.1);
    match pos.outcome() {
        Some(Outcome::Win(side)) if side == a_side => Result3::Win,
        Some(Outcome::Draw) => Result3::Draw,
        _ => Result3::Loss,
    }
}

pub(super) fn match_command(rest: &[String]) -> Result<String, CliError> {
    let (engines, rest) = super::versus::engine_commands(rest)?;
    if !engines.is_empty() {
        let args = Args::parse(&rest, &[])?;
        args.only(&super::versus::FLAGS)?;
        return super::versus::engine_match(&args, engines);
    }
    let args = Args::parse(&rest, &[])?;
    args.only(&[
        "a",
        "b",
        "games",
        "rules",
        "pits",
        "seeds",
        "seed",
        "think-ms",
        "time-percent",
    ])?;
    let rules = rule_set(&args)?;
    let (a, b) = (level(&args, "a")?, level(&args, "b")?);
    let games = args.number::<u32>("games", 1..=100_000)?.unwrap_or(20);
    let seed = args.number::<u64>("seed", 0..=u64::MAX)?.unwrap_or(1);
    let budget = match (
        args.number::<u64>("think-ms", 1..=600_000)?,
        args.number::<u32>("time-percent", 1..=1000)?,
    ) {
        (Some(_), Some(_)) => {
            return Err(CliError::usage(
                "give --think-ms or --time-percent, not both",
            ));
        }
        (Some(ms), None) => Budget::Fixed(Duration::from_millis(ms)),
        (None, Some(p)) => Budget::Percent(p),
        (None, None) => Budget::Own,
    };
    let mut rng = StdRng::seed_from_u64(seed);
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    let clock = Instant::now();
    let mut opening = Position::start(&rules, Side::South);
    for game in 0..games {
        if game % 2 == 0 {
            // A new opening: one or two random decisions, played with both colours.
            opening = Position::start(&rules, Side::South);
            for _ in 0..rng.random_range(1..=2) {
                if opening.is_over() {
                    break;
                }
                let legal = opening.legal_moves(&rules);
                let mv = legal[rng.random_range(0..legal.len())];
                opening = opening.after(&rules, mv);
            }
        }
        let a_side = if game % 2 == 0 {
            Side::South
        } else {
            Side::North
        };
        let game_seed = seed
            .wrapping_add(game as u64)
            .wrapping_mul(0xD6E8_FEB8_6659_FD93);
        match play_game(&rules, opening, (a, a_side), b, budget, game_seed) {
            Result3::Win => wins += 1,
            Result3::Draw => draws += 1,
            Result3::Loss => losses += 1,
        }
    }
    let points = wins as f64 + draws as f64 / 2.0;
    Ok(format!(
        "{}\n",
        json!({
            "a": a.name(),
            "b": b.name(),
            "rules": rules.name,
            "pits": rules.pits,
            "seeds": rules.seeds,
            "games": games,
            "wins": wins,
            "draws": draws,
            "losses": losses,
            "points": points,
            "points_b": games as f64 - points,
            "score": points / games as f64,
            "seconds": clock.elapsed().as_secs_f64(),
        })
    ))
}

/// `tune`: the evaluation's weights fitted to deeper searches (rule sets that capture by
/// count), as JSON; the positions valued so far on stderr.
pub(super) fn tune_command(rest: &[String]) -> Result<String, CliError> {
    let args = Args::parse(rest, &[])?;
    args.only(&["rules", "pits", "seeds", "positions", "depth", "seed"])?;
    let rules = rule_set(&args)?;
    if rules.capture_counts.is_none() {
        return Err(CliError::usage(format!(
            "{} does not capture by count: its evaluation has no weights to tune",
            rules.name
        )));
    }
    let count = args
        .number::<usize>("positions", 10..=1_000_000)?
        .unwrap_or(4000);
    let depth = args.number::<u32>("depth", 1..=30)?.unwrap_or(10);
    let seed = args.number::<u64>("seed", 0..=u64::MAX)?.unwrap_or(1);
    let clock = Instant::now();
    let fit = crate::engine::ai::tune(&rules, count, depth, seed, |done| {
        if done % 200 == 0 || done == count {
            eprintln!(
                "kalah-cli: {done} of {count} positions valued, {:.0} s",
                clock.elapsed().as_secs_f64()
            );
        }
    });
    let weights: serde_json::Map<String, Value> = crate::engine::ai::FEATURE_NAMES
        .iter()
        .zip(fit.weights)
        .map(|(name, w)| (name.to_string(), json!(w)))
        .collect();
    Ok(format!(
        "{}\n",
        json!({
            "rules": rules.name,
            "positions": fit.positions,
            "depth": depth,
            "seed": seed,
            "weights_in_64ths_of_a_seed": weights,
            "weights": fit.weights,
            "mean_squared_error_before": fit.error_before,
            "mean_squared_error_after": fit.error_after,
            "seconds": clock.elapsed().as_secs_f64(),
        })
    ))
}

/// Fixed search positions: (rule set, pits, seeds, moves, depth). The first four are those of
/// earlier builds (compare them side by side); then every other preset's start, and a middle
/// game of each game that captures by count.
const SEARCH_BENCH: [(&str, u8, u8, &str, u32); 19] = [
    ("kalah", 6, 4, "", 14),
    ("kalah", 6, 4, "3,6,2,4", 14),
    ("nigerian", 6, 4, "", 10),
    ("ethiopian", 6, 4, "3,4cw", 8),
    ("general", 6, 4, "", 14),
    ("egyptian", 6, 4, "", 12),
    ("zillions", 6, 4, "", 14),
    ("russian", 6, 3, "", 14),
    ("kalaha", 6, 6, "", 12),
    ("oware", 6, 4, "", 16),
    ("oware", 6, 4, "3,1,6,2,5,4,1,3,2,6", 16),
    ("awari", 6, 4, "", 16),
    ("awari", 6, 4, "3,1,6,2,5,4,1,3,2,6", 16),
    ("songo", 7, 5, "", 10),
    ("songo", 7, 5, "4,2,7,3,5,1", 10),
    ("bohnenspiel", 6, 6, "", 12),
    ("bohnenspiel", 6, 6, "3,1,6,2,5,4", 12),
    ("toguz_kumalak", 9, 9, "", 9),
    ("toguz_kumalak", 9, 9, "5,3,8,2,6,1", 9),
];

/// Fixed solver boards: (rule set, pits, seeds).
const SOLVE_BENCH: [(&str, u8, u8); 4] = [
    ("kalah", 4, 4),
    ("kalah", 6, 3),
    ("kalaha", 6, 3),
    ("kalaha", 5, 4),
];

/// Fixed endgame database builds: (rule set, pits, seeds covered), each also written, read
/// back and used for the rule set's 3-seed solve.
const ENDGAME_BENCH: [(&str, u8, u8); 2] = [("kalaha", 6, 14), ("kalah", 6, 14)];

pub(super) fn bench(rest: &[String]) -> Result<String, CliError> {
    let args = Args::parse(rest, &["search-only"])?;
    args.only(&["search-only"])?;
    let board = |name: &str, pits: u8, seeds: u8| {
        RuleSet::preset(name)
            .and_then(|r| r.with_board(Some(pits), Some(seeds)))
            .expect("bench boards are valid")
    };
    let mut search = Vec::new();
    for (name, pits, seeds, moves, depth) in SEARCH_BENCH {
        let rules = board(name, pits, seeds);
        let game = replay(rules.clone(), Side::South, Some(moves), |_| {})?;
        let clock = Instant::now();
        let (best, nodes) = crate::engine::ai::fixed_depth(&rules, game.position(), depth);
        let seconds = clock.elapsed().as_secs_f64();
        search.push(json!({
            "rules": name, "pits": pits, "seeds": seeds, "moves": moves, "depth": depth,
            "best": best.to_string(), "nodes": nodes, "seconds": seconds,
            "nodes_per_second": (nodes as f64 / seconds.max(1e-9)).round() as u64,
        }));
    }
    if args.flag("search-only") {
        return Ok(format!("{}\n", json!({ "search": search })));
    }
    let mut solve = Vec::new();
    for (name, pits, seeds) in SOLVE_BENCH {
        let rules = board(name, pits, seeds);
        let clock = Instant::now();
        let mut solver = Solver::new(&rules, SOLVE_BYTES, SOLVE_ENDGAME_BYTES);
        let solution = solver.solve(&Position::start(&rules, Side::South))?;
        solve.push(json!({
            "rules": name, "pits": pits, "seeds": seeds, "value": solution.value,
            "best": solution.best.to_string(), "nodes": solver.nodes(),
            "seconds": clock.elapsed().as_secs_f64(),
        }));
    }
    let mut endgame = Vec::new();
    for (name, pits, seeds_max) in ENDGAME_BENCH {
        let rules = board(name, pits, 3);
        let clock = Instant::now();
        let db = EndgameDb::build(&rules, seeds_max, 1)?;
        let built = clock.elapsed().as_secs_f64();
        let path = std::env::temp_dir().join(format!(
            "kalah-bench-{}-{name}-{pits}.kdb",
            std::process::id()
        ));
        let clock = Instant::now();
        db.save(&path)?;
        let saved = clock.elapsed().as_secs_f64();
        let clock = Instant::now();
        let read = EndgameDb::load(&path, &rules);
        let _ = std::fs::remove_file(&path);
        let db = read?;
        let loaded = clock.elapsed().as_secs_f64();
        let clock = Instant::now();
        let mut solver = Solver::with_database(&rules, SOLVE_BYTES, &db);
        let solution = solver.solve(&Position::start(&rules, Side::South))?;
        endgame.push(json!({
            "rules": name, "pits": pits, "seeds_max": seeds_max, "entries": db.entries(),
            "build_seconds": built, "write_seconds": saved, "read_seconds": loaded,
            "solve_seeds": 3, "value": solution.value, "nodes": solver.nodes(),
            "solve_seconds": clock.elapsed().as_secs_f64(),
        }));
    }
    Ok(format!(
        "{}\n",
        json!({ "search": search, "solve": solve, "endgame": endgame })
    ))
}
