//! Turn flow: the one door through which decisions reach the rules resource. A `ChooseMove`
//! becomes `Match::play` when the turn phase is open for moves and the message comes from
//! whoever is to move. A human's move that cannot be played now is answered with `MoveRefused`
//! (the rules do not allow it, it is not their turn, or the gems still move). Undo, redo, new
//! games, skipping the animation and pausing come from `GameCommand`s.

use crate::AppSystems;
use crate::engine::{Hole, Move};
use crate::game::messages::{
    BoardNews, ChooseMove, GameCommand, MatchStarted, MovePlayed, MoveRefused, MoveSource,
    PositionJumped, Refusal,
};
use crate::game::phase::TurnPhase;
use crate::game::sowing::{Playback, Sowing};
use crate::game::table::{Match, Player};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (game_commands, choose_moves)
            .chain()
            .in_set(AppSystems::Flow),
    );
}

/// `mv` refused in `m`: heard at the mover's pit it names (a pit the board does not have, or
/// the swap, in the middle).
fn refused_move(why: Refusal, m: &Match, mv: Move) -> MoveRefused {
    let hole = match mv {
        Move::Sow { pit, .. } if pit < m.rules().pits => Some(Hole::Pit {
            side: m.position().to_move(),
            index: pit,
        }),
        _ => None,
    };
    MoveRefused { why, hole }
}

/// Whether `choice` may be played now.
fn accepts(m: &Match, choice: &ChooseMove) -> bool {
    match (m.mover(), choice.source) {
        (Some(Player::Human), MoveSource::Human)
        | (Some(Player::Ai(_)), MoveSource::Ai)
        | (Some(Player::Remote), MoveSource::Remote) => m.is_legal(choice.mv),
        _ => false,
    }
}

pub(crate) fn choose_moves(
    mut choices: MessageReader<ChooseMove>,
    mut started: MessageReader<MatchStarted>,
    mut jumped: MessageReader<PositionJumped>,
    mut m: ResMut<Match>,
    phase: Res<TurnPhase>,
    mut played: MessageWriter<MovePlayed>,
    mut refused: MessageWriter<MoveRefused>,
) {
    // One decision per settled board: the rest of this frame's messages come too early, and
    // so does any move in the frame a new board is built or rearranged.
    let rebuilt = started.read().count() + jumped.read().count() > 0;
    let mut open = phase.open_for_moves() && !rebuilt;
    for choice in choices.read() {
        let human = choice.source == MoveSource::Human;
        if !open {
            if human {
                // Open but closed here: a board built this frame, or a move already played.
                let why = match phase.open_for_moves() {
                    true => Refusal::StillSowing,
                    false => phase.refusal(),
                };
                refused.write(refused_move(why, &m, choice.mv));
            }
            continue;
        }
        if !accepts(&m, choice) {
            if human {
                let why = match m.human_to_move() {
                    true => Refusal::Illegal,
                    false => Refusal::NotYourTurn,
                };
                refused.write(refused_move(why, &m, choice.mv));
            }
            continue;
        }
        let side = m.position().to_move();
        match m.play(choice.mv) {
            Ok(steps) => {
                info!("played {} for {side}", choice.mv);
                played.write(MovePlayed {
                    side,
                    mv: choice.mv,
                    steps,
                });
                open = false;
            }
            Err(e) => warn!("{e}"),
        }
    }
}

fn game_commands(
    mut commands: MessageReader<GameCommand>,
    mut m: ResMut<Match>,
    phase: Res<TurnPhase>,
    mut sowing: ResMut<Sowing>,
    mut playback: ResMut<Playback>,
    board: BoardNews,
) {
    let BoardNews {
        mut played,
        mut started,
        mut jumped,
    } = board;
    for command in commands.read() {
        match command {
            GameCommand::Undo => {
                if m.undo() > 0 {
                    jumped.write(PositionJumped);
                }
            }
            GameCommand::Redo => {
                if !phase.settled() {
                    continue;
                }
                let before = m.game().history().len();
                let traces = m.redo();
                let history: Vec<_> = m.game().history().skip(before).collect();
                for ((side, mv), steps) in history.into_iter().zip(traces) {
                    played.write(MovePlayed { side, mv, steps });
                }
            }
            GameCommand::NewGame(settings) => match Match::new(settings.clone(), Some(&*m)) {
                Ok(next) => {
                    *m = next;
                    started.write(MatchStarted);
                }
                Err(e) => warn!("cannot start that game: {e}"),
            },
            GameCommand::Skip if !phase.settled() => sowing.skip(),
            // Online the server's clock runs on: nobody pauses the game.
            GameCommand::TogglePause if !m.has_remote() => playback.paused = !playback.paused,
            GameCommand::Hint | GameCommand::Skip | GameCommand::TogglePause => {}
        }
    }
}
