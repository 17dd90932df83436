//! The rooms each address has opened that may still wait for their second player, and the
//! rooms it is opening right now: the limit per address (`--rooms-per-address`) counts both,
//! so connections of one address that open rooms at the same moment cannot pass it together
//! (the check came before the store's write and the count after it).

use super::hub::held;
use super::room::Room;
use crate::online::protocol::ErrorCode;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// The rooms of every address that opens some.
pub struct Openers {
    limit: u32,
    by_address: Mutex<HashMap<IpAddr, Opened>>,
}

/// One address's rooms.
#[derive(Default)]
struct Opened {
    /// Opened, and perhaps still waiting.
    rooms: Vec<Arc<Room>>,
    /// Being opened now (`Opening`s alive).
    opening: u32,
}

/// A room being opened from an address, counted against its limit until it is opened or given
/// up (dropped).
pub struct Opening<'a> {
    openers: &'a Openers,
    ip: IpAddr,
    done: bool,
}

impl Openers {
    pub fn new(limit: u32) -> Openers {
        Openers {
            limit,
            by_address: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a room that `ip` is about to open, refused when that address has its limit of
    /// rooms waiting or being opened already.
    pub fn reserve(&self, ip: IpAddr) -> Result<Opening<'_>, (ErrorCode, String)> {
        let mut all = held(&self.by_address);
        let opened = all.entry(ip).or_default();
        opened.rooms.retain(|room| room.is_waiting());
        let taken = opened.rooms.len() + opened.opening as usize;
        if taken >= self.limit as usize {
            return Err((
                ErrorCode::RateLimited,
                format!(
                    "{taken} rooms opened from your address are already waiting for a second \
                     player: play or leave one of them first"
                ),
            ));
        }
        opened.opening += 1;
        Ok(Opening {
            openers: self,
            ip,
            done: false,
        })
    }
}

impl Openers {
    /// Forgets the rooms that no longer wait, and the addresses left with none.
    pub fn sweep(&self) {
        held(&self.by_address).retain(|_, opened| {
            opened.rooms.retain(|room| room.is_waiting());
            !opened.rooms.is_empty() || opened.opening > 0
        });
    }
}

impl Opening<'_> {
    /// The room was opened: it counts while it waits.
    pub fn opened(mut self, room: Arc<Room>) {
        let mut all = held(&self.openers.by_address);
        let opened = all.entry(self.ip).or_default();
        opened.opening = opened.opening.saturating_sub(1);
        opened.rooms.push(room);
        self.done = true;
    }
}

impl Drop for Opening<'_> {
    /// Given up (the room was not opened): it no longer counts.
    fn drop(&mut self) {
        if !self.done {
            let mut all = held(&self.openers.by_address);
            if let Some(opened) = all.get_mut(&self.ip) {
                opened.opening = opened.opening.saturating_sub(1);
            }
        }
    }
}
