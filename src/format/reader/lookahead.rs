//! Detecting an input's format by reading ahead: the lines read are kept and replayed, so
//! detection loses nothing, and an input of no known shape gets one error that says what its
//! first line looks like.

use std::io::BufRead;

use super::block::CommentHead;
use super::record::{Header, Record};
use super::shapes::{
    is_blank, is_comment, is_header, is_missing_row, is_placeholder, is_separator, is_title,
    may_be_header,
};
use super::{OwnedLine, PuzzleReader, header_text, too_long};
use crate::format::detect::{self, Shape};
use crate::format::error::{ErrorKind, ParseError};
use crate::format::{Format, spaced};

impl<R: BufRead> PuzzleReader<R> {
    /// Detects the format, if none was given, and returns it (reading ahead as needed).
    ///
    /// The error is the record that ends this input: no puzzle, no recognisable shape, or a
    /// failed read.
    // The error is built once per input at most; boxing it would cost every caller a deref.
    #[allow(clippy::result_large_err)]
    pub fn detect(&mut self) -> Result<Format, Record> {
        if let Some(format) = self.format {
            return Ok(format);
        }
        let mut first_data_line = None;
        let mut data_lines = 0;
        // Where in the replay the last header is, while no other data line has come since.
        let mut last_header = None;
        // A format that a line suggested, and how many data lines have come since.
        let mut suggested: Option<(Format, usize)> = None;
        // A grid that a rule before the first row hints at, and whether the last data line held
        // is such a rule.
        let mut ruled: Option<Format> = None;
        let mut after_rule = false;
        // The format the first deciding line picked, until the next line that holds something
        // confirms it (see below).
        let mut provisional: Option<Format> = None;
        // Whether every data line so far (headers and titles aside) is a placeholder mark, and
        // whether one was.
        let mut only_placeholders = true;
        let mut any_placeholder = false;
        // The last line before the first data line when it is a comment, which the replay
        // leaves out: a block right after it is opened by it (see `next_block`).
        let mut seen_data = false;
        let mut last_comment = None;
        loop {
            let line = match self.lines.next_line() {
                Ok(Some(line)) => line,
                Ok(None) => break,
                Err(e) => return Err(self.read_error(e)),
            };
            let blank = !line.is_too_long() && is_blank(line.text);
            if let (true, None, Some((format, _))) = (blank, provisional, suggested) {
                // The first block ended without a line that decides. The blank line is kept:
                // it tells where the block ends.
                self.replay.push_back(OwnedLine::of(&line));
                self.format = Some(format);
                return Ok(format);
            }
            // An overlong line is data too: the error it becomes needs a format to belong to.
            let data = line.is_too_long() || !(blank || is_comment(line.text));
            if !seen_data {
                seen_data = data;
                if data {
                    self.comment_opens_next = last_comment.take();
                } else {
                    last_comment = (!blank).then(|| CommentHead::of(line.text)).flatten();
                }
            }
            // Only data lines, and one blank line after each (it may end a block), need replaying:
            // comments and runs of blank lines would otherwise let the look-ahead grow without
            // bound before the first data line.
            let replayed =
                data || (blank && self.replay.back().is_some_and(|l| !is_blank(&l.text)));
            if !replayed {
                continue;
            }
            // An XML document (an OpenSudoku export) holds its puzzles in attributes, which
            // would pass for named puzzles one a line, each line after them a failed entry: it
            // is no format, told at its declaration.
            if data && first_data_line.is_none() && line.text.trim_ascii().starts_with(b"<?xml") {
                self.replay.push_back(OwnedLine::of(&line));
                first_data_line = Some(self.replay.len() - 1);
                only_placeholders = false;
                break;
            }
            let header = data
                && !line.is_too_long()
                && may_be_header(line.text)
                && is_header(line.text)
                && !is_missing_row(line.text)
                && !spaced::is_named_row(line.text);
            // The mark of a failed puzzle stands in any format, so it decides none (`-` alone
            // would pass for a grid's rule).
            let placeholder = data && !line.is_too_long() && is_placeholder(line.text);
            let mut shape = if data && !header && !placeholder && !line.is_too_long() {
                detect::shape(line.text)
            } else {
                None
            };
            // A title above the marks (`--placeholder` keeps a collection's title line) is
            // no puzzle either: the marks alone still read back.
            let title = shape.is_none() && data && !line.is_too_long() && is_title(line.text);
            only_placeholders &= placeholder || !data || header || title;
            any_placeholder |= placeholder;
            // Reading skips a rule before or between blocks (`=========`, `+-------+`), so it
            // decides no format (`=========` has a compact row's width): one shaped like a
            // grid's rule suggests a grid, as it may be one, and one before the first row only
            // hints at it, for when no row says what the rows are.
            let separator = data && !header && !line.is_too_long() && is_separator(line.text);
            let leading = separator && first_data_line.is_none();
            if separator {
                let grid = matches!(
                    shape,
                    Some(Shape::Decides(Format::Grid) | Shape::Suggests(Format::Grid))
                );
                shape = None;
                if grid && leading {
                    ruled = Some(Format::Grid);
                } else if grid {
                    shape = Some(Shape::Suggests(Format::Grid));
                }
            }
            if leading {
                // Rules before the first row stand aside from the look-ahead, as headers do, and
                // a run of them is held as one (reading skips them all in a block format), so
                // that however many come first, they neither fill it nor grow it.
                if after_rule {
                    continue;
                }
                after_rule = true;
            } else if data {
                after_rule = false;
            }
            if header {
                // A header replaces one that no puzzle followed (as reading does), and the rules
                // after it, so that a run of headers neither fills the look-ahead nor passes for
                // no puzzle.
                if let Some(at) = last_header.take() {
                    // Kept, to go back above the header after it, as reading keeps one.
                    let text = header_text(&self.replay[at].text);
                    self.label = Some(Header::after(self.label.take(), text));
                    self.replay.truncate(at);
                }
                last_header = Some(self.replay.len());
            } else if data && !leading {
                last_header = None;
            }
            self.replay.push_back(OwnedLine::of(&line));
            let counted = data && !header && !leading;
            match (provisional, shape) {
                // One stray first line before puzzles one a line (a title of nine words, a
                // date of nine characters, `| a list |`) may have the shape of a row of a
                // multi-line format. Read in that format, each puzzle line after it would be
                // an error that swallows the eight lines after it. So such a decision stands
                // only if the next line that holds something does not decide for a format of
                // one puzzle a line (a block's first row waits for its next one anyway).
                (Some(first), _) if counted => {
                    let format = match shape {
                        Some(Shape::Decides(format)) if !format.is_multiline() => format,
                        _ => first,
                    };
                    self.format = Some(format);
                    return Ok(format);
                }
                (Some(_), _) => {}
                // A line that is a whole puzzle decides at once: a pipe or a person may be
                // waiting for its answer before sending the next.
                (None, Some(Shape::Decides(format))) if format.is_multiline() => {
                    provisional = Some(format);
                }
                (None, Some(Shape::Decides(format))) => {
                    self.format = Some(format);
                    return Ok(format);
                }
                (None, Some(Shape::Suggests(format))) if suggested.is_none() => {
                    suggested = Some((format, 0));
                }
                _ => {}
            }
            if counted {
                first_data_line.get_or_insert(self.replay.len() - 1);
                data_lines += 1;
                if let Some((format, seen)) = &mut suggested {
                    *seen += 1;
                    if *seen >= detect::SUGGESTION_LINES && provisional.is_none() {
                        let format = *format;
                        self.format = Some(format);
                        return Ok(format);
                    }
                }
                if data_lines >= detect::LOOKAHEAD_LINES {
                    break;
                }
            }
        }
        let settled = provisional.or(suggested.map(|(format, _)| format));
        // Nothing but marks of failed puzzles: each reads as one in any format, so in the
        // plainest.
        let marks = (only_placeholders && any_placeholder).then_some(Format::Line);
        if let Some(format) = settled.or(ruled).or(marks) {
            self.format = Some(format);
            return Ok(format);
        }
        // A line without end (a device, a binary stream) stops the reading, so it is the last
        // line seen: the error says so, as it does for such a line once the format is known,
        // and tells the run that the input was not read to its end (whatever came before).
        if let Some(endless) = self.replay.back().filter(|line| line.abandoned) {
            let record = Record::new(0, endless.number, Err(too_long(&endless.as_line())));
            self.replay.clear();
            return Err(record);
        }
        // With no line but headers (and rules), the last header names a puzzle that is
        // missing, as when it ends an input after puzzles.
        let header = self.replay.iter().rev().find(|line| is_header(&line.text));
        let wide = first_data_line.and_then(|at| crate::format::wide_text(&self.replay[at].text));
        let record = match (first_data_line, header, wide) {
            (None, Some(header), _) => {
                let (line, text) = (header.number, header.text.trim_ascii());
                let label = String::from_utf8_lossy(text).into_owned();
                let kind = ErrorKind::LoneHeader(label.clone());
                let mut record = Record::new(0, line, Err(ParseError::at(line, kind)));
                record.set_header(Some(Header::after(self.label.take(), label)));
                record
            }
            (None, None, _) => Record::new(0, 1, Err(ParseError::whole_input(ErrorKind::NoPuzzle))),
            (Some(at), _, Some(wide)) => {
                let line = self.replay[at].number;
                Record::new(0, line, Err(ParseError::at(line, ErrorKind::Wide(wide))))
            }
            (Some(at), _, None) => {
                let line = &self.replay[at];
                let mut seen = if crate::format::lines::is_too_long(&line.text, line.length) {
                    format!("line {} is {} bytes long", line.number, line.length)
                } else {
                    detect::describe(line.number, &line.text)
                };
                // A long preamble (prose above the puzzles) hides them from detection, which
                // looks no further: say so, since puzzles further down are not read.
                if data_lines >= detect::LOOKAHEAD_LINES {
                    let last = self.replay.back().map_or(line.number, |line| line.number);
                    seen.push_str(&format!(
                        ", and none of the {} lines up to line {last} that hold something fits \
                         one (detection looks no further)",
                        detect::LOOKAHEAD_LINES
                    ));
                }
                Record::new(
                    0,
                    line.number,
                    Err(ParseError::at(line.number, ErrorKind::UnknownFormat(seen))),
                )
            }
        };
        self.replay.clear();
        Err(record)
    }
}
