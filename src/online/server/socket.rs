//! One client's WebSocket: its `hello`, each message read, limited (size, rate, silence, rooms
//! opened) and handed to its room, every refusal answered to this client alone, and what its
//! room sends passed on in order. A connection closed for what it sent is told why in the
//! close frame.

use super::hub::Hub;
use super::members::{Outbox, Outgoing};
use super::room::{Refusal, Room};
use crate::engine::Side;
use crate::online::protocol::{
    ClientMessage, ErrorCode, MAX_FRAME, SeatChoice, ServerMessage, VERSION, clean_name,
};
use axum::extract::ws::{CloseFrame, Message, WebSocket, close_code};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::mpsc;
use tokio::time::Instant;

/// What a room may queue for a connection before it counts as not reading.
const OUTBOX: usize = 256;

/// Refused messages (over the rate) after which the connection is closed.
const ABUSE: u32 = 100;

/// Rooms one connection may open in a row, and then one each this many seconds.
const ROOMS_IN_A_ROW: f64 = 5.0;
const ROOM_EVERY_S: f64 = 10.0;

/// The connection's token bucket: `burst` messages at once, then `per_second`.
struct Bucket {
    tokens: f64,
    burst: f64,
    per_second: f64,
    at: Instant,
}

impl Bucket {
    fn new(burst: f64, per_second: f64) -> Bucket {
        Bucket {
            tokens: burst,
            burst,
            per_second,
            at: Instant::now(),
        }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * self.per_second;
        self.tokens = (self.tokens + refill).min(self.burst);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// A connection's state: its address, its name once it said hello, its room, and the rooms it
/// may still open.
struct Session {
    conn: u64,
    ip: IpAddr,
    name: Option<String>,
    room: Option<Arc<Room>>,
    out: Outbox,
    rooms: Bucket,
}

/// Serves one WebSocket until it closes; `ip` was admitted by the hub and is released here.
pub async fn serve(socket: WebSocket, hub: Arc<Hub>, ip: IpAddr) {
    let conn = hub.connection();
    let (out, mut outbox) = mpsc::channel(OUTBOX);
    let mut session = Session {
        conn,
        ip,
        name: None,
        room: None,
        out,
        rooms: Bucket::new(ROOMS_IN_A_ROW, 1.0 / ROOM_EVERY_S),
    };
    let mut bucket = Bucket::new(
        f64::from(hub.limits.burst),
        f64::from(hub.limits.per_second),
    );
    let mut abuse = 0;
    let (mut sink, mut stream) = socket.split();
    loop {
        tokio::select! {
            frame = tokio::time::timeout(hub.limits.idle, stream.next()) => {
                let frame = match frame {
                    Err(_) => {
                        close(&mut sink, &mut stream, close_code::AWAY, "silent too long").await;
                        break;
                    }
                    Ok(None | Some(Err(_))) => break,
                    Ok(Some(Ok(Message::Close(_)))) => break,
                    Ok(Some(Ok(Message::Text(text)))) => Frame::Text(text),
                    // WebSocket pings and pongs count against the rate like messages; the
                    // socket itself answers them.
                    Ok(Some(Ok(Message::Ping(_) | Message::Pong(_)))) => Frame::Control,
                    Ok(Some(Ok(Message::Binary(_)))) => Frame::Binary,
                };
                if !bucket.take() {
                    abuse += 1;
                    if abuse >= ABUSE {
                        let why = "too many messages, after being told to slow down";
                        close(&mut sink, &mut stream, close_code::POLICY, why).await;
                        break;
                    }
                    if !matches!(frame, Frame::Control) {
                        session.refuse(ErrorCode::RateLimited, "too many messages: slow down");
                    }
                    continue;
                }
                let text = match frame {
                    Frame::Text(text) => text,
                    Frame::Control => continue,
                    Frame::Binary => {
                        session.refuse(ErrorCode::Malformed, "messages are JSON text frames");
                        continue;
                    }
                };
                if text.len() > MAX_FRAME {
                    session.refuse(
                        ErrorCode::TooLarge,
                        format!("a message is at most {MAX_FRAME} bytes"),
                    );
                    continue;
                }
                if let Err((code, words)) = session.handle(&hub, text.as_str()).await {
                    let version = code == ErrorCode::Version;
                    session.refuse(code, words);
                    if version {
                        // The refusal first, then the close.
                        while let Ok(Outgoing::Text(text)) = outbox.try_recv() {
                            let _ = sink.send(Message::Text(text.as_ref().into())).await;
                        }
                        let _ = sink.send(Message::Close(None)).await;
                        break;
                    }
                }
            }
            Some(outgoing) = outbox.recv() => match outgoing {
                Outgoing::Text(text) => {
                    if sink.send(Message::Text(text.as_ref().into())).await.is_err() {
                        break;
                    }
                }
                Outgoing::Switch(code) => session.room = hub.lookup(&code),
                Outgoing::Left(reason) => {
                    session.room = None;
                    let text = Outgoing::text(&ServerMessage::Left { reason });
                    if sink.send(Message::Text(text.as_ref().into())).await.is_err() {
                        break;
                    }
                }
            },
        }
    }
    if let Some(room) = session.room.take() {
        room.leave(conn, true).await;
    }
    hub.release(ip);
}

/// A frame as the rate limit sees it.
enum Frame {
    Text(axum::extract::ws::Utf8Bytes),
    /// A WebSocket ping or pong.
    Control,
    Binary,
}

/// How long a closing connection is read for the client's own close frame.
const CLOSING: std::time::Duration = std::time::Duration::from_secs(1);

/// Closes the connection with a close frame that says why, then reads what the client still
/// sends until its own close (a socket dropped with unread data would reset the connection,
/// and the client might never read the reason).
async fn close(
    sink: &mut SplitSink<WebSocket, Message>,
    stream: &mut SplitStream<WebSocket>,
    code: u16,
    reason: &str,
) {
    let frame = CloseFrame {
        code,
        reason: reason.into(),
    };
    if sink.send(Message::Close(Some(frame))).await.is_err() {
        return;
    }
    let _ = tokio::time::timeout(CLOSING, async {
        while let Some(Ok(message)) = stream.next().await {
            if matches!(message, Message::Close(_)) {
                break;
            }
        }
    })
    .await;
}

impl Session {
    /// Queues an error for this client (dropped if its outbox is full: it reads nothing).
    fn refuse(&self, code: ErrorCode, words: impl Into<String>) {
        let text = Outgoing::text(&ServerMessage::error(code, words));
        let _ = self.out.try_send(Outgoing::Text(text));
    }

    fn send(&self, message: &ServerMessage) {
        let _ = self.out.try_send(Outgoing::Text(Outgoing::text(message)));
    }

    /// Takes one of the rooms this connection may open in a row.
    fn open_a_room(&mut self) -> Result<(), Refusal> {
        if self.rooms.take() {
            return Ok(());
        }
        Err((
            ErrorCode::RateLimited,
            format!("you opened {ROOMS_IN_A_ROW} rooms in a row: open another in {ROOM_EVERY_S} s"),
        ))
    }

    fn room(&self) -> Result<&Arc<Room>, Refusal> {
        self.room.as_ref().ok_or((
            ErrorCode::NoGame,
            "you are in no room: create, join, watch or resume one".to_string(),
        ))
    }

    fn not_in_room(&self) -> Result<(), Refusal> {
        match &self.room {
            Some(room) => Err((
                ErrorCode::InRoom,
                format!("you are in room {} already: leave it first", room.code),
            )),
            None => Ok(()),
        }
    }

    async fn handle(&mut self, hub: &Arc<Hub>, text: &str) -> Result<(), Refusal> {
        let message: ClientMessage = serde_json::from_str(text).map_err(|e| {
            (
                ErrorCode::Malformed,
                format!("not a message of this protocol: {e}"),
            )
        })?;
        let Some(name) = self.name.clone() else {
            let ClientMessage::Hello { version, name } = message else {
                return Err((
                    ErrorCode::Hello,
                    format!(
                        "say hello first: {{\"type\":\"hello\",\"version\":{VERSION},\"name\":\"...\"}}"
                    ),
                ));
            };
            if version != VERSION {
                return Err((
                    ErrorCode::Version,
                    format!(
                        "this server speaks protocol version {VERSION} and your client {version}: \
                         update the game to play online here"
                    ),
                ));
            }
            self.name = Some(clean_name(&name));
            self.send(&ServerMessage::Welcome { version: VERSION });
            return Ok(());
        };
        let member = Hub::member(self.conn, &self.out);
        match message {
            ClientMessage::Hello { .. } => {
                Err((ErrorCode::Hello, "you said hello already".to_string()))
            }
            ClientMessage::Create {
                rules,
                first,
                seat,
                clock,
            } => {
                self.not_in_room()?;
                self.open_a_room()?;
                let room = hub
                    .create(rules, first, clock, false, Some(self.ip))
                    .await?;
                let seat = match seat {
                    SeatChoice::South => Side::South,
                    SeatChoice::North => Side::North,
                    SeatChoice::Random if rand::random::<bool>() => Side::South,
                    SeatChoice::Random => Side::North,
                };
                room.sit(member, seat, name).await?;
                self.room = Some(room);
                Ok(())
            }
            ClientMessage::Join { room } => {
                self.not_in_room()?;
                let room = hub.find(&room).await?;
                room.join(member, name).await?;
                self.room = Some(room);
                Ok(())
            }
            ClientMessage::Watch { room } => {
                self.not_in_room()?;
                let room = hub.find(&room).await?;
                room.watch(member).await?;
                self.room = Some(room);
                Ok(())
            }
            ClientMessage::Resume { room, token } => {
                self.not_in_room()?;
                let room = hub.find(&room).await?;
                room.resume(member, &token).await?;
                self.room = Some(room);
                Ok(())
            }
            ClientMessage::Quick { rules, clock } => {
                self.not_in_room()?;
                self.open_a_room()?;
                let (room, seat) = hub.quick(rules, clock, self.ip).await?;
                match seat {
                    Some(seat) => room.sit(member, seat, name).await?,
                    None => room.join(member, name).await?,
                }
                self.room = Some(room);
                Ok(())
            }
            ClientMessage::Leave {} => {
                let room = self.room()?.clone();
                self.room = None;
                room.leave(self.conn, false).await;
                Ok(())
            }
            ClientMessage::Move { ply, seat, mv } => {
                self.room()?.play(self.conn, seat, ply, mv).await
            }
            ClientMessage::Resign {} => self.room()?.resign(self.conn).await,
            ClientMessage::Sync {} => self.room()?.sync(self.conn).await,
            ClientMessage::Claim {} => self.room()?.claim(self.conn).await,
            ClientMessage::Rematch {} => {
                if let Some(plan) = self.room()?.rematch(self.conn).await? {
                    hub.open_rematch(plan).await?;
                }
                Ok(())
            }
            ClientMessage::Ping {} => {
                self.send(&ServerMessage::Pong {});
                Ok(())
            }
        }
    }
}
