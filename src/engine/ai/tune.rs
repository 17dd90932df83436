//! Fitting the evaluation's weights (`weights.rs`) to what deeper searches find, for the rule
//! sets that capture by count: positions are sampled from games the search plays against
//! itself from random openings, each is valued by a search `depth` decisions deep, and the
//! weights are the least-squares fit of that value, less the store difference, by the
//! position's features (`eval::features`). Seeded, so the same call gives the same weights.

use super::eval::{FEATURES, SCALE, WEIGHT_UNIT, features};
use super::node::diff;
use super::search::Search;
use crate::engine::{Position, RuleSet, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Table memory of each search.
const TABLE_BYTES: usize = 8 << 20;
/// Depth of the searches that play the sampling games.
const PLAY_DEPTH: u32 = 4;
/// A move of the sampling games is random this often (in a hundred), so games differ.
const RANDOM_PERCENT: u32 = 10;

/// What a fit found.
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    /// The fitted weights, in 64ths of a seed per unit of each feature.
    pub weights: [i32; FEATURES],
    pub positions: usize,
    /// Mean squared error, in seeds², of the rule set's weights in force and of the fit.
    pub error_before: f64,
    pub error_after: f64,
}

/// Fits weights for `rules` (a rule set that captures by count) on `count` positions valued
/// `depth` decisions deep; `progress` is told how many positions are valued so far.
pub fn tune(
    rules: &RuleSet,
    count: usize,
    depth: u32,
    seed: u64,
    mut progress: impl FnMut(usize),
) -> Fit {
    let mut rng = StdRng::seed_from_u64(seed);
    let positions = sample(rules, count, &mut rng);
    let mut rows = Vec::with_capacity(positions.len());
    for (i, pos) in positions.iter().enumerate() {
        // Its leaves are valued with the rule set's weights in force.
        let mut search = Search::new(rules, pos, depth, false, TABLE_BYTES);
        search.step(None);
        let value = search.values[0].value as f64 / SCALE as f64;
        let f = features(rules, pos).map(f64::from);
        rows.push((f, value - diff(pos) as f64));
        progress(i + 1);
    }
    let beta = least_squares(&rows);
    let in_force = super::weights::weights_of(rules).map(|w| w as f64 / WEIGHT_UNIT as f64);
    Fit {
        weights: beta.map(|b| (b * WEIGHT_UNIT as f64).round() as i32),
        positions: rows.len(),
        error_before: mean_squared_error(&rows, &in_force),
        error_after: mean_squared_error(&rows, &beta),
    }
}

/// `count` unfinished positions from games of a shallow search against itself, each begun
/// with two to ten random decisions; about one position in three of each game is kept.
fn sample(rules: &RuleSet, count: usize, rng: &mut StdRng) -> Vec<Position> {
    let mut kept = Vec::with_capacity(count);
    while kept.len() < count {
        let mut pos = Position::start(rules, Side::South);
        let opening = rng.random_range(2..=10);
        // A game is cut off after this many decisions (one that goes round and round).
        for ply in 0..400 {
            if pos.is_over() || kept.len() >= count {
                break;
            }
            let legal = pos.legal_moves(rules);
            let mv = if ply < opening || rng.random_range(0..100) < RANDOM_PERCENT {
                legal[rng.random_range(0..legal.len())]
            } else {
                let mut search = Search::new(rules, &pos, PLAY_DEPTH, false, 1 << 16);
                search.step(None);
                search.best().expect("a finished search has a best move")
            };
            if ply >= opening && rng.random_range(0..3) == 0 {
                kept.push(pos);
            }
            pos = pos.after(rules, mv);
        }
    }
    kept
}

/// The coefficients that fit `rows` (features, target) best in the least-squares sense, with
/// a slight ridge so that a feature that never varies gets 0.
fn least_squares(rows: &[([f64; FEATURES], f64)]) -> [f64; FEATURES] {
    let mut a = [[0.0; FEATURES]; FEATURES];
    let mut b = [0.0; FEATURES];
    for (f, y) in rows {
        for i in 0..FEATURES {
            b[i] += f[i] * y;
            for j in 0..FEATURES {
                a[i][j] += f[i] * f[j];
            }
        }
    }
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += 1e-3 * rows.len().max(1) as f64;
    }
    solve(a, b)
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting (`a` is positive definite).
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> [f64; FEATURES] {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .expect("a column has rows");
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..FEATURES {
            let factor = a[row][col] / a[col][col];
            let pivot_row = a[col];
            for (x, p) in a[row][col..].iter_mut().zip(&pivot_row[col..]) {
                *x -= factor * p;
            }
            b[row] -= factor * b[col];
        }
    }
    let mut x = [0.0; FEATURES];
    for row in (0..FEATURES).rev() {
        let rest: f64 = (row + 1..FEATURES).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x
}

fn mean_squared_error(rows: &[([f64; FEATURES], f64)], beta: &[f64; FEATURES]) -> f64 {
    let sum: f64 = rows
        .iter()
        .map(|(f, y)| {
            let guess: f64 = f.iter().zip(beta).map(|(f, b)| f * b).sum();
            (y - guess).powi(2)
        })
        .sum();
    sum / rows.len().max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn least_squares_finds_the_coefficients_of_exact_data() {
        let truth = [0.5, 0.25, -1.0, 2.0, 0.0];
        let mut rng = StdRng::seed_from_u64(7);
        let rows: Vec<([f64; FEATURES], f64)> = (0..500)
            .map(|_| {
                let mut f = [1.0; FEATURES];
                for x in &mut f[1..FEATURES - 1] {
                    *x = rng.random_range(-10..=10) as f64;
                }
                // The last feature never varies: it gets 0, not a division by zero.
                f[FEATURES - 1] = 0.0;
                let y = f.iter().zip(&truth).map(|(f, t)| f * t).sum();
                (f, y)
            })
            .collect();
        let beta = least_squares(&rows);
        for (b, t) in beta.iter().zip(truth) {
            assert!((b - t).abs() < 0.01, "{beta:?} against {truth:?}");
        }
        assert!(mean_squared_error(&rows, &beta) < 1e-3);
    }

    #[test]
    fn a_fit_is_the_same_for_the_same_seed() {
        let rules = RuleSet::preset("oware").expect("a preset");
        let fit = |seed| tune(&rules, 30, 3, seed, |_| {});
        let first = fit(5);
        assert_eq!(first, fit(5));
        assert_eq!(first.positions, 30);
        assert!(first.error_after <= first.error_before + 0.01);
    }
}
