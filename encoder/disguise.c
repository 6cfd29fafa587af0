/* disguise.c: counted loops in disguise (disguise.h; docs/design.md 13, "Loops by
 * induction"): scf.while and cf loops of exactly scf.for's lowered form. The recognition is
 * structural and exact, so that the loop is the counted loop (lb, ub, step) of its own
 * values up to one thing the structure cannot show: where iv + step wraps, which
 * induct_disguised turns into an obligation. */
#include "disguise.h"
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include "induct.h"
#include "loop.h"
#include "mlirutil.h"

/* ---- pieces of the pattern ---- */

static MlirOperation def_op(MlirValue v) {
  return mlirValueIsAOpResult(v) ? mlirOpResultGetOwner(v) : (MlirOperation){NULL};
}

static MlirBlock def_block(MlirValue v) {
  return mlirValueIsABlockArgument(v) ? mlirBlockArgumentGetOwner(v) : mlirOperationGetBlock(mlirOpResultGetOwner(v));
}

/* The block of region r that b is, or is nested in; null when b is not inside r. */
static MlirBlock block_in(MlirRegion r, MlirBlock b) {
  while (!mlirBlockIsNull(b) && !mlirRegionEqual(mlirBlockGetParentRegion(b), r)) {
    MlirOperation p = mlirBlockGetParentOperation(b);
    if (mlirOperationIsNull(p)) return (MlirBlock){NULL};
    b = mlirOperationGetBlock(p);
  }
  return b;
}

/* Whether v is defined outside op's regions. */
static int outside_op(MlirValue v, MlirOperation op) {
  for (MlirBlock b = def_block(v); !mlirBlockIsNull(b);) {
    MlirOperation p = mlirBlockGetParentOperation(b);
    if (mlirOperationIsNull(p)) return 1;
    if (mlirOperationEqual(p, op)) return 0;
    b = mlirOperationGetBlock(p);
  }
  return 1;
}

static int one_use_by(MlirValue v, MlirOperation user, intptr_t operand) {
  MlirOpOperand u = mlirValueGetFirstUse(v);
  return !mlirOpOperandIsNull(u) && mlirOpOperandIsNull(mlirOpOperandGetNextUse(u)) &&
         mlirOperationEqual(mlirOpOperandGetOwner(u), user) && mlirOpOperandGetOperandNumber(u) == (unsigned)operand;
}

/* cmp is `arith.cmpi slt|ult iv, UB` whose result only user's operand 0 uses: d->ub, d->uns. */
static int is_cmp(MlirOperation cmp, MlirValue iv, MlirOperation user, DgLoop *d) {
  if (mlirOperationIsNull(cmp) || !mu_op_is(cmp, "arith.cmpi") || !mlirValueEqual(mlirOperationGetOperand(cmp, 0), iv))
    return 0;
  MlirAttribute a = mu_attr(cmp, "predicate");
  int64_t p = !mlirAttributeIsNull(a) && mlirAttributeIsAInteger(a) ? mlirIntegerAttrGetValueInt(a) : -1;
  if ((p != 2 && p != 6) || !one_use_by(mlirOperationGetResult(cmp, 0), user, 0)) return 0;   /* slt, ult */
  d->ub = mlirOperationGetOperand(cmp, 1);
  d->uns = p == 6;
  return 1;
}

/* v is `arith.addi iv, STEP` (either order, iv once): d->next, d->step. */
static int is_next(MlirValue v, MlirValue iv, DgLoop *d) {
  MlirOperation a = def_op(v);
  if (mlirOperationIsNull(a) || !mu_op_is(a, "arith.addi")) return 0;
  MlirValue x = mlirOperationGetOperand(a, 0), y = mlirOperationGetOperand(a, 1);
  if (mlirValueEqual(x, iv) == mlirValueEqual(y, iv)) return 0;
  d->next = a;
  d->step = mlirValueEqual(x, iv) ? y : x;
  return 1;
}

static int is_int(MlirType t) { return mlirTypeIsAInteger(t) || mlirTypeIsAIndex(t); }

static int memref_type(MlirType t) { return mlirTypeIsAMemRef(t) || mlirTypeIsAUnrankedMemRef(t); }

/* ---- scf.while ---- */

int dg_while(MlirOperation op, DgLoop *out) {
  if (!mu_op_is(op, "scf.while")) return 0;
  MlirBlock pre = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)), post = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1));
  intptr_t n = mlirOperationGetNumOperands(op);
  if (mlirBlockIsNull(pre) || mlirBlockIsNull(post) || n < 1 || mlirOperationGetNumResults(op) != n ||
      mlirBlockGetNumArguments(pre) != n || mlirBlockGetNumArguments(post) != n)
    return 0;
  DgLoop d = {.key = op, .head = pre, .n = (unsigned)n - 1};
  MlirValue iv = mlirBlockGetArgument(pre, 0);
  for (intptr_t i = 0; i < n; i++)   /* the condition passes the arguments on unchanged */
    if (!mlirTypeEqual(mlirValueGetType(mlirBlockGetArgument(pre, i)), mlirValueGetType(mlirBlockGetArgument(post, i)))) return 0;
  MlirOperation cmp = mlirBlockGetFirstOperation(pre), cond = mlirOperationIsNull(cmp) ? cmp : mlirOperationGetNextInBlock(cmp);
  if (!is_int(mlirValueGetType(iv)) || mlirOperationIsNull(cond) || !mu_op_is(cond, "scf.condition") ||
      !mlirOperationIsNull(mlirOperationGetNextInBlock(cond)) || !is_cmp(cmp, iv, cond, &d) ||
      mlirOperationGetNumOperands(cond) != n + 1)
    return 0;
  for (intptr_t i = 0; i < n; i++)
    if (!mlirValueEqual(mlirOperationGetOperand(cond, i + 1), mlirBlockGetArgument(pre, i))) return 0;
  MlirOperation y = mlirBlockGetTerminator(post);
  if (mlirOperationIsNull(y) || !mu_op_is(y, "scf.yield") || mlirOperationGetNumOperands(y) != n ||
      !is_next(mlirOperationGetOperand(y, 0), mlirBlockGetArgument(post, 0), &d))
    return 0;
  if (!outside_op(d.ub, op) || !outside_op(d.step, op) || !mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, 0))))
    return 0;
  d.simple = loop_memory_simple(op);
  *out = d;
  return 1;
}

/* ---- cf loops ---- */

/* A region's blocks and the edges between them (successor slots of the terminators). */
typedef struct DgCfg {
  MlirRegion r;
  unsigned n, ne;
  MlirBlock *b;
  unsigned *from, *to;
  unsigned char *in;   /* scratch: the blocks of one loop */
} DgCfg;

static int cfg_find(const DgCfg *g, MlirBlock b) {
  for (unsigned i = 0; i < g->n; i++)
    if (mlirBlockEqual(g->b[i], b)) return (int)i;
  return -1;
}

static void cfg_free(DgCfg *g) {
  free(g->b), free(g->from), free(g->to), free(g->in);
  memset(g, 0, sizeof *g);
}

static int cfg_build(DgCfg *g, MlirRegion r) {
  memset(g, 0, sizeof *g);
  g->r = r;
  unsigned ne = 0;
  for (MlirBlock b = mlirRegionGetFirstBlock(r); !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b)) {
    MlirOperation t = mlirBlockGetTerminator(b);
    g->n++;
    ne += mlirOperationIsNull(t) ? 0 : (unsigned)mlirOperationGetNumSuccessors(t);
  }
  g->b = malloc((g->n + 1) * sizeof *g->b), g->in = malloc(g->n + 1);
  g->from = malloc((ne + 1) * sizeof *g->from), g->to = malloc((ne + 1) * sizeof *g->to);
  if (!g->b || !g->in || !g->from || !g->to) return cfg_free(g), 1;
  unsigned k = 0;
  for (MlirBlock b = mlirRegionGetFirstBlock(r); !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b)) g->b[k++] = b;
  for (unsigned i = 0; i < g->n; i++) {
    MlirOperation t = mlirBlockGetTerminator(g->b[i]);
    intptr_t ns = mlirOperationIsNull(t) ? 0 : mlirOperationGetNumSuccessors(t);
    for (intptr_t s = 0; s < ns; s++) {
      int j = cfg_find(g, mlirOperationGetSuccessor(t, s));
      if (j < 0) return cfg_free(g), 1;
      g->from[g->ne] = i, g->to[g->ne++] = (unsigned)j;
    }
  }
  return 0;
}

/* g->in = the natural loop of back edge latch -> h: h and every block reaching latch
 * without passing h. */
static int natural_loop(DgCfg *g, unsigned h, unsigned latch) {
  unsigned *work = malloc((g->n + 1) * sizeof *work), nw = 0;
  if (!work) return 1;
  memset(g->in, 0, g->n);
  g->in[h] = 1;
  if (!g->in[latch]) g->in[latch] = 1, work[nw++] = latch;
  while (nw) {
    unsigned x = work[--nw];
    for (unsigned e = 0; e < g->ne; e++)
      if (g->to[e] == x && !g->in[g->from[e]]) g->in[g->from[e]] = 1, work[nw++] = g->from[e];
  }
  free(work);
  return 0;
}

/* Whether the loop g->in (header h, only entered at h) is closed: its other blocks are only
 * entered from and only left to its blocks. */
static int closed(const DgCfg *g, unsigned h) {
  for (unsigned e = 0; e < g->ne; e++)
    if (g->in[g->from[e]] != g->in[g->to[e]] && g->from[e] != h && g->to[e] != h) return 0;
  return 1;
}

/* Whether every use of v is inside the loop g->in. */
static int used_inside(const DgCfg *g, MlirValue v) {
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
    int i = cfg_find(g, block_in(g->r, mlirOperationGetBlock(mlirOpOperandGetOwner(u))));
    if (i < 0 || !g->in[i]) return 0;
  }
  return 1;
}

static int defined_outside(const DgCfg *g, MlirValue v) {
  int i = cfg_find(g, block_in(g->r, def_block(v)));
  return i < 0 || !g->in[i];
}

/* The loop's ops only load, store and view memory, and it carries no memref. */
static int loop_simple(const DgCfg *g, MlirBlock h) {
  for (intptr_t a = 0; a < mlirBlockGetNumArguments(h); a++)
    if (memref_type(mlirValueGetType(mlirBlockGetArgument(h, a)))) return 0;
  for (unsigned i = 0; i < g->n; i++)
    for (MlirOperation o = mlirBlockGetFirstOperation(g->b[i]); g->in[i] && !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
      if (!loop_memory_simple(o)) return 0;
  return 1;
}

/* The back edge into header h: the one predecessor edge of two whose branch is cf.br
 * passing iv + STEP; -1 unless h has exactly two incoming edges and one is that. */
static int latch_of(const DgCfg *g, unsigned h, MlirValue iv, DgLoop *d, unsigned *entry) {
  int latch = -1, other = -1, nin = 0;
  for (unsigned e = 0; e < g->ne; e++) {
    if (g->to[e] != h) continue;
    nin++;
    MlirOperation t = mlirBlockGetTerminator(g->b[g->from[e]]);
    if (latch < 0 && mu_op_is(t, "cf.br") && mlirOperationGetNumOperands(t) >= 1 && is_next(mlirOperationGetOperand(t, 0), iv, d))
      latch = (int)g->from[e];
    else
      other = (int)g->from[e];
  }
  if (nin != 2 || latch < 0 || other < 0) return -1;
  *entry = (unsigned)other;
  return latch;
}

/* Block h of g in convert-scf-to-cf's form (dg_cf); g->in gets the loop's blocks. */
static int match_cf(DgCfg *g, unsigned h, DgLoop *out) {
  MlirBlock hb = g->b[h];
  intptr_t na = mlirBlockGetNumArguments(hb);
  if (na < 1 || h == 0) return 0;
  MlirValue iv = mlirBlockGetArgument(hb, 0);
  MlirOperation cmp = mlirBlockGetFirstOperation(hb), br = mlirOperationIsNull(cmp) ? cmp : mlirOperationGetNextInBlock(cmp);
  DgLoop d = {.head = hb, .n = (unsigned)na - 1};
  if (!is_int(mlirValueGetType(iv)) || mlirOperationIsNull(br) || !mu_op_is(br, "cf.cond_br") || !is_cmp(cmp, iv, br, &d))
    return 0;
  d.key = br;
  int body = cfg_find(g, mlirOperationGetSuccessor(br, 0)), exit = cfg_find(g, mlirOperationGetSuccessor(br, 1));
  unsigned entry;
  int latch = latch_of(g, h, iv, &d, &entry);
  if (body < 0 || exit < 0 || latch < 0 || body == exit || (unsigned)body == h || (unsigned)exit == h || natural_loop(g, h, (unsigned)latch))
    return 0;
  if (!g->in[body] || g->in[exit] || g->in[entry] || g->in[0] || !closed(g, h)) return 0;
  /* the branch's operands: the body's first, then the exit's, which must not pass iv */
  intptr_t nb = mlirBlockGetNumArguments(g->b[body]), nops = mlirOperationGetNumOperands(br);
  for (intptr_t k = 1 + nb; k < nops; k++)
    if (mlirValueEqual(mlirOperationGetOperand(br, k), iv)) return 0;
  if (!used_inside(g, iv) || !defined_outside(g, d.ub) || !defined_outside(g, d.step)) return 0;
  d.simple = loop_simple(g, hb);
  *out = d;
  return 1;
}

int dg_cf(MlirBlock h, DgLoop *out) {
  DgCfg g;
  MlirRegion r = mlirBlockGetParentRegion(h);
  if (mlirRegionIsNull(r) || cfg_build(&g, r)) return 0;
  int i = cfg_find(&g, h), ok = i >= 0 && match_cf(&g, (unsigned)i, out);
  cfg_free(&g);
  return ok;
}

enum { DG_MAX = 256 };   /* cf loops per region looked at */

unsigned dg_cf_loops(MlirRegion r, MlirBlock within, MlirOperation *out, unsigned cap) {
  DgCfg g;
  if (cfg_build(&g, r)) return 0;
  unsigned nh = 0, head[DG_MAX], found = 0;
  unsigned char *sets = calloc((size_t)DG_MAX * (g.n + 1), 1);
  MlirOperation key[DG_MAX];
  for (unsigned i = 0; sets && i < g.n && nh < DG_MAX; i++) {
    DgLoop d;
    if (!match_cf(&g, i, &d)) continue;
    memcpy(sets + (size_t)nh * g.n, g.in, g.n);
    key[nh] = d.key, head[nh++] = i;
  }
  int w = mlirBlockIsNull(within) ? -1 : cfg_find(&g, within), wl = -1;
  for (unsigned l = 0; l < nh; l++)
    if ((int)head[l] == w) wl = (int)l;
  for (unsigned l = 0; sets && (w < 0 || wl >= 0) && l < nh && found <= cap; l++) {
    /* directly inside wl: in its blocks (or in no loop's), and in no loop between */
    int ok = (int)l != wl && (wl < 0 || sets[(size_t)wl * g.n + head[l]]);
    for (unsigned z = 0; ok && z < nh; z++)
      if (z != l && (int)z != wl && sets[(size_t)z * g.n + head[l]] && (wl < 0 || sets[(size_t)wl * g.n + head[z]])) ok = 0;
    if (ok) out[found++] = key[l];
  }
  free(sets);
  cfg_free(&g);
  return found;
}

/* ---- pairing and encoding ---- */

int dg_fits(MlirOperation src, const DgLoop *d) {
  int uns = mu_op_is(src, "scf.for") ? !mlirAttributeIsNull(mu_attr(src, "unsignedCmp")) : mu_op_is(src, "affine.for") ? 0 : -1;
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(src, 0));
  if (uns != d->uns || !d->simple || mlirBlockIsNull(b) || mlirBlockGetNumArguments(b) < 1 ||
      (unsigned)mlirOperationGetNumResults(src) != d->n)
    return 0;
  if (!mlirTypeEqual(mlirValueGetType(mlirBlockGetArgument(b, 0)), mlirValueGetType(mlirBlockGetArgument(d->head, 0)))) return 0;
  for (unsigned i = 0; i < d->n; i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(src, (intptr_t)i)),
                       mlirValueGetType(mlirBlockGetArgument(d->head, (intptr_t)i + 1))))
      return 0;
  return 1;
}

/* One iteration of the while in disguise at (iv, carried): its after region (the before
 * region only compares iv with UB, which holds for an iv in range); the yields without the
 * next iv (iv + STEP by the form). */
static int while_body(EncFn *f, void *ctx, const EncVal *args, unsigned nargs, EncVal **y, unsigned *ny) {
  MlirOperation op = *(MlirOperation *)ctx;
  EncVal *v;
  unsigned n;
  if (loop_body(f, mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1)), args, nargs, &v, &n)) return 1;
  if (n != nargs) return enc_stop(f->q, TV_ERROR, "internal: scf.while yield arity");
  *y = v + 1, *ny = n - 1;
  return 0;
}

int dg_encode_while(EncFn *f, MlirOperation op, int *done) {
  DgLoop d;
  *done = 0;
  if (!dg_while(op, &d) || !induct_paired(f, op)) return 0;
  EncVal lb, ub, step, *cur = arena_alloc(&f->q->arena, (d.n + 1) * sizeof *cur);
  if (!cur) return enc_failed(f);
  if (enc_operand(f, op, 0, &lb) || enc_get(f, d.ub, &ub) || enc_get(f, d.step, &step)) return 1;
  for (unsigned i = 0; i < d.n; i++)
    if (enc_operand(f, op, (int)i + 1, &cur[i])) return 1;
  int nsw, nuw;
  mu_overflow_flags(&f->q->arena, d.next, &nsw, &nuw);
  if (loop_begin(f, op)) return 1;
  int rc = induct_disguised(f, op, lb, ub, step, d.uns, nsw | nuw << 1, while_body, &op, cur, d.n, done);
  loop_end(f);
  if (rc || !*done) return rc;
  /* the first result (the last iv) has no use (dg_while) */
  if (enc_result(f, op, 0, loop_fresh_like(f, lb, "while.iv"))) return 1;
  for (unsigned i = 0; i < d.n; i++)
    if (enc_result(f, op, (int)i + 1, cur[i])) return 1;
  return enc_failed(f);
}
