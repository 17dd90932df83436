//! The graph's bounds on small hand-made graphs, and when a graph is worth building.

use super::*;

/// A graph from each position's player, end value and moves (a finished game: a move to
/// itself).
fn graph(positions: &[(bool, i32, &[u32])]) -> Graph {
    let mut g = Graph {
        south: positions.iter().map(|p| p.0).collect(),
        ends: positions.iter().map(|p| p.1).collect(),
        first: vec![0],
        moves: Vec::new(),
        from_first: Vec::new(),
        from: Vec::new(),
    };
    for (_, _, moves) in positions {
        g.moves.extend_from_slice(moves);
        g.first.push(g.moves.len() as u32);
    }
    g.link_back();
    g
}

/// South's bounds at `start` over thresholds `low..=high`.
fn bounds(g: &Graph, start: usize, low: i32, high: i32) -> (Option<i32>, Option<i32>) {
    (
        last_true(low, high, |t| g.holds(start, true, |end| end >= t)),
        first_true(low, high, |t| g.holds(start, false, |end| end <= t)),
    )
}

#[test]
fn a_choice_between_two_ends_is_proven() {
    // South chooses between a game won by 4 and one lost by 4.
    let g = graph(&[(true, 0, &[1, 2]), (true, 4, &[1]), (true, -4, &[2])]);
    assert_eq!(bounds(&g, 0, -4, 4), (Some(4), Some(4)));
    // North, choosing, holds South to -4.
    let g = graph(&[(false, 0, &[1, 2]), (true, 4, &[1]), (true, -4, &[2])]);
    assert_eq!(bounds(&g, 0, -4, 4), (Some(-4), Some(-4)));
}

#[test]
fn a_cycle_is_held_where_its_positions_agree_and_left_open_where_they_differ() {
    // South can go round a cycle whose positions both end at +2 (North has no other move), or
    // take a loss of 4: whichever comes back first, the game ends at +2.
    let g = graph(&[(true, 2, &[1, 2]), (false, 2, &[0]), (true, -4, &[2])]);
    assert_eq!(bounds(&g, 0, -4, 4), (Some(2), Some(2)));
    // With +3 at North's position the value stays +2 (the game comes back to 0 first), but
    // South could run round the cycle for ever, past the +3: North is held to 3 at most.
    let g = graph(&[(true, 2, &[1, 2]), (false, 3, &[0]), (true, -4, &[2])]);
    assert_eq!(bounds(&g, 0, -4, 4), (Some(2), Some(3)));
    // A forced cycle through +2 and -2: the game comes back to where it entered, so from 0 the
    // value is +2 and from 1 it is -2; the bounds hold both (-2..=2) but do not say which.
    let g = graph(&[(true, 2, &[1]), (false, -2, &[0])]);
    assert_eq!(bounds(&g, 0, -4, 4), (Some(-2), Some(2)));
    assert_eq!(bounds(&g, 1, -4, 4), (Some(-2), Some(2)));
}

#[test]
fn a_threshold_search_finds_the_edge_and_says_when_there_is_none() {
    assert_eq!(last_true(-5, 5, |t| t <= 3), Some(3));
    assert_eq!(last_true(-5, 5, |t| t <= 9), Some(5));
    assert_eq!(last_true(-5, 5, |t| t <= -6), None);
    assert_eq!(first_true(-5, 5, |t| t >= -1), Some(-1));
    assert_eq!(first_true(-5, 5, |t| t >= -9), Some(-5));
    assert_eq!(first_true(-5, 5, |t| t >= 6), None);
}

#[test]
fn a_graph_is_built_for_the_endgames_that_fit_and_only_where_repetition_ends_games() {
    let oware = RuleSet::preset("oware").unwrap();
    let with = |south: u8, north: u8, stores: [u8; 2]| {
        let board = crate::engine::Board::from_counts(
            &[south, 0, 0, 0, 0, 0],
            &[north, 0, 0, 0, 0, 0],
            stores,
        )
        .unwrap();
        Position::from_board(board, Side::South)
    };
    // 8 seeds in Oware's 12 pits: 75,582 placements; 9: 167,960, too many.
    assert!(fits(&oware, &with(4, 4, [20, 20])));
    assert!(!fits(&oware, &with(5, 4, [20, 19])));
    let kalah = RuleSet::kalah();
    let start = Position::start(&kalah, Side::South);
    assert!(!fits(&kalah, &start));
}
