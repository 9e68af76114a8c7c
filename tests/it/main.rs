//! Integration tests of the `sudoku` binary, one module per area.

// The reference solver shared with the library's unit tests names `crate::Grid`, `crate::grid`
// and `crate::random`, as it would inside the library.
use sudoku::{Grid, grid, random};

#[path = "../support/reference.rs"]
mod reference;

mod batch;
mod canon;
mod collections;
mod common;
mod completions;
mod errors;
mod feel;
mod formats;
mod generate;
mod hardening;
mod json;
mod logic;
mod outdir;
mod properties;
mod rate;
mod rate_within;
mod scale;
mod solve;
mod validate;
mod walk;
