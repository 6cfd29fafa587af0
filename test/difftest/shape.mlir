// Templates of the differential self-test (tools/difftest-templates.c) for the shape
// dialect and cf.assert: each public function is run by the interpreter on edge-case,
// random and poison arguments, and the encoder must agree on every result.

func.func @shape_ops(%a: tensor<2x3xf32>, %e: tensor<2xindex>, %i: index) -> (index, index, index, i1, i1) {
  %s = shape.shape_of %a : tensor<2x3xf32> -> !shape.shape
  %k = shape.const_shape [1, 3] : !shape.shape
  %b = shape.broadcast %s, %k : !shape.shape, !shape.shape -> !shape.shape
  %bt = shape.to_extent_tensor %b : !shape.shape -> tensor<2xindex>
  %n = shape.num_elements %bt : tensor<2xindex> -> index
  %ie = shape.index_to_size %i
  %x = shape.get_extent %s, %ie : !shape.shape, !shape.size -> !shape.size
  %xi = shape.size_to_index %x : !shape.size
  %d = shape.dim %a, %i : tensor<2x3xf32>, index -> index
  %fe = shape.from_extent_tensor %e : tensor<2xindex>
  %ok = shape.is_broadcastable %fe, %k : !shape.shape, !shape.shape
  %eq = shape.shape_eq %fe, %s : !shape.shape, !shape.shape
  return %n, %xi, %d, %ok, %eq : index, index, index, i1, i1
}

func.func @sizes(%x: index, %y: index) -> (index, tensor<2xindex>) {
  %sx = shape.index_to_size %x
  %sy = shape.index_to_size %y
  %c = shape.const_size 3
  %p = shape.mul %sx, %c : !shape.size, !shape.size -> !shape.size
  %q = shape.add %p, %sy : !shape.size, !shape.size -> !shape.size
  %r = shape.size_to_index %q : !shape.size
  %f = shape.from_extents %x, %y : index, index
  %t = shape.to_extent_tensor %f : !shape.shape -> tensor<2xindex>
  %rk = shape.rank %t : tensor<2xindex> -> index
  %s = arith.addi %r, %rk : index
  return %s, %t : index, tensor<2xindex>
}

func.func @witnesses(%e: tensor<2xindex>, %f: tensor<2xindex>, %c: i1, %x: i32) -> i32 {
  %w0 = shape.cstr_broadcastable %e, %f : tensor<2xindex>, tensor<2xindex>
  %w1 = shape.cstr_eq %e, %e : tensor<2xindex>, tensor<2xindex>
  %w2 = shape.cstr_require %c, "c holds"
  %w3 = shape.const_witness true
  %w = shape.assuming_all %w0, %w1, %w2, %w3
  %r = shape.assuming %w -> (i32) {
    %b = shape.broadcast %e, %f : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
    %c0 = arith.constant 0 : index
    %v = tensor.extract %b[%c0] : tensor<2xindex>
    %vi = arith.index_cast %v : index to i32
    %s = arith.addi %x, %vi : i32
    shape.assuming_yield %s : i32
  }
  cf.assert %c, "c holds"
  return %r : i32
}
