/* vector_shape.c: the vector dialect's ops on vector values (docs/semantics.md section 12,
 * "vector"; quotes from Dialect/Vector/IR/VectorOps.td). A vector of static, non-scalable
 * shape is a tensor of its shape (tval.h), always fully written. Most of these ops only
 * move elements: each result element is an element of an operand, poison, or a constant,
 * decided from the types and attributes alone. That map (VsMap) is computed once per op
 * with plain integers and serves the encoder (a store per element) and the evaluator
 * alike. Positions given as SSA values (extract, insert, create_mask) are encoded
 * symbolically. Vectors of more than VS_MAX_ELEMS elements are unsupported. */
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "fp.h"
#include "interp.h"
#include "mlirutil.h"
#include "tval.h"

enum { VS_MAX_ELEMS = 1024, VS_MAX_RANK = 16, VS_POISON = -1, VS_CONST = -2 };

/* A static shape; a scalar has rank 0 and one element. */
typedef struct VsShape {
  unsigned rank;
  int64_t d[VS_MAX_RANK];
  uint64_t n;
} VsShape;

/* Where each element of result `res` comes from: src[j] is the operand (its element at[j];
 * a scalar operand has element 0), VS_POISON, or VS_CONST (the value at[j]). in[k] is
 * operand k's shape (k < 2). */
typedef struct VsMap {
  MlirOperation op;
  unsigned res;
  VsShape out, in[2];
  int *src;
  uint64_t *at;
} VsMap;
typedef const char *(*VsBuild)(VsMap *m);

static const char *vs_shape(MlirType t, VsShape *s) {
  memset(s, 0, sizeof *s);
  s->n = 1;
  if (!mlirTypeIsAShaped(t)) return NULL;
  if (!mlirTypeIsAVector(t)) return "on this type";
  if (mlirVectorTypeIsScalable(t)) return "with a scalable vector";
  s->rank = (unsigned)mlirShapedTypeGetRank(t);
  if (s->rank > VS_MAX_RANK) return "of rank over 16";
  for (unsigned r = 0; r < s->rank; r++) {
    s->d[r] = mlirShapedTypeGetDimSize(t, r);
    s->n *= (uint64_t)s->d[r];
    if (s->n > VS_MAX_ELEMS) return "of more than 1024 elements";
  }
  return NULL;
}

static void vs_delin(const VsShape *s, uint64_t lin, uint64_t *idx) {
  for (unsigned r = s->rank; r-- > 0; lin /= (uint64_t)s->d[r]) idx[r] = lin % (uint64_t)s->d[r];
}

static uint64_t vs_lin(const VsShape *s, const uint64_t *idx) {
  uint64_t at = 0;
  for (unsigned r = 0; r < s->rank; r++) at = at * (uint64_t)s->d[r] + idx[r];
  return at;
}

/* Integers of a DenseI64ArrayAttr or an ArrayAttr of IntegerAttr; the count, or -1. */
static int vs_ints(MlirOperation op, const char *name, int64_t *out, int max) {
  MlirAttribute a = mu_attr(op, name);
  if (mlirAttributeIsNull(a)) return -1;
  if (mlirAttributeIsADenseI64Array(a)) {
    intptr_t n = mlirDenseArrayGetNumElements(a);
    if (n > max) return -1;
    for (intptr_t i = 0; i < n; i++) out[i] = mlirDenseI64ArrayGetElement(a, i);
    return (int)n;
  }
  if (!mlirAttributeIsAArray(a) || mlirArrayAttrGetNumElements(a) > max) return -1;
  intptr_t n = mlirArrayAttrGetNumElements(a);
  for (intptr_t i = 0; i < n; i++) out[i] = mlirIntegerAttrGetValueInt(mlirArrayAttrGetElement(a, i));
  return (int)n;
}

static MlirType vs_rtype(MlirOperation op, unsigned r) { return mlirValueGetType(mlirOperationGetResult(op, r)); }
static MlirType vs_otype(MlirOperation op, int k) { return mlirValueGetType(mlirOperationGetOperand(op, k)); }

/* ---- the maps ---- */

/* broadcast: "the source operand is duplicated to match the given rank and sizes": source
 * dimensions align with the result's trailing ones; a source size 1 is stretched. */
static const char *b_broadcast(VsMap *m) {
  const VsShape *s = &m->in[0];
  if (s->rank > m->out.rank) return "of a higher rank";
  uint64_t idx[VS_MAX_RANK], sidx[VS_MAX_RANK];
  for (uint64_t j = 0; j < m->out.n; j++) {
    vs_delin(&m->out, j, idx);
    for (unsigned i = 0; i < s->rank; i++) sidx[i] = s->d[i] == 1 ? 0 : idx[i + m->out.rank - s->rank];
    m->src[j] = 0, m->at[j] = vs_lin(s, sidx);
  }
  return NULL;
}

/* shape_cast: the same elements in row-major order. */
static const char *b_shape_cast(VsMap *m) {
  if (m->in[0].n != m->out.n) return "changing the element count";
  for (uint64_t j = 0; j < m->out.n; j++) m->src[j] = 0, m->at[j] = j;
  return NULL;
}

/* transpose: result dimension i is source dimension permutation[i]. */
static const char *b_transpose(VsMap *m) {
  int64_t perm[VS_MAX_RANK];
  uint64_t idx[VS_MAX_RANK], sidx[VS_MAX_RANK];
  if (vs_ints(m->op, "permutation", perm, VS_MAX_RANK) != (int)m->out.rank) return "without a permutation";
  for (uint64_t j = 0; j < m->out.n; j++) {
    vs_delin(&m->out, j, idx);
    for (unsigned i = 0; i < m->out.rank; i++) sidx[perm[i]] = idx[i];
    m->src[j] = 0, m->at[j] = vs_lin(&m->in[0], sidx);
  }
  return NULL;
}

/* extract_strided_slice: result[j] = source[offset + j * stride] along the first
 * dimensions given, whole along the others. */
static const char *b_extract_strided_slice(VsMap *m) {
  int64_t off[VS_MAX_RANK], str[VS_MAX_RANK];
  int k = vs_ints(m->op, "offsets", off, VS_MAX_RANK);
  if (k < 0 || vs_ints(m->op, "strides", str, VS_MAX_RANK) != k) return "without offsets or strides";
  uint64_t idx[VS_MAX_RANK];
  for (uint64_t j = 0; j < m->out.n; j++) {
    vs_delin(&m->out, j, idx);
    for (int d = 0; d < k; d++) idx[d] = (uint64_t)off[d] + idx[d] * (uint64_t)str[d];
    m->src[j] = 0, m->at[j] = vs_lin(&m->in[0], idx);
  }
  return NULL;
}

/* insert_strided_slice: dest with dest[offset + j * stride] = source[j] (the source's
 * dimensions are the dest's trailing ones; leading dest positions are the offsets). */
static const char *b_insert_strided_slice(VsMap *m) {
  int64_t off[VS_MAX_RANK], str[VS_MAX_RANK];
  const VsShape *s = &m->in[0];
  unsigned lead = m->out.rank - s->rank;
  if (vs_ints(m->op, "offsets", off, VS_MAX_RANK) != (int)m->out.rank ||
      vs_ints(m->op, "strides", str, VS_MAX_RANK) != (int)s->rank)
    return "without offsets or strides";
  uint64_t idx[VS_MAX_RANK], sidx[VS_MAX_RANK];
  for (uint64_t j = 0; j < m->out.n; j++) {
    vs_delin(&m->out, j, idx);
    int in = 1;
    for (unsigned d = 0; d < m->out.rank && in; d++) {
      int64_t p = (int64_t)idx[d] - off[d];
      if (d < lead) in = p == 0;
      else {
        int64_t st = str[d - lead];
        in = p >= 0 && st > 0 && p % st == 0 && p / st < s->d[d - lead];
        sidx[d - lead] = in ? (uint64_t)(p / st) : 0;
      }
    }
    m->src[j] = in ? 0 : 1;
    m->at[j] = in ? vs_lin(s, sidx) : j;
  }
  return NULL;
}

/* shuffle: result row i is row mask[i] of v1 followed by v2 (leading dimension); -1 is
 * "a poison mask value". 0-D operands are one element each. */
static const char *b_shuffle(VsMap *m) {
  int64_t mask[VS_MAX_ELEMS];
  if (m->out.rank < 1 || vs_ints(m->op, "mask", mask, VS_MAX_ELEMS) != (int)m->out.d[0]) return "without a mask";
  uint64_t s1 = m->in[0].rank ? (uint64_t)m->in[0].d[0] : 1, inner = m->out.n / (uint64_t)m->out.d[0];
  for (uint64_t j = 0; j < m->out.n; j++) {
    int64_t row = mask[j / inner];
    if (row < 0) m->src[j] = VS_POISON, m->at[j] = 0;
    else if ((uint64_t)row < s1) m->src[j] = 0, m->at[j] = (uint64_t)row * inner + j % inner;
    else m->src[j] = 1, m->at[j] = ((uint64_t)row - s1) * inner + j % inner;
  }
  return NULL;
}

/* interleave: result[..., 2i] = lhs[..., i], result[..., 2i + 1] = rhs[..., i]. */
static const char *b_interleave(VsMap *m) {
  for (uint64_t j = 0; j < m->out.n; j++) m->src[j] = (int)(j % 2), m->at[j] = j / 2;
  return NULL;
}

/* deinterleave: result #r[..., i] = source[..., 2i + r] (even, then odd positions). */
static const char *b_deinterleave(VsMap *m) {
  for (uint64_t j = 0; j < m->out.n; j++) m->src[j] = 0, m->at[j] = 2 * j + m->res;
  return NULL;
}

/* from_elements: element j is operand j. */
static const char *b_from_elements(VsMap *m) {
  if ((uint64_t)mlirOperationGetNumOperands(m->op) != m->out.n) return "with a wrong operand count";
  for (uint64_t j = 0; j < m->out.n; j++) m->src[j] = (int)j, m->at[j] = 0;
  return NULL;
}

/* Static positions pos[k] of an extract or insert with no dynamic one; -1 for a dynamic
 * operand count that is not zero. */
static int static_pos(MlirOperation op, int64_t *pos) {
  int k = vs_ints(op, "static_position", pos, VS_MAX_RANK);
  for (int d = 0; d < k; d++)
    if (pos[d] == mlirShapedTypeGetDynamicSize()) return -1;
  return k;
}

static int any_poison_pos(const int64_t *pos, int k) {
  for (int d = 0; d < k; d++)
    if (pos[d] == -1) return 1;
  return 0;
}

/* extract at static positions: the sub-vector (or element) there; a position -1 is "a
 * poison index": the result is poison. */
static const char *b_extract(VsMap *m) {
  int64_t pos[VS_MAX_RANK];
  int k = static_pos(m->op, pos), poison = k >= 0 && any_poison_pos(pos, k);
  if (k < 0) return "with dynamic positions";
  uint64_t idx[VS_MAX_RANK];
  for (uint64_t j = 0; j < m->out.n; j++) {
    for (int d = 0; d < k; d++) idx[d] = (uint64_t)pos[d];
    vs_delin(&m->out, j, idx + k);
    m->src[j] = poison ? VS_POISON : 0;
    m->at[j] = poison ? 0 : vs_lin(&m->in[0], idx);
  }
  return NULL;
}

/* insert at static positions: dest with the sub-vector (or element) there replaced; a
 * position -1: "the resulting vector is poison". */
static const char *b_insert(VsMap *m) {
  int64_t pos[VS_MAX_RANK];
  int k = static_pos(m->op, pos), poison = k >= 0 && any_poison_pos(pos, k);
  if (k < 0) return "with dynamic positions";
  uint64_t idx[VS_MAX_RANK];
  for (uint64_t j = 0; j < m->out.n; j++) {
    vs_delin(&m->out, j, idx);
    int in = 1;
    for (int d = 0; d < k; d++) in &= idx[d] == (uint64_t)pos[d];
    m->src[j] = poison ? VS_POISON : in ? 0 : 1;
    m->at[j] = poison ? 0 : in ? vs_lin(&m->in[0], idx + k) : j;
  }
  return NULL;
}

/* constant_mask: 1 where every index is below its mask_dim_sizes entry, else 0. */
static const char *b_constant_mask(VsMap *m) {
  int64_t sz[VS_MAX_RANK];
  if (vs_ints(m->op, "mask_dim_sizes", sz, VS_MAX_RANK) != (int)m->out.rank) return "without sizes";
  uint64_t idx[VS_MAX_RANK];
  for (uint64_t j = 0; j < m->out.n; j++) {
    vs_delin(&m->out, j, idx);
    int in = 1;
    for (unsigned d = 0; d < m->out.rank; d++) in &= (int64_t)idx[d] < sz[d];
    m->src[j] = VS_CONST, m->at[j] = (uint64_t)in;
  }
  return NULL;
}

/* step: [0, 1, ..., N - 1] as index values. */
static const char *b_step(VsMap *m) {
  for (uint64_t j = 0; j < m->out.n; j++) m->src[j] = VS_CONST, m->at[j] = j;
  return NULL;
}

/* The map of result res of op (shapes from the types; arrays in arena a). */
static const char *vs_map(Arena *a, MlirOperation op, unsigned res, VsBuild build, VsMap *m) {
  memset(m, 0, sizeof *m);
  m->op = op, m->res = res;
  const char *why = vs_shape(vs_rtype(op, res), &m->out);
  for (int k = 0; k < 2 && k < mlirOperationGetNumOperands(op) && !why; k++) {
    MlirType t = vs_otype(op, k);
    if (mlirTypeIsAVector(t) || !mlirTypeIsAShaped(t)) why = vs_shape(t, &m->in[k]);
  }
  if (why) return why;
  m->src = arena_alloc(a, m->out.n * sizeof *m->src);
  m->at = arena_alloc(a, m->out.n * sizeof *m->at);
  if (!m->src || !m->at) return "too large (out of memory)";
  return build(m);
}

/* The result of a map: a store per element. */
static int vs_gather(EncFn *f, MlirOperation op, VsBuild build) {
  Smt *s = f->s;
  intptr_t nops = mlirOperationGetNumOperands(op);
  EncVal *in = arena_alloc(&f->q->arena, (size_t)(nops ? nops : 1) * sizeof *in);
  if (!in) return enc_failed(f);
  for (intptr_t k = 0; k < nops; k++)
    if (enc_operand(f, op, (int)k, &in[k])) return 1;
  for (unsigned r = 0; r < (unsigned)mlirOperationGetNumResults(op); r++) {
    VsMap m;
    const char *why = vs_map(&f->q->arena, op, r, build, &m);
    if (why) return enc_unsupported(f, op, why);
    MlirType rt = vs_rtype(op, r);
    unsigned w = enc_width(f, rt, op);
    EncTensor *sh = w ? tval_type_shape(f, rt, NULL, "vector") : NULL;
    if (!sh) return 1;
    Z3_sort is = smt_bv_sort(s, 64);
    Z3_ast v = smt_const_array(s, is, smt_bv_u64(s, w, 0)), np = smt_const_array(s, is, smt_true(s));
    for (uint64_t j = 0; j < m.out.n; j++) {
      EncVal e = {smt_bv_u64(s, w, m.at[j]), smt_true(s), NULL, NULL};
      if (m.src[j] == VS_POISON) e.np = smt_false(s);
      else if (m.src[j] >= 0) e = in[m.src[j]].t ? tval_at(f, in[m.src[j]], smt_bv_u64(s, 64, m.at[j])) : in[m.src[j]];
      Z3_ast at = smt_bv_u64(s, 64, j);
      v = smt_app3(s, Z3_mk_store, v, at, e.v);
      np = smt_app3(s, Z3_mk_store, np, at, e.np);
    }
    if (enc_result(f, op, (int)r, (EncVal){v, np, sh, NULL})) return 1;
  }
  return enc_failed(f);
}

/* The same with a scalar result (extract of an element): the element itself. */
static int vs_gather_scalar(EncFn *f, MlirOperation op, VsBuild build) {
  VsMap m;
  EncVal src;
  const char *why = vs_map(&f->q->arena, op, 0, build, &m);
  if (why) return enc_unsupported(f, op, why);
  if (enc_operand(f, op, 0, &src)) return 1;
  if (m.src[0] == VS_POISON) {
    unsigned w = enc_width(f, vs_rtype(op, 0), op);
    return w ? enc_result(f, op, 0, (EncVal){smt_bv_u64(f->s, w, 0), smt_false(f->s), NULL, NULL}) : 1;
  }
  return enc_result(f, op, 0, tval_at(f, src, smt_bv_u64(f->s, 64, m.at[0])));
}

/* The evaluator of a map. */
static int vs_eval_gather(IFn *f, MlirOperation op, VsBuild build) {
  Interp *in = interp_of(f);
  intptr_t nops = mlirOperationGetNumOperands(op);
  IVal *x = arena_alloc(in->arena, (size_t)(nops ? nops : 1) * sizeof *x);
  if (!x) return interp_error(f, "out of memory in the interpreter");
  for (intptr_t k = 0; k < nops; k++)
    if (interp_operand(f, op, (int)k, &x[k])) return 1;
  for (unsigned r = 0; r < (unsigned)mlirOperationGetNumResults(op); r++) {
    VsMap m;
    const char *why = vs_map(in->arena, op, r, build, &m);
    if (why) return interp_unsupported(f, op, why);
    MlirType rt = vs_rtype(op, r);
    IVal res = {0};
    if (mlirTypeIsAVector(rt) && interp_tensor(in, rt, NULL, &res)) return 1;
    for (uint64_t j = 0; j < m.out.n; j++) {
      IScalar e = {m.at[j], 0, 0};
      if (m.src[j] == VS_POISON) e = (IScalar){0, 1, 0};
      else if (m.src[j] >= 0) e = x[m.src[j]].t ? x[m.src[j]].t->e[m.at[j]] : x[m.src[j]].s;
      if (res.t) res.t->e[j] = e;
      else res.s = e;
    }
    if (interp_result(f, op, (int)r, res)) return 1;
  }
  return 0;
}

#define VS_GATHER(name)                                                                        \
  static int enc_##name(EncFn *f, MlirOperation op) { return vs_gather(f, op, b_##name); }     \
  static int ev_##name(IFn *f, MlirOperation op) { return vs_eval_gather(f, op, b_##name); }
VS_GATHER(broadcast)
VS_GATHER(shape_cast)
VS_GATHER(transpose)
VS_GATHER(extract_strided_slice)
VS_GATHER(insert_strided_slice)
VS_GATHER(shuffle)
VS_GATHER(interleave)
VS_GATHER(deinterleave)
VS_GATHER(from_elements)
VS_GATHER(constant_mask)
VS_GATHER(step)
#undef VS_GATHER

/* ---- extract and insert, with dynamic positions ---- */

/* The positions of an extract (operand 0 the vector, dynamic ones from operand 1) or an
 * insert (from operand 2): pos[k] as index terms, *np whether no dynamic one is poison,
 * *inb whether all are in bounds of the vector's leading sizes; 0 for a -1 position. */
static int dyn_pos(EncFn *f, MlirOperation op, int first, const VsShape *v, Z3_ast *pos, Z3_ast *np, Z3_ast *inb,
                   int *poison) {
  int64_t st[VS_MAX_RANK];
  int k = vs_ints(op, "static_position", st, VS_MAX_RANK), next = first;
  Smt *s = f->s;
  *np = *inb = smt_true(s);
  *poison = 0;
  if (k < 0 || (unsigned)k > v->rank) return enc_unsupported(f, op, "without positions"), -1;
  for (int d = 0; d < k; d++) {
    if (st[d] != mlirShapedTypeGetDynamicSize()) {
      *poison |= st[d] == -1;
      pos[d] = smt_bv_u64(s, 64, (uint64_t)st[d]);
      continue;
    }
    EncVal e;
    if (enc_operand(f, op, next++, &e)) return -1;
    pos[d] = e.v;
    *np = smt_and(s, *np, e.np);
    *inb = smt_and(s, *inb, smt_app2(s, Z3_mk_bvult, e.v, smt_bv_u64(s, 64, (uint64_t)v->d[d])));
  }
  return k;
}

/* Row-major position of pos[0..k) followed by the inner element j. */
static Z3_ast dyn_lin(EncFn *f, const VsShape *v, int k, const Z3_ast *pos, uint64_t j) {
  Smt *s = f->s;
  Z3_ast at = smt_bv_u64(s, 64, 0);
  uint64_t inner = 1;
  for (unsigned d = (unsigned)k; d < v->rank; d++) inner *= (uint64_t)v->d[d];
  for (int d = 0; d < k; d++)
    at = smt_app2(s, Z3_mk_bvadd, smt_app2(s, Z3_mk_bvmul, at, smt_bv_u64(s, 64, (uint64_t)v->d[d])), pos[d]);
  return smt_app2(s, Z3_mk_bvadd, smt_app2(s, Z3_mk_bvmul, at, smt_bv_u64(s, 64, inner)), smt_bv_u64(s, 64, j));
}

/* extract: the sub-vector or element at the positions; "the result is undefined if any
 * index is out-of-bounds" and -1 is a poison index: poison (as LLVM's extractelement),
 * also for a poison position. */
static int enc_extract(EncFn *f, MlirOperation op) {
  MlirType rt = vs_rtype(op, 0);
  if (mlirOperationGetNumOperands(op) == 1)
    return mlirTypeIsAVector(rt) ? vs_gather(f, op, b_extract) : vs_gather_scalar(f, op, b_extract);
  VsShape v, o;
  EncVal src;
  Z3_ast pos[VS_MAX_RANK], np, inb;
  int poison;
  const char *why = vs_shape(vs_otype(op, 0), &v);
  if (!why) why = vs_shape(rt, &o);
  if (why) return enc_unsupported(f, op, why);
  int k = dyn_pos(f, op, 1, &v, pos, &np, &inb, &poison);
  if (k < 0 || enc_operand(f, op, 0, &src)) return 1;
  Smt *s = f->s;
  Z3_ast ok = poison ? smt_false(s) : smt_and(s, np, inb);
  if (!mlirTypeIsAVector(rt)) {
    EncVal e = tval_at(f, src, dyn_lin(f, &v, k, pos, 0));
    return enc_result(f, op, 0, (EncVal){e.v, smt_and(s, e.np, ok), NULL, NULL});
  }
  EncTensor *sh = tval_type_shape(f, rt, NULL, "vector");
  if (!sh) return 1;
  Z3_sort is = smt_bv_sort(s, 64);
  unsigned w = enc_width(f, rt, op);
  if (!w) return 1;
  Z3_ast rv = smt_const_array(s, is, smt_bv_u64(s, w, 0)), rnp = smt_const_array(s, is, smt_true(s));
  for (uint64_t j = 0; j < o.n; j++) {
    EncVal e = tval_at(f, src, dyn_lin(f, &v, k, pos, j));
    rv = smt_app3(s, Z3_mk_store, rv, smt_bv_u64(s, 64, j), e.v);
    rnp = smt_app3(s, Z3_mk_store, rnp, smt_bv_u64(s, 64, j), smt_and(s, e.np, ok));
  }
  return enc_result(f, op, 0, (EncVal){rv, rnp, sh, NULL});
}

/* insert: dest with the sub-vector or element at the positions replaced; out of bounds
 * ("the result is undefined"), a poison position or -1 make the whole result poison. */
static int enc_insert(EncFn *f, MlirOperation op) {
  if (mlirOperationGetNumOperands(op) == 2) return vs_gather(f, op, b_insert);
  VsShape v, x;
  EncVal val, dst;
  Z3_ast pos[VS_MAX_RANK], np, inb;
  int poison;
  const char *why = vs_shape(vs_otype(op, 1), &v);
  if (!why) why = vs_shape(vs_otype(op, 0), &x);
  if (why) return enc_unsupported(f, op, why);
  int k = dyn_pos(f, op, 2, &v, pos, &np, &inb, &poison);
  if (k < 0 || enc_operand(f, op, 0, &val) || enc_operand(f, op, 1, &dst)) return 1;
  EncTensor *sh = tval_type_shape(f, vs_rtype(op, 0), NULL, "vector");
  if (!sh) return 1;
  Smt *s = f->s;
  Z3_ast ok = poison ? smt_false(s) : smt_and(s, np, inb), rv = dst.v, rnp = dst.np;
  for (uint64_t j = 0; j < x.n; j++) {
    EncVal e = val.t ? tval_at(f, val, smt_bv_u64(s, 64, j)) : val;
    Z3_ast at = dyn_lin(f, &v, k, pos, j);
    rv = smt_app3(s, Z3_mk_store, rv, at, e.v);
    rnp = smt_app3(s, Z3_mk_store, rnp, at, e.np);
  }
  Z3_ast i = tval_index(f, "vins");
  rnp = smt_lambda(s, i, smt_and(s, ok, smt_app2(s, Z3_mk_select, rnp, i)));
  return enc_result(f, op, 0, (EncVal){rv, rnp, sh, NULL});
}

/* The positions of an extract or insert (dyn_pos) as numbers: *bad when one is -1, poison
 * or out of bounds (the result is then poison). */
static int ev_pos(IFn *f, MlirOperation op, int first, const VsShape *v, uint64_t *pos, int *bad) {
  int64_t st[VS_MAX_RANK];
  int k = vs_ints(op, "static_position", st, VS_MAX_RANK), next = first;
  *bad = 0;
  if (k < 0 || (unsigned)k > v->rank) return interp_unsupported(f, op, "without positions"), -1;
  for (int d = 0; d < k; d++) {
    if (st[d] != mlirShapedTypeGetDynamicSize()) {
      *bad |= st[d] == -1;
      pos[d] = (uint64_t)st[d];
      continue;
    }
    IVal e;
    if (interp_operand(f, op, next++, &e)) return -1;
    pos[d] = e.s.bits;
    *bad |= e.s.poison || e.s.bits >= (uint64_t)v->d[d];
  }
  return k;
}

/* extract (enc_extract): the elements at the positions, poison when one is bad. */
static int ev_extract(IFn *f, MlirOperation op) {
  VsShape v, o;
  IVal src, res = {0};
  uint64_t pos[VS_MAX_RANK];
  int bad;
  MlirType rt = vs_rtype(op, 0);
  const char *why = vs_shape(vs_otype(op, 0), &v);
  if (!why) why = vs_shape(rt, &o);
  if (why) return interp_unsupported(f, op, why);
  int k = ev_pos(f, op, 1, &v, pos, &bad);
  if (k < 0 || interp_operand(f, op, 0, &src)) return 1;
  if (mlirTypeIsAVector(rt) && interp_tensor(interp_of(f), rt, NULL, &res)) return 1;
  for (uint64_t j = 0; j < o.n; j++) {
    vs_delin(&o, j, pos + k);
    IScalar e = bad ? (IScalar){0, 1, 0} : src.t->e[vs_lin(&v, pos)];
    if (res.t) res.t->e[j] = e;
    else res.s = e;
  }
  return interp_result(f, op, 0, res);
}

/* insert (enc_insert): dest with the elements at the positions replaced; all poison when
 * a position is bad. */
static int ev_insert(IFn *f, MlirOperation op) {
  VsShape v, x;
  IVal val, dst, res;
  uint64_t pos[VS_MAX_RANK];
  int bad;
  const char *why = vs_shape(vs_otype(op, 1), &v);
  if (!why) why = vs_shape(vs_otype(op, 0), &x);
  if (why) return interp_unsupported(f, op, why);
  int k = ev_pos(f, op, 2, &v, pos, &bad);
  if (k < 0 || interp_operand(f, op, 0, &val) || interp_operand(f, op, 1, &dst) ||
      interp_tensor(interp_of(f), vs_rtype(op, 0), NULL, &res))
    return 1;
  memcpy(res.t->e, dst.t->e, v.n * sizeof *res.t->e);
  for (uint64_t j = 0; j < x.n && !bad; j++) {
    vs_delin(&x, j, pos + k);
    res.t->e[vs_lin(&v, pos)] = val.t ? val.t->e[j] : val.s;
  }
  for (uint64_t j = 0; j < v.n && bad; j++) res.t->e[j] = (IScalar){0, 1, 0};
  return interp_result(f, op, 0, res);
}

/* ---- masks ---- */

/* create_mask: 1 where every index is below its operand (signed: "if operand-value is
 * negative, it is treated as if it were zero", above the size as the size); a poison
 * operand makes every element poison. */
static int enc_create_mask(EncFn *f, MlirOperation op) {
  VsShape o;
  const char *why = vs_shape(vs_rtype(op, 0), &o);
  if (why) return enc_unsupported(f, op, why);
  EncVal b[VS_MAX_RANK];
  Smt *s = f->s;
  Z3_ast np = smt_true(s);
  for (unsigned d = 0; d < o.rank; d++) {
    if (enc_operand(f, op, (int)d, &b[d])) return 1;
    np = smt_and(s, np, b[d].np);
  }
  EncTensor *sh = tval_type_shape(f, vs_rtype(op, 0), NULL, "vector");
  if (!sh) return 1;
  Z3_sort is = smt_bv_sort(s, 64);
  Z3_ast v = smt_const_array(s, is, smt_bv_u64(s, 1, 0));
  uint64_t idx[VS_MAX_RANK];
  for (uint64_t j = 0; j < o.n; j++) {
    vs_delin(&o, j, idx);
    Z3_ast in = smt_true(s);
    for (unsigned d = 0; d < o.rank; d++) in = smt_and(s, in, smt_app2(s, Z3_mk_bvslt, smt_bv_u64(s, 64, idx[d]), b[d].v));
    v = smt_app3(s, Z3_mk_store, v, smt_bv_u64(s, 64, j), smt_bool_to_bv(s, in));
  }
  return enc_result(f, op, 0, (EncVal){v, smt_const_array(s, is, np), sh, NULL});
}

static int ev_create_mask(IFn *f, MlirOperation op) {
  VsShape o;
  IVal res, b[VS_MAX_RANK];
  const char *why = vs_shape(vs_rtype(op, 0), &o);
  if (why) return interp_unsupported(f, op, why);
  int poison = 0;
  for (unsigned d = 0; d < o.rank; d++) {
    if (interp_operand(f, op, (int)d, &b[d])) return 1;
    poison |= b[d].s.poison;
  }
  if (interp_tensor(interp_of(f), vs_rtype(op, 0), NULL, &res)) return 1;
  uint64_t idx[VS_MAX_RANK];
  for (uint64_t j = 0; j < o.n; j++) {
    vs_delin(&o, j, idx);
    int in = 1;
    for (unsigned d = 0; d < o.rank; d++) in &= (int64_t)idx[d] < (int64_t)b[d].s.bits;
    res.t->e[j] = (IScalar){(uint64_t)in, (uint8_t)poison, 0};
  }
  return interp_result(f, op, 0, res);
}

/* ---- bitcast ---- */

/* The bit widths of a bitcast's source and result elements and the shapes; NULL or why
 * not supported. */
static const char *bitcast_form(MlirOperation op, VsShape *in, VsShape *out, unsigned *wi, unsigned *wo) {
  MlirType it = vs_otype(op, 0), ot = vs_rtype(op, 0);
  const char *why = vs_shape(it, in);
  if (!why) why = vs_shape(ot, out);
  if (why) return why;
  MlirType ie = mlirShapedTypeGetElementType(it), oe = mlirShapedTypeGetElementType(ot);
  *wi = interp_width(ie), *wo = interp_width(oe);
  if (mlirTypeIsAIndex(ie) || mlirTypeIsAIndex(oe) || !*wi || !*wo || *wi > 64 || *wo > 64)
    return "of this element type";
  if (in->n * *wi != out->n * *wo) return "changing the bit count";
  return NULL;
}

/* Result element j takes bits [lo, lo + wo) of the concatenated source elements, element 0
 * lowest (little-endian lanes); *first and *count: the source elements it spans. */
static void bitcast_span(uint64_t j, unsigned wi, unsigned wo, uint64_t *first, uint64_t *count, unsigned *shift) {
  uint64_t lo = j * wo;
  *first = lo / wi;
  *shift = (unsigned)(lo % wi);
  *count = wo > wi ? wo / wi : 1;
}

/* bitcast: the same bits of each row of the minor dimension, as a vector of another
 * element type (lanes little-endian: element 0 in the lowest bits, as LLVM's bitcast on a
 * little-endian target); poison if a source element it takes bits from is. */
static int enc_bitcast(EncFn *f, MlirOperation op) {
  VsShape in, out;
  unsigned wi, wo;
  const char *why = bitcast_form(op, &in, &out, &wi, &wo);
  if (why) return enc_unsupported(f, op, why);
  EncVal x;
  if (enc_operand(f, op, 0, &x)) return 1;
  Smt *s = f->s;
  int ki = fp_kind(vs_otype(op, 0)), ko = fp_kind(vs_rtype(op, 0));
  EncTensor *sh = tval_type_shape(f, vs_rtype(op, 0), NULL, "vector");
  if (!sh) return 1;
  Z3_sort is = smt_bv_sort(s, 64);
  unsigned we = enc_width(f, vs_rtype(op, 0), op);   /* the encoding's (abstract floats) */
  if (!we) return 1;
  Z3_ast v = smt_const_array(s, is, smt_bv_u64(s, we, 0)), np = smt_const_array(s, is, smt_true(s));
  for (uint64_t j = 0; j < out.n; j++) {
    uint64_t first, count;
    unsigned shift;
    bitcast_span(j, wi, wo, &first, &count, &shift);
    Z3_ast bits = NULL, ok = smt_true(s);
    for (uint64_t c = 0; c < count; c++) {
      EncVal e = tval_at(f, x, smt_bv_u64(s, 64, first + c));
      Z3_ast b = ki >= 0 ? fp_to_bits(f, (FpKind)ki, e.v) : e.v;
      bits = bits ? smt_app2(s, Z3_mk_concat, b, bits) : b;
      ok = smt_and(s, ok, e.np);
    }
    if (wo < wi) bits = smt_extract(s, shift + wo - 1, shift, bits);
    if (ko >= 0) bits = fp_from_bits(f, (FpKind)ko, bits);
    v = smt_app3(s, Z3_mk_store, v, smt_bv_u64(s, 64, j), bits);
    np = smt_app3(s, Z3_mk_store, np, smt_bv_u64(s, 64, j), ok);
  }
  if (enc_failed(f)) return 1;
  return enc_result(f, op, 0, (EncVal){v, np, sh, NULL});
}

static int ev_bitcast(IFn *f, MlirOperation op) {
  VsShape in, out;
  unsigned wi, wo;
  IVal x, res;
  const char *why = bitcast_form(op, &in, &out, &wi, &wo);
  if (why) return interp_unsupported(f, op, why);
  if (interp_operand(f, op, 0, &x) || interp_tensor(interp_of(f), vs_rtype(op, 0), NULL, &res)) return 1;
  for (uint64_t j = 0; j < out.n; j++) {
    uint64_t first, count, bits = 0;
    unsigned shift;
    uint8_t poison = 0;
    bitcast_span(j, wi, wo, &first, &count, &shift);
    for (uint64_t c = 0; c < count; c++) {
      IScalar e = x.t->e[first + c];
      bits |= (e.bits & interp_mask(wi)) << (c * wi);
      poison |= e.poison;
    }
    res.t->e[j] = (IScalar){(bits >> shift) & interp_mask(wo), poison, 0};
  }
  return interp_result(f, op, 0, res);
}

/* ---- to_elements ---- */

/* to_elements: result j is the source's element j in row-major order. */
static int enc_to_elements(EncFn *f, MlirOperation op) {
  VsShape v;
  EncVal src;
  const char *why = vs_shape(vs_otype(op, 0), &v);
  if (why) return enc_unsupported(f, op, why);
  if (enc_operand(f, op, 0, &src)) return 1;
  for (intptr_t j = 0; j < mlirOperationGetNumResults(op); j++)
    if (enc_result(f, op, (int)j, tval_at(f, src, smt_bv_u64(f->s, 64, (uint64_t)j)))) return 1;
  return 0;
}

static int ev_to_elements(IFn *f, MlirOperation op) {
  IVal src;
  if (interp_operand(f, op, 0, &src)) return 1;
  if (!src.t || src.t->n != (size_t)mlirOperationGetNumResults(op)) return interp_error(f, "vector.to_elements: a bad operand");
  for (intptr_t j = 0; j < mlirOperationGetNumResults(op); j++)
    if (interp_result(f, op, (int)j, (IVal){.s = src.t->e[j]})) return 1;
  return 0;
}

/* ---- fma ---- */

/* fma: "the semantics of the operation correspond to those of the llvm.fma intrinsic"
 * (one rounding), per element: math.fma's row, run elementwise by the dispatcher. */
static const EncOpDef *math_fma(void) {
  static const char name[] = "math.fma";
  return enc_lookup((MlirStringRef){name, sizeof name - 1});
}
static int enc_fma(EncFn *f, MlirOperation op) { return math_fma()->encode(f, op); }
static int ev_fma(IFn *f, MlirOperation op) { return math_fma()->eval(f, op); }

/* Sorted by name. */
static const EncOpDef vector_shape_ops[] = {
    {"vector.bitcast", enc_bitcast, "same bits of each minor row in another element type, lanes little-endian", ev_bitcast},
    {"vector.broadcast", enc_broadcast, "source duplicated to the result shape (trailing dimensions aligned, size 1 stretched)", ev_broadcast},
    {"vector.constant_mask", enc_constant_mask, "i1 vector: 1 where every index is below its mask_dim_sizes entry", ev_constant_mask},
    {"vector.create_mask", enc_create_mask, "i1 vector: 1 where every index is below its operand (signed); a poison operand: all poison", ev_create_mask},
    {"vector.deinterleave", enc_deinterleave, "even and odd positions of the minor dimension", ev_deinterleave},
    {"vector.extract", enc_extract, "sub-vector or element at the position; out of bounds, -1 or a poison position: poison", ev_extract},
    {"vector.extract_strided_slice", enc_extract_strided_slice, "result[j] = source[offset + j * stride]", ev_extract_strided_slice},
    {"vector.fma", enc_fma, "math.fma per element (one rounding, llvm.fma)", ev_fma, OP_ELEMENTWISE},
    {"vector.from_elements", enc_from_elements, "vector of the operands in row-major order", ev_from_elements},
    {"vector.insert", enc_insert, "dest with the sub-vector or element at the position replaced; out of bounds, -1 or a poison position: all poison", ev_insert},
    {"vector.insert_strided_slice", enc_insert_strided_slice, "dest with dest[offset + j * stride] = source[j]", ev_insert_strided_slice},
    {"vector.interleave", enc_interleave, "minor dimensions of both operands interleaved (lhs at even positions)", ev_interleave},
    {"vector.shape_cast", enc_shape_cast, "same row-major elements in another shape", ev_shape_cast, OP_VIEW},
    {"vector.shuffle", enc_shuffle, "rows of v1 then v2 picked by the mask (leading dimension); -1 is poison", ev_shuffle},
    {"vector.step", enc_step, "[0, 1, ..., N - 1]", ev_step},
    {"vector.to_elements", enc_to_elements, "one scalar result per element, row-major", ev_to_elements},
    {"vector.transpose", enc_transpose, "dimensions permuted: result dimension i is source dimension permutation[i]", ev_transpose},
};

const EncTable vector_shape_table = {"vector", vector_shape_ops, sizeof vector_shape_ops / sizeof vector_shape_ops[0]};
