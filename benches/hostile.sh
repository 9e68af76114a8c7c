#!/usr/bin/env bash
# Hostile inputs at two sizes, 4x apart: time and peak memory of `sudoku solve` on each. Linear
# cost shows as a time ratio near 4 and flat memory; anything quadratic would show near 16.
#
#   benches/hostile.sh            run from the project's root (builds the release binary)
set -euo pipefail
cargo build --release --quiet
bin=$(pwd)/target/release/sudoku
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

make_input() { # kind size file
  python3 - "$1" "$2" "$3" <<'PY'
import os, random, sys
kind, n, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rng = random.Random(1)
with open(path, "wb") as f:
    if kind == "garbage-lines":        # n lines that are no puzzle
        f.write(b"." * 81 + b"\n")
        for _ in range(n):
            f.write(b"x" * 80 + b"\n")
    elif kind == "long-lines":         # n lines just under the 64 KiB limit
        f.write(b"." * 81 + b"\n")
        for _ in range(n // 1000):
            f.write(b"7" * 65000 + b"\n")
    elif kind == "one-huge-line":      # a single line of n*20 bytes
        f.write(b"." * 81 + b"\n" + b"1" * (n * 20) + b"\n")
    elif kind == "blank-then-puzzle":  # n blank and comment lines before one puzzle
        f.write(b"\n# c\n" * n + b"." * 81 + b"\n")
    elif kind == "binary":             # n*10 random bytes
        f.write(bytes(rng.getrandbits(8) for _ in range(n * 10)))
PY
}

printf '%-18s %10s %8s %9s %10s %8s %9s %6s\n' input size1 time1_s rss1_kb size4 time4_s rss4_kb ratio
for kind in garbage-lines long-lines one-huge-line blank-then-puzzle binary; do
  row=("$kind")
  times=()
  for size in 250000 1000000; do
    make_input "$kind" "$size" "$tmp/in"
    /usr/bin/time -f '%e %M' -o "$tmp/time" "$bin" solve -q "$tmp/in" >/dev/null 2>&1 || true
    read -r t m < <(tail -n 1 "$tmp/time")
    row+=("$(stat -c %s "$tmp/in")" "$t" "$m")
    times+=("$t")
  done
  ratio=$(python3 -c "a,b=${times[0]},${times[1]}; print(f'{b/a:.1f}' if a > 0 else '-')")
  printf '%-18s %10s %8s %9s %10s %8s %9s %6s\n' "${row[@]}" "$ratio"
done
