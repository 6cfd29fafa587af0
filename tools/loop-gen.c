/* loop-gen.c: random loop programs over memrefs for tv-loop-oracle (loop-oracle.h). A
 * program is one func.func @f(%A, %B [, %n]) over two memrefs of one type (static 4-8 per
 * dimension, or dynamic), with a nest of 1-3 loops, each an affine.for or an scf.for, whose
 * bounds are constants, the symbol %n or an outer induction variable (triangular), and whose
 * innermost body stores values computed from loads at subscripts shifted by -2..+1
 * (dependences of several distances, in place: A[i] = A[i-1] + B[i]), sometimes under an
 * affine.if or scf.if, sometimes the in-place product A[i][j] += A[i][k] * A[k][j], sometimes
 * a reduction through iter_args whose result is stored or returned. Bounds are chosen after
 * the body, so that the subscripts stay inside a static shape. Accesses are affine loads and
 * stores where every enclosing loop is an affine.for, memref ones (on index arithmetic)
 * elsewhere. */
#define _GNU_SOURCE   /* vasprintf */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "loop-oracle.h"

uint64_t lo_rand(LoRng *r) {
  uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* ---- text ---- */

typedef struct Buf {
  char *s;
  size_t n, cap;
  int oom;
} Buf;

static void put(Buf *b, const char *fmt, ...) {
  va_list ap;
  char *t;
  va_start(ap, fmt);
  int k = vasprintf(&t, fmt, ap);
  va_end(ap);
  if (k < 0) {
    b->oom = 1;
    return;
  }
  if (b->n + (size_t)k + 1 > b->cap) {
    size_t cap = (b->n + (size_t)k + 1) * 2;
    char *s = realloc(b->s, cap);
    if (!s) {
      free(t);
      b->oom = 1;
      return;
    }
    b->s = s, b->cap = cap;
  }
  memcpy(b->s + b->n, t, (size_t)k + 1);
  b->n += (size_t)k;
  free(t);
}

static void put_buf(Buf *b, Buf *in) {
  if (in->oom) b->oom = 1;
  else if (in->s) put(b, "%s", in->s);
  free(in->s);
  *in = (Buf){0};
}

/* ---- the program's state ---- */

enum { MAXD = 3 };

typedef struct Level {
  int affine;              /* an affine.for, else an scf.for */
  int minoff, maxoff;      /* the smallest and largest offset its IV is used with */
} Level;

typedef struct Gen {
  LoRng r;
  LoProgram *p;
  Level lv[MAXD];
  const char *et;          /* "i32" */
  char mt[48];             /* the memrefs' type */
  unsigned nv;             /* values named so far (%vN) */
} Gen;

/* Whether an access at level l (IVs 0..l in scope) can be affine. */
static int affine_at(const Gen *g, unsigned l) {
  for (unsigned k = 0; k <= l; k++)
    if (!g->lv[k].affine) return 0;
  return 1;
}

/* One subscript: IV iv plus off, or the constant off when iv < 0. */
typedef struct Sub {
  int iv, off;
} Sub;

static Sub pick_sub(Gen *g, unsigned l, int iv) {
  static const int OFFS[] = {0, 0, 0, 0, 0, 0, -1, -1, -1, -2, 1, 1};
  Sub s = {iv, OFFS[lo_below(&g->r, sizeof OFFS / sizeof *OFFS)]};
  if (lo_chance(&g->r, 5)) return (Sub){-1, (int)lo_below(&g->r, 3)};
  Level *v = &g->lv[iv];
  if (s.off < v->minoff) v->minoff = s.off;
  if (s.off > v->maxoff) v->maxoff = s.off;
  (void)l;
  return s;
}

/* Subscripts for rank dimensions at level l: mostly the innermost IVs, in either order. */
static void pick_subs(Gen *g, unsigned l, Sub *out) {
  unsigned rank = g->p->rank;
  int a = (int)l, b = l ? (int)l - 1 : (int)l;
  if (l && lo_chance(&g->r, 30)) a = (int)lo_below(&g->r, l + 1);
  if (l > 1 && lo_chance(&g->r, 30)) b = (int)lo_below(&g->r, l + 1);
  if (rank == 1) {
    out[0] = pick_sub(g, l, a);
    return;
  }
  int swap = lo_chance(&g->r, 30);
  out[0] = pick_sub(g, l, swap ? a : b);
  out[1] = pick_sub(g, l, swap ? b : a);
}

/* The subscript s as an index value for memref ops (emitted into b) or as affine text. */
static void sub_text(Gen *g, Buf *b, unsigned l, Sub s, char *out, size_t n) {
  if (affine_at(g, l)) {
    if (s.iv < 0) snprintf(out, n, "%d", s.off);
    else if (!s.off) snprintf(out, n, "%%i%d", s.iv);
    else snprintf(out, n, "%%i%d %c %d", s.iv, s.off < 0 ? '-' : '+', abs(s.off));
    return;
  }
  if (s.iv < 0) snprintf(out, n, "%%c%d", s.off);
  else if (!s.off) snprintf(out, n, "%%i%d", s.iv);
  else {
    unsigned v = g->nv++;
    put(b, "%*s%%v%u = arith.%s %%i%d, %%c%d : index\n", 2 * (l + 2), "", v, s.off < 0 ? "subi" : "addi", s.iv, abs(s.off));
    snprintf(out, n, "%%v%u", v);
  }
}

static void subs_text(Gen *g, Buf *b, unsigned l, const Sub *s, char *out, size_t n) {
  char one[40], two[40] = "";
  sub_text(g, b, l, s[0], one, sizeof one);
  if (g->p->rank == 2) sub_text(g, b, l, s[1], two, sizeof two);
  snprintf(out, n, "%s%s%s", one, g->p->rank == 2 ? ", " : "", two);
}

/* A load of mem[subs] at level l; its value's number. */
static unsigned load(Gen *g, Buf *b, unsigned l, char mem, const Sub *s) {
  char idx[100];
  subs_text(g, b, l, s, idx, sizeof idx);
  unsigned v = g->nv++;
  put(b, "%*s%%v%u = %s %%%c[%s] : %s\n", 2 * (l + 2), "", v, affine_at(g, l) ? "affine.load" : "memref.load", mem, idx, g->mt);
  return v;
}

static void store(Gen *g, Buf *b, unsigned l, unsigned v, char mem, const Sub *s, unsigned indent) {
  char idx[100];
  subs_text(g, b, l, s, idx, sizeof idx);
  put(b, "%*s%s %%v%u, %%%c[%s] : %s\n", 2 * indent, "", affine_at(g, l) ? "affine.store" : "memref.store", v, mem, idx, g->mt);
}

static unsigned binop(Gen *g, Buf *b, unsigned l, unsigned x, unsigned y) {
  static const char *const OPS[] = {"addi", "addi", "addi", "subi", "subi", "muli", "maxsi", "minsi", "xori"};
  unsigned v = g->nv++;
  put(b, "%*s%%v%u = arith.%s %%v%u, %%v%u : %s\n", 2 * (l + 2), "", v, OPS[lo_below(&g->r, 9)], x, y, g->et);
  return v;
}

/* A value computed at level l from one to three loads (and maybe a constant). */
static unsigned value(Gen *g, Buf *b, unsigned l) {
  Sub s[2];
  pick_subs(g, l, s);
  unsigned v = load(g, b, l, lo_chance(&g->r, 60) ? 'A' : 'B', s);
  for (unsigned k = lo_below(&g->r, 3); k-- > 0;) {
    unsigned w;
    if (lo_chance(&g->r, 25)) {
      w = g->nv++;
      put(b, "%*s%%v%u = arith.constant %d : %s\n", 2 * (l + 2), "", w, (int)lo_below(&g->r, 7) - 2, g->et);
    } else {
      pick_subs(g, l, s);
      w = load(g, b, l, lo_chance(&g->r, 50) ? 'A' : 'B', s);
    }
    v = binop(g, b, l, v, w);
  }
  return v;
}

/* A condition at level l, opening an affine.if or scf.if (the caller closes it). */
static void open_if(Gen *g, Buf *b, unsigned l, unsigned v) {
  unsigned ind = 2 * (l + 2);
  if (affine_at(g, l) && lo_chance(&g->r, 60)) {
    int iv = (int)lo_below(&g->r, l + 1), c = 1 + (int)lo_below(&g->r, 3);
    if (lo_chance(&g->r, 50)) put(b, "%*saffine.if affine_set<(d0) : (d0 - %d >= 0)>(%%i%d) {\n", ind, "", c, iv);
    else put(b, "%*saffine.if affine_set<(d0) : (d0 mod 2 == 0)>(%%i%d) {\n", ind, "", iv);
    return;
  }
  static const char *const PRED[] = {"sgt", "slt", "eq", "ne", "sge"};
  unsigned c = g->nv++, k = g->nv++;
  put(b, "%*s%%v%u = arith.constant %d : %s\n", ind, "", c, (int)lo_below(&g->r, 5) - 1, g->et);
  put(b, "%*s%%v%u = arith.cmpi %s, %%v%u, %%v%u : %s\n", ind, "", k, PRED[lo_below(&g->r, 5)], v, c, g->et);
  put(b, "%*sscf.if %%v%u {\n", ind, "", k);
}

/* One statement at level l: mem[subs] = value, maybe under a condition. */
static void statement(Gen *g, Buf *b, unsigned l) {
  unsigned v = value(g, b, l), ind = l + 2;
  Sub s[2];
  pick_subs(g, l, s);
  char mem = lo_chance(&g->r, 70) ? 'A' : 'B';
  if (!lo_chance(&g->r, 30)) {
    store(g, b, l, v, mem, s, ind);
    return;
  }
  open_if(g, b, l, v);
  store(g, b, l, v, mem, s, ind + 1);
  if (lo_chance(&g->r, 50)) {
    put(b, "%*s} else {\n", 2 * ind, "");
    Sub t[2];
    pick_subs(g, l, t);
    store(g, b, l, v, mem == 'A' ? 'B' : 'A', t, ind + 1);
  }
  put(b, "%*s}\n", 2 * ind, "");
}

/* A[i][j] = A[i][j] + A[i][k] * A[k][j] over IVs 0..2 in some order (in place). */
static void product(Gen *g, Buf *b) {
  static const int PERM[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  const int *p = PERM[lo_below(&g->r, 6)];
  Sub ij[2] = {{p[0], 0}, {p[1], 0}}, ik[2] = {{p[0], 0}, {p[2], 0}}, kj[2] = {{p[2], 0}, {p[1], 0}};
  unsigned x = load(g, b, 2, 'A', ik), y = load(g, b, 2, 'A', kj), c = load(g, b, 2, 'A', ij), m = g->nv++, s = g->nv++;
  put(b, "%12s%%v%u = arith.muli %%v%u, %%v%u : %s\n", "", m, x, y, g->et);
  put(b, "%12s%%v%u = arith.addi %%v%u, %%v%u : %s\n", "", s, c, m, g->et);
  store(g, b, 2, s, 'A', ij, 6);
}

/* ---- loops ---- */

/* The header of loop l (its body's offsets known), with iter_args when red. */
static void header(Gen *g, Buf *b, unsigned l, int red, unsigned res, unsigned acc, unsigned init) {
  Level *v = &g->lv[l];
  LoProgram *p = g->p;
  int lb = -v->minoff + (lo_chance(&g->r, 20) ? 1 : 0), ubmax = (int)p->dim - v->maxoff;
  int step = lo_chance(&g->r, 20) ? 2 : 1;
  char ub[64];
  if (p->has_n && lo_chance(&g->r, p->dynamic ? 75 : 40)) snprintf(ub, sizeof ub, "%%n");
  else if (l && v->maxoff <= 0 && (!v->affine || g->lv[l - 1].affine) && lo_chance(&g->r, 15))
    snprintf(ub, sizeof ub, v->affine ? "affine_map<(d0) -> (d0)>(%%i%u)" : "%%i%u", l - 1);
  else {
    int hi = p->dynamic ? 5 : ubmax;
    if (hi < lb + 1) hi = lb + 1;
    int c = lb + 1 + (int)lo_below(&g->r, (unsigned)(hi - lb));
    snprintf(ub, sizeof ub, v->affine ? "%d" : "%%c%d", c);
  }
  char ra[96] = "", rt[24] = "";
  if (red) {
    snprintf(ra, sizeof ra, "%%v%u = ", res);
    snprintf(rt, sizeof rt, " -> (%s)", g->et);
  }
  put(b, "%*s%s%s %%i%u = %s%d to %s", 2 * (l + 1), "", ra, v->affine ? "affine.for" : "scf.for", l, v->affine ? "" : "%c", lb, ub);
  if (v->affine && step > 1) put(b, " step %d", step);
  if (!v->affine) put(b, " step %%c%d", step);
  if (red) put(b, " iter_args(%%v%u = %%v%u)%s", acc, init, rt);
  put(b, " {\n");
}

/* Loop l with its body: the innermost holds the statements (or a reduction), the others
 * the next loop, maybe between two statements of their own (an imperfect nest). */
static void loop(Gen *g, Buf *out, unsigned l, unsigned zero) {
  Buf body = {0}, after = {0};
  unsigned d = g->p->depth;
  int last = l + 1 == d, red = last && lo_chance(&g->r, 30), prod = last && d == 3 && g->p->rank == 2 && lo_chance(&g->r, 30);
  unsigned res = 0, acc = 0;
  if (red) res = g->nv++, acc = g->nv++;
  if (!last) {
    if (lo_chance(&g->r, 15)) statement(g, &body, l);
    loop(g, &body, l + 1, zero);
    if (lo_chance(&g->r, 15)) statement(g, &body, l);
  } else if (prod) {
    product(g, &body);
  } else {
    unsigned n = red ? lo_below(&g->r, 2) : 1 + lo_below(&g->r, 2);
    for (unsigned k = 0; k < n; k++) statement(g, &body, l);
  }
  if (red) {
    unsigned v = value(g, &body, l), s = g->nv++;
    put(&body, "%*s%%v%u = arith.addi %%v%u, %%v%u : %s\n", 2 * (l + 2), "", s, acc, v, g->et);
    put(&body, "%*s%s %%v%u : %s\n", 2 * (l + 2), "", g->lv[l].affine ? "affine.yield" : "scf.yield", s, g->et);
    /* the result: returned from a single loop, else stored in B at the outer IVs */
    if (l == 0) g->p->returns = 1;
    else {
      Sub s2[2];
      pick_subs(g, l - 1, s2);
      store(g, &after, l - 1, res, 'B', s2, l + 1);
    }
  }
  header(g, out, l, red, res, acc, zero);
  put_buf(out, &body);
  put(out, "%*s}\n", 2 * (l + 1), "");
  put_buf(out, &after);
  if (red && l == 0) put(out, "  return %%v%u : %s\n", res, g->et);
}

int lo_generate(uint64_t seed, unsigned k, LoProgram *p) {
  *p = (LoProgram){0};
  Gen g = {.r = {seed * 0x100000001B3ull + k * 0x9E3779B97F4A7C15ull + 1}, .p = p};
  lo_rand(&g.r);
  p->depth = 1 + lo_below(&g.r, 3);
  p->rank = p->depth == 1 ? 1 : p->depth == 2 && lo_chance(&g.r, 20) ? 1 : 2;
  p->dynamic = lo_chance(&g.r, 35);
  p->has_n = p->dynamic ? lo_chance(&g.r, 85) : lo_chance(&g.r, 35);
  p->dim = 4 + 2 * lo_below(&g.r, 3);
  p->width = lo_chance(&g.r, 85) ? 32 : 64;
  g.et = p->width == 32 ? "i32" : "i64";
  unsigned naff = 0;
  int all_affine = lo_chance(&g.r, 45), all_scf = !all_affine && lo_chance(&g.r, 35);
  for (unsigned l = 0; l < p->depth; l++) {
    g.lv[l].affine = all_affine ? 1 : all_scf ? 0 : lo_chance(&g.r, 50);
    naff += (unsigned)g.lv[l].affine;
  }
  if (p->dynamic) snprintf(g.mt, sizeof g.mt, "memref<%s%s>", p->rank == 2 ? "?x?x" : "?x", g.et);
  else if (p->rank == 2) snprintf(g.mt, sizeof g.mt, "memref<%ux%ux%s>", p->dim, p->dim, g.et);
  else snprintf(g.mt, sizeof g.mt, "memref<%ux%s>", p->dim, g.et);
  Buf nest = {0}, b = {0};
  g.nv = 1;
  unsigned zero = 0;   /* %v0: the reductions' start */
  loop(&g, &nest, 0, zero);
  put(&b, "func.func @f(%%A: %s, %%B: %s%s)", g.mt, g.mt, p->has_n ? ", %n: index" : "");
  if (p->returns) put(&b, " -> %s", g.et);
  put(&b, " {\n");
  for (int c = 0; c <= 9; c++) put(&b, "  %%c%d = arith.constant %d : index\n", c, c);
  put(&b, "  %%v0 = arith.constant 0 : %s\n", g.et);
  put_buf(&b, &nest);
  if (!p->returns) put(&b, "  return\n");
  put(&b, "}\n");
  snprintf(p->shape, sizeof p->shape, "depth %u, %s, %s%s", p->depth,
           naff == p->depth ? "affine" : naff ? "mixed" : "scf", g.mt, p->has_n ? ", %n" : "");
  if (b.oom) {
    free(b.s);
    return 1;
  }
  p->text = b.s;
  return 0;
}

void lo_program_free(LoProgram *p) {
  free(p->text);
  p->text = NULL;
}
