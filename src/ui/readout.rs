//! What the HUD's status box says, as plain functions of the game (no egui), so headless tests
//! read the same words a player does: the scores as the gems show them, how to move in the
//! words of the input the player last used (naming the inputs as the binding tables do), and
//! the hint with what it is worth.

use crate::engine::ai::MoveValue;
use crate::engine::{Hole, Move, Side};
use crate::game::board::{Place, gem_counts};
use crate::game::r#match::Match;
use crate::game::phase::TurnPhase;
use crate::input::bindings::{Action, KEYS, MOUSE, PAD};
use crate::input::focus::Device;

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

/// How the human to move plays, for the input they last used: the mouse (`None`, also before
/// any input), the keys or a pad.
pub fn how_to_move(m: &Match, device: Option<Device>) -> String {
    let choice = m.rules().chooses_direction();
    let swap = m.position().pie_open();
    let keys = format!("arrows or 1–{} pick a pit", m.rules().pits);
    let pad = "d-pad or stick picks a pit";
    let sow_keys = KEYS.labels(Action::Sow);
    let sow_pad = PAD.label(Action::Sow);
    match (device, choice, swap) {
        (None, true, _) => format!(
            "{} sows counter-clockwise, {} clockwise",
            MOUSE.label(Action::Sow).to_lowercase(),
            MOUSE.label(Action::SowCw).to_lowercase()
        ),
        (None, _, true) => "click a pit, or swap sides".into(),
        (None, ..) => "click a pit".into(),
        (Some(Device::Keys), true, _) => format!(
            "{keys}, {} sows counter-clockwise, {} clockwise",
            KEYS.label(Action::Sow),
            KEYS.label(Action::SowCw)
        ),
        (Some(Device::Keys), _, true) => format!(
            "{keys}, {sow_keys} sows it, {} swaps sides",
            KEYS.label(Action::Swap)
        ),
        (Some(Device::Keys), ..) => format!("{keys}, {sow_keys} sows it"),
        (Some(Device::Pad), true, _) => format!(
            "{pad}, {} sows counter-clockwise, {} clockwise",
            PAD.labels(Action::Sow),
            PAD.label(Action::SowCw)
        ),
        (Some(Device::Pad), _, true) => format!(
            "{pad}, {sow_pad} sows it, {} swaps sides",
            PAD.label(Action::Swap)
        ),
        (Some(Device::Pad), ..) => format!("{pad}, {sow_pad} sows it"),
    }
}

/// The hint in words: the move (pits counted from the mover's left, as in the notation) and
/// what it is worth to the mover: "Hint: pit 3 (wins by 4, proven)", or an estimate "Hint: pit
/// 3 (about +2 after depth 12)".
pub fn hint(hint: &MoveValue) -> String {
    let mv = match hint.mv {
        Move::Sow { pit, cw: false } => format!("pit {}", pit + 1),
        Move::Sow { pit, cw: true } => format!("pit {} clockwise", pit + 1),
        Move::Swap => "swap sides".to_string(),
    };
    let value = match (hint.exact, hint.value) {
        (true, 0) => "a draw, proven".to_string(),
        (true, v) if v > 0 => format!("wins by {v}, proven"),
        (true, v) => format!("loses by {}, proven", -v),
        (false, 0) => format!("about even after depth {}", hint.depth),
        (false, v) => format!("about {v:+} after depth {}", hint.depth),
    };
    format!("Hint: {mv} ({value})")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn worth(mv: Move, value: i32, exact: bool, depth: u32) -> String {
        hint(&MoveValue {
            mv,
            value,
            exact,
            depth,
        })
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
