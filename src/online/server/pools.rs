//! Rating pools: a player has one rating for each rule-set family and kind of clock, named
//! `family/kind` (`kalah/blitz`, `oware/untimed`). A family is the preset whose switches the
//! rule set has, at any board size (`custom` for any other); a clock's kind is lichess's
//! estimate of a game's length, the initial time and 40 increments.

use crate::engine::RuleSet;
use crate::online::protocol::ClockSpec;

/// The pool of a game of `rules` with `clock`.
pub fn pool(rules: &RuleSet, clock: Option<ClockSpec>) -> String {
    format!("{}/{}", family(rules), kind(clock))
}

/// The preset whose switches `rules` has (whatever its pits and seeds), or `custom`.
fn family(rules: &RuleSet) -> String {
    RuleSet::presets()
        .into_iter()
        .find(|preset| {
            let same = RuleSet {
                name: rules.name.clone(),
                pits: rules.pits,
                seeds: rules.seeds,
                ..preset.clone()
            };
            &same == rules
        })
        .map_or_else(|| "custom".to_string(), |preset| preset.name)
}

/// The clock's kind: `untimed`, or by the estimated game length in seconds (initial time and
/// 40 increments): `blitz` under 8 minutes, `rapid` under 25, `classical` beyond.
fn kind(clock: Option<ClockSpec>) -> &'static str {
    let Some(clock) = clock else {
        return "untimed";
    };
    match clock.initial_s + 40 * clock.increment_s {
        0..480 => "blitz",
        480..1500 => "rapid",
        _ => "classical",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(initial_s: u32, increment_s: u32) -> Option<ClockSpec> {
        Some(ClockSpec {
            initial_s,
            increment_s,
        })
    }

    #[test]
    fn pools_are_the_family_and_the_clocks_kind() {
        assert_eq!(pool(&RuleSet::kalah(), None), "kalah/untimed");
        assert_eq!(pool(&RuleSet::kalah(), clock(180, 2)), "kalah/blitz");
        assert_eq!(pool(&RuleSet::kalah(), clock(300, 5)), "kalah/rapid");
        assert_eq!(pool(&RuleSet::kalah(), clock(1800, 0)), "kalah/classical");
        let small = RuleSet {
            pits: 4,
            seeds: 3,
            ..RuleSet::kalah()
        };
        assert_eq!(pool(&small, None), "kalah/untimed");
        let oware = RuleSet::preset("oware").unwrap();
        assert_eq!(pool(&oware, None), "oware/untimed");
        let odd = RuleSet {
            relay: true,
            ..RuleSet::kalah()
        };
        assert_eq!(pool(&odd, None), "custom/untimed");
    }
}
