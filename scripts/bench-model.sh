#!/usr/bin/env bash
# Whole-model benchmark: lowers the bundled TOSA network (examples/model/net.mlir) with
# the TOSA-to-linalg pipeline and the fusion pass under --tv-verify-each, and prints a
# Markdown table per pass (checks and verdicts, solver seconds), the wall time with and
# without validation, and the machine. Every check of a correct pipeline should be proven;
# anything else is listed with its reason. With --loops the pipeline goes on to buffers and
# loops (one-shot-bufferize with function boundaries, convert-linalg-to-loops), as in
# issue 5: those passes are proven or reported with their reason.
#
#   make build && bash scripts/bench-model.sh [MODEL.mlir] [--timeout S] [--loops]   (default 60 s)
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
MODEL=$ROOT/examples/model/net.mlir
TIMEOUT=60
LOOPS=0
while [ $# -gt 0 ]; do
  case $1 in
    --timeout) TIMEOUT=${2:?--timeout needs seconds}; shift 2 ;;
    --timeout=*) TIMEOUT=${1#--timeout=}; shift ;;
    --loops) LOOPS=1; shift ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) MODEL=$1; shift ;;
  esac
done
OPT=/usr/lib/llvm-22/bin/mlir-opt
PLUGIN=$ROOT/build/lib/libtv.so
[ -x "$OPT" ] || { echo "bench-model: $OPT not found (scripts/setup.sh)" >&2; exit 3; }
[ -f "$PLUGIN" ] || { echo "bench-model: $PLUGIN not found (run make build)" >&2; exit 3; }
PASSES=(--tosa-to-linalg-pipeline --tosa-to-tensor --tosa-to-arith --linalg-fuse-elementwise-ops
        --canonicalize --cse)
[ "$LOOPS" = 1 ] && PASSES+=(--one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

t0=$(date +%s.%N)
"$OPT" "${PASSES[@]}" "$MODEL" >/dev/null || { echo "bench-model: the pipeline fails on $MODEL" >&2; exit 3; }
t1=$(date +%s.%N)
"$OPT" --load-pass-plugin="$PLUGIN" --tv-verify-each --tv-on-failure=warn --tv-timeout="$TIMEOUT" \
  --tv-report="$TMP/report.json" "${PASSES[@]}" "$MODEL" >/dev/null 2>"$TMP/err"
t2=$(date +%s.%N)

python3 - "$TMP/report.json" "$t0" "$t1" "$t2" "$MODEL" "${PASSES[*]}" <<'PY'
import json, sys, collections, platform, os
path, t0, t1, t2, model, passes = sys.argv[1:7]
rows = [r for r in (json.loads(l) for l in open(path) if l.strip()) if "verdict" in r]   # not the session line
per = collections.OrderedDict()
for r in rows:
    p = per.setdefault(r.get("pass") or "?", collections.Counter())
    p[r["verdict"]] += 1
    p["seconds"] += r.get("seconds", 0)
verdicts = ["proven", "incorrect", "inconclusive", "unsupported", "timeout", "error"]
print(f"Model `{os.path.relpath(model)}`, passes `{passes}`\n")
print("| pass | checks | " + " | ".join(verdicts) + " | solver s |")
print("|---|---:|" + "---:|" * len(verdicts) + "---:|")
tot = collections.Counter()
for name, c in per.items():
    n = sum(c[v] for v in verdicts)
    tot.update(c)
    print(f"| {name} | {n} | " + " | ".join(str(c[v]) for v in verdicts) + f" | {c['seconds']:.2f} |")
n = sum(tot[v] for v in verdicts)
print(f"| **all** | {n} | " + " | ".join(str(tot[v]) for v in verdicts) + f" | {tot['seconds']:.2f} |")
plain, tv = float(t1) - float(t0), float(t2) - float(t1)
print(f"\nWall time: {plain:.2f} s without validation, {tv:.2f} s with `--tv-verify-each`.")
for r in rows:
    if r["verdict"] != "proven":
        print(f"- {r.get('pass')} on @{r.get('function')}: {r['verdict']} ({r.get('reason', '')})")
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
print(f"\nMachine: {cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}.")
PY
