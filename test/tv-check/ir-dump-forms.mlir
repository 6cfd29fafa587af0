// tv-check --ir-dump reads every form an MLIR tool prints its dumps in: with
// --mlir-print-ir-module-scope (the header names the function, "('func.func' operation:
// @f)", and the dump is the whole module), in generic form (--mlir-print-op-generic), and
// with --mlir-print-ir-after-change (an unchanged pass prints no "after": counted as
// unchanged). Each gives the verdicts of the plain dump. A function pass's dump without module
// scope is the func.func alone: its calls and globals are resolved from the nearest module
// dump in the log, else from the other functions' dumps (a declaration is dumped too); a
// global the log never shows makes the pass unsupported, and the message says to print with
// module scope. Under after-change a declaration's runs print no 'after' either: counted
// as unchanged.
// RUN: mlir-opt --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading -p 'builtin.module(func.func(canonicalize,cse))' %s 2>%t.scope >/dev/null
// RUN: %tv-check --timeout=60 --ir-dump=%t.scope 2>&1 | FileCheck %s
// RUN: mlir-opt --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-op-generic --mlir-disable-threading -p 'builtin.module(canonicalize,func.func(canonicalize,cse))' %s 2>%t.generic >/dev/null
// RUN: FileCheck %s --check-prefix=IS-GENERIC < %t.generic
// RUN: %tv-check --timeout=60 --ir-dump=%t.generic 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-print-ir-module-scope --mlir-disable-threading -p 'builtin.module(func.func(canonicalize,cse))' %s 2>%t.change >/dev/null
// RUN: %tv-check --timeout=60 --ir-dump=%t.change 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: mlir-opt --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-print-op-generic --mlir-print-ir-after-change --mlir-disable-threading -p 'builtin.module(func.func(canonicalize,cse))' %s 2>&1 >/dev/null | %tv-check --ir-dump=- 2>&1 | FileCheck %s --check-prefix=CHANGE
// With --mlir-print-debuginfo the ops keep their locations (what cut points pair lowered
// ops by, docs/design.md 10.1) and the location aliases come after the op: they are read too.
// RUN: mlir-opt --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-debuginfo --mlir-print-ir-module-scope --mlir-disable-threading -p 'builtin.module(func.func(canonicalize,cse))' %s 2>%t.debuginfo >/dev/null
// RUN: FileCheck %s --check-prefix=IS-DEBUGINFO < %t.debuginfo
// RUN: %tv-check --timeout=60 --ir-dump=%t.debuginfo 2>&1 | FileCheck %s
// RUN: mlir-opt --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-disable-threading -p 'builtin.module(func.func(canonicalize,cse))' %s 2>%t.alone >/dev/null
// RUN: not %tv-check --timeout=60 --ir-dump=%t.alone 2>&1 | FileCheck %s --check-prefix=ALONE

memref.global "private" constant @k : memref<2xi32> = dense<[3, 4]>
func.func private @ext(i32) -> i32

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = arith.addi %a, %c0 : i32
  %r = call @ext(%b) : (i32) -> i32
  return %r : i32
}

func.func @h(%a: i32) -> i32 {
  %m = memref.get_global @k : memref<2xi32>
  %i = arith.constant 1 : index
  %v = memref.load %m[%i] : memref<2xi32>
  %b = arith.addi %a, %v : i32
  %c = arith.muli %b, %b : i32
  %d = arith.muli %b, %b : i32
  %e = arith.addi %c, %d : i32
  return %e : i32
}

// CHECK: pass 'canonicalize' on @f: proven
// CHECK-NEXT: pass 'canonicalize' on @h: proven
// CHECK-NEXT: pass 'cse' on @h: proven
// CHECK-NEXT: tv-check: {{.*}}: 6 pass runs, 3 checks: 3 proven, 0 incorrect, {{.*}}; 1 unchanged, 0 failed

// IS-DEBUGINFO: {{^}}#loc{{[0-9]*}} = loc(

// IS-GENERIC: "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}>

// GENERIC: pass 'canonicalize' on @f: proven
// GENERIC-NEXT: pass 'canonicalize' on @h: proven
// GENERIC-NEXT: pass 'cse' on @h: proven
// GENERIC-NEXT: tv-check: {{.*}}: 7 pass runs, 3 checks: 3 proven, 0 incorrect, {{.*}} 0 unsupported

// CHANGE: pass 'canonicalize' on @f: proven
// CHANGE-NEXT: pass 'canonicalize' on @h: proven
// CHANGE-NEXT: pass 'cse' on @h: proven
// CHANGE-NEXT: tv-check: {{.*}}: 6 pass runs, 3 checks: 3 proven, 0 incorrect, {{.*}}; 3 unchanged, 0 failed (3 with no 'after' dump: unchanged under --mlir-print-ir-after-change, or the tool stopped)

// ALONE: pass 'canonicalize' on @f: proven
// ALONE-NEXT: pass 'canonicalize' on @h: unsupported (the IR before the pass does not parse with MLIR 22: {{.*}}.alone:{{[0-9]+}}:{{[0-9]+}}: 'memref.get_global' op 'k' does not reference a valid global memref (the dump holds the function alone: print the IR with --mlir-print-ir-module-scope --mlir-disable-threading to have the module around it))

// A log with "before" dumps only (the tool ran without --mlir-print-ir-after-all) says so.
// RUN: mlir-opt --mlir-print-ir-before-all -p 'builtin.module(func.func(cse))' %s 2>&1 >/dev/null | %tv-check --ir-dump=- 2>&1 | FileCheck %s --check-prefix=BEFORE-ONLY
// BEFORE-ONLY: 0 checks
// BEFORE-ONLY-NEXT: tv-check: <stdin> holds no 'IR Dump After' header: nothing changed (with --mlir-print-ir-after-change), or the tool ran without --mlir-print-ir-after-all
