#!/usr/bin/env bash
# Writes the PTX variants loop_timing.py times into DIR, from a
# bench-frames output (its ptx/ folder): ptxlift (virtual mode), llc-22,
# libNVVM, and ptxlift with its loop latches rewritten to llc's shape
# (latch.py), plus two crc32 variants that isolate its constant-table load.
#   bash benches/gpu/prepare_loops.sh BENCH_FRAMES_OUT DIR
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
src="$1/ptx" dst="$2"
mkdir -p "$dst"
for pair in crc32:crc32_table murmur:hash_murmur spmv:ldg_gather embedding:ldg_gather; do
    case_="${pair%%:*}" file="${pair##*:}"
    cp "$src/$file.ptxlift-virtual.ptx" "$dst/$case_.ptxlift.ptx"
    cp "$src/$file.llc-O2.ptx" "$dst/$case_.llc.ptx"
    # libNVVM 13.5 writes .version 9.5, which a CUDA 13.0 driver refuses;
    # its PTX uses nothing past 7.0.
    sed 's/^\.version 9\.5/.version 7.0/' "$src/$file.libnvvm-opt3.ptx" >"$dst/$case_.libnvvm.ptx"
    python3 "$here/latch.py" to_llc "$dst/$case_.ptxlift.ptx" "$dst/$case_.ptxlift-llclatch.ptx"
done
# crc32_records reads a 16-byte __constant__ table at a thread-dependent
# index: as ld.const (ptxlift and llc), or generic (libNVVM's choice).
python3 - "$dst" <<'PY'
import sys
d = sys.argv[1]
t = open(f'{d}/crc32.ptxlift.ptx').read()
generic = t.replace('mov.u64 %rd17, _ZL11nibble_bits;\n', 'mov.u64 %rd17, _ZL11nibble_bits;\n\tcvta.const.u64 %rd17, %rd17;\n')
generic = generic.replace('ld.const.u8', 'ld.u8')
if generic == t:
    sys.exit('crc32: the nibble_bits loads were not found; update prepare_loops.sh')
open(f'{d}/crc32.ptxlift-genericconst.ptx', 'w').write(generic)
PY
