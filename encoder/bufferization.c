/* bufferization.c: the bufferization dialect (BufferizationOps.td) between the tensor
 * values of tval.c and the memory of mem.c. to_tensor reads a snapshot of the buffer (the
 * op's contract forbids writing the buffer while the tensor is live); to_buffer and clone
 * make fresh local blocks holding the elements. */
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "imem.h"
#include "mem.h"
#include "mlirutil.h"
#include "tval.h"

static MlirType res_type(MlirOperation op, int i) { return mlirValueGetType(mlirOperationGetResult(op, i)); }
static Z3_ast not_(EncFn *f, Z3_ast a) { return smt_app1(f->s, Z3_mk_not, a); }

static int segment(MlirOperation op, int seg) {
  MlirAttribute a = mu_attr(op, "operandSegmentSizes");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI32Array(a) || seg >= mlirDenseArrayGetNumElements(a)) return -1;
  return mlirDenseI32ArrayGetElement(a, seg);
}

/* A fresh local block of memref type rt (identity layout, or a fully dynamic one, which
 * the identity layout instantiates) holding tensor t. */
static MemRef *fresh_copy(EncFn *f, MlirOperation op, MlirType rt, EncVal t, int stack) {
  if (!mem_is_memref(rt) || !t.t || (unsigned)mlirShapedTypeGetRank(rt) != t.t->rank || t.t->rank > 16)
    return enc_stop(f->q, TV_UNSUPPORTED, "%s on this type", mu_op_name(&f->q->arena, op)), NULL;
  int64_t st[16], off;
  int identity;
  if (mem_type_layout(f, rt, st, &off, &identity, op)) return NULL;
  int dyn_layout = identity || mlirShapedTypeIsDynamicStrideOrOffset(off);
  for (unsigned k = 0; !identity && k < t.t->rank; k++) dyn_layout = dyn_layout && mlirShapedTypeIsDynamicStrideOrOffset(st[k]);
  if (!dyn_layout)
    return enc_stop(f->q, TV_UNSUPPORTED, "%s to a static non-identity layout", mu_op_name(&f->q->arena, op)), NULL;
  unsigned rank = t.t->rank, nd = 0;
  int64_t shape[16];
  Z3_ast dyn[16];
  for (unsigned k = 0; k < rank; k++) {
    shape[k] = mlirShapedTypeGetDimSize(rt, k);
    if (mlirShapedTypeIsDynamicDim(rt, k)) dyn[nd++] = t.t->dims[k];
  }
  MlirType ct = mlirMemRefTypeContiguousGet(mlirShapedTypeGetElementType(rt), rank, shape,
                                            mlirMemRefTypeGetMemorySpace(rt));
  MemRef *m = mem_alloc(f, ct, dyn, stack, op);
  if (!m) return NULL;
  EncTensor vt = {rank, m->sizes, NULL};
  enc_ub(f, not_(f, tval_same_shape(f, &vt, t.t)));
  return mem_write(f, m, t) ? NULL : m;
}

/* to_tensor: the buffer's elements (uninitialized ones unwritten); dead or out-of-block
 * buffers are UB; of a poison memref a poison tensor (a conversion cast, no UB). */
static int enc_to_tensor(EncFn *f, MlirOperation op) {
  MemRef *m;
  EncVal t;
  if (mem_operand(f, op, 0, &m) || mem_read_cast(f, m, &t)) return 1;
  return enc_result(f, op, 0, t);
}

/* to_buffer: a buffer holding the tensor's elements (a fresh block: writes to it are not
 * seen by the tensor). */
static int enc_to_buffer(EncFn *f, MlirOperation op) {
  EncVal t;
  if (enc_operand(f, op, 0, &t)) return 1;
  return mem_result(f, op, 0, fresh_copy(f, op, res_type(op, 0), t, 1));
}

/* clone: a fresh heap block with a copy of the buffer's elements; "Mutating the source or
 * result of the clone operation after the clone operation thus leads to undefined
 * behavior": both become read-only. */
static int enc_clone(EncFn *f, MlirOperation op) {
  MemRef *m;
  EncVal t;
  if (mem_operand(f, op, 0, &m) || mem_read(f, m, &t)) return 1;
  MemRef *c = fresh_copy(f, op, res_type(op, 0), t, 0);
  return !c || mem_freeze(f, m, c, op) || mem_result(f, op, 0, c);
}

/* alloc_tensor: a copy of the copy operand, or a tensor of the given shape whose elements
 * were never written (as tensor.empty). */
static int enc_alloc_tensor(EncFn *f, MlirOperation op) {
  int nd = segment(op, 0), nc = segment(op, 1);
  MlirType t = res_type(op, 0);
  if (nd < 0 || nc < 0 || !tval_is_tensor(t))
    return enc_stop(f->q, TV_UNSUPPORTED, "bufferization.alloc_tensor of this form");
  if (nc) {
    EncVal c;
    return enc_operand(f, op, nd, &c) || enc_result(f, op, 0, c);
  }
  Z3_ast dyn[16];
  if (nd > 16) return enc_stop(f->q, TV_UNSUPPORTED, "bufferization.alloc_tensor of rank over 16");
  for (int k = 0; k < nd; k++) {
    EncVal v;
    if (enc_operand(f, op, k, &v)) return 1;
    enc_ub(f, not_(f, v.np));
    dyn[k] = v.v;
  }
  EncTensor *sh = tval_type_shape(f, t, dyn, "alloc_tensor");
  unsigned w = sh ? enc_width(f, t, op) : 0;
  if (!w) return 1;
  Z3_sort is = smt_bv_sort(f->s, 64);
  sh->init = smt_const_array(f->s, is, smt_false(f->s));
  EncVal v = {smt_const_array(f->s, is, smt_bv_u64(f->s, w, 0)), smt_const_array(f->s, is, smt_true(f->s)), sh, NULL};
  return enc_result(f, op, 0, v);
}

/* materialize_in_destination: into a tensor, the source (shapes must agree, else UB);
 * into a buffer, writes the source's elements there. */
static int enc_materialize(EncFn *f, MlirOperation op) {
  EncVal src, dst;
  if (enc_operand(f, op, 0, &src) || enc_operand(f, op, 1, &dst)) return 1;
  if (!src.t) return enc_stop(f->q, TV_UNSUPPORTED, "bufferization.materialize_in_destination of this type");
  if (dst.m) return mem_write(f, dst.m, src);
  if (!dst.t) return enc_stop(f->q, TV_UNSUPPORTED, "bufferization.materialize_in_destination of this type");
  tval_require_same_shape(f, src.t, dst.t);
  return enc_result(f, op, 0, src);
}

/* dealloc: memref i is freed when its condition holds and no retained memref and no
 * earlier freed one is in its block; result j: some condition holds for a memref in the
 * block of retained j. Poison conditions are UB. */
static int enc_bdealloc(EncFn *f, MlirOperation op) {
  int n = segment(op, 0), r = segment(op, 2);
  if (n < 0 || r < 0 || segment(op, 1) != n || n > 64 || r > 64)
    return enc_stop(f->q, TV_UNSUPPORTED, "bufferization.dealloc of this form");
  MemRef *m[64], *ret[64];
  Z3_ast cond[64];
  Smt *s = f->s;
  for (int i = 0; i < n; i++) {
    EncVal c;
    if (mem_operand(f, op, i, &m[i]) || enc_operand(f, op, n + i, &c)) return 1;
    enc_ub(f, not_(f, c.np));
    cond[i] = smt_bv_to_bool(s, c.v);
  }
  for (int j = 0; j < r; j++)
    if (mem_operand(f, op, 2 * n + j, &ret[j])) return 1;
  for (int j = 0; j < r; j++) {
    Z3_ast any = smt_false(s);
    for (int i = 0; i < n; i++) any = smt_or(s, any, smt_and(s, cond[i], mem_same_block(f, m[i], ret[j])));
    if (enc_result(f, op, j, (EncVal){smt_bool_to_bv(s, any), smt_true(s), NULL, NULL})) return 1;
  }
  for (int i = 0; i < n; i++) {
    Z3_ast go = cond[i];
    for (int j = 0; j < r; j++) go = smt_and(s, go, not_(f, mem_same_block(f, m[i], ret[j])));
    for (int k = 0; k < i; k++) go = smt_and(s, go, not_(f, smt_and(s, cond[k], mem_same_block(f, m[i], m[k]))));
    if (mem_dealloc(f, m[i], go, op)) return 1;
  }
  return enc_failed(f);
}

/* ---- evaluators (interp.h, imem.h): the same semantics on concrete memory ---- */

/* fresh_copy: a fresh local block of memref type rt (identity or fully dynamic layout)
 * holding tensor x. */
static int ev_fresh_copy(IFn *f, MlirOperation op, MlirType rt, const ITensor *x, int stack, IMemRef **out) {
  if (!mem_is_memref(rt) || !x || (unsigned)mlirShapedTypeGetRank(rt) != x->rank || x->rank > 16)
    return interp_unsupported(f, op, "on this type");
  int64_t st[16], off, shape[16];
  int identity;
  if (imem_type_layout(f, op, rt, st, &off, &identity)) return 1;
  int dyn_layout = identity || mlirShapedTypeIsDynamicStrideOrOffset(off);
  for (unsigned k = 0; !identity && k < x->rank; k++) dyn_layout = dyn_layout && mlirShapedTypeIsDynamicStrideOrOffset(st[k]);
  if (!dyn_layout) return interp_unsupported(f, op, "to a static non-identity layout");
  uint64_t dyn[16];
  unsigned nd = 0;
  for (unsigned k = 0; k < x->rank; k++) {
    shape[k] = mlirShapedTypeGetDimSize(rt, k);
    if (mlirShapedTypeIsDynamicDim(rt, k)) dyn[nd++] = (uint64_t)x->dims[k];
  }
  MlirType ct = mlirMemRefTypeContiguousGet(mlirShapedTypeGetElementType(rt), x->rank, shape, mlirMemRefTypeGetMemorySpace(rt));
  return imem_alloc(f, op, ct, dyn, stack, out) || imem_write(f, op, *out, x);
}

/* to_tensor: as enc_to_tensor (of a poison memref every element poison, no UB). */
static int ev_to_tensor(IFn *f, MlirOperation op) {
  IMemRef *m;
  IVal t;
  MlirType mt = mlirValueGetType(mlirOperationGetOperand(op, 0));
  if (imem_operand(f, op, 0, &m)) return 1;
  if (m->poison) return imem_snapshot(interp_of(f), mt, m, 0, &t) || interp_result(f, op, 0, t);
  return imem_read(f, op, mt, m, &t) || interp_result(f, op, 0, t);
}

static int ev_to_buffer(IFn *f, MlirOperation op) {
  IVal t;
  IMemRef *m;
  return interp_operand(f, op, 0, &t) || ev_fresh_copy(f, op, res_type(op, 0), t.t, 1, &m) || imem_result(f, op, 0, m);
}

static int ev_clone(IFn *f, MlirOperation op) {
  IMemRef *m, *c;
  IVal t;
  if (imem_operand(f, op, 0, &m) || imem_read(f, op, mlirValueGetType(mlirOperationGetOperand(op, 0)), m, &t)) return 1;
  return ev_fresh_copy(f, op, res_type(op, 0), t.t, 0, &c) || imem_freeze(f, m, c, op) || imem_result(f, op, 0, c);
}

static int ev_alloc_tensor(IFn *f, MlirOperation op) {
  int nd = segment(op, 0), nc = segment(op, 1);
  MlirType t = res_type(op, 0);
  IVal v;
  if (nd < 0 || nc < 0 || !tval_is_tensor(t) || nd > 16 || mlirShapedTypeGetRank(t) > 16)
    return interp_unsupported(f, op, "of this form");
  if (nc) return interp_operand(f, op, nd, &v) || interp_result(f, op, 0, v);
  uint64_t dyn[16];
  int64_t dims[16];
  if (interp_index_operands(f, op, 0, (unsigned)nd, dyn)) return 1;
  for (intptr_t k = 0, j = 0; k < mlirShapedTypeGetRank(t); k++)
    dims[k] = mlirShapedTypeIsDynamicDim(t, k) ? (int64_t)dyn[j++] : mlirShapedTypeGetDimSize(t, k);
  if (interp_tensor(interp_of(f), t, dims, &v)) return 1;
  for (size_t i = 0; i < v.t->n; i++) v.t->e[i].uninit = 1;
  return interp_result(f, op, 0, v);
}

static int ev_materialize(IFn *f, MlirOperation op) {
  IVal src, dst;
  if (interp_operand(f, op, 0, &src) || interp_operand(f, op, 1, &dst)) return 1;
  if (!src.t || (!dst.m && !dst.t)) return interp_unsupported(f, op, "of this type");
  if (dst.m) return imem_write(f, op, dst.m, src.t);
  int same = src.t->rank == dst.t->rank;
  for (unsigned k = 0; same && k < src.t->rank; k++) same = src.t->dims[k] == dst.t->dims[k];
  if (!same) return interp_ub(f, op, "materialize_in_destination into a tensor of another shape");
  return interp_result(f, op, 0, src);
}

/* dealloc: as enc_bdealloc. */
static int ev_bdealloc(IFn *f, MlirOperation op) {
  int n = segment(op, 0), r = segment(op, 2);
  if (n < 0 || r < 0 || segment(op, 1) != n || n > 64 || r > 64) return interp_unsupported(f, op, "of this form");
  IMemRef *m[64], *ret[64];
  int cond[64];
  for (int i = 0; i < n; i++) {
    IVal c;
    if (imem_operand(f, op, i, &m[i]) || interp_operand(f, op, n + i, &c)) return 1;
    if (c.s.poison) return interp_ub(f, op, "bufferization.dealloc with a poison condition");
    cond[i] = (int)(c.s.bits & 1);
  }
  for (int j = 0; j < r; j++)
    if (imem_operand(f, op, 2 * n + j, &ret[j])) return 1;
  for (int j = 0; j < r; j++) {
    int any = 0;
    for (int i = 0; i < n; i++) any |= cond[i] && m[i]->b == ret[j]->b;
    if (interp_result(f, op, j, (IVal){.s.bits = (uint64_t)any})) return 1;
  }
  for (int i = 0; i < n; i++) {
    int go = cond[i];
    for (int j = 0; j < r; j++) go = go && m[i]->b != ret[j]->b;
    for (int k = 0; k < i; k++) go = go && !(cond[k] && m[i]->b == m[k]->b);
    if (go && imem_dealloc(f, op, m[i])) return 1;
  }
  return 0;
}

static const EncOpDef bufferization_ops[] = {
    {"bufferization.alloc_tensor", enc_alloc_tensor, "the copy operand, or a tensor with no element written", ev_alloc_tensor},
    {"bufferization.clone", enc_clone, "fresh heap block with a copy of the buffer; writing either while the clone is alive is UB, and a live clone leaves its source read-only at exit", ev_clone},
    {"bufferization.dealloc", enc_bdealloc, "frees each memref whose condition holds unless a retained one "
     "shares its block; results: retained blocks that some condition covered", ev_bdealloc},
    {"bufferization.materialize_in_destination", enc_materialize, "the source into the destination "
     "tensor (same shape) or written into the destination buffer", ev_materialize},
    {"bufferization.to_buffer", enc_to_buffer, "fresh block holding the tensor's elements", ev_to_buffer},
    {"bufferization.to_tensor", enc_to_tensor, "the buffer's elements (uninitialized ones unwritten); "
     "dead or out-of-block buffer is UB; of a poison memref a poison tensor", ev_to_tensor},
};

const EncTable bufferization_table = {"bufferization", bufferization_ops,
                                      sizeof bufferization_ops / sizeof bufferization_ops[0]};
