#!/usr/bin/env bash
# Measures where the corpus stands with a ptxlift build: for every NAME.ll,
# whether it imports (`ptxlift import`), compiles (`ptxlift compile`),
# assembles with ptxas for sm_75, sm_80 and sm_90, and runs its directives
# on both engines (`ptxlift run --engine both`: expectations on the
# interpreter, simulator compared with it); the first error verbatim.
# Prints a Markdown table (the "status" section of README.md).
#
#   bash tests/llvm/cuda/status.sh [PTXLIFT] [NAME...]
#   PTXLIFT defaults to target/release/ptxlift; PTXAS to ptxas on PATH or
#   the one named by $PTXAS (without it the ptxas column says "-").
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
PTXLIFT="${1:-$repo/target/release/ptxlift}"
shift || true
PTXAS="${PTXAS:-$(command -v ptxas || true)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ "$#" -gt 0 ]; then names=("$@"); else
    names=(); for f in "$here"/*.ll; do n="$(basename "$f")"; names+=("${n%.ll}"); done
fi
first_error() {   # the first line that reads as an error, else the last line
    local line
    line="$(grep -m1 -E 'error|FAIL|not supported|expected|unknown|takes [0-9]' "$1" || tail -n1 "$1")"
    printf '%s' "$line" | sed "s|$repo/||g; s|$work/||g; s/|/\\\\|/g" | cut -c1-300
}
echo "| kernel | import | compile | ptxas 75/80/90 | run --engine both | first error |"
echo "| --- | --- | --- | --- | --- | --- |"
for n in "${names[@]}"; do
    f="$here/$n.ll"
    err=""
    imp=no; comp=no; asm="-"; run="-"
    if "$PTXLIFT" import "$f" >/dev/null 2>"$work/imp"; then imp=yes; else err="$(first_error "$work/imp")"; fi
    if [ $imp = yes ]; then
        if "$PTXLIFT" compile "$f" -o "$work/$n.ptx" >/dev/null 2>"$work/comp"; then comp=yes
        else err="$(first_error "$work/comp")"; fi
    fi
    if [ $comp = yes ] && [ -n "$PTXAS" ]; then
        asm=""
        for sm in 75 80 90; do
            "$PTXLIFT" compile --sm "$sm" "$f" -o "$work/$n.$sm.ptx" >/dev/null 2>&1 &&
                "$PTXAS" -arch="sm_$sm" "$work/$n.$sm.ptx" -o /dev/null >"$work/asm" 2>&1 &&
                asm="$asm${asm:+/}ok" || { asm="$asm${asm:+/}FAIL"; [ -n "$err" ] || err="ptxas sm_$sm: $(first_error "$work/asm")"; }
        done
    fi
    if [ $imp = yes ]; then
        timeout 600 "$PTXLIFT" run --engine both "$f" >"$work/run" 2>&1
        summary="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$work/run" | tail -n1)"
        run="${summary:-error}"
        if ! grep -qE '^[0-9]+ passed, 0 failed' "$work/run" && [ -z "$err" ]; then err="$(first_error "$work/run")"; fi
    fi
    echo "| $n | $imp | $comp | $asm | $run | ${err:-} |"
done
