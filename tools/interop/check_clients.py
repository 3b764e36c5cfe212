#!/usr/bin/env python3
"""Interoperability with real calendar clients: libical (the engine of Evolution)
and khal must read every calendar semestercal writes without a warning and list
exactly the occurrences `semestercal explain` plans; and no calendar may use a
construct clients disagree on (check_constructs.py).

Calendars are built as check_expansion.py builds them (interop_common.py): each
input in both holiday modes, with its change feed when --changes-dir has one.
Then, for every calendar:

  libical  tools/interop/libical_expand.c, compiled here with gcc, parses each
           file and expands each VEVENT with icalcomponent_foreach_recurrence,
           RECURRENCE-ID overrides replacing their instance. No WARN line
           (icalerrno, X-LIC-ERROR, TZID without VTIMEZONE, floating time) is
           allowed. Every occurrence must be in Europe/Berlin as the file's
           VTIMEZONE defines it, and its UTC instant must equal IANA's (python
           zoneinfo). iTIP restrictions (icalrestriction_check) are reported as
           notes, not failures: see docs/compatibility.md.
  khal     every calendar is imported with `khal import --batch` into a calendar
           (a vdir) of a temporary khal configuration (XDG_CONFIG_HOME,
           XDG_DATA_HOME, XDG_CACHE_HOME and HOME point into a temporary folder,
           in /dev/shm when there is one: the user's own khal is never touched);
           calendars whose UIDs are disjoint share a khal calendar, imported by
           one `khal import` (--khal-one-each: one each). Then one `khal list`
           prints every occurrence; (khal calendar, UID) tells whose it is.
           Nothing may be printed on stderr. khal 0.10 lists cancelled instances
           (with status CANCELLED), so they are compared like the others.

Compared per occurrence: slot UID (a split-off date's UID counts as its slot's),
local date, start and end time, status (CANCELLED for a cancelled instance,
otherwise CONFIRMED); and its LOCATION must name the planned room (a moved
instance's new room) and read the same in both clients.

Usage: check_clients.py --bin .build/debug/semestercal [--changes-dir DIR]... FILE_OR_DIR...
       [--clients libical,khal,constructs] [--khal-one-each] [--keep DIR]
Exit status 0 when everything agrees, 1 on any difference, 2 when a client is missing.
"""
import argparse
import datetime as dt
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zoneinfo
from collections import Counter, defaultdict

import check_constructs
from interop_common import base_uid, build_calendars, holiday_modes, input_files, planned_occurrences

HERE = os.path.dirname(os.path.abspath(__file__))
ZONE = "Europe/Berlin"
KHAL_FORMAT = "{calendar}{tab}{uid}{tab}{start}{tab}{end}{tab}{status}{tab}{location}"


def unescape(field):
    out, i = [], 0
    while i < len(field):
        if field[i] == "\\" and i + 1 < len(field):
            out.append({"t": "\t", "n": "\n", "r": "\r", "\\": "\\"}.get(field[i + 1], field[i + 1]))
            i += 2
        else:
            out.append(field[i])
            i += 1
    return "".join(out)


class Occurrence:
    """One occurrence a client listed: the comparison key plus what is checked beside it."""
    __slots__ = ("key", "location", "zone", "utc")

    def __init__(self, uid, start, end, status, location, zone=None, utc=None):
        # start, end: local "YYYY-MM-DDTHH:MM[:SS]"
        self.key = (base_uid(uid), start[:10], start[11:16], end[11:16] if end[:10] == start[:10] else end[:16],
                    "CONFIRMED" if status in ("", "NONE") else status)
        self.location = location.strip()
        self.zone = zone
        self.utc = utc


# --- libical -------------------------------------------------------------------------------

def build_libical_expand(out_dir):
    if shutil.which("pkg-config") is None or subprocess.run(["pkg-config", "--exists", "libical"]).returncode:
        raise FileNotFoundError("libical is not installed (Debian: apt-get install libical-dev pkg-config)")
    binary = os.path.join(out_dir, "libical_expand")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libical"], capture_output=True, text=True,
                           check=True).stdout.split()
    subprocess.run(["gcc", "-std=c11", "-D_POSIX_C_SOURCE=200809L", "-Wall", "-Wextra", "-Werror", "-O2", "-o", binary,
                    os.path.join(HERE, "libical_expand.c")] + flags, check=True)
    return binary


def libical_version():
    result = subprocess.run(["pkg-config", "--modversion", "libical"], capture_output=True, text=True)
    return result.stdout.strip() or "?"


def run_libical(binary, files):
    """{file: {"occ": [Occurrence], "warn": [str], "restr": [str]}} for every file."""
    found = {f: {"occ": [], "warn": [], "restr": []} for f in files}
    result = subprocess.run([binary, "--restrictions"] + files, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"libical_expand failed ({result.returncode}): {result.stderr[-500:]}")
    for line in result.stdout.splitlines():
        fields = [unescape(f) for f in line.split("\t")]
        kind, path = fields[0], fields[1]
        if kind == "WARN":
            found[path]["warn"].append(fields[2])
        elif kind == "RESTR":
            found[path]["restr"].append(fields[2])
        elif kind == "OCC":
            _, _, uid, _rid, start, end, zone, start_utc, end_utc, status, location = fields
            found[path]["occ"].append(Occurrence(uid, start, end, status, location, zone, (start_utc, end_utc)))
    return found


# --- khal ----------------------------------------------------------------------------------

def khal_version():
    result = subprocess.run(["khal", "--version"], capture_output=True, text=True)
    return result.stdout.strip().split()[-1] if result.returncode == 0 else "?"


def event_uids(path):
    """The UIDs of a .ics file's VEVENTs (content lines unfolded)."""
    with open(path, "rb") as f:
        text = f.read().decode("utf-8").replace("\r\n ", "").replace("\r\n\t", "")
    return {line[4:].strip() for line in text.split("\r\n") if line.startswith("UID:")}


def disjoint_groups(files, one_each=False):
    """Files grouped so that no two files of a group share a UID (greedy, in order): a group
    can be imported into one khal calendar without one file's event replacing another's."""
    groups = []
    for path in files:
        uids = event_uids(path)
        for group_uids, members in ([] if one_each else groups):
            if not group_uids & uids:
                group_uids.update(uids)
                members.append(path)
                break
        else:
            groups.append((set(uids), [path]))
    return [(f"g{i:03d}", members, group_uids) for i, (group_uids, members) in enumerate(groups)]


def scratch_dir(work):
    """A folder for khal's vdirs and database: in memory (/dev/shm) when there is one, since khal
    syncs every event file and database write to disk (ten times slower on a real disk)."""
    shm = "/dev/shm"
    if os.path.isdir(shm) and os.access(shm, os.W_OK):
        return tempfile.mkdtemp(prefix="semestercal-khal-", dir=shm)
    path = os.path.join(work, "khal")
    os.makedirs(path)
    return path


def run_khal(files, window, work, one_each=False):
    """{file: {"occ": [Occurrence], "warn": [str]}}: the files imported with `khal import --batch`
    into the calendars (vdirs) of a throw-away khal configuration, several files with disjoint
    UIDs into one calendar (one each with one_each), then one `khal list` over the window."""
    if shutil.which("khal") is None:
        raise FileNotFoundError("khal is not installed (Debian: apt-get install khal)")
    home = scratch_dir(work)
    try:
        return khal_import_and_list(home, disjoint_groups(files, one_each), files, window)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def khal_import_and_list(home, groups, files, window):
    config = os.path.join(home, "config", "khal", "config")
    os.makedirs(os.path.dirname(config))
    lines = ["[calendars]"]
    for name, _, _ in groups:
        os.makedirs(os.path.join(home, "vdir", name))
        lines += [f"[[{name}]]", f"path = {os.path.join(home, 'vdir', name)}", "type = calendar"]
    lines += ["[locale]", "timeformat = %H:%M", "dateformat = %Y-%m-%d", "longdateformat = %Y-%m-%d",
              "datetimeformat = %Y-%m-%dT%H:%M", "longdatetimeformat = %Y-%m-%dT%H:%M",
              f"local_timezone = {ZONE}", f"default_timezone = {ZONE}",
              "[sqlite]", f"path = {os.path.join(home, 'data', 'khal.db')}"]
    with open(config, "w") as f:
        f.write("\n".join(lines) + "\n")
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"),
               XDG_DATA_HOME=os.path.join(home, "data"), XDG_CACHE_HOME=os.path.join(home, "cache"),
               LC_ALL="C.UTF-8", TZ=ZONE)
    found = {f: {"occ": [], "warn": []} for f in files}
    owner = {}
    for name, members, _ in groups:
        for path in members:
            owner.update({(name, uid): path for uid in event_uids(path)})
        result = subprocess.run(["khal", "-c", config, "import", "--batch", "-a", name] + members,
                                capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL)
        output = (result.stderr + result.stdout).strip()
        if result.returncode != 0 or output:
            together = f" (imported together with {len(members) - 1} other calendars)" if len(members) > 1 else ""
            for path in members:
                found[path]["warn"].append(f"khal import{together} exit {result.returncode}: {output[-300:]}")
    first, last = window
    result = subprocess.run(["khal", "-c", config, "list", "-df", "", "-f", KHAL_FORMAT,
                             first.isoformat(), last.isoformat()],
                            capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL)
    if result.returncode != 0 or result.stderr.strip():
        raise RuntimeError(f"khal list (exit {result.returncode}): {result.stderr.strip()[-500:]}")
    for line in result.stdout.splitlines():
        if not line.strip():
            continue
        fields = line.split("\t")
        if len(fields) != 6 or (fields[0], fields[1]) not in owner:
            raise RuntimeError(f"khal list printed a line that is no occurrence of an imported event: {line!r}")
        name, uid, start, end, status, location = fields
        found[owner[(name, uid)]]["occ"].append(Occurrence(uid, start, end, status.strip(), location))
    return found


# --- comparison ----------------------------------------------------------------------------

def expected_for(calendar):
    """Counter of planned occurrence keys, and {key: room}."""
    keys, rooms = Counter(), {}
    for row in calendar.rows:
        for date, start, end, status, room in planned_occurrences(row):
            key = (row["uid"], date, start, end, status)
            keys[key] += 1
            rooms[key] = room.strip()
    return keys, rooms


def utc_of(date, time_text):
    local = dt.datetime.fromisoformat(f"{date}T{time_text}").replace(tzinfo=zoneinfo.ZoneInfo(ZONE))
    return local.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def compare(calendar, client, found, expected, rooms):
    """Problems of one client with one calendar (one line per kind of problem and event)."""
    problems = [f"{client}: {w}" for w in found["warn"]]
    got = Counter(o.key for o in found["occ"])
    missing, extra = expected - got, got - expected
    if missing or extra:
        problems.append(f"{client}: occurrences differ: missing {fmt(missing)}, extra {fmt(extra)}")
    grouped = defaultdict(list)  # (uid, what is wrong) -> dates
    for o in found["occ"]:
        if o.key not in expected:
            continue
        uid, date, start, end, _ = o.key
        room = rooms[o.key]
        if room and room not in o.location or not room and o.location:
            grouped[(uid, f"has LOCATION {o.location!r}, planned room {room!r}")].append(date)
        if o.zone is not None and o.zone != f"{ZONE}(file)":
            grouped[(uid, f"is in zone {o.zone}, not the file's {ZONE}")].append(date)
        if o.utc is not None:
            want = (utc_of(date, start), utc_of(date, end))
            if o.utc != want:
                grouped[(uid, f"{start}-{end} local is {o.utc[0][11:16]}-{o.utc[1][11:16]} UTC; IANA {ZONE} "
                              f"says {want[0][11:16]}-{want[1][11:16]} UTC")].append(date)
    for (uid, what), dates in sorted(grouped.items()):
        shown = ", ".join(sorted(dates)[:4]) + (f", … ({len(dates)} in all)" if len(dates) > 4 else "")
        problems.append(f"{client}: {uid} on {shown} {what}")
    return problems


def fmt(keys):
    items = sorted(keys.elements()) if isinstance(keys, Counter) else sorted(keys)
    shown = [f"{uid} {date} {start}-{end}{'' if status == 'CONFIRMED' else ' ' + status}"
             for uid, date, start, end, status in items[:6]]
    return "[" + ", ".join(shown) + (f", … {len(items) - 6} more" if len(items) > 6 else "") + "]"


def locations_agree(results, expected):
    """Problems where libical and khal read the same occurrence's LOCATION differently."""
    if "libical" not in results or "khal" not in results:
        return []
    a = {o.key: o.location for o in results["libical"]["occ"]}
    b = {o.key: o.location for o in results["khal"]["occ"]}
    return [f"libical and khal read LOCATION of {fmt([k])} as {a[k]!r} and {b[k]!r}"
            for k in sorted(set(a) & set(b) & set(expected)) if a[k] != b[k]]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True)
    parser.add_argument("--holidays", choices=["profile", "none", "both"], default="both")
    parser.add_argument("--changes-dir", action="append", default=[],
                        help="folder with change feeds named <input>.changes.json; applied where present")
    parser.add_argument("--clients", default="libical,khal,constructs",
                        help="comma-separated: libical, khal, constructs (default: all)")
    parser.add_argument("--khal-one-each", action="store_true",
                        help="import every calendar into a khal calendar of its own (slower; exact "
                             "attribution of khal's warnings)")
    parser.add_argument("--keep", metavar="DIR", help="build in DIR (created) and keep the calendars there")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    clients = [c for c in args.clients.split(",") if c]
    unknown = set(clients) - {"libical", "khal", "constructs"}
    if unknown:
        parser.error(f"unknown clients {sorted(unknown)}")

    began = time.monotonic()
    work = args.keep or tempfile.mkdtemp(prefix="semestercal-clients-")
    os.makedirs(os.path.join(work, "ics"), exist_ok=True)
    try:
        files = input_files(args.paths)
        modes = holiday_modes(args.holidays)
        calendars = build_calendars(args.bin, files, modes, args.changes_dir, os.path.join(work, "ics"))
        failures = [c.error for c in calendars if c.error]
        calendars = [c for c in calendars if not c.error]
        ics = [c.ics for c in calendars]
        timings = {"build": time.monotonic() - began}
        expected = {c.ics: expected_for(c) for c in calendars}
        dates = [dt.date.fromisoformat(k[1]) for keys, _ in expected.values() for k in keys] or [dt.date(2020, 1, 1)]
        window = (min(dates) - dt.timedelta(days=7), max(dates) + dt.timedelta(days=7))

        results, versions = {}, {}
        try:
            if "libical" in clients:
                mark = time.monotonic()
                results["libical"] = run_libical(build_libical_expand(work), ics)
                versions["libical"] = libical_version()
                timings["libical"] = time.monotonic() - mark
            if "khal" in clients:
                mark = time.monotonic()
                results["khal"] = run_khal(ics, window, work, args.khal_one_each)
                versions["khal"] = khal_version()
                timings["khal"] = time.monotonic() - mark
        except FileNotFoundError as e:
            print(f"clients: {e}", file=sys.stderr)
            return 2

        # One check per calendar and client, one for the clients' agreement on LOCATION,
        # one for the constructs; a calendar that could not be built fails one.
        passed, failed, compared = 0, len(failures), Counter()
        restrictions = Counter()
        for c in calendars:
            keys, rooms = expected[c.ics]
            per_client = {name: found[c.ics] for name, found in results.items()}
            checks = [(name, compare(c, name, found, keys, rooms)) for name, found in per_client.items()]
            if len(per_client) == 2:
                checks.append(("agreement", locations_agree(per_client, keys)))
            for name, found in per_client.items():
                compared[name] += len(found["occ"])
                restrictions.update(set(found.get("restr", [])))
            for name, problems in checks:
                failures += [f"{c.name} [{os.path.basename(c.ics)}]: {p}" for p in problems]
                passed, failed = (passed, failed + 1) if problems else (passed + 1, failed)

        construct_findings = []
        if "constructs" in clients:
            mark = time.monotonic()
            if not check_constructs.self_test():
                failures.append("constructs: the checker's self-test failed")
                failed += 1
            for c in calendars:
                findings = check_constructs.check_file(c.ics)
                construct_findings += [f"{c.name} [{os.path.basename(c.ics)}]: [{rule}] {msg}" for rule, msg in findings]
                passed, failed = (passed, failed + 1) if findings else (passed + 1, failed)
            timings["constructs"] = time.monotonic() - mark
            failures += [f"constructs: {f}" for f in construct_findings]

        for line in failures:
            print("MISMATCH", line)
        for text, count in sorted(restrictions.items()):
            print(f"NOTE libical icalrestriction_check (RFC 5546 METHOD rules, not a parse error; "
                  f"it stops at the first failing component) in {count} calendars: {text}")
        planned = sum(sum(keys.values()) for keys, _ in expected.values())
        for name in results:
            print(f"clients: {name} {versions[name]}: {len(calendars)} calendars, {compared[name]} occurrences listed, "
                  f"{planned} planned ({timings[name]:.1f} s)")
        if "constructs" in clients:
            print(f"clients: constructs: {len(calendars)} calendars x {len(check_constructs.RULES)} rules, "
                  f"{len(construct_findings)} findings ({timings['constructs']:.1f} s)")
        print(f"clients: {len(files)} files x {len(modes)} holiday modes built in {timings['build']:.1f} s; "
              f"total {time.monotonic() - began:.1f} s; {len(failures)} mismatches")
        # The closing line CI reads.
        print(f"clients: {passed} passed, {failed} failed")
        return 1 if failures else 0
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
