/* cut.c: cut points between the source and the target (cut.h, docs/design.md). */
#include "cut.h"
#include <stdio.h>
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "mlirutil.h"
#include "tval.h"

typedef struct CutPair {
  MlirValue src, tgt;
  MlirType type;           /* the source value's; the target's has the same elements */
  int reshaped;            /* the two types have different static shapes (same count) */
  EncVal es, et;           /* each side's own encoding of the value */
  EncVal shared;           /* the fresh value both sides continue with */
} CutPair;

struct CutSet {
  unsigned n;
  CutPair *p;
};

/* A candidate: the single ranked-tensor result of a top-level op that has operands (a
 * constant or tensor.empty is cheap and its value matters downstream) and a known location. */
typedef struct Cand {
  MlirValue v;
  MlirLocation loc;
  MlirType type;
  MlirIdentifier name;
} Cand;

/* Whether op only reshapes a tensor.empty (fusion expands an empty init to the fused
 * op's shape at the location of the op whose result has that shape in the source): no
 * data, and pairing it would shadow the real result. */
static int reshapes_empty(MlirOperation op) {
  for (;;) {
    unsigned p = enc_props(op);
    if (p & OP_UNWRITTEN) return 1;
    if (!(p & OP_VIEW) || mlirOperationGetNumOperands(op) == 0) return 0;
    MlirValue in = mlirOperationGetOperand(op, 0);
    if (!mlirValueIsAOpResult(in)) return 0;
    op = mlirOpResultGetOwner(in);
  }
}

static int is_candidate(MlirOperation op, MlirLocation unknown, Cand *c) {
  if (mlirOperationGetNumResults(op) != 1 || mlirOperationGetNumOperands(op) == 0) return 0;
  if (reshapes_empty(op)) return 0;
  MlirValue v = mlirOperationGetResult(op, 0);
  MlirLocation loc = mlirOperationGetLocation(op);
  if (!tval_is_tensor(mlirValueGetType(v)) || mlirLocationEqual(loc, unknown)) return 0;
  *c = (Cand){v, loc, mlirValueGetType(v), mlirOperationGetName(op)};
  return 1;
}

/* The candidates of a single-block function body, in program order; 0 for other bodies. */
static unsigned candidates(Arena *a, MlirOperation func, Cand **out) {
  MlirRegion body = mlirOperationGetRegion(func, 0);
  MlirBlock b = mlirRegionGetFirstBlock(body);
  *out = NULL;
  if (mlirBlockIsNull(b) || !mlirBlockIsNull(mlirBlockGetNextInRegion(b))) return 0;
  MlirLocation unknown = mlirLocationUnknownGet(mlirOperationGetContext(func));
  unsigned n = 0, cap = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    cap++;
  Cand *c = arena_alloc(a, (cap ? cap : 1) * sizeof *c);
  if (!c) return 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    n += (unsigned)is_candidate(op, unknown, &c[n]);
  *out = c;
  return n;
}

static int same_place(const Cand *a, const Cand *b) {
  return mlirLocationEqual(a->loc, b->loc) && mlirTypeEqual(a->type, b->type);
}

static int same_key(const Cand *a, const Cand *b) {
  return same_place(a, b) && mlirIdentifierEqual(a->name, b->name);
}

/* Whether some other candidate in c[0..n) has c[i]'s location. */
static int loc_shared(const Cand *c, unsigned n, unsigned i) {
  for (unsigned j = 0; j < n; j++)
    if (j != i && mlirLocationEqual(c[j].loc, c[i].loc)) return 1;
  return 0;
}

/* How many of c[0..n) have x's location, type and op name, and (rank not NULL, x in c)
 * x's rank among them. */
static unsigned key_count(const Cand *c, unsigned n, const Cand *x, unsigned *rank) {
  unsigned k = 0;
  for (unsigned j = 0; j < n; j++) {
    if (rank && &c[j] == x) *rank = k;
    k += (unsigned)same_key(&c[j], x);
  }
  return k;
}

/* The target candidate for source candidate i, or -1. An op with its own location in the
 * source was usually rewritten into ops that keep it: the last target candidate of that
 * location and type produces the replacement (tensor.empty and linalg.fill of the same
 * location come before it). Source ops that share a location (an earlier lowering's
 * output) pair with the target ops of the same location, type and name, by rank, when
 * both sides have equally many. */
static int match(const Cand *cs, unsigned ns, unsigned i, const Cand *ct, unsigned nt) {
  int m = -1;
  if (!loc_shared(cs, ns, i)) {
    for (unsigned j = 0; j < nt; j++)
      if (same_place(&ct[j], &cs[i])) m = (int)j;
    return m;
  }
  unsigned rs = 0;
  if (key_count(cs, ns, &cs[i], &rs) != key_count(ct, nt, &cs[i], NULL)) return -1;
  for (unsigned j = 0, k = 0; j < nt; j++)
    if (same_key(&ct[j], &cs[i]) && k++ == rs) return (int)j;
  return -1;
}

/* The candidate that c[i] reshapes, if c[i] is a static expand_shape/collapse_shape of
 * another candidate's value (repeatedly); else i. Row-major reshapes keep every element's
 * index, so the cut can be put on the reshaped value, with the same array: fusion reads
 * the 4-d result of a fused op both directly and through the collapse that replaced the
 * source's 3-d value, and only a cut on the 4-d value cuts both reads. Only these two
 * reshapes (fusion's), not every OP_VIEW op: a name test on purpose. */
static unsigned through_reshapes(const Cand *c, unsigned i) {
  for (;;) {
    MlirOperation op = mlirOpResultGetOwner(c[i].v);
    if (!mu_op_is(op, "tensor.expand_shape") && !mu_op_is(op, "tensor.collapse_shape")) return i;
    MlirValue in = mlirOperationGetOperand(op, 0);
    int64_t n = tval_static_numel(c[i].type);
    if (n < 0 || tval_static_numel(mlirValueGetType(in)) != n) return i;
    unsigned j = i;
    while (j > 0 && !mlirValueEqual(c[j - 1].v, in)) j--;
    if (j == 0) return i;
    i = j - 1;
  }
}

/* Pairs are kept while their positions increase on both sides, so that no pair's value
 * depends on a later pair's shared value. */
static struct CutSet *pair_up(Arena *a, MlirOperation src, MlirOperation tgt) {
  Cand *cs, *ct;
  unsigned ns = candidates(a, src, &cs), nt = candidates(a, tgt, &ct);
  struct CutSet *set = arena_alloc(a, sizeof *set);
  CutPair *p = arena_alloc(a, (ns ? ns : 1) * sizeof *p);
  if (!set || !p) return NULL;
  *set = (struct CutSet){0, p};
  int last = -1, last_src = -1;
  for (unsigned i = 0; i < ns && nt; i++) {
    int m = match(cs, ns, i, ct, nt);
    if (m < 0) continue;
    unsigned a = through_reshapes(cs, i), b = through_reshapes(ct, (unsigned)m);
    if ((int)b <= last || (int)a <= last_src) continue;
    last = (int)b;
    last_src = (int)a;
    p[set->n++] = (CutPair){.src = cs[a].v, .tgt = ct[b].v, .type = cs[a].type,
                            .reshaped = !mlirTypeEqual(cs[a].type, ct[b].type)};
  }
  return set;
}

unsigned cut_count(MlirOperation src, MlirOperation tgt) {
  Arena a;
  arena_init(&a, 0);
  struct CutSet *set = pair_up(&a, src, tgt);
  unsigned n = set ? set->n : 0;
  arena_free(&a);
  return n;
}

unsigned cut_find(TvQuery *q, MlirOperation src, MlirOperation tgt) {
  struct CutSet *set = pair_up(&q->arena, src, tgt);
  q->cuts = set && set->n ? set : NULL;
  return q->cuts ? set->n : 0;
}

/* A tensor with fresh elements and e's sizes and "was written" array: which elements a
 * lowering writes is cheap to keep exact, and UB on reading them depends on it. */
static int fresh_like(EncFn *f, unsigned k, MlirType t, EncVal e, EncVal *out) {
  Smt *s = f->s;
  char name[32];
  unsigned w = enc_width(f, t, (MlirOperation){NULL});
  EncTensor *sh = w ? tval_shape_new(f, e.t->rank) : NULL;
  if (!sh) return 1;
  memcpy(sh->dims, e.t->dims, e.t->rank * sizeof *sh->dims);
  sh->init = e.t->init;
  Z3_sort idx = smt_bv_sort(s, 64);
  snprintf(name, sizeof name, "cut%u", k);
  out->v = smt_fresh(s, name, smt_array_sort(s, idx, smt_bv_sort(s, w)));
  snprintf(name, sizeof name, "cut%u.np", k);
  out->np = smt_fresh(s, name, smt_array_sort(s, idx, Z3_mk_bool_sort(s->ctx)));
  out->t = sh;
  return enc_failed(f);
}

/* A shape with t's sizes and the given "was written" array: a row-major reshape reads
 * the same elements at the same indices. */
static EncTensor *reshaped(Arena *a, const EncTensor *t, Z3_ast init) {
  EncTensor *r = arena_alloc(a, sizeof *r);
  if (r) *r = (EncTensor){t->rank, t->dims, init};
  return r;
}

int cut_replace(EncFn *f, MlirValue v, EncVal *val) {
  struct CutSet *set = f->q->cuts;
  int src = enc_is_src(f);
  for (unsigned k = 0; set && k < set->n; k++) {
    CutPair *p = &set->p[k];
    if (!mlirValueEqual(src ? p->src : p->tgt, v)) continue;
    if (!val->t) return enc_stop(f->q, TV_ERROR, "internal: cut value is not a tensor");
    *(src ? &p->es : &p->et) = *val;
    if (!p->shared.v && fresh_like(f, k, p->type, *val, &p->shared)) return 1;
    EncTensor *own = val->t;
    *val = p->shared;
    if (p->reshaped) return !(val->t = reshaped(&f->q->arena, own, p->shared.t->init));
    return 0;
  }
  return 0;
}

unsigned cut_npairs(TvQuery *q) { return q->cuts ? q->cuts->n : 0; }

int cut_pair(TvQuery *q, unsigned i, MlirType *type, EncVal *src, EncVal *tgt) {
  if (!q->cuts || i >= q->cuts->n) return 0;
  *type = q->cuts->p[i].type;
  *src = q->cuts->p[i].es;
  *tgt = q->cuts->p[i].et;
  if (q->cuts->p[i].reshaped && src->v && tgt->v) {   /* compared in the source's shape */
    EncTensor *t = reshaped(&q->arena, src->t, tgt->t->init);
    if (t) tgt->t = t;   /* else the shapes differ: the pair's obligation fails */
  }
  return 1;
}

const char *cut_describe(TvQuery *q, unsigned i) {
  if (!q->cuts || i >= q->cuts->n) return NULL;
  MlirOperation op = mlirOpResultGetOwner(q->cuts->p[i].src);
  MlirLocation loc = mlirOperationGetLocation(op);
  char *name = mu_op_name(&q->arena, op), where[300] = "";
  if (mu_loc_text(loc, where + 4, sizeof where - 4)) memcpy(where, " at ", 4);
  size_t n = (name ? strlen(name) : 2) + strlen(where) + 1;
  char *r = arena_alloc(&q->arena, n);
  if (r) snprintf(r, n, "%s%s", name ? name : "op", where);
  return r;
}

int cut_only_past(EncFn *f) {
  TvQuery *q = f->q;
  if (!q->cut_only || !q->cuts || q->cut_only > q->cuts->n) return 0;
  CutPair *p = &q->cuts->p[q->cut_only - 1];
  return (enc_is_src(f) ? p->es.v : p->et.v) != NULL;
}
