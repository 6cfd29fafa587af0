/* vector.c: the vector dialect's transfers between memrefs and vectors (docs/semantics.md
 * section 12, "vector"). Vectors of static, non-scalable shape are tensors (tval.h), so
 * arith and math ops on them are elementwise as on tensors. Transfers are unrolled element
 * by element (vectors are small: at most VEC_MAX_ELEMS elements), with the minor identity
 * permutation map (the vector's dimensions are the memref's last ones) and no mask; other
 * forms are unsupported; transfer_write on tensors is too. Quotes are from Dialect/Vector/IR/VectorOps.td. */
#include <string.h>
#include <mlir-c/AffineMap.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "imem.h"
#include "interp.h"
#include "mem.h"
#include "mlirutil.h"
#include "obs.h"
#include "tval.h"
#include "vector.h"

enum { VEC_MAX_ELEMS = 256, VEC_MAX_RANK = 16 };

/* The transfer's form, read from the op alone: ranks, vector shape, which dimensions are
 * in bounds. */
typedef struct TransferForm {
  unsigned rank, vrank;        /* memref rank, vector rank (its last vrank dimensions) */
  int64_t vdims[VEC_MAX_RANK];
  int in_bounds[VEC_MAX_RANK]; /* per vector dimension: out of bounds is UB, not padding */
  uint64_t n;                  /* elements */
} TransferForm;

/* A transfer being encoded: its form, the memref or tensor and the first indices. */
typedef struct Transfer {
  MlirOperation op;
  MemRef *m;                   /* the memref, or NULL for a tensor (read only) */
  EncVal t;
  Z3_ast *sizes;               /* of the memref or tensor */
  Z3_ast idx[VEC_MAX_RANK];    /* the first element's indices */
  TransferForm fm;
} Transfer;

/* The ranks of memref/tensor type mt and vector type vt, the vector's sizes and element
 * count; NULL, or what is not supported. */
static const char *form_dims(MlirType mt, MlirType vt, TransferForm *x) {
  x->rank = (unsigned)mlirShapedTypeGetRank(mt);
  x->vrank = (unsigned)mlirShapedTypeGetRank(vt);
  if (x->rank > VEC_MAX_RANK || x->vrank > x->rank) return "of this rank";
  x->n = 1;
  for (unsigned d = 0; d < x->vrank; d++) {
    x->vdims[d] = mlirShapedTypeGetDimSize(vt, d);
    if ((x->n *= (uint64_t)x->vdims[d]) > VEC_MAX_ELEMS) return "of more than 256 elements";
  }
  return NULL;
}

/* The form of a transfer of vector type vt whose memref or tensor is operand mem_at; NULL,
 * or what is not supported. */
static const char *transfer_form(MlirOperation op, MlirType vt, int mem_at, TransferForm *x) {
  memset(x, 0, sizeof *x);
  MlirType mt = mlirValueGetType(mlirOperationGetOperand(op, mem_at));
  if (!mem_is_memref(mt) && !(tval_is_tensor(mt) && mlirOperationGetNumResults(op))) return "on this type";
  if (!tval_is_tensor(vt)) return "with a scalable vector";
  MlirAttribute pm = mu_attr(op, "permutation_map"), ib = mu_attr(op, "in_bounds");
  if (!mlirAttributeIsNull(pm) && !mlirAffineMapIsMinorIdentity(mlirAffineMapAttrGetValue(pm)))
    return "with a permutation map that is not a minor identity";
  MlirAttribute seg = mu_attr(op, "operandSegmentSizes");
  int nseg = mlirAttributeIsNull(seg) ? 0 : (int)mlirDenseArrayGetNumElements(seg);
  if (nseg && mlirDenseI32ArrayGetElement(seg, nseg - 1)) return "with a mask";
  const char *why = form_dims(mt, vt, x);
  for (unsigned d = 0; !why && d < x->vrank; d++)
    x->in_bounds[d] = !mlirAttributeIsNull(ib) && mlirAttributeIsAArray(ib) &&
                      mlirArrayAttrGetNumElements(ib) == (intptr_t)x->vrank &&
                      mlirBoolAttrGetValue(mlirArrayAttrGetElement(ib, d));
  return why;
}

/* Checks the form and reads the memref or tensor operand (mem_at), indices (from idx_at)
 * and attributes. */
static int transfer_init(EncFn *f, MlirOperation op, MlirType vt, int mem_at, int idx_at, Transfer *x) {
  memset(x, 0, sizeof *x);
  x->op = op;
  const char *why = transfer_form(op, vt, mem_at, &x->fm);
  if (why) return enc_unsupported(f, op, why);
  if (mem_is_memref(mlirValueGetType(mlirOperationGetOperand(op, mem_at)))) {
    if (mem_operand(f, op, mem_at, &x->m)) return 1;
    x->sizes = x->m->sizes;
  } else {
    if (enc_operand(f, op, mem_at, &x->t)) return 1;
    if (!x->t.t || x->t.t->rank != x->fm.rank) return enc_stop(f->q, TV_ERROR, "internal: tensor operand");
    x->sizes = x->t.t->dims;
  }
  if (enc_index_operands(f, op, idx_at, x->fm.rank, x->idx)) return 1;
  /* along a dimension that is not in_bounds, "accesses (including the starting point) may
   * run out-of-bounds along the respective vector dimension as the index increases": from
   * a start that is a position (signed, >= 0) without passing the largest index */
  Smt *s = f->s;
  for (unsigned d = 0; d < x->fm.vrank; d++) {
    if (x->fm.in_bounds[d]) continue;
    Z3_ast i = x->idx[x->fm.rank - x->fm.vrank + d];
    Z3_ast last = smt_bv_u64(s, 64, (uint64_t)INT64_MAX - (uint64_t)x->fm.vdims[d] + 1);
    enc_ub(f, smt_or(s, smt_app2(s, Z3_mk_bvslt, i, smt_bv_u64(s, 64, 0)), smt_app2(s, Z3_mk_bvsgt, i, last)));
  }
  return enc_failed(f);
}

/* The evaluator's check of the starts (transfer_init): UB unless every start along a
 * dimension that is not in_bounds is in [0, INT64_MAX - size + 1]. */
static int ev_transfer_starts(IFn *f, MlirOperation op, const TransferForm *x, const uint64_t *base) {
  for (unsigned d = 0; d < x->vrank; d++)
    if (!x->in_bounds[d] && base[x->rank - x->vrank + d] > (uint64_t)INT64_MAX - (uint64_t)x->vdims[d] + 1)
      return interp_ub(f, op, "a transfer starting at a negative index or running past the largest index");
  return 0;
}

/* Element lin of the vector: its memref indices, and whether every dimension that pads
 * (not in_bounds) is within the memref. */
static Z3_ast transfer_at(EncFn *f, const Transfer *x, uint64_t lin, Z3_ast *idx) {
  Smt *s = f->s;
  Z3_ast inside = smt_true(s);
  memcpy(idx, x->idx, x->fm.rank * sizeof *idx);
  for (unsigned d = x->fm.vrank; d-- > 0;) {
    uint64_t p = lin % (uint64_t)x->fm.vdims[d];
    lin /= (uint64_t)x->fm.vdims[d];
    unsigned k = x->fm.rank - x->fm.vrank + d;
    idx[k] = smt_app2(s, Z3_mk_bvadd, idx[k], smt_bv_u64(s, 64, p));
    if (!x->fm.in_bounds[d]) inside = smt_and(s, inside, smt_app2(s, Z3_mk_bvult, idx[k], x->sizes[k]));
  }
  return inside;
}

/* A tensor's element at idx: UB out of bounds or unwritten (as tensor.extract). */
static EncVal tensor_element(EncFn *f, const Transfer *x, const Z3_ast *idx) {
  Smt *s = f->s;
  Z3_ast ok = tval_written_idx(f, x->t, idx);
  for (unsigned k = 0; k < x->fm.rank; k++) ok = smt_and(s, ok, smt_app2(s, Z3_mk_bvult, idx[k], x->sizes[k]));
  enc_ub(f, smt_app1(s, Z3_mk_not, ok));
  return tval_at_idx(f, x->t, idx);
}

/* transfer_read: "reads an n-D slice of memory into an n-D vector" (of a memref, or of a
 * tensor); an element out of bounds along a dimension that is not in_bounds is the padding
 * value, along an in_bounds dimension it is UB (the load's or tensor.extract's). */
static int enc_transfer_read(EncFn *f, MlirOperation op) {
  Transfer x;
  MlirType vt = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (transfer_init(f, op, vt, 0, 1, &x)) return 1;
  EncVal pad;
  if (enc_operand(f, op, 1 + (int)x.fm.rank, &pad)) return 1;
  EncTensor *sh = tval_type_shape(f, vt, NULL, "transfer_read");
  if (!sh) return 1;
  Smt *s = f->s;
  Z3_ast v = smt_const_array(s, smt_bv_sort(s, 64), pad.v), np = smt_const_array(s, smt_bv_sort(s, 64), pad.np);
  Z3_ast path = f->path;
  for (uint64_t lin = 0; lin < x.fm.n && !enc_failed(f); lin++) {
    Z3_ast idx[VEC_MAX_RANK];
    Z3_ast inside = transfer_at(f, &x, lin, idx);
    EncVal e;
    f->path = smt_and(s, path, inside);   /* no load (and no UB) where it pads */
    int rc = 0;
    if (x.m) rc = mem_load(f, x.m, idx, &e);
    else e = tensor_element(f, &x, idx);
    f->path = path;
    if (rc) return 1;
    Z3_ast at = smt_bv_u64(s, 64, lin);
    v = smt_app3(s, Z3_mk_store, v, at, smt_ite(s, inside, e.v, pad.v));
    np = smt_app3(s, Z3_mk_store, np, at, smt_ite(s, inside, e.np, pad.np));
  }
  return enc_result(f, op, 0, (EncVal){v, np, sh, NULL});
}

/* transfer_write: "writes an n-D vector to a slice of memory"; elements out of bounds along
 * a dimension that is not in_bounds are not written, along an in_bounds one it is UB. */
static int enc_transfer_write(EncFn *f, MlirOperation op) {
  if (mlirOperationGetNumResults(op)) return enc_unsupported(f, op, "on a tensor");
  Transfer x;
  EncVal vec;
  MlirType vt = mlirValueGetType(mlirOperationGetOperand(op, 0));
  if (transfer_init(f, op, vt, 1, 2, &x) || enc_operand(f, op, 0, &vec)) return 1;
  Z3_ast path = f->path;
  for (uint64_t lin = 0; lin < x.fm.n && !enc_failed(f); lin++) {
    Z3_ast idx[VEC_MAX_RANK];
    Z3_ast inside = transfer_at(f, &x, lin, idx);
    f->path = smt_and(f->s, path, inside);
    int rc = mem_store(f, x.m, idx, tval_at(f, vec, smt_bv_u64(f->s, 64, lin)));
    f->path = path;
    if (rc) return 1;
  }
  return enc_failed(f);
}

/* ---- evaluators (interp.h) ---- */

/* Element lin of the vector in a transfer from the indices base into sizes: idx gets its
 * indices; returns whether every dimension that pads (not in_bounds) is within sizes
 * (transfer_at). */
static int ev_transfer_at(const TransferForm *x, const uint64_t *base, const uint64_t *sizes, uint64_t lin,
                          uint64_t *idx) {
  int inside = 1;
  memcpy(idx, base, x->rank * sizeof *idx);
  for (unsigned d = x->vrank; d-- > 0;) {
    unsigned k = x->rank - x->vrank + d;
    idx[k] += lin % (uint64_t)x->vdims[d];
    lin /= (uint64_t)x->vdims[d];
    if (!x->in_bounds[d]) inside &= idx[k] < sizes[k];
  }
  return inside;
}

/* A tensor's element at idx (tensor_element): UB out of bounds or never written. */
static int ev_tensor_element(IFn *f, MlirOperation op, const ITensor *t, const uint64_t *idx, IScalar *out) {
  uint64_t at = 0;
  for (unsigned k = 0; k < t->rank; k++) {
    if (idx[k] >= (uint64_t)t->dims[k]) return interp_ub(f, op, "vector.transfer_read out of bounds");
    at = at * (uint64_t)t->dims[k] + idx[k];
  }
  if (t->e[at].uninit) return interp_ub(f, op, "read of an element never written");
  *out = t->e[at];
  return 0;
}

/* The form of a transfer whose memref or tensor is operand mem_at (transfer_form), its
 * value and its sizes. */
static int ev_transfer_init(IFn *f, MlirOperation op, MlirType vt, int mem_at, TransferForm *x, IVal *t,
                            uint64_t *sizes) {
  const char *why = transfer_form(op, vt, mem_at, x);
  if (why) return interp_unsupported(f, op, why);
  if (mem_is_memref(mlirValueGetType(mlirOperationGetOperand(op, mem_at)))) {
    if (imem_operand(f, op, mem_at, &t->m)) return 1;
    if (t->m->rank != x->rank) return interp_error(f, "%s: a bad memref operand", mu_op_name(interp_of(f)->arena, op));
    memcpy(sizes, t->m->sizes, x->rank * sizeof *sizes);
    return 0;
  }
  if (interp_operand(f, op, mem_at, t)) return 1;
  if (!t->t || t->t->rank != x->rank) return interp_error(f, "vector.transfer_read: a bad tensor operand");
  for (unsigned k = 0; k < x->rank; k++) sizes[k] = (uint64_t)t->t->dims[k];
  return 0;
}

/* transfer_read: element lin of the vector is the memref's or tensor's at the indices plus
 * lin's position in the last vrank dimensions; where a dimension that is not in_bounds
 * leaves the memref or tensor it is the padding, and nothing is read; otherwise the load's
 * UB (imem_load: out of bounds, dead, uninitialized) or tensor_element's. */
static int ev_transfer_read(IFn *f, MlirOperation op) {
  TransferForm x;
  MlirType vt = mlirValueGetType(mlirOperationGetResult(op, 0));
  IVal t = {0}, pad, r;
  uint64_t base[VEC_MAX_RANK], sizes[VEC_MAX_RANK];
  if (ev_transfer_init(f, op, vt, 0, &x, &t, sizes) || interp_index_operands(f, op, 1, x.rank, base) ||
      ev_transfer_starts(f, op, &x, base) ||
      interp_operand(f, op, 1 + (int)x.rank, &pad) || interp_tensor(interp_of(f), vt, NULL, &r))
    return 1;
  for (uint64_t lin = 0; lin < x.n; lin++) {
    uint64_t idx[VEC_MAX_RANK];
    if (!ev_transfer_at(&x, base, sizes, lin, idx)) r.t->e[lin] = pad.s;
    else if (t.m ? imem_load(f, op, t.m, idx, &r.t->e[lin]) : ev_tensor_element(f, op, t.t, idx, &r.t->e[lin]))
      return 1;
  }
  return interp_result(f, op, 0, r);
}

/* transfer_write to a memref: element lin of the vector is stored at the indices plus its
 * position (imem_store's UB: out of bounds, dead, read-only), in order, except where a
 * dimension that is not in_bounds leaves the memref. */
static int ev_transfer_write(IFn *f, MlirOperation op) {
  if (mlirOperationGetNumResults(op)) return interp_unsupported(f, op, "on a tensor");
  TransferForm x;
  MlirType vt = mlirValueGetType(mlirOperationGetOperand(op, 0));
  IVal m = {0}, vec;
  uint64_t base[VEC_MAX_RANK], sizes[VEC_MAX_RANK];
  if (ev_transfer_init(f, op, vt, 1, &x, &m, sizes) || interp_operand(f, op, 0, &vec) ||
      interp_index_operands(f, op, 2, x.rank, base) || ev_transfer_starts(f, op, &x, base))
    return 1;
  if (!vec.t || vec.t->n != x.n) return interp_error(f, "vector.transfer_write: a bad vector operand");
  for (uint64_t lin = 0; lin < x.n; lin++) {
    uint64_t idx[VEC_MAX_RANK];
    IScalar e = vec.t->e[lin];
    e.uninit = 0;   /* the encoder stores a vector element's value and poison only */
    if (ev_transfer_at(&x, base, sizes, lin, idx) && imem_store(f, op, m.m, idx, e)) return 1;
  }
  return 0;
}

/* ---- load, store, maskedload, maskedstore ---- */

/* The form of a vector.load/store-like op of vector type vt on the memref operand mem_at:
 * the vector's dimensions are the memref's last ones, every dimension in bounds (out of
 * bounds is UB, semantics.md 12). NULL, or what is not supported. */
static const char *vl_form(MlirOperation op, MlirType vt, int mem_at, TransferForm *x) {
  memset(x, 0, sizeof *x);
  MlirType mt = mlirValueGetType(mlirOperationGetOperand(op, mem_at));
  if (!mem_is_memref(mt) || mlirTypeIsAShaped(mlirShapedTypeGetElementType(mt))) return "on this memref type";
  if (!tval_is_tensor(vt)) return "with a scalable vector";
  const char *why = form_dims(mt, vt, x);
  for (unsigned d = 0; !why && d < x->vrank; d++) x->in_bounds[d] = 1;
  return why;
}

/* The memref (operand mem_at) and first indices of a load/store-like op: the index operands
 * from mem_at + 1, or what `at` makes of them (affine.vector_load/store: the map's results). */
static int vl_init(EncFn *f, MlirOperation op, MlirType vt, int mem_at, VecIdxFn ifn, Transfer *x) {
  memset(x, 0, sizeof *x);
  x->op = op;
  const char *why = vl_form(op, vt, mem_at, &x->fm);
  if (why) return enc_unsupported(f, op, why);
  if (mem_operand(f, op, mem_at, &x->m)) return 1;
  x->sizes = x->m->sizes;
  if (ifn) return ifn(f, op, mem_at + 1, x->fm.rank, x->idx);
  return enc_index_operands(f, op, mem_at + 1, x->fm.rank, x->idx);
}

/* Mask bit lin as a Bool: a poison bit is UB (it decides whether memory is touched, as a
 * branch condition). */
static Z3_ast vl_mask_bit(EncFn *f, EncVal mask, uint64_t lin) {
  EncVal b = tval_at(f, mask, smt_bv_u64(f->s, 64, lin));
  enc_ub(f, smt_app1(f->s, Z3_mk_not, b.np));
  return smt_bv_to_bool(f->s, b.v);
}

/* load: "reads an n-D slice of memory into an n-D vector" at the indices along the
 * memref's last dimensions; an element out of bounds is UB (memref.load's), and so
 * (maskedload, mask and pass_thru given) "if a mask bit is set and the corresponding index
 * is out-of-bounds"; a lane whose bit is clear is pass_thru's and reads nothing. */
static int vl_load(EncFn *f, MlirOperation op, int masked, VecIdxFn ifn) {
  Transfer x;
  MlirType vt = mlirValueGetType(mlirOperationGetResult(op, 0));
  EncVal mask = {0}, pass = {0};
  if (vl_init(f, op, vt, 0, ifn, &x)) return 1;
  if (masked && (enc_operand(f, op, 1 + (int)x.fm.rank, &mask) || enc_operand(f, op, 2 + (int)x.fm.rank, &pass))) return 1;
  EncTensor *sh = tval_type_shape(f, vt, NULL, "vector.load");
  unsigned w = sh ? enc_width(f, vt, op) : 0;
  if (!w) return 1;
  Smt *s = f->s;
  Z3_ast v = smt_const_array(s, smt_bv_sort(s, 64), smt_bv_u64(s, w, 0)), np = smt_const_array(s, smt_bv_sort(s, 64), smt_true(s));
  Z3_ast path = f->path;
  for (uint64_t lin = 0; lin < x.fm.n && !enc_failed(f); lin++) {
    Z3_ast idx[VEC_MAX_RANK], at = smt_bv_u64(s, 64, lin), on = masked ? vl_mask_bit(f, mask, lin) : smt_true(s);
    EncVal e, p = masked ? tval_at(f, pass, at) : (EncVal){0};
    transfer_at(f, &x, lin, idx);
    f->path = smt_and(s, path, on);
    int rc = mem_load(f, x.m, idx, &e);
    f->path = path;
    if (rc) return 1;
    v = smt_app3(s, Z3_mk_store, v, at, masked ? smt_ite(s, on, e.v, p.v) : e.v);
    np = smt_app3(s, Z3_mk_store, np, at, masked ? smt_ite(s, on, e.np, p.np) : e.np);
  }
  return enc_result(f, op, 0, (EncVal){v, np, sh, NULL});
}
static int enc_load(EncFn *f, MlirOperation op) { return vl_load(f, op, 0, NULL); }
static int enc_maskedload(EncFn *f, MlirOperation op) { return vl_load(f, op, 1, NULL); }
int vector_load_at(EncFn *f, MlirOperation op, VecIdxFn ifn) { return vl_load(f, op, 0, ifn); }

/* store: "writes an n-D vector to an n-D slice of memory" (out of bounds is UB);
 * maskedstore writes only the lanes whose mask bit is set. Operands: store (value, base,
 * indices), maskedstore (base, indices, mask, value). */
static int vl_store(EncFn *f, MlirOperation op, int masked, VecIdxFn ifn) {
  Transfer x;
  int mem_at = masked ? 0 : 1;
  EncVal vec, mask = {0};
  MlirType vt = mlirValueGetType(mlirOperationGetOperand(op, masked ? mlirOperationGetNumOperands(op) - 1 : 0));
  if (vl_init(f, op, vt, mem_at, ifn, &x)) return 1;
  int vec_at = masked ? 2 + (int)x.fm.rank : 0;
  if (enc_operand(f, op, vec_at, &vec) || (masked && enc_operand(f, op, 1 + (int)x.fm.rank, &mask))) return 1;
  Z3_ast path = f->path;
  for (uint64_t lin = 0; lin < x.fm.n && !enc_failed(f); lin++) {
    Z3_ast idx[VEC_MAX_RANK], on = masked ? vl_mask_bit(f, mask, lin) : smt_true(f->s);
    transfer_at(f, &x, lin, idx);
    f->path = smt_and(f->s, path, on);
    int rc = mem_store(f, x.m, idx, tval_at(f, vec, smt_bv_u64(f->s, 64, lin)));
    f->path = path;
    if (rc) return 1;
  }
  return enc_failed(f);
}
static int enc_store(EncFn *f, MlirOperation op) { return vl_store(f, op, 0, NULL); }
static int enc_maskedstore(EncFn *f, MlirOperation op) { return vl_store(f, op, 1, NULL); }
int vector_store_at(EncFn *f, MlirOperation op, VecIdxFn ifn) { return vl_store(f, op, 0, ifn); }

/* The evaluators (vl_load, vl_store). */
static int ev_vl_init(IFn *f, MlirOperation op, MlirType vt, int mem_at, VecEvIdxFn ifn, TransferForm *x, IMemRef **m,
                      uint64_t *base) {
  const char *why = vl_form(op, vt, mem_at, x);
  if (why) return interp_unsupported(f, op, why);
  if (imem_operand(f, op, mem_at, m)) return 1;
  if (ifn ? ifn(f, op, mem_at + 1, x->rank, base) : interp_index_operands(f, op, mem_at + 1, x->rank, base)) return 1;
  if ((*m)->rank != x->rank) return interp_error(f, "%s: a bad memref operand", mu_op_name(interp_of(f)->arena, op));
  return 0;
}

/* Mask bit lin: 1 set, 0 clear, -1 poison (UB, reported). */
static int ev_mask_bit(IFn *f, MlirOperation op, const IVal *mask, uint64_t lin) {
  IScalar b = mask->t->e[lin];
  if (b.poison) return interp_ub(f, op, "a poison mask bit"), -1;
  return (int)(b.bits & 1);
}

static int ev_vl_load(IFn *f, MlirOperation op, int masked, VecEvIdxFn ifn) {
  TransferForm x;
  IMemRef *m;
  IVal mask = {0}, pass = {0}, r;
  uint64_t base[VEC_MAX_RANK], sizes[VEC_MAX_RANK] = {0}, idx[VEC_MAX_RANK];
  MlirType vt = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (ev_vl_init(f, op, vt, 0, ifn, &x, &m, base) || interp_tensor(interp_of(f), vt, NULL, &r)) return 1;
  if (masked && (interp_operand(f, op, 1 + (int)x.rank, &mask) || interp_operand(f, op, 2 + (int)x.rank, &pass))) return 1;
  for (uint64_t lin = 0; lin < x.n; lin++) {
    int on = masked ? ev_mask_bit(f, op, &mask, lin) : 1;
    if (on < 0) return 1;
    ev_transfer_at(&x, base, sizes, lin, idx);
    if (!on) r.t->e[lin] = pass.t->e[lin];
    else if (imem_load(f, op, m, idx, &r.t->e[lin])) return 1;
  }
  return interp_result(f, op, 0, r);
}
static int ev_load(IFn *f, MlirOperation op) { return ev_vl_load(f, op, 0, NULL); }
static int ev_maskedload(IFn *f, MlirOperation op) { return ev_vl_load(f, op, 1, NULL); }
int vector_ev_load_at(IFn *f, MlirOperation op, VecEvIdxFn ifn) { return ev_vl_load(f, op, 0, ifn); }

static int ev_vl_store(IFn *f, MlirOperation op, int masked, VecEvIdxFn ifn) {
  TransferForm x;
  IMemRef *m;
  IVal mask = {0}, vec;
  uint64_t base[VEC_MAX_RANK], sizes[VEC_MAX_RANK] = {0}, idx[VEC_MAX_RANK];
  MlirType vt = mlirValueGetType(mlirOperationGetOperand(op, masked ? mlirOperationGetNumOperands(op) - 1 : 0));
  if (ev_vl_init(f, op, vt, masked ? 0 : 1, ifn, &x, &m, base)) return 1;
  if (interp_operand(f, op, masked ? 2 + (int)x.rank : 0, &vec) || (masked && interp_operand(f, op, 1 + (int)x.rank, &mask)))
    return 1;
  for (uint64_t lin = 0; lin < x.n; lin++) {
    int on = masked ? ev_mask_bit(f, op, &mask, lin) : 1;
    if (on < 0) return 1;
    IScalar e = vec.t->e[lin];
    e.uninit = 0;
    ev_transfer_at(&x, base, sizes, lin, idx);
    if (on && imem_store(f, op, m, idx, e)) return 1;
  }
  return 0;
}
static int ev_store(IFn *f, MlirOperation op) { return ev_vl_store(f, op, 0, NULL); }
static int ev_maskedstore(IFn *f, MlirOperation op) { return ev_vl_store(f, op, 1, NULL); }
int vector_ev_store_at(IFn *f, MlirOperation op, VecEvIdxFn ifn) { return ev_vl_store(f, op, 0, ifn); }

/* Sorted by name. */
static const EncOpDef vector_ops[] = {
    {"vector.load", enc_load, "memref slice (the vector's dimensions its last ones) to vector; out of bounds is UB", ev_load},
    {"vector.maskedload", enc_maskedload, "lanes with the mask bit set loaded (out of bounds UB), others pass_thru; a poison bit is UB", ev_maskedload},
    {"vector.maskedstore", enc_maskedstore, "lanes with the mask bit set stored (out of bounds UB); a poison bit is UB", ev_maskedstore, OP_STORES},
    {"vector.print", obs_enc_print, "an event (a call, obs.h) of its source as it is now, its punctuation and string; "
                                    "the sequence of events before any UB must be the source's", obs_ev_print_op, OP_CALL},
    {"vector.store", enc_store, "vector to memref slice (its last dimensions); out of bounds is UB", ev_store, OP_STORES},
    {"vector.transfer_read", enc_transfer_read, "memref or tensor slice to vector, minor identity map, padding out of bounds", ev_transfer_read},
    {"vector.transfer_write", enc_transfer_write, "vector to memref slice, minor identity map, out of bounds not written", ev_transfer_write,
     OP_STORES},
};

const EncTable vector_table = {"vector", vector_ops, sizeof vector_ops / sizeof vector_ops[0]};
