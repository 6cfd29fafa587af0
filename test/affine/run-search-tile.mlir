// affine-loop-tile{tile-size=2} on an in-place nest with dependences (issue 31, item 7):
// the tiled nest computes other values, which the solver leaves undecided (the loops run
// 180 iterations, past the unroll bound) and a run of both functions on chosen memory
// contents shows, through the plugin: the stage inside the bound runs its probes first
// (design.md 13), else the run search (encoder/runs.c) finds it.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=20 '--affine-loop-tile=tile-size=2' %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'affine-loop-tile' is incorrect on @nest: memory of %A differs at element {{[0-9]+}} of its buffer (source {{-?[0-9]+}}, target {{-?[0-9]+}})
// CHECK: note: input: %A =
// CHECK: note: executed: source returns nothing and leaves %A =
// CHECK: tv: 1 pass runs, 1 checks: 0 proven, 1 incorrect
func.func @nest(%A: memref<6x6xi32>) {
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 6 {
      affine.for %k = 0 to 6 {
        %a = affine.load %A[%i, %k] : memref<6x6xi32>
        %b = affine.load %A[%k, %j] : memref<6x6xi32>
        %c = affine.load %A[%i, %j] : memref<6x6xi32>
        %m = arith.muli %a, %b : i32
        %s = arith.addi %c, %m : i32
        affine.store %s, %A[%i, %j] : memref<6x6xi32>
      }
    }
  }
  return
}
