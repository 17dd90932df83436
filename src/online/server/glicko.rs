//! Glicko-2, as Mark Glickman's "Example of the Glicko-2 system" (2013) gives it: a rating, its
//! deviation (how sure the rating is) and its volatility (how erratic the player's results
//! are), updated from the games of one rating period. The server makes each rated game a
//! period of its own, so a rating moves as soon as the game ends. Pure arithmetic: no store.

use std::f64::consts::PI;

/// The system constant τ: how much the volatility may change (Glickman suggests 0.3 to 1.2).
const TAU: f64 = 0.5;

/// Glicko-2's scale factor between the Glicko scale (1500 ± 350) and its own (0 ± 2.01).
const SCALE: f64 = 173.7178;

/// Where the volatility's iteration stops.
const EPSILON: f64 = 0.000_001;

/// A player's rating on the Glicko scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glicko {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Glicko {
    /// A new player: 1500, deviation 350, volatility 0.06 (Glickman's defaults).
    pub const NEW: Glicko = Glicko {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// The rating after one period's games, each an opponent's rating before the period and
    /// this player's score (1 a win, 0.5 a draw, 0 a loss). With no games the deviation grows.
    pub fn after(self, games: &[(Glicko, f64)]) -> Glicko {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        if games.is_empty() {
            let phi = (phi * phi + self.volatility * self.volatility).sqrt();
            return Glicko {
                deviation: phi * SCALE,
                ..self
            };
        }
        // Step 3 and 4: the estimated variance and the improvement.
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for (opponent, score) in games {
            let mu_j = (opponent.rating - 1500.0) / SCALE;
            let g = g(opponent.deviation / SCALE);
            let expected = 1.0 / (1.0 + (-g * (mu - mu_j)).exp());
            inverse_v += g * g * expected * (1.0 - expected);
            sum += g * (score - expected);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        // Step 5: the new volatility; 6 to 8: the new deviation and rating.
        let volatility = new_volatility(self.volatility, phi, v, delta);
        let phi_star = (phi * phi + volatility * volatility).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Glicko {
            rating: mu_new * SCALE + 1500.0,
            deviation: phi_new * SCALE,
            volatility,
        }
    }
}

/// Glicko's weight of a game against an opponent of deviation `phi` (Glicko-2 scale).
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// Step 5 of the paper: the new volatility, found by the Illinois algorithm.
fn new_volatility(sigma: f64, phi: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > EPSILON {
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(rating: f64, deviation: f64) -> Glicko {
        Glicko {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// Glickman's worked example: a 1500 (RD 200) player beats a 1400 (RD 30) and loses to a
    /// 1550 (RD 100) and a 1700 (RD 300); the paper gives 1464.06, RD 151.52, σ' 0.05999.
    #[test]
    fn glickmans_example_gives_his_numbers() {
        let after = player(1500.0, 200.0).after(&[
            (player(1400.0, 30.0), 1.0),
            (player(1550.0, 100.0), 0.0),
            (player(1700.0, 300.0), 0.0),
        ]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_a_period_without_games_widens() {
        let (a, b) = (Glicko::NEW, Glicko::NEW);
        let winner = a.after(&[(b, 1.0)]);
        let loser = b.after(&[(a, 0.0)]);
        assert!(winner.rating > 1500.0 && loser.rating < 1500.0);
        assert!((winner.rating - 1500.0 - (1500.0 - loser.rating)).abs() < 1e-9);
        assert!(winner.deviation < 350.0);
        let drawn = a.after(&[(b, 0.5)]);
        assert!((drawn.rating - 1500.0).abs() < 1e-9);
        let idle = player(1500.0, 200.0).after(&[]);
        assert!(idle.deviation > 200.0 && idle.rating == 1500.0);
    }
}
