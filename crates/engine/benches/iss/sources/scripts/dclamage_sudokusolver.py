"""Writes ../dclamage_sudokusolver.tsv from a clone of https://github.com/dclamage/SudokuSolver
(GIT_DIR, its git directory): the named puzzles of SudokuTests/Puzzles.cs (uniqueVariantFPuzzles)
and SolverTests.cs (KnightmareTest) at HEAD, then the named or variant f-puzzles documents that
earlier commits held (Puzzles.cs, SudokuSolverConsole/Program.cs), the inheritance tests' made-up
grids left out. Needs node (to read the compressed documents with ../../from_fpuzzles.mjs).

Run: python3 dclamage_sudokusolver.py GIT_DIR
"""
import json, os, re, subprocess, sys

git_dir = sys.argv[1]
G = ['git', '--git-dir', git_dir]
here = os.path.dirname(os.path.abspath(__file__))
out_path = os.path.join(here, '..', 'dclamage_sudokusolver.tsv')
show = lambda rev, f: subprocess.run(G + ['show', f'{rev}:{f}'], capture_output=True).stdout.decode('utf8', 'replace')
head = subprocess.run(G + ['rev-parse', 'HEAD'], capture_output=True, text=True).stdout.strip()

def decompress(strings):
    """The f-puzzles documents of compressed strings (None where one does not read)."""
    code = ("import { decompressFpuzzles } from '%s';"
            "const ss = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
            "console.log(JSON.stringify(ss.map((s) => { try { return decompressFpuzzles(s); } catch { return null; } })));"
            % os.path.join(here, '..', '..', 'from_fpuzzles.mjs'))
    code = code.replace("require('fs')", "(await import('node:fs'))")
    r = subprocess.run(['node', '--input-type=module', '-e', code], input=json.dumps(strings), capture_output=True, text=True)
    return json.loads(r.stdout)

text = show('HEAD', 'SudokuTests/Puzzles.cs')
block = text[text.index('uniqueVariantFPuzzles'):text.index('inheritanceTestFPuzzles')]
rows = []
for m in re.finditer(r'//\s*([^\n]*)\n\s*\(\s*@?"(N4Ig[^"]*)",\s*@?"(\d+)"\s*\)', block):
    c = m.group(1).strip()
    mm = re.match(r'"?(.+?)"? by (.+?)(?::|\s*\(|\s+https?://|$)', c)
    url = re.search(r'https?://\S+', c)
    rows.append([mm.group(1).strip().strip('"'), mm.group(2).strip(), url.group(0) if url else '', m.group(3), m.group(2), c])
st = show('HEAD', 'SudokuTests/SolverTests.cs')
m = re.search(r'KnightmareTest\(\)\s*\{\s*string puzzle = "(N4Ig[^"]*)"', st)
rows.append(['Knightmare', '', '', '', m.group(1), 'SudokuTests/SolverTests.cs KnightmareTest'])

# Earlier commits: every compressed document not at HEAD, first seen (newest commit first).
have = set(r[4] for r in rows)
seen = {}
for h in subprocess.run(G + ['log', '--all', '--format=%H', '-SN4Ig'], capture_output=True, text=True).stdout.split():
    files = subprocess.run(G + ['grep', '-l', 'N4Ig', h], capture_output=True).stdout.decode('utf8', 'replace').split()
    for f in files:
        f = f.split(':', 1)[1]
        t = show(h, f)
        for m in re.finditer(r'N4Ig[A-Za-z0-9+/=]{40,}', t):
            s = m.group(0)
            if s not in seen:
                seen[s] = (h[:7], f, t[max(0, m.start() - 300):m.start()])
cands = [(s, v) for s, v in seen.items() if s not in have
         and not re.search(r'random puzzle|the puzzle above|Empty|A puzzle with|6x6 with', v[2].strip().split('\n')[-1] + v[2])
         and 'launchSettings' not in v[1] and 'index.html' not in v[1]]
docs = decompress([s for s, _ in cands])
names = {}
for (s, (h, f, ctx)), doc in zip(cands, docs):
    if not doc:
        continue
    keys = [k for k in doc if k not in ('size', 'grid', 'title', 'author', 'ruleset', 'solution', 'disabledlogic',
                                          'truecandidatesoptions', 'text', 'line')]
    if not keys and not doc.get('title'):
        continue
    name = doc.get('title') or f'unnamed ({f} at {h})'
    if name in names or name in [r[0] for r in rows]:
        names[name] = names.get(name, 1) + 1
        name = f'{name[:-1]}, #{names[name]})' if name.endswith(')') else f'{name} (earlier version)'
    else:
        names[name] = 1
    rows.append([name, doc.get('author', ''), f'https://github.com/dclamage/SudokuSolver/blob/{h}/{f}', '', s, f'{f} at {h}'])

with open(out_path, 'w') as out:
    out.write(f"""# url: https://github.com/dclamage/SudokuSolver/blob/{head}/SudokuTests/Puzzles.cs
# Puzzles of the test suite of Rangsk's (David Clamage's) C# SudokuSolver:
# https://github.com/dclamage/SudokuSolver at commit {head},
# SudokuTests/Puzzles.cs (uniqueVariantFPuzzles: each with its setter and the solution the test
# asserts) and SudokuTests/SolverTests.cs (KnightmareTest); then the named or variant f-puzzles
# documents that earlier versions of the repository held (Puzzles.cs, SudokuSolverConsole/Program.cs),
# each with the commit it was taken from. Repository licence: GPL-3.0.
# The puzzles are their setters'. Columns (tab-separated): name, setter, link, solution, puzzle
# (the f-puzzles document, lz-string compressed as the test holds it), the test's comment.
# Written by scripts/dclamage_sudokusolver.py.
""")
    for r in rows:
        out.write('\t'.join(r) + '\n')
print(len(rows))
