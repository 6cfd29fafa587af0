// lower-affine (affine.for/apply/forall bodies to scf and arith), affine-loop-normalize and scf-for-to-while (a symbolic trip count) through the plugin are proven. affine-loop-unroll-jam on loops with iter_args is caught miscompiling (MLIR 22): each jammed copy gets its own accumulator started at the init, so @sum adds the init twice and @nest drops the odd iterations' accumulator.
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --pass-pipeline='builtin.module(func.func(lower-affine))' %t/in.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=LOWER --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --pass-pipeline='builtin.module(func.func(affine-loop-normalize,scf-for-to-while))' %t/in.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=NORM --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' %t/in.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=JAM

// LOWER: tv: 4 pass runs, 3 checks: 3 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged
// NORM: tv: 8 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 6 unchanged
// JAM-DAG: error: tv: pass 'affine-loop-unroll-jam' is incorrect on @sum: result #0 differs
// JAM-DAG: error: tv: pass 'affine-loop-unroll-jam' is incorrect on @nest: result #0 differs

//--- in.mlir
func.func @sum(%t: tensor<8xi32>, %x: i32) -> i32 {
  %r = affine.for %i = 2 to 10 step 2 iter_args(%s = %x) -> i32 {
    %j = affine.apply affine_map<(d0) -> (d0 floordiv 2 - 1)>(%i)
    %v = tensor.extract %t[%j] : tensor<8xi32>
    %w = arith.addi %s, %v : i32
    affine.yield %w : i32
  }
  return %r : i32
}
func.func @nest(%x: i32) -> i32 {
  %r = affine.for %i = 0 to 4 iter_args(%s = %x) -> i32 {
    %u = affine.for %j = 0 to 3 iter_args(%a = %s) -> i32 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1)>(%i, %j)
      %v = arith.index_cast %k : index to i32
      %w = arith.addi %a, %v : i32
      affine.yield %w : i32
    }
    affine.yield %u : i32
  }
  return %r : i32
}
func.func @forall(%t: tensor<8xi32>) -> tensor<8xi32> {
  %e = tensor.empty() : tensor<8xi32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> tensor<8xi32> {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %s = tensor.extract_slice %t[%off] [2] [1] : tensor<8xi32> to tensor<2xi32>
    %d = arith.muli %s, %s : tensor<2xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %d into %o[%off] [2] [1] : tensor<2xi32> into tensor<8xi32>
    }
  }
  return %r : tensor<8xi32>
}
func.func @scffor(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %m = arith.minsi %n, %c5 : index
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%s = %x) -> i32 {
    %w = arith.addi %s, %x : i32
    scf.yield %w : i32
  }
  return %r : i32
}
