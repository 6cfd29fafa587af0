/* imem.c: the interpreter's memory (imem.h): blocks, views, accesses, the refinement of
 * final memory. Each rule mirrors mem.c's encoding of it (docs/semantics.md 12). */
#include "imem.h"
#include <stdlib.h>
#include <string.h>
#include <mlir-c/AffineMap.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "mem.h"
#include "mlirutil.h"

enum { IMEM_MAX_RANK = 16 };
#define IMEM_MAX_ELEMS (1u << 26)   /* positions of one block, elements of one view */

/* A run's blocks, in creation order. */
typedef struct IMem {
  IBlock **b;
  unsigned n, cap;
  unsigned ncaller, nlocal;
} IMem;

static IMem *mem_of(Interp *in) {
  if (!in->mem) in->mem = arena_alloc(in->arena, sizeof(IMem));
  return in->mem;
}

static int fail(Interp *in, InterpStatus st, const char *why) {
  if (in->status == INTERP_OK) {
    in->status = st;
    snprintf(in->why, sizeof in->why, "%s", why);
  }
  return 1;
}

static int oom(Interp *in) { return fail(in, INTERP_ERROR, "out of memory in the interpreter"); }

/* A memref type's vector elements (mem_vec_shape): their rank (0: scalars) and shape. */
static unsigned lanes_of(MlirType t, int64_t vshape[4]) {
  uint64_t lanes;
  return mem_vec_shape(mlirShapedTypeGetElementType(t), vshape, &lanes);
}

/* The last vr dimensions of m (rank + vr) are the vector elements' (vshape). */
static void lanes_view(IMemRef *m, MlirType t, unsigned vr, const int64_t *vshape) {
  if (!vr) return;
  m->vrank = vr;
  m->vec = mlirShapedTypeGetElementType(t);
  for (unsigned k = 0; k < vr; k++) m->sizes[m->rank - vr + k] = (uint64_t)vshape[k];
}

/* Row-major strides for an identity layout; with vector elements, the type's strides and
 * offset (counted in vectors) scaled to lanes and the lanes' strides row-major. */
static void lanes_scale(IMemRef *m, int identity) {
  uint64_t inner = 1, lanes = 1;
  for (unsigned k = m->rank - m->vrank; k < m->rank; k++) lanes *= m->sizes[k];
  for (unsigned k = 0; !identity && m->vrank && k < m->rank - m->vrank; k++) m->strides[k] *= lanes;
  m->off *= lanes;
  for (unsigned k = m->rank; k-- > 0;) {
    if (identity || k >= m->rank - m->vrank) m->strides[k] = inner;
    inner *= m->sizes[k];
  }
}

/* The scalar type of memref type t's elements (a vector's lanes'). */
static MlirType scalar_of(MlirType t) {
  MlirType e = mlirShapedTypeGetElementType(t);
  return mlirTypeIsAShaped(e) ? mlirShapedTypeGetElementType(e) : e;
}

/* ---- blocks ---- */

static int add_block(Interp *in, IBlock *b) {
  IMem *m = mem_of(in);
  if (!m) return oom(in);
  if (m->n == m->cap) {
    unsigned cap = m->cap ? 2 * m->cap : 16;
    IBlock **nb = arena_alloc(in->arena, cap * sizeof *nb);
    if (!nb) return oom(in);
    if (m->n) memcpy(nb, m->b, m->n * sizeof *nb);
    m->b = nb;
    m->cap = cap;
  }
  m->b[m->n++] = b;
  return 0;
}

IBlock *imem_block(Interp *in, MlirType elem, uint64_t size, uint64_t lo, uint64_t n, int caller) {
  IMem *m = mem_of(in);
  if (!m) return oom(in), NULL;
  if (n > IMEM_MAX_ELEMS) return fail(in, INTERP_LIMIT, "a buffer too large to run"), NULL;
  IBlock *b = arena_alloc(in->arena, sizeof *b);
  if (!b || !(b->e = arena_alloc(in->arena, (n + 1) * sizeof *b->e))) return oom(in), NULL;
  for (uint64_t k = 0; k < n; k++) b->e[k].uninit = 1;
  b->elem = elem;
  b->size = size;
  b->lo = lo;
  b->n = n;
  b->alive = 1;
  b->caller = (uint8_t)caller;
  b->id = caller ? m->ncaller++ : IMEM_LOCAL_IDS + m->nlocal++;
  return add_block(in, b) ? NULL : b;
}

IBlock *imem_block_copy(Interp *in, const IBlock *b) {
  IBlock *c = imem_block(in, b->elem, b->size, b->lo, b->n, b->caller);
  if (!c) return NULL;
  IScalar *e = c->e;
  *c = *b;
  c->e = e;
  memcpy(e, b->e, b->n * sizeof *e);
  if (b->frozen && !(c->frozen = arena_alloc(in->arena, b->n + 1))) return oom(in), NULL;
  if (b->frozen) memcpy(c->frozen, b->frozen, b->n);
  return c;
}

unsigned imem_ncaller(Interp *in) { return in->mem ? in->mem->ncaller : 0; }

IBlock *imem_caller(Interp *in, unsigned k) {
  IMem *m = in->mem;
  for (unsigned i = 0; m && i < m->n; i++)
    if (m->b[i]->caller && k-- == 0) return m->b[i];
  return NULL;
}

int imem_set_global(Interp *in, IBlock *b, const char *name) {
  return (b->global = arena_strdup(in->arena, name)) ? 0 : oom(in);
}

IMemRef *imem_ref_new(Interp *in, unsigned rank) {
  IMemRef *r = arena_alloc(in->arena, sizeof *r);
  uint64_t *d = arena_alloc(in->arena, (2 * (size_t)rank + 2) * sizeof *d);
  if (!r || !d) return oom(in), NULL;
  r->rank = rank;
  r->sizes = d;
  r->strides = d + rank + 1;
  return r;
}

unsigned imem_mark(Interp *in) { return in->mem ? in->mem->n : 0; }

void imem_release_stack(Interp *in, unsigned mark) {
  for (unsigned k = mark; in->mem && k < in->mem->n; k++)
    if (in->mem->b[k]->stack) in->mem->b[k]->alive = 0;
}

/* ---- views ---- */

uint64_t imem_pos(const IMemRef *m, const uint64_t *idx) {
  uint64_t p = m->base + m->off;
  for (unsigned k = 0; k < m->rank; k++) p += idx[k] * m->strides[k];
  return p;
}

/* The number of elements (wrapping, as the encoder's numel). */
static uint64_t numel(const IMemRef *m) {
  uint64_t n = 1;
  for (unsigned k = 0; k < m->rank; k++) n *= m->sizes[k];
  return n;
}

/* The last element's position (meaningful when the view is not empty). */
static uint64_t last_pos(const IMemRef *m) {
  uint64_t p = m->base + m->off;
  for (unsigned k = 0; k < m->rank; k++) p += (m->sizes[k] - 1) * m->strides[k];
  return p;
}

/* Positions up to and including the last element's (0 when empty): a fresh block's size. */
static uint64_t extent(const IMemRef *m) { return numel(m) ? last_pos(m) + 1 : 0; }

/* The number of elements to visit, a limit past IMEM_MAX_ELEMS (sizes whose product wraps
 * included). */
static int view_count(Interp *in, const IMemRef *m, uint64_t *n) {
  *n = 1;
  for (unsigned k = 0; k < m->rank; k++) {
    if (m->sizes[k] && *n > IMEM_MAX_ELEMS / m->sizes[k]) return fail(in, INTERP_LIMIT, "a view too large to run");
    *n *= m->sizes[k];
  }
  if (*n > IMEM_MAX_ELEMS) return fail(in, INTERP_LIMIT, "a view too large to run");
  return 0;
}

/* Indices of row-major element lin of m. */
static void delinear(const IMemRef *m, uint64_t lin, uint64_t *idx) {
  for (unsigned k = m->rank; k-- > 0;) {
    idx[k] = lin % m->sizes[k];
    lin /= m->sizes[k];
  }
}

/* The element at position pos (< size) of b, or NULL when the run does not know it. */
static IScalar *known(IBlock *b, uint64_t pos) { return pos >= b->lo && pos - b->lo < b->n ? &b->e[pos - b->lo] : NULL; }

static int unknown(Interp *in, uint64_t pos) {
  char buf[160];
  snprintf(buf, sizeof buf, "position %llu of a buffer whose contents the run does not know", (unsigned long long)pos);
  return fail(in, INTERP_LIMIT, buf);
}

static int writable(const IBlock *b, uint64_t pos) {
  return !b->readonly && !(b->frozen && pos >= b->lo && pos - b->lo < b->n && b->frozen[pos - b->lo]);
}

int imem_snapshot(Interp *in, MlirType t, const IMemRef *m, int strict, IVal *out) {
  uint64_t n, idx[IMEM_MAX_RANK];
  int64_t dims[IMEM_MAX_RANK];
  if (m->rank > IMEM_MAX_RANK || view_count(in, m, &n)) return m->rank > IMEM_MAX_RANK ? fail(in, INTERP_ERROR, "a memref of rank over 16") : 1;
  for (unsigned k = 0; k < m->rank; k++) dims[k] = (int64_t)m->sizes[k];
  if (m->vrank) t = mlirRankedTensorTypeGet(m->rank, dims, scalar_of(t), mlirAttributeGetNull());   /* the lanes' */
  if (interp_tensor(in, t, dims, out)) return 1;
  for (uint64_t i = 0; i < n; i++) {
    delinear(m, i, idx);
    uint64_t p = imem_pos(m, idx);
    IScalar *e = m->b->alive && p < m->b->size ? known(m->b, p) : NULL;
    if (!e && strict && m->b->alive && p < m->b->size) return unknown(in, p);
    out->t->e[i] = e ? *e : (IScalar){.uninit = 1};
    if (m->poison) out->t->e[i] = (IScalar){.poison = 1};
  }
  return 0;
}

/* The same value in the source's element a and the target's b (NaNs alike). */
static int same_elem(MlirType et, IScalar a, IScalar b) { return interp_same(et, a.bits, b.bits); }

int imem_block_refines(const IBlock *a, const IBlock *b, uint64_t *at) {
  *at = UINT64_MAX;
  if (!a->alive) return 1;
  if (!b->alive) return 0;
  for (uint64_t k = 0; k < a->n && k < b->n; k++) {
    IScalar x = a->e[k], y = b->e[k];
    if (x.uninit || (!y.uninit && (x.poison || (!y.poison && same_elem(a->elem, x, y))))) continue;
    *at = a->lo + k;
    return 0;
  }
  return 1;
}

/* ---- types ---- */

int imem_type_layout(IFn *f, MlirOperation op, MlirType t, int64_t *strides, int64_t *off, int *identity) {
  *identity = mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(t));
  *off = 0;
  if (*identity || mlirLogicalResultIsSuccess(mlirMemRefTypeGetStridesAndOffset(t, strides, off))) return 0;
  return interp_unsupported(f, op, "with a memref layout that is not strided");
}

/* A view of type t (mem.c's view_of_type): static sizes, offset and strides from the type,
 * dynamic ones from dyn in order (dynamic sizes, offset, strides); identity layouts are
 * row-major. dyn NULL: a dynamic entry is unsupported. */
static IMemRef *view_of_type(IFn *f, MlirOperation op, MlirType t, const uint64_t *dyn) {
  unsigned rank = (unsigned)mlirShapedTypeGetRank(t), nd = 0;
  int64_t st[IMEM_MAX_RANK], off, vshape[4];
  int identity;
  unsigned vr = lanes_of(t, vshape);
  if (rank + vr > IMEM_MAX_RANK) return interp_unsupported(f, op, "of rank over 16"), NULL;
  if (!vr && mlirTypeIsAShaped(mlirShapedTypeGetElementType(t))) return interp_unsupported(f, op, "of tensor or dynamic vector elements"), NULL;
  if (imem_type_layout(f, op, t, st, &off, &identity)) return NULL;
  IMemRef *m = imem_ref_new(interp_of(f), rank + vr);
  if (!m) return NULL;
  lanes_view(m, t, vr, vshape);
  for (unsigned k = 0; k < rank; k++) {
    if (!mlirShapedTypeIsDynamicDim(t, k)) m->sizes[k] = (uint64_t)mlirShapedTypeGetDimSize(t, k);
    else if (dyn) m->sizes[k] = dyn[nd++];
    else return interp_unsupported(f, op, "of a dynamic shape"), NULL;
  }
  if (!mlirShapedTypeIsDynamicStrideOrOffset(off)) m->off = (uint64_t)off;
  else if (dyn) m->off = dyn[nd++];
  else return interp_unsupported(f, op, "with a dynamic layout offset"), NULL;
  for (unsigned k = 0; !identity && k < rank; k++) {
    if (!mlirShapedTypeIsDynamicStrideOrOffset(st[k])) m->strides[k] = (uint64_t)st[k];
    else if (dyn) m->strides[k] = dyn[nd++];
    else return interp_unsupported(f, op, "with a dynamic layout stride"), NULL;
  }
  lanes_scale(m, identity);
  return m;
}

/* A new block holding exactly view m (base 0): its size is m's extent. */
static int new_block_for(Interp *in, IMemRef *m, MlirType elem, int caller) {
  uint64_t n = extent(m);
  if (n > IMEM_MAX_ELEMS) return fail(in, INTERP_LIMIT, "a buffer too large to run");
  m->base = 0;
  m->b = imem_block(in, elem, n, 0, n, caller);
  return m->b ? 0 : 1;
}

int imem_alloc(IFn *f, MlirOperation op, MlirType t, const uint64_t *dyn, int stack, IMemRef **out) {
  IMemRef *m = view_of_type(f, op, t, dyn);
  if (!m || new_block_for(interp_of(f), m, scalar_of(t), 0)) return 1;
  m->b->stack = (uint8_t)stack;
  m->owner = 1;
  *out = m;
  return 0;
}

int imem_parse(Interp *in, MlirType t, const char *text, IVal *out) {
  unsigned rank = (unsigned)mlirShapedTypeGetRank(t);
  int64_t shape[IMEM_MAX_RANK], st[IMEM_MAX_RANK], off = 0, vshape[4];
  unsigned vr = lanes_of(t, vshape);
  if (rank + vr > IMEM_MAX_RANK || !mlirShapedTypeHasStaticShape(t)) return fail(in, INTERP_ERROR, "a memref argument needs a static shape");
  if (!vr && mlirTypeIsAShaped(mlirShapedTypeGetElementType(t))) return fail(in, INTERP_ERROR, "a memref argument of tensor or dynamic vector elements");
  memcpy(shape + rank, vshape, vr * sizeof *vshape);
  int identity = mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(t));
  if (!identity && mlirLogicalResultIsFailure(mlirMemRefTypeGetStridesAndOffset(t, st, &off)))
    return fail(in, INTERP_ERROR, "a memref argument whose layout is not strided");
  IMemRef *m = imem_ref_new(in, rank + vr);
  if (!m) return 1;
  lanes_view(m, t, vr, vshape);
  for (unsigned k = 0; k < rank; k++) {
    m->sizes[k] = (uint64_t)(shape[k] = mlirShapedTypeGetDimSize(t, k));
    if (!identity && mlirShapedTypeIsDynamicStrideOrOffset(st[k]))
      return fail(in, INTERP_ERROR, "a memref argument with a dynamic stride");
    if (!identity) m->strides[k] = (uint64_t)st[k];
  }
  if (!identity && mlirShapedTypeIsDynamicStrideOrOffset(off)) return fail(in, INTERP_ERROR, "a memref argument with a dynamic offset");
  m->off = (uint64_t)off;
  lanes_scale(m, identity);
  MlirType et = scalar_of(t);
  IVal x;
  if (interp_parse(in, mlirRankedTensorTypeGet(rank + vr, shape, et, mlirAttributeGetNull()), text, &x)) return 1;
  if (new_block_for(in, m, et, 1)) return 1;
  m->owner = 0;   /* the caller's allocation, which the callee never owns (semantics.md 12) */
  uint64_t idx[IMEM_MAX_RANK];
  for (size_t i = 0; i < x.t->n; i++) {
    delinear(m, i, idx);
    m->b->e[imem_pos(m, idx)] = x.t->e[i];
  }
  *out = (IVal){.m = m};
  return 0;
}

/* ---- for evaluators ---- */

int imem_operand(IFn *f, MlirOperation op, int i, IMemRef **out) {
  IVal v;
  if (interp_operand(f, op, i, &v)) return 1;
  if (!v.m) return interp_unsupported(f, op, "on a value that is not a ranked memref");
  if (v.m->vrank && !mem_vec_elems_ok(op)) return interp_unsupported(f, op, "on a memref of vector elements");
  *out = v.m;
  return 0;
}

int imem_result(IFn *f, MlirOperation op, int i, IMemRef *m) {
  return m ? interp_result(f, op, i, (IVal){.m = m}) : 1;
}

IMemRef *imem_derive(IFn *f, const IMemRef *m, unsigned rank) {
  IMemRef *r = imem_ref_new(interp_of(f), rank);
  if (!r) return NULL;
  r->b = m->b;
  r->base = m->base;
  r->off = m->off;
  r->poison = m->poison;   /* a view of a poison memref is poison */
  return r;
}

IMemRef *imem_copy(IFn *f, const IMemRef *m) {
  IMemRef *r = imem_derive(f, m, m->rank);
  if (!r) return NULL;
  r->vrank = m->vrank, r->vec = m->vec;
  memcpy(r->sizes, m->sizes, m->rank * sizeof *r->sizes);
  memcpy(r->strides, m->strides, m->rank * sizeof *r->strides);
  r->owner = m->owner;
  return r;
}

static int poison_ub(IFn *f, MlirOperation op, const IMemRef *m) {
  return m->poison ? interp_ub(f, op, "memory access through a poison memref") : 0;
}

/* Element idx of m for a load or store: its place, after the checks of mem.c's access. */
static int access(IFn *f, MlirOperation op, const IMemRef *m, const uint64_t *idx, int write, IScalar **out) {
  if (poison_ub(f, op, m)) return 1;
  for (unsigned k = 0; k < m->rank; k++)
    if (idx[k] >= m->sizes[k])
      return interp_ub(f, op, "index %llu out of bounds (size %llu)", (unsigned long long)idx[k], (unsigned long long)m->sizes[k]);
  uint64_t p = imem_pos(m, idx);
  IBlock *b = m->b;
  if (!b->alive) return interp_ub(f, op, "access to a deallocated buffer");
  if (p >= b->size) return interp_ub(f, op, "access outside its buffer (position %llu of %llu)", (unsigned long long)p, (unsigned long long)b->size);
  if (!(*out = known(b, p))) return unknown(interp_of(f), p);
  if (write && !writable(b, p)) return interp_ub(f, op, "write to read-only memory");
  if (!write && (*out)->uninit) return interp_ub(f, op, "read of an uninitialized element");
  return 0;
}

int imem_load(IFn *f, MlirOperation op, const IMemRef *m, const uint64_t *idx, IScalar *out) {
  IScalar *e = NULL;
  if (access(f, op, m, idx, 0, &e)) return 1;
  *out = *e;
  return 0;
}

int imem_store(IFn *f, MlirOperation op, const IMemRef *m, const uint64_t *idx, IScalar v) {
  IScalar *e = NULL;
  if (access(f, op, m, idx, 1, &e)) return 1;
  *e = v;
  e->uninit = 0;
  return 0;
}

/* A vector element's lanes, each at idx followed by its coordinates (mem.c's lanes_access). */
static int lanes_access(IFn *f, MlirOperation op, const IMemRef *m, const uint64_t *idx, IVal *v, int write) {
  unsigned r = m->rank - m->vrank;
  uint64_t full[IMEM_MAX_RANK];
  memcpy(full, idx, r * sizeof *full);
  if (!write && interp_tensor(interp_of(f), m->vec, NULL, v)) return 1;
  if (write && !v->t) return interp_error(f, "storing a scalar as a vector element");
  for (size_t lin = 0; lin < v->t->n; lin++) {
    uint64_t rem = lin;
    for (unsigned k = m->vrank; k-- > 0; rem /= m->sizes[r + k]) full[r + k] = rem % m->sizes[r + k];
    if (write ? imem_store(f, op, m, full, v->t->e[lin]) : imem_load(f, op, m, full, &v->t->e[lin])) return 1;
  }
  return 0;
}

int imem_load_elem(IFn *f, MlirOperation op, const IMemRef *m, const uint64_t *idx, IVal *out) {
  *out = (IVal){0};
  return m->vrank ? lanes_access(f, op, m, idx, out, 0) : imem_load(f, op, m, idx, &out->s);
}

int imem_store_elem(IFn *f, MlirOperation op, const IMemRef *m, const uint64_t *idx, IVal v) {
  return m->vrank ? lanes_access(f, op, m, idx, &v, 1) : imem_store(f, op, m, idx, v.s);
}

/* The checks of a whole-view access (mem.c's whole_block): a view that is not empty needs
 * its block alive and its last element inside the block. */
static int whole_ok(IFn *f, MlirOperation op, const IMemRef *m, uint64_t *n) {
  if (poison_ub(f, op, m) || view_count(interp_of(f), m, n)) return 1;
  if (*n && !m->b->alive) return interp_ub(f, op, "access to a deallocated buffer");
  if (*n && last_pos(m) >= m->b->size) return interp_ub(f, op, "a view reaching outside its buffer");
  return 0;
}

int imem_read(IFn *f, MlirOperation op, MlirType t, const IMemRef *m, IVal *out) {
  uint64_t n;
  if (m->rank > IMEM_MAX_RANK) return interp_unsupported(f, op, "of rank over 16");
  if (whole_ok(f, op, m, &n)) return 1;
  return imem_snapshot(interp_of(f), t, m, 1, out);
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* Whether the view's elements have distinct positions (the encoder writes exactly only
 * through views whose positions decode back to indices; others are an approximation). */
static int distinct(Interp *in, const IMemRef *m, uint64_t n, int *yes) {
  uint64_t *p = arena_alloc(in->arena, (n + 1) * sizeof *p), idx[IMEM_MAX_RANK];
  if (!p) return oom(in);
  for (uint64_t i = 0; i < n; i++) {
    delinear(m, i, idx);
    p[i] = imem_pos(m, idx);
  }
  qsort(p, n, sizeof *p, cmp_u64);
  *yes = 1;
  for (uint64_t i = 1; i < n; i++) *yes &= p[i] != p[i - 1];
  return 0;
}

int imem_write(IFn *f, MlirOperation op, const IMemRef *m, const ITensor *x) {
  uint64_t n, idx[IMEM_MAX_RANK];
  if (m->rank > IMEM_MAX_RANK) return interp_unsupported(f, op, "of rank over 16");
  if (poison_ub(f, op, m)) return 1;
  if (x->rank != m->rank) return interp_error(f, "writing a tensor of another rank");
  for (unsigned k = 0; k < m->rank; k++)
    if ((uint64_t)x->dims[k] != m->sizes[k]) return interp_ub(f, op, "writing a tensor of another shape into a view");
  if (whole_ok(f, op, m, &n)) return 1;
  int ok = 1;
  if (distinct(interp_of(f), m, n, &ok)) return 1;
  if (!ok) return interp_unsupported(f, op, "writing through a view whose elements share positions");
  for (uint64_t i = 0; i < n; i++) {
    delinear(m, i, idx);
    uint64_t p = imem_pos(m, idx);
    if (!known(m->b, p)) return unknown(interp_of(f), p);
    if (!writable(m->b, p)) return interp_ub(f, op, "write to read-only memory");
  }
  for (uint64_t i = 0; i < n; i++) {
    delinear(m, i, idx);
    *known(m->b, imem_pos(m, idx)) = x->e[i];
  }
  return 0;
}

static int freeze_view(Interp *in, const IMemRef *m, int d);

int imem_dealloc(IFn *f, MlirOperation op, const IMemRef *m) {
  if (m->poison) return interp_ub(f, op, "deallocation of a poison memref");
  if (!m->owner && m->b->caller && !m->b->global)
    return interp_ub(f, op, "deallocation of an argument's buffer (the caller owns it)");
  if (!m->owner) return interp_ub(f, op, "deallocation of a memref that is not an allocation's result");
  if (m->b->stack) return interp_ub(f, op, "deallocation of a stack buffer");
  if (!m->b->alive) return interp_ub(f, op, "deallocation of a deallocated buffer");
  m->b->alive = 0;
  /* a clone's block: the view it froze is writable again (as mem.c's thaw) */
  return m->b->cloned ? freeze_view(interp_of(f), m->b->cloned, -1) : 0;
}

int imem_overlap(const IMemRef *m, const IMemRef *n) {
  if (m->b != n->b || !numel(m) || !numel(n)) return 0;
  return m->base + m->off <= last_pos(n) && n->base + n->off <= last_pos(m);
}

int imem_same_view(const IMemRef *m, const IMemRef *n) {
  if (m->b != n->b || m->rank != n->rank || m->base + m->off != n->base + n->off) return 0;
  for (unsigned k = 0; k < m->rank; k++)
    if (m->sizes[k] != n->sizes[k] || m->strides[k] != n->strides[k]) return 0;
  return 1;
}

/* Marks position p of b read-only once more (d = 1) or once less (d = -1). */
static int freeze_pos(Interp *in, IBlock *b, uint64_t p, int d) {
  if (!b->frozen && !(b->frozen = arena_alloc(in->arena, b->n + 1))) return oom(in);
  if (p < b->lo || p - b->lo >= b->n) return 0;
  uint8_t *c = &b->frozen[p - b->lo];
  if (d > 0 && *c == UINT8_MAX) return fail(in, INTERP_LIMIT, "more than 254 clones of one element");
  *c = (uint8_t)(*c + d);
  return 0;
}

/* Every position of view m once more or once less read-only. */
static int freeze_view(Interp *in, const IMemRef *m, int d) {
  uint64_t count, idx[IMEM_MAX_RANK];
  if (view_count(in, m, &count)) return 1;
  for (uint64_t i = 0; i < count; i++) {
    delinear(m, i, idx);
    uint64_t p = imem_pos(m, idx);
    if ((d > 0 || (p >= m->b->lo && p - m->b->lo < m->b->n && m->b->frozen[p - m->b->lo])) && freeze_pos(in, m->b, p, d)) return 1;
  }
  return 0;
}

int imem_freeze(IFn *f, const IMemRef *m, const IMemRef *n, MlirOperation op) {
  Interp *in = interp_of(f);
  for (uint64_t k = 0; n && k < n->b->n; k++)
    if (freeze_pos(in, n->b, n->b->lo + k, 1)) return 1;
  if (freeze_view(in, m, 1)) return 1;
  if (n && !(n->b->cloned = imem_copy(f, m))) return 1;
  if (n) n->b->clone_op = op;
  return 0;
}

/* Whether view m has an element at position p. */
static int view_has(Interp *in, const IMemRef *m, uint64_t p) {
  uint64_t count, idx[IMEM_MAX_RANK];
  if (view_count(in, m, &count)) return 0;
  for (uint64_t i = 0; i < count; i++) {
    delinear(m, i, idx);
    if (imem_pos(m, idx) == p) return 1;
  }
  return 0;
}

int imem_view_cloned(Interp *in, const IMemRef *m) {
  uint64_t count, idx[IMEM_MAX_RANK];
  if (view_count(in, m, &count)) return 0;
  for (unsigned j = 0; in->mem && j < in->mem->n; j++) {
    const IBlock *c = in->mem->b[j];
    uint64_t cc;
    if (!c->alive || !c->cloned || c->cloned->b != m->b || view_count(in, c->cloned, &cc)) continue;
    if (count > 4096 || cc > 4096) return 1;   /* too large to compare cheaply: some may be */
    for (uint64_t i = 0; i < count; i++) {
      delinear(m, i, idx);
      if (view_has(in, c->cloned, imem_pos(m, idx))) return 1;
    }
  }
  return 0;
}

int imem_block_frozen(Interp *it, const IBlock *a, const IBlock *b, uint64_t *at, MlirOperation *op) {
  *op = (MlirOperation){NULL};
  for (uint64_t k = 0; b->frozen && k < a->n && k < b->n; k++) {
    if (!writable(a, a->lo + k) || writable(b, b->lo + k)) continue;
    *at = a->lo + k;
    for (unsigned j = 0; it->mem && j < it->mem->n && !op->ptr; j++) {
      const IBlock *c = it->mem->b[j];
      if (c->alive && c->cloned && c->cloned->b == b && view_has(it, c->cloned, *at)) *op = c->clone_op;
    }
    return 1;
  }
  return 0;
}

/* A new global block's state at entry from its declaration (mem.c's global_init). */
static int global_init(IFn *f, MlirOperation op, const char *name, MlirType t, IBlock *b) {
  MlirOperation d = mu_global_decl(op, op);
  if (mlirOperationIsNull(d)) {   /* an external declaration: contents unknown */
    b->lo = b->n = 0;
    return 0;
  }
  b->readonly = !mlirAttributeIsNull(mu_attr(d, "constant"));
  MlirAttribute iv = mu_attr(d, "initial_value");
  if (mlirAttributeIsNull(iv)) {
    b->lo = b->n = 0;
    return 0;
  }
  if (mlirAttributeIsAUnit(iv)) return 0;   /* uninitialized */
  if (!mlirAttributeIsADenseElements(iv) || !mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(t))) {
    char buf[200];
    snprintf(buf, sizeof buf, "(global @%.150s with this initial value or layout)", name);
    return interp_unsupported(f, op, buf);
  }
  IVal c;
  if (interp_constant(f, op, mlirAttributeGetType(iv), iv, &c)) return 1;
  for (size_t i = 0; i < c.t->n && i < b->n; i++) b->e[i] = c.t->e[i];
  return 0;
}

int imem_global(IFn *f, MlirOperation op, const char *name, MlirType t, IMemRef **out) {
  Interp *in = interp_of(f);
  IMemRef *m = view_of_type(f, op, t, NULL);
  IMem *mm = mem_of(in);
  if (!m || !mm) return m ? oom(in) : 1;
  MlirType et = mlirShapedTypeGetElementType(t);
  for (unsigned i = 0; i < mm->n && !m->b; i++)
    if (mm->b[i]->global && !strcmp(mm->b[i]->global, name)) m->b = mm->b[i];
  if (m->b && !mlirTypeEqual(m->b->elem, et)) return interp_unsupported(f, op, "(a global used with two element types)");
  if (!m->b) {
    if (new_block_for(in, m, et, 1) || imem_set_global(in, m->b, name) || global_init(f, op, name, t, m->b)) return 1;
  }
  m->base = 0;
  *out = m;
  return 0;
}

int imem_aligned(IFn *f, const IMemRef *m, uint64_t pos, uint64_t align, int *ok) {
  Interp *in = interp_of(f);
  *ok = 1;
  if (!in->aligned) return 0;
  int r = in->aligned(in->aligned_ud, m->b->id, pos, align);
  if (r < 0) return interp_limit(f, "whether a position is aligned is not known to the run");
  *ok = r;
  return 0;
}
