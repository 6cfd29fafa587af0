// target of avgpool-named-f32: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named))'
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @f(%arg0: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x4x4x2xf32> to tensor<1x6x6x2xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = tensor.empty() : tensor<1x4x4x2xf32>
    %2 = linalg.fill ins(%cst_0 : f32) outs(%1 : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
    %3 = tensor.empty() : tensor<3x3xf32>
    %4 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %3 : tensor<1x6x6x2xf32>, tensor<3x3xf32>) outs(%2 : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %4, %c1 : tensor<1x4x4x2xf32>
    %c2 = arith.constant 2 : index
    %dim_1 = tensor.dim %4, %c2 : tensor<1x4x4x2xf32>
    %c1_2 = arith.constant 1 : index
    %5 = arith.subi %dim, %c1_2 : index
    %6 = arith.subi %dim_1, %c1_2 : index
    %7 = tensor.empty() : tensor<1x4x4x2xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x4x4x2xf32>) outs(%7 : tensor<1x4x4x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %c0 = arith.constant 0 : index
      %c1_3 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %9 = linalg.index 1 : index
      %10 = arith.subi %5, %9 : index
      %11 = arith.muli %9, %c1_3 : index
      %12 = arith.muli %10, %c1_3 : index
      %c1_4 = arith.constant 1 : index
      %13 = arith.subi %11, %c1_4 : index
      %14 = arith.minsi %13, %c0 : index
      %15 = arith.addi %c3, %14 : index
      %c1_5 = arith.constant 1 : index
      %16 = arith.subi %12, %c1_5 : index
      %17 = arith.minsi %16, %c0 : index
      %18 = arith.addi %15, %17 : index
      %19 = arith.maxsi %c1_2, %18 : index
      %c1_6 = arith.constant 1 : index
      %c3_7 = arith.constant 3 : index
      %20 = linalg.index 2 : index
      %21 = arith.subi %6, %20 : index
      %22 = arith.muli %20, %c1_6 : index
      %23 = arith.muli %21, %c1_6 : index
      %c1_8 = arith.constant 1 : index
      %24 = arith.subi %22, %c1_8 : index
      %25 = arith.minsi %24, %c0 : index
      %26 = arith.addi %c3_7, %25 : index
      %c1_9 = arith.constant 1 : index
      %27 = arith.subi %23, %c1_9 : index
      %28 = arith.minsi %27, %c0 : index
      %29 = arith.addi %26, %28 : index
      %30 = arith.maxsi %c1_2, %29 : index
      %31 = arith.muli %19, %30 : index
      %32 = arith.index_cast %31 : index to i32
      %33 = arith.sitofp %32 : i32 to f32
      %34 = arith.divf %in, %33 : f32
      linalg.yield %34 : f32
    } -> tensor<1x4x4x2xf32>
    return %8 : tensor<1x4x4x2xf32>
  }
}

