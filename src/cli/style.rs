//! Colour, decided once per run as ripgrep decides it: `--color auto` colours a stream only when
//! it is a terminal, and never with `NO_COLOR` set or `TERM=dumb`; `always` and `never` mean
//! what they say. The decision is anstream's, so `CLICOLOR` and `CLICOLOR_FORCE` are honoured
//! too. Nothing here writes: printers ask whether to colour and wrap their text in styles.

use std::fmt::Display;
use std::io;
use std::sync::OnceLock;

use anstream::{AutoStream, ColorChoice};
use anstyle::{AnsiColor, Style};

/// Whether each stream gets colour, resolved once at start.
#[derive(Debug, Clone, Copy)]
struct Streams {
    stdout: bool,
    stderr: bool,
}

static STREAMS: OnceLock<Streams> = OnceLock::new();

/// Decides colour for the run; the first decision stands (later calls change nothing).
pub fn init(mut choice: ColorChoice) {
    // anstream colours a terminal in CI (`CI` set) even when it says it is dumb; ripgrep's rule,
    // and ours, is that TERM=dumb means no colour unless asked for.
    if choice == ColorChoice::Auto && std::env::var_os("TERM").is_some_and(|t| t == "dumb") {
        choice = ColorChoice::Never;
    }
    choice.write_global();
    let colours = |choice: ColorChoice| !matches!(choice, ColorChoice::Never);
    let _ = STREAMS.set(Streams {
        stdout: colours(AutoStream::choice(&io::stdout())),
        stderr: colours(AutoStream::choice(&io::stderr())),
    });
}

/// Whether results on standard output are coloured. Without [`init`] (unit tests), never.
pub fn stdout() -> bool {
    STREAMS.get().is_some_and(|s| s.stdout)
}

/// Whether messages on standard error are coloured.
pub fn stderr() -> bool {
    STREAMS.get().is_some_and(|s| s.stderr)
}

/// A status that succeeded and says all is well (`unique`, `complete`, `solved`).
pub const GOOD: Style = AnsiColor::Green.on_default();
/// A status that succeeded but deserves a look (`multiple`).
pub const NOTE: Style = AnsiColor::Yellow.on_default();
/// A status that failed, and the prefix of error messages.
pub const BAD: Style = AnsiColor::Red.on_default();
/// The givens of a solved grid, set apart from the digits filled in.
pub const GIVEN: Style = Style::new().bold();

/// `text` in `style` when `colour` is on, as is otherwise.
pub fn paint(colour: bool, style: Style, text: impl Display) -> String {
    if colour {
        format!("{style}{text}{style:#}")
    } else {
        text.to_string()
    }
}

/// The start of an error message on standard error: `sudoku: `, in bold red when coloured.
pub fn error_prefix() -> &'static str {
    static PREFIX: OnceLock<String> = OnceLock::new();
    PREFIX.get_or_init(|| format!("{} ", paint(stderr(), BAD.bold(), "sudoku:")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn painting_wraps_in_escapes_only_when_asked() {
        assert_eq!(paint(false, GOOD, "unique"), "unique");
        let painted = paint(true, GOOD, "unique");
        assert!(painted.starts_with("\x1b[") && painted.contains("unique"));
        assert!(painted.ends_with("\x1b[0m"));
    }
}
