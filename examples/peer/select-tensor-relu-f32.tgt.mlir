// target of select-tensor-relu-f32: by hand: select(a ole z, z, a)
func.func @f(%a: tensor<4x?xf32>, %z: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %c = arith.cmpf ole, %a, %z : tensor<4x?xf32>
  %r = arith.select %c, %z, %a : tensor<4x?xi1>, tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}
