// MLIR 22 finding of tv-sweep (docs/findings.md; `tv-sweep --pass=canonicalize
// --dialect=tosa`, tosa.clamp): canonicalize removes a tosa.clamp whose bounds are the
// whole range of the type (-Inf, +Inf) even with nan_mode IGNORE, where TOSA's CLAMP turns
// a NaN into min_val (IGNORE: max(NaN, min_val) is min_val): the source gives -Inf for a
// NaN element, the target the NaN. A clamp after it then sees the NaN too.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --canonicalize %s -o /dev/null 2>&1 | FileCheck %s
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @full_range_ignore [ieee]: result #0 differs
// CHECK-DAG: note: executed: source returns [-inf (0xFF800000), -inf (0xFF800000)] : tensor<2xf32>; target returns [0x{{[0-9A-F]+}}, 0x{{[0-9A-F]+}}] : tensor<2xf32>
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @then_relu [ieee]: result #0 differs
// CHECK-DAG: note: executed: source returns [0.0, 0.0] : tensor<2xf32>; target returns [0x{{[0-9A-F]+}}, 0x{{[0-9A-F]+}}] : tensor<2xf32>
func.func @full_range_ignore(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.clamp %x {min_val = 0xFF800000 : f32, max_val = 0x7F800000 : f32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @then_relu(%x: tensor<2xf32>) -> tensor<2xf32> {
  %a = tosa.clamp %x {min_val = 0xFF800000 : f32, max_val = 0x7F800000 : f32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<2xf32>) -> tensor<2xf32>
  %r = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
