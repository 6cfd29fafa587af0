#!/usr/bin/env bash
# Loop benchmark (issue 22): a loop over a buffer at 100, 1,000 and 10,000 iterations,
# transformed by MLIR's own passes (affine-loop-tile, scf-for-loop-peeling,
# affine-parallelize, convert-linalg-to-loops, affine-loop-invariant-code-motion, and
# affine-loop-tile in two dimensions (n x 64, 32x32 tiles), affine-loop-fusion, and an
# scf.for with iter_args lowered by convert-scf-to-cf and scf-for-to-while), checked
# with tv-check; prints a Markdown table of verdicts and seconds per pass and trip count.
# Proofs by induction should take the same time at every trip count.
#
#   make build && bash scripts/bench-loops.sh [--timeout S]   (default 60 s)
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TIMEOUT=60
[ "${1:-}" = --timeout ] && TIMEOUT=${2:?--timeout needs seconds}
OPT=/usr/lib/llvm-22/bin/mlir-opt
CHECK=${TV_CHECK:-$ROOT/build/bin/tv-check}   # TV_CHECK: another build to compare
[ -x "$CHECK" ] || { echo "bench-loops: $CHECK not found (run make build)" >&2; exit 3; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

gen() {   # $1 kind, $2 trip count: a function whose loop the pass rewrites
  local n=$2
  case $1 in
    tile|parallel|licm) cat <<M
func.func @f(%a: memref<${n}xi32>, %b: memref<${n}xi64>, %x: i32) {
  affine.for %i = 0 to $n {
    %v = affine.load %a[%i] : memref<${n}xi32>
    %m = arith.muli %x, %x : i32
    %w = arith.addi %v, %m : i32
    %e = arith.extsi %w : i32 to i64
    affine.store %e, %b[%i] : memref<${n}xi64>
  }
  return
}
M
    ;;
    peel) cat <<M
func.func @f(%a: memref<$((n + 3))xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant $((n + 3)) : index
  scf.for %i = %c0 to %n step %c4 {
    %v = memref.load %a[%i] : memref<$((n + 3))xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    memref.store %w, %a[%i] : memref<$((n + 3))xi32>
  }
  return
}
M
    ;;
    cf|while) cat <<M
func.func @f(%a: memref<${n}xi32>, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant $n : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %v = memref.load %a[%i] : memref<${n}xi32>
    %w = arith.addi %v, %acc : i32
    memref.store %w, %a[%i] : memref<${n}xi32>
    scf.yield %w : i32
  }
  return %s : i32
}
M
    ;;
    tile2d) cat <<M
func.func @f(%a: memref<${n}x64xi32>) {
  affine.for %i = 0 to $n {
    affine.for %j = 0 to 64 {
      %v = affine.load %a[%i, %j] : memref<${n}x64xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<${n}x64xi32>
    }
  }
  return
}
M
    ;;
    fuse) cat <<M
func.func @f(%a: memref<${n}xi32>, %b: memref<${n}xi64>) {
  affine.for %i = 0 to $n {
    %v = affine.load %a[%i] : memref<${n}xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i] : memref<${n}xi32>
  }
  affine.for %i = 0 to $n {
    %v = affine.load %a[%i] : memref<${n}xi32>
    %e = arith.extsi %v : i32 to i64
    affine.store %e, %b[%i] : memref<${n}xi64>
  }
  return
}
M
    ;;
    linalg) cat <<M
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: memref<${n}x8xi32>, %b: memref<${n}x8xi64>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
    ins(%a : memref<${n}x8xi32>) outs(%b : memref<${n}x8xi64>) {
  ^bb0(%x: i32, %y: i64):
    %e = arith.extsi %x : i32 to i64
    linalg.yield %e : i64
  }
  return
}
M
    ;;
  esac
}

declare -A PASS=([tile]=-affine-loop-tile=tile-size=32 [peel]=-scf-for-loop-peeling [parallel]=-affine-parallelize
                 [linalg]=-convert-linalg-to-loops [licm]=-affine-loop-invariant-code-motion
                 [tile2d]=-affine-loop-tile=tile-sizes=32,32 [fuse]=-affine-loop-fusion
                 [cf]=-convert-scf-to-cf [while]=-scf-for-to-while)
echo "| pass | 100 | 1,000 | 10,000 |"
echo "|---|---|---|---|"
for k in tile peel parallel linalg licm tile2d fuse cf while; do
  row="| \`${PASS[$k]#-}\` |"
  for n in 100 1000 10000; do
    gen $k $n > "$TMP/src.mlir"
    "$OPT" "${PASS[$k]}" "$TMP/src.mlir" -o "$TMP/tgt.mlir" || { row="$row pass failed |"; continue; }
    t0=$(date +%s.%N)
    v=$("$CHECK" --timeout="$TIMEOUT" "$TMP/src.mlir" "$TMP/tgt.mlir" | head -1 | sed 's/^@f: //; s/ (.*//')
    t1=$(date +%s.%N)
    row="$row $v $(python3 -c "print(f'{$t1 - $t0:.2f}')") s |"
  done
  echo "$row"
done
echo
echo "Machine: $(nproc) cores; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
