"""Writes ../kaji.tsv from a clone of https://github.com/kinnison/kaji (GIT_DIR, its git
directory): every sample-puzzles/*.json at HEAD, as one line of JSON each.

Run: python3 kaji.py GIT_DIR
"""
import json, os, subprocess, sys

G = ['git', '--git-dir', sys.argv[1]]
out_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'kaji.tsv')
head = subprocess.run(G + ['rev-parse', 'HEAD'], capture_output=True, text=True).stdout.strip()
files = subprocess.run(G + ['ls-tree', '-r', '--name-only', 'HEAD', 'sample-puzzles/'], capture_output=True, text=True).stdout.split()
with open(out_path, 'w') as out:
    out.write(f"""# url: https://github.com/kinnison/kaji/tree/{head}/sample-puzzles
# Sample puzzles of Daniel Silverstone's (Kinnison's) kaji solver, f-puzzles documents:
# https://github.com/kinnison/kaji at commit {head}, sample-puzzles/*.json. Repository
# licence: MIT (copyright 2025 Daniel Silverstone). The puzzles are their setters' (the
# document's author). Columns (tab-separated): name, setter, link, solution, puzzle (the
# document as one line of JSON), the file. Written by scripts/kaji.py.
""")
    for f in files:
        d = json.loads(subprocess.run(G + ['show', f'HEAD:{f}'], capture_output=True, text=True).stdout)
        sol = d.get('solution')
        sol = ''.join(str(x) for x in sol) if sol and all(isinstance(x, int) and x > 0 for x in sol) else ''
        name = d.get('title') or f.split('/')[-1][:-5]
        out.write('\t'.join([name, d.get('author', ''), '', sol, json.dumps(d, separators=(',', ':')), f]) + '\n')
