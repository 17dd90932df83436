//! Glicko-2 (Mark Glickman, "Example of the Glicko-2 system"): the learner's puzzle rating, as
//! lichess rates its players against its puzzles (each puzzle tried is a game against the
//! puzzle's own rating: solved is a win, failed a loss), and the online players' ratings that
//! `kalah-server` keeps (each rated game a rating period of its own). A rating carries its
//! deviation (how sure it is) and volatility (how erratic the results are).

use serde::{Deserialize, Serialize};

/// Glicko-2's scale factor between the rating scale and its internal one.
const SCALE: f64 = 173.7178;
/// The system constant τ: how much the volatility may change (Glickman suggests 0.3 to 1.2).
const TAU: f64 = 0.5;
/// The volatility iteration stops within this.
const EPSILON: f64 = 0.000_001;
/// A new learner's deviation is capped here, and never falls below the floor.
const MAX_DEVIATION: f64 = 350.0;
const MIN_DEVIATION: f64 = 45.0;

/// A Glicko-2 rating on the usual scale (1500 for a newcomer).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Self {
        Rating {
            rating: 1500.0,
            deviation: MAX_DEVIATION,
            volatility: 0.06,
        }
    }
}

/// One result in a rating period: the opponent's rating and deviation, and the score (1 win,
/// 0 loss, 0.5 draw).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Result {
    pub rating: f64,
    pub deviation: f64,
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The rating after one puzzle of rating `puzzle` (deviation `deviation`), solved or not.
    pub fn after_puzzle(self, puzzle: f64, deviation: f64, solved: bool) -> Rating {
        let r = self.after(&[Result {
            rating: puzzle,
            deviation,
            score: if solved { 1.0 } else { 0.0 },
        }]);
        Rating {
            deviation: r.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
            ..r
        }
    }

    /// The rating after one rating period with these results (Glickman's steps 2 to 8).
    pub fn after(self, results: &[Result]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if results.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: phi_star * SCALE,
                ..self
            };
        }
        let terms: Vec<(f64, f64, f64)> = results
            .iter()
            .map(|r| {
                let mu_j = (r.rating - 1500.0) / SCALE;
                let phi_j = r.deviation / SCALE;
                (g(phi_j), expected(mu, mu_j, phi_j), r.score)
            })
            .collect();
        let v = 1.0
            / terms
                .iter()
                .map(|&(g, e, _)| g * g * e * (1.0 - e))
                .sum::<f64>();
        let gains: f64 = terms.iter().map(|&(g, e, s)| g * (s - e)).sum();
        let delta = v * gains;
        let sigma = new_volatility(delta, phi, v, sigma);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * gains;
        Rating {
            rating: mu_new * SCALE + 1500.0,
            deviation: phi_new * SCALE,
            volatility: sigma,
        }
    }
}

/// Step 5: the new volatility, by the Illinois algorithm.
fn new_volatility(delta: f64, phi: f64, v: f64, sigma: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - d) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut lo = a;
    let mut hi = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_lo, mut f_hi) = (f(lo), f(hi));
    while (hi - lo).abs() > EPSILON {
        let c = lo + (lo - hi) * f_lo / (f_hi - f_lo);
        let f_c = f(c);
        if f_c * f_hi <= 0.0 {
            lo = hi;
            f_lo = f_hi;
        } else {
            f_lo /= 2.0;
        }
        hi = c;
        f_hi = f_c;
    }
    (lo / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_worked_example() {
        // "Example of the Glicko-2 system", section 3: a 1500 (RD 200, σ 0.06) player beats a
        // 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300).
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let after = player.after(&[
            Result {
                rating: 1400.0,
                deviation: 30.0,
                score: 1.0,
            },
            Result {
                rating: 1550.0,
                deviation: 100.0,
                score: 0.0,
            },
            Result {
                rating: 1700.0,
                deviation: 300.0,
                score: 0.0,
            },
        ]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_raises_a_loss_lowers_a_draw_keeps_and_a_period_without_games_widens() {
        let new = Rating::default();
        let against = |score| Result {
            rating: 1500.0,
            deviation: 350.0,
            score,
        };
        let winner = new.after(&[against(1.0)]);
        let loser = new.after(&[against(0.0)]);
        assert!(winner.rating > 1500.0 && loser.rating < 1500.0);
        assert!((winner.rating - 1500.0 - (1500.0 - loser.rating)).abs() < 1e-9);
        assert!(winner.deviation < 350.0);
        assert!((new.after(&[against(0.5)]).rating - 1500.0).abs() < 1e-9);
        let settled = Rating {
            deviation: 200.0,
            ..new
        };
        let idle = settled.after(&[]);
        assert!(idle.deviation > 200.0 && idle.rating == 1500.0);
    }

    #[test]
    fn solving_raises_failing_lowers_and_both_grow_surer() {
        let new = Rating::default();
        let up = new.after_puzzle(1500.0, 80.0, true);
        let down = new.after_puzzle(1500.0, 80.0, false);
        assert!(up.rating > 1500.0 && down.rating < 1500.0);
        assert!(up.deviation < new.deviation && down.deviation < new.deviation);
        // A hard puzzle solved is worth more than an easy one.
        let hard = new.after_puzzle(1900.0, 80.0, true);
        assert!(hard.rating > up.rating);
    }
}
