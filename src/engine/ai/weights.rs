//! The evaluation's weights for the rule sets that capture by count, one row per preset, as
//! `kalah-cli tune` fitted them (docs/AI.md, "The evaluation", says how): in 64ths of a seed
//! per unit of each feature of `eval::FEATURE_NAMES`. A custom rule set that captures by count
//! takes Oware's.

use super::eval::FEATURES;
use crate::engine::rules::RuleSet;

/// Oware's weights (`oware` and custom rule sets).
const OWARE: [i32; FEATURES] = [-7, -6, 54, 110, 138];

/// Each preset's weights, by its name.
const BY_PRESET: [(&str, [i32; FEATURES]); 5] = [
    ("oware", OWARE),
    ("awari", [-4, -7, 60, 91, 130]),
    ("songo", [3, 2, 24, -4, 58]),
    ("bohnenspiel", [-69, 14, -14, -18, 175]),
    ("toguz_kumalak", [-11, 4, 20, -117, 114]),
];

/// The weights of `rules`: its preset's, else Oware's.
pub(crate) fn weights_of(rules: &RuleSet) -> [i32; FEATURES] {
    BY_PRESET
        .iter()
        .find(|(name, _)| *name == rules.name)
        .map_or(OWARE, |(_, w)| *w)
}
