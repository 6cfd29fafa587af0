// expand_shape / collapse_shape forms through the plugin: canonicalize folds a dynamic
// round trip and a rank-0 round trip (reassociation []), fold-memref-alias-ops folds a store
// through a rank-0 memref.expand_shape; all proven.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(canonicalize,fold-memref-alias-ops)' %s 2>%t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// CHECK: tv: 2 pass runs, 4 checks: 4 proven, 0 incorrect, 0 inconclusive, 0 unsupported

// IR-LABEL: func.func @t_roundtrip
// IR-NEXT: return %arg0
// IR-LABEL: func.func @t_rank0
// IR-NEXT: return %arg0
// IR-LABEL: func.func @m_rank0
// IR-NEXT: memref.store %arg1, %arg0[] : memref<f32>

func.func @t_roundtrip(%a: tensor<?x4xf32>, %n: index) -> tensor<?x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}
func.func @t_rank0(%a: tensor<f32>) -> tensor<f32> {
  %e = tensor.expand_shape %a [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %c = tensor.collapse_shape %e [] : tensor<1x1xf32> into tensor<f32>
  return %c : tensor<f32>
}
func.func @t_const_size(%a: tensor<?xf32>) -> tensor<?x4xf32> {
  %c2 = arith.constant 2 : index
  %e = tensor.expand_shape %a [[0, 1]] output_shape [%c2, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}
func.func @m_rank0(%a: memref<f32>, %v: f32) {
  %e = memref.expand_shape %a [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %e[%c0, %c0] : memref<1x1xf32>
  return
}
