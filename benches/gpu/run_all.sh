#!/usr/bin/env bash
# On the GPU machine: runs what prepare_all.sh put in DIR, writing results
# and a log to OUT. Back here: `gpu_plan check DIR/plan_X.json OUT/res_X.json`.
#   bash run_all.sh DIR OUT
set -uo pipefail
dir="$1" out="$2"
export PYTHONUNBUFFERED=1
cd "$dir"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$out/log.txt"
python3 jit_probes.py run probes 2>&1 | tee -a "$out/log.txt"
for p in cv cb fv fb; do
    timeout 300 python3 run_plan.py "plan_$p.json" "$out/res_$p.json" 2>&1 | tail -3 | tee -a "$out/log.txt"
done
if [ -d loops ]; then
    timeout 300 python3 loop_timing.py loops "$out" ptxlift,ptxlift-llclatch,llc,libnvvm,ptxlift-genericconst 2>&1 | tee -a "$out/log.txt"
fi
