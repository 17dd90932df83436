//! RULES.md's worked example (seed 001's pictures), played through the public engine API.

use kalah::engine::{Board, Move, Position, RuleSet, Side, Step};

#[test]
fn seed_001_worked_example() {
    let rules = RuleSet::preset("kalah").unwrap();
    let board = Board::from_counts(&[4, 3, 0, 1, 2, 2], &[5, 3, 2, 1, 2, 0], [0, 0]).unwrap();
    let mut pos = Position::from_board(board, Side::South);

    // South plays 5: the last seed lands in South's store, extra turn.
    let mut steps = Vec::new();
    pos.apply(&rules, Move::ccw(4), &mut steps).unwrap();
    assert_eq!(pos.scores(), [1, 0]);
    assert_eq!(pos.board().row(Side::South), &[4, 3, 0, 1, 0, 3]);
    assert_eq!(pos.to_move(), Side::South);
    assert_eq!(steps.last(), Some(&Step::ExtraTurn { side: Side::South }));

    // South plays 1: the last seed lands in empty pit 5, opposite North pit 2 holds 3.
    steps.clear();
    pos.apply(&rules, Move::ccw(0), &mut steps).unwrap();
    assert_eq!(pos.scores(), [5, 0]);
    assert_eq!(pos.board().row(Side::South), &[0, 4, 1, 2, 0, 3]);
    assert_eq!(pos.board().row(Side::North), &[5, 0, 2, 1, 2, 0]);
    assert_eq!(pos.to_move(), Side::North);
    assert!(
        steps
            .iter()
            .any(|s| matches!(s, Step::Capture { seeds: 4, .. }))
    );
}
