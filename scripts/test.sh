#!/usr/bin/env bash
# The whole test suite: Swift unit and CLI tests, then the interoperability
# checks (python icalendar + recurring-ical-events, libical and khal must expand
# every calendar we write to exactly the occurrences `semestercal explain` plans).
# Installs what a fresh machine lacks. Tests that need ../shared skip without it.
set -euo pipefail
cd "$(dirname "$0")/.."

# The interop checks' Python packages live in a private virtual environment ($PYTHON).
source scripts/python-env.sh

# GNU time measures the peak memory of `sync` against an endless body (SyncCommandTests).
if [ ! -x /usr/bin/time ]; then
    echo "== installing time (Debian)"
    sudo=""
    if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo=sudo; fi
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends time \
        || echo "(could not install GNU time: the peak-memory check is left out)"
fi

echo "== swift build"
swift build --build-tests -Xswiftc -warnings-as-errors 2>&1

echo "== swift test"
swift test --skip-build 2>&1

echo "== interoperability: python icalendar + recurring-ical-events"
inputs=(samples)
if [ -d ../shared/corpus/hof-2020 ]; then
    inputs+=(../shared/corpus/hof-2020)
else
    echo "(../shared is absent: checking samples/ only)"
fi
"$PYTHON" tools/interop/check_expansion.py --bin "$(swift build --show-bin-path)/semestercal" \
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
if [ ${#missing[@]} -gt 0 ]; then
    echo "== installing ${missing[*]} (Debian)"
    sudo=""
    if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo=sudo; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
echo "== interoperability: libical, khal and the constructs clients disagree on"
"$PYTHON" tools/interop/check_clients.py --bin "$(swift build --show-bin-path)/semestercal" \
    --changes-dir samples/changes --changes-dir Tests/Fixtures/changes "${inputs[@]}"

# ---- fuzzing: libFuzzer over comments, timetable JSON and .ics (issue 4) ----
# Builds the separate package Fuzz/ with -sanitize=fuzzer,address and runs each
# target for FUZZ_SECONDS (default 50; 0 skips). Any crash, hang or memory
# blow-up fails the run with the reproducer's path. See Fuzz/README.md.
bash scripts/fuzz.sh
