//! Replaying a record on the board: an [`OpenRecord`] puts a replay of it on the table (a
//! [`Match`] holding the whole record with a cursor), and [`ReplayCommand`]s step it: forward
//! sows the next decision with the animation of play, back and jumps let the gems slide to the
//! position, and playing through steps forward each time the board settles, at the animation's
//! speed. Nobody moves in a replay and the AI does not think; a new game can be taken over from
//! any of its positions. A record that cannot be replayed leaves the table as it was and says
//! why ([`UnplayableRecord`]).

pub mod review;

use crate::AppSystems;
use crate::game::messages::{MatchStarted, MovePlayed, OpenRecord, PositionJumped, ReplayCommand};
use crate::game::phase::TurnPhase;
use crate::game::sowing::Playback;
use crate::game::table::{Match, MatchError};
use bevy::prelude::*;

/// Whether the replay plays on by itself, a decision each time the board settles.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayThrough(pub bool);

/// A record that was asked to be opened but cannot be replayed, and why, for the overlay to
/// tell the player (who then dismisses it).
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct UnplayableRecord(pub MatchError);

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(review::plugin);
    app.init_resource::<PlayThrough>().add_systems(
        Update,
        (open_records, replay_commands, play_through)
            .chain()
            .in_set(AppSystems::Replay),
    );
}

/// Puts the last record asked for on the table, at its start.
fn open_records(
    mut open: MessageReader<OpenRecord>,
    mut m: ResMut<Match>,
    mut playing: ResMut<PlayThrough>,
    mut started: MessageWriter<MatchStarted>,
    mut commands: Commands,
) {
    let Some(OpenRecord(record)) = open.read().last() else {
        return;
    };
    match Match::replay(record.clone(), Some(&m)) {
        Ok(replay) => {
            info!("replaying a game of {} decisions", record.moves.len());
            *m = replay;
            playing.0 = false;
            started.write(MatchStarted);
        }
        Err(e) => {
            warn!("cannot replay that game: {e}");
            commands.insert_resource(UnplayableRecord(e));
        }
    }
}

fn replay_commands(
    mut asked: MessageReader<ReplayCommand>,
    mut m: ResMut<Match>,
    mut playing: ResMut<PlayThrough>,
    mut played: MessageWriter<MovePlayed>,
    mut jumped: MessageWriter<PositionJumped>,
    mut started: MessageWriter<MatchStarted>,
) {
    for command in asked.read() {
        let Some(total) = m.replayed().map(|r| r.moves.len()) else {
            continue;
        };
        match *command {
            ReplayCommand::Forward => {
                if let Some(last) = m.step_forward() {
                    played.write(MovePlayed {
                        side: last.side,
                        mv: last.mv,
                        steps: last.steps,
                    });
                }
            }
            ReplayCommand::Back => {
                playing.0 = false;
                if m.step_back() {
                    jumped.write(PositionJumped);
                }
            }
            ReplayCommand::Jump(ply) => {
                playing.0 = false;
                if m.jump(ply) {
                    jumped.write(PositionJumped);
                }
            }
            ReplayCommand::TogglePlay => {
                playing.0 = !playing.0;
                // Playing from the end plays the game again from its start.
                if playing.0 && m.cursor() == total && m.jump(0) {
                    jumped.write(PositionJumped);
                }
            }
            ReplayCommand::TakeOver(players) => match m.take_over(players) {
                Ok(game) => {
                    info!("a game taken over after {} decisions", game.cursor());
                    *m = game;
                    playing.0 = false;
                    started.write(MatchStarted);
                }
                Err(e) => warn!("cannot take over: {e}"),
            },
        }
    }
}

/// Plays the next decision once the board has settled on the last one, unless paused; stops
/// at the end.
fn play_through(
    mut m: ResMut<Match>,
    phase: Res<TurnPhase>,
    playback: Res<Playback>,
    mut playing: ResMut<PlayThrough>,
    mut played: MessageWriter<MovePlayed>,
) {
    if !playing.0 || *phase != TurnPhase::Replay || playback.paused {
        return;
    }
    match m.step_forward() {
        Some(last) => {
            played.write(MovePlayed {
                side: last.side,
                mv: last.mv,
                steps: last.steps,
            });
        }
        None => playing.0 = false,
    }
}
