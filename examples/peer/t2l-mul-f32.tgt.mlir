// target of t2l-mul-f32: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))'
#map = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
module {
  func.func @f(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x?xf32>
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?x?x?xf32>
    %1 = arith.maxui %dim, %dim_0 : index
    %c1 = arith.constant 1 : index
    %dim_1 = tensor.dim %arg0, %c1 : tensor<?x?x?xf32>
    %dim_2 = tensor.dim %arg1, %c1 : tensor<?x?x?xf32>
    %2 = arith.maxui %dim_1, %dim_2 : index
    %c2 = arith.constant 2 : index
    %dim_3 = tensor.dim %arg0, %c2 : tensor<?x?x?xf32>
    %dim_4 = tensor.dim %arg1, %c2 : tensor<?x?x?xf32>
    %3 = arith.maxui %dim_3, %dim_4 : index
    %dim_5 = tensor.dim %arg0, %c0 : tensor<?x?x?xf32>
    %4 = arith.cmpi eq, %dim_5, %c1 : index
    %5 = scf.if %4 -> (tensor<?x?x?xf32>) {
      %c1_11 = arith.constant 1 : index
      %dim_12 = tensor.dim %arg0, %c1_11 : tensor<?x?x?xf32>
      %c2_13 = arith.constant 2 : index
      %dim_14 = tensor.dim %arg0, %c2_13 : tensor<?x?x?xf32>
      %18 = tensor.empty(%1, %dim_12, %dim_14) : tensor<?x?x?xf32>
      %19 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x?x?xf32>) outs(%18 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %19 : tensor<?x?x?xf32>
    } else {
      scf.yield %arg0 : tensor<?x?x?xf32>
    }
    %dim_6 = tensor.dim %5, %c1 : tensor<?x?x?xf32>
    %6 = arith.cmpi eq, %dim_6, %c1 : index
    %7 = scf.if %6 -> (tensor<?x?x?xf32>) {
      %c0_11 = arith.constant 0 : index
      %dim_12 = tensor.dim %5, %c0_11 : tensor<?x?x?xf32>
      %c2_13 = arith.constant 2 : index
      %dim_14 = tensor.dim %5, %c2_13 : tensor<?x?x?xf32>
      %18 = tensor.empty(%dim_12, %2, %dim_14) : tensor<?x?x?xf32>
      %19 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<?x?x?xf32>) outs(%18 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %19 : tensor<?x?x?xf32>
    } else {
      scf.yield %5 : tensor<?x?x?xf32>
    }
    %dim_7 = tensor.dim %7, %c2 : tensor<?x?x?xf32>
    %8 = arith.cmpi eq, %dim_7, %c1 : index
    %9 = scf.if %8 -> (tensor<?x?x?xf32>) {
      %c0_11 = arith.constant 0 : index
      %dim_12 = tensor.dim %7, %c0_11 : tensor<?x?x?xf32>
      %c1_13 = arith.constant 1 : index
      %dim_14 = tensor.dim %7, %c1_13 : tensor<?x?x?xf32>
      %18 = tensor.empty(%dim_12, %dim_14, %3) : tensor<?x?x?xf32>
      %19 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<?x?x?xf32>) outs(%18 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %19 : tensor<?x?x?xf32>
    } else {
      scf.yield %7 : tensor<?x?x?xf32>
    }
    %dim_8 = tensor.dim %arg1, %c0 : tensor<?x?x?xf32>
    %10 = arith.cmpi eq, %dim_8, %c1 : index
    %11 = scf.if %10 -> (tensor<?x?x?xf32>) {
      %c1_11 = arith.constant 1 : index
      %dim_12 = tensor.dim %arg1, %c1_11 : tensor<?x?x?xf32>
      %c2_13 = arith.constant 2 : index
      %dim_14 = tensor.dim %arg1, %c2_13 : tensor<?x?x?xf32>
      %18 = tensor.empty(%1, %dim_12, %dim_14) : tensor<?x?x?xf32>
      %19 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<?x?x?xf32>) outs(%18 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %19 : tensor<?x?x?xf32>
    } else {
      scf.yield %arg1 : tensor<?x?x?xf32>
    }
    %dim_9 = tensor.dim %11, %c1 : tensor<?x?x?xf32>
    %12 = arith.cmpi eq, %dim_9, %c1 : index
    %13 = scf.if %12 -> (tensor<?x?x?xf32>) {
      %c0_11 = arith.constant 0 : index
      %dim_12 = tensor.dim %11, %c0_11 : tensor<?x?x?xf32>
      %c2_13 = arith.constant 2 : index
      %dim_14 = tensor.dim %11, %c2_13 : tensor<?x?x?xf32>
      %18 = tensor.empty(%dim_12, %2, %dim_14) : tensor<?x?x?xf32>
      %19 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<?x?x?xf32>) outs(%18 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %19 : tensor<?x?x?xf32>
    } else {
      scf.yield %11 : tensor<?x?x?xf32>
    }
    %dim_10 = tensor.dim %13, %c2 : tensor<?x?x?xf32>
    %14 = arith.cmpi eq, %dim_10, %c1 : index
    %15 = scf.if %14 -> (tensor<?x?x?xf32>) {
      %c0_11 = arith.constant 0 : index
      %dim_12 = tensor.dim %13, %c0_11 : tensor<?x?x?xf32>
      %c1_13 = arith.constant 1 : index
      %dim_14 = tensor.dim %13, %c1_13 : tensor<?x?x?xf32>
      %18 = tensor.empty(%dim_12, %dim_14, %3) : tensor<?x?x?xf32>
      %19 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<?x?x?xf32>) outs(%18 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %19 : tensor<?x?x?xf32>
    } else {
      scf.yield %13 : tensor<?x?x?xf32>
    }
    %16 = tensor.empty(%1, %2, %3) : tensor<?x?x?xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %15 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%16 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %18 = arith.mulf %in, %in_11 : f32
      linalg.yield %18 : f32
    } -> tensor<?x?x?xf32>
    return %17 : tensor<?x?x?xf32>
  }
}

