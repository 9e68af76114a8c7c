//! What became of each puzzle `generate` was asked for, as the summary and the exit status
//! count it.

use super::super::task::Status;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GenerateStatus {
    Generated,
    /// No puzzle could be made (a pattern that gives no unique puzzle).
    Failed,
    /// A `--from` grid that gives no solution to start from.
    Invalid,
}

impl Status for GenerateStatus {
    const ALL: &'static [GenerateStatus] = &[
        GenerateStatus::Generated,
        GenerateStatus::Failed,
        GenerateStatus::Invalid,
    ];

    fn name(self) -> &'static str {
        match self {
            GenerateStatus::Generated => "generated",
            GenerateStatus::Failed => "failed",
            GenerateStatus::Invalid => "invalid",
        }
    }

    fn failed(self) -> bool {
        self != GenerateStatus::Generated
    }
}
