// target of bcast-add-r3-f32: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))'
#map = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
module {
  func.func @f(%arg0: tensor<?x1x?xf32>, %arg1: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x1x?xf32>
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?x?x?xf32>
    %0 = arith.maxui %dim, %dim_0 : index
    %c1 = arith.constant 1 : index
    %dim_1 = tensor.dim %arg1, %c1 : tensor<?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_2 = tensor.dim %arg0, %c2 : tensor<?x1x?xf32>
    %dim_3 = tensor.dim %arg1, %c2 : tensor<?x?x?xf32>
    %1 = arith.maxui %dim_2, %dim_3 : index
    %dim_4 = tensor.dim %arg0, %c0 : tensor<?x1x?xf32>
    %2 = arith.cmpi eq, %dim_4, %c1 : index
    %3 = scf.if %2 -> (tensor<?x1x?xf32>) {
      %c2_9 = arith.constant 2 : index
      %dim_10 = tensor.dim %arg0, %c2_9 : tensor<?x1x?xf32>
      %14 = tensor.empty(%0, %dim_10) : tensor<?x1x?xf32>
      %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x1x?xf32>) outs(%14 : tensor<?x1x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x1x?xf32>
      scf.yield %15 : tensor<?x1x?xf32>
    } else {
      scf.yield %arg0 : tensor<?x1x?xf32>
    }
    %dim_5 = tensor.dim %3, %c2 : tensor<?x1x?xf32>
    %4 = arith.cmpi eq, %dim_5, %c1 : index
    %5 = scf.if %4 -> (tensor<?x1x?xf32>) {
      %c0_9 = arith.constant 0 : index
      %dim_10 = tensor.dim %3, %c0_9 : tensor<?x1x?xf32>
      %14 = tensor.empty(%dim_10, %1) : tensor<?x1x?xf32>
      %15 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<?x1x?xf32>) outs(%14 : tensor<?x1x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x1x?xf32>
      scf.yield %15 : tensor<?x1x?xf32>
    } else {
      scf.yield %3 : tensor<?x1x?xf32>
    }
    %dim_6 = tensor.dim %arg1, %c0 : tensor<?x?x?xf32>
    %6 = arith.cmpi eq, %dim_6, %c1 : index
    %7 = scf.if %6 -> (tensor<?x?x?xf32>) {
      %c1_9 = arith.constant 1 : index
      %dim_10 = tensor.dim %arg1, %c1_9 : tensor<?x?x?xf32>
      %c2_11 = arith.constant 2 : index
      %dim_12 = tensor.dim %arg1, %c2_11 : tensor<?x?x?xf32>
      %14 = tensor.empty(%0, %dim_10, %dim_12) : tensor<?x?x?xf32>
      %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<?x?x?xf32>) outs(%14 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %15 : tensor<?x?x?xf32>
    } else {
      scf.yield %arg1 : tensor<?x?x?xf32>
    }
    %dim_7 = tensor.dim %7, %c1 : tensor<?x?x?xf32>
    %8 = arith.cmpi eq, %dim_7, %c1 : index
    %9 = scf.if %8 -> (tensor<?x?x?xf32>) {
      %c0_9 = arith.constant 0 : index
      %dim_10 = tensor.dim %7, %c0_9 : tensor<?x?x?xf32>
      %c2_11 = arith.constant 2 : index
      %dim_12 = tensor.dim %7, %c2_11 : tensor<?x?x?xf32>
      %14 = tensor.empty(%dim_10, %dim_1, %dim_12) : tensor<?x?x?xf32>
      %15 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<?x?x?xf32>) outs(%14 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %15 : tensor<?x?x?xf32>
    } else {
      scf.yield %7 : tensor<?x?x?xf32>
    }
    %dim_8 = tensor.dim %9, %c2 : tensor<?x?x?xf32>
    %10 = arith.cmpi eq, %dim_8, %c1 : index
    %11 = scf.if %10 -> (tensor<?x?x?xf32>) {
      %c0_9 = arith.constant 0 : index
      %dim_10 = tensor.dim %9, %c0_9 : tensor<?x?x?xf32>
      %c1_11 = arith.constant 1 : index
      %dim_12 = tensor.dim %9, %c1_11 : tensor<?x?x?xf32>
      %14 = tensor.empty(%dim_10, %dim_12, %1) : tensor<?x?x?xf32>
      %15 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<?x?x?xf32>) outs(%14 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %15 : tensor<?x?x?xf32>
    } else {
      scf.yield %9 : tensor<?x?x?xf32>
    }
    %12 = tensor.empty(%0, %dim_1, %1) : tensor<?x?x?xf32>
    %13 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %11 : tensor<?x1x?xf32>, tensor<?x?x?xf32>) outs(%12 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %14 = arith.addf %in, %in_9 : f32
      linalg.yield %14 : f32
    } -> tensor<?x?x?xf32>
    return %13 : tensor<?x?x?xf32>
  }
}

