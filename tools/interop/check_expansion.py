#!/usr/bin/env python3
"""Interoperability check: an independent iCalendar implementation must expand
every calendar semestercal writes to exactly the dates `semestercal explain` plans.

With --changes-dir, an input X.json with a feed X.changes.json there is
converted with that feed, and moved/cancelled occurrences must expand as planned
(moved: at the new date and time; cancelled: STATUS:CANCELLED on the original).

For each input file it runs `semestercal explain --format json` and
`semestercal convert`, expands the .ics with python `icalendar` +
`recurring-ical-events`, and compares, row by row (matched by UID), the
occurrence dates, start and end times, and that every event carries a
LOCATION when the row has a room. The term comes from the file name
(`SS_...`/`WS_...` or `SS2020_...`/`WS2020_...`).

Usage: check_expansion.py --bin .build/debug/semestercal FILE_OR_DIR...
Exit status 0 when everything agrees, 1 on any difference.
"""
import argparse
import datetime as dt
import os
import sys
import tempfile
from collections import defaultdict

import icalendar
import recurring_ical_events

from interop_common import base_uid, build_calendar, expected_occurrences, holiday_modes, input_files, term_for


def check_file(binary, path, holidays, feed_dirs=()):
    if term_for(path) is None:
        return 0, [f"{path}: cannot tell the term from the file name"]
    with tempfile.TemporaryDirectory() as tmp:
        built = build_calendar(binary, path, holidays, feed_dirs, os.path.join(tmp, "out.ics"))
        if built.error:
            raise RuntimeError(built.error)
        rows = built.rows
        with open(built.ics, "rb") as f:
            raw = f.read()
    problems = []
    if b"\r\n" not in raw or raw.replace(b"\r\n", b"").count(b"\n"):
        problems.append(f"{path}: lines are not all CRLF-terminated")
    if any(len(line) > 75 for line in raw.split(b"\r\n")):
        problems.append(f"{path}: a line is longer than 75 octets")
    calendar = icalendar.Calendar.from_ical(raw)
    occurrences = defaultdict(list)
    for event in recurring_ical_events.of(calendar).between(dt.date(1900, 1, 1), dt.date(2200, 1, 1)):
        uid = base_uid(str(event["UID"]))
        start, end = event["DTSTART"].dt, event["DTEND"].dt
        occurrences[uid].append((start.date().isoformat(), start.strftime("%H:%M"), end.strftime("%H:%M"),
                                 str(event.get("STATUS", "CONFIRMED")), str(start.tzinfo), "LOCATION" in event))
    checked = 0
    for row in rows:
        got = sorted(occurrences.pop(row["uid"], []))
        where = f"{path} row {row['row']} ({row['label']}, “{row['comment']}”)"
        expected = expected_occurrences(row)
        got_plain = [o[:4] for o in got]
        if got_plain != expected:
            missing = sorted(set(expected) - set(got_plain))
            extra = sorted(set(got_plain) - set(expected))
            problems.append(f"{where}: expanded occurrences differ: missing {missing}, extra {extra}")
            continue
        for date, start, end, status, tz, has_location in got:
            if "Berlin" not in tz:
                problems.append(f"{where}: {date} expands in zone {tz}")
            if row["room"] and not has_location:
                problems.append(f"{where}: {date} has no LOCATION")
        checked += 1
    for uid in occurrences:
        problems.append(f"{path}: calendar holds events with UID {uid} that explain does not list")
    return checked, problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True)
    parser.add_argument("--holidays", choices=["profile", "none", "both"], default="both")
    parser.add_argument("--changes-dir", action="append", default=[],
                        help="folder with change feeds named <input>.changes.json; applied where present")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    files = input_files(args.paths)
    modes = holiday_modes(args.holidays)
    total_rows, failures = 0, []
    for mode in modes:
        for f in files:
            checked, problems = check_file(args.bin, f, mode, args.changes_dir)
            total_rows += checked
            failures += problems
    for line in failures:
        print("MISMATCH", line)
    print(f"interop: {len(files)} files x {len(modes)} holiday modes, {total_rows} rows expanded by python icalendar "
          f"{icalendar.__version__} + recurring-ical-events; {len(failures)} mismatches")
    # The closing line CI reads.
    print(f"interop: {total_rows - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
