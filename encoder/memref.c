/* memref.c: the memref dialect (MemRefOps.td) over the memory model of mem.c. Views
 * (subview, reinterpret_cast, cast, reshapes) change the base/offset/sizes/strides of a
 * memref without touching memory; loads, stores and copies go through mem.c. Index
 * operands that are poison are UB. */
#include <string.h>
#include <mlir-c/AffineExpr.h>
#include <mlir-c/AffineMap.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "imem.h"
#include "mem.h"
#include "mlirutil.h"
#include "tval.h"

enum { MR_MAX_RANK = 16 };

static Z3_ast c64(EncFn *f, uint64_t v) { return smt_bv_u64(f->s, 64, v); }
static Z3_ast not_(EncFn *f, Z3_ast a) { return smt_app1(f->s, Z3_mk_not, a); }
static Z3_ast eq_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_eq, a, b); }
static Z3_ast add_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvadd, a, b); }
static Z3_ast mul_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvmul, a, b); }
static MlirType res_type(MlirOperation op, int i) { return mlirValueGetType(mlirOperationGetResult(op, i)); }
static int64_t kdyn(void) { return mlirShapedTypeGetDynamicSize(); }

/* A ranked memref result type of rank at most 16. */
static int check_type(EncFn *f, MlirOperation op, MlirType t) {
  if (!mem_is_memref(t)) return enc_unsupported(f, op, "on an unranked memref");
  if (mlirShapedTypeGetRank(t) > MR_MAX_RANK) return enc_unsupported(f, op, "of rank over 16");
  return 0;
}

/* ---- op attributes, read alike by encoders and evaluators: NULL, or why the op cannot be
 * handled (*unsup: unsupported; else the op is malformed) ---- */

/* A static list (static_offsets ...): n entries, kdyn() for the dynamic ones. */
static const char *read_static_list(MlirOperation op, const char *attr, int64_t *out, unsigned *n, int *unsup) {
  MlirAttribute a = mu_attr(op, attr);
  *unsup = 0;
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a)) return "without its static list";
  *n = (unsigned)mlirDenseArrayGetNumElements(a);
  if (*n > MR_MAX_RANK) return *unsup = 1, "of rank over 16";
  for (unsigned k = 0; k < *n; k++) out[k] = mlirDenseI64ArrayGetElement(a, k);
  return NULL;
}

/* The reassociation groups of a reshape: group g lists dims of the expanded side. */
static const char *read_groups(MlirOperation op, unsigned *ng, unsigned *len, unsigned dims[][MR_MAX_RANK], int *unsup) {
  MlirAttribute a = mu_attr(op, "reassociation");
  *unsup = 0;
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAArray(a)) return "without reassociation";
  *ng = (unsigned)mlirArrayAttrGetNumElements(a);
  if (*ng > MR_MAX_RANK) return *unsup = 1, "of rank over 16";
  for (unsigned g = 0; g < *ng; g++) {
    MlirAttribute e = mlirArrayAttrGetElement(a, g);
    len[g] = (unsigned)mlirArrayAttrGetNumElements(e);
    if (len[g] > MR_MAX_RANK) return *unsup = 1, "of rank over 16";
    for (unsigned k = 0; k < len[g]; k++) dims[g][k] = (unsigned)mlirIntegerAttrGetValueInt(mlirArrayAttrGetElement(e, k));
  }
  return NULL;
}

/* transpose's permutation of a memref of rank rank: result dim k is source dim perm[k]; NULL
 * or why it is unsupported. */
static const char *read_permutation(MlirOperation op, unsigned rank, unsigned *perm) {
  MlirAttribute a = mu_attr(op, "permutation");
  if (rank > MR_MAX_RANK) return "of rank over 16";
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAAffineMap(a)) return "without a permutation map";
  MlirAffineMap pm = mlirAffineMapAttrGetValue(a);
  if (!mlirAffineMapIsPermutation(pm) || (unsigned)mlirAffineMapGetNumResults(pm) != rank) return "whose map is not a permutation";
  for (unsigned k = 0; k < rank; k++) perm[k] = (unsigned)mlirAffineDimExprGetPosition(mlirAffineMapGetResult(pm, k));
  return NULL;
}

/* dst[k] = src[perm[k]] for k < n, of elements of esz bytes (the encoder's terms, the
 * evaluator's numbers): a transposed view's sizes and strides. */
static void permute(void *dst, const void *src, const unsigned *perm, unsigned n, size_t esz) {
  for (unsigned k = 0; k < n; k++) memcpy((char *)dst + k * esz, (const char *)src + perm[k] * esz, esz);
}

static int enc_why(EncFn *f, MlirOperation op, const char *why, int unsup) {
  if (unsup) return enc_unsupported(f, op, why);
  return enc_stop(f->q, TV_ERROR, "%s %s", mu_op_name(&f->q->arena, op), why);
}

/* Operand i as an index value; poison is UB. */
static int index_operand(EncFn *f, MlirOperation op, int i, Z3_ast *out) {
  return enc_index_operands(f, op, i, 1, out);
}

/* A static/dynamic list (static_offsets and their operands): n values; *next is the next
 * dynamic operand to use. */
static int mixed(EncFn *f, MlirOperation op, const char *attr, int *next, Z3_ast *out, unsigned *n) {
  int64_t st[MR_MAX_RANK];
  int unsup;
  const char *why = read_static_list(op, attr, st, n, &unsup);
  if (why) return enc_why(f, op, why, unsup);
  for (unsigned k = 0; k < *n; k++)
    if (st[k] != kdyn()) out[k] = c64(f, (uint64_t)st[k]);
    else if (index_operand(f, op, (*next)++, &out[k])) return 1;
  return 0;
}

/* The offsets, sizes and strides of a subview or reinterpret_cast. */
typedef struct MrParts {
  Z3_ast off[MR_MAX_RANK], sz[MR_MAX_RANK], st[MR_MAX_RANK];
  unsigned no, ns, nt;
} MrParts;

/* A subview's or reinterpret_cast's source (operand 0; result type rt checked) and its
 * offsets, sizes and strides (the dynamic ones from operand 1 on, in that order). */
static int view_operands(EncFn *f, MlirOperation op, MlirType rt, MemRef **m, MrParts *o) {
  int next = 1;
  return check_type(f, op, rt) || mem_operand(f, op, 0, m) || mixed(f, op, "static_offsets", &next, o->off, &o->no) ||
         mixed(f, op, "static_sizes", &next, o->sz, &o->ns) || mixed(f, op, "static_strides", &next, o->st, &o->nt);
}

/* A view-like op's UB (bad) on view m: none when m is poison (the result is then poison
 * too; only an access through it is UB: semantics.md 12, Control flow). */
static void view_ub(EncFn *f, const MemRef *m, Z3_ast bad) {
  enc_ub(f, m->np ? smt_and(f->s, m->np, bad) : bad);
}

/* UB unless the sizes, strides and offset agree with result type t's static ones. */
static int match_type(EncFn *f, MlirOperation op, MlirType t, const MemRef *m) {
  int64_t st[MR_MAX_RANK], off;
  int identity;
  if (mem_type_layout(f, t, st, &off, &identity, op)) return 1;
  Z3_ast bad = smt_false(f->s), inner = c64(f, 1);
  for (unsigned k = m->rank; k-- > 0;) {
    if (!mlirShapedTypeIsDynamicDim(t, k))
      bad = smt_or(f->s, bad, not_(f, eq_(f, m->sizes[k], c64(f, (uint64_t)mlirShapedTypeGetDimSize(t, k)))));
    Z3_ast want = identity ? inner : mlirShapedTypeIsDynamicStrideOrOffset(st[k]) ? NULL : c64(f, (uint64_t)st[k]);
    if (want) bad = smt_or(f->s, bad, not_(f, eq_(f, m->strides[k], want)));
    inner = mul_(f, inner, m->sizes[k]);
  }
  if (!mlirShapedTypeIsDynamicStrideOrOffset(off)) bad = smt_or(f->s, bad, not_(f, eq_(f, m->off, c64(f, (uint64_t)off))));
  view_ub(f, m, bad);
  return enc_failed(f);
}


/* A view of m with the same block and base. */
static MemRef *derive(EncFn *f, const MemRef *m, unsigned rank) {
  MemRef *r = mem_ref_new(f, rank, m->elem);
  if (!r) return NULL;
  r->bid = m->bid;
  r->base = m->base;
  r->off = m->off;
  r->shared = m->shared;
  r->np = m->np;   /* a view of a poison memref is poison */
  return r;   /* owner NULL: a view is not an allocation's result (mem_dealloc) */
}

/* The same view as m, as a result of a view-like op (cast): not deallocatable. */
static MemRef *alias(EncFn *f, const MemRef *m) {
  MemRef *r = derive(f, m, m->rank);
  if (!r) return NULL;
  memcpy(r->sizes, m->sizes, m->rank * sizeof *r->sizes);
  memcpy(r->strides, m->strides, m->rank * sizeof *r->strides);
  return r;
}

/* The constant index value v is defined by (arith.constant), or -1. */
static int64_t const_index(MlirValue v) {
  if (!mlirValueIsAOpResult(v)) return -1;
  MlirOperation d = mlirOpResultGetOwner(v);
  MlirAttribute a = mu_op_is(d, "arith.constant") ? mu_attr(d, "value") : (MlirAttribute){NULL};
  return !mlirAttributeIsNull(a) && mlirAttributeIsAInteger(a) ? mlirIntegerAttrGetValueInt(a) : -1;
}

/* The bytes of an integer or float type of a whole number of bytes, else 0. */
static int64_t elem_bytes(MlirType t) {
  unsigned bits = mlirTypeIsAInteger(t) ? mlirIntegerTypeGetWidth(t) : mlirTypeIsAFloat(t) ? mlirFloatTypeGetWidth(t) : 0;
  return bits % 8 ? 0 : bits / 8;
}

/* A typed byte buffer (semantics.md 12, memref.view): a static 1-D i8 allocation whose
 * every use is a memref.dealloc or a memref.view to one element type T of B bytes (B a
 * whole number above 1) at a constant byte shift that B divides, B dividing the byte size
 * too. Its bytes are then only ever read and written as whole T elements at T-aligned
 * offsets, so it is modelled as a buffer of size/B elements of T (bytes are not). Returns
 * the type of that buffer, or a null type (an ordinary i8 buffer). */
static MlirType typed_bytes(MlirOperation op, MlirType t) {
  MlirType none = {NULL}, elem = none;
  MlirType et = mlirShapedTypeGetElementType(t);
  if (mlirShapedTypeGetRank(t) != 1 || !mlirShapedTypeHasStaticShape(t) || !mlirTypeIsAInteger(et) ||
      mlirIntegerTypeGetWidth(et) != 8 || !mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(t)))
    return none;
  int64_t bytes = mlirShapedTypeGetDimSize(t, 0), w = 0;
  for (MlirOpOperand u = mlirValueGetFirstUse(mlirOperationGetResult(op, 0)); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation user = mlirOpOperandGetOwner(u);
    if (mu_op_is(user, "memref.dealloc")) continue;
    if (!mu_op_is(user, "memref.view") || mlirOpOperandGetOperandNumber(u) != 0) return none;
    MlirType rt = res_type(user, 0), re = mlirShapedTypeGetElementType(rt);
    if (!mlirTypeIsNull(elem) && !mlirTypeEqual(elem, re)) return none;
    elem = re;
    w = elem_bytes(re);
    int64_t shift = const_index(mlirOperationGetOperand(user, 1));
    if (w < 2 || shift < 0 || shift % w) return none;
  }
  if (mlirTypeIsNull(elem) || bytes % w) return none;
  int64_t n = bytes / w;
  return mlirMemRefTypeContiguousGet(elem, 1, &n, mlirMemRefTypeGetMemorySpace(t));
}

/* alloc / alloca: a fresh block of the result type's size, uninitialized, alive; the
 * dynamic sizes, then the symbols of the layout (its dynamic offset and strides), are the
 * operands, and a poison one is UB. */
static int alloc_common(EncFn *f, MlirOperation op, int stack) {
  MlirType t = res_type(op, 0), typed;
  if (check_type(f, op, t)) return 1;
  if (!mlirTypeIsNull(typed = typed_bytes(op, t))) return mem_result(f, op, 0, mem_alloc(f, typed, NULL, stack, op));
  int nd = (int)mlirOperationGetNumOperands(op);
  Z3_ast dyn[2 * MR_MAX_RANK + 1];
  if (nd > 2 * MR_MAX_RANK + 1 || enc_index_operands(f, op, 0, nd, dyn))
    return enc_failed(f) ? 1 : enc_unsupported(f, op, "of rank over 16");
  return mem_result(f, op, 0, mem_alloc(f, t, dyn, stack, op));
}
static int enc_alloc(EncFn *f, MlirOperation op) { return alloc_common(f, op, 0); }
static int enc_alloca(EncFn *f, MlirOperation op) { return alloc_common(f, op, 1); }

/* dealloc: frees the block; dead blocks, stack blocks and memrefs that are not an
 * allocation's result (views, casts, globals) are UB. */
static int enc_dealloc(EncFn *f, MlirOperation op) {
  MemRef *m;
  return mem_operand(f, op, 0, &m) || mem_dealloc(f, m, smt_true(f->s), op);
}

/* load/store `alignment`: "The operation must access memory at an address aligned to this
 * boundary" (0: "no specific alignment requirement"); a misaligned access is UB. */
static int access_alignment(EncFn *f, MlirOperation op, const MemRef *m, const Z3_ast *idx) {
  MlirAttribute a = mu_attr(op, "alignment");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a) || mlirIntegerAttrGetValueInt(a) <= 0) return 0;
  Z3_ast pos = add_(f, m->base, m->off);
  for (unsigned k = 0; k < m->rank - m->vrank; k++) pos = add_(f, pos, mul_(f, idx[k], m->strides[k]));
  Z3_ast ok = mem_aligned(f, m->bid, pos, (uint64_t)mlirIntegerAttrGetValueInt(a));
  if (!ok) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: alignment predicate");
  enc_ub(f, not_(f, ok));
  return enc_failed(f);
}

/* load: the element at the indices (mem_load's UB). */
static int enc_load(EncFn *f, MlirOperation op) {
  MemRef *m;
  Z3_ast idx[MR_MAX_RANK];
  EncVal v;
  if (mem_operand(f, op, 0, &m) || enc_index_operands(f, op, 1, m->rank - m->vrank, idx)) return 1;
  if (access_alignment(f, op, m, idx) || mem_load(f, m, idx, &v)) return 1;
  return enc_result(f, op, 0, v);
}

/* store: writes the value (poison included) at the indices (mem_store's UB). */
static int enc_store(EncFn *f, MlirOperation op) {
  MemRef *m;
  Z3_ast idx[MR_MAX_RANK];
  EncVal v;
  if (enc_operand(f, op, 0, &v) || mem_operand(f, op, 1, &m) || enc_index_operands(f, op, 2, m->rank - m->vrank, idx)) return 1;
  return access_alignment(f, op, m, idx) || mem_store(f, m, idx, v);
}

/* copy: the source's elements into the target (same shape, else UB); reading an uninitialized
 * element is UB (semantics.md 12). */
static int copy_view(EncFn *f, const MemRef *a, const MemRef *b) {
  EncVal t;
  if (mem_read(f, a, &t)) return 1;
  if (t.t->init) {   /* as for linalg.copy and the loads convert-linalg-to-loops makes of it */
    Z3_ast i = tval_index(f, "copy");
    enc_ub(f, tval_exists(f, i, tval_numel(f, t.t), smt_app1(f->s, Z3_mk_not, tval_written(f, t, i))));
  }
  return mem_write(f, b, t);
}
/* memref.copy: overlapping operands are UB unless they are the same view (semantics.md
 * 12.1: its contiguous lowering is llvm.intr.memcpy, whose operands "must either be equal
 * or non-overlapping"). */
static int enc_copy(EncFn *f, MlirOperation op) {
  MemRef *a, *b;
  if (mem_operand(f, op, 0, &a) || mem_operand(f, op, 1, &b)) return 1;
  enc_ub(f, smt_and(f->s, mem_overlap(f, a, b), smt_app1(f->s, Z3_mk_not, mem_same_view(f, a, b))));
  return copy_view(f, a, b);
}

/* realloc: "the content of the memory block is preserved up to the lesser of the new and
 * old sizes. If the new size if larger, the value of the extended memory is undefined": a
 * fresh heap block of the result's size (the dynamic size operand; poison is UB) with the
 * operand's first min(old, new) elements copied as memref.copy copies them (an
 * uninitialized one is UB), the rest uninitialized; then the operand's block is freed as
 * memref.dealloc frees it (UB: not an allocation's result, a stack or dead block), so that
 * "Referencing the memref through the old SSA value after realloc is undefined behavior". */
static int enc_realloc(EncFn *f, MlirOperation op) {
  MemRef *m;
  MlirType rt = res_type(op, 0);
  Z3_ast dyn[1];
  int nd = (int)mlirOperationGetNumOperands(op) - 1;
  if (check_type(f, op, rt) || mem_operand(f, op, 0, &m) || (nd == 1 && index_operand(f, op, 1, dyn))) return 1;
  if (m->rank != 1 || mlirShapedTypeGetRank(rt) != 1 || nd > 1) return enc_stop(f->q, TV_ERROR, "memref.realloc of rank other than 1");
  MemRef *r = mem_alloc(f, rt, dyn, 0, op);
  MemRef *from = r ? alias(f, m) : NULL, *to = from ? alias(f, r) : NULL;
  if (!to) return 1;
  Z3_ast fewer = smt_app2(f->s, Z3_mk_bvult, r->sizes[0], m->sizes[0]);
  from->sizes[0] = to->sizes[0] = smt_ite(f->s, fewer, r->sizes[0], m->sizes[0]);
  return copy_view(f, from, to) || mem_dealloc(f, m, smt_true(f->s), op) || mem_result(f, op, 0, r);
}

/* The dimensions of a subview kept in its result (rank reduction drops unit sizes, the
 * leftmost first, as computeRankReductionMask matches them). */
static void kept_dims(MlirType rt, unsigned n, const Z3_ast *sizes, Smt *s, int *keep) {
  unsigned rrank = (unsigned)mlirShapedTypeGetRank(rt), drop = n > rrank ? n - rrank : 0;
  for (unsigned k = 0; k < n; k++) {
    uint64_t v = 0;
    int unit = Z3_get_numeral_uint64(s->ctx, sizes[k], &v) && v == 1;
    keep[k] = !(drop && unit);
    if (!keep[k]) drop--;
  }
}

/* subview: offset += sum(offsets * strides), sizes as given, strides multiplied; the
 * leftmost unit dimensions are dropped for a rank-reduced result. */
static int enc_subview(EncFn *f, MlirOperation op) {
  MemRef *m;
  MlirType rt = res_type(op, 0);
  MrParts o;
  int keep[MR_MAX_RANK];
  if (view_operands(f, op, rt, &m, &o)) return 1;
  if (o.no != m->rank || o.ns != m->rank || o.nt != m->rank) return enc_stop(f->q, TV_ERROR, "memref.subview rank");
  MemRef *r = derive(f, m, (unsigned)mlirShapedTypeGetRank(rt));
  if (!r) return 1;
  /* "performing an out-of-bounds subview at runtime is undefined behavior": a non-empty
   * dimension's last index offset + (size - 1) * stride must be below the source's size
   * (without wrapping), an empty one's offset at most the size */
  Z3_ast bad = smt_false(f->s);
  for (unsigned k = 0; k < m->rank; k++) {
    Z3_ast ok = smt_true(f->s);
    Z3_ast span = tval_mul_ok(f, smt_app2(f->s, Z3_mk_bvsub, o.sz[k], c64(f, 1)), o.st[k], &ok);
    Z3_ast last = tval_add_ok(f, o.off[k], span, &ok);
    Z3_ast empty = eq_(f, o.sz[k], c64(f, 0));
    Z3_ast in = smt_ite(f->s, empty, smt_app2(f->s, Z3_mk_bvule, o.off[k], m->sizes[k]),
                        smt_and(f->s, ok, smt_app2(f->s, Z3_mk_bvult, last, m->sizes[k])));
    bad = smt_or(f->s, bad, not_(f, in));
  }
  view_ub(f, m, bad);
  kept_dims(rt, m->rank, o.sz, f->s, keep);
  unsigned j = 0;
  for (unsigned k = 0; k < m->rank; k++) {
    r->off = add_(f, r->off, mul_(f, o.off[k], m->strides[k]));
    if (!keep[k] || j >= r->rank) continue;
    r->sizes[j] = o.sz[k];
    r->strides[j++] = mul_(f, o.st[k], m->strides[k]);
  }
  if (j != r->rank) return enc_unsupported(f, op, "whose rank reduction we cannot match");
  return match_type(f, op, rt, r) || mem_result(f, op, 0, r);
}

/* reinterpret_cast: the same buffer with the given offset, sizes and strides. */
static int enc_reinterpret_cast(EncFn *f, MlirOperation op) {
  MemRef *m;
  MlirType rt = res_type(op, 0);
  MrParts o;
  if (view_operands(f, op, rt, &m, &o)) return 1;
  MemRef *r = derive(f, m, o.ns);
  if (!r || o.no != 1 || o.nt != o.ns) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "memref.reinterpret_cast operands");
  r->off = o.off[0];
  memcpy(r->sizes, o.sz, o.ns * sizeof *o.sz);
  memcpy(r->strides, o.st, o.ns * sizeof *o.st);
  return match_type(f, op, rt, r) || mem_result(f, op, 0, r);
}

/* cast: the same view; static sizes, strides or offset of the result that differ are UB.
 * To an unranked type: the same view (its rank is the operand's); from one to a ranked type:
 * a runtime rank other than the result's is UB as well (semantics.md 12). */
static int enc_cast(EncFn *f, MlirOperation op) {
  MemRef *m;
  MlirType rt = res_type(op, 0);
  if (mem_operand(f, op, 0, &m)) return 1;
  if (mem_is_unranked(rt)) return mem_result(f, op, 0, alias(f, m));
  if (check_type(f, op, rt)) return 1;
  unsigned rank = (unsigned)mlirShapedTypeGetRank(rt);
  if (m->rank != rank) {   /* an unranked operand of another rank: UB, any view of the rank */
    MemRef *r = derive(f, m, rank);
    if (!r) return 1;
    for (unsigned k = 0; k < rank; k++) r->sizes[k] = c64(f, 0), r->strides[k] = c64(f, 1);
    view_ub(f, m, smt_true(f->s));
    return enc_failed(f) || mem_result(f, op, 0, r);
  }
  return match_type(f, op, rt, m) || mem_result(f, op, 0, alias(f, m));
}

/* The reassociation groups of a reshape. */
static int groups(EncFn *f, MlirOperation op, unsigned *ng, unsigned *len, unsigned dims[][MR_MAX_RANK]) {
  int unsup;
  const char *why = read_groups(op, ng, len, dims, &unsup);
  return why ? enc_why(f, op, why, unsup) : 0;
}

/* collapse_shape: each group becomes one dimension of the product of its sizes and the
 * innermost stride (the verifier guarantees groups are contiguous). */
static int enc_collapse_shape(EncFn *f, MlirOperation op) {
  MemRef *m;
  unsigned ng, len[MR_MAX_RANK], dims[MR_MAX_RANK][MR_MAX_RANK];
  MlirType rt = res_type(op, 0);
  if (check_type(f, op, rt) || mem_operand(f, op, 0, &m) || groups(f, op, &ng, len, dims)) return 1;
  MemRef *r = derive(f, m, ng);
  if (!r) return 1;
  /* "Collapsing non-contiguous dimensions is undefined behavior": the collapsed stride is
   * the innermost non-unit dimension's, and every other non-unit dimension's stride must
   * be it times the sizes inside */
  Z3_ast bad = smt_false(f->s);
  for (unsigned g = 0; g < ng; g++) {
    r->sizes[g] = c64(f, 1);
    for (unsigned k = 0; k < len[g]; k++) {
      if (dims[g][k] >= m->rank) return enc_stop(f->q, TV_ERROR, "collapse_shape reassociation");
      r->sizes[g] = mul_(f, r->sizes[g], m->sizes[dims[g][k]]);
    }
    Z3_ast st = len[g] ? m->strides[dims[g][len[g] - 1]] : c64(f, 1), inner_unit = smt_true(f->s);
    for (unsigned k = len[g] ? len[g] - 1 : 0; k-- > 0;) {
      inner_unit = smt_and(f->s, inner_unit, eq_(f, m->sizes[dims[g][k + 1]], c64(f, 1)));
      st = smt_ite(f->s, inner_unit, m->strides[dims[g][k]], st);
    }
    r->strides[g] = st;
    Z3_ast inner = c64(f, 1);
    for (unsigned k = len[g]; k-- > 0;) {
      unsigned d = dims[g][k];
      Z3_ast unit = eq_(f, m->sizes[d], c64(f, 1));
      bad = smt_or(f->s, bad, smt_and(f->s, not_(f, unit), not_(f, eq_(f, m->strides[d], mul_(f, st, inner)))));
      inner = mul_(f, inner, m->sizes[d]);
    }
  }
  view_ub(f, m, bad);
  return match_type(f, op, rt, r) || mem_result(f, op, 0, r);
}

/* expand_shape: each dimension splits into its group's sizes (output_shape), the inner
 * ones row-major inside the source stride; sizes whose product differs are UB. */
static int enc_expand_shape(EncFn *f, MlirOperation op) {
  MemRef *m;
  unsigned ng, len[MR_MAX_RANK], dims[MR_MAX_RANK][MR_MAX_RANK], n;
  MlirType rt = res_type(op, 0);
  Z3_ast sz[MR_MAX_RANK];
  int next = 1;
  if (check_type(f, op, rt) || mem_operand(f, op, 0, &m) || groups(f, op, &ng, len, dims)) return 1;
  if (mixed(f, op, "static_output_shape", &next, sz, &n)) return 1;
  MemRef *r = derive(f, m, n);
  if (!r || ng != m->rank) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "expand_shape reassociation");
  for (unsigned d = 0; d < n; d++) {   /* in no group (a rank-0 source): unit, stride 1 (the verifier's) */
    r->sizes[d] = sz[d];
    r->strides[d] = c64(f, 1);
  }
  Z3_ast bad = smt_false(f->s);
  for (unsigned g = 0; g < ng; g++) {
    Z3_ast st = m->strides[g];
    for (unsigned k = len[g]; k-- > 0;) {
      if (dims[g][k] >= n) return enc_stop(f->q, TV_ERROR, "expand_shape reassociation");
      r->sizes[dims[g][k]] = sz[dims[g][k]];
      r->strides[dims[g][k]] = st;
      st = mul_(f, st, sz[dims[g][k]]);
    }
    Z3_ast prod = c64(f, 1);   /* multiplied without wrapping (as tensor.expand_shape) */
    for (unsigned k = 0; k < len[g]; k++) {
      Z3_ast fits = smt_app2b(f->s, Z3_mk_bvmul_no_overflow, prod, sz[dims[g][k]], false);
      bad = smt_or(f->s, bad, not_(f, fits));
      prod = mul_(f, prod, sz[dims[g][k]]);
    }
    bad = smt_or(f->s, bad, not_(f, eq_(f, prod, m->sizes[g])));
  }
  view_ub(f, m, bad);
  return match_type(f, op, rt, r) || mem_result(f, op, 0, r);
}

/* The element size in buffer positions of view op over a buffer of element type elem and
 * rank rank: 1 for an i8 view of an i8 buffer, T's bytes for a view to T of a typed byte
 * buffer (typed_bytes made its block of T), else 0 (unsupported). */
static int64_t view_width(MlirOperation op, MlirType elem, unsigned rank) {
  MlirType et = mlirShapedTypeGetElementType(res_type(op, 0));
  if (rank != 1 || !mlirTypeEqual(et, elem)) return 0;
  return mlirTypeIsAInteger(et) && mlirIntegerTypeGetWidth(et) == 8 ? 1 : elem_bytes(et);
}

/* view: "extracts an N-D contiguous memref with empty layout map with arbitrary element
 * type from a 1-D contiguous memref with empty layout map of i8 element type": an
 * identity-layout view at byte_shift of an i8 buffer; to another element type T only over
 * a typed byte buffer (typed_bytes), whose positions are T elements: at byte_shift / B.
 * Bytes are not modelled, so other views are unsupported. */
static int enc_view(EncFn *f, MlirOperation op) {
  MemRef *m;
  MlirType rt = res_type(op, 0);
  if (check_type(f, op, rt) || mem_operand(f, op, 0, &m)) return 1;
  int64_t w = view_width(op, m->elem, m->rank);
  if (!w) return enc_unsupported(f, op, "to an element type other than i8 of a buffer that is not a typed byte buffer (bytes are not modelled)");
  Z3_ast shift, dyn[MR_MAX_RANK];
  unsigned rank = (unsigned)mlirShapedTypeGetRank(rt), nd = 0;
  if (index_operand(f, op, 1, &shift)) return 1;
  shift = smt_app2(f->s, Z3_mk_bvudiv, shift, c64(f, (uint64_t)w));   /* typed_bytes: w divides it */
  for (unsigned k = 0; k < rank; k++) nd += mlirShapedTypeIsDynamicDim(rt, k);
  if (enc_index_operands(f, op, 2, (unsigned)nd, dyn)) return 1;
  MemRef *r = derive(f, m, rank);
  if (!r) return 1;
  r->off = add_(f, m->off, shift);
  Z3_ast inner = c64(f, 1);
  nd = 0;
  for (unsigned k = 0; k < rank; k++)
    r->sizes[k] = mlirShapedTypeIsDynamicDim(rt, k) ? dyn[nd++] : c64(f, (uint64_t)mlirShapedTypeGetDimSize(rt, k));
  for (unsigned k = rank; k-- > 0;) {
    r->strides[k] = inner;
    inner = mul_(f, inner, r->sizes[k]);
  }
  return mem_result(f, op, 0, r);
}

/* dim: the size of the dimension; an index out of range is UB. */
static int enc_dim(EncFn *f, MlirOperation op) {
  MemRef *m;
  Z3_ast k;
  if (mem_operand(f, op, 0, &m) || index_operand(f, op, 1, &k)) return 1;
  Z3_ast v = c64(f, 0), fixed = smt_false(f->s);
  MlirType t = mlirValueGetType(mlirOperationGetOperand(op, 0));
  for (unsigned r = 0; r < m->rank; r++) {
    v = smt_ite(f->s, eq_(f, k, c64(f, r)), m->sizes[r], v);
    if (mlirTypeIsAMemRef(t) && !mlirShapedTypeIsDynamicDim(t, r)) fixed = smt_or(f->s, fixed, eq_(f, k, c64(f, r)));
  }
  enc_ub(f, smt_app2(f->s, Z3_mk_bvuge, k, c64(f, m->rank)));
  /* of a poison memref: poison, but a static dimension is its type's (DimOp folds it so) */
  return enc_result(f, op, 0, (EncVal){v, m->np ? smt_or(f->s, m->np, fixed) : smt_true(f->s), NULL, NULL});
}

/* get_global: the caller-visible block of the global (contents unknown at entry). */
static int enc_get_global(EncFn *f, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "name");
  MlirType rt = res_type(op, 0);
  if (mlirAttributeIsNull(a) || check_type(f, op, rt)) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "get_global without name");
  for (intptr_t k = 0; k < mlirShapedTypeGetRank(rt); k++)
    if (mlirShapedTypeIsDynamicDim(rt, k)) return enc_unsupported(f, op, "of a dynamic shape");
  char *name = mu_str(&f->q->arena, mlirFlatSymbolRefAttrGetValue(a));
  return mem_result(f, op, 0, name ? mem_global(f, name, rt, op) : NULL);
}

/* global: a module-level declaration; nothing happens inside a function. */
static int enc_global(EncFn *f, MlirOperation op) { return 0; }

/* assume_alignment: its operand, but "If the buffer isn't aligned to the given alignment,
 * its result is poison". Addresses are not modelled: whether the view's first element is
 * aligned is an uninterpreted function of its block, position and the alignment, one for
 * both sides (the same view is aligned or not in both). */
static int enc_assume_alignment(EncFn *f, MlirOperation op) {
  MemRef *m;
  if (mem_operand(f, op, 0, &m)) return 1;
  if (!mlirOperationGetNumResults(op)) return 0;
  MlirAttribute a = mu_attr(op, "alignment");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a)) return enc_stop(f->q, TV_ERROR, "memref.assume_alignment without alignment");
  Z3_ast ok = mem_aligned(f, m->bid, add_(f, m->base, m->off), (uint64_t)mlirIntegerAttrGetValueInt(a));
  MemRef *r = ok ? alias(f, m) : NULL;
  if (!r) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: assume_alignment");
  r->np = m->np ? smt_and(f->s, m->np, ok) : ok;
  return mem_result(f, op, 0, r);
}

/* extract_strided_metadata: the base buffer (rank 0 at offset 0), offset, sizes, strides. */
static int enc_extract_strided_metadata(EncFn *f, MlirOperation op) {
  MemRef *m;
  if (mem_operand(f, op, 0, &m)) return 1;
  MemRef *b = derive(f, m, 0);
  if (!b) return 1;
  b->off = c64(f, 0);
  /* the base buffer is what the allocation returned ("the buffer in which the memref
   * lives"): ownership-based deallocation frees it (bufferization.dealloc); unless the
   * buffer is the caller's (an argument's or a global's block, ids below 64: mem.h) */
  b->owner = mem_is_local(f, m);
  if (mem_result(f, op, 0, b)) return 1;
  Z3_ast t = m->np ? m->np : smt_true(f->s);   /* of a poison memref: poison */
  if (enc_result(f, op, 1, (EncVal){m->off, t, NULL, NULL})) return 1;
  for (unsigned k = 0; k < m->rank; k++)
    if (enc_result(f, op, 2 + (int)k, (EncVal){m->sizes[k], t, NULL, NULL}) ||
        enc_result(f, op, 2 + (int)(m->rank + k), (EncVal){m->strides[k], t, NULL, NULL}))
      return 1;
  return 0;
}

/* transpose: sizes and strides permuted (result dimension k is the source dimension the
 * permutation map's result k names). */
static int enc_transpose(EncFn *f, MlirOperation op) {
  MemRef *m;
  MlirType rt = res_type(op, 0);
  unsigned perm[MR_MAX_RANK];
  if (check_type(f, op, rt) || mem_operand(f, op, 0, &m)) return 1;
  const char *why = read_permutation(op, m->rank, perm);
  if (why) return enc_unsupported(f, op, why);
  MemRef *r = derive(f, m, m->rank);
  if (!r) return 1;
  permute(r->sizes, m->sizes, perm, m->rank, sizeof *r->sizes);
  permute(r->strides, m->strides, perm, m->rank, sizeof *r->strides);
  return match_type(f, op, rt, r) || mem_result(f, op, 0, r);
}

/* rank: the static rank, or an unranked value's: the ranked view it was cast from, or an
 * unranked argument's symbolic rank. */
static int enc_rank(EncFn *f, MlirOperation op) {
  EncVal v;
  if (enc_operand(f, op, 0, &v)) return 1;
  if (!v.m) return enc_unsupported(f, op, "of a value that is not a memref");
  Z3_ast r = v.m->urank ? v.m->urank : c64(f, v.m->rank);
  return enc_result(f, op, 0, (EncVal){r, smt_true(f->s), NULL, NULL});
}

/* prefetch: a hint without effect. */
static int enc_prefetch(EncFn *f, MlirOperation op) { return 0; }

/* memory_space_cast: the same view (memory spaces are not modelled). */
static int enc_memory_space_cast(EncFn *f, MlirOperation op) {
  MemRef *m;
  return check_type(f, op, res_type(op, 0)) || mem_operand(f, op, 0, &m) || mem_result(f, op, 0, alias(f, m));
}

/* ---- evaluators (interp.h, imem.h): the same semantics on concrete memory ---- */

/* A ranked memref result type of rank at most 16. */
static int ev_check_type(IFn *f, MlirOperation op, MlirType t) {
  if (!mem_is_memref(t)) return interp_unsupported(f, op, "on an unranked memref");
  if (mlirShapedTypeGetRank(t) > MR_MAX_RANK) return interp_unsupported(f, op, "of rank over 16");
  return 0;
}

static int ev_why(IFn *f, MlirOperation op, const char *why, int unsup) {
  return unsup ? interp_unsupported(f, op, why) : interp_error(f, "an op %s", why);
}

/* A static/dynamic list, as mixed(). */
static int ev_mixed(IFn *f, MlirOperation op, const char *attr, int *next, uint64_t *out, unsigned *n) {
  int64_t st[MR_MAX_RANK];
  int unsup;
  const char *why = read_static_list(op, attr, st, n, &unsup);
  if (why) return ev_why(f, op, why, unsup);
  for (unsigned k = 0; k < *n; k++)
    if (st[k] != kdyn()) out[k] = (uint64_t)st[k];
    else if (interp_index_operands(f, op, (*next)++, 1, &out[k])) return 1;
  return 0;
}

typedef struct IMrParts {   /* as MrParts */
  uint64_t off[MR_MAX_RANK], sz[MR_MAX_RANK], st[MR_MAX_RANK];
  unsigned no, ns, nt;
} IMrParts;

/* As view_operands. */
static int ev_view_operands(IFn *f, MlirOperation op, MlirType rt, IMemRef **m, IMrParts *o) {
  int next = 1;
  return ev_check_type(f, op, rt) || imem_operand(f, op, 0, m) || ev_mixed(f, op, "static_offsets", &next, o->off, &o->no) ||
         ev_mixed(f, op, "static_sizes", &next, o->sz, &o->ns) || ev_mixed(f, op, "static_strides", &next, o->st, &o->nt);
}

/* A view-like op's UB on view m (view_ub): none when m is poison (so is the result). */
static int ev_view_ub(IFn *f, MlirOperation op, const IMemRef *m, const char *why) {
  return m->poison ? 0 : interp_ub(f, op, "%s", why);
}

/* UB unless the sizes, strides and offset agree with result type t's static ones (as
 * match_type). */
static int ev_match_type(IFn *f, MlirOperation op, MlirType t, const IMemRef *m) {
  int64_t st[MR_MAX_RANK], off;
  int identity, bad = 0;
  if (imem_type_layout(f, op, t, st, &off, &identity)) return 1;
  uint64_t inner = 1;
  for (unsigned k = m->rank; k-- > 0;) {
    if (!mlirShapedTypeIsDynamicDim(t, k)) bad |= m->sizes[k] != (uint64_t)mlirShapedTypeGetDimSize(t, k);
    if (identity) bad |= m->strides[k] != inner;
    else if (!mlirShapedTypeIsDynamicStrideOrOffset(st[k])) bad |= m->strides[k] != (uint64_t)st[k];
    inner *= m->sizes[k];
  }
  if (!mlirShapedTypeIsDynamicStrideOrOffset(off)) bad |= m->off != (uint64_t)off;
  return bad ? ev_view_ub(f, op, m, "a view whose sizes, strides or offset differ from its type's") : 0;
}

/* The same view as m (a view-like op's result: not deallocatable). */
static IMemRef *ev_alias(IFn *f, const IMemRef *m) {
  IMemRef *r = imem_copy(f, m);
  if (r) r->owner = 0;
  return r;
}

static int ev_alloc_common(IFn *f, MlirOperation op, int stack) {
  MlirType t = res_type(op, 0), typed = mem_is_memref(t) ? typed_bytes(op, t) : (MlirType){NULL};
  if (!mlirTypeIsNull(typed)) t = typed;   /* as alloc_common */
  int nd = (int)mlirOperationGetNumOperands(op);
  uint64_t dyn[2 * MR_MAX_RANK + 1];
  IMemRef *m;
  if (ev_check_type(f, op, t)) return 1;
  if (nd > 2 * MR_MAX_RANK + 1) return interp_unsupported(f, op, "of rank over 16");
  return interp_index_operands(f, op, 0, (unsigned)nd, dyn) || imem_alloc(f, op, t, dyn, stack, &m) || imem_result(f, op, 0, m);
}
static int ev_alloc(IFn *f, MlirOperation op) { return ev_alloc_common(f, op, 0); }
static int ev_alloca(IFn *f, MlirOperation op) { return ev_alloc_common(f, op, 1); }

static int ev_dealloc(IFn *f, MlirOperation op) {
  IMemRef *m;
  return imem_operand(f, op, 0, &m) || imem_dealloc(f, op, m);
}

/* load/store `alignment` (access_alignment): a misaligned element is UB. */
static int ev_alignment(IFn *f, MlirOperation op, const IMemRef *m, const uint64_t *idx) {
  MlirAttribute a = mu_attr(op, "alignment");
  int ok;
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a) || mlirIntegerAttrGetValueInt(a) <= 0) return 0;
  if (imem_aligned(f, m, imem_pos(m, idx), (uint64_t)mlirIntegerAttrGetValueInt(a), &ok)) return 1;
  return ok ? 0 : interp_ub(f, op, "a misaligned access");
}

static int ev_load(IFn *f, MlirOperation op) {
  IMemRef *m;
  uint64_t idx[MR_MAX_RANK] = {0};   /* vector elements: lane 0 for the alignment */
  IVal v = {0};
  if (imem_operand(f, op, 0, &m) || m->rank > MR_MAX_RANK || interp_index_operands(f, op, 1, m->rank - m->vrank, idx)) return 1;
  return ev_alignment(f, op, m, idx) || imem_load_elem(f, op, m, idx, &v) || interp_result(f, op, 0, v);
}

static int ev_store(IFn *f, MlirOperation op) {
  IMemRef *m;
  uint64_t idx[MR_MAX_RANK] = {0};   /* vector elements: lane 0 for the alignment */
  IVal v;
  if (interp_operand(f, op, 0, &v) || imem_operand(f, op, 1, &m) || m->rank > MR_MAX_RANK ||
      interp_index_operands(f, op, 2, m->rank - m->vrank, idx))
    return 1;
  return ev_alignment(f, op, m, idx) || imem_store_elem(f, op, m, idx, v);
}

/* copy: overlapping operands that are not the same view and an uninitialized source
 * element are UB (as enc_copy). */
static int ev_copy(IFn *f, MlirOperation op) {
  IMemRef *a, *b;
  IVal t;
  if (imem_operand(f, op, 0, &a) || imem_operand(f, op, 1, &b)) return 1;
  if (!a->poison && !b->poison && imem_overlap(a, b) && !imem_same_view(a, b))
    return interp_ub(f, op, "copy between overlapping views that are not the same view");
  if (imem_read(f, op, mlirValueGetType(mlirOperationGetOperand(op, 0)), a, &t)) return 1;
  for (size_t i = 0; i < t.t->n; i++)
    if (t.t->e[i].uninit) return interp_ub(f, op, "copy of an uninitialized element");
  return imem_write(f, op, b, t.t);
}

/* realloc: as enc_realloc (the first min(old, new) elements copied, an uninitialized one is
 * UB; the operand freed as by dealloc). */
static int ev_realloc(IFn *f, MlirOperation op) {
  IMemRef *m, *r;
  MlirType rt = res_type(op, 0);
  uint64_t dyn[1];
  int nd = (int)mlirOperationGetNumOperands(op) - 1;
  if (ev_check_type(f, op, rt) || imem_operand(f, op, 0, &m) || (nd == 1 && interp_index_operands(f, op, 1, 1, dyn))) return 1;
  if (m->rank != 1 || mlirShapedTypeGetRank(rt) != 1 || nd > 1) return interp_error(f, "memref.realloc of rank other than 1");
  if (imem_alloc(f, op, rt, dyn, 0, &r)) return 1;
  for (uint64_t i = 0; i < m->sizes[0] && i < r->sizes[0]; i++) {
    IScalar e;
    if (imem_load(f, op, m, &i, &e) || imem_store(f, op, r, &i, e)) return 1;
  }
  return imem_dealloc(f, op, m) || imem_result(f, op, 0, r);
}

/* Whether a*b and a+b fit 64 bits. */
static int mul_ok(uint64_t a, uint64_t b) { return !a || b <= UINT64_MAX / a; }

static int ev_subview(IFn *f, MlirOperation op) {
  IMemRef *m;
  MlirType rt = res_type(op, 0);
  IMrParts o;
  if (ev_view_operands(f, op, rt, &m, &o)) return 1;
  if (o.no != m->rank || o.ns != m->rank || o.nt != m->rank) return interp_error(f, "memref.subview rank");
  IMemRef *r = imem_derive(f, m, (unsigned)mlirShapedTypeGetRank(rt));
  if (!r) return 1;
  for (unsigned k = 0; k < m->rank; k++) {   /* out of bounds, as enc_subview */
    uint64_t span = (o.sz[k] - 1) * o.st[k], last = o.off[k] + span;
    int in = o.sz[k] == 0 ? o.off[k] <= m->sizes[k] : mul_ok(o.sz[k] - 1, o.st[k]) && last >= o.off[k] && last < m->sizes[k];
    if (!in) return ev_view_ub(f, op, m, "an out-of-bounds subview");
  }
  /* rank reduction drops the leftmost static unit sizes (the encoder's constants) */
  MlirAttribute sa = mu_attr(op, "static_sizes");
  unsigned drop = m->rank > r->rank ? m->rank - r->rank : 0, j = 0;
  for (unsigned k = 0; k < m->rank; k++) {
    r->off += o.off[k] * m->strides[k];
    if (drop && mlirDenseI64ArrayGetElement(sa, k) == 1) {
      drop--;
      continue;
    }
    if (j >= r->rank) continue;
    r->sizes[j] = o.sz[k];
    r->strides[j++] = o.st[k] * m->strides[k];
  }
  if (j != r->rank) return interp_unsupported(f, op, "whose rank reduction we cannot match");
  return ev_match_type(f, op, rt, r) || imem_result(f, op, 0, r);
}

static int ev_reinterpret_cast(IFn *f, MlirOperation op) {
  IMemRef *m;
  MlirType rt = res_type(op, 0);
  IMrParts o;
  if (ev_view_operands(f, op, rt, &m, &o)) return 1;
  IMemRef *r = imem_derive(f, m, o.ns);
  if (!r || o.no != 1 || o.nt != o.ns) return r ? interp_error(f, "memref.reinterpret_cast operands") : 1;
  r->off = o.off[0];
  memcpy(r->sizes, o.sz, o.ns * sizeof *o.sz);
  memcpy(r->strides, o.st, o.ns * sizeof *o.st);
  return ev_match_type(f, op, rt, r) || imem_result(f, op, 0, r);
}

static int ev_cast(IFn *f, MlirOperation op) {
  IMemRef *m;
  MlirType rt = res_type(op, 0);
  if (imem_operand(f, op, 0, &m)) return 1;
  if (mem_is_unranked(rt)) return imem_result(f, op, 0, ev_alias(f, m));
  if (ev_check_type(f, op, rt)) return 1;
  unsigned rank = (unsigned)mlirShapedTypeGetRank(rt);
  if (m->rank != rank && !m->poison) return interp_ub(f, op, "a cast of an unranked memref to another rank");
  if (m->rank != rank) {   /* a poison one: a poison view of the rank (as enc_cast) */
    IMemRef *r = imem_derive(f, m, rank);
    for (unsigned k = 0; r && k < rank; k++) r->sizes[k] = 0, r->strides[k] = 1;
    return !r || imem_result(f, op, 0, r);
  }
  return ev_match_type(f, op, rt, m) || imem_result(f, op, 0, ev_alias(f, m));
}

static int ev_groups(IFn *f, MlirOperation op, unsigned *ng, unsigned *len, unsigned dims[][MR_MAX_RANK]) {
  int unsup;
  const char *why = read_groups(op, ng, len, dims, &unsup);
  return why ? ev_why(f, op, why, unsup) : 0;
}

/* collapse_shape: as enc_collapse_shape (the stride of the innermost non-unit dimension;
 * non-contiguous groups are UB). */
static int ev_collapse_shape(IFn *f, MlirOperation op) {
  IMemRef *m;
  unsigned ng, len[MR_MAX_RANK], dims[MR_MAX_RANK][MR_MAX_RANK];
  MlirType rt = res_type(op, 0);
  if (ev_check_type(f, op, rt) || imem_operand(f, op, 0, &m) || ev_groups(f, op, &ng, len, dims)) return 1;
  IMemRef *r = imem_derive(f, m, ng);
  if (!r) return 1;
  int bad = 0;
  for (unsigned g = 0; g < ng; g++) {
    r->sizes[g] = 1;
    for (unsigned k = 0; k < len[g]; k++) {
      if (dims[g][k] >= m->rank) return interp_error(f, "collapse_shape reassociation");
      r->sizes[g] *= m->sizes[dims[g][k]];
    }
    uint64_t st = len[g] ? m->strides[dims[g][len[g] - 1]] : 1;
    int inner_unit = 1;
    for (unsigned k = len[g] ? len[g] - 1 : 0; k-- > 0;) {
      inner_unit = inner_unit && m->sizes[dims[g][k + 1]] == 1;
      if (inner_unit) st = m->strides[dims[g][k]];
    }
    r->strides[g] = st;
    uint64_t inner = 1;
    for (unsigned k = len[g]; k-- > 0;) {
      unsigned d = dims[g][k];
      bad |= m->sizes[d] != 1 && m->strides[d] != st * inner;
      inner *= m->sizes[d];
    }
  }
  if (bad && ev_view_ub(f, op, m, "collapsing non-contiguous dimensions")) return 1;
  return ev_match_type(f, op, rt, r) || imem_result(f, op, 0, r);
}

static int ev_expand_shape(IFn *f, MlirOperation op) {
  IMemRef *m;
  unsigned ng, len[MR_MAX_RANK], dims[MR_MAX_RANK][MR_MAX_RANK], n;
  MlirType rt = res_type(op, 0);
  uint64_t sz[MR_MAX_RANK];
  int next = 1, bad = 0;
  if (ev_check_type(f, op, rt) || imem_operand(f, op, 0, &m) || ev_groups(f, op, &ng, len, dims)) return 1;
  if (ev_mixed(f, op, "static_output_shape", &next, sz, &n)) return 1;
  IMemRef *r = imem_derive(f, m, n);
  if (!r || ng != m->rank) return r ? interp_error(f, "expand_shape reassociation") : 1;
  for (unsigned d = 0; d < n; d++) r->sizes[d] = sz[d], r->strides[d] = 1;   /* as the encoder */
  for (unsigned g = 0; g < ng; g++) {
    uint64_t st = m->strides[g], prod = 1;
    for (unsigned k = len[g]; k-- > 0;) {
      if (dims[g][k] >= n) return interp_error(f, "expand_shape reassociation");
      r->sizes[dims[g][k]] = sz[dims[g][k]];
      r->strides[dims[g][k]] = st;
      st *= sz[dims[g][k]];
      bad |= __builtin_mul_overflow(prod, sz[dims[g][k]], &prod);   /* as the encoder: no wrap */
    }
    bad |= prod != m->sizes[g];
  }
  if (bad && ev_view_ub(f, op, m, "an expand_shape whose sizes do not multiply to the source's")) return 1;
  return ev_match_type(f, op, rt, r) || imem_result(f, op, 0, r);
}

static int ev_view(IFn *f, MlirOperation op) {
  IMemRef *m;
  MlirType rt = res_type(op, 0);
  if (ev_check_type(f, op, rt) || imem_operand(f, op, 0, &m)) return 1;
  int64_t w = view_width(op, m->b->elem, m->rank);
  if (!w) return interp_unsupported(f, op, "to an element type other than i8 of a buffer that is not a typed byte buffer (bytes are not modelled)");
  unsigned rank = (unsigned)mlirShapedTypeGetRank(rt), nd = 0;
  uint64_t shift, dyn[MR_MAX_RANK];
  for (unsigned k = 0; k < rank; k++) nd += mlirShapedTypeIsDynamicDim(rt, k);
  if (interp_index_operands(f, op, 1, 1, &shift) || interp_index_operands(f, op, 2, nd, dyn)) return 1;
  shift /= (uint64_t)w;
  IMemRef *r = imem_derive(f, m, rank);
  if (!r) return 1;
  r->off = m->off + shift;
  nd = 0;
  for (unsigned k = 0; k < rank; k++)
    r->sizes[k] = mlirShapedTypeIsDynamicDim(rt, k) ? dyn[nd++] : (uint64_t)mlirShapedTypeGetDimSize(rt, k);
  uint64_t inner = 1;
  for (unsigned k = rank; k-- > 0;) {
    r->strides[k] = inner;
    inner *= r->sizes[k];
  }
  return imem_result(f, op, 0, r);
}

static int ev_dim(IFn *f, MlirOperation op) {
  IMemRef *m;
  uint64_t k;
  if (imem_operand(f, op, 0, &m) || interp_index_operands(f, op, 1, 1, &k)) return 1;
  if (k >= m->rank) return interp_ub(f, op, "memref.dim of a dimension the memref does not have");
  MlirType t = mlirValueGetType(mlirOperationGetOperand(op, 0));   /* a static dimension: never poison */
  int fixed = mlirTypeIsAMemRef(t) && !mlirShapedTypeIsDynamicDim(t, (intptr_t)k);
  return interp_result(f, op, 0, (IVal){.s = {.bits = m->sizes[k], .poison = m->poison && !fixed}});
}

static int ev_get_global(IFn *f, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "name");
  MlirType rt = res_type(op, 0);
  IMemRef *m;
  if (mlirAttributeIsNull(a)) return interp_error(f, "get_global without name");
  if (ev_check_type(f, op, rt)) return 1;
  if (!mlirShapedTypeHasStaticShape(rt)) return interp_unsupported(f, op, "of a dynamic shape");
  char *name = mu_str(interp_of(f)->arena, mlirFlatSymbolRefAttrGetValue(a));
  if (!name) return interp_error(f, "out of memory in the interpreter");
  return imem_global(f, op, name, rt, &m) || imem_result(f, op, 0, m);
}

static int ev_nothing(IFn *f, MlirOperation op) {
  (void)f, (void)op;
  return 0;
}

/* assume_alignment: its operand, poison unless its first element is aligned. */
static int ev_assume_alignment(IFn *f, MlirOperation op) {
  IMemRef *m;
  int ok;
  if (imem_operand(f, op, 0, &m)) return 1;
  if (!mlirOperationGetNumResults(op)) return 0;
  MlirAttribute a = mu_attr(op, "alignment");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a)) return interp_error(f, "memref.assume_alignment without alignment");
  if (imem_aligned(f, m, m->base + m->off, (uint64_t)mlirIntegerAttrGetValueInt(a), &ok)) return 1;
  IMemRef *r = ev_alias(f, m);
  if (!r) return 1;
  r->poison |= !ok;
  return imem_result(f, op, 0, r);
}

static int ev_extract_strided_metadata(IFn *f, MlirOperation op) {
  IMemRef *m;
  if (imem_operand(f, op, 0, &m)) return 1;
  IMemRef *b = imem_derive(f, m, 0);
  if (!b) return 1;
  b->off = 0;
  b->owner = !m->b->caller;   /* the base buffer: what the allocation returned, unless the
                                 caller's (an argument's or a global's block) */
  uint8_t p = m->poison;   /* of a poison memref: poison */
  if (imem_result(f, op, 0, b) || interp_result(f, op, 1, (IVal){.s = {.bits = m->off, .poison = p}})) return 1;
  for (unsigned k = 0; k < m->rank; k++)
    if (interp_result(f, op, 2 + (int)k, (IVal){.s = {.bits = m->sizes[k], .poison = p}}) ||
        interp_result(f, op, 2 + (int)(m->rank + k), (IVal){.s = {.bits = m->strides[k], .poison = p}}))
      return 1;
  return 0;
}

static int ev_transpose(IFn *f, MlirOperation op) {
  IMemRef *m;
  MlirType rt = res_type(op, 0);
  unsigned perm[MR_MAX_RANK];
  if (ev_check_type(f, op, rt) || imem_operand(f, op, 0, &m)) return 1;
  const char *why = read_permutation(op, m->rank, perm);
  if (why) return interp_unsupported(f, op, why);
  IMemRef *r = imem_derive(f, m, m->rank);
  if (!r) return 1;
  permute(r->sizes, m->sizes, perm, m->rank, sizeof *r->sizes);
  permute(r->strides, m->strides, perm, m->rank, sizeof *r->strides);
  return ev_match_type(f, op, rt, r) || imem_result(f, op, 0, r);
}

static int ev_rank(IFn *f, MlirOperation op) {
  IMemRef *m;
  return imem_operand(f, op, 0, &m) || interp_result(f, op, 0, (IVal){.s.bits = m->rank});
}

static int ev_memory_space_cast(IFn *f, MlirOperation op) {
  IMemRef *m;
  return ev_check_type(f, op, res_type(op, 0)) || imem_operand(f, op, 0, &m) || imem_result(f, op, 0, ev_alias(f, m));
}

static const EncOpDef memref_ops[] = {
    {"memref.alloc", enc_alloc, "fresh local heap block of the type's size, uninitialized", ev_alloc},
    {"memref.alloca", enc_alloca, "fresh local stack block (dealloc is UB), uninitialized", ev_alloca},
    {"memref.assume_alignment", enc_assume_alignment, "its operand; poison unless aligned (an uninterpreted predicate)", ev_assume_alignment},
    {"memref.cast", enc_cast, "the same view (to or from unranked too); static sizes/strides/offset or a rank of the result that differ are UB", ev_cast},
    {"memref.collapse_shape", enc_collapse_shape, "groups become one dimension (product size, innermost stride)", ev_collapse_shape},
    {"memref.copy", enc_copy, "copies the elements; shapes disagreeing, operands overlapping but not the same view or an uninitialized source element: UB", ev_copy},
    {"memref.dealloc", enc_dealloc, "frees the block; dead or stack blocks, views and casts are UB", ev_dealloc},
    {"memref.dim", enc_dim, "size of a dimension; out-of-range index is UB", ev_dim},
    {"memref.expand_shape", enc_expand_shape, "splits dimensions row-major within the source stride", ev_expand_shape},
    {"memref.extract_strided_metadata", enc_extract_strided_metadata, "base buffer, offset, sizes, strides", ev_extract_strided_metadata, OP_REACHES_OUT},
    {"memref.get_global", enc_get_global, "caller-visible block of the global (contents symbolic)", ev_get_global},
    {"memref.global", enc_global, "module-level declaration (no effect in a function)", ev_nothing},
    {"memref.load", enc_load, "element at the indices; out of bounds, dead block, uninitialized, misaligned: UB", ev_load},
    {"memref.memory_space_cast", enc_memory_space_cast, "the same view (memory spaces not modelled)", ev_memory_space_cast},
    {"memref.prefetch", enc_prefetch, "no effect (a hint)", ev_nothing},
    {"memref.rank", enc_rank, "the rank (of an unranked value: of the view it was cast from; an unranked argument's is symbolic)", ev_rank},
    {"memref.realloc", enc_realloc, "fresh heap block of the new size, the first min(old, new) elements copied (uninitialized: UB), the rest uninitialized; the operand freed (dealloc's UB)", ev_realloc},
    {"memref.reinterpret_cast", enc_reinterpret_cast, "the same buffer with the given offset, sizes, strides", ev_reinterpret_cast, OP_REACHES_OUT},
    {"memref.store", enc_store, "writes the element; out of bounds, dead or read-only block, misaligned: UB", ev_store, OP_STORES},
    {"memref.subview", enc_subview, "offset += offsets * strides, given sizes, strides multiplied", ev_subview},
    {"memref.transpose", enc_transpose, "sizes and strides permuted", ev_transpose},
    {"memref.view", enc_view, "i8 view at a byte shift; to another type only of an i8 allocation used by views to that type alone at aligned constant shifts (modelled as a buffer of it); else unsupported", ev_view, OP_REACHES_OUT},
};

const EncTable memref_table = {"memref", memref_ops, sizeof memref_ops / sizeof memref_ops[0]};
