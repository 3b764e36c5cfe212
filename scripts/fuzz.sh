#!/usr/bin/env bash
# Fuzzing with libFuzzer (issue 4, "Hostile input"): builds the targets of the
# separate package in Fuzz/ with -sanitize=fuzzer,address and runs each for a
# bounded time. A crash, a hang (one input taking longer than FUZZ_TIMEOUT
# seconds) or unbounded memory (more than FUZZ_RSS_LIMIT_MB) is a finding: the
# script then fails and prints the reproducer's path and how to replay it.
#
#   FUZZ_SECONDS        seconds per target (default 50: about 3 minutes in all
#                       with the build); 0 skips fuzzing
#   FUZZ_TARGETS        which targets (default "comments timetable icalendar")
#   FUZZ_TIMEOUT        seconds one input may take (default 10)
#   FUZZ_RSS_LIMIT_MB   memory limit of the fuzzing process (default 2048)
#
# Seeds: Fuzz/seeds/<target>/ (committed, read-only) and the regression inputs
# in Tests/Fixtures/fuzz/<target>/. The growing corpus lives in
# Fuzz/.build/corpus/<target>/ and findings in Fuzz/.build/findings/<target>/;
# logs in Fuzz/.build/logs/. Details: Fuzz/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-50}"
targets="${FUZZ_TARGETS:-comments timetable icalendar}"
timeout_s="${FUZZ_TIMEOUT:-10}"
rss_mb="${FUZZ_RSS_LIMIT_MB:-2048}"

if [ "$seconds" = "0" ]; then
    echo "(FUZZ_SECONDS=0: fuzzing skipped)"
    exit 0
fi

executable() {
    case "$1" in
        comments) echo FuzzComments ;;
        timetable) echo FuzzTimetable ;;
        icalendar) echo FuzzICalendar ;;
        *) echo "unknown fuzz target '$1' (expected comments, timetable or icalendar)" >&2; return 1 ;;
    esac
}

# Longest input libFuzzer builds: a comment is a line of text, timetables and
# calendars are files (the seeds are at most a few KB).
max_len() {
    case "$1" in
        comments) echo 1024 ;;
        *) echo 16384 ;;
    esac
}

flags=(--package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
work=Fuzz/.build
mkdir -p "$work/logs"
# Swift's own crash backtracer trips over ASan (a stack-buffer-underflow report in
# CrashHandlerLinux.cpp after every fatalError); libFuzzer's report is the useful one.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
echo "== fuzz: building Fuzz/ (release, -sanitize=fuzzer,address)"
if ! swift build "${flags[@]}" >"$work/logs/build.log" 2>&1; then
    cat "$work/logs/build.log" >&2
    echo "fuzz: the build failed" >&2
    exit 1
fi
# gold warns about an ASan symbol it cannot export; that is harmless noise.
grep -v -e "Cannot export local symbol '__asan_extra_spill_area'" -e '^\[' "$work/logs/build.log" || true
bin="$(swift build "${flags[@]}" --show-bin-path)"

failed=0
for target in $targets; do
    exe="$(executable "$target")"
    if [ ! -x "$bin/$exe" ]; then
        echo "fuzz: $bin/$exe was not built" >&2
        exit 1
    fi
    corpus="$work/corpus/$target"
    findings="$work/findings/$target"
    log="$work/logs/$target.log"
    rm -rf "$findings"  # only this run's findings are reported
    mkdir -p "$corpus" "$findings"
    seeds=(Fuzz/seeds/"$target")
    [ -d "Tests/Fixtures/fuzz/$target" ] && seeds+=("Tests/Fixtures/fuzz/$target")

    echo "== fuzz: $target for ${seconds}s (timeout ${timeout_s}s per input, ${rss_mb} MB)"
    status=0
    timeout --signal=KILL "$((seconds + 120))" \
        "$bin/$exe" "$corpus" "${seeds[@]}" \
        -max_total_time="$seconds" -timeout="$timeout_s" -rss_limit_mb="$rss_mb" \
        -max_len="$(max_len "$target")" \
        -dict="Fuzz/dicts/$target.dict" -artifact_prefix="$findings/" \
        -print_final_stats=1 >"$log" 2>&1 || status=$?

    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
    echo "   ${runs:-?} runs, ${rate:-?} exec/s, corpus $(find "$corpus" -type f | wc -l) inputs (log: $log)"
    if [ "$status" -ne 0 ]; then
        failed=1
        echo "!! fuzz: $target FAILED (exit status $status)" >&2
        grep -E "^==[0-9]+==ERROR|^SUMMARY|ALARM|out-of-memory|Fatal error|deadly signal|Test unit written" "$log" | head -20 >&2 || true
        for artifact in "$findings"/crash-* "$findings"/timeout-* "$findings"/oom-* "$findings"/leak-* "$findings"/slow-unit-*; do
            [ -e "$artifact" ] || continue
            echo "   reproducer: $artifact" >&2
            echo "   replay:     $bin/$exe $artifact" >&2
        done
        echo "   (last lines of $log:)" >&2
        tail -15 "$log" >&2
    fi
done

if [ "$failed" -ne 0 ]; then
    echo "fuzz: findings above. Fix them in the library and keep each reproducer as a regression test (Tests/Fixtures/fuzz/)." >&2
    exit 1
fi
echo "== fuzz: no crashes, hangs or memory blow-ups"
