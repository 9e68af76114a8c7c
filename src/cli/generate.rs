//! `sudoku generate`: puzzles with one solution, minimal, symmetric or on a pattern, each a
//! function of the seed, its number and the options alone.
//!
//! Without `--from`, the jobs are numbered puzzles (no input files): chunks of indices run
//! through the same ordered parallel map as every batch. With `--from FILE`, the jobs are the
//! grids read from FILE, run as any other batch over inputs, one puzzle per grid.
//!
//! `--difficulty` and `--rating` turn each puzzle into a search: the puzzle's own stream makes
//! candidates until one rates in range, each rated only as far as it takes to know and scored by
//! how near it came ([`logic::rate_against`]); after a thousand with none, it climbs from the
//! nearest ([`Generator::generate_climbing`]). So puzzle *i* stays a function of the seed, *i*
//! and the options.

use std::io;
use std::ops::ControlFlow;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::Instant;

use anyhow::Context;
use clap::Args;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use indicatif::HumanCount;
use sudoku::Grid;
use sudoku::format::{Format, ParseError};
use sudoku::generate::{
    Climb, DEFAULT_ATTEMPTS, GenerateError, Generated, Generator, GivensRange, Judged, Options,
    Pattern, StartError, StartSolution,
};
use sudoku::logic::{
    self, Against, Level, Position, Rating, RatingError, RatingRange, RatingReport,
};
use sudoku::symmetry::Symmetry;

use super::batch;
use super::config::{BatchConfig, InputConfig, WalkConfig};
use super::console::Console;
use super::emit::Output;
use super::exit::Exit;
use super::interrupt;
use super::options::{OutputFormat, RunOptions};
use super::ordered;
use super::print::Printer;
use super::report::Report;
use super::seeding;
use super::sink::Sink;
use super::stdio;
use super::task::{Item, Status, Task};
use super::wire::{self, Carried, LineGrid};

#[derive(Debug, Args)]
#[command(after_long_help = concat!(
"Examples:
  sudoku generate -n 10 --seed 42                  ten puzzles, the same ones every time
  sudoku generate -n 100 --symmetry rotate180 --givens 24..28 -j 0
  sudoku generate --pattern pattern.txt -o grid    givens exactly on the marked cells
  sudoku generate --from examples/judge-compact.txt --json
                                                   a new puzzle with that puzzle's solution
  sudoku generate -n 5 --difficulty fiendish       puzzles rated 2.6 to 6.0
  sudoku generate -n 5 --rating 3.0..4.5 --json    each with its rating, as rate --json
  sudoku generate --rating 7.5.. --symmetry rotate180 -j 0

Levels (Sudoku Explainer rating ER, as rate reports it):
  easy ER <= 1.2, medium <= 1.5, hard <= 2.5, fiendish <= 6.0, diabolical

Exit status:
  0    every puzzle was made
  1    some puzzle could not be made (a pattern with no unique puzzle, a --from
       grid with no single solution, no puzzle rated in range or with the givens
       asked for within --attempts tries); the others were still printed
  2    a usage error (fewer than 17 givens or more than a minimal puzzle can have,
       a count the symmetry cannot place, a pattern outside the givens range)
  130  interrupted by Ctrl-C or SIGTERM; what was written stays whole"))]
pub struct GenerateArgs {
    /// How many puzzles to make (with --from, one for each grid).
    #[arg(
        short = 'n',
        long = "number",
        value_name = "N",
        default_value_t = 1,
        conflicts_with = "from"
    )]
    pub number: u64,

    /// The seed: the same seed, options and version always give the same puzzles. Without it a
    /// seed is drawn and reported, so any run can be repeated.
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// The symmetry of the givens' positions; `random` draws one per puzzle.
    #[arg(long, value_name = "NAME", default_value = "none",
          value_parser = PossibleValuesParser::new(Symmetry::NAMES)
              .map(|name| name.parse::<Symmetry>().expect("a listed name")))]
    pub symmetry: Symmetry,

    /// Only puzzles with this many givens: `MIN..MAX` or one number (at least 17: no puzzle
    /// with fewer has one solution; at most 72 without symmetry, 80 with one: no minimal puzzle
    /// has more).
    #[arg(long, value_name = "MIN..MAX")]
    pub givens: Option<GivensRange>,

    /// The givens sit exactly on the cells P marks: an 81-character line or a 9x9 block where
    /// any character but `.`, `0` or a space marks a cell, or a file holding one (`-` for
    /// standard input).
    #[arg(long, value_name = "P")]
    pub pattern: Option<String>,

    /// Only puzzles of this level: easy (ER up to 1.2), medium (1.5), hard (2.5), fiendish
    /// (6.0) or diabolical (above), as `rate` names them.
    #[arg(long, value_name = "LEVEL", conflicts_with = "rating",
          value_parser = PossibleValuesParser::new(Level::NAMES)
              .map(|name| name.parse::<Level>().expect("a listed name")))]
    pub difficulty: Option<Level>,

    /// Only puzzles whose Sudoku Explainer rating ER is in MIN..MAX (as `rate` gives it); also
    /// `MIN..`, `..MAX` or one rating. Ratings random puzzles rarely have (9.2 and up) are
    /// climbed to, a given (an orbit, with a symmetry) moved at a time.
    #[arg(long, value_name = "MIN..MAX", allow_hyphen_values = true,
          value_parser = reachable_rating)]
    pub rating: Option<RatingRange>,

    /// How many tries a puzzle gets before it is reported as failed: with --pattern (default
    /// 1000000, with or without a rating), with --difficulty or --rating (default 100000;
    /// each try is rated), or with --givens alone (default 10000000).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub attempts: Option<u64>,

    /// Make one puzzle for each grid in FILE (a complete grid, or a puzzle with one solution),
    /// with that solution; the same grid twice gives the same puzzle, another seed others.
    #[arg(long, value_name = "FILE")]
    pub from: Option<PathBuf>,

    /// The output format.
    #[arg(short, long, value_enum, value_name = "FORMAT",
          default_value_t = OutputFormat::Line, conflicts_with = "json")]
    pub output_format: OutputFormat,

    /// Print JSON, one object per puzzle per line (short for --output-format json).
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub run: RunOptions,
}

/// Puzzles per job: a puzzle takes about a tenth of a millisecond, so a job of this many keeps
/// handing work to threads cheap, and output still starts at once.
const PUZZLES_PER_JOB: u64 = 64;

/// A `--rating` range, refused when no puzzle can be rated in it (below 1.0, or between the
/// few ratings steps below 4.5 have, such as 1.1): a search would spend every try and fail.
fn reachable_rating(text: &str) -> Result<RatingRange, String> {
    let range: RatingRange = text.parse().map_err(|e: RatingError| e.to_string())?;
    match range.max {
        Some(max) if max < Rating::LOWEST => Err(format!(
            "no puzzle rates below {}, a full house's rating (the easiest step)",
            Rating::LOWEST
        )),
        Some(max)
            if max < Rating::LISTED_BELOW && !Rating::LISTED.iter().any(|&r| range.contains(r)) =>
        {
            let listed: Vec<String> = Rating::LISTED.iter().map(|r| r.to_string()).collect();
            Err(format!(
                "no puzzle is rated {}: below {} the only ratings are {}",
                if range.min == max {
                    max.to_string()
                } else {
                    format!("within {}..{max}", range.min)
                },
                Rating::LISTED_BELOW,
                listed.join(", ")
            ))
        }
        _ => Ok(range),
    }
}

/// A puzzle searched for (a rating filter, a pattern, a givens range) can take thousands of
/// tries, up to seconds, or a few like any other: such runs start with jobs of one puzzle, so
/// that every core is busy and output flows, and double them up to [`PUZZLES_PER_JOB`] while
/// puzzles take less than this many microseconds (jobs of one cost a tenth more then).
const SLOW_PUZZLE_MICROS: u64 = 1_000;

/// How many tries a puzzle gets by default under `--difficulty` or `--rating`. Each try is
/// rated, up to a few milliseconds; the levels take at most about 70 tries a puzzle, but a climb
/// to 9.5 or more takes ten to a hundred thousand (a minute or two), so this is enough for
/// those while a range no puzzle reaches fails within minutes, the progress bar counting.
const DEFAULT_RATED_ATTEMPTS: u64 = 100_000;

/// When a rating search stops drawing random puzzles and climbs: after a thousand tries with
/// none in range, from the nearest of them (the rarest level, easy, takes about 70 tries a
/// puzzle, `--rating 9.0..` about 250, `--rating 9.2..` tens of thousands). A move may go two
/// tenths below the puzzle it leaves, to cross the plateaus between ratings.
const CLIMB: Climb = Climb {
    after: 1_000,
    slack: 2,
};

/// How many tries a puzzle gets by default under `--givens` alone. A try that misses the range
/// takes 10 to 60 microseconds, and 20 givens takes some 30,000 tries a puzzle, so this leaves
/// room for rare ranges while a count no random carving reaches (45 givens without symmetry,
/// say) fails within minutes rather than never.
const DEFAULT_GIVENS_ATTEMPTS: u64 = 10_000_000;

pub fn run(args: GenerateArgs) -> anyhow::Result<Exit> {
    let pattern = match &args.pattern {
        Some(text) => Some(read_pattern(text)?),
        None => None,
    };
    let filter = match (args.difficulty, args.rating) {
        (Some(level), _) => Some(RatingFilter {
            range: level.range(),
            level: Some(level),
        }),
        (None, Some(range)) => Some(RatingFilter { range, level: None }),
        (None, None) => None,
    };
    // A pattern's default wins over a rating's: most tries on a pattern make no puzzle, and
    // only those that do are rated, so a rating's 100,000 would cut a pattern that needs a
    // million tries down to nothing.
    let default_attempts = match (filter, &pattern, args.givens) {
        (_, Some(_), _) => DEFAULT_ATTEMPTS,
        (Some(_), None, _) => DEFAULT_RATED_ATTEMPTS,
        (None, None, Some(_)) => DEFAULT_GIVENS_ATTEMPTS,
        (None, None, None) => DEFAULT_ATTEMPTS,
    };
    let options = Options {
        symmetry: args.symmetry,
        givens: args.givens.unwrap_or_default(),
        pattern,
        start: None,
        attempts: args.attempts.unwrap_or(default_attempts),
    };
    // Checked once here, so that a mismatch is a usage error rather than one per puzzle.
    Generator::new(0, options.clone())?;
    let (seed, drawn) = seeding::choose(args.seed);
    let printer = GeneratedPrinter {
        output: args.output_format.resolve(args.json),
        seed,
        filter,
    };
    let config = args.run.config();
    // The seed is reported however the run ends, a reader gone early (`| head`) and Ctrl-C
    // included: what was printed can be made again. `-n 0` makes nothing to make again.
    let repeat = "make the same puzzles again";
    let makes = args.number > 0 || args.from.is_some();
    seeding::leave_drawn(seed, drawn && makes, config.summary, repeat);
    let ran = match args.from {
        Some(file) => {
            let task = FromGrids {
                options,
                seed,
                filter,
            };
            let input = InputConfig {
                paths: vec![file],
                format: None,
                walk: WalkConfig::default(),
            };
            batch::execute(&task, &printer, &input, &config)
        }
        None => Generator::new(seed, options)
            .map_err(anyhow::Error::from)
            .and_then(|generator| numbered(generator, filter, args.number, &printer, &config)),
    };
    interrupt::say_last_words();
    ran
}

/// A pattern given as text, or as the path of a file holding it: any file that can be read,
/// a pipe (`<(…)`, `/dev/stdin`) as well as a regular one, or `-` for standard input, up to
/// [`PATTERN_BYTES`], a UTF-8 byte-order mark left out. Text that is neither a pattern nor an
/// existing path says both.
fn read_pattern(text: &str) -> anyhow::Result<Pattern> {
    let path = std::path::Path::new(text);
    // `-` is standard input, as for every input of the command line (a pattern of one marked
    // cell could not have a puzzle anyway).
    let (content, name) = if text == "-" {
        let content = read_bounded(std::io::stdin().lock(), PATTERN_BYTES)
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
                    "--pattern {text} is not a pattern, nor a file that exists"
                ))
            }
        });
    };
    let content = content.strip_prefix('\u{feff}').unwrap_or(&content);
    content
        .parse()
        .with_context(|| format!("--pattern in {name} is not a pattern"))
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
    String::from_utf8(bytes).context("it is not UTF-8 text")
}

/// `--difficulty` or `--rating`: which puzzles to keep.
#[derive(Debug, Clone, Copy)]
struct RatingFilter {
    range: RatingRange,
    /// The level asked for, to name it in messages.
    level: Option<Level>,
}

impl RatingFilter {
    /// The puzzle's ratings when its ER is in range; otherwise how near it is, in tenths
    /// below the range's bottom or above its top (negative, the nearest highest), for a search
    /// to climb toward. A puzzle out of range is noted in `nearest`.
    fn judge(&self, puzzle: &Grid, nearest: &Nearest) -> Judged<RatingReport> {
        // Generated puzzles have one solution: no need to count them again.
        let range = self.range;
        let tenths = |below: Rating, above: Rating| above.0.saturating_sub(below.0);
        let scored = |distance: u16, er: Rating, at_least: bool| {
            nearest.note(distance, er, at_least);
            Judged::Scored(-i32::from(distance))
        };
        match logic::rate_against(&Position::from_grid(puzzle), range) {
            Against::Within(report) => Judged::Kept(report),
            Against::Below(er) => scored(tenths(er, range.min), er, false),
            Against::Above(er) => match range.max {
                Some(max) => scored(tenths(max, er), er, true),
                None => Judged::Dropped,
            },
            Against::Unknown => Judged::Dropped,
        }
    }

    /// What was asked for, as messages name it: `fiendish puzzle (ER 2.6..6.0)`, `puzzle rated
    /// 3.0..4.5`.
    fn wanted(&self) -> String {
        match self.level {
            Some(level) => format!("{level} puzzle (ER {})", self.range),
            None => format!("puzzle rated {}", self.range),
        }
    }
}

/// The try nearest the rating range since the last find, for the progress bar, so that a long
/// search shows how near it gets. Kept in one word so that `fetch_min` keeps the nearest: its
/// distance from the range in tenths in the high half, whether its ER is only a bound (a rating
/// stops once a step rates above the range) in the next bit, and the ER in the low bits.
#[derive(Debug)]
struct Nearest(AtomicU32);

impl Nearest {
    const NONE: u32 = u32::MAX;
    const AT_LEAST: u32 = 1 << 15;

    fn new() -> Nearest {
        Nearest(AtomicU32::new(Nearest::NONE))
    }

    fn note(&self, distance: u16, er: Rating, at_least: bool) {
        let bound = if at_least { Nearest::AT_LEAST } else { 0 };
        let word = (u32::from(distance) << 16) | bound | u32::from(er.0);
        self.0.fetch_min(word, Ordering::Relaxed);
    }

    /// The nearest try's ER as the bar shows it: `9.1`, or `2.3+` for a bound.
    fn shown(&self) -> Option<String> {
        let word = self.0.load(Ordering::Relaxed);
        let er = Rating((word & (Nearest::AT_LEAST - 1)) as u16);
        let plus = if word & Nearest::AT_LEAST != 0 {
            "+"
        } else {
            ""
        };
        (word != Nearest::NONE).then(|| format!("{er}{plus}"))
    }

    /// Forgets the tries so far: a find starts a new search.
    fn clear(&self) {
        self.0.store(Nearest::NONE, Ordering::Relaxed);
    }
}

/// A puzzle made, with its ratings when a filter asked for them.
struct Made {
    generated: Generated,
    rating: Option<RatingReport>,
}

/// Puzzle `index`, the first of its stream that `filter` keeps when there is one.
fn make(
    generator: &Generator,
    filter: Option<&RatingFilter>,
    index: u64,
    nearest: &Nearest,
    after_failed_try: impl FnMut(u64) -> ControlFlow<()>,
) -> Result<Made, GenerateError> {
    match filter {
        None => generator
            .generate_with(index, after_failed_try)
            .map(|generated| Made {
                generated,
                rating: None,
            }),
        Some(filter) => generator
            .generate_climbing(
                index,
                CLIMB,
                |made| filter.judge(&made.puzzle, nearest),
                after_failed_try,
            )
            .map(|(generated, rating)| Made {
                generated,
                rating: Some(rating),
            }),
    }
}

/// The bar's message: failed tries, which only a rare givens range makes many of; with a
/// rating filter, every try and every find, and the ER of the try nearest the range since the
/// last find.
fn progress(filtered: bool, failed: u64, found: u64, nearest: Option<String>) -> String {
    let (tries, found, failed) = (
        HumanCount(failed + found),
        HumanCount(found),
        HumanCount(failed),
    );
    match (filtered, nearest) {
        (true, Some(er)) => format!("{tries} tries, {found} found, nearest ER {er}"),
        (true, None) => format!("{tries} tries, {found} found"),
        (false, _) => format!("{failed} failed tries"),
    }
}

/// The size of a searched run's next job after one of `last` puzzles, when the last puzzle
/// made took `pace` microseconds: one while puzzles are slow, doubling while they are fast.
fn next_job_size(last: u64, pace: u64) -> u64 {
    match pace < SLOW_PUZZLE_MICROS {
        true => (last * 2).min(PUZZLES_PER_JOB),
        false => 1,
    }
}

/// Puzzles 0 to `number - 1`, printed in order.
fn numbered(
    generator: Generator,
    filter: Option<RatingFilter>,
    number: u64,
    printer: &GeneratedPrinter,
    config: &BatchConfig,
) -> anyhow::Result<Exit> {
    stdio::check_stdout_open()?;
    let console = Console::new(config.progress);
    console.set_total(number);
    let stop = Arc::new(AtomicBool::new(false));
    interrupt::install(Arc::clone(&stop));
    let failed = AtomicU64::new(0);
    let found = AtomicU64::new(0);
    let nearest = Nearest::new();
    let filtered = filter.is_some();
    let options = generator.options();
    let searched = filtered || options.pattern.is_some() || options.givens != GivensRange::ANY;
    // How long the last puzzle made took, for the size of the next job.
    let pace = Arc::new(AtomicU64::new(u64::MAX));
    let mut per_job = if searched { 1 } else { PUZZLES_PER_JOB };
    let (sizing, mut next) = (Arc::clone(&pace), 0);
    // After Ctrl-C, no more jobs, and those in flight stop at their next try.
    let producing = Arc::clone(&stop);
    let jobs = std::iter::from_fn(move || {
        if next >= number || producing.load(Ordering::Relaxed) {
            return None;
        }
        if searched {
            per_job = next_job_size(per_job, sizing.load(Ordering::Relaxed));
        }
        let job = next..(next + per_job).min(number);
        next = job.end;
        Some(job)
    });
    let work = |indices: std::ops::Range<u64>| -> Vec<(u64, Result<Made, GenerateError>)> {
        indices
            .map(|index| {
                if stop.load(Ordering::Relaxed) {
                    return (index, Err(GenerateError::Stopped { tries: 0 }));
                }
                let began = Instant::now();
                let made = make(&generator, filter.as_ref(), index, &nearest, |_| {
                    let failed = failed.fetch_add(1, Ordering::Relaxed) + 1;
                    // A filtered try is a rating, slow enough to show each one.
                    if (filtered && console.shows_progress()) || failed.is_multiple_of(256) {
                        let found = found.load(Ordering::Relaxed);
                        let message = progress(filtered, failed, found, nearest.shown());
                        console.set_message(message);
                    }
                    match stop.load(Ordering::Relaxed) {
                        true => ControlFlow::Break(()),
                        false => ControlFlow::Continue(()),
                    }
                });
                let took = began.elapsed().as_micros();
                pace.store(u64::try_from(took).unwrap_or(u64::MAX), Ordering::Relaxed);
                if filtered && made.is_ok() {
                    let found = found.fetch_add(1, Ordering::Relaxed) + 1;
                    let failed = failed.load(Ordering::Relaxed);
                    nearest.clear();
                    console.set_message(progress(filtered, failed, found, None));
                }
                (index, made)
            })
            .collect()
    };
    let mut output = Output::<GenerateStatus>::new(Sink::stdout(), console.clone());
    // Output stays a prefix of the run: nothing after the first puzzle that was stopped.
    let mut stopped = false;
    let ran = ordered::run(jobs, config.threads, &stop, &work, |made| {
        let mut done = 0;
        for (index, made) in &made {
            stopped |= matches!(made, Err(GenerateError::Stopped { .. }));
            if stopped {
                break;
            }
            let carried = Carried::default();
            output.item(|out| Ok(printer.print_one(None, *index, &carried, made, out)))?;
            done += 1;
        }
        output.flush(done)
    });
    if let Err(error) = ran {
        return Err(error.into());
    }
    let interrupted = stop.load(Ordering::SeqCst);
    let (exit, tally, console) = output.finish()?;
    let counts: Vec<_> = tally.counts().map(|(s, n)| (s.name(), n)).collect();
    console.finish(&counts, None, config.summary, interrupted);
    Ok(if interrupted { Exit::Interrupted } else { exit })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GenerateStatus {
    Generated,
    /// No puzzle could be made (a pattern that gives no unique puzzle).
    Failed,
    /// A `--from` grid that gives no solution to start from.
    Invalid,
}

impl Status for GenerateStatus {
    const ALL: &'static [GenerateStatus] = &[
        GenerateStatus::Generated,
        GenerateStatus::Failed,
        GenerateStatus::Invalid,
    ];

    fn name(self) -> &'static str {
        match self {
            GenerateStatus::Generated => "generated",
            GenerateStatus::Failed => "failed",
            GenerateStatus::Invalid => "invalid",
        }
    }

    fn failed(self) -> bool {
        self != GenerateStatus::Generated
    }
}

/// `--from`: one puzzle per grid read, with that grid's solution.
struct FromGrids {
    options: Options,
    seed: u64,
    filter: Option<RatingFilter>,
}

/// What became of one `--from` grid.
enum FromOutcome {
    Made(Result<Made, GenerateError>),
    NoStart(StartError),
}

impl Task for FromGrids {
    type Outcome = FromOutcome;
    type Status = GenerateStatus;

    fn evaluate(&self, grid: &Grid, _format: Option<Format>) -> FromOutcome {
        let start = match StartSolution::new(grid) {
            Ok(start) => start,
            Err(error) => return FromOutcome::NoStart(error),
        };
        let options = Options {
            start: Some(start),
            ..self.options.clone()
        };
        // The stream of a grid's puzzle is named by the grid itself, so it does not depend on
        // where in the file the grid stands or on which thread makes it.
        let index = stable_hash(&start.grid());
        match Generator::new(self.seed, options) {
            Ok(generator) => {
                // No bar counts a grid's tries, so no one reads how near they came.
                let nearest = Nearest::new();
                FromOutcome::Made(make(
                    &generator,
                    self.filter.as_ref(),
                    index,
                    &nearest,
                    |_| ControlFlow::Continue(()),
                ))
            }
            Err(_) => unreachable!("the options were checked before the run"),
        }
    }

    fn status(&self, result: Result<&FromOutcome, &ParseError>) -> GenerateStatus {
        match result {
            Ok(FromOutcome::Made(Ok(_))) => GenerateStatus::Generated,
            Ok(FromOutcome::Made(Err(_))) => GenerateStatus::Failed,
            Ok(FromOutcome::NoStart(_)) | Err(_) => GenerateStatus::Invalid,
        }
    }
}

/// FNV-1a of the grid's cells: a fixed function, unlike the standard library's hashers.
fn stable_hash(grid: &Grid) -> u64 {
    grid.cells()
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |hash, &cell| {
            (hash ^ u64::from(cell)).wrapping_mul(0x0100_0000_01b3)
        })
}

/// Fills in `record`'s ratings as `rate --json` writes them: a puzzle's (`report`), or `null`
/// for each where no puzzle was made, as `rate` writes a puzzle that failed.
fn add_ratings(record: &mut wire::Generated<'_>, report: Option<&RatingReport>) {
    record.rating = Some(report.map(|r| r.er.value()));
    record.pearl = Some(report.map(|r| r.ep.value()));
    record.diamond = Some(report.map(|r| r.ed.value()));
    record.exact = Some(report.map(|r| !r.beyond_scale));
    record.technique = Some(report.and_then(|r| r.hardest.map(|t| t.to_string())));
    record.level = Some(report.map(|r| Level::of(r.er).name()));
    record.steps = Some(report.map(|r| r.steps));
}

/// Where a `--from` grid stands: its file's name, its line, and the format it was read in.
#[derive(Clone, Copy)]
struct FromGrid<'a> {
    name: &'a str,
    line: usize,
    format: Option<Format>,
}

/// Generated puzzles as text in one format, or as JSON.
struct GeneratedPrinter {
    /// `None` for each `--from` grid's own format (`line` without `--from`).
    output: Option<Format>,
    seed: u64,
    filter: Option<RatingFilter>,
}

impl GeneratedPrinter {
    /// The format puzzle `source` (a `--from` grid, read in some format) is written in.
    fn format(&self, source: Option<FromGrid<'_>>) -> Format {
        let read_in = source.and_then(|grid| grid.format);
        self.output.or(read_in).unwrap_or(Format::Line)
    }

    /// Prints puzzle `index` (or why it failed) and returns its status; `source` names the
    /// `--from` grid, and `index` is its place in its file.
    fn print_one(
        &self,
        source: Option<FromGrid<'_>>,
        index: u64,
        carried: &Carried<'_>,
        made: &Result<Made, GenerateError>,
        out: &mut Report<'_>,
    ) -> GenerateStatus {
        match made {
            Ok(Made {
                generated: made,
                rating,
            }) if self.format(source) == Format::Json => {
                let name = source.map(|grid| grid.name);
                let status = GenerateStatus::Generated.name();
                let mut record = wire::Generated {
                    puzzle: Some(LineGrid(made.puzzle)),
                    solution: Some(LineGrid(made.solution)),
                    givens: Some(made.givens),
                    symmetry: Some(made.symmetry.name()),
                    minimal: Some(made.minimal),
                    tries: Some(made.tries),
                    ..wire::Generated::blank(name, index, self.seed, status)
                };
                if let Some(report) = rating {
                    add_ratings(&mut record, Some(report));
                }
                out.json_with(&record, carried);
                GenerateStatus::Generated
            }
            Ok(made) => {
                // A new puzzle: what its grid's input said beside it (a rating, say) is not
                // written beside it in text (JSON carries it, under its own name).
                out.grid(&made.generated.puzzle, self.format(source));
                GenerateStatus::Generated
            }
            Err(error) => {
                let what = match source {
                    Some(grid) => format!("line {}: {}", grid.line, self.explain(error)),
                    None => self.explain(error),
                };
                // A failed puzzle's `tries` is a number for scripts: 0 where the search knew
                // before any try that it would fail (a pattern that leaves the start several
                // solutions).
                let failure = Failure {
                    what: &what,
                    status: GenerateStatus::Failed,
                    tries: Some(error.tries().unwrap_or(0)),
                };
                self.failure(source, carried, index, failure, out);
                GenerateStatus::Failed
            }
        }
    }

    /// Why a puzzle was not made, in the terms of the options given.
    fn explain(&self, error: &GenerateError) -> String {
        match (error, &self.filter) {
            (GenerateError::NoneKept { attempts, made }, Some(filter)) => format!(
                "no {} in {} ({made} of them met the other options and were rated); widen \
                 the range or raise --attempts",
                filter.wanted(),
                sudoku::generate::tries(*attempts),
            ),
            _ => error.to_string(),
        }
    }

    fn failure(
        &self,
        source: Option<FromGrid<'_>>,
        carried: &Carried<'_>,
        index: u64,
        failure: Failure<'_>,
        out: &mut Report<'_>,
    ) {
        let what = failure.what;
        match source {
            Some(grid) => out.message(format_args!("{}: puzzle {index}: {what}", grid.name)),
            None => out.message(format_args!("puzzle {index}: {what}")),
        }
        self.failure_record(source, carried, index, failure, out);
    }

    /// The JSON object of a puzzle that was not made, when the output is JSON.
    fn failure_record(
        &self,
        source: Option<FromGrid<'_>>,
        carried: &Carried<'_>,
        index: u64,
        failure: Failure<'_>,
        out: &mut Report<'_>,
    ) {
        if self.format(source) == Format::Json {
            let name = source.map(|grid| grid.name);
            let mut record = wire::Generated {
                error: Some(failure.what.to_string()),
                tries: failure.tries,
                ..wire::Generated::blank(name, index, self.seed, failure.status.name())
            };
            if self.filter.is_some() {
                add_ratings(&mut record, None);
            }
            out.json_with(&record, carried);
        }
    }
}

/// Why a puzzle was not made: the message, the status, and how many tries it was given, when
/// it was tried at all (a grid of `--from` that could not be read was not).
#[derive(Clone, Copy)]
struct Failure<'a> {
    what: &'a dyn std::fmt::Display,
    status: GenerateStatus,
    tries: Option<u64>,
}

impl<'a> Failure<'a> {
    /// A grid of `--from` that gives no start: never tried.
    fn invalid(what: &'a dyn std::fmt::Display) -> Failure<'a> {
        Failure {
            what,
            status: GenerateStatus::Invalid,
            tries: None,
        }
    }
}

impl Printer<FromOutcome> for GeneratedPrinter {
    fn print(&self, item: &Item<'_, FromOutcome>, out: &mut Report<'_>) -> io::Result<()> {
        let source = Some(FromGrid {
            name: item.at.source.name.as_str(),
            line: item.at.line,
            format: item.at.format,
        });
        let carried = Carried::of(item.record);
        match item.result {
            Ok((_, FromOutcome::Made(made))) => {
                self.print_one(source, item.at.index as u64, &carried, made, out);
            }
            Ok((_, FromOutcome::NoStart(error))) => {
                let what = format!("line {}: {error}", item.at.line);
                let index = item.at.index as u64;
                let failure = Failure::invalid(&what);
                self.failure(source, &carried, index, failure, out);
            }
            Err(error) => {
                let index = item.at.index as u64;
                // A problem of the whole input (it holds no puzzle) is told by the input's name
                // alone, as the other commands tell it.
                let failure = Failure::invalid(error);
                if error.line.is_some() {
                    self.failure(source, &carried, index, failure, out);
                } else {
                    out.parse_problem(&item.at, error);
                    self.failure_record(source, &carried, index, failure, out);
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rated 1.2 by SE (a hidden single in a box at most).
    const EASY: &str =
        "..5....43.6....75.3....6..16...7.48...7.....5.18....3..8......2..6....7..2.1.4...";
    /// Rated 8.3 by SE (cell forcing chains).
    const RATED_8_3: &str =
        "...7..35.6.1..9......38.....7..3............65.9..4.8..56...9.42.......53......1.";

    /// A searched run's jobs stay one puzzle long while puzzles are slow (`--givens 20` takes
    /// about a second each: a job of 64 held every core's output back for a minute) and grow
    /// to the usual size while they are fast, where jobs of one cost a tenth more.
    #[test]
    fn searched_jobs_grow_while_puzzles_are_fast_and_shrink_when_slow() {
        let mut size = 1;
        let mut sizes = Vec::new();
        for _ in 0..8 {
            size = next_job_size(size, 40);
            sizes.push(size);
        }
        assert_eq!(sizes, [2, 4, 8, 16, 32, 64, 64, 64]);
        assert_eq!(next_job_size(64, SLOW_PUZZLE_MICROS), 1);
        assert_eq!(next_job_size(1, 2_000_000), 1);
        // Before any puzzle is made, the pace is unknown: the first jobs are of one.
        assert_eq!(next_job_size(1, u64::MAX), 1);
    }

    /// A long search for a rare rating shows the ER of the nearest try since the last find, on
    /// whichever side of the range it lies (above it, a bound), and nothing before any try.
    #[test]
    fn the_bar_names_the_nearest_try_since_the_last_find() {
        let judged = |range: &str, puzzle: &str, nearest: &Nearest| {
            let filter = RatingFilter {
                range: range.parse().unwrap(),
                level: None,
            };
            filter.judge(&sudoku::format::parse_line(puzzle).unwrap(), nearest)
        };
        let nearest = Nearest::new();
        assert_eq!(progress(true, 0, 0, nearest.shown()), "0 tries, 0 found");
        // An easy puzzle, then one rated 8.3, then the easy one again: the nearer is kept.
        assert!(matches!(
            judged("9.2..9.6", EASY, &nearest),
            Judged::Scored(-80)
        ));
        assert_eq!(nearest.shown().as_deref(), Some("1.2"));
        assert!(matches!(
            judged("9.2..9.6", RATED_8_3, &nearest),
            Judged::Scored(-9)
        ));
        assert!(matches!(
            judged("9.2..9.6", EASY, &nearest),
            Judged::Scored(-80)
        ));
        assert_eq!(
            progress(true, 41_203, 0, nearest.shown()),
            "41,203 tries, 0 found, nearest ER 8.3"
        );
        nearest.clear();
        assert_eq!(nearest.shown(), None);

        // Above the range, the rating stops at the first step above it: a bound, shown so.
        let Judged::Scored(score) = judged("1.0..2.0", RATED_8_3, &nearest) else {
            panic!("an 8.3 puzzle is above 1.0..2.0");
        };
        let shown = nearest.shown().unwrap();
        let bound: f64 = shown.strip_suffix('+').unwrap().parse().unwrap();
        assert!(bound > 2.0 && bound <= 8.3, "{shown}");
        assert_eq!(f64::from(-score), ((bound - 2.0) * 10.0).round(), "{shown}");
        assert_eq!(progress(false, 3000, 0, Some(shown)), "3,000 failed tries");
    }
}
