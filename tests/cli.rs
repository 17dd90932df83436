//! The `kalah-cli` contract: `rules` and `perft` output, and bad input exiting with code 2, one
//! line on stderr and nothing on stdout.

use serde_json::Value;
use std::process::{Command, Output};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kalah-cli"))
        .args(args)
        .output()
        .expect("kalah-cli runs")
}

/// What a command that succeeds prints, as JSON.
fn json(args: &[&str]) -> Value {
    let out = cli(args);
    assert!(out.status.success(), "{args:?}: {:?}", out);
    serde_json::from_slice(&out.stdout).unwrap()
}

fn rejected(args: &[&str], expect_in_message: &str) {
    let out = cli(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    assert!(
        stderr.contains(expect_in_message),
        "{args:?}: '{stderr}' lacks '{expect_in_message}'"
    );
}

#[test]
fn rules_lists_every_preset_with_every_switch() {
    let out = cli(&["rules"]);
    assert!(out.status.success());
    let presets: Vec<Value> = serde_json::from_slice(&out.stdout).unwrap();
    let names: Vec<&str> = presets
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "kalah",
            "general",
            "egyptian",
            "ethiopian",
            "nigerian",
            "zillions",
            "russian",
            "kalaha",
            "oware",
            "awari",
            "songo",
            "bohnenspiel",
            "toguz_kumalak"
        ]
    );
    for preset in &presets {
        for switch in [
            "pits",
            "seeds",
            "stores_sown",
            "direction",
            "min_lift",
            "extra_turn",
            "capture",
            "relay",
            "fours",
            "end",
            "leftover",
            "majority",
            "pie",
            "no_progress",
            "skip_start",
            "first_seed_back",
            "capture_counts",
            "count_side",
            "capture_chain",
            "grand_slam",
            "feed",
            "tuzdyk",
            "repetition",
        ] {
            assert!(preset.get(switch).is_some(), "{preset} lacks {switch}");
        }
    }
}

#[test]
fn help_names_every_preset() {
    let out = cli(&["help"]);
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    let line = help
        .lines()
        .find(|l| l.starts_with("NAME: a preset"))
        .expect("a line for NAME");
    assert_eq!(
        line,
        "NAME: a preset (kalah, general, egyptian, ethiopian, nigerian, zillions, russian, kalaha, oware, awari, songo, bohnenspiel, toguz_kumalak)"
    );
}

#[test]
fn every_command_answers_help_with_its_own_usage() {
    for command in [
        "rules", "play", "record", "review", "perft", "solve", "analyse", "match", "endgame",
        "bench", "sounds",
    ] {
        for flag in ["--help", "-h"] {
            let out = cli(&[command, flag]);
            let usage = String::from_utf8(out.stdout).unwrap();
            assert!(out.status.success(), "{command} {flag}: {:?}", out.status);
            assert!(
                usage.starts_with(&format!("usage: kalah-cli {command}")),
                "{command} {flag}: {usage}"
            );
            assert!(out.stderr.is_empty(), "{command} {flag}");
        }
    }
    // Only the command's own lines: solve's usage says nothing of match.
    let solve = String::from_utf8(cli(&["solve", "--help"]).stdout).unwrap();
    assert!(
        solve.contains("--table-mb") && !solve.contains("--think-ms"),
        "{solve}"
    );
}

#[test]
fn a_subcommand_answers_help_with_its_own_lines() {
    for (words, has, lacks) in [
        (&["puzzles", "verify"][..], "--every", "generate"),
        (&["puzzles", "generate"][..], "--max-seeds", "verify"),
        (&["online", "join"][..], "--code", "--games"),
        (&["online", "load"][..], "--games", "create"),
        (&["endgame", "build"][..], "--seeds-max", "--depth"),
        (&["lessons", "check"][..], "lesson", "puzzles"),
    ] {
        let mut args = words.to_vec();
        args.push("--help");
        let out = cli(&args);
        let usage = String::from_utf8(out.stdout).unwrap();
        assert!(out.status.success(), "{words:?}: {:?}", out.status);
        assert!(
            usage.starts_with(&format!("usage: kalah-cli {}", words.join(" "))),
            "{words:?}: {usage}"
        );
        assert!(
            usage.contains(has) && !usage.contains(lacks),
            "{words:?}: {usage}"
        );
    }
    // A group asked without its subcommand shows all of them.
    let online = String::from_utf8(cli(&["online", "--help"]).stdout).unwrap();
    assert!(
        online.contains("create") && online.contains("load"),
        "{online}"
    );
}

#[test]
fn a_misspelt_command_or_flag_gets_a_suggestion() {
    rejected(
        &["slove"],
        "unknown command 'slove' (did you mean 'solve'?)",
    );
    rejected(
        &["play", "--rules", "kalah", "--seed", "3"],
        "unknown flag --seed (did you mean --seeds?)",
    );
    rejected(&["fly"], "(see kalah-cli help)");
}

#[test]
fn perft_reports_nodes_and_speed() {
    let out = cli(&["perft", "--rules", "kalah", "--depth", "4"]);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["nodes"], 942);
    assert!(v["seconds"].as_f64().unwrap() >= 0.0);
    assert!(v["nodes_per_second"].as_u64().unwrap() > 0);
}

#[test]
fn play_honours_board_size_and_first_side() {
    let out = cli(&[
        "play", "--rules", "kalah", "--pits", "3", "--seeds", "2", "--first", "north",
    ]);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["south"], serde_json::json!([2, 2, 2]));
    assert_eq!(v["to_move"], "north");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    rejected(&["play", "--rules", "kalah", "--moves", "3,x"], "ply 2");
    rejected(
        &["play", "--rules", "kalah", "--moves", "3,3"],
        "ply 2: move '3'",
    );
    rejected(&["play", "--rules", "kalah", "--moves", "7"], "no pit 7");
    rejected(
        &["play", "--rules", "kalah", "--moves", "1cw"],
        "counter-clockwise",
    );
    rejected(&["play", "--rules", "kalah", "--moves", "swap"], "pie");
    rejected(&["play", "--rules", "chess"], "unknown rule set 'chess'");
    rejected(
        &["play", "--rules", "/nonexistent/rules.json"],
        "cannot read",
    );
    rejected(
        &["play", "--rules", "kalah", "--pits", "10"],
        "pits per side",
    );
    rejected(
        &["play", "--rules", "kalah", "--seeds", "0"],
        "seeds per pit",
    );
    rejected(
        &["play", "--rules", "kalah", "--seeds", "many"],
        "--seeds must be a number",
    );
    rejected(&["play", "--rules", "kalah", "--first", "east"], "--first");
    rejected(
        &["play", "--rules", "kalah", "--colour", "red"],
        "unknown flag --colour",
    );
    rejected(&["play"], "--rules is required");
    rejected(&["perft", "--rules", "kalah"], "--depth is required");
    rejected(&["fly"], "unknown command 'fly'");
    let dir = std::env::temp_dir().join(format!("kalah-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\"name\": \"x\", \"pits\": 6}").unwrap();
    rejected(
        &["play", "--rules", bad.to_str().unwrap()],
        "invalid rule set JSON",
    );
    let impossible = dir.join("impossible.json");
    let mut rules: Value =
        serde_json::from_str(&kalah::engine::RuleSet::kalah().to_json()).unwrap();
    rules["min_lift"] = 5.into();
    std::fs::write(&impossible, rules.to_string()).unwrap();
    rejected(
        &["play", "--rules", impossible.to_str().unwrap()],
        "no opening move",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn ai_commands_answer_in_json() {
    let board = ["--rules", "kalah", "--pits", "4", "--seeds", "3"];
    let solve = |threads: &str| json(&[&["solve"][..], &board, &["--threads", threads]].concat());
    let (alone, shared) = (solve("1"), solve("2"));
    assert_eq!(alone["value"], shared["value"]);
    assert_eq!(shared["threads"], 2);
    // The analysis stops once every move is proven: the budget is only a ceiling (a short one
    // failed under load).
    let analysis = json(&[&["analyse"][..], &board, &["--time-ms", "60000"]].concat());
    let moves = analysis.as_array().expect("a list of moves");
    assert_eq!(moves.len(), 4, "{analysis}");
    // Best first; on a board this small every value is proven.
    let values: Vec<i64> = moves.iter().map(|m| m["value"].as_i64().unwrap()).collect();
    assert!(values.is_sorted_by(|a, b| a >= b), "{analysis}");
    assert_eq!(moves[0]["value"], alone["value"], "{analysis}");
    let games = json(&[
        "match", "--a", "Medium", "--b", "Beginner", "--games", "2", "--rules", "kalah", "--pits",
        "3", "--seeds", "2",
    ]);
    let points = games["points"].as_f64().unwrap() + games["points_b"].as_f64().unwrap();
    assert_eq!(points, 2.0, "{games}");
    rejected(
        &[&["solve"][..], &board, &["--threads", "0"]].concat(),
        "--threads",
    );
    rejected(
        &[
            "match",
            "--a",
            "Hard",
            "--b",
            "Easy",
            "--rules",
            "kalah",
            "--think-ms",
            "10",
            "--time-percent",
            "5",
        ],
        "not both",
    );
    rejected(
        &[
            "match",
            "--a",
            "Grandmaster",
            "--b",
            "Easy",
            "--rules",
            "kalah",
        ],
        "Grandmaster",
    );
}

/// The solver's principal variation, played by `play`, ends with the solved value as South's
/// store difference; `analyse --exact` values every first move, and each equals the solve of
/// the position after it (seen from South), the best one the start's value.
#[test]
fn solve_pv_plays_to_the_value_and_analyse_exact_values_every_move() {
    for rules in ["kalah", "kalaha", "egyptian"] {
        let board = ["--rules", rules, "--pits", "4", "--seeds", "3", "--no-db"];
        let solved = json(&[&["solve", "--pv", "--threads", "2"][..], &board].concat());
        let value = solved["value"].as_i64().unwrap();
        let pv: Vec<&str> = (solved["pv"].as_array().unwrap().iter())
            .map(|m| m.as_str().unwrap())
            .collect();
        assert_eq!(pv[0], solved["best"], "{solved}");
        let end = json(&[&["play", "--moves", &pv.join(",")][..], &board[..6]].concat());
        assert_eq!(end["over"], true, "{rules}: {end}");
        assert_eq!(
            south_margin(&end),
            value,
            "{rules}: the pv {pv:?} ends {end}"
        );

        let exact = json(&[&["analyse", "--exact"][..], &board].concat());
        let moves = exact.as_array().unwrap();
        assert_eq!(moves.len(), 4, "{exact}");
        assert_eq!(moves[0]["value"].as_i64(), Some(value), "{rules}: {exact}");
        for m in moves {
            let mv = m["move"].as_str().unwrap();
            let after = json(&[&["play", "--moves", mv][..], &board[..6]].concat());
            let south = if after["over"] == true {
                south_margin(&after)
            } else {
                // The final store difference after the move, from its next mover's side.
                let then = json(&[&["solve", "--moves", mv][..], &board].concat());
                let v = then["value"].as_i64().unwrap();
                if after["to_move"] == "south" { v } else { -v }
            };
            assert_eq!(m["value"].as_i64(), Some(south), "{rules} {mv}: {exact}");
            assert_eq!(m["exact"], true);
        }
    }
    rejected(
        &["analyse", "--rules", "kalah", "--threads", "2"],
        "--threads",
    );
}

/// South's store minus North's in what `play` prints.
fn south_margin(play: &Value) -> i64 {
    let stores = play["stores"].as_array().unwrap();
    stores[0].as_i64().unwrap() - stores[1].as_i64().unwrap()
}

/// `kalah-cli` with `stdin` on its standard input.
fn cli_with_input(args: &[&str], stdin: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_kalah-cli"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("kalah-cli runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// A temporary folder of this test process.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("kalah-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

const RECORD: &str = "[Rules \"kalah\"]\n[Pits \"4\"]\n[Seeds \"3\"]\n[South \"Human\"]\n\
                      [North \"AI Hard\"]\n\n1. 2,4 {two in a row} 1\n";

#[test]
fn record_converts_both_ways_and_play_replays_it() {
    let dir = scratch("record");
    let text = dir.join("game.txt");
    std::fs::write(&text, RECORD).unwrap();
    let out = cli(&["record", text.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["moves"], serde_json::json!(["2", "4", "1"]));
    assert_eq!(json["tags"]["north"], "AI Hard");
    assert_eq!(json["comments"][0]["after"], 2);
    // From stdin, JSON back to text: the same record, tags in canonical order.
    let back = cli_with_input(&["record"], &String::from_utf8(out.stdout).unwrap());
    assert!(back.status.success(), "{back:?}");
    let back = String::from_utf8(back.stdout).unwrap();
    assert!(
        back.starts_with("[Rules \"kalah\"]\n[Pits \"4\"]\n[Seeds \"3\"]\n[First \"south\"]\n")
    );
    assert!(
        back.ends_with("[Result \"*\"]\n\n1. 2,4 {two in a row} 1\n"),
        "{back}"
    );
    let same = cli(&["record", text.to_str().unwrap(), "--to", "text"]);
    assert_eq!(String::from_utf8(same.stdout).unwrap(), back);
    let check = cli(&["record", "--check", text.to_str().unwrap()]);
    let check: Value = serde_json::from_slice(&check.stdout).unwrap();
    assert_eq!(check["form"], "text");
    assert_eq!(check["decisions"], 3);
    assert_eq!(check["over"], false);

    // The replay ends where --moves ends, and --trace shows every position.
    let replayed = cli(&["play", "--record", text.to_str().unwrap()]);
    let moved = cli(&[
        "play", "--rules", "kalah", "--pits", "4", "--seeds", "3", "--moves", "2,4,1",
    ]);
    assert!(replayed.status.success(), "{replayed:?}");
    assert_eq!(replayed.stdout, moved.stdout);
    let traced = cli(&["play", "--record", text.to_str().unwrap(), "--trace"]);
    assert_eq!(String::from_utf8(traced.stdout).unwrap().lines().count(), 4);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_records_exit_2_with_where() {
    let dir = scratch("bad-record");
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "[Rules \"kalah\"]\n\n1. 3 6\n").unwrap();
    let path = bad.to_str().unwrap();
    rejected(&["record", path], "line 3, column 6");
    rejected(&["play", "--record", path], "join '6' to it with a comma");
    rejected(&["record", "/nonexistent/game.txt"], "cannot read");
    rejected(&["record", path, "--speed", "2"], "unknown flag --speed");
    let json = dir.join("bad.json");
    std::fs::write(&json, "{\"rules\": {\"name\": \"kalah\"}}").unwrap();
    rejected(&["record", json.to_str().unwrap()], "invalid game record");
    std::fs::write(&bad, RECORD).unwrap();
    rejected(
        &["record", path, "--to", "pgn"],
        "--to must be text or json",
    );
    rejected(&["record", path, "--check", "--to", "json"], "not both");
    rejected(&["record", path, path], "unexpected argument");
    rejected(
        &["play", "--record", path, "--rules", "kalah"],
        "give no --rules",
    );
    let out = cli_with_input(&["record"], "[Rules \"kalah\"]\n\n1. 1 1 2,");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("-: line 3, column 9: the record ends after a comma")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn review_values_every_decision_in_json() {
    let dir = scratch("review");
    let text = dir.join("game.txt");
    std::fs::write(&text, RECORD).unwrap();
    let path = text.to_str().unwrap();
    let out = cli(&["review", path, "--budget-ms", "5000"]);
    assert!(out.status.success(), "{out:?}");
    let review: Value = serde_json::from_slice(&out.stdout).unwrap();
    let decisions = review["decisions"].as_array().unwrap();
    let played: Vec<&str> = decisions
        .iter()
        .map(|d| d["played"].as_str().unwrap())
        .collect();
    assert_eq!(played, ["2", "4", "1"]);
    for d in decisions {
        // Kalah 4x3 is proven well within the budget: every value is exact, the loss is their
        // difference.
        assert_eq!(d["best_value"]["exact"], true, "{d}");
        assert_eq!(d["played_value"]["depth"], 0, "{d}");
        let lost = d["best_value"]["value"].as_i64().unwrap()
            - d["played_value"]["value"].as_i64().unwrap();
        assert_eq!(d["lost"].as_i64().unwrap(), lost, "{d}");
        let mark = d["mark"].as_str().unwrap();
        assert_eq!(lost == 0, mark == "best", "{d}");
    }
    assert_eq!(review["exact"], 3);
    let marks: u64 = review["marks"]
        .as_object()
        .unwrap()
        .values()
        .map(|n| n.as_u64().unwrap())
        .sum();
    assert_eq!(marks, 3);
    rejected(&["review", path, "--budget-ms", "0"], "--budget-ms");
    rejected(&["review", "/nonexistent/game.txt"], "cannot read");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `kalah-cli` with the cache directory set to `cache`.
fn cli_cached(cache: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kalah-cli"))
        .env("XDG_CACHE_HOME", cache)
        .args(args)
        .output()
        .expect("kalah-cli runs")
}

#[test]
fn endgame_build_writes_the_cache_that_solve_reads_and_a_spoiled_file_is_ignored() {
    let cache = std::env::temp_dir().join(format!("kalah-cli-cache-{}", std::process::id()));
    let json = |out: Output| -> (Value, String) {
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "{stderr}");
        (serde_json::from_slice(&out.stdout).unwrap(), stderr)
    };
    let board = ["--rules", "kalah", "--pits", "4"];
    let build = [&["endgame", "build"][..], &board, &["--seeds-max", "10"]].concat();
    let (built, _) = json(cli_cached(&cache, &build));
    let file = std::path::PathBuf::from(built["file"].as_str().unwrap());
    assert!(file.starts_with(cache.join("kalah3d")), "{built}");
    assert_eq!(built["entries"], 43_758, "C(18, 8) positions: {built}");
    let solve = [&["solve"][..], &board, &["--seeds", "3", "--threads", "1"]].concat();
    let (stored, quiet) = json(cli_cached(&cache, &solve));
    assert_eq!(stored["endgame_file"], true, "{stored}");
    assert_eq!(stored["endgame_seeds"], 10, "{stored}");
    assert!(quiet.is_empty(), "{quiet}");
    let (fresh, _) = json(cli(&[&solve[..], &["--no-db"]].concat()));
    assert_eq!(fresh["endgame_file"], false, "{fresh}");
    assert_eq!(stored["value"], fresh["value"]);
    // Kalaha with 4 pits has no file: the one for Kalah is not used for it.
    let other = ["solve", "--rules", "kalaha", "--pits", "4", "--seeds", "3"];
    let (kalaha, _) = json(cli_cached(&cache, &other));
    assert_eq!(kalaha["endgame_file"], false, "{kalaha}");
    let (named, _) = json(cli(
        &[&other[..], &["--db", file.to_str().unwrap()]].concat()
    ));
    assert_eq!(named["endgame_file"], false, "{named}");
    // A truncated file: one line on stderr, the same value from the on-demand table.
    let bytes = std::fs::read(&file).unwrap();
    std::fs::write(&file, &bytes[..bytes.len() / 2]).unwrap();
    let (spoiled, warning) = json(cli_cached(&cache, &solve));
    assert_eq!(spoiled["endgame_file"], false, "{spoiled}");
    assert_eq!(spoiled["value"], fresh["value"]);
    assert_eq!(warning.trim_end().lines().count(), 1, "{warning}");
    assert!(warning.contains("truncated"), "{warning}");
    std::fs::remove_dir_all(&cache).unwrap();
    rejected(
        &[
            "endgame",
            "build",
            "--rules",
            "nigerian",
            "--seeds-max",
            "4",
        ],
        "Kalah family",
    );
    rejected(&["endgame", "build", "--rules", "kalah"], "--seeds-max");
    rejected(&["endgame", "dump"], "unknown endgame action");
    rejected(
        &["solve", "--rules", "kalah", "--db", "x", "--no-db"],
        "not both",
    );
}
