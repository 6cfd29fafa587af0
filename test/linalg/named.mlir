// Every named linalg op on tensors against its generic form from --linalg-generalize-named-ops (the same maps and body, so this checks that both spellings get one semantics), wrong generic forms (incorrect, or inconclusive when the difference lies in a dynamic-size fold or a math function, both uninterpreted functions), and some named ops against hand-written definitions without linalg (transpose, broadcast, fill, matmul, dot).
// RUN: split-file %s %t
// RUN: sh -c '%tv-check --timeout=300 %t/src.mlir %t/tgt.mlir; echo rc=$?' | FileCheck %s

// CHECK-LABEL: @abs: proven [abstract]
// CHECK-LABEL: @add: proven [abstract]
// CHECK-LABEL: @add_i: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @sub: proven [abstract]
// CHECK-LABEL: @mul: proven
// CHECK-LABEL: @div: proven
// CHECK-LABEL: @div_unsigned: proven
// CHECK-LABEL: @max: proven [abstract]
// CHECK-LABEL: @min: proven
// CHECK-LABEL: @powf: proven [abstract]
// CHECK-LABEL: @ceil: proven [abstract]
// CHECK-LABEL: @floor: proven [abstract]
// CHECK-LABEL: @erf: proven [abstract]
// CHECK-LABEL: @exp: proven [abstract]
// CHECK-LABEL: @log: proven [abstract]
// CHECK-LABEL: @negf: proven [abstract]
// CHECK-LABEL: @reciprocal: proven [abstract]
// CHECK-LABEL: @round: proven [abstract]
// CHECK-LABEL: @rsqrt: proven [abstract]
// CHECK-LABEL: @sqrt: proven [abstract]
// CHECK-LABEL: @square: proven [abstract]
// CHECK-LABEL: @tanh: proven [abstract]
// CHECK-LABEL: @select: proven [abstract]
// CHECK-LABEL: @elementwise: proven [abstract]
// CHECK-LABEL: @fill: proven [abstract]
// CHECK-LABEL: @copy: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @transpose: proven
// CHECK-LABEL: @broadcast: proven
// CHECK-LABEL: @map: proven
// CHECK-LABEL: @reduce: proven
// CHECK-LABEL: @matmul: proven [abstract]
// CHECK-LABEL: @matmul_dynamic: proven [abstract] (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @matmul_i8_i32: proven
// CHECK-LABEL: @matmul_unsigned: proven
// CHECK-LABEL: @matmul_transpose_b: proven [abstract]
// CHECK-LABEL: @batch_matmul: proven [abstract]
// CHECK-LABEL: @batch_reduce_matmul: proven [abstract]
// CHECK-LABEL: @matvec: proven [abstract]
// CHECK-LABEL: @vecmat: proven [abstract]
// CHECK-LABEL: @batch_matvec: proven [abstract]
// CHECK-LABEL: @batch_vecmat: proven [abstract]
// CHECK-LABEL: @dot: proven [abstract] (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @mmt4d: proven
// CHECK-LABEL: @quantized_matmul: proven
// CHECK-LABEL: @quantized_batch_matmul: proven
// CHECK-LABEL: @contract: proven [abstract]
// CHECK-LABEL: @sub_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0
// CHECK-LABEL: @fill_wrong: incorrect
// CHECK-NEXT: why: result #0
// CHECK-LABEL: @transpose_wrong: incorrect
// CHECK-NEXT: why: result #0
// CHECK-LABEL: @matmul_wrong_map: incorrect
// CHECK-NEXT: why: result #0
// CHECK-LABEL: @matmul_dynamic_wrong: incorrect
// CHECK-NEXT: why: result #0 differs {{.*}}(both functions run on chosen inputs; the solver alone: the counterexample reduces with maxsi as an uninterpreted function)
// CHECK-LABEL: @exp_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs at index [{{[0-3]}}] (source {{1[.]0|0[.]0|inf [(]0x7F800000[)]}}, target {{-inf [(]0xFF800000[)]|inf [(]0x7F800000[)]|0x7FC00000}})
// CHECK-LABEL: @transpose_def: proven
// CHECK-LABEL: @broadcast_def: proven
// CHECK-LABEL: @fill_def: proven [abstract] (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @matmul_def: proven [abstract]
// CHECK-LABEL: @dot_def: proven
// CHECK: rc=1

//--- src.mlir
func.func @abs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.abs ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @add_i(%a: tensor<?xi16>, %b: tensor<?xi16>, %o: tensor<?xi16>) -> tensor<?xi16> {
  %r = linalg.add ins(%a, %b : tensor<?xi16>, tensor<?xi16>) outs(%o : tensor<?xi16>) -> tensor<?xi16>
  return %r : tensor<?xi16>
}
func.func @sub(%a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.sub ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @mul(%a: tensor<4xi8>, %b: tensor<4xi8>, %o: tensor<4xi8>) -> tensor<4xi8> {
  %r = linalg.mul ins(%a, %b : tensor<4xi8>, tensor<4xi8>) outs(%o : tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @div(%a: tensor<4xi8>, %b: tensor<4xi8>, %o: tensor<4xi8>) -> tensor<4xi8> {
  %r = linalg.div ins(%a, %b : tensor<4xi8>, tensor<4xi8>) outs(%o : tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @div_unsigned(%a: tensor<4xi8>, %b: tensor<4xi8>, %o: tensor<4xi8>) -> tensor<4xi8> {
  %r = linalg.div_unsigned ins(%a, %b : tensor<4xi8>, tensor<4xi8>) outs(%o : tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @max(%a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.max ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @min(%a: tensor<4xi32>, %b: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %r = linalg.min ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @powf(%a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.powf ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @ceil(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.ceil ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @floor(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.floor ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @erf(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.erf ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @exp(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.exp ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @log(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.log ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @negf(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.negf ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @reciprocal(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.reciprocal ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @round(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.round ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @rsqrt(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.rsqrt ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @sqrt(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.sqrt ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @square(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.square ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @tanh(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.tanh ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @select(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.select ins(%c, %a, %b : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @elementwise(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @fill(%x: f32, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.fill ins(%x : f32) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @copy(%a: tensor<?x3xi8>, %o: tensor<?x3xi8>) -> tensor<?x3xi8> {
  %r = linalg.copy ins(%a : tensor<?x3xi8>) outs(%o : tensor<?x3xi8>) -> tensor<?x3xi8>
  return %r : tensor<?x3xi8>
}
func.func @transpose(%a: tensor<2x3x4xi8>, %o: tensor<4x2x3xi8>) -> tensor<4x2x3xi8> {
  %r = linalg.transpose ins(%a : tensor<2x3x4xi8>) outs(%o : tensor<4x2x3xi8>) permutation = [2, 0, 1]
  return %r : tensor<4x2x3xi8>
}
func.func @broadcast(%a: tensor<3xi8>, %o: tensor<2x3x4xi8>) -> tensor<2x3x4xi8> {
  %r = linalg.broadcast ins(%a : tensor<3xi8>) outs(%o : tensor<2x3x4xi8>) dimensions = [0, 2]
  return %r : tensor<2x3x4xi8>
}
func.func @map(%a: tensor<4xi32>, %b: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %r = linalg.map ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>)
    (%x: i32, %y: i32, %init: i32) {
      %s = arith.subi %x, %y : i32
      linalg.yield %s : i32
    }
  return %r : tensor<4xi32>
}
func.func @reduce(%a: tensor<2x3xi32>, %o: tensor<2xi32>) -> tensor<2xi32> {
  %r = linalg.reduce ins(%a : tensor<2x3xi32>) outs(%o : tensor<2xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %s = arith.xori %x, %acc : i32
      linalg.yield %s : i32
    }
  return %r : tensor<2xi32>
}
func.func @matmul(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
func.func @matmul_dynamic(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @matmul_i8_i32(%a: tensor<2x3xi8>, %b: tensor<3x4xi8>, %c: tensor<2x4xi32>) -> tensor<2x4xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<2x3xi8>, tensor<3x4xi8>) outs(%c : tensor<2x4xi32>) -> tensor<2x4xi32>
  return %r : tensor<2x4xi32>
}
func.func @matmul_unsigned(%a: tensor<2x3xi8>, %b: tensor<3x4xi8>, %c: tensor<2x4xi32>) -> tensor<2x4xi32> {
  %r = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<2x3xi8>, tensor<3x4xi8>) outs(%c : tensor<2x4xi32>) -> tensor<2x4xi32>
  return %r : tensor<2x4xi32>
}
func.func @matmul_transpose_b(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<2x3xf32>, tensor<4x3xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
func.func @batch_matmul(%a: tensor<2x2x3xf32>, %b: tensor<2x3x2xf32>, %c: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x2x3xf32>, tensor<2x3x2xf32>) outs(%c : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %r : tensor<2x2x2xf32>
}
func.func @batch_reduce_matmul(%a: tensor<2x2x3xf32>, %b: tensor<2x3x2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x2x3xf32>, tensor<2x3x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @matvec(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %c: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.matvec ins(%a, %b : tensor<2x3xf32>, tensor<3xf32>) outs(%c : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @vecmat(%a: tensor<3xf32>, %b: tensor<3x2xf32>, %c: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.vecmat ins(%a, %b : tensor<3xf32>, tensor<3x2xf32>) outs(%c : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @batch_matvec(%a: tensor<2x2x3xf32>, %b: tensor<2x3xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.batch_matvec ins(%a, %b : tensor<2x2x3xf32>, tensor<2x3xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @batch_vecmat(%a: tensor<2x3xf32>, %b: tensor<2x3x2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.batch_vecmat ins(%a, %b : tensor<2x3xf32>, tensor<2x3x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @dot(%a: tensor<?xf32>, %b: tensor<?xf32>, %c: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func @mmt4d(%a: tensor<2x2x2x2xi32>, %b: tensor<2x2x2x2xi32>, %c: tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<2x2x2x2xi32>, tensor<2x2x2x2xi32>) outs(%c : tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi32>
  return %r : tensor<2x2x2x2xi32>
}
func.func @quantized_matmul(%a: tensor<2x3xi8>, %b: tensor<3x2xi8>, %za: i32, %zb: i32, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = linalg.quantized_matmul ins(%a, %b, %za, %zb : tensor<2x3xi8>, tensor<3x2xi8>, i32, i32) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
func.func @quantized_batch_matmul(%a: tensor<1x2x3xi8>, %b: tensor<1x3x2xi8>, %za: i32, %zb: i32, %c: tensor<1x2x2xi32>) -> tensor<1x2x2xi32> {
  %r = linalg.quantized_batch_matmul ins(%a, %b, %za, %zb : tensor<1x2x3xi8>, tensor<1x3x2xi8>, i32, i32) outs(%c : tensor<1x2x2xi32>) -> tensor<1x2x2xi32>
  return %r : tensor<1x2x2xi32>
}
func.func @contract(%a: tensor<3x2xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %r = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<3x2xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
// Wrong generic forms in the target: sub_wrong swaps the operands, fill_wrong yields the
// output, transpose_wrong uses another permutation, matmul_wrong_map transposes B,
// matmul_dynamic_wrong combines with maxsi (a dynamic fold: inconclusive), exp_wrong uses log.
func.func @sub_wrong(%a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.sub ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @fill_wrong(%x: i8, %o: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %r = linalg.fill ins(%x : i8) outs(%o : tensor<2x3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @transpose_wrong(%a: tensor<2x2x2xi8>, %o: tensor<2x2x2xi8>) -> tensor<2x2x2xi8> {
  %r = linalg.transpose ins(%a : tensor<2x2x2xi8>) outs(%o : tensor<2x2x2xi8>) permutation = [2, 0, 1]
  return %r : tensor<2x2x2xi8>
}
func.func @matmul_wrong_map(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>, %c: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %r = linalg.matmul ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%c : tensor<2x2xi8>) -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @matmul_dynamic_wrong(%a: tensor<?x?xi32>, %b: tensor<?x?xi32>, %c: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x?xi32>, tensor<?x?xi32>) outs(%c : tensor<?x?xi32>) -> tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}
func.func @exp_wrong(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.exp ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// Named ops against definitions without linalg.
func.func @transpose_def(%a: tensor<2x3x4xi8>, %o: tensor<4x2x3xi8>) -> tensor<4x2x3xi8> {
  %r = linalg.transpose ins(%a : tensor<2x3x4xi8>) outs(%o : tensor<4x2x3xi8>) permutation = [2, 0, 1]
  return %r : tensor<4x2x3xi8>
}
func.func @broadcast_def(%a: tensor<3xi8>) -> tensor<2x3x4xi8> {
  %e = tensor.empty() : tensor<2x3x4xi8>
  %r = linalg.broadcast ins(%a : tensor<3xi8>) outs(%e : tensor<2x3x4xi8>) dimensions = [0, 2]
  return %r : tensor<2x3x4xi8>
}
func.func @fill_def(%x: f32, %n: index) -> tensor<?x3xf32> {
  %e = tensor.empty(%n) : tensor<?x3xf32>
  %r = linalg.fill ins(%x : f32) outs(%e : tensor<?x3xf32>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
func.func @matmul_def(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @dot_def(%a: tensor<3xi32>, %b: tensor<3xi32>, %c: tensor<i32>) -> tensor<i32> {
  %r = linalg.dot ins(%a, %b : tensor<3xi32>, tensor<3xi32>) outs(%c : tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

//--- tgt.mlir
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map10 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map15 = affine_map<(d0, d1) -> (d1)>
#map16 = affine_map<(d0, d1) -> (d1, d0)>
#map17 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map18 = affine_map<(d0) -> ()>
#map19 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#map20 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
#map21 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
#map22 = affine_map<(d0, d1, d2) -> ()>
#map23 = affine_map<(d0, d1, d2, d3) -> ()>
#map24 = affine_map<(d0, d1, d2) -> (d2, d0)>
func.func @abs(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.absf %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @add(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.addf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @add_i(%arg0: tensor<?xi16>, %arg1: tensor<?xi16>, %arg2: tensor<?xi16>) -> tensor<?xi16> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<?xi16>, tensor<?xi16>) outs(%arg2 : tensor<?xi16>) {
  ^bb0(%in: i16, %in_0: i16, %out: i16):
    %1 = arith.addi %in, %in_0 : i16
    linalg.yield %1 : i16
  } -> tensor<?xi16>
  return %0 : tensor<?xi16>
}
func.func @sub(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.subf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @mul(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>, %arg2: tensor<4xi8>) -> tensor<4xi8> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xi8>, tensor<4xi8>) outs(%arg2 : tensor<4xi8>) {
  ^bb0(%in: i8, %in_0: i8, %out: i8):
    %1 = arith.muli %in, %in_0 : i8
    linalg.yield %1 : i8
  } -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
func.func @div(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>, %arg2: tensor<4xi8>) -> tensor<4xi8> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xi8>, tensor<4xi8>) outs(%arg2 : tensor<4xi8>) {
  ^bb0(%in: i8, %in_0: i8, %out: i8):
    %1 = arith.divsi %in, %in_0 : i8
    linalg.yield %1 : i8
  } -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
func.func @div_unsigned(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>, %arg2: tensor<4xi8>) -> tensor<4xi8> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xi8>, tensor<4xi8>) outs(%arg2 : tensor<4xi8>) {
  ^bb0(%in: i8, %in_0: i8, %out: i8):
    %1 = arith.divui %in, %in_0 : i8
    linalg.yield %1 : i8
  } -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
func.func @max(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.maximumf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @min(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xi32>, tensor<4xi32>) outs(%arg2 : tensor<4xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.minsi %in, %in_0 : i32
    linalg.yield %1 : i32
  } -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @powf(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = math.powf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @ceil(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.ceil %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @floor(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.floor %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @erf(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.erf %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @exp(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.exp %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @log(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.log %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @negf(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.negf %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @reciprocal(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %cst = arith.constant 1.000000e+00 : f32
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.divf %cst, %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @round(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.round %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @rsqrt(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.rsqrt %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @sqrt(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.sqrt %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @square(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.mulf %in, %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tanh(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.tanh %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @select(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%arg3 : tensor<4xf32>) {
  ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
    %1 = arith.select %in, %in_0, %in_1 : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @elementwise(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.subf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @fill(%arg0: f32, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : f32) outs(%arg1 : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @copy(%arg0: tensor<?x3xi8>, %arg1: tensor<?x3xi8>) -> tensor<?x3xi8> {
  %0 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x3xi8>) outs(%arg1 : tensor<?x3xi8>) {
  ^bb0(%in: i8, %out: i8):
    linalg.yield %in : i8
  } -> tensor<?x3xi8>
  return %0 : tensor<?x3xi8>
}
func.func @transpose(%arg0: tensor<2x3x4xi8>, %arg1: tensor<4x2x3xi8>) -> tensor<4x2x3xi8> {
  %0 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3x4xi8>) outs(%arg1 : tensor<4x2x3xi8>) {
  ^bb0(%in: i8, %out: i8):
    linalg.yield %in : i8
  } -> tensor<4x2x3xi8>
  return %0 : tensor<4x2x3xi8>
}
func.func @broadcast(%arg0: tensor<3xi8>, %arg1: tensor<2x3x4xi8>) -> tensor<2x3x4xi8> {
  %0 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3xi8>) outs(%arg1 : tensor<2x3x4xi8>) {
  ^bb0(%in: i8, %out: i8):
    linalg.yield %in : i8
  } -> tensor<2x3x4xi8>
  return %0 : tensor<2x3x4xi8>
}
func.func @map(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xi32>, tensor<4xi32>) outs(%arg2 : tensor<4xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.subi %in, %in_0 : i32
    linalg.yield %1 : i32
  } -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @reduce(%arg0: tensor<2x3xi32>, %arg1: tensor<2xi32>) -> tensor<2xi32> {
  %0 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<2x3xi32>) outs(%arg1 : tensor<2xi32>) {
  ^bb0(%in: i32, %out: i32):
    %1 = arith.xori %in, %out : i32
    linalg.yield %1 : i32
  } -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @matmul(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
func.func @matmul_dynamic(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @matmul_i8_i32(%arg0: tensor<2x3xi8>, %arg1: tensor<3x4xi8>, %arg2: tensor<2x4xi32>) -> tensor<2x4xi32> {
  %0 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x4xi32>) {
  ^bb0(%in: i8, %in_0: i8, %out: i32):
    %1 = arith.extsi %in : i8 to i32
    %2 = arith.extsi %in_0 : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %out, %3 : i32
    linalg.yield %4 : i32
  } -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}
func.func @matmul_unsigned(%arg0: tensor<2x3xi8>, %arg1: tensor<3x4xi8>, %arg2: tensor<2x4xi32>) -> tensor<2x4xi32> {
  %0 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x4xi32>) {
  ^bb0(%in: i8, %in_0: i8, %out: i32):
    %1 = arith.extui %in : i8 to i32
    %2 = arith.extui %in_0 : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %out, %3 : i32
    linalg.yield %4 : i32
  } -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}
func.func @matmul_transpose_b(%arg0: tensor<2x3xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map7, #map10, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
func.func @batch_matmul(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x3x2xf32>, %arg2: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x2x3xf32>, tensor<2x3x2xf32>) outs(%arg2 : tensor<2x2x2xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
func.func @batch_reduce_matmul(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x3x2xf32>, %arg2: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.generic {indexing_maps = [#map11, #map12, #map14], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x2x3xf32>, tensor<2x3x2xf32>) outs(%arg2 : tensor<2x2xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @matvec(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.generic {indexing_maps = [#map1, #map15, #map6], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<3xf32>) outs(%arg2 : tensor<2xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @vecmat(%arg0: tensor<3xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.generic {indexing_maps = [#map15, #map16, #map6], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<3xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @batch_matvec(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.generic {indexing_maps = [#map4, #map7, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x2x3xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<2x2xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @batch_vecmat(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3x2xf32>, %arg2: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.generic {indexing_maps = [#map7, #map17, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3x2xf32>) outs(%arg2 : tensor<2x2xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @dot(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map18], iterator_types = ["reduction"]} ins(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) outs(%arg2 : tensor<f32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @mmt4d(%arg0: tensor<2x2x2x2xi32>, %arg1: tensor<2x2x2x2xi32>, %arg2: tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi32> {
  %0 = linalg.generic {indexing_maps = [#map19, #map20, #map21], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x2x2x2xi32>, tensor<2x2x2x2xi32>) outs(%arg2 : tensor<2x2x2x2xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.muli %in, %in_0 : i32
    %2 = arith.addi %out, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<2x2x2x2xi32>
  return %0 : tensor<2x2x2x2xi32>
}
func.func @quantized_matmul(%arg0: tensor<2x3xi8>, %arg1: tensor<3x2xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = linalg.generic {indexing_maps = [#map7, #map8, #map22, #map22, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3xi8>, tensor<3x2xi8>, i32, i32) outs(%arg4 : tensor<2x2xi32>) {
  ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
    %1 = arith.extsi %in : i8 to i32
    %2 = arith.subi %1, %in_1 : i32
    %3 = arith.extsi %in_0 : i8 to i32
    %4 = arith.subi %3, %in_2 : i32
    %5 = arith.muli %2, %4 : i32
    %6 = arith.addi %out, %5 : i32
    linalg.yield %6 : i32
  } -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @quantized_batch_matmul(%arg0: tensor<1x2x3xi8>, %arg1: tensor<1x3x2xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<1x2x2xi32>) -> tensor<1x2x2xi32> {
  %0 = linalg.generic {indexing_maps = [#map11, #map12, #map23, #map23, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<1x2x3xi8>, tensor<1x3x2xi8>, i32, i32) outs(%arg4 : tensor<1x2x2xi32>) {
  ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
    %1 = arith.extsi %in : i8 to i32
    %2 = arith.subi %1, %in_1 : i32
    %3 = arith.extsi %in_0 : i8 to i32
    %4 = arith.subi %3, %in_2 : i32
    %5 = arith.muli %2, %4 : i32
    %6 = arith.addi %out, %5 : i32
    linalg.yield %6 : i32
  } -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}
func.func @contract(%arg0: tensor<3x2xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map24, #map8, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<3x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
func.func @sub_wrong(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.subf %in_0, %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @fill_wrong(%arg0: i8, %arg1: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %0 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : i8) outs(%arg1 : tensor<2x3xi8>) {
  ^bb0(%in: i8, %out: i8):
    linalg.yield %out : i8
  } -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
func.func @transpose_wrong(%arg0: tensor<2x2x2xi8>, %arg1: tensor<2x2x2xi8>) -> tensor<2x2x2xi8> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x2x2xi8>) outs(%arg1 : tensor<2x2x2xi8>) {
  ^bb0(%in: i8, %out: i8):
    linalg.yield %in : i8
  } -> tensor<2x2x2xi8>
  return %0 : tensor<2x2x2xi8>
}
func.func @matmul_wrong_map(%arg0: tensor<2x2xi8>, %arg1: tensor<2x2xi8>, %arg2: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %0 = linalg.generic {indexing_maps = [#map7, affine_map<(d0, d1, d2) -> (d1, d2)>, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x2xi8>, tensor<2x2xi8>) outs(%arg2 : tensor<2x2xi8>) {
  ^bb0(%in: i8, %in_0: i8, %out: i8):
    %1 = arith.muli %in, %in_0 : i8
    %2 = arith.addi %out, %1 : i8
    linalg.yield %2 : i8
  } -> tensor<2x2xi8>
  return %0 : tensor<2x2xi8>
}
func.func @matmul_dynamic_wrong(%arg0: tensor<?x?xi32>, %arg1: tensor<?x?xi32>, %arg2: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?xi32>, tensor<?x?xi32>) outs(%arg2 : tensor<?x?xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.muli %in, %in_0 : i32
    %2 = arith.maxsi %out, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
func.func @exp_wrong(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.log %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @transpose_def(%a: tensor<2x3x4xi8>, %o: tensor<4x2x3xi8>) -> tensor<4x2x3xi8> {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = tensor.generate {
  ^bb0(%i: index, %j: index, %k: index):
    %x = tensor.extract %a[%j, %k, %i] : tensor<2x3x4xi8>
    tensor.yield %x : i8
  } : tensor<4x2x3xi8>
  return %r : tensor<4x2x3xi8>
}
func.func @broadcast_def(%a: tensor<3xi8>) -> tensor<2x3x4xi8> {
  %r = tensor.generate {
  ^bb0(%i: index, %j: index, %k: index):
    %x = tensor.extract %a[%j] : tensor<3xi8>
    tensor.yield %x : i8
  } : tensor<2x3x4xi8>
  return %r : tensor<2x3x4xi8>
}
func.func @fill_def(%x: f32, %n: index) -> tensor<?x3xf32> {
  %r = tensor.splat %x[%n] : tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
func.func @matmul_def(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = tensor.generate {
  ^bb0(%i: index, %j: index):
    %acc = tensor.extract %c[%i, %j] : tensor<2x2xf32>
    %a0 = tensor.extract %a[%i, %c0] : tensor<2x2xf32>
    %b0 = tensor.extract %b[%c0, %j] : tensor<2x2xf32>
    %a1 = tensor.extract %a[%i, %c1] : tensor<2x2xf32>
    %b1 = tensor.extract %b[%c1, %j] : tensor<2x2xf32>
    %p0 = arith.mulf %a0, %b0 : f32
    %s0 = arith.addf %acc, %p0 : f32
    %p1 = arith.mulf %a1, %b1 : f32
    %s1 = arith.addf %s0, %p1 : f32
    tensor.yield %s1 : f32
  } : tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @dot_def(%a: tensor<3xi32>, %b: tensor<3xi32>, %c: tensor<i32>) -> tensor<i32> {
  %ab = arith.muli %a, %b : tensor<3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x0 = tensor.extract %ab[%c0] : tensor<3xi32>
  %x1 = tensor.extract %ab[%c1] : tensor<3xi32>
  %x2 = tensor.extract %ab[%c2] : tensor<3xi32>
  %i = tensor.extract %c[] : tensor<i32>
  %s0 = arith.addi %x2, %x1 : i32
  %s1 = arith.addi %s0, %x0 : i32
  %s2 = arith.addi %s1, %i : i32
  %r = tensor.from_elements %s2 : tensor<i32>
  return %r : tensor<i32>
}
