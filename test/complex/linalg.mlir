// Tensors of complex elements through linalg: linalg-generalize-named-ops on a complex matmul is proven (the body's complex.mul and complex.add), a body with complex.sub instead of complex.add is caught.
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --linalg-generalize-named-ops %t/src.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=PLUGIN
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// PLUGIN: tv: 1 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors
// CHECK-LABEL: @matmul_16x8x32: proven
// CHECK-LABEL: @matmul_add_to_sub: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs at index [{{[01]}}, {{[01]}}]
// CHECK-NEXT: input: %A = {{\[\[}}({{.+}})]] : tensor<2x2xcomplex<f32>>
// CHECK: executed: source returns {{\[\[}}({{.+}})]] : tensor<2x2xcomplex<f32>>; target returns {{\[\[}}({{.+}})]] : tensor<2x2xcomplex<f32>>

//--- src.mlir
func.func @matmul_16x8x32(%A: tensor<16x8xcomplex<f32>>, %B: tensor<8x32xcomplex<f32>>,
                          %C: tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>> {
  %0 = linalg.matmul ins(%A, %B: tensor<16x8xcomplex<f32>>, tensor<8x32xcomplex<f32>>)
                     outs(%C: tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>
  return %0 : tensor<16x32xcomplex<f32>>
}
func.func @matmul_add_to_sub(%A: tensor<2x2xcomplex<f32>>, %B: tensor<2x2xcomplex<f32>>,
                             %C: tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>> {
  %0 = linalg.matmul ins(%A, %B: tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>)
                     outs(%C: tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  return %0 : tensor<2x2xcomplex<f32>>
}

//--- tgt.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul_16x8x32(%A: tensor<16x8xcomplex<f32>>, %B: tensor<8x32xcomplex<f32>>,
                          %C: tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>> {
  %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<16x8xcomplex<f32>>, tensor<8x32xcomplex<f32>>) outs(%C : tensor<16x32xcomplex<f32>>) {
  ^bb0(%a: complex<f32>, %b: complex<f32>, %c: complex<f32>):
    %1 = complex.mul %a, %b : complex<f32>
    %2 = complex.add %c, %1 : complex<f32>
    linalg.yield %2 : complex<f32>
  } -> tensor<16x32xcomplex<f32>>
  return %0 : tensor<16x32xcomplex<f32>>
}
func.func @matmul_add_to_sub(%A: tensor<2x2xcomplex<f32>>, %B: tensor<2x2xcomplex<f32>>,
                             %C: tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>> {
  %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) outs(%C : tensor<2x2xcomplex<f32>>) {
  ^bb0(%a: complex<f32>, %b: complex<f32>, %c: complex<f32>):
    %1 = complex.mul %a, %b : complex<f32>
    %2 = complex.sub %c, %1 : complex<f32>
    linalg.yield %2 : complex<f32>
  } -> tensor<2x2xcomplex<f32>>
  return %0 : tensor<2x2xcomplex<f32>>
}
