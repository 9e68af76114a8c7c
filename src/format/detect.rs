//! Telling formats apart from what their lines look like.
//!
//! Each format has a line shape no other format has, so one recognisable line decides. Lines
//! that fit no shape decide nothing: they are parsed as errors in the format that the first
//! recognisable line picks, which keeps one bad first line from sinking a whole file.

use super::Format;
use super::boxed;

/// How many lines that hold something (not blank, not comments) detection looks at before
/// giving up. Bounded so that detection costs at most this many lines of memory.
pub(super) const LOOKAHEAD_LINES: usize = 32;

/// The format whose shape this line has, if any. `text` is a line that is not blank.
pub(super) fn shape(text: &[u8]) -> Option<Format> {
    let trimmed = text.trim_ascii();
    if trimmed.first() == Some(&b'{') {
        return Some(Format::Json);
    }
    if trimmed.iter().any(|&b| b == b'|' || b == b'+') || boxed::is_rule(trimmed) {
        return Some(Format::Grid);
    }
    let tokens = trimmed
        .split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .count();
    match (tokens, trimmed.len()) {
        (9, _) => Some(Format::Spaced),
        (1, 81) => Some(Format::Line),
        (1, 9) => Some(Format::Compact),
        _ => None,
    }
}

/// Says what a line that fits no shape looks like, for the error message.
pub(super) fn describe(number: usize, text: &[u8]) -> String {
    const QUOTED: usize = 40;
    let trimmed = text.trim_ascii();
    let shown = String::from_utf8_lossy(&trimmed[..trimmed.len().min(QUOTED * 4)]);
    let mut quoted: String = shown.chars().take(QUOTED).collect();
    if quoted.len() < shown.len() || trimmed.len() > QUOTED * 4 {
        quoted.push('…');
    }
    let chars = String::from_utf8_lossy(trimmed).chars().count();
    format!("line {number} is {quoted:?} ({chars} characters)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_format_has_its_own_shape() {
        let line = ".".repeat(81);
        assert_eq!(shape(line.as_bytes()), Some(Format::Line));
        assert_eq!(shape(b"103000509  "), Some(Format::Compact));
        assert_eq!(shape(b"0 3 5 4 6 9 2 7 8"), Some(Format::Spaced));
        assert_eq!(shape(b"| 1 . 3 | . . . | 5 . 9 |"), Some(Format::Grid));
        assert_eq!(shape(b"+-------+-------+-------+"), Some(Format::Grid));
        assert_eq!(shape(br#"{"puzzle": "..."}"#), Some(Format::Json));
    }

    #[test]
    fn other_shapes_decide_nothing() {
        assert_eq!(shape(b"hello world"), None);
        assert_eq!(shape(b"12345678"), None);
        assert_eq!(shape(".".repeat(80).as_bytes()), None);
    }

    #[test]
    fn descriptions_quote_a_bounded_prefix() {
        let long = "x".repeat(1000);
        let text = describe(3, long.as_bytes());
        assert!(text.starts_with("line 3 is \"xxx"));
        assert!(text.ends_with("…\" (1000 characters)"), "{text}");
    }
}
