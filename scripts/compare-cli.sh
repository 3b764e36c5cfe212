#!/usr/bin/env bash
# Runs convert, explain, update, diff and sync with two semestercal binaries on the same inputs
# (samples/ and, when present, ../shared/corpus/hof-2020) and compares everything they produce:
# standard output, standard error, exit status and every file written. Used to show that a
# refactoring keeps the command line byte-for-byte as it was (issue 14):
#
#   scripts/compare-cli.sh OLD_BINARY NEW_BINARY
#
# Prints one line per case and exits 1 when any case differs.
set -uo pipefail
cd "$(dirname "$0")/.."
old="$(realpath "$1")"; new="$(realpath "$2")"
root="$PWD"
corpus="$root/../shared/corpus/hof-2020"
work="$(mktemp -d "${TMPDIR:-/tmp}/semestercal-compare.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export SOURCE_DATE_EPOCH=1600000000 NO_COLOR=1 SEMESTERCAL_NO_PROGRESS=1
cases=0; differing=0

# run NAME SETUP COMMAND...: runs the setup (shell code) and the command in a fresh folder per
# binary ($BIN stands for the binary), then compares the two folders and outputs.
run() {
    local name="$1" setup="$2"; shift 2
    for side in old new; do
        # Both sides run in the same folder (messages name absolute paths), moved away afterwards.
        local dir="$work/run" bin
        [ "$side" = old ] && bin="$old" || bin="$new"
        rm -rf "$dir" && mkdir -p "$dir" "$work/$name" && cd "$dir"
        BIN="$bin" ROOT="$root" CORPUS="$corpus" bash -c "$setup" >/dev/null 2>&1
        BIN="$bin" ROOT="$root" CORPUS="$corpus" bash -c "$*" >"$work/$name.$side.out" 2>"$work/$name.$side.err"
        echo "exit $?" >>"$work/$name.$side.err"
        cd "$root" && mv "$dir" "$work/$name/$side"
    done
    cases=$((cases + 1))
    if cmp -s "$work/$name.old.out" "$work/$name.new.out" && cmp -s "$work/$name.old.err" "$work/$name.new.err" \
        && diff -r "$work/$name/old" "$work/$name/new" >/dev/null; then
        echo "same      $name"
    else
        differing=$((differing + 1))
        echo "DIFFERENT $name"
        diff "$work/$name.old.err" "$work/$name.new.err" | head -5
        diff "$work/$name.old.out" "$work/$name.new.out" | head -5
        diff -r "$work/$name/old" "$work/$name/new" | head -5
    fi
}

S="\$ROOT/samples"
run convert-stdout ":" "\$BIN convert --term WS2020 $S/WS2020_Informatik_1.json"
run convert-file ":" "\$BIN convert --term WS2020 -o cal.ics --changes $S/changes/WS2020_Informatik_1.changes.json $S/*.json"
run convert-dir ":" "\$BIN convert --term WS2020 --output-dir out --base-url-for-links https://example.org/cal/ $S/*.json"
run convert-missing-term ":" "\$BIN convert $S/WS2020_Informatik_1.json"
run convert-missing-file ":" "\$BIN convert --term WS2020 nothing.json"
run convert-bad-json "printf '{\"schedule\": [' > bad.json" "\$BIN convert --term WS2020 -o cal.ics bad.json"
run explain-text ":" "\$BIN explain --term WS2020 $S/*.json"
run explain-json ":" "\$BIN explain --term WS2020 --format json --changes $S/changes/WS2020_Informatik_1.changes.json $S/*.json"
run explain-uncertain ":" "\$BIN explain --term WS2020 --only-uncertain $S/*.json"
for format in text markdown json; do
    run "update-$format" "\$BIN update --term WS2020 -o cal.ics $S/WS2020_Informatik_1.json" \
        "\$BIN update --term WS2020 -o cal.ics --today 2020-11-01 --format $format --changes $S/changes/WS2020_Informatik_1.changes.json $S/WS2020_Informatik_1.json"
done
run update-mail "\$BIN update --term WS2020 -o cal.ics $S/WS2020_Informatik_1.json" \
    "\$BIN update --term WS2020 -o cal.ics --today 2020-11-01 --format mail --from a@example.org --to b@example.org --attach --report report.eml --exit-code --changes $S/changes/WS2020_Informatik_1.changes.json $S/WS2020_Informatik_1.json"
run update-new ":" "\$BIN update --term WS2020 -o cal.ics --today 2020-11-01 $S/WS2020_Informatik_1.json"
run diff "\$BIN convert --term WS2020 -o old.ics $S/WS2020_Informatik_1.json; \$BIN convert --term WS2020 -o new.ics --changes $S/changes/WS2020_Informatik_1.changes.json $S/WS2020_Informatik_1.json" \
    "\$BIN diff --today 2020-10-01 --all old.ics new.ics; \$BIN diff --format json --today 2020-10-01 old.ics new.ics; \$BIN diff --since 2020-11-01 --days 7 old.ics new.ics"
sync_setup="mkdir -p public/data && cp $S/WS2020_Informatik_1.json public/data/WS2020_Inf_1.schedule.json && cp $S/changes/WS2020_Informatik_1.changes.json public/data/WS2020_Inf_1.changes.json && printf '{\"term\": \"WS2020\", \"courses\": [\"Inf:1\", \"WI:1\"], \"outputDirectory\": \"public\", \"linkBaseURL\": \"https://example.org/\"}' > semestercal.json"
run sync-offline "$sync_setup" "\$BIN sync --offline --today 2020-11-01; \$BIN sync --offline --today 2020-11-01 --exit-code --format json"
if [ -d "$corpus" ]; then
    run corpus-convert ":" "\$BIN convert --term SS2020 --output-dir ss \$CORPUS/SS_*.json; \$BIN convert --term WS2020 --output-dir ws \$CORPUS/WS_*.json"
    run corpus-explain ":" "\$BIN explain --term WS2020 --format json \$CORPUS/WS_*.json; \$BIN explain --term SS2020 \$CORPUS/SS_*.json"
    run corpus-update "\$BIN update --term WS2020 -o cal.ics \$CORPUS/WS_Inf_1.json" "\$BIN update --term WS2020 -o cal.ics --today 2020-12-01 --holidays none \$CORPUS/WS_Inf_1.json"
fi
echo "$cases cases, $differing different"
[ "$differing" = 0 ]
