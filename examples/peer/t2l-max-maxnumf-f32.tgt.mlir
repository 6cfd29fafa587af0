// target of t2l-max-maxnumf-f32: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))', then by hand: arith.maximumf -> arith.maxnumf
#map = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
module {
  func.func @f(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x?xf32>
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?x?x?xf32>
    %0 = arith.maxui %dim, %dim_0 : index
    %c1 = arith.constant 1 : index
    %dim_1 = tensor.dim %arg0, %c1 : tensor<?x?x?xf32>
    %dim_2 = tensor.dim %arg1, %c1 : tensor<?x?x?xf32>
    %1 = arith.maxui %dim_1, %dim_2 : index
    %c2 = arith.constant 2 : index
    %dim_3 = tensor.dim %arg0, %c2 : tensor<?x?x?xf32>
    %dim_4 = tensor.dim %arg1, %c2 : tensor<?x?x?xf32>
    %2 = arith.maxui %dim_3, %dim_4 : index
    %dim_5 = tensor.dim %arg0, %c0 : tensor<?x?x?xf32>
    %3 = arith.cmpi eq, %dim_5, %c1 : index
    %4 = scf.if %3 -> (tensor<?x?x?xf32>) {
      %c1_11 = arith.constant 1 : index
      %dim_12 = tensor.dim %arg0, %c1_11 : tensor<?x?x?xf32>
      %c2_13 = arith.constant 2 : index
      %dim_14 = tensor.dim %arg0, %c2_13 : tensor<?x?x?xf32>
      %17 = tensor.empty(%0, %dim_12, %dim_14) : tensor<?x?x?xf32>
      %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x?x?xf32>) outs(%17 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %18 : tensor<?x?x?xf32>
    } else {
      scf.yield %arg0 : tensor<?x?x?xf32>
    }
    %dim_6 = tensor.dim %4, %c1 : tensor<?x?x?xf32>
    %5 = arith.cmpi eq, %dim_6, %c1 : index
    %6 = scf.if %5 -> (tensor<?x?x?xf32>) {
      %c0_11 = arith.constant 0 : index
      %dim_12 = tensor.dim %4, %c0_11 : tensor<?x?x?xf32>
      %c2_13 = arith.constant 2 : index
      %dim_14 = tensor.dim %4, %c2_13 : tensor<?x?x?xf32>
      %17 = tensor.empty(%dim_12, %1, %dim_14) : tensor<?x?x?xf32>
      %18 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<?x?x?xf32>) outs(%17 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %18 : tensor<?x?x?xf32>
    } else {
      scf.yield %4 : tensor<?x?x?xf32>
    }
    %dim_7 = tensor.dim %6, %c2 : tensor<?x?x?xf32>
    %7 = arith.cmpi eq, %dim_7, %c1 : index
    %8 = scf.if %7 -> (tensor<?x?x?xf32>) {
      %c0_11 = arith.constant 0 : index
      %dim_12 = tensor.dim %6, %c0_11 : tensor<?x?x?xf32>
      %c1_13 = arith.constant 1 : index
      %dim_14 = tensor.dim %6, %c1_13 : tensor<?x?x?xf32>
      %17 = tensor.empty(%dim_12, %dim_14, %2) : tensor<?x?x?xf32>
      %18 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<?x?x?xf32>) outs(%17 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %18 : tensor<?x?x?xf32>
    } else {
      scf.yield %6 : tensor<?x?x?xf32>
    }
    %dim_8 = tensor.dim %arg1, %c0 : tensor<?x?x?xf32>
    %9 = arith.cmpi eq, %dim_8, %c1 : index
    %10 = scf.if %9 -> (tensor<?x?x?xf32>) {
      %c1_11 = arith.constant 1 : index
      %dim_12 = tensor.dim %arg1, %c1_11 : tensor<?x?x?xf32>
      %c2_13 = arith.constant 2 : index
      %dim_14 = tensor.dim %arg1, %c2_13 : tensor<?x?x?xf32>
      %17 = tensor.empty(%0, %dim_12, %dim_14) : tensor<?x?x?xf32>
      %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<?x?x?xf32>) outs(%17 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %18 : tensor<?x?x?xf32>
    } else {
      scf.yield %arg1 : tensor<?x?x?xf32>
    }
    %dim_9 = tensor.dim %10, %c1 : tensor<?x?x?xf32>
    %11 = arith.cmpi eq, %dim_9, %c1 : index
    %12 = scf.if %11 -> (tensor<?x?x?xf32>) {
      %c0_11 = arith.constant 0 : index
      %dim_12 = tensor.dim %10, %c0_11 : tensor<?x?x?xf32>
      %c2_13 = arith.constant 2 : index
      %dim_14 = tensor.dim %10, %c2_13 : tensor<?x?x?xf32>
      %17 = tensor.empty(%dim_12, %1, %dim_14) : tensor<?x?x?xf32>
      %18 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<?x?x?xf32>) outs(%17 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %18 : tensor<?x?x?xf32>
    } else {
      scf.yield %10 : tensor<?x?x?xf32>
    }
    %dim_10 = tensor.dim %12, %c2 : tensor<?x?x?xf32>
    %13 = arith.cmpi eq, %dim_10, %c1 : index
    %14 = scf.if %13 -> (tensor<?x?x?xf32>) {
      %c0_11 = arith.constant 0 : index
      %dim_12 = tensor.dim %12, %c0_11 : tensor<?x?x?xf32>
      %c1_13 = arith.constant 1 : index
      %dim_14 = tensor.dim %12, %c1_13 : tensor<?x?x?xf32>
      %17 = tensor.empty(%dim_12, %dim_14, %2) : tensor<?x?x?xf32>
      %18 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<?x?x?xf32>) outs(%17 : tensor<?x?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<?x?x?xf32>
      scf.yield %18 : tensor<?x?x?xf32>
    } else {
      scf.yield %12 : tensor<?x?x?xf32>
    }
    %15 = tensor.empty(%0, %1, %2) : tensor<?x?x?xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %14 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%15 : tensor<?x?x?xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %17 = arith.maxnumf %in, %in_11 : f32
      linalg.yield %17 : f32
    } -> tensor<?x?x?xf32>
    return %16 : tensor<?x?x?xf32>
  }
}

