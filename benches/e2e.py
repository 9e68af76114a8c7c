#!/usr/bin/env python3
"""End-to-end timing of `sudoku solve` against the reference peer, interleaved, best of N.

compare.sh times each run between two `date` processes and prints milliseconds, which on the
small sets (375 and 1,465 puzzles, 10-30 ms) is as large as the difference being measured. This
times the processes alone, alternating the two sides so that machine noise hits both alike.

    benches/e2e.py [-n N] [SET...]      from the project's root, after ../shared/bench/compare.sh
                                         (or cargo build --release) has built both binaries
"""
import argparse
import os
import subprocess
import time

root = os.getcwd()
data = os.path.join(root, "..", "shared", "bench", "data")
ours = os.path.join(root, "target", "release", "sudoku")
peer = os.path.join(root, "target", "peer-rust-sudoku", "release", "peer-rust-sudoku")


def best(command, stdin_path=None):
    with open(stdin_path) if stdin_path else open(os.devnull) as stdin:
        start = time.perf_counter()
        subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       check=False)
        return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", type=int, default=10)
    parser.add_argument("sets", nargs="*")
    args = parser.parse_args()
    sets = args.sets or sorted(f for f in os.listdir(data) if f.startswith("puzzles"))
    print(f"{'set':34} {'mode':12} {'ours_ms':>9} {'peer_ms':>9} {'ratio':>6}")
    for name in sets:
        path = os.path.join(data, name)
        for mode, flags, limit in (("first-found", ["--any"], "1"), ("lex-first", [], "2")):
            a = b = float("inf")
            for _ in range(args.n):
                a = min(a, best([ours, "solve", *flags, "-j", "1", path]))
                b = min(b, best([peer, limit], path))
            print(f"{name:34} {mode:12} {a * 1e3:9.2f} {b * 1e3:9.2f} {a / b:6.2f}")


if __name__ == "__main__":
    main()
