//! JSON input: one object per line, whose `puzzle` field holds the 81-character line form.
//! The other fields are handed back untouched, so that they can be written out again after the
//! program's own, and the output of `sudoku solve --json` reads back as its puzzles.

use super::error::{ErrorKind, ParseError};
use super::line;
use crate::grid::Grid;

/// A JSON object's fields.
pub type Fields = serde_json::Map<String, serde_json::Value>;

/// Parses one JSON line (input line `line`): the puzzle, and the object's other fields whenever
/// the line is an object, even one whose puzzle cannot be read.
pub(super) fn parse(text: &[u8], line: usize) -> (Result<Grid, ParseError>, Option<Fields>) {
    let json_error = |message: String| ParseError::at(line, ErrorKind::Json(message));
    let parsed = serde_json::from_slice(text).or_else(|error| {
        // A lone surrogate escape (`\udce9`), as Python's `json.dumps` writes a file name's
        // byte that is not UTF-8, becomes U+FFFD, as such bytes do everywhere else.
        let mended = without_lone_surrogates(text).ok_or(error)?;
        serde_json::from_slice(&mended)
    });
    let value: serde_json::Value = match parsed {
        Ok(value) => value,
        Err(e) => {
            let message = format!(
                "not valid JSON at column {}: {}{}",
                e.column(),
                without_position(&e),
                spread_hint(text)
            );
            return (Err(json_error(message)), None);
        }
    };
    let mut object = match value {
        serde_json::Value::Object(object) => object,
        serde_json::Value::Array(_) => {
            let message = "expected a JSON object, found an array: JSON input is one object \
                           per line (`jq -c '.[]' FILE` writes an array's objects that way)";
            return (Err(json_error(message.to_string())), None);
        }
        other => {
            let message = format!("expected a JSON object, found {}", kind(&other));
            return (Err(json_error(message)), None);
        }
    };
    // Taken out with `retain`, which keeps the other fields' order whether or not serde_json
    // keeps order at all (its `preserve_order` is the command line's, see Cargo.toml).
    let puzzle = object.get("puzzle").cloned();
    object.retain(|name, _| name != "puzzle");
    (read_puzzle(puzzle.as_ref(), line), Some(object))
}

/// `text` with each `\u` escape of a lone surrogate (one of `D800`–`DFFF` that is not the
/// first of a pair followed by the second) turned into `\uFFFD`; `None` when it has none.
/// Backslashes stand only inside JSON strings, so no string needs telling apart.
fn without_lone_surrogates(text: &[u8]) -> Option<Vec<u8>> {
    let escape = |at: usize| -> Option<u16> {
        let hex = text.get(at..at + 6)?.strip_prefix(b"\\u")?;
        u16::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok()
    };
    let mut mended = Vec::with_capacity(text.len());
    let mut changed = false;
    let mut at = 0;
    while at < text.len() {
        if text[at] != b'\\' {
            mended.push(text[at]);
            at += 1;
            continue;
        }
        let Some(unit) = escape(at) else {
            // Another escape (`\\`, `\"`, …): both characters as they are.
            mended.extend_from_slice(&text[at..(at + 2).min(text.len())]);
            at += 2;
            continue;
        };
        let high = (0xD800..0xDC00).contains(&unit);
        let paired = high && escape(at + 6).is_some_and(|low| (0xDC00..0xE000).contains(&low));
        if paired {
            mended.extend_from_slice(&text[at..at + 12]);
            at += 12;
        } else if (0xD800..0xE000).contains(&unit) {
            mended.extend_from_slice(b"\\uFFFD");
            changed = true;
            at += 6;
        } else {
            mended.extend_from_slice(&text[at..at + 6]);
            at += 6;
        }
    }
    changed.then_some(mended)
}

/// What to add to the error of a line that is not valid JSON when it looks like part of JSON
/// spread over lines (pretty-printed, or an array's brackets): how to make it one object per
/// line.
fn spread_hint(text: &[u8]) -> &'static str {
    let line = text.trim_ascii();
    let piece = matches!(line, b"{" | b"}" | b"}," | b"[" | b"]" | b"],")
        || line.starts_with(b"[")
        || line.starts_with(b"\"")
        || line.ends_with(b"},");
    if piece {
        " (JSON input is one object per line: `jq -c . FILE` writes pretty-printed JSON that \
         way, `jq -c '.[]' FILE` an array's objects)"
    } else {
        ""
    }
}

fn read_puzzle(puzzle: Option<&serde_json::Value>, line: usize) -> Result<Grid, ParseError> {
    let json_error = |message: String| ParseError::at(line, ErrorKind::Json(message));
    let puzzle =
        puzzle.ok_or_else(|| json_error("the object has no \"puzzle\" field".to_string()))?;
    let puzzle = puzzle.as_str().ok_or_else(|| {
        json_error(format!(
            "the \"puzzle\" field is {}, not a string",
            kind(puzzle)
        ))
    })?;
    line::parse(puzzle.as_bytes(), line).map_err(|e| {
        // Columns inside the string would not match columns of the line, so say "in puzzle".
        let what = match e.column {
            Some(column) => format!("in \"puzzle\", character {column}: {}", e.kind),
            None => format!("in \"puzzle\": {}", e.kind),
        };
        json_error(what)
    })
}

/// serde_json's message without its " at line L column C" suffix, which would count lines
/// inside this one line and so mislead.
fn without_position(error: &serde_json::Error) -> String {
    let message = error.to_string();
    let message = match message.rfind(" at line ") {
        Some(cut) => &message[..cut],
        None => &message,
    };
    // serde_json names a misspelt `true`, `false` or `null` by its grammar's term.
    message.replace("expected ident", "expected true, false or null")
}

fn kind(value: &serde_json::Value) -> &'static str {
    match value {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "a boolean",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Array(_) => "an array",
        serde_json::Value::Object(_) => "an object",
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Field names as an object's fields come out: in the input's order with serde_json's
    /// `preserve_order` (which the command line's feature turns on), by name without it.
    pub(crate) fn in_order<const N: usize>(mut names: [&str; N]) -> [&str; N] {
        if !cfg!(feature = "cli") {
            names.sort_unstable();
        }
        names
    }

    /// JSON an array holds, or pretty-printed over lines, is not read as one object per line,
    /// and every such line's error says how to make it so.
    #[test]
    fn an_array_or_pretty_json_is_told_how_to_make_one_object_a_line() {
        let puzzle = ".".repeat(81);
        let array = format!("[{{\"puzzle\":\"{puzzle}\"}}]");
        let (result, fields) = parse(array.as_bytes(), 1);
        let message = result.unwrap_err().to_string();
        assert!(message.contains("found an array") && message.contains("jq -c '.[]'"));
        assert!(fields.is_none());
        let object = format!("{{\"puzzle\":\"{puzzle}\"}},");
        for piece in ["[", "{", "  \"puzzle\": \"1...\",", "}", "]", &object] {
            let message = parse(piece.as_bytes(), 2).0.unwrap_err().to_string();
            assert!(
                message.contains("one object per line"),
                "{piece}: {message}"
            );
        }
        // Other broken JSON gets no such advice.
        let message = parse(b"{\"puzzle\": 1", 3).0.unwrap_err().to_string();
        assert!(!message.contains("one object per line"), "{message}");
    }

    #[test]
    fn reads_the_puzzle_field_and_hands_back_the_rest_in_order() {
        let line = format!(r#"{{"source":"x","puzzle":"{}","n":1}}"#, "1".repeat(81));
        let (grid, fields) = parse(line.as_bytes(), 1);
        assert!(grid.is_ok());
        let fields = fields.unwrap();
        assert_eq!(fields.keys().collect::<Vec<_>>(), in_order(["source", "n"]));
        assert_eq!(fields["n"], 1);
        // The fields of an object survive a puzzle that cannot be read.
        let (grid, fields) = parse(br#"{"id": 7, "puzzle": "12"}"#, 1);
        assert!(grid.is_err());
        assert_eq!(fields.unwrap()["id"], 7);
    }

    /// Python's `json.dumps` escapes a file name's byte that is not UTF-8 as a lone surrogate
    /// (`\udce9`): the record is read, the byte U+FFFD; pairs and escaped backslashes stay.
    #[test]
    fn a_lone_surrogate_escape_is_read_as_a_replacement_character() {
        let puzzle = "1".repeat(81);
        let line = format!(
            r#"{{"puzzle":"{puzzle}","file":"caf\udce9.txt","pair":"\ud83d\ude00","kept":"\\udce9","end":"\ud800"}}"#
        );
        let (grid, fields) = parse(line.as_bytes(), 1);
        assert!(grid.is_ok());
        let fields = fields.unwrap();
        assert_eq!(fields["file"], "caf\u{fffd}.txt");
        assert_eq!(fields["pair"], "\u{1f600}");
        assert_eq!(fields["kept"], "\\udce9");
        assert_eq!(fields["end"], "\u{fffd}");
    }

    #[test]
    fn explains_what_is_wrong() {
        let cases = [
            (
                r#"{"puzzle": 5}"#,
                "the \"puzzle\" field is a number, not a string",
            ),
            (r#"{"grid": "1"}"#, "no \"puzzle\" field"),
            (r#"[1]"#, "expected a JSON object, found an array"),
            (
                r#"{"puzzle": "12"}"#,
                "in \"puzzle\": expected 81 cells, found 2",
            ),
            (
                r#"{"puzzle": nul}"#,
                "not valid JSON at column 15: expected true, false or null",
            ),
            (
                r#"{"puzzle""#,
                "not valid JSON at column 9: EOF while parsing",
            ),
        ];
        for (input, expected) in cases {
            let message = parse(input.as_bytes(), 3).0.unwrap_err().to_string();
            assert!(message.starts_with("line 3: "), "{message}");
            assert!(message.contains(expected), "{input}: {message}");
        }
    }
}
