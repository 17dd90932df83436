//! Rule sets: every switch of `shared/RULES.md` and of docs/RULES.md's games outside the
//! Kalah family, the named presets (`presets`), validation with clear errors, and
//! loading/saving custom rule sets as JSON.

mod presets;
mod world;

pub use presets::{PRESETS, Preset};
pub use world::{CaptureCounts, CountSide, GrandSlam, MAX_COUNT};

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
    /// Neither: sowing passes both stores by, which only keep what is captured (houses).
    None,
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
    /// Sowing passes over the pit it started from on a lap (Oware: 12 seeds or more).
    #[serde(default = "kalah_value::skip_start")]
    pub skip_start: bool,
    /// The first seed goes back into the pit it was lifted from; a lone seed moves on to the
    /// next pit (Toguz Kumalak).
    #[serde(default = "kalah_value::first_seed_back")]
    pub first_seed_back: bool,
    /// The counts a pit may hold after the last seed for its seeds to be captured.
    #[serde(default = "kalah_value::capture_counts")]
    pub capture_counts: CaptureCounts,
    /// On whose pits a capture by count is made.
    #[serde(default = "kalah_value::count_side")]
    pub count_side: CountSide,
    /// A capture by count also takes the pits before it (against the sowing) that hold a
    /// capturing count, back to the first that does not, on the same side.
    #[serde(default = "kalah_value::capture_chain")]
    pub capture_chain: bool,
    /// What a capture by count that would take every seed of the opponent's row does.
    #[serde(default = "kalah_value::grand_slam")]
    pub grand_slam: GrandSlam,
    /// An opponent without seeds must be given some by the move, when a move can.
    #[serde(default = "kalah_value::feed")]
    pub feed: bool,
    /// A last seed that makes exactly three in an opponent's pit claims it (Toguz Kumalak).
    #[serde(default = "kalah_value::tuzdyk")]
    pub tuzdyk: bool,
    /// A position that comes back ends the game; the seeds left go as `leftover` says.
    #[serde(default = "kalah_value::repetition")]
    pub repetition: bool,
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
        skip_start: bool,
        first_seed_back: bool,
        capture_counts: CaptureCounts,
        count_side: CountSide,
        capture_chain: bool,
        grand_slam: GrandSlam,
        feed: bool,
        tuzdyk: bool,
        repetition: bool,
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
    /// A last seed never lands in an unsown store, so no extra turn can be earned there.
    ExtraTurnWithoutSownStore,
    /// Skipping the start pit and sowing the first seed back into it contradict each other.
    SkipAndFirstSeedBack,
    /// `count_side`, `capture_chain` or `grand_slam` set without any `capture_counts`.
    CountSwitchWithoutCounts,
    /// Relay sowing with captures by count or the tuzdyk (where would the last seed be?).
    RelayWithCountCaptures,
    /// The duty to feed needs the game to go on when a side is empty (`end` at turn start).
    FeedNeedsTurnStartEnd,
    /// The tuzdyk's "never the last pit" needs one sowing direction.
    TuzdykNeedsOneDirection,
    /// Seeds that never enter a store can go round for ever: end by repetition or no progress.
    UnsownStoresNeedAnEnd,
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
            Self::ExtraTurnWithoutSownStore => write!(
                f,
                "with stores_sown \"none\" no last seed lands in a store: extra_turn must be \"none\""
            ),
            Self::SkipAndFirstSeedBack => write!(
                f,
                "skip_start and first_seed_back cannot both be on (one skips the start pit, the other sows into it)"
            ),
            Self::CountSwitchWithoutCounts => write!(
                f,
                "count_side, capture_chain and grand_slam need capture_counts other than \"none\""
            ),
            Self::RelayWithCountCaptures => {
                write!(f, "relay cannot be combined with capture_counts or tuzdyk")
            }
            Self::FeedNeedsTurnStartEnd => write!(
                f,
                "feed needs end \"at_turn_start\" (after any move, an empty side ends the game before it can be fed)"
            ),
            Self::TuzdykNeedsOneDirection => {
                write!(f, "tuzdyk needs direction \"ccw\"")
            }
            Self::UnsownStoresNeedAnEnd => write!(
                f,
                "with stores_sown \"none\" seeds can go round for ever: set repetition or no_progress"
            ),
            Self::UnknownPreset(n) => {
                write!(f, "unknown rule set '{n}' (presets: {})", preset_names())
            }
            Self::Json(e) => write!(f, "invalid rule set JSON: {e}"),
            Self::Io(e) => write!(f, "cannot read rule set: {e}"),
        }
    }
}

impl std::error::Error for RuleError {}

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
            skip_start: false,
            first_seed_back: false,
            capture_counts: CaptureCounts::None,
            count_side: CountSide::Opponent,
            capture_chain: false,
            grand_slam: GrandSlam::Captures,
            feed: false,
            tuzdyk: false,
            repetition: false,
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

    /// Every preset, in `PRESETS`' order.
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
        self.validate_world()
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
mod tests;
