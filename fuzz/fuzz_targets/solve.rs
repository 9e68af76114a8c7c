//! Solving any grid: answers keep the givens and obey every unit, the smallest answer is no
//! larger than any other and the same with or without uniqueness, counting agrees with
//! enumeration, and broken givens mean no answer.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::{solver, validate};
use sudoku_fuzz::{assert_solves, grid_from};

fuzz_target!(|data: &[u8]| {
    let Some((&limit, rest)) = data.split_first() else {
        return;
    };
    let Some(puzzle) = grid_from(rest) else {
        return;
    };
    let smallest = solver::smallest_solution(&puzzle);
    let any = solver::any_solution(&puzzle);
    assert_eq!(solver::smallest_grid(&puzzle), smallest.map(|s| s.grid));
    if !validate::conflicts(&puzzle).is_empty() {
        assert!(smallest.is_none() && any.is_none(), "broken givens solved");
        assert_eq!(solver::count_solutions(&puzzle, 5), 0);
        return;
    }
    assert_eq!(smallest.is_some(), any.is_some());
    if let (Some(smallest), Some(any)) = (smallest, any) {
        assert_solves(&puzzle, &smallest.grid);
        assert_solves(&puzzle, &any);
        assert!(smallest.grid <= any);
        assert_eq!(smallest.unique, solver::count_solutions(&puzzle, 2) == 1);
    }
    let limit = u64::from(limit % 16) + 1;
    let mut all = Vec::new();
    let visited = solver::solutions_in_order(&puzzle, limit, |s| all.push(*s));
    assert_eq!(visited, all.len() as u64);
    assert_eq!(solver::count_solutions(&puzzle, limit), visited);
    assert!(
        all.windows(2).all(|w| w[0] < w[1]),
        "not in lexicographic order"
    );
    for solution in &all {
        assert_solves(&puzzle, solution);
    }
    if let (Some(first), Some(smallest)) = (all.first(), smallest) {
        assert_eq!(*first, smallest.grid);
    }
});
