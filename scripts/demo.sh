#!/usr/bin/env bash
# make demo: validates a realistic pipeline on examples/demo.mlir with the plugin, then
# reproduces the caught miscompilation standalone with tv-check.
set -uo pipefail
BUILD=${1:-build}
LLVM_BIN=/usr/lib/llvm-22/bin
# The report and the dumped pairs stay in $BUILD/demo after the demo, so that the
# diagnostics' `reproduce:` notes can be run as printed.
OUT=$BUILD/demo
rm -rf "$OUT" && mkdir -p "$OUT"

PIPELINE='builtin.module(canonicalize,cse,sccp,func.func(tv-test-mutate{kind=divsi-to-shrsi},tv-test-mutate{kind=maximumf-to-select}))'
echo "== mlir-opt --load-pass-plugin=$BUILD/lib/libtv.so --tv-verify-each --tv-on-failure=warn"
echo "     -p '$PIPELINE' examples/demo.mlir"
echo "   (tv-test-mutate is a deliberately wrong pass: it rewrites x / 2^k into x >> k, and"
echo "    maximumf(a, b) into select(a > b, a, b), wrong for NaN and for -0.0 vs +0.0)"
echo
"$LLVM_BIN/mlir-opt" --load-pass-plugin="$BUILD/lib/libtv.so" --tv-verify-each \
  --tv-on-failure=warn --tv-report="$OUT/report.jsonl" --tv-dump-dir="$OUT/dump" \
  -p "$PIPELINE" examples/demo.mlir -o "$OUT/out.mlir"
echo
echo "== per check (from --tv-report):"
python3 - "$OUT/report.jsonl" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    r = json.loads(line)
    if 'session' in r:   # the closing line: the plugin session's own counters, no check
        s = r['session']
        print(f"   (session: {s.get('passes', 0)} pass runs, {s.get('checks', 0)} checks, "
              f"{s.get('unchanged', 0)} unchanged, {s.get('identical', 0)} identical, {s.get('cached', 0)} cached)")
        continue
    extra = f" ({r['reason']})" if 'reason' in r else ''
    enc = r.get('encoding', 'none')
    enc = '' if enc in ('bitvector', 'none') else f" [{enc}]"
    print(f"   {r['pass']:<16} @{r['function']:<12} {r['verdict']}{enc}{extra}  [{r['seconds']:.3f} s]")
PY
echo
echo "== the failing pairs, reproduced standalone: tv-check <dump>.src.mlir <dump>.tgt.mlir"
rc=0
for f in scale relu_neuron; do
  "$BUILD/bin/tv-check" "$OUT/dump/tv-test-mutate-$f.src.mlir" "$OUT/dump/tv-test-mutate-$f.tgt.mlir"
  r=$?
  [ $r -ne 1 ] && rc=$r
done
[ $rc -eq 0 ] && echo && echo "demo: the real passes were proven and the wrong passes were caught." \
  && echo "demo: the report and the dumped pairs are in $OUT/" && exit 0
echo "demo: unexpected tv-check exit status $rc" >&2
exit 1
