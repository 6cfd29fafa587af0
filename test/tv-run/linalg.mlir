// tv-run on linalg: every structured op is its loop nest (semantics.md 11): parallel loops
// from the output maps, reductions in loop order from the output's element, the body per
// iteration with linalg.index bound; poison stays per element; shapes that disagree,
// output or input elements never written that the body uses, and UB in the body end the run.
// RUN: %tv-run %s @matmul "[[1, 2, 3], [4, 5, 6]]" "[[1, 0], [0, 1], [poison, 2]]" "[[10, 20], [30, 40]]" | FileCheck %s --check-prefix=MATMUL
// MATMUL: {{\[}}[poison, 28], [poison, 57]] : tensor<2x2xi32>
func.func @matmul(%a: tensor<2x3xi32>, %b: tensor<3x2xi32>, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<2x3xi32>, tensor<3x2xi32>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
// the first largest element and its index (two outputs, linalg.index)
// RUN: %tv-run %s @argmax "[1.0, 7.0, -3.0, 7.0]" | FileCheck %s --check-prefix=ARGMAX
// ARGMAX: 7.0 : tensor<f32>
// ARGMAX-NEXT: 1 : tensor<i64>
func.func @argmax(%a: tensor<4xf32>) -> (tensor<f32>, tensor<i64>) {
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0 : i64
  %e0 = tensor.empty() : tensor<f32>
  %e1 = tensor.empty() : tensor<i64>
  %m = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %i = linalg.fill ins(%z : i64) outs(%e1 : tensor<i64>) -> tensor<i64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>],
                         iterator_types = ["reduction"]}
      ins(%a : tensor<4xf32>) outs(%m, %i : tensor<f32>, tensor<i64>) {
  ^bb0(%x: f32, %acc: f32, %idx: i64):
    %k = linalg.index 0 : index
    %k64 = arith.index_cast %k : index to i64
    %gt = arith.cmpf ogt, %x, %acc : f32
    %nm = arith.select %gt, %x, %acc : f32
    %ni = arith.select %gt, %k64, %idx : i64
    linalg.yield %nm, %ni : f32, i64
  } -> (tensor<f32>, tensor<i64>)
  return %r#0, %r#1 : tensor<f32>, tensor<i64>
}
// a strided convolution (compound maps), a transpose and a broadcast
// RUN: %tv-run %s @shapes "[[[1], [2], [3], [4]]]" "[[[1]], [[10]]]" | FileCheck %s --check-prefix=SHAPES
// SHAPES: {{\[\[\[}}21], [43]]] : tensor<1x2x1xi32>
// SHAPES-NEXT: {{\[\[\[}}1, 2, 3, 4]]] : tensor<1x1x4xi32>
// SHAPES-NEXT: {{\[\[}}1, 10], [1, 10]] : tensor<2x2xi32>
func.func @shapes(%i: tensor<1x4x1xi32>, %w: tensor<2x1x1xi32>) -> (tensor<1x2x1xi32>, tensor<1x1x4xi32>, tensor<2x2xi32>) {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x2x1xi32>
  %o = linalg.fill ins(%z : i32) outs(%e : tensor<1x2x1xi32>) -> tensor<1x2x1xi32>
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
       ins(%i, %w : tensor<1x4x1xi32>, tensor<2x1x1xi32>) outs(%o : tensor<1x2x1xi32>) -> tensor<1x2x1xi32>
  %et = tensor.empty() : tensor<1x1x4xi32>
  %t = linalg.transpose ins(%i : tensor<1x4x1xi32>) outs(%et : tensor<1x1x4xi32>) permutation = [0, 2, 1]
  %w1 = tensor.collapse_shape %w [[0, 1, 2]] : tensor<2x1x1xi32> into tensor<2xi32>
  %eb = tensor.empty() : tensor<2x2xi32>
  %b = linalg.broadcast ins(%w1 : tensor<2xi32>) outs(%eb : tensor<2x2xi32>) dimensions = [0]
  return %r, %t, %b : tensor<1x2x1xi32>, tensor<1x1x4xi32>, tensor<2x2xi32>
}
// a reduction of zero steps leaves the output as it was; an output map with a constant
// writes one column (m[i][0] + m[i][1] in column 1, column 0 keeps the init)
// RUN: %tv-run %s @partial 0 "[[1, 2], [3, 4]]" | FileCheck %s --check-prefix=ZERO
// ZERO: [7, 7] : tensor<2xi32>
// ZERO-NEXT: {{\[}}[0, 3], [0, 7]] : tensor<2x2xi32>
// RUN: %tv-run %s @partial 2 "[[1, 2], [3, 4]]" | FileCheck %s --check-prefix=TWO
// TWO: [10, 14] : tensor<2xi32>
// TWO-NEXT: {{\[}}[0, 3], [0, 7]] : tensor<2x2xi32>
func.func @partial(%n: index, %m: tensor<2x2xi32>) -> (tensor<2xi32>, tensor<2x2xi32>) {
  %s = tensor.extract_slice %m[0, 0] [2, %n] [1, 1] : tensor<2x2xi32> to tensor<2x?xi32>
  %c7 = arith.constant 7 : i32
  %e = tensor.empty() : tensor<2xi32>
  %o = linalg.fill ins(%c7 : i32) outs(%e : tensor<2xi32>) -> tensor<2xi32>
  %r = linalg.reduce ins(%s : tensor<2x?xi32>) outs(%o : tensor<2xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %a = arith.addi %x, %acc : i32
      linalg.yield %a : i32
    }
  %z = arith.constant dense<0> : tensor<2x2xi32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 1)>, affine_map<(d0) -> (d0, 1)>],
                       iterator_types = ["parallel"]}
      ins(%m, %m : tensor<2x2xi32>, tensor<2x2xi32>) outs(%z : tensor<2x2xi32>) {
  ^bb0(%x: i32, %y: i32, %acc: i32):
    %a = arith.addi %x, %y : i32
    linalg.yield %a : i32
  } -> tensor<2x2xi32>
  return %r, %c : tensor<2xi32>, tensor<2x2xi32>
}
// undefined behaviour: shapes that disagree, an output element never written that the body
// reads, a division by zero in the body
// RUN: not %tv-run %s @ub 3 "[1, 2, 3]" | FileCheck %s --check-prefix=UB-SHAPE
// UB-SHAPE: undefined behaviour: operand 1 has size 2 in dimension 0 where loop d0 has 3 at {{.*}}linalg.mlir:[[#@LINE+18]]:10
// RUN: not %tv-run %s @ub 2 "[1, 2, 3]" | FileCheck %s --check-prefix=UB-UNWRITTEN
// UB-UNWRITTEN: undefined behaviour: read of an output element never written at {{.*}}linalg.mlir:[[#@LINE+28]]:10
// RUN: not %tv-run %s @ub 1 "[1, 0, 3]" | FileCheck %s --check-prefix=UB-DIV
// UB-DIV: undefined behaviour: division by zero at {{.*}}linalg.mlir:[[#@LINE+39]]:10
// RUN: %tv-run %s @ub 1 "[1, 2, 3]" | FileCheck %s --check-prefix=OK
// OK: [6, 3, 2] : tensor<3xi32>
func.func @ub(%k: index, %a: tensor<3xi32>) -> tensor<3xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %six = arith.constant 6 : i32
  %e = tensor.empty() : tensor<3xi32>
  %sz = arith.subi %c2, %c0 : index
  %small = tensor.empty(%sz) : tensor<?xi32>
  %isbad = arith.cmpi eq, %k, %c3 : index
  %r = scf.if %isbad -> tensor<3xi32> {
    %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%a : tensor<3xi32>) outs(%small : tensor<?xi32>) {
    ^bb0(%x: i32, %o: i32):
      linalg.yield %x : i32
    } -> tensor<?xi32>
    %c = tensor.cast %d : tensor<?xi32> to tensor<3xi32>
    scf.yield %c : tensor<3xi32>
  } else {
    scf.yield %a : tensor<3xi32>
  }
  %two = arith.cmpi eq, %k, %c2 : index
  %u = scf.if %two -> tensor<3xi32> {
    %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%r : tensor<3xi32>) outs(%e : tensor<3xi32>) {
    ^bb0(%x: i32, %o: i32):
      %s = arith.addi %x, %o : i32
      linalg.yield %s : i32
    } -> tensor<3xi32>
    scf.yield %d : tensor<3xi32>
  } else {
    scf.yield %r : tensor<3xi32>
  }
  %q = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%u : tensor<3xi32>) outs(%e : tensor<3xi32>) {
  ^bb0(%x: i32, %unused: i32):
    %v = arith.divsi %six, %x : i32
    linalg.yield %v : i32
  } -> tensor<3xi32>
  return %q : tensor<3xi32>
}
// a fastmath<reassoc> fold: run in loop order, one of the values the semantics allow
// RUN: %tv-run %s @reassoc "[1.0, 2.0, 3.0]" | FileCheck %s --check-prefix=REASSOC
// REASSOC: 6.0 : tensor<f32>
// REASSOC-NEXT: note: one of several values the semantics allow: a fastmath<reassoc> reduction
func.func @reassoc(%a: tensor<3xf32>) -> tensor<f32> {
  %c = arith.constant dense<0.0> : tensor<f32>
  %r = linalg.reduce ins(%a : tensor<3xf32>) outs(%c : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc fastmath<reassoc> : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}
