//! `kalah-cli online load`: the load generator. It opens games of two bots each on a server
//! on this machine's loopback (no other address is accepted), a given number a second; the
//! bots play random legal moves after a think time, take their seats back with their tokens
//! if the server goes away and comes back, and at the end every game's record is fetched and
//! checked against the game replayed here. It stops by itself after its games or its time.

use super::args::Args;
use super::error::CliError;
use super::rule_set;
use crate::engine::{Game, Move, RuleSet, Side};
use crate::online::client::{Client, ClientError, http_get};
use crate::online::protocol::{ClientMessage, GameState, SeatChoice, ServerMessage};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::json;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::time::Instant;

/// What the run counted, shared by the games.
#[derive(Default)]
struct Counts {
    /// Each move's round trip at its mover, in microseconds.
    round_trips: Mutex<Vec<u64>>,
    started: AtomicU64,
    finished: AtomicU64,
    errors: AtomicU64,
    reconnects: AtomicU64,
    lost_moves: AtomicU64,
    checked: AtomicU64,
    mismatched: AtomicU64,
    live: AtomicU64,
    peak_live: AtomicU64,
}

struct Plan {
    server: String,
    rules: RuleSet,
    think: Duration,
    deadline: Instant,
}

pub fn load(rest: &[String], runtime: &tokio::runtime::Runtime) -> Result<String, CliError> {
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
    let started = Instant::now();
    let plan = Arc::new(Plan {
        server,
        rules,
        think,
        deadline: started + Duration::from_secs(seconds),
    });
    let counts = Arc::new(Counts::default());
    runtime.block_on(async {
        let mut tasks = Vec::new();
        for i in 0..games {
            let at = started + Duration::from_secs_f64(i as f64 / rate);
            if at >= plan.deadline {
                break;
            }
            tokio::time::sleep_until(at).await;
            let (plan, counts) = (plan.clone(), counts.clone());
            tasks.push(tokio::spawn(async move {
                let left = plan.deadline.saturating_duration_since(Instant::now());
                if tokio::time::timeout(left, one_game(i, &plan, &counts))
                    .await
                    .is_ok_and(|r| r.is_err())
                {
                    counts.errors.fetch_add(1, Ordering::Relaxed);
                }
            }));
        }
        for task in tasks {
            let _ = task.await;
        }
    });
    Ok(format!(
        "{}\n",
        report(&plan, &counts, games, started.elapsed())
    ))
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

fn report(plan: &Plan, counts: &Counts, games: u64, took: Duration) -> serde_json::Value {
    let mut trips = counts.round_trips.lock().expect("round trips").clone();
    trips.sort_unstable();
    let at = |q: f64| -> f64 {
        if trips.is_empty() {
            return 0.0;
        }
        let i = ((trips.len() - 1) as f64 * q).round() as usize;
        trips[i] as f64 / 1000.0
    };
    let get = |n: &AtomicU64| n.load(Ordering::Relaxed);
    json!({
        "server": plan.server,
        "rules": plan.rules.name,
        "think_ms": plan.think.as_millis() as u64,
        "games": games,
        "started": get(&counts.started),
        "finished": get(&counts.finished),
        "peak_live_games": get(&counts.peak_live),
        "moves": trips.len(),
        "round_trip_ms": { "p50": at(0.5), "p99": at(0.99), "max": at(1.0) },
        "errors": get(&counts.errors),
        "reconnects": get(&counts.reconnects),
        "lost_moves": get(&counts.lost_moves),
        "records_checked": get(&counts.checked),
        "records_mismatched": get(&counts.mismatched),
        "seconds": (took.as_secs_f64() * 10.0).round() / 10.0,
    })
}

/// A bot: its connection, its room, its seat and the token to take it back.
struct Bot {
    client: Client,
    room: String,
    token: String,
    seat: Side,
    name: &'static str,
}

/// The next message that matters to a bot (presence news and pongs are skipped).
async fn next(client: &mut Client, deadline: Instant) -> Result<ServerMessage, ClientError> {
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match client
            .recv_within(left.max(Duration::from_millis(1)))
            .await?
        {
            ServerMessage::Away { .. }
            | ServerMessage::Back { .. }
            | ServerMessage::Pong {}
            | ServerMessage::RematchAsked { .. } => continue,
            other => return Ok(other),
        }
    }
}

async fn seat_of(
    client: &mut Client,
    deadline: Instant,
) -> Result<(String, String, Side, GameState), ClientError> {
    match next(client, deadline).await? {
        ServerMessage::Seated {
            room,
            token,
            seat,
            game,
        } => Ok((room, token, seat, game)),
        other => Err(ClientError::Unreadable(format!(
            "expected a seat: {other:?}"
        ))),
    }
}

async fn one_game(i: u64, plan: &Plan, counts: &Counts) -> Result<(), ClientError> {
    let mut rng = StdRng::seed_from_u64(i);
    let mut a = Client::hello(&plan.server, "load-a").await?;
    a.send(&ClientMessage::Create {
        rules: plan.rules.clone(),
        first: Side::South,
        seat: SeatChoice::South,
        clock: None,
    })
    .await?;
    let (room, token_a, _, _) = seat_of(&mut a, plan.deadline).await?;
    let mut b = Client::hello(&plan.server, "load-b").await?;
    b.send(&ClientMessage::Join { room: room.clone() }).await?;
    let (_, token_b, _, _) = seat_of(&mut b, plan.deadline).await?;
    for client in [&mut a, &mut b] {
        match next(client, plan.deadline).await? {
            ServerMessage::Started { .. } => {}
            other => {
                return Err(ClientError::Unreadable(format!(
                    "expected the start: {other:?}"
                )));
            }
        }
    }
    counts.started.fetch_add(1, Ordering::Relaxed);
    let live = counts.live.fetch_add(1, Ordering::Relaxed) + 1;
    counts.peak_live.fetch_max(live, Ordering::Relaxed);
    let mut bots = [
        Bot {
            client: a,
            room: room.clone(),
            token: token_a,
            seat: Side::South,
            name: "load-a",
        },
        Bot {
            client: b,
            room: room.clone(),
            token: token_b,
            seat: Side::North,
            name: "load-b",
        },
    ];
    let played = play_out(&mut bots, &mut rng, plan, counts).await;
    counts.live.fetch_sub(1, Ordering::Relaxed);
    let game = played?;
    counts.finished.fetch_add(1, Ordering::Relaxed);
    let (status, text) = http_get(&plan.server, &format!("/games/{room}.txt")).await?;
    let kept = (status == 200)
        .then(|| crate::engine::GameRecord::from_text(&text).ok())
        .flatten();
    match kept {
        Some(record) if record.moves == game.moves().collect::<Vec<_>>() => {
            counts.checked.fetch_add(1, Ordering::Relaxed);
        }
        _ => {
            counts.mismatched.fetch_add(1, Ordering::Relaxed);
        }
    }
    Ok(())
}

/// Plays the game to its end; both bots hear every move and the end.
async fn play_out(
    bots: &mut [Bot; 2],
    rng: &mut StdRng,
    plan: &Plan,
    counts: &Counts,
) -> Result<Game, ClientError> {
    let mut game = Game::new(plan.rules.clone(), Side::South)
        .map_err(|e| ClientError::Refused(e.to_string()))?;
    // Moves acknowledged to their movers: the server must never come back with fewer.
    let mut acked = 0;
    while !game.position().is_over() {
        let jitter = rng.random_range(0.5..1.5);
        tokio::time::sleep(plan.think.mul_f64(jitter)).await;
        let pos = game.position();
        let seat = pos.seat_of(pos.to_move());
        let legal = game.legal_moves();
        let mv = legal[rng.random_range(0..legal.len())];
        let ply = game.moves().len() as u32;
        let sent_at = Instant::now();
        let heard = async {
            bots[seat.index()]
                .client
                .send(&ClientMessage::Move { ply, seat, mv })
                .await?;
            expect_move(&mut bots[seat.index()].client, ply, mv, plan.deadline).await?;
            let trip = sent_at.elapsed().as_micros() as u64;
            counts.round_trips.lock().expect("round trips").push(trip);
            expect_move(
                &mut bots[seat.other().index()].client,
                ply,
                mv,
                plan.deadline,
            )
            .await
        }
        .await;
        match heard {
            Ok(()) => {
                game.play(mv)
                    .map_err(|e| ClientError::Refused(e.to_string()))?;
                acked = game.moves().len();
            }
            Err(ClientError::Timeout(limit)) => return Err(ClientError::Timeout(limit)),
            Err(_) => {
                // The server went away: take both seats back and go on from what it kept.
                counts.reconnects.fetch_add(1, Ordering::Relaxed);
                let state = rejoin(bots, plan).await?;
                if state.moves.len() < acked {
                    counts
                        .lost_moves
                        .fetch_add((acked - state.moves.len()) as u64, Ordering::Relaxed);
                }
                game = state
                    .game()
                    .map_err(|e| ClientError::Refused(e.to_string()))?;
                acked = acked.min(game.moves().len());
            }
        }
    }
    for bot in bots.iter_mut() {
        match next(&mut bot.client, plan.deadline).await? {
            ServerMessage::Over { .. } => {}
            other => {
                return Err(ClientError::Unreadable(format!(
                    "expected the end: {other:?}"
                )));
            }
        }
    }
    Ok(game)
}

/// Reads until the move `ply` is heard; a different move is an error.
async fn expect_move(
    client: &mut Client,
    ply: u32,
    mv: Move,
    deadline: Instant,
) -> Result<(), ClientError> {
    match next(client, deadline).await? {
        ServerMessage::Moved {
            ply: heard,
            mv: heard_mv,
            ..
        } if heard == ply && heard_mv == mv => Ok(()),
        other => Err(ClientError::Unreadable(format!(
            "expected move {ply} ({mv}): {other:?}"
        ))),
    }
}

/// Both bots connect again and take their seats back, trying until the deadline; the game as
/// the server kept it.
async fn rejoin(bots: &mut [Bot; 2], plan: &Plan) -> Result<GameState, ClientError> {
    let mut state = None;
    for bot in bots.iter_mut() {
        loop {
            if Instant::now() >= plan.deadline {
                return Err(ClientError::Timeout(Duration::ZERO));
            }
            let attempt = async {
                let mut client = Client::hello(&plan.server, bot.name).await?;
                client
                    .send(&ClientMessage::Resume {
                        room: bot.room.clone(),
                        token: bot.token.clone(),
                    })
                    .await?;
                let (_, _, seat, game) = seat_of(&mut client, plan.deadline).await?;
                Ok::<_, ClientError>((client, seat, game))
            };
            match attempt.await {
                Ok((client, seat, game)) if seat == bot.seat => {
                    bot.client = client;
                    state = Some(game);
                    break;
                }
                Ok(_) => return Err(ClientError::Refused("the seat came back wrong".into())),
                Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
            }
        }
    }
    state.ok_or(ClientError::Closed)
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
