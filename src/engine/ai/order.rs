//! Move order for the heuristic search: the table's move, then extra turns, then captures by
//! seeds gained, then the two killer moves of the ply (quiet moves that cut off a sibling
//! node), then the other quiet moves by their history (how often and how deep each pit's move
//! cut off before), and last the moves that lose seeds. Moves are told apart by the pit as the
//! mover counts it, so history learnt for one side serves the other.

use super::node::{Child, encode};

/// Order of the table's move, as `node::children` gives it.
const TABLE_MOVE: i32 = 1 << 20;
/// Orders at or above this (and below `TABLE_MOVE`) are extra turns in `node::move_order`.
const EXTRA_TURN: i32 = 1 << 16;
/// History values are kept below this, so quiet moves stay below killers.
const HISTORY_CAP: u32 = 1 << 24;

/// Killer moves by ply and history by move, learnt as one search goes on.
pub(crate) struct Order {
    killers: Vec<[u8; 2]>,
    history: [u32; 32],
}

impl Order {
    pub fn new() -> Order {
        Order {
            killers: Vec::new(),
            history: [0; 32],
        }
    }

    /// Puts `kids` (ordered by `node::children`) in search order for a node at `ply`.
    pub fn sort(&self, ply: usize, kids: &mut [Child]) {
        let killers = self.killers.get(ply).copied().unwrap_or([0; 2]);
        for kid in kids.iter_mut() {
            kid.order = self.rank(kid, killers);
        }
        super::node::sort_best_first(kids, |kid| kid.order);
    }

    fn rank(&self, kid: &Child, killers: [u8; 2]) -> i32 {
        let o = kid.order;
        if o >= TABLE_MOVE {
            return 1 << 30;
        }
        if o >= EXTRA_TURN {
            return (1 << 29) + (o - EXTRA_TURN);
        }
        // `move_order` gives gain * 64 + pit.
        let gain = o >> 6;
        let code = encode(kid.mv);
        match gain {
            g if g > 0 => (1 << 28) + o,
            g if g < 0 => o - (1 << 26),
            _ if code == killers[0] => (1 << 27) + 1,
            _ if code == killers[1] => 1 << 27,
            _ => self.history[code as usize] as i32,
        }
    }

    /// Notes that the quiet move `kid` cut off a node at `ply` searched `depth` deep.
    pub fn cut(&mut self, ply: usize, depth: u32, kid: &Child) {
        let o = kid.order;
        if !(0..1 << 28).contains(&o) {
            // The table's move, an extra turn, a capture or a loss: ordered without help.
            return;
        }
        let code = encode(kid.mv);
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [0; 2]);
        }
        let slot = &mut self.killers[ply];
        if slot[0] != code {
            *slot = [code, slot[0]];
        }
        let h = &mut self.history[code as usize];
        *h += depth * depth;
        if *h >= HISTORY_CAP {
            self.history.iter_mut().for_each(|h| *h /= 2);
        }
    }
}
