//! What a lesson stage claims its asked move does, and the check of each claim against the
//! move as the engine played it: an extra turn, a capture and how many pits it took, relays,
//! fours, the seeds left in the sown pit (a lap that skips it, the first seed back), a tuzdyk
//! claimed or fed, a grand slam, the end of the game and the stores after it.

use super::lesson::{Played, StageFault};
use crate::engine::summary::Next;
use crate::engine::{EndReason, Hole, Move, Step};
use serde::{Deserialize, Serialize};

/// What the asked move does. Every claim given is checked; `over` absent claims the game goes
/// on.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// The mover moves again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_turn: Option<bool>,
    /// Seeds captured into the mover's store (0: no capture; a claimed tuzdyk's three count).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capture: Option<u16>,
    /// Pits a capture by count emptied: the last seed's pit and its chain (0: none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capture_pits: Option<u8>,
    /// Times relay sowing lifts again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub relays: Option<u8>,
    /// Pits that reach four and go to their owner's store.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fours: Option<u8>,
    /// Seeds in the sown pit once the move is over: 0 after a lap that skips it, 1 where the
    /// first seed goes back into it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_pit: Option<u8>,
    /// The opponent's pit (numbered from 1 on their row) that the move claims as the mover's
    /// tuzdyk; 0: it claims none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tuzdyk: Option<u8>,
    /// Seeds that fell into a tuzdyk and went on to its owner's store.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_tuzdyk: Option<u8>,
    /// The capture would have taken every seed of the opponent's row, so it took none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grand_slam: Option<bool>,
    /// The move ends the game, for this reason.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub over: Option<EndReason>,
    /// The stores `[south, north]` after the move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stores: Option<[u8; 2]>,
}

impl Expect {
    /// Whether `played` did what these claims say; the first claim it does not bear out.
    pub fn matches(&self, played: &Played) -> Result<(), StageFault> {
        let s = &played.summary;
        let claim = |what: &'static str, want: String, got: String| {
            if want == got {
                Ok(())
            } else {
                Err(StageFault::Claim { what, want, got })
            }
        };
        let check = |what, want: Option<String>, got: String| match want {
            Some(want) => claim(what, want, got),
            None => Ok(()),
        };
        let show = |n: Option<u8>| n.map(|n| n.to_string());
        check(
            "an extra turn:",
            self.extra_turn.map(|b| b.to_string()),
            (s.next == Next::Again).to_string(),
        )?;
        check(
            "a capture of",
            self.capture.map(|n| n.to_string()),
            s.captured.to_string(),
        )?;
        let pits = played
            .steps
            .iter()
            .filter(|step| matches!(step, Step::CountCapture { .. }))
            .count();
        check("pits captured:", show(self.capture_pits), pits.to_string())?;
        check("relays:", show(self.relays), s.relays.to_string())?;
        check("fours:", show(self.fours), s.fours.to_string())?;
        let start = match s.mv {
            Move::Sow { pit, .. } => played.after.board().count(Hole::Pit {
                side: s.side,
                index: pit,
            }),
            Move::Swap => 0,
        };
        check(
            "seeds in the sown pit:",
            show(self.start_pit),
            start.to_string(),
        )?;
        let claimed = match s.claimed {
            Some(Hole::Pit { index, .. }) => index + 1,
            _ => 0,
        };
        check("a tuzdyk in pit", show(self.tuzdyk), claimed.to_string())?;
        check(
            "seeds into a tuzdyk:",
            show(self.to_tuzdyk),
            s.to_tuzdyk.to_string(),
        )?;
        check(
            "a grand slam:",
            self.grand_slam.map(|b| b.to_string()),
            s.grand_slam.to_string(),
        )?;
        claim(
            "the end:",
            format!("{:?}", self.over),
            format!("{:?}", played.after.end_reason()),
        )?;
        check(
            "stores",
            self.stores.map(|stores| format!("{stores:?}")),
            format!("{:?}", played.after.scores()),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::learn::lesson::Course;

    /// A one-stage lesson of `rules` whose `expect` is `expect`, checked: the error's text.
    fn check(rules: &str, stage: &str, expect: &str) -> Result<(), String> {
        let text = format!(
            r#"{{"rules":"{rules}","stages":[{{"title":"t","say":"s","done":"d",{stage},
                "expect":{expect}}}]}}"#
        );
        Course::from_json(&text)
            .unwrap()
            .check()
            .map_err(|e| e.to_string())
    }

    #[test]
    fn a_capture_by_count_and_its_chain_count_their_pits() {
        // Oware: South's pit 6 (2 seeds) makes 2 in North's pit 1 and 3 in pit 2: both taken.
        let stage = r#""setup":{"south":[3,0,0,0,0,2],"north":[1,2,0,0,0,1],"stores":[17,22]},
            "play":"6""#;
        check("oware", stage, r#"{"capture":5,"capture_pits":2}"#).unwrap();
        let err = check("oware", stage, r#"{"capture_pits":1}"#).unwrap_err();
        assert!(
            err.contains("pits captured: 1, the engine gives 2"),
            "{err}"
        );
    }

    #[test]
    fn the_seeds_left_in_the_sown_pit_are_claimed() {
        // Oware: a lap of 12 seeds passes over the pit it started from.
        let stage = r#""setup":{"south":[12,1,1,1,1,1],"north":[1,1,1,1,1,1],"stores":[13,12]},
            "play":"1""#;
        check("oware", stage, r#"{"start_pit":0,"capture":0}"#).unwrap();
        assert!(
            check("oware", stage, r#"{"start_pit":1}"#)
                .unwrap_err()
                .contains("sown pit")
        );
        // Toguz Kumalak: the first ball goes back into the emptied pit.
        check("toguz_kumalak", r#""play":"1""#, r#"{"start_pit":1}"#).unwrap();
    }

    #[test]
    fn a_tuzdyk_claimed_and_seeds_into_one_are_claimed() {
        // South's pit 9 (3 balls): back into pit 9, then North's pits 1 and 2; pit 2 holds 2
        // and makes 3: South's tuzdyk.
        let north = r#""north":[1,2,9,9,9,9,9,9,9],"stores":[20,19]"#;
        let stage = format!(r#""setup":{{"south":[9,9,9,9,9,9,0,0,3],{north}}},"play":"9""#);
        check("toguz_kumalak", &stage, r#"{"tuzdyk":2,"capture":3}"#).unwrap();
        let err = check("toguz_kumalak", &stage, r#"{"tuzdyk":0}"#).unwrap_err();
        assert!(
            err.contains("a tuzdyk in pit 0, the engine gives 2"),
            "{err}"
        );
        // North's tuzdyk on South's pit 8: South's pit 7 sows through it.
        let stage = r#""setup":{"south":[9,9,9,9,9,9,3,0,0],
            "north":[1,2,9,9,9,9,9,9,9],"stores":[20,19],"tuzdyks":[0,8]},"play":"7""#;
        check(
            "toguz_kumalak",
            stage,
            r#"{"to_tuzdyk":1,"stores":[20,20]}"#,
        )
        .unwrap();
    }

    #[test]
    fn a_grand_slam_is_claimed() {
        // Oware: taking North's only seeds (2 and 3 in pits 1 and 2) would be a grand slam.
        let stage = r#""setup":{"south":[9,9,9,0,0,2],"north":[1,2,0,0,0,0],"stores":[8,8]},
            "play":"6""#;
        check("oware", stage, r#"{"grand_slam":true,"capture":0}"#).unwrap();
        assert!(
            check("oware", stage, r#"{"grand_slam":false}"#)
                .unwrap_err()
                .contains("grand slam")
        );
        // Bohnenspiel captures them (4, then the 2 before it), and North cannot move.
        let stage = r#""setup":{"south":[9,9,9,9,9,2],"north":[1,3,0,0,0,0],"stores":[11,10]},
            "play":"6""#;
        let all = r#"{"grand_slam":false,"capture":6,"over":"no_moves","stores":[62,10]}"#;
        check("bohnenspiel", stage, all).unwrap();
    }
}
