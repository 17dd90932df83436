//! The player's secret key: 128 bits from the operating system's random source, made once as
//! 32 hex digits and kept with the settings (natively `settings.json`, in the browser local
//! storage), sent with every `hello` so the server knows the player (name and ratings) once the
//! player has chosen a name of their own ([`to_send`]). A key pasted from another device
//! replaces it (`ui::panels::player_key`).

use super::Online;
use crate::AppSystems;
use crate::game::settings::Settings;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_key_once.before(super::start))
        .add_systems(Update, take_new_key.in_set(AppSystems::Flow));
}

/// A new key: 32 lower-case hex digits, or `None` when the system has no random source (the
/// player then plays as a guest, casual games only).
pub fn new_key() -> Option<String> {
    let mut bits = [0u8; 16];
    match random_bits(&mut bits) {
        Ok(()) => Some(bits.iter().map(|b| format!("{b:02x}")).collect()),
        Err(e) => {
            warn!("no random source for the player's key: {e}");
            None
        }
    }
}

/// Fills `bits` from the operating system's random source.
#[cfg(not(target_arch = "wasm32"))]
fn random_bits(bits: &mut [u8]) -> Result<(), String> {
    use rand_sys_rng::TryRng;
    rand_sys_rng::rngs::SysRng
        .try_fill_bytes(bits)
        .map_err(|e| e.to_string())
}

/// Fills `bits` from the browser's `crypto.getRandomValues`.
#[cfg(target_arch = "wasm32")]
fn random_bits(bits: &mut [u8]) -> Result<(), String> {
    getrandom::fill(bits).map_err(|e| e.to_string())
}

/// Makes the key the first time the game runs (the settings keep it from then on).
fn make_key_once(mut settings: ResMut<Settings>) {
    if settings.player_key.is_none() {
        settings.player_key = new_key();
    }
}

/// The key the table says hello with: the player's, once they have chosen their name. A
/// player still under the default name ("Player", in their language) plays as a guest: a key
/// holds its name on the server for good, and the first new player there would otherwise take
/// the default name from every other.
pub(super) fn to_send(settings: &Settings) -> Option<String> {
    settings
        .online_name
        .as_ref()
        .and(settings.player_key.clone())
}

/// A key pasted in the settings (or a name chosen) is what the next connection says hello
/// with.
fn take_new_key(settings: Res<Settings>, mut online: ResMut<Online>) {
    let key = to_send(&settings);
    if settings.is_changed() && online.key != key {
        online.key = key;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::protocol::normalise_key;

    #[test]
    fn keys_are_32_hex_digits_and_differ() {
        let a = new_key().unwrap();
        let b = new_key().unwrap();
        assert_eq!(normalise_key(&a).as_deref(), Some(a.as_str()));
        assert_ne!(a, b);
    }
}
