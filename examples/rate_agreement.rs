//! Compares the logic engine's ratings with Sudoku Explainer's and times it.
//!
//! ```text
//! cargo run --release --example rate_agreement -- tests/data/se-classic.txt
//! cargo run --release --example rate_agreement -- tests/data/se-classic-17clue.txt
//! cargo run --release --example rate_agreement -- tests/data/se-classic-chains.txt
//! cargo run --release --example rate_agreement -- tests/data/se-classic-top1465.txt
//! ```
//!
//! Input lines: `PUZZLE SOLUTION ER=x EP=y ED=z TECHNIQUE...` as serate writes them (lines
//! starting with `#` are comments; the rating fields are found by their keys). Prints, per
//! level of SE's ER, how often ER, EP and ED agree, how many puzzles need techniques the engine
//! lacks (and whether their lower bounds stay at or below SE's), a table of ER against SE's,
//! each disagreement among puzzles rated exactly, and the time per puzzle.

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku::format::parse_line;
use sudoku::logic::{self, Rating};

fn parse_rating(field: &str, key: &str) -> Rating {
    let text = field.strip_prefix(key).expect("a rating field");
    let (whole, tenth) = text.split_once('.').unwrap_or((text, "0"));
    Rating(whole.parse::<u16>().unwrap() * 10 + tenth.parse::<u16>().unwrap())
}

/// The levels figures are given for: below chains, static chains, Nishio and multiple forcing
/// chains, dynamic chains and beyond.
const LEVELS: [(&str, u16); 4] = [
    ("1.0-6.4", 65),
    ("6.5-7.4", 75),
    ("7.5-8.4", 85),
    ("8.5+", u16::MAX),
];

fn level_of(er: Rating) -> usize {
    LEVELS.iter().position(|&(_, top)| er.0 < top).unwrap()
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "tests/data/se-classic.txt".to_string());
    let text = std::fs::read_to_string(&path).expect("a readable file");
    let mut count = [0usize; LEVELS.len()];
    let mut same = [[0usize; 3]; LEVELS.len()];
    let mut elapsed = [0.0f64; LEVELS.len()];
    let mut honest = [0usize; LEVELS.len()];
    let mut beyond = [0usize; LEVELS.len()];
    let mut table: BTreeMap<(Rating, Rating), usize> = BTreeMap::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let puzzle = parse_line(fields[0]).expect("a puzzle");
        let field = |key| {
            fields
                .iter()
                .find(|f| f.starts_with(key))
                .map(|f| parse_rating(f, key))
                .expect("a rating field")
        };
        let se = [field("ER="), field("EP="), field("ED=")];
        let name_at = 1 + fields.iter().position(|f| f.starts_with("ED=")).unwrap();
        // The best of three runs: the machine may be shared.
        let mut best = f64::MAX;
        let mut report = logic::rate(&puzzle).expect("a unique puzzle");
        for _ in 0..3 {
            let started = Instant::now();
            report = logic::rate(&puzzle).expect("a unique puzzle");
            best = best.min(started.elapsed().as_secs_f64());
        }
        let level = level_of(se[0]);
        count[level] += 1;
        elapsed[level] += best;
        let ours = [report.er, report.ep, report.ed];
        for i in 0..3 {
            same[level][i] += usize::from(ours[i] == se[i]);
        }
        if report.beyond_scale {
            beyond[level] += 1;
            // A lower bound is honest when it does not pass SE's rating.
            honest[level] += usize::from(ours.iter().zip(&se).all(|(o, s)| o <= s));
            continue;
        }
        *table.entry((se[0], report.er)).or_default() += 1;
        if ours != se {
            println!(
                "differs: {} SE {}/{}/{} ({}) ours {}/{}/{} ({})",
                fields[0],
                se[0],
                se[1],
                se[2],
                fields[name_at..].join(" "),
                ours[0],
                ours[1],
                ours[2],
                report.hardest.map_or("-".to_string(), |t| t.to_string()),
            );
        }
    }
    println!("\nSE ER -> our ER: puzzles (rated exactly)");
    for ((se, ours), count) in &table {
        println!("  {se} -> {ours}: {count}");
    }
    println!(
        "\nlevel (SE ER)  puzzles  ER same  EP same  ED same  beyond engine (bound honest)  us/puzzle"
    );
    for (level, &(name, _)) in LEVELS.iter().enumerate() {
        let n = count[level];
        let percent = |k: usize| 100.0 * k as f64 / n.max(1) as f64;
        println!(
            "{name:>13} {n:>8} {:>7.1}% {:>7.1}% {:>7.1}% {:>8} ({})  {:>12.1}",
            percent(same[level][0]),
            percent(same[level][1]),
            percent(same[level][2]),
            beyond[level],
            honest[level],
            elapsed[level] * 1e6 / n.max(1) as f64
        );
    }
    println!("(one thread, best of three runs, with the uniqueness check)");
}
