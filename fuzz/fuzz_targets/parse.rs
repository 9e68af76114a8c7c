//! Reading arbitrary bytes, auto-detected or in a forced format: never a panic, records numbered
//! in order, and every puzzle that reads survives being written and read back in every format.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::format::{Format, PuzzleReader};
use sudoku_fuzz::assert_round_trips;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, input)) = data.split_first() else {
        return;
    };
    let forced = match usize::from(selector) % (Format::ALL.len() + 1) {
        0 => None,
        n => Some(Format::ALL[n - 1]),
    };
    for (expected, record) in PuzzleReader::new(input, forced).enumerate() {
        assert_eq!(record.index, expected);
        match record.puzzle {
            Ok(grid) => assert_round_trips(&grid),
            Err(error) => assert!(!error.to_string().is_empty()),
        }
    }
});
