#!/usr/bin/env python3
"""Optional cross-check: run the corpus kernels on the host CPU.

    python3 tests/llvm/hostcheck.py [--src] [--count] [NAME...]

Not needed by the corpus itself (expected.py is the reference); this is how
the listed expectations were validated against LLVM's own semantics without
a GPU. Needs llc-22 and gcc. For each kernel it rewrites tests/llvm/NAME.ll
(with --src: tests/llvm/src/NAME.ll) into an x86-64 module:

  * target datalayout/triple replaced, `ptx_kernel` dropped;
  * every `@llvm.nvvm.*` intrinsic renamed to a host function `@hn_*`
    (sreg reads from thread-local variables, barriers as a pthread barrier,
    the approximate math functions as exact libm operations: the corpus only
    feeds them inputs where the approximation is exact);
  * address spaces are left alone (on x86 they are all flat 64-bit).

then compiles it with `llc-22 -O1`, links it with a generated C launcher that
runs the CTAs one after another, each with one POSIX thread per CUDA thread,
and compares every output buffer bit for bit with the model in expected.py
and with the file's `; expect:` lines. `--count` also instruments every basic
block with a counter and prints the number of executed LLVM instructions
(used to choose the `fuel=` of each launch).
"""

import os
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # keep tests/llvm free of __pycache__
import expected as E  # noqa: E402

X86_DL = 'target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"'

C_TYPES = {"ptr": "void *", "i8": "signed char", "i16": "short", "i32": "int", "i64": "long long",
           "float": "float", "double": "double"}
ELEM = {"i8": ("b", 1), "i16": ("h", 2), "i32": ("i", 4), "i64": ("q", 8), "f32": ("f", 4), "f64": ("d", 8)}

PRELUDE = r"""
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <stdint.h>
static __thread unsigned hc_tid[3], hc_ctaid[3];
static unsigned hc_ntid[3], hc_nctaid[3];
static pthread_barrier_t hc_bar;
long long __hc_icount;
#define SREG(n, e) unsigned hn_read_ptx_sreg_##n(void) { return e; }
SREG(tid_x, hc_tid[0]) SREG(tid_y, hc_tid[1]) SREG(tid_z, hc_tid[2])
SREG(ntid_x, hc_ntid[0]) SREG(ntid_y, hc_ntid[1]) SREG(ntid_z, hc_ntid[2])
SREG(ctaid_x, hc_ctaid[0]) SREG(ctaid_y, hc_ctaid[1]) SREG(ctaid_z, hc_ctaid[2])
SREG(nctaid_x, hc_nctaid[0]) SREG(nctaid_y, hc_nctaid[1]) SREG(nctaid_z, hc_nctaid[2])
SREG(warpsize, 32)
void hn_barrier0(void) { pthread_barrier_wait(&hc_bar); }
void hn_barrier_cta_sync_aligned_all(int id) { (void)id; pthread_barrier_wait(&hc_bar); }
void hn_barrier_cta_sync_all(int id) { (void)id; pthread_barrier_wait(&hc_bar); }
float hn_rcp_approx_ftz_f(float x) { return 1.0f / x; }
float hn_rcp_approx_ftz_f32(float x) { return 1.0f / x; }
float hn_rsqrt_approx_f(float x) { return 1.0f / sqrtf(x); }
float hn_rsqrt_approx_f32(float x) { return 1.0f / sqrtf(x); }
float hn_sqrt_rn_f(float x) { return sqrtf(x); }
float hn_sqrt_approx_f(float x) { return sqrtf(x); }
float hn_ex2_approx_f(float x) { return exp2f(x); }
float hn_ex2_approx_f32(float x) { return exp2f(x); }
float hn_lg2_approx_f(float x) { return log2f(x); }
float hn_mul_rn_f(float a, float b) { return a * b; }
float hn_add_rn_f(float a, float b) { return a + b; }
double hn_mul_rn_d(double a, double b) { return a * b; }
double hn_add_rn_d(double a, double b) { return a + b; }
float hn_saturate_f(float x) { return x > 0.0f ? (x < 1.0f ? x : 1.0f) : 0.0f; }
float hn_fabs_f32(float x) { return fabsf(x); }
float hn_fabs_f(float x) { return fabsf(x); }
double hn_fabs_f64(double x) { return fabs(x); }
float hn_fmin_f(float a, float b) { return fminf(a, b); }
float hn_fmax_f(float a, float b) { return fmaxf(a, b); }
int hn_d2i_lo(double d) { uint64_t b; memcpy(&b, &d, 8); return (int)(uint32_t)b; }
int hn_d2i_hi(double d) { uint64_t b; memcpy(&b, &d, 8); return (int)(uint32_t)(b >> 32); }
double hn_lohi_i2d(int lo, int hi) { uint64_t b = ((uint64_t)(uint32_t)hi << 32) | (uint32_t)lo; double d; memcpy(&d, &b, 8); return d; }
"""


def host_module(text, count):
    text = re.sub(r"^target datalayout = .*$", X86_DL, text, flags=re.M)
    text = text.replace('"nvptx64-nvidia-cuda"', '"x86_64-unknown-linux-gnu"')
    text = re.sub(r"\bptx_kernel\s+", "", text)
    text = re.sub(r'"target-cpu"="[^"]*"\s*', "", text)
    text = re.sub(r'"target-features"="[^"]*"\s*', "", text)
    text = re.sub(r"@llvm\.nvvm\.([\w.]+)", lambda m: "@hn_" + m.group(1).replace(".", "_"), text)
    if count:
        text = instrument(text)
    return text


def instrument(text):
    """Adds `atomicrmw add @__hc_icount, N` at the top of every block (after phis)."""
    out = []
    lines = text.split("\n")
    i = 0
    in_fn = False
    block = []

    def flush():
        if not block:
            return
        label = []
        body = block[:]
        if body and re.match(r"^[\w.$\-\"]+:", body[0]):
            label = [body.pop(0)]
        insts = [b for b in body if b.strip() and not b.strip().startswith(";")]
        n = len(insts)
        phis = 0
        while phis < len(body) and (" = phi " in body[phis] or not body[phis].strip()
                                    or body[phis].strip().startswith(";")):
            phis += 1
        inc = "  %%__hc%d = atomicrmw add ptr @__hc_icount, i64 %d monotonic" % (len(out), n)
        out.extend(label + body[:phis] + [inc] + body[phis:])
        block.clear()

    while i < len(lines):
        ln = lines[i]
        if not in_fn:
            out.append(ln)
            if ln.startswith("define ") and ln.rstrip().endswith("{"):
                in_fn = True
        else:
            if ln.startswith("}"):
                flush()
                out.append(ln)
                in_fn = False
            elif re.match(r"^[\w.$\-\"]+:", ln):
                flush()
                block.append(ln)
            else:
                block.append(ln)
        i += 1
    out.append("@__hc_icount = external global i64")
    return "\n".join(out)


def harness(name, ptypes, args, bufs_order):
    lines = [PRELUDE]
    lines.append("extern void %s(%s);" % (name, ", ".join(C_TYPES[t] for t in ptypes)))
    lines.append("static void *hc_buf[%d];" % max(1, len(bufs_order)))
    call = []
    for k, (t, a) in enumerate(zip(ptypes, args)):
        if t == "ptr":
            call.append("hc_buf[%d]" % bufs_order.index(a.name))
        elif t == "float":
            call.append("(float)%s" % float(a).hex())
        elif t == "double":
            call.append("%s" % float(a).hex())
        else:
            call.append("(%s)%dLL" % (C_TYPES[t], a))
    lines.append("""
struct hc_arg { unsigned t[3], c[3]; };
static void *hc_thread(void *p) {
  struct hc_arg *a = p;
  memcpy(hc_tid, a->t, sizeof hc_tid); memcpy(hc_ctaid, a->c, sizeof hc_ctaid);
  %s(%s);
  return 0;
}""" % (name, ", ".join(call)))
    lines.append("""
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "rb"); FILE *out = fopen(argv[2], "wb");
  unsigned g[3], b[3]; long long sizes[%d]; int nb = %d;
  if (fread(g, 4, 3, in) != 3 || fread(b, 4, 3, in) != 3) return 3;
  for (int k = 0; k < nb; k++) {
    if (fread(&sizes[k], 8, 1, in) != 1) return 3;
    hc_buf[k] = aligned_alloc(256, (sizes[k] + 255) / 256 * 256 + 256);
    if (fread(hc_buf[k], 1, sizes[k], in) != (size_t)sizes[k]) return 3;
  }
  memcpy(hc_ntid, b, sizeof b); memcpy(hc_nctaid, g, sizeof g);
  unsigned n = b[0] * b[1] * b[2];
  pthread_t *th = calloc(n, sizeof *th); struct hc_arg *ta = calloc(n, sizeof *ta);
  pthread_attr_t attr; pthread_attr_init(&attr); pthread_attr_setstacksize(&attr, 1 << 20);
  for (unsigned cz = 0; cz < g[2]; cz++) for (unsigned cy = 0; cy < g[1]; cy++) for (unsigned cx = 0; cx < g[0]; cx++) {
    pthread_barrier_init(&hc_bar, 0, n);
    unsigned k = 0;
    for (unsigned tz = 0; tz < b[2]; tz++) for (unsigned ty = 0; ty < b[1]; ty++) for (unsigned tx = 0; tx < b[0]; tx++, k++) {
      ta[k] = (struct hc_arg){{tx, ty, tz}, {cx, cy, cz}};
      if (pthread_create(&th[k], &attr, hc_thread, &ta[k])) return 4;
    }
    for (k = 0; k < n; k++) pthread_join(th[k], 0);
    pthread_barrier_destroy(&hc_bar);
  }
  for (int k = 0; k < nb; k++) fwrite(hc_buf[k], 1, sizes[k], out);
  fwrite(&__hc_icount, 8, 1, out);
  fclose(out);
  return 0;
}""" % (max(1, len(bufs_order)), len(bufs_order)))
    return "\n".join(lines)


def pack(buf):
    code, size = ELEM[buf.ty]
    return struct.pack("<%d%s" % (len(buf.v), code), *buf.v)


def unpack(ty, data):
    code, size = ELEM[ty]
    return list(struct.unpack("<%d%s" % (len(data) // size, code), data))


def run_one(name, use_src, count, tmp):
    path = os.path.join(HERE, "src" if use_src else "", name + ".ll")
    hdr = os.path.join(HERE, name + ".ll")  # directives live in the optimised file
    with open(path) as f:
        text = f.read()
    ll = os.path.join(tmp, name + ".host.ll")
    with open(ll, "w") as f:
        f.write(host_module(text, count))
    obj = os.path.join(tmp, name + ".o")
    subprocess.run(["llc-22", "-O1", "-filetype=obj", "-relocation-model=pic", ll, "-o", obj], check=True)
    ok = True
    report = []
    fn, outputs = E.KERNELS[name]
    for li, L in enumerate(E.parse_directives(hdr)):
        ptypes = E.kernel_param_types(path, L.kernel)
        args, bufs = E.materialise(L, ptypes)
        order = list(bufs)
        csrc = os.path.join(tmp, "%s_%d.c" % (name, li))
        with open(csrc, "w") as f:
            f.write(harness(L.kernel, ptypes, args, order))
        exe = os.path.join(tmp, "%s_%d" % (name, li))
        subprocess.run(["gcc", "-O1", "-w", "-pthread", csrc, obj, "-o", exe, "-lm"], check=True)
        inp = os.path.join(tmp, "%s_%d.in" % (name, li))
        outp = os.path.join(tmp, "%s_%d.out" % (name, li))
        with open(inp, "wb") as f:
            f.write(struct.pack("<3I", *L.grid) + struct.pack("<3I", *L.block))
            for bname in order:
                data = pack(bufs[bname])
                f.write(struct.pack("<q", len(data)) + data)
        subprocess.run([exe, inp, outp], check=True, timeout=120)
        with open(outp, "rb") as f:
            data = f.read()
        host = {}
        pos = 0
        for bname in order:
            b = bufs[bname]
            size = ELEM[b.ty][1] * len(b.v)
            host[bname] = unpack(b.ty, data[pos:pos + size])
            pos += size
        icount = struct.unpack("<q", data[pos:pos + 8])[0]
        # the model
        fn(L, *args)
        for bname in order:
            b = bufs[bname]
            diffs = [i for i, (x, y) in enumerate(zip(b.v, host[bname])) if not E.same_value(x, y, b.ty)]
            if diffs:
                ok = False
                i = diffs[0]
                report.append("@%s differs from the model at %d places, first [%d]: host %s, model %s"
                              % (bname, len(diffs), i, E.fmt_value(host[bname][i], b.ty), E.fmt_value(b.v[i], b.ty)))
        for line, bname, kind, payload in L.expects:
            b = bufs[bname]
            if kind == "list":
                want = [E.parse_literal(t, b.ty) for t in E.split_list(payload)]
            else:
                e = E.Expr(E.tokenize(payload))
                want = [(E.f32(e.eval_float(i)) if b.ty == "f32" else e.eval_float(i)) if b.ty.startswith("f")
                        else e.eval_int(i) for i in range(len(b.v))]
            bad = [i for i, (x, y) in enumerate(zip(want, host[bname])) if not E.same_value(x, y, b.ty)]
            if bad or len(want) != len(host[bname]):
                ok = False
                report.append("line %d @%s: host result differs from the expectation at %d places" % (line, bname, len(bad)))
        if count:
            report.append("launch %d: %d LLVM instructions executed (fuel=%s)" % (li, icount, L.fuel))
            if L.fuel is not None and icount * 2 > L.fuel:
                ok = False
                report.append("fuel=%d is less than twice the executed instructions" % L.fuel)
    return ok, report


def main(argv):
    use_src = "--src" in argv
    count = "--count" in argv
    names = [a for a in argv[1:] if not a.startswith("--")] or E.kernel_files()
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            try:
                ok, report = run_one(name, use_src, count, tmp)
            except Exception as e:
                ok, report = False, ["%s: %s" % (type(e).__name__, e)]
            print("%s %s%s" % ("PASS" if ok else "FAIL", "src/" if use_src else "", name))
            for r in report:
                print("     " + r)
            failed += not ok
    print("%d kernels, %d failed" % (len(names), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
