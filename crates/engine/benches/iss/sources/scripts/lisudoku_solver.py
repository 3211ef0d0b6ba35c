"""Writes ../lisudoku_solver.tsv from a clone of https://github.com/lisudoku/lisudoku_solver
(GIT_DIR, its git directory): the puzzles its tests build in Rust (src/solver/tests/*/puzzles/*.rs
and brute_solver.rs, commented-out tests included, and tests that only earlier commits hold), read
from those builders into f-puzzles documents; a test with a rule of no f-puzzles entry (top-bottom)
is recorded as UNSUPPORTED.

Run: python3 lisudoku_solver.py GIT_DIR
"""
import os,re,subprocess,json,sys
G=['git','--git-dir',sys.argv[1]]
head=subprocess.run(G+['rev-parse','HEAD'],capture_output=True,text=True).stdout.strip()
files=[f for f in subprocess.run(G+['ls-tree','-r','--name-only','HEAD','src/solver/tests/'],capture_output=True,text=True).stdout.split() if re.search(r'(puzzles/.*|brute_solver)\.rs$',f)]
hist=[]
for f0 in sorted(set(subprocess.run(G+['log','--all','--name-only','--format=','--','src/solver'],capture_output=True,text=True).stdout.split())):
    if not re.search(r'tests.*(puzzles/.*|brute_solver|/tests)\.rs$',f0): continue
    for h in subprocess.run(G+['log','--all','--format=%H','--',f0],capture_output=True,text=True).stdout.split():
        hist.append((h,f0))
versions=[(head,f) for f in files]+hist
CP=r'CellPosition::new\(\s*(\d+)\s*,\s*(\d+)\s*\)'
def cells(s): return ['R%dC%d'%(int(r)+1,int(c)+1) for r,c in re.findall(CP,s)]
def balanced(s,i):
    # s[i] is an opening bracket; return index after matching close
    pairs={'(' :')','[':']','{':'}'}
    st=[]
    j=i
    while j<len(s):
        ch=s[j]
        if ch in pairs: st.append(pairs[ch])
        elif st and ch==st[-1]:
            st.pop()
            if not st: return j+1
        j+=1
    return len(s)
def calls(s,name):
    # yield the argument text of each name( ... ) or name { ... }
    for m in re.finditer(re.escape(name)+r'\s*([({])',s):
        e=balanced(s,m.end(1)-1)
        yield s[m.end(1):e-1]
rows=[]
for h,f in versions:
    text=subprocess.run(G+['show',f'{h}:{f}'],capture_output=True,text=True).stdout
    if not text: continue
    # uncomment commented-out tests
    text='\n'.join(re.sub(r'^(\s*)// ?(?=[#a-zA-Z }\]).;]|$)',r'\1',l) if re.match(r'^\s*//( |$)',l) and not re.match(r'^\s*// ?(https?://|TODO|[A-Z][a-z]+ )',l) else l for l in text.split('\n'))
    starts=[m.start() for m in re.finditer(r'#\[test\]',text)]
    for k,st in enumerate(starts):
        end=starts[k+1] if k+1<len(starts) else len(text)
        prev=text[starts[k-1] if k else 0:st]
        block=text[st:end]
        fn=re.search(r'fn (\w+)',block).group(1)
        # source comments: comment lines right before #[test]
        pre=prev.rstrip().split('\n')
        comments=[]
        for l in reversed(pre):
            if l.strip().startswith('//'): comments.insert(0,l.strip().lstrip('/').strip())
            else: break
        link=next((c for c in comments for c in [re.search(r'https?://\S+',c)] if c),None)
        link=link.group(0) if link else ''
        m=re.search(r'SudokuConstraints::new\((\d+)\)|grid_size\s*=\s*(\d+)',block)
        if not m: continue
        size=int(m.group(1) or m.group(2))
        doc={'size':size,'title':'','grid':[[{} for _ in range(size)] for _ in range(size)]}
        unsup=[]
        for r,c,v in re.findall(r'FixedNumber::new\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)',block):
            doc['grid'][int(r)][int(c)]={'value':int(v),'given':True}
        fg=re.search(r'with_fixed_numbers_grid\(',block)
        if fg:
            arg=next(calls(block[fg.start():],'with_fixed_numbers_grid'))
            rws=re.findall(r'vec!\[\s*([\d,\s]+?)\s*\]',arg)
            for r,row in enumerate(rws):
                for c,v in enumerate(x.strip() for x in row.split(',') if x.strip()):
                    if int(v): doc['grid'][r][c]={'value':int(v),'given':True}
        def add(key,entry): doc.setdefault(key,[]).append(entry)
        for a in calls(block,'Thermo'): add('thermometer',{'lines':[cells(a)]})
        mt=re.search(r'constraints\.thermos\s*=\s*vec!\[',block)
        if mt:
            e=balanced(block,mt.end()-1); inner=block[mt.end():e-1]
            for m2 in re.finditer(r'vec!\[',inner):
                e2=balanced(inner,m2.end()-1); add('thermometer',{'lines':[cells(inner[m2.end():e2-1])]})
        for a in calls(block,'Renban'): add('renban',{'lines':[cells(a)]})
        for a in calls(block,'Palindrome'): add('palindrome',{'lines':[cells(a)]})
        for a in calls(block,'KillerCage'):
            sm=re.search(r'sum:\s*Some\((\d+)\)',a)
            e={'cells':cells(a)}
            if sm: e['value']=sm.group(1)
            add('killercage',e)
        for a in calls(block,'Arrow'):
            cc=cells(a.split('circle_cells')[1].split('arrow_cells')[0]) if 'circle_cells' in a else []
            ac=cells(a.split('arrow_cells')[1]) if 'arrow_cells' in a else []
            add('arrow',{'cells':cc,'lines':[cc[-1:]+ac]})
        for kind,key in (('consecutive','difference'),('double','ratio')):
            for a in calls(block,'KropkiDot::'+kind): add(key,{'cells':cells(a)})
        if re.search(r'KropkiDot\s*\{',block): unsup.append('kropki struct')
        for name,key in (('with_regions','jigsaw'),('with_extra_regions','extraregion')):
            for a in calls(block,name):
                regs=[cells(x) for x in calls(a,'Region')]
                if key=='extraregion':
                    for rg in regs: add('extraregion',{'cells':rg})
                else:
                    for i,rg in enumerate(regs):
                        for cid in rg:
                            r,c=map(int,re.findall(r'\d+',cid)); doc['grid'][r-1][c-1]['region']=i
        for name,key in (('with_odd_cells','odd'),('with_even_cells','even')):
            for a in calls(block,name):
                for cid in cells(a): add(key,{'cell':cid})
        if re.search(r'with_anti_knight|anti_knight\s*=\s*true',block): doc['antiknight']=True
        if re.search(r'with_anti_king|anti_king\s*=\s*true',block): doc['antiking']=True
        if re.search(r'with_diagonals|with_primary_diagonal|primary_diagonal\s*=\s*true',block): doc['diagonal-']=True
        if re.search(r'with_diagonals|with_secondary_diagonal|secondary_diagonal\s*=\s*true',block): doc['diagonal+']=True
        if re.search(r'with_kropki_negative|kropki_negative\s*=\s*true',block): doc['negative']=['ratio','difference']
        for w in set(re.findall(r'with_(\w+)\(',block))-{'fixed_numbers','fixed_numbers_grid','thermos','renbans','palindromes','killer_cages','arrows','kropki_dots','regions','extra_regions','odd_cells','even_cells','anti_knight','anti_king','diagonals','primary_diagonal','secondary_diagonal','kropki_negative','solution','enriched_steps'}:
            unsup.append(w)
        if re.search(r'with_top_bottom|top_bottom\s*=\s*true',block): unsup.append('top_bottom')
        # solution
        sol=''
        sm=re.search(r'solution\.unwrap\(\),\s*(?:Grid\()?vec!\[(.*?)\]\s*\)?\s*\)',block,re.S)
        if sm:
            digits=re.findall(r'\d+',sm.group(1))
            if len(digits)==size*size: sol=''.join(digits)
        name=('lisudoku (intuitive) ' if 'intuitive' in f else 'lisudoku ')+fn.replace('check_','').replace('_solve','')
        doc['title']=name
        if unsup:
            print('skip',name,unsup,file=sys.stderr); 
        if h!=head: name+=f' (at {h[:7]})'
        rows.append([name,'',link or f'https://github.com/lisudoku/lisudoku_solver/blob/{h}/{f}',sol,json.dumps(doc,separators=(',',':')) if not unsup else 'UNSUPPORTED:'+','.join(unsup),f'{f} {fn}'+('; '+' '.join(comments) if comments else '')])
out=open(os.path.join(os.path.dirname(os.path.abspath(__file__)),'..','lisudoku_solver.tsv'),'w')
out.write(f"""# url: https://github.com/lisudoku/lisudoku_solver/tree/{head}/src/solver/tests
# The puzzles of the test suites of lisudoku's solver (the solver of https://lisudoku.xyz), which
# its tests build in Rust (src/solver/tests/*/puzzles/*.rs, commented-out tests included), at
# commit {head}, written here as f-puzzles documents by reading those builders (given digits,
# thermometers, renban, palindromes, killer cages, arrows, kropki dots and their negative rule,
# jigsaw and extra regions, odd and even cells, anti-knight, anti-king, diagonals). The link
# column is the puzzle's own source where the test names one. Repository licence: AGPL-3.0.
# The puzzles are their setters'. Columns: name, setter, link, solution (the one the test
# asserts, where it asserts one), puzzle, the test. Tests that only earlier commits hold are
# read from those commits (named "(at COMMIT)"); earlier versions of a test HEAD holds are not.
# Written by scripts/lisudoku_solver.py.
""")
seen=set()
headnames=set(r[0] for r in rows if ' (at ' not in r[0])
names=set()
skipped=0
for r in rows:
    base=re.sub(r' \(at \w+\)$','',r[0]).replace('(intuitive) ','')
    if r[0]!=base and base in headnames: skipped+=1; continue   # an earlier version of a test HEAD holds
    if r[4] in seen and not r[4].startswith('UNSUPPORTED'): continue
    if base in names: continue
    seen.add(r[4]); names.add(base); out.write('\t'.join(r)+'\n')
print(len(rows),len(seen),skipped)
