//! Integration tests of the `sudoku` binary, one module per area.

mod batch;
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
mod scale;
mod solve;
mod validate;
mod walk;
