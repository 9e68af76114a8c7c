//! The logic engine against Sudoku Explainer's own ratings (tests/data/se-classic.txt, rated by
//! serate with SE 1.2.1's technique set), and every solving path replayed against the solution.

use sudoku::format::parse_line;
use sudoku::logic::{self, Link, Outcome, Position, Rating, Technique};

struct Rated {
    puzzle: sudoku::Grid,
    solution: sudoku::Grid,
    se: [Rating; 3],
    /// The name SE gives the hardest step.
    technique: String,
}

fn parse_rating(field: &str, key: &str) -> Rating {
    let text = field.strip_prefix(key).expect("a rating field");
    let (whole, tenth) = text.split_once('.').expect("a decimal rating");
    Rating(whole.parse::<u16>().unwrap() * 10 + tenth.parse::<u16>().unwrap())
}

fn reference() -> Vec<Rated> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/se-classic.txt");
    let text = std::fs::read_to_string(path).expect("the reference ratings");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            Rated {
                puzzle: parse_line(f[0]).unwrap(),
                solution: parse_line(f[1]).unwrap(),
                se: [
                    parse_rating(f[2], "ER="),
                    parse_rating(f[3], "EP="),
                    parse_rating(f[4], "ED="),
                ],
                technique: f[5..].join(" "),
            }
        })
        .collect()
}

/// One solving path per reference puzzle (the engine is slow in debug builds, so each test
/// that needs paths shares them). Dynamic forcing chains are slow in a debug build: only a
/// sample of the puzzles SE rates 8.5 or more is kept here; `all_reference_puzzles_replay`
/// (ignored by default) walks them all.
fn paths() -> &'static [(Rated, logic::Path)] {
    static PATHS: std::sync::OnceLock<Vec<(Rated, logic::Path)>> = std::sync::OnceLock::new();
    PATHS.get_or_init(|| {
        let mut dynamic = 0;
        reference()
            .into_iter()
            .filter(|r| {
                let keep = r.se[0] < Rating(85) || dynamic < 4;
                dynamic += usize::from(r.se[0] >= Rating(85));
                keep
            })
            .map(|r| {
                let path = logic::solve_path(&Position::from_grid(&r.puzzle));
                (r, path)
            })
            .collect()
    })
}

#[test]
fn ratings_agree_with_sudoku_explainer_up_to_static_chains() {
    let below: Vec<_> = paths()
        .iter()
        .filter(|(r, _)| r.se[0] < Rating::BEYOND)
        .collect();
    let chains = below
        .iter()
        .filter(|(r, _)| r.se[0] >= Rating::CHAINS)
        .count();
    assert!(chains >= 50, "the reference holds {chains} chain puzzles");
    assert!(
        below.len() > 250,
        "the reference holds {} such puzzles",
        below.len()
    );
    let mut same = [0usize; 3];
    for (r, path) in &below {
        let report = path.report();
        let ours = [report.er, report.ep, report.ed];
        for i in 0..3 {
            same[i] += usize::from(ours[i] == r.se[i]);
        }
    }
    for (i, name) in ["ER", "EP", "ED"].iter().enumerate() {
        let share = same[i] as f64 / below.len() as f64;
        assert!(share >= 0.95, "{name} agrees on {:.1}% only", share * 100.0);
    }
    // The hardest step is named as SE names it, type and kind included.
    for (r, path) in &below {
        let named = path.report().hardest.map(|name| name.to_string());
        assert_eq!(named.as_deref(), Some(&*r.technique), "{:?}", r.puzzle);
    }
    // `rate` checks uniqueness and then walks the same path.
    for (r, path) in below.iter().take(20) {
        assert_eq!(logic::rate(&r.puzzle).unwrap(), path.report());
    }
}

#[test]
fn hard_puzzles_are_rated_exactly() {
    let hard: Vec<_> = paths()
        .iter()
        .filter(|(r, _)| r.se[0] >= Rating(75))
        .collect();
    assert!(hard.len() >= 15);
    for (r, path) in hard {
        let report = path.report();
        assert!(!report.beyond_scale, "{:?}", r.puzzle);
        assert_eq!([report.er, report.ep, report.ed], r.se, "{:?}", r.puzzle);
        let named = report.hardest.map(|name| name.to_string());
        assert_eq!(named.as_deref(), Some(&*r.technique), "{:?}", r.puzzle);
    }
}

#[test]
fn chain_steps_give_their_links_in_order() {
    let (mut seen, mut several) = (0, 0);
    for step in paths().iter().flat_map(|(_, p)| &p.steps) {
        if step.rating < Rating::CHAINS || step.technique == Technique::AlignedTripletExclusion {
            assert!(step.chain.is_empty() && step.branches.is_empty());
            continue;
        }
        seen += 1;
        // A chain from an assumption to its negation, or a cycle, is one line; every other
        // forcing chain rests on several.
        let one_line = !matches!(
            step.technique,
            Technique::NishioForcingChain
                | Technique::CellForcingChains
                | Technique::RegionForcingChains
                | Technique::DynamicForcingChains
                | Technique::DynamicForcingChainsPlus
                | Technique::NestedForcingChains
        );
        assert_eq!(step.branches.is_empty(), one_line, "{step}");
        let lines: Vec<&[Link]> = if step.branches.is_empty() {
            vec![&step.chain]
        } else {
            assert_eq!(step.branches[0], step.chain, "{step}");
            step.branches.iter().map(Vec::as_slice).collect()
        };
        // Below 9.0 links alternate on and off (from there on, a link another technique adds,
        // an off candidate, may follow the off candidates it relied on); the description
        // writes them in the same order, line after line.
        for line in &lines {
            assert!(line.len() >= 2, "{step}");
            if step.rating < Rating(90) {
                for pair in line.windows(2) {
                    assert_ne!(pair[0].on, pair[1].on, "{step}");
                }
            }
        }
        let written: Vec<String> = lines
            .iter()
            .map(|line| {
                let links: Vec<String> = line
                    .iter()
                    .map(|l| {
                        let sign = if l.on { "=" } else { "<>" };
                        format!("{}{sign}{}", logic::cell_name(l.cell), l.digit)
                    })
                    .collect();
                links.join(" -> ")
            })
            .collect();
        assert_eq!(step.description, written.join("; "));
        if lines.len() > 1 {
            several += 1;
            lines_prove_the_conclusion(step, &lines);
        }
    }
    assert!(
        seen >= 70 && several >= 30,
        "{seen} chains, {several} of several lines"
    );
}

/// A forcing chain of SE's level 1 and up spells out the steps behind the links on its lines
/// that other techniques added (on the three reference puzzles rated 10.3, 10.4 and 11.1,
/// whose paths have dynamic forcing chains (+) and nested ones): an added link is an off
/// candidate that follows the off candidates it relied on, and every one, on every line, has
/// its step, given the line's assumption. Each step removes its link; a chain's lines prove
/// its conclusion as a player reads them; and the text shows each step in brackets after the
/// conclusion.
#[test]
fn forcing_chains_spell_out_the_steps_their_added_links_rely_on() {
    let (mut steps, mut patterns, mut chains) = (0, 0, 0);
    let nested: Vec<Rated> = reference()
        .into_iter()
        .filter(|r| [Rating(103), Rating(104), Rating(111)].contains(&r.se[0]))
        .collect();
    assert_eq!(nested.len(), 3);
    for r in &nested {
        let path = logic::solve_path(&Position::from_grid(&r.puzzle));
        for step in &path.steps {
            if step.rating < Rating(90) {
                assert!(step.inner.is_empty(), "{step}");
                continue;
            }
            steps += 1;
            let lines: Vec<&[Link]> = if step.branches.is_empty() {
                vec![&step.chain]
            } else {
                step.branches.iter().map(Vec::as_slice).collect()
            };
            // Every added link on every line, with the line's assumption.
            let mut added: Vec<(Link, Link)> = Vec::new();
            for line in &lines {
                for pair in line.windows(2) {
                    if !pair[0].on && !pair[1].on && !added.contains(&(line[0], pair[1])) {
                        added.push((line[0], pair[1]));
                    }
                }
            }
            let shown: Vec<(Link, Link)> = step.inner.iter().map(|i| (i.given, i.link)).collect();
            assert_eq!(shown, added, "{step}");
            for inner in &step.inner {
                let (link, found) = (inner.link, &inner.step);
                assert!(
                    found.eliminations.contains(&(link.cell, link.digit)),
                    "{found} does not remove {link}"
                );
                if found.rating >= Rating::CHAINS {
                    chains += 1;
                    let found_lines: Vec<&[Link]> = if found.branches.is_empty() {
                        vec![&found.chain]
                    } else {
                        found.branches.iter().map(Vec::as_slice).collect()
                    };
                    if found_lines.len() > 1 {
                        lines_prove_the_conclusion(found, &found_lines);
                    } else {
                        // From an assumption to its negation, or a cycle back to it.
                        let line = found_lines[0];
                        let (first, last) = (line[0], line[line.len() - 1]);
                        assert!(
                            first.cell == last.cell && first.digit == last.digit,
                            "{found}"
                        );
                    }
                } else {
                    patterns += 1;
                    assert!(found.chain.is_empty(), "{found}");
                }
                let text = format!("[{link} given {}: {found}]", inner.given);
                assert!(step.to_string().contains(&text), "{step}");
            }
        }
    }
    assert!(
        steps >= 10 && patterns >= 10 && chains >= 10,
        "{patterns} patterns and {chains} chains in {steps} steps"
    );
}

/// What a player reads in a chain step of several lines is enough to check it: either two
/// lines from one assumption to a candidate on and to it off (so the assumption is false), or
/// lines from each assumption of a cell, a region or a candidate both ways, all to the
/// conclusion.
fn lines_prove_the_conclusion(step: &logic::Step, lines: &[&[Link]]) {
    let concludes = |link: &Link| {
        let change = (link.cell, link.digit);
        if link.on {
            step.placements == [change]
        } else {
            step.eliminations == [change]
        }
    };
    let start = lines[0][0];
    let end = |line: &[Link]| line[line.len() - 1];
    if lines.iter().all(|line| line[0] == start) {
        assert_eq!(lines.len(), 2, "{step}");
        let (a, b) = (end(lines[0]), end(lines[1]));
        assert!(
            a.cell == b.cell && a.digit == b.digit && a.on != b.on,
            "{step}"
        );
        assert!(
            concludes(&Link {
                on: !start.on,
                ..start
            }),
            "{step}"
        );
        return;
    }
    let target = end(lines[0]);
    assert!(lines.iter().all(|line| end(line) == target), "{step}");
    assert!(concludes(&target), "{step}");
    let starts: Vec<Link> = lines.iter().map(|line| line[0]).collect();
    let one_cell = starts.iter().all(|l| l.cell == start.cell && l.on);
    let one_digit = starts.iter().all(|l| l.digit == start.digit && l.on);
    let both_ways = starts.len() == 2
        && starts[1]
            == Link {
                on: !start.on,
                ..start
            };
    assert!(one_cell || one_digit || both_ways, "{step}");
    for (i, a) in starts.iter().enumerate() {
        assert!(starts[i + 1..].iter().all(|b| b != a), "{step}");
    }
}

#[test]
fn every_step_is_sound_and_solved_paths_end_in_the_solution() {
    for (r, path) in paths() {
        let start = Position::from_grid(&r.puzzle);
        assert_eq!(logic::next_step(&start).as_ref(), path.steps.first());
        let mut position = start;
        for step in &path.steps {
            for &(cell, digit) in &step.placements {
                assert_eq!(r.solution.get(cell), digit, "{step} in {:?}", r.puzzle);
            }
            for &(cell, digit) in &step.eliminations {
                assert_ne!(r.solution.get(cell), digit, "{step} in {:?}", r.puzzle);
            }
            assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
            position.apply(step);
        }
        assert_eq!(&position, &path.end);
        assert!(position.candidates().admits(&r.solution));
        if path.outcome == Outcome::Solved {
            assert_eq!(position.grid(), r.solution);
        }
    }
}

#[test]
fn a_hint_from_pencilmarks_is_the_first_step_explain_shows_from_them() {
    let (r, path) = &paths()[0];
    let mut position = Position::from_grid(&r.puzzle);
    for step in &path.steps[..5] {
        position.apply(step);
    }
    // The player's pencilmarks: every cell's candidates, a placed cell holding its digit alone.
    let marks = Position::from_candidates(&position.candidates());
    assert_eq!(marks.grid(), position.candidates().settled());
    let hint = logic::next_step(&marks).unwrap();
    assert_eq!(Some(&hint), logic::solve_path(&marks).steps.first());
    // A placement is written r3c5=7 and is the solution's digit.
    let (cell, digit) = hint.placements[0];
    assert!(
        hint.to_string()
            .contains(&format!("{}={digit}", logic::cell_name(cell)))
    );
    assert_eq!(r.solution.get(cell), digit);
}

#[test]
fn puzzles_without_one_solution_are_refused() {
    let empty = sudoku::Grid::EMPTY;
    assert_eq!(
        logic::rate(&empty),
        Err(logic::LogicError::MultipleSolutions)
    );
    // Repeat a given in a blank cell of its row.
    let mut broken = reference()[0].puzzle;
    let given = (0..81).find(|&c| broken.get(c) != 0).unwrap();
    let blank = (0..9)
        .map(|c| given / 9 * 9 + c)
        .find(|&c| broken.get(c) == 0)
        .unwrap();
    broken.set(blank, broken.get(given));
    assert_eq!(logic::rate(&broken), Err(logic::LogicError::NoSolution));
}

#[test]
fn each_family_rates_its_puzzle_as_sudoku_explainer_does() {
    use logic::Technique::*;
    // One puzzle per technique SE names as the hardest step, with SE's ER (from serate's
    // classic set; the last four from the 17-clue list).
    let cases = [
        (
            "..5....43.6....75.3....6..16...7.48...7.....5.18....3..8......2..6....7..2.1.4...",
            12,
            HiddenSingle,
        ),
        (
            ".....8.4.5..4..289....2.....4...9..82.....46...153.......9...1......6..58...1....",
            17,
            DirectPointing,
        ),
        (
            ".........54.2.8....38.......9...2..8..7...9.5...4...7.3...4......9...36..25.974..",
            20,
            DirectHiddenPair,
        ),
        (
            "7..28......3..5...2..9...4.....24......31....8..5.......97.1..5.2...3..91.8...7.3",
            23,
            NakedSingle,
        ),
        (
            ".......2...2.5..7...7...651.....6..45..8...3.7.3..4...1.5.2..........8...74...3.5",
            25,
            DirectHiddenTriplet,
        ),
        (
            "7..........3.9.......3..2........4.347...28.9..975..2..37..9....2....9.4.6.2..3..",
            26,
            Pointing,
        ),
        (
            "....82.....7..3..5...1..42....8..5.2.....78.1.3.....7.4..92...7.81.....4...3...8.",
            28,
            Claiming,
        ),
        (
            "..47.1.....1.5...7.5.....4..7.....5...31.82...4...293...5.14......23589....9.....",
            30,
            NakedPair,
        ),
        (
            "..............1..2..2....34....4.......23.5...6....7....4.......7.....5..8...61..",
            32,
            XWing,
        ),
        (
            "63.2............857.........91.........8...4....7..6..2.....3......5...4....19...",
            34,
            HiddenPair,
        ),
        (
            "........1.......23..4.56........76...1........2......8..9......4......7.8..32....",
            36,
            NakedTriplet,
        ),
        (
            ".8..1......5....3.......4.....6.5.7.89....2.....3.....2.....1.9..67........4.....",
            40,
            HiddenTriplet,
        ),
        (
            "......8.6...96.5.........2.8.....4.5..9.5.....5..34..74...8396..9.62...3..7..9...",
            42,
            XYWing,
        ),
        (
            "1...7.3...3.5...2978.2....531......8....8..6..26....1.....6.........9...9..3....7",
            44,
            XYZWing,
        ),
        (
            "..............1..2.34....5.........6....1..3.2....7.......4....1..35....6.....8.9",
            45,
            UniqueRectangle,
        ),
        (
            ".2......6....41.....78....1......7....37.....6..412....1..74..5..8.5..7......39..",
            45,
            UniqueRectangle,
        ),
        (
            "........1.......23..4..5........24...1.......3...6.......1....7.8..3....5.2....9.",
            46,
            UniqueLoop,
        ),
        (
            "................12..3.45........63.4.1.2.....7.....5.....1...8...4..3....9.......",
            47,
            UniqueLoop,
        ),
        (
            "................12..3.45........64.7.2.......45..........1..8....6...5..7...2....",
            52,
            Jellyfish,
        ),
        (
            "................12..3..4...........1.....5.....6..74...1..26...2..1....858.......",
            56,
            BivalueUniversalGrave,
        ),
        (
            "................12..3.45.........1.......643..2.7........13.....7.......6.5.....8",
            57,
            BivalueUniversalGrave,
        ),
    ];
    for (line, er, technique) in cases {
        let report = logic::rate(&parse_line(line).unwrap()).unwrap();
        assert_eq!(
            (report.er, report.hardest.map(|name| name.technique)),
            (Rating(er), Some(technique)),
            "{line}"
        );
        assert!(!report.beyond_scale);
    }
}

#[test]
fn contradictory_pencilmarks_give_a_path_that_ends() {
    let (r, _) = &paths()[0];
    let marks = Position::from_grid(&r.puzzle).candidates();
    let mut masks = *marks.masks();
    // Two cells of a row both settled on the same digit, and a cell with no candidate left.
    let blanks: Vec<usize> = (0..9).filter(|&c| r.puzzle.get(c) == 0).collect();
    masks[blanks[0]] = 1;
    masks[blanks[1]] = 1;
    masks[40] = 0;
    let position = Position::from_candidates(&sudoku::Candidates::from_masks(masks).unwrap());
    assert!(position.is_broken() || position.grid() != r.solution);
    let path = logic::solve_path(&position);
    assert!(path.steps.len() < 81 * 9);
    assert_eq!(logic::next_step(&position).as_ref(), path.steps.first());
}

/// Every reference puzzle, and every held-out set (`tests/data/se-classic-*.txt`) too: each path
/// replayed step by step against the solution, and ratings exact. Minutes even in a release
/// build (`.ci/run` runs it with `--release`).
#[test]
#[ignore]
fn all_reference_puzzles_replay() {
    // Every held-out file beside the main reference set: each added later is walked too.
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let mut held_out: Vec<_> = std::fs::read_dir(data)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            let name = path.file_name().unwrap().to_string_lossy();
            name.starts_with("se-classic-") && name.ends_with(".txt")
        })
        .collect();
    held_out.sort();
    assert!(held_out.len() >= 8, "the held-out sets: {held_out:?}");
    let text = held_out
        .iter()
        .map(|path| std::fs::read_to_string(path).unwrap())
        .collect::<Vec<_>>()
        .join("\n");
    let mut rated: Vec<(sudoku::Grid, [Rating; 3], String)> = reference()
        .into_iter()
        .map(|r| (r.puzzle, r.se, r.technique))
        .collect();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split_whitespace().collect();
        let key = |k: &str| parse_rating(f.iter().find(|x| x.starts_with(k)).unwrap(), k);
        let named = f.iter().position(|x| x.starts_with("ED=")).unwrap() + 1;
        rated.push((
            parse_line(f[0]).unwrap(),
            [key("ER="), key("EP="), key("ED=")],
            f[named..].join(" "),
        ));
    }
    for (puzzle, se, technique) in rated {
        let solution = sudoku::solver::any_solution(&puzzle).unwrap();
        let path = logic::solve_path(&Position::from_grid(&puzzle));
        let mut position = Position::from_grid(&puzzle);
        for step in &path.steps {
            for &(cell, digit) in &step.placements {
                assert_eq!(solution.get(cell), digit, "{step} in {puzzle:?}");
            }
            for &(cell, digit) in &step.eliminations {
                assert_ne!(solution.get(cell), digit, "{step} in {puzzle:?}");
            }
            position.apply(step);
        }
        let report = path.report();
        let ours = [report.er, report.ep, report.ed];
        assert!(!report.beyond_scale, "{puzzle:?}");
        assert_eq!(position.grid(), solution);
        assert_eq!(ours, se, "{puzzle:?}");
        let named = report.hardest.map(|name| name.to_string());
        assert_eq!(named.as_deref(), Some(&*technique), "{puzzle:?}");
    }
}

/// Every cycle SE rates in the chain reference set, and the first few of each other static
/// chain family, rate exactly as SE rates them: ER, EP and ED.
#[test]
fn cycles_and_static_chains_rate_exactly() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/se-classic-chains.txt"
    );
    let text = std::fs::read_to_string(path).expect("the chain reference ratings");
    let mut taken: std::collections::HashMap<String, usize> = Default::default();
    let mut cycles = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && l.contains(" ER="))
    {
        let f: Vec<&str> = line.split_whitespace().collect();
        let se = [
            parse_rating(f[1], "ER="),
            parse_rating(f[2], "EP="),
            parse_rating(f[3], "ED="),
        ];
        let family = f[4..].join(" ");
        let count = taken.entry(family.clone()).or_default();
        let cycle = family.contains("Cycle");
        if se[0] >= Rating(75) || (!cycle && *count >= 3) {
            continue;
        }
        *count += 1;
        cycles += usize::from(cycle);
        let report = logic::rate(&parse_line(f[0]).unwrap()).unwrap();
        assert_eq!([report.er, report.ep, report.ed], se, "{line}");
    }
    assert!(cycles >= 10, "only {cycles} cycles in the reference");
}
