#!/usr/bin/env bash
# Regenerates every benches/frames/NAME.ll from src/NAME.ll with
# headers/NAME.txt prepended, as tests/llvm/regen.sh does for its corpus
# (see there: `opt -O2`, the clang-19 kernel markers restored).
#
#   bash benches/frames/regen.sh            all kernels
#   bash benches/frames/regen.sh NAME...    just these
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
REGEN_DIR="$here" exec bash "$here/../../tests/llvm/regen.sh" "$@"
