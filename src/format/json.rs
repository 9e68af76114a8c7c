//! JSON input: one object per line, whose `puzzle` field holds the 81-character line form.
//! The other fields are handed back untouched, each value as it was written, so that they can be
//! written out again after the program's own, and the output of `sudoku solve --json` reads
//! back as its puzzles.

use std::fmt;

use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;

use super::error::{ErrorKind, ParseError};
use super::line;
use crate::grid::Grid;

/// A JSON object's fields, in their order, each value exactly as it was written: a number
/// keeps its digits and exponent (`1.50`, `1e5`), a string its escapes, an array its spacing.
/// A name written twice keeps both fields; [`Fields::get`] reads the last, as JSON readers do.
#[derive(Debug, Clone, Default)]
pub struct Fields {
    fields: Vec<(String, Box<RawValue>)>,
}

impl Fields {
    /// The value of the last field named `name`, as written.
    pub fn get(&self, name: &str) -> Option<&RawValue> {
        let found = self.fields.iter().rev().find(|(field, _)| field == name);
        found.map(|(_, value)| &**value)
    }

    /// The fields in their order, each name with its value as written.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &RawValue)> {
        self.fields
            .iter()
            .map(|(name, value)| (name.as_str(), &**value))
    }

    /// The fields' names, in their order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.fields.iter().map(|(name, _)| name.as_str())
    }

    /// How many fields there are, a name written twice counted twice.
    pub fn len(&self) -> usize {
        self.fields.len()
    }

    /// Whether the object had no field but its puzzle.
    pub fn is_empty(&self) -> bool {
        self.fields.is_empty()
    }

    /// The field `name` when it is a string: a lone surrogate escape in it (`\udce9`, as Python
    /// writes a file name's byte that is not UTF-8) read as U+FFFD.
    pub fn string(&self, name: &str) -> Option<String> {
        Some(
            read_value(self.get(name)?.get().as_bytes())
                .ok()?
                .as_str()?
                .to_string(),
        )
    }

    /// Takes out every field named `name`, the others keeping their order, and gives the last.
    fn take(&mut self, name: &str) -> Option<Box<RawValue>> {
        let mut taken = None;
        self.fields.retain_mut(|(field, value)| {
            let named = field == name;
            if named {
                taken = Some(std::mem::replace(value, RawValue::NULL.to_owned()));
            }
            !named
        });
        taken
    }
}

impl PartialEq for Fields {
    fn eq(&self, other: &Fields) -> bool {
        self.len() == other.len()
            && self
                .iter()
                .zip(other.iter())
                .all(|((a, x), (b, y))| a == b && x.get() == y.get())
    }
}

impl Eq for Fields {}

impl<'de> Deserialize<'de> for Fields {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Fields, D::Error> {
        struct FieldsVisitor;
        impl<'de> Visitor<'de> for FieldsVisitor {
            type Value = Fields;
            fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
                formatter.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Fields, A::Error> {
                let mut fields = Vec::with_capacity(map.size_hint().unwrap_or(4));
                while let Some(field) = map.next_entry::<String, Box<RawValue>>()? {
                    fields.push(field);
                }
                Ok(Fields { fields })
            }
        }
        deserializer.deserialize_map(FieldsVisitor)
    }
}

/// `text` read as one JSON value, a lone surrogate escape in it read as U+FFFD.
fn read_value(text: &[u8]) -> serde_json::Result<serde_json::Value> {
    serde_json::from_slice(text).or_else(|error| {
        // A lone surrogate escape (`\udce9`), as Python's `json.dumps` writes a file name's
        // byte that is not UTF-8, becomes U+FFFD, as such bytes do everywhere else.
        let mended = without_lone_surrogates(text).ok_or(error)?;
        serde_json::from_slice(&mended)
    })
}

/// The fields of `text`, one JSON object. A byte that is not UTF-8 (a Latin-1 name) is read as
/// U+FFFD, as in every other format; so is a lone surrogate escape in a field's name (Python's
/// for a file name's byte that is not UTF-8), which serde_json refuses there. Values keep theirs
/// as written, but in an object whose names hold one, where every escape is read so.
fn read_fields(text: &[u8]) -> serde_json::Result<Fields> {
    serde_json::from_slice(text).or_else(|error| match std::str::from_utf8(text) {
        Err(_) => serde_json::from_str(&String::from_utf8_lossy(text)),
        Ok(_) => match without_lone_surrogates(text) {
            Some(mended) => serde_json::from_slice(&mended),
            None => Err(error),
        },
    })
}

/// Parses one JSON line (input line `line`): the puzzle, and the object's other fields whenever
/// the line is an object, even one whose puzzle cannot be read.
pub(super) fn parse(text: &[u8], line: usize) -> (Result<Grid, ParseError>, Option<Fields>) {
    let json_error = |message: String| ParseError::at(line, ErrorKind::Json(message));
    // An object, the usual line, is read once, its values kept as written; anything else is
    // read again only to say what it is.
    let mut fields = match read_fields(text) {
        Ok(fields) => fields,
        Err(_) => {
            let message = match read_value(text) {
                Err(e) => format!(
                    "not valid JSON at column {}: {}{}",
                    e.column(),
                    without_position(&e),
                    spread_hint(text)
                ),
                Ok(serde_json::Value::Array(_)) => "expected a JSON object, found an array: JSON \
                                                    input is one object per line (`jq -c '.[]' \
                                                    FILE` writes an array's objects that way)"
                    .to_string(),
                Ok(other) => format!("expected a JSON object, found {}", kind(&other)),
            };
            return (Err(json_error(message)), None);
        }
    };
    let puzzle = fields.take("puzzle");
    let puzzle = puzzle.map(|raw| read_value(raw.get().as_bytes()));
    let puzzle = match puzzle {
        Some(Err(e)) => Err(json_error(format!(
            "in \"puzzle\": {}",
            without_position(&e)
        ))),
        Some(Ok(value)) => read_puzzle(Some(&value), line),
        None => read_puzzle(None, line),
    };
    (puzzle, Some(fields))
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

    /// The text of `fields`' field `name`, as written.
    fn raw<'f>(fields: &'f Fields, name: &str) -> &'f str {
        fields.get(name).unwrap().get()
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
        assert_eq!(fields.keys().collect::<Vec<_>>(), ["source", "n"]);
        assert_eq!(raw(&fields, "n"), "1");
        // The fields of an object survive a puzzle that cannot be read.
        let (grid, fields) = parse(br#"{"id": 7, "puzzle": "12"}"#, 1);
        assert!(grid.is_err());
        assert_eq!(raw(&fields.unwrap(), "id"), "7");
    }

    /// Values are kept as written, to be written back so: a number's exponent (which a parsed
    /// number would write `1e+5`), its trailing zeros, an array's spacing, a name written twice.
    #[test]
    fn values_are_kept_as_written() {
        let puzzle = "1".repeat(81);
        let line = format!(
            r#"{{"n":1e5,"m":1E-2,"r":1.50,"puzzle":"{puzzle}","a":[1, {{"b":2.5e+3}}],"n":-0.0}}"#
        );
        let (grid, fields) = parse(line.as_bytes(), 1);
        assert!(grid.is_ok());
        let fields = fields.unwrap();
        let written: Vec<(&str, &str)> = fields.iter().map(|(n, v)| (n, v.get())).collect();
        assert_eq!(
            written,
            [
                ("n", "1e5"),
                ("m", "1E-2"),
                ("r", "1.50"),
                ("a", r#"[1, {"b":2.5e+3}]"#),
                ("n", "-0.0")
            ]
        );
        // The last of a name written twice is the one read.
        assert_eq!(raw(&fields, "n"), "-0.0");
        // So is the puzzle's.
        let line = format!(r#"{{"puzzle":"12","puzzle":"{puzzle}"}}"#);
        let (grid, fields) = parse(line.as_bytes(), 1);
        assert!(grid.is_ok());
        assert!(fields.unwrap().is_empty());
    }

    /// Python's `json.dumps` escapes a file name's byte that is not UTF-8 as a lone surrogate
    /// (`\udce9`): the record is read, the byte U+FFFD in a string read from it, and written back
    /// as it came; pairs and escaped backslashes stay.
    #[test]
    fn a_lone_surrogate_escape_is_read_as_a_replacement_character() {
        let puzzle = "1".repeat(81);
        let line = format!(
            r#"{{"puzzle":"{puzzle}","file":"caf\udce9.txt","pair":"\ud83d\ude00","kept":"\\udce9","end":"\ud800"}}"#
        );
        let (grid, fields) = parse(line.as_bytes(), 1);
        assert!(grid.is_ok());
        let fields = fields.unwrap();
        assert_eq!(fields.string("file").unwrap(), "caf\u{fffd}.txt");
        assert_eq!(fields.string("pair").unwrap(), "\u{1f600}");
        assert_eq!(fields.string("kept").unwrap(), "\\udce9");
        assert_eq!(fields.string("end").unwrap(), "\u{fffd}");
        // Written back, the field is as it came.
        assert_eq!(raw(&fields, "file"), r#""caf\udce9.txt""#);
        // In a field's name, as Python writes a dictionary keyed by file names.
        let line = format!(r#"{{"puzzle":"{puzzle}","caf\udce9.txt":1}}"#);
        let (grid, fields) = parse(line.as_bytes(), 1);
        assert!(grid.is_ok());
        assert_eq!(
            fields.unwrap().keys().collect::<Vec<_>>(),
            ["caf\u{fffd}.txt"]
        );
    }

    /// A byte that is not UTF-8 in a string (a Latin-1 name) is read as U+FFFD, as in the other
    /// formats, rather than fail the object.
    #[test]
    fn a_byte_that_is_not_utf8_is_read_as_a_replacement_character() {
        let puzzle = "1".repeat(81);
        let line = [
            format!(r#"{{"puzzle":"{puzzle}","id":"caf"#).as_bytes(),
            b"\xe9",
            br#"","n":1e5}"#,
        ]
        .concat();
        let (grid, fields) = parse(&line, 1);
        assert!(grid.is_ok());
        let fields = fields.unwrap();
        assert_eq!(fields.string("id").unwrap(), "caf\u{fffd}");
        assert_eq!(raw(&fields, "n"), "1e5");
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
