"""Rewrites a PTX file's loop latches into llc's shape, to time the loop
shape apart from the rest of the code:

    ptxlift:  @%p bra HEADER;                            (bottom-tested)
    llc:      @!%p bra EXIT; bra.uni HEADER; EXIT:       (exit, then back edge)

A latch is a predicated branch to a label earlier in the same function.
ptxas unrolls loops of the first shape and not of the second
(docs/BENCHMARKS.md). Usage: python3 latch.py to_llc IN.ptx OUT.ptx"""
import re
import sys


def to_llc(text):
    out, seen, n = [], set(), 0
    for line in text.split('\n'):
        s = line.strip()
        if s.startswith(('.entry', '.func', '.visible')):
            seen = set()
        label = re.match(r'^(\$\w+):', s)
        if label:
            seen.add(label.group(1))
        branch = re.match(r'^@(!?)(%p\d+) bra(?:\.uni)?\s+(\$\w+);', s)
        if branch and branch.group(3) in seen:
            n += 1
            negated = '' if branch.group(1) else '!'
            exit_label = f'$L__latch_{n}'
            out += [f'\t@{negated}{branch.group(2)} bra {exit_label};', f'\tbra.uni {branch.group(3)};', f'{exit_label}:']
        else:
            out.append(line)
    return '\n'.join(out), n


if __name__ == '__main__':
    if len(sys.argv) != 4 or sys.argv[1] != 'to_llc':
        sys.exit(__doc__)
    text, n = to_llc(open(sys.argv[2]).read())
    open(sys.argv[3], 'w').write(text)
    print(f'{sys.argv[2]}: {n} latches rewritten', file=sys.stderr)
