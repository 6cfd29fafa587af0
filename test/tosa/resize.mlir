// tosa.resize (docs/semantics.md, TOSA data ops) under tosa-to-linalg: NEAREST_NEIGHBOR and
// BILINEAR on i8 and f32, up- and downscaling, proven; the integer BILINEAR lowering with a
// negative offset is incorrect: it divides with arith.divsi (toward zero) where the spec's
// idiv_floor rounds down, so for y = oy * scale_d + offset < 0 it weighs rows 0 and 1 by
// (n - y) and y instead of reading row 0 with weight n, and a poison in row 1 reaches the
// result. A target with the nearest neighbour's tie broken the other way (dy > 1/2 instead
// of dy >= 1/2) is caught.
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 -p 'builtin.module(func.func(tosa-to-linalg))' %t/ok.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=OK
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 -p 'builtin.module(func.func(tosa-to-linalg))' %t/negative.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=NEG
// RUN: mlir-opt -p 'builtin.module(func.func(tosa-to-linalg))' %t/tie.mlir | sed 's/cmpi sge/cmpi sgt/' > %t/tie.tgt.mlir
// RUN: not %tv-check --timeout=60 %t/tie.mlir %t/tie.tgt.mlir | FileCheck %s --check-prefix=TIE

// OK: tv: 5 pass runs, 5 checks: 5 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors
// NEG: warning: tv: pass 'tosa-to-linalg' is incorrect on @bilinear_i8_negative_offset: result #0
// NEG: tv: 1 pass runs, 1 checks: 0 proven, 1 incorrect
// TIE: @nearest_i8_tie: incorrect
// TIE-NEXT: why: result #0 differs

//--- ok.mlir
func.func @nearest_i8_up(%x: tensor<1x3x3x2xi8>) -> tensor<1x5x5x2xi8> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x3x3x2xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5x5x2xi8>
  return %r : tensor<1x5x5x2xi8>
}
func.func @nearest_i8_down(%x: tensor<1x5x5x2xi8>) -> tensor<1x3x3x2xi8> {
  %scale = tosa.const_shape {values = dense<[1, 2, 1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x5x5x2xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x2xi8>
  return %r : tensor<1x3x3x2xi8>
}
func.func @bilinear_i8_up(%x: tensor<1x3x3x2xi8>) -> tensor<1x5x5x2xi32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x3x3x2xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5x5x2xi32>
  return %r : tensor<1x5x5x2xi32>
}
func.func @nearest_f32_up(%x: tensor<1x3x3x2xf32>) -> tensor<1x5x5x2xf32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x3x3x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5x5x2xf32>
  return %r : tensor<1x5x5x2xf32>
}
func.func @bilinear_f32_up(%x: tensor<1x3x3x2xf32>) -> tensor<1x5x5x2xf32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x3x3x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5x5x2xf32>
  return %r : tensor<1x5x5x2xf32>
}

//--- negative.mlir
func.func @bilinear_i8_negative_offset(%x: tensor<1x3x3x1xi8>) -> tensor<1x5x5x1xi32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x3x3x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5x5x1xi32>
  return %r : tensor<1x5x5x1xi32>
}

//--- tie.mlir
func.func @nearest_i8_tie(%x: tensor<1x3x3x1xi8>) -> tensor<1x5x5x1xi8> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x3x3x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5x5x1xi8>
  return %r : tensor<1x5x5x1xi8>
}
