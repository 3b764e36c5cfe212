#!/usr/bin/env python3
"""Scores a semestercal binary on evaluation sets of comments (standard library only).

Each case of a set (Tests/Fixtures/comments/*.json: comment, term, day, expected dates or "flag")
becomes a recurring row; `semestercal explain --holidays none --format json` plans it, and the
case lands in one of the classes of BlindSetTests: exact, flagged (not understood although the
dates were determined) or silently wrong (certain and wrong, or certain where a flag is expected).

    scripts/score-comments.py BINARY SET.json... [--quiet] [--compare OTHER_BINARY]

Prints one line per set, then every case that is not exact (with --quiet: only silently wrong
ones). With --compare, also lists the cases whose class differs between the two binaries, so a
change to the reader shows what it gained and what it lost."""
import json, os, subprocess, sys, tempfile

def explain(binary, cases):
    """The reading of each case by id, planned by `binary` (one explain process per term)."""
    readings = {}
    by_term = {}
    for case in cases:
        by_term.setdefault(case['term'], []).append(case)
    for term, term_cases in by_term.items():
        rows = [{"id": c['id'], "label": "L", "docent": "X", "type": "HF", "style": "Vorlesung Fixzeit",
                 "group": "", "starttime": "08:00", "endtime": "09:30", "startdate": "", "enddate": "",
                 "day": c['day'], "room": "R%d" % k, "splusname": "s%d" % k, "comment": c['comment'], "sp": "-"}
                for k, c in enumerate(term_cases)]
        with tempfile.NamedTemporaryFile('w', suffix='.json', delete=False, encoding='utf-8') as f:
            json.dump({"schedule": rows}, f, ensure_ascii=False)
        try:
            out = subprocess.run([binary, 'explain', '--term', term, '--holidays', 'none', '--format', 'json', f.name],
                                 capture_output=True, text=True)
        finally:
            os.unlink(f.name)
        if out.returncode not in (0, 1):
            sys.exit("explain failed for %s: %s" % (term, out.stderr.strip()[:500]))
        for reading in json.loads(out.stdout):
            readings[reading['id']] = reading
    return readings

def classify(case, reading):
    if case['expect'] == 'flag':
        return 'silently wrong' if reading['understood'] else 'exact'
    if not reading['understood']:
        return 'flagged'
    return 'exact' if sorted(reading['dates']) == sorted(case['expect']) else 'silently wrong'

def main():
    args = sys.argv[1:]
    quiet = '--quiet' in args
    other = None
    if '--compare' in args:
        i = args.index('--compare'); other = args[i + 1]; del args[i:i + 2]
    args = [a for a in args if a != '--quiet']
    if len(args) < 2:
        sys.exit(__doc__)
    binary, paths = args[0], args[1:]
    totals = {'exact': 0, 'flagged': 0, 'silently wrong': 0}
    for path in paths:
        cases = json.load(open(path, encoding='utf-8'))['cases']
        readings = explain(binary, cases)
        others = explain(other, cases) if other else None
        counts = {'exact': 0, 'flagged': 0, 'silently wrong': 0}
        lines = []
        for case in cases:
            reading = readings[case['id']]
            outcome = classify(case, reading)
            counts[outcome] += 1
            if outcome != 'exact' and not (quiet and outcome == 'flagged'):
                lines.append("-- %s: %s [%s %s] “%s”" % (outcome, case['id'], case['term'], case['day'], case['comment']))
                expected = case['expect'] if case['expect'] == 'flag' else ' '.join(case['expect'])
                lines.append("     expected: %s" % expected)
                lines.append("     got:      %s%s" % ('' if reading['understood'] else '(flagged) ', ' '.join(reading['dates'])))
                if reading.get('reasons'):
                    lines.append("     reasons:  %s" % ' | '.join(reading['reasons']))
            if others is not None:
                before = classify(case, others[case['id']])
                if before != outcome:
                    lines.append("~~ %s -> %s: %s “%s”" % (before, outcome, case['id'], case['comment']))
        for k in totals:
            totals[k] += counts[k]
        n = max(1, len(cases))
        print("%s: %d cases, exact %d (%.1f%%), flagged %d, silently wrong %d" % (
            os.path.basename(path), len(cases), counts['exact'], 100.0 * counts['exact'] / n,
            counts['flagged'], counts['silently wrong']))
        for line in lines:
            print(line)
    if len(paths) > 1:
        print("all: exact %d, flagged %d, silently wrong %d" % (totals['exact'], totals['flagged'], totals['silently wrong']))

if __name__ == '__main__':
    main()
