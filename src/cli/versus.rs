//! `kalah-cli match --engine CMD [--engine CMD]`: two engines that speak the protocol
//! (`kalah-cli engine`, or any other) play each other over random openings, each opening with
//! both colours. Every move is checked with our rules; an illegal or unreadable move, or none
//! in time, loses that game. A line per game goes to stderr as it ends; the summary (wins,
//! draws, losses, score, margin, depth and time a move for each side) and every game's moves
//! are the JSON on stdout, and `--records DIR` keeps each game as a record file.

use super::args::Args;
use super::engine_process::{Answer, Engine, EngineError};
use super::error::CliError;
use super::rule_set;
use crate::engine::record::{GameResult, Tags, today};
use crate::engine::{Game, Move, Outcome, Position, RuleSet, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use std::path::PathBuf;
use std::time::Duration;

/// The flags of an engine match.
pub(super) const FLAGS: [&str; 8] = [
    "rules", "pits", "seeds", "games", "movetime", "openings", "seed", "records",
];

/// The values of every `--engine CMD` (or `--engine=CMD`) in `args`, and the other arguments.
pub(super) fn engine_commands(args: &[String]) -> Result<(Vec<String>, Vec<String>), CliError> {
    let (mut commands, mut rest) = (Vec::new(), Vec::new());
    let mut words = args.iter();
    while let Some(word) = words.next() {
        if word == "--engine" {
            let command = words
                .next()
                .ok_or_else(|| CliError::usage("--engine needs a command"))?;
            commands.push(command.clone());
        } else if let Some(command) = word.strip_prefix("--engine=") {
            commands.push(command.to_string());
        } else {
            rest.push(word.clone());
        }
    }
    Ok((commands, rest))
}

/// One side's figures over the match.
#[derive(Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    /// Sum of final margins (own store less the other's) of finished games.
    margin: i64,
    finished: u32,
    depths: Vec<u32>,
    times: Vec<Duration>,
    forfeits: u32,
}

impl Tally {
    fn points(&self) -> f64 {
        self.wins as f64 + self.draws as f64 / 2.0
    }

    fn summary(&self, engine: &Engine) -> Value {
        let games = (self.wins + self.draws + self.losses).max(1);
        let mut ms: Vec<f64> = self.times.iter().map(|t| t.as_secs_f64() * 1e3).collect();
        ms.sort_by(f64::total_cmp);
        let at = |q: f64| {
            ms.get(((ms.len() as f64 - 1.0) * q).round() as usize)
                .copied()
        };
        let mean = |v: &[f64]| (!v.is_empty()).then(|| v.iter().sum::<f64>() / v.len() as f64);
        let mut depths: Vec<f64> = self.depths.iter().map(|&d| d as f64).collect();
        depths.sort_by(f64::total_cmp);
        json!({
            "name": engine.name,
            "command": engine.command,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "points": self.points(),
            "score": self.points() / games as f64,
            "margin": self.margin as f64 / self.finished.max(1) as f64,
            "forfeits": self.forfeits,
            "depth": mean(&depths),
            "depth_median": depths.get(depths.len() / 2),
            "moves": ms.len(),
            "ms_mean": mean(&ms),
            "ms_median": at(0.5),
            "ms_p99": at(0.99),
            "ms_max": ms.last(),
        })
    }
}

/// How a game ended: by the rules, or by a forfeit of one engine (0 or 1) and why.
enum End {
    Played,
    Forfeit(usize, String),
}

/// `match --engine ...`: see the module's comment.
pub(super) fn engine_match(args: &Args, commands: Vec<String>) -> Result<String, CliError> {
    let rules = rule_set(args)?;
    let commands = match commands.len() {
        1 => vec![own_engine()?, commands[0].clone()],
        2 => commands,
        _ => return Err(CliError::usage("give one or two --engine commands")),
    };
    let games = args.number::<u32>("games", 1..=100_000)?.unwrap_or(40);
    let movetime = args.number::<u64>("movetime", 1..=600_000)?.unwrap_or(150);
    let openings = args.number::<u32>("openings", 0..=40)?.unwrap_or(2);
    let seed = args.number::<u64>("seed", 0..=u64::MAX)?.unwrap_or(1);
    let records = args.text("records").map(PathBuf::from);
    if let Some(dir) = &records {
        std::fs::create_dir_all(dir).map_err(|e| CliError::file(dir, e))?;
    }
    let mut engines = Vec::new();
    for command in &commands {
        let mut engine = Engine::start(command).map_err(broke)?;
        configure(&mut engine, args)?;
        engines.push(engine);
    }
    let mut tallies = [Tally::default(), Tally::default()];
    let mut rng = StdRng::seed_from_u64(seed);
    let mut opening = Vec::new();
    let mut played = Vec::new();
    for game in 0..games {
        if game % 2 == 0 {
            opening = random_opening(&rules, openings, &mut rng);
        }
        // Engine 0 plays South in even games, North in odd ones.
        let south = (game % 2) as usize;
        let (record, end) = play(
            &rules,
            &opening,
            &mut engines,
            south,
            movetime,
            &mut tallies,
        )?;
        let result = score(&record, &end, south, &mut tallies);
        eprintln!(
            "game {}/{games}: {} (South) vs {} (North): {result}; {} {}-{} {}",
            game + 1,
            engines[south].name,
            engines[1 - south].name,
            engines[0].name,
            tallies[0].points(),
            tallies[1].points(),
            engines[1].name,
        );
        let moves: Vec<String> = record.moves().map(|m| m.to_string()).collect();
        played.push(json!({
            "south": engines[south].name,
            "north": engines[1 - south].name,
            "opening": opening.iter().map(Move::to_string).collect::<Vec<_>>(),
            "moves": moves,
            "result": result,
        }));
        if let Some(dir) = &records {
            keep(dir, game, &record, &engines, south, &end)?;
        }
        if let End::Forfeit(loser, _) = end {
            // An engine that broke down starts afresh for the next game.
            let mut engine = Engine::start(&commands[loser]).map_err(broke)?;
            configure(&mut engine, args)?;
            engines[loser] = engine;
        }
    }
    Ok(format!(
        "{}\n",
        json!({
            "rules": rules.name,
            "pits": rules.pits,
            "seeds": rules.seeds,
            "games": games,
            "movetime_ms": movetime,
            "opening_plies": openings,
            "seed": seed,
            "engines": [tallies[0].summary(&engines[0]), tallies[1].summary(&engines[1])],
            "played": played,
        })
    ))
}

/// This program's own engine, as a command line.
fn own_engine() -> Result<String, CliError> {
    let exe = std::env::current_exe().map_err(|e| CliError::file("the running kalah-cli", e))?;
    let path = exe.display().to_string().replace('\'', r"'\''");
    Ok(format!("'{path}' engine"))
}

fn broke(error: EngineError) -> CliError {
    CliError::Engine(error.to_string())
}

/// Tells an engine the rule set and board, and waits until it is ready.
fn configure(engine: &mut Engine, args: &Args) -> Result<(), CliError> {
    let rules = args.required("rules")?;
    engine
        .send(&format!("setoption name Rules value {rules}"))
        .map_err(broke)?;
    for (flag, option) in [("pits", "Pits"), ("seeds", "Seeds")] {
        if let Some(value) = args.text(flag) {
            engine
                .send(&format!("setoption name {option} value {value}"))
                .map_err(broke)?;
        }
    }
    engine.ready().map_err(broke)
}

/// `plies` random decisions from the start (fewer where the game ends first).
fn random_opening(rules: &RuleSet, plies: u32, rng: &mut StdRng) -> Vec<Move> {
    let mut pos = Position::start(rules, Side::South);
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves(rules);
        if pos.is_over() || legal.is_empty() {
            break;
        }
        let mv = legal[rng.random_range(0..legal.len())];
        pos = pos.after(rules, mv);
        moves.push(mv);
    }
    moves
}

/// One game from `opening`, engine `south` on South: the game and how it ended. The time and
/// depth of every move go to the movers' tallies.
fn play(
    rules: &RuleSet,
    opening: &[Move],
    engines: &mut [Engine],
    south: usize,
    movetime: u64,
    tallies: &mut [Tally; 2],
) -> Result<(Game, End), CliError> {
    let mut game = Game::new(rules.clone(), Side::South)?;
    for &mv in opening {
        if game.position().is_over() {
            break;
        }
        game.play(mv)
            .map_err(|why| CliError::Move { ply: 0, why })?;
    }
    for engine in engines.iter_mut() {
        engine.send("ucinewgame").map_err(broke)?;
        engine.ready().map_err(broke)?;
    }
    // Time enough for any engine that keeps its move time; past it the move is lost.
    let limit = Duration::from_millis(movetime * 2 + 1000);
    while !game.position().is_over() {
        let pos = *game.position();
        let seat = pos.seat_of(pos.to_move());
        let who = if seat == Side::South {
            south
        } else {
            1 - south
        };
        let moves: Vec<String> = game.moves().map(|m| m.to_string()).collect();
        let answer: Answer = match engines[who].go(&moves, movetime, limit) {
            Ok(answer) => answer,
            Err(why) => return Ok((game, End::Forfeit(who, why.to_string()))),
        };
        tallies[who].times.push(answer.time);
        if let Some(depth) = answer.depth {
            tallies[who].depths.push(depth);
        }
        let played = answer
            .bestmove
            .parse::<Move>()
            .map_err(|e| e.to_string())
            .and_then(|mv| game.play(mv).map_err(|e| e.to_string()));
        if let Err(why) = played {
            let why = format!("bestmove '{}': {why}", answer.bestmove);
            return Ok((game, End::Forfeit(who, why)));
        }
    }
    Ok((game, End::Played))
}

/// Adds a game's result to the tallies and says it in words.
fn score(game: &Game, end: &End, south: usize, tallies: &mut [Tally; 2]) -> String {
    let winner = match end {
        End::Forfeit(loser, why) => {
            tallies[*loser].forfeits += 1;
            tallies[*loser].losses += 1;
            tallies[1 - loser].wins += 1;
            return format!("engine {} forfeits ({why})", loser + 1);
        }
        End::Played => {
            let pos = game.position();
            // The engine that began on South plays North after a swap.
            let stores =
                [Side::South, Side::North].map(|s| pos.board().store(pos.seat_of(s)) as i64);
            for (engine, tally) in tallies.iter_mut().enumerate() {
                let own = if engine == south { 0 } else { 1 };
                tally.margin += stores[own] - stores[1 - own];
                tally.finished += 1;
            }
            match pos.outcome() {
                Some(Outcome::Win(side)) => Some(if pos.seat_of(side) == Side::South {
                    south
                } else {
                    1 - south
                }),
                _ => None,
            }
        }
    };
    let stores = {
        let b = game.position().board();
        format!("{}-{}", b.store(Side::South), b.store(Side::North))
    };
    match winner {
        Some(w) => {
            tallies[w].wins += 1;
            tallies[1 - w].losses += 1;
            format!("{stores}, engine {} wins", w + 1)
        }
        None => {
            tallies.iter_mut().for_each(|t| t.draws += 1);
            format!("{stores}, a draw")
        }
    }
}

/// Writes game `index`'s record into `dir`, with who played and how it ended.
fn keep(
    dir: &std::path::Path,
    index: u32,
    game: &Game,
    engines: &[Engine],
    south: usize,
    end: &End,
) -> Result<(), CliError> {
    let mut record = game.record();
    let mut other = std::collections::BTreeMap::new();
    other.insert("Event".to_string(), "kalah-cli match".to_string());
    other.insert("Round".to_string(), (index + 1).to_string());
    let result = match end {
        End::Played => None,
        End::Forfeit(loser, why) => {
            other.insert(
                "Termination".to_string(),
                format!("engine {} forfeits: {why}", loser + 1),
            );
            Some(GameResult::Abandoned)
        }
    };
    record.tags = Tags {
        south: Some(engines[south].name.clone()),
        north: Some(engines[1 - south].name.clone()),
        date: Some(today()),
        result,
        other,
    };
    let path = dir.join(format!("game-{:03}.txt", index + 1));
    std::fs::write(&path, record.to_text()).map_err(|e| CliError::file(&path, e))
}
