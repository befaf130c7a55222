#!/usr/bin/env bash
# Regenerates every tests/llvm/cuda/NAME.ll from src/NAME.cu with clang-19
# and the CUDA 12.9 headers, with headers/NAME.txt (description, constructs
# and run directives) prepended, since clang writes no comments of ours.
#
#   bash tests/llvm/cuda/regen.sh            every kernel
#   bash tests/llvm/cuda/regen.sh NAME...    just these
#
# CUDA_ROOT is the CUDA installation clang reads (headers and libdevice);
# the default is .tools/cuda-root-12.9 at the top of the repository, which
# tests/llvm/cuda/setup-cuda-root.sh builds. CLANG=clang-19 is the default
# compiler. Deterministic and idempotent: clang runs in this directory on
# `src/NAME.cu` with --cuda-path=.cuda-root, a symbolic link to CUDA_ROOT
# made for the run, so neither the ModuleID/source_filename lines nor the
# `!srcloc` numbers of inline asm (offsets that grow with the length of
# every header path clang opened) depend on where the repository or the
# CUDA root lie; a second run changes no byte. Tests never run this: the
# .cu and the generated .ll are both checked in.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
CUDA_ROOT="${CUDA_ROOT:-$repo/.tools/cuda-root-12.9}"
CLANG="${CLANG:-clang-19}"
SM75_BUILDS="bf16_ops bf16_rmsnorm half_convert"
[ -f "$CUDA_ROOT/include/cuda_runtime.h" ] || {
    echo "regen: no CUDA root at $CUDA_ROOT (run tests/llvm/cuda/setup-cuda-root.sh or set CUDA_ROOT)" >&2
    exit 1
}
CUDA_ROOT="$(cd "$CUDA_ROOT" && pwd)"
cd "$here"
ln -sfn "$CUDA_ROOT" .cuda-root
tmp="$(mktemp)"
trap 'rm -f "$here/.cuda-root" "$tmp"' EXIT
if [ "$#" -gt 0 ]; then
    names=("$@")
else
    names=()
    for f in src/*.cu; do
        n="${f#src/}"
        names+=("${n%.cu}")
    done
fi
for n in "${names[@]}"; do
    [ -f "src/$n.cu" ] || { echo "regen: no src/$n.cu" >&2; exit 1; }
    [ -f "headers/$n.txt" ] || { echo "regen: no headers/$n.txt" >&2; exit 1; }
    "$CLANG" -O2 -S -emit-llvm --cuda-device-only --cuda-gpu-arch=sm_80 -std=c++17 \
        --cuda-path=.cuda-root -Wno-unknown-cuda-version "src/$n.cu" -o "$tmp"
    cat "headers/$n.txt" "$tmp" > "$n.ll"
    # The files whose CUDA-header code differs below sm_80 (cuda_bf16.hpp's
    # inline `.bf16` PTX needs sm_80; for sm_75 the headers emulate it)
    # also get a build for sm_75, NAME.sm75.ll, with the same directives.
    case " $SM75_BUILDS " in *" $n "*)
        "$CLANG" -O2 -S -emit-llvm --cuda-device-only --cuda-gpu-arch=sm_75 -std=c++17 \
            --cuda-path=.cuda-root -Wno-unknown-cuda-version "src/$n.cu" -o "$tmp"
        { cat "headers/$n.txt"; echo "; (this build: --cuda-gpu-arch=sm_75, the headers' sm_75 code)"; cat "$tmp"; } > "$n.sm75.ll"
    esac
done
