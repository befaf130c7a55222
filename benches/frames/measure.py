#!/usr/bin/env python3
"""Measures the frames of the benches/frames kernels (the README's table).

For each NAME.ll (default: every kernel in benches/frames) and each
function in it, prints one Markdown table row:

- ptxlift's frame (`ptxlift frame --json`): depot bytes, the lower bound
  (the most bytes live at one point) and the size without sharing;
- the `__local_depot` bytes of each function in `llc-22 -O2 -mcpu=sm_80`
  PTX;
- ptxas -v (sm_80) on ptxlift's PTX and on llc's: stack frame, spill
  stores / loads. ptxas compiles the whole module and inlines device
  functions into the kernel, so the kernel's figure is the stack of the
  whole call tree and the device functions' are usually 0.

A header line `; frame-budget: N` (spill_pressure) compiles ptxlift with
`--max-regs N`; llc reads the kernel's "nvvm.maxnreg" attribute itself.

    python3 benches/frames/measure.py [--ptxlift BIN] [--ptxas BIN] [NAME.ll...]

Needs a release build of ptxlift (default ./target/release/ptxlift), llc-22
on PATH, and ptxas ($PTXAS, then .tools/cuda/nvidia/cu13/bin/ptxas, then
PATH).
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def find_ptxas():
    env = os.environ.get("PTXAS")
    if env:
        return env
    local = os.path.join(ROOT, ".tools/cuda/nvidia/cu13/bin/ptxas")
    if os.path.exists(local):
        return local
    return shutil.which("ptxas")


def ptxas_v(ptxas, ptx_path):
    """{function: (stack, spill stores, spill loads)} from ptxas -v."""
    r = subprocess.run([ptxas, "-v", "--gpu-name", "sm_80", ptx_path, "-o", os.devnull],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("ptxas failed on %s:\n%s" % (ptx_path, r.stderr))
    out, cur = {}, None
    for line in r.stderr.splitlines():
        m = re.search(r"Function properties for (\S+)", line)
        if m:
            cur = m.group(1)
            continue
        m = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads", line)
        if m and cur:
            out[cur] = tuple(int(x) for x in m.groups())
            cur = None
    return out


def depots(ptx_path):
    """{function: __local_depot bytes} of a PTX file."""
    out, cur = {}, None
    with open(ptx_path) as f:
        for line in f:
            m = re.search(r"\.(?:func|entry)\s+(?:\([^)]*\)\s*)?([\w$]+)", line)
            if m:
                cur = m.group(1)
            m = re.search(r"__local_depot\d+\[(\d+)\]", line)
            if m and cur:
                out[cur] = int(m.group(1))
    return out


def budget(path):
    with open(path) as f:
        m = re.search(r"^; frame-budget: (\d+)", f.read(), re.M)
    return int(m.group(1)) if m else None


def measure(path, ptxlift, ptxas, tmp):
    name = os.path.basename(path)[:-3]
    regs = budget(path)
    extra = ["--max-regs", str(regs)] if regs else []
    frames = json.loads(subprocess.run([ptxlift, "frame", "--json", path] + extra,
                                       capture_output=True, text=True, check=True).stdout)
    ours = os.path.join(tmp, name + ".ptxlift.ptx")
    subprocess.run([ptxlift, "compile", path, "-o", ours] + extra, check=True)
    theirs = os.path.join(tmp, name + ".llc.ptx")
    subprocess.run(["llc-22", "-O2", "-march=nvptx64", "-mcpu=sm_80", path, "-o", theirs], check=True)
    a, b = ptxas_v(ptxas, ours), ptxas_v(ptxas, theirs)
    llc_depot = depots(theirs)
    rows = []
    for fr in frames:
        f = fr["function"]
        pa, pb = a.get(f, (0, 0, 0)), b.get(f, (0, 0, 0))
        rows.append("| %s%s | %s | %d | %d | %d | %d | %d | %d/%d | %d | %d/%d |" % (
            name, " (max-regs %d)" % regs if regs else "", f, fr["size"], fr["lower_bound"],
            fr["sequential_size"], llc_depot.get(f, 0), pa[0], pa[1], pa[2], pb[0], pb[1], pb[2]))
    return rows


def main(argv):
    ptxlift = os.path.join(ROOT, "target/release/ptxlift")
    ptxas = find_ptxas()
    files = []
    it = iter(argv[1:])
    for a in it:
        if a == "--ptxlift":
            ptxlift = next(it)
        elif a == "--ptxas":
            ptxas = next(it)
        else:
            files.append(a)
    if not files:
        files = sorted(os.path.join(HERE, f) for f in os.listdir(HERE) if f.endswith(".ll"))
    if not ptxas:
        print("ptxas not found (set PTXAS)", file=sys.stderr)
        return 1
    print("| kernel | function | ptxlift depot | lower bound | no sharing | llc depot "
          "| ptxas on ptxlift: stack | spill st/ld | ptxas on llc: stack | spill st/ld |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            for row in measure(path, ptxlift, ptxas, tmp):
                print(row)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
