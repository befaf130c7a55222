#!/usr/bin/env bash
# Regenerates loop_pragmas.ll from src/loop_pragmas.cu with clang-19 and the
# CUDA 12.9 root of tests/llvm/cuda (same flags as tests/llvm/cuda/regen.sh:
# CUDA_ROOT defaults to .tools/cuda-root-12.9, which
# tests/llvm/cuda/setup-cuda-root.sh builds), header.txt prepended. Tests
# never run this: the source and the .ll are both checked in.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
CUDA_ROOT="${CUDA_ROOT:-$repo/.tools/cuda-root-12.9}"
CLANG="${CLANG:-clang-19}"
cd "$here"
ln -sfn "$CUDA_ROOT" .cuda-root
tmp="$(mktemp)"
trap 'rm -f "$here/.cuda-root" "$tmp"' EXIT
"$CLANG" -O2 -S -emit-llvm --cuda-device-only --cuda-gpu-arch=sm_80 -std=c++17 \
    --cuda-path=.cuda-root -Wno-unknown-cuda-version src/loop_pragmas.cu -o "$tmp"
cat header.txt "$tmp" > loop_pragmas.ll
