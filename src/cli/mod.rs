//! The command-line tool `kalah-cli`: rules, play, perft, game records, the AI commands, and the
//! generator of the game's sound effects ([`sounds`]). Engine only.
//! Every command builds its whole output before printing it, so a bad input prints nothing
//! that looks valid: just one line on stderr and exit code 2.

mod ai;
mod args;
mod engine;
mod engine_process;
mod error;
mod learn;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
mod online;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
mod online_load;
mod record;
pub mod sounds;
mod versus;

use crate::engine::notation::parse_moves;
use crate::engine::perft::perft;
use crate::engine::rules::PRESETS;
use crate::engine::{Game, Move, Outcome, Position, RuleSet, Side};
use args::Args;
pub use error::CliError;
use serde_json::{Value, json};
use std::time::Instant;

/// The usage text; `{presets}` stands for the preset names.
const USAGE: &str = "usage: kalah-cli <command> [flags]
commands:
  rules                                  the presets as JSON
  play  --rules NAME|FILE.json [--pits M] [--seeds N] [--first south|north]
        [--moves \"3,1,4cw,swap\"] [--trace]
  play  --record FILE [--trace]           replays a game record (text or JSON; - is stdin)
  record [FILE] [--to text|json | --check]
        checks a record (text or JSON, from FILE or stdin) and writes it in the other form
        (or the one asked for); --check prints what it holds instead
  review [FILE] [--budget-ms B (default 1000)]
        every decision of a record: the best move's and the played move's value (exact, or
        a search estimate with its depth), seeds lost and mark, as JSON
  perft --rules NAME|FILE.json [--pits M] [--seeds N] --depth D
  solve --rules NAME|FILE.json [--pits M] [--seeds N] [--first S] [--moves ...]
        [--table-mb MB] [--endgame-mb MB] [--threads N (default: every core)]
        [--db FILE | --no-db]   (default: the stored endgame database if there is one)
        [--progress]   the proven bounds after each pass, on stderr
        [--pv]         also a principal variation to the end of the game (\"pv\")
        exact value under perfect play: {\"value\", \"best\", \"nodes\", \"seconds\"}
  endgame build --rules NAME|FILE.json [--pits M] --seeds-max K [--db FILE] [--threads N]
        every position with at most K seeds in pits, kept in FILE or the cache directory
        ($XDG_CACHE_HOME/kalah3d/), where solve, analyse and the game find it
  analyse --rules NAME|FILE.json [--pits M] [--seeds N] [--first S] [--moves ...] [--time-ms T]
        every legal move with its value, exact flag and depth, best first
  analyse --exact ... [--table-mb MB] [--endgame-mb MB] [--threads N] [--db FILE | --no-db]
        every legal move's exact value, proven by the solver however long it takes
  match --a LEVEL --b LEVEL --games N --rules NAME|FILE.json [--pits M] [--seeds N]
        [--seed S] [--think-ms T | --time-percent P]   levels: Beginner, Easy, Medium,
        Hard, Master; T: the same time for both, P: a share of each level's own budget
  match --engine CMD [--engine CMD] --rules NAME|FILE.json [--pits M] [--seeds N]
        [--games N (default 40)] [--movetime MS (default 150)] [--openings K (default 2)]
        [--seed S] [--records DIR]   two protocol engines (this one's own engine where one
        --engine is given) over random openings of K decisions, each with both colours;
        a line per game on stderr, the summary and every game as JSON
  engine                                 the engine as a long-running process speaking a
                                         UCI-style protocol on stdin and stdout (docs/AI.md)
  tune --rules NAME|FILE.json [--positions N (default 4000)] [--depth D (default 10)]
        [--seed S]   the evaluation's weights fitted to searches D deep of positions from
        self-play (rule sets that capture by count), for src/engine/ai/weights.rs
  bench [--search-only]                  search nodes/s on fixed positions of every preset,
                                         solver times and endgame database builds on fixed
                                         boards (--search-only: the search alone)
  online create --server ws://HOST:PORT --rules NAME|FILE.json [--pits M] [--seeds N]
        [--first S] [--seat south|north|random] [--clock MIN+SEC] [--name N] [--ai LEVEL]
        [--public] [--rated] [--key KEY]
  online join|watch --server ws://HOST:PORT --code CODE [--name N] [--ai LEVEL] [--key KEY]
  online quick --server ws://HOST:PORT --rules NAME|FILE.json [--clock MIN+SEC] [--ai LEVEL]
        [--rated] [--key KEY]
        play on a kalah-server from the terminal: moves typed, or by an AI level; KEY is
        the player's secret key (32 hex digits), needed for a rated game
  online load --server ws://127.0.0.1:PORT --games N [--rate R] [--think-ms T]
        [--seconds S] [--rules NAME|FILE.json]
        the load generator (loopback only): N games of two bots each, R new games a
        second; move round trips, errors, every record checked against a local replay
  lessons check [FILE | --rules NAME]
        checks a lesson (a file, a shipped one, or all of them) against the engine: one
        line per stage with what its move does, and every move's value where the solver
        grades it
  puzzles generate --rules NAME [--count N] [--seed S] [--max-seeds K] [--solve-ms T]
        [--games G] [--out FILE]   mines puzzles from AI games: positions where the exact
        solver proves one move (or one chain of extra turns) best by 2 seeds or more
  puzzles verify [FILE | --rules NAME] [--every K]
        proves a puzzle file again (every puzzle, or every K-th)
  sounds --out DIR                       synthesise the game's sound effects as WAV files
                                         (the sources of assets/sounds/*.ogg:
                                         assets/make-sounds.sh encodes them)
NAME: a preset ({presets})";

/// The usage text with the preset names from the presets table.
fn usage() -> String {
    let presets: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
    USAGE.replace("{presets}", &presets.join(", "))
}

/// The commands, as `run` dispatches them.
const COMMANDS: [&str; 17] = [
    "rules", "play", "record", "review", "perft", "solve", "analyse", "match", "engine", "tune",
    "endgame", "bench", "online", "lessons", "puzzles", "sounds", "help",
];

/// The lines of the usage text about `command`: its own usage, for `kalah-cli COMMAND --help`;
/// with a `subcommand` the group has (`puzzles verify`, `online join`), that one's lines alone.
fn command_usage(command: &str, subcommand: Option<&str>) -> String {
    let entries = usage_entries(command);
    let named: Vec<&Vec<&str>> = entries
        .iter()
        .filter(|lines| {
            let second = lines[0].split_whitespace().nth(1).unwrap_or("");
            subcommand.is_some_and(|sub| second.split('|').any(|word| word == sub))
        })
        .collect();
    let chosen: Vec<&Vec<&str>> = match named.is_empty() {
        true => entries.iter().collect(),
        false => named,
    };
    let lines: Vec<&str> = chosen.into_iter().flatten().copied().collect();
    let mut text = format!("usage: kalah-cli {}\n", lines.join("\n  "));
    if text.contains("NAME") {
        let presets: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
        text += &format!("NAME: a preset ({})\n", presets.join(", "));
    }
    text
}

/// The usage text's entries for `command`, each its lines without their indent: an entry starts
/// at a line indented by two spaces whose first word is the command.
fn usage_entries(command: &str) -> Vec<Vec<&'static str>> {
    let mut entries: Vec<Vec<&str>> = Vec::new();
    let mut inside = false;
    for line in USAGE.lines() {
        if let Some(head) = line.strip_prefix("  ").filter(|l| !l.starts_with(' ')) {
            inside = head.split_whitespace().next() == Some(command);
            if inside {
                entries.push(Vec::new());
            }
        }
        if let Some(entry) = entries.last_mut().filter(|_| inside) {
            entry.push(line.trim_start());
        }
    }
    entries
}

/// The known word closest to `word`, where it is a likely misspelling: at most one edit (a
/// letter added, dropped, changed, or two swapped) for every three letters.
pub(crate) fn closest<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    known
        .into_iter()
        .map(|k| (edit_distance(word, k), k))
        .filter(|&(d, k)| d > 0 && 3 * d <= k.chars().count())
        .min_by_key(|&(d, _)| d)
        .map(|(_, k)| k)
}

/// The edit distance between two words, a swap of neighbours counting as one edit.
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let change = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + change);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()]
}

/// Runs the tool on `args` (without the program name); `Ok` holds what to print on stdout,
/// `Err` the one-line message for stderr (exit code 2). `COMMAND --help` prints the command's
/// own usage.
pub fn run(args: &[String]) -> Result<String, CliError> {
    let Some((command, rest)) = args.split_first() else {
        return Err(CliError::usage("no command given (see kalah-cli help)"));
    };
    let command = match command.as_str() {
        "analyze" => "analyse",
        "--help" | "-h" => "help",
        other => other,
    };
    if command != "help"
        && COMMANDS.contains(&command)
        && rest.iter().any(|a| a == "--help" || a == "-h")
    {
        let subcommand = rest.first().filter(|word| !word.starts_with('-'));
        return Ok(command_usage(command, subcommand.map(String::as_str)));
    }
    match command {
        "rules" => rules(rest),
        "play" => play(rest),
        "record" => record::record_command(rest),
        "review" => record::review_command(rest),
        "perft" => perft_command(rest),
        "solve" => ai::solve(rest),
        "analyse" => ai::analyse_command(rest),
        "match" => ai::match_command(rest),
        "engine" => engine::engine(rest),
        "tune" => ai::tune_command(rest),
        "endgame" => ai::endgame(rest),
        "bench" => ai::bench(rest),
        #[cfg(all(feature = "online", not(target_arch = "wasm32")))]
        "online" => online::online(rest),
        #[cfg(not(all(feature = "online", not(target_arch = "wasm32"))))]
        "online" => Err(CliError::usage(
            "this kalah-cli was built without online play (the `online` feature)",
        )),
        "lessons" => learn::lessons(rest),
        "puzzles" => learn::puzzles(rest),
        "sounds" => sounds_command(rest),
        "help" => Ok(format!("{}\n", usage())),
        other => Err(CliError::usage(match closest(other, COMMANDS) {
            Some(near) => format!("unknown command '{other}' (did you mean '{near}'?)"),
            None => format!("unknown command '{other}' (see kalah-cli help)"),
        })),
    }
}

fn rules(rest: &[String]) -> Result<String, CliError> {
    Args::parse(rest, &[])?.only(&[])?;
    let presets: Vec<Value> = RuleSet::presets()
        .iter()
        .map(|r| serde_json::to_value(r).expect("a rule set serialises"))
        .collect();
    Ok(format!("{}\n", Value::Array(presets)))
}

/// `--rules`, `--pits` and `--seeds` as one validated rule set.
fn rule_set(args: &Args) -> Result<RuleSet, CliError> {
    let rules = RuleSet::load(args.required("rules")?)?;
    let pits = args.number::<u32>("pits", 0..=u32::MAX)?;
    let seeds = args.number::<u32>("seeds", 0..=u32::MAX)?;
    let narrow = |n: Option<u32>| n.map(|n| n.min(u8::MAX as u32) as u8);
    Ok(rules.with_board(narrow(pits), narrow(seeds))?)
}

fn first_side(args: &Args) -> Result<Side, CliError> {
    match args.text("first") {
        None => Ok(Side::South),
        Some(text) => Side::parse(text).ok_or_else(|| {
            CliError::usage(format!("--first must be south or north, not '{text}'"))
        }),
    }
}

/// A game after `--moves`, the error naming the ply, the move and why.
fn replay(
    rules: RuleSet,
    first: Side,
    moves: Option<&str>,
    each: impl FnMut(&Game),
) -> Result<Game, CliError> {
    let moves = parse_moves(moves.unwrap_or(""))?;
    replay_moves(rules, first, &moves, each)
}

/// A game after `moves`, calling `each` at every position from the start.
fn replay_moves(
    rules: RuleSet,
    first: Side,
    moves: &[Move],
    mut each: impl FnMut(&Game),
) -> Result<Game, CliError> {
    let mut game = Game::new(rules, first)?;
    each(&game);
    for (i, &mv) in moves.iter().enumerate() {
        game.play(mv)
            .map_err(|why| CliError::Move { ply: i + 1, why })?;
        each(&game);
    }
    Ok(game)
}

/// The position as the one-line JSON object of the `play` contract.
pub fn position_json(rules: &RuleSet, pos: &Position) -> Value {
    let board = pos.board();
    let winner = pos.outcome().map(|o| match o {
        Outcome::Win(side) => side.name(),
        Outcome::Draw => "draw",
    });
    let legal: Vec<String> = pos
        .legal_moves(rules)
        .iter()
        .map(|m| m.to_string())
        .collect();
    // Each side's tuzdyk, by its pit's number on the other row (Toguz Kumalak).
    let tuzdyks = [Side::South, Side::North].map(|side| match pos.tuzdyk(side) {
        Some(crate::engine::Hole::Pit { index, .. }) => Some(index + 1),
        _ => None,
    });
    json!({
        "south": board.row(Side::South),
        "north": board.row(Side::North),
        "stores": [board.store(Side::South), board.store(Side::North)],
        "to_move": pos.to_move().name(),
        "over": pos.is_over(),
        "winner": winner,
        "swapped": pos.swapped(),
        "legal": legal,
        "end_reason": pos.end_reason(),
        "tuzdyks": tuzdyks,
    })
}

fn play(rest: &[String]) -> Result<String, CliError> {
    let args = Args::parse(rest, &["trace"])?;
    args.only(&[
        "rules", "pits", "seeds", "first", "moves", "trace", "record",
    ])?;
    let trace = args.flag("trace");
    let mut lines = String::new();
    let each = |g: &Game| {
        if trace {
            lines += &format!("{}\n", position_json(g.rules(), g.position()));
        }
    };
    let game = match args.text("record") {
        Some(path) => {
            if let Some(flag) = ["rules", "pits", "seeds", "first", "moves"]
                .into_iter()
                .find(|f| args.flag(f))
            {
                return Err(CliError::usage(format!(
                    "--record holds the whole game; give no --{flag}"
                )));
            }
            let (record, ..) = record::load(Some(path))?;
            replay_moves(record.rules, record.first, &record.moves, each)?
        }
        None => {
            let rules = rule_set(&args)?;
            replay(rules, first_side(&args)?, args.text("moves"), each)?
        }
    };
    if !trace {
        lines = format!("{}\n", position_json(game.rules(), game.position()));
    }
    Ok(lines)
}

fn sounds_command(rest: &[String]) -> Result<String, CliError> {
    let args = Args::parse(rest, &[])?;
    args.only(&["out"])?;
    sounds::write_all(std::path::Path::new(args.required("out")?))
}

fn perft_command(rest: &[String]) -> Result<String, CliError> {
    let args = Args::parse(rest, &[])?;
    args.only(&["rules", "pits", "seeds", "first", "depth"])?;
    let rules = rule_set(&args)?;
    let depth = args
        .number::<u32>("depth", 0..=64)?
        .ok_or(CliError::usage("--depth is required"))?;
    let start = Position::start(&rules, first_side(&args)?);
    let clock = Instant::now();
    let nodes = perft(&rules, &start, depth);
    let seconds = clock.elapsed().as_secs_f64();
    Ok(format!(
        "{}\n",
        json!({
            "nodes": nodes,
            "seconds": seconds,
            "nodes_per_second": (nodes as f64 / seconds.max(1e-9)).round() as u64,
        })
    ))
}
