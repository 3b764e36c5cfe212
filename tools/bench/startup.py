#!/usr/bin/env python3
"""Start-up time for scripts/bench.sh: the fastest of N runs of a command, in milliseconds.

    startup.py [--expect STATUS] N COMMAND [ARG...]

Each run is posix_spawn + waitpid, timed with perf_counter_ns around exactly that, with stdout
and stderr on /dev/null: no shell in between, and not /usr/bin/time, whose wall time has a
resolution of 10 ms. The fastest run is the one least disturbed by the rest of the machine.
Exits 1 naming the status when a run does not exit with STATUS (default 0; `diff` that finds a
change exits 1).
"""
import os
import shutil
import sys
import time


def main():
    args = sys.argv[1:]
    expected = 0
    if args[0] == "--expect":
        expected, args = int(args[1]), args[2:]
    runs, command = int(args[0]), args[1:]
    program = shutil.which(command[0]) or command[0]
    devnull = os.open(os.devnull, os.O_WRONLY)
    actions = [(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)]
    best = None
    for _ in range(runs):
        start = time.perf_counter_ns()
        pid = os.posix_spawn(program, command, os.environ, file_actions=actions)
        _, status = os.waitpid(pid, 0)
        elapsed = time.perf_counter_ns() - start
        if os.waitstatus_to_exitcode(status) != expected:
            print(f"startup.py: {' '.join(command)} exited {os.waitstatus_to_exitcode(status)} (expected {expected})", file=sys.stderr)
            return 1
        best = elapsed if best is None else min(best, elapsed)
    print(f"{best / 1e6:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
