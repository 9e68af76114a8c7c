//! Shared helpers: running the binary, puzzles with known answers, and a naive reference solver
//! that the answers of `sudoku` are checked against.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The `sudoku` binary under test.
pub fn sudoku() -> Command {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
}

/// A file under tests/data.
pub fn data_file(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// Runs `sudoku ARGS` with `stdin` as standard input.
pub fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = sudoku()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start sudoku");
    let mut input = child.stdin.take().expect("stdin");
    let stdin = stdin.to_vec();
    // Write from another thread so that a large input cannot deadlock against a full stdout.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let output = child.wait_with_output().expect("wait for sudoku");
    writer.join().unwrap();
    output
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

pub fn code(output: &Output) -> i32 {
    output
        .status
        .code()
        .expect("exited normally, not by a signal")
}

/// Parses NDJSON output, one value per line.
pub fn json_lines(output: &Output) -> Vec<serde_json::Value> {
    stdout(output)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

/// The compact judge example from SPEC.md and its one solution.
pub const JUDGE_COMPACT: &str = "\
103000509
002109400
000704000
300502006
060000050
700803004
000401000
009205800
804000107
";

pub const JUDGE_COMPACT_SOLVED: &str = "\
143628579
572139468
986754231
391542786
468917352
725863914
237481695
619275843
854396127
";

/// A solved grid, as a line.
pub const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A classic puzzle with one solution, as a line, and that solution.
pub const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
pub const PUZZLE_SOLVED: &str = SOLVED;

/// Cells of a line as digits, 0 for a blank.
pub fn cells(line: &str) -> Vec<u8> {
    line.bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect()
}

pub fn line_of(cells: &[u8]) -> String {
    cells
        .iter()
        .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
        .collect()
}

/// The naive reference: fill the blanks in reading order trying 1 to 9, backtracking. The first
/// solution it meets is by construction the lexicographically smallest. Returns the first
/// solution and the number of solutions up to `limit`. Row, column and box masks only make the
/// "is this digit allowed" test cheap; the order of the search is the naive one.
pub fn reference(puzzle: &[u8], limit: usize) -> (Option<Vec<u8>>, usize) {
    struct Search {
        grid: Vec<u8>,
        used: [u16; 27],
        limit: usize,
        first: Option<Vec<u8>>,
        count: usize,
    }
    fn units(cell: usize) -> [usize; 3] {
        [cell / 9, 9 + cell % 9, 18 + cell / 27 * 3 + cell % 9 / 3]
    }
    impl Search {
        /// Prunes branches where some blank has no digit left; this cuts dead subtrees only,
        /// so the order in which solutions are met is unchanged.
        fn blanks_have_candidates(&self) -> bool {
            // Each unit's blanks together must still allow each digit the unit lacks.
            let mut allowed = [0u16; 27];
            for cell in 0..81 {
                if self.grid[cell] == 0 {
                    let [r, c, b] = units(cell);
                    let free = !(self.used[r] | self.used[c] | self.used[b]) & 0x3FE;
                    if free == 0 {
                        return false;
                    }
                    for u in [r, c, b] {
                        allowed[u] |= free;
                    }
                }
            }
            (0..27).all(|u| allowed[u] | self.used[u] == 0x3FE)
        }

        fn run(&mut self, from: usize) {
            let Some(cell) = (from..81).find(|&c| self.grid[c] == 0) else {
                if self.first.is_none() {
                    self.first = Some(self.grid.clone());
                }
                self.count += 1;
                return;
            };
            let [r, c, b] = units(cell);
            for digit in 1..=9u8 {
                let bit = 1 << digit;
                if self.count >= self.limit {
                    return;
                }
                if (self.used[r] | self.used[c] | self.used[b]) & bit == 0 {
                    self.grid[cell] = digit;
                    for u in [r, c, b] {
                        self.used[u] |= bit;
                    }
                    if self.blanks_have_candidates() {
                        self.run(cell + 1);
                    }
                    for u in [r, c, b] {
                        self.used[u] &= !bit;
                    }
                    self.grid[cell] = 0;
                }
            }
        }
    }
    let mut search = Search {
        grid: puzzle.to_vec(),
        used: [0; 27],
        limit,
        first: None,
        count: 0,
    };
    for (cell, &digit) in puzzle.iter().enumerate() {
        if digit != 0 {
            for u in units(cell) {
                if search.used[u] & (1 << digit) != 0 {
                    // Givens that break a rule leave no solution.
                    return (None, 0);
                }
                search.used[u] |= 1 << digit;
            }
        }
    }
    search.run(0);
    (search.first, search.count)
}

/// A small deterministic generator (xorshift), so that tests are reproducible.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// A random solved grid: [`SOLVED`] with its digits relabelled and its rows and columns
/// shuffled within bands and stacks, which keeps every rule.
pub fn random_solved(rng: &mut Rng) -> Vec<u8> {
    let mut digits: Vec<u8> = (1..=9).collect();
    rng.shuffle(&mut digits);
    let mut order = || {
        let mut bands = [0, 1, 2];
        rng.shuffle(&mut bands);
        let mut out = Vec::new();
        for band in bands {
            let mut inner = [0, 1, 2];
            rng.shuffle(&mut inner);
            out.extend(inner.iter().map(|i| band * 3 + i));
        }
        out
    };
    let (rows, cols) = (order(), order());
    let base = cells(SOLVED);
    let mut grid = Vec::with_capacity(81);
    for &r in &rows {
        for &c in &cols {
            grid.push(digits[usize::from(base[r * 9 + c]) - 1]);
        }
    }
    grid
}

/// A puzzle with `blanks` random cells of a random solved grid emptied.
pub fn random_puzzle(rng: &mut Rng, blanks: usize) -> Vec<u8> {
    let mut grid = random_solved(rng);
    let mut positions: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut positions);
    for &cell in &positions[..blanks] {
        grid[cell] = 0;
    }
    grid
}

/// Checks that `solution` is a complete grid that keeps the givens of `puzzle` and obeys
/// every row, column and box.
pub fn assert_solves(puzzle: &[u8], solution: &[u8]) {
    assert_eq!(solution.len(), 81);
    for cell in 0..81 {
        assert!(
            (1..=9).contains(&solution[cell]),
            "cell {cell} is not filled"
        );
        if puzzle[cell] != 0 {
            assert_eq!(puzzle[cell], solution[cell], "given at cell {cell} changed");
        }
    }
    for unit in 0..27 {
        let mut seen = 0u16;
        for i in 0..9 {
            let cell = match unit / 9 {
                0 => unit * 9 + i,
                1 => i * 9 + unit % 9,
                _ => {
                    let b = unit % 9;
                    (b / 3 * 3 + i / 3) * 9 + b % 3 * 3 + i % 3
                }
            };
            seen |= 1 << solution[cell];
        }
        assert_eq!(seen, 0b11_1111_1110, "unit {unit} repeats a digit");
    }
}

/// Renders a line puzzle in the compact format.
pub fn to_compact(line: &str) -> String {
    line.as_bytes()
        .chunks(9)
        .map(|row| {
            let row: String = row
                .iter()
                .map(|&b| if b == b'.' { '0' } else { char::from(b) })
                .collect();
            row + "\n"
        })
        .collect()
}
