//! A WebSocket client of `kalah-server` for the command line, the load generator and the
//! tests: it connects, says hello, and sends and reads the protocol's messages.

use super::protocol::{ClientMessage, PlayerCard, ServerMessage, VERSION};
use super::socket::socket_url;
use futures_util::{SinkExt, StreamExt};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// What went wrong talking to the server.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("cannot reach the server at {url}: {why}")]
    Connect { url: String, why: String },
    #[error("the server closed the connection")]
    Closed,
    #[error("the server closed the connection: {0}")]
    ClosedBecause(String),
    #[error("the connection failed: {0}")]
    Socket(String),
    #[error("the server sent something that is not a message: {0}")]
    Unreadable(String),
    #[error("the server did not answer within {0:?}")]
    Timeout(Duration),
    #[error("the server said: {0}")]
    Refused(String),
}

/// One connection to the server.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Connects to `url` (`ws://HOST:PORT/ws`, or `ws://HOST:PORT`, to which `/ws` is added),
    /// without saying hello.
    pub async fn connect(url: &str) -> Result<Client, ClientError> {
        let url = socket_url(url);
        // Small buffers, as the server's: the load generator holds thousands of sockets.
        let config = WebSocketConfig::default()
            .read_buffer_size(4096)
            .write_buffer_size(0);
        let (ws, _) =
            tokio_tungstenite::connect_async_with_config(url.as_str(), Some(config), false)
                .await
                .map_err(|e| ClientError::Connect {
                    url: url.clone(),
                    why: e.to_string(),
                })?;
        Ok(Client { ws })
    }

    /// Connects and says hello as `name`, a guest; returns once the server welcomes the client.
    pub async fn hello(url: &str, name: &str) -> Result<Client, ClientError> {
        Client::hello_as(url, name, None)
            .await
            .map(|(client, _)| client)
    }

    /// Connects and says hello as `name` with the player's `key` (a guest without one);
    /// returns once the server welcomes the client, with the key's player.
    pub async fn hello_as(
        url: &str,
        name: &str,
        key: Option<&str>,
    ) -> Result<(Client, Option<PlayerCard>), ClientError> {
        let mut client = Client::connect(url).await?;
        client
            .send(&ClientMessage::Hello {
                version: VERSION,
                name: name.to_string(),
                key: key.map(str::to_string),
            })
            .await?;
        match client.recv_within(Duration::from_secs(10)).await? {
            ServerMessage::Welcome { player, .. } => Ok((client, player)),
            ServerMessage::Error { message, .. } => Err(ClientError::Refused(message)),
            other => Err(ClientError::Unreadable(format!("{other:?}"))),
        }
    }

    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), ClientError> {
        let text = serde_json::to_string(message).expect("a client message serialises");
        self.send_text(&text).await
    }

    /// Sends any text as one frame (the tests send what no client should).
    pub async fn send_text(&mut self, text: &str) -> Result<(), ClientError> {
        self.ws
            .send(Message::Text(text.into()))
            .await
            .map_err(|e| ClientError::Socket(e.to_string()))
    }

    /// Sends a binary frame.
    pub async fn send_binary(&mut self, bytes: Vec<u8>) -> Result<(), ClientError> {
        self.ws
            .send(Message::Binary(bytes.into()))
            .await
            .map_err(|e| ClientError::Socket(e.to_string()))
    }

    /// Sends a WebSocket ping frame (the tests send more than any client should).
    pub async fn send_ping(&mut self) -> Result<(), ClientError> {
        self.ws
            .send(Message::Ping(Vec::new().into()))
            .await
            .map_err(|e| ClientError::Socket(e.to_string()))
    }

    /// The next message from the server.
    pub async fn recv(&mut self) -> Result<ServerMessage, ClientError> {
        loop {
            let frame = self
                .ws
                .next()
                .await
                .ok_or(ClientError::Closed)?
                .map_err(|e| ClientError::Socket(e.to_string()))?;
            match frame {
                Message::Text(text) => {
                    return serde_json::from_str(text.as_str())
                        .map_err(|e| ClientError::Unreadable(format!("{e}: {text}")));
                }
                Message::Close(Some(frame)) if !frame.reason.is_empty() => {
                    return Err(ClientError::ClosedBecause(frame.reason.to_string()));
                }
                Message::Close(_) => return Err(ClientError::Closed),
                _ => continue,
            }
        }
    }

    /// The next message, or a timeout error after `limit`.
    pub async fn recv_within(&mut self, limit: Duration) -> Result<ServerMessage, ClientError> {
        tokio::time::timeout(limit, self.recv())
            .await
            .map_err(|_| ClientError::Timeout(limit))?
    }

    /// Closes the connection politely.
    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// `GET path` from the server at `server` (`ws://HOST:PORT`, plain HTTP/1.1 on the same port):
/// the status code and the body. For the load generator and the tests, which fetch records.
pub async fn http_get(server: &str, path: &str) -> Result<(u16, String), ClientError> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let host = server
        .trim_start_matches("ws://")
        .split('/')
        .next()
        .unwrap_or_default()
        .to_string();
    let failed = |e: std::io::Error| ClientError::Connect {
        url: host.clone(),
        why: e.to_string(),
    };
    let mut stream = TcpStream::connect(&host).await.map_err(failed)?;
    let request = format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.map_err(failed)?;
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.map_err(failed)?;
    let text = String::from_utf8_lossy(&response);
    let (head, body) = text
        .split_once("\r\n\r\n")
        .ok_or_else(|| ClientError::Unreadable("an HTTP answer without a body".into()))?;
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| ClientError::Unreadable(format!("an HTTP status line: {head}")))?;
    let body = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        unchunk(body)
    } else {
        body.to_string()
    };
    Ok((status, body))
}

/// A chunked HTTP body put back together.
fn unchunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let Ok(size) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        let (Some(chunk), Some(after)) = (rest.get(..size), rest.get(size..)) else {
            break;
        };
        if size == 0 {
            break;
        }
        out.push_str(chunk);
        body = after.trim_start_matches("\r\n");
    }
    out
}
