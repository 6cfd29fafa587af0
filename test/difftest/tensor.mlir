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

func.func @splat(%x: i64, %n: index) -> tensor<?x2xi64> {
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
