// The shape dialect through tv-check: shapes and extent tensors are tensors of index
// extents, a !shape.witness one bit; a failing cstr_* op is UB (a runtime assertion), and so
// is shape.assuming on a witness that does not hold. Proven rewrites and incorrect ones,
// whose counterexample the interpreter runs.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @bcast_lowered: proven
// CHECK-LABEL: @bcast_wrong: incorrect
// CHECK: executed: source returns {{.*}}; target returns
// CHECK-LABEL: @cstr_removed: proven
// CHECK-LABEL: @cstr_added: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: source returns {{.*}}; target has undefined behaviour: shape.cstr_eq of shapes that differ at
// CHECK-LABEL: @witness_false: incorrect
// CHECK: executed: source returns {{.*}}; target has undefined behaviour: shape.assuming on a witness that does not hold at
// CHECK-LABEL: @extent_size: proven
// CHECK-LABEL: @extent_wrong: incorrect
// CHECK: executed: source returns {{.*}}; target returns
// CHECK-LABEL: @num_elements: proven
// CHECK-LABEL: @from_extents_wrong: incorrect
// CHECK: executed: source returns {{.*}}; target returns
// CHECK-LABEL: @require_to_assert: proven
// CHECK-LABEL: @error_shape: proven

//--- src.mlir
func.func @bcast_lowered(%a: tensor<?x4xf32>, %b: tensor<3x1xf32>) -> tensor<?xindex> {
  %0 = shape.shape_of %a : tensor<?x4xf32> -> tensor<2xindex>
  %1 = shape.shape_of %b : tensor<3x1xf32> -> tensor<2xindex>
  %2 = shape.broadcast %0, %1 : tensor<2xindex>, tensor<2xindex> -> tensor<?xindex>
  return %2 : tensor<?xindex>
}
func.func @bcast_wrong(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %2 = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %2 : tensor<?xindex>
}
func.func @cstr_removed(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = shape.shape_of %a : tensor<?xf32> -> tensor<1xindex>
  %1 = shape.shape_of %b : tensor<?xf32> -> tensor<1xindex>
  %w = shape.cstr_eq %0, %1 : tensor<1xindex>, tensor<1xindex>
  %r = shape.assuming %w -> (tensor<?xf32>) {
    %s = arith.addf %a, %b : tensor<?xf32>
    shape.assuming_yield %s : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
func.func @cstr_added(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = shape.shape_of %a : tensor<?xf32> -> tensor<1xindex>
  %1 = shape.shape_of %b : tensor<?xf32> -> tensor<1xindex>
  %w = shape.cstr_broadcastable %0, %1 : tensor<1xindex>, tensor<1xindex>
  %r = shape.assuming %w -> (tensor<?xf32>) {
    shape.assuming_yield %a : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
func.func @witness_false(%x: i32) -> i32 {
  %w = shape.const_witness true
  %r = shape.assuming %w -> (i32) {
    shape.assuming_yield %x : i32
  }
  return %r : i32
}
func.func @extent_size(%a: tensor<?x?xf32>) -> index {
  %0 = shape.shape_of %a : tensor<?x?xf32> -> !shape.shape
  %c1 = shape.const_size 1
  %e = shape.get_extent %0, %c1 : !shape.shape, !shape.size -> !shape.size
  %i = shape.size_to_index %e : !shape.size
  return %i : index
}
func.func @extent_wrong(%a: tensor<?x?xf32>) -> index {
  %0 = shape.shape_of %a : tensor<?x?xf32> -> tensor<2xindex>
  %c1 = arith.constant 1 : index
  %e = shape.get_extent %0, %c1 : tensor<2xindex>, index -> index
  return %e : index
}
func.func @num_elements(%a: tensor<?x3xf32>) -> index {
  %0 = shape.shape_of %a : tensor<?x3xf32> -> tensor<2xindex>
  %n = shape.num_elements %0 : tensor<2xindex> -> index
  return %n : index
}
func.func @from_extents_wrong(%x: index, %y: index) -> tensor<2xindex> {
  %s = shape.from_extents %x, %y : index, index
  %t = shape.to_extent_tensor %s : !shape.shape -> tensor<2xindex>
  return %t : tensor<2xindex>
}
func.func @require_to_assert(%c: i1, %x: i32) -> i32 {
  %w = shape.cstr_require %c, "must hold"
  %r = shape.assuming %w -> (i32) {
    shape.assuming_yield %x : i32
  }
  return %r : i32
}
func.func @error_shape(%a: tensor<?xindex>, %b: tensor<?xindex>) -> index {
  %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> !shape.shape
  %rs = shape.rank %s : !shape.shape -> !shape.size
  %r = shape.size_to_index %rs : !shape.size
  return %r : index
}

//--- tgt.mlir
func.func @bcast_lowered(%a: tensor<?x4xf32>, %b: tensor<3x1xf32>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x4xf32>
  %one = arith.cmpi eq, %d0, %c1 : index
  %e0 = arith.select %one, %c3, %d0 : index
  %r = tensor.from_elements %e0, %c4 : tensor<2xindex>
  %rc = tensor.cast %r : tensor<2xindex> to tensor<?xindex>
  return %rc : tensor<?xindex>
}
func.func @bcast_wrong(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  return %a : tensor<?xindex>
}
func.func @cstr_removed(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %s = arith.addf %a, %b : tensor<?xf32>
  return %s : tensor<?xf32>
}
func.func @cstr_added(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = shape.shape_of %a : tensor<?xf32> -> tensor<1xindex>
  %1 = shape.shape_of %b : tensor<?xf32> -> tensor<1xindex>
  %w = shape.cstr_eq %0, %1 : tensor<1xindex>, tensor<1xindex>
  %r = shape.assuming %w -> (tensor<?xf32>) {
    shape.assuming_yield %a : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
func.func @witness_false(%x: i32) -> i32 {
  %w = shape.const_witness false
  %r = shape.assuming %w -> (i32) {
    shape.assuming_yield %x : i32
  }
  return %r : i32
}
func.func @extent_size(%a: tensor<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %a, %c1 : tensor<?x?xf32>
  return %d : index
}
func.func @extent_wrong(%a: tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x?xf32>
  return %d : index
}
func.func @num_elements(%a: tensor<?x3xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %d = tensor.dim %a, %c0 : tensor<?x3xf32>
  %n = arith.muli %d, %c3 : index
  return %n : index
}
func.func @from_extents_wrong(%x: index, %y: index) -> tensor<2xindex> {
  %s = shape.from_extents %y, %x : index, index
  %t = shape.to_extent_tensor %s : !shape.shape -> tensor<2xindex>
  return %t : tensor<2xindex>
}
func.func @require_to_assert(%c: i1, %x: i32) -> i32 {
  cf.assert %c, "must hold"
  return %x : i32
}
func.func @error_shape(%a: tensor<?xindex>, %b: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %x = tensor.dim %a, %c0 : tensor<?xindex>
  %y = tensor.dim %b, %c0 : tensor<?xindex>
  %r = arith.maxui %x, %y : index
  return %r : index
}
