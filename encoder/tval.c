/* tval.c: tensor values as arrays over the row-major index (tval.h). */
#include "tval.h"
#include <stdio.h>
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "mlirutil.h"

static Z3_sort idx_sort(EncFn *f) { return smt_bv_sort(f->s, 64); }
static Z3_ast idx_const(EncFn *f, uint64_t v) { return smt_bv_u64(f->s, 64, v); }
static Z3_ast not_(EncFn *f, Z3_ast a) { return smt_app1(f->s, Z3_mk_not, a); }
static Z3_ast ult(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvult, a, b); }

int tval_is_tensor(MlirType t) {
  return !mlirTypeIsNull(t) && (mlirTypeIsARankedTensor(t) || (mlirTypeIsAVector(t) && !mlirVectorTypeIsScalable(t)));
}

int64_t tval_static_numel(MlirType t) {
  if (!mlirTypeIsARankedTensor(t) || !mlirShapedTypeHasStaticShape(t)) return -1;
  int64_t n = 1;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(t); d++) n *= mlirShapedTypeGetDimSize(t, d);
  return n;
}

int tval_const_u64(EncFn *f, Z3_ast a, uint64_t *v) {
  Z3_ast simple = a ? smt_simplify(f->s, a) : NULL;
  return simple && Z3_get_numeral_uint64(f->s->ctx, simple, v);
}

int tval_op_has_tensor(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); i++)
    if (tval_is_tensor(mlirValueGetType(mlirOperationGetOperand(op, i)))) return 1;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++)
    if (tval_is_tensor(mlirValueGetType(mlirOperationGetResult(op, i)))) return 1;
  return 0;
}

EncTensor *tval_shape_new(EncFn *f, unsigned rank) {
  EncTensor *t = arena_alloc(&f->q->arena, sizeof *t);
  Z3_ast *d = arena_alloc(&f->q->arena, (rank ? rank : 1) * sizeof *d);
  if (!t || !d) {
    enc_failed(f);
    return NULL;
  }
  memset(d, 0, (rank ? rank : 1) * sizeof *d);
  *t = (EncTensor){rank, d, NULL};
  f->q->tensors = 1;
  return t;
}

/* A dynamic size is at most --tv-max-dim wherever it is created: a precondition on the
 * inputs, so a proof holds for those sizes only and says so. */
static void bound_dim(EncFn *f, Z3_ast d) {
  TvQuery *q = f->q;
  Z3_ast ok = smt_app2(f->s, Z3_mk_bvule, d, idx_const(f, q->opts->max_dim));
  Z3_ast path = f->path ? f->path : smt_true(f->s);
  q->pre = smt_and(f->s, q->pre ? q->pre : smt_true(f->s), smt_or(f->s, not_(f, path), ok));
  q->dims_bounded = 1;
}

EncTensor *tval_type_shape(EncFn *f, MlirType t, const Z3_ast *dyn, const char *what) {
  if (!tval_is_tensor(t)) {
    char *ts = mu_type_str(&f->q->arena, t);
    enc_stop(f->q, TV_UNSUPPORTED, "type %s", ts ? ts : "?");
    return NULL;
  }
  unsigned rank = (unsigned)mlirShapedTypeGetRank(t), k = 0;
  EncTensor *sh = tval_shape_new(f, rank);
  if (!sh) return NULL;
  for (unsigned r = 0; r < rank; r++) {
    if (!mlirShapedTypeIsDynamicDim(t, r)) {
      sh->dims[r] = idx_const(f, (uint64_t)mlirShapedTypeGetDimSize(t, r));
      continue;
    }
    char name[64];
    snprintf(name, sizeof name, "%s.dim%u", what ? what : "t", r);
    sh->dims[r] = dyn ? dyn[k++] : smt_fresh(f->s, name, idx_sort(f));
    bound_dim(f, sh->dims[r]);
  }
  return enc_failed(f) ? NULL : sh;
}

EncTensor *tval_result_shape(EncFn *f, MlirType rt, const Z3_ast *dims) {
  unsigned rank = (unsigned)mlirShapedTypeGetRank(rt);
  EncTensor *sh = tval_shape_new(f, rank);
  for (unsigned r = 0; sh && r < rank; r++) {
    sh->dims[r] = dims[r];
    if (mlirShapedTypeIsDynamicDim(rt, r)) continue;
    sh->dims[r] = idx_const(f, (uint64_t)mlirShapedTypeGetDimSize(rt, r));
    enc_ub(f, not_(f, smt_app2(f->s, Z3_mk_eq, dims[r], sh->dims[r])));
  }
  return enc_failed(f) ? NULL : sh;
}

int tval_dynamic(EncFn *f, const EncTensor *t) {
  uint64_t n;
  for (unsigned r = 0; r < t->rank; r++)
    if (!tval_const_u64(f, t->dims[r], &n)) return 1;
  return 0;
}

Z3_ast tval_numel(EncFn *f, const EncTensor *t) {
  Z3_ast n = idx_const(f, 1);
  for (unsigned r = 0; r < t->rank; r++) n = smt_app2(f->s, Z3_mk_bvmul, n, t->dims[r]);
  return n;
}

/* The last few tval_delinear calls: coordinates (lin / S[0], (lin / S[r]) % dims[r]) with
 * S[r] the product of the sizes after r. Relinearized with the same sizes they give back
 * exactly lin (the first coordinate is not reduced, so also for lin past the end), which
 * spares the solver 64-bit divisions it cannot see through when the two sides spell an
 * index differently (a shared cut value read by a TOSA op and by its linalg lowering).
 * Terms are compared by pointer: Z3 shares equal terms. */
enum { DELIN_RING = 64 };
typedef struct DelinEntry {
  Z3_ast lin;
  int lam;                 /* lin is a fresh index ranging below these sizes */
  unsigned rank;
  Z3_ast dims[16], idx[16];
} DelinEntry;
struct TvalDelin {
  unsigned next;
  DelinEntry e[DELIN_RING];
};

/* lin when idx are the coordinates of a remembered lin in t's sizes. in_bounds: the caller
 * uses the result only where idx is in bounds; then a coordinate 0 of a size-1 dimension
 * (linalg's maps write unit dimensions as 0) also matches the coordinates of a lambda's
 * index, since the lambda is only read below its size (where that coordinate is 0), if
 * some other coordinate matches exactly (so the index is in scope). */
static Z3_ast undelinear(EncFn *f, const EncTensor *t, const Z3_ast *idx, int in_bounds) {
  /* only with cut points: without them both sides read in the same spelling anyway, and
   * "lambda i. g(a[i])" can be much slower for Z3 4.8.12 than the relinearized index
   * (test/tosa/elementwise.mlir's @mul_shift_rounds: 1 s against a timeout) */
  struct TvalDelin *d = f->q->cuts ? f->q->delin : NULL;
  Z3_ast zero = in_bounds ? idx_const(f, 0) : NULL, one = in_bounds ? idx_const(f, 1) : NULL;
  for (unsigned k = 0; d && k < DELIN_RING; k++) {
    DelinEntry *e = &d->e[k];
    if (!e->lin || e->rank != t->rank) continue;
    int unit_ok = in_bounds && e->lam, exact = 0;
    unsigned r = 0;
    for (; r < e->rank && e->dims[r] == t->dims[r]; r++) {
      if (e->idx[r] == idx[r]) exact = 1;
      else if (!(unit_ok && idx[r] == zero && t->dims[r] == one)) break;
    }
    if (r == e->rank && exact) return e->lin;
  }
  return NULL;
}

static void remember_delinear(EncFn *f, const EncTensor *t, Z3_ast lin, const Z3_ast *idx, int lam) {
  TvQuery *q = f->q;
  if (t->rank > 16 || (!q->delin && !(q->delin = arena_alloc(&q->arena, sizeof *q->delin)))) return;
  DelinEntry *e = &q->delin->e[q->delin->next++ % DELIN_RING];
  e->lin = lin;
  e->lam = lam;
  e->rank = t->rank;
  memcpy(e->dims, t->dims, t->rank * sizeof *e->dims);
  memcpy(e->idx, idx, t->rank * sizeof *e->idx);
}

static Z3_ast linear(EncFn *f, const EncTensor *t, const Z3_ast *idx, int in_bounds) {
  Z3_ast lin = undelinear(f, t, idx, in_bounds);
  if (lin) return lin;
  lin = idx_const(f, 0);
  for (unsigned r = 0; r < t->rank; r++)
    lin = smt_app2(f->s, Z3_mk_bvadd, smt_app2(f->s, Z3_mk_bvmul, lin, t->dims[r]), idx[r]);
  return lin;
}

Z3_ast tval_linear(EncFn *f, const EncTensor *t, const Z3_ast *idx) { return linear(f, t, idx, 0); }

/* lin in bounds as a multi-index; a dimension of constant size 1 gets the constant 0, so
 * that index arithmetic on it folds on both sides alike (a 1x1 output's window load). */
static void coords(EncFn *f, const EncTensor *t, Z3_ast lin, Z3_ast *idx) {
  Z3_ast stride = idx_const(f, 1);
  for (unsigned r = t->rank; r-- > 0;) {
    Z3_ast q = smt_app2(f->s, Z3_mk_bvudiv, lin, stride);
    uint64_t n;
    idx[r] = tval_const_u64(f, t->dims[r], &n) && n == 1 ? idx_const(f, 0)
             : r ? smt_app2(f->s, Z3_mk_bvurem, q, t->dims[r]) : q;
    stride = smt_app2(f->s, Z3_mk_bvmul, stride, t->dims[r]);
  }
}

static void delinear(EncFn *f, const EncTensor *t, Z3_ast lin, Z3_ast *idx, int lam) {
  coords(f, t, lin, idx);
  remember_delinear(f, t, lin, idx, lam);
}

/* Whether a is a fresh constant: every op builds its lambda over one (tval_index), and
 * tval_exists and the result comparison use one only below the size they range over. */
static int is_fresh_index(EncFn *f, Z3_ast a) {
  Z3_context c = f->s->ctx;
  if (!a || !Z3_is_app(c, a)) return 0;
  Z3_app app = Z3_to_app(c, a);
  return !Z3_get_app_num_args(c, app) && Z3_get_decl_kind(c, Z3_get_app_decl(c, app)) == Z3_OP_UNINTERPRETED;
}

void tval_delinear(EncFn *f, const EncTensor *t, Z3_ast lin, Z3_ast *idx) {
  delinear(f, t, lin, idx, f->q && f->q->cuts && is_fresh_index(f, lin));
}

Z3_ast tval_lam_index(EncFn *f, const EncTensor *sh, const char *what, Z3_ast *idx) {
  Z3_ast i = tval_index(f, what);
  if (i) delinear(f, sh, i, idx, 1);
  return i;
}

Z3_ast tval_add_ok(EncFn *f, Z3_ast a, Z3_ast b, Z3_ast *ok) {
  Z3_ast no = smt_app2b(f->s, Z3_mk_bvadd_no_overflow, a, b, false);
  *ok = smt_and(f->s, *ok, no);
  return smt_app2(f->s, Z3_mk_bvadd, a, b);
}

Z3_ast tval_mul_ok(EncFn *f, Z3_ast a, Z3_ast b, Z3_ast *ok) {
  Z3_ast no = smt_app2b(f->s, Z3_mk_bvmul_no_overflow, a, b, false);
  *ok = smt_and(f->s, *ok, no);
  return smt_app2(f->s, Z3_mk_bvmul, a, b);
}

Z3_ast tval_in_bounds(EncFn *f, const EncTensor *t, const Z3_ast *idx) {
  Z3_ast ok = smt_true(f->s);
  for (unsigned r = 0; r < t->rank; r++) ok = smt_and(f->s, ok, ult(f, idx[r], t->dims[r]));
  return ok;
}

Z3_ast tval_same_shape(EncFn *f, const EncTensor *a, const EncTensor *b) {
  if (a->rank != b->rank) return smt_false(f->s);
  Z3_ast ok = smt_true(f->s);
  for (unsigned r = 0; r < a->rank; r++)
    ok = smt_and(f->s, ok, smt_app2(f->s, Z3_mk_eq, a->dims[r], b->dims[r]));
  return ok;
}

void tval_require_same_shape(EncFn *f, const EncTensor *a, const EncTensor *b) {
  enc_ub(f, not_(f, tval_same_shape(f, a, b)));
}

Z3_ast tval_index(EncFn *f, const char *what) { return smt_fresh(f->s, what, idx_sort(f)); }

/* Whether term t mentions the constant i. */
static int mentions(EncFn *f, Z3_ast t, Z3_ast i) { return smt_mentions(f->s, t, i); }

/* A body without i is a constant array: Z3 4.8.12 crashes when deleting a context in which
 * a lambda that does not use its bound variable was solved (select of lambda i. x). */
Z3_ast tval_lambda(EncFn *f, Z3_ast i, Z3_ast body) {
  if (!i || !body) return NULL;
  if (!mentions(f, body, i)) return smt_const_array(f->s, idx_sort(f), body);
  return smt_lambda(f->s, i, body);
}

/* Constant ranges up to this size are unrolled by tval_exists. */
enum { TVAL_EXISTS_UNROLL = 8 };

Z3_ast tval_exists(EncFn *f, Z3_ast i, Z3_ast n, Z3_ast body) {
  /* a body without i needs no lambda: Z3 4.8.12 crashes deleting a context in which
   * "lambda i. (i < n && false)" was solved */
  if (body && !mentions(f, body, i)) return smt_and(f->s, ult(f, idx_const(f, 0), n), body);
  /* a few indices: a disjunction, which needs no quantifier reasoning (a lambda compared
   * with the all-false array is one that Z3 instantiates poorly against the stores of an
   * unrolled loop; many disjuncts cost more than the lambda) */
  uint64_t cnt;
  if (body && tval_const_u64(f, n, &cnt) && cnt <= TVAL_EXISTS_UNROLL) {
    Z3_ast any = smt_false(f->s);
    for (uint64_t k = 0; k < cnt; k++) {
      Z3_ast at = idx_const(f, k);
      any = smt_or(f->s, any, smt_subst(f->s, body, 1, &i, &at));
    }
    return any;
  }
  Z3_ast arr = tval_lambda(f, i, smt_and(f->s, ult(f, i, n), body));
  Z3_ast none = smt_const_array(f->s, idx_sort(f), smt_false(f->s));
  return not_(f, smt_app2(f->s, Z3_mk_eq, arr, none));
}

Z3_ast tval_exists_n(EncFn *f, unsigned k, const Z3_ast *i, const Z3_ast *n, Z3_ast body) {
  if (k == 1) return tval_exists(f, i[0], n[0], body);
  Z3_ast simple = body ? smt_simplify(f->s, body) : NULL;
  if (simple && Z3_is_eq_ast(f->s->ctx, simple, smt_false(f->s))) return simple;
  if (k > 16) return enc_stop(f->q, TV_UNSUPPORTED, "more than 16 nested indices"), NULL;
  /* one bound variable per index, each below its own size: a row-major index over the k
   * sizes would leave the solver divisions by symbolic sizes to see through; indices the
   * body does not mention only need a non-empty range (and must not be bound: Z3 4.8.12
   * crashes on binders that ignore a variable) */
  Z3_app bound[16];
  Z3_ast in = smt_true(f->s), nonempty = smt_true(f->s), last = NULL;
  unsigned m = 0;
  for (unsigned j = 0; j < k; j++) {
    if (!mentions(f, body, i[j])) {
      nonempty = smt_and(f->s, nonempty, ult(f, idx_const(f, 0), n[j]));
      continue;
    }
    bound[m++] = Z3_to_app(f->s->ctx, i[j]);
    in = smt_and(f->s, in, ult(f, i[j], n[j]));
    last = n[j];
  }
  if (m == 0) return smt_and(f->s, nonempty, body);
  if (m == 1) return smt_and(f->s, nonempty, tval_exists(f, Z3_app_to_ast(f->s->ctx, bound[0]), last, body));
  return smt_and(f->s, nonempty, smt_exists_n(f->s, m, bound, smt_and(f->s, in, body)));
}

/* "body holds for some i < numel(sh)", with i a lambda's row-major index whose
 * coordinates (tval_delinear) the body reads: asked over one fresh index per dimension
 * standing for those coordinates (i itself becomes their row-major index), so that no
 * division by symbolic sizes is left (a tensor.extract's bounds check inside a
 * linalg.generic over a dynamic shape was out of the solver's reach). */
static Z3_ast exists_at(EncFn *f, Z3_ast i, const EncTensor *sh, Z3_ast body) {
  if (!body || !tval_dynamic(f, sh) || sh->rank > 16 || !mentions(f, body, i))
    return tval_exists(f, i, tval_numel(f, sh), body);   /* static sizes divide easily */
  Z3_ast coord[16], j[16] = {0}, fresh[16], n[16], from[17], to[17];
  unsigned m = 0, k = 0;
  coords(f, sh, i, coord);
  for (unsigned r = 0; r < sh->rank; r++) {
    uint64_t c;
    if (tval_const_u64(f, coord[r], &c)) {   /* 0 in a dimension of size 1 */
      j[r] = coord[r];
      continue;
    }
    j[r] = fresh[k] = tval_index(f, "at");
    n[k++] = sh->dims[r];
    from[m] = coord[r];
    to[m++] = j[r];
  }
  from[m] = i;
  to[m++] = linear(f, sh, j, 0);
  Z3_ast moved = smt_subst(f->s, body, m, from, to);
  return k ? tval_exists_n(f, k, fresh, n, moved) : smt_and(f->s, ult(f, idx_const(f, 0), tval_numel(f, sh)), moved);
}

EncVal tval_at(EncFn *f, EncVal t, Z3_ast lin) {
  return (EncVal){smt_app2(f->s, Z3_mk_select, t.v, lin), smt_app2(f->s, Z3_mk_select, t.np, lin), NULL};
}

Z3_ast tval_written(EncFn *f, EncVal t, Z3_ast lin) {
  return t.t && t.t->init ? smt_app2(f->s, Z3_mk_select, t.t->init, lin) : smt_true(f->s);
}

/* select(lambda x. body, lin) as body[lin/x] with every "coordinate r of lin" term of
 * t's shape (tval_delinear) replaced by idx[r]: a tensor that an op built as a lambda over
 * its row-major index decomposes that index with tval_delinear, and reading it at
 * tval_linear(idx) would otherwise leave the solver (udiv (lin(idx)) stride) to see
 * through, which it cannot without the bounds; with the coordinates, the same computation
 * on both sides is one term. Valid where idx is in bounds, which is all tval_at_idx
 * promises. Anything else (not a lambda, a constant array) stays a select. */
static Z3_ast at_coords(EncFn *f, const EncTensor *t, Z3_ast arr, Z3_ast lin, const Z3_ast *idx) {
  Smt *s = f->s;
  Z3_ast body = t->rank <= 16 ? smt_beta(s, arr, 1, &lin) : NULL, from[16];
  if (!body) return smt_app2(s, Z3_mk_select, arr, lin);
  tval_delinear(f, t, lin, from);
  return smt_subst(s, body, t->rank, from, idx);
}

/* Merges followed by one read at a multi-index: the merges of an unrolled loop share
 * their branches (ite(run, ite(c, new, cur), cur)), and past this many the rest are read
 * by row-major index. */
enum { TVAL_MERGE_READS = 64 };

static Z3_ast array_at(EncFn *f, const EncTensor *t, Z3_ast arr, const Z3_ast *idx) {
  return at_coords(f, t, arr, linear(f, t, idx, 1), idx);
}

/* Element idx of t (v and np into out, "written" into init; either may be NULL): through
 * the branches of a merge while its arrays are the merged ones. */
static void at_idx(EncFn *f, EncVal t, const Z3_ast *idx, unsigned *budget, EncVal *out, Z3_ast *init) {
  const EncMerge *m = t.t->merge;
  int v = out && m && t.v == m->v, np = out && m && t.np == m->np, w = init && m && t.t->init == m->init;
  EncVal a, b;
  Z3_ast ia, ib;
  if ((v || np || w) && *budget) {
    --*budget;
    at_idx(f, m->a, idx, budget, out ? &a : NULL, w ? &ia : NULL);
    at_idx(f, m->b, idx, budget, out ? &b : NULL, w ? &ib : NULL);
  } else {
    v = np = w = 0;
  }
  if (out) {
    out->v = v ? smt_ite(f->s, m->cond, a.v, b.v) : array_at(f, t.t, t.v, idx);
    out->np = np ? smt_ite(f->s, m->cond, a.np, b.np) : array_at(f, t.t, t.np, idx);
  }
  if (init) *init = w ? smt_ite(f->s, m->cond, ia, ib) : t.t->init ? array_at(f, t.t, t.t->init, idx) : smt_true(f->s);
}

/* tval_at_cases: coordinates chosen by a condition (ite(c, a, b): a broadcast's "0 where
 * the size is 1") split the read into ite(c, read at a, read at b), at most this many times
 * per read: the lowering of a broadcast makes the same choice between whole tensors (an
 * scf.if around a broadcasting linalg.generic), and elements read at the same coordinates
 * are then one term, where a select at an index chosen inside would leave the solver to see
 * that two 64-bit products agree in each case. Only for such reads: elsewhere (a conv's
 * bias of one or per-channel elements, the same on both sides) the cases cost more than
 * they save (0.4 s to a 60 s timeout). */
enum { TVAL_SPLITS = 6 };

static int ite_parts(EncFn *f, Z3_ast a, Z3_ast part[3]) {
  Z3_context c = f->s->ctx;
  if (!a || Z3_get_ast_kind(c, a) != Z3_APP_AST) return 0;
  Z3_app app = Z3_to_app(c, a);
  if (Z3_get_decl_kind(c, Z3_get_app_decl(c, app)) != Z3_OP_ITE) return 0;
  for (unsigned k = 0; k < 3; k++) part[k] = Z3_get_app_arg(c, app, k);
  return 1;
}

static void split_at_idx(EncFn *f, EncVal t, Z3_ast *idx, unsigned splits, unsigned *budget, EncVal *out,
                         Z3_ast *init) {
  Z3_ast part[3];
  for (unsigned r = t.t->rank; splits && r-- > 0;) {
    if (!ite_parts(f, idx[r], part)) continue;
    Z3_ast keep = idx[r], ia = NULL, ib = NULL;
    EncVal a, b;
    idx[r] = part[1];
    split_at_idx(f, t, idx, splits - 1, budget, out ? &a : NULL, init ? &ia : NULL);
    idx[r] = part[2];
    split_at_idx(f, t, idx, splits - 1, budget, out ? &b : NULL, init ? &ib : NULL);
    idx[r] = keep;
    if (out) {
      out->v = smt_ite(f->s, part[0], a.v, b.v);
      out->np = smt_ite(f->s, part[0], a.np, b.np);
    }
    if (init) *init = smt_ite(f->s, part[0], ia, ib);
    return;
  }
  at_idx(f, t, idx, budget, out, init);
}

static void read_idx(EncFn *f, EncVal t, const Z3_ast *idx, unsigned splits, EncVal *out, Z3_ast *init) {
  Z3_ast at[16];
  unsigned budget = TVAL_MERGE_READS;
  if (t.t->rank > 16) {
    at_idx(f, t, idx, &budget, out, init);
    return;
  }
  memcpy(at, idx, t.t->rank * sizeof *at);
  split_at_idx(f, t, at, splits, &budget, out, init);
}

EncVal tval_at_idx(EncFn *f, EncVal t, const Z3_ast *idx) {
  EncVal out = {0};
  read_idx(f, t, idx, 0, &out, NULL);
  return out;
}

Z3_ast tval_written_idx(EncFn *f, EncVal t, const Z3_ast *idx) {
  if (!t.t || !t.t->init) return smt_true(f->s);
  Z3_ast w = NULL;
  read_idx(f, t, idx, 0, NULL, &w);   /* the flags alone: no element terms built */
  return w;
}

EncVal tval_at_cases(EncFn *f, EncVal t, const Z3_ast *idx, Z3_ast *written) {
  EncVal out = {0};
  read_idx(f, t, idx, TVAL_SPLITS, &out, written);
  if (written && !t.t->init) *written = smt_true(f->s);
  return out;
}

int tval_read(EncFn *f, EncVal t, const Z3_ast *idx, EncVal *out) {
  enc_ub(f, not_(f, smt_and(f->s, tval_in_bounds(f, t.t, idx), tval_written_idx(f, t, idx))));
  *out = tval_at_idx(f, t, idx);
  return enc_failed(f);
}

EncVal tval_from_lambda(EncFn *f, EncTensor *shape, Z3_ast i, Z3_ast v, Z3_ast np) {
  return (EncVal){tval_lambda(f, i, v), tval_lambda(f, i, np), shape};
}

int tval_arg(EncFn *f, MlirType t, unsigned argno, EncVal *out) {
  char name[32];
  snprintf(name, sizeof name, "arg%u", argno);
  unsigned w = enc_width(f, t, (MlirOperation){NULL});
  EncTensor *sh = w ? tval_type_shape(f, t, NULL, name) : NULL;
  if (!sh) return 1;
  Smt *s = f->s;
  out->v = smt_fresh(s, name, smt_array_sort(s, idx_sort(f), smt_bv_sort(s, w)));
  snprintf(name, sizeof name, "arg%u.np", argno);
  out->np = smt_fresh(s, name, smt_array_sort(s, idx_sort(f), Z3_mk_bool_sort(s->ctx)));
  out->t = sh;
  out->m = NULL;
  return enc_failed(f);
}

enum { TVAL_MAX_CONST = 1 << 16 };   /* elements of a non-splat constant we spell out */

int tval_constant(EncFn *f, MlirType t, MlirAttribute a, MlirOperation op, EncVal *out) {
  int64_t n = mu_dense_count(a);
  if (n < 0 || n > TVAL_MAX_CONST)
    return enc_stop(f->q, TV_UNSUPPORTED, n < 0 ? "%s with a tensor value that is neither dense nor sparse"
                    : "%s with more than 65536 distinct elements", mu_op_name(&f->q->arena, op));
  EncTensor *sh = tval_type_shape(f, t, NULL, "const");
  if (!sh) return 1;
  MlirType et = mlirShapedTypeGetElementType(t);
  Z3_ast arr = NULL;
  for (int64_t i = 0; i < n; i++) {
    Z3_ast e = enc_literal(f, et, mu_dense_elem(a, i), op);
    if (!e) return 1;
    arr = i == 0 ? smt_const_array(f->s, idx_sort(f), e)
                 : smt_app3(f->s, Z3_mk_store, arr, idx_const(f, (uint64_t)i), e);
  }
  if (!arr) return enc_stop(f->q, TV_UNSUPPORTED, "%s with no elements", mu_op_name(&f->q->arena, op));
  *out = (EncVal){arr, smt_const_array(f->s, idx_sort(f), smt_true(f->s)), sh};
  return enc_failed(f);
}

void tval_scope_begin(EncFn *f, TvalScope *sc) {
  sc->ub = f->ub;
  sc->approx = f->q->approx;
  f->ub = smt_false(f->s);
}

/* Ends scope sc: what was met for element i becomes "for some i < n" (sh NULL) or "for
 * some in-bounds multi-index of sh" (exists_at). */
static void scope_close(EncFn *f, TvalScope *sc, Z3_ast i, Z3_ast n, const EncTensor *sh) {
  Z3_ast inner = f->ub;
  f->ub = smt_or(f->s, sc->ub, sh ? exists_at(f, i, sh, inner) : tval_exists(f, i, n, inner));
  for (EncApprox *a = f->q->approx; a != sc->approx; a = a->next)
    a->cond = sh ? exists_at(f, i, sh, a->cond) : tval_exists(f, i, n, a->cond);
}

void tval_scope_end(EncFn *f, TvalScope *sc, Z3_ast i, Z3_ast n) { scope_close(f, sc, i, n, NULL); }

void tval_scope_end_at(EncFn *f, TvalScope *sc, Z3_ast i, const EncTensor *sh) { scope_close(f, sc, i, NULL, sh); }

void tval_lam_begin(EncFn *f, EncTensor *sh, const char *what, TvalLam *l) {
  l->sh = sh;
  l->i = tval_lam_index(f, sh, what, l->idx);
  tval_scope_begin(f, &l->sc);
}

int tval_lam_end(EncFn *f, MlirOperation op, TvalLam *l, EncVal e) {
  tval_scope_end_at(f, &l->sc, l->i, l->sh);
  if (enc_failed(f)) return 1;
  return enc_result(f, op, 0, tval_from_lambda(f, l->sh, l->i, e.v, e.np));
}

/* ---- elementwise ops ---- */

enum { TVAL_UNROLL_VEC = 64 };   /* vectors up to this many elements: elementwise unrolled */

/* Whether op's elementwise encoding is unrolled: its first result is a vector of at most
 * TVAL_UNROLL_VEC elements (static, every element written), at most 16 results. */
static int unrolled_vector(MlirOperation op, const EncVal *saved, intptr_t n, uint64_t *numel) {
  if (!mlirOperationGetNumResults(op) || mlirOperationGetNumResults(op) > 16) return 0;
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (!mlirTypeIsAVector(t) || mlirVectorTypeIsScalable(t)) return 0;
  *numel = 1;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(t); d++) *numel *= (uint64_t)mlirShapedTypeGetDimSize(t, d);
  for (intptr_t k = 0; k < n; k++)
    if (saved[k].t && saved[k].t->init) return 0;
  return *numel >= 1 && *numel <= TVAL_UNROLL_VEC;
}

/* The elementwise op on a small vector: the scalar encoder once per element, at a
 * constant index, the results built by stores: no lambda, no index to quantify over
 * (lowerings chain many such ops, and nested lambdas make solving slow). */
static int elementwise_unrolled(EncFn *f, MlirOperation op, EncOpFn scalar, const EncVal *saved, intptr_t n,
                                const EncTensor *sh, uint64_t numel) {
  Smt *s = f->s;
  intptr_t nres = mlirOperationGetNumResults(op);
  Z3_ast v[16], np[16];
  for (uint64_t j = 0; j < numel; j++) {
    Z3_ast at = smt_bv_u64(s, 64, j);
    for (intptr_t k = 0; k < n; k++)
      if (saved[k].t && enc_set(f, mlirOperationGetOperand(op, k), tval_at(f, saved[k], at))) return 1;
    if (scalar(f, op) || enc_failed(f)) return 1;
    for (intptr_t r = 0; r < nres; r++) {
      EncVal e;
      if (enc_get(f, mlirOperationGetResult(op, r), &e)) return 1;
      if (!j) v[r] = smt_const_array(s, smt_bv_sort(s, 64), e.v), np[r] = smt_const_array(s, smt_bv_sort(s, 64), e.np);
      else v[r] = smt_app3(s, Z3_mk_store, v[r], at, e.v), np[r] = smt_app3(s, Z3_mk_store, np[r], at, e.np);
    }
  }
  for (intptr_t k = 0; k < n; k++)
    if (saved[k].t && enc_set(f, mlirOperationGetOperand(op, k), saved[k])) return 1;
  EncTensor *rsh = tval_shape_new(f, sh->rank);
  if (!rsh) return 1;
  memcpy(rsh->dims, sh->dims, sh->rank * sizeof *sh->dims);
  for (intptr_t r = 0; r < nres; r++)
    if (enc_set(f, mlirOperationGetResult(op, r), (EncVal){v[r], np[r], rsh, NULL})) return 1;
  return enc_failed(f);
}

/* Runs scalar on element i of every tensor operand (scalar operands as they are), with
 * the operands rebound for the duration; UB and approximations met for some in-bounds i
 * become existential over i. */
int tval_elementwise(EncFn *f, MlirOperation op, EncOpFn scalar) {
  Smt *s = f->s;
  intptr_t n = mlirOperationGetNumOperands(op), nres = mlirOperationGetNumResults(op);
  EncVal *saved = arena_alloc(&f->q->arena, (size_t)(n ? n : 1) * sizeof *saved);
  if (!saved) return enc_failed(f);
  EncTensor *sh = NULL;
  Z3_ast i, idx[16], unwritten = smt_false(s);
  for (intptr_t k = 0; k < n; k++) {
    if (enc_operand(f, op, (int)k, &saved[k])) return 1;
    if (!saved[k].t) continue;
    if (!sh) sh = saved[k].t;
    else tval_require_same_shape(f, sh, saved[k].t);
  }
  if (!sh) return enc_stop(f->q, TV_UNSUPPORTED, "%s producing a tensor from scalars",
                           mu_op_name(&f->q->arena, op));
  if (sh->rank > 16) return enc_stop(f->q, TV_UNSUPPORTED, "%s of rank above 16", mu_op_name(&f->q->arena, op));
  uint64_t numel;
  if (unrolled_vector(op, saved, n, &numel)) return elementwise_unrolled(f, op, scalar, saved, n, sh, numel);
  /* operands read at the result's coordinates (their shapes agree, or it is UB) */
  if (!(i = tval_lam_index(f, sh, "elem", idx))) return enc_failed(f);
  for (intptr_t k = 0; k < n; k++) {
    if (!saved[k].t) continue;
    unwritten = smt_or(s, unwritten, not_(f, tval_written_idx(f, saved[k], idx)));
    if (enc_set(f, mlirOperationGetOperand(op, k), tval_at_idx(f, saved[k], idx))) return 1;
  }
  TvalScope sc;
  tval_scope_begin(f, &sc);
  enc_ub(f, unwritten);
  int rc = scalar(f, op);
  tval_scope_end_at(f, &sc, i, sh);
  for (intptr_t k = 0; k < n; k++)
    if (saved[k].t && enc_set(f, mlirOperationGetOperand(op, k), saved[k])) return 1;
  if (rc || enc_failed(f)) return 1;
  EncTensor *rsh = tval_shape_new(f, sh->rank);
  if (!rsh) return 1;
  memcpy(rsh->dims, sh->dims, sh->rank * sizeof *sh->dims);
  for (intptr_t r = 0; r < nres; r++) {
    EncVal e;
    MlirValue res = mlirOperationGetResult(op, r);
    if (enc_get(f, res, &e) || enc_set(f, res, tval_from_lambda(f, rsh, i, e.v, e.np))) return 1;
  }
  return enc_failed(f);
}
