#!/usr/bin/env python3
"""Metamorphic check of the comment reader (standard library only).

Takes blind-set comments the binary reads exactly, adds one clause of known effect (a room with a
dotted number, an exam date, a cancellation of one of the dates, an extra date, a move without its
old date, a block week, ...) and checks that the new reading is the expected one or flagged. A
certain reading that differs is silently wrong: those are printed, with the clause that caused them.

    scripts/metamorphic-comments.py .build/release/semestercal [CASES] [--wrong FILE]

SEED (environment) picks other combinations; the default is repeatable. HOLD_OUT=blind-set-46,… leaves
sets not yet scored out of the bases."""
import json, sys, random, subprocess, datetime as dt, glob, os, tempfile
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
args = [a for a in sys.argv[1:] if not a.startswith('--')]
BIN = args[0]; N = int(args[1]) if len(args) > 1 else 600
WRONG = sys.argv[sys.argv.index('--wrong') + 1] if '--wrong' in sys.argv else None
if WRONG in args: args.remove(WRONG)
SEED = int(os.environ.get('SEED', '7'))
TERMS = {'WS2020': (dt.date(2020,10,1), dt.date(2021,1,22)), 'SS2021': (dt.date(2021,3,15), dt.date(2021,7,9)), 'SS2020': (dt.date(2020,3,16), dt.date(2020,7,10))}
DAYS = {'Montag':0,'Dienstag':1,'Mittwoch':2,'Donnerstag':3,'Freitag':4,'Samstag':5}
MDE = ['Jan.','Feb.','März','Apr.','Mai','Juni','Juli','Aug.','Sept.','Okt.','Nov.','Dez.']
MEN = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def de(d, r):
    k = r.randrange(4)
    return ['%d.%d.' % (d.day, d.month), '%02d.%02d.%d' % (d.day, d.month, d.year), '%d. %s' % (d.day, MDE[d.month-1]), '%02d.%02d.' % (d.day, d.month)][k]
def en(d, r):
    return ['%s %d' % (MEN[d.month-1], d.day), '%d %s' % (d.day, MEN[d.month-1]), '%d.%d.' % (d.day, d.month)][r.randrange(3)]
def kw(d): return d.isocalendar()[1]

# (name, language, template, effect). effect: 'same' | 'remove' | 'removeweek' | 'add' | 'flag'
MUT = [
 ('room-dot', 'de', ' (Raum H 0.02)', 'same'),
 ('room-dot2', 'de', ', Raum B 1.13', 'same'),
 ('cap', 'de', ' – max. 25 TN', 'same'),
 ('exam-date', 'de', ', Klausur am {dx}', 'same'),
 ('exam-week', 'de', '; Prüfung: schriftlich, KW 5', 'same'),
 ('reg', 'de', ', Anmeldung bis {dx}', 'same'),
 ('submit', 'de', ', Abgabe Projektarbeit KW {w}', 'same'),
 ('roomchange', 'de', ', Raumwechsel ab KW {w} (H 0.02)', 'same'),
 ('online', 'de', ', ab KW {w} online', 'same'),
 ('exam-en', 'en', ', exam on {ex}', 'same'),
 ('room-en', 'en', '; room change from week {w}: H 0.02', 'same'),
 ('online-en', 'en', ', online until week {w}', 'same'),
 ('prefix', 'de', 'Achtung: {c}', 'same'),
 ('sws', 'de', ' (4 SWS)', 'same'),
 ('cancel1', 'de', ', entfällt am {d}', 'remove'),
 ('cancel2', 'de', ', am {d} keine Vorlesung', 'remove'),
 ('cancel3', 'de', ', fällt am {d} aus', 'remove'),
 ('cancel4', 'de', '; {d} kein Termin', 'remove'),
 ('cancel-en', 'en', '; no class on {e}', 'remove'),
 ('cancel-en2', 'en', ', cancelled {e}', 'remove'),
 ('cancelwk1', 'de', ', nicht in KW {w}', 'removeweek'),
 ('cancelwk2', 'de', ', Ausfall KW {w}', 'removeweek'),
 ('cancelwk3', 'de', ' (KW {w} entfällt)', 'removeweek'),
 ('cancelwk-en', 'en', ', not in week {w}', 'removeweek'),
 ('cancelwk-en2', 'en', '; no lecture in CW {w}', 'removeweek'),
 ('extra1', 'de', ', zusätzlich am {n}', 'add'),
 ('extra2', 'de', ', Zusatztermin {n}', 'add'),
 ('extra-en', 'en', ', plus an extra session on {ne}', 'add'),
 ('moved', 'de', ', verschoben auf {n}', 'flag'),
 # An activity's date is not the sessions' (docs/comments.md, "activity").
 ('excursion', 'de', ', Exkursion am {n}', 'same'),
 ('vague', 'de', ', evtl. Zusatztermin Mitte {mon}', 'flag'),
 ('unknownverb', 'de', ', KW {w} Blockwoche', 'flag'),
 ('elsewhere', 'de', ', weitere Termine siehe Moodle', 'flag'),
 ('unknown-en', 'en', ', week {w} rescheduled', 'flag'),
]
# HOLD_OUT=blind-set-46,… keeps sets not yet scored (held out) out of the bases.
HOLD_OUT = {s for s in os.environ.get('HOLD_OUT', '').split(',') if s}
def load_bases():
    cases = []
    for p in sorted(glob.glob(os.path.join(ROOT, 'Tests/Fixtures/comments/blind-set-*.json'))):
        if os.path.basename(p)[:-len('.json')] in HOLD_OUT: continue
        for c in json.load(open(p))['cases']:
            if isinstance(c['expect'], list) and len(c['expect']) >= 3 and c['term'] in TERMS:
                cases.append(c)
    return cases
def explain(cases):
    res = {}
    byterm = {}
    for c in cases: byterm.setdefault(c['term'], []).append(c)
    for term, lst in byterm.items():
        rows = [{"id": c['id'], "label": "L", "docent": "X", "type": "HF", "style": "Vorlesung", "group": "",
                 "starttime": "08:00", "endtime": "09:30", "startdate": "", "enddate": "", "day": c['day'],
                 "room": "R%d" % k, "splusname": "s%d" % k, "comment": c['comment'], "sp": "-"} for k, c in enumerate(lst)]
        with tempfile.NamedTemporaryFile('w', suffix='.json', delete=False) as f:
            json.dump({"schedule": rows}, f, ensure_ascii=False)
        out = subprocess.run([BIN, 'explain', '--term', term, '--holidays', 'none', '--format', 'json', f.name], capture_output=True, text=True)
        os.unlink(f.name)
        for o in json.loads(out.stdout): res[o['id']] = o
    return res
bases = load_bases()
r0 = explain(bases)
good = [c for c in bases if r0[c['id']]['understood'] and sorted(r0[c['id']]['dates']) == sorted(c['expect'])]
r = random.Random(SEED)
cases = []
for i in range(N):
    b = r.choice(good); name, lang, tpl, eff = r.choice(MUT)
    # A move beside a cancellation is read as that cancellation's move: only bases without one.
    if name == 'moved' and any(w in b['comment'].lower() for w in ('entf', 'außer', 'ausser', 'nicht', 'ohne', 'ausgenommen', 'kein', 'not ', 'except', 'no ', 'cancel', 'ausfall', 'fällt', 'faellt', 'none', ' frei')): continue
    exp = sorted(b['expect']); ds = [dt.date.fromisoformat(x) for x in exp]
    a, z = TERMS[b['term']]
    wd = DAYS[b['day']]
    d = r.choice(ds)
    # a same-weekday date in the period, not in the list
    cand = [a + dt.timedelta(k) for k in range((z - a).days + 1)]
    cand = [x for x in cand if x.weekday() == wd and x not in ds]
    if eff == 'add' and not cand: continue
    n = r.choice(cand) if cand else d
    w = kw(r.choice(ds))
    dx = r.choice([x for x in [a + dt.timedelta(k) for k in range((z - a).days + 1)] if x.weekday() != wd])
    sub = dict(d=de(d, r), e=en(d, r), n=de(n, r), ne=en(n, r), w=w, dx=de(dx, r), ex=en(dx, r),
               mon=['Oktober', 'November', 'Dezember', 'Mai', 'Juni'][r.randrange(5)], c=b['comment'])
    text = tpl.format(**sub) if '{c}' in tpl else b['comment'] + tpl.format(**sub)
    if eff == 'same': e = exp
    elif eff == 'remove': e = [x for x in exp if x != d.isoformat()]
    elif eff == 'removeweek': e = [x for x in exp if kw(dt.date.fromisoformat(x)) != w]
    elif eff == 'add': e = sorted(exp + [n.isoformat()])
    else: e = 'flag'
    if e != 'flag' and len(e) == 0: continue
    cases.append({'id': 'm%04d' % i, 'term': b['term'], 'day': b['day'], 'comment': text, 'expect': e, 'mut': name, 'base': b['id']})
res = explain(cases)
from collections import Counter
cnt = Counter(); bad = []
for c in cases:
    o = res[c['id']]; und = o['understood']; got = sorted(o['dates'])
    if not und: k = 'flagged'
    elif c['expect'] == 'flag': k = 'wrong'
    else: k = 'exact' if got == c['expect'] else 'wrong'
    cnt[(c['mut'], k)] += 1; cnt[k] += 1
    if k == 'wrong': bad.append((c, got))
print('bases', len(good), 'of', len(bases), '| cases', len(cases), '| exact', cnt['exact'], 'flagged', cnt['flagged'], 'wrong', cnt['wrong'])
for name, *_ in MUT:
    print('  %-14s exact %3d flagged %3d wrong %3d' % (name, cnt[(name, 'exact')], cnt[(name, 'flagged')], cnt[(name, 'wrong')]))
with (open(WRONG, 'w') if WRONG else sys.stdout) as f:
    for c, got in bad:
        f.write('-- %s %s [%s %s] %s\n   base %s\n   expect %s\n   got    %s\n' % (c['id'], c['mut'], c['term'], c['day'], c['comment'], c['base'],
                c['expect'] if c['expect'] == 'flag' else ' '.join(c['expect']), ' '.join(got)))
