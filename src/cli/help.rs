//! Text that ends the long help (`--help`) of every command and the manual page: examples, then
//! the exit statuses. Macros rather than constants, because clap's attributes take `concat!`
//! of literals; the manual page reads the same text back from the command definition.
//!
//! The text is a few blocks, each a heading line ending in `:` and lines indented by two
//! spaces; `man` turns each block into a section.

/// The exit statuses of the commands that read puzzles: those that solve or check them;
/// (`exit_status!(one)`) those that need a puzzle's one solution (rating, explaining, hinting
/// and minimizing it); and (`exit_status!(read)`) those that only read and transform them,
/// whatever their solutions.
macro_rules! exit_status {
    (one) => {
        "Exit status:
  0    every puzzle succeeded
  1    a puzzle was unsolvable, had more than one solution, broke a rule or
       could not be read (the others were still processed), or the inputs held
       no puzzle at all
  2    a usage error, or an input that cannot be opened or read (2 wins over 1)
  130  interrupted by Ctrl-C or SIGTERM; what was written stays whole"
    };
    (read) => {
        "Exit status:
  0    every puzzle was read (solutions are not checked: an unsolvable puzzle
       or one that breaks a rule is written like any other)
  1    a puzzle could not be read (the others were still processed), or the
       inputs held no puzzle at all
  2    a usage error, or an input that cannot be opened or read (2 wins over 1)
  130  interrupted by Ctrl-C or SIGTERM; what was written stays whole"
    };
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
