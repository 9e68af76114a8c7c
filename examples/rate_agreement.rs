//! Compares the logic engine's ratings with Sudoku Explainer's and times it.
//!
//! ```text
//! cargo run --release --example rate_agreement -- tests/data/se-classic.txt
//! cargo run --release --example rate_agreement -- tests/data/se-classic-17clue.txt
//! ```
//!
//! Input lines: `PUZZLE SOLUTION ER=x EP=y ED=z TECHNIQUE...` as serate writes them (lines
//! starting with `#` are comments). Prints, for puzzles SE rates below 6.5 (what this engine
//! covers), how often ER, EP and ED agree, a table of ER against SE's, each disagreement, and
//! the time per puzzle.

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku::format::parse_line;
use sudoku::logic::{self, Rating};

fn parse_rating(field: &str, key: &str) -> Rating {
    let text = field.strip_prefix(key).expect("a rating field");
    let (whole, tenth) = text.split_once('.').unwrap_or((text, "0"));
    Rating(whole.parse::<u16>().unwrap() * 10 + tenth.parse::<u16>().unwrap())
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "tests/data/se-classic.txt".to_string());
    let text = std::fs::read_to_string(&path).expect("a readable file");
    let mut total = 0;
    let mut same = [0usize; 3];
    let mut table: BTreeMap<(Rating, Rating), usize> = BTreeMap::new();
    let mut elapsed = 0.0f64;
    let mut elapsed_chains = 0.0f64;
    let mut rated = 0usize;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let puzzle = parse_line(fields[0]).expect("a puzzle");
        let se = [
            parse_rating(fields[2], "ER="),
            parse_rating(fields[3], "EP="),
            parse_rating(fields[4], "ED="),
        ];
        // The best of three runs: the machine may be shared.
        let mut best = f64::MAX;
        let mut report = logic::rate(&puzzle).expect("a unique puzzle");
        for _ in 0..3 {
            let started = Instant::now();
            report = logic::rate(&puzzle).expect("a unique puzzle");
            best = best.min(started.elapsed().as_secs_f64());
        }
        rated += 1;
        if se[0] >= Rating::CHAINS {
            elapsed_chains += best;
            continue;
        }
        elapsed += best;
        total += 1;
        let ours = [report.er, report.ep, report.ed];
        for i in 0..3 {
            same[i] += usize::from(ours[i] == se[i]);
        }
        *table.entry((se[0], report.er)).or_default() += 1;
        if ours != se {
            println!(
                "differs: {} SE {}/{}/{} ({}) ours {}/{}/{} ({}){}",
                fields[0],
                se[0],
                se[1],
                se[2],
                fields[5..].join(" "),
                ours[0],
                ours[1],
                ours[2],
                report.hardest.map_or("-".to_string(), |t| t.to_string()),
                if report.needs_chains {
                    " needs chains"
                } else {
                    ""
                }
            );
        }
    }
    println!("\nSE ER -> our ER: puzzles");
    for ((se, ours), count) in &table {
        println!("  {se} -> {ours}: {count}");
    }
    let percent = |n: usize| 100.0 * n as f64 / total.max(1) as f64;
    println!(
        "\n{total} puzzles SE rates below 6.5: ER same {:.1}%, EP same {:.1}%, ED same {:.1}%",
        percent(same[0]),
        percent(same[1]),
        percent(same[2])
    );
    println!(
        "{total} puzzles below 6.5 rated in {:.3} s: {:.1} us per puzzle; {} that need chains found \
         so in {:.1} us each (one thread, best of three, with the uniqueness check)",
        elapsed,
        elapsed * 1e6 / total.max(1) as f64,
        rated - total,
        elapsed_chains * 1e6 / (rated - total).max(1) as f64
    );
}
