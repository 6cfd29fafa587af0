// Integer tosa.avg_pool2d: the spec's sum minus zero point, divisor counting only non-padded elements, reciprocal_scale and apply_scale_32 rounding, output_zp and clipping; none of these cases ends inconclusive.
// The lowering is checked here with tosa.apply_scale expanded by tosa-to-arith (plugin-conv.mlir runs tosa-to-linalg-named itself).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @avg_i8_lowered: proven
// CHECK-LABEL: @avg_i16_lowered: proven
// CHECK-LABEL: @avg_zp_ignored: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @avg_count_padding: incorrect
// CHECK-NEXT: why: result #0 differs at index [0, 0, 0, 0] (source 3, target 2)
// CHECK-LABEL: @avg_round: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @a1: proven
// CHECK-LABEL: @a4: proven
// CHECK-LABEL: @avg_i16_zp: proven

//--- src.mlir
// tosa-to-linalg-named then tosa-to-arith{include-apply-rescale=true}: pooling_nhwc_sum over the input padded with 0, minus count * input_zp,
// the reciprocal from ctlz and divui, apply_scale as i64 arithmetic, output_zp, clamp; stride 2, padding on two sides (counts 1, 2, 4)
func.func @avg_i8_lowered(%x: tensor<1x3x3x1xi8>) -> tensor<1x2x2x1xi8> {
  %zi = arith.constant dense<-3> : tensor<1xi8>
  %zo = arith.constant dense<5> : tensor<1xi8>
  %r = tosa.avg_pool2d %x, %zi, %zo {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x3x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi8>
  return %r : tensor<1x2x2x1xi8>
}
// i16 (zero points 0) through the same lowering
func.func @avg_i16_lowered(%x: tensor<1x2x2x1xi16>) -> tensor<1x1x1x1xi16> {
  %z = arith.constant dense<0> : tensor<1xi16>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x1x1x1xi16>
  return %r : tensor<1x1x1x1xi16>
}
// wrong: input_zp 20 dropped (incorrect)
func.func @avg_zp_ignored(%x: tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8> {
  %zi = arith.constant dense<20> : tensor<1xi8>
  %zo = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.avg_pool2d %x, %zi, %zo {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi8>
  return %r : tensor<1x1x1x1xi8>
}
// wrong: padding with the zero point and dividing by the whole kernel counts the padding (3 / 1 is not 3 / 2)
func.func @avg_count_padding(%x: tensor<1x1x1x1xi8>) -> tensor<1x1x1x1xi8> {
  %zi = arith.constant dense<-3> : tensor<1xi8>
  %zo = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.avg_pool2d %x, %zi, %zo {acc_type = i32, kernel = array<i64: 2, 1>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi8>
  return %r : tensor<1x1x1x1xi8>
}
// wrong: a truncating division; the spec's scaling rounds the half away from zero: (1 + 0) / 2 is 1, not 0 (incorrect)
func.func @avg_round(%x: tensor<1x2x1x1xi8>) -> tensor<1x1x1x1xi8> {
  %z = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = i32, kernel = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x1x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi8>
  return %r : tensor<1x1x1x1xi8>
}
// the spec's pseudo-code on constants (computed outside tv): i8, zero points -3 and 5, stride 2, padding
func.func @a1() -> tensor<1x2x2x2xi8> {
  %x = arith.constant dense<[[[[103, 110], [103, -31], [-34, 115]], [[-33, -80], [100, 27], [-56, -82]], [[-107, 74], [103, -48], [-121, -96]]]]> : tensor<1x3x3x2xi8>
  %zi = arith.constant dense<-3> : tensor<1xi8>
  %zo = arith.constant dense<5> : tensor<1xi8>
  %r = tosa.avg_pool2d %x, %zi, %zo {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x3x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi8>
  return %r : tensor<1x2x2x2xi8>
}
// zero points 127 and -128 (clipping), a 3x1 kernel with 2 rows of padding at the top
func.func @a4() -> tensor<1x4x2x1xi8> {
  %x = arith.constant dense<[[[[19], [-113]], [[-93], [-73]], [[77], [-73]], [[20], [69]]]]> : tensor<1x4x2x1xi8>
  %zi = arith.constant dense<127> : tensor<1xi8>
  %zo = arith.constant dense<-128> : tensor<1xi8>
  %r = tosa.avg_pool2d %x, %zi, %zo {acc_type = i32, kernel = array<i64: 3, 1>, pad = array<i64: 2, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x2x1xi8>
  return %r : tensor<1x4x2x1xi8>
}
// a non-zero zero point on i16 is an ERROR_IF (UB): ignoring a run-time input_zp is a refinement
func.func @avg_i16_zp(%x: tensor<1x2x2x1xi16>, %zi: tensor<1xi16>) -> tensor<1x1x1x1xi16> {
  %z = arith.constant dense<0> : tensor<1xi16>
  %r = tosa.avg_pool2d %x, %zi, %z {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x1x1x1xi16>
  return %r : tensor<1x1x1x1xi16>
}

//--- tgt.mlir
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @avg_i8_lowered(%arg0: tensor<1x3x3x1xi8>) -> tensor<1x2x2x1xi8> {
  %cst = arith.constant dense<-3> : tensor<1xi8>
  %cst_0 = arith.constant dense<5> : tensor<1xi8>
  %c0_i8 = arith.constant 0 : i8
  %padded = tensor.pad %arg0 low[0, 0, 1, 0] high[0, 1, 0, 0] {
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
    tensor.yield %c0_i8 : i8
  } : tensor<1x3x3x1xi8> to tensor<1x4x4x1xi8>
  %c0_i32 = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<1x2x2x1xi32>
  %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %2 = tensor.empty() : tensor<2x2xi32>
  %3 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %2 : tensor<1x4x4x1xi8>, tensor<2x2xi32>) outs(%1 : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c2_1 = arith.constant 2 : index
  %c2_2 = arith.constant 2 : index
  %c1_3 = arith.constant 1 : index
  %4 = arith.subi %c2, %c1_3 : index
  %5 = arith.subi %c2_2, %c1_3 : index
  %6 = tensor.empty() : tensor<1x2x2x1xi8>
  %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x2x2x1xi32>) outs(%6 : tensor<1x2x2x1xi8>) {
  ^bb0(%in: i32, %out: i8):
    %c0 = arith.constant 0 : index
    %c2_4 = arith.constant 2 : index
    %c2_5 = arith.constant 2 : index
    %8 = linalg.index 1 : index
    %9 = arith.subi %4, %8 : index
    %10 = arith.muli %8, %c2_4 : index
    %11 = arith.muli %9, %c2_4 : index
    %c1_6 = arith.constant 1 : index
    %12 = arith.subi %11, %c1_6 : index
    %13 = arith.minsi %12, %c0 : index
    %14 = arith.addi %c2_5, %13 : index
    %15 = arith.maxsi %c1_3, %14 : index
    %c2_7 = arith.constant 2 : index
    %c2_8 = arith.constant 2 : index
    %16 = linalg.index 2 : index
    %17 = arith.subi %5, %16 : index
    %18 = arith.muli %16, %c2_7 : index
    %19 = arith.muli %17, %c2_7 : index
    %c1_9 = arith.constant 1 : index
    %20 = arith.subi %18, %c1_9 : index
    %21 = arith.minsi %20, %c0 : index
    %22 = arith.addi %c2_8, %21 : index
    %23 = arith.maxsi %c1_3, %22 : index
    %24 = arith.muli %15, %23 : index
    %25 = arith.index_cast %24 : index to i32
    %c-3_i32 = arith.constant -3 : i32
    %26 = arith.muli %25, %c-3_i32 : i32
    %27 = arith.subi %in, %26 : i32
    %c1_i32 = arith.constant 1 : i32
    %c32_i32 = arith.constant 32 : i32
    %28 = arith.subi %25, %c1_i32 : i32
    %29 = math.ctlz %28 : i32
    %30 = arith.subi %c32_i32, %29 : i32
    %31 = arith.extui %30 : i32 to i64
    %c1073741825_i64 = arith.constant 1073741825 : i64
    %32 = arith.shli %c1073741825_i64, %31 : i64
    %33 = arith.extui %25 : i32 to i64
    %34 = arith.divui %32, %33 : i64
    %35 = arith.trunci %34 : i64 to i32
    %36 = arith.trunci %30 : i32 to i8
    %c30_i8 = arith.constant 30 : i8
    %37 = arith.addi %36, %c30_i8 : i8
    %c0_i32_10 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %c31_i32 = arith.constant 31 : i32
    %38 = arith.extui %37 : i8 to i32
    %39 = arith.extsi %27 : i32 to i64
    %40 = arith.extsi %35 : i32 to i64
    %41 = arith.muli %39, %40 : i64
    %42 = arith.extui %38 : i32 to i64
    %43 = arith.shli %c1_i64, %42 : i64
    %44 = arith.shrui %43, %c1_i64 : i64
    %45 = arith.addi %41, %44 : i64
    %46 = arith.shrsi %45, %42 : i64
    %47 = arith.trunci %46 : i64 to i32
    %c5_i32 = arith.constant 5 : i32
    %48 = arith.addi %47, %c5_i32 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c127_i32 = arith.constant 127 : i32
    %49 = arith.maxsi %c-128_i32, %48 : i32
    %50 = arith.minsi %c127_i32, %49 : i32
    %51 = arith.trunci %50 : i32 to i8
    linalg.yield %51 : i8
  } -> tensor<1x2x2x1xi8>
  return %7 : tensor<1x2x2x1xi8>
}
func.func @avg_i16_lowered(%arg0: tensor<1x2x2x1xi16>) -> tensor<1x1x1x1xi16> {
  %cst = arith.constant dense<0> : tensor<1xi16>
  %c0_i32 = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<1x1x1x1xi32>
  %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32>
  %2 = tensor.empty() : tensor<2x2xi32>
  %3 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %2 : tensor<1x2x2x1xi16>, tensor<2x2xi32>) outs(%1 : tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32>
  %c1 = arith.constant 1 : index
  %c1_0 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c1_1 = arith.constant 1 : index
  %c1_2 = arith.constant 1 : index
  %4 = arith.subi %c1_0, %c1_2 : index
  %5 = arith.subi %c1_1, %c1_2 : index
  %6 = tensor.empty() : tensor<1x1x1x1xi16>
  %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x1x1x1xi32>) outs(%6 : tensor<1x1x1x1xi16>) {
  ^bb0(%in: i32, %out: i16):
    %c0 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c2_4 = arith.constant 2 : index
    %c0_5 = arith.constant 0 : index
    %8 = arith.subi %4, %c0_5 : index
    %9 = arith.muli %c0_5, %c1_3 : index
    %10 = arith.muli %8, %c1_3 : index
    %11 = arith.maxsi %c1_2, %c2_4 : index
    %c1_6 = arith.constant 1 : index
    %c2_7 = arith.constant 2 : index
    %c0_8 = arith.constant 0 : index
    %12 = arith.subi %5, %c0_8 : index
    %13 = arith.muli %c0_8, %c1_6 : index
    %14 = arith.muli %12, %c1_6 : index
    %15 = arith.maxsi %c1_2, %c2_7 : index
    %16 = arith.muli %11, %15 : index
    %17 = arith.index_cast %16 : index to i32
    %c1_i32 = arith.constant 1 : i32
    %c32_i32 = arith.constant 32 : i32
    %18 = arith.subi %17, %c1_i32 : i32
    %19 = math.ctlz %18 : i32
    %20 = arith.subi %c32_i32, %19 : i32
    %21 = arith.extui %20 : i32 to i64
    %c1073741825_i64 = arith.constant 1073741825 : i64
    %22 = arith.shli %c1073741825_i64, %21 : i64
    %23 = arith.extui %17 : i32 to i64
    %24 = arith.divui %22, %23 : i64
    %25 = arith.trunci %24 : i64 to i32
    %26 = arith.trunci %20 : i32 to i8
    %c30_i8 = arith.constant 30 : i8
    %27 = arith.addi %26, %c30_i8 : i8
    %c0_i32_9 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %c31_i32 = arith.constant 31 : i32
    %28 = arith.extui %27 : i8 to i32
    %29 = arith.extsi %in : i32 to i64
    %30 = arith.extsi %25 : i32 to i64
    %31 = arith.muli %29, %30 : i64
    %32 = arith.extui %28 : i32 to i64
    %33 = arith.shli %c1_i64, %32 : i64
    %34 = arith.shrui %33, %c1_i64 : i64
    %35 = arith.addi %31, %34 : i64
    %36 = arith.shrsi %35, %32 : i64
    %37 = arith.trunci %36 : i64 to i32
    %c-32768_i32 = arith.constant -32768 : i32
    %c32767_i32 = arith.constant 32767 : i32
    %38 = arith.maxsi %c-32768_i32, %37 : i32
    %39 = arith.minsi %c32767_i32, %38 : i32
    %40 = arith.trunci %39 : i32 to i16
    linalg.yield %40 : i16
  } -> tensor<1x1x1x1xi16>
  return %7 : tensor<1x1x1x1xi16>
}
func.func @avg_zp_ignored(%x: tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8> {
  %z = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi8>
  return %r : tensor<1x1x1x1xi8>
}
func.func @avg_count_padding(%x: tensor<1x1x1x1xi8>) -> tensor<1x1x1x1xi8> {
  %zi = arith.constant dense<-3> : tensor<1xi8>
  %zo = arith.constant dense<0> : tensor<1xi8>
  %p = tosa.const_shape {values = dense<[0, 0, 1, 0, 0, 0, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %xp = tosa.pad %x, %p, %zi : (tensor<1x1x1x1xi8>, !tosa.shape<8>, tensor<1xi8>) -> tensor<1x2x1x1xi8>
  %r = tosa.avg_pool2d %xp, %zi, %zo {acc_type = i32, kernel = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x1x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi8>
  return %r : tensor<1x1x1x1xi8>
}
func.func @avg_round(%x: tensor<1x2x1x1xi8>) -> tensor<1x1x1x1xi8> {
  %x32 = tosa.cast %x : (tensor<1x2x1x1xi8>) -> tensor<1x2x1x1xi32>
  %s = tosa.reduce_sum %x32 {axis = 1 : i32} : (tensor<1x2x1x1xi32>) -> tensor<1x1x1x1xi32>
  %two = arith.constant dense<2> : tensor<1x1x1x1xi32>
  %q = tosa.intdiv %s, %two : (tensor<1x1x1x1xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32>
  %r = tosa.cast %q : (tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi8>
  return %r : tensor<1x1x1x1xi8>
}
func.func @a1() -> tensor<1x2x2x2xi8> {
  %r = arith.constant dense<[[[[43, 23], [36, 15]], [[-99, 82], [-1, -64]]]]> : tensor<1x2x2x2xi8>
  return %r : tensor<1x2x2x2xi8>
}
func.func @a4() -> tensor<1x4x2x1xi8> {
  %r = arith.constant dense<[[[[-128], [-128]], [[-128], [-128]], [[-128], [-128]], [[-128], [-128]]]]> : tensor<1x4x2x1xi8>
  return %r : tensor<1x4x2x1xi8>
}
func.func @avg_i16_zp(%x: tensor<1x2x2x1xi16>, %zi: tensor<1xi16>) -> tensor<1x1x1x1xi16> {
  %z = arith.constant dense<0> : tensor<1xi16>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x1x1x1xi16>
  return %r : tensor<1x1x1x1xi16>
}
