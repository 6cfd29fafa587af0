/* tosa_int.h: what tosa.c (the encoders and the op table) and tosa_eval.c (the
 * evaluators, interp.h) share inside the TOSA dialect: one reader per attribute or shape
 * operand, so that both read an op the same way, and the evaluators the table names. */
#ifndef TV_TOSA_INT_H
#define TV_TOSA_INT_H
#include <stdint.h>
#include <mlir-c/IR.h>
#include "arena.h"

enum { TOSA_MAX_RANK = 16, TOSA_MAX_IN = 3 };

/* An integer (or bool) attribute, or dflt when absent: axis, round. */
int64_t tosa_int_attr(MlirOperation op, const char *name, int64_t dflt);
/* nan_mode: #tosa.nan_mode<PROPAGATE> (default, 0) or <IGNORE> (1). */
int tosa_nan_ignore(Arena *a, MlirOperation op);
/* clamp's min_val (hi = 0) or max_val (hi = 1) attribute. */
MlirAttribute tosa_clamp_bound(MlirOperation op, int hi);

/* Why a reader failed: not supported (TOSA_R_UNSUPPORTED) or malformed IR (TOSA_R_ERROR). */
enum { TOSA_R_OK, TOSA_R_UNSUPPORTED, TOSA_R_ERROR };
/* The n values of !tosa.shape operand k, read from its tosa.const_shape; *why says what
 * failed. */
int tosa_shape_values(MlirOperation op, int k, int64_t *vals, unsigned n, const char **why);
/* transpose's perms for an input of rank `rank`: perm[r] is the input dimension of output
 * dimension r. */
int tosa_perms(MlirOperation op, unsigned rank, unsigned *perm, const char **why);

/* resize's parameters: scale [y_n, y_d, x_n, x_d], offset and border [y, x], the mode. */
typedef struct TosaResizeAttrs {
  int64_t scale[4], offset[2], border[2];
  int bilinear;
} TosaResizeAttrs;
int tosa_resize_attrs(Arena *a, MlirOperation op, TosaResizeAttrs *r, const char **why);
/* The spec's ERROR_IFs on scale, offset and border: 1 when they hold. */
int tosa_resize_params_ok(const TosaResizeAttrs *r);
/* Along axis a (0: y, 1: x) at output coordinate o for an input of size `in`: the lower
 * and upper neighbours c[0] = max(i, 0), c[1] = min(i + 1, in - 1) and the remainder rem in
 * [0, n) of y = o * d + offset = i * n + rem (the spec's idiv_floor). */
void tosa_resize_coord(const TosaResizeAttrs *r, unsigned a, int64_t o, int64_t in, int64_t c[2], int64_t *rem);

/* ---- elementwise ops that are one function of a kind ----
 * For each row X(name, kind), tosa.c defines the encoder enc_<name> and tosa_eval.c the
 * evaluator tosa_ev_<name>, so that both take the op for the same kind. uf: the math
 * functions (tosa.exp, tosa.log, ...): uninterpreted by the encoder, libm's values in the
 * evaluator. */
typedef enum { TB_ADD, TB_SUB, TB_MAX, TB_MIN, TB_AND, TB_OR, TB_XOR, TB_POW, TB_INTDIV } TosaBin;
#define TOSA_BINARY_OPS(X)                                                                           \
  X(add, TB_ADD) X(sub, TB_SUB) X(maximum, TB_MAX) X(minimum, TB_MIN) X(bitwise_and, TB_AND)         \
  X(bitwise_or, TB_OR) X(bitwise_xor, TB_XOR) X(logical_and, TB_AND) X(logical_or, TB_OR)            \
  X(logical_xor, TB_XOR) X(pow, TB_POW) X(intdiv, TB_INTDIV)
typedef enum { TU_ABS, TU_NOT, TU_CLZ, TU_FLOOR, TU_CEIL, TU_RECIP, TU_SIGMOID, TU_UF } TosaUn;
#define TOSA_UNARY_OPS(X)                                                                            \
  X(abs, TU_ABS) X(bitwise_not, TU_NOT) X(logical_not, TU_NOT) X(clz, TU_CLZ) X(floor, TU_FLOOR)     \
  X(ceil, TU_CEIL) X(reciprocal, TU_RECIP) X(sigmoid, TU_SIGMOID) X(uf, TU_UF)

/* ---- evaluators (tosa_eval.c) ---- */
typedef struct IFn IFn;
#define TOSA_EVALS(X)                                                                               \
  X(arithmetic_right_shift) X(cast) X(clamp) X(concat) X(cond_if) X(const) X(const_shape) X(equal)  \
  X(greater) X(greater_equal) X(identity) X(logical_left_shift) X(logical_right_shift) X(mul)       \
  X(negate) X(pad) X(reshape) X(resize) X(reverse) X(select) X(slice) X(tile) X(transpose)          \
  X(while_loop) X(yield)
#define TOSA_EVAL_DECL(n) int tosa_ev_##n(IFn *f, MlirOperation op);
#define TOSA_EVAL_DECL_KIND(n, kind) TOSA_EVAL_DECL(n)
TOSA_EVALS(TOSA_EVAL_DECL)
TOSA_BINARY_OPS(TOSA_EVAL_DECL_KIND)
TOSA_UNARY_OPS(TOSA_EVAL_DECL_KIND)
#undef TOSA_EVAL_DECL_KIND
#undef TOSA_EVAL_DECL

#endif
