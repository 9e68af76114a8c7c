//! Growths that pause after a few rounds of nested chains, and go on only where they could
//! still give the best hint.
//!
//! At level 4 a growth asks its nested dynamic forcing chains round after round, each round a
//! whole search of the grid it has left, and a search grows every assumption both ways before
//! it picks the shortest hint. But what a growth reaches in a round relies on a link the
//! nested chains add in that round, and that link relies on some candidate struck since the
//! round before: a nested hint relying on none would have been found in the round before, its
//! link added then. So everything a growth reaches after a round is longer, by one at least,
//! than the shortest off candidate it reached since the round before, nested chains counted;
//! and so is every hint it takes part in through them.
//!
//! So a search grows every assumption a few rounds ahead and picks the best hint among what
//! they reached; then the growths paused there go on, a round at a time, while that bound
//! leaves room for a hint as short, and it picks again. The hint is the one growing everything
//! would pick: the hints left out are all longer, and a longer hint never rates or sorts
//! before a shorter one of the same search.

use super::carried::Earlier;
use super::outcome::{Outcome, complexity_within};
use super::sinks::Best;
use super::{Asked, Foresight, Grown, Growth, Rounds, forcing_chains_with, go_on};
use crate::logic::node::node_on;
use crate::logic::parallel;
use crate::logic::position::Position;

/// How many rounds of nested chains a growth of level 4 goes ahead before the first pick.
/// (Rounds beyond the second are where most growths reach only long chains; a growth seldom
/// goes past the second before it ends.)
const AHEAD: usize = 2;

/// How many rounds a growth under `growth` goes ahead before the first pick, when limited:
/// below level 4 the rounds are few and cheap.
fn ahead(growth: Growth) -> Rounds {
    (growth.level == 4).then_some(AHEAD)
}

/// The best hint of a search that grows every assumption in `position` ahead (going on from
/// `earlier`'s growths, when given), and the growths: those of level 4 pause a few rounds
/// ahead, and go on round by round only where they could still give a hint as short as the
/// best among what all had reached.
pub(super) fn best_ahead(
    position: &Position,
    growth: Growth,
    earlier: Option<&Earlier>,
) -> (Best, Grown) {
    best_pausing(position, (growth, ahead(growth)), earlier)
}

fn best_pausing(
    position: &Position,
    (growth, rounds): (Growth, Rounds),
    earlier: Option<&Earlier>,
) -> (Best, Grown) {
    let mut grown = Grown::ahead(position, (growth, rounds), earlier);
    let mut best = Best::default();
    forcing_chains_with(position, growth, Foresight::Nothing, &mut grown, &mut best);
    let mut went_on = false;
    while grown.go_on_within(position, growth, best.complexity()) {
        went_on = true;
    }
    if went_on {
        best = Best::default();
        forcing_chains_with(position, growth, Foresight::Nothing, &mut grown, &mut best);
    }
    (best, grown)
}

impl Grown {
    /// Lets every paused growth go on where what it reaches next could take part in a hint of
    /// length `longest` or less, for one more round (each to its end, when there is no hint
    /// yet); tells whether any went on.
    pub(super) fn go_on_within(
        &mut self,
        position: &Position,
        growth: Growth,
        longest: Option<usize>,
    ) -> bool {
        // Below level 4 nothing pauses: not worth a pass over the threads.
        let mut all = self.outcomes.iter().chain(self.negations.iter().flatten());
        if !all.any(|out| out.paused) {
            return false;
        }
        let go_on_if = |out: &mut Outcome| {
            if !out.paused || longest.is_some_and(|longest| !could_lead_within(out, longest)) {
                return false;
            }
            let mut paused = std::mem::take(out);
            paused.paused = false;
            // Paused when the basic techniques had found nothing: the nested chains are next.
            let rounds = longest.map(|_| 1);
            *out = go_on(position, growth, paused, (Asked::AllBut(0), rounds));
            true
        };
        let on = parallel::map_mut(&mut self.outcomes, go_on_if);
        let off = parallel::map_mut(&mut self.negations, |out| match out {
            Some(out) => go_on_if(out),
            None => false,
        });
        on.into_iter().chain(off).any(|went| went)
    }
}

/// Whether what the paused growth `out` reaches if it goes on could take part in a hint of
/// length `longest` or less: whether some off candidate it reached since its last round of
/// nested chains is shorter than `longest`.
fn could_lead_within(out: &Outcome, longest: usize) -> bool {
    let Some(since) = out.last_nested_round() else {
        return true;
    };
    (since..out.entries.len() as u32)
        .filter(|&e| !node_on(out.node(e)))
        .any(|e| complexity_within(&[(out, e)], longest.saturating_sub(1)).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::Rating;
    use crate::logic::forcing::inner;
    use crate::logic::forcing::outcome::complexity;
    use crate::logic::implications::Origin;
    use crate::logic::rater;

    /// Where an 11.6 reference puzzle takes its first step of level 4, after thirteen of
    /// level 3: a search there pauses growths and lets some go on.
    fn first_level_4_position() -> Position {
        let line =
            "1.......2..34...5..6....7......3..4....5.6.....894.....2....1..7.......6..5.8..9.";
        let mut position = Position::from_grid(&crate::format::parse_line(line).unwrap());
        while let Some(step) = rater::next(&position) {
            if step.rating >= Rating(105) {
                return position;
            }
            position.apply(&step);
        }
        panic!("no step of level 4");
    }

    fn all_outcomes(grown: &Grown) -> impl Iterator<Item = &Outcome> {
        grown
            .outcomes
            .iter()
            .chain(grown.negations.iter().flatten())
    }

    /// A search whose growths pause and go on only where they could still give the best hint
    /// finds the hint a search growing every assumption to its end finds, pausing before the
    /// first round (where no hint is found before all go on), after one or after two. Each
    /// growth left paused is what the whole growth had reached by then, and the rest of the
    /// whole growth is longer than the hint: some are left paused, some go on, some end.
    #[test]
    fn growths_paused_where_they_cannot_give_a_shorter_hint_leave_the_hint_alone() {
        let position = first_level_4_position();
        let growth = Growth::nested(4, 0);
        let (everything, whole) = best_pausing(&position, (growth, None), None);
        let longest = everything.complexity().expect("a hint of level 4");
        let everything = inner::best_step(everything);
        let whole_of = |start| match node_on(start) {
            true => whole.get(start),
            false => whole.negation(start).expect("grown ahead"),
        };
        for ahead in [0, 1, 2] {
            let (best, grown) = best_pausing(&position, (growth, Some(ahead)), None);
            assert_eq!(inner::best_step(best), everything, "{ahead} ahead");
            let (mut left, mut ended) = (0, 0);
            for out in all_outcomes(&grown) {
                let whole = whole_of(out.node(0));
                if !out.paused {
                    assert_eq!(out.entries_as_list(), whole.entries_as_list());
                    ended += 1;
                    continue;
                }
                left += 1;
                let reached = out.entries.len();
                assert_eq!(out.entries_as_list(), whole.entries_as_list()[..reached]);
                for e in reached as u32..whole.entries.len() as u32 {
                    assert!(complexity(&[(whole, e)]) > longest, "{}", out.node(0));
                }
            }
            assert!(
                ahead == 0 || (left > 10 && ended > 100),
                "{left} paused, {ended} ended"
            );
        }
    }

    /// What a growth reaches after a round of nested chains is longer, nested chains counted,
    /// than the shortest off candidate it reached since the round before: the bound that lets
    /// a paused growth stay paused. Checked on every round of every growth of level 4 where
    /// the 11.6 puzzle takes its first step of that level.
    #[test]
    fn what_a_round_reaches_is_longer_than_the_shortest_struck_since_the_round_before() {
        let position = first_level_4_position();
        let growth = Growth::nested(4, 0);
        let grown = Grown::ahead(&position, (growth, None), None);
        let mut checked = 0;
        for out in all_outcomes(&grown) {
            let mut rounds: Vec<u32> = out
                .added
                .iter()
                .filter(|link| matches!(link.origin, Origin::Chain(_)))
                .map(|link| link.asked_at)
                .collect();
            rounds.dedup();
            let length = |e: u32| complexity(&[(out, e)]);
            for pair in rounds.windows(2) {
                let (since, round) = (pair[0], pair[1]);
                let shortest = (since..round)
                    .filter(|&e| !node_on(out.node(e)))
                    .map(length)
                    .min()
                    .expect("an off candidate struck in a round");
                for e in round..out.entries.len() as u32 {
                    assert!(length(e) > shortest, "entry {e} of {}", out.node(0));
                    checked += 1;
                }
            }
        }
        assert!(
            checked > 1000,
            "only {checked} entries after a second round"
        );
    }
}
