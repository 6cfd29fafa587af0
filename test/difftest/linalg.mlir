// Templates of the differential self-test (tools/difftest-templates.c) for linalg: every
// structured op (generic and the named ops) runs through one evaluator (linalg.c,
// ev_structured) over the encoder's loop nest; these vary element types, maps (strides,
// dilations, transposed operands, constants), reductions (integer, float, several outputs,
// zero steps) and the body (linalg.index, UB in it). Small static shapes only.

// ---- elementwise named ops ----
func.func @abs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.abs ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @add(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>, %o: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %r = linalg.add ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%o : tensor<2x2xi8>) -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @sub(%a: tensor<3xf16>, %b: tensor<3xf16>, %o: tensor<3xf16>) -> tensor<3xf16> {
  %r = linalg.sub ins(%a, %b : tensor<3xf16>, tensor<3xf16>) outs(%o : tensor<3xf16>) -> tensor<3xf16>
  return %r : tensor<3xf16>
}
func.func @mul(%a: tensor<3xi64>, %b: tensor<3xi64>, %o: tensor<3xi64>) -> tensor<3xi64> {
  %r = linalg.mul ins(%a, %b : tensor<3xi64>, tensor<3xi64>) outs(%o : tensor<3xi64>) -> tensor<3xi64>
  return %r : tensor<3xi64>
}
// divsi: UB for a zero divisor or MIN / -1 in some element
func.func @div(%a: tensor<3xi8>, %b: tensor<3xi8>, %o: tensor<3xi8>) -> tensor<3xi8> {
  %r = linalg.div ins(%a, %b : tensor<3xi8>, tensor<3xi8>) outs(%o : tensor<3xi8>) -> tensor<3xi8>
  return %r : tensor<3xi8>
}
func.func @div_f(%a: tensor<2xbf16>, %b: tensor<2xbf16>, %o: tensor<2xbf16>) -> tensor<2xbf16> {
  %r = linalg.div ins(%a, %b : tensor<2xbf16>, tensor<2xbf16>) outs(%o : tensor<2xbf16>) -> tensor<2xbf16>
  return %r : tensor<2xbf16>
}
func.func @div_unsigned(%a: tensor<3xi32>, %b: tensor<3xi32>, %o: tensor<3xi32>) -> tensor<3xi32> {
  %r = linalg.div_unsigned ins(%a, %b : tensor<3xi32>, tensor<3xi32>) outs(%o : tensor<3xi32>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}
func.func @max(%a: tensor<3xbf16>, %b: tensor<3xbf16>, %o: tensor<3xbf16>) -> tensor<3xbf16> {
  %r = linalg.max ins(%a, %b : tensor<3xbf16>, tensor<3xbf16>) outs(%o : tensor<3xbf16>) -> tensor<3xbf16>
  return %r : tensor<3xbf16>
}
func.func @min(%a: tensor<3xi64>, %b: tensor<3xi64>, %o: tensor<3xi64>) -> tensor<3xi64> {
  %r = linalg.min ins(%a, %b : tensor<3xi64>, tensor<3xi64>) outs(%o : tensor<3xi64>) -> tensor<3xi64>
  return %r : tensor<3xi64>
}
func.func @ceil(%a: tensor<4xf64>, %o: tensor<4xf64>) -> tensor<4xf64> {
  %r = linalg.ceil ins(%a : tensor<4xf64>) outs(%o : tensor<4xf64>) -> tensor<4xf64>
  return %r : tensor<4xf64>
}
func.func @floor(%a: tensor<4xf16>, %o: tensor<4xf16>) -> tensor<4xf16> {
  %r = linalg.floor ins(%a : tensor<4xf16>) outs(%o : tensor<4xf16>) -> tensor<4xf16>
  return %r : tensor<4xf16>
}
func.func @negf(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.negf ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @reciprocal(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.reciprocal ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @round(%a: tensor<4xbf16>, %o: tensor<4xbf16>) -> tensor<4xbf16> {
  %r = linalg.round ins(%a : tensor<4xbf16>) outs(%o : tensor<4xbf16>) -> tensor<4xbf16>
  return %r : tensor<4xbf16>
}
func.func @sqrt(%a: tensor<4xf16>, %o: tensor<4xf16>) -> tensor<4xf16> {
  %r = linalg.sqrt ins(%a : tensor<4xf16>) outs(%o : tensor<4xf16>) -> tensor<4xf16>
  return %r : tensor<4xf16>
}
func.func @square(%a: tensor<4xf16>, %o: tensor<4xf16>) -> tensor<4xf16> {
  %r = linalg.square ins(%a : tensor<4xf16>) outs(%o : tensor<4xf16>) -> tensor<4xf16>
  return %r : tensor<4xf16>
}
func.func @select(%c: tensor<4xi1>, %a: tensor<4xf16>, %b: tensor<4xf16>, %o: tensor<4xf16>) -> tensor<4xf16> {
  %r = linalg.select ins(%c, %a, %b : tensor<4xi1>, tensor<4xf16>, tensor<4xf16>) outs(%o : tensor<4xf16>) -> tensor<4xf16>
  return %r : tensor<4xf16>
}
func.func @elementwise(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
// The math functions the encoder leaves uninterpreted are exact on NaN (and some at +-0):
// x - x is +0.0 or NaN, (x - x) * Inf is NaN.
func.func @exp_log(%a: tensor<4xf32>, %o: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %z = linalg.sub ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %e = linalg.exp ins(%z : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %l = linalg.log ins(%z : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %e, %l : tensor<4xf32>, tensor<4xf32>
}
func.func @erf_tanh(%a: tensor<4xf16>, %o: tensor<4xf16>) -> (tensor<4xf16>, tensor<4xf16>) {
  %z = linalg.sub ins(%a, %a : tensor<4xf16>, tensor<4xf16>) outs(%o : tensor<4xf16>) -> tensor<4xf16>
  %e = linalg.erf ins(%z : tensor<4xf16>) outs(%o : tensor<4xf16>) -> tensor<4xf16>
  %t = linalg.tanh ins(%z : tensor<4xf16>) outs(%o : tensor<4xf16>) -> tensor<4xf16>
  return %e, %t : tensor<4xf16>, tensor<4xf16>
}
func.func @rsqrt_powf(%a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %inf = arith.constant dense<0x7F800000> : tensor<4xf32>
  %z = linalg.sub ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %n = linalg.mul ins(%z, %inf : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.rsqrt ins(%n : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %zb = linalg.sub ins(%b, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %p = linalg.powf ins(%a, %zb : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %r, %p : tensor<4xf32>, tensor<4xf32>
}

// ---- copies, permutations, fill, map, reduce ----
func.func @fill(%x: f64, %o: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %r = linalg.fill ins(%x : f64) outs(%o : tensor<2x3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}
func.func @fill_empty(%x: i1) -> tensor<2x2xi1> {
  %e = tensor.empty() : tensor<2x2xi1>
  %r = linalg.fill ins(%x : i1) outs(%e : tensor<2x2xi1>) -> tensor<2x2xi1>
  return %r : tensor<2x2xi1>
}
func.func @copy(%a: tensor<3x2xindex>, %o: tensor<3x2xindex>) -> tensor<3x2xindex> {
  %r = linalg.copy ins(%a : tensor<3x2xindex>) outs(%o : tensor<3x2xindex>) -> tensor<3x2xindex>
  return %r : tensor<3x2xindex>
}
func.func @transpose(%a: tensor<2x3x2xi8>, %o: tensor<2x2x3xi8>) -> tensor<2x2x3xi8> {
  %r = linalg.transpose ins(%a : tensor<2x3x2xi8>) outs(%o : tensor<2x2x3xi8>) permutation = [2, 0, 1]
  return %r : tensor<2x2x3xi8>
}
func.func @broadcast(%a: tensor<3xf16>) -> tensor<2x3x2xf16> {
  %e = tensor.empty() : tensor<2x3x2xf16>
  %r = linalg.broadcast ins(%a : tensor<3xf16>) outs(%e : tensor<2x3x2xf16>) dimensions = [0, 2]
  return %r : tensor<2x3x2xf16>
}
// map: the init is an argument the body does not use (tensor.empty is fine)
func.func @map(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.map ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>)
    (%x: i32, %y: i32, %init: i32) {
      %s = arith.subi %x, %y overflow<nsw> : i32
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
// a float sum in loop order, from the init's element (+0.0 and -0.0 differ)
func.func @reduce_f(%a: tensor<2x2xf32>, %o: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.reduce ins(%a : tensor<2x2xf32>) outs(%o : tensor<2xf32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<2xf32>
}
// two inputs and two outputs reduced together, over every dimension
func.func @reduce_two(%a: tensor<2x2xi8>, %b: tensor<2x2xf16>, %o1: tensor<i8>, %o2: tensor<f16>) -> (tensor<i8>, tensor<f16>) {
  %r:2 = linalg.reduce ins(%a, %b : tensor<2x2xi8>, tensor<2x2xf16>) outs(%o1, %o2 : tensor<i8>, tensor<f16>) dimensions = [0, 1]
    (%x: i8, %y: f16, %p: i8, %q: f16) {
      %s = arith.maxsi %x, %p : i8
      %t = arith.minimumf %y, %q : f16
      linalg.yield %s, %t : i8, f16
    }
  return %r#0, %r#1 : tensor<i8>, tensor<f16>
}

// ---- contractions ----
func.func @matmul(%a: tensor<2x3xi32>, %b: tensor<3x2xi32>, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<2x3xi32>, tensor<3x2xi32>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
func.func @matmul_f16(%a: tensor<1x2xf16>, %b: tensor<2x2xf16>, %c: tensor<1x2xf16>) -> tensor<1x2xf16> {
  %r = linalg.matmul ins(%a, %b : tensor<1x2xf16>, tensor<2x2xf16>) outs(%c : tensor<1x2xf16>) -> tensor<1x2xf16>
  return %r : tensor<1x2xf16>
}
// extension of i8 operands to the i32 accumulator, signed or (cast) unsigned
func.func @matmul_i8(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>, %c: tensor<2x2xi32>) -> (tensor<2x2xi32>, tensor<2x2xi32>) {
  %r = linalg.matmul ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  %u = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r, %u : tensor<2x2xi32>, tensor<2x2xi32>
}
func.func @matmul_transpose_b(%a: tensor<2x3xi64>, %b: tensor<2x3xi64>, %c: tensor<2x2xi64>) -> tensor<2x2xi64> {
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<2x3xi64>, tensor<2x3xi64>) outs(%c : tensor<2x2xi64>) -> tensor<2x2xi64>
  return %r : tensor<2x2xi64>
}
func.func @batch_matmul(%a: tensor<2x2x2xi8>, %b: tensor<2x2x2xi8>, %c: tensor<2x2x2xi8>) -> tensor<2x2x2xi8> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x2x2xi8>, tensor<2x2x2xi8>) outs(%c : tensor<2x2x2xi8>) -> tensor<2x2x2xi8>
  return %r : tensor<2x2x2xi8>
}
func.func @batch_reduce_matmul(%a: tensor<2x2x2xi32>, %b: tensor<2x2x2xi32>, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x2x2xi32>, tensor<2x2x2xi32>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
func.func @matvec_vecmat(%m: tensor<2x3xi32>, %v: tensor<3xi32>, %w: tensor<2xi32>, %c2: tensor<2xi32>, %c3: tensor<3xi32>) -> (tensor<2xi32>, tensor<3xi32>) {
  %r = linalg.matvec ins(%m, %v : tensor<2x3xi32>, tensor<3xi32>) outs(%c2 : tensor<2xi32>) -> tensor<2xi32>
  %s = linalg.vecmat ins(%w, %m : tensor<2xi32>, tensor<2x3xi32>) outs(%c3 : tensor<3xi32>) -> tensor<3xi32>
  return %r, %s : tensor<2xi32>, tensor<3xi32>
}
func.func @batch_matvec_vecmat(%m: tensor<2x2x2xi8>, %v: tensor<2x2xi8>, %c: tensor<2x2xi8>) -> (tensor<2x2xi8>, tensor<2x2xi8>) {
  %r = linalg.batch_matvec ins(%m, %v : tensor<2x2x2xi8>, tensor<2x2xi8>) outs(%c : tensor<2x2xi8>) -> tensor<2x2xi8>
  %s = linalg.batch_vecmat ins(%v, %m : tensor<2x2xi8>, tensor<2x2x2xi8>) outs(%c : tensor<2x2xi8>) -> tensor<2x2xi8>
  return %r, %s : tensor<2x2xi8>, tensor<2x2xi8>
}
func.func @dot(%a: tensor<3xbf16>, %b: tensor<3xbf16>, %c: tensor<bf16>) -> tensor<bf16> {
  %r = linalg.dot ins(%a, %b : tensor<3xbf16>, tensor<3xbf16>) outs(%c : tensor<bf16>) -> tensor<bf16>
  return %r : tensor<bf16>
}
func.func @dot_i(%a: tensor<4xi64>, %b: tensor<4xi64>, %c: tensor<i64>) -> tensor<i64> {
  %r = linalg.dot ins(%a, %b : tensor<4xi64>, tensor<4xi64>) outs(%c : tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}
func.func @mmt4d(%a: tensor<1x2x2x2xi32>, %b: tensor<1x2x2x2xi32>, %c: tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<1x2x2x2xi32>, tensor<1x2x2x2xi32>) outs(%c : tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32>
  return %r : tensor<1x1x2x2xi32>
}
func.func @quantized_matmul(%a: tensor<2x3xi8>, %b: tensor<3x2xi8>, %za: i32, %zb: i32, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = linalg.quantized_matmul ins(%a, %b, %za, %zb : tensor<2x3xi8>, tensor<3x2xi8>, i32, i32) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
func.func @quantized_batch_matmul(%a: tensor<2x1x2xi8>, %b: tensor<2x2x2xi8>, %za: i32, %zb: i32, %c: tensor<2x1x2xi32>) -> tensor<2x1x2xi32> {
  %r = linalg.quantized_batch_matmul ins(%a, %b, %za, %zb : tensor<2x1x2xi8>, tensor<2x2x2xi8>, i32, i32) outs(%c : tensor<2x1x2xi32>) -> tensor<2x1x2xi32>
  return %r : tensor<2x1x2xi32>
}
func.func @contract(%a: tensor<3x2xi32>, %b: tensor<3x2xi32>, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<3x2xi32>, tensor<3x2xi32>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}

// ---- convolutions (strides and dilations change the maps) ----
func.func @conv_1d(%x: tensor<5xi32>, %w: tensor<3xi32>, %o: tensor<3xi32>) -> tensor<3xi32> {
  %r = linalg.conv_1d ins(%x, %w : tensor<5xi32>, tensor<3xi32>) outs(%o : tensor<3xi32>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}
func.func @conv_1d_nwc_wcf(%x: tensor<1x7x2xi8>, %w: tensor<2x2x2xi8>, %o: tensor<1x3x2xi8>) -> tensor<1x3x2xi8> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
      ins(%x, %w : tensor<1x7x2xi8>, tensor<2x2x2xi8>) outs(%o : tensor<1x3x2xi8>) -> tensor<1x3x2xi8>
  return %r : tensor<1x3x2xi8>
}
func.func @conv_2d(%x: tensor<3x3xi32>, %w: tensor<2x2xi32>, %o: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = linalg.conv_2d ins(%x, %w : tensor<3x3xi32>, tensor<2x2xi32>) outs(%o : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
func.func @conv_2d_nhwc_hwcf(%x: tensor<1x4x4x1xi32>, %w: tensor<2x2x1x2xi32>, %o: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
      ins(%x, %w : tensor<1x4x4x1xi32>, tensor<2x2x1x2xi32>) outs(%o : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
func.func @conv_2d_nhwc_fhwc(%x: tensor<1x3x3x1xi8>, %w: tensor<2x2x2x1xi8>, %o: tensor<1x2x2x2xi8>) -> tensor<1x2x2x2xi8> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x3x3x1xi8>, tensor<2x2x2x1xi8>) outs(%o : tensor<1x2x2x2xi8>) -> tensor<1x2x2x2xi8>
  return %r : tensor<1x2x2x2xi8>
}
func.func @conv_2d_nchw_fchw(%x: tensor<1x1x3x3xi8>, %w: tensor<2x1x2x2xi8>, %o: tensor<1x2x2x2xi8>) -> tensor<1x2x2x2xi8> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x1x3x3xi8>, tensor<2x1x2x2xi8>) outs(%o : tensor<1x2x2x2xi8>) -> tensor<1x2x2x2xi8>
  return %r : tensor<1x2x2x2xi8>
}
func.func @conv_2d_q(%x: tensor<1x3x3x1xi8>, %w: tensor<2x2x1x1xi8>, %wf: tensor<1x2x2x1xi8>, %zx: i32, %zw: i32, %o: tensor<1x2x2x1xi32>) -> (tensor<1x2x2x1xi32>, tensor<1x2x2x1xi32>) {
  %r = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w, %zx, %zw : tensor<1x3x3x1xi8>, tensor<2x2x1x1xi8>, i32, i32) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %s = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %wf, %zx, %zw : tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>, i32, i32) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  return %r, %s : tensor<1x2x2x1xi32>, tensor<1x2x2x1xi32>
}
func.func @conv_3d(%x: tensor<1x2x2x2x1xi32>, %w: tensor<2x1x2x1x1xi32>, %zx: i32, %zw: i32, %o: tensor<1x1x2x1x1xi32>) -> (tensor<1x1x2x1x1xi32>, tensor<1x1x2x1x1xi32>) {
  %r = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %w : tensor<1x2x2x2x1xi32>, tensor<2x1x2x1x1xi32>) outs(%o : tensor<1x1x2x1x1xi32>) -> tensor<1x1x2x1x1xi32>
  %s = linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %w, %zx, %zw : tensor<1x2x2x2x1xi32>, tensor<2x1x2x1x1xi32>, i32, i32) outs(%o : tensor<1x1x2x1x1xi32>) -> tensor<1x1x2x1x1xi32>
  return %r, %s : tensor<1x1x2x1x1xi32>, tensor<1x1x2x1x1xi32>
}
func.func @depthwise_1d(%x: tensor<1x4x2xi32>, %w: tensor<2x2xi32>, %o: tensor<1x3x2xi32>) -> tensor<1x3x2xi32> {
  %r = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%x, %w : tensor<1x4x2xi32>, tensor<2x2xi32>) outs(%o : tensor<1x3x2xi32>) -> tensor<1x3x2xi32>
  return %r : tensor<1x3x2xi32>
}
func.func @depthwise_2d(%x: tensor<1x3x3x1xi8>, %xc: tensor<1x1x3x3xi8>, %w: tensor<2x2x1xi8>, %wc: tensor<1x2x2xi8>, %o: tensor<1x2x2x1xi8>, %oc: tensor<1x1x2x2xi8>) -> (tensor<1x2x2x1xi8>, tensor<1x1x2x2xi8>) {
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x3x3x1xi8>, tensor<2x2x1xi8>) outs(%o : tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8>
  %s = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%xc, %wc : tensor<1x1x3x3xi8>, tensor<1x2x2xi8>) outs(%oc : tensor<1x1x2x2xi8>) -> tensor<1x1x2x2xi8>
  return %r, %s : tensor<1x2x2x1xi8>, tensor<1x1x2x2xi8>
}
func.func @depthwise_2d_q(%x: tensor<1x3x3x1xi8>, %w: tensor<2x2x1xi8>, %wm: tensor<2x2x1x2xi8>, %zx: i32, %zw: i32, %o: tensor<1x2x2x1xi32>, %om: tensor<1x2x2x1x2xi32>) -> (tensor<1x2x2x1xi32>, tensor<1x2x2x1x2xi32>) {
  %r = linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w, %zx, %zw : tensor<1x3x3x1xi8>, tensor<2x2x1xi8>, i32, i32) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %s = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %wm, %zx, %zw : tensor<1x3x3x1xi8>, tensor<2x2x1x2xi8>, i32, i32) outs(%om : tensor<1x2x2x1x2xi32>) -> tensor<1x2x2x1x2xi32>
  return %r, %s : tensor<1x2x2x1xi32>, tensor<1x2x2x1x2xi32>
}
func.func @depthwise_2d_hwcm(%x: tensor<1x3x3x1xi32>, %w: tensor<2x2x1x2xi32>, %o: tensor<1x2x2x1x2xi32>) -> tensor<1x2x2x1x2xi32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x3x3x1xi32>, tensor<2x2x1x2xi32>) outs(%o : tensor<1x2x2x1x2xi32>) -> tensor<1x2x2x1x2xi32>
  return %r : tensor<1x2x2x1x2xi32>
}

// ---- poolings (the window tensor only gives the window's size) ----
func.func @pooling_max(%x: tensor<1x4x4x1xf16>, %xc: tensor<1x1x3x3xf16>, %k: tensor<2x2xf16>, %o: tensor<1x2x2x1xf16>, %oc: tensor<1x1x2x2xf16>) -> (tensor<1x2x2x1xf16>, tensor<1x1x2x2xf16>) {
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %k : tensor<1x4x4x1xf16>, tensor<2x2xf16>) outs(%o : tensor<1x2x2x1xf16>) -> tensor<1x2x2x1xf16>
  %s = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%xc, %k : tensor<1x1x3x3xf16>, tensor<2x2xf16>) outs(%oc : tensor<1x1x2x2xf16>) -> tensor<1x1x2x2xf16>
  return %r, %s : tensor<1x2x2x1xf16>, tensor<1x1x2x2xf16>
}
func.func @pooling_min(%x: tensor<1x3x3x1xi8>, %xf: tensor<1x3x3x1xbf16>, %k: tensor<2x2xi8>, %o: tensor<1x2x2x1xi8>, %of: tensor<1x2x2x1xbf16>) -> (tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1x2x2x1xbf16>) {
  %r = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x3x3x1xi8>, tensor<2x2xi8>) outs(%o : tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8>
  %s = linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x3x3x1xi8>, tensor<2x2xi8>) outs(%o : tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8>
  %t = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x3x3x1xi8>, tensor<2x2xi8>) outs(%o : tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8>
  %u = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%xf, %k : tensor<1x3x3x1xbf16>, tensor<2x2xi8>) outs(%of : tensor<1x2x2x1xbf16>) -> tensor<1x2x2x1xbf16>
  return %r, %s, %t, %u : tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1x2x2x1xbf16>
}
func.func @pooling_sum(%x: tensor<1x3x3x1xi32>, %xc: tensor<1x1x3x3xi32>, %k: tensor<2x2xi32>, %o: tensor<1x2x2x1xi32>, %oc: tensor<1x1x2x2xi32>) -> (tensor<1x2x2x1xi32>, tensor<1x1x2x2xi32>) {
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x3x3x1xi32>, tensor<2x2xi32>) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%xc, %k : tensor<1x1x3x3xi32>, tensor<2x2xi32>) outs(%oc : tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32>
  return %r, %s : tensor<1x2x2x1xi32>, tensor<1x1x2x2xi32>
}

// ---- linalg.generic ----
// argmax: two outputs reduced together, the loop index through linalg.index
func.func @argmax(%a: tensor<2x3xf16>) -> (tensor<2xf16>, tensor<2xi32>) {
  %ninf = arith.constant 0xFC00 : f16
  %z = arith.constant 0 : i32
  %e0 = tensor.empty() : tensor<2xf16>
  %e1 = tensor.empty() : tensor<2xi32>
  %m = linalg.fill ins(%ninf : f16) outs(%e0 : tensor<2xf16>) -> tensor<2xf16>
  %i = linalg.fill ins(%z : i32) outs(%e1 : tensor<2xi32>) -> tensor<2xi32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<2x3xf16>) outs(%m, %i : tensor<2xf16>, tensor<2xi32>) {
  ^bb0(%x: f16, %acc: f16, %idx: i32):
    %k = linalg.index 1 : index
    %k32 = arith.index_cast %k : index to i32
    %gt = arith.cmpf ogt, %x, %acc : f16
    %nm = arith.select %gt, %x, %acc : f16
    %ni = arith.select %gt, %k32, %idx : i32
    linalg.yield %nm, %ni : f16, i32
  } -> (tensor<2xf16>, tensor<2xi32>)
  return %r#0, %r#1 : tensor<2xf16>, tensor<2xi32>
}
// maps with constants and sums: the output's column 1 only (the rest keeps the init),
// input elements at d0 + d1 (a window) and at the constant row 2
func.func @maps(%a: tensor<4x3xi32>, %c: tensor<3x3xi32>, %b: tensor<2xi32>, %o: tensor<3x2xi32>) -> tensor<3x2xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1, 2 * d1)>, affine_map<(d0, d1) -> (2, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, 1)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%a, %c, %b : tensor<4x3xi32>, tensor<3x3xi32>, tensor<2xi32>) outs(%o : tensor<3x2xi32>) {
  ^bb0(%x: i32, %y: i32, %z: i32, %acc: i32):
    %p = arith.muli %x, %y : i32
    %q = arith.addi %p, %z : i32
    %s = arith.subi %acc, %q : i32
    linalg.yield %s : i32
  } -> tensor<3x2xi32>
  return %r : tensor<3x2xi32>
}
// a float reduction acc - x in loop order, over a dynamic number of steps (0 included: the
// init stays); the window's size from %n
func.func @subf_steps(%a: tensor<2x3xbf16>, %o: tensor<2xbf16>, %n: index) -> tensor<2xbf16> {
  %c3 = arith.constant 3 : index
  %m = arith.minui %n, %c3 : index
  %s = tensor.extract_slice %a[0, 0] [2, %m] [1, 1] : tensor<2x3xbf16> to tensor<2x?xbf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<2x?xbf16>) outs(%o : tensor<2xbf16>) {
  ^bb0(%x: bf16, %acc: bf16):
    %d = arith.subf %acc, %x : bf16
    linalg.yield %d : bf16
  } -> tensor<2xbf16>
  return %r : tensor<2xbf16>
}
// shapes that disagree at run time are UB (even when no iteration runs)
func.func @shape_ub(%a: tensor<4xi64>, %b: tensor<4xi64>, %n: index, %m: index) -> tensor<?xi64> {
  %c4 = arith.constant 4 : index
  %n4 = arith.minui %n, %c4 : index
  %m4 = arith.minui %m, %c4 : index
  %x = tensor.extract_slice %a[0] [%n4] [1] : tensor<4xi64> to tensor<?xi64>
  %y = tensor.extract_slice %b[0] [%m4] [1] : tensor<4xi64> to tensor<?xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<?xi64>) outs(%y : tensor<?xi64>) {
  ^bb0(%u: i64, %v: i64):
    %s = arith.addi %u, %v overflow<nsw> : i64
    linalg.yield %s : i64
  } -> tensor<?xi64>
  return %r : tensor<?xi64>
}
// UB in the body in some iteration; an unused output argument of tensor.empty is fine,
// a used one is UB (reading an element never written)
func.func @body_ub(%a: tensor<4xi8>, %b: tensor<4xi8>, %c: i1) -> (tensor<4xi8>, tensor<4xi8>) {
  %e = tensor.empty() : tensor<4xi8>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%a, %b : tensor<4xi8>, tensor<4xi8>) outs(%e : tensor<4xi8>) {
  ^bb0(%x: i8, %y: i8, %unused: i8):
    %q = arith.remsi %x, %y : i8
    linalg.yield %q : i8
  } -> tensor<4xi8>
  %s = scf.if %c -> tensor<4xi8> {
    %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                         iterator_types = ["parallel"]}
        ins(%a : tensor<4xi8>) outs(%e : tensor<4xi8>) {
    ^bb0(%x: i8, %acc: i8):
      %m = arith.maxui %x, %acc : i8
      linalg.yield %m : i8
    } -> tensor<4xi8>
    scf.yield %t : tensor<4xi8>
  } else {
    scf.yield %a : tensor<4xi8>
  }
  return %r, %s : tensor<4xi8>, tensor<4xi8>
}
// a scalar input, an index used in a nested region, a reassoc fold of a single step (exact)
func.func @scalar_index(%a: tensor<2x1xf32>, %x: f32, %o: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%a, %x : tensor<2x1xf32>, f32) outs(%o : tensor<2xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %i = linalg.index 0 : index
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %i, %c0 : index
    %j = linalg.index 1 : index
    %w = scf.if %first -> f32 {
      %jf = arith.index_cast %j : index to i32
      %f = arith.sitofp %jf : i32 to f32
      %p = arith.addf %u, %f : f32
      scf.yield %p : f32
    } else {
      %m = arith.mulf %u, %v : f32
      scf.yield %m : f32
    }
    %s = arith.addf %w, %acc fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
