/* tensor.c: the tensor dialect (TensorOps.td) over the tensor values of tval.c.
 * Indices are index values (64 bits); a poison or out-of-bounds index is UB, as is
 * reading an element that was never written. */
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "mlirutil.h"
#include "tval.h"

static Z3_sort idx_sort(EncFn *f) { return smt_bv_sort(f->s, 64); }
static Z3_ast not_(EncFn *f, Z3_ast a) { return smt_app1(f->s, Z3_mk_not, a); }
static MlirType result_type(MlirOperation op) { return mlirValueGetType(mlirOperationGetResult(op, 0)); }

/* Operands first..first+n-1 as index values; a poison one is UB. */
static int index_operands(EncFn *f, MlirOperation op, int first, unsigned n, Z3_ast *out) {
  for (unsigned k = 0; k < n; k++) {
    EncVal v;
    if (enc_operand(f, op, first + (int)k, &v)) return 1;
    enc_ub(f, not_(f, v.np));
    out[k] = v.v;
  }
  return enc_failed(f);
}

/* The result shape of op: static sizes from its type, dynamic ones from operands
 * first.. (as many as the type has dynamic dimensions). */
static EncTensor *dyn_shape(EncFn *f, MlirOperation op, int first) {
  MlirType t = result_type(op);
  if (!tval_is_tensor(t)) return enc_stop(f->q, TV_UNSUPPORTED, "unranked tensor"), NULL;
  unsigned ndyn = 0, rank = (unsigned)mlirShapedTypeGetRank(t);
  for (unsigned r = 0; r < rank; r++) ndyn += mlirShapedTypeIsDynamicDim(t, r);
  Z3_ast dyn[16];
  if (ndyn > 16 || index_operands(f, op, first, ndyn, dyn)) return enc_failed(f) ? NULL : (enc_stop(f->q, TV_UNSUPPORTED, "rank over 16"), NULL);
  return tval_type_shape(f, t, dyn, "dyn");
}

/* empty: a tensor of the given shape whose elements were never written. */
static int enc_empty(EncFn *f, MlirOperation op) {
  EncTensor *sh = dyn_shape(f, op, 0);
  unsigned w = sh ? enc_width(f, result_type(op), op) : 0;
  if (!w) return 1;
  sh->init = smt_const_array(f->s, idx_sort(f), smt_false(f->s));
  EncVal v = {smt_const_array(f->s, idx_sort(f), smt_bv_u64(f->s, w, 0)),
              smt_const_array(f->s, idx_sort(f), smt_true(f->s)), sh};
  return enc_result(f, op, 0, v);
}

/* extract: the element at the indices; out of bounds or never written is UB. */
static int enc_extract(EncFn *f, MlirOperation op) {
  EncVal t, e;
  Z3_ast idx[16];
  if (enc_operand(f, op, 0, &t)) return 1;
  if (!t.t || t.t->rank > 16) return enc_stop(f->q, TV_UNSUPPORTED, "tensor.extract of this type");
  if (index_operands(f, op, 1, t.t->rank, idx) || tval_read(f, t, idx, &e)) return 1;
  return enc_result(f, op, 0, e);
}

/* insert: the tensor with the element at the indices replaced (and written). */
static int enc_insert(EncFn *f, MlirOperation op) {
  EncVal x, t;
  Z3_ast idx[16];
  if (enc_operand(f, op, 0, &x) || enc_operand(f, op, 1, &t)) return 1;
  if (!t.t || t.t->rank > 16) return enc_stop(f->q, TV_UNSUPPORTED, "tensor.insert of this type");
  if (index_operands(f, op, 2, t.t->rank, idx)) return 1;
  enc_ub(f, not_(f, tval_in_bounds(f, t.t, idx)));
  Z3_ast lin = tval_linear(f, t.t, idx);
  EncTensor *sh = tval_shape_new(f, t.t->rank);
  if (!sh) return 1;
  memcpy(sh->dims, t.t->dims, t.t->rank * sizeof *sh->dims);
  if (t.t->init) sh->init = smt_app3(f->s, Z3_mk_store, t.t->init, lin, smt_true(f->s));
  EncVal r = {smt_app3(f->s, Z3_mk_store, t.v, lin, x.v), smt_app3(f->s, Z3_mk_store, t.np, lin, x.np), sh};
  return enc_result(f, op, 0, r);
}

/* dim: the size of dimension %index; an index >= rank is UB. */
static int enc_dim(EncFn *f, MlirOperation op) {
  EncVal t, i;
  if (enc_operand(f, op, 0, &t) || enc_operand(f, op, 1, &i)) return 1;
  if (!t.t) return enc_stop(f->q, TV_UNSUPPORTED, "tensor.dim of an unranked tensor");
  Smt *s = f->s;
  Z3_ast v = smt_bv_u64(s, 64, 0);
  for (unsigned r = t.t->rank; r-- > 0;)
    v = smt_ite(s, smt_app2(s, Z3_mk_eq, i.v, smt_bv_u64(s, 64, r)), t.t->dims[r], v);
  enc_ub(f, smt_or(s, not_(f, i.np), smt_app2(s, Z3_mk_bvuge, i.v, smt_bv_u64(s, 64, t.t->rank))));
  return enc_result(f, op, 0, (EncVal){v, smt_true(s), NULL});
}

/* from_elements: a static tensor of the operands in row-major order. */
static int enc_from_elements(EncFn *f, MlirOperation op) {
  EncTensor *sh = tval_type_shape(f, result_type(op), NULL, "from_elements");
  unsigned w = sh ? enc_width(f, result_type(op), op) : 0;
  if (!w) return 1;
  Smt *s = f->s;
  Z3_ast v = smt_const_array(s, idx_sort(f), smt_bv_u64(s, w, 0));
  Z3_ast np = smt_const_array(s, idx_sort(f), smt_true(s));
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); k++) {
    EncVal e;
    if (enc_operand(f, op, (int)k, &e)) return 1;
    Z3_ast at = smt_bv_u64(s, 64, (uint64_t)k);
    v = smt_app3(s, Z3_mk_store, v, at, e.v);
    np = smt_app3(s, Z3_mk_store, np, at, e.np);
  }
  return enc_result(f, op, 0, (EncVal){v, np, sh});
}

/* splat: every element is the scalar operand; dynamic sizes follow it. */
static int enc_splat(EncFn *f, MlirOperation op) {
  EncVal x;
  if (enc_operand(f, op, 0, &x)) return 1;
  EncTensor *sh = dyn_shape(f, op, 1);
  if (!sh) return 1;
  EncVal r = {smt_const_array(f->s, idx_sort(f), x.v), smt_const_array(f->s, idx_sort(f), x.np), sh};
  return enc_result(f, op, 0, r);
}

/* generate: element [i0, ..] is what the body yields for those indices. */
static int enc_generate(EncFn *f, MlirOperation op) {
  EncTensor *sh = dyn_shape(f, op, 0);
  if (!sh) return 1;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (mlirBlockIsNull(body) || (unsigned)mlirBlockGetNumArguments(body) != sh->rank || sh->rank > 16)
    return enc_stop(f->q, TV_ERROR, "tensor.generate body does not match its rank");
  Z3_ast i = tval_index(f, "generate"), idx[16];
  tval_delinear(f, sh, i, idx);
  for (unsigned r = 0; r < sh->rank; r++)
    if (enc_set(f, mlirBlockGetArgument(body, r), (EncVal){idx[r], smt_true(f->s), NULL})) return 1;
  TvalScope sc;
  tval_scope_begin(f, &sc);
  f->nyield = 0;
  int rc = enc_block(f, body);
  tval_scope_end(f, &sc, i, tval_numel(f, sh));
  if (rc) return 1;
  if (f->nyield != 1) return enc_stop(f->q, TV_ERROR, "tensor.generate without tensor.yield");
  return enc_result(f, op, 0, tval_from_lambda(f, sh, i, f->yield[0].v, f->yield[0].np));
}

/* yield: hands the element to tensor.generate / tensor.pad. */
static int enc_yield_op(EncFn *f, MlirOperation op) { return enc_yield(f, op); }

/* cast: the same tensor; a static size of the result that the operand does not have at
 * run time is UB ("the runtime shape must match", TensorOps.td). */
static int enc_cast(EncFn *f, MlirOperation op) {
  EncVal t;
  if (enc_operand(f, op, 0, &t)) return 1;
  MlirType rt = result_type(op);
  if (!t.t || !tval_is_tensor(rt)) return enc_stop(f->q, TV_UNSUPPORTED, "tensor.cast of unranked tensors");
  for (unsigned r = 0; r < t.t->rank; r++)
    if (!mlirShapedTypeIsDynamicDim(rt, r))
      enc_ub(f, not_(f, smt_app2(f->s, Z3_mk_eq, t.t->dims[r],
                                 smt_bv_u64(f->s, 64, (uint64_t)mlirShapedTypeGetDimSize(rt, r)))));
  return enc_result(f, op, 0, t);
}

static const EncOpDef tensor_ops[] = {
    {"tensor.cast", enc_cast, "same elements; a static result size the operand lacks is UB"},
    {"tensor.dim", enc_dim, "size of a dimension; an index >= rank is UB"},
    {"tensor.empty", enc_empty, "tensor of the given sizes whose elements are unwritten (reading one is UB)"},
    {"tensor.extract", enc_extract, "element at the indices; out of bounds or unwritten is UB"},
    {"tensor.from_elements", enc_from_elements, "static tensor of the operands in row-major order"},
    {"tensor.generate", enc_generate, "element i is the body's yield for index i"},
    {"tensor.insert", enc_insert, "tensor with one element replaced; out of bounds is UB"},
    {"tensor.splat", enc_splat, "every element is the operand"},
    {"tensor.yield", enc_yield_op, "yields the element to generate or pad"},
};

const EncTable tensor_table = {"tensor", tensor_ops, sizeof tensor_ops / sizeof tensor_ops[0]};
