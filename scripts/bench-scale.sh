#!/usr/bin/env bash
# Validation-at-scale benchmark (docs/benchmarks.md, "Validation at scale"). Generates its
# inputs in a temporary directory and prints a Markdown report:
#   1. overhead of --tv-verify-each when no pass changes anything: a canonical module of
#      F functions through canonicalize,cse (plain mlir-opt vs with the plugin);
#   2. --tv-jobs=1 vs --tv-jobs=2 on a module of J functions that canonicalize changes,
#      each a float check in exact IEEE-754 (about half a second of solver time);
#   3. the same run again with --tv-cache: the cost of a cache hit (cold vs warm cache);
#   4. time per check for an elementwise tensor pair (addi of two tensors plus a zero splat
#      that canonicalize folds) as the static size grows.
# Each timing is the median of R runs (wall clock), all in one invocation of this script.
#
#   bash scripts/bench-scale.sh [-F N] [-J N] [-R N]   (defaults: F=400, J=16, R=3)
#
# MLIR_OPT and LIBTV override the tools (default: LLVM 22's mlir-opt, build/lib/libtv.so).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
F=400 J=16 R=3
while [ $# -gt 0 ]; do
  case $1 in
    -F) F=$2; shift 2 ;;
    -J) J=$2; shift 2 ;;
    -R) R=$2; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "bench-scale: unknown argument $1" >&2; exit 3 ;;
  esac
done
OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
LIB=${LIBTV:-$ROOT/build/lib/libtv.so}
[ -f "$LIB" ] || { echo "bench-scale: $LIB not found (build first)" >&2; exit 3; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
TV=("$OPT" "--load-pass-plugin=$LIB" --tv-verify-each)

# median wall-clock seconds of R runs of "$@" (stdout and stderr discarded)
med() {
  local ts=()
  for ((i = 0; i < R; i++)); do
    local t0 t1
    t0=$(date +%s.%N)
    "$@" >/dev/null 2>&1
    t1=$(date +%s.%N)
    ts+=("$(echo "$t1 - $t0" | bc -l)")
  done
  printf '%s\n' "${ts[@]}" | sort -g | awk '{a[NR]=$1} END {printf "%.3f", a[int((NR+1)/2)]}'
}
ratio() { printf "%.2f" "$(echo "$1 / $2" | bc -l)"; }

# 1. a canonical module: canonicalize and cse change nothing
python3 - "$TMP/canon.mlir" "$F" <<'EOF'
import sys
path, n = sys.argv[1], int(sys.argv[2])
with open(path, "w") as out:
    for i in range(n):
        out.write(f"""func.func @f{i}(%a: i32, %b: i32, %c: i1) -> i32 {{
  %c7_i32 = arith.constant 7 : i32
  %0 = arith.muli %a, %b : i32
  %1 = arith.addi %0, %c7_i32 : i32
  %2 = arith.xori %1, %a : i32
  %3 = arith.select %c, %2, %b : i32
  %4 = arith.shrui %3, %c7_i32 : i32
  %5 = arith.subi %4, %a : i32
  %6 = arith.andi %5, %2 : i32
  return %6 : i32
}}
""")
EOF
# 2./3. functions that canonicalize changes (x + -0.0 folds), each an exact float check
python3 - "$TMP/jobs.mlir" "$J" <<'EOF'
import sys
path, n = sys.argv[1], int(sys.argv[2])
with open(path, "w") as out:
    for i in range(n):
        out.write(f"""func.func @g{i}(%x: f32, %y: f32, %z: f32) -> f32 {{
  %m = arith.constant -0.0 : f32
  %a = arith.mulf %x, %y : f32
  %b = arith.addf %a, %z : f32
  %c = arith.addf %b, %m : f32
  return %c : f32
}}
""")
EOF

echo "## Validation at scale (scripts/bench-scale.sh)"
echo
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //');" \
     "load average at start: $(cut -d' ' -f1-3 /proc/loadavg); median of $R runs each."
echo

plain=$(med "$OPT" -p 'builtin.module(canonicalize,cse)' "$TMP/canon.mlir")
tv=$(med "${TV[@]}" -p 'builtin.module(canonicalize,cse)' "$TMP/canon.mlir")
tvf=$(med "${TV[@]}" -p 'builtin.module(func.func(canonicalize,cse))' "$TMP/canon.mlir")
plainf=$(med "$OPT" -p 'builtin.module(func.func(canonicalize,cse))' "$TMP/canon.mlir")
echo "### 1. --tv-verify-each when no pass changes anything ($F functions, canonicalize + cse)"
echo
echo "| pipeline | mlir-opt (s) | with --tv-verify-each (s) | ratio |"
echo "|---|---|---|---|"
echo "| \`builtin.module(canonicalize,cse)\` | $plain | $tv | $(ratio "$tv" "$plain") |"
echo "| \`builtin.module(func.func(canonicalize,cse))\` | $plainf | $tvf | $(ratio "$tvf" "$plainf") |"
echo

# wall and CPU (user + sys) seconds of one run
cpu() {
  /usr/bin/time -f '%e %U %S' -o "$TMP/time" "$@" >/dev/null 2>&1
  awk '{printf "%.3f | %.3f", $1, $2 + $3}' "$TMP/time"
}
j1=$(med "${TV[@]}" --tv-fp=ieee --tv-jobs=1 --canonicalize "$TMP/jobs.mlir")
j2=$(med "${TV[@]}" --tv-fp=ieee --tv-jobs=2 --canonicalize "$TMP/jobs.mlir")
echo "### 2. --tv-jobs on one module pass ($J functions, one exact float check each)"
echo
echo "| --tv-jobs | seconds (median) | speed-up | one more run: wall s | its CPU s (user + sys) |"
echo "|---|---|---|---|---|"
echo "| 1 | $j1 | 1.00 | $(cpu "${TV[@]}" --tv-fp=ieee --tv-jobs=1 --canonicalize "$TMP/jobs.mlir") |"
echo "| 2 | $j2 | $(ratio "$j1" "$j2") | $(cpu "${TV[@]}" --tv-fp=ieee --tv-jobs=2 --canonicalize "$TMP/jobs.mlir") |"
echo

rm -rf "$TMP/cache"
t0=$(date +%s.%N)
"${TV[@]}" --tv-fp=ieee --tv-jobs=1 --tv-cache="$TMP/cache" --canonicalize "$TMP/jobs.mlir" >/dev/null 2>"$TMP/cold.err"
cold=$(echo "$(date +%s.%N) - $t0" | bc -l)
warm=$(med "${TV[@]}" --tv-fp=ieee --tv-jobs=1 --tv-cache="$TMP/cache" --canonicalize "$TMP/jobs.mlir")
"${TV[@]}" --tv-fp=ieee --tv-cache="$TMP/cache" --canonicalize "$TMP/jobs.mlir" 2>&1 >/dev/null | tail -1 >"$TMP/warm.err"
plainj=$(med "$OPT" --canonicalize "$TMP/jobs.mlir")
echo "### 3. Result cache (same run as 2, --tv-jobs=1)"
echo
echo "| run | seconds |"
echo "|---|---|"
printf '| plain mlir-opt | %s |\n| cold cache (fills it) | %.3f |\n| warm cache | %s |\n' "$plainj" "$cold" "$warm"
echo
"${TV[@]}" --tv-fp=ieee --tv-cache="$TMP/cache" --tv-report="$TMP/warm.json" --canonicalize "$TMP/jobs.mlir" >/dev/null 2>&1
hit=$(python3 -c "import json,sys; rs=[json.loads(l) for l in open(sys.argv[1])]; assert all(r.get('cached') for r in rs); print('%.2f ms' % (1000 * sum(r['seconds'] for r in rs) / len(rs)))" "$TMP/warm.json")
echo "Warm summary: \`$(cat "$TMP/warm.err")\`; a hit (key, read, parse; JSON \"seconds\") takes $hit on average."
echo

echo "### 4. Elementwise tensor pair: time per check versus size"
echo
echo "| elements | check seconds (JSON) | verdict |"
echo "|---|---|---|"
for n in 4 64 1024 16384 65536 1048576; do
  cat >"$TMP/t$n.mlir" <<EOF
func.func @t(%a: tensor<${n}xi32>, %b: tensor<${n}xi32>) -> tensor<${n}xi32> {
  %z = arith.constant dense<0> : tensor<${n}xi32>
  %s = arith.addi %a, %b : tensor<${n}xi32>
  %r = arith.addi %s, %z : tensor<${n}xi32>
  return %r : tensor<${n}xi32>
}
EOF
  "${TV[@]}" --tv-identical=false --tv-report="$TMP/t$n.json" --canonicalize "$TMP/t$n.mlir" >/dev/null 2>&1
  python3 -c "import json,sys; r=json.loads(open(sys.argv[1]).readline()); print('| %s | %.3f | %s |' % (sys.argv[2], r['seconds'], r['verdict']))" "$TMP/t$n.json" "$n"
done
echo
echo "Load average at end: $(cut -d' ' -f1-3 /proc/loadavg)."
