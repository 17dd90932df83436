//! The games outside the Kalah family (Oware, Awari, Songo, Bohnenspiel, Toguz Kumalak) on
//! random games: every game ends, seeds are conserved, every move's trace replays, the tuzdyk
//! and the duty to feed hold at every decision, records of them read back, and the AI and the
//! solver treat them as docs/AI.md says.

use kalah::engine::ai::{Analysis, Level, Solver, Thinker};
use kalah::engine::perft::perft;
use kalah::engine::{Board, Game, GameRecord, Hole, Move, Position, RuleSet, Side, Step};
use proptest::prelude::*;
use std::time::Duration;

const GAMES: [&str; 5] = ["oware", "awari", "songo", "bohnenspiel", "toguz_kumalak"];

/// A preset of the five on a random board.
fn any_rules() -> impl Strategy<Value = RuleSet> {
    (0..GAMES.len(), 1..=9u8, 1..=12u8).prop_map(|(i, pits, seeds)| {
        RuleSet::preset(GAMES[i])
            .unwrap()
            .with_board(Some(pits), Some(seeds))
            .unwrap()
    })
}

/// Most decisions a random game may take before the test calls it endless: far more than
/// any game here needs, since every game ends by a count, a side that cannot move, or a
/// position that comes back.
const CAP: usize = 20_000;

/// The tuzdyk rules that hold at every decision: at most one a side, never on the other
/// side's last pit, never the pit matching the other's, always empty, never moved.
fn check_tuzdyks(pos: &Position, claimed: &mut [Option<Hole>; 2]) {
    let pits = pos.board().pits();
    for side in [Side::South, Side::North] {
        let now = pos.tuzdyk(side);
        if let Some(before) = claimed[side.index()] {
            assert_eq!(now, Some(before), "a tuzdyk is for good");
        }
        claimed[side.index()] = now;
        if let Some(hole) = now {
            let Hole::Pit { side: owner, index } = hole else {
                panic!("a tuzdyk is a pit")
            };
            assert_eq!(owner, side.other());
            assert!(index + 1 < pits, "never the last pit");
            assert_eq!(
                pos.board().count(hole),
                0,
                "a tuzdyk's seeds go to its owner"
            );
            if let Some(Hole::Pit { index: theirs, .. }) = pos.tuzdyk(side.other()) {
                assert_ne!(index, theirs, "never the pit matching the other's");
            }
        }
    }
}

/// The duty to feed: when the mover's opponent has no seeds, every legal move gives them
/// some; when none can, the game is over.
fn check_feeding(rules: &RuleSet, pos: &Position) {
    let me = pos.to_move();
    if !rules.feed || pos.board().row_total(me.other()) > 0 || pos.is_over() {
        return;
    }
    let legal = pos.legal_moves(rules);
    assert!(!legal.is_empty(), "a game goes on only where a move feeds");
    for mv in legal {
        // The board when the sowing is over, before any end of the game sweeps the rows.
        let mut steps = Vec::new();
        pos.clone().apply(rules, mv, &mut steps).unwrap();
        let mut board = *pos.board();
        let sown: Vec<Step> = steps
            .into_iter()
            .take_while(|s| !matches!(s, Step::EndSweep { .. } | Step::GameOver { .. }))
            .collect();
        board.replay(&sown).unwrap();
        assert!(
            board.row_total(me.other()) > 0,
            "{mv} leaves the opponent without seeds: {pos:?}"
        );
    }
}

/// Plays a random game of `rules`, checking every decision; returns the game.
fn random_game(rules: &RuleSet, mut choose: impl FnMut(usize) -> usize) -> Game {
    let mut game = Game::new(rules.clone(), Side::South).unwrap();
    let mut claimed = [None; 2];
    for _ in 0..CAP {
        let pos = *game.position();
        assert_eq!(pos.board().total(), rules.total_seeds(), "seeds conserved");
        check_tuzdyks(&pos, &mut claimed);
        check_feeding(rules, &pos);
        let legal = game.legal_moves();
        if pos.is_over() {
            assert!(legal.is_empty());
            return game;
        }
        assert!(!legal.is_empty(), "a game that goes on has a move");
        let mv = legal[choose(legal.len())];
        let steps = game.play(mv).unwrap();
        let mut board: Board = *pos.board();
        board.replay(&steps).unwrap();
        assert_eq!(board, *game.position().board(), "the trace replays {mv}");
    }
    panic!(
        "{} {}x{}: no end after {CAP} decisions",
        rules.name, rules.pits, rules.seeds
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn every_game_ends_with_seeds_conserved_and_the_rules_held(
        rules in any_rules(),
        picks in proptest::collection::vec(0usize..1000, 64),
    ) {
        let mut i = 0;
        let game = random_game(&rules, |n| {
            i += 1;
            picks[i % picks.len()].wrapping_mul(i) % n
        });
        let end = game.position();
        prop_assert!(end.outcome().is_some());
        prop_assert_eq!(end.board().total(), rules.total_seeds());
    }

    #[test]
    fn records_of_the_five_games_read_back(rules in any_rules(), seed in 0usize..1000) {
        let mut i = seed;
        let game = random_game(&rules, |n| {
            i = i.wrapping_mul(31).wrapping_add(7);
            i % n
        });
        let record = game.record();
        let from_text = GameRecord::from_text(&record.to_text()).unwrap();
        prop_assert_eq!(&from_text.rules, &record.rules);
        prop_assert_eq!(&from_text.moves, &record.moves);
        let (_, replayed) = from_text.checked().unwrap();
        prop_assert_eq!(replayed.position(), game.position());
    }
}

#[test]
fn a_custom_rule_set_writes_its_new_switches_as_tags() {
    // Oware's switches under a custom name: every one differs from Champion's Kalah.
    let rules = RuleSet {
        name: "mine".into(),
        ..RuleSet::preset("oware").unwrap()
    };
    let mut game = Game::new(rules.clone(), Side::South).unwrap();
    game.play(Move::ccw(0)).unwrap();
    let text = game.record().to_text();
    for tag in [
        "[StoresSown \"none\"]",
        "[SkipStart \"yes\"]",
        "[CaptureCounts \"2 3\"]",
        "[CaptureChain \"yes\"]",
        "[GrandSlam \"no_capture\"]",
        "[Feed \"yes\"]",
        "[Repetition \"yes\"]",
    ] {
        assert!(text.contains(tag), "{tag} missing in\n{text}");
    }
    assert_eq!(GameRecord::from_text(&text).unwrap().rules, rules);
}

#[test]
fn the_ai_plays_every_level_legally_in_each_game() {
    for name in GAMES {
        let rules = RuleSet::preset(name).unwrap();
        let mut game = Game::new(rules.clone(), Side::South).unwrap();
        for ply in 0..12 {
            if game.position().is_over() {
                break;
            }
            let level = Level::ALL[ply % Level::ALL.len()];
            let mut thinker = Thinker::with_budget(
                rules.clone(),
                *game.position(),
                level,
                ply as u64,
                Duration::from_millis(100),
            )
            .with_past(&game.repeatable_past());
            let mv = loop {
                if let Some(mv) = thinker.think(Duration::from_millis(50)) {
                    break mv;
                }
            };
            assert!(game.legal_moves().contains(&mv), "{name} {level:?}: {mv}");
            game.play(mv).unwrap();
        }
    }
}

#[test]
fn the_ai_takes_a_capture_by_count_it_sees() {
    // Oware: South's pit 6 (3 seeds) takes North's 1, 1, 2 as 2, 2, 3: seven seeds. Every
    // other move captures nothing.
    let rules = RuleSet::preset("oware").unwrap();
    let board = Board::from_counts(&[1, 0, 0, 0, 0, 3], &[1, 1, 2, 0, 4, 0], [10, 10]).unwrap();
    let pos = Position::from_board(board, Side::South);
    let mut thinker = Thinker::new(rules, pos, Level::ALL[2], 1);
    let mv = loop {
        if let Some(mv) = thinker.think(Duration::from_millis(50)) {
            break mv;
        }
    };
    assert_eq!(mv, Move::ccw(5));
}

#[test]
fn master_plays_a_move_the_solver_proves_best_with_the_game_past() {
    // (tests/repetition_solver.rs checks the solver against a minimax that follows the past.)
    for name in GAMES {
        let rules = RuleSet::preset(name)
            .unwrap()
            .with_board(Some(2), Some(2))
            .unwrap();
        let mut game = Game::new(rules.clone(), Side::South).unwrap();
        for _ in 0..3 {
            let mv = game.legal_moves()[0];
            game.play(mv).unwrap();
        }
        if game.position().is_over() {
            continue;
        }
        let pos = *game.position();
        let past = game.repeatable_past();
        let mut solver = Solver::new(&rules, 1 << 16, 0).with_past(&past);
        let values = solver.move_values(&pos).unwrap();
        let mut thinker = Thinker::new(rules.clone(), pos, Level::ALL[4], 3).with_past(&past);
        let mv = loop {
            if let Some(mv) = thinker.think(Duration::from_millis(50)) {
                break mv;
            }
        };
        let value = values.iter().find(|&&(m, _)| m == mv).unwrap().1;
        assert_eq!(value, values[0].1, "{name}: {mv} in {values:?}");
    }
}

#[test]
fn perft_counts_of_the_five_games_stay_the_same() {
    // Regression values: the tree of decisions from the start, cut at 5 (positions only; the
    // end by repetition needs the game's past and cannot come so early).
    let expected = [
        ("oware", 5219),
        ("awari", 5219),
        ("songo", 12161),
        ("bohnenspiel", 6599),
        ("toguz_kumalak", 43184),
    ];
    for (name, leaves) in expected {
        let rules = RuleSet::preset(name).unwrap();
        let start = Position::start(&rules, Side::South);
        assert_eq!(perft(&rules, &start, 5), leaves, "{name}");
    }
}

#[test]
fn a_step_of_every_new_kind_comes_in_random_games() {
    let mut seen = [false; 4];
    for name in GAMES {
        let rules = RuleSet::preset(name).unwrap();
        for seed in 0..20usize {
            let mut i = seed;
            let mut game = Game::new(rules.clone(), Side::South).unwrap();
            while !game.position().is_over() {
                let legal = game.legal_moves();
                i = i
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let steps = game.play(legal[(i >> 33) % legal.len()]).unwrap();
                for step in steps {
                    match step {
                        Step::CountCapture { .. } => seen[0] = true,
                        Step::TuzdykClaim { .. } => seen[1] = true,
                        Step::TuzdykTake { .. } => seen[2] = true,
                        Step::GrandSlam { .. } => seen[3] = true,
                        _ => {}
                    }
                }
            }
        }
    }
    assert_eq!(seen, [true; 4]);
}

#[test]
fn the_search_scores_a_position_that_comes_back_as_the_end_by_repetition() {
    // Awari on one pit: North's 2 seeds feed South, South's feed North back, and the position
    // comes back: North keeps its 2. The solver follows the line as the game would and
    // proves +2 for North.
    let rules = RuleSet::preset("awari")
        .unwrap()
        .with_board(Some(1), Some(1))
        .unwrap();
    let board = Board::from_counts(&[0], &[2], [0, 0]).unwrap();
    let pos = Position::from_board(board, Side::North);
    let values = kalah::engine::ai::analyse(&rules, &pos, Duration::from_millis(200));
    assert_eq!(values.len(), 1);
    assert_eq!(values[0].value, 2);
    assert!(values[0].exact);
}

#[test]
fn the_games_past_changes_what_a_move_is_worth() {
    // The same one-pit Awari, two decisions in: South to move with 2 seeds. Its only move
    // brings back the position after the first decision, so with the game's past the game
    // ends at once and North keeps 2 (-2 for South); without it, the search first sees its own
    // root come back one decision later, South keeping 2.
    let rules = RuleSet::preset("awari")
        .unwrap()
        .with_board(Some(1), Some(1))
        .unwrap();
    let mut game = Game::new(rules.clone(), Side::South).unwrap();
    for _ in 0..2 {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    let pos = *game.position();
    let value = |past: &[Position]| {
        let mut analysis = Analysis::new(&rules, &pos, Duration::from_millis(200)).with_past(past);
        loop {
            if let Some(values) = analysis.step(Duration::from_millis(50)) {
                return values[0].value;
            }
        }
    };
    assert_eq!(value(&game.repeatable_past()), -2);
    assert_eq!(value(&[]), 2);
}
