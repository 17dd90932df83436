//! One client's WebSocket: each frame read, limited (size, rate, silence) and handed to its
//! session (`session.rs`), every refusal answered to this client alone, and what its room and
//! the lobby send passed on in order. A connection closed for what it sent is told why in the
//! close frame.

use super::bucket::Bucket;
use super::hub::Hub;
use super::members::Outgoing;
use super::session::Session;
use crate::online::protocol::{ErrorCode, MAX_FRAME, ServerMessage};
use axum::extract::ws::{CloseFrame, Message, WebSocket, close_code};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::mpsc;

/// What a room may queue for a connection before it counts as not reading.
const OUTBOX: usize = 256;

/// Refused messages (over the rate) after which the connection is closed.
const ABUSE: u32 = 100;

/// Serves one WebSocket until it closes; `ip` was admitted by the hub and is released here.
pub async fn serve(socket: WebSocket, hub: Arc<Hub>, ip: IpAddr) {
    let conn = hub.connection();
    let (out, mut outbox) = mpsc::channel(OUTBOX);
    let mut session = Session::new(conn, ip, out);
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
    session.end(&hub).await;
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
