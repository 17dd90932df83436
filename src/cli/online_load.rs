//! `kalah-cli online load`: the load generator. It opens games of two bots each on a server
//! on this machine's loopback (no other address is accepted), a given number a second; the
//! bots play random legal moves after a think time, take their seats back with their tokens
//! if the server goes away and comes back, and stop by themselves after their games or at the
//! deadline.
//!
//! A move counts as acknowledged when its mover hears it back (`moved`); its round trip is
//! measured there. A move or a new room the server refuses as too fast (`rate_limited`) is sent
//! again a little later. Once the games are over, every started game is looked up in what the
//! server kept ([`store`]): a finished game's record must be the game replayed here, and an
//! unfinished game's room must hold every acknowledged move; an acknowledged move missing
//! there, or from the game handed back when the bots took their seats back, is a lost move.
//!
//! The JSON report goes to stdout in any case. The run fails (one line on stderr, exit code 2)
//! when a game could not start, a game stopped on an error, a move was lost, a kept game
//! differs from the one played, or the store could not be asked; the line says plainly when the
//! server's socket limit per address is what stopped games ([`report`]).

mod bots;
mod report;
mod store;

use super::args::Args;
use super::error::CliError;
use super::rule_set;
use crate::engine::RuleSet;
use crate::online::client::ClientError;
use bots::Played;
use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::time::Instant;

/// What the games count as they go, shared by them.
#[derive(Default)]
struct Counts {
    /// Each acknowledged move's round trip at its mover, in microseconds.
    round_trips: Mutex<Vec<u64>>,
    /// Times both bots of a game took their seats back on new connections.
    reconnects: AtomicU64,
    /// Moves (and new rooms) the server refused as too fast, sent again after a wait.
    slowed: AtomicU64,
    /// Games being played now, and the most at once.
    live: AtomicU64,
    peak_live: AtomicU64,
}

impl Counts {
    /// One more game is being played.
    fn one_more_live(&self) {
        let live = self.live.fetch_add(1, Ordering::Relaxed) + 1;
        self.peak_live.fetch_max(live, Ordering::Relaxed);
    }

    /// A move's round trip, from its sending to its mover hearing it back.
    fn round_trip(&self, took: Duration) {
        let micros = took.as_micros() as u64;
        self.round_trips.lock().expect("round trips").push(micros);
    }
}

/// What the run was asked to do.
struct Plan {
    server: String,
    rules: RuleSet,
    think: Duration,
    /// Games asked for, a given number a second.
    games: u64,
    rate: f64,
    deadline: Instant,
}

pub fn load(rest: &[String], runtime: &tokio::runtime::Runtime) -> Result<String, CliError> {
    let plan = Arc::new(plan(rest)?);
    let began = Instant::now();
    let counts = Arc::new(Counts::default());
    let (played, findings) = runtime.block_on(async {
        let played = play_all(&plan, &counts).await;
        let findings = store::check(&plan.server, &played).await;
        (played, findings)
    });
    let tally = report::Tally::of(&played, &findings);
    let json = report::json(&plan, &counts, &tally, began.elapsed());
    let text = format!("{json}\n");
    match tally.verdict() {
        None => Ok(text),
        Some(why) => {
            // The report still goes to stdout, before the one line on stderr.
            let mut stdout = std::io::stdout().lock();
            let _ = stdout.write_all(text.as_bytes());
            let _ = stdout.flush();
            Err(CliError::Online(why))
        }
    }
}

/// The run's plan from the command line.
fn plan(rest: &[String]) -> Result<Plan, CliError> {
    let args = Args::parse(rest, &[])?;
    args.only(&[
        "server", "games", "rate", "think-ms", "seconds", "rules", "pits", "seeds",
    ])?;
    let server = args.required("server")?.to_string();
    if !is_loopback(&server) {
        return Err(CliError::usage(format!(
            "the load generator talks only to a server on this machine's loopback \
             (ws://127.0.0.1:PORT or ws://[::1]:PORT), not '{server}'"
        )));
    }
    let games = args
        .number::<u64>("games", 1..=100_000)?
        .ok_or_else(|| CliError::usage("--games is required"))?;
    let rate = args.number::<f64>("rate", 0.1..=10_000.0)?.unwrap_or(100.0);
    let think = Duration::from_millis(args.number::<u64>("think-ms", 0..=60_000)?.unwrap_or(500));
    let seconds = args.number::<u64>("seconds", 1..=3600)?.unwrap_or(300);
    let rules = match args.text("rules") {
        Some(_) => rule_set(&args)?,
        None => RuleSet::kalah(),
    };
    Ok(Plan {
        server,
        rules,
        think,
        games,
        rate,
        deadline: Instant::now() + Duration::from_secs(seconds),
    })
}

/// Starts the games at the plan's rate until all are started or the deadline comes, and waits
/// for them all: what each came to, in the order they were started.
async fn play_all(plan: &Arc<Plan>, counts: &Arc<Counts>) -> Vec<Played> {
    let began = Instant::now();
    let mut tasks = Vec::new();
    for i in 0..plan.games {
        let at = began + Duration::from_secs_f64(i as f64 / plan.rate);
        if at >= plan.deadline {
            break;
        }
        tokio::time::sleep_until(at).await;
        let (plan, counts) = (plan.clone(), counts.clone());
        tasks.push(tokio::spawn(async move {
            let mut played = Played::default();
            let left = plan.deadline.saturating_duration_since(Instant::now());
            let game = bots::one_game(i, &plan, &counts, &mut played);
            if let Ok(result) = tokio::time::timeout(left, game).await {
                played.ended(result, plan.deadline);
            }
            played
        }));
    }
    let mut played = Vec::new();
    for task in tasks {
        played.push(task.await.unwrap_or_else(|_| Played {
            error: Some(ClientError::Socket("a game's task failed".into())),
            ..Played::default()
        }));
    }
    played
}

/// Whether `error` is the server refusing a socket because this address holds as many as it
/// allows (`kalah-server --sockets-per-address`): the upgrade answered with HTTP 429.
fn socket_limit(error: &ClientError) -> bool {
    matches!(error, ClientError::Connect { why, .. } if why.contains("429"))
}

/// Whether the server address is on this machine's loopback.
fn is_loopback(server: &str) -> bool {
    let rest = server.strip_prefix("ws://").unwrap_or(server);
    let host_port = rest.split('/').next().unwrap_or_default();
    let host = match host_port.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => host_port.rsplit_once(':').map_or(host_port, |(h, _)| h),
    };
    host == "localhost"
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

#[cfg(test)]
mod tests {
    #[test]
    fn only_loopback_servers_are_loaded() {
        for ok in [
            "ws://127.0.0.1:8080",
            "ws://localhost:1/ws",
            "ws://[::1]:9000",
            "127.0.0.2:80",
        ] {
            assert!(super::is_loopback(ok), "{ok}");
        }
        for not in ["ws://10.0.0.1:8080", "ws://example.org:80", "ws://[::2]:1"] {
            assert!(!super::is_loopback(not), "{not}");
        }
    }
}
