//! The named presets: RULES.md's eight rule sets of the Kalah family and the five games
//! outside it (docs/RULES.md names the source of each).

use super::{
    Capture, CaptureCounts, CountSide, Direction, EndRule, ExtraTurn, GrandSlam, Leftover, RuleSet,
    StoresSown,
};

/// A named rule set: its name, where it comes from / what it is, and how to build it.
pub struct Preset {
    pub name: &'static str,
    /// One line for a menu: what makes this rule set different.
    pub description: &'static str,
    pub build: fn() -> RuleSet,
}

/// The presets: first RULES.md's table, in its order, each one Champion's Kalah with a few
/// switches changed; then the games outside the Kalah family of docs/RULES.md, each built on
/// Oware's switches (`oware_like`).
pub const PRESETS: [Preset; 13] = [
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
    Preset {
        name: "oware",
        description: "Oware Abapa: captures of 2 or 3 on the opponent's side; feed your opponent.",
        build: || RuleSet {
            name: "oware".into(),
            ..oware_like()
        },
    },
    Preset {
        name: "awari",
        description: "Awari as Romein and Bal solved it: Oware played out to the last seed.",
        build: || RuleSet {
            name: "awari".into(),
            majority: false,
            ..oware_like()
        },
    },
    Preset {
        name: "songo",
        description: "Songo: 7 pits of 5 seeds; captures of 2 or 4 on the opponent's side.",
        build: || RuleSet {
            name: "songo".into(),
            pits: 7,
            seeds: 5,
            capture_counts: CaptureCounts::Of(1 << 2 | 1 << 4),
            ..oware_like()
        },
    },
    Preset {
        name: "bohnenspiel",
        description: "Bohnenspiel: 6 beans a pit; a last bean making 2, 4 or 6 on either side captures.",
        build: || RuleSet {
            name: "bohnenspiel".into(),
            seeds: 6,
            skip_start: false,
            capture_counts: CaptureCounts::Of(1 << 2 | 1 << 4 | 1 << 6),
            count_side: CountSide::Either,
            grand_slam: GrandSlam::Captures,
            feed: false,
            ..oware_like()
        },
    },
    Preset {
        name: "toguz_kumalak",
        description: "Toguz Kumalak: 9 pits of 9; even counts capture, a three makes your tuzdyk.",
        build: || RuleSet {
            name: "toguz_kumalak".into(),
            pits: 9,
            seeds: 9,
            skip_start: false,
            first_seed_back: true,
            capture_counts: CaptureCounts::Even,
            capture_chain: false,
            grand_slam: GrandSlam::Captures,
            feed: false,
            tuzdyk: true,
            ..oware_like()
        },
    },
];

/// Oware (Abapa): the base of the games outside the Kalah family. The stores are houses that
/// sowing passes by; a lap skips the start pit; the last seed captures 2s and 3s on the
/// opponent's side with the chain before it, but never all of the opponent's seeds; an empty
/// opponent must be fed; a store past half ends the game, and so does a position that comes
/// back.
fn oware_like() -> RuleSet {
    RuleSet {
        name: "oware".into(),
        pits: 6,
        seeds: 4,
        stores_sown: StoresSown::None,
        direction: Direction::Ccw,
        min_lift: 1,
        extra_turn: ExtraTurn::None,
        capture: Capture::None,
        relay: false,
        fours: false,
        end: EndRule::AtTurnStart,
        leftover: Leftover::ToOwner,
        majority: true,
        pie: false,
        no_progress: None,
        skip_start: true,
        first_seed_back: false,
        capture_counts: CaptureCounts::Of(1 << 2 | 1 << 3),
        count_side: CountSide::Opponent,
        capture_chain: true,
        grand_slam: GrandSlam::NoCapture,
        feed: true,
        tuzdyk: false,
        repetition: true,
    }
}
