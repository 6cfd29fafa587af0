/* cfloop.c: a function body's CFG with loops (cfloop.h; docs/design.md, "Loops"): reverse
 * post-order, dominators, natural loops unrolled with loop.c's budget and truncation. */
#include "cfloop.h"
#include <string.h>
#include "disguise.h"
#include "induct.h"
#include "loop.h"
#include "mlirutil.h"

/* A natural loop: the header and every block that reaches a back edge without it. */
typedef struct CflLoop {
  unsigned head;           /* index of the header */
  unsigned char *in;       /* per block: in the loop */
  unsigned size;
  int parent;              /* the innermost enclosing loop, -1: none */
  MlirOperation latch;     /* a back edge's branch: names the loop in messages */
} CflLoop;

/* The reachable blocks in reverse post-order (forward edges go to later blocks). */
typedef struct Cfl {
  EncFn *f;
  MlirRegion r;
  unsigned n;
  MlirBlock *b;
  unsigned *nsucc, **succ, *npred, **pred;
  int *idom;
  int *loopof;             /* per block: its innermost loop, -1: none */
  unsigned nloops;
  CflLoop *loops;
  int ind;                 /* the loop whose shared iteration (induct.h) is being encoded, -1: none */
} Cfl;

/* What leaves a loop: its exit blocks and the values defined inside that are used after. */
typedef struct CflExits {
  unsigned ntgt, nout;
  unsigned *tgt;
  EncEdge **mark;          /* per exit block: its first incoming edge before this iteration */
  MlirValue *out;
  EncVal *acc;             /* per value: merged over the exits so far (v NULL: none yet) */
} CflExits;

static void *cfl_alloc(Cfl *c, size_t n) { return arena_alloc(&c->f->q->arena, n ? n : 1); }

static int cfl_find(MlirBlock *bs, unsigned n, MlirBlock b) {
  for (unsigned i = 0; i < n; i++)
    if (mlirBlockEqual(bs[i], b)) return (int)i;
  return -1;
}

/* ---- order ---- */

typedef struct CflDfs {
  MlirBlock *all;
  unsigned nall, npost;
  unsigned char *state;
  unsigned *post;
} CflDfs;

/* Depth-first post-order from block i (indices into d->all). */
static void cfl_dfs(CflDfs *d, unsigned i) {
  d->state[i] = 1;
  MlirOperation t = mlirBlockGetTerminator(d->all[i]);
  intptr_t ns = mlirOperationIsNull(t) ? 0 : mlirOperationGetNumSuccessors(t);
  for (intptr_t s = 0; s < ns; s++) {
    int j = cfl_find(d->all, d->nall, mlirOperationGetSuccessor(t, s));
    if (j >= 0 && !d->state[j]) cfl_dfs(d, (unsigned)j);
  }
  d->post[d->npost++] = i;
}

/* c->b in reverse post-order, with successor and predecessor lists over those indices. */
static int cfl_order(Cfl *c, unsigned nall) {
  CflDfs d = {cfl_alloc(c, nall * sizeof(MlirBlock)), nall, 0, cfl_alloc(c, nall), cfl_alloc(c, nall * sizeof(unsigned))};
  if (!d.all || !d.state || !d.post) return enc_failed(c->f);
  unsigned k = 0;
  for (MlirBlock b = mlirRegionGetFirstBlock(c->r); !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b)) d.all[k++] = b;
  cfl_dfs(&d, 0);
  c->n = d.npost;
  for (unsigned i = 0; i < c->n; i++) c->b[i] = d.all[d.post[c->n - 1 - i]];
  c->nsucc = cfl_alloc(c, c->n * sizeof *c->nsucc);
  c->succ = cfl_alloc(c, c->n * sizeof *c->succ);
  c->npred = cfl_alloc(c, c->n * sizeof *c->npred);
  c->pred = cfl_alloc(c, c->n * sizeof *c->pred);
  if (!c->nsucc || !c->succ || !c->npred || !c->pred) return enc_failed(c->f);
  for (unsigned i = 0; i < c->n; i++) {
    MlirOperation t = mlirBlockGetTerminator(c->b[i]);
    unsigned ns = mlirOperationIsNull(t) ? 0 : (unsigned)mlirOperationGetNumSuccessors(t);
    if (!(c->succ[i] = cfl_alloc(c, ns * sizeof(unsigned)))) return enc_failed(c->f);
    for (unsigned s = 0; s < ns; s++) {
      unsigned j = (unsigned)cfl_find(c->b, c->n, mlirOperationGetSuccessor(t, (intptr_t)s));
      c->succ[i][c->nsucc[i]++] = j;
      c->npred[j]++;
    }
  }
  for (unsigned j = 0; j < c->n; j++) {
    if (!(c->pred[j] = cfl_alloc(c, c->npred[j] * sizeof(unsigned)))) return enc_failed(c->f);
    c->npred[j] = 0;
  }
  for (unsigned i = 0; i < c->n; i++)
    for (unsigned s = 0; s < c->nsucc[i]; s++) c->pred[c->succ[i][s]][c->npred[c->succ[i][s]]++] = i;
  return 0;
}

/* Immediate dominators (Cooper, Harvey and Kennedy's iteration over reverse post-order). */
static int cfl_intersect(const int *idom, int a, int b) {
  while (a != b) {
    while (a > b) a = idom[a];
    while (b > a) b = idom[b];
  }
  return a;
}

static int cfl_dominators(Cfl *c) {
  if (!(c->idom = cfl_alloc(c, c->n * sizeof *c->idom))) return enc_failed(c->f);
  for (unsigned i = 1; i < c->n; i++) c->idom[i] = -1;
  for (int changed = 1; changed;) {
    changed = 0;
    for (unsigned i = 1; i < c->n; i++) {
      int d = -1;
      for (unsigned p = 0; p < c->npred[i]; p++) {
        int q = (int)c->pred[i][p];
        if (c->idom[q] >= 0 || q == 0) d = d < 0 ? q : cfl_intersect(c->idom, q, d);
      }
      if (d != c->idom[i]) c->idom[i] = d, changed = 1;
    }
  }
  return 0;
}

static int cfl_dominates(const Cfl *c, unsigned h, unsigned u) {
  int x = (int)u;
  while (x > (int)h) x = c->idom[x];
  return x == (int)h;
}

/* ---- loops ---- */

static int cfl_loop_of(Cfl *c, unsigned h, unsigned latch) {
  for (unsigned l = 0; l < c->nloops; l++)
    if (c->loops[l].head == h) return (int)l;
  CflLoop *l = &c->loops[c->nloops];
  *l = (CflLoop){h, cfl_alloc(c, c->n), 1, -1, mlirBlockGetTerminator(c->b[latch])};
  if (!l->in) return -1;
  l->in[h] = 1;
  return (int)c->nloops++;
}

/* Adds to loop l every block that reaches latch u without passing its header. */
static int cfl_body(Cfl *c, CflLoop *l, unsigned u) {
  unsigned *work = cfl_alloc(c, c->n * sizeof *work), nw = 0;
  if (!work) return enc_failed(c->f);
  if (!l->in[u]) l->in[u] = 1, l->size++, work[nw++] = u;
  while (nw) {
    unsigned x = work[--nw];
    for (unsigned p = 0; p < c->npred[x]; p++) {
      unsigned y = c->pred[x][p];
      if (!l->in[y]) l->in[y] = 1, l->size++, work[nw++] = y;
    }
  }
  return 0;
}

/* The innermost loop holding block i other than skip (by size: nested loops are smaller). */
static int cfl_innermost(const Cfl *c, unsigned i, int skip) {
  int best = -1;
  for (unsigned l = 0; l < c->nloops; l++)
    if ((int)l != skip && c->loops[l].in[i] && (best < 0 || c->loops[l].size < c->loops[best].size)) best = (int)l;
  return best;
}

/* Back edges (to a block not later in the order) must go to a dominator: a natural loop's
 * header; any other makes the CFG irreducible. */
static int cfl_loops(Cfl *c) {
  if (!(c->loops = cfl_alloc(c, c->n * sizeof *c->loops)) || !(c->loopof = cfl_alloc(c, c->n * sizeof *c->loopof)))
    return enc_failed(c->f);
  for (unsigned u = 0; u < c->n; u++)
    for (unsigned s = 0; s < c->nsucc[u]; s++) {
      unsigned h = c->succ[u][s];
      if (h > u) continue;
      if (!cfl_dominates(c, h, u))
        return enc_stop(c->f->q, TV_UNSUPPORTED, "%s (irreducible control flow)",
                        mu_op_name(&c->f->q->arena, mlirBlockGetTerminator(c->b[u])));
      int l = cfl_loop_of(c, h, u);
      if (l < 0 || cfl_body(c, &c->loops[l], u)) return enc_failed(c->f) ? 1 : enc_stop(c->f->q, TV_ERROR, "out of memory while encoding");
    }
  for (unsigned i = 0; i < c->n; i++) c->loopof[i] = cfl_innermost(c, i, -1);
  for (unsigned l = 0; l < c->nloops; l++) c->loops[l].parent = cfl_innermost(c, c->loops[l].head, (int)l);
  return 0;
}

/* ---- exits ---- */

/* The block of region r holding op (op may be nested in an op of r's blocks). */
static MlirBlock cfl_block_in(MlirRegion r, MlirOperation op) {
  MlirBlock b = mlirOperationGetBlock(op);
  while (!mlirBlockIsNull(b) && !mlirRegionEqual(mlirBlockGetParentRegion(b), r)) {
    MlirOperation p = mlirBlockGetParentOperation(b);
    if (mlirOperationIsNull(p)) return (MlirBlock){NULL};
    b = mlirOperationGetBlock(p);
  }
  return b;
}

/* Whether v has a use in a reachable block outside loop l. */
static int cfl_used_after(const Cfl *c, const CflLoop *l, MlirValue v) {
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
    MlirBlock b = cfl_block_in(c->r, mlirOpOperandGetOwner(u));
    int i = mlirBlockIsNull(b) ? -1 : cfl_find(c->b, c->n, b);
    if (i >= 0 && !l->in[i]) return 1;
  }
  return 0;
}

static int cfl_add_out(Cfl *c, const CflLoop *l, CflExits *x, MlirValue v) {
  if (!cfl_used_after(c, l, v)) return 0;
  if (x->nout % 16 == 0) {
    MlirValue *o = cfl_alloc(c, (x->nout + 16) * sizeof *o);
    if (!o) return enc_failed(c->f);
    if (x->nout) memcpy(o, x->out, x->nout * sizeof *o);
    x->out = o;
  }
  x->out[x->nout++] = v;
  return 0;
}

/* The exit blocks of loop l and the values defined in it that blocks after it use. */
static int cfl_exits(Cfl *c, const CflLoop *l, CflExits *x) {
  *x = (CflExits){0};
  x->tgt = cfl_alloc(c, c->n * sizeof *x->tgt);
  x->mark = cfl_alloc(c, c->n * sizeof *x->mark);
  if (!x->tgt || !x->mark) return enc_failed(c->f);
  for (unsigned i = 0; i < c->n; i++) {
    int exit = 0;
    for (unsigned p = 0; p < c->npred[i] && !l->in[i]; p++) exit |= l->in[c->pred[i][p]];
    if (exit) x->tgt[x->ntgt++] = i;
    if (!l->in[i]) continue;
    for (intptr_t a = 0; a < mlirBlockGetNumArguments(c->b[i]); a++)
      if (cfl_add_out(c, l, x, mlirBlockGetArgument(c->b[i], a))) return 1;
    for (MlirOperation o = mlirBlockGetFirstOperation(c->b[i]); !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
      for (intptr_t k = 0; k < mlirOperationGetNumResults(o); k++)
        if (cfl_add_out(c, l, x, mlirOperationGetResult(o, k))) return 1;
  }
  x->acc = cfl_alloc(c, x->nout * sizeof *x->acc);
  return x->acc ? 0 : enc_failed(c->f);
}

/* The disjunction of the conditions of edges from e up to (not including) stop. */
static Z3_ast cfl_taken(EncFn *f, const EncEdge *e, const EncEdge *stop) {
  Z3_ast r = smt_false(f->s);
  for (; e && e != stop; e = e->next) r = smt_or(f->s, r, e->cond);
  return r;
}

/* After an iteration: the values used after the loop are the current ones where it left
 * the loop in this iteration. */
static int cfl_collect(EncFn *f, CflExits *x) {
  Z3_ast left = smt_false(f->s);
  for (unsigned j = 0; j < x->ntgt; j++) left = smt_or(f->s, left, cfl_taken(f, *enc_cfg_in(f, x->tgt[j]), x->mark[j]));
  for (unsigned k = 0; k < x->nout; k++) {
    EncVal v;
    if (enc_get(f, x->out[k], &v)) return 1;
    x->acc[k] = x->acc[k].v ? enc_val_ite(f, left, v, x->acc[k]) : v;
  }
  return enc_failed(f);
}

/* ---- encoding ---- */

static int cfl_level(Cfl *c, int l, unsigned from);

/* Whether an op of loop l's blocks touches memory (its rest cannot be made fresh). */
static int cfl_touches_memory(const Cfl *c, const CflLoop *l) {
  for (unsigned i = 0; i < c->n; i++)
    for (MlirOperation o = mlirBlockGetFirstOperation(c->b[i]); l->in[i] && !mlirOperationIsNull(o);
         o = mlirOperationGetNextInBlock(o))
      if (loop_touches_memory(o)) return 1;
  return 0;
}

static int cfl_edge(EncFn *f, unsigned i, Z3_ast cond, unsigned n, EncVal *vals) {
  EncEdge *e = arena_alloc(&f->q->arena, sizeof *e), **in = enc_cfg_in(f, i);
  if (!e) return enc_failed(f);
  *e = (EncEdge){*in, cond, n, vals};
  *in = e;
  return 0;
}

/* The loop may still run (run) when the budget ends: it leaves through one of its exits,
 * chosen freshly, with fresh block arguments and fresh values used after it (loop.c's
 * loop_truncate: an approximation a run decides); inside the bound, loop_truncate excludes
 * the inputs on which it runs on, and the exits taken so far are all. */
static int cfl_truncate(Cfl *c, const CflLoop *l, CflExits *x, Z3_ast run) {
  EncFn *f = c->f;
  Smt *s = f->s;
  if (loop_never(f, run, 1)) return 0;
  if (f->q->within_cap) return loop_truncate(f, l->latch, run, NULL, 0);   /* excluded: no exit added */
  if (cfl_touches_memory(c, l))
    return enc_stop(f->q, TV_INCONCLUSIVE, "%s: loop may run more than %u iterations (--tv-max-unroll)",
                    mu_op_name(&f->q->arena, l->latch), f->q->opts->max_unroll);
  unsigned total = x->nout, off = 0;
  for (unsigned j = 0; j < x->ntgt; j++) total += (*enc_cfg_in(f, x->tgt[j]))->n;
  EncVal *cur = cfl_alloc(c, total * sizeof *cur);
  if (!cur) return enc_failed(f);
  for (unsigned j = 0; j < x->ntgt; j++) {   /* the last edges in: templates of the right sorts */
    const EncEdge *e = *enc_cfg_in(f, x->tgt[j]);
    memcpy(cur + off, e->vals, e->n * sizeof *cur);
    off += e->n;
  }
  EncVal *at = cur + off;
  memcpy(at, x->acc, x->nout * sizeof *at);
  if (loop_truncate(f, l->latch, run, cur, total)) return 1;
  Z3_ast sel = x->ntgt > 1 ? smt_fresh(s, enc_is_src(f) ? "src.loop.exit" : "tgt.loop.exit", smt_bv_sort(s, 32)) : NULL;
  Z3_ast rest = run;
  off = 0;
  for (unsigned j = 0; j < x->ntgt; j++) {
    Z3_ast pick = j + 1 < x->ntgt ? smt_app2(s, Z3_mk_eq, sel, smt_bv_u64(s, 32, j)) : smt_true(s);
    unsigned n = (*enc_cfg_in(f, x->tgt[j]))->n;
    if (cfl_edge(f, x->tgt[j], smt_and(s, rest, pick), n, cur + off)) return 1;
    rest = smt_and(s, rest, smt_app1(s, Z3_mk_not, pick));
    off += n;
  }
  for (unsigned k = 0; k < x->nout; k++) x->acc[k] = at[k];
  return enc_failed(f);
}

/* One iteration of loop m: its blocks' edges from the last one dropped, the header entered
 * through the edges pending on it (from before the loop, or the last iteration's back edges). */
static int cfl_iteration(Cfl *c, unsigned m, CflExits *x) {
  EncFn *f = c->f;
  const CflLoop *l = &c->loops[m];
  for (unsigned i = 0; i < c->n; i++)
    if (l->in[i] && i != l->head) *enc_cfg_in(f, i) = NULL;
  for (unsigned j = 0; j < x->ntgt; j++) x->mark[j] = *enc_cfg_in(f, x->tgt[j]);
  if (enc_cfg_enter(f, l->head)) return 1;
  *enc_cfg_in(f, l->head) = NULL;   /* the back edges of this iteration come next */
  if (enc_block(f, c->b[l->head]) || cfl_level(c, (int)m, l->head + 1)) return 1;
  return cfl_collect(f, x);
}

/* Loop m unrolled while it may still run (as loop.c's loop_for with bounds not constant):
 * the solver is asked whether it may after iterations 1, 2, 4, ... */
static int cfl_unroll(Cfl *c, unsigned m, CflExits *x) {
  EncFn *f = c->f;
  const CflLoop *l = &c->loops[m];
  for (unsigned k = 0;; k++) {
    f->path = smt_true(f->s);   /* edge conditions hold their paths */
    Z3_ast run = cfl_taken(f, *enc_cfg_in(f, l->head), NULL);
    if (loop_never(f, run, loop_check_at(k))) {
      /* never entered (its entry simplifies to false): encoded once under that entry, as
       * any block only false edges reach, so that its exits have an edge and the values
       * used after it a definition (the blocks after it are encoded too); no budget taken */
      if (!k && cfl_iteration(c, m, x)) return 1;
      break;
    }
    /* before the first iteration nothing left yet: stop (loop_take); a cap of N bodies takes N + 1 tests */
    if (!loop_more(f, k ? k - 1 : 0)) {
      if (k ? cfl_truncate(c, l, x, run) : loop_take(f, l->latch)) return 1;
      break;
    }
    if (loop_take(f, l->latch) || cfl_iteration(c, m, x)) return 1;
  }
  *enc_cfg_in(f, l->head) = NULL;
  for (unsigned k = 0; k < x->nout; k++)
    if (x->acc[k].v && enc_set(f, x->out[k], x->acc[k])) return 1;
  return enc_failed(f);
}

/* ---- by induction: a counted loop in disguise (disguise.h) paired with the source's ---- */

typedef struct CflInd {
  Cfl *c;
  unsigned m;
  MlirOperation br;        /* the header's cf.cond_br */
} CflInd;

/* Clears the edges into loop m's blocks. */
static void cfl_clear(Cfl *c, const CflLoop *l) {
  for (unsigned i = 0; i < c->n; i++)
    if (l->in[i]) *enc_cfg_in(c->f, i) = NULL;
}

/* One shared iteration of loop m (induct.h's InductBody) at args = (iv, carried): the
 * header's arguments bound to them, the branch to the body taken (iv is in range, so the
 * header's comparison holds: only there do the obligations ask anything), the loop's other
 * blocks and inner loops encoded once, and the back edge's values but the first (iv +
 * STEP, by the form) yielded. */
static int cfl_ind_body(EncFn *f, void *ctx, const EncVal *args, unsigned nargs, EncVal **y, unsigned *ny) {
  CflInd *d = ctx;
  Cfl *c = d->c;
  const CflLoop *l = &c->loops[d->m];
  MlirBlock h = c->b[l->head], body = mlirOperationGetSuccessor(d->br, 0);
  Z3_ast saved = f->path;
  int outer = c->ind;
  cfl_clear(c, l);
  for (unsigned k = 0; k < nargs; k++)
    if (enc_set(f, mlirBlockGetArgument(h, (intptr_t)k), args[k])) return 1;
  if (enc_branch(f, body, f->path, d->br, 1, (int)mlirBlockGetNumArguments(body))) return 1;
  c->ind = (int)d->m;
  int rc = cfl_level(c, (int)d->m, l->head + 1);
  c->ind = outer;
  if (rc) return 1;
  EncEdge *e = *enc_cfg_in(f, l->head);
  if (!e || e->next || e->n != nargs) return enc_stop(f->q, TV_ERROR, "internal: a loop in disguise without its back edge");
  *y = e->vals + 1, *ny = nargs - 1;
  cfl_clear(c, l);
  f->path = saved;
  return enc_failed(f);
}

/* Whether the pending edges into block i are taken on every path (their conditions
 * simplify to true): the loop runs once wherever the level around it runs, as a loop op
 * at the top level of a block does. */
static int cfl_always(Cfl *c, unsigned i) {
  Smt *s = c->f->s;
  Z3_ast p = smt_false(s);
  for (EncEdge *e = *enc_cfg_in(c->f, i); e; e = e->next) p = smt_or(s, p, e->cond);
  p = smt_simplify(s, p);
  return p && Z3_is_eq_ast(s->ctx, p, smt_true(s));
}

/* Loop m as the counted loop it disguises, when paired with the source's (induct.h) and
 * it is what the pairing saw (dg_cf): inside the loop whose shared iteration is being
 * encoded (or none), entered on every path there, left only to the header's exit, with
 * only carried values used after it. Sets *done; otherwise nothing is changed. */
static int cfl_induct(Cfl *c, unsigned m, const CflExits *x, int *done) {
  EncFn *f = c->f;
  const CflLoop *l = &c->loops[m];
  MlirBlock h = c->b[l->head];
  MlirOperation br = mlirBlockGetTerminator(h);
  DgLoop d;
  *done = 0;
  if (f->footprint || l->parent != c->ind || !mu_op_is(br, "cf.cond_br") || !induct_paired(f, br) || !dg_cf(h, &d)) return 0;
  MlirBlock exit = mlirOperationGetSuccessor(br, 1);
  if (x->ntgt != 1 || !mlirBlockEqual(c->b[x->tgt[0]], exit) || !cfl_always(c, l->head)) return 0;
  for (unsigned k = 0; k < x->nout; k++)
    if (!mlirValueIsABlockArgument(x->out[k]) || !mlirBlockEqual(mlirBlockArgumentGetOwner(x->out[k]), h) ||
        !mlirBlockArgumentGetArgNumber(x->out[k]))
      return 0;
  EncVal lb, ub, step, *cur = arena_alloc(&f->q->arena, (d.n + 1) * sizeof *cur);
  if (!cur || enc_cfg_enter(f, l->head)) return enc_failed(f) ? 1 : 1;
  f->path = smt_true(f->s);   /* what the edges' conditions simplify to */
  if (enc_get(f, mlirBlockGetArgument(h, 0), &lb) || enc_get(f, d.ub, &ub) || enc_get(f, d.step, &step)) return 1;
  for (unsigned k = 0; k < d.n; k++)
    if (enc_get(f, mlirBlockGetArgument(h, (intptr_t)k + 1), &cur[k])) return 1;
  int nsw, nuw;
  mu_overflow_flags(&f->q->arena, d.next, &nsw, &nuw);
  CflInd ctx = {c, m, br};
  if (induct_disguised(f, br, lb, ub, step, d.uns, nsw | nuw << 1, cfl_ind_body, &ctx, cur, d.n, done)) return 1;
  if (!*done) return enc_stop(f->q, TV_ERROR, "internal: a paired loop in disguise not encoded");
  /* after the loop its carried arguments hold the shared results; it leaves to the exit */
  for (unsigned k = 0; k < d.n; k++)
    if (enc_set(f, mlirBlockGetArgument(h, (intptr_t)k + 1), cur[k])) return 1;
  cfl_clear(c, l);
  int nb = (int)mlirBlockGetNumArguments(mlirOperationGetSuccessor(br, 0));
  return enc_branch(f, exit, f->path, br, 1 + nb, (int)mlirBlockGetNumArguments(exit));
}

static int cfl_loop(Cfl *c, unsigned m) {
  CflExits x;
  int done;
  if (loop_begin(c->f, c->loops[m].latch) || cfl_exits(c, &c->loops[m], &x)) return 1;
  int rc = cfl_induct(c, m, &x, &done);
  if (!rc && !done) rc = cfl_unroll(c, m, &x);
  loop_end(c->f);
  return rc;
}

/* The blocks from index from on whose innermost loop is l (-1: the function's own), and the
 * loops directly inside l, each where its header stands. */
static int cfl_level(Cfl *c, int l, unsigned from) {
  for (unsigned i = from; i < c->n; i++) {
    if (l >= 0 && !c->loops[l].in[i]) continue;
    int m = c->loopof[i];
    if (m == l) {
      if ((i && enc_cfg_enter(c->f, i)) || enc_block(c->f, c->b[i])) return 1;
    } else if (c->loops[m].head == i && c->loops[m].parent == l && cfl_loop(c, (unsigned)m)) {
      return 1;
    }
  }
  return 0;
}

int cfl_encode(EncFn *f, MlirRegion r, MlirBlock *blocks, unsigned *n) {
  unsigned nall = 0;
  for (MlirBlock b = mlirRegionGetFirstBlock(r); !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b)) nall++;
  Cfl c = {.f = f, .r = r, .b = blocks, .ind = -1};
  if (cfl_order(&c, nall)) return 1;
  *n = c.n;
  if (cfl_dominators(&c) || cfl_loops(&c)) return 1;
  return cfl_level(&c, -1, 0);
}
