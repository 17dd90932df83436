//! What a screen reader says after every move, in the player's language: who sowed which pit
//! and how many seeds, what was captured, relayed or made four, and who moves next, or the
//! result when the game is over ("North (AI Medium) sowed pit 5: 3 seeds, captured 6. Your
//! turn."); and, for a move that cannot be played now, why, as the HUD says it ("That pit
//! cannot be sown now"). The last words are kept in [`Spoken`]; on the web they are also
//! written into the page's `aria-live` region (`#kalah-live` in `web/index.html`), which screen
//! readers read out.

use crate::AppSystems;
use crate::engine::summary::{MoveSummary, Next};
use crate::engine::{Hole, Move, Side};
use crate::game::messages::{MatchStarted, MovePlayed, MoveRefused};
use crate::game::table::Match;
use crate::ui::hud::status_text;
use crate::ui::i18n::names;
use crate::ui::i18n::{Tr, t};
use bevy::prelude::*;

/// The last words spoken: the last move's summary, or why a move was refused.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Spoken(pub String);

pub fn plugin(app: &mut App) {
    app.init_resource::<Spoken>()
        .add_systems(Update, speak.in_set(AppSystems::Present));
}

fn speak(
    tr: Res<Tr>,
    m: Res<Match>,
    mut played: MessageReader<MovePlayed>,
    mut refused: MessageReader<MoveRefused>,
    mut started: MessageReader<MatchStarted>,
    mut spoken: ResMut<Spoken>,
) {
    // A new game starts silent; a move after it in the same frame still speaks.
    if started.read().count() > 0 {
        spoken.0.clear();
    }
    for move_played in played.read() {
        let summary = MoveSummary::of(move_played.side, move_played.mv, &move_played.steps);
        spoken.0 = summary_words(&tr, &m, &summary);
    }
    for refusal in refused.read() {
        spoken.0 = status_text::refused(&tr, &m, refusal.why);
    }
    #[cfg(target_arch = "wasm32")]
    if spoken.is_changed() {
        say_in_page(&spoken.0);
    }
}

/// The summary of `s` in words.
pub fn summary_words(tr: &Tr, m: &Match, s: &MoveSummary) -> String {
    let seat = names::seat(tr, m, s.side);
    let mut said = match s.mv {
        Move::Swap => t!(tr, "said-swapped", "seat" => seat.clone()),
        Move::Sow { pit, cw } => {
            let id = if cw { "said-sowed-cw" } else { "said-sowed" };
            t!(tr, id, "seat" => seat.clone(), "pit" => pit + 1, "seeds" => s.lifted)
        }
    };
    if s.relays > 0 {
        said += &format!(", {}", t!(tr, "said-relays", "relays" => s.relays));
    }
    if s.captured > 0 {
        said += &format!(", {}", t!(tr, "said-captured", "seeds" => s.captured));
    }
    if let Some(Hole::Pit { index, .. }) = s.claimed {
        said += &format!(", {}", t!(tr, "said-tuzdyk", "pit" => index + 1));
    }
    if s.to_tuzdyk > 0 {
        said += &format!(", {}", t!(tr, "said-to-tuzdyk", "seeds" => s.to_tuzdyk));
    }
    if s.grand_slam {
        said += &format!(", {}", t!(tr, "said-grand-slam"));
    }
    if s.fours > 0 {
        said += &format!(", {}", t!(tr, "said-fours", "fours" => s.fours));
    }
    let next = match s.next {
        Next::Again if m.lone_human() == Some(s.side) => t!(tr, "said-your-turn-again"),
        Next::Again => t!(tr, "said-again", "seat" => seat),
        Next::Passes(side) if m.lone_human() == Some(side) => t!(tr, "said-your-turn"),
        Next::Passes(side) => t!(tr, "said-to-move", "seat" => names::seat(tr, m, side)),
        Next::Over => {
            let [south, north] = m.position().scores();
            let headline = m
                .outcome()
                .map(|outcome| names::headline(tr, m, outcome))
                .unwrap_or_default();
            let stores = t!(
                tr,
                "said-stores",
                "south" => names::side(tr, Side::South),
                "south_seeds" => south,
                "north" => names::side(tr, Side::North),
                "north_seeds" => north
            );
            format!("{headline} {stores}")
        }
    };
    format!("{said}. {next}")
}

/// Puts `text` into the page's `aria-live` region, `#kalah-live`, which screen readers read
/// out when it changes.
#[cfg(target_arch = "wasm32")]
fn say_in_page(text: &str) {
    let region = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("kalah-live"));
    if let Some(region) = region {
        region.set_text_content(Some(text));
    }
}
