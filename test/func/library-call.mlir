// A target that calls a function without a body which the source never calls (a lowering
// to library calls: convert-linalg-to-std) is inconclusive, not incorrect: the callee may
// compute what the source computed, and tv does not know its body. The run search does not
// decide it either (a run would take the callee for one that does nothing).
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --tv-on-failure=warn --convert-linalg-to-std %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: remark: tv: pass 'convert-linalg-to-std' on @dot: inconclusive (the target calls @linalg_dot_viewsxf32_viewsxf32_viewf32, a function without a body here that the source never calls (it may compute what the source computed: a library call))
// CHECK: tv: 1 pass runs, 1 checks: 0 proven, 0 incorrect, 1 inconclusive
func.func @dot(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<f32>) {
  linalg.dot ins(%a, %b : memref<?xf32>, memref<?xf32>) outs(%c : memref<f32>)
  return
}
