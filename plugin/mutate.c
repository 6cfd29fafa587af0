/* mutate.c: the test-only buggy pass `tv-test-mutate{kind=...}`: each kind is a known
 * miscompilation applied to the first matching op, so tests and the demo can show that
 * the validator catches it. Never registered for anything but testing. */
#include <math.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "driver.h"
#include "mlirutil.h"

typedef int (*MutateFn)(MlirOperation op);   /* returns 1 when it changed op */

/* Replaces op by `name` applied to the given operands, with op's result type. */
static void replace_binop(MlirOperation op, const char *name, MlirValue a, MlirValue b) {
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString(name),
                                                mlirOperationGetLocation(op));
  MlirValue ops[2] = {a, b};
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  mlirOperationStateAddOperands(&st, 2, ops);
  mlirOperationStateAddResults(&st, 1, &t);
  MlirOperation n = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, n);
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), mlirOperationGetResult(n, 0));
  mlirOperationRemoveFromParent(op);
  mlirOperationDestroy(op);
}

static int addi_to_subi(MlirOperation op) {
  replace_binop(op, "arith.subi", mlirOperationGetOperand(op, 0), mlirOperationGetOperand(op, 1));
  return 1;
}

static int swap_operands(MlirOperation op) {
  MlirValue a = mlirOperationGetOperand(op, 0), b = mlirOperationGetOperand(op, 1);
  mlirOperationSetOperand(op, 0, b);
  mlirOperationSetOperand(op, 1, a);
  return 1;
}

static int add_nsw(MlirOperation op) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirAttribute nsw = mlirAttributeParseGet(ctx, mlirStringRefCreateFromCString("#arith.overflow<nsw>"));
  if (mlirAttributeIsNull(nsw)) return 0;
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("overflowFlags"), nsw);
  return 1;
}

/* The classic "x / 2^k == x >> k", wrong for negative x (and nonsense for other divisors). */
static int divsi_to_shrsi(MlirOperation op) {
  MlirValue a = mlirOperationGetOperand(op, 0), b = mlirOperationGetOperand(op, 1);
  MlirOperation def = mlirOpResultGetOwner(b);
  MlirAttribute v = mlirValueIsAOpResult(b) && mu_op_is(def, "arith.constant") ? mu_attr(def, "value")
                                                                               : (MlirAttribute){NULL};
  if (!mlirAttributeIsNull(v) && mlirAttributeIsAInteger(v)) {
    int64_t d = mlirIntegerAttrGetValueInt(v), k = 0;
    while (d > 1) {
      d >>= 1;
      k++;
    }
    MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString("arith.constant"),
                                                  mlirOperationGetLocation(op));
    MlirType t = mlirValueGetType(b);
    MlirNamedAttribute val = mlirNamedAttributeGet(
        mlirIdentifierGet(mlirOperationGetContext(op), mlirStringRefCreateFromCString("value")),
        mlirIntegerAttrGet(t, k));
    mlirOperationStateAddResults(&st, 1, &t);
    mlirOperationStateAddAttributes(&st, 1, &val);
    MlirOperation c = mlirOperationCreate(&st);
    mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, c);
    b = mlirOperationGetResult(c, 0);
  }
  replace_binop(op, "arith.shrsi", a, b);
  return 1;
}

/* Replaces a compare's predicate `from` by `to`; 0 when it has another predicate. */
static int swap_predicate(MlirOperation op, int64_t from, int64_t to) {
  MlirAttribute p = mu_attr(op, "predicate");
  if (mlirAttributeIsNull(p) || mlirIntegerAttrGetValueInt(p) != from) return 0;
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("predicate"),
                                  mlirIntegerAttrGet(mlirAttributeGetType(p), to));
  return 1;
}

/* cmpi slt (2) becomes ult (6): a signed comparison done unsigned. */
static int slt_to_ult(MlirOperation op) { return swap_predicate(op, 2, 6); }

/* x + 0.0 becomes x (either zero): right for -0.0, wrong for +0.0 when x = -0.0. */
static int addf_zero_fold(MlirOperation op) {
  MlirValue b = mlirOperationGetOperand(op, 1);
  MlirOperation def = mlirOpResultGetOwner(b);
  if (!mlirValueIsAOpResult(b) || !mu_op_is(def, "arith.constant")) return 0;
  MlirAttribute v = mu_attr(def, "value");
  if (mlirAttributeIsNull(v) || !mlirAttributeIsAFloat(v) || mlirFloatAttrGetValueDouble(v) != 0)
    return 0;
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), mlirOperationGetOperand(op, 0));
  mlirOperationRemoveFromParent(op);
  mlirOperationDestroy(op);
  return 1;
}

/* Creates `name`(operands) -> type before `before`, with an optional attribute. */
static MlirOperation create_before(MlirOperation before, const char *name, intptr_t n,
                                   MlirValue *operands, MlirType type, const char *attr,
                                   MlirAttribute value) {
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString(name),
                                                mlirOperationGetLocation(before));
  mlirOperationStateAddOperands(&st, n, operands);
  mlirOperationStateAddResults(&st, 1, &type);
  if (attr) {
    MlirNamedAttribute na = mlirNamedAttributeGet(
        mlirIdentifierGet(mlirOperationGetContext(before), mlirStringRefCreateFromCString(attr)), value);
    mlirOperationStateAddAttributes(&st, 1, &na);
  }
  MlirOperation o = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before, o);
  return o;
}

/* maximumf a, b becomes select (cmpf ogt a, b), a, b: wrong for NaN and for -0.0 vs +0.0. */
static int maximumf_to_select(MlirOperation op) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirValue ab[2] = {mlirOperationGetOperand(op, 0), mlirOperationGetOperand(op, 1)};
  MlirAttribute ogt = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 2);
  MlirOperation c = create_before(op, "arith.cmpf", 2, ab, mlirIntegerTypeGet(ctx, 1), "predicate", ogt);
  MlirValue sel[3] = {mlirOperationGetResult(c, 0), ab[0], ab[1]};
  MlirOperation s = create_before(op, "arith.select", 3, sel,
                                  mlirValueGetType(mlirOperationGetResult(op, 0)), NULL, (MlirAttribute){NULL});
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), mlirOperationGetResult(s, 0));
  mlirOperationRemoveFromParent(op);
  mlirOperationDestroy(op);
  return 1;
}

/* cmpf olt (4) becomes ult (11): true on NaN where it was false. */
static int olt_to_ult(MlirOperation op) { return swap_predicate(op, 4, 11); }

/* select c, a, b becomes a. */
static int drop_select(MlirOperation op) {
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), mlirOperationGetOperand(op, 1));
  mlirOperationRemoveFromParent(op);
  mlirOperationDestroy(op);
  return 1;
}

/* Removes the func.return: the pass leaves IR that does not verify. */
static int drop_return(MlirOperation op) {
  mlirOperationRemoveFromParent(op);
  mlirOperationDestroy(op);
  return 1;
}

/* linalg.generic's first two indexing maps trade places: each input is read through the
 * other's map (a transposed read becomes a straight one). */
static int swap_indexing_maps(MlirOperation op) {
  MlirAttribute maps = mu_attr(op, "indexing_maps");
  if (mlirAttributeIsNull(maps) || !mlirAttributeIsAArray(maps) || mlirArrayAttrGetNumElements(maps) < 2)
    return 0;
  intptr_t n = mlirArrayAttrGetNumElements(maps);
  MlirAttribute elems[16];
  if (n > 16) return 0;
  for (intptr_t i = 0; i < n; i++) elems[i] = mlirArrayAttrGetElement(maps, i);
  MlirAttribute t = elems[0];
  elems[0] = elems[1];
  elems[1] = t;
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("indexing_maps"),
                                  mlirArrayAttrGet(mlirOperationGetContext(op), n, elems));
  return 1;
}

/* A -0.0 constant (the identity a sum starts from, or a pad value) becomes +0.0: the
 * sum of an all -0.0 input is then +0.0. */
static int pad_positive_zero(MlirOperation op) {
  MlirAttribute v = mu_attr(op, "value");
  if (mlirAttributeIsNull(v) || !mlirAttributeIsAFloat(v)) return 0;
  double x = mlirFloatAttrGetValueDouble(v);
  if (x != 0 || !signbit(x)) return 0;
  MlirAttribute pz = mlirFloatAttrDoubleGet(mlirOperationGetContext(op), mlirAttributeGetType(v), 0.0);
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("value"), pz);
  return 1;
}

/* linalg.broadcast's result is replaced by its init: the broadcast is dropped. */
static int drop_broadcast(MlirOperation op) {
  if (mlirOperationGetNumOperands(op) < 2 || mlirOperationGetNumResults(op) < 1) return 0;
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), mlirOperationGetOperand(op, 1));
  mlirOperationRemoveFromParent(op);
  mlirOperationDestroy(op);
  return 1;
}

/* memref.store is removed: a write to a caller-visible buffer is lost. */
static int drop_store(MlirOperation op) {
  mlirOperationRemoveFromParent(op);
  mlirOperationDestroy(op);
  return 1;
}

static int same_operands(MlirOperation a, intptr_t fa, MlirOperation b, intptr_t fb) {
  intptr_t n = mlirOperationGetNumOperands(a) - fa;
  if (n != mlirOperationGetNumOperands(b) - fb) return 0;
  for (intptr_t i = 0; i < n; i++)
    if (!mlirValueEqual(mlirOperationGetOperand(a, fa + i), mlirOperationGetOperand(b, fb + i))) return 0;
  return 1;
}

/* A memref.store moves before the last memref.load of the same memref and indices above it
 * in its block (when its value is defined above that load): the load reads the new value. */
static int store_before_load(MlirOperation op) {
  MlirBlock b = mlirOperationGetBlock(op);
  MlirOperation load = {NULL};
  int value_after_load = 0;
  MlirValue v = mlirOperationGetOperand(op, 0);
  for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationEqual(o, op); o = mlirOperationGetNextInBlock(o)) {
    if (mu_op_is(o, "memref.load") && same_operands(o, 0, op, 1)) {
      load = o;
      value_after_load = 0;
    }
    for (intptr_t r = 0; r < mlirOperationGetNumResults(o); r++)
      if (mlirValueEqual(mlirOperationGetResult(o, r), v)) value_after_load = !mlirOperationIsNull(load);
  }
  if (mlirOperationIsNull(load) || value_after_load) return 0;
  mlirOperationMoveBefore(op, load);
  return 1;
}

/* memref.subview's first static offset grows by one (only where the result type's offset
 * is dynamic, so the IR still verifies). */
static int subview_offset_plus_one(MlirOperation op) {
  MlirAttribute a = mu_attr(op, "static_offsets");
  MlirType rt = mlirValueGetType(mlirOperationGetResult(op, 0));
  int64_t st[16], off = 0;
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a) || mlirDenseArrayGetNumElements(a) > 16 ||
      mlirShapedTypeGetRank(rt) > 16 || mlirLogicalResultIsFailure(mlirMemRefTypeGetStridesAndOffset(rt, st, &off)) ||
      !mlirShapedTypeIsDynamicStrideOrOffset(off))
    return 0;
  intptr_t n = mlirDenseArrayGetNumElements(a);
  int64_t v[16];
  for (intptr_t i = 0; i < n; i++) v[i] = mlirDenseI64ArrayGetElement(a, i);
  if (!n || mlirShapedTypeIsDynamicStrideOrOffset(v[0])) return 0;
  v[0]++;
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("static_offsets"),
                                  mlirDenseI64ArrayGet(mlirOperationGetContext(op), n, v));
  return 1;
}

/* memref.dealloc moves right after the op defining its buffer: later uses read freed memory. */
static int early_dealloc(MlirOperation op) {
  MlirValue m = mlirOperationGetOperand(op, 0);
  if (!mlirValueIsAOpResult(m)) return 0;
  MlirOperation def = mlirOpResultGetOwner(m);
  if (!mlirBlockEqual(mlirOperationGetBlock(def), mlirOperationGetBlock(op)) ||
      mlirOperationEqual(mlirOperationGetNextInBlock(def), op))
    return 0;
  mlirOperationMoveAfter(op, def);
  return 1;
}

static const struct {
  const char *kind, *op;
  MutateFn fn;
} MUTATIONS[] = {
    {"addi-to-subi", "arith.addi", addi_to_subi},
    {"swap-subi", "arith.subi", swap_operands},
    {"add-nsw", "arith.addi", add_nsw},
    {"divsi-to-shrsi", "arith.divsi", divsi_to_shrsi},
    {"slt-to-ult", "arith.cmpi", slt_to_ult},
    {"drop-select", "arith.select", drop_select},
    {"drop-return", "func.return", drop_return},
    {"addf-zero-fold", "arith.addf", addf_zero_fold},
    {"maximumf-to-select", "arith.maximumf", maximumf_to_select},
    {"olt-to-ult", "arith.cmpf", olt_to_ult},
    {"swap-indexing-maps", "linalg.generic", swap_indexing_maps},
    {"pad-positive-zero", "arith.constant", pad_positive_zero},
    {"drop-broadcast", "linalg.broadcast", drop_broadcast},
    {"drop-store", "memref.store", drop_store},
    {"store-before-load", "memref.store", store_before_load},
    {"subview-offset-plus-one", "memref.subview", subview_offset_plus_one},
    {"early-dealloc", "memref.dealloc", early_dealloc},
};

typedef struct Mutation {
  const char *op;
  MutateFn fn;
  int done;
} Mutation;

/* Applies the mutation to the first op of its name on which it applies (it may refuse,
 * e.g. a constant that is not -0.0). Ops after a change are not visited. */
static MlirWalkResult apply_first(MlirOperation o, void *ud) {
  Mutation *m = ud;
  if (m->done || !mu_op_is(o, m->op)) return MlirWalkResultAdvance;
  m->done = m->fn(o);
  return m->done ? MlirWalkResultInterrupt : MlirWalkResultAdvance;
}

const char *tvp_mutation_kinds(void) {
  return "addi-to-subi, swap-subi, add-nsw, divsi-to-shrsi, slt-to-ult, drop-select, drop-return, "
         "addf-zero-fold, maximumf-to-select, olt-to-ult, swap-indexing-maps, pad-positive-zero, "
         "drop-broadcast, drop-store, store-before-load, subview-offset-plus-one, early-dealloc";
}

int tvp_mutate(MlirOperation root, const char *kind) {
  for (size_t i = 0; i < sizeof MUTATIONS / sizeof MUTATIONS[0]; i++) {
    if (strcmp(kind, MUTATIONS[i].kind)) continue;
    Mutation m = {MUTATIONS[i].op, MUTATIONS[i].fn, 0};
    mlirOperationWalk(root, apply_first, &m, MlirWalkPreOrder);
    return 0;
  }
  return 1;
}
