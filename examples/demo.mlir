// Kernels of the kind a compiler canonicalizes: the demo runs canonicalize, cse, sccp and
// two deliberately wrong test passes over them with validation on.

// Average of two unsigned values without overflow: (a & b) + ((a ^ b) >> 1).
func.func @avg_floor(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %and = arith.andi %a, %b : i32
  %xor = arith.xori %a, %b : i32
  %half = arith.shrui %xor, %c1 : i32
  %sum = arith.addi %and, %half : i32
  return %sum : i32
}

// Absolute value by select; the subtraction from zero folds to a negation pattern.
func.func @abs(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.subi %c0, %x : i32
  %isneg = arith.cmpi slt, %x, %c0 : i32
  %r = arith.select %isneg, %neg, %x : i32
  return %r : i32
}

// Clamp to [lo, hi] with redundant work for cse and constant folding for sccp.
func.func @clamp(%x: i32) -> i32 {
  %lo = arith.constant -128 : i32
  %hi = arith.constant 127 : i32
  %t0 = arith.maxsi %x, %lo : i32
  %t1 = arith.maxsi %x, %lo : i32
  %t2 = arith.minsi %t1, %hi : i32
  %zero = arith.subi %t0, %t1 : i32
  %r = arith.addi %t2, %zero : i32
  return %r : i32
}

// Bucket index: a signed division by a power of two, guarded for negative input.
func.func @bucket(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c16 = arith.constant 16 : i32
  %isneg = arith.cmpi slt, %x, %c0 : i32
  %r = scf.if %isneg -> (i32) {
    scf.yield %c0 : i32
  } else {
    %q = arith.divsi %x, %c16 : i32
    scf.yield %q : i32
  }
  return %r : i32
}

// Rounded-up division in a multi-block function; the constant branch folds away.
func.func @ceil_div(%n: i64, %d: i64) -> i64 {
  %true = arith.constant true
  cf.cond_br %true, ^fast, ^slow
^fast:
  %q = arith.ceildivsi %n, %d : i64
  cf.br ^done(%q : i64)
^slow:
  %c1 = arith.constant 1 : i64
  %t = arith.addi %n, %d : i64
  %t1 = arith.subi %t, %c1 : i64
  %q2 = arith.divsi %t1, %d : i64
  cf.br ^done(%q2 : i64)
^done(%r: i64):
  return %r : i64
}

// Signed division by 8 for every x: turning it into a shift is wrong for negative x.
func.func @scale(%x: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %r = arith.divsi %x, %c8 : i32
  return %r : i32
}

// A neuron: relu(x * w + b), with a redundant + -0.0 that canonicalize folds away
// (x + -0.0 = x for every float, -0.0 included; the abstract float encoding proves it).
func.func @relu_neuron(%x: f32, %w: f32, %b: f32) -> f32 {
  %negzero = arith.constant -0.0 : f32
  %zero = arith.constant 0.0 : f32
  %m = arith.mulf %x, %w : f32
  %s = arith.addf %m, %b : f32
  %t = arith.addf %s, %negzero : f32
  %r = arith.maximumf %t, %zero : f32
  return %r : f32
}
