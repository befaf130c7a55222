#!/usr/bin/env bash
# Prepares everything a GPU session runs, into DIR (under the repository,
# git-ignored, so that it travels to the GPU machine): plans of the corpus
# in both register modes and of fuzz programs without approximate
# instructions, the JIT probes, and, given a bench-frames output, the
# loop-timing variants. Then, on the GPU machine, `bash run_all.sh DIR OUT`.
#   bash benches/gpu/prepare_all.sh DIR [BENCH_FRAMES_OUT]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
dir="$1"
mkdir -p "$dir"
cd "$root"
cargo build --release --example gpu_plan
plan=target/release/examples/gpu_plan
mapfile -t files < <( (grep -rl '^; launch:' tests benches examples --include=*.plir
                       grep -rl '^; launch:' tests benches --include=*.ll) | grep -v ptxas_findings | sort)
"$plan" plan "$dir/plan_cv.json" "${files[@]}"
"$plan" plan "$dir/plan_cb.json" --max-regs 16 "${files[@]}"
"$plan" plan "$dir/plan_fv.json" --exact --fuzz 0 400
"$plan" plan "$dir/plan_fb.json" --exact --max-regs 16 --fuzz 400 400
python3 "$here/jit_probes.py" write "$dir/probes"
if [ $# -ge 2 ]; then
    bash "$here/prepare_loops.sh" "$2" "$dir/loops"
fi
cp "$here"/*.py "$here/run_all.sh" "$dir/"
du -sh "$dir"
