import sys
d=sys.argv[1]
def is_nan(v, fmt):
    if fmt=='h': return (v & 0x7c00)==0x7c00 and (v & 0x3ff)!=0
    if fmt=='b': return (v & 0x7f80)==0x7f80 and (v & 0x7f)!=0
    if fmt=='f': return (v & 0x7f800000)==0x7f800000 and (v & 0x7fffff)!=0
    if fmt=='d': return (v>>52 & 0x7ff)==0x7ff and (v & ((1<<52)-1))!=0
    return False
def same(g, s, fmt):
    if g==s: return True
    if fmt in 'hbfd': return is_nan(g,fmt) and is_nan(s,fmt)
    if fmt in 'HB':
        f='h' if fmt=='H' else 'b'
        return all(((g>>k)&0xffff)==((s>>k)&0xffff) or (is_nan((g>>k)&0xffff,f) and is_nan((s>>k)&0xffff,f)) for k in (0,16))
    return False
total=bad=0
for line in open(f'{d}/forms.txt'):
    idx, types, fmts, snippet = line.rstrip('\n').split('\t')
    ins=[l.split() for l in open(f'{d}/in{idx}.txt')]
    gpu=[l.split() for l in open(f'{d}/gpu{idx}.txt')]
    sim=[l.rstrip('\n') for l in open(f'{d}/sim{idx}.txt')]
    if sim and sim[0].startswith('PARSEERR'):
        print('PARSEERR', snippet, sim[0]); continue
    nbad=0
    for k,(i,g,s) in enumerate(zip(ins,gpu,sim)):
        total+=1
        if s.startswith('RUNERR'):
            nbad+=1
            if nbad<=2: print(f'[{idx}] {snippet} in={i} gpu={g} sim={s}')
            continue
        s=s.split()
        ok=all(same(int(a,16),int(b,16),f) for a,b,f in zip(g,s,fmts))
        if not ok:
            nbad+=1
            if nbad<=3: print(f'[{idx}] {snippet} in={i} gpu={g} sim={s}')
    if nbad: print(f'  -> form {idx}: {nbad} of {len(ins)} differ'); bad+=nbad
print('rows', total, 'differ', bad)
