//! One follower of a room's messages for every client: the game's table
//! (`game/online/room.rs`) and `kalah-cli online` (`cli/online.rs`) both take what the server
//! says through [`hear`]. It keeps the room's facts ([`RoomFacts`]: who sits where, who is
//! connected, the clocks, the end, the client's own moves that wait for the server's
//! acknowledgement) and says what the client has to do about each message ([`Heard`]): play a
//! move, settle on a whole game, take its refused moves back, ask for the game again, take
//! the game back after an accepted take-back. The ratings, the spectators and the requests
//! across the table (a draw offered, a take-back asked) are facts too, and each change of
//! them is [`RoomNews`].

use super::protocol::{
    ClockSpec, Clocks, Ending, ErrorCode, GameState, Rating, RatingChange, ServerMessage,
};
use crate::engine::{Move, Side};

/// What a client knows of the room it sits or watches in, as the server's messages set it.
/// Times (`now`) are the client's own clock in seconds, whatever it counts from.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RoomFacts {
    pub code: String,
    /// The client's seat; `None` when watching.
    pub seat: Option<Side>,
    /// The seat's token, to take it back after a dropped connection.
    pub token: Option<String>,
    /// The players' names by seat, `None` for a free seat.
    pub names: [Option<String>; 2],
    /// Whether each seat's player is connected.
    pub present: [bool; 2],
    pub clock: Option<ClockSpec>,
    /// The clocks as the server last set them, and when they arrived.
    pub clocks: Option<(Clocks, f64)>,
    /// The seat that is away and when the game may be claimed.
    pub away: Option<(Side, f64)>,
    pub ending: Option<Ending>,
    /// The game's record as the server kept it, once it is over.
    pub record: Option<String>,
    /// The other seat asked for a rematch.
    pub rematch_asked: bool,
    /// The client's moves sent and not yet acknowledged, by ply.
    pub pending: Vec<u32>,
    /// Whether the game changes the players' ratings.
    pub rated: bool,
    /// Each seat's rating in the game's pool (`None`: a guest, or a free seat).
    pub ratings: [Option<Rating>; 2],
    /// What the ended rated game did to each seat's rating (boxed: most games have none).
    pub rating_changes: Option<Box<[RatingChange; 2]>>,
    /// How many watch the game.
    pub spectators: u32,
    /// The seat whose draw offer waits for an answer.
    pub draw_offered: Option<Side>,
    /// The seat whose take-back request waits for an answer.
    pub take_back_asked: Option<Side>,
}

/// What a message asks of the client, beyond the facts [`hear`] has already updated.
#[derive(Clone, Debug, PartialEq)]
// With wasm32's 4-byte pointers the variant is under clippy's limit.
#[cfg_attr(
    not(target_arch = "wasm32"),
    expect(
        clippy::large_enum_variant,
        reason = "one Heard lives on the stack for one message; boxing `Entered`'s facts would \
                  change every client's match on it (the game's table among them)"
    )
)]
pub enum Heard<'m> {
    /// A seat taken (or taken back) or a game watched: the room's new facts, for the client to
    /// keep, and the server's whole game to settle on.
    Entered {
        facts: RoomFacts,
        game: &'m GameState,
    },
    /// Both seats are taken: the game begins (or goes on); the server's whole game.
    Started { game: &'m GameState },
    /// Decision `ply` was kept: the client's own (`own`, now acknowledged) or one to play.
    Moved {
        ply: u32,
        seat: Side,
        mv: Move,
        own: bool,
    },
    /// The game is over; the facts hold the ending and the record.
    Over { ending: Ending, record: &'m str },
    /// A player away or back, or a rematch asked: the facts changed, nothing to play.
    News(RoomNews),
    /// The server refused something. `taken_back`: the first of the client's waiting moves, all
    /// refused with it (the client takes its game back to before it); `sync`: the client fell
    /// behind and is to send `sync` for the whole game.
    Refused {
        code: ErrorCode,
        message: &'m str,
        taken_back: Option<u32>,
        sync: bool,
    },
    /// This connection is no longer in the room (its seat was taken back elsewhere, or the
    /// room closed).
    Left { reason: &'m str },
    /// Nothing about a room: the welcome, a pong, or news of a room the client is not in.
    Nothing,
}

/// News of the room's players, already in the facts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RoomNews {
    /// The seat's player lost the connection; the game may be claimed after `claim_in_s`.
    Away { seat: Side, claim_in_s: u64 },
    /// The seat's player is back.
    Back { seat: Side },
    /// The seat asks for a rematch.
    RematchAsked { seat: Side },
    /// The seat offers a draw (answered with `answer_draw`).
    DrawOffered { seat: Side },
    /// The seat declined the draw offered.
    DrawDeclined { seat: Side },
    /// The seat asks to take back its last move (answered with `answer_take_back`).
    TakeBackAsked { seat: Side },
    /// The seat declined the take-back.
    TakeBackDeclined { seat: Side },
    /// A take-back was accepted: the client takes its game back to its first `ply` decisions
    /// (the clocks in the facts are already the server's after it).
    TakenBack { ply: u32 },
    /// How many watch the game now.
    Spectators { count: u32 },
}

/// The codes that refuse a move the client made.
const MOVE_REFUSALS: [ErrorCode; 10] = [
    ErrorCode::NotYourTurn,
    ErrorCode::Stale,
    ErrorCode::Illegal,
    ErrorCode::GameOver,
    ErrorCode::NotStarted,
    ErrorCode::WrongSeat,
    ErrorCode::NotSeated,
    ErrorCode::NoGame,
    ErrorCode::Server,
    ErrorCode::RateLimited,
];

impl RoomFacts {
    /// The facts of room `code` as its game `state` gives them, heard at `now`.
    pub fn new(
        code: String,
        seat: Option<Side>,
        token: Option<String>,
        state: &GameState,
        now: f64,
    ) -> RoomFacts {
        RoomFacts {
            code,
            seat,
            token,
            names: state.names.clone(),
            present: state.present,
            clock: state.clock,
            clocks: state.clocks.map(|c| (c, now)),
            ending: state.ending,
            rated: state.rated,
            ratings: state.ratings,
            spectators: state.spectators,
            draw_offered: state.draw_offered,
            take_back_asked: state.take_back_asked,
            ..RoomFacts::default()
        }
    }

    /// Whether both seats are taken.
    pub fn both_seated(&self) -> bool {
        self.names.iter().all(Option::is_some)
    }

    /// The seat's time left at `now`, in milliseconds, if the game has a clock.
    pub fn time_left(&self, seat: Side, now: f64) -> Option<u64> {
        let (clocks, at) = self.clocks?;
        let left = clocks.left_ms[seat.index()];
        Some(if clocks.running == Some(seat) {
            let spent = ((now - at).max(0.0) * 1000.0) as u64;
            left.saturating_sub(spent)
        } else {
            left
        })
    }

    /// Whether a move of the client's is still waiting for the server's acknowledgement.
    pub fn awaiting_ack(&self) -> bool {
        !self.pending.is_empty()
    }

    /// The client sent its move for decision `ply`.
    pub fn sent(&mut self, ply: u32) {
        self.pending.push(ply);
    }

    /// The clocks stop: the game is over, or the room is gone from the client.
    pub fn stop_clocks(&mut self) {
        if let Some((clocks, _)) = &mut self.clocks {
            clocks.running = None;
        }
    }

    /// Takes in a message about this room.
    fn hear_in_room<'m>(&mut self, message: &'m ServerMessage, now: f64) -> Heard<'m> {
        match message {
            ServerMessage::Started { game } => {
                self.names = game.names.clone();
                self.present = game.present;
                self.clocks = game.clocks.map(|c| (c, now));
                self.ending = game.ending;
                self.ratings = game.ratings;
                self.spectators = game.spectators;
                Heard::Started { game }
            }
            &ServerMessage::Moved {
                ply,
                seat,
                mv,
                clocks,
            } => {
                self.clocks = clocks.map(|c| (c, now));
                let own = self.seat == Some(seat);
                if own {
                    self.pending.retain(|&p| p != ply);
                }
                // A move withdraws any request still unanswered.
                self.draw_offered = None;
                self.take_back_asked = None;
                Heard::Moved { ply, seat, mv, own }
            }
            &ServerMessage::Away { seat, claim_in_s } => {
                self.present[seat.index()] = false;
                self.away = Some((seat, now + claim_in_s as f64));
                Heard::News(RoomNews::Away { seat, claim_in_s })
            }
            &ServerMessage::Back { seat } => {
                self.present[seat.index()] = true;
                self.away = None;
                Heard::News(RoomNews::Back { seat })
            }
            &ServerMessage::RematchAsked { seat } => {
                self.rematch_asked = true;
                Heard::News(RoomNews::RematchAsked { seat })
            }
            ServerMessage::Over {
                ending,
                record,
                ratings,
            } => {
                self.ending = Some(*ending);
                self.record = Some(record.clone());
                self.rating_changes = ratings.map(Box::new);
                self.away = None;
                self.draw_offered = None;
                self.take_back_asked = None;
                self.stop_clocks();
                Heard::Over {
                    ending: *ending,
                    record,
                }
            }
            _ => self.hear_request(message, now),
        }
    }

    /// Takes in a request across the table, its answer, or the count of spectators.
    fn hear_request<'m>(&mut self, message: &'m ServerMessage, now: f64) -> Heard<'m> {
        let news = match *message {
            ServerMessage::DrawOffered { seat } => {
                self.draw_offered = Some(seat);
                RoomNews::DrawOffered { seat }
            }
            ServerMessage::DrawDeclined { seat } => {
                self.draw_offered = None;
                RoomNews::DrawDeclined { seat }
            }
            ServerMessage::TakeBackAsked { seat } => {
                self.take_back_asked = Some(seat);
                RoomNews::TakeBackAsked { seat }
            }
            ServerMessage::TakeBackDeclined { seat } => {
                self.take_back_asked = None;
                RoomNews::TakeBackDeclined { seat }
            }
            ServerMessage::TakenBack { ply, clocks } => {
                self.take_back_asked = None;
                self.draw_offered = None;
                self.clocks = clocks.map(|c| (c, now));
                self.pending.retain(|&p| p < ply);
                RoomNews::TakenBack { ply }
            }
            ServerMessage::Spectators { count } => {
                self.spectators = count;
                RoomNews::Spectators { count }
            }
            _ => return Heard::Nothing,
        };
        Heard::News(news)
    }
}

/// Takes in one message from the server: updates the facts of the client's room (`room`, if
/// it is in one) and says what is left to do. `now`: the client's clock, in seconds.
pub fn hear<'m>(room: Option<&mut RoomFacts>, message: &'m ServerMessage, now: f64) -> Heard<'m> {
    match message {
        ServerMessage::Seated {
            room: code,
            seat,
            token,
            game,
        } => {
            let facts = RoomFacts::new(code.clone(), Some(*seat), Some(token.clone()), game, now);
            Heard::Entered { facts, game }
        }
        ServerMessage::Watching { room: code, game } => {
            let facts = RoomFacts::new(code.clone(), None, None, game, now);
            Heard::Entered { facts, game }
        }
        ServerMessage::Error { code, message } => {
            let taken_back = room
                .filter(|_| MOVE_REFUSALS.contains(code))
                .and_then(|facts| {
                    let first = facts.pending.first().copied();
                    facts.pending.clear();
                    first
                });
            Heard::Refused {
                code: *code,
                message,
                taken_back,
                sync: taken_back.is_some() && *code == ErrorCode::Stale,
            }
        }
        ServerMessage::Left { reason } => Heard::Left { reason },
        ServerMessage::Welcome { .. } | ServerMessage::Pong {} => Heard::Nothing,
        _ => match room {
            Some(facts) => facts.hear_in_room(message, now),
            None => Heard::Nothing,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RuleSet;
    use crate::online::protocol::EndCause;

    fn state(names: [Option<&str>; 2]) -> GameState {
        GameState {
            rules: RuleSet::kalah(),
            first: Side::South,
            moves: Vec::new(),
            names: names.map(|n| n.map(String::from)),
            present: names.map(|n| n.is_some()),
            clock: None,
            clocks: Some(Clocks {
                left_ms: [60_000, 60_000],
                running: None,
            }),
            ending: None,
            rated: false,
            ratings: [None, None],
            spectators: 0,
            draw_offered: None,
            take_back_asked: None,
        }
    }

    fn seated(names: [Option<&str>; 2]) -> RoomFacts {
        let message = ServerMessage::Seated {
            room: "ABCDEFGH".into(),
            seat: Side::South,
            token: "t".into(),
            game: state(names),
        };
        match hear(None, &message, 0.0) {
            Heard::Entered { facts, game } => {
                assert_eq!(game, &state(names));
                facts
            }
            other => panic!("{other:?}"),
        }
    }

    fn moved(ply: u32, seat: Side, running: Side) -> ServerMessage {
        ServerMessage::Moved {
            ply,
            seat,
            mv: Move::ccw(3),
            clocks: Some(Clocks {
                left_ms: [59_000, 60_000],
                running: Some(running),
            }),
        }
    }

    #[test]
    fn a_seat_and_a_start_set_the_facts() {
        let mut facts = seated([Some("Ana"), None]);
        assert_eq!(
            (facts.code.as_str(), facts.seat, facts.token.as_deref()),
            ("ABCDEFGH", Some(Side::South), Some("t"))
        );
        assert!(!facts.both_seated());
        let started = ServerMessage::Started {
            game: state([Some("Ana"), Some("Boris")]),
        };
        assert!(matches!(
            hear(Some(&mut facts), &started, 5.0),
            Heard::Started { .. }
        ));
        assert!(facts.both_seated() && facts.present == [true, true]);
        let watching = ServerMessage::Watching {
            room: "JKMNPQRS".into(),
            game: state([Some("Ana"), Some("Boris")]),
        };
        match hear(Some(&mut facts), &watching, 6.0) {
            Heard::Entered { facts: new, .. } => {
                assert_eq!(
                    (new.code.as_str(), new.seat, new.token),
                    ("JKMNPQRS", None, None)
                )
            }
            other => panic!("{other:?}"),
        }
        // Room news with no room is nothing to this client.
        assert_eq!(
            hear(None, &moved(0, Side::North, Side::South), 1.0),
            Heard::Nothing
        );
    }

    #[test]
    fn own_moves_wait_for_their_acknowledgement() {
        let mut facts = seated([Some("Ana"), Some("Boris")]);
        facts.sent(0);
        assert!(facts.awaiting_ack());
        let mine = moved(0, Side::South, Side::North);
        let heard = hear(Some(&mut facts), &mine, 10.0);
        assert_eq!(
            heard,
            Heard::Moved {
                ply: 0,
                seat: Side::South,
                mv: Move::ccw(3),
                own: true
            }
        );
        assert!(!facts.awaiting_ack());
        // The clocks count from when they came: North's runs, South's stands.
        assert_eq!(facts.time_left(Side::North, 12.5), Some(57_500));
        assert_eq!(facts.time_left(Side::South, 12.5), Some(59_000));
        let theirs = moved(1, Side::North, Side::South);
        assert!(matches!(
            hear(Some(&mut facts), &theirs, 13.0),
            Heard::Moved {
                own: false,
                ply: 1,
                ..
            }
        ));
    }

    #[test]
    fn a_refused_move_is_taken_back_and_a_stale_one_fetches_the_game() {
        let mut facts = seated([Some("Ana"), Some("Boris")]);
        facts.sent(4);
        facts.sent(6);
        let stale = ServerMessage::error(ErrorCode::Stale, "behind");
        assert_eq!(
            hear(Some(&mut facts), &stale, 1.0),
            Heard::Refused {
                code: ErrorCode::Stale,
                message: "behind",
                taken_back: Some(4),
                sync: true
            }
        );
        assert!(facts.pending.is_empty());
        facts.sent(4);
        let illegal = ServerMessage::error(ErrorCode::Illegal, "no");
        let heard = hear(Some(&mut facts), &illegal, 2.0);
        assert!(matches!(
            heard,
            Heard::Refused {
                taken_back: Some(4),
                sync: false,
                ..
            }
        ));
        // A refusal of something else leaves a waiting move waiting.
        facts.sent(4);
        let token = ServerMessage::error(ErrorCode::BadToken, "no");
        let heard = hear(Some(&mut facts), &token, 3.0);
        assert!(matches!(
            heard,
            Heard::Refused {
                taken_back: None,
                sync: false,
                ..
            }
        ));
        assert_eq!(facts.pending, [4]);
    }

    #[test]
    fn news_and_the_end() {
        let mut facts = seated([Some("Ana"), Some("Boris")]);
        let away = ServerMessage::Away {
            seat: Side::North,
            claim_in_s: 120,
        };
        hear(Some(&mut facts), &away, 10.0);
        assert_eq!(facts.away, Some((Side::North, 130.0)));
        assert_eq!(facts.present, [true, false]);
        let back = ServerMessage::Back { seat: Side::North };
        let heard = hear(Some(&mut facts), &back, 11.0);
        assert_eq!(heard, Heard::News(RoomNews::Back { seat: Side::North }));
        assert_eq!((facts.away, facts.present), (None, [true, true]));
        let first = moved(0, Side::South, Side::North);
        hear(Some(&mut facts), &first, 12.0);
        let ending = Ending {
            cause: EndCause::Resigned,
            winner: Some(Side::South),
        };
        let over = ServerMessage::Over {
            ending,
            record: "[Rules \"kalah\"]".into(),
            ratings: None,
        };
        assert!(matches!(
            hear(Some(&mut facts), &over, 13.0),
            Heard::Over { .. }
        ));
        assert_eq!(facts.ending, Some(ending));
        assert_eq!(facts.record.as_deref(), Some("[Rules \"kalah\"]"));
        assert_eq!(facts.clocks.map(|(c, _)| c.running), Some(None));
        let left = ServerMessage::Left {
            reason: "closed".into(),
        };
        assert_eq!(
            hear(Some(&mut facts), &left, 14.0),
            Heard::Left { reason: "closed" }
        );
    }

    #[test]
    fn requests_across_the_table_and_the_spectators_are_facts() {
        let mut facts = seated([Some("Ana"), Some("Boris")]);
        let offered = ServerMessage::DrawOffered { seat: Side::North };
        assert_eq!(
            hear(Some(&mut facts), &offered, 1.0),
            Heard::News(RoomNews::DrawOffered { seat: Side::North })
        );
        assert_eq!(facts.draw_offered, Some(Side::North));
        let declined = ServerMessage::DrawDeclined { seat: Side::South };
        hear(Some(&mut facts), &declined, 2.0);
        assert_eq!(facts.draw_offered, None);
        hear(Some(&mut facts), &offered, 3.0);
        // A move withdraws the offer.
        hear(Some(&mut facts), &moved(0, Side::South, Side::North), 4.0);
        assert_eq!(facts.draw_offered, None);
        let asked = ServerMessage::TakeBackAsked { seat: Side::South };
        hear(Some(&mut facts), &asked, 5.0);
        assert_eq!(facts.take_back_asked, Some(Side::South));
        facts.sent(1);
        let taken = ServerMessage::TakenBack {
            ply: 0,
            clocks: None,
        };
        assert_eq!(
            hear(Some(&mut facts), &taken, 6.0),
            Heard::News(RoomNews::TakenBack { ply: 0 })
        );
        assert_eq!((facts.take_back_asked, facts.pending.len()), (None, 0));
        let watched = ServerMessage::Spectators { count: 3 };
        hear(Some(&mut facts), &watched, 7.0);
        assert_eq!(facts.spectators, 3);
        let ending = Ending {
            cause: EndCause::Agreed,
            winner: None,
        };
        let change = RatingChange {
            before: Rating::shown(1500.0, 350.0),
            after: Rating::shown(1500.0, 290.32),
        };
        let over = ServerMessage::Over {
            ending,
            record: String::new(),
            ratings: Some([change; 2]),
        };
        hear(Some(&mut facts), &over, 8.0);
        assert_eq!(facts.rating_changes, Some(Box::new([change; 2])));
    }
}
