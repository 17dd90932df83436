//! `kalah-cli engine` driven through a pipe, as a match tool or another program drives it: the
//! handshake, positions with the game's past, every `go` limit, `stop`, the tables kept from
//! move to move, and bad input answered with one `info string` line while the engine goes on.
//! Also `kalah-cli match --engine` between two of them, with its records.

use kalah::engine::{Game, Move, RuleSet, Side};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

/// Far longer than any answer here takes; only a hung engine meets it.
const PATIENCE: Duration = Duration::from_secs(60);

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kalah-cli"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("kalah-cli engine starts");
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
        Engine {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the engine reads");
    }

    fn line(&mut self) -> String {
        self.lines
            .recv_timeout(PATIENCE)
            .expect("the engine answers")
    }

    /// Lines up to and including the first that starts with `word`.
    fn until(&mut self, word: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line();
            let done = line.split_whitespace().next() == Some(word);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// `isready`, and the lines before `readyok`.
    fn ready(&mut self) -> Vec<String> {
        self.send("isready");
        let mut lines = self.until("readyok");
        lines.pop();
        lines
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The number after `word` in an `info` line.
fn field(line: &str, word: &str) -> Option<i64> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == word)?;
    words.get(at + 1)?.parse().ok()
}

fn bestmove(lines: &[String]) -> Move {
    let last = lines.last().expect("a bestmove line");
    let mv = last.strip_prefix("bestmove ").expect("bestmove last");
    mv.parse().expect("a move in our notation")
}

#[test]
fn the_handshake_names_the_engine_and_its_options() {
    let mut engine = Engine::start();
    engine.send("uci");
    let lines = engine.until("uciok");
    assert!(lines[0].starts_with("id name Kalah 3D"), "{lines:?}");
    for option in ["Rules", "Pits", "Seeds", "Hash", "Level"] {
        let named = format!("option name {option} type");
        assert!(
            lines.iter().any(|l| l.starts_with(&named)),
            "{option}: {lines:?}"
        );
    }
    assert!(engine.ready().is_empty());
    engine.send("quit");
    let status = engine.child.wait().expect("the engine ends");
    assert!(status.success());
}

#[test]
fn a_move_is_legal_in_the_position_given_with_every_limit() {
    let mut engine = Engine::start();
    engine.send("setoption name Rules value oware");
    let oware = RuleSet::preset("oware").expect("a preset");
    let mut game = Game::new(oware, Side::South).expect("valid");
    for mv in ["3", "1", "6"] {
        game.play(mv.parse().expect("a move")).expect("legal");
    }
    for go in [
        "go depth 5",
        "go movetime 50",
        "go wtime 2000 btime 2000 winc 10 binc 10",
    ] {
        engine.send("position startpos moves 3 1 6");
        engine.send(go);
        let lines = engine.until("bestmove");
        let info = lines.iter().rev().find(|l| l.starts_with("info depth"));
        let info = info.unwrap_or_else(|| panic!("{go}: an info line: {lines:?}"));
        for word in ["cp", "nodes", "nps", "time"] {
            assert!(field(info, word).is_some(), "{go}: {word} in {info}");
        }
        if go == "go depth 5" {
            assert_eq!(field(info, "depth"), Some(5), "{info}");
        }
        let mv = bestmove(&lines);
        assert!(game.legal_moves().contains(&mv), "{go}: {mv} is legal");
        // The principal variation begins with the move played.
        let pv = info.split(" pv ").nth(1).expect("a pv");
        assert_eq!(pv.split_whitespace().next(), Some(mv.to_string().as_str()));
    }
}

#[test]
fn the_table_is_kept_from_move_to_move_until_a_new_game() {
    let mut engine = Engine::start();
    engine.send("setoption name Rules value oware");
    let mut nodes = Vec::new();
    for new_game in [false, false, true] {
        if new_game {
            engine.send("ucinewgame");
        }
        engine.send("position startpos moves 2 5");
        engine.send("go depth 11");
        let lines = engine.until("bestmove");
        let info = lines.iter().rev().find(|l| l.starts_with("info depth 11"));
        nodes.push(field(info.expect("depth 11 reported"), "nodes").expect("nodes"));
    }
    assert!(
        nodes[1] * 2 < nodes[0],
        "the second search reuses the table: {nodes:?}"
    );
    assert_eq!(
        nodes[2], nodes[0],
        "a new game starts from an empty table: {nodes:?}"
    );
}

#[test]
fn go_infinite_answers_once_told_to_stop() {
    let mut engine = Engine::start();
    engine.send("position startpos");
    engine.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    // Heard while thinking: answered at once, and the search goes on.
    let before = engine.ready();
    assert!(before.iter().all(|l| l.starts_with("info")), "{before:?}");
    engine.send("stop");
    let lines = engine.until("bestmove");
    let mv = bestmove(&lines);
    let kalah = Game::new(RuleSet::preset("kalah").expect("a preset"), Side::South);
    assert!(kalah.expect("valid").legal_moves().contains(&mv));
}

#[test]
fn bad_input_gets_one_info_string_and_the_engine_goes_on() {
    let mut engine = Engine::start();
    let cases = [
        ("fly to the moon", "unknown command"),
        ("setoption name Rules value chess", "not changed"),
        ("setoption name Hash value lots", "Hash"),
        ("setoption name Colour value blue", "unknown option"),
        ("setoption name Level value Grandmaster", "unknown level"),
        ("setoption name Pits value 300", "Pits"),
        ("position startpos moves 3 3", "ply 2"),
        ("position startpos moves 3 x", "not a move"),
        ("position fen whatever", "position needs"),
        ("go movetime soon", "must be a number"),
        ("go ponder", "unknown limit"),
    ];
    for (line, says) in cases {
        engine.send(line);
        let answer = engine.ready();
        assert_eq!(answer.len(), 1, "{line}: {answer:?}");
        assert!(answer[0].starts_with("info string"), "{line}: {answer:?}");
        assert!(answer[0].contains(says), "{line}: {answer:?}");
    }
    // The position refused left the one before it: the start, where 3 is legal.
    engine.send("position startpos moves 3");
    engine.send("go depth 3");
    let mv = bestmove(&engine.until("bestmove"));
    let mut game = Game::new(RuleSet::preset("kalah").expect("a preset"), Side::South);
    let game = game.as_mut().expect("valid");
    game.play(Move::ccw(2)).expect("3 is legal");
    assert!(
        game.legal_moves().contains(&mv),
        "after 3 (an extra turn): {mv}"
    );
}

#[test]
fn a_finished_game_has_no_best_move() {
    let mut engine = Engine::start();
    engine.send("setoption name Pits value 1");
    engine.send("setoption name Seeds value 1");
    // Kalah 1x1: South sows into its store and the game is over.
    engine.send("position startpos moves 1");
    engine.send("go depth 3");
    let lines = engine.until("bestmove");
    assert_eq!(lines.last().map(String::as_str), Some("bestmove (none)"));
}

#[test]
fn a_match_between_two_engines_is_played_and_kept() {
    let records = std::env::temp_dir().join(format!("kalah-match-{}", std::process::id()));
    let cli = env!("CARGO_BIN_EXE_kalah-cli");
    let out = Command::new(cli)
        .args([
            "match",
            "--engine",
            &format!("{cli} engine"),
            "--rules",
            "kalah",
        ])
        .args([
            "--pits",
            "4",
            "--seeds",
            "3",
            "--games",
            "4",
            "--movetime",
            "20",
        ])
        .args(["--openings", "2", "--seed", "9", "--records"])
        .arg(&records)
        .output()
        .expect("kalah-cli match runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(
        stderr.lines().filter(|l| l.starts_with("game ")).count(),
        4,
        "{stderr}"
    );
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let engines = summary["engines"].as_array().expect("two engines");
    let points: f64 = engines
        .iter()
        .map(|e| e["points"].as_f64().expect("points"))
        .sum();
    assert_eq!(points, 4.0);
    for engine in engines {
        assert_eq!(engine["forfeits"], 0);
        assert!(engine["moves"].as_u64().expect("moves") > 0);
    }
    // Each opening is played with both colours, and every game is kept as a record.
    let played = summary["played"].as_array().expect("games");
    assert_eq!(played[0]["opening"], played[1]["opening"]);
    assert_eq!(played[0]["south"], played[1]["north"]);
    for game in 1..=4 {
        let path = records.join(format!("game-{game:03}.txt"));
        let text = std::fs::read_to_string(&path).expect("a record per game");
        kalah::engine::GameRecord::from_text(&text).expect("a record that reads back");
    }
    let _ = std::fs::remove_dir_all(&records);
}

#[test]
fn a_match_engine_that_cannot_start_is_one_line() {
    let out = Command::new(env!("CARGO_BIN_EXE_kalah-cli"))
        .args([
            "match",
            "--engine",
            "/nonexistent/engine",
            "--rules",
            "kalah",
            "--games",
            "2",
        ])
        .stdin(Stdio::null())
        .output()
        .expect("kalah-cli match runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("/nonexistent/engine"), "{stderr}");
}
