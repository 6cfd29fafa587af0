// math-sincos-fusion through the plugin (MLIR's Dialect/Math/sincos-fusion.mlir cases): a math.sin and a math.cos of one value become one math.sincos, proven because sincos is their uninterpreted functions.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --math-sincos-fusion %s 2>&1 >/dev/null | FileCheck %s

// CHECK: tv: 1 pass runs, 3 checks: 3 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged

func.func @sincos_fusion(%arg0 : f32, %arg1 : f32) -> (f32, f32, f32, f32) {
  %0 = math.sin %arg0 : f32
  %1 = math.cos %arg0 : f32
  %2 = math.cos %arg1 : f32
  %3 = math.sin %arg1 : f32
  func.return %0, %1, %2, %3 : f32, f32, f32, f32
}

func.func private @sink(%arg0 : f32)

func.func @sincos_ensure_ssa_dominance(%arg0 : f32, %arg1 : f32) -> (f32, f32, f32, f32) {
  %0 = math.sin %arg0 : f32
  func.call @sink(%0) : (f32) -> ()
  %1 = math.cos %arg0 : f32
  %2 = math.cos %arg1 : f32
  func.call @sink(%2) : (f32) -> ()
  %3 = math.sin %arg1 : f32
  func.return %0, %1, %2, %3 : f32, f32, f32, f32
}

func.func @sincos_fusion_preserve_fastmath(%arg0 : f16) -> (f16, f16) {
  %0 = math.sin %arg0 fastmath<nnan> : f16
  %1 = math.cos %arg0 fastmath<nnan> : f16
  func.return %0, %1 : f16, f16
}

func.func @sincos_fusion_no_match_fmf(%arg0 : f32) -> (f32, f32) {
  %0 = math.sin %arg0 fastmath<contract> : f32
  %1 = math.cos %arg0 : f32
  func.return %0, %1 : f32, f32
}
