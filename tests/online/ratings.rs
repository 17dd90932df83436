//! Players and ratings: a name belongs to one key; a rated game changes both players' ratings
//! as an independent Glicko-2 computation (here) says, in the `over` message, in the player's
//! card and on the leaderboard (`GET /players`), also after a restart; guests and take-backs
//! have no place in a rated game.

use crate::lobby::{ANA_KEY, create};
use crate::players::*;
use crate::server::Server;
use kalah::engine::{Game, RuleSet, Side};
use kalah::online::client::{Client, http_get};
use kalah::online::protocol::{ClientMessage, EndCause, ErrorCode, ServerMessage, VERSION};

const BORIS_KEY: &str = "fedcba9876543210fedcba9876543210";

/// Glicko-2 after one game, written out again from Glickman's paper for the test: `(rating,
/// deviation)` of a player with volatility 0.06 who scored `score` against `opponent`.
fn glicko2(own: (f64, f64), opponent: (f64, f64), score: f64) -> (f64, f64) {
    let (scale, tau, sigma) = (173.7178, 0.5_f64, 0.06_f64);
    let (mu, phi) = ((own.0 - 1500.0) / scale, own.1 / scale);
    let (mu_j, phi_j) = ((opponent.0 - 1500.0) / scale, opponent.1 / scale);
    let g = 1.0 / (1.0 + 3.0 * phi_j * phi_j / std::f64::consts::PI.powi(2)).sqrt();
    let e = 1.0 / (1.0 + (-g * (mu - mu_j)).exp());
    let v = 1.0 / (g * g * e * (1.0 - e));
    let delta = v * g * (score - e);
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (tau * tau)
    };
    let mut lo = a;
    let mut hi = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_lo, mut f_hi) = (f(lo), f(hi));
    while (hi - lo).abs() > 1e-6 {
        let c = lo + (lo - hi) * f_lo / (f_hi - f_lo);
        let f_c = f(c);
        if f_c * f_hi <= 0.0 {
            (lo, f_lo) = (hi, f_hi);
        } else {
            f_lo /= 2.0;
        }
        (hi, f_hi) = (c, f_c);
    }
    let sigma_new = (lo / 2.0).exp();
    let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
    let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu_new = mu + phi_new * phi_new * g * (score - e);
    (mu_new * scale + 1500.0, phi_new * scale)
}

fn close(got: f64, want: f64) {
    assert!((got - want).abs() <= 0.006, "{got} against {want}");
}

#[tokio::test]
async fn a_rated_game_moves_both_ratings_as_glicko_2_says_and_they_survive_a_restart() {
    let server = Server::start("ratings", &[]);
    let (mut ana, _) = Client::hello_as(&server.url, "Ana", Some(ANA_KEY))
        .await
        .unwrap();
    ana.send(&create(false, true)).await.unwrap();
    let (mut south, _) = seated(ana).await;
    let (mut boris, _) = Client::hello_as(&server.url, "Boris", Some(BORIS_KEY))
        .await
        .unwrap();
    boris
        .send(&ClientMessage::Join {
            room: south.room.clone(),
        })
        .await
        .unwrap();
    let (mut north, state) = seated(boris).await;
    assert!(state.rated);
    assert_eq!(
        state.ratings.map(|r| r.map(|r| r.rating)),
        [Some(1500.0); 2]
    );
    started(&mut south.client).await;
    started(&mut north.client).await;
    // No take-back in a rated game.
    let mut players = [south, north];
    let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
    let mv = quiet_move(&game);
    play(&mut players, &mut [], &mut game, mv).await;
    refusal(
        &mut players[0].client,
        ClientMessage::TakeBack {},
        ErrorCode::Rated,
    )
    .await;
    players[1]
        .client
        .send(&ClientMessage::Resign {})
        .await
        .unwrap();
    let changes = match recv(&mut players[0].client).await {
        ServerMessage::Over {
            ending, ratings, ..
        } => {
            assert_eq!(
                (ending.cause, ending.winner),
                (EndCause::Resigned, Some(Side::South))
            );
            ratings.expect("a rated game's changes")
        }
        other => panic!("{other:?}"),
    };
    let won = glicko2((1500.0, 350.0), (1500.0, 350.0), 1.0);
    let lost = glicko2((1500.0, 350.0), (1500.0, 350.0), 0.0);
    close(changes[0].after.rating, won.0);
    close(changes[0].after.deviation, won.1);
    close(changes[1].after.rating, lost.0);
    close(changes[1].after.deviation, lost.1);

    let server = Server::start_in(server.kill(), &[]);
    let (status, body) = http_get(&server.url, "/players?format=json").await.unwrap();
    assert_eq!(status, 200);
    let board: serde_json::Value = serde_json::from_str(&body).unwrap();
    let lines = board["players"].as_array().unwrap();
    assert_eq!(lines.len(), 2);
    assert_eq!(
        (lines[0]["name"].as_str(), lines[0]["pool"].as_str()),
        (Some("Ana"), Some("kalah/blitz"))
    );
    close(lines[0]["rating"].as_f64().unwrap(), won.0);
    close(lines[1]["rating"].as_f64().unwrap(), lost.0);
    let (_, page) = http_get(&server.url, "/players").await.unwrap();
    assert!(
        page.contains("<td>Boris</td>") && page.contains("kalah/blitz"),
        "{page}"
    );
    let (_, card) = Client::hello_as(&server.url, "Ana", Some(ANA_KEY))
        .await
        .unwrap();
    let card = card.unwrap();
    assert_eq!(
        (card.games, card.ratings.len(), card.ratings[0].games),
        (1, 1, 1)
    );
    close(card.ratings[0].rating.rating, won.0);
}

#[tokio::test]
async fn a_name_is_one_keys_and_a_rated_game_needs_keys() {
    let server = Server::start("names", &[]);
    let (mut ana, _) = Client::hello_as(&server.url, "Ana", Some(ANA_KEY))
        .await
        .unwrap();
    for (name, key) in [("ana", Some(BORIS_KEY)), ("Ana", None)] {
        let mut other = Client::connect(&server.url).await.unwrap();
        let hello = ClientMessage::Hello {
            version: VERSION,
            name: name.into(),
            key: key.map(str::to_string),
        };
        refusal(&mut other, hello, ErrorCode::NameTaken).await;
    }
    ana.send(&create(false, true)).await.unwrap();
    let (ana, _) = seated(ana).await;
    let mut guest = hello(&server, "Guest").await;
    let join = ClientMessage::Join {
        room: ana.room.clone(),
    };
    refusal(&mut guest, join.clone(), ErrorCode::Rated).await;
    let (mut again, _) = Client::hello_as(&server.url, "Ana", Some(ANA_KEY))
        .await
        .unwrap();
    refusal(&mut again, join, ErrorCode::Rated).await;
    let quick = ClientMessage::Quick {
        rules: RuleSet::kalah(),
        clock: None,
        rated: true,
    };
    refusal(&mut guest, quick, ErrorCode::Rated).await;
}

#[tokio::test]
async fn a_rated_seeker_waits_on_after_its_own_second_connection_is_refused() {
    let server = Server::start("quick-self", &[]);
    let quick = ClientMessage::Quick {
        rules: RuleSet::kalah(),
        clock: None,
        rated: true,
    };
    let (mut ana, _) = Client::hello_as(&server.url, "Ana", Some(ANA_KEY))
        .await
        .unwrap();
    ana.send(&quick).await.unwrap();
    let (ana, _) = seated(ana).await;
    // Ana's second connection finds her room and may not play herself.
    let (mut again, _) = Client::hello_as(&server.url, "Ana", Some(ANA_KEY))
        .await
        .unwrap();
    refusal(&mut again, quick.clone(), ErrorCode::Rated).await;
    // The room went back to the queue: Boris is seated in it, not in a new one.
    let (mut boris, _) = Client::hello_as(&server.url, "Boris", Some(BORIS_KEY))
        .await
        .unwrap();
    boris.send(&quick).await.unwrap();
    let (boris, _) = seated(boris).await;
    assert_eq!(boris.room, ana.room, "Boris meets the waiting Ana");
}

#[tokio::test]
async fn no_key_may_hold_a_default_name_and_guests_keep_them() {
    let server = Server::start("reserved", &[]);
    for name in ["Player", "игрок", "GUEST", "Hráč"] {
        let mut keyed = Client::connect(&server.url).await.unwrap();
        let hello = ClientMessage::Hello {
            version: VERSION,
            name: name.into(),
            key: Some(BORIS_KEY.to_string()),
        };
        let words = refusal(&mut keyed, hello, ErrorCode::NameTaken).await;
        assert!(words.contains("own"), "{name}: {words}");
    }
    // Every newcomer plays as "Player".
    hello(&server, "Player").await;
    hello(&server, "").await;
}
