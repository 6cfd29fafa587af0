// --max-dim=N bounds dynamic tensor sizes (default 64): a proof says it rests on the bound, a counterexample is found within it; values outside 1..65536 are usage errors.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 --max-dim=3 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=DEFAULT
// RUN: sh -c '%tv-check --timeout=60 --max-dim=0 %t/src.mlir %t/tgt.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: sh -c '%tv-check --timeout=60 --max-dim=65537 %t/src.mlir %t/tgt.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: @commute: proven (for dynamic dimensions up to 3, --tv-max-dim)
// CHECK: @last: incorrect
// CHECK-NEXT: why: result #0
// DEFAULT: @commute: proven (for dynamic dimensions up to 64, --tv-max-dim)
// BAD: tv-check: bad dimension bound (1 to 65536)
// BAD: rc=3

//--- src.mlir
func.func @commute(%a: tensor<?xi8>, %b: tensor<?xi8>) -> tensor<?xi8> {
  %r = arith.addi %a, %b : tensor<?xi8>
  return %r : tensor<?xi8>
}
// Element 0 of a dynamic tensor, read at index size - size.
func.func @last(%a: tensor<?xi8>) -> i8 {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xi8>
  %i = arith.subi %n, %n : index
  %x = tensor.extract %a[%i] : tensor<?xi8>
  return %x : i8
}
//--- tgt.mlir
func.func @commute(%a: tensor<?xi8>, %b: tensor<?xi8>) -> tensor<?xi8> {
  %r = arith.addi %b, %a : tensor<?xi8>
  return %r : tensor<?xi8>
}
// Wrong: reads the last element instead.
func.func @last(%a: tensor<?xi8>) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %a, %c0 : tensor<?xi8>
  %i = arith.subi %n, %c1 : index
  %x = tensor.extract %a[%i] : tensor<?xi8>
  return %x : i8
}
