//! Growths that pause after a few rounds of nested chains, and go on only where they could
//! still give the best hint.
//!
//! At level 4 a growth asks its nested dynamic forcing chains round after round, each round a
//! whole search of the grid it has left, and a search grows every assumption both ways before
//! it picks the shortest hint. What a growth reaches in a round relies on a link the nested
//! chains add in that round, and where they are of level 0 (`Growth::nested(4, 0)`, level 4's
//! first rule), that link has among its parents some candidate struck since the round before.
//! A chain of level 0 follows cell and region links alone, and a link that relies on a struck
//! candidate names it as a parent (it left the cell, or the region, with one candidate); so a
//! nested hint with no such parent is made of links the grid of the round before had too, and
//! was found there, its link added then. What the growth's own direct links reach after that
//! follows from those links, and its own basic techniques, having found nothing when the round
//! began, find only what relies on a candidate struck since, which they name as a parent too.
//! So everything a growth reaches after a round is longer, by one at least, than the shortest
//! off candidate it reached since the round before, nested chains counted; and so is every
//! hint it takes part in through them.
//!
//! That does not hold when the nested chains are of level 1 or more: their basic techniques
//! (and static and multiple chains from level 2) add links that rely on struck candidates
//! without naming them as parents, so a link may appear in a round with its parents all older.
//! Where the 11.6 reference puzzle takes its first step of level 4, pausing gave
//! `Growth::nested(4, 1)` an 11.4 step where growing everything gives 11.3. Those growths do
//! not pause. For level 0 the argument leans on the grid of the round before, which has more
//! candidates, reaching what the later grid reaches through the same links; the test
//! `what_a_round_reaches_is_longer_than_the_shortest_struck_since_the_round_before` checks the
//! bound itself on every growth of a level-4 position.
//!
//! So a search grows every assumption a few rounds ahead and picks the best hint among what
//! they reached; then the growths paused there go on, a round at a time, while that bound
//! leaves room for a hint as short, and it picks again. The hint is the one growing everything
//! would pick: the hints left out are all longer, and a longer hint never rates or sorts
//! before a shorter one of the same search.

use super::carried::{Carry, Earlier};
use super::outcome::{Outcome, complexity_within};
use super::sinks::Best;
use super::{Asked, Foresight, Grown, Growth, RoundsLeft, forcing_chains_with, go_on};
use crate::logic::node::node_on;
use crate::logic::position::Position;
use crate::parallel;

/// How many rounds of nested chains a growth of level 4 nesting chains of level 0 goes ahead
/// before the first pick. On the three 11.7 reference puzzles the bound never rules out a
/// second round (the best hint is 125 to 226 long there), so pausing after one round took the
/// same time as after two, within the machine's noise; after three, 2–4% more. Two picks the
/// first bound from more of what the growths reach, at no measured cost.
const AHEAD: usize = 2;

/// How many rounds a growth under `growth` goes ahead before the first pick, when it pauses at
/// all: only at level 4 nesting dynamic chains of level 0, where the bound holds.
fn rounds_ahead(growth: Growth) -> RoundsLeft {
    (growth.level == 4 && growth.nesting == 0).then_some(AHEAD)
}

/// The best hint of a search that grows every assumption in `position` ahead (going on from
/// `earlier`'s growths, or taking `carry`'s, when given), and the growths: those that pause go
/// a few rounds ahead, then round by round only where they could still give a hint as short as
/// the best among what all had reached.
pub(super) fn best_ahead(
    position: &Position,
    growth: Growth,
    before: (Option<&Earlier>, Option<&Carry>),
) -> (Best, Grown) {
    best_pausing(position, (growth, rounds_ahead(growth)), before)
}

fn best_pausing(
    position: &Position,
    (growth, rounds): (Growth, RoundsLeft),
    before: (Option<&Earlier>, Option<&Carry>),
) -> (Best, Grown) {
    let mut grown = Grown::ahead(position, (growth, rounds), before);
    let mut best = Best::default();
    forcing_chains_with(position, growth, Foresight::Nothing, &mut grown, &mut best);
    // The bound stays the first pick's: on the four level-4 steps of `..9...4...7.3…` it was
    // already the final hint's length, so picking again after each round would only cost.
    let longest = best.complexity();
    let mut went_on = false;
    while grown.go_on_within(position, growth, longest) {
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
    /// yet, so no bound); tells whether any went on.
    fn go_on_within(
        &mut self,
        position: &Position,
        growth: Growth,
        longest: Option<usize>,
    ) -> bool {
        // The paused growths, on assumptions and negations alike, in one pass over the threads.
        let mut paused: Vec<&mut Outcome> = self.all_mut().filter(|out| out.paused).collect();
        if paused.is_empty() {
            return false;
        }
        const ONE_MORE: RoundsLeft = Some(1);
        let rounds = if longest.is_some() { ONE_MORE } else { None };
        let went = parallel::map_mut(&mut paused, |out| {
            if longest.is_some_and(|longest| !could_lead_within(out, longest)) {
                return false;
            }
            let mut going = std::mem::take(*out);
            going.paused = false;
            // Paused when the basic techniques had found nothing: the nested chains are next.
            **out = go_on(position, growth, going, (Asked::AllBut(0), rounds));
            true
        });
        went.into_iter().any(|went| went)
    }
}

/// Whether what the paused growth `out` reaches if it goes on could take part in a hint of
/// length `longest` or less: whether some off candidate it reached since its last round of
/// nested chains is shorter than `longest`, so that what it reaches next could be as long.
fn could_lead_within(out: &Outcome, longest: usize) -> bool {
    // Paused before its first round: nothing bounds what that round brings.
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
    use crate::logic::forcing::outcome::complexity;
    use crate::logic::forcing::tests::NESTED_11_6;
    use crate::logic::forcing::{forcing_chains, inner};
    use crate::logic::implications::Origin;
    use crate::logic::rater;

    /// Where the 11.6 reference puzzle takes its first step of level 4: a search there pauses
    /// growths and lets some go on. (Worked out once for the tests: thirteen steps of level 3
    /// come before it.)
    fn first_level_4_position() -> Position {
        static POSITION: std::sync::OnceLock<Position> = std::sync::OnceLock::new();
        *POSITION.get_or_init(|| {
            let grid = crate::format::parse_line(NESTED_11_6).unwrap();
            let mut position = Position::from_grid(&grid);
            while let Some(step) = rater::next(&position) {
                if step.rating >= Rating(105) {
                    return position;
                }
                position.apply(&step);
            }
            panic!("no step of level 4");
        })
    }

    /// The shortest off candidate `out` reached since its last round of nested chains.
    fn shortest_since_last_round(out: &Outcome) -> usize {
        let since = out.last_nested_round().expect("a round of nested chains");
        (since..out.entries.len() as u32)
            .filter(|&e| !node_on(out.node(e)))
            .map(|e| complexity(&[(out, e)]))
            .min()
            .expect("an off candidate struck in a round")
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
        let (everything, whole) = best_pausing(&position, (growth, None), (None, None));
        let longest = everything.complexity().expect("a hint of level 4");
        let everything = inner::best_step(everything);
        let whole_of = |start| match node_on(start) {
            true => whole.get(start),
            false => whole.negation(start).expect("grown ahead"),
        };
        for ahead in [0, 1, 2] {
            let (best, grown) = best_pausing(&position, (growth, Some(ahead)), (None, None));
            assert_eq!(inner::best_step(best), everything, "{ahead} ahead");
            let (mut left, mut ended) = (0, 0);
            for out in grown.all() {
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
        // As a rating asks it: on a pool of threads too.
        assert_eq!(forcing_chains(&position, growth), everything);
        #[cfg(feature = "parallel")]
        {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(3)
                .build()
                .unwrap();
            assert_eq!(
                pool.install(|| forcing_chains(&position, growth)),
                everything
            );
        }
    }

    /// Nesting dynamic chains of level 1, a round can bring links whose parents are all older
    /// than the round before (the basic techniques of the nested chains name no parent for the
    /// struck candidates they rely on), so the bound fails: here, pausing them would change the
    /// hint. Those growths never pause, and the search finds what growing everything finds.
    #[test]
    fn growths_nesting_chains_of_level_1_do_not_pause() {
        let position = first_level_4_position();
        let growth = Growth::nested(4, 1);
        let (everything, _) = best_pausing(&position, (growth, None), (None, None));
        let everything = inner::best_step(everything);
        let (paused, _) = best_pausing(&position, (growth, Some(AHEAD)), (None, None));
        assert_ne!(
            inner::best_step(paused),
            everything,
            "the bound holds here after all"
        );
        assert_eq!(rounds_ahead(growth), None);
        assert_eq!(forcing_chains(&position, growth), everything);
    }

    /// A paused growth could lead to a hint of length `longest` exactly when its shortest off
    /// candidate since its last round is shorter than `longest`: what it reaches next is one
    /// longer at least.
    #[test]
    fn a_paused_growth_could_lead_within_one_more_than_its_shortest_strike() {
        let position = first_level_4_position();
        let grown = Grown::ahead(&position, (Growth::nested(4, 0), Some(2)), (None, None));
        let mut paused = 0;
        for out in grown.all().filter(|out| out.paused) {
            let shortest = shortest_since_last_round(out);
            assert!(!could_lead_within(out, shortest), "{}", out.node(0));
            assert!(could_lead_within(out, shortest + 1), "{}", out.node(0));
            paused += 1;
        }
        assert!(paused > 50, "only {paused} growths paused");
    }

    /// On every reference puzzle SE rates 10.5 or more, where the rating first needs a step
    /// rated above 10.4: a search of level 4 whose growths pause finds the hint growing
    /// everything finds, and what every growth reaches after a round is longer than the
    /// shortest off candidate it struck since the round before.
    #[test]
    #[ignore = "long: .ci/run runs it with --release -- --ignored"]
    fn pausing_leaves_the_hint_alone_on_every_reference_puzzle_of_level_4() {
        let growth = Growth::nested(4, 0);
        let (mut searches, mut left, mut checked) = (0, 0, 0);
        for file in [
            "se-classic.txt",
            "se-classic-nested.txt",
            "se-classic-hardest-1905.txt",
        ] {
            let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(path).expect("the reference puzzles");
            for line in text.lines().filter(|l| !l.starts_with('#')) {
                let mut fields = line.split_whitespace();
                let puzzle = fields.next().unwrap();
                let er = fields.find_map(|field| field.strip_prefix("ER=")).unwrap();
                let er: f64 = er.parse().unwrap();
                if er < 10.5 {
                    continue;
                }
                let grid = crate::format::parse_line(puzzle).unwrap();
                let mut position = Position::from_grid(&grid);
                while let rater::Bounded::Step(step) = rater::next_at_most(&position, Rating(104)) {
                    step.apply(&mut position);
                }
                let (everything, whole) = best_pausing(&position, (growth, None), (None, None));
                let (paused, grown) = best_pausing(&position, (growth, Some(AHEAD)), (None, None));
                let everything = inner::best_step(everything);
                assert_eq!(inner::best_step(paused), everything, "{puzzle}");
                left += grown.all().filter(|out| out.paused).count();
                searches += 1;
                checked += whole.all().map(bound_holds_on_every_round).sum::<usize>();
            }
        }
        assert!(
            searches > 50 && left > 1000,
            "{searches} searches, {left} left paused"
        );
        assert!(
            checked > 100_000,
            "only {checked} entries after a second round"
        );
    }

    /// Asserts that what `out` reaches after each round of nested chains but its first is
    /// longer than the shortest off candidate it struck since the round before; tells how many
    /// entries that checked.
    fn bound_holds_on_every_round(out: &Outcome) -> usize {
        let mut rounds: Vec<u32> = (out.added.iter())
            .filter(|link| matches!(link.origin, Origin::Chain(_)))
            .map(|link| link.asked_at)
            .collect();
        rounds.dedup();
        let length = |e: u32| complexity(&[(out, e)]);
        let mut checked = 0;
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
        checked
    }

    /// What a growth reaches after a round of nested chains of level 0 is longer, nested chains
    /// counted, than the shortest off candidate it reached since the round before: the bound
    /// that lets a paused growth stay paused. Checked on every round of every growth of level
    /// 4 where the 11.6 puzzle takes its first step of that level.
    #[test]
    fn what_a_round_reaches_is_longer_than_the_shortest_struck_since_the_round_before() {
        let position = first_level_4_position();
        let growth = Growth::nested(4, 0);
        let grown = Grown::ahead(&position, (growth, None), (None, None));
        let checked: usize = grown.all().map(bound_holds_on_every_round).sum();
        assert!(
            checked > 1000,
            "only {checked} entries after a second round"
        );
    }
}
