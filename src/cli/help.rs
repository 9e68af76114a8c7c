//! Text that ends the long help (`--help`) of every command and the manual page: examples, then
//! the exit statuses. Macros rather than constants, because clap's attributes take `concat!`
//! of literals; the manual page reads the same text back from the command definition.
//!
//! The text is a few blocks, each a heading line ending in `:` and lines indented by two
//! spaces; `man` turns each block into a section.

/// The exit statuses, the same for every command that reads puzzles.
macro_rules! exit_status {
    () => {
        "Exit status:
  0    every puzzle succeeded
  1    a puzzle was unsolvable, broke a rule or could not be read (the
       others were still processed), or the inputs held no puzzle at all
  2    a usage error, or an input that cannot be opened or read (2 wins over 1)
  130  interrupted by Ctrl-C or SIGTERM; what was written stays whole"
    };
}

pub(crate) use exit_status;
