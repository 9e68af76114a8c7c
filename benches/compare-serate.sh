#!/usr/bin/env bash
# Rates the serate-rated reference puzzles band by band with our `rate` and with Sudoku
# Explainer's serate, one thread each on one core, and prints each side's time per puzzle.
#
#   SERATE_CLASSES=DIR benches/compare-serate.sh [N]     from the project's root; N defaults to 5
#
# DIR holds serate's compiled classes (the SukakuExplainer build, LGPL): fetch its sources,
# `javac -nowarn -encoding ISO-8859-1 -d DIR @files.txt`, and copy its non-Java resources into DIR.
#
# Both sides are timed as they run on a collection, which is how they are used: serate in one
# JVM whose compiler has warmed up, ours as one process. serate's steady speed is the difference
# between rating each band twice and four times over in one JVM, halved, so its JVM's start and
# warm-up drop out; our time is the fastest of N runs of `sudoku rate -j 1` on the band, less the
# time to start the program and read an empty file. Bands by serate's ER: below 6.0, 6.0-7.9 and
# 8.0-9.9 (the 10+ puzzles take serate minutes each; benches/rating-side-by-side.txt times them
# one by one).
set -euo pipefail
n=${1:-5}
classes=${SERATE_CLASSES:?set SERATE_CLASSES to the directory of serate classes}
reference=tests/data/se-classic.txt
cargo build --release --quiet
ours=${CARGO_TARGET_DIR:-target}/release/sudoku
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

grep -v '^#' "$reference" | awk -v dir="$work" '{
    er = substr($3, 4) + 0
    band = er < 6 ? "low" : er < 8 ? "mid" : er < 10 ? "high" : ""
    if (band != "") print $1 > (dir "/" band ".txt")
}'

now() { date +%s%N; }
fastest() { # fastest wall time of N runs of the command, in microseconds
  local best=0 start end
  for ((i = 0; i < n; i++)); do
    start=$(now); "$@" > /dev/null 2>&1 || true; end=$(now)
    (( best == 0 || (end - start) / 1000 < best )) && best=$(( (end - start) / 1000 ))
  done
  echo "$best"
}
serate() { # wall time, in microseconds, of serate on one file in one JVM on core 0
  local start end
  start=$(now)
  if ! taskset -c 0 java -cp "$classes" diuf.sudoku.test.serate \
    --techs=1111000011010111011011011011000010100010111111 --threads=1 \
    --format="%r" --input="$1" --output="$work/out.txt" > "$work/serate.log" 2>&1; then
    echo "serate failed on $1:" >&2
    cat "$work/serate.log" >&2
    exit 1
  fi
  end=$(now)
  echo $(( (end - start) / 1000 ))
}

: > "$work/empty.txt"
# Ours refuses an empty file, after starting up and reading it: that is the start to discount.
start_up=$(fastest taskset -c 0 "$ours" rate -j 1 "$work/empty.txt")
printf '%-5s %8s %14s %14s %7s\n' band puzzles "serate ms/pz" "ours ms/pz" ratio
for band in low mid high; do
  file="$work/$band.txt"
  count=$(wc -l < "$file")
  for k in 2 4; do
    for ((i = 0; i < k; i++)); do cat "$file"; done > "$work/$band-x$k.txt"
  done
  twice=$(serate "$work/$band-x2.txt")
  four=$(serate "$work/$band-x4.txt")
  theirs=$(( (four - twice) / 2 ))
  # At least a microsecond: on a busy machine the start measured can exceed a fast run's.
  mine=$(( $(fastest taskset -c 0 "$ours" rate -j 1 "$file") - start_up ))
  (( mine > 0 )) || mine=1
  awk -v b="$band" -v c="$count" -v t="$theirs" -v m="$mine" 'BEGIN {
    printf "%-5s %8d %14.3f %14.4f %6.0fx\n", b, c, t / c / 1000, m / c / 1000, t / m
  }'
done
