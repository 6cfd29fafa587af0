/* sweep-gen.c: tv-sweep's generator (docs/design.md, "tv-sweep"). For every op row of the
 * selected dialects that tv supports, at every selected type, it writes small functions
 * that apply the op to symbolic arguments, to special constants, to the same value twice,
 * and in two-op chains (the op twice, the op and its inverse), so that a pass's folds and
 * reassociations fire on them.
 *
 * A pattern is a type-independent expression such as "op(op(x, 1), -1)" or "slt(x, MIN)";
 * the same string is the report's merge key and the program the emitter turns into MLIR
 * for one type: x, y, z are arguments of the operand type, b a condition argument, "op"
 * the row's op, "inv" its inverse, a comparison predicate the row's op with that
 * predicate, and any other word a constant of the element type ("0", "MIN", "+0.0", "NaN",
 * "[0,1,-1,MAX]" for a non-splat tensor). */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "enc.h"
#include "sweep.h"

/* ---- op rows: how each op is spelled ---- */

typedef enum Syn {
  S_ARITH,       /* arith/math: `NAME %a, %b : T`, result T */
  S_CMPI, S_CMPF,   /* `arith.cmpi P, %a, %b : T`, result i1 (per element) */
  S_SELECT,      /* `arith.select %b, %x, %y : T` (scalar i1 condition) */
  S_CLASS,       /* `math.isnan %a : T`, result i1 */
  S_INDEX,       /* `index.add %a, %b` */
  S_INDEX_CMP,   /* `index.cmp P(%a, %b)` */
  S_TOSA,        /* `tosa.add %a, %b : (T, T) -> T` */
  S_TOSA_CMP,    /* result tensor of i1 */
  S_TOSA_MUL,    /* a third operand: the shift, tensor<1xi8> */
  S_TOSA_NEGATE, /* two more operands: the zero points, tensor<1xE> */
  S_TOSA_ARS,    /* {round = false} */
  S_TOSA_SELECT, /* tensor of i1 condition */
} Syn;

enum { E_INT = 1, E_IDX = 2, E_FLOAT = 4, E_BOOL = 8 };   /* element kinds a row takes */
enum { SH_SCALAR = 1, SH_STATIC = 2, SH_DYNAMIC = 4 };

typedef struct Row {
  const char *name;
  Syn syn;
  unsigned arity, elems;
  const char *inverse;     /* op undoing it (for "inv(op(x, c), c)"), or NULL */
} Row;

#define I_X (E_INT | E_IDX)
#define ANY (E_INT | E_IDX | E_FLOAT)
static const Row ARITH[] = {
    {"arith.addf", S_ARITH, 2, E_FLOAT, "arith.subf"}, {"arith.addi", S_ARITH, 2, I_X, "arith.subi"},
    {"arith.andi", S_ARITH, 2, I_X, NULL}, {"arith.ceildivsi", S_ARITH, 2, I_X, NULL},
    {"arith.ceildivui", S_ARITH, 2, I_X, NULL}, {"arith.cmpf", S_CMPF, 2, E_FLOAT, NULL},
    {"arith.cmpi", S_CMPI, 2, I_X, NULL}, {"arith.divf", S_ARITH, 2, E_FLOAT, "arith.mulf"},
    {"arith.divsi", S_ARITH, 2, I_X, "arith.muli"}, {"arith.divui", S_ARITH, 2, I_X, "arith.muli"},
    {"arith.floordivsi", S_ARITH, 2, I_X, NULL}, {"arith.maximumf", S_ARITH, 2, E_FLOAT, NULL},
    {"arith.maxnumf", S_ARITH, 2, E_FLOAT, NULL}, {"arith.maxsi", S_ARITH, 2, I_X, "arith.minsi"},
    {"arith.maxui", S_ARITH, 2, I_X, "arith.minui"}, {"arith.minimumf", S_ARITH, 2, E_FLOAT, NULL},
    {"arith.minnumf", S_ARITH, 2, E_FLOAT, NULL}, {"arith.minsi", S_ARITH, 2, I_X, "arith.maxsi"},
    {"arith.minui", S_ARITH, 2, I_X, "arith.maxui"}, {"arith.mulf", S_ARITH, 2, E_FLOAT, "arith.divf"},
    {"arith.muli", S_ARITH, 2, I_X, "arith.divsi"}, {"arith.negf", S_ARITH, 1, E_FLOAT, NULL},
    {"arith.ori", S_ARITH, 2, I_X, "arith.andi"}, {"arith.remf", S_ARITH, 2, E_FLOAT, NULL},
    {"arith.remsi", S_ARITH, 2, I_X, NULL}, {"arith.remui", S_ARITH, 2, I_X, NULL},
    {"arith.select", S_SELECT, 3, ANY, NULL}, {"arith.shli", S_ARITH, 2, I_X, "arith.shrsi"},
    {"arith.shrsi", S_ARITH, 2, I_X, "arith.shli"}, {"arith.shrui", S_ARITH, 2, I_X, "arith.shli"},
    {"arith.subf", S_ARITH, 2, E_FLOAT, "arith.addf"}, {"arith.subi", S_ARITH, 2, I_X, "arith.addi"},
    {"arith.xori", S_ARITH, 2, I_X, "arith.xori"},
};

static const Row MATH[] = {
    {"math.absf", S_ARITH, 1, E_FLOAT, NULL}, {"math.absi", S_ARITH, 1, E_INT, NULL},
    {"math.atan2", S_ARITH, 2, E_FLOAT, NULL}, {"math.ceil", S_ARITH, 1, E_FLOAT, NULL},
    {"math.copysign", S_ARITH, 2, E_FLOAT, NULL}, {"math.ctlz", S_ARITH, 1, E_INT, NULL},
    {"math.ctpop", S_ARITH, 1, E_INT, NULL}, {"math.cttz", S_ARITH, 1, E_INT, NULL},
    {"math.exp", S_ARITH, 1, E_FLOAT, "math.log"}, {"math.floor", S_ARITH, 1, E_FLOAT, NULL},
    {"math.fma", S_ARITH, 3, E_FLOAT, NULL}, {"math.isfinite", S_CLASS, 1, E_FLOAT, NULL},
    {"math.isinf", S_CLASS, 1, E_FLOAT, NULL}, {"math.isnan", S_CLASS, 1, E_FLOAT, NULL},
    {"math.isnormal", S_CLASS, 1, E_FLOAT, NULL}, {"math.log", S_ARITH, 1, E_FLOAT, "math.exp"},
    {"math.powf", S_ARITH, 2, E_FLOAT, NULL}, {"math.round", S_ARITH, 1, E_FLOAT, NULL},
    {"math.roundeven", S_ARITH, 1, E_FLOAT, NULL}, {"math.rsqrt", S_ARITH, 1, E_FLOAT, NULL},
    {"math.sqrt", S_ARITH, 1, E_FLOAT, NULL}, {"math.tanh", S_ARITH, 1, E_FLOAT, NULL},
    {"math.trunc", S_ARITH, 1, E_FLOAT, NULL},
};

static const Row INDEX[] = {
    {"index.add", S_INDEX, 2, E_IDX, "index.sub"}, {"index.and", S_INDEX, 2, E_IDX, NULL},
    {"index.ceildivs", S_INDEX, 2, E_IDX, NULL}, {"index.ceildivu", S_INDEX, 2, E_IDX, NULL},
    {"index.cmp", S_INDEX_CMP, 2, E_IDX, NULL}, {"index.divs", S_INDEX, 2, E_IDX, "index.mul"},
    {"index.divu", S_INDEX, 2, E_IDX, "index.mul"}, {"index.floordivs", S_INDEX, 2, E_IDX, NULL},
    {"index.maxs", S_INDEX, 2, E_IDX, NULL}, {"index.maxu", S_INDEX, 2, E_IDX, NULL},
    {"index.mins", S_INDEX, 2, E_IDX, NULL}, {"index.minu", S_INDEX, 2, E_IDX, NULL},
    {"index.mul", S_INDEX, 2, E_IDX, "index.divs"}, {"index.or", S_INDEX, 2, E_IDX, NULL},
    {"index.rems", S_INDEX, 2, E_IDX, NULL}, {"index.remu", S_INDEX, 2, E_IDX, NULL},
    {"index.shl", S_INDEX, 2, E_IDX, "index.shrs"}, {"index.shrs", S_INDEX, 2, E_IDX, "index.shl"},
    {"index.shru", S_INDEX, 2, E_IDX, "index.shl"}, {"index.sub", S_INDEX, 2, E_IDX, "index.add"},
    {"index.xor", S_INDEX, 2, E_IDX, "index.xor"},
};

static const Row TOSA[] = {
    {"tosa.abs", S_TOSA, 1, E_INT | E_FLOAT, NULL}, {"tosa.add", S_TOSA, 2, E_INT | E_FLOAT, "tosa.sub"},
    {"tosa.arithmetic_right_shift", S_TOSA_ARS, 2, E_INT, NULL},
    {"tosa.bitwise_and", S_TOSA, 2, E_INT, NULL}, {"tosa.bitwise_not", S_TOSA, 1, E_INT, NULL},
    {"tosa.bitwise_or", S_TOSA, 2, E_INT, NULL}, {"tosa.bitwise_xor", S_TOSA, 2, E_INT, "tosa.bitwise_xor"},
    {"tosa.ceil", S_TOSA, 1, E_FLOAT, NULL}, {"tosa.clz", S_TOSA, 1, E_INT, NULL},
    {"tosa.equal", S_TOSA_CMP, 2, E_INT | E_FLOAT, NULL}, {"tosa.exp", S_TOSA, 1, E_FLOAT, "tosa.log"},
    {"tosa.floor", S_TOSA, 1, E_FLOAT, NULL}, {"tosa.greater", S_TOSA_CMP, 2, E_INT | E_FLOAT, NULL},
    {"tosa.greater_equal", S_TOSA_CMP, 2, E_INT | E_FLOAT, NULL}, {"tosa.identity", S_TOSA, 1, E_INT | E_FLOAT, NULL},
    {"tosa.intdiv", S_TOSA, 2, E_INT, "tosa.mul"}, {"tosa.log", S_TOSA, 1, E_FLOAT, "tosa.exp"},
    {"tosa.logical_and", S_TOSA, 2, E_BOOL, NULL}, {"tosa.logical_left_shift", S_TOSA, 2, E_INT, "tosa.logical_right_shift"},
    {"tosa.logical_not", S_TOSA, 1, E_BOOL, "tosa.logical_not"}, {"tosa.logical_or", S_TOSA, 2, E_BOOL, NULL},
    {"tosa.logical_right_shift", S_TOSA, 2, E_INT, "tosa.logical_left_shift"},
    {"tosa.logical_xor", S_TOSA, 2, E_BOOL, "tosa.logical_xor"},
    {"tosa.maximum", S_TOSA, 2, E_INT | E_FLOAT, "tosa.minimum"}, {"tosa.minimum", S_TOSA, 2, E_INT | E_FLOAT, "tosa.maximum"},
    {"tosa.mul", S_TOSA_MUL, 2, E_INT | E_FLOAT, "tosa.intdiv"}, {"tosa.negate", S_TOSA_NEGATE, 1, E_INT | E_FLOAT, "tosa.negate"},
    {"tosa.pow", S_TOSA, 2, E_FLOAT, NULL}, {"tosa.reciprocal", S_TOSA, 1, E_FLOAT, "tosa.reciprocal"},
    {"tosa.rsqrt", S_TOSA, 1, E_FLOAT, NULL}, {"tosa.select", S_TOSA_SELECT, 3, E_INT | E_FLOAT, NULL},
    {"tosa.sigmoid", S_TOSA, 1, E_FLOAT, NULL}, {"tosa.sub", S_TOSA, 2, E_INT | E_FLOAT, "tosa.add"},
    {"tosa.tanh", S_TOSA, 1, E_FLOAT, NULL},
};

typedef struct Dialect {
  const char *name;
  const Row *rows;
  size_t n;
  unsigned shapes;
} Dialect;

static const Dialect DIALECTS[] = {
    {"arith", ARITH, sizeof ARITH / sizeof *ARITH, SH_SCALAR | SH_STATIC | SH_DYNAMIC},
    {"math", MATH, sizeof MATH / sizeof *MATH, SH_SCALAR | SH_STATIC | SH_DYNAMIC},
    {"index", INDEX, sizeof INDEX / sizeof *INDEX, SH_SCALAR},
    {"tosa", TOSA, sizeof TOSA / sizeof *TOSA, SH_STATIC | SH_DYNAMIC},
};
enum { NDIALECTS = sizeof DIALECTS / sizeof *DIALECTS };

static const char *const CMPI_PREDS[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
static const char *const CMPF_PREDS[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                         "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"};

/* ---- types ---- */

enum { TENSOR_N = 4 };

typedef struct GTy {
  char name[40];           /* the operand type */
  char elem[8];            /* its element type */
  char boolty[40];         /* the same shape of i1 */
  unsigned w;              /* element width */
  int fmt;                 /* float format 0 f16, 1 bf16, 2 f32, 3 f64; -1 integer */
  int index;               /* element type index */
  unsigned shape;          /* SH_* */
} GTy;

static const char *const FLOAT_NAMES[] = {"f16", "bf16", "f32", "f64"};
static const unsigned FLOAT_W[] = {16, 16, 32, 64}, FLOAT_E[] = {5, 8, 8, 11}, FLOAT_M[] = {10, 7, 23, 52};

static void gty_shape(GTy *t, unsigned shape) {
  t->shape = shape;
  const char *dims = shape == SH_STATIC ? "4x" : "?x";
  if (shape == SH_SCALAR) {
    snprintf(t->name, sizeof t->name, "%s", t->elem);
    snprintf(t->boolty, sizeof t->boolty, "i1");
  } else {
    snprintf(t->name, sizeof t->name, "tensor<%s%s>", dims, t->elem);
    snprintf(t->boolty, sizeof t->boolty, "tensor<%si1>", dims);
  }
}

/* ---- constants by label ---- */

static uint64_t mask_of(unsigned w) { return w >= 64 ? ~0ull : (1ull << w) - 1; }

/* The bits of the constant `label` in t's element type; 0 when it has no such constant. */
static int const_bits(const GTy *t, const char *label, size_t len, uint64_t *out) {
  char l[16];
  if (len >= sizeof l) return 0;
  memcpy(l, label, len), l[len] = 0;
  if (t->fmt < 0) {
    uint64_t m = mask_of(t->w), min = 1ull << (t->w - 1);
    if (!strcmp(l, "0")) *out = 0;
    else if (!strcmp(l, "1")) *out = 1 & m;
    else if (!strcmp(l, "-1")) *out = m;
    else if (!strcmp(l, "2")) *out = 2 & m;
    else if (!strcmp(l, "MIN")) *out = min;
    else if (!strcmp(l, "MAX")) *out = (min - 1) & m;
    else if (!strcmp(l, "W")) *out = t->w & m;   /* the width: a shift amount out of range */
    else return 0;
    return 1;
  }
  unsigned e = FLOAT_E[t->fmt], mb = FLOAT_M[t->fmt], w = FLOAT_W[t->fmt];
  uint64_t sign = 1ull << (w - 1), bias = (1ull << (e - 1)) - 1, inf = ((1ull << e) - 1) << mb;
  uint64_t b;
  const char *s = l;
  int neg = *s == '-';
  if (*s == '-' || *s == '+') s++;
  if (!strcmp(s, "0.0")) b = 0;
  else if (!strcmp(s, "1.0")) b = bias << mb;
  else if (!strcmp(s, "2.0")) b = (bias + 1) << mb;
  else if (!strcmp(s, "0.5")) b = (bias - 1) << mb;
  else if (!strcmp(s, "Inf")) b = inf;
  else if (!strcmp(s, "NaN")) b = inf | (1ull << (mb - 1));
  else if (!strcmp(s, "MAXF")) b = inf - 1;
  else if (!strcmp(s, "DENORM")) b = 1;
  else return 0;
  *out = neg ? b | sign : b;
  return 1;
}

/* One element as an MLIR literal: floats as their bits in hex, integers in decimal. */
static void put_elem(FILE *o, const GTy *t, uint64_t b) {
  if (t->fmt >= 0) fprintf(o, "0x%0*llX", (int)(FLOAT_W[t->fmt] / 4), (unsigned long long)b);
  else if (t->w == 1) fprintf(o, "%d", (int)(b & 1));
  else {
    int64_t v = (int64_t)(b << (64 - t->w)) >> (64 - t->w);   /* sign-extended */
    fprintf(o, "%lld", (long long)v);
  }
}

/* The literal of a constant label ("1", "[0,1,-1,MAX]") at t: element or dense list. */
static int put_literal(FILE *o, const GTy *t, const char *label, size_t len) {
  uint64_t b;
  if (label[0] != '[') {
    if (!const_bits(t, label, len, &b)) return 1;
    put_elem(o, t, b);
    return 0;
  }
  const char *p = label + 1, *end = label + len - 1;
  fputc('[', o);
  for (int i = 0; p < end; i++) {
    size_t n = strcspn(p, ",]");
    if (!const_bits(t, p, n, &b)) return 1;
    fputs(i ? ", " : "", o);
    put_elem(o, t, b);
    p += n + (p[n] == ',');
  }
  fputc(']', o);
  return 0;
}

/* ---- the emitter: a pattern at one type into a function ---- */

enum { K_T, K_BOOL, K_I1 };   /* a value's type: the operand type, its i1 shape, scalar i1 */

typedef struct Em {
  FILE *o;                 /* the body */
  const Dialect *d;
  const Row *row;
  const GTy *t;
  unsigned nval;
  unsigned args;           /* bit i: argument "xyzb"[i] is used */
  int bad;                 /* the pattern does not apply at this type */
} Em;

static const char *kind_ty(const Em *e, int k) {
  return k == K_T ? e->t->name : k == K_BOOL ? e->t->boolty : "i1";
}

static const Row *row_named(const Dialect *d, const char *name) {
  for (size_t i = 0; name && i < d->n; i++)
    if (!strcmp(d->rows[i].name, name)) return &d->rows[i];
  return NULL;
}

/* A one-element tensor of t's element type holding zero (tosa.mul's shift is i8). */
static void tosa_zero(Em *e, const char *elem, char *out) {
  snprintf(out, 16, "%%z%u", e->nval++);
  fprintf(e->o, "  %s = \"tosa.const\"() {values = dense<%s> : tensor<1x%s>} : () -> tensor<1x%s>\n", out,
          strchr(elem, 'f') ? "0.0" : "0", elem, elem);
}

static int leaf_const(Em *e, const char *tok, size_t len, char *out, int *kind) {
  const GTy *t = e->t;
  snprintf(out, 16, "%%c%u", e->nval++);
  if (len == 4 && !memcmp(tok, "true", 4)) *kind = e->row->syn == S_TOSA_SELECT ? K_BOOL : K_I1;
  else if (len == 5 && !memcmp(tok, "false", 5)) *kind = e->row->syn == S_TOSA_SELECT ? K_BOOL : K_I1;
  else *kind = K_T;
  if (*kind == K_BOOL && t->shape == SH_DYNAMIC) return 1;   /* no constant of unknown size */
  if (*kind != K_T) {
    const char *v = tok[0] == 't' ? "true" : "false";
    if (*kind == K_I1) fprintf(e->o, "  %s = arith.constant %s\n", out, v);
    else fprintf(e->o, "  %s = \"tosa.const\"() {values = dense<%s> : %s} : () -> %s\n", out, v, t->boolty, t->boolty);
    return 0;
  }
  if (t->shape == SH_DYNAMIC || (tok[0] == '[' && t->shape != SH_STATIC)) return 1;
  int tosa = !strcmp(e->d->name, "tosa");
  if (tosa) fprintf(e->o, "  %s = \"tosa.const\"() {values = dense<", out);
  else if (!strcmp(e->d->name, "index")) fprintf(e->o, "  %s = index.constant ", out);
  else fprintf(e->o, "  %s = arith.constant %s", out, t->shape == SH_SCALAR ? "" : "dense<");
  if (put_literal(e->o, t, tok, len)) return 1;
  if (tosa) fprintf(e->o, "> : %s} : () -> %s\n", t->name, t->name);
  else if (!strcmp(e->d->name, "index")) fputc('\n', e->o);
  else fprintf(e->o, "%s : %s\n", t->shape == SH_SCALAR ? "" : ">", t->name);
  return 0;
}

/* Writes `%vN = <op> args` for row r (with predicate pred for comparisons). */
static void apply(Em *e, const Row *r, const char *pred, char (*a)[16], unsigned n, char *out, int *kind) {
  const char *T = e->t->name, *B = e->t->boolty;
  char extra[2][16];
  if (r->syn == S_TOSA_MUL) tosa_zero(e, "i8", extra[0]);
  if (r->syn == S_TOSA_NEGATE) tosa_zero(e, e->t->elem, extra[0]), tosa_zero(e, e->t->elem, extra[1]);
  snprintf(out, 16, "%%v%u", e->nval++);
  fprintf(e->o, "  %s = ", out);
  *kind = K_T;
  switch (r->syn) {
  case S_CMPI: case S_CMPF:
    fprintf(e->o, "%s %s, %s, %s : %s\n", r->name, pred, a[0], a[1], T), *kind = K_BOOL;
    return;
  case S_INDEX_CMP:
    fprintf(e->o, "index.cmp %s(%s, %s)\n", pred, a[0], a[1]), *kind = K_I1;
    return;
  case S_INDEX:
    fprintf(e->o, "%s %s, %s\n", r->name, a[0], a[1]);
    return;
  case S_TOSA: case S_TOSA_CMP: case S_TOSA_ARS:
    fprintf(e->o, "%s %s%s%s%s : (%s%s%s) -> %s\n", r->name, a[0], n > 1 ? ", " : "", n > 1 ? a[1] : "",
            r->syn == S_TOSA_ARS ? " {round = false}" : "", T, n > 1 ? ", " : "", n > 1 ? T : "",
            r->syn == S_TOSA_CMP ? B : T);
    if (r->syn == S_TOSA_CMP) *kind = K_BOOL;
    return;
  case S_TOSA_MUL:
    fprintf(e->o, "tosa.mul %s, %s, %s : (%s, %s, tensor<1xi8>) -> %s\n", a[0], a[1], extra[0], T, T, T);
    return;
  case S_TOSA_NEGATE:
    fprintf(e->o, "tosa.negate %s, %s, %s : (%s, tensor<1x%s>, tensor<1x%s>) -> %s\n", a[0], extra[0], extra[1],
            T, e->t->elem, e->t->elem, T);
    return;
  case S_TOSA_SELECT:
    fprintf(e->o, "tosa.select %s, %s, %s : (%s, %s, %s) -> %s\n", a[0], a[1], a[2], B, T, T, T);
    return;
  default:   /* S_ARITH, S_SELECT, S_CLASS */
    fprintf(e->o, "%s", r->name);
    for (unsigned i = 0; i < n; i++) fprintf(e->o, "%s %s", i ? "," : "", a[i]);
    fprintf(e->o, " : %s\n", T);
    if (r->syn == S_CLASS) *kind = K_BOOL;
  }
}

static void skip_spaces(const char **p) {
  while (**p == ' ') ++*p;
}

/* Parses one expression of the pattern at *p, writing its ops; its value's name in out. */
static int expr(Em *e, const char **p, char *out, int *kind) {
  skip_spaces(p);
  const char *tok = *p;
  size_t len = *tok == '[' ? strcspn(tok, "]") + 1 : strcspn(tok, "(), ");
  *p += len;
  if (**p != '(') {
    if (len == 1 && strchr("xyzb", *tok)) {
      unsigned i = (unsigned)(strchr("xyzb", *tok) - "xyzb");
      e->args |= 1u << i;
      snprintf(out, 16, "%%%c", *tok);
      *kind = i < 3 ? K_T : e->row->syn == S_TOSA_SELECT ? K_BOOL : K_I1;
      return 0;
    }
    return leaf_const(e, tok, len, out, kind);
  }
  const Row *r = e->row;
  char pred[16] = "";
  if (len == 3 && !memcmp(tok, "inv", 3)) r = row_named(e->d, e->row->inverse);
  else if (!(len == 2 && !memcmp(tok, "op", 2)) && len < sizeof pred) memcpy(pred, tok, len);
  if (!r) return 1;
  char a[3][16];
  unsigned n = 0;
  for (++*p; n < 3; n++) {
    int k;
    if (expr(e, p, a[n], &k)) return 1;
    skip_spaces(p);
    if (**p == ')') break;
    if (**p != ',') return 1;
    ++*p;
  }
  if (**p != ')') return 1;
  ++*p;
  apply(e, r, pred, a, n + 1, out, kind);
  return 0;
}

/* The function text of pattern at t (malloc'd), or NULL when it does not apply there. */
static char *emit_function(const Dialect *d, const Row *row, const GTy *t, const char *pattern) {
  char *body = NULL, *text = NULL;
  size_t blen = 0, tlen = 0;
  Em e = {.d = d, .row = row, .t = t};
  if (!(e.o = open_memstream(&body, &blen))) return NULL;
  const char *p = pattern;
  char res[16];
  int kind, bad = expr(&e, &p, res, &kind);
  fclose(e.o);
  FILE *o = bad ? NULL : open_memstream(&text, &tlen);
  if (o) {
    fputs("func.func @f(", o);
    const char *sep = "";
    for (unsigned i = 0; i < 4; i++)
      if (e.args & (1u << i)) {
        fprintf(o, "%s%%%c: %s", sep, "xyzb"[i], i < 3 ? t->name : kind_ty(&e, row->syn == S_TOSA_SELECT ? K_BOOL : K_I1));
        sep = ", ";
      }
    fprintf(o, ") -> %s {\n%s  return %s : %s\n}\n", kind_ty(&e, kind), body, res, kind_ty(&e, kind));
    fclose(o);
  }
  free(body);
  return text;
}

/* ---- patterns ---- */

typedef struct Gen {
  const SweepSel *sel;
  const Dialect *d;
  const Row *row;
  const GTy *t;
  SweepEmitFn emit;
  void *ud;
  int stop;
} Gen;

static void pat(Gen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void pat(Gen *g, const char *fmt, ...) {
  char label[160];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(label, sizeof label, fmt, ap);
  va_end(ap);
  if (g->stop) return;
  char *text = emit_function(g->d, g->row, g->t, label);
  if (!text) return;   /* the pattern does not apply at this type */
  SweepCase c = {g->row->name, label, g->t->name, text};
  g->stop = g->emit(g->ud, &c);
  free(text);
}

static const char *const INT_CONSTS[] = {"0", "1", "-1", "2", "MIN", "MAX", "W"};
static const char *const FLOAT_CONSTS[] = {"+0.0", "-0.0", "1.0", "-1.0", "2.0", "+Inf", "-Inf", "NaN", "MAXF", "DENORM"};
static const char *const INT_FOLD[] = {"0", "1", "-1", "MIN", "MAX"};
static const char *const FLOAT_FOLD[] = {"+0.0", "-0.0", "1.0", "+Inf", "NaN"};
static const char *const INT_MIX[] = {"[0,1,-1,MAX]", "[MIN,2,0,1]"};
static const char *const FLOAT_MIX[] = {"[+0.0,-0.0,1.0,NaN]", "[-1.0,+Inf,DENORM,2.0]"};
static const char *const INT_CHAIN[][2] = {{"1", "1"}, {"1", "-1"}, {"MAX", "1"}, {"2", "2"}};
static const char *const FLOAT_CHAIN[][2] = {{"1.0", "1.0"}, {"1.0", "-1.0"}, {"MAXF", "MAXF"}, {"+0.0", "-0.0"}};
static const char *const INT_INV[] = {"1", "-1", "2", "MAX"};
static const char *const FLOAT_INV[] = {"1.0", "2.0", "MAXF", "+Inf"};
static const char *const INT_SEL[][2] = {{"1", "0"}, {"0", "1"}, {"-1", "0"}};
static const char *const FLOAT_SEL[][2] = {{"1.0", "+0.0"}, {"+0.0", "-0.0"}};

#define N(a) (sizeof (a) / sizeof *(a))

/* The labels of list that name distinct constants at t (i1 has only 0 and 1); their count.
 * None for dynamic shapes (no constant of an unknown size is written). */
static size_t consts(const GTy *t, const char *const *list, size_t n, const char **out) {
  size_t k = 0;
  uint64_t seen[16];
  for (size_t i = 0; i < n && t->shape != SH_DYNAMIC; i++) {
    uint64_t b;
    size_t j = 0;
    if (!const_bits(t, list[i], strlen(list[i]), &b)) continue;
    while (j < k && seen[j] != b) j++;
    if (j == k && k < 16) seen[k] = b, out[k++] = list[i];
  }
  return k;
}

#define CONSTS(g, name, out) \
  ((g)->t->fmt >= 0 ? consts((g)->t, FLOAT_##name, N(FLOAT_##name), out) : consts((g)->t, INT_##name, N(INT_##name), out))

/* Whether t is the dialect's own shape (scalars; TOSA's static tensors), which gets every
 * pattern: the other shapes get the single-op ones on arguments and constants only, since
 * their folds and chains mostly share the code of the scalar ones and would double a sweep. */
static int full_patterns(const Gen *g) {
  unsigned own = g->d->shapes & SH_SCALAR ? SH_SCALAR : SH_STATIC;
  return g->t->shape == own && !g->sel->no_chains;
}

static void gen_binary(Gen *g) {
  const char *c[16], *f[16];
  size_t nc = CONSTS(g, CONSTS, c), nf = CONSTS(g, FOLD, f);
  pat(g, "op(x, y)");
  pat(g, "op(x, x)");
  for (size_t i = 0; i < nc; i++) pat(g, "op(x, %s)", c[i]), pat(g, "op(%s, x)", c[i]);
  if (g->t->shape == SH_STATIC)
    for (size_t i = 0; i < 2; i++) {
      const char *m = g->t->fmt >= 0 ? FLOAT_MIX[i] : INT_MIX[i];
      pat(g, "op(x, %s)", m), pat(g, "op(%s, x)", m);
    }
  if (g->t->shape != SH_SCALAR && g->t->shape != SH_DYNAMIC)
    pat(g, "op(%s, %s)", g->t->fmt >= 0 ? FLOAT_MIX[0] : INT_MIX[0], g->t->fmt >= 0 ? FLOAT_MIX[1] : INT_MIX[1]);
  if (!full_patterns(g)) return;
  for (size_t i = 0; i < nf; i++)
    for (size_t j = 0; j < nf; j++) pat(g, "op(%s, %s)", f[i], f[j]);
  for (size_t i = 0; i < 4 && nc; i++) {
    const char *const *p = g->t->fmt >= 0 ? FLOAT_CHAIN[i] : INT_CHAIN[i];
    pat(g, "op(op(x, %s), %s)", p[0], p[1]);
  }
  pat(g, "op(op(x, y), y)");
  if (!g->row->inverse) return;
  pat(g, "inv(op(x, y), y)");
  const char *v[16];
  size_t nv = CONSTS(g, INV, v);
  for (size_t i = 0; i < nv; i++) pat(g, "inv(op(x, %s), %s)", v[i], v[i]);
}

static void gen_compare(Gen *g) {
  static const char *const one[] = {"op"};
  const char *const *preds = one;
  size_t np = 1;
  if (g->row->syn == S_CMPI || g->row->syn == S_INDEX_CMP) preds = CMPI_PREDS, np = N(CMPI_PREDS);
  if (g->row->syn == S_CMPF) preds = CMPF_PREDS, np = N(CMPF_PREDS);
  const char *c[16], *f[16];
  size_t nc = CONSTS(g, CONSTS, c), nf = CONSTS(g, FOLD, f);
  if (nf > 3) nf = 3;
  if (!full_patterns(g)) nf = 0;
  for (size_t k = 0; k < np; k++) {
    const char *P = preds[k];
    pat(g, "%s(x, y)", P);
    pat(g, "%s(x, x)", P);
    for (size_t i = 0; i < nc; i++) pat(g, "%s(x, %s)", P, c[i]), pat(g, "%s(%s, x)", P, c[i]);
    for (size_t i = 0; i < nf; i++)
      for (size_t j = 0; j < nf; j++) pat(g, "%s(%s, %s)", P, f[i], f[j]);
  }
}

static void gen_unary(Gen *g) {
  const char *c[16];
  size_t nc = CONSTS(g, CONSTS, c);
  pat(g, "op(x)");
  for (size_t i = 0; i < nc; i++) pat(g, "op(%s)", c[i]);
  if (g->t->shape == SH_STATIC)
    for (size_t i = 0; i < 2; i++) pat(g, "op(%s)", g->t->fmt >= 0 ? FLOAT_MIX[i] : INT_MIX[i]);
  if (!full_patterns(g) || g->row->syn == S_CLASS) return;
  pat(g, "op(op(x))");
  if (g->row->inverse) pat(g, "inv(op(x))");
}

static void gen_ternary(Gen *g) {
  const char *c[16];
  size_t nc = CONSTS(g, CONSTS, c);
  pat(g, "op(x, y, z)");
  pat(g, "op(x, x, x)");
  for (size_t i = 0; i < nc; i++)
    pat(g, "op(x, y, %s)", c[i]), pat(g, "op(x, %s, z)", c[i]), pat(g, "op(%s, y, z)", c[i]);
  if (!full_patterns(g)) return;
  pat(g, "op(1.0, 1.0, 1.0)"), pat(g, "op(2.0, MAXF, -MAXF)"), pat(g, "op(+0.0, -1.0, +0.0)");
  pat(g, "op(op(x, y, z), y, z)");
}

static void gen_select(Gen *g) {
  pat(g, "op(b, x, y)");
  pat(g, "op(b, x, x)");
  pat(g, "op(true, x, y)");
  pat(g, "op(false, x, y)");
  size_t n = g->t->shape == SH_DYNAMIC ? 0 : g->t->fmt >= 0 ? N(FLOAT_SEL) : N(INT_SEL);
  for (size_t i = 0; i < n; i++) {
    const char *const *p = g->t->fmt >= 0 ? FLOAT_SEL[i] : INT_SEL[i];
    pat(g, "op(b, %s, %s)", p[0], p[1]);
  }
  if (!full_patterns(g)) return;
  pat(g, "op(b, op(b, x, y), z)");
  pat(g, "op(b, x, op(b, y, z))");
}

static void gen_row_type(Gen *g) {
  switch (g->row->syn) {
  case S_CMPI: case S_CMPF: case S_INDEX_CMP: case S_TOSA_CMP: gen_compare(g); break;
  case S_SELECT: case S_TOSA_SELECT: gen_select(g); break;
  default:
    if (g->row->arity == 1) gen_unary(g);
    else if (g->row->arity == 2) gen_binary(g);
    else gen_ternary(g);
  }
}

/* ---- types and selection ---- */

static int is_shape_word(const char *s) {
  return !strcmp(s, "scalar") || !strcmp(s, "tensor") || !strcmp(s, "dynamic");
}

/* Whether --types lets t through: its element type (by name, or "int", "float") and its
 * shape ("scalar", "tensor" for a static one, "dynamic"), each unrestricted when no word of
 * its kind is given. */
static int type_selected(const SweepSel *s, const GTy *t) {
  int elems = 0, shapes = 0, elem_ok = 0, shape_ok = 0;
  static const char *const SH[] = {"", "scalar", "tensor", "", "dynamic"};
  for (unsigned i = 0; i < s->ntypes; i++) {
    const char *w = s->types[i];
    if (is_shape_word(w)) shapes = 1, shape_ok |= !strcmp(w, SH[t->shape]);
    else {
      elems = 1;
      elem_ok |= !strcmp(w, t->elem) || (!strcmp(w, "int") && t->fmt < 0) || (!strcmp(w, "float") && t->fmt >= 0);
    }
  }
  return (!elems || elem_ok) && (!shapes || shape_ok);
}

static int op_selected(const SweepSel *s, const Row *r) {
  if (s->ops && !strstr(r->name, s->ops)) return 0;
  return enc_lookup(mlirStringRefCreateFromCString(r->name)) != NULL;   /* tv has semantics for it */
}

/* Runs the row at every element type and shape it takes. */
static void gen_row(Gen *g) {
  static const unsigned DEFAULT_WIDTHS[] = {1, 8, 32, 64};
  const SweepSel *s = g->sel;
  const unsigned *ws = s->nwidths ? s->widths : DEFAULT_WIDTHS;
  unsigned nw = s->nwidths ? s->nwidths : 4;
  GTy elems[SWEEP_MAX_WIDTHS + 6];
  unsigned ne = 0;
  for (unsigned i = 0; i < nw && (g->row->elems & E_INT); i++)
    elems[ne] = (GTy){.w = ws[i], .fmt = -1}, snprintf(elems[ne].elem, 8, "i%u", ws[i]), ne++;
  if (g->row->elems & E_BOOL) elems[ne++] = (GTy){.elem = "i1", .w = 1, .fmt = -1};
  if (g->row->elems & E_IDX) elems[ne++] = (GTy){.elem = "index", .w = 64, .fmt = -1, .index = 1};
  for (int f = 0; f < 4 && (g->row->elems & E_FLOAT); f++) {
    elems[ne] = (GTy){.w = FLOAT_W[f], .fmt = f};
    snprintf(elems[ne].elem, 8, "%s", FLOAT_NAMES[f]);
    ne++;
  }
  for (unsigned sh = SH_SCALAR; sh <= SH_DYNAMIC && !g->stop; sh <<= 1) {
    if (!(g->d->shapes & sh)) continue;
    for (unsigned i = 0; i < ne && !g->stop; i++) {
      GTy t = elems[i];
      if (t.index && sh != SH_SCALAR && !strcmp(g->d->name, "index")) continue;
      gty_shape(&t, sh);
      if (!type_selected(s, &t)) continue;
      g->t = &t;
      gen_row_type(g);
    }
  }
}

static const Dialect *dialect_named(const char *name) {
  for (size_t i = 0; i < NDIALECTS; i++)
    if (!strcmp(DIALECTS[i].name, name)) return &DIALECTS[i];
  return NULL;
}

int sweep_dialect_known(const char *d) { return dialect_named(d) != NULL; }

int sweep_generate(const SweepSel *sel, void (*begin)(void *ud, const char *op), SweepEmitFn emit, void *ud) {
  Gen g = {.sel = sel, .emit = emit, .ud = ud};
  for (unsigned k = 0; k < sel->ndialects && !g.stop; k++) {
    if (!(g.d = dialect_named(sel->dialects[k]))) continue;
    for (size_t i = 0; i < g.d->n && !g.stop; i++) {
      g.row = &g.d->rows[i];
      if (!op_selected(sel, g.row)) continue;
      if (begin) begin(ud, g.row->name);
      gen_row(&g);
    }
  }
  return g.stop;
}

void sweep_list_ops(void) {
  for (size_t k = 0; k < NDIALECTS; k++)
    for (size_t i = 0; i < DIALECTS[k].n; i++)
      if (enc_lookup(mlirStringRefCreateFromCString(DIALECTS[k].rows[i].name)))
        printf("%s\n", DIALECTS[k].rows[i].name);
}
