#!/usr/bin/env bash
# The whole test suite: Swift unit and CLI tests, then the interoperability
# checks (python icalendar + recurring-ical-events, libical and khal must expand
# every calendar we write to exactly the occurrences `semestercal explain` plans).
# Installs what a fresh machine lacks. Tests that need ../shared skip without it.
#
# Quiet by default: one line per stage, and a failing stage's failures in full; everything
# else goes to a log per stage in .build/test-logs/ (named on each line). VERBOSE=1 streams
# all of it to the terminal instead.
set -euo pipefail
cd "$(dirname "$0")/.."

logs=.build/test-logs
mkdir -p "$logs"
verbose="${VERBOSE:-0}"

# stage NAME COMMAND...: runs COMMAND with its output in $logs/NAME.log and prints one line;
# on failure also the failures (XCTest "error:" lines with what follows them, else the log's
# end) and stops with the command's status.
stage() {
    local name="$1"; shift
    local log="$logs/$name.log" started=$SECONDS status=0
    if [ "$verbose" = "1" ]; then
        echo "== $name"
        "$@" 2>&1 | tee "$log" || status=${PIPESTATUS[0]}
    else
        "$@" >"$log" 2>&1 || status=$?
    fi
    local took=$((SECONDS - started)) result
    result="$(stage_result "$name" "$log")"
    if [ "$status" -eq 0 ]; then
        echo "ok    $name (${took} s)${result:+: $result}  [$log]"
        return 0
    fi
    echo "FAIL  $name (${took} s, exit $status)${result:+: $result}  [$log]"
    if grep -qE "(error|fatal error): |^Fatal error" "$log"; then
        grep -E -A8 "(error|fatal error): |^Fatal error|failed \(" "$log" | head -400
    else
        tail -n 60 "$log"
    fi
    exit "$status"
}

# What a stage's log says in one phrase (tests executed, checks passed), when it says it.
stage_result() {
    case "$1" in
        swift-test)
            grep -E "Executed [0-9]+ tests?, with" "$2" | tail -n 1 | sed -E 's/^[[:space:]]*//; s/ in [0-9.]+ \([0-9.]+\) seconds//' ;;
        interop-python) grep -E "^interop: [0-9]+ passed" "$2" | tail -n 1 | sed 's/^interop: //' ;;
        interop-clients) grep -E "^clients: [0-9]+ passed" "$2" | tail -n 1 | sed 's/^clients: //' ;;
        fuzz) grep -E "^== fuzz: " "$2" | tail -n 1 | sed 's/^== fuzz: //' ;;
    esac
}

# The interop checks' Python packages live in a private virtual environment ($PYTHON).
source scripts/python-env.sh >"$logs/python-env.log" 2>&1 || { cat "$logs/python-env.log"; exit 1; }

# GNU time measures the peak memory of `sync` against an endless body (SyncCommandTests).
if [ ! -x /usr/bin/time ]; then
    echo "== installing time (Debian)"
    sudo=""
    if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo=sudo; fi
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends time \
        || echo "(could not install GNU time: the peak-memory check is left out)"
fi

stage swift-build swift build --build-tests -Xswiftc -warnings-as-errors
stage swift-test swift test --skip-build
# The optimizer of release builds has aborted on code the debug build compiles (twice, on closures
# matching a token's kind); scripts/bench.sh builds the release binary, so the suite builds it too.
stage swift-build-release swift build -c release --product semestercal --scratch-path .build-release

inputs=(samples)
if [ -d ../shared/corpus/hof-2020 ]; then
    inputs+=(../shared/corpus/hof-2020)
else
    echo "(../shared is absent: the interoperability checks read samples/ only)"
fi
bin="$(swift build --show-bin-path)/semestercal"
stage interop-python "$PYTHON" tools/interop/check_expansion.py --bin "$bin" \
    --changes-dir samples/changes --changes-dir Tests/Fixtures/changes "${inputs[@]}"

# ---- interoperability with real clients: libical (Evolution's engine) and khal ----
# Both must read every calendar without a warning and list exactly the planned
# occurrences; check_constructs.py (run by the same script) fails on any construct
# ../shared/CLIENTS.md says clients disagree on. See docs/compatibility.md.
missing=()
dpkg -s libical-dev >/dev/null 2>&1 || missing+=(libical-dev)
dpkg -s khal >/dev/null 2>&1 || missing+=(khal)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v gcc >/dev/null 2>&1 || missing+=(gcc libc6-dev)
install_client_packages() {
    local sudo=""
    if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo=sudo; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@"
}
if [ ${#missing[@]} -gt 0 ]; then
    stage install-clients install_client_packages "${missing[@]}"
fi
stage interop-clients "$PYTHON" tools/interop/check_clients.py --bin "$bin" \
    --changes-dir samples/changes --changes-dir Tests/Fixtures/changes "${inputs[@]}"

# ---- fuzzing: libFuzzer over comments, timetable JSON and .ics (issue 4) ----
# Builds the separate package Fuzz/ with -sanitize=fuzzer,address and runs each
# target for FUZZ_SECONDS (default 50; 0 skips). Any crash, hang or memory
# blow-up fails the run with the reproducer's path. See Fuzz/README.md.
stage fuzz bash scripts/fuzz.sh
echo "all stages passed; logs in $logs/"
