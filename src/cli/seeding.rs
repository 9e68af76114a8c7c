//! Seeds for the commands that transform each puzzle at random (`shuffle`, `minimize`): one
//! stream per puzzle, a function of the seed and the puzzle alone. And a seed drawn for a run
//! (`shuffle`, `generate`) is reported as it ends, when it made something.
//!
//! The stream is `Random::for_item(seed, n)` with `n` a stable hash (FNV-1a) of the puzzle's 81
//! cells, not of its position: a position is only unique within one file, and the hash needs
//! nothing but the puzzle, so the output is the same for every `-j`, every split of the inputs
//! into files and every order of the files. The same puzzle twice gets the same result twice.

use std::sync::atomic::{AtomicBool, Ordering};

use sudoku::Grid;
use sudoku::random::Random;

use super::config::SummaryWhen;
use super::exit::{Exit, reader_gone};
use super::interrupt;

/// The random stream for `puzzle` under `seed`.
pub fn stream_for(seed: u64, puzzle: &Grid) -> Random {
    Random::for_item(seed, puzzle_number(puzzle))
}

/// FNV-1a over the cells: fixed by definition, unlike `std`'s hashers.
fn puzzle_number(puzzle: &Grid) -> u64 {
    puzzle
        .cells()
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |hash, &digit| {
            (hash ^ u64::from(digit)).wrapping_mul(0x0000_0100_0000_01b3)
        })
}

/// The seed given, or one drawn from the system, with whether it was drawn. A drawn seed is
/// below 2^53, so that a JSON reader that holds numbers as doubles (`jq` 1.6, JavaScript)
/// reads back the very seed printed; any 64-bit seed may be given.
pub fn choose(seed: Option<u64>) -> (u64, bool) {
    const EXACT_IN_A_DOUBLE: u64 = (1 << 53) - 1;
    match seed {
        Some(seed) => (seed, false),
        None => (Random::os_seed() & EXACT_IN_A_DOUBLE, true),
    }
}

/// `--seed S`: a whole number from 0 to 2^64 - 1, said in words when it is not one.
pub fn parse_seed(text: &str) -> Result<u64, String> {
    super::options::whole_number(text, "seed", 0)
}

/// Leaves a drawn seed as the run's last words on standard error (not with `-q`), so that any
/// run can be repeated, one cut short by Ctrl-C too: `repeat` says what giving it does.
pub fn leave_drawn(seed: u64, drawn: bool, summary: SummaryWhen, repeat: &str) {
    if drawn && summary != SummaryWhen::Never {
        let line = format!("sudoku: seed {seed} (give --seed {seed} to {repeat})\n");
        interrupt::leave_last_words(line);
    }
}

/// A seed for a run over inputs (`shuffle`, `generate --from`), reported, when it was drawn,
/// only once a puzzle has used it: a run that read nothing (a missing file, an empty one, a
/// refused `--out-dir`) made nothing to make again, and its seed would only mislead.
pub struct SeedOnUse {
    pub seed: u64,
    /// When the seed was drawn, whether to report it.
    drawn: Option<SummaryWhen>,
    repeat: &'static str,
    /// Whether a puzzle used the seed, so that it is worth reporting.
    used: AtomicBool,
}

impl SeedOnUse {
    /// The seed given, or one drawn ([`choose`]); `repeat` says what giving it again does.
    pub fn choose(seed: Option<u64>, summary: SummaryWhen, repeat: &'static str) -> SeedOnUse {
        let (seed, drawn) = choose(seed);
        SeedOnUse {
            seed,
            drawn: drawn.then_some(summary),
            repeat,
            used: AtomicBool::new(false),
        }
    }

    /// Notes that a puzzle used the seed: the first time, a drawn one becomes the run's last
    /// words. (Read first: every worker writing the flag would share its cache line for each
    /// puzzle.)
    pub fn used(&self) {
        if !self.used.load(Ordering::Relaxed)
            && !self.used.swap(true, Ordering::Relaxed)
            && let Some(summary) = self.drawn
        {
            leave_drawn(self.seed, true, summary, self.repeat);
        }
    }
}

/// Says the run's last words (the drawn seed) when `ran` went to its end, or ended because
/// the reader of its output left (`| head`); forgets them after a run that failed or was
/// refused before it began, where repeating it could show nothing.
pub fn end_run(ran: &anyhow::Result<Exit>) {
    if ran.as_ref().map_or_else(reader_gone, |_| true) {
        interrupt::say_last_words();
    } else {
        interrupt::forget_last_words();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn different_puzzles_get_different_streams() {
        let mut one = Grid::EMPTY;
        one.set(0, 1);
        let mut two = Grid::EMPTY;
        two.set(1, 1);
        assert_ne!(puzzle_number(&one), puzzle_number(&two));
        assert_eq!(puzzle_number(&one), puzzle_number(&{ one }));
    }
}
