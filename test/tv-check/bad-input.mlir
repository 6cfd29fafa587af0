// tv-check input errors exit 3 with a message on stderr: a missing file, a parse error or IR that fails to verify (MLIR's diagnostic with file:line:col alone), no function pair at all. A function in one file only is listed and skipped.
// RUN: split-file %s %t
// RUN: sh -c '%tv-check --timeout=60 %t/does-not-exist.mlir %t/ok.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=MISSING-SRC
// RUN: sh -c '%tv-check --timeout=60 %t/ok.mlir %t/does-not-exist.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=MISSING-TGT
// A parse or verifier error is MLIR's message (with its notes) and nothing else from tv-check.
// RUN: sh -c '%tv-check --timeout=60 %t/parse-error.mlir %t/ok.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=PARSE --implicit-check-not=tv-check: --implicit-check-not=@f
// RUN: sh -c '%tv-check --timeout=60 %t/ok.mlir %t/parse-error.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=PARSE --implicit-check-not=tv-check: --implicit-check-not=@f
// RUN: sh -c '%tv-check --timeout=60 --json %t/ok.mlir %t/verify-error.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=VERIFY --implicit-check-not=tv-check: --implicit-check-not=@f
// RUN: sh -c '%tv-check --timeout=60 %t/type-error.mlir %t/ok.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=NOTE --implicit-check-not=tv-check: --implicit-check-not=@f
// Errors in both files are all shown by one run.
// RUN: sh -c '%tv-check --timeout=60 %t/verify-error.mlir %t/parse-error.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=BOTH --implicit-check-not=tv-check: --implicit-check-not=@f
// RUN: sh -c '%tv-check --timeout=60 %t/two.mlir %t/ok.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=UNPAIRED
// RUN: sh -c '%tv-check --timeout=60 %t/decl-only.mlir %t/ok.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=NOFUNC
// Nothing is printed on stdout for bad input.
// RUN: not %tv-check --timeout=60 %t/ok.mlir %t/parse-error.mlir 2>/dev/null | count 0
// Extra functions in the target are listed and skipped too.
// RUN: %tv-check --timeout=60 %t/ok.mlir %t/two.mlir 2>&1 | FileCheck %s --check-prefix=EXTRA
// --func=NAME checks one function (with or without the '@'); a name in neither file is an input error.
// RUN: %tv-check --timeout=60 --func=h %t/two.mlir %t/two.mlir 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: %tv-check --timeout=60 --func=@h %t/two.mlir %t/two.mlir 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: sh -c '%tv-check --timeout=60 --func=nope %t/two.mlir %t/two.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=NOPE
// A function in one file only, named by --func: that one line, exit 3.
// RUN: sh -c '%tv-check --timeout=60 --func=h %t/two.mlir %t/ok.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=ONE-SIDE

// MISSING-SRC: tv-check: cannot open {{.*}}does-not-exist.mlir: No such file or directory
// MISSING-SRC-NEXT: rc=3
// MISSING-TGT: tv-check: cannot open {{.*}}does-not-exist.mlir: No such file or directory
// MISSING-TGT-NEXT: rc=3

// PARSE: parse-error.mlir:3:8: error: custom op 'arith.frobnicate' is unknown
// PARSE-NEXT: rc=3

// VERIFY: verify-error.mlir:2:8: error: 'arith.extsi' op operand type 'i32' and result type 'i8' are cast incompatible
// VERIFY-NEXT: verify-error.mlir:2:8: note: see current operation:
// VERIFY-NEXT: rc=3

// NOTE: type-error.mlir:2:19: error: use of value '%x' expects different type than prior uses: 'i64' vs 'i32'
// NOTE-NEXT: type-error.mlir:1:14: note: prior use here
// NOTE-NEXT: rc=3

// BOTH: verify-error.mlir:2:8: error: 'arith.extsi' op
// BOTH-NEXT: verify-error.mlir:2:8: note: see current operation:
// BOTH-NEXT: parse-error.mlir:3:8: error: custom op 'arith.frobnicate' is unknown
// BOTH-NEXT: rc=3

// UNPAIRED: tv-check: @h is in {{.*}}two.mlir only (no function of that name in {{.*}}ok.mlir): skipped
// UNPAIRED-NEXT: @f: proven
// UNPAIRED-NEXT: rc=0

// NOFUNC: tv-check: @f is in {{.*}}ok.mlir only (no function of that name in {{.*}}decl-only.mlir): skipped
// NOFUNC-NEXT: tv-check: {{.*}}decl-only.mlir: no function definitions to pair with {{.*}}ok.mlir
// NOFUNC-NEXT: rc=3

// EXTRA: tv-check: @h is in {{.*}}two.mlir only (no function of that name in {{.*}}ok.mlir): skipped
// EXTRA-NEXT: @f: proven
// EXTRA-NOT: @h

// FUNC-NOT: @f
// FUNC: @h: proven
// FUNC-NOT: @f

// NOPE: tv-check: no function @nope in both {{.*}}two.mlir and {{.*}}two.mlir
// NOPE-NEXT: rc=3

// ONE-SIDE: tv-check: no function @h in both {{.*}}two.mlir and {{.*}}ok.mlir
// ONE-SIDE-NEXT: rc=3

//--- ok.mlir
func.func @f(%x: i32) -> i32 {
  return %x : i32
}
//--- two.mlir
func.func @f(%x: i32) -> i32 {
  return %x : i32
}
func.func @h(%x: i32) -> i32 {
  return %x : i32
}
//--- parse-error.mlir
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.frobnicate %x, %c0 : i32
  return %r : i32
}
//--- verify-error.mlir
func.func @f(%x: i32) -> i32 {
  %t = arith.extsi %x : i32 to i8
  return %x : i32
}
//--- type-error.mlir
func.func @f(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i64
  return %x : i32
}
//--- decl-only.mlir
func.func private @f(i32) -> i32
