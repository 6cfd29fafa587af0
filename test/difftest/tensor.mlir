// Templates of the differential self-test (tools/difftest-templates.c): each public
// function is run by the interpreter on edge-case, random and poison arguments, and the
// encoder must agree on every result. Small static shapes only.

func.func @extract(%t: tensor<2x3xi32>, %i: index, %j: index) -> i32 {
  %r = tensor.extract %t[%i, %j] : tensor<2x3xi32>
  return %r : i32
}

func.func @insert(%t: tensor<4xf32>, %x: f32, %i: index) -> tensor<4xf32> {
  %r = tensor.insert %x into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @dim_cast(%t: tensor<3x2xi8>, %d: index) -> (index, tensor<?x2xi8>) {
  %c = tensor.cast %t : tensor<3x2xi8> to tensor<?x2xi8>
  %n = tensor.dim %c, %d : tensor<?x2xi8>
  return %n, %c : index, tensor<?x2xi8>
}

func.func @from_elements(%a: bf16, %b: bf16, %c: bf16) -> tensor<2x2xbf16> {
  %t = tensor.from_elements %a, %b, %c, %a : tensor<2x2xbf16>
  return %t : tensor<2x2xbf16>
}

// the size is capped: a size of 2^63 is one the interpreter cannot make (and the encoder
// bounds by --tv-max-dim)
func.func @splat(%x: i64, %n0: index) -> tensor<?x2xi64> {
  %c5 = arith.constant 5 : index
  %n = arith.minui %n0, %c5 : index
  %t = tensor.splat %x[%n] : tensor<?x2xi64>
  return %t : tensor<?x2xi64>
}

// Every element written after tensor.empty: the result is fully defined.
func.func @empty_insert(%x: f16, %y: f16) -> tensor<2xf16> {
  %e = tensor.empty() : tensor<2xf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.insert %x into %e[%c0] : tensor<2xf16>
  %b = tensor.insert %y into %a[%c1] : tensor<2xf16>
  return %b : tensor<2xf16>
}

func.func @generate(%t: tensor<4xi32>, %n: index) -> tensor<?xi32> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %c3 = arith.constant 3 : index
    %j = arith.minui %i, %c3 : index
    %x = tensor.extract %t[%j] : tensor<4xi32>
    %k = arith.index_cast %i : index to i32
    %y = arith.muli %x, %k : i32
    tensor.yield %y : i32
  } : tensor<?xi32>
  return %g : tensor<?xi32>
}

// Slices: static and dynamic offsets, strides (zero included), rank reduction.
func.func @extract_slice(%t: tensor<4x3xi32>, %o: index, %st: index) -> (tensor<2xi32>, tensor<2x2xi32>) {
  %a = tensor.extract_slice %t[%o, 1] [2, 1] [2, 1] : tensor<4x3xi32> to tensor<2xi32>
  %b = tensor.extract_slice %t[1, %o] [2, 2] [%st, 1] : tensor<4x3xi32> to tensor<2x2xi32>
  return %a, %b : tensor<2xi32>, tensor<2x2xi32>
}

func.func @extract_slice_dyn(%t: tensor<8xf16>, %o: index, %n: index) -> tensor<?xf16> {
  %a = tensor.extract_slice %t[%o] [%n] [2] : tensor<8xf16> to tensor<?xf16>
  return %a : tensor<?xf16>
}

func.func @insert_slice(%t: tensor<4x3xf32>, %x: tensor<2xf32>, %o: index, %st: index) -> tensor<4x3xf32> {
  %s = tensor.insert_slice %x into %t[%o, 0] [1, 2] [1, %st] : tensor<2xf32> into tensor<4x3xf32>
  return %s : tensor<4x3xf32>
}

func.func @insert_slice_2d(%t: tensor<3x3xi8>, %x: tensor<2x2xi8>, %o: index) -> tensor<3x3xi8> {
  %s = tensor.insert_slice %x into %t[1, %o] [2, 2] [1, 1] : tensor<2x2xi8> into tensor<3x3xi8>
  return %s : tensor<3x3xi8>
}

// Reshapes: same elements, sizes from the reassociation, output_shape or a shape tensor.
func.func @collapse_expand(%t: tensor<2x3x2xbf16>, %k: index) -> (tensor<6x2xbf16>, tensor<?x4xbf16>) {
  %c2 = arith.constant 2 : index
  %r = arith.remui %k, %c2 : index
  %n = arith.addi %r, %c2 : index
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x2xbf16> into tensor<6x2xbf16>
  %f = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x3x2xbf16> into tensor<12xbf16>
  %d = tensor.cast %f : tensor<12xbf16> to tensor<?xbf16>
  %e = tensor.expand_shape %d [[0, 1]] output_shape [%n, 4] : tensor<?xbf16> into tensor<?x4xbf16>
  return %c, %e : tensor<6x2xbf16>, tensor<?x4xbf16>
}

func.func @collapse_unit(%t: tensor<1x1xi64>) -> (tensor<i64>, tensor<1x1x1xi64>) {
  %c = tensor.collapse_shape %t [] : tensor<1x1xi64> into tensor<i64>
  %e = tensor.expand_shape %c [] output_shape [1, 1, 1] : tensor<i64> into tensor<1x1x1xi64>
  return %c, %e : tensor<i64>, tensor<1x1x1xi64>
}

func.func @reshape(%t: tensor<6xi1>, %k: index) -> (tensor<?x?xi1>, tensor<3x2xi1>) {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %r2 = arith.remui %k, %c2 : index
  %a = arith.addi %r2, %c2 : index
  %b = arith.divui %c6, %a : index
  %shape = tensor.from_elements %a, %b : tensor<2xindex>
  %r = tensor.reshape %t(%shape) : (tensor<6xi1>, tensor<2xindex>) -> tensor<?x?xi1>
  %c = arith.constant dense<[3, 2]> : tensor<2xi32>
  %s = tensor.reshape %t(%c) : (tensor<6xi1>, tensor<2xi32>) -> tensor<3x2xi1>
  return %r, %s : tensor<?x?xi1>, tensor<3x2xi1>
}

// Sizes from an argument: mostly another element count (UB).
func.func @reshape_arg(%t: tensor<4xf16>, %shape: tensor<2xi8>) -> tensor<?x?xf16> {
  %r = tensor.reshape %t(%shape) : (tensor<4xf16>, tensor<2xi8>) -> tensor<?x?xf16>
  return %r : tensor<?x?xf16>
}

func.func @concat(%a: tensor<2x2xi32>, %b: tensor<1x2xi32>, %n: index) -> (tensor<?x2xi32>, tensor<2x5xi32>) {
  %e = tensor.extract_slice %a[0, 0] [%n, 2] [1, 1] : tensor<2x2xi32> to tensor<?x2xi32>
  %c = tensor.concat dim(0) %a, %e, %b : (tensor<2x2xi32>, tensor<?x2xi32>, tensor<1x2xi32>) -> tensor<?x2xi32>
  %bt = tensor.collapse_shape %b [[0, 1]] : tensor<1x2xi32> into tensor<2xi32>
  %b2 = tensor.expand_shape %bt [[0, 1]] output_shape [2, 1] : tensor<2xi32> into tensor<2x1xi32>
  %d = tensor.concat dim(1) %a, %b2, %a : (tensor<2x2xi32>, tensor<2x1xi32>, tensor<2x2xi32>) -> tensor<2x5xi32>
  return %c, %d : tensor<?x2xi32>, tensor<2x5xi32>
}

// pad: the body per padding element with its indices, UB in it only where it runs.
func.func @pad(%t: tensor<2x2xf64>, %n: index, %x: f64) -> tensor<?x4xf64> {
  %c3 = arith.constant 3 : index
  %l = arith.minui %n, %c3 : index
  %p = tensor.pad %t low[%l, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f64
  } : tensor<2x2xf64> to tensor<?x4xf64>
  return %p : tensor<?x4xf64>
}

func.func @pad_index(%t: tensor<2xi32>, %d: index) -> tensor<5xi32> {
  %p = tensor.pad %t low[2] high[1] {
  ^bb0(%i: index):
    %c2 = arith.constant 2 : index
    %q = arith.divui %c2, %d : index
    %k = arith.addi %i, %q : index
    %v = arith.index_cast %k : index to i32
    tensor.yield %v : i32
  } : tensor<2xi32> to tensor<5xi32>
  return %p : tensor<5xi32>
}
