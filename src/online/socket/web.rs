//! The socket in the browser: the page's own `WebSocket`, whose callbacks fill the inbox and
//! wake the window. A browser's socket cannot leave its thread, so it stays in this module's
//! table and the game holds its number.

use super::{Inbox, SocketEvent, Wake};
use crate::online::protocol::ClientMessage;
use std::cell::RefCell;
use std::collections::HashMap;
use web_sys::wasm_bindgen::JsCast;
use web_sys::wasm_bindgen::closure::Closure;

thread_local! {
    /// The open sockets by number, with their callbacks (kept alive as long as the socket).
    static SOCKETS: RefCell<HashMap<u32, Open>> = RefCell::new(HashMap::new());
    static NEXT: RefCell<u32> = const { RefCell::new(0) };
}

struct Open {
    socket: web_sys::WebSocket,
    _callbacks: Vec<Closure<dyn FnMut(web_sys::Event)>>,
    /// The keep-alive's timer and its callback.
    keep_alive: Option<(i32, Closure<dyn FnMut()>)>,
}

/// A ping this often, so the server's idle timeout never closes a game left open (the window
/// itself draws nothing while it waits).
const KEEP_ALIVE_MS: i32 = 20_000;

/// The game's end: the socket's number in [`SOCKETS`].
pub(super) struct Link {
    id: u32,
}

impl Link {
    pub(super) fn open(url: &str, inbox: Inbox, wake: Wake) -> Link {
        let id = NEXT.with(|next| {
            let mut next = next.borrow_mut();
            *next += 1;
            *next
        });
        let socket = match web_sys::WebSocket::new(url) {
            Ok(socket) => socket,
            Err(e) => {
                inbox.push(
                    SocketEvent::Closed(format!("cannot reach {url}: {e:?}")),
                    &wake,
                );
                return Link { id };
            }
        };
        let on_open = {
            let (inbox, wake) = (inbox.clone(), wake.clone());
            Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
                inbox.push(SocketEvent::Opened, &wake)
            })
        };
        let on_message = {
            let (inbox, wake) = (inbox.clone(), wake.clone());
            Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
                let text = event
                    .dyn_into::<web_sys::MessageEvent>()
                    .ok()
                    .and_then(|m| m.data().as_string());
                match text {
                    Some(text) => inbox.push_text(&text, &wake),
                    None => inbox.push(
                        SocketEvent::Unreadable("a frame that is not text".into()),
                        &wake,
                    ),
                }
            })
        };
        let on_close = {
            let (inbox, wake, url) = (inbox.clone(), wake.clone(), url.to_string());
            Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
                let why = event
                    .dyn_into::<web_sys::CloseEvent>()
                    .ok()
                    .map(|c| c.reason())
                    .filter(|r| !r.is_empty())
                    .unwrap_or_else(|| format!("the connection to {url} closed"));
                inbox.push(SocketEvent::Closed(why), &wake);
            })
        };
        socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        let ping = {
            let socket = socket.clone();
            let text = serde_json::to_string(&ClientMessage::Ping {}).expect("ping serialises");
            Closure::<dyn FnMut()>::new(move || {
                if socket.ready_state() == web_sys::WebSocket::OPEN {
                    let _ = socket.send_with_str(&text);
                }
            })
        };
        let keep_alive = web_sys::window()
            .and_then(|w| {
                w.set_interval_with_callback_and_timeout_and_arguments_0(
                    ping.as_ref().unchecked_ref(),
                    KEEP_ALIVE_MS,
                )
                .ok()
            })
            .map(|timer| (timer, ping));
        SOCKETS.with(|sockets| {
            sockets.borrow_mut().insert(
                id,
                Open {
                    socket,
                    _callbacks: vec![on_open, on_message, on_close],
                    keep_alive,
                },
            )
        });
        Link { id }
    }

    pub(super) fn send(&self, text: String) {
        SOCKETS.with(|sockets| {
            if let Some(open) = sockets.borrow().get(&self.id) {
                let _ = open.socket.send_with_str(&text);
            }
        });
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        if let Some(open) = SOCKETS.with(|sockets| sockets.borrow_mut().remove(&self.id)) {
            open.socket.set_onopen(None);
            open.socket.set_onmessage(None);
            open.socket.set_onclose(None);
            if let (Some(window), Some((timer, _))) = (web_sys::window(), &open.keep_alive) {
                window.clear_interval_with_handle(*timer);
            }
            let _ = open.socket.close();
        }
    }
}
