#!/usr/bin/env bash
# Times our canonical form against the reference peer's (`peer-rust-sudoku canon`, the `sudoku`
# crate) on one set, side by side in one run, one thread each, and prints the best of N runs.
#
#   benches/compare-canon.sh [N] [DATASET]      from the project's root; N defaults to 5,
#                                               DATASET to ../shared/bench/data/puzzles2_17_clue
#
# The two do different work: we canonicalise the puzzle itself (blanks and all); the peer
# canonicalises the puzzle's solution grid and needs it unique. So the outputs are not compared,
# only counted. Our side is the command line, `sudoku canon -j 1 -q` (reading, canonicalising and
# printing, as a user runs it); the third row, `examples/canon.rs --solution`, does the peer's job
# (solve, prove the solution unique, canonicalise the solution grid).
# CPU time (user + system) is shown beside wall time, which a shared machine inflates.
set -euo pipefail
n=${1:-5}
data=${2:-../shared/bench/data/puzzles2_17_clue}
shared=$(cd "$(dirname "$data")/.." && pwd)
[[ -f Cargo.toml ]] || { echo "run this from the project's root" >&2; exit 2; }
[[ -f $data ]] || { echo "no data set at $data" >&2; exit 2; }

cargo build --release --quiet --bin sudoku --example canon
target=$(cargo metadata --format-version 1 --no-deps \
      | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
# the peer builds into our target folder: the shared folder may be read-only
cargo build --release --quiet --manifest-path "$shared/peer-rust-sudoku/Cargo.toml" \
      --target-dir "$target/peer-rust-sudoku"
ours=$target/release/sudoku
example=$target/release/examples/canon
peer=$target/peer-rust-sudoku/release/peer-rust-sudoku

python3 - "$n" "$data" "$ours" "$peer" "$example" <<'PY'
import os, resource, subprocess, sys, tempfile, time
n, data, ours, peer, example = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]
puzzles = sum(1 for l in open(data) if l.strip() and not l.startswith('#'))
sides = [("ours: sudoku canon -j 1 -q", [ours, "canon", "-j", "1", "-q", "-"]),
         ("peer: canon of the solution", [peer, "canon"]),
         ("ours: canon of the solution", [example, "--solution"])]
def run(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(data) as inp, tempfile.TemporaryFile() as out:
        t0 = time.perf_counter()
        subprocess.run(cmd, stdin=inp, stdout=out, check=True)
        wall = time.perf_counter() - t0
        out.seek(0)
        lines = out.read().decode().split()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, len(set(lines) - {"-"})
best = {}
for _ in range(n):  # interleaved, so both sides see the same load
    for name, cmd in sides:
        wall, cpu, distinct = run(cmd)
        w, c, _ = best.get(name, (1e9, 1e9, 0))
        best[name] = (min(w, wall), min(c, cpu), distinct)
print(f"{os.path.basename(data)}: {puzzles} puzzles, best of {n} runs, one thread each")
print(f"{'side':30} {'wall_s':>8} {'cpu_s':>8} {'puzzles/s (cpu)':>16} {'distinct':>9}")
for name, (w, c, d) in best.items():
    print(f"{name:30} {w:8.3f} {c:8.3f} {puzzles / c:16.0f} {d:9}")
ours_cpu, peer_cpu = best[sides[0][0]][1], best[sides[1][0]][1]
print(f"ratio ours/peer (cpu): {ours_cpu / peer_cpu:.2f}  (below 1.00: ours is faster)")
PY
