// MLIR 22 findings of tv-sweep (docs/findings.md; `tv-sweep --pass=canonicalize
// --dialect=arith`, cast-of-cast chains): canonicalize folds
// index_cast(index_cast(x : index to i8) : i8 to index) to x, though the inner cast
// truncates (x = 255 comes back as -1); the same for index_castui; and it folds
// truncf(sitofp(x) : i32 to f32) : f32 to bf16 into one sitofp to bf16, which rounds once
// where the source rounds twice (double rounding gives another bf16 for some x).
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --canonicalize %s -o /dev/null 2>&1 | FileCheck %s
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @index_cast_twice: result #0 differs
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @index_castui_twice: result #0 differs
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @sitofp_truncf [ieee]: result #0 differs
// CHECK-DAG: note: executed: source returns {{.*}} : bf16; target returns {{.*}} : bf16
// CHECK: tv: 1 pass runs, 3 checks: 0 proven, 3 incorrect
func.func @index_cast_twice(%x: index) -> index {
  %n = arith.index_cast %x : index to i8
  %r = arith.index_cast %n : i8 to index
  return %r : index
}

func.func @index_castui_twice(%x: index) -> index {
  %n = arith.index_castui %x : index to i8
  %r = arith.index_castui %n : i8 to index
  return %r : index
}

func.func @sitofp_truncf(%x: i32) -> bf16 {
  %f = arith.sitofp %x : i32 to f32
  %r = arith.truncf %f : f32 to bf16
  return %r : bf16
}
