#!/usr/bin/env bash
# The whole test suite, as CI runs it (.ci/run calls this script).
#
# Installs the pinned ptxas (PyPI wheel nvidia-cuda-nvcc==13.5.37) into the
# git-ignored .tools/ folder when it is missing and exports PTXAS for tests
# that assemble PTX (they fail if it is missing and CI=true), and likewise
# libnvvm (nvidia-nvvm==13.5.37 into .tools/nvvm, exported as LIBNVVM) for
# the tests that compile NVVM IR with it. Then:
# formatting, lints, every test (ptxas over all examples and filetests
# included, and a short differential fuzz), the doc examples, the fuzz
# crate, and the examples on both the interpreter and the PTX simulator.
set -euo pipefail
cd "$(dirname "$0")"

if [ -z "${PTXAS:-}" ]; then
    tools="$PWD/.tools/cuda"
    if [ ! -x "$tools/nvidia/cu13/bin/ptxas" ]; then
        echo "installing ptxas (nvidia-cuda-nvcc==13.5.37) into .tools/cuda"
        python3 -m pip install --quiet --disable-pip-version-check --no-deps \
            --target "$tools" "nvidia-cuda-nvcc==13.5.37"
    fi
    export PTXAS="$tools/nvidia/cu13/bin/ptxas"
fi
"$PTXAS" --version | tail -n 1

if [ -z "${LIBNVVM:-}" ]; then
    tools="$PWD/.tools/nvvm"
    if [ ! -f "$tools/nvidia/cu13/lib/libnvvm.so.4" ]; then
        echo "installing libnvvm (nvidia-nvvm==13.5.37) into .tools/nvvm"
        python3 -m pip install --quiet --disable-pip-version-check --no-deps \
            --target "$tools" "nvidia-nvvm==13.5.37"
    fi
    export LIBNVVM="$tools/nvidia/cu13/lib/libnvvm.so.4"
fi
echo "libnvvm: $LIBNVVM"

cargo fmt --check
cargo clippy --all-targets -- -D warnings
cargo test --all-targets
cargo test --doc
cargo build --quiet --manifest-path fuzz/Cargo.toml
cargo run --quiet --release -- run --engine both examples/*.plir
