//! Clock readings in a record (docs/RECORDS.md): the `TimeControl` tag (`300+3`: each player's
//! seconds at the start and the seconds added after each move) and the `Clock` tag, the mover's
//! time left after each decision, in the order of the game (`4:58.1 4:57.0 …`: minutes and
//! seconds to the tenth, hours before them where there are any). Games played online with a
//! clock keep both, so a replay can show the clocks.

use crate::engine::{Game, GameRecord};

/// The tag of the clock the game was played with.
pub const TIME_CONTROL: &str = "TimeControl";

/// The tag of the clock readings.
pub const CLOCK: &str = "Clock";

/// A clock reading as the `Clock` tag writes it: `4:58.1`, or `1:02:03.4` from an hour up
/// (tenths of a second, rounded down).
pub fn reading(ms: u64) -> String {
    let tenths = ms / 100;
    let (hours, minutes) = (tenths / 36_000, tenths / 600 % 60);
    let (seconds, tenth) = (tenths / 10 % 60, tenths % 10);
    match hours {
        0 => format!("{minutes}:{seconds:02}.{tenth}"),
        _ => format!("{hours}:{minutes:02}:{seconds:02}.{tenth}"),
    }
}

/// Reads one reading (`4:58.1`, `4:58`, `1:02:03.4`), in milliseconds.
pub fn parse_reading(text: &str) -> Option<u64> {
    let number = |part: &str, below: Option<u64>| -> Option<u64> {
        if part.is_empty() || part.len() > 4 || !part.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u64 = part.parse().ok()?;
        below.is_none_or(|limit| n < limit).then_some(n)
    };
    let (whole, tenth) = match text.split_once('.') {
        Some((whole, tenth)) if tenth.len() == 1 => (whole, number(tenth, Some(10))?),
        Some(_) => return None,
        None => (text, 0),
    };
    let parts: Vec<&str> = whole.split(':').collect();
    let seconds = match parts.as_slice() {
        [m, s] => number(m, None)? * 60 + number_two(s)?,
        [h, m, s] => number(h, None)? * 3600 + number_two(m)? * 60 + number_two(s)?,
        _ => return None,
    };
    Some(seconds * 1000 + tenth * 100)
}

/// Two digits below 60 (the minutes or seconds after a colon).
fn number_two(part: &str) -> Option<u64> {
    let n: u64 = part.parse().ok()?;
    (part.len() == 2 && part.bytes().all(|b| b.is_ascii_digit()) && n < 60).then_some(n)
}

/// Reads the `Clock` tag's readings, in milliseconds.
pub fn parse_readings(text: &str) -> Option<Vec<u64>> {
    text.split_whitespace().map(parse_reading).collect()
}

/// Reads the `TimeControl` tag: seconds at the start and seconds added after each move.
pub fn parse_time_control(text: &str) -> Option<(u32, u32)> {
    let (initial, increment) = text.split_once('+')?;
    let digits = |part: &str| {
        (!part.is_empty() && part.len() <= 6 && part.bytes().all(|b| b.is_ascii_digit()))
            .then(|| part.parse().ok())
            .flatten()
    };
    Some((digits(initial)?, digits(increment)?))
}

impl GameRecord {
    /// The clock readings the record carries, one a decision from the first (fewer than its
    /// decisions when the clock was not kept to the end); none without a `Clock` tag.
    pub fn clock_readings(&self) -> Option<Vec<u64>> {
        self.tags.other.get(CLOCK).and_then(|t| parse_readings(t))
    }

    /// The clock the game was played with (`TimeControl`): seconds at the start and seconds
    /// added after each move.
    pub fn time_control(&self) -> Option<(u32, u32)> {
        self.tags
            .other
            .get(TIME_CONTROL)
            .and_then(|t| parse_time_control(t))
    }
}

/// Each seat's clock (`[south seat, north seat]`, the seats as the record names its players)
/// after the first `plies` decisions of `game`, the game the record replays: the seat's last
/// reading so far, else its time at the start where the record gives its time control; none
/// without readings.
pub fn clocks_after(record: &GameRecord, game: &Game, plies: usize) -> Option<[Option<u64>; 2]> {
    let readings = record.clock_readings()?;
    let start = record
        .time_control()
        .map(|(initial, _)| u64::from(initial) * 1000);
    let mut clocks = [start, start];
    for (ply, &ms) in readings.iter().enumerate().take(plies) {
        let before = game.position_before(ply)?;
        clocks[before.seat_of(before.to_move()).index()] = Some(ms);
    }
    Some(clocks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clocks_after_a_decision_are_each_seats_last_reading() {
        // 3 ends in South's store: South decides twice, then North.
        let text = "[Rules \"kalah\"]\n[TimeControl \"300+3\"]\n\
                    [Clock \"4:58.1 4:50.0 4:59.5\"]\n\n1. 3,1 6\n";
        let record = GameRecord::from_text(text).unwrap();
        let game = Game::from_record(&record).unwrap();
        assert_eq!(clocks_after(&record, &game, 0), Some([Some(300_000); 2]));
        assert_eq!(
            clocks_after(&record, &game, 2),
            Some([Some(290_000), Some(300_000)])
        );
        assert_eq!(
            clocks_after(&record, &game, 3),
            Some([Some(290_000), Some(299_500)])
        );
        assert_eq!(record.time_control(), Some((300, 3)));
        let bare = GameRecord::from_text("[Rules \"kalah\"]\n\n1. 3,1 6\n").unwrap();
        assert_eq!(clocks_after(&bare, &game, 3), None);
    }

    #[test]
    fn a_record_with_bad_clock_tags_is_refused() {
        for (tags, why) in [
            ("[Clock \"4:58.1 x\"]", "not a list of clock readings"),
            (
                "[Clock \"4:58.1 4:50.0 4:59.5 4:40.0\"]",
                "4 clock readings for a record of 3",
            ),
            ("[TimeControl \"5 min\"]", "not seconds plus seconds"),
        ] {
            let text = format!("[Rules \"kalah\"]\n{tags}\n\n1. 3,1 6\n");
            let error = GameRecord::from_text(&text).unwrap_err().to_string();
            assert!(error.contains(why), "{tags}: {error}");
        }
    }

    #[test]
    fn readings_write_and_read_back() {
        for (ms, text) in [
            (298_100, "4:58.1"),
            (0, "0:00.0"),
            (59_999, "0:59.9"),
            (600_000, "10:00.0"),
            (3_723_400, "1:02:03.4"),
            (10_800_000, "3:00:00.0"),
        ] {
            assert_eq!(reading(ms), text);
            assert_eq!(parse_reading(text), Some(ms / 100 * 100), "{text}");
        }
        assert_eq!(parse_reading("4:58"), Some(298_000));
        for bad in [
            "", "4", "4:5", "4:60.0", "4:58.12", "4:58.", ":58", "1:60:00", "a:00", "-1:00",
            "4:58,1", "99999:00",
        ] {
            assert_eq!(parse_reading(bad), None, "{bad}");
        }
        assert_eq!(
            parse_readings("4:58.1  4:57.0\t3:01"),
            Some(vec![298_100, 297_000, 181_000])
        );
        assert_eq!(parse_readings("4:58.1 x"), None);
        assert_eq!(parse_readings(""), Some(vec![]));
    }

    #[test]
    fn time_controls_read() {
        assert_eq!(parse_time_control("300+3"), Some((300, 3)));
        assert_eq!(parse_time_control("60+0"), Some((60, 0)));
        for bad in ["300", "+3", "300+", "5 min+3", "300+-3", "300+3+1"] {
            assert_eq!(parse_time_control(bad), None, "{bad}");
        }
    }
}
