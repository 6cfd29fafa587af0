// Counterexamples in the user's terms (issue 21 item 5): arguments named as the source file
// names them, small values preferred, infinities as MLIR writes them with their bits.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// Names come from the source's signature (attributes with ',' and ')' in strings and
// brackets are skipped), not from the target's; the first integer input lies in [-16, 16).
// CHECK-LABEL: @div: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-1[0-6]|-?[0-9]|1[0-5]}} : i32
// CHECK-NEXT: input: %flag = {{true|false}} : i1
// CHECK-NEXT: input: %y = [{{-?[0-9]+}}, {{-?[0-9]+}}] : tensor<2xi32>
// CHECK-NEXT: source: returns {{-?[0-9]}} : i32
// CHECK-NEXT: target: returns {{-?[0-9]}} : i32

// Dynamic sizes up to 4 (the solver's first model had sizes up to --max-dim, 64), so the
// tensors print their elements and the sum of the sizes is at most 8.
// CHECK-LABEL: @sum: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %t = [{{[-0-9, ]*}}] : tensor<?xi32>
// CHECK-NEXT: input: %u = [{{[-0-9, ]*}}] : tensor<?xi32>
// CHECK-NEXT: source: returns {{[0-8]}} : i32

// -Inf is "-inf" with its bits; a NaN would be its bits alone.
// CHECK-LABEL: @neg_inf: incorrect [ieee]
// CHECK: target: returns -inf (0xFF800000) : f32
// CHECK-NEXT: executed: source returns {{.*}} : f32; target returns -inf (0xFF800000) : f32

// A source whose locations name a file that is gone (printed with --mlir-print-debuginfo
// from a copy deleted since): the names cannot be read back, %argN.
// RUN: cp %t/src.mlir %t/moved.mlir
// RUN: mlir-opt --mlir-print-debuginfo %t/moved.mlir -o %t/dbg.mlir
// RUN: rm %t/moved.mlir
// RUN: not %tv-check --timeout=60 --func=div %t/dbg.mlir %t/tgt.mlir | FileCheck %s --check-prefix=GONE
// GONE: @div: incorrect
// GONE-NEXT: why: result #0 differs
// GONE-NEXT: input: %arg0 = {{-?[0-9]+}} : i32
// GONE-NEXT: input: %arg1 = {{true|false}} : i1
// GONE-NEXT: input: %arg2 =

//--- src.mlir
func.func @div(%x: i32, %flag: i1 {foo.bar = "a,)b"}, %y: tensor<2xi32> {foo.baz = [1, 2]}) -> i32 {
  %c8 = arith.constant 8 : i32
  %r = arith.divsi %x, %c8 : i32
  return %r : i32
}
func.func @sum(%t: tensor<?xi32>, %u: tensor<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xi32>
  %e = tensor.dim %u, %c0 : tensor<?xi32>
  %s = arith.addi %d, %e : index
  %r = arith.index_cast %s : index to i32
  return %r : i32
}
func.func @neg_inf(%x: f32) -> f32 {
  %m = arith.constant 0xFF800000 : f32
  %r = arith.maximumf %x, %m : f32
  return %r : f32
}

//--- tgt.mlir
func.func @div(%a: i32, %b: i1, %c: tensor<2xi32>) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = arith.shrsi %a, %c3 : i32
  return %r : i32
}
func.func @sum(%t: tensor<?xi32>, %u: tensor<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xi32>
  %s = arith.addi %d, %d : index
  %r = arith.index_cast %s : index to i32
  return %r : i32
}
func.func @neg_inf(%x: f32) -> f32 {
  %m = arith.constant 0xFF800000 : f32
  return %m : f32
}
