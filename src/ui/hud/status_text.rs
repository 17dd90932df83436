//! What the HUD's status box says, as plain functions of the game (no egui), so headless tests
//! read the same words a player does, in the player's language: the scores as the gems show
//! them, the rule set, how to move in the
//! words of the input the player last used (naming the inputs as the binding tables do), and
//! the hint with what it is worth (and so the review's moves and values).

use crate::engine::ai::MoveValue;
use crate::engine::{Hole, Move, Side};
use crate::game::board::{Place, gem_counts};
use crate::game::messages::Refusal;
use crate::game::phase::TurnPhase;
use crate::game::table::Match;
use crate::input::bindings::{Action, KEYS, Label, MOUSE, PAD, Scheme};
use crate::input::focus::Device;
use crate::ui::i18n::names;
use crate::ui::i18n::{Tr, t};

/// The scores, South's first. While a move is being sown they are the gems in the stores (what
/// the counts over the stores show), so they never run ahead of the animation; once it has
/// settled, the engine's (which the gems then equal).
pub fn scores<'a>(
    m: &Match,
    phase: TurnPhase,
    gems: impl IntoIterator<Item = &'a Place>,
) -> [u8; 2] {
    if phase.settled() {
        return m.position().scores();
    }
    let counts = gem_counts(gems);
    [Side::South, Side::North].map(|side| counts.get(&Hole::Store(side)).copied().unwrap_or(0))
}

/// The rule set and the seeds a pit: "Kalah · 4 seeds a pit".
pub fn rules_line(tr: &Tr, m: &Match) -> String {
    t!(tr, "status-rules", "rules" => names::rules(tr, m.rules()), "seeds" => m.rules().seeds)
}

/// Why a pit or move was just refused: whose turn it is, "wait for the seeds to land", the
/// pause, or that the rules do not allow it.
pub fn refused(tr: &Tr, m: &Match, why: Refusal) -> String {
    match why {
        Refusal::Illegal => t!(tr, "refused-illegal"),
        Refusal::NotYourTurn => t!(tr, "refused-turn",
            "seat" => names::seat(tr, m, m.position().to_move())),
        Refusal::StillSowing => t!(tr, "refused-sowing"),
        Refusal::Paused => t!(tr, "refused-paused"),
    }
}

/// What an input's label says in the player's language.
pub fn label(tr: &Tr, label: Label) -> String {
    match label {
        Label::Key(name) => name.to_string(),
        Label::Words(id) => tr.text(id, &[]),
    }
}

/// The labels of every input of `scheme` that does `action`: "Enter or Space".
pub fn labels<I: PartialEq>(tr: &Tr, scheme: &Scheme<I>, action: Action) -> String {
    scheme
        .labels(action)
        .into_iter()
        .map(|l| label(tr, l))
        .reduce(|a, b| t!(tr, "either", "a" => a, "b" => b))
        .unwrap_or_default()
}

/// The label of the main inputs of `scheme` that do `action`.
fn first<I: PartialEq>(tr: &Tr, scheme: &Scheme<I>, action: Action) -> String {
    scheme
        .label(action)
        .map(|l| label(tr, l))
        .unwrap_or_default()
}

/// How the human to move plays, for the input they last used: the mouse (`None`, also before
/// any input), the keys or a pad.
pub fn how_to_move(tr: &Tr, m: &Match, device: Option<Device>) -> String {
    let choice = m.rules().chooses_direction();
    let swap = m.position().pie_open();
    let (pick, sow, sow_one, sow_cw, swap_label) = match device {
        None if choice => {
            return t!(tr, "move-mouse-choice",
                "sow" => first(tr, &MOUSE, Action::Sow).to_lowercase(),
                "sow-cw" => first(tr, &MOUSE, Action::SowCw).to_lowercase());
        }
        None if swap => return t!(tr, "move-mouse-swap"),
        None => return t!(tr, "move-mouse"),
        Some(Device::Keys) => (
            t!(tr, "move-keys-pick", "pits" => m.rules().pits),
            labels(tr, &KEYS, Action::Sow),
            first(tr, &KEYS, Action::Sow),
            first(tr, &KEYS, Action::SowCw),
            first(tr, &KEYS, Action::Swap),
        ),
        Some(Device::Pad) => (
            t!(tr, "move-pad-pick"),
            first(tr, &PAD, Action::Sow),
            labels(tr, &PAD, Action::Sow),
            first(tr, &PAD, Action::SowCw),
            first(tr, &PAD, Action::Swap),
        ),
    };
    if choice {
        t!(tr, "move-sow-choice", "pick" => pick, "sow" => sow_one, "sow-cw" => sow_cw)
    } else if swap {
        t!(tr, "move-sow-swap", "pick" => pick, "sow" => sow, "swap" => swap_label)
    } else {
        t!(tr, "move-sow", "pick" => pick, "sow" => sow)
    }
}

/// The hint in words: the move (pits counted from the mover's left, as in the notation) and
/// what it is worth to the mover: "Hint: pit 3 (wins by 4, proven)", or an estimate "Hint: pit
/// 3 (about +2 after depth 12)".
pub fn hint(tr: &Tr, hint: &MoveValue) -> String {
    t!(tr, "hint",
        "move" => move_words(tr, hint.mv),
        "value" => worth(tr, hint.value, hint.exact, hint.depth))
}

/// A move in words, its pit counted from the mover's left as in the notation: "pit 3", "pit 1
/// clockwise", "swap sides".
pub fn move_words(tr: &Tr, mv: Move) -> String {
    match mv {
        Move::Sow { pit, cw: false } => t!(tr, "hint-pit", "pit" => pit + 1),
        Move::Sow { pit, cw: true } => t!(tr, "hint-pit-cw", "pit" => pit + 1),
        Move::Swap => t!(tr, "hint-swap"),
    }
}

/// What a move is worth to the player who makes it, proven ("wins by 4, proven") or estimated
/// by a search `depth` decisions deep ("about +2 after depth 12").
pub fn worth(tr: &Tr, value: i32, exact: bool, depth: u32) -> String {
    match (exact, value) {
        (true, 0) => t!(tr, "hint-draw"),
        (true, v) if v > 0 => t!(tr, "hint-wins", "by" => v),
        (true, v) => t!(tr, "hint-loses", "by" => -v),
        (false, 0) => t!(tr, "hint-even", "depth" => depth),
        (false, v) => t!(tr, "hint-about", "value" => format!("{v:+}"), "depth" => depth),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::ui::i18n::Language;

    fn worth(mv: Move, value: i32, exact: bool, depth: u32) -> String {
        hint(
            &Tr::new(Language::English),
            &MoveValue {
                mv,
                value,
                exact,
                depth,
            },
        )
    }

    #[test]
    fn a_hint_says_its_move_and_value() {
        assert_eq!(
            worth(Move::ccw(2), 4, true, 0),
            "Hint: pit 3 (wins by 4, proven)"
        );
        assert_eq!(
            worth(Move::cw(0), -3, true, 0),
            "Hint: pit 1 clockwise (loses by 3, proven)"
        );
        assert_eq!(
            worth(Move::Swap, 0, true, 0),
            "Hint: swap sides (a draw, proven)"
        );
        assert_eq!(
            worth(Move::ccw(5), 2, false, 12),
            "Hint: pit 6 (about +2 after depth 12)"
        );
        assert_eq!(
            worth(Move::ccw(5), -1, false, 9),
            "Hint: pit 6 (about -1 after depth 9)"
        );
        assert_eq!(
            worth(Move::ccw(0), 0, false, 7),
            "Hint: pit 1 (about even after depth 7)"
        );
    }
}
