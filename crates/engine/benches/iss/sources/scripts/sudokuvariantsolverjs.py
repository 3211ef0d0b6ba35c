"""Writes ../sudokuvariantsolverjs.tsv from a clone of https://github.com/dclamage/SudokuVariantSolverJS
(GIT_DIR, its git directory): every puzzle of puzzles/puzzles.json, puzzles-ci.json,
puzzles-timeout.json and lubaf-coloring-book.json at HEAD, then those that earlier versions of
the same files held; each once (the first seen), with its title, author and solution.

Run: python3 sudokuvariantsolverjs.py GIT_DIR
"""
import json, os, subprocess, sys

G = ['git', '--git-dir', sys.argv[1]]
out_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'sudokuvariantsolverjs.tsv')
head = subprocess.run(G + ['rev-parse', 'HEAD'], capture_output=True, text=True).stdout.strip()
files = ['puzzles/puzzles.json', 'puzzles/puzzles-ci.json', 'puzzles/puzzles-timeout.json', 'puzzles/lubaf-coloring-book.json']
rows = {}
for f in files:
    commits = subprocess.run(G + ['log', '--all', '--format=%H', '--', f], capture_output=True, text=True).stdout.split()
    for h in [head] + commits:
        r = subprocess.run(G + ['show', f'{h}:{f}'], capture_output=True)
        if r.returncode:
            continue
        try:
            data = json.loads(r.stdout)
        except ValueError:
            continue
        for p in data:
            s = p.get('puzzle')
            if s and s not in rows:
                rows[s] = (p.get('title', ''), p.get('author', ''), p.get('solution') or p.get('puzzleSolution') or '', f, h)
with open(out_path, 'w') as out:
    out.write(f"""# url: https://github.com/dclamage/SudokuVariantSolverJS/tree/{head}/puzzles
# The benchmark and test puzzles of Rangsk's (David Clamage's) SudokuVariantSolverJS:
# https://github.com/dclamage/SudokuVariantSolverJS at commit {head}, puzzles/puzzles.json,
# puzzles-ci.json, puzzles-timeout.json and lubaf-coloring-book.json (Lubaf's coloring book
# set, from the CtC discord puzzle archive), each f-puzzles document with its title, setter and
# solution, and those that earlier versions of the same files held (with the commit). Licence of
# the puzzle data: Creative Commons Attribution 4.0 International (CC BY 4.0), as each entry says;
# the puzzles are their setters' (the setter column). Columns: name, setter, link, solution,
# puzzle (the f-puzzles document, compressed), the file. Written by scripts/sudokuvariantsolverjs.py.
""")
    for s, (title, author, sol, f, h) in rows.items():
        note = f if h == head else f'{f} at {h[:7]}'
        sol = sol if sol and sol.isdigit() else ''
        out.write('\t'.join([title.replace('\t', ' '), author.replace('\t', ' '), '', sol, s, note]) + '\n')
