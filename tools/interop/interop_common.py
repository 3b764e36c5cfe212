"""Shared by the interoperability checks in tools/interop/: which inputs to
convert, with which term and change feed, how to build each calendar, and the
occurrences `semestercal explain` plans for it.

An input `SS_x.json`/`WS_x.json` (or `SS2020_x.json`/`WS2020_x.json`) is a
timetable of that term; with --changes-dir folders, `<dir>/<input name without
.json>.changes.json` is its change feed, applied when present. Every input is
converted once per holiday mode (`profile`, `none`).
"""
import json
import os
import re
import subprocess
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

# A date split off a series gets its own UID: the slot's UID with -YYYYMMDD before the @.
UID_SUFFIX = re.compile(r"-\d{8}(?=@)")


def base_uid(uid):
    """The slot UID an event belongs to (explain's `uid`), without a split-off date."""
    return UID_SUFFIX.sub("", uid)


def term_for(path):
    name = os.path.basename(path)
    m = re.match(r"(SS|WS)(\d{4})?_", name)
    if not m:
        return None
    return m.group(1) + (m.group(2) or "2020")


def run(cmd, env=None):
    result = subprocess.run(cmd, capture_output=True, env=env)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed ({result.returncode}): {result.stderr.decode()[-500:]}")
    return result.stdout


def feed_for(path, feed_dirs):
    """The change feed for an input: <dir>/<input name without .json>.changes.json, if any."""
    base = os.path.basename(path)[:-len(".json")]
    for d in feed_dirs:
        candidate = os.path.join(d, base + ".changes.json")
        if os.path.exists(candidate):
            return candidate
    return None


def input_files(paths):
    """The timetable files named, folders expanded to their `SS_*.json`/`WS_*.json` files."""
    files = []
    for p in paths:
        if os.path.isdir(p):
            files += sorted(os.path.join(p, f) for f in os.listdir(p) if f.endswith(".json") and term_for(f))
        else:
            files.append(p)
    return files


def holiday_modes(choice):
    return ["profile", "none"] if choice == "both" else [choice]


def expected_occurrences(row):
    """The occurrences a row must expand to: planned dates, with the feed's changes applied,
    as sorted (date, start, end, status) tuples."""
    return sorted(o[:4] for o in planned_occurrences(row))


def planned_occurrences(row):
    """Like expected_occurrences, with the room each occurrence is in as a fifth element
    (a moved occurrence's new room; a cancelled one keeps the row's room)."""
    changes = {c["date"]: c for c in row.get("changes", [])}
    result = []
    for date in row["dates"]:
        c = changes.get(date)
        if c is None:
            result.append((date, row["starttime"], row["endtime"], "CONFIRMED", row["room"]))
        elif c["kind"] == "cancelled":
            result.append((date, row["starttime"], row["endtime"], "CANCELLED", row["room"]))
        else:
            result.append((c["newDate"], c["newStart"], c["newEnd"], "CONFIRMED", c.get("newRoom", row["room"])))
    return sorted(result)


@dataclass
class Calendar:
    """One calendar semestercal wrote: its input, options, the .ics and explain's rows."""
    source: str
    holidays: str
    feed: str | None
    ics: str
    rows: list = field(default_factory=list)
    error: str | None = None

    @property
    def name(self):
        return f"{self.source} (holidays {self.holidays}{', feed ' + self.feed if self.feed else ''})"


def build_calendar(binary, path, holidays, feed_dirs, ics):
    """Runs `explain --format json` and `convert -o ICS` for one input; returns a Calendar
    (with `error` set, and no rows, when the term is unknown or a command fails)."""
    feed = feed_for(path, feed_dirs)
    calendar = Calendar(path, holidays, feed, ics)
    term = term_for(path)
    if term is None:
        calendar.error = f"{path}: cannot tell the term from the file name"
        return calendar
    common = ["--term", term, "--holidays", holidays, path]
    if feed:
        common += ["--changes", feed]
    try:
        # A row merged into another event (`mergedInto`) is listed by explain but has no event of its own.
        calendar.rows = [row for row in json.loads(run([binary, "explain", "--format", "json"] + common)) if not row.get("mergedInto")]
        run([binary, "convert", "-o", ics] + common)
    except RuntimeError as e:
        calendar.error = f"{path}: {e}"
    return calendar


def build_calendars(binary, files, modes, feed_dirs, out_dir, jobs=2):
    """Builds every input in every holiday mode into OUT_DIR (c0000.ics, c0001.ics, …),
    `jobs` at a time; returns the Calendars in input order."""
    tasks = [(f, mode, os.path.join(out_dir, f"c{i:04d}.ics"))
             for i, (mode, f) in enumerate((m, f) for m in modes for f in files)]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(lambda t: build_calendar(binary, t[0], t[1], feed_dirs, t[2]), tasks))
