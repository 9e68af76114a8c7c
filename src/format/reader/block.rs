//! Reading the formats of one row a line (compact, spaced, boxed and Unicode grids, the
//! pencilmark grid): nine rows make a block, between rules, spacers, headers and comments; a
//! block cut short or run long fails alone, and says where, without taking the next one with it.

use std::io::{self, BufRead};

use super::record::Record;
use super::shapes::{
    control_character, ends_a_block, is_blank, is_column_numbers, is_comment, is_dated,
    is_drawn_rule, is_header, is_missing_row, is_placeholder, is_rule, is_separator, is_title,
    may_be_header, names_a_block, starts_with_a_row,
};
use super::single::one_line_record;
use super::{OwnedLine, PuzzleReader, control_error, header_text, too_long};
use crate::format::cells;
use crate::format::detect::{self, Shape};
use crate::format::error::{ErrorKind, ParseError};
use crate::format::lines::Line;
use crate::format::{Format, boxed, compact, pencilmark, spaced, unicode};
use crate::grid::{CELLS, Grid};

impl<R: BufRead> PuzzleReader<R> {
    /// The next puzzle of a format with one row per line: nine rows, or fewer up to a blank
    /// line, a header, a whole puzzle on its line or the end of the input (which is then an
    /// error); or a failed line alone before a whole block, an error of its own.
    pub(super) fn next_block(&mut self, format: Format) -> io::Result<Option<Record>> {
        let mut cells = [0u8; CELLS];
        let mut masks = [0u16; CELLS];
        let mut row_lines = [0usize; 9];
        let mut rows = 0;
        let mut label = None;
        let mut error = None;
        let index = self.next_index;
        let strict = self.given;
        let mut first_row_failed = false;
        let mut rows_after_first = Vec::new();
        // Whether the block is a grid typed without bars (`53. .7. ...`).
        let mut box_spaced = false;
        // Whether the line about to be read again was asked whether it numbers the columns.
        let mut numbers_asked = false;
        // Whether a blank line or a header came before the block's first row, or nothing did:
        // the input's first block has no block above it to be stacked on, and one typed with
        // a row pasted twice is one puzzle of ten rows, not nine rows and a stray one (the
        // nine read as a puzzle the user never wrote).
        // A block among puzzles one a line is set apart from them, whatever came before it:
        // rows after its ninth are its own (`the puzzle has 10 rows`), not a next block's.
        let among_lines = self.among_lines.take();
        let mut set_apart = index == 0 || among_lines.is_some();
        // Whether a rule came before the block's first row: a boxed grid drawn closed.
        let mut closed = among_lines.is_some_and(|among| among.ruled_above);
        // Whether the block ended at a rule with the next grid's rule after it.
        let mut ended_at_rules = false;
        // Whether a row of this block left its blanks as spaces.
        let mut space_blanks = false;
        // The numbered comment right before the block's first row: the file may head its
        // blocks with comments (`# Puzzle 1`), and the next one met after some rows (`# Puzzle
        // 2`) may head the next.
        let mut opened_by = self.comment_opens_next.take();
        while rows < 9 {
            let ruled = self.ruled;
            let Some(line) = self.next_line()? else {
                break;
            };
            if !line.is_too_long() {
                // A row left blank, typed as nine spaces, inside a compact block. (Not as its
                // first row: before a block such a line is a blank line, as it is between blocks
                // parted by whitespace, and the two cannot be told apart.)
                let spaced_out = format == Format::Compact
                    && rows > 0
                    && line.text.len() == 9
                    && is_blank(line.text);
                // No row yet: what would end a block here starts one afresh.
                let fresh = rows == 0;
                // A row a spreadsheet saved empty (`,,,,,,,,`) is a blank line, as its rows of
                // tabs are: taken for a row of blanks, one after a block cut short would make it
                // whole, the damage unseen (a row with no given is typed with `0`s or dots).
                let blank = is_blank(line.text) || spaced::is_empty_separated_row(line.text);
                if blank && !spaced_out {
                    if fresh {
                        set_apart = true;
                        opened_by = None;
                        continue;
                    }
                    // A grid typed without bars often parts its bands with a blank line.
                    let band = rows - usize::from(first_row_failed);
                    if box_spaced && band % 3 == 0 && self.box_spaced_row_follows()? {
                        continue;
                    }
                    break;
                }
                // Where a block would start, the mark `--placeholder` wrote for one that failed
                // is that failed puzzle again: taken for a rule (`-` is decoration in a grid),
                // it would vanish, and the entries after it would no longer line up.
                if fresh && is_placeholder(line.text) {
                    let number = line.number;
                    return Ok(Some(self.placeholder_record(number)));
                }
                // Bars and spaces alone, a row of blanks or a spacer (see `is_spacer`).
                let blank_row = matches!(format, Format::Grid | Format::Unicode)
                    && cells::blank_fixed_width(line.text).is_some()
                    && !is_spacer(line.text, ruled, space_blanks);
                if !blank_row
                    && (is_comment(line.text)
                        || is_rule(format, line.text)
                        || is_separator(line.text))
                {
                    let rule = is_drawn_rule(format, line.text);
                    let ruling = rule || is_separator(line.text);
                    // In a file that heads its blocks with numbered comments, the next one
                    // after some rows of a block (`# Puzzle 2` in the block `# Puzzle 1`
                    // opened), with a whole block after it (nine rows up to a blank line, a
                    // comment or the end), heads the next block and ends this one short:
                    // going on would make the next block's rows this one's, and every block
                    // after it a puzzle nobody wrote. Any other comment is a note on a band
                    // (`# band 2`), or a rule drawn with `#`, inside its block: with blocks
                    // back to back, notes at one place in each could not be told from heads.
                    let comment = !ruling && !is_rule(format, line.text);
                    if comment && fresh {
                        opened_by = CommentHead::of(line.text);
                    }
                    let head = (!fresh && comment)
                        .then(|| CommentHead::of(line.text))
                        .flatten()
                        .filter(|head| opened_by.as_ref().is_some_and(|open| head.follows(open)));
                    if head.is_some() && self.block_follows_alone(format)? {
                        self.comment_opens_next = head;
                        break;
                    }
                    closed |= ruling && fresh;
                    self.ruled |= rule;
                    // Grids drawn closed and printed back to back have two rules between them
                    // (comments and separators aside), one closing a grid and one opening the
                    // next: met where no band ends, they end a grid with a row missing, which
                    // would take the next one's.
                    if ruling && closed && rows % 3 != 0 && self.rule_follows(format)? {
                        ended_at_rules = true;
                        break;
                    }
                    continue;
                }
                // Column numbers above a boxed grid, before its first row: one cell a word, as
                // the rows of a grid with bars never are.
                if fresh
                    && matches!(format, Format::Grid | Format::Unicode)
                    && is_column_numbers(line.text)
                {
                    continue;
                }
                // Over a grid typed one number a word, column numbers are also a good row (a
                // normalised grid starts `1 2 3 4 5 6 7 8 9`): they are numbers where nine
                // rows follow them, a whole block. (Put back to be read again as a row when
                // not, and not asked about twice.)
                if fresh
                    && format == Format::Spaced
                    && !numbers_asked
                    && is_column_numbers(line.text)
                {
                    let numbers = OwnedLine::of(&line);
                    numbers_asked = !self.numbers_a_block(format, numbers)?;
                    // Column numbers set a block apart as a header does.
                    set_apart |= !numbers_asked;
                    continue;
                }
                // A whole puzzle on one line between blocks (a collection that mixes the two)
                // is that puzzle: taken for a row, each would be lost in a block of nine; and
                // one that starts with an `x` blank or a name is no header either. A JSON
                // record there (an export pasted among grids), even in a format the user named,
                // is read as a line too, and fails as it would among lines: taken for a header,
                // its puzzle would vanish. Words in braces (`{Puzzle 2}`) are a header still.
                let shape = fresh.then(|| detect::shape(line.text)).flatten();
                let json = shape == Some(Shape::Decides(Format::Json));
                let one_line = shape.and_then(|shape| one_line_puzzle(shape, strict));
                if let Some(one_line) = one_line.or(json.then_some(Format::Line)) {
                    // Built whole while the line borrows the reader, as `next_single` does.
                    let mut record = one_line_record(index, &line, one_line);
                    // A puzzle line is written back in the block format; the other two would
                    // lose their candidates or fields there.
                    if one_line != Format::Line {
                        record.details_mut().read_as = Some(one_line);
                    }
                    self.next_index += 1;
                    let header = label.take().or(self.label.take());
                    if record.label().is_none() {
                        record.set_header(header);
                    } else {
                        record.set_heading(header);
                    }
                    self.label = None;
                    return Ok(Some(record));
                }
                // Before a block, words are its header, whatever their shape; inside one, only
                // a header of the usual shape ends it short (a row with a typo is an error).
                // A date (`16.01.2024`, whose dots and digits start like a compact row) is a
                // header too. A row named by its letter (`C  . . . . 1 …`) is a row.
                let named_row = format == Format::Spaced && spaced::is_named_row(line.text);
                let header = !named_row
                    && if fresh {
                        (names_a_block(line.text) || is_header(line.text) || is_title(line.text))
                            && (!starts_with_a_row(format, line.text) || is_dated(line.text))
                            && !is_missing_row(line.text)
                    } else {
                        may_be_header(line.text)
                            && is_header(line.text)
                            && !is_missing_row(line.text)
                    };
                // One with a control character is an error of its own before a block (see
                // `header_or_error`), and a row inside one, which fails as a row.
                if header && (fresh || control_character(line.text).is_none()) {
                    let number = line.number;
                    let (text, control) = (header_text(line.text), control_error(&line));
                    if let Some(failed) = self.header_or_error(text, control, number) {
                        return Ok(Some(failed));
                    }
                    if !fresh {
                        break;
                    }
                    set_apart = true;
                    continue;
                }
            }
            // A whole puzzle on its line after some rows is no row: it ends the block short,
            // and is read next, as between blocks. Asked only of a row that fails.
            let whole_puzzle = |text: &[u8]| {
                detect::shape(text).is_some_and(|shape| one_line_puzzle(shape, strict).is_some())
            };
            row_lines[rows] = line.number;
            if error.is_none() {
                let span = rows * 9..rows * 9 + 9;
                error = parse_row(format, &line, &mut cells[span.clone()], &mut masks[span]).err();
                // (Only a row with two spaces together may; most rows of most grids have none.)
                let gap = memchr::memmem::find(line.text, b"  ").is_some();
                if format == Format::Grid && error.is_none() && !space_blanks && gap {
                    space_blanks = boxed::leaves_blanks_as_spaces(line.text);
                }
                if error.is_some() && rows > 0 && whole_puzzle(line.text) {
                    error = None;
                    let puzzle = OwnedLine::of(&line);
                    self.replay.push_front(puzzle);
                    break;
                }
                first_row_failed = rows == 0 && error.is_some();
            } else if whole_puzzle(line.text) {
                let puzzle = OwnedLine::of(&line);
                self.replay.push_front(puzzle);
                break;
            } else if first_row_failed {
                // Kept in case the failed first row stands alone before a whole block.
                rows_after_first.push(OwnedLine::of(&line));
            }
            // Told by the first row, or by the second after a stray first line.
            if rows == usize::from(first_row_failed) {
                box_spaced = format == Format::Grid && boxed::is_box_spaced_row(line.text);
            }
            if rows == 0 {
                label = self.label.take();
            }
            rows += 1;
        }
        if rows == 0 {
            return Ok(None);
        }
        if rows == 9 && first_row_failed && self.stray_before_a_block(format, rows_after_first)? {
            // The failed line is an error of its own, and the block after it is read next,
            // with the header before them both as its label.
            self.label = label;
            return Ok(Some(
                self.record(row_lines[0], Err(error.expect("the row failed"))),
            ));
        }
        let first_line = row_lines[0];
        // Whether this block starts on the line after the last full one ended.
        let run_from = self
            .back_to_back
            .filter(|&(_, end)| first_line == end + 1)
            .map(|(from, _)| from);
        let found = if rows == 9 && run_from.is_none() {
            rows + self.extra_rows(format, set_apart, closed)?
        } else {
            rows
        };
        let run = found == 9 && !ended_at_rules;
        self.back_to_back = run.then(|| (run_from.unwrap_or(first_line), row_lines[8]));
        if found != 9 && error.is_none() {
            error = Some(ParseError::at(
                first_line,
                ErrorKind::RowCount { found, run_from },
            ));
        }
        let mut record = self.record(first_line, Ok(Grid::EMPTY));
        record.set_header(label);
        match (error, format) {
            (Some(e), _) => record.puzzle = Err(e),
            (None, Format::PencilmarkGrid) => record.set_candidates(
                pencilmark::checked(masks)
                    .map_err(|(cell, kind)| ParseError::at(row_lines[cell / 9], kind)),
            ),
            (None, _) => record.puzzle = Ok(Grid::from_digits(cells)),
        }
        Ok(Some(record))
    }

    /// Whether a block alone comes next: nine good rows (rules and separators between them
    /// aside, but for two in a row, which part grids drawn closed), then a blank line, a
    /// comment or the end. The lines looked at (a few dozen at most) are left to be read next.
    fn block_follows_alone(&mut self, format: Format) -> io::Result<bool> {
        const MOST_LINES: usize = 9 * 4;
        let mut looked = Vec::new();
        let mut rows = 0;
        let mut alone = false;
        let mut after_rule = false;
        while looked.len() < MOST_LINES {
            let Some(line) = self.next_line()? else {
                alone = rows == 9;
                break;
            };
            let next = OwnedLine::of(&line);
            let text = &next.text;
            let ends = is_blank(text) || is_comment(text);
            let ruling = !ends && (is_rule(format, text) || is_separator(text));
            let row = !ends && is_good_row(format, &next);
            looked.push(next);
            if ends {
                alone = rows == 9;
                break;
            }
            // Two rules in a row part grids drawn closed: rows on both sides of them are no
            // one block.
            if !ruling && !row || ruling && after_rule && (1..9).contains(&rows) {
                break;
            }
            after_rule = ruling;
            rows += usize::from(row);
            if rows > 9 {
                break;
            }
        }
        for owned in looked.into_iter().rev() {
            self.replay.push_front(owned);
        }
        Ok(alone)
    }

    /// Whether a rule or separator comes next too, after comments if any: the lines looked at
    /// are left to be read next.
    fn rule_follows(&mut self, format: Format) -> io::Result<bool> {
        const MOST: usize = 4;
        let mut looked = Vec::new();
        let mut follows = false;
        while looked.len() < MOST {
            let Some(line) = self.next_line()? else {
                break;
            };
            let next = OwnedLine::of(&line);
            let text = &next.text;
            let comment = is_comment(text) && !is_separator(text);
            follows = !next.as_line().is_too_long()
                && (is_drawn_rule(format, text) || is_separator(text));
            looked.push(next);
            if !comment {
                break;
            }
        }
        for owned in looked.into_iter().rev() {
            self.replay.push_front(owned);
        }
        Ok(follows)
    }

    /// After a block's ninth row, the rows before the next header or comment (or rule or
    /// separator, in a grid drawn `closed`, which ends with one), or blank line or the end of
    /// the input after a block `set_apart` by a blank line or a header, when there are one to
    /// three (a row pasted twice) and such a line comes next: they are the block's, read, and
    /// their number told. Otherwise none is read (a block stacked on this one with no line
    /// between starts there; in a grid ruled between its bands alone, a rule after three rows
    /// is the next grid's), and 0 told.
    fn extra_rows(&mut self, format: Format, set_apart: bool, closed: bool) -> io::Result<usize> {
        const MOST: usize = 3;
        let mut looked = Vec::new();
        let mut after = None;
        let ended = loop {
            let Some(line) = self.next_line()? else {
                break set_apart;
            };
            let next = OwnedLine::of(&line);
            let text = &next.text;
            let rule = is_drawn_rule(format, text) || is_separator(text);
            if is_blank(text) {
                // Rows before a blank line are the block's where it was set apart from the one
                // before (a file of blocks stacked with no line between may end with one).
                after = Some(next);
                break set_apart;
            }
            // A whole puzzle on its line ends a block as a header does (a block among puzzles
            // one a line, with a row pasted twice, was read as a wrong puzzle without it).
            let whole_puzzle = || {
                detect::shape(text)
                    .is_some_and(|shape| one_line_puzzle(shape, self.given).is_some())
            };
            if rule && closed || !rule && (ends_a_block(format, text) || whole_puzzle()) {
                after = Some(next);
                break true;
            }
            let row = is_good_row(format, &next);
            looked.push(next);
            if !row || looked.len() > MOST {
                break false;
            }
        };
        let extra = if ended { looked.len() } else { 0 };
        if extra > 0 {
            looked.clear();
        }
        for owned in looked.into_iter().chain(after).rev() {
            self.replay.push_front(owned);
        }
        Ok(extra)
    }

    /// Whether the next line is a row of a grid typed without bars, left to be read next.
    fn box_spaced_row_follows(&mut self) -> io::Result<bool> {
        let Some(line) = self.next_line()? else {
            return Ok(false);
        };
        let next = OwnedLine::of(&line);
        let follows = !next.as_line().is_too_long() && boxed::is_box_spaced_row(&next.text);
        self.replay.push_front(next);
        Ok(follows)
    }

    /// Whether `numbers`, the numbers 1 to 9 and a good row of `format` too, numbers the
    /// columns of the block after it: rows named by letters follow it (however many), or nine
    /// good rows whose givens do not clash, and the line after them is none (the end, a blank
    /// line, a header, or the next block's column numbers). A block whose first row is 1 to 9
    /// has eight more rows, or nine with the next block's first, or with a row typed twice,
    /// whose givens clash. The lines looked at are left to be read next, `numbers` first when
    /// they are not column numbers.
    fn numbers_a_block(&mut self, format: Format, numbers: OwnedLine) -> io::Result<bool> {
        let mut looked = Vec::new();
        let (mut cells, mut masks) = ([0u8; CELLS], [0u16; CELLS]);
        let mut named = false;
        let mut rows = 0;
        while rows <= 9 {
            let Some(line) = self.next_line()? else {
                break;
            };
            let next = OwnedLine::of(&line);
            named |= rows == 0 && spaced::is_named_row(&next.text);
            // The nine rows are kept, to tell whether their givens clash.
            let row = match rows {
                ..9 => {
                    let span = rows * 9..rows * 9 + 9;
                    read_good_row(format, &next, &mut cells[span.clone()], &mut masks[span])
                }
                _ => is_good_row(format, &next) && !is_column_numbers(&next.text),
            };
            looked.push(next);
            if !row {
                break;
            }
            rows += 1;
        }
        let clash = || !crate::validate::conflicts(&Grid::from_digits(cells)).is_empty();
        let above_a_block = named || rows == 9 && !clash();
        if !above_a_block {
            looked.insert(0, numbers);
        }
        for owned in looked.into_iter().rev() {
            self.replay.push_front(owned);
        }
        Ok(above_a_block)
    }

    /// Whether `first`, a row of the block format `format` or the rule a grid's drawing opens
    /// with (`┌───┬`, `.-------.`, `|-------+`), starts a whole block among puzzles one a
    /// line: nine rows follow with no blank line between (comments and rules aside), eight
    /// after a row. A row here is a line shaped as one, a typo and all, so that a block with a
    /// damaged row is one puzzle failing at that row, not nine failing rows; and a block of
    /// six rows or more ending short is one puzzle that says how many rows it has. The lines
    /// looked at are left to be read next: with `first`, when they make a block.
    pub(super) fn block_follows(&mut self, format: Format, first: OwnedLine) -> io::Result<bool> {
        // (A pencilmark row with a typo in a digit's place looks like a boxed grid's.)
        let shaped_so = |shaped: Format| {
            shaped == format || format == Format::PencilmarkGrid && shaped == Format::Grid
        };
        let is_row = |line: &OwnedLine| {
            is_good_row(format, line)
                || !is_rule(format, &line.text)
                    && matches!(detect::shape(&line.text),
                        Some(Shape::Decides(shaped) | Shape::Suggests(shaped)) if shaped_so(shaped))
        };
        let mut rows = usize::from(is_row(&first));
        let opens_with_rule = rows == 0 && is_rule(format, &first.text);
        let mut looked = vec![first];
        while rows < 9 && (rows > 0 || opens_with_rule && looked.len() == 1) {
            let Some(line) = self.next_line()? else {
                break;
            };
            let next = OwnedLine::of(&line);
            let decoration = !is_blank(&next.text)
                && (is_comment(&next.text)
                    || is_rule(format, &next.text)
                    || is_separator(&next.text));
            let row = is_row(&next);
            looked.push(next);
            match (decoration, row) {
                (true, _) => {}
                (false, true) => rows += 1,
                (false, false) => break,
            }
        }
        let follows = rows >= 6;
        // Not a block: the first line stays read, an error of its own.
        let keep = usize::from(!follows);
        for owned in looked.into_iter().skip(keep).rev() {
            self.replay.push_front(owned);
        }
        Ok(follows)
    }

    /// Whether a block's failed first line stands alone before a whole block: the eight rows
    /// read after it (`rows_after_first`) and the next line are good rows, and the line after
    /// those ends a block (the input's end, a blank line, a comment, a rule or a header). Then
    /// those nine rows are put back to be read as a block, so that a stray line before a block
    /// (a number `12.`, half a row) costs no puzzle but its own. Blocks that follow one another
    /// with no line between keep their nine rows each, whichever row is damaged.
    fn stray_before_a_block(
        &mut self,
        format: Format,
        mut rows_after_first: Vec<OwnedLine>,
    ) -> io::Result<bool> {
        let mut after = Vec::with_capacity(2);
        for _ in 0..2 {
            match self.next_line()? {
                Some(line) => after.push(OwnedLine::of(&line)),
                None => break,
            }
        }
        let is_good_row = |owned: &OwnedLine| is_good_row(format, owned);
        let stray = rows_after_first.iter().all(is_good_row)
            && after.first().is_some_and(is_good_row)
            && after
                .get(1)
                .is_none_or(|owned| is_blank(&owned.text) || ends_a_block(format, &owned.text));
        if stray {
            rows_after_first.append(&mut after);
            after = rows_after_first;
        }
        for owned in after.into_iter().rev() {
            self.replay.push_front(owned);
        }
        Ok(stray)
    }
}

/// A comment that holds a number, as those that head a file's blocks do (`# Puzzle 1`,
/// `# Puzzle 2`): its text without digits, and its first number.
#[derive(Debug, PartialEq)]
pub(super) struct CommentHead {
    shape: Vec<u8>,
    number: u64,
}

/// The format of a whole puzzle on one line that `shape` tells, where a block may start or go
/// on: a line, a HoDoKu library line or a pencilmark line (a collection that mixes them with
/// blocks), unless the user named the block format (`strict`).
fn one_line_puzzle(shape: Shape, strict: bool) -> Option<Format> {
    match shape {
        Shape::Decides(format @ (Format::Line | Format::Hodoku | Format::PencilmarkLine))
            if !strict =>
        {
            Some(format)
        }
        _ => None,
    }
}

impl CommentHead {
    pub(super) fn of(text: &[u8]) -> Option<CommentHead> {
        let text = text.trim_ascii();
        let start = text.iter().position(u8::is_ascii_digit)?;
        let digits = text[start..].iter().take_while(|b| b.is_ascii_digit());
        let number = digits
            .take(18)
            .fold(0, |n, &b| n * 10 + u64::from(b - b'0'));
        let shape = text
            .iter()
            .copied()
            .filter(|b| !b.is_ascii_digit())
            .collect();
        Some(CommentHead { shape, number })
    }

    /// Whether this comment heads the block after the one `open` heads: the same words,
    /// the next number.
    fn follows(&self, open: &CommentHead) -> bool {
        self.shape == open.shape && self.number == open.number + 1
    }
}

/// Whether `text`, bars and spaces alone, is a spacer between a grid's rows rather than a row
/// of blanks: one character a cell (`|   |   |   |`) in a grid drawn with rules, since a grid
/// drawn without has its empty rows so; spaced out (`|       |       |       |`) unless the
/// grid leaves its blanks as spaces. Not for other lines.
fn is_spacer(text: &[u8], ruled: bool, space_blanks: bool) -> bool {
    match cells::blank_fixed_width(text) {
        Some(3) => ruled,
        Some(_) => !space_blanks,
        None => false,
    }
}

/// Whether `owned` is a row of the block format `format` that reads without a fault.
fn is_good_row(format: Format, owned: &OwnedLine) -> bool {
    let (mut cells, mut masks) = ([0u8; 9], [0u16; 9]);
    read_good_row(format, owned, &mut cells, &mut masks)
}

/// [`is_good_row`], reading the row into `cells` (or `masks`) when it is one.
fn read_good_row(format: Format, owned: &OwnedLine, cells: &mut [u8], masks: &mut [u16]) -> bool {
    let line = owned.as_line();
    let text = line.text;
    !line.is_too_long()
        && !is_blank(text)
        && !ends_a_block(format, text)
        && parse_row(format, &line, cells, masks).is_ok()
}

/// Parses one row of a block into its nine cells (candidate masks for a pencilmark grid).
fn parse_row(
    format: Format,
    line: &Line<'_>,
    cells: &mut [u8],
    masks: &mut [u16],
) -> Result<(), ParseError> {
    if line.is_too_long() {
        return Err(too_long(line));
    }
    let (text, number) = (line.text, line.number);
    if text.len() == 9 && is_blank(text) {
        cells.fill(0);
        return Ok(());
    }
    match format {
        Format::Compact => compact::parse_row(text, number, cells),
        Format::Spaced => spaced::parse_row(text, number, cells),
        Format::Unicode => unicode::parse_row(text, number, cells),
        Format::PencilmarkGrid => pencilmark::parse_grid_row(text, number, masks),
        _ => boxed::parse_row(text, number, cells),
    }
}
