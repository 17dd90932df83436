//! Reading the text form: the tag lines build the rule set and the tags, then every move is
//! played as it is read, so an illegal move, a turn grouped wrongly or a wrong move number is
//! reported at its line and column.

use super::lex::{At, Token, tokens};
use super::tags::{Comment, GameResult, Tags, bad_tag_value};
use super::{Mistake, TextError, check_clock, clock, settle_result, switches};
use crate::engine::rules::RuleError;
use crate::engine::{Game, GameRecord, Move, Side};

/// The tag lines of a record, each with where it stands.
#[derive(Default)]
struct Header {
    rules: Option<(At, String)>,
    pits: Option<(At, String)>,
    seeds: Option<(At, String)>,
    first: Option<(At, String)>,
    result: Option<(At, String)>,
    /// Switch tags: where, the rule set's field, the text.
    switches: Vec<(At, &'static str, String)>,
    /// Where the clock tags stand (`TimeControl`, `Clock`), for their mistakes.
    clock_at: Option<At>,
    tags: Tags,
    seen: Vec<String>,
}

impl Header {
    fn add(&mut self, at: At, name: String, value: String) -> Result<(), TextError> {
        if self.seen.contains(&name) {
            return Err(at.error(Mistake::TagTwice { tag: name }));
        }
        if bad_tag_value(&value) {
            return Err(at.error(Mistake::TagValueNotOneLine { tag: name }));
        }
        self.seen.push(name.clone());
        let slot = match name.as_str() {
            "Rules" => &mut self.rules,
            "Pits" => &mut self.pits,
            "Seeds" => &mut self.seeds,
            "First" => &mut self.first,
            "Result" => &mut self.result,
            "South" => {
                self.tags.south = Some(value);
                return Ok(());
            }
            "North" => {
                self.tags.north = Some(value);
                return Ok(());
            }
            "Date" => {
                self.tags.date = Some(value);
                return Ok(());
            }
            _ => {
                match switches::switch(&name) {
                    Some((field, _)) => self.switches.push((at, field, value)),
                    None => {
                        if name == clock::CLOCK || name == clock::TIME_CONTROL {
                            self.clock_at = self.clock_at.or(Some(at));
                        }
                        self.tags.other.insert(name, value);
                    }
                }
                return Ok(());
            }
        };
        *slot = Some((at, value));
        Ok(())
    }

    /// The rule set the tags describe, validated.
    fn rule_set(&self) -> Result<crate::engine::RuleSet, TextError> {
        let start = At { line: 1, column: 1 };
        let (rules_at, name) = self
            .rules
            .as_ref()
            .ok_or_else(|| start.error(Mistake::NoRules))?;
        let mut rules = switches::base(name);
        let count = |tag: &Option<(At, String)>, what: &str| -> Result<Option<u8>, TextError> {
            let Some((at, text)) = tag else {
                return Ok(None);
            };
            match text.parse::<u8>() {
                Ok(n) if text.bytes().all(|b| b.is_ascii_digit()) => Ok(Some(n)),
                _ => Err(at.error(Mistake::NotANumber {
                    tag: what.into(),
                    text: text.clone(),
                })),
            }
        };
        if let Some(pits) = count(&self.pits, "Pits")? {
            rules.pits = pits;
        }
        if let Some(seeds) = count(&self.seeds, "Seeds")? {
            rules.seeds = seeds;
        }
        for (at, field, text) in &self.switches {
            rules = switches::set(&rules, field, text).map_err(|e| at.error(e))?;
        }
        rules.validate().map_err(|e| {
            // A board out of range is the Pits or Seeds tag's mistake where one was given.
            let at = match e {
                RuleError::PitsOutOfRange(_) => self.pits.as_ref().map(|t| t.0),
                RuleError::SeedsOutOfRange(_) => self.seeds.as_ref().map(|t| t.0),
                _ => None,
            };
            at.unwrap_or(*rules_at).error(Mistake::Rules(e))
        })?;
        Ok(rules)
    }

    fn first(&self) -> Result<Side, TextError> {
        match &self.first {
            None => Ok(Side::South),
            Some((at, text)) => Side::parse(text)
                .ok_or_else(|| at.error(Mistake::FirstNotASide { text: text.clone() })),
        }
    }

    /// The Result tag: `None` for `*` or no tag.
    fn result(&self) -> Result<Option<GameResult>, TextError> {
        match &self.result {
            None => Ok(None),
            Some((_, text)) if text == "*" => Ok(None),
            Some((at, text)) => text
                .parse()
                .map(Some)
                .map_err(|e| at.error(Mistake::NotAResult(e))),
        }
    }
}

/// Where the moves stand while they are read.
struct Moves {
    game: Game,
    comments: Vec<Comment>,
    /// The last move read, as it was written.
    last: Option<String>,
    /// The last move's turn goes on: its mover decides again.
    continues: bool,
    /// A comma was read since the last move.
    joined: Option<At>,
    /// Turns finished so far.
    turns: usize,
}

impl Moves {
    fn token(&mut self, at: At, token: Token) -> Result<(), TextError> {
        match token {
            Token::Tag(tag, _) => Err(at.error(Mistake::TagAmongMoves { tag })),
            Token::Comment(text) => {
                self.comments.push(Comment {
                    after: self.game.moves().len(),
                    text,
                });
                Ok(())
            }
            Token::Comma => {
                let Some(last) = &self.last else {
                    return Err(at.error(Mistake::CommaFirst));
                };
                if self.joined.is_some() {
                    return Err(at.error(Mistake::TwoCommas));
                }
                if !self.continues {
                    let last = last.clone();
                    return Err(at.error(Mistake::TurnEnded { last }));
                }
                self.joined = Some(at);
                Ok(())
            }
            Token::Number(n) => {
                if self.joined.is_some() || self.continues {
                    return Err(at.error(Mistake::NumberInsideTurn { n }));
                }
                if self.turns % 2 == 1 {
                    let round = self.turns / 2 + 1;
                    return Err(at.error(Mistake::NumberBeforeSecondTurn { n, round }));
                }
                let round = self.turns / 2 + 1;
                if n != round {
                    return Err(at.error(Mistake::WrongRound { n, round }));
                }
                Ok(())
            }
            Token::Word(word) => self.play(at, word),
        }
    }

    fn play(&mut self, at: At, word: String) -> Result<(), TextError> {
        let mv: Move = word.parse().map_err(|e| at.error(Mistake::NotAMove(e)))?;
        if self.continues && self.joined.is_none() {
            let last = self.last.as_ref().expect("a turn goes on after a move");
            let last = last.clone();
            return Err(at.error(Mistake::MustJoin { last, word }));
        }
        let before = *self.game.position();
        self.game
            .play(mv)
            .map_err(|e| at.error(Mistake::Illegal(e)))?;
        let after = self.game.position();
        self.continues =
            !after.is_over() && after.to_move() == before.to_move() && mv != Move::Swap;
        if !self.continues {
            self.turns += 1;
        }
        self.joined = None;
        self.last = Some(word);
        Ok(())
    }
}

/// Reads a record in the text form.
pub(super) fn read(text: &str) -> Result<GameRecord, TextError> {
    let mut tokens = tokens(text)?.into_iter().peekable();
    let mut header = Header::default();
    while let Some((at, Token::Tag(name, value))) =
        tokens.next_if(|(_, token)| matches!(token, Token::Tag(..)))
    {
        header.add(at, name, value)?;
    }
    let rules = header.rule_set()?;
    let game = Game::new(rules, header.first()?)
        .map_err(|e| At { line: 1, column: 1 }.error(Mistake::Rules(e)))?;
    let mut moves = Moves {
        game,
        comments: Vec::new(),
        last: None,
        continues: false,
        joined: None,
        turns: 0,
    };
    for (at, token) in tokens {
        moves.token(at, token)?;
    }
    if let Some(at) = moves.joined {
        return Err(at.error(Mistake::EndsAfterComma));
    }
    let mut tags = header.tags.clone();
    tags.result = settle_result(header.result()?, moves.game.position()).map_err(|e| {
        let at = header
            .result
            .as_ref()
            .map_or(At { line: 1, column: 1 }, |r| r.0);
        at.error(Mistake::WrongResult(e))
    })?;
    let decisions = moves.game.moves().len();
    check_clock(&tags, decisions).map_err(|m| {
        header
            .clock_at
            .unwrap_or(At { line: 1, column: 1 })
            .error(m)
    })?;
    let mut record = moves.game.record();
    record.tags = tags;
    record.comments = moves.comments;
    Ok(record)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = "[Rules \"kalah\"]\n";

    fn error(text: &str) -> TextError {
        read(text).unwrap_err()
    }

    #[test]
    fn each_mistake_is_named_where_it_stands() {
        for (text, line, column, says) in [
            ("1. 3", 1, 1, "names its rule set in a tag line"),
            (
                "[Rules \"mine\"]\n[Direction \"choice\"]\n",
                1,
                1,
                "no_progress",
            ),
            ("[Rules \"kalah\"]\n[Pits \"12\"]\n", 2, 1, "pits per side"),
            (
                "[Rules \"kalah\"]\n[MinLift \"5\"]\n",
                1,
                1,
                "no opening move",
            ),
            ("[Rules \"kalah\"]\n[Pits \"six\"]\n", 2, 1, "not a number"),
            (
                "[Rules \"kalah\"]\n[Capture \"often\"]\n",
                2,
                1,
                "opposite_non_empty",
            ),
            ("[Rules \"kalah\"]\n[Rules \"kalah\"]\n", 2, 1, "twice"),
            (
                "[Rules \"kalah\"]\n[First \"east\"]\n",
                2,
                1,
                "south or north",
            ),
            ("[Rules \"kalah\"]\n[South \"a\tb\"]\n", 2, 1, "one line"),
            (
                "[Rules \"kalah\"]\n\n1. 3 6",
                3,
                6,
                "join '6' to it with a comma (3,6)",
            ),
            (
                "[Rules \"kalah\"]\n\n1. 1,2",
                3,
                5,
                "the turn ends with '1'",
            ),
            ("[Rules \"kalah\"]\n\n1. 3,,6", 3, 6, "two commas"),
            ("[Rules \"kalah\"]\n\n, 1", 3, 1, "no move came before"),
            ("[Rules \"kalah\"]\n\n1. 3,", 3, 5, "ends after a comma"),
            (
                "[Rules \"kalah\"]\n\n2. 1",
                3,
                1,
                "this is round 1., not 2.",
            ),
            (
                "[Rules \"kalah\"]\n\n1. 1 2. 1",
                3,
                6,
                "before the second turn",
            ),
            ("[Rules \"kalah\"]\n\n1. 3, 2. 6", 3, 7, "inside a turn"),
            ("[Rules \"kalah\"]\n\n1. 1 7", 3, 6, "no pit 7"),
            ("[Rules \"kalah\"]\n\n1. 1 1cw", 3, 6, "counter-clockwise"),
            ("[Rules \"kalah\"]\n\n1. 1 x", 3, 6, "'x' is not a move"),
            (
                "[Rules \"kalah\"]\n\n1. 1 [Date \"x\"]",
                3,
                6,
                "tags come before",
            ),
            (
                "[Rules \"kalah\"]\n[Result \"south 1-0\"]\n\n1. 1",
                2,
                1,
                "not over",
            ),
            (
                "[Rules \"kalah\"]\n[Result \"won\"]\n",
                2,
                1,
                "not a result",
            ),
        ] {
            let err = error(text);
            assert_eq!((err.line, err.column), (line, column), "{text:?}: {err}");
            assert!(err.mistake.to_string().contains(says), "{text:?}: {err}");
        }
    }

    #[test]
    fn move_numbers_are_optional_and_tags_default() {
        let custom = read("[Rules \"mine\"]\n[Pie \"yes\"]\n").unwrap();
        assert_eq!(custom.rules.name, "mine");
        assert!(custom.rules.pie);
        assert_eq!(
            custom.rules.capture,
            crate::engine::RuleSet::kalah().capture
        );
        let numbered = read(&format!("{HEAD}\n1. 3,6 2,1 2.1 4")).unwrap();
        let bare = read(&format!("{HEAD}3,6\n2,1 1 4 {{the end}}")).unwrap();
        assert_eq!(numbered.moves, bare.moves);
        assert_eq!(bare.comments[0].after, 6);
        assert_eq!(bare.rules.pits, 6);
        assert_eq!(bare.first, Side::South);
    }

    #[test]
    fn a_finished_game_gets_its_result_and_a_wrong_one_is_refused() {
        // Kalah on one pit of one seed: South's only move sows into the store and leaves South
        // without a move; North's leftover seed goes to North's store.
        let text = "[Rules \"kalah\"]\n[Pits \"1\"]\n[Seeds \"1\"]\n\n1. 1";
        let record = read(text).unwrap();
        let result = record.tags.result.unwrap();
        assert_eq!(result.to_string(), "draw 1-1");
        let stated = format!(
            "[Rules \"kalah\"]\n[Pits \"1\"]\n[Seeds \"1\"]\n[Result \"{result}\"]\n\n1. 1"
        );
        assert_eq!(read(&stated).unwrap(), record);
        let abandoned =
            "[Rules \"kalah\"]\n[Pits \"1\"]\n[Seeds \"1\"]\n[Result \"abandoned\"]\n\n1. 1";
        assert!(error(abandoned).to_string().contains("not abandoned"));
        let open = read(&format!("{HEAD}[Result \"abandoned\"]\n\n1. 1")).unwrap();
        assert_eq!(open.tags.result, Some(GameResult::Abandoned));
    }
}
