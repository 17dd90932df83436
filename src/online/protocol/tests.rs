//! The protocol's messages read back as written, strictly.

use super::*;

#[test]
fn messages_read_back_as_written() {
    let hello = ClientMessage::Hello {
        version: VERSION,
        name: "Ana".into(),
        key: None,
    };
    let text = serde_json::to_string(&hello).unwrap();
    assert_eq!(text, r#"{"type":"hello","version":3,"name":"Ana"}"#);
    assert_eq!(serde_json::from_str::<ClientMessage>(&text).unwrap(), hello);
    let create: ClientMessage = serde_json::from_str(
        r#"{"type":"create","rules":{"name":"kalah","pits":6,"seeds":4},"first":"south","seat":"south"}"#,
    )
    .unwrap();
    assert!(
        matches!(
            create,
            ClientMessage::Create {
                public: false,
                rated: false,
                ..
            }
        ),
        "a game is private and casual unless the creator says otherwise"
    );
    let mv: ClientMessage =
        serde_json::from_str(r#"{"type":"move","ply":3,"seat":"north","mv":"4cw"}"#).unwrap();
    assert_eq!(
        mv,
        ClientMessage::Move {
            ply: 3,
            seat: Side::North,
            mv: Move::cw(3)
        }
    );
}

#[test]
fn unknown_fields_and_types_are_refused() {
    for text in [
        r#"{"type":"hello","version":2,"name":"x","admin":true}"#,
        r#"{"type":"teleport"}"#,
        r#"{"type":"move","ply":-1,"seat":"north","mv":"4"}"#,
        r#"{"type":"move","ply":1,"seat":"east","mv":"4"}"#,
        r#"{"type":"move","ply":1,"seat":"north","mv":"0"}"#,
        r#"[1,2,3]"#,
    ] {
        assert!(
            serde_json::from_str::<ClientMessage>(text).is_err(),
            "{text}"
        );
    }
}

#[test]
fn messages_without_a_body_refuse_fields_too() {
    for text in [
        r#"{"type":"ping","evil":1}"#,
        r#"{"type":"leave","room":"ABCDEFGH"}"#,
        r#"{"type":"resign","seat":"south"}"#,
        r#"{"type":"rematch","x":null}"#,
        r#"{"type":"claim","x":[]}"#,
        r#"{"type":"sync","x":0}"#,
        r#"{"type":"abort","x":0}"#,
        r#"{"type":"offer_draw","x":0}"#,
        r#"{"type":"take_back","x":0}"#,
        r#"{"type":"lobby","x":0}"#,
        r#"{"type":"lobby_off","x":0}"#,
        r#"{"type":"answer_draw"}"#,
        r#"{"type":"answer_take_back","accept":true,"x":0}"#,
        r#"{"type":"hello","version":3,"name":"x","key":"k","admin":true}"#,
    ] {
        assert!(
            serde_json::from_str::<ClientMessage>(text).is_err(),
            "{text}"
        );
    }
    assert!(serde_json::from_str::<ServerMessage>(r#"{"type":"pong","x":1}"#).is_err());
    for text in [r#"{"type":"ping"}"#, r#"{"type":"sync"}"#] {
        let message: ClientMessage = serde_json::from_str(text).unwrap();
        assert_eq!(serde_json::to_string(&message).unwrap(), text);
    }
}

#[test]
fn a_move_is_read_only_as_written_in_the_notation() {
    for mv in [" 4", "4 ", "04", "SWAP", "4CW", "\t3"] {
        let text = format!(r#"{{"type":"move","ply":0,"seat":"south","mv":"{mv}"}}"#);
        assert!(
            serde_json::from_str::<ClientMessage>(&text).is_err(),
            "{text}"
        );
    }
}

#[test]
fn names_are_cleaned() {
    assert_eq!(clean_name("  Ana \n\t María  "), "Ana María");
    assert_eq!(clean_name("\u{7}\u{1b}[31m"), "[31m");
    assert_eq!(clean_name(""), "Player");
    assert_eq!(clean_name(" \u{0} "), "Player");
    assert_eq!(clean_name(&"й".repeat(100)).chars().count(), MAX_NAME);
    // Dropped, as the docs say, not made into a space.
    assert_eq!(clean_name("A\u{7}na\u{1b}"), "Ana");
}

#[test]
fn the_default_names_are_reserved_in_any_case() {
    for name in ["Player", "player", "JUGADOR", "игрок", "Hráč", "guest"] {
        assert!(is_reserved_name(name), "{name}");
    }
    for name in ["Ana", "Players", "Player 2"] {
        assert!(!is_reserved_name(name), "{name}");
    }
}

#[test]
fn codes_are_normalised() {
    assert_eq!(normalise_code("abcd-efgh").as_deref(), Some("ABCDEFGH"));
    assert_eq!(normalise_code("ABCD EFG2").as_deref(), Some("ABCDEFG2"));
    assert_eq!(normalise_code("ABCDEFG0"), None, "0 is not a code letter");
    assert_eq!(normalise_code("ABC"), None);
}

#[test]
fn clocks_parse_as_minutes_plus_seconds() {
    assert_eq!(
        ClockSpec::parse("5+3"),
        Some(ClockSpec {
            initial_s: 300,
            increment_s: 3
        })
    );
    assert_eq!(
        ClockSpec::parse("0.5"),
        Some(ClockSpec {
            initial_s: 30,
            increment_s: 0
        })
    );
    assert_eq!(ClockSpec::parse("0+3"), None);
    assert_eq!(ClockSpec::parse("5+61"), None);
    assert_eq!(ClockSpec::parse("x"), None);
}
