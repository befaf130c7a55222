#!/usr/bin/env bash
# Builds the CUDA 12.9 installation that regen.sh compiles against, from
# the NVIDIA wheels of the Python package index (pinned versions), under
# the git-ignored .tools/ at the top of the repository:
#
#   .tools/cuda-wheels-12.9/   the unpacked wheels
#   .tools/cuda-root-12.9/     include/ (runtime, crt, CCCL, cuRAND),
#                              nvvm/libdevice/libdevice.10.bc, version.txt
#   .tools/py/                 numpy for expected.py
#
# clang-19 reads CUDA 12.x headers (13.x lack texture_fetch_functions.h,
# which clang-19's CUDA wrapper includes). Needs python3 with pip and
# network access to the package index; nothing else. Idempotent: an
# existing root is left alone (delete it to rebuild).
#
#   bash tests/llvm/cuda/setup-cuda-root.sh
#   apt-get install -y clang-19 llvm-19     (the compiler, separately)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../../.." && pwd)"
W="$repo/.tools/cuda-wheels-12.9"
R="$repo/.tools/cuda-root-12.9"
PY="$repo/.tools/py"
PACKAGES=(
    nvidia-cuda-nvcc-cu12==12.9.86
    nvidia-cuda-runtime-cu12==12.9.79
    nvidia-cuda-cccl-cu12==12.9.27
    nvidia-curand-cu12==10.3.10.19
)
NUMPY=numpy==2.4.6

for p in "${PACKAGES[@]}"; do
    [ -d "$W/${p%%==*}/nvidia" ] || python3 -m pip install -q --no-deps --target "$W/${p%%==*}" "$p"
done
if [ ! -f "$R/version.txt" ]; then
    mkdir -p "$R/include" "$R/bin" "$R/nvvm"
    cp -r "$W/nvidia-cuda-runtime-cu12/nvidia/cuda_runtime/include/." "$R/include/"
    cp -r "$W/nvidia-cuda-nvcc-cu12/nvidia/cuda_nvcc/include/crt" "$R/include/"
    for d in cub cuda nv thrust; do
        cp -r "$W/nvidia-cuda-cccl-cu12/nvidia/cuda_cccl/include/$d" "$R/include/"
    done
    # clang's CUDA wrapper includes a cuRAND header; the corpus uses curand_kernel.h
    cp -r "$W/nvidia-curand-cu12/nvidia/curand/include/." "$R/include/"
    cp -r "$W/nvidia-cuda-nvcc-cu12/nvidia/cuda_nvcc/nvvm/libdevice" "$R/nvvm/"
    rm -rf "$R/include/__init__.py" "$R/include/__pycache__"   # the wheel's Python package files
    echo "CUDA Version 12.9.86" > "$R/version.txt"
fi
[ -d "$PY/numpy" ] || python3 -m pip install -q --target "$PY" "$NUMPY"
echo "CUDA root: $R"
echo "numpy:     $PY (expected.py finds it there)"
