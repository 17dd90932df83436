//! The games the game keeps: every game played at this table goes into the [`KeptGames`]
//! history once, dated, when it ends, or marked abandoned when it is left unfinished for
//! another game (a replay is never kept: it is a kept or imported game already; an imported
//! record is kept as it came, with its own date or none); a finished game also counts once in the [`KeptStats`], from the seat of the lone human against the AI,
//! or South's seat when two humans play (games between two AIs do not count). The player asks
//! for the rest with [`GamesCommand`]s: open a kept game on the board as a replay, delete one,
//! export one, import a record, reset the statistics. What the player must hear about (a game
//! dropped to the cap, an import that failed and where, an export written) goes into
//! [`Notices`]. Where the history and statistics are kept between runs is [`crate::game::keep::shelves`].

use crate::AppSystems;
use crate::engine::keep::history::{GameId, History};
use crate::engine::keep::stats::Statistics;
use crate::engine::{GameRecord, Side};
use crate::game::keep::notices::{Notice, Notices};
use crate::game::keep::record_files;
use crate::game::messages::{MatchStarted, OpenRecord};
use crate::game::table::{Match, Player};
use bevy::prelude::*;
use std::path::PathBuf;

/// The played games, oldest first.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct KeptGames(pub History);

/// The record a server kept of the online game at the table, once it is over (with the tag
/// naming its room, so the statistics count it apart). Online play sets it; the table keeps
/// the game as the server kept it.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ServedRecord(pub Option<GameRecord>);

/// The statistics of the finished games.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct KeptStats(pub Statistics);

/// What the player asks of the kept games.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum GamesCommand {
    /// Put a kept game on the board as a replay.
    Open(GameId),
    /// Take a game out of the history (its statistics stay).
    Delete(GameId),
    /// Write a game's record: natively to this file (the JSON form for a `.json` file, else the
    /// text form; an existing file is never written over), in the browser as a download of
    /// this name.
    Export(GameId, PathBuf),
    /// Read a record from its text (either form), keep it and open it as a replay.
    Import(String),
    /// Read a record from this file (natively), keep it and open it as a replay.
    ImportFile(PathBuf),
    /// Clear the statistics (the games counted stay counted).
    ResetStats,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeptGames>()
        .init_resource::<ServedRecord>()
        .init_resource::<KeptStats>()
        .add_message::<GamesCommand>()
        .add_systems(
            Update,
            (
                games_commands.in_set(AppSystems::Flow),
                keep_games.in_set(AppSystems::Keep),
            ),
        );
}

/// The game at the table, as the history will keep it.
#[derive(Debug)]
struct Playing {
    /// Its record with the players' tags and, once over, the result.
    record: GameRecord,
    /// Who plays the South and North seats.
    players: [Player; 2],
    /// The moves it began with (a game taken over from a replay begins with the replay's).
    from: usize,
    /// It went into the history already.
    kept: bool,
}

impl Playing {
    /// The player made a move in it since it began.
    fn moved(&self) -> bool {
        self.record.moves.len() > self.from
    }
}

/// What [`keep_games`] remembers from frame to frame.
#[derive(Debug, Default)]
struct Table {
    /// The game being played; none while a replay is on the table.
    playing: Option<Playing>,
    /// A replay was on the table: the next game is taken over from it.
    after_replay: bool,
}

/// Keeps the game on the table when it ends, or as abandoned when another game or a replay
/// replaces it before it ends (a game with no move of its own is not kept). A lesson or a
/// puzzle is no game: the game it stands in for is followed again when it comes back.
fn keep_games(
    mut started: MessageReader<MatchStarted>,
    m: Res<Match>,
    served: Res<ServedRecord>,
    mut table: Local<Table>,
    mut games: ResMut<KeptGames>,
    mut stats: ResMut<KeptStats>,
    mut notices: ResMut<Notices>,
) {
    let replaced = started.read().count() > 0;
    if m.is_practice() {
        return;
    }
    if replaced && let Some(left) = table.playing.take() {
        if same_game(&left.record, &m.record()) {
            table.playing = Some(left);
        } else if !left.kept && left.moved() {
            keep(&mut games, &mut notices, dated(left.record));
        }
    }
    if !(replaced || m.is_changed() || served.is_changed()) {
        return;
    }
    if m.is_replay() {
        table.playing = None;
        table.after_replay = true;
        return;
    }
    // An online game, once over, is kept as the server kept it.
    // An online game is over when the server says so, and kept as the server kept it.
    let served = served.0.clone().filter(|_| m.has_remote());
    let finished = match m.has_remote() {
        true => served.is_some(),
        false => m.position().is_over(),
    };
    let record = served.unwrap_or_else(|| m.record());
    let playing = match table.playing.take() {
        // The seats' players too: an online game's seat becomes the player's own once both
        // are taken.
        Some(playing) => Playing {
            record,
            players: m.settings().players,
            ..playing
        },
        None => {
            let from = if table.after_replay { m.cursor() } else { 0 };
            // A finished game resumed from the save was kept when it ended.
            let kept = m.position().is_over()
                && games
                    .0
                    .entries()
                    .iter()
                    .any(|e| same_game(&e.record, &record));
            Playing {
                record,
                players: m.settings().players,
                from,
                kept,
            }
        }
    };
    table.after_replay = false;
    let playing = table.playing.insert(playing);
    if playing.kept || !playing.moved() || !finished {
        return;
    }
    playing.kept = true;
    let Some(id) = keep(&mut games, &mut notices, dated(playing.record.clone())) else {
        return;
    };
    if let Some(you) = counted_seat(playing.players)
        && let Err(e) = stats.0.add(id, &playing.record, you)
    {
        warn!("game {id} not counted: {e}");
    }
}

/// Whether two records are the same game: the same rules, first side and moves.
fn same_game(a: &GameRecord, b: &GameRecord) -> bool {
    a.rules == b.rules && a.first == b.first && a.moves == b.moves
}

/// The seat the statistics count a game from: the lone human's against the AI, South's when
/// two humans play, none when two AIs do.
pub fn counted_seat(players: [Player; 2]) -> Option<Side> {
    match players {
        [Player::Human, _] => Some(Side::South),
        [_, Player::Human] => Some(Side::North),
        _ => None,
    }
}

/// A game played here, dated today.
fn dated(mut record: GameRecord) -> GameRecord {
    record.tags.date = Some(crate::engine::record::today());
    record
}

/// Puts a game into the history (as abandoned when it is not over); tells the player how many
/// of the oldest games went to make room.
fn keep(games: &mut KeptGames, notices: &mut Notices, record: GameRecord) -> Option<GameId> {
    match games.0.add(record) {
        Ok(added) => {
            info!("game {} kept", added.id);
            if added.dropped > 0 {
                notices.0.push(Notice::Dropped {
                    games: added.dropped,
                    cap: games.0.cap(),
                });
            }
            Some(added.id)
        }
        Err(e) => {
            warn!("the game could not be kept: {e}");
            None
        }
    }
}

fn games_commands(
    mut asked: MessageReader<GamesCommand>,
    mut games: ResMut<KeptGames>,
    mut stats: ResMut<KeptStats>,
    mut notices: ResMut<Notices>,
    mut open: MessageWriter<OpenRecord>,
) {
    for command in asked.read() {
        match command {
            GamesCommand::Open(id) => match games.0.get(*id) {
                Some(entry) => {
                    open.write(OpenRecord(entry.record.clone()));
                }
                None => warn!("no game {id} to open"),
            },
            GamesCommand::Delete(id) => {
                if games.0.remove(*id).is_some() {
                    info!("game {id} deleted");
                }
            }
            GamesCommand::Export(id, to) => {
                let Some(entry) = games.0.get(*id) else {
                    warn!("no game {id} to export");
                    continue;
                };
                notices
                    .0
                    .push(match record_files::export(&entry.record, to) {
                        Ok(place) => Notice::Exported(place),
                        Err(e) => Notice::ExportFailed(e),
                    });
            }
            GamesCommand::Import(text) => import(text, &mut games, &mut notices, &mut open),
            GamesCommand::ImportFile(path) => match record_files::read(path) {
                Ok(text) => import(&text, &mut games, &mut notices, &mut open),
                Err(e) => notices.0.push(Notice::ImportFailed(e)),
            },
            GamesCommand::ResetStats => {
                stats.0.reset();
                info!("statistics reset");
            }
        }
    }
}

/// Reads a record, keeps it and opens it as a replay; or tells the player where it is wrong.
fn import(
    text: &str,
    games: &mut KeptGames,
    notices: &mut Notices,
    open: &mut MessageWriter<OpenRecord>,
) {
    match GameRecord::parse(text) {
        Ok((record, _)) => {
            keep(games, notices, record.clone());
            open.write(OpenRecord(record));
        }
        Err(e) => notices.0.push(Notice::ImportFailed(e.into())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::Level;

    #[test]
    fn the_seat_counted() {
        let ai = Player::Ai(Level::Hard);
        assert_eq!(counted_seat([Player::Human, ai]), Some(Side::South));
        assert_eq!(counted_seat([ai, Player::Human]), Some(Side::North));
        assert_eq!(
            counted_seat([Player::Human, Player::Human]),
            Some(Side::South)
        );
        assert_eq!(counted_seat([ai, ai]), None);
    }
}
