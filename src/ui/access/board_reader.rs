//! The board as a screen reader meets it: one named control for every pit and store, saying
//! whose it is, how many seeds it holds and, for a pit the human to move may sow, where its last
//! seed lands ("South pit 3, 4 seeds, lands in your store"); where the rules let the mover choose
//! the direction, a playable pit is two controls, one for each way. Each control knows the move
//! it makes and where on screen its hole lies. Natively the controls become AccessKit nodes in
//! egui's tree (`access::tree`), in the browser buttons in the page (`web::pits`).

use crate::engine::{Hole, Move, Side};
use crate::game::board::layout::{PIT_RADIUS, STORE_HALF_LENGTH, STORE_RADIUS};
use crate::game::board::{Pit, Store, hole_of};
use crate::game::phase::TurnPhase;
use crate::game::table::Match;
use crate::ui::i18n::names;
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::menus::Menus;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// One control of the board.
#[derive(Clone, Debug, PartialEq)]
pub struct HoleControl {
    pub hole: Hole,
    /// What a screen reader says for it.
    pub label: String,
    /// The move activating it plays; `None` for a store, or a pit that cannot be sown now.
    pub mv: Option<Move>,
    /// Where the hole lies on screen, in egui points (none while the camera cannot see it).
    pub rect: Option<egui::Rect>,
}

impl HoleControl {
    /// A name for the control that stays the same from frame to frame.
    pub fn key(&self) -> (Hole, Option<bool>) {
        let direction = match self.mv {
            Some(Move::Sow { cw, .. }) => Some(cw),
            _ => None,
        };
        (self.hole, direction)
    }
}

/// The board's controls this frame, South's pits first, then North's, then the stores.
#[derive(Resource, Default, Debug)]
pub struct BoardReading(pub Vec<HoleControl>);

/// The controls of the board in `m`, without their places on screen; pits may be sown only
/// where the board is `open` for moves (not while a move is still being sown on screen).
pub fn controls(tr: &Tr, m: &Match, open: bool) -> Vec<HoleControl> {
    let board = m.position().board();
    let mover = m.position().to_move();
    let chooses = m.rules().chooses_direction();
    // Online, every pit also says whose turn it is and that the opponent plays from afar.
    let online_turn = (m.has_remote() && m.in_play()).then(|| match m.human_to_move() {
        true => t!(tr, "board-online-your-turn"),
        false => t!(tr, "board-online-their-turn", "seat" => names::seat(tr, m, mover)),
    });
    let mut controls = Vec::new();
    for side in [Side::South, Side::North] {
        for index in 0..board.pits() {
            let hole = Hole::Pit { side, index };
            let mut named = t!(
                tr,
                "board-pit",
                "side" => names::side(tr, side),
                "pit" => index + 1,
                "seeds" => board.count(hole)
            );
            // A tuzdyk says whose it is (its seeds go to that side's store).
            if let Some(owner) = m.position().whose_tuzdyk(hole) {
                let whose = t!(tr, "board-tuzdyk", "side" => names::side(tr, owner));
                named = format!("{named}, {whose}");
            }
            if let Some(turn) = &online_turn {
                named = format!("{named}, {turn}");
            }
            let moves: Vec<Move> = if open && side == mover && m.human_to_move() {
                let sowable = m.sowable(index);
                [(false, sowable.ccw), (true, sowable.cw)]
                    .into_iter()
                    .filter(|&(_, may)| may)
                    .map(|(cw, _)| Move::Sow { pit: index, cw })
                    .collect()
            } else {
                Vec::new()
            };
            if moves.is_empty() {
                controls.push(HoleControl {
                    hole,
                    label: named.clone(),
                    mv: None,
                    rect: None,
                });
            }
            for mv in moves {
                let mut parts = vec![named.clone()];
                if chooses {
                    parts.push(direction(tr, mv));
                }
                if let Some(landing) = m.landing(mv) {
                    parts.push(lands(tr, mover, landing));
                }
                controls.push(HoleControl {
                    hole,
                    label: parts.join(", "),
                    mv: Some(mv),
                    rect: None,
                });
            }
        }
    }
    for side in [Side::South, Side::North] {
        controls.push(HoleControl {
            hole: Hole::Store(side),
            label: t!(
                tr,
                "board-store",
                "side" => names::side(tr, side),
                "seeds" => board.store(side)
            ),
            mv: None,
            rect: None,
        });
    }
    controls
}

/// Which way `mv` sows, in words.
fn direction(tr: &Tr, mv: Move) -> String {
    match mv {
        Move::Sow { cw: true, .. } => t!(tr, "board-clockwise"),
        _ => t!(tr, "board-counter-clockwise"),
    }
}

/// Where the last seed of the `mover`'s move lands, in words.
fn lands(tr: &Tr, mover: Side, landing: Hole) -> String {
    match landing {
        Hole::Store(side) if side == mover => t!(tr, "board-lands-own-store"),
        Hole::Store(_) => t!(tr, "board-lands-other-store"),
        Hole::Pit { side, index } if side == mover => {
            t!(tr, "board-lands-own-pit", "pit" => index + 1)
        }
        Hole::Pit { index, .. } => t!(tr, "board-lands-other-pit", "pit" => index + 1),
    }
}

/// How far a hole reaches from its centre across the board (x) and along it (z).
fn reach(hole: Hole) -> Vec2 {
    match hole {
        Hole::Pit { .. } => Vec2::splat(PIT_RADIUS),
        Hole::Store(_) => Vec2::new(STORE_RADIUS, STORE_HALF_LENGTH + STORE_RADIUS),
    }
}

/// The board as the camera sees it: the camera, and where each pit and store stands.
#[derive(SystemParam)]
pub(crate) struct BoardInView<'w, 's> {
    cameras: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<Camera3d>>,
    holes: Query<
        'w,
        's,
        (
            Option<&'static Pit>,
            Option<&'static Store>,
            &'static GlobalTransform,
        ),
    >,
}

/// Reads the board into [`BoardReading`]: its controls, named again only when the match, the
/// turn phase, the language or the menus change (none while a menu is open: the menu has the
/// player's attention, and the keys), and where each hole lies on screen, every frame (the
/// camera may move). The reading counts as changed only when either does.
pub(crate) fn read(
    tr: Res<Tr>,
    m: Option<Res<Match>>,
    menus: Res<Menus>,
    phase: Res<TurnPhase>,
    mut contexts: EguiContexts,
    seen: BoardInView,
    mut reading: ResMut<BoardReading>,
) -> Result {
    let BoardInView { cameras, holes } = seen;
    let Some(m) = m.filter(|_| !menus.any_open()) else {
        if !reading.0.is_empty() {
            reading.0.clear();
        }
        return Ok(());
    };
    if m.is_changed() || phase.is_changed() || tr.is_changed() || menus.is_changed() {
        reading.0 = controls(&tr, &m, phase.open_for_moves());
    }
    let zoom = contexts.ctx_mut()?.zoom_factor();
    let Some((camera, camera_at)) = cameras.iter().next() else {
        return Ok(());
    };
    let mut moved = false;
    for (pit, store, at) in &holes {
        let Some(hole) = hole_of(pit, store) else {
            continue;
        };
        let centre = at.translation();
        let reach = reach(hole);
        let corners = [(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)].map(|(x, z)| {
            camera.world_to_viewport(camera_at, centre + Vec3::new(x * reach.x, 0.0, z * reach.y))
        });
        // The camera speaks the window's logical pixels, egui its zoomed points.
        let rect = corners
            .into_iter()
            .map(|c| c.map(|c| egui::pos2(c.x / zoom, c.y / zoom)))
            .collect::<Result<Vec<_>, _>>()
            .ok()
            .map(|corners| egui::Rect::from_points(&corners));
        let controls = &mut reading.bypass_change_detection().0;
        for control in controls.iter_mut().filter(|c| c.hole == hole) {
            moved |= control.rect != rect;
            control.rect = rect;
        }
    }
    if moved {
        reading.set_changed();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RuleSet;
    use crate::game::table::{MatchSettings, Player, Starter};
    use crate::ui::i18n::Language;

    fn opened(rules: RuleSet) -> Match {
        Match::new(
            MatchSettings {
                rules,
                players: [Player::Human, Player::Human],
                starter: Starter::South,
            },
            None,
        )
        .unwrap()
    }

    fn label(controls: &[HoleControl], hole: Hole) -> Vec<&str> {
        controls
            .iter()
            .filter(|c| c.hole == hole)
            .map(|c| c.label.as_str())
            .collect()
    }

    #[test]
    fn every_hole_is_named_with_its_seeds_and_the_movers_pits_say_where_they_land() {
        let tr = Tr::new(Language::English);
        let controls = controls(&tr, &opened(RuleSet::kalah()), true);
        assert_eq!(controls.len(), 6 + 6 + 2);
        let south = |index| Hole::Pit {
            side: Side::South,
            index,
        };
        assert_eq!(
            label(&controls, south(2)),
            ["South pit 3, 4 seeds, lands in your store"]
        );
        assert_eq!(
            label(&controls, south(5)),
            ["South pit 6, 4 seeds, lands in your opponent's pit 3"]
        );
        assert_eq!(
            label(&controls, south(0)),
            ["South pit 1, 4 seeds, lands in your pit 5"]
        );
        let north = Hole::Pit {
            side: Side::North,
            index: 0,
        };
        assert_eq!(label(&controls, north), ["North pit 1, 4 seeds"]);
        assert_eq!(
            label(&controls, Hole::Store(Side::North)),
            ["North store, 0 seeds"]
        );
        let playable: Vec<_> = controls.iter().filter_map(|c| c.mv).collect();
        assert_eq!(playable, (0..6).map(Move::ccw).collect::<Vec<_>>());
        // While a move is still being sown on screen, no pit may be sown.
        let sowing = super::controls(&tr, &opened(RuleSet::kalah()), false);
        assert!(sowing.iter().all(|c| c.mv.is_none()));
        assert_eq!(label(&sowing, south(2)), ["South pit 3, 4 seeds"]);
    }

    #[test]
    fn a_pit_that_may_be_sown_both_ways_is_two_controls() {
        let tr = Tr::new(Language::English);
        let controls = controls(&tr, &opened(RuleSet::preset("ethiopian").unwrap()), true);
        let pit = Hole::Pit {
            side: Side::South,
            index: 0,
        };
        let both = label(&controls, pit);
        assert_eq!(both.len(), 2);
        assert!(
            both[0].contains(", counter-clockwise, lands in"),
            "{both:?}"
        );
        assert!(both[1].contains(", clockwise, lands in"), "{both:?}");
        let keys: Vec<_> = controls
            .iter()
            .filter(|c| c.hole == pit)
            .map(HoleControl::key)
            .collect();
        assert_eq!(keys, [(pit, Some(false)), (pit, Some(true))]);
    }

    #[test]
    fn the_words_are_the_players_language() {
        let tr = Tr::new(Language::Russian);
        let controls = controls(&tr, &opened(RuleSet::kalah()), true);
        let pit = Hole::Pit {
            side: Side::South,
            index: 2,
        };
        assert_eq!(
            label(&controls, pit),
            ["Юг, лунка 3: 4 камня, последний камень упадёт в ваш калах"]
        );
    }
}
