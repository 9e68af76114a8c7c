//! `sudoku`: reading, solving, validating and writing 9×9 Sudoku puzzles.
pub mod format;
pub mod grid;
pub mod solver;
pub mod validate;

pub use grid::Grid;
