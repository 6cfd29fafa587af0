// tv-selfcheck cuts a file as split-file (//--- NAME) and then as --split-input-file
// (// -----) do, checks each function against itself, names each by file and line, skips
// (and counts) a piece that does not parse, and exits 0 when none is incorrect.
// RUN: tv-selfcheck --verbose --timeout=60 --top=1 %s | FileCheck %s
// RUN: tv-selfcheck --timeout=60 %S/../arith %s | FileCheck --check-prefix=QUIET %s
// RUN: not tv-selfcheck 2>&1 | FileCheck --check-prefix=USAGE %s
// CHECK: pieces.mlir:20: @f: proven
// CHECK-NEXT: pieces.mlir:26: @f: proven [abstract]
// CHECK-NEXT: pieces.mlir:31: skipped (does not parse or verify)
// CHECK-NEXT: pieces.mlir:35: @g: proven
// CHECK-NEXT: pieces.mlir:39: @h: unsupported (llvm.mul)
// CHECK-NEXT: slow: {{.*}}pieces.mlir:{{[0-9]+}}: @{{[fgh]}} {{[0-9.]+}} s
// CHECK-NEXT: tv-selfcheck: 1 files, 4 pieces (1 skipped: do not parse or verify), 4 functions: 3 proven, 0 incorrect, 0 inconclusive, 1 unsupported, 0 timeout, 0 error in {{[0-9.]+}} s (limit 60 s per function)
// QUIET-NOT: proven
// QUIET: slow:
// QUIET: tv-selfcheck: {{[0-9]+}} files, {{.*}}, 0 incorrect,
// USAGE: usage: tv-selfcheck

//--- a.mlir
func.func @f(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %x, %c overflow<nsw> : i32
  return %r : i32
}
// -----
func.func @f(%x: f32) -> f32 {
  %r = arith.addf %x, %x : f32
  return %r : f32
}
// -----
func.func @f(%x: i32) -> i32 {
  return %y : i32
}
//--- b.mlir
func.func @g(%x: index) -> index {
  %r = arith.muli %x, %x : index
  return %r : index
}
func.func @h(%x: i32) -> i32 {
  %r = llvm.mul %x, %x : i32
  return %r : i32
}
