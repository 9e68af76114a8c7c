//! How many puzzles ended with each status, for the summary and the exit code.

use super::task::Status;

#[derive(Debug, Clone)]
pub struct Tally<S: Status> {
    counts: Vec<u64>,
    _status: std::marker::PhantomData<S>,
}

impl<S: Status> Default for Tally<S> {
    fn default() -> Self {
        Tally {
            counts: vec![0; S::ALL.len()],
            _status: std::marker::PhantomData,
        }
    }
}

impl<S: Status> Tally<S> {
    pub fn add(&mut self, status: S) {
        self.counts[status.ordinal()] += 1;
    }

    /// Whether any puzzle failed.
    pub fn any_failed(&self) -> bool {
        S::ALL
            .iter()
            .zip(&self.counts)
            .any(|(status, &n)| status.failed() && n > 0)
    }

    /// Each status with its count, in the order of [`Status::ALL`].
    pub fn counts(&self) -> impl Iterator<Item = (S, u64)> + '_ {
        S::ALL.iter().copied().zip(self.counts.iter().copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Outcome {
        Good,
        Bad,
    }

    impl Status for Outcome {
        const ALL: &'static [Outcome] = &[Outcome::Good, Outcome::Bad];
        fn name(self) -> &'static str {
            match self {
                Outcome::Good => "good",
                Outcome::Bad => "bad",
            }
        }
        fn failed(self) -> bool {
            self == Outcome::Bad
        }
    }

    #[test]
    fn the_tally_counts_each_status_in_the_order_listed() {
        let mut tally = Tally::default();
        tally.add(Outcome::Bad);
        tally.add(Outcome::Good);
        tally.add(Outcome::Good);
        assert_eq!(
            tally.counts().collect::<Vec<_>>(),
            [(Outcome::Good, 2), (Outcome::Bad, 1)]
        );
        assert!(tally.any_failed());
        assert!(!Tally::<Outcome>::default().any_failed());
    }
}
