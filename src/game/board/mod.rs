//! The board's entities: a [`BoardRoot`] with a [`Pit`] or [`Store`] child per hole, and one
//! [`Gem`] entity per seed. Gems know where they are ([`Place`]) and how they move ([`Motion`]);
//! this module spawns them for a new game and counts the gems in every hole against the
//! engine. Meshes and materials are added by the scene when it is present, so all of this runs
//! headless too.

pub mod layout;
pub mod palette;

use crate::AppSystems;
use crate::engine::{Board, Hole, Side};
use crate::game::board::layout::Layout;
use crate::game::board::palette::GemPalette;
use crate::game::messages::MatchStarted;
use crate::game::table::Match;
use bevy::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;

/// The board of the current game; its children are the holes.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[require(Transform, Visibility)]
pub struct BoardRoot {
    pub pits: u8,
}

/// A pit of `side`, `index` counted from the owner's left (0-based).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[require(Transform, Visibility)]
pub struct Pit {
    pub side: Side,
    pub index: u8,
}

impl Pit {
    pub fn hole(self) -> Hole {
        Hole::Pit {
            side: self.side,
            index: self.index,
        }
    }
}

/// The hole of an entity that is a pit or a store (queried as both, optionally).
pub fn hole_of(pit: Option<&Pit>, store: Option<&Store>) -> Option<Hole> {
    match (pit, store) {
        (Some(pit), _) => Some(pit.hole()),
        (None, Some(store)) => Some(Hole::Store(store.side)),
        (None, None) => None,
    }
}

/// A side's store.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[require(Transform, Visibility)]
pub struct Store {
    pub side: Side,
}

/// One seed: a glass gem with its own colour and the little irregularities of its pile.
#[derive(Component, Clone, Copy, Debug)]
#[require(Transform, Visibility, Motion)]
pub struct Gem {
    /// Which colour of a palette it takes (this modulo the palette's size).
    pub pick: usize,
    /// Its own small variation of that colour, a factor for each channel.
    pub tint: Vec3,
    /// Offset within its pile, each component in -1..1.
    pub jitter: Vec2,
    /// How it lies: yaw and a little tilt.
    pub rest: Quat,
}

/// Where a gem is as far as the game is concerned.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Resting (or on its way to rest) in a hole, as its `slot`-th gem.
    Hole { hole: Hole, slot: usize },
    /// In the sowing hand.
    Hand,
}

/// A gem's flight between two points along an arc, timed on the sowing clock.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Motion {
    pub from: Vec3,
    pub to: Vec3,
    pub from_rot: Quat,
    pub to_rot: Quat,
    /// Height of the arc above the straight line.
    pub lift: f32,
    pub start: f32,
    pub duration: f32,
    pub active: bool,
}

impl Gem {
    /// Its colour in `palette`, lightened where it is dark in high contrast
    /// ([`palette::high_contrast::lifted`]).
    pub fn colour(&self, palette: GemPalette, high_contrast: bool) -> Color {
        let colours = match high_contrast {
            true => palette.high_contrast_colours(),
            false => palette.colours(),
        };
        let [r, g, b] = colours[self.pick % colours.len()];
        let c = (Vec3::new(r, g, b) * self.tint).clamp(Vec3::ZERO, Vec3::ONE);
        let [r, g, b] = match high_contrast {
            true => palette::high_contrast::lifted(c.to_array()),
            false => c.to_array(),
        };
        Color::srgb(r, g, b)
    }
}

impl Motion {
    /// A flight from `from` to `to`, starting at `start` on the sowing clock.
    pub fn flight(
        from: &Transform,
        to: Vec3,
        to_rot: Quat,
        lift: f32,
        start: f32,
        duration: f32,
    ) -> Motion {
        Motion {
            from: from.translation,
            to,
            from_rot: from.rotation,
            to_rot,
            lift,
            start,
            duration,
            active: true,
        }
    }

    /// Where the flight has the gem at `time` on the sowing clock.
    pub fn position_at(&self, time: f32) -> Vec3 {
        let u = self.progress(time);
        let ease = u * u * (3.0 - 2.0 * u);
        self.from.lerp(self.to, ease) + Vec3::Y * self.lift * 4.0 * u * (1.0 - u)
    }

    /// How far along the flight is at `time`, 0..=1.
    pub fn progress(&self, time: f32) -> f32 {
        if self.duration <= 0.0 {
            1.0
        } else {
            ((time - self.start) / self.duration).clamp(0.0, 1.0)
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, rebuild_board.in_set(AppSystems::Rebuild));
}

/// Everything a new game replaces.
type BoardOrGem = Or<(With<BoardRoot>, With<Gem>)>;

/// Builds the board and its gems for the game in the rules resource.
fn rebuild_board(
    mut started: MessageReader<MatchStarted>,
    m: Res<Match>,
    old: Query<Entity, BoardOrGem>,
    mut commands: Commands,
) {
    if started.read().count() == 0 {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    let board = m.position().board();
    let layout = Layout::new(board.pits());
    commands
        .spawn(BoardRoot { pits: board.pits() })
        .with_children(|root| {
            for hole in board.holes() {
                let at = Transform::from_translation(layout.hole_center(hole));
                match hole {
                    Hole::Pit { side, index } => root.spawn((Pit { side, index }, at)),
                    Hole::Store(side) => root.spawn((Store { side }, at)),
                };
            }
        });
    // The same gems for the same game, so screenshots are repeatable.
    let mut rng = SmallRng::seed_from_u64(m.epoch());
    for hole in board.holes() {
        for slot in 0..board.count(hole) as usize {
            let gem = random_gem(&mut rng);
            let at = Transform::from_translation(layout.rest_position(hole, slot, gem.jitter))
                .with_rotation(gem.rest);
            commands.spawn((gem, Place::Hole { hole, slot }, at));
        }
    }
}

fn random_gem(rng: &mut SmallRng) -> Gem {
    // As many picks as the classic palette has colours: its gems look as they always have.
    let pick = rng.random_range(0..GemPalette::Classic.colours().len());
    let mut vary = || rng.random_range(0.85..1.12);
    let tint = Vec3::new(vary(), vary(), vary());
    let jitter = Vec2::new(rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0));
    let rest = Quat::from_rotation_y(rng.random_range(0.0..std::f32::consts::TAU))
        * Quat::from_rotation_x(rng.random_range(-0.25..0.25));
    Gem {
        pick,
        tint,
        jitter,
        rest,
    }
}

/// Gems per hole as the entities say (gems in the hand count nowhere).
pub fn gem_counts<'a>(places: impl IntoIterator<Item = &'a Place>) -> HashMap<Hole, u8> {
    let mut counts = HashMap::new();
    for place in places {
        if let Place::Hole { hole, .. } = place {
            *counts.entry(*hole).or_insert(0) += 1;
        }
    }
    counts
}

/// How the gems disagree with the engine's board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GemsDisagree {
    #[error("gems left in the hand")]
    InHand,
    /// Each hole whose gems the engine counts otherwise: the hole, its gems, the engine's seeds.
    #[error("{}", show_holes(.0))]
    Holes(Vec<(Hole, u8, u8)>),
}

fn show_holes(holes: &[(Hole, u8, u8)]) -> String {
    let holes: Vec<String> = holes
        .iter()
        .map(|(hole, gems, seeds)| format!("{hole:?}: {gems} gems, engine {seeds}"))
        .collect();
    holes.join("; ")
}

/// Compares the gems with the engine's board: every hole must hold as many gem entities as the
/// engine counts seeds, and no gem may be left in the hand.
pub fn check_counts<'a>(
    board: &Board,
    places: impl IntoIterator<Item = &'a Place>,
) -> Result<(), GemsDisagree> {
    let places: Vec<&Place> = places.into_iter().collect();
    if places.iter().any(|p| **p == Place::Hand) {
        return Err(GemsDisagree::InHand);
    }
    let counts = gem_counts(places);
    let wrong: Vec<(Hole, u8, u8)> = board
        .holes()
        .filter_map(|hole| {
            let gems = counts.get(&hole).copied().unwrap_or(0);
            (gems != board.count(hole)).then(|| (hole, gems, board.count(hole)))
        })
        .collect();
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(GemsDisagree::Holes(wrong))
    }
}

/// [`check_counts`] on a whole world: for tests and the settle check.
pub fn check_world(world: &mut World) -> Result<(), GemsDisagree> {
    let board = *world.resource::<Match>().position().board();
    let mut q = world.query_filtered::<&Place, With<Gem>>();
    let places: Vec<Place> = q.iter(world).copied().collect();
    check_counts(&board, &places)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The check names what disagrees: a gem in the hand, or each hole whose gems the engine
    /// counts otherwise, with both counts.
    #[test]
    fn the_gems_check_names_the_holes_that_disagree() {
        let board = Board::new(1, 1);
        let pit = |side| Hole::Pit { side, index: 0 };
        let at = |hole, slot| Place::Hole { hole, slot };
        let agree = [at(pit(Side::South), 0), at(pit(Side::North), 0)];
        assert_eq!(check_counts(&board, &agree), Ok(()));
        let held = [at(pit(Side::South), 0), Place::Hand];
        assert_eq!(check_counts(&board, &held), Err(GemsDisagree::InHand));
        let two = [at(pit(Side::South), 0), at(pit(Side::South), 1)];
        let wrong = check_counts(&board, &two).unwrap_err();
        assert_eq!(
            wrong,
            GemsDisagree::Holes(vec![(pit(Side::South), 2, 1), (pit(Side::North), 0, 1)])
        );
        assert!(wrong.to_string().contains("2 gems, engine 1"), "{wrong}");
    }
}
