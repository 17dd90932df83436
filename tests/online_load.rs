//! `kalah-cli online load` against a real `kalah-server` on loopback: a clean run exits 0 with
//! every game started, finished and found whole in the store; a run the server's socket limit
//! stops exits non-zero and says so; a run cut by its deadline checks the unfinished games'
//! moves against what the server kept. Each test starts its own server and plays a few games.

#![cfg(feature = "online")]

#[path = "support/server.rs"]
mod server;

use serde_json::Value;
use server::Server;
use std::process::{Command, Output};

/// Runs `kalah-cli online load --server URL ARGS`.
fn load(server: &Server, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kalah-cli"))
        .args(["online", "load", "--server", &server.url])
        .args(args)
        .output()
        .expect("kalah-cli runs")
}

/// The report on stdout, as JSON.
fn report(out: &Output) -> Value {
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("the report is JSON ({e}): {out:?}"))
}

/// Everything the run printed, for a failed assertion.
fn shown(out: &Output) -> String {
    format!(
        "exit {:?}\nstdout: {}\nstderr: {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Each of the report's `counts` is what it should be.
fn counts_are(out: &Output, report: &Value, counts: &[(&str, u64)]) {
    for &(field, want) in counts {
        assert_eq!(
            report[field].as_u64(),
            Some(want),
            "{field}: {}",
            shown(out)
        );
    }
}

#[test]
fn a_run_stopped_by_the_socket_limit_fails_and_says_why() {
    // The default limit, 16 sockets per address: 8 games of two bots at most at once.
    let server = Server::start("load-limit", &[]);
    let out = load(
        &server,
        &[
            "--games",
            "20",
            "--rate",
            "200",
            "--think-ms",
            "0",
            "--seconds",
            "30",
        ],
    );
    assert!(!out.status.success(), "{}", shown(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--sockets-per-address") && stderr.contains("could not start"),
        "{}",
        shown(&out)
    );
    let report = report(&out);
    let refused = report["refused_by_socket_limit"].as_u64().unwrap();
    assert!(refused > 0, "{}", shown(&out));
    assert_eq!(report["errors"].as_u64(), Some(refused), "{}", shown(&out));
    assert_eq!(report["lost_moves"].as_u64(), Some(0), "{}", shown(&out));
}

#[test]
fn a_clean_run_exits_0_with_every_move_in_the_store() {
    let server = Server::start("load-clean", &["--sockets-per-address", "1000"]);
    let out = load(
        &server,
        &["--games", "5", "--think-ms", "0", "--seconds", "30"],
    );
    assert!(out.status.success(), "{}", shown(&out));
    let report = report(&out);
    counts_are(
        &out,
        &report,
        &[
            ("started", 5),
            ("finished", 5),
            ("errors", 0),
            ("refused_by_socket_limit", 0),
            ("lost_moves", 0),
            ("records_checked", 5),
            ("records_mismatched", 0),
        ],
    );
    assert!(report["moves"].as_u64().unwrap() > 0, "{}", shown(&out));
}

#[test]
fn games_cut_by_the_deadline_are_checked_against_the_live_room() {
    let server = Server::start("load-cut", &["--sockets-per-address", "1000"]);
    // Two moves a second a game for one second: no game can end.
    let out = load(
        &server,
        &["--games", "2", "--think-ms", "250", "--seconds", "1"],
    );
    assert!(out.status.success(), "{}", shown(&out));
    let report = report(&out);
    counts_are(
        &out,
        &report,
        &[
            ("started", 2),
            ("finished", 0),
            ("unfinished", 2),
            ("errors", 0),
            ("lost_moves", 0),
            ("unfinished_checked", 2),
            ("unfinished_mismatched", 0),
        ],
    );
    assert!(report["moves"].as_u64().unwrap() > 0, "{}", shown(&out));
}
