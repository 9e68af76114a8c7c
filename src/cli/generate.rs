//! `sudoku generate`: puzzles with one solution, minimal, symmetric or on a pattern, each a
//! function of the seed, its number and the options alone.
//!
//! Without `--from`, the jobs are numbered puzzles (no input files): chunks of indices run
//! through the same ordered parallel map as every batch. With `--from FILE`, the jobs are the
//! grids read from FILE, run as any other batch over inputs, one puzzle per grid.
//!
//! `--difficulty` and `--rating` turn each puzzle into a search: the puzzle's own stream makes
//! candidates until one rates in range, each rated only as far as it takes to know and scored by
//! how near it came ([`sudoku::logic::rate_against`]); after a thousand with none, it climbs
//! from the nearest ([`Generator::generate_climbing`]). So puzzle *i* stays a function of the
//! seed, *i* and the options.
//!
//! This module owns the arguments and [`run`]; `search` makes one puzzle (the rating filter and
//! the climb's settings), `numbered` and `from_grids` are the two kinds of run, `printer` writes
//! what they made, `pattern_arg` reads `--pattern` and `status` counts the outcomes.

mod from_grids;
mod numbered;
mod pattern_arg;
mod printer;
mod search;
mod status;

use std::path::{Path, PathBuf};

use clap::Args;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use sudoku::generate::{DEFAULT_ATTEMPTS, Generator, GivensRange, Options};
use sudoku::logic::{Level, Rating, RatingError, RatingRange};
use sudoku::symmetry::Symmetry;

use super::batch;
use super::config::InputConfig;
use super::exit::Exit;
use super::interrupt;
use super::options::{self, OutputFormat, RunOptions, WalkOptions};
use super::seeding::{self, SeedOnUse};
use from_grids::FromGrids;
use numbered::numbered;
use pattern_arg::read_pattern;
use printer::GeneratedPrinter;
use search::RatingFilter;

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
       a count the symmetry cannot place, a pattern outside the givens range), or
       a --from or --pattern file that cannot be opened or read
  130  interrupted by Ctrl-C or SIGTERM; what was written stays whole"))]
pub struct GenerateArgs {
    /// How many puzzles to make (not with --from, which makes one for each grid).
    #[arg(
        short = 'n',
        long = "number",
        value_name = "N",
        default_value_t = 1,
        conflicts_with = "from",
        value_parser = options::parse_count,
        allow_negative_numbers = true
    )]
    pub number: u64,

    /// The seed: the same seed, options and version always give the same puzzles. Without it a
    /// seed is drawn and reported, so any run can be repeated.
    #[arg(long, value_name = "S", value_parser = seeding::parse_seed, allow_negative_numbers = true)]
    pub seed: Option<u64>,

    /// The symmetry of the givens' positions; `random` draws one per puzzle.
    #[arg(long, value_name = "NAME", default_value = "none",
          value_parser = PossibleValuesParser::new(Symmetry::NAMES)
              .map(|name| name.parse::<Symmetry>().expect("a listed name")))]
    pub symmetry: Symmetry,

    /// Only puzzles with this many givens: `MIN..MAX` or one number (at least 17: no puzzle
    /// with fewer has one solution; at most 72, with or without symmetry: no minimal puzzle has
    /// more, though a --pattern's puzzles need not be minimal).
    #[arg(long, value_name = "MIN..MAX")]
    pub givens: Option<GivensRange>,

    /// The givens sit exactly on the cells P marks: an 81-character line or a 9x9 block where
    /// any character but `.`, `0` or a space marks a cell, or a file holding one, or one puzzle
    /// in any format whose givens mark the cells (`-` for standard input).
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
    #[arg(long, value_name = "N", value_parser = options::parse_attempts,
          allow_negative_numbers = true)]
    pub attempts: Option<u64>,

    /// Make one puzzle for each grid in FILE (a complete grid, or a puzzle with one solution),
    /// with that solution; the same grid twice gives the same puzzle, another seed others.
    /// `-` reads standard input; a folder, the files below it (walked as the other commands
    /// walk their INPUT, with the same options).
    #[arg(long, value_name = "FILE")]
    pub from: Option<PathBuf>,

    #[command(flatten)]
    pub walk: WalkOptions,

    /// The output format.
    #[arg(short, long, value_enum, value_name = "FORMAT",
          default_value_t = OutputFormat::Line, overrides_with = "json")]
    pub output_format: OutputFormat,

    /// Print JSON, one object per puzzle per line (short for --output-format json).
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub run: RunOptions,
}
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
/// How many tries a puzzle gets by default under `--difficulty` or `--rating`. Each try is
/// rated, up to a few milliseconds; the levels take at most about 70 tries a puzzle, but a climb
/// to 9.5 or more takes ten to a hundred thousand (a minute or two), so this is enough for
/// those while a range no puzzle reaches fails within minutes, the progress bar counting.
const DEFAULT_RATED_ATTEMPTS: u64 = 100_000;
/// How many tries a puzzle gets by default under `--givens` alone. A try that misses the range
/// takes 10 to 60 microseconds, and 20 givens takes some 30,000 tries a puzzle, so this leaves
/// room for rare ranges while a count no random carving reaches (45 givens without symmetry,
/// say) fails within minutes rather than never.
const DEFAULT_GIVENS_ATTEMPTS: u64 = 10_000_000;
pub fn run(args: GenerateArgs) -> anyhow::Result<Exit> {
    // The pattern is read first, and would leave the grids nothing to read.
    let names_stdin = |path: &Path| {
        ["-", "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"]
            .iter()
            .any(|name| path == Path::new(name))
    };
    if args
        .pattern
        .as_deref()
        .map(Path::new)
        .is_some_and(names_stdin)
        && args.from.as_deref().is_some_and(names_stdin)
    {
        anyhow::bail!(
            "standard input is given twice (--from and --pattern); it can be read only once: \
             put the pattern or the grids in a file"
        );
    }
    // The walking options say how --from's folder is walked: without it they would be
    // taken and ignored, as if the run had honoured them.
    if args.from.is_none()
        && let Some(option) = args.walk.given()
    {
        anyhow::bail!("{option} says how --from's folder is walked: give --from FOLDER with it");
    }
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
    let config = args.run.config();
    let repeat = "make the same puzzles again";
    let seed = SeedOnUse::choose(args.seed, config.summary, repeat);
    let printer = GeneratedPrinter {
        output: args.output_format.resolve(args.json),
        seed: seed.seed,
        filter,
    };
    match args.from {
        Some(file) => {
            let input = InputConfig {
                paths: vec![file],
                format: None,
                walk: args.walk.config(),
            };
            let task = FromGrids {
                options,
                seed,
                filter,
            };
            let ran = batch::execute(&task, &printer, &input, &config);
            // Reported as `shuffle` reports it: not after a run that read no grid.
            seeding::end_run(&ran);
            ran
        }
        None => {
            // Reported however the run ends, a reader gone early (`| head`) and Ctrl-C
            // included: what was printed can be made again. `-n 0` makes nothing to make again.
            if args.number > 0 {
                seed.used();
            }
            let ran = Generator::new(seed.seed, options)
                .map_err(anyhow::Error::from)
                .and_then(|generator| numbered(generator, filter, args.number, &printer, &config));
            interrupt::say_last_words();
            ran
        }
    }
}
