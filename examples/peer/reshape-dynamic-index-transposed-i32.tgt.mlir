// target of reshape-dynamic-index-transposed-i32: by hand: [k mod 4, k / 4]
func.func @f(%a: tensor<?x4xi32>, %k: index) -> i32 {
  %c4 = arith.constant 4 : index
  %i = arith.divui %k, %c4 : index
  %j = arith.remui %k, %c4 : index
  %v = tensor.extract %a[%j, %i] : tensor<?x4xi32>
  return %v : i32
}
