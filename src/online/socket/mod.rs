//! The game's one WebSocket to `kalah-server`, natively and in the browser alike: it opens in
//! the background, and the game polls it each frame for what arrived ([`SocketEvent`]), never
//! waiting. Natively a thread of its own speaks tungstenite (the version the server's axum
//! already builds, so nothing is compiled twice); in the browser it is the page's `WebSocket`.
//! Whatever arrives calls the `wake` given at the start, so a window that rests while nothing
//! moves draws the next frame. No Bevy here: the game layer holds it in a resource.

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;

use super::protocol::{ClientMessage, ServerMessage};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// Called from any thread when something arrives.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// What the socket has to say, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum SocketEvent {
    /// The connection is open: say hello.
    Opened,
    /// A message from the server (boxed: a whole game's state is large beside the others).
    Message(Box<ServerMessage>),
    /// A frame that is not one of the protocol's messages (what the reader said): the
    /// connection stays, the frame is dropped.
    Unreadable(String),
    /// The connection is closed or could not be opened, and why in words. Nothing more comes.
    Closed(String),
}

/// What arrived, shared with the thread or the page's callbacks that fill it.
#[derive(Clone, Default)]
struct Inbox(Arc<Mutex<VecDeque<SocketEvent>>>);

impl Inbox {
    fn push(&self, event: SocketEvent, wake: &Wake) {
        if let Ok(mut events) = self.0.lock() {
            events.push_back(event);
        }
        wake();
    }

    /// A text frame read as a message.
    fn push_text(&self, text: &str, wake: &Wake) {
        let event = match serde_json::from_str(text) {
            Ok(message) => SocketEvent::Message(Box::new(message)),
            Err(e) => SocketEvent::Unreadable(format!("{e}: {}", clipped(text))),
        };
        self.push(event, wake);
    }

    fn pop(&self) -> Option<SocketEvent> {
        self.0.lock().ok()?.pop_front()
    }
}

/// At most 80 characters of a frame, for an error's words.
fn clipped(text: &str) -> String {
    text.chars().take(80).collect()
}

/// One connection to the server. Dropping it closes the connection.
pub struct Socket {
    inbox: Inbox,
    #[cfg(not(target_arch = "wasm32"))]
    link: native::Link,
    #[cfg(target_arch = "wasm32")]
    link: web::Link,
}

impl Socket {
    /// Starts connecting to `server` (`ws://HOST:PORT`, with or without the `/ws` path); the
    /// outcome arrives as [`SocketEvent::Opened`] or [`SocketEvent::Closed`].
    pub fn open(server: &str, wake: Wake) -> Socket {
        let inbox = Inbox::default();
        let url = socket_url(server);
        #[cfg(not(target_arch = "wasm32"))]
        let link = native::Link::open(url, inbox.clone(), wake);
        #[cfg(target_arch = "wasm32")]
        let link = web::Link::open(&url, inbox.clone(), wake);
        Socket { inbox, link }
    }

    /// Sends a message (dropped if the connection is gone: its `Closed` says so).
    pub fn send(&self, message: &ClientMessage) {
        let text = serde_json::to_string(message).expect("a client message serialises");
        self.link.send(text);
    }

    /// The next thing that arrived, if any.
    pub fn poll(&self) -> Option<SocketEvent> {
        self.inbox.pop()
    }
}

/// The WebSocket's address for a server address: `ws://` added where no scheme is given, and
/// `/ws` where no path is.
pub fn socket_url(server: &str) -> String {
    let server = server.trim().trim_end_matches('/');
    let (scheme, rest) = if let Some(rest) = server.strip_prefix("wss://") {
        ("wss://", rest)
    } else if let Some(rest) = server.strip_prefix("https://") {
        ("wss://", rest)
    } else if let Some(rest) = server.strip_prefix("http://") {
        ("ws://", rest)
    } else {
        ("ws://", server.strip_prefix("ws://").unwrap_or(server))
    };
    if rest.contains('/') {
        format!("{scheme}{rest}")
    } else {
        format!("{scheme}{rest}/ws")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn server_addresses_become_socket_urls() {
        assert_eq!(socket_url("ws://127.0.0.1:8080"), "ws://127.0.0.1:8080/ws");
        assert_eq!(socket_url("127.0.0.1:80"), "ws://127.0.0.1:80/ws");
        assert_eq!(socket_url("wss://x.org/ws"), "wss://x.org/ws");
        assert_eq!(socket_url("https://x.org/"), "wss://x.org/ws");
        assert_eq!(
            socket_url("http://localhost:8080"),
            "ws://localhost:8080/ws"
        );
    }

    #[test]
    fn junk_frames_are_unreadable_not_fatal() {
        let inbox = Inbox::default();
        let wake: Wake = Arc::new(|| {});
        inbox.push_text(r#"{"type":"pong"}"#, &wake);
        inbox.push_text("\u{0}not json at all", &wake);
        assert_eq!(
            inbox.pop(),
            Some(SocketEvent::Message(Box::new(ServerMessage::Pong {})))
        );
        assert!(matches!(inbox.pop(), Some(SocketEvent::Unreadable(_))));
        assert_eq!(inbox.pop(), None);
    }

    /// Nothing listens on port 9 of loopback: the socket says it is closed, and why.
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn an_unreachable_server_is_a_closed_socket() {
        let socket = Socket::open("127.0.0.1:9", Arc::new(|| {}));
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        loop {
            match socket.poll() {
                Some(SocketEvent::Closed(why)) => {
                    assert!(why.contains("127.0.0.1:9"), "{why}");
                    break;
                }
                Some(other) => panic!("{other:?}"),
                None if std::time::Instant::now() < deadline => {
                    std::thread::sleep(std::time::Duration::from_millis(10))
                }
                None => panic!("no word from the socket"),
            }
        }
    }
}
