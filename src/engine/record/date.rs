//! The date a record is dated with: today in UTC, `YYYY-MM-DD`.

/// Today's date in UTC, `YYYY-MM-DD` as records write it.
pub fn today() -> String {
    let seconds = web_time::SystemTime::now()
        .duration_since(web_time::SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let [year, month, day] = civil_date(seconds / 86_400);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The year, month and day of a day counted from 1970-01-01 (the proleptic Gregorian
/// calendar; Howard Hinnant's `civil_from_days`).
fn civil_date(days: u64) -> [u64; 3] {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z % 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    [year, month, day]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_become_dates() {
        assert_eq!(civil_date(0), [1970, 1, 1]);
        assert_eq!(civil_date(59), [1970, 3, 1]);
        assert_eq!(civil_date(11_016), [2000, 2, 29]);
        assert_eq!(civil_date(20_788), [2026, 12, 1]);
        assert_eq!(today().len(), 10);
    }
}
