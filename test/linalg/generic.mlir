// linalg.generic on tensors: loops from the indexing maps (transposed, broadcast, constant results), linalg.index, scalar operands, dynamic shapes; operand shapes that disagree with the loop sizes are UB.
// RUN: split-file %s %t
// RUN: sh -c '%tv-check --timeout=300 %t/src.mlir %t/tgt.mlir; echo rc=$?' | FileCheck %s

// CHECK-LABEL: @transposed: proven [abstract]
// CHECK-LABEL: @transposed_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs at index
// CHECK-LABEL: @broadcast_map: proven
// CHECK-LABEL: @accumulate: proven
// CHECK-LABEL: @read_unwritten: proven
// CHECK-LABEL: @iota: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @index_wrong: incorrect
// CHECK-NEXT: why: result #0 differs at index [{{[0-9]}}, {{[0-9]}}]
// CHECK-LABEL: @scalar_operand: proven
// CHECK-LABEL: @dynamic: proven [abstract] (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @mismatch_is_ub: proven
// CHECK-LABEL: @mismatch_added: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @unused_input: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @constant_row: proven
// CHECK-LABEL: @two_outputs: proven
// CHECK-LABEL: @div_ub: proven
// CHECK-LABEL: @on_memrefs: incorrect [ieee]
// CHECK-NEXT: why: memory of %b differs at element {{[0-9]+}} of its buffer ({{.*}})
// CHECK: rc=1

//--- src.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d1)>
#scalar = affine_map<(d0) -> ()>
#id1 = affine_map<(d0) -> (d0)>

// A + B^T with an unwritten (tensor.empty) output that the body does not read.
func.func @transposed(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#id, #tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// The same, target swaps the body's operands of a non-commutative op.
func.func @transposed_wrong(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#id, #tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// A row vector broadcast along d0, as a map; the target broadcasts first.
func.func @broadcast_map(%a: tensor<2x3xi32>, %v: tensor<3xi32>) -> tensor<2x3xi32> {
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %v : tensor<2x3xi32>, tensor<3xi32>) outs(%a : tensor<2x3xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %s = arith.muli %x, %y : i32
    linalg.yield %s : i32
  } -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

// The output is read: out + in.
func.func @accumulate(%a: tensor<4xi8>, %acc: tensor<4xi8>) -> tensor<4xi8> {
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%a : tensor<4xi8>) outs(%acc : tensor<4xi8>) {
  ^bb0(%x: i8, %o: i8):
    %s = arith.addi %o, %x : i8
    linalg.yield %s : i8
  } -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// Reading an unwritten output element is UB: the target may return anything.
func.func @read_unwritten(%a: tensor<4xi8>) -> tensor<4xi8> {
  %e = tensor.empty() : tensor<4xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%a : tensor<4xi8>) outs(%e : tensor<4xi8>) {
  ^bb0(%x: i8, %o: i8):
    %s = arith.addi %o, %x : i8
    linalg.yield %s : i8
  } -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// linalg.index: an iota, against tensor.generate.
func.func @iota(%n: index) -> tensor<?xi32> {
  %e = tensor.empty(%n) : tensor<?xi32>
  %r = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%e : tensor<?xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i32
    linalg.yield %c : i32
  } -> tensor<?xi32>
  return %r : tensor<?xi32>
}

// linalg.index of the wrong loop in the target.
func.func @index_wrong(%a: tensor<2x3xindex>) -> tensor<2x3xindex> {
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<2x3xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.subi %i, %j : index
    linalg.yield %s : index
  } -> tensor<2x3xindex>
  return %r : tensor<2x3xindex>
}

// A scalar operand with map (d0) -> (), as convert-elementwise-to-linalg emits for select.
func.func @scalar_operand(%c: i1, %a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = arith.select %c, %a, %b : tensor<?xf32>
  return %r : tensor<?xf32>
}

// Dynamic shapes: %a's sizes give the loops; %b and the output must agree.
func.func @dynamic(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%a : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// A copy into %out (loops from %a) is UB unless %out has %a's size: the target may return %a.
func.func @mismatch_is_ub(%a: tensor<?xf32>, %out: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%a : tensor<?xf32>) outs(%out : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// The reverse is wrong: the target adds the UB.
func.func @mismatch_added(%a: tensor<?xf32>, %out: tensor<?xf32>) -> tensor<?xf32> {
  return %a : tensor<?xf32>
}

// An input the body does not use must still have the loops' shape: dropping it is fine, adding it is not.
func.func @unused_input(%a: tensor<2xf32>, %b: tensor<?xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

// A constant output map result: only row 0 is written, row 1 keeps the output's value.
func.func @constant_row(%a: tensor<3xi8>, %out: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %r = linalg.generic {indexing_maps = [#id1, affine_map<(d0) -> (0, d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<3xi8>) outs(%out : tensor<2x3xi8>) {
  ^bb0(%x: i8, %o: i8):
    linalg.yield %x : i8
  } -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

// Two outputs with different maps.
func.func @two_outputs(%a: tensor<2x3xi8>) -> (tensor<2x3xi8>, tensor<3x2xi8>) {
  %e0 = tensor.empty() : tensor<2x3xi8>
  %e1 = tensor.empty() : tensor<3x2xi8>
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #tr], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x3xi8>) outs(%e0, %e1 : tensor<2x3xi8>, tensor<3x2xi8>) {
  ^bb0(%x: i8, %o0: i8, %o1: i8):
    %n = arith.subi %x, %x : i8
    linalg.yield %x, %n : i8, i8
  } -> (tensor<2x3xi8>, tensor<3x2xi8>)
  return %r#0, %r#1 : tensor<2x3xi8>, tensor<3x2xi8>
}

// UB in the body for one element (division by zero) is UB of the op.
func.func @div_ub(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%a : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %q = arith.divui %x, %y : i32
    linalg.yield %q : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// linalg on memrefs writes its output buffer: dropping the copy loses the writes.
func.func @on_memrefs(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}

//--- tgt.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#id1 = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>

func.func @transposed(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#tr, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b, %a : tensor<3x2xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%y: f32, %x: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @transposed_wrong(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#tr, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b, %a : tensor<3x2xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%y: f32, %x: f32, %o: f32):
    %s = arith.subf %y, %x : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @broadcast_map(%a: tensor<2x3xi32>, %v: tensor<3xi32>) -> tensor<2x3xi32> {
  %e = tensor.empty() : tensor<2x3xi32>
  %b = linalg.broadcast ins(%v : tensor<3xi32>) outs(%e : tensor<2x3xi32>) dimensions = [0]
  %r = linalg.mul ins(%a, %b : tensor<2x3xi32>, tensor<2x3xi32>) outs(%e : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

func.func @accumulate(%a: tensor<4xi8>, %acc: tensor<4xi8>) -> tensor<4xi8> {
  %r = arith.addi %a, %acc : tensor<4xi8>
  return %r : tensor<4xi8>
}

func.func @read_unwritten(%a: tensor<4xi8>) -> tensor<4xi8> {
  %c = arith.constant dense<7> : tensor<4xi8>
  return %c : tensor<4xi8>
}

func.func @iota(%n: index) -> tensor<?xi32> {
  %r = tensor.generate %n {
  ^bb0(%i: index):
    %c = arith.index_cast %i : index to i32
    tensor.yield %c : i32
  } : tensor<?xi32>
  return %r : tensor<?xi32>
}

func.func @index_wrong(%a: tensor<2x3xindex>) -> tensor<2x3xindex> {
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<2x3xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 1 : index
    %j = linalg.index 1 : index
    %s = arith.subi %i, %j : index
    linalg.yield %s : index
  } -> tensor<2x3xindex>
  return %r : tensor<2x3xindex>
}

func.func @scalar_operand(%c: i1, %a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [#scalar, #id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%c, %a, %b : i1, tensor<?xf32>, tensor<?xf32>) outs(%a : tensor<?xf32>) {
  ^bb0(%p: i1, %x: f32, %y: f32, %o: f32):
    %s = arith.select %p, %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @dynamic(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = arith.mulf %b, %a : tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @mismatch_is_ub(%a: tensor<?xf32>, %out: tensor<?xf32>) -> tensor<?xf32> {
  return %a : tensor<?xf32>
}

func.func @mismatch_added(%a: tensor<?xf32>, %out: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%a : tensor<?xf32>) outs(%out : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @unused_input(%a: tensor<2xf32>, %b: tensor<?xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%b, %a : tensor<?xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%y: f32, %x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @constant_row(%a: tensor<3xi8>, %out: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %r = tensor.insert_slice %a into %out[0, 0] [1, 3] [1, 1] : tensor<3xi8> into tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @two_outputs(%a: tensor<2x3xi8>) -> (tensor<2x3xi8>, tensor<3x2xi8>) {
  %z = arith.constant dense<0> : tensor<3x2xi8>
  return %a, %z : tensor<2x3xi8>, tensor<3x2xi8>
}

func.func @div_ub(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %c = arith.constant dense<5> : tensor<4xi32>
  %r = arith.divui %a, %b : tensor<4xi32>
  %s = arith.addi %r, %c : tensor<4xi32>
  return %r : tensor<4xi32>
}

func.func @on_memrefs(%a: memref<4xf32>, %b: memref<4xf32>) {
  return
}
