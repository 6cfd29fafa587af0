// target of img2col-hand-i32: by hand (img2col with a 6-D patch tensor and collapse_shape)
#patch = affine_map<(n, oh, ow, kh, kw, c) -> (n, oh + kh, ow + kw, c)>
#id6 = affine_map<(n, oh, ow, kh, kw, c) -> (n, oh, ow, kh, kw, c)>
#lhs = affine_map<(b, m, f, k) -> (b, m, k)>
#rhs = affine_map<(b, m, f, k) -> (k, f)>
#out = affine_map<(b, m, f, k) -> (b, m, f)>
func.func @f(%x: tensor<1x4x4x2xi32>, %w: tensor<3x3x2x2xi32>, %init: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %e = tensor.empty() : tensor<1x2x2x3x3x2xi32>
  %patches = linalg.generic {indexing_maps = [#patch, #id6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x4x4x2xi32>) outs(%e : tensor<1x2x2x3x3x2xi32>) {
  ^bb0(%in: i32, %o: i32):
    linalg.yield %in : i32
  } -> tensor<1x2x2x3x3x2xi32>
  %cols = tensor.collapse_shape %patches [[0], [1, 2], [3, 4, 5]] : tensor<1x2x2x3x3x2xi32> into tensor<1x4x18xi32>
  %wm = tensor.collapse_shape %w [[0, 1, 2], [3]] : tensor<3x3x2x2xi32> into tensor<18x2xi32>
  %acc = tensor.collapse_shape %init [[0], [1, 2], [3]] : tensor<1x2x2x2xi32> into tensor<1x4x2xi32>
  %mm = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%cols, %wm : tensor<1x4x18xi32>, tensor<18x2xi32>) outs(%acc : tensor<1x4x2xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %p = arith.muli %a, %b : i32
    %s = arith.addi %o, %p : i32
    linalg.yield %s : i32
  } -> tensor<1x4x2xi32>
  %r = tensor.expand_shape %mm [[0], [1, 2], [3]] output_shape [1, 2, 2, 2] : tensor<1x4x2xi32> into tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
