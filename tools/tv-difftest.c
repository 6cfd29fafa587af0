/* tv-difftest: the differential self-test of the interpreter against the encoder (issue 18
 * item 5, docs/design.md section 14). For every scalar arith, index and math op row with an
 * evaluator, per element type and attribute variant, edge-case and pseudo-random inputs (and
 * poison) go through the interpreter; a function returning the op's results on those inputs
 * as constants must then be proven equivalent to the function computing them, by the
 * encoder and the solver, in both directions (refinement both ways = the same values and
 * poison, NaNs alike). An input on which the interpreter has UB is checked alone: the op
 * function must refine a function with certain UB. Any other verdict is a failure naming the
 * op, the types and the inputs. Exit status: 0 all agree, 1 some failure. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/Diagnostics.h>
#include <mlir-c/IR.h>
#include "enc.h"
#include "ifloat.h"
#include "interp.h"
#include "mlirutil.h"
#include "tv.h"
#include "difftest.h"

/* ---- types and values ---- */

static const Ty TI1 = {"i1", 1, -1}, TI8 = {"i8", 8, -1}, TI16 = {"i16", 16, -1}, TI32 = {"i32", 32, -1},
                TI64 = {"i64", 64, -1}, TIX = {"index", 64, -1}, TF16 = {"f16", 16, IF_F16},
                TBF16 = {"bf16", 16, IF_BF16}, TF32 = {"f32", 32, IF_F32}, TF64 = {"f64", 64, IF_F64};
static const Ty *const INTS[] = {&TI1, &TI8, &TI32, &TI64, &TIX};
static const Ty *const FLOATS[] = {&TF16, &TBF16, &TF32, &TF64};

enum { MAX_IN = 3, MAX_OUT = 2, MAX_INPUTS = 192, CORE = 8, MAX_UB_CHECKS = 4, MAX_SHOWN = 5 };

/* ---- the ops: how to spell them and which types they take ---- */

typedef enum Kind {
  K_IBIN,      /* integer binary, i1 i8 i32 i64 index; index dialect: index only */
  K_IUN,       /* math integer unary */
  K_FBIN, K_FUN, K_FTERN,
  K_FUN2,      /* float unary, two results (math.sincos) */
  K_FCLASS,    /* float -> i1 */
  K_CMPI, K_CMPF, K_INDEX_CMP,
  K_SELECT,
  K_EXT, K_TRUNCI, K_INDEX_CAST, K_BITCAST, K_ITOF, K_FTOI, K_EXTF, K_TRUNCF,
  K_EXTENDED,  /* two results */
  K_FPOWI,     /* float base, i32 power */
  K_CONST,     /* the input is the op's attribute */
  K_SIZEOF
} Kind;

enum { F_OVF = 1, F_EXACT = 2, F_FM = 4 };

typedef struct Spec {
  const char *name;
  Kind kind;
  unsigned flags;
} Spec;

static const Spec SPECS[] = {
    {"arith.addf", K_FBIN, F_FM}, {"arith.addi", K_IBIN, F_OVF}, {"arith.addui_extended", K_EXTENDED, 0},
    {"arith.andi", K_IBIN, 0}, {"arith.bitcast", K_BITCAST, 0}, {"arith.ceildivsi", K_IBIN, 0},
    {"arith.ceildivui", K_IBIN, 0}, {"arith.cmpf", K_CMPF, F_FM}, {"arith.cmpi", K_CMPI, 0},
    {"arith.constant", K_CONST, 0}, {"arith.divf", K_FBIN, F_FM}, {"arith.divsi", K_IBIN, F_EXACT},
    {"arith.divui", K_IBIN, F_EXACT}, {"arith.extf", K_EXTF, F_FM}, {"arith.extsi", K_EXT, 0},
    {"arith.extui", K_EXT, 0}, {"arith.floordivsi", K_IBIN, 0}, {"arith.fptosi", K_FTOI, 0},
    {"arith.fptoui", K_FTOI, 0}, {"arith.index_cast", K_INDEX_CAST, 0}, {"arith.index_castui", K_INDEX_CAST, 0},
    {"arith.maximumf", K_FBIN, F_FM}, {"arith.maxnumf", K_FBIN, F_FM}, {"arith.maxsi", K_IBIN, 0},
    {"arith.maxui", K_IBIN, 0}, {"arith.minimumf", K_FBIN, F_FM}, {"arith.minnumf", K_FBIN, F_FM},
    {"arith.minsi", K_IBIN, 0}, {"arith.minui", K_IBIN, 0}, {"arith.mulf", K_FBIN, F_FM},
    {"arith.muli", K_IBIN, F_OVF}, {"arith.mulsi_extended", K_EXTENDED, 0},
    {"arith.mului_extended", K_EXTENDED, 0}, {"arith.negf", K_FUN, F_FM}, {"arith.ori", K_IBIN, 0},
    {"arith.remf", K_FBIN, F_FM}, {"arith.remsi", K_IBIN, 0}, {"arith.remui", K_IBIN, 0},
    {"arith.select", K_SELECT, 0}, {"arith.shli", K_IBIN, F_OVF}, {"arith.shrsi", K_IBIN, F_EXACT},
    {"arith.shrui", K_IBIN, F_EXACT}, {"arith.sitofp", K_ITOF, 0}, {"arith.subf", K_FBIN, F_FM},
    {"arith.subi", K_IBIN, F_OVF}, {"arith.truncf", K_TRUNCF, 0}, {"arith.trunci", K_TRUNCI, F_OVF},
    {"arith.uitofp", K_ITOF, 0}, {"arith.xori", K_IBIN, 0},
    {"index.add", K_IBIN, 0}, {"index.and", K_IBIN, 0}, {"index.bool.constant", K_CONST, 0},
    {"index.casts", K_INDEX_CAST, 0}, {"index.castu", K_INDEX_CAST, 0}, {"index.ceildivs", K_IBIN, 0},
    {"index.ceildivu", K_IBIN, 0}, {"index.cmp", K_INDEX_CMP, 0}, {"index.constant", K_CONST, 0},
    {"index.divs", K_IBIN, 0}, {"index.divu", K_IBIN, 0}, {"index.floordivs", K_IBIN, 0},
    {"index.maxs", K_IBIN, 0}, {"index.maxu", K_IBIN, 0}, {"index.mins", K_IBIN, 0},
    {"index.minu", K_IBIN, 0}, {"index.mul", K_IBIN, 0}, {"index.or", K_IBIN, 0},
    {"index.rems", K_IBIN, 0}, {"index.remu", K_IBIN, 0}, {"index.shl", K_IBIN, 0},
    {"index.shrs", K_IBIN, 0}, {"index.shru", K_IBIN, 0}, {"index.sizeof", K_SIZEOF, 0},
    {"index.sub", K_IBIN, 0}, {"index.xor", K_IBIN, 0},
    {"math.absf", K_FUN, F_FM}, {"math.absi", K_IUN, 0}, {"math.atan2", K_FBIN, 0},
    {"math.ceil", K_FUN, F_FM}, {"math.copysign", K_FBIN, F_FM}, {"math.ctlz", K_IUN, 0},
    {"math.ctpop", K_IUN, 0}, {"math.cttz", K_IUN, 0}, {"math.floor", K_FUN, F_FM},
    {"math.fma", K_FTERN, F_FM}, {"math.fpowi", K_FPOWI, F_FM}, {"math.ipowi", K_IBIN, 0}, {"math.isfinite", K_FCLASS, F_FM}, {"math.isinf", K_FCLASS, F_FM},
    {"math.isnan", K_FCLASS, F_FM}, {"math.isnormal", K_FCLASS, F_FM}, {"math.powf", K_FBIN, 0},
    {"math.round", K_FUN, F_FM}, {"math.sincos", K_FUN2, F_FM}, {"math.roundeven", K_FUN, F_FM}, {"math.sqrt", K_FUN, F_FM},
    {"math.trunc", K_FUN, F_FM},
};

static const char *const CMPI_PREDS[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
static const char *const CMPF_PREDS[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                         "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"};
static const char *const ROUNDING[] = {"", " to_nearest_even", " downward", " upward", " toward_zero",
                                       " to_nearest_away"};

/* One function to test: an op with fixed types and attributes. */
typedef struct Case {
  const EncOpDef *row;
  const Spec *sp;
  int libm;                /* the encoder leaves it uninterpreted: inputs where it is exact */
  const Ty *in[MAX_IN], *out[MAX_OUT];
  unsigned nin, nout;
  char pred[16];           /* cmp predicate */
  char attr[48];           /* text after the operands: " overflow<nsw>", " exact", ... */
} Case;

/* ---- the run's state ---- */

uint64_t rnd(Run *r) {   /* xorshift64*: a fixed seed, so every run tests the same */
  r->seed ^= r->seed >> 12, r->seed ^= r->seed << 25, r->seed ^= r->seed >> 27;
  return r->seed * 0x2545F4914F6CDD1Dull;
}

/* ---- inputs ---- */

static size_t push(uint64_t *v, size_t n, uint64_t x, uint64_t mask) {
  x &= mask;
  for (size_t i = 0; i < n; i++)
    if (v[i] == x) return n;
  if (n < MAX_EDGES) v[n++] = x;
  return n;
}

static uint64_t f_of(int fmt, double d) {
  uint64_t b;
  memcpy(&b, &d, sizeof b);
  return if_convert(IF_F64, (IfFormat)fmt, IF_RNE, b);
}

/* Exponent and mantissa widths of a float format. */
static void f_layout(int fmt, unsigned *e, unsigned *m) {
  static const unsigned E[] = {5, 8, 8, 11}, M[] = {10, 7, 23, 52};
  *e = E[fmt], *m = M[fmt];
}

/* A float's edge cases: signed zeros and ones, infinities, NaNs with payload, subnormals,
 * the smallest normal, the largest value, halves (rounding ties), integer bounds of the
 * integer types (fptosi), and pseudo-random values of moderate and any magnitude. */
static size_t float_edges(Run *r, int fmt, uint64_t *v) {
  unsigned e, m, w = if_width((IfFormat)fmt);
  f_layout(fmt, &e, &m);
  uint64_t mask = interp_mask(w), sign = 1ull << (w - 1), inf = ((1ull << e) - 1) << m, n = 0;
  static const double D[] = {0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 3.0, -0.5, 127.5, 128.0, -129.0, 255.0,
                             256.0, 65504.0, 2147483648.0, -2147483649.0, 9223372036854775808.0,
                             -9223372036854775808.0, 18446744073709551616.0};
  /* the first CORE ones: every pair of them is tried */
  n = push(v, n, 0, mask), n = push(v, n, sign, mask);                     /* +-0.0 */
  n = push(v, n, f_of(fmt, 1.0), mask), n = push(v, n, f_of(fmt, -1.0), mask);
  n = push(v, n, inf, mask), n = push(v, n, inf | sign, mask);
  n = push(v, n, inf | (1ull << (m - 1)) | 1, mask);   /* quiet NaN with a payload */
  n = push(v, n, 1, mask);                             /* the smallest subnormal */
  for (size_t i = 0; i < sizeof D / sizeof D[0]; i++) n = push(v, n, f_of(fmt, D[i]), mask);
  n = push(v, n, inf | sign | (1ull << (m - 1)), mask);
  n = push(v, n, inf | 1, mask);                       /* signalling NaN */
  n = push(v, n, 1, mask), n = push(v, n, (1ull << m) - 1, mask);          /* subnormals */
  n = push(v, n, sign | 1, mask), n = push(v, n, 1ull << m, mask);         /* min normal */
  n = push(v, n, inf - 1, mask), n = push(v, n, (inf - 1) | sign, mask);   /* +-MAX */
  uint64_t bias = (1ull << (e - 1)) - 1;
  for (int i = 0; i < 3; i++) {                        /* moderate magnitudes, any fraction */
    uint64_t x = rnd(r);
    uint64_t ex = bias + (x >> 58) % (m + 3) - 1;      /* up to 2^(m+1): every rounding step */
    n = push(v, n, (x & sign) | (ex << m) | (x & ((1ull << m) - 1)), mask);
  }
  for (int i = 0; i < 3; i++) n = push(v, n, rnd(r), mask);
  return n;
}

static size_t int_edges(Run *r, unsigned w, uint64_t *v) {
  uint64_t mask = interp_mask(w), min = 1ull << (w - 1), n = 0;
  uint64_t E[] = {0, 1, mask, min, min - 1, 2, min + 1, mask - 1, 3, 7, w - 1, w, w + 1, 0x5A};
  for (size_t i = 0; i < sizeof E / sizeof E[0]; i++) n = push(v, n, E[i], mask);
  for (int i = 0; i < 2; i++) n = push(v, n, rnd(r), mask);
  return n;
}

size_t edges(Run *r, const Ty *t, uint64_t *v) {
  return t->fmt >= 0 ? float_edges(r, t->fmt, v) : int_edges(r, t->w, v);
}

/* The libm functions' inputs where the encoder is exact (semantics.md 4.6): NaN for all,
 * +-0 and +-Inf for the rows whose properties say so (OP_EXACT_AT_ZERO, OP_EXACT_AT_INF),
 * powf(x, +-0) and powf(1, y) (its own rule: a name test). */
static int libm_exact(const Case *c, const V *x) {
  int f = c->in[0]->fmt;
  unsigned n = c->nin, p = c->row->props;
  if (c->sp->kind == K_FPOWI)   /* power 0 or 1, or a NaN base */
    return x[0].poison || x[1].poison || interp_sext(x[1].bits, 32) == 0 || interp_sext(x[1].bits, 32) == 1 ||
           if_is_nan((IfFormat)f, x[0].bits);
  for (unsigned i = 0; i < n; i++)
    if (x[i].poison || if_is_nan((IfFormat)f, x[i].bits)) return 1;
  if (n == 1)
    return ((p & OP_EXACT_AT_ZERO) && if_is_zero((IfFormat)f, x[0].bits)) ||
           ((p & OP_EXACT_AT_INF) && if_is_inf((IfFormat)f, x[0].bits));
  return !strcmp(c->row->name, "math.powf") && (if_is_zero((IfFormat)f, x[1].bits) || x[0].bits == f_of(f, 1.0));
}

/* maxnumf/minnumf of +0.0 and -0.0 "is either of them" (semantics.md 4.3): the encoder
 * allows both, the interpreter picks one, so no single value can agree. */
static int either_zero(const Case *c, const V *x) {
  int f = c->in[0]->fmt;
  return (!strcmp(c->row->name, "arith.maxnumf") || !strcmp(c->row->name, "arith.minnumf")) && !x[0].poison &&
         !x[1].poison && if_is_zero((IfFormat)f, x[0].bits) && if_is_zero((IfFormat)f, x[1].bits) &&
         x[0].bits != x[1].bits;
}

/* The inputs of a case: every edge case (unary), a bounded product (binary, ternary), and
 * each operand poison once. */
static size_t make_inputs(Run *r, const Case *c, V (*in)[MAX_IN]) {
  uint64_t ev[MAX_IN][MAX_EDGES];
  size_t ne[MAX_IN], n = 0;
  for (unsigned j = 0; j < c->nin; j++) ne[j] = edges(r, c->in[j], ev[j]);
  if (c->sp->kind == K_SIZEOF) return 1;
  if (c->nin == 1) {
    for (size_t i = 0; i < ne[0]; i++) in[n][0] = (V){ev[0][i], 0}, n++;
  } else {
    size_t total = 1, core = 1, want = c->nin == 3 ? 90 : c->libm ? 400 : 80;
    for (unsigned j = 0; j < c->nin; j++) total *= ne[j], core *= ne[j] < CORE ? ne[j] : CORE;
    for (size_t t = 0; c->nin == 2 && t < core; t++) {   /* every pair of the first edges */
      size_t c0 = ne[0] < CORE ? ne[0] : CORE;
      in[n][0] = (V){ev[0][t % c0], 0}, in[n][1] = (V){ev[1][t / c0], 0}, n++;
    }
    size_t step = total / want ? total / want : 1;
    for (size_t t = 0; t < total && n < MAX_INPUTS - MAX_IN; t += step) {
      size_t k = (t + (t / step) % step) % total, q = k;   /* drift, so columns vary */
      for (unsigned j = c->nin; j-- > 0;) in[n][j] = (V){ev[j][q % ne[j]], 0}, q /= ne[j];
      n++;
    }
  }
  if (c->sp->kind != K_CONST)
    for (unsigned j = 0; j < c->nin; j++) {
      for (unsigned i = 0; i < c->nin; i++) in[n][i] = (V){ev[i][1 % ne[i]], 0};
      in[n++][j].poison = 1;
    }
  size_t k = 0;   /* keep those where the semantics is one value and the encoder exact */
  for (size_t i = 0; i < n; i++)
    if ((!c->libm || libm_exact(c, in[i])) && !either_zero(c, in[i])) memmove(in[k++], in[i], sizeof in[i]);
  return k;
}

/* ---- MLIR text ---- */

void emit_value(FILE *o, const Ty *t, V x) {
  if (t->fmt >= 0) fprintf(o, "0x%0*llX", (int)(t->w / 4), (unsigned long long)(x.bits & interp_mask(t->w)));
  else if (t->w == 1) fputs(x.bits & 1 ? "true" : "false", o);
  else fprintf(o, "%lld", (long long)interp_sext(x.bits, t->w));
}

static void emit_const(FILE *o, const char *name, const Ty *t, V x) {
  if (x.poison) {
    fprintf(o, "    %s = ub.poison : %s\n", name, t->name);
    return;
  }
  fprintf(o, "    %s = arith.constant ", name);
  emit_value(o, t, x);
  if (t->w != 1 || t->fmt >= 0) fprintf(o, " : %s", t->name);
  fputc('\n', o);
}

static int is_index_dialect(const Case *c) { return !strncmp(c->row->name, "index.", 6); }

/* Instance k of the op on input x: operands %a<k>_<j>, results %r<k>. */
static void emit_op(FILE *o, const Case *c, unsigned k, const V *x) {
  char nm[32];
  const Kind kind = c->sp->kind;
  if (kind != K_CONST)
    for (unsigned j = 0; j < c->nin; j++) {
      snprintf(nm, sizeof nm, "%%a%u_%u", k, j);
      emit_const(o, nm, c->in[j], x[j]);
    }
  fprintf(o, "    %%r%u%s = %s", k, c->nout > 1 ? ":2" : "", c->row->name);
  if (kind == K_CONST) {
    fputc(' ', o);
    emit_value(o, c->out[0], x[0]);
    if (!is_index_dialect(c) && c->out[0]->w != 1) fprintf(o, " : %s", c->out[0]->name);
    fputc('\n', o);
    return;
  }
  if (kind == K_SIZEOF) {
    fputc('\n', o);
    return;
  }
  if (kind == K_INDEX_CMP) {
    fprintf(o, " %s(%%a%u_0, %%a%u_1)\n", c->pred, k, k);
    return;
  }
  if (c->pred[0]) fprintf(o, " %s,", c->pred);
  for (unsigned j = 0; j < c->nin; j++) fprintf(o, "%s %%a%u_%u", j ? "," : "", k, j);
  fputs(c->attr, o);
  switch (kind) {
  case K_EXT: case K_TRUNCI: case K_INDEX_CAST: case K_BITCAST: case K_ITOF: case K_FTOI: case K_EXTF:
  case K_TRUNCF:
    fprintf(o, " : %s to %s\n", c->in[0]->name, c->out[0]->name);
    return;
  case K_SELECT:
    fprintf(o, " : %s\n", c->in[1]->name);
    return;
  case K_IBIN:
    if (is_index_dialect(c)) {
      fputc('\n', o);
      return;
    }
    break;
  default:
    break;
  }
  fprintf(o, " : %s%s%s\n", c->in[0]->name, !strcmp(c->row->name, "arith.addui_extended") ? ", i1" : "",
          kind == K_FPOWI ? ", i32" : "");
}

static void emit_signature(FILE *o, const Case *c, const char *name, size_t n) {
  fprintf(o, "  func.func @%s() -> (", name);
  for (size_t i = 0; i < n; i++)
    for (unsigned j = 0; j < c->nout; j++) fprintf(o, "%s%s", i || j ? ", " : "", c->out[j]->name);
  fputs(") {\n", o);
}

/* Returns every instance's results: the op's (%r<i>, %r<i>#<j>) or constants (%v<i>_<j>). */
static void emit_return(FILE *o, const Case *c, int consts, size_t n) {
  fputs("    return", o);
  for (size_t i = 0; i < n; i++)
    for (unsigned j = 0; j < c->nout; j++)
      fprintf(o, consts ? "%s %%v%zu_%u" : c->nout > 1 ? "%s %%r%zu#%u" : "%s %%r%zu", i || j ? "," : "", i, j);
  if (n) {
    fputs(" :", o);
    for (size_t i = 0; i < n; i++)
      for (unsigned j = 0; j < c->nout; j++) fprintf(o, "%s %s", i || j ? "," : "", c->out[j]->name);
  }
  fputs("\n  }\n", o);
}

/* @name computes the op on the inputs idx[0..n-1]. */
static void emit_op_func(FILE *o, const Case *c, const char *name, V (*in)[MAX_IN], const size_t *idx, size_t n) {
  emit_signature(o, c, name, n);
  for (size_t i = 0; i < n; i++) emit_op(o, c, (unsigned)i, in[idx[i]]);
  emit_return(o, c, 0, n);
}

/* @name returns the given results as constants; with ub, after a division by zero. */
static void emit_val_func(FILE *o, const Case *c, const char *name, V (*res)[MAX_OUT], const size_t *idx, size_t n,
                          int ub) {
  char nm[32];
  emit_signature(o, c, name, n);
  if (ub)
    fputs("    %z = arith.constant 0 : i8\n    %o = arith.constant 1 : i8\n"
          "    %u = arith.divui %o, %z : i8\n", o);
  for (size_t i = 0; i < n; i++)
    for (unsigned j = 0; j < c->nout; j++) {
      snprintf(nm, sizeof nm, "%%v%zu_%u", i, j);
      emit_const(o, nm, c->out[j], ub ? (V){0, 1} : res[idx[i]][j]);
    }
  emit_return(o, c, 1, n);
}

/* ---- describing a case ---- */

static void describe_case(FILE *o, const Case *c) {
  fprintf(o, "%s", c->row->name);
  if (c->pred[0]) fprintf(o, " %s", c->pred);
  fprintf(o, "%s :", c->attr);
  for (unsigned j = 0; j < c->nin; j++) fprintf(o, " %s", c->in[j]->name);
  fputs(" ->", o);
  for (unsigned j = 0; j < c->nout; j++) fprintf(o, " %s", c->out[j]->name);
}

static void describe_vals(FILE *o, const Ty *const *t, unsigned n, const V *x) {
  if (!n) fputc('(', o);
  for (unsigned j = 0; j < n; j++) {
    fputs(j ? ", " : "(", o);
    if (x[j].poison) fputs("poison", o);
    else emit_value(o, t[j], x[j]);
  }
  fputs(")", o);
}

/* ---- running a case ---- */

typedef struct Inputs {
  size_t n;
  V in[MAX_INPUTS][MAX_IN];
  V res[MAX_INPUTS][MAX_OUT];
  int ub[MAX_INPUTS];
} Inputs;

MlirModule parse(Run *r, char *text) {
  MlirModule m = mlirModuleCreateParse(r->ctx, mlirStringRefCreateFromCString(text));
  if (mlirModuleIsNull(m)) {
    r->parse_errors++;
    fprintf(stderr, "tv-difftest: cannot parse:\n%s\n", text);
  }
  return m;
}

MlirOperation func_of(MlirModule m, const char *name) {
  return mu_module_func(m, mlirStringRefCreateFromCString(name));
}

static void fail_head(Run *r, const Case *c) {
  r->failures++;
  fputs("FAIL ", stdout);
  describe_case(stdout, c);
}

/* Runs the op on inputs idx[0..n-1] in the interpreter; results into x->res. */
static InterpStatus interp_inputs(Run *r, const Case *c, Inputs *x, const size_t *idx, size_t n, char *why,
                                  size_t nwhy) {
  char *text = NULL;
  size_t len = 0;
  FILE *o = open_memstream(&text, &len);
  if (!o) return INTERP_ERROR;
  fputs("module {\n", o);
  emit_op_func(o, c, "op", x->in, idx, n);
  fputs("}\n", o);
  fclose(o);
  InterpStatus st = INTERP_ERROR;
  MlirModule m = parse(r, text);
  snprintf(why, nwhy, "does not parse");
  if (!mlirModuleIsNull(m)) {
    Arena arena;
    arena_init(&arena, 0);
    Interp in = {.arena = &arena};
    unsigned nres = 0;
    IVal *res = NULL;
    st = interp_run(&in, func_of(m, "op"), 0, NULL, &nres, &res);
    snprintf(why, nwhy, "%s", in.why);
    if (st == INTERP_OK && nres != n * c->nout) st = INTERP_ERROR, snprintf(why, nwhy, "%u results", nres);
    for (size_t i = 0; st == INTERP_OK && i < n; i++)
      for (unsigned j = 0; j < c->nout; j++) {
        IScalar s = res[i * c->nout + j].s;
        x->res[idx[i]][j] = (V){s.bits & interp_mask(c->out[j]->w), s.poison};
      }
    arena_free(&arena);
    mlirModuleDestroy(m);
  }
  free(text);
  return st;
}

/* Whether tgt refines src (1), or not (0; printed unless quiet), or is left undecided by
 * an uninterpreted math function (2): the encoder is not exact there, nothing to compare. */
int refines(Run *r, MlirModule m, const char *src, const char *tgt, int quiet) {
  TvResult res;
  r->checks++;
  tv_check_pair(&r->opts, func_of(m, src), func_of(m, tgt), &res);
  int ok = res.verdict == TV_PROVEN;
  if (res.verdict == TV_INCONCLUSIVE && res.reason && strstr(res.reason, "modeled as an uninterpreted function"))
    ok = 2;
  if (!ok && !quiet) {
    printf("    @%s refined by @%s: %s%s%s\n", src, tgt, tv_verdict_name(res.verdict), res.reason ? ": " : "",
           res.reason ? res.reason : "");
    char *cex = tv_cex_to_string(&res);
    if (cex) printf("%s\n", cex);
    free(cex);
  }
  tv_result_free(&res);
  return ok;
}

static MlirModule pair_module(Run *r, const Case *c, Inputs *x, const size_t *idx, size_t n, int ub) {
  char *text = NULL;
  size_t len = 0;
  FILE *o = open_memstream(&text, &len);
  if (!o) return (MlirModule){NULL};
  fputs("module {\n", o);
  emit_op_func(o, c, "op", x->in, idx, n);
  emit_val_func(o, c, "val", x->res, idx, n, ub);
  fputs("}\n", o);
  fclose(o);
  MlirModule m = parse(r, text);
  free(text);
  return m;
}

/* Input i alone, both directions (or, for UB, the op refines certain UB); prints a failure. */
static void check_one(Run *r, const Case *c, Inputs *x, size_t i) {
  MlirModule m = pair_module(r, c, x, &i, 1, x->ub[i]);
  if (mlirModuleIsNull(m)) return;
  int a = refines(r, m, "op", "val", 1), b = a && !x->ub[i] ? refines(r, m, "val", "op", 1) : 1;
  int ok = a && b;
  if (ok && (a == 2 || b == 2)) r->free++;
  if (!ok) {
    fail_head(r, c);
    fputs(" on ", stdout);
    describe_vals(stdout, c->in, c->nin, x->in[i]);
    if (x->ub[i]) fputs(": the interpreter has UB\n", stdout);
    else {
      fputs(": the interpreter gives ", stdout);
      describe_vals(stdout, c->out, c->nout, x->res[i]);
      fputc('\n', stdout);
    }
    if (!refines(r, m, "op", "val", 0) || !x->ub[i]) refines(r, m, "val", "op", 0);
  }
  mlirModuleDestroy(m);
}

static void run_case(Run *r, Case *c) {
  static Inputs x;
  size_t idx[MAX_INPUTS], ok[MAX_INPUTS], nok = 0, nub = 0;
  char why[320];
  r->cases++;
  x.n = make_inputs(r, c, x.in);
  for (size_t i = 0; i < x.n; i++) idx[i] = i, x.ub[i] = 0;
  InterpStatus st = interp_inputs(r, c, &x, idx, x.n, why, sizeof why);
  for (size_t i = 0; st == INTERP_UB && i < x.n; i++) {   /* which inputs have UB */
    InterpStatus s1 = interp_inputs(r, c, &x, &i, 1, why, sizeof why);
    if (s1 != INTERP_OK && s1 != INTERP_UB) st = s1;
    x.ub[i] = s1 == INTERP_UB;
  }
  if (st != INTERP_OK && st != INTERP_UB) {
    fail_head(r, c);
    printf(": the interpreter cannot run it: %s\n", why);
    return;
  }
  for (size_t i = 0; i < x.n; i++)
    if (!x.ub[i]) ok[nok++] = i;
  for (size_t k = 0; r->inject && k < nok; k++)
    if (!x.res[ok[k]][0].poison) {
      x.res[ok[k]][0].bits ^= 1;
      break;
    }
  if (r->verbose) {
    describe_case(stdout, c);
    printf(": %zu inputs, %zu with UB\n", x.n, x.n - nok);
    fflush(stdout);
  }
  if (nok) {
    MlirModule m = pair_module(r, c, &x, ok, nok, 0);
    if (mlirModuleIsNull(m)) {
      fail_head(r, c);
      fputs(": cannot generate it\n", stdout);
      return;
    }
    int good = refines(r, m, "op", "val", 1) == 1 && refines(r, m, "val", "op", 1) == 1;
    unsigned long before = r->failures, free_before = r->free;
    for (size_t k = 0; !good && k < nok && r->failures - before < MAX_SHOWN; k++) check_one(r, c, &x, ok[k]);
    if (!good && r->failures == before && r->free == free_before) {   /* every input alone agrees: say what the batch did */
      fail_head(r, c);
      printf(": %zu inputs together are not proven\n", nok);
      if (refines(r, m, "op", "val", 0)) refines(r, m, "val", "op", 0);
    }
    mlirModuleDestroy(m);
  }
  for (size_t i = 0; i < x.n && nub < MAX_UB_CHECKS; i++)
    if (x.ub[i]) check_one(r, c, &x, i), nub++;
}

/* ---- the cases of each row ---- */

static void add_case(Run *r, Case c, const Ty *in, const Ty *out, const char *attr) {
  for (unsigned j = 0; j < c.nin; j++) c.in[j] = in;
  if (c.sp->kind == K_SELECT) c.in[0] = &TI1;
  if (c.sp->kind == K_FPOWI) c.in[1] = &TI32;
  c.out[0] = out;
  if (c.nout > 1) c.out[1] = !strcmp(c.row->name, "arith.addui_extended") ? &TI1 : out;
  snprintf(c.attr, sizeof c.attr, "%s", attr);
  run_case(r, &c);
}

/* Every element type of the kind, plus the flag variants on some of them. */
static void add_typed(Run *r, Case c, const Ty *const *types, size_t nt, const Ty *out) {
  static const char *const OVF[] = {" overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>"};
  static const char *const FM[] = {" fastmath<nnan>", " fastmath<ninf>"};
  static const char *const FM_DICT[] = {" {fastmath = #arith.fastmath<nnan>}", " {fastmath = #arith.fastmath<ninf>}"};
  for (size_t i = 0; i < nt; i++) {
    const Ty *t = types[i], *o = out ? out : t;
    add_case(r, c, t, o, "");
    if ((c.sp->flags & F_OVF) && (t == &TI8 || t == &TI64))
      for (size_t k = 0; k < 3; k++) add_case(r, c, t, o, OVF[k]);
    if ((c.sp->flags & F_EXACT) && (t == &TI8 || t == &TI64)) add_case(r, c, t, o, " exact");
    if ((c.sp->flags & F_FM) && t == &TF32)
      for (size_t k = 0; k < 2; k++) add_case(r, c, t, o, (c.sp->kind == K_FCLASS ? FM_DICT : FM)[k]);
  }
}

typedef struct TyPair {
  const Ty *from, *to;
} TyPair;

static void add_pairs(Run *r, Case c, const TyPair *p, size_t n, const char *const *attrs, size_t na) {
  for (size_t i = 0; i < n; i++)
    for (size_t k = 0; k < na; k++) add_case(r, c, p[i].from, p[i].to, attrs[k]);
}

#define N(a) (sizeof(a) / sizeof((a)[0]))

static void add_casts(Run *r, Case c) {
  static const TyPair EXT[] = {{&TI1, &TI8}, {&TI8, &TI32}, {&TI32, &TI64}, {&TI1, &TI64}, {&TI8, &TI64}};
  static const TyPair TRUNC[] = {{&TI64, &TI32}, {&TI32, &TI8}, {&TI8, &TI1}, {&TI64, &TI1}, {&TI64, &TI8}};
  static const TyPair ICAST[] = {{&TI1, &TIX}, {&TI8, &TIX}, {&TI32, &TIX}, {&TI64, &TIX},
                                 {&TIX, &TI1}, {&TIX, &TI8}, {&TIX, &TI32}, {&TIX, &TI64}};
  static const TyPair BITCAST[] = {{&TI16, &TF16}, {&TF16, &TI16}, {&TI16, &TBF16}, {&TBF16, &TI16},
                                   {&TI32, &TF32}, {&TF32, &TI32}, {&TI64, &TF64}, {&TF64, &TI64},
                                   {&TF16, &TBF16}, {&TBF16, &TF16}, {&TI8, &TI8}};
  static const TyPair EXTF[] = {{&TF16, &TF32}, {&TBF16, &TF32}, {&TF16, &TF64}, {&TBF16, &TF64}, {&TF32, &TF64}};
  static const TyPair TRUNCF[] = {{&TF64, &TF32}, {&TF64, &TF16}, {&TF64, &TBF16}, {&TF32, &TF16}, {&TF32, &TBF16}};
  static const char *const NONE[] = {""}, *const OVF[] = {"", " overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>"};
  static const char *const FM[] = {"", " fastmath<nnan>", " fastmath<ninf>"};
  static const Ty *const I4[] = {&TI1, &TI8, &TI32, &TI64};
  TyPair conv[16];
  size_t n = 0;
  switch (c.sp->kind) {
  case K_EXT: add_pairs(r, c, EXT, N(EXT), NONE, 1); break;
  case K_TRUNCI: add_pairs(r, c, TRUNC, N(TRUNC), OVF, N(OVF)); break;
  case K_INDEX_CAST: add_pairs(r, c, ICAST, N(ICAST), NONE, 1); break;
  case K_BITCAST: add_pairs(r, c, BITCAST, N(BITCAST), NONE, 1); break;
  case K_EXTF: add_pairs(r, c, EXTF, N(EXTF), FM, N(FM)); break;
  case K_TRUNCF: add_pairs(r, c, TRUNCF, N(TRUNCF), ROUNDING, N(ROUNDING)); break;
  case K_ITOF: case K_FTOI:
    for (size_t i = 0; i < N(I4); i++)
      for (size_t k = 0; k < N(FLOATS); k++)
        conv[n++] = c.sp->kind == K_ITOF ? (TyPair){I4[i], FLOATS[k]} : (TyPair){FLOATS[k], I4[i]};
    add_pairs(r, c, conv, n, NONE, 1);
    break;
  default: break;
  }
}

static void add_compares(Run *r, Case c) {
  const char *const *preds = c.sp->kind == K_CMPF ? CMPF_PREDS : CMPI_PREDS;
  size_t np = c.sp->kind == K_CMPF ? N(CMPF_PREDS) : N(CMPI_PREDS);
  for (size_t p = 0; p < np; p++) {
    snprintf(c.pred, sizeof c.pred, "%s", preds[p]);
    if (c.sp->kind == K_CMPF) add_typed(r, c, FLOATS, N(FLOATS), &TI1);
    else if (c.sp->kind == K_CMPI) add_typed(r, c, INTS, N(INTS), &TI1);
    else add_case(r, c, &TIX, &TI1, "");
  }
}

/* The cases of one op row. */
static void run_row(Run *r, const EncOpDef *row, const Spec *sp) {
  static const Ty *const I4[] = {&TI1, &TI8, &TI32, &TI64}, *const IX[] = {&TIX};
  static const Ty *const ALL[] = {&TI1, &TI8, &TI32, &TI64, &TIX, &TF16, &TBF16, &TF32, &TF64};
  Case c = {.row = row, .sp = sp, .nin = 1, .nout = 1};
  c.libm = (row->props & OP_LIBM) != 0;
  int idx = !strncmp(row->name, "index.", 6);
  switch (sp->kind) {
  case K_IBIN: c.nin = 2; add_typed(r, c, idx ? IX : INTS, idx ? 1 : N(INTS), NULL); break;
  case K_IUN: add_typed(r, c, I4, N(I4), NULL); break;
  case K_FBIN: c.nin = 2; add_typed(r, c, FLOATS, N(FLOATS), NULL); break;
  case K_FUN: add_typed(r, c, FLOATS, N(FLOATS), NULL); break;
  case K_FUN2: c.nout = 2; add_typed(r, c, FLOATS, N(FLOATS), NULL); break;
  case K_FTERN: c.nin = 3; add_typed(r, c, FLOATS, N(FLOATS), NULL); break;
  case K_FPOWI: c.nin = 2; add_typed(r, c, FLOATS, N(FLOATS), NULL); break;
  case K_FCLASS: add_typed(r, c, FLOATS, N(FLOATS), &TI1); break;
  case K_CMPI: case K_CMPF: case K_INDEX_CMP: c.nin = 2; add_compares(r, c); break;
  case K_SELECT: c.nin = 3; add_typed(r, c, ALL, N(ALL), NULL); break;
  case K_EXTENDED: c.nin = 2, c.nout = 2; add_typed(r, c, I4, N(I4), NULL); break;
  case K_CONST:
    if (!strcmp(row->name, "index.bool.constant")) add_case(r, c, &TI1, &TI1, "");
    else add_typed(r, c, idx ? IX : ALL, idx ? 1 : N(ALL), NULL);
    break;
  case K_SIZEOF: c.nin = 0; add_case(r, c, &TIX, &TIX, ""); break;
  default: add_casts(r, c); break;
  }
}

/* The row's spec; the other math functions the encoder leaves uninterpreted (OP_LIBM:
 * the binary ones are in SPECS) are unary floats. */
static const Spec *spec_of(const EncOpDef *row) {
  static const Spec LIBM_UNARY = {"", K_FUN, 0};
  for (size_t i = 0; i < N(SPECS); i++)
    if (!strcmp(SPECS[i].name, row->name)) return &SPECS[i];
  return row->props & OP_LIBM ? &LIBM_UNARY : NULL;
}

static MlirLogicalResult on_diagnostic(MlirDiagnostic d, void *ud) {
  (void)d, (void)ud;
  return mlirLogicalResultSuccess();   /* a text that does not parse is printed whole */
}

static const char *USAGE =
    "usage: tv-difftest [--verbose] [--timeout=SECONDS] [--inject-difference] [--templates PATH]\n"
    "                   [--covered PATH]... [--exclude OP]... [OP...]\n"
    "Runs every scalar arith, index and math op that has an evaluator on edge-case and\n"
    "pseudo-random inputs in the interpreter, and proves with the encoder that the op\n"
    "computes exactly those results (docs/design.md section 14). --templates PATH does the\n"
    "same for every public function of PATH/*.mlir (small static shapes; its arguments are\n"
    "filled with edge-case, random and poison values) and then fails if an op with an\n"
    "evaluator is used by no template and is not a scalar row (PATH: a directory, or one .mlir\n"
    "file). --covered PATH: templates that another run checks; they count as testing the ops\n"
    "they use, and are not run. OP limits the run (and that check) to ops, and templates using\n"
    "ops, whose name contains it; --exclude OP leaves out the ops, and the templates using ops,\n"
    "whose name contains it. --inject-difference changes one\n"
    "interpreter result per case (the test that the self-test fails).\n"
    "Exit status: 0 all agree, 1 some failure, 2 usage.\n";

int excluded(const Run *r, const char *name) {
  for (unsigned i = 0; i < r->nexclude; i++)
    if (strstr(name, r->exclude[i])) return 1;
  return 0;
}

static int wanted(const Run *r, int argc, char **argv, int first, const char *name) {
  if (excluded(r, name)) return 0;
  if (first >= argc) return 1;
  for (int i = first; i < argc; i++)
    if (strstr(name, argv[i])) return 1;
  return 0;
}

/* The scalar rows; the other rows with an evaluator are listed in skipped. */
static unsigned long run_scalar_rows(Run *r, int argc, char **argv, int first) {
  unsigned long rows = 0;
  for (size_t t = 0; t < enc_ntables; t++) {
    const EncTable *tab = enc_tables[t];
    int scalar = !strcmp(tab->dialect, "arith") || !strcmp(tab->dialect, "index") || !strcmp(tab->dialect, "math");
    for (size_t k = 0; k < tab->n; k++) {
      const EncOpDef *row = &tab->ops[k];
      const Spec *sp = scalar && row->eval ? spec_of(row) : NULL;
      if (!sp || !wanted(r, argc, argv, first, row->name)) continue;
      rows++;
      run_row(r, row, sp);
    }
  }
  return rows;
}

/* Rows whose op runs only inside an op tv does not model, so that no template can run
 * them: tosa.yield ends the regions of tosa.cond_if and tosa.while_loop (unsupported). */
static int unreachable(const char *name) { return !strcmp(name, "tosa.yield"); }

/* Rows whose only effect is an event (obs.h: a print), which a function of constants cannot
 * have: the encoder and the interpreter are compared on them by test/vector/print.mlir's
 * runs (executed: lines) instead. */
static int event_only(const char *name) { return !strcmp(name, "vector.print"); }

/* Prints the rows with an evaluator (among those selected) that neither the scalar rows
 * nor a template test; their count, and of those tested into *tested. */
static unsigned long uncovered(const Run *r, int argc, char **argv, int first, unsigned long *tested) {
  unsigned long n = 0;
  *tested = 0;
  for (size_t t = 0; t < enc_ntables; t++) {
    const EncTable *tab = enc_tables[t];
    int scalar = !strcmp(tab->dialect, "arith") || !strcmp(tab->dialect, "index") || !strcmp(tab->dialect, "math");
    for (size_t k = 0; k < tab->n; k++) {
      const EncOpDef *row = &tab->ops[k];
      if (!row->eval || !wanted(r, argc, argv, first, row->name) || unreachable(row->name) || event_only(row->name)) continue;
      if ((scalar && spec_of(row)) || templates_cover(r, row->name)) (*tested)++;
      else printf("%s%s", n++ ? ", " : "tv-difftest: ops with an evaluator that nothing tests: ", row->name);
    }
  }
  if (n) putchar('\n');
  return n;
}

int main(int argc, char **argv) {
  Run r = {.seed = 0x9E3779B97F4A7C15ull};
  tv_options_default(&r.opts);
  r.opts.timeout_s = 60;
  r.opts.fp = TV_FP_IEEE;
  const char *templates = NULL, *covered[8];
  int i = 1, ncovered = 0;
  for (; i < argc && argv[i][0] == '-'; i++) {
    if (!strcmp(argv[i], "--verbose")) r.verbose = 1;
    else if (!strcmp(argv[i], "--inject-difference")) r.inject = 1;
    else if (!strncmp(argv[i], "--timeout=", 10)) r.opts.timeout_s = atof(argv[i] + 10);
    else if (!strcmp(argv[i], "--templates") && i + 1 < argc) templates = argv[++i];
    else if (!strcmp(argv[i], "--exclude") && i + 1 < argc && r.nexclude < 8) r.exclude[r.nexclude++] = argv[++i];
    else if (!strcmp(argv[i], "--covered") && i + 1 < argc && ncovered < 8) covered[ncovered++] = argv[++i];
    else return fputs(USAGE, strcmp(argv[i], "--help") ? stderr : stdout), strcmp(argv[i], "--help") ? 2 : 0;
  }
  r.ctx = mu_context_new(on_diagnostic, NULL);
  double t0 = smt_now();
  unsigned long rows = run_scalar_rows(&r, argc, argv, i), scalar_cases = r.cases, tested = 0, missing = 0;
  if (templates && templates_run(&r, templates, argc, argv, i)) {
    fprintf(stderr, "tv-difftest: cannot read %s\n", templates);
    r.failures++;
  }
  r.cover_only = 1;   /* templates another test runs: they count as testing their ops */
  for (int k = 0; k < ncovered; k++)
    if (templates_run(&r, covered[k], argc, argv, i)) fprintf(stderr, "tv-difftest: cannot read %s\n", covered[k]), r.failures++;
  printf("tv-difftest: %lu scalar op rows (%lu cases), %lu templates, %lu checks, %lu failures%s (%.1f s)\n", rows,
         scalar_cases, r.cases - scalar_cases, r.checks, r.failures + r.parse_errors,
         r.parse_errors ? " (some as texts that do not parse)" : "", smt_now() - t0);
  if (r.free) printf("tv-difftest: %lu inputs of uninterpreted math functions left free by the encoder\n", r.free);
  if (templates) {
    missing = uncovered(&r, argc, argv, i, &tested);
    printf("tv-difftest: %lu ops with an evaluator are tested\n", tested);
  }
  templates_free(&r);
  mlirContextDestroy(r.ctx);
  return r.failures || r.parse_errors || missing ? 1 : 0;
}
