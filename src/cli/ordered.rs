//! An ordered parallel map over numbered jobs: jobs are produced in order on one thread, worked
//! on by a pool, and their results handed to `emit` strictly in the order produced, so output
//! never depends on the thread count.
//!
//! It knows nothing of files or puzzles: reading inputs is one producer of jobs, `generate`'s
//! seed and index another. Memory stays bounded: only a few jobs per worker are in flight.

use std::collections::VecDeque;
use std::io;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

/// Jobs queued or being worked on, per worker thread.
const IN_FLIGHT_PER_THREAD: usize = 4;

/// Runs `work` over every job of `jobs` on `threads` threads and passes the results to `emit`
/// in job order. An error from `emit` sets `stop`, so that workers watching it skip what is
/// left, and ends the run once the jobs in flight have seen it.
pub fn run<J, R>(
    jobs: impl Iterator<Item = J> + Send + 'static,
    threads: usize,
    stop: &AtomicBool,
    work: &(impl Fn(J) -> R + Sync),
    mut emit: impl FnMut(R) -> io::Result<()>,
) -> io::Result<()>
where
    J: Send + 'static,
    R: Send + 'static,
{
    if threads <= 1 {
        for job in jobs {
            emit(work(job))?;
        }
        return Ok(());
    }
    run_parallel(jobs, threads, stop, work, &mut emit)
}

/// Stack for a worker. A job may itself spread work over the pool (rating one hard puzzle
/// does), and a worker waiting for its share may take up another whole job meanwhile, on top
/// of its stack; so a stack may come to hold several jobs, at most about as many as are in
/// flight (the producer's one more included). A rating takes under 128 KiB: twice that per
/// job, plus the usual 2 MiB, is reserved (address space, touched only when used), capped so
/// that hundreds of threads do not reserve gigabytes each.
fn worker_stack(threads: usize) -> usize {
    let jobs = threads * IN_FLIGHT_PER_THREAD + 1;
    ((2 << 20) + jobs * (256 << 10)).min(32 << 20)
}

/// What the emitting thread hears about.
enum Message<J, R> {
    /// A job produced, in order.
    Job(J),
    /// A job done by a worker, with its sequence number.
    Done(usize, R),
    /// No more jobs.
    Finished,
    /// Producing or working panicked: a bug, but one that must end the run rather than hang it.
    Panicked,
}

fn run_parallel<J, R>(
    jobs: impl Iterator<Item = J> + Send + 'static,
    threads: usize,
    stop: &AtomicBool,
    work: &(impl Fn(J) -> R + Sync),
    emit: &mut impl FnMut(R) -> io::Result<()>,
) -> io::Result<()>
where
    J: Send + 'static,
    R: Send + 'static,
{
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|i| format!("sudoku-worker-{i}"))
        .stack_size(worker_stack(threads))
        .build()
        .map_err(|error| {
            // rayon's error repeats the system's as its source: say it once, and what to do.
            io::Error::other(format!(
                "cannot start {threads} worker threads ({error}); a lower -j starts fewer"
            ))
        })?;
    let (messages, inbox) = mpsc::channel::<Message<J, R>>();
    // Each job produced takes a token and each result emitted gives it back: this bounds the
    // jobs in flight, and so memory, whatever the number of jobs.
    let in_flight_limit = threads * IN_FLIGHT_PER_THREAD;
    let (give_token, take_token) = mpsc::sync_channel::<()>(in_flight_limit);
    for _ in 0..in_flight_limit {
        give_token
            .send(())
            .expect("the token channel has room for every token");
    }
    let producer_messages = messages.clone();
    // Producing runs on its own thread, detached: if emitting fails early we return at once
    // rather than wait for a read that may block (a terminal, a slow pipe).
    std::thread::Builder::new()
        .name("sudoku-reader".to_string())
        .spawn(move || {
            let produced = panic::catch_unwind(AssertUnwindSafe(|| {
                for job in jobs {
                    if producer_messages.send(Message::Job(job)).is_err()
                        || take_token.recv().is_err()
                    {
                        return;
                    }
                }
                let _ = producer_messages.send(Message::Finished);
            }));
            if produced.is_err() {
                let _ = producer_messages.send(Message::Panicked);
            }
        })
        .map_err(|error| {
            io::Error::new(
                error.kind(),
                format!("cannot start the thread that reads the inputs ({error})"),
            )
        })?;
    pool.in_place_scope(|scope| {
        // Results in job order; `None` while a worker still has the job.
        let mut queue: VecDeque<Option<R>> = VecDeque::new();
        let mut first_seq = 0usize;
        let mut finished = false;
        while !(finished && queue.is_empty()) {
            match inbox.recv().expect("this function holds a sender") {
                Message::Finished => finished = true,
                Message::Panicked => {
                    return Err(io::Error::other(
                        "internal error: a reading or working thread panicked; please report it",
                    ));
                }
                Message::Done(seq, result) => queue[seq - first_seq] = Some(result),
                Message::Job(job) => {
                    let seq = first_seq + queue.len();
                    queue.push_back(None);
                    let done = messages.clone();
                    scope.spawn(move |_| {
                        // A panic here would leave this loop waiting for the job forever;
                        // report it instead, so the run ends (the panic hook has printed it).
                        let message = match panic::catch_unwind(AssertUnwindSafe(|| work(job))) {
                            Ok(result) => Message::Done(seq, result),
                            Err(_) => Message::Panicked,
                        };
                        // The inbox is gone only when emitting failed; nothing to do then.
                        let _ = done.send(message);
                    });
                }
            }
            while let Some(Some(_)) = queue.front() {
                let result = queue.pop_front().flatten().expect("front is ready");
                first_seq += 1;
                if let Err(error) = emit(result) {
                    // Raised before the scope ends, which waits for the jobs in flight: they
                    // watch it, and stop at their next puzzle rather than finish (`| head -1`
                    // on a list of hard puzzles to rate would otherwise run on for a minute).
                    stop.store(true, Ordering::Relaxed);
                    return Err(error);
                }
                let _ = give_token.send(());
            }
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn squares(threads: usize) -> Vec<u64> {
        let mut out = Vec::new();
        let stop = AtomicBool::new(false);
        run(0..1000u64, threads, &stop, &|n| n * n, |r| {
            out.push(r);
            Ok(())
        })
        .unwrap();
        out
    }

    #[test]
    fn results_come_in_job_order_for_every_thread_count() {
        let expected: Vec<u64> = (0..1000).map(|n| n * n).collect();
        for threads in [1, 2, 3, 8] {
            assert_eq!(squares(threads), expected, "{threads} threads");
        }
    }

    #[test]
    fn a_panicking_worker_ends_the_run_with_an_error_instead_of_a_hang() {
        let stop = AtomicBool::new(false);
        let work = |n: u32| -> u32 {
            assert!(n != 5, "deliberate panic in a test job");
            n
        };
        let error = run(0..100u32, 2, &stop, &work, |_| Ok(())).unwrap_err();
        assert!(error.to_string().contains("panicked"), "{error}");
    }

    /// Jobs in flight when emitting fails see the flag while they work, so a run whose output
    /// is gone ends after their current step rather than after the whole of each.
    #[test]
    fn jobs_in_flight_see_the_flag_when_emitting_fails() {
        let stop = AtomicBool::new(false);
        let gave_up = std::sync::atomic::AtomicUsize::new(0);
        let work = |n: u32| {
            if n == 0 {
                return;
            }
            // A slow job, done in steps that each look at the flag.
            for _ in 0..2_000 {
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            gave_up.fetch_add(1, Ordering::Relaxed);
        };
        let error = run(0..100u32, 2, &stop, &work, |()| {
            Err(io::Error::other("reader went away"))
        })
        .unwrap_err();
        assert_eq!(error.to_string(), "reader went away");
        assert_eq!(gave_up.load(Ordering::Relaxed), 0, "a job ran to its end");
    }

    #[test]
    fn an_emit_error_stops_the_run_and_raises_the_flag() {
        let stop = AtomicBool::new(false);
        let mut emitted = 0;
        let error = run(0..10_000u32, 2, &stop, &|n| n, |_| {
            emitted += 1;
            if emitted == 3 {
                Err(io::Error::other("reader went away"))
            } else {
                Ok(())
            }
        })
        .unwrap_err();
        assert_eq!(error.to_string(), "reader went away");
        assert!(stop.load(Ordering::Relaxed));
        assert_eq!(emitted, 3);
    }
}
