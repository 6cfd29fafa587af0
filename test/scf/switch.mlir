// scf.index_switch and scf.execute_region (SCFOps.td): the case region whose value equals
// the index argument, else the default; a poison argument is UB; an execute_region runs its
// region once (several blocks: a CFG, loops included). Through the plugin, inlining and
// canonicalize fold a switch on a constant and inline an execute_region, proven; with
// tv-check a case that moved and a default that changed are incorrect, run in the
// interpreter (the executed line).
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --pass-pipeline='builtin.module(inline,func.func(canonicalize))' %t/in.mlir 2>%t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --input-file=%t.err --check-prefix=SUMMARY --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// SUMMARY: tv: 5 pass runs, 3 checks: 3 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

// IR-LABEL: func.func @fold
// IR-NEXT: arith.addi
// IR-NEXT: arith.muli
// IR-NEXT: return

// CHECK-LABEL: @moved_case: incorrect
// CHECK: input: %i = {{5|6}} : index
// CHECK: executed: source returns {{-?[0-9]+}} : i32; target returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @default: incorrect
// CHECK: executed: source returns {{-?[0-9]+}} : i32; target returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @poison_arg: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: source returns {{.*}}; target has undefined behaviour: scf.index_switch on poison at {{.*}}tgt.mlir:[[#]]:8
// CHECK-LABEL: @region: proven
// CHECK-LABEL: @blocks: proven
// CHECK-LABEL: @blocks_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %c = false : i1
// CHECK-NEXT: input: %x = [[X:-?[1-9][0-9]*]] : i32
// CHECK-NEXT: source: returns 0 : i32
// CHECK-NEXT: target: returns [[X]] : i32
// CHECK-NEXT: executed: source returns 0 : i32; target returns [[X]] : i32
// CHECK-LABEL: @blocks_loop: proven

//--- src.mlir
func.func @moved_case(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  }
  case 5 {
    %c = arith.constant 5 : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @default(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    scf.yield %x : i32
  }
  default {
    %one = arith.constant 1 : i32
    %a = arith.addi %x, %one : i32
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @poison_arg(%x: i32) -> i32 {
  return %x : i32
}
func.func @region(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %y = arith.muli %x, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @blocks(%c: i1, %x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %x : i32
  ^b:
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// the yield reached on the path taken
func.func @blocks_wrong(%c: i1, %x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %x : i32
  ^b:
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}
// a cf loop inside the region: %x * 4 by three additions
func.func @blocks_loop(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %r = scf.execute_region -> i32 {
    cf.br ^h(%c1, %x : i32, i32)
  ^h(%i: i32, %s: i32):
    %lt = arith.cmpi slt, %i, %c4 : i32
    cf.cond_br %lt, ^body, ^done
  ^body:
    %s2 = arith.addi %s, %x : i32
    %i2 = arith.addi %i, %c1 : i32
    cf.br ^h(%i2, %s2 : i32, i32)
  ^done:
    scf.yield %s : i32
  }
  return %r : i32
}

//--- tgt.mlir
func.func @moved_case(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  }
  case 6 {
    %c = arith.constant 5 : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @default(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    scf.yield %x : i32
  }
  default {
    %one = arith.constant 2 : i32
    %a = arith.addi %x, %one : i32
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @poison_arg(%x: i32) -> i32 {
  %p = ub.poison : index
  %r = scf.index_switch %p -> i32
  default {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @region(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  return %y : i32
}
func.func @blocks(%c: i1, %x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r = arith.select %c, %x, %z : i32
  return %r : i32
}
func.func @blocks_wrong(%c: i1, %x: i32) -> i32 {
  return %x : i32
}
func.func @blocks_loop(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %r = arith.muli %x, %c4 : i32
  return %r : i32
}

//--- in.mlir
func.func private @switch(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @fold(%x: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = func.call @switch(%c2, %x) : (index, i32) -> i32
  %e = scf.execute_region -> i32 {
    %y = arith.muli %r, %x : i32
    scf.yield %y : i32
  }
  return %e : i32
}
