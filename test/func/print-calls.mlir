// Calls of functions declared without a body are events (semantics.md, "Observable
// behaviour"), as the MLIR runner's print functions (printI64, printNewline, printMemrefF32,
// printMemrefI32) are: the target must make the source's calls in order, each with
// arguments that refine the source's, before the source's first undefined behaviour, and
// no other calls where the source has none. A tensor or memref argument is what it holds
// at the call, through unranked casts too (MLIR's runner idiom: tensor.cast or memref.cast
// to tensor<*xf32> / memref<*xi32>, then call @printMemref*): the ranked value with its
// shape. A run calls a bodiless function without results as the callee that does nothing.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-run %t/src.mlir @runner 3 "[1.0, 2.0]" | FileCheck %s --check-prefix=OUT
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(func.func(canonicalize,cse),one-shot-bufferize{bufferize-function-boundaries},canonicalize)' %t/prog.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLUGIN
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi}))' %t/prog.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MUT

// CHECK-LABEL: @fold: proven
// CHECK-LABEL: @tensor_idiom: proven
// CHECK-LABEL: @memref_idiom: proven
// CHECK-LABEL: @ub_after: proven
// CHECK-LABEL: @dropped: incorrect
// CHECK-NEXT: why: the target does not make the source's call #2 (@printNewline)
// CHECK: executed: source calls @printI64(0), calls @printNewline() then returns nothing; target calls @printI64(0) then returns nothing
// CHECK-LABEL: @swapped: incorrect
// CHECK: executed: source calls @printI64([[A:-?[0-9]+]]), calls @printI64([[B:-?[0-9]+]]) then returns nothing; target calls @printI64([[B]]), calls @printI64([[A]]) then returns nothing
// CHECK-LABEL: @wrong_value: incorrect
// CHECK: executed: source calls @printI64({{-?[0-9]+}}) then returns nothing; target calls @printI64({{-?[0-9]+}}) then returns nothing
// CHECK-LABEL: @tensor_wrong: incorrect
// CHECK: executed: source calls @printMemrefF32([{{.*}}]) then returns nothing; target calls @printMemrefF32([1.0, {{.*}}]) then returns nothing
// CHECK-LABEL: @store_moved: incorrect
// CHECK-NEXT: why: call #1 differs: the source makes @printMemrefI32([[[X:-?[0-9]+]], {{.*}}]), the target @printMemrefI32([{{.*}}])
// CHECK: target (run): calls @printMemrefI32([{{.*}}]) then returns nothing and leaves %m = [[[X]], {{.*}}] : memref<4xi32>
// CHECK-LABEL: @ub_first: incorrect
// CHECK-NEXT: why: the target does not make the source's call #1 (@printI64)
// CHECK: executed: source calls @printI64(0) then has undefined behaviour: division by zero at {{.*}}; target has undefined behaviour: division by zero
// CHECK-LABEL: @unranked_argument: unsupported
// CHECK-LABEL: @branches: proven
// CHECK-LABEL: @hoisted_past_if: incorrect
// CHECK-NEXT: why: call #1 differs: the source makes @printI64, the target vector.print
// CHECK: executed: source calls @printI64(0), prints 0 then returns nothing; target prints 0, calls @printI64(0) then returns nothing

// OUT: @printI64(3)
// OUT-NEXT: @printNewline()
// OUT-NEXT: @printMemrefF32([2.0, 3.0])
// OUT-NEXT: @printMemrefI32([3, 3])

// PLUGIN-NOT: incorrect on
// PLUGIN: tv: {{[0-9]+}} pass runs, [[N:[0-9]+]] checks: [[N]] proven, 0 incorrect
// MUT: error: tv: pass 'tv-test-mutate' is incorrect on @main [ieee]: call #1 differs: the source makes @printI64(3), the target @printI64(-1)
// MUT: note: executed: source calls @printI64(3), calls @printNewline(), calls @printMemrefF32([3.0, 3.0, 3.0, 3.0]) then returns nothing; target calls @printI64(-1), calls @printNewline(), calls @printMemrefF32([-1.0, -1.0, -1.0, -1.0]) then returns nothing

//--- src.mlir
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefAny(memref<*xi32>)

func.func @fold(%x: i64) {
  %c0 = arith.constant 0 : i64
  %y = arith.addi %x, %c0 : i64
  call @printI64(%y) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @tensor_idiom(%t: tensor<4xf32>) {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func @memref_idiom(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  %u = memref.cast %m : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
// UB after a call: the call is owed, after it anything goes
func.func @ub_after(%x: i64) -> i64 {
  call @printI64(%x) : (i64) -> ()
  %c0 = arith.constant 0 : i64
  %q = arith.divsi %x, %c0 : i64
  return %q : i64
}
func.func @dropped(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @swapped(%x: i64, %y: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printI64(%y) : (i64) -> ()
  return
}
func.func @wrong_value(%x: i64) {
  %c1 = arith.constant 1 : i64
  %y = arith.addi %x, %c1 : i64
  call @printI64(%y) : (i64) -> ()
  return
}
func.func @tensor_wrong(%t: tensor<4xf32>) {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func @store_moved(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  %u = memref.cast %m : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @ub_first(%x: i64, %d: i64) -> i64 {
  call @printI64(%x) : (i64) -> ()
  %q = arith.divsi %x, %d : i64
  return %q : i64
}
func.func @unranked_argument(%m: memref<*xi32>) {
  call @printMemrefAny(%m) : (memref<*xi32>) -> ()
  return
}
// events on branches keep their order per path: a join's call duplicated into both branches
func.func @branches(%c: i1, %x: i64) {
  cf.cond_br %c, ^a, ^b
^a:
  func.call @printI64(%x) : (i64) -> ()
  cf.br ^e
^b:
  vector.print %x : i64
  cf.br ^e
^e:
  func.call @printI64(%x) : (i64) -> ()
  return
}
func.func @hoisted_past_if(%c: i1, %x: i64) {
  scf.if %c {
    func.call @printI64(%x) : (i64) -> ()
  }
  vector.print %x : i64
  return
}
func.func @runner(%x: i64, %t: tensor<2xf32>) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  %one = arith.constant dense<1.0> : tensor<2xf32>
  %s = arith.addf %t, %one : tensor<2xf32>
  %u = tensor.cast %s : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %m = memref.alloc() : memref<2xi32>
  %x32 = arith.trunci %x : i64 to i32
  linalg.fill ins(%x32 : i32) outs(%m : memref<2xi32>)
  %mu = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%mu) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<2xi32>
  return
}

//--- tgt.mlir
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefAny(memref<*xi32>)

func.func @fold(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @tensor_idiom(%t: tensor<4xf32>) {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %r = tensor.cast %u : tensor<*xf32> to tensor<4xf32>
  %v = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
func.func @memref_idiom(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  %u = memref.cast %m : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @ub_after(%x: i64) -> i64 {
  call @printI64(%x) : (i64) -> ()
  return %x : i64
}
func.func @dropped(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  return
}
func.func @swapped(%x: i64, %y: i64) {
  call @printI64(%y) : (i64) -> ()
  call @printI64(%x) : (i64) -> ()
  return
}
func.func @wrong_value(%x: i64) {
  %c2 = arith.constant 2 : i64
  %y = arith.addi %x, %c2 : i64
  call @printI64(%y) : (i64) -> ()
  return
}
func.func @tensor_wrong(%t: tensor<4xf32>) {
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %t2 = tensor.insert %c into %t[%c0] : tensor<4xf32>
  %u = tensor.cast %t2 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func @store_moved(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %u = memref.cast %m : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.store %v, %m[%c0] : memref<4xi32>
  return
}
func.func @ub_first(%x: i64, %d: i64) -> i64 {
  %q = arith.divsi %x, %d : i64
  call @printI64(%x) : (i64) -> ()
  return %q : i64
}
func.func @unranked_argument(%m: memref<*xi32>) {
  call @printMemrefAny(%m) : (memref<*xi32>) -> ()
  return
}

func.func @branches(%c: i1, %x: i64) {
  cf.cond_br %c, ^a, ^b
^a:
  func.call @printI64(%x) : (i64) -> ()
  func.call @printI64(%x) : (i64) -> ()
  return
^b:
  vector.print %x : i64
  func.call @printI64(%x) : (i64) -> ()
  return
}
func.func @hoisted_past_if(%c: i1, %x: i64) {
  vector.print %x : i64
  scf.if %c {
    func.call @printI64(%x) : (i64) -> ()
  }
  return
}

//--- prog.mlir
// a runner test: canonicalize and cse fold what it prints, one-shot-bufferize turns the
// tensor.cast idiom into memref.cast (and the declaration's type with it)
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %x = arith.extsi %s : i32 to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  %f = arith.sitofp %s : i32 to f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
