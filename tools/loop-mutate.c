/* loop-mutate.c: mutants of a pass's output for tv-loop-oracle (loop-oracle.h), made on the
 * IR through MLIR's C API, so that any pass's output can be mutated: a loop bound +-1
 * (affine.for maps, scf.for operands), another step, a store dropped, a subscript shifted
 * (affine maps, memref.load/store indices), the operands of a binary op or comparison
 * swapped, an integer constant +-1. Each mutant is a verified copy of the module. */
#include <stdio.h>
#include <string.h>
#include <mlir-c/AffineExpr.h>
#include <mlir-c/AffineMap.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/IR.h>
#include "loop-oracle.h"

enum { MAX_SITES = 512, TRIES = 4 };

static const char *const NAMES[LO_NMUT] = {"bound", "step", "drop-store", "subscript", "swap", "constant"};

const char *lo_mut_name(LoMutKind k) { return (unsigned)k < LO_NMUT ? NAMES[k] : "?"; }

static int is(MlirOperation op, const char *name) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return strlen(name) == n.length && !memcmp(n.data, name, n.length);
}

static MlirAttribute attr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString(name));
}

static void set_attr(MlirOperation op, const char *name, MlirAttribute a) {
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString(name), a);
}

/* Binary ops whose operands a swap may exchange; the first ones change the result. */
static const char *const SWAPPABLE[] = {"arith.subi", "arith.cmpi", "arith.divsi", "arith.divui", "arith.remsi",
                                        "arith.remui", "arith.shli", "arith.shrsi", "arith.shrui", "arith.ceildivsi",
                                        "arith.floordivsi", "arith.addi", "arith.muli", "arith.maxsi", "arith.minsi",
                                        "arith.xori", "arith.andi", "arith.ori"};

enum { NONCOMMUTATIVE = 11 };   /* SWAPPABLE's first 11 change the result when swapped */

static int commutative(MlirOperation op) {
  for (size_t i = NONCOMMUTATIVE; i < sizeof SWAPPABLE / sizeof *SWAPPABLE; i++)
    if (is(op, SWAPPABLE[i])) return 1;
  return 0;
}

static int site_of(MlirOperation op, LoMutKind k) {
  switch (k) {
  case LO_MUT_BOUND:
  case LO_MUT_STEP: return is(op, "affine.for") || is(op, "scf.for");
  case LO_MUT_DROP_STORE: return is(op, "affine.store") || is(op, "memref.store");
  case LO_MUT_SUBSCRIPT:
    return ((is(op, "affine.load") || is(op, "affine.store")) && mlirAffineMapGetNumResults(mlirAffineMapAttrGetValue(attr(op, "map")))) ||
           (is(op, "memref.load") && mlirOperationGetNumOperands(op) > 1) || (is(op, "memref.store") && mlirOperationGetNumOperands(op) > 2);
  case LO_MUT_SWAP:
    if (mlirOperationGetNumOperands(op) != 2 || mlirValueEqual(mlirOperationGetOperand(op, 0), mlirOperationGetOperand(op, 1))) return 0;
    for (size_t i = 0; i < sizeof SWAPPABLE / sizeof *SWAPPABLE; i++)
      if (is(op, SWAPPABLE[i])) return 1;
    return 0;
  case LO_MUT_CONST:
    return is(op, "arith.constant") && mlirAttributeIsAInteger(attr(op, "value")) && !mlirValueIsNull(mlirOperationGetResult(op, 0)) &&
           !mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, 0)));
  default: return 0;
  }
}

typedef struct Sites {
  LoMutKind k;
  MlirOperation op[MAX_SITES];
  unsigned n;
} Sites;

static MlirWalkResult collect(MlirOperation op, void *ud) {
  Sites *s = ud;
  if (s->n < MAX_SITES && site_of(op, s->k)) s->op[s->n++] = op;
  return MlirWalkResultAdvance;
}

/* ---- building the few ops a mutant adds ---- */

static MlirOperation create(MlirOperation before, const char *name, intptr_t nops, const MlirValue *ops, MlirType res,
                            MlirNamedAttribute *a) {
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString(name), mlirOperationGetLocation(before));
  if (nops) mlirOperationStateAddOperands(&st, nops, ops);
  mlirOperationStateAddResults(&st, 1, &res);
  if (a) mlirOperationStateAddAttributes(&st, 1, a);
  MlirOperation op = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before, op);
  return op;
}

/* v + delta (an index or integer value), computed just before op. */
static MlirValue shifted(MlirOperation op, MlirValue v, int delta) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirType t = mlirValueGetType(v);
  MlirNamedAttribute val = mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("value")),
                                                 mlirIntegerAttrGet(t, delta < 0 ? -delta : delta));
  MlirValue c = mlirOperationGetResult(create(op, "arith.constant", 0, NULL, t, &val), 0);
  MlirValue xs[2] = {v, c};
  return mlirOperationGetResult(create(op, delta < 0 ? "arith.subi" : "arith.addi", 2, xs, t, NULL), 0);
}

/* Map m with delta added to result r (every result when r < 0). */
static MlirAttribute map_plus(MlirContext ctx, MlirAffineMap m, int r, int delta) {
  intptr_t n = mlirAffineMapGetNumResults(m);
  MlirAffineExpr e[16];
  if (n > 16) n = 16;
  for (intptr_t i = 0; i < n; i++) {
    e[i] = mlirAffineMapGetResult(m, i);
    if (r < 0 || i == r) e[i] = mlirAffineAddExprGet(e[i], mlirAffineConstantExprGet(ctx, delta));
  }
  return mlirAffineMapAttrGet(mlirAffineMapGet(ctx, mlirAffineMapGetNumDims(m), mlirAffineMapGetNumSymbols(m), n, e));
}

static void describe(char *what, size_t n, MlirOperation op, const char *fmt, int x) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  int k = snprintf(what, n, "%.*s ", (int)name.length, name.data);
  if (k > 0 && (size_t)k < n) snprintf(what + k, n - (size_t)k, fmt, x);
}

static void mutate_bound(MlirOperation op, LoRng *r, char *what, size_t n) {
  int upper = lo_chance(r, 70), delta = lo_chance(r, 50) ? 1 : -1;
  if (is(op, "affine.for")) {
    const char *a = upper ? "upperBoundMap" : "lowerBoundMap";
    set_attr(op, a, map_plus(mlirOperationGetContext(op), mlirAffineMapAttrGetValue(attr(op, a)), -1, delta));
  } else {
    mlirOperationSetOperand(op, upper ? 1 : 0, shifted(op, mlirOperationGetOperand(op, upper ? 1 : 0), delta));
  }
  describe(what, n, op, upper ? "upper bound %+d" : "lower bound %+d", delta);
}

static void mutate_step(MlirOperation op, LoRng *r, char *what, size_t n) {
  int delta = 1 + (int)lo_below(r, 2);
  if (is(op, "affine.for")) {
    MlirAttribute s = attr(op, "step");
    set_attr(op, "step", mlirIntegerAttrGet(mlirAttributeGetType(s), mlirIntegerAttrGetValueInt(s) + delta));
  } else {
    mlirOperationSetOperand(op, 2, shifted(op, mlirOperationGetOperand(op, 2), delta));
  }
  describe(what, n, op, "step %+d", delta);
}

static void mutate_subscript(MlirOperation op, LoRng *r, char *what, size_t n) {
  int delta = lo_chance(r, 50) ? 1 : -1;
  if (is(op, "affine.load") || is(op, "affine.store")) {
    MlirAffineMap m = mlirAffineMapAttrGetValue(attr(op, "map"));
    int k = (int)lo_below(r, (unsigned)mlirAffineMapGetNumResults(m));
    set_attr(op, "map", map_plus(mlirOperationGetContext(op), m, k, delta));
    describe(what, n, op, "subscript %d shifted", k);
  } else {
    int first = is(op, "memref.load") ? 1 : 2, k = (int)lo_below(r, (unsigned)(mlirOperationGetNumOperands(op) - first));
    mlirOperationSetOperand(op, first + k, shifted(op, mlirOperationGetOperand(op, first + k), delta));
    describe(what, n, op, "subscript %d shifted", k);
  }
  size_t k = strlen(what);
  snprintf(what + k, n - k, " by %+d", delta);
}

static void mutate_const(MlirOperation op, LoRng *r, char *what, size_t n) {
  int delta = lo_chance(r, 50) ? 1 : -1;
  MlirAttribute v = attr(op, "value");
  int64_t x = mlirIntegerAttrGetValueInt(v);
  set_attr(op, "value", mlirIntegerAttrGet(mlirAttributeGetType(v), x + delta));
  snprintf(what, n, "arith.constant %lld %+d", (long long)x, delta);
}

/* Applies mutation k at op (in a copy); description into what. */
static void apply(MlirOperation op, LoMutKind k, LoRng *r, char *what, size_t n) {
  switch (k) {
  case LO_MUT_BOUND: mutate_bound(op, r, what, n); break;
  case LO_MUT_STEP: mutate_step(op, r, what, n); break;
  case LO_MUT_DROP_STORE:
    describe(what, n, op, "dropped%.0d", 0);
    mlirOperationRemoveFromParent(op);
    mlirOperationDestroy(op);
    break;
  case LO_MUT_SUBSCRIPT: mutate_subscript(op, r, what, n); break;
  case LO_MUT_SWAP: {
    MlirValue a = mlirOperationGetOperand(op, 0), b = mlirOperationGetOperand(op, 1);
    mlirOperationSetOperand(op, 0, b);
    mlirOperationSetOperand(op, 1, a);
    describe(what, n, op, "operands swapped%.0d", 0);
    break;
  }
  case LO_MUT_CONST: mutate_const(op, r, what, n); break;
  default: break;
  }
}

/* The sites of kind k in m, in walk order (at most MAX_SITES). */
static unsigned sites(MlirModule m, LoMutKind k, Sites *s) {
  s->k = k, s->n = 0;
  mlirOperationWalk(mlirModuleGetOperation(m), collect, s, MlirWalkPreOrder);
  return s->n;
}

MlirModule lo_mutate(MlirModule m, LoMutKind k, LoRng *r, char *what, size_t n) {
  static _Thread_local Sites s;
  *what = 0;
  for (unsigned t = 0; t < TRIES; t++) {
    MlirModule c = mlirModuleFromOperation(mlirOperationClone(mlirModuleGetOperation(m)));
    if (!sites(c, k, &s)) {
      mlirModuleDestroy(c);
      return (MlirModule){NULL};
    }
    unsigned pick = lo_below(r, s.n);
    if (k == LO_MUT_SWAP && lo_chance(r, 70))   /* mostly a swap that changes the value, if any */
      for (unsigned i = 0; i < s.n; i++)
        if (!commutative(s.op[i])) {
          pick = i;
          if (lo_chance(r, 50)) break;
        }
    apply(s.op[pick], k, r, what, n);
    if (mlirOperationVerify(mlirModuleGetOperation(c))) return c;
    mlirModuleDestroy(c);
  }
  return (MlirModule){NULL};
}
