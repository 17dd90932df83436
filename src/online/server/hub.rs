//! The hub: every open room by its code, the quick-match queue, the lobby, the count of
//! sockets and of waiting rooms per address, the rooms' creation (a fresh code, kept in the
//! store first) and forgetting, and a finished game brought back from the store when its code
//! is asked for.

use super::lobby::Lobby;
use super::members::{Member, Outgoing};
use super::openers::Openers;
use super::room::{RematchPlan, Room, RoomTimes, Sitter, no_room};
use super::store::{NewGame, Store, StoredGame, Write};
use crate::engine::{RuleSet, Side};
use crate::online::protocol::{ClockSpec, ErrorCode};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

/// How long a wrong room code waits for its answer (codes cannot be tried quickly).
const WRONG_CODE_DELAY: Duration = Duration::from_millis(700);

/// How often rooms that are over are looked for and forgotten.
const SWEEP_EVERY: Duration = Duration::from_secs(30);

/// The limits on what one address and one connection may do.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Open WebSockets from one address.
    pub sockets_per_address: u32,
    /// Rooms opened from one address that wait for their second player.
    pub rooms_per_address: u32,
    /// Messages a connection may send at once, and then each second.
    pub burst: u32,
    pub per_second: u32,
    /// A connection silent this long is closed.
    pub idle: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            sockets_per_address: 16,
            rooms_per_address: 8,
            burst: 20,
            per_second: 10,
            idle: Duration::from_secs(90),
        }
    }
}

pub struct Hub {
    rooms: Mutex<HashMap<String, Arc<Room>>>,
    /// The room waiting for a quick-match opponent, by rule set and clock.
    quick: tokio::sync::Mutex<HashMap<String, Arc<Room>>>,
    sockets: Mutex<HashMap<IpAddr, u32>>,
    /// The rooms each address opened that may still be waiting for their second player.
    openers: Openers,
    next_conn: AtomicU64,
    pub store: Store,
    pub lobby: Arc<Lobby>,
    pub limits: Limits,
    times: RoomTimes,
}

/// What a new room is to be: its game, and how it is found and played.
#[derive(Clone, Debug)]
pub struct Table {
    pub rules: RuleSet,
    pub first: Side,
    pub clock: Option<ClockSpec>,
    /// A quick match's room.
    pub quick: bool,
    /// Listed in the lobby while it waits.
    pub public: bool,
    pub rated: bool,
}

impl Hub {
    /// The hub with the games the store had not finished, their rooms keeping time again.
    pub fn new(
        store: Store,
        unfinished: Vec<StoredGame>,
        limits: Limits,
        times: RoomTimes,
    ) -> Arc<Hub> {
        let mut rooms = HashMap::new();
        let mut quick = HashMap::new();
        let lobby = Arc::new(Lobby::default());
        for stored in unfinished {
            let code = stored.game.code.clone();
            // A quick-match seeker who waited through the restart waits on for the next.
            let seeking = stored.game.quick
                && !stored.live
                && stored.names.iter().any(Option::is_none)
                && stored.names.iter().any(Option::is_some);
            let key = quick_key(&stored.game.rules, stored.game.clock, stored.game.rated);
            match Room::restore(stored, store.clone(), times, lobby.clone()) {
                Ok(room) => {
                    tokio::spawn(room.clone().keep_time());
                    if seeking {
                        quick.insert(key, room.clone());
                    }
                    rooms.insert(code, room);
                }
                Err(why) => tracing::error!(room = %code, "cannot play on: {why}"),
            }
        }
        if !rooms.is_empty() {
            tracing::info!("{} unfinished games taken up again", rooms.len());
        }
        let hub = Arc::new(Hub {
            rooms: Mutex::new(rooms),
            quick: tokio::sync::Mutex::new(quick),
            sockets: Mutex::new(HashMap::new()),
            openers: Openers::new(limits.rooms_per_address),
            next_conn: AtomicU64::new(1),
            store,
            lobby,
            limits,
            times,
        });
        tokio::spawn(sweep(Arc::downgrade(&hub)));
        hub
    }

    /// A number for a new connection.
    pub fn connection(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// Counts a socket from `ip`; false when that address has its limit open already.
    pub fn admit(&self, ip: IpAddr) -> bool {
        let mut sockets = held(&self.sockets);
        let open = sockets.entry(ip).or_insert(0);
        if *open >= self.limits.sockets_per_address {
            return false;
        }
        *open += 1;
        true
    }

    /// A socket from `ip` closed.
    pub fn release(&self, ip: IpAddr) {
        let mut sockets = held(&self.sockets);
        if let Some(open) = sockets.get_mut(&ip) {
            *open -= 1;
            if *open == 0 {
                sockets.remove(&ip);
            }
        }
    }

    /// A new room for `table` (its rule set and clock checked) with a fresh code, kept in the
    /// store; `opener` is the address that opens it (`None` for a rematch, which begins at
    /// once).
    pub async fn create(
        &self,
        table: Table,
        opener: Option<IpAddr>,
    ) -> Result<Arc<Room>, (ErrorCode, String)> {
        let Table {
            rules,
            first,
            clock,
            quick,
            public,
            rated,
        } = table;
        rules
            .validate()
            .map_err(|e| (ErrorCode::BadGame, e.to_string()))?;
        if clock.is_some_and(|c| !c.is_valid()) {
            return Err((
                ErrorCode::BadGame,
                "a clock is 1 s to 3 h, with at most 60 s a move".to_string(),
            ));
        }
        let opening = opener.map(|ip| self.openers.reserve(ip)).transpose()?;
        let mut game = NewGame {
            code: String::new(),
            rules,
            first,
            clock,
            quick,
            public,
            rated,
            created_ms: super::codes::now_ms(),
        };
        for _ in 0..8 {
            game.code = super::codes::code();
            if self.lookup(&game.code).is_some() {
                continue;
            }
            match self.store.write(Write::Create(game.clone())).await {
                Ok(_) => {
                    let room = Room::new(&game, self.store.clone(), self.times, self.lobby.clone())
                        .map_err(|e| (ErrorCode::BadGame, e.to_string()))?;
                    self.rooms
                        .lock()
                        .expect("rooms")
                        .insert(game.code.clone(), room.clone());
                    tokio::spawn(room.clone().keep_time());
                    if let Some(opening) = opening {
                        opening.opened(room.clone());
                    }
                    tracing::info!(room = %game.code, rules = %game.rules.name, quick, "room opened");
                    return Ok(room);
                }
                // A code used before (kept in the store): draw another.
                Err(super::store::StoreError::Refused(_)) => continue,
                Err(e) => {
                    tracing::error!("{e}");
                    break;
                }
            }
        }
        Err((
            ErrorCode::Server,
            "the server could not open a room; try again".to_string(),
        ))
    }

    /// The room of a code as the server wrote it (no wait: for the server's own use).
    pub fn lookup(&self, code: &str) -> Option<Arc<Room>> {
        held(&self.rooms).get(code).cloned()
    }

    /// The room of `code`: an open one, or a finished game brought back from the store for as
    /// long as its record is kept. A code that is not one, or holds no game, waits and gets the
    /// same answer whether it never existed or its room closed before the game began.
    pub async fn find(&self, code: &str) -> Result<Arc<Room>, (ErrorCode, String)> {
        let Some(code) = crate::online::protocol::normalise_code(code) else {
            tokio::time::sleep(WRONG_CODE_DELAY).await;
            return Err(no_room());
        };
        if let Some(room) = self.lookup(&code) {
            return Ok(room);
        }
        match self.store.finished(&code).await {
            Ok(Some(stored)) => {
                let room = Room::restore(
                    stored,
                    self.store.clone(),
                    self.times,
                    self.lobby.clone(),
                )
                .map_err(|why| {
                    tracing::error!(room = %code, "the finished game does not replay: {why}");
                    server_error()
                })?;
                // Another connection may have brought it back meanwhile: one room a code.
                let mut rooms = held(&self.rooms);
                Ok(rooms.entry(code).or_insert(room).clone())
            }
            Ok(None) => {
                tokio::time::sleep(WRONG_CODE_DELAY).await;
                Err(no_room())
            }
            Err(e) => {
                tracing::error!(room = %code, "{e}");
                Err(server_error())
            }
        }
    }

    /// A quick match: `member` joins the room of the player waiting for the same rule set,
    /// clock and rating, or sits in a new one at a random seat to wait. The waiting room
    /// leaves the queue only once the join is done: a join refused (a second connection of the
    /// waiting player's own key, in a rated game) leaves that player waiting for the next.
    pub async fn quick(
        &self,
        rules: RuleSet,
        clock: Option<ClockSpec>,
        rated: bool,
        seeker: IpAddr,
        (member, sitter): (Member, Sitter),
    ) -> Result<Arc<Room>, (ErrorCode, String)> {
        let key = quick_key(&rules, clock, rated);
        let mut quick = self.quick.lock().await;
        if let Some(room) = quick.get(&key).cloned() {
            if room.has_free_seat().await {
                room.join(member, sitter).await?;
                quick.remove(&key);
                return Ok(room);
            }
            quick.remove(&key);
        }
        let table = Table {
            rules,
            first: Side::South,
            clock,
            quick: true,
            public: false,
            rated,
        };
        let room = self.create(table, Some(seeker)).await?;
        let seat = if rand::random::<bool>() {
            Side::South
        } else {
            Side::North
        };
        room.sit(member, seat, sitter).await?;
        quick.insert(key, room.clone());
        Ok(room)
    }

    /// Opens the rematch both players asked for: a new room, seats swapped, the players and
    /// spectators moved into it.
    pub async fn open_rematch(&self, plan: RematchPlan) -> Result<(), (ErrorCode, String)> {
        let table = Table {
            rules: plan.rules,
            first: plan.first,
            clock: plan.clock,
            quick: false,
            public: false,
            rated: plan.rated,
        };
        let room = self.create(table, None).await?;
        let [south, north] = plan.players;
        let [south_sitter, north_sitter] = plan.sitters;
        for (member, seat, sitter) in [
            (south, Side::South, south_sitter),
            (north, Side::North, north_sitter),
        ] {
            if let Some(member) = member {
                member.send(Outgoing::Switch(room.code.clone()));
                room.sit(member, seat, sitter).await?;
            }
        }
        for spectator in plan.spectators {
            spectator.send(Outgoing::Switch(room.code.clone()));
            room.watch(spectator).await?;
        }
        Ok(())
    }

    /// A member for connection `conn` with outbox `out`, not yet seated.
    pub fn member(conn: u64, out: &super::members::Outbox) -> Member {
        Member {
            conn,
            seat: None,
            out: out.clone(),
        }
    }
}

/// The guard of one of the hub's locks, also when a thread panicked holding it: every change
/// under them is one insert, removal or count, so what a panic left is whole, and the server
/// goes on admitting and finding rooms.
pub(super) fn held<T>(lock: &Mutex<T>) -> MutexGuard<'_, T> {
    lock.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The quick-match queue's key: the rule set, the clock and whether rated.
fn quick_key(rules: &RuleSet, clock: Option<ClockSpec>, rated: bool) -> String {
    serde_json::to_string(&(rules, clock, rated)).expect("rules serialise")
}

/// The answer when the store fails.
fn server_error() -> (ErrorCode, String) {
    (
        ErrorCode::Server,
        "the server could not read its games; try again".to_string(),
    )
}

/// Forgets the rooms that are gone, while the hub lives.
async fn sweep(hub: std::sync::Weak<Hub>) {
    loop {
        tokio::time::sleep(SWEEP_EVERY).await;
        let Some(hub) = hub.upgrade() else {
            return;
        };
        let rooms: Vec<Arc<Room>> = held(&hub.rooms).values().cloned().collect();
        let mut gone = Vec::new();
        for room in rooms {
            if room.is_gone().await {
                gone.push(room.code.clone());
            }
        }
        if !gone.is_empty() {
            let mut rooms = held(&hub.rooms);
            for code in &gone {
                rooms.remove(code);
            }
        }
        hub.openers.sweep();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lock_a_panicking_thread_held_is_taken_as_it_is() {
        let counts = Arc::new(Mutex::new(HashMap::from([(1u8, 2u32)])));
        let poisoner = counts.clone();
        let _ = std::thread::spawn(move || {
            let _guard = poisoner.lock().unwrap();
            panic!("a connection's task failed holding the lock");
        })
        .join();
        assert!(counts.is_poisoned());
        *held(&counts).entry(1).or_default() += 1;
        assert_eq!(held(&counts)[&1], 3);
    }
}
