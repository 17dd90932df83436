//! Online play in the player's words: the connection, a refusal by its code (the server's own
//! English words go to the log), the end of a game, a clock, a code as it is read out.

use crate::engine::Side;
use crate::game::online::{Connection, Gone, Notice, Online, Room};
use crate::game::table::Match;
use crate::online::protocol::{ClockSpec, EndCause, Ending, ErrorCode, Rating, RatingChange};
use crate::ui::i18n::{Tr, names, t};

/// The connection: connected, connecting, or the seconds until the next try.
pub(crate) fn connection(tr: &Tr, online: &Online, now: f64) -> String {
    match online.connection {
        Connection::Off => t!(tr, "online-state-off"),
        Connection::Connecting => t!(tr, "online-state-connecting"),
        Connection::Open => t!(tr, "online-state-open"),
        Connection::Reconnecting { at, .. } => {
            t!(tr, "online-state-reconnecting", "seconds" => seconds_until(at, now))
        }
    }
}

/// Whole seconds from `now` until `at`, rounded up, never below zero.
pub(crate) fn seconds_until(at: f64, now: f64) -> u32 {
    (at - now).max(0.0).ceil() as u32
}

/// What the player must read.
pub(crate) fn notice(tr: &Tr, notice: &Notice, server: &str) -> String {
    match notice {
        Notice::Refused(code) => refusal(tr, *code),
        Notice::Unreachable => t!(tr, "online-unreachable", "server" => server.to_string()),
        Notice::Left => t!(tr, "online-left"),
    }
}

/// Why nothing more comes from a room gone from this table.
pub(crate) fn gone(tr: &Tr, why: Gone) -> String {
    match why {
        Gone::FromServer => t!(tr, "online-gone"),
        Gone::Elsewhere => t!(tr, "online-gone-elsewhere"),
    }
}

/// Why the server refused something.
pub(crate) fn refusal(tr: &Tr, code: ErrorCode) -> String {
    let id = match code {
        ErrorCode::Version => "online-refused-version",
        ErrorCode::Hello | ErrorCode::Malformed => "online-refused-malformed",
        ErrorCode::TooLarge => "online-refused-too-large",
        ErrorCode::RateLimited => "online-refused-rate",
        ErrorCode::BadGame => "online-refused-bad-game",
        ErrorCode::NoRoom => "online-refused-no-room",
        ErrorCode::BadToken => "online-refused-bad-token",
        ErrorCode::InRoom => "online-refused-in-room",
        ErrorCode::NoGame => "online-refused-no-game",
        ErrorCode::NotSeated | ErrorCode::WrongSeat => "online-refused-not-seated",
        ErrorCode::NotStarted => "online-refused-not-started",
        ErrorCode::NotYourTurn => "online-refused-turn",
        ErrorCode::Stale => "online-refused-stale",
        ErrorCode::Illegal => "online-refused-illegal",
        ErrorCode::GameOver => "online-refused-over",
        ErrorCode::TooEarly => "online-refused-too-early",
        ErrorCode::NameTaken => "online-refused-name-taken",
        ErrorCode::Rated => "online-refused-rated",
        ErrorCode::TooLate => "online-refused-too-late",
        ErrorCode::TooSoon => "online-refused-too-soon",
        ErrorCode::NoRequest => "online-refused-no-request",
        ErrorCode::Server => "online-refused-server",
    };
    tr.text(id, &[])
}

/// A side with who plays it now: "South (You)", "North (Ana)".
pub(crate) fn seat(tr: &Tr, m: &Match, room: &Room, side: Side) -> String {
    let seat = m.seat(side);
    let who = match room.facts.seat == Some(seat) {
        true => t!(tr, "seat-you"),
        false => name(room, seat),
    };
    t!(tr, "seat", "side" => names::side(tr, side), "who" => who)
}

/// The name at a seat ("?" for a free one).
pub(crate) fn name(room: &Room, seat: Side) -> String {
    room.facts.names[seat.index()]
        .clone()
        .unwrap_or_else(|| "?".into())
}

/// How the game ended, in two lines: what happened, and what it means for this player.
pub(crate) fn ending(tr: &Tr, room: &Room) -> Option<(String, Option<String>)> {
    let ending = room.facts.ending?;
    let loser = ending.winner.map(Side::other);
    let named = |id: &str| match loser {
        Some(seat) => t!(tr, id, "name" => name(room, seat)),
        None => t!(tr, "online-over-rules"),
    };
    let what = match ending.cause {
        EndCause::Rules => t!(tr, "online-over-rules"),
        EndCause::Resigned => named("online-over-resigned"),
        EndCause::Flag => named("online-over-flag"),
        EndCause::Abandoned => named("online-over-abandoned"),
        EndCause::Aborted => t!(tr, "online-over-aborted"),
        EndCause::Agreed => t!(tr, "online-over-agreed"),
    };
    Some((what, outcome(tr, ending, room.facts.seat)))
}

/// What an ending means for the player at `seat`: won, lost or drawn; nothing for a spectator,
/// nor for a game aborted without a result (it is no draw).
fn outcome(tr: &Tr, ending: Ending, seat: Option<Side>) -> Option<String> {
    if ending.cause == EndCause::Aborted {
        return None;
    }
    seat.map(|seat| match ending.winner {
        Some(winner) if winner == seat => t!(tr, "online-over-won"),
        Some(_) => t!(tr, "online-over-lost"),
        None => t!(tr, "online-over-draw"),
    })
}

/// A rating as players read it: whole points ("1512").
pub(crate) fn rating(rating: Rating) -> String {
    format!("{:.0}", rating.rating)
}

/// What a rated game did to a rating: the new one and the change, "1527 (+15)".
pub(crate) fn rating_change(change: RatingChange) -> String {
    let before = change.before.rating.round();
    let after = change.after.rating.round();
    format!("{after:.0} ({:+.0})", after - before)
}

/// A clock's time as minutes and seconds (`4:05`), rounded up to the second, or with
/// tenths under ten seconds (`7.3`).
pub(crate) fn clock(ms: u64) -> String {
    if ms < 10_000 {
        format!("{}.{}", ms / 1000, (ms % 1000) / 100)
    } else {
        let s = ms.div_ceil(1000);
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// A code as it is read out and typed: `ABCD-EFGH`.
pub(crate) fn code(code: &str) -> String {
    match (code.get(..4), code.get(4..)) {
        (Some(a), Some(b)) if !b.is_empty() => format!("{a}-{b}"),
        _ => code.to_string(),
    }
}

/// A clock's name: "No clock", "5 min + 3 s a move".
pub(crate) fn clock_name(tr: &Tr, clock: Option<ClockSpec>) -> String {
    match clock {
        None => t!(tr, "online-clock-none"),
        Some(c) => t!(tr, "online-clock-value",
            "minutes" => c.initial_s / 60, "increment" => c.increment_s),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_aborted_game_is_no_draw_for_its_players() {
        let tr = Tr::new(crate::ui::i18n::Language::English);
        let ending = |cause| Ending {
            cause,
            winner: None,
        };
        let seat = Some(Side::South);
        assert_eq!(outcome(&tr, ending(EndCause::Aborted), seat), None);
        let drawn = outcome(&tr, ending(EndCause::Agreed), seat);
        assert_eq!(drawn.as_deref(), Some("A draw."));
        assert_eq!(outcome(&tr, ending(EndCause::Agreed), None), None);
    }

    #[test]
    fn clocks_read_as_a_player_expects() {
        assert_eq!(clock(300_000), "5:00");
        assert_eq!(clock(61_001), "1:02");
        assert_eq!(clock(10_000), "0:10");
        assert_eq!(clock(9_999), "9.9");
        assert_eq!(clock(0), "0.0");
    }

    #[test]
    fn ratings_read_in_whole_points() {
        let shown = |rating| Rating {
            rating,
            deviation: 200.0,
        };
        assert_eq!(rating(shown(1511.62)), "1512");
        let change = RatingChange {
            before: shown(1500.0),
            after: shown(1662.31),
        };
        assert_eq!(rating_change(change), "1662 (+162)");
        let change = RatingChange {
            before: shown(1500.0),
            after: shown(1337.69),
        };
        assert_eq!(rating_change(change), "1338 (-162)");
    }

    #[test]
    fn codes_read_in_two_halves() {
        assert_eq!(code("ABCDEFGH"), "ABCD-EFGH");
        assert_eq!(code("AB"), "AB");
    }

    #[test]
    fn countdowns_round_up() {
        assert_eq!(seconds_until(10.2, 9.0), 2);
        assert_eq!(seconds_until(9.0, 10.0), 0);
    }
}
