//! Rule sets: every switch of `shared/RULES.md`, the eight named presets, validation with clear
//! errors, and loading/saving custom rule sets as JSON.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Fewest and most pits a side the engine plays.
pub const PITS_RANGE: std::ops::RangeInclusive<u8> = 1..=9;
/// Fewest and most seeds a pit starts with.
pub const SEEDS_RANGE: std::ops::RangeInclusive<u8> = 1..=12;

/// Which stores receive seeds while sowing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StoresSown {
    /// Only the mover's own store; the opponent's is skipped.
    Own,
    /// Both stores receive seeds as the sowing passes them.
    Both,
}

/// Which way sowing may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Always counter-clockwise (moves are written `k`).
    Ccw,
    /// The mover chooses each turn: `k` counter-clockwise or `kcw` clockwise.
    Choice,
}

/// Whether a last seed in the mover's own store earns another decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExtraTurn {
    /// Never: the turn always passes.
    None,
    /// Every time.
    Unlimited,
    /// At most this many extra turns in a row; after that the turn passes.
    AtMost(u8),
}

/// When a last seed in an empty own pit captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Capture {
    /// No captures.
    None,
    /// Only when the opposite pit holds seeds.
    OppositeNonEmpty,
    /// Always, even when the opposite pit is empty (the last seed alone goes to the store).
    Always,
}

/// When the game ends for lack of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndRule {
    /// After every decision, as soon as either player has no legal move.
    AfterAnyMove,
    /// When the player to move has no legal move.
    AtTurnStart,
}

/// What happens to seeds still in pits when the game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Leftover {
    /// Each player's remaining pit seeds go into their own store.
    ToOwner,
    /// They stay on the board and do not score.
    Uncounted,
}

/// A complete rule set: the board size and every switch of RULES.md. A switch missing from
/// saved JSON (a save written before the switch existed) takes Champion's Kalah's value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleSet {
    /// Short name (`kalah`, `nigerian`, ... or a custom one).
    pub name: String,
    /// Pits per side, `M` (1..=9).
    pub pits: u8,
    /// Seeds per pit at the start, `N` (1..=12).
    pub seeds: u8,
    #[serde(default = "kalah_value::stores_sown")]
    pub stores_sown: StoresSown,
    #[serde(default = "kalah_value::direction")]
    pub direction: Direction,
    /// A pit must hold at least this many seeds to be lifted.
    #[serde(default = "kalah_value::min_lift")]
    pub min_lift: u8,
    #[serde(default = "kalah_value::extra_turn")]
    pub extra_turn: ExtraTurn,
    #[serde(default = "kalah_value::capture")]
    pub capture: Capture,
    /// Relay sowing: a last seed in a non-empty pit lifts that pit and sows on.
    #[serde(default = "kalah_value::relay")]
    pub relay: bool,
    /// A pit reaching exactly four seeds during sowing goes to its owner's store.
    #[serde(default = "kalah_value::fours")]
    pub fours: bool,
    #[serde(default = "kalah_value::end")]
    pub end: EndRule,
    #[serde(default = "kalah_value::leftover")]
    pub leftover: Leftover,
    /// The game also ends when one store holds more than half of all seeds.
    #[serde(default = "kalah_value::majority")]
    pub majority: bool,
    /// Pie rule: the second player may answer the first turn with `swap`.
    #[serde(default = "kalah_value::pie")]
    pub pie: bool,
    /// The game also ends after this many decisions in a row without a seed entering a store.
    #[serde(default = "kalah_value::no_progress")]
    pub no_progress: Option<u16>,
}

/// Champion's Kalah's value of each switch: what a rule set saved without that switch gets.
mod kalah_value {
    use super::*;

    macro_rules! kalah_values {
        ($($switch:ident: $ty:ty),* $(,)?) => {
            $(pub fn $switch() -> $ty {
                RuleSet::kalah().$switch
            })*
        };
    }

    kalah_values!(
        stores_sown: StoresSown,
        direction: Direction,
        min_lift: u8,
        extra_turn: ExtraTurn,
        capture: Capture,
        relay: bool,
        fours: bool,
        end: EndRule,
        leftover: Leftover,
        majority: bool,
        pie: bool,
        no_progress: Option<u16>,
    );
}

/// Why a rule set cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    PitsOutOfRange(u8),
    SeedsOutOfRange(u8),
    MinLiftZero,
    /// No pit can ever be lifted at the start: every pit holds fewer seeds than `min_lift`.
    NoOpeningMove {
        seeds: u8,
        min_lift: u8,
    },
    ExtraTurnCapZero,
    /// Sowing both ways can repeat positions forever; such a rule set must end stalled games.
    ChoiceNeedsNoProgress,
    NoProgressZero,
    UnknownPreset(String),
    Json(String),
    Io(String),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::PitsOutOfRange(p) => write!(
                f,
                "pits per side must be {}..={}, not {p}",
                PITS_RANGE.start(),
                PITS_RANGE.end()
            ),
            Self::SeedsOutOfRange(s) => write!(
                f,
                "seeds per pit must be {}..={}, not {s}",
                SEEDS_RANGE.start(),
                SEEDS_RANGE.end()
            ),
            Self::MinLiftZero => write!(f, "min_lift must be at least 1"),
            Self::NoOpeningMove { seeds, min_lift } => write!(
                f,
                "no opening move: pits start with {seeds} seeds but min_lift is {min_lift}"
            ),
            Self::ExtraTurnCapZero => {
                write!(
                    f,
                    "extra_turn {{\"at_most\": 0}} is meaningless; use \"none\""
                )
            }
            Self::ChoiceNeedsNoProgress => write!(
                f,
                "a rule set with direction \"choice\" must set no_progress (positions can repeat forever)"
            ),
            Self::NoProgressZero => write!(f, "no_progress must be at least 1"),
            Self::UnknownPreset(n) => {
                write!(f, "unknown rule set '{n}' (presets: {})", preset_names())
            }
            Self::Json(e) => write!(f, "invalid rule set JSON: {e}"),
            Self::Io(e) => write!(f, "cannot read rule set: {e}"),
        }
    }
}

impl std::error::Error for RuleError {}

/// A named rule set: its name, where it comes from / what it is, and how to build it.
pub struct Preset {
    pub name: &'static str,
    /// One line for a menu: what makes this rule set different.
    pub description: &'static str,
    pub build: fn() -> RuleSet,
}

/// The presets of RULES.md's table, in its order: each one Champion's Kalah with a few
/// switches changed.
pub const PRESETS: [Preset; 8] = [
    Preset {
        name: "kalah",
        description: "Champion's Kalah: extra turn in your store, capture opposite seeds.",
        build: RuleSet::kalah,
    },
    Preset {
        name: "general",
        description: "The plain game: no extra turns, no captures, leftovers do not count.",
        build: || RuleSet {
            name: "general".into(),
            extra_turn: ExtraTurn::None,
            capture: Capture::None,
            leftover: Leftover::Uncounted,
            ..RuleSet::kalah()
        },
    },
    Preset {
        name: "egyptian",
        description: "Kalah where an empty own pit always captures, even facing nothing.",
        build: || RuleSet {
            name: "egyptian".into(),
            capture: Capture::Always,
            ..RuleSet::kalah()
        },
    },
    Preset {
        name: "ethiopian",
        description: "Sow either way each turn; lift only pits of 2 or more.",
        build: || RuleSet {
            name: "ethiopian".into(),
            direction: Direction::Choice,
            min_lift: 2,
            capture: Capture::Always,
            leftover: Leftover::Uncounted,
            no_progress: Some(100),
            ..RuleSet::kalah()
        },
    },
    Preset {
        name: "nigerian",
        description: "Relay sowing through both stores; every four goes to the pit's owner.",
        build: || RuleSet {
            name: "nigerian".into(),
            stores_sown: StoresSown::Both,
            extra_turn: ExtraTurn::None,
            capture: Capture::None,
            relay: true,
            fours: true,
            leftover: Leftover::Uncounted,
            ..RuleSet::kalah()
        },
    },
    Preset {
        name: "zillions",
        description: "At most 3 extra turns in a row; a store past half wins at once.",
        build: || RuleSet {
            name: "zillions".into(),
            extra_turn: ExtraTurn::AtMost(3),
            end: EndRule::AtTurnStart,
            majority: true,
            ..RuleSet::kalah()
        },
    },
    Preset {
        name: "russian",
        description: "Kalah with 3 seeds and the pie rule: the second player may swap.",
        build: || RuleSet {
            name: "russian".into(),
            seeds: 3,
            end: EndRule::AtTurnStart,
            pie: true,
            ..RuleSet::kalah()
        },
    },
    Preset {
        name: "kalaha",
        description: "Czech Kalaha: 6 seeds, and an empty own pit always captures.",
        build: || RuleSet {
            name: "kalaha".into(),
            seeds: 6,
            capture: Capture::Always,
            ..RuleSet::kalah()
        },
    },
];

/// The presets' names, comma-separated, for the unknown-preset error.
fn preset_names() -> String {
    PRESETS
        .iter()
        .map(|p| p.name)
        .collect::<Vec<_>>()
        .join(", ")
}

impl RuleSet {
    /// Champion's Kalah, the base every preset starts from.
    pub fn kalah() -> Self {
        RuleSet {
            name: "kalah".into(),
            pits: 6,
            seeds: 4,
            stores_sown: StoresSown::Own,
            direction: Direction::Ccw,
            min_lift: 1,
            extra_turn: ExtraTurn::Unlimited,
            capture: Capture::OppositeNonEmpty,
            relay: false,
            fours: false,
            end: EndRule::AfterAnyMove,
            leftover: Leftover::ToOwner,
            majority: false,
            pie: false,
            no_progress: None,
        }
    }

    /// A named preset from RULES.md's table.
    pub fn preset(name: &str) -> Result<Self, RuleError> {
        PRESETS
            .iter()
            .find(|p| p.name == name)
            .map(|p| (p.build)())
            .ok_or_else(|| RuleError::UnknownPreset(name.to_string()))
    }

    /// All eight presets.
    pub fn presets() -> Vec<Self> {
        PRESETS.iter().map(|p| (p.build)()).collect()
    }

    /// One line for a menu: what makes this rule set different (by its name).
    pub fn description(&self) -> &'static str {
        PRESETS
            .iter()
            .find(|p| p.name == self.name)
            .map_or("A custom rule set.", |p| p.description)
    }

    /// The mover chooses the direction each turn.
    #[inline]
    pub fn chooses_direction(&self) -> bool {
        self.direction == Direction::Choice
    }

    /// Checks that the engine can play this rule set.
    pub fn validate(&self) -> Result<(), RuleError> {
        if !PITS_RANGE.contains(&self.pits) {
            return Err(RuleError::PitsOutOfRange(self.pits));
        }
        if !SEEDS_RANGE.contains(&self.seeds) {
            return Err(RuleError::SeedsOutOfRange(self.seeds));
        }
        if self.min_lift == 0 {
            return Err(RuleError::MinLiftZero);
        }
        if self.seeds < self.min_lift {
            return Err(RuleError::NoOpeningMove {
                seeds: self.seeds,
                min_lift: self.min_lift,
            });
        }
        if self.extra_turn == ExtraTurn::AtMost(0) {
            return Err(RuleError::ExtraTurnCapZero);
        }
        match self.no_progress {
            Some(0) => return Err(RuleError::NoProgressZero),
            None if self.chooses_direction() => {
                return Err(RuleError::ChoiceNeedsNoProgress);
            }
            _ => {}
        }
        Ok(())
    }

    /// This rule set with another board size, validated.
    pub fn with_board(mut self, pits: Option<u8>, seeds: Option<u8>) -> Result<Self, RuleError> {
        if let Some(p) = pits {
            self.pits = p;
        }
        if let Some(s) = seeds {
            self.seeds = s;
        }
        self.validate()?;
        Ok(self)
    }

    /// Parses and validates a rule set from JSON.
    pub fn from_json(text: &str) -> Result<Self, RuleError> {
        let rules: RuleSet =
            serde_json::from_str(text).map_err(|e| RuleError::Json(e.to_string()))?;
        rules.validate()?;
        Ok(rules)
    }

    /// Pretty JSON, the format `from_json` reads.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a rule set always serialises")
    }

    /// A preset by name, or a JSON file when the argument ends in `.json`.
    pub fn load(name_or_file: &str) -> Result<Self, RuleError> {
        if name_or_file.ends_with(".json") {
            let text = std::fs::read_to_string(name_or_file)
                .map_err(|e| RuleError::Io(format!("{name_or_file}: {e}")))?;
            Self::from_json(&text)
        } else {
            Self::preset(name_or_file)
        }
    }

    /// Total seeds in play.
    pub fn total_seeds(&self) -> u16 {
        2 * self.pits as u16 * self.seeds as u16
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_valid_and_round_trips() {
        for rules in RuleSet::presets() {
            rules.validate().unwrap();
            assert_eq!(RuleSet::from_json(&rules.to_json()).unwrap(), rules);
        }
    }

    #[test]
    fn one_table_names_builds_and_describes_every_preset() {
        let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
        assert_eq!(
            names,
            [
                "kalah",
                "general",
                "egyptian",
                "ethiopian",
                "nigerian",
                "zillions",
                "russian",
                "kalaha"
            ]
        );
        for (preset, rules) in PRESETS.iter().zip(RuleSet::presets()) {
            assert_eq!(rules.name, preset.name);
            assert_eq!(RuleSet::load(preset.name), Ok(rules.clone()));
            assert_eq!(rules.description(), preset.description);
        }
        let custom = RuleSet {
            name: "mine".into(),
            ..RuleSet::kalah()
        };
        assert_eq!(custom.description(), "A custom rule set.");
        assert!(
            RuleSet::kalah()
                .description()
                .starts_with("Champion's Kalah")
        );
    }

    #[test]
    fn a_save_without_a_switch_loads_with_kalahs_value() {
        let kalah = serde_json::to_value(RuleSet::kalah()).unwrap();
        for rules in RuleSet::presets() {
            let full = serde_json::to_value(&rules).unwrap();
            let fields = full.as_object().unwrap();
            for (switch, _) in fields {
                let mut saved = fields.clone();
                saved.remove(switch);
                let loaded = serde_json::from_value::<RuleSet>(saved.into());
                if ["name", "pits", "seeds"].contains(&switch.as_str()) {
                    // Not switches: a rule set without its name or board is no rule set.
                    assert!(loaded.is_err(), "{} without {switch}", rules.name);
                    continue;
                }
                let loaded = serde_json::to_value(loaded.unwrap()).unwrap();
                for (field, value) in loaded.as_object().unwrap() {
                    let expected = if field == switch {
                        &kalah[field]
                    } else {
                        &full[field]
                    };
                    assert_eq!(value, expected, "{} without {switch}: {field}", rules.name);
                }
            }
        }
        // Unknown fields are still refused.
        let mut extra = serde_json::to_value(RuleSet::kalah()).unwrap();
        extra["sowing_speed"] = 3.into();
        assert!(serde_json::from_value::<RuleSet>(extra).is_err());
    }

    #[test]
    fn chooses_direction_only_with_choice() {
        for rules in RuleSet::presets() {
            assert_eq!(rules.chooses_direction(), rules.name == "ethiopian");
        }
    }

    #[test]
    fn table_values() {
        let z = RuleSet::preset("zillions").unwrap();
        assert_eq!(z.extra_turn, ExtraTurn::AtMost(3));
        assert!(z.majority);
        assert_eq!(RuleSet::preset("russian").unwrap().seeds, 3);
        assert_eq!(RuleSet::preset("kalaha").unwrap().seeds, 6);
        let e = RuleSet::preset("ethiopian").unwrap();
        assert_eq!((e.min_lift, e.no_progress), (2, Some(100)));
    }

    #[test]
    fn validation_errors_are_clear() {
        let k = RuleSet::kalah();
        assert_eq!(
            k.clone().with_board(Some(10), None),
            Err(RuleError::PitsOutOfRange(10))
        );
        assert_eq!(
            k.clone().with_board(None, Some(0)),
            Err(RuleError::SeedsOutOfRange(0))
        );
        let e = RuleSet::preset("ethiopian").unwrap();
        let err = e.with_board(None, Some(1)).unwrap_err();
        assert!(err.to_string().contains("min_lift"), "{err}");
        let bad = RuleSet {
            direction: Direction::Choice,
            ..RuleSet::kalah()
        };
        assert_eq!(bad.validate(), Err(RuleError::ChoiceNeedsNoProgress));
        assert!(matches!(
            RuleSet::from_json("{\"name\": 3}"),
            Err(RuleError::Json(_))
        ));
        assert!(
            RuleSet::preset("chess")
                .unwrap_err()
                .to_string()
                .contains("kalah")
        );
    }
}
