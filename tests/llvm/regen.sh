#!/usr/bin/env bash
# Regenerates every tests/llvm/NAME.ll from src/NAME.ll: `opt -O2` (what
# `clang -x cuda --cuda-device-only -O2 -S -emit-llvm` runs after its
# front end), with headers/NAME.txt (description and run directives)
# prepended, since opt drops comments. Deterministic and idempotent: the
# module is always read as `src/NAME.ll` from this directory, so the
# ModuleID/source_filename lines do not depend on where it is run from.
#
# Kernels marked the clang-19 way in src/ (a plain `define` listed in
# `!nvvm.annotations` as !{ptr @k, !"kernel", i32 1}) get that marker back:
# LLVM 22 upgrades it on load to the `ptx_kernel` calling convention and
# leaves `!nvvm.annotations = !{}`, so after opt this script turns
# `define ptx_kernel` back into `define` for exactly the annotated kernels
# and restores the annotation (what clang 19 -O2 emits). llvm-as-22,
# opt-22 and llc-22 read both forms.
#
#   bash tests/llvm/regen.sh            all kernels
#   bash tests/llvm/regen.sh NAME...    just these
#   OPT=opt-22 is the default; set OPT to use another binary.
#   REGEN_DIR=DIR regenerates another corpus laid out the same way
#   (benches/frames/regen.sh does that for its own directory).
set -euo pipefail
cd "${REGEN_DIR:-$(dirname "$0")}"
OPT="${OPT:-opt-22}"
if [ "$#" -gt 0 ]; then
    names=("$@")
else
    names=()
    for f in src/*.ll; do
        n="${f#src/}"
        names+=("${n%.ll}")
    done
fi
for n in "${names[@]}"; do
    [ -f "src/$n.ll" ] || { echo "regen: no src/$n.ll" >&2; exit 1; }
    [ -f "headers/$n.txt" ] || { echo "regen: no headers/$n.txt" >&2; exit 1; }
    tmp="$(mktemp)"
    "$OPT" -O2 -S "src/$n.ll" -o "$tmp"
    python3 - "src/$n.ll" "$tmp" <<'PY'
import re, sys
src = open(sys.argv[1]).read()
out = open(sys.argv[2]).read()
kernels = re.findall(r'!\{ptr @([\w.$]+), !"kernel", i32 1\}', src)
if kernels:
    ids = [int(m) for m in re.findall(r"^!(\d+) = ", out, re.M)]
    first = max(ids) + 1 if ids else 0
    for k in kernels:
        out, n = re.subn(r"^(define\b[^\n@]*?)ptx_kernel (void @%s\()" % re.escape(k), r"\1\2", out, flags=re.M)
        assert n == 1, "regen: no ptx_kernel definition of @%s" % k
    refs = ", ".join("!%d" % (first + j) for j in range(len(kernels)))
    out, n = re.subn(r"^!nvvm\.annotations = !\{\}$", "!nvvm.annotations = !{%s}" % refs, out, flags=re.M)
    assert n == 1, "regen: no empty !nvvm.annotations"
    out = out.rstrip("\n") + "\n" + "".join('!%d = !{ptr @%s, !"kernel", i32 1}\n' % (first + j, k)
                                          for j, k in enumerate(kernels))
open(sys.argv[2], "w").write(out)
PY
    cat "headers/$n.txt" "$tmp" > "$n.ll"
    rm -f "$tmp"
done
