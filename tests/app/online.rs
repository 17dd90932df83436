//! Online play at the table: two headless tables (`LogicPlugin` apps) play each other through a
//! real `kalah-server` on loopback, each naming the other by name, one of them is dropped
//! mid-game and rebuilt from its save, a move the server refuses is taken back on the board, and
//! a table that fell behind the server fetches the game again and plays on. With the whole
//! overlay: `online_panel.rs`.

#![cfg(feature = "online")]

#[path = "../support/server.rs"]
pub(crate) mod server;

use crate::common::{m, opened, seats, start};
use bevy::prelude::*;
use kalah::engine::keep::stats::Opponent;
use kalah::engine::{GameRecord, Move, Outcome, RuleSet, Side};
use kalah::game::board::check_world;
use kalah::game::keep::games::{KeptGames, KeptStats};
use kalah::game::messages::{ChooseMove, PositionJumped, Refusal};
use kalah::game::online::{Connection, Notice, Online, OnlineCommand, Room};
use kalah::game::phase::TurnPhase;
use kalah::game::settings::Settings;
use kalah::game::table::{Match, Player};
use kalah::online::protocol::{EndCause, ErrorCode, SeatChoice};
use kalah::ui::hud::status_text;
use kalah::ui::i18n::{Language, Tr, names};
use server::Server;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

/// How long a test waits for the tables and the server to agree.
const WAIT: Duration = Duration::from_secs(60);

/// A table that plays online on `server` as "Player" and a number of its own (each table's key
/// holds its name on the server): nobody sits at it until it creates or joins a game.
fn table(server: &Server, join: Option<&str>, keep_in: Option<PathBuf>) -> App {
    static TABLES: AtomicU32 = AtomicU32::new(0);
    let name = format!("Player {}", TABLES.fetch_add(1, Ordering::Relaxed));
    named_table(server, join, keep_in, Some(&name))
}

/// A table whose player's name is kept in its settings (none: never named).
pub(crate) fn named_table(
    server: &Server,
    join: Option<&str>,
    keep_in: Option<PathBuf>,
    name: Option<&str>,
) -> App {
    let mut app = opened(seats(RuleSet::kalah(), [Player::Human, Player::Human]));
    let settings = Settings {
        online_name: name.map(str::to_string),
        ..Settings::default()
    };
    // A table that keeps its files reads its settings from there: the name is kept there too.
    if let Some(dir) = &keep_in {
        let file = dir.join("settings.json");
        if !file.exists() {
            std::fs::create_dir_all(dir).unwrap();
            std::fs::write(&file, serde_json::to_string(&settings).unwrap()).unwrap();
        }
    }
    app.insert_resource(settings);
    {
        let mut opening = app
            .world_mut()
            .resource_mut::<kalah::game::opening::Opening>();
        opening.server = Some(server.url.clone());
        opening.join = join.map(str::to_string);
        opening.resume = keep_in.is_some();
        opening.keep_in = keep_in;
    }
    app.add_plugins(kalah::LogicPlugin);
    start(&mut app);
    app
}

pub(crate) fn online(app: &App) -> &Online {
    app.world().resource::<Online>()
}

pub(crate) fn room(app: &App) -> Option<&Room> {
    online(app).room.as_ref()
}

pub(crate) fn phase(app: &App) -> TurnPhase {
    *app.world().resource::<TurnPhase>()
}

pub(crate) fn moves(app: &App) -> Vec<Move> {
    m(app).game().moves().collect()
}

/// Where a table stands, for a test that gives up waiting on it.
fn state(app: &App) -> String {
    let online = online(app);
    format!(
        "{:?}, notice {:?}, {:?}, {} moves, players {:?}, room {:?}",
        online.connection,
        online.notice,
        phase(app),
        moves(app).len(),
        m(app).settings().players,
        room(app).map(|r| (&r.facts.code, r.facts.seat, r.live(), &r.facts.pending)),
    )
}

/// Runs frames of every table (letting the sockets' threads work in between) until `done`.
pub(crate) fn until(
    apps: &mut [&mut App],
    what: &str,
    mut done: impl FnMut(&mut [&mut App]) -> bool,
) {
    let deadline = Instant::now() + WAIT;
    while !done(apps) {
        if Instant::now() >= deadline {
            let states: Vec<String> = apps.iter().map(|app| state(app)).collect();
            panic!("waited in vain for {what}; the tables: {states:#?}");
        }
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// The first legal move of the table whose player is to move, if one is.
pub(crate) fn human_move(app: &App) -> Option<Move> {
    (phase(app) == TurnPhase::HumanToMove).then(|| m(app).game().legal_moves()[0])
}

/// Table `a` creates a Kalah game at South, South first; table `b` joins it with the code.
/// Returns the code once both sit and the game is live at both.
pub(crate) fn create_and_join(
    a: &mut App,
    server: &Server,
    b_keep_in: Option<PathBuf>,
) -> (App, String) {
    create_and_seat(a, |code| table(server, Some(code), b_keep_in))
}

/// Table `a` creates a Kalah game at South, South first; `join` opens the table that joins it
/// with the code. Returns that table and the code once both sit and the game is live at both.
pub(crate) fn create_and_seat(a: &mut App, join: impl FnOnce(&str) -> App) -> (App, String) {
    create_and_seat_as(a, [false, false], join)
}

/// Creating a Kalah game without a clock, seated at South, South first, `[public, rated]`.
pub(crate) fn create_at_south([public, rated]: [bool; 2]) -> OnlineCommand {
    OnlineCommand::Create {
        rules: RuleSet::kalah(),
        first: Side::South,
        seat: SeatChoice::South,
        clock: None,
        public,
        rated,
    }
}

/// The table creates a game ([`create_at_south`]) and waits for its friend; the room's code.
pub(crate) fn open_a_room(app: &mut App, kind: [bool; 2]) -> String {
    app.world_mut().write_message(create_at_south(kind));
    until(&mut [&mut *app], "the room's code", |apps| {
        room(apps[0]).is_some()
    });
    room(app).unwrap().facts.code.clone()
}

/// As [`create_and_seat`], the game created `[public, rated]`.
pub(crate) fn create_and_seat_as(
    a: &mut App,
    kind: [bool; 2],
    join: impl FnOnce(&str) -> App,
) -> (App, String) {
    let code = open_a_room(a, kind);
    assert_eq!(room(a).unwrap().facts.seat, Some(Side::South));
    assert_eq!(
        m(a).settings().players,
        [Player::Remote, Player::Remote],
        "nobody moves while the room waits"
    );
    let mut b = join(&code);
    until(&mut [&mut *a, &mut b], "both seats taken", |apps| {
        apps.iter().all(|app| room(app).is_some_and(Room::live))
    });
    assert_eq!(room(&b).unwrap().facts.seat, Some(Side::North));
    assert_eq!(m(a).settings().players, [Player::Human, Player::Remote]);
    assert_eq!(m(&b).settings().players, [Player::Remote, Player::Human]);
    (b, code)
}

/// Plays the first legal move wherever a player is to move, until `plies` decisions have been
/// played at both tables (or the game ends).
pub(crate) fn play(a: &mut App, b: &mut App, plies: usize) {
    let deadline = Instant::now() + WAIT;
    loop {
        let done = [&*a, &*b]
            .iter()
            .all(|app| moves(app).len() >= plies || m(app).outcome().is_some())
            && moves(a) == moves(b)
            && phase(a).settled()
            && phase(b).settled();
        if done {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "the game stalled at {:?}",
            moves(a)
        );
        for app in [&mut *a, &mut *b] {
            if moves(app).len() < plies
                && let Some(mv) = human_move(app)
            {
                app.world_mut().write_message(ChooseMove::human(mv));
            }
            app.update();
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

pub(crate) fn gems_agree(app: &mut App) {
    check_world(app.world_mut()).expect("the gems are where the engine says");
}

#[test]
fn two_tables_play_a_whole_game_through_the_server() {
    let server = Server::start("tables", &[]);
    let mut a = named_table(&server, None, None, Some("Ana"));
    let (mut b, code) = create_and_seat(&mut a, |code| {
        named_table(&server, Some(code), None, Some("Boris"))
    });
    // Each table names the opponent by name wherever it says who plays, and the player "You".
    let tr = Tr::new(Language::English);
    assert_eq!(names::seat(&tr, m(&a), Side::North), "North (Boris)");
    assert_eq!(names::seat(&tr, m(&a), Side::South), "South (You)");
    assert_eq!(
        status_text::refused(&tr, m(&b), Refusal::NotYourTurn),
        "Not now: South (Ana) to move"
    );
    play(&mut a, &mut b, usize::MAX);
    until(&mut [&mut a, &mut b], "the server's end", |apps| {
        apps.iter().all(|app| {
            room(app).is_some_and(|r| r.facts.ending.is_some() && r.facts.record.is_some())
        })
    });
    assert!(m(&a).outcome().is_some());
    assert_eq!(m(&a).outcome(), m(&b).outcome());
    let ending = room(&a).unwrap().facts.ending.unwrap();
    assert_eq!(ending.cause, EndCause::Rules);
    let kept = GameRecord::parse(room(&a).unwrap().facts.record.as_ref().unwrap())
        .unwrap()
        .0;
    assert_eq!(
        kept.moves,
        moves(&a),
        "the server kept the game played here"
    );
    assert_eq!(kept.moves, moves(&b));
    assert!(room(&a).unwrap().facts.pending.is_empty());
    for app in [&mut a, &mut b] {
        assert_eq!(phase(app), TurnPhase::Over);
        gems_agree(app);
    }
    // Each table keeps the server's record and counts it apart from games against the AI.
    let verdicts: Vec<(u32, u32, u32)> = [&a, &b]
        .iter()
        .map(|app| {
            let games = &app.world().resource::<KeptGames>().0;
            let [entry] = games.entries() else {
                panic!("one game kept, not {}", games.entries().len());
            };
            assert_eq!(entry.record.moves, kept.moves);
            assert_eq!(entry.record.tags.other.get("Room"), Some(&code));
            let stats = &app.world().resource::<KeptStats>().0;
            let line = stats
                .line(&RuleSet::kalah(), Opponent::Online)
                .expect("an online line");
            assert_eq!(line.games, 1);
            (line.wins, line.draws, line.losses)
        })
        .collect();
    let (wins, draws, losses) = verdicts[0];
    assert_eq!(
        verdicts[1],
        (losses, draws, wins),
        "one table's win is the other's loss"
    );
}

#[test]
fn a_table_dropped_mid_game_takes_its_seat_back_from_its_save() {
    let server = Server::start("reopen", &[]);
    let dir = std::env::temp_dir().join(format!(
        "kalah-reopen-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let mut a = table(&server, None, None);
    let (mut b, code) = create_and_join(&mut a, &server, Some(dir.clone()));
    play(&mut a, &mut b, 6);
    let before = moves(&b);
    assert_eq!(before.len(), 6.max(before.len()));
    // North's table goes (the save was written as the moves came); South hears it is away.
    drop(b);
    until(&mut [&mut a], "North away", |apps| {
        room(apps[0]).is_some_and(|r| r.facts.away.map(|(seat, _)| seat) == Some(Side::North))
    });
    let save = std::fs::read_to_string(dir.join("match.json")).unwrap();
    assert!(save.contains(&code), "the save keeps the seat: {save}");
    // Opened again from the save alone: the same game, the seat taken back with its token.
    let mut b = table(&server, None, Some(dir.clone()));
    assert_eq!(moves(&b), before, "the save's game is on the table at once");
    until(&mut [&mut a, &mut b], "North back", |apps| {
        room(apps[1]).is_some_and(Room::live)
            && room(apps[0]).unwrap().facts.present == [true, true]
    });
    assert_eq!(room(&b).unwrap().facts.code, code);
    assert_eq!(room(&b).unwrap().facts.seat, Some(Side::North));
    assert_eq!(online(&b).connection, Connection::Open);
    play(&mut a, &mut b, usize::MAX);
    assert!(m(&b).outcome().is_some());
    assert_eq!(moves(&a), moves(&b));
    gems_agree(&mut b);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_move_the_server_refuses_is_taken_back() {
    let server = Server::start("refused", &[]);
    let mut a = table(&server, None, None);
    let (mut b, _) = create_and_join(&mut a, &server, None);
    // A move or more each way (a game without one is not kept), then South to move.
    let mut plies = 2;
    loop {
        play(&mut a, &mut b, plies);
        if phase(&a) == TurnPhase::HumanToMove {
            break;
        }
        plies += 1;
    }
    let before = moves(&a);
    // North resigns, and the server ends the game, before South's table has heard of it.
    b.world_mut().write_message(OnlineCommand::Resign);
    until(&mut [&mut b], "the resignation kept", |apps| {
        room(apps[0]).is_some_and(|r| r.facts.ending.is_some())
    });
    let mv = human_move(&a).expect("South still sees its turn");
    a.world_mut().write_message(ChooseMove::human(mv));
    a.update();
    assert_eq!(
        moves(&a),
        [before.clone(), vec![mv]].concat(),
        "the move shows at once"
    );
    until(&mut [&mut a], "the refusal", |apps| {
        online(apps[0]).notice == Some(Notice::Refused(ErrorCode::GameOver))
    });
    assert_eq!(moves(&a), before, "the refused move is taken back");
    until(&mut [&mut a], "the end", |apps| {
        phase(apps[0]) == TurnPhase::Over
    });
    assert_eq!(m(&a).outcome(), Some(Outcome::Win(Side::South)));
    assert_eq!(
        room(&a).unwrap().facts.ending.unwrap().cause,
        EndCause::Resigned
    );
    gems_agree(&mut a);
    // The resignation counts: a win for South, a loss for North.
    until(&mut [&mut a, &mut b], "both kept", |apps| {
        apps.iter()
            .all(|app| app.world().resource::<KeptGames>().0.entries().len() == 1)
    });
    for (app, won) in [(&a, 1), (&b, 0)] {
        let stats = &app.world().resource::<KeptStats>().0;
        let line = stats
            .line(&RuleSet::kalah(), Opponent::Online)
            .expect("an online line");
        assert_eq!((line.games, line.wins), (1, won));
    }
}

/// A name that another player's key holds is refused at hello: the table says why and stops
/// connecting. (The server keeps the connection open for another hello; the table stood at
/// "Connecting" for ever, its game asked for and never sent.)
#[test]
fn a_name_another_key_holds_is_refused_and_the_table_stops_connecting() {
    let server = Server::start("name-taken", &[]);
    let mut ana = named_table(&server, None, None, Some("Ana"));
    open_a_room(&mut ana, [false, false]);
    // Another table, its own key, the same name.
    let mut other = named_table(&server, None, None, Some("Ana"));
    other
        .world_mut()
        .write_message(create_at_south([false, false]));
    until(&mut [&mut other], "the refusal", |apps| {
        online(apps[0]).notice == Some(Notice::Refused(ErrorCode::NameTaken))
    });
    until(&mut [&mut other], "the connection given up", |apps| {
        online(apps[0]).connection == Connection::Off
    });
    assert!(room(&other).is_none());
    // And it stays so: nothing is tried again, and the refusal is still what is said.
    for _ in 0..50 {
        other.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(online(&other).connection, Connection::Off);
    assert_eq!(
        online(&other).notice,
        Some(Notice::Refused(ErrorCode::NameTaken))
    );
}

/// Plays on until South (table `a`) has made a move that hands North the turn, the move kept
/// by the server and heard at both tables. Returns the decisions played then.
fn south_hands_over(a: &mut App, b: &mut App) -> usize {
    let mut plies = 2;
    loop {
        play(a, b, plies);
        if let Some(mv) = human_move(a) {
            let played = moves(a).len() + 1;
            a.world_mut().write_message(ChooseMove::human(mv));
            until(&mut [&mut *a, &mut *b], "South's move heard", |apps| {
                apps.iter()
                    .all(|app| moves(app).len() == played && phase(app).settled())
                    && room(apps[0]).is_some_and(|r| r.facts.pending.is_empty())
            });
            if phase(a) == TurnPhase::RemoteToMove {
                return played;
            }
        }
        plies = moves(a).len() + 1;
    }
}

#[test]
fn a_table_behind_the_server_fetches_the_game_on_its_connection_and_plays_on() {
    let server = Server::start("stale", &[]);
    let mut a = table(&server, None, None);
    let (mut b, _) = create_and_join(&mut a, &server, None);
    let played = south_hands_over(&mut a, &mut b);
    let served = moves(&b);
    assert_eq!(served.len(), played);
    // South's table falls a decision behind the server, as a table that missed a move does:
    // it still sees South to move, and South moves again for a decision already played.
    a.world_mut()
        .resource_mut::<Match>()
        .take_back_to(played - 1);
    a.world_mut().write_message(PositionJumped);
    until(
        &mut [&mut a],
        "South's turn again at South's table",
        |apps| phase(apps[0]) == TurnPhase::HumanToMove,
    );
    let mv = human_move(&a).unwrap();
    a.world_mut().write_message(ChooseMove::human(mv));
    until(&mut [&mut a], "the stale move refused", |apps| {
        online(apps[0]).notice.is_some()
    });
    assert_eq!(
        online(&a).notice,
        Some(Notice::Refused(ErrorCode::Stale)),
        "the server refuses a move for a decision played"
    );
    // The table asks for the game on the same connection and settles on the server's.
    until(&mut [&mut a], "South's table caught up", |apps| {
        moves(apps[0]) == served && phase(apps[0]) == TurnPhase::RemoteToMove
    });
    assert_eq!(online(&a).connection, Connection::Open);
    assert_eq!(
        online(&a).notice,
        Some(Notice::Refused(ErrorCode::Stale)),
        "nothing else was refused on the way"
    );
    let caught_up = room(&a).unwrap();
    assert!(caught_up.live() && caught_up.facts.pending.is_empty());
    assert_eq!(caught_up.facts.seat, Some(Side::South));
    // The game goes on to its end, the same at both tables, and each keeps it once.
    play(&mut a, &mut b, usize::MAX);
    until(&mut [&mut a, &mut b], "the server's end", |apps| {
        apps.iter()
            .all(|app| room(app).is_some_and(|r| r.facts.record.is_some()))
    });
    assert!(m(&a).outcome().is_some());
    assert_eq!(moves(&a), moves(&b));
    for app in [&mut a, &mut b] {
        gems_agree(app);
        let games = &app.world().resource::<KeptGames>().0;
        assert_eq!(
            games.entries().len(),
            1,
            "one game kept, not an abandoned copy"
        );
    }
}
