//! Learning by playing: the lessons of each rule set ([`lesson`]: data under
//! `assets/lessons/`, every stage checked against the engine), the puzzles proven by the exact
//! solver ([`puzzle`]: mined from AI games, kept under `assets/puzzles/`), the learner's puzzle
//! rating ([`rating`], Glicko-2) and what the game keeps of it all ([`progress`]).

mod expect;
pub mod lesson;
pub mod progress;
pub mod puzzle;
pub mod rating;

/// The lessons and puzzles shipped with the game, by preset name: compiled in, so the browser
/// build has them without a fetch.
pub mod shipped {
    /// The lesson file of preset `rules`, if it has one.
    pub fn lessons(rules: &str) -> Option<&'static str> {
        Some(match rules {
            "kalah" => include_str!("../../../assets/lessons/kalah.json"),
            "general" => include_str!("../../../assets/lessons/general.json"),
            "egyptian" => include_str!("../../../assets/lessons/egyptian.json"),
            "ethiopian" => include_str!("../../../assets/lessons/ethiopian.json"),
            "nigerian" => include_str!("../../../assets/lessons/nigerian.json"),
            "zillions" => include_str!("../../../assets/lessons/zillions.json"),
            "russian" => include_str!("../../../assets/lessons/russian.json"),
            "kalaha" => include_str!("../../../assets/lessons/kalaha.json"),
            "oware" => include_str!("../../../assets/lessons/oware.json"),
            "awari" => include_str!("../../../assets/lessons/awari.json"),
            "songo" => include_str!("../../../assets/lessons/songo.json"),
            "bohnenspiel" => include_str!("../../../assets/lessons/bohnenspiel.json"),
            "toguz_kumalak" => include_str!("../../../assets/lessons/toguz_kumalak.json"),
            _ => return None,
        })
    }

    /// The puzzle file of preset `rules`, if it has one.
    pub fn puzzles(rules: &str) -> Option<&'static str> {
        Some(match rules {
            "kalah" => include_str!("../../../assets/puzzles/kalah.json"),
            "general" => include_str!("../../../assets/puzzles/general.json"),
            "egyptian" => include_str!("../../../assets/puzzles/egyptian.json"),
            "ethiopian" => include_str!("../../../assets/puzzles/ethiopian.json"),
            "nigerian" => include_str!("../../../assets/puzzles/nigerian.json"),
            "zillions" => include_str!("../../../assets/puzzles/zillions.json"),
            "russian" => include_str!("../../../assets/puzzles/russian.json"),
            "kalaha" => include_str!("../../../assets/puzzles/kalaha.json"),
            "oware" => include_str!("../../../assets/puzzles/oware.json"),
            "awari" => include_str!("../../../assets/puzzles/awari.json"),
            "songo" => include_str!("../../../assets/puzzles/songo.json"),
            "bohnenspiel" => include_str!("../../../assets/puzzles/bohnenspiel.json"),
            "toguz_kumalak" => include_str!("../../../assets/puzzles/toguz_kumalak.json"),
            _ => return None,
        })
    }
}
