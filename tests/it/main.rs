//! Integration tests of the `sudoku` binary, one module per area.

mod batch;
mod collections;
mod common;
mod completions;
mod errors;
mod formats;
mod json;
mod properties;
mod solve;
mod validate;
