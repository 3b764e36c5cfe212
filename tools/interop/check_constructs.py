#!/usr/bin/env python3
"""Construct check: no .ics that semestercal writes may use a construct that
calendar clients read differently (../shared/CLIENTS.md, "Where clients
disagree"), nor break the byte-level rules every client relies on.

Each rule has a short name, printed with every finding:

  crlf             every line ends in CRLF; no bare CR or LF
  line-length      no line longer than 75 octets
  fold-utf8        every physical line is valid UTF-8 by itself (no fold splits a character)
  one-vcalendar    exactly one VCALENDAR, nothing outside it (khal crashes on several)
  no-rdate         no RDATE at all (VALUE=PERIOD breaks khal and vobject; plain RDATE support is uneven)
  dtend            every timed VEVENT has DTEND or DURATION (RFC: zero length; khal: one hour)
  floating         no DTSTART/DTEND/EXDATE/RECURRENCE-ID date-time without TZID or Z
  tzid-vtimezone   every TZID used has a VTIMEZONE in the file
  vtimezone-iana   every VTIMEZONE is named after an IANA zone and agrees with it
                   (python zoneinfo): each onset of each observance (its DTSTART and, for a
                   yearly RRULE, every instance dateutil gives through 2037) is a real
                   transition with those offsets, DTSTART is the first instance of its RRULE,
                   the offset at the first event is IANA's, and no IANA transition between
                   the first and the last time events use is missing (a zone cut short puts
                   the events after the gap an hour off)
  vtimezone-shared read on its own by vobject, the VTIMEZONE gives IANA's offset in January and
                   June of every year from its first event (or its yearly rules' start, if
                   earlier) through 2037. Radicale (vobject) keeps the first VTIMEZONE it reads
                   for a TZID for every calendar it holds: one valid only for its own events'
                   months puts other calendars' events an hour off. Needs vobject (skipped,
                   with a note, when it is not installed)
  until-utc        RRULE UNTIL of a timed series is a UTC date-time
  rrule-parts      RRULE uses only FREQ, INTERVAL, UNTIL, COUNT, BYDAY (the parts all clients agree on)
  dtstart-instance DTSTART is itself the first instance of its RRULE
  exdate-type      EXDATE and RECURRENCE-ID have DTSTART's value type and TZID
  no-range         no RECURRENCE-ID;RANGE=THISANDFUTURE (or any RANGE)
  uid-unique       no two VEVENTs share a UID and RECURRENCE-ID (or both lack one)
  text-escaping    TEXT values escape , ; \\ and newlines (vobject cuts at a bare comma)
  dst              no local time in a DST gap or overlap; no instance spans a DST change
  cancelled-marked a STATUS:CANCELLED event says so in its SUMMARY (differs from the series')
                   and has a DESCRIPTION (clients hide or strike through cancelled events)

Usage: check_constructs.py FILE_OR_DIR...   (folders: every *.ics in them)
       check_constructs.py --self-test      (every rule fires on a calendar built to break it)
Exit status 0 when no file uses any of them, 1 otherwise.
"""
import datetime as dt
import os
import re
import sys
import zoneinfo
from dataclasses import dataclass, field

from dateutil import rrule as du

try:
    import vobject
    import vobject.icalendar as vobject_icalendar
except ImportError:  # not installed: vtimezone-shared is not checked
    vobject = None

RULES = ("crlf", "line-length", "fold-utf8", "one-vcalendar", "no-rdate", "dtend", "floating",
         "tzid-vtimezone", "vtimezone-iana", "vtimezone-shared", "until-utc", "rrule-parts", "dtstart-instance", "exdate-type",
         "no-range", "uid-unique", "text-escaping", "dst", "cancelled-marked")

# TEXT properties (RFC 5545 3.3.11) whose value is one text; CATEGORIES/RESOURCES are comma lists.
SINGLE_TEXT = {"SUMMARY", "LOCATION", "DESCRIPTION", "COMMENT", "CONTACT", "X-WR-CALNAME", "X-WR-CALDESC"}
LIST_TEXT = {"CATEGORIES", "RESOURCES"}
DATE_PROPERTIES = ("DTSTART", "DTEND", "EXDATE", "RECURRENCE-ID", "RDATE")
RRULE_PARTS = {"FREQ", "INTERVAL", "UNTIL", "COUNT", "BYDAY"}
FREQS = {"DAILY": du.DAILY, "WEEKLY": du.WEEKLY, "MONTHLY": du.MONTHLY, "YEARLY": du.YEARLY}
WEEKDAYS = {"MO": du.MO, "TU": du.TU, "WE": du.WE, "TH": du.TH, "FR": du.FR, "SA": du.SA, "SU": du.SU}


@dataclass
class Property:
    name: str
    params: dict
    value: str


@dataclass
class Component:
    name: str
    properties: list = field(default_factory=list)
    children: list = field(default_factory=list)

    def all(self, name):
        return [p for p in self.properties if p.name == name]

    def first(self, name):
        found = self.all(name)
        return found[0] if found else None

    def value(self, name, default=None):
        p = self.first(name)
        return p.value if p else default


def split_content_line(line):
    """name, {PARAM: value}, value of an unfolded content line (quoted parameter values allowed)."""
    i, n = 0, len(line)
    while i < n and line[i] not in ";:":
        i += 1
    name, params = line[:i].upper(), {}
    while i < n and line[i] == ";":
        j = line.index("=", i)
        key = line[i + 1:j].upper()
        k, quoted = j + 1, False
        while k < n and (quoted or line[k] not in ";:"):
            if line[k] == '"':
                quoted = not quoted
            k += 1
        params[key] = line[j + 1:k].strip('"')
        i = k
    if i >= n:
        raise ValueError(f"no ':' in content line {line[:60]!r}")
    return name, params, line[i + 1:]


def parse(raw, report):
    """The components of the file (a list: normally one VCALENDAR); byte-level findings go to report."""
    if raw.replace(b"\r\n", b"").count(b"\n") or raw.replace(b"\r\n", b"").count(b"\r") or not raw.endswith(b"\r\n"):
        report("crlf", "a line does not end in CRLF")
    physical = raw.split(b"\r\n")
    if physical and physical[-1] == b"":
        physical.pop()
    logical = []
    for number, line in enumerate(physical, 1):
        if len(line) > 75:
            report("line-length", f"line {number} has {len(line)} octets")
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            report("fold-utf8", f"line {number} is not valid UTF-8 by itself (a fold splits a character?)")
            text = line.decode("utf-8", errors="replace")
        if text[:1] in (" ", "\t") and logical:
            logical[-1] += text[1:]
        else:
            logical.append(text)
    roots, stack = [], []
    for line in logical:
        if not line:
            continue
        try:
            name, params, value = split_content_line(line)
        except ValueError as e:
            report("one-vcalendar", str(e))
            continue
        if name == "BEGIN":
            component = Component(value.upper())
            (stack[-1].children if stack else roots).append(component)
            stack.append(component)
        elif name == "END":
            if not stack or stack[-1].name != value.upper():
                report("one-vcalendar", f"END:{value} does not close {stack[-1].name if stack else 'anything'}")
            else:
                stack.pop()
        elif stack:
            stack[-1].properties.append(Property(name, params, value))
        else:
            report("one-vcalendar", f"property {name} outside any component")
    if stack:
        report("one-vcalendar", f"{stack[-1].name} is never closed")
    return roots


def parse_time(value, tzid=None):
    """A DATE or DATE-TIME value as (kind, naive local datetime or date, zone name).
    kind: 'date', 'utc', 'zoned' or 'floating'."""
    if re.fullmatch(r"\d{8}", value):
        return "date", dt.date(int(value[:4]), int(value[4:6]), int(value[6:])), None
    m = re.fullmatch(r"(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)(Z?)", value)
    if not m:
        raise ValueError(f"not a DATE or DATE-TIME: {value!r}")
    local = dt.datetime(*map(int, m.groups()[:6]))
    if m.group(7):
        return "utc", local, "UTC"
    return ("zoned", local, tzid) if tzid else ("floating", local, None)


def offset(zone_name, local, fold=0):
    return local.replace(tzinfo=zoneinfo.ZoneInfo(zone_name), fold=fold).utcoffset()


def local_time_problem(zone_name, local):
    """Why a wall-clock time is not one clear instant in the IANA zone, or None."""
    try:
        zone = zoneinfo.ZoneInfo(zone_name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return None  # reported by vtimezone-iana
    first, second = local.replace(tzinfo=zone, fold=0), local.replace(tzinfo=zone, fold=1)
    if first.utcoffset() != second.utcoffset():
        back = first.astimezone(dt.timezone.utc).astimezone(zone).replace(tzinfo=None)
        return "falls in a DST gap" if back != local else "falls in a DST overlap (ambiguous)"
    return None


def parse_offset(text):
    m = re.fullmatch(r"([+-])(\d\d)(\d\d)(\d\d)?", text or "")
    if not m:
        raise ValueError(f"bad UTC offset {text!r}")
    delta = dt.timedelta(hours=int(m.group(2)), minutes=int(m.group(3)), seconds=int(m.group(4) or 0))
    return -delta if m.group(1) == "-" else delta


def iana_transitions(zone, start, end):
    """The UTC instants (aware datetimes) in [start, end] at which `zone`'s offset changes."""
    found, step = [], dt.timedelta(hours=6)
    t = start
    while t < end:
        u = min(t + step, end)
        if t.astimezone(zone).utcoffset() != u.astimezone(zone).utcoffset():
            lo, hi = t, u  # the change lies in (lo, hi]: narrow it to the second
            while hi - lo > dt.timedelta(seconds=1):
                mid = lo + (hi - lo) / 2
                if mid.astimezone(zone).utcoffset() == lo.astimezone(zone).utcoffset():
                    lo = mid
                else:
                    hi = mid
            found.append(hi.replace(microsecond=0))
        t = u
    return found


# Yearly VTIMEZONE rules are expanded this far: python zoneinfo and the zone files agree on
# explicit transitions through 2037 (and semestercal's VTimeZoneBuilder reads its rules up to it).
LAST_ZONE_YEAR = 2037


def observance_onsets(obs, report, where):
    """The local onsets of a STANDARD/DAYLIGHT: its DTSTART and, with an RRULE, every instance
    dateutil gives through LAST_ZONE_YEAR (RFC 5545: DTSTART counts as the first)."""
    start = parse_time(obs.value("DTSTART", ""))[1]
    onsets = {start}
    for rule in obs.all("RRULE"):
        expansion = du.rrulestr(rule.value, dtstart=start)
        instances = expansion.between(start, dt.datetime(LAST_ZONE_YEAR, 12, 31, 23, 59, 59), inc=True)
        if not instances or instances[0] != start:
            report("vtimezone-iana", f"{where}: DTSTART is not the first instance of RRULE {rule.value} "
                                     f"(that is {instances[0] if instances else None})")
        onsets.update(instances)
    return sorted(onsets)


def check_vtimezone(tz, report, span=None):
    """`span`: the first and last local time events give in this zone (None: no event uses it)."""
    tzid = tz.value("TZID", "")
    try:
        zone = zoneinfo.ZoneInfo(tzid)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        report("vtimezone-iana", f"VTIMEZONE {tzid!r} is not an IANA zone name: clients cannot agree on it")
        return
    instants, observed = set(), []
    for obs in tz.children:
        where = f"VTIMEZONE {tzid} {obs.name} {obs.value('DTSTART')}"
        if obs.first("RDATE"):
            report("vtimezone-iana", f"{where}: RDATE observance, not checked against IANA")
            continue
        try:
            onsets = observance_onsets(obs, report, where)
            before, after = parse_offset(obs.value("TZOFFSETFROM")), parse_offset(obs.value("TZOFFSETTO"))
        except ValueError as e:
            report("vtimezone-iana", f"{where}: {e}")
            continue
        wrong = []
        for start in onsets:
            instant = (start - before).replace(tzinfo=dt.timezone.utc)
            instants.add(instant)
            observed.append((instant, before, after))
            iana_after = instant.astimezone(zone).utcoffset()
            iana_before = (instant - dt.timedelta(seconds=1)).astimezone(zone).utcoffset()
            if (iana_before, iana_after) != (before, after):
                wrong.append(f"says {before}→{after} at {instant:%Y-%m-%d %H:%M}Z, IANA {tzid} has {iana_before}→{iana_after}")
        if wrong:
            more = f" (and {len(wrong) - 1} more onsets of this observance)" if len(wrong) > 1 else ""
            report("vtimezone-iana", f"{where}: {wrong[0]}{more}")
    check_shared_vtimezone(tz, zone, report, span)
    if span is None:
        return
    # Complete: every change IANA makes while events use the zone is an observance (a day of
    # slack either side covers the offset between local time and UTC).
    first, last = span
    # The offset the VTIMEZONE gives at the first event must be IANA's (then every change after it
    # must be an observance too, below).
    if observed:
        at = first.replace(tzinfo=zone).astimezone(dt.timezone.utc)
        earlier = [o for o in sorted(observed) if o[0] <= at]
        given = earlier[-1][2] if earlier else min(observed)[1]
        if given != at.astimezone(zone).utcoffset():
            report("vtimezone-iana", f"VTIMEZONE {tzid}: gives {given} at {first:%Y-%m-%d %H:%M}, "
                                     f"IANA {tzid} has {at.astimezone(zone).utcoffset()}")
    start = first.replace(tzinfo=dt.timezone.utc) - dt.timedelta(days=1)
    end = last.replace(tzinfo=dt.timezone.utc) + dt.timedelta(days=1)
    for change in iana_transitions(zone, start, end):
        if change not in instants:
            report("vtimezone-iana", f"VTIMEZONE {tzid}: no observance for IANA's change at {change:%Y-%m-%d %H:%M}Z, "
                                     f"but events use the zone from {first:%Y-%m-%d %H:%M} to {last:%Y-%m-%d %H:%M}")


def serialize(component):
    """The component as content lines (unfolded; enough for vobject)."""
    lines = [f"BEGIN:{component.name}"]
    for p in component.properties:
        lines.append(p.name + "".join(f";{k}={v}" for k, v in p.params.items()) + ":" + p.value)
    for child in component.children:
        lines.append(serialize(child))
    lines.append(f"END:{component.name}")
    return "\r\n".join(lines)


def check_shared_vtimezone(tz, zone, report, span):
    """vtimezone-shared: what a vobject server (Radicale) that read this VTIMEZONE first gives
    every calendar's times in its TZID, compared with IANA in January and June of each year."""
    if vobject is None:
        return
    tzid = tz.value("TZID", "")
    starts = [span[0].year] if span else []
    for obs in tz.children:
        if obs.first("RRULE"):
            try:
                starts.append(parse_time(obs.value("DTSTART", ""))[1].year)
            except ValueError:
                pass  # reported by vtimezone-iana
    if not starts:
        return
    # vobject's table of zones by TZID is one per process, and the first VTIMEZONE read for a
    # TZID stays (VTimezone.registerTzinfo). Each calendar is checked as if read first.
    registry = vobject_icalendar.__dict__.get("__tzidMap", {})
    saved = dict(registry)
    registry.clear()
    try:
        vobject.readOne("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//check//EN\r\n" + serialize(tz)
                        + "\r\nEND:VCALENDAR\r\n")
        shared = vobject_icalendar.getTzid(tzid, False)
        if shared is None:
            report("vtimezone-shared", f"VTIMEZONE {tzid}: vobject did not take it up")
            return
        for year in range(min(starts), LAST_ZONE_YEAR + 1):
            for month in (1, 6):
                local = dt.datetime(year, month, 15, 12, 0)
                given, iana = local.replace(tzinfo=shared).utcoffset(), local.replace(tzinfo=zone).utcoffset()
                if given != iana:
                    report("vtimezone-shared", f"VTIMEZONE {tzid}: read by vobject, {local:%Y-%m-%d %H:%M} is at "
                                               f"UTC{given}, IANA {tzid} has UTC{iana} (a server keeping this "
                                               "VTIMEZONE for the TZID shifts other calendars' events)")
                    return
    except Exception as e:  # vobject refuses the definition: a server could not use it at all
        report("vtimezone-shared", f"VTIMEZONE {tzid}: vobject cannot read it: {e}")
    finally:
        registry.clear()
        registry.update(saved)


def expand(rule_text, kind, dtstart, zone_name, report, where):
    """The local start times of an RRULE (dateutil, in local wall-clock time as RFC 5545 says)."""
    parts = dict(p.split("=", 1) for p in rule_text.split(";") if "=" in p)
    unknown = set(parts) - RRULE_PARTS
    if unknown or parts.get("FREQ") not in FREQS:
        report("rrule-parts", f"{where}: RRULE {rule_text} uses {sorted(unknown) or parts.get('FREQ')}")
        return None
    options = {"dtstart": dtstart, "interval": int(parts.get("INTERVAL", "1"))}
    if "COUNT" in parts:
        options["count"] = int(parts["COUNT"])
    if "BYDAY" in parts:
        try:
            options["byweekday"] = [WEEKDAYS[d] for d in parts["BYDAY"].split(",")]
        except KeyError:
            report("rrule-parts", f"{where}: BYDAY {parts['BYDAY']} (ordinal weekdays) not checked")
            return None
    if "UNTIL" in parts:
        until = parts["UNTIL"]
        if kind != "date" and not re.fullmatch(r"\d{8}T\d{6}Z", until):
            report("until-utc", f"{where}: UNTIL={until} on a timed series is not a UTC date-time")
            return None
        _, until_value, _ = parse_time(until)
        if kind == "zoned" and zone_name:
            until_value = until_value.replace(tzinfo=dt.timezone.utc).astimezone(
                zoneinfo.ZoneInfo(zone_name)).replace(tzinfo=None)
        options["until"] = until_value
    elif "COUNT" not in parts:
        options["until"] = dtstart + dt.timedelta(days=3 * 366)  # unbounded: look at three years
    if kind == "date":
        options["dtstart"] = dt.datetime.combine(dtstart, dt.time())
        if isinstance(options.get("until"), dt.date) and not isinstance(options["until"], dt.datetime):
            options["until"] = dt.datetime.combine(options["until"], dt.time())
    return list(du.rrule(FREQS[parts["FREQ"]], **options))


def check_event(event, vtimezones, masters, report):
    uid = event.value("UID", "?")
    recurrence_id = event.first("RECURRENCE-ID")
    where = f"VEVENT {uid}" + (f" RECURRENCE-ID {recurrence_id.value}" if recurrence_id else "")
    times = {}
    for name in DATE_PROPERTIES:
        for prop in event.all(name):
            if name == "RDATE":
                report("no-rdate", f"{where}: RDATE{';VALUE=' + prop.params['VALUE'] if 'VALUE' in prop.params else ''}")
                continue
            tzid = prop.params.get("TZID")
            if tzid is not None and tzid not in vtimezones:
                report("tzid-vtimezone", f"{where}: {name};TZID={tzid} has no VTIMEZONE in the file")
            for value in prop.value.split(","):
                try:
                    kind, local, zone_name = parse_time(value, tzid)
                except ValueError as e:
                    report("exdate-type", f"{where}: {name}: {e}")
                    continue
                if kind == "floating":
                    report("floating", f"{where}: {name}:{value} is a floating time")
                if kind == "zoned":
                    problem = local_time_problem(zone_name, local)
                    if problem:
                        report("dst", f"{where}: {name} {value} {problem} in {zone_name}")
                if prop.params.get("VALUE", "DATE-TIME") != ("DATE" if kind == "date" else "DATE-TIME"):
                    report("exdate-type", f"{where}: {name}:{value} does not match its VALUE parameter")
                times.setdefault(name, []).append((kind, local, zone_name))
    if "DTSTART" not in times:
        report("dtend", f"{where}: no DTSTART")
        return
    start_kind, start, start_zone = times["DTSTART"][0]
    if start_kind != "date" and "DTEND" not in times and not event.first("DURATION"):
        report("dtend", f"{where}: timed event without DTEND or DURATION")
    if recurrence_id is not None and "RANGE" in recurrence_id.params:
        report("no-range", f"{where}: RECURRENCE-ID;RANGE={recurrence_id.params['RANGE']}")
    master = masters.get(uid) if recurrence_id is not None else event
    if master is not None:
        master_start = master.first("DTSTART")
        master_kind, _, master_zone = (parse_time(master_start.value, master_start.params.get("TZID"))
                                       if master_start else (None, None, None))
        for name in ("EXDATE", "RECURRENCE-ID"):
            for kind, local, zone_name in times.get(name, []):
                if (kind, zone_name) != (master_kind, master_zone):
                    report("exdate-type", f"{where}: {name} {local} is {kind} {zone_name or ''}, "
                                          f"DTSTART is {master_kind} {master_zone or ''}")
    if times.get("DTEND"):
        end_kind, end, end_zone = times["DTEND"][0]
        if (end_kind, end_zone) != (start_kind, start_zone):
            report("exdate-type", f"{where}: DTEND is {end_kind} {end_zone or ''}, DTSTART is {start_kind} {start_zone or ''}")
    for rule in event.all("RRULE"):
        instances = expand(rule.value, start_kind, start, start_zone, report, where)
        if instances is None:
            continue
        first = instances[0] if instances else None
        wanted = start if start_kind != "date" else dt.datetime.combine(start, dt.time())
        if first != wanted:
            report("dtstart-instance", f"{where}: DTSTART {start} is not the first instance of RRULE {rule.value} "
                                       f"(that is {first})")
        if start_kind == "zoned" and times.get("DTEND"):
            length = times["DTEND"][0][1] - start
            # An instance an EXDATE removes is never shown (the EXDATE's own time is checked above).
            excluded = {local for _, local, _ in times.get("EXDATE", [])}
            for instance in instances:
                if instance in excluded:
                    continue
                for label, local in (("starts", instance), ("ends", instance + length)):
                    problem = local_time_problem(start_zone, local)
                    if problem:
                        report("dst", f"{where}: the instance of {instance:%Y-%m-%d %H:%M} {label} at a time that {problem}")
                if offset(start_zone, instance) != offset(start_zone, instance + length):
                    report("dst", f"{where}: the instance of {instance:%Y-%m-%d %H:%M} spans a DST change")
    if start_kind == "zoned" and times.get("DTEND") and offset(start_zone, start) != offset(start_zone, times["DTEND"][0][1]):
        report("dst", f"{where}: DTSTART {start} and DTEND {times['DTEND'][0][1]} have different UTC offsets")
    if event.value("STATUS", "").upper() == "CANCELLED":
        series = masters.get(uid)
        if series is not None and series is not event and series.value("SUMMARY") == event.value("SUMMARY"):
            report("cancelled-marked", f"{where}: cancelled, but its SUMMARY is the series' own")
        if not event.value("DESCRIPTION"):
            report("cancelled-marked", f"{where}: cancelled without a DESCRIPTION saying why")


TEXT_ESCAPE = re.compile(r"\\(.)", re.S)


def check_text(component, report, where):
    for prop in component.properties:
        if prop.name not in SINGLE_TEXT and prop.name not in LIST_TEXT:
            continue
        bad = {m.group(1) for m in TEXT_ESCAPE.finditer(prop.value)} - set("\\;,nN")
        if bad or prop.value.endswith("\\") and not prop.value.endswith("\\\\"):
            report("text-escaping", f"{where}: {prop.name} has an invalid escape (\\{''.join(sorted(bad))})")
        unescaped = TEXT_ESCAPE.sub("", prop.value)
        separators = ";" if prop.name in LIST_TEXT else ";,"
        found = sorted(set(c for c in unescaped if c in separators))
        if found:
            report("text-escaping", f"{where}: {prop.name} has an unescaped {' '.join(found)}: {prop.value[:60]!r}")


def local_time_span(events, tzid):
    """The first and last wall-clock time events give in zone `tzid` (DTSTART, DTEND, EXDATE,
    RECURRENCE-ID, and a day past each RRULE's UNTIL), or None when no event uses the zone."""
    earliest = latest = None
    for event in events:
        for name in DATE_PROPERTIES:
            for prop in event.all(name):
                if prop.params.get("TZID") != tzid:
                    continue
                for value in prop.value.split(","):
                    try:
                        moment = parse_time(value.split("/")[0])[1]
                    except ValueError:
                        continue
                    if isinstance(moment, dt.datetime):
                        earliest = moment if earliest is None or moment < earliest else earliest
                        latest = moment if latest is None or moment > latest else latest
        start = event.first("DTSTART")
        if start is not None and start.params.get("TZID") == tzid:
            for rule in event.all("RRULE"):
                until = re.search(r"UNTIL=(\d{8})", rule.value)
                if until:
                    moment = dt.datetime.strptime(until.group(1), "%Y%m%d") + dt.timedelta(days=1)
                    latest = moment if latest is None or moment > latest else latest
    return None if earliest is None else (earliest, latest)


def check_file(path):
    """The findings for one .ics file: a list of (rule, message)."""
    findings = []

    def report(rule, message):
        assert rule in RULES, rule
        findings.append((rule, message))

    with open(path, "rb") as f:
        raw = f.read()
    roots = parse(raw, report)
    if len(roots) != 1 or roots[0].name != "VCALENDAR":
        report("one-vcalendar", f"the file holds {', '.join(r.name for r in roots) or 'nothing'}, not one VCALENDAR")
    for calendar in roots:
        check_text(calendar, report, "VCALENDAR")
        vtimezones = {tz.value("TZID"): tz for tz in calendar.children if tz.name == "VTIMEZONE"}
        events = [c for c in calendar.children if c.name == "VEVENT"]
        for tzid, tz in vtimezones.items():
            check_vtimezone(tz, report, local_time_span(events, tzid))
        masters, keys = {}, set()
        for event in events:
            uid, rid = event.value("UID"), event.value("RECURRENCE-ID")
            if (uid, rid) in keys:
                report("uid-unique", f"two VEVENTs have UID {uid}" + (f" and RECURRENCE-ID {rid}" if rid else ""))
            keys.add((uid, rid))
            if rid is None:
                masters[uid] = event
        for event in events:
            check_text(event, report, f"VEVENT {event.value('UID', '?')}")
            check_event(event, vtimezones, masters, report)
    return findings


def ics_files(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            files += sorted(os.path.join(p, f) for f in os.listdir(p) if f.endswith(".ics"))
        else:
            files.append(p)
    return files


def check_files(files):
    """The findings of all files, as "FILE: [rule] message" lines."""
    lines = []
    for path in files:
        for rule, message in check_file(path):
            lines.append(f"{path}: [{rule}] {message}")
    return lines


# --- self-test: every rule must fire on a calendar built to break it ------------------------

# What semestercal writes for Europe/Berlin: the yearly rules in force since 1996.
BERLIN_DAYLIGHT = """BEGIN:DAYLIGHT
DTSTART:19960331T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
END:DAYLIGHT
"""
BERLIN_STANDARD = """BEGIN:STANDARD
DTSTART:19961027T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
END:STANDARD
"""


def berlin(*observances):
    return "BEGIN:VTIMEZONE\nTZID:Europe/Berlin\n" + "".join(observances) + "END:VTIMEZONE\n"


BERLIN = berlin(BERLIN_DAYLIGHT, BERLIN_STANDARD)
# What semestercal wrote before: one observance per transition of the calendar's year only.
# Right for its own events, wrong (read by vobject) for any other year's summer.
BERLIN_2020_ONLY = berlin("""BEGIN:STANDARD
DTSTART:19700101T000000
TZOFFSETFROM:+0100
TZOFFSETTO:+0100
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:20200329T020000
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
END:DAYLIGHT
BEGIN:STANDARD
DTSTART:20201025T030000
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
END:STANDARD
""")
GOOD_EVENT = """BEGIN:VEVENT
UID:a@t
DTSTAMP:20201001T000000Z
DTSTART;TZID=Europe/Berlin:20201005T080000
DTEND;TZID=Europe/Berlin:20201005T093000
RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20201214T070000Z
EXDATE;TZID=Europe/Berlin:20201102T080000
SUMMARY:Analysis\\, Übung
LOCATION:FA007\\, Campus Hof
END:VEVENT
BEGIN:VEVENT
UID:a@t
DTSTAMP:20201001T000000Z
RECURRENCE-ID;TZID=Europe/Berlin:20201116T080000
DTSTART;TZID=Europe/Berlin:20201116T080000
DTEND;TZID=Europe/Berlin:20201116T093000
SUMMARY:[Entfällt] Analysis\\, Übung
DESCRIPTION:Entfällt.
STATUS:CANCELLED
END:VEVENT
"""


def wrap(events, zones=BERLIN):
    text = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//t//t//EN\n" + zones + events + "END:VCALENDAR\n"
    return text.replace("\n", "\r\n").encode()


def broken(old, new, events=GOOD_EVENT):
    assert old in events, old
    return wrap(events.replace(old, new, 1))


SELF_TEST = {
    "crlf": wrap(GOOD_EVENT).replace(b"SUMMARY:Analysis\\, \xc3\x9cbung\r\n", b"SUMMARY:Analysis\\, \xc3\x9cbung\n"),
    "line-length": broken("DESCRIPTION:Entfällt.", "DESCRIPTION:" + "x" * 70),
    "fold-utf8": wrap(GOOD_EVENT).replace("SUMMARY:Analysis\\, Ü".encode(), "SUMMARY:Analysis\\, \xc3\r\n \x9c".encode("latin-1")),
    "one-vcalendar": wrap(GOOD_EVENT) * 2,
    "no-rdate": broken("EXDATE", "RDATE;VALUE=PERIOD:20201010T100000Z/20201010T120000Z\nEXDATE"),
    "dtend": broken("DTEND;TZID=Europe/Berlin:20201005T093000\n", ""),
    "floating": broken("DTSTART;TZID=Europe/Berlin:20201116T080000", "DTSTART:20201116T080000"),
    "tzid-vtimezone": wrap(GOOD_EVENT.replace("Europe/Berlin", "Europe/Vienna"), zones=BERLIN),
    # The fourth Sunday of October: the last one in 1996 and 2020, not in 2021 (the 31st).
    "vtimezone-iana": wrap(GOOD_EVENT).replace(b"BYMONTH=10;BYDAY=-1SU", b"BYMONTH=10;BYDAY=4SU"),
    "vtimezone-shared": wrap(GOOD_EVENT, zones=BERLIN_2020_ONLY),
    "until-utc": broken("UNTIL=20201214T070000Z", "UNTIL=20201214"),
    "rrule-parts": broken("INTERVAL=2;", "INTERVAL=2;BYMONTHDAY=5;"),
    "dtstart-instance": broken("INTERVAL=2;", "INTERVAL=2;BYDAY=TU;"),
    "exdate-type": broken("EXDATE;TZID=Europe/Berlin:20201102T080000", "EXDATE;VALUE=DATE:20201102"),
    "no-range": broken("RECURRENCE-ID;TZID", "RECURRENCE-ID;RANGE=THISANDFUTURE;TZID"),
    "uid-unique": wrap(GOOD_EVENT + GOOD_EVENT.split("BEGIN:VEVENT", 2)[1].join(["BEGIN:VEVENT", ""])),
    "text-escaping": broken("LOCATION:FA007\\, Campus Hof", "LOCATION:FA007, Campus Hof"),
    "dst": broken("DTSTART;TZID=Europe/Berlin:20201116T080000\nDTEND;TZID=Europe/Berlin:20201116T093000",
                  "DTSTART;TZID=Europe/Berlin:20201025T023000\nDTEND;TZID=Europe/Berlin:20201025T033000"),
    "cancelled-marked": broken("SUMMARY:[Entfällt] Analysis", "SUMMARY:Analysis"),
}


# Further calendars that break a rule in another way.
SELF_TEST_MORE = [
    # A Berlin zone cut short before the October change, with events until December.
    ("vtimezone-iana", wrap(GOOD_EVENT, BERLIN_2020_ONLY.replace(
        "BEGIN:STANDARD\nDTSTART:20201025T030000\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0100\nEND:STANDARD\n", ""))),
    # Yearly rules without the October one: no change back to standard time.
    ("vtimezone-iana", wrap(GOOD_EVENT, berlin(BERLIN_DAYLIGHT))),
    # A zone of standard time only, with events in summer time.
    ("vtimezone-iana", wrap(GOOD_EVENT, berlin(BERLIN_STANDARD))),
    # DTSTART that is not an instance of its RRULE (a Sunday, but not the last of October).
    ("vtimezone-iana", wrap(GOOD_EVENT, BERLIN.replace("DTSTART:19961027T030000", "DTSTART:19961020T030000"))),
]


def self_test():
    """Checks the checker: the good calendar passes, each broken one fails its rule."""
    import tempfile
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        def findings(raw, name):
            path = os.path.join(tmp, name + ".ics")
            with open(path, "wb") as f:
                f.write(raw)
            return check_file(path)
        good = findings(wrap(GOOD_EVENT), "good")
        if good:
            problems.append(f"the good calendar has findings: {good}")
        for rule, raw in list(SELF_TEST.items()) + SELF_TEST_MORE:
            if rule == "vtimezone-shared" and vobject is None:
                print("constructs self-test: vobject is not installed, vtimezone-shared is not checked")
                continue
            found = {r for r, _ in findings(raw, rule)}
            if rule not in found:
                problems.append(f"rule {rule} did not fire on a calendar built to break it (found {sorted(found)})")
    for p in problems:
        print("SELF-TEST", p)
    print(f"constructs self-test: {len(RULES)} rules, {len(problems)} problems")
    return not problems


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if args else 64
    if args == ["--self-test"]:
        return 0 if self_test() else 1
    files = ics_files(args)
    lines = check_files(files)
    for line in lines:
        print("CONSTRUCT", line)
    print(f"constructs: {len(files)} calendars checked against {len(RULES)} rules; {len(lines)} findings")
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main())
