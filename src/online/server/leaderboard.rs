//! `GET /players`: the leaderboard, each rating pool's best players, best first. As HTML (names
//! escaped) by default, as JSON with `?format=json` or to a client that accepts
//! `application/json` and not `text/html`.

use super::store::players::Standing;
use serde::Serialize;

/// One line of the leaderboard as JSON.
#[derive(Serialize)]
struct Line<'a> {
    pool: &'a str,
    place: usize,
    name: &'a str,
    rating: f64,
    deviation: f64,
    games: u32,
}

/// Whether a request wants JSON: `format=json` in its query, or an `Accept` header that names
/// JSON and not HTML.
pub fn wants_json(query: Option<&str>, accept: Option<&str>) -> bool {
    let asked = query.is_some_and(|q| q.split('&').any(|pair| pair == "format=json"));
    let accepts =
        accept.is_some_and(|a| a.contains("application/json") && !a.contains("text/html"));
    asked || accepts
}

/// The standings with their places in each pool.
fn lines(standings: &[Standing]) -> Vec<Line<'_>> {
    let mut lines: Vec<Line> = Vec::with_capacity(standings.len());
    for s in standings {
        let place = match lines.last() {
            Some(last) if last.pool == s.pool => last.place + 1,
            _ => 1,
        };
        lines.push(Line {
            pool: &s.pool,
            place,
            name: &s.name,
            rating: s.rating.rating,
            deviation: s.rating.deviation,
            games: s.games,
        });
    }
    lines
}

/// The leaderboard as JSON: `{"players":[{"pool":…,"place":1,"name":…,…}]}`.
pub fn json(standings: &[Standing]) -> String {
    serde_json::json!({ "players": lines(standings) }).to_string()
}

/// The leaderboard as an HTML page: one table for each pool.
pub fn html(standings: &[Standing]) -> String {
    let mut page = String::from(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <title>Kalah 3D: players</title></head><body>\n<h1>Players</h1>\n",
    );
    if standings.is_empty() {
        page.push_str("<p>No rated games yet.</p>\n");
    }
    let mut pool = None;
    for line in lines(standings) {
        if pool != Some(line.pool) {
            if pool.is_some() {
                page.push_str("</table>\n");
            }
            pool = Some(line.pool);
            page.push_str(&format!(
                "<h2>{}</h2>\n<table>\n<tr><th>#</th><th>Name</th><th>Rating</th>\
                 <th>±</th><th>Games</th></tr>\n",
                escape(line.pool)
            ));
        }
        page.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td>{:.0}</td><td>{:.0}</td><td>{}</td></tr>\n",
            line.place,
            escape(line.name),
            line.rating,
            line.deviation,
            line.games
        ));
    }
    if pool.is_some() {
        page.push_str("</table>\n");
    }
    page.push_str("</body></html>\n");
    page
}

/// Text made safe inside HTML.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::protocol::Rating;

    fn standing(pool: &str, name: &str, rating: f64) -> Standing {
        Standing {
            pool: pool.into(),
            name: name.into(),
            rating: Rating::shown(rating, 290.0),
            games: 1,
        }
    }

    #[test]
    fn names_are_escaped_and_places_count_in_each_pool() {
        let standings = [
            standing("kalah/blitz", "<b>Ana</b> & co", 1662.31),
            standing("kalah/blitz", "Boris", 1337.69),
            standing("oware/untimed", "Eve", 1500.0),
        ];
        let page = html(&standings);
        assert!(page.contains("&lt;b&gt;Ana&lt;/b&gt; &amp; co"), "{page}");
        assert!(!page.contains("<b>Ana"));
        let value: serde_json::Value = serde_json::from_str(&json(&standings)).unwrap();
        let places: Vec<u64> = value["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["place"].as_u64().unwrap())
            .collect();
        assert_eq!(places, [1, 2, 1]);
        assert!(wants_json(Some("format=json"), None));
        assert!(wants_json(None, Some("application/json")));
        assert!(!wants_json(None, Some("text/html,application/json;q=0.9")));
        assert!(!wants_json(Some("format=html"), None));
    }
}
