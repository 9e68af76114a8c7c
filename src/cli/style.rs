//! Colour, decided once per run as ripgrep decides it: `--color auto` colours a stream only when
//! it is a terminal, and never with `NO_COLOR` set or `TERM=dumb`; `always` and `never` mean
//! what they say. `CLICOLOR` and `CLICOLOR_FORCE` are honoured too, as their convention
//! (bixense.com/clicolors) says. Nothing here writes: printers ask whether to colour and wrap
//! their text in styles.

use std::fmt::Display;
use std::io;
use std::sync::OnceLock;

use std::ffi::OsString;
use std::io::IsTerminal;

use anstream::ColorChoice;
use anstyle::{AnsiColor, Style};

/// Whether each stream gets colour, resolved once at start.
#[derive(Debug, Clone, Copy)]
struct Streams {
    stdout: bool,
    stderr: bool,
}

static STREAMS: OnceLock<Streams> = OnceLock::new();

/// Decides colour for the run; the first decision stands (later calls change nothing).
pub fn init(choice: ColorChoice) {
    choice.write_global();
    let colours = |terminal: bool| match choice {
        ColorChoice::Auto => auto_colours(terminal, |name| std::env::var_os(name)),
        ColorChoice::Always | ColorChoice::AlwaysAnsi => true,
        ColorChoice::Never => false,
    };
    let _ = STREAMS.set(Streams {
        stdout: colours(io::stdout().is_terminal()),
        stderr: colours(io::stderr().is_terminal()),
    });
}

/// Whether `--color auto` colours a stream, a `terminal` or not, in an environment whose
/// variables `var` gives. anstream's rule, but for two points: `TERM=dumb` never gets colour
/// (ripgrep's rule; anstream colours a dumb terminal when `CI` is set), and `CLICOLOR_FORCE=0`
/// forces nothing (the convention's "!= 0"; anstream takes any value for a yes, which put
/// escape codes into pipes for users who set it to 0 to turn colour off).
fn auto_colours(terminal: bool, var: impl Fn(&str) -> Option<OsString>) -> bool {
    let set = |name: &str| var(name).filter(|value| !value.is_empty());
    let term = var("TERM");
    if set("NO_COLOR").is_some() || term.as_deref().is_some_and(|t| t == "dumb") {
        return false;
    }
    if set("CLICOLOR_FORCE").is_some_and(|force| force != "0") {
        return true;
    }
    let clicolor = var("CLICOLOR");
    if clicolor.as_deref().is_some_and(|c| c == "0") {
        return false;
    }
    // Without TERM a Unix terminal is an odd one, probably without colour; Windows sets none.
    let capable = term.is_some() || cfg!(windows) || clicolor.is_some() || var("CI").is_some();
    terminal && capable
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

    #[test]
    fn auto_colours_a_terminal_as_the_environment_says() {
        let auto = |terminal: bool, vars: &[(&str, &str)]| {
            let vars: Vec<(String, OsString)> = vars
                .iter()
                .map(|(k, v)| (k.to_string(), v.into()))
                .collect();
            auto_colours(terminal, |name| {
                vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
            })
        };
        let xterm = ("TERM", "xterm");
        assert!(auto(true, &[xterm]));
        assert!(!auto(false, &[xterm]));
        // NO_COLOR counts when it holds something (no-color.org), TERM=dumb always.
        assert!(!auto(true, &[xterm, ("NO_COLOR", "1")]));
        assert!(auto(true, &[xterm, ("NO_COLOR", "")]));
        assert!(!auto(true, &[("TERM", "dumb"), ("CLICOLOR_FORCE", "1")]));
        // CLICOLOR_FORCE forces colour into a pipe unless it is 0 (or empty).
        assert!(auto(false, &[xterm, ("CLICOLOR_FORCE", "1")]));
        assert!(!auto(false, &[xterm, ("CLICOLOR_FORCE", "0")]));
        assert!(!auto(false, &[xterm, ("CLICOLOR_FORCE", "")]));
        assert!(auto(true, &[xterm, ("CLICOLOR_FORCE", "0")]));
        assert!(!auto(true, &[xterm, ("CLICOLOR", "0")]));
        assert!(!auto(
            true,
            &[xterm, ("CLICOLOR", "0"), ("CLICOLOR_FORCE", "0")]
        ));
    }
}
