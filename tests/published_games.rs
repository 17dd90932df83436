//! The empty-capture rule set (`kalaha`) against the published solution of Kalah: Irving,
//! Donkers and Uiterwijk (2000), "Solving Kalah", ICGA Journal 23(3), as a public repository
//! transcribes its tables. The perfect games of its Table 9 play out under our rules to the
//! margins it states, the turn passing exactly at its dashes (but for the one line the
//! transcription already records as broken); and the solver's values of the smaller boards are
//! those margins and the wins, draws and losses of its Table 10.

use kalah::engine::ai::Solver;
use kalah::engine::{Move, Position, RuleSet, Side};

/// Table 9, a board a line: pits, seeds, the first player's final store difference under
/// perfect play, and a perfect game: a turn's pits (numbered from 0 in sowing order) between
/// dashes.
const TABLE_9: &str = "
4 1 2 32-32-1
4 2 6 3-3-230-231-1323
4 3 8 13-1-032-2-3-0-1320-3-0-2
4 4 2 02-2-3-0-2-21-303231-0-32-1-0
4 5 2 0-2-1-3-0-2-1-0-32-3-021-2-0-02-2-1-3-3-313032-13031-1-2-2-3
4 6 0 1-0-2-3-1330-01-2-2-21-201-2-23-3-23-230-32-32-12-1-0-32
5 1 0 43-43-2-2
5 2 0 31-32-24-0-0-31-3
5 3 8 24-3-3-03-41-1-04342-3-3-2-2-4-414342-3
5 4 12 12-04-03-2-20-41-1-42-32-3-2-40-0-1
5 5 2 03-2-2-1-1-23-24-2-0-34414340-4240-2-14342
5 6 2 2-0-0-3-3-0-2-1-440-4-42-2-121-12-3-1-4-20-0-34-24-324-1-3-3-1-41-43-2-2-3
6 1 2 54-54-3-3-2
6 2 10 42-42-30-0-1-1-4-5
6 3 2 4-5-35-250-2-154-451535452-53-3-54-2
6 4 10 25-10-3-3-5153-1-4-5-045-4-535452-53-4-1-3-2-0-54-1-3
6 5 12 12-02-05-2-4-51-53-3-45-20-3-2-2-345-5-4-351-0-54-1-52-354-4-254-3-3
";

/// A perfect game of Table 9.
struct PerfectGame {
    pits: u8,
    seeds: u8,
    margin: i32,
    line: &'static str,
}

fn perfect_games() -> Vec<PerfectGame> {
    TABLE_9
        .lines()
        .filter(|line| !line.is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split(' ').collect();
            let number = |i: usize| fields[i].parse::<i32>().expect("a number");
            PerfectGame {
                pits: number(0) as u8,
                seeds: number(1) as u8,
                margin: number(2),
                line: fields[3],
            }
        })
        .collect()
}

/// Table 10: the first player's win, draw or loss under perfect play, a row per pit count
/// from 1, a letter per seed count from 1 (no (6,6)).
const TABLE_10: [&str; 6] = ["DLWLWD", "WLLLWW", "DWWWWL", "WWWWWD", "DDWWWW", "WWWWW"];

fn kalaha(pits: u8, seeds: u8) -> RuleSet {
    RuleSet::preset("kalaha")
        .and_then(|rules| rules.with_board(Some(pits), Some(seeds)))
        .expect("a Kalah board")
}

/// Where a perfect game stops agreeing with the rules: (turn, pit of the turn), both from 1.
type Break = (usize, usize);

/// Plays `line` from the start of `rules`: the final position, or the first pit that cannot
/// be played or after which the turn passes where the line says it does not (or the other
/// way round).
fn play_out(rules: &RuleSet, line: &str) -> Result<Position, Break> {
    let mut pos = Position::start(rules, Side::South);
    for (t, turn) in line.split('-').enumerate() {
        let mover = pos.to_move();
        for (k, pit) in turn.bytes().enumerate() {
            let mv = Move::ccw(pit - b'0');
            let at = (t + 1, k + 1);
            if pos.is_over() || !pos.is_legal(rules, mv) {
                return Err(at);
            }
            pos = pos.after(rules, mv);
            let turn_ends = k + 1 == turn.len();
            let passed = pos.is_over() || pos.to_move() != mover;
            if passed != turn_ends {
                return Err(at);
            }
        }
    }
    Ok(pos)
}

#[test]
fn the_papers_perfect_games_end_with_its_margins() {
    let games = perfect_games();
    assert_eq!(games.len(), 17);
    for PerfectGame {
        pits,
        seeds,
        margin,
        line,
    } in games
    {
        let rules = kalaha(pits, seeds);
        let played = play_out(&rules, line);
        if (pits, seeds) == (4, 6) {
            // The transcription records this line as broken there: the turn passes after the
            // second pit of its tenth turn ("201"), where the line goes on with a third.
            assert_eq!(played.err(), Some((10, 2)), "Kalah(4,6)");
            continue;
        }
        let end = played.unwrap_or_else(|at| panic!("Kalah({pits},{seeds}) breaks at {at:?}"));
        assert!(end.is_over(), "Kalah({pits},{seeds}) is not over");
        let [south, north] = end.scores();
        assert_eq!(south as i32 - north as i32, margin, "Kalah({pits},{seeds})");
    }
}

#[test]
fn solved_values_are_the_papers_on_smaller_boards() {
    let games = perfect_games();
    for (row, outcomes) in TABLE_10.iter().enumerate() {
        let pits = row as u8 + 1;
        for (column, outcome) in outcomes.chars().enumerate() {
            let seeds = column as u8 + 1;
            // Boards of up to 3 pits, and the larger ones with up to 20 seeds a side: two
            // seconds in all, unoptimised.
            if pits > 3 && pits * seeds > 20 {
                continue;
            }
            let rules = kalaha(pits, seeds);
            let start = Position::start(&rules, Side::South);
            let mut solver = Solver::new(&rules, 1 << 22, 1 << 20);
            let value = solver.solve(&start).unwrap().value;
            let ours = match value.signum() {
                1 => 'W',
                0 => 'D',
                _ => 'L',
            };
            assert_eq!(ours, outcome, "Kalah({pits},{seeds}): {value:+}");
            if let Some(game) = games.iter().find(|g| (g.pits, g.seeds) == (pits, seeds)) {
                assert_eq!(value, game.margin, "Kalah({pits},{seeds})");
            }
        }
    }
}
