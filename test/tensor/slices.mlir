// tensor.extract_slice and tensor.insert_slice: static and dynamic offsets, sizes and strides, rank-reducing slices; correct rewrites are proven, wrong ones incorrect.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @es_strided: proven
// CHECK-LABEL: @es_strided_wrong: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}} at index [{{[1-3]}}]
// CHECK-LABEL: @es_full: proven
// CHECK-LABEL: @es_dyn_extract: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @es_rank_reduce: proven
// CHECK-LABEL: @es_rank_reduce_wrong: incorrect
// CHECK-NEXT: why: {{result #0 differs|result #0 is poison in the target but not in the source|target has undefined behaviour where the source has none}}
// CHECK-LABEL: @es_compose_dyn: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @es_compose_empty_edge: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @es_compose_wrong: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}} at index [{{[0-9]+}}]
// CHECK-LABEL: @is_then_es_dyn: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @is_then_es_2d: proven
// CHECK-LABEL: @is_full: proven
// CHECK-LABEL: @is_stride_wrong: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}} at index [{{[0-9]}}]
// CHECK-LABEL: @is_rank_reduce: proven
// CHECK-LABEL: @is_offset_wrong_dyn: incorrect
// CHECK-NEXT: why: {{.*}}
// CHECK-LABEL: @is_disjoint_commute: proven

//--- src.mlir
func.func @es_strided(%t: tensor<8x16xi32>) -> tensor<4xi32> {
  %s = tensor.extract_slice %t[2, 3][1, 4][1, 2] : tensor<8x16xi32> to tensor<4xi32>
  return %s : tensor<4xi32>
}
func.func @es_strided_wrong(%t: tensor<8x16xi32>) -> tensor<4xi32> {
  %s = tensor.extract_slice %t[2, 3][1, 4][1, 2] : tensor<8x16xi32> to tensor<4xi32>
  return %s : tensor<4xi32>
}
func.func @es_full(%t: tensor<4x5xi8>) -> tensor<4x5xi8> {
  %s = tensor.extract_slice %t[0, 0][4, 5][1, 1] : tensor<4x5xi8> to tensor<4x5xi8>
  return %s : tensor<4x5xi8>
}
// element k of slice [o][n][1] is element o + k
func.func @es_dyn_extract(%t: tensor<?xi32>, %o: index, %n: index, %k: index) -> i32 {
  %s = tensor.extract_slice %t[%o][%n][1] : tensor<?xi32> to tensor<?xi32>
  %e = tensor.extract %s[%k] : tensor<?xi32>
  return %e : i32
}
// row i of a 4x8 matrix as a rank-reduced slice
func.func @es_rank_reduce(%t: tensor<4x8xi32>, %i: index, %j: index) -> i32 {
  %s = tensor.extract_slice %t[%i, 0][1, 8][1, 1] : tensor<4x8xi32> to tensor<8xi32>
  %e = tensor.extract %s[%j] : tensor<8xi32>
  return %e : i32
}
func.func @es_rank_reduce_wrong(%t: tensor<4x8xi32>, %i: index, %j: index) -> i32 {
  %s = tensor.extract_slice %t[%i, 0][1, 8][1, 1] : tensor<4x8xi32> to tensor<8xi32>
  %e = tensor.extract %s[%j] : tensor<8xi32>
  return %e : i32
}
// a slice of a slice is one slice: offsets add, strides multiply
func.func @es_compose_dyn(%t: tensor<?xi32>, %a: index, %b: index, %n: index) -> tensor<?xi32> {
  %s = tensor.extract_slice %t[%a][16][1] : tensor<?xi32> to tensor<16xi32>
  %r = tensor.extract_slice %s[%b][%n][1] : tensor<16xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}
// with an outer stride 2 the composed offset of an empty slice at the end (b = 16, n = 0)
// is past the end of t: offset a + 32 with a + 30 < dim can exceed dim
func.func @es_compose_empty_edge(%t: tensor<?xi32>, %a: index, %b: index, %n: index) -> tensor<?xi32> {
  %s = tensor.extract_slice %t[%a][16][2] : tensor<?xi32> to tensor<16xi32>
  %r = tensor.extract_slice %s[%b][%n][1] : tensor<16xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @es_compose_wrong(%t: tensor<64xi32>, %a: index, %b: index) -> tensor<4xi32> {
  %s = tensor.extract_slice %t[%a][16][2] : tensor<64xi32> to tensor<16xi32>
  %r = tensor.extract_slice %s[%b][4][1] : tensor<16xi32> to tensor<4xi32>
  return %r : tensor<4xi32>
}
// extracting the window just inserted gives the inserted tensor
func.func @is_then_es_dyn(%t: tensor<?xi32>, %u: tensor<?xi32>, %o: index, %n: index) -> tensor<?xi32> {
  %i = tensor.insert_slice %u into %t[%o][%n][1] : tensor<?xi32> into tensor<?xi32>
  %s = tensor.extract_slice %i[%o][%n][1] : tensor<?xi32> to tensor<?xi32>
  return %s : tensor<?xi32>
}
func.func @is_then_es_2d(%t: tensor<4x8xi32>, %u: tensor<2x3xi32>, %o: index) -> tensor<2x3xi32> {
  %i = tensor.insert_slice %u into %t[%o, 1][2, 3][1, 2] : tensor<2x3xi32> into tensor<4x8xi32>
  %s = tensor.extract_slice %i[%o, 1][2, 3][1, 2] : tensor<4x8xi32> to tensor<2x3xi32>
  return %s : tensor<2x3xi32>
}
func.func @is_full(%t: tensor<4xi32>, %u: tensor<4xi32>) -> tensor<4xi32> {
  %i = tensor.insert_slice %u into %t[0][4][1] : tensor<4xi32> into tensor<4xi32>
  return %i : tensor<4xi32>
}
func.func @is_stride_wrong(%t: tensor<8xi32>, %u: tensor<3xi32>) -> tensor<8xi32> {
  %s = tensor.insert_slice %u into %t[1][3][2] : tensor<3xi32> into tensor<8xi32>
  return %s : tensor<8xi32>
}
// inserting a row (rank-altering) and reading an element of it
func.func @is_rank_reduce(%t: tensor<4x8xi32>, %u: tensor<8xi32>, %j: index) -> i32 {
  %c2 = arith.constant 2 : index
  %i = tensor.insert_slice %u into %t[2, 0][1, 8][1, 1] : tensor<8xi32> into tensor<4x8xi32>
  %e = tensor.extract %i[%c2, %j] : tensor<4x8xi32>
  return %e : i32
}
func.func @is_offset_wrong_dyn(%t: tensor<?xi32>, %u: tensor<?xi32>, %o: index, %n: index) -> tensor<?xi32> {
  %i = tensor.insert_slice %u into %t[%o][%n][1] : tensor<?xi32> into tensor<?xi32>
  return %i : tensor<?xi32>
}
// inserts into disjoint windows commute
func.func @is_disjoint_commute(%t: tensor<8xi32>, %u: tensor<2xi32>, %v: tensor<3xi32>) -> tensor<8xi32> {
  %a = tensor.insert_slice %u into %t[0][2][1] : tensor<2xi32> into tensor<8xi32>
  %b = tensor.insert_slice %v into %a[4][3][1] : tensor<3xi32> into tensor<8xi32>
  return %b : tensor<8xi32>
}

//--- tgt.mlir
func.func @es_strided(%t: tensor<8x16xi32>) -> tensor<4xi32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %a = tensor.extract %t[%c2, %c3] : tensor<8x16xi32>
  %b = tensor.extract %t[%c2, %c5] : tensor<8x16xi32>
  %c = tensor.extract %t[%c2, %c7] : tensor<8x16xi32>
  %d = tensor.extract %t[%c2, %c9] : tensor<8x16xi32>
  %r = tensor.from_elements %a, %b, %c, %d : tensor<4xi32>
  return %r : tensor<4xi32>
}
// stride 1 instead of 2: element 3 is [2, 6], not [2, 9]
func.func @es_strided_wrong(%t: tensor<8x16xi32>) -> tensor<4xi32> {
  %s = tensor.extract_slice %t[2, 3][1, 4][1, 1] : tensor<8x16xi32> to tensor<4xi32>
  return %s : tensor<4xi32>
}
func.func @es_full(%t: tensor<4x5xi8>) -> tensor<4x5xi8> {
  return %t : tensor<4x5xi8>
}
func.func @es_dyn_extract(%t: tensor<?xi32>, %o: index, %n: index, %k: index) -> i32 {
  %p = arith.addi %o, %k : index
  %e = tensor.extract %t[%p] : tensor<?xi32>
  return %e : i32
}
func.func @es_rank_reduce(%t: tensor<4x8xi32>, %i: index, %j: index) -> i32 {
  %e = tensor.extract %t[%i, %j] : tensor<4x8xi32>
  return %e : i32
}
func.func @es_rank_reduce_wrong(%t: tensor<4x8xi32>, %i: index, %j: index) -> i32 {
  %e = tensor.extract %t[%j, %i] : tensor<4x8xi32>
  return %e : i32
}
func.func @es_compose_dyn(%t: tensor<?xi32>, %a: index, %b: index, %n: index) -> tensor<?xi32> {
  %o = arith.addi %a, %b : index
  %r = tensor.extract_slice %t[%o][%n][1] : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @es_compose_empty_edge(%t: tensor<?xi32>, %a: index, %b: index, %n: index) -> tensor<?xi32> {
  %c2 = arith.constant 2 : index
  %b2 = arith.muli %b, %c2 : index
  %o = arith.addi %a, %b2 : index
  %r = tensor.extract_slice %t[%o][%n][2] : tensor<?xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}
// forgot that the inner offset is in units of the outer stride
func.func @es_compose_wrong(%t: tensor<64xi32>, %a: index, %b: index) -> tensor<4xi32> {
  %o = arith.addi %a, %b : index
  %r = tensor.extract_slice %t[%o][4][2] : tensor<64xi32> to tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @is_then_es_dyn(%t: tensor<?xi32>, %u: tensor<?xi32>, %o: index, %n: index) -> tensor<?xi32> {
  return %u : tensor<?xi32>
}
func.func @is_then_es_2d(%t: tensor<4x8xi32>, %u: tensor<2x3xi32>, %o: index) -> tensor<2x3xi32> {
  return %u : tensor<2x3xi32>
}
func.func @is_full(%t: tensor<4xi32>, %u: tensor<4xi32>) -> tensor<4xi32> {
  return %u : tensor<4xi32>
}
func.func @is_stride_wrong(%t: tensor<8xi32>, %u: tensor<3xi32>) -> tensor<8xi32> {
  %s = tensor.insert_slice %u into %t[1][3][3] : tensor<3xi32> into tensor<8xi32>
  return %s : tensor<8xi32>
}
func.func @is_rank_reduce(%t: tensor<4x8xi32>, %u: tensor<8xi32>, %j: index) -> i32 {
  %e = tensor.extract %u[%j] : tensor<8xi32>
  return %e : i32
}
func.func @is_offset_wrong_dyn(%t: tensor<?xi32>, %u: tensor<?xi32>, %o: index, %n: index) -> tensor<?xi32> {
  %c1 = arith.constant 1 : index
  %o1 = arith.addi %o, %c1 : index
  %i = tensor.insert_slice %u into %t[%o1][%n][1] : tensor<?xi32> into tensor<?xi32>
  return %i : tensor<?xi32>
}
func.func @is_disjoint_commute(%t: tensor<8xi32>, %u: tensor<2xi32>, %v: tensor<3xi32>) -> tensor<8xi32> {
  %a = tensor.insert_slice %v into %t[4][3][1] : tensor<3xi32> into tensor<8xi32>
  %b = tensor.insert_slice %u into %a[0][2][1] : tensor<2xi32> into tensor<8xi32>
  return %b : tensor<8xi32>
}
