#!/usr/bin/env bash
# Our generator against the reference peer's (the `sudoku` crate's minimal-with-symmetry
# generator), side by side in one run, one thread each, same N and symmetry.
#
#   benches/compare-generate.sh [N] [RUNS] [SYMMETRY...]   from the project's root
#
# N defaults to 10000 puzzles, RUNS to 3, the symmetries to `none rotate180`; the peer knows
# none, rotate180, rotate90, mirror, diagonal and dihedral (others show only our time). Our side is
# `examples/generate.rs` (the library's Generator, one thread). The two commands alternate and
# each side keeps its fastest run; the time is CPU time (user + system), which a machine shared
# with other work disturbs less than wall time. Prints, per symmetry, both times, the ratio
# ours/peer and each side's mean givens.
set -euo pipefail
n=${1:-10000}; runs=${2:-3}; shift 2 || shift $# || true
if (($#)); then symmetries=("$@"); else symmetries=(none rotate180); fi
peer_manifest=../shared/bench/peer-rust-sudoku/Cargo.toml
[[ -f $peer_manifest ]] || peer_manifest=/work/shared/bench/peer-rust-sudoku/Cargo.toml
peer_target=${PEER_TARGET:-/tmp/peer-target}
cargo build --quiet --release --example generate
cargo build --quiet --release --manifest-path "$peer_manifest" --target-dir "$peer_target"
ours=target/release/examples/generate
peer=$peer_target/release/peer-rust-sudoku
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT

# CPU seconds of one run of "$@", its output in $out/puzzles.
cpu_time() {
  /usr/bin/time -f '%U %S' -o "$out/time" "$@" >"$out/puzzles"
  awk '{ printf "%.3f", $1 + $2 }' "$out/time"
}
mean_givens() {
  awk '{ n += gsub(/[1-9]/, "") } END { printf "%.1f", n / NR }' "$out/puzzles"
}

printf '%-12s %8s %10s %10s %7s %12s %12s\n' symmetry n ours_s peer_s ratio ours_givens peer_givens
for symmetry in "${symmetries[@]}"; do
  best_ours=1e9; best_peer=1e9
  case $symmetry in none | rotate180 | rotate90 | mirror | diagonal | dihedral) with_peer=1 ;; *) with_peer=0 ;; esac
  g_peer=-
  for ((run = 0; run < runs; run++)); do
    t=$(cpu_time "$ours" "$n" "$symmetry" "$run"); g_ours=$(mean_givens)
    best_ours=$(awk -v a="$best_ours" -v b="$t" 'BEGIN { print (b < a) ? b : a }')
    if ((with_peer)); then
      t=$(cpu_time "$peer" generate "$n" "$symmetry" "$run"); g_peer=$(mean_givens)
      best_peer=$(awk -v a="$best_peer" -v b="$t" 'BEGIN { print (b < a) ? b : a }')
    fi
  done
  if ((!with_peer)); then
    printf '%-12s %8d %10.3f %10s %7s %12s %12s\n' "$symmetry" "$n" "$best_ours" - - "$g_ours" -
    continue
  fi
  awk -v s="$symmetry" -v n="$n" -v a="$best_ours" -v b="$best_peer" -v ga="$g_ours" -v gb="$g_peer" \
    'BEGIN { printf "%-12s %8d %10.3f %10.3f %7.2f %12s %12s\n", s, n, a, b, a / b, ga, gb }'
done
