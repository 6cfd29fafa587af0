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
