// tv-run on the tensor ops that move elements: extract_slice, insert_slice (strided,
// rank-reducing, dynamic offsets), collapse_shape, expand_shape, reshape, concat and pad
// (its body run per padding element). Poison elements travel with their element; each op's
// undefined behaviour (semantics.md 10) ends the run.
// RUN: %tv-run %s @slice "[[0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 10, 11]]" 1 | FileCheck %s --check-prefix=SLICE
// SLICE: [4, 10] : tensor<2xi32>
// RUN: not %tv-run %s @slice "[[0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 10, 11]]" 2 | FileCheck %s --check-prefix=SLICE-UB
// SLICE-UB: undefined behaviour: a slice out of bounds in dimension 0 at {{.*}}tensor-shapes.mlir:[[#@LINE+2]]:8
func.func @slice(%t: tensor<4x3xi32>, %o: index) -> tensor<2xi32> {
  %s = tensor.extract_slice %t[%o, 1] [2, 1] [2, 1] : tensor<4x3xi32> to tensor<2xi32>
  return %s : tensor<2xi32>
}
// a zero stride repeats one element
// RUN: %tv-run %s @slice_bcast "[1, 2, 3]" | FileCheck %s --check-prefix=BCAST
// BCAST: [2, 2, 2, 2] : tensor<4xi32>
func.func @slice_bcast(%t: tensor<3xi32>) -> tensor<4xi32> {
  %s = tensor.extract_slice %t[1] [4] [0] : tensor<3xi32> to tensor<4xi32>
  return %s : tensor<4xi32>
}
// RUN: %tv-run %s @insert_slice "[[0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 10, 11]]" "[poison, -7]" 2 | FileCheck %s --check-prefix=INS
// INS: {{\[}}[0, 1, 2], [3, 4, 5], [poison, 7, -7], [9, 10, 11]] : tensor<4x3xi32>
// RUN: not %tv-run %s @insert_slice "[[0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 10, 11]]" "[1, 2]" 4 | FileCheck %s --check-prefix=INS-UB
// INS-UB: undefined behaviour: a slice out of bounds in dimension 0
func.func @insert_slice(%t: tensor<4x3xi32>, %x: tensor<2xi32>, %o: index) -> tensor<4x3xi32> {
  %s = tensor.insert_slice %x into %t[%o, 0] [1, 2] [1, 2] : tensor<2xi32> into tensor<4x3xi32>
  return %s : tensor<4x3xi32>
}
// a source whose dynamic size is not the slice's
// RUN: not %tv-run %s @insert_size "[1, 2, 3]" 2 | FileCheck %s --check-prefix=INS-SIZE
// INS-SIZE: undefined behaviour: a source whose sizes are not the slice's
func.func @insert_size(%x: tensor<3xi32>, %n: index) -> tensor<4xi32> {
  %d = arith.constant dense<0> : tensor<4xi32>
  %c = tensor.cast %x : tensor<3xi32> to tensor<?xi32>
  %s = tensor.insert_slice %c into %d[0] [%n] [1] : tensor<?xi32> into tensor<4xi32>
  return %s : tensor<4xi32>
}
// RUN: %tv-run %s @reshapes "[[1, 2, 3], [4, poison, 6]]" 3 | FileCheck %s --check-prefix=RESHAPE
// RESHAPE: [1.0, 2.0, 3.0, 4.0, poison, 6.0] : tensor<6xf32>
// RESHAPE-NEXT: {{\[}}[1.0, 2.0], [3.0, 4.0], [poison, 6.0]] : tensor<3x2xf32>
// RESHAPE-NEXT: {{\[\[\[}}1.0], [2.0], [3.0]], {{\[\[}}4.0], [poison], [6.0]]] : tensor<2x3x1xf32>
// RUN: not %tv-run %s @reshapes "[[1, 2, 3], [4, 5, 6]]" 4 | FileCheck %s --check-prefix=EXPAND-UB
// EXPAND-UB: undefined behaviour: output sizes whose product is not the source size 6
func.func @reshapes(%t: tensor<2x3xf32>, %n: index) -> (tensor<6xf32>, tensor<3x2xf32>, tensor<2x3x1xf32>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %cd = tensor.cast %c : tensor<6xf32> to tensor<?xf32>
  %e = tensor.expand_shape %cd [[0, 1]] output_shape [%n, 2] : tensor<?xf32> into tensor<?x2xf32>
  %s = tensor.cast %e : tensor<?x2xf32> to tensor<3x2xf32>
  %shape = arith.constant dense<[2, 3, 1]> : tensor<3xi32>
  %r = tensor.reshape %c(%shape) : (tensor<6xf32>, tensor<3xi32>) -> tensor<2x3x1xf32>
  return %c, %s, %r : tensor<6xf32>, tensor<3x2xf32>, tensor<2x3x1xf32>
}
// reshape's sizes come from a tensor: another element count, or a poison size, is UB
// RUN: %tv-run %s @reshape "[3, 2]" | FileCheck %s --check-prefix=RS
// RS: {{\[}}[1, 2], [3, 4], [5, 6]] : tensor<?x?xi8>
// RUN: not %tv-run %s @reshape "[4, 2]" | FileCheck %s --check-prefix=RS-UB
// RS-UB: undefined behaviour: a shape of another element count than the source's 6
// RUN: not %tv-run %s @reshape "[poison, 2]" | FileCheck %s --check-prefix=RS-POISON
// RS-POISON: undefined behaviour: a poison or unwritten size
func.func @reshape(%shape: tensor<2xi64>) -> tensor<?x?xi8> {
  %t = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi8>
  %r = tensor.reshape %t(%shape) : (tensor<6xi8>, tensor<2xi64>) -> tensor<?x?xi8>
  return %r : tensor<?x?xi8>
}
// RUN: %tv-run %s @concat "[[1, 2], [3, 4]]" "[[poison, 6]]" 2 | FileCheck %s --check-prefix=CONCAT
// CONCAT: {{\[}}[1, 2], [3, 4], [poison, 6], [1, 2], [3, 4]] : tensor<5x2xi32>
// RUN: not %tv-run %s @concat "[[1, 2], [3, 4]]" "[[5, 6]]" 1 | FileCheck %s --check-prefix=CONCAT-UB
// CONCAT-UB: undefined behaviour: inputs whose sizes differ in dimension 1
func.func @concat(%a: tensor<2x2xi32>, %b: tensor<1x2xi32>, %n: index) -> tensor<5x2xi32> {
  %e = tensor.extract_slice %a[0, 0] [2, %n] [1, 1] : tensor<2x2xi32> to tensor<2x?xi32>
  %c = tensor.concat dim(0) %a, %b, %e : (tensor<2x2xi32>, tensor<1x2xi32>, tensor<2x?xi32>) -> tensor<5x2xi32>
  return %c : tensor<5x2xi32>
}
// pad: the body runs for padding elements only, with their indices
// RUN: %tv-run %s @pad "[[10, 20], [30, 40]]" 1 | FileCheck %s --check-prefix=PAD
// PAD: {{\[}}[0, 10, 20, 3], [1, 30, 40, 4], [2, 3, 4, 5]] : tensor<3x4xi32>
// RUN: not %tv-run %s @pad "[[10, 20], [30, 40]]" 2 | FileCheck %s --check-prefix=PAD-UB
// PAD-UB: undefined behaviour: a result of size 5 where its type says 4
func.func @pad(%t: tensor<2x2xi32>, %l: index) -> tensor<3x4xi32> {
  %p = tensor.pad %t low[0, %l] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %k = arith.addi %i, %j : index
    %v = arith.index_cast %k : index to i32
    tensor.yield %v : i32
  } : tensor<2x2xi32> to tensor<3x4xi32>
  return %p : tensor<3x4xi32>
}
// UB in the body counts only where it runs: a division by 3i + j - 4, zero only inside
// the source
// RUN: %tv-run %s @pad_div "[[7.5]]" | FileCheck %s --check-prefix=PAD-DIV
// PAD-DIV: {{\[}}[-1.0, -1.0, -1.0], [-1.0, 7.5, 1.0]] : tensor<2x3xf32>
func.func @pad_div(%t: tensor<1x1xf32>) -> tensor<2x3xf32> {
  %p = tensor.pad %t low[1, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %i3 = arith.muli %i, %c3 : index
    %ij = arith.addi %i3, %j : index
    %d = arith.subi %ij, %c4 : index
    %q = arith.divsi %d, %d : index
    %s = arith.constant -1.0 : f32
    %o = arith.constant 1.0 : f32
    %z = arith.constant 0 : index
    %neg = arith.cmpi slt, %d, %z : index
    %v = arith.select %neg, %s, %o : f32
    tensor.yield %v : f32
  } : tensor<1x1xf32> to tensor<2x3xf32>
  return %p : tensor<2x3xf32>
}
