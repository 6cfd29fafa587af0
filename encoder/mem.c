/* mem.c: blocks, memref views, accesses and the memory refinement (mem.h). */
#include "mem.h"
#include "mem_plan.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/AffineMap.h>
#include <mlir-c/BuiltinTypes.h>
#include "fp.h"
#include "ifloat.h"
#include "mlirutil.h"
#include "tval.h"
#include "vc.h"

/* Caller-visible blocks have ids 0..MEM_MAX-1, local ones MEM_MAX.. up to the largest 8-bit
 * id but one (255 is no block's: an unranked argument's, unranked_arg). */
enum { MEM_MAX = 64, MEM_BID_BITS = 8, MEM_MAX_LOCAL = (1 << MEM_BID_BITS) - MEM_MAX - 1 };
enum { MEM_ARG, MEM_GLOBAL, MEM_ABI, MEM_LOCAL };   /* kinds; ARG and GLOBAL are compared */

typedef struct MemBlock {
  unsigned id;
  int kind, stack;
  MlirType elem;
  MlirType view_elem;      /* argument blocks: their views' element type as the memref type
                              names it (a vector type for memrefs of vectors, view_elem()):
                              arguments alias only views of one element type */
  unsigned width;
  const char *name;        /* for counterexamples */
  Z3_ast size, val, np, init, alive, writable;
  Z3_ast wmap;             /* writability per position (else writable): argument blocks,
                              and blocks with a clone's source (mem_freeze) */
  Z3_ast wbase;            /* writability per position before any clone froze some (NULL:
                              none did): wmap is wbase less the live freezes (frz) */
  struct MemFreeze *frz;   /* the clones that froze positions of this block (mem_freeze) */
  unsigned cls;            /* argument blocks: the alias class (TvQuery.alias_class) */
  unsigned key;            /* MemArrays.key */
  struct MemWrite *last;   /* the whole-view write that made val/np/init (read_through) */
} MemBlock;

/* A whole-view write (whole_block): the arrays before and after, so that a later read of
 * the block while it still has the arrays after can read the written tensor at its
 * coordinates instead of decoding a position (read_through). */
typedef struct MemWrite {
  const MemRef *view;
  EncVal t;
  Z3_ast g;                /* the path and "the view is in this block" */
  Z3_ast before[3], after[3];
  struct MemWrite *prev;   /* the block's write before (valid while before[] are its after[]) */
} MemWrite;

/* Positions of a block that a clone froze: read-only while the clone's block is alive
 * (bufferization.clone; a dealloc of the clone ends it: thaw). */
typedef struct MemFreeze {
  unsigned clone;          /* the clone's block id */
  MlirOperation op;        /* the clone, for counterexamples */
  Z3_ast cover;            /* array: the positions it froze (on its path) */
  Z3_ast live;             /* the clone's block was not freed since (on the freeing path) */
  struct MemFreeze *next;
} MemFreeze;

/* Caller-visible blocks with their initial state, shared by both sides (TvQuery.mem). */
typedef struct MemShared {
  unsigned n;
  MemBlock b[MEM_MAX];
  const char *global[MEM_MAX];   /* @name for globals */
  int users[MEM_MAX];            /* an argument block: the arguments viewing it (first 8) */
  unsigned argno[MEM_MAX][8];
  const MemRef *view[MEM_MAX][8];
  Z3_ast bad[MEM_MAX], at[MEM_MAX];   /* refinement: this block differs, at this element */
  Z3_ast wbad[MEM_MAX];          /* ... there by being read-only in the target only */
  MemBlock *fin[2][MEM_MAX];     /* final states (src, tgt) */
  Z3_ast written[MEM_MAX];       /* a non-constant global with an initializer: its contents
                                    at entry are not the initializer (an approximation) */
  MlirOperation fn[2];           /* the source and target functions (mem_prepare) */
  int nkeys;                     /* the target's allocations with a match (0: keys are ids) */
  int alloc_match[MEM_MAX_LOCAL];      /* per target allocation, in order: mem_alloc_match's */
} MemShared;

/* One element access of a parallel loop's iteration (mem_trace_begin). */
typedef struct MemTouch {
  Z3_ast g, bid, pos;      /* on this path, block bid at position pos */
  int write;
  Z3_ast v, np;            /* a write's value and not-poison flag */
  const MemRef *view;      /* a whole-view access (counted as a write), else NULL */
  unsigned iter;
  struct MemTouch *next;
} MemTouch;

/* The accesses of the iterations of one parallel loop, to tell whether two conflict. */
struct MemTrace {
  unsigned iter, n;
  int whole;               /* some access was not to a single element: its footprint is unknown */
  MemTouch *list;
};

/* One side's memory: shared blocks as this side left them (NULL: untouched), local blocks. */
struct MemState {
  MemBlock *sh[MEM_MAX];
  unsigned nloc;
  MemBlock loc[MEM_MAX_LOCAL];
  struct MemTrace *trace;  /* recording a parallel loop's accesses (NULL: not) */
};

static Z3_sort idx_sort(EncFn *f) { return smt_bv_sort(f->s, 64); }
static Z3_ast c64(EncFn *f, uint64_t v) { return smt_bv_u64(f->s, 64, v); }
static Z3_ast not_(EncFn *f, Z3_ast a) { return smt_app1(f->s, Z3_mk_not, a); }
static Z3_ast eq_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_eq, a, b); }
static Z3_ast add_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvadd, a, b); }
static Z3_ast mul_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvmul, a, b); }
static Z3_ast ult_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvult, a, b); }
static Z3_ast ule_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvule, a, b); }
static Z3_ast sel(EncFn *f, Z3_ast a, Z3_ast i) { return smt_app2(f->s, Z3_mk_select, a, i); }
static Z3_ast bid_c(EncFn *f, unsigned id) { return smt_bv_u64(f->s, MEM_BID_BITS, id); }

Z3_ast mem_is_local(EncFn *f, const MemRef *m) {
  return smt_app2(f->s, Z3_mk_bvuge, m->bid, bid_c(f, MEM_MAX));
}
static Z3_ast implies(EncFn *f, Z3_ast a, Z3_ast b) { return smt_or(f->s, not_(f, a), b); }

int mem_is_memref(MlirType t) { return !mlirTypeIsNull(t) && mlirTypeIsAMemRef(t); }
int mem_is_unranked(MlirType t) { return !mlirTypeIsNull(t) && mlirTypeIsAUnrankedMemRef(t); }

static MemShared *shared(EncFn *f) {
  if (!f->q->mem) f->q->mem = arena_alloc(&f->q->arena, sizeof(MemShared));
  if (!f->q->mem) enc_failed(f);
  return f->q->mem;
}

struct MemState *mem_state_new(EncFn *f) {
  struct MemState *m = arena_alloc(&f->q->arena, sizeof *m);
  if (!m) enc_failed(f);
  return m;
}

/* ---- blocks ---- */

/* A block with fresh arrays (name prefix p) of element type elem. */
static int block_init(EncFn *f, MemBlock *b, MlirType elem, const char *p, MlirOperation op) {
  Smt *s = f->s;
  b->elem = elem;
  b->width = enc_width(f, elem, op);
  if (!b->width) return 1;
  char name[96];
  snprintf(name, sizeof name, "%s.val", p);
  b->val = smt_fresh(s, name, smt_array_sort(s, idx_sort(f), smt_bv_sort(s, b->width)));
  snprintf(name, sizeof name, "%s.np", p);
  b->np = smt_fresh(s, name, smt_array_sort(s, idx_sort(f), Z3_mk_bool_sort(s->ctx)));
  snprintf(name, sizeof name, "%s.init", p);
  b->init = smt_fresh(s, name, smt_array_sort(s, idx_sort(f), Z3_mk_bool_sort(s->ctx)));
  b->alive = smt_true(s);
  b->last = NULL;
  b->name = arena_strdup(&f->q->arena, p);
  f->q->tensors = 1;   /* arrays: the query needs Z3's default solver */
  return enc_failed(f);
}

/* A new caller-visible block: its initial state is in the registry. */
static MemBlock *shared_new(EncFn *f, int kind, MlirType elem, const char *name, MlirOperation op) {
  MemShared *ms = shared(f);
  if (!ms) return NULL;
  if (ms->n >= MEM_MAX) return enc_stop(f->q, TV_UNSUPPORTED, "more than %d argument blocks and globals", MEM_MAX), NULL;
  MemBlock *b = &ms->b[ms->n];
  b->id = ms->n;
  b->kind = kind;
  if (block_init(f, b, elem, name, op)) return NULL;
  char wn[96];
  snprintf(wn, sizeof wn, "%s.writable", name);
  b->writable = smt_fresh(f->s, wn, Z3_mk_bool_sort(f->s->ctx));
  /* arguments share a block but not their writability: one flag per position */
  if (kind == MEM_ARG) b->wmap = smt_fresh(f->s, wn, smt_array_sort(f->s, idx_sort(f), Z3_mk_bool_sort(f->s->ctx)));
  ms->n++;
  return b;
}

/* This side's current state of block id (shared ones copied from their initial state). */
static MemBlock *block_of(EncFn *f, unsigned id) {
  struct MemState *st = f->mem;
  if (id >= MEM_MAX) return &st->loc[id - MEM_MAX];
  if (!st->sh[id]) {
    st->sh[id] = arena_alloc(&f->q->arena, sizeof(MemBlock));
    if (!st->sh[id]) return enc_failed(f), NULL;
    *st->sh[id] = f->q->mem->b[id];
  }
  return st->sh[id];
}

/* Calls fn on every block that m may point to (same element type). */
typedef void (*BlockFn)(EncFn *f, const MemRef *m, MemBlock *b, void *ud);
static void load_block(EncFn *f, const MemRef *m, MemBlock *b, void *ud);
static void whole_block(EncFn *f, const MemRef *m, MemBlock *b, void *ud);
static int trace_view(EncFn *f, const MemRef *m);
static int each_block(EncFn *f, const MemRef *m, BlockFn fn, void *ud) {
  MemShared *ms = f->q->mem;
  unsigned known;
  /* a parallel iteration's whole-view access is its view's extent; frees and calls reach
   * the whole block, whose footprint is not recorded */
  if (f->mem->trace && fn == whole_block && trace_view(f, m)) return 1;
  if (f->mem->trace && fn != load_block && fn != whole_block) f->mem->trace->whole = 1;
  if (Z3_get_numeral_uint(f->s->ctx, m->bid, &known)) {   /* a known block: no dispatch */
    MemBlock *b = known < MEM_MAX ? (ms && known < ms->n ? block_of(f, known) : NULL)
                                  : known - MEM_MAX < f->mem->nloc ? &f->mem->loc[known - MEM_MAX] : NULL;
    if (!b) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: unknown block %u", known);
    fn(f, m, b, ud);
    return enc_failed(f);
  }
  if (m->shared && ms)
    for (unsigned i = 0; i < ms->n; i++)
      if (mlirTypeEqual(ms->b[i].elem, m->elem)) {
        MemBlock *b = block_of(f, i);
        if (!b) return 1;
        fn(f, m, b, ud);
      }
  for (unsigned k = 0; k < f->mem->nloc; k++)
    if (mlirTypeEqual(f->mem->loc[k].elem, m->elem)) fn(f, m, &f->mem->loc[k], ud);
  return enc_failed(f);
}

static Z3_ast is_block(EncFn *f, const MemRef *m, const MemBlock *b) {
  unsigned known;
  if (Z3_get_numeral_uint(f->s->ctx, m->bid, &known)) return known == b->id ? smt_true(f->s) : smt_false(f->s);
  return eq_(f, m->bid, bid_c(f, b->id));
}

/* ite that folds a literal condition, so that accesses to a known block stay plain terms. */
static Z3_ast ite_(EncFn *f, Z3_ast c, Z3_ast a, Z3_ast b) {
  if (c && Z3_is_eq_ast(f->s->ctx, c, smt_true(f->s))) return a;
  if (c && Z3_is_eq_ast(f->s->ctx, c, smt_false(f->s))) return b;
  return smt_ite(f->s, c, a, b);
}
static Z3_ast and_(EncFn *f, Z3_ast a, Z3_ast b) {
  if (a && Z3_is_eq_ast(f->s->ctx, a, smt_true(f->s))) return b;
  if (b && Z3_is_eq_ast(f->s->ctx, b, smt_true(f->s))) return a;
  return smt_and(f->s, a, b);
}

/* ---- views ---- */

MemRef *mem_ref_new(EncFn *f, unsigned rank, MlirType elem) {
  MemRef *m = arena_alloc(&f->q->arena, sizeof *m);
  Z3_ast *d = arena_alloc(&f->q->arena, 2 * (rank ? rank : 1) * sizeof *d);
  if (!m || !d) return enc_failed(f), NULL;
  m->rank = rank;
  m->sizes = d;
  m->strides = d + (rank ? rank : 1);
  m->elem = elem;
  return m;
}

MemRef *mem_ref_ite(EncFn *f, Z3_ast c, const MemRef *a, const MemRef *b) {
  if (a == b) return (MemRef *)a;
  if (!a || !b) return enc_stop(f->q, TV_ERROR, "internal: a null memref"), NULL;
  if (a->rank != b->rank || a->urank || b->urank)   /* unranked values of two ranks */
    return enc_stop(f->q, TV_UNSUPPORTED, "unranked memref values of different ranks merged"), NULL;
  if (a->vrank != b->vrank) return enc_stop(f->q, TV_UNSUPPORTED, "memref values of different element types merged"), NULL;
  MemRef *r = mem_ref_new(f, a->rank, a->elem);
  if (!r) return NULL;
  r->vec = a->vec, r->vrank = a->vrank;
  Smt *s = f->s;
  r->bid = smt_ite(s, c, a->bid, b->bid);
  r->base = smt_ite(s, c, a->base, b->base);
  r->off = smt_ite(s, c, a->off, b->off);
  for (unsigned k = 0; k < a->rank; k++) {
    r->sizes[k] = smt_ite(s, c, a->sizes[k], b->sizes[k]);
    r->strides[k] = smt_ite(s, c, a->strides[k], b->strides[k]);
  }
  r->shared = a->shared || b->shared;
  if (a->np || b->np) r->np = smt_ite(s, c, a->np ? a->np : smt_true(s), b->np ? b->np : smt_true(s));
  if (a->owner || b->owner) r->owner = smt_ite(s, c, a->owner ? a->owner : smt_false(s), b->owner ? b->owner : smt_false(s));
  return r;
}

MemRef *mem_ref_poison(EncFn *f, const MemRef *m, Z3_ast np) {
  MemRef *r = mem_ref_new(f, m->rank, m->elem);
  if (!r) return NULL;
  Z3_ast *sz = r->sizes, *st = r->strides;
  *r = *m;
  r->sizes = sz;
  r->strides = st;
  memcpy(sz, m->sizes, m->rank * sizeof *sz);
  memcpy(st, m->strides, m->rank * sizeof *st);
  r->np = m->np ? smt_and(f->s, m->np, np) : np;
  return r;
}

/* Accessing memory through a poison memref is UB. */
static void poison_ub(EncFn *f, const MemRef *m) {
  if (m->np) enc_ub(f, not_(f, m->np));
}

int mem_vec_elems_ok(MlirOperation op) {
  static const char *const ok[] = {"memref.load", "memref.store", "affine.load", "affine.store", "memref.dealloc",
                                   "memref.copy"};
  for (size_t k = 0; k < sizeof ok / sizeof *ok; k++)
    if (mu_op_is(op, ok[k])) return 1;
  return 0;
}

int mem_operand(EncFn *f, MlirOperation op, int i, MemRef **out) {
  EncVal v;
  if (enc_operand(f, op, i, &v)) return 1;
  if (!v.m) return enc_stop(f->q, TV_UNSUPPORTED, "%s on a value that is not a ranked memref", mu_op_name(&f->q->arena, op));
  if (v.m->urank) return enc_unsupported(f, op, "on an unranked memref argument (only its rank is modelled)");
  if (v.m->vrank && !mem_vec_elems_ok(op)) return enc_unsupported(f, op, "on a memref of vector elements");
  *out = v.m;
  return 0;
}

int mem_result(EncFn *f, MlirOperation op, int i, MemRef *m) {
  if (!m) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: null memref");
  return enc_result(f, op, i, (EncVal){m->bid, m->np ? m->np : smt_true(f->s), NULL, m});
}

Z3_ast mem_same_block(EncFn *f, const MemRef *m, const MemRef *n) { return eq_(f, m->bid, n->bid); }

static Z3_ast numel(EncFn *f, const MemRef *m) {
  Z3_ast n = c64(f, 1);
  for (unsigned k = 0; k < m->rank; k++) n = mul_(f, n, m->sizes[k]);
  return n;
}

static Z3_ast start(EncFn *f, const MemRef *m) { return add_(f, m->base, m->off); }

static Z3_ast address(EncFn *f, const MemRef *m, const Z3_ast *idx) {
  Z3_ast a = start(f, m);
  for (unsigned k = 0; k < m->rank; k++) a = add_(f, a, mul_(f, idx[k], m->strides[k]));
  return a;
}

/* The last element's position (strides are non-negative; meaningful when numel > 0). */
static Z3_ast last_address(EncFn *f, const MemRef *m) {
  Z3_ast a = start(f, m);
  for (unsigned k = 0; k < m->rank; k++)
    a = add_(f, a, mul_(f, smt_app2(f->s, Z3_mk_bvsub, m->sizes[k], c64(f, 1)), m->strides[k]));
  return a;
}

Z3_ast mem_overlap(EncFn *f, const MemRef *m, const MemRef *n) {
  Z3_ast nonempty = and_(f, not_(f, eq_(f, numel(f, m), c64(f, 0))), not_(f, eq_(f, numel(f, n), c64(f, 0))));
  Z3_ast meet = and_(f, ule_(f, start(f, m), last_address(f, n)), ule_(f, start(f, n), last_address(f, m)));
  return and_(f, and_(f, mem_same_block(f, m, n), nonempty), meet);
}

Z3_ast mem_same_view(EncFn *f, const MemRef *m, const MemRef *n) {
  if (m->rank != n->rank) return smt_false(f->s);
  Z3_ast same = and_(f, mem_same_block(f, m, n), eq_(f, start(f, m), start(f, n)));
  for (unsigned k = 0; k < m->rank; k++)
    same = and_(f, same, and_(f, eq_(f, m->sizes[k], n->sizes[k]), eq_(f, m->strides[k], n->strides[k])));
  return same;
}

static Z3_ast in_view(EncFn *f, const MemRef *m, const Z3_ast *idx) {
  Z3_ast ok = smt_true(f->s);
  for (unsigned k = 0; k < m->rank; k++) ok = smt_and(f->s, ok, ult_(f, idx[k], m->sizes[k]));
  return ok;
}

int mem_type_layout(EncFn *f, MlirType t, int64_t *strides, int64_t *off, int *identity, MlirOperation op) {
  *identity = mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(t));
  if (*identity) {
    *off = 0;
    return 0;
  }
  if (mlirLogicalResultIsFailure(mlirMemRefTypeGetStridesAndOffset(t, strides, off))) {
    char *ts = mu_type_str(&f->q->arena, t);
    return enc_stop(f->q, TV_UNSUPPORTED, "%s%s memref layout that is not strided (%s)",
                    mlirOperationIsNull(op) ? "" : mu_op_name(&f->q->arena, op),
                    mlirOperationIsNull(op) ? "a" : " with a", ts ? ts : "?");
  }
  return 0;
}

/* Dynamic sizes of arguments are bounded by --tv-max-dim, dynamic strides by 2^24 and
 * offsets by 2^32 (a precondition recorded so that a proof says so). */
static Z3_ast bounded(EncFn *f, const char *name, uint64_t bound, int say) {
  Z3_ast x = smt_fresh(f->s, name, idx_sort(f));
  f->q->pre = smt_and(f->s, f->q->pre, smt_app2(f->s, Z3_mk_bvule, x, c64(f, bound)));
  if (say) f->q->dims_bounded = 1;
  return x;
}

/* The element type memref view m's type names: its vector type, or m->elem. */
static MlirType view_elem(const MemRef *m) { return m->vrank ? m->vec : m->elem; }

unsigned mem_vec_shape(MlirType e, int64_t shape[4], uint64_t *lanes) {
  if (!mlirTypeIsAVector(e) || mlirVectorTypeIsScalable(e) || !mlirShapedTypeHasStaticShape(e)) return 0;
  unsigned r = (unsigned)mlirShapedTypeGetRank(e);
  if (r == 0 || r > 4 || mlirTypeIsAShaped(mlirShapedTypeGetElementType(e))) return 0;
  *lanes = 1;
  for (unsigned k = 0; k < r; k++) {
    shape[k] = mlirShapedTypeGetDimSize(e, k);
    *lanes *= (uint64_t)shape[k];
  }
  return *lanes && *lanes <= (1u << 16) ? r : 0;
}

/* Sizes, strides and offset of a view of type t: static ones from the type, dynamic ones
 * from dyn when given (alloc's operands: the dynamic sizes, then the layout's symbols, which
 * a strided layout's map numbers offset first, then the dynamic strides in order), else
 * fresh (prefix p); identity layouts are row-major. A block holds scalars: a memref of
 * vectors (memref<4xvector<2xi32>>, wide-integer emulation's) is the view of their lanes
 * (memref<4x2xi32>), the type's strides and offset counted in vectors scaled by the lanes,
 * so that each lane keeps its own poison. */
static MemRef *view_of_type(EncFn *f, MlirType t, const Z3_ast *dyn, const char *p, MlirOperation op) {
  unsigned rank = (unsigned)mlirShapedTypeGetRank(t), nd = 0;
  MlirType et = mlirShapedTypeGetElementType(t);
  int64_t vshape[4];
  uint64_t lanes = 1;
  unsigned vr = mem_vec_shape(et, vshape, &lanes);
  if (rank + vr > 16) return enc_stop(f->q, TV_UNSUPPORTED, "memref of rank over 16"), NULL;
  if (mlirTypeIsAShaped(et) && !vr) return enc_stop(f->q, TV_UNSUPPORTED, "memref of tensor or dynamic vector elements"), NULL;
  int64_t st[16], off;
  int identity;
  if (mem_type_layout(f, t, st, &off, &identity, op)) return NULL;
  MemRef *m = mem_ref_new(f, rank + vr, vr ? mlirShapedTypeGetElementType(et) : et);
  if (!m) return NULL;
  if (vr) m->vec = et, m->vrank = vr;
  char name[96];
  for (unsigned k = 0; k < rank; k++) {
    int64_t d = mlirShapedTypeGetDimSize(t, k);
    snprintf(name, sizeof name, "%s.dim%u", p, k);
    m->sizes[k] = !mlirShapedTypeIsDynamicDim(t, k) ? c64(f, (uint64_t)d)
                  : dyn ? dyn[nd++] : bounded(f, name, f->q->opts->max_dim, 1);
  }
  for (unsigned k = 0; k < vr; k++) m->sizes[rank + k] = c64(f, (uint64_t)vshape[k]);
  Z3_ast scale = c64(f, lanes);
  snprintf(name, sizeof name, "%s.offset", p);
  m->off = !mlirShapedTypeIsDynamicStrideOrOffset(off) ? c64(f, (uint64_t)off)
           : dyn ? dyn[nd++] : bounded(f, name, 1ull << 32, 0);
  if (vr) m->off = mul_(f, m->off, scale);
  for (unsigned k = 0; k < rank; k++) {
    snprintf(name, sizeof name, "%s.stride%u", p, k);
    if (!identity && mlirShapedTypeIsDynamicStrideOrOffset(st[k]))
      m->strides[k] = dyn ? dyn[nd++] : bounded(f, name, 1u << 24, 0);
    else if (!identity)
      m->strides[k] = c64(f, (uint64_t)st[k]);
    if (!identity && vr) m->strides[k] = mul_(f, m->strides[k], scale);
  }
  Z3_ast inner = c64(f, 1);
  for (unsigned k = rank + vr; k-- > 0;) {
    if (identity || k >= rank) m->strides[k] = inner;
    inner = mul_(f, inner, m->sizes[k]);
  }
  return enc_failed(f) ? NULL : m;
}

/* The number of block positions up to and including m's last element (counted from the
 * block's start, so the base is included): 0 when empty. */
static Z3_ast extent(EncFn *f, const MemRef *m) {
  Z3_ast empty = eq_(f, numel(f, m), c64(f, 0));
  return smt_ite(f->s, empty, c64(f, 0), add_(f, last_address(f, m), c64(f, 1)));
}

/* ---- arguments, allocations, globals ---- */

/* Dynamic strides of argument type t are taken row-major (contiguous buffers): symbolic
 * strides make every address a non-linear product the solver rarely gets through; a proof
 * says so (q->mem_contiguous). */
static int row_major_dynamic_strides(EncFn *top, MlirType t, MemRef *m) {
  int64_t st[16], off;
  int identity;
  if (mem_type_layout(top, t, st, &off, &identity, (MlirOperation){NULL})) return 1;
  Z3_ast inner = c64(top, 1);
  for (unsigned k = m->rank; k-- > 0;) {
    if (k < m->rank - m->vrank && !identity && mlirShapedTypeIsDynamicStrideOrOffset(st[k])) {
      m->strides[k] = inner;
      top->q->mem_contiguous = 1;
    }
    inner = mul_(top, inner, m->sizes[k]);
  }
  return 0;
}

/* An unranked argument: its rank, symbolic (shared by both sides by name) and below 2^16. */
static int unranked_arg(EncFn *top, MlirType t, unsigned argno, EncVal *out) {
  char p[48];
  MemRef *m = mem_ref_new(top, 0, mlirShapedTypeGetElementType(t));
  if (!m) return 1;
  snprintf(p, sizeof p, "arg%u.rank", argno);
  m->urank = bounded(top, p, 1u << 16, 0);
  m->bid = bid_c(top, (1u << MEM_BID_BITS) - 1);   /* no block's: never accessed */
  m->base = m->off = c64(top, 0);
  m->shared = 1;
  m->owner = smt_false(top->s);
  *out = (EncVal){m->bid, smt_true(top->s), NULL, m};
  return enc_failed(top);
}

int mem_arg(EncFn *top, MlirType t, unsigned argno, EncVal *out) {
  if (mem_is_unranked(t)) return unranked_arg(top, t, argno, out);
  char p[48];
  snprintf(p, sizeof p, "arg%u", argno);
  MemRef *m = view_of_type(top, t, NULL, p, (MlirOperation){NULL});
  MemShared *ms = shared(top);
  if (!m || !ms) return 1;
  MemBlock *b = NULL;
  unsigned i, cls = top->q->alias_class ? top->q->alias_class[argno] : 0;
  for (i = 0; i < ms->n; i++)
    if (ms->b[i].kind == MEM_ARG && mlirTypeEqual(ms->b[i].view_elem, view_elem(m)) && ms->b[i].cls == cls) break;
  if (i < ms->n) b = &ms->b[i];
  if (!b) {
    snprintf(p, sizeof p, "arg%u", argno);
    if (!(b = shared_new(top, MEM_ARG, m->elem, p, (MlirOperation){NULL}))) return 1;
    b->cls = cls;
    b->view_elem = view_elem(m);
    b->size = bounded(top, "mem.size", 1ull << 40, 0);
  }
  snprintf(p, sizeof p, "arg%u.base", argno);
  m->base = bounded(top, p, 1ull << 40, 0);
  if ((cls & MEM_ALIAS_SAME) && ms->users[b->id]) {   /* the same view as the class's first */
    const MemRef *v = ms->view[b->id][0];
    m->base = v->base;
    m->off = v->off;
    memcpy(m->sizes, v->sizes, m->rank * sizeof *m->sizes);
    memcpy(m->strides, v->strides, m->rank * sizeof *m->strides);
  }
  m->bid = bid_c(top, b->id);
  m->shared = 1;
  /* the caller owns it: "When a MemRef is passed as a function argument, ownership is
   * never acquired" (OwnershipBasedBufferDeallocation.md), so freeing it is UB */
  m->owner = smt_false(top->s);
  if (ms->users[b->id] < 8) {
    ms->argno[b->id][ms->users[b->id]] = argno;
    ms->view[b->id][ms->users[b->id]] = m;
  }
  ms->users[b->id]++;
  if (row_major_dynamic_strides(top, t, m)) return 1;
  /* the whole view lies in the block */
  top->q->pre = smt_and(top->s, top->q->pre, smt_app2(top->s, Z3_mk_bvule, extent(top, m), b->size));
  *out = (EncVal){m->bid, smt_true(top->s), NULL, m};
  return enc_failed(top);
}

/* Whether the view's positions decode back to indices: every stride at least 1 and each
 * one larger than the furthest position the inner dimensions reach (no overlap, outer
 * dimensions first, as row-major and strided subviews of it are). */
static int contiguous(EncFn *f, const MemRef *m);

static Z3_ast decodable(EncFn *f, const MemRef *m) {
  Smt *s = f->s;
  Z3_ast ok = smt_true(s), reach = c64(f, 0);
  /* row-major contiguous (identity layouts, dynamic sizes too): element i is at start + i,
   * distinct for every i below the element count, which no real buffer lets wrap 2^64;
   * the chain below needs products of symbolic sizes to see it, and a dynamic memref's
   * whole-view writes were havocked ("may overlap") for want of it */
  if (contiguous(f, m)) return ok;
  for (unsigned k = m->rank; k-- > 0;) {
    ok = smt_and(s, ok, ult_(f, reach, m->strides[k]));
    reach = add_(f, reach, mul_(f, smt_app2(s, Z3_mk_bvsub, m->sizes[k], c64(f, 1)), m->strides[k]));
  }
  return smt_or(s, ok, eq_(f, numel(f, m), c64(f, 0)));
}

/* Whether the view is row-major contiguous (each stride, as a term, is the product of the
 * inner sizes): then element i of its row-major order is at start + i. */
static int contiguous(EncFn *f, const MemRef *m) {
  Z3_ast inner = c64(f, 1);
  for (unsigned k = m->rank; k-- > 0;) {
    Z3_ast a = smt_simplify(f->s, m->strides[k]);
    Z3_ast b = smt_simplify(f->s, inner);
    if (!a || !b || !Z3_is_eq_ast(f->s->ctx, a, b)) return 0;
    inner = mul_(f, inner, m->sizes[k]);
  }
  return 1;
}

/* Position a of the block as indices of the view: *in says whether a is one of its
 * elements (valid when decodable), *lin is the row-major index. */
static void decode(EncFn *f, const MemRef *m, Z3_ast a, Z3_ast *in, Z3_ast *lin) {
  Smt *s = f->s;
  Z3_ast st = start(f, m), rel = smt_app2(s, Z3_mk_bvsub, a, st), idx[16];
  *in = smt_app2(s, Z3_mk_bvuge, a, st);
  if (contiguous(f, m)) {
    *in = smt_and(s, *in, ult_(f, rel, numel(f, m)));
    *lin = rel;
    return;
  }
  for (unsigned k = 0; k < m->rank; k++) {
    idx[k] = smt_app2(s, Z3_mk_bvudiv, rel, m->strides[k]);
    rel = smt_app2(s, Z3_mk_bvurem, rel, m->strides[k]);
    *in = smt_and(s, *in, ult_(f, idx[k], m->sizes[k]));
  }
  *in = smt_and(s, *in, eq_(f, rel, c64(f, 0)));
  EncTensor t = {m->rank, m->sizes, NULL};
  *lin = tval_linear(f, &t, idx);
}

int mem_arg_abi(EncFn *top, MlirType t, MlirType tt, unsigned argno, EncVal *ten, EncVal *out) {
  char p[48];
  snprintf(p, sizeof p, "arg%u.buf", argno);
  MemRef *m = view_of_type(top, t, NULL, p, (MlirOperation){NULL});
  if (!m) return 1;
  if (m->vrank) return enc_stop(top->q, TV_UNSUPPORTED, "a bufferized argument of vector elements");
  if (row_major_dynamic_strides(top, t, m)) return 1;
  MemBlock *b = shared_new(top, MEM_ABI, m->elem, p, (MlirOperation){NULL});
  if (!b) return 1;
  Smt *s = top->s;
  m->base = c64(top, 0);
  m->bid = bid_c(top, b->id);
  m->shared = 1;
  b->size = extent(top, m);
  b->writable = smt_true(s);
  b->init = smt_const_array(s, idx_sort(top), smt_true(s));
  /* the caller's buffer has a layout whose positions do not overlap (an ABI assumption):
   * then every tensor is some buffer's contents, and the tensor is read from the buffer */
  top->q->pre = smt_and(s, top->q->pre, decodable(top, m));
  EncTensor *sh = tval_shape_new(top, m->rank);
  if (!sh) return 1;
  memcpy(sh->dims, m->sizes, m->rank * sizeof *sh->dims);
  Z3_ast i = tval_index(top, "abi"), idx[16], a;
  if (contiguous(top, m)) a = add_(top, start(top, m), i);
  else {
    tval_delinear(top, sh, i, idx);
    a = address(top, m, idx);
  }
  *ten = tval_from_lambda(top, sh, i, sel(top, b->val, a), sel(top, b->np, a));
  (void)tt;
  *out = (EncVal){m->bid, smt_true(s), NULL, m};
  return enc_failed(top);
}

MemRef *mem_alloc(EncFn *f, MlirType t, const Z3_ast *dyn, int stack, MlirOperation op) {
  struct MemState *st = f->mem;
  if (st->nloc >= MEM_MAX_LOCAL) return enc_stop(f->q, TV_UNSUPPORTED, "more than %d allocations", MEM_MAX_LOCAL), NULL;
  char p[48];
  snprintf(p, sizeof p, "%s.alloc%u", f->side, st->nloc);
  MemRef *m = view_of_type(f, t, dyn, p, op);
  if (!m) return NULL;
  MemBlock *b = &st->loc[st->nloc];
  if (block_init(f, b, m->elem, p, op)) return NULL;
  MemShared *ms = f->q->mem;
  int match = !enc_is_src(f) && ms && st->nloc < (unsigned)ms->nkeys ? ms->alloc_match[st->nloc] : (int)st->nloc;
  b->key = match >= 0 ? MEM_MAX + (unsigned)match : 256 + st->nloc;   /* 256: no source block's id */
  b->id = MEM_MAX + st->nloc++;
  b->kind = MEM_LOCAL;
  b->stack = stack;
  b->init = smt_const_array(f->s, idx_sort(f), smt_false(f->s));
  b->writable = smt_true(f->s);
  m->base = c64(f, 0);
  m->bid = bid_c(f, b->id);
  m->owner = smt_true(f->s);
  b->size = extent(f, m);
  return enc_failed(f) ? NULL : m;
}

MlirAttribute mem_global_initial(MlirOperation src, MlirOperation tgt, MlirOperation get_global) {
  MlirOperation d = mu_global_decl(src, get_global);
  if (mlirOperationIsNull(d)) d = mu_global_decl(tgt, get_global);
  return mlirOperationIsNull(d) ? (MlirAttribute){NULL} : mu_attr(d, "initial_value");
}

static int same_attr(MlirOperation a, MlirOperation b, const char *name) {
  MlirAttribute x = mu_attr(a, name), y = mu_attr(b, name);
  return mlirAttributeIsNull(x) ? mlirAttributeIsNull(y) : !mlirAttributeIsNull(y) && mlirAttributeEqual(x, y);
}

/* Global @name's declaration: the source's, else the target's (the plugin's source is a
 * detached clone); one that differs between the two is inconclusive (module-level
 * declarations are not what tv validates). */
static int global_decl(EncFn *f, const char *name, MlirOperation op, MlirOperation *out) {
  MemShared *ms = f->q->mem;
  MlirOperation a = mu_global_decl(ms->fn[0], op), b = mu_global_decl(ms->fn[1], op);
  if (!mlirOperationIsNull(a) && !mlirOperationIsNull(b) &&
      (!same_attr(a, b, "initial_value") || !same_attr(a, b, "constant") || !same_attr(a, b, "type")))
    return enc_stop(f->q, TV_INCONCLUSIVE, "global @%s is declared differently in the source and the target", name);
  *out = mlirOperationIsNull(a) ? b : a;
  return 0;
}

/* A new global block's initial state from its declaration: "Writing to such constant
 * global variables is undefined" (read-only); a dense initial_value is the contents (all
 * initialized), `uninitialized` leaves every element uninitialized, none (an external
 * declaration) leaves them unknown. A non-constant global may have been written before the
 * call: its initializer holds only at program start, so its entry contents are the
 * initializer or (an approximation: a counterexample needing it is inconclusive) anything. */
static int global_init(EncFn *f, MemBlock *b, const char *name, MlirType t, MlirOperation op) {
  MlirOperation d = {NULL};
  if (global_decl(f, name, op, &d)) return 1;
  if (mlirOperationIsNull(d)) return 0;
  Smt *s = f->s;
  int constant = !mlirAttributeIsNull(mu_attr(d, "constant"));
  if (constant) b->writable = smt_false(s);
  MlirAttribute iv = mu_attr(d, "initial_value");
  Z3_ast val = b->val, np = b->np, init = b->init;
  if (mlirAttributeIsNull(iv)) return 0;
  if (mlirAttributeIsAUnit(iv)) init = smt_const_array(s, idx_sort(f), smt_false(s));
  else if (mlirAttributeIsADenseElements(iv) && mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(t))) {
    EncVal c;   /* row-major elements: the block positions of an identity layout */
    if (tval_constant(f, mlirAttributeGetType(iv), iv, op, &c)) return 1;
    val = c.v;
    np = init = smt_const_array(s, idx_sort(f), smt_true(s));
  } else return enc_stop(f->q, TV_UNSUPPORTED, "global @%s with this initial value or layout", name);
  if (constant) {
    b->val = val, b->np = np, b->init = init;
    return enc_failed(f);
  }
  char wn[300];
  snprintf(wn, sizeof wn, "global.%s.written", name);
  Z3_ast w = f->q->mem->written[b->id] = smt_fresh(s, wn, Z3_mk_bool_sort(s->ctx));
  b->val = smt_ite(s, w, b->val, val);
  b->np = smt_ite(s, w, b->np, np);
  b->init = smt_ite(s, w, b->init, init);
  return enc_failed(f);
}

MemRef *mem_global(EncFn *f, const char *name, MlirType t, MlirOperation op) {
  MemShared *ms = shared(f);
  if (!ms) return NULL;
  MemRef *m = view_of_type(f, t, NULL, name, op);
  if (!m) return NULL;
  if (m->vrank) return enc_stop(f->q, TV_UNSUPPORTED, "global @%s of vector elements", name), NULL;
  m->base = c64(f, 0);
  unsigned i;
  for (i = 0; i < ms->n; i++)
    if (ms->global[i] && !strcmp(ms->global[i], name)) break;
  MemBlock *b = i < ms->n ? &ms->b[i] : NULL;
  if (!b) {
    char p[300];
    snprintf(p, sizeof p, "global.%s", name);
    if (!(b = shared_new(f, MEM_GLOBAL, m->elem, p, op))) return NULL;
    ms->global[b->id] = arena_strdup(&f->q->arena, name);
    b->size = extent(f, m);
    if (global_init(f, b, name, t, op)) return NULL;
  } else if (!mlirTypeEqual(b->elem, m->elem)) {
    return enc_stop(f->q, TV_UNSUPPORTED, "global @%s used with two element types", name), NULL;
  }
  m->base = c64(f, 0);
  m->bid = bid_c(f, b->id);
  m->shared = 1;
  if (ms->written[b->id] &&
      enc_approx(f, ms->written[b->id], "assumes global @%s holds other than its initializer at entry (not constant: earlier code may have written it)", name))
    return NULL;
  return enc_failed(f) ? NULL : m;
}

static MlirWalkResult has_store(MlirOperation op, void *ud) {
  if (enc_props(op) & OP_STORES) {
    *(int *)ud = 1;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

void mem_prepare(TvQuery *q, MlirOperation src, MlirOperation tgt) {
  EncFn top = {.q = q, .s = &q->smt};
  MemShared *ms = shared(&top);
  if (ms) ms->fn[0] = src, ms->fn[1] = tgt;
  if (ms) ms->nkeys = mem_alloc_match(src, tgt, ms->alloc_match, MEM_MAX_LOCAL);
  mlirOperationWalk(src, has_store, &q->mem_stores, MlirWalkPreOrder);
  if (!q->mem_stores) mlirOperationWalk(tgt, has_store, &q->mem_stores, MlirWalkPreOrder);
}

void mem_alias_pre(EncFn *top) {
  MemShared *ms = top->q->mem;
  if (!ms || !top->q->alias_class) return;
  for (unsigned b = 0; b < ms->n; b++) {
    int n = ms->users[b];
    if (ms->b[b].kind != MEM_ARG || n < 2 || (ms->b[b].cls & MEM_ALIAS_SAME)) continue;
    if (n > 8) {   /* cascade.c partitions at most 8 arguments of a type */
      enc_stop(top->q, TV_ERROR, "internal: an alias class of more than 8 arguments");
      return;
    }
    /* connected: every split of the class into two parts (the first view in part one) has
     * an overlapping pair across it */
    Z3_ast ov[8][8];
    for (int i = 0; i < n; i++)
      for (int j = i + 1; j < n; j++) ov[i][j] = ov[j][i] = mem_overlap(top, ms->view[b][i], ms->view[b][j]);
    for (unsigned part = 1; part < (1u << (n - 1)); part++) {   /* bit j-1: view j in part two */
      Z3_ast across = smt_false(top->s);
      for (int i = 0; i < n; i++)
        for (int j = 1; j < n; j++)
          if (!(i && (part >> (i - 1) & 1)) && (part >> (j - 1) & 1)) across = smt_or(top->s, across, ov[i][j]);
      top->q->pre = smt_and(top->s, top->q->pre, across);
    }
    if (ms->b[b].cls & MEM_ALIAS_DIFF) {   /* "all the same view" is a split of its own */
      Z3_ast differ = smt_false(top->s);
      for (int j = 1; j < n; j++) differ = smt_or(top->s, differ, not_(top, mem_same_view(top, ms->view[b][0], ms->view[b][j])));
      top->q->pre = smt_and(top->s, top->q->pre, differ);
    }
  }
}

/* ---- accesses ---- */

typedef struct Access {
  Z3_ast addr, ok, v, np;   /* ok: per block, the access is allowed */
  Z3_ast init;              /* write: the element's initializedness (NULL: initialized) */
  EncVal val;
  int write;
} Access;

static void load_block(EncFn *f, const MemRef *m, MemBlock *b, void *ud) {
  Access *a = ud;
  Smt *s = f->s;
  Z3_ast is = is_block(f, m, b);
  Z3_ast ok = and_(f, b->alive, ult_(f, a->addr, b->size));
  ok = and_(f, ok, !a->write ? sel(f, b->init, a->addr) : b->wmap ? sel(f, b->wmap, a->addr) : b->writable);
  a->ok = ite_(f, is, ok, a->ok);
  if (a->write) {
    Z3_ast g = and_(f, f->path, is);
    b->val = ite_(f, g, smt_app3(s, Z3_mk_store, b->val, a->addr, a->val.v), b->val);
    b->np = ite_(f, g, smt_app3(s, Z3_mk_store, b->np, a->addr, a->val.np), b->np);
    Z3_ast init = a->init ? a->init : smt_true(s);
    b->init = ite_(f, g, smt_app3(s, Z3_mk_store, b->init, a->addr, init), b->init);
    return;
  }
  a->v = ite_(f, is, sel(f, b->val, a->addr), a->v);
  a->np = ite_(f, is, sel(f, b->np, a->addr), a->np);
}

static int trace_add(EncFn *f, MemTouch e) {
  struct MemTrace *t = f->mem->trace;
  MemTouch *c = arena_alloc(&f->q->arena, sizeof *c);
  if (!c) return enc_failed(f);
  *c = e;
  c->iter = t->iter;
  c->next = t->list;
  t->list = c;
  t->n++;
  return 0;
}

static int trace_touch(EncFn *f, const MemRef *m, const Access *a) {
  return trace_add(f, (MemTouch){.g = f->path, .bid = m->bid, .pos = a->addr, .write = a->write, .v = a->val.v, .np = a->val.np});
}

static int trace_view(EncFn *f, const MemRef *m) {
  return trace_add(f, (MemTouch){.g = f->path, .bid = m->bid, .write = 1, .view = m});
}

static int access(EncFn *f, const MemRef *m, const Z3_ast *idx, Access *a) {
  poison_ub(f, m);
  unsigned w = enc_width(f, m->elem, (MlirOperation){NULL});
  if (!w) return 1;
  a->addr = address(f, m, idx);
  if (f->mem->trace && trace_touch(f, m, a)) return 1;
  a->ok = smt_false(f->s);
  a->v = smt_bv_u64(f->s, w, 0);
  a->np = smt_false(f->s);
  if (each_block(f, m, load_block, a)) return 1;
  enc_ub(f, not_(f, smt_and(f->s, in_view(f, m, idx), a->ok)));
  return enc_failed(f);
}

/* Element idx of a memref of vectors: its lanes, each at idx followed by the lane's
 * coordinates; a load makes the vector of what they hold (*v), a store writes *v's. */
static int lanes_access(EncFn *f, const MemRef *m, const Z3_ast *idx, EncVal *v, int write) {
  Smt *s = f->s;
  unsigned r = m->rank - m->vrank;
  Z3_ast full[16];
  uint64_t dims[4], n = 1;
  memcpy(full, idx, r * sizeof *full);
  for (unsigned k = 0; k < m->vrank; k++) {
    if (!Z3_get_numeral_uint64(s->ctx, m->sizes[r + k], &dims[k])) return enc_stop(f->q, TV_ERROR, "internal: a vector lane count");
    n *= dims[k];
  }
  EncTensor *sh = write ? NULL : tval_type_shape(f, m->vec, NULL, "memref.load");
  unsigned w = enc_width(f, m->elem, (MlirOperation){NULL});
  if (!w || (!write && !sh)) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: a vector element's shape");
  Z3_ast vals = smt_const_array(s, idx_sort(f), smt_bv_u64(s, w, 0)), nps = smt_const_array(s, idx_sort(f), smt_true(s));
  for (uint64_t lin = 0; lin < n && !enc_failed(f); lin++) {
    uint64_t rem = lin;
    for (unsigned k = m->vrank; k-- > 0; rem /= dims[k]) full[r + k] = c64(f, rem % dims[k]);
    Access a = {.write = write};
    if (write) a.val = tval_at(f, *v, c64(f, lin));
    if (access(f, m, full, &a)) return 1;
    if (!write) {
      vals = smt_app3(s, Z3_mk_store, vals, c64(f, lin), a.v);
      nps = smt_app3(s, Z3_mk_store, nps, c64(f, lin), a.np);
    }
  }
  if (!write) *v = (EncVal){vals, nps, sh, NULL};
  return enc_failed(f);
}

int mem_load(EncFn *f, const MemRef *m, const Z3_ast *idx, EncVal *out) {
  Access a = {0};
  if (m->vrank) return lanes_access(f, m, idx, out, 0);
  if (access(f, m, idx, &a)) return 1;
  *out = (EncVal){a.v, a.np, NULL, NULL};
  return 0;
}

int mem_store(EncFn *f, const MemRef *m, const Z3_ast *idx, EncVal v) {
  Access a = {.val = v, .write = 1};
  if (m->vrank) return lanes_access(f, m, idx, &v, 1);
  return access(f, m, idx, &a);
}

/* ---- parallel iterations: do two of them conflict? ---- */

enum { MEM_TRACE_PAIRS = 200000 };   /* access pairs compared at most: beyond, "may conflict" */

struct MemTrace *mem_trace_begin(EncFn *f) {
  struct MemTrace *prev = f->mem ? f->mem->trace : NULL, *t = arena_alloc(&f->q->arena, sizeof *t);
  if (!t || !f->mem) return enc_failed(f), prev;
  memset(t, 0, sizeof *t);
  f->mem->trace = t;
  return prev;
}

void mem_trace_next(EncFn *f) {
  if (f->mem && f->mem->trace) f->mem->trace->iter++;
}

void mem_trace_unknown(EncFn *f) {
  if (f->mem && f->mem->trace) f->mem->trace->whole = 1;
}

/* Whether two accesses of different iterations meet at one element, one of them a write
 * (two writes of the same value do not: either order leaves it). */
static Z3_ast touch_conflict(EncFn *f, const MemTouch *a, const MemTouch *b) {
  if (a->iter == b->iter || (!a->write && !b->write)) return smt_false(f->s);
  if (b->view && !a->view) return touch_conflict(f, b, a);
  if (a->view) {   /* its extent: exact for contiguous views, more for strided ones */
    Z3_ast meet = b->view ? mem_overlap(f, a->view, b->view)
                          : and_(f, eq_(f, a->bid, b->bid),
                                 and_(f, ule_(f, start(f, a->view), b->pos), ule_(f, b->pos, last_address(f, a->view))));
    return and_(f, and_(f, a->g, b->g), meet);
  }
  Z3_ast same = and_(f, eq_(f, a->bid, b->bid), eq_(f, a->pos, b->pos));
  if (a->write && b->write && a->np && b->np && Z3_is_eq_sort(f->s->ctx, Z3_get_sort(f->s->ctx, a->v), Z3_get_sort(f->s->ctx, b->v)))
    same = and_(f, same, not_(f, and_(f, eq_(f, a->v, b->v), eq_(f, a->np, b->np))));
  return and_(f, and_(f, a->g, b->g), same);
}

Z3_ast mem_trace_end(EncFn *f, struct MemTrace *prev) {
  struct MemTrace *t = f->mem ? f->mem->trace : NULL;
  if (!t) return smt_false(f->s);
  f->mem->trace = prev;
  if (prev) {   /* an enclosing parallel loop sees these accesses as its current iteration's */
    prev->whole |= t->whole;
    for (MemTouch *e = t->list; e; e = e->next)
      if (trace_add(f, *e)) return smt_true(f->s);
  }
  int writes = t->whole;
  for (MemTouch *e = t->list; e && !writes; e = e->next) writes = e->write;
  if (!writes) return smt_false(f->s);
  if (t->whole || (uint64_t)t->n * t->n / 2 > MEM_TRACE_PAIRS) return smt_true(f->s);
  Z3_ast any = smt_false(f->s);
  for (MemTouch *a = t->list; a; a = a->next)
    for (MemTouch *b = a->next; b; b = b->next) any = smt_or(f->s, any, touch_conflict(f, a, b));
  return any;
}

/* ---- reading through whole-view writes ---- */

enum { MEM_THROUGH = 8 };   /* writes looked through per read */

static int is_true(EncFn *f, Z3_ast a) { return a && Z3_is_eq_ast(f->s->ctx, a, smt_true(f->s)); }

static int same_term(EncFn *f, Z3_ast a, Z3_ast b) {
  if (a == b) return 1;
  Z3_ast x = smt_simplify(f->s, a), y = smt_simplify(f->s, b);
  return x && y && Z3_is_eq_ast(f->s->ctx, x, y);
}

/* The shift d[] (indices) with sum d[k] * stride[k] = start(w) - start(r), when that
 * difference and every stride are constants (a subview at constant offsets). */
static int const_shift(EncFn *f, const MemRef *w, const MemRef *r, uint64_t *d) {
  uint64_t diff, st[16];
  if (!tval_const_u64(f, smt_app2(f->s, Z3_mk_bvsub, start(f, w), start(f, r)), &diff) || diff >> 40) return 0;
  for (unsigned k = 0; k < r->rank; k++)
    if (!tval_const_u64(f, r->strides[k], &st[k])) return 0;
  for (unsigned k = 0; k < r->rank; k++) {   /* largest stride first */
    unsigned best = r->rank;
    for (unsigned q = 0; q < r->rank; q++)
      if (!d[q] && st[q] && (best == r->rank || st[q] > st[best]) && st[q] <= diff) best = q;
    if (best == r->rank) break;
    d[best] = diff / st[best];
    diff %= st[best];
  }
  return diff == 0;
}

/* Indices j[] of written view w for element idx of read view r, when each element of r
 * either is w's element j = idx - d for a constant shift d or is no element of w: the views
 * have the same strides, their starts differ by the position of d, w's index box moved by
 * d lies in r's, and r's positions decode (distinct indices of r are distinct positions,
 * so a position of w reached from r's idx is w's idx - d and no other). *in: j is in w's
 * box (true when the boxes coincide: then r need not decode). */
static int shift(EncFn *f, const MemRef *w, const MemRef *r, const Z3_ast *idx, Z3_ast *j, Z3_ast *in, int *moved) {
  uint64_t d[16] = {0};
  if (w->rank != r->rank || r->rank > 16 || !mlirTypeEqual(w->elem, r->elem)) return 0;
  for (unsigned k = 0; k < r->rank; k++)
    if (!same_term(f, w->strides[k], r->strides[k])) return 0;
  if (!same_term(f, start(f, w), start(f, r)) && !const_shift(f, w, r, d)) return 0;
  *in = smt_true(f->s);
  *moved = 0;
  for (unsigned k = 0; k < r->rank; k++) {
    uint64_t sw, sr;
    *moved |= d[k] != 0;
    j[k] = d[k] ? smt_app2(f->s, Z3_mk_bvsub, idx[k], c64(f, d[k])) : idx[k];
    if (!d[k] && same_term(f, w->sizes[k], r->sizes[k])) continue;
    if (!tval_const_u64(f, w->sizes[k], &sw) || !tval_const_u64(f, r->sizes[k], &sr) || d[k] + sw > sr) return 0;
    *in = and_(f, *in, ult_(f, j[k], w->sizes[k]));
  }
  return is_true(f, *in) || is_true(f, smt_simplify(f->s, decodable(f, r)));
}

/* Block b's arrays (value, not-poison, initialized) at element idx of view r (position
 * addr, row-major index lin): through the whole-view writes that made them, a written
 * element is read from the written tensor, at its coordinates when a size is dynamic (as
 * design.md 10 reads tensors), else at its row-major index; the solver then sees the
 * tensor's own terms instead of a position decoded by division by the strides. */
static void read_through(EncFn *f, const MemBlock *b, const MemRef *r, const Z3_ast *idx, Z3_ast lin, Z3_ast addr,
                         Z3_ast out[3]) {
  Z3_ast cur[3] = {b->val, b->np, b->init}, cond[MEM_THROUGH], val[MEM_THROUGH][3];
  unsigned n = 0;
  int covered = 0;
  for (const MemWrite *w = b->last; w && n < MEM_THROUGH && !covered; w = w->prev) {
    Z3_ast j[16], in;
    int moved;
    if (memcmp(cur, w->after, sizeof cur) || !shift(f, w->view, r, idx, j, &in, &moved)) break;
    EncTensor vt = {r->rank, w->view->sizes, NULL};
    if (tval_dynamic(f, &vt)) {
      EncVal e = tval_at_idx(f, w->t, j);
      val[n][0] = e.v, val[n][1] = e.np, val[n][2] = tval_written_idx(f, w->t, j);
    } else {
      Z3_ast at = is_true(f, in) && !moved && lin ? lin : tval_linear(f, &vt, j);
      EncVal e = tval_at(f, w->t, at);
      val[n][0] = e.v, val[n][1] = e.np, val[n][2] = tval_written(f, w->t, at);
    }
    cond[n] = and_(f, w->g, in);
    covered = is_true(f, cond[n]);
    memcpy(cur, w->before, sizeof cur);
    n++;
  }
  for (unsigned c = 0; c < 3; c++) out[c] = covered ? NULL : sel(f, cur[c], addr);
  for (unsigned k = n; k-- > 0;)
    for (unsigned c = 0; c < 3; c++) out[c] = out[c] ? ite_(f, cond[k], val[k][c], out[c]) : val[k][c];
}

/* ---- whole views ---- */

typedef struct Whole {
  Z3_ast i, addr, v, np, w;   /* element i of the view: value, not-poison, readable */
  Z3_ast idx[16];             /* read: the coordinates of i */
  Z3_ast ok;                  /* the block is alive and holds the view (and writable) */
  int write;
  int snap;                   /* read: its UB is dropped (mem_snapshot), so readable says
                                 "inside the block" itself */
  EncVal t;
  Z3_ast a, in, lin, dec;     /* write: position a of the block, whether it is in the view */
  int maybe_overlap;          /* write: dec is not known to hold */
} Whole;

/* Whether every element of view m lies in block b, for a view with no size 0 (nonempty):
 * its last position, computed without wrapping 64 bits, is inside the block. Without the
 * wrap check an element's position (which no real buffer lets reach 2^64) could pass the
 * end while the last one's wrapped position does not; with it, a whole-view access needs
 * no "position < size" per element, which over dynamic sizes is a product of sizes the
 * solver cannot bound inside a lambda or quantifier. */
static Z3_ast view_fits(EncFn *f, const MemRef *m, const MemBlock *b) {
  Z3_ast ok = smt_true(f->s), last = tval_add_ok(f, m->base, m->off, &ok);
  for (unsigned k = 0; k < m->rank; k++) {
    Z3_ast reach = tval_mul_ok(f, smt_app2(f->s, Z3_mk_bvsub, m->sizes[k], c64(f, 1)), m->strides[k], &ok);
    last = tval_add_ok(f, last, reach, &ok);
  }
  return and_(f, ok, ult_(f, last, b->size));
}

static Z3_ast nonempty(EncFn *f, const MemRef *m) {
  Z3_ast ne = smt_true(f->s);
  for (unsigned k = 0; k < m->rank; k++) ne = and_(f, ne, not_(f, eq_(f, m->sizes[k], c64(f, 0))));
  return ne;
}

static void whole_block(EncFn *f, const MemRef *m, MemBlock *b, void *ud) {
  Whole *h = ud;
  /* static sizes in pairs that also store single elements keep the wrapped last position
   * and the per-element check below (the wrap checks cost such loop pairs seconds); whole
   * views alone gain from the check without wrap (a bufferized conv: 28 s to 0.5 s) */
  EncTensor vt = {m->rank, m->sizes, NULL};
  int dyn = !f->q->mem_stores || tval_dynamic(f, &vt);
  Z3_ast is = is_block(f, m, b), lastok = dyn ? view_fits(f, m, b) : ult_(f, last_address(f, m), b->size);
  Z3_ast ok = and_(f, b->alive, lastok);
  if (h->write && b->wmap)   /* every element of the view is writable */
    ok = and_(f, ok, not_(f, tval_exists(f, h->i, numel(f, m), not_(f, sel(f, b->wmap, h->addr)))));
  else if (h->write) ok = and_(f, ok, b->writable);
  h->ok = ite_(f, is, ok, h->ok);
  if (!h->write) {
    Z3_ast e[3];
    read_through(f, b, m, h->idx, h->i, h->addr, e);
    h->v = ite_(f, is, e[0], h->v);
    h->np = ite_(f, is, e[1], h->np);
    /* in the block: h->ok, else UB; a snapshot has no UB, so asks it (in bounds, a view
     * that fits has every element in the block) */
    Z3_ast inside = !dyn ? ult_(f, h->addr, b->size)
                    : h->snap ? smt_or(f->s, lastok, ult_(f, h->addr, b->size)) : smt_true(f->s);
    Z3_ast r = and_(f, and_(f, b->alive, inside), e[2]);
    h->w = ite_(f, is, r, h->w);
    return;
  }
  Z3_ast g = and_(f, and_(f, f->path, is), h->in);
  EncVal e = tval_at(f, h->t, h->lin);
  Z3_ast nv = ite_(f, g, e.v, sel(f, b->val, h->a));
  Z3_ast nnp = ite_(f, g, e.np, sel(f, b->np, h->a));
  Z3_ast ni = ite_(f, g, tval_written(f, h->t, h->lin), sel(f, b->init, h->a));
  if (!h->maybe_overlap) {
    MemWrite *w = arena_alloc(&f->q->arena, sizeof *w);
    Z3_ast before[3] = {b->val, b->np, b->init};
    b->val = tval_lambda(f, h->a, nv);
    b->np = tval_lambda(f, h->a, nnp);
    b->init = tval_lambda(f, h->a, ni);
    if (w) {
      *w = (MemWrite){m, h->t, and_(f, f->path, is), {before[0], before[1], before[2]}, {b->val, b->np, b->init}, b->last};
      b->last = w;
    }
    return;
  }
  /* a layout we cannot decode: the block's contents become unknown (see mem_write) */
  Z3_ast junk = and_(f, and_(f, f->path, is), not_(f, h->dec));
  char name[64];
  snprintf(name, sizeof name, "%s.havoc", f->side);
  Smt *ss = f->s;
  Z3_ast hv = smt_fresh(ss, name, Z3_get_sort(ss->ctx, b->val)), hn = smt_fresh(ss, name, Z3_get_sort(ss->ctx, b->np));
  Z3_ast hi = smt_fresh(ss, name, Z3_get_sort(ss->ctx, b->init));
  b->val = ite_(f, junk, hv, tval_lambda(f, h->a, nv));
  b->np = ite_(f, junk, hn, tval_lambda(f, h->a, nnp));
  b->init = ite_(f, junk, hi, tval_lambda(f, h->a, ni));
}

static int read_view(EncFn *f, const MemRef *m, int snap, EncVal *out) {
  poison_ub(f, m);
  EncTensor *sh = tval_shape_new(f, m->rank);
  unsigned w = sh ? enc_width(f, m->elem, (MlirOperation){NULL}) : 0;
  if (!w) return 1;
  memcpy(sh->dims, m->sizes, m->rank * sizeof *sh->dims);
  Whole h = {.snap = snap};
  h.i = tval_index(f, "mem");
  tval_delinear(f, sh, h.i, h.idx);
  h.addr = contiguous(f, m) ? add_(f, start(f, m), h.i) : address(f, m, h.idx);
  h.v = smt_bv_u64(f->s, w, 0);
  h.np = h.w = h.ok = smt_false(f->s);
  if (each_block(f, m, whole_block, &h)) return 1;
  enc_ub(f, smt_and(f->s, nonempty(f, m), not_(f, h.ok)));
  sh->init = tval_lambda(f, h.i, h.w);
  *out = tval_from_lambda(f, sh, h.i, h.v, h.np);
  return enc_failed(f);
}

int mem_read(EncFn *f, const MemRef *m, EncVal *out) { return read_view(f, m, 0, out); }

int mem_read_cast(EncFn *f, const MemRef *m, EncVal *out) {
  if (!m->np) return read_view(f, m, 0, out);
  MemRef c = *m;   /* read as if not poison, its UB only where it is not */
  c.np = NULL;
  Z3_ast path = f->path;
  f->path = and_(f, path, m->np);
  int r = read_view(f, &c, 0, out);
  f->path = path;
  if (r) return 1;
  Z3_ast i = tval_index(f, "cast");   /* of a poison memref: every element written and poison */
  out->np = tval_lambda(f, i, and_(f, m->np, sel(f, out->np, i)));
  if (out->t->init) out->t->init = tval_lambda(f, i, smt_or(f->s, not_(f, m->np), sel(f, out->t->init, i)));
  return enc_failed(f);
}

static void stack_block(EncFn *f, const MemRef *m, MemBlock *b, void *ud) {
  if (b->stack) *(Z3_ast *)ud = smt_or(f->s, *(Z3_ast *)ud, is_block(f, m, b));
}

int mem_snapshot(EncFn *f, const MemRef *m, EncVal *out) {
  Z3_ast ub = f->ub, stack = smt_false(f->s);
  int rc = read_view(f, m, 1, out) || each_block(f, m, stack_block, &stack);
  f->ub = ub;
  /* alloca: "automatically released when control transfers back from the region of its
   * closest surrounding operation with an AutomaticAllocationScope trait" (the function):
   * a returned stack buffer holds no element */
  Z3_ast simple = rc ? NULL : smt_simplify(f->s, stack);
  if (simple && !Z3_is_eq_ast(f->s->ctx, simple, smt_false(f->s))) {
    Z3_ast i = tval_index(f, "snap");
    out->t->init = tval_lambda(f, i, smt_and(f->s, sel(f, out->t->init, i), not_(f, stack)));
  }
  if (!rc && m->np) {   /* a poison memref: every element poison */
    Z3_ast i = tval_index(f, "snap");
    out->np = tval_lambda(f, i, smt_and(f->s, sel(f, out->np, i), m->np));
  }
  return rc || enc_failed(f);
}

/* Views of up to this many elements (static sizes) are written element by element when
 * the pair also stores single elements (design.md 12). */
enum { MEM_WRITE_UNROLL = 64 };

/* m's number of elements when its sizes are constants. */
static int static_numel(EncFn *f, const MemRef *m, uint64_t *n) { return tval_const_u64(f, numel(f, m), n); }

/* A small view written as one store per element, in row-major order: what a loop nest
 * writing it element by element leaves, term for term, so that the solver compares stores
 * instead of proving address arithmetic (base + (a - base) = a) on 64-bit positions. */
static int write_elements(EncFn *f, const MemRef *m, EncVal t, uint64_t n) {
  uint64_t dims[16];
  for (unsigned k = 0; k < m->rank; k++)
    if (!tval_const_u64(f, m->sizes[k], &dims[k])) return enc_stop(f->q, TV_ERROR, "internal: a static view size");
  for (uint64_t lin = 0; lin < n && !enc_failed(f); lin++) {
    Z3_ast idx[16], at = c64(f, lin);
    uint64_t r = lin;
    for (unsigned k = m->rank; k-- > 0;) {
      idx[k] = c64(f, r % dims[k]);
      r /= dims[k];
    }
    EncVal e = tval_at(f, t, at);
    Access a = {.val = e, .init = tval_written(f, t, at), .write = 1};
    if (access(f, m, idx, &a)) return 1;
  }
  return enc_failed(f);
}

static int write_view(EncFn *f, const MemRef *m, EncVal t, int by_element) {
  poison_ub(f, m);
  if (!t.t || t.t->rank != m->rank) return enc_stop(f->q, TV_ERROR, "internal: writing a tensor of another rank");
  EncTensor vt = {m->rank, m->sizes, NULL};
  enc_ub(f, not_(f, tval_same_shape(f, &vt, t.t)));
  Whole h = {.write = 1, .t = t};
  h.ok = smt_false(f->s);
  h.i = tval_index(f, "memw");
  if (contiguous(f, m)) h.addr = add_(f, start(f, m), h.i);
  else {
    Z3_ast idx[16];
    EncTensor vt2 = {m->rank, m->sizes, NULL};
    tval_delinear(f, &vt2, h.i, idx);
    h.addr = address(f, m, idx);
  }
  h.a = tval_index(f, "pos");
  h.dec = decodable(f, m);
  decode(f, m, h.a, &h.in, &h.lin);
  Z3_ast simple = smt_simplify(f->s, h.dec);
  h.maybe_overlap = !simple || !Z3_is_eq_ast(f->s->ctx, simple, smt_true(f->s));
  uint64_t n;
  if (by_element && !h.maybe_overlap && static_numel(f, m, &n))
    return write_elements(f, m, t, n);
  if (h.maybe_overlap)
    enc_approx(f, not_(f, h.dec), "writes through a layout whose positions may overlap (contents not modelled)");
  if (each_block(f, m, whole_block, &h)) return 1;
  enc_ub(f, smt_and(f->s, nonempty(f, m), not_(f, h.ok)));
  return enc_failed(f);
}

int mem_write(EncFn *f, const MemRef *m, EncVal t) { return write_view(f, m, t, 0); }

int mem_write_result(EncFn *f, const MemRef *m, EncVal t) {
  uint64_t n;
  return write_view(f, m, t, mem_by_element(f, m, &n));
}

int mem_by_element(EncFn *f, const MemRef *m, uint64_t *n) {
  return f->q->mem_stores && static_numel(f, m, n) && *n <= MEM_WRITE_UNROLL;
}

unsigned mem_mark(EncFn *f) { return f->mem ? f->mem->nloc : 0; }

void mem_release_stack(EncFn *f, unsigned mark) {
  for (unsigned k = mark; f->mem && k < f->mem->nloc; k++)
    if (f->mem->loc[k].stack) f->mem->loc[k].alive = ite_(f, f->path, smt_false(f->s), f->mem->loc[k].alive);
}

typedef struct Free {
  Z3_ast ok, cond;
} Free;

static void thaw(EncFn *f, unsigned clone, Z3_ast g);
static void free_block(EncFn *f, const MemRef *m, MemBlock *b, void *ud) {
  Free *fr = ud;
  Z3_ast is = is_block(f, m, b), g = and_(f, and_(f, f->path, fr->cond), is);
  fr->ok = ite_(f, is, b->stack ? smt_false(f->s) : b->alive, fr->ok);
  b->alive = ite_(f, g, smt_false(f->s), b->alive);
  if (b->kind == MEM_LOCAL) thaw(f, b->id, g);   /* a clone's block: its freeze ends */
}

int mem_dealloc(EncFn *f, const MemRef *m, Z3_ast cond, MlirOperation op) {
  Z3_ast never = cond ? smt_simplify(f->s, cond) : NULL;
  if (never && Z3_is_eq_ast(f->s->ctx, never, smt_false(f->s))) return 0;   /* e.g. no ownership */
  if (m->np) enc_ub(f, smt_and(f->s, cond, not_(f, m->np)));
  /* "should not be called on memrefs which alias an alloc'd memref (e.g. memrefs returned
   * by view operations)": only an allocation's result may be freed */
  Z3_ast own = m->owner ? m->owner : smt_false(f->s);
  enc_ub(f, smt_and(f->s, cond, not_(f, own)));
  Z3_ast go = smt_simplify(f->s, smt_and(f->s, cond, own));
  if (go && Z3_is_eq_ast(f->s->ctx, go, smt_false(f->s))) return enc_failed(f);   /* UB whenever reached */
  /* an argument block holds every argument of its type, so freeing it in the source would
   * make the other arguments dead too (hiding source behaviours); in the target that only
   * adds behaviours, and freeing caller memory the source keeps is a difference anyway */
  if (m->shared && enc_is_src(f))
    return enc_stop(f->q, TV_UNSUPPORTED, "%s of a buffer that may be caller-owned (arguments "
                    "share blocks, docs/semantics.md)", mu_op_name(&f->q->arena, op));
  Free fr = {smt_false(f->s), cond};
  if (each_block(f, m, free_block, &fr)) return 1;
  enc_ub(f, smt_and(f->s, cond, not_(f, fr.ok)));
  return enc_failed(f);
}

/* ---- what an external callee sees and leaves (func.c) ---- */

typedef struct BlockTerms {
  Z3_ast *out;
  int first;
} BlockTerms;

static void block_terms(EncFn *f, const MemRef *m, MemBlock *b, void *ud) {
  BlockTerms *bt = ud;
  Z3_ast p = tval_index(f, "callmem"), in = sel(f, b->init, p);
  Z3_ast val = tval_lambda(f, p, ite_(f, in, sel(f, b->val, p), smt_bv_u64(f->s, b->width, 0)));
  Z3_ast np = tval_lambda(f, p, implies(f, in, sel(f, b->np, p)));
  Z3_ast t[5] = {val, np, b->init, b->alive, b->size};
  Z3_ast c = is_block(f, m, b);
  for (unsigned k = 0; k < 5; k++) bt->out[k] = bt->first ? t[k] : ite_(f, c, t[k], bt->out[k]);
  bt->first = 0;
}

int mem_block_terms(EncFn *f, const MemRef *m, Z3_ast out[5]) {
  BlockTerms bt = {out, 1};
  if (each_block(f, m, block_terms, &bt)) return 1;
  if (bt.first) return enc_stop(f->q, TV_ERROR, "internal: a memref without a block");
  return 0;
}

static void block_set(EncFn *f, const MemRef *m, MemBlock *b, void *ud) {
  const Z3_ast *in = ud;
  Z3_ast g = and_(f, f->path, is_block(f, m, b));
  b->val = ite_(f, g, in[0], b->val);
  b->np = ite_(f, g, in[1], b->np);
  b->init = ite_(f, g, in[2], b->init);
}

int mem_block_set(EncFn *f, const MemRef *m, const Z3_ast in[3]) {
  return each_block(f, m, block_set, (void *)in);
}

typedef struct Freeze {
  Z3_ast a, in;   /* position a of the block; whether it is frozen (NULL: all are) */
  unsigned clone; /* the clone's block id (its own block: 0, frozen for good) */
  MlirOperation op;
} Freeze;

/* wmap from wbase and the freezes whose clone is alive. */
static void writability(EncFn *f, MemBlock *b) {
  Z3_ast a = tval_index(f, "writable"), w = sel(f, b->wbase, a);
  for (const MemFreeze *z = b->frz; z; z = z->next) w = and_(f, w, not_(f, and_(f, z->live, sel(f, z->cover, a))));
  b->wmap = tval_lambda(f, a, w);
}

static void freeze_block(EncFn *f, const MemRef *m, MemBlock *b, void *ud) {
  Freeze *z = ud;
  Z3_ast g = and_(f, f->path, is_block(f, m, b));
  if (z->in) g = and_(f, g, z->in);
  if (!z->clone) {
    Z3_ast old = b->wmap ? sel(f, b->wmap, z->a) : b->writable;
    b->wmap = tval_lambda(f, z->a, ite_(f, g, smt_false(f->s), old));
    return;
  }
  MemFreeze *r = arena_alloc(&f->q->arena, sizeof *r);
  if (!r) return (void)enc_failed(f);
  if (!b->wbase) b->wbase = b->wmap ? b->wmap : smt_const_array(f->s, idx_sort(f), b->writable);
  *r = (MemFreeze){z->clone, z->op, tval_lambda(f, z->a, g), smt_true(f->s), b->frz};
  b->frz = r;
  writability(f, b);
}

/* The clone whose block is clone was freed where g holds: the positions it froze are
 * writable again there (unless another live clone froze them). */
static void thaw(EncFn *f, unsigned clone, Z3_ast g) {
  struct MemState *st = f->mem;
  unsigned n = f->q->mem ? f->q->mem->n : 0;
  for (unsigned k = 0; k < n + st->nloc; k++) {
    MemBlock *b = k < n ? st->sh[k] : &st->loc[k - n];
    int hit = 0;
    for (MemFreeze *z = b ? b->frz : NULL; z; z = z->next)
      if (z->clone == clone) z->live = and_(f, z->live, not_(f, g)), hit = 1;
    if (hit) writability(f, b);
  }
}

int mem_freeze(EncFn *f, const MemRef *m, const MemRef *n, MlirOperation op) {
  Freeze z = {tval_index(f, "frozen"), NULL, 0, op};
  if (n && each_block(f, n, freeze_block, &z)) return 1;
  unsigned id;
  if (n && Z3_get_numeral_uint(f->s->ctx, n->bid, &id)) z.clone = id;   /* a fresh block: known */
  /* m's elements: exact for layouts that decode; otherwise the source freezes none of
   * them (fewer source UB) and the target its whole extent (more target UB), an
   * approximation that makes a counterexample inconclusive */
  Z3_ast dec = decodable(f, m), lin;
  decode(f, m, z.a, &z.in, &lin);
  z.in = smt_and(f->s, z.in, dec);
  if (!enc_is_src(f)) {
    Z3_ast span = smt_and(f->s, ule_(f, start(f, m), z.a), ule_(f, z.a, last_address(f, m)));
    z.in = smt_or(f->s, z.in, smt_and(f->s, not_(f, dec), span));
  }
  Z3_ast simple = smt_simplify(f->s, dec);
  if ((!simple || !Z3_is_eq_ast(f->s->ctx, simple, smt_true(f->s))) &&
      enc_approx(f, not_(f, dec), "clones a view whose positions may overlap (which later writes are UB is approximated)"))
    return 1;
  return each_block(f, m, freeze_block, &z);
}

/* ---- for replay ---- */

unsigned mem_entries(TvQuery *q) { return q->mem ? q->mem->n : 0; }

void mem_entry(TvQuery *q, unsigned i, MemEntry *out) {
  const MemBlock *b = &q->mem->b[i];
  *out = (MemEntry){q->mem->global[i], b->kind == MEM_ARG, b->kind == MEM_ABI, b->elem, b->size,
                    b->val, b->np, b->init, b->writable, b->wmap};
}

Z3_ast mem_aligned(EncFn *f, Z3_ast bid, Z3_ast pos, uint64_t align) {
  Smt *s = f->s;
  Z3_sort dom[3] = {smt_bv_sort(s, MEM_BID_BITS), smt_bv_sort(s, 64), smt_bv_sort(s, 64)};
  Z3_func_decl fn = smt_fun(s, "mem.aligned", 3, dom, Z3_mk_bool_sort(s->ctx));
  Z3_ast args[3] = {bid, pos, c64(f, align)};
  return fn ? smt_call(s, fn, 3, args) : NULL;
}

/* ---- refinement ---- */

/* Block i's final state on a side: as the side left it, or the initial one. */
static MemBlock *final_block(MemShared *ms, struct MemState *st, unsigned i) {
  return st && st->sh[i] ? st->sh[i] : &ms->b[i];
}

/* "Element at of a's block (size size) is initialized in a and the same element of b does
 * not refine it": b's is uninitialized, or a's is not poison and b's is poison or differs. */
static Z3_ast elem_not_refines(EncFn *f, MlirType elem, const Z3_ast a[3], const Z3_ast b[3], Z3_ast size, Z3_ast at) {
  Smt *s = f->s;
  Z3_ast va = sel(f, a[0], at), vb = sel(f, b[0], at);
  Z3_ast same = fp_same_value(f->q, fp_value_kind(elem), va, vb);
  Z3_ast good = smt_and(s, sel(f, b[2], at), implies(f, sel(f, a[1], at), smt_and(s, sel(f, b[1], at), same)));
  return smt_and(s, smt_and(s, ult_(f, at, size), sel(f, a[2], at)), not_(f, good));
}

Z3_ast mem_not_refines(TvQuery *q, struct MemState *src, struct MemState *tgt) {
  MemShared *ms = q->mem;
  Smt *s = &q->smt;
  EncFn top = {.q = q, .s = s};
  EncFn *f = &top;
  Z3_ast bad = smt_false(s);
  if (!ms) return bad;
  for (unsigned i = 0; i < ms->n; i++) {
    MemBlock *a = final_block(ms, src, i), *b = final_block(ms, tgt, i);
    ms->fin[0][i] = a;
    ms->fin[1][i] = b;
    ms->bad[i] = smt_false(s);
    if (ms->b[i].kind == MEM_ABI || (a == &ms->b[i] && b == &ms->b[i])) continue;
    char name[32];
    snprintf(name, sizeof name, "mem%u.at", i);
    Z3_ast at = ms->at[i] = tval_index(f, name);
    Z3_ast aa[3] = {a->val, a->np, a->init}, ba[3] = {b->val, b->np, b->init};
    /* "may no longer be written" is state too: the target may not leave read-only (a
     * clone alive) a position the source leaves writable */
    Z3_ast wa = a->wmap ? sel(f, a->wmap, at) : a->writable, wb = b->wmap ? sel(f, b->wmap, at) : b->writable;
    ms->wbad[i] = a->wmap == b->wmap && a->writable == b->writable ? smt_false(s)
                  : smt_and(s, ult_(f, at, a->size), smt_and(s, wa, not_(f, wb)));
    Z3_ast differ = smt_or(s, elem_not_refines(f, a->elem, aa, ba, a->size, at), ms->wbad[i]);
    ms->bad[i] = smt_and(s, a->alive, smt_or(s, not_(f, b->alive), differ));
    bad = smt_or(s, bad, ms->bad[i]);
  }
  return bad;
}

/* ---- a side's memory as arrays (loops by induction, induct.c) ---- */

unsigned mem_block_count(EncFn *f) {
  return f->mem ? (f->q->mem ? f->q->mem->n : 0) + f->mem->nloc : 0;
}

/* The k-th block of this side: the caller-visible ones first, then the local ones. */
static MemBlock *kth_block(EncFn *f, unsigned k) {
  unsigned n = f->q->mem ? f->q->mem->n : 0;
  return k < n ? block_of(f, k) : k - n < f->mem->nloc ? &f->mem->loc[k - n] : NULL;
}

int mem_block_get(EncFn *f, unsigned k, MemArrays *out) {
  MemBlock *b = kth_block(f, k);
  if (!b) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: block %u", k);
  *out = (MemArrays){b->id, b->id < MEM_MAX ? b->id : b->key, b->elem, {b->val, b->np, b->init}, b->size, b->alive};
  return 0;
}

int mem_block_put(EncFn *f, unsigned k, const Z3_ast arr[3]) {
  MemBlock *b = kth_block(f, k);
  if (!b) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: block %u", k);
  b->val = arr[0], b->np = arr[1], b->init = arr[2];
  b->last = NULL;   /* no whole-view write made these arrays (read_through) */
  return 0;
}

int mem_havoc(EncFn *f, Z3_ast cond, const char *what) {
  static const char *const part[3] = {"val", "np", "init"};
  for (unsigned k = 0, n = mem_block_count(f); k < n; k++) {
    MemBlock *b = kth_block(f, k);
    if (!b) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: block %u", k);
    Z3_ast *arr[3] = {&b->val, &b->np, &b->init};
    for (int i = 0; i < 3; i++) {
      char name[96];
      snprintf(name, sizeof name, "%s.%s.%s", f->side, what, part[i]);
      *arr[i] = ite_(f, cond, smt_fresh(f->s, name, Z3_get_sort(f->s->ctx, *arr[i])), *arr[i]);
    }
    b->last = NULL;
  }
  return enc_failed(f);
}

Z3_ast mem_arrays_not_refine(EncFn *f, const MemArrays *a, const MemArrays *b, const char *name) {
  Smt *s = f->s;
  Z3_ast elem = elem_not_refines(f, a->elem, a->arr, b->arr, a->size, tval_index(f, name));
  Z3_ast differ = smt_or(s, not_(f, eq_(f, a->size, b->size)), elem);
  return smt_or(s, not_(f, eq_(f, a->alive, b->alive)), smt_and(s, a->alive, differ));
}

/* A scalar element in the model as a short literal. */
static void elem_text(TvQuery *q, Z3_model m, MemBlock *b, Z3_ast at, char *buf, size_t n) {
  Smt *s = &q->smt;
  EncFn top = {.q = q, .s = s};
  uint64_t x;
  if (!smt_model_bool(s, m, sel(&top, b->init, at))) snprintf(buf, n, "uninit");
  else if (!smt_model_bool(s, m, sel(&top, b->np, at))) snprintf(buf, n, "poison");
  else if (fp_kind(b->elem) >= 0) {
    if (q->fp_ieee && smt_model_u64(s, m, sel(&top, b->val, at), &x)) if_format((IfFormat)fp_kind(b->elem), x, buf, n);
    else snprintf(buf, n, "?");
  } else if (smt_model_u64(s, m, sel(&top, b->val, at), &x)) {
    unsigned w = b->width;
    long long v = (long long)x;
    if (w < 64 && w > 1 && (x >> (w - 1)) & 1) v = (long long)(x | (~0ULL << w));
    snprintf(buf, n, "%lld", w == 1 ? (long long)(x & 1) : v);
  } else snprintf(buf, n, "?");
}

static unsigned long long view_start(TvQuery *q, Z3_model m, const MemRef *v) {
  EncFn top = {.q = q, .s = &q->smt};
  uint64_t x = 0;
  smt_model_u64(&q->smt, m, start(&top, v), &x);
  return x;
}

/* The first argument of block i whose view covers position at in model m, or -1. */
static int arg_at(TvQuery *q, Z3_model m, unsigned i, unsigned long long at) {
  MemShared *ms = q->mem;
  EncFn top = {.q = q, .s = &q->smt};
  for (int k = 0; k < ms->users[i] && k < 8; k++) {
    unsigned long long st = view_start(q, m, ms->view[i][k]);
    uint64_t n = 0;
    if (!smt_model_u64(&q->smt, m, extent(&top, ms->view[i][k]), &n)) continue;
    if (at >= st && at < n) return k;   /* n counts from the block start */
  }
  return -1;
}

char *mem_cex_aliasing(TvQuery *q, Z3_model m) {
  MemShared *ms = q->mem;
  if (!ms) return NULL;
  char buf[512] = "";
  size_t len = 0;
  for (unsigned i = 0; i < ms->n; i++) {
    int n = ms->users[i] < 8 ? ms->users[i] : 8;
    if (ms->b[i].kind != MEM_ARG || n < 2) continue;
    unsigned long long first = view_start(q, m, ms->view[i][0]);
    for (int k = 1; k < n && len < sizeof buf - 80; k++) {
      long long d = (long long)(view_start(q, m, ms->view[i][k]) - first);
      len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s starts at %s %c %lld", len ? ", " : "",
                              cex_arg_name(q, ms->argno[i][k]), cex_arg_name(q, ms->argno[i][0]), d < 0 ? '-' : '+',
                              d < 0 ? -d : d);
    }
  }
  return len ? strdup(buf) : NULL;
}

/* "target leaves %arg0 read-only (bufferization.clone at f:3:8) where the source leaves it
 * writable": position at of caller-visible block i, writable in the source's final state. */
static char *frozen_reason(TvQuery *q, Z3_model m, unsigned i, uint64_t at) {
  MemShared *ms = q->mem;
  Smt *s = &q->smt;
  EncFn top = {.q = q, .s = s};
  char who[300], loc[200] = "", buf[600];
  for (const MemFreeze *z = ms->fin[1][i]->frz; z && !loc[0]; z = z->next)
    if (smt_model_bool(s, m, and_(&top, z->live, sel(&top, z->cover, ms->at[i]))) &&
        !mu_loc_text(mlirOperationGetLocation(z->op), loc, sizeof loc))
      snprintf(loc, sizeof loc, "?");
  int arg = ms->b[i].kind == MEM_ARG ? arg_at(q, m, i, at) : -1;
  if (arg >= 0) snprintf(who, sizeof who, "%s", cex_arg_name(q, ms->argno[i][arg]));
  else if (ms->global[i]) snprintf(who, sizeof who, "global @%.200s", ms->global[i]);
  else snprintf(who, sizeof who, "position %llu of the arguments' block", (unsigned long long)at);
  snprintf(buf, sizeof buf, "target leaves %s read-only (bufferization.clone%s%s, not freed) where the source leaves it writable",
           who, loc[0] ? " at " : "", loc);
  return strdup(buf);
}

char *mem_cex_reason(TvQuery *q, Z3_model m) {
  MemShared *ms = q->mem;
  Smt *s = &q->smt;
  if (!ms) return NULL;
  for (unsigned i = 0; i < ms->n; i++) {
    if (!smt_model_bool(s, m, ms->bad[i])) continue;
    MemBlock *a = ms->fin[0][i], *b = ms->fin[1][i];
    char buf[512], x[64], y[64];
    const char *what = ms->b[i].kind == MEM_GLOBAL ? "global" : "memory of";
    char gname[280];
    if (ms->global[i]) snprintf(gname, sizeof gname, "@%s", ms->global[i]);
    if (!smt_model_bool(s, m, b->alive)) {
      snprintf(buf, sizeof buf, "%s %s is deallocated in the target but not in the source", what,
               ms->global[i] ? gname : ms->b[i].name);
      return strdup(buf);
    }
    uint64_t at = 0;
    smt_model_u64(s, m, ms->at[i], &at);
    if (smt_model_bool(s, m, ms->wbad[i])) return frozen_reason(q, m, i, at);
    elem_text(q, m, a, ms->at[i], x, sizeof x);
    elem_text(q, m, b, ms->at[i], y, sizeof y);
    int arg = ms->b[i].kind == MEM_ARG ? arg_at(q, m, i, at) : -1;
    if (arg >= 0)
      snprintf(buf, sizeof buf, "memory of %s differs at element %llu of its buffer (source %s, target %s)",
               cex_arg_name(q, ms->argno[i][arg]), at - view_start(q, m, ms->view[i][arg]), x, y);
    else
      snprintf(buf, sizeof buf, "%s %s differs at position %llu of its block (source %s, target %s)", what,
               ms->b[i].kind == MEM_ARG ? "the arguments" : ms->global[i] ? gname : ms->b[i].name, (unsigned long long)at, x, y);
    return strdup(buf);
  }
  return NULL;
}
