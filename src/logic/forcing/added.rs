//! The links other techniques added on the lines a forcing chain hint shows, noted while the
//! growths behind the hint are at hand, for [`super::inner`] to spell out once the search is
//! over.

use super::outcome::{AddedLink, Outcome};
use crate::logic::implications::Origin;
use crate::logic::node::Node;
use crate::logic::position::Position;

/// A link another technique added, on a line a hint shows: the line's assumption, the grid
/// the technique was asked about, and what it was.
pub(super) struct Pending {
    pub(super) given: Node,
    pub(super) link: Node,
    pub(super) grid: Position,
    pub(super) origin: Origin,
}

/// The links other techniques added on the lines `lines` show (each line's main line, from
/// the assumption on), each once for each assumption, in the order met; `position` is where
/// the lines' growths started.
pub(super) fn pending(position: &Position, lines: &[(&Outcome, u32)]) -> Vec<Pending> {
    let mut found: Vec<Pending> = Vec::new();
    for &(out, end) in lines {
        let mut line: Vec<u32> = out.main_line(end).collect();
        line.reverse();
        for entry in line {
            let Some(AddedLink { origin, asked_at }) = out.added(entry) else {
                continue;
            };
            let (given, link) = (out.node(0), out.node(entry));
            let known = |p: &Pending| p.given == given && p.link == link && p.origin == origin;
            if found.iter().any(known) {
                continue;
            }
            let grid = out.grid_after(position, asked_at);
            found.push(Pending {
                given,
                link,
                grid,
                origin,
            });
        }
    }
    found
}
