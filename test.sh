#!/usr/bin/env bash
# The whole test suite, as CI runs it (.ci/run calls this script).
#
# Installs the pinned ptxas (PyPI wheel nvidia-cuda-nvcc==13.5.37) into the
# git-ignored .tools/ folder when it is missing and exports PTXAS for tests
# that assemble PTX (they fail if it is missing and CI=true), and likewise
# libnvvm (nvidia-nvvm==13.5.37 into .tools/nvvm, exported as LIBNVVM) for
# the tests that compile NVVM IR with it, and nvdisasm
# (nvidia-cuda-nvdisasm==13.5.37 into .tools/nvdisasm, exported as
# NVDISASM) for bench-frames' SASS columns. Then:
# formatting, lints, every test (ptxas over all examples and filetests
# included, and a short differential fuzz), the doc examples, the fuzz
# crate, and the examples on both the interpreter and the PTX simulator.
set -euo pipefail
cd "$(dirname "$0")"

# install_wheel PACKAGE DIR FILE: pip-installs the pinned PACKAGE into DIR
# (under .tools/) unless DIR/FILE is there.
install_wheel() {
    if [ ! -e "$2/$3" ]; then
        echo "installing $1 into ${2#"$PWD"/}"
        python3 -m pip install --quiet --disable-pip-version-check --no-deps \
            --target "$2" "$1"
    fi
}

if [ -z "${PTXAS:-}" ]; then
    install_wheel "nvidia-cuda-nvcc==13.5.37" "$PWD/.tools/cuda" nvidia/cu13/bin/ptxas
    export PTXAS="$PWD/.tools/cuda/nvidia/cu13/bin/ptxas"
fi
"$PTXAS" --version | tail -n 1

if [ -z "${LIBNVVM:-}" ]; then
    install_wheel "nvidia-nvvm==13.5.37" "$PWD/.tools/nvvm" nvidia/cu13/lib/libnvvm.so.4
    export LIBNVVM="$PWD/.tools/nvvm/nvidia/cu13/lib/libnvvm.so.4"
fi
echo "libnvvm: $LIBNVVM"

if [ -z "${NVDISASM:-}" ]; then
    install_wheel "nvidia-cuda-nvdisasm==13.5.37" "$PWD/.tools/nvdisasm" nvidia/cu13/bin/nvdisasm
    export NVDISASM="$PWD/.tools/nvdisasm/nvidia/cu13/bin/nvdisasm"
fi
"$NVDISASM" --version | tail -n 1

cargo fmt --check
cargo clippy --all-targets -- -D warnings
cargo test --all-targets
cargo test --doc
cargo build --quiet --manifest-path fuzz/Cargo.toml
cargo run --quiet --release -- run --engine both examples/*.plir
