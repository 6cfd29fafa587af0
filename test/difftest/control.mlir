// Templates of the differential self-test (tools/difftest-templates.c) for control flow:
// func, cf, scf, ub and builtin. Each public function is run by the interpreter on edge-case,
// random and poison arguments, and the encoder must agree on every result.

func.func private @twice(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}

func.func @call(%x: i32, %y: i32) -> i32 {
  %a = func.call @twice(%x) : (i32) -> i32
  %b = arith.subi %a, %y : i32
  return %b : i32
}

func.func @call_indirect(%x: i32, %y: i32) -> i32 {
  %f = func.constant @twice : (i32) -> i32
  %a = func.call_indirect %f(%x) : (i32) -> i32
  %b = arith.subi %a, %y : i32
  return %b : i32
}

// a cancelling pair of builtin.unrealized_conversion_cast
func.func @cast_pair(%x: i32, %y: i8) -> (i32, i8) {
  %b = builtin.unrealized_conversion_cast %x, %y : i32, i8 to i64
  %a:2 = builtin.unrealized_conversion_cast %b : i64 to i32, i8
  return %a#0, %a#1 : i32, i8
}

func.func @branches(%c: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^t(%x : i8), ^f
^t(%a: i8):
  cf.br ^done(%a : i8)
^f:
  %s = arith.subi %x, %y : i8
  cf.br ^done(%s : i8)
^done(%r: i8):
  return %r : i8
}

func.func @if(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> f32 {
    %s = arith.addf %x, %y : f32
    scf.yield %s : f32
  } else {
    scf.yield %y : f32
  }
  return %r : f32
}

func.func @for(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = arith.minui %n, %c4 : index
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %x) -> i32 {
    %k = arith.index_cast %i : index to i32
    %a = arith.muli %acc, %k : i32
    %b = arith.addi %a, %x : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// At most 4 iterations: while %i < min(%n, 4), double %x.
func.func @while(%n: i8, %x: i64) -> (i8, i64) {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c4 = arith.constant 4 : i8
  %m = arith.minui %n, %c4 : i8
  %r:2 = scf.while (%i = %c0, %v = %x) : (i8, i64) -> (i8, i64) {
    %go = arith.cmpi ult, %i, %m : i8
    scf.condition(%go) %i, %v : i8, i64
  } do {
  ^bb0(%i2: i8, %v2: i64):
    %j = arith.addi %i2, %c1 : i8
    %w = arith.addi %v2, %v2 : i64
    scf.yield %j, %w : i8, i64
  }
  return %r#0, %r#1 : i8, i64
}

func.func @poison(%c: i1, %x: i16) -> i16 {
  %p = ub.poison : i16
  %r = arith.select %c, %p, %x : i16
  return %r : i16
}

// a cf loop (what convert-scf-to-cf makes of an scf.for): %x multiplied %n & 7 times by %y,
// with an early exit when the product reaches zero
func.func @cf_loop(%n: i8, %x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c7 = arith.constant 7 : i8
  %m = arith.andi %n, %c7 : i8
  cf.br ^head(%c0, %x : i8, i8)
^head(%i: i8, %p: i8):
  %lt = arith.cmpi slt, %i, %m : i8
  cf.cond_br %lt, ^body, ^exit(%p : i8)
^body:
  %q = arith.muli %p, %y : i8
  %z = arith.cmpi eq, %q, %c0 : i8
  %i2 = arith.addi %i, %c1 : i8
  cf.cond_br %z, ^exit(%i2 : i8), ^head(%i2, %q : i8, i8)
^exit(%r: i8):
  %s = arith.addi %r, %p : i8
  return %s : i8
}

// execute_region of several blocks: the yield reached
func.func @execute_region_blocks(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %s = arith.addi %x, %y : i32
    scf.yield %s : i32
  ^b:
    %d = arith.divsi %x, %y : i32
    scf.yield %d : i32
  }
  return %r : i32
}
