//! The load generator's report: what the games came to, as JSON for stdout, and the verdict,
//! the one line for stderr that says why the run failed when it did.

use super::bots::Played;
use super::store::Finding;
use super::{Counts, Plan, socket_limit};
use crate::online::client::ClientError;
use serde_json::json;
use std::time::Duration;

/// What stopped games when the server's socket limit did, in the words of the verdict.
const SOCKET_LIMIT: &str = "the server refused sockets past its limit per address \
                            (kalah-server --sockets-per-address)";

/// What the games came to, counted.
#[derive(Default)]
pub(super) struct Tally {
    started: u64,
    finished: u64,
    /// Games that could not start because the server refused a socket for its limit.
    start_refused: u64,
    /// Games that could not start for another error, and the first such error.
    start_failed: u64,
    start_error: Option<String>,
    /// Games that had not started when the deadline came.
    start_late: u64,
    /// Started games stopped because the server refused a socket for its limit (taking a
    /// seat back).
    stop_refused: u64,
    /// Started games stopped by another error, and the first such error.
    stop_failed: u64,
    stop_error: Option<String>,
    /// Acknowledged moves missing from what the server kept.
    lost_moves: u64,
    /// Finished games whose record is, or is not, the game replayed here.
    records_checked: u64,
    records_mismatched: u64,
    /// Unfinished games whose room holds, or does not hold, every acknowledged move.
    unfinished_checked: u64,
    unfinished_mismatched: u64,
    /// Started games the store could not be asked about, and the first error.
    unchecked: u64,
    unchecked_error: Option<String>,
}

impl Tally {
    /// Counts the games, each with what the store said of it.
    pub fn of(played: &[Played], findings: &[Option<Result<Finding, ClientError>>]) -> Tally {
        let mut tally = Tally::default();
        for (game, finding) in played.iter().zip(findings) {
            tally.count_game(game);
            if let Some(finding) = finding {
                tally.count_finding(game, finding);
            }
        }
        tally
    }

    /// Counts how far one game got, and the error that stopped it.
    fn count_game(&mut self, game: &Played) {
        self.started += game.started as u64;
        self.finished += game.finished.is_some() as u64;
        self.lost_moves += game.lost_on_resume;
        let refused = game.error.as_ref().is_some_and(socket_limit);
        match (&game.error, game.started) {
            (None, true) => {}
            (None, false) => self.start_late += 1,
            (Some(_), false) if refused => self.start_refused += 1,
            (Some(_), true) if refused => self.stop_refused += 1,
            (Some(e), false) => {
                self.start_failed += 1;
                self.start_error.get_or_insert_with(|| e.to_string());
            }
            (Some(e), true) => {
                self.stop_failed += 1;
                self.stop_error.get_or_insert_with(|| e.to_string());
            }
        }
    }

    /// Counts what the store said of one started game.
    fn count_finding(&mut self, game: &Played, finding: &Result<Finding, ClientError>) {
        let found = match finding {
            Ok(found) => found,
            Err(e) => {
                self.unchecked += 1;
                self.unchecked_error.get_or_insert_with(|| e.to_string());
                return;
            }
        };
        self.lost_moves += found.lost;
        let count = match (game.finished.is_some(), found.whole) {
            (true, true) => &mut self.records_checked,
            (true, false) => &mut self.records_mismatched,
            (false, true) => &mut self.unfinished_checked,
            (false, false) => &mut self.unfinished_mismatched,
        };
        *count += 1;
    }

    /// Games that stopped on an error, started or not.
    fn errors(&self) -> u64 {
        self.start_refused + self.start_failed + self.stop_refused + self.stop_failed
    }

    /// Why the run failed, in one line; `None` if it did not.
    pub fn verdict(&self) -> Option<String> {
        let why = |n: u64, what: String| (n > 0).then_some(what);
        let errors = |n: u64, first: &Option<String>| first.clone().filter(|_| n > 0);
        let reasons: Vec<String> = [
            why(
                self.start_refused,
                format!(
                    "{} could not start: {SOCKET_LIMIT}",
                    games(self.start_refused)
                ),
            ),
            errors(self.start_failed, &self.start_error)
                .map(|e| format!("{} could not start: {e}", games(self.start_failed))),
            why(
                self.start_late,
                format!(
                    "{} had not started at the deadline (--seconds)",
                    games(self.start_late)
                ),
            ),
            why(
                self.stop_refused,
                format!("{} stopped: {SOCKET_LIMIT}", games(self.stop_refused)),
            ),
            errors(self.stop_failed, &self.stop_error)
                .map(|e| format!("{} stopped on an error: {e}", games(self.stop_failed))),
            why(
                self.lost_moves,
                format!(
                    "{} acknowledged moves are not in what the server kept",
                    self.lost_moves
                ),
            ),
            why(
                self.records_mismatched,
                format!(
                    "{} finished games' records differ from the games played",
                    self.records_mismatched
                ),
            ),
            why(
                self.unfinished_mismatched,
                format!(
                    "{} unfinished games' rooms do not hold their acknowledged moves",
                    self.unfinished_mismatched
                ),
            ),
            errors(self.unchecked, &self.unchecked_error).map(|e| {
                format!(
                    "{} could not be looked up in the store: {e}",
                    games(self.unchecked)
                )
            }),
        ]
        .into_iter()
        .flatten()
        .collect();
        (!reasons.is_empty()).then(|| reasons.join("; "))
    }
}

/// "1 game", "2 games".
fn games(n: u64) -> String {
    if n == 1 {
        "1 game".to_string()
    } else {
        format!("{n} games")
    }
}

/// The report: the plan, the games, the moves' round trips at their movers, and what the store
/// check found. `moves` counts the moves acknowledged to their movers.
pub(super) fn json(
    plan: &Plan,
    counts: &Counts,
    tally: &Tally,
    took: Duration,
) -> serde_json::Value {
    let mut trips = counts.round_trips.lock().expect("round trips").clone();
    trips.sort_unstable();
    let at = |q: f64| -> f64 {
        if trips.is_empty() {
            return 0.0;
        }
        let i = ((trips.len() - 1) as f64 * q).round() as usize;
        trips[i] as f64 / 1000.0
    };
    let get = |n: &std::sync::atomic::AtomicU64| n.load(std::sync::atomic::Ordering::Relaxed);
    json!({
        "server": plan.server,
        "rules": plan.rules.name,
        "think_ms": plan.think.as_millis() as u64,
        "games": plan.games,
        "started": tally.started,
        "not_started": tally.start_refused + tally.start_failed + tally.start_late,
        "finished": tally.finished,
        "unfinished": tally.started - tally.finished,
        "peak_live_games": get(&counts.peak_live),
        "moves": trips.len(),
        "round_trip_ms": { "p50": at(0.5), "p99": at(0.99), "max": at(1.0) },
        "rate_limited": get(&counts.slowed),
        "errors": tally.errors(),
        "refused_by_socket_limit": tally.start_refused + tally.stop_refused,
        "reconnects": get(&counts.reconnects),
        "lost_moves": tally.lost_moves,
        "records_checked": tally.records_checked,
        "records_mismatched": tally.records_mismatched,
        "unfinished_checked": tally.unfinished_checked,
        "unfinished_mismatched": tally.unfinished_mismatched,
        "unchecked": tally.unchecked,
        "seconds": (took.as_secs_f64() * 10.0).round() / 10.0,
    })
}

#[cfg(test)]
mod tests {
    use super::{Finding, Played, Tally};
    use crate::online::client::ClientError;

    fn refused() -> ClientError {
        ClientError::Connect {
            url: "ws://127.0.0.1:1/ws".into(),
            why: "HTTP error: 429 Too Many Requests".into(),
        }
    }

    fn finished() -> Played {
        Played {
            room: Some("ABCDEFGH".into()),
            started: true,
            finished: Some(Vec::new()),
            ..Played::default()
        }
    }

    #[test]
    fn a_clean_run_has_no_verdict() {
        let whole = Finding {
            lost: 0,
            whole: true,
        };
        let tally = Tally::of(&[finished()], &[Some(Ok(whole))]);
        assert_eq!(tally.verdict(), None);
        assert_eq!(tally.records_checked, 1);
    }

    #[test]
    fn the_socket_limit_is_named_when_it_stopped_games() {
        let stopped = || Played {
            error: Some(refused()),
            ..Played::default()
        };
        let tally = Tally::of(&[stopped(), stopped(), finished()], &[None, None, None]);
        assert_eq!(tally.errors(), 2);
        assert_eq!(
            tally.verdict().unwrap(),
            "2 games could not start: the server refused sockets past its limit per address \
             (kalah-server --sockets-per-address)"
        );
    }

    #[test]
    fn lost_moves_and_other_errors_fail_the_run() {
        let broken = Finding {
            lost: 2,
            whole: false,
        };
        let cut = Played {
            started: true,
            lost_on_resume: 1,
            error: Some(ClientError::Closed),
            ..Played::default()
        };
        let tally = Tally::of(&[finished(), cut], &[Some(Ok(broken)), None]);
        assert_eq!(
            tally.verdict().unwrap(),
            "1 game stopped on an error: the server closed the connection; \
             3 acknowledged moves are not in what the server kept; \
             1 finished games' records differ from the games played"
        );
    }
}
