//! Lines of bounded length from any `BufRead`.
//!
//! A line ends with `\n`, `\r\n` or a lone `\r`: files saved by classic Mac OS editors, and
//! some exported from spreadsheets, end lines with `\r` alone, and reading such a file as one
//! line would take every puzzle after the first for text written after it.
//!
//! `BufRead::read_until` would buffer a line of any length, so one 20 MiB line (or a binary file
//! without newlines) would cost 20 MiB. This reader keeps at most [`MAX_LINE_BYTES`] of a line
//! ([`MAX_JSON_LINE_BYTES`] of a JSON record), skips the rest while still counting it, and
//! reports the line as too long.

use std::io::{self, BufRead};

/// The longest line kept; longer ones are reported instead of read. Generous next to the
/// longest legitimate line (a JSON object with a few extra fields).
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The longest line kept when it starts as JSON (an object, or an array): a JSON record can
/// carry far more than a puzzle, and the tool's own records must read back. `explain --json`
/// writes about 330 KB for the hardest puzzles known, and `solve --all --json` about 84 bytes
/// a solution; a JSON reader decides on such a line at once, so one line is held at a time.
pub const MAX_JSON_LINE_BYTES: usize = 16 << 20;

/// The longest a line is kept, told by its first byte that is not blank.
fn longest_kept(first: Option<u8>) -> usize {
    match first {
        Some(b'{' | b'[') => MAX_JSON_LINE_BYTES,
        _ => MAX_LINE_BYTES,
    }
}

/// The first byte of `text` that is not blank, a byte-order mark at its start aside.
fn first_byte(text: &[u8]) -> Option<u8> {
    let text = text.strip_prefix(BYTE_ORDER_MARK).unwrap_or(text);
    text.iter().copied().find(|b| !b.is_ascii_whitespace())
}

/// Whether a line of `length` bytes, starting with `start`, was too long to keep.
pub(crate) fn is_too_long(start: &[u8], length: u64) -> bool {
    length > longest_kept(first_byte(start)) as u64
}

const BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";

/// How far a line too long to keep is skipped before reading the input stops: a line that
/// never ends (`/dev/zero`, a device, a runaway pipe) would otherwise be read for ever, and a
/// real file's overlong line (a stray 50 MB dump) is still passed over to the puzzles after it.
pub const ABANDONED_LINE_BYTES: u64 = 256 << 20;

/// Text of two or four bytes a character, which is not read as it is: said where one is met,
/// with how to convert it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WideText {
    /// What Windows PowerShell's `>` writes.
    Utf16,
    Utf32,
}

impl WideText {
    /// The encoding's name, as `iconv` knows it.
    pub fn name(self) -> &'static str {
        match self {
            WideText::Utf16 => "UTF-16",
            WideText::Utf32 => "UTF-32",
        }
    }

    /// How to read such a file.
    pub fn remedy(self) -> String {
        format!(
            "convert it to UTF-8 first (`iconv -f {} -t UTF-8`)",
            self.name()
        )
    }
}

/// Whether `bytes`, a line or the start of an input, look like UTF-32 or UTF-16 text: a
/// byte-order mark, or NULs as three bytes in four (or one in two) of every character. UTF-32
/// is asked first: its little-endian mark starts with UTF-16's.
pub fn wide_text(bytes: &[u8]) -> Option<WideText> {
    if bytes.starts_with(b"\xFF\xFE\0\0") || bytes.starts_with(b"\0\0\xFE\xFF") {
        return Some(WideText::Utf32);
    }
    if bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF") {
        return Some(WideText::Utf16);
    }
    let quads = || bytes.chunks_exact(4);
    if bytes.len() >= 8
        && (quads().all(|q| q[0] != 0 && q[1..] == [0, 0, 0])
            || quads().all(|q| q[..3] == [0, 0, 0] && q[3] != 0))
    {
        return Some(WideText::Utf32);
    }
    let pairs = || bytes.chunks_exact(2);
    (bytes.len() >= 8
        && (pairs().all(|pair| pair[0] != 0 && pair[1] == 0)
            || pairs().all(|pair| pair[0] == 0 && pair[1] != 0)))
    .then_some(WideText::Utf16)
}

/// One line, without its `\n`, `\r\n` or `\r`.
pub(crate) struct Line<'a> {
    /// 1-based line number.
    pub number: usize,
    /// The text, truncated to [`MAX_LINE_BYTES`] ([`MAX_JSON_LINE_BYTES`] for a JSON record)
    /// when `length` is larger.
    pub text: &'a [u8],
    /// The full length in bytes, counted even for the part that was skipped.
    pub length: u64,
    /// The line ran past [`ABANDONED_LINE_BYTES`] before its end was read, and the input ends
    /// with it: whether it would have ended, no one can tell without reading on.
    pub abandoned: bool,
}

impl Line<'_> {
    pub fn is_too_long(&self) -> bool {
        is_too_long(self.text, self.length)
    }
}

pub(crate) struct LineReader<R> {
    inner: R,
    buf: Vec<u8>,
    number: usize,
    /// The last line ended with a `\r` that was the last byte read so far: a `\n` (or `\r\n`)
    /// right after it belongs to that line's ending. (Waiting for the next byte to tell would
    /// keep a writer that ends its lines with `\r` alone from getting its answer.)
    after_cr: bool,
    /// A `\r` after such a one was the last byte read, and is taken: if a `\n` follows, the
    /// two belong to the last line's ending (`\r\r\n`); otherwise it ended a blank line.
    held_cr: bool,
    /// The last line ended at a byte-order mark inside it: the next line is on the same line
    /// of the input, under the same number, unless a line ending comes right after the mark
    /// (then that ending was the last line's).
    after_mark: bool,
    /// How many bytes of what may be a byte-order mark ended the last buffer read, inside a
    /// line: taken, and told by the next buffer to be a mark or text.
    held_mark: usize,
    /// A line ran past [`ABANDONED_LINE_BYTES`]: the input ends there.
    abandoned: bool,
}

/// How the part of a line in one buffer ends.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ending {
    /// At a line ending.
    Done,
    /// At a `\r` that is the buffer's last byte, or is followed only by another: whether
    /// the ending goes on is told by what comes next ([`LineReader::after_cr`]).
    AtCr,
    /// At a byte-order mark (its three bytes are used).
    Mark,
    /// At the start of what may be a byte-order mark, cut off by the buffer's end (its bytes
    /// are used: [`LineReader::held_mark`]).
    PartMark,
    /// The line goes on in the next buffer.
    Open,
}

/// Where the line whose text starts `available` ends there, or meets a byte-order mark: the
/// length of its text, how many bytes its text and ending take, and how it ends. `\n`, `\r\n`,
/// a lone `\r` and `\r\r\n` (a file of `\r\n` endings whose every `\n` was turned into `\r\n`
/// again, as Python's text mode does on Windows) each end one line.
fn line_end(available: &[u8]) -> (usize, usize, Ending) {
    let mut from = 0;
    // (A mark's first byte starts few other characters a puzzle file is likely to hold.)
    while let Some(found) = memchr::memchr3(b'\n', b'\r', BYTE_ORDER_MARK[0], &available[from..]) {
        let end = from + found;
        match available[end] {
            b'\n' => return (end, end + 1, Ending::Done),
            b'\r' => {
                return match &available[end + 1..] {
                    [b'\n', ..] => (end, end + 2, Ending::Done),
                    [b'\r', b'\n', ..] => (end, end + 3, Ending::Done),
                    [] | [b'\r'] => (end, end + 1, Ending::AtCr),
                    _ => (end, end + 1, Ending::Done),
                };
            }
            _ => {
                let rest = &available[end..];
                if rest.starts_with(BYTE_ORDER_MARK) {
                    return (end, end + BYTE_ORDER_MARK.len(), Ending::Mark);
                }
                if BYTE_ORDER_MARK.starts_with(rest) {
                    return (end, available.len(), Ending::PartMark);
                }
                from = end + 1;
            }
        }
    }
    (available.len(), available.len(), Ending::Open)
}

/// What is known of the line being read, beyond the bytes kept.
#[derive(Default)]
struct Read {
    /// Its length in bytes so far, counting what was not kept.
    length: u64,
    /// Its first byte that is not blank, once read: it tells how much is kept, and whether the
    /// line is a JSON record.
    first: Option<u8>,
}

impl Read {
    /// Adds `text` to the line, keeping what `buf` has room for.
    fn take(&mut self, buf: &mut Vec<u8>, text: &[u8]) {
        let not_blank = |b: &u8| !b.is_ascii_whitespace();
        // Each piece is looked at only until that byte is found, so a line of blanks costs no
        // more than its length.
        if self.first.is_none() {
            self.first = text.iter().copied().find(not_blank);
        }
        self.length += text.len() as u64;
        let room = longest_kept(self.first).saturating_sub(buf.len());
        buf.extend_from_slice(&text[..text.len().min(room)]);
    }

    /// What a byte-order mark met now does. Editors on Windows start UTF-8 files with one; it
    /// is not text. Files joined with `cat` carry theirs to the start of a line further down,
    /// or, where the file before lacked a final newline, into the middle of one: the line ends
    /// there, so that the puzzle after the mark is not taken for words written after the one
    /// before it (nor a row run on into the next file's first). Inside a JSON record, where it
    /// may be a string's character, only a mark where the record ends (`}` or `]`) ends it.
    fn meets_mark(&self, kept: &[u8]) -> Mark {
        match self.first {
            None => Mark::Dropped,
            Some(b'{' | b'[') if !ends_a_json_value(kept) => Mark::Text,
            _ => Mark::EndsLine,
        }
    }
}

/// Whether `text` is whole JSON values, ending with the close of one: its braces and brackets
/// balanced outside strings (a `}` inside a string, `"see {ref}"`, closes nothing).
fn ends_a_json_value(text: &[u8]) -> bool {
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for &byte in text {
        match (in_string, byte) {
            (true, _) if escaped => escaped = false,
            (true, b'\\') => escaped = true,
            (true, b'"') | (false, b'"') => in_string = !in_string,
            (false, b'{' | b'[') => depth += 1,
            (false, b'}' | b']') => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    depth == 0 && !in_string && matches!(text.trim_ascii_end().last(), Some(b'}' | b']'))
}

/// What a byte-order mark is where it is met: see [`Read::meets_mark`].
enum Mark {
    Dropped,
    Text,
    EndsLine,
}

impl<R: BufRead> LineReader<R> {
    pub fn new(inner: R) -> Self {
        LineReader {
            inner,
            buf: Vec::with_capacity(128),
            number: 0,
            after_cr: false,
            held_cr: false,
            after_mark: false,
            held_mark: 0,
            abandoned: false,
        }
    }

    pub fn get_ref(&self) -> &R {
        &self.inner
    }

    /// How many lines have been returned so far.
    pub fn lines_read(&self) -> usize {
        self.number
    }

    /// The next line, or `None` at the end of the input.
    pub fn next_line(&mut self) -> io::Result<Option<Line<'_>>> {
        if self.abandoned {
            return Ok(None);
        }
        let continued = self.after_mark;
        let Some((length, ended_at_mark)) = self.read_line()? else {
            return Ok(None);
        };
        // A line's rest after a mark is on the same line of the input (unless a line ending
        // came right after the mark: `read_line` took it, and cleared the flag).
        if !(continued && self.after_mark) {
            self.number += 1;
        }
        self.after_mark = ended_at_mark;
        Ok(Some(Line {
            number: self.number,
            text: &self.buf,
            length,
            abandoned: self.abandoned,
        }))
    }

    /// Reads the next line into `buf`, as much of it as is kept, and returns its length and
    /// whether it ended at a byte-order mark: `None` at the end of the input.
    fn read_line(&mut self) -> io::Result<Option<(u64, bool)>> {
        self.buf.clear();
        let mut read = Read::default();
        let mut started = false;
        loop {
            let available = match self.inner.fill_buf() {
                Ok(bytes) => bytes,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                if std::mem::take(&mut self.held_cr) {
                    // A blank line ended by a lone `\r`, the input's last byte.
                    return Ok(Some((0, false)));
                }
                // The start of a mark cut off by the input's end is text.
                let held = std::mem::take(&mut self.held_mark);
                read.take(&mut self.buf, &BYTE_ORDER_MARK[..held]);
                if !started {
                    return Ok(None);
                }
                break;
            }
            if std::mem::take(&mut self.held_cr) {
                if available[0] == b'\n' {
                    // `\r\r\n`: the held `\r` and this `\n` were the last line's ending.
                    self.inner.consume(1);
                    continue;
                }
                return Ok(Some((0, false)));
            }
            // A line ending right after a mark that ended the last line is that line's.
            let after_mark = !started && self.after_mark;
            if std::mem::take(&mut self.after_cr) || after_mark {
                let taken = match available {
                    [b'\n', ..] => 1,
                    [b'\r', b'\n', ..] => 2,
                    [b'\r'] => {
                        self.held_cr = !after_mark;
                        self.after_cr = after_mark;
                        1
                    }
                    [b'\r', ..] if after_mark => 1,
                    _ => 0,
                };
                if taken > 0 {
                    self.inner.consume(taken);
                    self.after_mark = false;
                    continue;
                }
            }
            started = true;
            if self.held_mark > 0 {
                let rest = &BYTE_ORDER_MARK[self.held_mark..];
                if available.starts_with(rest) {
                    self.inner.consume(rest.len());
                    self.held_mark = 0;
                    match read.meets_mark(&self.buf) {
                        Mark::EndsLine => return Ok(Some((read.length, true))),
                        Mark::Text => read.take(&mut self.buf, BYTE_ORDER_MARK),
                        // Nothing read yet: as if the line had not started (see below).
                        Mark::Dropped => started = read.length > 0,
                    }
                    continue;
                }
                if rest.starts_with(available) {
                    self.held_mark += available.len();
                    let used = available.len();
                    self.inner.consume(used);
                    continue;
                }
                // No mark: its first bytes were text.
                let held = std::mem::take(&mut self.held_mark);
                read.take(&mut self.buf, &BYTE_ORDER_MARK[..held]);
                continue;
            }
            let (end, used, ending) = line_end(available);
            read.take(&mut self.buf, &available[..end]);
            self.inner.consume(used);
            match ending {
                Ending::Done => break,
                Ending::AtCr => {
                    self.after_cr = true;
                    break;
                }
                Ending::Mark => match read.meets_mark(&self.buf) {
                    Mark::EndsLine => return Ok(Some((read.length, true))),
                    Mark::Text => read.take(&mut self.buf, BYTE_ORDER_MARK),
                    // Marks alone have not started a line: a line ending after a mark that
                    // ended the last line and these is still the last line's, and marks alone
                    // at the input's end are no line.
                    Mark::Dropped => started = read.length > 0,
                },
                Ending::PartMark => self.held_mark = used - end,
                Ending::Open => {}
            }
            if read.length > ABANDONED_LINE_BYTES {
                self.abandoned = true;
                break;
            }
        }
        Ok(Some((read.length, false)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lines of `input` read through a buffer of 16 bytes, so that lines and their
    /// endings are split across reads.
    fn collect(input: &[u8]) -> Vec<(usize, Vec<u8>, u64)> {
        collect_with(input, 16)
    }

    #[test]
    fn splits_on_lf_and_crlf_and_keeps_a_last_line_without_newline() {
        let lines = collect(b"ab\r\ncd\n\nlast");
        let texts: Vec<&[u8]> = lines.iter().map(|l| l.1.as_slice()).collect();
        assert_eq!(texts, [&b"ab"[..], b"cd", b"", b"last"]);
        assert_eq!(lines[3].0, 4);
    }

    #[test]
    fn a_lone_carriage_return_ends_a_line_too() {
        let texts =
            |input: &[u8]| -> Vec<Vec<u8>> { collect(input).into_iter().map(|l| l.1).collect() };
        assert_eq!(texts(b"ab\rcd\r\ref\r"), [&b"ab"[..], b"cd", b"", b"ef"]);
        // A `\r\n` split between two reads of the buffer (which holds 16 bytes) is one ending.
        let split = b"0123456789abcde\r\nnext\r\n\nlast";
        assert_eq!(
            texts(split),
            [&b"0123456789abcde"[..], b"next", b"", b"last"]
        );
        let lines = collect(split);
        assert_eq!(lines[3].0, 4);
        assert_eq!(lines[0].2, 15);
    }

    #[test]
    fn a_byte_order_mark_is_dropped_from_the_start_of_a_line() {
        let lines = collect(b"\xEF\xBB\xBFab\n\xEF\xBB\xBFcd\nef\xEF\xBB\xBF\nnext");
        assert_eq!(lines[0].1, b"ab");
        assert_eq!(lines[0].2, 2);
        assert_eq!(lines[1].1, b"cd");
        assert_eq!(lines[2].1, b"ef");
        assert_eq!((lines[3].0, &lines[3].1[..]), (4, &b"next"[..]));
    }

    /// Files saved with a mark and no final newline, joined with `cat`: the mark inside a line
    /// starts the next file's first line, under the same number (it is on that line of the
    /// joined file), and the numbers after it do not move.
    #[test]
    fn a_byte_order_mark_inside_a_line_cuts_it_there() {
        let bom = "\u{feff}";
        let joined = format!("{bom}one\n{bom}two{bom}three\r\nfour{bom}{bom}five\nsix");
        let lines = collect(joined.as_bytes());
        let got: Vec<(usize, &[u8], u64)> = lines
            .iter()
            .map(|(number, text, length)| (*number, &text[..], *length))
            .collect();
        let want: [(usize, &[u8], u64); 6] = [
            (1, b"one", 3),
            (2, b"two", 3),
            (2, b"three", 5),
            (3, b"four", 4),
            (3, b"five", 4),
            (4, b"six", 3),
        ];
        assert_eq!(got, want);
        // A JSON record is cut only where one ends at the mark: inside, it is a character.
        let json = format!("{{\"a\":\"x{bom}y\"}}{bom}{{\"b\":1}}\n");
        let texts: Vec<Vec<u8>> = collect(json.as_bytes()).into_iter().map(|l| l.1).collect();
        let first = format!("{{\"a\":\"x{bom}y\"}}");
        assert_eq!(texts, [first.as_bytes(), b"{\"b\":1}"]);
    }

    /// The lines of `input` read through a buffer of `capacity` bytes.
    fn collect_with(input: &[u8], capacity: usize) -> Vec<(usize, Vec<u8>, u64)> {
        let mut reader = LineReader::new(io::BufReader::with_capacity(capacity, input));
        let mut out = Vec::new();
        while let Some(line) = reader.next_line().unwrap() {
            out.push((line.number, line.text.to_vec(), line.length));
        }
        out
    }

    /// A thousand files of a mark and a puzzle, no final newline, joined: 81 KB on one line of
    /// the input, past the longest line kept. Each puzzle is a line of its own, kept whole
    /// (the line was cut at 64 KiB and the rest lost, then each mark looked for).
    #[test]
    fn files_joined_past_the_longest_line_kept_keep_every_line() {
        let joined = "\u{feff}4.1\u{feff}".repeat(20_000);
        let lines = collect(joined.as_bytes());
        assert_eq!(lines.len(), 20_000);
        assert!(
            lines
                .iter()
                .all(|(number, text, _)| *number == 1 && text == b"4.1")
        );
    }

    /// Marks one after another are dropped at a line's start, and end a JSON record's line
    /// only where the record ends, however many there are (a file that holds a mark alone, an
    /// empty file saved by Notepad, joined between two others).
    #[test]
    fn marks_in_a_row_are_one_break_or_none() {
        let bom = "\u{feff}";
        for marks in 1..5 {
            let run = bom.repeat(marks);
            let input = format!("{run}{{\"a\":1}}{run}{{\"b\":2}}{run}\n{run}{{\"c\":3}}\n");
            let texts: Vec<Vec<u8>> = collect(input.as_bytes()).into_iter().map(|l| l.1).collect();
            assert_eq!(
                texts,
                [&b"{\"a\":1}"[..], b"{\"b\":2}", b"{\"c\":3}"],
                "{marks}"
            );
        }
    }

    /// However the reads of the buffer part the input (a byte at a time, or at any point of
    /// a mark or a line ending), the lines, their numbers and lengths are the same.
    #[test]
    fn lines_are_the_same_whatever_the_reads() {
        let bom = "\u{feff}";
        let input = format!(
            "{bom}one\r\r\ntwo{bom}three\r\n{bom}{bom}four{bom}\nfive\r\rsix\r{bom}\
             {{\"x\":\"{bom}\"}}{bom}{{\"y\":1}}\r\r\n\u{ff15}\u{ef}seven{bom}"
        );
        let whole = collect_with(input.as_bytes(), 1 << 16);
        let texts: Vec<String> = whole
            .iter()
            .map(|l| String::from_utf8(l.1.clone()).unwrap())
            .collect();
        assert_eq!(
            texts,
            [
                "one".to_string(),
                "two".into(),
                "three".into(),
                "four".into(),
                "five".into(),
                "".into(),
                "six".into(),
                format!("{{\"x\":\"{bom}\"}}"),
                "{\"y\":1}".into(),
                "\u{ff15}\u{ef}seven".into(),
            ]
        );
        let numbers: Vec<usize> = whole.iter().map(|l| l.0).collect();
        assert_eq!(numbers, [1, 2, 2, 3, 4, 5, 6, 7, 7, 8]);
        for capacity in 1..24 {
            assert_eq!(
                collect_with(input.as_bytes(), capacity),
                whole,
                "{capacity}"
            );
        }
    }

    /// Inside a JSON record, a mark after a `}` that closes nothing (it is in a string) is the
    /// string's character: the record is not cut there.
    #[test]
    fn a_mark_in_a_json_string_after_a_brace_is_text() {
        let bom = "\u{feff}";
        let record = format!("{{\"note\":\"see {{ref}}{bom} \\\"}}{bom}\"}}");
        let input = format!("{record}{bom}{{\"b\":1}}\n");
        let texts: Vec<Vec<u8>> = collect(input.as_bytes()).into_iter().map(|l| l.1).collect();
        assert_eq!(texts, [record.as_bytes(), b"{\"b\":1}"]);
    }

    /// `\r\r\n` (a file of `\r\n` endings converted again) ends one line, wherever the reads
    /// of the buffer (16 bytes here) part its bytes; `\r\r` then text is a blank line.
    #[test]
    fn a_doubled_carriage_return_before_a_newline_ends_one_line() {
        for pad in 0..20 {
            let text = format!("{}\r\r\nb\r\r\n\r\r\nc\r\rd\r\r", "a".repeat(pad));
            let lines = collect(text.as_bytes());
            let texts: Vec<&[u8]> = lines.iter().map(|l| &l.1[..]).collect();
            let a = "a".repeat(pad);
            assert_eq!(
                texts,
                [a.as_bytes(), b"b", b"", b"c", b"", b"d", b""],
                "{pad}"
            );
            let numbers: Vec<usize> = lines.iter().map(|l| l.0).collect();
            assert_eq!(numbers, [1, 2, 3, 4, 5, 6, 7], "{pad}");
        }
    }

    /// A line that never ends (`/dev/zero`) is given up once it runs past
    /// [`ABANDONED_LINE_BYTES`], and the input ends there: it was read for ever.
    #[test]
    fn a_line_without_end_ends_the_input() {
        let endless = io::BufReader::with_capacity(1 << 20, io::repeat(0));
        let mut reader = LineReader::new(endless);
        let line = reader.next_line().unwrap().unwrap();
        assert!(line.is_too_long());
        assert!(line.length > ABANDONED_LINE_BYTES && line.abandoned);
        assert_eq!(line.text.len(), MAX_LINE_BYTES);
        assert!(reader.next_line().unwrap().is_none());
    }

    /// A line that does end, though past [`ABANDONED_LINE_BYTES`] by the time its end is read,
    /// is no endless one: the lines after it are read, and it is not said to run on.
    #[test]
    fn a_long_line_that_ends_is_not_given_up() {
        /// `length` bytes of `a`, then `tail`, in reads that run across the line's end.
        struct LongLine {
            length: u64,
            tail: &'static [u8],
        }
        impl io::Read for LongLine {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                let fill = (self.length.min(buf.len() as u64)) as usize;
                buf[..fill].fill(b'a');
                self.length -= fill as u64;
                let tail = self.tail.len().min(buf.len() - fill);
                buf[fill..fill + tail].copy_from_slice(&self.tail[..tail]);
                self.tail = &self.tail[tail..];
                Ok(fill + tail)
            }
        }
        let input = LongLine {
            length: ABANDONED_LINE_BYTES + 10,
            tail: b"\nnext\n",
        };
        let mut reader = LineReader::new(io::BufReader::with_capacity(1 << 20, input));
        let line = reader.next_line().unwrap().unwrap();
        assert_eq!(line.length, ABANDONED_LINE_BYTES + 10);
        assert!(!line.abandoned);
        assert_eq!(reader.next_line().unwrap().unwrap().text, b"next");
    }

    #[test]
    fn utf16_and_utf32_text_are_told_by_their_marks_or_their_nul_bytes() {
        let text = "53..7....6..195..";
        let encode = |little: bool| -> Vec<u8> {
            text.encode_utf16()
                .flat_map(|unit| match little {
                    true => unit.to_le_bytes(),
                    false => unit.to_be_bytes(),
                })
                .collect()
        };
        let utf16 = Some(WideText::Utf16);
        assert_eq!(wide_text(&encode(true)), utf16);
        assert_eq!(wide_text(&encode(false)), utf16);
        assert_eq!(wide_text(b"\xFF\xFE5\x00"), utf16);
        assert_eq!(wide_text(text.as_bytes()), None);
        assert_eq!(wide_text(b"\0\0\0\0\0\0\0\0"), None);
        let utf32 = |little: bool| -> Vec<u8> {
            text.chars()
                .flat_map(|c| match little {
                    true => (c as u32).to_le_bytes(),
                    false => (c as u32).to_be_bytes(),
                })
                .collect()
        };
        assert_eq!(wide_text(&utf32(true)), Some(WideText::Utf32));
        assert_eq!(wide_text(&utf32(false)), Some(WideText::Utf32));
        assert_eq!(wide_text(b"\xFF\xFE\0\x005\0\0\0"), Some(WideText::Utf32));
        assert!(WideText::Utf32.remedy().contains("iconv -f UTF-32"));
    }

    /// A JSON record is kept whole far past the limit of other lines (the tool's own reports
    /// of the hardest puzzles run to hundreds of kilobytes), with blanks or a byte-order mark
    /// before it, and read in pieces smaller than it; past its own limit it is too long too.
    #[test]
    fn a_json_record_is_kept_up_to_its_own_limit() {
        let blanks_first = [&[b' '; MAX_LINE_BYTES * 2][..], b"{"].concat();
        for start in [&b"{"[..], b"[{", b"  {", b"\xEF\xBB\xBF{", &blanks_first] {
            let mut input = start.to_vec();
            input.resize(start.len() + MAX_LINE_BYTES * 5, b'x');
            input.extend_from_slice(b"}\nnext\n");
            let lines = collect(&input);
            assert_eq!(lines[0].1.last(), Some(&b'}'), "{start:?}");
            assert!(!is_too_long(&lines[0].1, lines[0].2));
            assert_eq!(lines[1].1, b"next");
        }
        let mut input = b"{".to_vec();
        input.resize(MAX_JSON_LINE_BYTES + 10, b'x');
        let lines = collect(&input);
        assert_eq!(lines[0].1.len(), MAX_JSON_LINE_BYTES);
        assert!(is_too_long(&lines[0].1, lines[0].2));
        // Any other line is held to the short limit, even one whose text goes on with a brace.
        let mut input = b"x{".to_vec();
        input.resize(MAX_LINE_BYTES * 2, b'x');
        assert_eq!(collect(&input)[0].1.len(), MAX_LINE_BYTES);
    }

    #[test]
    fn an_overlong_line_is_truncated_but_measured_and_the_next_line_survives() {
        let mut input = vec![b'x'; MAX_LINE_BYTES * 3];
        input.extend_from_slice(b"\nnext\n");
        let lines = collect(&input);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].1.len(), MAX_LINE_BYTES);
        assert_eq!(lines[0].2, (MAX_LINE_BYTES * 3) as u64);
        assert_eq!(lines[1].1, b"next");
    }
}
