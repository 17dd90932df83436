//! Worked examples of the games outside the Kalah family, one switch at a time and in their
//! presets: each test quotes the rule text it follows (docs/RULES.md names the sources), the
//! position, and what must happen.

use super::board::{Board, Hole, Side};
use super::game::Game;
use super::illegal::Illegal;
use super::notation::Move;
use super::position::Position;
use super::rules::{CaptureCounts, GrandSlam, RuleSet};
use super::summary::MoveSummary;
use super::trace::{EndReason, Step};

fn preset(name: &str) -> RuleSet {
    RuleSet::preset(name).unwrap()
}

/// A position of `rules`' board size with these rows and stores, `to_move` to move.
fn at(south: &[u8], north: &[u8], stores: [u8; 2], to_move: Side) -> Position {
    Position::from_board(Board::from_counts(south, north, stores).unwrap(), to_move)
}

/// Plays `mv` (1-based pit, counter-clockwise) and returns the trace, checking that the trace
/// replays onto the board it produced.
fn play(rules: &RuleSet, pos: &mut Position, pit: u8) -> Vec<Step> {
    let mut board = *pos.board();
    let mut steps = Vec::new();
    pos.apply(rules, Move::ccw(pit - 1), &mut steps).unwrap();
    board.replay(&steps).unwrap();
    assert_eq!(board, *pos.board(), "the trace replays the move");
    steps
}

fn north(index: u8) -> Hole {
    Hole::Pit {
        side: Side::North,
        index,
    }
}

#[test]
fn oware_captures_a_two_or_three_and_the_chain_before_it() {
    // Abapa (Oware Society): "Seeds are captured by making two's or three's with one's last
    // seed on the opponent's side"; and (yourturnmyturn.com) "if the previous-to-last seed
    // also brought an opponent's pit to two or three, these are captured as well, and so on".
    // South's pit 6 holds 3 and sows North's 1, 2, 3 (holding 1, 1, 2): they make 2, 2, 3, all
    // captured (7 seeds); North's pit 5 keeps its 4, so this is no grand slam.
    let rules = preset("oware");
    let mut pos = at(
        &[1, 0, 0, 0, 0, 3],
        &[1, 1, 2, 0, 4, 0],
        [0, 0],
        Side::South,
    );
    let steps = play(&rules, &mut pos, 6);
    assert_eq!(pos.board().row(Side::North), [0, 0, 0, 0, 4, 0]);
    assert_eq!(pos.scores(), [7, 0]);
    let summary = MoveSummary::of(Side::South, Move::ccw(5), &steps);
    assert_eq!(summary.captured, 7);
    // The chain stops at the first pit without a capturing count: a 4 breaks it.
    let mut pos = at(
        &[1, 0, 0, 0, 0, 3],
        &[1, 3, 2, 0, 4, 0],
        [0, 0],
        Side::South,
    );
    play(&rules, &mut pos, 6);
    assert_eq!(pos.board().row(Side::North), [2, 4, 0, 0, 4, 0]);
    assert_eq!(pos.scores(), [3, 0]);
    // A last seed in the mover's own row captures nothing, whatever it makes there.
    let mut pos = at(
        &[1, 1, 0, 0, 0, 3],
        &[1, 3, 2, 0, 4, 0],
        [0, 0],
        Side::South,
    );
    play(&rules, &mut pos, 1);
    assert_eq!(pos.board().row(Side::South), [0, 2, 0, 0, 0, 3]);
    assert_eq!(pos.scores(), [0, 0]);
}

#[test]
fn oware_skips_the_start_pit_on_a_lap() {
    // Abapa as yourturnmyturn.com states it: "If more then 11 seeds are being sowed, the
    // originating pit is being passed over."
    // South's pit 1 holds 12: pits 2 to 6 and North's six take eleven, and the twelfth passes
    // pit 1 by and falls in pit 2.
    let rules = preset("oware");
    let mut pos = at(
        &[12, 0, 0, 0, 0, 0],
        &[4, 4, 4, 4, 4, 4],
        [0, 0],
        Side::South,
    );
    play(&rules, &mut pos, 1);
    assert_eq!(pos.board().row(Side::South), [0, 2, 1, 1, 1, 1]);
    assert_eq!(pos.board().row(Side::North), [5, 5, 5, 5, 5, 5]);
}

#[test]
fn oware_grand_slam_captures_nothing_and_feeding_may_end_the_game() {
    // Abapa (yourturnmyturn.com): "if a move would capture all an opponent's seeds, the seeds
    // are not captured"; and (Wikipedia, "Oware", abapa) a player who cannot give an empty
    // opponent seeds ends the game, capturing the seeds in their own territory.
    // North's lone seed in pit 6 makes South's only pit with seeds a 2: a grand slam, so it
    // stays. South (2 seeds in pit 1) then cannot reach North's empty row: the game ends and
    // South takes its 2.
    let rules = preset("oware");
    let mut pos = at(
        &[1, 0, 0, 0, 0, 0],
        &[0, 0, 0, 0, 0, 1],
        [22, 24],
        Side::North,
    );
    let steps = play(&rules, &mut pos, 6);
    assert!(steps.contains(&Step::GrandSlam { side: Side::North }));
    assert!(MoveSummary::of(Side::North, Move::ccw(5), &steps).grand_slam);
    assert_eq!(pos.end_reason(), Some(EndReason::NoMoves));
    assert_eq!(pos.scores(), [24, 24]);
    assert_eq!(pos.outcome(), Some(super::position::Outcome::Draw));
}

#[test]
fn the_grand_slam_switch_captures_forbids_or_lets_through() {
    // South's pit 6 (2 seeds) makes North's pits 1 and 2 into 2s, North's only seeds.
    let base = at(
        &[1, 0, 0, 0, 0, 2],
        &[1, 1, 0, 0, 0, 0],
        [0, 0],
        Side::South,
    );
    let captures = RuleSet {
        grand_slam: GrandSlam::Captures,
        ..preset("oware")
    };
    let mut pos = base;
    play(&captures, &mut pos, 6);
    // 4 of the 6 seeds: past half, the game ends and South's lone seed stays uncounted.
    assert_eq!(pos.scores(), [4, 0]);
    assert_eq!(pos.end_reason(), Some(EndReason::Majority));
    // Forbidden while another move (pit 1) captures less.
    let forbidden = RuleSet {
        grand_slam: GrandSlam::Forbidden,
        ..preset("oware")
    };
    assert_eq!(
        base.illegal_reason(&forbidden, Move::ccw(5)),
        Some(Illegal::GrandSlam)
    );
    assert_eq!(base.legal_moves(&forbidden), [Move::ccw(0)]);
    // When every move is one, it is played and captures nothing.
    let only = at(
        &[0, 0, 0, 0, 0, 2],
        &[1, 1, 0, 0, 0, 0],
        [0, 0],
        Side::South,
    );
    assert_eq!(only.legal_moves(&forbidden), [Move::ccw(5)]);
    let mut pos = only;
    let steps = play(&forbidden, &mut pos, 6);
    assert!(steps.contains(&Step::GrandSlam { side: Side::South }));
    // South's row is now empty and no move of North's (2 and 2 in pits 1 and 2) reaches it:
    // the game ends and North takes its own four.
    assert_eq!(pos.end_reason(), Some(EndReason::NoMoves));
    assert_eq!(pos.scores(), [0, 4]);
}

#[test]
fn an_empty_opponent_must_be_fed_when_a_move_can() {
    // Abapa (Wikipedia, "Oware"): "If an opponent's houses are all empty, the current player
    // must make a move that gives the opponent seeds." South's pit 1 (1 seed) stays home; pit 5 (2 seeds)
    // reaches North's pit 1.
    let rules = preset("oware");
    let pos = at(&[1, 0, 0, 0, 2, 0], &[0; 6], [21, 24], Side::South);
    assert_eq!(pos.legal_moves(&rules), [Move::ccw(4)]);
    assert_eq!(
        pos.illegal_reason(&rules, Move::ccw(0)),
        Some(Illegal::MustFeed)
    );
    // Without the duty, both are legal.
    let free = RuleSet {
        feed: false,
        ..rules
    };
    assert_eq!(pos.legal_moves(&free).len(), 2);
}

#[test]
fn a_position_that_comes_back_ends_the_game_each_side_taking_its_seeds() {
    // The Awari solvers' ruling on cycles: each player takes the seeds on their side. On a
    // one-pit board the two seeds go back and forth (every capture a grand slam, every move
    // a feeding one): South 1 | North 1 -> South 0 | North 2 -> South 2 | North 0 ->
    // South 0 | North 2, which stood before: North takes its 2.
    let rules = preset("awari").with_board(Some(1), Some(1)).unwrap();
    let mut game = Game::new(rules, Side::South).unwrap();
    for _ in 0..3 {
        assert!(!game.position().is_over());
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    assert_eq!(game.position().end_reason(), Some(EndReason::Repetition));
    assert_eq!(game.position().scores(), [0, 2]);
    // Replayed from its record, the game ends the same way.
    let again = Game::from_record(&game.record()).unwrap();
    assert_eq!(again.position(), game.position());
}

#[test]
fn bohnenspiel_captures_on_either_side_with_the_chain() {
    // Das Bohnenspiel: "If the last bean ends up in a pit which, after sowing, contains
    // exactly two, four, or six beans, all beans in this pit are captured. If any capture is
    // made, the preceding pit is checked ... and so forth." South's pit 1 (2 beans) makes its
    // own pits 2 and 3 into 2 and 4: both captured, though they are South's own.
    let rules = preset("bohnenspiel");
    let mut pos = at(
        &[2, 1, 3, 0, 0, 1],
        &[1, 0, 0, 0, 0, 0],
        [0, 0],
        Side::South,
    );
    play(&rules, &mut pos, 1);
    assert_eq!(pos.board().row(Side::South), [0, 0, 0, 0, 0, 1]);
    assert_eq!(pos.scores(), [6, 0]);
    // The chain runs back across the rows, past the store: South's pit 4 (3 beans) makes its
    // pit 5 a 1, its pit 6 a 4 and North's pit 1 a 2. North's 2 and South's 4 are taken; the
    // 1 stops the chain.
    let mut pos = at(
        &[0, 0, 0, 3, 0, 3],
        &[1, 0, 0, 0, 0, 5],
        [0, 0],
        Side::South,
    );
    play(&rules, &mut pos, 4);
    assert_eq!(pos.board().row(Side::South), [0, 0, 0, 0, 1, 0]);
    assert_eq!(pos.board().row(Side::North), [0, 0, 0, 0, 0, 5]);
    assert_eq!(pos.scores(), [6, 0]);
}

#[test]
fn songo_captures_twos_and_fours_but_not_threes() {
    // Powell-Cotton (1931): "complete a previously determined number with the last bean ...
    // dropped in a compartment on the opponent's side. The number is usually 2 or 4".
    let rules = preset("songo");
    let mut pos = at(
        &[0, 0, 0, 0, 0, 0, 1],
        &[3, 1, 0, 0, 0, 0, 5],
        [0, 0],
        Side::South,
    );
    play(&rules, &mut pos, 7);
    assert_eq!(pos.scores(), [4, 0]);
    let mut pos = at(
        &[0, 0, 0, 0, 0, 0, 1],
        &[2, 1, 0, 0, 0, 0, 5],
        [0, 0],
        Side::South,
    );
    play(&rules, &mut pos, 7);
    assert_eq!(pos.scores(), [0, 0]);
    assert_eq!(pos.board().row(Side::North)[0], 3);
}

#[test]
fn toguz_kumalak_sows_the_first_seed_back_and_captures_even_counts() {
    // mankala.cz's lesson on a 5-cup board: sowing cup B3's five seeds, "the first seed went
    // into cup B3, the second to B4, third to B5, fourth to T1 and fifth to T2". And "if we
    // play B5 [one seed], we finish in T1 ... we can capture 2 seeds".
    let rules = preset("toguz_kumalak")
        .with_board(Some(5), Some(5))
        .unwrap();
    let mut pos = at(&[0, 0, 5, 0, 1], &[1, 0, 0, 0, 0], [0, 0], Side::South);
    play(&rules, &mut pos, 3);
    assert_eq!(pos.board().row(Side::South), [0, 0, 1, 1, 2]);
    assert_eq!(pos.board().row(Side::North), [2, 1, 0, 0, 0]);
    // T2 holds 1 (odd): nothing captured. A lone seed in B5 moves on to T1, making it 2.
    let mut pos = at(&[0, 0, 0, 0, 1], &[1, 0, 0, 0, 0], [0, 0], Side::South);
    play(&rules, &mut pos, 5);
    assert_eq!(pos.board().row(Side::South), [0; 5]);
    assert_eq!(pos.scores(), [2, 0]);
}

#[test]
fn a_three_claims_a_tuzdyk_whose_seeds_then_go_to_its_owner() {
    // Federation rules: "If the last ball falls into the competitor's socket, where he has
    // already two balls, so these three balls are moving to the player's kazan and he
    // announces this pocket as Tuz ... all those balls that are falling to Tuz-socket are
    // moving to his kazan."
    let rules = preset("toguz_kumalak");
    let south = [0, 0, 0, 0, 0, 0, 0, 0, 3];
    let mut pos = at(&south, &[1, 2, 9, 9, 9, 9, 9, 9, 9], [0, 0], Side::South);
    let steps = play(&rules, &mut pos, 9);
    // Pit 9's 3: one back, North's 1 and 2 (2 -> 3): a tuzdyk on North's pit 2.
    assert_eq!(pos.tuzdyk(Side::South), Some(north(1)));
    assert_eq!(pos.scores(), [3, 0]);
    let summary = MoveSummary::of(Side::South, Move::ccw(8), &steps);
    assert_eq!(summary.claimed, Some(north(1)));
    // North sows pit 1 (2 seeds: one back, one into its pit 2): that seed is South's.
    let steps = play(&rules, &mut pos, 1);
    assert!(steps.iter().any(|s| matches!(s, Step::TuzdykTake { .. })));
    assert_eq!(pos.board().row(Side::North)[1], 0);
    assert_eq!(pos.scores(), [4, 0]);
}

#[test]
fn the_tuzdyks_limits_hold() {
    // "1) A player may create only one tuzdik in each game; 2) The last hole of the opponent
    // (his ninth) cannot be turned into a tuzdik; 3) A tuzdik cannot be made if it is
    // symmetrical to the opponent's one."
    let rules = preset("toguz_kumalak");
    let south = [0, 0, 0, 0, 0, 0, 0, 0, 3];
    let row = [1, 2, 9, 9, 9, 9, 9, 9, 9];
    // One a player: South already holds North's pit 5 (empty, as a tuzdyk always is).
    let held = [1, 2, 9, 9, 0, 9, 9, 9, 9];
    let mut pos = at(&south, &held, [0, 0], Side::South).with_tuzdyk(Side::South, 4);
    play(&rules, &mut pos, 9);
    assert_eq!(pos.tuzdyk(Side::South), Some(north(4)));
    assert_eq!(pos.board().row(Side::North)[1], 3);
    // Not the pit matching the opponent's: North holds South's pit 2.
    let mut pos = at(&south, &row, [0, 0], Side::South).with_tuzdyk(Side::North, 1);
    play(&rules, &mut pos, 9);
    assert_eq!(pos.tuzdyk(Side::South), None);
    // Never the opponent's ninth pit: South's pit 9 (10 seeds: one back, one in each of
    // North's nine) makes North's pit 9 a 3, which stays North's.
    let mut pos = at(
        &[0, 0, 0, 0, 0, 0, 0, 0, 10],
        &[0, 0, 0, 0, 0, 0, 0, 0, 2],
        [0, 0],
        Side::South,
    );
    play(&rules, &mut pos, 9);
    assert_eq!(pos.tuzdyk(Side::South), None);
    assert_eq!(pos.board().row(Side::North), [1, 1, 1, 1, 1, 1, 1, 1, 3]);
}

#[test]
fn capture_counts_read_from_the_preset_tables() {
    assert_eq!(
        preset("oware").capture_counts,
        CaptureCounts::of(&[2, 3]).unwrap()
    );
    assert_eq!(
        preset("songo").capture_counts,
        CaptureCounts::of(&[2, 4]).unwrap()
    );
    assert_eq!(
        preset("bohnenspiel").capture_counts,
        CaptureCounts::of(&[2, 4, 6]).unwrap()
    );
    assert_eq!(preset("toguz_kumalak").capture_counts, CaptureCounts::Even);
    assert_eq!(preset("toguz_kumalak").total_seeds(), 162);
}

#[test]
fn each_switch_plays_on_its_own_in_champions_kalah() {
    let kalah = RuleSet::kalah();
    // Skip the start pit: 13 seeds from pit 1 fill pits 2-6, the store and North's six, and
    // the thirteenth passes pit 1 by for pit 2.
    let skip = RuleSet {
        skip_start: true,
        ..kalah.clone()
    };
    let mut pos = at(
        &[13, 0, 0, 0, 0, 0],
        &[0, 0, 0, 0, 0, 1],
        [0, 0],
        Side::South,
    );
    play(&skip, &mut pos, 1);
    assert_eq!(pos.board().row(Side::South), [0, 2, 1, 1, 1, 1]);
    // First seed back: pit 6's two seeds put one back and one in the store: an extra turn.
    let back = RuleSet {
        first_seed_back: true,
        ..kalah.clone()
    };
    let mut pos = at(
        &[1, 0, 0, 0, 0, 2],
        &[1, 0, 0, 0, 0, 0],
        [0, 0],
        Side::South,
    );
    play(&back, &mut pos, 6);
    assert_eq!(pos.board().row(Side::South), [1, 0, 0, 0, 0, 1]);
    assert_eq!((pos.scores(), pos.to_move()), ([1, 0], Side::South));
    // Capture by count beside Kalah's own capture: pit 6's 3 seeds pass the store and make
    // North's pit 2 a 2, captured.
    let counts = RuleSet {
        capture_counts: CaptureCounts::of(&[2]).unwrap(),
        ..kalah.clone()
    };
    let mut pos = at(
        &[1, 0, 0, 0, 0, 3],
        &[0, 1, 5, 0, 0, 0],
        [0, 0],
        Side::South,
    );
    play(&counts, &mut pos, 6);
    assert_eq!(pos.board().row(Side::North), [1, 0, 5, 0, 0, 0]);
    assert_eq!(pos.scores(), [3, 0]);
    // Houses: no seed enters a store by sowing, but Kalah's capture still fills them.
    let houses = RuleSet {
        stores_sown: super::rules::StoresSown::None,
        extra_turn: super::rules::ExtraTurn::None,
        no_progress: Some(50),
        ..kalah
    };
    houses.validate().unwrap();
    let mut pos = at(
        &[1, 0, 0, 0, 0, 2],
        &[3, 0, 0, 0, 4, 0],
        [0, 0],
        Side::South,
    );
    play(&houses, &mut pos, 6);
    assert_eq!(pos.board().row(Side::North), [4, 1, 0, 0, 4, 0]);
    assert_eq!(pos.scores(), [0, 0]);
    // South's pit 1 drops its seed in the empty pit 2, facing North's pit 5 (4): 5 captured.
    let mut pos = at(
        &[1, 0, 0, 0, 0, 2],
        &[3, 0, 0, 0, 4, 0],
        [0, 0],
        Side::South,
    );
    play(&houses, &mut pos, 1);
    assert_eq!(pos.scores(), [5, 0]);
}
