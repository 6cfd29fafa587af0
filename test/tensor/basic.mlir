// tensor.empty, extract, insert, dim, from_elements, splat, generate, cast and dense constants: rewrites that hold are proven, wrong ones are incorrect, static and dynamic shapes.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @extract_insert_same: proven
// CHECK-LABEL: @extract_insert_other: proven [{{abstract|ieee}}]
// CHECK-LABEL: @extract_insert_sym: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}}
// CHECK-LABEL: @insert_insert_dyn: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @insert_swap_wrong: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}} at index [{{[0-9]}}]
// CHECK-LABEL: @dim_empty: proven [{{abstract|ieee}}] (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @dim_static: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @dim_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %t = {{.*}} : tensor<4x?xi32>
// CHECK-NEXT: source: returns {{[0-9]+}} : index
// CHECK-NEXT: target: returns 4 : index
// CHECK-LABEL: @from_elements_extract: proven
// CHECK-LABEL: @from_elements_wrong: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}}
// CHECK-LABEL: @splat_extract_dyn: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @splat_dim: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @splat_to_from_elements: proven [{{abstract|ieee}}]
// CHECK-LABEL: @splat_to_from_elements_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}} at index [2]
// CHECK-LABEL: @generate_extract: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @generate_wrong: incorrect
// CHECK-NEXT: why: result #0 differs at index [{{[0-9]+}}, {{[0-9]}}]
// CHECK-LABEL: @cast_roundtrip: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @cast_then_dim: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @cast_adds_assumption: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %t = {{.*}} : tensor<?xi32>
// CHECK-NEXT: source: returns {{[0-35-9]|[0-9][0-9]+}} : index
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @constant_extract: proven
// CHECK-LABEL: @constant_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 20 : i32
// CHECK-NEXT: target: returns 30 : i32
// CHECK-LABEL: @constant_splat_2d: proven
// CHECK-LABEL: @constant_splat_2d_wrong: incorrect
// CHECK-NEXT: why: result #0 differs at index [1, 2] (source 7, target 8)

//--- src.mlir
// extract (insert x at i) at i -> x
func.func @extract_insert_same(%t: tensor<4xi32>, %x: i32, %i: index) -> i32 {
  %u = tensor.insert %x into %t[%i] : tensor<4xi32>
  %e = tensor.extract %u[%i] : tensor<4xi32>
  return %e : i32
}
// extract at 1 of (insert at 0) -> extract at 1 of the original
func.func @extract_insert_other(%t: tensor<2x3xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = tensor.insert %x into %t[%c0, %c0] : tensor<2x3xf32>
  %e = tensor.extract %u[%c0, %c1] : tensor<2x3xf32>
  return %e : f32
}
// extract at j of (insert x at i) -> x is wrong when i != j
func.func @extract_insert_sym(%t: tensor<4xi32>, %x: i32, %i: index, %j: index) -> i32 {
  %u = tensor.insert %x into %t[%i] : tensor<4xi32>
  %e = tensor.extract %u[%j] : tensor<4xi32>
  return %e : i32
}
// two inserts at distinct constant indices commute (dynamic size)
func.func @insert_insert_dyn(%t: tensor<?xi8>, %x: i8, %y: i8) -> tensor<?xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = tensor.insert %x into %t[%c0] : tensor<?xi8>
  %v = tensor.insert %y into %u[%c1] : tensor<?xi8>
  return %v : tensor<?xi8>
}
// ... but not at the same symbolic index
func.func @insert_swap_wrong(%t: tensor<8xi8>, %x: i8, %y: i8, %i: index, %j: index) -> tensor<8xi8> {
  %u = tensor.insert %x into %t[%i] : tensor<8xi8>
  %v = tensor.insert %y into %u[%j] : tensor<8xi8>
  return %v : tensor<8xi8>
}
func.func @dim_empty(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%n) : tensor<3x?xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %e, %c1 : tensor<3x?xf32>
  return %d : index
}
func.func @dim_static(%t: tensor<4x?xi32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<4x?xi32>
  return %d : index
}
// dim 1 is dynamic: not 4
func.func @dim_wrong(%t: tensor<4x?xi32>) -> index {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<4x?xi32>
  return %d : index
}
func.func @from_elements_extract(%a: i16, %b: i16, %c: i16, %d: i16) -> i16 {
  %t = tensor.from_elements %a, %b, %c, %d : tensor<2x2xi16>
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c1, %c0] : tensor<2x2xi16>
  return %e : i16
}
// row-major: [1, 0] is the third operand, not the second
func.func @from_elements_wrong(%a: i16, %b: i16, %c: i16, %d: i16) -> i16 {
  %t = tensor.from_elements %a, %b, %c, %d : tensor<2x2xi16>
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c1, %c0] : tensor<2x2xi16>
  return %e : i16
}
// extract of a splat is the scalar (in bounds: else the source has UB)
func.func @splat_extract_dyn(%x: i32, %n: index, %i: index) -> i32 {
  %t = tensor.splat %x[%n] : tensor<?xi32>
  %e = tensor.extract %t[%i] : tensor<?xi32>
  return %e : i32
}
func.func @splat_dim(%x: i32, %n: index) -> index {
  %t = tensor.splat %x[%n] : tensor<?xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xi32>
  return %d : index
}
func.func @splat_to_from_elements(%x: f32) -> tensor<3xf32> {
  %t = tensor.splat %x : tensor<3xf32>
  return %t : tensor<3xf32>
}
func.func @splat_to_from_elements_wrong(%x: f32, %y: f32) -> tensor<3xf32> {
  %t = tensor.splat %x : tensor<3xf32>
  return %t : tensor<3xf32>
}
// generate i*10+j, extract [i, j]
func.func @generate_extract(%n: index, %i: index, %j: index) -> index {
  %c10 = arith.constant 10 : index
  %t = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    %m = arith.muli %a, %c10 : index
    %s = arith.addi %m, %b : index
    tensor.yield %s : index
  } : tensor<?x4xindex>
  %e = tensor.extract %t[%i, %j] : tensor<?x4xindex>
  return %e : index
}
func.func @generate_wrong(%n: index) -> tensor<?x4xindex> {
  %c10 = arith.constant 10 : index
  %t = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    %m = arith.muli %a, %c10 : index
    %s = arith.addi %m, %b : index
    tensor.yield %s : index
  } : tensor<?x4xindex>
  return %t : tensor<?x4xindex>
}
func.func @cast_roundtrip(%t: tensor<?x4xi32>) -> tensor<?x4xi32> {
  %a = tensor.cast %t : tensor<?x4xi32> to tensor<?x?xi32>
  %b = tensor.cast %a : tensor<?x?xi32> to tensor<?x4xi32>
  return %b : tensor<?x4xi32>
}
// after a cast to tensor<4xi32> the size is 4 (else the cast is UB)
func.func @cast_then_dim(%t: tensor<?xi32>) -> index {
  %a = tensor.cast %t : tensor<?xi32> to tensor<4xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<4xi32>
  return %d : index
}
// inserting a cast to a static shape adds UB
func.func @cast_adds_assumption(%t: tensor<?xi32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xi32>
  return %d : index
}
func.func @constant_extract() -> i32 {
  %t = arith.constant dense<[10, 20, 30]> : tensor<3xi32>
  %c1 = arith.constant 1 : index
  %e = tensor.extract %t[%c1] : tensor<3xi32>
  return %e : i32
}
func.func @constant_wrong() -> i32 {
  %t = arith.constant dense<[10, 20, 30]> : tensor<3xi32>
  %c1 = arith.constant 1 : index
  %e = tensor.extract %t[%c1] : tensor<3xi32>
  return %e : i32
}
func.func @constant_splat_2d() -> tensor<2x3xi32> {
  %t = arith.constant dense<7> : tensor<2x3xi32>
  return %t : tensor<2x3xi32>
}
func.func @constant_splat_2d_wrong() -> tensor<2x3xi32> {
  %t = arith.constant dense<7> : tensor<2x3xi32>
  return %t : tensor<2x3xi32>
}

//--- tgt.mlir
func.func @extract_insert_same(%t: tensor<4xi32>, %x: i32, %i: index) -> i32 {
  return %x : i32
}
func.func @extract_insert_other(%t: tensor<2x3xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.extract %t[%c0, %c1] : tensor<2x3xf32>
  return %e : f32
}
func.func @extract_insert_sym(%t: tensor<4xi32>, %x: i32, %i: index, %j: index) -> i32 {
  return %x : i32
}
func.func @insert_insert_dyn(%t: tensor<?xi8>, %x: i8, %y: i8) -> tensor<?xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = tensor.insert %y into %t[%c1] : tensor<?xi8>
  %v = tensor.insert %x into %u[%c0] : tensor<?xi8>
  return %v : tensor<?xi8>
}
func.func @insert_swap_wrong(%t: tensor<8xi8>, %x: i8, %y: i8, %i: index, %j: index) -> tensor<8xi8> {
  %u = tensor.insert %y into %t[%j] : tensor<8xi8>
  %v = tensor.insert %x into %u[%i] : tensor<8xi8>
  return %v : tensor<8xi8>
}
func.func @dim_empty(%n: index) -> index {
  return %n : index
}
func.func @dim_static(%t: tensor<4x?xi32>) -> index {
  %c4 = arith.constant 4 : index
  return %c4 : index
}
func.func @dim_wrong(%t: tensor<4x?xi32>) -> index {
  %c4 = arith.constant 4 : index
  return %c4 : index
}
func.func @from_elements_extract(%a: i16, %b: i16, %c: i16, %d: i16) -> i16 {
  return %c : i16
}
func.func @from_elements_wrong(%a: i16, %b: i16, %c: i16, %d: i16) -> i16 {
  return %b : i16
}
func.func @splat_extract_dyn(%x: i32, %n: index, %i: index) -> i32 {
  return %x : i32
}
func.func @splat_dim(%x: i32, %n: index) -> index {
  return %n : index
}
func.func @splat_to_from_elements(%x: f32) -> tensor<3xf32> {
  %t = tensor.from_elements %x, %x, %x : tensor<3xf32>
  return %t : tensor<3xf32>
}
func.func @splat_to_from_elements_wrong(%x: f32, %y: f32) -> tensor<3xf32> {
  %t = tensor.from_elements %x, %x, %y : tensor<3xf32>
  return %t : tensor<3xf32>
}
func.func @generate_extract(%n: index, %i: index, %j: index) -> index {
  %c10 = arith.constant 10 : index
  %m = arith.muli %i, %c10 : index
  %s = arith.addi %m, %j : index
  return %s : index
}
// j*10+i instead of i*10+j
func.func @generate_wrong(%n: index) -> tensor<?x4xindex> {
  %c10 = arith.constant 10 : index
  %t = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    %m = arith.muli %b, %c10 : index
    %s = arith.addi %m, %a : index
    tensor.yield %s : index
  } : tensor<?x4xindex>
  return %t : tensor<?x4xindex>
}
func.func @cast_roundtrip(%t: tensor<?x4xi32>) -> tensor<?x4xi32> {
  return %t : tensor<?x4xi32>
}
func.func @cast_then_dim(%t: tensor<?xi32>) -> index {
  %c4 = arith.constant 4 : index
  return %c4 : index
}
func.func @cast_adds_assumption(%t: tensor<?xi32>) -> index {
  %a = tensor.cast %t : tensor<?xi32> to tensor<4xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<4xi32>
  return %d : index
}
func.func @constant_extract() -> i32 {
  %c = arith.constant 20 : i32
  return %c : i32
}
func.func @constant_wrong() -> i32 {
  %c = arith.constant 30 : i32
  return %c : i32
}
func.func @constant_splat_2d() -> tensor<2x3xi32> {
  %t = arith.constant dense<[[7, 7, 7], [7, 7, 7]]> : tensor<2x3xi32>
  return %t : tensor<2x3xi32>
}
func.func @constant_splat_2d_wrong() -> tensor<2x3xi32> {
  %t = arith.constant dense<[[7, 7, 7], [7, 7, 8]]> : tensor<2x3xi32>
  return %t : tensor<2x3xi32>
}
