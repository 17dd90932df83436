//! After a jump (undo), the gems slide to the position the game jumped to: as few gems as
//! possible move, taken from the tops of piles that are too high and dropped on piles that are
//! too low, each along a low arc on the sowing clock.

use crate::AppSystems;
use crate::engine::Hole;
use crate::game::board::layout::Layout;
use crate::game::board::{Gem, Motion, Place};
use crate::game::messages::PositionJumped;
use crate::game::sowing::Sowing;
use crate::game::table::Match;
use bevy::prelude::*;
use std::collections::HashMap;

/// How long gems take to slide to their new holes after an undo.
const REARRANGE_SECONDS: f32 = 0.45;
/// How high their arc rises above the straight line (world units).
const REARRANGE_ARC: f32 = 0.3;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, rearrange_gems.in_set(AppSystems::Rebuild));
}

/// After an undo, moves as few gems as possible so every hole holds the engine's count, and
/// lets them slide there.
fn rearrange_gems(
    mut jumped: MessageReader<PositionJumped>,
    m: Res<Match>,
    sowing: Res<Sowing>,
    mut gems: Query<(Entity, &Gem, &mut Place, &mut Motion, &Transform)>,
) {
    if jumped.read().count() == 0 {
        return;
    }
    let board = m.position().board();
    let layout = Layout::new(board.pits());
    // The gems of each hole, bottom of the pile first; the hand's gems go to the pool.
    let mut by_hole: HashMap<Hole, Vec<(usize, Entity)>> = HashMap::new();
    let mut pool = Vec::new();
    for (entity, _, place, _, _) in &gems {
        match *place {
            Place::Hole { hole, slot } => by_hole.entry(hole).or_default().push((slot, entity)),
            Place::Hand => pool.push(entity),
        }
    }
    // Take the tops of piles that are too high ...
    for hole in board.holes() {
        let pile = by_hole.entry(hole).or_default();
        pile.sort_unstable();
        let want = board.count(hole) as usize;
        if pile.len() > want {
            pool.extend(pile.drain(want..).map(|(_, e)| e));
        }
    }
    // ... and drop them on piles that are too low, closing any gaps on the way.
    for hole in board.holes() {
        let want = board.count(hole) as usize;
        let pile = by_hole.entry(hole).or_default();
        while pile.len() < want {
            let Some(entity) = pool.pop() else { break };
            pile.push((usize::MAX, entity));
        }
        for (slot, &(old_slot, entity)) in pile.iter().enumerate() {
            if old_slot == slot {
                continue;
            }
            let Ok((_, gem, mut place, mut motion, transform)) = gems.get_mut(entity) else {
                continue;
            };
            *place = Place::Hole { hole, slot };
            let to = layout.rest_position(hole, slot, gem.jitter);
            *motion = Motion::flight(
                transform,
                to,
                gem.rest,
                REARRANGE_ARC,
                sowing.clock(),
                REARRANGE_SECONDS,
            );
        }
    }
    if !pool.is_empty() {
        error!("{} gems left over after rearranging the board", pool.len());
    }
}
