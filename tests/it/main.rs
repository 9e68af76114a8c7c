//! Integration tests of the `sudoku` binary, one module per area.

mod batch;
mod common;
mod completions;
mod errors;
mod formats;
mod json;
mod logic;
mod properties;
mod solve;
mod validate;
