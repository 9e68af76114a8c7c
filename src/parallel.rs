//! Spreading costly work (one puzzle's rating searches, a generator's climb) over the threads of
//! the caller's rayon pool.
//!
//! A batch keeps every thread busy with puzzles of its own, but a single hard puzzle (a setter
//! checking one, `hint`, the last puzzle of a batch) would otherwise leave all threads but one
//! idle for seconds. Work runs in parallel only inside a rayon pool of two threads or more,
//! never in a pool of its own: the caller's pool is what `-j` sized, and a caller outside any
//! pool (a library user, `-j 1`) gets the sequential map it asked for. Without the `parallel`
//! feature, everything is sequential.

/// `f` over `items`, in order; on the current rayon pool's threads when there is one with
/// more than one thread. `f` must be pure: the result may not depend on which thread ran it.
pub(crate) fn map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync + Send) -> Vec<R> {
    #[cfg(feature = "parallel")]
    if in_a_pool() {
        use rayon::prelude::*;
        return items.par_iter().map(f).collect();
    }
    items.iter().map(f).collect()
}

/// [`map`], handing `f` each item to change.
pub(crate) fn map_mut<T: Send, R: Send>(
    items: &mut [T],
    f: impl Fn(&mut T) -> R + Sync + Send,
) -> Vec<R> {
    #[cfg(feature = "parallel")]
    if in_a_pool() {
        use rayon::prelude::*;
        return items.par_iter_mut().map(f).collect();
    }
    items.iter_mut().map(f).collect()
}

/// Whether the caller runs on a rayon pool with threads to spare.
#[cfg(feature = "parallel")]
fn in_a_pool() -> bool {
    rayon::current_thread_index().is_some() && rayon::current_num_threads() > 1
}
