#!/usr/bin/env bash
# ../shared/bench/compare.sh, N times, keeping each side's fastest run.
#
#   benches/compare-best.sh [N] [DATASET...]      from the project's root; N defaults to 5
#
# compare.sh's own RUNS setting cannot be used for this: from the second run on, its peer reads an
# already consumed standard input, finishes at once and compares empty output. So this runs it with
# RUNS=1, N times, and prints per set and mode the minimum time of each side and their ratio.
#
# Each set gets a compare.sh run of its own. Within one run, every command's output goes to the
# same file, and the shell truncates it inside the timed window: the first command timed on a
# set (ours, --any) would pay for truncating the previous set's 4 MB of output, 2 to 4 ms on a
# set that takes 10 to 20 ms.
set -euo pipefail
n=${1:-5}; shift || true
if (($#)); then sets=("$@"); else sets=(../shared/bench/data/puzzles*); fi
for ((i = 0; i < n; i++)); do
  for set in "${sets[@]}"; do RUNS=1 ../shared/bench/compare.sh "$set" 2>/dev/null | tail -n +2; done
done | python3 -c '
import sys, collections
best = collections.OrderedDict()
for line in sys.stdin:
    f = line.split()
    if len(f) < 7: continue
    key = (f[0], f[2]); p, q = float(f[3]), float(f[4])
    a, b, same = best.get(key, (1e9, 1e9, f[6]))
    best[key] = (min(a, p), min(b, q), f[6])
print("%-34s %-12s %9s %9s %6s  same" % ("dataset", "mode", "project_s", "peer_s", "ratio"))
for (s, m), (a, b, same) in best.items():
    print(f"{s:34} {m:12} {a:9.3f} {b:9.3f} {a/b:6.2f}  {same}")
'
