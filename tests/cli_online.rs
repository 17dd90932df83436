//! `kalah-cli online` against a real `kalah-server` on loopback: two terminal clients, each
//! moved by an AI level, play a whole game through the follower of a room's messages that the
//! game shares, and both end with the same record.

#![cfg(feature = "online")]

#[path = "support/server.rs"]
mod server;

use server::Server;
use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};

#[test]
fn two_terminal_clients_play_a_whole_game() {
    let server = Server::start("cli-online", &[]);
    let cli = || Command::new(env!("CARGO_BIN_EXE_kalah-cli"));
    let mut creator = cli()
        .args(["online", "create", "--server", &server.url])
        .args([
            "--rules", "kalah", "--pits", "3", "--seeds", "2", "--seat", "south",
        ])
        .args(["--name", "Ana", "--ai", "Easy"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("kalah-cli runs");
    let mut lines = BufReader::new(creator.stdout.take().unwrap());
    let mut first = String::new();
    lines.read_line(&mut first).unwrap();
    // "room ABCDEFGH: you play south (to take the seat back: ...)"
    let code = first
        .strip_prefix("room ")
        .and_then(|rest| rest.split(':').next())
        .unwrap_or_else(|| panic!("the creator's first line: {first:?}"))
        .to_string();
    assert!(first.contains("you play south"), "{first}");
    let joiner = cli()
        .args(["online", "join", "--server", &server.url, "--code", &code])
        .args(["--name", "Boris", "--ai", "Easy"])
        .output()
        .expect("kalah-cli runs");
    let mut rest = String::new();
    lines.read_to_string(&mut rest).unwrap();
    let created = creator.wait().unwrap();
    let joined = String::from_utf8_lossy(&joiner.stdout).into_owned();
    assert!(
        created.success() && joiner.status.success(),
        "{rest}\n{joined}"
    );
    // Both heard every move and the same end, with the record the server kept.
    let record = |out: &str| {
        let (_, after) = out
            .split_once("game over: ")
            .unwrap_or_else(|| panic!("no game over in {out}"));
        after.to_string()
    };
    assert_eq!(record(&rest), record(&joined));
    assert!(record(&rest).contains("[South \"Ana\"]"), "{rest}");
    assert!(
        rest.contains("the game begins: Ana (south) against Boris (north)"),
        "{rest}"
    );
    let moves = |out: &str| {
        out.lines()
            .filter(|l| l.contains(". south: ") || l.contains(". north: "))
            .count()
    };
    assert!(
        moves(&rest) > 0 && moves(&rest) == moves(&joined),
        "{rest}\n{joined}"
    );
}
