// Undefined behaviour of tensor ops: out-of-bounds access and slices, reading an unwritten element, operands whose dynamic shapes disagree. UB in the source allows anything (proven); UB only in the target is a bug (incorrect).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @oob_extract_src: proven
// CHECK-LABEL: @oob_extract_tgt: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %t = {{.*}} : tensor<4xi32>
// CHECK-NEXT: input: %i = {{[4-9]|[1-9][0-9]+|-[0-9]+}} : index
// CHECK-LABEL: @uninit_read_src: proven
// CHECK-LABEL: @uninit_read_tgt: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @uninit_result: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}} at index [1] (source {{.*}}, target uninit)
// CHECK-LABEL: @shape_mismatch_src: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @shape_mismatch_tgt: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @slice_oob_src: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @slice_oob_tgt: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @insert_slice_size_tgt: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @pad_wrap_tgt: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none

//--- src.mlir
func.func @oob_extract_src(%t: tensor<4xi32>, %i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%i] : tensor<4xi32>
  %f = tensor.extract %t[%c0] : tensor<4xi32>
  %r = arith.addi %e, %f : i32
  return %r : i32
}
func.func @oob_extract_tgt(%t: tensor<4xi32>, %i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %f = tensor.extract %t[%c0] : tensor<4xi32>
  return %f : i32
}
// reading an element of tensor.empty is UB: any result will do
func.func @uninit_read_src(%n: index, %i: index) -> i32 {
  %e = tensor.empty(%n) : tensor<?xi32>
  %x = tensor.extract %e[%i] : tensor<?xi32>
  return %x : i32
}
func.func @uninit_read_tgt(%t: tensor<4xi32>, %i: index) -> i32 {
  %e = tensor.extract %t[%i] : tensor<4xi32>
  return %e : i32
}
// an element the source wrote may not be left unwritten
func.func @uninit_result(%x: i32) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.insert %x into %e[%c0] : tensor<2xi32>
  %b = tensor.insert %x into %a[%c1] : tensor<2xi32>
  return %b : tensor<2xi32>
}
// addi of tensors whose dynamic sizes differ is UB
func.func @shape_mismatch_src(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %r = arith.addi %a, %b : tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @shape_mismatch_tgt(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  return %a : tensor<?xi32>
}
func.func @slice_oob_src(%t: tensor<?xi32>, %o: index) -> tensor<4xi32> {
  %s = tensor.extract_slice %t[%o][4][1] : tensor<?xi32> to tensor<4xi32>
  return %s : tensor<4xi32>
}
func.func @slice_oob_tgt(%t: tensor<8xi32>, %o: index) -> i32 {
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0] : tensor<8xi32>
  return %e : i32
}
func.func @insert_slice_size_tgt(%t: tensor<8xi32>, %u: tensor<?xi32>, %n: index) -> tensor<8xi32> {
  return %t : tensor<8xi32>
}
func.func @pad_wrap_tgt(%t: tensor<2xi32>, %lo: index, %x: i32) -> i32 {
  return %x : i32
}

//--- tgt.mlir
func.func @oob_extract_src(%t: tensor<4xi32>, %i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %f = tensor.extract %t[%c0] : tensor<4xi32>
  %e = tensor.extract %t[%i] : tensor<4xi32>
  %r = arith.addi %f, %e : i32
  return %r : i32
}
// the target reads t[i] for any i
func.func @oob_extract_tgt(%t: tensor<4xi32>, %i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %f = tensor.extract %t[%c0] : tensor<4xi32>
  %e = tensor.extract %t[%i] : tensor<4xi32>
  %z = arith.subi %e, %e : i32
  %r = arith.addi %f, %z : i32
  return %r : i32
}
func.func @uninit_read_src(%n: index, %i: index) -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
// reading an unwritten element where the source read a written one
func.func @uninit_read_tgt(%t: tensor<4xi32>, %i: index) -> i32 {
  %e = tensor.empty() : tensor<4xi32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xi32>
  %u = tensor.insert %x into %e[%c0] : tensor<4xi32>
  %r = tensor.extract %u[%i] : tensor<4xi32>
  return %r : i32
}
func.func @uninit_result(%x: i32) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %c0 = arith.constant 0 : index
  %a = tensor.insert %x into %e[%c0] : tensor<2xi32>
  return %a : tensor<2xi32>
}
func.func @shape_mismatch_src(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %r = arith.addi %b, %a : tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @shape_mismatch_tgt(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %r = arith.addi %a, %b : tensor<?xi32>
  return %a : tensor<?xi32>
}
// the source's out-of-bounds slice lets the target return anything
func.func @slice_oob_src(%t: tensor<?xi32>, %o: index) -> tensor<4xi32> {
  %z = arith.constant dense<0> : tensor<4xi32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi32>
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[%o][4][1] : tensor<?xi32> to tensor<4xi32>
  return %s : tensor<4xi32>
}
func.func @slice_oob_tgt(%t: tensor<8xi32>, %o: index) -> i32 {
  %s = tensor.extract_slice %t[%o][2][3] : tensor<8xi32> to tensor<2xi32>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0] : tensor<8xi32>
  return %e : i32
}
// the source tensor must have the slice's sizes
func.func @insert_slice_size_tgt(%t: tensor<8xi32>, %u: tensor<?xi32>, %n: index) -> tensor<8xi32> {
  %i = tensor.insert_slice %u into %t[0][%n][1] : tensor<?xi32> into tensor<8xi32>
  return %t : tensor<8xi32>
}
// a poison low, or low + 2 + high wrapping around, is UB
func.func @pad_wrap_tgt(%t: tensor<2xi32>, %lo: index, %x: i32) -> i32 {
  %p = tensor.pad %t low[%lo] high[0] {
  ^bb0(%i: index):
    tensor.yield %x : i32
  } : tensor<2xi32> to tensor<?xi32>
  return %x : i32
}
