//! The text form cut into tokens, each with the line and column where it starts: tag lines
//! `[Name "value"]`, move numbers `12.` (also run into a move, `12.3`), moves `3` `4cw` `swap`,
//! the comma that joins the moves
//! of one turn, and comments `{...}`. Escapes: `\"` and `\\` in tag values, `\}` and `\\` in
//! comments.

use super::{Mistake, TextError};

/// Where a token starts: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct At {
    pub line: usize,
    pub column: usize,
}

impl At {
    pub fn error(self, mistake: Mistake) -> TextError {
        TextError {
            line: self.line,
            column: self.column,
            mistake,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Token {
    /// A tag line's name and value.
    Tag(String, String),
    /// A move number, `12.`.
    Number(usize),
    /// A word that should be a move.
    Word(String),
    /// `,`: the next move belongs to the same turn.
    Comma,
    Comment(String),
}

/// Reads the characters of a text, keeping count of lines and columns.
struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    at: At,
}

impl Reader<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.at.line += 1;
            self.at.column = 1;
        } else {
            self.at.column += 1;
        }
        Some(c)
    }

    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.next();
        }
    }

    /// Characters up to the closing `end`, with `\end` and `\\` unescaped; `None` when the text
    /// ends first. Tag values end at the end of the line as well.
    fn quoted(&mut self, end: char, one_line: bool) -> Option<String> {
        let mut text = String::new();
        loop {
            match self.next()? {
                c if c == end => return Some(text),
                '\n' if one_line => return None,
                '\\' if self.peek().is_some_and(|c| c == end || c == '\\') => {
                    text.extend(self.next());
                }
                c => text.push(c),
            }
        }
    }

    /// A run of characters that are not blanks and not `,{}[]"`.
    fn word(&mut self) -> String {
        let mut word = String::new();
        while let Some(c) = self.peek() {
            if c.is_whitespace() || ",{}[]\"".contains(c) {
                break;
            }
            word.push(c);
            self.next();
        }
        word
    }

    /// `[Name "value"]` after its `[`.
    fn tag(&mut self) -> Result<Token, TextError> {
        self.skip_line_blanks();
        let name_at = self.at;
        let name = self.word();
        if !super::tags::is_tag_name(&name) {
            return Err(name_at.error(Mistake::NotATagName { name }));
        }
        self.skip_line_blanks();
        let quote_at = self.at;
        if self.next() != Some('"') {
            return Err(quote_at.error(Mistake::TagValueUnquoted { tag: name }));
        }
        let value = self
            .quoted('"', true)
            .ok_or_else(|| quote_at.error(Mistake::TagQuoteOpen { tag: name.clone() }))?;
        self.skip_line_blanks();
        let close_at = self.at;
        if self.next() != Some(']') {
            return Err(close_at.error(Mistake::TagUnclosed { tag: name }));
        }
        Ok(Token::Tag(name, value))
    }

    fn skip_line_blanks(&mut self) {
        while self.peek().is_some_and(|c| c.is_whitespace() && c != '\n') {
            self.next();
        }
    }
}

/// Every token of `text` with where it starts.
pub(super) fn tokens(text: &str) -> Result<Vec<(At, Token)>, TextError> {
    let mut reader = Reader {
        chars: text.chars().peekable(),
        at: At { line: 1, column: 1 },
    };
    let mut tokens = Vec::new();
    loop {
        reader.skip_blanks();
        let at = reader.at;
        let Some(c) = reader.peek() else {
            return Ok(tokens);
        };
        let token = match c {
            '[' => {
                reader.next();
                reader.tag()?
            }
            '{' => {
                reader.next();
                Token::Comment(
                    reader
                        .quoted('}', false)
                        .ok_or_else(|| at.error(Mistake::CommentOpen))?,
                )
            }
            ',' => {
                reader.next();
                Token::Comma
            }
            ']' | '}' | '"' => return Err(at.error(Mistake::Unopened { c })),
            _ => {
                let word = reader.word();
                // A move number, alone (`12.`) or run into the move after it (`12.3`).
                let digits = word.bytes().take_while(u8::is_ascii_digit).count();
                if digits > 0 && word[digits..].starts_with('.') {
                    let n = word[..digits].parse().map_err(|_| {
                        let number = word[..=digits].to_string();
                        at.error(Mistake::MoveNumberTooLarge { number })
                    })?;
                    tokens.push((at, Token::Number(n)));
                    let rest = &word[digits + 1..];
                    if !rest.is_empty() {
                        let at = At {
                            column: at.column + digits + 1,
                            ..at
                        };
                        tokens.push((at, Token::Word(rest.to_string())));
                    }
                    continue;
                }
                Token::Word(word)
            }
        };
        tokens.push((at, token));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: usize, column: usize) -> At {
        At { line, column }
    }

    #[test]
    fn tokens_with_their_places() {
        let text =
            "[Rules \"kalah\"]\n[South \"A \\\"B\\\" \\\\\"]\n\n1. 3,6 {nice \\} one}\n  2cw swap";
        assert_eq!(
            tokens(text).unwrap(),
            [
                (at(1, 1), Token::Tag("Rules".into(), "kalah".into())),
                (at(2, 1), Token::Tag("South".into(), "A \"B\" \\".into())),
                (at(4, 1), Token::Number(1)),
                (at(4, 4), Token::Word("3".into())),
                (at(4, 5), Token::Comma),
                (at(4, 6), Token::Word("6".into())),
                (at(4, 8), Token::Comment("nice } one".into())),
                (at(5, 3), Token::Word("2cw".into())),
                (at(5, 7), Token::Word("swap".into())),
            ]
        );
        assert_eq!(
            tokens("12.3,4 5.").unwrap(),
            [
                (at(1, 1), Token::Number(12)),
                (at(1, 4), Token::Word("3".into())),
                (at(1, 5), Token::Comma),
                (at(1, 6), Token::Word("4".into())),
                (at(1, 8), Token::Number(5)),
            ]
        );
        assert_eq!(
            tokens("1.2.").unwrap()[1],
            (at(1, 3), Token::Word("2.".into()))
        );
    }

    #[test]
    fn bad_text_says_where() {
        for (text, line, column, says) in [
            ("[Rules kalah]", 1, 8, "double quotes"),
            ("[Rules \"kalah]\n", 1, 8, "not closed"),
            ("[Rules \"kalah\"\n", 1, 15, "']' expected"),
            ("[1st \"x\"]", 1, 2, "not a tag name"),
            ("1. 3 {open\n\n", 1, 6, "never closed"),
            ("1. 3 }", 1, 6, "without its opening"),
            ("\n  99999999999999999999999. 3", 2, 3, "too large"),
        ] {
            let err = tokens(text).unwrap_err();
            assert_eq!((err.line, err.column), (line, column), "{text}: {err}");
            assert!(err.mistake.to_string().contains(says), "{text}: {err}");
        }
    }
}
