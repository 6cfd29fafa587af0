// tensor.pad: the source inside low/high padding whose elements the body yields (per index); static and dynamic padding.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @pad_static: proven
// CHECK-LABEL: @pad_static_wrong: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}} at index [{{[0-9]+}}]
// CHECK-LABEL: @pad_dyn_inside: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @pad_dyn_swap_wrong: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}} at index [{{[0-9]+}}]
// CHECK-LABEL: @pad_index_body: proven
// CHECK-LABEL: @pad_index_body_wrong: incorrect
// CHECK-NEXT: why: result #0 differs at index [{{[0-9]}}, {{[0-9]}}]
// CHECK-LABEL: @pad_zero: proven
// CHECK-LABEL: @pad_body_ub_inside_only: proven

//--- src.mlir
func.func @pad_static(%t: tensor<2xi32>, %x: i32) -> tensor<5xi32> {
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %x : i32
  } : tensor<2xi32> to tensor<5xi32>
  return %p : tensor<5xi32>
}
func.func @pad_static_wrong(%t: tensor<2xi32>, %x: i32) -> tensor<5xi32> {
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %x : i32
  } : tensor<2xi32> to tensor<5xi32>
  return %p : tensor<5xi32>
}
// an element inside the source is read through the padding
func.func @pad_dyn_inside(%t: tensor<4xi32>, %lo: index, %hi: index, %k: index, %x: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %kk = arith.remui %k, %c4 : index
  %p = tensor.pad %t low[%lo] high[%hi] {
  ^bb0(%i: index):
    tensor.yield %x : i32
  } : tensor<4xi32> to tensor<?xi32>
  %j = arith.addi %kk, %lo : index
  %e = tensor.extract %p[%j] : tensor<?xi32>
  return %e : i32
}
func.func @pad_dyn_swap_wrong(%t: tensor<?xi32>, %lo: index, %hi: index, %x: i32) -> tensor<?xi32> {
  %p = tensor.pad %t low[%lo] high[%hi] {
  ^bb0(%i: index):
    tensor.yield %x : i32
  } : tensor<?xi32> to tensor<?xi32>
  return %p : tensor<?xi32>
}
// the body sees the result indices
func.func @pad_index_body(%t: tensor<2x2xindex>) -> tensor<3x4xindex> {
  %p = tensor.pad %t low[1, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<2x2xindex> to tensor<3x4xindex>
  return %p : tensor<3x4xindex>
}
func.func @pad_index_body_wrong(%t: tensor<2x2xindex>) -> tensor<3x4xindex> {
  %p = tensor.pad %t low[1, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<2x2xindex> to tensor<3x4xindex>
  return %p : tensor<3x4xindex>
}
// padding by 0 is the source
func.func @pad_zero(%t: tensor<3xi32>, %x: i32) -> tensor<3xi32> {
  %p = tensor.pad %t low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %x : i32
  } : tensor<3xi32> to tensor<3xi32>
  return %p : tensor<3xi32>
}
// the body runs for padded elements only: with no padding its division by zero is not reached
func.func @pad_body_ub_inside_only(%t: tensor<3xi32>, %x: i32) -> tensor<3xi32> {
  %c0 = arith.constant 0 : i32
  %p = tensor.pad %t low[0] high[0] {
  ^bb0(%i: index):
    %d = arith.divsi %x, %c0 : i32
    tensor.yield %d : i32
  } : tensor<3xi32> to tensor<3xi32>
  return %p : tensor<3xi32>
}

//--- tgt.mlir
func.func @pad_static(%t: tensor<2xi32>, %x: i32) -> tensor<5xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %t[%c0] : tensor<2xi32>
  %b = tensor.extract %t[%c1] : tensor<2xi32>
  %r = tensor.from_elements %x, %a, %b, %x, %x : tensor<5xi32>
  return %r : tensor<5xi32>
}
// low and high swapped
func.func @pad_static_wrong(%t: tensor<2xi32>, %x: i32) -> tensor<5xi32> {
  %p = tensor.pad %t low[2] high[1] {
  ^bb0(%i: index):
    tensor.yield %x : i32
  } : tensor<2xi32> to tensor<5xi32>
  return %p : tensor<5xi32>
}
func.func @pad_dyn_inside(%t: tensor<4xi32>, %lo: index, %hi: index, %k: index, %x: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %kk = arith.remui %k, %c4 : index
  %e = tensor.extract %t[%kk] : tensor<4xi32>
  return %e : i32
}
func.func @pad_dyn_swap_wrong(%t: tensor<?xi32>, %lo: index, %hi: index, %x: i32) -> tensor<?xi32> {
  %p = tensor.pad %t low[%hi] high[%lo] {
  ^bb0(%i: index):
    tensor.yield %x : i32
  } : tensor<?xi32> to tensor<?xi32>
  return %p : tensor<?xi32>
}
func.func @pad_index_body(%t: tensor<2x2xindex>) -> tensor<3x4xindex> {
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<3x4xindex>
  %r = tensor.insert_slice %t into %g[1, 1][2, 2][1, 1] : tensor<2x2xindex> into tensor<3x4xindex>
  return %r : tensor<3x4xindex>
}
// the body computes with source indices (i - 1, j - 1) instead
func.func @pad_index_body_wrong(%t: tensor<2x2xindex>) -> tensor<3x4xindex> {
  %c2 = arith.constant 2 : index
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %s2 = arith.subi %s, %c2 : index
    tensor.yield %s2 : index
  } : tensor<3x4xindex>
  %r = tensor.insert_slice %t into %g[1, 1][2, 2][1, 1] : tensor<2x2xindex> into tensor<3x4xindex>
  return %r : tensor<3x4xindex>
}
func.func @pad_zero(%t: tensor<3xi32>, %x: i32) -> tensor<3xi32> {
  return %t : tensor<3xi32>
}
func.func @pad_body_ub_inside_only(%t: tensor<3xi32>, %x: i32) -> tensor<3xi32> {
  return %t : tensor<3xi32>
}
