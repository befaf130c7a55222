#!/usr/bin/env bash
# Regenerates every tests/llvm/NAME.ll from src/NAME.ll: `opt -O2` (what
# `clang -x cuda --cuda-device-only -O2 -S -emit-llvm` runs after its
# front end), with headers/NAME.txt (description and run directives)
# prepended, since opt drops comments. Deterministic and idempotent: the
# module is always read as `src/NAME.ll` from this directory, so the
# ModuleID/source_filename lines do not depend on where it is run from.
#
#   bash tests/llvm/regen.sh            all kernels
#   bash tests/llvm/regen.sh NAME...    just these
#   OPT=opt-22 is the default; set OPT to use another binary.
set -euo pipefail
cd "$(dirname "$0")"
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
    cat "headers/$n.txt" "$tmp" > "$n.ll"
    rm -f "$tmp"
done
