//! Integration tests of the `sudoku` binary, one module per area.

mod batch;
mod common;
mod completions;
mod errors;
mod formats;
mod json;
mod outdir;
mod properties;
mod scale;
mod solve;
mod validate;
