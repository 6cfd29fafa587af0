// convert-linalg-to-loops drops a pooling op's window buffer (used only for its shape), so the
// target's later allocations come one earlier than the source's. Loops by induction pair the
// two sides' blocks by allocation (same type, in order, skipping what the pass dropped), not
// by position: the lowered pooling and the fill after it are proven (before: "the target's
// initial values or memory do not refine the source's" at the fill, then the unroll bound).
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-report=%t.jsonl --convert-linalg-to-loops %s -o /dev/null
// RUN: FileCheck %s < %t.jsonl
// CHECK: "function":"head","verdict":"proven"
// CHECK-SAME: loops by induction: linalg.fill at {{.*}}, linalg.pooling_nhwc_max at {{.*}} (as its loops), linalg.fill at {{.*}}induction-dropped-alloc.mlir:20:3 (as its loops)
func.func @head(%arg0: memref<1x8x8x6xf32>) -> memref<1x1x1x6xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %low = arith.constant -3.40282347E+38 : f32
  %pool = memref.alloc() : memref<1x4x4x6xf32>
  linalg.fill ins(%low : f32) outs(%pool : memref<1x4x4x6xf32>)
  %window = memref.alloc() : memref<2x2xf32>
  linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%arg0, %window : memref<1x8x8x6xf32>, memref<2x2xf32>) outs(%pool : memref<1x4x4x6xf32>)
  %out = memref.alloc() : memref<1x1x1x6xf32>
  // the target allocates this one second, the source third
  linalg.fill ins(%zero : f32) outs(%out : memref<1x1x1x6xf32>)
  return %out : memref<1x1x1x6xf32>
}
