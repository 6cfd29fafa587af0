// target of maxpool-generalize-i8: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,linalg-generalize-named-ops))'
#map = affine_map<(d0, d1, d2, d3) -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
module {
  func.func @f(%arg0: tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8> {
    %c-128_i8 = arith.constant -128 : i8
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %c-128_i8 : i8
    } : tensor<1x4x4x2xi8> to tensor<1x6x6x2xi8>
    %0 = tensor.empty() : tensor<1x4x4x2xi8>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c-128_i8 : i8) outs(%0 : tensor<1x4x4x2xi8>) {
    ^bb0(%in: i8, %out: i8):
      linalg.yield %in : i8
    } -> tensor<1x4x4x2xi8>
    %2 = tensor.empty() : tensor<3x3xi8>
    %3 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%padded, %2 : tensor<1x6x6x2xi8>, tensor<3x3xi8>) outs(%1 : tensor<1x4x4x2xi8>) {
    ^bb0(%in: i8, %in_0: i8, %out: i8):
      %4 = arith.maxsi %out, %in : i8
      linalg.yield %4 : i8
    } -> tensor<1x4x4x2xi8>
    return %3 : tensor<1x4x4x2xi8>
  }
}

