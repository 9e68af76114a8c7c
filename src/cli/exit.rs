//! The exit status, decided in one place from what happened.

use std::process::ExitCode;

/// How a run ended, ordered so that the worse outcome wins when two are combined.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum Exit {
    /// Every puzzle succeeded.
    #[default]
    Success,
    /// Some puzzle was unsolvable, broke a rule or could not be read; the rest were processed.
    PuzzleFailed,
    /// A usage error, or an input that could not be opened at all.
    Trouble,
    /// Stopped by Ctrl-C or a termination signal before the end.
    Interrupted,
}

impl Exit {
    /// The worse of two outcomes.
    pub fn and(self, other: Exit) -> Exit {
        self.max(other)
    }

    pub fn code(self) -> u8 {
        match self {
            Exit::Success => 0,
            Exit::PuzzleFailed => 1,
            Exit::Trouble => 2,
            Exit::Interrupted => super::interrupt::INTERRUPTED_CODE as u8,
        }
    }
}

/// Whether `error` is the reader of our output gone (`sudoku solve big.txt | head`): their
/// choice, not a failure, so the run ends quietly with status 0.
pub fn reader_gone(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trouble_wins_over_failed_puzzles_which_win_over_success() {
        assert_eq!(Exit::Success.and(Exit::PuzzleFailed), Exit::PuzzleFailed);
        assert_eq!(Exit::Trouble.and(Exit::PuzzleFailed), Exit::Trouble);
        assert_eq!(Exit::PuzzleFailed.and(Exit::Trouble).code(), 2);
        assert_eq!(Exit::default().code(), 0);
    }
}
