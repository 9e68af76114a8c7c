//! Generating puzzles: exactly one solution, minimal, with symmetric or patterned givens, and
//! reproducible from a seed.
//!
//! A [`Generator`] holds a seed and validated [`Options`]; [`Generator::generate`] makes puzzle
//! number `index`. Each index draws from its own stream ([`Random::for_item`]), so puzzle *i* is
//! a function of the seed, *i* and the options alone: the same whichever thread makes it, in
//! whatever order, however long it takes.
//!
//! A puzzle is made in tries. A try takes a complete grid (a random one, or the caller's
//! [`StartSolution`]) and either carves it, removing whole symmetry orbits in a random order
//! while the solution stays unique, or, with a [`Pattern`], keeps exactly the pattern's cells.
//! A try fails when the puzzle misses the [`GivensRange`] or, with a pattern, has more than one
//! solution; the next try draws afresh from the same stream. Most tries succeed; a rare givens
//! range may take thousands, which is why [`Generator::generate_with`] reports each failed try
//! and lets the caller stop. [`Generator::generate_kept`] also turns down the puzzles a caller's
//! test rejects (`generate --difficulty` rates them), within [`Options::attempts`] tries; the
//! generator itself knows nothing of ratings. For puzzles too rare for random tries (a rating of
//! 9.5, say), [`Generator::generate_climbing`] has the caller's judge score the ones it turns
//! down too, and walks from the best of them, a given moved at a time (`climb.rs`).
//!
//! ```
//! use sudoku::generate::{Generator, Options};
//! use sudoku::symmetry::Symmetry;
//!
//! let options = Options {
//!     symmetry: Symmetry::Rotate180,
//!     givens: "20..30".parse()?,
//!     ..Options::default()
//! };
//! let generator = Generator::new(42, options)?;
//! let made = generator.generate(0)?;
//! assert_eq!(sudoku::solver::count_solutions(&made.puzzle, 2), 1);
//! assert!(made.minimal && (20..=30).contains(&made.givens));
//! assert!(Symmetry::Rotate180.fits(&made.puzzle));
//! // Puzzle 0 of seed 42 is always the same puzzle.
//! assert_eq!(generator.generate(0)?, made);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod carve;
mod climb;
mod fill;
mod givens;
mod pattern;
mod start;

#[cfg(test)]
mod tests;

use std::ops::ControlFlow;

use crate::grid::{CELLS, Grid};
use crate::parallel;
use crate::random::Random;
use crate::symmetry::{Orbit, Symmetry};

pub use climb::{Climb, Judged};
pub use givens::{FEWEST_GIVENS, GivensError, GivensRange};
pub use pattern::{Pattern, PatternError};
pub use start::{StartError, StartSolution};

/// How many tries a pattern gets by default before its puzzle is reported as failed.
pub const DEFAULT_ATTEMPTS: u64 = 1_000_000;

/// What to generate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The symmetry of the given cells' positions; [`Symmetry::Random`] picks one per puzzle.
    pub symmetry: Symmetry,
    /// How many givens a puzzle may have.
    pub givens: GivensRange,
    /// The exact cells of the givens. The puzzle then has one solution but need not be minimal
    /// ([`Generated::minimal`] says). A symmetry other than `none` must be one the pattern has.
    pub pattern: Option<Pattern>,
    /// The solution every puzzle must have; `None` draws a random one per try.
    pub start: Option<StartSolution>,
    /// How many tries a puzzle gets: a pattern before [`GenerateError::PatternFailed`], a
    /// puzzle of [`Generator::generate_kept`] before [`GenerateError::NoneKept`], any other
    /// before [`GenerateError::GivensMissed`] (every try missed the givens range). A try
    /// without a pattern or a range always succeeds.
    pub attempts: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            symmetry: Symmetry::None,
            givens: GivensRange::ANY,
            pattern: None,
            start: None,
            attempts: DEFAULT_ATTEMPTS,
        }
    }
}

/// Options that contradict each other.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionsError {
    /// The pattern's cell count is outside the givens range.
    #[error("the pattern marks {cells} cells, outside the givens range {givens}")]
    PatternOutsideGivens {
        /// How many cells the pattern marks.
        cells: usize,
        /// The range asked for.
        givens: GivensRange,
    },
    /// The pattern leaves two rows of one band, or two columns of one stack, without a cell:
    /// those two lines of any solution can swap and keep every given, so no puzzle on it has
    /// one solution, and every attempt would be spent for nothing.
    #[error(
        "the pattern leaves {lines} without a cell: swapping them in a solution keeps every \
         given, so no puzzle on it has one solution (mark a cell in all of them but one)"
    )]
    PatternLinesSwap {
        /// The lines, as `rows 8 and 9` or `columns 7, 8 and 9`.
        lines: String,
    },
    /// The pattern marks every cell: each puzzle on it would be the full grid.
    #[error("the pattern marks all 81 cells, so each puzzle would be a full grid")]
    PatternFull,
    /// The pattern lacks the symmetry asked for.
    #[error("the pattern does not have {symmetry} symmetry")]
    PatternNotSymmetric {
        /// The symmetry asked for.
        symmetry: Symmetry,
    },
    /// A random symmetry for each puzzle, and a pattern that fixes where every given goes.
    #[error(
        "symmetry random draws where each puzzle's givens go, but a pattern fixes that: give one \
         or the other (a pattern keeps whatever symmetry it has)"
    )]
    PatternWithRandomSymmetry,
    /// The symmetry puts givens in whole orbits whose sizes cannot add up to any count in the
    /// range.
    #[error(
        "no puzzle with symmetry {symmetry} has {givens} givens: it places givens in whole orbits \
         of {sizes} cells, so the counts nearest are {nearest}"
    )]
    GivensOffSymmetry {
        /// The range asked for.
        givens: GivensRange,
        /// The symmetry asked for.
        symmetry: Symmetry,
        /// The sizes of its orbits, as `1 or 4`.
        sizes: String,
        /// The counts it allows nearest the range, as `25 and 28`.
        nearest: String,
    },
    /// Zero attempts: no puzzle could be made.
    #[error("a puzzle needs at least one attempt")]
    NoAttempts,
    /// No minimal puzzle with the symmetry asked for can have as many givens as the range's
    /// minimum (see [`most_minimal_givens`]).
    #[error(
        "no minimal puzzle with symmetry {symmetry} has {givens} givens: at most {most} ({why})"
    )]
    TooManyGivens {
        /// The range asked for.
        givens: GivensRange,
        /// The symmetry asked for.
        symmetry: Symmetry,
        /// The most givens a minimal puzzle with that symmetry can have, as far as is proven.
        most: usize,
        /// Why, in a few words.
        why: &'static str,
    },
}

/// The most givens a minimal puzzle with `symmetry` can have, as far as a short argument proves,
/// and that argument; ranges entirely above it are refused by [`Generator::new`].
///
/// Every row keeps a blank, so at most 72. Without symmetry, a given in a full row could be taken
/// away and still be forced. With one, a puzzle is minimal when no orbit of givens can go; the
/// symmetry sends blanks to blanks, so a full row to full lines, and every row holds a given whose
/// orbit has one cell, and one only, in each line the symmetry sends the row to (the centre row
/// has the centre, an orbit of its own): taken away, each of its cells is the one blank of a full
/// line, forced again (checked symmetry by symmetry in the tests). The bound is loose: the largest
/// minimal puzzle known has 40 givens, and random carving rarely passes 30 without symmetry (48
/// with `dihedral`); the counts between are left to [`Options::attempts`].
pub fn most_minimal_givens(symmetry: Symmetry) -> (usize, &'static str) {
    let why = match symmetry {
        Symmetry::None => "each row keeps a blank, or its last given could go and still be forced",
        _ => {
            "each row keeps a blank, or a given in it could go with its orbit and each of their \
             cells be forced again, alone in a full line"
        }
    };
    (72, why)
}

/// Fails when `symmetry` allows no count of givens in `givens`: its givens fill whole orbits,
/// and under `rotate90` or `dihedral` (orbits of 4 and 8 cells, and the centre) only counts of
/// the form 4k or 4k + 1 add up. (A try could never meet such a range, however many it made.)
/// `random` draws `none` among others, which allows every count.
fn off_symmetry(givens: GivensRange, symmetry: Symmetry) -> Result<(), OptionsError> {
    if symmetry == Symmetry::Random {
        return Ok(());
    }
    // Bit n: some set of whole orbits holds n cells.
    let mut sums: u128 = 1;
    let mut sizes = Vec::new();
    for orbit in symmetry.orbits() {
        let size = orbit.cells().len();
        sums |= sums << size;
        if !sizes.contains(&size) {
            sizes.push(size);
        }
    }
    let allowed = |n: usize| sums >> n & 1 == 1;
    if (givens.min()..=givens.max()).any(allowed) {
        return Ok(());
    }
    sizes.sort_unstable();
    let mut sizes: Vec<String> = sizes.iter().map(usize::to_string).collect();
    let last = sizes.pop().expect("a symmetry has orbits");
    let sizes = match sizes.is_empty() {
        true => last,
        false => format!("{} or {last}", sizes.join(", ")),
    };
    let below = (FEWEST_GIVENS as usize..givens.min())
        .rev()
        .find(|&n| allowed(n));
    let above = (givens.max() + 1..=CELLS).find(|&n| allowed(n));
    let nearest: Vec<String> = below
        .into_iter()
        .chain(above)
        .map(|n| n.to_string())
        .collect();
    Err(OptionsError::GivensOffSymmetry {
        givens,
        symmetry,
        sizes,
        nearest: nearest.join(" and "),
    })
}

/// Why one puzzle was not made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    /// No try on the pattern gave a puzzle with one solution.
    #[error(
        "no puzzle with one solution fits the pattern after {attempts} attempts; raise \
         --attempts, or mark more cells or others"
    )]
    PatternFailed {
        /// How many tries were made.
        attempts: u64,
    },
    /// The start solution, kept on the pattern's cells, has more than one solution: with both
    /// fixed there is nothing else to try.
    #[error("the start solution kept on the pattern's cells has more than one solution")]
    PatternDoesNotFitStart,
    /// No puzzle that [`Generator::generate_kept`]'s test kept turned up within the attempts.
    #[error("none of the {made} puzzles made in {} was kept", tries(*attempts))]
    NoneKept {
        /// How many tries were made.
        attempts: u64,
        /// How many of them made a puzzle (that the test then turned down).
        made: u64,
    },
    /// Every try made a minimal puzzle outside the givens range, within the attempts.
    #[error(
        "no minimal puzzle with {givens} givens in {}; widen the range or raise --attempts",
        tries(*attempts)
    )]
    GivensMissed {
        /// How many tries were made.
        attempts: u64,
        /// The range asked for.
        givens: GivensRange,
    },
    /// The caller stopped the search (see [`Generator::generate_with`]).
    #[error("stopped after {}", self::tries(*tries))]
    Stopped {
        /// How many tries were made.
        tries: u64,
    },
}

/// `1 try`, `100000 tries`: a count of tries as messages write it.
pub fn tries(count: u64) -> String {
    match count {
        1 => "1 try".to_string(),
        _ => format!("{count} tries"),
    }
}

impl GenerateError {
    /// How many tries were made before giving up, when the search made any (a pattern that
    /// does not fit the start solution is known to fail without one).
    pub fn tries(&self) -> Option<u64> {
        match *self {
            GenerateError::PatternFailed { attempts }
            | GenerateError::NoneKept { attempts, .. }
            | GenerateError::GivensMissed { attempts, .. } => Some(attempts),
            GenerateError::Stopped { tries } => Some(tries),
            GenerateError::PatternDoesNotFitStart => None,
        }
    }
}

/// One generated puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Generated {
    /// Its number in the run: the `index` it was made for.
    pub index: u64,
    /// The puzzle: its givens, blanks as 0.
    pub puzzle: Grid,
    /// Its one solution.
    pub solution: Grid,
    /// The symmetry of its givens (for [`Symmetry::Random`], the one drawn).
    pub symmetry: Symmetry,
    /// How many givens it has.
    pub givens: usize,
    /// True when taking away any given (any orbit of givens under `symmetry`) leaves more than
    /// one solution. Always true without a pattern.
    pub minimal: bool,
    /// How many tries it took, this one included (1 when the first try succeeded).
    pub tries: u64,
}

impl Generated {
    /// Puzzle `index`, with its solution, made on the `tries`th try.
    fn new(
        index: u64,
        (puzzle, solution): (Grid, Grid),
        symmetry: Symmetry,
        minimal: bool,
        tries: u64,
    ) -> Generated {
        Generated {
            index,
            puzzle,
            solution,
            symmetry,
            givens: puzzle.givens(),
            minimal,
            tries,
        }
    }
}

/// Two rows of one band, or two columns of one stack, where `pattern` marks no cell, named
/// as `rows 8 and 9` (from 1), or the band's three (`columns 7, 8 and 9`: marking a cell in
/// one of those leaves the other two to swap): see [`OptionsError::PatternLinesSwap`].
fn swappable_lines(pattern: &Pattern) -> Option<String> {
    for (kind, across) in [("rows", true), ("columns", false)] {
        // The `i`th cell of row `line`, or of column `line`.
        let cell = |line: usize, i: usize| if across { line * 9 + i } else { i * 9 + line };
        for band in 0..3 {
            let empty: Vec<usize> = (band * 3..band * 3 + 3)
                .filter(|&line| (0..9).all(|i| !pattern.contains(cell(line, i))))
                .collect();
            match empty[..] {
                [first, second] => {
                    return Some(format!("{kind} {} and {}", first + 1, second + 1));
                }
                [first, second, third] => {
                    let (a, b, c) = (first + 1, second + 1, third + 1);
                    return Some(format!("{kind} {a}, {b} and {c}"));
                }
                _ => {}
            }
        }
    }
    None
}

/// Makes puzzles from a seed and options.
#[derive(Debug, Clone)]
pub struct Generator {
    seed: u64,
    options: Options,
}

impl Generator {
    /// A generator for `seed` and `options`, once the options are known to fit together.
    pub fn new(seed: u64, options: Options) -> Result<Generator, OptionsError> {
        if options.attempts == 0 {
            return Err(OptionsError::NoAttempts);
        }
        if let Some(pattern) = &options.pattern {
            if pattern.len() == CELLS {
                return Err(OptionsError::PatternFull);
            }
            if !options.givens.contains(pattern.len()) {
                return Err(OptionsError::PatternOutsideGivens {
                    cells: pattern.len(),
                    givens: options.givens,
                });
            }
            if let Some(lines) = swappable_lines(pattern) {
                return Err(OptionsError::PatternLinesSwap { lines });
            }
            let symmetry = options.symmetry;
            if symmetry == Symmetry::Random {
                return Err(OptionsError::PatternWithRandomSymmetry);
            }
            if !symmetry.holds_for(|cell| pattern.contains(cell)) {
                return Err(OptionsError::PatternNotSymmetric { symmetry });
            }
        } else {
            off_symmetry(options.givens, options.symmetry)?;
            let (most, why) = most_minimal_givens(options.symmetry);
            if options.givens.min() > most {
                return Err(OptionsError::TooManyGivens {
                    givens: options.givens,
                    symmetry: options.symmetry,
                    most,
                    why,
                });
            }
        }
        Ok(Generator { seed, options })
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The options.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Puzzle number `index`, however many tries it takes (see [`Generator::generate_with`]
    /// to watch and stop them).
    pub fn generate(&self, index: u64) -> Result<Generated, GenerateError> {
        self.generate_with(index, |_| ControlFlow::Continue(()))
    }

    /// Puzzle number `index`, calling `after_failed_try` with the number of tries made so far
    /// after each try that did not give a puzzle, but the last allowed, after which the error
    /// says how many tries were made. Breaking out of it stops with
    /// [`GenerateError::Stopped`]: how a progress display learns of a rare givens range, and
    /// how an interrupt (say a flag set on Ctrl-C) ends the search cleanly. After
    /// [`Options::attempts`] tries it gives up ([`GenerateError::GivensMissed`], or with a
    /// pattern [`GenerateError::PatternFailed`]).
    pub fn generate_with(
        &self,
        index: u64,
        after_failed_try: impl FnMut(u64) -> ControlFlow<()>,
    ) -> Result<Generated, GenerateError> {
        self.tries(index, false, |_| Some(()), after_failed_try)
            .map(|(made, ())| made)
    }

    /// Puzzle number `index` when only some puzzles will do: the first of its stream that
    /// `keep` keeps (returning what it learnt of the puzzle, say its rating), each puzzle it
    /// turns down counting as a failed try. So puzzle *i* is still a function of the seed, *i*,
    /// the options and `keep` alone. After [`Options::attempts`] tries it gives up with
    /// [`GenerateError::NoneKept`] (or, with a pattern that never gave a unique puzzle,
    /// [`GenerateError::PatternFailed`]); `after_failed_try` is called as in
    /// [`Generator::generate_with`].
    pub fn generate_kept<T>(
        &self,
        index: u64,
        keep: impl FnMut(&Generated) -> Option<T>,
        after_failed_try: impl FnMut(u64) -> ControlFlow<()>,
    ) -> Result<(Generated, T), GenerateError> {
        self.tries(index, true, keep, after_failed_try)
    }

    /// The tries for puzzle `index`, until one makes a puzzle that `keep` keeps, at most
    /// [`Options::attempts`] of them; `filtered` says whether `keep` may turn puzzles down.
    fn tries<T>(
        &self,
        index: u64,
        filtered: bool,
        mut keep: impl FnMut(&Generated) -> Option<T>,
        mut after_failed_try: impl FnMut(u64) -> ControlFlow<()>,
    ) -> Result<(Generated, T), GenerateError> {
        let mut random = Random::for_item(self.seed, index);
        let mut tries = 0;
        let mut made = 0;
        loop {
            tries += 1;
            // `random` is drawn per try rather than per puzzle, so that a givens range only
            // some symmetries reach still ends.
            let symmetry = self.options.symmetry.resolve(&mut random);
            let orbits = symmetry.orbits();
            if let Some((puzzle, solution)) = self.one_try(orbits, &mut random) {
                let minimal =
                    self.options.pattern.is_none() || carve::is_minimal(&puzzle, &solution, orbits);
                let generated = Generated::new(index, (puzzle, solution), symmetry, minimal, tries);
                made += 1;
                if let Some(kept) = keep(&generated) {
                    return Ok((generated, kept));
                }
            }
            let pattern = self.options.pattern.is_some();
            if pattern && self.options.start.is_some() {
                // Both fixed: every try would make the same puzzle, or none.
                return Err(match made {
                    0 => GenerateError::PatternDoesNotFitStart,
                    _ => GenerateError::NoneKept {
                        attempts: tries,
                        made,
                    },
                });
            }
            if tries >= self.options.attempts {
                return Err(match made {
                    0 if pattern => GenerateError::PatternFailed { attempts: tries },
                    0 if !filtered => GenerateError::GivensMissed {
                        attempts: tries,
                        givens: self.options.givens,
                    },
                    _ => GenerateError::NoneKept {
                        attempts: tries,
                        made,
                    },
                });
            }
            if after_failed_try(tries).is_break() {
                return Err(GenerateError::Stopped { tries });
            }
        }
    }

    /// Puzzle number `index` when only rare puzzles will do: as [`Generator::generate_kept`],
    /// but `judge` also scores the puzzles it turns down, and once `climb.after` random tries
    /// have kept none, the search walks from the best-scored of them, a given moved at a time,
    /// to the best-scored neighbour (see `climb.rs`), until a puzzle is kept; a walk that stalls
    /// starts over with random tries. Each neighbour judged is a try, and a kept one is made
    /// minimal and judged again before it is taken. So puzzle *i* is still a function of the
    /// seed, *i*, the options and `judge` alone; `judge` runs on the threads of the caller's
    /// rayon pool, if any.
    ///
    /// A move takes away an orbit of givens of the start's symmetry and fills another, so the
    /// symmetry stays. A pattern or a start solution fixes what a move would change: with
    /// either, this is [`Generator::generate_kept`].
    pub fn generate_climbing<T: Send>(
        &self,
        index: u64,
        climb: Climb,
        judge: impl Fn(&Generated) -> Judged<T> + Sync + Send,
        mut after_failed_try: impl FnMut(u64) -> ControlFlow<()>,
    ) -> Result<(Generated, T), GenerateError> {
        let options = &self.options;
        if options.pattern.is_some() || options.start.is_some() {
            return self.tries(index, true, |made| judge(made).kept(), after_failed_try);
        }
        let mut random = Random::for_item(self.seed, index);
        let (mut tries, mut made) = (0, 0);
        // After each try that kept nothing: give up at the last allowed, or when asked to.
        let mut failed = |tries: u64, made: u64| match tries >= options.attempts {
            true => Err(GenerateError::NoneKept {
                attempts: tries,
                made,
            }),
            false => match after_failed_try(tries) {
                ControlFlow::Break(()) => Err(GenerateError::Stopped { tries }),
                ControlFlow::Continue(()) => Ok(()),
            },
        };
        loop {
            let mut best: Option<(i32, Generated)> = None;
            for _ in 0..climb.after.max(1) {
                tries += 1;
                // Drawn per try, as in `tries`: a walk keeps the symmetry of its start.
                let symmetry = options.symmetry.resolve(&mut random);
                if let Some(pair) = self.one_try(symmetry.orbits(), &mut random) {
                    made += 1;
                    let generated = Generated::new(index, pair, symmetry, true, tries);
                    match judge(&generated) {
                        Judged::Kept(kept) => return Ok((generated, kept)),
                        Judged::Scored(score)
                            if best.as_ref().is_none_or(|&(top, _)| score > top) =>
                        {
                            best = Some((score, generated));
                        }
                        Judged::Scored(_) | Judged::Dropped => {}
                    }
                }
                failed(tries, made)?;
            }
            let Some((score, start)) = best else {
                continue;
            };
            let (symmetry, orbits) = (start.symmetry, start.symmetry.orbits());
            let mut walk = climb::Walk::from(start.puzzle, start.solution, score, orbits);
            loop {
                let mut moves = walk.moves();
                moves.truncate(usize::try_from(options.attempts - tries).unwrap_or(usize::MAX));
                let judged = parallel::map(&moves, |&pair| {
                    judge(&Generated::new(index, pair, symmetry, false, tries))
                });
                let mut scored = Vec::with_capacity(moves.len());
                for (&(puzzle, solution), judged) in moves.iter().zip(judged) {
                    tries += 1;
                    made += 1;
                    match judged {
                        Judged::Kept(_) => {
                            let minimal = climb::minimized(&puzzle, &solution, orbits, &mut random);
                            let pair = (minimal, solution);
                            let generated = Generated::new(index, pair, symmetry, true, tries);
                            if options.givens.contains(generated.givens)
                                && let Judged::Kept(kept) = judge(&generated)
                            {
                                return Ok((generated, kept));
                            }
                        }
                        Judged::Scored(score) => scored.push(((puzzle, solution), score)),
                        Judged::Dropped => {}
                    }
                    failed(tries, made)?;
                }
                if walk
                    .step(scored.into_iter(), climb.slack, &mut random)
                    .is_break()
                {
                    break;
                }
            }
        }
    }

    /// One try: a puzzle and its solution, or `None`.
    fn one_try(&self, orbits: &[Orbit], random: &mut Random) -> Option<(Grid, Grid)> {
        let solution = match &self.options.start {
            Some(start) => start.grid(),
            None => fill::random_solution(random),
        };
        let puzzle = match &self.options.pattern {
            Some(pattern) => Some(pattern.apply(&solution)).filter(carve::is_unique),
            None => carve::minimal_puzzle(&solution, orbits, self.options.givens, random),
        }?;
        Some((puzzle, solution))
    }

    /// Puzzles 0, 1, 2, … in order, without end.
    pub fn iter(&self) -> impl Iterator<Item = Result<Generated, GenerateError>> + '_ {
        (0..).map(|index| self.generate(index))
    }
}
