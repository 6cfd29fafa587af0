// target of reshape-static-off-by-one-i32: by hand: tensor.extract %a[2]
func.func @f(%a: tensor<6xi32>) -> i32 {
  %c2 = arith.constant 2 : index
  %v = tensor.extract %a[%c2] : tensor<6xi32>
  return %v : i32
}
