//! Tests of the transformation group, the canonical form, shuffling and minimizing, checked
//! where it matters against naive references written here (an exhaustive walk over the group,
//! a plain backtracking solution counter) rather than against the engine under test.

use proptest::prelude::*;

use super::*;
use crate::format::parse_line;
use crate::grid::{CELLS, Grid};
use crate::random::Random;

/// 17-clue puzzles from the Royle collection: known to be pairwise non-equivalent.
const SEVENTEENS: [&str; 12] = [
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
    "................12....34.........3.5..62......71.........16..8....9.....43......7",
    "................12..3..4........1.......25..6.78...3.......34...6......12..8.....",
    "................12..3..4..5.....2........63...15....7.....7......6...2...4..1...8",
    "................12..3.45.............4..6...527.1..........8......2...7...5...4.9",
    "...............123..4.56...........5.......36..7.8........4.7.....29....36.......",
    "..............1..2..3....4......21.5..6.......47.3........6..7.5...4....8.......9",
    "..............1..2.34....5........3.2...56...7.....8.......7......43....18......5",
    "........1........2..3.45........3.6....5.....17.2..........43..2.....5..8...7....",
    "........1.......23....45......3.......4...6....71......3........8....5.712..9....",
    "........1.....2.....3....4.......5......6.43..1.4.........73....8..4....52......8",
    ".................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.",
];

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const CLASSIC_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn grid(line: &str) -> Grid {
    parse_line(line).expect("a valid test puzzle")
}

/// A puzzle of random shape: a shuffled solution grid with each cell kept with chance
/// `keep`/100, so blank patterns, digits and sizes all vary.
fn random_puzzle(seed: u64, keep: u64) -> Grid {
    let mut random = Random::new(seed);
    let mut puzzle = shuffle(&grid(CLASSIC_SOLUTION), &mut random);
    for cell in 0..CELLS {
        if random.below(100) >= keep {
            puzzle.set(cell, 0);
        }
    }
    puzzle
}

/// Every one of the 3,359,232 geometric transformations, walked naively.
fn for_each_geometry(mut visit: impl FnMut(&dyn Fn(usize) -> usize)) {
    let orders: Vec<[u8; 9]> = (0..1296)
        .map(|mut n| {
            let pick = |k: &mut usize| {
                const ORDERS: [[usize; 3]; 6] = [
                    [0, 1, 2],
                    [0, 2, 1],
                    [1, 0, 2],
                    [1, 2, 0],
                    [2, 0, 1],
                    [2, 1, 0],
                ];
                let order = ORDERS[*k % 6];
                *k /= 6;
                order
            };
            let bands = pick(&mut n);
            let mut lines = [0u8; 9];
            for slot in 0..3 {
                let within = pick(&mut n);
                for i in 0..3 {
                    lines[slot * 3 + i] = (bands[slot] * 3 + within[i]) as u8;
                }
            }
            lines
        })
        .collect();
    for transpose in [false, true] {
        for rows in &orders {
            for columns in &orders {
                visit(&|cell: usize| {
                    let (r, c) = (usize::from(rows[cell / 9]), usize::from(columns[cell % 9]));
                    if transpose { c * 9 + r } else { r * 9 + c }
                });
            }
        }
    }
}

/// The naive canonical form and automorphism count: the smallest renamed string over the whole
/// group, and how many geometric transformations give the puzzle back.
fn naive_canonical(puzzle: &Grid) -> (Grid, u64) {
    let cells = puzzle.cells();
    let mut best = [10u8; CELLS];
    let mut automorphisms = 0;
    for_each_geometry(|source| {
        // The renamed image, abandoned as soon as it is larger than the best so far.
        let mut names = [0u8; 10];
        let mut next = 1;
        let mut image = [0u8; CELLS];
        let mut smaller = false;
        for (cell, slot) in image.iter_mut().enumerate() {
            let digit = usize::from(cells[source(cell)]);
            if digit != 0 && names[digit] == 0 {
                names[digit] = next;
                next += 1;
            }
            *slot = names[digit];
            if !smaller {
                if *slot > best[cell] {
                    return;
                }
                smaller = *slot < best[cell];
            }
        }
        best = image;
    });
    // Automorphisms: images equal to the puzzle up to a one-to-one renaming.
    for_each_geometry(|source| {
        let (mut to, mut from) = ([0u8; 10], [0u8; 10]);
        for (cell, &mine) in cells.iter().enumerate() {
            let theirs = cells[source(cell)];
            if (mine == 0) != (theirs == 0) {
                return;
            }
            if mine != 0 {
                let (m, t) = (usize::from(mine), usize::from(theirs));
                if to[t] == 0 && from[m] == 0 {
                    to[t] = mine;
                    from[m] = theirs;
                } else if to[t] != mine || from[m] != theirs {
                    return;
                }
            }
        }
        automorphisms += 1;
    });
    (Grid::from_cells(best).expect("digits"), automorphisms)
}

/// Solutions of `puzzle` counted up to `limit` by plain backtracking, independent of the solver.
fn naive_count(puzzle: &Grid, limit: u64) -> u64 {
    fn fits(cells: &[u8; CELLS], cell: usize, digit: u8) -> bool {
        let (r, c) = (cell / 9, cell % 9);
        let (br, bc) = (r / 3 * 3, c / 3 * 3);
        (0..9).all(|i| {
            cells[r * 9 + i] != digit
                && cells[i * 9 + c] != digit
                && cells[(br + i / 3) * 9 + bc + i % 3] != digit
        })
    }
    // Branches on the blank cell with the fewest fitting digits, which keeps this quick enough.
    fn count(cells: &mut [u8; CELLS], limit: u64, found: &mut u64) {
        let mut best: Option<(usize, Vec<u8>)> = None;
        for cell in (0..CELLS).filter(|&c| cells[c] == 0) {
            let digits: Vec<u8> = (1..=9).filter(|&d| fits(cells, cell, d)).collect();
            if best.as_ref().is_none_or(|(_, b)| digits.len() < b.len()) {
                best = Some((cell, digits));
            }
        }
        let Some((cell, digits)) = best else {
            *found += 1;
            return;
        };
        for digit in digits {
            if *found >= limit {
                return;
            }
            cells[cell] = digit;
            count(cells, limit, found);
            cells[cell] = 0;
        }
    }
    let mut cells = *puzzle.cells();
    // Givens that clash have no solution.
    for cell in 0..CELLS {
        let digit = cells[cell];
        if digit != 0 {
            cells[cell] = 0;
            let ok = fits(&cells, cell, digit);
            cells[cell] = digit;
            if !ok {
                return 0;
            }
        }
    }
    let mut found = 0;
    count(&mut cells, limit, &mut found);
    found
}

fn is_valid_solution(g: &Grid) -> bool {
    g.is_filled()
        && crate::grid::Unit::all().all(|unit| {
            let mut seen = 0u16;
            unit.cells().iter().all(|&c| {
                let bit = 1 << g.get(c);
                let fresh = seen & bit == 0;
                seen |= bit;
                fresh
            })
        })
}

#[test]
fn transforms_keep_solutions_valid_and_compose_and_invert() {
    let solution = grid(CLASSIC_SOLUTION);
    let puzzle = grid(CLASSIC);
    let mut random = Random::new(11);
    for _ in 0..200 {
        let a = Transform::random(&mut random);
        let b = Transform::random(&mut random);
        assert!(is_valid_solution(&a.apply(&solution)));
        assert_eq!(a.inverse().apply(&a.apply(&puzzle)), puzzle);
        assert_eq!(a.then(&a.inverse()), Transform::IDENTITY);
        assert_eq!(a.then(&b).apply(&puzzle), b.apply(&a.apply(&puzzle)));
        assert_eq!(a.apply(&puzzle).givens(), puzzle.givens());
    }
    assert_eq!(Transform::IDENTITY.apply(&puzzle), puzzle);
}

/// A player's position goes where its placed digits go: the candidates of a puzzle transformed
/// are those of the transformed puzzle, a struck candidate stays struck where its cell and
/// digit went, and undoing the transformation gives the position back.
#[test]
fn candidates_move_with_the_digits_they_belong_to() {
    let puzzle = grid(CLASSIC);
    let mut random = Random::new(17);
    for _ in 0..200 {
        let t = Transform::random(&mut random);
        let before = crate::Candidates::from_grid(&puzzle);
        let after = t.apply_candidates(&before);
        assert_eq!(after, crate::Candidates::from_grid(&t.apply(&puzzle)));
        assert_eq!(after.settled(), t.apply(&before.settled()));
        // Strike a candidate of an empty cell: the transformed position lacks its image.
        let cell = (0..CELLS).find(|&c| puzzle.get(c) == 0).unwrap();
        let digit = before.digits(cell).next().unwrap();
        let mut struck = before;
        struck.remove(cell, digit);
        let moved = t.apply_candidates(&struck);
        let mut marker = Grid::EMPTY;
        marker.set(cell, digit);
        let image = t.apply(&marker);
        let (to_cell, to_digit) = (0..CELLS)
            .find_map(|c| (image.get(c) != 0).then(|| (c, image.get(c))))
            .unwrap();
        assert!(after.contains(to_cell, to_digit));
        assert!(!moved.contains(to_cell, to_digit));
        assert_eq!(t.inverse().apply_candidates(&moved), struck);
    }
}

#[test]
fn random_transforms_reach_every_part_of_the_group() {
    let mut random = Random::new(5);
    let (mut transposed, mut first_rows, mut first_columns, mut ones) =
        (0, [0u32; 9], [0u32; 9], [0u32; 10]);
    for _ in 0..9000 {
        let t = Transform::random(&mut random);
        transposed += u32::from(t.transposes());
        first_rows[usize::from(t.rows()[0])] += 1;
        first_columns[usize::from(t.columns()[0])] += 1;
        ones[usize::from(t.digits()[1])] += 1;
    }
    assert!((4200..4800).contains(&transposed), "{transposed}");
    for counts in [&first_rows[..], &first_columns[..], &ones[1..]] {
        assert!(
            counts.iter().all(|&n| (800..1200).contains(&n)),
            "{counts:?}"
        );
    }
}

#[test]
fn the_empty_grid_is_its_own_form_with_every_transformation_an_automorphism() {
    let canonical = canonicalize(&Grid::EMPTY);
    assert_eq!(canonical.grid, Grid::EMPTY);
    assert_eq!(canonical.automorphisms, 2 * 6u64.pow(8));
    assert_eq!(canonical.to_line(), "0".repeat(81));
}

#[test]
fn automorphism_counts_of_small_shapes() {
    // One given: every transformation keeping its cell in place, 3,359,232 / 81.
    let mut one = Grid::EMPTY;
    one.set(40, 5);
    let canonical = canonicalize(&one);
    assert_eq!(canonical.automorphisms, 41_472);
    assert_eq!(canonical.to_line(), format!("{}1", "0".repeat(80)));

    // A puzzle symmetric under transposition (digits and all) has at least two.
    let mut symmetric = Grid::EMPTY;
    for (cell, digit) in [(0, 1), (10, 2), (5, 3), (45, 3), (22, 4), (38, 4)] {
        symmetric.set(cell, digit);
    }
    assert_eq!(
        Transform::from_parts(
            true,
            [0, 1, 2, 3, 4, 5, 6, 7, 8],
            [0, 1, 2, 3, 4, 5, 6, 7, 8],
            [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        )
        .apply(&symmetric),
        symmetric
    );
    let (naive_grid, naive_count) = naive_canonical(&symmetric);
    let canonical = canonicalize(&symmetric);
    assert_eq!(canonical.grid, naive_grid);
    assert_eq!(canonical.automorphisms, naive_count);
    assert!(naive_count >= 2 && naive_count % 2 == 0, "{naive_count}");
}

#[test]
fn the_canonical_form_equals_the_exhaustive_minimum() {
    let puzzles = [
        grid(SEVENTEENS[0]),
        grid(CLASSIC),
        random_puzzle(3, 8),
        random_puzzle(4, 60),
    ];
    for puzzle in puzzles {
        let canonical = canonicalize(&puzzle);
        let (grid, automorphisms) = naive_canonical(&puzzle);
        assert_eq!(canonical.grid, grid, "{puzzle:?}");
        assert_eq!(canonical.automorphisms, automorphisms, "{puzzle:?}");
        assert_eq!(canonical.transform.apply(&puzzle), canonical.grid);
    }
}

#[test]
fn a_solution_grid_has_its_exhaustive_form_too() {
    let solution = grid(CLASSIC_SOLUTION);
    let canonical = canonicalize(&solution);
    let (naive_grid, automorphisms) = naive_canonical(&solution);
    assert_eq!(canonical.grid, naive_grid);
    assert_eq!(canonical.automorphisms, automorphisms);
    // A grid built from shifted rows, with many symmetries.
    let cyclic =
        grid("123456789456789123789123456234567891567891234891234567345678912678912345912345678");
    let canonical_cyclic = canonicalize(&cyclic);
    let (naive_grid, automorphisms) = naive_canonical(&cyclic);
    assert_eq!(canonical_cyclic.grid, naive_grid);
    assert_eq!(canonical_cyclic.automorphisms, automorphisms);
    assert!(automorphisms > 1, "{automorphisms}");
    // Solution grids take their own path for the first two rows, so they get isomorphs of
    // their own here.
    let mut random = Random::new(8);
    for _ in 0..20 {
        let twin = shuffle(&solution, &mut random);
        assert_eq!(canonicalize(&twin).grid, canonical.grid);
    }
}

#[test]
fn non_equivalent_puzzles_have_different_forms() {
    let mut forms: Vec<Grid> = SEVENTEENS
        .iter()
        .map(|line| canonicalize(&grid(line)).grid)
        .collect();
    forms.sort_unstable();
    forms.dedup();
    assert_eq!(forms.len(), SEVENTEENS.len());
    // One digit moved changes the class of an otherwise equal puzzle.
    let puzzle = grid(CLASSIC);
    let mut moved = puzzle;
    moved.set(0, 0);
    moved.set(2, 5);
    assert_ne!(canonicalize(&puzzle).grid, canonicalize(&moved).grid);
}

#[test]
fn givens_that_break_the_rules_still_have_a_form() {
    let mut clash = grid(SEVENTEENS[3]);
    clash.set(0, 1);
    clash.set(1, 1);
    clash.set(9, 1);
    let canonical = canonicalize(&clash);
    let mut random = Random::new(2);
    for _ in 0..50 {
        let twin = shuffle(&clash, &mut random);
        assert_eq!(canonicalize(&twin).grid, canonical.grid);
    }
    assert_eq!(canonical.transform.apply(&clash), canonical.grid);
}

#[test]
fn shuffle_is_reproducible_and_keeps_the_class_and_the_givens() {
    let puzzle = grid(SEVENTEENS[5]);
    let first = shuffle(&puzzle, &mut Random::for_item(9, 3));
    assert_eq!(first, shuffle(&puzzle, &mut Random::for_item(9, 3)));
    assert_ne!(first, shuffle(&puzzle, &mut Random::for_item(9, 4)));
    assert_eq!(first.givens(), puzzle.givens());
    assert_eq!(naive_count(&first, 2), 1);
    assert_eq!(canonicalize(&first).grid, canonicalize(&puzzle).grid);
}

fn assert_minimal(original: &Grid, minimal: &Grid) {
    assert_eq!(naive_count(minimal, 2), 1, "{minimal:?} is not unique");
    let solution = crate::solver::any_solution(original).expect("solvable");
    let mut checked = *minimal;
    for cell in 0..CELLS {
        let digit = minimal.get(cell);
        if digit != 0 {
            assert_eq!(
                original.get(cell),
                digit,
                "a given that was not in the puzzle"
            );
            checked.set(cell, 0);
            assert!(naive_count(&checked, 2) > 1, "cell {cell} could go");
            checked.set(cell, digit);
        }
    }
    let mut completed = false;
    crate::solver::solutions_in_order(minimal, 1, |s| completed = *s == solution);
    assert!(completed, "the solution changed");
}

#[test]
fn minimize_keeps_the_unique_solution_and_leaves_nothing_removable() {
    let puzzle = grid(CLASSIC);
    let minimal = minimize(&puzzle, Order::Reading).expect("a unique puzzle");
    assert!(minimal.givens() < puzzle.givens());
    assert_minimal(&puzzle, &minimal);
    assert_eq!(minimize(&puzzle, Order::Reading), Ok(minimal));

    let full = grid(CLASSIC_SOLUTION);
    let a = minimize(&full, Order::Random(&mut Random::new(1))).expect("unique");
    let b = minimize(&full, Order::Random(&mut Random::new(1))).expect("unique");
    assert_eq!(a, b, "the same seed, the same puzzle");
    assert_minimal(&full, &a);

    // A minimal puzzle is its own minimization.
    let seventeen = grid(SEVENTEENS[0]);
    assert_eq!(minimize(&seventeen, Order::Reading), Ok(seventeen));
}

#[test]
fn minimize_refuses_puzzles_without_exactly_one_solution() {
    assert_eq!(
        minimize(&Grid::EMPTY, Order::Reading),
        Err(MinimizeError::MultipleSolutions)
    );
    let mut clash = grid(CLASSIC);
    clash.set(2, 5);
    assert_eq!(
        minimize(&clash, Order::Reading),
        Err(MinimizeError::NoSolution)
    );
    let mut dead = grid(CLASSIC_SOLUTION);
    dead.set(0, 0);
    dead.set(1, 0);
    dead.set(0, 3); // 3 cannot stand at r1c1: its row already holds one.
    assert_eq!(
        minimize(&dead, Order::Reading),
        Err(MinimizeError::NoSolution)
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn every_isomorph_has_the_same_form_and_none_is_smaller(
        seed in any::<u64>(),
        keep in prop::sample::select(vec![0u64, 5, 20, 35, 60, 90, 100]),
    ) {
        let puzzle = random_puzzle(seed, keep);
        let canonical = canonicalize(&puzzle);
        prop_assert_eq!(canonical.transform.apply(&puzzle), canonical.grid);
        let mut random = Random::new(seed ^ 1);
        for _ in 0..8 {
            let twin = shuffle(&puzzle, &mut random);
            prop_assert!(canonical.grid <= twin);
            let again = canonicalize(&twin);
            prop_assert_eq!(again.grid, canonical.grid);
            prop_assert_eq!(again.automorphisms, canonical.automorphisms);
            prop_assert_eq!(again.transform.apply(&twin), canonical.grid);
        }
    }

    #[test]
    fn seventeens_keep_their_form_under_shuffling(index in 0..SEVENTEENS.len(), seed in any::<u64>()) {
        let puzzle = grid(SEVENTEENS[index]);
        let canonical = canonicalize(&puzzle).grid;
        let twin = shuffle(&puzzle, &mut Random::new(seed));
        prop_assert!(canonical <= twin);
        prop_assert_eq!(canonicalize(&twin).grid, canonical);
    }
}
