#!/usr/bin/env python3
"""The Python baseline of scripts/bench.sh: timetable JSON -> one .ics per input file, with `icalendar`.

    python_pipeline.py --term SS2020|WS2020 --output-dir DIR FILE.json...

One VEVENT per row: weekly on the row's weekday from the term's first to its last lecture day
(RRULE with UNTIL), DTSTART/DTEND in Europe/Berlin (TZID, one VTIMEZONE per calendar), SUMMARY,
LOCATION, UID and a fixed DTSTAMP. It does less than `semestercal convert` on purpose — no
comments, block dates, holidays, merging or change feeds — so its time is a lower bound for a
Python pipeline, not a rival implementation.
"""
import argparse
import datetime as dt
import json
import os
import sys
from zoneinfo import ZoneInfo

from icalendar import Calendar, Event, Timezone

# The lecture periods semestercal plans with the built-in Hof profile (the rules in
# Sources/SemesterCal/Terms/HofProfile.swift, no term overrides; docs/profile.md): summer
# 03-15 moved to Monday 2020-03-16 .. 07-10; winter 10-01 .. 2021-01-25 moved back to Friday 01-22.
TERMS = {
    "SS2020": (dt.date(2020, 3, 16), dt.date(2020, 7, 10)),
    "WS2020": (dt.date(2020, 10, 1), dt.date(2021, 1, 22)),
}
WEEKDAYS = {"Montag": 0, "Dienstag": 1, "Mittwoch": 2, "Donnerstag": 3, "Freitag": 4, "Samstag": 5, "Sonntag": 6}
BERLIN = ZoneInfo("Europe/Berlin")
DTSTAMP = dt.datetime(2020, 1, 1, tzinfo=dt.timezone.utc)


def rows_of(document):
    """The rows: a top-level list, or the list under the answer's key ("schedule", "myschedule")."""
    if isinstance(document, list):
        return document
    return next((value for value in document.values() if isinstance(value, list)), [])


def at(day, hhmm):
    hour, minute = map(int, hhmm.split(":"))
    return dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=BERLIN)


def calendar(path, first, last, vtimezone):
    with open(path, encoding="utf-8") as f:
        rows = rows_of(json.load(f))
    stem = os.path.splitext(os.path.basename(path))[0]
    cal = Calendar()
    cal.add("prodid", "-//semestercal bench//python baseline//EN")
    cal.add("version", "2.0")
    cal.add_component(vtimezone)
    for index, row in enumerate(rows):
        weekday = WEEKDAYS.get(row.get("day", ""))
        if weekday is None:
            continue
        day = first + dt.timedelta(days=(weekday - first.weekday()) % 7)
        start, end = at(day, row["starttime"]), at(day, row["endtime"])
        event = Event()
        event.add("uid", f"{stem}-{index}-{row.get('id', '')}@python-baseline")
        event.add("dtstamp", DTSTAMP)
        event.add("dtstart", start)
        event.add("dtend", end)
        # UNTIL must be UTC when DTSTART has a TZID (RFC 5545 3.3.10).
        event.add("rrule", {"freq": "weekly", "until": at(last, row["starttime"]).astimezone(dt.timezone.utc)})
        event.add("summary", row.get("label", ""))
        event.add("location", row.get("room", ""))
        cal.add_component(event)
    return cal.to_ical()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--term", required=True, choices=sorted(TERMS))
    parser.add_argument("--output-dir", required=True)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    first, last = TERMS[args.term]
    os.makedirs(args.output_dir, exist_ok=True)
    # Built once per process (as semestercal writes the same VTIMEZONE into every calendar).
    vtimezone = Timezone.from_tzinfo(BERLIN, first_date=dt.date(first.year, 1, 1), last_date=dt.date(last.year + 1, 1, 1))
    for path in args.files:
        stem = os.path.splitext(os.path.basename(path))[0]
        with open(os.path.join(args.output_dir, stem + ".ics"), "wb") as out:
            out.write(calendar(path, first, last, vtimezone))
    return 0


if __name__ == "__main__":
    sys.exit(main())
