//! `kalah-cli engine`: the engine as a long-running process speaking a UCI-style protocol on
//! stdin and stdout, so that match tools and other programs can play it move by move while it
//! keeps its tables (docs/AI.md, "The engine protocol", has the commands and a transcript).
//! Lines are read on a thread of their own, so `stop`, `isready` and `quit` are heard while
//! the engine thinks. Bad input never ends the engine: it answers one `info string` line.

use super::error::CliError;
use crate::engine::ai::{Level, Limits, Player, Report, Thinker, Watch};
use crate::engine::{Game, Move, RuleSet, Side};
use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Duration;
use web_time::Instant;

/// The search table's size unless `Hash` says otherwise, in MB.
const HASH_MB: usize = 64;
/// The largest `Hash`, in MB.
const MAX_HASH_MB: usize = 4096;

/// `kalah-cli engine`: serves the protocol on stdin and stdout until `quit` or the end of
/// input.
pub(super) fn engine(rest: &[String]) -> Result<String, CliError> {
    if let Some(flag) = rest.first() {
        return Err(CliError::usage(format!(
            "engine takes no flags ('{flag}'): set options with setoption"
        )));
    }
    let mut stdout = std::io::stdout();
    serve(std::io::BufReader::new(std::io::stdin()), &mut stdout);
    Ok(String::new())
}

/// Serves the protocol: lines from `input`, answers to `out` (flushed after each line). The
/// reading thread is left to end with the process: after `quit` its input may stay open.
fn serve(input: impl BufRead + Send + 'static, out: &mut dyn Write) {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in input.lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                return;
            }
        }
        // The end of input ends the engine as `quit` does.
        let _ = tx.send("quit".to_string());
    });
    Session::new(rx, out).run();
}

/// The protocol's lines in and out.
struct Io<'a> {
    lines: Receiver<String>,
    out: &'a mut dyn Write,
    /// Commands that came while thinking, to be carried out after the move.
    pending: VecDeque<String>,
    /// `stop` came while thinking.
    stopped: bool,
    quit: bool,
}

impl Io<'_> {
    fn say(&mut self, line: &str) {
        // A reader that went away (a closed pipe) is told nothing more; the engine ends with
        // its input.
        let _ = writeln!(self.out, "{line}").and_then(|()| self.out.flush());
    }

    /// The next command, kept or read; `None` once input has ended.
    fn next(&mut self) -> Option<String> {
        self.pending.pop_front().or_else(|| self.lines.recv().ok())
    }

    /// Whether `stop` or `quit` came; answers `isready` at once and keeps other commands for
    /// after the move.
    fn heard_stop(&mut self) -> bool {
        loop {
            match self.lines.try_recv() {
                Ok(line) => match line.split_whitespace().next() {
                    Some("stop") => {
                        self.stopped = true;
                        return true;
                    }
                    Some("quit") => {
                        self.quit = true;
                        return true;
                    }
                    Some("isready") => self.say("readyok"),
                    _ => self.pending.push_back(line),
                },
                Err(TryRecvError::Empty) => return false,
                Err(TryRecvError::Disconnected) => {
                    self.quit = true;
                    return true;
                }
            }
        }
    }
}

/// One engine's state between commands.
struct Session<'a> {
    io: Io<'a>,
    game: Game,
    /// Plays the rule set in force (`player.rules()`).
    player: Player,
    hash_mb: usize,
    /// A lower level to play at; `None`: Master, the strongest player.
    level: Option<Level>,
}

impl<'a> Session<'a> {
    fn new(lines: Receiver<String>, out: &'a mut dyn Write) -> Session<'a> {
        let rules = RuleSet::preset("kalah").expect("kalah is a preset");
        Session {
            io: Io {
                lines,
                out,
                pending: VecDeque::new(),
                stopped: false,
                quit: false,
            },
            game: Game::new(rules.clone(), Side::South).expect("a preset is valid"),
            player: Player::new(&rules, HASH_MB << 20),
            hash_mb: HASH_MB,
            level: None,
        }
    }

    fn say(&mut self, line: &str) {
        self.io.say(line);
    }

    fn run(&mut self) {
        while !self.io.quit {
            let Some(line) = self.io.next() else { return };
            self.command(&line);
        }
    }

    fn command(&mut self, line: &str) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&name, args)) = words.split_first() else {
            return;
        };
        match name {
            "uci" => self.uci(),
            "isready" => self.say("readyok"),
            "ucinewgame" => {
                self.player.new_game();
                self.game = self.start();
            }
            "setoption" => self.set_option(args),
            "position" => self.position(args),
            "go" => self.go(args),
            // Nothing is being thought about between commands.
            "stop" => {}
            "quit" => self.io.quit = true,
            other => self.say(&format!("info string unknown command '{other}'")),
        }
    }

    fn uci(&mut self) {
        let levels: Vec<String> = Level::ALL
            .iter()
            .map(|l| format!("var {}", l.name()))
            .collect();
        let lines = [
            format!("id name Kalah 3D {}", env!("CARGO_PKG_VERSION")),
            "id author the Kalah 3D developers".to_string(),
            "option name Rules type string default kalah".to_string(),
            "option name Pits type spin default 0 min 0 max 9".to_string(),
            "option name Seeds type spin default 0 min 0 max 255".to_string(),
            format!("option name Hash type spin default {HASH_MB} min 1 max {MAX_HASH_MB}"),
            format!(
                "option name Level type combo default Master {}",
                levels.join(" ")
            ),
            "uciok".to_string(),
        ];
        for line in lines {
            self.say(&line);
        }
    }

    /// The rule set in force.
    fn rules(&self) -> &RuleSet {
        self.player.rules()
    }

    /// The start of the current rule set's game, South first.
    fn start(&self) -> Game {
        Game::new(self.rules().clone(), Side::South).expect("the rule set was checked when set")
    }

    fn set_option(&mut self, args: &[&str]) {
        let (name, value) = match option_words(args) {
            Ok(pair) => pair,
            Err(why) => return self.say(&format!("info string {why}")),
        };
        let board = |n: &str, most: u8| match n.parse::<u8>() {
            Ok(n) if n <= most => Ok((n > 0).then_some(n)),
            _ => Err(format!("{name} must be a number 0..={most}, not '{n}'")),
        };
        let rules = match name.to_ascii_lowercase().as_str() {
            "rules" => RuleSet::load(&value).map_err(|e| e.to_string()),
            "pits" => board(&value, 9).and_then(|p| {
                self.rules()
                    .clone()
                    .with_board(p, None)
                    .map_err(|e| e.to_string())
            }),
            "seeds" => board(&value, u8::MAX).and_then(|s| {
                self.rules()
                    .clone()
                    .with_board(None, s)
                    .map_err(|e| e.to_string())
            }),
            "hash" => {
                let free = super::ai::memory_available().unwrap_or(usize::MAX);
                match value.parse::<usize>() {
                    Ok(mb) if (mb << 20) > free => self.say(&format!(
                        "info string Hash {mb} MB is more than the {} MB of memory available",
                        free >> 20
                    )),
                    Ok(mb) if (1..=MAX_HASH_MB).contains(&mb) => {
                        self.hash_mb = mb;
                        self.player = Player::new(&self.rules().clone(), mb << 20);
                    }
                    _ => self.say(&format!(
                        "info string Hash must be 1..={MAX_HASH_MB} MB, not '{value}'"
                    )),
                }
                return;
            }
            "level" => {
                match Level::parse(&value) {
                    Some(Level::Master) => self.level = None,
                    Some(level) => self.level = Some(level),
                    None => self.say(&format!("info string unknown level '{value}'")),
                }
                return;
            }
            _ => return self.say(&format!("info string unknown option '{name}'")),
        };
        match rules.and_then(|r| {
            Game::new(r.clone(), Side::South)
                .map(|g| (r, g))
                .map_err(|e| e.to_string())
        }) {
            Ok((rules, game)) => {
                self.player = Player::new(&rules, self.hash_mb << 20);
                self.game = game;
            }
            Err(why) => self.say(&format!("info string {name} not changed: {why}")),
        }
    }

    /// `position startpos [moves M...]`: the game from the start with those moves. An illegal
    /// move leaves the position as it was.
    fn position(&mut self, args: &[&str]) {
        let moves = match args {
            ["startpos"] => &[][..],
            ["startpos", "moves", moves @ ..] => moves,
            _ => return self.say("info string position needs: startpos [moves M ...]"),
        };
        let mut game = self.start();
        for (ply, text) in moves.iter().enumerate() {
            let played = text
                .parse::<Move>()
                .map_err(|e| e.to_string())
                .and_then(|mv| game.play(mv).map_err(|e| e.to_string()));
            if let Err(why) = played {
                return self.say(&format!(
                    "info string position not changed: ply {}: {why}",
                    ply + 1
                ));
            }
        }
        self.game = game;
    }

    fn go(&mut self, args: &[&str]) {
        let go = match Go::parse(args) {
            Ok(go) => go,
            Err(why) => return self.say(&format!("info string {why}")),
        };
        if self.game.position().is_over() {
            self.say("info string the game is over");
            return self.say("bestmove (none)");
        }
        let limits = go.limits(self.game.position().to_move());
        self.io.stopped = false;
        let chosen = match self.level {
            Some(level) => self.think_at(level, limits),
            None => {
                let mut watch = Watcher {
                    io: &mut self.io,
                    started: Instant::now(),
                };
                let thought = self.player.think(&self.game, limits, &mut watch);
                thought.map(|(mv, _)| mv)
            }
        };
        if go.infinite {
            // `go infinite` answers only once told to stop.
            while !self.io.quit && !self.io.stopped && !self.io.heard_stop() {
                std::thread::sleep(Duration::from_millis(2));
            }
        }
        match chosen {
            Some(mv) => self.say(&format!("bestmove {mv}")),
            None => self.say("bestmove (none)"),
        }
    }

    /// A lower level's move: its own depth and style, within the time given.
    fn think_at(&mut self, level: Level, limits: Limits) -> Option<Move> {
        let budget = limits.time.unwrap_or(level.think_time());
        let pos = *self.game.position();
        let seed = self.game.moves().len() as u64;
        let mut thinker = Thinker::with_budget(self.rules().clone(), pos, level, seed, budget)
            .with_past(&self.game.repeatable_past());
        loop {
            if let Some(mv) = thinker.think(Duration::from_millis(5)) {
                return Some(mv);
            }
            if self.io.heard_stop() {
                return Some(thinker.best_so_far());
            }
        }
    }
}

/// The protocol as the player's watcher: reports become `info` lines.
struct Watcher<'s, 'a> {
    io: &'s mut Io<'a>,
    started: Instant,
}

impl Watch for Watcher<'_, '_> {
    fn stop(&mut self) -> bool {
        self.io.heard_stop()
    }

    fn report(&mut self, report: &Report) {
        let line = info_line(report, self.started.elapsed());
        self.io.say(&line);
    }
}

/// A report as an `info` line: depth, score in hundredths of a seed (`proven` where exact),
/// nodes, nodes a second, milliseconds and the principal variation.
fn info_line(report: &Report, elapsed: Duration) -> String {
    let ms = elapsed.as_millis().max(1);
    let nps = report.nodes as u128 * 1000 / ms;
    let pv: Vec<String> = report.pv.iter().map(Move::to_string).collect();
    format!(
        "info depth {} score cp {}{} nodes {} nps {nps} time {ms} pv {}",
        report.depth,
        report.centiseeds,
        if report.exact { " proven" } else { "" },
        report.nodes,
        pv.join(" ")
    )
}

/// `setoption name N value V` as its name and value (the value may hold spaces: a path).
fn option_words(args: &[&str]) -> Result<(String, String), String> {
    let Some(("name", rest)) = args.split_first().map(|(a, r)| (*a, r)) else {
        return Err("setoption needs: name N value V".to_string());
    };
    let at = rest.iter().position(|w| *w == "value");
    match at {
        Some(at) if at > 0 && at + 1 < rest.len() => {
            Ok((rest[..at].join(" "), rest[at + 1..].join(" ")))
        }
        _ => Err("setoption needs: name N value V".to_string()),
    }
}

/// A `go` command's limits.
#[derive(Debug, Default, PartialEq)]
struct Go {
    movetime: Option<u64>,
    depth: Option<u32>,
    /// Each side's clock and increment in ms: the first player (`w`) and the second (`b`).
    clock: [Option<u64>; 2],
    increment: [u64; 2],
    infinite: bool,
}

impl Go {
    fn parse(args: &[&str]) -> Result<Go, String> {
        let mut go = Go::default();
        let mut words = args.iter();
        while let Some(&word) = words.next() {
            if word == "infinite" {
                go.infinite = true;
                continue;
            }
            let known = [
                "movetime",
                "depth",
                "wtime",
                "btime",
                "winc",
                "binc",
                "movestogo",
            ];
            if !known.contains(&word) {
                return Err(format!("go: unknown limit '{word}'"));
            }
            let value = words
                .next()
                .ok_or_else(|| format!("go: {word} needs a number"))?;
            let n: u64 = value
                .parse()
                .map_err(|_| format!("go: {word} must be a number, not '{value}'"))?;
            match word {
                "movetime" => go.movetime = Some(n),
                "depth" => go.depth = Some(n.clamp(1, 200) as u32),
                "wtime" => go.clock[0] = Some(n),
                "btime" => go.clock[1] = Some(n),
                "winc" => go.increment[0] = n,
                "binc" => go.increment[1] = n,
                // Moves to the next time control: the budget below already spreads the clock.
                _ => {}
            }
        }
        Ok(go)
    }

    /// The limits for `mover` (South plays `w`, North `b`): the move time, or a share of the
    /// mover's clock (a twentieth plus most of the increment, never more than a third).
    fn limits(&self, mover: Side) -> Limits {
        let side = mover.index();
        let time = self.movetime.or_else(|| {
            self.clock[side].map(|left| {
                let share = left / 20 + self.increment[side] * 3 / 4;
                share.min(left / 3).max(1)
            })
        });
        Limits {
            time: time.filter(|_| !self.infinite).map(Duration::from_millis),
            depth: self.depth,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_reads_every_limit() {
        let go = Go::parse(&[
            "wtime", "60000", "btime", "30000", "winc", "1000", "binc", "0",
        ]);
        let go = go.expect("valid");
        assert_eq!(go.clock, [Some(60000), Some(30000)]);
        let south = go.limits(Side::South).time.expect("a time");
        assert_eq!(south, Duration::from_millis(3000 + 750));
        let north = go.limits(Side::North).time.expect("a time");
        assert_eq!(north, Duration::from_millis(1500));
        assert_eq!(
            Go::parse(&["depth", "7"])
                .expect("valid")
                .limits(Side::South),
            Limits {
                time: None,
                depth: Some(7)
            }
        );
        assert!(Go::parse(&["movetime"]).is_err());
        assert!(Go::parse(&["movetime", "fast"]).is_err());
        assert!(Go::parse(&["ponder"]).is_err());
    }

    #[test]
    fn an_option_value_may_hold_spaces() {
        let words = ["name", "Rules", "value", "/tmp/my", "rules.json"];
        assert_eq!(
            option_words(&words),
            Ok(("Rules".to_string(), "/tmp/my rules.json".to_string()))
        );
        assert!(option_words(&["name", "Rules"]).is_err());
        assert!(option_words(&["Rules", "value", "x"]).is_err());
    }
}
