//! The socket natively: a thread that connects, then reads with a short timeout and writes
//! what the game queued in between. It sends a `ping` after a quiet spell, so the server's idle
//! timeout never closes a game left open, and ends when the game drops the socket.

use super::{Inbox, SocketEvent, Wake};
use crate::online::protocol::ClientMessage;
use std::io::ErrorKind;
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::time::{Duration, Instant};
use tungstenite::protocol::WebSocketConfig;
use tungstenite::{Message, WebSocket};

/// How long a read waits before the thread looks for something to send.
const POLL: Duration = Duration::from_millis(25);

/// How long connecting (and the WebSocket's handshake) may take.
const CONNECT: Duration = Duration::from_secs(5);

/// A ping after this long without sending anything (the server's idle timeout is longer).
const KEEP_ALIVE: Duration = Duration::from_secs(20);

/// The game's end of the thread: what to send.
pub(super) struct Link {
    outgoing: Sender<String>,
}

impl Link {
    pub(super) fn open(url: String, inbox: Inbox, wake: Wake) -> Link {
        let (outgoing, queued) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("kalah-online".into())
            .spawn({
                let (inbox, wake) = (inbox.clone(), wake.clone());
                move || run(&url, queued, &inbox, &wake)
            });
        if let Err(e) = spawned {
            inbox.push(SocketEvent::Closed(format!("no thread: {e}")), &wake);
        }
        Link { outgoing }
    }

    pub(super) fn send(&self, text: String) {
        let _ = self.outgoing.send(text);
    }
}

fn run(url: &str, queued: Receiver<String>, inbox: &Inbox, wake: &Wake) {
    let mut ws = match connect(url) {
        Ok(ws) => ws,
        Err(why) => {
            inbox.push(SocketEvent::Closed(why), wake);
            return;
        }
    };
    inbox.push(SocketEvent::Opened, wake);
    let why = talk(&mut ws, &queued, inbox, wake);
    let _ = ws.close(None);
    let _ = ws.flush();
    if let Some(why) = why {
        inbox.push(SocketEvent::Closed(why), wake);
    }
}

/// Connects with a time limit and shakes hands; the stream then reads with [`POLL`]'s timeout.
fn connect(url: &str) -> Result<WebSocket<TcpStream>, String> {
    let cannot = |why: String| format!("cannot reach {url}: {why}");
    let rest = url
        .strip_prefix("ws://")
        .ok_or_else(|| cannot("only ws:// addresses are spoken here (no TLS)".into()))?;
    let host = rest.split('/').next().unwrap_or(rest);
    let address = host
        .to_socket_addrs()
        .map_err(|e| cannot(e.to_string()))?
        .next()
        .ok_or_else(|| cannot("the name has no address".into()))?;
    let stream =
        TcpStream::connect_timeout(&address, CONNECT).map_err(|e| cannot(e.to_string()))?;
    let _ = stream.set_nodelay(true);
    stream
        .set_read_timeout(Some(CONNECT))
        .map_err(|e| cannot(e.to_string()))?;
    let config = WebSocketConfig::default().max_message_size(Some(1 << 20));
    let (ws, _) = tungstenite::client::client_with_config(url, stream, Some(config))
        .map_err(|e| cannot(e.to_string()))?;
    ws.get_ref()
        .set_read_timeout(Some(POLL))
        .map_err(|e| cannot(e.to_string()))?;
    Ok(ws)
}

/// Reads and writes until the connection ends (why, in words) or the game dropped the socket
/// (`None`).
fn talk(
    ws: &mut WebSocket<TcpStream>,
    queued: &Receiver<String>,
    inbox: &Inbox,
    wake: &Wake,
) -> Option<String> {
    let mut last_sent = Instant::now();
    loop {
        loop {
            let text = match queued.try_recv() {
                Ok(text) => text,
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => return None,
            };
            if let Err(e) = ws.send(Message::text(text)) {
                return Some(format!("the connection failed: {e}"));
            }
            last_sent = Instant::now();
        }
        if last_sent.elapsed() > KEEP_ALIVE {
            let ping = serde_json::to_string(&ClientMessage::Ping {}).expect("ping serialises");
            if let Err(e) = ws.send(Message::text(ping)) {
                return Some(format!("the connection failed: {e}"));
            }
            last_sent = Instant::now();
        }
        match ws.read() {
            Ok(Message::Text(text)) => inbox.push_text(text.as_str(), wake),
            Ok(Message::Close(frame)) => {
                let why = frame
                    .map(|f| f.reason.to_string())
                    .filter(|r| !r.is_empty())
                    .unwrap_or_else(|| "the server closed the connection".into());
                return Some(why);
            }
            Ok(_) => {}
            Err(tungstenite::Error::Io(e))
                if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            Err(tungstenite::Error::ConnectionClosed | tungstenite::Error::AlreadyClosed) => {
                return Some("the server closed the connection".into());
            }
            Err(e) => return Some(format!("the connection failed: {e}")),
        }
    }
}
