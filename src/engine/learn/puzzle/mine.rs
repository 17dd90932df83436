//! Mining puzzles: games between AI levels with random openings (each game ends as play ends
//! it, by repetition too), each position with few seeds in pits solved within a time limit,
//! and those with one clear best move (or chain of extra turns) kept, graded by the levels
//! that miss them.

use super::*;
use crate::engine::Game;

/// How a mining run goes.
#[derive(Clone, Copy, Debug)]
pub struct Mining {
    pub count: usize,
    pub seed: u64,
    /// Positions with more seeds in pits are not tried (the solver would take long).
    pub max_seeds: u16,
    /// The solver gives up on a position after this.
    pub solve_time: Duration,
    /// At most this many games are played.
    pub max_games: usize,
}

/// Mines `how.count` puzzles from games between AI levels with random openings, no theme more
/// than `THEME_SHARE` percent of them (or an equal share of the themes the rules allow); `found` hears of each puzzle as it is proven and
/// graded. Ids are `<rules>-<n>` from 1. A puzzle is valued as if its game began at its
/// position (where repetition ends games, the lines before it are not part of the puzzle).
pub fn mine(rules: &RuleSet, how: Mining, mut found: impl FnMut(&Puzzle)) -> Vec<Puzzle> {
    let mut rng = StdRng::seed_from_u64(how.seed);
    let mut solver = Solver::new(rules, SOLVE_BYTES, ENDGAME_BYTES);
    let mut seen = HashSet::new();
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let most_of_a_theme = (how.count * THEME_SHARE / 100).max(how.count.div_ceil(themes_of(rules)));
    for _ in 0..how.max_games {
        if puzzles.len() >= how.count {
            break;
        }
        // A game, not bare positions: it ends when a position comes back, as play ends it
        // (bare positions let two levels go round the board for ever).
        let Ok(mut game) = Game::new(rules.clone(), Side::South) else {
            break;
        };
        let opening = rng.random_range(2..6);
        let levels = [Level::Easy, Level::Medium].map(|_| {
            if rng.random_bool(0.5) {
                Level::Easy
            } else {
                Level::Medium
            }
        });
        let mut from_game = 0;
        let mut ply = 0;
        while !game.position().is_over() && puzzles.len() < how.count && from_game < PER_GAME {
            let pos = *game.position();
            let mover = pos.to_move();
            let worth_trying = ply >= opening
                && pos.extra_streak() == 0
                && !pos.pie_open()
                && (!rules.pie || pos.passes == 2)
                && pos.board().row_total(Side::South) + pos.board().row_total(Side::North)
                    <= how.max_seeds;
            if worth_trying {
                let south = to_south(&pos);
                if seen.insert(south) {
                    let deadline = Instant::now() + how.solve_time;
                    let proven = prove(rules, &south, &mut solver, deadline).filter(|p| {
                        puzzles.iter().filter(|q| q.theme == p.theme).count() < most_of_a_theme
                    });
                    if let Some(p) = proven {
                        let p = Puzzle {
                            id: format!("{}-{}", rules.name, puzzles.len() + 1),
                            ..grade(rules, p)
                        };
                        found(&p);
                        puzzles.push(p);
                        from_game += 1;
                    }
                }
            }
            let legal = game.legal_moves();
            let mv = if ply < opening {
                legal[rng.random_range(0..legal.len())]
            } else {
                let level = levels[mover.index()];
                let mut thinker = Thinker::new(rules.clone(), pos, level, rng.random())
                    .with_past(&game.repeatable_past());
                loop {
                    if let Some(mv) = thinker.think(Duration::from_secs(1)) {
                        break mv;
                    }
                }
            };
            game.play(mv).expect("a legal move");
            ply += 1;
        }
    }
    puzzles
}

/// How many themes the rules allow (no captures, no defence against one; no relays, ...).
fn themes_of(rules: &RuleSet) -> usize {
    Theme::ALL
        .iter()
        .filter(|&&theme| match theme {
            Theme::ExtraTurns => rules.extra_turn != ExtraTurn::None,
            Theme::Capture | Theme::Defence => {
                rules.capture != Capture::None
                    || rules.capture_counts != CaptureCounts::None
                    || rules.tuzdyk
            }
            Theme::Relay => rules.relay,
            Theme::Fours => rules.fours,
            Theme::Endgame | Theme::Strategy => true,
        })
        .count()
}

/// The position with its mover seated South (rows and stores exchanged when North moves), as
/// [`Puzzle::position`] builds it again: past the pie rule's offer, swapped or not.
fn to_south(pos: &Position) -> Position {
    let b = pos.board();
    let board = match pos.to_move() {
        Side::South => *b,
        Side::North => Board::from_counts(
            b.row(Side::North),
            b.row(Side::South),
            [b.store(Side::North), b.store(Side::South)],
        )
        .expect("the same counts, exchanged"),
    };
    let mut south = Position::from_board(board, Side::South);
    // The mover's tuzdyk is South's now, the other's North's.
    for (side, owner) in [
        (Side::South, pos.to_move()),
        (Side::North, pos.to_move().other()),
    ] {
        if let Some(Hole::Pit { index, .. }) = pos.tuzdyk(owner) {
            south = south.with_tuzdyk(side, index);
        }
    }
    south.quiet = pos.quiet();
    south.passes = 2;
    south
}

/// `pos` as a puzzle if its best move is clear (not yet graded), or `None`.
fn prove(
    rules: &RuleSet,
    pos: &Position,
    solver: &mut Solver,
    deadline: Instant,
) -> Option<Puzzle> {
    let first = solver.move_values_within(pos, deadline)?;
    clear_best(&first)?;
    let (solution, proof) = proven_chain(rules, pos, solver).ok()?;
    let b = pos.board();
    Some(Puzzle {
        id: String::new(),
        south: b.row(Side::South).to_vec(),
        north: b.row(Side::North).to_vec(),
        stores: pos.scores(),
        quiet: pos.quiet(),
        tuzdyks: [Side::South, Side::North].map(|side| pos.tuzdyk_code(side)),
        theme: theme_of(rules, pos, &solution),
        solution,
        proof,
        rating: 0,
        missed_by: Vec::new(),
    })
}

/// Rates `p` by the AI levels that miss its answer somewhere in the chain.
fn grade(rules: &RuleSet, p: Puzzle) -> Puzzle {
    let (before, _) = p.line(rules).expect("a proven line");
    let missed_by: Vec<Level> = GRADING_LEVELS
        .into_iter()
        .filter(|&level| {
            before.iter().zip(&p.solution).any(|(pos, &answer)| {
                GRADING_SEEDS.iter().any(|&seed| {
                    let mut thinker = Thinker::new(rules.clone(), *pos, level, seed);
                    let mv = loop {
                        if let Some(mv) = thinker.think(Duration::from_secs(5)) {
                            break mv;
                        }
                    };
                    mv != answer
                })
            })
        })
        .collect();
    let rating = BASE_RATING
        + LEVEL_STEP * missed_by.len() as u16
        + CHAIN_STEP * (p.solution.len() as u16 - 1);
    Puzzle {
        rating,
        missed_by,
        ..p
    }
}
