//! `--pattern P`: a pattern given on the command line, or the file (or standard input) that
//! holds one.

use anyhow::Context;
use sudoku::format::{PuzzleReader, wide_text};
use sudoku::generate::Pattern;

/// A pattern given as text, or as the path of a file holding it: any file that can be read,
/// a pipe (`<(…)`, `/dev/stdin`) as well as a regular one, or `-` for standard input, up to
/// [`PATTERN_BYTES`], a UTF-8 byte-order mark left out. Text that is neither a pattern nor an
/// existing path says both. A pattern marking every cell is refused: its puzzles would be
/// full grids, and it is most likely a pattern whose blank is not one (`-`, `x`).
pub(super) fn read_pattern(text: &str) -> anyhow::Result<Pattern> {
    let pattern = read_any_pattern(text)?;
    anyhow::ensure!(
        pattern.len() < sudoku::grid::CELLS,
        "--pattern marks all 81 cells, so each puzzle would be a full grid; a blank cell is \
         written `.`, `0` or a space"
    );
    Ok(pattern)
}

fn read_any_pattern(text: &str) -> anyhow::Result<Pattern> {
    let path = std::path::Path::new(text);
    // `-` is standard input, as for every input of the command line (a pattern of one marked
    // cell could not have a puzzle anyway).
    let (content, name) = if text == "-" {
        let content = crate::cli::stdio::check_stdin_open()
            .map_err(anyhow::Error::from)
            .and_then(|()| read_bounded(std::io::stdin().lock(), PATTERN_BYTES))
            .context("cannot read --pattern from standard input")?;
        (content, "standard input".to_string())
    } else if text.len() != 81 && path.exists() {
        let content = std::fs::File::open(path)
            .map_err(anyhow::Error::from)
            .and_then(|file| read_bounded(file, PATTERN_BYTES))
            .with_context(|| format!("cannot read --pattern {}", path.display()))?;
        (content, path.display().to_string())
    } else {
        return text.parse::<Pattern>().map_err(|error| {
            let error = anyhow::Error::new(error);
            if text.len() == 81 {
                error.context("--pattern is not a pattern")
            } else {
                error.context(format!(
                    "--pattern '{text}' is not a pattern, nor a file that exists"
                ))
            }
        });
    };
    let content = content.strip_prefix('\u{feff}').unwrap_or(&content);
    let not_a_pattern = || format!("--pattern in {name} is not a pattern");
    match content.parse::<Pattern>() {
        Ok(pattern) => Ok(pattern),
        Err(error) => match givens_of_one_puzzle(content) {
            OnePuzzle::Givens(pattern) => Ok(pattern),
            // A puzzle drawn or written as pencilmarks, with a typo or a broken rule: that is
            // what to mend, not the shape of a pattern it was never meant to have.
            OnePuzzle::Failed(why) => Err(anyhow::anyhow!(
                "{} ({error}), and read as a puzzle it fails: {why}",
                not_a_pattern()
            )),
            OnePuzzle::None => Err(anyhow::Error::new(error).context(not_a_pattern())),
        },
    }
}

/// What a pattern file holds read as puzzles.
enum OnePuzzle {
    /// One puzzle, whose givens are the pattern.
    Givens(Pattern),
    /// One puzzle that fails to read, for this reason.
    Failed(String),
    /// No puzzle, or more than one.
    None,
}

/// The givens of the one puzzle `text` holds, in any format the tool reads: a puzzle printed
/// as a boxed grid (`generate -o grid`) is a pattern too, though not a line or a block.
fn givens_of_one_puzzle(text: &str) -> OnePuzzle {
    let mut records = PuzzleReader::new(text.as_bytes(), None);
    let Some(record) = records.next() else {
        return OnePuzzle::None;
    };
    if records.next().is_some() {
        return OnePuzzle::None;
    }
    match record.puzzle {
        Ok(grid) => Pattern::of_givens(&grid).map_or(OnePuzzle::None, OnePuzzle::Givens),
        Err(error) => OnePuzzle::Failed(error.to_string()),
    }
}

/// The most a pattern file may hold: a pattern is 81 cells, or 9 rows of them with some
/// spacing and rules; anything much longer is not one.
const PATTERN_BYTES: u64 = 64 * 1024;

/// The text `input` holds, refused when longer than `limit` bytes.
fn read_bounded(input: impl std::io::Read, limit: u64) -> anyhow::Result<String> {
    use std::io::Read;
    let mut bytes = Vec::new();
    input.take(limit + 1).read_to_end(&mut bytes)?;
    anyhow::ensure!(
        bytes.len() as u64 <= limit,
        "it holds more than {limit} bytes, too many for a pattern"
    );
    if let Some(wide) = wide_text(&bytes) {
        anyhow::bail!("it is {} text: {}", wide.name(), wide.remedy());
    }
    String::from_utf8(bytes).context("it is not UTF-8 text")
}
