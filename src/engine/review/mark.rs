//! The marks of a reviewed move, by the seeds of value it lost against the best move. The
//! thresholds are defined here once; docs/RECORDS.md shows the same table (a test checks it).

use serde::{Deserialize, Serialize};
use std::fmt;

/// How good a played move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// The most seeds of value a move may lose and still earn each mark, best first; a move that
/// loses more than the last one is a blunder. Values are final store differences, so a seed
/// handed to the other player costs 2.
pub const MARK_LIMITS: [(Mark, i32); 4] = [
    (Mark::Best, 0),
    (Mark::Good, 2),
    (Mark::Inaccuracy, 4),
    (Mark::Mistake, 8),
];

impl Mark {
    pub const ALL: [Mark; 5] = [
        Mark::Best,
        Mark::Good,
        Mark::Inaccuracy,
        Mark::Mistake,
        Mark::Blunder,
    ];

    /// The mark of a move that lost `lost` seeds of value against the best move.
    pub fn of(lost: i32) -> Mark {
        MARK_LIMITS
            .iter()
            .find(|&&(_, most)| lost <= most)
            .map_or(Mark::Blunder, |&(mark, _)| mark)
    }

    pub fn name(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// The seeds of value lost that earn this mark, as docs/RECORDS.md writes them: `0`,
    /// `1-2`, ..., `9 or more`.
    pub fn range(self) -> String {
        let i = Mark::ALL.iter().position(|&m| m == self).unwrap_or(0);
        let low = if i == 0 { 0 } else { MARK_LIMITS[i - 1].1 + 1 };
        match MARK_LIMITS.get(i) {
            Some(&(_, high)) if high == low => format!("{low}"),
            Some(&(_, high)) => format!("{low}-{high}"),
            None => format!("{low} or more"),
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_follow_the_limits() {
        let marks: Vec<Mark> = (0..=10).map(Mark::of).collect();
        use Mark::*;
        assert_eq!(
            marks,
            [
                Best, Good, Good, Inaccuracy, Inaccuracy, Mistake, Mistake, Mistake, Mistake,
                Blunder, Blunder
            ]
        );
        assert_eq!(Mark::of(-1), Best);
        let ranges: Vec<String> = Mark::ALL.iter().map(|m| m.range()).collect();
        assert_eq!(ranges, ["0", "1-2", "3-4", "5-8", "9 or more"]);
    }

    #[test]
    fn the_documented_table_is_the_one_in_code() {
        let doc = include_str!("../../../docs/RECORDS.md");
        for mark in Mark::ALL {
            let row = format!("| {} | {} |", mark.name(), mark.range());
            assert!(doc.contains(&row), "docs/RECORDS.md lacks the row {row}");
        }
    }
}
