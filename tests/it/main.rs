//! Integration tests of the `sudoku` binary, one module per area.

// The reference solver shared with the library's unit tests names `crate::Grid`, `crate::grid`
// and `crate::random`, as it would inside the library.
use sudoku::{Grid, grid, random};

#[path = "../support/reference.rs"]
mod reference;

mod batch;
mod common;
mod completions;
mod errors;
mod formats;
mod json;
mod properties;
mod solve;
mod validate;
