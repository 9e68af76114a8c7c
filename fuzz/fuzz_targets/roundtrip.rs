//! Any grid, written in each format and read back (auto-detected), is the same grid, and
//! writing it again gives the same text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_fuzz::{assert_round_trips, grid_from};

fuzz_target!(|data: &[u8]| {
    if let Some(grid) = grid_from(data) {
        assert_round_trips(&grid);
    }
});
