#!/usr/bin/env python3
"""Seeded, reproducible inputs for scripts/bench.sh (never committed: written to a temp dir).

    generate.py timetable --rows N [--seed S] -o FILE.json
        A WS2020 timetable in the Hof service's shape ({"schedule": [...]}) with mixed comments:
        plain weekly, remarks without dates, start/end weeks, 14-tägig/3-wöchig, KW ranges and
        lists (wrapping the new year), exclusions, explicit dates, registration noise,
        undetermined ones, group rotas; block rows on their own dates; about 4% of the rows
        repeat another row's slot (merged by semestercal). The comment templates are taken
        from ../shared/corpus/hof-2020 (numbers varied).
    generate.py comments --count N [--seed S] -o FILE.txt
        N non-empty comments, one a line, drawn from the same templates.
    generate.py hostile -o FILE.json
        A WS2020 timetable of one row per hostile pattern ("1, ", "1/", "13., ", "Mo, ", "(", ...),
        its comment the pattern repeated to 100 KB: what a broken export or a hostile file may
        carry. Each comment is read up to CommentReader.maximumLength characters and flagged;
        the case measures that reading them stays linear (a list read again from each of its
        items once took seconds per comment).
    generate.py calendars --occurrences N [--change-rate 0.01] [--seed S] OLD.ics NEW.ics
        Two calendars in semestercal's style (Europe/Berlin, weekly/daily RRULE with UNTIL,
        EXDATE, single events) holding N occurrences; NEW differs from OLD in change-rate × N
        occurrences, in equal parts moved, cancelled, room changed, removed (EXDATE) and added.
        Prints the expected counts of each change as JSON on standard output.

The same arguments always give byte-identical files.
"""
import argparse
import datetime as dt
import json
import random
import sys
from zoneinfo import ZoneInfo

TERM_FIRST = dt.date(2020, 10, 1)   # WS2020 as the Hof rules compute it (SEMANTICS.md §1)
TERM_LAST = dt.date(2021, 1, 22)
WEEKDAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"]
# Weeks of WS2020 in order (2020 has a week 53).
TERM_WEEKS = list(range(41, 54)) + [1, 2, 3]

# Comment templates from the real WS2020/SS2020 rows, by kind, with weights roughly as in the corpus.
# Placeholders: {w} a start week, {e} a later week, {x} {x2} weeks to leave out, {list} a week list,
# {slashlist} weeks joined by "/", {d} the row's date in week {w} (dd.mm.yy), {dates} {slashdates}
# dates of the row's weekday, {d1} {d2} {d3} three such dates.
TEMPLATES = [
    (20, "plain", [""]),
    (15, "remark", [
        "- ONLINE", "- in englischer Sprache", "Group I", "Group II", "(Inf,MC,MI,WI 5)", "- Übungen -",
        "(MB + MB int + ET 1)", "- Online Angebot in Moodle -", "(MI5 + MC5) - max. TN-Zahl: 20 - ONLINE",
        "- max. 20 TN (15 BW, 5 WR)  (Voraussetzung DATEV I)", "- Vorlesung -  (Wng 5 + MB + WT 3)",
        "- ONLINE  (neue SPO) - (Raum für 30 Studierende buchen)  (Anfangsbuchstaben des Nachnamens S - Z)",
    ]),
    (14, "start", [
        "- Start KW {w}", "Start KW{w}", "--- Beginn {w}. KW (= {d}), ONLINE", "(ab KW {w})",
        "- Übungen - Beginn KW {w} - Gruppe frei wählbar", "--- Mindest-TN 12, Kursbeginn {d}",
        "(Inf,MC,MI,WI 5) Beginn KW {w}", "Group II - Start KW{w} ONLINE", "- ONLINE - in englischer Sprache - Start KW {w}",
    ]),
    (3, "end", ["bis {e}. KW", "bis KW {e}", "- ONLINE bis Ende Dezember"]),
    (8, "interval", [
        "- 14-tägig - Beginn KW {w}", "14-tägig, Start KW {w}", "- EU-Recht - 3-wöchig - Start KW {w}",
        "- lecture - (every second week) (language:english)start week KW {w}", "- Praktikum - (14-tägig) (ab KW {w})",
        "- ONLINE - Gruppe I (Anfangsbuchstabe Nachname A-K) - 14-tägig ab KW {w}",
        "- Exercises - (all 14 days, begin: calendar Week {w})",
    ]),
    (8, "range", [
        "{w}. - {e}. KW --- im Oktober/November online, vorauss. ab Dezember in Präsenz", "- ONLINE - KW {w} bis {e}",
        "- Praktikum -  (KW {w}-{e})", "- ONLINE - KW 48/2020 bis KW 3/2021", "(KW 41 bis KW 46  + KW 1 bis KW 3)",
        "(Englisch) (KW {w}-KW {e})", "- ONLINE Tutorium Investitionswirtschaft - KW 49/20 - 02/21",
    ]),
    (5, "list", ["Ausstellungsdesign / KW {list}", "- in KW {slashlist}", "Storytelling / KW {list}", "- Vorlesung KW {w} und KW {e}"]),
    (5, "exclusion", [
        "KW {w} - {e}, außer KW {x}, {x2}", "- Gruppe II - Start KW {w} - außer KW {x} und KW {x2}",
        "Storytelling / KW {w}- KW {e}, außer KW {x} virtuell", "- Investitionswirtschaft - ausgenommen KW {x}-{x2}",
        "14-tägig ab KW {w}, außer KW {x}",
    ]),
    (5, "dates", [
        "- Online - ({slashdates})", "Termine: {d1} / {d2} / {d3} - nur für Studenten - online",
        "- Repetitorium - (alle) ({slashdates})", "- Präsenztermine - ({slashdates})",
    ]),
    (4, "noise", [
        "- Primuss-Anmeldung 26.09. bis 01.10.2020 - Beginn KW {w} - max. 20 TN",
        "- ab KW {w} - Themenvergabe und verbindliche Anmeldung: 05.10.2020",
        "- in englischer Sprache - Online-Anmeldung 26.09. bis 01.10.2020 - Beginn KW {w} - max. 25 TN",
        "- verbindliche Anmeldung bis 12.10.2020 im Rahmen der Vorlesung",
    ]),
    (4, "undetermined", [
        "- Praktikum - (Termine nach der 1. Vorlesung nach Plan)", "Termine nach Absprache mit Dozent",
        "- Physikalische/Organische Chemie -  (Termine werden noch bkannt gegeben)",
        "- ONLINE - individuelle Rücksprachetermine nach Vereinbarung - ab KW {w}",
        "- Praktikum - (Master PM 2 zu bestimmten Terminen zus. mit UT 3) (ab KW {w})",
    ]),
    (2, "alternation", [
        "- KW {w}: 1a anwesend + 1b online - im wöchentlichen Wechsel",
        "(Wing 3 alle + WI 3)(Hybrid)  Gr. A Präsenz in ungerade Wochen + Gr. B in geraden Wochen",
        "KW {w} online, dann Präsenz",
    ]),
]
BLOCK_COMMENTS = ["- Blocktermin", "Klausurtermin", "", "- Blockveranstaltung", "-Vorbereitungskurs - (21.-24.09.2020)",
                  "- ONLINE - Präsentationstermine KW 48-50 (Gruppeneinteilung über moodle)", "Intensivkurs vor Semesterbeginn"]
BLOCK_STYLES = ["Blockveranstaltung", "Blockveranstaltung", "Praktikumsblock", "Vorbereitungskurs"]
SERIES_STYLES = ["Vorlesung Fixzeit"] * 12 + ["Übungen Fixzeit", "Praktikum Fixzeit", "Tutorium Fixzeit"]
LABELS = ["Personalmanagement", "Mathematik I", "Grundlagen der Informatik", "Technische Mechanik", "Marketing",
          "Investitionswirtschaft", "Datenbanken", "Software Engineering", "Wirtschaftsenglisch", "Statistik",
          "Kostenrechnung", "Werkstoffkunde", "Storytelling", "Ausstellungsdesign", "Verteilte Systeme",
          "Strafrecht", "Automatisierung", "Textiltechnologie", "Projektmanagement", "Regelungstechnik"]
ROOMS = ["FA007", "FB108", "FG023a + FG023b", "FA108", "Online", "FE101", "Münchberg MB001", "FC003", "FD102"]
SLOTS = [("08:00", "09:30"), ("09:45", "11:15"), ("11:30", "13:00"), ("14:00", "15:30"), ("15:45", "17:15"),
         ("17:30", "19:00"), ("08:00", "11:15"), ("13:00", "17:15")]


def weighted_template(rng):
    total = sum(w for w, _, _ in TEMPLATES)
    pick = rng.uniform(0, total)
    for weight, kind, texts in TEMPLATES:
        pick -= weight
        if pick <= 0:
            return kind, rng.choice(texts)
    return TEMPLATES[-1][1], rng.choice(TEMPLATES[-1][2])


def weekday_dates(weekday):
    """Every date of the term on ISO weekday `weekday` (1 = Monday)."""
    d = TERM_FIRST
    while d.isoweekday() != weekday:
        d += dt.timedelta(days=1)
    out = []
    while d <= TERM_LAST:
        out.append(d)
        d += dt.timedelta(days=7)
    return out


def fill(template, rng, weekday):
    """The template with its placeholders replaced by plausible weeks and dates for `weekday`."""
    i = rng.randrange(0, 6)
    j = rng.randrange(i + 2, len(TERM_WEEKS))
    w, e = TERM_WEEKS[i], TERM_WEEKS[j]
    inside = TERM_WEEKS[i + 1:j] or [e]
    x = rng.choice(inside)
    x2 = rng.choice(inside)
    listed = sorted(rng.sample(range(len(TERM_WEEKS)), rng.randrange(2, 6)))
    weeks = [TERM_WEEKS[k] for k in listed]
    dates = weekday_dates(weekday)
    chosen = sorted(rng.sample(dates, min(len(dates), rng.randrange(3, 8))))
    in_w = next((d for d in dates if d.isocalendar()[1] == w), dates[0])

    def dm(d):
        return f"{d.day}.{d.month}."

    values = {
        "w": w, "e": e, "x": x, "x2": x2,
        "list": ", ".join(map(str, weeks)), "slashlist": "/".join(map(str, weeks)),
        "d": in_w.strftime("%d.%m.%y"),
        "dates": ", ".join(map(dm, chosen)), "slashdates": "/".join(map(dm, chosen)),
        "d1": dm(chosen[0]), "d2": dm(chosen[1]), "d3": dm(chosen[2]),
    }
    return template.format(**values)


def timetable(rows, seed):
    rng = random.Random(seed)
    out = []
    for n in range(rows):
        if out and rng.random() < 0.04:
            # The same lecture listed by another study programme: same slot, another id.
            row = dict(rng.choice(out))
            row["id"] = str(4_000_000 + n)
            out.append(row)
            continue
        weekday = rng.randrange(1, 7) if rng.random() < 0.05 else rng.randrange(1, 6)
        start, end = rng.choice(SLOTS)
        label = f"{rng.choice(LABELS)} {n % 97}"
        tag = f"{rng.getrandbits(32):08x}"
        row = {
            "id": str(4_000_000 + n), "label": label, "docent": f"Lecturer {rng.randrange(1, 900):03d}",
            "type": rng.choice(["HF", "WP", "FWPM"]), "group": rng.choice(["", "", "", "Gruppe I", "Gruppe II"]),
            "starttime": start, "endtime": end, "room": rng.choice(ROOMS), "sp": "-",
            "splusname": f"{label.split()[0][:4]}§{tag}%{n} $ {rng.randrange(1, 4)}",
        }
        if rng.random() < 0.2:
            first = TERM_FIRST + dt.timedelta(days=rng.randrange(0, (TERM_LAST - TERM_FIRST).days))
            last = first + dt.timedelta(days=rng.choice([0, 0, 0, 1, 2, 4]))
            row.update(style=rng.choice(BLOCK_STYLES), comment=rng.choice(BLOCK_COMMENTS),
                       day=WEEKDAYS[first.isoweekday() - 1] if first.isoweekday() <= 6 else "",
                       startdate=first.strftime("%d.%m.%Y"), enddate=last.strftime("%d.%m.%Y"))
        else:
            _, template = weighted_template(rng)
            row.update(style=rng.choice(SERIES_STYLES), comment=fill(template, rng, weekday),
                       day=WEEKDAYS[weekday - 1], startdate="16.03.2020", enddate="25.01.2021")
        out.append(row)
    return {"schedule": out}


def comments(count, seed):
    """Non-empty comments only: an empty one costs nothing to read."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        kind, template = weighted_template(rng)
        if kind != "plain":
            out.append(fill(template, rng, rng.randrange(1, 6)))
    return out


HOSTILE_UNITS = [
    "KW 41-42, ", "14-tägig ab KW 42, außer 24.11., ", "(", "1, ", "Vorlesung online 😀 ", "1. ", "1 ", "13., ",
    "1/", "1 / ", "1 und ", "KW 1, ", "KW ", "Mo, ", "Mo 1, ", "1.-2., ", "1.1., ", "1.1. - ", "ab ", "ab KW 1 ",
    "außer ", "nicht ", "1-", "- ", "14.10./", "Oktober ", "1 Oktober, ", "1st, ", "und ", ", ", "KW 1 bis ",
    "bis ", "1.1.2020 ", "12:00 ", "12-", "Gruppe 1, ", "(1, ", "1), ", "1. und 2. ", "1 & ", "Nov 1, ",
    "Mo-Fr ", "weeks 1, ",
]


def hostile():
    rows = []
    for n, unit in enumerate(HOSTILE_UNITS):
        comment = unit * (100_000 // len(unit.encode()) + 1)
        rows.append({"id": str(n), "label": f"Hostile {n}", "docent": "Lecturer 1", "type": "HF", "group": "",
                     "starttime": "08:00", "endtime": "09:30", "room": "FA007", "sp": "-",
                     "splusname": f"Host§{n}%{n} $ 1", "style": "Vorlesung Fixzeit", "comment": comment,
                     "day": "Dienstag", "startdate": "16.03.2020", "enddate": "25.01.2021"})
    return {"schedule": rows}


# --- Calendars for `diff` -----------------------------------------------------------------

BERLIN = ZoneInfo("Europe/Berlin")
VTIMEZONE = """BEGIN:VTIMEZONE
TZID:Europe/Berlin
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE"""


def local(d, hhmm):
    return dt.datetime(d.year, d.month, d.day, int(hhmm[:2]), int(hhmm[3:]))


def stamp(t):
    return t.strftime("%Y%m%dT%H%M%S")


def utc_stamp(t):
    return t.replace(tzinfo=BERLIN).astimezone(dt.timezone.utc).strftime("%Y%m%dT%H%M%SZ")


class Event:
    """One VEVENT of the old calendar: a rhythm (days between slots, 0 for a single event),
    its slots and which of them are left out."""

    def __init__(self, uid, first, step, slots, exdates, start, end, summary, room):
        self.uid, self.first, self.step, self.slots = uid, first, step, slots
        self.exdates, self.start, self.end, self.summary, self.room = exdates, start, end, summary, room

    def slot_dates(self):
        return [self.first + dt.timedelta(days=self.step * k) for k in range(self.slots)]

    def occurrences(self):
        return [d for d in self.slot_dates() if d not in self.exdates]

    def lines(self, extra_exdates=(), overrides=()):
        if self.slots == 1 and overrides:
            # A single event has no instances to override: it is changed in place.
            return self.changed(*overrides[0], recurrence_id=False)
        dates = self.slot_dates()
        out = ["BEGIN:VEVENT", f"UID:{self.uid}", "DTSTAMP:20201001T000000Z", "SEQUENCE:0",
               f"DTSTART;TZID=Europe/Berlin:{stamp(local(self.first, self.start))}",
               f"DTEND;TZID=Europe/Berlin:{stamp(local(self.first, self.end))}"]
        if self.slots > 1:
            freq = "DAILY" if self.step == 1 else "WEEKLY"
            interval = f";INTERVAL={self.step // 7}" if self.step > 7 else ""
            out.append(f"RRULE:FREQ={freq}{interval};UNTIL={utc_stamp(local(dates[-1], self.start))}")
            excluded = sorted(set(self.exdates) | set(extra_exdates))
            if excluded:
                out.append("EXDATE;TZID=Europe/Berlin:" + ",".join(stamp(local(d, self.start)) for d in excluded))
        out += [f"SUMMARY:{self.summary}", f"LOCATION:{self.room}",
                f"DESCRIPTION:Dozent: Lecturer 001\\nStil: Vorlesung Fixzeit\\nRaum: {self.room}",
                "CATEGORIES:Vorlesung", "STATUS:CONFIRMED", "TRANSP:OPAQUE", "END:VEVENT"]
        for original, kind, value in overrides:
            out += self.changed(original, kind, value, recurrence_id=True)
        return out

    def changed(self, original, kind, value, recurrence_id):
        """The occurrence on `original` changed: an override (RECURRENCE-ID) or the event itself."""
        start, end, room, status = local(original, self.start), local(original, self.end), self.room, "CONFIRMED"
        if kind == "moved":
            start, end = start + value, end + value
        elif kind == "roomChanged":
            room = value
        elif kind == "cancelled":
            status = "CANCELLED"
        out = ["BEGIN:VEVENT", f"UID:{self.uid}", "DTSTAMP:20201001T000000Z", "SEQUENCE:1"]
        if recurrence_id:
            out.append(f"RECURRENCE-ID;TZID=Europe/Berlin:{stamp(local(original, self.start))}")
        return out + [f"DTSTART;TZID=Europe/Berlin:{stamp(start)}", f"DTEND;TZID=Europe/Berlin:{stamp(end)}",
                      f"SUMMARY:{self.summary}", f"LOCATION:{room}", f"STATUS:{status}", "END:VEVENT"]


def calendar_text(name, event_lines):
    head = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//semestercal//bench//EN", "CALSCALE:GREGORIAN",
            f"X-WR-CALNAME:{name}", "X-WR-TIMEZONE:Europe/Berlin"] + VTIMEZONE.split("\n")
    return "\r\n".join(head + event_lines + ["END:VCALENDAR"]) + "\r\n"


def calendars(occurrences, rate, seed):
    rng = random.Random(seed)
    events, total = [], 0
    while total < occurrences:
        n = len(events)
        start, end = rng.choice(SLOTS)
        kind = rng.random()
        if kind < 0.1:
            step, slots, exdates = 0, 1, []
        elif kind < 0.15:
            step, slots, exdates = 1, rng.randrange(2, 6), []
        else:
            step = 7 * (2 if rng.random() < 0.1 else 1)
            slots = rng.randrange(4, 17) if step == 7 else rng.randrange(3, 9)
            exdates = sorted(rng.sample(range(1, slots - 1), min(slots - 2, rng.randrange(0, 3))))
        slots = min(slots, occurrences - total + len(exdates)) if step else 1
        first = TERM_FIRST + dt.timedelta(days=rng.randrange(0, 28))
        event = Event(f"bench-{n:07d}@semestercal", first, step, slots, [], start, end,
                      f"{rng.choice(LABELS)} {n % 97}", rng.choice(ROOMS))
        dates = event.slot_dates()
        event.exdates = [dates[k] for k in exdates if k < len(dates) - 1]
        total += len(event.occurrences())
        events.append(event)

    changes = round(occurrences * rate)
    kinds = ["moved", "cancelled", "roomChanged", "removed", "added"]
    counts = {k: changes // len(kinds) + (1 if i < changes % len(kinds) else 0) for i, k in enumerate(kinds)}
    # Distinct occurrences (event index, date) to change, drawn without repetition.
    pool = [(i, d) for i, e in enumerate(events) for d in e.occurrences()]
    picked = rng.sample(pool, changes - counts["added"])
    overrides, removed, dropped = {}, {}, set()
    k = 0
    for kind in ["moved", "cancelled", "roomChanged", "removed"]:
        for i, d in picked[k:k + counts[kind]]:
            if kind == "removed":
                if events[i].slots == 1:
                    dropped.add(i)
                else:
                    removed.setdefault(i, []).append(d)
            else:
                value = dt.timedelta(days=1, hours=rng.choice([0, 2])) if kind == "moved" else \
                    ("FZ999" if kind == "roomChanged" else None)
                overrides.setdefault(i, []).append((d, kind, value))
        k += counts[kind]

    old_lines, new_lines = [], []
    for i, e in enumerate(events):
        old_lines += e.lines()
        if i in dropped:
            continue
        new_lines += e.lines(removed.get(i, ()), sorted(overrides.get(i, []), key=lambda o: o[0]))
    for n in range(counts["added"]):
        d = TERM_FIRST + dt.timedelta(days=rng.randrange(0, (TERM_LAST - TERM_FIRST).days))
        start, end = rng.choice(SLOTS)
        new_lines += Event(f"bench-added-{n:06d}@semestercal", d, 0, 1, [], start, end, "Zusatztermin", "FA007").lines()
    return (calendar_text("bench old", old_lines), calendar_text("bench new", new_lines),
            {"events": len(events), "occurrences": total, **counts})


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("timetable")
    t.add_argument("--rows", type=int, required=True)
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("-o", "--output", required=True)
    c = sub.add_parser("comments")
    c.add_argument("--count", type=int, required=True)
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("-o", "--output", required=True)
    h = sub.add_parser("hostile")
    h.add_argument("-o", "--output", required=True)
    k = sub.add_parser("calendars")
    k.add_argument("--occurrences", type=int, required=True)
    k.add_argument("--change-rate", type=float, default=0.01)
    k.add_argument("--seed", type=int, default=1)
    k.add_argument("old")
    k.add_argument("new")
    args = parser.parse_args()

    if args.command == "timetable":
        with open(args.output, "w", encoding="utf-8") as f:
            json.dump(timetable(args.rows, args.seed), f, ensure_ascii=False, separators=(",", ":"))
    elif args.command == "hostile":
        with open(args.output, "w", encoding="utf-8") as f:
            json.dump(hostile(), f, ensure_ascii=False, separators=(",", ":"))
    elif args.command == "comments":
        with open(args.output, "w", encoding="utf-8") as f:
            f.write("\n".join(comments(args.count, args.seed)) + "\n")
    else:
        old, new, summary = calendars(args.occurrences, args.change_rate, args.seed)
        for path, text in ((args.old, old), (args.new, new)):
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(text)
        json.dump(summary, sys.stdout)
        print()


if __name__ == "__main__":
    main()
