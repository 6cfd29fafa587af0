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
  S_TOSA_CLAMP,  /* `tosa.clamp %a {min_val = LO : E, max_val = HI : E}` */
  S_CAST,        /* `arith.extsi %a : A to B`: its result one level up the type chain */
  S_TEMPLATE,    /* tensor ops: whole functions written out (TENSOR_CASES) */
} Syn;

enum { E_INT = 1, E_IDX = 2, E_FLOAT = 4, E_BOOL = 8 };   /* element kinds a row takes */
enum { SH_SCALAR = 1, SH_STATIC = 2, SH_DYNAMIC = 4 };

typedef struct Row {
  const char *name;
  Syn syn;
  unsigned arity, elems;
  const char *inverse;     /* op undoing it (for "inv(op(x, c), c)"), or NULL */
  unsigned to;             /* casts: the element kinds of the result */
  int rel;                 /* casts: how the result's width relates to the operand's */
} Row;

enum { R_WIDER = 1, R_NARROWER, R_SAME, R_ANY, R_INDEX };   /* R_INDEX: exactly one side index */

#define I_X (E_INT | E_IDX)
#define ANY (E_INT | E_IDX | E_FLOAT)
static const Row ARITH[] = {
    {"arith.addf", S_ARITH, 2, E_FLOAT, "arith.subf"}, {"arith.addi", S_ARITH, 2, I_X, "arith.subi"},
    {"arith.andi", S_ARITH, 2, I_X, NULL}, {"arith.bitcast", S_CAST, 1, E_INT | E_FLOAT, NULL, E_INT | E_FLOAT, R_SAME},
    {"arith.ceildivsi", S_ARITH, 2, I_X, NULL},
    {"arith.ceildivui", S_ARITH, 2, I_X, NULL}, {"arith.cmpf", S_CMPF, 2, E_FLOAT, NULL},
    {"arith.cmpi", S_CMPI, 2, I_X, NULL}, {"arith.divf", S_ARITH, 2, E_FLOAT, "arith.mulf"},
    {"arith.divsi", S_ARITH, 2, I_X, "arith.muli"}, {"arith.divui", S_ARITH, 2, I_X, "arith.muli"},
    {"arith.extf", S_CAST, 1, E_FLOAT, NULL, E_FLOAT, R_WIDER}, {"arith.extsi", S_CAST, 1, E_INT, NULL, E_INT, R_WIDER},
    {"arith.extui", S_CAST, 1, E_INT, NULL, E_INT, R_WIDER},
    {"arith.floordivsi", S_ARITH, 2, I_X, NULL}, {"arith.fptosi", S_CAST, 1, E_FLOAT, NULL, E_INT, R_ANY},
    {"arith.fptoui", S_CAST, 1, E_FLOAT, NULL, E_INT, R_ANY}, {"arith.index_cast", S_CAST, 1, I_X, NULL, I_X, R_INDEX},
    {"arith.index_castui", S_CAST, 1, I_X, NULL, I_X, R_INDEX}, {"arith.maximumf", S_ARITH, 2, E_FLOAT, NULL},
    {"arith.maxnumf", S_ARITH, 2, E_FLOAT, NULL}, {"arith.maxsi", S_ARITH, 2, I_X, "arith.minsi"},
    {"arith.maxui", S_ARITH, 2, I_X, "arith.minui"}, {"arith.minimumf", S_ARITH, 2, E_FLOAT, NULL},
    {"arith.minnumf", S_ARITH, 2, E_FLOAT, NULL}, {"arith.minsi", S_ARITH, 2, I_X, "arith.maxsi"},
    {"arith.minui", S_ARITH, 2, I_X, "arith.maxui"}, {"arith.mulf", S_ARITH, 2, E_FLOAT, "arith.divf"},
    {"arith.muli", S_ARITH, 2, I_X, "arith.divsi"}, {"arith.negf", S_ARITH, 1, E_FLOAT, NULL},
    {"arith.ori", S_ARITH, 2, I_X, "arith.andi"}, {"arith.remf", S_ARITH, 2, E_FLOAT, NULL},
    {"arith.remsi", S_ARITH, 2, I_X, NULL}, {"arith.remui", S_ARITH, 2, I_X, NULL},
    {"arith.select", S_SELECT, 3, ANY, NULL}, {"arith.sitofp", S_CAST, 1, E_INT, NULL, E_FLOAT, R_ANY}, {"arith.shli", S_ARITH, 2, I_X, "arith.shrsi"},
    {"arith.shrsi", S_ARITH, 2, I_X, "arith.shli"}, {"arith.shrui", S_ARITH, 2, I_X, "arith.shli"},
    {"arith.subf", S_ARITH, 2, E_FLOAT, "arith.addf"}, {"arith.subi", S_ARITH, 2, I_X, "arith.addi"},
    {"arith.truncf", S_CAST, 1, E_FLOAT, NULL, E_FLOAT, R_NARROWER},
    {"arith.trunci", S_CAST, 1, E_INT, NULL, E_INT, R_NARROWER}, {"arith.uitofp", S_CAST, 1, E_INT, NULL, E_FLOAT, R_ANY},
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
    {"tosa.ceil", S_TOSA, 1, E_FLOAT, NULL}, {"tosa.clamp", S_TOSA_CLAMP, 3, E_INT | E_FLOAT, NULL},
    {"tosa.clz", S_TOSA, 1, E_INT, NULL},
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

#define TT(name) {name, S_TEMPLATE, 1, E_INT | E_IDX | E_FLOAT, NULL}
static const Row TENSOR[] = {
    TT("tensor.cast"), TT("tensor.collapse_shape"), TT("tensor.concat"), TT("tensor.dim"),
    TT("tensor.expand_shape"), TT("tensor.extract"), TT("tensor.extract_slice"), TT("tensor.from_elements"),
    TT("tensor.generate"), TT("tensor.insert"), TT("tensor.insert_slice"), TT("tensor.pad"),
    TT("tensor.reshape"), TT("tensor.splat"),
};
#undef TT

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
    {"tensor", TENSOR, sizeof TENSOR / sizeof *TENSOR, SH_SCALAR},   /* the element type; cases give shapes */
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
enum { MAX_LEVELS = 3 };

/* A value of the pattern: its SSA name, kind and level (the index of its type in the
 * chain: casts go one level up), or a constant not yet written (tok), whose level is
 * that of its siblings. */
typedef struct Val {
  char name[16];
  int kind;
  unsigned lv;
  const char *tok;
  size_t len;
} Val;

typedef struct Em {
  FILE *o;                 /* the body */
  const Dialect *d;
  const Row *row;
  const GTy *lv[MAX_LEVELS];   /* the type of each level; arguments are at level 0 */
  unsigned nval;
  unsigned args;           /* bit i: argument "xyzb"[i] is used */
} Em;

static const char *kind_ty(const Em *e, int k, unsigned lv) {
  return k == K_T ? e->lv[lv]->name : k == K_BOOL ? e->lv[lv]->boolty : "i1";
}

static const Row *row_named(const Dialect *d, const char *name) {
  for (size_t i = 0; name && i < d->n; i++)
    if (!strcmp(d->rows[i].name, name)) return &d->rows[i];
  return NULL;
}

/* The row a token names: "arith.subi", or "arith.cmpi.sgt" (the predicate into pred);
 * NULL if none of the dialect's supported rows. */
static const Row *row_token(const Dialect *d, const char *tok, size_t len, char *pred) {
  for (size_t i = 0; i < d->n; i++) {
    const char *n = d->rows[i].name;
    size_t nl = strlen(n);
    if (len < nl || memcmp(tok, n, nl) || (len > nl && (tok[nl] != '.' || len - nl > 15))) continue;
    if (len > nl) memcpy(pred, tok + nl + 1, len - nl - 1), pred[len - nl - 1] = 0;
    return enc_lookup(mlirStringRefCreateFromCString(n)) ? &d->rows[i] : NULL;
  }
  return NULL;
}

/* A one-element tensor of t's element type holding zero (tosa.mul's shift is i8). */
static void tosa_zero(Em *e, const char *elem, char *out) {
  snprintf(out, 16, "%%z%u", e->nval++);
  fprintf(e->o, "  %s = \"tosa.const\"() {values = dense<%s> : tensor<1x%s>} : () -> tensor<1x%s>\n", out,
          strchr(elem, 'f') ? "0.0" : "0", elem, elem);
}

/* Writes the constant v->tok at level lv; 1 when it has no literal there. */
static int leaf_const(Em *e, Val *v, unsigned lv) {
  const GTy *t = e->lv[lv];
  const char *tok = v->tok;
  size_t len = v->len;
  v->tok = NULL, v->lv = lv;
  snprintf(v->name, 16, "%%c%u", e->nval++);
  if (v->kind == K_BOOL && t->shape == SH_DYNAMIC) return 1;   /* no constant of unknown size */
  if (v->kind != K_T) {
    const char *b = tok[0] == 't' ? "true" : "false";
    if (v->kind == K_I1) fprintf(e->o, "  %s = arith.constant %s\n", v->name, b);
    else fprintf(e->o, "  %s = \"tosa.const\"() {values = dense<%s> : %s} : () -> %s\n", v->name, b, t->boolty, t->boolty);
    return 0;
  }
  if (t->shape == SH_DYNAMIC || (tok[0] == '[' && t->shape != SH_STATIC)) return 1;
  int tosa = !strcmp(e->d->name, "tosa");
  if (tosa) fprintf(e->o, "  %s = \"tosa.const\"() {values = dense<", v->name);
  else if (!strcmp(e->d->name, "index")) fprintf(e->o, "  %s = index.constant ", v->name);
  else fprintf(e->o, "  %s = arith.constant %s", v->name, t->shape == SH_SCALAR ? "" : "dense<");
  if (put_literal(e->o, t, tok, len)) return 1;
  if (tosa) fprintf(e->o, "> : %s} : () -> %s\n", t->name, t->name);
  else if (!strcmp(e->d->name, "index")) fputc('\n', e->o);
  else fprintf(e->o, "%s : %s\n", t->shape == SH_SCALAR ? "" : ">", t->name);
  return 0;
}

/* tosa.clamp's bounds are attributes: `{min_val = LO : E, max_val = HI : E}`, and a
 * predicate word is its nan_mode (PROPAGATE, IGNORE). */
static int clamp_attrs(Em *e, const GTy *t, const Val *a, const char *pred) {
  if (!a[1].tok || !a[2].tok) return 1;
  fputs(" {min_val = ", e->o);
  int bad = put_literal(e->o, t, a[1].tok, a[1].len);
  fprintf(e->o, " : %s, max_val = ", t->elem);
  bad |= put_literal(e->o, t, a[2].tok, a[2].len);
  fprintf(e->o, " : %s", t->elem);
  if (pred[0]) fprintf(e->o, ", nan_mode = #tosa.nan_mode<%s>", pred);
  fputs("}", e->o);
  return bad;
}

/* Writes `%vN = <op> args` for row r (with predicate pred for comparisons) on operands at
 * level lv; 1 when it does not apply (a cast with no type above lv). */
static int apply(Em *e, const Row *r, const char *pred, Val *a, unsigned n, Val *out, unsigned lv) {
  const GTy *t = e->lv[lv];
  const char *T = t->name, *B = t->boolty;
  char extra[2][16];
  if (r->syn == S_CAST && (lv + 1 >= MAX_LEVELS || !e->lv[lv + 1])) return 1;
  if (r->syn == S_TOSA_MUL) tosa_zero(e, "i8", extra[0]);
  if (r->syn == S_TOSA_NEGATE) tosa_zero(e, t->elem, extra[0]), tosa_zero(e, t->elem, extra[1]);
  *out = (Val){.kind = K_T, .lv = lv};
  snprintf(out->name, 16, "%%v%u", e->nval++);
  fprintf(e->o, "  %s = ", out->name);
  switch (r->syn) {
  case S_CMPI: case S_CMPF:
    fprintf(e->o, "%s %s, %s, %s : %s\n", r->name, pred, a[0].name, a[1].name, T), out->kind = K_BOOL;
    return 0;
  case S_INDEX_CMP:
    fprintf(e->o, "index.cmp %s(%s, %s)\n", pred, a[0].name, a[1].name), out->kind = K_I1;
    return 0;
  case S_INDEX:
    fprintf(e->o, "%s %s, %s\n", r->name, a[0].name, a[1].name);
    return 0;
  case S_CAST:
    fprintf(e->o, "%s %s : %s to %s\n", r->name, a[0].name, T, e->lv[lv + 1]->name), out->lv = lv + 1;
    return 0;
  case S_TOSA_CLAMP:
    fprintf(e->o, "tosa.clamp %s", a[0].name);
    if (n != 3 || clamp_attrs(e, t, a, pred)) return 1;
    fprintf(e->o, " : (%s) -> %s\n", T, T);
    return 0;
  case S_TOSA: case S_TOSA_CMP: case S_TOSA_ARS:
    fprintf(e->o, "%s %s%s%s%s : (%s%s%s) -> %s\n", r->name, a[0].name, n > 1 ? ", " : "", n > 1 ? a[1].name : "",
            r->syn == S_TOSA_ARS ? " {round = false}" : "", T, n > 1 ? ", " : "", n > 1 ? T : "",
            r->syn == S_TOSA_CMP ? B : T);
    if (r->syn == S_TOSA_CMP) out->kind = K_BOOL;
    return 0;
  case S_TOSA_MUL:
    fprintf(e->o, "tosa.mul %s, %s, %s : (%s, %s, tensor<1xi8>) -> %s\n", a[0].name, a[1].name, extra[0], T, T, T);
    return 0;
  case S_TOSA_NEGATE:
    fprintf(e->o, "tosa.negate %s, %s, %s : (%s, tensor<1x%s>, tensor<1x%s>) -> %s\n", a[0].name, extra[0],
            extra[1], T, t->elem, t->elem, T);
    return 0;
  case S_TOSA_SELECT:
    fprintf(e->o, "tosa.select %s, %s, %s : (%s, %s, %s) -> %s\n", a[0].name, a[1].name, a[2].name, B, T, T, T);
    return 0;
  default:   /* S_ARITH, S_SELECT, S_CLASS */
    fprintf(e->o, "%s", r->name);
    for (unsigned i = 0; i < n; i++) fprintf(e->o, "%s %s", i ? "," : "", a[i].name);
    fprintf(e->o, " : %s\n", T);
    if (r->syn == S_CLASS) out->kind = K_BOOL;
  }
  return 0;
}

static void skip_spaces(const char **p) {
  while (**p == ' ') ++*p;
}

/* A leaf of the pattern: an argument, or a constant left for its parent to write. */
static void leaf(Em *e, const char *tok, size_t len, Val *v) {
  *v = (Val){.kind = K_T};
  if (len == 1 && strchr("xyzb", *tok)) {
    unsigned i = (unsigned)(strchr("xyzb", *tok) - "xyzb");
    e->args |= 1u << i;
    snprintf(v->name, 16, "%%%c", *tok);
    v->kind = i < 3 ? K_T : e->row->syn == S_TOSA_SELECT ? K_BOOL : K_I1;
    return;
  }
  v->tok = tok, v->len = len;
  if ((len == 4 && !memcmp(tok, "true", 4)) || (len == 5 && !memcmp(tok, "false", 5)))
    v->kind = e->row->syn == S_TOSA_SELECT ? K_BOOL : K_I1;
}

/* The row an op word names: "op" the row, "inv" its inverse, a word with a dot another row
 * of the dialect (with a predicate after a second dot), any other word the row with that
 * predicate. */
static const Row *op_word(Em *e, const char *tok, size_t len, char *pred) {
  if (len == 3 && !memcmp(tok, "inv", 3)) return row_named(e->d, e->row->inverse);
  if (len == 2 && !memcmp(tok, "op", 2)) return e->row;
  if (memchr(tok, '.', len)) return row_token(e->d, tok, len, pred);
  if (len >= 16) return NULL;
  memcpy(pred, tok, len), pred[len] = 0;
  return e->row;
}

/* Parses one expression of the pattern at *p, writing its ops; its value in v. */
static int expr(Em *e, const char **p, Val *v) {
  skip_spaces(p);
  const char *tok = *p;
  size_t len = *tok == '[' ? strcspn(tok, "]") + 1 : strcspn(tok, "(), ");
  *p += len;
  if (**p != '(') return leaf(e, tok, len, v), 0;
  char pred[16] = "";
  const Row *r = op_word(e, tok, len, pred);
  if (!r) return 1;
  Val a[3];
  unsigned n = 0, lv = 0;
  for (++*p; n < 3; n++) {
    if (expr(e, p, &a[n])) return 1;
    skip_spaces(p);
    if (**p == ')') break;
    if (**p != ',') return 1;
    ++*p;
  }
  if (**p != ')') return 1;
  ++*p, n++;
  for (unsigned i = n; i-- > 0;)
    if (!a[i].tok) lv = a[i].lv;   /* constants take the level of their first non-constant sibling */
  for (unsigned i = 0; i < n; i++)
    if (a[i].tok && !(r->syn == S_TOSA_CLAMP && i > 0) && leaf_const(e, &a[i], lv)) return 1;
  return apply(e, r, pred, a, n, v, lv);
}

/* The function text of pattern with arguments at lv[0] (malloc'd), or NULL when it does
 * not apply there. */
static char *emit_function(const Dialect *d, const Row *row, const GTy *const *lv, const char *pattern) {
  char *body = NULL, *text = NULL;
  size_t blen = 0, tlen = 0;
  Em e = {.d = d, .row = row};
  memcpy(e.lv, lv, sizeof e.lv);
  if (!(e.o = open_memstream(&body, &blen))) return NULL;
  const char *p = pattern;
  Val res;
  int bad = expr(&e, &p, &res) || res.tok;
  fclose(e.o);
  FILE *o = bad ? NULL : open_memstream(&text, &tlen);
  if (o) {
    fputs("func.func @f(", o);
    const char *sep = "";
    for (unsigned i = 0; i < 4; i++)
      if (e.args & (1u << i)) {
        fprintf(o, "%s%%%c: %s", sep, "xyzb"[i], i < 3 ? e.lv[0]->name : kind_ty(&e, row->syn == S_TOSA_SELECT ? K_BOOL : K_I1, 0));
        sep = ", ";
      }
    const char *rt = kind_ty(&e, res.kind, res.lv);
    fprintf(o, ") -> %s {\n%s  return %s : %s\n}\n", rt, body, res.name, rt);
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
  const GTy *t;             /* the row's type (constants' type in the pattern lists) */
  const GTy *lv[MAX_LEVELS];   /* the type chain: arguments at lv[0], each cast one up */
  char tyname[128];         /* the case's type: "i32", or a chain "i8 -> i32" */
  SweepEmitFn emit;
  void *ud;
  int stop;
} Gen;

/* Sets the type chain (b, c may be NULL) and the name the report gives it. */
static void levels(Gen *g, const GTy *a, const GTy *b, const GTy *c) {
  g->lv[0] = a, g->lv[1] = b, g->lv[2] = c;
  snprintf(g->tyname, sizeof g->tyname, "%.39s%s%.39s%s%.39s", a->name, b ? " -> " : "", b ? b->name : "", c ? " -> " : "",
           c ? c->name : "");
}

static void pat(Gen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void pat(Gen *g, const char *fmt, ...) {
  char label[160];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(label, sizeof label, fmt, ap);
  va_end(ap);
  if (g->stop) return;
  char *text = emit_function(g->d, g->row, g->lv, label);
  if (!text) return;   /* the pattern does not apply at this type */
  SweepCase c = {g->row->name, label, g->tyname, text};
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

/* ---- mixed patterns: an op of another op of the dialect, casts, tosa.clamp ---- */

static int type_selected(const SweepSel *s, const GTy *t);

static int kind_of(const GTy *t) { return t->fmt >= 0 ? E_FLOAT : t->index ? E_IDX : E_INT; }

static int supported(const Row *r) { return enc_lookup(mlirStringRefCreateFromCString(r->name)) != NULL; }

/* An element type by name ("i8", "index", "f32") at a shape. */
static GTy gty_make(const char *elem, unsigned shape) {
  GTy t = {.fmt = -1};
  snprintf(t.elem, sizeof t.elem, "%s", elem);
  for (int f = 0; f < 4; f++)
    if (!strcmp(elem, FLOAT_NAMES[f])) t.fmt = f, t.w = FLOAT_W[f];
  if (!strcmp(elem, "index")) t.index = 1, t.w = 64;
  else if (t.fmt < 0) t.w = (unsigned)atoi(elem + 1);
  gty_shape(&t, shape);
  return t;
}

/* Whether cast row r goes from a to b. */
static int cast_ok(const Row *r, const GTy *a, const GTy *b) {
  if (!(kind_of(a) & r->elems) || !(kind_of(b) & r->to) || !strcmp(a->elem, b->elem)) return 0;
  switch (r->rel) {
  case R_WIDER: return b->w > a->w;
  case R_NARROWER: return b->w < a->w;
  case R_SAME: return b->w == a->w;
  case R_INDEX: return a->index != b->index;
  default: return 1;
  }
}

/* The element types casts go between: integers at the selected widths (default 1, 8, 16,
 * 32, 64: 16 is the width of f16 and bf16, for bitcasts), index, the four floats. */
static size_t cast_pool(const Gen *g, GTy *out) {
  static const unsigned DEFAULT_WIDTHS[] = {1, 8, 16, 32, 64};
  const unsigned *ws = g->sel->nwidths ? g->sel->widths : DEFAULT_WIDTHS;
  unsigned nw = g->sel->nwidths ? g->sel->nwidths : N(DEFAULT_WIDTHS);
  size_t n = 0;
  char name[8];
  for (unsigned i = 0; i < nw; i++) snprintf(name, sizeof name, "i%u", ws[i]), out[n++] = gty_make(name, SH_SCALAR);
  out[n++] = gty_make("index", SH_SCALAR);
  for (int f = 0; f < 4; f++) out[n++] = gty_make(FLOAT_NAMES[f], SH_SCALAR);
  return n;
}

/* One cast from a (g->t) to b: on x, on constants, and followed by every cast from b
 * (cast-of-cast chains, at scalars). */
static void gen_cast_pair(Gen *g, const GTy *pool, size_t n) {
  const GTy *a = g->lv[0], *b = g->lv[1];
  const char *c[16];
  size_t nc = CONSTS(g, CONSTS, c);
  pat(g, "op(x)");
  for (size_t i = 0; i < nc; i++) pat(g, "op(%s)", c[i]);
  if (a->shape == SH_STATIC) pat(g, "op(%s)", a->fmt >= 0 ? FLOAT_MIX[0] : INT_MIX[0]);
  if (!full_patterns(g)) return;
  for (size_t i = 0; i < g->d->n; i++) {
    const Row *r2 = &g->d->rows[i];
    if (r2->syn != S_CAST || !supported(r2)) continue;
    for (size_t k = 0; k < n; k++)
      if (cast_ok(r2, b, &pool[k])) levels(g, a, b, &pool[k]), pat(g, "%s(op(x))", r2->name);
  }
  levels(g, a, b, NULL);
}

static void gen_cast(Gen *g) {
  GTy pool[SWEEP_MAX_WIDTHS + 6];
  size_t n = cast_pool(g, pool);
  for (unsigned sh = SH_SCALAR; sh <= SH_DYNAMIC && !g->stop; sh <<= 1)
    for (size_t i = 0; i < n; i++)
      for (size_t j = 0; j < n && !g->stop; j++) {
        if (!cast_ok(g->row, &pool[i], &pool[j])) continue;
        GTy a = pool[i], b = pool[j];
        gty_shape(&a, sh), gty_shape(&b, sh);
        if (!type_selected(g->sel, &a) && !type_selected(g->sel, &b)) continue;
        g->t = &a;
        levels(g, &a, &b, NULL);
        gen_cast_pair(g, pool, n);
      }
}

static int arith_like(const Row *r) {
  return r->syn == S_ARITH || r->syn == S_INDEX || r->syn == S_TOSA || r->syn == S_TOSA_MUL || r->syn == S_TOSA_ARS;
}

/* Whether g's type is an arith type (not index) wider than i8: one the mixed patterns reach
 * by casting narrower arguments (i8, i32; f16) up to it. */
static int takes_narrower(const Gen *g) {
  const GTy *t = g->t;
  return !strcmp(g->d->name, "arith") && !t->index && !(t->fmt < 0 && t->w <= 8);
}

/* Both min/max idioms of a select of the comparison cmp: select(cmp(x, y), x, y) and
 * select(cmp(x, y), y, x). */
static void pat_minmax(Gen *g, const char *cmp) {
  pat(g, "op(%s(x, y), x, y)", cmp), pat(g, "op(%s(x, y), y, x)", cmp);
}

/* Comparisons of an integer op's result with a constant (`sgt(index.sub(0, x), 0)`), and
 * of casts (`eq(arith.extsi(x), arith.extsi(y))`, `olt(arith.sitofp(x), 0.5)`). */
static void gen_compare_mixed(Gen *g, const char *const *preds, size_t np) {
  static const char *const ITOFP_CONSTS[] = {"+0.0", "-0.0", "1.0", "0.5", "-0.5", "+Inf", "NaN", "MAXF"};
  const GTy *t = g->t;
  for (size_t i = 0; i < g->d->n && t->fmt < 0; i++) {
    const Row *a = &g->d->rows[i];
    if (a->arity != 2 || !arith_like(a) || !(a->elems & kind_of(t)) || !supported(a)) continue;
    for (size_t k = 0; k < np; k++) {
      pat(g, "%s(%s(x, y), 0)", preds[k], a->name), pat(g, "%s(%s(0, x), 0)", preds[k], a->name);
      pat(g, "%s(%s(x, 1), 0)", preds[k], a->name), pat(g, "%s(%s(x, 1), 1)", preds[k], a->name);
    }
  }
  if (!takes_narrower(g)) return;
  const char *narrow[] = {"i8", "i32"};
  for (size_t w = 0; w < (t->fmt >= 0 ? 2u : 1u); w++) {
    GTy n = gty_make(narrow[w], SH_SCALAR);
    levels(g, &n, t, NULL);
    for (size_t k = 0; k < np; k++) {
      if (t->fmt < 0) {
        pat(g, "%s(arith.extsi(x), arith.extsi(y))", preds[k]), pat(g, "%s(arith.extui(x), arith.extui(y))", preds[k]);
        pat(g, "%s(arith.extsi(x), MAX)", preds[k]);
        continue;
      }
      if (!strcmp(preds[k], "false") || !strcmp(preds[k], "true")) continue;   /* crash canonicalize (findings.md) */
      for (size_t c = 0; c < N(ITOFP_CONSTS); c++)
        pat(g, "%s(arith.sitofp(x), %s)", preds[k], ITOFP_CONSTS[c]), pat(g, "%s(arith.uitofp(x), %s)", preds[k], ITOFP_CONSTS[c]);
    }
  }
  levels(g, t, NULL, NULL);
}

/* Selects of a comparison of their own operands (min/max idioms). */
static void gen_select_mixed(Gen *g) {
  static const char *const TOSA_CMP[] = {"tosa.greater", "tosa.greater_equal", "tosa.equal"};
  if (!strcmp(g->d->name, "tosa")) {
    for (size_t k = 0; k < N(TOSA_CMP); k++) pat_minmax(g, TOSA_CMP[k]);
    return;
  }
  int f = g->t->fmt >= 0;
  const char *const *preds = f ? CMPF_PREDS : CMPI_PREDS;
  const char *cmp = f ? "arith.cmpf" : "arith.cmpi", *zero = f ? "+0.0" : "0";
  for (size_t k = 0; k < (f ? N(CMPF_PREDS) : N(CMPI_PREDS)); k++) {
    char c[64];
    snprintf(c, sizeof c, "%s.%s", cmp, preds[k]);
    pat_minmax(g, c);
    pat(g, "op(%s(x, %s), x, %s)", c, zero, zero);
  }
}

/* A binary op on casts of narrower arguments, alone and truncated back. */
static void gen_binary_mixed(Gen *g) {
  const GTy *t = g->t;
  if (!takes_narrower(g) || t->fmt == 0 || t->fmt == 1) return;
  GTy n = gty_make(t->fmt >= 0 ? "f16" : "i8", SH_SCALAR), i8 = gty_make("i8", SH_SCALAR);
  const char *ext[] = {"arith.extsi", "arith.extui"}, *tr = "arith.trunci";
  if (t->fmt >= 0) ext[0] = "arith.extf", ext[1] = NULL, tr = "arith.truncf";
  for (size_t k = 0; k < 2 && ext[k]; k++) {
    levels(g, &n, t, NULL), pat(g, "op(%s(x), %s(y))", ext[k], ext[k]);
    levels(g, &n, t, &n), pat(g, "%s(op(%s(x), %s(y)))", tr, ext[k], ext[k]);
  }
  if (t->fmt >= 0) levels(g, &i8, t, NULL), pat(g, "op(arith.sitofp(x), arith.sitofp(y))");
  levels(g, t, NULL, NULL);
}

/* tosa.clamp at bounds (attributes), in both NaN modes, on constants, and clamped twice. */
static void gen_clamp(Gen *g) {
  static const char *const INT_B[][2] = {{"MIN", "MAX"}, {"0", "MAX"}, {"-1", "1"}, {"0", "0"}, {"MIN", "0"}};
  static const char *const FLOAT_B[][2] = {{"-Inf", "+Inf"}, {"+0.0", "MAXF"}, {"-1.0", "1.0"},
                                          {"-0.0", "+0.0"}, {"+0.0", "+0.0"}, {"-MAXF", "MAXF"}};
  int f = g->t->fmt >= 0;
  size_t nb = f ? N(FLOAT_B) : N(INT_B);
#define B(i) (f ? FLOAT_B[i] : INT_B[i])
  const char *c[16];
  size_t nc = CONSTS(g, FOLD, c);
  for (size_t i = 0; i < nb; i++) {
    pat(g, "op(x, %s, %s)", B(i)[0], B(i)[1]);
    if (f) pat(g, "IGNORE(x, %s, %s)", B(i)[0], B(i)[1]);
  }
  for (size_t i = 0; i < nc; i++) pat(g, "op(%s, %s, %s)", c[i], B(2)[0], B(2)[1]);
  if (!full_patterns(g)) return;
  for (size_t i = 0; i < 3; i++)
    for (size_t j = 0; j < 3; j++) {
      pat(g, "op(op(x, %s, %s), %s, %s)", B(i)[0], B(i)[1], B(j)[0], B(j)[1]);
      if (f) pat(g, "IGNORE(op(x, %s, %s), %s, %s)", B(i)[0], B(i)[1], B(j)[0], B(j)[1]);
      if (f) pat(g, "op(IGNORE(x, %s, %s), %s, %s)", B(i)[0], B(i)[1], B(j)[0], B(j)[1]);
    }
#undef B
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
  gen_binary_mixed(g);
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
  if (full_patterns(g)) gen_compare_mixed(g, preds, np);
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
  gen_select_mixed(g);
}

/* ---- the tensor dialect: functions written out, per element type ---- */

/* A tensor op's cases are written out whole: the structure (shapes, indices, slices) is
 * the point, not the operand values. In the text, $E is the element type and {I|F} a
 * constant of it by label, I for integers and F for floats ("{0|-0.0}"). */
typedef struct Tmpl {
  const char *op, *pattern, *text;
} Tmpl;

#define T4 "tensor<4x$E>"
#define TQ "tensor<?x$E>"
static const Tmpl TENSOR_CASES[] = {
    {"tensor.cast", "cast(cast(x))", "(%x: " TQ ") -> " TQ " {\n  %a = tensor.cast %x : " TQ " to " T4 "\n"
     "  %r = tensor.cast %a : " T4 " to " TQ "\n  return %r : " TQ},
    {"tensor.cast", "extract(cast(x), 1)", "(%x: " TQ ") -> $E {\n  %a = tensor.cast %x : " TQ " to " T4 "\n"
     "  %i = arith.constant 1 : index\n  %r = tensor.extract %a[%i] : " T4 "\n  return %r : $E"},
    {"tensor.collapse_shape", "collapse(expand(x))", "(%x: " T4 ") -> " T4 " {\n"
     "  %a = tensor.expand_shape %x [[0, 1]] output_shape [2, 2] : " T4 " into tensor<2x2x$E>\n"
     "  %r = tensor.collapse_shape %a [[0, 1]] : tensor<2x2x$E> into " T4 "\n  return %r : " T4},
    {"tensor.collapse_shape", "collapse([1, 2; 0, MIN])", "() -> " T4 " {\n"
     "  %a = arith.constant dense<[[{1|1.0}, {2|2.0}], [{0|-0.0}, {MIN|NaN}]]> : tensor<2x2x$E>\n"
     "  %r = tensor.collapse_shape %a [[0, 1]] : tensor<2x2x$E> into " T4 "\n  return %r : " T4},
    {"tensor.concat", "concat(x)", "(%x: " T4 ") -> " T4 " {\n"
     "  %r = tensor.concat dim(0) %x : (" T4 ") -> " T4 "\n  return %r : " T4},
    {"tensor.concat", "concat(x, y)", "(%x: tensor<2x$E>, %y: tensor<2x$E>) -> " T4 " {\n"
     "  %r = tensor.concat dim(0) %x, %y : (tensor<2x$E>, tensor<2x$E>) -> " T4 "\n  return %r : " T4},
    {"tensor.concat", "concat(x, empty)", "(%x: " T4 ") -> " T4 " {\n  %e = tensor.empty() : tensor<0x$E>\n"
     "  %r = tensor.concat dim(0) %x, %e : (" T4 ", tensor<0x$E>) -> " T4 "\n  return %r : " T4},
    {"tensor.dim", "dim(empty(n), 0)", "(%n: index) -> index {\n  %e = tensor.empty(%n) : " TQ "\n"
     "  %c0 = arith.constant 0 : index\n  %r = tensor.dim %e, %c0 : " TQ "\n  return %r : index"},
    {"tensor.dim", "dim(cast(x), 0)", "(%x: " T4 ") -> index {\n  %a = tensor.cast %x : " T4 " to " TQ "\n"
     "  %c0 = arith.constant 0 : index\n  %r = tensor.dim %a, %c0 : " TQ "\n  return %r : index"},
    {"tensor.dim", "dim(x, i)", "(%x: tensor<3x?x$E>, %i: index) -> index {\n"
     "  %r = tensor.dim %x, %i : tensor<3x?x$E>\n  return %r : index"},
    {"tensor.expand_shape", "expand(collapse(x))", "(%x: tensor<2x2x$E>) -> tensor<2x2x$E> {\n"
     "  %a = tensor.collapse_shape %x [[0, 1]] : tensor<2x2x$E> into " T4 "\n"
     "  %r = tensor.expand_shape %a [[0, 1]] output_shape [2, 2] : " T4 " into tensor<2x2x$E>\n  return %r : tensor<2x2x$E>"},
    {"tensor.expand_shape", "expand(splat(a))", "(%a: $E) -> tensor<2x2x$E> {\n  %s = tensor.splat %a : " T4 "\n"
     "  %r = tensor.expand_shape %s [[0, 1]] output_shape [2, 2] : " T4 " into tensor<2x2x$E>\n  return %r : tensor<2x2x$E>"},
    {"tensor.expand_shape", "expand(x : ?, n)", "(%x: " TQ ", %n: index) -> tensor<?x2x$E> {\n"
     "  %r = tensor.expand_shape %x [[0, 1]] output_shape [%n, 2] : " TQ " into tensor<?x2x$E>\n  return %r : tensor<?x2x$E>"},
    {"tensor.extract", "extract(from_elements(a, b, c, d), 2)", "(%a: $E, %b: $E, %c: $E, %d: $E) -> $E {\n"
     "  %t = tensor.from_elements %a, %b, %c, %d : " T4 "\n  %i = arith.constant 2 : index\n"
     "  %r = tensor.extract %t[%i] : " T4 "\n  return %r : $E"},
    {"tensor.extract", "extract(splat(a), i)", "(%a: $E, %i: index) -> $E {\n  %t = tensor.splat %a : " T4 "\n"
     "  %r = tensor.extract %t[%i] : " T4 "\n  return %r : $E"},
    {"tensor.extract", "extract(insert(a, x, 1), 1)", "(%a: $E, %x: " T4 ") -> $E {\n  %i = arith.constant 1 : index\n"
     "  %t = tensor.insert %a into %x[%i] : " T4 "\n  %r = tensor.extract %t[%i] : " T4 "\n  return %r : $E"},
    {"tensor.extract", "extract([1, 2, -0.0, NaN], 3)", "() -> $E {\n"
     "  %t = arith.constant dense<[{1|1.0}, {2|2.0}, {0|-0.0}, {MIN|NaN}]> : " T4 "\n  %i = arith.constant 3 : index\n"
     "  %r = tensor.extract %t[%i] : " T4 "\n  return %r : $E"},
    {"tensor.extract_slice", "extract_slice(x, 0, 4)", "(%x: " T4 ") -> " T4 " {\n"
     "  %r = tensor.extract_slice %x[0] [4] [1] : " T4 " to " T4 "\n  return %r : " T4},
    {"tensor.extract_slice", "extract_slice(extract_slice(x, 1, 3), 1, 2)", "(%x: " T4 ") -> tensor<2x$E> {\n"
     "  %a = tensor.extract_slice %x[1] [3] [1] : " T4 " to tensor<3x$E>\n"
     "  %r = tensor.extract_slice %a[1] [2] [1] : tensor<3x$E> to tensor<2x$E>\n  return %r : tensor<2x$E>"},
    {"tensor.extract_slice", "extract_slice(insert_slice(y, x, 1), 1, 2)", "(%x: " T4 ", %y: tensor<2x$E>) -> tensor<2x$E> {\n"
     "  %a = tensor.insert_slice %y into %x[1] [2] [1] : tensor<2x$E> into " T4 "\n"
     "  %r = tensor.extract_slice %a[1] [2] [1] : " T4 " to tensor<2x$E>\n  return %r : tensor<2x$E>"},
    {"tensor.extract_slice", "extract_slice(x, 0, 2, stride 2)", "(%x: " T4 ") -> tensor<2x$E> {\n"
     "  %r = tensor.extract_slice %x[0] [2] [2] : " T4 " to tensor<2x$E>\n  return %r : tensor<2x$E>"},
    {"tensor.extract_slice", "extract_slice([1, 2, -0.0, NaN], 2, 2)", "() -> tensor<2x$E> {\n"
     "  %t = arith.constant dense<[{1|1.0}, {2|2.0}, {0|-0.0}, {MIN|NaN}]> : " T4 "\n"
     "  %r = tensor.extract_slice %t[2] [2] [1] : " T4 " to tensor<2x$E>\n  return %r : tensor<2x$E>"},
    {"tensor.extract_slice", "extract_slice(pad(x, 1, 1, c), 1, 4)", "(%x: " T4 ") -> " T4 " {\n"
     "  %c = arith.constant {0|-0.0} : $E\n"
     "  %p = tensor.pad %x low[1] high[1] {\n  ^bb0(%i: index):\n    tensor.yield %c : $E\n  } : " T4 " to tensor<6x$E>\n"
     "  %r = tensor.extract_slice %p[1] [4] [1] : tensor<6x$E> to " T4 "\n  return %r : " T4},
    {"tensor.from_elements", "from_elements(1, 2, -0.0, NaN)", "() -> " T4 " {\n"
     "  %a = arith.constant {1|1.0} : $E\n  %b = arith.constant {2|2.0} : $E\n  %c = arith.constant {0|-0.0} : $E\n"
     "  %d = arith.constant {MIN|NaN} : $E\n  %r = tensor.from_elements %a, %b, %c, %d : " T4 "\n  return %r : " T4},
    {"tensor.from_elements", "from_elements(extract(x, 0..3))", "(%x: " T4 ") -> " T4 " {\n"
     "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
     "  %c3 = arith.constant 3 : index\n  %a = tensor.extract %x[%c0] : " T4 "\n  %b = tensor.extract %x[%c1] : " T4 "\n"
     "  %c = tensor.extract %x[%c2] : " T4 "\n  %d = tensor.extract %x[%c3] : " T4 "\n"
     "  %r = tensor.from_elements %a, %b, %c, %d : " T4 "\n  return %r : " T4},
    {"tensor.generate", "generate(c)", "() -> " T4 " {\n  %c = arith.constant {0|-0.0} : $E\n"
     "  %r = tensor.generate {\n  ^bb0(%i: index):\n    tensor.yield %c : $E\n  } : " T4 "\n  return %r : " T4},
    {"tensor.generate", "generate(n, a)", "(%n: index, %a: $E) -> " TQ " {\n"
     "  %r = tensor.generate %n {\n  ^bb0(%i: index):\n    tensor.yield %a : $E\n  } : " TQ "\n  return %r : " TQ},
    {"tensor.insert", "insert(extract(x, 1), x, 1)", "(%x: " T4 ") -> " T4 " {\n  %i = arith.constant 1 : index\n"
     "  %a = tensor.extract %x[%i] : " T4 "\n  %r = tensor.insert %a into %x[%i] : " T4 "\n  return %r : " T4},
    {"tensor.insert", "insert(a, [1, 2, -0.0, NaN], 0)", "(%a: $E) -> " T4 " {\n"
     "  %t = arith.constant dense<[{1|1.0}, {2|2.0}, {0|-0.0}, {MIN|NaN}]> : " T4 "\n  %i = arith.constant 0 : index\n"
     "  %r = tensor.insert %a into %t[%i] : " T4 "\n  return %r : " T4},
    {"tensor.insert_slice", "insert_slice(extract_slice(x, 1, 2), x, 1)", "(%x: " T4 ") -> " T4 " {\n"
     "  %a = tensor.extract_slice %x[1] [2] [1] : " T4 " to tensor<2x$E>\n"
     "  %r = tensor.insert_slice %a into %x[1] [2] [1] : tensor<2x$E> into " T4 "\n  return %r : " T4},
    {"tensor.insert_slice", "insert_slice(y, x, 0, 4)", "(%x: " T4 ", %y: " T4 ") -> " T4 " {\n"
     "  %r = tensor.insert_slice %y into %x[0] [4] [1] : " T4 " into " T4 "\n  return %r : " T4},
    {"tensor.insert_slice", "insert_slice(cast(y), x, 1)", "(%x: " T4 ", %y: " TQ ") -> " T4 " {\n"
     "  %a = tensor.cast %y : " TQ " to tensor<2x$E>\n"
     "  %r = tensor.insert_slice %a into %x[1] [2] [1] : tensor<2x$E> into " T4 "\n  return %r : " T4},
    {"tensor.insert_slice", "insert_slice(y, insert_slice(z, x, 0), 0)", "(%x: " T4 ", %y: tensor<2x$E>, %z: tensor<2x$E>) -> " T4 " {\n"
     "  %a = tensor.insert_slice %z into %x[0] [2] [1] : tensor<2x$E> into " T4 "\n"
     "  %r = tensor.insert_slice %y into %a[0] [2] [1] : tensor<2x$E> into " T4 "\n  return %r : " T4},
    {"tensor.pad", "pad(x, 0, 0, c)", "(%x: " T4 ") -> " T4 " {\n  %c = arith.constant {0|-0.0} : $E\n"
     "  %r = tensor.pad %x low[0] high[0] {\n  ^bb0(%i: index):\n    tensor.yield %c : $E\n  } : " T4 " to " T4 "\n  return %r : " T4},
    {"tensor.pad", "pad(pad(x, 1, 0, c), 0, 1, c)", "(%x: " T4 ") -> tensor<6x$E> {\n  %c = arith.constant {0|-0.0} : $E\n"
     "  %a = tensor.pad %x low[1] high[0] {\n  ^bb0(%i: index):\n    tensor.yield %c : $E\n  } : " T4 " to tensor<5x$E>\n"
     "  %r = tensor.pad %a low[0] high[1] {\n  ^bb0(%j: index):\n    tensor.yield %c : $E\n  } : tensor<5x$E> to tensor<6x$E>\n"
     "  return %r : tensor<6x$E>"},
    {"tensor.pad", "pad(splat(a), 1, 1, a)", "(%a: $E) -> tensor<6x$E> {\n  %s = tensor.splat %a : " T4 "\n"
     "  %r = tensor.pad %s low[1] high[1] {\n  ^bb0(%i: index):\n    tensor.yield %a : $E\n  } : " T4 " to tensor<6x$E>\n"
     "  return %r : tensor<6x$E>"},
    {"tensor.reshape", "reshape(x, [2, 2])", "(%x: " T4 ") -> tensor<2x2x$E> {\n"
     "  %s = arith.constant dense<[2, 2]> : tensor<2xindex>\n"
     "  %r = tensor.reshape %x(%s) : (" T4 ", tensor<2xindex>) -> tensor<2x2x$E>\n  return %r : tensor<2x2x$E>"},
    {"tensor.reshape", "reshape(x, [4])", "(%x: " T4 ") -> " T4 " {\n  %s = arith.constant dense<[4]> : tensor<1xindex>\n"
     "  %r = tensor.reshape %x(%s) : (" T4 ", tensor<1xindex>) -> " T4 "\n  return %r : " T4},
    {"tensor.splat", "splat(NaN)", "() -> " T4 " {\n  %c = arith.constant {MIN|NaN} : $E\n"
     "  %r = tensor.splat %c : " T4 "\n  return %r : " T4},
    {"tensor.splat", "splat(-0.0, n)", "(%n: index) -> " TQ " {\n  %c = arith.constant {0|-0.0} : $E\n"
     "  %r = tensor.splat %c[%n] : " TQ "\n  return %r : " TQ},
};
#undef T4
#undef TQ

/* Writes template text at element type t: $E and {I|F} substituted. */
static char *tmpl_text(const Tmpl *m, const GTy *t) {
  char *buf = NULL;
  size_t len = 0;
  FILE *o = open_memstream(&buf, &len);
  if (!o) return NULL;
  int bad = 0;
  fputs("func.func @f", o);
  for (const char *p = m->text; *p && !bad; p++) {
    if (*p == '$' && p[1] == 'E') {
      fputs(t->elem, o), p++;
    } else if (*p == '{' && p[1] != '\n') {   /* a region's brace is followed by a newline */
      const char *bar = strchr(p, '|'), *end = strchr(p, '}');
      uint64_t b;
      if (!bar || !end || bar > end) bad = 1;
      else if (t->fmt < 0) bad = !const_bits(t, p + 1, (size_t)(bar - p - 1), &b);
      else bad = !const_bits(t, bar + 1, (size_t)(end - bar - 1), &b);
      if (!bad) put_elem(o, t, b), p = end;
    } else {
      fputc(*p, o);
    }
  }
  fputs("\n}\n", o);
  fclose(o);
  if (!bad) return buf;
  free(buf);
  return NULL;
}

/* The written-out cases of g's tensor op at its element type. */
static void gen_tensor(Gen *g) {
  for (size_t i = 0; i < N(TENSOR_CASES) && !g->stop; i++) {
    const Tmpl *m = &TENSOR_CASES[i];
    if (strcmp(m->op, g->row->name)) continue;
    char *text = tmpl_text(m, g->t);
    if (!text) continue;
    SweepCase c = {g->row->name, m->pattern, g->t->name, text};
    g->stop = g->emit(g->ud, &c);
    free(text);
  }
}

static void gen_row_type(Gen *g) {
  switch (g->row->syn) {
  case S_CMPI: case S_CMPF: case S_INDEX_CMP: case S_TOSA_CMP: gen_compare(g); break;
  case S_SELECT: case S_TOSA_SELECT: gen_select(g); break;
  case S_TOSA_CLAMP: gen_clamp(g); break;
  case S_TEMPLATE: gen_tensor(g); break;
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
  if (g->row->syn == S_CAST) return gen_cast(g);
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
      levels(g, &t, NULL, NULL);
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
